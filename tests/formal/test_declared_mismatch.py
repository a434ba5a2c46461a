"""An argument that does not fit its declared parameter is refused, not kept uninterpreted.

A Mathlib statement that Lean accepts and whose argument the checker types otherwise than its
declared parameter means something the checker did not read: Lean elaborated the argument at
the parameter's type (`𝓝 0` at the type the function fixed, not ℕ) or rejects the text
(`IsClosed q` with `q : ℚ`). Only where Lean's own reading is a function of the written
argument (a type not known here, a value Lean coerces to a function or to a type, a set where
Lean unfolds `Set α` to `α → Prop`) is the application kept uninterpreted. Matrix products are
heterogeneous in Mathlib (`HMul (Matrix l m α) (Matrix m n α) (Matrix l n α)`), so a factor
whose type is not known, or a homogeneous `*` on a non-square type, is refused.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import UnsupportedError, to_lean
from forminv_lean.formal.statements import elaborate_rendering

#: Declared predicates whose first explicit parameter is a `Set α` (Mathlib v4.19.0:
#: Topology/Defs/Basic.lean `IsOpen`/`IsClosed`, Data/Set/Defs.lean `Set.Finite`,
#: Order/Bounds/Defs.lean `BddAbove`).
SET_PREDICATES = ["IsClosed", "IsOpen", "Set.Finite", "BddAbove"]
NUMBERS = ["ℕ", "ℤ", "ℚ", "ℝ"]
CONTEXT = "∀ {X : Type*} [TopologicalSpace X] [Preorder X] (s : Set X)"


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(SET_PREDICATES), st.sampled_from(NUMBERS))
def test_a_number_where_a_set_is_declared_is_refused(pred: str, num: str) -> None:
    with pytest.raises(UnsupportedError, match="type mismatch"):
        elaborate_rendering(f"{CONTEXT} (q : {num}), {pred} q")
    # the same predicate of the set it declares is read
    elaborate_rendering(f"{CONTEXT} (q : {num}), {pred} s")


def test_arguments_fixing_one_parameter_two_ways_are_refused() -> None:
    # `Polynomial.eval (x : R) (p : R[X])`: `x : ℚ` fixes `R`, the polynomial is over ℤ
    with pytest.raises(UnsupportedError, match="argument 2 of Polynomial.eval"):
        elaborate_rendering("∀ (p : Polynomial ℤ) (x : ℚ), Polynomial.eval x p = 0")
    elaborate_rendering("∀ (p : Polynomial ℚ) (x : ℚ), Polynomial.eval x p = 0")


def test_a_numeral_whose_slot_an_unknown_result_fixes_is_refused() -> None:
    # `Real.expNegInvGlue` has no declared type here: the function's codomain fixes
    # `Tendsto`'s `β`, so Lean's `0` is at that type, not at ℕ's default
    with pytest.raises(UnsupportedError, match="a numeral's type is fixed by fun x"):
        elaborate_rendering("Filter.Tendsto (fun x : ℝ => Real.expNegInvGlue x) Filter.atTop "
                            "(𝓝 0)")
    # declared (Mathlib/Data/Complex/Trigonometric.lean:88 `nonrec def sinh (x : ℝ) : ℝ`):
    # `0 : ℝ`
    t = elaborate_rendering("Filter.Tendsto (fun x : ℝ => Real.sinh x) Filter.atTop (𝓝 0)")
    assert [str(s.ty) for s in _walk(t) if s.op == "num"] == ["ℝ"]


def test_zpow_has_its_base_type_so_the_limit_is_there_too() -> None:
    t = elaborate_rendering(
        "∀ {𝕜 : Type*} [Field 𝕜] [LinearOrder 𝕜] [TopologicalSpace 𝕜] (n : ℕ), "
        "Filter.Tendsto (fun x : 𝕜 => x ^ (-(n : ℤ))) Filter.atTop (𝓝 0)")
    assert [str(s.ty) for s in _walk(t) if s.op == "num"] == ["𝕜"]


@pytest.mark.parametrize("text", [
    # a bundled map where a function is declared: Lean's `⇑f`
    "∀ {M N : Type*} [Monoid M] [Monoid N] (f : M →* N), Function.Injective f",
    # a subgroup where a type is declared: Lean's `↥H`
    "∀ {G : Type*} [Group G] (H : Subgroup G), Nontrivial H → True",
    # sets where functions are declared: `Set α` is `α → Prop` by definition
    "∀ {α : Type*} (l : Filter α) (s t : Set α), Filter.EventuallyEq l s t",
])
def test_what_lean_reads_through_a_coercion_or_a_definition_stays(text: str) -> None:
    elaborate_rendering(text)


def test_a_product_of_non_square_matrices_of_one_type_is_refused() -> None:
    # Mathlib's `Mul (Matrix n n α)` is for square matrices only (Data/Matrix/Mul.lean:326)
    with pytest.raises(UnsupportedError, match="not a square matrix type"):
        elaborate_rendering("∀ (A : Matrix (Fin 2) (Fin 3) ℝ) (B : Matrix (Fin 3) (Fin 2) ℝ), "
                            "A * Matrix.transpose B = A")
    elaborate_rendering("∀ (A : Matrix (Fin 2) (Fin 2) ℝ), A * A = A")


def test_a_matrix_factor_of_unknown_type_is_refused() -> None:
    # `Matrix.kronecker B B` has no declared type here; in Lean it is a `Matrix (Fin 2 × Fin 2)
    # (Fin 2 × Fin 2) ℝ` (Data/Matrix/Kronecker.lean), which `A * ·` would not leave square
    with pytest.raises(UnsupportedError, match="product of matrices"):
        elaborate_rendering("∀ (A B : Matrix (Fin 2) (Fin 2) ℝ), A * Matrix.kronecker B B = A")


def test_two_matrices_of_fitting_types_multiply_heterogeneously() -> None:
    text = "∀ (A : Matrix (Fin 2) (Fin 3) ℝ) (B : Matrix (Fin 3) (Fin 2) ℝ), A * B = A * B"
    product = elaborate_rendering(text).args[0].args[0].args[0]
    assert str(product.ty) == "Matrix (Fin 2) (Fin 2) ℝ"
    assert "HMul.hMul A B" in to_lean(text)


@pytest.mark.parametrize("notation", ["𝓝", "nhds"])
def test_a_numeral_under_a_notation_takes_the_type_its_slot_fixes(notation: str) -> None:
    # `Tendsto u l (𝓝 1)` with `u : α → G`: Lean elaborates `𝓝 1` against `Filter G`, so the
    # `1` is a `G` (`propagateExpectedType`), written as the notation or as the function
    t = elaborate_rendering("∀ {G : Type*} [Group G] [TopologicalSpace G] {α : Type*} "
                            f"(l : Filter α) (u : α → G), Filter.Tendsto u l ({notation} 1)")
    one = [s for s in _walk(t) if s.op == "num"]
    assert one and all(str(s.ty) == "G" for s in one)


def _walk(t):  # type: ignore[no-untyped-def]
    yield t
    for a in t.args:
        if hasattr(a, "op"):
            yield from _walk(a)


@pytest.mark.parametrize("other", ["List ℕ", "Set ℕ", "Finset ℕ", "ℕ → ℕ"])
def test_a_collection_where_the_first_argument_fixed_a_number_is_refused(other: str) -> None:
    # `Commute (a b : S)` (Mathlib/Algebra/Group/Commute/Defs.lean:33): `x : ℕ` fixes `S`, and no
    # coercion makes a number of a collection or a function
    with pytest.raises(UnsupportedError, match="argument 2 of Commute"):
        elaborate_rendering(f"∀ (x : ℕ) (y : {other}), Commute x y")
    elaborate_rendering("∀ (x y : ℕ), Commute x y")


@pytest.mark.parametrize("text", [
    "Real.exp 1 = Real.log",
    "∀ {α : Type*} (f : α → ℝ) (x : α), f x = Real.log",
    "∀ (x : ℝ), Real.log x < Real.exp",
])
def test_a_declared_function_written_alone_is_not_a_value(text: str) -> None:
    # `Real.log : ℝ → ℝ` (Mathlib/Analysis/SpecialFunctions/Log/Basic.lean:40): written without
    # its argument it is a function, which a real number cannot equal (Lean rejects the text)
    with pytest.raises(UnsupportedError):
        elaborate_rendering(text)


_CHAIN = ["ℕ", "ℤ", "ℚ", "ℝ", "ℂ"]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(_CHAIN), st.sampled_from(_CHAIN))
def test_a_number_goes_only_up_the_cast_chain_into_a_declared_parameter(ring: str,
                                                                       num: str) -> None:
    # `Polynomial.IsRoot (p : R[X]) (a : R) : Prop`: `p` fixes `R`; Lean casts `a` up the
    # chain ℕ → ℤ → ℚ → ℝ → ℂ and never down
    text = f"∀ (p : Polynomial {ring}) (a : {num}), Polynomial.IsRoot p a"
    if _CHAIN.index(num) <= _CHAIN.index(ring):
        elaborate_rendering(text)
    else:
        with pytest.raises(UnsupportedError, match="type mismatch"):
            elaborate_rendering(text)


@pytest.mark.parametrize(("classes", "num", "reads"), [
    ("[CommRing R]", "ℝ", False),    # no instance of a commutative ring casts ℝ into it
    ("[CommRing R]", "ℤ", True),     # IntCast
    ("[RCLike R]", "ℝ", True),       # Analysis/RCLike/Basic.lean:95 `CoeTC ℝ K`
])
def test_a_number_into_a_type_variable_needs_a_class_that_casts_it(classes: str, num: str,
                                                                   reads: bool) -> None:
    text = f"∀ {{R : Type*}} {classes} (p : Polynomial R) (a : {num}), Polynomial.IsRoot p a"
    if reads:
        assert "(↑a : R)" in to_lean(elaborate_rendering(text))
    else:
        with pytest.raises(UnsupportedError, match="type mismatch"):
            elaborate_rendering(text)
