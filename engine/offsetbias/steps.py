"""One item through the method's steps, evaluated from the outputs stored so far.

:func:`evaluate` walks an item through its method (Park et al. 2024 Sec. 4; prompts in
:mod:`judge_engine.offsetbias.prompts`) using the generations stored for it, and says where it stands:
dropped (with the reason), waiting for the requests of its next stage, or a candidate for the
difficulty filter. Everything follows from the stored outputs, so a rerun after a kill takes the same
path and asks only for what is missing.

Steps, their role and stage (a stage's requests run together, one engine per distinct model):

| step | role | stage | output read as |
|---|---|---|---|
| ``similar`` (off-topic) | generator | 1 | I' (``<instruction>`` tags or the whole text) |
| ``erroneous`` (erroneous) | generator | 1 | R_b (``<response>`` tags or the whole text) |
| ``distinct`` (off-topic) | checker | 2 | ``[[YES]]`` distinct / ``[[NO]]`` |
| ``error_check`` (erroneous) | checker | 2 | ``[[YES]]`` really wrong / ``[[NO]]`` |
| ``weak`` (off-topic, with a weak answerer) | weak | 3 | R_g (the whole text) |
| ``strong`` (off-topic) | strong | 3 | R_b (the whole text) |

Drop reasons: the input row's flag (``invalid_instruction``, ``no_reference``); ``<step>_<status>`` for an
unusable output (status ``missing``, ``prompt_too_long``, ``truncated``, ``empty``; see
:func:`judge_engine.offsetbias.prompts.output_status`); ``similar_unchanged`` (I' is I),
``erroneous_unchanged`` (R_b is the reference), ``<step>_unparsed`` (no checker decision),
``not_distinct``, ``not_wrong`` (the checker's no), ``identical_responses`` (R_g is R_b);
``<step>_failed`` (the call failed, e.g. an API error: nothing stored, set by the job; a rerun asks
again); and after the filter ``filter_unjudged`` and ``too_easy`` (:mod:`judge_engine.offsetbias.filter`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from judge_engine.offsetbias import prompts as P
from judge_engine.pipeline.generation import GenRequest

STAGES = {"similar": 1, "erroneous": 1, "distinct": 2, "error_check": 2, "weak": 3, "strong": 3}
"""The stage of each step."""

STEP_ROLE = {
    "similar": "generator",
    "erroneous": "generator",
    "distinct": "checker",
    "error_check": "checker",
    "weak": "weak",
    "strong": "strong",
}
"""The role that writes each step."""

Output = tuple[str | None, str | None]
"""A stored generation: (text, finish_reason)."""


@dataclass
class ItemState:
    """Where an item stands.

    Attributes:
        fields: the dataset columns known so far (``similar_instruction``, ``chosen``, ``rejected``,
            ``chosen_source``, ``generator_output``, ``checker_output``, ``checker_decision``,
            ``weak_output``, ``strong_output``).
        drop: the drop reason, or None.
        need: the requests of the item's next stage (empty when dropped or a candidate).
        used: step -> the request whose stored output was read (the item's calls so far).
        statuses: step -> the output's status (``ok`` or why it is unusable).
    """

    fields: dict[str, Any] = field(default_factory=dict)
    drop: str | None = None
    need: list[GenRequest] = field(default_factory=list)
    used: dict[str, GenRequest] = field(default_factory=dict)
    statuses: dict[str, str] = field(default_factory=dict)

    @property
    def candidate(self) -> bool:
        """Neither dropped nor waiting: ready for the difficulty filter."""
        return self.drop is None and not self.need


Plan = Callable[[str, str], GenRequest]
"""(step, prompt) -> the item's request for that step (the job binds the item, roles and budgets)."""


def _same(a: str, b: str | None) -> bool:
    return b is not None and " ".join(a.split()).lower() == " ".join(b.split()).lower()


class _Walk:
    """Reads one item's stored outputs step by step."""

    def __init__(self, plan: Plan, lookup: Callable[[str], Output | None]) -> None:
        self.plan, self.lookup = plan, lookup
        self.state = ItemState()

    def read(self, steps: dict[str, str], tag: str | None = None) -> dict[str, str | None] | None:
        """The extracted texts of ``steps`` (step -> prompt), all of one stage; None (with the requests
        added to ``need``) when any is not stored yet, or (with ``drop`` set) when one is unusable."""
        out: dict[str, str | None] = {}
        for step, prompt in steps.items():
            req = self.plan(step, prompt)
            got = self.lookup(req.request_key)
            if got is None:
                self.state.need.append(req)
                continue
            self.state.used[step] = req
            text, finish = got
            value = P.extract_tagged(text, tag) if tag else (text.strip() if text is not None else None)
            status = P.output_status(text, finish, value)
            self.state.statuses[step] = status
            self.state.fields[f"{STEP_ROLE[step]}_output"] = text
            if status != "ok" and self.state.drop is None:
                self.state.drop = f"{step}_{status}"
            out[step] = value
        if self.state.need or self.state.drop:
            return None
        return out

    def decide(self, step: str, prompt: str) -> bool:
        """Whether the checker said yes (else ``drop`` is set or the request is needed)."""
        got = self.read({step: prompt})
        if got is None:
            return False
        decision = P.checker_decision(self.state.fields["checker_output"])
        self.state.fields["checker_decision"] = decision
        if decision != "yes":
            self.state.statuses[step] = "unparsed" if decision == "unparsed" else "ok"
            no = "not_distinct" if step == "distinct" else "not_wrong"
            self.state.drop = no if decision == "no" else f"{step}_unparsed"
            return False
        return True


def _off_topic(w: _Walk, item: dict[str, Any], weak: bool) -> None:
    inst = item["instruction"]
    got = w.read({"similar": P.similar_prompt(inst)}, "instruction")
    if got is None:
        return
    similar = got["similar"]
    assert similar is not None  # an ok output
    w.state.fields["similar_instruction"] = similar
    if _same(inst, similar):
        w.state.drop = "similar_unchanged"
        return
    if not w.decide("distinct", P.distinct_prompt(inst, similar)):
        return
    steps = {"strong": similar} | ({"weak": inst} if weak else {})
    answers = w.read(steps)
    if answers is None:
        return
    chosen = answers["weak"] if weak else item["reference"]
    w.state.fields |= {
        "chosen": chosen,
        "rejected": answers["strong"],
        "chosen_source": "weak" if weak else "reference",
    }
    if _same(answers["strong"] or "", chosen):
        w.state.drop = "identical_responses"


def _erroneous(w: _Walk, item: dict[str, Any]) -> None:
    inst, ref = item["instruction"], item["reference"]
    got = w.read({"erroneous": P.erroneous_prompt(item["fallacy"], inst, ref)}, "response")
    if got is None:
        return
    bad = got["erroneous"]
    assert bad is not None
    w.state.fields |= {"chosen": ref, "rejected": bad, "chosen_source": "reference"}
    if _same(ref, bad):
        w.state.drop = "erroneous_unchanged"
        return
    w.decide("error_check", P.error_check_prompt(inst, ref, bad))


def evaluate(item: dict[str, Any], plan: Plan, lookup: Callable[[str], Output | None], weak: bool) -> ItemState:
    """Walk one item through its method from the stored outputs (module docstring).

    Args:
        item: a row of ``items.parquet`` (``instruction``, ``reference``, ``method``, ``fallacy``, ``flag``).
        plan: makes the item's request of a step.
        lookup: request key -> its stored output, or None when not generated yet.
        weak: the off-topic good response comes from the weak answerer (else the reference).
    """
    w = _Walk(plan, lookup)
    if item["flag"] is not None:
        w.state.drop = item["flag"]
    elif item["method"] == "off_topic":
        _off_topic(w, item, weak)
    else:
        _erroneous(w, item)
    if w.state.drop is not None:
        w.state.need = []
    return w.state
