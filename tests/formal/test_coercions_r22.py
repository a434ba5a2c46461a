"""The round-22 coercion table (`coercions_r22`): each row cites the instance Lean finds at
Mathlib v4.19.0 (read back from the source), the target's arguments follow from the source's
exactly as the row's picks say (and nowhere else), and corpus theorems that use a row render
with the coercion in place."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import to_lean
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.coercions import between
from forminv_lean.formal.meaning.coercions_r22 import (
    CARRIERS,
    COERCIONS_R22,
    FIN_NAT_CAST,
    NNRAT_CAST_CLASSES,
    Coercion,
    Fixed,
    Unwrap,
)
from forminv_lean.formal.meaning.types import Ty, is_numeric
from tests.mathlib_corpus import mathlib_source, needs_index, needs_mirror, rendered


def _line(cite: str) -> str:
    path, _, line = cite.rpartition(":")
    assert path.startswith("Mathlib/") and path.endswith(".lean"), cite
    return mathlib_source(path)[int(line) - 1]


@needs_mirror
@pytest.mark.parametrize("row", COERCIONS_R22, ids=lambda r: f"{r.src}->{r.dst}")
def test_each_row_cites_its_instance_in_mathlib(row: Coercion) -> None:
    assert row.text in _line(row.cite)
    if row.via is not None:
        assert _line(row.via).strip()   # the class instance or section binder is there


@needs_mirror
@pytest.mark.parametrize("name", sorted(NNRAT_CAST_CLASSES))
def test_each_nnrat_class_cites_where_it_gives_the_cast(name: str) -> None:
    cite, text = NNRAT_CAST_CLASSES[name]
    line = _line(cite)
    assert text in line and (f"class {name} " in line or "extends" in line)


@needs_mirror
@pytest.mark.parametrize("head", sorted(CARRIERS))
def test_each_carrier_cites_its_subtype(head: str) -> None:
    _, cite, text = CARRIERS[head]
    assert text in _line(cite)


@needs_mirror
def test_the_cast_of_a_natural_into_fin_is_cited() -> None:
    assert FIN_NAT_CAST[1] in _line(FIN_NAT_CAST[0])


def test_the_rows_are_keyed_once() -> None:
    keys = [(r.src, r.dst) for r in COERCIONS_R22]
    assert len(keys) == len(set(keys))


# --- the pick language, over every row: the target built from the source's arguments as
# the picks say is accepted; any one target argument changed is refused

_VARS = [Ty("var", (), n) for n in ("α", "β", "γ", "δ", "ε")]


def _index(p: object) -> int:
    """The source argument a pick reads (-1: none)."""
    if isinstance(p, Unwrap):
        return p.at
    if isinstance(p, (Fixed, str)):
        return -1
    return p if isinstance(p, int) else p[1]   # type: ignore[index,return-value]


def _source_type(row: Coercion, args: list[Ty]) -> Ty:
    """A source type of the row's head, its arguments `args` (wrapped where a pick unwraps)."""
    if is_numeric(Ty(row.src)):
        return Ty(row.src)
    n = 3 if row.picks is None else 1 + max((_index(p) for p in row.picks), default=-1)
    wrap = {p.at: p.head for p in row.picks or () if isinstance(p, Unwrap)}
    return Ty("app", tuple(Ty("app", (a,), wrap[i]) if i in wrap else a
                           for i, a in enumerate(args[:n])), row.src)


def _target_args(row: Coercion, src: Ty) -> tuple[Ty, ...]:
    if row.picks is None:
        return src.args
    out = []
    for p in row.picks:
        if isinstance(p, Fixed):
            out.append(p.ty)
        elif isinstance(p, Unwrap):
            out.append(src.args[p.at].args[0])
        elif isinstance(p, int):
            out.append(src.args[p])
        elif isinstance(p, tuple):
            out.append(Ty("app", (src.args[p[1]],), p[0]))
        else:
            out.append(_VARS[4])   # "*": any type
    return tuple(out)


_ROWS = [r for r in COERCIONS_R22 if r.src != "var" and not r.needs and r.src != "ℚ≥0"]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(_ROWS), st.permutations(_VARS[:4]), st.integers(0, 3))
def test_a_row_accepts_exactly_the_target_its_picks_name(row: Coercion, args: list[Ty],
                                                         k: int) -> None:
    src = _source_type(row, args)
    dst_args = _target_args(row, src)
    target = Ty(row.dst) if is_numeric(Ty(row.dst)) else Ty("app", dst_args, row.dst)
    assert between(src, target)
    if dst_args and any(not isinstance(p, str) for p in row.picks or (None,)):
        i = k % len(dst_args)
        if row.picks is not None and isinstance(row.picks[i], str):
            return   # "*": any argument is that target
        wrong = dst_args[:i] + (Ty("app", (), "Wrong"),) + dst_args[i + 1:]
        assert not between(src, Ty("app", wrong, row.dst))
    assert not between(target, src)   # no row has a way back


