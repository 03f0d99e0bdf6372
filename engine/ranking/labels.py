"""The files people label: the review CSV (spreadsheet formulas neutralised on export, restored on
import) and Label Studio JSON / JSON-MIN exports, read into annotations (``ANNOTATION_SCHEMA``)."""

from __future__ import annotations

import csv
import hashlib
import io
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
import polars as pl

from judge_engine.errors import InputError, one_line
from judge_engine.pipeline.labels import annotator_name
from judge_engine.ranking.review_sheet import csv_problem
from judge_engine.schemas.tables import ANNOTATION_SCHEMA

LABEL_MAP = {"a": "a", "b": "b", "tie": "tie", "c": "tie"}
"""Accepted label spellings (case-insensitive) -> label. The exported Label Studio config stores
``a``, ``b``, ``tie``; ``A``/``B``/``Tie``/``C`` are the spellings of earlier exports."""

LS_CONTROL = "verdict"
"""Name of the Choices control of the exported Label Studio config (the JSON-MIN export's key)."""

# OWASP "CSV Injection": a cell starting with = + - @ tab or CR is read as a formula. The quote
# leaders are part of the pattern so that a text that already starts with ' + leader round-trips.
_FORMULA = r"^'*[=+\-@\t\r\x00]"
_QUOTED_FORMULA = re.compile(r"^'+[=+\-@\t\r\x00]")


ID_COLUMNS = ("pair_id", "review_id")
"""The columns (CSV) or task fields (Label Studio) that name a labelled pair: its ``pair_id``, or the
opaque ``review_id`` of a blind export (:func:`review_ids`)."""


def review_ids(pair_ids: list[str], salt: str) -> list[str]:
    """Opaque ids of pairs for a blind review queue: ``"r"`` + the first 16 hex digits of SHA-256 of
    ``"<salt>\\0<pair_id>"``. Pair ids hold model names (``question|model|model``); the salt (the run's
    ``judging_hash``, which the exported files do not hold) keeps an annotator from recomputing an id
    from guessed names, and makes the ids the same in every export of the folder, so
    ``review import`` maps any blind file back (:func:`judge_engine.ranking.review_queue.import_review`).
    """
    return ["r" + hashlib.sha256(f"{salt}\0{p}".encode()).hexdigest()[:16] for p in pair_ids]


def neutralise_formulas(df: pl.DataFrame) -> pl.DataFrame:
    """Prefix ``'`` to every string cell that a spreadsheet would run as a formula (OWASP CSV
    Injection: a first character ``=``, ``+``, ``-``, ``@``, tab or carriage return, after any
    leading single quotes). Non-string columns are unchanged."""
    return df.with_columns(
        pl.when(pl.col(c).str.contains(_FORMULA)).then(pl.lit("'") + pl.col(c)).otherwise(pl.col(c)).alias(c)
        for c, t in df.schema.items()
        if t == pl.String
    )


def restore_formula(cell: str) -> str:
    """Undo :func:`neutralise_formulas` on one cell: drop one leading ``'`` when quotes are followed by
    a formula leader. Exact inverse on exported cells (``'=x`` -> ``=x``, ``''=x`` -> ``'=x``, ``'x``
    stays)."""
    return cell[1:] if _QUOTED_FORMULA.match(cell) else cell


@dataclass
class _Read:
    """Annotations read from one labels file, and what was left out."""

    annotations: list[dict[str, Any]] = field(default_factory=list)
    ignored: dict[str, int] = field(default_factory=dict)
    unlabelled: int = 0
    entries: int = 0
    id_columns: set[str] = field(default_factory=set)
    restored: list[tuple[str, str, str]] = field(default_factory=list)  # (cell as written, pair id read, entry)

    def pair_of(self, row: dict[str, Any]) -> Any:
        """The row's ``pair_id``, else its ``review_id`` (noting which was read), else None."""
        for col in ID_COLUMNS:
            if row.get(col) is not None:
                self.id_columns.add(col)
                return row[col]
        return None


