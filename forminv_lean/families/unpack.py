"""The `unpack` family (F7, T1): one defined term replaced by its definition.

Unfoldings follow Mathlib's characterisations: `Nat.Prime p` as `2 ≤ p ∧ ∀ m, m ∣ p → m = 1
∨ m = p` (`Nat.prime_def`), `Even n` as `∃ r, n = r + r` (`even_iff_exists_add_self`-style),
`Odd n` as `∃ m, n = 2 * m + 1`, `a ∣ b` as `∃ c, b = a * c`, `s ⊆ t` as `∀ x, x ∈ s → x ∈
t` (`Set.subset_def`), `|a|` as `max a (-a)` (`abs_eq_max_neg`), `a ≡ b [MOD n]` as `a % n = b %
n` (`Nat.ModEq`'s own definition).

An unfolding must carry the statement's weight, or it is no paraphrase: "every prime is at
least 2" unfolded at its hypothesis says "if 2 ≤ p and …, then 2 ≤ p", true whatever the
definition's substance says. So the substantive part of the definition (the divisor clause
of `Prime`; all of the others) is replaced by what assumes nothing — `True` where it is a
hypothesis, `False` where it is asserted — and the checker must *refute* that weakened
statement (a counterexample shows the definition was needed; a statement over a type
variable is tested at ℕ, ℤ or ℝ, where a refutation refutes it too). For `|a|` the
substance is the value itself: an arbitrary `z` in its place must be refuted. The
unfolded statement must not contain `X ↔ X` either (`s ⊆ t ↔ ∀ x, …` unfolded). The evidence is recorded in the item's note (`weight: …`).
Occurrences in the conclusion are tried first; a theorem with no weighty unfolding is
skipped.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import make, parsed
from forminv_lean.families.rewrite import (
    App,
    Binder,
    BinOp,
    Expr,
    Name,
    Num,
    Path,
    Quant,
    UnOp,
    fresh,
    is_pred_app,
    polarity,
    positions,
    preferred,
    replace_at,
    walk,
)
from forminv_lean.families.validity import unpack as valid
from forminv_lean.records import Theorem

MAX_TRIES = 3
TRUE, FALSE = Name("True"), Name("False")
# An unfolding: its name, the new subtree, the same subtree with its weighty part as a
# hole, and the type of the hole when the definition is a term (`|a|`), else None.
Unfolding = tuple[str, Expr, Callable[[Expr], Expr], Expr | None]
# A concrete type to test a statement over a type variable with these classes on
# (a refutation there refutes the general statement).
INSTANCES: tuple[tuple[frozenset[str], str], ...] = (
    (frozenset({"Field"}), "ℝ"),
    (frozenset({"AddGroup", "AddCommGroup", "Ring", "CommRing"}), "ℤ"),
    (frozenset({"Monoid", "CommMonoid", "AddMonoid", "AddCommMonoid", "PartialOrder",
                "LinearOrder", "Preorder", "Semiring", "CommSemiring"}), "ℕ"),
)


def _types(e: Expr) -> dict[str, Expr]:
    out: dict[str, Expr] = {}
    for x in walk(e):
        if isinstance(x, Quant):
            for b in x.binders:
                if b.type is not None:
                    for n in b.names:
                        out[n] = b.type
    return out


def _type_of(x: Expr, types: dict[str, Expr]) -> Expr | None:
    """The type of a term from the variables in it (the checker decides the rest)."""
    for y in walk(x):
        if isinstance(y, Name) and y.id in types and isinstance(types[y.id], Name):
            return types[y.id]
    return None


def unfold(x: Expr, whole: Expr, types: dict[str, Expr]) -> Unfolding | None:
    """Unfold the defined term at the root of `x`, if it is one."""
    if (p := is_pred_app(x, ("Nat.Prime",))) is not None:
        m = fresh(whole, prefer="mdkr")
        divisors = Quant("∀", (Binder((m,), Name("ℕ")),), BinOp(
            "→", BinOp("∣", Name(m), p), BinOp("∨", BinOp("=", Name(m), Num("1")),
                                               BinOp("=", Name(m), p))))
        least = BinOp("≤", Num("2"), p)
        return "prime", BinOp("∧", least, divisors), lambda hole: BinOp("∧", least, hole), None
    for pred in ("Even", "Odd"):
        if (n := is_pred_app(x, (pred,))) is not None:
            t = _type_of(n, types)
            if t is None:
                return None
            r = fresh(whole, prefer="rkmt")
            rhs = BinOp("+", Name(r), Name(r)) if pred == "Even" else \
                BinOp("+", BinOp("*", Num("2"), Name(r)), Num("1"))
            new = Quant("∃", (Binder((r,), t),), BinOp("=", n, rhs))
            return pred.lower(), new, lambda hole: hole, None
    if isinstance(x, BinOp) and x.op == "∣":
        t = _type_of(x, types)
        if t is None:
            return None
        c = fresh(whole, prefer="ckdt")
        new = Quant("∃", (Binder((c,), t),), BinOp("=", x.rhs, BinOp("*", x.lhs, Name(c))))
        return "dvd", new, lambda hole: hole, None
    if isinstance(x, BinOp) and x.op == "⊆":
        st = next((types[y.id] for y in walk(x) if isinstance(y, Name) and y.id in types), None)
        if not (isinstance(st, App) and isinstance(st.fn, Name) and st.fn.id == "Set"):
            return None
        v = fresh(whole, prefer="xyzw")
        new = Quant("∀", (Binder((v,), st.args[0]),),
                    BinOp("→", BinOp("∈", Name(v), x.lhs), BinOp("∈", Name(v), x.rhs)))
        return "subset", new, lambda hole: hole, None
    if isinstance(x, App) and isinstance(x.fn, Name) and x.fn.id == "Nat.ModEq" \
            and len(x.args) == 3:  # `a ≡ b [MOD n]` is `a % n = b % n` (its definition)
        n, a, b = x.args
        return "modeq", BinOp("=", BinOp("%", a, n), BinOp("%", b, n)), lambda hole: hole, None
    if isinstance(x, UnOp) and x.op == "abs":
        t = _type_of(x.arg, types)
        if t is None:
            return None
        return "abs", App(Name("max"), (x.arg, UnOp("-", x.arg))), lambda hole: hole, t
    return None


def _instance(expr: Expr) -> Expr | None:
    """`expr` with its leading type variables replaced by a concrete type carrying their
    classes (ℕ, ℤ or ℝ), or None when there is no such type here."""
    if not (isinstance(expr, Quant) and expr.kind == "∀"):
        return expr
    sorts = [b for b in expr.binders if isinstance(b.type, Name) and b.type.id == "Type*"]
    if not sorts:
        return expr
    classes: dict[str, set[str]] = {}
    for b in expr.binders:
        if b.info == "inst" and isinstance(b.type, App) and isinstance(b.type.fn, Name) \
                and b.type.args and isinstance(b.type.args[0], Name):
            classes.setdefault(b.type.args[0].id, set()).add(b.type.fn.id)
    mapping: dict[str, Expr] = {}
    for b in sorts:
        for n in b.names:
            have = classes.get(n, set())
            pick = next((t for cls, t in INSTANCES if have <= cls), None) if have else "ℕ"
            if pick is None:
                return None
            mapping[n] = Name(pick)
    rest = tuple(b for b in expr.binders if b not in sorts and b.info != "inst")

    def sub(x: Expr) -> Expr | None:
        return mapping.get(x.id) if isinstance(x, Name) else None

    from forminv_lean.families.rewrite import transform

    def bind(b: Binder) -> Binder:
        return dataclasses.replace(b, type=transform(b.type, sub)[0]) if b.type else b

    body = transform(expr.body, sub)[0]
    body = _subst_binders(body, bind)
    return Quant("∀", tuple(bind(b) for b in rest), body) if rest else body


def _subst_binders(e: Expr, bind: Callable[[Binder], Binder]) -> Expr:
    if isinstance(e, Quant):
        return dataclasses.replace(e, binders=tuple(bind(b) for b in e.binders),
                                   body=_subst_binders(e.body, bind))
    if isinstance(e, BinOp):
        return dataclasses.replace(e, lhs=_subst_binders(e.lhs, bind),
                                   rhs=_subst_binders(e.rhs, bind))
    if isinstance(e, UnOp):
        return dataclasses.replace(e, arg=_subst_binders(e.arg, bind))
    return e


def _weight(expr: Expr, path: Path, weakened: Callable[[Expr], Expr],
            term_type: Expr | None) -> str | None:
    """Evidence that the definition's substance matters at `path`, or None.

    The substance is replaced by what assumes nothing (`True` as a hypothesis, `False` as a
    claim; for a term, an arbitrary value `z`), type variables by a concrete instance, and
    the checker must refute the result."""
    from forminv_lean.formal import decide, to_lean

    if term_type is not None:
        z = fresh(expr, prefer="zwuv")
        holes: list[Expr] = [Name(z)]
    else:
        sign = polarity(expr, path)
        holes = [TRUE] if sign < 0 else [FALSE] if sign > 0 else [TRUE, FALSE]
    evidence = []
    for hole in holes:
        weak = replace_at(expr, path, weakened(hole))
        if term_type is not None:
            weak = Quant("∀", (Binder((z,), term_type),), weak)
        concrete = _instance(weak) if term_type is None else weak
        if concrete is None:
            return None
        try:
            r = decide(to_lean(concrete), level="arithmetic")
        except Exception:  # outside the checker: no evidence
            return None
        if r.verdict != "refuted":
            return None
        cex = ", ".join(f"{k}={v}" for k, v in sorted((r.counterexample or {}).items()))
        what = "an arbitrary value" if term_type is not None else hole.id  # type: ignore[union-attr]
        evidence.append(f"with {what} for its substance the statement is refuted"
                        + (f" ({cex})" if cex else f" ({r.method})"))
    return "weight: " + "; ".join(evidence)


def _alpha(e: Expr, names: dict[str, str] | None = None) -> Expr:
    """`e` with bound variables renamed in order of binding (alpha-normal form)."""
    names = dict(names or {})
    if isinstance(e, Name):
        return Name(names.get(e.id, e.id))
    if isinstance(e, Quant):
        binders = []
        for b in e.binders:
            new = tuple(f"_v{len(names) + i}" for i in range(len(b.names)))
            pred = (b.pred[0], _alpha(b.pred[1], names)) if b.pred else None
            names.update(zip(b.names, new, strict=True))
            binders.append(dataclasses.replace(b, names=new, pred=pred))
        return dataclasses.replace(e, binders=tuple(binders), body=_alpha(e.body, names))
    if isinstance(e, BinOp):
        return dataclasses.replace(e, lhs=_alpha(e.lhs, names), rhs=_alpha(e.rhs, names))
    if isinstance(e, UnOp):
        return dataclasses.replace(e, arg=_alpha(e.arg, names))
    if isinstance(e, App):
        return dataclasses.replace(e, fn=_alpha(e.fn, names),
                                   args=tuple(_alpha(a, names) for a in e.args))
    return e


def _tautology(new: Expr) -> bool:
    """`X ↔ X` or `X → X` (up to bound names) somewhere in the unfolded statement."""
    return any(isinstance(x, BinOp) and x.op in ("↔", "→") and _alpha(x.lhs) == _alpha(x.rhs)
               for x in walk(new))


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    """One defined term of `theorem` replaced by its definition, where the definition carries the
    statement's weight."""
    expr = parsed(theorem)
    if expr is None:
        return
    types = _types(expr)
    hits = [(p, x) for p, x in positions(expr) if unfold(x, expr, types) is not None]
    for path, node in preferred(expr, hits)[:MAX_TRIES]:
        got = unfold(node, expr, types)
        assert got is not None
        name, new, weakened, term_type = got
        unfolded = replace_at(expr, path, new)
        if _tautology(unfolded):
            continue
        evidence = _weight(expr, path, weakened, term_type)
        if evidence is None:
            continue
        yield make(unfolded, name, note=evidence)
        return


FAMILY = Family(
    id="unpack",
    alias="F7",
    tier="T1",
    description="a defined term replaced by its definition (prime → only divisors 1 and itself)",
    max_level="definitions",
    lean_strategy="rewrite with the named Mathlib characterisation lemma",
    generate=generate,
    valid=valid,
)
