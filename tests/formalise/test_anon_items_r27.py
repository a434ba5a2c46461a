"""Round 27: an untyped header binder first used as an item of an anonymous constructor
ascribed a type (`(⟨g, h⟩ : H)`, `formalise.anon_items_r27`) has its field's type: at a
`SetLike` carrier the subtype's `val : G` and `property : g ∈ H`, at a structure of
`STRUCTURES` the declared field with the type arguments put in; without the rule the binder is
refused, and whatever Lean could coerce or nest leaves it open."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import parse
from forminv_lean.formal.meaning.ast import Ascribe, Bracket, Name
from forminv_lean.formalise import anon_items_r27
from forminv_lean.formalise.anon_items_r27 import STRUCTURES, anon_item_type
from tests.mathlib_corpus import (
    assert_rendering_shows,
    mathlib_source,
    needs_index,
    needs_mirror,
    render_row,
    require,
    rows_named,
)

#: Corpus theorems refused at r27's base (`binder without a type`) -> the binders their
#: rendering writes (each read against the Mathlib v4.19.0 header and the cited structure).
TYPED = {
    # `theorem mk_eq_one {g : G} {h} : (⟨g, h⟩ : H) = 1 ↔ g = 1` (`variable (H : Subgroup G)`)
    "Subgroup.mk_eq_one": "(h : g ∈ H)",
    # `lemma orderOf_mk (a : G) (ha) : orderOf (⟨a, ha⟩ : H) = orderOf a`
    "Subgroup.orderOf_mk": "(ha : a ∈ H)",
    # `lemma mk_eq_one {a : M} {ha} : (⟨a, ha⟩ : S) = 1 ↔ a = 1` (`S : Submonoid M`)
    "Submonoid.mk_eq_one": "(ha : a ∈ S)",
    # `theorem ofFinsupp_eq_zero {a} : (⟨a⟩ : R[X]) = 0 ↔ a = 0`
    "Polynomial.ofFinsupp_eq_zero": "(a : AddMonoidAlgebra R ℕ)",
    # `theorem coeff_ofFinsupp (p) : coeff (⟨p⟩ : SkewMonoidAlgebra k G) = p`
    "SkewMonoidAlgebra.coeff_ofFinsupp": "(p : Finsupp G k)",
    # `theorem nonempty_mk {m : Multiset α} {hm} : (⟨m, hm⟩ : Finset α).Nonempty ↔ m ≠ 0`
    "Finset.nonempty_mk": "(hm : Multiset.Nodup m)",
}


@pytest.fixture(scope="module")
def corpus() -> dict[str, dict]:
    require()
    return rows_named(TYPED)


@needs_index
@pytest.mark.parametrize("name", sorted(TYPED))
def test_corpus_binders_typed_by_their_field(corpus: dict[str, dict], name: str) -> None:
    assert_rendering_shows(corpus, name, TYPED[name])


@needs_index
def test_refused_without_the_rule(corpus: dict[str, dict],
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The rule is what types them: with it reading nothing every one is refused again."""
    import forminv_lean.formalise.binder_types as bt

    monkeypatch.setattr(bt, "anon_item_type", lambda *a: None)
    for name in TYPED:
        assert render_row(corpus[name]).formal is None, name


def _use(text: str, name: str) -> tuple[Name, tuple]:
    """The bare name `name` in `text`'s first ascribed anonymous constructor, with its
    ancestors (nearest first)."""
    tree = parse(text)
    stack: list[tuple[object, tuple]] = [(tree, ())]
    while stack:
        node, up = stack.pop()
        if isinstance(node, Ascribe) and isinstance(node.expr, Bracket):
            for item in node.expr.items:
                if isinstance(item, Name) and item.id == name:
                    return item, (node.expr, node) + up
        for child in vars(node).values() if hasattr(node, "__dict__") else ():
            for c in child if isinstance(child, tuple) else (child,):
                if hasattr(c, "__dataclass_fields__"):
                    stack.append((c, (node,) + up))
    raise AssertionError(f"{name} not an item in {text}")


def _type(text: str, name: str, types: dict[str, str], untyped: set[str] | None = None
          ) -> str | None:
    node, up = _use(text, name)
    return anon_item_type(node, up, types, untyped if untyped is not None else {name})


