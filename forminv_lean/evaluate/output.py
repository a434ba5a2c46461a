"""The run's files: ``responses.jsonl`` and ``run.manifest.json``, both written atomically.

Responses are sorted by (model, item_id, sample) so a fully cached rerun writes the very
same bytes. The manifest says what was asked (models, dataset hash, protocol) and what came
back (counts, tokens, cost per model); nothing is written if the run stops early, and the
cache keeps every completed answer for the rerun.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from forminv_lean import __version__
from forminv_lean.jsonl import write_jsonl, write_text_atomic
from forminv_lean.manifest import dumps_pretty
from forminv_lean.records import Response
from forminv_lean.signals import deferred

RESPONSES_FILE = "responses.jsonl"
MANIFEST_FILE = "run.manifest.json"


def sort_responses(responses: Iterable[Response]) -> list[Response]:
    return sorted(responses, key=lambda r: (r.model, r.item_id, r.sample))


def summarize(responses: Sequence[Response], models: Sequence[str],
              cache_hits: Mapping[str, int]) -> dict[str, dict[str, Any]]:
    """Per model: answered / no verdict / errors, cache hits, token and cost totals."""
    out: dict[str, dict[str, Any]] = {
        m: {"responses": 0, "answered": 0, "null_verdicts": 0, "errors": 0,
            "cache_hits": cache_hits.get(m, 0), "input_tokens": 0, "output_tokens": 0,
            "cost_usd": None}
        for m in models
    }
    for r in responses:
        s = out[r.model]
        s["responses"] += 1
        if r.error is not None:
            s["errors"] += 1
        elif r.verdict is None:
            s["null_verdicts"] += 1
        else:
            s["answered"] += 1
        s["input_tokens"] += r.input_tokens or 0
        s["output_tokens"] += r.output_tokens or 0
        if r.cost_usd is not None:
            s["cost_usd"] = (s["cost_usd"] or 0.0) + r.cost_usd
    for s in out.values():
        if s["cost_usd"] is not None:
            s["cost_usd"] = round(s["cost_usd"], 6)
    return out


def build_manifest(*, responses_sha256: str, n_records: int, dataset: Mapping[str, Any],
                   models: Sequence[Mapping[str, Any]], protocol: Mapping[str, Any],
                   summary: Mapping[str, Mapping[str, Any]], run: Mapping[str, Any]) -> dict[str, Any]:
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


def write_outputs(out_dir: str | Path, responses: Sequence[Response],
                  make_manifest: Any) -> Path:
    """Write responses then the manifest (which needs the responses' hash), atomically."""
    out = Path(out_dir)
    with deferred():  # a signal waits: never responses without their manifest
        digest = write_jsonl(out / RESPONSES_FILE, responses)
        write_text_atomic(out / MANIFEST_FILE, dumps_pretty(make_manifest(digest)))
    return out


__all__ = ["RESPONSES_FILE", "MANIFEST_FILE", "sort_responses", "summarize", "build_manifest",
           "write_outputs"]
