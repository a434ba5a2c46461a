"""`↑x` passed where a declared type names a parameter nothing else fixes (round 26,
`meaning/coe_slots_r26.py`): `Multiset.prod ↑l`, `f.comp ↑e`, `s.map ↑f`; and a value of a
set-valued application written as a type (`x : Set.Icc (0 : R) 1`) coerced out to the set's
element type.

Each was refused before ("cannot infer the type of ↑ from its context"); the tests check the
type the argument gets (the target of the one cited coercion from its type into the slot's
head), that the coercion tables' rows give targets their own licence (`between`) accepts, that
a type with no cited coercion into the slot's head is still refused, and (corpus, skipped when
absent) that Mathlib theorems of this shape render.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.coe_slots_r26 import target_of
from forminv_lean.formal.meaning.coercions import BETWEEN, between
from forminv_lean.formal.meaning.coercions_r22 import BY_HEADS, Fixed, Unwrap
from forminv_lean.formal.meaning.terms import walk
from forminv_lean.formal.meaning.types import Ty, show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import rendered


def _coerced(text: str) -> list[tuple[str, str]]:
    """(source type, target type) of each uninterpreted coercion `↑` in `text`'s reading."""
    return [(show_type(u.args[0].ty), show_type(u.ty))
            for u in walk(elaborate_rendering(text)) if u.op == "app" and u.name == "↑"]


@pytest.mark.parametrize(("text", "coercion"), [
    # Mathlib/Algebra/BigOperators/Group/Multiset/Defs.lean:39 `def prod : Multiset α → α`;
    # Data/Multiset/Defs.lean:76 `Coe (List α) (Multiset α)`
    ("∀ {α : Type*} [CommMonoid α] (l : List α), Multiset.prod ↑l = List.prod l",
     ("List α", "Multiset α")),
    # Algebra/Ring/Hom/Defs.lean:534 `def comp (g : β →+* γ) (f : α →+* β)`: `α` is open
    ("∀ {R S T : Type*} [NonAssocSemiring R] [NonAssocSemiring S] [NonAssocSemiring T] "
     "(e : R ≃+* S) (g : S →+* T), g.comp ↑e = g.comp ↑e", ("RingEquiv R S", "RingHom R S")),
    # RingTheory/PowerSeries/Trunc.lean:37 `def trunc (n : ℕ) (φ : R⟦X⟧) : R[X]`;
    # RingTheory/PowerSeries/Basic.lean:779 `Coe R[X] (PowerSeries R)`
    ("∀ {R : Type*} [CommSemiring R] (n : ℕ) (f : PowerSeries R), "
     "PowerSeries.trunc n ↑(PowerSeries.trunc n f) = PowerSeries.trunc n f",
     ("Polynomial R", "PowerSeries R")),
])
def test_coercion_into_an_open_slot_takes_the_cited_target(
        text: str, coercion: tuple[str, str]) -> None:
    assert coercion in _coerced(text)


@pytest.mark.parametrize("text", [
    # no coercion from `Set α` into `Multiset _` (none in Mathlib, none in the tables)
    "∀ {α : Type*} [CommMonoid α] (s : Set α), Multiset.prod ↑s = 1",
    # the source's type is not written out: nothing to look an instance up for
    "∀ {α : Type*} [CommMonoid α] (f : ℕ → List α), Multiset.prod ↑(Foo.bar f) = 1",
])
def test_coercion_into_an_open_slot_without_a_cited_row_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate_rendering(text)


def _rows() -> list[tuple[str, str, object]]:
    rows: list[tuple[str, str, object]] = [(a, b, p) for (a, b), p in BETWEEN.items()]
    rows += [(a, b, r.picks) for (a, b), r in BY_HEADS.items()]
    return rows


@pytest.mark.parametrize(("src", "dst", "picks"), _rows())
def test_every_determined_target_is_one_the_licence_accepts(src: str, dst: str,
                                                            picks: object) -> None:
    """Property over the coercion tables: for a source of each row (type arguments distinct
    type variables, an `Unwrap` argument built as the row asks), `target_of` gives either
    nothing or a type `between` accepts; a row picking an argument the source does not fix
    (`"*"`, a type variable's own) gives nothing."""
    if " " in src or " " in dst or src == "var" or not src[0].isalpha():
        return   # number types, type variables, names with term arguments: not read here
    def at(p: object) -> int:
        if isinstance(p, Fixed):
            return 0
        if isinstance(p, Unwrap):
            return p.at
        return p if isinstance(p, int) else p[1] if isinstance(p, tuple) else 0

    n = 1 + max([at(p) for p in picks or ()] + [2])
    args = [Ty("var", (), f"α{i}") for i in range(n)]
    for p in picks or ():
        if isinstance(p, Unwrap):
            args[p.at] = Ty("app", (Ty("var", (), "β"),), p.head)
    source = Ty("app", tuple(args), src)
    got = target_of(source, dst)
    free = any(isinstance(p, str) for p in picks or ())
    if free:
        assert got is None
        return
    if got is None:
        return   # (a row whose classes the target's argument must carry: `carries`)
    assert got.name == dst
    if not any(isinstance(p, Fixed) for p in picks or ()) and BY_HEADS.get((src, dst)) is not None \
            and BY_HEADS[(src, dst)].needs:
        return
    assert between(source, got), (src, dst, show_type(got))


