"""``judge-engine offsetbias``: de-biasing preference data from local models (Park et al. 2024, Sec. 4).

Flow (output folder ``OUT``, locked for the whole job like a run folder):

1. Read the instructions, draw each item's method and fallacy, flag unusable rows
   (:mod:`judge_engine.offsetbias.items`) -> ``OUT/items.parquet``.
2. Stages 1-3 (:mod:`judge_engine.offsetbias.steps`): every item is evaluated from the generations
   stored so far; the requests of the lowest stage any item waits for run together, one engine per
   distinct model, each started once and closed (:func:`judge_engine.offsetbias.engines.run_stage`),
   through the generation stage (:mod:`judge_engine.pipeline.generation`: batched, prefix-ordered,
   every (request_key, sample) stored exactly once in ``OUT/generations/``). A rerun after a kill
   evaluates the same way and makes only the calls that are missing.
3. The difficulty filter (:mod:`judge_engine.offsetbias.filter`) judges the candidates with every filter
   judge (normal runs under ``OUT/filter/``) and drops the too-easy ones.
4. ``OUT/dataset.parquet`` (every item, kept and dropped, with the reason), the training layouts and
   the audit pairs (:mod:`judge_engine.offsetbias.dataset`), and ``OUT/offsetbias.json``
   (:class:`judge_engine.schemas.offsetbias.OffsetBiasSummary`).
"""

from __future__ import annotations

import asyncio
import functools
import shutil
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import polars as pl

from judge_engine import envs
from judge_engine.config import RunConfig
from judge_engine.errors import ConfigError, StoreError
from judge_engine.files import atomic_write_parquet
from judge_engine.offsetbias.dataset import accounting, dataset_table, write_layouts
from judge_engine.offsetbias.engines import Roles, run_stage, writer_identity
from judge_engine.offsetbias.filter import TOO_EASY, run_filters, too_easy
from judge_engine.offsetbias.items import plan_items, read_instructions
from judge_engine.offsetbias.prompts import FALLACIES, PROMPT_VERSION
from judge_engine.offsetbias.steps import STAGES, STEP_ROLE, ItemState, evaluate
from judge_engine.pipeline.config_inputs import config_files
from judge_engine.pipeline.generation import GenerationStore, GenRequest, generation_key, missing_requests
from judge_engine.pipeline.lock import live_engine_processes, lock_output, stale_engine_message
from judge_engine.pipeline.owned import JOB_DIRS, JOB_FILES
from judge_engine.pipeline.paths import check_output_dir
from judge_engine.pipeline.progress import Progress
from judge_engine.schemas.offsetbias import FilterJudgeStats, OffsetBiasSummary, RoleStats


@dataclass(frozen=True)
class OffsetBiasOptions:
    """What the job makes.

    Attributes:
        instructions: the instructions Parquet file.
        out_dir: the job's folder.
        seed: seed of the per-item draws (method, fallacy, chosen side; >= 0).
        off_topic_share: probability that an item uses the off-topic method, in [0, 1].
        fallacies: the erroneous method's fallacies (non-empty, from
            :data:`judge_engine.offsetbias.prompts.FALLACIES`).
        max_tokens: token budget of each generated instruction or response (>= 16).
        check_max_tokens: token budget of each checker reply (>= 8).
        too_easy: the filter's rule (:data:`judge_engine.offsetbias.filter.TOO_EASY`).
        swapped: also write each kept item's swapped-order copy in ``pairwise.parquet``.
        limit: only the first N instructions (>= 1).
    """

    instructions: str
    out_dir: str
    seed: int = 0
    off_topic_share: float = 0.5
    fallacies: tuple[str, ...] = tuple(FALLACIES)
    max_tokens: int = 512
    check_max_tokens: int = 256
    too_easy: str = "both-orders"
    swapped: bool = False
    limit: int | None = None

    def __post_init__(self) -> None:
        if self.seed < 0:
            raise ConfigError(f"--seed must be >= 0, got {self.seed}")
        if not 0 <= self.off_topic_share <= 1:
            raise ConfigError(f"--off-topic-share must be in [0, 1], got {self.off_topic_share}")
        unknown = [f for f in self.fallacies if f not in FALLACIES]
        if not self.fallacies or unknown:
            raise ConfigError(f"--fallacy must name one or more of {', '.join(FALLACIES)}, got {list(self.fallacies)}")
        if self.max_tokens < 16:
            raise ConfigError(f"--max-tokens must be >= 16, got {self.max_tokens}")
        if self.check_max_tokens < 8:
            raise ConfigError(f"--check-max-tokens must be >= 8, got {self.check_max_tokens}")
        if self.too_easy not in TOO_EASY:
            raise ConfigError(f"--too-easy must be one of {', '.join(TOO_EASY)}, got {self.too_easy!r}")
        if self.limit is not None and self.limit < 1:
            raise ConfigError(f"--limit must be >= 1, got {self.limit}")