def test_setlike_carrier_items() -> None:
    types = {"H": "Subgroup G", "g": "G", "G": "Type*"}
    assert _type("(⟨g, h⟩ : H) = 1", "h", types) == "g ∈ H"
    assert _type("(⟨x, h⟩ : H) = 1", "x", types) == "G"
    # the value item of another type (Lean coerces it), or a term: the proof is not read
    assert _type("(⟨g, h⟩ : H) = 1", "h", {**types, "g": "ℕ"}) is None
    assert _type("(⟨g * g, h⟩ : H) = 1", "h", types) is None
    # the value item itself untyped: its type is not known when the proof is read
    assert _type("(⟨y, h⟩ : H) = 1", "h", types, {"y", "h"}) is None
    # more items than the subtype's fields (nested by Lean) or fewer
    assert _type("(⟨g, h, k⟩ : H) = 1", "h", types) is None
    assert _type("(⟨x⟩ : H) = 1", "x", types) is None
    # a carrier whose type is no `SetLike` structure (a `Set`'s coercion is `Set.Elem`)
    assert _type("(⟨g, h⟩ : T) = 1", "h", {**types, "T": "Set G"}) is None
    # not ascribed: the bracket's expected type is not read here
    tree = parse("f ⟨g, h⟩ = 1")
    br = tree.lhs.args[0]
    assert anon_item_type(br.items[1], (br, tree.lhs, tree), types, {"h"}) is None


def test_structure_items() -> None:
    types = {"α": "Type*", "m": "Multiset α", "R": "Type*"}
    assert _type("(⟨m, hm⟩ : Finset α) = s", "hm", types) == "Multiset.Nodup m"
    assert _type("(⟨x, hm⟩ : Finset α) = s", "x", types) == "Multiset α"
    assert _type("(⟨m, hm⟩ : Finset (α × α)) = s", "hm", types) is None   # `m` coerced
    assert _type("(⟨x, hm⟩ : Finset (α × α)) = s", "x", types) == "Multiset (α × α)"
    assert _type("(⟨a⟩ : Polynomial R) = 0", "a", types) == "AddMonoidAlgebra R ℕ"
    assert _type("(⟨a⟩ : Polynomial (ZMod n)) = 0", "a", types) == \
        "AddMonoidAlgebra (ZMod n) ℕ"
    assert _type("(⟨n, h⟩ : ℕ+) = 1", "n", types) == "ℕ"
    assert _type("(⟨a, b⟩ : Polynomial R) = 0", "a", types) is None   # not its field count
    assert _type("(⟨a⟩ : Matrix R R R) = 0", "a", types) is None      # not in the table
    # a type argument that is itself an untyped binder
    assert _type("(⟨a⟩ : Polynomial S) = 0", "a", types, {"a", "S"}) is None


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(STRUCTURES)), st.data())
def test_every_field_is_the_declared_type_renamed(head: str, data: st.DataObject) -> None:
    """Property: at any field, with the type parameters given type variables and the earlier
    items variables of their fields' types, the type read is the declared field with exactly
    those names put in."""
    params, fields = STRUCTURES[head]
    pos = data.draw(st.integers(0, len(fields) - 1))
    ren = {p: f"T{i}" for i, p in enumerate(params)}
    types = {t: "Type*" for t in ren.values()}
    items = [f"x{i}" for i in range(len(fields))]
    want = [anon_items_r27._put(f, ren) for f in fields]
    for k in range(pos):
        types[items[k]] = want[k]
    ty = " ".join([head, *ren.values()])
    text = f"(⟨{', '.join(items)}⟩ : {ty}) = z"
    expected = want[pos]
    for k in range(pos):
        expected = expected.replace("{" + str(k) + "}", items[k])
    assert _type(text, items[pos], types, {items[pos]}) == expected


@needs_mirror
@pytest.mark.parametrize(("path", "line", "text"), [
    ("Mathlib/Data/SetLike/Basic.lean", 113, "⟨fun p => { x : B // x ∈ p }⟩"),
    ("Mathlib/Data/Finset/Defs.lean", 74, "val : Multiset α"),
    ("Mathlib/Data/Finset/Defs.lean", 76, "nodup : Nodup val"),
    ("Mathlib/Algebra/Polynomial/Basic.lean", 63, "toFinsupp : AddMonoidAlgebra R ℕ"),
    ("Mathlib/Algebra/SkewMonoidAlgebra/Basic.lean", 40, "toFinsupp : G →₀ k"),
    ("Mathlib/Data/PNat/Notation.lean", 14, "def PNat := { n : ℕ // 0 < n }"),
])
def test_cited_declarations(path: str, line: int, text: str) -> None:
    assert text in mathlib_source(path)[line - 1]
