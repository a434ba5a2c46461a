"""Stage 1, extract: theorems (and, for imports, items) from a registered source.

Usable from Python: ``extract("curated", out="out/curated")`` returns the
:class:`Extraction` and writes ``theorems.jsonl`` (+ ``items.jsonl``) with manifests.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from forminv_lean.extract.base import SOURCES, Extraction, ExtractOptions, Source
from forminv_lean.extract.recipes import load_recipe
from forminv_lean.manifest import write_dataset
from forminv_lean.signals import deferred


def run_source(source: str, options: ExtractOptions) -> Extraction:
    """Run one registered source in memory (writes nothing); its recipe is loaded if not given."""
    cls = SOURCES.get(source)
    if not options.recipe:
        try:
            options.recipe, _ = load_recipe(source)
        except Exception:
            options.recipe = {}
    return cls().extract(options)


def write_extraction(ex: Extraction, out: str | Path, *, source: str, options: ExtractOptions
                     ) -> dict[str, Path]:
    """Write theorems (and items) with manifests. Items are written first, theorems last,
    so a failure never leaves new theorems beside stale items."""
    out = Path(out)
    params = {"source": source, "limit": options.limit, "seed": options.seed}
    written: dict[str, Path] = {}
    with deferred():  # a signal waits until both files are written
        _write_files(ex, out, source, params, written)
    return written


def _write_files(ex: Extraction, out: Path, source: str, params: dict[str, Any],
                 written: dict[str, Path]) -> None:
    if ex.items:
        write_dataset(out / "items.jsonl", ex.items, kind="items", recipe=source,
                      inputs=ex.inputs, parameters=params,
                      counts={"family": lambda r: r.family, "tier": lambda r: r.tier,
                              "status": lambda r: r.verification.status,
                              "domain": lambda r: r.domain})
        written["items"] = out / "items.jsonl"
    write_dataset(out / "theorems.jsonl", ex.theorems, kind="theorems", recipe=source,
                  inputs=ex.inputs, parameters={**params, "stats": ex.stats},
                  counts={"domain": lambda r: r.domain, "truth": lambda r: r.truth,
                          "has_formal": lambda r: r.formal is not None})
    written["theorems"] = out / "theorems.jsonl"


def extract(source: str = "curated", *, out: str | Path | None = None, limit: int | None = None,
            seed: int = 0, path: str | Path | None = None, repo: str | None = None,
            commit: str | None = None) -> Extraction:
    """Run one source and, when ``out`` is given, write its files atomically."""
    options = ExtractOptions(limit=limit, seed=seed, path=Path(path) if path else None,
                             repo=repo, commit=commit)
    ex = run_source(source, options)
    if out is not None:
        write_extraction(ex, out, source=source, options=options)
    return ex


__all__ = ["SOURCES", "Extraction", "ExtractOptions", "Source", "extract", "run_source",
           "write_extraction"]
