"""Every table schema at a boundary of judge-engine, in the order data flows (ARCHITECTURE.md, "Tables at
the boundaries"). Modules import these names; no other module spells a boundary's columns.

- **Pairs (input, one row per pair)**: :data:`PAIR_COLUMNS_REQUIRED` + :data:`PAIR_COLUMNS_OPTIONAL`
  (the user's own names are mapped by ``[input.columns]``); ``human_label`` is one of
  :data:`HUMAN_LABELS`; :data:`TEXT_COLUMNS` may not be null or empty.
- **Row metadata** (one row per input row, valid or flagged): :data:`META_COLUMNS`.
- **Recording** (replay backend input): :data:`RECORDING_COLUMNS`.
- **Judgments** (``OUT/judgments/part-*.parquet``, one row per sample): :data:`JUDGMENT_SCHEMA`.
- **Pair results** (``OUT/pairs.parquet``, one row per input row): :data:`PAIR_RESULT_COLUMNS` first,
  then the carried input columns, ``source_file``, ``source_row``, ``flag``, ``judged_key`` and, after a
  review import, ``review_label``, ``review_conflict``, ``final_verdict``.
- **Review annotations** (``OUT/review_labels.parquet``, one row per annotation): :data:`ANNOTATION_SCHEMA`.
- **Answers** (input of ``judge-engine pairs``): :data:`ANSWER_COLUMNS`.
- **Leaderboard** (``OUT/leaderboard.parquet``): at least :data:`LEADERBOARD_COLUMNS`.
- **Audit writer log** (``AUDIT/writer/<perturbation>.parquet``): :data:`WRITER_LOG_SCHEMA`.
- **Bias suite tables** (``AUDIT/inputs/*.parquet``): :data:`SUITE_COLUMNS`.
"""

from __future__ import annotations

import polars as pl

PAIR_COLUMNS_REQUIRED = ("pair_id", "question", "response_a", "response_b")
"""Columns every pairs shard must hold (``pair_id`` str or int, the texts str)."""

PAIR_COLUMNS_OPTIONAL = (
    "question_id",
    "model_a",
    "model_b",
    "reference",
    "category",
    "human_label",
    "group",
    "variant",
    "rubric",
)
"""Columns a pairs shard may hold (all str); they are carried through to ``pairs.parquet``, except
``rubric`` (prompt text, shown by a template's ``{rubric}``, like ``question``: checked for injection, not
carried)."""

HUMAN_LABELS = ("a", "b", "tie")
"""Valid ``human_label`` values (case and surrounding spaces are normalised on read)."""

TEXT_COLUMNS = ("question", "response_a", "response_b")
"""Text columns that flag a row when null or empty."""

ITEM_COLUMNS_OPTIONAL = ("question_id", "model", "reference", "category", "rubric", "turn")
"""Optional columns of a single-answer shard (``turn`` an integer, the others strings); the unit id is
``item_id`` (read as the engine's ``pair_id``), the texts ``question`` and ``response``, or the
conversation columns."""

CONVERSATION_COLUMNS = ("turns", "responses", "responses_a", "responses_b", "references")
"""Conversation columns (lists of strings, one entry per turn): ``turns`` the user's messages,
``responses`` (single-answer) or ``responses_a`` / ``responses_b`` (pairwise) the assistant's turns,
``references`` the reference answer of each turn. A shard with ``turns`` holds conversations; its row
``turn`` (1-based; null: the last) is the one judged."""

PROTOCOL_META_COLUMNS = ("model", "turn", "template_variant")
"""Per-row metadata of the protocols: the answering ``model`` (single-answer), the judged ``turn``,
and ``template_variant`` (the id of the template of a family that judged the row)."""

META_COLUMNS = (
    "pair_id",
    *(c for c in PAIR_COLUMNS_OPTIONAL if c != "rubric"),
    *PROTOCOL_META_COLUMNS,
    "source_file",
    "source_row",
    "injection_suspect",
    "flag",
)
"""Per-row metadata the judging stage keeps for the final stage (the columns present of these)."""

