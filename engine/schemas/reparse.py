"""``summary.json["reparse"]``: stored judgments parsed again because another parser version read them
(:class:`ReparseSection`; :mod:`judge_engine.pipeline.reparse`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from judge_engine.schemas.records import Record


@dataclass
class ReparseOrigin(Record):
    """Judgments one folder's parser version had read, parsed again by this invocation.

    Attributes:
        origin: ``"resume"`` (this folder's own stored judgments) or the reused folder as given
            (``--reuse`` / ``output.reuse``; its copies were re-parsed, the folder itself is never written).
        from_version: the parser version recorded by that folder (``manifest.json["parser_version"]``);
            None when it records none (a folder made before parser versions were recorded).
        samples: judgment rows parsed again (rows with a completion text; failed requests and prompts too
            long for the context have none and are kept as stored).
        changed: rows whose reading changed (``verdict``, ``score_first``/``score_second``/``score_a``/
            ``score_b`` or ``parse_status``).
        parts_rewritten: judgment parts rewritten (``origin`` ``"resume"``; parts without a changed reading
            are left as they are).
    """

    origin: str = ""
    from_version: int | None = None
    samples: int = 0
    changed: int = 0
    parts_rewritten: int = 0


@dataclass
class ReparseSection(Record):
    """Stored judgments this invocation parsed again with the current parsers (issue 13, H11): the
    ``parser_version`` that read them now, ``samples`` and ``changed`` summed over ``origins``
    (:class:`ReparseOrigin`, one per folder whose recorded version was another)."""

    parser_version: int = 0
    samples: int = 0
    changed: int = 0
    origins: list[ReparseOrigin] = field(default_factory=list)

    def add(self, origin: ReparseOrigin) -> None:
        """Count ``origin`` in (appended, its figures added to the totals)."""
        self.origins.append(origin)
        self.samples += origin.samples
        self.changed += origin.changed
