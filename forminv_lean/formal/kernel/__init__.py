"""The trusted core: theorems are values that only the rules in this module can make.

LCF style. Proof *search* (normal forms with polynomials, compositional proofs, bounded
search, finite models, any Z3 query) lives outside; an `equivalent` or `proved` verdict leaves
the checker only with a `Thm` whose statement is exactly the claim, and a `not_equivalent` or
`refuted` verdict only with a `Thm` of the negated claim (see `checker.py`). What must be right
for a certification to be right is therefore only:

* this module's rules (each states its side conditions and why it is sound);
* the trusted normal form (`kernel/normal.py`: a list of rewrites valid in Lean);
* the audited Z3 encoder (`z3_backend.py`: ℕ non-negative, ℚ as integer pairs, possibly-empty
  types, extensional sets, Lean's edge cases) and Z3 itself;
* the exact evaluator (`exact.py`, `semantics.py`: Lean's arithmetic on ground values);
* the elaborator, which gives the text its meaning (`elaboration.py`): outside the kernel's
  reach, tested against Lean's rules.

A `Thm(ctx ⊢ φ)` means: for every value of the variables in `ctx` (of their types) and every
structure on `ctx`'s type variables satisfying their classes — empty carriers included —
`φ` holds in Lean. Statements are typed terms (`terms.Term`); comparisons are by `key`.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from forminv_lean.formal.kernel.normal import normal_form, rename_tvar, unfold
from forminv_lean.formal.meaning.signature import class_closure
from forminv_lean.formal.meaning.terms import (
    FALSE,
    TRUE,
    Term,
    bound_names,
    free_vars,
    hidden_names,
    key,
    mk,
    num,
    subst,
    var,
)
from forminv_lean.formal.meaning.types import NAT, Ty

_TOKEN = object()
MAX_TAUT_ATOMS = 12


class KernelError(Exception):
    """A rule's side condition failed: the step is not a proof."""


@dataclass(frozen=True)
class Ctx:
    """Universally bound variables (name, type) and type variables with their classes."""

    vars: tuple[tuple[str, Ty], ...] = ()
    tclasses: tuple[tuple[str, frozenset[str]], ...] = ()

    @property
    def tmap(self) -> dict[str, frozenset[str]]:
        return dict(self.tclasses)

    def extend(self, more: list[tuple[str, Ty]]) -> Ctx:
        names = {n for n, _ in self.vars}
        for n, _ in more:
            if n in names:
                raise KernelError(f"variable {n} already in the context")
        return Ctx(self.vars + tuple(more), self.tclasses)


EMPTY = Ctx()


class Thm:
    """`ctx ⊢ prop`, made only by the rules below (`how` names the rules used)."""

    __slots__ = ("ctx", "prop", "how")

    def __init__(self, token: object, ctx: Ctx, prop: Term, how: str) -> None:
        if token is not _TOKEN:
            raise TypeError("theorems are made by the kernel's rules only")
        self.ctx, self.prop, self.how = ctx, prop, how

    def __repr__(self) -> str:
        return f"Thm({self.how}: {self.prop})"


def _thm(ctx: Ctx, prop: Term, how: str) -> Thm:
    _well_formed(prop, ctx)
    return Thm(_TOKEN, ctx, prop, how)


def _tvars_of(ty: Ty) -> set[str]:
    if ty.head == "var":
        return {ty.name}
    out: set[str] = set()
    for a in ty.args:
        out |= _tvars_of(a)
    return out


def _well_formed(t: Term, ctx: Ctx) -> None:
    """Every free variable is in the context with its type; every type variable is bound."""
    types = dict(ctx.vars)
    for n, ty in free_vars(t).items():
        if n not in types:
            raise KernelError(f"free variable {n} is not in the context")
        if types[n] != ty:
            raise KernelError(f"variable {n} used at {ty}, bound at {types[n]}")
    bound = set(ctx.tmap)

    def go(u: Term, tb: frozenset[str]) -> None:
        inner = tb | {u.name} if u.op == "tforall" else tb
        for ty in (u.ty, u.bty):
            if ty is not None and not _tvars_of(ty) <= inner:
                raise KernelError(f"type variable {sorted(_tvars_of(ty) - inner)[0]} unbound")
        for a in u.args:
            go(a, inner)

    go(t, frozenset(bound))
    _fixed_dependencies(t, ctx)


