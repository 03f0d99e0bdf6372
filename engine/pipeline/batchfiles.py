"""OpenAI batch files (issue 18): ``judge-engine batch export`` here, ``judge-engine batch import`` in
:mod:`judge_engine.pipeline.batch_import`.

A run of the ``openai`` backend can be split between live requests and offline batch jobs (vLLM's
``run-batch``, a hosted batch API), in any order, and every (request_key, sample) is stored once:

- **export** starts the run exactly as ``judge-engine run`` does (:func:`judge_engine.pipeline.start.start_run`:
  the same input reading, flags, request keys, output folder, lock and judging hash) and writes one
  OpenAI batch JSONL line per missing sample range of each request: ``{"custom_id":
  "<request_key>:<first>-<last>", "method": "POST", "url": "/v1/chat/completions", "body": {...}}``, the
  body the live backend would send (:func:`judge_engine.backends.openai_protocol.build_body`; ``n`` = the
  range's length, or one line per sample with ``judge.openai.n_per_request = "never"``). Lines follow the
  scheduler's prefix order (a prefix sweep of ``scheduler.window`` requests, :class:`~.plan.PrefixSweep`).
- **import** reads result files (``{"custom_id", "response": {"status_code", "body"}, "error"}`` per line:
  vLLM ``run-batch`` output, or a hosted batch API's output or error file), plans the run again to map
  each ``custom_id`` to its pair and order, parses each choice with the template as a live completion
  would be (choice ``i`` of ``<key>:<first>-<last>`` is sample ``first + i``), writes the samples as
  judgment parts, and runs the normal final stage (``pairs.parquet``, ``summary.json``, with a
  ``batch_import`` section). Nothing doubtful is imported (see :mod:`judge_engine.pipeline.batch_import`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import polars as pl

from judge_engine.backends.openai_protocol import build_body, request_seed
from judge_engine.config import RunConfig
from judge_engine.errors import ConfigError
from judge_engine.pipeline.config_inputs import config_files
from judge_engine.pipeline.paths import check_write_target, output_folder
from judge_engine.pipeline.plan import PrefixSweep, Request, plan_requests
from judge_engine.pipeline.reuse import reuse_judgments
from judge_engine.pipeline.scheduler import JudgeStats
from judge_engine.pipeline.start import RunStart, start_run
from judge_engine.pipeline.template_sets import TemplateSet
from judge_engine.pipeline.templates import Template
from judge_engine.pipeline.units import iter_units
from judge_engine.schemas.tables import META_COLUMNS

__all__ = [
    "CUSTOM_ID",
    "PROBS_FORMATS",
    "check_batch_config",
    "export_batch",
    "parse_custom_id",
    "planned_windows",
    "probs_format",
]

#: ``custom_id`` of a line: the request key and the inclusive sample range.
CUSTOM_ID = re.compile(r"^([0-9a-f]{32}):(\d{1,6})-(\d{1,6})$")
#: Output formats whose verdict probabilities can be read from logprobs (as the live backend's).
PROBS_FORMATS = ("verdict_brackets", "output_ab")


def parse_custom_id(custom_id: Any) -> tuple[str, int, int] | None:
    """``(request_key, first, last)`` of a judge-engine ``custom_id``, or None when it is not one."""
    m = CUSTOM_ID.match(custom_id) if isinstance(custom_id, str) else None
    return (m.group(1), int(m.group(2)), int(m.group(3))) if m else None


def check_batch_config(config: RunConfig) -> None:
    """Refuse what batch files cannot do.

    Raises:
        ConfigError: another backend than ``openai``, adaptive calibration, ``constrain = "verdict"`` or
            ``too_long = "truncate"``.
    """
    jc = config.judge
    if jc.backend != "openai":
        raise ConfigError(
            f"batch files belong to the openai backend: set judge.backend = 'openai' (got "
            f"{jc.backend!r}), so the same config can also run live against a server"
        )
    if config.adaptive:
        raise ConfigError(
            "batch export/import needs calibration.mode = 'uniform' (adaptive rounds decide each "
            "round from the last one's samples; run adaptive configs live)"
        )
    if jc.constrain == "verdict":
        raise ConfigError("judge.constrain = 'verdict' needs the vllm backend; use 'format' or 'off' with batch files")
    if jc.too_long == "truncate":
        raise ConfigError("judge.too_long = 'truncate' needs the vllm backend; use 'flag' with batch files")


def probs_format(config: RunConfig, template: Template | TemplateSet) -> str | None:
    """The template's output format when verdict probabilities are asked for and can be read, else None."""
    return template.output_format if config.judge.verdict_probs and template.output_format in PROBS_FORMATS else None


