"""Round 26: the pullback/pushout isomorphisms and comparison maps (`morphisms_r26_cat`), and two
readings of the unification that fills an object `_` (`formalise/morphism_holes.py`): a
declaration's implicit objects are metavariables a neighbour's object assigns, and a neighbour of
`G.map x` fixes `x`'s objects through `G.obj`.

By hand through the elaborator (each entry applied to variables has its declared type; objects
that do not fit are refused), each entry against the other tables and Mathlib's name index, and
on the corpus (../shared/external/mathlib, read in place; skipped, saying why, when absent):
theorems that were refused render with the object Lean assigns, and every corpus theorem that
writes `pullback.fst _ _`-style holes beside one of the new constants renders to a text that
differs from its statement only where the statement wrote `_`.
"""

from __future__ import annotations

import re

import pytest

from forminv_lean.formal import elaborate
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning import signatures_r17c, signatures_r19j, signatures_r20k
from forminv_lean.formal.meaning.elaborate_category import MORPHISMS
from forminv_lean.formal.meaning.morphisms_r26_cat import MORPHISMS as _R26
from forminv_lean.formal.meaning.opaque import SIGNATURES
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import (
    INDEX,
    applications,
    needs_index,
    render_row,
    rendered,
    require,
    rows,
)

L = "CategoryTheory.Limits."
CAT = "∀ {C : Type*} [CategoryTheory.Category C] "
CD = "∀ {C D : Type*} [CategoryTheory.Category C] [CategoryTheory.Category D] (G : C ⥤ D) "


@pytest.mark.parametrize("name", sorted(_R26))
def test_every_entry_is_merged_and_declared_by_no_other_table(name: str) -> None:
    assert MORPHISMS[name] == _R26[name]
    for table in (signatures_r17c.MORPHISMS, signatures_r19j.MORPHISMS,
                  signatures_r19j.IMPLICIT, signatures_r20k.MORPHISMS, SIGNATURES):
        assert name not in table


@needs_index
def test_every_entry_names_a_declaration_the_index_lists() -> None:
    assert INDEX is not None
    assert [n for n in _R26 if not INDEX.declared(n)] == []


def _type_of(text: str, head: str) -> set[str]:
    apps = applications(elaborate_rendering(text), head)
    assert apps, f"{head} is not applied in {text}"
    return {show_type(a.ty) for a in apps}


_PASTE = "(W X Y Z : C) (f : X ⟶ Z) (g : Y ⟶ Z) "
_PUSH = "(W X Y Z : C) (f : X ⟶ Y) (g : X ⟶ Z) "


@pytest.mark.parametrize(("binders", "call", "declared"), [
    (_PASTE + "(f' : W ⟶ X), ", "pullbackRightPullbackFstIso f g f'",
     f"CategoryTheory.Iso ({L}pullback f' ({L}pullback.fst f g)) ({L}pullback (f' ≫ f) g)"),
    (_PASTE + "(g' : W ⟶ Y), ", "pullbackLeftPullbackSndIso f g g'",
     f"CategoryTheory.Iso ({L}pullback ({L}pullback.snd f g) g') ({L}pullback f (g' ≫ g))"),
    (_PUSH + "(g' : Z ⟶ W), ", "pushoutLeftPushoutInrIso f g g'",
     f"CategoryTheory.Iso ({L}pushout ({L}pushout.inr f g) g') ({L}pushout f (g ≫ g'))"),
    (_PUSH + "(f' : Y ⟶ W), ", "pushoutRightPushoutInlIso f g f'",
     f"CategoryTheory.Iso ({L}pushout f' ({L}pushout.inl f g)) ({L}pushout (f ≫ f') g)"),
])
def test_a_pasting_isomorphism_has_its_declared_ends(binders: str, call: str,
                                                    declared: str) -> None:
    name = L + call.split()[0]
    text = CAT + binders + f"{L}{call} = {L}{call}"
    assert _type_of(text, name) == {declared}


