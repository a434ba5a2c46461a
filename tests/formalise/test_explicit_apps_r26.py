"""Round 26: an untyped header binder first passed to an explicit application `@f a …`
(`formalise.explicit_apps_r26`) has the type of `f`'s parameter at its slot, with the earlier
arguments (header variables of exactly their parameter's type) put in; without the table entry
the binder is refused, and anything the table cannot say (an instance given explicitly, an
earlier argument that is not a header variable) leaves it open."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal.meaning.ast import App, Name
from forminv_lean.formalise import explicit_apps_r26
from forminv_lean.formalise.explicit_apps_r26 import EXPLICIT_SIGNATURES, explicit_argument
from tests.mathlib_corpus import (
    assert_rendering_shows,
    mathlib_source,
    needs_index,
    needs_mirror,
    render_row,
    require,
    rows_named,
)

#: Corpus theorems refused at r26's base (`binder without a type`) -> the binders their
#: rendering writes (each read against the Mathlib v4.19.0 header and the cited declaration).
TYPED = {
    # `theorem toList_node (s l x r) : toList (@node α s l x r) = toList l ++ x :: toList r`
    "Ordnode.toList_node": "(s : ℕ) (l : Ordnode α) (x : α) (r : Ordnode α)",
    # `theorem node3L_size {l x m y r} : size (@node3L α l x m y r) = …`
    "Ordnode.node3L_size": "(l : Ordnode α) (x : α) (m : Ordnode α) (y : α) (r : Ordnode α)",
    # `theorem Valid.left {s l x r} (H : Valid (@node α s l x r)) : Valid l`
    "Ordnode.Valid.left": "(s : ℕ) (l : Ordnode α) (x : α) (r : Ordnode α)",
    # `theorem vector_cons {n} : Primrec₂ (@List.Vector.cons α n)`
    "Primrec.vector_cons": "(n : ℕ)",
    # `theorem vector_ofFn' {n} : Computable (@List.Vector.ofFn α n)`
    "Computable.vector_ofFn'": "(n : ℕ)",
    # `theorem idv {n} : @Vec n n id` (namespace Nat.Primrec')
    "Nat.Primrec'.idv": "∀ n : ℕ, @Nat.Primrec'.Vec n n id",
    # `theorem card_join (S) : card (@join α S) = sum (map card S)`
    "Multiset.card_join": "(S : Multiset (Multiset α))",
}


@pytest.fixture(scope="module")
def corpus() -> dict[str, dict]:
    require()
    return rows_named(TYPED)


@needs_index
@pytest.mark.parametrize("name", sorted(TYPED))
def test_corpus_binders_typed_by_explicit_application(corpus: dict[str, dict], name: str) -> None:
    assert_rendering_shows(corpus, name, TYPED[name])


@needs_index
def test_refused_without_the_table(corpus: dict[str, dict],
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The rule is what types them: with the table empty every one is refused again."""
    import forminv_lean.formalise.binder_types as bt

    monkeypatch.setattr(bt, "EXPLICIT_SIGNATURES", {})
    monkeypatch.setattr(explicit_apps_r26, "EXPLICIT_SIGNATURES", {})
    for name in TYPED:
        assert render_row(corpus[name]).formal is None, name


def _app(fn: str, *args: str) -> App:
    return App(Name(fn), tuple(Name(a) for a in args))


def test_slot_types() -> None:
    types = {"α": "Type*", "t": "Ordnode α", "k": "ℕ", "β": "Type*"}
    node = _app("@Ordnode.node", "α", "s", "l", "x", "r")
    got = {a.id: explicit_argument("@Ordnode.node", node.args, i, a, types, set())
           for i, a in enumerate(node.args)}
    assert got == {"α": None, "s": "ℕ", "l": "Ordnode α", "x": "α", "r": "Ordnode α"}
    # the type argument renamed: `β` put in for `α`
    other = _app("@Ordnode.node", "β", "s", "l", "x", "r")
    assert explicit_argument("@Ordnode.node", other.args, 3, other.args[3], types, set()) == "β"


