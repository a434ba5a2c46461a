"""Round 22 name resolution, against Mathlib v4.19.0's own theorems and name index.

`Type*` and `Sort*` are tokens (`elab "Sort*" : term`, `elab "Type*" : term`,
Mathlib/Tactic/TypeStar.lean:19,25): Lean's tokenizer reads the longest token, so the `*` of
`{α β γ : Type*}` is no use of a file's `local notation a " * " b => op a b`
(Mathlib/Data/Finset/Fold.lean:29). A statement that writes the infix is still refused.

`@[to_additive]` images the index does not list (`AddCommGrp.of`, `IsOfFinAddOrder`) exist when
their multiplicative source does; read back through `ToAdditive.fixAbbreviation`, which moves
the `Add` a word's translation puts in front before the words standing there (`Comm Add Grp`
-> `AddCommGrp`, Mathlib/Tactic/ToAdditive/Frontend.lean:1041-1042).
Every corpus row is a theorem Lean accepted, so what renders must also elaborate here.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formalise.resolve import Scope, Unresolved, expand_notations, resolve_name
from tests.mathlib_corpus import INDEX, needs_index, render_row, rows_named

pytestmark = needs_index

#: The module whose `local notation a " * " b => op a b` is in effect in the scope below.
_FOLD = Scope("Finset", ("Multiset",), ("Multiset",), "Mathlib.Data.Finset.Fold",
              local_notations=('local notation a " * " b => op a b',))

#: Corpus theorems of modules with that local `*` notation, whose statements never write `*`
#: (their context lines bind `{α β γ : Type*}`): each renders, and its rendering elaborates.
_NO_STAR = ("Finset.fold_hom", "List.perm_insertIdx_iff", "List.set_perm_cons_eraseIdx")

#: One that writes the local infix (`s.fold op b * a` is `op (s.fold op b) a`): refused.
_STAR = "Multiset.fold_cons_right"


@settings(max_examples=40, deadline=None)
@given(names=st.lists(st.sampled_from(["α", "β", "γ", "M", "ι"]), min_size=1, max_size=3,
                      unique=True),
       sort=st.sampled_from(["Type*", "Sort*"]))
def test_type_star_is_no_use_of_the_local_star(names: list[str], sort: str) -> None:
    text = f"∀ {{{' '.join(names)} : {sort}}} (f : {names[0]} → {names[0]}), f = f"
    assert expand_notations(text, INDEX, _FOLD) == text


@settings(max_examples=20, deadline=None)
@given(a=st.sampled_from(["a", "b", "x"]), b=st.sampled_from(["c", "y", "(f x)"]))
def test_the_local_star_itself_is_still_refused(a: str, b: str) -> None:
    with pytest.raises(Unresolved, match=r"\*"):
        expand_notations(f"∀ {{α : Type*}}, {a} * {b} = {b}", INDEX, _FOLD)


@pytest.mark.parametrize("name", _NO_STAR)
def test_corpus_theorems_beside_the_local_star_render(name: str) -> None:
    from forminv_lean.formal.statements import elaborate_rendering

    rows = rows_named((*_NO_STAR, _STAR))
    r = render_row(rows[name])
    assert r.formal is not None, r.reason
    elaborate_rendering(r.formal)


def test_corpus_theorem_writing_the_local_star_is_refused() -> None:
    r = render_row(rows_named((*_NO_STAR, _STAR))[_STAR])
    assert r.formal is None and "*" in (r.reason or ""), r


#: `@[to_additive]` images the index does not list, read back through `fixAbbreviation`
#: (Mathlib/Tactic/ToAdditive/Frontend.lean:1033-1042,1088-1089): each with the multiplicative
#: declaration Mathlib states (Algebra/Category/Grp/Basic.lean:55 `abbrev of` in `namespace
#: CommGrp`; GroupTheory/OrderOfElement.lean:57 `@[to_additive "…"] def IsOfFinOrder`).
_ADDITIVE_IMAGES = {
    "AddCommGrp.of": "CommGrp.of",
    "AddCommGrp.ofHom": "CommGrp.ofHom",
    "IsOfFinAddOrder": "IsOfFinOrder",
    "isOfFinAddOrder_iff_pow_eq_one": "isOfFinOrder_iff_pow_eq_one",
}


@pytest.mark.parametrize("name", sorted(_ADDITIVE_IMAGES))
def test_additive_images_after_a_moved_add_resolve(name: str) -> None:
    from forminv_lean.formalise.name_index import _multiplicative

    assert _multiplicative(name) == _ADDITIVE_IMAGES[name]
    assert _ADDITIVE_IMAGES[name] in INDEX.names
    assert resolve_name(name, INDEX, Scope()) == name


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Monoid", "Group", "Semigroup", "Grp", "Magma"]),
       st.sampled_from(["Comm", "Cancel", "Left Cancel", "Cancel Comm"]))
def test_moved_add_reads_back_to_the_words_before_it(word: str, before: str) -> None:
    """`guessName` turns `<before><word>` into `Add<before><word>` (the `Add` of `word`'s
    translation moved in front); reading it back gives the multiplicative name."""
    from forminv_lean.formalise.name_index import _multiplicative

    mul = before.replace(" ", "") + word
    assert _multiplicative(f"Add{mul}.foo") == f"{mul}.foo"


def test_ofhom_inside_its_additive_namespace_is_that_declaration() -> None:
    """`ofHom` written inside `namespace AddCommGrp` is `AddCommGrp.ofHom` (Lean's innermost
    enclosing namespace first)."""
    assert resolve_name("ofHom", INDEX, Scope("AddCommGrp")) == "AddCommGrp.ofHom"
