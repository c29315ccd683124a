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
export JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION := 20
export CHECKPOINT_DISABLE := 1
export TF_IN_AUTOMATION := 1
export TF_INPUT := 0

VENV := .venv
STAMP := $(VENV)/.installed
RUN := $(PYTHON) -m pipenv run

.PHONY: help node-check synth test snapshot-update bindings bindings-check bench verify-demo bootstrap-state offline-plan offline-apply offline-destroy offline-cloud clean

help:
	@echo "make synth            synthesize every stack to cdktf.out/stacks/<name>/cdk.tf.json"
	@echo "make test             run the whole test suite (validation, snapshots, offline Terraform, verification)"
	@echo "make snapshot-update  rewrite tests/__snapshots__ after a deliberate change, then show what changed"
	@echo "make bindings         regenerate imports/crusoe from schema/ (needs npm)"
	@echo "make bindings-check   prove imports/crusoe matches schema/"
	@echo "make bench            init+plan of training-dev beside hand-written HCL, 128 .. 2,048 nodes (time, peak RSS)"
	@echo "make verify-demo      the verification CLI on recorded healthy and failing outputs"
	@echo "make bootstrap-state STACK=training-prod   create the empty S3 state once, before the first deploy"
	@echo "make offline-plan STACK=training-dev [CLOUD=my-cloud.json]   plan offline against a simulated cloud"
	@echo "make offline-apply STACK=...   make offline-destroy STACK=...   make offline-cloud STACK=..."

node-check:
	@command -v node >/dev/null 2>&1 || { echo "error: node is not on PATH. cdktf's Python runtime (jsii) needs Node.js 20 or newer: install it (e.g. 'apt-get install nodejs') and run make again." >&2; exit 1; }

$(STAMP): Pipfile Pipfile.lock constructs/pyproject.toml
	@$(MAKE) --no-print-directory node-check
	@$(PYTHON) -m pipenv --version >/dev/null 2>&1 || { echo "installing pipenv"; $(PYTHON) -m pip install --quiet pipenv; }
	@echo "installing locked dependencies into $(VENV) (first run only)"
	$(PYTHON) -m pipenv sync --dev
	@touch $@

synth: $(STAMP)
	@$(MAKE) --no-print-directory node-check
	$(RUN) python main.py

test: $(STAMP)
	@$(MAKE) --no-print-directory node-check
	$(RUN) pytest

snapshot-update: $(STAMP)
	$(RUN) pytest tests/test_snapshots.py --snapshot-update
	@git diff --stat -- tests/__snapshots__ || true

bindings:
	cd tools/bindings && npm ci --no-fund --no-audit --silent && node generate.js

bindings-check: $(STAMP)
	$(RUN) pytest tests/test_bindings.py

bench: $(STAMP)
	$(RUN) python tools/bench.py $(BENCH_ARGS)

verify-demo: $(STAMP)
	$(RUN) python tools/verify_demo.py

bootstrap-state:
	@test -n "$(STACK)" || { echo "usage: make bootstrap-state STACK=training-prod" >&2; exit 2; }
	@command -v terraform >/dev/null || { echo "error: terraform is not on PATH (needed for the real S3 backend)" >&2; exit 1; }
	$(MAKE) --no-print-directory synth
	@$(PYTHON) -c 'import json, sys; b = json.load(open(sys.argv[1]))["terraform"].get("backend", {}); s3 = b.get("s3"); sys.exit(0 if s3 and s3.get("bucket") != sys.argv[2] else "error: $(STACK) has no S3 backend, or names the example bucket " + sys.argv[2] + ": create a bucket you own and set CRUSOE_IB_STATE_BUCKET (and CRUSOE_IB_STATE_ENDPOINT for an S3-compatible store); see README \"Production state\".")' cdktf.out/stacks/$(STACK)/cdk.tf.json example-crusoe-ib-terraform-state
	cd cdktf.out/stacks/$(STACK) && umask 077 && terraform init -input=false && \
	  if terraform state pull >/dev/null 2>&1 && [ -n "$$(terraform state pull)" ]; then echo "state already exists"; \
	  else printf '{"version":4,"terraform_version":"%s","serial":0,"lineage":"%s","outputs":{},"resources":[]}\n' "$$(terraform version -json | $(PYTHON) -c 'import json,sys; print(json.load(sys.stdin)["terraform_version"])')" "$$($(PYTHON) -c 'import uuid; print(uuid.uuid4())')" > empty.tfstate && terraform state push empty.tfstate && rm empty.tfstate && echo "empty state created"; fi

STACK ?= training-dev
CLOUD ?=
# State and the simulated cloud live in $TMPDIR/crusoe-offline/<stack> (outside the repo: the
# .terraform.lock.hcl made against the stand-in provider must never be committed). --seed-state
# stands in for `make bootstrap-state` on S3-backed stacks.
offline-plan offline-apply offline-destroy offline-cloud: $(STAMP) synth
	PYTHONPATH=tools $(RUN) python -m offline $(subst offline-,,$@) --stack-json cdktf.out/stacks/$(STACK)/cdk.tf.json $(if $(CLOUD),--cloud $(CLOUD)) --seed-state

clean:
	rm -rf cdktf.out .pytest_cache
