"""Dependent pairs for the differential tests: statements over types that mention a ℕ
variable (`ZMod n`, `Fin n`, `Fin (n + 1)`), the checker's verdict on each pair, and an exact
oracle that judges it.

The checker keeps such a type as one opaque sort per *text*, so the `n` inside `ZMod n` is out
of reach of renaming, substitution and the quantifier rewrites; the trusted kernel accepts a
theorem mentioning one only when the variable is fixed by the context and aligned with itself
(`forminv_lean.formal.kernel._fixed_dependencies`, `close_iff`). These pairs attack that rule:

* ℕ variables `n`, `m`, `k` bound by `∀`/`∃` at varied depths and orders, inside a conjunct or
  an implication, sometimes shadowed; hypotheses `n = c`, `n ≤ c`, `n < c`, `n ≠ c`, `m = n`;
* sorts `ZMod v`, `Fin v`, `Fin (v + 1)` with `v` a ℕ variable, and atoms over them:
  `∀ x y : S, x = y` (at most one element), `∃ x : S, True` and `¬∀ x : S, False` (nonempty),
  `∃ x y : S, x ≠ y` (two elements), element variables under `=`/`≠`; and the opaque
  constant `ringChar (ZMod v)` (a *name* that mentions `v`) compared with a constant;
* Q made from P by rewrites that keep the meaning in every interpretation (alpha-renaming
  with the types, operand swaps, `¬¬`, `=` symmetry, moving a hypothesis under a binder,
  swapping independent binders, a vacuous `ℕ` quantifier) and by mutations that usually do
  not (`∀`↔`∃` on a ℕ variable, a sort made to depend on another variable, a prefix renamed
  without its types, a constant or relation changed, a quantifier that rebinds a variable a
  type mentions, `ZMod`↔`Fin`).

**The oracle.** An interpretation gives each type *pattern* (`ZMod ·`, `Fin ·`,
`Fin (· + 1)`) a carrier size for every value of its argument, and `ringChar (ZMod ·)` a
value. The random ones take sizes 0-3 or "infinite" (values 0-3) from a table over
0..`TABLE` and keep the last entry beyond it (half of them make `Fin (v + 1)` be `Fin` at
`v + 1`); Mathlib's own is `ZMod 0 = ℤ` (infinite), `ZMod v` with `v` elements, `Fin v` with
`v`, `ringChar (ZMod v) = v`. Both statements are evaluated exactly
(`truth`): ℕ quantifiers range over 0..K+R and element quantifiers over the carrier, with
every carrier cut to E elements. That is exact, because:

* element variables are only compared by `=`/`≠`, and a statement with at most E element
  binders cannot tell two carriers of E or more elements apart (an `∃` witness distinct from
  the at most E - 1 live elements exists in both): so size `min(s, E)` decides as size `s`
  does, with "infinite" as E; then every interpretation's sizes (Mathlib's included) are
  constant for arguments beyond K = max(`TABLE`, E, the largest constant);
* ℕ variables are compared with constants ≤ K and with each other by `=`/`≠` only, and R is
  the number of distinct ℕ names (at most R values are live at once: a shadowed one cannot be
  mentioned). Every value above K satisfies the same atoms against the constants, gives
  every sort the same size and `ringChar` a value that compares alike with every constant
  (Mathlib's `v` is above K too; a table's is constant), so an `∃`/`∀` over ℕ needs only
  K + 1..K + R beyond 0..K: a witness above K can be moved to a value there that equals the
  same live variables.

`judge` calls a verdict wrong when: `equivalent` (vacuous or not) but some sampled
interpretation makes P and Q differ (a proof valid for every interpretation of the opaque
sorts is the only sound kind); `not_equivalent` but Mathlib's interpretation makes them agree;
a rewrite that should keep the meaning changes it (a bug here); the check raised an exception
(`check_many` reports it as `unknown` with method `error`). A refutation that Mathlib's
interpretation confirms but another one contradicts is `refutation_by_abstraction` (the
counter-model needed a particular meaning of an opaque sort).

Every choice goes through a `Chooser`, simplest first, so hypothesis shrinks failing pairs.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from gen.choose import Chooser, chance, pick, weighted
from gen.oracle import Finding
from gen.syntax import Bool, Conn, Not, Traversal  # the propositional nodes are shared

NAT_NAMES = ("n", "m", "k")
ELEM_NAMES = ("x", "y", "z")
CONSTS = (0, 1, 2, 3)
TABLE = 3          # random size tables cover arguments 0..TABLE, constant beyond
SAMPLES = 16       # random interpretations per pair (plus Mathlib's)
MAX_ELEMS = 5      # element binders per statement (keeps exact evaluation small)
MAX_NATS = 4       # ℕ binders per statement
INF = None         # an infinite carrier (`ZMod 0` is `ℤ`)

# -- syntax -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Sort:
    """`ZMod v`, `Fin v` or `Fin (v + 1)`: a type that mentions the ℕ variable `var`."""

    head: str
    var: str
    plus: int = 0

    @property
    def key(self) -> tuple[str, int]:
        return (self.head, self.plus)

    def text(self) -> str:
        return f"{self.head} {self.var}" if not self.plus else \
            f"{self.head} ({self.var} + {self.plus})"


PATTERNS = (("ZMod", 0), ("Fin", 0), ("Fin", 1))


@dataclass(frozen=True)
class NatQ:
    q: str  # "∀" | "∃"
    var: str
    body: Any


@dataclass(frozen=True)
class ElemQ:
    q: str
    var: str
    sort: Sort
    body: Any


@dataclass(frozen=True)
class NatRel:
    op: str  # = ≠ ≤ <
    a: str
    b: str | int


@dataclass(frozen=True)
class ElemRel:
    op: str  # = ≠
    a: str
    b: str


@dataclass(frozen=True)
class Char:
    """`ringChar (ZMod v) op c`: an opaque constant whose *name* mentions `v` (Mathlib:
    `ringChar (ZMod n) = n`, `ZMod.ringChar_zmod_n`), compared with a constant."""

    var: str
    op: str  # = ≠ ≤ <
    c: int


NODES = (NatQ, ElemQ, NatRel, ElemRel, Char, Bool, Not, Conn)
_TREE = Traversal(lambda v: isinstance(v, NODES))
walk, positions, get, put = _TREE.walk, _TREE.positions, _TREE.get, _TREE.put


def _atomic(p: Any) -> bool:
    return isinstance(p, NatRel | ElemRel | Char | Bool)


def render(p: Any) -> str:
    """Lean text (binders of one kind and sort merged: `∀ n m : ℕ,`, `∀ x y : ZMod n,`)."""
    if isinstance(p, NatQ | ElemQ):
        names, body = [p.var], p.body
        ty = "ℕ" if isinstance(p, NatQ) else p.sort.text()
        while type(body) is type(p) and body.q == p.q and body.var not in names and \
                (isinstance(body, NatQ) or body.sort.text() == ty):
            names.append(body.var)
            body = body.body
        return f"{p.q} {' '.join(names)} : {ty}, {render(body)}"
    if isinstance(p, NatRel | ElemRel):
        return f"{p.a} {p.op} {p.b}"
    if isinstance(p, Char):
        return f"ringChar (ZMod {p.var}) {p.op} {p.c}"
    if isinstance(p, Bool):
        return "True" if p.value else "False"
    if isinstance(p, Not):
        inner = render(p.arg)
        return f"¬({inner})" if isinstance(p.arg, Conn) else f"¬{inner}"
    assert isinstance(p, Conn)
    return f"{_left(p.a)} {p.op} {_right(p.b)}"


def _left(p: Any) -> str:
    s = render(p)
    inner = p
    while isinstance(inner, Not):
        inner = inner.arg
    return s if _atomic(inner) else f"({s})"


def _right(p: Any) -> str:
    s = render(p)
    return f"({s})" if isinstance(p, Conn) else s


# -- scope and well-formedness ------------------------------------------------------------------


def free_nat(p: Any) -> set[str]:
    """ℕ variables free in `p`, counting those a sort mentions."""
    if isinstance(p, NatRel):
        return {p.a} | ({p.b} if isinstance(p.b, str) else set())
    if isinstance(p, Char):
        return {p.var}
    if isinstance(p, NatQ):
        return free_nat(p.body) - {p.var}
    if isinstance(p, ElemQ):
        return {p.sort.var} | free_nat(p.body)
    if isinstance(p, Not):
        return free_nat(p.arg)
    if isinstance(p, Conn):
        return free_nat(p.a) | free_nat(p.b)
    return set()


def free_elem(p: Any) -> set[str]:
    if isinstance(p, ElemRel):
        return {p.a, p.b}
    if isinstance(p, ElemQ):
        return free_elem(p.body) - {p.var}
    if isinstance(p, NatQ):
        return free_elem(p.body)
    if isinstance(p, Not):
        return free_elem(p.arg)
    if isinstance(p, Conn):
        return free_elem(p.a) | free_elem(p.b)
    return set()


def well_typed(p: Any) -> bool:
    """Closed, and every `x = y` compares two elements of one type: the same sort text over
    the same binder of its variable (what Lean would accept; `ZMod n` over two different
    `n` binders are two types even when written alike)."""
    ids = iter(range(1 << 30))

    def go(p: Any, nats: dict[str, int], elems: dict[str, tuple[str, int]]) -> bool:
        if isinstance(p, NatRel):
            return p.a in nats and (not isinstance(p.b, str) or p.b in nats)
        if isinstance(p, ElemRel):
            return p.a in elems and p.b in elems and elems[p.a] == elems[p.b]
        if isinstance(p, Char):
            return p.var in nats
        if isinstance(p, NatQ):
            return go(p.body, {**nats, p.var: next(ids)}, elems)
        if isinstance(p, ElemQ):
            if p.sort.var not in nats:
                return False
            return go(p.body, nats, {**elems, p.var: (p.sort.text(), nats[p.sort.var])})
        if isinstance(p, Not):
            return go(p.arg, nats, elems)
        if isinstance(p, Conn):
            return go(p.a, nats, elems) and go(p.b, nats, elems)
        return True

    return go(p, {}, {})


def counts(p: Any) -> tuple[int, int]:
    """(ℕ binders, element binders)."""
    return (sum(isinstance(x, NatQ) for x in walk(p)), sum(isinstance(x, ElemQ) for x in walk(p)))


def dependent(p: Any) -> bool:
    return any(isinstance(x, ElemQ | Char) for x in walk(p))


def constants(p: Any) -> set[int]:
    return {x.b for x in walk(p) if isinstance(x, NatRel) and isinstance(x.b, int)} | \
        {x.c for x in walk(p) if isinstance(x, Char)}


def nat_names(p: Any) -> set[str]:
    out: set[str] = set()
    for x in walk(p):
        if isinstance(x, NatQ):
            out.add(x.var)
        elif isinstance(x, NatRel):
            out |= {x.a} | ({x.b} if isinstance(x.b, str) else set())
        elif isinstance(x, ElemQ):
            out.add(x.sort.var)
        elif isinstance(x, Char):
            out.add(x.var)
    return out


# -- interpretations and exact truth ------------------------------------------------------------


@dataclass(frozen=True)
class Interp:
    """Carrier sizes per type pattern: `tables[pattern][v]` for v ≤ TABLE, the last entry
    beyond (None: infinite), and `ringChar (ZMod v)` likewise from `chars`. `mathlib`:
    Mathlib's own sizes and characteristics instead of tables."""

    label: str
    tables: tuple[tuple[tuple[str, int], tuple[int | None, ...]], ...] = ()
    linked: bool = False  # `Fin (v + 1)` is `Fin` at v + 1
    mathlib: bool = False
    chars: tuple[int, ...] = (0,)

    def char(self, v: int) -> int:
        return v if self.mathlib else self.chars[min(v, len(self.chars) - 1)]

    def size(self, key: tuple[str, int], v: int) -> int | None:
        head, plus = key
        if self.mathlib:
            if head == "ZMod":
                return INF if v + plus == 0 else v + plus
            return v + plus
        if self.linked and plus:
            key, v = (head, 0), v + plus
        table = dict(self.tables).get(key)
        if table is None:
            table = dict(self.tables)[(head, 0)]
        return table[min(v, len(table) - 1)]

    def describe(self) -> str:
        if self.mathlib:
            return "Mathlib's: ZMod 0 = ℤ, |ZMod v| = v, |Fin v| = v, ringChar (ZMod v) = v"
        parts = [f"{h}{' (v + 1)' if p else ''}: " + " ".join(
            "∞" if s is INF else str(s) for s in t) for (h, p), t in self.tables
            if not (self.linked and p)]
        parts.append("ringChar (ZMod v): " + " ".join(map(str, self.chars)))
        return (self.label + ": " if self.label else "") + "; ".join(parts) + \
            (" (Fin (v + 1) = Fin at v + 1)" if self.linked else "") + \
            " (values for v = 0, 1, ..., the last one beyond)"