def _fixed_dependencies(t: Term, ctx: Ctx) -> None:
    """A type or opaque name that mentions a variable (`x : ZMod n`, `ringChar (ZMod n)`)
    depends on it, and that dependency is kept as text, out of reach of substitution,
    renaming and the quantifier rewrites. Sound only when the variable is fixed: it must be a
    context variable, never bound again inside `t`. (`∃ n, ∀ x y : ZMod n, x = y` and
    `∀ n, ∀ x y : ZMod n, x = y` are not equivalent, yet with `ZMod n` as one sort they
    would be.)"""
    fixed = {n for n, _ in ctx.vars} | set(ctx.tmap)
    inner = bound_names(t)
    names = fixed | inner | set(free_vars(t))
    for n in sorted(hidden_names(t) & names):
        if n not in fixed or n in inner:
            raise KernelError(f"a type or opaque name depends on {n}, which is not fixed by "
                              "the context")


def _same(a: Term, b: Term) -> bool:
    return key(a) == key(b)


# -- statements split into an outer ∀-prefix and a body -----------------------------------------

@dataclass
class Prefix:
    """A statement split into its leading binders and the body under them, with the context they
    bind."""

    ctx: Ctx
    body: Term
    binders: list[Term] = field(default_factory=list)


def prefix(t: Term) -> Prefix:
    """The outer `∀` prefix (value and type binders) of a closed statement, as a context."""
    vars_: list[tuple[str, Ty]] = []
    tcl: list[tuple[str, frozenset[str]]] = []
    binders: list[Term] = []
    seen: set[str] = set()
    while t.op in ("forall", "tforall"):
        if t.name in seen:  # a shadowed prefix name: keep it inside the body
            break
        seen.add(t.name)
        binders.append(t)
        if t.op == "tforall":
            tcl.append((t.name, class_closure(t.classes)))
        else:
            vars_.append((t.name, t.bty or NAT))
        t = t.args[0]
    return Prefix(Ctx(tuple(vars_), tuple(tcl)), t, binders)


def align(pq: Prefix, qq: Prefix, mapping: dict[str, str]) -> Term:
    """Q's body with Q's prefix names renamed to P's by `mapping` (checked to be a
    type-respecting bijection between the two prefixes, type variables with equal classes)."""
    pv, qv = dict(pq.ctx.vars), dict(qq.ctx.vars)
    pt, qt = pq.ctx.tmap, qq.ctx.tmap
    if set(mapping) != set(qv) | set(qt):
        raise KernelError("the alignment does not cover Q's prefix")
    if sorted(mapping.values()) != sorted(set(pv) | set(pt)) or \
            len(set(mapping.values())) != len(mapping):
        raise KernelError("the alignment is not a bijection onto P's prefix")
    tmap = {q: p for q, p in mapping.items() if q in qt}
    for q, p in tmap.items():
        if p not in pt or pt[p] != qt[q]:
            raise KernelError(f"type variable {q} aligned with {p} of other classes")
    body = qq.body
    for old in tmap:  # rename simultaneously through a reserved prefix
        body = rename_tvar(body, old, "\u0000" + old)
    for old, new in tmap.items():
        body = rename_tvar(body, "\u0000" + old, new)

    def rty(ty: Ty) -> Ty:
        if ty.head == "var" and ty.name in tmap:
            return Ty("var", (), tmap[ty.name])
        return Ty(ty.head, tuple(rty(a) for a in ty.args), ty.name) if ty.args else ty

    vmap: dict[str, Term] = {}
    for q, ty in qv.items():
        p = mapping[q]
        if p not in pv or pv[p] != rty(ty):
            raise KernelError(f"variable {q} aligned with {p} of another type")
        vmap[q] = var(p, pv[p])
    return subst(body, vmap)


# -- rules: equivalence ---------------------------------------------------------------------------

def nf_iff(a: Term, b: Term, ctx: Ctx, *, definitions: bool = False,
           collapse: bool = False) -> Thm:
    """Identical trusted normal forms: `ctx ⊢ a ↔ b`."""
    tc = ctx.tmap
    na = normal_form(a, tc, collapse=collapse, definitions=definitions)[0]
    nb = normal_form(b, tc, collapse=collapse, definitions=definitions)[0]
    if not _same(na, nb):
        raise KernelError("normal forms differ")
    return _thm(ctx, mk("iff", a, b), "normal_form" + ("+definitions" if definitions else ""))


