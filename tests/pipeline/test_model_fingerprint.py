"""Issue 13 pass 10 M3: a local ``judge.model`` folder is identified by its contents, not its path alone.

New weights (or tokenizer/config files) at the same path give another judging hash and judge identity, so
a rerun into the folder is refused as "a different judging config" and ``--reuse`` skips the folder; an
unchanged folder keeps resuming. The fingerprint is checked against a hand-built sha256 of the documented
lines; a Hugging Face id hashes as on main (its identity hard-coded from main) and its hub-cache commit is
read from a local ``refs/main`` file.
"""

import hashlib
import json
import os

import polars as pl
import pytest

from judge_engine.backends import model_fingerprint as mf
from judge_engine.config import SamplingConfig, load_config
from judge_engine.pipeline.plan import judge_identity
from judge_engine.pipeline.start import build_manifest
from judge_engine.pipeline.template_sets import load_judge_templates
from judge_engine.pipeline.templates import load_template
from tests.helpers.configs import replay_config
from tests.helpers.replay_runs import pairs_frame, recording, run_cli

MIB = 1 << 20
MAIN_HF_IDENTITY = "0f3529811a664fb6"  # main's judge_identity("org/name", None, faireval-vanilla, SamplingConfig())


def _folder(root, weights: bytes, config: bytes = b'{"a": 1}'):
    root.mkdir(parents=True, exist_ok=True)
    (root / "config.json").write_bytes(config)
    (root / "model.safetensors").write_bytes(weights)
    (root / ".cache").mkdir(exist_ok=True)
    (root / ".cache" / "x.lock").write_bytes(os.urandom(8))  # hidden: not part of the fingerprint
    return root


def test_fingerprint_by_hand(tmp_path):
    w = bytes(range(256)) * (3 * MIB // 256)  # 3 MiB: sampled (first and last MiB)
    d = _folder(tmp_path / "m", w)
    sha = lambda b: hashlib.sha256(b).hexdigest()  # noqa: E731
    config_sha = sha(b'{"a": 1}')
    lines = [
        f"config.json\t8\tf\t{config_sha}",
        f"model.safetensors\t{3 * MIB}\tw\t{sha(w[:MIB] + w[-MIB:])}",
    ]
    want = hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]
    assert mf.model_fingerprint(str(d)) == "folder:" + want
    # a byte in the last MiB changes it; one in the middle MiB is outside the sample (documented cost bound)
    mid = bytearray(w)
    mid[MIB + 5] ^= 1
    (d / "model.safetensors").write_bytes(bytes(mid))
    assert mf.model_fingerprint(str(d)) == "folder:" + want
    last = bytearray(w)
    last[-1] ^= 1
    (d / "model.safetensors").write_bytes(bytes(last))
    assert mf.model_fingerprint(str(d)) != "folder:" + want
    assert mf.model_fingerprint("org/name") is None


def test_hub_commit_from_the_cache_refs(tmp_path, monkeypatch):
    from huggingface_hub import constants

    refs = tmp_path / "models--org--name" / "refs"
    refs.mkdir(parents=True)
    (refs / "main").write_text("a" * 40)
    monkeypatch.setattr(constants, "HF_HUB_CACHE", str(tmp_path))
    assert mf.hub_commit("org/name", None) == "a" * 40
    assert mf.hub_commit("org/name", "b" * 40) == "b" * 40
    assert mf.hub_commit("org/other", None) is None
    t = load_template("faireval-vanilla")
    assert judge_identity("org/name", None, t, SamplingConfig()) == MAIN_HF_IDENTITY


@pytest.mark.parametrize("backend", ["vllm", "reward"])
def test_new_weights_at_the_same_path_change_hash_and_identity(tmp_path, backend):
    d = _folder(tmp_path / "ckpt1", b"w1" * 1000)
    (tmp_path / "latest").symlink_to(d)
    overrides = [f"judge.model={tmp_path / 'latest'}", f"judge.backend={backend}", "sampling.k=1"]
    if backend == "reward":
        overrides.append("judge.template=reward-model")

    def ident():
        cfg = load_config(None, overrides)
        m, identity = build_manifest(cfg, load_judge_templates(cfg.judge.template))
        return m.judging_hash, identity

    first = ident()
    assert ident() == first  # unchanged folder: same hash and identity
    (d / "model.safetensors").write_bytes(b"w2" * 1000)
    second = ident()
    assert second[0] != first[0] and second[1] != first[1]
    (d / "model.safetensors").write_bytes(b"w1" * 1000)
    (d / "tokenizer.json").write_bytes(b"{}")  # a tokenizer file added
    assert ident()[0] not in (first[0], second[0])


def test_resume_reuse_and_refusal_on_the_replay_backend(tmp_path):
    d = _folder(tmp_path / "model", b"w1" * 1000)
    (tmp_path / "in").mkdir()
    pairs_frame(2).write_parquet(tmp_path / "in" / "p.parquet")
    recording(tmp_path / "rec.parquet", ["p0", "p1"])
    cfg = replay_config(
        tmp_path / "c.toml", "rec.parquet", ["in/p.parquet"], sampling={"k": 1}, judge={"model": str(d)}
    )

    def run(out, *args):
        r = run_cli("run", str(cfg), "--out", str(out), "-q", "--json", *args)
        return r.exit_code, (json.loads(r.stdout) if r.exit_code == 0 else r.output)

    rc, s = run(tmp_path / "n1")
    assert rc == 0 and s["samples_written"] == 4
    rc, s = run(tmp_path / "n1")  # unchanged folder: everything resumes
    assert rc == 0 and (s["samples_written"], s["samples_resumed"]) == (0, 4)
    assert json.loads((tmp_path / "n1" / "manifest.json").read_text())["model_fingerprint"].startswith("folder:")
    (d / "model.safetensors").write_bytes(b"w2" * 1000)  # new weights at the same path
    rc, out = run(tmp_path / "n1")
    assert rc == 2 and "judging config" in out
    rc, s = run(tmp_path / "n2", "--reuse", str(tmp_path / "n1"))
    assert rc == 0 and s["samples_written"] == 4 and s["reuse"]["samples"] == 0
    assert "another judging config" in s["reuse"]["sources"][0]["skipped"]
    assert pl.read_parquet(tmp_path / "n2" / "judgments").height == 4
