"""A Π type written as an explicit argument (round 29, `meaning/pi_args_r29.py`).

`IsSMulRegular (∀ i, f i) k` with `f : I → Type*` applies `IsSMulRegular` to the type `(i : I)
→ f i`; before the rule the checker read every `∀` in argument position as a proposition and
refused the declaration (`expected a proposition, got a term of type Type*`). The tests check
that the argument is now the Π type, that a `∀` over propositions stays a proposition, that a
binder shadowing the family is not read, and (corpus, skipped when absent) that Mathlib
theorems of this shape render with the Π type.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import applications, rendered

_HEAD = "∀ {{I : Type*}} (f : I → {sort}) {{α : Type*}} (k : α), "


def _argument(text: str, head: str) -> tuple[str, str]:
    """The first argument of `head`'s application in `text`'s reading, and its type."""
    app = applications(elaborate_rendering(text), head)[0]
    return app.args[0].op, show_type(app.args[0].ty)


@pytest.mark.parametrize("pi", ["∀ (i : I), f i", "∀ i, f i", "Π i, f i", "∀ i, f i → α"])
def test_a_forall_over_a_type_family_is_a_pi_type(pi: str) -> None:
    head, ty = _argument(_HEAD.format(sort="Type*") + f"IsSMulRegular ({pi}) k", "IsSMulRegular")
    assert head == "const" and ty.startswith("Type (") and "→" in ty, (head, ty)


def test_a_forall_over_propositions_stays_a_proposition() -> None:
    _, ty = _argument(_HEAD.format(sort="Prop") + "IsSMulRegular (∀ (i : I), f i) k",
                      "IsSMulRegular")
    assert ty == "Prop"


def test_a_binder_shadowing_the_family_is_not_read() -> None:
    with pytest.raises(UnsupportedError):
        elaborate_rendering(_HEAD.format(sort="Type*") + "IsSMulRegular (∀ f, f i) k")


_ROWS = {
    "IsSMulRegular.pi": "IsSMulRegular (∀ i, f i) k",
    "Pi.faithfulSMul_at": "FaithfulSMul M (∀ i, α i)",
    "Cardinal.mk_pi": "Cardinal.mk (Π i, α i)",
    "Pi.toLex_monotone": "Monotone (@toLex (∀ i, β i))",
}


@pytest.mark.parametrize("name", sorted(_ROWS))
def test_mathlib_pi_arguments_render(name: str) -> None:
    assert _ROWS[name] in rendered(_ROWS, name)
