"""A `variable` whose type names a variable a later `variable` line binds again (round 21).

`variable {S : Type*} {H : S}` then `variable {S : Type*}`: in Lean `H`'s type is the earlier
`S`, which the later binding shadows in the statement. Before round 21 the shadowed `S` was
left out and `H` printed first: `∀ (H : S) {S : Type*}, H = H → True`, an `H` whose `S` is bound
nowhere before it (found by helper incl3). Such a declaration is refused; one that does not use
`H` renders with the later `S`."""

from __future__ import annotations

import pytest

from tests.mathlib_corpus import render

_CONTEXT = ("variable {S : Type*} {H : S}", "variable {S : Type*}")


@pytest.mark.parametrize("header", [
    "theorem foo (h : H = H) : True",
    "theorem foo (x : S) (h : x = H) : True",
])
def test_a_variable_of_the_shadowed_type_is_refused(header: str) -> None:
    formal, reason = render(header, *_CONTEXT)
    assert formal is None and reason is not None and "binds again" in reason


def test_the_later_binding_alone_renders() -> None:
    formal, reason = render("theorem foo (x : S) : x = x", *_CONTEXT)
    assert formal == "∀ {S : Type*} (x : S), x = x", reason
