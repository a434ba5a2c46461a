"""False controls for Track B: near misses of real Mathlib theorems that the checker refutes.

Every Mathlib theorem is true, so a Track B dataset made of them alone cannot measure a
model's bias towards TRUE. A false control is one real theorem's rendering with one small
change (a hypothesis dropped, a number moved by one, `≤` made strict, an operation's
arguments swapped, the conclusion negated), kept only when the checker *refutes* it
(`formal.checker.decide`: "unknown" never counts) and only when the realiser words it so that
the reader reads it back (the same English as every other item). A refutation is a
counterexample the checker finds alone, or, where it keeps Mathlib's constants opaque or
cannot compute them, a proof that the theorem contradicts the change (`_refutation`: the
theorem is Mathlib's, so the change is false in Lean). It is labelled like the curated set's
hand-written controls (`truth = false`, the counterexample recorded, or under the key
`GIVEN` the theorem the refutation rests on), and its id says which theorem and which change
it came from.

Deterministic: the theorems tried, and in which order, come from a hash of the seed and each
theorem's id, so the same build gives the same controls, and adding a theorem never changes
the others'.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from forminv_lean.families.rewrite import (
    App,
    BinOp,
    Expr,
    Name,
    Num,
    Quant,
    UnOp,
    conclusion_path,
    positions,
    replace_at,
)
from forminv_lean.formal.lean.surface import lean_text
from forminv_lean.formal.meaning.ast import Binder
from forminv_lean.records import Theorem

#: One control for about this many theorems (issue #24: "about one theorem in ten").
RATE = 0.1
#: Theorems tried per control wanted: a mutation the checker cannot refute is not a control.
TRIES = 8


@dataclass(frozen=True)
class Mutation:
    """A changed rendering and the rule that changed it (`drop-hypothesis`, `strict`, ...)."""

    rule: str
    expr: Expr


def _hypotheses(e: Expr) -> Iterator[Mutation]:
    """The first hypothesis of the statement dropped (`A → C` becomes `C`; `∀ x > 0, C`
    becomes `∀ x, C`): the classic over-generalisation."""
    path: tuple[int, ...] = ()
    node = e
    while True:
        if isinstance(node, Quant) and node.kind == "∀":
            preds = [b for b in node.binders if b.pred]
            if preds:
                bs = tuple(Binder(b.names, b.type, b.info, None) if b is preds[0] else b
                           for b in node.binders)
                yield Mutation("drop-hypothesis", replace_at(
                    e, path, Quant(node.kind, bs, node.body)))
                return
            path, node = (*path, 0), node.body
        elif isinstance(node, BinOp) and node.op == "→":
            yield Mutation("drop-hypothesis", replace_at(e, path, node.rhs))
            return
        else:
            return


STRICT = {"≤": "<", "≥": ">", "<": "≤", ">": "≥"}
SWAPPABLE = ("-", "/", "^", "%")


def _conclusion(e: Expr) -> Iterator[Mutation]:
    """Changes to the statement's claim: a comparison made strict (or not), an equation or an
    inequation turned round, numbers moved by one, an operation's arguments swapped, and
    last the claim negated."""
    cpath = conclusion_path(e)
    concl = dict(positions(e))[cpath]
    inside = [(cpath + p, x) for p, x in positions(concl)]
    for p, x in inside:
        if isinstance(x, BinOp) and x.op in STRICT:
            yield Mutation("strict", replace_at(e, p, BinOp(STRICT[x.op], x.lhs, x.rhs)))
            break
    for p, x in inside:
        if isinstance(x, BinOp) and x.op in ("=", "≠"):
            yield Mutation("negate-equation",
                           replace_at(e, p, BinOp("≠" if x.op == "=" else "=", x.lhs, x.rhs)))
            break
    for p, x in inside:
        if isinstance(x, Num) and x.text.isdigit():
            yield Mutation("number", replace_at(e, p, Num(str(int(x.text) + 1))))
            break
    for p, x in inside:
        if isinstance(x, BinOp) and x.op in SWAPPABLE and x.lhs != x.rhs:
            yield Mutation("swap", replace_at(e, p, BinOp(x.op, x.rhs, x.lhs)))
            break
    yield Mutation("negate", replace_at(e, cpath, UnOp("¬", concl)))


MUTATIONS: tuple[Callable[[Expr], Iterator[Mutation]], ...] = (_hypotheses, _conclusion)


def mutations(e: Expr) -> Iterator[Mutation]:
    """Every candidate change of a rendering, in the order they are tried."""
    seen = {e}
    for gen in MUTATIONS:
        for m in gen(e):
            if m.expr not in seen:
                seen.add(m.expr)
                yield m


def interpreted(formal: str) -> bool:
    """Whether every constant of a rendering is one the checker interprets: the checker keeps
    other Mathlib constants opaque (open world), so it can refute no change of a statement
    about them, and trying would only spend its timeout."""
    from forminv_lean.formal.lean.names import NAMES
    from forminv_lean.formal.lean.printer import names_used
    from forminv_lean.formal.statements import elaborate_text

    try:
        return all(n in NAMES for n in names_used(elaborate_text(formal)))
    except Exception:   # noqa: BLE001 - a rendering the elaborator refuses: not a candidate
        return False


def _order(seed: int, tid: str) -> str:
    return hashlib.sha256(f"false-control:{seed}:{tid}".encode()).hexdigest()


def control_of(theorem: Theorem, *, timeout: float = 2.0) -> Theorem | None:
    """The first change of `theorem` the checker refutes and the reader reads back, as a FALSE
    theorem (None when no change qualifies)."""
    from forminv_lean.families.common import realised_canonical
    from forminv_lean.formal import FormalParseError, parse

    if not theorem.formal or not theorem.truth:
        return None
    try:
        expr = parse(theorem.formal)
    except FormalParseError:
        return None
    for m in mutations(expr):
        text = lean_text(m.expr)
        try:
            same = parse(text) == m.expr
        except FormalParseError:
            same = False
        if not same:   # a printing the parser does not read back to the change
            continue
        evidence = _refutation(theorem, text, timeout=timeout)
        if evidence is None:
            continue
        question = realised_canonical(text)
        if question is None:
            continue
        cid = f"false_{m.rule}.{theorem.id}"
        return theorem.model_copy(update={
            "id": cid, "mathlib_name": "", "formal": text,
            "lean_statement": f"theorem {cid.replace('.', '_').replace('-', '_')} : {text}",
            "nl": question.removesuffix(" — TRUE or FALSE?") + ".",
            "truth": False, "counterexample": evidence})
    return None


#: The counterexample key of a control refuted through its theorem (`_refutation`).
GIVEN = "refuted given"


def _refutation(theorem: Theorem, text: str, *, timeout: float) -> dict[str, str] | None:
    """Why the change `text` of `theorem` is false, or None when the checker cannot say.

    First a counterexample the checker finds alone (`decide` refutes the change: values of
    its variables and, for a type variable, a finite structure). Else (Mathlib constants the
    checker keeps opaque, or a value it cannot compute: `Real.cos (π / 3)`) a proof of
    `theorem → ¬ change`: the theorem is
    Mathlib's, so true in Lean, and the change contradicts it whatever the opaque constants
    mean (`Real.cos (π / 3) = 1 / 2` refutes `Real.cos (π / 3) ≠ 1 / 2`; `Summable f ↔ 1 < s`
    refutes `Summable f ↔ 1 ≤ s` at s = 1). The evidence then names the theorem it rests on
    (key `GIVEN`); it is as sound as the rendering is faithful to the declaration. Over type
    variables that proof is made at PUnit (`_at_type_variables`, key `WITNESS`): the change
    fails there, so it is false."""
    from forminv_lean.formal.checker import decide

    res = decide(text, timeout=timeout)
    if res.verdict == "refuted" and res.counterexample is not None:
        return dict(res.counterexample)
    given = {GIVEN: theorem.mathlib_name or theorem.id}
    res = decide(f"({theorem.formal}) → ¬({text})", timeout=timeout)
    if res.verdict == "proved":
        return given
    hoisted = _at_type_variables(theorem.formal, text) if theorem.formal else None
    if hoisted is None or decide(hoisted, timeout=timeout).verdict != "proved":
        return None
    return {**given, WITNESS: "PUnit"}


#: The counterexample key naming the type a refutation through the theorem instantiates its
#: type variables at (`_at_type_variables`).
WITNESS = "type variables at"
# Classes PUnit (every universe's one-element type) has an instance of in Mathlib v4.19.0, so a
# context of type variables with only these classes is satisfied by PUnit: `CommGroup` and, by
# `to_additive`, `AddCommGroup` (Algebra/Group/PUnit.lean), `CommRing`
# (Algebra/Ring/PUnit.lean), `LinearOrder` (Order/Basic.lean), `CompleteLinearOrder`
# (Order/CompleteLattice/Lemmas.lean), `NormedAddCommGroup` (Analysis/Normed/Group/
# Constructions.lean), `TopologicalSpace` (Topology/Order.lean), `UniformSpace`
# (Topology/UniformSpace/Basic.lean), `Unique` (Logic/Unique.lean), `Fintype`
# (Data/Fintype/Basic.lean), `Countable` (Data/Countable/Defs.lean); each with the classes it
# extends listed here.
PUNIT_CLASSES = frozenset({
    "CommGroup", "Group", "CommMonoid", "Monoid", "DivInvMonoid", "Semigroup", "Mul", "One",
    "Inv", "AddCommGroup", "AddGroup", "AddCommMonoid", "AddMonoid", "Add", "Zero", "Neg",
    "CommRing", "Ring", "CommSemiring", "Semiring",
    "LinearOrder", "PartialOrder", "Preorder", "LE", "LT",
    "CompleteLinearOrder", "CompleteLattice", "CompleteSemilatticeSup",
    "CompleteSemilatticeInf", "Lattice", "SemilatticeSup", "SemilatticeInf", "SupSet", "InfSet",
    "NormedAddCommGroup", "SeminormedAddCommGroup", "Norm", "MetricSpace",
    "PseudoMetricSpace", "TopologicalSpace", "UniformSpace",
    "Unique", "Inhabited", "Nonempty", "Subsingleton", "Fintype", "Countable",
})


def _is_sort(b: Binder) -> bool:
    return isinstance(b.type, Name) and b.type.id.startswith(("Type", "Sort"))


def _split_context(e: Expr) -> tuple[list[Binder], Expr] | None:
    """The statement's type variables and their class binders, and the statement over them
    with its value binders kept in order; None when a class binder is not one PUnit has an
    instance of for a single type variable (`PUNIT_CLASSES`), or there is no type variable."""
    binders: list[Binder] = []
    body = e
    while isinstance(body, Quant) and body.kind == "∀":
        binders.extend(body.binders)
        body = body.body
    sorts = [b for b in binders if _is_sort(b)]
    tvars = {n for b in sorts for n in b.names}
    context: list[Binder] = []
    for b in binders:
        if b.info != "inst":
            continue
        t = b.type
        if not (isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id in PUNIT_CLASSES
                and len(t.args) == 1 and isinstance(t.args[0], Name)
                and t.args[0].id in tvars):
            return None
        context.append(b)
    if not sorts or any(b.pred for b in sorts):
        return None
    values = tuple(b for b in binders if not _is_sort(b) and b.info != "inst")
    return sorts + context, Quant("∀", values, body) if values else body


def _at_type_variables(formal: str, text: str) -> str | None:
    """`theorem → ¬ change` with their common type variables and class binders taken out
    (`∀ {G} [Group G], (∀ a, …) → ¬ (∀ a, …)`), the checker treating a type variable as one
    arbitrary type: proved, it shows the change false at PUnit, which satisfies the context
    (`PUNIT_CLASSES`) and where the theorem, Mathlib's, holds. None when the two statements do
    not share that context or PUnit does not satisfy it."""
    from forminv_lean.formal import FormalParseError, parse

    try:
        t, m = _split_context(parse(formal)), _split_context(parse(text))
    except FormalParseError:
        return None
    if t is None or m is None or t[0] != m[0]:
        return None
    return lean_text(Quant("∀", tuple(t[0]), BinOp("→", t[1], UnOp("¬", m[1]))))


def false_controls(theorems: list[Theorem], *, seed: int, rate: float = RATE,
                   timeout: float = 2.0) -> list[Theorem]:
    """About `rate` × (theorems) false controls, each from a different theorem, tried in a
    seeded order, those the checker interprets (`interpreted`) first; at most `TRIES`
    theorems are tried per control wanted, so fewer come back when few theorems qualify."""
    want = round(len(theorems) * rate)
    if want <= 0:
        return []
    pool = sorted((t for t in theorems if t.formal and t.truth),
                  key=lambda t: _order(seed, t.id))
    out: list[Theorem] = []
    interp = [t for t in pool if t.formal and interpreted(t.formal)]
    rest = [t for t in pool if t.formal and not interpreted(t.formal)]
    # the theorems the checker interprets first (a counterexample it finds alone), then the
    # others (refuted through the theorem itself, `_refutation`)
    for t in (interp + rest)[:want * TRIES]:
        c = control_of(t, timeout=timeout)
        if c is not None:
            out.append(c)
            if len(out) == want:
                break
    return sorted(out, key=lambda t: t.id)
