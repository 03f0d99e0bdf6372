"""The final stage's figures of a server-backed run (issue 18): failed samples, and the summary's ``api``
section (tokens, cost, what this invocation's HTTP requests did)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import polars as pl

from judge_engine.config import RunConfig
from judge_engine.schemas.api import ApiInvocation, ApiSection
from judge_engine.schemas.tables import RETRY_STATUSES


def samples_failed(judgments: pl.DataFrame) -> int:
    """Samples whose request failed (``parse_status`` in :data:`~judge_engine.schemas.tables.RETRY_STATUSES`)."""
    return int(judgments["parse_status"].is_in(list(RETRY_STATUSES)).sum())


def cost(
    prompt_tokens: int, completion_tokens: int, price_prompt: float | None, price_completion: float | None
) -> float | None:
    """tokens / 1e6 x price per million tokens, prompt and completion summed (an unset price counts 0);
    None when neither price is set."""
    if price_prompt is None and price_completion is None:
        return None
    return prompt_tokens / 1e6 * (price_prompt or 0.0) + completion_tokens / 1e6 * (price_completion or 0.0)


def api_section(
    config: RunConfig,
    prompt_tokens: int,
    completion_tokens: int,
    accounting: Mapping[str, Any],
    info: Mapping[str, Any] | None,
) -> ApiSection | None:
    """The summary's ``api`` section, or None for a run that is not server-backed.

    Args:
        config: the run config (``judge.backend``; the prices in ``judge.openai``).
        prompt_tokens, completion_tokens: over the run's stored judgments (every invocation, and batch
            imports): what the judgments cost.
        accounting: the backend's end-of-run figures (``{"api": ApiInvocation as a dict}`` from the
            ``openai`` backend, summed over Ray workers); empty when no backend started.
        info: the backend's ``info()`` as the manifest records it (its ``n_mode``).

    Returns:
        :class:`~judge_engine.schemas.api.ApiSection` when ``judge.backend = "openai"`` or the accounting
        has an ``api`` entry; its ``invocation`` carries its own cost (tokens billed in this
        invocation, retried requests' answers included).
    """
    acc = accounting.get("api")
    if config.judge.backend != "openai" and acc is None:
        return None
    oc = config.judge.openai
    inv = ApiInvocation.from_dict(dict(acc)) if acc else None
    if inv is not None:
        inv.cost = cost(
            inv.prompt_tokens, inv.completion_tokens, oc.price_prompt_per_mtok, oc.price_completion_per_mtok
        )
    return ApiSection(
        prompt_tokens=prompt_tokens,
        completion_tokens=completion_tokens,
        cost=cost(prompt_tokens, completion_tokens, oc.price_prompt_per_mtok, oc.price_completion_per_mtok),
        price_prompt_per_mtok=oc.price_prompt_per_mtok,
        price_completion_per_mtok=oc.price_completion_per_mtok,
        n_mode=(inv.n_mode if inv is not None else None) or (info or {}).get("n_mode"),
        invocation=inv,
    )
