"""Chat tokenizers of other families, built locally from the tiny model's corpus (no hub): Llama-3-style
and Mistral-style, for the prompt-safety tests."""

from __future__ import annotations


def llama3_like():
    """A Llama-3-style tokenizer (ByteLevel BPE, <|eot_id|> turns, trimmed contents) built locally."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    from judge_engine.testing import tiny_corpus as _corpus

    specials = [
        "<|begin_of_text|>",
        "<|end_of_text|>",
        "<|start_header_id|>",
        "<|end_header_id|>",
        "<|eot_id|>",
        "<|reserved_special_token_0|>",
    ]
    t = Tokenizer(models.BPE(unk_token=None))
    t.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    t.decoder = decoders.ByteLevel()
    t.train_from_iterator(
        _corpus(),
        trainers.BpeTrainer(
            vocab_size=1024, special_tokens=specials, initial_alphabet=pre_tokenizers.ByteLevel.alphabet()
        ),
    )
    fast = PreTrainedTokenizerFast(tokenizer_object=t, bos_token="<|begin_of_text|>", eos_token="<|eot_id|>")
    fast.add_tokens(["<tool_call>", "    "])  # added tokens that are not special (a tag, a space run)
    fast.chat_template = (
        "{{ bos_token }}{% for m in messages %}<|start_header_id|>{{ m['role'] }}<|end_header_id|>\n\n"
        "{{ m['content'] | trim }}<|eot_id|>{% endfor %}"
        "{% if add_generation_prompt %}<|start_header_id|>assistant<|end_header_id|>\n\n{% endif %}"
    )
    return fast


def mistral_like(normalizer=None):
    """A Mistral-style tokenizer (Metaspace pre-tokenizer, <s> [INST] ... [/INST]) built locally.
    With ``normalizer``, the control tokens are matched on normalized text."""
    from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    from judge_engine.testing import tiny_corpus as _corpus

    t = Tokenizer(models.BPE(unk_token="<unk>"))
    t.pre_tokenizer = pre_tokenizers.Metaspace(replacement="\u2581", prepend_scheme="first")
    t.decoder = decoders.Metaspace(replacement="\u2581", prepend_scheme="first")
    if normalizer is not None:
        t.normalizer = normalizer
    specials = [
        AddedToken(s, special=True, normalized=normalizer is not None)
        for s in ("<unk>", "<s>", "</s>", "[INST]", "[/INST]")
    ]
    t.train_from_iterator(
        _corpus() + ["\u2060\u200b" * 3], trainers.BpeTrainer(vocab_size=1024, special_tokens=specials)
    )
    fast = PreTrainedTokenizerFast(tokenizer_object=t, bos_token="<s>", eos_token="</s>", unk_token="<unk>")
    fast.chat_template = (
        "{{ bos_token }}{% for m in messages %}{% if m['role'] == 'system' %}{% set ns = m['content'] %}"
        "{% elif m['role'] == 'user' %}[INST] {{ m['content'] }} [/INST]{% else %}{{ m['content'] }}{{ eos_token }}"
        "{% endif %}{% endfor %}"
    )
    return fast