MATHLIB = Interp("Mathlib", mathlib=True)


def random_interp(rng: random.Random, label: str = "") -> Interp:
    values: tuple[int | None, ...] = (0, 1, 2, 3, INF)
    tables = tuple((k, tuple(rng.choice(values) for _ in range(TABLE + 1))) for k in PATTERNS)
    linked = rng.random() < 0.5
    chars = tuple(rng.choice(CONSTS) for _ in range(TABLE + 1))
    return Interp(label, tables, linked=linked, chars=chars)


def interpretations(p: str, q: str, samples: int = SAMPLES) -> list[Interp]:
    """Mathlib's, the two flat edges (every carrier empty; every carrier one element), then
    seeded random tables (deterministic for the pair's texts)."""
    seed = int.from_bytes(hashlib.sha256(f"{p}\n{q}".encode()).digest()[:8], "big")
    rng = random.Random(seed)
    flat = [Interp(f"every carrier of {s} element(s)",
                   tuple((k, (s,) * (TABLE + 1)) for k in PATTERNS), chars=(s,)) for s in (0, 1)]
    return [MATHLIB, *flat, *(random_interp(rng) for _ in range(samples - 2))]


@dataclass(frozen=True)
class Bounds:
    """What exact evaluation needs: carriers cut to `elems`, ℕ over 0..`nat_max`."""

    elems: int
    nat_max: int

    @staticmethod
    def of(*statements: Any) -> Bounds:
        e = max(1, *(counts(s)[1] for s in statements))
        consts = set().union(*(constants(s) for s in statements))
        k = max(TABLE, e, *consts) if consts else max(TABLE, e)
        r = len(set().union(*(nat_names(s) for s in statements)))
        return Bounds(e, k + max(1, r))