def nf_true(a: Term, ctx: Ctx, *, definitions: bool = False) -> Thm:
    """The trusted normal form is `True`: `ctx ⊢ a`."""
    if normal_form(a, ctx.tmap, definitions=definitions)[0] != TRUE:
        raise KernelError("the normal form is not True")
    return _thm(ctx, a, "normal_form")


def _atoms(t: Term, out: dict[str, Term]) -> None:
    if t.op in ("not", "and", "or", "imp", "iff"):
        for x in t.args:
            _atoms(x, out)
    elif t.op not in ("true", "false"):
        out.setdefault(key(t), t)


def _truth(t: Term, val: dict[str, bool]) -> bool:
    op = t.op
    if op == "true":
        return True
    if op == "false":
        return False
    if op == "not":
        return not _truth(t.args[0], val)
    if op == "and":
        return _truth(t.args[0], val) and _truth(t.args[1], val)
    if op == "or":
        return _truth(t.args[0], val) or _truth(t.args[1], val)
    if op == "imp":
        return (not _truth(t.args[0], val)) or _truth(t.args[1], val)
    if op == "iff":
        return _truth(t.args[0], val) == _truth(t.args[1], val)
    return val[key(t)]


def taut_iff(a: Term, b: Term, ctx: Ctx) -> Thm:
    """After trusted normalisation, `a ↔ b` is a propositional tautology over its atoms
    (maximal non-connective subformulas, compared by key): `ctx ⊢ a ↔ b`."""
    tc = ctx.tmap
    na = normal_form(a, tc, collapse=False)[0]
    nb = normal_form(b, tc, collapse=False)[0]
    found: dict[str, Term] = {}
    _atoms(na, found)
    _atoms(nb, found)
    if len(found) > MAX_TAUT_ATOMS:
        raise KernelError("too many atoms for a truth table")
    ks = sorted(found)
    for bits in itertools.product((False, True), repeat=len(ks)):
        val = dict(zip(ks, bits, strict=True))
        if _truth(na, val) != _truth(nb, val):
            raise KernelError("not a propositional tautology")
    return _thm(ctx, mk("iff", a, b), "propositional")


def smt(goal: Term, ctx: Ctx, level: str, timeout_ms: int) -> Thm | Any:
    """Z3 proves `goal` valid through the audited encoder: `ctx ⊢ goal`.

    Returns the `Thm`, or the solver's `Outcome` when it did not prove it."""
    from forminv_lean.formal.kernel.encoder import solve
    from forminv_lean.formal.kernel.query import Query
    from forminv_lean.formal.pool import run_query

    _well_formed(goal, ctx)
    out = run_query(Query(goal, ctx.vars, ctx.tclasses, level, timeout_ms, "valid"), solve)
    if out.status != "proved":
        return out
    return Thm(_TOKEN, ctx, goal, f"smt@{level}")


def iff_intro(ab: Thm, ba: Thm) -> Thm:
    """From `a → b` and `b → a` (same context): `a ↔ b`."""
    if ab.ctx != ba.ctx or ab.prop.op != "imp" or ba.prop.op != "imp":
        raise KernelError("iff_intro needs two implications in one context")
    a, b = ab.prop.args
    if not (_same(ba.prop.args[0], b) and _same(ba.prop.args[1], a)):
        raise KernelError("the implications are not converse")
    return Thm(_TOKEN, ab.ctx, mk("iff", a, b), f"{ab.how}+{ba.how}")


def iff_of_truths(p: Thm, q: Thm) -> Thm:
    """Two closed truths, or two closed falsehoods (`⊢ ¬P`, `⊢ ¬Q`): `⊢ P ↔ Q`."""
    if p.ctx != EMPTY or q.ctx != EMPTY:
        raise KernelError("iff_of_truths needs closed theorems")
    if p.prop.op == "not" and q.prop.op == "not":
        return _thm(EMPTY, mk("iff", p.prop.args[0], q.prop.args[0]), "both_false")
    return _thm(EMPTY, mk("iff", p.prop, q.prop), "both_true")


