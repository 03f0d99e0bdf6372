"""Answers in the formats peers write, read into a ranking job's answers table (``judge-engine pairs``):
``question_id``, ``question``, ``model``, ``answer`` (:data:`~judge_engine.schemas.tables.ANSWER_COLUMNS`) and,
when the source has them, ``reference`` and ``category``.

Formats (:data:`FORMATS`; ``auto`` picks one per file, :func:`detect_format`):

- ``parquet``: the answers table itself.
- ``fastchat``: FastChat ``model_answer/<model>.jsonl`` (Zheng et al. 2023, lm-sys/FastChat ``llm_judge``):
  ``{question_id, model_id, choices: [{turns: [str, ...]}]}``; the question texts come from ``questions``
  (FastChat ``question.jsonl``) and the references from ``references`` (``reference_answer/gpt-4.jsonl``),
  joined by :func:`judge_engine.ranking.importers.import_answers` (issue 15); ``turn`` selects the turn
  (the question of that turn, the model's answer to it, the reference's that turn; earlier turns are not
  shown: judge whole conversations with ``judge-engine grade``).
- ``alpaca_eval``: alpaca_eval model outputs, a JSON list of ``{instruction, output, generator}``
  (``dataset`` becomes ``category``); the question id is ``h`` + 12 hex digits of SHA-256 of the
  instruction, so every model's file pairs up whatever its order.
- ``arena_hard``: arena-hard-auto answers JSONL, v2 (``{uid, model, messages: [..., {role: user, content},
  {role: assistant, content: {answer}}]}``, the question inside) or v0.1 (``{question_id, model_id,
  choices: [{turns: [{content}]}]}``, questions from ``questions``: ``{question_id | uid, category,
  turns: [{content}] | prompt}``).
- ``jsonl`` / ``csv``: one answer per line / row; ``mapping`` names the source field of each target
  column (``{"question": "prompt", "answer": "response", "model": "generator"}``); unmapped targets are read
  from fields of their own name; without ``question_id`` the id is the hash of the question as above.

Every error names the file, the line (JSONL: 1-based line; CSV: 1-based line, the header being line 1;
JSON: ``item N``) and the field.
"""

from __future__ import annotations

import csv
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import polars as pl

from judge_engine.errors import InputError, one_line
from judge_engine.ranking.ids import question_hash

FORMATS = ("auto", "parquet", "fastchat", "alpaca_eval", "arena_hard", "jsonl", "csv")
TARGETS = ("question_id", "question", "model", "answer", "reference", "category")
"""Columns of the answers table a mapping may fill (the first four required)."""


def parse_mapping(spec: str | None) -> dict[str, str]:
    """``--map question=prompt,answer=response`` -> ``{"question": "prompt", "answer": "response"}``.

    Raises:
        InputError: an entry without ``=``, an unknown target column, or a target named twice.
    """
    out: dict[str, str] = {}
    for part in (spec or "").split(","):
        if not part.strip():
            continue
        target, sep, source = (s.strip() for s in part.partition("="))
        if not sep or not target or not source:
            raise InputError(f"--map: {part.strip()!r} is not TARGET=SOURCE (e.g. question=prompt)")
        if target not in TARGETS:
            raise InputError(f"--map: unknown column {target!r}; the answers table has {', '.join(TARGETS)}")
        if target in out:
            raise InputError(f"--map: {target!r} mapped twice")
        out[target] = source
    return out


