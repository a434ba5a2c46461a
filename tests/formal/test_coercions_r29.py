"""Round 29 (`meaning/coe_slots_r29.py`, `meaning/coercions_r29.py`): `↑x` at a declared
function slot is `⇑x` and at a declared type slot `↥x` (lean4 Meta/Coe.lean `coerce?`), and a
value of `𝕜` is coerced into `AddCircle p` (`p : 𝕜`) by the quotient's cited instance.

Each was refused before ("cannot infer the type of ↑ from its context", "no coercion the
checker can name from 𝕜 to AddCircle p"). The tests check the reading (a `DFunLike.coe`, an
opaque carrier type, the uninterpreted coercion into the quotient), that `↑x` means there what
`x` alone means (a property over the bundled maps and the set-like values), that the near
misses stay refused, that the cited lines are Mathlib's, and (corpus, skipped when absent)
that Mathlib theorems of these shapes render.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.coercions_r28 import quotient_coercion
from forminv_lean.formal.meaning.coercions_r29 import (
    ADD_CIRCLE,
    ADD_CIRCLE_DEF,
    QUOTIENTS_R29,
    note_add_circle,
)
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formal.meaning.terms import walk
from forminv_lean.formal.meaning.types import Ty, show_type, tvar
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import mathlib_source, needs_mirror, rendered


def _line(cite: str) -> str:
    path, _, line = cite.rpartition(":")
    return mathlib_source(path)[int(line) - 1]


@needs_mirror
def test_the_quotient_instance_and_the_abbrev_are_mathlibs() -> None:
    assert ADD_CIRCLE.text in _line(ADD_CIRCLE.cite)
    assert ADD_CIRCLE_DEF[1] in _line(ADD_CIRCLE_DEF[0])
    assert "to_additive" in _line(ADD_CIRCLE.cite.rsplit(":", 1)[0] + ":" +
                                  str(int(ADD_CIRCLE.cite.rsplit(":", 1)[1]) - 1))


_MAPS = [("R →+* S", "[Semiring R] [Semiring S]"), ("R →* S", "[Monoid R] [Monoid S]"),
         ("R ≃+* S", "[Semiring R] [Semiring S]"), ("R ↪ S", "")]


@pytest.mark.parametrize(("arrow", "classes"), _MAPS)
@pytest.mark.parametrize("pred", ["Function.Surjective", "Function.Injective"])
def test_coerced_map_at_a_function_slot_is_the_map_itself(arrow: str, classes: str,
                                                          pred: str) -> None:
    """`pred ↑f` and `pred f` are one term (Lean: `ensureHasType` → `coerceToFunction?` for
    both), a `DFunLike.coe` of `f`; before round 29 the first was refused."""
    head = f"∀ {{R S : Type*}} {classes} (f : {arrow}), "
    coerced = elaborate_rendering(head + f"{pred} ↑f")
    plain = elaborate_rendering(head + f"{pred} f")
    assert coerced == plain
    assert any(u.op == "app" and u.name == "DFunLike.coe" for u in walk(coerced))


@pytest.mark.parametrize("text", [
    # a value whose coercion to functions the checker does not know (a plain type variable)
    "∀ {α : Type*} (x : α), Function.Surjective ↑x",
    # a proposition at a type slot: Lean unifies it with the sort (no `CoeSort`), not `↥`
    "∀ {α : Type*} (x : α), Nonempty ↑(x = x)",
])
def test_coerced_values_without_a_known_coercion_stay_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate_rendering(text)


@pytest.mark.parametrize("value", ["(s : Set α)", "(s : Finset α)"])
@pytest.mark.parametrize("pred", ["Nonempty", "IsEmpty"])
def test_coerced_value_at_a_type_slot_is_its_coe_sort(value: str, pred: str) -> None:
    """`pred ↑s` is `pred ↥s` (`CoeSort` through `CoeTail`): the same opaque carrier."""
    head = f"∀ {{α : Type*}} {value}, "
    assert elaborate_rendering(head + f"{pred} ↑s") == elaborate_rendering(head + f"{pred} ↥s")


def test_a_type_at_a_type_slot_is_not_coerced() -> None:
    """`Nonempty ↑α` for a type `α`: Lean unifies `α` with the sort, no `CoeSort`; not read
    as `↥α` (refused, as before)."""
    with pytest.raises(UnsupportedError):
        elaborate_rendering("∀ {α : Type*}, Nonempty ↑α")


def _coerced(text: str) -> list[tuple[str, str]]:
    return [(show_type(u.args[0].ty), show_type(u.ty))
            for u in walk(elaborate_rendering(text)) if u.op == "app" and u.name == "↑"]


@pytest.mark.parametrize(("binder", "carrier"), [
    ("{𝕜 : Type*} [AddCommGroup 𝕜] (p x : 𝕜)", "𝕜"), ("(p x : ℝ)", "ℝ")])
def test_a_carrier_value_is_coerced_into_its_add_circle(binder: str, carrier: str) -> None:
    text = f"∀ {binder}, (x : AddCircle p) = ((x + p : {carrier}) : AddCircle p)"
    assert (carrier, "AddCircle p") in _coerced(text)


@pytest.mark.parametrize("text", [
    # another number type: Lean would cast it (`NatCast`), not the quotient's `mk`
    "∀ (p : ℝ) (n : ℤ), (n : AddCircle p) = 0",
    # the period's type is not known here
    "∀ (x : ℝ), (x : AddCircle (Foo.bar 1)) = 0",
])
def test_other_sources_into_an_add_circle_stay_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate_rendering(text)


@pytest.mark.parametrize("carrier", [tvar("𝕜"), Ty("ℝ"), Ty("ℚ")])
def test_the_recorded_carrier_is_the_only_source(carrier: Ty) -> None:
    """Property over carriers: `note_add_circle` records the period's type and
    `quotient_coercion` then names the row from it alone; a second carrier claiming the same
    type name poisons it."""
    ty = Ty("app", (), "AddCircle p")
    rec: dict[Ty, Ty | None] = {}
    note_add_circle(rec, "AddCircle", parse("p"), ty, carrier)
    assert quotient_coercion(carrier, ty, rec) is QUOTIENTS_R29["AddCircle"]
    for other in (Ty("ℤ"), Ty("ℕ"), tvar("β")):
        if other != carrier:
            assert quotient_coercion(other, ty, rec) is None
    note_add_circle(rec, "AddCircle", parse("p"), ty, tvar("other"))
    assert quotient_coercion(carrier, ty, rec) is None


@pytest.mark.parametrize("op", ["⋃₀", "⋂₀"])
def test_a_finset_of_sets_under_a_set_prefix_is_its_set(op: str) -> None:
    """`⋃₀ ↑U` for `U : Finset (Set α)`: `Set.sUnion` of the Finset's coercion to `Set (Set
    α)`, the same reading as the ascription `(U : Set (Set α))` (refused before round 29)."""
    head = "∀ {α : Type*} (U : Finset (Set α)) (s : Set α), "
    assert elaborate_rendering(head + f"s ⊆ {op} ↑U") == \
        elaborate_rendering(head + f"s ⊆ {op} (U : Set (Set α))")


def test_a_set_prefix_on_a_coerced_non_collection_stays_refused() -> None:
    with pytest.raises(UnsupportedError):
        elaborate_rendering("∀ {α : Type*} (x : α) (s : Set α), s ⊆ ⋃₀ ↑x")


_CORPUS = ("isJacobsonRing_of_surjective", "Set.nonempty_Ico_sdiff",
           "AlgebraicGeometry.Scheme.isEmpty_pullback", "AddCircle.coe_add_period",
           "AddCircle.norm_eq_of_zero", "AddCircle.coe_real_preimage_closedBall_period_zero",
           "Finset.sup_id_set_eq_sUnion")


@pytest.mark.parametrize("name", _CORPUS)
def test_corpus_theorems_of_these_shapes_render(name: str) -> None:
    elaborate_rendering(rendered(_CORPUS, name))
