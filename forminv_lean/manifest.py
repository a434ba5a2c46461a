"""Manifests beside every dataset: counts, full sha256, tool version, inputs' hashes."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from forminv_lean import __version__
from forminv_lean.jsonl import count_by, dumps, write_jsonl, write_text_atomic
from forminv_lean.records import Manifest


def manifest_path(data_path: str | Path) -> Path:
    """The manifest beside a data file: ``x.jsonl`` -> ``x.manifest.json``."""
    p = Path(data_path)
    return p.with_name(p.stem + ".manifest.json")


def write_dataset(
    path: str | Path,
    records: Sequence[BaseModel],
    *,
    kind: str,
    counts: dict[str, Callable[[Any], Any]] | None = None,
    recipe: str | None = None,
    inputs: dict[str, str] | None = None,
    parameters: dict[str, Any] | None = None,
    manifest_name: str | None = None,
) -> Manifest:
    """Write a JSONL file and its manifest, both atomically and byte-deterministically.

    No timestamps go into the manifest: the same inputs must give identical bytes.
    """
    path = Path(path)
    digest = write_jsonl(path, records)
    manifest = Manifest(
        kind=kind,
        path=path.name,
        sha256=digest,
        n_records=len(records),
        counts=count_by(records, **(counts or {})),
        tool_version=__version__,
        recipe=recipe,
        inputs=dict(sorted((inputs or {}).items())),
        parameters=parameters or {},
    )
    target = path.with_name(manifest_name) if manifest_name else manifest_path(path)
    write_text_atomic(target, dumps_pretty(manifest.model_dump(mode="json")))
    return manifest


def dumps_pretty(obj: Any) -> str:
    """``obj`` as sorted, indented JSON with a final newline: stable bytes for a manifest."""
    import json

    return json.dumps(obj, ensure_ascii=False, sort_keys=True, indent=2) + "\n"


__all__ = ["write_dataset", "manifest_path", "dumps", "dumps_pretty"]