def test_left_open() -> None:
    types = {"α": "Type*", "n": "ℕ", "T": "Set ℕ"}
    # a type argument bound by the statement itself (`∀ α, …`) is not the header's
    app = _app("@Ordnode.node", "α", "s", "l", "x", "r")
    assert explicit_argument("@Ordnode.node", app.args, 3, app.args[3], types, {"α"}) is None
    # a type argument that is no type variable
    app = _app("@Ordnode.node", "T", "s", "l", "x", "r")
    assert explicit_argument("@Ordnode.node", app.args, 3, app.args[3], types, set()) is None
    # an instance, written out or not, is put in no type read
    for inst in ("inst", "_"):
        app = _app("@Ordnode.Valid", "α", inst, "t")
        assert explicit_argument("@Ordnode.Valid", app.args, 2, app.args[2], types, set()) \
            == "Ordnode α"
    # a value argument not of its parameter's type exactly (Lean would coerce it): the type
    # of a later slot that mentions it is not read
    app = _app("@Nat.Primrec'", "T", "f")
    assert explicit_argument("@Nat.Primrec'", app.args, 1, app.args[1], types, set()) is None
    app = _app("@Nat.Primrec'", "n", "f")
    assert explicit_argument("@Nat.Primrec'", app.args, 1, app.args[1], types, set()) == \
        "List.Vector ℕ n → ℕ"
    # an argument that is no bare name
    app = App(Name("@Nat.Primrec'"), (App(Name("Nat.succ"), (Name("n"),)), Name("f")))
    assert explicit_argument("@Nat.Primrec'", app.args, 1, app.args[1], types, set()) is None
    # not in the table
    app = _app("@Ordnode.insert", "α", "x", "t")
    assert explicit_argument("@Ordnode.insert", app.args, 1, app.args[1], types, set()) is None


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(EXPLICIT_SIGNATURES)), st.data())
def test_every_slot_is_the_declared_type_renamed(fn: str, data: st.DataObject) -> None:
    """Property: at any term slot, with every earlier `Type` slot given a type variable and
    the other earlier slots given variables of their (renamed) types, the type read is the
    declared one with exactly those names put in."""
    params = EXPLICIT_SIGNATURES[fn]
    pos = data.draw(st.sampled_from([i for i, (_, t) in enumerate(params)
                                     if t != "Type" and not t.startswith("[")]))
    ren = {p: f"{p}₀" for p, _ in params}
    types: dict[str, str] = {}

    def renamed(t: str) -> str:
        for p, q in ren.items():
            t = re.sub(rf"(?<![\w.']){re.escape(p)}(?![\w'])", q, t)
        return t

    args = []
    for p, t in params[:pos]:
        if t.startswith("["):
            args.append(Name("_"))
            continue
        types[ren[p]] = "Type*" if t == "Type" else renamed(t)
        args.append(Name(ren[p]))
    node = Name("v")
    args.append(node)
    assert explicit_argument(fn, tuple(args), pos, node, types, set()) == renamed(params[pos][1])


#: The declarations the table cites (file under Mathlib/, line, text the line starts with).
CITED = [
    ("Data/Ordmap/Ordnode.lean", 71, "| node (size : ℕ) (l : Ordnode α) (x : α) (r : Ordnode α)"),
    ("Data/Ordmap/Ordnode.lean", 76, "variable {α : Type*}"),
    ("Data/Ordmap/Ordnode.lean", 123, "def size : Ordnode α → ℕ"),
    ("Data/Ordmap/Ordnode.lean", 156, "def node' (l : Ordnode α) (x : α) (r : Ordnode α)"),
    ("Data/Ordmap/Ordnode.lean", 179, "def balanceL (l : Ordnode α) (x : α) (r : Ordnode α)"),
    ("Data/Ordmap/Ordnode.lean", 213, "def balanceR (l : Ordnode α) (x : α) (r : Ordnode α)"),
    ("Data/Ordmap/Ordnode.lean", 247, "def balance (l : Ordnode α) (x : α) (r : Ordnode α)"),
    ("Data/Ordmap/Ordnode.lean", 303, "def All (P : α → Prop) : Ordnode α → Prop"),
    ("Data/Ordmap/Invariants.lean", 48, "variable {α : Type*}"),
    ("Data/Ordmap/Invariants.lean", 78, "def Sized : Ordnode α → Prop"),
    ("Data/Ordmap/Invariants.lean", 182, "def node3L (l : Ordnode α) (x : α) (m : Ordnode α) (y : α)"),
    ("Data/Ordmap/Invariants.lean", 186, "def node3R (l : Ordnode α) (x : α) (m : Ordnode α) (y : α)"),
    ("Data/Ordmap/Invariants.lean", 190, "def node4L : Ordnode α → α → Ordnode α → α → Ordnode α →"),
    ("Data/Ordmap/Invariants.lean", 203, "def rotateL : Ordnode α → α → Ordnode α → Ordnode α"),
    ("Data/Ordmap/Invariants.lean", 218, "def rotateR : Ordnode α → α → Ordnode α → Ordnode α"),
    ("Data/Ordmap/Invariants.lean", 245, "def balance' (l : Ordnode α) (x : α) (r : Ordnode α)"),
    ("Data/Ordmap/Ordset.lean", 36, "variable {α : Type*}"),
    ("Data/Ordmap/Ordset.lean", 42, "variable [Preorder α]"),
    ("Data/Ordmap/Ordset.lean", 47, "structure Valid' (lo : WithBot α) (t : Ordnode α) (hi : WithTop α)"),
    ("Data/Ordmap/Ordset.lean", 55, "def Valid (t : Ordnode α) : Prop"),
    ("Data/Vector/Defs.lean", 35, "variable {α β σ φ : Type*} {n : ℕ}"),
    ("Data/Vector/Defs.lean", 48, "def cons : α → Vector α n → Vector α (Nat.succ n)"),
    ("Data/Vector/Defs.lean", 54, "def length (_ : Vector α n) : ℕ"),
    ("Data/Vector/Defs.lean", 60, "def head : Vector α (Nat.succ n) → α"),
    ("Data/Vector/Defs.lean", 68, "def tail : Vector α n → Vector α (n - 1)"),
    ("Data/Vector/Defs.lean", 83, "def toList (v : Vector α n) : List α"),
    ("Data/Vector/Defs.lean", 87, "def get (l : Vector α n) (i : Fin n) : α"),
    ("Data/Vector/Defs.lean", 146, "def ofFn : ∀ {n}, (Fin n → α) → Vector α n"),
    ("Data/Multiset/Bind.lean", 25, "variable {α : Type*}"),
    ("Data/Multiset/Bind.lean", 34, "def join : Multiset (Multiset α) → Multiset α"),
    ("Data/Multiset/Powerset.lean", 19, "variable {α : Type*}"),
    ("Data/Multiset/Powerset.lean", 202, "def powersetCard (n : ℕ) (s : Multiset α)"),
    ("Tactic/Abel.lean", 125, "def term {α} [AddCommMonoid α] (n : ℕ) (x a : α) : α"),
    ("Tactic/Abel.lean", 127, "def termg {α} [AddCommGroup α] (n : ℤ) (x a : α) : α"),
    ("Computability/Primrec.lean", 1249, "inductive Primrec' : ∀ {n}, (List.Vector ℕ n → ℕ)"),
    ("Computability/Primrec.lean", 1297, "def Vec {n m} (f : List.Vector ℕ n → List.Vector ℕ m)"),
    ("Computability/Halting.lean", 276, "inductive Partrec' : ∀ {n}, (List.Vector ℕ n →. ℕ)"),
    ("Computability/Halting.lean", 330, "def Vec {n m} (f : List.Vector ℕ n → List.Vector ℕ m)"),
    ("Data/Fin/Fin2.lean", 123, "def last : {n : Nat} → Fin2 (n+1)"),
    ("Data/Fin/Fin2.lean", 128, "def rev {n : Nat} : Fin2 n → Fin2 n"),
]


