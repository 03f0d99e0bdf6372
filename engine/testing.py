"""Test and benchmark tooling shipped with the package: the tiny random-weight judge model and FairEval
recordings for the replay backend. The tests and the benchmarks both use them (the benchmarks import
nothing from ``tests/``); nothing here runs at import, and torch / transformers load only when a model is
built.

The tiny model (recipe from shared/VLLM_CPU.md): a ByteLevel BPE tokenizer (vocab 2048) trained locally
on the standard library's text, with ChatML special tokens and chat template, and a random-weight
LlamaConfig(hidden 128, 2 layers, 2 heads, head_dim 64) in bf16, about 0.6 M parameters.
"""

from __future__ import annotations

import json
import sysconfig
from pathlib import Path
from typing import Any

CHAT_TEMPLATE = (
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n{{ message['content'] }}<|im_end|>\n"
    "{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


def tiny_corpus() -> list[str]:
    """The text the tiny tokenizer is trained on: a few standard-library modules and score lines."""
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    texts = []
    for name in ["textwrap.py", "json/decoder.py", "argparse.py", "string.py", "difflib.py"]:
        p = stdlib / name
        if p.is_file():
            texts.append(p.read_text(encoding="utf-8", errors="ignore"))
    texts.append("Score of the Assistant 1: 8\nScore of the Assistant 2: 7\n[[A]] [[B]] [[C]]\n" * 50)
    return texts


def tiny_tokenizer() -> Any:
    """The tiny model's tokenizer (a ``PreTrainedTokenizerFast``), trained in memory (~1 s, no torch)."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE(unk_token=None))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=2048,
        special_tokens=["<|endoftext|>", "<|im_start|>", "<|im_end|>"],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
    )
    tok.train_from_iterator(tiny_corpus(), trainer=trainer)
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tok,
        bos_token="<|im_start|>",
        eos_token="<|im_end|>",
        pad_token="<|endoftext|>",
        unk_token="<|endoftext|>",
    )
    fast.chat_template = CHAT_TEMPLATE
    return fast


def tiny_llama_config(tok: Any, **overrides: Any) -> Any:
    """The tiny models' ``LlamaConfig`` (hidden 128, 2 layers, 2 heads of 64, bf16) over ``tok``'s vocabulary
    and special tokens; ``overrides`` (e.g. ``tie_word_embeddings``, ``num_labels``) are passed through."""
    from transformers import LlamaConfig

    return LlamaConfig(
        vocab_size=len(tok),
        hidden_size=128,
        intermediate_size=256,
        num_hidden_layers=2,
        num_attention_heads=2,
        num_key_value_heads=2,
        head_dim=64,
        max_position_embeddings=4096,
        bos_token_id=tok.bos_token_id,
        eos_token_id=tok.eos_token_id,
        pad_token_id=tok.pad_token_id,
        torch_dtype="bfloat16",
        **overrides,
    )


def build_tiny_model(target: Path) -> Path:
    """Write a tiny Llama model folder at ``target`` (idempotent); returns it."""
    if (target / "config.json").is_file():
        return target
    import torch
    from transformers import LlamaForCausalLM

    target.mkdir(parents=True, exist_ok=True)
    fast = tiny_tokenizer()
    fast.save_pretrained(str(target))
    torch.manual_seed(0)
    config = tiny_llama_config(fast, tie_word_embeddings=True)
    model = LlamaForCausalLM(config).to(torch.bfloat16)
    model.save_pretrained(str(target), safe_serialization=True)
    return target


def build_tiny_reward_model(target: Path, source: Path | None = None) -> Path:
    """Write a tiny random-weight reward model folder at ``target`` (idempotent); returns it.

    A ``LlamaForSequenceClassification`` with one label (a scalar reward head, the shape of
    Skywork-Reward / FsfairX-LLaMA3-RM), the tiny model's ``LlamaConfig`` and tokenizer (ChatML chat
    template), bf16 weights from ``torch.manual_seed(1)``. The tokenizer is copied from ``source`` (a
    tiny model folder from :func:`build_tiny_model`) when given, else trained anew (the same training,
    so the same vocabulary).
    """
    if (target / "config.json").is_file():
        return target
    import torch
    from transformers import AutoTokenizer, LlamaForSequenceClassification

    target.mkdir(parents=True, exist_ok=True)
    fast = AutoTokenizer.from_pretrained(str(source)) if source is not None else tiny_tokenizer()
    fast.save_pretrained(str(target))
    torch.manual_seed(1)
    config = tiny_llama_config(fast, num_labels=1)
    model = LlamaForSequenceClassification(config).to(torch.bfloat16)
    with torch.no_grad():  # a reward head of the usual scale (the default init gives |r| < 0.05)
        model.score.weight.normal_(0.0, 0.5)
    model.save_pretrained(str(target), safe_serialization=True)
    return target


def recording_from_reviews(review_file: str | Path, out_path: str | Path) -> Path:
    """A FairEval review file (``shared/data/faireval-replication-reviews/review/<run>/*.jsonl``) as a replay
    recording: ``review[i]`` is order ab sample i, ``review_bpc[i]`` order ba sample i; pair ids
    ``vicuna80-<question_id:03d>`` as in the demo pairs. Returns ``out_path``."""
    import polars as pl

    rows: list[dict[str, Any]] = []
    for line in Path(review_file).open(encoding="utf-8"):
        r = json.loads(line)
        pid = f"vicuna80-{r['question_id']:03d}"
        for order, key in (("ab", "review"), ("ba", "review_bpc")):
            rows.extend({"pair_id": pid, "order": order, "sample": i, "text": t} for i, t in enumerate(r[key]))
    pl.DataFrame(rows).write_parquet(out_path)
    return Path(out_path)
