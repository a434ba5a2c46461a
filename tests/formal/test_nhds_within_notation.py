"""`𝓝[s] x` as Lean reads it (Mathlib/Topology/Defs/Filter.lean:134 `scoped[Topology] notation
"𝓝[" s "] " x:100 => nhdsWithin x s`): the grammar reads `𝓝` applied to a one-item list, which
the parser turns into `nhdsWithin x s`, the point taking every argument after it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from forminv_lean.formal import parse
from forminv_lean.formal.checker import decide

PAIRS = [
    ("𝓝[s] x", "nhdsWithin x s"),
    ("𝓝[s i] x i", "nhdsWithin (x i) (s i)"),
    ("𝓝[f ⁻¹' s] x", "nhdsWithin x (f ⁻¹' s)"),
    ("Filter.Tendsto f (𝓝[A] x) (𝓝 y)", "Filter.Tendsto f (nhdsWithin x A) (𝓝 y)"),
    ("t ∈ 𝓝[s] y", "t ∈ nhdsWithin y s"),
    ("𝓝[s] x ≤ 𝓝 x", "nhdsWithin x s ≤ 𝓝 x"),
]


@pytest.mark.parametrize(("notation", "expansion"), PAIRS)
def test_nhds_within_is_read_as_its_expansion(notation: str, expansion: str) -> None:
    assert parse(notation) == parse(expansion)


@given(st.lists(st.sampled_from(["i", "j", "k"]), min_size=1, max_size=3))
def test_the_point_takes_every_argument_after_it(args: list[str]) -> None:
    applied = " ".join(args)
    assert parse(f"𝓝[s] x {applied}") == parse(f"nhdsWithin (x {applied}) s")


def test_a_point_applied_inside_or_outside_brackets_is_one_filter() -> None:
    # Lean reads both as `nhdsWithin (x i) s`, one term (the list reading had made them two
    # unrelated applications of an uninterpreted `𝓝`)
    text = ("∀ {ι : Type*} (s : Set ℝ) (x : ι → ℝ) (i : ι), 𝓝[s] x i = 𝓝[s] (x i)")
    assert decide(text, timeout=5).verdict == "proved"
