"""Types that depend on a variable (`ZMod n`, `Fin (n + 1)`, a proof of `Set.MapsTo f s t`).

Such a type is an opaque sort named by its text, so the variable it mentions is invisible to
substitution, renaming and the quantifier rewrites. The kernel accepts a theorem that mentions
one only when the variable is fixed by the context (an outer `∀`, never bound again) and, when
closing a pointwise proof, aligned with itself. Before that rule the checker certified each
pair of `FALSE_PAIRS` (each is false in Mathlib: `ZMod 1` has one element, `ZMod 2` two,
`Fin 0` none).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import check, decide, elaborate
from forminv_lean.formal import kernel as K
from forminv_lean.formal.terms import hidden_names, mk

FALSE_PAIRS = [
    # a quantifier over `n` is not vacuous when a type mentions `n`
    ("∃ n : ℕ, ∀ x y : ZMod n, x = y", "∀ n : ℕ, ∀ x y : ZMod n, x = y"),
    ("∃ n : ℕ, ∀ x : Fin n, False", "∀ n : ℕ, ∀ x : Fin n, False"),
    ("∃ n : ℕ, ¬∃ x : Fin n, True", "∀ n : ℕ, ¬∃ x : Fin n, True"),
    # the hypothesis constrains the `n` the type mentions, not another variable
    ("∀ n m : ℕ, n = 1 → ∀ x y : ZMod n, x = y", "∀ n m : ℕ, m = 1 → ∀ x y : ZMod n, x = y"),
    # renaming the prefix (m ↦ n, n ↦ m) must rename the type too
    ("∀ n m : ℕ, n = 1 → ∀ x y : ZMod n, x = y", "∀ m n : ℕ, m = 1 → ∀ x y : ZMod n, x = y"),
    ("∀ n m : ℕ, n = 0 → ∀ x y : Fin (n + 1), x = y",
     "∀ m n : ℕ, m = 0 → ∀ x y : Fin (n + 1), x = y"),
]


@pytest.mark.parametrize(("p", "q"), FALSE_PAIRS)
def test_a_dependency_on_a_bound_variable_is_never_certified_away(p: str, q: str) -> None:
    r = check(p, q)
    assert r.verdict != "equivalent", (r.method, r.reason)


SAME_PREFIX = [
    ("∀ n : ℕ, ∀ x y : ZMod n, x = y", "∀ n : ℕ, ∀ x y : ZMod n, y = x"),
    ("∀ n : ℕ, ∀ x y : ZMod n, x ≠ y → y ≠ x", "∀ n : ℕ, ∀ x y : ZMod n, x = y ∨ y ≠ x"),
    ("∀ (n : ℕ) (x : Fin (n + 1)), x = x ∧ True", "∀ (n : ℕ) (x : Fin (n + 1)), x = x"),
]


@pytest.mark.parametrize(("p", "q"), SAME_PREFIX)
def test_a_dependency_on_the_shared_prefix_is_still_certified(p: str, q: str) -> None:
    """With `n` fixed by the outer `∀` of both sides, `ZMod n` is one sort for each `n`: the
    pointwise proof is sound, and the rule costs these nothing."""
    assert check(p, q).verdict == "equivalent"


def test_validity_over_a_dependent_type_is_proved_pointwise() -> None:
    assert decide("∀ n : ℕ, ∀ x : ZMod n, x = x").verdict == "proved"


def test_hidden_names_are_the_variables_written_inside_types() -> None:
    t = elaborate("∀ (p n : ℕ) (x : ZMod (p ^ n)) (f : ℕ → Fin n), x = x")
    assert {"p", "n"} <= hidden_names(t)
    assert "x" not in hidden_names(t) and "f" not in hidden_names(t)


def test_the_kernel_refuses_a_closed_normal_form_through_a_dependency() -> None:
    p = elaborate("∃ n : ℕ, ∀ x y : ZMod n, x = y")
    q = elaborate("∀ n : ℕ, ∀ x y : ZMod n, x = y")
    with pytest.raises(K.KernelError, match="depends on n"):
        K.nf_iff(p, q, K.EMPTY)


def test_closing_a_pointwise_proof_needs_the_dependency_aligned_with_itself() -> None:
    """The pointwise theorem is fine in its context; closing it with the prefix renamed
    (n ↦ m) would make Q's `ZMod n` mean P's `m`."""
    p = elaborate("∀ n m : ℕ, ∀ x : ZMod n, x = x")
    q = elaborate("∀ m n : ℕ, ∀ x : ZMod n, x = x")
    pp = K.prefix(p)
    thm = K.nf_iff(pp.body, pp.body, pp.ctx)
    with pytest.raises(K.KernelError, match="alignment"):
        K.close_iff(thm, p, q, {"m": "n", "n": "m", "x": "x"})
    ok = K.close_iff(thm, p, p, {"n": "n", "m": "m", "x": "x"})
    assert K.certifies(ok, mk("iff", p, p))
