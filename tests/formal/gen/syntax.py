"""A typed syntax of Lean statements with explicit casts, its Lean text, and its meaning.

The generator builds statements in this syntax, where every coercion is an explicit `Cast`
node. `render` writes Lean text that Lean 4 elaborates to exactly that term, following
Lean's own elaboration rules (confirmed in leanprover/lean4 `src/Lean/Elab/Extra.lean` and
`src/Lean/Elab/App.lean`):

* `+ - * / %` are `binop%`, unary `-` is `unop%`, `^` is `rightact%` (its base is in the
  tree, its exponent is not); `= ≠ < ≤ > ≥` are `binrel%`. The leaves of such a tree are
  elaborated *without* expected type, the maximal type among them (for `binop%` also the
  expected type) is computed, and `↑` is inserted at each leaf of a smaller type.
  Parentheses are transparent to this; a type ascription `(e : T)` is a leaf.
* A numeral leaf takes the tree's type; a tree of numerals alone defaults to ℕ.
* A function application with an expected type unifies its result type with it before its
  first explicit argument is elaborated (`propagateExpectedType`), so `(min (a - b) c : ℤ)`
  is `min (↑a - ↑b) ↑c`, while `((min (a - b) c : ℕ) : ℤ)` is `↑(min (a - b) c)`.
* `∣` is a plain infix (`Dvd.dvd`): its left argument fixes the type.

`Cast.sugar` chooses between the implicit spelling (a leaf of the smaller type that Lean
coerces) and an explicit ascription; `Fn.sugar` between `(min a b : T)` and `min a b`.
Both spellings mean the same term, so flipping them is a true rewrite; a checker that
reads them differently has an elaboration bug.

`Meaning` evaluates the syntax directly with `gen.lean` (three-valued: a quantifier over an
infinite domain is only decided by a counterexample / witness, or when its guard bounds it).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, fields, replace
from fractions import Fraction
from typing import Any

from gen import lean as L
from gen.choose import Chooser, pick

NAT, INT, RAT, REAL = "ℕ", "ℤ", "ℚ", "ℝ"
NUMERIC = (NAT, INT, RAT, REAL)
RANK = {NAT: 0, INT: 1, RAT: 2, REAL: 3}


def set_ty(elem: str) -> str:
    return f"Set {elem}"


# -- terms ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Var:
    name: str
    ty: str


@dataclass(frozen=True)
class Lit:
    value: int  # a numeral, >= 0
    ty: str


@dataclass(frozen=True)
class Arith:
    op: str  # + - * / % and "neg"
    args: tuple[Any, ...]
    ty: str


@dataclass(frozen=True)
class Pow:
    base: Any
    exp: int
    ty: str


@dataclass(frozen=True)
class Cast:
    arg: Any
    ty: str
    sugar: bool = True


@dataclass(frozen=True)
class Fn:
    fn: str  # min max abs sqrt fact choose gcd lcm
    args: tuple[Any, ...]
    ty: str
    sugar: bool = False  # min/max/abs: `(f a b : T)` (expected type pushed into the arguments)


FN_PARAMS = {"sqrt": (REAL,), "fact": (NAT,), "choose": (NAT, NAT), "gcd": (NAT, NAT),
             "lcm": (NAT, NAT)}
FN_LEAN = {"sqrt": "Real.sqrt", "fact": "Nat.factorial", "choose": "Nat.choose",
           "gcd": "Nat.gcd", "lcm": "Nat.lcm", "min": "min", "max": "max"}

# -- sets ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class SetBuilder:
    var: str
    elem: str
    body: Any


@dataclass(frozen=True)
class SetConst:
    kind: str  # univ | empty
    elem: str


@dataclass(frozen=True)
class SetOp:
    op: str  # ∩ ∪ \
    a: Any
    b: Any

    @property
    def elem(self) -> str:
        return str(self.a.elem)


@dataclass(frozen=True)
class SetCompl:
    a: Any

    @property
    def elem(self) -> str:
        return str(self.a.elem)


# -- propositions --------------------------------------------------------------------------

@dataclass(frozen=True)
class Bool:
    value: bool


@dataclass(frozen=True)
class Rel:
    op: str  # = ≠ < ≤ > ≥ ∣
    lhs: Any
    rhs: Any
    ascribe: bool = False  # write the left side as `(… : T)` even when not needed


@dataclass(frozen=True)
class Pred:
    p: str  # prime even odd
    arg: Any


@dataclass(frozen=True)
class Mem:
    elem: Any
    set: Any
    neg: bool = False


@dataclass(frozen=True)
class SetRel:
    op: str  # ⊆ =
    a: Any
    b: Any


@dataclass(frozen=True)
class Not:
    arg: Any


@dataclass(frozen=True)
class Conn:
    op: str  # ∧ ∨ → ↔
    a: Any
    b: Any


@dataclass(frozen=True)
class Quant:
    """`∀ x : T, g₁ → … → body` / `∃ x : T, g₁ ∧ … ∧ body`; with `pred`, the single guard is
    written as a binder predicate (`∀ x > 0, body`, `∃ k < n, body`)."""

    kind: str  # ∀ ∃
    var: str
    ty: str
    body: Any
    guards: tuple[tuple[str, Any], ...] = ()  # (op, bound): `x op bound`
    pred: bool = False


TERMS = (Var, Lit, Arith, Pow, Cast, Fn)
SETS = (SetBuilder, SetConst, SetOp, SetCompl)
PROPS = (Bool, Rel, Pred, Mem, SetRel, Not, Conn, Quant)


def ty_of(e: Any) -> str:
    if isinstance(e, TERMS):
        return str(e.ty)
    if isinstance(e, SETS):
        return set_ty(e.elem)
    if isinstance(e, Var):
        return e.ty
    return "Prop"


def is_tree(e: Any) -> bool:
    """Nodes that Lean elaborates as part of an arithmetic `binop%` tree."""
    return isinstance(e, Arith | Pow)


# -- rendering -----------------------------------------------------------------------------

_REL_LEAN = {"=": "=", "≠": "≠", "<": "<", "≤": "≤", ">": ">", "≥": "≥", "∣": "∣"}


def _tree(e: Any, t: str) -> tuple[str, bool]:
    """`e` (of type t) inside a `binop%` tree whose maximal type is t.

    Returns the text and whether some leaf of it has type t on its own (so that the tree's
    maximal type is t without an ascription)."""
    if isinstance(e, Arith):
        if e.op == "neg":
            s, h = _tree(e.args[0], t)
            return f"-({s})", h
        (a, ha), (b, hb) = (_tree(x, t) for x in e.args)
        return f"({a}) {e.op} ({b})", ha or hb
    if isinstance(e, Pow):
        s, h = _tree(e.base, t)
        return f"({s}) ^ {e.exp}", h
    if isinstance(e, Lit):
        return str(e.value), False
    if isinstance(e, Var):
        return e.name, True
    if isinstance(e, Cast):
        if e.sugar:  # a leaf of the smaller type: Lean inserts the coercion at it
            return _leaf(e.arg), False
        return f"({_cast_arg(e.arg)} : {e.ty})", True
    if isinstance(e, Fn):
        return _fn(e, expected=False), True
    raise TypeError(e)


def _leaf(e: Any) -> str:
    """Text that is a leaf for `binop%` and elaborates to `e` without an expected type."""
    if isinstance(e, Var):
        return e.name
    if isinstance(e, Lit):
        return str(e.value) if e.ty == NAT else f"({e.value} : {e.ty})"
    if isinstance(e, Fn) and not e.sugar:
        return _fn(e, expected=False)
    return f"({render_at(e, e.ty)} : {e.ty})"


def _cast_arg(e: Any) -> str:
    """`e` as the inside of an ascription to a larger type: it must elaborate to `e` even
    though the ascription's expected type is the larger one (so no bare function call:
    that would push the larger type into its arguments)."""
    if isinstance(e, Var):
        return e.name
    return f"({render_at(e, e.ty)} : {e.ty})"


def _fn(e: Fn, *, expected: bool) -> str:
    """A function application; `expected`: the context gives it the expected type e.ty."""
    if e.fn in FN_PARAMS:
        args = " ".join(f"({render_at(a, p)})" for a, p in zip(e.args, FN_PARAMS[e.fn],
                                                                strict=True))
        return f"{FN_LEAN[e.fn]} {args}"
    if e.fn == "abs":
        if expected or e.sugar:
            inner = f"|{render_at(e.args[0], e.ty)}|"
            return inner if expected else f"({inner} : {e.ty})"
        return f"|{render_exact(e.args[0])}|"
    # min / max
    if expected or e.sugar:
        args = " ".join(f"({render_at(a, e.ty)})" for a in e.args)
        inner = f"{e.fn} {args}"
        return inner if expected else f"({inner} : {e.ty})"
    first = render_exact(e.args[0])
    return f"{e.fn} ({first}) ({render_at(e.args[1], e.ty)})"


def render_at(e: Any, t: str) -> str:
    """Text that elaborates to `e` when the context expects type `t` (= the type of e)."""
    if is_tree(e):
        return _tree(e, t)[0]
    if isinstance(e, Var):
        return e.name
    if isinstance(e, Lit):
        return str(e.value)
    if isinstance(e, Cast):
        if e.sugar:
            return _leaf(e.arg)
        return f"({_cast_arg(e.arg)} : {e.ty})"
    if isinstance(e, Fn):
        return _fn(e, expected=True)
    if isinstance(e, SETS):
        return render_set(e)
    raise TypeError(e)


def render_exact(e: Any) -> str:
    """Text that elaborates to `e` with no expected type."""
    if is_tree(e):
        s, has = _tree(e, e.ty)
        return s if has else f"({s} : {e.ty})"
    if isinstance(e, Var):
        return e.name
    if isinstance(e, Lit):
        return str(e.value) if e.ty == NAT else f"({e.value} : {e.ty})"
    if isinstance(e, Cast):
        return f"({_cast_arg(e.arg)} : {e.ty})"
    if isinstance(e, Fn):
        return _fn(e, expected=False)
    if isinstance(e, SETS):
        return render_set(e)
    raise TypeError(e)


def render_set(s: Any) -> str:
    if isinstance(s, SetBuilder):
        return f"{{{s.var} : {s.elem} | {render(s.body)}}}"
    if isinstance(s, SetConst):
        return f"({'Set.univ' if s.kind == 'univ' else '∅'} : Set {s.elem})"
    if isinstance(s, SetOp):
        return f"({render_set(s.a)} {s.op} {render_set(s.b)})"
    if isinstance(s, SetCompl):
        return f"({render_set(s.a)})ᶜ"
    if isinstance(s, Var):
        return s.name
    raise TypeError(s)


def _rel(r: Rel) -> str:
    t = ty_of(r.lhs)
    if r.op == "∣":
        return f"({render_exact(r.lhs)}) ∣ ({render_at(r.rhs, t)})"
    (a, ha), (b, hb) = _tree(r.lhs, t), _tree(r.rhs, t)
    if r.ascribe or not (ha or hb):
        a = f"({a} : {t})"
    return f"{a} {_REL_LEAN[r.op]} {b}"


def render(p: Any) -> str:
    """The Lean text of a proposition."""
    if isinstance(p, Bool):
        return "True" if p.value else "False"
    if isinstance(p, Rel):
        return _rel(p)
    if isinstance(p, Pred):
        if p.p == "prime":
            return f"Nat.Prime ({render_at(p.arg, NAT)})"
        return f"{'Even' if p.p == 'even' else 'Odd'} ({render_exact(p.arg)})"
    if isinstance(p, Mem):
        return f"{render_exact(p.elem)} {'∉' if p.neg else '∈'} {render_set(p.set)}"
    if isinstance(p, SetRel):
        return f"{render_set(p.a)} {p.op} {render_set(p.b)}"
    if isinstance(p, Not):
        return f"¬({render(p.arg)})"
    if isinstance(p, Conn):
        return f"({render(p.a)}) {p.op} ({render(p.b)})"
    if isinstance(p, Quant):
        if p.pred and len(p.guards) == 1:
            op, bound = p.guards[0]
            return f"{p.kind} {p.var} {op} {render_exact(bound)}, {render(p.body)}"
        guards = [f"{p.var} {op} {_tree(b, p.ty)[0]}" for op, b in p.guards]
        if guards:
            glue = " → " if p.kind == "∀" else " ∧ "
            body = glue.join(guards + [f"({render(p.body)})"])
        else:
            body = render(p.body)
        return f"{p.kind} {p.var} : {p.ty}, {body}"
    raise TypeError(p)


# -- meaning -------------------------------------------------------------------------------

RATIONAL_SAMPLES = tuple(Fraction(x) for x in (0, 1, -1, 2, -2)) + (
    Fraction(1, 2), Fraction(-1, 2), Fraction(3), Fraction(3, 2), Fraction(-3))


@dataclass
class Meaning:
    """Three-valued evaluation of the syntax under Lean's semantics (`gen.lean`)."""

    sample: int = 10      # values tried for an unbounded ℕ/ℤ quantifier
    max_range: int = 400  # a guarded range longer than this is sampled, not completed
    budget: int = 60_000  # propositions evaluated before giving up (undecided)
    calls: int = field(default=0)

    def term(self, e: Any, env: dict[str, Any]) -> Any:
        if isinstance(e, Var):
            return env[e.name]
        if isinstance(e, Lit):
            return e.value if e.ty in (NAT, INT) else Fraction(e.value)
        if isinstance(e, Cast):
            v = self.term(e.arg, env)
            return Fraction(v) if e.ty in (RAT, REAL) and isinstance(v, int) else v
        if isinstance(e, Pow):
            return L.npow(self.term(e.base, env), e.exp)
        if isinstance(e, Arith):
            a = [self.term(x, env) for x in e.args]
            t = e.ty
            if e.op == "neg":
                return L.neg(a[0])
            if e.op == "+":
                return L.add(a[0], a[1])
            if e.op == "*":
                return L.mul(a[0], a[1])
            if e.op == "-":
                return L.nat_sub(a[0], a[1]) if t == NAT else L.sub(a[0], a[1])
            if e.op == "/":
                if t == NAT:
                    return L.nat_div(a[0], a[1])
                if t == INT:
                    return L.int_div(a[0], a[1])
                return L.field_div(a[0], a[1])
            if e.op == "%":
                return L.nat_mod(a[0], a[1]) if t == NAT else L.int_mod(a[0], a[1])
            raise TypeError(e.op)
        if isinstance(e, Fn):
            a = [self.term(x, env) for x in e.args]
            if e.fn == "min":
                return a[0] if L.compare(a[0], a[1]) <= 0 else a[1]
            if e.fn == "max":
                return a[1] if L.compare(a[0], a[1]) <= 0 else a[0]
            if e.fn == "abs":
                return a[0] if L.sign(a[0]) >= 0 else L.neg(a[0])
            if e.fn == "sqrt":
                return L.real_sqrt(a[0])
            if e.fn == "fact":
                return L.factorial(a[0])
            if e.fn == "choose":
                return L.choose(a[0], a[1])
            if e.fn == "gcd":
                return L.gcd(a[0], a[1])
            if e.fn == "lcm":
                return L.lcm(a[0], a[1])
        raise TypeError(e)

    def prop(self, p: Any, env: dict[str, Any]) -> bool | None:
        try:
            return self._prop(p, env)
        except L.Undecided:
            return None

    def _prop(self, p: Any, env: dict[str, Any]) -> bool | None:
        self.calls += 1
        if self.calls > self.budget:
            raise L.Undecided("evaluation budget")
        if isinstance(p, Bool):
            return p.value
        if isinstance(p, Rel):
            a, b = self.term(p.lhs, env), self.term(p.rhs, env)
            field_ = ty_of(p.lhs) in (RAT, REAL)
            if p.op == "∣":
                return L.divides(a, b, field=field_)
            c = L.compare(a, b)
            return {"=": c == 0, "≠": c != 0, "<": c < 0, "≤": c <= 0, ">": c > 0,
                    "≥": c >= 0}[p.op]
        if isinstance(p, Pred):
            v = self.term(p.arg, env)
            field_ = ty_of(p.arg) in (RAT, REAL)
            if p.p == "prime":
                return L.is_prime(v)
            return L.even(v, field=field_) if p.p == "even" else L.odd(v, field=field_)
        if isinstance(p, Mem):
            r = self.member(self.term(p.elem, env), p.set, env)
            return None if r is None else (r != p.neg)
        if isinstance(p, SetRel):
            return self._setrel(p, env)
        if isinstance(p, Not):
            r = self._prop(p.arg, env)
            return None if r is None else not r
        if isinstance(p, Conn):
            return self._conn(p, env)
        if isinstance(p, Quant):
            return self._quant(p, env)
        raise TypeError(p)

    def _conn(self, p: Conn, env: dict[str, Any]) -> bool | None:
        a = self._prop(p.a, env)
        if p.op == "∧" and a is False:
            return False
        if p.op == "∨" and a is True:
            return True
        if p.op == "→" and a is False:
            return True
        b = self._prop(p.b, env)
        if p.op == "∧":
            return False if b is False else (True if a and b else None)
        if p.op == "∨":
            return True if b is True else (False if a is False and b is False else None)
        if p.op == "→":
            return True if b is True else (False if a is True and b is False else None)
        return None if a is None or b is None else a == b

    def member(self, x: Any, s: Any, env: dict[str, Any]) -> bool | None:
        if isinstance(s, SetBuilder):
            return self._prop(s.body, {**env, s.var: x})
        if isinstance(s, SetConst):
            return s.kind == "univ"
        if isinstance(s, SetCompl):
            r = self.member(x, s.a, env)
            return None if r is None else not r
        if isinstance(s, SetOp):
            a, b = self.member(x, s.a, env), self.member(x, s.b, env)
            if s.op == "∩":
                return False if False in (a, b) else (True if a and b else None)
            if s.op == "∪":
                return True if True in (a, b) else (False if a is False and b is False else None)
            return False if a is False or b is True else (True if a and b is False else None)
        raise TypeError(s)

    def _setrel(self, p: SetRel, env: dict[str, Any]) -> bool | None:
        elem = p.a.elem
        vals = list(range(0, 2 * self.sample)) if elem == NAT else \
            sorted(range(-self.sample, self.sample + 1), key=abs)
        for v in vals:
            a, b = self.member(v, p.a, env), self.member(v, p.b, env)
            if a is None or b is None:
                continue
            if (p.op == "⊆" and a and not b) or (p.op == "=" and a != b):
                return False
        return None  # sampling never completes an infinite element type

    def domain(self, q: Quant, env: dict[str, Any]) -> tuple[list[Any], bool]:
        """Values for the bound variable, and whether they are all that satisfy the guards."""
        if q.ty in (RAT, REAL):
            return list(RATIONAL_SAMPLES), False
        lo: int | None = 0 if q.ty == NAT else None
        hi: int | None = None
        for op, bound in q.guards:
            try:
                b = self.term(bound, env)
            except L.Undecided:
                continue
            if not isinstance(b, int):
                continue
            if op in ("<", "≤"):
                h = b - 1 if op == "<" else b
                hi = h if hi is None else min(hi, h)
            elif op in (">", "≥"):
                v = b + 1 if op == ">" else b
                lo = v if lo is None else max(lo, v)
        if lo is not None and hi is not None and hi - lo <= self.max_range:
            return list(range(lo, hi + 1)), True
        if lo is not None:
            return list(range(lo, lo + self.sample + 1)), False
        if hi is not None:
            return list(range(hi, hi - self.sample - 1, -1)), False
        return sorted(range(-self.sample, self.sample + 1), key=abs), False

    def _guard_ok(self, q: Quant, env: dict[str, Any]) -> bool | None:
        for op, bound in q.guards:
            r = self._prop(Rel(op, Var(q.var, q.ty), bound), env)
            if r is not True:
                return r
        return True

    def _quant(self, q: Quant, env: dict[str, Any]) -> bool | None:
        vals, complete = self.domain(q, env)
        unknown = not complete
        is_all = q.kind == "∀"
        for v in vals:
            e2 = {**env, q.var: v}
            g = self._guard_ok(q, e2)
            if g is False:
                continue
            r = self._prop(q.body, e2) if g is True else None
            if g is None:
                unknown = True
                continue
            if r is None:
                unknown = True
            elif r != is_all:
                return not is_all
        return None if unknown else is_all