def _also_review_id(row: dict[str, Any]) -> str | None:
    """The row's ``review_id`` when it has a ``pair_id`` too (both given: they must name the same pair,
    :func:`judge_engine.ranking.review_queue.import_review` checks), else None."""
    rid, pid = row.get("review_id"), row.get("pair_id")
    if pid is None or rid is None or not str(rid).strip():
        return None
    return str(rid).strip()


def _label(raw: Any, where: str, p: Path) -> str:
    lab = LABEL_MAP.get(str(raw).strip().lower()) if isinstance(raw, str) else None
    if lab is None:
        raise InputError(f"{p}: {where}: label {raw!r} is not a, b or tie")
    return lab


def _key(raw: Any) -> str | None:
    """A task's or row's ``judged_key`` (exported with the texts), None when absent or blank."""
    return raw.strip() if isinstance(raw, str) and raw.strip() else None


def _annotator(ann: dict[str, Any], where: str, p: Path, key: str = "completed_by") -> str | None:
    """A Label Studio annotation's annotator: ``completed_by`` (a JSON-MIN row's ``annotator``: ``key``) as an id or
    name, or its ``email`` / ``id``.

    Raises:
        InputError: any other shape (a list, a nested object: fresh passes full56 L2 and full74 L2 stored its Python
            text).
    """
    who = ann.get(key)
    if isinstance(who, dict):
        who = who.get("email") or who.get("id")
    if who is None or (isinstance(who, (str, int)) and not isinstance(who, bool)):
        return None if who is None else str(who)
    shape = f"{type(who).__name__} {str(who)[:60]!r}"
    raise InputError(f"{p}: {where}: {key} holds {shape}, not an id, name or email")


def _read_min_row(p: Path, i: int, task: dict[str, Any], out: _Read) -> None:
    """One JSON-MIN row (data fields flattened, the control's value under its name) into ``out``."""
    raw = task.get(LS_CONTROL)
    if raw is None or raw == [] or raw == "":
        out.unlabelled += 1
        return
    if isinstance(raw, dict) and "choices" in raw:
        raw = raw["choices"]
    if isinstance(raw, list):
        if len(raw) != 1:
            raise InputError(f"{p}: {_task(i, task)}: {len(raw)} choices in {LS_CONTROL!r}, expected one")
        raw = raw[0]
    out.annotations.append(
        {
            "pair_id": out.pair_of(task),
            "label": _label(raw, _task(i, task), p),
            "annotator": _annotator(task, _task(i, task), p, "annotator"),  # an object: its email (full74 L2)
            "entry": _task(i, task),
            "judged_key": _key(task.get("judged_key")),
            "review_id": _also_review_id(task),
        }
    )


def _task(i: int, task: Any) -> str:
    """How an error names a Label Studio task: its place in the file (from 0) and, when it has one, the task id Label
    Studio shows (fresh pass full58 L2: ``task 5`` alone did not name task 4711)."""
    tid = task.get("id") if isinstance(task, dict) else None
    return f"task {i}" + (
        f" (Label Studio id {tid})" if isinstance(tid, (int, str)) and not isinstance(tid, bool) else ""
    )


