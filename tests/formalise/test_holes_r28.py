"""Round 28: two holes in a type ascription that Lean certainly fills.

The codomain `_` of the type ascribed to a `fun` whose body is a `binrel%` relation (`(· ≤ · :
α → α → _)`) is `Prop` (`formalise.ascribed_sections_r28`); the `_` in the type ascribed to a
map that `formal.meaning.signatures_r28_holes` declares (`(toMonoidHom : _ → α →* β)`) is the
declared type's part there (`holes._ascribed_constant`).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formalise.render import _filled, has_hole
from tests.mathlib_corpus import needs_index, rendered

#: Corpus theorems (Mathlib v4.19.0 writes the holes) and the text their rendering shows.
#: Order/Basic.lean `theorem compl_le [LinearOrder α] : (· ≤ · : α → α → _)ᶜ = (· > ·)`;
#: Order/Basic.lean `theorem Function.swap_lt {α} [LT α] : swap (· < · : α → α → _) = (· > ·)`;
#: the others cite their declarations in `signatures_r28_holes`.
CORPUS = {
    "compl_le": "(· ≤ · : α → α → Prop)ᶜ = (· > ·)",
    "compl_gt": "(· > · : α → α → Prop)ᶜ = (· ≤ ·)",
    "Function.swap_lt": "Function.swap (· < · : α → α → Prop) = (· > ·)",
    "OrderMonoidHom.toMonoidHom_injective":
        "(OrderMonoidHom.toMonoidHom : (OrderMonoidHom α β) → α →* β)",
    "RingHom.toIntAlgHom_injective": "(RingHom.toIntAlgHom : (R →+* S) → (AlgHom ℤ R S))",
    "IntermediateField.toSubalgebra_injective":
        "(IntermediateField.toSubalgebra : IntermediateField K L → (Subalgebra K L))",
    "ValuationSubring.unitGroup_strictMono":
        "(ValuationSubring.unitGroup : ValuationSubring K → Subgroup (Units K))",
    "OrdinalApprox.lfpApprox_mono_left":
        "(OrdinalApprox.lfpApprox : (α →o α) → (α → (Ordinal → α)))",
    "Digraph.toSimpleGraphStrict_mono":
        "(Digraph.toSimpleGraphStrict : (Digraph V) → SimpleGraph V)",
}


@needs_index
@pytest.mark.parametrize("name", sorted(CORPUS))
def test_a_corpus_ascribed_hole_is_filled(name: str) -> None:
    formal = rendered(CORPUS, name)
    assert CORPUS[name] in formal and not has_hole(formal), formal


ORDER = "∀ {α : Type*} [LinearOrder α] (s : α → α → Prop), "


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["=", "≠", "<", "≤", ">", "≥"]), st.integers(1, 3), st.booleans(),
       st.booleans())
def test_a_relation_funs_codomain_is_prop(rel: str, arity: int, cdot: bool,
                                          compl: bool) -> None:
    names = [f"x{i}" for i in range(arity)]
    fun = f"· {rel} ·" if cdot and arity == 2 else \
        f"fun {' '.join(names)} => {names[0]} {rel} {names[-1]}"
    arrows = " → ".join(["α"] * arity)
    side = f"({fun} : {arrows} → _)" + ("ᶜ" if compl else "")
    filled = _filled(f"∀ {{α : Type*}} [LinearOrder α], {side} = {side}")
    assert filled is not None and not has_hole(filled), side
    assert filled.count(f" : {arrows} → Prop)") == 2, filled


@pytest.mark.parametrize("body", [
    # a `_` before the last arrow: a binder's type, not the body's
    "Function.swap (· ≤ · : α → _ → Prop) = s",
    # fewer arrows than binders: the hole would be a function type, not the relation's
    "Function.swap (· ≤ · : α → _) = s",
    # the body is no relation: its type is not certainly `Prop`
    "(fun x y : α => x ⊔ y : α → α → _) = (· ⊔ ·)",
    # the ascription is not of a `fun`
    "Function.swap (s : α → α → _) = s",
])
def test_a_hole_no_relation_body_fixes_is_refused(body: str) -> None:
    assert _filled(ORDER + body) is None


#: The ascriptions of `signatures_r28_holes`' maps, each with the hole on one side of the arrow
#: and the declared part Lean unifies it with.
ASCRIBED = [
    ("∀ {α β : Type*} [Preorder α] [Preorder β] [MulOneClass α] [MulOneClass β]",
     "OrderMonoidHom.toMonoidHom", "_ → α →* β", "(OrderMonoidHom α β) → α →* β"),
    ("∀ {α β : Type*} [Preorder α] [Preorder β] [MulOneClass α] [MulOneClass β]",
     "OrderMonoidHom.toMonoidHom", "(α →*o β) → _", "(α →*o β) → (MonoidHom α β)"),
    ("∀ {α β : Type*} [Preorder α] [Preorder β] [MulZeroOneClass α] [MulZeroOneClass β]",
     "OrderMonoidWithZeroHom.toOrderMonoidHom", "_ → α →*o β",
     "(OrderMonoidWithZeroHom α β) → α →*o β"),
    ("∀ {K : Type*} [Field K]", "ValuationSubring.principalUnitGroup",
     "ValuationSubring K → Subgroup _", "ValuationSubring K → Subgroup (Units K)"),
    ("∀ {V : Type*}", "Digraph.toSimpleGraphInclusive", "_ → SimpleGraph V",
     "(Digraph V) → SimpleGraph V"),
]


@pytest.mark.parametrize(("binders", "fn", "ascribed", "filled"), ASCRIBED)
def test_an_ascribed_maps_hole_is_its_declared_part(binders: str, fn: str, ascribed: str,
                                                    filled: str) -> None:
    got = _filled(f"{binders}, Function.Injective ({fn} : {ascribed})")
    assert got is not None and f"({fn} : {filled})" in got and not has_hole(got), got


def test_a_map_ascribed_another_shape_is_refused() -> None:
    # a result Lean would meet through a coercion, or a codomain that is not the declared one
    assert _filled("∀ {α β : Type*} [Preorder α] [Preorder β] [MulOneClass α] [MulOneClass "
                   "β], Function.Injective (OrderMonoidHom.toMonoidHom : _ → α →+ β)") is None
