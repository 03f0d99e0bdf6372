"""A panel's results from its judges' run folders: the panel's pairs (plurality verdict over the judges'
calibrated verdicts, mean calibrated scores; Verga et al. 2024, PoLL) and ``panel.json`` (each judge's
figures, the panel's, the agreement between judges: pairwise Cohen's kappa, Fleiss' kappa, Krippendorff's
alpha; formulas in :mod:`judge_engine.kernels.panel`)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import polars as pl

from judge_engine.errors import InputError
from judge_engine.files import atomic_write_parquet
from judge_engine.kernels.agreement import accuracy, cohen_kappa
from judge_engine.kernels.panel import VERDICTS, agreement, kappa_matrix, panel_verdicts
from judge_engine.pipeline.outputs import read_pairs
from judge_engine.schemas.manifest import Manifest
from judge_engine.schemas.metrics import VerdictCounts
from judge_engine.schemas.panel import (
    JudgePairKappa,
    PanelAgreement,
    PanelFigures,
    PanelGate,
    PanelJudgeFigures,
    PanelSummary,
)
from judge_engine.schemas.summary import RunSummary
from judge_engine.schemas.tables import PAIR_RESULT_COLUMNS

_NOT_CARRIED = {*PAIR_RESULT_COLUMNS, "judged_key", "reward_margin", "flag", "review_label", "review_conflict"}


def _judge_pairs(dirs: Mapping[str, Path]) -> dict[str, pl.DataFrame]:
    return {
        name: read_pairs(d / "pairs.parquet", ("pair_id", "verdict", "cs_a", "cs_b", "flag"))
        for name, d in dirs.items()
    }


def split_pair_rows(pairs: pl.DataFrame) -> tuple[pl.DataFrame, pl.DataFrame]:
    """A judge's ``pairs.parquet`` rows split into one row per pair_id (the judged row where one is) and the
    rest: rows without a pair_id and repeated pair_ids, which the run flagged (``null_pair_id``,
    ``duplicate_pair_id``; issue 13 pass 6 H1). Returns (one per pair_id, the rest), each in input order."""
    p = pairs.with_row_index("_row")
    ordered = p.filter(pl.col("pair_id").is_not_null()).sort(pl.col("flag").is_not_null(), "_row")
    one = ordered.unique("pair_id", keep="first", maintain_order=True).sort("_row")
    rest = p.join(one.select("_row"), on="_row", how="anti")
    return one.drop("_row"), rest.drop("_row")


def panel_table(judge_pairs: Mapping[str, pl.DataFrame]) -> pl.DataFrame:
    """The long panel table: ``judge``, ``pair_id``, ``verdict`` (null for a flagged or unjudged pair),
    ``cs_a``, ``cs_b``, one row per judge and pair_id (:func:`split_pair_rows`: rows without a pair_id and
    repeated ones are left out)."""
    cols = ["pair_id", "verdict", "cs_a", "cs_b"]
    return pl.concat(
        [
            split_pair_rows(p)[0].select(cols).with_columns(pl.lit(name).alias("judge"))
            for name, p in judge_pairs.items()
        ],
        how="vertical_relaxed",
    ).select("judge", *cols)


def panel_pairs(judge_pairs: Mapping[str, pl.DataFrame]) -> pl.DataFrame:
    """One row per input row: the panel's verdict and votes, each judge's verdict, the input columns.

    Returns:
        ``pair_id``, ``verdict`` (plurality of the judges' verdicts, a split is ``tie``; null without a vote),
        ``mean_cs_a``, ``mean_cs_b`` (means of the judges' calibrated scores, each on its judge's own scale:
        a reward model's raw rewards beside a 1-10 judge's scores), ``n_judges``, ``n_votes``, ``votes_a``,
        ``votes_b``, ``votes_tie``, ``agreement``, ``verdict_<judge>`` per judge, ``votes_one_order`` (u32: how
        many judges' verdicts rest on one order only, ``bpde`` null; when a judge's pairs carry ``bpde``), then the
        input columns the
        first judge's pairs carry (``model_a``, ``model_b``, ``human_label``, ...), and ``flag``: null when a
        judge voted, else the first judge's flag (or ``no_verdict``). The first judge's rows without a
        pair_id and repeated pair_ids (flagged by the run, :func:`split_pair_rows`) follow as flagged rows
        with their input columns, ``n_judges`` = ``n_votes`` = 0, so the rows are the input rows.
    """
    table = panel_table(judge_pairs)
    pv = panel_verdicts(table, scores=("cs_a", "cs_b"))
    first, extra = split_pair_rows(next(iter(judge_pairs.values())))
    carried = [c for c in first.columns if c not in _NOT_CARRIED]
    wide = [
        split_pair_rows(p)[0].select("pair_id", pl.col("verdict").alias(f"verdict_{name}"))
        for name, p in judge_pairs.items()
    ]
    out = pv.select(
        "pair_id",
        "verdict",
        "mean_cs_a",
        "mean_cs_b",
        "n_judges",
        "n_votes",
        "votes_a",
        "votes_b",
        "votes_tie",
        "agreement",
    )
    for w in wide:
        out = out.join(w, on="pair_id", how="left")
    # a judge's verdict that rests on one order only (bpde null in a run that asked for both; fresh pass full71 M4)
    one = [
        split_pair_rows(p)[0].select(
            "pair_id", (pl.col("verdict").is_not_null() & pl.col("bpde").is_null()).alias("_one")
        )
        for p in judge_pairs.values()
        if "bpde" in p.columns
    ]
    if one:
        counts = pl.concat(one).group_by("pair_id").agg(pl.col("_one").sum().cast(pl.UInt32).alias("votes_one_order"))
        out = out.join(counts, on="pair_id", how="left").with_columns(pl.col("votes_one_order").fill_null(0))
    out = out.join(first.select("pair_id", *carried, pl.col("flag").alias("_flag")), on="pair_id", how="left")
    flag = pl.when(pl.col("n_votes") > 0).then(None).otherwise(pl.col("_flag").fill_null("no_verdict"))
    out = out.with_columns(flag.alias("flag")).drop("_flag").sort("pair_id")
    zero = [pl.lit(0, pl.UInt32).alias(c) for c in ("n_judges", "n_votes", "votes_a", "votes_b", "votes_tie")]
    return pl.concat([out, extra.select("pair_id", *zero, *carried, "flag")], how="diagonal_relaxed")


def _labelled(verdicts: pl.DataFrame) -> tuple[int | None, float | None, float | None]:
    if "human_label" not in verdicts.columns:
        return None, None, None
    lab = verdicts.filter(pl.col("human_label").is_not_null() & pl.col("verdict").is_not_null())
    if not lab.height:
        return 0, None, None
    pred, gold = lab["verdict"].to_list(), lab["human_label"].to_list()
    return lab.height, accuracy(pred, gold), cohen_kappa(pred, gold)


def _counts(verdicts: pl.Series) -> VerdictCounts:
    return VerdictCounts(**{k: int((verdicts == k).sum()) for k in VERDICTS})


def _configured_model(d: Path) -> str:
    """``judge.model`` of the config in run folder ``d``'s manifest ("" when unreadable or unset): the model of a
    backend that does not report one (replay; issue 13 pass 6 L1)."""
    try:
        config = Manifest.from_json(d / "manifest.json").config if (d / "manifest.json").is_file() else None
    except InputError:
        return ""
    judge = (config or {}).get("judge")
    model = judge.get("model") if isinstance(judge, dict) else None
    return model if isinstance(model, str) else ""


def judge_figures(name: str, d: Path, pairs: pl.DataFrame) -> PanelJudgeFigures:
    """One judge's figures, from its ``summary.json``, ``pairs.parquet`` and (``model``, when the backend reports
    none) ``manifest.json``."""
    s = RunSummary.from_json(d / "summary.json")
    m, j = s.metrics, s.judging
    backend = j.backend.get("backend", "") if j is not None else ""
    return PanelJudgeFigures(
        name=name,
        backend=str(backend),
        model=str(j.backend.get("model", "") if j is not None else "") or _configured_model(d),
        template=j.template if j is not None else "",
        dir=str(d),
        pairs_judged=s.pairs_judged,
        pairs_with_verdict=m.pairs_with_verdict,
        parse_failure_rate=m.parse_failure_rate,
        labelled_pairs=m.agreement.labelled_pairs,
        accuracy=m.agreement.accuracy,
        kappa=m.agreement.kappa,
        conflict_rate=m.agreement.conflict_rate,
        position_preference=m.position_preference,
        position_free=s.reward is not None,
        verdicts=_counts(pairs.filter(pl.col("flag").is_null())["verdict"]),
        samples_written=j.samples_written if j is not None else 0,
        samples_resumed=j.samples_resumed if j is not None else 0,
        forward_passes=s.reward.forward_passes if s.reward is not None else None,
    )


def panel_gate(dirs: Mapping[str, Path], figures: PanelFigures) -> PanelGate:
    """The panel's gate (:class:`~judge_engine.schemas.panel.PanelGate`) from each judge's ``summary.json`` gate
    and the panel's figures (pass 18b M4: a night in which no judge judged or parsed anything exited 0)."""
    failures = []
    failed = 0
    for name, d in dirs.items():
        gate = RunSummary.from_json(d / "summary.json").gate
        if gate is not None and not gate.passed:
            failed += 1
            failures.append(f"judge {name!r}: {'; '.join(gate.failures)}")
    if figures.pairs_with_verdict == 0:
        failures.append(f"no verdict: none of the panel's {figures.pairs} pairs has a judge's verdict")
    return PanelGate(passed=not ((dirs and failed == len(dirs)) or figures.pairs_with_verdict == 0), failures=failures)


