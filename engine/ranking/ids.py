"""Ids built from names: the parts of pair and item ids (``question|model|model``), and question ids from
question texts (for answer formats without ids)."""

from __future__ import annotations

import hashlib


def id_part(value: str) -> str:
    """One component of a pair id: ``\\`` and ``|`` escaped with a backslash, so that the
    ``|``-joined id is unambiguous whatever the question ids and model names hold (models ``a|b``
    and ``c`` on question 1 give ``1|a\\|b|c``; models ``a`` and ``b|c`` give ``1|a|b\\|c``).
    Plain names are unchanged."""
    return value.replace("\\", "\\\\").replace("|", "\\|")


def question_hash(question: str) -> str:
    """A question id from the question's text: ``h`` + the first 12 hex digits of its SHA-256."""
    return "h" + hashlib.sha256(question.encode()).hexdigest()[:12]
