"""Printer regressions: text that Lean would read differently from what we meant."""

from forminv_lean.formal import parse, to_lean


def test_double_negation_is_not_a_comment():
    text = to_lean("∀ {G : Type*} [AddGroup G] (a : G), - -a = a")
    assert "--" not in text and "- -a" in text
    assert to_lean(text) == text  # the printed form parses back to itself
    parse(text)


def test_applied_bundled_map_keeps_the_type_its_ascription_fixed():
    # `Finsupp.lapply a` does not mention `R`: printed bare, Lean cannot infer the scalars
    text = to_lean("∀ {R M α : Type*} [CommRing R] [AddCommGroup M] [Module R M] (a : α) "
                   "(f : α →₀ M), (Finsupp.lapply a : (α →₀ M) →ₗ[R] M) f = f a")
    assert "⇑(Finsupp.lapply a : LinearMap (RingHom.id R) (Finsupp α M) M) f" in text


def test_coefun_only_value_is_applied_through_its_coercion():
    # `PiLp p β` has only `CoeFun` (Mathlib/Analysis/Normed/Lp/PiLp.lean:77), no `FunLike`:
    # `DFunLike.coe x i` would not elaborate; `⇑x i` (coerceToFunction?) does, for every
    # `CoeFun` instance, and parses back to the same meaning
    text = to_lean("∀ (p : ℝ≥0∞) {ι : Type*} (β : ι → Type*) [∀ i, SeminormedAddCommGroup (β i)] "
                   "(x : PiLp p β) (i : ι), (-x) i = -x i")
    assert "DFunLike.coe" not in text and "⇑(-x) i" in text
    assert to_lean(text) == text


def test_explicit_coercion_to_function_is_the_application_itself():
    # `⇑f x` and `f x` are one term in Lean (the application inserts the same `⇑`)
    from forminv_lean.formal.statements import elaborate_rendering

    t = elaborate_rendering("∀ {M N : Type*} [Monoid M] [Monoid N] (f : M →* N) (x : M), "
                            "⇑f x = f x")
    eq = t.args[0].args[0].args[0].args[0]
    assert eq.op == "eq" and eq.args[0] == eq.args[1]


def test_explicit_coercion_of_a_function_is_refused():
    # a function has no `CoeFun` instance of its own: the checker does not guess one
    import pytest

    from forminv_lean.formal import UnsupportedError
    from forminv_lean.formal.statements import elaborate_rendering

    with pytest.raises(UnsupportedError, match="⇑"):
        elaborate_rendering("∀ (f : ℕ → ℕ) (x : ℕ), ⇑f x = f x")


def test_a_big_operator_over_the_whole_type_prints_its_univ():
    # Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean:25-27: `∏ x, f x` is
    # `Finset.prod Finset.univ f`; `Finset.prod (fun i => f i)` alone is no Lean term
    for op, head in (("∏", "Finset.prod"), ("∑", "Finset.sum")):
        for binder in ("i : Fin n", "i"):
            text = to_lean(f"∀ (n : ℕ) (f : Fin n → ℝ), {op} {binder}, f i = 0")
            assert f"{head} Finset.univ (fun (i : Fin n) => f i) = 0" in text, text
    over = to_lean("∀ (n : ℕ) (f : Fin n → ℝ) (s : Finset (Fin n)), ∑ i ∈ s, f i = 0")
    assert "Finset.sum s (fun (i : Fin n) => f i)" in over and "univ" not in over, over