# -- traversal -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Traversal:
    """Children, walks and positional edits of dataclass trees whose nodes `is_node` picks
    out (fields holding a node, a tuple of nodes, or a tuple of tuples of nodes). The
    generators of this package (`syntax`, `opaque`) each build one for their own nodes."""

    is_node: Callable[[Any], bool]

    def children(self, n: Any) -> list[Any]:
        out: list[Any] = []
        for f in fields(n):
            v = getattr(n, f.name)
            if isinstance(v, tuple):
                for x in v:
                    if isinstance(x, tuple):
                        out.extend(y for y in x if self.is_node(y))
                    elif self.is_node(x):
                        out.append(x)
            elif self.is_node(v):
                out.append(v)
        return out

    def walk(self, n: Any) -> Iterator[Any]:
        yield n
        for c in self.children(n):
            yield from self.walk(c)

    def positions(self, n: Any) -> list[tuple[int, ...]]:
        """Paths (child indices) of every node, pre-order."""
        out: list[tuple[int, ...]] = [()]
        for i, c in enumerate(self.children(n)):
            out.extend((i, *p) for p in self.positions(c))
        return out

    def get(self, n: Any, path: tuple[int, ...]) -> Any:
        for i in path:
            n = self.children(n)[i]
        return n

    def put(self, n: Any, path: tuple[int, ...], new: Any) -> Any:
        """A copy of `n` with the node at `path` replaced by `new`."""
        if not path:
            return new
        i, rest = path[0], path[1:]
        k = 0
        changes: dict[str, Any] = {}
        for f in fields(n):
            v = getattr(n, f.name)
            if isinstance(v, tuple):
                items = list(v)
                for j, x in enumerate(items):
                    if isinstance(x, tuple):
                        sub = list(x)
                        for m, y in enumerate(sub):
                            if self.is_node(y):
                                if k == i:
                                    sub[m] = self.put(y, rest, new)
                                k += 1
                        items[j] = tuple(sub)
                    elif self.is_node(x):
                        if k == i:
                            items[j] = self.put(x, rest, new)
                        k += 1
                changes[f.name] = tuple(items)
            elif self.is_node(v):
                if k == i:
                    changes[f.name] = self.put(v, rest, new)
                k += 1
        return replace(n, **changes)

    def rewrite(self, root: Any, ch: Chooser, cands: Callable[[Any], Iterable[tuple[str, Any]]]
                ) -> tuple[str, Any] | None:
        """One rewrite of `root`: among every node's candidates `(label, replacement)`, the
        chooser picks one; None when no node has a candidate."""
        sites = [(path, label, new) for path in self.positions(root)
                 for label, new in cands(self.get(root, path))]
        if not sites:
            return None
        path, label, new = pick(ch, sites)
        return label, self.put(root, path, new)

    def rewrite_steps(self, root: Any, ch: Chooser,
                      cands: Callable[[Any, Any], Iterable[tuple[str, Any]]]
                      ) -> tuple[Any, list[str]]:
        """One to three successive `rewrite`s (the chooser picks how many), each step's
        candidates `cands(node, tree so far)`: the rewritten tree and the steps' labels
        (none when no node had a candidate)."""
        q, labels = root, []
        for _ in range(ch.int(1, 3)):
            r = self.rewrite(q, ch, lambda n, q=q: cands(n, q))
            if r is None:
                break
            labels.append(r[0])
            q = r[1]
        return q, labels


