"""The parser version (:data:`PARSER_VERSION`): which readings of the parsers a run folder's judgments hold."""

PARSER_VERSION = 91
"""The version of the parsers' readings (every ``output_format``, :func:`parse_completion`): bump it whenever
any parser reads any completion differently (another verdict, scores or ``parse_status``), and refresh the
pinned fingerprint with ``python -m tests.helpers.parser_fingerprint --write`` (the test
``tests/pipeline/test_parser_version.py`` fails on a change of readings without a bump).

A run folder records the version that parsed its judgments (``manifest.json["parser_version"]``); a folder
parsed by another version (or an unknown one: manifests written before it was recorded) has its stored
judgments parsed again from their stored text when it is resumed, and so do the judgments copied from such
a folder by ``--reuse`` (:mod:`judge_engine.pipeline.reparse`). It is not part of the judging hash: a parser
change never makes a folder's judgments another judging config's."""


def recorded_version(manifest: object) -> int | None:
    """The ``parser_version`` a parsed ``manifest.json`` records; None when it records none (or is not an object)."""
    v = manifest.get("parser_version") if isinstance(manifest, dict) else None
    return v if isinstance(v, int) and not isinstance(v, bool) else None
