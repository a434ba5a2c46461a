"""Elaboration of set expressions (`∩ ∪ \\ ᶜ`, `∅`, `Set.univ`, `{x | p x}`): a mixin of
`Elaborator` that unifies the element type across a set expression, so `∅` and an untyped
set-builder variable take their type from their siblings, as in Lean."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.ast import (
    App,
    Ascribe,
    Binder,
    BinOp,
    Bracket,
    Expr,
    Field,
    Lambda,
    Name,
    SetBuilder,
    UnOp,
)
from forminv_lean.formal.meaning.coercions import element_of_collection
from forminv_lean.formal.meaning.terms import (
    Term,
    all_names,
    free_vars,
    fresh_name,
    hidden_names,
    var,
)
from forminv_lean.formal.meaning.types import NAT, PROP, Ty, is_set, set_of

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.elaboration import Scope

SETOPS = {"∩": "inter", "∪": "union", "\\": "sdiff"}
#: Mathlib's pointwise operations on `Set α` (`pointwise_set_op`), by Lean's function names.
_POINTWISE = {"add": "HAdd.hAdd", "mul": "HMul.hMul", "sub": "HSub.hSub", "div": "HDiv.hDiv",
              "neg": "Neg.neg", "inv": "Inv.inv", "pow": "HPow.hPow"}
#: Collections whose `{x ∈ s | p x}` Lean reads as a `Set` when no `Set` is expected (Mathlib's
#: Finset builder takes only a `Finset` bound, `knownToBeFinsetNotSet`); a bound of a type
#: that may be a Finset is refused.
SET_SEP_BOUNDS = ("List", "Multiset")


def _known(t: Ty) -> bool:
    """A type written out in full: no metavariable, no unknown result type of a function."""
    return t.head not in ("meta", "result") and all(_known(a) for a in t.args)


def uses_pointwise(t: Term) -> bool:
    """Does `t` apply one of Mathlib's pointwise operations on `Set α` (`pointwise_set_op`, or a
    power of a set kept opaque), instances Lean has only where `Pointwise` is in effect?"""
    from forminv_lean.formal.meaning.terms import walk

    return any(u.op == "app" and u.name in _POINTWISE.values() and is_set(u.ty) for u in walk(t))


def _coerced_finset(t: Term) -> bool:
    """Is `t` a Finset read as a Set, `{a | a ∈ s}` with `s : Finset α` (`finset_to_set`)?"""
    if t.op != "setof" or not t.args:
        return False
    body = t.args[0]
    return (body.op == "app" and body.name == "Membership.mem" and bool(body.args)
            and body.args[0].ty.head == "app" and body.args[0].ty.name == "Finset")


#: Collections `F` with Mathlib's `instance : SProd (F α) (F β) (F (α × β))` (Mathlib v4.19.0
#: Data/Set/Operations.lean:162 (`@[default_instance]`), Data/Finset/Prod.lean:43,
#: Data/List/Defs.lean:224, Data/Multiset/Bind.lean:246). Left out after measuring: `Filter`
#: (Order/Filter/Defs.lean:312), whose products mostly meet filters of unknown result type
#: (`Filter.comap`, `𝓤 α`), so a typed side turned accepted equations into type mismatches.
_SPROD = ("Set", "Finset", "List", "Multiset")


def sprod_type(left: Ty, right: Ty) -> Ty | None:
    """The type of `s ×ˢ t` for `s : F α` and `t : F β`, both written out in full: `F (α ×
    β)`. Mathlib/Data/SProd.lean:27 `class SProd (α β) (γ : outParam (Type w))`, :33 `infixr:82
    " ×ˢ " => SProd.sprod` and :34 `macro_rules | `($x ×ˢ $y) => `(fbinop% SProd.sprod $x
    $y)`: with both leaves in the same collection `fbinop%` inserts no coercion, and the
    instance of that collection (cited at `_SPROD`) fixes the out-param. None for two
    different collections (`fbinop%` coerces one into the other: not modelled) or anything
    else."""
    heads = []
    for t in (left, right):
        if t.head == "Set" and len(t.args) == 1:
            heads.append("Set")
        elif t.head == "app" and t.name in _SPROD and len(t.args) == 1:
            heads.append(t.name)
        else:
            return None
    if heads[0] != heads[1] or not (_known(left) and _known(right)):
        return None
    elem = Ty("prod", (left.args[0], right.args[0]))
    return set_of(elem) if heads[0] == "Set" else Ty("app", (elem,), heads[0])


def coe_operand(e: Expr) -> bool:
    """`↑x`, an operand of `∩ ∪ \\ ᶜ` whose type Lean postpones (lean4 `elabCoe`: with the
    expected type a metavariable, `↑x` waits), so that a set operation made only of such
    operands (and `∅`, `{a}`) takes its type from the other side of the relation it stands in
    (`(↑(S ⊓ T) : Set E) = ↑S ∩ ↑T`), as `Elaborator._adopts` says."""
    return isinstance(e, UnOp) and e.op == "↑"


def coerced_setop(e: Expr) -> bool:
    """A set operation with a `↑x` operand (`coe_operand`): it takes the other side's type,
    whatever collection that is (a `Finset` too), so it is no sign the relation is about
    `Set`s."""
    if isinstance(e, BinOp) and e.op in SETOPS:
        return any(coe_operand(x) or coerced_setop(x) for x in (e.lhs, e.rhs))
    return isinstance(e, UnOp) and e.op == "ᶜ" and (coe_operand(e.arg) or coerced_setop(e.arg))


_SETOP_HEADS = {"∪": "Union.union", "∩": "Inter.inter", "\\": "SDiff.sdiff"}


def _waiting_setop(e: Expr, adopts: Callable[[Expr], bool]) -> bool:
    """A complement, or a `∪ ∩ \\` with a complement in it or made only of waiting leaves
    (`adopts`: `∅`, `{a}`), whose type only the expected one gives."""
    if isinstance(e, UnOp) and e.op == "ᶜ":
        return adopts(e.arg) or _waiting_setop(e.arg, adopts)
    if isinstance(e, BinOp) and e.op in SETOPS:
        return all(adopts(x) or _waiting_setop(x, adopts) for x in (e.lhs, e.rhs))
    return False


def untyped_builder(e: Expr) -> bool:
    """`{x | p x}`: a set-builder whose binder has no written type and no bound, so only the
    type expected of it, or its body, fixes `x`'s type."""
    return isinstance(e, SetBuilder) and e.type is None and e.sep is None


