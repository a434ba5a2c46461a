"""A `Bool` where Lean expects a proposition means `b = true` (lean4 `src/Init/Coe.lean`,
`instance boolToProp : Coe Bool Prop where coe b := Eq b true`), round 25.

Before, every such statement was refused ("expected a proposition, got a term of type Bool"):
`decide p → p`, `¬b ↔ b = false`, `if f a b then m else 0`, `∀ x ∈ l, p x` with `p : α → Bool`.
The elaborator now reads the coercion Lean inserts: the term it builds is exactly the one of
the statement with `= Bool.true` written at every such place, and nothing else changes (a `Bool`
compared with `=` stays a `Bool`). Corpus theorems are read from the shared Mathlib corpus
(skipped when absent); nothing of it is copied here."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import applications, rendered

#: Bool-valued pieces over `(b c : Bool) (p : ℕ → Bool) (n : ℕ)`, each with its explicit form
_ATOMS = [("b", "(b = Bool.true)"), ("p n", "(p n = Bool.true)"),
          ("Decidable.decide (n < 2)", "(Decidable.decide (n < 2) = Bool.true)"),
          ("(b = c)", "(b = c)"), ("(n < 3)", "(n < 3)")]
_PRE = "∀ (b c : Bool) (p : ℕ → Bool) (n : ℕ), "

_formula = st.recursive(
    st.sampled_from(_ATOMS),
    lambda sub: st.one_of(
        st.builds(lambda a: (f"¬{a[0]}", f"¬{a[1]}"), sub),
        st.builds(lambda a, b, op: (f"({a[0]} {op} {b[0]})", f"({a[1]} {op} {b[1]})"),
                  sub, sub, st.sampled_from(["∧", "∨", "→", "↔"])),
    ),
    max_leaves=5,
)


@settings(max_examples=60, deadline=None)
@given(_formula)
def test_a_bool_in_a_proposition_is_the_bool_equal_to_true(pair: tuple[str, str]) -> None:
    """Without the coercion the left side is refused and this fails; with it both sides build
    one term."""
    implicit, explicit = pair
    assert elaborate_rendering(_PRE + implicit) == elaborate_rendering(_PRE + explicit)


def test_if_on_a_bool_condition_and_a_bool_statement() -> None:
    ite = "∀ (f : Bool → Bool → Bool) (m : ℕ), (if f Bool.false Bool.true then m else 0) = m"
    assert elaborate_rendering(ite) == elaborate_rendering(ite.replace(
        "f Bool.false Bool.true", "f Bool.false Bool.true = Bool.true"))
    assert elaborate_rendering("∀ (b : Bool), b") == elaborate_rendering(
        "∀ (b : Bool), b = Bool.true")


def test_a_bool_compared_or_a_number_is_not_coerced() -> None:
    """Only a `Bool` is: a number where a proposition is expected stays refused."""
    with pytest.raises(UnsupportedError, match="expected a proposition"):
        elaborate_rendering("∀ (n : ℕ), n")


_CORPUS = ["Bool.of_decide_true", "List.rtakeWhile_eq_self_iff", "Nat.bit_mod_two_eq_one_iff",
           "Mathlib.Meta.NormNum.isInt_le_true"]


@pytest.mark.parametrize("name", _CORPUS)
def test_corpus_theorems_with_bools_as_propositions_render(name: str) -> None:
    """Each was refused before; its elaborated statement compares a Bool with `Bool.true`."""
    term = elaborate_rendering(rendered(_CORPUS, name))
    assert applications(term, "Bool.true"), term