# --- texts: each accepted with Lean's coercion, and the near misses Lean rejects refused

ACCEPTED = [
    ("∀ (x y : ℝ), (x : ℝ*) = y ↔ x = y", "(↑x : ℝ*) = (↑y : ℝ*)"),
    ("∀ {K : Type*} [DivisionRing K] (q : ℚ≥0) (x : K), (q : K) = x", "(↑q : K) = x"),
    ("∀ {K : Type*} [NNRatCast K] (q : ℚ≥0) (x : K), (q : K) = x", "(↑q : K) = x"),
    ("∀ {K : Type*} [RCLike K] (q : ℚ≥0) (x : K), (q : K) = x", "(↑q : K) = x"),
    ("∀ {R K : Type*} [CommRing R] [Field K] [Algebra R K] (I : FractionalIdeal "
     "(nonZeroDivisors R) K) (J : Submodule R K), (I : Submodule R K) = J",
     "(↑I : Submodule R K) = J"),
    ("∀ {G : Type*} [Group G] (p : ℕ) (P : Sylow p G) (H : Subgroup G), (P : Subgroup G) = H",
     "(↑P : Subgroup G) = H"),
    ("∀ (x : unitInterval) (y : ℝ), (x : ℝ) = y", "(↑x : ℝ) = y"),
    ("∀ (l : PrimeMultiset) (s : Multiset ℕ), (l : Multiset ℕ) = s", "(↑l : Multiset ℕ) = s"),
    ("∀ {R : Type*} [CommRing R] (n : ℕ) (q : Quaternion R), q + n = q",
     "q + (↑n : Quaternion R) = q"),
    ("∀ {R : Type*} [CommRing R] (r : R) (q : Quaternion R), (r : Quaternion R) = q",
     "(↑r : Quaternion R) = q"),
    ("∀ {R : Type*} [Zero R] (c₁ c₂ c₃ r : R) (q : QuaternionAlgebra R c₁ c₂ c₃), "
     "(r : QuaternionAlgebra R c₁ c₂ c₃) = q", "(↑r : QuaternionAlgebra R c₁ c₂ c₃) = q"),
    ("∀ {R : Type*} [Field R] (x : ℚ≥0) (q : Quaternion R), (x : Quaternion R) = q",
     "(↑x : Quaternion R) = q"),
    ("∀ {n : ℕ} (u : Fin n → ℕ) (i : Fin n), (i : ℕ) = u i", "(↑i : ℕ) = u i"),
    ("∀ (n k : ℕ) (i : Fin (n + 1)), (k : Fin (n + 1)) = i", "(↑k : Fin (n + 1)) = i"),
    ("∀ (k : ℕ) (i : Fin 3), (k : Fin 3) = i", "(↑k : Fin 3) = i"),
    ("∀ (n k : ℕ) (i : Fin (n + 1)), k + i = k", "k + (↑i : ℕ) = k"),
    ("∀ {R : Type*} [Ring R] [StarRing R] (x : selfAdjoint R) (y : R), (x : R) = y",
     "(↑x : R) = y"),
    ("∀ {α : Type*} [Lattice α] [BoundedOrder α] (x : Complementeds α) (y : α), x = y",
     "(↑x : α) = y"),
    ("∀ {n R : Type*} [Fintype n] [DecidableEq n] [CommRing R] (A : Matrix.SpecialLinearGroup "
     "n R) (B : Matrix n n R), (A : Matrix n n R) = B", "(↑A : Matrix n n R) = B"),
    ("∀ {α : Type*} (x y : FreeRing α), ↑(x + y) = (x : FreeCommRing α) + y",
     "(↑(x + y) : FreeCommRing α) = (↑x : FreeCommRing α) + (↑y : FreeCommRing α)"),
    ("∀ {α : Type*} (x : FreeRing α) (y : FreeCommRing α), y = x", "y = (↑x : FreeCommRing α)"),
]


@pytest.mark.parametrize(("text", "shown"), ACCEPTED)
def test_a_cited_coercion_is_inserted(text: str, shown: str) -> None:
    assert shown in to_lean(text)


