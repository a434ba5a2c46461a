"""Round 25: an untyped header binder passed to a structure constructor's proof field (`(f : M
→ N) (hmul) : ⇑(MulHom.mk f hmul) = f`) has the field's type with the earlier fields put in
(`formalise.proof_slots_r25`, read by `binder_elab.proof_slot_types`); a field no table gives,
or one whose proposition mentions an argument bound after the binder, stays refused."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal.meaning.elaboration import declared_signature
from forminv_lean.formalise.binder_elab import elaborated_binder_types
from forminv_lean.formalise.proof_slots_r25 import SLOTS
from tests.mathlib_corpus import (
    assert_rendering_shows,
    mathlib_source,
    needs_index,
    needs_mirror,
    render_row,
    require,
    rows_named,
)

#: Corpus theorems refused at r25's base (`binder without a type`) -> the hypothesis their
#: rendering binds (each read against the Mathlib v4.19.0 header and the field it fills).
TYPED = {
    # `theorem coe_mk [Mul M] [Mul N] (f : M → N) (hmul) : (MulHom.mk f hmul : M → N) = f`
    "MulHom.coe_mk": "(hmul : ∀ (x y : M), f (x * y) = f x * f y)",
    # `theorem mem_mk {s : Set M} {x : M} (h_mul) : x ∈ mk s h_mul ↔ x ∈ s`
    "Subsemigroup.mem_mk": "(h_mul : ∀ {a b : M}, a ∈ s → b ∈ s → a * b ∈ s)",
    # `theorem inv_mk (x y : α) (h₁ h₂) : (mk x y h₁ h₂)⁻¹ = mk y x h₂ h₁`: the second use
    # passes each proof to the other slot, at the swapped arguments: the same propositions
    "Units.inv_mk": "(h₁ : x * y = 1) (h₂ : y * x = 1)",
    # `lemma mem_mk (h_sup h_inf) : a ∈ mk s h_sup h_inf ↔ a ∈ s`
    "Sublattice.mem_mk": "(h_sup : SupClosed s) (h_inf : InfClosed s)",
    # `lemma mk_le_mk {f g : α → β} {hf hg hf' hg'} : mk f hf hf' ≤ mk g hg hg' ↔ f ≤ g`
    "MeasureTheory.SimpleFunc.mk_le_mk":
        "(hf : ∀ (x : β), MeasurableSet (f ⁻¹' {x})) (hg : ∀ (x : β), MeasurableSet (g ⁻¹' {x}))"
        " (hf' : Set.Finite (Set.range f))",
    # `theorem support_onFinset_subset {s : Finset α} {f : α → M} {hf} : (onFinset s f
    # hf).support ⊆ s`
    "Finsupp.support_onFinset_subset": "(hf : ∀ (a : α), f a ≠ 0 → a ∈ s)",
    # `theorem ofRingHom_symm (f : R →+* S) (g : S →+* R) (h₁ h₂) : (ofRingHom f g h₁ h₂).symm
    # = ofRingHom g f h₂ h₁`
    "RingEquiv.ofRingHom_symm":
        "(h₁ : RingHom.comp f g = RingHom.id S) (h₂ : RingHom.comp g f = RingHom.id R)",
    # `theorem ofAlgHom_symm (f : A₁ →ₐ[R] A₂) (g : A₂ →ₐ[R] A₁) (h₁ h₂) : (ofAlgHom f g h₁
    # h₂).symm = ofAlgHom g f h₂ h₁`
    "AlgEquiv.ofAlgHom_symm":
        "(h₁ : AlgHom.comp f g = AlgHom.id R A₂) (h₂ : AlgHom.comp g f = AlgHom.id R A₁)",
    # `theorem mk_le_mk {s t : Subsemigroup M} (h_one) (h_one') : mk s h_one ≤ mk t h_one' ↔ s ≤
    # t`: the parent's `carrier`, of the constructor's first argument
    "Submonoid.mk_le_mk": "(h_one : (1 : M) ∈ Subsemigroup.carrier s) "
                          "(h_one' : (1 : M) ∈ Subsemigroup.carrier t)",
    # `lemma mem_mk {L : Sublattice α} (h_compl h_bot) : a ∈ mk L h_compl h_bot ↔ a ∈ L`
    "BooleanSubalgebra.mem_mk":
        "(h_compl : ∀ {a : α}, a ∈ Sublattice.carrier L → aᶜ ∈ Sublattice.carrier L) "
        "(h_bot : (⊥ : α) ∈ Sublattice.carrier L)",
    # `lemma range_pair (a b : α) (hab) : Set.range (pair a b hab) = {a, b}`
    "OmegaCompletePartialOrder.Chain.range_pair": "(hab : a ≤ b)",
    # `theorem toLinearMap_ofLinearMap (f : A →ₗ[R] B) (map_one map_mul) : toLinearMap
    # (ofLinearMap f map_one map_mul) = f`
    "AlgHom.toLinearMap_ofLinearMap":
        "(map_one : f 1 = 1) (map_mul : ∀ (x y : A), f (x * y) = f x * f y)",
}

#: Corpus theorems that stay refused: a proof binder also used outside a field
#: (`Prod.le_def.2 ⟨ha, hb⟩`, `fun hh ↦ h`), or a field at an argument that is not a binder
#: (`cons (inl a) u ha`), whose proposition nothing here says.
REFUSED = {"OmegaCompletePartialOrder.Chain.pair_zip_pair", "Units.mk0_prod",
           "Finset.toLeft_cons_inl"}


@pytest.fixture(scope="module")
def table() -> dict:
    require()
    return rows_named([*TYPED, *REFUSED])


@needs_index
@pytest.mark.parametrize("name", sorted(TYPED))
def test_corpus_proof_binder_typed_by_its_field(table: dict, name: str) -> None:
    assert_rendering_shows(table, name, TYPED[name])


@needs_index
@pytest.mark.parametrize("name", sorted(REFUSED))
def test_corpus_proof_binder_used_outside_a_field_stays_refused(table: dict, name: str) -> None:
    assert name in table
    r = render_row(table[name])
    assert r.formal is None and r.reason == "unsupported: binder without a type", r


#: Each constant of `SLOTS` -> (file, line, text there) of its declaration in Mathlib v4.19.0.
CITED = {
    "OneHom.mk": ("Mathlib/Algebra/Group/Hom/Defs.lean", 177,
                  "protected map_one' : toFun 1 = 1"),
    "MulHom.mk": ("Mathlib/Algebra/Group/Hom/Defs.lean", 283,
                  "protected map_mul' : ∀ x y, toFun (x * y) = toFun x * toFun y"),
    "Subsemigroup.mk": ("Mathlib/Algebra/Group/Subsemigroup/Defs.lean", 80,
                        "mul_mem' {a b} : a ∈ carrier → b ∈ carrier → a * b ∈ carrier"),
    "Units.mk": ("Mathlib/Algebra/Group/Units/Defs.lean", 50, "val_inv : val * inv = 1"),
    "Units.mk0": ("Mathlib/Algebra/GroupWithZero/Units/Basic.lean", 166,
                  "def mk0 (a : G₀) (ha : a ≠ 0) : G₀ˣ"),
    "Sublattice.mk": ("Mathlib/Order/Sublattice.lean", 31, "supClosed' : SupClosed carrier"),
    "MeasureTheory.SimpleFunc.mk": ("Mathlib/MeasureTheory/Function/SimpleFunc.lean", 44,
                                    "measurableSet_fiber' : ∀ x, MeasurableSet (toFun ⁻¹' {x})"),
    "Finsupp.onFinset": ("Mathlib/Data/Finsupp/Defs.lean", 224,
                         "def onFinset (s : Finset α) (f : α → M) (hf : ∀ a, f a ≠ 0 → a ∈ s)"),
    "RingEquiv.ofRingHom": ("Mathlib/Algebra/Ring/Equiv.lean", 876,
                            "def ofRingHom (f : R →+* S) (g : S →+* R) (h₁ : f.comp g = "
                            "RingHom.id S)"),
    "AlgEquiv.ofAlgHom": ("Mathlib/Algebra/Algebra/Equiv.lean", 451,
                          "def ofAlgHom (f : A₁ →ₐ[R] A₂) (g : A₂ →ₐ[R] A₁) (h₁ : f.comp g = "
                          "AlgHom.id R A₂)"),
    "AlgHom.ofLinearMap": ("Mathlib/Algebra/Algebra/Hom.lean", 295,
                           "def ofLinearMap (f : A →ₗ[R] B) (map_one : f 1 = 1) (map_mul : ∀ x "
                           "y, f (x * y) = f x * f y)"),
    "Submonoid.mk": ("Mathlib/Algebra/Group/Submonoid/Defs.lean", 80,
                     "one_mem' : (1 : M) ∈ carrier"),
    "BooleanSubalgebra.mk": ("Mathlib/Order/BooleanSubalgebra.lean", 22,
                             "compl_mem' {a} : a ∈ carrier → aᶜ ∈ carrier"),
    "OmegaCompletePartialOrder.Chain.pair": ("Mathlib/Order/OmegaCompletePartialOrder.lean", 136,
                                             "def pair (a b : α) (hab : a ≤ b) : Chain α"),
    "Multiset.noncommProd": ("Mathlib/Data/Finset/NoncommProd.lean", 107,
                             "def noncommProd (s : Multiset α) (comm : { x | x ∈ s }.Pairwise "
                             "Commute) : α"),
}


def test_every_constant_is_cited_and_declared_with_its_slots_as_proofs() -> None:
    assert set(CITED) == set(SLOTS)
    for name, slots in SLOTS.items():
        sig = declared_signature(name)
        assert sig is not None, name
        for s in slots:
            # the slot is a proof in the signature tables, and the arguments before it are
            # the ones the table names
            assert sig[s.slot] == "_", (name, s.slot, sig)
            assert len(s.params) == s.slot, (name, s)


@needs_mirror
@pytest.mark.parametrize("name", sorted(CITED))
def test_each_citation_resolves_in_mathlib(name: str) -> None:
    path, line, snippet = CITED[name]
    assert snippet in mathlib_source(path)[line - 1], (name, path, line)


#: Constructor calls at generated names: binders, the arguments, and each slot's proposition
#: with those arguments put in (`{p}` the proof binder of the first slot).
_CALLS = {
    "Units.mk": ("[Monoid α] (u v : α)", "u v {p} {q}", {"p": "u * v = 1", "q": "v * u = 1"}),
    "Sublattice.mk": ("[Lattice α] (s : Set α)", "s {p} {q}",
                      {"p": "SupClosed s", "q": "InfClosed s"}),
    "MulHom.mk": ("[Mul α] [Mul β] (f : α → β)", "f {p}",
                  {"p": "∀ (x y : α), f (x * y) = f x * f y"}),
    "Subsemigroup.mk": ("[Mul β] (s : Set (α → β))", "s {p}",
                        {"p": "∀ {a b : (α → β)}, a ∈ s → b ∈ s → a * b ∈ s"}),
}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(_CALLS)), st.sampled_from(["h", "hf", "H", "h₁"]),
       st.integers(min_value=1, max_value=3), st.booleans())
def test_field_propositions_over_generated_statements(const: str, name: str, uses: int,
                                                      misuse: bool) -> None:
    """Each proof binder passed `uses` times to its field is typed by the field's proposition
    at the call's arguments; one more use outside a slot (`h = h`) refuses the statement."""
    binders, args, props = _CALLS[const]
    names = {"p": name, "q": name + "'"}
    call = f"{const} {args.format(**names)}"
    body = " ∧ ".join([f"{call} = {call}"] * uses) + (f" ∧ {name} = {name}" if misuse else "")
    proofs = [names[k] for k in props]
    text = f"∀ {{α β : Type*}} {binders} ({' '.join(proofs)} : _), {body}"
    got = elaborated_binder_types(proofs, text)
    want = {names[k]: p for k, p in props.items()}
    assert got == (None if misuse else want), text


