"""Values of Mathlib structures applied as functions through their `FunLike`/`CoeFun` instance
(`bundled.COE_FUNCTIONS`, and `bundled.TERM_COE` for a type with a term argument written after a
type argument, `DirichletCharacter R n`), and `outParam T` read as `T`.

Each applied value is `DFunLike.coe f x` with `x` at the domain the instance fixes and the
result at its codomain; an argument of another type is refused.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.terms import walk
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import needs_index, render, rendered


def _coe_results(formal: str) -> dict[str, set[str]]:
    """For each head of a value applied through `DFunLike.coe`, the types of the results."""
    out: dict[str, set[str]] = {}
    for u in walk(elaborate_rendering(formal)):
        if u.op == "app" and u.name == "DFunLike.coe":
            out.setdefault(u.args[0].ty.name.split(" ")[0], set()).add(str(u.ty))
    return out


@pytest.mark.parametrize(("header", "head", "result"), [
    ("theorem t {R M : Type*} [Semiring R] [AddCommMonoid M] [Module R M] (f : Module.End R M) "
     "(x : M) : f x = x", "Module.End", "M"),
    ("theorem t {α : Type*} (p : PMF α) (a : α) : p a ≤ 1", "PMF", "ℝ≥0∞"),
    ("theorem t {α : Type*} (s : Setoid α) (a b : α) : s a b → s b a", "Setoid", "α → Prop"),
    ("theorem t {μ : YoungDiagram} (T : SemistandardYoungTableau μ) (i j : ℕ) : T i j = 0",
     "SemistandardYoungTableau", "ℕ → ℕ"),
    ("theorem t {R M N : Type*} [CommRing R] [AddCommGroup M] [Module R M] [AddCommGroup N] "
     "[Module R N] (p : PerfectPairing R M N) (x : M) (y : N) : p x y = 0", "PerfectPairing",
     "LinearMap (RingHom.id R) N R"),
    ("theorem t {R M N : Type*} [CommSemiring R] [AddCommMonoid M] [Module R M] "
     "[AddCommMonoid N] [Module R N] (B : LinearMap.BilinMap R M N) (x y : M) : B x y = B y x",
     "LinearMap.BilinMap", "LinearMap (RingHom.id R) M N"),
    ("theorem t {α β : Type*} {r : α → α → Prop} {s : β → β → Prop} (f : InitialSeg r s) "
     "(a : α) : s (f a) (f a) → True", "InitialSeg", "β"),
    ("theorem t {R : Type*} [CommMonoidWithZero R] {n : ℕ} (χ : DirichletCharacter R n) "
     "(a : ZMod n) : χ a = 0", "DirichletCharacter", "R"),
    ("theorem t {Ω ι : Type*} [Preorder ι] {m : MeasurableSpace Ω} "
     "(f : MeasureTheory.Filtration ι m) (i : ι) : f i ≤ m", "MeasureTheory.Filtration",
     "MeasurableSpace Ω"),
    ("theorem t {α : Type*} {C : Set (Set α)} (m : MeasureTheory.AddContent C) (s : Set α) : "
     "m s = 0", "MeasureTheory.AddContent", "ℝ≥0∞"),
    ("theorem t {X ι : Type*} [TopologicalSpace X] {s : Set X} (f : PartitionOfUnity ι X s) "
     "(i : ι) (x : X) : f i x = 0", "PartitionOfUnity", "ContinuousMap X ℝ"),
])
def test_a_structure_value_is_applied_at_its_instance_types(header: str, head: str,
                                                             result: str) -> None:
    formal, reason = render(header)
    assert formal is not None, reason
    assert result in _coe_results(formal)[head]


@pytest.mark.parametrize("header", [
    # a measure-like content takes a set, not a point
    "theorem t {α : Type*} {C : Set (Set α)} (m : MeasureTheory.AddContent C) (s : α) : m s = 0",
    # a filtration is indexed by ι, not by the points of Ω
    "theorem t {Ω ι : Type*} [Preorder ι] {m : MeasurableSpace Ω} "
    "(f : MeasureTheory.Filtration ι m) (x : Ω) : f x ≤ m",
    # a principal segment r ≺i s is applied to the points of r, not of s
    "theorem t {α β : Type*} {r : α → α → Prop} {s : β → β → Prop} (f : PrincipalSeg r s) "
    "(b : β) : f b = b",
    # a type argument that is not a single word is left alone (still not a function)
    "theorem t {R : Type*} [CommRing R] {n : ℕ} (χ : DirichletCharacter (Polynomial R) n) "
    "(a : ZMod n) : χ a = 0",
])
def test_an_argument_of_another_type_is_refused(header: str) -> None:
    formal, reason = render(header)
    assert formal is None and reason is not None


def test_an_out_param_binder_has_its_type() -> None:
    formal, reason = render("theorem t {A : Type*} {p : outParam (A → Prop)} (a : A) "
                            "(h : p a) : p a")
    assert formal is not None, reason
    with pytest.raises(UnsupportedError):
        elaborate_rendering("∀ {A : Type*} (p : outParam (A → Prop)) (a : ℕ), p a")


USES = {"Module.End.isUnit_inv_apply_apply_of_isUnit": "Module.End",
        "ENormedSpace.map_smul": "ENormedSpace", "Setoid.symm'": "Setoid",
        "MeasureTheory.addContent_union": "MeasureTheory.AddContent",
        "SemistandardYoungTableau.zeros": "SemistandardYoungTableau",
        "IncidenceAlgebra.le_of_ne_zero": "IncidenceAlgebra"}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_corpus_theorems_apply_the_structure(name: str) -> None:
    assert USES[name] in _coe_results(rendered(USES, name))