class _Pending(Exception):
    """Raised in the inference pass when a type is not known yet (the pass just stops)."""


def _describe(e: Expr) -> str:
    if isinstance(e, Name):
        return e.id
    if isinstance(e, UnOp | BinOp):
        return e.op
    return type(e).__name__


class _Host(Protocol):
    """What set elaboration needs from the `Elaborator` it is mixed into (checked by mypy)."""

    final: bool
    flexible_defaults: int

    def resolve(self, t: Ty) -> Ty: ...
    def unify(self, a: Ty, b: Ty) -> bool: ...
    def fail(self, symbol: str, message: str | None = None) -> Exception: ...
    def pending(self) -> Exception: ...
    def term(self, e: Expr, sc: Scope, expected: Ty | None) -> Term: ...
    def prop(self, e: Expr, sc: Scope) -> Term: ...
    def elab_type(self, e: Expr, sc: Scope) -> Ty: ...
    def fresh(self, name: str, *, flexible: bool = False) -> Ty: ...
    def lam(self, e: Lambda, sc: Scope, expected: Ty | None, *,
            given: dict[str, Ty] | None = None) -> Term: ...
    def opaque_app(self, head: str, args: list[Term], ty: Ty | None, sc: Scope, *,
                   typed: set[int] | None = None) -> Term: ...
    def _adopts(self, e: Expr) -> bool: ...
    def _propagated(self, pat: Ty | None, seed: dict[str, Ty], pats: list[Ty],
                    args: list[Term], numeral: bool = False) -> Ty | None: ...
    def _sep_bound(self: _Host, x: SetBuilder, sc: Scope) -> Term | None: ...
    def _set_sep_bound(self: _Host, x: SetBuilder, sc: Scope) -> None: ...
    def _lone_builder(self: _Host, leaves: list[Expr], sc: Scope,
                      built: dict[int, Term]) -> Ty | None: ...
    def set_leaf(self: _Host, x: Expr, sc: Scope, expected: Ty | None) -> Term: ...
    def finset_to_set(self: _Host, t: Term, to: Ty) -> Term | None: ...
    def _allows(self, ty: Ty, op: str, sc: Scope) -> bool: ...
    def coe_to_set_param(self: _Host, x: Expr, pat: Ty | None, sc: Scope) -> Term | None: ...
    def collection_coe(self: _Host, e: Expr, sc: Scope, ty: Ty) -> Term | None: ...
    def bare_finset_op(self: _Host, e: Expr, sc: Scope, expected: Ty | None) -> Term | None: ...
    def finset_compl(self: _Host, e: Expr, sc: Scope, expected: Ty | None) -> Term | None: ...
    def _finset_op(self: _Host, e: Expr, sc: Scope, exp: Ty) -> Term | None: ...
    def sprod_bare(self: _Host, e: BinOp, sc: Scope) -> Term | None: ...
    def _literal_element(self: _Host, x: Expr, sc: Scope) -> Ty | None: ...
    def _later_leaf(self: _Host, x: Expr, sc: Scope, top: Ty) -> Term | None: ...


