"""Human review queue (HITLC, Wang et al. 2024 Sec. 3.3): export the top-beta BPDE pairs for
annotators, import their labels, and merge them with the calibrated verdicts.

Export writes, under ``OUT/review/``:

- ``review.csv``: one row per pair (``pair_id``, question, the two responses, models, calibrated
  verdict, BPDE and an empty ``label`` column to fill with a, b or tie). Every text cell that a
  spreadsheet would read as a formula (it starts with ``=``, ``+``, ``-``, ``@``, a tab or a carriage
  return, after any leading single quotes) gets one leading single quote (OWASP, "CSV Injection");
  import removes exactly that quote from ``pair_id``.
- ``labelstudio.json``: Label Studio tasks (``data``: ``pair_id``, ``question``, ``response_a``,
  ``response_b``, models, category).
- ``labelstudio-config.xml``: the labeling interface for those tasks (``$question``,
  ``$response_a``, ``$response_b``; a single-choice ``verdict`` control whose stored values are
  ``a``, ``b`` and ``tie``).

The texts shown are the texts that were judged: ``pairs.parquet``'s ``judged_key`` holds the
request key (:func:`judge_engine.plan.request_key`, a hash of the judge identity, pair id, texts and
order ``ab``) of each pair's judgments; a pair whose current input texts hash to another key (the
input was edited after the run), or that is no longer in the input, is left out of the queue and
counted (:class:`ExportResult`).

Import reads a filled ``review.csv`` (``pair_id``, ``label``, optional ``annotator``) or a Label
Studio JSON / JSON-MIN export, and keeps every annotation in ``OUT/review_labels.parquet``
(``pair_id``, ``label``, ``annotator``, ``source``, ``entry``). Rules (:func:`import_review`):

- merge by default: the file's annotations of a pair replace that pair's stored annotations; the
  stored annotations of other pairs stay. ``replace=True`` drops every stored annotation first and
  counts the pairs that lost their labels (``dropped``).
- within a file, identical annotations (same pair, label and annotator) count once
  (``duplicates``); cancelled or skipped Label Studio annotations (``was_cancelled``) and
  annotations without a choice are ignored and counted (``ignored``).
- a pair's label is the majority of its annotations; when the top labels tie (two annotators
  disagreeing, or two CSV rows with different labels) the pair is a **conflict**: no label is
  applied (the calibrated verdict stays), and it is listed and counted.
- a file with no label at all is an error (nothing changes).

``pairs.parquet`` gains ``review_label`` (the applied label; null without labels or on a conflict),
``review_conflict`` and ``final_verdict`` (the label where applied, the calibrated verdict
elsewhere); ``summary.json`` a ``review`` section (:func:`apply_review`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
import polars as pl

from judge_engine.errors import InputError
from judge_engine.kernels.review import select_for_review

LABEL_MAP = {"a": "a", "b": "b", "tie": "tie", "c": "tie"}
"""Accepted label spellings (case-insensitive) -> label. The exported Label Studio config stores
``a``, ``b``, ``tie``; ``A``/``B``/``Tie``/``C`` are the spellings of earlier exports."""

LS_CONTROL = "verdict"
"""Name of the Choices control of the exported Label Studio config (the JSON-MIN export's key)."""

ANNOTATION_SCHEMA = {"pair_id": pl.String, "label": pl.String, "annotator": pl.String, "source": pl.String,
                     "entry": pl.String}

# OWASP "CSV Injection": a cell starting with = + - @ tab or CR is read as a formula. The quote
# leaders are part of the pattern so that a text that already starts with ' + leader round-trips.
_FORMULA = r"^'*[=+\-@\t\r]"
_QUOTED_FORMULA = re.compile(r"^'+[=+\-@\t\r]")

LABEL_STUDIO_CONFIG = """<View>
  <!-- judge-engine review queue: tasks from review/labelstudio.json; the stored choice values
       (aliases) a / b / tie are what `judge-engine review import` reads back -->
  <Header value="Question"/>
  <Text name="question" value="$question"/>
  <Header value="Response A"/>
  <Text name="response_a" value="$response_a"/>
  <Header value="Response B"/>
  <Text name="response_b" value="$response_b"/>
  <Header value="Which response is better?"/>
  <Choices name="verdict" toName="question" choice="single" required="true" showInline="true">
    <Choice value="A is better" alias="a" hotkey="1"/>
    <Choice value="B is better" alias="b" hotkey="2"/>
    <Choice value="Tie" alias="tie" hotkey="3"/>
  </Choices>
</View>
"""


def neutralise_formulas(df: pl.DataFrame) -> pl.DataFrame:
    """Prefix ``'`` to every string cell that a spreadsheet would run as a formula (OWASP CSV
    Injection: a first character ``=``, ``+``, ``-``, ``@``, tab or carriage return, after any
    leading single quotes). Non-string columns are unchanged."""
    return df.with_columns(
        pl.when(pl.col(c).str.contains(_FORMULA)).then(pl.lit("'") + pl.col(c)).otherwise(pl.col(c)).alias(c)
        for c, t in df.schema.items() if t == pl.String
    )


def restore_formula(cell: str) -> str:
    """Undo :func:`neutralise_formulas` on one cell: drop one leading ``'`` when quotes are followed by
    a formula leader. Exact inverse on exported cells (``'=x`` -> ``=x``, ``''=x`` -> ``'=x``, ``'x``
    stays)."""
    return cell[1:] if _QUOTED_FORMULA.match(cell) else cell


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


def _manifest(d: Path) -> dict[str, Any]:
    try:
        manifest = orjson.loads((d / "manifest.json").read_bytes())
        manifest["config"]["input"]
    except (OSError, orjson.JSONDecodeError, KeyError, TypeError) as exc:
        raise InputError(f"{d / 'manifest.json'}: not a judge-engine run manifest ({exc.__class__.__name__}: {exc}); "
                         "review export needs a folder written by `judge-engine run`") from None
    return manifest


def _inputs(manifest: dict[str, Any]) -> pl.DataFrame:
    """The run's current input texts (valid rows): pair_id, question, response_a, response_b, reference."""
    from judge_engine.config import InputConfig
    from judge_engine.io import iter_shards

    cfg = InputConfig(**{k: (tuple(v) if k == "paths" else v) for k, v in manifest["config"]["input"].items()})
    texts = []
    for s in iter_shards(cfg, []):
        df = s.pairs.filter(pl.col("flag").is_null())
        if "reference" not in df.columns:
            df = df.with_columns(pl.lit(None, dtype=pl.String).alias("reference"))
        texts.append(df.select("pair_id", "question", "response_a", "response_b", "reference"))
    return pl.concat(texts) if texts else pl.DataFrame(schema={c: pl.String for c in
                                                               ("pair_id", "question", "response_a", "response_b",
                                                                "reference")})


def with_judged_keys(pairs: pl.DataFrame, judgments: pl.DataFrame) -> pl.DataFrame:
    """``pairs`` plus ``judged_key`` (str): the request key of each judged pair's order-``ab``
    judgments (a hash of the judge identity, the pair id and its texts;
    :func:`judge_engine.plan.request_key`); null on flagged rows. The final stage of a run adds it
    to ``pairs.parquet`` so that :func:`export_review` shows only the texts that were judged.

    Args:
        pairs: pair results (``pair_id``, ``flag``).
        judgments: the run's judgments (``pair_id``, ``order``, ``request_key``); only this run's
            request keys, so each pair has one ``ab`` key.
    """
    keys = (judgments.filter(pl.col("order") == "ab").group_by("pair_id")
            .agg(pl.col("request_key").first().alias("judged_key")))
    return pairs.drop("judged_key", strict=False).join(keys, on="pair_id", how="left").with_columns(
        pl.when(pl.col("flag").is_null()).then(pl.col("judged_key")).alias("judged_key"))


def _judged_texts(d: Path, chosen: pl.DataFrame, manifest: dict[str, Any]) -> tuple[pl.DataFrame, list[str], list[str]]:
    """Texts of the chosen pairs whose current input hashes to the key that was judged; the ids of
    the stale and of the missing ones."""
    from judge_engine.plan import request_key

    texts = _inputs(manifest).join(chosen.select("pair_id"), on="pair_id", how="semi")
    identity = manifest.get("judge_identity")
    texts = texts.with_columns(pl.Series("current_key", [
        request_key(identity or "", *row, "ab")
        for row in texts.select("pair_id", "question", "response_a", "response_b", "reference").iter_rows()],
        dtype=pl.String))
    if "judged_key" in chosen.columns:
        judged = chosen.select("pair_id", "judged_key")
    else:  # a folder written before judged_key existed: any stored judgment of these texts counts
        from judge_engine.store import Store

        store = Store(d, {"judging_hash": manifest.get("judging_hash")})
        keys = store.read_judgments(["pair_id", "order", "sample", "request_key"]).filter(pl.col("order") == "ab")
        judged = keys.select("pair_id", pl.col("request_key").alias("judged_key"))
    ok = texts.join(judged, left_on=["pair_id", "current_key"], right_on=["pair_id", "judged_key"], how="semi")
    present = set(texts["pair_id"].to_list())
    fresh = set(ok["pair_id"].to_list())
    ids = chosen["pair_id"].to_list()
    stale = [p for p in ids if p in present and p not in fresh]
    missing = [p for p in ids if p not in present]
    return ok.drop("current_key", "reference"), stale, missing


def export_review(out_dir: str | Path, beta: float) -> ExportResult:
    """Write the review queue of the top ceil(beta N) pairs by BPDE (see the module docstring).

    Only pairs whose current input texts are the judged ones are exported; the others are listed in
    the result (``stale``: edited since the run; ``missing``: no longer in the input).

    Raises:
        InputError: no run in the folder, an unreadable ``pairs.parquet`` or manifest, or an input
            that can no longer be read.
    """
    d = Path(out_dir)
    if not (d / "pairs.parquet").is_file():
        raise InputError(f"{d / 'pairs.parquet'} not found: run `judge-engine run` into {d} first")
    pairs = read_pairs(d / "pairs.parquet", ("pair_id", "verdict", "bpde", "flag", "needs_review"))
    manifest = _manifest(d)
    pairs = pairs.filter(pl.col("flag").is_null())
    chosen = select_for_review(pairs.drop("needs_review"), beta).filter("needs_review")
    texts, stale, missing = _judged_texts(d, chosen, manifest)
    cols = ["pair_id", "question", "response_a", "response_b"]
    extra = [c for c in ("model_a", "model_b", "category") if c in chosen.columns]
    queue = (chosen.select("pair_id", *extra, "verdict", "bpde").join(texts.select(cols), on="pair_id", how="inner")
             .sort(["bpde", "pair_id"], descending=[True, False], nulls_last=False)
             .with_columns(pl.lit("").alias("label")))
    (d / "review").mkdir(exist_ok=True)
    csv_path, json_path = d / "review" / "review.csv", d / "review" / "labelstudio.json"
    config_path = d / "review" / "labelstudio-config.xml"
    neutralise_formulas(queue.select(cols + extra + ["verdict", "bpde", "label"])).write_csv(
        csv_path, quote_style="non_numeric")
    tasks = [{"data": {k: r[k] for k in cols + extra}} for r in queue.iter_rows(named=True)]
    json_path.write_bytes(orjson.dumps(tasks, option=orjson.OPT_INDENT_2))
    config_path.write_text(LABEL_STUDIO_CONFIG, encoding="utf-8")
    return ExportResult(csv_path, json_path, config_path, queue.height, stale, missing)


def read_pairs(path: Path, needed: tuple[str, ...] = ("pair_id",)) -> pl.DataFrame:
    """Read a run's ``pairs.parquet``, checking that it is one.

    Raises:
        InputError: unreadable (corrupt, not Parquet) or missing one of ``needed``.
    """
    try:
        pairs = pl.read_parquet(path)
    except Exception as exc:  # polars / pyarrow raise several types for corrupt or foreign files
        raise InputError(f"{path}: cannot read ({exc.__class__.__name__}: {str(exc)[:200]})") from None
    lacking = [c for c in needed if c not in pairs.columns]
    if lacking:
        raise InputError(f"{path}: not a judge-engine pairs.parquet (no column {lacking[0]!r}; has {pairs.columns[:8]})")
    return pairs


@dataclass
class _Read:
    """Annotations read from one labels file, and what was left out."""

    annotations: list[dict[str, Any]] = field(default_factory=list)
    ignored: dict[str, int] = field(default_factory=dict)
    unlabelled: int = 0
    entries: int = 0


def _label(raw: Any, where: str, p: Path) -> str:
    lab = LABEL_MAP.get(str(raw).strip().lower()) if isinstance(raw, str) else None
    if lab is None:
        raise InputError(f"{p}: {where}: label {raw!r} is not a, b or tie")
    return lab


def _annotator(ann: dict[str, Any]) -> str | None:
    who = ann.get("completed_by")
    if isinstance(who, dict):
        who = who.get("email") or who.get("id")
    return None if who is None else str(who)


def _read_labelstudio(p: Path, tasks: Any) -> _Read:
    """Annotations of a Label Studio JSON export (tasks with ``data`` and ``annotations``) or
    JSON-MIN export (one flat row per annotation, the choice under :data:`LS_CONTROL`)."""
    shape = ("expected a Label Studio export: a JSON list of tasks, each with 'data' (holding pair_id) "
             "and 'annotations'")
    if not isinstance(tasks, list):
        raise InputError(f"{p}: {shape}; got a JSON {type(tasks).__name__}")
    out = _Read()
    for i, task in enumerate(tasks):
        if not isinstance(task, dict):
            raise InputError(f"{p}: task {i}: {shape}; got a {type(task).__name__}")
        out.entries += 1
        if "data" not in task and "annotations" not in task:
            if "pair_id" not in task:
                raise InputError(f"{p}: task {i} has no 'data' (and no pair_id): {shape}")
            # JSON-MIN: data fields flattened, the control's value under its name
            raw = task.get(LS_CONTROL)
            if raw is None or raw == [] or raw == "":
                out.unlabelled += 1
                continue
            if isinstance(raw, dict) and "choices" in raw:
                raw = raw["choices"]
            if isinstance(raw, list):
                if len(raw) != 1:
                    raise InputError(f"{p}: task {i}: {len(raw)} choices in {LS_CONTROL!r}, expected one")
                raw = raw[0]
            who = task.get("annotator")
            out.annotations.append({"pair_id": task["pair_id"], "label": _label(raw, f"task {i}", p),
                                    "annotator": None if who is None else str(who), "entry": f"task {i}"})
            continue
        data = task.get("data")
        if not isinstance(data, dict) or data.get("pair_id") is None:
            raise InputError(f"{p}: task {i} has no data.pair_id: {shape} (tasks exported by `judge-engine review "
                             "export` carry it)")
        anns = task.get("annotations", [])
        if not isinstance(anns, list):
            raise InputError(f"{p}: task {i}: 'annotations' must be a list, got a {type(anns).__name__}")
        if not anns:
            out.unlabelled += 1
        for j, ann in enumerate(anns):
            where = f"task {i} (pair_id {data['pair_id']!r}), annotation {j}"
            if not isinstance(ann, dict):
                raise InputError(f"{p}: {where}: expected an object, got a {type(ann).__name__}")
            if ann.get("was_cancelled"):
                out.ignored["cancelled"] = out.ignored.get("cancelled", 0) + 1
                continue
            results = ann.get("result", [])
            if not isinstance(results, list):
                raise InputError(f"{p}: {where}: 'result' must be a list, got a {type(results).__name__}")
            choices = [r for r in results if isinstance(r, dict) and isinstance(r.get("value"), dict)
                       and "choices" in r["value"]]
            named = [r for r in choices if r.get("from_name") == LS_CONTROL]
            picked = named or choices
            if not picked:
                out.ignored["no_choice"] = out.ignored.get("no_choice", 0) + 1
                continue
            if len(picked) > 1:
                raise InputError(f"{p}: {where}: {len(picked)} choice results; expected one "
                                 f"(the {LS_CONTROL!r} control)")
            vals = picked[0]["value"]["choices"]
            if not isinstance(vals, list) or len(vals) != 1:
                raise InputError(f"{p}: {where}: expected one choice, got {vals!r}")
            out.annotations.append({"pair_id": data["pair_id"], "label": _label(vals[0], where, p),
                                    "annotator": _annotator(ann), "entry": f"task {i}, annotation {j}"})
    return out


def _read_csv(p: Path) -> _Read:
    try:
        df = pl.read_csv(p, infer_schema=False)
    except pl.exceptions.NoDataError:
        raise InputError(f"{p}: empty file: no labels to import") from None
    if "pair_id" not in df.columns or "label" not in df.columns:
        raise InputError(f"{p}: needs columns pair_id and label, has {df.columns}")
    out = _Read(entries=df.height)
    who = df["annotator"].to_list() if "annotator" in df.columns else [None] * df.height
    for i, (pid, raw, ann) in enumerate(zip(df["pair_id"].to_list(), df["label"].to_list(), who)):
        if raw is None or not raw.strip():
            out.unlabelled += 1
            continue
        if pid is None or not pid.strip():
            raise InputError(f"{p}: row {i}, column pair_id: empty (label {raw!r})")
        pid = restore_formula(pid)
        out.annotations.append({"pair_id": pid, "label": _label(raw, f"row {i} (pair_id {pid!r})", p),
                                "annotator": ann if ann and ann.strip() else None, "entry": f"row {i}"})
    return out


def read_labels(path: str | Path) -> tuple[pl.DataFrame, dict[str, Any]]:
    """Every annotation of a review CSV or a Label Studio JSON / JSON-MIN export (``.json``, any
    case), identical ones once.

    Returns:
        (annotations, counts): annotations with ``pair_id``, ``label`` (a|b|tie), ``annotator``
        (null when the file has none), ``source`` (the file name), ``entry`` (row / task and
        annotation); counts ``entries`` (rows or tasks read), ``unlabelled`` (rows with an empty
        label, tasks without annotations), ``ignored`` and ``ignored_reasons`` (``cancelled``:
        Label Studio ``was_cancelled``, i.e. cancelled or skipped; ``no_choice``), ``duplicates``
        (identical pair / label / annotator repeats dropped).

    Raises:
        InputError: unreadable file, a file of the wrong shape (named with the task / row), a label
            outside a / b / tie, or a file with no label at all.
    """
    p = Path(path)
    try:
        if p.suffix.lower() == ".json":
            got = _read_labelstudio(p, orjson.loads(p.read_bytes()))
        else:
            got = _read_csv(p)
    except (OSError, orjson.JSONDecodeError, pl.exceptions.PolarsError) as exc:
        raise InputError(f"{p}: cannot read labels ({exc.__class__.__name__}: {str(exc)[:200]})") from None
    ignored = sum(got.ignored.values())
    if not got.annotations:
        why = ", ".join(f"{n} {k}" for k, n in sorted(got.ignored.items()))
        raise InputError(f"{p}: no labels to import ({got.entries} entries, {got.unlabelled} without a label, "
                         f"{ignored} annotations ignored{': ' + why if why else ''}); nothing changed")
    ann = pl.DataFrame([{**a, "pair_id": str(a["pair_id"]), "source": p.name} for a in got.annotations],
                       schema=ANNOTATION_SCHEMA)
    unique = ann.unique(["pair_id", "label", "annotator"], keep="first", maintain_order=True)
    counts = {"entries": got.entries, "unlabelled": got.unlabelled, "ignored": ignored,
              "ignored_reasons": dict(sorted(got.ignored.items())), "duplicates": ann.height - unique.height}
    return unique, counts


def resolve_labels(annotations: pl.DataFrame) -> pl.DataFrame:
    """One row per pair from its annotations: the majority label, or a conflict.

    Args:
        annotations: ``pair_id``, ``label`` (a|b|tie), one row per annotation.

    Returns:
        ``pair_id``, ``review_label`` (the label with the most annotations; null when two or more
        labels share the top count), ``review_conflict`` (bool: that tie), ``votes`` (str, e.g.
        ``"a:2 b:1"``, labels in a, b, tie order), sorted by ``pair_id``.
    """
    order = {"a": 0, "b": 1, "tie": 2}
    counts = annotations.group_by("pair_id", "label").len().with_columns(
        pl.col("label").replace_strict(order, return_dtype=pl.Int8).alias("_o")).sort("pair_id", "_o")
    return (counts.group_by("pair_id", maintain_order=True).agg(
        pl.col("label").filter(pl.col("len") == pl.col("len").max()).alias("_top"),
        pl.format("{}:{}", "label", "len").str.join(" ").alias("votes"))
        .select("pair_id",
                pl.when(pl.col("_top").list.len() == 1).then(pl.col("_top").list.first()).alias("review_label"),
                (pl.col("_top").list.len() > 1).alias("review_conflict"), "votes")
        .sort("pair_id"))


def _stored(d: Path) -> pl.DataFrame:
    path = d / "review_labels.parquet"
    if not path.is_file():
        return pl.DataFrame(schema=ANNOTATION_SCHEMA)
    try:
        df = pl.read_parquet(path)
    except Exception as exc:
        raise InputError(f"{path}: cannot read the stored labels ({exc.__class__.__name__}: {str(exc)[:200]})") from None
    if "review_label" in df.columns and "label" not in df.columns:  # written before annotations were kept
        df = df.rename({"review_label": "label"})
    for c, t in ANNOTATION_SCHEMA.items():
        if c not in df.columns:
            df = df.with_columns(pl.lit(None, dtype=t).alias(c))
    return df.select(list(ANNOTATION_SCHEMA))


def import_review(out_dir: str | Path, labels_path: str | Path, replace: bool = False) -> dict[str, Any]:
    """Merge a labels file into the folder's annotations, then into ``pairs.parquet`` and the summary.

    Args:
        replace: drop every stored annotation first (default: merge; see the module docstring).

    Returns:
        The ``review`` section written into ``summary.json`` (see :func:`apply_review`); its
        ``last_import`` says what this file did, per pair of the file: ``imported`` (a label where
        there was none), ``updated`` (a different label, or a label where there was a conflict),
        ``unchanged``, ``conflicts`` (annotations tie: not applied; listed in ``conflict_pairs``
        with their votes), and per annotation ``ignored`` / ``duplicates`` / ``unlabelled``, and
        ``dropped`` (pairs whose stored labels ``replace`` removed).

    Raises:
        InputError: see :func:`read_labels`; a pair id that is not a pair of the run; no run in
            the folder. Nothing is written then.
    """
    from judge_engine.store import atomic_write_bytes, atomic_write_parquet, lock_output

    d = Path(out_dir)
    if not (d / "pairs.parquet").is_file():
        raise InputError(f"{d / 'pairs.parquet'} not found: run `judge-engine run` into {d} first")
    new, counts = read_labels(labels_path)
    with lock_output(d, create=False):  # not while a run rewrites pairs.parquet / summary.json
        pairs = read_pairs(d / "pairs.parquet")
        unknown = new.join(pairs.select("pair_id"), on="pair_id", how="anti")
        if unknown.height:
            r = unknown.row(0, named=True)
            raise InputError(f"{labels_path}: {r['entry']}: pair_id {r['pair_id']!r} is not a pair of {d}")
        stored = _stored(d)
        before = resolve_labels(stored)
        file_pairs = new.select("pair_id").unique()
        kept = stored.clear() if replace else stored.join(file_pairs, on="pair_id", how="anti")
        dropped = before.join(file_pairs, on="pair_id", how="anti").height if replace else 0
        after = resolve_labels(new)
        cmp = after.join(before.select("pair_id", pl.col("review_label").alias("_old"),
                                       pl.col("review_conflict").alias("_old_conflict")), on="pair_id", how="left")
        ok = cmp.filter(~pl.col("review_conflict"))
        record = {
            "file": str(labels_path),
            "mode": "replace" if replace else "merge",
            "annotations": new.height,
            "pairs": after.height,
            "imported": ok.filter(pl.col("_old").is_null() & pl.col("_old_conflict").is_null()).height,
            "updated": ok.filter(pl.col("_old").ne_missing(pl.col("review_label"))
                                 & pl.col("_old_conflict").is_not_null()).height,
            "unchanged": ok.filter(pl.col("_old") == pl.col("review_label")).height,
            "conflicts": cmp.filter("review_conflict").height,
            "conflict_pairs": [{"pair_id": pid, "votes": v} for pid, v in
                               cmp.filter("review_conflict").select("pair_id", "votes").iter_rows()],
            **{k: counts[k] for k in ("ignored", "ignored_reasons", "duplicates", "unlabelled")},
            "dropped": dropped,
        }
        atomic_write_parquet(d / "review_labels.parquet", pl.concat([kept, new]).sort("pair_id", maintain_order=True))
        atomic_write_bytes(d / "review_import.json", orjson.dumps(record, option=orjson.OPT_INDENT_2))
        return apply_review(d)


def apply_review(out_dir: str | Path) -> dict[str, Any] | None:
    """Merge the folder's stored annotations (``review_labels.parquet``) into ``pairs.parquet`` and
    ``summary.json``.

    ``judge-engine run`` calls this after rewriting both, so a rerun into the same folder keeps the
    people's labels. Labels of pairs that are no longer in the run are kept in the file, not applied,
    and counted as ``not_in_run``.

    Returns:
        The ``review`` section, or None when the folder has no labels: ``labels_applied`` (pairs of
        the run whose label was applied), ``conflicts`` and ``conflict_pairs`` (pairs of the run whose
        annotations tie: not applied), ``not_in_run``, ``changed`` (final verdicts that differ from
        the calibrated ones), with ``human_label`` also ``accuracy_calibrated`` (judged pairs with a
        human label and a verdict) and ``accuracy_merged`` (with a human label and a final verdict), and
        ``last_import`` (see :func:`import_review`).
    """
    from judge_engine.kernels.agreement import accuracy
    from judge_engine.store import atomic_write_bytes, atomic_write_parquet

    d = Path(out_dir)
    if not (d / "review_labels.parquet").is_file():
        return None
    resolved = resolve_labels(_stored(d)).drop("votes")
    pairs = read_pairs(d / "pairs.parquet", ("pair_id", "verdict", "flag")).drop(
        "review_label", "review_conflict", "final_verdict", strict=False)
    stale = resolved.join(pairs.select("pair_id"), on="pair_id", how="anti").height
    pairs = pairs.join(resolved, on="pair_id", how="left").with_columns(
        pl.coalesce("review_label", "verdict").alias("final_verdict"))
    atomic_write_parquet(d / "pairs.parquet", pairs)
    judged = pairs.filter(pl.col("flag").is_null())
    conflicted = pairs.filter(pl.col("review_conflict").fill_null(False))["pair_id"].to_list()
    section: dict[str, Any] = {
        "labels_applied": int(pairs["review_label"].is_not_null().sum()),
        "conflicts": len(conflicted),
        "conflict_pairs": conflicted,
        "not_in_run": stale,
        "changed": int(judged.filter(pl.col("review_label").is_not_null()
                                     & pl.col("review_label").ne_missing(pl.col("verdict"))).height),
    }
    if "human_label" in judged.columns:
        lab = judged.filter(pl.col("human_label").is_not_null() & pl.col("final_verdict").is_not_null())
        section["accuracy_merged"] = accuracy(lab["final_verdict"].to_list(), lab["human_label"].to_list())
        cal = judged.filter(pl.col("human_label").is_not_null() & pl.col("verdict").is_not_null())
        section["accuracy_calibrated"] = accuracy(cal["verdict"].to_list(), cal["human_label"].to_list())
    if (d / "review_import.json").is_file():
        try:
            section["last_import"] = orjson.loads((d / "review_import.json").read_bytes())
        except orjson.JSONDecodeError:
            section["last_import"] = None
    try:
        summary = orjson.loads((d / "summary.json").read_bytes())
        if not isinstance(summary, dict):
            raise TypeError("not an object")
    except (OSError, orjson.JSONDecodeError, TypeError) as exc:
        raise InputError(f"{d / 'summary.json'}: cannot read ({exc.__class__.__name__}: {exc}); "
                         "rerun `judge-engine run` into the folder") from None
    summary["review"] = section
    atomic_write_bytes(d / "summary.json", orjson.dumps(summary, option=orjson.OPT_INDENT_2))
    return section
