"""`pi` under `open Set Filter` (`open … MeasureTheory`): Lean keeps the alternative that
elaborates. A set (a binder of type `Set ι`, or `univ`) first is never a family of filters
(`Filter.pi`) nor an argument of the instance `MeasurableSpace.pi`, so `pi univ s` and
`pi I s` are `Set.pi`; a function first (`pi fun i => 𝓝 (a i)`) stays ambiguous."""

from __future__ import annotations

from forminv_lean.formalise.resolve import _argument_kind, _overload

CANDS = ["Set.pi", "Filter.pi", "MeasurableSpace.pi"]


def test_univ_is_read_as_the_first_argument() -> None:
    assert _argument_kind("IsCompact (pi univ s)", 11, 13, {}, set()) == "univ"
    assert _argument_kind("pi Set.univ s", 0, 2, {}, set()) == "univ"
    assert _argument_kind("pi univ s", 0, 2, {}, {"univ"}) is None   # a bound name


def test_a_set_first_keeps_set_pi() -> None:
    assert _overload(CANDS, "univ") == ["Set.pi"]
    assert _overload(CANDS, "set") == ["Set.pi"]
    assert _overload(CANDS[:2], "finset") == ["Set.pi"]


def test_a_function_first_stays_ambiguous() -> None:
    assert _overload(CANDS, "fun") == ["Set.pi", "Filter.pi"]
    assert _overload(CANDS, None) == CANDS
