"""Importer for the FormInv paper's JSONL (``forminv_v3_*.jsonl``, ``false_controls_*``).

Field map: ``lean4_statement`` → ``lean_statement``, ``nl_question`` → ``question``,
``canonical_nl`` → ``nl``, ``variation`` → the ``connective`` family. The paper's
paraphrases were LLM-written and unchecked, so imported items are ``pending`` review.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from forminv_lean.errors import InputError, UsageError
from forminv_lean.extract.base import Extraction, ExtractOptions
from forminv_lean.extract.sampling import stratified_sample
from forminv_lean.families import CANONICAL, get_family
from forminv_lean.jsonl import iter_records, sha256_file, validate
from forminv_lean.records import Item, Theorem
from forminv_lean.registry import UnknownNameError


class PaperRow(BaseModel):
    """One row of the paper's JSONL, validated before it is mapped (the paper's field
    names; unknown fields are errors, as for the project's own records)."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(min_length=1)
    theorem_id: str = Field(min_length=1)
    lean4_statement: str = Field(min_length=1)
    family: str = Field(min_length=1)
    nl_question: str = Field(min_length=1)
    ground_truth: Literal["TRUE", "FALSE"]
    mathlib_name: str | None = None
    canonical_nl: str | None = None
    domain: str | None = None
    tier: str | None = None
    verification_method: str | None = None
    generation_seed: int | None = None


def _import_rows(path: str) -> tuple[list[Theorem], list[Item]]:
    """Read the paper's JSONL into theorems (from its canonical rows) and items (the rest)."""
    theorems: dict[str, Theorem] = {}
    items: list[Item] = []
    for n, row in iter_records(path, PaperRow, unique="id"):
        if row.family == CANONICAL:
            family, tier = CANONICAL, None
        else:
            try:
                fam = get_family(row.family)
            except UnknownNameError as exc:
                raise InputError(str(exc), path=path, line=n, field="family") from None
            family, tier = fam.id, fam.tier
        tid = row.theorem_id
        if tid not in theorems:
            theorems[tid] = validate(Theorem, {
                "id": tid,
                "source": "forminv-jsonl",
                "mathlib_name": row.mathlib_name or "",
                "lean_statement": row.lean4_statement,
                "nl": row.canonical_nl or row.nl_question,
                "domain": row.domain or "other",
                "truth": True,
                "provenance": {"repo": "forminv/forminv", "file": Path(path).name, "line": n},
            }, path=path, line=n)
        if family == CANONICAL:
            theorems[tid].truth = row.ground_truth == "TRUE"
        items.append(validate(Item, {
            "id": row.id,
            "theorem_id": tid,
            "family": family,
            "tier": tier,
            "question": row.nl_question,
            "formal": None,
            "ground_truth": row.ground_truth,
            "domain": row.domain or "other",
            "generator": {"kind": "canonical" if family == CANONICAL else "imported",
                          "name": row.verification_method or "",
                          "seed": row.generation_seed},
            "verification": {"status": "pending", "method": "imported",
                             "detail": "imported without a formal rendering; needs review"},
        }, path=path, line=n))
    return list(theorems.values()), items


class ForminvJsonlSource:
    """The FormInv paper's released datasets, imported with their items for comparison."""
    name: ClassVar[str] = "forminv-jsonl"
    description: ClassVar[str] = "the FormInv paper's JSONL datasets (theorems + imported items)"

    def extract(self, options: ExtractOptions) -> Extraction:
        if options.path is None:
            raise UsageError("--path is required for --source forminv-jsonl "
                             "(e.g. ../shared/external/forminv/datasets/forminv_v3_103.jsonl)")
        path = str(options.path)
        theorems, items = _import_rows(path)
        chosen = stratified_sample(theorems, options.limit, key=lambda t: t.domain,
                                   order=lambda t: t.id, seed=options.seed)
        keep = {t.id for t in chosen}
        items = sorted((i for i in items if i.theorem_id in keep), key=lambda i: i.id)
        stats: dict[str, Any] = {"rows": len(items), "theorems_available": len(theorems)}
        return Extraction(chosen, items, inputs={options.path.name: sha256_file(path)}, stats=stats)
