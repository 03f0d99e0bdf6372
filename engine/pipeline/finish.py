"""The final stage of a run, once over every judgment part (whoever wrote them): pair results, run metrics,
the gate, and the outputs ``pairs.parquet`` and ``summary.json``, each written once (people's labels from an
earlier ``review import`` are merged before either is written)."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import polars as pl

from judge_engine.config import RunConfig
from judge_engine.errors import InvariantError
from judge_engine.pipeline.adaptive import adaptive_accounting
from judge_engine.pipeline.api_usage import api_section
from judge_engine.pipeline.compaction import compact_parts
from judge_engine.pipeline.final_buckets import EMPTY_META, bucket_count, finish_in_buckets, publish, this_run_digest
from judge_engine.pipeline.final_stream import RunDigest, digest, flag_too_long, meta_frame, resumed_samples, run_keys
from judge_engine.pipeline.labels import merge_review, with_judged_keys
from judge_engine.pipeline.lock import check_lock
from judge_engine.pipeline.metrics import five_level_section, pair_results, run_metrics, usage_metrics
from judge_engine.pipeline.pointwise import item_results, pointwise_section, scale_of, single_metrics
from judge_engine.pipeline.reuse import carry_labels
from judge_engine.pipeline.reward import reward_pairs, reward_section
from judge_engine.pipeline.rows import split_too_long
from judge_engine.pipeline.scheduler import JudgeStats
from judge_engine.pipeline.store import Store
from judge_engine.pipeline.template_sets import load_judge_templates
from judge_engine.schemas.api import BatchImportSection
from judge_engine.schemas.manifest import Manifest
from judge_engine.schemas.metrics import QualityMetrics
from judge_engine.schemas.summary import Gate, InputFigures, JudgingFigures, RaySection, RunSummary
from judge_engine.schemas.tables import JUDGMENT_SCHEMA


@dataclass
class Judged:
    """What a judging path (local or Ray) hands to the final stage.

    Attributes:
        store: the output folder.
        stats: the judging stage's counts and per-row input metadata (one row per input row).
        manifest: the run's manifest (``failed_shards``, ``template``, ``judging_hash``, ``backend``).
        accounting: the backend's end-of-run figures (:meth:`Backend.accounting`; summed over Ray workers);
            empty when no backend started.
        ray: the ``ray`` section of ``--ray`` runs.
        batch_import: the ``batch_import`` section of ``judge-engine batch import``.
    """

    store: Store
    stats: JudgeStats
    manifest: Manifest
    accounting: dict[str, Any] = field(default_factory=dict)
    ray: RaySection | None = None
    batch_import: BatchImportSection | None = None  # issue 18


@dataclass
class RunResult:
    """What a run wrote: the folder, its summary, the per-row results (``pairs.parquet``, or a single-answer
    run's ``items.parquet``) and this run's judgments (:attr:`judgments`).

    Attributes:
        table: the per-row results in memory (None: read from the folder when :attr:`pairs` is first asked for).
        loader: reads this run's judgments (JUDGMENT_SCHEMA, ``text`` included; judgments of rows flagged
            ``prompt_too_long`` removed) from the folder when :attr:`judgments` is first asked for: the
            final stage itself never holds the completions' texts.
    """

    out_dir: Path
    summary: RunSummary
    table: pl.DataFrame | None = field(default=None, repr=False)
    loader: Callable[[], pl.DataFrame] | None = field(default=None, repr=False)
    _judgments: pl.DataFrame | None = field(default=None, repr=False)

    @property
    def pairs(self) -> pl.DataFrame:
        """The per-row results: :attr:`table`, or when None (a run finished in buckets) ``pairs.parquet``
        read on first use."""
        if self.table is None:
            self.table = pl.read_parquet(self.out_dir / "pairs.parquet", glob=False)
        return self.table

    @property
    def judgments(self) -> pl.DataFrame | None:
        """This run's judgments (read once, on first use; None when there is no loader)."""
        if self._judgments is None and self.loader is not None:
            self._judgments = self.loader()
        return self._judgments


