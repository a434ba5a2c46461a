"""Elaboration: raw tree -> typed closed proposition, following Lean 4's own rules.

What matters for meaning, and is reproduced here:
* arithmetic is elaborated like Lean's `binop%`/`binrel%`: the leaves of a tree of `+ - * / %`
  (and both sides of a relation, and the base of `^`) are collected, the maximal type among
  them (seeded by the expected type) is found on the chain ℕ → ℤ → ℚ → ℝ, and coercions are
  inserted at the *leaves*. So `(a - b : ℤ)` with `a b : ℕ` is `↑a - ↑b` (integer
  subtraction), while `((a - b : ℕ) : ℤ)` casts after the truncating subtraction;
* numerals take the tree's type and default to ℕ; an exponent is elaborated on its own, so
  in `x ^ 2` with `x : ℝ` the `2` is a natural number (Monoid.npow) and `x ^ (1/2) = x ^ 0`;
* untyped binders get their type by unification over the whole statement (two passes);
* `-x` on ℕ, `%` on ℝ, `x ^ (y : ℝ)` are rejected as Lean rejects or we do not model them.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, TypeGuard

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
    Ite,
    Lambda,
    Name,
    Num,
    Quant,
    SetBuilder,
    UnOp,
)
from forminv_lean.formal.meaning.bundled import COE_ARG
from forminv_lean.formal.meaning.bundled_constants import BUNDLED_CONSTANTS
from forminv_lean.formal.meaning.coe_bodies_r27 import (
    BINREL_OPS,
    coerced_body,
    explicit_coe_slot,
)
from forminv_lean.formal.meaning.coe_slots_r26 import coe_into_slot, note_set_carrier
from forminv_lean.formal.meaning.coe_slots_r29 import coerced_to_function, coerced_to_sort
from forminv_lean.formal.meaning.coercion_guard import cast_sensitive
from forminv_lean.formal.meaning.coercions import (
    between,
    carrier_of,
    element_of_collection,
    num_cast_into,
    number_into,
    only_into_max,
)
from forminv_lean.formal.meaning.coercions import record as record_carrier
from forminv_lean.formal.meaning.coercions_r22 import casts_nnrat_into, nat_into_fin
from forminv_lean.formal.meaning.coercions_r28 import (
    NUMBER_ROWS,
    ZSQRTD,
    ZSQRTD_NAMESPACE,
    coercion_r28,
    note_quotient,
    quotient_coercion,
    spelled,
)
from forminv_lean.formal.meaning.coercions_r29 import note_add_circle
from forminv_lean.formal.meaning.compose_coe import compose_coercion, is_coe_composition
from forminv_lean.formal.meaning.compound_instances_r26 import (
    compound_instance_type,
    is_compound_instance,
)
from forminv_lean.formal.meaning.elaborate_arith import flexible_ite, numerals_only, same_alone
from forminv_lean.formal.meaning.elaborate_arith import operated as _operated
from forminv_lean.formal.meaning.elaborate_bundled import BundledElaboration
from forminv_lean.formal.meaning.elaborate_category import (
    MORPHISMS,
    CategoryElaboration,
    written_type,
)
from forminv_lean.formal.meaning.elaborate_pi import PI_FAMILIES, SIGMAS, PiElaboration, mentions
from forminv_lean.formal.meaning.elaborate_pi import _text as _pi_text
from forminv_lean.formal.meaning.elaborate_sets import (
    SETOPS,
    SetElaboration,
    _Pending,
    coe_operand,
    coerced_setop,
    sprod_type,
    untyped_builder,
)
from forminv_lean.formal.meaning.elaborate_tensor import TensorElaboration
from forminv_lean.formal.meaning.explicit_types_r26 import explicit_instance_type
from forminv_lean.formal.meaning.field_types import FIELD_TYPE_AT, FIELD_TYPES
from forminv_lean.formal.meaning.fin_index import as_unknown as fin_as_unknown
from forminv_lean.formal.meaning.fin_index import clashes as fin_clashes
from forminv_lean.formal.meaning.fin_index import object_first as fin_object_first
from forminv_lean.formal.meaning.fin_index import result_type as fin_result_type
from forminv_lean.formal.meaning.fun_slots_r25 import (
    apply_rest,
    as_function,
    coerces_at,
    split_at,
)
from forminv_lean.formal.meaning.funlike_alternatives import (
    ALTERNATIVES as FUNLIKE_ALTERNATIVES,
)
from forminv_lean.formal.meaning.image_sorts_r29 import image_sort
from forminv_lean.formal.meaning.lacks import lacks
from forminv_lean.formal.meaning.opaque import (
    ARG_TYPE_NAMES,
    DEFAULTS,
    HOM_ARROWS,
    NOTATIONS,
    REL_NOTATIONS,
    RESULT_TYPES,
    SIGNATURES,
    VOLUME,
    coerces,
    is_variable_name,
    match_type,
    missing_defaults,
    number_type,
    parse_signature_type,
    scanned_signatures,
    substitute,
    type_constructors,
)
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formal.meaning.pi_args_r29 import pi_type_argument
from forminv_lean.formal.meaning.prop_classes import is_prop_class
from forminv_lean.formal.meaning.setlike import SETLIKE, WRAPPERS, variable_element
from forminv_lean.formal.meaning.signature import (
    ALIASES,
    CLASS_PARENTS,
    CONSTS,
    OP_CLASSES,
    PREDICATE_SIGNATURES,
    SORT_NAMES,
    TYPE_NAMES,
    class_closure,
    provides,
)
from forminv_lean.formal.meaning.signatures_proofs import PROOF_FIELDS, PROOF_SLOTS
from forminv_lean.formal.meaning.signatures_r19f import UNAPPLIED
from forminv_lean.formal.meaning.slot_literals_r25 import (
    cons_of,
    field_type,
    is_slot_type,
    slot_type,
    slot_typed,
)
from forminv_lean.formal.meaning.terms import (
    FALSE,
    TRUE,
    Term,
    all_names,
    free_vars,
    fresh_name,
    hidden_names,
    is_proof_type,
    mk,
    num,
    proof_type,
    subst,
    type_term,
    var,
    walk,
)
from forminv_lean.formal.meaning.types import (
    INT,
    NAMESPACE,
    NAT,
    NUMERIC_RANK,
    PROP,
    REAL,
    TYPE,
    Ty,
    coercible,
    is_numeric,
    is_opaque,
    is_pi,
    is_set,
    is_tvar,
    is_type_arg,
    meta,
    numeric_max,
    set_of,
    show_type,
    subst_type,
    tvar,
    unfold_function_type,
)
from forminv_lean.formal.meaning.vectors import vector_literal

#: Longer numerals are refused (Python's int/str conversion stops at 4,300 digits, and nothing
#: in Mathlib's statements comes near).
MAX_NUMERAL_DIGITS = 1000
ARITH = {"+": "add", "-": "sub", "*": "mul", "/": "div", "%": "mod", "⊔": "sup", "⊓": "inf"}
RELS = {"=": "eq", "≠": "ne", "<": "lt", ">": "gt", "≤": "le", "≥": "ge", "∣": "dvd"}
LOGIC = {"∧": "and", "∨": "or", "→": "imp", "↔": "iff"}
#: Relations between an element or set and a set (`⊇`/`⊃` are `⊆`/`⊂` with the sides swapped).
SET_RELS = ("∈", "∉", "⊆", "⊂", "⊇", "⊃")
#: `⋃₀ S`, `⋂₀ S` on a set of sets (Mathlib/Order/SetNotation.lean: prefix:110).
SETS_PREFIX = {"⋃₀": "Set.sUnion", "⋂₀": "Set.sInter"}
#: `x ⊗ₜ[R] y` (Mathlib/LinearAlgebra/TensorProduct/Basic.lean: `def tmul (m : M) (n : N) : M
#: ⊗[R] N`, R explicit).
TMUL = "TensorProduct.tmul"

@dataclass
class Scope:
    """Variables in scope. Type variables are keyed by their internal name (unique: an inner
    `∀ {α}` that shadows an outer `α` gets another name), `tnames` maps written names to it."""

    vars: dict[str, Ty] = field(default_factory=dict)
    tvars: dict[str, frozenset[str]] = field(default_factory=dict)
    tnames: dict[str, str] = field(default_factory=dict)
    #: named hypotheses in scope (`∀ (h : m = n), …`): each name's proposition, None where
    #: it is not certainly one (the name is then bound, and refused as a term)
    proofs: dict[str, Term | None] = field(default_factory=dict)

    def with_var(self, name: str, ty: Ty) -> Scope:
        return Scope({**self.vars, name: ty}, self.tvars, self.tnames, self._unproved(name))

    def with_proof(self, name: str, prop: Term | None) -> Scope:
        """Bind the hypothesis `name` of `prop` (shadowing a variable of that name)."""
        vars_ = {k: v for k, v in self.vars.items() if k != name}
        return Scope(vars_, self.tvars, self.tnames, {**self.proofs, name: prop})

    def _unproved(self, name: str) -> dict[str, Term | None]:
        return {k: v for k, v in self.proofs.items() if k != name}

    def with_tvar(self, name: str, classes: frozenset[str]) -> tuple[Scope, str]:
        """Bind type variable `name`; returns the scope and its internal name."""
        internal = name
        while internal in self.tvars:
            internal += "'"
        vars_ = {k: v for k, v in self.vars.items() if k != name}
        return Scope(vars_, {**self.tvars, internal: classes},
                     {**self.tnames, name: internal}, self._unproved(name)), internal


def _ground(t: Ty) -> bool:
    """A type with no unsolved metavariable in it."""
    return t.head != "meta" and all(_ground(a) for a in t.args)


def _written_type(a: Term) -> Ty | None:
    """The type an argument written as a type stands for (`Type(X)`, `type_argument`), else
    None."""
    return a.ty.args[0] if a.ty.head == "app" and a.ty.name == "Type" and len(a.ty.args) == 1 \
        else None


def _named(t: Ty) -> bool:
    """A type written out in full: no metavariable, no unknown result type of a function."""
    return t.head not in ("meta", "result") and all(_named(a) for a in t.args)


def _numeral_expr(e: Expr) -> bool:
    """A numeral, possibly negated (`0`, `-1`): its type is only the one it is elaborated at."""
    while isinstance(e, UnOp) and e.op == "-":
        e = e.arg
    return isinstance(e, Num)


#: The argument (by position) of these functions that Lean elaborates with no expected type,
#: as the checker does, so its meaning does not depend on the function's domain: `⇑x` and
#: `DFunLike.coe x` (lean4 Elab/BuiltinNotation.lean `elabCoeFunNotation`: `elabTerm x none`;
#: `DFunLike.coe {F} … (self : F)`, nothing fixes `F` before it), the scalar of `a • b`
#: (Mathlib's `leftact% HSMul.hSMul a b`, lean4 Elab/Extra.lean: `processLeaf` elaborates `a`
#: with `elabTerm a none`, outside the operator tree), the collection of `Membership.mem s a`
#: (`a ∈ s`: `s` comes first, against the unknown `γ` of `Membership α γ`).
_ALONE = {"DFunLike.coe": 0, "HSMul.hSMul": 0, "Membership.mem": 0}

#: `Set ?α`, a set of a type not known yet (a pattern: no unknown the passes must solve)
_SOME_SET = Ty("Set", (Ty("meta", (), "?α"),))

#: The place of an argument `opaque_call` postpones (`_context_typed`), filled before use.
_DEFERRED = Term("const", (), Ty("meta", (), "?postponed"), "_")
_BOOL = Ty("app", (), "Bool")   # Lean core's `Bool`, an opaque type here


def _open_constant(a: Term) -> bool:
    """A constant argument whose declared type has a parameter nothing of its own fixes
    (Mathlib/Order/Filter/AtTopBot/Defs.lean:30 `def atTop [Preorder α] : Filter α`): Lean gives
    it a metavariable that the other arguments assign, so it constrains nothing they do
    (`EventuallyEq atTop (fun x : ℝ ↦ …) (fun x ↦ …)`: the second `x` is real). The checker
    may have left that type unread (`?Filter.atTop()`), which is no type the others must match."""
    if a.op != "const":
        return False
    if a.ty.head == "meta":
        return True
    sig = declared_signature(a.name) if a.ty.head == "result" else None
    return sig is not None and len(sig) == 1 and bool(_params(parse_signature_type(sig[0])))


def _context_typed(e: Expr) -> bool:
    """A term whose type only the type expected of it gives (Lean postpones it until that is
    known): `⊤`, `⊥`, `∅`, `Set.univ`, a literal `{a, b}`, `⟨a, b⟩` or `[a]`, a coercion `↑x`
    or the coercion function `(↑)`; `x ⊗ₜ y`, whose ring only that type gives (`elaborate_tensor`);
    a pair `(a, ⊤)` with such an item (`Prod.mk a ⊤`, its `β` only the expected `α × β` fixes:
    lean4 Init/Prelude.lean `structure Prod (α β)`, the tuple notation `(a, b)` is `Prod.mk a
    b`, elaborated against the expected type by `propagateExpectedType`)."""
    if isinstance(e, Name):
        return e.id in ("⊤", "⊥", "∅", "Set.univ", "↑")
    if isinstance(e, Bracket) and e.kind == "tuple":
        return any(_context_typed(x) for x in e.items)
    if isinstance(e, Bracket):
        return e.kind in ("set", "anon", "list")
    return isinstance(e, UnOp) and e.op == "↑" or isinstance(e, BinOp) and (
        e.op == "⊗ₜ" or is_coe_composition(e))   # `f ∘ (↑)`: `meaning/compose_coe.py`


def _slot_constant(e: Expr) -> bool:
    """`∅`, `Set.univ`, `⊤`, `⊥`, `[]`: a constant whose type is exactly the one its slot
    declares (Lean elaborates it against that type: `EmptyCollection`, `Top`, `Bot` instances at
    it, or `Set.univ : Set ?α`, `List.nil : List ?α` unified with it), with no coercion to
    choose."""
    return isinstance(e, Name) and e.id in ("∅", "Set.univ", "⊤", "⊥") or \
        isinstance(e, Bracket) and e.kind == "list" and not e.items


def _inverted_coercion(e: Expr) -> bool:
    """`(↑x)⁻¹`: a leaf whose type, like a bare `↑x`'s, is only the tree's."""
    return isinstance(e, UnOp) and e.op == "⁻¹" and isinstance(e.arg, UnOp) and e.arg.op == "↑"


def _opaque_pow(base: Ty, exp: Ty) -> bool:
    """Is `a ^ b` (exponent not ℕ) one Lean reads through a `Pow` instance the checker keeps
    opaque, keyed by the base and exponent types? `a ^ (-1 : ℤ)` (zpow), `x ^ (1/2 : ℝ)`
    (Real.rpow), `z ^ w` at ℂ (Complex.cpow, Mathlib/Analysis/SpecialFunctions/Pow/Complex.lean
    `instance : Pow ℂ ℂ`), `a ^ b` at `Ordinal` (`instPow : Pow Ordinal Ordinal`), `a ^ b`
    under `[Pow α β]`. Not at ℕ ℤ ℚ with a non-ℕ exponent, which have no such instance (`ℚ ^
    ℚ`), nor when a type is the unknown result of a function (`x ^ natDegree p`)."""
    if is_numeric(exp):
        return not is_numeric(base) or base.head == "ℝ"
    return not is_numeric(base) and _named(base) and _named(exp) \
        and exp.head not in ("Prop", "Type")


def _holds_result(t: Ty) -> bool:
    """Does `t` hold an unknown result type (`_unknown_result`) anywhere (`ℝ → ?g(ℝ)`)?"""
    return _unknown_result(t) or any(_holds_result(a) for a in t.args)


#: Types an unknown result is read at beside a known side (`_beside_known`): those whose
#: values the checker does not interpret (a Mathlib type, a function, a product), and sets.
#: Not a number type, a type variable or `Prop`: their values the checker reasons about (ℕ's
#: are nonnegative, a class's axioms hold), so a narrower type than Lean's (`n = f a` with
#: `f a : ℤ` in Lean, coerced `↑n = f a`) would let it prove what Lean's statement does not say.
_BESIDE_KNOWN = frozenset({"app", "Set", "fun", "prod", "pi"})


def _declared_anywhere(name: str) -> bool:
    """Does a table declare `name` (a signature, a morphism with its objects, a bundled
    constant)?"""
    return declared_signature(name) is not None or name in MORPHISMS or \
        name in BUNDLED_CONSTANTS


def _declared_result_is(lt: Ty, top: Ty) -> bool:
    """Is `lt`, the unknown result of a declared constant applied to all its arguments some of
    which are values of undeclared functions (`f ⁻¹' s` with `f` undeclared), declared to be of
    `top`'s type constructor (`Set.preimage : (α → β) → Set β → Set α` beside a `Set X`)?
    Then Lean unifies the two (no coercion joins two types of one constructor here), which
    is what reading it at `top` does."""
    sig = declared_signature(lt.name)
    inner = [r for a in lt.args for r in _results_in(a)]
    if sig is None or len(lt.args) != len(sig) - 1 or not inner or any(
            _declared_anywhere(r.name) for r in inner):
        return False   # (an unknown argument that is itself a declared constant's value did
        # not fit its declaration: `Prod.fst ⁻¹' s ×ˢ t`, which Lean rejects)
    head = sig[-1].split(" ")[0]
    return top.head == "app" and top.name.split(" ")[0] == head or \
        top.head == "Set" and head == "Set"


def _function_clash(ty: Ty, want: Ty) -> bool:
    """Do the function types `ty` and `want` differ in arity, or in a number type at the same
    domain or in the codomain? Both are known (`_named`); Lean has no coercion between them."""
    while ty.head == "fun" and want.head == "fun":
        a, b = ty.args[0], want.args[0]
        if is_numeric(a) and is_numeric(b) and a != b:
            return True
        ty, want = ty.args[1], want.args[1]
    if ty.head == "fun" or want.head == "fun":
        return True
    return is_numeric(ty) and is_numeric(want) and ty != want


def _results_in(t: Ty) -> list[Ty]:
    """The unknown results (`_unknown_result`) inside the type `t`."""
    here = [t] if _unknown_result(t) else []
    return here + [r for a in t.args for r in _results_in(a)]


def _has_numeral(e: Any) -> bool:
    """Is a numeral written anywhere in the expression `e`?"""
    if isinstance(e, Num):
        return True
    if isinstance(e, tuple):
        return any(_has_numeral(x) for x in e)
    if not dataclasses.is_dataclass(e) or isinstance(e, type):
        return False
    return any(_has_numeral(getattr(e, f.name)) for f in dataclasses.fields(e))


def _holds(t: Ty, part: Ty) -> bool:
    """Does the type `t` contain `part`?"""
    return t == part or any(_holds(a, part) for a in t.args)


def _arith_op(e: Expr) -> bool:
    """An operation of a `binop%` tree whose meaning depends on the type it is taken at
    (`-` truncates on ℕ, `⊔` of submodules is not their union)."""
    return isinstance(e, BinOp) and (e.op in ARITH or e.op == "^") or \
        isinstance(e, UnOp) and e.op == "-"


def _unknown_result(t: Ty) -> bool:
    """Is `t` the result type of a function whose declared type is not known here (`?head(…)`
    of `opaque_app`, not a named Mathlib type)? Two such sides of a relation are one type in
    Lean (a coercion between two types nothing here knows would be written: Mathlib spells
    them `↑`), and the checker keeps that type uninterpreted, so equating them fixes nothing
    it could use."""
    return t.head == "result" and bool(t.args or t.name)


def _retyped(t: Term, resolve: Callable[[Ty], Ty]) -> Term:
    """`t` with every type (and binder type) in it resolved."""
    args = tuple(_retyped(a, resolve) for a in t.args)
    bty = resolve(t.bty) if t.bty is not None else None
    return replace(t, args=args, ty=resolve(t.ty), bty=bty)


def _occurs(t: Ty, inside: Ty) -> bool:
    return t == inside or any(_occurs(t, a) for a in inside.args)


def declared_signature(head: str) -> tuple[str, ...] | None:
    """The declared argument and result types of a Mathlib function, if the tables have it
    (the hand tables first, then `opaque.scanned_signatures`: a user's Mathlib's)."""
    return SIGNATURES.get(head) or PREDICATE_SIGNATURES.get(head) or \
        scanned_signatures().get(head)


def _declared_predicate(name: str) -> bool:
    """Is `name` declared (`declared_signature`) with the result `Prop` (`Monovary`,
    `SimpleGraph.Adj`)? Such an application is a proposition, so a binder of it a hypothesis."""
    sig = declared_signature(name)
    return sig is not None and sig[-1] == "Prop"


def constant_type(name: str) -> Ty | None:
    """Constant `name`'s own type, parameters as `?α`: a bundled map's or equivalence's as
    `bundled_constants` declares it (`OrderDual.toDual : Equiv ?α (OrderDual ?α)`), else the
    declared signature's when it has no explicit argument (`Finset.univ : Finset ?α`). None
    otherwise: a signature with arguments is no evidence, since the tables type a bundled map
    (`Polynomial.C : R →+* R[X]`) as the function it coerces to."""
    if name in BUNDLED_CONSTANTS:
        return parse_signature_type(BUNDLED_CONSTANTS[name])
    sig = declared_signature(name)
    if sig is None or len(sig) != 1:
        return None
    return parse_signature_type(sig[0])


def constant_type_head(name: str) -> str | None:
    """The head constant of constant `name`'s type (`constant_type`) when it is a type
    applied to a constant (`Finset`, `Polynomial`, `Equiv`, `RingHom`); None otherwise."""
    ty = constant_type(name)
    if ty is None or ty.head != "app" or not _TYPE_CONSTANT.fullmatch(ty.name) or \
            ty.name == "Type":
        return None
    return ty.name


#: A type's head written as a constant's name (not a notation such as `ℝ≥0`, nor `_`).
_TYPE_CONSTANT = re.compile(r"[^\W\d_][\w'.]*")


#: Mathlib v4.19.0 MeasureTheory/Measure/Restrict.lean:44 `def restrict (μ : Measure α) (s : Set α)
#: : Measure α` (in `namespace MeasureTheory.Measure`).
RESTRICT = "MeasureTheory.Measure.restrict"


def _nested_bigop(e: BigOp) -> BigOp:
    """`⋃ i j, s` is `⋃ i, ⋃ j, s`, and `⋃ i ∈ t, j ∈ u, s` is `⋃ i ∈ t, ⋃ j ∈ u, s`: ⋃ ⋂ ⨆ ⨅
    ∑ᶠ ∏ᶠ are `notation3 "⋃ "(...)", "r:60:(scoped f => iUnion f) => r` (Mathlib v4.19.0
    Order/SetNotation.lean:175, :178, :70, :73; Algebra/BigOperators/Finprod.lean:115, :120),
    whose extended binders `(...)` expand one binder at a time, each its own `iUnion` over the
    rest. Only explicit binders, and a binder predicate only on a binder of one name; anything
    else is left as it is (refused). The first binder's own guard (`⋂ (i) (_ : p i), s i`) is
    read by `_guarded_bigop` at each level."""
    if e.op not in ("⋃", "⋂", "⨆", "⨅", "∑ᶠ", "∏ᶠ") or e.domain is not None:
        return e
    flat = [Binder((n,), b.type, b.info, b.pred) for b in e.binders for n in b.names]
    if len(flat) < 2 or any(b.info != "explicit" for b in e.binders) or \
            any(b.pred is not None and len(b.names) != 1 for b in e.binders):
        return e
    if len(e.binders) == 2 and e.binders[1].names == ("_",):
        return e   # `⋂ (i) (_ : t), s` that `_guarded_bigop` did not read: refused
    # a binder and its guard stay together: `⋂ (i) (_ : p i) (j), s` is `⋂ (i) (_ : p i),
    # ⋂ j, s`, read as `⋂ i ∈ {i | p i}, ⋂ j, s`
    k = 2 if len(flat) > 2 and flat[1].names == ("_",) else 1
    return BigOp(e.op, tuple(flat[:k]), BigOp(e.op, tuple(flat[k:]), e.body))


def _known_prop(t: Term) -> bool:
    """A proposition not made one by guessing (an uninterpreted `Foo x` elaborated against
    `Prop` is one only because it was asked to be)."""
    if t.op == "const":
        return t.name in ("True", "False")
    if t.op == "apply":   # `p i` with `p : ι → Prop` bound with that type
        f = t.args[0]
        while f.op == "apply":
            f = f.args[0]
        return t.ty == PROP and f.op == "var" and f.ty.head == "fun"
    if t.op == "app" and t.name in ("Membership.mem", "HasSubset.Subset", "HasSSubset.SSubset",
                                    "Dvd.dvd"):
        # `a ∈ s`, `s ⊆ t`, `s ⊂ t` are propositions whatever `s` is: Lean core's `class
        # Membership (α : outParam (Type u)) (γ : Type v) where mem : γ → α → Prop`,
        # `class HasSubset (α : Type u) where Subset : α → α → Prop` (Init/Prelude.lean, Init/Core.lean)
        return True
    if t.op == "app":
        sig = declared_signature(t.name)
        # with as many arguments as declared (a type argument is one: `DifferentiableAt 𝕜 f
        # x`): `MeasurableSet[m] s`, read as `MeasurableSet` applied to a list and a set, is
        # not the declared predicate
        return sig is not None and sig[-1] == "Prop" and len(t.args) == len(sig) - 1
    return True


def _meta_names(t: Ty) -> set[str]:
    """The metavariables written in `t` (not resolved)."""
    own = {t.name} if t.head == "meta" else set()
    return own.union(*(_meta_names(a) for a in t.args)) if t.args else own


def _bare_constant(x: Expr, sc: Scope) -> TypeGuard[Name]:
    """Is `x` a constant written alone (`Prod.fst`, `id`), not a bound name or a proof?"""
    return isinstance(x, Name) and x.id not in sc.vars and \
        x.id.split(".")[0] not in sc.proofs and ("." in x.id or x.id == "id")


def _untyped_part(t: Ty) -> bool:
    """Does signature type `t` hold a part the table leaves untyped (`_`) or a sort (`Type
    κ`: a type argument, whose value the rest of the type depends on)?"""
    if t.head == "app" and t.name in ("_", "Type"):
        return True
    return any(_untyped_part(a) for a in t.args)


def _params(t: Ty) -> set[str]:
    """The `?α` parameters of a signature type."""
    if t.head == "var" and t.name.startswith("?"):
        return {t.name}
    return set().union(*(_params(a) for a in t.args)) if t.args else set()


#: A type's head when it is a constant's name (`Polynomial`, `Finset`, `ℂ`), as opposed to a
#: type named by its text (`↥s`, `{x // p x}`, `(s : Set α)`).
_CONSTANT_HEAD = re.compile(r"[^\W\d][\w'!?.₀-₉]*")


def _late_instance(e: Expr) -> bool:
    """Does an instance binder stand along `e`'s chain of `→` conclusions and `∀` bodies (the
    only places `Elaborator._hoisted` moves one from)?"""
    while True:
        if isinstance(e, BinOp) and e.op == "→":
            e = e.rhs
        elif isinstance(e, Quant) and e.kind == "∀":
            if any(b.info == "inst" for b in e.binders):
                return True
            e = e.body
        else:
            return False


#: `∀ᶠ x in l, p x` and `∃ᶠ`: propositions, as a binder's type a hypothesis. Mathlib v4.19.0
#: Order/Filter/Defs.lean:254 `notation3 "∀ᶠ "(...)" in "f", "r:(scoped p => Filter.Eventually p
#: f) => r`, :250 `protected def Eventually (p : α → Prop) (f : Filter α) : Prop`; :262, :258
#: the same for `∃ᶠ`, `Filter.Frequently`.
_FILTER_QUANTIFIERS = frozenset({"∀ᶠ", "∃ᶠ"})


def _fn_of(e: Expr | None) -> Expr | None:
    """The head of an application (`e` itself for anything else)."""
    return e.fn if isinstance(e, App) else e


#: Types no number coerces into (Lean has no `NatCast`-like instance for them).
_NO_NUMBER_COERCION = frozenset({"Filter", "Finset", "Multiset", "List", "Set"})


def _inner_number_clash(ty: Ty, want: Ty, depth: int = 0) -> bool:
    """Do `ty` and `want` differ under a type constructor where `ty` has a number type?"""
    if ty == want:
        return False
    if depth > 0 and is_numeric(ty):
        return True
    if ty.head != want.head or ty.name != want.name or len(ty.args) != len(want.args):
        return False
    return any(_inner_number_clash(a, b, depth + 1) for a, b in zip(ty.args, want.args,
                                                                     strict=True))


#: Constants of `opaque.RESULT_TYPES` with no declared signature that are functions (each
#: takes an explicit argument in Mathlib v4.19.0: `Fintype.card α`, `Nat.card α`, `Nat.find h`,
#: `addOrderOf x`, `ringChar R`, `Cardinal.mk α`, `Monoid.exponent G`, `Module.rank R M`): the
#: result type is their application's, never the constant's own when it is written alone.
_APPLIED_ONLY = frozenset({"Fintype.card", "Nat.card", "Nat.find", "addOrderOf", "ringChar",
                           "Cardinal.mk", "Monoid.exponent", "Module.rank", "orderOf"})


def _matrix_type(ty: Ty) -> bool:
    """Is `ty` a `Matrix m n α` (whose `*` is heterogeneous), or a function into one?"""
    while ty.head == "fun" and ty.args:
        ty = ty.args[-1]
    return ty.head == "app" and ty.name == "Matrix"


def _describe(e: Expr) -> str:
    if isinstance(e, Name):
        return e.id
    if isinstance(e, App):
        return _describe(e.fn)
    if isinstance(e, UnOp | BinOp):
        return e.op
    return type(e).__name__


class Elaborator(SetElaboration, CategoryElaboration, BundledElaboration, PiElaboration,
                 TensorElaboration):
    """Two inference passes solve binder metavariables; the final pass builds the term."""

    def __init__(self) -> None:
        self.solved: dict[str, Ty] = {}
        self.created: set[str] = set()
        self.final = False
        self.counter = 0  # reset at every pass: the same binder gets the same name each time
        self.lambda_metas: set[str] = set()  # `fun` binders: opaque, never defaulted to ℕ
        self.defaulted: set[str] = set()  # metavariables the final pass fixed by default
        self.default_reps: set[str] = set()   # … and the representatives the default solved
        self.open_metas: set[str] = set()  # metavariables of open slots (`open_slot`)
        self.slot_metas: set[str] = set()  # a constant's parameters its slot fixes
        self.slot_unfixed: set[str] = set()  # those a slot, all else known, left open
        self.uninterpreted: set[str] = set()  # those of constants then left uninterpreted
        self.ascribed_bare = False   # elaborating `(C : α → β)`, a bare constant ascribed
        # … of which Lean's default instances fix these too (a numeral's tree, an exponent)
        self.confirmed: set[str] = set()
        self.flexible_defaults = 0  # term-level binders among them, met in the final pass
        self.cast_targets: dict[str, set[str]] = {}  # number type -> type variables it casts into
        # type variable -> its classes, for `_named_coercion` (None: one name bound twice)
        self.tvar_classes: dict[str, frozenset[str] | None] = {}
        # unknown result types a relation equates (`(ker f).comap g = ker (f.comp g)`): Lean
        # elaborates both sides at one type, which the checker keeps uninterpreted
        self.same_result: dict[Ty, Ty] = {}
        # unknown results typed only by the known side of a plain relation (`t ⊆ e.target`):
        # Lean's type for them may be another one, coerced at that place (see `tree`), so no
        # operation or field whose meaning depends on the type is read on them
        self.beside_known: set[Ty] = set()
        # subtypes built (`{x : α // p}`, `↥s`) -> their carrier (`coercions.carrier_of`)
        self.subtypes: dict[Ty, Ty | None] = {}
        # `Con.Quotient c` -> `M` for `c : Con M` (`coercions_r28.note_quotient`)
        self.quotients: dict[Ty, Ty | None] = {}
        #: hypotheses written `s ⊇ t`/`s ⊃ t` (`_hypothesis`): read as `t ⊆ s`, but Lean
        #: resolves their fields in `HasSuperset`'s namespace, so `_proved` reads none of them
        self.superset_written: set[str] = set()
        # Σ types built (`Σ a, β a`) -> (`Σ`/`Σ'`, binder, its type, the body's type)
        self.sigmas: dict[Ty, tuple[str, str, Ty, Ty]] = {}
        # constants with no declared signature applied by field notation with arguments (the
        # object put first, a guess) and applied directly: both in one statement is refused
        self.field_guessed: set[str] = set()
        self.applied_directly: set[str] = set()
        self.inferred: dict[str, Ty] = {}   # each metavariable as the inference passes left it
        self.argument_depth = 0   # inside an argument of a type constructor (`term_as_sort`)

    def run(self, e: Expr) -> Term:
        """The passes over `e`: two inference passes solve binder metavariables (what they
        solved is kept in `inferred`), the ones left open are defaulted as Lean's default
        instances do (numerals and what they fix are ℕ; a `fun` binder's type comes from the
        opaque function it is passed to, so it stays unknown), then the final pass builds the
        term."""
        for _ in range(2):
            self.counter = 0
            try:
                self.prop(e, Scope())
            except (_Pending, UnsupportedError):
                pass
        self.inferred = {m: self.resolve(meta(m)) for m in self.created}
        for m in sorted(self.created):
            if self.resolve(meta(m)).head == "meta":
                self.defaulted.add(m)
                self.default_reps.add(self.resolve(meta(m)).name)
                self.solved[self.resolve(meta(m)).name] = Ty("result", (), m) \
                    if m in self.lambda_metas else NAT
        self.final = True
        self.counter = 0
        try:
            t = self.prop(e, Scope())
        except _Pending:  # pragma: no cover - the final pass never raises it
            raise UnsupportedError("?", "could not infer all types") from None
        if self.same_result:   # every occurrence at the one type its relation gave it
            t = _retyped(t, self.resolve)
        return t

    def fresh(self, name: str, *, flexible: bool = False) -> Ty:
        """A metavariable for an untyped binder, numbered in traversal order (never by
        object identity: two quantifiers may share one cached binder object). `flexible`:
        a term-level binder (`{x | …}`) whose type Lean would take from the expected type when
        nothing in the body fixes it; the final pass counts those that were defaulted."""
        self.counter += 1
        full = f"?{self.counter}:{name}"
        self.created.add(full)
        if flexible and self.final and full in self.defaulted:
            self.flexible_defaults += 1
        return meta(full)

    # -- types and metavariables ----------------------------------------------------------
    def resolve(self, t: Ty) -> Ty:
        """`t` with every solved metavariable replaced, inside its arguments too
        (`Polynomial ?R` once `?R` is `R`)."""
        while t.head == "meta" and t.name in self.solved or t in self.same_result:
            t = self.solved[t.name] if t.head == "meta" else self.same_result[t]
        if t.args:
            args = tuple(self.resolve(a) for a in t.args)
            if args != t.args:
                return Ty(t.head, args, t.name)
        return t

    def unify(self, a: Ty, b: Ty) -> bool:
        a, b = self.resolve(a), self.resolve(b)
        if a == b:
            return True
        if a.head == "meta":
            if _occurs(a, b):   # (both resolved in full above)
                return False   # `?α =?= List ?α`: no finite type solves it (Lean's occurs check)
            self.solved[a.name] = b
            return True
        if b.head == "meta":
            if _occurs(b, a):
                return False
            self.solved[b.name] = a
            return True
        if a.head == b.head and a.name == b.name and len(a.args) == len(b.args) and a.args:
            return all(self.unify(x, y) for x, y in zip(a.args, b.args, strict=True))
        return False

    def fail(self, symbol: str, message: str | None = None) -> UnsupportedError:
        return UnsupportedError(symbol, message)

    def pending(self) -> _Pending:
        return _Pending()

    def elab_type(self, e: Expr, sc: Scope) -> Ty:
        if (cat := self.category_type(e, sc)) is not None:  # `X ⟶ Y`, `C ⥤ D`, `Cᵒᵖ`, ...
            return cat
        if (fam := self.family_app(e, sc)) is not None:  # `α i`, `α : ι → Type*`
            return fam
        if (pi := self.pi_type(e, sc)) is not None:  # `∀ i, α i`, `(i : ι) → α i`
            return pi
        if isinstance(e, BigOp) and e.op in SIGMAS:  # `Σ a, β a`, `Σ' a, β a`
            return self.sigma_type(e, sc)
        if (dotted := self.field_type(e, sc)) is not None:  # `G.Walk u v`
            return dotted
        if isinstance(e, Name):
            if e.id in sc.tnames:
                return tvar(sc.tnames[e.id])
            if e.id in sc.vars and (self._has_carrier(sc.vars[e.id]) or self._setlike_element(
                    self.resolve(sc.vars[e.id]), sc) is not None):
                return self._coe_sort(e, sc)  # `(x : s)`, `s → X`: Lean's CoeSort, `↥s`
            if e.id in sc.vars:   # a value whose carrier is not known here (`N : B`), never
                raise self.fail(e.id, f"unknown type: {e.id}")   # the ℕ that `N` spells
            if e.id in TYPE_NAMES:
                return Ty(TYPE_NAMES[e.id])
            if e.id in SORT_NAMES:
                return TYPE
            head = e.id.split(".")[0]
            if e.id in sc.vars or head in sc.vars or e.id in CONSTS or \
                    is_variable_name(e.id) and e.id[:1].islower():
                raise self.fail(e.id, f"unknown type: {e.id}")
            # a Mathlib type kept opaque (ℂ, ℝ≥0, Bool, ...), `ENNReal` spelt `ℝ≥0∞`
            return Ty("app", (), spelled(e.id))
        if (bundled := self.bundled_type(e, sc)) is not None:  # `M →ₗ[R] N`, `A →ₐ[R] B`
            return bundled
        if (explicit := explicit_instance_type(self, e, sc)) is not None:  # `Measure[m₀] α`
            return explicit
        if isinstance(e, App) and e.fn == Name("Subtype") and len(e.args) == 1 and \
                isinstance(e.args[0], Lambda):
            return self.subtype(e.args[0], sc)
        if isinstance(e, App) and isinstance(e.fn, Name):
            if e.fn.id == "outParam" and len(e.args) == 1:
                # lean4 Init/Prelude.lean `@[reducible] def outParam (α : Sort u) : Sort u :=
                # α`: a binder `{p : outParam (A → Prop)}` has the type `A → Prop`
                return self.elab_type(e.args[0], sc)
            if e.fn.id == "Subtype" and len(e.args) == 1 and isinstance(e.args[0], Name) and \
                    e.args[0].id in sc.vars:
                return self._predicate_subtype(e.args[0].id, sc)
            if e.fn.id == "Set" and len(e.args) == 1:
                return set_of(self.elab_type(e.args[0], sc))
            if e.fn.id in ("Type", "Sort"):
                return TYPE
            if e.fn.id in CONSTS or e.fn.id in sc.vars or e.fn.id.split(".")[0] in sc.vars:
                raise self.fail(e.fn.id, f"{e.fn.id} is not a type")
            # `Finset α`, `Matrix m n R`, `Fin n`: type arguments stay types (renamed with
            # their variables), term arguments are kept as written in the type's name
            tys: list[Ty] = []
            words = [e.fn.id]
            parts = [e.fn.id]  # every argument's text, in order
            reordered = False  # a term argument after a type argument
            for a in e.args:
                if isinstance(a, Name) and a.id in sc.vars or isinstance(a, Num) or \
                        isinstance(a, Ascribe) and not self._is_sort(a.type):
                    # (`Foo (n : ℤ)`, `Foo (0 : Fin 3)`: an ascribed argument is a term, the
                    # value `↑n`, never the type `↥n`, which is what `Foo` takes is not known)
                    words.append(_paren(show_expr(a)))
                    parts.append(words[-1])
                    reordered = reordered or bool(tys)
                    continue
                try:
                    # (a term written with field notation stays a term here, as a variable
                    # does: whether `Foo` takes a type, so `↥`, is not known; `term_as_sort`)
                    self.argument_depth += 1
                    tys.append(self.elab_type(a, sc))
                    parts.append(_paren(show_type(tys[-1])))
                except UnsupportedError:
                    words.append(_paren(show_expr(a)))
                    parts.append(words[-1])
                    reordered = reordered or bool(tys)
                finally:
                    self.argument_depth -= 1
            if reordered:  # `ContinuousMultilinearMap 𝕜 Em F`, `lp E p`: `name words types`
                return Ty("app", (), " ".join(parts))  # would reorder them; kept as text
            # `(x : Set.Icc (0 : R) 1)`: `↥s`, a subtype of `R` (`coe_slots_r26`)
            built = note_set_carrier(self, e, Ty("app", tuple(tys), " ".join(words)), sc)
            if len(e.args) == 1 and isinstance(e.args[0], Name):   # `c.Quotient`, `c : Con M`
                note_quotient(self.quotients, e.fn.id, e.args[0].id, built, {
                    k: self.resolve(v) for k, v in sc.vars.items() if k == e.args[0].id})
            if len(e.args) == 1:   # `AddCircle p`, `p : 𝕜` (`coercions_r29`)
                note_add_circle(self.quotients, e.fn.id, e.args[0], built,
                                self._carrier_arg(e.args[0], sc))
            return built
        if isinstance(e, BinOp) and e.op == "→":
            return Ty("fun", (self.elab_type(e.lhs, sc), self.elab_type(e.rhs, sc)))
        if isinstance(e, Ascribe):  # `(s : Set α)` used as a type: the subtype ↥s, opaque
            return self._coe_sort(e.expr, sc)
        if isinstance(e, UnOp) and e.op == "↥":  # Lean's `↥s` (coeSort), written out
            return self._coe_sort(e.arg, sc)
        if isinstance(e, BinOp) and e.op in HOM_ARROWS:
            return Ty("app", (self.elab_type(e.lhs, sc), self.elab_type(e.rhs, sc)),
                      HOM_ARROWS[e.op])
        if isinstance(e, BinOp) and e.op == "×":
            return Ty("prod", (self.elab_type(e.lhs, sc), self.elab_type(e.rhs, sc)))
        if (sort := self.term_as_sort(e, sc)) is not None:  # `(x : (a • f).domain)`: `↥…`
            return sort
        if (sort := image_sort(self, e, sc)) is not None:  # `(x : f '' s)` (`image_sorts_r29`)
            return sort
        raise self.fail(_describe(e), "unsupported type expression")

    def subtype(self, pred: Lambda, sc: Scope) -> Ty:
        """`{x // p x}` (`Subtype fun x => p x`): an opaque type named by its text, with the
        type of `x` written in (`{x : ℕ // 0 < x}` and `{x : ℤ // 0 < x}` differ). The
        predicate is elaborated to check it is one (`x`'s type, when not written, is the one
        its use fixes). Alpha-equivalent spellings are distinct types here: a statement mixing
        them is refused, never equated wrongly."""
        b = pred.binders[0] if len(pred.binders) == 1 else None
        if b is None or len(b.names) != 1 or b.pred is not None or b.info != "explicit":
            raise self.fail("//", "a subtype over several binders or a binder predicate")
        f = self.lam(pred, sc, None)
        fty = self.resolve(f.ty)
        if fty.head != "fun" or self.resolve(fty.args[1]) != PROP and not _unknown_result(
                self.resolve(fty.args[1])):
            # (the result of a function not known here, `{w // IsComplex w}`: Lean elaborated it
            # against `Prop`, lean4 Init/Prelude.lean `structure Subtype {α : Sort u} (p : α →
            # Prop)`; the subtype is opaque, named by its text, so nothing reads the condition)
            raise self.fail("//", "a subtype whose condition is not a proposition")
        dom = self.resolve(fty.args[0])
        if self.final and not (_ground(dom) and _named(dom)):
            raise self.fail("//", "a subtype whose carrier type nothing written fixes")
        body = show_expr(pred.body)
        sub = Ty("app", (), f"{{{b.names[0]} : {show_type(dom)} // {body}}}")
        if _named(dom):
            record_carrier(self.subtypes, sub, dom)
        return sub

    def _predicate_subtype(self, p: str, sc: Scope) -> Ty:
        """`Subtype p` with `p` a variable: opaque, named by its text (as any type applied to
        a variable); a subtype of `α` when `p : α → Prop` (`coercions`)."""
        sub = Ty("app", (), f"Subtype {p}")
        pty = self.resolve(sc.vars[p])
        if pty.head == "fun" and self.resolve(pty.args[1]) == PROP and \
                _named(dom := self.resolve(pty.args[0])):
            record_carrier(self.subtypes, sub, dom)
        return sub

    def _carrier_arg(self, a: Expr, sc: Scope) -> Ty | None:
        """The type of `a`, an argument of a type constructor kept as text: a variable's
        (resolved), or the number type ascribed (`(0 : ℝ)`); None otherwise."""
        if isinstance(a, Name) and a.id in sc.vars:
            return self.resolve(sc.vars[a.id])
        if isinstance(a, Ascribe) and isinstance(a.type, Name) and \
                is_numeric(ty := self.elab_type(a.type, sc)):
            return ty
        return None

    def _coe_sort(self, e: Expr, sc: Scope) -> Ty:
        """`↥e`, opaque (`_carrier`); when `e` is a variable whose type is a `Set`, `Finset` or
        `SetLike` structure, noted as a subtype of its element type, which Lean coerces it out
        to (`coercions`)."""
        sub = _carrier(e)
        if isinstance(e, Name) and e.id in sc.vars and \
                (elem := element_of_collection(self.resolve(sc.vars[e.id])) or
                 self._setlike_element(self.resolve(sc.vars[e.id]), sc)) is not None and \
                _named(self.resolve(elem)):
            record_carrier(self.subtypes, sub, self.resolve(elem))
        return sub

    def term_as_sort(self, e: Expr, sc: Scope) -> Ty | None:
        """`(x : (a • f).domain)`, `(s : (F.obj X).presheaf.obj U)`: a term written with field
        notation on a term where a type is expected. Lean elaborates it as a term and, its type
        being no sort, coerces it with `CoeSort` (`↥e`; lean4 Lean/Meta/CoeAttr.lean, the
        coercion `Lean.Elab.Term.ensureType` inserts), as for a variable (`_has_carrier`: a
        `Set`, or a value of a named Mathlib type, which has a `CoeSort` since Mathlib
        compiles). Only where that type is known exactly here: a named type, not an unknown
        result, a type variable (a class may give the coercion), a subtype's element, a
        proposition or a sort. None otherwise (refused as before)."""
        fn = e.fn if isinstance(e, App) else e
        if not isinstance(fn, Field) or self.argument_depth:
            return None   # (`Quotient (r.comap f)`: a term argument, not `↥(r.comap f)`)
        try:
            t = self.term(e, sc, None)
        except UnsupportedError:
            return None
        ty = self.resolve(t.ty)
        if not _named(ty) or ty in (TYPE, PROP) or not (is_set(ty) or ty.head == "app") or \
                ty.head == "app" and (ty.name.startswith("↥") or ty in self.subtypes or
                                      not _CONSTANT_HEAD.fullmatch(ty.name.split(" ")[0])):
            return None
        return self._coe_sort(e, sc)

    def field_type(self, e: Expr, sc: Scope) -> Ty | None:
        """`G.Walk u v` with `G : SimpleGraph V`: a type written with generalised field notation
        on a variable, resolved as Lean does, in the namespace of the head of the variable's
        type, to `SimpleGraph.Walk G u v` (the object its first explicit argument); only the
        declarations `field_types.FIELD_TYPES` confirms are types, the object at its place
        (`FIELD_TYPE_AT`: `X.Presheaf C` is `TopCat.Presheaf C X`; `G.Adj u v` is a
        proposition). None for anything else (then refused as before)."""
        fn, args = (e.fn, e.args) if isinstance(e, App) else (e, ())
        if not isinstance(fn, Name):
            return None
        obj, _, fld = fn.id.partition(".")
        if not fld or "." in fld or obj not in sc.vars:
            return None
        ty = self.resolve(sc.vars[obj])
        if ty.head != "app":
            return None   # the object's type is not known here: no namespace to look in
        full = f"{ty.name.split(' ')[0]}.{fld}"
        if full not in FIELD_TYPES:
            return None
        at = FIELD_TYPE_AT.get(full, 0)   # the object's place among the explicit arguments
        if len(args) < at:
            raise self.fail(fn.id, f"{fn.id} given {len(args)} arguments before its object")
        return self.elab_type(App(Name(full), (*args[:at], Name(obj), *args[at:])), sc)

    def _has_carrier(self, ty: Ty) -> bool:
        """A value Lean coerces to a type where one is expected (`CoeSort`): a `Set`
        (`Set.Elem`), or a value of a Mathlib type kept opaque (a `Finset`, a `Subgroup G`, ...:
        `SetLike` and Mathlib's other `CoeSort` instances). Not a number, a function, a
        proposition or a value of a type variable (no coercion, or one a class may give)."""
        ty = self.resolve(ty)
        return is_set(ty) or ty.head == "app"

    def _open(self, ty: Ty, sc: Scope) -> bool:
        """Operations on `ty` are uninterpreted: an opaque type, or a type variable with an
        instance binder of a class outside the table (which may provide anything)."""
        ty = self.resolve(ty)
        if is_pi(ty):
            return False  # Mathlib's pointwise `Pi` instances are not modelled
        if is_opaque(ty):
            return True
        return is_tvar(ty) and any(c.startswith("?") for c in sc.tvars.get(ty.name, ()))

    def _casts_into(self, src: Ty, dst: Ty, sc: Scope) -> bool:
        """Does Lean coerce the number type `src` into the type variable `dst`? Through
        `NatCast`/`IntCast`/`RatCast`, which a semiring/ring/field has, or an unknown class
        may provide; and into the named types of `coercions.NUMBER_INTO` (ℕ, ℤ into `ZMod
        n`, ℝ into `Real.Angle`, …, each instance cited there). (Never the other way:
        nothing here coerces a type to a number.)"""
        dst, src = self.resolve(dst), self.resolve(src)
        if self._wraps_into(src, dst):
            return True
        if is_numeric(src) and number_into(src, dst, sc.tvars.get):
            return True  # `coercions.NUMBER_INTO`: `ZMod n` a commutative ring for every n
            # (NatCast, IntCast), `Coe ℝ Real.Angle`, … (each cited there); `binop%`'s
            # `hasCoe` makes such a type the tree's maximal type (Lean/Elab/Extra.lean)
        if (a := _number(src)) and (b := _number(dst)):
            return coerces(a, b)   # `(x : ℂ)` with `x : ℝ`, `(p : ℝ≥0∞)` with `p : ℝ≥0`
        if is_tvar(dst) and _number(src) == "NNRat":
            # `NNRatCast K` from a class that gives it (`coercions_r22.NNRAT_CAST_CLASSES`)
            return casts_nnrat_into(sc.tvars.get(dst.name, frozenset()))
        if not is_tvar(dst) or not is_numeric(src):
            return False
        cl = sc.tvars.get(dst.name, frozenset())
        if src.head == "ℝ":
            # only into an `RCLike` field: Analysis/RCLike/Basic.lean:95 `instance
            # algebraMapCoe : CoeTC ℝ K := ⟨ofReal⟩` (v4.19.0, `variable {K} [RCLike K]`)
            return any(c.lstrip("?").split(" ")[0] == "RCLike" for c in cl)
        if any(c.startswith("?") for c in cl) and not any("Coe" in c for c in cl):
            return True
        need = {"ℕ": "Semiring", "ℤ": "Ring", "ℚ": "Field"}[src.head]
        return need in cl

    def _wraps_into(self, src: Ty, dst: Ty) -> bool:
        """Is `dst` a type Lean coerces `src` into by one Mathlib instance with no way back
        (`setlike.WRAPPERS`: `α` into `WithBot α`; a `SetLike` structure into the `Set` of its
        elements)? Then `binop%` makes `dst` the tree's type and coerces the `src` leaves."""
        if dst.head == "app" and (k := WRAPPERS.get(dst.name)) is not None and \
                len(dst.args) > k and self.resolve(dst.args[k]) == src:
            return True
        return is_set(dst) and self._setlike_element(src) == self.resolve(dst.args[0])

    def _setlike_element(self, st: Ty, sc: Scope | None = None) -> Ty | None:
        """The element type of a `SetLike` structure type (`G` of `Subgroup G`), or, given the
        scope, of a type variable `S` with `[SetLike S A]` (`setlike.variable_element`), else
        None."""
        if sc is not None and is_tvar(st):
            a = variable_element(st.name, sc.tvars, sc.tnames)
            return tvar(a) if a is not None else None
        shape = SETLIKE.get(st.name) if st.head == "app" else None
        if shape is None or len(st.args) != shape[0]:
            return None
        return self.resolve(st.args[shape[1]])

    def _setlike_variable(self, e: Expr, sc: Scope) -> Ty | None:
        """The element type `A` of `e` when its type is a type variable `S` whose one
        membership instance in scope is `[SetLike S A]` (`setlike.variable_element`), else None."""
        try:
            ty = self.resolve(self.term(e, sc, None).ty)
        except (UnsupportedError, _Pending):
            return None
        return self._setlike_element(ty, sc) if is_tvar(ty) else None

    def _coerces_out(self, src: Ty, dst: Ty, sc: Scope) -> bool:
        """Does Lean coerce `src` out to its carrier `dst` (a subtype, `αˣ`, `Regular α`,
        `Fin n`: `coercions.carrier_of`), or a `Num` type into `dst`, or by a row of
        `coercions_r22`, both written out (each instance cited in `coercions`)?"""
        src, dst = self.resolve(src), self.resolve(dst)
        if not (_named(src) and _named(dst)):
            return False
        classes = sc.tvars.get(dst.name, frozenset()) if dst.head == "var" else frozenset()
        if num_cast_into(src, dst, lambda op: provides(classes, op)):
            return True
        carrier = carrier_of(src, self.subtypes)
        if carrier is not None and self.resolve(carrier) == dst:
            return True
        # a row of `coercions_r22` (no coercion back): `↑(x + y) = (x : FreeCommRing α) + y`
        return between(src, dst, sc.tvars.get, one_way=True) or \
            coercion_r28(src, dst) not in (None, *NUMBER_ROWS) or \
            quotient_coercion(src, dst, self.quotients) is not None   # none has a way back

    def _function_leaf(self, k: int, ty: Ty, top: Ty, roots: list[Expr],
                       typed: dict[int, Term], expected: Ty | None, sc: Scope) -> bool:
        """Is the leaf `k` (of type `ty`, a bundled map) one Lean coerces to the function type
        `top` (`⇑f`, `DFunLike.coe`)? Only a relation's right side beside a left side of type
        `top`: `binrel%` finds the two types uncomparable (`hasCoe` reaches no `CoeFun`) and
        elaborates the right side against the left side's type, `ensureHasType`, whose
        `coerce?` tries `coerceToFunction?` for a function type (lean4 Meta/Coe.lean); were
        they comparable, the max type would be `top` and the leaf coerced alike. Never an
        operand of arithmetic or a left side. (A leaf alone against an expected function type
        is `tree`'s first case.)"""
        top, ty = self.resolve(top), self.resolve(ty)
        if top.head != "fun" or not (_named(top) and _named(ty)):
            return False
        if not (len(roots) == 2 and id(roots[1]) == k and expected is None and
                id(roots[0]) in typed and self.resolve(typed[id(roots[0])].ty) == top):
            return False
        ends = self._fun_ends(ty, sc)
        return ends is not None and Ty("fun", tuple(self.resolve(x) for x in ends)) == top

    def _coe_beside(self, roots: list[Expr], typed: dict[int, Term], loose: set[int],
                    top: Ty, expected: Ty | None, sc: Scope) -> Ty | None:
        """`⇑g = f` with `g` of a type not known here and `f` a value with a known coercion to
        functions `α → β`: the function type `⇑g` has in Lean, which `binrel%` coerces `f`
        to (the right side elaborated against the left side's type, as `_function_leaf`
        says); None for any other shape (`f = ⇑g` fails in Lean: `f` is not coerced there)."""
        if not (len(roots) == 2 and expected is None and loose == {id(roots[0])} and
                id(roots[1]) in typed and isinstance(roots[0], UnOp) and roots[0].op == "⇑"):
            return None
        lt = self.resolve(typed[id(roots[0])].ty)
        if not (_unknown_result(lt) and lt.name == "DFunLike.coe") or top.head == "fun" or \
                not _named(top) or (ends := self._fun_ends(top, sc)) is None:
            return None
        fty = Ty("fun", tuple(self.resolve(x) for x in ends))
        return fty if _named(fty) else None

    def _fun_ends(self, ty: Ty, sc: Scope) -> tuple[Ty, ...] | None:
        """(domain, codomain) of the coercion to functions of a value of `ty`: an arrow of
        `HOM_ARROWS` (`R →+* S`) or what `coe_ends` reads (bundled maps, `[FunLike F α β]`)."""
        if ty.head == "app" and ty.name in HOM_ARROWS.values() and len(ty.args) == 2:
            return ty.args
        return self.coe_ends(ty, sc) if ty.head != "fun" else None

    def _eta_coe(self, f: Term, fty: Ty, sc: Scope) -> Term:
        """`⇑f` at the function type `fty`, as `fun x => DFunLike.coe f x`: the term `f x`
        is (`apply`), so `(f : α → β) x = f x` holds in the checker as in Lean."""
        dom, cod = fty.args
        taken = all_names(f) | hidden_names(f) | set(free_vars(f)) | set(sc.vars) | \
            set(sc.tnames)
        x = fresh_name("x", taken)
        body = Term("app", (f, var(x, dom)), cod, "DFunLike.coe")
        return Term("lambda", (body,), fty, x, bty=dom)

    def _coe_to_function(self, known: Ty, sc: Scope) -> Term | None:
        """`(↑)`/`(⇑)` elaborated against `F → (α → β)`, `F` a bundled map whose coercion to
        functions is `α → β` (`_fun_ends`): `fun f => ⇑f`, as `coe_bodies_r27.COE_FUNCTION`
        cites. None for anything else (a dependent codomain, an end not written out)."""
        k = self.resolve(known)
        if k.head != "fun" or len(k.args) != 2:
            return None
        src, dst = self.resolve(k.args[0]), self.resolve(k.args[1])
        if src.head == "fun" or dst.head != "fun" or not (_named(src) and _named(dst)):
            return None
        got = self._fun_ends(src, sc)
        if got is None or len(got) != 2:
            return None
        fty = Ty("fun", tuple(self.resolve(x) for x in got))
        if fty != dst or mentions(fty, COE_ARG):
            return None
        taken = set(sc.vars) | set(sc.tnames)
        f = fresh_name("f", taken)
        return Term("lambda", (self._eta_coe(var(f, src), fty, sc),), k, f, bty=src)

    def _allows(self, ty: Ty, op: str, sc: Scope) -> bool:
        ty = self.resolve(ty)
        if is_numeric(ty):
            return True
        if lacks(ty, op):
            return False   # `lacks.LACKS`: Mathlib has no such instance on `ty`
        if is_tvar(ty) and provides(sc.tvars[ty.name], op):
            return True
        return self._open(ty, sc)

    # -- propositions ---------------------------------------------------------------------
    def prop(self, e: Expr, sc: Scope) -> Term:
        if isinstance(e, Quant) and e.kind == "∃!":
            return self.exists_unique(e, sc)
        if isinstance(e, Quant):
            return self.quant(e, sc)
        if isinstance(e, BinOp) and e.op in LOGIC:
            return mk(LOGIC[e.op], self.prop(e.lhs, sc), self.prop(e.rhs, sc))
        if isinstance(e, UnOp) and e.op == "¬":
            return mk("not", self.prop(e.arg, sc))
        if isinstance(e, BinOp) and (e.op in RELS or e.op in SET_RELS or e.op in REL_NOTATIONS):
            return self.relation(e, sc)
        if isinstance(e, Name) and e.id in ("True", "False"):
            return TRUE if e.id == "True" else FALSE
        if isinstance(e, Ascribe):
            if self.elab_type(e.type, sc) != PROP:
                raise self.fail(_describe(e.expr), "expected a proposition")
            return self.prop(e.expr, sc)
        if isinstance(e, App) and isinstance(e.fn, Name) and e.fn.id == "Not" and len(e.args) == 1:
            return mk("not", self.prop(e.args[0], sc))
        try:
            t = self.term(e, sc, PROP)
        except _Pending:
            if self.final:
                raise
            return TRUE
        if self.resolve(t.ty) == _BOOL:
            # lean4 src/Init/Coe.lean `instance boolToProp : Coe Bool Prop where coe b := Eq b
            # true`: a `Bool` where a proposition is expected (`decide p → p`, `¬b`, `if f a
            # then …`, `any l p` as the statement) is the proposition `b = true`
            return mk("eq", t, self.term(Name("Bool.true"), sc, _BOOL))
        if self.resolve(t.ty) != PROP:
            raise self.fail(_describe(e), f"expected a proposition, got a term of type {t.ty}")
        return t

    def exists_unique(self, q: Quant, sc: Scope) -> Term:
        """`∃! x, p x` is `ExistsUnique fun x => p x`, by definition `∃ x, p x ∧ ∀ y, p y → y =
        x` (Mathlib `Logic/ExistsUnique.lean`). Built on the elaborated body by capture-avoiding
        substitution with a name nothing in the statement uses, so neither a binder of the body
        (`∀ x', …`) nor a dotted name (`x.succ`, `p.Prime`) can capture or miss an occurrence."""
        if len(q.binders) != 1 or len(q.binders[0].names) != 1 or q.binders[0].pred is not None \
                or q.binders[0].info == "inst":
            raise self.fail("∃!", "∃! over several binders or a binder predicate")
        ex = self.quant(Quant("∃", q.binders, q.body), sc)
        if ex.op != "exists" or ex.bty is None:
            raise self.fail("∃!", "∃! over a type")
        x, xty, body = ex.name, ex.bty, ex.args[0]
        taken = all_names(ex) | hidden_names(ex) | set(free_vars(ex)) | set(sc.vars) \
            | set(sc.tnames)
        y = fresh_name(x + "'", taken)
        other = Term("forall", (mk("imp", subst(body, {x: var(y, xty)}),
                                   mk("eq", var(y, xty), var(x, xty))),), PROP, y, bty=xty)
        return Term("exists", (mk("and", body, other),), PROP, x, bty=xty, info=ex.info)

    def quant(self, q: Quant, sc: Scope) -> Term:
        while q.kind == "∀" and isinstance(q.body, Quant) and q.body.kind == "∀" and any(
                b.info == "inst" for b in q.body.binders):
            # `∀ {R} [CommRing R], ∀ (p : ℕ) [CharP R p], …` is Lean's `∀ {R} [CommRing R] (p :
            # ℕ) [CharP R p], …`: one binder list, so the inner instance is on `R` as the flat
            # statement's is (below, an instance on a type an outer quantifier binds is refused)
            q = Quant("∀", q.binders + q.body.binders, q.body.body)
        if q.kind == "∀":
            q = self._hoisted(q)
        classes: dict[str, set[str]] = {}
        written: dict[str, list[Expr]] = {}   # the binder types behind each type's classes
        facts: list[Expr] = []
        # the type variables in scope, in the order they are bound (an instance's target)
        tvars = [*sc.tnames, *(n for b in q.binders if b.info != "inst" and b.type is not None
                               and self._is_sort(b.type) for n in b.names)]
        for b in q.binders:
            if self.over_family(b) or is_compound_instance(b):
                continue  # `[∀ i, Mul (α i)]`, `[TopologicalSpace (TotalSpace F E)]`: below
            if b.info == "inst":
                fact = self._fact(b)
                if fact is None and self._prop_class_on_terms(b):
                    fact = b.type   # `[NeZero (2 : R)]`, `[CharP R 3]`: a hypothesis
                if fact is None and isinstance(_fn_of(b.type), Field):
                    # `[(N.map ϕ).IsPrincipal]`: a class by field notation on a term, which
                    # is a value's class, a hypothesis as `[W.IsElliptic]` is (below)
                    fact = b.type
                if fact is not None:
                    facts.append(fact)
                    continue
                for cls, target in self.instance(b, tvars):
                    classes.setdefault(target, set()).add(cls)
                    if b.type is not None:
                        written.setdefault(target, []).append(b.type)
        for target, declared in classes.items():
            self._one_instance_per_operation(target, declared)
        plan: list[tuple[str, str, Ty | None, str, Term | None]] = []
        declared_for: dict[str, str] = {}  # internal type-variable name -> written name
        ty: Ty | None  # a Ty while planning; the plan's Ty | None when building
        inner = sc
        for b in q.binders:
            if self.over_family(b):
                if (hyp := self.family_hypothesis(b, inner)) is not None:
                    # `[∀ i, K.HasHomology i]`: a class that is a proposition, a hypothesis
                    plan.append(("h", "_", None, "inst", hyp))
                    continue
                ty = self.family_instance(b, inner)
                n = fresh_name("inst", set(inner.vars) | set(inner.tnames)
                               | {p[1] for p in plan})
                inner = inner.with_var(n, ty)
                plan.append(("v", n, ty, "inst", None))
                continue
            if is_compound_instance(b):   # bound in order, as written (compound_instances_r26)
                ty = compound_instance_type(self, b, inner)
                if any(p[0] == "v" and p[3] == "inst" and p[2] == ty for p in plan):
                    raise self.fail(show_expr(b.type), "two local instances of one class on "
                                    "one type")
                n = fresh_name("inst", set(inner.vars) | set(inner.tnames)
                               | {p[1] for p in plan})
                inner = inner.with_var(n, ty)
                plan.append(("v", n, ty, "inst", None))
                continue
            if b.info == "inst":
                continue
            if b.type is not None and self._is_sort(b.type):
                if q.kind == "∃":
                    raise self.fail("∃", "existential quantification over types")
                for n in b.names:
                    inner, internal = inner.with_tvar(n, class_closure(classes.get(n, set())))
                    self._note_classes(internal, inner.tvars[internal])
                    plan.append(("t", internal, None, b.info, None))
                    declared_for[internal] = n
                    for key, src in _CAST_SOURCES.items():
                        if self._casts_into(src, tvar(internal), inner):
                            self.cast_targets.setdefault(key, set()).add(internal)
                continue
            hyp = self._hypothesis(b, inner)
            if hyp is not None:
                # `∀ (h : 0 < x), P` is `0 < x → P`, `∃ (h : 0 < x), P` is `0 < x ∧ P`; `h`
                # is in scope only as a proof passed to an opaque constant (`proof_arg`)
                plan.extend(("h", n, None, b.info, hyp) for n in b.names)
                for n in b.names:
                    # only a certain proposition's name is a proof (`(f : ∀ J, Foo J)` with
                    # `Foo` unknown may be a dependent function): else it stays unknown
                    inner = inner.with_proof(n, hyp if _certain_prop(hyp) else None)
                continue
            for n in b.names:
                if b.type == Name("_"):  # `(a : _)`: inferred, else a type nothing here knows
                    ty = self.fresh(n)
                    self.lambda_metas.add(ty.name)
                else:
                    ty = self.elab_type(b.type, inner) if b.type is not None else self.fresh(n)
                inner = inner.with_var(n, ty)
                guard = None
                if b.pred is not None:
                    guard = self.relation(BinOp(b.pred[0], Name(n), b.pred[1]), inner)
                plan.append(("v", n, ty, b.info, guard))
        for target in list(classes):
            head = target.partition(".")[0]
            if target in inner.vars and target not in inner.tnames or \
                    head != target and head in inner.vars and head not in inner.tnames and \
                    all(is_prop_class(c.removeprefix("?")) for c in classes[target]):
                # (`[Epi φ.τ₁]`: a class that is a proposition on a field of a value)
                # `[NeZero n]` on a value: a class that is a proposition, i.e. a hypothesis
                for cls in sorted(classes.pop(target)):
                    if cls.startswith("?."):
                        vt = self.resolve(inner.vars[target])
                        ns = vt.name.split(" ")[0] if vt.head == "app" else ""
                        if not ns:
                            raise self.fail(target, f"[{target}{cls[1:]}] on a value whose "
                                            "type has no namespace")
                        cls = f"{ns}{cls[1:]}"
                    facts.append(App(Name(cls.removeprefix("?")), (Name(target),)))
            elif target not in inner.tnames:
                raise self.fail(target, f"instance binder for {target}, which is not bound here")
            elif not any(b.type is not None and self._is_sort(b.type) and target in b.names
                         for b in q.binders if b.info != "inst") and all(
                    isinstance(w, App) and isinstance(w.fn, Name) and is_prop_class(w.fn.id)
                    for w in written.get(target, [Name("_")])):
                # `(p : ℕ) [CharP A p]` on an outer `A`: a class that is a proposition is the
                # hypothesis it states, wherever it stands
                facts.extend(written.pop(target))
                classes.pop(target)
            elif not any(b.type is not None and self._is_sort(b.type) and target in b.names
                         for b in q.binders if b.info != "inst"):
                # `∀ {R}, (∀ [Nontrivial R], …) → …`: the class would be dropped (classes sit
                # on the quantifier that binds the type), which changes the statement
                raise self.fail(target, f"an instance on {target} inside a proposition, where "
                                "an outer quantifier binds it")
        body = self.prop(q.body, inner)
        for fact in reversed(facts):  # `[Fact p]` is the hypothesis `p` (fact_iff)
            body = mk("imp", self.prop(fact, inner), body)
        kind = "forall" if q.kind == "∀" else "exists"
        for tag, n, ty, info, guard in reversed(plan):
            if tag == "h":
                assert guard is not None
                # named only where the body passes `h` (the printer binds it: `∀ (h : p), …`)
                body = Term("imp" if kind == "forall" else "and", (guard, body), PROP,
                            n if _uses_proof(body, n) else "")
                continue
            if tag == "t":
                body = Term("tforall", (body,), PROP, n, info=info,
                            classes=tuple(sorted(classes.get(declared_for[n], set()))))
                continue
            assert ty is not None
            if guard is not None:
                body = mk("imp" if kind == "forall" else "and", guard, body)
            rty = self.resolve(ty)
            if rty.head == "meta" and self.final:
                rty = NAT
            body = Term(kind, (body,), PROP, n, bty=rty, info=info)
        return body

    def _hypothesis(self, b: Binder, sc: Scope) -> Term | None:
        """The proposition a named hypothesis binder states (`(hx : 0 < x)`, `(hp : p.Prime)`),
        or None for a binder of a type. Only a type that is certainly a proposition counts: a
        relation, a connective, or a constant known to be a predicate; an unknown `Foo x` stays
        an opaque type (a possibly empty sort, which is sound for a proposition too)."""
        t = b.type
        if t is None or b.pred is not None or b.info == "inst" or self._is_sort(t):
            return None
        if isinstance(t, Quant) and self.is_pi_type(t, sc):
            return None  # `(x : ∀ i, α i)`: a dependent function, not a hypothesis
        if isinstance(t, BinOp) and t.op == "→":
            try:
                self.elab_type(t, sc)
                return None  # a function type
            except UnsupportedError:
                pass
        elif not (isinstance(t, BinOp) and (t.op in RELS or t.op in LOGIC or t.op in SET_RELS)
                  or isinstance(t, UnOp) and t.op == "¬"
                  or isinstance(t, BigOp) and t.op in _FILTER_QUANTIFIERS
                  or isinstance(t, Quant) or self._predicate_head(t, sc)):
            return None
        if isinstance(t, BinOp) and t.op in ("⊇", "⊃"):
            self.superset_written.update(b.names)   # `_proved`: no `⊆` field on it
        hyp = self.prop(t, sc)
        if not _known_prop(hyp):
            raise self.fail(_describe(t), "cannot tell whether this binder's type is a "
                            "proposition")
        return hyp

    def _has_inverse(self, ty: Ty, sc: Scope) -> bool:
        """Does `⁻¹` exist on `ty` (ℚ, ℝ, or a non-number type whose classes give `Inv`)?"""
        return ty.head in ("ℚ", "ℝ") or (not is_numeric(ty) and self._allows(ty, "inv", sc))

    def _predicate_head(self, e: Expr, sc: Scope) -> bool:
        """`Nat.Prime p`, `Even n`, `p.Prime`: an application of a constant known to be a
        predicate (a dotted name on a bound variable is resolved by its type)."""
        if isinstance(e, App):
            e = e.fn
        if isinstance(e, Field):
            return self._field_predicate(e, sc)
        if not isinstance(e, Name):
            return False
        if e.id in sc.vars:   # `(_ : p i)` with `p : ι → Prop` (or `(h : q)` with `q : Prop`)
            ty = self.resolve(sc.vars[e.id])
            while ty.head == "fun":
                ty = self.resolve(ty.args[1])
            return ty == PROP
        head, _, rest = e.id.partition(".")
        if rest and head in sc.vars:
            vty = self.resolve(sc.vars[head])
            ns = NAMESPACE.get(vty.head)
            if ns is None and vty.head == "app" and "." not in rest:
                # `(h : G.Adj u v)` with `G : SimpleGraph V`: a declared predicate of its type's
                # namespace (`_known_prop` then asks for every declared argument)
                return _declared_predicate(f"{vty.name.split(' ')[0]}.{rest}")
            return ns is not None and f"{ns}.{rest}" in CONSTS and \
                CONSTS[f"{ns}.{rest}"].result == "Prop"
        name = ALIASES.get(e.id, e.id)
        return name in CONSTS and CONSTS[name].result == "Prop"

    def _field_predicate(self, e: Field, sc: Scope) -> bool:
        """`(hs : (s.map f).Nonempty)`: field notation on a term (not a bare name) whose type's
        head constant is known, naming a constant of that namespace declared a predicate
        (`Finset.Nonempty`). Lean resolves `x.f` in the namespace of the head of `x`'s type
        (`elabAppLVals`), so the binder's type is that predicate applied, a proposition. An
        object that does not elaborate, or whose type's namespace is not known, is no
        evidence (the binder stays a type, refused as before)."""
        try:
            obj = self.term(e.obj, sc, None)
        except (UnsupportedError, _Pending):
            return False
        ns = self._field_namespace(self.resolve(obj.ty))
        if ns is None:
            return False
        full = f"{ns}.{e.field}"
        return full in CONSTS and CONSTS[full].result == "Prop" or _declared_predicate(full)

    def _field_namespace(self, ty: Ty) -> str | None:
        """The namespace `field_call` resolves a field of a value of `ty` in (the head constant
        of `ty`), or None where it would refuse or has no namespace (a type variable, an
        unknown result, a type named by its text, a number notation's type)."""
        if ty.head == "prod":
            return "Prod"
        if ty.head == "fun":
            return "Function"
        if ty.head == "app":
            ns = ty.name.split(" ")[0]
            ns = "Complex" if ns == "ℂ" else ns
            if not _CONSTANT_HEAD.fullmatch(ns) or \
                    ns in ("ℝ≥0", "ℝ≥0∞", "ℚ≥0", "ℕ∞", "ℕ+", "ℝ*"):
                return None
            return ns
        return NAMESPACE.get(ty.head)

    def _one_instance_per_operation(self, target: str, declared: set[str]) -> None:
        """Two instance binders on one type that both provide an operation (`[Group α]
        [CommMonoid α]`, `[Preorder α] [LinearOrder α]`) give Lean two unrelated operations;
        the checker models one, so such a binder list is refused."""
        ops = {c: {op for op, owners in OP_CLASSES.items()
                   if set(owners) & class_closure({c})} for c in declared
               if not c.startswith("?")}
        names = sorted(ops)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                shared = ops[a] & ops[b]
                if shared:
                    raise self.fail(f"[{b} {target}]", f"[{a} {target}] and [{b} {target}] both "
                                    f"provide {sorted(shared)[0]}: Lean would use two unrelated "
                                    "operations")

    def _is_sort(self, t: Expr) -> bool:
        if isinstance(t, Name):
            return t.id in SORT_NAMES
        return isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id in ("Type", "Sort")

    def instance(self, b: Binder, tvars: list[str] | None = None) -> list[tuple[str, str]]:
        """(class, type variable) pairs of an instance binder. A class outside the table is
        kept as `?Class` (printed back, never interpreted): it marks the variable's
        operations as uninterpreted and blocks refutations by finite models.

        An instance is a class applied to any arguments: `[Pow M ℕ]`, `[SMul R ℝ≥0∞]`,
        `[NonUnitalContinuousFunctionalCalculus ℝ A IsSelfAdjoint]` are about the type variable
        `M`/`R`/`A` (of `tvars`, those in scope in binding order) though it is not their last
        argument; kept on the one bound last, as `?Pow # ℕ` (`#` where it stands)."""
        t = b.type
        if isinstance(t, App) and isinstance(t.fn, Name) and len(t.args) > 1 and tvars \
                and not (isinstance(t.args[-1], Name) and t.args[-1].id in tvars):
            at = [i for i, a in enumerate(t.args) if isinstance(a, Name) and a.id in tvars]
            if at:
                k = max(at, key=lambda i: tvars.index(t.args[i].id))   # type: ignore[union-attr]
                target = t.args[k]
                assert isinstance(target, Name)
                head = " ".join([t.fn.id] + ["#" if i == k else _paren(show_expr(a))
                                             for i, a in enumerate(t.args)])
                return [("?" + head, target.id)]
        if isinstance(t, App) and isinstance(t.fn, Name) and len(t.args) == 1 \
                and isinstance(t.args[0], Name):
            if t.fn.id in CLASS_PARENTS:
                return [(t.fn.id, t.args[0].id)]
            return [("?" + t.fn.id, t.args[0].id)]
        if isinstance(t, App) and isinstance(t.fn, Name) and isinstance(t.args[-1], Name):
            # `[Module 𝕜 E]`: kept on its last argument, the others written into the class
            head = " ".join([t.fn.id] + [_paren(show_expr(a)) for a in t.args[:-1]])
            return [("?" + head, t.args[-1].id)]
        if isinstance(t, Name) and "." in t.id and t.id not in CLASS_PARENTS:
            # `[W.IsElliptic]`: field notation, the class `WeierstrassCurve.IsElliptic W` on the
            # value `W` (a hypothesis, see `quant`), named once `W`'s type is known
            head, _, fld = t.id.partition(".")
            return [("?." + fld, head)]
        if isinstance(t, Name) and t.id not in CLASS_PARENTS:
            return []  # `[Nontrivial]`-like or a class on nothing we model: no structure
        raise self.fail(_describe(t) if t is not None else "[]", "unsupported instance binder")

    def _hoisted(self, q: Quant) -> Quant:
        """`∀ {R} (n : ℕ), 0 < n → ∀ [Ring R] [Nontrivial R], P` as `∀ {R} (n : ℕ) [Ring R]
        [Nontrivial R], 0 < n → P`: an instance on a type this quantifier binds, written after
        hypotheses and value binders (`A → ∀ [C R], B`, `∀ (x : α) [C α], B`), is one more
        class of that type. Lean's statement is `∀ R n, A → ∀ (i : C R), B` where `A` cannot
        use `i` (not yet in scope), so it is `∀ R n (i : C R), A → B`. Moved only when nothing
        bound in between occurs in the binder, no binder in between rebinds the type, and the
        type has no class of that name already (two `[TopologicalSpace α]` are two
        topologies); `_one_instance_per_operation` then sees the type's classes together, as
        it does a flat list."""
        order = [n for b in q.binders if b.info != "inst" and b.type is not None
                 and self._is_sort(b.type) for n in b.names]
        types = set(order)
        if not types or not _late_instance(q.body):
            return q   # the common case: nothing to move, no class looked up
        heads: set[tuple[str, str]] = set()   # (class, type) already there

        def targets(b: Binder) -> list[str] | None:
            try:
                return [target for _, target in self.instance(b, order)]
            except UnsupportedError:
                return None

        for b in q.binders:
            fn = _fn_of(b.type)
            if b.info == "inst" and isinstance(fn, Name):
                heads |= {(fn.id, t) for t in targets(b) or ()}
        moved: list[Binder] = []

        def movable(b: Binder, between: set[str]) -> bool:
            fn = _fn_of(b.type)
            if b.info != "inst" or not isinstance(fn, Name) or self.over_family(b) or \
                    self._fact(b) is not None or self._prop_class_on_terms(b) or \
                    set(re.findall(r"[^\s()\[\]{},:]+", show_expr(b.type))) & between:
                return False
            got = targets(b)
            return bool(got) and all(t in types and (fn.id, t) not in heads for t in got or ())

        def go(e: Expr, between: set[str]) -> Expr:
            if isinstance(e, BinOp) and e.op == "→":
                return BinOp("→", e.lhs, go(e.rhs, between))
            if not (isinstance(e, Quant) and e.kind == "∀"):
                return e
            kept: list[Binder] = []
            stop = False
            for b in e.binders:
                if not stop and movable(b, between):
                    moved.append(b)
                    heads.update((_fn_of(b.type).id, t)  # type: ignore[union-attr]
                                 for t in targets(b) or ())
                    continue
                kept.append(b)
                stop = stop or bool(types & set(b.names))   # `R` rebound: nothing further
                between = between | set(b.names)
            body = e.body if stop else go(e.body, between)
            return Quant("∀", tuple(kept), body) if kept else body

        body = go(q.body, set())
        if not moved:
            return q
        return Quant("∀", q.binders + tuple(moved), body)

    @staticmethod
    def _prop_class_on_terms(b: Binder) -> bool:
        """Is `b` an instance binder of a class that is a proposition (`prop_classes`) applied
        to arguments that are not all bare names (`[CharP R 3]`, `[Finite Mˣ]`)? Those carry
        no operation, so the binder is the hypothesis its type states; a class applied to
        names keeps the class on its variable (`instance`)."""
        t = b.type
        return isinstance(t, App) and isinstance(t.fn, Name) and is_prop_class(t.fn.id) \
            and not all(isinstance(a, Name) for a in t.args)

    def _fact(self, b: Binder) -> Expr | None:
        t = b.type
        if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "Fact" and \
                len(t.args) == 1:
            return t.args[0]
        return None

    def _as_alone(self, sides: list[Expr], joint: list[Term], sc: Scope) -> set[int]:
        """The sides of a relation `r : α → α → Prop` (`⊆`, `≈`) whose reading beside the
        other side is their reading alone (`elaborate_arith.same_alone`): Lean elaborates the
        first against a metavariable `?α`, i.e. alone, the second against the first's type, so
        when neither moved, that one type is `α` and each side means what it means alone,
        whatever Lean's operators in it (`s * t ⊆ u` over `Finset α`)."""
        if not self.final:
            return set()
        alone: list[Term | None] = []
        for x in sides:
            try:
                (t,), _ = self.tree([x], sc, None)
            except UnsupportedError:
                t = None
            alone.append(t)
        return same_alone(alone, joint)

    def relation(self, e: BinOp, sc: Scope) -> Term:
        if self.final:
            return self._relation(e, sc)
        try:
            return self._relation(e, sc)
        except _Pending:
            return TRUE

    def _relation(self, e: BinOp, sc: Scope) -> Term:
        op = e.op
        if op in ("⊇", "⊃"):  # `u ⊇ s` is `s ⊆ u` (Superset), also as a binder predicate
            return self._relation(BinOp("⊆" if op == "⊇" else "⊂", e.rhs, e.lhs), sc)
        if op in ("∈", "∉"):
            if self._collection(e.rhs, sc) or self._setlike_variable(e.rhs, sc) is not None:
                # `a ∈ s` for a Finset, List, ...: uninterpreted
                col = self.term(e.rhs, sc, None)
                elem = self._element(col)
                if elem is None:   # `x ∈ S` for `S : Subgroup G`: its `SetLike` element type
                    elem = self._setlike_element(self.resolve(col.ty)) or \
                        self._setlike_variable(e.rhs, sc)
                cty = self.resolve(col.ty)
                if elem is None and cty.head == "app" and cty.name == "Filter" and \
                        len(cty.args) == 1 and _named(self.resolve(cty.args[0])) and \
                        self._adopts(e.lhs):
                    # `{x} ∈ 𝓝[s] x`: Mathlib/Order/Filter/Defs.lean:87 `instance
                    # instMembership : Membership (Set α) (Filter α)`, the one instance there is
                    # (only for a member that waits for it: `s ∈ 𝓝 0` is read as before, `s`
                    # fixing the type the numeral's filter is of)
                    elem = set_of(self.resolve(cty.args[0]))
                (x,), _ = self.tree([e.lhs], sc, elem)
                # `Membership.mem s a`: `s` is elaborated first, against the unknown `γ`, i.e.
                # alone; `a` at the element type the instance (α an outParam) gives
                m = self.opaque_app("Membership.mem", [col, x], PROP, sc,
                                    typed={0} if elem is None else {0, 1})
                return m if op == "∈" else mk("not", m)
            try:
                s = self.set_expr(e.rhs, sc, None)
            except (UnsupportedError, _Pending):
                # `x ∈ ∅`: as in Lean, the element's type fixes the set's type.
                (x,), xty = self.tree([e.lhs], sc, None)
                s = self.set_expr(e.rhs, sc, set_of(self.resolve(xty)))
                return mk("mem" if op == "∈" else "notmem", x, s)
            elem = self.resolve(s.ty).args[0]
            known = None if elem.head == "meta" else elem
            (x,), xty = self.tree([e.lhs], sc, known)
            if known is None:
                self.unify(elem, xty)
                s = self.set_expr(e.rhs, sc, set_of(xty)) if xty.head != "meta" else s
            return mk("mem" if op == "∈" else "notmem", x, s)
        if op in ("⊆", "⊂"):
            (a, b), _ = self.tree([e.lhs, e.rhs], sc, None)
            aty = self.resolve(a.ty)
            if not is_set(aty) and self.final:
                if is_opaque(aty):  # `Finset` and other Mathlib collections: uninterpreted
                    return self.opaque_app({"⊆": "HasSubset.Subset", "⊂": "HasSSubset.SSubset"}[
                        op], [a, b], PROP, sc, typed=self._as_alone([e.lhs, e.rhs], [a, b], sc))
                raise self.fail(op, f"{op} needs sets")
            return mk("subset" if op == "⊆" else "ssubset", a, b)
        if op in REL_NOTATIONS:   # `l ~ l'`, `x ≈ y`, `U ⟂ V`: opaque, both sides at one type
            (a, b), _ = self.tree([e.lhs, e.rhs], sc, None)
            return self.opaque_app(REL_NOTATIONS[op], [a, b], PROP, sc,
                                   typed=self._as_alone([e.lhs, e.rhs], [a, b], sc))
        (a, b), ty = self.tree([e.lhs, e.rhs], sc, None, binrel=op in BINREL_OPS)
        ty = self.resolve(ty)
        if op not in RELS:
            raise self.fail(op, f"the relation {op} is not supported")
        name = RELS[op]
        if self.final:
            if name in ("le", "lt", "ge", "gt") and not self._allows(ty, "le", sc):
                raise self.fail(op, f"no order on {ty}")
            if name == "dvd" and not (is_numeric(ty) or self._open(ty, sc)):
                if not is_tvar(ty):
                    raise self.fail("∣", f"divisibility on {ty} is not supported")
                # `a ∣ b` at a type variable: `Dvd.dvd` through the instance Lean finds from
                # the variable's classes (`semigroupDvd`, ...), kept uninterpreted (the
                # checker's `dvd` in a finite model is not that instance's)
                return self.opaque_app("Dvd.dvd", [a, b], PROP, sc, typed={0, 1})
            if ty == PROP and name not in ("eq", "ne"):
                raise self.fail(op, "equality of propositions: use ↔")
        if ty == PROP and name in ("eq", "ne"):
            # `p = q` on Prop is `p ↔ q`: `axiom propext : (a ↔ b) → a = b`, `theorem
            # Iff.of_eq (h : a = b) : a ↔ b` (Lean core Init/Core.lean); `p ≠ q` is `¬(p = q)`.
            # Only between propositions read as such (not `(true : Prop)`, a coercion).
            if self.final and not (_known_prop(a) and _known_prop(b)):
                raise self.fail(op, "equality of propositions one of which is not known to be "
                                "one here")
            iff = mk("iff", a, b)
            return iff if name == "eq" else mk("not", iff)
        return mk(name, a, b)

    # -- arithmetic trees (Lean's binop%/binrel%) ------------------------------------------
    def tree(self, roots: list[Expr], sc: Scope, expected: Ty | None, *,
             binrel: bool = False) -> tuple[list[Term], Ty]:
        """Lean's `binop%`/`binrel%` over `roots` (`binrel`: the two sides of a relation that
        Lean core elaborates by `binrel%`, `coe_bodies_r27.BINREL_OPS`)."""
        exp = self.resolve(expected) if expected is not None else None
        if len(roots) == 1 and not self._arith_node(roots[0]) and exp is not None \
                and exp.head != "meta" and exp != PROP:
            # Not a `binop%` tree: Lean elaborates the term itself against the expected type
            # (for an application, `propagateExpectedType` first unifies the result type with
            # it, so `(min (a - b) c : ℤ)` is `min (↑a - ↑b) ↑c`), then coerces if needed.
            t = self.term(roots[0], sc, exp)
            got = self.resolve(t.ty)
            if got.head == "meta" and not self.final:
                self.unify(got, exp)
            elif got != exp and not coercible(got, exp) and self.final and not (
                    is_opaque(got) or is_opaque(exp) or self._casts_into(got, exp, sc)):
                raise self.fail(_describe(roots[0]), f"type mismatch: expected {exp}, got {got}")
            if exp.head == "fun" and _named(exp) and _named(got) and \
                    (ends := self._fun_ends(got, sc)) is not None and \
                    Ty("fun", tuple(self.resolve(x) for x in ends)) == exp:
                return [self._eta_coe(t, exp, sc)], exp  # `(f : α → β)`: `⇑f`, DFunLike.coe
            return [self.coerce(t, exp)], exp
        leaves: list[Expr] = []
        premade: dict[int, Term] = {}   # leaves elaborated while collecting
        products: list[BinOp] = []      # the tree's `*` nodes (`HMul`, heterogeneous on matrices)

        def collect(e: Expr) -> None:
            if isinstance(e, BinOp) and e.op == "*":
                products.append(e)
            if isinstance(e, BinOp) and e.op == "*" and \
                    (product := self._matrix_product(e, sc)) is not None:
                premade[id(e)] = product
                leaves.append(e)
            elif isinstance(e, BinOp) and e.op in ARITH:
                collect(e.lhs)
                collect(e.rhs)
            elif isinstance(e, BinOp) and e.op == "^":
                collect(e.lhs)
            elif isinstance(e, UnOp) and e.op == "-":
                collect(e.arg)
            else:
                leaves.append(e)

        for r in roots:
            collect(r)
        typed: dict[int, Term] = {}
        coes: dict[int, Term] = {}
        waiting: set[int] = set()   # `⨆ i, ↑(s i)` as a side: typed by the other side (r27)
        later: list[Expr] = []   # tuples of numerals, `⊤`, …: elaborated at the tree's type
        adopt = False
        adopt_set = False  # a set-builder, ∅ or Set.univ takes its type from the tree
        always_set = False  # … and a set-builder or Set.univ is a Set whatever the tree
        elements = False    # a literal `{a, …}`
        numerals = False
        for leaf in leaves:
            if id(leaf) in premade:
                typed[id(leaf)] = premade[id(leaf)]
            elif isinstance(leaf, Num) or self._flexible(leaf):
                # A numeral, or `min 2 3`: its type is whatever the tree's type is (Lean
                # unifies a leaf of unknown type with the tree's maximal type).
                numerals = True
            elif isinstance(leaf, UnOp) and leaf.op == "↑":
                coes[id(leaf)] = self.term(leaf.arg, sc, None)
            elif _inverted_coercion(leaf):
                # `(↑x)⁻¹`: `Inv.inv` at an unknown `?α`, its `↑x` postponed (lean4
                # `elabCoe`: `tryPostponeIfNoneOrMVar`) until the tree's maximal type assigns
                # `?α`; then `↑x` is coerced into it, as a bare `↑x` leaf is
                assert isinstance(leaf, UnOp) and isinstance(leaf.arg, UnOp)
                coes[id(leaf)] = self.term(leaf.arg.arg, sc, None)
            elif binrel and len(roots) == 2 and any(leaf is r for r in roots) and \
                    coerced_body(leaf):
                # `(↑(⨆ i, s i) : ℝ) = ⨆ i, ↑(s i)`: the side's type is its body's, a postponed
                # `↑`; Lean unifies it with the other side's (meaning/coe_bodies_r27.py)
                waiting.add(id(leaf))
            elif (filtered := self.finset_sep(leaf, sc, None)) is not None:
                typed[id(leaf)] = filtered  # binrel% elaborates it alone: Finset.filter
            elif isinstance(leaf, Bracket) and leaf.kind == "tuple" and any(
                    _numeral_expr(x) or _context_typed(x) for x in leaf.items):
                later.append(leaf)   # `x = (-1, 2)`: typed by the other side (below)
            elif isinstance(leaf, Bracket) and leaf.kind == "vec" and all(
                    numerals_only(x, self._flexible) for x in leaf.items):
                later.append(leaf)   # `v = ![1, 0]`: `Fin 2 → ?α`, typed by the other side
            elif self._adopts(leaf):
                adopt = True
                adopt_set = adopt_set or not (isinstance(leaf, Bracket) and leaf.kind == "list"
                                              or coerced_setop(leaf))
                always_set = always_set or self._always_set(leaf)
                elements = elements or self._always_set(leaf, literal=True)
            else:
                typed[id(leaf)] = self.term(leaf, sc, None)
        if numerals:
            self._confirm(leaves, sc)
        top: Ty | None = None
        if expected is not None and self.resolve(expected).head != "meta" and expected != PROP:
            top = self.resolve(expected)
        metas: list[Ty] = []
        to_function: set[int] = set()   # leaves coerced to `top`, a function type (`⇑f`)
        # `Fin.castSucc i = j`, `j : Fin (Nat.succ n)`: the application read as before, of an
        # unknown type (`fin_index.clashes`)
        typed.update(fin_clashes({k: (t, [self.resolve(a.ty) for a in t.args])
                                  for k, t in typed.items()},
                                 [self.resolve(t.ty) for t in typed.values()] +
                                 ([top] if top is not None else [])))
        # a leaf whose type is only "the result of an uninterpreted function" (`cast a`) is
        # elaborated again at the tree's type when the other leaves fix it, as Lean's binop%
        # unifies an implicit result type with the maximal type
        loose = {k for k, t in typed.items() if self.resolve(t.ty).head == "result"}
        if len(loose) == len(typed):
            loose = set()
        for k, t in typed.items():
            if k in loose:
                continue
            ty = self.resolve(t.ty)
            if ty.head == "meta" or (is_set(ty) and self.resolve(ty.args[0]).head == "meta"):
                metas.append(ty)
                continue
            if top is None:
                top = ty
            elif is_numeric(top) and is_numeric(ty):
                top = numeric_max(top, ty)
            elif self._casts_into(top, ty, sc):
                top = ty  # `n + x` with `x : α`: Lean's max type is α, `↑n + x`
            elif self._casts_into(ty, top, sc):
                pass
            elif self._coerces_out(ty, top, sc):
                pass  # `(a : α) < b` with `b : Regular α`: Lean's `hasCoe S max` holds, `↑b`
            elif self._coerces_out(top, ty, sc) and not only_into_max(self.resolve(top)):
                top = ty  # (not `Fin n`: `ℕ` may coerce into it, see `coercions`)
            elif self._function_leaf(k, ty, top, roots, typed, expected, sc):
                to_function.add(k)
            elif top != ty and not self.unify(top, ty):
                if len(roots) == 2 and expected is None and _unknown_result(top) and \
                        _unknown_result(ty):
                    # `(Ioc a b).map f = Ioc …`: name the smaller one; else the first in a
                    # fixed order, so `a = b` and `b = a` are typed alike (`eq_comm`)
                    if _occurs(ty, top) or (not _occurs(top, ty) and repr(ty) < repr(top)):
                        self.same_result[top], top = ty, ty
                    else:
                        self.same_result[ty] = top
                    continue
                raise self.fail(_describe(roots[0]), f"type mismatch: {top} and {ty}")
        if top is not None:
            for m in metas:
                if not self.unify(m, top):
                    raise self.fail(_describe(roots[0]), f"type mismatch: {m} and {top}")
        elif metas:
            for m in metas[1:]:
                self.unify(metas[0], m)
            top = self.resolve(metas[0])
        if top is not None and adopt_set and top.head == "app" and \
                top.name in ("Finset", "List", "Multiset") and len(top.args) == 1 and \
                not (top.name == "Multiset" and elements and not always_set):
            # (`m = {a}` with `m : Multiset α` is multiset equality, `{a}` a multiset: read
            # as `↑m = {a}` it would forget multiplicities, so `{a, a} = {a}` would hold)
            top = set_of(top.args[0])  # `{a | a ∈ s} = s`: Lean reads `s` as `(↑s : Set α)`
        if top is not None and top.head == "fun" and loose:
            # `f = id`, `(g : ↥S → R) = Subtype.val`: binrel% elaborates the bare constant
            # alone (`?α → ?α`), then unifies it with the other side; here it is elaborated at
            # that side's function type, which is the same unification
            for leaf in leaves:
                if id(leaf) in loose and (again := self._bare_at(leaf, sc, top)) is not None:
                    typed[id(leaf)] = again
                    loose.discard(id(leaf))
        if top is not None and top.head != "fun" and loose:
            for leaf in leaves:
                # `Real.exp 1 = Real.log`: a declared function written alone has its Π type
                # (Lean's `elabAppArgs` with no argument), never the value type beside it
                if id(leaf) in loose and _bare_constant(leaf, sc) and (d := declared_signature(
                        NOTATIONS.get(leaf.id, leaf.id))) is not None and len(d) > 1:
                    raise self.fail(leaf.id, f"{leaf.id} written without its arguments beside "
                                    f"a term of type {top}: its type is a function type")
        if top is not None and loose and products and _matrix_type(top):
            # `A * f x` with `A : Matrix l m α` and `f x` of a type not known here: Lean's
            # `HMul (Matrix l m α) (Matrix m n α) (Matrix l n α)` (Mathlib Data/Matrix/Mul.lean:318)
            # makes the product rectangular, so the unknown factor need not have `A`'s type
            raise self.fail("*", f"a factor of a product of matrices ({top}) whose type is "
                            "not known here: matrix multiplication changes the type")
        if top is not None and loose and (fty := self._coe_beside(roots, typed, loose, top,
                                                                 expected, sc)) is not None:
            # `⇑e.toMonoidHom = e`: Lean elaborates `e` against `⇑…`'s function type and
            # coerces it to that function (`_function_leaf`), `⇑e.toMonoidHom = ⇑e`
            (k,) = loose
            self.same_result[self.resolve(typed[k].ty)] = fty
            to_function.add(id(roots[1]))
            top, loose = fty, set()
        if top is not None and loose and not self._no_coercion_out(top, sc):
            for k in loose:
                lt = self.resolve(typed[k].ty)
                if len(roots) == 2 and expected is None and _unknown_result(lt) and \
                        self.plain_morphism_type(top, sc):
                    # `(λ_ X).hom = prod.snd`: Lean elaborates the unknown side at the
                    # morphism type (no coercion into or out of it in a category that is a
                    # type variable with no concrete structure)
                    self.same_result[lt] = top
                    continue
                if not self.unify(top, lt) and (any(
                        self._defaulted_in(typed[j].ty) for j in typed if j not in loose) or
                        not self._beside_known(k, lt, top, roots, sc)):
                    raise self.fail(_describe(roots[0]), f"type mismatch: {top} and "
                                    f"{self.resolve(typed[k].ty)}")
            loose = set()
        if top is not None and any(_arith_op(r) for r in roots) and \
                not self._no_coercion_out(top, sc):
            for t in typed.values():
                if self._fixed_beside_known(t.ty):
                    # `p = f a` read `f a : Submodule R M` by the relation; `f a ⊔ q` elsewhere
                    # is a span of the union only if that was Lean's type (at `Set M`, Lean's
                    # type when `f a` is a set and `p` is coerced, it is the union)
                    raise self.fail(_describe(roots[0]), f"an operation on a value of "
                                    f"{self.resolve(t.ty)} whose type only a relation beside a "
                                    "known type fixed (Lean's type for it may be another one)")
        for leaf in later:
            # a leaf's type `Prod ?α ?β` unifies with the maximal type (`isDefEq` in Lean's
            # `analyze`), which so types its numerals; alone, they would default to ℕ
            known = top if top is not None and top.head == ("fun" if isinstance(
                leaf, Bracket) and leaf.kind == "vec" else "prod") and _named(top) else None
            if top is not None and known is None and self.final:
                if isinstance(leaf, Bracket) and leaf.kind == "vec":
                    raise self.fail("![]", f"a vector literal typed by the other side, of "
                                    f"type {top}, which is no function type known here")
                raise self.fail("(…)", f"a tuple typed by the other side, of type {top}, "
                                "which is no product known here")
            typed[id(leaf)] = t = self.term(leaf, sc, known)
            top = top if top is not None else self.resolve(t.ty)
        if top is None and adopt and not coes:
            top = self._builder_leaf_type(leaves, sc, typed)
        if top is None:
            if coes or waiting or (adopt and not numerals):
                if not self.final:
                    raise self.pending()
                sym = "↑" if coes or waiting else "∅"
                raise self.fail(sym, f"cannot infer the type of {sym} from its context")
            top = NAT
            numeral_default = True   # only numerals: Lean's default instance makes them ℕ
            if exp is not None and (rep := self.resolve(exp)).head == "meta":
                self.default_reps.add(rep.name)   # (`_defaulted_in`: `ofAdd 1`'s ?α)
        else:
            numeral_default = False
        if expected is not None and self.final and self.resolve(expected) not in (top, PROP) \
                and self.resolve(expected).head != "meta":
            raise self.fail(_describe(roots[0]), f"type mismatch: expected {expected}, got {top}")

        def rebuild(e: Expr) -> Term:
            if id(e) in premade:
                return self.coerce(premade[id(e)], top)
            if isinstance(e, BinOp) and e.op in ARITH:
                return self.arith(ARITH[e.op], (rebuild(e.lhs), rebuild(e.rhs)), top, sc)
            if isinstance(e, BinOp) and e.op == "^":
                base = rebuild(e.lhs)
                (ex,), ety = self.tree([e.rhs], sc, None)
                ety = self.resolve(ety)
                if ety == NAT:
                    self._confirm(self._arith_leaves(e.rhs), sc)
                if ety.head == "meta":  # Lean's default instance for `^`: Monoid.npow, ℕ
                    self.unify(ety, NAT)
                    ety = NAT
                if ety != NAT and self.final:
                    if _opaque_pow(top, ety) or _unknown_result(ety) and not numeral_default \
                            and (is_numeric(top) or _named(top)):
                        # `g ^ H.index`: which `Pow` instance Lean takes depends on the
                        # exponent's type, not known here: the power is kept uninterpreted
                        return Term("app", (base, ex), top, "HPow.hPow")
                    sym = "Real.rpow" if ety.head in ("ℝ", "ℚ") else "zpow"
                    raise self.fail(sym, f"exponent of type {ety} ({sym}) is not supported")
                return self.arith("pow", (base, ex), top, sc)
            if isinstance(e, UnOp) and e.op == "-":
                return self.arith("neg", (rebuild(e.arg),), top, sc)
            if isinstance(e, Num):
                return self.numeral(e, top, sc)
            if isinstance(e, UnOp) and e.op == "↑":
                # lean4 `elabCoe`: `↑e` elaborates `e` on its own, then coerces the whole
                # value (`↑(g • m)` is `Units.val (g • m)`, never `g • ↑m`)
                return self.coerce(coes[id(e)], top, whole=True)
            if isinstance(e, UnOp) and e.op == "⁻¹" and id(e) in coes:
                if self.final and not self._has_inverse(top, sc):
                    raise self.fail("⁻¹", f"no inverse on {top}")
                return Term("inv", (self.coerce(coes[id(e)], top, whole=True),), top)
            if id(e) in waiting:
                if self.final and not (_ground(top) and _named(top)):
                    raise self.fail("↑", f"a coercion in a {_describe(e)} whose type only the "
                                    f"other side's, {top}, fixes: that type is not known here")
                t = self.term(e, sc, top)
                if not self.unify(top, self.resolve(t.ty)):
                    raise self.fail(_describe(e), f"type mismatch: {top} and {t.ty}")
                return t
            if id(e) in loose:
                t = self.term(e, sc, top)
                if not self.unify(top, self.resolve(t.ty)):
                    raise self.fail(_describe(e), f"type mismatch: {top} and {t.ty}")
                return t
            if id(e) in to_function:
                return self._eta_coe(typed[id(e)], top, sc)
            if id(e) in typed:
                return self.coerce(typed[id(e)], top)
            t = self.term(e, sc, top)
            if self.final and self._adopts(e) and self.resolve(t.ty) != top:
                # `limsup s l = {x | …}`: a set-builder is a `Set` whatever the other side's
                # (unknown) type is; nothing here says the two are one type
                raise self.fail(_describe(roots[0]), f"type mismatch: {top} and {t.ty}")
            return t

        return [rebuild(r) for r in roots], top

    def tmul(self, e: App, sc: Scope, expected: Ty | None) -> Term:
        """`x ⊗ₜ[R] y` is `TensorProduct.tmul R x y : TensorProduct R M N` for `x : M`, `y :
        N` (M N implicit, so fixed by an expected `M ⊗[R] N` before the sides are elaborated,
        else by the sides), kept opaque. A numeral side with nothing fixing its type is
        refused (Lean would default it or take it from elsewhere)."""
        ring_expr, x, y = e.args
        ring = self.elab_type(ring_expr, sc)
        exp = self.resolve(expected) if expected is not None else None
        if exp is not None and exp.head == "app" and exp.name == "TensorProduct" \
                and len(exp.args) == 3 and exp.args[0] == ring and _named(exp):
            a, b = self._against(x, exp.args[1], sc), self._against(y, exp.args[2], sc)
        elif _numeral_expr(x) or _numeral_expr(y):
            raise self.fail("⊗ₜ", "a numeral side of ⊗ₜ whose type nothing written fixes")
        else:
            a, b = self.term(x, sc, None), self.term(y, sc, None)
        ta, tb = self.resolve(a.ty), self.resolve(b.ty)
        if self.final and not (_named(ta) and _named(tb) and _named(ring)):
            raise self.fail("⊗ₜ", f"⊗ₜ of {ta} and {tb}: a side's type is not known")
        head = f"{TMUL} {_paren(show_type(ring))}"
        return self.opaque_app(head, [a, b], Ty("app", (ring, ta, tb), "TensorProduct"), sc,
                               typed={0, 1})

    def sets_prefix(self, e: UnOp, sc: Scope) -> Term:
        """`⋃₀ S`, `⋂₀ S`: Lean elaborates each of the overloaded notations and keeps the one
        that fits; for `S : Set (Set α)` that is `Set.sUnion S : Set α` (`Set.sInter`), kept
        uninterpreted. On anything else (a `ZFSet`, a `Class`, an unknown type) refused. `⋃₀ ↑U`
        (`U : Finset (Set α)`): the argument's expected type is `Set (Set ?α)`, so `↑U` is the
        one coercion of a collection into a `Set` (`coe_to_set_param`); neither the `ZFSet`
        nor the `Class` reading has a coercion from it."""
        s = self.coe_to_set_param(e.arg, Ty("Set", (Ty("Set", (meta("?α"),)),)), sc) or \
            self.term(e.arg, sc, None)
        ty = self.resolve(s.ty)
        if is_set(ty) and is_set(self.resolve(ty.args[0])):
            return self.opaque_app(SETS_PREFIX[e.op], [s], self.resolve(ty.args[0]), sc,
                                   typed={0})
        if ty.head == "meta" and not self.final:
            raise self.pending()
        raise self.fail(e.op, f"{e.op} on {ty}: only Set.{SETS_PREFIX[e.op][4:]} on a set of "
                        "sets is read")

    def _builder_leaf_type(self, leaves: list[Expr], sc: Scope,
                           typed: dict[int, Term]) -> Ty | None:
        """The type of the first leaf that is a set expression with an untyped set-builder,
        when nothing else fixes the tree's type: `binrel%` elaborates each leaf alone, and a
        lone `{a | p a}` is a `Set` typed by its body (`{a | p a ∨ q a} = {a | p a} ∪ {a | q
        a}`); a body that fixes nothing is refused in `set_expr`."""
        for leaf in leaves:
            if self._adopts(leaf) and self._has_builder(leaf):
                t = self.set_expr(leaf, sc, None)
                typed[id(leaf)] = t
                return self.resolve(t.ty)
        return None

    def _has_builder(self, e: Expr) -> bool:
        """A set expression (`∪ ∩ \\ ᶜ`) with an untyped set-builder among its leaves."""
        if isinstance(e, SetBuilder):
            return e.type is None
        if isinstance(e, BinOp) and e.op in SETOPS:
            return self._has_builder(e.lhs) or self._has_builder(e.rhs)
        return isinstance(e, UnOp) and e.op == "ᶜ" and self._has_builder(e.arg)

    def _matrix_product(self, e: BinOp, sc: Scope) -> Term | None:
        """`A * B` with `A : Matrix l m α`, `B : Matrix m n α` of two different types: Lean's
        heterogeneous `HMul (Matrix l m α) (Matrix m n α) (Matrix l n α)` (Mathlib's
        Data/Matrix/Mul), kept as an uninterpreted function of exactly those types. Only for
        bound matrix variables, transposed or not; None leaves `*` to the arithmetic tree
        (one type, as before)."""
        def simple(x: Expr) -> bool:
            if isinstance(x, UnOp) and x.op in ("ᵀ", "ᴴ"):
                x = x.arg
            return isinstance(x, Name) and x.id in sc.vars

        if not (simple(e.lhs) and simple(e.rhs)):
            return None
        a, b = self.term(e.lhs, sc, None), self.term(e.rhs, sc, None)
        ta, tb = self.resolve(a.ty), self.resolve(b.ty)
        if ta == tb or not all(t.head == "app" and t.name == "Matrix" and len(t.args) == 3
                               for t in (ta, tb)):
            return None
        (rows, inner, entry), (inner2, cols, entry2) = ta.args, tb.args
        if inner != inner2 or entry != entry2:
            return None
        return self.opaque_app("HMul.hMul", [a, b], Ty("app", (rows, cols, entry), "Matrix"), sc)

    def _confirm(self, leaves: list[Expr], sc: Scope) -> None:
        """In the final pass: the defaulted types of these leaves (bare variables) are what
        Lean's default instance gives them too (`OfNat` on a numeral's tree, `Monoid.npow` on
        an exponent): ℕ."""
        if not self.final:
            return
        for leaf in leaves:
            ty = sc.vars.get(leaf.id.split(".")[0]) if isinstance(leaf, Name) else None
            while ty is not None and ty.head == "meta":
                if ty.name in self.defaulted:
                    self.confirmed.add(ty.name)
                ty = self.solved.get(ty.name)

    def _arith_leaves(self, e: Expr) -> list[Expr]:
        """The leaves of an arithmetic tree (`n + 1` -> `n`, `1`)."""
        if isinstance(e, BinOp) and e.op in ARITH:
            return self._arith_leaves(e.lhs) + self._arith_leaves(e.rhs)
        if isinstance(e, UnOp) and e.op == "-":
            return self._arith_leaves(e.arg)
        return [e]

    def _defaulted_var(self, e: Expr, sc: Scope) -> str | None:
        """A variable of `e` whose binder had no type and that the final pass defaulted to ℕ
        (nothing the checker knows fixed it), if any."""
        stack: list[Any] = [e]
        while stack:
            x = stack.pop()
            if isinstance(x, tuple):
                stack.extend(x)
            elif isinstance(x, Name):
                vt = sc.vars.get(x.id.split(".")[0])
                if vt is not None and vt.head == "meta" and vt.name in self.defaulted and \
                        self.resolve(vt) == NAT:
                    return x.id
            elif hasattr(x, "__dataclass_fields__"):
                stack.extend(getattr(x, f) for f in x.__dataclass_fields__)
        return None

    def _bare_at(self, leaf: Expr, sc: Scope, fty: Ty) -> Term | None:
        """`leaf`, a constant written alone (`id`, `Subtype.val`), elaborated at the function
        type `fty` (`opaque_const`), when that gives it exactly that type; else None."""
        if not _bare_constant(leaf, sc):
            return None
        try:
            t = self.term(leaf, sc, fty)
        except (UnsupportedError, _Pending):
            return None
        return t if self.unify(t.ty, fty) else None

    @staticmethod
    def _plain_relation(roots: list[Expr], expected: Ty | None) -> bool:
        """`a R b` whose sides are both leaves of the `binrel%` tree (no `+`, `-`, `⊔`, `^`,
        numeral at its top): Lean elaborates each side alone and coerces one of them whole."""
        return len(roots) == 2 and expected is None and not any(
            _arith_op(r) or isinstance(r, UnOp) and r.op == "↑" or isinstance(r, Num)
            for r in roots)

    def _beside_known(self, k: int, lt: Ty, top: Ty, roots: list[Expr], sc: Scope) -> bool:
        """Type the unknown result `lt` of the leaf `k` (the value of a function no table
        declares) by `top`, the known
        type of the other side of a plain relation (`t ⊆ e.target`, `Sym.map id s = s`). Lean
        elaborates both sides alone (`binrel%`) and then either the types agree or one side is
        coerced whole; since the function is uninterpreted either way, reading it into `top`
        changes only which values it can take, never what the relation says of them. Only at
        a type whose values the checker does not reason about (`_BESIDE_KNOWN`). Not in a
        category whose morphisms may be coerced to functions (`plain_morphism_type` decides
        those), nor a `⇑g` (a function) beside a value that is not one (Lean coerces that value
        to a function: `⇑g = ⇑f`), and the type is remembered so that nothing reads an
        operation or field on it (`_fixed_beside_known`)."""
        from forminv_lean.formal.meaning.category import ISO
        from forminv_lean.formal.meaning.category import ends as hom_ends

        if any(_has_numeral(r) for r in roots) and _holds(top, NAT):
            return False   # `ofAdd 1`: its ℕ may be only the numeral's default (Lean unifies
            # it with the other side first); the meta-level default is `_defaulted_in`'s
        leaf = next((r for r in roots if id(r) == k), None)
        if leaf is None or _bare_constant(leaf, sc) and leaf.id.split(".")[0] not in sc.vars \
                or _declared_anywhere(lt.name) and not _declared_result_is(lt, top):
            # a constant written alone has its Π type (`_bare_at`); a declared one's result is
            # unknown here because its arguments did not fit what the tables say, which may be
            # Lean's rejection (`(K.map f).comap g` with `g` the wrong way round)
            return False
        if not (_unknown_result(lt) and self._plain_relation(roots, None) and _named(top)) or \
                top.head not in _BESIDE_KNOWN or \
                lt.name == "DFunLike.coe" and top.head != "fun" or \
                hom_ends(top) is not None or hom_ends(top, ISO) is not None or \
                _occurs(lt, top):
            return False
        self.same_result[lt] = top
        self.beside_known.add(lt)
        return True

    def _defaulted_in(self, t: Ty) -> bool:
        """Does `t` hold a metavariable only Lean's default instance fixed (`ofAdd 1`'s
        `Multiplicative ℕ`)? Lean unifies it with the other side first, so that type is not
        the known side's."""
        if t.head == "meta":
            if t.name in self.default_reps:
                return True
            return t.name in self.solved and self._defaulted_in(self.solved[t.name])
        if t in self.same_result:
            return self._defaulted_in(self.same_result[t])
        return any(self._defaulted_in(a) for a in t.args)

    def _fixed_beside_known(self, t: Ty) -> bool:
        """Did resolving `t` go through an unknown result that `_beside_known` typed?"""
        while True:
            if t in self.beside_known:
                return True
            if t.head == "meta" and t.name in self.solved:
                t = self.solved[t.name]
            elif t in self.same_result:
                t = self.same_result[t]
            else:
                return False

    def _no_coercion_out(self, ty: Ty, sc: Scope) -> bool:
        """Is `ty` a type variable nothing coerces out of? Then it is the tree's maximal type
        whatever the type of a leaf that is an uninterpreted function (`cast a + cast b` at
        `R`), and that leaf stands for the function into `ty`. A number type is not: an
        unknown leaf of type ℤ would make `n + c` an integer sum, so `n + c` over ℕ stays
        refused. A class outside the table that may give a coercion (`SetLike`, `FunLike`,
        `CoeSort`, ...) on the variable refuses too."""
        classes = sc.tvars.get(ty.name) if ty.head == "var" else None
        return classes is not None and not any(
            c.startswith("?") and re.search(r"Coe|Like|Lift|Fun", c) for c in classes)

    def _arith_node(self, e: Expr) -> bool:
        """Part of a `binop%` tree (its leaves are elaborated without an expected type)."""
        return (isinstance(e, BinOp) and (e.op in ARITH or e.op == "^")) or isinstance(e, Num) \
            or (isinstance(e, UnOp) and e.op in ("-", "↑"))

    def _flexible(self, e: Expr) -> bool:
        """`min`/`max`/`|·|`/`⁻¹` of numerals only, `⊤`, `⊥`: nothing in them fixes the type
        (`ε < 2⁻¹`: `Inv.inv 2` waits, as the numeral does, for the tree's type)."""
        if isinstance(e, Num) or isinstance(e, Name) and e.id in ("⊤", "⊥", "∞"):
            return True
        if isinstance(e, UnOp) and e.op in ("abs", "⁻¹"):
            return self._flexible(e.arg)
        if isinstance(e, App) and isinstance(e.fn, Name) and \
                ALIASES.get(e.fn.id, e.fn.id) in ("min", "max", "abs"):
            return bool(e.args) and all(self._flexible(a) for a in e.args)
        if isinstance(e, Ite):
            return flexible_ite(e, self._flexible)   # `if c then 1 else -1` (elaborate_arith)
        return False

    def _always_set(self, e: Expr, *, literal: bool = False) -> bool:
        """A leaf Lean elaborates as a `Set` whatever the other side is (`{x | p x}`,
        `Set.univ`). A literal `{a}` or `∅` is not: it takes the other side's type; read as
        sets, finite sets keep their meaning (`↑` is injective and maps `{a}` to `{a}`),
        multisets do not (multiplicities)."""
        if literal:   # with `literal`: is there an element literal `{a, …}` in it instead
            if isinstance(e, Bracket) and e.kind == "set":
                return True
        elif isinstance(e, SetBuilder) or isinstance(e, Name) and e.id == "Set.univ":
            return True
        if isinstance(e, BinOp) and e.op in SETOPS:
            return self._always_set(e.lhs, literal=literal) or \
                self._always_set(e.rhs, literal=literal)
        if isinstance(e, Ite):
            return self._always_set(e.then, literal=literal) or \
                self._always_set(e.orelse, literal=literal)
        return isinstance(e, UnOp) and e.op == "ᶜ" and self._always_set(e.arg, literal=literal)

    def _adopts(self, e: Expr) -> bool:
        if isinstance(e, Name) and e.id in ("∅", "Set.univ") or \
                isinstance(e, Bracket) and e.kind in ("set", "anon", "list"):
            return True
        if isinstance(e, SetBuilder) and e.type is None:
            return True
        if isinstance(e, BinOp) and e.op in SETOPS:
            return all(self._adopts(x) or coe_operand(x) for x in (e.lhs, e.rhs))
        if isinstance(e, Ite) and e.hyp is None:
            # `s = if c then Set.univ else ∅`: binrel% elaborates the `ite` alone, its `α`
            # left to the branches, which wait (`∅`, `{a}`) or fix it (`Set.univ : Set ?β`);
            # then unifies it with the other side's type, so both branches take that type
            return self._adopts(e.then) and self._adopts(e.orelse)
        return isinstance(e, UnOp) and e.op == "ᶜ" and (self._adopts(e.arg) or
                                                       coe_operand(e.arg))

    def coerce(self, t: Term, to: Ty, *, whole: bool = False) -> Term:
        """`t` at type `to`. A scalar product `a • b` that is a node of an operator tree has
        its vector coerced (`leftact%`); with `whole` (an explicit `↑t`) the value itself."""
        src = self.resolve(t.ty)
        if src == to or src.head == "meta" or to.head == "meta":
            return t
        if self.final and self._fixed_beside_known(t.ty):
            # `i ≠ f x` typed `f x : Fin n`; `(f x : ℕ) < n` elsewhere would add the bound of
            # a type Lean may not give `f x` (`↑i ≠ f x` at ℕ)
            raise self.fail("↑", f"a value whose type only a relation beside a known type "
                            f"fixed ({src}), coerced to {to}")
        if t.op == "app" and t.name == NOTATIONS["•"] and len(t.args) == 2 and not whole:
            # `a • b` at another type: in Mathlib's `leftact% HSMul.hSMul a b` only `b` takes
            # part in the operator tree, so Lean coerces `b` (`y • ↑s`), never the product;
            # inside `b`, at its leaves: refused where that is not the cast of `b` itself
            if self.final and (coercion_r28(src, to) is not None or
                               quotient_coercion(src, to, self.quotients) is not None):
                # an explicit `↑(n • f)` is `ofFun (n • f)` and never reaches here (`whole`);
                # a tree's `•` node has its vector coerced, kept refused for these coercions
                raise self.fail("•", f"a coercion from {src} to {to} of a scalar product: "
                                "of the whole or of its vector")
            if self.final and cast_sensitive(t.args[1]):
                raise self.fail("•", f"the vector of HSMul.hSMul (`a • b`) is coerced to {to} "
                                "at its leaves, which changes what it computes")
            return Term("app", (t.args[0], self.coerce(t.args[1], to)), to, t.name)
        if coercible(src, to):
            return Term("cast", (t,), to)
        if (as_set := self.finset_to_set(t, to)) is not None:
            return as_set
        if is_set(to) and self._setlike_element(src) == self.resolve(to.args[0]):
            return Term("app", (t,), to, "SetLike.coe")   # as `setlike_coe` writes it
        if not self.final:
            return t
        if (a := _number(src)) and (b := _number(to)) and a != b and not coerces(a, b):
            raise self.fail("↑", f"no coercion from {src} to {to}")   # `(z : ℝ)` with `z : ℂ`
        if self._named_coercion(src, to):
            return Term("app", (t,), to, "↑")  # a Mathlib coercion: uninterpreted
        if (unknown := fin_as_unknown(t, [self.resolve(a.ty) for a in t.args])) is not None:
            return Term("app", (unknown,), to, "↑")  # `Fin (n + 1)` to `Fin (Nat.succ n)`
        raise self.fail("↑", f"no coercion the checker can name from {src} to {to}")

    def _note_classes(self, internal: str, classes: frozenset[str]) -> None:
        """Record a type variable's classes for `_named_coercion`; a name two binders of one
        text share (each its own scope) is poisoned, so neither's classes are read."""
        before = self.tvar_classes.setdefault(internal, classes)
        if before != classes:
            self.tvar_classes[internal] = None

    def _named_coercion(self, src: Ty, to: Ty) -> bool:
        """Is there a coercion from `src` to `to` that a cited instance names? Lean inserts
        one only where a `CoeT` instance is found, so an opaque type is no licence: a number
        type's cast into a type variable whose classes give it (`cast_targets`), or into a
        Mathlib number type or ring (`opaque._COERCIONS`, `setlike.WRAPPERS`, `ZMod n`,
        `coercions.NUMBER_INTO`), a value out to its carrier (`coercions.carrier_of`, the
        `Num` types), and the coercions between two Mathlib types of `coercions.BETWEEN`.
        Where one side is the unknown result type of an undeclared constant there is no
        instance to look for: Lean elaborated that value against the other type, and whether
        it inserted a coercion or none, the checker's value is one uninterpreted function of
        the constant's arguments at that type (the same models either way)."""
        src, to = self.resolve(src), self.resolve(to)
        if src.head == "result" or to.head == "result":
            return True
        if (a := _number(src)) and is_tvar(to) and to.name in self.cast_targets.get(a, set()):
            return True
        if (a := _number(src)) and (b := _number(to)):
            return coerces(a, b)
        if self._wraps_into(src, to) or is_numeric(src) and number_into(src, to):
            return True
        if to.head == "app" and to.name.split(" ")[0] == "ZMod" and src.head in ("ℕ", "ℤ"):
            return True
        carrier = carrier_of(src, self.subtypes)
        if carrier is not None and self.resolve(carrier) == to:
            return True
        targets = self.cast_targets
        if num_cast_into(src, to, lambda op: to.name in targets.get("ℤ" if op == "neg" else
                                                                    "ℕ", set())):
            return True
        return between(src, to, self.tvar_classes.get) or nat_into_fin(src, to) or \
            coercion_r28(src, to, self.tvar_classes.get) is not None or \
            quotient_coercion(src, to, self.quotients) is not None

    def numeral(self, e: Num, ty: Ty, sc: Scope) -> Term:
        if len(e.text) > MAX_NUMERAL_DIGITS:  # no statement needs one; each costs memory
            raise self.fail(e.text[:12] + "…", f"a numeral of more than {MAX_NUMERAL_DIGITS} "
                            "digits is not supported")
        value: int | Fraction = Fraction(e.text) if "." in e.text else int(e.text)
        if isinstance(value, Fraction) and ty.head not in ("ℚ", "ℝ") and self.final:
            raise self.fail(e.text, f"decimal literal at type {ty}")
        if is_tvar(ty) and self.final and not self._open(ty, sc):
            need = "zero" if value == 0 else "one" if value == 1 else "numeral"
            if not provides(sc.tvars[ty.name], need) or isinstance(value, Fraction):
                raise self.fail(e.text, f"numeral {e.text} needs more structure on {ty.name}")
        if not (is_numeric(ty) or is_tvar(ty) or is_opaque(ty)) and self.final or \
                is_pi(ty) and self.final:
            raise self.fail(e.text, f"numeral at type {ty}: Mathlib's pointwise Pi instances "
                            "are not modelled" if is_pi(ty) else f"numeral at type {ty}")
        return num(value, ty)

    def coerced_application(self, fn: Expr, args: list[Expr], sc: Scope) -> Term:
        """`⇑f x`: Lean's `⇑` is `coerceToFunction?` (Mathlib/Tactic/Coe.lean), the coercion
        the application `f x` inserts itself when `f` is not a function, so both are one term.
        Only for a value the checker applies through its coercion (a bundled map, a `FunLike`
        variable, a `CoeFun` type); anything else is refused."""
        f = self.term(fn, sc, None)
        fty = self.resolve(f.ty)
        if fty.head != "fun" and (self.concrete_ends(fty, sc) is not None or self.coe_ends(
                fty, sc) is not None or fty.head == "app" and fty.name in HOM_ARROWS.values()
                and len(fty.args) == 2):
            return self.apply(f, args, sc)
        raise self.fail("⇑", f"⇑ applied to a term of type {fty}, whose coercion to functions "
                        "is not known here")

    def arith(self, op: str, args: tuple[Term, ...], ty: Ty, sc: Scope) -> Term:
        if self.final:
            bad = None
            if ty == NAT and op == "neg":
                # (a statement that compiles never negates at ℕ: there the checker read ℕ for
                # want of the type Lean took from the context, a declared argument type the
                # checker does not know, or ℤ, the `Neg` default instance, lean4 Init/Data/Int/
                # Basic.lean `@[default_instance mid] instance instNegInt`)
                bad = ("Neg ℕ", "ℕ has no negation: Lean fails to synthesize Neg ℕ, so where "
                       "Lean accepts the statement it read this negation at a type not known "
                       "here (from its context or the Neg default, ℤ)")
            elif lacks(self.resolve(ty), op):
                bad = (op, f"{op} on {ty}, for which Mathlib has no instance")
            elif op == "mod" and not is_pi(ty) and (is_opaque(ty) or is_tvar(ty) and any(
                    c.lstrip("?").split(" ")[0] == "EuclideanDomain"
                    for c in sc.tvars.get(ty.name, ()))):
                # `a % b` at `Ordinal`, `Polynomial R`: `HMod.hMod` through `instHMod [Mod α]`
                # (Lean core Init/Prelude.lean), that type's own `Mod`, kept uninterpreted; at
                # `[EuclideanDomain R]` its `instance (priority := 70) : Mod R` (Mathlib
                # v4.19.0 Algebra/EuclideanDomain/Defs.lean:111). Not at a type variable whose
                # classes give no `Mod`: there Lean reads `(a : R) = a % p` otherwise. Only
                # between operands of that type (a coerced one is that case again: refused)
                if any(a.op == "cast" or a.op == "app" and a.name == "↑" for a in args):
                    raise self.fail(f"Mod {ty}", f"% on {ty} with a coerced operand")
                return self.opaque_app("HMod.hMod", list(args), ty, sc, typed={0, 1})
            elif op == "mod" and ty not in (NAT, INT):
                bad = (f"Mod {ty}", f"% is not defined on {ty}")
            elif is_pi(ty):
                bad = (f"pointwise {op}", f"{op} on the dependent function type {ty}: "
                       "Mathlib's pointwise Pi instances are not modelled")
            elif op in ("mul", "pow") and _matrix_type(ty) and ty.head == "app" and \
                    self.resolve(ty.args[0]) != self.resolve(ty.args[1]):
                # Mathlib's `Mul (Matrix n n α)` (Data/Matrix/Mul.lean:326) is for square
                # matrices only; `*` between two `Matrix l m α` (l, m written apart) is
                # Lean's heterogeneous `HMul`, which needs `m = l` (Mul.lean:318)
                bad = ("*", f"a product at {ty}, which is not a square matrix type")
            elif self._open(ty, sc):
                pass  # uninterpreted operations (an opaque type or an open type variable)
            elif op in ("sup", "inf") and not is_tvar(ty):
                bad = ("⊔" if op == "sup" else "⊓", f"lattice operations on {ty}")
            elif is_tvar(ty):
                key = "pow" if op == "pow" else op
                if op == "mod" or not provides(sc.tvars[ty.name], key):
                    bad = (op, f"{op} needs a class providing it on {ty.name}")
            elif (pointwise := self.pointwise_set_op(op, args, ty, sc)) is not None:
                return pointwise
            elif not is_numeric(ty):
                bad = (op, f"arithmetic on {ty}")
            if bad:
                raise self.fail(*bad)
        return Term(op, args, ty)

    def setlike_coe(self, e: Expr, sc: Scope, ty: Ty) -> Term | None:
        """`(s : Set T)` with `s` a variable or an ascription `(x : S)` of a `SetLike S T`
        structure (`setlike.SETLIKE`): Lean's coercion is `SetLike.coe s`. None for anything
        else (the caller reads it as a set expression, or refuses)."""
        if isinstance(e, Name) and e.id in sc.vars:
            st = self.resolve(sc.vars[e.id])
        elif isinstance(e, Ascribe):
            st = self.resolve(self.elab_type(e.type, sc))
        elif isinstance(e, App) and isinstance(e.fn, Name) and \
                (sig := declared_signature(e.fn.id)) is not None and \
                self._setlike_element(parse_signature_type(sig[-1])) is not None:
            # `(Subsemigroup.closure s : Set R)`: a function declared to return a `SetLike`
            # structure, elaborated first, then coerced as Lean's `↑` does
            t = self.term(e, sc, None)
            if self._setlike_element(self.resolve(t.ty)) != self.resolve(ty).args[0]:
                return None
            return Term("app", (t,), ty, "SetLike.coe")
        else:
            return self.collection_coe(e, sc, ty)
        if self._setlike_element(st, sc) != self.resolve(ty).args[0]:
            return None
        return Term("app", (self.term(e, sc, None),), ty, "SetLike.coe")

    # -- terms (leaves) ---------------------------------------------------------------------
    def term(self, e: Expr, sc: Scope, expected: Ty | None) -> Term:
        if (cat := self.category_term(e, sc)) is not None:  # `f ≫ g`, `F ⋙ G`
            return cat
        if isinstance(e, BinOp) and e.op in ("⊗ₜ", "⊗"):   # `elaborate_tensor`
            return self.tmul_unringed(e, sc, expected) if e.op == "⊗ₜ" else \
                self.monoidal_tensor([e.lhs, e.rhs], sc)
        if isinstance(e, Num) or (isinstance(e, BinOp) and e.op in ARITH | {"^": "pow"}) \
                or (isinstance(e, UnOp) and e.op in ("-", "↑")):
            (t,), _ = self.tree([e], sc, expected)
            return t
        if isinstance(e, Ascribe):
            ty = self.elab_type(e.type, sc)
            if ty == PROP:
                return self.prop(e.expr, sc)
            if e.expr == Name("↑") and ty.head == "fun":  # `((↑) : ℕ → R)`
                return Term("const", (), ty, "↑")
            if e.expr == Name(VOLUME) and ty.head == "app" and ty.name == "MeasureTheory.Measure":
                return Term("const", (), ty, VOLUME)   # `(volume : Measure T)`, an integral's
            if is_set(ty):
                coe = self.setlike_coe(e.expr, sc, ty)
                if coe is None and (coe := self._ascribed_result(e.expr, sc, ty)) is None:
                    coe = self.set_expr(e.expr, sc, ty, ascribed=True)
                return coe
            if ty.head == "fun" and _bare_constant(e.expr, sc):
                # `(MeasurableEquiv.toEquiv : α ≃ᵐ β → α ≃ β)`: the ascription alone fixes the
                # constant's parameters, and the Lean text keeps it only for a constant kept
                # uninterpreted, so the bare constant is not typed from its signature here
                self.ascribed_bare = True
            try:
                (t,), got = self.tree([e.expr], sc, ty)
            finally:
                self.ascribed_bare = False
            if not self.final and _named(ty) and _named(src := self.resolve(t.ty)) and src != ty:
                # the inference passes leave the coercion out (`coerce`), but `(e : T)` has
                # type `T` (Lean's `ensureHasType`): what unifies with it must see `T`
                # (`((l.sum : ℝ≥0) : ℝ) = (l.map (↑)).sum` makes `(↑) : ℝ≥0 → ℝ`)
                return replace(t, ty=ty)
            return t
        if isinstance(e, Name):
            return self.name(e.id, sc, expected)
        if isinstance(e, App):
            if isinstance(e.fn, Name) and e.fn.id == TMUL and len(e.args) == 3:
                return self.tmul(e, sc, expected)
            if e.fn == Name(RESTRICT) and len(e.args) == 2 and e.args[0] == Name(VOLUME):
                return self._restricted_volume(e.args[1], sc)
            if isinstance(e.fn, Name):
                return self.call(e.fn.id, list(e.args), sc, expected=expected)
            if isinstance(e.fn, Field):
                if (held := self.constant_field(e.fn, list(e.args), sc, expected)) is not None:
                    return held   # `univ.sup f`
                obj = self.term(e.fn.obj, sc, None)
                return self.field_call(obj, e.fn.field, list(e.args), sc, expected)
            if isinstance(e.fn, UnOp) and e.fn.op == "⇑":
                return self.coerced_application(e.fn.arg, list(e.args), sc)
            f = self.term(e.fn, sc, None)
            fty = self.resolve(f.ty)
            if fty.head == "fun" or self.concrete_ends(fty, sc) is not None or (
                    isinstance(e.fn, Ascribe) and (
                    fty.head == "app" and fty.name in HOM_ARROWS.values() and len(fty.args) == 2
                    or self.coe_ends(fty, sc) is not None)) or _operated(e.fn) and (
                    fty.head == "app" and fty.name in HOM_ARROWS.values() and len(fty.args) == 2
                    or self.coe_ends(fty, sc) is not None):
                # `(0 : α →₀ M) a`: a value ascribed a bundled map type is applied through
                # its coercion to functions exactly as a variable of that type is (`apply`);
                # so is `(ψ ^ n) a`, `(f - g) x` (`elaborate_arith.operated`)
                return self.apply(f, list(e.args), sc)
            raise self.fail(_describe(e.fn), "unsupported application")
        if isinstance(e, Field):
            if (held := self.constant_field(e, [], sc, expected)) is not None:
                return held   # `X.mirror`
            return self.field_call(self.term(e.obj, sc, None), e.field, [], sc, expected)
        if isinstance(e, UnOp):
            if e.op == "abs":
                return self.call("abs", [e.arg], sc, expected=expected)
            if e.op == "√":
                return self.call("Real.sqrt", [e.arg], sc)
            if e.op == "!":
                return self.call("Nat.factorial", [e.arg], sc)
            if e.op == "⁻¹":
                target = self.resolve(expected) if expected is not None else None
                if _inverted_coercion(e) and target is not None and target.head != "meta" \
                        and target != PROP:
                    # `((↑x)⁻¹ : T)`: `propagateExpectedType` makes `Inv.inv` the one at `T`
                    # before `↑x` is elaborated, so `↑x` is the coercion into `T`
                    (a,), ty = self.tree([e.arg], sc, target)
                else:
                    (a,), ty = self.tree([e.arg], sc, None)
                if self.final and not self._has_inverse(ty, sc) and target is not None \
                        and self._has_inverse(target, sc):
                    # `(n⁻¹ : ℝ)`, `(n !⁻¹ : 𝕂)`: `Inv.inv : α → α` takes α from the expected
                    # type before its argument (Lean's `propagateExpectedType`), which is then
                    # elaborated at α and coerced; ℕ has no `Inv`, so Mathlib's statement can
                    # only mean that
                    (a,), ty = self.tree([e.arg], sc, target)
                elif target is not None and target.head != "meta" and _named(target) and \
                        (carrier := carrier_of(self.resolve(ty), self.subtypes)) is not None \
                        and self.resolve(carrier) == target:
                    # `(x⁻¹ : 𝕜)`, `x : ↥(sphere 0 1)`: `propagateExpectedType` makes
                    # `Inv.inv` the one at `𝕜` before `x` is elaborated (whatever `↥s` has),
                    # so `x` is coerced out first: `(↑x)⁻¹`, never `↑(x⁻¹)`
                    (a,), ty = self.tree([e.arg], sc, target)
                elif target is not None and target.head != "meta" and \
                        (coercion_r28(self.resolve(ty), target) is not None or
                         quotient_coercion(self.resolve(ty), target, self.quotients)):
                    # `(f⁻¹ : Germ l G)`: the same, `(↑f)⁻¹` (`Filter.Germ.coe_inv`)
                    (a,), ty = self.tree([e.arg], sc, target)
                if self.final and (pointwise := self.pointwise_set_op("inv", (a,), self.resolve(
                        ty), sc)) is not None:
                    return pointwise   # `s⁻¹` on `Set α`: Mathlib's pointwise `Set.inv`
                if self.final and not self._has_inverse(ty, sc):
                    raise self.fail("⁻¹", f"no inverse on {ty}")
                return Term("inv", (a,), ty)
            if e.op in SETS_PREFIX:
                return self.sets_prefix(e, sc)
            if e.op == "⟦⟧":
                return self.quotient_class(e.arg, sc, expected)
            if e.op == "ᶜ" and (compl := self.finset_compl(e, sc, expected)) is not None:
                return compl   # `({a}ᶜ : Finset α)`
            if e.op == "ᶜ" and not self._collection(e.arg, sc) and \
                    not self._of_type_variable(e.arg, sc):
                return self.set_expr(e, sc, expected if expected and is_set(expected) else None)
            if e.op == "¬":
                return self.prop(e, sc)
        if isinstance(e, BinOp) and e.op in SETOPS and \
                (fin_op := self.finset_compl(e, sc, expected)) is not None:
            return fin_op   # `({a} ∪ {b} : Finset α)`
        if (bare := self.bare_finset_op(e, sc, expected)) is not None:
            return bare   # `∅ ∪ s`, `{a} ∩ s` with `s : Finset α`
        if isinstance(e, BinOp) and e.op in SETOPS and (self._collection(e.lhs, sc) or e.op ==
                                                        "\\" and self._of_type_variable(e.lhs, sc)):
            a = self.term(e.lhs, sc, None)
            ta = self.resolve(a.ty)
            # `s \ {c}` with `s : Finset α`: in the `binop%` tree `{c}`, of no type alone,
            # unifies with the maximal type, `s`'s
            b = self.term(e.rhs, sc, ta if _context_typed(e.rhs) and _named(ta) else None)
            head = {"∪": "Union.union", "∩": "Inter.inter", "\\": "SDiff.sdiff"}[e.op]
            return self.opaque_app(head, [a, b], self.resolve(a.ty), sc)
        if isinstance(e, UnOp) and e.op == "ᶜ" and (self._collection(e.arg, sc) or
                                                   self._of_type_variable(e.arg, sc)):
            a = self.term(e.arg, sc, None)
            return self.opaque_app("HasCompl.compl", [a], self.resolve(a.ty), sc)
        if (filtered := self.finset_sep(e, sc, expected)) is not None:
            return filtered  # `{x ∈ s | p x}` over a Finset: Finset.filter
        if isinstance(e, BinOp) and e.op in SETOPS or isinstance(e, SetBuilder):
            return self.set_expr(e, sc, expected if expected and is_set(expected) else None)
        if isinstance(e, BinOp) and e.op in NOTATIONS:
            return self.notation(e, sc, expected)
        if isinstance(e, UnOp) and e.op in NOTATIONS:
            arg = e.arg
            if e.op == "#" and isinstance(arg, Bracket) and arg.kind == "set":
                items = [self.term(x, sc, None) for x in arg.items]  # `#{a, b}`: a Finset
                fin = Ty("app", (self.resolve(items[0].ty),), "Finset")
                return self.opaque_app(NOTATIONS["#"], [Term("app", tuple(items), fin,
                                                               "insert")], None, sc)
            if e.op == "⇑":
                # `⇑f` alone: the function `(f : α → β)` is, where its ends are known
                t = self.term(arg, sc, None)
                return as_function(self, t, sc) or self.opaque_call(
                    NOTATIONS[e.op], [], sc, None, t)
            return self.opaque_call(NOTATIONS[e.op], [arg], sc, None)
        if isinstance(e, Lambda):
            return self.lam(e, sc, expected)
        if isinstance(e, BigOp):
            return self.bigop(e, sc, expected)
        if isinstance(e, Bracket):
            return self.bracket(e, sc, expected)
        if isinstance(e, Ite):
            if e.hyp is not None:
                raise self.fail("if", "dependent if-then-else (`if h : c`) is not supported")
            c = self.prop(e.cond, sc)
            (a, b), ty = self.tree([e.then, e.orelse], sc, expected)
            return Term("ite", (c, a, b), self.resolve(ty))
        if isinstance(e, Quant) or isinstance(e, BinOp) and (
                e.op in LOGIC or e.op in RELS or e.op in SET_RELS or e.op in REL_NOTATIONS):
            return self.prop(e, sc)
        raise self.fail(e.op if isinstance(e, BinOp) else _describe(e), "unsupported term")

    # -- Mathlib outside the signature table: kept opaque ---------------------------------------
    def opaque_call(self, head: str, exprs: list[Expr], sc: Scope, expected: Ty | None,
                    obj: Term | None = None) -> Term:
        """`head` applied to written arguments. With a declared signature
        (`opaque.SIGNATURES`), number arguments are elaborated at their declared types and the
        result gets its declared type; otherwise the result type is unknown."""
        if head in PI_FAMILIES and len(exprs) + (obj is not None) == 2:
            # a Π type the tables cannot say; `I.pi t`: the object is the index set
            return self.set_pi(head, [*([obj] if obj is not None else []), *exprs], sc)
        declared = declared_signature(head)
        if (k := split_at(declared, len(exprs) + (obj is not None))) is not None:
            # `f^[n] x`: the declared result applied to the rest (`fun_slots_r25`)
            k -= obj is not None
            f = self.opaque_const(head, None) if k == 0 and obj is None else \
                self.opaque_call(head, exprs[:k], sc, None, obj)
            if (applied := apply_rest(self, f, list(exprs[k:]), sc)) is not None:
                return applied
        sig = [parse_signature_type(x) for x in declared] if declared is not None else None
        pats = sig[:-1] if sig else []
        items: list[Expr | Term] = ([obj] if obj is not None else []) + list(exprs)
        if obj is not None and sig is None and exprs and \
                self.resolve(obj.ty).name.split(" ")[0] in ("DFinsupp", "DirectSum"):
            # `f.filter p` is `DFinsupp.filter p f` (Lean's `addLValArg`: the first explicit
            # argument of the object's type; Data/DFinsupp/Defs.lean `def filter (p : ι →
            # Prop) [DecidablePred p] (x : Π₀ i, β i)`, `erase (i : ι) (x : Π₀ i, β i)`): the
            # `Π₀`/`⨁` types' operations take the object late, so without a declared
            # signature putting it first would be a guess
            raise self.fail(head, f"field notation with arguments on {head}, whose declared "
                            "type (which fixes where the object goes) is not known")
        if obj is not None and sig:
            # generalised field notation: `s.map f` is `Multiset.map f s`, the object going to
            # the first explicit argument of its own type
            at = self._object_position(head, self.resolve(obj.ty), pats)
            items = list(exprs)
            items.insert(min(at, len(items)), obj)
        args: list[Term] = []
        # the object of `x.f`, elaborated first (Lean's `elabAppLVals`), with its declared slot:
        # it fixes the domain of a `fun` before it (`s.image (fun f => f i)`)
        later = [(pats[j], it) for j, it in enumerate(items)
                 if isinstance(it, Term) and j < len(pats)]
        typed: set[int] = set()
        against: set[int] = set()   # elaborated against a declared number type
        deferred: dict[int, Expr] = {}   # arguments postponed until the others are known
        # Lean's `propagateExpectedType` (lean4 `Elab/App.lean`): before the explicit arguments
        # are elaborated, the declared result type is unified with the expected type, so in
        # `(List.sum [a - b] : ℤ)` α is ℤ and `a - b` is elaborated at ℤ (`↑a - ↑b`).
        seed: dict[str, Ty] = {}
        exp0 = self.resolve(expected) if expected is not None else None
        if sig is not None and exp0 is not None and _ground(exp0) and exp0 != PROP \
                and len(items) == len(pats) and not match_type(sig[-1], exp0, seed):
            seed = {}
        for i, x in enumerate(items):
            if isinstance(x, Term):
                # the object of `x.f`, elaborated alone before `f` is known (Lean's
                # `elabAppLVals`): its meaning cannot depend on `f`'s domain
                typed.add(len(args))
                args.append(x)
                continue
            if i in PROOF_SLOTS.get(head, {}) or isinstance(x, Name) and _is_tactic(x.id):
                # a declared proof parameter: whatever is passed there (a tactic block, a
                # hypothesis, `H.mono hst`, a lemma) Lean typed as a proof of the parameter's
                # proposition, so it is that proposition's one value: `f (by simp)` and `f h`
                # are equal as in Lean
                args.append(self.slot_proof(head, i, args, sc, _proof_text(x)))
                typed.add(len(args) - 1)
                continue
            if (proof := self.proof_arg(x, sc)) is not None:
                args.append(proof)
                typed.add(len(args) - 1)  # argument indices, not items
                continue
            if (as_sort := coerced_to_sort(self, x, pats[i] if i < len(pats) else None,
                                           sc)) is not None:
                args.append(self.type_argument(as_sort, i, head, pats, sc))  # `Nonempty ↑s`
                typed.add(len(args) - 1)
                continue
            if self._is_type_arg(x, sc):
                # `uniformity α`, `ringChar (ZMod n)`, `Polynomial.cyclotomic n R`
                args.append(self.type_argument(x, i, head, pats if sig else None, sc))
                typed.add(len(args) - 1)
                continue
            if isinstance(x, Name) and x.id == "↑" and (fn_ty := explicit_coe_slot(
                    head, i, [_written_type(a) for a in args])) is not None:
                args.append(self.term(x, sc, fn_ty))   # `@Function.Injective F (α → β) (↑)`
                typed.add(len(args) - 1)
                continue
            pat = pats[i] if i < len(pats) else None
            want = self._propagated(pat, seed, pats, args, numeral=_numeral_expr(x))
            if want is None and untyped_builder(x):
                want = self.builder_slot(pat, pats, args)   # `IsCompl {n : ℤ | …} {n | …}`
            if want is None and _context_typed(x):
                # `IsGreatest s ⊤`, `Finset.card ∅`: Lean elaborates the argument against its
                # parameter type once the other arguments have fixed that type's parameters
                # (it postpones it until then: `Set.Icc ⊤ a`)
                want = self._propagated(pat, {}, pats, args, numeral=True)
                want = want if want is not None and _named(want) else None
                if want is None and pat is not None and not _params(pat) and _named(pat) \
                        and _slot_constant(x):
                    want = pat   # `factoredNumbers ∅`: the declared type, which names no parameter
                if want is None and pat is not None and _params(pat):
                    deferred[len(args)] = x
                    args.append(_DEFERRED)
                    continue
            if want is None and pat is not None and _params(pat) and \
                    numerals_only(x, self._flexible):
                # `Commute (-1) a`: the numeral's type is the parameter the later arguments
                # fix (`elaborate_arith.numerals_only`); with none fixing it, ℕ (below)
                deferred[len(args)] = x
                args.append(_DEFERRED)
                continue
            if want is not None:
                t = self._against(x, want, sc)
                typed.add(len(args))
            elif pat is not None and (is_numeric(pat) or _number(pat) is not None):
                # a declared number type (`eLpNorm f 1 μ`: `p : ℝ≥0∞`): Lean elaborates the
                # argument against it, coercing its leaves (`opaque._COERCIONS`)
                (t,), _ = self.tree([x], sc, pat)
                typed.add(len(args))
                against.add(len(args))
            elif pat is not None and _numeral_expr(x) and pat.head == "app" and \
                    not _params(pat) and _named(pat):
                # `Matrix.detp (-1) A` with `detp (s : ℤˣ)` declared: a numeral (possibly
                # negated) at a declared type with no parameter is elaborated against it, as
                # Lean elaborates an argument against its parameter's type; alone it would be
                # the ℕ of the default instance, which has no negation
                (t,), _ = self.tree([x], sc, pat)
                typed.add(len(args))
                against.add(len(args))
            elif (doms := self._lambda_domains(x, pat, pats, args, later)) is not None:
                # `Finset.sum (antidiagonal n) fun ij => …`: Lean elaborates the `fun` against
                # `α → β` with `α` fixed by the arguments before it, so `ij : ℕ × ℕ`
                assert isinstance(x, Lambda)
                t = self.lam(x, sc, None, given=doms)
            elif pat is not None and pat.head == "app" and pat.name == "Finset" and \
                    (filtered := self.finset_sep(x, sc, pat)) is not None:
                t = filtered  # a set-builder where a Finset is declared: Finset.filter
                typed.add(len(args))
            elif self._set_literal(x):
                # `{0}ᶜ` passed to an unknown function: read as a Set (an uninterpreted
                # function of a Set also stands for one of the Finset with those elements)
                t = self._literal_set(x, sc)
            elif pat is not None and isinstance(x, App) and isinstance(x.fn, Name) and \
                    declared_signature(NOTATIONS.get(x.fn.id, x.fn.id)) is not None and \
                    any(numerals_only(a, self._flexible) for a in x.args) and \
                    (inner := self._propagated(pat, seed, pats, args, numeral=True)) \
                    is not None and _named(inner):
                # `StrictMonoOn arcsin (Icc (-1) 1)`: Lean elaborates the argument against
                # `Set ℝ` (its parameter type, `arcsin` fixed `α`), so `Icc`'s own expected
                # type makes its numerals real (`propagateExpectedType`); alone they are ℕ.
                # A notation for a declared function too: `Tendsto u l (𝓝 1)` is `nhds 1`
                t = self._against(x, inner, sc)
                typed.add(len(args))
            else:
                if sig is not None and pat is not None and self._bare_numerals(x, sc) and \
                        (who := self._fixed_by_unknown(pat, pats, args)) is not None:
                    raise self._unknown_fixer(head, who)
                before = self.flexible_defaults
                bare = self._bare_slot(x, pat, pats, args, sc, items[i + 1:])
                if sig is None and slot_typed(x):   # `S.val ⟨x, hx⟩`: meaning/slot_literals_r25
                    bare = slot_type(head, i, [self.resolve(a.ty) for a in args], x)
                t = self.term(x, sc, bare)
                self._settle_slot(bare, t)
                if sig is None and self.flexible_defaults > before:
                    raise self.fail(head, f"an argument of {head} binds a variable whose type "
                                    "nothing written fixes: Lean takes it from "
                                    f"{head}'s type, which is not known here")
                if sig is None and self.final and (v := self._defaulted_var(x, sc)):
                    # `∀ l, Foo.f l = 0`: Lean gives `l` Foo.f's domain (the first use fixes
                    # an untyped binder), not the ℕ the checker would default it to
                    raise self.fail(head, f"the type of {v} is fixed by {head}'s domain, "
                                    "which is not known here")
                if isinstance(x, Ascribe):
                    # `cast (a - b : ZMod n)`: elaborated at the written type, then coerced
                    # whole into the function's domain, so a function of this value
                    typed.add(len(args))
                if sig is not None and (coerced := self.slot_coercion(x, t, pat, seed, pats,
                                                                      args, sc)) is not None:
                    t = coerced   # `Set.Ioc (p : K) q`: `q` coerced into the `K` `p` fixed
                    typed.add(len(args))
                if sig is not None:
                    self.close_open_slot(t, pat, pats, args)   # `Tendsto f (𝓝 ⊤) l`
            if pat is not None and pat.head == "fun" and coerces_at(head, obj) and \
                    (fn := as_function(self, t, sc)) is not None:
                t = fn   # `Set.range e` with `e : α ↪ β`: `⇑e` (`fun_slots_r25`)
            if sig is not None:
                self.fix_from_slot(t, pat, seed, pats, args)   # `limsup u atTop`
            args.append(t)
        opened: dict[str, Ty] = {}   # the open slots' parameters, shared (`Set.Ioo ⊥ ⊤`)
        for k, x in deferred.items():
            keep = [j for j in range(len(args)) if j not in deferred]
            kept_pats = [pats[j] for j in keep if j < len(pats)]
            kept_args = [args[j] for j in keep]
            want = self._propagated(pats[k], seed, kept_pats, kept_args, numeral=True)
            if want is not None and _named(want):
                args[k] = self._against(x, want, sc)
                typed.add(k)
            elif self._bare_numerals(x, sc) and \
                    (who := self._fixed_by_unknown(pats[k], kept_pats, kept_args)) is not None:
                raise self._unknown_fixer(head, who)
            elif numerals_only(x, lambda e: self._flexible(e) and not (
                    isinstance(e, Name) and e.id in ("⊤", "⊥", "∞"))):
                # nothing fixed it: Lean's default, ℕ (numerals only: `⊤`/`⊥` have no
                # default, an open slot below may solve them: `Set.Ioo ⊥ ⊤ = s`)
                args[k] = self.term(x, sc, None)
            elif head == "Insert.insert" and k == 0 and len(args) == 2 and \
                    (elem := self._insert_element(args[1])) is not None:
                args[k] = self._against(x, elem, sc)   # `insert ∅ S` with `S : Set (Set α)`
                typed.add(k)
            elif isinstance(x, Name) and x.id == "Set.univ" and (
                    want := self.univ_as_predicate(pats[k], kept_pats, kept_args)) is not None:
                args[k] = self._against(x, want, sc)   # `s =ᶠ[l] univ`: `α → Prop` is `Set α`
                typed.add(k)
            elif (coe := self.coe_to_set_param(x, pats[k], sc)) is not None:
                args[k] = coe   # `sInf ↑s`: the one coercion of a Finset/SetLike to a `Set`
                typed.add(k)
            elif (coe := coe_into_slot(self, x, pats[k], seed, kept_pats, kept_args,
                                       sc)) is not None:
                args[k] = coe   # `Multiset.prod ↑l`: the one cited coercion's target (r26)
                typed.add(k)
            elif coerces_at(head, obj) and \
                    (coe := coerced_to_function(self, x, pats[k], sc)) is not None:
                args[k] = coe   # `Function.Surjective ↑f`: `⇑f` (`coe_slots_r29`)
                typed.add(k)
            elif (open_slot := self.open_slot(x, pats[k], kept_pats, kept_args, sc, opened,
                                              sig[-1] if sig else None)) is not None:
                args[k] = open_slot   # `centralizer R Set.univ`: `Set ?A`, the context fixes ?A
                typed.add(k)
            elif (shape := self.structure_slot(x, pats[k], kept_pats, kept_args)) is not None:
                args[k] = self.term(x, sc, shape)   # `toPoly ⟨1, b, c, d⟩`: `Cubic ?R`
                typed.add(k)
            else:   # nothing fixes its type: elaborated alone (refused, for most of them)
                args[k] = self._literal_set(x, sc) if self._set_literal(x) else \
                    self.term(x, sc, None)
        if sig is not None:
            for k, a in enumerate(args):   # `Finset.sup Finset.univ f`: fixed by a later one
                if k < len(pats) and a is not _DEFERRED:
                    others = [j for j in range(len(args)) if j != k]
                    self.fix_from_slot(a, pats[k], seed, [pats[j] for j in others
                                                          if j < len(pats)],
                                       [args[j] for j in others], last=True)
        if sig is not None and len(args) < len(pats):
            filled = self.default_arguments(head, pats, args)   # `Integrable f`
            if filled is None:   # the default's type is not known: uninterpreted, as an
                sig = None       # undeclared function's application is
            else:
                args.extend(filled)
        ty: Ty | None = None
        if sig is not None:
            # an argument whose type fits its declared type (parameters bound consistently
            # with the arguments before it) is elaborated as Lean does it: nothing concrete
            # that it does not already have is pushed into it
            binding: dict[str, Ty] = {}
            fits = 0
            for p, a in zip(pats, args, strict=False):
                # the inference pass leaves a leaf uncoerced (`p : ℝ≥0` where `ℝ` is declared);
                # the final pass coerces it
                if not (fits in against and not self.final) and \
                        not match_type(p, self.resolve(a.ty), binding):
                    break
                typed.add(fits)
                fits += 1
            if fits < min(len(args), len(pats)) and \
                    (alt := self._funlike_alternative(head, args)) is not None:
                sig, pats, binding = alt   # `Ideal.map e I` with `e : RingEquiv A B`
                typed.update(range(len(args)))
                fits = len(args)
            if self.final and fits < min(len(args), len(pats)):
                self._check_mismatch(head, fits, pats[fits], args[fits], binding, sc)
            if (0 < len(args) or not pats) and len(args) <= len(pats) and fits == len(args):
                res = sig[-1]
                for p in reversed(pats[len(args):]):  # partial application: a function
                    res = Ty("fun", (p, res))
                if res.head != "var":
                    # `Polynomial.X : Polynomial ?R`: Lean's type for the leaf has a head and a
                    # metavariable, which unification with the tree's type assigns (a bare `?α`
                    # stays unknown: binop% elaborates such a leaf at the maximal type); one
                    # the expected type fixed (`(inl r : tsze R M)`, Lean's
                    # `propagateExpectedType`) is that type
                    for n in sorted(_params(res) - set(binding)):
                        binding[n] = seed[n] if n in seed and _ground(seed[n]) \
                            else self.fresh(n.lstrip("?"))
                ty = substitute(res, binding)
                ty = self.resolve(ty) if ty is not None else None
            elif args and len(args) == len(pats) and not _params(sig[-1]) and \
                    sig[-1] != PROP:
                # every argument written, one of a type the table does not match (`eLpNorm
                # (fderiv ℝ u) 1 μ`): the statement elaborated, so Lean's application has the
                # declared result, which names no parameter (`ℝ≥0∞`); the arguments that do
                # not fit stay under the cast guard
                ty = sig[-1]
        exp = self.resolve(expected) if expected is not None else None
        if ty is None and sig is None and (fin := fin_result_type(
                head, args, [self.resolve(a.ty) for a in args])) is not None and \
                (exp is None or not _ground(exp) or exp == fin):
            ty = fin   # `Fin.succ i : Fin (n + 1)` for `i : Fin n` (`fin_index`)
        if ty is None and exp == PROP and head not in RESULT_TYPES:
            ty = PROP
        elif ty is None and exp is not None and head not in RESULT_TYPES and _ground(exp) \
                and exp.head not in ("fun", "Set"):
            # `(cast a : R)`: Lean elaborates the application against the expected type, so
            # the uninterpreted function is the one into that type (keyed by name, argument
            # and result types); if Lean inserts a coercion instead, `↑ ∘ head` interprets it
            ty = exp
        if sig is None and exprs:
            self._field_guess(head, obj, args)
        return self.opaque_app(head, args, ty, sc, typed=typed)

    def _funlike_alternative(self, head: str, args: list[Term]
                             ) -> tuple[list[Ty], list[Ty], dict[str, Ty]] | None:
        """The signature of a `FunLike`-generic `head` at the bundled map its arguments have
        (`funlike_alternatives.ALTERNATIVES`), when one fits every argument (all written, all
        of known type): its parsed signature, explicit parameter types and binding."""
        for alt in FUNLIKE_ALTERNATIVES.get(head, ()):
            sig = [parse_signature_type(x) for x in alt]
            pats = sig[:-1]
            if len(args) != len(pats) or any(a is _DEFERRED for a in args):
                continue
            binding: dict[str, Ty] = {}
            if all(match_type(p, self.resolve(a.ty), binding)
                   for p, a in zip(pats, args, strict=True)):
                return sig, pats, binding
        return None

    def _check_mismatch(self, head: str, k: int, pat: Ty, arg: Term, binding: dict[str, Ty],
                        sc: Scope) -> None:
        """The `k`-th argument of a declared `head` does not fit its parameter. Where the
        checker's tables or coercions are less precise than Lean (an argument typed as the
        function a bundled map coerces to, a `Finset` where Lean coerces it to a `Set`), the
        application stays uninterpreted: Lean's reading is a function of the same argument.
        Where the mismatch itself shows that Lean reads the text otherwise, it is refused:
        - a number type inside the argument's type where another type is declared (`𝓝 0` a
          `Filter ℕ` where `Filter ℝ` is: Lean elaborates the numeral at ℝ, the checker's ℕ is
          its default; no coercion changes a type under a constructor);
        - a number where a function, set, filter or collection is declared (`IsClosed q` with
          `q : ℚ`), or one of those where a number is: no coercion goes there, Lean rejects
          the text;
        - a variable of function type where a structure is declared (`Polynomial.map g p` with
          `g : R → S`): no coercion makes a bundled map of a function;
        - a number of a larger number type where a smaller one is declared (`IsRoot p q` with
          `p : ℤ[X]`, `q : ℚ`): Lean casts only up the chain ℕ → ℤ → ℚ → ℝ → ℂ;
        - a function where a function of another arity, or with another number type in a
          domain or the codomain, is declared (`Nat.Primrec (Nat.unpaired f)` with `f : ℕ → ℕ
          → ℕ → ℕ`, found by helper sigN): Lean coerces no function type into another, so it
          elaborates the text otherwise (here `f : ℕ → ℕ → ℕ`) or rejects it; a variable or an
          application (`g =ᵐ[μ] Function.const α c` with `c : α → X`: `α → α → X` where
          `α → X` is declared, round 23). A `fun` is
          elaborated against the declared type, its body coerced (`fun x => h x` with `h x : M
          →+ N` where `α → M → N` is declared), and is not refused so."""
        ty = self.resolve(arg.ty)
        want = self.resolve(substitute(pat, binding) or pat)
        if is_numeric(ty) and is_tvar(want) and want.name in sc.tvars and \
                not self._casts_into(ty, want, sc):
            # `IsRoot p q` with `p : R[X]`, `q : ℝ`, `[CommRing R]`: no instance of `R`'s
            # classes casts ℝ into it (`_casts_into`), so Lean rejects the text
            raise self.fail(head, f"type mismatch: argument {k + 1} of {head} has type {ty}, "
                            f"where {want} is declared")
        if not (_named(ty) and _named(want)):
            return   # a type not known here: nothing says the reading differs
        inner = _inner_number_clash(ty, want)
        top = is_numeric(ty) and (want.head in ("fun", "Prop") or is_set(want) or
                                  want.head == "app" and want.name in _NO_NUMBER_COERCION)
        plain = arg.op == "var" and ty.head == "fun" and want.head == "app" and \
            not is_set(want) and want.name not in ("Type", "Sort")
        back = is_numeric(want) and (ty.head in ("fun", "Prop") or is_set(ty) or
                                     ty.head == "app" and ty.name in _NO_NUMBER_COERCION)
        down = _NUMBER_CHAIN.get(_number(ty) or "", -1) > \
            _NUMBER_CHAIN.get(_number(want) or "", 99)
        funs = arg.op in ("var", "app") and ty.head == "fun" and want.head == "fun" and \
            _function_clash(ty, want)
        # a variable of type `Set` where a `Finset` is declared (`#t`, `t : Set α`: Lean's
        # `#t` there is `Cardinal.mk ↥t` under `open Cardinal`): a `Finset` coerces to a
        # `Set` (Mathlib/Data/Finset/Defs.lean:126 `CoeTC (Finset α) (Set α)`), never the
        # other way. (A literal `{a, b, c}` is not refused: Lean elaborates it at the declared
        # `Finset`, where the checker may have typed it a set.)
        unfinite = arg.op == "var" and is_set(ty) and want.head == "app" and \
            want.name == "Finset"
        if inner or top or plain or back or down or funs or unfinite:
            raise self.fail(head, f"type mismatch: argument {k + 1} of {head} has type {ty}, "
                            f"where {want} is declared")

    def _field_guess(self, head: str, obj: Term | None, args: list[Term]) -> None:
        """Refuse a constant with no declared signature that the statement applies both by
        field notation with arguments (`x.f a`, read `f x a`: a guess, since Lean puts `x` at
        the first explicit argument of its type, which only the signature says) and directly
        with a first argument of another type than the namespace's (`f a x`): the two readings
        need not agree where Lean's do. A direct use whose first argument has the namespace's
        type agrees with the guess (that argument's parameter is the first of the type)."""
        space = head.rpartition(".")[0]
        first = self.resolve(args[0].ty) if args else None
        if obj is not None and not fin_object_first(head):   # (`i.addNat m`: declared)
            self.field_guessed.add(head)
        elif first is not None and first.head == "meta" and not self.final:
            return   # `(Fin.addNat · m)`: the argument's type is known by the final pass
        elif not (first is not None and first.name.split(" ")[0] == space):
            self.applied_directly.add(head)
        if head in self.field_guessed and head in self.applied_directly:
            raise self.fail(head, f"{head} applied both by field notation and directly, "
                            "with no declared signature to say where the object goes")

    def _insert_element(self, col: Term) -> Ty | None:
        """The element type of `insert a s` fixed by `s`, for `insert ∅ S`, `insert ⊥ t`:
        lean4 Init/Core.lean `class Insert (α : outParam <| Type u) (γ : Type v)`, so the
        instance of `s`'s type gives `α`: Mathlib/Data/Set/Defs.lean:203 `instance : Insert α
        (Set α)`, Data/Finset/Insert.lean:354 `instance : Insert α (Finset α)`. None for any
        other collection, or one whose element type is not written out in full."""
        ty = self.resolve(col.ty)
        elem = self._element(col) if is_set(ty) or ty.name == "Finset" else None
        return elem if elem is not None and _named(elem) else None

    def default_arguments(self, head: str, pats: list[Ty], args: list[Term]
                          ) -> list[Term] | None:
        """The arguments Lean fills for the parameters with a default that a call of `head`
        omits (`opaque.DEFAULTS`): `(volume : Measure α)` at the type the written arguments fix
        (`Integrable f` with `f : α → E`); [] when no parameter has one (a partial
        application). None when the arguments do not fix the default's type (`Integrable
        (gaussianPDFReal μ v)`, a result of unknown type): the application is then kept
        uninterpreted, as an undeclared function's. A call omitting a parameter with no default
        before one with a default is eta-expanded by Lean: refused."""
        fill = missing_defaults(head, len(args), len(pats))
        if not fill:
            if fill is None and DEFAULTS.get(head):
                raise self.fail(head, f"{head} applied to fewer arguments than its parameters "
                                "without a default (Lean eta-expands it)")
            return []
        binding: dict[str, Ty] = {}
        if not all(match_type(p, self.resolve(a.ty), binding)
                   for p, a in zip(pats, args, strict=False)):
            return None
        out: list[Term] = []
        for p, kind in zip(pats[len(args):], fill, strict=True):
            want = substitute(p, binding)
            want = self.resolve(want) if want is not None else None
            if kind != "volume" or want is None or not _named(want):
                return None
            out.append(Term("const", (), want, VOLUME))   # `(volume : Measure α)`
        return out

    def _object_position(self, head: str, ot: Ty, pats: list[Ty]) -> int:
        """Where the object of `x.f` goes among `f`'s declared explicit arguments `pats`:
        Lean's `addLValArg` (lean4 `src/Lean/Elab/App.lean`) passes it as the first argument
        whose type's head constant is the head of `x`'s type, the namespace `f` was found in
        (`typeMatchesBaseName`: any function type for `Function`). The first declared argument
        spelled with that head is taken; with none, a declared argument the table does not
        spell (`_`, `ZMod.val`'s) is taken when it is the only one (the statement elaborated, so
        some argument receives the object); anything else is refused, never guessed."""
        def same_head(p: Ty) -> bool:
            if ot.head == "app":
                return p.head == "app" and p.name.split(" ")[0] == ot.name.split(" ")[0]
            return p.head == ot.head and (ot.head == "fun" or p.name == ot.name)

        first = next((i for i, p in enumerate(pats) if same_head(p)), None)
        if first is not None:
            return first
        unknown = [i for i, p in enumerate(pats) if p.head == "app" and p.name == "_"]
        if len(unknown) == 1:
            return unknown[0]
        raise self.fail(head, f"which argument of {head} receives the object of the field "
                        "notation is not known from its declared type")

    def _fixed_by_unknown(self, pat: Ty, pats: list[Ty], args: list[Term]) -> str | None:
        """An argument whose declared type shares a parameter with `pat` but whose own type is
        not known here (an undeclared result, or a constant that does not match its slot:
        `StrictAntiOn Real.arccos (Set.Icc 0 1)`): Lean fixes the parameter from it (ℝ), so a
        numeral in the argument at `pat` must not take ℕ's default. The argument, or None."""
        ps = _params(pat)
        if not ps:
            return None
        binding: dict[str, Ty] = {}
        unknown = None
        for p, a in zip(pats, args, strict=False):
            if a is _DEFERRED or not _params(p) & ps:
                continue
            ty = self.resolve(a.ty)
            if _unknown_result(ty) or ty.head == "meta" or not match_type(p, ty, binding) or \
                    any(n in binding and _holds_result(self.resolve(binding[n]))
                        for n in _params(p) & ps):
                # (or a part of its type: `fun x => g x` with `g`'s result not known fixes
                # `Tendsto`'s `β` at that result, so `𝓝 0` is at it, not at ℕ)
                who = f"fun {a.name} => …" if a.op == "lambda" else a.name
                unknown = unknown or who or "an argument"
        # the arguments whose types are known fix every parameter: those are Lean's too
        fixed = all(n in binding and not _holds_result(self.resolve(binding[n])) for n in ps)
        return unknown if unknown is not None and not fixed else None

    def _bare_numerals(self, x: Expr, sc: Scope) -> bool:
        """Numerals that nothing in `x` types (`0`, `Set.Icc 0 1`; not `Set.Icc (0 : ℝ) 1`,
        nor `e 1` with `e` a bound map, whose domain types it): alone they take ℕ's default."""
        return numerals_only(x, self._flexible) or isinstance(x, App) and bool(x.args) and \
            isinstance(x.fn, Name) and x.fn.id not in sc.vars and \
            all(numerals_only(a, self._flexible) for a in x.args)

    def _unknown_fixer(self, head: str, who: str) -> UnsupportedError:
        return self.fail(head, f"a numeral's type is fixed by {who}, whose type is not known "
                         "here (Lean takes it from there, not from ℕ's default)")

    def _propagated(self, pat: Ty | None, seed: dict[str, Ty], pats: list[Ty],
                    args: list[Term], numeral: bool = False) -> Ty | None:
        """The type an argument is elaborated against when the expected type fixed a parameter
        of its declared type (`seed`), with the parameters the arguments before it fixed; None
        when nothing was propagated into it or it is not fully known. A numeral (`numeral`)
        takes the parameters the arguments before it fixed even with no seed: Lean elaborates
        the arguments in order, each against its type instantiated so far (`dist (x - y) 0`
        with `x y : ℂ` has `0 : ℂ`, not the ℕ a numeral alone defaults to)."""
        if pat is None or not numeral and (not seed or not any(n in seed for n in _params(pat))):
            return None
        binding = dict(seed)
        # an argument whose type is not known here fixes nothing the checker can use; Lean's
        # unifier takes the parameters from the others as well (`EventuallyEq l f 0` with `l`
        # unknown: `0 : α → β` from `f`), and `_fixed_by_unknown` refuses what only it fixes
        if not all(match_type(p, ty, binding) for p, a in zip(pats, args, strict=False)
                   if not _unknown_result(ty := self.resolve(a.ty))) or \
                not any(n in binding for n in _params(pat)):
            return None
        want = substitute(pat, binding)
        return want if want is not None and _ground(want) else None

    def _bare_slot(self, x: Expr, pat: Ty | None, pats: list[Ty], args: list[Term],
                   sc: Scope, rest: list[Expr | Term]) -> Ty | None:
        """The function type a constant written alone (`s.prod id`, `ContinuousOn id s`) is
        elaborated against at a declared function slot `pat`: its parameters as the
        arguments before it fixed them and as the bound variables (or the field's object)
        after it fix them, the others unknowns (Lean's unifier, which solves them from every
        explicit argument). None for any other argument or slot."""
        if pat is None or pat.head != "fun" or not _bare_constant(x, sc):
            return None
        binding: dict[str, Ty] = {}
        known = [(q, self.resolve(a.ty)) for q, a in zip(pats, args, strict=False)]
        for q, later in zip(pats[len(args) + 1:], rest, strict=False):
            if isinstance(later, Term):
                known.append((q, self.resolve(later.ty)))
            elif isinstance(later, Name) and later.id in sc.vars:
                known.append((q, self.resolve(sc.vars[later.id])))
        for q, ty in known:
            if not _unknown_result(ty) and _ground(ty):
                match_type(q, ty, binding)
        for p in sorted(_params(pat) - set(binding)):
            binding[p] = self.fresh(f"{x.id}'s {p.lstrip('?')}")
        return substitute(pat, binding)

    def univ_as_predicate(self, pat: Ty, pats: list[Ty], args: list[Term]) -> Ty | None:
        """`Set α` for `Set.univ` passed where the declared type is a function `?α → ?β` that
        the other arguments make `α → Prop` (`Filter.EventuallyEq l s Set.univ`, `s : Set α`
        in the same slot type: Mathlib v4.19.0 Data/Set/Defs.lean:44 `def Set (α : Type u) :=
        α → Prop`, :195 `def univ : Set α`). Lean unifies `Set.univ : Set ?γ` with `α → Prop` by
        unfolding `Set` (default transparency), so `?γ := α`; a `Set α` argument fixes `?β :=
        Prop` the same way. Only `Set.univ`: `∅` there would need `EmptyCollection (α → Prop)`,
        an instance Lean's search does not find through the definition. None otherwise."""
        if pat.head != "fun":
            return None
        binding: dict[str, Ty] = {}
        for p, a in zip(pats, args, strict=False):
            ty = self.resolve(a.ty)
            if _unknown_result(ty):
                continue
            if p.head == "fun" and is_set(ty):
                ty = Ty("fun", (ty.args[0], PROP))
            if not match_type(p, ty, binding):
                return None
        want = substitute(pat, binding)
        if want is None or not _ground(want) or self.resolve(want.args[1]) != PROP:
            return None
        return Ty("Set", (self.resolve(want.args[0]),))

    def _against(self, x: Expr, want: Ty, sc: Scope) -> Term:
        """`x` elaborated against the type `want` (coerced as Lean would, else refused)."""
        if isinstance(x, Lambda) and want.head == "fun":
            return self.lam(x, sc, want)
        if is_numeric(want) or is_tvar(want):
            (t,), _ = self.tree([x], sc, want)
            return t
        t = self.term(x, sc, want)
        got = self.resolve(t.ty)
        if self.final and got != want and _ground(got):
            raise self.fail(_describe(x), f"type mismatch: expected {want}, got {got}")
        return t

    def open_slot(self, x: Expr, pat: Ty, pats: list[Ty], args: list[Term],
                  sc: Scope, opened: dict[str, Ty] | None = None,
                  result: Ty | None = None) -> Term | None:
        """`∅`, `Set.univ`, `⊤`, `⊥` (`_slot_constant`) passed where the declared type has a
        parameter no other argument fixes (`Subalgebra.centralizer R Set.univ = center R A`:
        `(s : Set A)`, `A` fixed only by the result). Lean elaborates the argument against
        `Set ?A` with `?A` a metavariable (lean4 `Elab/App.lean`: each explicit argument
        against its type instantiated so far; `EmptyCollection (Set ?A)`, `Top ?T` are
        synthesised once unification, with the other side of a relation or the expected type,
        assigns it). The checker does the same: the parameter is a fresh metavariable the
        inference passes solve through the application's result type; if nothing solves it,
        the final pass refuses (never the ℕ an unsolved binder defaults to).

        `⊤`/`⊥` in a slot that is a bare parameter the declared result type names (`Set.Ioo ⊥
        ⊤ : Set ?α`, `𝓝 ⊤ : Filter ?α`) take the same metavariable, one per parameter across
        the application's open slots (`opened`), which the result's context solves: the other
        side of a relation (`range Real.toEReal = Ioo ⊥ ⊤`, Lean's `binrel%` unifies the sides
        when a type is unknown) or the slot of the function it is passed to
        (`close_open_slot`). The coercion function `(↑)` in a function slot (`l.map (↑)`,
        `Filter.comap (↑) l`: `α → β`) takes its ends the same way (Lean postpones `(↑)` until
        both are known, lean4 `Elab/BuiltinNotation.lean` `elabCoeFunNotation`), then is read
        only as a coercion the tables know (`name`); a coercion `↑x` in a bare-parameter slot
        (`Set.Ioi ↑r`, `𝓝 ↑(r' * r)`) likewise, `x` then coerced into the type found (`coerce`,
        as where the slot is known: Lean's `elabCoe` postpones `↑x` while its expected type is
        a metavariable). None for anything else (a bare parameter the result does not name:
        its type is only the context's, which `name` handles)."""
        comp = isinstance(x, BinOp) and is_coe_composition(x)   # `f ∘ (↑)`, its ends open
        coe_fn = (isinstance(x, Name) and x.id == "↑" or comp) and pat.head == "fun"
        bare = pat.head == "var"
        coe_of = isinstance(x, UnOp) and x.op == "↑" and bare
        if not (_slot_constant(x) or coe_fn or coe_of):
            return None
        sym = x.id if isinstance(x, Name) else "↑" if coe_of or coe_fn else "[]"
        if bare and (sym not in ("⊤", "⊥", "↑") or result is None or
                     pat.name not in _params(result)):
            return None
        binding: dict[str, Ty] = {}
        if not all(match_type(p, self.resolve(a.ty), binding)
                   for p, a in zip(pats, args, strict=False)):
            return None
        shared = opened if opened is not None else {}
        metas: list[Ty] = []
        for n in sorted(_params(pat) - set(binding)):
            if n not in shared:
                shared[n] = self.fresh(f"{sym}:{n.lstrip('?')}")
                self.open_metas.add(shared[n].name)
            binding[n] = shared[n]
            metas.append(shared[n])
        want = substitute(pat, binding)
        if want is None:
            return None
        if coe_fn and self.final and any(self._defaulted_meta(m) for m in metas):
            raise self.fail("↑", "the coercion function `(↑)`: nothing fixes the type it "
                            "coerces from or into")
        if coe_fn and not comp and not self.final and not _named(self.resolve(want)):
            return Term("const", (), want, sym)   # the ends the context fixes, later
        if self.final and any(self._defaulted_meta(m) for m in metas):
            what = "element type of this set" if sym in ("∅", "Set.univ") else \
                "element type of an empty list" if sym == "[]" else f"type of {sym}"
            raise self.fail(sym, f"cannot infer the {what}: nothing fixes the parameter "
                            "of its slot")
        if bare and self.resolve(want).head == "meta":   # solved later in this pass, or not
            if coe_of:                                  # at all (then refused in the final)
                assert isinstance(x, UnOp)
                return Term("app", (self.term(x.arg, sc, None),), want, "↑")
            return Term("const", (), want, sym)
        return self.term(x, sc, want)

    def close_open_slot(self, t: Term, pat: Ty | None, pats: list[Ty],
                        args: list[Term]) -> None:
        """`t`, an argument elaborated alone whose type still holds an open slot's
        metavariable (`𝓝 ⊤ : Filter ?α`), passed where the declared type is fixed by the
        arguments before it (`Tendsto f (𝓝 ⊤) l`: `Filter α`, `α` the domain of `f`): Lean
        elaborates the argument against that type (lean4 `Elab/App.lean`, `elabAppArgs`: each
        explicit argument against its type instantiated so far, `propagateExpectedType` then
        fixing `nhds`'s `α`), so the metavariable is that type's. Only metavariables
        `open_slot` made are solved so; anything else is left as it was."""
        ty = self.resolve(t.ty)
        if pat is None or not self._holds_open(ty):
            return
        want = self._propagated(pat, {}, pats, args, numeral=True)
        if want is not None and _named(want):
            self.unify(want, ty)

    def fix_from_slot(self, t: Term, pat: Ty | None, seed: dict[str, Ty], pats: list[Ty],
                      args: list[Term], *, last: bool = False) -> None:
        """`t`, an argument whose type still holds the metavariable of a constant's parameter
        that nothing of its own fixes (`atTop : Filter ?α`, `_slot_meta`), passed where the
        declared type `pat` is fixed by the other arguments `args` (at `pats`) or the expected
        type (`seed`): `Filter.limsup u atTop` with `u : ℕ → EReal` (Mathlib v4.19.0
        Order/LiminfLimsup.lean:60 `def limsup (u : β → α) (f : Filter β) : α`) has `atTop :
        Filter ℕ`. Lean elaborates each explicit argument against its parameter type
        instantiated with the metavariables assigned so far, and a later argument assigns what
        is left (lean4 `Elab/App.lean`, `elabAppArgs`; `isDefEq` on the argument's type). The
        metavariable is assigned only when the whole of `t`'s type unifies with the slot's
        (else nothing is assigned: the mismatch is refused where it was before). `last`: `args`
        are all the others, so if they are all known and fix nothing, nothing will."""
        ty = self.resolve(t.ty)
        if pat is None or not self._holds_slot_meta(ty):
            return
        binding = {n: v for n, v in seed.items() if _named(self.resolve(v))}
        known = True   # every other argument's type is known
        for p, a in zip(pats, args, strict=False):
            aty = self.resolve(a.ty)
            if a is _DEFERRED or not _named(aty):
                known = known and not _params(p) & _params(pat)
                continue
            if not match_type(p, aty, binding):
                return   # the other arguments disagree: nothing is assigned from them
        saved = dict(self.solved)
        if not self._unify_slot(pat, ty, binding):
            self.solved = saved
            return
        if last and known and not seed and self._holds_slot_meta(self.resolve(ty)):
            self.slot_unfixed |= self._slot_metas_in(self.resolve(ty))   # `NeBot atTop`

    def _unify_slot(self, pat: Ty, ty: Ty, binding: dict[str, Ty]) -> bool:
        """Unify the declared slot type `pat` (its parameters as `binding` fixes them, the
        others bound here as they are met) with an argument's type `ty`, assigning `ty`'s
        metavariables: `Kernel.comp Kernel.id κ` (`Kernel β γ` with `β` from `κ : Kernel α
        β`, `id : Kernel ?a ?a`) assigns `?a := β`, then `γ := β`, as Lean's `isDefEq`."""
        ty = self.resolve(ty)
        if pat.head == "app" and pat.name == "_":
            return True
        if pat.head == "var" and pat.name.startswith("?"):
            bound = binding.get(pat.name)
            if bound is None:
                binding[pat.name] = ty
                return True
            return self.unify(bound, ty)
        if ty.head == "meta":   # a structured slot: only when the whole of it is fixed
            want = substitute(pat, binding)
            return want is not None and _named(want) and self.unify(want, ty)
        if pat.head != ty.head or pat.name != ty.name or len(pat.args) != len(ty.args):
            return False
        return all(self._unify_slot(p, a, binding) for p, a in zip(pat.args, ty.args,
                                                                     strict=True))

    def _slot_metas_in(self, ty: Ty) -> set[str]:
        if ty.head == "meta":
            return {ty.name} & self.slot_metas
        return set().union(*(self._slot_metas_in(a) for a in ty.args))

    def _holds_slot_meta(self, ty: Ty) -> bool:
        """Does `ty` hold an unsolved metavariable `_slot_meta` made?"""
        if ty.head == "meta":
            return ty.name in self.slot_metas
        return any(self._holds_slot_meta(a) for a in ty.args)

    def _holds_open(self, ty: Ty) -> bool:
        """Does `ty` hold an unsolved metavariable of an open slot (`open_slot`)?"""
        ty = self.resolve(ty)
        if ty.head == "meta":
            return ty.name in self.open_metas
        return any(self._holds_open(a) for a in ty.args)

    def slot_coercion(self, x: Expr, t: Term, pat: Ty | None, seed: dict[str, Ty],
                      pats: list[Ty], args: list[Term], sc: Scope) -> Term | None:
        """A variable (or an ascription) `x`, elaborated alone as `t`, passed where the declared
        type is a parameter that the expected type or the arguments before it fixed to another
        type (`Set.Ioc (p : K) q` with `q : ℚ≥0`: `α` is `K`). Lean elaborates each explicit
        argument against its type instantiated so far (lean4 `Elab/App.lean`,
        `elabAppArgs`), and a value whose type does not unify with it is coerced
        (`ensureHasType`, a `CoeT` instance): `↑q`. Its type is its own whatever is expected
        (a name, or the ascribed type), so the coercion is of the whole. Read only for a
        coercion the tables cite (`_known_coercion`); None otherwise (left as before)."""
        if pat is None or not (isinstance(x, Name) and x.id in sc.vars or isinstance(x, Ascribe)):
            return None
        want = self._propagated(pat, seed, pats, args, numeral=True)
        got = self.resolve(t.ty)
        if want is None or not _named(want) or not _named(got) or got == want or \
                not (self._known_coercion(got, want, sc) or self._carried_into(got, want)):
            return None
        # (the inference passes leave coercions out, `coerce`; the slot's type is still `want`)
        return self.coerce(t, want) if self.final else replace(t, ty=want)

    def _carried_into(self, got: Ty, want: Ty) -> bool:
        """Is `want` the carrier a value of the subtype `got` is coerced out to (`Set.Ioc a b`
        with `b : ↥(Set.Ioi a)`: lean4 Init/Coe.lean `subtypeCoe`, `coercions.carrier_of`)?"""
        carrier = carrier_of(got, self.subtypes)
        return carrier is not None and self.resolve(carrier) == want

    def _defaulted_meta(self, m: Ty) -> bool:
        """Did the inference passes leave `m` unsolved, so that the final pass defaulted it
        (itself, or the metavariable it was unified with)?"""
        seen: set[str] = set()
        while m.head == "meta" and m.name not in seen:
            if m.name in self.defaulted:
                return True
            seen.add(m.name)
            nxt = self.solved.get(m.name)
            if nxt is None:
                return False
            m = nxt
        return False

    def _lambda_domains(self, x: Expr | Term, pat: Ty | None, pats: list[Ty],
                        args: list[Term], later: list[tuple[Ty, Term]] | None = None
                        ) -> dict[str, Ty] | None:
        """The binder types of an untyped `fun x y => …` (or a `(· ≤ ·)` section) passed
        where the signature has `α → β → γ`, when the arguments before it (a type argument
        `Type α` included) fix the domains to ground types (else None). `later`: the object
        of field notation with its slot, which Lean elaborated before any argument
        (`elabAppLVals`), so it fixes the domain of a `fun` before it: in `s.image (fun f =>
        f i)` (`Finset.image (f : α → β) (s : Finset α)`) `f` has `s`'s element type, as when
        Lean resumes the `fun` it postponed at `f i` (lean4 `Elab/App.lean`: an application
        whose function's type is a metavariable postpones)."""
        if not isinstance(x, Lambda) or pat is None or any(
                b.type is not None or b.pred is not None or b.info != "explicit"
                for b in x.binders):
            return None
        names = [n for b in x.binders for n in b.names]
        binding: dict[str, Ty] = {}
        if not all(match_type(p, self.resolve(a.ty), binding)
                   for p, a in [*zip(pats, args, strict=False), *(later or [])]
                   if not (_open_constant(a) or self._holds_slot_meta(self.resolve(a.ty)))):
            return None
        doms: dict[str, Ty] = {}
        for n in names:
            if pat.head != "fun":
                return None
            dom = substitute(pat.args[0], binding)
            if dom is None or not _ground(dom):
                return None
            doms[n] = dom
            pat = pat.args[1]
        return doms

    def _is_type_arg(self, e: Expr, sc: Scope) -> bool:
        """Is the argument `e` certainly a type (Lean reads an explicit argument that is a type
        as that type, whatever its position)? A name the statement binds as a type (and no
        value variable shadows), a number type (`ℝ`, `ℂ`, `ℝ≥0`; not the ASCII `R`, which is a
        variable's name there), a known type constructor applied (`Polynomial R`, `ZMod n`, a
        bundled map type, a type family `α i`), or a function or product type of types."""
        if isinstance(e, Name):
            if e.id in sc.vars:
                return False
            return e.id in sc.tnames or e.id in ARG_TYPE_NAMES
        if isinstance(e, App) and isinstance(e.fn, Name):
            if e.fn.id in sc.vars:
                return bool(self.family_arity(self.resolve(sc.vars[e.fn.id])))
            return e.fn.id not in sc.tnames and e.fn.id in type_constructors()
        if isinstance(e, BinOp) and e.op in ("→", "×"):
            return self._is_type_arg(e.lhs, sc) and self._is_type_arg(e.rhs, sc)
        if isinstance(e, UnOp) and e.op == "↥":
            # `Nat.card ↥(s⁻¹)`: `↥` is Lean's `CoeSort` written out (lean4 Init/Coe.lean
            # `syntax:max "↥" term:max : term`, `CoeSort.coe`, whose value is a sort), so always
            # a type; `elab_type` reads it as the opaque carrier `_coe_sort` names
            return True
        if isinstance(e, Quant) and pi_type_argument(self, e, sc):
            return True   # `IsSMulRegular (∀ i, f i) k`: a Π type (`pi_args_r29`)
        return written_type(e, lambda x: self._is_type_arg(x, sc))  # `X ⟶ Y`, `Cᵒᵖ`

    def type_argument(self, x: Expr, i: int, head: str, pats: list[Ty] | None,
                      sc: Scope) -> Term:
        """The type `x` written as the `i`-th explicit argument of `head`: kept as a type
        (`terms.type_term`), checked against a declared signature, whose slot must be an
        explicit type parameter (`Type α`, matched like any argument); a signature typing
        that slot as a value means the signature or this reading is wrong: refused."""
        if pats is not None and not (i < len(pats) and is_type_arg(pats[i])):
            raise self.fail(head, f"{show_expr(x)} is a type, but {head}'s declared signature "
                            f"has no explicit type parameter at argument {i + 1}")
        return type_term(self.elab_type(x, sc))

    def _set_literal(self, e: Expr) -> bool:
        return isinstance(e, Bracket) and e.kind == "set" or \
            isinstance(e, UnOp) and e.op == "ᶜ" and self._set_literal(e.arg)

    def _literal_set(self, e: Expr, sc: Scope) -> Term:
        core = e
        while isinstance(core, UnOp):
            core = core.arg
        assert isinstance(core, Bracket)
        (*_items,), ety = self.tree(list(core.items), sc, None)
        return self.set_expr(e, sc, set_of(self.resolve(ety)))

    def proof_arg(self, x: Expr | Term, sc: Scope) -> Term | None:
        """A proof built from the statement's hypotheses passed as an argument (`Nat.find h`,
        `Fin.cast h.symm i`, `Option.get o (h a)`): the constant of type `proof_type(p)`, `p`
        the proposition it proves exactly (so it is one value with every proof of `p`, by
        proof irrelevance), its text kept as written. None when `x` is not such a proof."""
        if (p := self._proved(x, sc)) is None:
            return None
        return Term("const", (), proof_type(p), _proof_text(x))

    def _proved(self, x: Expr | Term, sc: Scope) -> Term | None:
        """The proposition `x` proves when it is built from a hypothesis in scope, None when
        `x` does not start with one. Refused when it does but what it proves is not exact:

        - `h` proves its proposition; `h.symm` of `h : a = b` or `h : a ≠ b` proves `b = a` /
          `b ≠ a` (lean4 Init/Prelude.lean `Eq.symm {a b : α} (h : a = b) : b = a`,
          Init/Core.lean `Ne.symm (h : a ≠ b) : b ≠ a`: `h.symm` resolves on the head of h's
          type);
        - `h.trans h'` of `h : a = b`, `h' : b = c` proves `a = c` (lean4 Init/Prelude.lean
          `Eq.trans {a b c : α} (h₁ : a = b) (h₂ : b = c) : a = c`); of `h : a ≤ b`, `h' : b ≤
          c` proves `a ≤ c`, and of `<` alike (Mathlib v4.19.0 Order/Basic.lean:130 `alias
          LE.le.trans := le_trans`, :132 `alias LT.lt.trans := lt_trans`; Order/Defs/
          PartialOrder.lean:54 `le_trans : a ≤ b → b ≤ c → a ≤ c`, :84 `lt_trans (hab : a < b)
          (hbc : b < c) : a < c`). Not `≥` or `⊇` (`a ⊇ b` is read as `b ⊆ a`, whose
          `.trans` is `HasSuperset.Superset.trans`, composing the other way);
        - `h.le`, `h.ne` of `h : a < b` prove `a ≤ b`, `a ≠ b` (Mathlib v4.19.0 Order/
          Basic.lean:148 `alias LT.lt.le := le_of_lt`, :149 `alias LT.lt.ne := ne_of_lt`;
          Order/Defs/PartialOrder.lean:61 `le_of_lt (hab : a < b) : a ≤ b`, :87 `ne_of_lt (h :
          a < b) : a ≠ b`), in a chain (`h.ne.symm`);
        - `h a` of `h : ∀ x, P x` proves `P a` (`a` elaborated at the binder's type), `h hq` of
          `h : q → P` proves `P` (`hq` itself such a proof; Lean checked it proves `q`);
        - `h.trans h'` of `h : s ⊆ t`, `h' : t ⊆ u` proves `s ⊆ u`, and of `⊂` alike (Mathlib
          v4.19.0 Order/RelClasses.lean:521 `alias HasSubset.Subset.trans := subset_trans`,
          :507 `subset_trans … : a ⊆ b → b ⊆ c → a ⊆ c`; :565 `alias HasSSubset.SSubset.trans
          := ssubset_trans`, :551), `h.subset` of `h : s ⊂ t` proves `s ⊆ t` (:589 `alias
          HasSSubset.SSubset.subset := subset_of_ssubset`, :578), never on a hypothesis
          written `⊇`/`⊃` (`superset_written`: its fields are `HasSuperset.Superset`'s);
        - `h.le` of `h : a = b` proves `a ≤ b` (Mathlib v4.19.0 Order/Basic.lean:150 `alias
          Eq.le := le_of_eq`; Order/Defs/PartialOrder.lean:60 `le_of_eq (hab : a = b) : a ≤
          b`);
        - `h.symm` of `h : G.Adj u v` proves `G.Adj v u` (Mathlib v4.19.0 Combinatorics/
          SimpleGraph/Basic.lean:171 `theorem Adj.symm {G : SimpleGraph V} {u v : V} (h :
          G.Adj u v) : G.Adj v u`).
        Any other projection or use of a hypothesis is refused."""
        if isinstance(x, App) and isinstance(x.fn, Name) and \
                x.fn.id.split(".")[0] in sc.proofs:
            fn = x.fn.id
            if fn.endswith(".trans") and len(x.args) == 1:
                left, right = self._proved(Name(fn.removesuffix(".trans")), sc), \
                    self._proved(x.args[0], sc)
                if left is None or right is None or right.op != left.op or \
                        left.op not in ("eq", "le", "lt", "subset", "ssubset") or \
                        left.op in ("subset", "ssubset") and (
                            _names_in(x, self.superset_written) or left.args[1] != right.args[0]):
                    raise self.fail(fn, f"{PROOF_AS_TERM} (.trans of these is not read here)")
                return Term(left.op, (left.args[0], right.args[1]), PROP)
            p = self._proved(x.fn, sc)
            assert p is not None
            for a in x.args:
                p = self._instantiated(p, a, sc, fn)
            return p
        if not isinstance(x, Name) or x.id.split(".")[0] not in sc.proofs:
            return None
        h, _, rest = x.id.partition(".")
        p = sc.proofs[h]
        if p is None:
            raise self.fail(x.id, f"{h}{UNCERTAIN_BINDER}")
        while rest:   # `h.ne.symm`: each step on what the one before proves
            step, _, after = rest.partition(".")
            if step == "symm" and p.op in ("eq", "ne"):
                p = Term(p.op, (p.args[1], p.args[0]), PROP)
            elif step in ("le", "ne") and p.op == "lt":
                p = Term(step, p.args, PROP)
            elif step == "le" and p.op == "eq":
                p = Term("le", p.args, PROP)
            elif step == "subset" and p.op == "ssubset" and h not in self.superset_written:
                p = Term("subset", p.args, PROP)
            elif step == "symm" and p.op == "app" and p.name == "SimpleGraph.Adj" and \
                    len(p.args) == 3:
                p = Term("app", (p.args[0], p.args[2], p.args[1]), PROP, p.name)
            else:
                break
            rest = after
        if rest and p.op == "app" and f"{p.name}.{rest.split('.')[0]}" in PROOF_FIELDS:
            return None   # `hf.toFinset`: a datum, not a proof (`proof_field`)
        if rest:
            raise self.fail(x.id, f"{PROOF_AS_TERM} (.{rest} of a proof is not read here)")
        return p

    def proof_as_term(self, n: str, sc: Scope) -> UnsupportedError:
        """The refusal of `n`, which starts with a binder bound as a hypothesis, used other than
        as a proof passed to a constant: a proof used as a term (`PROOF_AS_TERM`) when the
        binder's type is certainly a proposition, else a binder of unknown kind (`(V : Π x,
        TangentSpace I x)` may be a function as well as a proof), which no refusal calls a
        hypothesis."""
        h = n.split(".")[0]
        if sc.proofs.get(h) is None:
            return self.fail(n, f"{h}{UNCERTAIN_BINDER}")
        return self.fail(n, PROOF_AS_TERM)

    def proof_field(self, n: str, sc: Scope) -> tuple[Term, list[str]] | None:
        """`h.f…` with `h : P a` a hypothesis in scope and `P.f` a declaration of
        `signatures_proofs.PROOF_FIELDS` (`hf.toFinset` with `hf : s.Finite` is
        `Set.Finite.toFinset hf : Finset α`): that declaration applied to the proof, which
        stands for its proposition (`proof_arg`), and the field names after `f`. None when
        `n` is no such field (the caller refuses the proof used as a term)."""
        h, f, *rest = n.split(".")
        p = sc.proofs.get(h)
        if p is None or p.op != "app" or len(p.args) != 1:
            return None
        full = f"{p.name}.{f}"
        if full not in PROOF_FIELDS:
            return None
        arg_ty, result = (parse_signature_type(x) for x in PROOF_FIELDS[full])
        binding: dict[str, Ty] = {}
        if not match_type(arg_ty, self.resolve(p.args[0].ty), binding) or \
                (ty := substitute(result, binding)) is None:
            raise self.fail(n, f"{full} of a proof of {p.name} on a term of type "
                            f"{self.resolve(p.args[0].ty)}")
        proof = Term("const", (), proof_type(p), h)
        return self.opaque_app(full, [proof], ty, sc, typed={0}), rest

    def slot_proof(self, head: str, pos: int, args: list[Term], sc: Scope, text: str) -> Term:
        """A tactic proof `(by …)` passed as explicit argument `pos` of `head`: the constant of
        type `proof_type(p)`, `p` the parameter's proposition (`signatures_proofs.
        PROOF_SLOTS`) with the earlier arguments `args` put in, the text kept as written. By
        proof irrelevance it is one value with every proof of `p` (a hypothesis `(h : p)`
        passed there included). Refused where the proposition is not declared."""
        prop = PROOF_SLOTS.get(head, {}).get(pos)
        if prop is None:
            raise self.fail("by", f"a tactic proof passed to {head}, whose parameter's "
                            "proposition is not known here")
        inner, mapping = sc, {}
        for k in sorted({int(m) for m in re.findall(r"#(\d+)", prop)}, reverse=True):
            if k >= min(pos, len(args)) or args[k] is _DEFERRED:
                raise self.fail("by", f"a tactic proof passed to {head}: its proposition "
                                "depends on an argument not known before it")
            n = fresh_name(f"arg{k}", set(inner.vars) | set(inner.tnames) | set(inner.proofs)
                           | {n for a in args for n in all_names(a)})
            inner = inner.with_var(n, self.resolve(args[k].ty))
            mapping[n] = args[k]
            prop = prop.replace(f"#{k}", n)
        p = subst(self.prop(parse(prop), inner), mapping)
        return Term("const", (), proof_type(p), text)

    def _instantiated(self, p: Term, a: Expr, sc: Scope, fn: str) -> Term:
        """What a proof of `p` applied to `a` proves (`_proved`): `p`'s `∀` instantiated at
        `a`, or the conclusion of its `→` when `a` is a proof."""
        if p.op == "forall" and p.bty is not None:
            bty = self.resolve(p.bty)
            if bty.head == "meta" or bty == PROP:
                raise self.fail(fn, f"{fn} applied: its binder's type is not known here")
            arg = self.term(a, sc, bty)
            if self.resolve(arg.ty) != bty:
                raise self.fail(fn, f"type mismatch: {self.resolve(arg.ty)} and {bty}")
            return subst(p.args[0], {p.name: arg})
        if p.op == "imp" and self._proved(a, sc) is not None:
            return p.args[1]
        raise self.fail(fn, f"unknown identifier: {fn}")

    def opaque_app(self, head: str, args: list[Term], ty: Ty | None, sc: Scope, *,
                   typed: set[int] | None = None) -> Term:
        """`head args`, an uninterpreted function: its result type is `ty` when known (from
        the notation or `opaque.RESULT_TYPES`), else an opaque type named after it."""
        if self.final:
            typed = (typed or set()) | ({_ALONE[head]} if head in _ALONE else set())
            for i, a in enumerate(args):
                if i not in typed and cast_sensitive(a):
                    raise self.fail(head, f"the meaning of an argument of {head} depends on "
                                    f"{head}'s domain, which is not known here (Lean elaborates "
                                    "it at that type: ℕ subtraction, division, min/max, |·|, or "
                                    "arithmetic at a type such as Fin n would change)")
        self._fix_slots(head, args)
        if ty is None:
            known = RESULT_TYPES.get(head.split(" ")[0])  # `ringChar (ZMod n)`: type args
            ty = _type_of(known) if known else Ty(
                "result", tuple(self.resolve(a.ty) for a in args), head)
        return Term("app", tuple(args), ty, head)

    def _fix_slots(self, head: str, args: list[Term]) -> None:
        """`∃ᶠ n in atTop, p n` is `Filter.Frequently (fun n => p n) atTop` (Mathlib v4.19.0
        Order/Filter/Defs.lean:258 `def Frequently (p : α → Prop) (f : Filter α) : Prop`):
        each argument whose type still holds a constant's open parameter (`_slot_meta`) is
        unified with its declared slot as the other arguments fix it (`fix_from_slot`), as
        Lean's unifier does for every explicit argument."""
        declared = declared_signature(head)
        if declared is None or not any(self._holds_slot_meta(self.resolve(a.ty)) for a in args):
            return
        pats = [parse_signature_type(x) for x in declared][:-1]
        for k, a in enumerate(args[:len(pats)]):
            others = [j for j in range(min(len(args), len(pats))) if j != k]
            self.fix_from_slot(a, pats[k], {}, [pats[j] for j in others],
                               [args[j] for j in others], last=True)

    def _ascribed_result(self, e: Expr, sc: Scope, ty: Ty) -> Term | None:
        """`(powers a : Set G)`: a function's result whose type is not known here, ascribed a
        set type. Lean elaborates it against that type and coerces it if its type differs;
        either way the value is a function of it, kept uninterpreted (`↑`). None for any
        other expression."""
        if not isinstance(e, App | Field | Name) or isinstance(e, Name) and e.id in sc.vars:
            return None
        try:
            t = self.term(e, sc, None)
        except (UnsupportedError, _Pending):
            return None
        if not _unknown_result(self.resolve(t.ty)):
            return None
        return Term("app", (t,), ty, "↑")

    def _of_type_variable(self, e: Expr, sc: Scope) -> bool:
        """Is `e` a value of a type variable (`a \\ b`, `aᶜ` with `a : α` and `[BooleanAlgebra
        α]`: `SDiff.sdiff`, `HasCompl.compl` of α's instance, kept uninterpreted)?"""
        if isinstance(e, Name) and e.id in ("∅", "Set.univ") or isinstance(e, SetBuilder):
            return False
        try:
            return is_tvar(self.resolve(self.term(e, sc, None).ty))
        except (UnsupportedError, _Pending):
            return False

    def _collection(self, e: Expr, sc: Scope) -> bool:
        """Is `e` a Mathlib collection other than `Set` (a `Finset`, `List`, ...)?"""
        if isinstance(e, Name) and e.id in ("∅", "Set.univ") or isinstance(e, SetBuilder):
            return False
        try:
            ty = self.resolve(self.term(e, sc, None).ty)
        except (UnsupportedError, _Pending):
            return False
        return is_opaque(ty)

    def notation(self, e: BinOp, sc: Scope, expected: Ty | None = None) -> Term:
        """Infix notations for Mathlib constants: `f '' s`, `a • b`, `f ∘ g`, `l ++ m`, ..."""
        if e.op in ("''", "⁻¹'") and e.lhs == Name("↑"):
            return self._coe_image(e, sc, expected)
        if is_coe_composition(e) and (comp := compose_coercion(self, e, sc, expected)):
            return comp   # `(f ∘ (↑) : ↥s → α)`: `meaning/compose_coe.py`
        if e.op == "×ˢ" and (bare := self.sprod_bare(e, sc)) is not None:
            return bare   # `Set.univ ×ˢ t`: a `Set (?α × β)`
        if e.op == "::" and slot_typed(e.lhs) and (cons := cons_of(self, e, sc)) is not None:
            return cons   # `⟨a, b⟩ :: l`: `List.cons`'s `α` from `l` (meaning/slot_literals_r25)
        slot = self._function_slot(e.lhs, sc, e.op in ("''", "⁻¹'", "∘"))
        a = self.term(e.lhs, sc, slot)
        slot = self._settle_slot(slot, a)
        ta = self.resolve(a.ty)
        if e.op == "∘" and (fn := as_function(self, a, sc)) is not None:
            a, ta = fn, self.resolve(fn.ty)   # `e ∘ f`: `⇑e ∘ f` (`fun_slots_r25`)
        if e.op in ("''", "⁻¹'") and ta.head != "fun" and _named(ta) and \
                (ends := self._fun_ends(ta, sc)) is not None:
            # `e ⁻¹' s` with `e : α ≃o β`: `Set.preimage (f : α → β)` (Data/Set/Defs.lean)
            # elaborates `e` against `?α → ?β`; `ensureHasType` coerces it by `CoeFun`
            # (lean4 Meta/Coe.lean `coerceToFunction?`), `⇑e : α → β` of its FunLike instance
            fty = Ty("fun", tuple(self.resolve(x) for x in ends))
            if _named(fty):
                a, ta = self._eta_coe(a, fty, sc), fty
        # `f '' s` / `f ⁻¹' s` with `f : α → β`: `s` is a `Set α` / `Set β` (Set.image,
        # Set.preimage), which types a bare `∅` or `Set.univ` there
        into = {"''": 0, "⁻¹'": 1}.get(e.op) if ta.head == "fun" else None
        exp = self.resolve(expected) if expected is not None else None
        if e.op == "•" and isinstance(e.rhs, Name) and e.rhs.id in ("⊤", "⊥") and \
                exp is not None and _named(exp) and exp != PROP:
            # `(I • ⊤ : Submodule R M)`: `leftact% HSMul.hSMul I ⊤` (lean4 `Init/Prelude.lean`
            # macro for `•`), whose tree is `⊤` alone; the binop elaborator starts its maximal
            # type at the known expected type (`Elab/Extra.lean` `analyze`), and unifies the
            # leaf's unknown type with it (`applyCoe`): `⊤ : Submodule R M`
            b = self.term(e.rhs, sc, exp)
        elif e.op == "∘":
            bslot = self._function_slot(e.rhs, sc, True)
            b = self.term(e.rhs, sc, bslot)
            bslot = self._settle_slot(bslot, b)
            b = as_function(self, b, sc) or b   # `f ∘ e`: `f ∘ ⇑e` (`fun_slots_r25`)
            if (slot or bslot) and ta.head == "fun" and self.resolve(b.ty).head == "fun":
                # `comp (f : β → δ) (g : α → β)`: the two β are one (Lean's unifier)
                self.unify(self.resolve(b.ty).args[1], ta.args[0])
                ta = self.resolve(a.ty)
        elif e.op == "''" and e.lhs == Name("Subtype.val") and ta.head != "fun":
            # `Subtype.val '' t`, `t : Set ↥s`: Lean unifies `Subtype ?p → ?α` with the image's
            # `?α → ?β` and `Set ?α` with `t`'s type, so the domain is `t`'s elements
            b = self.term(e.rhs, sc, None)
            if is_set(tb := self.resolve(b.ty)):
                slot = Ty("fun", (tb.args[0], self.fresh("Subtype.val's α")))
                a = self.term(e.lhs, sc, slot)
                slot = self._settle_slot(slot, a)
                ta = self.resolve(a.ty)
        else:
            b = self.term(e.rhs, sc, None if into is None else set_of(ta.args[into]))
        tb = self.resolve(b.ty)
        if into is not None and slot is not None:
            self.unify(set_of(ta.args[into]), tb)   # `Prod.fst '' s`: `s` fixes `?α × ?β`
            ta = self.resolve(a.ty)
        ty: Ty | None = None
        if e.op == "''" and ta.head == "fun":
            ty = set_of(ta.args[1])
        elif e.op == "⁻¹'" and ta.head == "fun":
            ty = set_of(ta.args[0])
        elif e.op == "∘" and ta.head == "fun" and tb.head == "fun":
            ty = Ty("fun", (tb.args[0], ta.args[1]))
        elif e.op in ("•", "::"):
            ty = tb
        elif e.op == "++":
            ty = ta
        elif e.op == "×ˢ":
            # (the grammar reads `×ˢ` at Lean's infixr:82, `f '' s ×ˢ t` as `f '' (s ×ˢ t)`)
            ty = sprod_type(ta, tb)   # `s ×ˢ t`: `Set (α × β)`, `Finset (α × β)`, ...
        # `a • b` has `b`'s type: `b` means what it means alone unless the context coerces the
        # product, and then Lean coerces inside `b` (its leaves are the `leftact%` tree's):
        # `coerce` and `coercion_guard` refuse that for a `b` the cast does not commute with
        return self.opaque_app(NOTATIONS[e.op], [a, b], ty, sc,
                               typed={1} if e.op == "•" else None)

    def _defaulted_slot(self, expected: Ty | None) -> bool:
        """Does the expected type hold an unknown the inference passes left unsolved (the
        final pass defaulted it to ℕ)? Then what fixes it in Lean is not read here, and a bare
        constant elaborated against it would take that default: it is left uninterpreted."""
        return self.final and expected is not None and any(
            self._defaulted_meta(meta(m)) for m in _meta_names(expected))

    def _settle_slot(self, slot: Ty | None, t: Term) -> Ty | None:
        """Unify the function type `slot` a bare constant was elaborated against with the type
        it got; when it got none (a constant whose type is not known here, kept
        uninterpreted), the slot's unknowns typed nothing and are released (not defaulted
        binder types), and None is returned: the constant is read as before."""
        if slot is None:
            return None
        got = self.resolve(t.ty)
        if got.head == "fun" and self.unify(slot, got):
            return slot
        self.uninterpreted |= _meta_names(slot)
        return None

    def _function_slot(self, e: Expr, sc: Scope, at_function: bool) -> Ty | None:
        """`?α → ?β` for a constant written alone at a notation's function slot (`Prod.fst ''
        s` is `Set.image Prod.fst s`, Data/Set/Defs.lean `image (f : α → β)`; `f ∘ id` is
        `Function.comp`, lean4 Init/Prelude.lean `comp {α β δ} (f : β → δ) (g : α → β)`), the
        type Lean elaborates it against; None elsewhere (the operand's own type decides)."""
        if not at_function or not _bare_constant(e, sc):
            return None
        return Ty("fun", (self.fresh(f"{e.id}'s domain"), self.fresh(f"{e.id}'s codomain")))

    def quotient_class(self, arg: Expr, sc: Scope, expected: Ty | None) -> Term:
        """`⟦a⟧` is `Quotient.mk _ a` (Mathlib/Data/Quot.lean): the setoid is a hole that only
        unification fills, with the expected type (an ascription, a declared argument type) or
        with the other side of a relation (a metavariable here, which the first pass solves).
        Read as an uninterpreted function of `a` into that quotient type (one per type) when
        the type is then known in full; else refused."""
        exp = self.resolve(expected) if expected is not None else None
        ty = exp if exp is not None and exp != PROP and _ground(exp) and _named(exp) \
            else self.fresh("⟦⟧")
        if self.final:
            got = self.resolve(ty)
            if ty.head == "meta" and ty.name in self.defaulted or got == PROP or \
                    not (_ground(got) and _named(got)):
                raise self.fail("⟦", "a quotient class `⟦a⟧` (`Quotient.mk _ a`) whose "
                                "quotient type, which fixes the setoid, nothing written fixes")
            ty = got
        return self.opaque_app("Quotient.mk", [self.term(arg, sc, None)], ty, sc)

    def _coe_image(self, e: BinOp, sc: Scope, expected: Ty | None) -> Term:
        """`(↑) '' s` / `(↑) ⁻¹' t` (`Set.image`, `Set.preimage`): Lean postpones `(↑)` until
        its type `α → β` is known, one end from the set written, the other from the expected
        type or, in a relation, from the other side (a metavariable here, which `tree`
        unifies). Read only when both ends are then known and Lean coerces the one into the
        other by an instance the tables cite (`_known_coercion`); else refused."""
        s = self.term(e.rhs, sc, None)
        sty = self.resolve(s.ty)
        if not (is_set(sty) and _named(sty)):
            raise self.pending() if not self.final and sty.head == "meta" else self.fail(
                "↑", "the coercion function `(↑)` without its type")
        exp = self.resolve(expected) if expected is not None else None
        other = exp.args[0] if exp is not None and is_set(exp) and _named(exp) \
            else self.fresh("↑")
        src, dst = (sty.args[0], other) if e.op == "''" else (other, sty.args[0])
        if self.final:
            src, dst = self.resolve(src), self.resolve(dst)
            if other.head == "meta" and other.name in self.defaulted:
                raise self.fail("↑", "the coercion function `(↑)`: nothing written fixes the "
                                "type it coerces " + ("into" if e.op == "''" else "from"))
            if not (self._known_coercion(src, dst, sc) or self._carried_into(src, dst)):
                # (out of a subtype to its carrier, `Fin n` into ℕ: `coercions.carrier_of`,
                # each cited there, the licence `compose_coe` reads `(↑) ∘ f` with too)
                raise self.fail("↑", f"the coercion function `(↑)` at {src} → {dst}: "
                                "not a coercion the tables know")
        f = Term("const", (), Ty("fun", (src, dst)), "↑")
        return self.opaque_app(NOTATIONS[e.op], [f, s], set_of(dst if e.op == "''" else src),
                               sc, typed={0, 1})

    def _known_coercion(self, src: Ty, dst: Ty, sc: Scope) -> bool:
        """Does Lean coerce `src` into `dst` by an instance this checker's tables cite: the
        casts ℕ → ℤ → ℚ → ℝ, a number type's cast into a type variable or ring it knows
        (`_casts_into`: `opaque._COERCIONS`, `ZMod n`, `setlike.WRAPPERS`)? Both types must be
        written out in full; a carrier into its quotient (`coercions_r28.quotient_coercion`)."""
        src, dst = self.resolve(src), self.resolve(dst)
        if not (_named(src) and _named(dst)) or src == dst:
            return False
        return coercible(src, dst) or self._casts_into(src, dst, sc) or \
            quotient_coercion(src, dst, self.quotients) is not None

    def apply(self, f: Term, args: list[Expr], sc: Scope) -> Term:
        """A bound function applied: `f x y` with `f : α → β → γ` (arguments elaborated
        against the function's own argument types)."""
        for x in args:
            fty = self.resolve(f.ty)
            if fty.head == "app" and fty.name in HOM_ARROWS.values() and len(fty.args) == 2:
                # a bundled morphism applied through its coercion to a function (DFunLike)
                (a,), _ = self.tree([x], sc, fty.args[0])
                f = Term("app", (f, a), fty.args[1], "DFunLike.coe")
                continue
            if fty.head != "fun" and (coe := self.coe_ends(fty, sc)) is not None:
                # `f : M →ₗ[R] N`, or `f : F` with `[FunLike F α β]`: through DFunLike.coe
                # (`x i : β i` for `x : Π₀ i, β i`: a codomain at the argument, `COE_ARG`)
                (a,), _ = self.tree([x], sc, coe[0])
                cod = subst_type(coe[1], COE_ARG, _pi_text(x)) if mentions(coe[1], COE_ARG) \
                    else coe[1]
                f = Term("app", (f, a), cod, "DFunLike.coe")
                continue
            if (unfolded := unfold_function_type(fty)) is not None:
                # `p n` for `p : FormalMultilinearSeries 𝕜 E F`, a `def` of a Π type that
                # Lean's application unfolds (`types.unfold_function_type`)
                (a,), _ = self.tree([x], sc, unfolded.args[0])
                f = Term("apply", (f, a), subst_type(unfolded.args[1], unfolded.name,
                                                     _pi_text(x)))
                continue
            if is_pi(fty):  # `x i` with `x : ∀ i, α i`
                f = self.apply_pi(f, x, sc)
                continue
            if fty.head != "fun" and (coe := self.concrete_ends(fty, sc)) is not None:
                # `f x` with `f : X ⟶ Y` in a concrete category (`meaning/category.py`)
                (a,), _ = self.tree([x], sc, coe[0])
                f = Term("app", (f, a), coe[1], "DFunLike.coe")
                continue
            if fty.head != "fun" and (m := self.apply_to_morphism(f, fty, x, sc)) is not None:
                # `P f` for `P : MorphismProperty C`, `S f` for `S : Sieve X` (`meaning/bundled.py`)
                f = m
                continue
            if fty.head != "fun":
                raise self.fail(_describe(x), f"{f} is not a function")
            (a,), _ = self.tree([x], sc, fty.args[0])
            f = Term("apply", (f, a), fty.args[1])
        return f

    def lam(self, e: Lambda, sc: Scope, expected: Ty | None, *,
            given: dict[str, Ty] | None = None) -> Term:
        exp = self.resolve(expected) if expected is not None else None
        names: list[tuple[str, Ty]] = []
        inner = sc
        for b in e.binders:
            if b.info == "inst" or b.pred is not None:
                raise self.fail("fun", "instance or predicate binders in fun")
            for n in b.names:
                peeled = exp is not None and exp.head == "fun"
                if given and n in given:
                    ty = given[n]
                elif b.type is not None:
                    ty = self.elab_type(b.type, inner)
                elif exp is not None and exp.head == "fun":
                    ty = exp.args[0]
                else:
                    if self.final and _ascribes_name(e.body, n):
                        # `IsBigO l f (fun n => (n : ℝ))`: Lean has fixed `n`'s type from `f`
                        # before the body, and `(n : ℝ)` coerces it; nothing here knows that
                        # type, and reading the ascription as the binder's type is a guess
                        raise self.fail("fun", f"the type of {n}, which the function's "
                                        f"context fixes and `({n} : …)` in its body coerces")
                    ty = self.fresh(n)
                    self.lambda_metas.add(ty.name)
                if peeled:
                    assert exp is not None
                    exp = exp.args[1]
                names.append((n, ty))
                inner = inner.with_var(n, ty)
        if exp is not None and _ground(exp) and exp != PROP:
            # the body is elaborated against the expected result type and coerced to it
            (body,), _ = self.tree([e.body], inner, exp)
        else:
            body = self.term(e.body, inner, exp if exp is not None and exp.head != "meta"
                             else None)
        for n, ty in reversed(names):
            rty = self.resolve(ty)
            body = Term("lambda", (body,), Ty("fun", (rty, self.resolve(body.ty))), n, bty=rty)
        return body

    def _restricted_volume(self, dom: Expr, sc: Scope) -> Term:
        """`∫ x in s, f x` without `∂μ` or a binder type: Mathlib's notation3 (MeasureTheory/
        Integral/Bochner/Basic.lean:176) makes it `integral (Measure.restrict volume s) (fun x =>
        f x)`, `∫⁻` and `⨍` alike (Lebesgue/Basic.lean:60, Average.lean:300); `restrict (μ : Measure α) (s : Set α) : Measure α`, so `volume` is at the
        element type of `s`. Only when `s` fixes that type alone: an unascribed numeral in it
        (`Ioi 0`) is typed by the integrand in Lean (its type is a metavariable until `f`
        is elaborated), which is not read here (refused)."""
        def bare_numeral(x: object) -> bool:
            if isinstance(x, Num):
                return True
            if isinstance(x, Ascribe):
                return not isinstance(x.expr, Num) and bare_numeral(x.expr)
            if isinstance(x, tuple):
                return any(bare_numeral(y) for y in x)
            fields = getattr(x, "__dataclass_fields__", None)
            return fields is not None and any(bare_numeral(getattr(x, k)) for k in fields)

        if bare_numeral(dom):
            raise self.fail("∫", "an integral `in` a set whose element type a numeral leaves "
                            "to the integrand (write the binder's type)")
        s = self.term(dom, sc, None)
        sty = self.resolve(s.ty)
        if not is_set(sty) or not _ground(self.resolve(sty.args[0])):
            raise self.fail("∫", "an integral `in` something other than a set of a known type")
        mty = Ty("app", (self.resolve(sty.args[0]),), "MeasureTheory.Measure")
        return Term("app", (Term("const", (), mty, VOLUME), s), mty, RESTRICT)

    def _element(self, col: Term) -> Ty | None:
        ty = self.resolve(col.ty)
        if is_set(ty) or ty.head == "app" and ty.name in ("Finset", "List", "Multiset") \
                and len(ty.args) == 1:
            return self.resolve(ty.args[0])
        return None

    def bigop(self, e: BigOp, sc: Scope, expected: Ty | None = None) -> Term:
        """`∑ x ∈ s, f x` is `Finset.sum s (fun x => f x)`, `⋃ i, s i` is
        `Set.iUnion (fun i => s i)`, `∀ᶠ x in l, p x` is `Filter.Eventually (fun x => p x) l`."""
        if e.op in SIGMAS:
            raise self.fail(e.op, f"a {e.op} type used as a term")
        head = NOTATIONS[e.op]
        e = self._guarded_bigop(_nested_bigop(e), sc)
        if len(e.binders) != 1 or len(e.binders[0].names) != 1:
            raise self.fail(e.op, f"{e.op} over several binders")
        b = e.binders[0]
        n = b.names[0]
        domain: Term | None = None
        bound_expr = b.pred[1] if b.pred is not None else e.domain
        if b.pred is not None and b.pred[0] != "∈":
            raise self.fail(e.op, f"{e.op} over `{n} {b.pred[0]} …`")
        if e.op in ("∑'", "∏'") and bound_expr is not None:
            # notation3's extended binder `x ∈ s` is not `tsum` over a domain argument
            raise self.fail(e.op, f"{e.op} over `{n} ∈ …`")
        if bound_expr == Name("∅") and e.op in ("∑", "∏"):  # the empty Finset of the index type
            ety0 = self.elab_type(b.type, sc) if b.type is not None else self.fresh(n)
            if b.type is None:
                self.lambda_metas.add(ety0.name)
            domain = Term("const", (), Ty("app", (ety0,), "Finset"), "∅")
        elif bound_expr is not None:
            domain = self.term(bound_expr, sc, None)
        if b.type is not None:
            ety = self.elab_type(b.type, sc)
        elif domain is not None and e.op not in ("∀ᶠ", "∃ᶠ") and self._element(domain):
            ety = self._element(domain) or NAT
        else:
            ety = self.fresh(n)
            self.lambda_metas.add(ety.name)
        exp = self.resolve(expected) if expected is not None else None
        # `∑ x ∈ s, f x` is `Finset.sum s (fun x => f x) : β`: an expected type fixes β before
        # the body is elaborated (propagateExpectedType), so `(∑ i ∈ s, (i - 1) : ℤ)` sums
        # `↑i - 1`
        body_exp = Ty("fun", (self.resolve(ety), exp)) if exp is not None and _ground(exp) \
            and exp != PROP and e.op not in ("∀ᶠ", "∃ᶠ") and _ground(self.resolve(ety)) else None
        if body_exp is None and e.op in ("⋃", "⋂") and isinstance(e.body, Bracket) and \
                e.body.kind == "set" and e.body.items and _named(self.resolve(ety)):
            # `⋃ i ∈ s, {f i}`: `Set.iUnion (s : ι → Set α)` (Mathlib/Order/SetNotation.lean,
            # `⋃` is `iUnion` of `Set`), so the body is a `Set ?α` whose `Singleton` element,
            # an outParam, the items assign (`_literal_element`, read with the binder in scope)
            inner = sc.with_var(n, self.resolve(ety))
            if (elem := self._literal_element(e.body, inner)) is not None:
                body_exp = Ty("fun", (self.resolve(ety), set_of(elem)))
        if body_exp is None and e.op in ("⋃", "⋂") and isinstance(e.body, UnOp) and \
                e.body.op == "↑" and _named(self.resolve(ety)):
            # `⋂ s ∈ S, ↑s` with `S : Set (Subalgebra R A)`: the body is a `Set ?α` (`Set.iInter
            # (s : ι → Set α)`), and the one coercion of a Finset or SetLike into a `Set`
            # fixes `?α` (`coe_to_set_param`, which cites it)
            inner = sc.with_var(n, self.resolve(ety))
            try:
                coe = self.coe_to_set_param(e.body, _SOME_SET, inner)
            except (UnsupportedError, _Pending):
                coe = None
            if coe is not None and _named(self.resolve(coe.ty)):
                body_exp = Ty("fun", (self.resolve(ety), self.resolve(coe.ty)))
        fn = self.lam(Lambda((Binder((n,), None),), e.body), sc, body_exp, given={n: ety})
        if e.op in ("∀ᶠ", "∃ᶠ"):
            if domain is None:
                raise self.fail(e.op, f"{e.op} needs `in` a filter")
            return self.opaque_app(head, [fn, domain], PROP, sc)
        args = [domain, fn] if domain is not None else [fn]
        # the domain fixes the binder's type and the body its own (or the expected) type
        return self.opaque_app(head, args, fn.ty.args[1], sc, typed=set(range(len(args))))

    def _guarded_bigop(self, e: BigOp, sc: Scope) -> BigOp:
        """`⋂ (i) (_ : p i), s i` is `⋂ i, ⋂ (_ : p i), s i`, and `⋂ i ∈ t, s i` is notation
        for `⋂ i, ⋂ (_ : i ∈ t), s i` (Mathlib/Order/SetNotation.lean, binder predicates), so
        with `t = {i | p i}` (whose membership is `p i` by definition) they are one term: read
        as the bounded form. Only for ⋃ ⋂ ⨆ ⨅, and only when the second binder is certainly a
        proposition (a binder of a type there is a second index: left as it is, refused)."""
        if e.op not in ("⋃", "⋂", "⨆", "⨅") or e.domain is not None or len(e.binders) != 2:
            return e
        b, h = e.binders
        if len(b.names) != 1 or b.pred is not None or b.info != "explicit" or \
                h.names != ("_",) or h.type is None or h.pred is not None or \
                h.info != "explicit":
            return e
        t = h.type
        # a probe scope for the guard's head only: its binder's type is never read there, so
        # the probe's metavariable is not a binder type left to guess (never `defaulted`)
        probe = self.fresh(b.names[0])
        self.lambda_metas.add(probe.name)
        inner = sc.with_var(b.names[0], probe)
        if not (isinstance(t, BinOp) and (t.op in RELS or t.op in LOGIC or t.op in SET_RELS)
                or isinstance(t, UnOp) and t.op == "¬" or self._predicate_head(t, inner)):
            return e
        dom = SetBuilder(b.names[0], b.type, t)
        return BigOp(e.op, (Binder(b.names, b.type, "explicit", ("∈", dom)),), e.body)

    def bracket(self, e: Bracket, sc: Scope, expected: Ty | None) -> Term:
        exp = self.resolve(expected) if expected is not None else None
        if e.kind == "tuple" and exp is not None and exp.head == "prod" and _named(exp):
            return self._typed_bracket(e, sc, exp)   # `(⊤, a)` against `EReal × EReal`
        if e.kind == "tuple":
            items = [self.term(x, sc, None) for x in e.items]
            out = items[-1]
            for x in reversed(items[:-1]):  # (a, b, c) is (a, (b, c))
                out = Term("app", (x, out), Ty("prod", (self.resolve(x.ty),
                                                        self.resolve(out.ty))), "Prod.mk")
            return out
        if e.kind == "vec":
            return vector_literal(self, e, sc, expected)   # `![a, b]`: meaning/vectors.py
        if e.kind == "list":
            exp0 = self.resolve(expected) if expected is not None else None
            known = exp0.args[0] if exp0 is not None and exp0.head == "app" and \
                exp0.name == "List" and exp0.args else None
            (*items,), ety = self.tree(list(e.items), sc, known) if e.items else ((), known)
            if ety is None and exp0 is not None and _unknown_result(exp0) and not e.items:
                # `(0 : R[X]).coeffList = []`: binrel% unifies `List ?α` with the other side's
                # type, the result of a function not declared here (a `List` in Lean, which
                # accepted it): `List.nil` at that type, kept uninterpreted by the checker
                return Term("app", (), exp0, "List.nil")
            if ety is None:
                raise self.fail("[]", "the element type of an empty list is not known")
            lty = Ty("app", (self.resolve(ety),), "List")
            out = Term("app", (), lty, "List.nil")
            for x in reversed(items):  # [a, b] is a :: b :: []
                out = Term("app", (x, out), lty, "List.cons")
            return out
        exp = self.resolve(expected) if expected is not None else None
        if e.kind == "set" and exp is not None and is_set(exp):
            # `{a, b} : Set α` is `{x | x = a ∨ x = b}` (Set.insert, Set.singleton)
            elem = self.resolve(exp.args[0])
            xn = "x"
            while xn in sc.vars or any(_mentions_name(i, xn) for i in e.items):
                xn += "'"
            inner = sc.with_var(xn, elem)
            body: Term | None = None
            for item in reversed(e.items):
                (a,), _ = self.tree([item], inner, elem)
                eq = mk("eq", var(xn, elem), a)
                body = eq if body is None else mk("or", eq, body)
            return Term("setof", (body if body is not None else FALSE,), exp, xn, bty=elem)
        if exp is None or exp.head == "meta":
            raise self.fail("⟨⟩" if e.kind == "anon" else "{}",
                            "the type of this bracket is not known from its context")
        return self._typed_bracket(e, sc, exp)

    def _typed_bracket(self, e: Bracket, sc: Scope, exp: Ty) -> Term:
        """`⟨a, b⟩` or `{a, b}` elaborated against the known type `exp`. At `α × β` the
        anonymous constructor is `Prod.mk` with each side against its component (`⟨a, b, c⟩`
        nests to the right, as Lean's anonymous constructor does); at `Finset α`/`Multiset α`
        each element is elaborated against `α` (`Insert`/`Singleton` at that type). Elsewhere
        the fields' types are not known here: the items are elaborated alone and a number
        whose value would change at another number type (`a - b` at ℕ) is refused."""
        if e.kind in ("anon", "tuple") and exp.head == "prod" and len(e.items) >= 2:
            (first,), _ = self.tree([e.items[0]], sc, exp.args[0])
            rest = e.items[1:]
            second = self.tree([rest[0]], sc, exp.args[1])[0][0] if len(rest) == 1 else \
                self._typed_bracket(Bracket(e.kind, tuple(rest)), sc, exp.args[1])
            return Term("app", (first, second), exp, "Prod.mk")
        if (sigma := self.sigma_bracket(e, sc, exp)) is not None:  # `⟨i, b⟩ : Σ a, β a`
            return sigma
        if (struct := self.structure_bracket(e, sc, exp)) is not None:  # `⟨a, b, c, d⟩`
            return struct
        if (sub := self.subtype_bracket(e, sc, exp)) is not None:  # `⟨x, h x.2⟩ : ↥p`
            return sub
        if e.kind == "set" and exp.head == "app" and exp.name in ("Finset", "Multiset") and \
                len(exp.args) == 1:
            elem = self.resolve(exp.args[0])
            items = [self.tree([x], sc, elem)[0][0] for x in e.items]
        else:
            # `(⟨x, hx⟩ : {y // 0 ≤ y})`, `(⟨s, hs⟩ : Opens α)`: a value and a hypothesis, the
            # proof of the field after the value, standing for its proposition (`proof_arg`)
            # as at any constant. Only there: in `⟨s, x, hx⟩` (`⟨s, ⟨x, hx⟩⟩`) the `x` may be
            # the witness of an `∃` field, which proof irrelevance forgets and an opaque
            # constructor would not
            proof = self.proof_arg(e.items[1], sc) if e.kind == "anon" and \
                len(e.items) == 2 else None
            items = []
            for x in e.items[:-1 if proof else None]:   # `⟨i, ⟨φ⟩⟩`: meaning/slot_literals_r25
                field = field_type(exp, len(items), [self.resolve(t.ty) for t in items], x) \
                    if e.kind == "anon" and slot_typed(x) else None
                items.append(self.term(x, sc, field))
            items += [proof] if proof is not None else []
            if self.final and (bad := next((x for x in items if is_numeric(x.ty) and
                                            cast_sensitive(x)), None)):
                raise self.fail("⟨⟩" if e.kind == "anon" else "{}", f"an item of this "
                                f"bracket ({bad.op} at {bad.ty}) would mean something else at "
                                f"the field's type, which is not known here")
        return Term("app", tuple(items), exp, "⟨⟩" if e.kind == "anon" else "insert")

    def subtype_bracket(self, e: Bracket, sc: Scope, exp: Ty) -> Term | None:
        """`⟨a, p⟩` (or `⟨a, b, c⟩`, Lean's `⟨a, ⟨b, c⟩⟩`) at a subtype `exp` the elaborator
        built (`{x // P x}`, `Subtype P`, `↥s`: `self.subtypes`, with its carrier), else None.

        lean4 Init/Prelude.lean `structure Subtype {α : Sort u} (p : α → Prop) where val : α;
        property : p val`: the value is `a` elaborated against the carrier, and what follows
        it is whatever Lean typed as a proof of `P a` (`h x.2`, `m, rfl`, `by simp`). Lean's
        definitional proof irrelevance (lean4 src/Lean/Meta/ExprDefEq.lean
        `isDefEqProofIrrel`) makes `⟨a, p⟩` and `⟨a, q⟩` one value for any two such proofs,
        so the proof is read as the one proof of the property of `exp` at `a`
        (`_property_proof`): the value is a function of `a` alone. A hypothesis or a chain of
        projections on one is checked as `_proved` reads it (`hx.le` of `hx : 0 ≤ x` is
        refused); an application (`hNO hx`) is taken as Lean typed it. The text is kept as
        written for the printer."""
        carrier = self.subtypes.get(exp)
        if e.kind != "anon" or len(e.items) < 2 or carrier is None:
            return None
        (val,), _ = self.tree([e.items[0]], sc, carrier)
        if self.resolve(val.ty) != carrier:
            raise self.fail("⟨⟩", f"the value of this subtype bracket has type "
                            f"{self.resolve(val.ty)}, not the carrier {carrier}")
        rest = e.items[1:]
        if len(rest) == 1 and isinstance(rest[0], Name) and \
                rest[0].id.split(".")[0] in sc.proofs and self._proved(rest[0], sc) is None:
            # a hypothesis or a chain of projections on it (`hx.le`) is checked here, each
            # step as `_proved` knows it (refused otherwise); a datum (`hf.toFinset`) is none
            raise self.proof_as_term(rest[0].id, sc)
        text = _proof_text(rest[0]) if len(rest) == 1 else \
            "⟨" + ", ".join(show_expr(x) for x in rest) + "⟩"
        return Term("app", (val, _property_proof(exp, val, text)), exp, "⟨⟩")

    def name(self, n: str, sc: Scope, expected: Ty | None) -> Term:
        if n in sc.vars:
            return var(n, self.resolve(sc.vars[n]))
        if n.split(".")[0] in sc.proofs:  # a proof anywhere but as an opaque argument
            if "." in n and (held := self.proof_field(n, sc)) is not None:
                datum, more = held   # `hf.toFinset`, `hf.toFinset.card`
                for fld in more:
                    datum = self.field_call(datum, fld, [], sc)
                return datum
            raise self.proof_as_term(n, sc)
        if _is_tactic(n):  # `(by …)` other than as a declared proof parameter (`slot_proof`)
            raise self.fail("by", "a tactic proof where no declared proof parameter takes it")
        if n in _CORE_PROOF_TERMS:  # `rfl` other than where a proof is declared (`slot_proof`,
            raise self.fail(n, _CORE_PROOF_AS_TERM)   # `subtype_bracket`)
        known = self.resolve(expected) if expected is not None else None
        if n == "∅" and known is not None and known.head == "app" and _named(known):
            # `(∅ : Finset α)`: `EmptyCollection.emptyCollection` at the collection expected
            return Term("const", (), known, n)
        if n == "∅" and known is not None and _unknown_result(known):
            # `Finset.sym s 0 = ∅`: binrel% unifies the type of `∅` (postponed, a metavariable)
            # with the other side's, the result type of a function not declared here; the
            # checker keeps that type uninterpreted, and `∅` a constant of it
            return Term("const", (), known, n)
        if n in ("∅", "Set.univ"):
            return self.set_expr(Name(n), sc, expected)
        if n in ("True", "False"):
            return TRUE if n == "True" else FALSE
        head, _, rest = n.partition(".")
        if rest and head in sc.vars:
            obj: Term = var(head, self.resolve(sc.vars[head]))
            parts = rest.split(".")
            for i, p in enumerate(parts):
                obj = self.field_call(obj, p, [], sc, expected if i == len(parts) - 1 else None)
            return obj
        if n in CONSTS or n in ALIASES:
            return self.call(n, [], sc)
        if n in ("⊤", "⊥", "∞"):  # Top.top, Bot.bot: their type is the context's
            exp = self.resolve(expected) if expected is not None else None
            if exp is None or exp.head == "meta" or exp == PROP:
                raise self.pending() if not self.final else self.fail(
                    n, f"the type of {n} is not known from its context")
            return Term("const", (), exp, n)
        if n == "↑":
            if known is not None and known.head == "fun" and \
                    self._known_coercion(known.args[0], known.args[1], sc):
                return Term("const", (), known, n)   # `(↑)` elaborated against `ℕ → ℤ`
            if known is not None and (fn := self._coe_to_function(known, sc)) is not None:
                return fn   # `(↑)` against `(A →ₐ[R] B) → A → B`: `⇑` (coe_bodies_r27)
            raise self.fail(n, "the coercion function `(↑)` without its type")
        if n == "_":   # Lean's metavariable: its value comes from unification, not modelled
            raise self.fail(n, "a value left to unification (`_`): nothing here solves it")
        if is_variable_name(n):
            raise self.fail(n, f"unknown identifier: {n}")
        if (functor := self.category_constant(n)) is not None:
            return functor   # `yoneda`, typed as declared (`meaning/category.py`)
        if (coerced := self._bundled_function(n, expected, sc)) is not None:
            return coerced   # `toDual '' s`: `⇑toDual`
        return self.opaque_const(NOTATIONS.get(n, n), expected)

    def _bundled_function(self, n: str, expected: Ty | None, sc: Scope) -> Term | None:
        """`OrderDual.toDual ⁻¹' s`, `Monotone toDual`: a bundled constant
        (`bundled_constants`, `toDual : α ≃ αᵒᵈ`) at a function slot `exp` is elaborated at
        its own type, then coerced to a function (`ensureHasType` → `coerceToFunction?`, lean4
        Meta/Coe.lean): `⇑toDual : ?α → OrderDual ?α`, its parameters fixed by the slot as
        Lean's unifier does. None elsewhere; refused when the slot leaves them unknown."""
        exp = self.resolve(expected) if expected is not None else None
        if n not in BUNDLED_CONSTANTS or exp is None or exp.head != "fun" or self.ascribed_bare:
            return None
        own = parse_signature_type(BUNDLED_CONSTANTS[n])
        binding: dict[str, Ty] = {}
        opened = [self._slot_meta(n, p, binding) for p in sorted(_params(own))]
        if self._defaulted_slot(expected):
            self.uninterpreted |= {m.name for m in opened}
            return None
        ty = substitute(own, binding)
        assert ty is not None
        ends = self._fun_ends(ty, sc)
        if ends is None:
            return None
        fty = Ty("fun", tuple(ends))
        if not self.unify(fty, exp):
            return None
        if self.final and any(self._defaulted_meta(m) for m in opened):
            self.uninterpreted |= {m.name for m in opened}
            return None   # uninterpreted, as in `_unapplied_function`
        return self._eta_coe(Term("const", (), self.resolve(ty), n), self.resolve(fty), sc)

    def opaque_const(self, n: str, expected: Ty | None) -> Term:
        """A Mathlib constant outside the table, uninterpreted."""
        declared = declared_signature(n)
        known = RESULT_TYPES.get(n)
        if known and (declared is None or len(declared) == 1) and n not in _APPLIED_ONLY:
            return Term("const", (), _type_of(known), n)
        exp = self.resolve(expected) if expected is not None else None
        if exp is not None and n == "Option.none" and is_slot_type(exp):
            return Term("const", (), exp, n)   # `f none`: meaning/slot_literals_r25
        if declared is not None and len(declared) == 1:
            # `Polynomial.X : Polynomial ?R`: elaborated against the expected type when it
            # fits (`(X : R[X])`, no coercion), else with a metavariable the tree assigns
            res = parse_signature_type(declared[0])
            binding: dict[str, Ty] = {}
            if exp is None or not _ground(exp) or not match_type(res, exp, binding):
                binding = {}
            if res.head != "var" or binding:
                opened = [self._slot_meta(n, p, binding)
                          for p in sorted(_params(res) - set(binding))]
                if self.final and any(self._defaulted_meta(m) for m in opened):
                    if any(m.name in self.slot_unfixed for m in opened):
                        raise self.fail(n, f"cannot infer the type parameter of {n}: nothing "
                                        "(its slot, the other arguments or the expected type) "
                                        "fixes it")
                    # fixed by what the checker does not type (`Tendsto W atTop l`, `W`'s type
                    # unknown): uninterpreted, as a constant with no declared type is (so its
                    # parameter's default is no guess of a type)
                    self.uninterpreted |= {m.name for m in opened}
                    return self._undeclared_const(n, exp)
                ty = substitute(res, binding)
                if ty is not None:
                    return Term("const", (), self.resolve(ty), n)
        alone = None if self.ascribed_bare else declared or UNAPPLIED.get(n)
        if alone is not None and expected is not None and exp is not None and \
                exp.head == "fun" and \
                (fn := self._unapplied_function(n, alone, expected)) is not None:
            return fn
        if n == "Subtype.val" and exp is not None and exp.head == "fun" and \
                (val := self._subtype_val(exp)) is not None:
            return val
        return self._undeclared_const(n, exp) if declared is None else \
            Term("const", (), PROP if exp == PROP else Ty("result", (), n), n)

    def _unapplied_function(self, n: str, declared: tuple[str, ...],
                            expected: Ty) -> Term | None:
        """`Set.image Prod.fst s`, `f ∘ id`: a constant with explicit arguments written
        without them where a function is `expected`. Lean elaborates it with no argument
        (`elabAppArgs`): its implicit arguments become metavariables and its type is the rest
        of its declared Π type (`?α × ?β → ?α`), which the slot unifies. A table typing a
        bundled map as the function it coerces to (`Polynomial.C : α → Polynomial α`) gives
        the coercion Lean inserts at a function slot (`⇑C`). None when an argument is not
        typed exactly (`_`, a leading explicit type `Type κ`: the rest of the type depends on
        it), and (uninterpreted, as a constant with no declared type is) when what fixes its
        parameters is not read here: no default of them is a guess."""
        pats = [parse_signature_type(x) for x in declared]
        if any(_untyped_part(t) for t in pats):
            return None
        shape = pats[-1]
        for t in reversed(pats[:-1]):
            shape = Ty("fun", (t, shape))
        binding: dict[str, Ty] = {}
        # every parameter opened, in every pass (the passes name unknowns by their order)
        opened = [self._slot_meta(n, p, binding) for p in sorted(_params(shape))]
        if self._defaulted_slot(expected) or \
                self.final and any(self._defaulted_meta(m) for m in opened):
            self.uninterpreted |= {m.name for m in opened}
            return None
        ty = substitute(shape, binding)
        assert ty is not None
        if not self.unify(ty, expected):   # the slot's unknowns (`?α → ?β` of `''`) are these
            return None
        return Term("const", (), self.resolve(ty), n)

    def _subtype_val(self, exp: Ty) -> Term | None:
        """`(f : ↥S → R) = Subtype.val`: `Subtype.val : Subtype ?p → ?α` (lean4 Init/Prelude
        `structure Subtype {α : Sort u} (p : α → Prop) where val : α`) unified with a function
        type whose domain is a subtype this statement built (`↥S`, `{x // p x}`) is the
        projection to its carrier, which is the coercion `↑` (Init/Coe.lean `subtypeCoe`,
        `coe v := v.val`): read as that coercion at `↥S → carrier`. None when the domain is
        not known to be such a subtype (its carrier is what Lean's unifier would find)."""
        dom, cod = (self.resolve(x) for x in exp.args)
        carrier = self.subtypes.get(dom)
        if carrier is None or not self.unify(cod, carrier):
            return None
        return Term("const", (), Ty("fun", (dom, carrier)), "↑")

    def _undeclared_const(self, n: str, exp: Ty | None) -> Term:
        """The constant `n`, whose type is not known here, uninterpreted."""
        if exp is not None and _ground(exp) and exp != PROP and \
                exp.head not in ("fun", "Set"):
            # `(atTop : Filter α)`: Lean elaborates the constant against the expected type, so
            # its value there is of that type (the constant itself, or its coercion into it:
            # either way a value of `exp`, kept uninterpreted), as `opaque_call` types an
            # undeclared application (`(cast a : R)`)
            return Term("const", (), exp, n)
        return Term("const", (), PROP if exp == PROP else Ty("result", (), n), n)

    def _slot_meta(self, n: str, p: str, binding: dict[str, Ty]) -> Ty:
        """A metavariable for the type parameter `p` of the constant `n` that nothing of its
        own fixes (`Filter.atTop : Filter ?α`), recorded so that the application it is passed
        to assigns it from its slot (`fix_from_slot`), as Lean's unifier does."""
        m = binding[p] = self.fresh(p.lstrip("?"))
        self.slot_metas.add(m.name)
        return m

    def constant_field(self, e: Field, args: list[Expr], sc: Scope,
                       expected: Ty | None) -> Term | None:
        """`(Finset.univ).sup f` is `Finset.sup Finset.univ f`: field notation on a constant
        `K` whose declared type has the head `T` (`constant_type_head`) is `T.f` with `K` at
        the first explicit argument of type `T …` (Lean's `addLValArg`, as `field_call` places
        a variable). `K` is elaborated there as an argument written there would be, so the
        other arguments fix its type parameters (`Finset.univ : Finset ?α`), as Lean's
        unifier does. Refused when `T.f`'s declared type, which says where `K` goes, is not
        known. None when `e` is no field of such a constant."""
        if not isinstance(e.obj, Name) or e.obj.id in sc.vars or e.obj.id in sc.proofs:
            return None
        owner = constant_type_head(e.obj.id)
        if owner is None:
            return None
        if e.obj.id in BUNDLED_CONSTANTS:
            # `toDual.symm x`: the constant at its own type, a field of it read as a
            # variable's (`e.symm` with `e : α ≃ αᵒᵈ`), its parameters unknowns the other
            # arguments fix
            own_ty = parse_signature_type(BUNDLED_CONSTANTS[e.obj.id])
            binding = {p: self.fresh(f"{e.obj.id}'s {p.lstrip('?')}")
                       for p in sorted(_params(own_ty))}
            ty = substitute(own_ty, binding)
            assert ty is not None
            obj = Term("const", (), self.resolve(ty), e.obj.id)
            return self.field_call(obj, e.field, args, sc, expected)
        full = f"{owner}.{e.field}"
        if full in CONSTS:
            return self.call(full, [e.obj, *args], sc, expected=expected)
        declared = declared_signature(full)
        if declared is None:
            raise self.fail(e.field, f"field notation on the constant {e.obj.id}: where "
                            f"{full} takes it is not known (no declared type)")
        pats = [parse_signature_type(x) for x in declared[:-1]]
        own = constant_type(e.obj.id)
        assert own is not None   # `constant_type_head` found its head
        at = self._object_position(full, own, pats)
        if at > len(args):
            raise self.fail(e.field, f"field notation on the constant {e.obj.id} with "
                            f"{full}'s arguments before it missing (a function Lean "
                            "eta-expands, not read here)")
        binding = {p: self.fresh(f"{e.obj.id}'s {p.lstrip('?')}") for p in sorted(_params(own))}
        ty = substitute(own, binding)
        assert ty is not None
        self._fix_by_variables(pats, at, ty, args, sc)
        obj = Term("const", (), self.resolve(ty), e.obj.id)
        return self.opaque_call(full, list(args), sc, expected, obj)

    def _fix_by_variables(self, pats: list[Ty], at: int, obj_ty: Ty, args: list[Expr],
                          sc: Scope) -> None:
        """Unify the constant's unknown type parameters with what the bound variables passed
        beside it fix through `T.f`'s declared type (`univ.erase i`, `i : n`: `Finset.erase
        (s : Finset α) (a : α)` makes `univ : Finset n`), as Lean's unifier does when it
        elaborates the application. Only variables (their types are known exactly); any
        other argument leaves the parameter to the elaboration of the call."""
        slot: dict[str, Ty] = {}
        if not match_type(pats[at], self.resolve(obj_ty), slot):
            return
        for i, x in enumerate(args):
            j = i if i < at else i + 1
            if j >= len(pats) or not isinstance(x, Name) or x.id not in sc.vars:
                continue
            got: dict[str, Ty] = {}
            if not match_type(pats[j], self.resolve(sc.vars[x.id]), got):
                continue
            for p, t in got.items():
                if p in slot and self.resolve(slot[p]).head == "meta" and _ground(t):
                    self.unify(slot[p], t)

    def field_call(self, obj: Term, fld: str, args: list[Expr], sc: Scope,
                   expected: Ty | None = None) -> Term:
        if self._fixed_beside_known(obj.ty):
            # `s = e.target` typed `e.target` by `s`; Lean resolves `e.target.fld` in the
            # namespace of its own type, which may be another one (a `Finset`, coerced there)
            raise self.fail(fld, f"a field {fld} of a value whose type only a relation beside "
                            "a known type fixed")
        ty = self.resolve(obj.ty)
        if ty.head == "meta":
            owners = [h for h, ns in NAMESPACE.items() if f"{ns}.{fld}" in CONSTS and h != "Set"]
            if len(owners) == 1 and not self.final:
                self.unify(ty, Ty(owners[0]))
                ty = Ty(owners[0])
            else:
                raise self.pending() if not self.final else self.fail(fld, "field of unknown type")
        if (cat := self.category_field(obj, fld, args, sc)) is not None:  # `F.obj X`, `e.hom`
            return cat
        if ty.head == "prod" and fld in ("1", "2", "fst", "snd"):
            part = ty.args[0] if fld in ("1", "fst") else ty.args[1]
            head = "Prod.fst" if fld in ("1", "fst") else "Prod.snd"
            return self.opaque_app(head, [obj], part, sc) if not args else \
                self.apply(self.opaque_app(head, [obj], part, sc), args, sc)
        if (proj := self.sigma_field(obj, fld, args, sc)) is not None:  # `x.1 : ι`, `x.2`
            return proj
        carrier = carrier_of(ty, self.subtypes) if ty in self.subtypes else None
        if carrier is not None and fld in ("1", "val"):
            # `x.1` with `x : ↥s` or `x : {a // p a}`: Lean unfolds the type to `Subtype` and
            # takes `Subtype.val`, which is what the coercion `↑x` to the carrier is (lean4
            # `Init/Coe.lean` `subtypeCoe`, `coe v := v.val`): printed as that coercion (and
            # applied as a value of the carrier is, `g.1 x`)
            val = self.coerce(obj, carrier)
            return self.apply(val, list(args), sc) if args else val
        ns = NAMESPACE.get(ty.head)
        if ty.head == "prod":
            ns = "Prod"   # `p.swap` is `Prod.swap p`
        if ty.head == "app":
            ns = ty.name.split(" ")[0]
            ns = "Complex" if ns == "ℂ" else ns   # `z.re` is `Complex.re z` (ℂ is `Complex`)
            ns = ZSQRTD_NAMESPACE if ZSQRTD.fullmatch(ty.name) else ns   # `ℤ√d` is `Zsqrtd d`
            if not ty.args and (num := number_type(ns)) is not None and num != ns and \
                    declared_signature(f"{num}.{fld}") is not None:
                # `(eVariationOn f s).toReal`: `ℝ≥0∞` is notation for the constant `ENNReal`,
                # whose namespace Lean searches first; only a field declared there is read
                # (else Lean unfolds the definition, `WithTop ℝ≥0`, which is not modelled)
                ns = num
            if not _CONSTANT_HEAD.fullmatch(ns):
                # a type named by its text (`↥s`, `{x // p x}`, `(s : Set α)`): its head
                # constant is not the text's first word, and Lean's resolution of `x.fld`
                # unfolds it, which is not modelled here
                raise self.fail(fld, f"a field {fld} of a term of type {ty}, whose head "
                                "constant is not known here")
            if ns in ("ℝ≥0", "ℝ≥0∞", "ℚ≥0", "ℕ∞", "ℕ+", "ℝ*"):
                # a type notation's constant, when it has the field, was resolved before
                # (formalise/resolve.type_head); else Lean unfolds the definition: not read
                raise self.fail(fld, f"a field {fld} of {ns} not declared in its namespace")
        elif ty.head == "fun":
            ns = "Function"
        if not ns and (fld in CONSTS or declared_signature(fld) is not None):
            # Lean resolves `x.fld` in the namespace of the head of `x`'s type; with none known
            # here (a type variable, a function's result of undeclared type) the field stays an
            # uninterpreted symbol, never the root constant of that name (`(f '' s).Nonempty` is
            # `Set.Nonempty`, not the class `Nonempty`; `o.min` is not `min`)
            raise self.fail(fld, f"a field {fld} of a term whose type's namespace is not known")
        full = f"{ns}.{fld}" if ns else fld
        if fld in ("succ", "pred") and ty == NAT:
            return self.call(f"Nat.{fld}", [], sc, obj=obj, extra=args)
        if full == "Finset.1":
            full = "Finset.val"  # a Finset's first field
        if full not in CONSTS:
            return self.opaque_call(full, list(args), sc, expected, obj)
        return self.call(full, [], sc, obj=obj, extra=args)

    def call(self, fname: str, args: list[Expr], sc: Scope, *, obj: Term | None = None,
             extra: list[Expr] | None = None, expected: Ty | None = None) -> Term:
        head, _, rest = fname.partition(".")
        if obj is None and head in sc.proofs:  # `h.trans h'`, `h x`: never a constant
            held = self.proof_field(fname, sc) if rest else None
            if held is None:
                raise self.proof_as_term(fname, sc)
            datum, more = held   # `hf.toFinset.sum f`: a field of the proof's datum
            if not more:
                return self.apply(datum, list(args), sc)
            for fld in more[:-1]:
                datum = self.field_call(datum, fld, [], sc)
            return self.field_call(datum, more[-1], args, sc, expected)
        if _is_tactic(fname):
            raise self.fail("by", "a tactic proof applied")
        if obj is None and rest and head in sc.vars:
            parts = rest.split(".")
            o: Term = var(head, self.resolve(sc.vars[head]))
            for p in parts[:-1]:
                o = self.field_call(o, p, [], sc)
            return self.field_call(o, parts[-1], args, sc, expected)
        if obj is None and fname in sc.vars:  # a bound function applied
            return self.apply(var(fname, self.resolve(sc.vars[fname])), args, sc)
        args = list(extra or []) + args if obj is not None else args
        if obj is None and (cat := self.category_call(fname, args, sc)) is not None:
            return cat  # `𝟙 X`, `𝟭 C`, `Iso.hom e`
        if obj is None and fname in ("gcd", "lcm") and len(args) == 2:
            return self.gcd_call(fname, args, sc, expected)
        fname = ALIASES.get(fname, fname)
        if fname == "Prime" and obj is None and len(args) == 1:
            return self.prime_call(args[0], sc)
        if fname in ("Nat.succ", "Nat.pred"):
            x = obj if obj is not None else self._arg(args, 0, NAT, sc)
            one = num(1, NAT)
            return Term("add" if fname == "Nat.succ" else "sub", (x, one), NAT)
        if fname not in CONSTS:
            if fname == "Not" or is_variable_name(fname) and obj is None:
                raise self.fail(fname, f"unknown function {fname}")
            return self.opaque_call(NOTATIONS.get(fname, fname), list(args), sc, expected, obj)
        c = CONSTS[fname]
        n_given = len(args) + (obj is not None)
        if n_given != len(c.args):
            raise self.fail(fname, f"{fname} expects {len(c.args)} arguments, got {n_given}")
        if "α" in c.args:
            return self.poly_call(c.op, obj, args, sc, expected)
        terms: list[Term] = [obj] if obj is not None else []
        if obj is not None and self.final and self.resolve(obj.ty) != Ty(c.args[0]):
            raise self.fail(fname, f"{fname} applied to a term of type {obj.ty}")
        for i in range(len(terms), len(c.args)):
            terms.append(self._arg(args, i - (obj is not None), Ty(c.args[i]), sc))
        return Term(c.op, tuple(terms), Ty(c.result))

    def gcd_call(self, fname: str, args: list[Expr], sc: Scope, expected: Ty | None) -> Term:
        """Bare `gcd a b` / `lcm a b` is `GCDMonoid.gcd`/`lcm` at the type α of its arguments,
        fixed first by the expected type (propagateExpectedType), else by the first argument:
        at ℕ it is `Nat.gcd`/`Nat.lcm`; at ℤ it is `↑(Int.gcd a b)` (Mathlib `Int.coe_gcd`) and
        `↑(Nat.lcm a.natAbs b.natAbs)` (`Int.coe_lcm`, `Int.lcm` by definition). Else refused."""
        known = self.resolve(expected) if expected is not None else None
        alpha = known if known is not None and is_numeric(known) else None
        if alpha is None:
            first = next((x for x in args if not isinstance(x, Num)), None)
            if first is not None:
                (_t,), ty = self.tree([first], sc, None)
                alpha = self.resolve(ty)
            else:
                alpha = NAT
        if alpha.head == "meta" and not self.final:
            raise self.pending()
        a, b = (self.tree([x], sc, alpha)[0][0] for x in args)
        if alpha == NAT:
            return Term(fname, (a, b), NAT)
        if alpha == INT:
            if fname == "gcd":
                return Term("cast", (Term("intgcd", (a, b), NAT),), INT)
            return Term("cast", (Term("lcm", (Term("natabs", (a,), NAT),
                                               Term("natabs", (b,), NAT)), NAT),), INT)
        raise self.fail(fname, f"{fname} on {alpha} is not supported")

    def prime_call(self, x: Expr, sc: Scope) -> Term:
        """`Prime p` (Mathlib's `Prime` in a commutative monoid with zero) at the type of `p`:
        at ℕ `Nat.prime_iff`, at ℤ `Prime (p.natAbs)` (`Int.prime_iff_natAbs_prime`), at any
        other type uninterpreted."""
        (a,), ty = self.tree([x], sc, None)
        ty = self.resolve(ty)
        if ty == NAT or (ty.head == "meta" and not self.final):
            return Term("rprime", (a,), PROP)
        if ty == INT:
            return Term("rprime", (Term("natabs", (a,), NAT),), PROP)
        if is_opaque(ty) or is_tvar(ty):
            # `Prime p` for a polynomial or in a monoid with zero: Mathlib's predicate, kept
            # uninterpreted (never `Nat.Prime` of a coercion)
            return self.opaque_app("Prime", [a], PROP, sc, typed={0})
        raise self.fail("Prime", f"Prime on {ty} is not supported")

    def _arg(self, args: list[Expr], i: int, ty: Ty, sc: Scope) -> Term:
        (t,), got = self.tree([args[i]], sc, ty)
        return t

    def poly_call(self, op: str, obj: Term | None, args: list[Expr], sc: Scope,
                  expected: Ty | None = None) -> Term:
        # The result type α is unified with the expected type before the arguments are
        # elaborated (Lean's `propagateExpectedType`), for `min`, `max` and `|·|`.
        known = self.resolve(expected) if expected is not None else None
        if known is not None and not (is_numeric(known) or is_tvar(known)) or op in (
                "even", "odd"):
            known = None
        if op in ("even", "odd", "abs"):
            if obj is not None:
                a, ty = (self.coerce(obj, known), known) if known else (obj,
                                                                         self.resolve(obj.ty))
            else:
                (a,), ty = self.tree([args[0]], sc, known)
            if self.final:
                if op == "abs" and (is_tvar(ty) or is_opaque(ty)):
                    # `|x|` is Mathlib's `abs x` whatever the type (the one `macro "|" a "|"`,
                    # Algebra/Order/Group/Unbundled/Abs.lean:39); the theorem elaborated, so
                    # its instances exist: kept uninterpreted, as `Prime` is
                    return self.opaque_app("abs", [a], ty, sc, typed={0})
                if op == "abs" and ty not in (INT, Ty("ℚ"), REAL):
                    raise self.fail("abs", f"|·| on {ty} (Lean needs a lattice-ordered group)")
                if op in ("even", "odd") and not is_numeric(ty):
                    raise self.fail(op.capitalize(), f"{op} on {ty} is not supported")
            return Term(op, (a,), PROP if op != "abs" else ty)
        # min / max: the first argument with a known type fixes α; later ones may coerce up to it
        exprs: list[Expr | Term] = ([obj] if obj is not None else []) + list(args)
        alpha: Ty | None = known
        for x in exprs if alpha is None else []:
            if isinstance(x, Term):
                alpha = self.resolve(x.ty)
                break
            if not isinstance(x, Num):
                (_t,), ty = self.tree([x], sc, None)
                alpha = self.resolve(ty)
                break
        if alpha is None:
            alpha = NAT
        out: list[Term] = []
        for x in exprs:
            if isinstance(x, Term):
                out.append(self.coerce(x, alpha))
            else:
                (t,), _ty = self.tree([x], sc, alpha)
                out.append(t)
        if self.final and not self._allows(alpha, op, sc):
            raise self.fail(op, f"{op} on {alpha}")
        return Term(op, tuple(out), alpha)

#: The core number types in the order Lean casts them (`types.NUMERIC_RANK`'s ℕ ⊂ ℤ ⊂ ℚ ⊂ ℝ,
#: then ℂ by `Complex.ofReal`): never from a later one to an earlier one.
_NUMBER_CHAIN = {**NUMERIC_RANK, "ℂ": len(NUMERIC_RANK)}


#: The number types whose cast into a type variable `cast_targets` records (keyed as `_number`
#: names them).
_CAST_SOURCES = {"ℕ": Ty("ℕ"), "ℤ": Ty("ℤ"), "ℚ": Ty("ℚ"), "ℝ": Ty("ℝ"),
                 "NNRat": Ty("app", (), "ℚ≥0")}


def _number(t: Ty) -> str | None:
    """The number type `t` is (ℕ ℤ ℚ ℝ, or a Mathlib one kept opaque: `opaque.number_type`)."""
    if is_numeric(t):
        return t.head
    if t.head == "app" and t.name == "WithBot" and t.args == (NAT,):
        return "WithBot ℕ"   # `Polynomial.degree`'s type
    return number_type(t.name) if t.head == "app" and not t.args else None


def elaborate_expr(e: Expr, *, strict_binders: bool = False) -> Term:
    """Elaborate a raw tree into a typed closed proposition (see module docstring).

    `strict_binders`: a binder without a type that nothing fixed is refused rather than made
    ℕ (`formalise`: a Mathlib statement means what Lean makes it mean; the formal language's
    own texts keep their documented default)."""
    el = Elaborator()
    t = el.run(e)
    fv = free_vars(t)
    if fv:
        raise UnsupportedError(sorted(fv)[0], f"free variable {sorted(fv)[0]}")
    # a binder whose type nothing here fixed, and no default instance of Lean's would: Lean
    # infers it from what the checker does not model (`{x}` at `Multiset α`, `x ∈ S` in an
    # opaque structure), so ℕ would be a guess
    guessed = sorted(el.defaulted - el.confirmed - el.lambda_metas - el.uninterpreted)
    if guessed and strict_binders:
        name = guessed[0].split(":", 1)[1]
        raise UnsupportedError(f"the type of {name}, which Lean infers from what the checker "
                               "does not model", f"binder {name} has no type the checker can fix")
    return t


def _certain_prop(t: Term) -> bool:
    """Is `t` a proposition whatever the opaque names in it mean? `∃`, `¬`, `∧`, `∨`, `↔`
    take only propositions in Lean, so they make one; a `∀` or `→` is one exactly when its
    result is (`∀ J, Foo J` with `Foo` unknown may be a dependent function type); a
    relation, a predicate declared so, or a variable applied whose written type ends in
    `Prop` is one."""
    if t.op in ("exists", "not", "and", "or", "iff"):
        return True
    if t.op in ("forall", "imp"):
        return _certain_prop(t.args[-1])
    if t.op == "apply":
        f = t.args[0].ty
        while f.head == "fun":
            f = f.args[1]
        return f == PROP
    if t.op in ("tforall", "var", "ite"):
        return False
    return _known_prop(t)


def _names_in(x: Expr, names: set[str]) -> bool:
    """Does the application `x` (`h.trans h'`) start with or pass one of `names`?"""
    heads = [x.fn] + list(x.args) if isinstance(x, App) else [x]
    return any(isinstance(a, Name) and a.id.split(".")[0] in names for a in heads)


#: The refusal of a hypothesis used other than as a proof passed to an opaque constant
#: (`Elaborator.proof_arg`): the formal language has no reading of it.
PROOF_AS_TERM = "a hypothesis used as a term, not as a proof passed to a constant"

#: The refusal of a binder bound as a hypothesis whose type is not certainly a proposition
#: (`Elaborator.proof_as_term`), after the binder's name.
UNCERTAIN_BINDER = "'s type is not certainly a proposition"

#: Core proofs the name resolver keeps as written (`formalise.resolve.PASSED_PROOFS`), read
#: only where a proof of a stated proposition is declared; anywhere else refused so.
_CORE_PROOF_TERMS = frozenset({"rfl", "trivial"})
_CORE_PROOF_AS_TERM = "a proof term used as a term, where no declared proof parameter takes it"


def _is_tactic(n: str) -> bool:
    """Is the name `n` a tactic proof `(by …)` (the grammar's `TACTIC`)?"""
    return n.startswith("(by") and n.endswith(")")


def _property_proof(sub: Ty, val: Term, text: str) -> Term:
    """The proof in `⟨val, _⟩ : sub` (`Elaborator.subtype_bracket`): the constant of type
    `proof_type(p)`, `p` the proposition "`sub`'s property at `val`", named by the subtype and
    the value only, so every proof written there is the one value (proof irrelevance), as Lean
    makes them; `text` is the proof as written."""
    prop = Term("app", (val,), PROP, f"Subtype.property {show_type(sub)}")
    return Term("const", (), proof_type(prop), text)


def _proof_text(x: Expr | Term) -> str:
    """The written text of a proof argument (`h`, `h.symm`, `(h a)`, `(h.trans h')`): its
    name in the formal term, which the printer writes as it is (parenthesised when it is an
    application)."""
    return x.id if isinstance(x, Name) else f"({show_expr(x)})"


def _uses_proof(t: Term, h: str) -> bool:
    """Does `t` pass the hypothesis `h` (`h.symm`, `h a`, `h'.trans h`) in an argument
    (`proof_arg`)?"""
    return any(u.op == "const" and is_proof_type(u.ty) and
               h in {w.split(".")[0] for w in _PROOF_WORDS.findall(u.name)} for u in walk(t))


#: The identifiers of a proof argument's text (`_uses_proof`).
_PROOF_WORDS = re.compile(r"[^\s()\[\],;⟨⟩←]+")


def show_expr(e: Any) -> str:
    """A raw tree as Lean text (for opaque type arguments and class names kept as written)."""
    if isinstance(e, Name):
        return e.id
    if isinstance(e, Num):
        return e.text
    if isinstance(e, App):
        return " ".join([show_expr(e.fn)] + [_paren(show_expr(a)) for a in e.args])
    if isinstance(e, BinOp):
        return f"{_paren(show_expr(e.lhs))} {e.op} {_paren(show_expr(e.rhs))}"
    if isinstance(e, UnOp) and e.op in ("-", "¬", "↑", "√", "#"):
        return f"{e.op}{_paren(show_expr(e.arg))}"
    if isinstance(e, UnOp) and e.op == "ᵒᵖ":  # `Cᵒᵖ`, Mathlib's postfix notation for Opposite
        return f"{_paren(show_expr(e.arg))}ᵒᵖ"
    if isinstance(e, Field):
        return f"{_paren(show_expr(e.obj))}.{e.field}"
    if isinstance(e, Lambda):
        return _show_lambda(e)
    if isinstance(e, Ascribe):   # `(0 : Fin 3)`, `({a} : Set A)`: self-delimiting, as written
        return f"({show_expr(e.expr)} : {show_expr(e.type)})"
    if isinstance(e, Bracket) and e.kind in _SHOWN_BRACKETS:
        # `{v}`, `⟨x⟩`: delimited literals Lean reads alike wherever they stand. Not `(a, b)`
        # or `[a]`: after a name they may be a notation's own brackets (`SL(2, ℝ)`, `Γ(X,
        # U)`, `R[X]`, `L[[α]]`), which the tree no longer tells from an argument
        opening, closing = _SHOWN_BRACKETS[e.kind]
        return opening + ", ".join(show_expr(x) for x in e.items) + closing
    raise UnsupportedError(_describe(e), "unsupported expression in a type")


#: Bracket kinds `show_expr` prints as written, with their delimiters.
_SHOWN_BRACKETS = {"set": ("{", "}"), "anon": ("⟨", "⟩")}


def _show_lambda(e: Lambda) -> str:
    """A `fun` in a type (`lp (fun _ : α => E) p`, `Maximal (· ∈ s) x`) as Lean text: a `·`
    section as written (`(· ∈ s)`, its variables `x✝1 …` in order), any other with its binders
    as written. The type it is part of is named by this text (alpha-equivalent spellings are
    distinct types here: a statement mixing them is refused, never equated wrongly)."""
    from forminv_lean.formal.meaning.parser import CDOT_VAR

    names = [n for b in e.binders for n in b.names]
    if any(b.info != "explicit" or b.pred is not None for b in e.binders):
        raise UnsupportedError("fun", "a `fun` with an instance or predicate binder in a type")
    body = show_expr(e.body)
    if names == [f"{CDOT_VAR}{i}" for i in range(1, len(names) + 1)] and all(
            b.type is None for b in e.binders):
        dots = re.sub(rf"{re.escape(CDOT_VAR)}\d+(?!\d)", "·", body)
        if dots.count("·") == len(names) and "✝" not in dots:
            return f"({dots})"
        raise UnsupportedError("·", "a `·` section in a type whose text would not say it")
    groups = [" ".join(b.names) if b.type is None else
              f"({' '.join(b.names)} : {show_expr(b.type)})" for b in e.binders]
    return f"fun {' '.join(groups)} => {body}"


def _carrier(e: Expr) -> Ty:
    """The type `↥e` (Lean's coeSort of a set, finset, subobject, ...), opaque, named by the
    text of `e`: it depends on the variables written in `e` (`terms.hidden_names`)."""
    return Ty("app", (), "↥" + _paren(show_expr(e)))


def _paren(s: str) -> str:
    return f"({s})" if " " in s and not _bracketed(s) else s


def _bracketed(s: str) -> bool:
    """Is `s` one parenthesis, `(…)` whose `(` closes at its end (a `·` section's text)?"""
    depth = 0
    for i, c in enumerate(s):
        depth += (c == "(") - (c == ")")
        if depth == 0:
            return i == len(s) - 1 and s[0] == "("
    return False


def _type_of(text: str) -> Ty:
    """`ℕ`, `Finset ℕ`, `Cardinal`: the result types `opaque.RESULT_TYPES` may name, read as
    a signature type is (`Cardinal` is the type a binder `(c : Cardinal)` has)."""
    return parse_signature_type(text)


def _ascribes_name(e: Any, n: str) -> bool:
    """Does `e` ascribe the bare name `n` a type somewhere (`(n : ℝ)`)?"""
    if isinstance(e, Ascribe) and e.expr == Name(n):
        return True
    if isinstance(e, tuple):
        return any(_ascribes_name(x, n) for x in e)
    if hasattr(e, "__dataclass_fields__"):
        return any(_ascribes_name(getattr(e, k), n) for k in e.__dataclass_fields__)
    return False


def _mentions_name(e: Any, n: str) -> bool:
    if isinstance(e, Name):
        return e.id == n or e.id.split(".")[0] == n
    if isinstance(e, tuple):
        return any(_mentions_name(x, n) for x in e)
    if hasattr(e, "__dataclass_fields__"):
        return any(_mentions_name(getattr(e, k), n) for k in e.__dataclass_fields__)
    return False