def planned_windows(config: RunConfig, start: RunStart, stats: JudgeStats) -> Iterator[list[Request]]:
    """Windows of the run's planned requests (prefix-ordered), with the first round's accounting into
    ``stats`` as :func:`judge_engine.pipeline.scheduler.judge` keeps it; unreadable shards are listed in
    the manifest's ``failed_shards`` (with ``input.on_invalid = "flag"``)."""
    sweep = PrefixSweep(config.scheduler.window)  # the scheduler's prefix order (issue 21)
    failed = start.manifest.failed_shards if start.manifest.failed_shards is not None else []
    for shard in iter_units(config.input, start.template, failed):
        df = shard.pairs
        stats.pairs_in += df.height
        stats.meta.append(df.select([c for c in META_COLUMNS if c in df.columns]))
        stats.pairs_valid += df.filter(pl.col("flag").is_null()).height
        planned = plan_requests(df, start.template, config.sampling, start.identity)
        stats.request_keys.append(pl.Series("request_key", [r.request_key for r in planned], dtype=pl.String))
        stats.requests_total += len(planned)
        for req in planned:
            ready = sweep.push(req)
            if ready:
                yield ready
    if len(sweep):
        yield sweep.drain()


def _ranges(missing: list[int]) -> list[tuple[int, int]]:
    """Contiguous runs of sorted indices as inclusive (first, last)."""
    out: list[tuple[int, int]] = []
    for i in missing:
        if out and out[-1][1] == i - 1:
            out[-1] = (out[-1][0], i)
        else:
            out.append((i, i))
    return out


def export_batch(
    config: RunConfig, dest: str | Path, overwrite: bool = False, config_file: str | Path | None = None
) -> dict[str, Any]:
    """Write the run's missing samples as an OpenAI batch JSONL file (module docstring).

    Args:
        config: the run config (``judge.backend = "openai"``, uniform calibration).
        dest: the JSONL file to write (its folder is created; an existing file is replaced, atomically;
            an input or a file a run folder owns is refused: :func:`judge_engine.pipeline.paths.check_write_target`).
        overwrite: as ``judge-engine run --overwrite`` (discard judgments of another judging config).
        config_file: the config file the command read, refused as ``dest`` too, as are the references, the template
            file and the replay recording the config names (fresh pass full58 H5: the batch file was written over
            the config or its template).

    Returns:
        ``file``, ``lines``, ``requests`` (with at least one missing sample), ``samples`` (asked
        for), ``samples_done`` (already stored, the reused ones included), ``requests_total``, ``pairs_in``,
        ``reused`` (samples copied from the folders of ``output.reuse`` before exporting; None when it names
        none: :func:`judge_engine.pipeline.reuse.reuse_judgments`).

    Raises:
        ConfigError: see :func:`check_batch_config`.
        judge_engine.errors.JudgeEngineError: as ``judge-engine run`` (input, template, output folder).
    """
    check_batch_config(config)
    protected = (*config.input.paths, *config_files(config), *([str(config_file)] if config_file else []))
    # never a file the output folder will own, even before it exists (fresh pass full66 M1: --file OUT/manifest.json)
    dest = check_write_target(dest, protected, "--file", "batch", output_folder(config.output.dir))
    oc, s = config.judge.openai, config.sampling
    with start_run(config, overwrite=overwrite) as start:
        # output.reuse: what earlier folders hold is copied in first and never exported (issue 16)
        reuse_judgments(config, start.store, start.template, start.identity, start.manifest.judging_hash)
        probs = probs_format(config, start.template) is not None
        regex = start.template.format_regex if config.judge.constrain == "format" and oc.structured_outputs else None
        stats = JudgeStats()
        lines = requests = samples = done = 0
        dest.parent.mkdir(parents=True, exist_ok=True)
        tmp = dest.with_name(f".tmp-{dest.name}")
        with open(tmp, "wb") as f:
            for window in planned_windows(config, start, stats):
                for req in window:
                    missing = [i for i in range(req.n) if (req.request_key, i) not in start.store.done]
                    done += req.n - len(missing)
                    if not missing:
                        continue
                    requests += 1
                    spans = [(i, i) for i in missing] if oc.n_per_request == "never" else _ranges(missing)
                    for first, last in spans:
                        body = build_body(
                            req.chat(),
                            config.judge.model,
                            n=last - first + 1,
                            temperature=s.temperature,
                            top_p=s.top_p,
                            max_tokens=s.max_tokens,
                            seed=request_seed(req.request_key) + first if oc.send_seed else None,
                            regex=regex,
                            logprobs=probs,
                        )
                        line = {"custom_id": f"{req.request_key}:{first}-{last}", "method": "POST"}
                        f.write(orjson.dumps({**line, "url": "/v1/chat/completions", "body": body}) + b"\n")
                        lines += 1
                        samples += last - first + 1
        tmp.replace(dest)
        # issue 16: the folder awaits this file's results, so it is not a failed run another config may take
        start.manifest.backend = {"backend": config.judge.backend, "started": False, "batch_export": str(dest)}
        start.store.write_manifest()
    reused = start.store.reused
    return {
        "reused": reused.samples if reused is not None else None,
        "file": str(dest),
        "lines": lines,
        "requests": requests,
        "samples": samples,
        "samples_done": done,
        "requests_total": stats.requests_total,
        "pairs_in": stats.pairs_in,
    }
