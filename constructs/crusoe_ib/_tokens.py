"""Recognise cdktf tokens without importing cdktf, so props validate in pure Python.

A value that is still a token (``${TfToken[...]}`` or a resolved ``${...}`` expression) is only
known at plan time: validators skip it instead of rejecting it.
"""

from __future__ import annotations

import re

_TOKEN = re.compile(r"\$\{(TfToken\[|[^}]*\})")


def is_token(value: object) -> bool:
    return isinstance(value, str) and bool(_TOKEN.search(value))
