"""Pairs for the differential tests, each with how it was made:

* `rewrite`: a statement and a true rewrite of it (order flip, De Morgan, ∀ ↔ ¬∃¬, AC,
  alpha, ≠ ↔ ¬=, double negation, → as ∨, casts distributed over + and *, x^2 = x*x, the
  same term spelled with implicit or explicit casts): must never be `not_equivalent`;
* `mutant`: a statement and one mutation (swap ∀/∃, drop a binder, flip/strengthen a
  relation, move a cast across a truncating operation, change an operator or numeral);
* `shape`: a statement and the same statement with one subterm replaced by a random one
  of the same type; `random`: two random bodies under one binder prefix;
* `wrap`: `∀ b : ℕ, b = 0 ∨ C` against `∀ b : ℕ, b = 0` (or a variant of C), which turns
  the truth of a closed C into a visible pointwise difference;
* `curated_mutant` / `curated_rewrite`: the curated renderings, mutated / rewritten;
* `class_mutant` / `class_rewrite`: type-class statements (shadowed type variables, empty
  types), mutated / rewritten.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from gen import raw
from gen.choose import Chooser, chance, pick, weighted
from gen.classes import ClassGen
from gen.generate import Gen, Scope, _pred_ok, wrap_closed
from gen.syntax import (
    INT,
    NAT,
    RAT,
    REAL,
    Arith,
    Cast,
    Conn,
    Fn,
    Lit,
    Not,
    Pow,
    Quant,
    Rel,
    SetOp,
    Var,
    bound_names,
    free_vars,
    get,
    positions,
    put,
    rename,
    render,
    rewrite,
    rewrite_steps,
    ty_of,
)

REPO = Path(__file__).resolve().parents[3]
CURATED = REPO / "extract" / "curated" / "theorems.toml"


@dataclass(frozen=True)
class Pair:
    kind: str
    label: str
    p: str
    q: str
    rewrite: bool  # q means the same as p by construction
    p_ast: Any = None
    q_ast: Any = None
    p_known: bool | None = None  # truth known by construction (e.g. √2 ∉ ℚ)
    q_known: bool | None = None


@dataclass(frozen=True)
class Statement:
    """One closed statement for `decide`, with what is known about it."""

    kind: str
    text: str
    ast: Any = None
    known: bool | None = None


@lru_cache(maxsize=1)
def curated_truth() -> tuple[tuple[str, bool], ...]:
    """The curated set's renderings (`formal`) with their truth (false for the controls)."""
    data = tomllib.loads(CURATED.read_text("utf-8"))
    return tuple((t["formal"], bool(t["truth"])) for t in data["theorem"] if t.get("formal"))


def curated() -> tuple[str, ...]:
    return tuple(f for f, _t in curated_truth())


# -- rewrites and mutations of the generator's syntax ------------------------------------------

_FLIP = {"<": ">", ">": "<", "≤": "≥", "≥": "≤", "=": "=", "≠": "≠"}
_NEG = {"<": "≥", "≤": ">", ">": "≤", "≥": "<", "=": "≠", "≠": "="}


