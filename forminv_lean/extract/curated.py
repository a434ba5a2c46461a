"""The embedded curated set: hand-picked Mathlib theorems with renderings (offline)."""

from __future__ import annotations

import hashlib
import tomllib
from pathlib import Path
from typing import Any, ClassVar

from forminv_lean.errors import InputError
from forminv_lean.extract.base import Extraction, ExtractOptions
from forminv_lean.extract.recipes import recipe_dir
from forminv_lean.extract.sampling import stratified_sample
from forminv_lean.jsonl import validate
from forminv_lean.records import Theorem

MATHLIB_REPO = "leanprover-community/mathlib4"
CORE_REPO = "leanprover/lean4"   # `Init.*` modules live in Lean core, pinned by lean-toolchain

def _line_of(raw: str, entry_id: str) -> int | None:
    """Line of an entry's ``id = "..."`` in the TOML, so errors can point at it."""
    needle = f'id = "{entry_id}"'
    for n, line in enumerate(raw.splitlines(), start=1):
        if line.strip().startswith(needle):
            return n
    return None

def load_curated(path: Path, *, commit: str = "") -> list[Theorem]:
    if not path.is_file():
        raise InputError("curated theorem list not found", path=str(path))
    raw = path.read_text(encoding="utf-8")
    try:
        data = tomllib.loads(raw)
    except tomllib.TOMLDecodeError as exc:
        raise InputError(f"invalid TOML: {exc}", path=str(path)) from None
    entries: list[dict[str, Any]] = data.get("theorem", [])
    if not entries:
        raise InputError("no [[theorem]] entries", path=str(path))
    seen: set[str] = set()
    out: list[Theorem] = []
    for k, e in enumerate(entries):
        eid = str(e.get("id", f"#{k + 1}"))
        line = _line_of(raw, eid)
        if eid in seen:
            raise InputError("duplicate id", path=str(path), line=line, field="id")
        seen.add(eid)
        obj = {
            "id": eid,
            "source": "curated",
            "mathlib_name": e.get("mathlib_name", ""),
            "lean_statement": e.get("lean_statement"),
            "formal": e.get("formal"),
            "nl": e.get("nl"),
            "domain": e.get("domain"),
            "truth": e.get("truth", True),
            "counterexample": e.get("counterexample"),
            "provenance": {
                "repo": "" if not e.get("mathlib_name") else
                (CORE_REPO if str(e.get("module", "")).startswith("Init") else MATHLIB_REPO),
                "commit": commit if e.get("mathlib_name") else "",
                "module": e.get("module", ""),
                "file": (("src/" if str(e.get("module", "")).startswith("Init") else "")
                         + e.get("module", "").replace(".", "/") + ".lean") if e.get("module") else "",
            },
        }
        out.append(validate(Theorem, obj, path=str(path), line=line))
    return out

class CuratedSource:
    name: ClassVar[str] = "curated"
    description: ClassVar[str] = "the embedded, hand-checked Mathlib theorem set (offline)"

    def extract(self, options: ExtractOptions) -> Extraction:
        rel = options.recipe.get("curated", {}).get("theorems", "curated/theorems.toml")
        path = options.path or (recipe_dir() / rel)
        commit = options.recipe.get("curated", {}).get("mathlib_tag", "")
        theorems = load_curated(Path(path), commit=commit)
        chosen = stratified_sample(theorems, options.limit, key=lambda t: t.domain,
                                   order=lambda t: t.id, seed=options.seed)
        digest = hashlib.sha256(Path(path).read_bytes()).hexdigest()
        return Extraction(chosen, inputs={Path(path).name: digest},
                          stats={"available": len(theorems)})
