"""The embedded curated set: hand-picked Mathlib theorems with renderings (offline)."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import ClassVar

from pydantic import BaseModel, ConfigDict

from forminv_lean.errors import InputError
from forminv_lean.extract.base import Extraction, ExtractOptions
from forminv_lean.extract.recipes import recipe_dir
from forminv_lean.extract.sampling import stratified_sample
from forminv_lean.jsonl import read_text, sha256_file, validate
from forminv_lean.records import Theorem

MATHLIB_REPO = "leanprover-community/mathlib4"
CORE_REPO = "leanprover/lean4"   # `Init.*` modules live in Lean core, pinned by lean-toolchain

class CuratedEntry(BaseModel):
    """One ``[[theorem]]`` table of the curated list, type-checked before it is mapped."""

    model_config = ConfigDict(extra="forbid")

    id: str
    mathlib_name: str = ""
    module: str = ""
    lean_statement: str
    formal: str | None = None
    nl: str
    domain: str
    truth: bool = True
    counterexample: dict[str, str] | None = None
    note: str = ""


def _line_of(raw: str, entry_id: str) -> int | None:
    """Line of an entry's ``id = "..."`` in the TOML, so errors can point at it."""
    needle = f'id = "{entry_id}"'
    for n, line in enumerate(raw.split("\n"), start=1):
        if line.strip().startswith(needle):
            return n
    return None


def _load_curated(path: Path, *, commit: str = "") -> list[Theorem]:
    """Read the curated theorem list (TOML) into theorems, with file-located errors."""
    if not path.is_file():
        raise InputError("curated theorem list not found", path=str(path))
    raw = read_text(path)
    try:
        data = tomllib.loads(raw)
    except tomllib.TOMLDecodeError as exc:
        raise InputError(f"invalid TOML: {exc}", path=str(path)) from None
    entries = data.get("theorem", [])
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise InputError("expected [[theorem]] tables", path=str(path), field="theorem")
    if not entries:
        raise InputError("no [[theorem]] entries", path=str(path))
    seen: set[str] = set()
    out: list[Theorem] = []
    for raw_entry in entries:
        eid = raw_entry.get("id")
        line = _line_of(raw, eid) if isinstance(eid, str) else None
        e = validate(CuratedEntry, raw_entry, path=str(path), line=line)
        if e.id in seen:
            raise InputError("duplicate id", path=str(path), line=line, field="id")
        seen.add(e.id)
        core = e.module.startswith("Init")
        obj = {
            "id": e.id,
            "source": "curated",
            "mathlib_name": e.mathlib_name,
            "lean_statement": e.lean_statement,
            "formal": e.formal,
            "nl": e.nl,
            "domain": e.domain,
            "truth": e.truth,
            "counterexample": e.counterexample,
            "provenance": {
                "repo": "" if not e.mathlib_name else (CORE_REPO if core else MATHLIB_REPO),
                "commit": commit if e.mathlib_name else "",
                "module": e.module,
                "file": (("src/" if core else "") + e.module.replace(".", "/") + ".lean")
                if e.module else "",
            },
        }
        out.append(validate(Theorem, obj, path=str(path), line=line))
    return out

class CuratedSource:
    """The embedded, hand-checked Mathlib theorem set: offline, no Lean needed."""
    name: ClassVar[str] = "curated"
    description: ClassVar[str] = "the embedded, hand-checked Mathlib theorem set (offline)"

    def extract(self, options: ExtractOptions) -> Extraction:
        rel = options.recipe.get("curated", {}).get("theorems", "curated/theorems.toml")
        path = options.path or (recipe_dir() / rel)
        commit = options.recipe.get("curated", {}).get("mathlib_tag", "")
        theorems = _load_curated(Path(path), commit=commit)
        chosen = stratified_sample(theorems, options.limit, key=lambda t: t.domain,
                                   order=lambda t: t.id, seed=options.seed)
        digest = sha256_file(path)
        return Extraction(chosen, inputs={Path(path).name: digest},
                          stats={"available": len(theorems)})
