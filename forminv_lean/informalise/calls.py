"""Mathlib terms outside the signature table, as the realiser sees them: which constant a
raw term applies, to which arguments, and whether the lexicon has words for it.

A raw tree writes one constant in many ways: `Finset.card s`, `s.card`, `#s`,
`card s` (under `open Finset`), `f '' s` (`Set.image f s`). :func:`opaque_call` returns
them all as one :class:`Call` (the constant's lexicon entry, the name as written, the
arguments in Lean's order), the way the elaborator resolves them; a term it cannot resolve
is not a call (the realiser then writes it as Lean, marked, and it is counted).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from forminv_lean.formal.meaning.ast import App, BinOp, Expr, Field, Name, UnOp
from forminv_lean.informalise.lexicon import (
    TYPE_NAMESPACES,
    Entry,
    field_entry,
    object_slot,
    resolve,
    shared_wording,
)

Env = Mapping[str, Expr]

#: Constants the realiser writes as symbols in every style (standard mathematics).
SYMBOL_CONSTANTS = frozenset({"⊤", "⊥"})


@dataclass(frozen=True)
class Call:
    """`entry` applied to `args` (Lean's argument order); `spelled` is the name as written."""

    entry: Entry
    spelled: str
    args: tuple[Expr, ...]


def _notations() -> Mapping[str, str]:
    from forminv_lean.formal.meaning.category import NOTATIONS as CATEGORY
    from forminv_lean.formal.meaning.opaque import NOTATIONS

    return {**NOTATIONS, **CATEGORY}


#: Lexicon constants a statement writes as an operator: the reader reads them back in that
#: form (`#s`, `f '' s`), which elaborates exactly as Mathlib's notation does.
UNARY_FORMS = frozenset({"#", "⌊⌋", "⌈⌉", "⌊⌋₊", "⌈⌉₊", "norm", "ᵀ", "ᴴ"})
BINARY_FORMS = frozenset({"''", "⁻¹'", "×ˢ", "•", "∘", "++", "::", "~"})


def notation_form(name: str) -> tuple[str, int] | None:
    """(operator, arity) of the notation that writes the constant `name`, if any."""
    for op, full in _notations().items():
        if full == name and (op in UNARY_FORMS or op in BINARY_FORMS):
            return op, 1 if op in UNARY_FORMS else 2
    return None


def type_head(t: Expr | None) -> str | None:
    """`Finset` for `Finset α`, `ℕ` for `ℕ`: the head of a raw type expression."""
    if isinstance(t, Name):
        return t.id
    if isinstance(t, App) and isinstance(t.fn, Name):
        return t.fn.id
    if isinstance(t, BinOp) and t.op == "→":
        return "→"
    return None


def namespace_of(t: Expr | None) -> str | None:
    """The namespace where dot notation on a term of type `t` looks (`n.succ` with `n : ℕ` is
    `Nat.succ n`)."""
    if isinstance(t, BinOp) and t.op == "×":   # `p.1` with `p : α × β` is `Prod.fst p`
        return "Prod"
    if isinstance(t, BinOp) and (arrow := _type_arrow(t.op)) is not None:
        return arrow   # `e.unit` with `e : C ≌ D` is `CategoryTheory.Equivalence.unit e`
    head = type_head(t)
    return TYPE_NAMESPACES.get(head or "", head)


def _type_arrow(op: str) -> str | None:
    """The structure a type arrow writes (`C ≌ D` is `CategoryTheory.Equivalence C D`, `R →+*
    S` is `RingHom R S`), as the formal side expands it: dot notation on a term of that type
    looks in the structure's namespace, as on the structure written out."""
    from forminv_lean.formal.meaning.category import TYPE_ARROWS
    from forminv_lean.formal.meaning.opaque import HOM_ARROWS

    return TYPE_ARROWS.get(op) or HOM_ARROWS.get(op)


#: Lean's numbered projections of a pair (`p.1`, `p.2`), by their field names.
_PROJECTIONS = {("Prod", "1"): "fst", ("Prod", "2"): "snd"}


def _arg_heads(args: tuple[Expr, ...], env: Env) -> list[str | None]:
    from forminv_lean.informalise.types import type_of

    return [type_head(type_of(a, env)) for a in args]


def _fits(entry: Entry, args: tuple[Expr, ...]) -> bool:
    return len(args) == entry.arity


def opaque_call(e: Expr, env: Env) -> Call | None:
    """The lexicon constant `e` applies, with its arguments, or None."""
    fn, args = (e.fn, e.args) if isinstance(e, App) else (e, ())
    if isinstance(e, UnOp | BinOp):
        if e.op not in _notations():
            return None
        entry = resolve(_notations()[e.op])
        args = (e.arg,) if isinstance(e, UnOp) else (e.lhs, e.rhs)
        return Call(entry, entry.name, args) if entry and _fits(entry, args) else None
    if isinstance(fn, Field):
        return _field(fn.obj, fn.field, args, env)
    if not isinstance(fn, Name) or fn.id in env:
        return None
    head, _, last = fn.id.partition(".")
    if head in env and last:
        return _field(Name(head), last, args, env)
    entry = resolve(_notations().get(fn.id, fn.id), _arg_heads(args, env))
    if entry is None or not _fits(entry, args) or not _object_fits(entry, args, env):
        return None
    return Call(entry, fn.id, args)


def _object_fits(entry: Entry, args: tuple[Expr, ...], env: Env) -> bool:
    """A constant worded like another namespace's (`Int.ModEq` / `Nat.ModEq`) reads back as
    field notation on its object: worded only when the object's type is in its namespace
    (`a ≡ b [ZMOD n]` with `n : ℕ` would read back as `Nat.ModEq`)."""
    if not shared_wording(entry):
        return True
    slot = object_slot(entry, entry.namespace)
    return slot is not None and term_namespace(args[slot], env) == entry.namespace


def _field(obj: Expr, field: str, args: tuple[Expr, ...], env: Env) -> Call | None:
    """`obj.field args`: the constant `T.field` of obj's type namespace `T`, obj placed
    where Lean puts it (the first argument of that type). The elaborator resolves the
    field the same way, so the constant's full name reads back to the same term."""
    if "." in field:
        return None
    ns = term_namespace(obj, env)
    if ns is None:
        return None
    entry = field_entry(ns, _PROJECTIONS.get((ns, field), field))
    if entry is None:
        return None
    slot = object_slot(entry, ns)
    if slot is None or entry.arity != len(args) + 1:
        return None
    full = (*args[:slot], obj, *args[slot:])
    return Call(entry, entry.name, full)


def result_head(name: str) -> str | None:
    """The head of a Mathlib function's declared result type (`Set` for `Set.image`)."""
    from forminv_lean.formal.meaning.opaque import declared_signature

    sig = declared_signature(name)
    return sig[-1].split(" ")[0] if sig else None


def term_namespace(e: Expr, env: Env) -> str | None:
    """The namespace of a term's type (`Finset` for `s : Finset α` or `s.erase a`)."""
    from forminv_lean.informalise.types import type_of

    ns = namespace_of(type_of(e, env))
    if ns is None:
        c = opaque_call(e, env)
        ns = namespace_of(Name(result_head(c.entry.name) or "")) if c else None
    return ns or None


def opaque_head(e: Expr, env: Env) -> bool:
    """Is `e` an application of (or a reference to) a constant outside both the signature
    table and the lexicon? Such a term is written as Lean and counted."""
    from forminv_lean.informalise.types import call_of

    if call_of(e, env) is not None or opaque_call(e, env) is not None:
        return False
    fn = e.fn if isinstance(e, App) else e
    return isinstance(fn, Name) and fn.id not in env and fn.id not in SYMBOL_CONSTANTS


def written_constants(e: Expr) -> dict[str, str]:
    """Lexicon constants a raw tree writes by a short name (`Injective f` under `open
    Function`): full name -> spelling, for those spelt one way only."""
    from forminv_lean.informalise.types import annotate_types

    expr, _ = annotate_types(e)
    seen: dict[str, set[str]] = {}

    def visit(x: Expr, env: dict[str, Expr]) -> None:
        from forminv_lean.formal.meaning.ast import Binder, Quant

        c = opaque_call(x, env)
        if c is not None and c.spelled != c.entry.name:
            seen.setdefault(c.entry.name, set()).add(c.spelled)
        if isinstance(x, Quant):
            inner = dict(env)
            for b in x.binders:
                if b.pred is not None:
                    visit(b.pred[1], inner)
                for n in b.names:
                    if b.type is not None:
                        inner[n] = b.type
                    else:
                        inner.pop(n, None)
            visit(x.body, inner)
            return
        for v in vars(x).values():
            for y in (v if isinstance(v, tuple) else (v,)):
                if isinstance(y, Binder):
                    if y.pred is not None:
                        visit(y.pred[1], env)
                elif hasattr(y, "__dataclass_fields__") and not isinstance(y, str):
                    visit(y, env)

    visit(expr, {})
    for spelling, written in _written_types(e).items():
        seen.setdefault(spelling, set()).update(written)
    return {full: next(iter(s)) for full, s in sorted(seen.items()) if len(s) == 1}


def _written_types(e: Expr) -> dict[str, set[str]]:
    """Lexicon types with a notation (`ENNReal`, written `ℝ≥0∞`) as a raw tree writes them:
    the reader's spelling (the notation) -> the spellings used, so that a rendering that
    writes the name reads back as written."""
    from forminv_lean.informalise.lexicon import load

    spelt = {n: e.notation[0] for e in load().entries
             if e.kind == "type" and e.arity == 0 and e.notation for n in (e.name, *e.notation)}
    out: dict[str, set[str]] = {}

    def visit(x: object) -> None:
        if isinstance(x, Name):
            if x.id in spelt:
                out.setdefault(spelt[x.id], set()).add(x.id)
        elif isinstance(x, tuple):
            for y in x:
                visit(y)
        elif hasattr(x, "__dataclass_fields__"):
            for v in vars(x).values():
                visit(v)

    visit(e)
    return {k: v for k, v in out.items() if v != {k}}


def _a_type(e: Expr) -> bool:
    """A type written as an argument (`ℕ`, `Type*`): the reader reads a term there."""
    from forminv_lean.informalise.phrases import TYPE_NOUNS
    from forminv_lean.informalise.types import is_sort

    return is_sort(e) or isinstance(e, Name) and e.id in TYPE_NOUNS


def generic_call(e: Expr, env: Env, kind: str) -> Call | None:
    """A constant outside the lexicon applied, worded from its name (`generic.wording`) as a
    `kind` ("predicate" at a proposition's place, "function" at a term's), or None."""
    from forminv_lean.informalise.generic import wording
    from forminv_lean.informalise.types import call_of

    if call_of(e, env) is not None:
        return None
    field = _field_generic(e, env, kind)
    if field is not None or not isinstance(e, App) or not isinstance(e.fn, Name):
        return field
    name = e.fn.id
    head = name.partition(".")[0]
    if name in env or head in env or opaque_call(e, env) is not None:
        return None
    if any(_a_type(a) for a in e.args):   # `Filter.hyperfilter ℕ`: no term names a type
        return None
    obj = term_namespace(e.args[0], env) if len(e.args) == 1 else None
    template = wording(name, kind, len(e.args), obj, scalar=_type_variable(e.args[0], env),
                       heads=tuple(_arg_heads(e.args, env)))
    if template is None:
        return None
    entry = Entry(name=name, kind=kind, args=tuple(f"x{i}" for i in range(len(e.args))),
                  english=template, source="generic: worded from the name")
    return _checked(Call(entry, name, e.args), e, env, kind)


def _checked(call: Call, e: Expr, env: Env, kind: str) -> Call | None:
    """A generic call of several arguments, kept only where its words with the arguments'
    read back to exactly `e` (`generic.call_reads_back`)."""
    from forminv_lean.informalise.generic import call_reads_back
    from forminv_lean.informalise.realise import generic_words

    if len(call.args) < 2:
        return call
    wants = (e,) + _direct_forms(e, env)
    return call if call_reads_back(generic_words(call, env), kind, wants) else None


def _direct_forms(e: Expr, env: Env) -> tuple[Expr, ...]:
    """`G.cliqueFinset 3` as the reader reads "(the clique finset of G)(3)" without the
    statement around it: `SimpleGraph.cliqueFinset G 3`, the one function of that name
    applied, when `G`'s type is in its namespace. Read in the statement binding `G`, the
    words are the field notation again (`reader._field_notation`), which the whole
    sentence's read-back (compared elaborated) checks."""
    from forminv_lean.informalise.generic import _by_last

    if not (isinstance(e, App) and isinstance(e.fn, Name) and "." in e.fn.id):
        return ()
    obj, _, last = e.fn.id.partition(".")
    if obj not in env or "." in last:
        return ()
    space = term_namespace(Name(obj), env)
    return tuple(App(Name(full), (Name(obj), *e.args)) for full in _by_last().get(last, ())
                 if full.rpartition(".")[0] == space)


def _type_variable(e: Expr, env: Env) -> bool:
    """A variable the statement binds as a type (`𝕜` of `(𝕜 : Type*)`, or of a class binder
    on it): the scalars of `DifferentiableOn 𝕜 f s`."""
    from forminv_lean.informalise.types import is_sort

    return isinstance(e, Name) and e.id in env and is_sort(env[e.id])


def _field_generic(e: Expr, env: Env, kind: str) -> Call | None:
    """Field notation on one object outside the lexicon (`f.ker`, `(f * g).radius`,
    `s.OrdConnected`) worded from the field's name ("the ker of f", "… is ord connected").
    The words read back to field notation on the same object when several namespaces define
    the field (Lean then resolves it by the object's type, as it does the statement's), or to
    the one definition of that name when it is in the namespace of the object's type."""
    from forminv_lean.informalise.generic import field_wording

    fn, args = (e.fn, e.args) if isinstance(e, App) else (e, ())
    if isinstance(fn, Field):
        obj, field = fn.obj, fn.field
    elif isinstance(fn, Name) and "." in fn.id and fn.id.partition(".")[0] in env:
        # `e.unit.app X` is field notation on `e.unit`, itself field notation on `e`: the
        # last field is worded on the rest, said in its turn ("(the app of (the unit of
        # e))(X)"), which the reader reads back as the same dotted name
        head, _, field = fn.id.rpartition(".")
        obj = Name(head)
    else:
        return None
    if "." in field or opaque_call(e, env) is not None or any(_a_type(a) for a in args):
        return None
    if args and opaque_call(fn, env) is not None:
        return None   # (a lexicon field applied: the lexicon's business)
    template = field_wording(field, kind, term_namespace(obj, env),
                             named=isinstance(obj, Name), arity=1 + len(args))
    if template is None:
        return None
    entry = Entry(name=template[1], kind=kind, args=tuple(f"x{i}" for i in range(1 + len(args))),
                  english=template[0], source="generic: worded from the field's name")
    return _checked(Call(entry, template[1], (obj, *args)), e, env, kind)


# ----------------------------------------------------------------------------- unapplied


#: Functions a statement writes unapplied that are no lexicon entry (the signature table
#: interprets them applied, written with their notation): name -> words. `norm`: `class Norm
#: (E : Type*) where norm : E → ℝ` (Mathlib/Analysis/Normed/Group/Basic.lean:52-54; `‖x‖` is
#: `norm x`), said as mathematicians write it, "the function ‖·‖" ("the norm function" would
#: make "norm" a word of the grammar, which the generic "the norm sq of z" needs free).
UNAPPLIED_BUILTINS: dict[str, str] = {"norm": "the function ‖·‖"}
#: A one-argument function template the unapplied words are made from ("the sine of {0}").
_OF_SLOT = re.compile(r"the ([a-z][a-z' -]*[a-z]) of \{0\}")


def unapplied_entry_words(entry: Entry) -> str | None:
    """The words of a one-argument lexicon function said unapplied ("the sine function" for
    `Real.sin`, whose template is "the sine of {0}"), or None when its template is not of
    that shape (the reader's rule is made from the same words, `reader.lexicon_rules`)."""
    if entry.kind != "function" or entry.arity != 1:
        return None
    m = _OF_SLOT.fullmatch(entry.english)
    if m is None or " of " in m.group(1) or "-" in m.group(1):
        return None   # "the set of lower bounds function", "the argument-swapped version
        # function": a noun with its own complement or a compound is no function's name
    return f"the {m.group(1)} function"


def unapplied_entries() -> dict[str, Entry]:
    """The unapplied-function words of every entry that has them, keyed by the words, and
    only where one constant has them (two constants said alike unapplied would leave
    nothing to tell them apart by: no argument's type)."""
    from forminv_lean.informalise.lexicon import load

    found: dict[str, list[Entry]] = {}
    for e in load().entries:
        words = unapplied_entry_words(e)
        if words is not None:
            found.setdefault(words, []).append(e)
    for name, words in UNAPPLIED_BUILTINS.items():
        found.setdefault(words, []).append(
            Entry(name=name, kind="function", args=("x",), english=words,
                  source="calls.UNAPPLIED_BUILTINS"))
    return {w: es[0] for w, es in found.items() if len({e.name for e in es}) == 1}


def unapplied_words(e: Expr, env: Env) -> str | None:
    """A one-argument function written unapplied (`Real.sin` in `Function.Periodic Real.sin
    (2 * π)`, `norm` in `norm ∘ f`) as "the sine function", "the function ‖·‖": only a
    constant spelt by its full name (a short spelling resolves by `open`s the words do not
    carry), and only where the reader reads the words back to exactly that name."""
    if not isinstance(e, Name) or e.id in env or "." in e.id and e.id.partition(".")[0] in env:
        return None
    return _unapplied_text(e.id)


@lru_cache(maxsize=1024)
def _unapplied_text(name: str) -> str | None:
    from lark.exceptions import LarkError

    from forminv_lean.informalise.reader import ReadError, _Build, _parser

    words = next((w for w, x in unapplied_entries().items() if x.name == name), None)
    if words is None:
        return None
    try:
        expr, _ = _Build().transform(_parser().parse(f"r equals {words}"))
    except (LarkError, ReadError):
        return None
    return words if expr == BinOp("=", Name("r"), Name(name)) else None
