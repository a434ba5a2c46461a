"""Dependent function types over a type family: a mixin of `Elaborator`.

A binder `{α : ι → Type*}` is a value variable whose type is a function into `Type*` (a type
family); `α i`, with `i : ι`, is the opaque type named by its text (like `Fin (n + 1)`: it
depends on `α` and `i`, `terms.hidden_names`). The type `∀ i, α i` (also `(i : ι) → α i`,
and Mathlib's `Π i, α i`, which `Mathlib/Util/Delaborators.lean` parses with the `∀` parser)
is `Ty("pi", (ι, α i), "i")`; one whose codomain does not mention its binder is the plain
function type `ι → β`, which is what Lean's `(i : ι) → β` is. `x j` with `x : (i : ι) → α i`
is `x` applied at `j : ι`, of type `α j` (the codomain with `j` for `i`).

An instance binder over the family, `[∀ i, Mul (α i)]`, is what Lean makes it: a binder of
that (opaque) type, bound where it is written, printed back as `[∀ i, Mul (α i)]`. It gives
the checker nothing: operations on `x i : α i` are uninterpreted as on every opaque type.
Operations on a value of a Π type itself (`x * y`, `0`, `x ≤ y`: Mathlib's pointwise
`Pi.instMul`, `Pi.instZero`, `Pi.le_def`) are refused, since the checker does not model
them pointwise. `Π₀ i, α i` is the opaque type `DFinsupp α` (`meaning/parser.py` `dfinsupp`).

`Σ a, β a` is Lean core's `Sigma fun a => β a` and `Σ' a, β a` its `PSigma` (the `Σ`/`Σ'`
macros of Init/NotationExtra.lean; `Σ a b, γ a b` nests as `Σ a, Σ b, γ a b`): an opaque type
named by its text with the binder's type written in (`(Σ a : ι, β a)`, printed so; as for a
subtype, alpha-equivalent spellings are distinct types here, so a statement mixing them is
refused, never equated wrongly). Its parts are noted (`Elaborator.sigmas`) so that what Lean
reads through the structure is read so: `x.1`/`x.fst` is `Sigma.fst x : ι` and `x.2`/`x.snd`
`Sigma.snd x : β x.1` (the codomain at the first projection's text, for a variable `x`);
`⟨i, b⟩` against the type is `Sigma.mk i b`, `i` elaborated against `ι` and `b` against
`β i` (the anonymous constructor of a one-constructor structure, nesting to the right).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Protocol

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.ast import (
    App,
    Ascribe,
    BigOp,
    Binder,
    BinOp,
    Bracket,
    Expr,
    Field,
    Lambda,
    Name,
    Quant,
)
from forminv_lean.formal.meaning.category import COMPLEX_ABBREVS, HOMOLOGICAL
from forminv_lean.formal.meaning.elaborate_category import written_type
from forminv_lean.formal.meaning.opaque import (
    _PARAMS,
    HOM_ARROWS,
    match_type,
    parse_signature_type,
    substitute,
)
from forminv_lean.formal.meaning.signature import TYPE_NAMES
from forminv_lean.formal.meaning.signatures_anon import STRUCTURE_FIELDS
from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import PROP as TYPE_PROP
from forminv_lean.formal.meaning.types import TYPE, Ty, show_type, subst_type

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.elaboration import Scope

#: `Σ`/`Σ'` and the structure each is (Init/Core.lean `structure Sigma`, `structure PSigma`).
SIGMAS = {"Σ": "Sigma", "Σ'": "PSigma"}

#: Type constructors whose application is a type (so `∀ i, Set (α i)` is a Π type).
_TYPE_HEADS = frozenset({"Set", "Finset", "Multiset", "List", "Option"})


def _declared_type_heads() -> frozenset[str]:
    """The constants a cited signature table declares as the head of a parameter's or a
    result's type (`Filter α`, `Matrix m n R`, `Submodule R M`, `LinearMap …`), and the bundled
    maps of `bundled.STRUCTURES`: each was read at v4.19.0 where Lean wants a type (a binder's
    or a result's; a proof parameter is `_` in the tables, a proposition's result `Prop`), so
    `C a₁ … aₙ` is a type whatever its arguments, and `∀ i, C (α i)` a Π type, never a
    proposition (`Filter.univ_pi_mem_pi`'s `{l : ∀ i, Filter (α i)}`)."""
    from forminv_lean.formal.meaning.bundled import STRUCTURES
    from forminv_lean.formal.meaning.opaque import SIGNATURES

    heads: set[str] = set(STRUCTURES)
    for sig in SIGNATURES.values():
        for s in sig:
            if s == "_":
                continue
            ty = parse_signature_type(s)
            if ty.head == "app" and ty.name[:1].isupper() and not ty.name.startswith("?"):
                heads.add(ty.name.split(" ")[0])
    return frozenset(heads)


#: Dependent products of a family indexed by a set, whose type the signature tables cannot
#: say: head -> (the family's codomain: `Set` or a structure's name, the position of the
#: carrier among that structure's arguments). Mathlib v4.19.0 Data/Set/Operations.lean:210
#: `def pi (s : Set ι) (t : ∀ i, Set (α i)) : Set (∀ i, α i)`; Algebra/Group/Subgroup/
#: Basic.lean:171 `def _root_.Submonoid.pi [∀ i, MulOneClass (f i)] (I : Set η) (s : ∀ i,
#: Submonoid (f i)) : Submonoid (∀ i, f i)`, :187 `def pi (I : Set η) (H : ∀ i, Subgroup (f
#: i)) : Subgroup (∀ i, f i)` (both `@[to_additive]`: `AddSubmonoid.pi`, `AddSubgroup.pi`);
#: LinearAlgebra/Pi.lean:345 `def pi (I : Set ι) (p : (i : ι) → Submodule R (φ i)) :
#: Submodule R ((i : ι) → φ i)` (`namespace Submodule`).
PI_FAMILIES: dict[str, tuple[str, int]] = {
    "Set.pi": ("Set", 0),
    **{f"{k}.pi": (k, 0) for k in ("Submonoid", "AddSubmonoid", "Subgroup", "AddSubgroup")},
    "Submodule.pi": ("Submodule", 1),
}


#: Classes a field of a value names (`K.HasHomology i`) that are propositions, beyond
#: `prop_classes.PROP_CLASSES`: Mathlib v4.19.0 Algebra/Homology/ShortComplex/
#: HomologicalComplex.lean:57 `variable (K L M : HomologicalComplex C c) … (i j k : ι)`, :71
#: `abbrev HasHomology := (K.sc i).HasHomology` (namespace HomologicalComplex, :27), an
#: abbreviation of ShortComplex/Homology.lean:199 `class HasHomology : Prop`.
FIELD_PROP_CLASSES: dict[str, str] = {
    "HomologicalComplex.HasHomology": "Algebra/Homology/ShortComplex/HomologicalComplex.lean:71",
}

#: Classes that are propositions, named by field notation on a term of a family
#: (`[∀ (n : ℤ), (shiftFunctor C n).Additive]`): CategoryTheory/Preadditive/
#: AdditiveFunctor.lean:38 `class Functor.Additive {C D : Type*} … (F : C ⥤ D) : Prop`
#: (namespace CategoryTheory, :34).
TERM_PROP_CLASSES: dict[str, str] = {
    "CategoryTheory.Functor.Additive": "CategoryTheory/Preadditive/AdditiveFunctor.lean:38",
}


class _Host(Protocol):
    sigmas: dict[Ty, tuple[str, str, Ty, Ty]]
    final: bool
    defaulted: set[str]

    def tree(self, roots: list[Expr], sc: Scope, expected: Ty | None) -> tuple[list[Term], Ty]: ...
    def apply(self, f: Term, args: list[Expr], sc: Scope) -> Term: ...
    def opaque_app(self, head: str, args: list[Term], ty: Ty | None, sc: Scope, *,
                   typed: set[int] | None = None) -> Term: ...
    def _typed_bracket(self, e: Bracket, sc: Scope, exp: Ty) -> Term: ...
    def sigma_at(self, ty: Ty, n: str, text: str) -> Ty: ...
    def resolve(self, t: Ty) -> Ty: ...
    def unify(self, a: Ty, b: Ty) -> bool: ...
    def fail(self, symbol: str, message: str | None = None) -> Exception: ...
    def fresh(self, name: str, *, flexible: bool = False) -> Ty: ...
    def elab_type(self, e: Expr, sc: Scope) -> Ty: ...
    def term(self, e: Expr, sc: Scope, expected: Ty | None) -> Term: ...
    def prop(self, e: Expr, sc: Scope) -> Term: ...
    def _complex_index(self, ty: Ty, sc: Scope) -> tuple[Ty, Ty] | None: ...
    def _field_namespace(self, ty: Ty) -> str | None: ...
    def _term_class_hypothesis(self, whole: Expr, binders: list[Binder], body: Field,
                               sc: Scope) -> Term | None: ...
    def _indexed_hypothesis(self, binders: list[Binder], body: Expr, name: str, obj: str,
                            sc: Scope) -> Term: ...
    def family_arity(self, ty: Ty) -> int: ...
    def _pi_binders(self, e: Expr) -> tuple[list[Binder], Expr] | None: ...
    def _type_like(self, e: Expr, sc: Scope) -> bool: ...
    def pi_type(self, e: Expr, sc: Scope) -> Ty | None: ...
    def pending(self) -> Exception: ...
    def lam(self, e: Lambda, sc: Scope, expected: Ty | None, *,
            given: dict[str, Ty] | None = None) -> Term: ...


_TYPE_HEAD_CACHE: list[frozenset[str]] = []


def _type_heads() -> frozenset[str]:
    """`_declared_type_heads`, computed once (the tables are complete after import)."""
    if not _TYPE_HEAD_CACHE:
        _TYPE_HEAD_CACHE.append(_declared_type_heads())
    return _TYPE_HEAD_CACHE[0]


def mentions(ty: Ty, name: str) -> bool:
    """Whether the text of an opaque type in `ty` names the term variable `name`."""
    return subst_type(ty, name, "\u0000") != ty


def _text(e: Expr) -> str:
    from forminv_lean.formal.meaning.elaboration import show_expr
    s = show_expr(e)
    return f"({s})" if " " in s else s


class PiElaboration:
    """Type families and dependent function types, as methods of the `Elaborator`."""

    def family_arity(self: _Host, ty: Ty) -> int:
        """How many arguments a type family `ι → Type*`, `(a : ι) → κ a → Type*` takes (0 for
        a type that is not a family)."""
        n = 0
        ty = self.resolve(ty)
        while ty.head in ("fun", "pi"):
            n += 1
            ty = self.resolve(ty.args[1])
        return n if ty == TYPE else 0

    def family_app(self: _Host, e: Expr, sc: Scope) -> Ty | None:
        """`α i` for a family variable `α : ι → Type*` applied to all its arguments: the opaque
        type named by the text, each argument checked against the family's domain (at the
        arguments before it, for `γ : (a : ι) → κ a → Type*`)."""
        if not (isinstance(e, App) and isinstance(e.fn, Name) and e.fn.id in sc.vars):
            return None
        ty = self.resolve(sc.vars[e.fn.id])
        arity = self.family_arity(ty)
        if not arity:
            return None
        if len(e.args) != arity:
            raise self.fail(e.fn.id, f"the type family {e.fn.id} applied to {len(e.args)} "
                            f"arguments, not {arity}")
        for a in e.args:
            dom = self.resolve(ty.args[0])
            got = self.term(a, sc, dom)
            if not self.unify(got.ty, dom):
                raise self.fail(e.fn.id, f"{e.fn.id} applied to a term of type {got.ty}")
            ty = self.resolve(ty.args[1]) if ty.head == "fun" else \
                subst_type(ty.args[1], ty.name, _text(a))
        return Ty("app", (), " ".join([e.fn.id, *(_text(a) for a in e.args)]))

    def _pi_binders(self, e: Expr) -> tuple[list[Binder], Expr] | None:
        """The binders and codomain of `∀ i j, β` / `(i : ι) → β` written as a type, or None."""
        if isinstance(e, Quant) and e.kind == "∀":
            if any(b.pred is not None or b.info == "inst" for b in e.binders):
                return None
            return list(e.binders), e.body
        if isinstance(e, BinOp) and e.op == "→" and isinstance(e.lhs, Ascribe) and \
                isinstance(e.lhs.expr, Name):
            return [Binder((e.lhs.expr.id,), e.lhs.type)], e.rhs
        return None

    def _type_like(self: _Host, e: Expr, sc: Scope) -> bool:
        """Whether `e`, the body of a `∀`, is certainly a type, which makes the `∀` a Π type
        and not a proposition: a family applied, `Set (α i)`, a type variable or number type,
        a function or product type from one, or another such `∀`."""
        if isinstance(e, Name):
            return e.id in sc.tnames or e.id in TYPE_NAMES
        if isinstance(e, App) and isinstance(e.fn, Name):
            if e.fn.id in _TYPE_HEADS:
                return len(e.args) == 1 and self._type_like(e.args[0], sc)
            if e.fn.id in sc.vars:
                return self.family_arity(sc.vars[e.fn.id]) > 0
            return e.fn.id in _type_heads()   # `∀ i, Matrix (m i) (n i) α`, `∀ i, E i →L[𝕜] F`
        if isinstance(e, BinOp) and e.op in ("→", "×"):
            return self._type_like(e.lhs, sc)
        if isinstance(e, BinOp) and e.op in HOM_ARROWS:   # `∀ i, G i →+* R`: a structure
            return True
        if isinstance(e, BigOp) and e.op in SIGMAS:   # `∀ S, Σ' X, …`: a Σ type is a type
            return True
        if (pi := self._pi_binders(e)) is not None and isinstance(e, Quant):
            return self._type_like(pi[1], sc)
        return written_type(e, lambda x: self._type_like(x, sc))  # `F i ⟶ A`, `Cᵒᵖ`

    def is_pi_type(self: _Host, e: Expr, sc: Scope) -> bool:
        """Whether a binder's type `e` is a Π type (not a hypothesis `∀ x, p x`)."""
        pi = self._pi_binders(e)
        return pi is not None and self._type_like(pi[1], sc)

    def pi_type(self: _Host, e: Expr, sc: Scope) -> Ty | None:
        """The type `∀ i, β i` / `(i : ι) → β i` denotes, or None if `e` is not one. A binder
        with no type takes the one its uses fix (`α i` with `α : ι → Type*`); one nothing
        fixes, an implicit binder, or a codomain that is not a type is refused."""
        pi = self._pi_binders(e)
        if pi is None:
            return None
        binders, body = pi
        doms: list[tuple[str, Ty]] = []
        inner = sc
        for b in binders:
            if b.info != "explicit":
                raise self.fail("∀", "a Π type with an implicit binder")
            for n in b.names:
                dom = self.elab_type(b.type, inner) if b.type is not None else self.fresh(n)
                doms.append((n, dom))
                inner = inner.with_var(n, dom)
        out = self.elab_type(body, inner)
        for n, dom in reversed(doms):
            if dom.head == "meta" and dom.name in self.defaulted:   # ℕ only by default
                raise self.fail(n, f"the type of {n} in a Π type is not fixed by its codomain")
            dom = self.resolve(dom)
            if dom.head == "meta":
                raise self.fail(n, f"the type of {n} in a Π type is not fixed by its codomain")
            out = Ty("pi", (dom, out), n) if mentions(out, n) else Ty("fun", (dom, out))
        return out

    def set_pi(self: _Host, head: str, exprs: list[Expr | Term], sc: Scope) -> Term:
        """`Set.pi s t` and its structure versions (`PI_FAMILIES`), kept opaque: `Set ((i : ι)
        → α i)` (`Subgroup (…)`, `Submodule R (…)`), or `Set (ι → β)` where `t`'s codomain does
        not depend on `i`. Lean elaborates `s` against `Set ?ι` (a `Set.univ`/`∅` there stays
        `Set ?ι`), then `t` against `(i : ?ι) → Set (?α i)`: `t` is what fixes `ι` and `α`
        when `s` is `Set.univ` (`pi univ t`, the common use), so `t` is elaborated first here
        and `s` against `Set ι` after (a set of its own type is the same either way). A `fun i
        ↦ …` whose sets' type names `i` (`fun i ↦ Ioc (x i) (y i)`, `x : ∀ i, α i`) makes the
        Π type over its binder; a `t` that is not a family of the declared kind is refused.
        `s` may come elaborated (`I.pi t`, field notation: Lean elaborates the object first)."""
        kind, at = PI_FAMILIES[head]
        s_e, t_e = exprs
        if isinstance(t_e, Term):
            raise self.fail(head, f"the family of {head} given by field notation")
        t = self.lam(t_e, sc, None) if isinstance(t_e, Lambda) else self.term(t_e, sc, None)
        ty = self.resolve(t.ty)
        if ty.head not in ("fun", "pi"):
            if not self.final and ty.head == "meta":
                raise self.pending()
            raise self.fail(head, f"the family passed to {head} has type {ty}")
        dom, cod = self.resolve(ty.args[0]), self.resolve(ty.args[1])
        if dom.head == "meta" or cod.head == "meta":
            if not self.final:
                raise self.pending()
            raise self.fail(head, f"the index type of {head} is not fixed by its family")
        if not (cod.head == kind if kind == "Set" else cod.head == "app" and
                cod.name == kind and len(cod.args) == at + 1):
            raise self.fail(head, f"{head} of a family of {cod}, not of {kind}")
        parts = [self.resolve(a) for a in cod.args]
        elem = parts[at]
        name = ty.name if ty.head == "pi" else None
        bound = [n for b in t_e.binders for n in b.names] if isinstance(t_e, Lambda) else []
        if any(mentions(p, n) for p in parts[:at] for n in bound + [name or ""] if n):
            raise self.fail(head, f"{head} of a family whose {kind}'s parameters depend on "
                            "the index")
        if any(mentions(elem, n) for n in bound):
            if len(bound) != 1:
                raise self.fail(head, f"a family `fun i j ↦ …` passed to {head}")
            name = bound[0]   # `fun i ↦ Ioc (x i) (y i)`: sets of `α i`, a Π type
        pi = Ty("pi", (dom, elem), name) if name is not None else Ty("fun", (dom, elem))
        s = s_e if isinstance(s_e, Term) else self.term(s_e, sc, Ty("Set", (dom,)))
        if not self.unify(s.ty, Ty("Set", (dom,))):
            raise self.fail(head, f"{head} over a set of type {self.resolve(s.ty)}, its "
                            f"family indexed by {dom}")
        res = Ty("Set", (pi,)) if kind == "Set" else Ty("app", (*parts[:at], pi), kind)
        return self.opaque_app(head, [s, t], res, sc, typed={0, 1})

    def apply_pi(self: _Host, f: Term, x: Expr, sc: Scope) -> Term:
        """`f x` for `f : (i : ι) → β i`: `x : ι`, of type `β x`."""
        fty = self.resolve(f.ty)
        a = self.term(x, sc, fty.args[0])
        if not self.unify(a.ty, fty.args[0]):
            raise self.fail(str(f), f"a dependent function applied to a term of type {a.ty}")
        return Term("apply", (f, a), subst_type(fty.args[1], fty.name, _text(x)))

    def over_family(self, b: Binder) -> bool:
        """An instance binder whose type is a `∀` (or `(i : ι) → …`): over a family."""
        return b.info == "inst" and b.type is not None and self._pi_binders(b.type) is not None

    def family_hypothesis(self: _Host, b: Binder, sc: Scope) -> Term | None:
        """`[∀ i, K.HasHomology i]`, `[∀ a b : V, Subsingleton (a ⟶ b)]`: an instance binder
        over a family of a class that is a proposition binds a proof of `∀ i, C …` (a Π type
        into `Prop` is a proposition), so it is that hypothesis, as `[NeZero (2 : K)]` is
        (`prop_classes`). The class is certain: a name of `prop_classes.PROP_CLASSES`, or a
        field of a variable (`K.HasHomology`) resolved in its type's namespace to one of those
        or of `FIELD_PROP_CLASSES`. None for anything else (a data-carrying class, a class by
        field notation on a term), which `family_instance` reads or refuses."""
        from forminv_lean.formal.meaning.prop_classes import is_prop_class
        pi = self._pi_binders(b.type) if b.type is not None else None
        if pi is None or b.type is None:
            return None
        body = pi[1]
        while (nested := self._pi_binders(body)) is not None and isinstance(body, Quant):
            body = nested[1]
        head = body.fn if isinstance(body, App) else body
        if isinstance(head, Field) and body is head:
            return self._term_class_hypothesis(b.type, pi[0], head, sc)
        if not isinstance(head, Name):
            return None
        name = head.id
        obj, _, fld = name.partition(".")
        if fld and "." not in fld and obj in sc.vars:
            ty = self.resolve(sc.vars[obj])
            if ty.head != "app":
                return None   # no namespace to resolve the field in
            ns = ty.name.split(" ")[0]
            if ns in COMPLEX_ABBREVS and f"{HOMOLOGICAL}.{fld}" in FIELD_PROP_CLASSES:
                # `ChainComplex V α`/`CochainComplex V α` are abbreviations of
                # `HomologicalComplex` (Algebra/Homology/HomologicalComplex.lean:147-154) and
                # v4.19.0 declares no `ChainComplex.HasHomology`: Lean unfolds to resolve it
                ns = HOMOLOGICAL
            name = f"{ns}.{fld}"
        if not (is_prop_class(name) or name in FIELD_PROP_CLASSES):
            return None
        if name in FIELD_PROP_CLASSES:
            return self._indexed_hypothesis(pi[0], body, name, obj, sc)
        hyp = self.prop(b.type, sc)
        if hyp.op != "forall":
            raise self.fail("∀", "an instance binder over a family that does not read as a "
                            "quantified proposition")
        return hyp

    def _term_class_hypothesis(self: _Host, whole: Expr, binders: list[Binder], body: Field,
                               sc: Scope) -> Term | None:
        """`∀ (n : ℤ), (shiftFunctor C n).Additive`: the class is resolved as Lean resolves the
        field, in the namespace of the head of the object's type (elaborated with the binders,
        each of a written type, in scope); a proposition of `TERM_PROP_CLASSES` makes the
        binder that hypothesis. None when the object does not elaborate here or names another
        class."""
        inner = sc
        try:
            for bd in binders:
                if bd.type is None or bd.info != "explicit" or bd.pred is not None:
                    return None
                dom = self.elab_type(bd.type, inner)
                for n in bd.names:
                    inner = inner.with_var(n, dom)
            obj = self.term(body.obj, inner, None)
        except UnsupportedError:
            return None
        ns = self._field_namespace(self.resolve(obj.ty))
        if ns is None or f"{ns}.{body.field}" not in TERM_PROP_CLASSES:
            return None
        hyp = self.prop(whole, sc)
        if hyp.op != "forall":
            raise self.fail("∀", "an instance binder over a family that does not read as a "
                            "quantified proposition")
        return hyp

    def _indexed_hypothesis(self: _Host, binders: list[Binder], body: Expr, name: str,
                            obj: str, sc: Scope) -> Term:
        """`∀ i, K.HasHomology i` with `K : HomologicalComplex C c`, `c : ComplexShape ι`: the
        class's index (ShortComplex/HomologicalComplex.lean:57 `(i j k : ι)`) is the complex's,
        so a binder `i` with no type written is at `ι` (Lean unifies it there); one written
        elsewhere, or an index type not known here, is refused. The body is the class `name`
        Lean resolves (`HomologicalComplex.HasHomology K i`, for a `CochainComplex` too)."""
        found = self._complex_index(self.resolve(sc.vars[obj]), sc)
        if found is None or len(binders) != 1 or len(binders[0].names) != 1 or \
                binders[0].info != "explicit" or binders[0].pred is not None:
            raise self.fail("∀", f"an instance binder over a family of {obj}'s classes whose "
                            "index type is not known here")
        index = self.resolve(found[0])
        b = binders[0]
        if b.type is not None and self.elab_type(b.type, sc) != index:
            raise self.fail("∀", f"an index of {obj} written at another type than {index}")
        inner = sc
        for n in b.names:
            inner = inner.with_var(n, index)
        args = body.args if isinstance(body, App) else ()
        if len(args) != 1:
            raise self.fail(name, f"{name} applied to {len(args)} indices, not 1")
        i = self.term(args[0], inner, index)
        if self.resolve(i.ty) != index:
            raise self.fail(name, f"{name} at an index of type {self.resolve(i.ty)}, not {index}")
        k = self.term(Name(obj), inner, None)
        hyp = self.opaque_app(name, [k, i], TYPE_PROP, inner, typed={0, 1})
        for n in reversed(b.names):
            hyp = Term("forall", (hyp,), TYPE_PROP, n, bty=index, info="explicit")
        return hyp

    def family_instance(self: _Host, b: Binder, sc: Scope) -> Ty:
        """The type of an instance binder over a family, `[∀ i, Module 𝕜 (E i)]`: a Π type
        whose codomain is a class applied to types, printed back exactly as written (a term
        argument after a type argument would be reordered by the opaque type's printing:
        refused), as is a `∀` with a binder predicate."""
        from forminv_lean.formal.meaning.elaboration import show_expr
        from forminv_lean.formal.meaning.types import show_type
        pi = self._pi_binders(b.type) if b.type is not None else None
        if pi is None or b.type is None:
            raise self.fail("∀", "an instance binder with a binder predicate")
        body = pi[1]
        while (nested := self._pi_binders(body)) is not None and isinstance(body, Quant):
            body = nested[1]
        if not (isinstance(body, App) and isinstance(body.fn, Name)):
            raise self.fail("∀", "an instance binder over a family that is not a class "
                            "applied to types")
        ty = self.pi_type(b.type, sc)
        assert ty is not None
        cod = ty
        while cod.head in ("pi", "fun"):
            cod = cod.args[1]
        if show_type(cod) != show_expr(body):
            raise self.fail(body.fn.id, "an instance binder over a family whose class "
                            "arguments this language would reorder")
        return ty

    # -- Σ types -------------------------------------------------------------------------------
    def sigma_type(self: _Host, e: BigOp, sc: Scope) -> Ty:
        """The type `Σ a, β a` / `Σ' a, β a` denotes (module docstring). A binder with no
        type takes the one its uses fix (`β a` with `β : ι → Type*`); one nothing fixes, a
        binder that is not plain, or a body that is not a type is refused."""
        if any(b.info != "explicit" or b.pred is not None for b in e.binders):
            raise self.fail(e.op, f"{e.op} over an implicit, instance or predicate binder")
        first, *others = e.binders
        n, *more = first.names
        rest = ((Binder(tuple(more), first.type),) if more else ()) + tuple(others)
        body = BigOp(e.op, rest, e.body) if rest else e.body   # `Σ a b, γ` is `Σ a, Σ b, γ`
        dom = self.elab_type(first.type, sc) if first.type is not None else self.fresh(n)
        cod = self.elab_type(body, sc.with_var(n, dom))
        if dom.head == "meta" and (self.resolve(dom).head == "meta" or dom.name in
                                   self.defaulted):
            # (the final pass made it ℕ, Lean's default for numerals, which a binder is not)
            raise self.fail(n, f"the type of {n} in a {e.op} type is not fixed by its body")
        dom, cod = self.resolve(dom), self.resolve(cod)
        ty = Ty("app", (), f"({e.op} {n} : {show_type(dom)}, {show_type(cod)})")
        self.sigmas[ty] = (e.op, n, dom, cod)
        return ty

    def sigma_at(self: _Host, ty: Ty, n: str, text: str) -> Ty:
        """`ty` with the term variable `n` replaced by `text` (`subst_type`), a Σ type in it
        noted again with its parts replaced too (`(x : Σ a b, γ a b).2 : Σ b, γ x.1 b`). A Σ
        type's binder is part of its text, which `subst_type` does not rename: a `text` that
        names one would be captured, and is refused."""
        for bound in re.findall(r"Σ'? (\S+) :", show_type(ty)):
            if bound != n and re.search(rf"(?<![\w.']){re.escape(bound)}(?![\w'])", text):
                raise self.fail("Σ", f"{text} would be captured by the binder {bound} of a Σ "
                                "type")
        out = subst_type(ty, n, text)
        parts = self.sigmas.get(ty)
        if parts is not None and out != ty:
            op, m, dom, cod = parts
            self.sigmas[out] = (op, m, self.sigma_at(dom, n, text),
                                cod if m == n else self.sigma_at(cod, n, text))
        return out

    def sigma_field(self: _Host, obj: Term, fld: str, args: list[Expr],
                    sc: Scope) -> Term | None:
        """`x.1`, `x.fst`, `x.2`, `x.snd` on a value of a Σ type (`Sigma.fst x : ι`,
        `Sigma.snd x : β x.1`), applied to `args`; None when `x`'s type is not a Σ type."""
        parts = self.sigmas.get(self.resolve(obj.ty))
        if parts is None:
            return None
        op, n, dom, cod = parts
        struct = SIGMAS[op]
        if fld in ("1", "fst"):
            t = self.opaque_app(f"{struct}.fst", [obj], dom, sc)
        elif fld in ("2", "snd"):
            if obj.op != "var":
                # its type is `β` at the first projection of `obj`, named by a text that a
                # term other than a variable does not have here
                raise self.fail(fld, f"the second component of a {op} value that is not a "
                                "variable")
            first = f"{obj.name}.{'1' if fld == '2' else 'fst'}"
            t = self.opaque_app(f"{struct}.snd", [obj], self.sigma_at(cod, n, first), sc)
        else:
            raise self.fail(fld, f"a field {fld} of a {op} type")
        return self.apply(t, list(args), sc) if args else t

    def sigma_bracket(self: _Host, e: Bracket, sc: Scope, exp: Ty) -> Term | None:
        """`⟨i, b⟩` against a Σ type `exp`: `Sigma.mk i b` (module docstring); `⟨i, b, c⟩` is
        `⟨i, ⟨b, c⟩⟩` with the inner bracket against `β i`. None when `exp` is not a Σ type."""
        parts = self.sigmas.get(exp)
        if parts is None or e.kind != "anon":
            return None
        op, n, dom, cod = parts
        if len(e.items) < 2:
            raise self.fail("⟨⟩", f"an anonymous constructor of {len(e.items)} items at a "
                            f"{op} type")
        (first,), _ = self.tree([e.items[0]], sc, dom)
        if not self.unify(first.ty, dom) or _opaque_coercion(first):
            raise self.fail("⟨⟩", f"the first component of a {op} value of type "
                            f"{_uncoerced(first).ty}, not {dom}")
        at = self.resolve(self.sigma_at(cod, n, _text(e.items[0])))
        rest = e.items[1:]
        if len(rest) == 1:
            (second,), _ = self.tree([rest[0]], sc, at)
        else:
            second = self._typed_bracket(Bracket("anon", tuple(rest)), sc, at)
        if not self.unify(second.ty, at) or _opaque_coercion(second):
            raise self.fail("⟨⟩", f"the second component of a {op} value of type "
                            f"{_uncoerced(second).ty}, not {at}")
        return Term("app", (first, second), exp, "⟨⟩")

    def structure_slot(self: _Host, x: Expr, pat: Ty, pats: list[Ty],
                       args: list[Term]) -> Ty | None:
        """The type an anonymous constructor `x` passed where the signature declares `pat` is
        elaborated against, when `pat` is a structure of `STRUCTURE_FIELDS`: Lean elaborates
        `⟨…⟩` as soon as the head structure of its expected type is known, its parameters
        (those the other arguments `args` do not fix) metavariables its fields then assign
        (`Cubic.toPoly ⟨1, b, c, d⟩` at `Cubic ?R`). None for anything else."""
        if not (isinstance(x, Bracket) and x.kind == "anon" and pat.head == "app" and
                pat.name in STRUCTURE_FIELDS):
            return None
        binding: dict[str, Ty] = {}
        for p, arg in zip(pats, args, strict=False):
            if not match_type(p, self.resolve(arg.ty), binding):
                return None
        for a in pat.args:
            if a.head == "var" and a.name.startswith("?") and a.name not in binding:
                binding[a.name] = self.fresh(a.name.lstrip("?"))
        return substitute(pat, binding)

    def structure_bracket(self: _Host, e: Bracket, sc: Scope, exp: Ty) -> Term | None:
        """`⟨a, b, …⟩` against a structure of `signatures_anon.STRUCTURE_FIELDS` applied to
        types: its constructor applied, each item elaborated against its field's type. None
        for any other type; a bracket of another length is refused (Lean would nest the
        surplus into the last field, which is not read here)."""
        fields = STRUCTURE_FIELDS.get(exp.name) if exp.head == "app" and e.kind == "anon" \
            else None
        if fields is None:
            return None
        params = {f"?{p}": self.resolve(a) for p, a in zip(_PARAMS, exp.args, strict=False)}
        if len(e.items) != len(fields) or len(params) != len(exp.args):
            raise self.fail("⟨⟩", f"an anonymous constructor of {len(e.items)} items for "
                            f"{exp.name}, which has {len(fields)} fields")
        from forminv_lean.formal.meaning.elaboration import _numeral_expr
        ftys = [_instantiate(parse_signature_type(f), params) for f in fields]
        items: dict[int, Term] = {}
        # in order, a numeral (`⟨1, b, c, d⟩` at `Cubic ?R`) last: Lean postpones its `OfNat
        # ?R 1` until a later field has assigned `?R`
        order = sorted(range(len(fields)), key=lambda i: _numeral_expr(e.items[i]))
        for i in order:
            (t,), _ = self.tree([e.items[i]], sc, self.resolve(ftys[i]))
            if not self.unify(t.ty, ftys[i]) or _opaque_coercion(t):
                raise self.fail("⟨⟩", f"a field of {exp.name} of type {ftys[i]} given a term "
                                f"of type {_uncoerced(t).ty}")
            items[i] = t
        if self.final and any(self.resolve(a).head == "meta" for a in exp.args):
            # `toPoly ⟨0, 0, 0, 1⟩`: only numerals, so Lean's default instance makes `R` ℕ,
            # which the checker does not model (it would take its own default)
            raise self.fail("⟨⟩", f"the type parameter of {exp.name} is fixed by no field")
        return Term("app", tuple(items[i] for i in range(len(fields))), exp, "⟨⟩")


def _opaque_coercion(t: Term) -> bool:
    """Whether `t` is the uninterpreted coercion `↑x` the tree inserts between two types it does
    not model (`b : β i` against `β j`). Lean has no such coercion in a Σ component or a field
    this module reads (where it has one, a subtype's value, it is not told apart): refused
    there. A cast between number types (`Term` `cast`) is Lean's and stays."""
    return t.op == "app" and t.name == "↑" and len(t.args) == 1


def _uncoerced(t: Term) -> Term:
    return t.args[0] if _opaque_coercion(t) else t


def _instantiate(ty: Ty, params: dict[str, Ty]) -> Ty:
    """A signature type with its parameters `?α …` replaced by the types `params` gives; one
    not given is refused by the caller's unification (it stays a parameter)."""
    if ty.head == "var" and ty.name in params:
        return params[ty.name]
    return Ty(ty.head, tuple(_instantiate(a, params) for a in ty.args), ty.name)
