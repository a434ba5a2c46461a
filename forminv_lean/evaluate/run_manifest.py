"""``run.manifest.json``: what a run asked, of whom, how, and what came back.

Written beside ``responses.jsonl`` (``output.write_outputs``) and read back to check that
file (``output.verify_responses``). It records the dataset by hash (file and the exact
items asked, after any selection), each model as its provider describes it (public URL
and key *variable*, never a key), the protocol, per-model counts, tokens and cost, and
how the run went (requests, retries, cache hits, elapsed time).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from forminv_lean import __version__
from forminv_lean.evaluate.config import EvalConfig
from forminv_lean.evaluate.output import RESPONSES_FILE
from forminv_lean.evaluate.providers.base import ChatProvider, Provider
from forminv_lean.jsonl import sha256_file
from forminv_lean.records import Item


@dataclass(frozen=True)
class RunFacts:
    """How a finished run went, beyond its responses."""

    requests: int
    retries: int
    cache_hits: int
    resumed: int
    cache: Path | None
    elapsed_s: float


def items_sha256(items: Sequence[Item]) -> str:
    """Identifies the exact items asked (after any selection), whatever file they came from."""
    h = hashlib.sha256()
    for i in items:
        h.update(i.model_dump_json().encode("utf-8") + b"\n")
    return h.hexdigest()


def build_manifest(*, responses_sha256: str, n_records: int, dataset: Mapping[str, Any],
                   models: Sequence[Mapping[str, Any]], protocol: Mapping[str, Any],
                   summary: Mapping[str, Mapping[str, Any]], run: Mapping[str, Any]) -> dict[str, Any]:
    """The manifest's fixed layout around its parts (counts, tokens and cost from the
    per-model ``summary`` of ``output.summarize``)."""
    costs = [s["cost_usd"] for s in summary.values() if s["cost_usd"] is not None]
    return {
        "kind": "responses",
        "path": RESPONSES_FILE,
        "sha256": responses_sha256,
        "n_records": n_records,
        "tool_version": __version__,
        "dataset": dict(dataset),
        "models": list(models),
        "protocol": dict(protocol),
        "counts": {m: {k: s[k] for k in ("responses", "answered", "null_verdicts", "errors",
                                          "cache_hits")} for m, s in summary.items()},
        "tokens": {m: {"input": s["input_tokens"], "output": s["output_tokens"]}
                   for m, s in summary.items()},
        "cost_usd": {**{m: s["cost_usd"] for m, s in summary.items()},
                     "total": round(sum(costs), 6) if costs else None},
        "run": dict(run),
    }


def run_manifest(responses_sha256: str, *, n_records: int, items: Sequence[Item],
                 providers: Sequence[Provider], config: EvalConfig,
                 summary: Mapping[str, Mapping[str, Any]], facts: RunFacts,
                 dataset_path: str | Path | None = None,
                 selection: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The manifest of one run of ``evaluate``."""
    chat = [p for p in providers if isinstance(p, ChatProvider)]
    return build_manifest(
        responses_sha256=responses_sha256, n_records=n_records,
        dataset={"path": str(dataset_path) if dataset_path else None,
                 "sha256": sha256_file(dataset_path) if dataset_path else None,
                 "items_sha256": items_sha256(items), "n_items": len(items),
                 "selection": dict(selection or {})},
        models=[p.describe(config.max_tokens_for(p)) if isinstance(p, ChatProvider)
                else p.describe() for p in providers],
        protocol={"system_prompt": config.system_prompt, "user_prompt": "question as is",
                  "temperature": config.temperature, "samples": config.samples,
                  "max_tokens": {p.label: config.max_tokens_for(p) for p in chat},
                  "max_tokens_override": config.max_tokens},
        summary=summary,
        run={"requests": facts.requests, "retries": facts.retries,
             "cache_hits": facts.cache_hits, "resumed": facts.resumed,
             "cache": str(facts.cache) if facts.cache is not None else None,
             "refresh": config.refresh, "concurrency": config.concurrency,
             "workers": config.workers,
             "timeout_s": config.timeout, "elapsed_s": round(facts.elapsed_s, 3)})


__all__ = ["RunFacts", "build_manifest", "items_sha256", "run_manifest"]
