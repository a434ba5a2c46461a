"""Typed terms: the elaborated form every back end (evaluator, Z3, normal forms, printer) reads.

One uniform frozen node keeps rewriting, hashing and pickling (to solver processes) simple.
Operators (`op`):
  atoms      var num true false empty univ
  arithmetic add sub mul div mod pow neg inv cast abs sqrt fact choose gcd lcm intgcd natabs
             min max sup inf
  sets       inter union sdiff compl setof(name, bty)
  opaque     const(name) app(name; args) apply(f, x) lambda(name, bty) ite(c, a, b):
             Mathlib symbols outside the signature table, kept uninterpreted
  props      not and or imp iff eq ne le lt ge gt dvd mem notmem subset ssubset prime rprime even odd
  binders    forall exists (name, bty, info) · tforall (name, classes, info)
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from fractions import Fraction

from forminv_lean.formal.meaning.types import PROP, TYPE_ARG, Ty, type_arg

BINDERS = frozenset({"forall", "exists", "setof", "lambda", "tforall"})
#: Binders of a value variable (`name`, of type `bty`) over their one argument.
VALUE_BINDERS = frozenset({"forall", "exists", "setof", "lambda"})


@dataclass(frozen=True)
class Term:
    """A typed node. `name`/`bty`/`info` describe a variable or binder; `value` a numeral."""

    op: str
    args: tuple[Term, ...] = ()
    ty: Ty = PROP
    name: str = ""
    value: int | Fraction | None = None
    bty: Ty | None = None
    info: str = ""
    classes: tuple[str, ...] = ()

    def __str__(self) -> str:  # a compact debugging form; `lean_print` is the real printer
        if self.op == "var":
            return self.name
        if self.op == "num":
            return str(self.value)
        if self.op in BINDERS:
            return f"({self.op} {self.name}:{self.bty or ''}{list(self.classes) or ''}. " \
                   f"{' '.join(map(str, self.args))})"
        if not self.args:
            return self.op
        return f"({self.op} {' '.join(map(str, self.args))})"


Typed = Term  # the public name used by the API


def var(name: str, ty: Ty) -> Term:
    """A variable term of type `ty`."""
    return Term("var", (), ty, name)


def num(value: int | Fraction, ty: Ty) -> Term:
    """A numeral of type `ty`."""
    return Term("num", (), ty, value=value)


def type_term(t: Ty) -> Term:
    """The type `t` written as an explicit argument of an opaque application: the constant of
    the sort `type_arg(t)` (named by that sort alone, so renaming a type variable in `t`
    renames it everywhere and two spellings of one type are one value)."""
    return Term("const", (), type_arg(t), TYPE_ARG)


def mk(op: str, *args: Term, ty: Ty = PROP) -> Term:
    """A term with operator `op` and arguments `args` (a proposition unless `ty` says otherwise)."""
    return Term(op, tuple(args), ty)


TRUE = Term("true")
FALSE = Term("false")


def walk(t: Term) -> Iterator[Term]:
    """Pre-order traversal."""
    yield t
    for a in t.args:
        yield from walk(a)


def free_vars(t: Term) -> dict[str, Ty]:
    """Free variables with their types (type variables are not included)."""
    out: dict[str, Ty] = {}

    def go(u: Term, bound: frozenset[str]) -> None:
        if u.op == "var":
            if u.name not in bound:
                out.setdefault(u.name, u.ty)
            return
        inner = bound | {u.name} if u.op in VALUE_BINDERS else bound
        for a in u.args:
            go(a, inner)

    go(t, frozenset())
    return out


_IDENT = re.compile(r"[^\W\d][\w'!?.]*")


def _words(text: str) -> set[str]:
    """The identifiers in a name as written (`ZMod (p ^ n)`: ZMod, p, n), with each dotted
    name's parts (`n.succ`: n.succ, n, succ)."""
    out: set[str] = set()
    for tok in _IDENT.findall(text):
        out.add(tok)
        out.update(part for part in tok.split(".") if part)
    return out


def _type_words(ty: Ty | None) -> set[str]:
    if ty is None or ty.head == "var":  # a type variable is structural, renamed by the kernel
        return set()
    out = _words(ty.name) if ty.name else set()
    for a in ty.args:
        out |= _type_words(a)
    return out


def hidden_names(t: Term) -> set[str]:
    """Identifiers written inside types, opaque names and class binders rather than as
    variables: the `n` of `x : ZMod n`, of `((↑) : ℕ → Fin (n + 1))`, of `ringChar (ZMod n)`,
    the `R` of `[Algebra R A]`.

    A type that depends on a variable is kept as text, so renaming, substitution and
    quantifier rewrites do not see such an occurrence; the kernel only accepts it for a
    variable fixed by the context (see `kernel._well_formed`)."""
    out: set[str] = set()
    for u in walk(t):
        out |= _type_words(u.ty) | _type_words(u.bty)
        if u.name and u.op not in BINDERS and u.op != "var":
            out |= _words(u.name)
        for c in u.classes:  # `[Algebra R A]` on `A`: the class mentions `R`
            out |= _words(c)
    return out