def ast_rewrites(n: Any, root: Any) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    if isinstance(n, Rel) and n.op in _FLIP:
        out.append(("order_flip", Rel(_FLIP[n.op], n.rhs, n.lhs)))
        out.append(("negated_relation", Not(Rel(_NEG[n.op], n.lhs, n.rhs))))
    if isinstance(n, Not) and isinstance(n.arg, Rel) and n.arg.op in _NEG:
        out.append(("negated_relation", Rel(_NEG[n.arg.op], n.arg.lhs, n.arg.rhs)))
    if isinstance(n, Not) and isinstance(n.arg, Conn) and n.arg.op in ("∧", "∨"):
        dual = "∨" if n.arg.op == "∧" else "∧"
        out.append(("de_morgan", Conn(dual, Not(n.arg.a), Not(n.arg.b))))
    if isinstance(n, Not) and isinstance(n.arg, Not):
        out.append(("double_neg", n.arg.arg))
    if isinstance(n, Conn):
        if n.op in ("∧", "∨", "↔"):
            out.append(("comm", Conn(n.op, n.b, n.a)))
        if n.op in ("∧", "∨"):
            dual = "∨" if n.op == "∧" else "∧"
            out.append(("de_morgan", Not(Conn(dual, Not(n.a), Not(n.b)))))
        if n.op == "→":
            out.append(("imp_or", Conn("∨", Not(n.a), n.b)))
    if isinstance(n, Quant):
        out.append(("quant_dual", Not(replace(n, kind="∃" if n.kind == "∀" else "∀",
                                              body=Not(n.body)))))
        taken = bound_names(root)
        new = next(c for c in (n.var + "'", n.var + "₁", n.var + "₂", "w₀", "w₁") if c not in taken)
        if not any(isinstance(x, Quant) and x.var == n.var for x in _walk(n.body)):
            out.append(("alpha", replace(n, var=new, body=rename(n.body, n.var, new))))
        if len(n.guards) == 1 and _pred_ok(Var(n.var, n.ty), n.guards[0][1], n.body):
            out.append(("binder_pred_style", replace(n, pred=not n.pred)))
        b = n.body
        if isinstance(b, Quant) and b.kind == n.kind and b.var != n.var and \
                n.var not in {v for _op, g in b.guards for v in free_vars(g)}:
            out.append(("quant_swap", replace(b, pred=False,
                                              body=replace(n, pred=False, body=b.body))))
    if isinstance(n, Arith):
        if n.op in ("+", "*"):
            out.append(("comm", Arith(n.op, (n.args[1], n.args[0]), n.ty)))
        if n.op == "-" and n.ty != NAT:
            out.append(("sub_add_neg", Arith("+", (n.args[0], Arith("neg", (n.args[1],), n.ty)),
                                              n.ty)))
    if isinstance(n, Pow):
        if n.exp == 2:
            out.append(("pow_two", Arith("*", (n.base, n.base), n.ty)))
        if n.exp == 1:
            out.append(("pow_one", n.base))
    if isinstance(n, Fn) and n.fn in ("min", "max"):
        out.append(("comm", replace(n, args=(n.args[1], n.args[0]))))
    if isinstance(n, Fn) and n.fn in ("min", "max", "abs"):
        out.append(("expected_type_style", replace(n, sugar=not n.sugar)))
    if isinstance(n, SetOp) and n.op in ("∩", "∪"):
        out.append(("comm", SetOp(n.op, n.b, n.a)))
    if isinstance(n, Cast):
        out.append(("cast_style", replace(n, sugar=not n.sugar)))
        a = n.arg
        if isinstance(a, Arith) and (a.op in ("+", "*") or (a.op in ("-", "neg")
                                                            and a.ty != NAT)):
            out.append(("push_cast", Arith(a.op, tuple(Cast(x, n.ty, n.sugar) for x in a.args),
                                           n.ty)))
        if isinstance(a, Lit):
            out.append(("cast_numeral", Lit(a.value, n.ty)))
    if isinstance(n, Rel) and n.op != "∣":
        out.append(("ascription_style", replace(n, ascribe=not n.ascribe)))
    if isinstance(n, Rel) and n.op == "∣" and ty_of(n.lhs) in (NAT, INT):
        # Nat.dvd_iff_mod_eq_zero / Int.dvd_iff_emod_eq_zero (also for a = 0: b % 0 = b)
        t = ty_of(n.lhs)
        out.append(("dvd_mod", Rel("=", Arith("%", (n.rhs, n.lhs), t), Lit(0, t))))
    return out