FINAL_COLUMNS = [c for c in JUDGMENT_SCHEMA if c != "text"]
"""The judgment columns the final stage reads: all but the completions' texts."""


def prefill_accounting(acc: Mapping[str, Any]) -> dict[str, Any]:
    """Prefill work of this invocation against its lower bound.

    ``prefill_tokens``: prompt tokens the engine computed (queried minus prefix-cache hits, from the
    engine's own counters); ``trie_prompt_tokens``: distinct tokens of the trie of every prompt
    sent, what a cache that kept everything would compute; ``prefill_ratio``: their quotient
    (1.0 is the bound; ARCHITECTURE.md "The scheduler"). Null for backends without an engine.
    """
    computed, trie = acc.get("prefill_tokens"), acc.get("trie_prompt_tokens")
    return {
        "prefill_tokens": computed,
        "trie_prompt_tokens": trie,
        "prefill_ratio": computed / trie if computed is not None and trie else None,
        "engine_prefix_cache_hit_rate": (
            acc["engine_prompt_tokens_cached"] / acc["engine_prompt_tokens_queried"]
            if acc.get("engine_prompt_tokens_queried")
            else None
        ),
    }


def check_gate(summary: RunSummary, gate: Mapping[str, float | None]) -> Gate:
    """Nightly-job gate: compare the run's rates with the given maxima.

    Args:
        gate: ``{"max_parse_failure_rate": x, "max_flagged_rate": y}``; ``None`` values are unchecked.

    Returns:
        ``passed``, ``failures`` and ``flagged_rate`` = pairs_flagged / pairs_in, and the maxima given.
        An unreadable shard (skipped under ``input.on_invalid = "flag"``; its rows are in no count, so
        items in = judged + flagged cannot be checked) always fails the gate, whether or not a maximum
        is given (fresh pass full56 M2; it failed only with ``max_flagged_rate`` set). A run that judged
        nothing (``pairs_judged = 0``: no readable input row, every row flagged, every shard unreadable,
        no sample the judge answered: a batch import of nothing, a replay recording lacking every sample)
        always fails it too: an empty night is a failure, not a pass; so does a run in which no sample parsed
        (every sample a parse failure or a failed request; issue 13 pass 4 F7).
    """
    failed_shards = summary.inputs.shards_failed if summary.inputs is not None else []
    failures = [f"unreadable shard {f.file} (its rows are in no count)" for f in failed_shards]
    if summary.pairs_judged == 0:
        missing = f", {summary.pairs_missing} without an answered sample" if summary.pairs_missing else ""
        failures.insert(
            0,
            f"nothing judged: 0 of {summary.pairs_in} input rows judged "
            f"({summary.pairs_flagged} flagged{missing}, {len(failed_shards)} unreadable shard(s))",
        )
    pfr = summary.metrics.parse_failure_rate or 0.0
    samples = summary.metrics.judgments
    if summary.pairs_judged > 0 and samples > 0 and summary.metrics.parse_failures >= samples:
        failures.append(f"nothing parsed: all {samples} samples failed to parse")  # never a pass, whatever the maxima
    flagged_rate = summary.pairs_flagged / summary.pairs_in if summary.pairs_in else 0.0
    limit = gate.get("max_parse_failure_rate")
    if limit is not None and pfr > limit:
        failures.append(f"parse_failure_rate {pfr:.4f} > {limit}")
    limit = gate.get("max_flagged_rate")
    if limit is not None and flagged_rate > limit:
        failures.append(f"flagged_rate {flagged_rate:.4f} > {limit}")
    return Gate(
        passed=not failures,
        failures=failures,
        flagged_rate=flagged_rate,
        max_parse_failure_rate=gate.get("max_parse_failure_rate"),
        max_flagged_rate=gate.get("max_flagged_rate"),
    )