def specialise(thm: Thm, mapping: dict[str, Term]) -> Thm:
    """From `ctx, g : T ⊢ φ` and terms `t : T` over `ctx`: `ctx ⊢ φ[g := t]` (instantiation
    of a universally bound variable; Lean's terms are total, so every `t` denotes a value)."""
    types = dict(thm.ctx.vars)
    rest = tuple((n, ty) for n, ty in thm.ctx.vars if n not in mapping)
    ctx = Ctx(rest, thm.ctx.tclasses)
    for g, t in mapping.items():
        if g not in types:
            raise KernelError(f"{g} is not bound in the theorem")
        if t.ty != types[g]:
            raise KernelError(f"{g} : {types[g]} instantiated by a term of type {t.ty}")
        _well_formed(t, ctx)
    return _thm(ctx, subst(thm.prop, mapping), thm.how + "+instantiated")


def close_iff(thm: Thm, p: Term, q: Term, mapping: dict[str, str]) -> Thm:
    """From `Γ ⊢ Pbody ↔ Qbody[σ]`, Γ = P's outer ∀-prefix and σ a type-respecting bijection
    from Q's prefix onto P's: `⊢ P ↔ Q` (pointwise equivalence implies closed equivalence)."""
    pp, qq = prefix(p), prefix(q)
    if thm.ctx != pp.ctx:
        raise KernelError("the theorem's context is not P's prefix")
    # A dependency (`x : ZMod n`, `[Algebra R A]`) must name a prefix variable, never bound
    # again inside, and Q's must be aligned with itself, in its body and in its prefix's own
    # types (`∀ m n, ∀ y : Fin m, …`): `align` renames and compares types as text, so a
    # renamed `m` would make Q's `Fin m` mean P's `n`.
    for side in (pp, qq):
        rebound = sorted(hidden_names(side.body) & bound_names(side.body))
        if rebound:
            raise KernelError(f"a type or opaque name depends on {rebound[0]}, which is bound "
                              "again inside")
    q_prefix = {n for n, _ in qq.ctx.vars} | set(qq.ctx.tmap)
    in_body = hidden_names(qq.body)
    for n in sorted(hidden_names(q) & q_prefix):
        if mapping.get(n) != n:
            where = "a type or opaque name" if n in in_body else "a type in Q's prefix"
            raise KernelError(f"{where} depends on {n}, which the alignment does not keep "
                              "fixed")
    qb = align(pp, qq, mapping)
    if thm.prop.op != "iff" or not _same(thm.prop.args[0], pp.body) \
            or not _same(thm.prop.args[1], qb):
        raise KernelError("the theorem is not the aligned pointwise equivalence")
    return Thm(_TOKEN, EMPTY, mk("iff", p, q), thm.how + "+pointwise")


def close_forall(thm: Thm, p: Term) -> Thm:
    """From `Γ ⊢ body` with `P = ∀ Γ, body`: `⊢ P`."""
    pp = prefix(p)
    if thm.ctx != pp.ctx or not _same(thm.prop, pp.body):
        raise KernelError("the theorem is not P's body over P's prefix")
    return Thm(_TOKEN, EMPTY, p, thm.how + "+generalised")


# -- rules: exact evaluation ------------------------------------------------------------------------

def _value_ok(v: Any, ty: Ty) -> bool:
    from forminv_lean.formal.meaning.exact import FSet

    h = ty.head
    if h == "ℕ":
        return isinstance(v, int) and not isinstance(v, bool) and v >= 0
    if h == "ℤ":
        return isinstance(v, int) and not isinstance(v, bool)
    if h == "ℚ":
        return isinstance(v, int | Fraction) and not isinstance(v, bool)
    if h == "ℝ":
        return isinstance(v, int | Fraction) and not isinstance(v, bool)
    if h == "Prop":
        return isinstance(v, bool)
    if h == "Set":
        return isinstance(v, FSet) and all(_value_ok(x, ty.args[0]) for x in v.elems)
    return False


def _literal(v: Any, ty: Ty) -> Term:
    if isinstance(v, bool):
        return TRUE if v else FALSE
    return num(v, ty)


