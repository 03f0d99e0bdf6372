"""HTML page helpers shared by the run report and the audit report: literal text in matplotlib, PNGs
embedded as base64, cells formatted for tables, and pages written with one-line errors."""

from __future__ import annotations

import base64
import io
from pathlib import Path
from typing import Any

import orjson

from judge_engine.errors import InputError
from judge_engine.files import atomic_write_bytes

STYLE = (
    "body{font-family:sans-serif;max-width:1200px;margin:2em auto} table{border-collapse:collapse}"
    "th,td{border:1px solid #ccc;padding:3px 8px;text-align:left} figure{display:inline-block;margin:1em}"
    "figcaption{font-weight:bold}"
)
"""The audit report's CSS."""


def mpl_text(text: Any) -> str:
    """``text`` as matplotlib draws it literally: ``$`` escaped, so a name like ``$\\x$`` is not
    parsed as mathtext (which draws something else or raises)."""
    return str(text).replace("$", r"\$")


def read_json(path: Path, what: str) -> Any:
    """A JSON file of the folder, or a one-line InputError naming it."""
    try:
        doc = orjson.loads(path.read_bytes())
    except (OSError, orjson.JSONDecodeError) as exc:
        raise InputError(f"{path}: cannot read {what} ({exc.__class__.__name__}: {str(exc)[:200]})") from None
    if not isinstance(doc, dict):
        raise InputError(f"{path}: not {what} (a JSON {type(doc).__name__}, expected an object)")
    return doc


def png(fig: Any) -> str:
    """A matplotlib figure as base64 PNG text (110 dpi, tight box); the figure is closed."""
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110, bbox_inches="tight")
    import matplotlib.pyplot as plt

    plt.close(fig)
    return base64.b64encode(buf.getvalue()).decode()


def fmt(v: Any) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.4g}"
    if isinstance(v, dict):
        return ", ".join(f"{k}: {fmt(x)}" for k, x in v.items())
    return str(v)


def write_page(path: Path, page: str) -> Path:
    """Write the page, creating its folder, atomically (:func:`~judge_engine.files.atomic_write_bytes`: a new file
    renamed over the path, so a hard link there to another file, a run's ``summary.json`` say, is replaced and that
    file left as it was; fresh pass full57 M2); a path that cannot be written is a one-line InputError."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, page.encode("utf-8"))
    except OSError as exc:
        raise InputError(f"{path}: cannot write the report ({exc.__class__.__name__}: {exc.strerror or exc})") from None
    return path
