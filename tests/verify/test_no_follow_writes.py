"""The operator commands write their temporary files (a fetch's ``<file>.part``, the report's ``.tmp``, the
refreshed remediation's ``.part``) with O_CREAT | O_EXCL | O_NOFOLLOW: a symbolic link someone planted at that
name is refused with one line naming it (exit 2), and the file it points to is left alone."""

from __future__ import annotations

import json
import os

import pytest

from crusoe_ib.verify.node.readers import UnsafePath, create_new
from crusoe_ib.verify.operator import cli
from test_fleet import POOL4, fake_ssh_pool, remediation_with


def test_fleet_refuses_a_symlink_planted_at_a_download_part_file(capsys, tmp_path, monkeypatch):
    ssh = fake_ssh_pool(tmp_path, monkeypatch)
    dest = tmp_path / "checks"
    dest.mkdir()
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n")
    part = dest / "node-002.node-check.json.part"
    part.symlink_to(victim)
    code = cli.main(["fleet", "--remediation", str(remediation_with(tmp_path)), "--dest", str(dest), "--tool-path",
                     str(ssh.parent), "--json"])
    out, err = capsys.readouterr()
    last = err.strip().splitlines()[-1]
    assert code == 2 and out == "", err
    assert last == (f"crusoe-ib-verify: error: refusing to write the download {part}: it is a symbolic link (to "
                    f"'{victim}'), which this tool never made; writing through it would change the file it points to. "
                    "Remove it and run again"), err
    assert victim.read_text() == "keep me\n" and part.is_symlink()


def test_a_stale_part_file_of_an_interrupted_fetch_is_replaced(capsys, tmp_path, monkeypatch):
    ssh = fake_ssh_pool(tmp_path, monkeypatch)
    dest = tmp_path / "checks"
    dest.mkdir()
    (dest / "node-002.node-check.json.part").write_text("half a file")
    code = cli.main(["fleet", "--remediation", str(remediation_with(tmp_path)), "--dest", str(dest), "--tool-path",
                     str(ssh.parent), "--json"])
    capsys.readouterr()
    assert code == 1  # node-002 fails its checks: fetched whole
    assert json.loads((dest / "node-002.node-check.json").read_text())["node_key"] == "node-002"
    assert sorted(p.name for p in dest.iterdir()) == [f"node-00{i}.node-check.json" for i in range(4)]


def test_report_refuses_a_symlink_planted_at_its_temporary_file(capsys, tmp_path):
    fleet = tmp_path / "fleet.json"
    assert cli.main(["fleet", "--from-dir", str(POOL4), "--json"]) == 1
    fleet.write_text(capsys.readouterr()[0])
    out = tmp_path / "report.html"
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n")
    (tmp_path / "report.html.tmp").symlink_to(victim)
    code = cli.main(["report", "--fleet", str(fleet), "--output", str(out)])
    err = capsys.readouterr()[1]
    assert code == 2 and "refusing to write the report's temporary file" in err and "report.html.tmp" in err, err
    assert victim.read_text() == "keep me\n" and not out.exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_create_new_refuses_a_fifo_and_a_dangling_link(tmp_path):
    os.mkfifo(tmp_path / "f.part")
    (tmp_path / "d.part").symlink_to(tmp_path / "nowhere")
    for name, what in (("f.part", "is a FIFO"), ("d.part", "is a symbolic link")):
        with pytest.raises(UnsafePath, match=what):
            create_new(str(tmp_path / name))
    assert not (tmp_path / "nowhere").exists()  # a dangling link is not followed to create its target