def jsonl_records(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """(1-based line, object) of each non-blank line."""
    try:
        lines = path.read_bytes().splitlines()
    except OSError as exc:
        raise InputError(f"{path}: cannot read answers ({exc.__class__.__name__}: {exc.strerror or exc})") from None
    for i, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            obj = orjson.loads(line)
        except orjson.JSONDecodeError as exc:
            raise InputError(f"{path}: line {i}: not JSON ({one_line(str(exc), 120)})") from None
        if not isinstance(obj, dict):
            raise InputError(f"{path}: line {i}: expected a JSON object, got a {type(obj).__name__}")
        yield i, obj


def _text(value: Any, path: Path, where: str, field: str, required: bool = True, numbers: bool = True) -> str | None:
    """A text field: a string (numbers are read as their decimal text when ``numbers``; a name field, a
    model or a category, passes ``numbers=False``: ``"generator": 5`` is an error); null / missing only
    when not required."""
    if isinstance(value, bool) or (value is None and required):
        raise InputError(f"{path}: {where}: field {field!r}: {_shown(value)}, expected text")
    if value is None or isinstance(value, str):
        return value
    if numbers and isinstance(value, (int, float)):
        return str(value)
    raise InputError(f"{path}: {where}: field {field!r}: {_shown(value)}, expected text")


def _shown(value: Any) -> str:
    """How a wrong value is named in an error: ``missing or null``, ``an empty list``, ``a str``, ``an int``."""
    if value is None:
        return "missing or null"
    if isinstance(value, list) and not value:
        return "an empty list"
    name = type(value).__name__
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"


def _turn_list(value: Any, path: Path, where: str, field: str) -> list[str]:
    """A non-empty list of strings (a model's turns)."""
    if not isinstance(value, list) or not value:
        raise InputError(f"{path}: {where}: field {field!r}: {_shown(value)}, expected a non-empty list of texts")
    for j, t in enumerate(value):
        if not isinstance(t, str):
            raise InputError(f"{path}: {where}: field '{field}[{j}]': {_shown(t)}, expected text")
    return value


def fastchat_answer_rows(path: Path, records: Iterator[tuple[str, dict[str, Any]]]) -> list[tuple[str, str, list[str]]]:
    """(question_id, model, turns) of each record of a FastChat answers file (``{question_id, model_id,
    choices: [{turns: [str, ...]}, ...]}``) or an answers table (``question_id``, ``model``, ``answer`` or
    ``answers``); the shape is the first record's. ``records`` are (``line N`` / ``row N``, object).

    Raises:
        InputError: neither shape (the fields named), or a record of the file's shape whose question id
            is missing (or not text / an integer), whose model is not text, whose ``choices`` is not a
            non-empty list of ``{turns}`` objects, or whose turns are not a non-empty list of texts; named
            with its file, line and field (issue 13 pass 4 F5: ``"choices": []`` was a polars traceback).
    """
    out: list[tuple[str, str, list[str]]] = []
    shape = None
    for where, obj in records:
        if shape is None:
            if "choices" in obj and "model_id" in obj:
                shape = "fastchat"
            elif "model" in obj and ("answers" in obj or "answer" in obj):
                shape = "table"
            else:
                raise InputError(
                    f"{path}: not FastChat answers (question_id, model_id, choices[0].turns) nor an "
                    f"answers table (question_id, model, answer | answers); fields of {where}: {sorted(obj)}"
                )
        qid = obj.get("question_id")
        if isinstance(qid, float) and qid.is_integer():
            qid = int(qid)  # a Parquet / JSON integer read as a float
        if isinstance(qid, bool) or not isinstance(qid, (str, int)) or str(qid).strip() == "":
            raise InputError(f"{path}: {where}: field 'question_id': {_shown(qid)}, expected text or an integer")
        if shape == "fastchat":
            model = _text(obj.get("model_id"), path, where, "model_id", numbers=False)
            choices = obj.get("choices")
            if not isinstance(choices, list) or not choices:
                raise InputError(
                    f"{path}: {where}: field 'choices': {_shown(choices)}, expected a list of {{turns: [...]}} objects"
                )
            if not isinstance(choices[0], dict):
                raise InputError(f"{path}: {where}: field 'choices[0]': {_shown(choices[0])}, expected an object")
            turns = _turn_list(choices[0].get("turns"), path, where, "choices[0].turns")
        else:
            model = _text(obj.get("model"), path, where, "model", numbers=False)
            if "answers" in obj:
                turns = _turn_list(obj.get("answers"), path, where, "answers")
            else:
                turns = [_text(obj.get("answer"), path, where, "answer") or ""]
        assert model is not None  # required
        out.append((str(qid), model, turns))
    return out


def detect_format(path: Path) -> str:
    """The format of one answers file: by suffix (``.parquet``, ``.csv``, ``.json`` = alpaca_eval), and for
    JSONL by its first object's fields (``model_id`` + ``choices``: FastChat when the turns are strings,
    arena-hard v0.1 when they are ``{content}`` objects; ``uid`` + ``messages``: arena-hard v2; else ``jsonl``).
    """
    suffix = path.suffix.lower()
    if suffix in (".parquet", ".csv"):
        return suffix[1:]
    if suffix == ".json":
        return "alpaca_eval"
    for _, obj in jsonl_records(path):
        if "messages" in obj and "uid" in obj:
            return "arena_hard"
        if "choices" in obj and "model_id" in obj:
            try:
                first = obj["choices"][0]["turns"][0]
            except (KeyError, IndexError, TypeError):
                return "fastchat"
            return "arena_hard" if isinstance(first, dict) else "fastchat"
        return "jsonl"
    return "jsonl"


def _arena_turn(turn: Any) -> Any:
    return turn.get("content") if isinstance(turn, dict) else turn


def read_arena_hard(path: Path, questions: dict[str, dict[str, Any]] | None) -> list[dict[str, Any]]:
    """arena-hard-auto answers (v2 with the question inside, v0.1 with ``questions``) into answer rows.

    Raises:
        InputError: a line without the fields above (named with its line and field), v0.1 answers without
            ``questions`` or to a question not in it.
    """
    rows = []
    for i, obj in jsonl_records(path):
        where = f"line {i}"
        if "messages" in obj:  # v2: the prompt is the last user message, the answer the assistant's
            msgs = obj["messages"] if isinstance(obj["messages"], list) else []
            user = [m.get("content") for m in msgs if isinstance(m, dict) and m.get("role") == "user"]
            bot = [m.get("content") for m in msgs if isinstance(m, dict) and m.get("role") == "assistant"]
            if not user or not bot:
                raise InputError(f"{path}: {where}: field 'messages': needs a user and an assistant message")
            answer = bot[-1].get("answer") if isinstance(bot[-1], dict) else bot[-1]
            qid = _text(obj.get("uid"), path, where, "uid")
            rows.append(
                {
                    "question_id": qid,
                    "question": _text(user[-1], path, where, "messages[user].content"),
                    "model": _text(obj.get("model"), path, where, "model", numbers=False),
                    "answer": _text(answer, path, where, "messages[assistant].content.answer"),
                    "category": _text(obj.get("category"), path, where, "category", False, numbers=False),
                }
            )
            continue
        qid = _text(obj.get("question_id"), path, where, "question_id")
        if questions is None:
            raise InputError(f"{path}: arena-hard v0.1 answers hold no question text: give --questions question.jsonl")
        if qid not in questions:
            raise InputError(f"{path}: {where}: field 'question_id': {qid!r} is not a question of the --questions file")
        try:
            turn = obj["choices"][0]["turns"][0]
        except (KeyError, IndexError, TypeError):
            raise InputError(f"{path}: {where}: field 'choices[0].turns[0]': missing") from None
        rows.append(
            {
                **questions[qid],
                "question_id": qid,
                "model": _text(obj.get("model_id"), path, where, "model_id", numbers=False),
                "answer": _text(_arena_turn(turn), path, where, "choices[0].turns[0].content"),
            }
        )
    return rows


def read_arena_questions(path: Path) -> dict[str, dict[str, Any]]:
    """arena-hard-auto ``question.jsonl``: question id (``question_id`` or ``uid``) -> ``question``, ``category``.

    Raises:
        InputError: a line without an id or a prompt (``turns[0].content`` or ``prompt``).
    """
    out = {}
    for i, obj in jsonl_records(path):
        where = f"line {i}"
        qid = _text(obj.get("question_id", obj.get("uid")), path, where, "question_id")
        turns = obj.get("turns")
        prompt = _arena_turn(turns[0]) if isinstance(turns, list) and turns else obj.get("prompt")
        out[str(qid)] = {
            "question": _text(prompt, path, where, "turns[0].content"),
            "category": _text(obj.get("category"), path, where, "category", False, numbers=False),
        }
    return out


def read_alpaca_eval(path: Path) -> list[dict[str, Any]]:
    """alpaca_eval outputs (a JSON list of ``{instruction, output, generator}``) into answer rows.

    Raises:
        InputError: not a JSON list of objects, or an item without those fields (named with its index).
    """
    try:
        items = orjson.loads(path.read_bytes())
    except (OSError, orjson.JSONDecodeError) as exc:
        raise InputError(f"{path}: cannot read alpaca_eval outputs ({one_line(str(exc), 120)})") from None
    if not isinstance(items, list):
        raise InputError(f"{path}: alpaca_eval outputs are a JSON list of objects, got a {type(items).__name__}")
    rows = []
    for i, it in enumerate(items):
        where = f"item {i}"
        if not isinstance(it, dict):
            raise InputError(f"{path}: {where}: expected an object, got a {type(it).__name__}")
        q = _text(it.get("instruction"), path, where, "instruction")
        assert q is not None  # required
        rows.append(
            {
                "question_id": question_hash(q),
                "question": q,
                "model": _text(it.get("generator"), path, where, "generator", numbers=False),
                "answer": _text(it.get("output"), path, where, "output"),
                "category": _text(it.get("dataset"), path, where, "dataset", False, numbers=False),
            }
        )
    return rows


def _mapped_rows(path: Path, records: Iterator[tuple[str, dict[str, Any]]], mapping: dict[str, str]) -> list[dict]:
    """Generic records into answer rows through ``mapping`` (target -> source field)."""
    src = {t: mapping.get(t, t) for t in TARGETS}
    rows = []
    for where, rec in records:
        row: dict[str, Any] = {}
        for t in TARGETS:
            required = t in ("question", "model", "answer") or (t == "question_id" and "question_id" in mapping)
            row[t] = _text(rec.get(src[t]), path, where, src[t], required, numbers=t not in ("model", "category"))
        for t in ("question_id", "model"):  # named by line and field here (fresh pass full64 L2: "row 0" later)
            if isinstance(row[t], str) and not row[t].strip():
                raise InputError(f"{path}: {where}: field {src[t]!r}: empty, expected a {t.replace('_', ' ')}")
        if row["question_id"] is None:
            row["question_id"] = question_hash(row["question"])
        rows.append(row)
    return rows


def _csv_records(path: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    """(``line N``, record) of each non-blank row; N is the 1-based line the row starts on (the header is line
    1; a quoted field may span lines, but a quote left open to the end of the file is an error). An empty field is
    null.

    Raises:
        InputError: unreadable; a header naming a column twice (``line 1``); a row with more or fewer
            fields than the header (its line named): nothing is dropped or padded silently.
    """
    start = 1
    try:
        with path.open(newline="", encoding="utf-8-sig") as f:
            reader = csv.reader(f, strict=True)  # an unclosed quote is an error, not the rest of the file as one field
            header = next(reader, None)
            if header is None:
                return
            seen: set[str] = set()
            for name in header:
                if name in seen:
                    raise InputError(f"{path}: line 1: column {name!r} is named twice in the header")
                seen.add(name)
            start = reader.line_num + 1
            for row in reader:
                line, start = start, reader.line_num + 1
                if not row:  # a blank line
                    continue
                if len(row) != len(header):
                    raise InputError(
                        f"{path}: line {line}: {len(row)} fields, the header has {len(header)} ({', '.join(header)})"
                    )
                yield f"line {line}", {k: (v if v != "" else None) for k, v in zip(header, row, strict=True)}
    except UnicodeDecodeError:
        raise InputError(_not_utf8(path)) from None
    except csv.Error as exc:  # fresh pass full65 M7: every line after an unclosed quote was read as one answer
        raise InputError(f"{path}: line {start}: not CSV ({exc}; a quoted field not closed?)") from None
    except (OSError, UnicodeError) as exc:
        raise InputError(f"{path}: cannot read answers ({one_line(f'{exc.__class__.__name__}: {exc}', 160)})") from None


def _not_utf8(path: Path) -> str:
    """The one line for an answers CSV that is not UTF-8 (Excel's "CSV (Comma delimited)" writes cp1252): its first
    bad byte, line (1-based, the header line 1) and field (fresh pass full63 L3: Python's byte position only)."""
    raw = path.read_bytes()
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        start = raw.rfind(b"\n", 0, exc.start) + 1
        line = raw[:start].count(b"\n") + 1
        header = next(csv.reader([raw.split(b"\n", 1)[0].decode("utf-8", "replace").lstrip("\ufeff")]), [])
        before = raw[start : exc.start].decode("utf-8", "replace")
        column = len(next(csv.reader([before]), [""])) - 1 if before else 0
        field = f", field {header[column]!r}" if 0 <= column < len(header) and line > 1 else ""
        return (
            f"{path}: line {line}{field}: not UTF-8 text (byte 0x{raw[exc.start]:02x}); save it as CSV UTF-8 "
            "(Excel: CSV UTF-8 (Comma delimited))"
        )
    return f"{path}: cannot read answers (not UTF-8 text); save it as CSV UTF-8"


def read_file(
    path: Path,
    fmt: str,
    mapping: dict[str, str],
    arena_questions: dict[str, dict[str, Any]] | None,
) -> pl.DataFrame | None:
    """One non-FastChat, non-Parquet answers file into the answers table (None: ``fmt`` is one of those two)."""
    if fmt == "alpaca_eval":
        rows = read_alpaca_eval(path)
    elif fmt == "arena_hard":
        rows = read_arena_hard(path, arena_questions)
    elif fmt == "csv":
        rows = _mapped_rows(path, _csv_records(path), mapping)
    elif fmt == "jsonl":
        rows = _mapped_rows(path, ((f"line {i}", o) for i, o in jsonl_records(path)), mapping)
    else:
        return None
    schema = {c: pl.String for c in TARGETS}
    return pl.DataFrame([{c: r.get(c) for c in TARGETS} for r in rows], schema=schema)
