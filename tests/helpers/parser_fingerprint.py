"""A fingerprint of the parsers' readings over a fixed probe corpus, pinned with the parser version
(issue 13, H11): a change of any reading without a bump of ``PARSER_VERSION`` fails
``tests/pipeline/test_parser_version.py``.

The corpus (``parser_probes.json`` beside this file) is every string literal of the parsing tests
(``tests/pipeline/test_parsing*.py``, ``test_recorded_parsing.py``) as they were when it was collected
(canonical, hedged, quoted, refused and failed completions of every format), plus canonical verdicts of every
format. Each probe is parsed with one template per ``output_format`` (:data:`TEMPLATES`), with finish reason
``stop`` and ``length``, and, for a template with a verdict tail, once more with a canonical forced tail. The
fingerprint is a sha256 per template of the readings (scores, status).

Commands (from the checkout's root)::

    python -m tests.helpers.parser_fingerprint            # print the fingerprint, say whether it is pinned
    python -m tests.helpers.parser_fingerprint --write    # pin it (refused when readings changed and
                                                          # PARSER_VERSION was not bumped)
    python -m tests.helpers.parser_fingerprint --collect  # re-collect the corpus (changes the fingerprint)
"""

from __future__ import annotations

import ast
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from judge_engine.pipeline.parsing import PARSER_VERSION, parse_completion
from judge_engine.pipeline.templates import Template, load_template

HERE = Path(__file__).parent
PROBES = HERE / "parser_probes.json"
PINNED = HERE / "parser_fingerprint.json"
TESTS = HERE.parent / "pipeline"


def _adhoc(fmt: str) -> Template:
    return Template(
        id=fmt, description="", output_format=fmt, system="", user="{first}{second}", score_min=1.0, score_max=10.0
    )


TEMPLATES: dict[str, Any] = {
    "faireval-scoring": lambda: load_template("faireval-scoring"),
    "faireval-vanilla": lambda: load_template("faireval-vanilla"),
    "pairwise-verdict": lambda: load_template("pairwise-verdict"),
    "llmbar-vanilla": lambda: load_template("llmbar-vanilla"),
    "arena-hard": lambda: load_template("arena-hard"),
    "mt-bench-single-v1": lambda: load_template("mt-bench-single-v1"),
    "prometheus-absolute": lambda: load_template("prometheus-absolute"),
    "rating_brackets": lambda: _adhoc("rating_brackets"),
    "json": lambda: _adhoc("json"),
}
"""One template per ``output_format`` (the builtin one where there is one), by name."""

CANONICAL = [
    "Score of the Assistant 1: 8\nScore of the Assistant 2: 6",
    "8 6\nAssistant 1 is better.",
    "Assistant A is more helpful.\n[[A]]",
    "[[B]]",
    "[[C]]",
    "Rating: [[7]]\nRating: [[4]]",
    "Rating: [[7]]",
    "Output (a)",
    "Output (b)",
    '{"score_1": 8, "score_2": 6}',
    '{"winner": "tie"}',
    "My final verdict is: [[A>B]]",
    "[[B>>A]]",
    "Feedback: clear. [RESULT] 4",
]

FORCED = {
    "scores_last": " 8\nScore of the Assistant 2: 6",
    "verdict_brackets": "A]]",
    "output_ab": "a)",
    "rating_brackets_single": "7]]",
    "result_n": " 4",
    "verdict5_brackets": "A>B]]",
}
"""A verdict the constrained decoder could force after each format's tail prefix (templates.VERDICT_TAILS)."""


def collect() -> list[str]:
    """The string literals of the parsing tests (each once, in order), then :data:`CANONICAL`."""
    files = sorted(TESTS.glob("test_parsing*.py")) + [TESTS / "test_recorded_parsing.py"]
    seen: dict[str, None] = {}
    for f in files:
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and 0 < len(node.value) <= 4000:
                seen.setdefault(node.value, None)
    for s in CANONICAL:
        seen.setdefault(s, None)
    return list(seen)


def _reading(text: str, tm: Template, finish: str, forced: int = 0) -> list[Any]:
    p = parse_completion(text, tm, finish, forced)
    return [p.score_first, p.score_second, p.status]


def fingerprint(probes: list[str] | None = None) -> dict[str, str]:
    """sha256 of the readings of every probe, per template of :data:`TEMPLATES`."""
    probes = probes if probes is not None else json.loads(PROBES.read_text(encoding="utf-8"))
    out = {}
    for name, make in TEMPLATES.items():
        tm = make()
        h = hashlib.sha256()
        for text in probes:
            row = [_reading(text, tm, "stop"), _reading(text, tm, "length")]
            if tm.verdict_tail is not None:
                forced = tm.verdict_tail[0] + FORCED[tm.output_format]
                row.append(_reading(text + forced, tm, "stop", len(forced)))
            h.update(json.dumps(row).encode())
        out[name] = h.hexdigest()
    return out


def pinned() -> dict[str, Any]:
    """The pinned record: ``parser_version`` and ``fingerprint`` (per template)."""
    return json.loads(PINNED.read_text(encoding="utf-8"))


def main(argv: list[str]) -> int:
    if "--collect" in argv:
        PROBES.write_text(json.dumps(collect(), indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{PROBES}: collected; now pin the fingerprint with --write")
        return 0
    now = fingerprint()
    old = pinned() if PINNED.is_file() else None
    changed = sorted(k for k in now if old is None or old["fingerprint"].get(k) != now[k])
    print(f"PARSER_VERSION {PARSER_VERSION}; readings changed for: {', '.join(changed) or 'none'}")
    if "--write" not in argv:
        return 0
    if old is not None and changed and old["parser_version"] == PARSER_VERSION:
        print(
            "refused: the readings changed but PARSER_VERSION did not: bump it in "
            "engine/pipeline/parsing/version.py first (stored judgments are then parsed again on resume and reuse)"
        )
        return 1
    PINNED.write_text(json.dumps({"parser_version": PARSER_VERSION, "fingerprint": now}, indent=2) + "\n")
    print(f"{PINNED}: pinned")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