REJECTED = [
    "∀ (x : ℝ) (y : ℕ), (x : ℝ*) = y",                      # only ℝ is cast into ℝ*
    "∀ {K : Type*} [Semiring K] (q : ℚ≥0) (x : K), (q : K) = x",   # no `NNRatCast K`
    # a fractional ideal over `R` is a submodule over `R`, not over another ring
    "∀ {R S K : Type*} [CommRing R] [CommRing S] [Field K] [Algebra R K] [Algebra S K] "
    "(I : FractionalIdeal (nonZeroDivisors R) K) (J : Submodule S K), (I : Submodule S K) = J",
    "∀ (x : ℝ) (y : unitInterval), (x : unitInterval) = y",   # no way back
    "∀ (l : PrimeMultiset) (s : Multiset ℤ), (l : Multiset ℤ) = s",
    # `Fin n` has `NatCast` only under `[NeZero n]`; `Fin 0` has none
    "∀ (n k : ℕ) (i : Fin n), (k : Fin n) = i",
    "∀ (k : ℕ) (i : Fin 0), (k : Fin 0) = i",
    # `ℕ` and `Fin m` coerce both ways: `binop%` would take the first leaf's type
    "∀ (n k : ℕ) (i : Fin (n + 1)), i + k = i",
    # a `SpecialLinearGroup n R` is a matrix over `R`, not over another ring
    "∀ {n R S : Type*} [Fintype n] [DecidableEq n] [CommRing R] [CommRing S] "
    "(A : Matrix.SpecialLinearGroup n R) (B : Matrix n n S), (A : Matrix n n S) = B",
    "∀ {R : Type*} [Semiring R] (n : ℕ) (q : Quaternion R), (n : Quaternion R) = q",
    "∀ {R : Type*} [CommRing R] (x : ℚ) (q : Quaternion R), (x : Quaternion R) = q",  # Field
    # `[Zero R]` is the coercion's own binder: without it there is no instance
    "∀ {R : Type*} (c₁ c₂ c₃ r : R) (q : QuaternionAlgebra R c₁ c₂ c₃), "
    "(r : QuaternionAlgebra R c₁ c₂ c₃) = q",
    # only `R` itself coerces into `ℍ[R,c₁,c₂,c₃]`
    "∀ {R S : Type*} [Zero R] [Zero S] (c₁ c₂ c₃ : R) (r : S) "
    "(q : QuaternionAlgebra R c₁ c₂ c₃), (r : QuaternionAlgebra R c₁ c₂ c₃) = q",
]


@pytest.mark.parametrize("text", REJECTED)
def test_a_coercion_lean_has_no_instance_for_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        to_lean(text)


def test_a_type_variable_bound_twice_lends_neither_its_classes() -> None:
    # the second `R` has no `[Zero R]`: its `ℍ[R,c₁,c₂,c₃]` takes no coercion from `R`
    second = ("(∀ {R : Type*} (c₁ c₂ c₃ r : R) (q : QuaternionAlgebra R c₁ c₂ c₃), "
              "(r : QuaternionAlgebra R c₁ c₂ c₃) = q)")
    with pytest.raises(UnsupportedError):
        to_lean("(∀ {R : Type*} [Zero R] (c₁ c₂ c₃ r : R) (q : QuaternionAlgebra R c₁ c₂ c₃), "
                "(r : QuaternionAlgebra R c₁ c₂ c₃) = q) ∧ " + second)


