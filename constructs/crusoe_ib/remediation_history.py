"""Where a stack's remediation history lives (``crusoe-ib-verify remediate``), from where its state lives.

The history is the circuit breaker's memory: the next operator must read the same file. So it sits
beside the Terraform state, which every operator of the stack already shares:

* ``LocalState(path="terraform.<env>.tfstate")``: ``terraform.<env>.remediation.jsonl`` beside it in
  the project root (git-ignored, like the state).
* ``S3State(bucket, key)``: the object ``<key without .tfstate>.remediation.jsonl`` in the same
  bucket, with a working copy ``<stack>.remediation.jsonl`` in the project root; the output names the
  ``aws s3 cp`` commands that fetch it before a run and put it back after (``remediate`` refuses to
  start a production stack's history from nothing while a remote copy is named).
"""

from __future__ import annotations

import posixpath
import shlex

from .backend import LocalState, S3State

SUFFIX = ".remediation.jsonl"


def _stem(path: str) -> str:
    return path[: -len(".tfstate")] if path.endswith(".tfstate") else path


def history_location(state: object, stack: str) -> dict:
    """``{path, remote, pull, push}`` for the ``verify_remediation`` output (remote ones null for local state)."""
    if isinstance(state, LocalState):
        return {"path": _stem(posixpath.normpath(state.path)) + SUFFIX, "remote": None, "pull": None, "push": None}
    local = f"{stack}{SUFFIX}"
    if isinstance(state, S3State):
        remote = f"s3://{state.bucket}/{_stem(state.key)}{SUFFIX}"
        options = ["--region", state.region]
        if state.endpoint:
            options += ["--endpoint-url", state.endpoint]
        if state.profile:
            options += ["--profile", state.profile]
        cp = ["aws", "s3", "cp", *options]
        return {"path": local, "remote": remote, "pull": shlex.join(cp + [remote, local]),
                "push": shlex.join(cp + [local, remote])}
    return {"path": local, "remote": None, "pull": None, "push": None}
