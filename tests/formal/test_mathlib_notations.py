"""Mathlib notations the parser reads as the constants they stand for (round 7), each checked
against its declaration at v4.19.0, and Lean's identifier characters.

Each construct: parsed into the constant, elaborated with its declared type, printed back as
Lean reads it, and a statement of the corpus using it now rendered (`test_corpus_*`)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from forminv_lean.formal import elaborate, to_lean
from forminv_lean.formal.meaning.ast import App, Field, Name
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formal.meaning.terms import Term, walk
from tests.mathlib_corpus import needs_index, require, rows_named


def _apps(t: Term, name: str) -> list[Term]:
    return [u for u in walk(t) if u.op == "app" and u.name == name]


def _round_trip(text: str) -> tuple[Term, str]:
    """The elaborated term and its Lean text, which elaborates to the same term."""
    t = elaborate(text)
    out = to_lean(t)
    assert elaborate(out) == t, out
    return t, out


# -- identifiers: Lean's isIdFirst / isIdRest ----------------------------------------------------

@pytest.mark.parametrize(("text", "tree"), [
    # Coptic ϕ (U+03D5) is a letter (Init/Meta/Defs.lean isLetterLike: 0x3ca-0x3fb)
    ("ϕ x", App(Name("ϕ"), (Name("x"),))),
    # the letter-like block (0x2100-0x214f): ℓ, ℬ
    ("Memℓp f", App(Name("Memℓp"), (Name("f"),))),
    ("ℬ", Name("ℬ")),
    # subscripts (isSubScriptAlnum: 0x1d62-0x1d6a) in a dotted component and a field
    ("Filter.coprodᵢ f", App(Name("Filter.coprodᵢ"), (Name("f"),))),
    ("(f + g).τ₂", Field(parse("f + g"), "τ₂")),
    ("(f + g).withDensityᵥ", Field(parse("f + g"), "withDensityᵥ")),
])
def test_identifier_characters_are_leans(text: str, tree: Any) -> None:
    assert parse(text) == tree


def test_greek_field_and_subscript_names_elaborate() -> None:
    _, out = _round_trip("∀ {α : Type*} (ϕ : α → α) (ℬ : Set α) (x : α), ϕ x ∈ ℬ → ϕ x ∈ ℬ")
    assert "ϕ x ∈ ℬ" in out


# -- the corpus ------------------------------------------------------------------------------------

#: Corpus theorems the parser refused before round 7, with a piece of their rendering.
RENDERED: dict[str, str] = {
    "RingHom.charZero": "(ϕ : R →+* S)",
    "omegaLimit_iUnion": "omegaLimit f ϕ (p i)",
    "lp.memℓp": "Memℓp f p",
}


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    return rows_named(set(RENDERED))


def _render(name: str) -> tuple[str | None, str | None]:
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formalise.context import LeanContext
    from forminv_lean.formalise.render import signature_to_formal

    require()
    rows = _rows()
    assert name in rows, f"{name} is not a row of the corpus"
    row = rows[name]
    ctx = LeanContext.from_lines(row["context"]) if row["context"] else None
    r = signature_to_formal(parse_decl(row["decl"]), ctx, module=row["module"])
    return r.formal, r.reason


@needs_index
@pytest.mark.parametrize("name", sorted(RENDERED))
def test_corpus_notations_render(name: str) -> None:
    formal, reason = _render(name)
    assert formal is not None, reason
    assert RENDERED[name] in formal, formal