@pytest.mark.parametrize("text", [
    # the field's argument is bound after the proof binder: not Lean's binder type there
    "∀ {α : Type*} [Monoid α] (v : α) (h h' : _) (u : α), Units.mk u v h h' = Units.mk u v h h'",
    # the field's argument is not a variable: its text is not put in
    "∀ {α : Type*} [Monoid α] (u : α) (h h' : _), Units.mk (u * u) u h h' = "
    "Units.mk (u * u) u h h'",
    # one binder at two fields with different propositions: Lean rejects one, never picks
    "∀ {α : Type*} [Monoid α] (u v : α) (h : _), Units.mk u v h h = Units.mk u v h h",
])
def test_fields_not_fixing_one_proposition_are_refused(text: str) -> None:
    untyped = ["h", "h'"] if "h h'" in text else ["h"]
    assert elaborated_binder_types(untyped, text) is None


def test_a_field_after_an_unmentioned_proof_reads_the_swapped_arguments() -> None:
    """`ofAlgHom g f h₂ h₁`: slot 3's proposition names `f` and `g` but not `h₁` (bound after
    `h₂` here), so only the mentioned arguments need be in scope, and both uses agree."""
    text = ("∀ {R A B : Type*} [CommSemiring R] [Semiring A] [Semiring B] [Algebra R A] "
            "[Algebra R B] (f : A →ₐ[R] B) (g : B →ₐ[R] A) (h₁ h₂ : _), "
            "(AlgEquiv.ofAlgHom f g h₁ h₂).symm = AlgEquiv.ofAlgHom g f h₂ h₁")
    assert elaborated_binder_types(["h₁", "h₂"], text) == {
        "h₁": "AlgHom.comp f g = AlgHom.id R B", "h₂": "AlgHom.comp g f = AlgHom.id R A"}