def _read_labelstudio(p: Path, tasks: Any) -> _Read:
    """Annotations of a Label Studio JSON export (tasks with ``data`` and ``annotations``) or
    JSON-MIN export (one flat row per annotation, the choice under :data:`LS_CONTROL`)."""
    shape = (
        "expected a Label Studio export: a JSON list of tasks, each with 'data' (holding pair_id or review_id) "
        "and 'annotations'"
    )
    if not isinstance(tasks, list):
        raise InputError(f"{p}: {shape}; got a JSON {type(tasks).__name__}")
    out = _Read()
    for i, task in enumerate(tasks):
        if not isinstance(task, dict):
            raise InputError(f"{p}: {_task(i, task)}: {shape}; got a {type(task).__name__}")
        out.entries += 1
        if "data" not in task and "annotations" not in task:
            if not any(c in task for c in ID_COLUMNS):
                raise InputError(f"{p}: {_task(i, task)} has no 'data' (and no pair_id or review_id): {shape}")
            _read_min_row(p, i, task, out)
            continue
        data = task.get("data")
        if not isinstance(data, dict):
            data = {}
        pid = out.pair_of(data)
        if pid is None:
            raise InputError(
                f"{p}: {_task(i, task)} has no data.pair_id or data.review_id: {shape} (tasks exported by "
                "`judge-engine review export` carry one)"
            )
        anns = task.get("annotations", [])
        if not isinstance(anns, list):
            raise InputError(f"{p}: {_task(i, task)}: 'annotations' must be a list, got a {type(anns).__name__}")
        if not anns:
            out.unlabelled += 1
        for j, ann in enumerate(anns):
            where = f"{_task(i, task)} (pair {pid!r}), annotation {j}"
            if not isinstance(ann, dict):
                raise InputError(f"{p}: {where}: expected an object, got a {type(ann).__name__}")
            if ann.get("was_cancelled"):
                out.ignored["cancelled"] = out.ignored.get("cancelled", 0) + 1
                continue
            results = ann.get("result", [])
            if not isinstance(results, list):
                raise InputError(f"{p}: {where}: 'result' must be a list, got a {type(results).__name__}")
            choices = [
                r
                for r in results
                if isinstance(r, dict) and isinstance(r.get("value"), dict) and "choices" in r["value"]
            ]
            # only the exported config's control (or a result naming none) is the verdict; another
            # control's choice never is
            picked = [r for r in choices if r.get("from_name", LS_CONTROL) == LS_CONTROL]
            if not picked:
                why = "other_control" if choices else "no_choice"
                out.ignored[why] = out.ignored.get(why, 0) + 1
                continue
            if len(picked) > 1:
                raise InputError(
                    f"{p}: {where}: {len(picked)} choice results; expected one (the {LS_CONTROL!r} control)"
                )
            vals = picked[0]["value"]["choices"]
            if not isinstance(vals, list) or len(vals) != 1:
                raise InputError(f"{p}: {where}: expected one choice, got {vals!r}")
            out.annotations.append(
                {
                    "pair_id": pid,
                    "label": _label(vals[0], where, p),
                    "annotator": _annotator(ann, where, p),
                    "entry": f"{_task(i, task)}, annotation {j}",
                    "judged_key": _key(data.get("judged_key")),
                    "review_id": _also_review_id(data),
                }
            )
    return out


def _utf8_bytes(p: Path) -> bytes:
    """The labels CSV's bytes, refused when they are not UTF-8 text, naming the byte and line (fresh pass full56 L1: a
    Latin-1 file's error named neither, a UTF-16 one was reported as missing columns); CR-only line ends read as line
    breaks (fresh pass full63 M1: such a sheet read as holding no entries)."""
    raw = p.read_bytes()
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise InputError(f"{p}: UTF-16 text; save it as UTF-8 (CSV UTF-8)")
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise InputError(
            f"{p}: not UTF-8 text (byte 0x{raw[exc.start]:02x} at offset {exc.start}, line {line}); save it as UTF-8"
        ) from None
    if b"\r" in raw and b"\n" not in raw:  # CR line ends only: Excel for Mac's "CSV (Macintosh)" (fresh pass full63 M1)
        raw = raw.replace(b"\r", b"\n")
    return raw


