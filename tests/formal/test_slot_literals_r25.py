"""Terms typed only by their slot in an application of an undeclared function (round 25).

`⟨a, b⟩`, `⊤`, `⊥`, `∅`, `Set.univ`, `[]` and `none` passed to a function whose declared type
the checker does not know are values of that parameter's type, which Lean knew (the statement
elaborated); the checker gives them an opaque type of their own for that slot
(`meaning/slot_literals_r25.py`). Read against the corpus (skipped, saying why, when absent):
theorems refused on main for these terms render, and the term sits at its slot's opaque type.
Properties: the slot type is one per function and position, items of an anonymous constructor
keep the cast guard, and a coercion or a set literal in such a slot is not read this way.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.slot_literals_r25 import is_slot_type
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import applications, needs_index, rendered

#: Corpus theorems refused on main (`⟨⟩ — the type of this bracket is not known from its
#: context`, `∅ — cannot infer the element type of this set`, …) -> (the undeclared head, the
#: argument position of the term, the term's operator and name in the elaborated statement).
USES: dict[str, tuple[str, int, str, str]] = {
    # Mathlib FieldTheory/IntermediateField/Basic.lean: `S.val ⟨x, hx⟩ = x`
    "IntermediateField.val_mk": ("IntermediateField.val", 1, "app", "⟨⟩"),
    # `(toList p x).get ⟨n, hn⟩`: a `Fin (length _)` built from a value and a bound
    "Equiv.Perm.get_toList": ("List.get", 1, "app", "⟨⟩"),
    # `D.diagram.fst ⟨i, j⟩`: a field of a value whose type is not known, kept as the field
    "CategoryTheory.GlueData.diagram_fst": ("fst", 1, "app", "⟨⟩"),
    "SimpleGraph.Subgraph.map_iso_top": ("SimpleGraph.Subgraph.map", 1, "const", "⊤"),
    "Subgroup.subgroupOf_bot_eq_bot": ("Subgroup.subgroupOf", 1, "const", "⊥"),
    "NFA.eval_nil": ("NFA.eval", 1, "app", "List.nil"),
    "DependsOn.empty": ("DependsOn", 1, "const", "∅"),
}


def _at_slot(formal: str, head: str, pos: int) -> Term:
    apps = applications(elaborate_rendering(formal), head)
    assert apps, f"{head} is not applied in {formal}"
    arg = apps[0].args[pos]
    assert is_slot_type(arg.ty), (formal, show_type(arg.ty))
    return arg


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_corpus_term_takes_its_slot_type(name: str) -> None:
    head, pos, op, sym = USES[name]
    formal = rendered(USES, name)
    arg = _at_slot(formal, head, pos)
    assert (arg.op, arg.name) == (op, sym), formal
    assert show_type(arg.ty).startswith(f"?{head} #{pos + 1}("), show_type(arg.ty)


@needs_index
def test_set_univ_in_an_undeclared_slot_is_a_set_of_an_opaque_element_type() -> None:
    names = {"dependsOn_univ": ("DependsOn", 1, "univ", "")}
    formal = rendered(names, "dependsOn_univ")
    arg = elaborate_rendering(formal)
    (app,) = applications(arg, "DependsOn")
    univ = app.args[1]
    assert univ.ty.head == "Set" and is_slot_type(univ.ty.args[0]), show_type(univ.ty)


@pytest.mark.parametrize("lit", ["⊤", "⊥", "∅", "⟨x, x⟩", "[]", "Option.none"])
def test_the_slot_type_is_one_per_function_and_position(lit: str) -> None:
    # the same text in the same slot is one value; in another function's slot, or at another
    # position, another type, which the checker does not identify with it
    text = f"∀ {{α : Type*}} (x : α), Foo.f x {lit} = Foo.f x {lit} ∧ Foo.g {lit} x = Foo.g {lit} x"
    t = elaborate_rendering(text)
    f_args = {show_type(a.args[1].ty) for a in applications(t, "Foo.f")}
    g_args = {show_type(a.args[0].ty) for a in applications(t, "Foo.g")}
    assert f_args == {"?Foo.f #2(α)"} and g_args == {"?Foo.g #1()"}


def test_nested_anonymous_constructors_take_their_field_types() -> None:
    t = elaborate_rendering("∀ {α : Type*} (x : α), Foo.f ⟨x, ⟨x⟩⟩ = Foo.f ⟨x, ⟨x⟩⟩")
    inner = [u for u in walk(t) if u.op == "app" and u.name == "⟨⟩" and len(u.args) == 1]
    assert inner and all(is_slot_type(u.ty) for u in inner)
    assert {show_type(u.ty) for u in inner} == {"?⟨⟩ at ?Foo.f #1() #2(α)"}


@pytest.mark.parametrize("text", [
    # `n - 1` at the field's type (ℤ, say) would be `↑n - 1`: the cast guard still refuses it
    "∀ (l : List ℕ) (n : ℕ) (h : n - 1 < List.length l), l.get ⟨n - 1, h⟩ = 0",
    # a coercion's target is not read from an opaque slot
    "∀ {α : Type*} (s : Set α), Foo.f s ↑s = Foo.f s s",
])
def test_what_the_slot_type_would_change_stays_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate_rendering(text)


def test_a_declared_slot_keeps_its_declared_type() -> None:
    # `Finset.card ∅`: the declared `Finset ?α`, not an opaque slot type
    t = elaborate_rendering("∀ {α : Type*} (s : Finset α), Finset.card s = 0 → s = ∅ ∨ "
                            "Finset.card (∅ : Finset α) = 0")
    assert not any(is_slot_type(u.ty) for u in walk(t))


@needs_index
def test_a_cons_head_takes_the_element_type_of_its_tail() -> None:
    # `List.toAList (⟨a, b⟩ :: xs)`, `xs : List (Sigma β)`: `List.cons`'s `α` from the tail
    formal = rendered({"AList.toAList_cons": ()}, "AList.toAList_cons")
    (cons,) = applications(elaborate_rendering(formal), "List.cons")
    assert show_type(cons.args[0].ty) == "Sigma β" and show_type(cons.ty) == "List (Sigma β)"


def test_a_cons_head_at_the_tail_element_type() -> None:
    t = elaborate_rendering("∀ {α : Type*} [Top α] (l : List α), List.length (⊤ :: l) = 0 → False")
    tops = [u for u in walk(t) if u.op == "const" and u.name == "⊤"]
    assert [show_type(u.ty) for u in tops] == ["α"]