def _run_keys(judged: Judged) -> pl.DataFrame:
    stats = judged.stats
    if not stats.request_keys:
        return pl.DataFrame(schema={"request_key": pl.String})
    return run_keys(stats.request_keys).collect()


def _this_run(judged: Judged) -> tuple[pl.DataFrame, pl.DataFrame]:
    """The per-row metadata (pairs too long for the context flagged) and the judgments of this run's
    requests (:data:`FINAL_COLUMNS`: no text), in memory (the rows-based path: five-level verdicts,
    verdict probabilities, single-answer runs); judgments of pairs no longer in the input, or of an
    earlier version of a pair's content, stay in the folder but not in the results."""
    meta = meta_frame(judged.stats.meta, EMPTY_META)
    read = judged.store.read_judgments(columns=FINAL_COLUMNS)
    judgments, too_long = split_too_long(read.join(_run_keys(judged), on="request_key", how="semi"))
    return flag_too_long(meta, too_long), judgments


def _loader(judged: Judged) -> Callable[[], pl.DataFrame]:
    """Reads this run's whole judgments (``text`` included) when called (:attr:`RunResult.judgments`)."""
    return lambda: split_too_long(judged.store.read_judgments(keys=_run_keys(judged)))[0]  # keys read when called


def _judging_figures(config: RunConfig, judged: Judged, judgments: RunDigest, t0: float) -> JudgingFigures:
    """Tokens, prefill, latency, throughput and what was judged (the summary's run figures); a single-answer
    run's throughput counts items (one request each) as ``pairs_per_s``."""
    stats, manifest = judged.stats, judged.manifest
    usage = usage_metrics(judgments)
    single = manifest.template is not None and manifest.template.protocol == "single"
    judged_now = stats.requests_sent / (1 if single else max(len(config.sampling.order_list), 1))
    lat = usage["latency_s"]
    return JudgingFigures(
        **{k: v for k, v in usage.items() if k != "latency_s"},
        **prefill_accounting(judged.accounting),
        latency_p50_s=lat["p50"],
        latency_p95_s=lat["p95"],
        latency_p99_s=lat["p99"],
        samples_failed=judgments.total("n_failed"),  # issue 18: samples of failed requests
        requests_total=stats.requests_total,
        requests_sent=stats.requests_sent,
        samples_written=stats.samples_written,
        samples_resumed=stats.samples_resumed,
        judging_wall_s=stats.wall_s,
        engine_start_s=stats.start_s,
        wall_s=time.monotonic() - t0,
        pairs_per_s=judged_now / stats.wall_s if stats.wall_s > 0 and judged_now else None,
        gen_tokens_per_s=(
            judgments.total("completion_tokens") / stats.wall_s if stats.wall_s > 0 and stats.requests_sent else None
        ),
        k=config.k_max,
        calibration_mode=config.calibration.mode,
        orders=["single"] if single else list(config.sampling.order_list),
        review_beta=config.calibration.review_beta,
        template=manifest.template.id if manifest.template else "",
        backend=dict(manifest.backend or {}),
        judging_hash=manifest.judging_hash,
    )