def _read_csv(p: Path) -> _Read:
    raw = _utf8_bytes(p)  # read once: polars and the header below read these bytes
    try:
        df = pl.read_csv(raw, infer_schema=False)
    except pl.exceptions.NoDataError:
        raise InputError(f"{p}: empty file: no labels to import") from None
    header = next(csv.reader(io.StringIO(raw.decode("utf-8-sig"), newline="")), [])  # as written (polars renames)
    twice = sorted({c for c in header if header.count(c) > 1})
    if twice:
        raise InputError(f"{p}: column(s) {', '.join(repr(c) for c in twice)} appear more than once in the header")
    id_col = next((c for c in ID_COLUMNS if c in df.columns), None)
    if id_col is None or "label" not in df.columns:
        raise InputError(f"{p}: needs columns pair_id (or review_id) and label, has {df.columns}")
    out = _Read(entries=df.height, id_columns={id_col})
    who = df["annotator"].to_list() if "annotator" in df.columns else [None] * df.height
    keys = df["judged_key"].to_list() if "judged_key" in df.columns else [None] * df.height
    both = id_col == "pair_id" and "review_id" in df.columns  # both given: import_review checks they agree
    rids = df["review_id"].to_list() if both else [None] * df.height
    rows = zip(df[id_col].to_list(), df["label"].to_list(), who, keys, rids, strict=True)
    # rows are counted as a spreadsheet shows them: the header is row 1, the first entry row 2 (fresh pass full57 L5)
    for i, (pid, raw, ann, key, rid) in enumerate(rows, start=2):
        if raw is None or not raw.strip():
            out.unlabelled += 1
            continue
        if pid is None or not pid.strip():
            raise InputError(f"{p}: row {i}, column {id_col}: empty (label {raw!r})")
        if (restored := restore_formula(pid)) != pid:
            out.restored.append((pid, restored, f"row {i}"))
        pid = restored
        out.annotations.append(
            {
                "pair_id": pid,
                "label": _label(raw, f"row {i} ({id_col} {pid!r})", p),
                "annotator": ann if ann and ann.strip() else None,
                "entry": f"row {i}",
                "judged_key": _key(key),
                "review_id": rid.strip() if rid and rid.strip() else None,
            }
        )
    return out


def check_both_ids(new: pl.DataFrame, pairs: pl.DataFrame, salt: str, labels_path: str, d: Path) -> pl.DataFrame:
    """``new`` (:func:`read_labels`' annotations) without its ``review_id`` column, after checking that
    every entry giving both a ``pair_id`` and a ``review_id`` names one pair with them (issue 13 pass 4
    F8: the pair id won silently, so a label the annotator gave on one pair went to another).

    Args:
        pairs: the run folder ``d``'s pairs; salt: its judging hash (:func:`review_ids`).

    Raises:
        InputError: an entry whose review id is another pair's, or no pair's, of the folder (row / task named).
    """
    both = new.filter(pl.col("review_id").is_not_null())
    if both.height:
        pair_of = dict(zip(review_ids(pairs["pair_id"].to_list(), salt), pairs["pair_id"].to_list(), strict=True))
        for r in both.iter_rows(named=True):
            owner = pair_of.get(r["review_id"])
            if owner != r["pair_id"]:
                whose = f"pair {owner!r}'s" if owner is not None else f"no pair of {d}'s"
                raise InputError(
                    f"{labels_path}: {r['entry']}: review_id {r['review_id']!r} is {whose} review id, but pair_id "
                    f"says {r['pair_id']!r}; keep one id column (nothing imported)"
                )
    return new.drop("review_id")


def _refuse_self_contradiction(ann: pl.DataFrame, p: Path) -> None:
    """Raise when one named annotator gives one pair two different labels in the file (fresh pass full54
    L3: the others' votes outvoted it silently); unnamed entries are each a vote and never contradict."""
    named = ann.filter(pl.col("annotator").is_not_null())
    both = named.filter(pl.col("label").n_unique().over("pair_id", "annotator") > 1)
    if both.height:
        r = both.row(0, named=True)
        mine = both.filter((pl.col("pair_id") == r["pair_id"]) & (pl.col("annotator") == r["annotator"]))
        said = ", ".join(f"{lab!r} ({entry})" for lab, entry in mine.select("label", "entry").iter_rows())
        raise InputError(
            f"{p}: annotator {r['annotator']!r} gives pair {r['pair_id']!r} different labels: {said}; keep one "
            f"({both.select('pair_id', 'annotator').unique().height} such pair(s); nothing imported)"
        )


