"""Terms of the issue-23 constructs with their Lean text and an exact reference meaning.

A node (`N`) carries its Lean text (as a function of a renaming of its variables, so an
`∃!` can be expanded by hand with a fresh name) and its value under an environment,
computed here from Lean's definitions — never by the checker's elaborator or evaluator:

* types: ℕ (truncated `-`), ℤ, `ZMod k` (`ZMod 0` is ℤ, else arithmetic mod k), `Fin k`
  (numerals and `+ - *` wrap mod k, `<` compares values), `ℝ≥0` (truncated `-`), and
  `Foo` (an unknown type: its value comes from the interpretation, `Interp.foo`);
* the elaboration rules are the generator's job (gen.cx_streams): a node is built with the
  type Lean gives it, with every coercion an explicit `cast` in the meaning;
* quantifiers range over a finite type, a guard (`∀ x : ℕ, x < k → …`, or an `x < k ∧`
  conjunct of an `∃`/`∃!` body: exact), or all of ℕ. Over all of ℕ a body in the difference fragment
  (variables, numerals, `± c`, `succ`/`pred`, `min`/`max`, comparisons, connectives, depth
  ≤ 2) is decided exactly: by the Ehrenfeucht–Fraïssé bound for (ℕ, <, +c), two values beyond
  `(m + S + 2)·2^(d+1)` (m the largest value in scope, S the sum of numerals, d the
  quantifier depth) satisfy the same formulas, so the search stops there. Other bodies are
  three-valued: a counterexample / witness decides, else the value is None (unknown).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

NAT, INT, NNR, PROP, FOO = "ℕ", "ℤ", "ℝ≥0", "Prop", "Foo"
Ren = Mapping[str, str]
Env = dict[str, Any]
#: search size for a three-valued quantifier over all of ℕ
SAMPLE = 8


@dataclass(frozen=True)
class FooModel:
    """One interpretation of the unknown type `Foo`: numerals, `+`, `*`, `=`, `<`."""

    name: str
    num: Callable[[int], Any]
    add: Callable[[Any, Any], Any]
    mul: Callable[[Any, Any], Any]


FOO_MODELS = (
    FooModel("ℤ", lambda k: k, lambda a, b: a + b, lambda a, b: a * b),
    FooModel("ZMod 1", lambda k: 0, lambda a, b: 0, lambda a, b: 0),
    FooModel("ZMod 2", lambda k: k % 2, lambda a, b: (a + b) % 2, lambda a, b: a * b % 2),
    FooModel("ZMod 3", lambda k: k % 3, lambda a, b: (a + b) % 3, lambda a, b: a * b % 3),
    # no ring: numerals are distinct atoms, + is max, * is min
    FooModel("free", lambda k: k, max, min),
)


@dataclass(frozen=True)
class Interp:
    """What the statement leaves open: the domain of the undeclared `Foo.f` (ℕ or ℤ; Lean
    elaborates its argument there), `Foo.f` itself, and the model of `Foo`."""

    name: str
    dom: str = NAT
    f: Callable[[int], int] = lambda x: x
    foo: FooModel = FOO_MODELS[0]


LEAN = (Interp("lean"),)


def _sign(x: int) -> int:
    return 1 if x < 0 else 0


#: `Foo.f : ℕ → ℕ` and `Foo.f : ℤ → ℤ`, several tables each (the ℤ ones see negatives)
F_INTERPS = tuple(
    Interp(f"Foo.f : {d} → {d} ({lbl})", d, fn)
    for d in (NAT, INT)
    for lbl, fn in (("id", lambda x: x), ("x<0 ↦ 1, else 0", _sign), ("x ↦ x*x", lambda x: x * x),
                    ("x ↦ 2x+1", lambda x: 2 * x + 1), ("0 ↦ 1, else 0", lambda x: int(x == 0)))
    if d == INT or lbl != "x<0 ↦ 1, else 0")
FOO_INTERPS = tuple(Interp(f"Foo := {m.name}", foo=m) for m in FOO_MODELS)


# -- arithmetic by type -------------------------------------------------------------------

def modulus(ty: str) -> int | None:
    """k for `ZMod k` / `Fin k` (0 for ZMod 0 = ℤ), None for other types."""
    for head in ("ZMod ", "Fin "):
        if ty.startswith(head):
            return int(ty[len(head):])
    return None


def norm(ty: str, x: Any) -> Any:
    k = modulus(ty)
    if k:
        return x % k
    if ty == NNR:
        return Fraction(x)
    return x


def lit(ty: str, k: int, it: Interp) -> Any:
    if ty == FOO:
        return it.foo.num(k)
    return norm(ty, k)


def arith(op: str, ty: str, a: Any, b: Any, it: Interp) -> Any:
    if a is None or b is None:
        return None
    if ty == FOO:
        return (it.foo.add if op == "+" else it.foo.mul)(a, b)
    if op == "+":
        r = a + b
    elif op == "*":
        r = a * b
    elif op == "^":
        r = a ** b
    elif op == "-":
        r = max(a - b, 0) if ty in (NAT, NNR) else a - b
    else:
        raise ValueError(op)
    return norm(ty, r)


def cast(src: str, dst: str, x: Any) -> Any:
    """The coercion `↑x : dst` of `x : src` (ℕ into anything, ℤ into ZMod)."""
    if x is None or src == dst:
        return x
    return norm(dst, x)


def compare(op: str, a: Any, b: Any) -> bool | None:
    if a is None or b is None:
        return None
    return {"=": a == b, "≠": a != b, "<": a < b, "≤": a <= b, ">": a > b, "≥": a >= b}[op]


# -- nodes ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class N:
    r: Callable[[Ren], str]
    v: Callable[[Env], Any]
    ty: str
    atom: bool = False
    lin: bool = False  # in the difference fragment (see the module docstring); never by default
    lits: int = 0  # sum of the numerals in it
    depth: int = 0  # quantifier depth
    free: frozenset[str] = field(default_factory=frozenset)

    def text(self, ren: Ren | None = None) -> str:
        return self.r(ren or {})

    def p(self, ren: Ren) -> str:
        """The text, parenthesised unless atomic."""
        t = self.r(ren)
        return t if self.atom else f"({t})"


def join(*ns: N) -> dict[str, Any]:
    """The fields a node built from `ns` inherits (fragment, numerals, depth, free names)."""
    return {"lin": all(n.lin for n in ns), "lits": sum(n.lits for n in ns),
            "depth": max((n.depth for n in ns), default=0),
            "free": frozenset().union(*(n.free for n in ns))}


def var(name: str, ty: str) -> N:
    def v(env: Env) -> Any:  # `$ren`: a textual renaming in force (it may be captured)
        return env[env["$ren"].get(name, name)] if "$ren" in env else env[name]

    return N(lambda ren: ren.get(name, name), v, ty, atom=True, lin=True,
             free=frozenset({name}))


def num(k: int, ty: str, *, ascribe: bool = False) -> N:
    """A numeral at `ty` (its type comes from the tree it is in; `ascribe` writes it
    `(k : ty)`)."""
    return N(lambda ren: f"({k} : {ty})" if ascribe else str(k),
             lambda env: lit(ty, k, env["$I"]), ty, atom=True, lin=True, lits=k)


def op(o: str, a: N, b: N, ty: str) -> N:
    """`a o b` at `ty`. In the difference fragment only as `t ± c` (one side a numeral):
    every affine piece of a fragment term is `x + c` for one variable x."""
    j = join(a, b)
    j["lin"] = o in "+-" and a.lin and b.lin and not (a.free and b.free)
    if o == "^":
        return N(lambda ren: f"{a.p(ren)} ^ {b.r(ren)}", lambda env: arith(
            "^", ty, a.v(env), b.v(env), env["$I"]), ty, **j)
    return N(lambda ren: f"{a.p(ren)} {o} {b.p(ren)}",
             lambda env: arith(o, ty, a.v(env), b.v(env), env["$I"]), ty, **j)


def coe(a: N, dst: str) -> N:
    """`a` coerced to `dst` (the text is `a`'s own: Lean inserts the `↑`)."""
    return N(a.r, lambda env: cast(a.ty, dst, a.v(env)), dst, atom=a.atom, lin=a.lin,
             lits=a.lits, depth=a.depth, free=a.free)


def ascribe(a: N, ty: str) -> N:
    """`(a : ty)`: `a` elaborated at `ty` (the caller built it so)."""
    return N(lambda ren: f"({a.r(ren)} : {ty})", a.v, ty, atom=True, lin=a.lin, lits=a.lits,
             depth=a.depth, free=a.free)


def call(name: str, args: list[N], ty: str, fn: Callable[..., Any], *, lin: bool = False,
         dot: bool = False) -> N:
    """`name a b` (or `a.name` when `dot`), meaning `fn(values…)` (None if any is None)."""
    def r(ren: Ren) -> str:
        if dot:
            return f"{args[0].p(ren)}.{name.rsplit('.', 1)[-1]}"
        return " ".join([name] + [a.p(ren) for a in args])

    def v(env: Env) -> Any:
        xs = [a.v(env) for a in args]
        return None if any(x is None for x in xs) else fn(*xs)

    j = join(*args)
    j["lin"] = lin and j["lin"]
    return N(r, v, ty, atom=dot, **j)


def rel(o: str, a: N, b: N) -> N:
    return N(lambda ren: f"{a.p(ren)} {o} {b.p(ren)}",
             lambda env: compare(o, a.v(env), b.v(env)), PROP, **join(a, b))


def const(b: bool) -> N:
    return N(lambda ren: "True" if b else "False", lambda env: b, PROP, atom=True, lin=True)


def neg(a: N) -> N:
    return N(lambda ren: f"¬{a.p(ren)}", lambda env: None if (x := a.v(env)) is None else not x,
             PROP, atom=True, **join(a))


def conn(o: str, a: N, b: N) -> N:
    def v(env: Env) -> bool | None:
        x, y = a.v(env), b.v(env)
        if o == "∧":
            return False if x is False or y is False else (None if None in (x, y) else True)
        if o == "∨":
            return True if x is True or y is True else (None if None in (x, y) else False)
        if o == "→":
            return True if x is False or y is True else (None if None in (x, y) else False)
        return None if None in (x, y) else x == y  # ↔

    return N(lambda ren: f"{a.p(ren)} {o} {b.p(ren)}", v, PROP, **join(a, b))


def ite(c: N, a: N, b: N, ty: str) -> N:
    def v(env: Env) -> Any:
        x = c.v(env)
        return None if x is None else (a.v(env) if x else b.v(env))

    j = join(c, a, b)
    return N(lambda ren: f"if {c.r(ren)} then {a.r(ren)} else {b.r(ren)}", v, ty, **j)


# -- quantifiers ----------------------------------------------------------------------------

def domain_values(ty: str) -> list[Any] | None:
    """The elements of a finite type, None for an infinite one."""
    k = modulus(ty)
    if k:
        return list(range(k))
    if ty == "Bool":
        return [False, True]
    return None


#: a test sets this above 1 to check that the bound is exact (the verdicts must not change)
BOUND_SCALE = 1


#: above this bound a quantifier over all of ℕ is left three-valued (the search would be slow)
MAX_BOUND = 120


def _bound(body: N, env: Env) -> int:
    m = max((abs(x) for k, x in env.items() if k[0] != "$" and isinstance(x, int)), default=0)
    return (m + body.lits + 2) * 2 ** (body.depth + 1)


def _values(ty: str, guard: int | None, body: N, env: Env) -> tuple[Iterable[Any], bool]:
    """(values to try, whether they decide the quantifier exactly)."""
    fin = domain_values(ty)
    if fin is not None:
        return fin, True
    if guard is not None:
        return range(guard), True
    if ty == NAT and body.lin and body.depth <= 2 and (b := _bound(body, env)) <= MAX_BOUND:
        # one value past the bound: an ∃! whose body holds there has two solutions
        return range(b * BOUND_SCALE + 2), True
    if ty == NAT:
        return range(SAMPLE), False
    if ty == INT:
        return range(-SAMPLE, SAMPLE), False
    return [], False


def quant(q: str, name: str, ty: str, body: N, *, guard: int | None = None,
          in_body_guard: int | None = None, show_ty: bool = True) -> N:
    """`q name : ty, body`, or with `guard` `∀ name : ty, name < guard → body` (never the
    binder predicate `∀ name < guard,`: there Lean takes name's type from the first use that
    fixes it, ℤ in `∀ a < 2, (3 : ℤ) ≤ a + 3`). For `∃` / `∃!`, `in_body_guard = k` says the
    body starts with the conjunct `name < k` (exact range)."""
    g = guard if guard is not None else in_body_guard

    def r(ren: Ren) -> str:
        inner = {**ren, name: name} if name in ren else ren
        head = f"{q} {name}"
        if guard is not None:  # typed: in `∀ a < k,` Lean infers a's type from the body
            sep = "→" if q == "∀" else "∧"
            return f"{head} : {ty}, {name} < {guard} {sep} {body.p(inner)}"
        if show_ty:
            head += f" : {ty}"
        return f"{head}, {body.r(inner)}"

    def v(env: Env) -> bool | None:
        vals, exact = _values(ty, g, body, env)
        unknown, hits = False, 0
        for x in vals:
            env2 = {**env, name: x}
            if name in env.get("$ren", {}):  # a new binder of a renamed name shadows it
                env2["$ren"] = {k: w for k, w in env["$ren"].items() if k != name}
            t = body.v(env2)
            if t is None:
                unknown = True
            elif q == "∀" and not t:
                return False
            elif q == "∃" and t:
                return True
            elif q == "∃!" and t:
                hits += 1
                if hits > 1:
                    return False
        if not exact or unknown:
            return None
        return {"∀": True, "∃": False}.get(q, hits == 1)

    j = join(body)
    j["depth"] = body.depth + (2 if q == "∃!" else 1)  # ∃! x, φ: ∃ x, φ ∧ ∀ y, φ → y = x
    j["free"] = body.free - {name}
    return N(r, v, PROP, **j)


def guarded(name: str, k: int, body: N) -> N:
    """`name < k ∧ body` (the in-body guard of `∃`/`∃!`)."""
    return conn("∧", rel("<", var(name, NAT), num(k, NAT)), body)


def truth(n: N, it: Interp) -> bool | None:
    try:
        return n.v({"$I": it})
    except (ZeroDivisionError, OverflowError, ValueError):
        return None
