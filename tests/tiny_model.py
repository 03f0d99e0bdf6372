"""Build a tiny random-weight Llama judge (tokenizer trained locally, ~0.6 M parameters) for CPU tests.

Recipe from shared/VLLM_CPU.md: ByteLevel BPE (vocab 2048) trained on local text with ChatML
special tokens and chat template; LlamaConfig(hidden 128, 2 layers, 2 heads, head_dim 64), bf16.
"""

from __future__ import annotations

import sysconfig
from pathlib import Path

CHAT_TEMPLATE = (
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n{{ message['content'] }}<|im_end|>\n"
    "{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


def _corpus() -> list[str]:
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    texts = []
    for name in ["textwrap.py", "json/decoder.py", "argparse.py", "string.py", "difflib.py"]:
        p = stdlib / name
        if p.is_file():
            texts.append(p.read_text(encoding="utf-8", errors="ignore"))
    texts.append("Score of the Assistant 1: 8\nScore of the Assistant 2: 7\n[[A]] [[B]] [[C]]\n" * 50)
    return texts


def tiny_tokenizer():
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
    tok.train_from_iterator(_corpus(), trainer=trainer)
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tok,
        bos_token="<|im_start|>",
        eos_token="<|im_end|>",
        pad_token="<|endoftext|>",
        unk_token="<|endoftext|>",
    )
    fast.chat_template = CHAT_TEMPLATE
    return fast


def build_tiny_model(target: Path) -> Path:
    """Write a tiny Llama model folder at ``target`` (idempotent); returns it."""
    if (target / "config.json").is_file():
        return target
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    target.mkdir(parents=True, exist_ok=True)
    fast = tiny_tokenizer()
    fast.save_pretrained(str(target))
    torch.manual_seed(0)
    config = LlamaConfig(
        vocab_size=len(fast),
        hidden_size=128,
        intermediate_size=256,
        num_hidden_layers=2,
        num_attention_heads=2,
        num_key_value_heads=2,
        head_dim=64,
        max_position_embeddings=4096,
        bos_token_id=fast.bos_token_id,
        eos_token_id=fast.eos_token_id,
        pad_token_id=fast.pad_token_id,
        tie_word_embeddings=True,
        torch_dtype="bfloat16",
    )
    model = LlamaForCausalLM(config).to(torch.bfloat16)
    model.save_pretrained(str(target), safe_serialization=True)
    return target