RECORDING_COLUMNS = ("pair_id", "order", "sample", "text")
"""A replay recording: ``pair_id`` (str or int), ``order`` (ab|ba), ``sample`` (int >= 0), ``text`` (str)."""

JUDGMENT_SCHEMA: dict[str, pl.DataType] = {
    "pair_id": pl.String(),
    "order": pl.String(),
    "sample": pl.Int32(),
    "score_first": pl.Float64(),
    "score_second": pl.Float64(),
    "score_a": pl.Float64(),
    "score_b": pl.Float64(),
    "verdict": pl.String(),
    "parse_status": pl.String(),
    "finish_reason": pl.String(),
    "text": pl.String(),
    "prompt_tokens": pl.Int64(),
    "completion_tokens": pl.Int64(),
    "cached_tokens": pl.Int64(),
    "latency_s": pl.Float64(),
    "input_truncated": pl.Boolean(),
    "p_a": pl.Float64(),
    "p_b": pl.Float64(),
    "p_tie": pl.Float64(),
    "request_key": pl.String(),
}
"""One row per sample: scores as the judge gave them to slots 1 and 2 (``score_first``,
``score_second``) and mapped back to the responses (``score_a``, ``score_b``; null when unparsed),
``verdict`` (a|b|tie|null), ``parse_status`` (``ok`` or the reason), token counts (request-level counts
on the request's first drawn sample only), ``latency_s``, verdict probabilities (``p_a``, ``p_b``,
``p_tie``; null unless ``judge.verdict_probs``) and the ``request_key`` that addresses the sample with
``sample``."""

PAIR_RESULT_COLUMNS = (
    "pair_id",
    "cs_a",
    "cs_b",
    "verdict",
    "p_win",
    "p_tie",
    "p_lose",
    "bpde",
    "conflict",
    "n_samples",
    "n_valid",
    "orders_valid",
    "needs_review",
)
"""The kernels' columns of ``pairs.parquet``, first (see :func:`judge_engine.pipeline.metrics.pair_results`)."""

ANNOTATION_SCHEMA: dict[str, type[pl.DataType]] = {
    "pair_id": pl.String,
    "label": pl.String,
    "annotator": pl.String,
    "source": pl.String,
    "entry": pl.String,
    "judged_key": pl.String,
}
"""A stored review annotation: ``label`` a|b|tie, ``annotator`` (null when the file has none), ``source``
(the file name), ``entry`` (row, or task and annotation, in that file), ``judged_key`` (the pair's
``judged_key`` the label was given on: which texts the annotator saw; null in annotations stored before
it was recorded)."""

ANSWER_COLUMNS = ("question_id", "question", "model", "answer")
"""Required columns of a ranking job's answers (optional: ``reference``, ``category``)."""

LEADERBOARD_COLUMNS = ("model", "rank", "score", "ci_low", "ci_high")
"""Columns a ``leaderboard.parquet`` must hold to be read back (``rank --previous``)."""

WRITER_LOG_SCHEMA: dict[str, type[pl.DataType]] = {
    "pair_id": pl.String,
    "perturbed": pl.String,
    "write_key": pl.String,
    "status": pl.String,
    "text": pl.String,
    "output": pl.String,
    "finish_reason": pl.String,
    "completion_tokens": pl.Int64,
}
"""The audit writer's log: one row per pair and write (``status`` one of
:data:`judge_engine.audit.rewriter.WRITE_STATUSES`)."""

SUITE_COLUMNS = (
    "pair_id",
    "question",
    "response_a",
    "response_b",
    "group",
    "variant",
    "perturbed",
    "category",
    "human_label",
)
"""A bias suite table (all str): ``group`` is the probe, ``variant`` ``"control"`` or the perturbation,
``perturbed`` the perturbed side (a|b, null on controls)."""

