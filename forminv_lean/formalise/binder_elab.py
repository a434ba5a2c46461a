"""Types of header binders written without one (`(x)`, `{a b}`), read back from the checker's
elaborator: the fallback after `binder_types`' syntactic first-use rules.

In Lean a binder without a type gets a metavariable that its first use assigns. The rendering
is elaborated with those binders untyped (`formal.meaning.elaboration.Elaborator` gives each a
metavariable and solves it by unification across the statement), and the solved type is
written into the rendering only when it is certainly Lean's answer, whichever occurrence Lean
elaborates first:

- every occurrence, split off as a variable of its own (so that no other occurrence can
  assign it), has its metavariable solved by what surrounds it: not left to the final pass's
  default (ℕ for a numeral), not an open slot, not the argument of a constant whose signature
  the checker does not know, never under a coercion;
- all of them are solved to one type, the one the whole statement's elaboration gives, with
  no coercion at any occurrence there either;
- that type is closed (no metavariable, no unknown result type of an undeclared constant, not
  a sort) and mentions only names bound before the binder.

An exponent (`a ^ n`, `n` used nowhere else) is solved to ℕ by the checker's inference, as
Lean's default instance does it (Mathlib/Algebra/Group/Defs.lean:571 `@[default_instance high]
instance Monoid.toNatPow`); a numeral's type is left to the final pass's default and refused,
unless another occurrence fixes the binder at ℕ, the default's own answer (`_certain_type`).

A proof binder (`(h)` in `s.disjiUnion t h`) is a hypothesis whose proposition is the type of
the declared proof parameter it fills, instantiated at the call's arguments (Lean unifies the
binder's metavariable with exactly that): `PROOF_SLOTS` gives those propositions, each cited,
and `proof_slot_types` writes one only when every occurrence of the binder is such a slot, at
arguments that are binders written before it, and all occurrences give the same text.

Anything else is refused (`None`): a refusal is always acceptable, a guessed type never.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any

from forminv_lean.formal.meaning.ast import (
    BigOp,
    Binder,
    BinOp,
    Expr,
    Lambda,
    Name,
    Quant,
    SetBuilder,
)
from forminv_lean.formal.meaning.elaboration import Elaborator
from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import NAT, PROP, Ty, show_type

#: Term nodes by which the elaborator inserts a coercion around a value (`Elaborator.coerce`,
#: `setlike_coe`, `finset_to_set`'s `{a | a ∈ s}`): an occurrence under one was not unified
#: with its expected type but cast to it.
_COERCION_APPS = frozenset({"↑", "SetLike.coe"})

#: Type heads that are never written as a binder's type here: a metavariable, the unknown
#: result of an undeclared constant, a sort, a type passed as an argument.
_UNWRITABLE = frozenset({"meta", "result", "Type"})


def elaborated_binder_types(untyped: list[str], text: str) -> dict[str, str] | None:
    """The Lean type of each name in `untyped` (the rendering `text` binds them at its top as
    `(x : _)`), as the checker's elaborator certainly solves it; None when any is not. A proof
    binder filling declared proof slots (`proof_slot_types`) is typed first, by its
    proposition, and the others are elaborated with it typed."""
    from forminv_lean.formal.errors import FormalParseError, UnsupportedError
    from forminv_lean.formal.meaning.parser import parse

    try:
        tree = _untyped_at_top(parse(text), set(untyped))
        whole, whole_el = _elaborate(tree)
        proofs = proof_slot_types(tree, whole, untyped)
        if proofs:
            tree = _typed_at_top(tree, {n: parse(t) for n, t in proofs.items()})
            whole, whole_el = _elaborate(tree)
        rest = [n for n in untyped if n not in proofs]
        split, parts = tree, {}
        for name in rest:   # every occurrence of every untyped binder on its own
            split, parts[name] = _split_occurrences(split, name)
        term, el = _elaborate(split)
    except (FormalParseError, UnsupportedError, RecursionError, ValueError):
        return None
    found: dict[str, str] = {}
    for name in rest:
        ty = _certain_type(whole, whole_el, name, term, el, parts[name])
        if ty is None:
            return None
        found[name] = ty
    if not _round_trips(tree, whole, found):
        return None
    return {n: found[n] if n in found else proofs[n] for n in untyped}


# ----------------------------------------------------------------------------- proof slots
@dataclass(frozen=True)
class ProofSlot:
    """A declared proof parameter: its index among the constant's explicit arguments
    (`opaque.SIGNATURES` lists the same arguments, the slot as `_`), Mathlib's names of the
    explicit arguments before it, and its type as Mathlib writes it (names qualified, the
    file's `open`s spelled out). `types` names the implicit type variables the proposition
    mentions, each the one argument of an explicit argument's type with the given head
    (`α` of `s : Finset α`): (variable, argument index, head)."""

    slot: int
    params: tuple[str, ...]
    prop: str
    types: tuple[tuple[str, int, str] | tuple[str, int, str, int], ...] = ()


#: The proof parameters an untyped header binder is most often passed to in the corpus whose
#: proposition `signatures_proofs.PROOF_SLOTS` (read as well) does not give: there the checker
#: takes only what it can elaborate, here the proposition is only written into the binder and
#: elaborated with the statement. Each constant's signature is in `opaque.SIGNATURES` with
#: that slot `_`.
PROOF_SLOTS: dict[str, ProofSlot] = {
    # Mathlib/Data/Finset/Union.lean:39 `def disjiUnion (s : Finset α) (t : α → Finset β)
    # (hf : (s : Set α).PairwiseDisjoint t) : Finset β` (`namespace Finset`, :33)
    "Finset.disjiUnion": ProofSlot(2, ("s", "t"), "(s : Set α).PairwiseDisjoint t",
                                   (("α", 0, "Finset"),)),
    # Mathlib/Data/Finset/Preimage.lean:28 `noncomputable def preimage (s : Finset β) (f : α →
    # β) (hf : Set.InjOn f (f ⁻¹' ↑s)) : Finset α` (`namespace Finset`, :23)
    "Finset.preimage": ProofSlot(2, ("s", "f"), "Set.InjOn f (f ⁻¹' ↑s)"),
    # Mathlib/Data/Matroid/Map.lean:346 `def map (M : Matroid α) (f : α → β) (hf : InjOn f
    # M.E) : Matroid β` (`open Set Function Set.Notation`, :106; `namespace Matroid`)
    "Matroid.map": ProofSlot(2, ("M", "f"), "Set.InjOn f M.E"),
    # Mathlib/Data/Matroid/Sum.lean:265 `def disjointSum (M N : Matroid α) (h : Disjoint M.E
    # N.E) : Matroid α` (`namespace Matroid`, :48; its checker signature in `signatures_r22n`; round 28)
    "Matroid.disjointSum": ProofSlot(2, ("M", "N"), "Disjoint M.E N.E"),
    # Mathlib/SetTheory/Surreal/Basic.lean:273 `def mk (x : PGame) (h : x.Numeric) : Surreal`
    # (`namespace Surreal`; `x.Numeric` is `SetTheory.PGame.Numeric x`)
    "Surreal.mk": ProofSlot(1, ("x",), "SetTheory.PGame.Numeric x"),
    # Mathlib/Data/ENat/Basic.lean:107 `def lift (x : ℕ∞) (h : x < ⊤) : ℕ` (`namespace ENat`,
    # :50)
    "ENat.lift": ProofSlot(1, ("x",), "x < ⊤"),
}


def _slot(name: str, at: int) -> ProofSlot | None:
    """The proof parameter `at` of the constant `name`, from `PROOF_SLOTS`, the constructors'
    fields of `proof_slots_r25.SLOTS` or the checker's own `signatures_proofs.PROOF_SLOTS`
    (`#j` its explicit argument `j`)."""
    from forminv_lean.formal.meaning.signatures_proofs import PROOF_SLOTS as CHECKER_SLOTS
    from forminv_lean.formalise.proof_slots_r25 import SLOTS

    if name in PROOF_SLOTS:
        return PROOF_SLOTS[name] if PROOF_SLOTS[name].slot == at else None
    if name in SLOTS:   # constructors' fields (round 25), several slots each
        return next((s for s in SLOTS[name] if s.slot == at), None)
    prop = CHECKER_SLOTS.get(name, {}).get(at)
    return None if prop is None else ProofSlot(at, tuple(f"#{j}" for j in range(at)), prop)


def proof_slot_types(tree: Expr, whole: Term, untyped: list[str]) -> dict[str, str]:
    """The proposition of each binder of `untyped` whose every occurrence in the statement
    (`tree`, elaborated as `whole`) is a `PROOF_SLOTS` argument: the slot's proposition at
    that call's arguments, all the same. A binder with any other occurrence, or a call whose
    arguments are not variables bound before it at the top and never rebound, is left out."""
    order = _top_order(tree)
    rebound = _local_binders(whole)
    found: dict[str, str] = {}
    for name in untyped:
        try:
            _, parts = _split_occurrences(tree, name)
        except ValueError:
            continue
        texts = _slot_texts(whole, name, set(order[:order.index(name)]) - rebound)
        if texts is not None and parts and len(texts) == len(parts) and len(set(texts)) == 1:
            found[name] = texts[0]
    return found


def _slot_texts(t: Term, name: str, scope: set[str]) -> list[str] | None:
    """The proposition at each occurrence of the variable `name` in `t`, or None when one is
    not a proof slot's argument whose proposition can be written in `scope`."""
    texts: list[str] = []
    for i, a in enumerate(t.args):
        # the checker passes a proof to a slot it knows as the constant `h` proving it
        if a.op in ("var", "const") and a.name == name:
            text = _slot_text(t, i, scope)
            if text is None:
                return None
            texts.append(text)
        else:
            inner = _slot_texts(a, name, scope)
            if inner is None:
                return None
            texts.extend(inner)
    return texts


def _slot_text(call: Term, at: int, scope: set[str]) -> str | None:
    """The proposition of argument `at` of `call` when it is a `PROOF_SLOTS` slot and the
    arguments it mentions are variables of `scope` (its type variables written types)."""
    slot = _slot(call.name, at) if call.op == "app" else None
    if slot is None or len(call.args) <= at:
        return None
    values: dict[str, str] = {}
    for param, arg in zip(slot.params, call.args[:at], strict=True):
        if not re.search(rf"(?<![\w.'#]){re.escape(param)}(?![\w'])", slot.prop):
            continue   # an argument the proposition does not mention (`h₁` before `h₂`)
        if arg.op != "var" or arg.name not in scope:
            return None
        values[param] = arg.name
    for var, k, head, *which in slot.types:
        ty = call.args[k].ty
        # `(var, k, head)`: the one argument of an `app` head; `(var, k, head, j)`: argument
        # `j` of a head `app` (by name), `Set` or `fun` (domain 0, codomain 1)
        j = which[0] if which else 0
        if (ty.head != "app" or ty.name != head) and (not which or ty.head != head) or \
                not which and len(ty.args) != 1 or len(ty.args) <= j or \
                not _writable(ty.args[j]):
            return None
        shown = show_type(ty.args[j])
        values[var] = f"({shown})" if " " in shown else shown
    # a name the proposition binds or mentions otherwise (`∀ {a : α}, a ∈ …`) that an argument
    # put in would be captured by (an argument named `a`): not this proposition
    words = set(re.findall(r"(?<![\w.'#])[^\W\d][\w']*(?![\w'.])", slot.prop)) - set(values)
    if any(w in words for v in values.values() for w in re.findall(r"[^\W\d][\w']*", v)):
        return None
    pattern = "|".join(re.escape(p) for p in sorted(values, key=len, reverse=True))
    return re.sub(rf"(?<![\w.'#])({pattern})(?![\w'])", lambda m: values[m.group(1)],
                  slot.prop)


def _top_order(tree: Expr) -> list[str]:
    """The names the statement's leading ∀/→ chain binds, in order."""
    out: list[str] = []
    while True:
        if isinstance(tree, Quant) and tree.kind == "∀":
            out.extend(n for b in tree.binders for n in b.names)
            tree = tree.body
        elif isinstance(tree, BinOp) and tree.op == "→":
            tree = tree.rhs
        else:
            return out


def _local_binders(t: Term) -> set[str]:
    """The names bound anywhere below the statement's leading ∀/→ chain (a variable of that
    name there may not be the top binder)."""
    while t.op in ("forall", "tforall", "imp"):
        t = t.args[-1]
    return _bound_names(t)


def _bound_names(t: Term) -> set[str]:
    from forminv_lean.formal.meaning.terms import BINDERS

    here = {t.name} if t.op in BINDERS and t.name else set()
    return here.union(*(_bound_names(a) for a in t.args))


def _round_trips(tree: Expr, whole: Term, found: dict[str, str]) -> bool:
    """Does the statement, with each type written as found, elaborate to the same binder
    types (a type whose printed form reads back otherwise, `ℤ√d` printed `ℤ √d`, is not
    written)?"""
    from forminv_lean.formal.errors import FormalParseError, UnsupportedError
    from forminv_lean.formal.meaning.parser import parse

    try:
        written = {n: parse(t) for n, t in found.items()}
        typed, _ = _elaborate(_typed_at_top(tree, written))
    except (FormalParseError, UnsupportedError, RecursionError, ValueError):
        return False
    return all(_top_binder_type(typed, n) == _top_binder_type(whole, n) for n in found)


def _certain_type(whole: Term, whole_el: Any, name: str, term: Term, el: Any,
                  parts: list[str]) -> str | None:
    """`name`'s type when each of its occurrences (`parts`, split off in `term`, which `el`
    elaborated) on its own fixes the type the whole statement (`whole`, elaborated by
    `whole_el`) gives it, or, when that type is ℕ, is left by its context to the default (an
    occurrence `j ≤ 2 * n` whose metavariables only a numeral's default would fix, when
    another occurrence fixes `j : ℕ`). Lean applies default instances to stuck instance
    problems (lean4 src/Lean/Elab/SyntheticMVars.lean `synthesizeUsingDefault`, also inside
    `withSynthesize`, so possibly before the fixing occurrence is elaborated), and the ones
    read here give ℕ (lean4 Init/Prelude.lean `@[default_instance] instance instOfNatNat`,
    Mathlib/Algebra/Group/Defs.lean:571 `Monoid.toNatPow`); the split elaboration defaults
    every such occurrence's metavariables to ℕ and finds the binder at ℕ through them. So
    whichever Lean does first, the binder is ℕ and no occurrence is cast. At least one
    occurrence must fix ℕ itself (with none, Lean may find nothing to default: `∀ n, n = n`
    does not elaborate), and the whole statement must fix it without a default."""
    top = _top_binder_type(whole, name)
    if top is None or not _writable(top) or _coerced(whole, {name}) or not parts or \
            _coerced(term, set(parts)) or _competing(term, set(parts)):
        return None   # unused: Lean makes it a universe-polymorphic implicit, not a type
    fixed = defaulted = 0
    for part in parts:
        metas = {m for m in el.created if m.split(":", 1)[1] == part}
        if not metas or _top_binder_type(term, part) != top:
            return None
        loose = _reached(el, metas) & _loose(el)
        if not loose and all(_closed(el.inferred[m]) for m in metas):
            fixed += 1
        elif top == NAT and loose <= el.defaulted - _loose(el, defaults=False):
            defaulted += 1
        else:
            return None
    if defaulted and (not fixed or _reached(whole_el, {
            m for m in whole_el.created if m.split(":", 1)[1] == name}) & _loose(whole_el)):
        return None
    text = show_type(top)
    # `ℤ√d` is a notation token (Mathlib/NumberTheory/Zsqrtd/Basic.lean:36 `prefix:100 "ℤ√"
    # => Zsqrtd`) that the printer writes `ℤ √d`, which Lean reads as `ℤ` applied
    if "√" in text or re.search(r"(?<![\w.'])_(?![\w'])", text):
        return None   # or a hole written in a type's arguments (`Fin _`): only Lean fills it
    return text


def _loose(el: Any, *, defaults: bool = True) -> set[str]:
    """The metavariables `el` did not fix by unification: defaulted (with `defaults`), left
    open, in a slot nothing fixes, uninterpreted, a `fun` binder's, or tainted."""
    out = el.open_metas | el.slot_unfixed | el.uninterpreted | el.lambda_metas | el.tainted
    return out | el.defaulted if defaults else out


def _reached(el: Any, metas: set[str]) -> set[str]:
    """`metas` and every metavariable their solutions lead to (one solved by another that was
    defaulted or tainted is no better fixed than that one)."""
    from forminv_lean.formal.meaning.types import meta

    seen: set[str] = set()
    todo = [meta(m) for m in metas]
    while todo:
        t = todo.pop()
        if t.head == "meta" and t.name not in seen:
            seen.add(t.name)
            if t.name in el.solved:
                todo.append(el.solved[t.name])
        todo.extend(t.args)
    return seen


class _Tracking(Elaborator):
    """The elaborator, recording the metavariables solved only by unifying two unknown
    result types (`?f(?x) = ?f(A)` for an undeclared `f` equates its argument types, which
    says nothing of `f`'s domain): an occurrence so solved was not fixed by its context."""

    def __init__(self) -> None:
        super().__init__()
        self.tainted: set[str] = set()

    def unify(self, a: Ty, b: Ty) -> bool:
        if self.resolve(a).head != "result" and self.resolve(b).head != "result":
            return super().unify(a, b)
        before = set(self.solved)
        ok = super().unify(a, b)
        self.tainted |= set(self.solved) - before
        return ok


def _elaborate(tree: Expr) -> tuple[Term, _Tracking]:
    """`elaboration.elaborate_expr`'s passes (`Elaborator.run`), returning the elaborator too:
    its record of which metavariables the inference passes solved, and which were defaulted,
    left open or tainted, is what says an occurrence fixed its binder's type. (A binder
    defaulted here is refused by the caller, and the rendering is elaborated strictly again
    downstream.)"""
    from forminv_lean.formal.errors import UnsupportedError
    from forminv_lean.formal.meaning.terms import free_vars

    el = _Tracking()
    term = el.run(tree)
    if free_vars(term):
        raise UnsupportedError("?", "free variable")
    return term, el


def _closed(ty: Ty) -> bool:
    """No metavariable anywhere in `ty` (one the inference passes left open would be
    defaulted, or solved by another binder's default)."""
    return ty.head != "meta" and all(_closed(a) for a in ty.args)


def _writable(ty: Ty) -> bool:
    """Closed and printable as a binder's type: no metavariable, unknown result or sort in
    it, and no internally renamed type variable (`α'` for a shadowed `α`)."""
    if ty.head in _UNWRITABLE or ty == PROP or ty.head == "var" and ty.name.endswith("'") \
            or ty.head == "app" and ty.name == "Type":
        return False
    return all(_writable(a) for a in ty.args)


def _top_binder_type(t: Term, name: str) -> Ty | None:
    """The type of the variable `name` bound by the statement's leading ∀/→ chain."""
    while t.op in ("forall", "tforall", "imp"):
        if t.op == "forall" and t.name == name:
            return t.bty
        t = t.args[-1]
    return None


def _coerced(t: Term, names: set[str]) -> bool:
    """Does a variable of `names` occur directly under a coercion anywhere in `t`?"""
    if (t.op == "cast" or t.op == "app" and t.name in _COERCION_APPS and len(t.args) == 1) \
            and t.args[0].op == "var" and t.args[0].name in names:
        return True
    if t.op == "setof" and t.args and t.args[0].name == "Membership.mem" and \
            any(a.op == "var" and a.name in names for a in t.args[0].args[:1]):
        return True   # `Finset.toSet s` is `{a | a ∈ s}`
    return any(_coerced(a, names) for a in t.args)


def _is_coercion(t: Term) -> bool:
    """A node by which the elaborator cast a value to another type."""
    return t.op == "cast" or t.op == "app" and t.name in _COERCION_APPS and len(t.args) == 1 \
        or t.op == "setof" and bool(t.args) and t.args[0].name == "Membership.mem"


#: Term operators of one `binop%`/`binrel%` tree: Lean types its leaves together, from the
#: maximal type of those it knows (elaboration.ARITH, RELS, and `-a`, `a ^ n`).
_TREE_OPS = frozenset({"add", "sub", "mul", "div", "mod", "sup", "inf", "neg", "pow",
                       "eq", "ne", "lt", "gt", "le", "ge", "dvd"})


def _competing(t: Term, names: set[str]) -> bool:
    """Is a variable of `names` typed at a place where another value was cast: an argument
    beside a coerced one (`Finset.Icc ↑a b` at `Finset ℝ`: whether Lean fixed the parameter
    from `a` or from the expected type decides `b`), or a leaf of an operator tree with a
    coerced leaf (its maximal type was decided against another)? Lean's order of unification
    there is not modelled, so such a type is not certain."""
    classes = _type_variable_classes(t)

    def walk(u: Term, root: Term | None) -> bool:
        here = any(a.op == "var" and a.name in names for a in u.args)
        if u.op in _TREE_OPS:
            root = root or u
            if here and (_region_coerced(root) or not _homogeneous(root, classes)):
                return True
            return any(walk(a, root) for a in u.args)
        if here and any(_is_coercion(a) for a in u.args):
            return True
        return any(walk(a, None) for a in u.args)

    return walk(t, None)


#: The class whose instance on a type variable gives an arithmetic node its homogeneous
#: instance (`binder_types.OP_NEEDS`); `⊔`/`⊓` need none (`_homogeneous`), the rest are not
#: read here.
_OP_CLASS = {"add": "Add", "sub": "Sub", "mul": "Mul", "div": "Div"}


def _type_variable_classes(t: Term) -> dict[str, frozenset[str]]:
    """The classes the statement declares on each type variable (`∀ {M} [Mul M]`), with the
    checker's mark of an opaque class (`?Mul`) dropped."""
    out: dict[str, frozenset[str]] = {}
    while t.op in ("forall", "tforall", "imp"):
        if t.op == "tforall":
            out[t.name] = frozenset(c.removeprefix("?").split(" ")[0] for c in t.classes)
        t = t.args[-1]
    return out


def _homogeneous(root: Term, classes: dict[str, frozenset[str]]) -> bool:
    """Does every arithmetic node of the operator tree at `root` have its homogeneous
    instance for certain: at ℕ ℤ ℚ ℝ, or at a type variable whose classes give the operation?
    Then Lean's `binop%` (Lean/Elab/Extra.lean, `applyCoe` when `hasHomogeneousInstance`)
    unifies a leaf of unknown type with the tree's type; elsewhere it may elaborate the
    operation alone (`[HAdd M ℕ M]` makes `a + c` take `c : ℕ`), which is not modelled.

    `a ⊔ b` and `a ⊓ b` are homogeneous by their declared type at any type: they are not
    `binop%` but `Max.max a b` and `Min.min a b` (Mathlib/Order/Notation.lean:76-78
    `macro_rules | `($a ⊔ $b) => `(Max.max $a $b) | `($a ⊓ $b) => `(Min.min $a $b)`; lean4
    Init/Prelude.lean `class Max (α : Type u) where max : α → α → α`), whose two arguments
    Lean unifies with one `α`; a coerced leaf beside them is refused by `_region_coerced`."""
    from forminv_lean.formal.meaning.signature import class_closure, provides
    from forminv_lean.formal.meaning.types import is_numeric

    if root.op not in _TREE_OPS:
        return True
    if root.op in _OP_CLASS or root.op in ("mod", "neg"):
        ty = root.ty
        if not is_numeric(ty):
            held = classes.get(ty.name, frozenset()) if ty.head == "var" else frozenset()
            if root.op not in _OP_CLASS or not (_OP_CLASS[root.op] in held or provides(
                    class_closure(set(held)), root.op)):
                return False
    return all(_homogeneous(a, classes) for a in root.args)


def _region_coerced(root: Term) -> bool:
    """Does an operator tree (from `root`, through its operator nodes) have a coerced leaf?"""
    if _is_coercion(root):
        return True
    return root.op in _TREE_OPS and any(_region_coerced(a) for a in root.args)


# ----------------------------------------------------------------------------- the tree
def _untyped_at_top(tree: Expr, names: set[str]) -> Expr:
    """`tree` with the leading binders `(x : _)` of `names` made untyped (`∀ x, …`): `(x : _)`
    is the formal language's hole for a type only an opaque function fixes, `∀ x` Lean's
    binder whose metavariable the statement solves."""
    if isinstance(tree, Quant) and tree.kind == "∀":
        binders = tuple(replace(b, type=None) if b.type == Name("_") and set(b.names) <= names
                        else b for b in tree.binders)
        return Quant(tree.kind, binders, _untyped_at_top(tree.body, names))
    if isinstance(tree, BinOp) and tree.op == "→":
        return BinOp(tree.op, tree.lhs, _untyped_at_top(tree.rhs, names))
    return tree


def _typed_at_top(tree: Expr, types: dict[str, Expr]) -> Expr:
    """`tree` with the leading untyped binders of `types` given those types, one binder
    each (a group naming one of them split, in order, the others left untyped)."""
    if isinstance(tree, Quant) and tree.kind == "∀":
        binders: list[Binder] = []
        for b in tree.binders:
            if b.type is None and set(b.names) & set(types):
                binders.extend(Binder((n,), types.get(n), b.info) for n in b.names)
            else:
                binders.append(b)
        return Quant(tree.kind, tuple(binders), _typed_at_top(tree.body, types))
    if isinstance(tree, BinOp) and tree.op == "→":
        return BinOp(tree.op, tree.lhs, _typed_at_top(tree.rhs, types))
    return tree


def _split_occurrences(tree: Expr, name: str) -> tuple[Expr, list[str]]:
    """`tree` with each free occurrence of the top-level binder `name` renamed to a variable
    of its own (`name__1`, `name__2`, …), all bound untyped where `name` was."""
    taken = _all_names(tree)
    counter = [0]
    parts: list[str] = []

    def fresh() -> str:
        counter[0] += 1
        while f"{name}__{counter[0]}" in taken:
            counter[0] += 1
        parts.append(f"{name}__{counter[0]}")
        return parts[-1]

    def rename(node: Any) -> Any:
        if isinstance(node, Name):
            head, dot, rest = node.id.partition(".")
            return Name(fresh() + dot + rest) if head == name else node
        if isinstance(node, (Quant, Lambda, BigOp)):
            return _rename_scoped(node, name, rename)
        if isinstance(node, SetBuilder) and node.var == name:
            return replace(node, type=rename(node.type), sep=rename(node.sep))
        if isinstance(node, tuple):
            return tuple(rename(x) for x in node)
        if is_dataclass(node) and not isinstance(node, type):
            changed: Any = node
            return replace(changed, **{f.name: rename(getattr(node, f.name))
                                       for f in fields(node) if f.name != "hyp"})
        return node

    def top(node: Expr) -> Expr:
        if isinstance(node, Quant) and node.kind == "∀" and \
                any(name in b.names for b in node.binders):
            i = next(i for i, b in enumerate(node.binders) if name in b.names)
            before = tuple(rename(b) for b in node.binders[:i])
            rest = tuple(rename(b) for b in node.binders[i + 1:])
            body = rename(node.body)
            b = node.binders[i]
            own = tuple(n for n in b.names if n != name)
            bound = (replace(b, names=own),) if own else ()
            new = Binder(tuple(parts), None, b.info)
            return Quant(node.kind, before + bound + (new,) + rest, body)
        if isinstance(node, Quant) and node.kind == "∀":
            return Quant(node.kind, tuple(rename(b) for b in node.binders), top(node.body))
        if isinstance(node, BinOp) and node.op == "→":
            return BinOp(node.op, rename(node.lhs), top(node.rhs))
        raise ValueError(f"{name} is not bound at the top")

    out = top(tree)
    return out, parts


def _rename_scoped(node: Quant | Lambda | BigOp, name: str, rename: Any) -> Any:
    """A binding node: occurrences before a binder that rebinds `name` are renamed, none
    after it (nor in the body); a big operator's domain is outside its binders' scope."""
    binders: list[Binder] = []
    shadowed = False
    for b in node.binders:
        if shadowed:
            binders.append(b)
            continue
        binders.append(replace(b, type=rename(b.type), pred=rename(b.pred)))
        shadowed = name in b.names
    body = node.body if shadowed else rename(node.body)
    out = replace(node, binders=tuple(binders), body=body)
    if isinstance(node, BigOp):
        out = replace(out, domain=rename(node.domain))
    return out


def _all_names(node: Any) -> set[str]:
    """Every identifier and binder name in a tree (fresh names avoid them)."""
    if isinstance(node, Name):
        return {node.id.partition(".")[0]}
    if isinstance(node, Binder):
        return set(node.names) | _all_names(node.type) | _all_names(node.pred)
    if isinstance(node, SetBuilder):
        return {node.var} | _all_names(node.type) | _all_names(node.body) | \
            _all_names(node.sep)
    if isinstance(node, tuple):
        return set().union(*(_all_names(x) for x in node)) if node else set()
    if is_dataclass(node):
        return set().union(*(_all_names(getattr(node, f.name)) for f in fields(node)))
    return set()
