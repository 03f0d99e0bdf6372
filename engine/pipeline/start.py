"""The start of a run, shared by the local and the Ray path: template, manifest, input count, store."""

from __future__ import annotations

import os
import socket
from datetime import datetime, timezone
from typing import Any

import judge_engine
from judge_engine.config import JUDGING_HASH_VERSION, RunConfig, judging_hash_of
from judge_engine.pipeline.plan import judge_identity
from judge_engine.pipeline.templates import Template


def build_manifest(config: RunConfig, template: Template) -> tuple[dict[str, Any], str]:
    """The manifest of a run (what produced its judgments) and the judge identity of its requests.

    ``judging_hash`` (version ``judging_hash_version``, :meth:`RunConfig.judging_hash`),
    ``judging_hash_legacy`` (the same config under the version-1 function, so a folder whose
    summary still carries an old hash is recognised), and ``invocations``: this invocation's
    ``started`` (UTC), ``pid``, ``host`` and ``resources`` (:meth:`RunConfig.resource_settings`);
    :meth:`Store.open` prepends the folder's earlier invocations.
    """
    identity = judge_identity(config.judge.model, config.judge.revision, template, config.sampling,
                              adaptive=config.adaptive)
    manifest = {
        "judging_hash": config.judging_hash(template.text_hash),
        "judging_hash_version": JUDGING_HASH_VERSION,
        "judging_hash_legacy": judging_hash_of(config.to_dict(), template.text_hash, 1),
        "invocations": [{"started": datetime.now(timezone.utc).isoformat(timespec="seconds"), "pid": os.getpid(),
                         "host": socket.gethostname(), "resources": config.resource_settings()}],
        "judge_identity": identity,
        "judge_engine_version": judge_engine.__version__,
        "template": {"id": template.id, "text_hash": template.text_hash},
        "config": config.to_dict(),
        "failed_shards": [],
    }
    return manifest, identity