PROMPT_TOO_LONG = "prompt_too_long"
"""The ``parse_status`` of a sample whose prompt did not fit the context (set from the backend's
per-request error), the ``flag`` of its pair, and the audit writer's status of such a rewrite."""

API_ERROR = "api_error"
"""The ``parse_status`` of a sample whose request a server backend gave up on after its retries."""

API_REJECTED = "api_rejected"
"""The ``parse_status`` of a sample whose request the server refused (a 4xx other than too-long)."""

MISSING = "missing"
"""The ``parse_status`` of a sample with no completion text at all (the ``replay`` backend's sample its recording does
not hold)."""

RETRY_STATUSES: frozenset[str] = frozenset({API_ERROR, API_REJECTED, MISSING})
"""Parse statuses of samples whose request failed (issue 18, the ``openai`` backend) or that got no completion text
(:data:`MISSING`; since stop 46, fresh pass full61 M1: a replay sample the recording lacked was copied by ``--reuse``
and kept on resume, so completing the recording never judged it): stored as outcomes, never verdicts, but not judged
as far as resuming goes: :meth:`judge_engine.pipeline.store.Store.refresh_done` leaves them out of ``done``, so a
rerun asks for them again, ``--reuse`` does not copy them, and ``read_judgments`` prefers any other row of the same
(request_key, sample)."""

NORMAL_FINISH: frozenset[str] = frozenset({"stop", "eos_token", "stop_sequence", "end_turn"})
"""Finish reasons that mean the model ended its completion itself: OpenAI's and vLLM's ``stop``, and the
names some OpenAI-compatible servers use for it (TGI's ``eos_token`` / ``stop_sequence``, ``end_turn``)."""

UNKNOWN_FINISH = "unknown"
"""The ``finish_reason`` stored for a server choice that gave none (or not a string)."""


def cut_short(finish_reason: str | None) -> bool:
    """Whether a completion that has text may not be whole: any finish reason other than a normal end
    (:data:`NORMAL_FINISH`): ``length`` (hit ``max_tokens``), ``content_filter`` (output cut or omitted),
    ``abort``, ``error``, :data:`UNKNOWN_FINISH`, ... ``None`` (a backend that does not report one:
    replay, a recording) is not. Such a sample parses like ``length``: no verdict, or a verdict that
    ends the text, is ``truncated`` (issue 13, pass-4 F4)."""
    return finish_reason is not None and finish_reason not in NORMAL_FINISH


WITHHELD_FINISH: frozenset[str] = frozenset({"content_filter", "tool_calls", "function_call", "refusal"})
"""Finish reasons after which the text is not the judge's whole answer whatever it holds: the provider
withheld or replaced part of it (``content_filter``), the model stopped to call a tool (``tool_calls``,
the older ``function_call``), or it declined in OpenAI's ``message.refusal`` field (``refusal``, set by
:func:`judge_engine.backends.openai_protocol.parse_chat_response`; fresh pass full69 H1: a refusal text that looked
like score lines was read as a verdict). Such a sample is ``truncated`` even when it ends in a complete verdict
(:func:`parse_finish`; issue 13, fresh pass full54 L4)."""

WITHHELD = "withheld"
"""The finish reason the parser is given for a :data:`WITHHELD_FINISH` sample (:func:`parse_finish`)."""


def parse_finish(finish_reason: str | None) -> str | None:
    """The finish reason the parser reads a sample by: :data:`WITHHELD` for :data:`WITHHELD_FINISH`
    (``truncated`` whatever the text holds), ``"length"`` for any other that is :func:`cut_short` (no
    verdict, or a verdict that ends the text, is ``truncated``), else ``finish_reason`` as it is. The
    stored ``finish_reason`` column keeps the real one."""
    if finish_reason in WITHHELD_FINISH:
        return WITHHELD
    return "length" if cut_short(finish_reason) else finish_reason
