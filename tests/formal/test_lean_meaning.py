"""A text means what Lean makes it mean, or it is refused (issue: checker conformance, round 3).

One test per class of the third adversarial review, each written so that it fails on the
elaborator/evaluator before the fix: `∃!` expanded with a capturing renaming, the expected type
not pushed into polymorphic functions and big operators, numerals evaluated as integers at
types the evaluator does not implement, opaque functions of arguments whose meaning depends on
the function's unknown domain, a `fun` applied to an argument. The expected verdicts are Lean's
(the value each statement has in Lean 4 + Mathlib, worked out in the comments).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.checker import check, decide

#: Statements false in Lean: never `proved`, never certified equivalent to `True`.
FALSE_IN_LEAN = [
    # ∃! x, ∀ x', x ≤ x' is true (x = 0): its negation is false
    "¬ ∃! x : ℕ, ∀ x' : ℕ, x ≤ x'",
    # 2 is the unique even prime
    "¬ ∃! p : ℕ, p.Prime ∧ Even p",
    "¬ ∃! n : ℕ, n.succ = 1",
    # Lean elaborates the list and the sum's body at ℤ (propagateExpectedType): -1 at a=0, b=1
    "∀ a b : ℕ, (List.sum [a - b] : ℤ) ≥ 0",
    "∀ n : ℕ, (∑ i ∈ Finset.range n, (i - 1) : ℤ) ≥ 0",
    "∀ a b : ℕ, (Finset.sum (Finset.range 1) (fun i => i - b) : ℤ) ≥ 0",
    # 5 is 2 in Fin 3; 0 = 1 in ZMod 1 is true, so its negation is false; ℝ≥0 truncates
    "(2 : Fin 3) < 5",
    "(0 : ZMod 1) ≠ 1",
    "(1 : NNReal) - 2 ≠ 0",
    "(3 : ZMod 3) ≠ 0",
]

#: Statements true in Lean: never `refuted`.
TRUE_IN_LEAN = [
    "∃! x : ℕ, ∀ x' : ℕ, x ≤ x'",
    "∃! p : ℕ, p.Prime ∧ Even p",
    "∃! n : ℕ, n.succ = 1",
    "∃! x : ℕ, ∀ y : ℕ, x.succ ≤ y.succ",
    "(0 : ZMod 1) = 1",
    "(1 : NNReal) - 2 = 0",
    "(5 : Fin 3) = 2",
    "∀ a b : ℕ, ((List.sum [a - b] : ℕ) : ℤ) ≥ 0",
    "∀ n : ℕ, (∑ i ∈ Finset.range n, (i - 1)) ≥ 0",
    "(fun x : ℕ => x - 1) 0 = 0",
    "∀ (p : ℕ) (hp : p.Prime), 2 ≤ p",
    "∀ x : ℝ, ∀ (hx : 0 < x), x ≠ 0",
    "∀ p : ℤ, Prime p → p ≠ 0",
    "Prime (-7 : ℤ)",
    "gcd (-4 : ℤ) 6 = 2",
    "lcm (-4 : ℤ) 6 = 12",
    "∀ a b c : ℕ, (gcd (a - b) c : ℤ) = gcd ((a : ℤ) - b) c",
    # min's α is ℤ from the ascription, so its arguments are ℤ subtractions: min 3 (-1) < 0
    # (the construct stream's own "explicit" reading put the cast outside min: its bug)
    "(min (3 - 0) (1 - 2) : ℤ) < 0",
]


@pytest.mark.parametrize("statement", FALSE_IN_LEAN)
def test_false_statement_is_never_proved(statement: str) -> None:
    assert decide(statement, timeout=1.0).verdict != "proved"
    r = check(statement, "True", timeout=1.0)
    assert not (r.verdict == "equivalent"), r


@pytest.mark.parametrize("statement", TRUE_IN_LEAN)
def test_true_statement_is_never_refuted(statement: str) -> None:
    assert decide(statement, timeout=1.0).verdict != "refuted"
    assert check(statement, "False", timeout=1.0).verdict != "equivalent"


@pytest.mark.parametrize("p,q", [
    # capture: the textual expansion renamed x to x' inside `∀ x'`, making P false
    ("∃! x : ℕ, ∀ x' : ℕ, x ≤ x'", "False"),
    # (List.sum [a - b] : ℤ) sums ↑a - ↑b, not ↑(a - b)
    ("∀ a b : ℕ, (List.sum [a - b] : ℤ) ≥ 0", "∀ a b : ℕ, ((List.sum [a - b] : ℕ) : ℤ) ≥ 0"),
    # Foo.f : ℤ → ℤ (1 below 0, else 0) makes these differ: min (a - b) 0 is at ℤ in Lean
    ("∀ a b : ℕ, Foo.f (min (a - b) 0) = Foo.f a", "∀ a b : ℕ, Foo.f 0 = Foo.f a"),
    ("∀ a b : ℕ, Foo.f (if a < b then a - b else 0) = Foo.f 0", "∀ a b : ℕ, Foo.f 0 = Foo.f 0"),
    ("∀ a b : ℕ, Foo.f [a - b] = Foo.f [0]", "True"),
    ("∀ n : ℕ, Foo.f (∑ i ∈ Finset.range n, (i - 1)) = Foo.f 0", "True"),
    ("∀ a b : ℕ, Foo.f (max a b) = Foo.f (max b a)", "∀ a b : ℕ, Foo.f (max a b) = Foo.f a"),
    # an unknown type's numerals are not the integers
    ("(1 : Foo) ≠ 2", "True"),
    ("(2 : Fin 3) < 5", "True"),
])
def test_never_certified(p: str, q: str) -> None:
    r = check(p, q, timeout=1.0)
    assert r.verdict != "equivalent", r


def test_opaque_argument_of_unknown_domain_is_refused_with_its_reason() -> None:
    r = check("∀ a b : ℕ, Foo.f (min (a - b) 0) = Foo.f a", "True", timeout=1.0)
    assert r.verdict == "unsupported" and "Foo.f" in r.reason


@pytest.mark.parametrize("statement", ["Foo.P {x | 0 < x}", "Foo.P {x | x + 1 = 2}"])
def test_untyped_binder_passed_to_unknown_function_is_refused(statement: str) -> None:
    # Lean takes x's type from Foo.P's domain (ℝ, say); read at ℕ it would be another set
    assert decide(statement).verdict == "unsupported"


def test_lambda_applied_is_evaluated_not_crashed() -> None:
    r = check("(fun x : ℕ => x - 1) 0 = 0", "True", timeout=1.0)
    assert r.verdict == "equivalent" and r.vacuous
    assert "proved" in r.reason


@pytest.mark.parametrize("p,q,word", [
    ("∀ n : ℕ, n + 0 = n", "∀ n : ℕ, 0 ≤ n", "proved"),
    ("2 < 3", "5 ∣ 10", "proved"),
    ("3 < 2", "5 ∣ 11", "refuted"),
    ("∀ n : ℕ, n < 0", "∀ n : ℕ, n + 1 = 0", "refuted"),
    ("1 = 2", "3 = 4", "refuted"),
])
def test_vacuity_says_which(p: str, q: str, word: str) -> None:
    r = check(p, q, timeout=1.0)
    assert r.verdict == "equivalent" and r.vacuous, r
    assert word in r.reason, r.reason
    assert ("refuted" if word == "proved" else "proved") not in r.reason.split(":")[0]


@pytest.mark.parametrize("statement", [
    # the binder's type is written: Lean coerces the set as a whole, if at all
    "Foo.P {x : ℝ | Real.log x < 0}",
    # a bound variable's type is fixed: an uninterpreted function of its value
    "∀ a : ℕ, Foo.f a = Foo.f a",
    # a declared polymorphic predicate pushes nothing concrete into its argument
    "Filter.Tendsto (fun n : ℕ => ((n : ℝ) - 1)) Filter.atTop Filter.atTop",
    # an ascription fixes the argument's type; Lean coerces the value as a whole
    "∀ a b : ℕ, Foo.f ((a - b : ℕ)) = Foo.f ((a - b : ℕ))",
])
def test_arguments_lean_reads_as_written_are_accepted(statement: str) -> None:
    assert decide(statement, timeout=1.0).verdict != "unsupported"


@pytest.mark.parametrize("statement", [
    "∀ a b : Fin 5, Foo.f (a + b) = Foo.f (b + a)",   # Fin.val does not commute with +
    "∀ x : ZMod 4, Foo.f (x * x) = Foo.f (x * x)",     # nor does ZMod.cast with *
    "∀ a b : ℕ, Foo.f (max a b) = Foo.f (max b a)",    # a cast into ZMod n is not monotone
    "∀ a b : ℤ, Foo.f (a / b) = Foo.f (a / b)",        # ℤ division is not ℚ's
])
def test_arguments_whose_reading_depends_on_the_domain_are_refused(statement: str) -> None:
    r = decide(statement, timeout=1.0)
    assert r.verdict == "unsupported" and "domain" in r.reason, r


@pytest.mark.parametrize("statement", [
    "∀ s : Set ℕ, ∀ u ⊇ s, s ⊆ u",          # a binder predicate `⊇` crashed (KeyError)
    "∀ s t : Set ℕ, s ⊇ t ↔ t ⊆ s",
])
def test_superset_binder_predicates_mean_subset(statement: str) -> None:
    assert decide(statement, timeout=1.0).verdict == "proved"


def test_a_numeral_too_long_to_convert_is_refused_not_a_crash() -> None:
    n = "7" * 5000  # over Python's 4,300-digit int/str limit
    r = check(f"{n} + 1 = 2", "True", timeout=1.0)
    assert r.verdict == "unsupported" and "digits" in r.reason
    assert decide(f"{n} = {n}").verdict == "unsupported"


@pytest.mark.parametrize("token", ["ℕ∞", "ℝ≥0∞", "ℝ≥0"])
def test_one_notation_token_is_one_type_name(token: str) -> None:
    """`ℕ∞` is Mathlib's `notation "ℕ∞" => ENat`, one token as in Lean: not `ℕ` applied to a
    variable `∞` (which printed back as the invalid Lean `ℕ ∞`)."""
    from forminv_lean.formal import parse
    from forminv_lean.formal.meaning.ast import Name

    q = parse(f"∀ x : {token}, x ≤ x")
    assert q.binders[0].type == Name(token)
    assert decide(f"∀ x : {token}, x ≤ x").verdict in ("proved", "unknown")