def truth(p: Any, interp: Interp, bounds: Bounds) -> bool:
    """P's exact truth under `interp` (see the module docstring for why the bounds suffice)."""

    def size(sort: Sort, nats: dict[str, int]) -> int:
        s = interp.size(sort.key, nats[sort.var])
        return bounds.elems if s is INF else min(s, bounds.elems)

    def go(p: Any, nats: dict[str, int], elems: dict[str, int]) -> bool:
        if isinstance(p, Bool):
            return p.value
        if isinstance(p, NatRel):
            a = nats[p.a]
            b = nats[p.b] if isinstance(p.b, str) else p.b
            return {"=": a == b, "≠": a != b, "≤": a <= b, "<": a < b}[p.op]
        if isinstance(p, ElemRel):
            return (elems[p.a] == elems[p.b]) == (p.op == "=")
        if isinstance(p, Char):
            a = interp.char(nats[p.var])
            return {"=": a == p.c, "≠": a != p.c, "≤": a <= p.c, "<": a < p.c}[p.op]
        if isinstance(p, Not):
            return not go(p.arg, nats, elems)
        if isinstance(p, Conn):
            a = go(p.a, nats, elems)
            if p.op == "∧":
                return a and go(p.b, nats, elems)
            if p.op == "∨":
                return a or go(p.b, nats, elems)
            if p.op == "→":
                return not a or go(p.b, nats, elems)
            return a == go(p.b, nats, elems)
        if isinstance(p, NatQ):
            vals: Iterator[bool] = (go(p.body, {**nats, p.var: v}, elems)
                                    for v in range(bounds.nat_max + 1))
        else:
            assert isinstance(p, ElemQ)
            vals = (go(p.body, nats, {**elems, p.var: v}) for v in range(size(p.sort, nats)))
        return all(vals) if p.q == "∀" else any(vals)

    return go(p, {}, {})


# -- the generator ------------------------------------------------------------------------------


@dataclass
class Scope:
    nats: list[str] = field(default_factory=list)
    elems: dict[str, tuple[Sort, int]] = field(default_factory=dict)  # name -> (sort, binder)
    binder: dict[str, int] = field(default_factory=dict)  # ℕ name -> its binder's id
    next_id: list[int] = field(default_factory=lambda: [0])

    def with_nat(self, v: str) -> Scope:
        self.next_id[0] += 1
        nats = [*(n for n in self.nats if n != v), v]
        return Scope(nats, dict(self.elems), {**self.binder, v: self.next_id[0]}, self.next_id)

    def with_elem(self, x: str, sort: Sort) -> Scope:
        return Scope(list(self.nats), {**self.elems, x: (sort, self.binder[sort.var])},
                     dict(self.binder), self.next_id)

    def comparable(self) -> list[tuple[str, str]]:
        """Pairs of live elements of one type (the same sort over the same binder)."""
        live = list(self.elems.items())
        return [(a, b) for a, (sa, ia) in live for b, (sb, ib) in live
                if sa.text() == sb.text() and ia == ib]


