"""A `·` section inside a `fun` is named apart from the `fun`'s own variable.

`fun x ↦ (f · x)` is `fun x ↦ fun y ↦ f y x`; the realiser names a section's argument with the
first of x, y, z, … that the statement does not use, but it looked for used names without
entering a `fun`, so the section took `x` too and the question said "the function x ↦ (the
function x ↦ f(x, x))", another function (found by helper engB, round 23, on
`hasFPowerSeriesOnBall_pi_iff`). Property test over the outer name and the section's place.
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import check
from forminv_lean.informalise.reader import read
from forminv_lean.informalise.realise import question, realise


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["x", "y", "z", "t"]), st.booleans(), st.booleans())
def test_a_section_inside_a_fun_takes_a_name_of_its_own(outer: str, first: bool,
                                                       typed: bool) -> None:
    section = f"(f · {outer})" if first else f"(f {outer} ·)"
    binder = f"({outer} : ℕ)" if typed else outer
    formal = f"∀ (f : ℕ → ℕ → ℕ) (g : ℕ → ℕ → ℕ), (fun {binder} ↦ {section}) = g"
    text = realise(formal)
    inner = re.search(r"the function (\w+) ↦ f\((\w+), (\w+)\)", text)
    assert inner is not None, text
    name, a, b = inner.groups()
    assert name != outer, text
    assert (a, b) == ((name, outer) if first else (outer, name)), text
    # and the question reads back to the same statement
    reading = read(question(formal))
    assert check(formal, reading.formal).verdict == "equivalent", (formal, reading.formal)