def ground(body: Term, env: dict[str, Any], vars_: tuple[tuple[str, Ty], ...]) -> Term | None:
    """`body` with numbers and truth values substituted for the variables (None if a value
    has no literal: sets, algebraic reals)."""
    m: dict[str, Term] = {}
    for n, ty in vars_:
        v = env.get(n)
        if not _value_ok(v, ty) or ty.head == "Set":
            return None
        m[n] = _literal(v, ty)
    return subst(body, m)


def evaluate(t: Term, ctx: Ctx, env: dict[str, Any], structures: Any = None) -> bool | None:
    """Exact value of `t` at `env` (every context variable assigned a value of its type)."""
    from forminv_lean.formal.meaning.exact import Evaluator

    for n, ty in ctx.vars:
        if n not in env:
            raise KernelError(f"no value for {n}")
        if ty.head == "var":
            st = (structures or {}).get(ty.name)
            v = env[n]
            if st is None or not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < st.n:
                raise KernelError(f"{v!r} is not an element of the structure on {ty.name}")
        elif not _value_ok(env[n], ty):
            raise KernelError(f"{env[n]!r} is not a value of {ty}")
    return Evaluator(structures=structures).prop(t, env)


def eval_closed(t: Term) -> Thm:
    """A closed statement without type variables that evaluates exactly: `⊢ t` or `⊢ ¬t`."""
    v = evaluate(t, EMPTY, {})
    if v is None:
        raise KernelError("not decided by exact evaluation")
    return _thm(EMPTY, t if v else mk("not", t), "exact_evaluation")


def eval_instance(p: Term, env: dict[str, Any]) -> Thm:
    """P's body is exactly False at an assignment of P's ∀-prefix: `⊢ ¬P`; or, for
    `P = ∃ x̄, body`, exactly True at an assignment of the ∃-prefix: `⊢ P`."""
    if p.op == "exists":
        vars_: list[tuple[str, Ty]] = []
        t = p
        while t.op == "exists":
            vars_.append((t.name, t.bty or NAT))
            t = t.args[0]
        if len({n for n, _ in vars_}) != len(vars_):
            raise KernelError("shadowed ∃ prefix")
        if evaluate(t, Ctx(tuple(vars_)), env) is not True:
            raise KernelError("the witness does not make the body true")
        return _thm(EMPTY, p, "witness")
    pp = prefix(p)
    if pp.ctx.tclasses:
        raise KernelError("type variables need a finite structure")
    if evaluate(pp.body, pp.ctx, env) is not False:
        raise KernelError("the assignment does not falsify the body")
    return _thm(EMPTY, mk("not", p), "counterexample")


def _structures_ok(pp: Prefix, structures: dict[str, Any]) -> None:
    from forminv_lean.formal.meaning.axioms import class_axioms
    from forminv_lean.formal.meaning.exact import Evaluator

    if set(structures) != set(pp.ctx.tmap):
        raise KernelError("a structure for each type variable is needed")
    for tv, classes in pp.ctx.tclasses:
        if any(c.startswith("?") for c in classes):
            raise KernelError(f"{tv} has a class outside the table: a finite model of the "
                              "known axioms is not a model of it")
    ev = Evaluator(structures=structures)
    for tv, classes in pp.ctx.tclasses:
        st = structures[tv]
        if st.n < 1:
            raise KernelError("empty structures are not evaluated")
        for ax in class_axioms(tv, classes):
            if ev.prop(ax, {}) is not True:
                raise KernelError(f"the structure on {tv} violates a class axiom")


def finite_refute(p: Term, structures: dict[str, Any], env: dict[str, Any]) -> Thm:
    """A finite model of P's classes and values of its variables where P's body is exactly
    False: `⊢ ¬P` (P quantifies over every structure with those classes)."""
    pp = prefix(p)
    _structures_ok(pp, structures)
    if evaluate(pp.body, pp.ctx, env, structures) is not False:
        raise KernelError("the finite model does not falsify the body")
    return _thm(EMPTY, mk("not", p), "finite_model")


def refute_instance(thm: Thm, p: Term, env: dict[str, Any]) -> Thm:
    """From `⊢ ¬body[x̄ := values]` with P = ∀ x̄, body: `⊢ ¬P` (instantiate, contrapose)."""
    pp = prefix(p)
    if thm.ctx != EMPTY or thm.prop.op != "not" or pp.ctx.tclasses:
        raise KernelError("refute_instance needs a closed negated instance")
    g = ground(pp.body, env, pp.ctx.vars)
    if g is None or not _same(thm.prop.args[0], g):
        raise KernelError("the theorem is not an instance of P's body")
    return Thm(_TOKEN, EMPTY, mk("not", p), thm.how + "+instance")