class DepGen:
    """Statements over dependent sorts, every choice from the chooser."""

    def __init__(self, ch: Chooser) -> None:
        self.ch = ch

    def sort(self, scope: Scope) -> Sort:
        head, plus = pick(self.ch, [("ZMod", 0), ("Fin", 0), ("Fin", 1)])
        return Sort(head, pick(self.ch, scope.nats), plus)

    def fresh_elem(self, scope: Scope, taken: set[str] = frozenset()) -> str:  # type: ignore[assignment]
        free = [x for x in ELEM_NAMES if x not in scope.elems and x not in taken]
        return pick(self.ch, free) if free else pick(self.ch, ELEM_NAMES)

    def nat_name(self, scope: Scope) -> str:
        """A name for a new ℕ binder: fresh mostly, sometimes one in scope (shadowing it)."""
        fresh = [n for n in NAT_NAMES if n not in scope.nats]
        if fresh and not chance(self.ch, 20):
            return pick(self.ch, fresh)
        return pick(self.ch, NAT_NAMES)

    def hypothesis(self, scope: Scope) -> Any:
        v = pick(self.ch, scope.nats)
        others = [n for n in scope.nats if n != v]
        if others and chance(self.ch, 25):
            return NatRel(pick(self.ch, ["=", "≠"]), v, pick(self.ch, others))
        return NatRel(pick(self.ch, ["=", "≤", "≠", "<"]), v, pick(self.ch, CONSTS))

    def card_atom(self, scope: Scope) -> Any:
        """A statement about the size of one sort: at most one element, nonempty (two
        spellings), at least two elements, or their negations."""
        s = self.sort(scope)
        x = self.fresh_elem(scope)
        y = self.fresh_elem(scope, {x})
        shape = pick(self.ch, ["le1", "ne", "ne_neg", "ge2", "le1_neg"])
        if shape == "le1":
            return ElemQ("∀", x, s, ElemQ("∀", y, s, ElemRel("=", x, y)))
        if shape == "ne":
            return ElemQ("∃", x, s, Bool(True))
        if shape == "ne_neg":
            return Not(ElemQ("∀", x, s, Bool(False)))
        if shape == "ge2":
            return ElemQ("∃", x, s, ElemQ("∃", y, s, ElemRel("≠", x, y)))
        return Not(ElemQ("∀", x, s, ElemQ("∀", y, s, ElemRel("=", x, y))))

    def prop(self, scope: Scope, depth: int) -> Any:
        ch = self.ch
        options: list[tuple[int, str]] = [(3, "card"), (2, "hyp"), (1, "char")]
        if scope.comparable():
            options.append((3, "elem_rel"))
        if depth > 0:
            options += [(5, "imp"), (3, "conn"), (1, "not"), (2, "nat_q"), (2, "elem_q")]
        kind = weighted(ch, options)
        if kind == "card":
            return self.card_atom(scope)
        if kind == "hyp":
            return self.hypothesis(scope)
        if kind == "char":
            return Char(pick(ch, scope.nats), pick(ch, ["=", "≠", "≤", "<"]), pick(ch, CONSTS))
        if kind == "elem_rel":
            a, b = pick(ch, scope.comparable())
            return ElemRel(pick(ch, ["=", "≠"]), a, b)
        if kind == "imp":
            return Conn("→", self.prop(scope, 0) if chance(ch, 60) else self.hypothesis(scope),
                        self.prop(scope, depth - 1))
        if kind == "conn":
            return Conn(pick(ch, ["∧", "∨", "↔"]), self.prop(scope, depth - 1),
                        self.prop(scope, depth - 1))
        if kind == "not":
            return Not(self.prop(scope, depth - 1))
        if kind == "nat_q":
            v = self.nat_name(scope)
            return NatQ(pick(ch, ["∀", "∃"]), v, self.prop(scope.with_nat(v), depth - 1))
        s = self.sort(scope)
        x = self.fresh_elem(scope)
        return ElemQ(pick(ch, ["∀", "∃"]), x, s, self.prop(scope.with_elem(x, s), depth - 1))

    def statement(self) -> Any:
        """A ℕ prefix (mostly `∀`, one to three binders), sometimes element binders over the
        prefix's sorts, then a body of depth 1-3."""
        ch = self.ch
        scope = Scope()
        prefix: list[tuple[str, str, Sort | None]] = []
        for _ in range(pick(ch, [1, 2, 2, 3])):
            v = self.nat_name(scope)
            prefix.append((weighted(ch, [(3, "∀"), (1, "∃")]), v, None))
            scope = scope.with_nat(v)
        for _ in range(weighted(ch, [(3, 0), (2, 1), (2, 2)])):
            s = self.sort(scope)
            x = self.fresh_elem(scope)
            prefix.append((weighted(ch, [(3, "∀"), (1, "∃")]), x, s))
            scope = scope.with_elem(x, s)
        body = self.prop(scope, pick(ch, [1, 2, 2, 3]))
        for q, v, srt in reversed(prefix):
            body = NatQ(q, v, body) if srt is None else ElemQ(q, v, srt, body)
        return body


# -- rewrites (meaning kept in every interpretation) and mutations ------------------------------


