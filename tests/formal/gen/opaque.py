"""Opaque pairs for the differential tests (issue #15, item 3): statements that use Mathlib
symbols the checker keeps uninterpreted, and their truth under *interpretations*.

What a Track B rendering keeps opaque (see `forminv_lean/formal/meaning/opaque.py` and
`forminv_lean/formalise/render.py`), generated in the same shapes:

* opaque functions and predicates over ℕ ℤ ℝ declared by a signature entry
  (`opaque.SIGNATURES` / `opaque.RESULT_TYPES`): real Mathlib names the checker knows nothing
  about (`Nat.minFac`, `Nat.totient`, `Int.toNat`, `Real.exp`, `Real.log`, `Real.pi`,
  `Nat.Coprime`) and test names declared the same way (`Unk.f : ℕ → ℕ`, `Unk.u : ℕ → ℝ`,
  `Unk.g : ℤ → ℤ → ℤ`, `Unk.p : ℕ → Prop`, `Unk.r : ℤ → ℤ → Prop`, constants `Unk.c : ℕ`,
  `Unk.d : ℝ`, `Unk.e : Finset ℕ`), applied under the known relations `= ≠ ≤ <`, inside
  arithmetic and under casts;
* opaque sorts, one per distinct type expression (`Finset ℕ`, `List ℤ`, `ZMod 6`,
  `Matrix (Fin 2) (Fin 2) ℝ`, `ℂ`), with variables of those types, Mathlib functions on them
  (`#s`, `s.card`, `s.Nonempty`, `l.reverse`, `l.length`, `orderOf x`), bound function and
  relation variables (`f : S → S`, `p : S → Prop`, `r : S → S → Prop`, as `variable` lines
  give them), `=`/`≠` and an uninterpreted `≤`/`<` (no class: nothing relates them).

Truth is "for every interpretation": an interpretation gives each opaque sort a finite
carrier (possibly *empty*, as a Lean type may be, unless a constant of that sort is
mentioned) and each opaque symbol a table of values of its declared type (ℕ values are
naturals, ℝ values rationals). Numeric quantifiers are bounded by their guards and sort
quantifiers range over the carrier (function variables over all functions on it), so every
statement is decided exactly under each interpretation (`Interp`, `evaluate`).

`gen.oracle_opaque` judges the checker's verdicts with this. Every choice goes through a
`Chooser`, simplest first, so hypothesis shrinks failing pairs.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from gen.choose import Chooser, chance, pick, weighted
from gen.syntax import Bool, Conn, Traversal  # shared propositional nodes

NAT, INT, REAL, PROP = "ℕ", "ℤ", "ℝ", "Prop"
NUMERIC = (NAT, INT, REAL)
RANK = {NAT: 0, INT: 1, REAL: 2}
SORTS = ("Finset ℕ", "List ℤ", "ZMod 6", "Matrix (Fin 2) (Fin 2) ℝ", "ℂ", "α")
#: Sorts with an order in Mathlib (`≤`/`<` elaborate; the checker knows no law of them).
ORDERED = ("Finset ℕ", "List ℤ", "ZMod 6")
#: A type variable, bound in front (`∀ {α : Type*}, …`, no class): the statement is about
#: every type, so an interpretation's carrier for it is one instance (see `gen.oracle_opaque`).
TVAR = "α"
#: The unknown result types of undeclared functions (the elaborator's `?F(args)` types): a
#: sort each, never written in a binder, inhabited (the function has an argument to take).
RESULT_SORTS = ("?Obscure.F(ℕ)", "?Obscure.G(Finset ℕ)")
ALL_SORTS = SORTS + RESULT_SORTS


def fun(dom: str, cod: str) -> str:
    return f"{dom} → {cod}"


def split_fun(ty: str) -> tuple[str, str] | None:
    """`S → T` as (S, T) (sorts have no arrow; the last arrow is the outermost only for
    one-argument functions, which is all that is generated, plus `S → S → Prop`)."""
    if " → " not in ty:
        return None
    dom, _, cod = ty.partition(" → ")
    return dom, cod


# -- the symbols ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Sym:
    """An opaque Mathlib symbol: its name, argument types and result type. `spell` is how
    an application may be written (`call`: `Nat.minFac (x)`, `dot`: `s.card`, `hash`: `#s`);
    every spelling means the same term. `declare`: a signature entry the test adds (test
    names only; the real names are already in `opaque.py`)."""

    name: str
    params: tuple[str, ...]
    result: str
    spell: tuple[str, ...] = ("call",)
    declare: str = ""  # "sig" | "result" | ""


SYMBOLS: tuple[Sym, ...] = (
    # real Mathlib names, declared in forminv_lean/formal/meaning/opaque.py
    Sym("Nat.minFac", (NAT,), NAT, ("call", "dot")),
    Sym("Nat.totient", (NAT,), NAT, ("call", "dot")),
    Sym("Int.toNat", (INT,), NAT, ("call", "dot")),
    Sym("Real.exp", (REAL,), REAL),
    Sym("Real.log", (REAL,), REAL),
    Sym("Real.pi", (), REAL),
    Sym("Nat.Coprime", (NAT, NAT), PROP),
    Sym("Finset.card", ("Finset ℕ",), NAT, ("call", "dot", "hash")),
    Sym("Finset.Nonempty", ("Finset ℕ",), PROP, ("call", "dot")),
    Sym("List.length", ("List ℤ",), NAT, ("call", "dot")),
    Sym("List.reverse", ("List ℤ",), "List ℤ", ("call", "dot")),
    Sym("orderOf", ("ZMod 6",), NAT),
    # test names, declared like Mathlib's (a signature entry each)
    Sym("Unk.f", (NAT,), NAT, declare="sig"),
    Sym("Unk.u", (NAT,), REAL, declare="sig"),
    Sym("Unk.g", (INT, INT), INT, declare="sig"),
    Sym("Unk.p", (NAT,), PROP, declare="sig"),
    Sym("Unk.r", (INT, INT), PROP, declare="sig"),
    Sym("Unk.c", (), NAT, declare="result"),
    Sym("Unk.d", (), REAL, declare="result"),
    Sym("Unk.e", (), "Finset ℕ", declare="result"),
    # undeclared names, as most of Mathlib is: the elaborator types an application by its
    # context (a proposition where one is expected) or gives it a result type of its own
    Sym("Obscure.P", (NAT,), PROP),
    Sym("Obscure.R", (INT, INT), PROP),
    Sym("Obscure.Q", ("List ℤ",), PROP),
    Sym("Obscure.F", (NAT,), "?Obscure.F(ℕ)"),
    Sym("Obscure.G", ("Finset ℕ",), "?Obscure.G(Finset ℕ)"),
)
BY_NAME = {s.name: s for s in SYMBOLS}


def declare() -> None:
    """Add the test symbols' signature entries to the checker's tables (idempotent, in place:
    the elaborator holds the dicts themselves). Call before forking checker workers."""
    from forminv_lean.formal.meaning import opaque as O

    for s in SYMBOLS:
        if s.declare == "sig":
            O.SIGNATURES.setdefault(s.name, (*s.params, s.result))
        elif s.declare == "result":
            O.RESULT_TYPES.setdefault(s.name, s.result)


def declarations() -> dict[str, dict[str, Any]]:
    """The entries `declare` adds (for `monkeypatch.setitem` in tests)."""
    sig = {s.name: (*s.params, s.result) for s in SYMBOLS if s.declare == "sig"}
    res = {s.name: s.result for s in SYMBOLS if s.declare == "result"}
    return {"SIGNATURES": sig, "RESULT_TYPES": res}


# -- syntax -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class V:
    name: str
    ty: str


@dataclass(frozen=True)
class Num:
    value: int | Fraction
    ty: str


@dataclass(frozen=True)
class App:
    """A global opaque symbol applied (a constant when there are no arguments)."""

    sym: str
    args: tuple[Any, ...] = ()
    spell: str = "call"

    @property
    def ty(self) -> str:
        return BY_NAME[self.sym].result


@dataclass(frozen=True)
class Ap:
    """A bound function (or relation) variable applied: `f x`, `p s`, `r s t`."""

    fn: V
    args: tuple[Any, ...]

    @property
    def ty(self) -> str:
        t = self.fn.ty
        for _ in self.args:
            parts = split_fun(t)
            assert parts is not None
            t = parts[1]
        return t


@dataclass(frozen=True)
class Arith:
    op: str  # + - *
    a: Any
    b: Any
    ty: str


@dataclass(frozen=True)
class Neg:
    a: Any
    ty: str


@dataclass(frozen=True)
class Cast:
    arg: Any  # a variable or an application (a leaf): `(x : ℤ)`, `(Nat.minFac n : ℝ)`
    ty: str


@dataclass(frozen=True)
class Rel:
    op: str  # = ≠ ≤ < ≥ >
    a: Any
    b: Any


@dataclass(frozen=True)
class Not:
    a: Any


@dataclass(frozen=True)
class Quant:
    """`∀ x : T, guard → body` / `∃ x : T, guard ∧ body`. ℕ: guard `x < bound`; ℤ: guard
    `-bound ≤ x ∧ x ≤ bound` (written as two guards); sorts and function types: none."""

    kind: str  # ∀ ∃
    var: str
    ty: str
    body: Any
    bound: int = 0


TERMS = (V, Num, App, Ap, Arith, Neg, Cast)
PROPS = (Rel, Bool, Not, Conn, Quant)


def ty_of(e: Any) -> str:
    if isinstance(e, TERMS):
        return str(e.ty)
    return PROP


# -- rendering --------------------------------------------------------------------------------

def _num(v: int | Fraction, ty: str) -> str:
    if ty == NAT:
        return str(v)
    if isinstance(v, Fraction) and v.denominator != 1:
        return f"({v.numerator}/{v.denominator} : {ty})"
    return f"({int(v)} : {ty})"


def term(e: Any) -> str:
    """Lean text that elaborates to `e` wherever a term of its type is expected (casts and
    non-ℕ numerals are ascribed; arguments are elaborated at the symbol's declared types)."""
    if isinstance(e, V):
        return e.name
    if isinstance(e, Num):
        return _num(e.value, e.ty)
    if isinstance(e, App):
        s = BY_NAME[e.sym]
        if not e.args:
            return s.name
        obj = e.args[0]
        if e.spell == "hash":
            return f"#{_atom(obj)}"
        if e.spell == "dot" and isinstance(obj, V | App | Ap):  # generalised field notation
            text = term(obj) if isinstance(obj, V) else f"({term(obj)})"
            return f"{text}.{s.name.rsplit('.', 1)[1]}" + "".join(f" {_atom(a)}"
                                                                  for a in e.args[1:])
        return s.name + "".join(f" {_atom(a)}" for a in e.args)
    if isinstance(e, Ap):
        return e.fn.name + "".join(f" {_atom(a)}" for a in e.args)
    if isinstance(e, Arith):
        return f"{_atom(e.a)} {e.op} {_atom(e.b)}"
    if isinstance(e, Neg):
        return f"-{_atom(e.a)}"
    if isinstance(e, Cast):
        if isinstance(e.arg, V | App):
            return f"({term(e.arg)} : {e.ty})"
        return f"(({term(e.arg)} : {ty_of(e.arg)}) : {e.ty})"  # the cast after the operation
    raise TypeError(e)


def _is_leaf(e: Any) -> bool:
    return isinstance(e, V | Num) or isinstance(e, App) and not e.args or isinstance(e, Cast)


def _atom(e: Any) -> str:
    s = term(e)
    return s if _is_leaf(e) or s.startswith("(") and _balanced(s[1:-1]) else f"({s})"


def _balanced(s: str) -> bool:
    depth = 0
    for c in s:
        depth += {"(": 1, ")": -1}.get(c, 0)
        if depth < 0:
            return False
    return depth == 0


def render(p: Any) -> str:
    """The Lean text of a proposition."""
    if isinstance(p, Bool):
        return "True" if p.value else "False"
    if isinstance(p, Rel):
        return f"{term(p.a)} {p.op} {term(p.b)}"
    if isinstance(p, App | Ap):
        return term(p)
    if isinstance(p, Not):
        return f"¬({render(p.a)})"
    if isinstance(p, Conn):
        return f"({render(p.a)}) {p.op} ({render(p.b)})"
    if isinstance(p, Quant):
        glue = " → " if p.kind == "∀" else " ∧ "
        guards = []
        if p.ty == NAT:
            guards = [f"{p.var} < {p.bound}"]
        elif p.ty == INT:
            guards = [f"({-p.bound} : ℤ) ≤ {p.var}", f"{p.var} ≤ ({p.bound} : ℤ)"]
        body = glue.join([*guards, f"({render(p.body)})"]) if guards else render(p.body)
        if p.ty == "Type*":
            return f"∀ {{{p.var} : Type*}}, {render(p.body)}"
        ty = f"({p.ty})" if " → " in p.ty else p.ty
        return f"{p.kind} {p.var} : {ty}, {body}"
    raise TypeError(p)


# -- interpretations ----------------------------------------------------------------------------

_NAT_VALUES = (0, 1, 2, 3)
_INT_VALUES = (-2, -1, 0, 1, 2)
_REAL_VALUES = (Fraction(0), Fraction(1), Fraction(-1), Fraction(1, 2), Fraction(2))
_TABLE = 5  # a function of numbers is a table over residues (total, of its declared type)


def _index(v: Any) -> int:
    if isinstance(v, Fraction):
        return (v.numerator * 3 + v.denominator) % _TABLE
    return int(v) % _TABLE


@dataclass
class Interp:
    """Carriers for the opaque sorts ({0..n-1}, n may be 0), and a meaning for every symbol
    (`fns[name](args)`), and `≤`/`<` on each sort (unrelated relations: no class)."""

    sizes: dict[str, int]
    fns: dict[str, Callable[..., Any]]
    le: dict[str, Callable[[int, int], bool]]
    lt: dict[str, Callable[[int, int], bool]]
    label: str = "random"

    def describe(self) -> str:
        return f"{self.label}; carriers " + ", ".join(f"{k}: {v}" for k, v in
                                                         sorted(self.sizes.items()))


def _value(ty: str, rng: random.Random, sizes: dict[str, int]) -> Any:
    if ty == NAT:
        return rng.choice(_NAT_VALUES)
    if ty == INT:
        return rng.choice(_INT_VALUES)
    if ty == REAL:
        return rng.choice(_REAL_VALUES)
    if ty == PROP:
        return rng.random() < 0.5
    n = sizes[ty]
    return rng.randrange(n) if n else None


def random_interp(rng: random.Random, needs: set[str] = frozenset(),  # type: ignore[assignment]
                  size: int | None = None) -> Interp:
    """A random interpretation; sorts in `needs` (a constant of that sort is mentioned)
    are non-empty; `size` fixes every carrier's size (0: every sort that may be empty is)."""
    sizes = {s: rng.choice((0, 1, 1, 2, 2, 3, 3)) if size is None else size for s in SORTS}
    sizes.update({s: rng.choice((1, 2, 3)) if size is None else max(size, 1)
                  for s in RESULT_SORTS})
    for s in needs:
        sizes[s] = max(sizes[s], 1)
    fns: dict[str, Callable[..., Any]] = {}
    for sym in SYMBOLS:
        if any(p in SORTS and sizes[p] == 0 for p in sym.params):
            fns[sym.name] = _never
            continue
        if sym.result in ALL_SORTS and sizes[sym.result] == 0:
            fns[sym.name] = _never  # never applied: its argument sort is empty too (checked)
            continue
        keys = [tuple(range(sizes[p])) if p in ALL_SORTS else tuple(range(_TABLE))
                for p in sym.params]
        table = {k: _value(sym.result, rng, sizes) for k in itertools.product(*keys)}
        fns[sym.name] = _tabled(sym, table)
    le: dict[str, Callable[[int, int], bool]] = {}
    lt: dict[str, Callable[[int, int], bool]] = {}
    for s in ALL_SORTS:
        n = sizes[s]
        rel_le = {(a, b): rng.random() < 0.5 for a in range(n) for b in range(n)}
        rel_lt = {(a, b): rng.random() < 0.4 for a in range(n) for b in range(n)}
        le[s] = lambda a, b, r=rel_le: r[(a, b)]  # type: ignore[misc]
        lt[s] = lambda a, b, r=rel_lt: r[(a, b)]  # type: ignore[misc]
    return Interp(sizes, fns, le, lt)


def _never(*_a: Any) -> Any:
    raise AssertionError("a symbol applied to an element of an empty sort")


def _tabled(sym: Sym, table: dict[tuple[int, ...], Any]) -> Callable[..., Any]:
    def f(*args: Any) -> Any:
        key = tuple(a if p in ALL_SORTS else _index(a) for a, p in zip(args, sym.params, strict=True))
        return table[key]
    return f


def with_definition(base: Interp, name: str, fn: Callable[..., Any], label: str) -> Interp:
    """`base` with one symbol given a definition (a `Definition`'s meaning)."""
    return replace(base, fns={**base.fns, name: fn}, label=label)


# -- exact evaluation under an interpretation -----------------------------------------------------

class Budget(Exception):
    """Evaluation took more steps than allowed (the statement is left undecided)."""


@dataclass
class Evaluation:
    interp: Interp
    steps: int = 0
    limit: int = 20_000

    def value(self, e: Any, env: dict[str, Any]) -> Any:
        if isinstance(e, V):
            return env[e.name]
        if isinstance(e, Num):
            return e.value if e.ty != REAL else Fraction(e.value)
        if isinstance(e, App):
            return self.interp.fns[e.sym](*(self.value(a, env) for a in e.args))
        if isinstance(e, Ap):
            f = env[e.fn.name]
            for a in e.args:
                f = f[self.value(a, env)]
            return f
        if isinstance(e, Arith):
            a, b = self.value(e.a, env), self.value(e.b, env)
            if e.op == "+":
                return a + b
            if e.op == "*":
                return a * b
            return max(a - b, 0) if e.ty == NAT else a - b  # Nat.sub truncates
        if isinstance(e, Neg):
            return -self.value(e.a, env)
        if isinstance(e, Cast):
            v = self.value(e.arg, env)
            return Fraction(v) if e.ty == REAL else v
        return self.prop(e, env)

    def prop(self, p: Any, env: dict[str, Any]) -> bool | None:
        """Three-valued: None only where a quantifier over functions of numbers (sampled,
        never complete) found neither a counterexample nor a witness."""
        self.steps += 1
        if self.steps > self.limit:
            raise Budget()
        if isinstance(p, Bool):
            return p.value
        if isinstance(p, App | Ap):
            return bool(self.value(p, env))
        if isinstance(p, Not):
            a = self.prop(p.a, env)
            return None if a is None else not a
        if isinstance(p, Conn):
            a = self.prop(p.a, env)
            if p.op == "∧" and a is False or p.op == "∨" and a is True:
                return a
            if p.op == "→" and a is False:
                return True
            b = self.prop(p.b, env)
            if p.op == "∧":
                return False if b is False else (True if a and b else None)
            if p.op == "∨":
                return True if b is True else (False if a is False and b is False else None)
            if p.op == "→":
                return True if b is True else (False if a is True and b is False else None)
            return None if a is None or b is None else a == b
        if isinstance(p, Rel):
            a, b = self.value(p.a, env), self.value(p.b, env)
            ty = ty_of(p.a)
            if p.op in ("=", "≠"):
                return (a == b) == (p.op == "=")
            if ty in ALL_SORTS:
                x, y = (a, b) if p.op in ("≤", "<") else (b, a)
                rel = self.interp.le[ty] if p.op in ("≤", "≥") else self.interp.lt[ty]
                return rel(x, y)
            return {"≤": a <= b, "<": a < b, "≥": a >= b, ">": a > b}[p.op]
        if isinstance(p, Quant):
            vals, complete = self.domain(p.ty, p.bound)
            if not complete and vals and not free_in(p.var, p.body):
                vals, complete = vals[:1], True  # a non-empty domain the body ignores
            every = p.kind == "∀"
            unknown = not complete
            for v in vals:
                r = self.prop(p.body, {**env, p.var: v})
                if r is None:
                    unknown = True
                elif r != every:
                    return not every
            return None if unknown else every
        raise TypeError(p)

    def domain(self, ty: str, bound: int) -> tuple[list[Any], bool]:
        """The values of a bound variable, and whether they are all of them."""
        if ty == "Type*":  # the type variable: its carrier is the interpretation's
            return [None], True
        if ty == NAT:
            return list(range(bound)), True
        if ty == INT:
            return list(range(-bound, bound + 1)), True
        if ty in SORTS:
            return list(range(self.interp.sizes[ty])), True
        return self.functions(ty)

    def functions(self, ty: str) -> tuple[list[Any], bool]:
        """Every function of a function type over carriers (as nested tuples); for a domain
        of numbers, the functions of the residue mod 3 into a few values (a sample)."""
        parts = split_fun(ty)
        assert parts is not None
        dom, cod = parts
        complete = dom not in NUMERIC
        n = self.interp.sizes[dom] if complete else 3
        if cod == PROP:
            cods: list[Any] = [False, True]
        elif cod in ALL_SORTS:
            cods = list(range(self.interp.sizes[cod]))
        elif cod in NUMERIC:
            cods = list(_FN_VALUES[cod])
        else:
            cods, inner = self.functions(cod)
            complete = complete and inner
        if len(cods) ** n > 512:
            raise Budget()
        self.steps += len(cods) ** n
        tables = [tuple(c) for c in itertools.product(cods, repeat=n)]
        return (tables if dom not in NUMERIC else [NumFn(t) for t in tables]), complete


_FN_VALUES = {NAT: (0, 1, 2), INT: (-1, 0, 1), REAL: (Fraction(0), Fraction(1), Fraction(1, 2))}


@dataclass(frozen=True)
class NumFn:
    """A function of a number: a table over its residue mod 3 (total, of its type)."""

    table: tuple[Any, ...]

    def __getitem__(self, v: Any) -> Any:
        if isinstance(v, Fraction):
            return self.table[(v.numerator + 2 * v.denominator) % 3]
        return self.table[int(v) % 3]


def truth(p: Any, interp: Interp) -> bool | None:
    """The truth of closed `p` under `interp` (None: over the evaluation budget)."""
    try:
        return Evaluation(interp).prop(p, {})
    except Budget:
        return None


def sorts_needed(p: Any) -> set[str]:
    """Sorts a mentioned constant makes non-empty."""
    return {BY_NAME[n.sym].result for n in walk(p) if isinstance(n, App) and not n.args
            and BY_NAME[n.sym].result in SORTS}


# -- traversal ----------------------------------------------------------------------------------

def _is_node(v: Any) -> bool:
    return isinstance(v, TERMS + PROPS)


_TREE = Traversal(_is_node)
children, walk, positions, get, put, rewrite, rewrite_steps = (
    _TREE.children, _TREE.walk, _TREE.positions, _TREE.get, _TREE.put, _TREE.rewrite,
    _TREE.rewrite_steps)


def names(n: Any) -> set[str]:
    return {x.var for x in walk(n) if isinstance(x, Quant)} | \
        {x.name for x in walk(n) if isinstance(x, V)}


def rename(n: Any, old: str, new: str) -> Any:
    """Rename free occurrences of `old` (`new` must be fresh)."""
    if isinstance(n, V):
        return replace(n, name=new) if n.name == old else n
    if isinstance(n, Quant) and n.var == old:
        return n
    out = n
    for i, c in enumerate(children(n)):
        rc = rename(c, old, new)
        if rc is not c:
            out = put(out, (i,), rc)
    return out


def substitute(n: Any, name: str, value: Any) -> Any:
    if isinstance(n, V):
        return value if n.name == name else n
    if isinstance(n, Ap) and n.fn.name == name:
        return n  # not used for function variables
    if isinstance(n, Quant) and n.var == name:
        return n
    out = n
    for i, c in enumerate(children(n)):
        rc = substitute(c, name, value)
        if rc is not c:
            out = put(out, (i,), rc)
    return out


# -- the generator ----------------------------------------------------------------------------

NAMES = ("x", "y", "z", "n", "m", "k", "a", "b", "s", "t", "l", "w")
FN_NAMES = ("f", "g", "h", "p", "q", "r")


@dataclass
class Scope:
    vars: list[V] = field(default_factory=list)

    def of(self, ty: str) -> list[V]:
        return [v for v in self.vars if v.ty == ty]

    def fns_into(self, ty: str) -> list[V]:
        """Function variables whose result (after all arguments) is `ty`."""
        out = []
        for v in self.vars:
            t = v.ty
            while (parts := split_fun(t)) is not None:
                t = parts[1]
            if t == ty and v.ty != ty:
                out.append(v)
        return out

    def with_(self, v: V) -> Scope:
        return Scope([*self.vars, v])

    def names(self) -> set[str]:
        return {v.name for v in self.vars}


def _typed_args(s: Sym, args: tuple[Any, ...]) -> tuple[Any, ...]:
    """Arguments of an undeclared symbol are elaborated without an expected type, so where
    Lean would put the casts depends on its real type: the checker refuses ℕ/ℤ subtraction
    there (`opaque.cast_sensitive`); such an argument gets `+` instead."""
    if s.name.startswith("Obscure."):
        return tuple(_plus(a) for a in args)
    return args


def _plus(e: Any) -> Any:
    if isinstance(e, Arith):
        return Arith("+" if e.op == "-" else e.op, _plus(e.a), _plus(e.b), e.ty)
    if isinstance(e, Neg):
        return replace(e, a=_plus(e.a))
    return e


class OpaqueGen:
    """Random closed statements over a palette of opaque symbols and sorts."""

    def __init__(self, ch: Chooser) -> None:
        self.ch = ch
        n_sorts = weighted(ch, [(3, 0), (4, 1), (2, 2)])
        self.sorts = [SORTS[i] for i in sorted({ch.int(0, len(SORTS) - 1)
                                                 for _ in range(n_sorts)})]
        usable = [s for s in SYMBOLS if all(p in NUMERIC or p in self.sorts for p in s.params)
                  and (s.result in NUMERIC or s.result == PROP or s.result in self.sorts
                       or s.result in RESULT_SORTS)]
        k = ch.int(1, 4)
        self.syms = sorted({pick(ch, usable).name for _ in range(k)})
        self.fresh_k = 0

    # -- helpers ---------------------------------------------------------------------------
    def fresh(self, sc: Scope, fn: bool = False) -> str:
        pool = FN_NAMES if fn else NAMES
        for n in pool:
            if n not in sc.names() and n not in self._used:
                self._used.add(n)
                return n
        self.fresh_k += 1
        name = f"{pool[0]}{self.fresh_k}"
        self._used.add(name)
        return name

    _used: set[str]

    def types(self) -> list[str]:
        """Value types the statement may quantify over."""
        out = [NAT, INT] + self.sorts
        return out

    def lit(self, ty: str) -> Num:
        if ty == NAT:
            return Num(pick(self.ch, [0, 1, 2, 3]), NAT)
        if ty == INT:
            return Num(pick(self.ch, [0, 1, -1, 2]), INT)
        return Num(pick(self.ch, [Fraction(0), Fraction(1), Fraction(1, 2), Fraction(2)]), REAL)

    # -- terms -----------------------------------------------------------------------------
    def term(self, ty: str, depth: int, sc: Scope) -> Any:
        vs = sc.of(ty)
        syms = [BY_NAME[n] for n in self.syms if BY_NAME[n].result == ty]
        fns = sc.fns_into(ty)
        lower = [t for t in (NAT, INT) if ty in NUMERIC and RANK[t] < RANK[ty]]
        options: list[tuple[int, str]] = [
            (5 if vs else 0, "var"), (2 if ty in NUMERIC else 0, "lit"),
            (6 if syms and (depth > 0 or any(not s.params for s in syms)) else 0, "sym"),
            (4 if fns and depth > 0 else 0, "fnvar"),
            (2 if lower and depth > 0 else 0, "cast"),
            (3 if ty in NUMERIC and depth > 0 else 0, "arith"),
            (1 if ty in (INT, REAL) and depth > 0 else 0, "neg")]
        options = [(w, k) for w, k in options if w]
        if not options:
            return None
        kind = weighted(self.ch, options)
        if kind == "var":
            return pick(self.ch, vs)
        if kind == "lit":
            return self.lit(ty)
        if kind == "sym":
            cands = syms if depth > 0 else [s for s in syms if not s.params]
            s = pick(self.ch, cands)
            args = tuple(self.term(p, depth - 1, sc) for p in s.params)
            if any(a is None for a in args):
                return None
            return App(s.name, _typed_args(s, args), pick(self.ch, s.spell))
        if kind == "fnvar":
            f = pick(self.ch, fns)
            args_: list[Any] = []
            t = f.ty
            while (parts := split_fun(t)) is not None:
                a = self.term(parts[0], depth - 1, sc)
                if a is None:
                    return None
                args_.append(a)
                t = parts[1]
            return Ap(f, tuple(args_))
        if kind == "cast":
            src = pick(self.ch, lower)
            leaf = self.leaf(src, depth - 1, sc)
            return Cast(leaf, ty) if leaf is not None else None
        if kind == "arith":
            op = pick(self.ch, ["+", "-", "*"])
            a, b = self.term(ty, depth - 1, sc), self.term(ty, depth - 1, sc)
            return Arith(op, a, b, ty) if a is not None and b is not None else None
        a = self.term(ty, depth - 1, sc)
        return Neg(a, ty) if a is not None else None

    def leaf(self, ty: str, depth: int, sc: Scope) -> Any:
        """A variable or an application of type `ty` (what a cast may wrap)."""
        vs = sc.of(ty)
        syms = [BY_NAME[n] for n in self.syms if BY_NAME[n].result == ty]
        if syms and (not vs or chance(self.ch, 50)):
            s = pick(self.ch, syms)
            args = tuple(self.term(p, max(depth, 0), sc) for p in s.params)
            if all(a is not None for a in args):
                return App(s.name, _typed_args(s, args), pick(self.ch, s.spell))
        return pick(self.ch, vs) if vs else None

    # -- propositions ------------------------------------------------------------------------
    def atom(self, depth: int, sc: Scope) -> Any:
        preds = [BY_NAME[n] for n in self.syms if BY_NAME[n].result == PROP]
        pvars = sc.fns_into(PROP)
        sort_vals = [s for s in ALL_SORTS if sc.of(s) or any(
            BY_NAME[n].result == s for n in self.syms)]
        kind = weighted(self.ch, [(6, "numrel"), (3 if preds else 0, "pred"),
                                  (4 if pvars else 0, "pvar"),
                                  (5 if sort_vals else 0, "sortrel")])
        if kind == "pred":
            s = pick(self.ch, preds)
            args = tuple(self.term(p, depth, sc) for p in s.params)
            if all(a is not None for a in args):
                return App(s.name, _typed_args(s, args), pick(self.ch, s.spell))
        if kind == "pvar":
            p = pick(self.ch, pvars)
            r = self.term_into(p, depth, sc)
            if r is not None:
                return r
        if kind == "sortrel":
            s = pick(self.ch, sort_vals)
            a, b = self.term(s, depth, sc), self.term(s, depth, sc)
            if a is not None and b is not None:
                ops = ["=", "≠", "≤", "<"] if s in ORDERED else ["=", "≠"]
                return Rel(pick(self.ch, ops), a, b)
        rich = [BY_NAME[n].result for n in self.syms if BY_NAME[n].result in NUMERIC]
        ty = pick(self.ch, rich + [NAT, INT, REAL] if rich else [NAT, NAT, INT, REAL])
        a, b = self.term(ty, max(depth, 1), sc), self.term(ty, max(depth, 1), sc)
        if a is None or b is None:
            return Bool(chance(self.ch, 50))
        if chance(self.ch, 50):
            a, b = b, a
        return Rel(pick(self.ch, ["=", "≤", "<", "≠", "≥", ">"]), a, b)

    def term_into(self, f: V, depth: int, sc: Scope) -> Any:
        args: list[Any] = []
        t = f.ty
        while (parts := split_fun(t)) is not None:
            a = self.term(parts[0], depth, sc)
            if a is None:
                return None
            args.append(a)
            t = parts[1]
        return Ap(f, tuple(args))

    def prop(self, depth: int, sc: Scope) -> Any:
        options = [(8, "atom"), (1, "bool")]
        if depth > 0:
            options += [(2, "not"), (5, "conn"), (4, "quant")]
        kind = weighted(self.ch, options)
        if kind == "atom":
            return self.atom(min(depth, 2), sc)
        if kind == "bool":
            return Bool(chance(self.ch, 50))
        if kind == "not":
            return Not(self.prop(depth - 1, sc))
        if kind == "conn":
            return Conn(pick(self.ch, ["∧", "∨", "→", "↔"]), self.prop(depth - 1, sc),
                        self.prop(depth - 1, sc))
        return self.quant(pick(self.ch, ["∀", "∃"]), depth, sc)

    def binder_type(self) -> str:
        opts: list[tuple[int, str]] = [(4, NAT), (2, INT), (1, fun(NAT, NAT)),
                                       (1, fun(NAT, REAL)), (1, fun(NAT, PROP))]
        for s in self.sorts:
            opts += [(4, s), (1, fun(s, s)), (1, fun(s, PROP)), (1, fun(s, fun(s, PROP)))]
        return weighted(self.ch, opts)

    def quant(self, kind: str, depth: int, sc: Scope, ty: str | None = None) -> Quant:
        ty = ty or self.binder_type()
        name = self.fresh(sc, fn=" → " in ty)
        bound = self.ch.int(1, 3) if ty == NAT else self.ch.int(1, 2) if ty == INT else 0
        body = self.prop(depth - 1, sc.with_(V(name, ty)))
        return Quant(kind, name, ty, body, bound)

    def statement(self, depth: int = 2, outer: int | None = None) -> Any:
        """A closed statement: a prefix of 0-3 quantifiers (mostly ∀, sort variables and
        function variables first, as a `variable` line gives them) and a body."""
        self._used = set()
        n = self.ch.int(0, 3) if outer is None else outer
        return with_tvar(self._prefix(n, depth, Scope()))

    def _prefix(self, n: int, depth: int, sc: Scope) -> Any:
        if n == 0:
            return self.prop(depth, sc)
        kind = "∃" if chance(self.ch, 20) else "∀"
        ty = self.binder_type()
        name = self.fresh(sc, fn=" → " in ty)
        bound = self.ch.int(1, 3) if ty == NAT else self.ch.int(1, 2) if ty == INT else 0
        body = self._prefix(n - 1, depth, sc.with_(V(name, ty)))
        return Quant(kind, name, ty, body, bound)


# -- true rewrites and mutations ------------------------------------------------------------

_FLIP = {"<": ">", ">": "<", "≤": "≥", "≥": "≤", "=": "=", "≠": "≠"}
_NEG = {"<": "≥", "≤": ">", ">": "≤", "≥": "<", "=": "≠", "≠": "="}


def rewrites(n: Any, root: Any) -> list[tuple[str, Any]]:
    """Meaning-preserving rewrites at node `n` (the structural families' moves)."""
    out: list[tuple[str, Any]] = []
    if isinstance(n, Rel) and n.op in _FLIP:
        out.append(("order_flip", Rel(_FLIP[n.op], n.b, n.a)))
        if ty_of(n.a) in NUMERIC or n.op in ("=", "≠"):  # a linear order (or equality)
            out.append(("negated_relation", Not(Rel(_NEG[n.op], n.a, n.b))))
    if isinstance(n, Not) and isinstance(n.a, Rel) and (ty_of(n.a.a) in NUMERIC or
                                                        n.a.op in ("=", "≠")):
        out.append(("negated_relation", Rel(_NEG[n.a.op], n.a.a, n.a.b)))
    if isinstance(n, Not) and isinstance(n.a, Conn) and n.a.op in ("∧", "∨"):
        dual = "∨" if n.a.op == "∧" else "∧"
        out.append(("de_morgan", Conn(dual, Not(n.a.a), Not(n.a.b))))
    if isinstance(n, Not) and isinstance(n.a, Not):
        out.append(("double_neg", n.a.a))
    if isinstance(n, Not) and isinstance(n.a, Quant):  # not_exists / not_forall
        q = n.a
        out.append(("push_neg", replace(q, kind="∃" if q.kind == "∀" else "∀", body=Not(q.body))))
    if isinstance(n, Conn):
        if n.op in ("∧", "∨", "↔"):
            out.append(("comm", Conn(n.op, n.b, n.a)))
        if n.op == "→":
            out.append(("imp_or", Conn("∨", Not(n.a), n.b)))
            out.append(("contrapositive", Conn("→", Not(n.b), Not(n.a))))
    if isinstance(n, Quant) and n.ty != "Type*":
        out.append(("quant_dual", Not(replace(n, kind="∃" if n.kind == "∀" else "∀",
                                              body=Not(n.body)))))
        taken = names(root)
        new = next((c for c in (n.var + "'", n.var + "₁", n.var + "₂") if c not in taken), None)
        if new is not None:
            out.append(("alpha", replace(n, var=new, body=rename(n.body, n.var, new))))
        b = n.body
        if isinstance(b, Quant) and b.kind == n.kind and b.var != n.var and b.ty != "Type*":
            out.append(("quant_swap", replace(b, body=replace(n, body=b.body))))
    if isinstance(n, Arith) and n.op in ("+", "*"):
        out.append(("comm", Arith(n.op, n.b, n.a, n.ty)))
    if isinstance(n, App) and len(BY_NAME[n.sym].spell) > 1:
        other = [s for s in BY_NAME[n.sym].spell if s != n.spell]
        out.append(("notation", replace(n, spell=other[0])))
    return out


def mutations(n: Any, ch: Chooser, gen: OpaqueGen) -> list[tuple[str, Any]]:
    """Changes that usually change the meaning (the oracle decides whether they do)."""
    out: list[tuple[str, Any]] = []
    if isinstance(n, Quant) and n.ty != "Type*":
        out.append(("swap_quant", replace(n, kind="∃" if n.kind == "∀" else "∀")))
        if n.ty in (NAT, INT):
            out.append(("change_bound", replace(n, bound=n.bound + 1)))
    if isinstance(n, Rel):
        alt = {"<": ["≤", ">"], "≤": ["<", "="], ">": ["≥", "<"], "≥": [">", "="],
               "=": ["≠", "≤"], "≠": ["=", "<"]}[n.op]
        if ty_of(n.a) in ALL_SORTS and ty_of(n.a) not in ORDERED:
            alt = ["≠" if n.op == "=" else "="]
        out.append(("flip_relation", replace(n, op=pick(ch, alt))))
        out.append(("swap_operands", replace(n, a=n.b, b=n.a)))
        if ty_of(n.a) in SORTS and n.op in _NEG:  # ¬(a ≤ b) ↔ b < a needs a linear order
            out.append(("negate_unordered", Not(Rel(_NEG[n.op], n.a, n.b))))
    if isinstance(n, Conn):
        out.append(("change_op", replace(n, op=pick(ch, [o for o in ("∧", "∨", "→", "↔")
                                                         if o != n.op]))))
        out.append(("drop_hypothesis", n.b))
    if isinstance(n, Not):
        out.append(("drop_not", n.a))
    if isinstance(n, App) and n.args:
        same = [s for s in SYMBOLS if s.name != n.sym and s.params == BY_NAME[n.sym].params
                and s.result == BY_NAME[n.sym].result]
        if same:
            s = pick(ch, same)
            out.append(("change_symbol", App(s.name, n.args, s.spell[0])))
        if len(n.args) == 2:
            out.append(("swap_arguments", replace(n, args=(n.args[1], n.args[0]))))
    if isinstance(n, Ap) and len(n.args) == 2:
        out.append(("swap_arguments", replace(n, args=(n.args[1], n.args[0]))))
    if isinstance(n, Arith):
        out.append(("change_op", replace(n, op=pick(ch, [o for o in ("+", "-", "*")
                                                         if o != n.op]))))
    if isinstance(n, Num):
        v = n.value + 1 if n.ty != NAT or chance(ch, 50) else max(0, int(n.value) - 1)
        out.append(("change_num", Num(v, n.ty)))
    return [(k, v) for k, v in out if v != n]


# -- definitions: one symbol replaced by a concrete meaning ------------------------------------

@dataclass(frozen=True)
class Definition:
    """A concrete meaning for a numeric symbol: the Lean term (a template over the argument
    texts) and the same meaning in Python, so that `P[sym]` vs `P[sym := def]` is equivalent
    under that interpretation: a `not_equivalent` verdict there is a refutation by
    abstraction."""

    sym: str
    lean: Callable[..., Any]  # argument syntax -> syntax of the result
    py: Callable[..., Any]
    label: str


def _n(v: int) -> Num:
    return Num(v, NAT)


DEFINITIONS: tuple[Definition, ...] = (
    Definition("Unk.f", lambda a: Arith("+", a, _n(1), NAT), lambda v: v + 1, "f x = x + 1"),
    Definition("Unk.f", lambda a: Arith("*", a, a, NAT), lambda v: v * v, "f x = x * x"),
    Definition("Unk.f", lambda a: _n(2), lambda v: 2, "f x = 2"),
    Definition("Nat.minFac", lambda a: a, lambda v: v, "minFac x = x"),
    Definition("Nat.totient", lambda a: Arith("-", a, _n(1), NAT), lambda v: max(v - 1, 0),
               "totient x = x - 1"),
    Definition("Int.toNat", lambda a: _n(0), lambda v: 0, "toNat z = 0"),
    Definition("Unk.u", lambda a: Cast(a, REAL), lambda v: Fraction(v), "u n = n"),
    Definition("Unk.g", lambda a, b: Arith("+", a, b, INT), lambda x, y: x + y, "g a b = a + b"),
    Definition("Unk.g", lambda a, b: Arith("-", a, b, INT), lambda x, y: x - y, "g a b = a - b"),
    Definition("Unk.p", lambda a: Rel("<", a, _n(2)), lambda v: v < 2, "p x = x < 2"),
    Definition("Unk.p", lambda a: Bool(True), lambda v: True, "p x = True"),
    Definition("Unk.r", lambda a, b: Rel("≤", a, b), lambda x, y: x <= y, "r a b = a ≤ b"),
    Definition("Nat.Coprime", lambda a, b: Rel("=", a, b), lambda x, y: x == y,
               "Coprime a b = (a = b)"),
    Definition("Unk.c", lambda: _n(1), lambda: 1, "c = 1"),
    Definition("Unk.d", lambda: Num(Fraction(1, 2), REAL), lambda: Fraction(1, 2), "d = 1/2"),
    Definition("Real.pi", lambda: Num(Fraction(2), REAL), lambda: Fraction(2), "π = 2"),
    Definition("Real.exp", lambda a: a, lambda v: v, "exp x = x"),
)


def define(n: Any, d: Definition) -> Any:
    """`n` with every application of `d.sym` replaced by its definition (innermost first)."""
    if isinstance(n, App):
        args = tuple(define(a, d) for a in n.args)
        if n.sym == d.sym:
            return d.lean(*args)
        return replace(n, args=args)
    out = n
    for i, c in enumerate(children(n)):
        rc = define(c, d)
        if rc is not c:
            out = put(out, (i,), rc)
    return out


def well_formed(n: Any) -> bool:
    """Every cast goes from a smaller number type to a larger one."""
    return all(ty_of(x.arg) in RANK and x.ty in RANK and RANK[ty_of(x.arg)] < RANK[x.ty]
               for x in walk(n) if isinstance(x, Cast))


# -- shrinking ------------------------------------------------------------------------------------

def free_in(name: str, n: Any) -> bool:
    if isinstance(n, V):
        return n.name == name
    if isinstance(n, Ap) and n.fn.name == name:
        return True
    if isinstance(n, Quant) and n.var == name:
        return False
    return any(free_in(name, c) for c in children(n))


def smaller(root: Any) -> list[Any]:
    """Candidates for a smaller statement, smallest first: a proposition replaced by one of
    its parts (a quantifier by its body when the variable is not used), a term by a part of
    the same type, a numeral by 0 or 1, a guard bound by 1."""
    out: list[Any] = []
    for path in positions(root):
        n = get(root, path)
        repl: list[Any] = []
        if isinstance(n, Not):
            repl.append(n.a)
        if isinstance(n, Conn):
            repl += [n.a, n.b]
        if isinstance(n, Quant) and n.ty != "Type*":
            if not free_in(n.var, n.body):
                repl.append(n.body)
            if n.bound > 1:
                repl.append(replace(n, bound=1))
        if isinstance(n, TERMS):
            repl += [c for c in children(n) if ty_of(c) == ty_of(n)]
        if isinstance(n, Num) and n.value not in (0, 1):
            repl += [Num(0, n.ty), Num(1, n.ty)]
        out += [put(root, path, r) for r in repl]
    out = [t for t in out if size(t) < size(root)]
    out.sort(key=size)
    return out


def size(p: Any) -> int:
    """What shrinking decreases: the text's length plus the quantifiers' bounds."""
    return len(render(p)) + sum(x.bound for x in walk(p) if isinstance(x, Quant))


# -- pairs ----------------------------------------------------------------------------------------

OPAQUE_KINDS = ("opaque_rewrite", "opaque_mutant", "opaque_definition", "opaque_random",
                "opaque_edge")


@dataclass(frozen=True)
class OpaquePair:
    kind: str
    label: str
    p: str
    q: str
    rewrite: bool  # equivalent under every interpretation by construction
    p_ast: Any
    q_ast: Any
    definition: int | None = None  # index into DEFINITIONS: equivalent under that definition


def make_opaque_pair(ch: Chooser, kind: str | None = None) -> OpaquePair | None:
    """One opaque pair of the given kind (or one chosen by weight); None if the draw fails."""
    declare()
    kind = kind or weighted(ch, [(4, "opaque_rewrite"), (4, "opaque_mutant"),
                                 (3, "opaque_definition"), (1, "opaque_random"),
                                 (2, "opaque_edge")])
    if kind == "opaque_edge":
        return edge_pair(ch)
    g = OpaqueGen(ch)
    p = g.statement(depth=pick(ch, [1, 2, 2, 3]))
    if not well_formed(p) or not opaque_in(p):
        return None
    if kind == "opaque_rewrite":
        q, labels = rewrite_steps(p, ch, rewrites)
        if not labels:
            return None
        return OpaquePair(kind, "+".join(labels), render(p), render(q), True, p, q)
    if kind == "opaque_mutant":
        r = rewrite(p, ch, lambda n: mutations(n, ch, g))
        if r is None or not well_formed(r[1]):
            return None
        return OpaquePair(kind, r[0], render(p), render(r[1]), False, p, r[1])
    if kind == "opaque_definition":
        used = {x.sym for x in walk(p) if isinstance(x, App)}
        defs = [d for d in DEFINITIONS if d.sym in used]
        if not defs:
            return None
        d = pick(ch, defs)
        q = define(p, d)
        if q == p or not well_formed(q):
            return None
        return OpaquePair(kind, d.label, render(p), render(q), False, p, q,
                          DEFINITIONS.index(d))
    # two statements over the same prefix and palette
    q = g.statement(depth=pick(ch, [1, 2]))
    if not opaque_in(q):
        return None
    return OpaquePair(kind, "random", render(p), render(q), False, p, q)


def opaque_in(p: Any) -> bool:
    """Does `p` mention an opaque symbol, or a variable of an opaque sort or function type?"""
    return any(isinstance(x, App | Ap) or isinstance(x, V) and x.ty not in NUMERIC
               for x in walk(p))


__all__ = ["OpaqueGen", "OpaquePair", "Interp", "make_opaque_pair", "random_interp", "truth",
           "declare", "declarations", "render", "SYMBOLS", "SORTS", "DEFINITIONS",
           "with_definition", "sorts_needed", "OPAQUE_KINDS"]


# -- edge cases: what holds of every interpretation, and what only of some -------------------

def edge_pair(ch: Chooser) -> OpaquePair | None:
    """A statement against `True`/`False` or a variant, at the edges of the open world: ℕ
    results of opaque functions are non-negative (for every interpretation), a sort may be
    empty unless a constant lives in it, `≤` on a sort without a class is neither reflexive
    nor total, `≥` is `≤` turned round. The oracle decides which hold for every
    interpretation; the label says which edge."""
    edge = pick(ch, ["nat_nonneg", "inhabited", "const_inhabits", "fun_inhabited",
                     "le_refl", "le_total", "ge_notation", "not_le", "card_nonneg",
                     "nat_sub", "lt_le", "lt_irrefl"])
    s = pick(ch, list(ORDERED if edge in ("le_refl", "le_total", "ge_notation", "not_le",
                                          "lt_le", "lt_irrefl") else SORTS))
    x, y = V("x", s), V("y", s)
    nat_syms = [sym for sym in SYMBOLS if sym.result == NAT and sym.params and
                all(p in (NAT, INT) for p in sym.params)]
    top: Any = Bool(pick(ch, [True, False]))
    if edge == "nat_nonneg":
        sym = pick(ch, nat_syms)
        args = tuple(V("n", p) for p in sym.params)
        body: Any = Rel(pick(ch, ["≥", "<"]), Cast(App(sym.name, args, "call"),
                                                  pick(ch, [INT, REAL])),
                        Num(0, pick(ch, [INT, REAL])))
        if isinstance(body.a, Cast) and body.a.ty != body.b.ty:
            body = replace(body, b=Num(0, body.a.ty))
        p: Any = body
        for a in reversed(args):
            p = Quant("∀", a.name, a.ty, p, 2)
            break
        if len(args) > 1:
            return None
    elif edge == "inhabited":
        p = Quant(pick(ch, ["∃", "∀"]), "x", s, Rel(pick(ch, ["=", "≠"]), x, x))
    elif edge == "const_inhabits":
        p = Quant("∃", "x", "Finset ℕ", Rel("=", V("x", "Finset ℕ"), App("Unk.e")))
    elif edge == "fun_inhabited":
        f = V("f", fun(s, pick(ch, [s, PROP])))
        p = Quant("∃", "f", f.ty, Bool(True))
    elif edge == "le_refl":
        p = Quant("∀", "x", s, Rel(pick(ch, ["≤", "<"]), x, x))
    elif edge == "le_total":
        p = Quant("∀", "x", s, Quant("∀", "y", s, Conn("∨", Rel("≤", x, y), Rel("≤", y, x))))
    elif edge == "ge_notation":
        op, back = pick(ch, [("≥", "≤"), (">", "<")])
        p = Quant("∀", "x", s, Quant("∀", "y", s, Conn("↔", Rel(op, x, y), Rel(back, y, x))))
    elif edge == "lt_le":  # a Preorder's law, not a law of every `<` and `≤`
        p = Quant("∀", "x", s, Quant("∀", "y", s, Conn("→", Rel("<", x, y), Rel("≤", x, y))))
    elif edge == "lt_irrefl":
        p = Quant("∀", "x", s, Not(Rel("<", x, x)))
    elif edge == "not_le":
        p = Quant("∀", "x", s, Quant("∀", "y", s, Conn("↔", Not(Rel("≤", x, y)),
                                                      Rel("<", y, x))))
    elif edge == "card_nonneg":
        t = V("t", "Finset ℕ")
        p = Quant("∀", "t", "Finset ℕ", Rel("≥", Cast(App("Finset.card", (t,),
                                                          pick(ch, ["hash", "dot", "call"])),
                                                      INT), Num(0, INT)))
    else:  # ℕ subtraction of opaque values truncates: `f n - f n ≤ 0` but `(f n : ℤ) - c` may be < 0
        sym = pick(ch, nat_syms)
        if sym.params != (NAT,):
            return None
        n = V("n", NAT)
        fx = App(sym.name, (n,), "call")
        p = Quant("∀", "n", NAT, Rel("≤", Arith("-", App("Unk.c"), fx, NAT), App("Unk.c")), 3)
    q = top if chance(ch, 70) else Not(Bool(not top.value))
    p = with_tvar(p)
    return OpaquePair("opaque_edge", edge, render(p), render(q), False, p, q)


def with_tvar(p: Any) -> Any:
    """`∀ {α : Type*}, p` when `p` mentions the type variable."""
    if any(isinstance(x, V | Quant) and TVAR in x.ty.split() for x in walk(p)):
        return Quant("∀", TVAR, "Type*", p)
    return p
