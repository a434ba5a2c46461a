"""Soundness regressions: each bug class an outside review found, and the trusted core's gate.

Every pair below was certified `equivalent` (or a false statement `proved`) before the
trusted core existed. The expected answers are facts about Lean's meaning, worked out by
hand next to each case; `unknown` is always an acceptable answer where only "never
certified" is asserted.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import check, checker, decide, elaborate
from forminv_lean.formal import kernel as K
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.meaning.types import NAT
from forminv_lean.formal.search.bounded import assignments

NOT_EQUIVALENT_PAIRS = [
    # 1. polynomial normal forms hid the variables, and every ∀/∃ around them was dropped
    ("∃ a : ℕ, ∀ b : ℕ, b ≤ a", "∃ a : ℕ, ∃ b : ℕ, b ≤ a"),
    ("∀ x : ℝ, x * x ≥ 0 ∨ ∃ y : ℝ, y * y = x", "∀ x : ℝ, x * x ≥ 0 ∧ ∀ y : ℝ, y * y = x"),
    ("∃ y : ℚ, y * y = 2", "∃ y : ℝ, y * y = 2"),                      # ℚ binder ≠ ℝ binder
    ("∃ n : ℕ, (n : ℤ) + 1 = 0", "∃ n : ℤ, n + 1 = 0"),              # cast ≠ ℤ binder
    # 2. ℕ-set-builders ranged over negative integers
    ("∀ b : ℕ, b = 0 ∨ {x : ℕ | 0 ≤ x} = Set.univ", "∀ b : ℕ, b = 0"),
    ("∀ b : ℕ, b = 0 ∨ Set.univ ⊆ {x : ℕ | 0 ≤ x}", "∀ b : ℕ, b = 0"),
    ("∀ b : ℕ, b = 0 ∨ {x : ℕ | x + 1 > 0}ᶜ = ∅", "∀ b : ℕ, b = 0"),
    # 3. ℚ encoded as Z3 reals
    ("∀ b : ℕ, b = 0 ∨ ¬ ∃ q : ℚ, (q : ℝ) = Real.sqrt 2", "∀ b : ℕ, b = 0"),
    ("∀ b : ℕ, b = 0 ∨ ¬ ∃ q : ℚ, q * q = 2", "∀ b : ℕ, b = 0 ∨ ¬ ∃ r : ℝ, r * r = 2"),
    # 4. casts re-placed: `(min (a - b) c : ℤ)` is `min (↑a - ↑b) ↑c` in Lean
    ("∀ a b c : ℕ, (min (a - b) c : ℤ) = ((min (a - b) c : ℕ) : ℤ)", "True"),
    ("∀ a b : ℕ, (min (a - b) 0 : ℤ) = 0", "True"),
    # 5. an inner type variable's classes leaked to the outer one of the same name
    ("∀ {α : Type*} [Semigroup α] (a b : α), (∀ {α : Type*} [CommSemigroup α], True) ∧ "
     "a * b = b * a", "True"),
    # Lean's types may be empty
    ("∀ {α : Type*} [Preorder α], ∃ x : α, x ≤ x", "True"),
    ("∀ {α : Type*} [Preorder α], (∃ x : α, x ≤ x) ∨ True", "∀ {α : Type*} [Preorder α], "
     "∃ x : α, x ≤ x"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("p", "q"), NOT_EQUIVALENT_PAIRS)
def test_never_certified(p: str, q: str) -> None:
    for a, b in ((p, q), (q, p)):
        r = check(a, b)
        assert r.verdict != "equivalent", (a, b, r)


FALSE_STATEMENTS = [
    "(∀ y : ℝ, y * y = 2) ∨ ¬ (∃ y : ℝ, y * y = 2)",
    "∃ q : ℚ, q * q = 2",
    "∀ {α : Type*} [Preorder α], ∃ x : α, x ≤ x",
    "∀ a b c : ℕ, (min (a - b) c : ℤ) = ((min (a - b) c : ℕ) : ℤ)",
    "∃ a : ℕ, ∀ b : ℕ, b ≤ a",
    "∀ b : ℕ, {x : ℕ | 0 ≤ x} ≠ Set.univ",
    "∀ {α : Type*} [Semigroup α] (a b : α), (∀ {α : Type*} [CommSemigroup α], True) ∧ "
    "a * b = b * a",
]


@pytest.mark.slow
@pytest.mark.parametrize("p", FALSE_STATEMENTS)
def test_false_statements_never_proved(p: str) -> None:
    assert decide(p).verdict != "proved"


def _first(op: str, t: Term) -> Term:
    return next(u for u in walk(t) if u.op == op)


def test_expected_type_reaches_the_arguments() -> None:
    """Lean's `propagateExpectedType`: the ascription's type is α before the arguments."""
    m = _first("min", elaborate("∀ a b c : ℕ, (min (a - b) c : ℤ) = 0"))
    assert m.ty.head == "ℤ"
    sub = m.args[0]
    assert sub.op == "sub" and sub.ty.head == "ℤ" and sub.args[0].op == "cast"
    # inside a `binop%` tree the leaf is elaborated alone, then coerced (processLeaf)
    add = _first("add", elaborate("∀ a b c : ℕ, min (a - b) c + (0 : ℤ) = 0"))
    assert add.args[0].op == "cast" and add.args[0].args[0].op == "min"
    assert add.args[0].args[0].ty == NAT
    r = decide("∀ a b c : ℕ, (min (a - b) c : ℤ) = ((min (a - b) c : ℕ) : ℤ)")
    assert r.verdict == "refuted"  # a = 0, b = 1, c = 0: min (-1) 0 = -1, but ↑(min 0 0) = 0


def test_two_instances_for_one_operation_are_refused() -> None:
    r = check("∀ {α : Type*} [Ring α] [CommMonoid α], ∀ a b : α, a * b = b * a", "True")
    assert r.verdict == "unsupported" and "two unrelated operations" in r.reason


def test_shadowed_type_variables_are_renamed_apart() -> None:
    t = elaborate("∀ {α : Type*} [Semigroup α], (∀ {α : Type*} [CommSemigroup α], "
                  "∀ a : α, a = a) → ∀ a : α, a = a")
    names = [u.name for u in walk(t) if u.op == "tforall"]
    assert len(names) == 2 and len(set(names)) == 2


def test_closed_truth_values_name_the_move() -> None:
    """A false side of the form ∃ x, ∀ y, C is refuted with the strategy that breaks C."""
    r = check("∃ m : ℕ, ∀ n : ℕ, n < m", "∃ m : ℕ, ∃ n : ℕ, n < m")
    assert r.verdict == "not_equivalent"
    assert "for every m, take n = m" in r.reason
    assert r.counterexample == {"n": "m"}


def test_forty_binders_stay_bounded() -> None:
    names = [f"x{i}" for i in range(40)]
    envs = list(assignments([(n, NAT) for n in names], limit=100))
    assert len(envs) == 100 and envs[0] == dict.fromkeys(names, 0)
    p = f"∀ {' '.join(names)} : ℕ, x0 + x1 = x1 + x0"
    q = p.replace("x1 + x0", "x0 + x2")
    assert check(p, q).verdict in ("not_equivalent", "unknown")


def test_deep_nesting_is_unsupported_not_a_crash() -> None:
    assert check("¬" * 500 + "True", "True").verdict == "unsupported"
    assert decide("∀ n : ℕ, " + "(n + " * 300 + "n" + ")" * 300 + " = n").verdict == "unsupported"


# -- the gate: what the search finds counts only after the kernel re-checks it -------------------

def test_theorems_are_made_by_kernel_rules_only() -> None:
    with pytest.raises(TypeError):
        K.Thm(object(), K.EMPTY, elaborate("True"), "forged")


def test_kernel_rejects_a_wrong_alignment_and_a_wrong_instance() -> None:
    p = elaborate("∀ a : ℕ, ∀ b : ℤ, (a : ℤ) ≤ b")
    q = elaborate("∀ x : ℕ, ∀ y : ℤ, (x : ℤ) ≤ y")
    with pytest.raises(K.KernelError):
        K.align(K.prefix(p), K.prefix(q), {"x": "b", "y": "a"})  # types swapped
    pp = K.prefix(p)
    thm = K.nf_iff(pp.body, pp.body, pp.ctx)
    with pytest.raises(K.KernelError):
        K.specialise(thm, {"a": elaborate("∀ z : ℤ, z = z")})  # a proposition for a number


@pytest.mark.slow
@pytest.mark.parametrize(("p", "q"), NOT_EQUIVALENT_PAIRS[:6])
def test_a_lying_search_cannot_certify(monkeypatch: pytest.MonkeyPatch, p: str, q: str) -> None:
    """Inject engine bugs that claim every pair has equal normal forms, equal polynomial
    forms and a compositional proof: the kernel still refuses every false certificate."""
    from forminv_lean.formal.meaning import terms
    from forminv_lean.formal.search import compositional

    monkeypatch.setattr(checker, "normalize", lambda t, *a, **k: (terms.TRUE, set()))
    monkeypatch.setattr(checker, "structurally_equal", lambda *a, **k: (True, set()))
    monkeypatch.setattr(checker, "compose",
                        lambda *a, **k: compositional.Composed(True, False, 0))
    r = check(p, q)
    assert r.verdict != "equivalent", r