def ast_mutations(n: Any, ch: Chooser) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    if isinstance(n, Quant):
        out.append(("swap_quant", replace(n, kind="∃" if n.kind == "∀" else "∀")))
        lit = Lit(pick(ch, [0, 1, 2]), n.ty) if n.ty in (NAT, INT) else Lit(1, n.ty)
        out.append(("drop_binder", _subst(n.body, n.var, lit)))
        if n.guards:
            out.append(("drop_guard", replace(n, guards=n.guards[1:], pred=False)))
            op, b = n.guards[0]
            out.append(("change_guard", replace(n, guards=((_NEG[op] if op in _NEG else op, b),)
                                                + n.guards[1:], pred=False)))
    if isinstance(n, Rel):
        if n.op in ("<", "≤", ">", "≥", "=", "≠"):
            alt = {"<": ["≤", ">"], "≤": ["<", "="], ">": ["≥", "<"], "≥": [">", "="],
                   "=": ["≠", "≤"], "≠": ["=", "<"]}[n.op]
            out.append(("flip_relation", replace(n, op=pick(ch, alt))))
            out.append(("swap_operands", replace(n, lhs=n.rhs, rhs=n.lhs)))
        elif n.op == "∣":
            out.append(("swap_operands", replace(n, lhs=n.rhs, rhs=n.lhs)))
    if isinstance(n, Conn):
        out.append(("change_op", replace(n, op=pick(ch, [o for o in ("∧", "∨", "→", "↔")
                                                         if o != n.op]))))
        out.append(("drop_hypothesis", n.b))
    if isinstance(n, Not):
        out.append(("drop_not", n.arg))
    if isinstance(n, Arith) and n.op != "neg":
        ops = [o for o in ("+", "-", "*", "/") + (("%",) if n.ty in (NAT, INT) else ())
               if o != n.op]
        out.append(("change_op", replace(n, op=pick(ch, ops))))
    if isinstance(n, Fn) and n.fn in ("min", "max"):
        out.append(("change_fn", replace(n, fn="max" if n.fn == "min" else "min")))
    if isinstance(n, Lit):
        out.append(("change_num", Lit(pick(ch, [n.value + 1, max(0, n.value - 1), 0]), n.ty)))
    if isinstance(n, Cast):  # move the cast across the operation below it, or above
        a = n.arg
        if isinstance(a, Arith) and a.op in ("-", "/", "%") and not (a.op == "%" and
                                                                   n.ty in (RAT, REAL)):
            out.append(("move_cast", Arith(a.op, tuple(Cast(x, n.ty, n.sugar) for x in a.args),
                                           n.ty)))
    if isinstance(n, Arith) and n.op in ("-", "/", "%") and \
            all(isinstance(x, Cast) and x.arg.ty == n.args[0].arg.ty for x in n.args) and \
            not (n.op == "%" and n.args[0].arg.ty in (RAT, REAL)):
        src = n.args[0].arg.ty
        out.append(("move_cast", Cast(Arith(n.op, tuple(x.arg for x in n.args), src), n.ty,
                                      sugar=chance(ch, 50))))
    if isinstance(n, SetOp):
        out.append(("change_op", replace(n, op=pick(ch, [o for o in ("∩", "∪", "\\")
                                                         if o != n.op]))))
    return out


def fix_preds(root: Any) -> Any:
    """Write binder predicates out (`∀ x, x > 0 → …`) where Lean could not infer x's type."""
    out = root
    for path in positions(root):
        n = get(out, path)
        if isinstance(n, Quant) and n.pred and not (
                len(n.guards) == 1 and _pred_ok(Var(n.var, n.ty), n.guards[0][1], n.body)):
            out = put(out, path, replace(n, pred=False))
    return out


def _walk(n: Any) -> Any:
    from gen.syntax import walk

    return walk(n)


def _subst(n: Any, name: str, value: Any) -> Any:
    if isinstance(n, Var):
        return value if n.name == name else n
    if isinstance(n, Quant):
        guards = tuple((op, _subst(b, name, value)) for op, b in n.guards)
        return replace(n, guards=guards) if n.var == name else \
            replace(n, guards=guards, body=_subst(n.body, name, value))
    from gen.syntax import SetBuilder, children

    if isinstance(n, SetBuilder) and n.var == name:
        return n
    out = n
    for i, c in enumerate(children(n)):
        rc = _subst(c, name, value)
        if rc is not c:
            out = put(out, (i,), rc)
    return out


