"""Issue 13, H11: the parser version is pinned to the parsers' readings over a fixed probe corpus, so a parser
change without a bump of ``PARSER_VERSION`` fails here (stored judgments are parsed again only when the
version changes; :mod:`judge_engine.pipeline.reparse`)."""

import json

import pytest

from judge_engine.pipeline.parsing import PARSER_VERSION, PARSERS
from judge_engine.pipeline.parsing.result import Parsed
from tests.helpers import parser_fingerprint as fp

BUMP = (
    "the parsers' readings changed for {which}: bump PARSER_VERSION in engine/pipeline/parsing/version.py "
    "(stored judgments are then parsed again on resume and --reuse) and refresh the fingerprint with "
    "`python -m tests.helpers.parser_fingerprint --write`"
)


def test_the_parsers_readings_are_those_pinned_with_this_parser_version():
    pinned = fp.pinned()
    now = fp.fingerprint()
    changed = sorted(k for k in now if pinned["fingerprint"].get(k) != now[k])
    assert not changed, BUMP.format(which=", ".join(changed))
    assert pinned["parser_version"] == PARSER_VERSION, (
        f"PARSER_VERSION is {PARSER_VERSION} but the fingerprint was pinned with {pinned['parser_version']}: "
        "refresh it with `python -m tests.helpers.parser_fingerprint --write`"
    )


def test_the_corpus_covers_every_format_with_canonical_and_failed_readings():
    probes = json.loads(fp.PROBES.read_text(encoding="utf-8"))
    assert len(probes) >= 300
    formats = {fp.TEMPLATES[name]().output_format for name in fp.TEMPLATES}
    assert formats == set(PARSERS)
    assert "Assistant A is more helpful.\n[[A]]" in probes and "[[A]] rather than [[B]]" in probes


def test_a_changed_reading_changes_the_fingerprint(monkeypatch):
    """The pin can fail: one format read differently (every ``[[C]]`` a win for slot 1) changes its hash only.
    Shown on every 20th probe and the canonical verdicts (about 400 of the 7,924), so that the test does not parse
    the whole corpus twice more (about 8 minutes on 2 cores): the hash is computed the same way on any corpus."""
    corpus = json.loads(fp.PROBES.read_text(encoding="utf-8"))
    probes = corpus[::20] + [s for s in fp.CANONICAL if s not in corpus[::20]]
    assert "[[C]]" in probes  # a tie the changed reading turns into a win
    before = fp.fingerprint(probes)
    real = PARSERS["verdict_brackets"]

    def changed(text, template):
        got = real(text, template)
        return Parsed(1.0, 0.0, "ok") if got is not None and got.score_first == 0.5 else got

    monkeypatch.setitem(PARSERS, "verdict_brackets", changed)
    after = fp.fingerprint(probes)
    assert {k for k in before if before[k] != after[k]} == {"pairwise-verdict"}


def test_write_refuses_changed_readings_without_a_bump(monkeypatch, tmp_path, capsys):
    pin = tmp_path / "pin.json"
    pin.write_text(fp.PINNED.read_text())
    monkeypatch.setattr(fp, "PINNED", pin)
    monkeypatch.setattr(fp, "fingerprint", lambda: {**fp.pinned()["fingerprint"], "json": "0" * 64})
    assert fp.main(["--write"]) == 1
    assert "bump it" in capsys.readouterr().out
    monkeypatch.setattr(fp, "PARSER_VERSION", PARSER_VERSION + 1)
    assert fp.main(["--write"]) == 0
    assert fp.pinned() == {"parser_version": PARSER_VERSION + 1, "fingerprint": fp.fingerprint()}


@pytest.mark.parametrize("text", ["[[A]] rather than [[B]]"])
def test_the_g1_example_reads_a_with_this_parser(text):
    """The example the re-parse tests store with an older reading (verdict b): this parser reads slot 1."""
    from judge_engine.pipeline.parsing import parse_completion
    from judge_engine.pipeline.templates import load_template

    got = parse_completion(text, load_template("pairwise-verdict"), "stop")
    assert (got.score_first, got.score_second, got.status) == (1.0, 0.0, "ok")
