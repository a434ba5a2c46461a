"""Round 18: binders without a type that Lean's `binop%` elaborator types although the binder
occurs several times as a bare leaf of one tree (`a * (b * c) = b * (a * c)`), or a tree
elaborated against a metavariable (`IsNilpotent (b * a)`), binders fixed by a bundled map
passed where a function is expected (`ContinuousOn e s`: Lean coerces `e` to a function),
items of ascribed set notation (`({x} : Set α)`), and `‖x‖` read as `norm x`."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formalise.binder_types import infer_types
from tests.mathlib_corpus import assert_rendering_shows, needs_index, rows_named

#: A type variable with a `Mul` and an `Add` instance in scope, and `a : M` (the keys are as
#: `render._untyped_binder_types` writes them: an instance under `[k]`).
MONOID = {"M": "Type*", "a": "M", "[1]": "Mul M", "[2]": "Add M"}


def _infer(text: str, types: dict[str, str], name: str = "v") -> str | None:
    untyped = [name, *(n for n, t in types.items() if t == "_")]
    return infer_types([name], [(text, types)], untyped).get(name)


@pytest.mark.parametrize(("text", "types", "expected"), [
    # a binder twice a bare leaf of one relation: `applyCoe` unifies each with `M`
    ("a * (v * w) = v * (a * w)", {**MONOID, "w": "_"}, "M"),
    ("v * w * a = v * a * w", {**MONOID, "w": "_"}, "M"),
    ("v + v = a", MONOID, "M"),
    # a tree at a bare type parameter nothing fixes (`IsNilpotent : α → Prop`): `analyze`
    # starts with no maximal type, so the leaves' own decides
    ("IsNilpotent (v * a)", MONOID, "M"),
    # at a number type, as before
    ("v + v * n = 0", {"n": "ℕ"}, "ℕ"),
    # a bundled map at a parameter of function type is coerced to its `FunLike` ends
    ("ContinuousOn e v", {"e": "E →L[𝕜] F"}, "Set E"),
    ("ContinuousAt e v", {"e": "E ≃ₗᵢ[𝕜] F"}, "E"),
    # an item of set notation ascribed `Set T`/`Finset T`/`Multiset T`: `Singleton`'s and
    # `Insert`'s element type is an `outParam` the collection's instance fixes
    ("IsConnected ({v} : Set α)", {"α": "Type*"}, "α"),
    ("Undeclared ({w, v} : Finset ℕ)", {"w": "_"}, "ℕ"),
    ("Undeclared ({v} : Multiset (Set α))", {"α": "Type*"}, "Set α"),
    # `‖v‖` is `norm v` (`norm : E → ℝ`): it leaves `v : ?E`, which the next use fixes
    ("‖v‖ ≤ c → ‖f v‖ ≤ c", {"c": "ℝ", "f": "E →+ F"}, "E"),
    ("‖v‖ ≤ 1 → v = w", {"w": "E"}, "E"),
])
def test_a_use_that_fixes_the_type(text: str, types: dict[str, str], expected: str) -> None:
    assert _infer(text, types) == expected


@pytest.mark.parametrize(("text", "types"), [
    # `w` is also an argument inside the tree (`f w`), so its type is known when `analyze`
    # compares the leaves (`ℤ`, which would be the maximal type): it is not passed over
    ("v + w = n + f w", {"w": "_", "n": "ℕ", "f": "ℤ → ℕ"}),
    # an operation no instance in scope gives (`-` on `M`): Lean elaborates it alone
    ("a - (v * w) = v", {**MONOID, "w": "_"}),
    # a tree whose expected type is not known (an undeclared function): refused
    ("Undeclared (v * a)", MONOID),
    # a plain function variable at a function parameter is matched, not coerced; a bundled
    # map with no known ends is no function
    ("ContinuousOn e v", {"e": "Foo E F"}),
    # set notation with no ascription, or ascribed a type whose instance is not read
    ("Undeclared {v}", {}),
    ("Undeclared ({v} : List α)", {"α": "Type*"}),
    # `‖v‖` with no next use: `?E` is never fixed
    ("‖v‖ = 0", {}),
])
def test_a_use_that_leaves_the_type_open(text: str, types: dict[str, str]) -> None:
    assert _infer(text, types) is None


_LEAF = st.sampled_from(["a", "v", "w"])


@st.composite
def _trees(draw: st.DrawFn, depth: int = 3) -> str:
    """A `+`/`*` (or, with `-`, an operation no instance gives) tree over `a : M` and the
    binders without a type `v`, `w`, each a bare leaf."""
    if depth == 0 or draw(st.booleans()):
        return draw(_LEAF)
    op = draw(st.sampled_from(["+", "*", "-"]))
    return f"({draw(_trees(depth - 1))} {op} {draw(_trees(depth - 1))})"


@settings(max_examples=150, deadline=None)
@given(lhs=_trees(), rhs=_trees())
def test_bare_leaves_of_one_relation(lhs: str, rhs: str) -> None:
    """`v` is typed `M` exactly when it is a leaf, `a : M` is a leaf, and every operation has
    its homogeneous instance at `M` (`+`, `*`; not `-`): `applyCoe` then unifies each leaf of
    unknown type with the maximal type `M`, however often it occurs."""
    text = f"{lhs} = {rhs}"
    tokens = text.replace("(", " ").replace(")", " ").split()
    got = _infer(text, {**MONOID, "w": "_"})
    if "v" not in tokens:
        assert got is None
    elif "a" in tokens and "-" not in tokens:
        assert got == "M", text
    else:
        assert got is None, text


#: Mathlib v4.19.0 theorems whose binders without a type are first used so, and the text of
#: the rendering that shows the type Lean gives them.
TYPED = {
    "IsMulCentral.left_comm": "∀ b c : M, a * (b * c) = b * (a * c)",
    "IsMulCentral.right_comm": "∀ a b : M, a * b * c = a * c * b",
    "LinearIsometryEquiv.continuousOn": "(s : Set E), ContinuousOn e s",
    "AffineIsometryEquiv.continuousAt": "(x : P), ContinuousAt e x",
    "isConnected_singleton": "(x : α), IsConnected ({x} : Set α)",
    "Multiset.foldr_singleton": "(a : α), Multiset.foldr f b ({a} : Multiset α)",
    "NormedAddGroupHom.le_opNorm_of_le": "(x : V₁), ‖x‖ ≤ c → ‖f x‖ ≤ ‖f‖ * c",
}


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    return rows_named(set(TYPED))


@needs_index
@pytest.mark.parametrize("name", sorted(TYPED))
def test_a_corpus_binder_gets_the_type_lean_gives(name: str) -> None:
    assert_rendering_shows(_rows(), name, TYPED[name])