# -- pair kinds --------------------------------------------------------------------------------

KINDS = ("rewrite", "mutant", "shape", "random", "wrap", "curated_mutant", "curated_rewrite",
         "class_mutant", "class_rewrite", "alternation", "sets", "rationals", "expected",
         "classes", "guards")
WEIGHTS = {"rewrite": 4, "mutant": 5, "shape": 2, "random": 1, "wrap": 2, "curated_mutant": 3,
           "curated_rewrite": 2, "class_mutant": 1, "class_rewrite": 1, "alternation": 3,
           "sets": 2, "rationals": 2, "expected": 2, "classes": 1, "guards": 3}


def make_pair(ch: Chooser, kind: str | None = None) -> Pair | None:
    """One pair of the given kind (or a kind chosen by weight); None if the draw fails."""
    kind = kind or weighted(ch, [(WEIGHTS[k], k) for k in KINDS])
    g = Gen(ch)
    if kind in FOCUSED:
        return FOCUSED[kind](ch)
    if kind in ("rewrite", "mutant", "shape"):
        p = g.statement(depth=pick(ch, [1, 2, 2, 3]))
        if kind == "rewrite":
            q, labels = rewrite_steps(p, ch, ast_rewrites)
            if not labels:
                return None
            q = fix_preds(q)
            return Pair(kind, "+".join(labels), render(p), render(q), True, p, q)
        if kind == "mutant":
            r = rewrite(p, ch, lambda n: ast_mutations(n, ch))
            if r is None:
                return None
            q = fix_preds(r[1])
            return Pair(kind, r[0], render(p), render(q), False, p, q)
        return _shape(g, p, ch)
    if kind == "random":
        n = ch.int(1, 3)
        prefix = g.statement(depth=0, outer=n)
        p = _replace_body(prefix, g, ch)
        q = _replace_body(prefix, g, ch)
        return Pair(kind, "same prefix", render(p), render(q), False, p, q)
    if kind == "wrap":
        c = g.statement(depth=pick(ch, [1, 2]), outer=pick(ch, [0, 0, 1, 2]))
        if free_vars(c) or "b" in bound_names(c):
            return None
        variant = weighted(ch, [(3, "plain"), (2, "mutant"), (2, "rewrite")])
        p = wrap_closed(c)
        if variant == "plain":
            q: Any = Quant("∀", "b", NAT, Rel("=", Var("b", NAT), Lit(0, NAT)))
            return Pair(kind, "b = 0 ∨ C vs b = 0", render(p), render(q), False, p, q)
        cands = (lambda n: ast_mutations(n, ch)) if variant == "mutant" else \
            (lambda n: ast_rewrites(n, c))
        r = rewrite(c, ch, cands)
        if r is None:
            return None
        q = wrap_closed(fix_preds(r[1]))
        return Pair(kind, f"b = 0 ∨ C, C {variant} {r[0]}", render(p), render(q),
                    variant == "rewrite", p, q)
    if kind in ("curated_mutant", "curated_rewrite"):
        text = pick(ch, curated())
        return _raw_pair(kind, text, ch)
    text = ClassGen(ch).statement()
    return _raw_pair(kind, text, ch)


def _raw_pair(kind: str, text: str, ch: Chooser) -> Pair | None:
    if kind.endswith("mutant"):
        r = raw.mutate(text, ch)
        if r is None:
            return None
        return Pair(kind, r[0], text, r[1], False)
    r = raw.rewrite(text, ch, steps=ch.int(1, 2))
    if r is None:
        return None
    return Pair(kind, r[0], text, r[1], True)


