"""crusoe_ib.core._shell: printed command lines. A word's value comes back exactly from bash and from
shlex, however hostile the text; refs are spliced in as ${...} and a "$" before one is never read
as the "$${" escape."""

from __future__ import annotations

import re
import shlex
import subprocess

from hypothesis import given, settings, strategies as st

from crusoe_ib.core import _shell
from crusoe_ib.core._shell import Ref

TEXT = st.text(alphabet=st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=30)
SAMPLE = "10.0.0.7"


def rendered(template: str) -> str:
    """What Terraform renders from a template string: refs to SAMPLE, ${"$"} to $, escapes undone."""
    text = re.sub(r'\$\{"(\$+)"\}', lambda m: m.group(1), template.replace("$${", "\0").replace("%%{", "\1"))
    text = re.sub(r"\$\{[^}]*\}", SAMPLE, text)
    return text.replace("\0", "${").replace("\1", "%{")


def bash_words(line: str) -> list[str]:
    out = subprocess.run(["bash", "-c", f"printf '%s\\0' {line}"], capture_output=True, text=True, check=True).stdout
    return out.split("\0")[:-1]


@settings(max_examples=60, deadline=None, derandomize=True)
@given(values=st.lists(TEXT, min_size=1, max_size=3))
def test_each_literal_value_comes_back_as_one_word(values):
    line = _shell.text(_shell.line(*values))
    assert shlex.split(line) == values
    assert bash_words(line) == values


@settings(max_examples=40, deadline=None, derandomize=True)
@given(before=TEXT, after=TEXT)
def test_a_ref_inside_a_word_and_a_word_inside_a_word(before, after):
    inner = _shell.line("cmd", _shell.word(before, Ref('x["node-000"].ip'), after))
    outer = _shell.line("ssh", "host", _shell.word(inner))
    line = rendered(_shell.template(outer))
    words = bash_words(line)
    assert words[:2] == ["ssh", "host"] and len(words) == 3  # the remote command is one argument
    assert shlex.split(words[2]) == ["cmd", f"{before}{SAMPLE}{after}"]


def test_quoting_only_where_needed():
    assert _shell.text(_shell.line("ssh", "-J", "ops@b.example.com:22", "a b", "it's", "")) == (
        "ssh -J ops@b.example.com:22 'a b' \"it's\" ''")
    # a remote command that quotes its own words reads better in double quotes, when they keep it literal
    assert _shell.text(_shell.word(_shell.line("printf", "a\\nb"))) == "\"printf 'a\\nb'\""
    assert _shell.text(_shell.word("it's $HOME")) == "'it'\"'\"'s $HOME'"


def test_a_dollar_before_a_ref_is_not_an_escape():
    template = _shell.template(_shell.word("x$$", Ref("n.ip")))
    assert template == '\'x${"$$"}${n.ip}\''
    assert rendered(template) == f"'x$${SAMPLE}'"
    assert _shell.hcl(_shell.word("$", Ref("n.ip"))) == '"\'${"$"}${n.ip}\'"'


def test_hcl_escapes_quotes_backslashes_and_template_markers():
    assert _shell.hcl(_shell.line("a\"b", "c\\d", "${x}", "%{y}", Ref("n.ip"))) == (
        '"\'a\\"b\' \'c\\\\d\' \'$${x}\' \'%%{y}\' ${n.ip}"')