def _planner(item: dict[str, Any], roles: Roles, opts: OffsetBiasOptions) -> Any:
    def plan(step: str, prompt: str) -> GenRequest:
        role = STEP_ROLE[step]
        budget = opts.check_max_tokens if role == "checker" else opts.max_tokens
        ident = writer_identity(roles.config(role))
        key = generation_key(ident, role, step, item["item_id"], prompt, budget, PROMPT_VERSION)
        return GenRequest(key, item["item_id"], role, step, prompt, budget)

    return plan


def _evaluate_all(
    items: pl.DataFrame, roles: Roles, opts: OffsetBiasOptions, store: GenerationStore
) -> list[ItemState]:
    stored = store.read(["request_key", "sample", "text", "finish_reason"])
    outputs = {k: (t, f) for k, t, f in stored.select("request_key", "text", "finish_reason").iter_rows()}
    weak = roles.weak is not None
    return [evaluate(it, _planner(it, roles, opts), outputs.get, weak) for it in items.iter_rows(named=True)]


def _note(quiet: bool, message: str) -> None:
    if not quiet:
        print(f"judge-engine offsetbias: {message}", file=sys.stderr, flush=True)


def _advance(progress: Progress, n: int) -> None:
    progress.advance(n, 0)


def _generate_all(
    items: pl.DataFrame, roles: Roles, opts: OffsetBiasOptions, store: GenerationStore, out: Path, quiet: bool
) -> tuple[list[ItemState], dict[str, RoleStats]]:
    """Stages 1-3 until no item waits; returns the final states and the per-role counts of this invocation."""
    stats = {
        r: RoleStats(backend=roles.config(r).judge.backend, model=roles.config(r).judge.model) for r in roles.active()
    }
    states = _evaluate_all(items, roles, opts, store)
    failed: set[str] = set()  # request keys whose call failed in this invocation (not stored)
    for _ in range(len(set(STAGES.values())) + 1):
        need = [r for s in states for r in s.need if r.request_key not in failed]
        if not need:
            break
        stage = min(STAGES[r.step] for r in need)
        todo = [r for r in need if STAGES[r.step] == stage]
        _note(quiet, f"stage {stage}: {len(todo)} request(s) ({', '.join(sorted({r.role for r in todo}))})")
        progress = Progress(len(todo), quiet, label=f"stage {stage}", unit="calls")
        try:
            asyncio.run(run_stage(todo, roles, store, out, stats, functools.partial(_advance, progress)))
        finally:
            progress.close()
        for r in missing_requests(todo, store):
            failed.add(r.request_key)
            stats[r.role].failed += 1
        states = _evaluate_all(items, roles, opts, store)
    for s in states:
        if s.need:  # a call failed (an API error): dropped now, asked again by a rerun
            s.drop, s.need = f"{s.need[0].step}_failed", []
    return states, stats


def _role_totals(
    states: list[ItemState], stats: dict[str, RoleStats], initial: set[tuple[str, int]], store: GenerationStore
) -> None:
    tokens = dict(
        store.read(["request_key", "sample", "completion_tokens"])
        .select("request_key", "completion_tokens")
        .iter_rows()
    )
    for role, st in stats.items():
        used = [(step, req) for s in states for step, req in s.used.items() if req.role == role]
        st.resumed = sum((req.request_key, 0) in initial for _, req in used)
        st.completion_tokens = int(sum(tokens.get(req.request_key) or 0 for _, req in used))
        st.statuses = dict(
            sorted(
                Counter(s.statuses[step] for s in states for step, req in s.used.items() if req.role == role).items()
            )
        )


def _clear(out: Path) -> None:
    for name in JOB_DIRS:
        shutil.rmtree(out / name, ignore_errors=True)
    for name in JOB_FILES:
        (out / name).unlink(missing_ok=True)