def read_labels(path: str | Path) -> tuple[pl.DataFrame, dict[str, Any]]:
    """Every annotation of a review CSV or a Label Studio JSON / JSON-MIN export (``.json``, any
    case), an annotator's identical ones once (entries without an annotator each count: issue 13 pass 10 L3).

    Returns:
        (annotations, counts): annotations with ``pair_id``, ``label`` (a|b|tie), ``annotator`` (Unicode NFC,
        stripped; null when the file has none or it is blank), ``source`` (the file name), ``entry`` (row / task
        and annotation), ``judged_key`` (the file's ``judged_key`` column or task field, as exported; null
        without one), ``review_id`` (the entry's review id when it gives a ``pair_id`` too, else null; not
        stored: :func:`check_both_ids` checks the two agree); counts ``entries`` (rows or tasks read),
        ``unlabelled`` (rows with an empty label, tasks without annotations), ``ignored`` and
        ``ignored_reasons`` (``cancelled``: Label Studio ``was_cancelled``, i.e. cancelled or skipped;
        ``no_choice``; ``other_control``: choices only of controls other than :data:`LS_CONTROL`, which are
        never read as the verdict), ``duplicates`` (identical pair / label / named-annotator repeats dropped),
        ``id_column`` (``pair_id``, or ``review_id`` when the file is a blind export's: then ``pair_id`` holds
        the review ids, which :func:`judge_engine.ranking.review_queue.import_review` maps back).

    Raises:
        InputError: unreadable file, a file of the wrong shape (named with the task / row), a CSV
            header naming a column twice, a label outside a / b / tie, a named annotator giving one pair two
            different labels (entries named), or a file with no label at all.
    """
    p = Path(path)
    try:
        if p.suffix.lower() == ".json":
            got = _read_labelstudio(p, orjson.loads(p.read_bytes()))
        else:
            got = _read_csv(p)
    except pl.exceptions.PolarsError as exc:  # fresh pass full62 L2: name the ragged line, not polars' advice
        raise InputError(f"{p}: cannot read labels ({csv_problem(p) or one_line(str(exc), 200)})") from None
    except (OSError, orjson.JSONDecodeError, csv.Error, UnicodeError) as exc:
        raise InputError(f"{p}: cannot read labels ({one_line(f'{exc.__class__.__name__}: {exc}', 200)})") from None
    ignored = sum(got.ignored.values())
    if len(got.id_columns) > 1:
        raise InputError(f"{p}: mixes pair_id and review_id entries; label one export's file at a time")
    if not got.annotations:
        why = ", ".join(f"{n} {k}" for k, n in sorted(got.ignored.items()))
        raise InputError(
            f"{p}: no labels to import ({got.entries} entries, {got.unlabelled} without a label, "
            f"{ignored} annotations ignored{': ' + why if why else ''}); nothing changed"
        )
    ann = pl.DataFrame(
        [{**a, "pair_id": str(a["pair_id"]), "source": p.name} for a in got.annotations],
        schema={**ANNOTATION_SCHEMA, "review_id": pl.String},
    ).with_columns(annotator_name(pl.col("annotator")))  # pass 18b M7: `alice` and `alice ` are one annotator
    # a repeat is dropped only when its annotator is named: unnamed rows (a CSV without an annotator column,
    # a shared sheet of several reviewers) cannot be told apart as one person's, so each is a vote
    named_repeat = pl.col("annotator").is_not_null() & ~pl.struct("pair_id", "label", "annotator").is_first_distinct()
    unique = ann.filter(~named_repeat)
    _refuse_self_contradiction(unique, p)
    counts = {
        "entries": got.entries,
        "unlabelled": got.unlabelled,
        "ignored": ignored,
        "ignored_reasons": dict(sorted(got.ignored.items())),
        "duplicates": ann.height - unique.height,
        "id_column": next(iter(got.id_columns), "pair_id"),
        "restored_ids": got.restored,
    }
    return unique, counts
