"""An untyped binder whose type only an uninterpreted function fixes is refused (issue #24).

Lean gives `l` in `∀ l, Foo.f l = 0` the domain of `Foo.f` (the first use assigns the
binder's metavariable); the checker does not know that domain, and defaulting it to ℕ would
give the text a meaning Lean does not (`Turing.PartrecToTM2.trList_ne_consₗ : ∀ (l), ∀ x ∈
trList l, x ≠ Γ'.consₗ` has `l` a list, never `l : ℕ`). A numeral or a function
the checker knows still fixes the type as Lean does.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import elaborate
from forminv_lean.formal.errors import UnsupportedError


@pytest.mark.parametrize("text", [
    "∀ l, Foo.bar l = 0",
    "∀ x, Foo.bar (x + 1) = 0",
    "∀ l, ∀ x ∈ Turing.PartrecToTM2.trList l, x ≠ Turing.PartrecToTM2.Γ'.consₗ",
    "∀ n, n + 1 > 0 ∧ Foo.bar n = 0",   # Lean: Foo.bar's domain first, defaults come last
])
def test_binder_typed_only_by_an_unknown_function_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


@pytest.mark.parametrize("text, binder", [
    ("∀ n, n + 1 > 0", "n:ℕ"),                          # Lean: OfNat's default instance
    ("∀ f : ℕ → ℕ, ∀ x, f x = 0", "x:ℕ"),               # f's domain
    ("∀ n, Nat.factorial n > 0", "n:ℕ"),                # a declared function's domain
    ("∀ f : ℤ → ℤ, ∀ x, Foo.bar (f x) = 0", "x:ℤ"),     # fixed before the unknown call
])
def test_binder_typed_by_what_the_checker_knows_still_elaborates(text: str,
                                                                 binder: str) -> None:
    assert binder in str(elaborate(text))
