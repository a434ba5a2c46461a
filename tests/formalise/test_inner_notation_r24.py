"""Round 24: a file's local `⟪x, y⟫` written with the space or a named field.

Besides `@inner 𝕜 _ _ x y` (read before), Mathlib v4.19.0's files declare `local notation "⟪" x
", " y "⟫" => @inner 𝕜 E _ x y` (Analysis/InnerProductSpace/Dual.lean:53, MeasureTheory/Function/
L2Space.lean:69, …): Lean elaborates both sides against `E`, which is `⟪(x : E), (y : E)⟫_𝕜`;
and `inner (𝕜 := A) x y` (Analysis/CStarAlgebra/Module/Defs.lean:84, :157), which is `⟪x,
y⟫_A`. A side may be a big operator whose body follows a comma (`⟪∑ i ∈ s, f i, x⟫`). The two
notations of `namespace InnerProductSpace.Core` (InnerProductSpace/Defs.lean:199, :434) get their
instance from an `attribute [local instance]` the context does not record: left refused. Every
corpus row is a theorem Lean accepted, so each rendering must also elaborate here.
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal.statements import elaborate_rendering
from forminv_lean.formalise.name_index import Notation
from forminv_lean.formalise.resolve import _expand_inner, _inner_sides
from tests.mathlib_corpus import needs_index, render_row, rows

_SPACE_MODULES = ("Mathlib.Analysis.InnerProductSpace.Dual",
                  "Mathlib.MeasureTheory.Function.L2Space",
                  "Mathlib.Analysis.InnerProductSpace.Spectrum")
_NAMED_MODULE = "Mathlib.Analysis.CStarAlgebra.Module.Defs"
_CORE = "Mathlib.Analysis.InnerProductSpace.Defs"


def _local(command: str, module: str = "M", namespace: str | None = None) -> Notation:
    return Notation("⟪ , ⟫", None, None, True, "notation", module, command, namespace)


_SPACE = _local('local notation "⟪" x ", " y "⟫" => @inner 𝕜 E _ x y')
_NAMED = _local('local notation "⟪" x ", " y "⟫" => inner (𝕜 := A) x y')
_FIELD = _local('local notation "⟪" x ", " y "⟫" => @inner 𝕜 _ _ x y')

#: Sides as Lean's term parser reads them, some with a binder taking a comma.
_SIDE = st.sampled_from(["x", "f i", "-y", "a • x", "(t : 𝕜) • x", "∑ i ∈ s, f i",
                         "∑ i ∈ s, ∑ j ∈ t, g i j", "∫ x, f x ∂μ", "(a, b).1",
                         "∑ i ∈ s, l i • v i", "T (x + y)"])


@given(_SIDE, _SIDE)
@settings(max_examples=150, deadline=None)
def test_the_two_sides_are_found_after_the_binders_commas(x: str, y: str) -> None:
    assert _inner_sides(f"{x}, {y}") == [x, y]


def test_commas_no_binder_takes_are_refused() -> None:
    """Three sides, a binder of no body, a nested `⟪`: no split (left as written)."""
    for inside in ("x, y, z", "∑ i ∈ s, x", "⟪a, b⟫_𝕜 • x, y", "⨁ i, f i, x"):
        assert _inner_sides(inside) is None, inside


@given(_SIDE, _SIDE)
@settings(max_examples=100, deadline=None)
def test_the_notations_expand_as_lean_elaborates_them(x: str, y: str) -> None:
    text = f"⟪{x}, {y}⟫ = 0"
    assert _expand_inner(text, [_SPACE]) == f"⟪({x} : E), ({y} : E)⟫_𝕜 = 0"
    assert _expand_inner(text, [_NAMED]) == f"⟪{x}, {y}⟫_A = 0"
    assert _expand_inner(text, [_FIELD]) == f"⟪{x}, {y}⟫_𝕜 = 0"
    # two notations in effect, or the `InnerProductSpace.Core` one: as written
    assert _expand_inner(text, [_SPACE, _NAMED]) == text
    core = _local(_SPACE.command, _CORE, "InnerProductSpace.Core")
    assert _expand_inner(text, [core]) == text


def _corpus(modules: tuple[str, ...]) -> list[dict]:
    return [r for r in rows(lambda line: "⟪" in line and any(m in line for m in modules))
            if r["module"] in modules and "⟪" in r["decl"]]


@needs_index
def test_the_space_notation_in_the_corpus() -> None:
    """The theorems of the files whose `⟪x, y⟫` fixes the space: most render (none did
    before round 24), each `⟪` with both sides ascribed to one space and the field written, and
    every rendering elaborates."""
    found = _corpus(_SPACE_MODULES)
    assert len(found) >= 15
    done = 0
    for row in found:
        r = render_row(row)
        if r.formal is None:
            continue
        # (L2Space.lean's `namespace L2` declares the `@inner 𝕜 _ _` form: not ascribed)
        assert r.formal.count("⟪") == r.formal.count("⟫_𝕜"), r.formal
        done += bool(re.search(r"⟪\(.+? : (\w+)\), \(.+? : \1\)⟫_𝕜", r.formal))
        elaborate_rendering(r.formal)
    assert done >= 10, done


@needs_index
def test_the_named_field_notation_in_the_corpus() -> None:
    """`CStarModule`'s `⟪x, y⟫` (`inner (𝕜 := A)`): its field `A` written on every use."""
    found = _corpus((_NAMED_MODULE,))
    assert len(found) >= 15
    done = 0
    for row in found:
        r = render_row(row)
        if r.formal is None:
            continue
        done += 1
        assert r.formal.count("⟪") == r.formal.count("⟫_A"), r.formal
        elaborate_rendering(r.formal)
    assert done >= 15, done


@needs_index
def test_the_core_sections_notation_stays_refused() -> None:
    """`namespace InnerProductSpace.Core`'s `⟪x, y⟫`: its `Inner 𝕜 F` is a local instance the
    rendering could not state, so no theorem there writing `⟪` renders."""
    found = [r for r in _corpus((_CORE,)) if r["name"].startswith("InnerProductSpace.Core.")]
    assert len(found) >= 20
    assert all(render_row(r).formal is None for r in found)
