"""Progress of the judging stage (and of the offsetbias job's generation stages): a rich bar on a terminal,
a line on stderr every 10 s otherwise."""

from __future__ import annotations

import sys
import time

ETA_AFTER = 0.1
"""The share of the total done before the log line shows an ETA."""


class Progress:
    """Pairs done / total with pairs/s and ETA: a rich bar on a terminal, log lines otherwise.

    ``label`` / ``unit`` name the stage and what it counts (default ``judging`` / ``pairs``; the
    offsetbias job's generation stages count ``calls``)."""

    def __init__(self, total_pairs: int, quiet: bool, label: str = "judging", unit: str = "pairs") -> None:
        self.label, self.unit = label, unit
        self.total = max(total_pairs, 0)
        self.done = 0.0
        self.tokens = 0
        self.t0 = time.monotonic()
        self.last_log = self.t0
        self._drawn = self.t0
        self.quiet = quiet
        self._bar = None
        if not quiet and sys.stderr.isatty():
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )
            from rich.progress import (
                Progress as RichProgress,
            )

            self._bar = RichProgress(
                TextColumn(label),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn(unit),
                TextColumn("{task.fields[rate]}"),
                TimeElapsedColumn(),
                TextColumn("ETA"),
                TimeRemainingColumn(),
                transient=False,
            )
            self._task = self._bar.add_task(label, total=self.total, rate="")
            self._bar.start()

    def advance(self, pairs: float, tokens: int) -> None:
        """Count ``pairs`` (fractions allowed) and ``tokens`` done. O(1): the bar is redrawn at most every
        0.1 s, a log line written every 10 s (and at the end)."""
        self.done += pairs
        self.tokens += tokens
        now = time.monotonic()
        if self._bar is not None:
            if now - self._drawn >= 0.1 or self.done >= self.total:
                self._drawn = now
                self._bar.update(self._task, completed=int(round(self.done)), rate=self._rate(now))
        elif not self.quiet and (now - self.last_log > 10 or self.done >= self.total):
            self.last_log = now
            print(
                f"judge-engine: {self._verb()} {round(self.done)}/{self.total} {self.unit} "
                f"({self._rate(now)}, {self.eta(now)})",
                file=sys.stderr,
                flush=True,
            )

    def eta(self, now: float) -> str:
        """``ETA <s> s`` from the mean rate since the start; ``ETA --`` until :data:`ETA_AFTER` of the total
        is done (the first results come after the engine started and a whole batch ran: a rate from
        them, e.g. 2 of 80 pairs after 60 s, says hours where minutes are left)."""
        if self.total <= 0 or self.done < ETA_AFTER * self.total:
            return "ETA --"
        dt = max(now - self.t0, 1e-9)
        return f"ETA {(self.total - self.done) / (self.done / dt):.0f} s"

    def _rate(self, now: float) -> str:
        dt = max(now - self.t0, 1e-9)
        return f"{self.done / dt:.2f} {self.unit}/s" + (f" {self.tokens / dt:.0f} tok/s" if self.tokens else "")

    def _verb(self) -> str:
        return "judged" if self.label == "judging" else f"{self.label}:"

    def close(self) -> None:
        if self._bar is not None:
            self._bar.stop()