def rename_bound(p: Any, old: str, new: str, *, types: bool = True) -> Any:
    """Rename the free occurrences of ℕ or element variable `old` in `p` to `new` (fresh);
    `types=False` leaves the sorts' texts as they were (the adversary's renaming)."""
    if isinstance(p, NatRel):
        return NatRel(p.op, new if p.a == old else p.a, new if p.b == old else p.b)
    if isinstance(p, ElemRel):
        return ElemRel(p.op, new if p.a == old else p.a, new if p.b == old else p.b)
    if isinstance(p, Char):
        return replace(p, var=new) if types and p.var == old else p
    if isinstance(p, NatQ):
        return p if p.var == old else replace(p, body=rename_bound(p.body, old, new, types=types))
    if isinstance(p, ElemQ):
        sort = replace(p.sort, var=new) if types and p.sort.var == old else p.sort
        body = p.body if p.var == old else rename_bound(p.body, old, new, types=types)
        return replace(p, sort=sort, body=body)
    if isinstance(p, Not):
        return Not(rename_bound(p.arg, old, new, types=types))
    if isinstance(p, Conn):
        return Conn(p.op, rename_bound(p.a, old, new, types=types),
                    rename_bound(p.b, old, new, types=types))
    return p


def _all_names(p: Any) -> set[str]:
    out = nat_names(p)
    for x in walk(p):
        if isinstance(x, ElemQ):
            out.add(x.var)
        if isinstance(x, ElemRel):
            out |= {x.a, x.b}
    return out


def _binder_free(p: Any, var: str) -> bool:
    """Is the binder's variable absent from `p` (as ℕ or element variable, or in a sort)?"""
    return var not in free_nat(p) and var not in free_elem(p)


def rewrites(n: Any, root: Any) -> list[tuple[str, Any]]:
    """Meaning-preserving rewrites at node `n` (of statement `root`)."""
    out: list[tuple[str, Any]] = []
    names = _all_names(root)
    if isinstance(n, Conn) and n.op in ("∧", "∨", "↔"):
        out.append((f"swap {n.op}", Conn(n.op, n.b, n.a)))
    if isinstance(n, Not) and isinstance(n.arg, Not):
        out.append(("¬¬ removed", n.arg.arg))
    if not isinstance(n, Not):
        out.append(("¬¬ added", Not(Not(n))))
    if isinstance(n, ElemRel | NatRel) and n.op in ("=", "≠") and isinstance(n.b, str):
        out.append(("symmetry", replace(n, a=n.b, b=n.a)))
    if isinstance(n, Conn) and n.op == "→" and isinstance(n.b, NatQ | ElemQ) and \
            n.b.q == "∀" and _binder_free(n.a, n.b.var) and \
            not (isinstance(n.b, NatQ) and n.b.var in _all_names(n.a)):
        out.append(("hypothesis moved under ∀", replace(n.b, body=Conn("→", n.a, n.b.body))))
    if isinstance(n, NatQ | ElemQ) and n.q == "∀" and isinstance(n.body, Conn) and \
            n.body.op == "→" and _binder_free(n.body.a, n.var):
        out.append(("hypothesis moved out of ∀", Conn("→", n.body.a, replace(n, body=n.body.b))))
    if isinstance(n, Conn) and n.op == "→" and isinstance(n.a, Conn) and n.a.op == "∧":
        out.append(("curry", Conn("→", n.a.a, Conn("→", n.a.b, n.b))))
    if isinstance(n, Conn) and n.op == "→" and isinstance(n.b, Conn) and n.b.op == "→":
        out.append(("uncurry", Conn("→", Conn("∧", n.a, n.b.a), n.b.b)))
    if isinstance(n, Not) and isinstance(n.arg, ElemQ) and n.arg.q == "∀" and \
            n.arg.body == Bool(False):
        out.append(("¬∀ False as ∃ True", replace(n.arg, q="∃", body=Bool(True))))
    if isinstance(n, ElemQ) and n.q == "∃" and n.body == Bool(True):
        out.append(("∃ True as ¬∀ False", Not(replace(n, q="∀", body=Bool(False)))))
    if isinstance(n, Not) and isinstance(n.arg, NatQ | ElemQ):
        dual = "∃" if n.arg.q == "∀" else "∀"
        out.append(("¬ pushed through a binder", replace(n.arg, q=dual, body=Not(n.arg.body))))
    if isinstance(n, NatQ | ElemQ) and type(n.body) is type(n) and n.body.q == n.q and \
            n.var != n.body.var and not (isinstance(n.body, ElemQ) and n.body.sort.var == n.var):
        inner = n.body
        out.append(("binders swapped", replace(inner, body=replace(n, body=inner.body))))
    fresh = [v for v in NAT_NAMES + ("j",) if v not in names]
    if fresh and not isinstance(n, NatQ | ElemQ):
        out += [(f"vacuous {q} {fresh[0]}", NatQ(q, fresh[0], n)) for q in ("∃", "∀")]
    if isinstance(n, NatQ | ElemQ):
        pool = NAT_NAMES + ("j",) if isinstance(n, NatQ) else ELEM_NAMES + ("w",)
        for new in pool:
            if new not in names:
                out.append((f"alpha {n.var} ↦ {new}",
                            replace(n, var=new, body=rename_bound(n.body, n.var, new))))
                break
    if isinstance(n, Conn) and n.op == "∧":
        out.append(("∧ True", Conn("∧", n, Bool(True))))
    return out


