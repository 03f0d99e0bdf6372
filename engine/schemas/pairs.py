"""What ``judge-engine pairs`` read and made (:class:`PairsReport`, printed by ``pairs --json``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from judge_engine.schemas.records import Versioned

DROP_REASONS: dict[str, str] = {
    "question_not_in_questions": "to questions not in {questions}",
    "turn_missing": "without turn {turn}",
    "no_other_model": "the only answer to their question",
    "no_baseline_answer": "to questions the baseline did not answer",
}
"""Why a valid answer is in no pair (key in :attr:`PairsReport.answers_dropped` -> the summary line's words)."""


@dataclass
class PairsReport(Versioned):
    """The accounting of one ``judge-engine pairs`` call (issue 13 pass 4 F6: nothing dropped silently).

    Attributes:
        answers_in: answer records read (one per model and question; FastChat: before the join with the
            questions).
        answers_paired: of those, answers in at least one pair (before ``--sample``).
        answers_dropped: reason (:data:`DROP_REASONS`) -> answers in no pair; only reasons with a count.
            ``answers_in == answers_paired + sum(answers_dropped.values())``.
        pairs_built: pairs of the answers (before ``--sample``).
        pairs: pairs written (``--sample N``: at most N).
        models: distinct models in the written pairs.
        out: the pairs file written.
        schema_version: 1.
    """

    SCHEMA_VERSION: ClassVar[int] = 1
    NOUN: ClassVar[str] = "pairs report"

    answers_in: int = 0
    answers_paired: int = 0
    answers_dropped: dict[str, int] = field(default_factory=dict)
    pairs_built: int = 0
    pairs: int = 0
    models: int = 0
    out: str = ""
    schema_version: int = 1

    def line(self, questions: str | None = None, turn: int = 1) -> str:
        """The CLI's summary line: pairs, models, answers read and, per reason, answers left out."""
        text = f"{self.pairs} pairs of {self.models} models from {self.answers_in} answers -> {self.out}"
        if self.pairs != self.pairs_built:
            text += f" ({self.pairs_built} built, --sample kept {self.pairs})"
        if self.answers_dropped:
            words = [
                f"{n} {DROP_REASONS[k].format(questions=questions, turn=turn)}" for k, n in self.answers_dropped.items()
            ]
            text += f"; answers in no pair: {', '.join(words)}"
        return text
