"""Type context for the realiser: what a bound variable ranges over, and its English noun.

The paper's "dropped type context" error (an ℤ statement worded as if over ℕ) is avoided
by always naming a variable's type. The type comes from the elaborator
(`forminv_lean.formal.elaborate`, :func:`annotate_types`), so the sentence names exactly
the type the checker reasons about. Only when elaboration fails (a rendering outside the
language) does the realiser fall back to the guesser below (:func:`infer_var_type`: the
binder predicate, a typed neighbour in the body, else ℕ when only numerals constrain the
variable), and :func:`annotate_types` says so in its note.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

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
from forminv_lean.informalise.phrases import (
    FIELD_FUNCTIONS,
    FUNCTIONS,
    TYPE_CONSTRUCTORS,
    TYPE_NOUNS,
)
from forminv_lean.informalise.type_nouns_r25 import phrase_noun

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.terms import Term
    from forminv_lean.formal.meaning.types import Ty

NAT = Name("ℕ")
REAL = Name("ℝ")
PROP = Name("Prop")
SORT = Name("Type*")

ARITH = frozenset({"+", "-", "*", "/", "%", "^"})
SET_OPS = frozenset({"∩", "∪", "\\", "⊓", "⊔"})
RELATIONS = frozenset({"=", "≠", "<", "≤", ">", "≥", "∣", "∈", "∉", "⊆", "⊂"})
CONNECTIVES = frozenset({"∧", "∨", "→", "↔"})
NAT_VALUED = frozenset({"factorial", "choose", "natAbs"})

Env = Mapping[str, Expr]


@dataclass(frozen=True)
class Noun:
    """An English noun for a type: `every {sg} x{tail}` / `all {pl} x and y{tail}`."""

    sg: str
    pl: str
    tail: str = ""
    generic: bool = False   # worded from the type's name: one item per variable, no plural


def is_sort(t: Expr | None) -> bool:
    """`Type*`, `Type`, `Type u`, `Sort*`, ...: the binder introduces a type variable."""
    if isinstance(t, Name):
        return t.id in ("Type*", "Type", "Sort*", "Sort")
    if isinstance(t, App) and isinstance(t.fn, Name):
        return t.fn.id in ("Type", "Sort")
    return False


def call_of(e: Expr, env: Env) -> tuple[str, tuple[Expr, ...]] | None:
    """Recognise a known function or predicate in any of its spellings.

    `Nat.gcd a b`, `a.gcd b`, `(a + 1).gcd b`, `p.Prime`, `Nat.Prime p`, `n !` are all
    returned as (canonical key, arguments). Dotted names count as field notation only
    when the prefix is a bound variable, as in Lean.
    """
    if isinstance(e, UnOp):
        key = {"!": "factorial", "√": "sqrt", "abs": "abs", "ᶜ": "compl", "⁻¹": "inv"}.get(e.op)
        return (key, (e.arg,)) if key else None
    fn, args = (e.fn, e.args) if isinstance(e, App) else (e, ())
    if isinstance(fn, Name):
        if fn.id in FUNCTIONS and fn.id not in env:
            return FUNCTIONS[fn.id], tuple(args)
        head, _, last = fn.id.rpartition(".")
        if head and head in env and last in FIELD_FUNCTIONS:
            return FIELD_FUNCTIONS[last], (Name(head), *args)
        if head and head in env and last == "sqrt" and env[head] == REAL:
            return "sqrt", (Name(head), *args)
    if isinstance(fn, Field) and fn.field in FIELD_FUNCTIONS:
        return FIELD_FUNCTIONS[fn.field], (fn.obj, *args)
    return None


def type_of(e: Expr, env: Env) -> Expr | None:
    """The type of a term when it is evident without full elaboration (None if unsure)."""
    if isinstance(e, Name):
        if e.id in env and not is_sort(env[e.id]):
            return env[e.id]
        if e.id in ("Real.pi", "π"):
            return REAL
        c = call_of(e, env)
        return _call_type(c, env) if c else None
    if isinstance(e, Num):
        return None
    if isinstance(e, Ascribe):
        return e.type
    if isinstance(e, BinOp):
        if e.op in RELATIONS or e.op in CONNECTIVES:
            return PROP
        if e.op in ARITH or e.op in SET_OPS:
            return type_of(e.lhs, env) or (type_of(e.rhs, env) if e.op != "^" else None)
        return None
    if isinstance(e, UnOp):
        if e.op == "¬":
            return PROP
        if e.op in ("-", "abs", "⁻¹", "ᶜ"):
            return type_of(e.arg, env)
        c = call_of(e, env)
        return _call_type(c, env) if c else None
    if isinstance(e, Quant):
        return PROP
    if isinstance(e, App) and isinstance(e.fn, Name) and e.fn.id in env:
        return _applied_type(env[e.fn.id], len(e.args))
    if isinstance(e, SetBuilder):
        inner = e.type or infer_var_type(e.var, None, e.body, env)
        return App(Name("Set"), (inner,)) if inner is not None else None
    c = call_of(e, env)
    return _call_type(c, env) if c else None


def _applied_type(t: Expr, n: int) -> Expr | None:
    """The value type of a function variable of type `t` applied to `n` arguments (`f x` with
    `f : α → ℝ≥0∞` is of type `ℝ≥0∞`): only through plain arrows, never a dependent one
    (`(i : ι) → M i`, `∀ i, M i`: the value's type mentions the argument) nor a bundled map
    (`α →₀ β`, whose application is a coercion)."""
    for _ in range(n):
        if not (isinstance(t, BinOp) and t.op == "→") or isinstance(t.lhs, Ascribe):
            return None
        t = t.rhs
    return None if is_sort(t) or isinstance(t, Quant) else t


def _call_type(c: tuple[str, tuple[Expr, ...]], env: Env) -> Expr | None:
    key, args = c
    if key in ("prime", "even", "odd", "coprime", "irrational", "square"):
        return PROP
    if key in NAT_VALUED:
        return NAT
    if key == "sqrt":
        return REAL
    if key in ("gcd", "lcm"):
        t = _first_type(args, env)
        return NAT if t is None or t in (NAT, Name("ℤ")) else t
    if key == "succ":
        return NAT
    return _first_type(args, env)


def _first_type(args: tuple[Expr, ...], env: Env) -> Expr | None:
    for a in args:
        t = type_of(a, env)
        if t is not None:
            return t
    return None


def element_type(t: Expr | None) -> Expr | None:
    """`α` for `Set α`, `Finset α` and the other one-argument containers; else None."""
    if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id in TYPE_CONSTRUCTORS \
            and len(t.args) == 1:
        return t.args[0]
    return None


def _subterms(e: Expr) -> Iterator[Expr]:
    yield e
    if isinstance(e, App):
        yield from _subterms(e.fn)
        for a in e.args:
            yield from _subterms(a)
    elif isinstance(e, BinOp):
        yield from _subterms(e.lhs)
        yield from _subterms(e.rhs)
    elif isinstance(e, UnOp):
        yield from _subterms(e.arg)
    elif isinstance(e, Field):
        yield from _subterms(e.obj)
    elif isinstance(e, Ascribe):
        yield from _subterms(e.expr)
    elif isinstance(e, Quant):
        for b in e.binders:
            if b.pred:
                yield from _subterms(b.pred[1])
        yield from _subterms(e.body)
    elif isinstance(e, SetBuilder):
        yield from _subterms(e.body)


def _arith_leaf(var: str, e: Expr) -> bool:
    """`var` occurs in `e` through arithmetic only, so it shares `e`'s type."""
    if isinstance(e, Name):
        return e.id == var
    if isinstance(e, BinOp) and e.op in ARITH:
        return _arith_leaf(var, e.lhs) or (e.op != "^" and _arith_leaf(var, e.rhs))
    if isinstance(e, UnOp) and e.op in ("-", "abs"):
        return _arith_leaf(var, e.arg)
    return False


def infer_var_type(var: str, pred: tuple[str, Expr] | None, body: Expr, env: Env) -> Expr | None:
    """The type Lean would give an untyped binder, or None when it cannot be told.

    ℕ only where Lean's numeral default gives it: every use of `var` is a leaf of arithmetic
    whose other leaves are numerals (`∀ n > 0, n + 1 ≠ 0`). A side whose type is merely not
    evident here (`t ×ˢ t ⊆ s`, `|f x| < ε`) fixes a type Lean knows and this does not, so it
    gives None, never ℕ."""
    inner = {k: v for k, v in env.items() if k != var}
    uses = sum(1 for s in _subterms(body) if s == Name(var))
    numeral_uses = 0
    if pred is not None:
        op, bound = pred
        bt = type_of(bound, inner)
        if op in ("∈", "∉"):
            if element_type(bt) is not None:
                return element_type(bt)
        elif op in ("⊆", "⊂"):
            if bt is not None:
                return bt
        elif bt is not None:
            return bt
        elif not _numeral_tree(bound, None):
            return _typed_use(var, body, inner)
    for s in _subterms(body):
        if isinstance(s, BinOp) and (s.op in ARITH or s.op in RELATIONS) and s.op not in (
                "∈", "∉", "⊆", "⊂", "∣"):
            for a, b in ((s.lhs, s.rhs), (s.rhs, s.lhs)):
                if _arith_leaf(var, a):
                    t = type_of(b, inner)
                    if t is not None and t != PROP:
                        return t
            if s.op in RELATIONS and _numeral_tree(s.lhs, var) and _numeral_tree(s.rhs, var):
                numeral_uses += sum(1 for x in _subterms(s) if x == Name(var))
        if isinstance(s, BinOp) and s.op in ("∈", "∉") and s.lhs == Name(var):
            t = element_type(type_of(s.rhs, inner))
            if t is not None:
                return t
        c = call_of(s, inner)
        if c and c[0] in ("prime", "factorial", "choose", "succ") and Name(var) in c[1]:
            return NAT
        if c and c[0] == "sqrt" and Name(var) in c[1]:
            return REAL
    return NAT if numeral_uses == uses else None


def _typed_use(var: str, body: Expr, env: Env) -> Expr | None:
    """The type a typed use of `var` in `body` gives it (`n + k` with `k : ℤ`), or None."""
    found = infer_var_type(var, None, body, env)
    return found if found != NAT or _only_numerals(var, body) else None


def _only_numerals(var: str, body: Expr) -> bool:
    """Every use of `var` in `body` sits in a relation of numeral arithmetic."""
    uses = sum(1 for s in _subterms(body) if s == Name(var))
    inside = sum(sum(1 for x in _subterms(s) if x == Name(var)) for s in _subterms(body)
                 if isinstance(s, BinOp) and s.op in RELATIONS and s.op not in (
                     "∈", "∉", "⊆", "⊂", "∣")
                 and _numeral_tree(s.lhs, var) and _numeral_tree(s.rhs, var))
    return uses == inside


def _numeral_tree(e: Expr, var: str | None) -> bool:
    """`e` is arithmetic whose leaves are numerals (and `var`)."""
    if isinstance(e, Num):
        return True
    if isinstance(e, Name):
        return var is not None and e.id == var
    if isinstance(e, UnOp) and e.op == "-":
        return _numeral_tree(e.arg, var)
    if isinstance(e, BinOp) and e.op in ARITH:
        return _numeral_tree(e.lhs, var) and _numeral_tree(e.rhs, var)
    return False


def noun(t: Expr | None, env: Env, *, generic: bool = False, phrase: bool = False) -> Noun:
    """English noun for the type `t` (`every natural number n`, `every set s of …`).

    Mathlib types come from the lexicon (`finite set s of elements of α`); a type with no
    words there is written as marked Lean (`every element x of `ULift α``)."""
    if t is None:
        return Noun("value", "values")
    if isinstance(t, Name):
        if t.id in TYPE_NOUNS:
            return Noun(*TYPE_NOUNS[t.id])
        if is_sort(t):
            return Noun("type", "types")
        lex = _lexicon_noun(t.id, (), env)
        if lex is not None:
            return lex
        if _plain_name(t.id):
            return Noun("element", "elements", f" of {t.id}")
        return _raw_noun(t)
    if is_sort(t):
        return Noun("type", "types")
    if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "Set" and len(t.args) == 1 \
            and isinstance(t.args[0], Name) and t.args[0].id not in TYPE_NOUNS \
            and not is_sort(t.args[0]) and _plain_name(t.args[0].id):
        return Noun("subset", "subsets", f" of {t.args[0].id}")  # `Set α`: subsets of α
    if isinstance(t, Quant) and t.kind == "∀" and len(t.binders) == 1 \
            and len(t.binders[0].names) == 1 and t.binders[0].type is None \
            and t.binders[0].pred is None and t.binders[0].info == "explicit" \
            and isinstance(t.body, App) and t.body.args == (Name(t.binders[0].names[0]),) \
            and _family_member(t.body, env):
        # `∀ i, M i` (the reader's `typed_pi`)
        i = t.binders[0].names[0]
        return Noun("dependent function", "dependent functions",
                    f" assigning to each {i} an element of {t.body.fn.id} {i}")  # type: ignore
    if _family_member(t, env):   # `M i` with `M : ι → Type*` (the reader's `typed_member`)
        return Noun("element", "elements", f" of {t.fn.id} {t.args[0].id}")  # type: ignore
    member = _member_at(t, env)
    if member is not None:
        return member
    if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id not in TYPE_INFIXES.values():
        lex = _lexicon_noun(t.fn.id, t.args, env)   # (`Prod α β` is read back as `α × β`)
        if lex is not None:
            return lex
    head = _arrow_head(t)
    if head is not None:   # `X ⟶ Y` is `Quiver.Hom X Y`, `R →+* S` is `RingHom R S`
        lex = _lexicon_noun(head, (t.lhs, t.rhs), env)  # type: ignore[union-attr]
        if lex is not None and "`" not in lex.tail:
            return lex
    if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "Set" and len(t.args) == 1:
        inner = noun(t.args[0], env, phrase=True)
        return Noun("set", "sets", f" of {inner.pl}{inner.tail}")
    named = _generic_noun(t) if generic else None   # only where the reader reads one
    if named is not None:
        return named
    said = phrase_noun(t) if phrase else None   # a cast, a function's types (type_nouns_r25)
    if said is not None:
        return said
    if isinstance(t, BinOp) and t.op == "→" and t.rhs == Name("Type*") \
            and not isinstance(t.lhs, Ascribe) and not is_sort(t.lhs) \
            and "`" not in (a := noun(t.lhs, env)).tail \
            and (isinstance(t.lhs, Name) or _read_binder_type(
                f"for every family x of types indexed by {a.pl}{a.tail}, x equals x") == t):
        # a type family `ι → Type*`, `Fin (n + 1) → Type*` (the reader's `typed_family`;
        # `ι → Type u`, `ι → Sort*` stay Lean: the reading is `Type*`)
        return Noun("family", "families", f" of types indexed by {a.pl}{a.tail}")
    dependent = _dependent_noun(t, env) or _pi_noun(t, env)
    if dependent is not None:
        return dependent
    if isinstance(t, BinOp) and t.op == "→" and not (isinstance(t.lhs, BinOp) and t.lhs.op == "→") \
            and not is_sort(t.rhs):   # another type family is written as Lean
        a, b = noun(t.lhs, env, phrase=True), noun(t.rhs, env, phrase=True)
        return Noun("function", "functions", f" from {a.pl}{a.tail} to {b.pl}{b.tail}")
    return _raw_noun(t)


def _dependent_noun(t: Expr, env: Env) -> Noun | None:
    """`(i : ι) → M i ≃L[R] N i` (Lean's dependent arrow, its index typed) as "dependent
    function … assigning to each element i of ι a continuous linear equivalence …" (the
    reader's `typed_dpi`), where ι is a type variable and the value's noun has no Lean in it;
    else None (the arrow's `(i : ι)` is no type: "elements of `(i : ι)`" misreads it)."""
    from forminv_lean.formal.meaning.ast import Ascribe

    if not (isinstance(t, BinOp) and t.op == "→" and isinstance(t.lhs, Ascribe)
            and isinstance(t.lhs.expr, Name) and isinstance(t.lhs.type, Name)
            and _plain_name(t.lhs.expr.id) and _plain_name(t.lhs.type.id)
            and not is_sort(t.lhs.type) and not is_sort(t.rhs)):
        return None
    i, index = t.lhs.expr.id, t.lhs.type.id
    value = noun(t.rhs, {**env, i: t.lhs.type}, phrase=True)
    if "`" in value.tail or value.sg in ("dependent function", "family", "value"):
        return None
    tail = f" assigning to each element {i} of {index} {article(value.sg)} {value.sg}{value.tail}"
    if _read_binder_type(f"for every dependent function x{tail}, x equals x") != t:
        return None   # a value the reader's `castnoun` does not read ("a set of …")
    return Noun("dependent function", "dependent functions", tail)


def _member_at(t: Expr, env: Env) -> Noun | None:
    """`M (i + 1)`, `α (Fin.last n)` (`M : ι → Type*` a type family, at a term other than a
    variable) as "element of M(i + 1)": the family applied as math writes a function variable
    applied (the reader's `typed_member_at`); None unless the reader reads exactly `t` back."""
    from forminv_lean.informalise.mathtext import math

    if not (isinstance(t, App) and isinstance(t.fn, Name) and len(t.args) == 1
            and _plain_name(t.fn.id)
            and not (isinstance(t.args[0], Name) and _plain_name(t.args[0].id))):
        return None
    fam = env.get(t.fn.id)
    if not (isinstance(fam, BinOp) and fam.op == "→" and is_sort(fam.rhs)):
        return None
    text = math(t, env, "words")
    if not (text.startswith(f"{t.fn.id}(") and text.endswith(")")):
        return None
    if _read_binder_type(f"for every element x of {text}, x equals x") != t:
        return None
    return Noun("element", "elements", f" of {text}")


def _pi_noun(t: Expr, env: Env) -> Noun | None:
    """A dependent function type other than `∀ i, M i` and `(i : ι) → …` on a type variable
    (`∀ i, Set (π i)`, `∀ i : Fin n, α i.castSucc`, `(i : Fin n) → M i`) as "dependent
    function … assigning to each i a subset of π(i)" / "… to each index i below n an element
    of α(`i.castSucc`)" (the reader's `typed_pi`, `typed_dpi`): one explicit index, untyped
    or of a type with a noun, and a value whose noun has no Lean in it. None unless the
    reader reads the words back to this type (`∀ i : T, V` is read as `(i : T) → V`, the same
    Lean pi type)."""
    if isinstance(t, Quant) and t.kind == "∀" and len(t.binders) == 1 \
            and len(t.binders[0].names) == 1 and t.binders[0].pred is None \
            and t.binders[0].info == "explicit":
        i, index, body = t.binders[0].names[0], t.binders[0].type, t.body
    elif isinstance(t, BinOp) and t.op == "→" and isinstance(t.lhs, Ascribe) \
            and isinstance(t.lhs.expr, Name):
        i, index, body = t.lhs.expr.id, t.lhs.type, t.rhs
    else:
        return None
    if not _plain_name(i) or is_sort(body) or (index is not None and is_sort(index)):
        return None
    if index is None:
        each, inner, want = i, env, t
    else:
        n = noun(index, env)
        if n.tail.startswith(" of `") or n.sg in ("dependent function", "family", "value",
                                                   "function"):
            return None
        each, inner = f"{n.sg} {i}{n.tail}", {**env, i: index}
        want = BinOp("→", Ascribe(Name(i), index), body)
    # a value by its name's words only where it depends on the index (`∀ i : ℕ, OnePoint α`
    # is read back as `ℕ → OnePoint α`, another formula to the comparison)
    value = noun(body, inner, phrase=any(s == Name(i) for s in _subterms(body)))   # Lean inside math ("an element of α(`i.castSucc`)") is kept
    if value.tail.startswith(" of `") or value.sg in ("dependent function", "family", "value"):
        return None
    tail = f" assigning to each {each} {article(value.sg)} {value.sg}{value.tail}"
    if _read_binder_type(f"for every dependent function x{tail}, x equals x") != want:
        return None
    return Noun("dependent function", "dependent functions", tail)


@lru_cache(maxsize=1024)
def _read_binder_type(text: str) -> Expr | None:
    """The type the reader gives the first binder of `text`, or None when it does not read."""
    from lark.exceptions import LarkError

    from forminv_lean.informalise.reader import ReadError, _Build, _parser

    try:
        expr, _ = _Build().transform(_parser().parse(text))
    except (LarkError, ReadError):
        return None
    return expr.binders[0].type if isinstance(expr, Quant) else None


def _family_member(t: Expr, env: Env) -> bool:
    """Is `t` a member `M i` of a type family: `M` a variable bound to a type family
    (`ι → Type*`, `ι → Type u`), applied to one variable `i`."""
    if not (isinstance(t, App) and isinstance(t.fn, Name) and len(t.args) == 1
            and isinstance(t.args[0], Name) and _plain_name(t.fn.id)
            and _plain_name(t.args[0].id)):
        return False
    fam = env.get(t.fn.id)
    return isinstance(fam, BinOp) and fam.op == "→" and is_sort(fam.rhs)


def _arrow_head(t: Expr) -> str | None:
    """The constant a type written with one of Mathlib's arrows applies (`C ⥤ D` is
    `CategoryTheory.Functor C D`, `R →+* S` is `RingHom R S`), as the formal side expands it,
    or Lean's product (`α × β` is `Prod α β`)."""
    from forminv_lean.formal.meaning.category import TYPE_ARROWS
    from forminv_lean.formal.meaning.opaque import HOM_ARROWS

    if not isinstance(t, BinOp):
        return None
    return TYPE_ARROWS.get(t.op) or HOM_ARROWS.get(t.op) or TYPE_INFIXES.get(t.op)


#: Lean core's type notations (`infixr:35 " × " => Prod`, src/Init/Notation.lean).
TYPE_INFIXES = {"×": "Prod"}


def _plain_name(name: str) -> bool:
    """A type variable's name as the reader's `var` reads it (`α`, `G`, `M₁`, `𝕜`): the
    lexicon's `PARAM`, the grammar's VAR (a field `𝕜` is as much a variable as `K`)."""
    from forminv_lean.informalise.lexicon import PARAM

    return PARAM.fullmatch(name) is not None


def _generic_noun(t: Expr) -> Noun | None:
    """`Matroid α` as "matroid M on α": a type constructor outside the lexicon on
    variables, worded from its name (`generic.type_words`); on several, in Lean's order in
    brackets ("lie submodule N on (R, L, M)", `LieSubmodule R L M`: a bare list would run into
    the next item's "and")."""
    from forminv_lean.informalise.generic import type_words

    if not (isinstance(t, App) and isinstance(t.fn, Name) and t.args and all(
            isinstance(a, Name) and _plain_name(a.id) for a in t.args)):
        return None
    words = type_words(t.fn.id, len(t.args))
    if words is None:
        return None
    names = [a.id for a in t.args if isinstance(a, Name)]
    on = names[0] if len(names) == 1 else f"({', '.join(names)})"
    return Noun(words, words, f" on {on}", generic=True)


def _raw_noun(t: Expr) -> Noun:
    from forminv_lean.informalise.mathtext import raw

    return Noun("element", "elements", f" of {raw(t)}")


def _lexicon_noun(head: str, args: tuple[Expr, ...], env: Env) -> Noun | None:
    """`Finset α` → finite set … of elements of α (the lexicon's type entry): type arguments
    are written as their plural noun, value arguments as math."""
    from forminv_lean.informalise.lexicon import fill, scalar_hom, type_entry
    from forminv_lean.informalise.mathtext import math, raw
    from forminv_lean.informalise.type_slots_r26 import noun_reads_back, phrase_slot

    e = type_entry(head)
    if e is None or e.noun is None or e.arity != len(args):
        return None
    parts = []
    phrased: dict[int, str] = {}   # slot -> its argument as marked Lean, if the phrase fails
    for i, a in enumerate(args):
        if i == e.scalar:
            ring = _scalar_name(a, scalar_hom(e, i))
            if ring is None:
                return None   # a semilinear map (`σ` not `RingHom.id R`), or a ring not named
            parts.append(ring)
        elif e.arg_type(i).startswith(("Type", "Sort")):
            if is_sort(a) and e.arity > 1:
                return None   # "functors … to types" would lose the universe of `Type v`
            n = noun(a, env, phrase=True)
            if e.arity > 1 and " and " in f"{n.pl}{n.tail}":
                return None   # "pairs of pairs of A and B and C" has two readings for a reader
            parts.append(f"{n.pl}{n.tail}")
        else:  # a value argument other than a name or numeral in parentheses ("(p^n)"),
            text = math(a, env, "words")  # as the reader's atom slot reads it
            if text.startswith("(") and not _APPLIED.fullmatch(text):
                # a phrase ("(the multiplicity of x in m)") is kept only where the reader
                # reads the whole noun back to exactly this type (`type_slots_r26`), else
                # marked Lean; a phrase applied ("(the obj of L)(X)", `L.obj X`) is the
                # reader's `m_apply`, an atom
                phrased[len(parts)] = raw(a)
                parts.append(text if phrase_slot(text) else raw(a))
                continue
            parts.append(text if isinstance(a, (Name, Num)) or _APPLIED.fullmatch(text)
                         else f"({text})")
    tail = fill(e.english[len(e.noun[0]):], parts)
    if phrased and not noun_reads_back(e.noun[0], tail, App(Name(head), args)):
        parts = [phrased.get(k, p) for k, p in enumerate(parts)]
        tail = fill(e.english[len(e.noun[0]):], parts)
    return Noun(e.noun[0], e.noun[1], tail)


#: A phrase applied to plain arguments, "(the obj of L)(X)" (no brackets inside either part).
_APPLIED = re.compile(r"\(the [^()`]+\)\([^()`]+\)")


def _scalar_name(a: Expr, hom: bool) -> str | None:
    """The scalar ring of a bundled map by its name (`R`, `𝕜`, `ℝ`): the argument itself, or
    inside `RingHom.id` where the entry takes a ring hom; None for anything else."""
    if hom:
        if not (isinstance(a, App) and a.fn == Name("RingHom.id") and len(a.args) == 1):
            return None
        a = a.args[0]
    return a.id if isinstance(a, Name) and _plain_name(a.id) else None


#: Words spelled with a vowel that are said with a consonant ("a uniform space", "a unital
#: algebra", "a Euclidean space", "a one-to-one map"); `un-` negations keep "an" ("an unbounded
#: set", "an uninhabited type").
_CONSONANT_SOUND = re.compile(r"^(?:uni(?!n)|usu|use|uti|ure|eu|one\b|once\b)", re.I)


def article(word: str) -> str:
    """The indefinite article for `word` ("a" or "an"), by its sound."""
    if _CONSONANT_SOUND.match(word):
        return "a"
    return "an" if word[:1].lower() in "aeiou" else "a"


def binder_types(binders: tuple[Binder, ...], body: Expr, env: Env) -> list[Expr | None]:
    """The (possibly inferred) type of each binder group, in order."""
    out: list[Expr | None] = []
    scope = dict(env)
    for b in binders:
        t = b.type
        if t is None and b.names:
            t = infer_var_type(b.names[0], b.pred, body, scope)
        out.append(t)
        for n in b.names:
            if t is not None:
                scope[n] = t
    return out


# ----------------------------------------------------------------------------- elaborated types


def ty_expr(t: Ty) -> Expr | None:
    """An elaborated type as a raw type expression (None for an unsolved metavariable)."""
    if t.head in ("ℕ", "ℤ", "ℚ", "ℝ", "Prop"):
        return Name(t.head)
    if t.head == "Set" and t.args:
        inner = ty_expr(t.args[0])
        return App(Name("Set"), (inner,)) if inner is not None else None
    if t.head == "var":
        return Name(t.name)
    if t.head == "Type":
        return SORT
    if t.head in ("fun", "prod") and len(t.args) == 2:
        a, b = (ty_expr(x) for x in t.args)
        return BinOp("→" if t.head == "fun" else "×", a, b) if a and b else None
    if t.head == "app" and t.name and not t.name.startswith(("?", "↥")) and "✝" not in t.name:
        return _opaque_type(t)
    return None


def _opaque_type(t: Ty) -> Expr | None:
    """A Mathlib type kept opaque by the elaborator (`Finset α`, `ℝ≥0`, `ZMod n`) as the raw
    type expression it was written as."""
    from forminv_lean.formal import FormalParseError, parse

    args = [ty_expr(a) for a in t.args]
    if any(a is None for a in args):
        return None
    try:
        head = parse(_TAGGED.sub("", t.name))   # a name `annotate_types` renamed apart
    except FormalParseError:
        return None
    if not args:
        return head
    fn, first = (head.fn, head.args) if isinstance(head, App) else (head, ())
    return App(fn, (*first, *(a for a in args if a is not None)))


@lru_cache(maxsize=8192)
def elaborated(expr: Expr) -> Term:
    """`formal.elaborate`, remembered: the realiser, the convention finder and the reader
    elaborate the same trees many times over (raw trees are frozen, so they hash)."""
    from forminv_lean.formal import elaborate

    return elaborate(expr)


#: Marks the binders `annotate_types` renames apart; no identifier the parser reads has it.
_TAG = "§"
_TAGGED = re.compile(rf"{_TAG}\d+")


def _rename_apart(expr: Expr) -> Expr:
    """`expr` with every ∀/∃/set-builder binder given a name of its own (`x` -> `x§3`).

    The elaborator copies terms (`∃! x, p x` is `∃ x, p x ∧ ∀ x', p x' → x' = x`) and keeps
    `fun`/big-operator bodies the raw walk does not visit, so matching binders by name and
    position can give a binder the type of another one of the same name; a name used once
    cannot. `fun`, big-operator and `if h :` binders are not renamed but still shadow."""
    counter = itertools.count(1)

    def fresh(name: str) -> str:
        return f"{name}{_TAG}{next(counter)}"

    def binders(bs: tuple[Binder, ...], env: dict[str, str],
                rename: bool) -> tuple[tuple[Binder, ...], dict[str, str]]:
        out = []
        inner = dict(env)
        for b in bs:
            ty = go(b.type, inner) if b.type is not None else None
            names = tuple(fresh(n) for n in b.names) if rename else b.names
            for old, new in zip(b.names, names, strict=True):
                if rename:
                    inner[old] = new
                else:
                    inner.pop(old, None)
            pred = (b.pred[0], go(b.pred[1], inner)) if b.pred else None
            out.append(dataclasses.replace(b, names=names, type=ty, pred=pred))
        return tuple(out), inner

    def go(e: Expr, env: dict[str, str]) -> Expr:
        if isinstance(e, Name):
            head, dot, rest = e.id.partition(".")
            return Name(env[head] + dot + rest) if head in env else e
        if isinstance(e, Quant):
            bs, inner = binders(e.binders, env, True)
            return dataclasses.replace(e, binders=bs, body=go(e.body, inner))
        if isinstance(e, Lambda | BigOp):
            domain = go(e.domain, env) if isinstance(e, BigOp) and e.domain is not None \
                else None
            bs, inner = binders(e.binders, env, False)
            if isinstance(e, BigOp):
                return dataclasses.replace(e, binders=bs, body=go(e.body, inner), domain=domain)
            return dataclasses.replace(e, binders=bs, body=go(e.body, inner))
        if isinstance(e, SetBuilder):
            ty = go(e.type, env) if e.type is not None else None
            new = fresh(e.var)
            inner = {**env, e.var: new}
            sep = (e.sep[0], go(e.sep[1], inner)) if e.sep else None
            return dataclasses.replace(e, var=new, type=ty, sep=sep, body=go(e.body, inner))
        if isinstance(e, Ite) and e.hyp is not None:
            inner = {k: v for k, v in env.items() if k != e.hyp}
            return dataclasses.replace(e, cond=go(e.cond, env), then=go(e.then, inner),
                                       orelse=go(e.orelse, inner))
        if dataclasses.is_dataclass(e):
            return dataclasses.replace(e, **{  # type: ignore[arg-type]
                f.name: _map(getattr(e, f.name), lambda x: go(x, env))
                for f in dataclasses.fields(e)})
        return e

    return go(expr, {})


def _map(v: object, f: Callable[[Expr], Expr]) -> object:
    """`f` over the subterms held in one field of a tree node (a term or a tuple of them)."""
    if isinstance(v, tuple):
        return tuple(_map(x, f) for x in v)
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        return f(v)  # type: ignore[arg-type]
    return v


def _untag(v: object) -> object:
    """`v` with the names `_rename_apart` gave back to what they were."""
    if isinstance(v, str):
        return _TAGGED.sub("", v) if _TAG in v else v
    if isinstance(v, tuple):
        return tuple(_untag(x) for x in v)
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        return dataclasses.replace(v, **{  # type: ignore[type-var]
            f.name: _untag(getattr(v, f.name)) for f in dataclasses.fields(v)})
    return v


def _typed_binders(expr: Expr) -> dict[str, Expr | None]:
    """Binder name -> elaborated type, for a tree whose binders were renamed apart (a
    copied binder, as in `∃!`, has the type of its first occurrence)."""
    from forminv_lean.formal.meaning.terms import walk

    out: dict[str, Expr | None] = {}
    for t in walk(elaborated(expr)):
        if t.op in ("forall", "exists", "setof", "tforall") and t.name not in out:
            out[t.name] = SORT if t.op == "tforall" else (
                ty_expr(t.bty) if t.bty is not None else None)
    return out


def annotate_types(expr: Expr) -> tuple[Expr, str]:
    """`expr` with every value binder typed as the elaborator types it, and a note.

    Binders are renamed apart first (:func:`_rename_apart`), so each raw binder is matched
    with its own elaborated binder by name, whatever the elaborator copied or reordered.
    When elaboration fails the tree is returned unchanged and the realiser guesses
    (:func:`binder_types`); the note says which happened.
    """
    from forminv_lean.formal import FormalParseError, UnsupportedError

    apart = _rename_apart(expr)
    try:
        types = _typed_binders(apart)
    except (FormalParseError, UnsupportedError, RecursionError) as exc:
        return expr, f"binder types guessed: elaboration failed ({_untag(str(exc))})"

    def go(e: Expr) -> Expr:
        if isinstance(e, Quant):
            binders = []
            for b in e.binders:
                if b.info == "inst":
                    binders.append(b)
                    continue
                got = [types.get(n) for n in b.names]
                pred = (b.pred[0], go(b.pred[1])) if b.pred else None
                if b.type is not None and is_sort(b.type):
                    binders.append(dataclasses.replace(b, pred=pred))
                elif got and all(g is not None and g == got[0] for g in got):
                    binders.append(dataclasses.replace(b, type=got[0], pred=pred))
                else:  # `∀ a b, …` whose names elaborate to different types: one group each
                    binders.extend(dataclasses.replace(b, names=(n,), type=g or b.type, pred=pred)
                                   for n, g in zip(b.names, got, strict=True))
            return dataclasses.replace(e, binders=tuple(binders), body=go(e.body))
        if isinstance(e, SetBuilder):
            found = types.get(e.var)
            return dataclasses.replace(e, type=found if found is not None else e.type,
                                       body=go(e.body))
        if isinstance(e, App):
            return dataclasses.replace(e, fn=go(e.fn), args=tuple(go(a) for a in e.args))
        if isinstance(e, BinOp):
            return dataclasses.replace(e, lhs=go(e.lhs), rhs=go(e.rhs))
        if isinstance(e, UnOp):
            return dataclasses.replace(e, arg=go(e.arg))
        if isinstance(e, Field):
            return dataclasses.replace(e, obj=go(e.obj))
        if isinstance(e, Ascribe):
            return dataclasses.replace(e, expr=go(e.expr))
        return e

    out = _untag(go(apart))
    assert isinstance(out, Name | Num | App | BinOp | UnOp | Field | Ascribe | Quant
                      | SetBuilder | Lambda | BigOp | Bracket | Ite)
    return out, "binder types from the elaborator"