def _shape(g: Gen, p: Any, ch: Chooser) -> Pair | None:
    """Replace one term or proposition of `p` by a fresh random one of the same type."""
    sites = []
    for path in positions(p):
        node = get(p, path)
        if isinstance(node, Arith | Var | Lit | Fn | Pow) and not isinstance(node, Var) or \
                isinstance(node, Rel):
            sites.append(path)
    if not sites:
        return None
    path = pick(ch, sites)
    node = get(p, path)
    scope = Scope(_scope_at(p, path))
    new = g.atom(1, scope) if isinstance(node, Rel) else g.term(ty_of(node), 1, scope)
    q = fix_preds(put(p, path, new))
    return Pair("shape", type(node).__name__, render(p), render(q), False, p, q)


def _scope_at(root: Any, path: tuple[int, ...]) -> list[Var]:
    """The variables bound around the node at `path`."""
    from gen.syntax import SetBuilder, children

    out: list[Var] = []
    n = root
    for i in path:
        if isinstance(n, Quant) and i == 0:  # child 0 is the body; the guards are outside
            out.append(Var(n.var, n.ty))
        if isinstance(n, SetBuilder):
            out.append(Var(n.var, n.elem))
        n = children(n)[i]
    return out


def _replace_body(prefix: Any, g: Gen, ch: Chooser) -> Any:
    sc = Scope([Var(q.var, q.ty) for q in _quants(prefix)])
    return fix_preds(_set_last_body(prefix, g.prop(2, sc)))


def _quants(n: Any) -> list[Quant]:
    out = []
    while isinstance(n, Quant):
        out.append(n)
        n = n.body
    return out


def _set_last_body(n: Any, body: Any) -> Any:
    if isinstance(n, Quant) and isinstance(n.body, Quant):
        return replace(n, body=_set_last_body(n.body, body))
    if isinstance(n, Quant):
        return replace(n, body=body)
    return body


__all__ = ["Pair", "Statement", "make_pair", "make_statement", "KINDS", "curated",
           "curated_truth", "ast_rewrites", "ast_mutations"]


# -- focused pair kinds ----------------------------------------------------------------------

_B0: Any = Quant("∀", "b", NAT, Rel("=", Var("b", NAT), Lit(0, NAT)))


def _variant(ch: Chooser, kind: str, p: Any, *, known: bool | None = None) -> Pair | None:
    """P against a mutant or a true rewrite of it (my syntax), or against its `b = 0` wrap."""
    how = weighted(ch, [(5, "mutant"), (3, "rewrite"), (2, "wrap")])
    if how == "wrap":
        if free_vars(p) or "b" in bound_names(p):
            return None
        return Pair(kind, "b = 0 ∨ C vs b = 0", render(wrap_closed(p)), render(_B0), False,
                    wrap_closed(p), _B0, known, False)
    cands = (lambda n: ast_mutations(n, ch)) if how == "mutant" else \
        (lambda n: ast_rewrites(n, p))
    r = rewrite(p, ch, cands)
    if r is None:
        return None
    q = fix_preds(r[1])
    return Pair(kind, f"{how} {r[0]}", render(p), render(q), how == "rewrite", p, q,
                known, known if how == "rewrite" else None)


def _alternation(ch: Chooser) -> Pair | None:
    from gen.focus import alternation

    p = alternation(ch)
    if chance(ch, 25):  # change one binder's type in the text (ℕ→ℤ, ℚ→ℝ, ...)
        text = render(p)
        r = raw.mutate_only(text, ch, ("change_type",))
        if r is not None:
            return Pair("alternation", r[0], text, r[1], False, p, None)
    return _variant(ch, "alternation", p)


def _sets(ch: Chooser) -> Pair | None:
    from gen.focus import set_statement

    return _variant(ch, "sets", set_statement(ch))


