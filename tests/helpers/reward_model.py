"""A tiny reward model whose score a test decides: the tiny model's tokenizer and Llama architecture (hidden 128,
2 layers, 2 heads of 64) as a ``LlamaForSequenceClassification`` with one label, weights set by hand so the
reward is a known function of the response's last token.

The weights (every other weight zero, every norm weight one):

- embeddings: every token has 1 in dimension 0; the token ``!`` also has +1 in dimension 1, the token ``"``
  has -1 there;
- both decoder layers are zero (attention and MLP add nothing), so the final hidden state at a position is
  RMSNorm of that token's embedding: (1, v, 0, ...) / sqrt((1 + v^2) / 128), i.e. ``8 * v`` in dimension 1
  for v = +-1 (sqrt(128 / 2) = 8) and 0 for every other token;
- the score head reads dimension 1 times :data:`HEAD`.

The chat template is ChatML without the last turn's end (``...<|im_start|>assistant\\n{response}``), so the
sequence ends on the response's own last token, where the pooler reads: the reward is ``+8 * HEAD`` = +4 for
a response whose last token is ``!``, -4 for one ending on the token ``"``, and 0 for any other ending
(RMSNorm's epsilon moves the +-4 by under 0.01; the 0 is exact).
"""

from __future__ import annotations

from pathlib import Path

HEAD = 0.5
GOOD_TEXT, BAD_TEXT = "!", '"'
REWARD = {GOOD_TEXT: 8 * HEAD, BAD_TEXT: -8 * HEAD}
"""The reward by the response's last token (any other last token: 0)."""

CHAT_TEMPLATE = (
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n{{ message['content'] }}"
    "{% if not loop.last %}<|im_end|>\n{% endif %}{% endfor %}"
)
"""ChatML with the last message left open: the conversation ends on the response's last token."""


def build_last_token_reward_model(target: Path, tiny_model: Path) -> Path:
    """Write the reward model folder at ``target`` from the tiny model's tokenizer (idempotent); returns it."""
    if (target / "config.json").is_file():
        return target
    import torch
    from transformers import AutoTokenizer, LlamaForSequenceClassification

    from judge_engine.testing import tiny_llama_config

    tok = AutoTokenizer.from_pretrained(str(tiny_model))
    (good,) = tok.encode(GOOD_TEXT, add_special_tokens=False)
    (bad,) = tok.encode(BAD_TEXT, add_special_tokens=False)
    target.mkdir(parents=True, exist_ok=True)
    tok.chat_template = CHAT_TEMPLATE
    tok.save_pretrained(str(target))
    model = LlamaForSequenceClassification(tiny_llama_config(tok, num_labels=1))
    with torch.no_grad():
        for name, w in model.named_parameters():
            w.fill_(1.0 if name.endswith("norm.weight") else 0.0)
        emb = model.model.embed_tokens.weight
        emb[:, 0] = 1.0
        emb[good, 1] = 1.0
        emb[bad, 1] = -1.0
        model.score.weight[0, 1] = HEAD
    model.to(torch.bfloat16).save_pretrained(str(target), safe_serialization=True)
    return target
