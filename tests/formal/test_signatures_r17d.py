"""The round-17 long-tail signature table (`signatures_r17d`), read against Mathlib.

Every entry must parse as a signature type over the declaration's type parameters, be merged
into `opaque.SIGNATURES` once (no other table declares it), fix its result's type parameters by
an argument, and name a declaration the Mathlib v4.19.0 name index lists; corpus theorems using
an entry must render with the declared result type (each was refused without it). The corpus is
read in place (skipped, saying why, when absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import applications, declared_result_types, needs_index

# Corpus theorems -> (a head of the table, the type its applications must have in the elaborated
# rendering, a text the rendering must contain). Each was refused before its entry.
USES: dict[str, tuple[str, str, str]] = {
    # a leading explicit type argument
    "PartialEquiv.refl_target": (
        "PartialEquiv.refl", "PartialEquiv α α", "(PartialEquiv.refl α).target = Set.univ"),
    # the Kleene star of a language, written postfix `l∗`
    "Language.one_add_kstar_mul_self_eq_kstar": ("KStar.kstar", "Language α", "KStar.kstar l"),
    # an argument whose type names a term (`ℤ√d`) left untyped
    "Zsqrtd.nonneg_total": ("Zsqrtd.Nonneg", "Prop", "Zsqrtd.Nonneg a ∨ Zsqrtd.Nonneg (-a)"),
    # a section `variable` function argument, then the point
    "seminormFromBounded_of_mul_le": ("seminormFromBounded'", "ℝ", "seminormFromBounded' f x"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_theorem_using_an_entry_renders_with_the_declared_result_type(name: str) -> None:
    assert declared_result_types(USES, name) == {USES[name][1]}


def test_an_indexed_union_is_a_set_of_the_family_s_element_type() -> None:
    # Mathlib/Order/SetNotation.lean:167 `def iUnion (s : ι → Set α) : Set α`
    term = elaborate_rendering("∀ {α : Type*} (s : ℕ → Set α), Set.iUnion s = Set.iUnion s")
    apps = applications(term, "Set.iUnion")
    assert apps and {show_type(a.ty) for a in apps} == {"Set α"}
    assert "Set.iUnion s" in to_lean_text(term)