_CORPUS = {
    "Multiset.prod_coe": "Multiset.prod ↑l",
    "AlgHom.comp_toRingHom": ".comp ↑φ₂",
    "RingEquiv.coe_ringHom_trans": ".comp ↑e₁",
    "Subgroup.map_symm_eq_iff_map_eq": "H.map ↑e.symm",
    "PowerSeries.trunc_trunc": "PowerSeries.trunc n ↑(PowerSeries.trunc n f)",
    "AffineEquiv.wOppSide_map_iff": "s.map ↑f",
    "Set.Icc.coe_nonneg": "(x : Set.Icc (0 : R) 1), 0 ≤ (x : R)",
    "Filter.tendsto_Ioi_atTop": "(fun x => (f x : α))",
    "Fin.image_val_Icc": "(↑) '' Set.Icc i j",
    "Subtype.isCompact_iff": "IsCompact ((↑) '' s : Set X)",
}


@pytest.mark.parametrize("name", sorted(_CORPUS))
def test_corpus_theorems_with_a_coercion_into_an_open_slot_render(name: str) -> None:
    formal = rendered(_CORPUS, name)
    assert _CORPUS[name] in formal
    elaborate_rendering(formal)


@pytest.mark.parametrize(("text", "coercion"), [
    # Mathlib/Order/Interval/Set/Defs.lean `def Icc (a b : α) : Set α`; `↥s` is `{x // x ∈ s}`
    ("∀ {R : Type*} [Semiring R] [PartialOrder R] (x : Set.Icc (0 : R) 1), 0 ≤ (x : R)",
     ("Set.Icc (0 : R) 1", "R")),
    ("∀ {α β : Type*} [Preorder α] (a : α) (f : β → Set.Ioi a) (b : β), a < (f b : α)",
     ("Set.Ioi a", "α")),
])
def test_value_of_a_set_written_as_a_type_is_coerced_out_to_its_element_type(
        text: str, coercion: tuple[str, str]) -> None:
    assert coercion in _coerced(text)


@pytest.mark.parametrize("text", [
    # bare numerals: the element type is Lean's default, not read here
    "∀ (x : Set.Icc 0 1), 0 ≤ (x : ℤ)",
    # the set's element type is `α`, not `β`: no coercion out to `β`
    "∀ {α β : Type*} [Preorder α] [Preorder β] (a : α) (x : Set.Ioi a) (b : β), b < (x : β)",
])
def test_value_of_a_set_written_as_a_type_is_not_coerced_elsewhere(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate_rendering(text)


def test_inverse_of_a_subtype_value_at_its_carrier_is_the_inverse_of_the_coercion() -> None:
    """`(x⁻¹ : 𝕜)` with `x : ↥(sphere 0 1)`: Lean's `propagateExpectedType` makes `Inv.inv`
    the one at `𝕜` before `x` is elaborated, so the term is `(↑x)⁻¹`, and Mathlib's
    `Metric.unitSphere.coe_inv : ↑x⁻¹ = (x⁻¹ : 𝕜)` says something (`↑(x⁻¹) = (↑x)⁻¹`)."""
    t = elaborate_rendering("∀ {𝕜 : Type*} [NormedDivisionRing 𝕜] (x : Metric.sphere (0 : 𝕜) 1), "
                            "↑x⁻¹ = (x⁻¹ : 𝕜)")
    eq = next(u for u in walk(t) if u.op == "eq")
    assert [a.op for a in eq.args] == ["app", "inv"]
    assert eq.args[0].args[0].op == "inv" and eq.args[1].args[0].op == "app"
    t = elaborate_rendering("∀ (s : Set ℝ) (x : s), (x⁻¹ : ℝ) = 0")
    inv = next(u for u in walk(t) if u.op == "inv")
    assert inv.args[0].op == "app" and show_type(inv.ty) == "ℝ"


@pytest.mark.parametrize(("text", "ends"), [
    # lean4 Init/Coe.lean `subtypeCoe`, and `Fin n` out to ℕ (`coercions.carrier_of` cites it)
    ("∀ (n : ℕ) (i j : Fin n), (↑) '' Set.Icc i j = Set.Icc (i : ℕ) j", "Fin n → ℕ"),
    ("∀ {α : Type*} (s : Set α) (t : Set s), (↑) '' t ⊆ s", "↥s → α"),
    ("∀ {X : Type*} (p : X → Prop) (s : Set {x // p x}) (t : Set X), (↑) ⁻¹' t = s",
     "{x : X // p x} → X"),
])
def test_coercion_function_out_of_a_subtype_at_an_image(text: str, ends: str) -> None:
    """`(↑) '' s` / `(↑) ⁻¹' t`: `(↑)` out of a subtype to its carrier, the licence
    `compose_coe` gives `(↑) ∘ f` (the image's two ends known from the set and the other side)."""
    t = elaborate_rendering(text)
    assert ends in {show_type(u.ty) for u in walk(t) if u.op == "const" and u.name == "↑"}


def test_coercion_function_out_of_a_subtype_into_another_type_is_refused() -> None:
    with pytest.raises(UnsupportedError):
        elaborate_rendering("∀ (s : Set ℝ) (t : Set s), (↑) '' t = (∅ : Set ℕ)")
