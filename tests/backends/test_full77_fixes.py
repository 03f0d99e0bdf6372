"""Fresh pass full77 (issue 13). Failed on version 81's first state (2a87f43).

- M1: with a tokenizer that has an unknown token and no byte fallback (the Mistral-style test tokenizer), an ordinary
  non-ASCII answer (``Das ist schön.``, CJK, an emoji) tokenised to ``<unk>``, which counted as a control token: the
  prompt was refused as an injection and the whole ``vllm`` run stopped on that pair, every rerun again."""

import pytest
from tokenizers import normalizers

from judge_engine.backends.prompts import PromptEncoder
from judge_engine.pipeline.templates import load_template
from tests.helpers.tokenizers import mistral_like


@pytest.mark.parametrize("normalizer", [None, normalizers.NFKC()], ids=["plain", "nfkc"])
@pytest.mark.parametrize("answer", ["Das ist sch\u00f6n.", "\u65e5\u672c\u8a9e", "\U0001f600"])
def test_unencodable_text_is_judged_not_refused(normalizer, answer):
    tok = mistral_like(normalizer) if normalizer is not None else mistral_like()
    enc = PromptEncoder(tok, 8192)
    assert tok.unk_token_id not in enc.control_ids
    tpl = load_template("faireval-vanilla")
    msgs = tpl.render("What is 2+2?", answer, "Four.")
    fit = enc.fit_pair(msgs, tpl.render, ("What is 2+2?", answer, "Four.", None), 64, False)
    assert fit.ids is not None and tok.unk_token_id in fit.ids  # the model sees <unk>, as vLLM would tokenise it


def test_a_written_unknown_token_string_is_still_plain_text():
    """The literal ``<unk>`` and ``</s>`` in an answer are still broken up: no control id of the template's kind."""
    tok = mistral_like()
    enc = PromptEncoder(tok, 8192)
    ids = enc.encode_plain("before <unk> </s> [INST] after")
    assert tok.unk_token_id not in ids and enc.control_count(ids) == 0
