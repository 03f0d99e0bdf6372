"""``summary.json["reuse"]``: what a run copied from earlier run folders (``--reuse`` / ``output.reuse``; issue 16),
per folder (:class:`ReuseSource`) and in all (:class:`ReuseSection`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from judge_engine.schemas.records import Record, optional


@dataclass
class ReuseSource(Record):
    """One earlier run folder a run was asked to reuse (issue 16): ``dir`` as given, the rows copied (``samples``, of
    ``requests`` keys) or why it was skipped (``skipped``: no readable manifest, another judging config, this run's own
    folder); people's annotations carried (``annotations``: :func:`judge_engine.pipeline.reuse.carry_labels`), left
    as a (pair, annotator) already here (``annotations_left``), not carried because a ``review import --replace``
    removed them here (``annotations_removed``), or unreadable (``annotations_skipped``); absent: none."""

    dir: str = ""
    samples: int = 0
    requests: int = 0
    skipped: str | None = optional()
    annotations: int | None = optional()
    annotations_left: int | None = optional()
    annotations_removed: int | None = optional()
    annotations_skipped: str | None = optional()


@dataclass
class ReuseSection(Record):
    """Judgments copied from earlier run folders by this invocation (``--reuse`` / ``output.reuse``): ``samples`` rows
    in all (each (request_key, sample) once, from the first folder that held it, and only when this folder lacked it),
    and one :class:`ReuseSource` per folder."""

    samples: int = 0
    sources: list[ReuseSource] = field(default_factory=list)
