"""Generators of pairs over the issue-23 constructs, each side with its reference meaning.

Five streams (`STREAMS`), each drawn through a `Chooser` (simplest choice first):

* `exists_unique`: `∃!` over ℕ (guarded, or over all of ℕ in the difference fragment) and
  `Fin k`, nested binders, names the body already uses (`x'`, `x''`), dotted names
  (`x.succ`, `x.pred`, `p.Prime`), `∃! x y` (Mathlib nests it: `∃! x, ∃! y`);
* `bigop`: `List.sum`/`List.prod` literals, `∑`/`∏ i ∈ Finset.range m`, `Finset.sum`/`prod`,
  `min`/`max`/`if` under an expected type: Lean pushes the type into the arguments
  (`propagateExpectedType`), so `(List.sum [a - b] : ℤ)` sums `↑a - ↑b`; a leaf of a `+ - *`
  tree or a relation is elaborated without one (`binop%`), so there it is ℕ and then cast;
* `numeral`: numerals and `+ - * ^` at `ZMod k` (k = 0 is ℤ), `Fin k`, `ZMod n` / `Fin (n+1)`
  for a bound n, `ℝ≥0` (truncated `-`), and the unknown type `Foo` (judged under several
  models: nothing is known of it);
* `lambda`: `(fun x : T => e) a`, one or two binders, in relations, casts and `∑` bodies;
* `opaque_sub`: the undeclared `Foo.f` applied to ℕ subtraction under `min`/`max`/`if`/a
  list literal/a `∑` body/`succ`: Lean elaborates the argument at `Foo.f`'s unknown domain,
  so each side is judged under both readings (domain ℕ and ℤ) and several tables of `Foo.f`.

A pair is built by one strategy (`Pair.label`): the statement against `True`/`False`; against
its explicit reading (every coercion written as an ascription, every numeral typed, a lambda
β-reduced, an `∃!` expanded with a fresh name: `same`, equivalent by construction); against a
mutant (the context that fixes ℕ, a renaming that captures, another draw).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gen import cx_lang as X
from gen.choose import Chooser, chance, pick, weighted
from gen.cx_lang import FOO, INT, NAT, NNR, PROP, N

EXPLICIT = "$explicit"


# -- choosers that record and replay ----------------------------------------------------------

class Recording:
    """Passes choices through and keeps them (to rebuild the same syntax at another type)."""

    def __init__(self, ch: Chooser) -> None:
        self.ch: Chooser = ch
        self.log: list[int] = []

    def int(self, lo: int, hi: int) -> int:
        k = self.ch.int(lo, hi)
        self.log.append(k)
        return k


class Replay:
    """Replays recorded choices (clamped to the asked range; the lowest once they run out)."""

    def __init__(self, log: list[int]) -> None:
        self.log, self.i = log, 0

    def int(self, lo: int, hi: int) -> int:
        k = self.log[self.i] if self.i < len(self.log) else lo
        self.i += 1
        return min(max(k, lo), hi)


def per_value(ch: Chooser, build: Callable[[Chooser, Any], N], sym: Any, values: list[Any],
              key: Callable[[dict[str, Any]], Any]) -> N:
    """One syntax built at `sym` (its text) and again at each of `values` from the same
    choices (its meaning at `key(env)`): a type that depends on a bound variable or on the
    interpretation. The texts must agree."""
    rec = Recording(ch)
    shown = build(rec, sym)
    built = {v: build(Replay(rec.log), v) for v in values}
    for b in built.values():
        assert b.text() == shown.text() or sym not in values, (b.text(), shown.text())
    return N(shown.r, lambda env: built[key(env)].v(env), shown.ty, atom=shown.atom,
             lin=shown.lin, lits=shown.lits, depth=shown.depth, free=shown.free)


# -- the pair record ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Pair:
    kind: str  # the stream
    label: str  # the strategy
    p: str
    q: str
    interps: tuple[str, ...]
    tp: tuple[bool | None, ...]  # truth of P under each interpretation
    tq: tuple[bool | None, ...]
    exhaustive: bool  # the interpretations are every reading (known equal truths: equivalent)
    same: bool  # equivalent by construction
    pointwise: str | None  # an assignment of the shared ∀-prefix where the bodies differ


Prefix = list[tuple[str, str, int | None]]  # (name, type, guard)


def close(prefix: Prefix, body: N) -> N:
    for name, ty, guard in reversed(prefix):
        body = X.quant("∀", name, ty, body, guard=guard)
    return body


def _pointwise(prefix: Prefix, bp: N, bq: N, interps: tuple[X.Interp, ...]) -> str | None:
    """An assignment where P and Q differ for *every* alignment of their shared ∀-prefix: for
    each k that ends a block (directly nested `∀`s are one block; a guard `x < g →` ends
    one), some values of the first k variables (and an interpretation) under which the rest
    of P and the rest of Q have different known truth values (whichever blocks the checker
    aligned, its pointwise claim is false). The witness of the longest alignment."""
    import itertools

    ranges = [range(g) if g is not None else (X.domain_values(t) or range(4))
              for _, t, g in prefix]
    witness = None
    ends = sorted({i + 1 for i, (_, _, g) in enumerate(prefix) if g is not None} | {len(prefix)})
    for k in ends:
        rp, rq = close(prefix[k:], bp), close(prefix[k:], bq)
        witness = None
        for it in interps:
            for vals in itertools.product(*ranges[:k]):
                env = {"$I": it, **{n: v for (n, _, _), v in zip(prefix, vals, strict=False)}}
                a, b = rp.v(env), rq.v(env)
                if a is not None and b is not None and a != b:
                    witness = ", ".join(f"{n} = {v}" for (n, _, _), v in
                                        zip(prefix, vals, strict=False)) + f" under {it.name}"
                    break
            if witness:
                break
        if witness is None:
            return None
    return witness


def make(kind: str, label: str, prefix: Prefix, bp: N, bq: N, *, same: bool = False,
         interps: tuple[X.Interp, ...] = X.LEAN, explicit_q: bool = False) -> Pair:
    p, q = close(prefix, bp), close(prefix, bq)
    return Pair(kind, label, p.text(), q.text({EXPLICIT: "1"} if explicit_q else None),
                tuple(i.name for i in interps), tuple(X.truth(p, i) for i in interps),
                tuple(X.truth(q, i) for i in interps), interps == X.LEAN, same,
                _pointwise(prefix, bp, bq, interps))


def _const_pair(ch: Chooser, kind: str, prefix: Prefix, body: N,
                interps: tuple[X.Interp, ...] = X.LEAN) -> Pair:
    b = chance(ch, 50)
    return make(kind, f"vs {b}", [], close(prefix, body), X.const(b), interps=interps)


# -- explicit rendering of coercions and numerals ------------------------------------------------

def coe(a: N, dst: str) -> N:
    """`a` coerced to `dst`: Lean inserts `↑`; explicitly `((a : src) : dst)`."""
    if a.ty == dst:
        return a

    def r(ren: X.Ren) -> str:
        if EXPLICIT in ren:
            return f"(({a.r(ren)} : {a.ty}) : {dst})"
        return a.r(ren)

    return N(r, lambda env: X.cast(a.ty, dst, a.v(env)), dst, atom=a.atom,
             lin=a.lin, lits=a.lits, depth=a.depth, free=a.free)


def numeral(k: int, ty: str, *, ascribe: bool = False) -> N:
    def r(ren: X.Ren) -> str:
        return f"({k} : {ty})" if ascribe or EXPLICIT in ren else str(k)

    return N(r, lambda env: X.lit(ty, k, env["$I"]), ty, atom=True, lin=True, lits=k)


# -- arithmetic at an expected type -----------------------------------------------------------

NVARS = ("a", "b", "c")
LAMBDA_VARS = ("x", "y")


def leaf(ch: Chooser, ty: str, pool: tuple[str, ...], depth: int) -> N:
    """A leaf of a `+ - *` tree whose type is `ty`: a ℕ variable (coerced), a numeral, an
    ascription, or an application elaborated without expected type (so at ℕ, then cast)."""
    k = weighted(ch, [(4, "var"), (3, "num"), (1 if depth > 0 else 0, "asc"),
                      (1 if depth > 0 else 0, "asc_nat"), (2 if depth > 0 else 0, "app")])
    if k == "var" and pool:
        name = pick(ch, pool)
        if name in LAMBDA_VARS:  # a binder of the lambda being built: of the tree's type
            return X.var(name, ty)
        return coe(X.var(name, NAT), ty)
    if k == "asc":
        return X.ascribe(expected(ch, ty, pool, depth - 1), ty)
    if k == "asc_nat":
        return coe(X.ascribe(expected(ch, NAT, pool, depth - 1), NAT), ty)
    if k == "app":
        return coe(app(ch, NAT, pool, depth - 1), ty)
    return numeral(ch.int(0, 3), ty)


def tree(ch: Chooser, ty: str, pool: tuple[str, ...], depth: int, ops: str = "+--*") -> N:
    if depth <= 0 or not chance(ch, 70):
        return leaf(ch, ty, pool, depth)
    o = pick(ch, ops)
    return X.op(o, tree(ch, ty, pool, depth - 1, ops), tree(ch, ty, pool, depth - 1, ops), ty)


def _listlit(items: list[N]) -> Callable[[X.Ren], str]:
    return lambda ren: "[" + ", ".join(i.r(ren) for i in items) + "]"


def listop(add: bool, items: list[N], ty: str) -> N:
    """`List.sum [items]` / `List.prod [items]` at `ty` (the items built at `ty`)."""
    name = "List.sum" if add else "List.prod"
    lst = _listlit(items)

    def v(env: X.Env) -> Any:
        acc = X.lit(ty, 0 if add else 1, env["$I"])
        for i in items:
            acc = X.arith("+" if add else "*", ty, acc, i.v(env), env["$I"])
        return acc

    return N(lambda ren: f"{name} {lst(ren)}", v, ty, **{**X.join(*items), "lin": False})


def rangeop(add: bool, notation: bool, bound: N, body: N, ty: str) -> N:
    """`∑ i ∈ Finset.range m, body` (`∏`; or `Finset.sum (Finset.range m) (fun i => body)`)
    at `ty` (the body built at `ty`, with `i : ℕ`)."""
    def v(env: X.Env) -> Any:
        m = bound.v(env)
        acc = X.lit(ty, 0 if add else 1, env["$I"])
        for i in range(m):
            acc = X.arith("+" if add else "*", ty, acc, body.v({**env, "i": i}), env["$I"])
        return acc

    def r(ren: X.Ren) -> str:
        inner = {k: w for k, w in ren.items() if k != "i"}
        if notation:
            sym = "∑" if add else "∏"
            return f"{sym} i ∈ Finset.range {bound.p(ren)}, {body.p(inner)}"
        name = "Finset.sum" if add else "Finset.prod"
        return f"{name} (Finset.range {bound.p(ren)}) (fun i => {body.r(inner)})"

    j = X.join(bound, body)
    j["free"] = j["free"] - {"i"}
    return N(r, v, ty, **{**j, "lin": False})


def app(ch: Chooser, ty: str, pool: tuple[str, ...], depth: int) -> N:
    """An application elaborated at the expected type `ty` (Lean pushes `ty` into it)."""
    k = pick(ch, ("list_sum", "sum", "min", "ite", "list_prod", "prod", "fsum", "fprod",
                  "max", "lam"))
    if k in ("list_sum", "list_prod"):
        items = [expected(ch, ty, pool, depth) for _ in range(ch.int(1, 3))]
        return listop(k == "list_sum", items, ty)
    if k in ("sum", "prod", "fsum", "fprod"):
        bound = coe(X.var(pick(ch, pool), NAT), NAT) if pool and chance(ch, 40) \
            else numeral(ch.int(0, 4), NAT)
        body = expected(ch, ty, pool + ("i",), depth)
        return rangeop(k in ("sum", "fsum"), k in ("sum", "prod"), bound, body, ty)
    if k in ("min", "max") and not ty.startswith("ZMod"):  # (no order on ZMod n)
        a, b = expected(ch, ty, pool, depth), expected(ch, ty, pool, depth)
        return X.call(k, [a, b], ty, min if k == "min" else max, lin=True)
    if k == "ite" and pool:
        c = X.rel(pick(ch, ("<", "≤", "=")), X.var(pick(ch, pool), NAT),
                  X.var(pick(ch, pool), NAT) if chance(ch, 50) else numeral(ch.int(0, 2), NAT))
        return X.ite(c, expected(ch, ty, pool, depth), expected(ch, ty, pool, depth), ty)
    return coe(lam(ch, NAT, pool, depth), ty)


def expected(ch: Chooser, ty: str, pool: tuple[str, ...], depth: int) -> N:
    """A term elaborated against the expected type `ty`."""
    if depth > 0 and chance(ch, 35):
        return app(ch, ty, pool, depth - 1)
    return tree(ch, ty, pool, max(depth, 1))


def lam(ch: Chooser, ty: str, pool: tuple[str, ...], depth: int) -> N:
    """`(fun x : ty => e) arg` (or two binders): the function is elaborated first, its body
    without expected type, so the application has type `ty`; the arguments are at `ty`."""
    names = ("x",) if chance(ch, 60) else ("x", "y")
    body = tree(ch, ty, names, 1)  # leaves: its binders and numerals only
    if not body.free:  # numerals alone: Lean would type the body ℕ (the default), not ty
        body = X.op("+", X.var(names[-1], ty), body, ty)
    return apply_lam(names, ty, body, [expected(ch, ty, pool, 0) for _ in names])


def apply_lam(names: tuple[str, ...], ty: str, body: N, args: list[N]) -> N:
    """`(fun names : ty => body) args` (body and args built at `ty`); explicitly β-reduced."""
    def r(ren: X.Ren) -> str:
        if EXPLICIT in ren:  # β-reduced, every argument ascribed, the body kept at ty
            sub = {**ren, **{n: f"({a.r(ren)} : {ty})" for n, a in zip(names, args, strict=True)}}
            return f"({body.r(sub)} : {ty})"
        inner = {k: v for k, v in ren.items() if k not in names}
        binders = " ".join(names)
        return f"(fun {binders} : {ty} => {body.r(inner)}) " + " ".join(a.p(ren) for a in args)

    def v(env: X.Env) -> Any:
        vals = [a.v(env) for a in args]
        if any(x is None for x in vals):
            return None
        return body.v({**env, **dict(zip(names, vals, strict=True))})

    j = X.join(*args)
    j["lits"] += body.lits
    return N(r, v, ty, **{**j, "lin": False})


# -- stream: big operators and list literals under expected types --------------------------------

def _nat_prefix(ch: Chooser, pool: tuple[str, ...]) -> Prefix:
    if chance(ch, 75):
        g = ch.int(2, 3)
        return [(n, NAT, g) for n in pool]
    return [(n, NAT, None) for n in pool]


def _relation(ch: Chooser, ty: str, pool: tuple[str, ...], depth: int, ordered: bool = True,
              nat_lhs: bool = False) -> N:
    """`(E : ty) ⋈ F` (an ascription fixes the relation's type), or `E ⋈ F` with E an
    application elaborated without expected type and F a `ty` ascription."""
    o = pick(ch, ("=", "≠", "<", "≤", "≥") if ordered else ("=", "≠"))
    if chance(ch, 75):
        at = app if chance(ch, 70) else expected  # mostly an application under the type
        d = depth - 1 if at is app else depth
        if nat_lhs:  # `((E : ℕ) : ty)`: E at ℕ, then cast
            lhs = X.ascribe(coe(X.ascribe(at(ch, NAT, pool, d), NAT), ty), ty)
        else:
            lhs = X.ascribe(at(ch, ty, pool, d), ty)
        rhs = tree(ch, ty, pool, 1)
    else:
        lhs = coe(app(ch, NAT, pool, depth - 1), ty)
        rhs = X.ascribe(expected(ch, ty, pool, 0), ty)
    return X.rel(o, lhs, rhs)


def bigop(ch: Chooser) -> Pair | None:
    pool = NVARS[:ch.int(0, 2)]
    prefix = _nat_prefix(ch, pool)
    ty = weighted(ch, [(6, INT), (1, NAT), (1, "ZMod 3"), (1, NNR)])
    depth = ch.int(1, 2)
    rec = Recording(ch)
    body = _relation(rec, ty, pool, depth, ty not in ("ZMod 3",))
    s = weighted(ch, [(3, "explicit"), (2, "const"), (3, "nat_fixed"), (2, "other")])
    if s == "const":
        return _const_pair(ch, "bigop", prefix, body)
    if s == "explicit":
        return make("bigop", "explicit casts", prefix, body, body, same=True, explicit_q=True)
    if s == "nat_fixed":
        # `((E : ℕ) : ty)` for `(E : ty)`: the reading of a checker that does not push the
        # expected type into E
        alt = _relation(Replay(rec.log), ty, pool, depth, ty not in ("ZMod 3",), nat_lhs=True)
        if alt.text() == body.text():
            return None
        return make("bigop", "E at ℕ, then cast", prefix, body, alt)
    return make("bigop", "other draw", prefix, body, _relation(ch, ty, pool, depth,
                                                                 ty not in ("ZMod 3",)))


# -- stream: lambdas ----------------------------------------------------------------------------

def lambda_stream(ch: Chooser) -> Pair | None:
    pool = NVARS[:ch.int(0, 1)]
    prefix = _nat_prefix(ch, pool)
    ty = pick(ch, (NAT, INT))
    lm = lam(ch, ty, pool, ch.int(1, 2))
    ctx = pick(ch, ("rel", "cast", "sum"))
    if ctx == "rel":
        body = X.rel(pick(ch, ("=", "≠", "<", "≤")), lm, numeral(ch.int(0, 3), ty))
    elif ctx == "cast":
        body = X.rel(pick(ch, ("=", "<", "≤")), X.ascribe(coe(lm, INT), INT), tree(ch, INT, (), 1))
    else:
        m = ch.int(0, 3)
        items = lam(ch, NAT, ("i",), 1)

        def v(env: X.Env) -> Any:
            acc = 0
            for i in range(m):
                x = items.v({**env, "i": i})
                if x is None:
                    return None
                acc += x
            return acc

        s = N(lambda ren: f"∑ i ∈ Finset.range {m}, {items.p(ren)}", v, INT, free=frozenset())
        body = X.rel("=", X.ascribe(s, INT), numeral(ch.int(0, 3), INT))
    s = weighted(ch, [(3, "explicit"), (2, "const"), (2, "other")])
    if s == "const":
        return _const_pair(ch, "lambda", prefix, body)
    if s == "explicit":
        return make("lambda", "β-reduced", prefix, body, body, same=True, explicit_q=True)
    other = X.rel(pick(ch, ("=", "≠", "<", "≤")), lam(ch, ty, pool, 1), numeral(ch.int(0, 3), ty))
    return make("lambda", "other draw", prefix, body, other)


# -- stream: ∃! ----------------------------------------------------------------------------------

EU_NAMES = ("x", "x'", "y", "x''", "h", "p", "n")


def _eu_term(ch: Chooser, ty: str, scope: tuple[str, ...]) -> N:
    v = X.var(pick(ch, scope), ty) if scope else numeral(ch.int(0, 3), ty)
    if ty != NAT:
        return v if chance(ch, 70) else numeral(ch.int(0, 3), ty)
    k = weighted(ch, [(4, "var"), (2, "num"), (1, "succ"), (1, "Nat.succ"), (1, "pred"),
                      (1, "+c"), (1, "-c"), (1, "min")])
    if k == "num":
        return numeral(ch.int(0, 3), NAT)
    if k == "succ":
        return X.call("Nat.succ", [v], NAT, lambda a: a + 1, lin=True, dot=True)
    if k == "Nat.succ":
        return X.call("Nat.succ", [v], NAT, lambda a: a + 1, lin=True)
    if k == "pred":
        return X.call("Nat.pred", [v], NAT, lambda a: max(a - 1, 0), lin=True, dot=True)
    if k in ("+c", "-c"):
        return X.op(k[0], v, numeral(ch.int(1, 2), NAT), NAT)
    if k == "min":
        return X.call("min", [v, numeral(ch.int(0, 3), NAT)], NAT, min, lin=True)
    return v


def _is_prime(n: int) -> bool:
    return n >= 2 and all(n % d for d in range(2, int(n ** 0.5) + 1))


def _eu_atom(ch: Chooser, ty: str, scope: tuple[str, ...]) -> N:
    if ty == NAT and scope and chance(ch, 15):
        v = X.var(pick(ch, scope), NAT)
        if chance(ch, 50):
            return X.call("Nat.Prime", [v], PROP, _is_prime, dot=True)
        return X.call("Even", [v], PROP, lambda a: a % 2 == 0)
    o = pick(ch, ("=", "≤", "<", "≠"))
    a, b = _eu_term(ch, ty, scope), _eu_term(ch, ty, scope)
    if not (a.free or b.free) and ty != NAT:  # numerals alone: the relation is at ℕ
        a, b = numeral(a.lits, NAT), numeral(b.lits, NAT)  # (a Fin term is a var or numeral)
    return X.rel(o, a, b)


def _eu_formula(ch: Chooser, ty: str, scope: tuple[str, ...], depth: int) -> N:
    k = weighted(ch, [(4, "atom"), (2, "conn"), (1, "neg"), (2 if depth > 0 else 0, "quant")])
    if k == "conn":
        return X.conn(pick(ch, ("∧", "∨", "→")), _eu_formula(ch, ty, scope, depth - 1),
                      _eu_formula(ch, ty, scope, depth - 1))
    if k == "neg":
        return X.neg(_eu_formula(ch, ty, scope, depth - 1))
    if k == "quant":
        name = pick(ch, EU_NAMES)
        q = pick(ch, ("∀", "∃", "∃!"))
        body = _eu_formula(ch, ty, scope + (name,), depth - 1)
        return X.quant(q, name, ty, body)
    return _eu_atom(ch, ty, scope)


def _eu_type(ch: Chooser) -> tuple[str, int | None]:
    """(type, in-body guard): ℕ with a guard, ℕ without one, or `Fin k`."""
    k = weighted(ch, [(3, "guard"), (2, "nat"), (2, "fin")])
    if k == "guard":
        return NAT, ch.int(2, 4)
    if k == "fin":
        return f"Fin {ch.int(1, 3)}", None
    return NAT, None


def exists_unique(ch: Chooser) -> Pair | None:
    ty, g = _eu_type(ch)
    name = pick(ch, EU_NAMES)
    two = chance(ch, 15)
    names = (name, "y" if name != "y" else "x") if two else (name,)
    phi = _eu_formula(ch, ty, names, ch.int(0, 2))
    for n in reversed(names):
        if g is not None:
            phi = X.guarded(n, g, phi) if ty == NAT else phi
    stmt = phi
    for n in reversed(names):
        stmt = X.quant("∃!", n, ty, stmt, in_body_guard=g)
    if two:  # `∃! x y : T, φ` is Mathlib's nesting `∃! x, ∃! y, φ`
        inner = phi
        stmt0 = stmt
        stmt = N(lambda ren: f"∃! {names[0]} {names[1]} : {ty}, {inner.r(ren)}", stmt0.v, PROP,
                 lin=stmt0.lin, lits=stmt0.lits, depth=stmt0.depth, free=frozenset())
    s = weighted(ch, [(3, "const"), (3 if not two else 0, "expand"), (2 if not two else 0,
                                                                     "capture"), (1, "other")])
    if s == "const":
        return _const_pair(ch, "exists_unique", [], stmt)
    if s in ("expand", "capture"):
        fresh = "w" if s == "expand" else name + "'"
        uniq = X.quant("∀", fresh, ty, X.conn("→", _renamed(phi, name, fresh),
                                              X.rel("=", X.var(fresh, ty), X.var(name, ty))),
                       in_body_guard=g)
        exp = X.quant("∃", name, ty, X.conn("∧", phi, uniq), in_body_guard=g)
        label = "expanded, fresh name" if s == "expand" else f"expanded, {fresh} (may capture)"
        return make("exists_unique", label, [], stmt, exp, same=s == "expand")
    return make("exists_unique", "other draw", [], stmt, exists_unique_stmt(ch))


def _renamed(phi: N, old: str, new: str) -> N:
    """`phi` with `old` written `new`, textually: an occurrence under a binder of `new` is
    captured, in the text and in the meaning alike (`$ren`, read by `cx_lang.var`)."""
    return N(lambda ren: phi.r({**ren, old: new}),
             lambda env: phi.v({**env, "$ren": {**env.get("$ren", {}), old: new}}), PROP,
             lin=phi.lin, lits=phi.lits,
             depth=phi.depth, free=(phi.free - {old}) | {new})


def exists_unique_stmt(ch: Chooser) -> N:
    ty, g = _eu_type(ch)
    name = pick(ch, EU_NAMES)
    phi = _eu_formula(ch, ty, (name,), ch.int(0, 2))
    if g is not None:
        phi = X.guarded(name, g, phi)
    return X.quant("∃!", name, ty, phi, in_body_guard=g)


# -- stream: numerals at ZMod / Fin / ℝ≥0 / Foo -----------------------------------------------------

def _num_tree(ch: Chooser, ty: str, pool: tuple[str, ...], depth: int, ops: str) -> N:
    if depth <= 0 or not chance(ch, 65):
        if pool and chance(ch, 40):
            return X.var(pick(ch, pool), ty)
        return numeral(ch.int(0, 9), ty)
    o = pick(ch, ops)
    if o == "^":
        return X.op("^", _num_tree(ch, ty, pool, 0, ops), X.num(ch.int(0, 3), NAT), ty)
    return X.op(o, _num_tree(ch, ty, pool, depth - 1, ops), _num_tree(ch, ty, pool, depth - 1, ops),
                ty)


def _num_rel(ch: Chooser, ty: str, pool: tuple[str, ...], ordered: bool, ops: str) -> N:
    """`lhs ⋈ rhs` at `ty`: the first leaf is written `(k : ty)` unless a variable fixes the
    type (binrel% unifies both sides to the largest leaf type)."""
    o = pick(ch, ("=", "≠", "<", "≤") if ordered else ("=", "≠"))
    lhs = _num_tree(ch, ty, pool, ch.int(0, 2), ops)
    rhs = _num_tree(ch, ty, pool, ch.int(0, 1), ops)
    if not (lhs.free or rhs.free):
        lhs = X.op(pick(ch, ops.replace("^", "") or "+"), numeral(ch.int(0, 9), ty, ascribe=True),
                   lhs, ty) if chance(ch, 50) else X.ascribe(lhs, ty)
    return X.rel(o, lhs, rhs)


def _num_type(ch: Chooser) -> tuple[str, bool, str, tuple[X.Interp, ...]]:
    """(type, ordered, operations, interpretations)."""
    k = weighted(ch, [(3, "zmod"), (3, "fin"), (2, "nnr"), (2, "foo")])
    if k == "zmod":
        return f"ZMod {pick(ch, (0, 1, 2, 3, 4, 6))}", False, "+-*^", X.LEAN
    if k == "fin":
        return f"Fin {pick(ch, (1, 2, 3, 5))}", True, "+-*", X.LEAN
    if k == "nnr":
        return NNR, True, "+-*", X.LEAN
    return FOO, False, "+*", X.FOO_INTERPS


def numeral_stream(ch: Chooser) -> Pair | None:
    dep = chance(ch, 20)
    if dep:
        fam = pick(ch, ("ZMod", "Fin"))
        g = ch.int(2, 5)
        sym = "ZMod n" if fam == "ZMod" else "Fin (n + 1)"
        vals = [f"ZMod {n}" if fam == "ZMod" else f"Fin {n + 1}" for n in range(g)]
        ordered = fam == "Fin"

        def build(c: Chooser, ty: Any) -> N:
            return _num_rel(c, ty, (), ordered, "+-*")

        def key(env: dict[str, Any]) -> Any:
            return vals[env["n"]]

        body = per_value(ch, build, sym, vals, key)
        prefix: Prefix = [("n", NAT, g)]
        interps = X.LEAN
        ty = sym
    else:
        ty, ordered, ops, interps = _num_type(ch)
        quantified = X.domain_values(ty) is not None and chance(ch, 40)
        pool = ("x",) if quantified else ()
        body = _num_rel(ch, ty, pool, ordered, ops)
        prefix = [("x", ty, None)] if quantified else []
    s = weighted(ch, [(3, "const"), (2 if ty != FOO else 1, "explicit"), (2, "other")])
    if s == "const":
        return _const_pair(ch, "numeral", prefix, body, interps)
    if s == "explicit":
        return make("numeral", "typed numerals", prefix, body, body, same=True, explicit_q=True,
                    interps=interps)
    if dep:
        other = per_value(ch, build, sym, vals, key)
    else:
        other = _num_rel(ch, ty, pool, ordered, ops)
    return make("numeral", "other draw", prefix, body, other, interps=interps)


# -- stream: an undeclared function over ℕ subtraction ------------------------------------------

SUB_CTX = ("sub", "min", "max", "ite", "list", "sum", "succ", "plus")


def _sub_ctx(ch: Chooser, dom: str, pool: tuple[str, ...]) -> N:
    """A term with an ℕ subtraction, elaborated at `dom` (the domain of `Foo.f`)."""
    a, b = X.var(pick(ch, pool), NAT), X.var(pick(ch, pool), NAT)
    diff = X.op("-", coe(a, dom), coe(b, dom), dom)
    other = pick(ch, (numeral(0, dom), numeral(1, dom), coe(X.var(pick(ch, pool), NAT), dom)))
    k = pick(ch, SUB_CTX)
    if k == "min":
        return X.call("min", [diff, other], dom, min)
    if k == "max":
        return X.call("max", [diff, other], dom, max)
    if k == "ite":
        c = X.rel("<", X.var(pick(ch, pool), NAT), X.var(pick(ch, pool), NAT))
        return X.ite(c, diff, other, dom) if chance(ch, 50) else X.ite(c, other, diff, dom)
    if k == "list":
        items = [diff] + ([other] if chance(ch, 50) else [])
        lst = _listlit(items)
        return N(lambda ren: f"List.sum {lst(ren)}",
                 lambda env: sum(i.v(env) for i in items), dom)
    if k == "sum":
        ib = X.op("-", coe(X.var("i", NAT), dom), coe(b, dom), dom)
        m = pick(ch, (numeral(ch.int(0, 3), NAT), X.var(pick(ch, pool), NAT)))
        return N(lambda ren: f"∑ i ∈ Finset.range {m.p(ren)}, {ib.p(ren)}",
                 lambda env: sum(ib.v({**env, "i": i}) for i in range(m.v(env))), dom)
    if k == "succ":  # `(a - b).succ` is ℕ whatever the domain: elaborated, then cast
        nd = X.op("-", a, b, NAT)
        return coe(X.call("Nat.succ", [nd], NAT, lambda x: x + 1, dot=True), dom)
    if k == "plus":
        return X.op("+", diff, other, dom)
    return diff


def _f(arg: N, dom: str) -> N:
    return N(lambda ren: f"Foo.f {arg.p(ren)}",
             lambda env: None if (x := arg.v(env)) is None else env["$I"].f(x), dom,
             free=arg.free)


def _opaque_body(ch: Chooser, dom: str, pool: tuple[str, ...], fix: bool = False) -> N:
    """`Foo.f C ⋈ …`; `fix` writes `Foo.f (C : ℕ)` (C at ℕ, then cast to the domain)."""
    if fix:
        lhs = _f(coe(X.ascribe(_sub_ctx(ch, NAT, pool), NAT), dom), dom)
    else:
        lhs = _f(_sub_ctx(ch, dom, pool), dom)
    k = pick(ch, ("f_var", "f_ctx", "num"))
    if k == "f_var":
        rhs = _f(coe(X.var(pick(ch, pool), NAT), dom), dom)
    elif k == "f_ctx":
        rhs = _f(_sub_ctx(ch, dom, pool), dom)
    else:
        rhs = numeral(ch.int(0, 1), dom)
    return X.rel(pick(ch, ("=", "≤")), lhs, rhs)


def opaque_sub(ch: Chooser) -> Pair | None:
    pool = NVARS[:ch.int(1, 2) + 1][:2]
    prefix = _nat_prefix(ch, pool)

    def key(env: dict[str, Any]) -> str:
        return env["$I"].dom

    def build(c: Chooser, dom: Any) -> N:
        return _opaque_body(c, dom, pool)

    rec = Recording(ch)
    body = per_value(rec, build, NAT, [NAT, INT], key)
    s = weighted(ch, [(3, "nat_fixed"), (3, "other"), (1, "swap"), (1, "const")])
    if s == "const":
        return _const_pair(ch, "opaque_sub", prefix, body, X.F_INTERPS)
    if s == "swap":
        sw = N(lambda ren: _swap(body.r(ren)), body.v, PROP, free=body.free)
        return make("opaque_sub", "sides swapped", prefix, body, sw, same=True,
                    interps=X.F_INTERPS) if " = " in body.text() else None
    if s == "nat_fixed":  # `Foo.f (C : ℕ)`: what a checker that fixes ℕ reads `Foo.f C` as
        def fixed(c: Chooser, dom: Any) -> N:
            return _opaque_body(c, dom, pool, fix=True)

        alt = per_value(Replay(rec.log), fixed, NAT, [NAT, INT], key)
        return make("opaque_sub", "vs C fixed at ℕ", prefix, body, alt, interps=X.F_INTERPS)
    other = per_value(ch, build, NAT, [NAT, INT], key)
    return make("opaque_sub", "other draw", prefix, body, other, interps=X.F_INTERPS)


def _swap(t: str) -> str:
    lhs, _, rhs = t.partition(" = ")
    return f"{rhs} = {lhs}"


STREAMS: dict[str, Callable[[Chooser], Pair | None]] = {
    "exists_unique": exists_unique,
    "bigop": bigop,
    "numeral": numeral_stream,
    "lambda": lambda_stream,
    "opaque_sub": opaque_sub,
}