def _rationals(ch: Chooser) -> Pair | None:
    from gen.focus import rational_statement

    seed = ch.int(0, 10**6)
    from gen.choose import RandomChooser

    c, t = rational_statement(RandomChooser(seed), RAT)
    c_r, t_r = rational_statement(RandomChooser(seed), REAL)
    how = pick(ch, ["wrap_b0", "wrap_real", "real", "rewrite", "wrap_true"])
    if how == "wrap_true":
        top: Any = Quant("∀", "b", NAT, Rel("=", Var("b", NAT), Var("b", NAT)))
        return Pair("rationals", "b = 0 ∨ C vs b = b", render(wrap_closed(c)), render(top),
                    False, wrap_closed(c), top, t, True)
    if how == "wrap_b0":
        return Pair("rationals", "b = 0 ∨ C vs b = 0", render(wrap_closed(c)), render(_B0),
                    False, wrap_closed(c), _B0, t, False)
    if how == "wrap_real":
        return Pair("rationals", "b = 0 ∨ C(ℚ) vs b = 0 ∨ C(ℝ)", render(wrap_closed(c)),
                    render(wrap_closed(c_r)), False, wrap_closed(c), wrap_closed(c_r), t, t_r)
    if how == "real":
        return Pair("rationals", "C(ℚ) vs C(ℝ)", render(c), render(c_r), False, c, c_r, t, t_r)
    r = rewrite(c, ch, lambda n: ast_rewrites(n, c))
    if r is None:
        return None
    return Pair("rationals", f"rewrite {r[0]}", render(c), render(fix_preds(r[1])), True, c,
                fix_preds(r[1]), t, t)


def _expected(ch: Chooser) -> Pair | None:
    from gen.focus import expected_type_statement

    return _variant(ch, "expected", expected_type_statement(ch))


def _classes(ch: Chooser) -> Pair | None:
    from gen.focus import class_pair

    label, p, q, same = class_pair(ch)
    return Pair("classes", label, p, q, same)


def _guards(ch: Chooser) -> Pair | None:
    from gen.focus import guard_statement

    return _variant(ch, "guards", guard_statement(ch))


FOCUSED = {"alternation": _alternation, "sets": _sets, "rationals": _rationals,
           "expected": _expected, "classes": _classes, "guards": _guards}


# -- statements for decide -------------------------------------------------------------------

STATEMENT_KINDS = ("random", "alternation", "sets", "rationals", "expected", "curated",
                   "classes", "empty_type", "wrap", "guards")


def make_statement(ch: Chooser, kind: str | None = None) -> Statement | None:
    from gen.focus import (
        alternation,
        empty_type_statement,
        expected_type_statement,
        guard_statement,
        rational_statement,
        set_statement,
        shadow_statement,
    )

    kind = kind or weighted(ch, [(3, "random"), (3, "alternation"), (2, "sets"),
                                 (2, "rationals"), (1, "expected"), (2, "curated"),
                                 (2, "classes"), (1, "empty_type"), (1, "wrap"),
                                 (3, "guards")])
    if kind == "random":
        s = Gen(ch).statement(depth=pick(ch, [1, 2, 3]))
        return Statement(kind, render(s), s)
    if kind == "alternation":
        s = alternation(ch)
        return Statement(kind, render(s), s)
    if kind == "sets":
        s = set_statement(ch)
        return Statement(kind, render(s), s)
    if kind == "rationals":
        s, t = rational_statement(ch, pick(ch, [RAT, RAT, REAL]))
        if chance(ch, 50):
            s = wrap_closed(s)
        return Statement(kind, render(s), s, t)
    if kind == "expected":
        s = expected_type_statement(ch)
        return Statement(kind, render(s), s)
    if kind == "guards":
        s = guard_statement(ch)
        return Statement(kind, render(s), s)
    if kind == "curated":
        text, truth = pick(ch, curated_truth())
        return Statement(kind, text, None, truth)
    if kind == "classes":
        text = shadow_statement(ch) if chance(ch, 40) else ClassGen(ch).statement()
        return Statement(kind, text)
    if kind == "empty_type":
        return Statement(kind, empty_type_statement(ch), None, False)
    c = Gen(ch).statement(depth=2, outer=pick(ch, [0, 1, 2]))
    if free_vars(c) or "b" in bound_names(c):
        return None
    return Statement(kind, render(wrap_closed(c)), wrap_closed(c))