@pytest.mark.parametrize(("call", "declared"), [
    ("pullbackComparison G f g",
     f"Quiver.Hom (G.obj ({L}pullback f g)) ({L}pullback (G.map f) (G.map g))"),
    ("PreservesPullback.iso G f g",
     f"CategoryTheory.Iso (G.obj ({L}pullback f g)) ({L}pullback (G.map f) (G.map g))"),
])
def test_a_pullback_comparison_goes_from_the_image_of_the_pullback(call: str,
                                                                   declared: str) -> None:
    text = CD + f"(X Y Z : C) (f : X ⟶ Z) (g : Y ⟶ Z), {L}{call} = {L}{call}"
    assert _type_of(text, L + call.split()[0]) == {declared}


@pytest.mark.parametrize(("call", "declared"), [
    ("pushoutComparison G f g",
     f"Quiver.Hom ({L}pushout (G.map f) (G.map g)) (G.obj ({L}pushout f g))"),
    ("PreservesPushout.iso G f g",
     f"CategoryTheory.Iso ({L}pushout (G.map f) (G.map g)) (G.obj ({L}pushout f g))"),
])
def test_a_pushout_comparison_goes_to_the_image_of_the_pushout(call: str,
                                                               declared: str) -> None:
    text = CD + f"(X Y Z : C) (f : X ⟶ Y) (g : X ⟶ Z), {L}{call} = {L}{call}"
    assert _type_of(text, L + call.split()[0]) == {declared}


@pytest.mark.parametrize(("call", "declared"), [
    ("equalizerComparison f g G",
     f"Quiver.Hom (G.obj ({L}equalizer f g)) ({L}equalizer (G.map f) (G.map g))"),
    ("coequalizerComparison f g G",
     f"Quiver.Hom ({L}coequalizer (G.map f) (G.map g)) (G.obj ({L}coequalizer f g))"),
    ("PreservesEqualizer.iso G f g",
     f"CategoryTheory.Iso (G.obj ({L}equalizer f g)) ({L}equalizer (G.map f) (G.map g))"),
    ("PreservesCoequalizer.iso G f g",
     f"CategoryTheory.Iso ({L}coequalizer (G.map f) (G.map g)) (G.obj ({L}coequalizer f g))"),
])
def test_an_equalizer_comparison_has_its_declared_ends(call: str, declared: str) -> None:
    text = CD + f"(X Y : C) (f g : X ⟶ Y), {L}{call} = {L}{call}"
    assert _type_of(text, L + call.split()[0]) == {declared}


@pytest.mark.parametrize(("call", "declared"), [
    ("kernelComparison f G", f"Quiver.Hom (G.obj ({L}kernel f)) ({L}kernel (G.map f))"),
    ("cokernelComparison f G", f"Quiver.Hom ({L}cokernel (G.map f)) (G.obj ({L}cokernel f))"),
])
def test_a_kernel_comparison_has_its_declared_ends(call: str, declared: str) -> None:
    text = ("∀ {C D : Type*} [CategoryTheory.Category C] [CategoryTheory.Category D] "
            f"[{L}HasZeroMorphisms C] [{L}HasZeroMorphisms D] (G : C ⥤ D) (X Y : C) "
            f"(f : X ⟶ Y), {L}{call} = {L}{call}")
    assert _type_of(text, L + call.split()[0]) == {declared}


def test_the_zero_inclusion_into_a_product_and_projection_from_a_coproduct() -> None:
    zero = CAT + "[CategoryTheory.Limits.HasZeroMorphisms C] {β : Type*} (f : β → C) (b : β), "
    assert _type_of(zero + f"{L}Pi.ι f b = {L}Pi.ι f b", f"{L}Pi.ι") == {
        f"Quiver.Hom (f b) ({L}piObj f)"}
    assert _type_of(zero + f"{L}Sigma.π f b = {L}Sigma.π f b", f"{L}Sigma.π") == {
        f"Quiver.Hom ({L}sigmaObj f) (f b)"}


@pytest.mark.parametrize("text", [
    # the pasted pullback is over `f' ≫ f`, not `f`
    CAT + _PASTE + f"(f' : W ⟶ X), ({L}pullbackRightPullbackFstIso f g f').hom ≫ "
    f"{L}pullback.fst f g = {L}pullback.fst f g",
    # the comparison ends at the pullback of the images, not the image of the pullback
    CD + f"(X Y Z : C) (f : X ⟶ Z) (g : Y ⟶ Z), {L}pullbackComparison G f g ≫ "
    f"G.map ({L}pullback.fst f g) = G.map ({L}pullback.fst f g)",
])
def test_objects_that_do_not_fit_the_declared_ends_are_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


