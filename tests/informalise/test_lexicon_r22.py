"""Round 22: the entries of `extract/lexicon.d/r22_*.toml` (the multiplicative opposite of a
type and the element an opposite represents, properties of morphisms of a category,
equivalences of categories and their units, quaternions, free groups) and dot notation on a term whose type is
written with a type arrow (`e.counitInv` with `e : C ≌ D`, looked up in
`CategoryTheory.Equivalence` as on the structure written out).

Each entry is realised on a corpus theorem that uses it and read back to exactly the rendered
formula (`realised_canonical` is None otherwise), its wording shown and the constant no longer
marked Lean; every entry is cited at a Mathlib file:line; no r22 wording is another entry's; the
close neighbour `MulOpposite.op` keeps its own words; and no generated formula over the new
types is ever read back as a different one. The theorems are read from the shared Mathlib
corpus (skipped when absent); nothing of it is copied here."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.certify.quality import raw_lean
from tests.lexicon_files import reads_back_or_refuses
from tests.mathlib_corpus import rendered

#: entry -> a corpus theorem whose rendering uses it (its English now reads back with no raw
#: Lean for the entry)
USES = {
    "CategoryTheory.Equivalence": "CategoryTheory.Equivalence.pow_one",
    "CategoryTheory.Equivalence.unit": "CategoryTheory.Equivalence.funInvIdAssoc_inv_app",
    "CategoryTheory.MorphismProperty": "CategoryTheory.MorphismProperty.le_llp_rlp",
    "Descriptive.tree": "Descriptive.Tree.mem_pullSub_append",
    "FreeGroup": "FreeGroup.norm_eq_zero",
    "MulOpposite": "MulOpposite.op_comp_unop",
    "MulOpposite.unop": "MulOpposite.unop_injective",
    "Quaternion": "Quaternion.norm_star",
    "WeierstrassCurve.a₁": "WeierstrassCurve.a₁_of_isCharNeTwoNF",
    "WeierstrassCurve.a₂": "WeierstrassCurve.a₂_of_isCharTwoJEqZeroNF",
    "WeierstrassCurve.a₃": "WeierstrassCurve.a₃_of_isCharNeTwoNF",
    "WeierstrassCurve.a₄": "WeierstrassCurve.a₄_of_isCharThreeJNeZeroNF",
    "WeierstrassCurve.a₆": "WeierstrassCurve.b₆_of_char_three",
    "WeierstrassCurve.b₂": "WeierstrassCurve.b_relation",
    "WeierstrassCurve.b₄": "WeierstrassCurve.b_relation",
    "WeierstrassCurve.b₆": "WeierstrassCurve.b_relation",
    "WeierstrassCurve.b₈": "WeierstrassCurve.b_relation",
    "WeierstrassCurve.c₄": "WeierstrassCurve.c_relation",
    "WeierstrassCurve.c₆": "WeierstrassCurve.c_relation",
    "WeierstrassCurve.Δ": "WeierstrassCurve.c_relation",
}

#: neighbours whose wording is close to an r22 one: constant -> (corpus theorem, a phrase of
#: its English that must still be shown)
NEIGHBOURS = {
    "MulOpposite.op": ("MulOpposite.unop_op", "the multiplicative opposite of x"),
}

#: field notation on a term typed by a type arrow, resolved in the arrow's structure's
#: namespace (`e.counitInv` with `e : C ≌ D` is `CategoryTheory.Equivalence.counitInv e`,
#: Mathlib/CategoryTheory/Equivalence.lean): corpus theorem -> the field, no longer marked Lean
ARROW_FIELDS = {"CategoryTheory.Equivalence.fun_inv_map": "counitInv"}

_ALL = list(USES.values()) + [t for t, _ in NEIGHBOURS.values()] + list(ARROW_FIELDS)


@pytest.mark.parametrize("theorem", sorted(ARROW_FIELDS))
def test_a_field_of_a_term_typed_by_an_arrow_is_worded(theorem: str) -> None:
    """`e.counitInv` (`e : C ≌ D`) was marked Lean: `.counitInv` alone does not read back,
    the full name `CategoryTheory.Equivalence.counitInv` does, found through `≌`."""
    from forminv_lean.families.common import realised_canonical

    formal = rendered(_ALL, theorem)
    q = realised_canonical(formal)   # None unless it reads back as the formula
    assert q is not None, formal
    assert not any(ARROW_FIELDS[theorem] in x for x in raw_lean(q)), q


def test_the_opposite_and_its_inverse_read_back_together() -> None:
    """`MulOpposite.op (MulOpposite.unop x) = x`: both directions in words, each read back as
    itself (the two wordings differ by "underlying element", so neither is read as the
    other)."""
    q = reads_back_or_refuses(
        "∀ {α : Type*} (x : MulOpposite α), MulOpposite.op (MulOpposite.unop x) = x")
    assert q is not None and not raw_lean(q), q
    assert "the multiplicative opposite of the underlying element of x" in q, q


# ------------------------------------------------------------------ generated formulas


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["MulOpposite", "FreeGroup", "Quaternion"]),
       st.sampled_from(["x * y = y * x", "x * y * x = y", "x = y"]),
       st.booleans())
def test_the_new_types_read_back_as_themselves(ty: str, body: str, two: bool) -> None:
    """A variable of each new type, alone or with a second one, is said with the type's noun
    and read back as exactly that type on exactly that argument."""
    ring = "[CommRing R]" if ty == "Quaternion" else "[Monoid R]"
    binders = f"(x : {ty} R) (y : {ty} R)" if two else f"(x y : {ty} R)"
    formal = f"∀ {{R : Type*}} {ring} {binders}, {body}"
    if ty == "FreeGroup":
        formal = f"∀ {{R : Type*}} {binders}, {body}"
    q = reads_back_or_refuses(formal)
    assert q is not None and not raw_lean(q), (formal, q)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["MulOpposite.unop", "MulOpposite.op"]), st.sampled_from(["α", "β"]))
def test_an_opposite_map_said_unapplied_reads_back_as_itself(name: str, a: str) -> None:
    """`MulOpposite.unop` and `MulOpposite.op` written unapplied are "the underlying element
    function" and "the multiplicative opposite function", each read back as itself."""
    ty = f"{a}ᵐᵒᵖ → {a}" if name.endswith("unop") else f"{a} → {a}ᵐᵒᵖ"
    formal = f"∀ {{{a} : Type*}}, Function.Injective ({name} : {ty})"
    q = reads_back_or_refuses(formal)
    assert q is not None and not raw_lean(q), (formal, q)
