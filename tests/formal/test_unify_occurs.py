"""Unification has Lean's occurs check: a metavariable is never solved by a type containing it
(`?α =?= List ?α` has no finite solution), so elaboration fails with a type mismatch instead
of building a cyclic type that later recursion never leaves."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal.meaning.elaboration import Elaborator
from forminv_lean.formal.meaning.types import Ty


def _wrap(t: Ty, heads: list[str]) -> Ty:
    for h in heads:
        t = Ty("app", (t,), h)
    return t


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from(["List", "Set", "Finset", "Option"]), min_size=1, max_size=3),
       st.booleans())
def test_a_metavariable_never_solves_to_a_type_containing_it(heads: list[str],
                                                            flip: bool) -> None:
    el = Elaborator()
    m = el.fresh("x")
    big = _wrap(m, heads)
    assert not (el.unify(big, m) if flip else el.unify(m, big))
    assert el.resolve(m) == m      # left unsolved
    other = el.fresh("y")
    assert el.unify(m, _wrap(other, heads)) and el.resolve(m) == _wrap(other, heads)
