"""The canonical-form fast path: a window of completions parsed by one vectorised regex (polars), for the
texts whose whole content is the template's bare verdict and nothing else.

Only these whole texts are accepted (``N`` = an ASCII integer without a sign or leading zero, at most six
digits; LABEL = the template's first score label, or the default ``Score of the Assistant {n}``):

- ``scores_last``: ``LABEL(1): N`` newline ``LABEL(2): N`` (FairEval's two score lines, the bare form);
- ``scores_first``: ``N N``;
- ``verdict_brackets``: ``[[A]]``, ``[[B]]``, ``[[C]]``;
- ``output_ab``: ``Output (a)``, ``Output (b)``;
- ``json``: ``{"score_1": N, "score_2": N}`` (the constrained decoder's form).

A bare canonical text holds no quotation, hedge, refusal, lead-in, second verdict or other text, so no rule
of the full parser (:func:`judge_engine.pipeline.parsing.parse_completion`) but its reading of the verdict
and the scale check (:func:`~judge_engine.pipeline.parsing.result.in_range`, applied here to each distinct
score pair) applies to it. Only a completion with finish reason ``stop`` and nothing forced is taken (a
verdict that ends a text cut at ``max_tokens`` is ``truncated``); every other text goes to the full
parser. As a guard, :class:`CanonicalParser` checks itself against the full parser on a grid of canonical
texts when it is built (scores 0-12, 100, the scale's ends; every letter) and is off for a template where
one differs, or whose prompt holds a line of the canonical form (an echo of the prompt is not a verdict).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import polars as pl

from judge_engine.pipeline.parsing.formats import parse_completion
from judge_engine.pipeline.parsing.quoting import prompt_lines
from judge_engine.pipeline.parsing.result import VERDICT_SCORES, in_range
from judge_engine.pipeline.parsing.score_lines import DEFAULT_SCORE_LABELS

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

_N = r"(0|[1-9][0-9]{0,5})"
_LABEL = re.compile(r"[A-Za-z][A-Za-z0-9 ]*[A-Za-z0-9]")
_LETTERS = {"A": "first", "B": "second", "C": "tie", "a": "first", "b": "second"}


def _pattern(template: Template) -> tuple[str, str, tuple[str, ...]] | None:
    """(whole-text regex, kind, probe forms) of the template's canonical verdict; None for no fast path.
    ``kind``: ``scores`` (two captured integers) or ``letter`` (one captured letter)."""
    fmt = template.output_format
    if fmt == "scores_last":
        label = (template.score_labels or DEFAULT_SCORE_LABELS)[0]
        l1, l2 = label.replace("{n}", "1"), label.replace("{n}", "2")
        if not (_LABEL.fullmatch(l1) and _LABEL.fullmatch(l2)) or l1 == l2:
            return None
        return f"^{l1}: {_N}\n{l2}: {_N}$", "scores", (f"{l1}: {{a}}\n{l2}: {{b}}",)
    if fmt == "scores_first":
        return f"^{_N} {_N}$", "scores", ("{a} {b}",)
    if fmt == "verdict_brackets":
        return r"^\[\[([ABC])\]\]$", "letter", ("[[A]]", "[[B]]", "[[C]]")
    if fmt == "output_ab":
        return r"^Output \(([ab])\)$", "letter", ("Output (a)", "Output (b)")
    if fmt == "json":
        return rf'^\{{"score_1": {_N}, "score_2": {_N}\}}$', "scores", ('{{"score_1": {a}, "score_2": {b}}}',)
    return None


class CanonicalParser:
    """The fast path of one template (module docstring).

    Args:
        template: the template variant the completions were rendered with.

    Attributes:
        enabled: whether the template has a fast path that passed its self-check.
    """

    def __init__(self, template: Template) -> None:
        self.template = template
        found = _pattern(template)
        self.enabled = found is not None
        self._regex, self._kind, probes = found if found is not None else ("", "", ())
        self._pairs: dict[tuple[float, float], tuple[float | None, float | None, str]] = {}
        if self.enabled:
            self.enabled = self._self_check(probes)

    def _self_check(self, probes: tuple[str, ...]) -> bool:
        compiled = re.compile(self._regex)
        if any(compiled.fullmatch(line.strip()) for line in prompt_lines(self.template.system, self.template.user)):
            return False
        texts = list(probes)
        if self._kind == "scores":
            ends = {int(x) for x in (self.template.score_min, self.template.score_max) if x is not None and x >= 0}
            values = sorted({*range(13), 100, *ends})
            texts = [p.format(a=a, b=b) for p in probes for a in values for b in values]
        got = self.parse(pl.Series(texts, dtype=pl.String))
        for text, row in zip(texts, got.iter_rows(), strict=True):
            full = parse_completion(text, self.template, "stop")
            if not row[0] or (row[1], row[2], row[3]) != (full.score_first, full.score_second, full.status):
                return False
        return True

    def _scores(self, a: float, b: float) -> tuple[float | None, float | None, str]:
        hit = self._pairs.get((a, b))
        if hit is None:
            p = in_range(a, b, self.template)
            hit = self._pairs[(a, b)] = (p.score_first, p.score_second, p.status)
        return hit

    def parse(self, text: pl.Series) -> pl.DataFrame:
        """Parse a window of completions: ``fast`` (bool: the text is canonical; the other columns are null
        where it is not), ``score_first``, ``score_second`` (f64) and ``status`` (str), one row per text."""
        fields = pl.DataFrame({"t": text}).select(
            pl.col("t").str.extract_groups(self._regex).struct.rename_fields(["g1", "g2"][: self._groups()])
        )
        g = fields.unnest("t")
        fast = g["g1"].is_not_null()
        if self._kind == "letter":
            verdict = pl.DataFrame({"g1": g["g1"]}).join(self._letters(), on="g1", how="left", maintain_order="left")
            return verdict.select(
                fast=fast, score_first=pl.col("s1"), score_second=pl.col("s2"), status=pl.col("status")
            )
        pairs = g.select(pl.col("g1").cast(pl.Float64).alias("a"), pl.col("g2").cast(pl.Float64).alias("b"))
        uniq = pairs.filter(pl.col("a").is_not_null()).unique()
        mapped = [self._scores(a, b) for a, b in uniq.iter_rows()]
        table = uniq.with_columns(
            s1=pl.Series([m[0] for m in mapped], dtype=pl.Float64),
            s2=pl.Series([m[1] for m in mapped], dtype=pl.Float64),
            status=pl.Series([m[2] for m in mapped], dtype=pl.String),
        )
        out = pairs.join(table, on=["a", "b"], how="left", maintain_order="left")
        return out.select(fast=fast, score_first=pl.col("s1"), score_second=pl.col("s2"), status=pl.col("status"))

    def _groups(self) -> int:
        return 1 if self._kind == "letter" else 2

    @staticmethod
    def _letters() -> pl.DataFrame:
        rows = [(k, *VERDICT_SCORES[v], "ok") for k, v in _LETTERS.items()]
        return pl.DataFrame(
            rows, schema={"g1": pl.String, "s1": pl.Float64, "s2": pl.Float64, "status": pl.String}, orient="row"
        )
