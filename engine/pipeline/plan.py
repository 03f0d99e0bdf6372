"""Expand pairs into judge requests and order them so shared prefixes are adjacent.

Each valid pair becomes one request per presentation order (``ab``: response_a in slot 1;
``ba``: swapped), each asking for ``n = k`` samples of one prompt (Balanced Position Calibration
x Multiple Evidence Calibration, Wang et al. 2024 Sec. 3.1-3.2).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

import orjson
import polars as pl

from judge_engine.config import SamplingConfig
from judge_engine.pipeline.templates import Template


@dataclass(frozen=True)
class Request:
    """One prompt to the judge, sampled ``n`` times.

    Attributes:
        request_key: 32-hex key; sample ``i`` of this request is addressed as (request_key, i).
        pair_id: the pair it judges.
        order: ``"ab"`` (response_a shown first) or ``"ba"`` (response_b shown first).
        n: samples ``0..n-1`` make the request (k, or the k of the round in adaptive mode).
        start: the first sample index to draw now (0 <= start < n): the backend returns samples
            ``start..n-1`` only, the earlier ones already exist (an adaptive round's extra samples,
            or a resumed request). Sample ``i`` is the same draw whatever ``start`` is when the
            backend can seed per sample (replay; vLLM with per-request seeds).
        messages: chat messages (system, user).
        fields: (question, first, second, reference) as rendered, so a backend can re-render the
            prompt with shortened responses (``judge.too_long = "truncate"``).
    """

    request_key: str
    pair_id: str
    order: str
    n: int
    messages: tuple[tuple[str, str], ...]
    fields: tuple[str, str, str, str | None] = ("", "", "", None)
    start: int = 0

    @property
    def n_new(self) -> int:
        """Samples to draw now: ``n - start``."""
        return self.n - self.start

    @property
    def sort_key(self) -> str:
        """Rendered prompt text; sorting by it walks the prompt trie depth-first."""
        return "\x00".join(content for _, content in self.messages)

    def chat(self) -> list[dict[str, str]]:
        """Messages as the list of dicts chat templates expect."""
        return [{"role": r, "content": c} for r, c in self.messages]


def judge_identity(
    model: str, revision: str | None, template: Template, sampling: SamplingConfig, adaptive: bool = False
) -> str:
    """Hash (16 hex) of what every request of a run shares: model, revision, template, sampling.

    With ``adaptive`` the sample count is left out (``"k": "adaptive"``): an adaptive round's extra
    samples of a prompt are samples ``k_prev..k_new-1`` of the same request key, so a round, or a
    rerun that resumes mid-round, asks only for the sample indices that are missing. (The
    adaptive policy itself is part of the run's judging hash, :meth:`RunConfig.judging_hash`.)
    """
    payload = orjson.dumps(
        {
            "model": model,
            "revision": revision,
            "template": template.text_hash,
            "k": "adaptive" if adaptive else sampling.k,
            "temperature": sampling.temperature,
            "top_p": sampling.top_p,
            "max_tokens": sampling.max_tokens,
            "seed": sampling.seed,
        },
        option=orjson.OPT_SORT_KEYS,
    )
    return hashlib.sha256(payload).hexdigest()[:16]


def request_key(
    identity: str, pair_id: str, question: str, response_a: str, response_b: str, reference: str | None, order: str
) -> str:
    """``request_key`` = sha256(judge identity, pair id and content, order), 32 hex.

    The pair id is part of the content hash so two pairs with equal texts are still judged and
    stored separately (exactly one judgment per pair, order and sample).
    """
    h = hashlib.sha256()
    for part in (identity, pair_id, question, response_a, response_b, reference or "", order):
        h.update(part.encode("utf-8", "surrogatepass"))
        h.update(b"\x1f")
    return h.hexdigest()[:32]


def plan_requests(
    pairs: pl.DataFrame, template: Template, sampling: SamplingConfig, identity: str, n: int | None = None
) -> list[Request]:
    """Requests for every valid pair (``flag`` null) in ``pairs``.

    Args:
        pairs: a validated shard (see :class:`judge_engine.pipeline.inputs.Shard`).
        template: renders the prompts.
        sampling: orders and k.
        identity: :func:`judge_identity` of the run.
        n: samples per request (``None``: ``sampling.k``); an adaptive round passes its k.

    Returns:
        Requests in input order, ``ab`` before ``ba`` for each pair.
    """
    valid = pairs.filter(pl.col("flag").is_null())
    has_ref = "reference" in valid.columns
    cols = ["pair_id", "question", "response_a", "response_b"] + (["reference"] if has_ref else [])
    out: list[Request] = []
    for row in valid.select(cols).iter_rows():
        pid, q, a, b = row[:4]
        ref = row[4] if has_ref else None
        for order in sampling.order_list:
            first, second = (a, b) if order == "ab" else (b, a)
            msgs = template.render(q, first, second, ref)
            out.append(
                Request(
                    request_key=request_key(identity, pid, q, a, b, ref, order),
                    pair_id=pid,
                    order=order,
                    n=sampling.k if n is None else n,
                    messages=tuple((m["role"], m["content"]) for m in msgs),
                    fields=(q, first, second, ref),
                )
            )
    return out


def order_for_prefix_sharing(requests: list[Request]) -> list[Request]:
    """Sort requests by rendered prompt so prompts with shared prefixes run next to each other.

    Sorting strings lexicographically is a depth-first walk of their trie, so every shared prefix
    (system prompt, rubric, question, first response) is contiguous and vLLM's automatic prefix
    cache computes it once per window.
    """
    return sorted(requests, key=lambda r: r.sort_key)
