"""Whether vLLM's structured outputs would accept a template's ``constrained_regex``, checked without an engine
(:func:`check_constrained_regex`; re-exported by :mod:`judge_engine.pipeline.templates`)."""

from __future__ import annotations

import re


def check_constrained_regex(regex: str) -> str | None:
    """Whether vLLM's structured outputs would accept ``regex``, without starting an engine.

    vLLM (``structured_outputs`` backend ``auto``) compiles a regex with xgrammar and falls back to
    llguidance when xgrammar refuses it, so a regex is accepted when either library accepts it; both
    are checked here when installed (llguidance first: it loads in milliseconds, xgrammar imports
    torch). Without either (no vLLM installed), Python's ``re`` is the check.

    Returns:
        None when accepted, else the reason in one line.
    """
    if "\x00" in regex:
        return "it contains a NUL character"
    try:
        import llguidance
    except ImportError:
        llguidance = None
    if llguidance is not None:
        err = llguidance.LLMatcher.validate_grammar(llguidance.grammar_from("regex", regex), None)
        if not err:
            return None
        try:
            import xgrammar
        except ImportError:
            xgrammar = None
        if xgrammar is not None:
            try:
                xgrammar.Grammar.from_regex(regex)
                return None
            except Exception:  # noqa: BLE001 - any refusal; llguidance's message is the clearer one
                pass
        lines = [ln.strip() for ln in err.splitlines() if ln.strip()]
        return next((ln for ln in lines if ln.startswith("error:")), lines[0] if lines else err)
    try:
        re.compile(regex)
    except re.error as exc:
        return str(exc)
    return None