def build_summary(
    config: RunConfig,
    judged: Judged,
    judgments: pl.DataFrame | RunDigest,
    pairs: pl.DataFrame,
    t0: float,
    gate: Mapping[str, float | None] | None = None,
    metrics: QualityMetrics | None = None,
) -> RunSummary:
    """The run's summary (every section but ``review``).

    Args:
        judgments: this run's judgments, or their digest (:func:`~judge_engine.pipeline.final_stream.digest`;
            a table is digested here).
        pairs: the per-row results (``pairs.parquet``, or a single-answer run's ``items.parquet``).
        metrics: the quality figures (default: :func:`run_metrics` of pairs).

    ``pairs_missing``: valid rows with no sample the judge answered (``n_samples = 0``: no stored sample, as a
    batch import that lacks them leaves, or only failed requests and replay ``missing`` stand-ins: fresh pass
    adv59 D5), not counted as judged.

    Raises:
        InvariantError: input rows do not add up to judged + flagged + missing rows.
    """
    stats = judged.stats
    if not isinstance(judgments, RunDigest):
        judgments = digest(judgments, drop_too_long=False)
    flagged = pairs.filter(pl.col("flag").is_not_null())
    missing = pairs.filter(pl.col("flag").is_null() & (pl.col("n_samples") == 0)).height  # pass 6 H2, adv59 D5
    judging = _judging_figures(config, judged, judgments, t0)
    summary = RunSummary(
        pairs_in=stats.pairs_in,
        pairs_judged=stats.pairs_in - flagged.height - missing,
        pairs_flagged=flagged.height,
        pairs_missing=missing,
        flag_reasons={r: int(n) for r, n in flagged.group_by("flag").len().sort("flag").iter_rows()},
        inputs=InputFigures(
            shards_failed=list(judged.manifest.failed_shards or []),
            injection_suspects=(
                int(pairs["injection_suspect"].fill_null(False).sum()) if "injection_suspect" in pairs.columns else 0
            ),
            injection_suspects_flagged=int(flagged["injection_suspect"].fill_null(False).sum())
            if "injection_suspect" in flagged.columns
            else 0,
            inputs_truncated=judgments.total("truncated"),  # (pair, order)s whose sample 0 was truncated
        ),
        metrics=metrics if metrics is not None else run_metrics(judgments, pairs, config.calibration),
        judging=judging,
        ray=judged.ray,
        repair=judged.store.repaired,
        reuse=judged.store.reused,
        reparse=judged.store.reparsed,
        review_set_aside=judged.store.review_set_aside,
    )
    if config.adaptive:
        summary.adaptive = adaptive_accounting(
            config, stats.rounds, judgments.height, int(pairs.filter(pl.col("flag").is_null()).height)
        )
    # issue 18: a server-backed run's requests, retries, tokens and cost; a batch import's counts
    summary.api = api_section(
        config, judging.prompt_tokens, judging.completion_tokens, judged.accounting, judging.backend
    )
    summary.batch_import = judged.batch_import
    summary.reward = reward_section(config, judged.accounting, pairs)  # issue 17
    if summary.pairs_in != summary.pairs_judged + summary.pairs_flagged + summary.pairs_missing:
        raise InvariantError(
            f"row accounting: {summary.pairs_in} input rows != {summary.pairs_judged} judged + "
            f"{summary.pairs_flagged} flagged + {summary.pairs_missing} missing"
        )
    summary.gate = check_gate(summary, gate or {})
    return summary