def instance_truth(body: Term, ctx: Ctx, env: dict[str, Any], want: bool,
                   level: str, timeout_ms: int) -> bool:
    """Is `body` certainly `want` at `env`? Exact evaluation, else Z3 on the ground instance."""
    v = evaluate(body, ctx, env)
    if v is not None:
        return v == want
    g = ground(body, env, ctx.vars)
    if g is None:
        return False
    r = smt(g if want else mk("not", g), Ctx((), ctx.tclasses), level, timeout_ms)
    return isinstance(r, Thm)


# -- rules: non-equivalence --------------------------------------------------------------------------

def refute_iff(yes: Thm, no: Thm, *, true_first: bool = True) -> Thm:
    """From `⊢ A` and `⊢ ¬B`: `⊢ ¬(A ↔ B)` (or `⊢ ¬(B ↔ A)` with `true_first=False`)."""
    if yes.ctx != EMPTY or no.ctx != EMPTY or no.prop.op != "not":
        raise KernelError("refute_iff needs a closed truth and a closed falsehood")
    a, b = yes.prop, no.prop.args[0]
    return Thm(_TOKEN, EMPTY, mk("not", mk("iff", a, b) if true_first else mk("iff", b, a)),
               f"{yes.how}/{no.how}")


def restate(thm: Thm, claim: Term) -> Thm:
    """From `ctx ⊢ φ` and `ψ` with the same trusted normal form as `φ`: `ctx ⊢ ψ`."""
    tc = thm.ctx.tmap
    if not _same(normal_form(thm.prop, tc, collapse=False)[0],
                 normal_form(claim, tc, collapse=False)[0]):
        raise KernelError("the restatement has another normal form")
    return _thm(thm.ctx, claim, thm.how + "+restated")


def refute_exists(thm: Thm, p: Term, witnesses: dict[str, Term]) -> Thm:
    """From `x̄ ⊢ ¬C[ȳ := s̄(x̄)]` with `P = ∃ x̄, ∀ ȳ, C`: `⊢ ¬P` (for every x̄, the terms
    s̄(x̄) are values of ȳ at which C fails)."""
    xs: list[tuple[str, Ty]] = []
    t = p
    while t.op == "exists":
        xs.append((t.name, t.bty or NAT))
        t = t.args[0]
    ys: dict[str, Ty] = {}
    while t.op == "forall" and t.name in witnesses and t.name not in ys:
        ys[t.name] = t.bty or NAT
        t = t.args[0]
    if not xs or set(ys) != set(witnesses) or len({n for n, _ in xs}) != len(xs) \
            or set(ys) & {n for n, _ in xs}:
        raise KernelError("P is not ∃ x̄, ∀ ȳ, C with a witness for each y")
    ctx = Ctx(tuple(xs))
    if thm.ctx != ctx:
        raise KernelError("the theorem's context is not P's ∃-prefix")
    for y, w in witnesses.items():
        if w.ty != ys[y]:
            raise KernelError(f"witness for {y} has type {w.ty}, not {ys[y]}")
        _well_formed(w, ctx)
    if thm.prop.op != "not" or not _same(thm.prop.args[0], subst(t, witnesses)):
        raise KernelError("the theorem is not C at the witnesses")
    return Thm(_TOKEN, EMPTY, mk("not", p), thm.how + "+strategy")


def certifies(thm: Thm, claim: Term) -> bool:
    """Does `thm` state exactly `claim`, closed? (The gate every verdict passes.)"""
    return isinstance(thm, Thm) and thm.ctx == EMPTY and _same(thm.prop, claim)


__all__ = [
    "Thm", "Ctx", "EMPTY", "KernelError", "prefix", "align", "nf_iff", "nf_true", "taut_iff",
    "smt", "iff_intro", "iff_of_truths", "specialise", "close_iff", "close_forall",
    "eval_closed", "eval_instance", "finite_refute", "refute_instance", "instance_truth",
    "refute_iff", "certifies", "ground", "restate",
    "refute_exists", "unfold",
]
