"""One memo of :func:`~judge_engine.pipeline.parsing.parse_completion` for the whole test session, for the tests
that parse the same recorded completions (the 12,316 FairEval replication reviews are read by
``tests/pipeline/test_recorded_parsing.py`` and again by ``tests/pipeline/test_window_path.py``): each distinct
(text, template, finish reason, forced characters) is parsed once, about 4 minutes of CI time on 2 cores.

:func:`parse_completion` is a pure function of those four, so a reading from the memo is the reading a new call
gives. Only a test that asks for :func:`parse_once` reads the memo; a test that patches the parsers
(``test_parser_version.py``) calls :func:`parse_completion` itself and never fills it.
"""

from __future__ import annotations

import functools

from judge_engine.pipeline.parsing import Parsed, parse_completion
from judge_engine.pipeline.templates import Template


def parse_once(text: str | None, template: Template, finish_reason: str | None = None, forced_chars: int = 0) -> Parsed:
    """:func:`parse_completion` of these arguments, parsed at most once per test session (the template is a key by
    value: two loads of one builtin template share their readings)."""
    return _parse(text, template, finish_reason, forced_chars)  # all four positional: one key per call however written


_parse = functools.cache(parse_completion)
