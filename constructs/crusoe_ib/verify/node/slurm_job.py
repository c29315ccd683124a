"""What ``bundle --slurm-job`` trusts about a job: ``scontrol show job`` read so the job's owner
cannot steer it.

A job's free-text fields (``--comment``, ``--job-name``, its working directory and output paths)
belong to whoever submitted it. Read as ``Key=Value`` text, a comment such as
``x BatchHost=evil StdOut=/etc/munge/munge.key`` is indistinguishable from Slurm's own fields.
So:

* ``scontrol show job --json`` (Slurm 23.02 and later) is parsed as JSON: fields are fields;
* where scontrol has no ``--json`` (Debian 12's Slurm 22.05 is built without it), the one-line
  form is accepted only if each field we use (``UserId``, ``NodeList``, ``BatchHost``,
  ``StdOut``) occurs at most once, and ``UserId`` and ``NodeList`` exactly once; a job whose text
  repeats one of them is refused, never guessed;
* either way the batch host must be one of the job's nodes (checked by the caller), and the
  job's output file is read on that host only if it is a regular file owned by the job's user
  (``readers.read_owned``), so a path naming someone else's file yields nothing.

Schema of :func:`parse_json` / :func:`parse_oneliner`::

    {"job_id": str, "user_id": int, "group_id": int|None, "nodes": str, "batch_host": str|None,
     "standard_output": str|None, "job_state": str|None}
"""

from __future__ import annotations

import json
import re


class JobParseError(ValueError):
    """The output cannot be trusted or read; the message says why."""


def _text(value) -> str | None:
    if value is None:
        return None
    if isinstance(value, list):  # job_state is a list of flags from data_parser v0.0.40
        return "+".join(str(v) for v in value) or None
    if isinstance(value, dict) and "number" in value:  # {"set": true, "number": 5} in v0.0.40+
        return str(value["number"]) if value.get("set", True) else None
    return str(value) if str(value) not in ("", "(null)") else None


def _int(value, what: str) -> int | None:
    text = _text(value)
    if text is None:
        return None
    if not re.fullmatch(r"[0-9]{1,10}", text):
        raise JobParseError(f"{what} {text!r} is not a number")
    return int(text)


def parse_json(text: str, job_id: str) -> dict:
    """``scontrol show job --json ID`` -> the schema above (``JobParseError`` when it is not that)."""
    try:
        doc = json.loads(text)
    except ValueError as exc:
        raise JobParseError(f"scontrol --json printed no JSON ({exc})") from None
    jobs = doc.get("jobs") if isinstance(doc, dict) else None
    if not isinstance(jobs, list) or not jobs or not all(isinstance(j, dict) for j in jobs):
        raise JobParseError("scontrol --json listed no job")
    wanted = job_id.split("_")[0].split("+")[0]
    job = next((j for j in jobs if _text(j.get("job_id")) == wanted), jobs[0]) if len(jobs) > 1 else jobs[0]
    user_id = _int(job.get("user_id"), "user_id")
    if user_id is None:
        raise JobParseError("the job has no user_id")
    return {"job_id": _text(job.get("job_id")) or wanted, "user_id": user_id, "group_id": _int(job.get("group_id"), "group_id"),
            "nodes": _text(job.get("nodes")) or "", "batch_host": _text(job.get("batch_host")),
            "standard_output": _text(job.get("standard_output")), "job_state": _text(job.get("job_state"))}


_FIELD = re.compile(r"(?:^|\s)([A-Za-z]+)=(\S*)")
#: Fields we act on; each may appear only once in the one-line form (see the module doc).
_ONCE = ("UserId", "NodeList", "BatchHost", "StdOut", "GroupId", "JobState", "JobId")


def parse_oneliner(text: str, job_id: str) -> dict:
    """``scontrol show job -o ID`` -> the schema above, refusing any output in which a field we
    use appears twice (``JobParseError``)."""
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) != 1:
        raise JobParseError(f"expected one line for job {job_id}, got {len(lines)}")
    found: dict[str, list[str]] = {}
    for key, value in _FIELD.findall(lines[0]):
        found.setdefault(key, []).append(value)
    repeated = sorted(k for k in _ONCE if len(found.get(k, ())) > 1)
    if repeated:
        raise JobParseError(f"the job's text repeats {', '.join(repeated)} (a comment, name or path holding 'Key=' text?): "
                            "without `scontrol --json` (Slurm 23.02+) it cannot be read safely")
    if "UserId" not in found or "NodeList" not in found:
        raise JobParseError(f"scontrol printed no UserId or NodeList for job {job_id}")
    uid = re.fullmatch(r"[^()\s]*\(([0-9]{1,10})\)", found["UserId"][0])
    if not uid:
        raise JobParseError(f"UserId {found['UserId'][0]!r} is not name(uid)")
    gid = re.fullmatch(r"[^()\s]*\(([0-9]{1,10})\)", found.get("GroupId", [""])[0])

    def one(key: str) -> str | None:
        return _text(found.get(key, [None])[0])

    return {"job_id": one("JobId") or job_id, "user_id": int(uid.group(1)), "group_id": int(gid.group(1)) if gid else None,
            "nodes": one("NodeList") or "", "batch_host": one("BatchHost"), "standard_output": one("StdOut"),
            "job_state": one("JobState")}


def json_unsupported(stderr: str) -> bool:
    """scontrol's complaint when it was built without ``--json`` (Slurm before 23.02, or no data_parser)."""
    return bool(re.search(r"unrecognized option '--json'|invalid option|data_parser|plugin.*json", stderr, re.I))