# Corpus theorems -> a text their rendering must contain, per row (each was refused with "no
# coercion the checker can name" before round 22).
USES = {
    "Hyperreal.coe_eq_coe": "(x : ℝ*) = y ↔ x = y",
    "SubfieldClass.nnratCast_mem": "(q : K) ∈ s",
    "ULift.up_nnratCast": "ULift.up (q : α) = q",
    "FractionalIdeal.invertible_of_principal": "[Submodule.IsPrincipal (I : Submodule R₁ K)]",
    "unitInterval.coe_ne_zero": "(x : ℝ) ≠ 0 ↔ x ≠ 0",
    "Complex.UnitDisc.norm_lt_one": "‖(z : ℂ)‖ < 1",
    # (`Class.coe_inter` left the table in round 25: its header writes `ZFSet.{u}` and
    # `Class.{u}`, levels that tie universes, and is refused)
    "Sylow.ne_bot_of_dvd_card": "(P : Subgroup G) ≠ ⊥",
    "MeasureTheory.ProbabilityMeasure.val_eq_to_measure": "ν.val = (ν : MeasureTheory.Measure Ω)",
    "LaurentSeries.coeff_coe_powerSeries": "HahnSeries.coeff (x : (LaurentSeries R)) n",
    "PrimeMultiset.coeNat_prime": "p ∈ (v : Multiset ℕ)",
    "FreeRing.coe_zero": "↑(0 : FreeRing α) = (0 : FreeCommRing α)",
    "LieIdeal.normalizer_eq_top": "(I : LieSubalgebra R L).normalizer = ⊤",
    "LieHom.ker_toSubmodule": "LinearMap.ker (f : L →ₗ[R] L')",
    "LieEquiv.coe_toLieHom": "⇑(e : L₁ →ₗ⁅R⁆ L₂) = e",
    "LieModuleEquiv.coe_toLieModuleHom": "⇑(e : M →ₗ⁅R,L⁆ N) = e",
    "AffineEquiv.coe_coe": "((e : P₁ →ᵃ[k] P₂) : P₁ → P₂) = e",
    "ContinuousAffineMap.coe_toAffineMap": "((f : P →ᵃ[R] Q) : P → Q) = f",
    "LinearIsometryEquiv.hasFDerivWithinAt": "HasFDerivWithinAt iso (iso : E →L[𝕜] F) s x",
    "MonoidAlgebra.lift_unique'": "(F : MonoidAlgebra k G →* A)",
    "PowerSeries.map_invUnitsSub": "Units.map (f : R →* S) u",
    "RingHom.coe_addMonoidHom_id": "(RingHom.id α : α →+ α) = AddMonoidHom.id α",
    "AlgHom.coe_toAddMonoidHom": "⇑(f : A →+ B) = f",
    "AlgEquiv.toAlgHom_toLinearMap": "(e : A₁ →ₐ[R] A₂).toLinearMap = e.toLinearMap",
    "ContinuousAlgHom.coe_eq_id": "(f : A →ₐ[R] A) = AlgHom.id R A",
    "RingEquiv.coe_toNonUnitalRingHom": "⇑(f : R →ₙ+* S) = f",
    "Subsemigroup.mem_map_equiv": "K.map (f : M →ₙ* N)",
    "BialgEquiv.coe_coe": "⇑(e : A →ₐc[R] B) = e",
    "QuaternionAlgebra.coe_imI": "(x : (QuaternionAlgebra R c₁ c₂ c₃)).imI = 0",
    "QuaternionAlgebra.natCast_imI": "(n : (QuaternionAlgebra R c₁ c₂ c₃)).imI = 0",
    "Quaternion.normSq_intCast": "Quaternion.normSq (z : (Quaternion R)) = (z : R) ^ 2",
    "Quaternion.re_nnratCast": "(q : (Quaternion R)).re = q",
    "Quaternion.ratCast_im": "(q : (Quaternion R)).im = 0",
    "LinearIsometryEquiv.coe_coe": "⇑(e : E ≃SL[σ₁₂] E₂) = e",
    "QuaternionAlgebra.intCast_imI": "(z : (QuaternionAlgebra R c₁ c₂ c₃)).imI = 0",
    "Quaternion.natCast_im": "(n : (Quaternion R)).im = 0",
    "CochainComplex.HomComplex.Cocycle.ext":
        "(z₁ : CochainComplex.HomComplex.Cochain F G n) = z₂ → z₁ = z₂",
    "selfAdjoint.star_val_eq": "star (x : R) = x",
    "unitary.coe_mul_star_self": "(U : R) * star U = 1",
    "Matrix.SpecialLinearGroup.coe_mk": "↑(⟨A, h⟩ : Matrix.SpecialLinearGroup n R) = A",
    "Matrix.GeneralLinearGroup.coe_inv": "↑A⁻¹ = (↑A : Matrix n n R)⁻¹",
    "SimpleGraph.Finsubgraph.coe_sdiff": "↑(G₁ \\ G₂) = (G₁ \\ G₂ : (SimpleGraph.Subgraph G))",
    "SimpleGraph.Path.isPath": "(p : G.Walk u v).IsPath",
    "Complementeds.coe_inj": "(a : α) = b ↔ a = b",
    "LinearRecurrence.eq_mk_of_is_sol_of_eq_init": "∀ n : Fin (LinearRecurrence.order E), u n",
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_corpus_theorem_using_a_row_renders(name: str) -> None:
    assert USES[name] in rendered(USES, name)