def run_offsetbias(
    opts: OffsetBiasOptions,
    roles: Roles,
    filters: list[tuple[str, RunConfig]],
    overwrite: bool = False,
    quiet: bool | None = None,
) -> OffsetBiasSummary:
    """Make the dataset (module docstring) into ``opts.out_dir``; returns what ``offsetbias.json`` holds.

    Args:
        roles: the run config of each generating role.
        filters: (name, run config) of each filter judge (empty: no difficulty filter).
        overwrite: discard the folder's generations and filter runs first.

    Raises:
        judge_engine.errors.JudgeEngineError: bad options, instructions, roles, backends or output
            folder (locked by another process, leftover engine processes, overlapping the input).
    """
    t0 = time.monotonic()
    quiet = envs.quiet() if quiet is None else quiet
    # resolved once (file:// URIs, ~, symlinks); never over the instructions or a filter judge's files (fresh pass
    # full59 H3: a filter judge's recording at OUT/dataset.parquet was judged from, then overwritten)
    inputs = [opts.instructions, *(f for _, c in filters for f in config_files(c))]
    out = check_output_dir(opts.out_dir, inputs, kind="offsetbias")  # never a run's folder (fresh pass full67 M2)
    with lock_output(out):
        stale = live_engine_processes(out)
        if stale:
            raise StoreError(stale_engine_message(out, stale))
        roles.check_writers()
        if overwrite:
            _clear(out)
        items = plan_items(
            read_instructions(opts.instructions, opts.limit),
            opts.seed,
            opts.off_topic_share,
            opts.fallacies,
            roles.weak is not None,
        )
        atomic_write_parquet(out / "items.parquet", items)
        store = GenerationStore(out / "generations")
        store.open()
        initial = set(store.done)
        states, stats = _generate_all(items, roles, opts, store, out, quiet)
        _role_totals(states, stats, initial, store)
        return _finish(opts, roles, filters, items, states, stats, out, overwrite, quiet, t0)


def _finish(
    opts: OffsetBiasOptions,
    roles: Roles,
    filters: list[tuple[str, RunConfig]],
    items: pl.DataFrame,
    states: list[ItemState],
    stats: dict[str, RoleStats],
    out: Path,
    overwrite: bool,
    quiet: bool,
    t0: float,
) -> OffsetBiasSummary:
    """The filter, the dataset, the layouts and the summary."""
    cand = [(it, s) for it, s in zip(items.iter_rows(named=True), states, strict=True) if s.candidate]
    cands = pl.DataFrame(
        {
            "item_id": [it["item_id"] for it, _ in cand],
            "instruction": [it["instruction"] for it, _ in cand],
            "method": [it["method"] for it, _ in cand],
            "chosen": [s.fields["chosen"] for _, s in cand],
            "rejected": [s.fields["rejected"] for _, s in cand],
        },
        schema=dict.fromkeys(("item_id", "instruction", "method", "chosen", "rejected"), pl.String),
    )
    rows: pl.DataFrame | None = None
    fstats: list[FilterJudgeStats] = []
    verdicts: dict[str, tuple[bool, bool]] = {}
    if filters and cands.height:
        _note(quiet, f"difficulty filter: {cands.height} candidate(s), {len(filters)} judge(s)")
        rows, fstats = run_filters(filters, cands, out / "filter", overwrite, quiet)
        easy = too_easy(rows, opts.too_easy, len(filters))
        verdicts = {p: (j, e) for p, j, e in easy.select("pair_id", "judged", "too_easy").iter_rows()}
    models = {r: roles.config(r).judge.model for r in roles.active()}
    ds = dataset_table(items, states, models, rows, verdicts, filtered=bool(filters))
    atomic_write_parquet(out / "dataset.parquet", ds)
    totals, by_method, by_fallacy = accounting(ds)
    paths = {"items": str(out / "items.parquet"), "dataset": str(out / "dataset.parquet")}
    paths |= write_layouts(ds, out, opts.seed, opts.swapped)
    summary = OffsetBiasSummary(
        options={
            "instructions": opts.instructions,
            "seed": opts.seed,
            "off_topic_share": opts.off_topic_share,
            "fallacies": list(opts.fallacies),
            "max_tokens": opts.max_tokens,
            "check_max_tokens": opts.check_max_tokens,
            "too_easy": opts.too_easy,
            "swapped": opts.swapped,
            "limit": opts.limit,
            "chosen_source": "weak" if roles.weak is not None else "reference",
            "prompt_version": PROMPT_VERSION,
        },
        roles=stats,
        filter=fstats,
        totals=totals,
        by_method=by_method,
        by_fallacy=by_fallacy,
        outputs=paths,
        wall_s=time.monotonic() - t0,
    )
    summary.write(out)
    return summary
