"""One ``ib_write_bw`` measurement between two pool nodes, for ``bisect`` and ``sweep``:
``measure(client, server) -> {rail: parsed ib_write_bw report}``, over SSH (the nodes' ``pair``
command) or from recorded client outputs."""

from __future__ import annotations

import json
import os
import re
import shlex

from .. import VERIFY_PYZ
from ..node.collect import progress, run_many
from ..node.command_io import UsageError, read_input
from ..node.parsers import ib_write_bw


def _json_tail(text: str):
    """The JSON document a remote ``--json`` printed, after any ssh warnings merged into the stream."""
    start = 0 if text.startswith("{") else text.find("\n{") + 1
    try:
        return json.loads(text[start:]) if start or text.startswith("{") else None
    except ValueError:
        return None


class SshPairRunner:
    """``measure(client, server) -> {rail: parsed ib_write_bw}``: ``pair --server`` on the server node
    and, a few seconds later, ``pair --client <server's private address>`` on the client node, both
    over SSH; the client's ``--json`` result holds the parsed reports."""

    def __init__(self, remediation: dict, ssh: list, instance_type: str, devices: list, timeout: float, tool_path=None,
                 delay_s: float = 3.0, quiet: bool = False):
        self.nodes, self.ssh, self.timeout, self.tool_path = remediation["nodes"], ssh, timeout, tool_path
        self.delay_s, self.quiet = delay_s, quiet  # quiet: no line per pair (sweep counts pairs instead)
        self.judged = ["--instance-type", instance_type] + [w for d in devices for w in ("--device", d)]

    def _remote(self, key: str, command: str) -> list:
        return self.ssh + ["--", self.nodes[key]["host"], command]

    def measure(self, client: str, server: str) -> dict:
        target = self.nodes[server].get("private_ip") or self.nodes[server]["host"]
        pyz = ["python3", VERIFY_PYZ, "pair"]
        server_argv = self._remote(server, shlex.join(pyz + ["--server", *self.judged, "--timeout", f"{self.timeout:g}"]))
        # The listeners need a moment before the first client connects; the client's progress is not JSON.
        client_cmd = shlex.join(pyz + ["--client", target, *self.judged, "--json"])
        client_argv = self._remote(client, f"sleep {self.delay_s:g} && {client_cmd} 2>/dev/null")
        if not self.quiet:
            progress(f"bisect: {client} -> {server}")
        _, res = run_many([server_argv, client_argv], self.timeout + 30, self.tool_path)
        doc = _json_tail(res.stdout)
        reports = (doc or {}).get("facts", {}).get("reports") if isinstance(doc, dict) else None
        if not isinstance(reports, dict):
            # A result without reports says why in its FAIL verdict (ib_write_bw not installed on the node).
            failed = [v.get("reason") for v in doc.get("verdicts") or [] if isinstance(v, dict) and v.get("status") == "FAIL"
                      ] if isinstance(doc, dict) else []
            tail = ": " + res.stdout.strip()[-300:] if res.stdout.strip() else ""
            why = failed[0] if failed and isinstance(failed[0], str) else f"{res.status}{tail}"
            return {"*": {"error": f"no pair result from {client} -> {server} ({why})", "rows": []}}
        out = {}
        for subject, report in reports.items():
            m = re.match(r"rail (\S+):", subject)
            out[m.group(1) if m else subject] = report
        return out


class RecordedPairRunner:
    """Recorded ``ib_write_bw`` client outputs: ``DIR/<client>--<server>/<rail>.out``."""

    def __init__(self, directory: str, devices: list):
        self.directory, self.devices = directory, devices

    def measure(self, client: str, server: str) -> dict:
        out = {}
        for dev in self.devices:
            path = os.path.join(self.directory, f"{client}--{server}", dev + ".out")
            try:
                text, _ = read_input(path)
            except UsageError as exc:
                out[dev] = {"error": str(exc), "rows": []}
                continue
            out[dev] = ib_write_bw.parse(text)
        return out
