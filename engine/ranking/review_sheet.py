"""The files of a review export besides its rows: the Label Studio labeling interface (``labelstudio-config.xml``) and
the check that keeps an export from replacing a sheet people have filled (:func:`refuse_filled_sheet`)."""

from __future__ import annotations

import csv
import hashlib
import io
from pathlib import Path

import polars as pl

from judge_engine.errors import InputError, one_line
from judge_engine.pipeline.paths import refuse_link

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


def label_studio_config(reference: bool) -> str:
    """:data:`LABEL_STUDIO_CONFIG`, with the reference answer (``$reference``) after the question when shown."""
    if not reference:
        return LABEL_STUDIO_CONFIG
    ref = '  <Header value="Reference answer"/>\n  <Text name="reference" value="$reference"/>\n'
    return LABEL_STUDIO_CONFIG.replace('  <Header value="Response A"/>\n', ref + '  <Header value="Response A"/>\n')


# what review export writes in review/ (besides its record, export.json)
EXPORT_FILES = ("review.csv", "labelstudio.json", "labelstudio-config.xml")


def refuse_foreign_review(review: Path, record: str) -> None:
    """Refuse (InputError) to export into ``review`` when it is a symbolic link (the export would replace files in the
    folder it points to; fresh pass full73 M1), or when it holds a file an export writes (:data:`EXPORT_FILES`) but no
    ``record`` of an export and not the sheet and the tasks together, as an export older than the record wrote them
    (that file is someone's own, not an export's; fresh pass full73 L1)."""
    refuse_link(review, "review export")
    if review.is_dir() and not (review / record).exists():
        found = [n for n in EXPORT_FILES if (review / n).exists() or (review / n).is_symlink()]
        if found and not {"review.csv", "labelstudio.json"} <= set(found):  # both: an export older than the record
            raise InputError(
                f"{review / found[0]} was not written by review export (no {record} beside it); move it away and rerun"
            )


def refuse_filled_sheet(path: Path, written_sha256: str | None = None) -> None:
    """Refuse (InputError naming the sheet and its count of labels) to replace a ``review.csv`` whose ``label`` column
    people have filled (fresh pass full57 H7: a second export lost them before any import), also when a spreadsheet
    saved it in its own encoding (cp1252, Latin-1, UTF-16), line ends or separators (``;``, tab, ``|``), or with the
    column's header spelled ``Label`` or ``label `` (fresh passes full62 H1, full63 H1, full64 M1: such sheets were
    replaced); and a sheet that differs from the one the last export wrote (``written_sha256``, its SHA-256 as
    ``export.json`` records it) when no ``label`` column can be read in it (people may have filled it in a shape not
    read here). A sheet with no filled label is replaced as before; a file where the sheet's folder belongs is refused
    too."""
    if path.parent.exists() and not path.parent.is_dir():  # fresh pass full58 L3: a traceback
        raise InputError(f"{path.parent} is a file, not a folder; move it away to export the review queue")
    if not path.is_file():
        return
    filled, saved_as = _filled_labels(path)
    if filled is None and written_sha256 is not None and _sha256(path) != written_sha256:
        raise InputError(
            f"{path} was changed since the last export wrote it and no label column can be read in it; a new export "
            "would replace it: import its labels or move it away, then export again"
        )
    if filled:
        how = "" if saved_as is None else f" (saved as {saved_as}: save it as UTF-8 comma-separated CSV to import it)"
        raise InputError(
            f"{path} holds {filled} filled label(s){how}; a new export would replace them: import them first "
            f"(judge-engine review import {path.parent.parent} {path}) and move the sheet away, then export again"
        )


def _sha256(path: Path) -> str | None:
    """SHA-256 (hex) of the file's bytes; None when it cannot be read."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def _filled_labels(path: Path) -> tuple[int | None, str | None]:
    """The count of filled ``label`` cells of the sheet at ``path`` read as UTF-8 CSV, else as a spreadsheet's other
    encodings (UTF-16 with or without its byte-order mark, cp1252, Latin-1), line ends (CR only: Excel for Mac's "CSV
    (Macintosh)") and separators, the column matched without case or surrounding spaces (``Label``; fresh pass full64
    M1), and how it was saved when not as written (None); (None, None) when no reading finds a ``label`` column (fresh
    pass full63 H1: a UTF-16 or CR-only sheet was replaced)."""
    try:
        raw = path.read_bytes()
    except OSError:
        return None, None
    for encoding, text in _decoded(raw):
        cr_only = "\r" in text and "\n" not in text
        if cr_only:
            text = text.replace("\r", "\n")
        for sep in (",", ";", "\t", "|"):
            try:
                sheet = pl.read_csv(io.StringIO(text), separator=sep, infer_schema=False)
            except pl.exceptions.PolarsError:
                continue
            label = next((c for c in sheet.columns if c.strip().casefold() == "label"), None)
            if label is not None:
                filled = sheet.filter(pl.col(label).str.strip_chars().fill_null("") != "").height
                plain = encoding == "utf-8-sig" and sep == ","
                how = [] if plain else [f"{encoding.removesuffix('-sig')}, separator {sep!r}"]
                how += ["CR line ends"] * cr_only + [f"label header {label!r}"] * (label != "label")
                return filled, ", ".join(how) or None
    return None, None


def _decoded(raw: bytes) -> list[tuple[str, str]]:
    """The readings of a sheet's bytes a spreadsheet may have written, as (encoding, text), most likely first: UTF-16
    when the bytes start with its byte-order mark or hold NUL bytes (LibreOffice's and Excel's "Unicode text"), else
    UTF-8, cp1252 and Latin-1 (which decodes any bytes)."""
    out: list[tuple[str, str]] = []
    utf16 = raw.startswith((b"\xff\xfe", b"\xfe\xff")) or b"\x00" in raw[:4096]
    names = (("utf-16",) if raw.startswith((b"\xff\xfe", b"\xfe\xff")) else ("utf-16-le", "utf-16-be")) if utf16 else ()
    for encoding in (*names, "utf-8-sig", "cp1252", "latin-1"):
        try:
            out.append((encoding, raw.decode(encoding)))
        except UnicodeDecodeError:
            continue
    return out


def csv_problem(p: Path) -> str | None:
    """The first line of the CSV at ``p`` whose field count differs from its header's, said with the likely cause (a
    spreadsheet's ``;`` separator); None when every line has the header's count or the file cannot be read so."""
    try:
        with p.open(newline="", encoding="utf-8-sig") as f:
            reader = csv.reader(f)
            header = next(reader, [])
            for row in reader:
                if len(row) != len(header):
                    semi = ";" in ",".join(header)
                    hint = "; saved with ';' separators? save it as comma-separated UTF-8 CSV" if semi else ""
                    return f"line {reader.line_num} has {len(row)} fields, the header {len(header)}{hint}"
    except (OSError, csv.Error, UnicodeError) as exc:
        return f"{exc.__class__.__name__}: {one_line(str(exc), 160)}"
    return None