#: Corpus theorems refused before round 26, each with the object fill Lean's unifier makes
#: (read in Mathlib: the `_ _` of `pullback.snd _ _` after the pasting isomorphism's inverse is
#: `f' (pullback.fst f g)`; after `pullbackComparison G f g` it is `(G.map f) (G.map g)`).
FILLED = {
    # the neighbour's type names the declared constant's objects (the new table)
    "CategoryTheory.Limits.pullbackRightPullbackFstIso_inv_snd_fst":
        f"{L}pullback.snd f' ({L}pullback.fst f g) ≫ {L}pullback.fst f g = "
        f"{L}pullback.fst (f' ≫ f) g ≫ f'",
    "CategoryTheory.Limits.inr_pushoutRightPushoutInlIso_inv":
        f"{L}pushout.inr (f ≫ f') g ≫ ({L}pushoutRightPushoutInlIso f g f').inv",
    "CategoryTheory.Limits.Pi.ι_π_eq_id": f"{L}Pi.π f b = 𝟙 (f b)",
    # an implicit object (`X` of `pullback.fst : pullback f g ⟶ X`) assigned by the other side
    "CategoryTheory.Limits.pullbackComparison_comp_fst":
        f"{L}pullbackComparison G f g ≫ {L}pullback.fst (G.map f) (G.map g) = ",
    # through `G.map`: the neighbour's `G.obj (pushout f g)` fixes `pushout.inr _ _`
    "CategoryTheory.Limits.PreservesPushout.inr_iso_hom":
        f"= G.map ({L}pushout.inr f g)",
    # the (co)equalizer and (co)kernel comparisons, a neighbour through `G.map` on each side
    "CategoryTheory.Limits.ι_comp_coequalizerComparison":
        f"{L}coequalizer.π (G.map f) (G.map g) ≫ {L}coequalizerComparison f g G = "
        f"G.map ({L}coequalizer.π f g)",
    "CategoryTheory.Limits.map_lift_kernelComparison":
        f"G.map ({L}kernel.lift f h w) ≫ {L}kernelComparison f G = "
        f"{L}kernel.lift (G.map f) (G.map h)",
    "CategoryTheory.Limits.inl_comp_pushoutComparison":
        f"{L}pushout.inl (G.map f) (G.map g) ≫ {L}pushoutComparison G f g = "
        f"G.map ({L}pushout.inl f g)",
}


@pytest.mark.parametrize("name", sorted(FILLED))
def test_refused_corpus_theorems_render_with_lean_s_fill(name: str) -> None:
    formal = rendered(FILLED, name)
    assert FILLED[name] in formal, formal
    elaborate_rendering(formal)


_HOLES = re.compile(r"\b(?:pullback|pushout)\.(?:fst|snd|inl|inr) _ _")
_NEW = re.compile("|".join(re.escape(n.rsplit(".", 1)[1]) for n in _R26))


def _tokens(text: str) -> list[str]:
    """`text` as identifiers (their last component: the rendering writes names in full) and
    `_`, with brackets and the rest dropped."""
    return [t.rsplit(".", 1)[-1] for t in re.findall(r"[^\W\d][\w.'₀-₉]*|_", text)]


def test_corpus_fills_replace_only_the_holes() -> None:
    """Every corpus theorem that writes a pullback/pushout projection with `_ _` next to a new
    constant and now renders: its statement and its rendering's body agree token by token
    outside the filled holes (each `_` of the statement is where the rendering has the fill's
    first token), so the fill changed nothing else."""
    require()
    seen = 0
    for row in rows(lambda line: "_ _" in line and "CategoryTheory" in line):
        statement = row["statement"]
        if not (_HOLES.search(statement) and _NEW.search(statement)):
            continue
        r = render_row(row)
        if r.formal is None:
            continue
        seen += 1
        said = _tokens(statement)
        body = _tokens(r.formal.rsplit(", ", 1)[-1])
        if "_" not in said:
            continue
        # the holes' fills are extra tokens: the statement's tokens other than `_` are a
        # subsequence of the rendering's body, in order
        it = iter(body)
        assert all(any(b == s for b in it) for s in said if s != "_"), (row["name"], r.formal)
    assert seen >= 10