def finish_run(
    config: RunConfig, judged: Judged, t0: float, gate: Mapping[str, float | None] | None = None
) -> RunResult:
    """The final stage: the small judgment parts compacted (:func:`~judge_engine.pipeline.compaction.compact_parts`),
    pair results and metrics of every judgment of this run's requests, then ``pairs.parquet`` and
    ``summary.json``, each written once with people's stored labels merged.

    A pairwise run with three-way verdicts and no verdict probabilities (the common case) reads the
    judgments as a per-pair digest computed by polars' streaming engine (:func:`~judge_engine.pipeline.
    final_buckets.this_run_digest`: memory is the table of pairs, not the rows; above
    :data:`~judge_engine.pipeline.final_buckets.BUCKET_PAIRS` valid rows, bucket by bucket:
    :mod:`judge_engine.pipeline.final_buckets`); five-level verdicts, verdict probabilities and single-answer runs read
    this run's judgment rows (all columns but ``text``) into memory.

    Args:
        t0: ``time.monotonic()`` at the start of the run (for ``wall_s``).
        gate: the nightly gate's maxima (:func:`check_gate`).

    Raises:
        judge_engine.errors.StoreError: unreadable judgment parts.
        InvariantError: input rows do not add up.
    """
    store = judged.store
    compact_parts(store.parts, config.scheduler.flush_rows, check=lambda: check_lock(store.dir))  # issue 21
    # resumed: only the run's samples stored before this invocation (issue 13 pass 10 L1)
    found, judged.stats.samples_resumed = resumed_samples(judged.stats.request_keys, store, config.k_max)
    ref = judged.manifest.template
    if ref is not None and ref.protocol == "single":
        return _finish_single(config, judged, *_this_run(judged), t0, gate)
    five = ref is not None and ref.output_format == "verdict5_brackets"
    judgments: pl.DataFrame | RunDigest
    if five or config.judge.verdict_probs:  # per-sample labels / probabilities: the rows-based path
        meta, judgments = _this_run(judged)
    elif (buckets := bucket_count(config, judged)) > 1 and (done := finish_in_buckets(config, judged, buckets, found)):
        try:  # issue 21: memory bounded by buckets of pairs (judge_engine.pipeline.final_buckets)
            m = run_metrics(done.digest, done.judged, config.calibration, verdicts=done.verdicts)
            summary = build_summary(config, judged, done.digest, done.pairs, t0, gate, metrics=m)
            publish(store.dir, done.staged)
        finally:
            done.staged.unlink(missing_ok=True)
        summary.write(store.dir)
        store.repair_reported()
        return RunResult(out_dir=store.dir, summary=summary, loader=_loader(judged))
    else:
        meta, judgments = this_run_digest(judged, found)
        if judgments.total("n_probs"):  # verdict probabilities stored all the same (a batch import)
            meta, judgments = _this_run(judged)
    pairs = pair_results(
        judgments, meta, config.calibration.review_beta, orders=config.sampling.orders, five_level=five
    )
    pairs = reward_pairs(config, pairs)  # issue 17: a reward run's tie margin and review by margin
    keyed = judgments.keys if isinstance(judgments, RunDigest) else judgments
    pairs = with_judged_keys(pairs, keyed)  # review export shows only the texts that were judged
    summary = build_summary(config, judged, judgments, pairs, t0, gate)
    if five and isinstance(judgments, pl.DataFrame):  # five-level runs take the rows-based path
        summary.five_level = five_level_section(judgments, pairs)
    carry_labels(judged.store, pairs)  # issue 16: people's labels of the reused folders' pairs come along
    pairs, summary.review = merge_review(pairs, judged.store.dir)  # labels from an earlier review import
    judged.store.write_table("pairs.parquet", pairs)
    summary.write(judged.store.dir)
    judged.store.repair_reported()  # the summary now holds the moves into quarantine
    return RunResult(out_dir=judged.store.dir, summary=summary, table=pairs, loader=_loader(judged))


def _finish_single(
    config: RunConfig, judged: Judged, meta: pl.DataFrame, judgments: pl.DataFrame, t0: float, gate: Any
) -> RunResult:
    """The final stage of a single-answer run: ``items.parquet`` (one row per item) and ``summary.json``
    with its ``pointwise`` section (:mod:`judge_engine.pipeline.pointwise`)."""
    scale = scale_of(load_judge_templates(config.judge.template))
    items = item_results(judgments, meta, scale, config.calibration.review_beta)
    metrics = single_metrics(judgments, items)
    summary = build_summary(config, judged, judgments, items, t0, gate, metrics=metrics)
    summary.protocol = "single"
    summary.pointwise = pointwise_section(items, scale, config.calibration)
    judged.store.write_table("items.parquet", items)
    summary.write(judged.store.dir)
    judged.store.repair_reported()  # its re-parse record too (stop 53)
    return RunResult(out_dir=judged.store.dir, summary=summary, table=items, loader=_loader(judged))
