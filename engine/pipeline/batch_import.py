"""``judge-engine batch import`` (issue 18): OpenAI batch results into a run's output folder (the export,
and what both share, are in :mod:`judge_engine.pipeline.batchfiles`).

Nothing doubtful is imported: a line that is not JSON or not a batch result, a range that does not fit
its request, or a body that is not a chat completion is *malformed*; a ``custom_id`` that is not
judge-engine's, whose request is not in this run, or whose completion names another model than
``judge.model`` (:func:`same_model`) is *foreign*; a sample already stored (or twice in
the files) is a *duplicate*; all are counted and reported (the first few with file and line), never
imported. A result line with an error is counted (``errors``) and not imported: its samples stay
missing, so the next export or run asks for them again; an error saying the prompt does not fit the
context stores the range as ``prompt_too_long`` (the pair is flagged, as in a live run).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Mapping
from pathlib import Path

import orjson
import polars as pl

from judge_engine.backends.base import Completion, GenerationResult
from judge_engine.backends.openai_protocol import (
    MalformedResponse,
    error_message,
    is_too_long,
    parse_chat_response,
    same_model,
)
from judge_engine.config import RunConfig
from judge_engine.errors import InputError
from judge_engine.pipeline.batchfiles import check_batch_config, parse_custom_id, planned_windows, probs_format
from judge_engine.pipeline.finish import Judged, RunResult, finish_run
from judge_engine.pipeline.forced import format_bounded
from judge_engine.pipeline.plan import Request
from judge_engine.pipeline.reuse import reuse_judgments
from judge_engine.pipeline.rows import results_to_rows
from judge_engine.pipeline.scheduler import JudgeStats
from judge_engine.pipeline.start import start_run
from judge_engine.pipeline.store import Store
from judge_engine.pipeline.template_sets import TemplateSet
from judge_engine.pipeline.templates import Template
from judge_engine.schemas.api import BatchImportSection
from judge_engine.schemas.tables import PROMPT_TOO_LONG, RETRY_STATUSES

__all__ = ["import_batch"]

_EXAMPLES = 5


@dataclasses.dataclass
class _Line:
    where: str
    first: int
    last: int
    result: GenerationResult | None  # None: a too-long error (the whole range)


class _Report:
    """The counts of :class:`~judge_engine.schemas.api.BatchImportSection` as lines are read and imported."""

    def __init__(self) -> None:
        self.section = BatchImportSection()

    def problem(self, kind: str, where: str, why: str) -> None:
        """Count one line of ``kind`` (``malformed``, ``foreign``, ``errors``) and keep it as an example."""
        setattr(self.section, kind, getattr(self.section, kind) + 1)
        self.example(f"{where}: {kind}: {why}")

    def example(self, text: str) -> None:
        if len(self.section.examples) < _EXAMPLES:
            self.section.examples.append(text)


def _read_line(raw: bytes, where: str, probs: str | None, model: str, rep: _Report) -> tuple[str, _Line] | None:
    """(request key, line) of one well-formed judge-engine result line made by ``model`` (``judge.model``,
    :func:`same_model`), or None (counted in ``rep``; another model's line per model name)."""
    try:
        obj = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        rep.problem("malformed", where, f"not JSON ({str(exc)[:80]})")
        return None
    if not isinstance(obj, dict) or "custom_id" not in obj:
        rep.problem("malformed", where, "not a batch result line (no custom_id)")
        return None
    cid = parse_custom_id(obj["custom_id"])
    if cid is None:
        rep.problem("foreign", where, f"custom_id {str(obj['custom_id'])[:60]!r} is not judge-engine's")
        return None
    key, first, last = cid
    if last < first:
        rep.problem("malformed", where, f"sample range {first}-{last} is empty")
        return None
    resp, err = obj.get("response"), obj.get("error")
    status = resp.get("status_code") if isinstance(resp, dict) else None
    body = resp.get("body") if isinstance(resp, dict) else None
    if err is not None or status != 200 or body is None:
        msg = error_message(err if err is not None else body, f"HTTP {status}")
        if is_too_long(status if isinstance(status, int) else 400, msg):
            return key, _Line(where, first, last, None)
        rep.problem("errors", where, f"HTTP {status}: {msg}")
        return None
    try:
        parsed = parse_chat_response(body, last - first + 1, probs)
    except MalformedResponse as exc:
        rep.problem("malformed", where, str(exc))
        return None
    made_by = body.get("model")
    if not isinstance(made_by, str) or not same_model(made_by, model):
        name = made_by if isinstance(made_by, str) else "(none named)"
        rep.problem("foreign", where, f"made by model {name[:60]!r}, not judge.model {model!r}")
        rep.section.foreign_models[name] = rep.section.foreign_models.get(name, 0) + 1
        return None
    res = GenerationResult(
        request_key=key,
        completions=parsed.completions,
        prompt_tokens=parsed.prompt_tokens,
        cached_tokens=parsed.cached_tokens,
    )
    return key, _Line(where, first, last, res)


def _read_results(files: list[Path], probs: str | None, model: str, rep: _Report) -> dict[str, list[_Line]]:
    """Every well-formed judge-engine result line by request key (module docstring).

    Raises:
        InputError: a file cannot be read.
    """
    by_key: dict[str, list[_Line]] = {}
    for path in files:
        try:
            fh = open(path, "rb")
        except OSError as exc:
            raise InputError(f"cannot read batch results {path}: {exc.strerror or exc}") from None
        with fh:
            for no, raw in enumerate(fh, start=1):
                if not raw.strip():
                    continue
                rep.section.lines += 1
                got = _read_line(raw, f"{path}:{no}", probs, model, rep)
                if got is not None:
                    by_key.setdefault(got[0], []).append(got[1])
    return by_key


def _import_line(
    req: Request,
    line: _Line,
    template: Template | TemplateSet,
    store: Store,
    seen: set[tuple[str, int]],
    rep: _Report,
    bounded: bool,
) -> pl.DataFrame | None:
    """Judgment rows of one result line of ``req`` (None when nothing of it is imported; ``bounded``: the
    export sent the format regex, :func:`~judge_engine.pipeline.forced.format_bounded`)."""
    if line.last >= req.n:
        why = f"sample range {line.first}-{line.last} is outside the request's samples 0-{req.n - 1}"
        rep.problem("malformed", line.where, why)
        return None
    if line.result is None:  # the prompt does not fit the context: the pair is flagged
        count = line.last - line.first + 1
        result = GenerationResult(req.request_key, [Completion(text=None) for _ in range(count)], error=PROMPT_TOO_LONG)
        rep.section.prompt_too_long += 1
    else:
        result = line.result
        rep.section.samples_short += (line.last - line.first + 1) - len(result.completions)
    sub = dataclasses.replace(req, start=line.first, n=line.first + len(result.completions))
    key = req.request_key
    dup = {(key, i) for i in range(sub.start, sub.n) if (key, i) in store.done or (key, i) in seen}
    if dup:
        rep.section.duplicates += len(dup)
        rep.example(f"{line.where}: duplicates: sample(s) {sorted(i for _, i in dup)} already stored")
    rows = results_to_rows([sub], [result], template, dup, bounded)
    seen.update((key, i) for i in rows["sample"].to_list())
    rep.section.samples_imported += rows.height
    return rows


def _flush(store: Store, buffer: list[pl.DataFrame], stats: JudgeStats) -> None:
    if buffer:
        rows = pl.concat(buffer)
        buffer.clear()
        store.write_part(rows)
        stats.samples_written += rows.height


def import_batch(
    config: RunConfig,
    files: list[str | Path],
    overwrite: bool = False,
    gate: Mapping[str, float | None] | None = None,
) -> RunResult:
    """Import batch result files into the run's output folder, then run the final stage.

    Args:
        config: the run config the lines were exported from (same judging hash).
        files: result JSONL files.
        overwrite: as ``judge-engine run --overwrite``.
        gate: as :func:`judge_engine.pipeline.run.run`.

    Returns:
        The run's :class:`~judge_engine.pipeline.finish.RunResult`; its summary's ``batch_import``
        (:class:`~judge_engine.schemas.api.BatchImportSection`) says what was read and imported.

    Raises:
        ConfigError: see :func:`~judge_engine.pipeline.batchfiles.check_batch_config`.
        InputError: a results file cannot be read, or lies in the output folder (it is never deleted nor written over).
        judge_engine.errors.JudgeEngineError: as ``judge-engine run``.
    """
    check_batch_config(config)
    t0 = time.monotonic()
    paths = [Path(f) for f in files]
    with start_run(config, overwrite=overwrite, also_reads=tuple(str(p) for p in paths)) as start:
        # output.reuse, as the export (issue 16): a reused sample is stored already, so a result line for it
        # is a duplicate and the summary's reuse section says what came from where
        reuse_judgments(config, start.store, start.template, start.identity, start.manifest.judging_hash)
        store, rep = start.store, _Report()
        by_key = _read_results(paths, probs_format(config, start.template), config.judge.model, rep)
        stats = JudgeStats(samples_resumed=store.resumed_rows)
        seen: set[tuple[str, int]] = set()
        buffer: list[pl.DataFrame] = []
        for window in planned_windows(config, start, stats):
            for req in window:
                for line in by_key.pop(req.request_key, []):
                    rows = _import_line(req, line, start.template, store, seen, rep, format_bounded(config))
                    if rows is not None and rows.height:
                        buffer.append(rows)
                        rep.section.imported_lines += 1
            if sum(b.height for b in buffer) >= config.scheduler.flush_rows:
                _flush(store, buffer, stats)
        _flush(store, buffer, stats)
        for lines in by_key.values():  # keys no request of this run has
            for line in lines:
                rep.problem("foreign", line.where, "its request is not in this run (other input or config)")
        keys = (
            pl.concat(stats.request_keys).to_frame()
            if stats.request_keys
            else pl.DataFrame(schema={"request_key": pl.String})
        )
        judged = (
            store.read_judgments(columns=["request_key", "sample", "parse_status"])
            .join(keys, on="request_key", how="semi")
            .filter(~pl.col("parse_status").is_in(list(RETRY_STATUSES)))
            .height
        )
        rep.section.files = [str(p) for p in paths]
        rep.section.samples_missing = stats.requests_total * config.sampling.k - judged
        start.manifest.backend = {"backend": "openai", "model": config.judge.model, "batch_import": rep.section.files}
        stats.wall_s = time.monotonic() - t0
        judged_run = Judged(store, stats, start.manifest, batch_import=rep.section)
        return finish_run(config, judged_run, t0, gate)