def bound_names(t: Term) -> set[str]:
    """Names bound by a binder somewhere in `t` (value and type binders)."""
    return {u.name for u in walk(t) if u.op in BINDERS}


def all_names(t: Term) -> set[str]:
    """Every name that occurs in `t`, bound or free (for picking fresh names)."""
    return {u.name for u in walk(t) if u.name}


def fresh_name(base: str, taken: set[str]) -> str:
    """`base`, or `base1`, `base2`, ... : the first not in `taken`."""
    if base not in taken:
        return base
    i = 1
    while f"{base}{i}" in taken:
        i += 1
    return f"{base}{i}"


def subst(t: Term, mapping: dict[str, Term]) -> Term:
    """Capture-avoiding substitution of free variables."""
    if not mapping:
        return t
    if t.op == "var":
        return mapping.get(t.name, t)
    if t.op in VALUE_BINDERS:
        inner = {k: v for k, v in mapping.items() if k != t.name}
        if not inner:
            return t
        captured = set().union(*(free_vars(v).keys() for v in inner.values()))
        if t.name in captured:
            new = fresh_name(t.name, captured | all_names(t) | set(inner))
            body = subst(t.args[0], {t.name: var(new, t.bty or PROP)})
            t = replace(t, name=new, args=(body,))
        return replace(t, args=tuple(subst(a, inner) for a in t.args))
    return replace(t, args=tuple(subst(a, mapping) for a in t.args))


def outer_foralls(t: Term) -> tuple[list[Term], Term]:
    """Split a ∀-prefix (including type binders) off a statement: (binder nodes, body)."""
    binders: list[Term] = []
    while t.op in ("forall", "tforall"):
        binders.append(t)
        t = t.args[0]
    return binders, t


def rebuild_foralls(binders: list[Term], body: Term) -> Term:
    """Put `binders` (outermost first) back around `body`."""
    for b in reversed(binders):
        body = replace(b, args=(body,))
    return body


def key(t: Term) -> str:
    """A canonical, total serialisation used for sorting and comparing normal forms."""
    if t.op == "var":
        return f"v:{t.name}:{t.ty}"
    if t.op == "num":
        return f"n:{t.value}:{t.ty}"
    head = f"{t.op}:{t.ty}"
    if t.op in BINDERS:
        head += f":{t.name}:{t.bty}:{','.join(t.classes)}"
    if t.name and t.op not in BINDERS:
        head += f":{t.name}"
    return head + "(" + ",".join(key(a) for a in t.args) + ")"


def size(t: Term) -> int:
    """Number of nodes in `t`."""
    return 1 + sum(size(a) for a in t.args)


#: The head of a proof's type name (`proof_type`): no Lean type is named so.
PROOF_MARK = "‹"


def proof_type(p: Term) -> Ty:
    """The type of a proof of the proposition `p`, as an opaque type named by `p`'s text with
    its bound variables numbered (`∃ n, f n = m` and `∃ k, f k = m` give one name; every type
    and constant is written, so two propositions that differ anywhere give two names).

    Lean's proof irrelevance makes any two proofs of one proposition equal, so a proof passed
    to an opaque constant (`Nat.find h`, `Fin.cast h i`) stands for its proposition's text:
    equal texts are one value, different texts two unrelated ones (never compared by truth,
    which would make every hypothesis one value). The text names `p`'s free variables, so the
    kernel keeps them fixed (`hidden_names`), as for `Fin n`."""
    return Ty("app", (), PROOF_MARK + _canonical(p, ()) + "›")


def is_proof_type(ty: Ty | None) -> bool:
    """Is `ty` a proof's type (`proof_type`)?"""
    return ty is not None and ty.head == "app" and ty.name.startswith(PROOF_MARK)


def _canonical(t: Term, bound: tuple[str, ...]) -> str:
    """`key` with bound value variables written by their de Bruijn index (`#0` the innermost)."""
    if t.op == "var":
        if t.name in bound:
            return f"#{bound[::-1].index(t.name)}:{t.ty}"
        return f"{t.name}:{t.ty}"
    if t.op == "num":
        return f"{t.value}:{t.ty}"
    head = f"{t.op}:{t.ty}"
    inner = bound
    if t.op in VALUE_BINDERS:
        head += f":{t.bty}"
        inner = bound + (t.name,)
    elif t.op in BINDERS:  # a type binder inside a proposition: its name is its identity
        head += f":{t.name}:{','.join(t.classes)}"
    elif t.name:
        head += f":{t.name}"
    return head + "(" + ",".join(_canonical(a, inner) for a in t.args) + ")"