def mutations(n: Any, root: Any) -> list[tuple[str, Any]]:
    """Changes at node `n` that usually change the meaning (judged, not assumed)."""
    out: list[tuple[str, Any]] = []
    if isinstance(n, NatQ | ElemQ):
        dual = "∃" if n.q == "∀" else "∀"
        out.append((f"{n.q}{n.var} → {dual}{n.var}", replace(n, q=dual)))
    if isinstance(n, NatQ):
        # rename the binder and its ℕ uses, not the types that mention it
        for new in NAT_NAMES:
            if new != n.var and new not in _all_names(n.body):
                out.append((f"{n.var} ↦ {new} outside the types",
                            replace(n, var=new, body=rename_bound(n.body, n.var, new,
                                                                  types=False))))
        # swap the names of two nested ℕ binders, the types left as written
        if isinstance(n.body, NatQ) and n.body.var != n.var:
            a, b = n.var, n.body.var
            body = permute(n.body.body, {a: b, b: a}, types=False)
            out.append((f"prefix {a} {b} renamed {b} {a} (types kept)",
                        NatQ(n.q, b, NatQ(n.body.q, a, body))))
    if isinstance(n, ElemQ):
        for other in sorted(free_nat(root) | {x.var for x in walk(root) if isinstance(x, NatQ)}):
            if other != n.sort.var:
                out.append((f"{n.sort.text()} depends on {other}",
                            replace(n, sort=replace(n.sort, var=other))))
        for head, plus in PATTERNS:
            if (head, plus) != n.sort.key:
                out.append((f"{n.sort.text()} → {Sort(head, n.sort.var, plus).text()}",
                            replace(n, sort=Sort(head, n.sort.var, plus))))
    if isinstance(n, NatRel):
        if isinstance(n.b, int):
            for c in CONSTS:
                if c != n.b:
                    out.append((f"constant {n.b} → {c}", replace(n, b=c)))
        for op in ("=", "≠", "≤", "<"):
            if op != n.op and (isinstance(n.b, int) or op in ("=", "≠")):
                out.append((f"{n.op} → {op}", replace(n, op=op)))
    if isinstance(n, ElemRel):
        out.append((f"{n.op} negated", replace(n, op="≠" if n.op == "=" else "=")))
    if isinstance(n, Char):
        out += [(f"ringChar constant {n.c} → {c}", replace(n, c=c)) for c in CONSTS if c != n.c]
        out += [(f"ringChar {n.op} → {op}", replace(n, op=op)) for op in ("=", "≠", "≤", "<")
                if op != n.op]
        out += [(f"ringChar (ZMod {n.var}) → ringChar (ZMod {v})", replace(n, var=v))
                for v in sorted(nat_names(root)) if v != n.var]
    if not isinstance(n, NatQ):
        # a binder that rebinds a variable some type mentions (shadowing it)
        for v in sorted(free_nat(n)):
            out.append((f"∀ {v} rebinds {v}", NatQ("∀", v, n)))
            out.append((f"∃ {v} rebinds {v}", NatQ("∃", v, n)))
    if isinstance(n, Not):
        out.append(("¬ dropped", n.arg))
    if isinstance(n, Conn):
        for op in ("∧", "∨", "→", "↔"):
            if op != n.op:
                out.append((f"{n.op} → {op}", replace(n, op=op)))
        if n.op == "→":
            out.append(("converse", Conn("→", n.b, n.a)))
    return out


def _one(root: Any, ch: Chooser, cands: Callable[[Any, Any], list[tuple[str, Any]]]
         ) -> tuple[str, Any] | None:
    """One well-typed edit of `root` (the chooser picks the site and the edit)."""
    sites = [(path, label, new) for path in positions(root)
             for label, new in cands(get(root, path), root)]
    sites = [s for s in sites if well_typed(put(root, s[0], s[2]))]
    if not sites:
        return None
    path, label, new = pick(ch, sites)
    return label, put(root, path, new)


# -- pairs ------------------------------------------------------------------------------------

DEP_KINDS = ("dep_rewrite", "dep_mutant", "dep_rename", "dep_shadow")


@dataclass(frozen=True)
class DepPair:
    kind: str
    label: str
    p: str
    q: str
    rewrite: bool  # equivalent under every interpretation by construction
    p_ast: Any
    q_ast: Any


def _small(p: Any) -> bool:
    nats, elems = counts(p)
    return nats <= MAX_NATS and elems <= MAX_ELEMS and dependent(p) and well_typed(p)


def make_dependent_pair(ch: Chooser, kind: str | None = None) -> DepPair | None:
    """One pair of the given kind (or one chosen by weight); None if the draw fails.

    `dep_rewrite`: one to three rewrites that keep the meaning; `dep_mutant`: one mutation,
    sometimes followed by a rewrite; `dep_rename`: the ℕ prefix renamed with the types
    (a rewrite) or without them (a mutation); `dep_shadow`: a binder that rebinds a ℕ
    variable a type mentions, or a vacuous one over a fresh name."""
    kind = kind or weighted(ch, [(4, "dep_rewrite"), (4, "dep_mutant"), (2, "dep_rename"),
                                 (2, "dep_shadow")])
    p = DepGen(ch).statement()
    if not _small(p):
        return None
    labels: list[str] = []
    rewrite = True
    q = p
    if kind == "dep_rewrite":
        for _ in range(ch.int(1, 3)):
            r = _one(q, ch, rewrites)
            if r is None:
                break
            labels.append(r[0])
            q = r[1]
    elif kind == "dep_mutant":
        r = _one(p, ch, mutations)
        if r is None:
            return None
        labels.append(r[0])
        q, rewrite = r[1], False
        if chance(ch, 30) and (r := _one(q, ch, rewrites)) is not None:
            labels.append(r[0])
            q = r[1]
    elif kind == "dep_rename":
        with_types = chance(ch, 50)
        q = _rename_prefix(p, ch, types=with_types)
        labels.append("prefix renamed" + (" with its types" if with_types else
                                          " without its types"))
        rewrite = with_types
    else:
        r = _one(p, ch, _shadows)
        if r is None:
            return None
        labels.append(r[0])
        q, rewrite = r[1], r[0].startswith("vacuous")
    if q == p or not labels or not _small(q):
        return None
    return DepPair(kind, "; ".join(labels), render(p), render(q), rewrite, p, q)


