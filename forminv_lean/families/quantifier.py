"""The `quantifier` family (F2, T2): quantifier wording or form.

Wording: "every"/"all" becomes "any", "each", or "every" with one name per phrase ("for
every natural number m and every natural number n"), and "there exists" becomes "there
is". Form: `∀ x, H → C` becomes `¬ ∃ x, H ∧ ¬ C` ("there is no natural number p such that
p is prime and 2 is not less than or equal to p"), only when the negation lands on one
atom that has a plain negated wording and adds at most one "not" (no stacked negations); a
Mathlib predicate after a hypothesis takes "it is not the case that" ("… such that f is
Lipschitz continuous with constant K and it is not the case that f is continuous"); a
predicate left as marked Lean takes one plain "does not hold" ("there is no element a of R
such that `(Polynomial.X + Polynomial.C a).Separable` does not hold").
Type and class binders stay universal ("In every monoid M, there is no element …"). A
restricted binder (below) is a conjunct of the dual form: `∀ x ∈ s, P` as `¬ ∃ x, x ∈ s ∧
¬ P`, `∀ (M : Matroid α) [M.RankInfinite], ¬ M.RankFinite` as "there is no matroid M on α
such that M is rank infinite and M is rank finite" (only where the elaborator reads the
restriction as a hypothesis, as for the restriction's own item).
Restriction: a bounded quantifier or a hypothesis written as a binder becomes an explicit
hypothesis, `∀ x ∈ s, P` → `∀ x, x ∈ s → P`, `∃ x ∈ s, P` → `∃ x, x ∈ s ∧ P`, and
`∀ (M : Matroid α) [M.RankInfinite], P` → `∀ M, M.RankInfinite → P` ("every matroid M such
that M is rank infinite" / "every matroid M, if M is rank infinite, then"), only where the
elaborator reads both as one formula (an instance binder of a data class is no hypothesis).
The seeded RNG picks one of the wordings that change the sentence; the dual form and the
restriction, changes of form rather than of wording, are items of their own where they apply.
So is the structure a statement opens with said as a quantifier over it rather than as its
setting: "In every group G, for every element g of G, …" / "For every group G, for every
element g of G, …" (the reader reads both as the canonical formula; only the opening
changes, so the RNG's wording, which changes every determiner, stays an item of its own).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import make, parsed, realised_canonical, restyle, same_form
from forminv_lean.families.rewrite import (
    App,
    Binder,
    BinOp,
    Expr,
    Field,
    Name,
    Quant,
    UnOp,
    transform,
    walk,
)
from forminv_lean.families.validity import quantifier as valid
from forminv_lean.records import Theorem

WORDINGS = ("any", "each", "split")
SETTING = "In every "   # the realiser's opening for the structures a statement is about
NEGATABLE = frozenset({"=", "<", "≤", ">", "≥", "∣", "∈", "⊆", "⊂"})


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    """The canonical with other quantifier wording, and in the dual form (`¬∃ … ¬` for `∀`)."""
    expr = parsed(theorem)
    if expr is None:
        return
    options: list[Paraphrase] = [p for w in WORDINGS
                                 if (p := restyle(theorem, f"phrase:{w}", quantifier=w))]
    unique = list({p.question: p for p in options}.values())
    if unique:
        yield rng.choice(unique)
    setting = setting_as_quantifier(theorem)
    if setting is not None:
        yield setting
    unrestricted = restriction_as_hypothesis(expr)
    dual = not_exists_not(expr)
    if dual is None and unrestricted is not None:
        dual = not_exists_not(unrestricted)   # `∀ x ∈ s, P` as `¬ ∃ x, x ∈ s ∧ ¬ P`
    if dual is not None:
        yield make(dual, "dual:not_exists_not")
    elif (plain := _plain_dual(expr)) is not None:
        yield plain
    if unrestricted is not None:
        yield make(unrestricted, "restricted:hypothesis")


def setting_as_quantifier(theorem: Theorem) -> Paraphrase | None:
    """The canonical with its opening setting ("In every group G, …") said as a quantifier
    ("For every group G, …"), the rendering unchanged; None when it opens otherwise."""
    canonical = realised_canonical(theorem.formal) if theorem.formal else None
    if canonical is None or not canonical.startswith(SETTING):
        return None
    return same_form(theorem, "For " + canonical[len("In "):], "setting:for")


def _is_sort_binder(b: Binder) -> bool:
    return b.info == "inst" or (isinstance(b.type, Name) and b.type.id.startswith(("Type", "Sort")))


def _negations(e: Expr) -> int:
    return sum(1 for x in walk(e) if (isinstance(x, UnOp) and x.op == "¬")
               or (isinstance(x, BinOp) and x.op in ("≠", "∉")))


def _negate_atom(c: Expr, env: dict[str, Expr] | None = None, *,
                 after_and: bool = False, predicates: bool = False) -> Expr | None:
    """`¬ c` said plainly: `¬ ¬ a` is `a`; a relation or predicate takes one "not". With
    `after_and` (the negation follows a hypothesis: "… such that H and it is not the case
    that f is continuous"), any predicate application too: "it is not the case that" then
    stacks on no other negation. With `predicates`, any predicate application (the caller
    checks the wording: `_plain_dual`)."""
    if isinstance(c, UnOp) and c.op == "¬":
        return c.arg
    if isinstance(c, BinOp) and c.op in NEGATABLE:
        return UnOp("¬", c)
    if isinstance(c, BinOp) and c.op == "≠":
        return BinOp("=", c.lhs, c.rhs)
    if isinstance(c, Name) or _plain_negation(c, env or {}):
        return UnOp("¬", c)   # a predicate: "p is not prime", "p does not hold"
    if (after_and or predicates) and isinstance(c, App | Field):
        return UnOp("¬", c)   # a Mathlib predicate: "it is not the case that f is continuous"
    return None


def _plain_negation(c: Expr, env: dict[str, Expr]) -> bool:
    """Does the realiser word `¬ c` with one plain "not"? The table's predicates do; a
    lexicon predicate says "it is not the case that …", which under "there is no" would
    stack negations."""
    from forminv_lean.informalise.phrases import PREDICATES, PREDICATES2
    from forminv_lean.informalise.types import call_of

    if isinstance(c, BinOp | Quant | UnOp):
        return False
    found = call_of(c, env)
    return found is not None and (found[0] in PREDICATES or found[0] in PREDICATES2)


def not_exists_not(expr: Expr, *, predicates: bool = False) -> Expr | None:
    """`∀ {α} [C α] (x : T), H₁ → … → C` → `∀ {α} [C α], ¬ ∃ x : T, H₁ ∧ … ∧ ¬ C`, or None
    when the result would stack negations or the statement has no such shape."""
    if not isinstance(expr, Quant) or expr.kind != "∀":
        return None
    binders, body = list(expr.binders), expr.body
    while isinstance(body, Quant) and body.kind == "∀":
        binders.extend(body.binders)
        body = body.body
    keep = [b for b in binders if _is_sort_binder(b)]
    values = [b for b in binders if not _is_sort_binder(b)]
    if not values or any(b.pred or b.type is None for b in values) or binders[:len(keep)] != keep:
        return None
    hyps: list[Expr] = []
    while isinstance(body, BinOp) and body.op == "→":
        hyps.append(body.lhs)
        body = body.rhs
    if any(isinstance(h, (Quant,)) or (isinstance(h, BinOp) and h.op in ("↔", "→"))
           for h in hyps):
        return None
    negated = _negate_atom(body, {n: b.type for b in values for n in b.names
                                  if b.type is not None}, after_and=bool(hyps),
                           predicates=predicates)
    if negated is None:
        return None
    inner: Expr = negated
    for h in reversed(hyps):
        inner = BinOp("∧", h, inner)
    new: Expr = UnOp("¬", Quant("∃", tuple(dataclasses.replace(b, info="explicit")
                                          for b in values), inner))
    if _negations(new) > _negations(expr) + 2:
        return None
    return Quant("∀", tuple(keep), new) if keep else new


def _plain_dual(expr: Expr) -> Paraphrase | None:
    """The dual form of a statement whose conclusion is a predicate the realiser leaves as
    marked Lean (`∀ a, (X + C a).Separable` as "there is no element a of R such that
    `(Polynomial.X + Polynomial.C a).Separable` does not hold"): its negation is one plain
    "does not hold", so the dual adds one "no" and one "not" and stacks nothing. A predicate
    the realiser words takes "it is not the case that" there, and is left out."""
    dual = not_exists_not(expr, predicates=True)
    if dual is None:
        return None
    p = make(dual, "dual:not_exists_not")
    return None if "it is not the case that" in p.question else p


def _values(e: Expr) -> set[str]:
    """The names `e` binds to values (not types, not instances)."""
    return {n for x in walk(e) if isinstance(x, Quant) for b in x.binders
            if not _is_sort_binder(b) for n in b.names}


def _prop_class(t: Expr | None) -> bool:
    """Is `t` a class declared a proposition (`prop_classes.is_prop_class`)? Only its binder is
    a hypothesis: a data class on a value (`[Fintype s]`) binds a structure, which "if s is
    fintype" would not say (the checker reads both as one opaque premise, so the reading back
    cannot tell them apart)."""
    from forminv_lean.formal.meaning.prop_classes import is_prop_class

    return isinstance(t, App) and isinstance(t.fn, Name) and is_prop_class(t.fn.id)


def _unrestrict(q: Quant, values: set[str]) -> Expr | None:
    """`q` with each restriction of a binder (`x ∈ s`, an instance binder on a value) said
    as a hypothesis after the binder (`→` under `∀`, `∧` under `∃`), binders kept in order;
    None when it has none."""
    current: list[Binder] = []
    segments: list[list[Binder] | Expr] = [current]

    def hypothesis(h: Expr) -> None:
        nonlocal current
        current = []
        segments.extend((h, current))

    for b in q.binders:
        if b.pred is not None and b.names:
            for n in b.names:
                current.append(dataclasses.replace(b, names=(n,), pred=None))
                hypothesis(BinOp(b.pred[0], Name(n), b.pred[1]))
        elif q.kind == "∀" and b.info == "inst" and b.type is not None and \
                _prop_class(b.type) and any(
                isinstance(y, Name) and y.id.split(".")[0] in values for y in walk(b.type)):
            hypothesis(b.type)
        else:
            current.append(b)
    if len(segments) == 1:
        return None
    body = q.body
    for seg in reversed(segments):
        if isinstance(seg, list):
            body = Quant(q.kind, tuple(seg), body) if seg else body
        else:
            body = BinOp("→" if q.kind == "∀" else "∧", seg, body)
    return body


def restriction_as_hypothesis(expr: Expr) -> Expr | None:
    """`expr` with every restricted binder of its quantifiers said as a hypothesis (see the
    module docstring), or None when it has none or the elaborator does not read the result as
    the same formula (it then says something else, or Lean would not take it as a Prop)."""
    from forminv_lean.informalise.reader import same_formula

    values = _values(expr)
    new, count = transform(expr, lambda x: _unrestrict(x, values)
                           if isinstance(x, Quant) and x.kind in ("∀", "∃") else None)
    if not count or not same_formula(new, expr):
        return None
    return new


FAMILY = Family(
    id="quantifier",
    alias="F2",
    tier="T2",
    description="quantifier wording or form ('every' / 'any' / 'each', ∀ ↔ ¬∃¬, "
                "∀ x ∈ s, P ↔ ∀ x, x ∈ s → P)",
    max_level="form",
    lean_strategy="the reading is the canonical rendering; ¬∃¬ by not_exists_not-style duality",
    generate=generate,
    valid=valid,
)
