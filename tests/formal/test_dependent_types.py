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
from forminv_lean.formal.meaning.terms import hidden_names, mk

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
    # ... also when the type is in the prefix itself (found by tests/formal/gen/dependent.py,
    # shrunk: Q's `Fin m` was compared with P's as text, so `m` came to mean P's `n`; P holds,
    # Q fails at n = 0, m = 1)
    ("∀ m n : ℕ, ∀ x : Fin m, m ≠ 0", "∀ n m : ℕ, ∀ x : Fin m, n ≠ 0"),
    ("∀ k m n : ℕ, ∀ x : Fin m, 0 < m", "∀ k n m : ℕ, ∀ x : Fin m, 0 < n"),
]

#: found by the generator with 46d90ad's rule in place: not false in Mathlib (both sides fail),
#: but certified through the prefix renamed without its type, which no interpretation of the
#: sort justifies (with `Fin 3` empty and `Fin 0`..`Fin 2` not, P holds and Q fails)
SHRUNK_FINDINGS = [
    ("∀ m n : ℕ, ∀ y : Fin m, n ≠ 3", "∀ n m : ℕ, ∀ y : Fin m, m ≠ 3"),
    ("∀ m n : ℕ, ∀ y : ZMod n, n < 2", "∀ n m : ℕ, ∀ y : ZMod n, m < 2"),
]


@pytest.mark.parametrize(("p", "q"), FALSE_PAIRS + SHRUNK_FINDINGS)
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


#: statements over dependent types that each side proves (or refutes) on its own: the checker
#: combined the two closed theorems into `P ↔ Q`, which the kernel's dependency rule refused by
#: raising, so `check` ended with a KernelError (24 of 300 generated pairs; found by
#: tests/formal/gen/dependent.py), as did a refutation's ground instance (`ZMod m` with `m` gone)
RAISED = [
    ("True", "∀ k : ℕ, ∀ z : ZMod k, True"),  # shrunk from a generated pair
    ("∀ n : ℕ, ∀ x : Fin (n + 1), ∃ y : Fin (n + 1), n < 1 → (n = 3 → x = x)",
     "∀ k : ℕ, ∀ x : Fin (k + 1), ∃ y : Fin (k + 1), k < 1 → (k = 3 → x = x)"),
    ("∀ m : ℕ, ∀ x : ZMod m, (¬∀ z : Fin m, False) ∨ x = x",
     "∀ k : ℕ, ∀ x : ZMod k, (¬∀ z : Fin k, False) ∨ x = x"),
    ("∀ m : ℕ, ∀ m : ℕ, ∀ m : ℕ, (m ≠ 1 → ∃ z y : Fin (m + 1), z ≠ y) ∨ (m = 3 → ∃ z : ZMod m, z = z)",
     "∀ m : ℕ, ∀ m : ℕ, ∀ m : ℕ, (m ≠ 1 → ∀ z : Fin (m + 1), ∃ y : Fin (m + 1), ∃ n : ℕ, z ≠ y) ∨ "
     "(m = 3 → ∃ z : ZMod m, z = z)"),
]


@pytest.mark.parametrize(("p", "q"), RAISED)
def test_a_refused_step_is_no_verdict_not_an_error(p: str, q: str) -> None:
    r = check(p, q)
    assert r.verdict in ("unknown", "equivalent"), (r.method, r.reason)


def test_closing_needs_the_prefix_types_aligned_too() -> None:
    """A prefix binder's own type (`x : Fin m`) is compared as text by the alignment: with
    m ↦ n, Q's `Fin m` would be P's `Fin n` (the body never mentions `x`)."""
    p = elaborate("∀ m n : ℕ, ∀ x : Fin m, m ≠ 0")
    q = elaborate("∀ n m : ℕ, ∀ x : Fin m, n ≠ 0")
    pp = K.prefix(p)
    thm = K.nf_iff(pp.body, pp.body, pp.ctx)
    with pytest.raises(K.KernelError, match="prefix depends on m"):
        K.close_iff(thm, p, q, {"m": "n", "n": "m", "x": "x"})


def test_a_class_that_mentions_another_type_variable_is_aligned_with_itself() -> None:
    """`[Algebra R A]` ties `A` to `R`. With the prefix renamed (P's `R` is the field, Q's the
    commutative ring), identical bodies said nothing: P is true in Mathlib (in an algebra over
    a field, 2 and 3 are 0 or units), Q false (`A = ZMod 6` over `ℤ`). It was certified."""
    p = ("∀ {R S : Type*} [Field R] [CommRing S] {A : Type*} [Ring A] [Algebra R A], "
         "(2 : A) * 3 = 0 → (2 : A) = 0 ∨ (3 : A) = 0")
    q = ("∀ {S R : Type*} [Field S] [CommRing R] {A : Type*} [Ring A] [Algebra R A], "
         "(2 : A) * 3 = 0 → (2 : A) = 0 ∨ (3 : A) = 0")
    assert check(p, q).verdict != "equivalent"
    assert check(p, p).verdict == "equivalent"

