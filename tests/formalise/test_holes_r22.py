"""Round 22: a guarded `⨆ (i) (_ : p i), f i` types `i` as Lean does, and no `_` Lean fills
reaches a rendering of a corpus theorem.

`⋃ ⋂ ⨆ ⨅ (i) (_ : p i), s i` is `⋃ i, ⋃ (_ : p i), s i` (Mathlib v4.19.0
Order/SetNotation.lean:175, `notation3 "⋃ "(...)", "r:60:(scoped f => iUnion f) => r`), read
by the checker as `⋃ i ∈ {i | p i}, s i`. Its guard probe used to leave a stray binder
metavariable that the strict check counted as a binder type left to guess, refusing every such
statement, typed binder or not (`binder i has no type the checker can fix`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import parse
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.elaboration import elaborate_expr
from forminv_lean.formal.statements import elaborate_rendering
from forminv_lean.formalise.render import has_hole
from tests.mathlib_corpus import needs_index, render_row, rendered, rows

#: Corpus theorems with a guarded supremum/union, and text their rendering shows.
GUARDED = {
    "Set.sInter_eq_biInter": "⋂ (i : Set α) (_ : i ∈ s), i",
    "iInf_split_single": "⨅ (i) (_ : i ≠ i₀), f i",
    "ENNReal.iInf_ne_top": "⨅ (x) (_ : x ≠ (⊤ : ℝ≥0∞)), f x",
    "biSup_mono": "⨆ (i) (_ : p i), f i ≤ ⨆ (i) (_ : q i), f i",
    "MeasurableSet.measure_eq_iSup_isCompact": "⨆ (K : Set α) (_ : K ⊆ U) (_ : IsCompact K), μ K",
}


def _binder_types(t: Any, name: str) -> set[str]:
    """The types the elaborated term gives every bound variable called `name`."""
    from forminv_lean.formal.meaning.terms import walk
    from forminv_lean.formal.meaning.types import show_type

    return {show_type(u.ty) for u in walk(t) if u.op == "var" and u.name == name}


@needs_index
@pytest.mark.parametrize("name", sorted(GUARDED))
def test_a_corpus_guarded_big_operator_renders(name: str) -> None:
    formal = rendered(GUARDED, name)
    assert GUARDED[name] in formal and not has_hole(formal), formal
    elaborate_rendering(formal)


OPS = ("⋃", "⋂", "⨆", "⨅")
GUARDS = ("p i", "i ∈ s", "i ≠ c", "¬p i", "p i ∧ i ∈ s")


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(OPS), st.sampled_from(GUARDS), st.booleans())
def test_the_guarded_binder_has_the_type_its_guard_fixes(op: str, guard: str,
                                                         typed: bool) -> None:
    """Written with its type or without: the index is `ι`, as the guard's first use fixes
    it in Lean (`p : ι → Prop`, `s : Set ι`, `c : ι`)."""
    body = "f i" if op in ("⨆", "⨅") else "t i"
    binder = "(i : ι)" if typed else "(i)"
    text = ("∀ {ι α β : Type*} [CompleteLattice α] (p : ι → Prop) (s : Set ι) (c : ι) "
            f"(f : ι → α) (t : ι → Set β), {op} {binder} (_ : {guard}), {body} = "
            f"{op} {binder} (_ : {guard}), {body}")
    term = elaborate_expr(parse(text), strict_binders=True)
    assert _binder_types(term, "i") == {"ι"}, term


@pytest.mark.parametrize("guard", ["i = i", "¬i = i"])
def test_a_guarded_binder_nothing_types_is_still_refused(guard: str) -> None:
    """The guard `i = i` fixes no type: Lean leaves `i`'s type to what the checker does not
    read, so the statement is refused, not defaulted to ℕ."""
    text = f"∀ {{α : Type*}} [CompleteLattice α] (a : α), ⨆ (i) (_ : {guard}), a = a"
    with pytest.raises(UnsupportedError):
        elaborate_expr(parse(text), strict_binders=True)


@lru_cache(maxsize=1)
def _rows_with_underscore() -> list[dict[str, Any]]:
    """The corpus rows whose header has a `_` standing alone (where holes can be)."""
    alone = re.compile(r"(?<![\w'.])_(?![\w'])")
    return [r for r in rows(lambda line: "_ " in line or "_)" in line)
            if alone.search(r["decl"])]


@needs_index
@settings(max_examples=80, deadline=None)
@given(st.integers(min_value=0))
def test_no_corpus_rendering_has_a_hole(k: int) -> None:
    """Over the corpus rows written with a `_`: each renders with every hole filled, or is
    refused; a `_` Lean fills never reaches a rendering."""
    candidates = _rows_with_underscore()
    row = candidates[k % len(candidates)]
    r = render_row(row)
    assert r.formal is None or not has_hole(r.formal), (row["name"], r.formal)


# -- a binder first used as an item of a tuple that is an element of `∈` ------------------

#: Corpus theorems whose `∃`/`∀` binder is first used in `(a, b, c) ∈ t`, with text their
#: rendering shows, the binder, and the type Lean's unification gives it there.
TUPLED = {
    "SimpleGraph.TripartiteFromTriangles.Graph.in₁₀_iff": ("∃ c, (a, b, c) ∈ t", "c", "γ"),
    "SimpleGraph.TripartiteFromTriangles.Graph.in₂₀_iff": ("∃ b, (a, b, c) ∈ t", "b", "β"),
    "mem_compRel": ("∃ z, (x, z) ∈ r₁", "z", "α"),
    "t0Space_iff_uniformity": ("∀ x y,", "y", "α"),
    "Filter.mem_prod_top": ("∀ b, (a, b) ∈ s", "b", "β"),
    # an explicit argument of a function variable `h : α × β → γ`
    "monotone_prod_iff": ("∀ a, Monotone (fun b => h (a, b))", "a", "α"),
    "summable_prod_of_nonneg": ("∀ x, Summable fun y ↦ f (x, y)", "x", "α"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(TUPLED))
def test_a_binder_first_used_in_a_tuple_member_has_its_factor(name: str) -> None:
    text, var, ty = TUPLED[name]
    formal = rendered(TUPLED, name)
    assert text in formal and not has_hole(formal), formal
    assert _binder_types(elaborate_rendering(formal), var) == {ty}, formal


FACTORS = ("α", "β", "Set γ", "ℕ")


def _first_use(text: str, types: dict[str, str]) -> str | None:
    from forminv_lean.formalise.binder_types import infer_types

    return infer_types(["v"], [(text, types)], ["v"]).get("v")


@settings(max_examples=80, deadline=None)
@given(st.lists(st.sampled_from(FACTORS), min_size=2, max_size=4), st.data(),
       st.sampled_from(["Set", "Finset"]), st.sampled_from(["∈", "∉"]))
def test_a_tuple_item_takes_its_factor_of_the_element_type(
        factors: list[str], data: st.DataObject, coll: str, op: str) -> None:
    """`(x₀, …, v, …) ∈ s` with `s : Set (A₀ × A₁ × …)` written right-nested: `v` at item
    `k` of `n` is `Aₖ`, the last item the product of the factors left."""
    n = data.draw(st.integers(min_value=2, max_value=len(factors)), label="items")
    k = data.draw(st.integers(min_value=0, max_value=n - 1), label="position")
    items = ["v" if i == k else f"x{i}" for i in range(n)]
    types = {f"x{i}": "ℕ" for i in range(n)} | {"s": f"{coll} ({' × '.join(factors)})"}
    expected = factors[k] if k < n - 1 else " × ".join(factors[k:])
    got = _first_use(f"({', '.join(items)}) {op} s", types)
    assert got is not None and got.replace("(", "").replace(")", "") == expected, got
    # the same tuple as the argument of a function variable from the product
    fn = types | {"h": f"{' × '.join(factors)} → Prop"}
    got = _first_use(f"h ({', '.join(items)})", fn)
    assert got is not None and got.replace("(", "").replace(")", "") == expected, got


@pytest.mark.parametrize(("text", "types"), [
    ("(v, x) ∈ l", {"l": "Filter (α × α)", "x": "α"}),      # a filter's element is a set
    ("(v, x) ∈ s", {"s": "SetRel α α", "x": "α"}),           # a definition, not a product
    ("(v, x) ∈ s", {"s": "Set γ", "x": "α"}),                # not a product at all
    ("((v, x), y) ∈ s", {"s": "Set ((α × β) × γ)", "x": "β", "y": "γ"}),   # nested: not read
    ("f (v, x)", {"f": "α →+* β", "x": "α"}),       # a bundled map: a coercion stands between
    ("Prod.fst (v, x)", {"x": "α"}),                  # a declared constant: not read here
    ("h (v, x)", {"h": "∀ p : α × β, γ p", "x": "β"}),   # not a plain arrow type
])
def test_a_tuple_item_whose_factor_is_not_written_is_not_typed(text: str,
                                                               types: dict[str, str]) -> None:
    assert _first_use(text, types) is None