@needs_mirror
@pytest.mark.parametrize(("path", "line", "text"), CITED)
def test_citations_read_in_mathlib(path: str, line: int, text: str) -> None:
    """Each declaration the table cites stands at its line of Mathlib v4.19.0."""
    lines = mathlib_source(f"Mathlib/{path}")
    assert lines[line - 1].strip().startswith(text), (path, line, lines[line - 1])


#: Refused at r26's base: the binder's first uses are open parameters of one shape (`Balanced
#: l`, `Sized l`: `Ordnode ?α` each, Data/Ordmap/Invariants.lean:78 `def Sized : Ordnode α →
#: Prop`, :136 `def Balanced : Ordnode α → Prop`), and the use after them fixes it.
OPEN_CHAIN = {
    # `theorem balance_eq_balance' {l x r} (hl : Balanced l) (hr : Balanced r) (sl : Sized l)
    # (sr : Sized r) : @balance α l x r = balance' l x r`
    "Ordnode.balance_eq_balance'": "(l : Ordnode α) (x : α) (r : Ordnode α)",
    # `theorem size_balanceL {l x r} (hl : Balanced l) (hr : Balanced r) (sl : Sized l) (sr :
    # Sized r) (H : …) : size (@balanceL α l x r) = size l + size r + 1`
    "Ordnode.size_balanceL": "(l : Ordnode α) (x : α) (r : Ordnode α)",
}


@pytest.fixture(scope="module")
def chain_rows() -> dict[str, dict]:
    require()
    return rows_named(OPEN_CHAIN)


@needs_index
@pytest.mark.parametrize("name", sorted(OPEN_CHAIN))
def test_open_parameters_of_one_shape_pass_to_the_next_use(chain_rows: dict[str, dict],
                                                          name: str) -> None:
    assert_rendering_shows(chain_rows, name, OPEN_CHAIN[name])


@needs_index
def test_open_chain_refused_without_the_rule(chain_rows: dict[str, dict],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    import forminv_lean.formalise.binder_types as bt

    monkeypatch.setattr(bt, "_same_shape", lambda a, b: False)
    for name in OPEN_CHAIN:
        assert render_row(chain_rows[name]).formal is None, name


def test_same_shape() -> None:
    from forminv_lean.formal import parse
    from forminv_lean.formalise.binder_types import _same_shape

    assert _same_shape(parse("Ordnode α"), parse("Ordnode β"))
    assert _same_shape(parse("α × β"), parse("β × α"))
    assert not _same_shape(parse("Set α"), parse("Set (α × α)"))
    assert not _same_shape(parse("α × α"), parse("α × β"))
    assert not _same_shape(parse("Set α"), parse("Finset α"))
    assert not _same_shape(parse("Set α"), parse("Set ℕ"))

