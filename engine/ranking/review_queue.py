"""Human review queue (HITLC, Wang et al. 2024 Sec. 3.3): export the top-beta BPDE pairs for
annotators, import their labels, and merge them with the calibrated verdicts.

Export writes, under ``OUT/review/``:

- ``review.csv``: one row per pair, blind by default: ``review_id`` (an opaque id; pair ids hold model
  names), category, question, the reference answer (when the input has one), the two responses, an
  empty ``label`` column to fill with a, b or tie, and ``judged_key``, the request key of the texts
  shown, which import stores with each label; ``input_truncated`` (true where the judge saw the responses cut to
  fit its context, ``judge.too_long = "truncate"``: the texts shown are the whole input texts, longer than what the
  judge read; fresh pass full54 M3). ``show_models`` writes ``pair_id`` and the models
  instead of ``review_id``; ``show_verdict`` adds the calibrated verdict and BPDE. Ties in BPDE are
  broken in a random order seeded by ``seed``; ``export.json`` records the seed and what was shown.
  Every text cell that a spreadsheet would read as a formula (it starts with ``=``, ``+``, ``-``,
  ``@``, a tab or a carriage return, after any leading single quotes) gets one leading single quote
  (OWASP, "CSV Injection"); import removes exactly that quote from the id.
- ``labelstudio.json``: Label Studio tasks (``data``: the same id and texts as the CSV, ``judged_key``,
  ``input_truncated``); ``labelstudio-config.xml``: their labeling interface (``$question``, ``$response_a``,
  ``$response_b``; a single-choice ``verdict`` control whose stored values are ``a``, ``b`` and ``tie``).

The texts shown are the texts that were judged: ``pairs.parquet``'s ``judged_key`` holds the
request key (:func:`judge_engine.pipeline.plan.request_key`, a hash of the judge identity, pair id, texts and
order ``ab``) of each pair's judgments; a pair whose current input texts hash to another key (the
input was edited after the run), or that is no longer in the input, is left out of the queue and
counted (:class:`ExportResult`).

Import reads a filled ``review.csv`` (``pair_id`` or ``review_id``, ``label``, optional ``annotator`` and
``judged_key``) or a Label Studio JSON / JSON-MIN export, and keeps every annotation in
``OUT/review_labels.parquet`` (``pair_id``, ``label``, ``annotator``, ``source``, ``entry``,
``judged_key``: the key the file carries, else the pair's ``judged_key`` at import). Rules
(:func:`import_review`):

- merge by default, by (pair, annotator): the file's annotations of a pair replace that pair's stored
  annotations by the same annotator (entries without an annotator count as one unnamed annotator
  here); other annotators' annotations, and those of other pairs, stay (``added`` / ``replaced``
  count annotations). ``replace=True`` drops every stored annotation first and counts the pairs that
  lost their labels (``dropped``).
- within a file, identical annotations (same pair, label and annotator) count once
  (``duplicates``); cancelled or skipped Label Studio annotations (``was_cancelled``) and
  annotations without a choice are ignored and counted (``ignored``).
- a pair's label is the majority of its annotations; when the top labels tie (two annotators
  disagreeing, or two CSV rows with different labels) the pair is a **conflict**: no label is
  applied (the calibrated verdict stays), and it is listed and counted.
- a file with no label at all is an error (nothing changes); so is an unreadable ``pairs.parquet``
  or ``summary.json`` (checked before anything is written).
- a label applies to the pair's judged row only, and only while the pair's ``judged_key`` is the
  key it was given on: after the input is edited and judged again, it is stale (not applied,
  counted; :func:`judge_engine.pipeline.labels.merge_review`).

``pairs.parquet`` gains ``review_label`` (the applied label; null without labels or on a conflict), ``review_conflict``
and ``final_verdict`` (the label where applied, the calibrated verdict elsewhere); ``summary.json`` a ``review`` section
(:func:`apply_review`).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
import polars as pl

from judge_engine.config import InputConfig
from judge_engine.errors import InputError
from judge_engine.files import atomic_write_bytes
from judge_engine.kernels.review import select_for_review, tie_key
from judge_engine.kernels.reward import MARGIN_COLUMN, select_by_margin
from judge_engine.pipeline.dropped_labels import record_dropped
from judge_engine.pipeline.inputs import iter_shards
from judge_engine.pipeline.labels import (
    apply_review,
    bind_judged_keys,
    finish_pending_import,
    resolve_labels,
    stored_annotations,
)
from judge_engine.pipeline.lock import lock_output
from judge_engine.pipeline.outputs import check_finished, check_run_kind, read_pairs
from judge_engine.pipeline.paths import output_folder, resolve_paths
from judge_engine.pipeline.plan import pair_key_extra, request_key
from judge_engine.pipeline.store import Store
from judge_engine.pipeline.template_sets import rubric_shown
from judge_engine.pipeline.units import conversation_shard
from judge_engine.ranking.import_merge import import_record, other_annotators, refuse_ambiguous_quotes
from judge_engine.ranking.labels import check_both_ids, neutralise_formulas, read_labels, review_ids
from judge_engine.ranking.review_sheet import label_studio_config, refuse_filled_sheet, refuse_foreign_review
from judge_engine.schemas.manifest import Manifest
from judge_engine.schemas.summary import ImportRecord, ReviewExport, ReviewSection, ShardFailure


@dataclass(frozen=True)
class ExportResult:
    """What :func:`export_review` wrote.

    Attributes:
        csv, json, config: paths of ``review.csv``, ``labelstudio.json``, ``labelstudio-config.xml``.
        n: pairs in the queue.
        stale: pair ids chosen for review but left out because their current input texts are not
            the texts that were judged (edited after the run).
        missing: pair ids chosen for review but no longer in the input.
    """

    csv: Path
    json: Path
    config: Path
    n: int
    stale: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)


def _manifest(d: Path) -> Manifest:
    """The folder's manifest, which must record the run's input config."""
    try:
        manifest = Manifest.from_json(d / "manifest.json")
        if manifest.config is None:
            raise KeyError("config")
        manifest.config["input"]
    except (InputError, KeyError, TypeError) as exc:
        raise InputError(
            f"{d / 'manifest.json'}: not a judge-engine run manifest ({exc.__class__.__name__}: {exc}); "
            "review export needs a folder written by `judge-engine run`"
        ) from None
    return manifest


_TEXT_COLUMNS = ("pair_id", "question", "response_a", "response_b", "reference", "rubric")


def _inputs(manifest: Manifest, failed: list[ShardFailure]) -> pl.DataFrame:
    """The run's current input texts (valid rows): pair_id, question, response_a, response_b, reference, rubric, turn
    (the last two null where the input has none: they are part of the request key; the rubric null too when no
    template of the run shows it, as the planner drops it); the shards that cannot be read are appended to
    ``failed``."""
    assert manifest.config is not None  # checked by _manifest
    recorded: dict[str, Any] = manifest.config["input"]
    fields: dict[str, Any] = {k: (tuple(v) if k == "paths" else v) for k, v in recorded.items()}
    cfg = InputConfig(**fields)
    for path in resolve_paths(cfg.paths):  # fresh pass full71 L1: "missing required column 'question'"
        if conversation_shard(path):
            raise InputError(
                f"{path}: this run judged multi-turn conversations (a turns column); review export and the review "
                "queue show single-turn pairs only (README, Known limits)"
            )
    texts, shown = [], rubric_shown(manifest.config)  # a rubric no template shows is in no key (adv62 D3)
    for s in iter_shards(cfg, failed):
        df = s.pairs.filter(pl.col("flag").is_null()).drop([] if shown else ["rubric"], strict=False)
        for col, dtype in (("reference", pl.String), ("rubric", pl.String), ("turn", pl.Int64)):
            if col not in df.columns:
                df = df.with_columns(pl.lit(None, dtype=dtype).alias(col))
        texts.append(df.select(*_TEXT_COLUMNS, pl.col("turn").cast(pl.Int64)))
    schema = {**{c: pl.String for c in _TEXT_COLUMNS}, "turn": pl.Int64}
    return pl.concat(texts) if texts else pl.DataFrame(schema=schema)


def _judged_texts(d: Path, chosen: pl.DataFrame, manifest: Manifest) -> tuple[pl.DataFrame, list[str], list[str]]:
    """Texts of the chosen pairs whose current input hashes to the key that was judged; the ids of
    the stale and of the missing ones.

    Raises:
        InputError: a chosen pair is missing and an input shard cannot be read (named).
    """
    failed: list[ShardFailure] = []
    texts = _inputs(manifest, failed).join(chosen.select("pair_id"), on="pair_id", how="semi")
    identity = manifest.judge_identity
    family = manifest.template.variants if manifest.template is not None else None
    by_variant = bool(family and "template_variant" in chosen.columns)  # a family's pair: its variant is in its key
    judged_by = dict(zip(chosen["pair_id"], chosen["template_variant"], strict=True)) if by_variant else {}
    template_id = manifest.template.id if manifest.template is not None else ""
    extra = [  # what the planner put in the key: the rubric and turn too (fresh pass adv61 D2)
        pair_key_extra(
            row, (judged_by.get(row["pair_id"]) or family[0]) if by_variant and family else template_id, by_variant
        )
        for row in texts.iter_rows(named=True)
    ]
    texts = texts.with_columns(
        pl.Series(
            "current_key",
            [
                request_key(identity or "", pid, q, a, b, ref, "ab", x)
                for (pid, q, a, b, ref), x in zip(
                    texts.select("pair_id", "question", "response_a", "response_b", "reference").iter_rows(),
                    extra,
                    strict=True,
                )
            ],
            dtype=pl.String,
        )
    )
    if "judged_key" in chosen.columns:
        judged = chosen.select("pair_id", "judged_key")
    else:  # a folder written before judged_key existed: any stored judgment of these texts counts
        store = Store(d, Manifest(judging_hash=manifest.judging_hash))
        keys = store.read_judgments(["pair_id", "order", "sample", "request_key"]).filter(pl.col("order") == "ab")
        judged = keys.select("pair_id", pl.col("request_key").alias("judged_key"))
    ok = texts.join(judged, left_on=["pair_id", "current_key"], right_on=["pair_id", "judged_key"], how="semi")
    present = set(texts["pair_id"].to_list())
    fresh = set(ok["pair_id"].to_list())
    ids = chosen["pair_id"].to_list()
    stale = [p for p in ids if p in present and p not in fresh]
    missing = [p for p in ids if p not in present]
    if missing and failed:  # fresh pass full59 M1: they were said to be "no longer in the input"
        why = (
            failed[0].error[:300] if failed[0].file in failed[0].error else f"{failed[0].file}: {failed[0].error[:300]}"
        )
        raise InputError(
            f"{why}; {len(missing)} pair(s) chosen for review may be in this input shard: restore it to show the texts "
            "that were judged"
        )
    return ok.drop("current_key"), stale, missing


def _cut_pairs(d: Path, manifest: Manifest) -> pl.DataFrame:
    """``pair_id`` and ``input_truncated`` (bool, true when any of the pair's judgments was made on responses cut to fit
    the judge's context) of the run in ``d``."""
    rows = Store(d, Manifest(judging_hash=manifest.judging_hash)).read_judgments(["pair_id", "input_truncated"])
    return rows.group_by("pair_id").agg(pl.col("input_truncated").fill_null(False).any())


def export_review(
    out_dir: str | Path, beta: float, seed: int = 0, show_models: bool = False, show_verdict: bool = False
) -> ExportResult:
    """Write the review queue of the top ceil(beta N) pairs by BPDE (see the module docstring); of a reward run
    (``pairs.parquet`` with ``reward_margin``), the ceil(beta N) pairs with the smallest |cs_a - cs_b|, listed in
    that order, the margin shown with ``show_verdict`` (:func:`judge_engine.kernels.reward.select_by_margin`).

    Blind by default: pairs are named by an opaque ``review_id`` (:func:`judge_engine.ranking.labels.review_ids`;
    pair ids hold model names) and neither model names nor the judge's verdict and BPDE are shown;
    ``show_models`` shows ``pair_id``, ``model_a`` and ``model_b``, ``show_verdict`` the ``verdict`` and
    ``bpde``. The reference answer is shown when the input has one. Ties in BPDE are broken by a random
    order seeded by ``seed`` (:func:`judge_engine.kernels.review.tie_key`), and the queue is listed in
    that order; ``review/export.json`` (:class:`~judge_engine.schemas.summary.ReviewExport`) records
    the seed and what was shown.

    Only pairs whose current input texts are the judged ones are exported; the others are listed in
    the result (``stale``: edited since the run; ``missing``: no longer in the input).

    Raises:
        InputError: a ``review/review.csv`` there whose ``label`` column holds labels
            (:func:`~judge_engine.ranking.review_sheet.refuse_filled_sheet`), no run in the folder, one whose last
            run has not finished (:func:`judge_engine.pipeline.outputs.check_finished`), an unreadable
            ``pairs.parquet`` or manifest, an input that can no longer be read, or an input shard that cannot be read
            when a pair chosen for review is not in the readable ones.
    """
    d = output_folder(out_dir)
    check_run_kind(d, "review export")
    check_finished(d)
    if not (d / "pairs.parquet").is_file():
        raise InputError(f"{d / 'pairs.parquet'} not found: run `judge-engine run` into {d} first")
    pairs = read_pairs(d / "pairs.parquet", ("pair_id", "verdict", "bpde", "flag", "needs_review"))
    manifest = _manifest(d)
    pairs = pairs.filter(pl.col("flag").is_null())
    by_margin = MARGIN_COLUMN in pairs.columns  # a reward run (issue 17): BPDE is 0, the smallest |cs_a - cs_b|
    margin = [MARGIN_COLUMN] if by_margin else []
    if by_margin:
        chosen = select_by_margin(pairs.drop("needs_review"), beta).filter("needs_review")
    else:
        chosen = select_for_review(pairs.drop("needs_review"), beta, seed=seed).filter("needs_review")
    texts, stale, missing = _judged_texts(d, chosen, manifest)
    has_ref = texts["reference"].null_count() < texts.height
    shown = ["question", *(["reference"] if has_ref else []), "response_a", "response_b"]
    models = [c for c in ("model_a", "model_b") if c in chosen.columns and show_models]
    cat = ["category"] if "category" in chosen.columns else []
    verdict = ["verdict", "bpde", *margin] if show_verdict else []
    key = ["judged_key"] if "judged_key" in chosen.columns else []  # which texts a label is given on
    id_col = "pair_id" if show_models else "review_id"
    queue = chosen.select("pair_id", *models, *cat, "verdict", "bpde", *margin, *key).join(
        texts.select("pair_id", *shown), on="pair_id", how="inner"
    )
    queue = queue.join(_cut_pairs(d, manifest), on="pair_id", how="left", maintain_order="left")
    queue = queue.with_columns(
        pl.col("input_truncated").fill_null(False),
        tie_key(queue["pair_id"], seed).alias("_tie"),
        pl.Series("review_id", review_ids(queue["pair_id"].to_list(), manifest.judging_hash or ""), dtype=pl.String),
        pl.lit("").alias("label"),
    )
    if by_margin:  # a reward run: the smallest margin first
        queue = queue.sort([pl.col(MARGIN_COLUMN).abs(), "_tie"], nulls_last=False)
    else:
        queue = queue.sort(["bpde", "_tie"], descending=[True, False], nulls_last=False)
    csv_path, json_path = d / "review" / "review.csv", d / "review" / "labelstudio.json"
    refuse_foreign_review(d / "review", ReviewExport.FILE)
    refuse_filled_sheet(csv_path, _written_sha(d / "review"))
    (d / "review").mkdir(exist_ok=True)
    config_path = d / "review" / "labelstudio-config.xml"
    cols = [id_col, *models, *cat, *shown]
    cut = ["input_truncated"]
    csv = neutralise_formulas(queue.select(cols + verdict + ["label"] + key + cut)).write_csv(quote_style="non_numeric")
    tasks = [{"data": {k: r[k] for k in cols + key + cut}} for r in queue.iter_rows(named=True)]
    # each renamed into place (a hard link there is replaced, not written through; fresh pass full57 M2)
    atomic_write_bytes(csv_path, csv.encode("utf-8"))
    atomic_write_bytes(json_path, orjson.dumps(tasks, option=orjson.OPT_INDENT_2))
    atomic_write_bytes(config_path, label_studio_config(has_ref).encode("utf-8"))
    ReviewExport(
        beta=beta,
        n=queue.height,
        seed=seed,
        id_column=id_col,
        show_models=show_models,
        show_verdict=show_verdict,
        reference=has_ref,
        sheet_sha256=hashlib.sha256(csv.encode("utf-8")).hexdigest(),
    ).write(d / "review")
    return ExportResult(csv_path, json_path, config_path, queue.height, stale, missing)


def _written_sha(review: Path) -> str | None:
    """The SHA-256 of the ``review.csv`` the last export wrote, as its ``export.json`` records it; None when it does not
    (an older record, none, or one that cannot be read)."""
    try:
        return ReviewExport.from_json(review / ReviewExport.FILE).sheet_sha256 if review.is_dir() else None
    except InputError:
        return None


def _unblind(d: Path, new: pl.DataFrame, pairs: pl.DataFrame, labels_path: str | Path) -> pl.DataFrame:
    """Annotations whose ``pair_id`` holds a blind export's ``review_id``, with their pair ids.

    Raises:
        InputError: a review id that is no pair of the folder (named with its row / task).
    """
    salt = _manifest(d).judging_hash or ""
    ids = pl.DataFrame(
        {"review_id": review_ids(pairs["pair_id"].to_list(), salt), "_pair": pairs["pair_id"]},
        schema={"review_id": pl.String, "_pair": pl.String},
    ).unique("review_id")
    got = new.join(ids, left_on="pair_id", right_on="review_id", how="left", maintain_order="left")
    bad = got.filter(pl.col("_pair").is_null())
    if bad.height:
        r = bad.row(0, named=True)
        raise InputError(
            f"{labels_path}: {r['entry']}: review_id {r['pair_id']!r} is not a pair of {d} "
            "(a blind queue's ids belong to the folder it was exported from)"
        )
    return got.with_columns(pl.col("_pair").alias("pair_id")).drop("_pair")


def import_review(
    out_dir: str | Path, labels_path: str | Path, replace: bool = False, finished: list[ImportRecord] | None = None
) -> ReviewSection:
    """Merge a labels file into the folder's annotations, then into ``pairs.parquet`` and the summary. An
    earlier import killed between its writes is finished first
    (:func:`judge_engine.pipeline.labels.finish_pending_import`), so this file's counts are against the
    labels that import stored.

    Args:
        replace: drop every stored annotation first (default: merge; see the module docstring).
        finished: the record of the interrupted import finished first is appended here.

    Returns:
        The ``review`` section written into ``summary.json`` (see
        :func:`judge_engine.pipeline.labels.apply_review`); its ``last_import`` says what this file did,
        per pair of the file: ``imported`` (a label where there was none), ``updated`` (a different
        label, or a label where there was a conflict), ``unchanged``, ``conflicts`` (annotations tie:
        not applied; listed in ``conflict_pairs`` with their votes), and per annotation ``ignored`` /
        ``duplicates`` / ``unlabelled``, and ``dropped`` (pairs whose stored labels ``replace`` removed).

    Raises:
        InputError: see :func:`judge_engine.ranking.labels.read_labels`; a pair id that is not a pair of
            the run; an entry giving a ``pair_id`` and a ``review_id`` of different pairs; no run in the
            folder, or one whose last run has not finished
            (:func:`judge_engine.pipeline.outputs.check_finished`). Nothing is written then.
    """
    d = output_folder(out_dir)
    check_run_kind(d, "review import")
    if not (d / "pairs.parquet").is_file() and not (d / "manifest.json").is_file():
        raise InputError(f"{d / 'pairs.parquet'} not found: run `judge-engine run` into {d} first")
    new, counts = read_labels(labels_path)
    with lock_output(d, create=False):  # not while a run rewrites pairs.parquet / summary.json
        check_finished(d, import_pending_ok=True)  # not the outputs of before a killed --overwrite
        done = finish_pending_import(d)
        if done is not None and finished is not None:
            finished.append(done)
        if not (d / "pairs.parquet").is_file():
            raise InputError(f"{d / 'pairs.parquet'} not found: run `judge-engine run` into {d} first")
        pairs = read_pairs(d / "pairs.parquet")
        if counts["id_column"] == "review_id":  # a blind export's file: map its opaque ids back
            new = _unblind(d, new, pairs, labels_path)
        new = check_both_ids(new, pairs, _manifest(d).judging_hash or "", f"{labels_path}", d)
        refuse_ambiguous_quotes(counts["restored_ids"], pairs, str(labels_path), d)
        unknown = new.join(pairs.select("pair_id"), on="pair_id", how="anti")
        if unknown.height:
            r = unknown.row(0, named=True)
            raise InputError(f"{labels_path}: {r['entry']}: pair_id {r['pair_id']!r} is not a pair of {d}")
        new = bind_judged_keys(new, pairs)  # the texts judged now, unless the file says which it was given on
        stored = stored_annotations(d)
        before = resolve_labels(stored)
        file_pairs = new.select("pair_id").unique()
        kept = stored.clear() if replace else other_annotators(stored, new)
        dropped = before.join(file_pairs, on="pair_id", how="anti").height if replace else 0
        annotations = pl.concat([kept, new]).sort("pair_id", maintain_order=True)
        if replace:  # removed on purpose: a rerun with --reuse must not carry them back (adv65 D3)
            record_dropped(d, stored, annotations)
        merged = annotations.join(file_pairs, on="pair_id", how="semi")
        record = import_record(labels_path, new, merged, counts, before, replace, dropped)
        record.replaced = stored.height - kept.height if not replace else 0
        section = apply_review(d, annotations, record)  # reads summary.json before writing anything
        assert section is not None  # labels were just stored
        return section
