"""`eqToHom h`, the morphism an equality of objects gives, typed as Lean types it (round 28).

(`eqToIso h` and a preorder's `homOfLE h` alike: see `EQ_HEADS`.)

Mathlib/CategoryTheory/EqToHom.lean:41 `def eqToHom {X Y : C} (p : X = Y) : X ⟶ Y` (in
`namespace CategoryTheory` :30, `variable {C : Type u₁} [Category.{v₁} C]` :34). Lean reads
the implicit `C`, `X`, `Y` off the type of the proof passed: `p : a = b` is `@Eq C a b`, so
`X := a`, `Y := b` and `C` is their type, the category (its instance found by Lean). The
checker knows that type exactly when the proof is built from the statement's hypotheses
(`_proved`: `h`, `h.symm`, `h.trans h'`, `h a`), which is the one case read here: its
proposition must be an equality of two objects of one category (never a category of types,
whose morphisms the checker reads as functions), each written back as its text (a variable's
name, or a term whose text the checker elaborates again to that very term), and the result is
the morphism `a ⟶ b` between them, the proof kept as the argument (so `eqToHom h` and
`eqToHom h'` of two proofs of one equality are one value, by proof irrelevance).

The same reading types `K.XIsoOfEq h` for a complex `K` that is a variable (Mathlib/Algebra/
Homology/HomologicalComplex.lean:91 `def XIsoOfEq (K : HomologicalComplex V c) {p q : ι} (h : p
= q) : K.X p ≅ K.X q`, in `namespace HomologicalComplex` :61, `variable {ι : Type*}` :42, `(V :
Type u) [Category.{v} V] [HasZeroMorphisms V]` :43, `{V} {c : ComplexShape ι}` :65): `h` proves
`p = q` of two indices, and the isomorphism is between the objects `K.X p`, `K.X q`, named as
the complex's members are (`elaborate_category.structure_field`).

Any other argument (a tactic proof `by …`, whose proposition Lean takes from the expected
type; a lemma applied; a proof of another proposition) leaves `eqToHom` uninterpreted, its
type unknown, as before.
"""

from __future__ import annotations

from typing import Any

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.ast import Expr, Name
from forminv_lean.formal.meaning.category import FUNCTOR_OBJ, HOM, ISO, atomic, between
from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import TYPE, Ty

#: The constants (the renderer writes `eqToHom` in full; `XIsoOfEq` is read as a field).
EQ_TO_HOM = "CategoryTheory.eqToHom"
#: EqToHom.lean:194 `def eqToIso {X Y : C} (p : X = Y) : X ≅ Y`, read as `eqToHom` is.
EQ_TO_ISO = "CategoryTheory.eqToIso"
#: Mathlib/CategoryTheory/Category/Preorder.lean:62 `def homOfLE {x y : X} (h : x ≤ y) : x ⟶
#: y` (`namespace CategoryTheory` :54, `variable {X : Type u} [Preorder X]` :58): the
#: morphism of the preorder's category, read off a proof of `x ≤ y` as `eqToHom` is.
HOM_OF_LE = "CategoryTheory.homOfLE"
#: The relation each constant's proof states, and the morphism it gives between its sides.
EQ_HEADS = {EQ_TO_HOM: ("eq", HOM), EQ_TO_ISO: ("eq", ISO), HOM_OF_LE: ("le", HOM)}
X_ISO_OF_EQ = "HomologicalComplex.XIsoOfEq"


def eq_to_hom(host: Any, fname: str, args: list[Expr], sc: Any) -> Term | None:
    """`eqToHom x` typed `a ⟶ b` (`eqToIso x`: `a ≅ b`; `homOfLE x` of `x : a ≤ b`: `a ⟶ b`)
    when `x` proves `a = b` from the hypotheses in scope, `a`, `b` objects of one category
    named by their text; None otherwise (left uninterpreted)."""
    if len(args) != 1:
        return None
    try:
        prop = host._proved(args[0], sc)
        relation, head = EQ_HEADS[fname]
        if prop is None or prop.op != relation or len(prop.args) != 2:
            return None
        texts = [_object_text(host, t, sc) for t in prop.args]
        if None in texts:
            return None
        proof = _proof_in_one_category(host, list(prop.args), texts, args[0], sc)
    except UnsupportedError:
        return None
    if proof is None:
        return None
    a, b = (str(x) for x in texts)
    return host.opaque_app(fname, [proof], between(head, a, b), sc, typed={0})


def complex_iso_of_eq(host: Any, obj: Term, index: Ty, args: list[Expr],
                      sc: Any) -> Term | None:
    """`K.XIsoOfEq h` typed `K.X p ≅ K.X q` when `K` is a variable complex indexed by `index`
    and `h` proves `p = q` of two indices from the hypotheses in scope; None otherwise."""
    from forminv_lean.formal.meaning.elaborate_category import _parse_or_none, object_text

    if obj.op != "var" or len(args) != 1:
        return None
    try:
        prop = host._proved(args[0], sc)
        if prop is None or prop.op != "eq" or len(prop.args) != 2 or any(
                host.resolve(t.ty) != host.resolve(index) for t in prop.args):
            return None
        texts = [_object_text(host, t, sc) for t in prop.args]
        members: list[Expr] = []
        for x in texts:
            member = None if x is None else _parse_or_none(f"{obj.name}.X {x}")
            if member is None:
                return None
            members.append(member)
        proof = _proof_in_one_category(host, [host.term(m, sc, None) for m in members],
                                       members, args[0], sc)
    except UnsupportedError:
        return None
    if proof is None:
        return None
    a, b = (object_text(m) for m in members)
    return host.opaque_app(X_ISO_OF_EQ, [obj, proof], between(ISO, a, b), sc, typed={0, 1})


def _proof_in_one_category(host: Any, objects: list[Term], texts: list[Any], proof: Expr,
                           sc: Any) -> Term | None:
    """The proof argument's term when the two objects (named by `texts`) are in one category
    and it is not the category of types; None otherwise."""
    cats = [host._cat_known(t, str(x)) for t, x in zip(objects, texts, strict=True)]
    if cats[0] != cats[1] or cats[0] == TYPE:
        return None
    return host.proof_arg(proof, sc)


def _object_text(host: Any, t: Term, sc: Any) -> str | None:
    """The text that names the object `t` in a morphism's type, as `object_text` names an
    object written in the statement: a variable's name, or a functor's object `F.obj X`
    (`F` a functor `term_text` names, `X` such an object), each checked to elaborate in scope
    to `t` itself (so a name bound again, or a text that means another term, is refused)."""
    from forminv_lean.formal.meaning.elaborate_category import (
        _parse_or_none,
        object_text,
        term_text,
    )

    if t.op == "var" and t.name:
        written: Expr | None = Name(t.name)
    elif t.op == "app" and t.name == FUNCTOR_OBJ and len(t.args) == 2:
        functor, obj = term_text(t.args[0]), _object_text(host, t.args[1], sc)
        written = None if functor is None or obj is None else \
            _parse_or_none(f"{atomic(functor)}.obj {obj}" if _plain(functor)
                           else f"CategoryTheory.Functor.obj {atomic(functor)} {obj}")
    else:
        written = None
    if written is None or host.term(written, sc, None) != t:
        return None
    return object_text(written)


def _plain(text: str) -> bool:
    """Is `text` one name (`F`), so that `F.obj X` is written with the field?"""
    return text.replace(".", "").replace("_", "").replace("'", "").isalnum()
