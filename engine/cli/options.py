"""What every command shares: one-line errors, the rate type, and the options several commands take."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import click

from judge_engine import envs
from judge_engine.errors import JudgeEngineError

F = TypeVar("F", bound=Callable[..., Any])


class UserError(click.ClickException):
    """A user mistake: ``Error: <message>`` on one line, exit code 2 (STYLE.md 12)."""

    exit_code = 2


def errors_as_one_line(fn: F) -> F:
    """Turn a :class:`~judge_engine.errors.JudgeEngineError` into :class:`UserError` (no traceback), its
    message on one line (line breaks in a message, e.g. from a library's error text, become spaces); so is an
    ``OSError`` for a path name the filesystem refuses as too long (``ENAMETOOLONG``, a component over 255 bytes: fresh
    pass full57 L1), naming the path, and one for a full disk, a quota or a read-only file system (``ENOSPC``,
    ``EDQUOT``, ``EROFS``: fresh pass full81 M2), naming the file when the error does."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except JudgeEngineError as exc:
            raise UserError(" ".join(str(exc).split())) from None
        except OSError as exc:
            import errno

            if exc.errno in (errno.ENOSPC, errno.EDQUOT, errno.EROFS):  # fresh pass full81 M2: a traceback
                where = f"{exc.filename}: " if exc.filename else ""
                raise UserError(
                    f"{where}{exc.strerror}: free space (or make the folder writable) and rerun the same command; "
                    "a run resumes from the judgments it stored"
                ) from None
            if exc.errno != errno.ENAMETOOLONG:
                raise
            where = str(exc.filename)[:80] + ("..." if len(str(exc.filename)) > 80 else "")
            raise UserError(
                f"{where}: the path name is too long for the filesystem (a folder or file name over 255 bytes)"
            ) from None

    return wrapper  # type: ignore[return-value]


class Rate(click.ParamType):
    """A share in [0, 1]; NaN is refused (``click.FloatRange`` lets it through, and a NaN maximum
    would switch the gate off)."""

    name = "rate"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> float:
        x = click.FLOAT.convert(value, param, ctx)
        if not 0 <= x <= 1:  # False for NaN
            self.fail(f"{value!r} is not a rate in [0, 1].", param, ctx)
        return float(x)


RATE = Rate()


class Int64(click.ParamType):
    """An integer option in ``min`` .. ``max`` (default 2**63-1: 64-bit signed, the config loader's range:
    :data:`judge_engine.config.loader.INT_MAX`). Out of range is a one-line ``Error:`` naming the option,
    exit 2 (issue 13 pass 18b L1: a seed or limit past 64 bits was a traceback, after rank had written)."""

    name = "integer"

    def __init__(self, min: int | None = None, max: int | None = None) -> None:
        from judge_engine.config.loader import INT_MAX, INT_MIN

        self.min = INT_MIN if min is None else min
        self.max = INT_MAX if max is None else max  # a smaller bound: --bootstrap (fresh pass full71 L3)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        x = click.INT.convert(value, param, ctx)
        if not self.min <= x <= self.max:
            name = param.opts[0] if param is not None and param.opts else "the value"
            lo = "-2**63" if self.min < -(2**62) else str(self.min)
            hi = "2**63-1" if self.max > 2**62 else f"{self.max:,}"
            raise UserError(f"{name} {x} is out of range: it must lie in {lo} .. {hi}")
        return int(x)


def bootstrap_type() -> Int64:
    """``--bootstrap``'s type: 0 .. :data:`~judge_engine.config.loader.MAX_BOOTSTRAP` resamples (fresh pass full71
    L3)."""
    from judge_engine.config.loader import MAX_BOOTSTRAP

    return Int64(0, MAX_BOOTSTRAP)


def set_option(example: str) -> Callable[[F], F]:
    """``--set SECTION.KEY=VALUE`` (repeatable) into the ``overrides`` argument."""
    return click.option(
        "--set",
        "overrides",
        multiple=True,
        metavar="SECTION.KEY=VALUE",
        help=f"Override a config value, e.g. --set {example} (repeatable).",
    )


DEFAULT_MAX_PARSE_FAILURE_RATE = 0.2
"""The default nightly gate of ``run`` and ``grade``: a run with more than one sample in five unparsed exits 3
(issue 16: a judge that cannot follow its template must not pass; issue 13 pass 4 F7: ``grade`` too)."""


def parse_failure_gate_option() -> Callable[[F], F]:
    """``--max-parse-failure-rate RATE`` (default :data:`DEFAULT_MAX_PARSE_FAILURE_RATE`)."""
    return click.option(
        "--max-parse-failure-rate",
        type=RATE,
        default=DEFAULT_MAX_PARSE_FAILURE_RATE,
        show_default=True,
        metavar="RATE",
        help="Exit 3 (after writing everything) when the share of unparsed samples exceeds RATE (1 switches "
        "the gate off; a run with no parsed sample fails it whatever RATE).",
    )


def overwrite_option(what: str = "Replace judgments made with a different judging config.") -> Callable[[F], F]:
    """``--overwrite`` (a flag)."""
    return click.option("--overwrite", is_flag=True, help=what)


def quiet_option() -> Callable[[F], F]:
    """``-q/--quiet`` (a flag; also ``JUDGE_ENGINE_QUIET``)."""
    return click.option("-q", "--quiet", is_flag=True, envvar=envs.QUIET, help="No progress output.")


def json_option(document: str, instead: str) -> Callable[[F], F]:
    """``--json``: print ``document`` (e.g. summary.json) instead of the terminal ``instead``."""
    return click.option("--json", "as_json", is_flag=True, help=f"Print {document} instead of {instead}.")


def print_json(doc: Any) -> None:
    """``doc`` (a typed output's dict, or any JSON value) as indented JSON on stdout."""
    import orjson

    click.echo(orjson.dumps(doc, option=orjson.OPT_INDENT_2 | orjson.OPT_SERIALIZE_NUMPY).decode())


def note(message: str) -> None:
    """A line on stderr (notes and warnings, shown even with ``-q`` / ``--json``)."""
    click.echo(message, err=True)
