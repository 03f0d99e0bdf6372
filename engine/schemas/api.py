"""The summary's sections of a server-backed run (issue 18): ``api`` (:class:`ApiSection`, the ``openai``
backend and batch imports) and ``batch_import`` (:class:`BatchImportSection`), field by field.

Tokens are counts as the server reported them (``usage``); a cost is tokens / 1,000,000 x the configured
price per million tokens, in whatever currency the prices are given.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from judge_engine.schemas.records import Record


@dataclass
class ApiInvocation(Record):
    """What the ``openai`` backend did in one invocation (its ``accounting()["api"]``, summed over Ray
    workers). The backend counts into this record as it goes.

    Attributes:
        http_requests: HTTP requests sent (retries included).
        retries: retries by kind (``http_<status>``, ``timeout``, ``connection``,
            ``malformed_response``, ``mismatched_response``).
        retry_after_waits: waits that followed a server's ``Retry-After``.
        failed_requests: requests given up after the last retry, by the last failure's kind.
        rejected_requests: requests the server refused (a 4xx other than too-long), by status (``HTTP 400``).
        too_long_requests: requests refused as longer than the context.
        prompt_tokens, completion_tokens, cached_tokens: usage summed over every 200 response (retried
            requests' answers included: what was billed).
        logprobs_missing: choices asked for logprobs that came without them.
        n_fallback: 1 when the server returned fewer choices than ``n`` and the backend switched to one
            request per sample (a sum over Ray workers).
        n_mode: how samples were asked for: ``n``, ``one request per sample`` or ``n (not yet needed)``
            (None when Ray workers disagree).
        cost: the tokens billed in this invocation x the prices (None without prices; set by the final stage).
    """

    http_requests: int = 0
    retries: dict[str, int] = field(default_factory=dict)
    retry_after_waits: int = 0
    failed_requests: dict[str, int] = field(default_factory=dict)
    rejected_requests: dict[str, int] = field(default_factory=dict)
    too_long_requests: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0
    logprobs_missing: int = 0
    n_fallback: int = 0
    n_mode: str | None = None
    cost: float | None = None


@dataclass
class ApiSection(Record):
    """``summary.json["api"]`` (backend ``openai``, and after ``batch import``).

    Attributes:
        prompt_tokens, completion_tokens: over the run's stored judgments (every invocation, and batch
            imports): what the judgments cost.
        cost: prices x those tokens (None without prices).
        price_prompt_per_mtok, price_completion_per_mtok: the configured prices per 1,000,000 tokens.
        n_mode: how samples were asked for (this invocation's, else the backend's ``info()``).
        invocation: :class:`ApiInvocation` of this invocation with its own ``cost``; None when no
            request was sent (a fully resumed run, a batch import).
    """

    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float | None = None
    price_prompt_per_mtok: float | None = None
    price_completion_per_mtok: float | None = None
    n_mode: str | None = None
    invocation: ApiInvocation | None = None


@dataclass
class BatchImportSection(Record):
    """``summary.json["batch_import"]`` (only after ``judge-engine batch import``).

    Attributes:
        files: the result files read.
        lines: non-blank lines read; imported_lines: lines whose samples were stored.
        samples_imported: samples stored by this import.
        duplicates: samples already stored, or twice in the files (the first kept).
        malformed: lines that are not JSON, not a batch result, whose sample range does not fit the
            request, or whose body is not a chat completion.
        foreign: lines whose ``custom_id`` is not judge-engine's, whose request is not in this run, or
            whose completion names another model than ``judge.model`` (or none).
        foreign_models: of those, lines per model their completion names (``"(none named)"``: no model).
        errors: result lines with an error (not imported: a rerun or the next export asks again).
        prompt_too_long: lines whose error says the prompt does not fit (stored as such: the pair is flagged).
        samples_short: samples asked for but not among a line's choices.
        samples_missing: samples of the run still missing after the import.
        examples: the first problems, ``file:line: kind: why``.
    """

    files: list[str] = field(default_factory=list)
    lines: int = 0
    imported_lines: int = 0
    samples_imported: int = 0
    duplicates: int = 0
    malformed: int = 0
    foreign: int = 0
    foreign_models: dict[str, int] = field(default_factory=dict)
    errors: int = 0
    prompt_too_long: int = 0
    samples_short: int = 0
    samples_missing: int = 0
    examples: list[str] = field(default_factory=list)