def _rename_prefix(p: Any, ch: Chooser, *, types: bool) -> Any:
    """Every ℕ name renamed by one permutation (the chooser's shuffle), binders and uses
    alike: a renaming of the whole statement, so nothing is captured. With `types=False`
    the sorts keep their texts (`∀ n m, … ZMod n …` as `∀ m n, … ZMod n …`)."""
    pool = sorted(nat_names(p) | set(NAT_NAMES))
    perm = list(pool)
    for i in range(len(perm) - 1, 0, -1):
        j = ch.int(0, i)
        perm[i], perm[j] = perm[j], perm[i]
    return permute(p, dict(zip(pool, perm, strict=True)), types=types)


def permute(p: Any, perm: dict[str, str], *, types: bool = True) -> Any:
    """Rename every ℕ name by `perm` (through the sorts' texts when `types`)."""
    def f(v: str) -> str:
        return perm.get(v, v)

    if isinstance(p, NatRel):
        return NatRel(p.op, f(p.a), f(p.b) if isinstance(p.b, str) else p.b)
    if isinstance(p, Char):
        return replace(p, var=f(p.var)) if types else p
    if isinstance(p, NatQ):
        return NatQ(p.q, f(p.var), permute(p.body, perm, types=types))
    if isinstance(p, ElemQ):
        sort = replace(p.sort, var=f(p.sort.var)) if types else p.sort
        return replace(p, sort=sort, body=permute(p.body, perm, types=types))
    if isinstance(p, Not):
        return Not(permute(p.arg, perm, types=types))
    if isinstance(p, Conn):
        return Conn(p.op, permute(p.a, perm, types=types), permute(p.b, perm, types=types))
    return p


def _shadows(n: Any, root: Any) -> list[tuple[str, Any]]:
    """A ℕ binder put over `n`: rebinding a variable `n` mentions (in a type or a hypothesis),
    or a vacuous one over a name nowhere in the statement."""
    out: list[tuple[str, Any]] = []
    if isinstance(n, NatQ) and n is root:
        return out
    for v in sorted(free_nat(n)):
        for q in ("∀", "∃"):
            out.append((f"{q} {v} rebinds {v}", NatQ(q, v, n)))
    fresh = [v for v in NAT_NAMES if v not in _all_names(root)]
    if fresh:
        for q in ("∀", "∃"):
            out.append((f"vacuous {q} {fresh[0]}", NatQ(q, fresh[0], n)))
    return out


# -- the oracle -----------------------------------------------------------------------------------


@dataclass
class Outcome:
    """P's and Q's truth under each interpretation tried (Mathlib's first)."""

    values: list[tuple[Interp, bool, bool]]

    def differ(self) -> tuple[Interp, bool, bool] | None:
        return next(((i, a, b) for i, a, b in self.values if a != b), None)

    def agree(self) -> tuple[Interp, bool] | None:
        return next(((i, a) for i, a, b in self.values if a == b), None)

    def mathlib(self) -> tuple[bool, bool]:
        i, a, b = self.values[0]
        assert i.mathlib
        return a, b


def evaluate(pr: DepPair, samples: int = SAMPLES) -> Outcome:
    bounds = Bounds.of(pr.p_ast, pr.q_ast)
    return Outcome([(i, truth(pr.p_ast, i, bounds), truth(pr.q_ast, i, bounds))
                    for i in interpretations(pr.p, pr.q, samples)])


def judge(pr: DepPair, r: Any, samples: int = SAMPLES) -> tuple[list[Finding], str]:
    """Findings against one `check(pr.p, pr.q)` result, and what the interpretations say of
    the pair: `differs` under Mathlib's, `differs elsewhere` (under another one only), or
    `agrees` under every one tried."""
    o = evaluate(pr, samples)
    d = o.differ()
    mp, mq = o.mathlib()
    status = "differs" if mp != mq else "differs elsewhere" if d else "agrees"
    out: list[Finding] = []

    def add(kind: str, detail: str) -> None:
        out.append(Finding(kind, pr.p, pr.q, r.verdict, r.method, r.reason, detail,
                           f"{pr.kind}: {pr.label}"))

    if r.method == "error":
        add("checker_error", f"the check raised instead of answering: {r.reason}")
    if pr.rewrite and d is not None:
        i, x, y = d
        add("generator", f"a rewrite that keeps the meaning ({pr.label}) differs under "
            f"{i.describe()}: P is {x}, Q is {y}")
    if r.verdict == "equivalent" and d is not None:
        i, x, y = d
        add("false_vacuous" if r.vacuous else "false_certification",
            f"under {i.describe()} P is {x} and Q is {y}")
    if r.verdict == "not_equivalent":
        if mp == mq:
            add("false_refutation", f"under Mathlib's meaning P and Q are both {mp}")
        elif (a := o.agree()) is not None:
            i, x = a
            add("refutation_by_abstraction",
                f"true of Mathlib, but under {i.describe()} P and Q are both {x}: the "
                "counter-model needs a particular meaning of an opaque sort")
    return out, status


# -- running ------------------------------------------------------------------------------------

FAILING = ("false_certification", "false_vacuous", "false_refutation",
           "refutation_by_abstraction", "checker_error", "generator", "oracle_error")


@dataclass
class DepReport:
    pairs: int = 0
    verdicts: Counter[str] = field(default_factory=Counter)
    by_kind: Counter[str] = field(default_factory=Counter)
    #: (what the interpretations say, the checker's verdict)
    status: Counter[tuple[str, str]] = field(default_factory=Counter)
    vacuous: int = 0
    findings: list[Finding] = field(default_factory=list)

    def failing(self) -> list[Finding]:
        return [f for f in self.findings if f.kind in FAILING]

    def counts(self) -> Counter[str]:
        return Counter(f.kind for f in self.findings)

    def certified(self) -> int:
        """Pairs certified `equivalent` (vacuous or not)."""
        return self.verdicts["equivalent"]