@pytest.mark.parametrize(("text", "untyped"), [
    # the argument `a` put into `∀ {a : α}, a ∈ Sublattice.carrier L → …` would be captured
    ("∀ {α : Type*} [BooleanAlgebra α] (a : Sublattice α) (h h' : _), "
     "BooleanSubalgebra.mk a h h' = BooleanSubalgebra.mk a h h'", ["h", "h'"]),
    # the function `x` put into `∀ (x y : β), f (x * y) = f x * f y`
    ("∀ {β : Type*} [Mul β] (x : β → β) (h : _), MulHom.mk x h = MulHom.mk x h", ["h"]),
])
def test_an_argument_the_field_would_capture_is_refused(text: str, untyped: list[str]) -> None:
    assert elaborated_binder_types(untyped, text) is None


def test_a_type_put_in_is_not_taken_for_a_bound_name() -> None:
    """`Set X` put into `∀ (x : β), …` beside `Set.Finite`: `Set` there is a namespace, not a
    name the proposition binds."""
    text = ("∀ {α X : Type*} [MeasurableSpace α] (f : α → Set X) (h h' : _), "
            "MeasureTheory.SimpleFunc.mk f h h' = MeasureTheory.SimpleFunc.mk f h h'")
    assert elaborated_binder_types(["h", "h'"], text) == {
        "h": "∀ (x : (Set X)), MeasurableSet (f ⁻¹' {x})", "h'": "Set.Finite (Set.range f)"}
