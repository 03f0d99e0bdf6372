"""A tiny judge whose behaviour a test decides: the tiny model's tokenizer and Llama architecture (hidden 128,
2 layers, 2 heads of 64) with weights set by hand instead of drawn at random, so what it generates
depends on the prompt in a known way.

The weights (every other weight zero, every norm weight one):

- embeddings: every token has 1 in dimension 0; the *marker* token also has 1 in dimension 1;
- layer 0 attention: query and key projections zero, so every position attends uniformly to all
  positions up to itself; the value projection copies the normalized dimension 1 into head 0's first
  channel, and the output projection writes it, times ``GAIN``, into dimension 2; so dimension 2 holds
  ``GAIN * 8 * f`` with ``f`` the share of marker tokens among the positions so far (RMSNorm scales a
  marker's embedding (1, 1, 0, ...) by sqrt(128 / 2) = 8);
- the MLPs and layer 1 are zero; the LM head (not tied) gives the end-of-turn token
  ``ALPHA * h[2] - BETA * h[0]`` and the *filler* token ``GAMMA * h[0]`` on the final RMSNorm's output h;
  every other token gets 0.

With ``f`` = 0 (no marker in the prompt) h = (sqrt(128), 0, ...): the filler leads every other token by
2 x 11.3 logits and the end of turn is 11.3 below them, so the model writes the filler until
``max_tokens``. With ``f`` above 1 / (8 GAIN) = 1/16 the end of turn leads: at ``f`` = 0.3 it is 15 logits
above the filler, so the model ends its turn at once. Under a constrained decoding the allowed tokens
other than the filler and the end of turn share logit 0 (uniform), and the end of turn comes once the
grammar allows it.
"""

from __future__ import annotations

from pathlib import Path

GAIN, ALPHA, BETA, GAMMA = 2.0, 2.0, 1.0, 2.0
MARKER_TEXT = " yield"
"""A single token of the tiny vocabulary that repeats as itself and is not in the builtin templates' text."""
FILLER_TEXT = "x"


def build_marker_model(target: Path, tiny_model: Path) -> tuple[Path, int, int]:
    """Write the model folder at ``target`` from the tiny model's tokenizer (idempotent).

    Returns:
        (folder, marker token id, filler token id).
    """
    import torch
    from transformers import AutoTokenizer, LlamaForCausalLM

    from judge_engine.testing import tiny_llama_config

    tok = AutoTokenizer.from_pretrained(str(tiny_model))
    (marker,) = tok.encode(MARKER_TEXT, add_special_tokens=False)
    (filler,) = tok.encode(FILLER_TEXT, add_special_tokens=False)
    if (target / "config.json").is_file():
        return target, marker, filler
    target.mkdir(parents=True, exist_ok=True)
    tok.save_pretrained(str(target))
    config = tiny_llama_config(tok, tie_word_embeddings=False)
    model = LlamaForCausalLM(config)
    with torch.no_grad():
        for name, w in model.named_parameters():
            w.fill_(1.0 if name.endswith("norm.weight") else 0.0)
        emb = model.model.embed_tokens.weight
        emb[:, 0] = 1.0
        emb[marker, 1] = 1.0
        attn = model.model.layers[0].self_attn
        attn.v_proj.weight[0, 1] = 1.0
        attn.o_proj.weight[2, 0] = GAIN
        head = model.lm_head.weight
        head[tok.eos_token_id, 2] = ALPHA
        head[tok.eos_token_id, 0] = -BETA
        head[filler, 0] = GAMMA
    model.to(torch.bfloat16).save_pretrained(str(target), safe_serialization=True)
    return target, marker, filler