def seeded_dependent_pairs(prefix: str, n: int, kinds: tuple[str, ...] | None = None
                           ) -> list[DepPair]:
    """`n` pairs, pair i drawn from `RandomChooser(f"{prefix}-{i}")` (failed draws skipped)."""
    from gen.run import _seeded

    return _seeded(make_dependent_pair, prefix, n, kinds)


def judge_safely(pr: DepPair, r: Any) -> tuple[list[Finding], str]:
    try:
        return judge(pr, r)
    except Exception as exc:  # a bug in the oracle is a finding, not a crash
        return [Finding("oracle_error", pr.p, pr.q, r.verdict, r.method, r.reason,
                        f"{type(exc).__name__}: {exc}", pr.kind)], "error"


def check_dependent_pairs(pairs: list[DepPair], report: DepReport, *, workers: int = 2,
                          timeout: float = 0.5, progress: Any = None) -> dict[int, Any]:
    """Check every pair through `check_many` (gen.run's loop) and judge every verdict."""
    from gen.run import _checked

    results: dict[int, Any] = {}
    for i, r in _checked(pairs, workers, timeout):  # type: ignore[arg-type]
        results[i] = r
        report.pairs += 1
        report.verdicts[r.verdict] += 1
        report.vacuous += bool(r.verdict == "equivalent" and r.vacuous)
        report.by_kind[pairs[i].kind] += 1
        if progress is not None:
            progress(report)
    for i in range(len(pairs)):
        fs, status = judge_safely(pairs[i], results[i])
        report.findings += fs
        report.status[(status, results[i].verdict)] += 1
    return results


# -- shrinking ------------------------------------------------------------------------------------


def _parts(n: Any) -> list[Any]:
    """Smaller replacements for one node, simplest first."""
    repl: list[Any] = []
    if isinstance(n, Not):
        repl.append(n.arg)
    if isinstance(n, Conn):
        repl += [n.a, n.b]
    if isinstance(n, NatQ | ElemQ):
        repl.append(n.body)
    if isinstance(n, NatRel) and isinstance(n.b, int) and n.b > 1:
        repl += [replace(n, b=0), replace(n, b=1)]
    if isinstance(n, Char) and n.c > 1:
        repl += [replace(n, c=0), replace(n, c=1)]
    if not isinstance(n, Bool):
        repl += [Bool(True), Bool(False)]
    return repl


def smaller(root: Any) -> list[Any]:
    """Well-typed candidates for a smaller statement, smallest first: a proposition replaced
    by one of its parts or by True/False, a binder by its body, a constant made 0 or 1."""
    out = [put(root, path, r) for path in positions(root) for r in _parts(get(root, path))]
    out = [t for t in out if well_typed(t) and len(render(t)) < len(render(root))]
    out.sort(key=lambda t: len(render(t)))
    return out


def smaller_pairs(p: Any, q: Any) -> list[tuple[Any, Any]]:
    """Candidates for a smaller pair: the same edit at the same place on both sides (where
    the two trees have the same shape there, as a rename or a local rewrite leaves them),
    then one side at a time."""
    out: list[tuple[Any, Any]] = []
    qpos = set(positions(q))
    for path in positions(p):
        if path not in qpos:
            continue
        a, b = get(p, path), get(q, path)
        if type(a) is not type(b):
            continue
        for ra, rb in zip(_parts(a), _parts(b), strict=False):
            if type(ra) is type(rb):
                out.append((put(p, path, ra), put(q, path, rb)))
    out = [(a, b) for a, b in out if well_typed(a) and well_typed(b)]
    out.sort(key=lambda ab: len(render(ab[0])) + len(render(ab[1])))
    out += [(c, q) for c in smaller(p)] + [(p, c) for c in smaller(q)]
    return out


def shrink_pair(pr: DepPair, still: Callable[[DepPair], bool], budget: int = 80) -> DepPair:
    """Greedy: replace the pair by a smaller candidate while `still` holds of it."""
    calls, improved = 0, True
    while improved and calls < budget:
        improved = False
        for a, b in smaller_pairs(pr.p_ast, pr.q_ast):
            if calls >= budget:
                break
            if len(render(a)) + len(render(b)) >= len(pr.p) + len(pr.q):
                continue
            c = replace(pr, p_ast=a, q_ast=b, p=render(a), q=render(b))
            calls += 1
            if still(c):
                pr, improved = c, True
                break
    return pr


def shrink_finding(pr: DepPair, f: Finding, *, timeout: float = 0.5,
                   budget: int = 80) -> Finding:
    """The finding on a smaller pair that still shows the same kind of finding."""
    from forminv_lean.formal import check
    from forminv_lean.formal.results import CheckResult

    def checked(c: DepPair) -> Any:
        try:
            return check(c.p, c.q, timeout=timeout)
        except Exception as exc:  # as check_many reports it (a `checker_error` to shrink)
            return CheckResult("unknown", None, False, "error", None, None,
                               f"{type(exc).__name__}: {exc}")

    def hit(c: DepPair) -> Finding | None:
        fs, _ = judge_safely(c, checked(c))
        return next((x for x in fs if x.kind == f.kind), None)

    small = shrink_pair(pr, lambda c: hit(c) is not None, budget)
    if small is pr:
        return f
    found = hit(small)
    return replace(found, label=f.label + " (shrunk)") if found else f


__all__ = ["DEP_KINDS", "DepPair", "DepReport", "Interp", "MATHLIB", "check_dependent_pairs",
           "evaluate", "interpretations", "judge", "make_dependent_pair", "render",
           "seeded_dependent_pairs", "shrink_finding", "truth"]