class SetElaboration:
    """Set expressions, as methods of the `Elaborator` (typed through `_Host`)."""

    def set_expr(self: _Host, e: Expr, sc: Scope, expected: Ty | None, *,
                 ascribed: bool = False) -> Term:
        """A set expression. `ascribed`: `expected` is Lean's own expected type, `(s ∩ T : Set
        α)` (a type ascription), which Lean unifies with `Inter.inter`'s result before it
        elaborates an operand (lean4 `Elab/App.lean` `propagateExpectedType`), so each operand
        is elaborated against `Set α` (`_later_leaf`)."""
        leaves: list[Expr] = []

        def collect(x: Expr) -> None:
            if isinstance(x, BinOp) and x.op in SETOPS:
                collect(x.lhs)
                collect(x.rhs)
            elif isinstance(x, UnOp) and x.op == "ᶜ":
                collect(x.arg)
            else:
                leaves.append(x)

        collect(e)
        top: Ty | None = self.resolve(expected) if expected is not None else None
        built: dict[int, Term] = {}
        # did Lean fix the type before this operand: the ascription, or the first leaf, a `Set`
        # of its own (`_later_leaf`)?
        led = ascribed and top is not None and is_set(top)
        for i, leaf in enumerate(leaves):
            if self._adopts(leaf):
                continue
            t = (self._later_leaf(leaf, sc, top) if led and top is not None else None) or \
                self.set_leaf(leaf, sc, top)
            if i == 0 and not led:
                led = is_set(self.elab_type(leaf.type, sc)) if isinstance(leaf, Ascribe) \
                    else is_set(self.resolve(t.ty)) and not (
                        _coerced_finset(t) or t.op == "app" and t.name == "SetLike.coe")
            built[id(leaf)] = t
            ty = self.resolve(t.ty)
            if top is None:
                top = ty
            elif not self.unify(top, ty) and self.final:
                raise self.fail(_describe(leaf), f"type mismatch: {top} and {ty}")
            top = self.resolve(top)
        if top is None:
            top = self._lone_builder(leaves, sc, built)
        if top is None:
            if not self.final:
                raise self.pending()
            raise self.fail("∅", "cannot infer the element type of this set")
        if not is_set(top):
            raise self.fail(_describe(e), f"expected a set, got {top}")

        def rebuild(x: Expr) -> Term:
            if isinstance(x, BinOp) and x.op in SETOPS:
                return Term(SETOPS[x.op], (rebuild(x.lhs), rebuild(x.rhs)), top)
            if isinstance(x, UnOp) and x.op == "ᶜ":
                return Term("compl", (rebuild(x.arg),), top)
            if id(x) in built:
                return built[id(x)]
            return self.set_leaf(x, sc, top)

        return rebuild(e)

    def builder_slot(self: _Host, pat: Ty | None, pats: list[Ty],
                     args: list[Term]) -> Ty | None:
        """The `Set T` an untyped `{x | p x}` (`untyped_builder`) is elaborated against at a
        declared parameter `pat`, when the declared type and the arguments before it fix `T`:
        `IsCompl {n : ℤ | Even n} {n | Odd n}` (`IsCompl : α → α → Prop`, `α := Set ℤ` from the
        first), `StrictMonoOn (· ^ n : R → R) {a | 0 ≤ a}` (`Set R`). `{x | p x}` is
        `setOf fun x ↦ p x` elaborated against the expected type (Mathlib/Data/Set/Defs.lean:122
        `| `({ $x:ident | $p }), expectedType? => … elabTerm (← `(setOf fun $x:ident ↦ $p))
        expectedType?`, :47 `def setOf {α : Type u} (p : α → Prop) : Set α`), and Lean
        elaborates each explicit argument against its parameter type instantiated by the
        arguments before it (lean4 `Elab/App.lean` `ElabAppArgs.processExplicitArg`), so
        `setOf`'s `α`, hence `x`'s type, is `T` before the body is read. None when the slot
        is not a `Set` of a type written out in full (a later argument fixing `T` is not
        taken: the body, read first in Lean, might have fixed it otherwise)."""
        if pat is None:
            return None
        from forminv_lean.formal.meaning.elaboration import _named, _params

        want = pat if not _params(pat) else self._propagated(pat, {}, pats, args, numeral=True)
        if want is None or not _named(want) or not is_set(want):
            return None
        return want

    def _later_leaf(self: _Host, x: Expr, sc: Scope, top: Ty) -> Term | None:
        """A later operand of `∩ ∪ \\ ᶜ`, a `Finset α` or a `SetLike` structure of elements
        `α`, after a first operand that is a `Set α` of its own (`(S : Set A) ∩ T`): these
        notations are plain applications (lean4 `Init/Core.lean`, `infixl:70 " ∩ " =>
        Inter.inter`, `infixl:65 " ∪ " => Union.union`, `infix:70 " \\ " => SDiff.sdiff`;
        Mathlib `postfix:1024 "ᶜ" => compl`), whose arguments Lean elaborates in order, so the
        first fixes `Set α` and the others are elaborated against it and coerced by
        `ensureHasType`: `Finset.toSet` or `SetLike.coe` (cited at `collection_coe`). With
        a `SetLike` operand first Lean would take its type instead, so `led` requires the first
        leaf be a set. None for anything else (the caller reads the leaf as before)."""
        if not (is_set(top) and isinstance(x, Name | App | Field | Ascribe)) or \
                isinstance(x, Name) and x.id not in sc.vars:
            return None
        try:
            t = self.term(x, sc, None)
        except (UnsupportedError, _Pending):
            return None
        src = self.resolve(t.ty)
        elem = element_of_collection(src)
        if is_set(src) or not _known(src) or elem is None or \
                self.resolve(elem) != self.resolve(top.args[0]):
            return None
        if (as_set := self.finset_to_set(t, top)) is not None:
            return as_set
        return Term("app", (t,), self.resolve(top), "SetLike.coe")

    def _lone_builder(self: _Host, leaves: list[Expr], sc: Scope,
                      built: dict[int, Term]) -> Ty | None:
        """The type of a set expression nothing around fixes, from its first set-builder
        `{x | p x}` whose body (or `x ∈ s` bound) fixes `x`'s type: with no expected type Lean
        elaborates it as `setOf fun x => p x`, a `Set` (Mathlib's Finset builders need a
        `Finset` expected, `knownToBeFinsetNotSet` in Mathlib/Data/Finset/Filter.lean), its
        binder typed by unification. A binder nothing written fixes takes its type from the
        expected type in Lean, unknown here: refused (never defaulted to ℕ)."""
        for leaf in leaves:
            if not (isinstance(leaf, SetBuilder) and leaf.type is None):
                continue
            before = self.flexible_defaults
            t = self.set_leaf(leaf, sc, None)
            elem = self.resolve(self.resolve(t.ty).args[0]) if is_set(self.resolve(t.ty)) \
                else None
            if self.flexible_defaults > before or elem is not None and \
                    elem.head == "result" and elem.name.startswith("?"):
                # (a binder typed only through an untyped `fun` binder, itself unknown)
                raise self.fail("{x | …}", f"the type of {leaf.var} is fixed by nothing "
                                "written: Lean takes it from the expected type, unknown here")
            ty = self.resolve(t.ty)
            if is_set(ty) and self.resolve(ty.args[0]).head != "meta":
                built[id(leaf)] = t
                return ty
        return None

    def _sep_bound(self: _Host, x: SetBuilder, sc: Scope) -> Term | None:
        """The bound `s` of `{x ∈ s | p x}` or `{x ∉ s | p x}` elaborated, or None (another
        builder, or a bound whose type is not known yet)."""
        if x.type is not None or x.sep is None or x.sep[0] not in ("∈", "∉"):
            return None
        try:
            s = self.term(x.sep[1], sc, None)
        except (UnsupportedError, _Pending):
            return None
        return s if self.resolve(s.ty).head != "meta" else None

    def finset_sep(self: _Host, e: Expr, sc: Scope, expected: Ty | None) -> Term | None:
        """A set-builder Lean elaborates as a `Finset` (Mathlib/Data/Finset/Filter.lean and
        Data/Fintype/Defs.lean, `knownToBeFinsetNotSet`), as the uninterpreted function
        `Finset.filter (p) [DecidablePred p] (s)` it is: `{x ∈ s | p x}` with `s : Finset α`
        and no `Set` expected is `Finset.filter (fun x ↦ p x) s`. The other Finset builders
        (`{x ∉ s | …}` over a Finset; with a `Finset` expected `{x | …}` over `Finset.univ`,
        `{x ≠ a | …}`, `{x ≤ a | …}`) are refused; None for a builder Lean reads as a `Set`."""
        if not isinstance(e, SetBuilder):
            return None
        exp = self.resolve(expected) if expected is not None else None
        if exp is not None and is_set(exp):
            return None
        finset_expected = exp is not None and exp.head == "app" and exp.name == "Finset"
        s = self._sep_bound(e, sc)
        sty = self.resolve(s.ty) if s is not None else None
        over_finset = sty is not None and sty.head == "app" and sty.name == "Finset" and \
            len(sty.args) == 1
        if not (finset_expected or over_finset):
            return None
        if s is None or sty is None or not over_finset or e.sep is None or e.sep[0] != "∈":
            # `{x | p x}` is `Finset.filter (fun x ↦ p x) Finset.univ` (its `Finset.univ` at
            # the binder's type, through `Fintype`), `{x ∉ s | p x}` filters `sᶜ`: not modelled
            rel = e.sep[0] if e.sep is not None else "|"
            raise self.fail("{x " + rel + " …}", "a Finset builder other than `{x ∈ s | p x}` "
                            "over a Finset")
        elem = self.resolve(sty.args[0])
        fn = self.lam(Lambda((Binder((e.var,), None),), e.body), sc, Ty("fun", (elem, PROP)),
                      given={e.var: elem})
        return self.opaque_app("Finset.filter", [fn, s], sty, sc, typed={0, 1})

    def _set_sep_bound(self: _Host, x: SetBuilder, sc: Scope) -> None:
        """`{x ∈ s | p x}` (or `∉`) read as a `Set` with no `Set` expected: only for a bound
        Lean's Finset builder leaves alone (a `Set`, `List`, `Multiset`); a `Finset` bound
        makes it a `Finset`, one of unknown type may, so both are refused here."""
        s = self._sep_bound(x, sc)
        sty = self.resolve(s.ty) if s is not None else None
        if sty is None:
            if self.final:
                raise self.fail("{x ∈ s | …}", "the type of the bound is not known: Lean "
                                "reads the builder as Finset.filter when it is a Finset")
            raise self.pending()
        if not (is_set(sty) or sty.head == "app" and sty.name in SET_SEP_BOUNDS):
            raise self.fail("{x ∈ s | …}", f"a builder over {sty} where a Set is not "
                            "expected (Lean's Finset.filter for a Finset)")

    def coe_to_set_param(self: _Host, x: Expr, pat: Ty | None, sc: Scope) -> Term | None:
        """`↑e` passed where a `Set ?α` is declared and nothing before fixes `?α` (`sInf ↑s`,
        `Set.mulIndicator (↑s) f x`, `convexHull R ↑t`). Lean elaborates `e` alone (lean4
        `Elab/BuiltinNotation.lean` `elabCoe`: `elabTerm stx none`, then `ensureHasType`
        against the expected type; it postpones only when that type is itself a metavariable,
        not `Set ?α`), and the coercion it needs, `CoeT (Finset β) e (Set ?α)`, has one
        instance: Mathlib/Data/Finset/Defs.lean `instance : CoeTC (Finset α) (Set α) :=
        ⟨toSet⟩`, and for a `SetLike S β` structure Data/SetLike/Basic.lean `instance :
        CoeTC A (Set B) := ⟨SetLike.coe⟩` (`B` an `outParam`); no instance coerces either into
        the `Set` of another type, so `?α` is `β` in any statement Lean accepted. None for
        anything else, which stays refused: a `Set` (no coercion at all, `isDefEq` assigns
        `?α`; Mathlib never writes it), a type with no coercion the tables know."""
        if not (isinstance(x, UnOp) and x.op == "↑" and pat is not None and is_set(pat)):
            return None
        t = self.term(x.arg, sc, None)
        src = self.resolve(t.ty)
        elem = element_of_collection(src)
        if elem is None or not _known(self.resolve(elem)):
            return None
        to = set_of(self.resolve(elem))
        if is_set(src):
            return None
        if (as_set := self.finset_to_set(t, to)) is not None:
            return as_set
        return Term("app", (t,), to, "SetLike.coe")  # as `Elaborator.setlike_coe` writes it

    def sprod_bare(self: _Host, e: BinOp, sc: Scope) -> Term | None:
        """`Set.univ ×ˢ t`, `s ×ˢ ∅`, `{a} ×ˢ t` with the other operand a `Set β` (a `Finset β`
        for a literal `{a, …}`) written out in full: `fbinop%` (Mathlib/Tactic/FBinop.lean:
        "when the type of an argument is unknown it will try to unify the argument's type with
        `S _`") makes the bare operand a `Set ?α` (as `Set.univ : Set α` is anyway), and the
        product a `Set (?α × β)` (`sprod_type`), `?α` left to what the statement fixes (never
        defaulted: `elaborate_expr` refuses a metavariable nothing fixed). A literal's items
        are elaborated alone, their `Singleton`/`Insert` element type an `outParam` (lean4
        Init/Core.lean) the items assign before any coercion: `{a} : Set α` for `a : α`
        (`_literal_element`). None for anything else."""
        sides = (e.lhs, e.rhs)
        literal = [isinstance(x, Bracket) and x.kind == "set" and bool(x.items) for x in sides]
        bare = [isinstance(x, Name) and x.id in ("∅", "Set.univ") or lit
                for x, lit in zip(sides, literal, strict=True)]
        if e.op != "×ˢ" or bare[0] == bare[1]:
            return None
        lone_side = bare.index(True)
        other = self.term(sides[1 - lone_side], sc, None)
        oty = self.resolve(other.ty)
        finset = oty.head == "app" and oty.name == "Finset" and len(oty.args) == 1
        if not ((is_set(oty) or finset and literal[lone_side]) and _known(oty)):
            return None
        if literal[lone_side]:
            elem = self._literal_element(sides[lone_side], sc)
            if elem is None:
                return None
            lone = self.term(sides[lone_side], sc, set_of(elem) if is_set(oty) else
                             Ty("app", (elem,), "Finset"))
        else:
            lone = self.set_leaf(sides[lone_side], sc, set_of(self.fresh("α")))
        args = [lone, other] if lone_side == 0 else [other, lone]
        pair = Ty("prod", tuple(self.resolve(self.resolve(a.ty).args[0]) for a in args))
        return self.opaque_app("SProd.sprod", args, set_of(pair) if is_set(oty) else
                               Ty("app", (pair,), "Finset"), sc)

    def _literal_element(self: _Host, x: Expr, sc: Scope) -> Ty | None:
        """The one type of the items of a literal `{a, …}`, each elaborated alone, written out
        in full and fixed by no default (a bare numeral's ℕ would be Lean's only after
        unification failed to fix it); None otherwise."""
        assert isinstance(x, Bracket)
        from forminv_lean.formal.meaning.elaborate_arith import numerals_only

        if any(numerals_only(i, lambda y: isinstance(y, Name) and y.id in ("⊤", "⊥", "∞"))
               for i in x.items):
            return None   # `{0} ×ˢ t`: `OfNat ?α 0` waits; ℕ only by the default instance
        before = self.flexible_defaults
        try:
            tys = {self.resolve(self.term(i, sc, None).ty) for i in x.items}
        except (UnsupportedError, _Pending):
            return None
        if self.flexible_defaults > before or len(tys) != 1:
            return None
        (ty,) = tys
        return ty if _known(ty) else None

    def bare_finset_op(self: _Host, e: Expr, sc: Scope, expected: Ty | None) -> Term | None:
        """`∅ ∪ s`, `{a} ∩ s`, `∅ \\ s` with `s : Finset α` and no `Set` expected: plain
        applications (`Union.union`, ..., lean4 `Init/Core.lean`), whose first argument, of no
        type alone (`EmptyCollection`, `Singleton` instances wait), takes `Finset α` from the
        second; Finset's own operation (Mathlib/Data/Finset/Lattice/Basic.lean `instance :
        Union (Finset α)`, `Inter`, Data/Finset/Basic.lean `SDiff`), kept uninterpreted as the
        `s ∪ t` of two Finsets is. None for anything else."""
        if not (isinstance(e, BinOp) and e.op in SETOPS) or \
                expected is not None and is_set(self.resolve(expected)):
            return None
        lhs = e.lhs
        if not (isinstance(lhs, Name) and lhs.id == "∅" or
                isinstance(lhs, Bracket) and lhs.kind == "set"):
            return None
        try:
            b = self.term(e.rhs, sc, None)
        except (UnsupportedError, _Pending):
            return None
        tb = self.resolve(b.ty)
        if not (tb.head == "app" and tb.name == "Finset" and len(tb.args) == 1 and _known(tb)):
            return None
        head = {"∪": "Union.union", "∩": "Inter.inter", "\\": "SDiff.sdiff"}[e.op]
        return self.opaque_app(head, [self.term(lhs, sc, tb), b], tb, sc)

    def finset_compl(self: _Host, e: Expr, sc: Scope, expected: Ty | None) -> Term | None:
        """`{a}ᶜ`, `∅ᶜ`, `({a} ∪ {b})ᶜ`, `{a} ∪ {b}` where a `Finset α` (written out in full)
        is expected: `(… : Finset α)`, or the other side of a relation (binrel% unifies the
        waiting literal with it). `ᶜ` is `HasCompl.compl : α → α` (Mathlib/Order/Notation.lean
        :46 `postfix:1024 "ᶜ" => compl`), so its operand is elaborated against that same
        `Finset α`; `∪ ∩ \\` are binop% trees whose waiting leaves take the tree's type (lean4
        Init/Core.lean `Union.union`, ..., cited at `bare_finset_op`). The complement is the
        Boolean algebra's (Mathlib/Data/Finset/BooleanAlgebra.lean:92 `instance
        booleanAlgebra [DecidableEq α] : BooleanAlgebra (Finset α)`, `[Fintype α]` in scope),
        kept uninterpreted as the complement of a Finset variable is. None for anything else:
        a leaf with a type of its own (read as before), a `Set` or nothing expected."""
        exp = self.resolve(expected) if expected is not None else None
        if not (exp is not None and exp.head == "app" and exp.name == "Finset" and
                len(exp.args) == 1 and _known(exp) and _waiting_setop(e, self._adopts)):
            return None
        return self._finset_op(e, sc, exp)

    def _finset_op(self: _Host, e: Expr, sc: Scope, exp: Ty) -> Term | None:
        """`e` (a `_waiting_setop`) built at the Finset type `exp`, or None if a leaf does not
        come out at `exp`."""
        if isinstance(e, UnOp) and e.op == "ᶜ":
            parts: list[Expr] = [e.arg]
        elif isinstance(e, BinOp) and e.op in SETOPS:
            parts = [e.lhs, e.rhs]
        else:
            leaf = self.term(e, sc, exp)
            return leaf if self.resolve(leaf.ty) == exp else None
        args = [self._finset_op(x, sc, exp) for x in parts]
        if any(a is None for a in args):
            return None
        head = "HasCompl.compl" if isinstance(e, UnOp) else _SETOP_HEADS[e.op]
        return self.opaque_app(head, [a for a in args if a is not None], exp, sc)

    def collection_coe(self: _Host, e: Expr, sc: Scope, ty: Ty) -> Term | None:
        """`(e : Set T)` for an application or a field (`(H.prod K : Set (G × N))`, `(t i :
        Set L)`, `(f.support : Set α)`) whose value, elaborated alone, is of a type written out
        in full: a `Finset T` or a `SetLike` structure of element type `T`. Lean elaborates `e`
        against `Set T`; a function of fixed result type ignores that expected type (lean4
        `Elab/App.lean` `propagateExpectedType` only unifies, its failure is no error), so `e`
        has the type found here and `ensureHasType` inserts the one coercion there is:
        `Finset.toSet` (Mathlib/Data/Finset/Defs.lean, `instance : CoeTC (Finset α) (Set α)
        := ⟨toSet⟩`, `finset_to_set`) or `SetLike.coe` (Data/SetLike/Basic.lean, `instance :
        CoeTC A (Set B) := ⟨SetLike.coe⟩`, `B` an `outParam`). None for anything else: a type
        not fully known, one fixed only by a default (a numeral's ℕ), another element type
        (no instance coerces into the `Set` of another type)."""
        if not isinstance(e, App | Field):
            return None
        before = self.flexible_defaults
        try:
            t = self.term(e, sc, None)
        except (UnsupportedError, _Pending):
            return None
        src, to = self.resolve(t.ty), self.resolve(ty)
        elem = element_of_collection(src)
        if self.flexible_defaults > before or not _known(src) or is_set(src) or \
                elem is None or not is_set(to) or self.resolve(elem) != self.resolve(to.args[0]):
            return None
        if (as_set := self.finset_to_set(t, to)) is not None:
            return as_set
        return Term("app", (t,), to, "SetLike.coe")  # as `Elaborator.setlike_coe` writes it

    def pointwise_set_op(self: _Host, op: str, args: tuple[Term, ...], ty: Ty,
                         sc: Scope) -> Term | None:
        """`s * t`, `s + t`, `s - t`, `s / t`, `-s`, `s⁻¹`, `s ^ n` on `Set α`: Mathlib's
        pointwise operations, kept uninterpreted under Lean's names (`HMul.hMul`, ...). They
        are scoped instances (`open Pointwise`), the only ones on `Set α` (`Set α` is `α →
        Prop` and `Prop` has no arithmetic, so no `Pi` instance applies), each at Mathlib
        v4.19.0 Algebra/Group/Pointwise/Set/Basic.lean (`namespace Set`): :148 `protected def
        inv [Inv α] : Inv (Set α)` (`@[to_additive]`: `Set.neg`), :267 `protected def mul :
        Mul (Set α)` over `variable [Mul α]` (`Set.add`), :412 `protected def div : Div (Set
        α)` over `[Div α]` (`Set.sub`), :523 `protected def NPow [One α] [Mul α] : Pow (Set α)
        ℕ` (a ℕ exponent only; :534 `ZPow`'s ℤ one is not read), made instances by
        `scoped[Pointwise] attribute [instance]` at :151, :270, :415, :537 (`1 : Set α`, :78
        `Set.one`, is not read). The formalise stage requires `Pointwise` in
        effect where the declaration is (`formalise/render.py`). None when `ty` is no `Set`,
        or its element type lacks the operation (Lean would find no instance)."""
        if not is_set(ty) or op not in _POINTWISE:
            return None
        if any(_coerced_finset(a) for a in args):
            # a Finset read as a Set (`finset_to_set`): where the elaborator put that coercion
            # to meet a set on the other side, Lean elaborates the whole tree at `Finset α`
            # (`({a} : Finset α) ^ n = {a ^ n}` is Finset's own power); not said apart from an
            # explicit `(s : Set α)`, so refused either way
            return None
        elem = self.resolve(ty.args[0])
        need = ("one", "mul") if op == "pow" else (op,)
        if op == "pow" and self.resolve(args[1].ty) != NAT:
            return None
        if not all(self._allows(elem, n, sc) for n in need):
            return None
        return Term("app", args, ty, _POINTWISE[op])

    def finset_to_set(self: _Host, t: Term, to: Ty) -> Term | None:
        """`(s : Set α)` for `s : Finset α`: the coercion Lean inserts is `Finset.toSet s`,
        by definition `{a | a ∈ s}` (Mathlib/Data/Finset/Defs.lean: `@[coe] def toSet`,
        `instance : CoeTC (Finset α) (Set α) := ⟨toSet⟩`), with Finset membership kept
        uninterpreted as everywhere; None for any other pair of types."""
        src, to = self.resolve(t.ty), self.resolve(to)
        if not (is_set(to) and src.head == "app" and src.name == "Finset" and
                len(src.args) == 1 and self.resolve(src.args[0]) == self.resolve(to.args[0])):
            return None
        elem = self.resolve(to.args[0])
        a = fresh_name("a", all_names(t) | set(free_vars(t)) | hidden_names(t))
        mem = Term("app", (t, var(a, elem)), PROP, "Membership.mem")
        return Term("setof", (mem,), to, a, bty=elem)

    def set_leaf(self: _Host, x: Expr, sc: Scope, expected: Ty | None) -> Term:
        if isinstance(x, Name) and x.id in ("∅", "Set.univ"):
            if expected is None or self.resolve(expected).head == "meta":
                raise self.pending() if not self.final else self.fail(x.id, "untyped ∅")
            return Term("empty" if x.id == "∅" else "univ", (), self.resolve(expected))
        if isinstance(x, SetBuilder):
            if x.type is None and x.sep is not None and x.sep[0] in ("∈", "∉") and not (
                    expected is not None and is_set(self.resolve(expected))):
                self._set_sep_bound(x, sc)
            if x.type is not None:
                elem = self.elab_type(x.type, sc)
            elif expected is not None and is_set(self.resolve(expected)):
                elem = self.resolve(expected).args[0]
            else:
                elem = self.fresh(x.var, flexible=True)
            inner = sc.with_var(x.var, elem)
            body = self.prop(x.body, inner)
            if x.sep is not None:  # `{x ∈ s | p x}` is `{x | x ∈ s ∧ p x}` (binder predicate)
                rel, bound = x.sep
                guard = self.prop(BinOp(rel, Name(x.var), bound), inner)
                body = Term("and", (guard, body), PROP)
            elem = self.resolve(elem)
            if elem.head == "meta" and self.final:
                elem = NAT
            return Term("setof", (body,), set_of(elem), x.var, bty=elem)
        t = self.term(x, sc, expected)
        if expected is not None and (as_set := self.finset_to_set(t, expected)) is not None:
            return as_set  # a Finset where a Set is expected: `↑s`, i.e. `{a | a ∈ s}`
        if not is_set(self.resolve(t.ty)) and self.final:
            raise self.fail(_describe(x), f"expected a set, got {t.ty}")
        return t