def panel_summary(
    dirs: Mapping[str, Path], judge_pairs: Mapping[str, pl.DataFrame], pairs: pl.DataFrame
) -> PanelSummary:
    """``panel.json``: each judge's figures, the panel's, and the judges' agreement (module docstring)."""
    judged = pairs.filter(pl.col("n_votes") > 0)
    n_lab, acc, kappa = _labelled(judged)
    table = panel_table(judge_pairs)
    ag = agreement(table, categories=VERDICTS)
    mean_agreement = judged["agreement"].mean()
    judged_ids = pl.concat(
        [split_pair_rows(p)[0].filter(pl.col("flag").is_null()).select("pair_id") for p in judge_pairs.values()]
    )
    n_judged = pairs.filter(pl.col("n_judges") > 0).join(judged_ids.unique(), on="pair_id", how="semi").height
    figures = PanelFigures(
        pairs=n_judged,  # not a row every judge flagged (fresh pass adv62 D9)
        pairs_in=pairs.height,
        pairs_flagged=pairs.height - n_judged,
        pairs_with_verdict=judged.height,
        verdicts=_counts(judged["verdict"]),
        unanimous=judged.filter((pl.col("n_votes") >= 2) & (pl.col("agreement") == 1.0)).height,
        mean_agreement=float(mean_agreement) if isinstance(mean_agreement, (int, float)) else None,
        labelled_pairs=n_lab,
        accuracy=acc,
        kappa=kappa,
    )
    return PanelSummary(
        judges=[judge_figures(name, dirs[name], judge_pairs[name]) for name in dirs],
        panel=figures,
        gate=panel_gate(dirs, figures),
        agreement=PanelAgreement(
            pairwise=[JudgePairKappa.from_dict(r) for r in kappa_matrix(table).to_dicts()],
            **{k: v for k, v in ag.items()},
        ),
    )


def combine(out_dir: Path, dirs: Mapping[str, Path]) -> tuple[pl.DataFrame, PanelSummary]:
    """Write the panel's ``OUT/pairs.parquet`` and ``OUT/panel.json`` from its judges' run folders ``dirs``
    (name -> folder, in config order); returns (pairs, summary).

    Raises:
        InputError: a judge's ``pairs.parquet`` or ``summary.json`` is missing or unreadable.
    """
    judge_pairs = _judge_pairs(dirs)
    pairs = panel_pairs(judge_pairs)
    summary = panel_summary(dirs, judge_pairs, pairs)
    atomic_write_parquet(out_dir / "pairs.parquet", pairs)
    summary.write(out_dir)
    return pairs, summary
