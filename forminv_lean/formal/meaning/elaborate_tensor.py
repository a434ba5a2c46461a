"""Tensor products written without their ring, and the monoidal `⊗`: a mixin of `Elaborator`.

`x ⊗ₜ y` is Mathlib's global `infixl:100 " ⊗ₜ " => tmul _` (Mathlib/LinearAlgebra/TensorProduct/
Basic.lean:128, `namespace TensorProduct`), where `def tmul (m : M) (n : N) : M ⊗[R] N` (:124) has the
ring `R` explicit and `M N` implicit (:119-121, `variable {M N}`, `variable (R) in`, over :45-51 `[CommSemiring R]
[AddCommMonoid M] [Module R M] …`). The hole `_` is left to Lean's unifier: R is what the
expected type `M ⊗[R] N` (an argument of a linear map into it, the other side of an equation)
says, and nothing else fixes it (the instance problem `Module ?R M` is not solved with `?R`
unknown). So the ring is a metavariable here, solved by the same unification; a rendering
whose ring nothing fixed is refused, never defaulted.

`X ⊗ Y` under `open CategoryTheory.MonoidalCategory` is three scoped notations at once
(CategoryTheory/Monoidal/Category.lean:111 `infixr:70 " ⊗ " => MonoidalCategoryStruct.tensorObj`,
:120 `… => MonoidalCategoryStruct.tensorHom`, :385 `… => tensorIso`): Lean elaborates each
alternative and keeps the one that type-checks. The renderer (`formalise/resolve.py`) keeps the
token where exactly these three are in effect, each use parenthesised (`BinOp("⊗")`), and only
this mixin reads it: both operands objects of one monoidal category is `tensorObj`; both
morphisms `f : X₁ ⟶ Y₁`, `g : X₂ ⟶ Y₂` of a category that is a type variable is `tensorHom f g :
X₁ ⊗ X₂ ⟶ Y₁ ⊗ Y₂`; both isomorphisms so is `tensorIso f g : X₁ ⊗ X₂ ≅ Y₁ ⊗ Y₂` (`def tensorIso
{X Y X' Y' : C} (f : X ≅ Y) (g : X' ≅ Y') : X ⊗ X' ≅ Y ⊗ Y'`, :377). The other alternatives
cannot type-check there: an object of such a category is no morphism, and the hom types of a
category variable have no `MonoidalCategory` instance. Anything else (mixed operands, an operand
of unknown type, morphisms of a named category) is refused. An object written `X ⊗ Y` is named
`tensorObj X Y` in types (`elaborate_category._unfold`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from forminv_lean.formal.meaning.ast import BinOp, Expr
from forminv_lean.formal.meaning.category import (
    ISO,
    TENSOR_HOM,
    TENSOR_OBJ,
    atomic,
    between,
    ends,
)
from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import TYPE, Ty

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.elaboration import Scope

#: `x ⊗ₜ y` (Mathlib/LinearAlgebra/TensorProduct/Basic.lean:128).
TMUL = "TensorProduct.tmul"
TENSOR_PRODUCT = "TensorProduct"
#: `def tensorIso` (CategoryTheory/Monoidal/Category.lean:377, `namespace MonoidalCategory`).
TENSOR_ISO = "CategoryTheory.MonoidalCategory.tensorIso"


class _Host(Protocol):
    final: bool
    defaulted: set[str]

    def resolve(self, t: Ty) -> Ty: ...
    def unify(self, a: Ty, b: Ty) -> bool: ...
    def fail(self, symbol: str, message: str | None = None) -> Exception: ...
    def fresh(self, name: str, *, flexible: bool = False) -> Ty: ...
    def term(self, e: Expr, sc: Scope, expected: Ty | None) -> Term: ...
    def _against(self, x: Expr, want: Ty, sc: Scope) -> Term: ...
    def opaque_app(self, head: str, args: list[Term], ty: Ty | None, sc: Scope, *,
                   typed: set[int] | None = None) -> Term: ...
    def _cat_known(self, t: Term, what: str) -> Ty: ...
    def _monoidal_typed(self, fname: str, args: list[Expr], sc: Scope) -> Term | None: ...
    def _tensor_iso(self, args: list[Expr], sc: Scope) -> Term: ...


def _show(e: Expr) -> str:
    from forminv_lean.formal.meaning.elaboration import show_expr

    return show_expr(e)


class TensorElaboration:
    """`x ⊗ₜ y` and the monoidal `⊗`, as methods of the `Elaborator` (typed through `_Host`)."""

    def tmul_unringed(self: _Host, e: BinOp, sc: Scope, expected: Ty | None) -> Term:
        """`x ⊗ₜ y`: `TensorProduct.tmul ?R x y : TensorProduct ?R M N` for `x : M`, `y : N`,
        `?R` solved by unification (the expected type, the other side of a relation); kept
        opaque as `x ⊗ₜ[R] y` is. Refused when nothing fixes R or a side's type."""
        from forminv_lean.formal.meaning.elaboration import _named, _numeral_expr, _paren
        from forminv_lean.formal.meaning.types import show_type

        ring = self.fresh("⊗ₜ")
        exp = self.resolve(expected) if expected is not None else None
        if exp is not None and exp.head == "app" and exp.name == TENSOR_PRODUCT \
                and len(exp.args) == 3 and _named(exp) and self.unify(ring, exp.args[0]):
            a, b = self._against(e.lhs, exp.args[1], sc), self._against(e.rhs, exp.args[2], sc)
        elif _numeral_expr(e.lhs) or _numeral_expr(e.rhs):
            raise self.fail("⊗ₜ", "a numeral side of ⊗ₜ whose type nothing written fixes")
        else:
            a, b = self.term(e.lhs, sc, None), self.term(e.rhs, sc, None)
        ta, tb, r = self.resolve(a.ty), self.resolve(b.ty), self.resolve(ring)
        if self.final:
            if ring.name in self.defaulted or not _named(r):
                raise self.fail("⊗ₜ", "the ring of ⊗ₜ is fixed by nothing written")
            if not (_named(ta) and _named(tb)):
                raise self.fail("⊗ₜ", f"⊗ₜ of {ta} and {tb}: a side's type is not known")
        head = f"{TMUL} {_paren(show_type(r))}"
        return self.opaque_app(head, [a, b], Ty("app", (r, ta, tb), TENSOR_PRODUCT), sc,
                               typed={0, 1})

    def monoidal_tensor(self: _Host, args: list[Expr], sc: Scope) -> Term:
        """`X ⊗ Y` (the monoidal notation): the one of `tensorObj`,
        `tensorHom`, `tensorIso` that type-checks on the operands' types, else refused."""
        if len(args) != 2:
            raise self.fail("⊗", "the monoidal ⊗ applied to other than its two operands")
        from forminv_lean.formal.meaning.elaborate_category import _parse

        kinds = []
        for x in args:
            t = self.term(x, sc, None)
            ty = self._cat_known(t, _show(x))
            pair = ends(ty) or ends(ty, ISO)
            kinds.append("obj" if pair is None else "hom" if ends(ty) is not None else "iso")
            if pair is not None:
                # a morphism of a category that is a type variable: its hom types have no
                # `MonoidalCategory` instance (no `tensorObj` alternative), so an object
                # written `X ⊗ Y` (`_unfold`: `tensorObj X Y`) is never one of these
                cat = self.resolve(self._cat_known(self.term(_parse(pair[0]), sc, None),
                                                   pair[0]))
                if cat.head != "var" or cat.args:
                    raise self.fail("⊗", f"⊗ of morphisms of {cat}, a category that is not "
                                    "a type variable here")
        if kinds == ["obj", "obj"]:
            out = self._monoidal_typed(TENSOR_OBJ, args, sc)
        elif kinds == ["hom", "hom"]:
            out = self._monoidal_typed(TENSOR_HOM, args, sc)
        elif kinds == ["iso", "iso"]:
            out = self._tensor_iso(args, sc)
        else:
            words = {"obj": "an object", "hom": "a morphism", "iso": "an isomorphism"}
            raise self.fail("⊗", f"⊗ of {words[kinds[0]]} and {words[kinds[1]]}: no meaning of "
                            "⊗ fits")
        if out is None:  # pragma: no cover - the three names are the monoidal constants
            raise self.fail("⊗", "the monoidal ⊗ is not read here")
        return out

    def _tensor_iso(self: _Host, args: list[Expr], sc: Scope) -> Term:
        """`tensorIso f g : X ⊗ X' ≅ Y ⊗ Y'` for `f : X ≅ Y`, `g : X' ≅ Y'`, objects of one
        category that is not `Type` (as `_mon_hom` reads morphisms)."""
        from forminv_lean.formal.meaning.elaborate_category import _parse

        ends_: list[tuple[str, str]] = []
        terms: list[Term] = []
        cats: list[Ty] = []
        for x in args:
            t = self.term(x, sc, None)
            pair = ends(self._cat_known(t, _show(x)), ISO)
            if pair is None:  # pragma: no cover - checked by the caller
                raise self.fail("⊗", f"{_show(x)} is not an isomorphism here")
            objs = [self._cat_known(self.term(_parse(o), sc, None), o) for o in pair]
            if objs[0] != objs[1] or objs[0] == TYPE or ends(objs[0]) is not None \
                    or ends(objs[0], ISO) is not None:
                raise self.fail("⊗", f"the objects of {_show(x)} are not objects of one "
                                "category that is not Type")
            ends_.append(pair)
            terms.append(t)
            cats.append(objs[0])
        if cats[0] != cats[1]:
            raise self.fail("⊗", f"isomorphisms of different categories: {cats[0]}, {cats[1]}")

        def tensor(a: str, b: str) -> str:
            return atomic(f"{TENSOR_OBJ} {a} {b}")

        (a1, b1), (a2, b2) = ends_
        return self.opaque_app(TENSOR_ISO, terms, between(ISO, tensor(a1, a2), tensor(b1, b2)),
                               sc, typed={0, 1})


__all__ = ["TENSOR_ISO", "TMUL", "TensorElaboration"]