def _is_node(v: Any) -> bool:
    return isinstance(v, TERMS + SETS + PROPS)


_TREE = Traversal(_is_node)
children, walk, positions, get, put, rewrite, rewrite_steps = (
    _TREE.children, _TREE.walk, _TREE.positions, _TREE.get, _TREE.put, _TREE.rewrite,
    _TREE.rewrite_steps)


def bound_names(n: Any) -> set[str]:
    out: set[str] = set()
    for x in walk(n):
        if isinstance(x, Quant | SetBuilder):
            out.add(x.var)
        if isinstance(x, Var):
            out.add(x.name)
    return out


def free_vars(n: Any, bound: frozenset[str] = frozenset()) -> set[str]:
    if isinstance(n, Var):
        return set() if n.name in bound else {n.name}
    if isinstance(n, Quant):
        out: set[str] = set()
        for _op, b in n.guards:
            out |= free_vars(b, bound)
        return out | free_vars(n.body, bound | {n.var})
    if isinstance(n, SetBuilder):
        return free_vars(n.body, bound | {n.var})
    out = set()
    for c in children(n):
        out |= free_vars(c, bound)
    return out


def rename(n: Any, old: str, new: str) -> Any:
    """Rename free occurrences of variable `old` to `new` (new must be fresh)."""
    if isinstance(n, Var):
        return replace(n, name=new) if n.name == old else n
    if isinstance(n, Quant):
        guards = tuple((op, rename(b, old, new)) for op, b in n.guards)
        if n.var == old:
            return replace(n, guards=guards)
        return replace(n, guards=guards, body=rename(n.body, old, new))
    if isinstance(n, SetBuilder):
        return n if n.var == old else replace(n, body=rename(n.body, old, new))
    out = n
    for i, c in enumerate(children(n)):
        rc = rename(c, old, new)
        if rc is not c:
            out = put(out, (i,), rc)
    return out


def assignments(vars_: list[tuple[str, str]], per_var: int) -> Iterator[dict[str, Any]]:
    """Small values for a list of (name, type), smallest first."""
    doms = []
    for _n, t in vars_:
        if t == NAT:
            doms.append(list(range(per_var)))
        elif t == INT:
            doms.append(sorted(range(-(per_var // 2), per_var // 2 + 1), key=abs))
        else:
            doms.append(list(RATIONAL_SAMPLES[:per_var]))
    for combo in itertools.product(*doms):
        yield {n: v for (n, _t), v in zip(vars_, combo, strict=True)}
