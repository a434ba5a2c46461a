"""Formal rendering -> one English sentence, compositionally, one template per construct.

The sentences form a controlled English that `reader.py` parses back into a formula, which
is how the text a model reads gets certified. Two rules make that possible:

* Grouping: a clause whose scope runs to the right ("for every x, …", "if P, then …",
  "P if and only if …", "it is not the case that …") is written bare only where nothing
  follows it; anywhere else it is put in parentheses, so every sentence has one reading.
* Context once: type variables with a structure open the sentence ("In every monoid M,
  …"), bound variables are grouped by type ("for all real numbers a and b"), and every
  variable's type is the one the elaborator gives it (`types.annotate_types`).

Statements whose truth rests on a Lean convention (division by zero, truncated
subtraction, …) end with that convention (`conventions.py`), in every wording.

Mathlib outside the signature table is worded from the lexicon (`lexicon.py`: constants,
types, classes); what it has no words for is written as marked Lean (`` `Nat.minFac n` ``),
which the reader parses back with the formal parser and the card counts.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, TypeGuard

from forminv_lean.formal.meaning.ast import (
    App,
    Ascribe,
    BigOp,
    Binder,
    BinOp,
    Expr,
    Ite,
    Lambda,
    Name,
    Num,
    Quant,
    SetBuilder,
    UnOp,
)
from forminv_lean.informalise.calls import (
    Call,
    generic_call,
    notation_form,
    opaque_call,
    unapplied_words,
)
from forminv_lean.informalise.conventions import convention_clause
from forminv_lean.informalise.lexicon import (
    OVER,
    PARAM,
    class_noun,
    fill,
    over_class,
    shared_wording,
)
from forminv_lean.informalise.mathtext import (
    MAX,
    RAW,
    is_variable,
    math,
    math_prec,
    paren,
    raw,
)
from forminv_lean.informalise.phrases import (
    APPEND_WORDS,
    BINARY_WORDS,
    BINDER_PRED_WORDS,
    CONNECTIVE_WORDS,
    CONSTANTS,
    EXISTS_WORDS,
    FORALL_WORDS,
    MOD_WORDS,
    NEGATED_SYMBOLS,
    PASSIVE_NUMERAL_LEFT,
    POWER_WORDS,
    PREDICATES,
    PREDICATES2,
    RELATION_SYMBOLS,
    RELATION_SYNONYMS,
    RELATION_WORDS,
    SENTENCE_OPENERS,
    SET_OPS,
    SPROD_WORDS,
    UNARY_WORDS,
)
from forminv_lean.informalise.style import STYLE_NAMES, Style
from forminv_lean.informalise.types import (
    RELATIONS,
    Noun,
    annotate_types,
    article,
    binder_types,
    call_of,
    element_type,
    infer_var_type,
    is_sort,
    noun,
    type_of,
)

CONNECTIVE_KIND = {"∧": "and", "∨": "or", "→": "imp", "↔": "iff"}
RIGHT_OPEN = frozenset({"quant", "not", "imp", "iff"})
# A proposition variable: (plain, alternate lexicon) x (holds, does not).
PROP_WORDS = (("holds", "does not hold"), ("is true", "is false"))
# Big operators in words: "the sum of f(i) over all i in s".
BIG_WORDS = {"∑": "the sum of", "∏": "the product of", "⋃": "the union of",
             "⋂": "the intersection of", "⨆": "the supremum of", "⨅": "the infimum of",
             # tsum/tprod (Mathlib/Topology/Algebra/InfiniteSum/Defs.lean:100): the sum/product
             # of f if it exists and is unconditionally convergent (0/1 otherwise); finsum/
             # finprod (Mathlib/Algebra/BigOperators/Finprod.lean:96,103): over the support of
             # f if it is finite (0/1 otherwise)
             "∑'": "the unconditional sum of", "∏'": "the unconditional product of",
             "∑ᶠ": "the finitely supported sum of", "∏ᶠ": "the finitely supported product of"}
#: Indexed unions, intersections, suprema and infima (`⋃ i, s i`, `⨆ i, f i`): worded like
#: "the union of s and t" / "the supremum of a and b", so the reader takes one atom or phrase
#: as their operand (`_set_operand_text`).
SET_BIG_OPS = frozenset({"⋃", "⋂", "⨆", "⨅"})
#: `⋃₀ S`, `⋂₀ S` (Mathlib/Order/SetNotation.lean, `Set.sUnion`/`Set.sInter`: "the union
#: of a set of sets", "the intersection of a set of sets"; the other overloads, `ZFSet.sUnion`
#: and `Class.sUnion`, are unions of members as well): the reader's `w_sunion`/`w_sinter`.
SETS_OF_SETS = {"⋃₀": "the union of the sets in", "⋂₀": "the intersection of the sets in"}
WRAPPER = " — TRUE or FALSE?"


@dataclass(frozen=True)
class _Ctx:
    style: Style
    env: Mapping[str, Expr]
    universes: frozenset[str] = frozenset()   # type variables without structure ("set α")

    @property
    def words(self) -> bool:
        return self.style.notation == "words"

    @property
    def alt(self) -> int:
        return 1 if self.style.lexicon == "alternate" else 0

    def bind(self, names: tuple[str, ...], t: Expr | None) -> _Ctx:
        env = dict(self.env)
        for n in names:
            if t is not None:
                env[n] = t
            else:
                env.pop(n, None)
        return replace(self, env=env)


@dataclass(frozen=True)
class Realisation:
    """A sentence and how its variable types were found (elaborator, or guessed)."""

    text: str
    types_from: str   # "elaborator" | "guess"
    note: str


# ----------------------------------------------------------------------------- public API


DEFAULT_STYLE = Style()


def realisation(expr: Expr | str, style: Style = DEFAULT_STYLE) -> Realisation:
    """The sentence for `expr` with a note saying where its binder types came from."""
    e, note = annotate_types(_as_expr(expr))
    e = _hypotheses_for_proofs(e)
    text = _clause(e, _Ctx(style or DEFAULT_STYLE, {}), final=True)
    clause = convention_clause(e)
    text = _capitalise(text) + (f", where {clause}" if clause else "") + "."
    return Realisation(text, "guess" if note.startswith("binder types guessed") else
                       "elaborator", note)


def realise(expr: Expr | str, style: Style = DEFAULT_STYLE) -> str:
    """One capitalised English sentence, ending with '.', that says what `expr` says."""
    return realisation(expr, style).text


def question(expr: Expr | str, style: Style = DEFAULT_STYLE) -> str:
    """The paper's question form: the sentence + " — TRUE or FALSE?"."""
    return realise(expr, style)[:-1] + WRAPPER


def variants(expr: Expr | str, field: str, base: Style = DEFAULT_STYLE) -> dict[str, str]:
    """The sentence for every value of one Style field, the others kept at `base`."""
    if field not in STYLE_NAMES:
        raise ValueError(f"unknown Style field {field!r}; one of {', '.join(STYLE_NAMES)}")
    e = _as_expr(expr)
    b = base or DEFAULT_STYLE
    return {v: realise(e, replace(b, **{field: v})) for v in STYLE_NAMES[field]}  # type: ignore[arg-type]


#: Binder types that are propositions by their shape (`hx : x ≠ 0`, `h : ¬ p`): a relation or
#: a connective, never `→` (a function type) nor a type-forming infix.
_PROP_OPS = RELATIONS | {"↔", "∧", "∨"}


def _is_proof_binder(b: Binder) -> bool:
    """A binder of one proof of a proposition written as a relation (`(hx : x ≠ 0)`)."""
    t = b.type
    return b.info != "inst" and b.pred is None and len(b.names) == 1 and (
        isinstance(t, BinOp) and t.op in _PROP_OPS or isinstance(t, UnOp) and t.op == "¬")


def _hypotheses_for_proofs(e: Expr) -> Expr:
    """`∀ x (hx : x ≠ 0) y, P` as `∀ x, x ≠ 0 → ∀ y, P` and `∃ x (hx : x ∉ I), P` as
    `∃ x, x ∉ I ∧ P` wherever the proof's name is used nowhere after it: the same formula
    (the elaborator makes the one the other), said "if x ≠ 0" instead of naming a proof
    ("every element hx of `x ≠ 0`")."""
    from forminv_lean.families.rewrite import transform

    return transform(e, _split_proof_binder)[0]


def _split_proof_binder(x: Expr) -> Expr | None:
    if not isinstance(x, Quant) or x.kind not in ("∀", "∃"):
        return None
    for k, b in enumerate(x.binders):
        if not _is_proof_binder(b):
            continue
        later = x.binders[k + 1:]
        rest: Expr = Quant(x.kind, later, x.body) if later else x.body
        used = _mentioned(rest) | {n for c in later if c.type is not None
                                   for n in _mentioned(c.type)}
        if b.names[0] in used or b.type is None:
            continue
        inner = _split_proof_binder(rest) or rest
        joined = BinOp("→" if x.kind == "∀" else "∧", b.type, inner)
        return Quant(x.kind, x.binders[:k], joined) if k else joined
    return None


def _mentioned(e: Any) -> set[str]:
    """The root of every name written anywhere in `e`, inside brackets, lambdas and big
    operators too (`(⟨x, h⟩ : {a // a = y})` mentions `h`): a proof binder whose name is used
    there must stay named, or the sentence would drop what its marked Lean refers to."""
    if isinstance(e, Name):
        return {e.id.split(".")[0]}
    if isinstance(e, (list, tuple)):
        return {n for x in e for n in _mentioned(x)}
    if not dataclasses.is_dataclass(e):
        return set()
    return {n for f in dataclasses.fields(e) for n in _mentioned(getattr(e, f.name))}


def _as_expr(expr: Expr | str) -> Expr:
    if not isinstance(expr, str):
        return expr
    from forminv_lean.formal import parse

    return parse(expr)


def _capitalise(text: str) -> str:
    """Capitalise an English opening; never a symbol (`gcd(a, b)` must not become `Gcd`)."""
    first = text.split(" ", 1)[0]
    if first in SENTENCE_OPENERS:
        return text[0].upper() + text[1:]
    return f"It holds that {text}" if text[:1].islower() else text


# ----------------------------------------------------------------------------- clauses


def _kind(e: Expr) -> str:
    if isinstance(e, Quant) or _filter_quant(e):
        return "quant"
    if isinstance(e, BinOp) and e.op in CONNECTIVE_KIND:
        return CONNECTIVE_KIND[e.op]
    if isinstance(e, UnOp) and e.op == "¬":
        if _kind(e.arg) == "atom":
            return "atom"
        return "quant" if isinstance(e.arg, Quant) and e.arg.kind == "∃" else "not"
    return "atom"


def _join(parts: list[str], word: str) -> str:
    if len(parts) <= 2:
        return f" {word} ".join(parts)
    return ", ".join(parts[:-1]) + f" {word} " + parts[-1]


def _flatten(e: Expr, op: str) -> list[Expr]:
    if isinstance(e, BinOp) and e.op == op:
        return _flatten(e.lhs, op) + _flatten(e.rhs, op)
    return [e]


def _sub(e: Expr, ctx: _Ctx, final: bool, allow: frozenset[str] | set[str]) -> str:
    """`e` as a part of a larger clause: bare when unambiguous there, else parenthesised."""
    k = _kind(e)
    if k == "atom" or (k in allow and (final or k not in RIGHT_OPEN)):
        return _clause(e, ctx, final)
    return f"({_clause(e, ctx, True)})"


def _clause(e: Expr, ctx: _Ctx, final: bool) -> str:
    k = _kind(e)
    if k == "atom":
        return _atom(e, ctx, negated=False)
    if k == "quant" and isinstance(e, BigOp):
        return _filter_clause(e, ctx, final)
    if k == "quant":
        return _quant(e, ctx, final)
    if k == "not":
        assert isinstance(e, UnOp)
        inner = e.arg
        if isinstance(inner, Quant) and final:
            return f"it is not the case that {_clause(inner, ctx, True)}"
        return f"it is not the case that ({_clause(inner, ctx, True)})"
    assert isinstance(e, BinOp)
    if k in ("and", "or"):
        parts = _flatten(e, e.op)
        texts = [_sub(p, ctx, final and i == len(parts) - 1, {"quant", "not"})
                 for i, p in enumerate(parts)]
        return _join(texts, k)
    if k == "iff":
        left = _sub(e.lhs, ctx, False, set())
        right = _sub(e.rhs, ctx, final, {"and", "or", "quant", "not"})
        return f"{left} {CONNECTIVE_WORDS[ctx.style.connective]} {right}"
    return _implication(e, ctx, final)


#: Mathlib's filter quantifiers (`∀ᶠ x in l, p x`: `Filter.Eventually`, "p holds for
#: sufficiently large x" along `atTop`; `∃ᶠ x in l, p x`: `Filter.Frequently`, "for
#: arbitrarily large x"), said as quantifiers that scope to the right like "for every".
FILTER_QUANT_WORDS = {"∀ᶠ": "for eventually all", "∃ᶠ": "for frequently many"}


def _filter_quant(e: Expr) -> bool:
    """`∀ᶠ x in l, P` / `∃ᶠ x in l, P` with one plain binder, as the reader reads them."""
    if not (isinstance(e, BigOp) and e.op in FILTER_QUANT_WORDS and e.domain is not None
            and len(e.binders) == 1):
        return False
    b = e.binders[0]
    return len(b.names) == 1 and (b.type is None or _filter_binder_type(b.type)) and \
        b.pred is None and b.info == "explicit" and is_variable(b.names[0], {})


def _filter_binder_type(t: Expr) -> bool:
    """A binder type said in a filter quantifier as the reader's `typed_pl1` reads it: a
    name ("natural numbers n", "elements x of α") or a set of a name ("subsets s of α")."""
    return isinstance(t, Name) or (isinstance(t, App) and t.fn == Name("Set")
                                   and len(t.args) == 1 and isinstance(t.args[0], Name))


def _filter_clause(e: BigOp, ctx: _Ctx, final: bool) -> str:
    """"for eventually all x along l, P" (`∀ᶠ x in l, P`); x's type is the filter's
    element type. Where that is unknown and a binder inside would have its type inferred
    from x, the statement stays marked Lean (a type is never guessed)."""
    assert e.domain is not None
    x = e.binders[0].names[0]
    ft = type_of(e.domain, ctx.env)
    t = ft.args[0] if isinstance(ft, App) and isinstance(ft.fn, Name) and \
        ft.fn.id == "Filter" and len(ft.args) == 1 else None
    said = e.binders[0].type
    if said is not None:   # `∀ᶠ n : ℕ in atTop`: the type as written, said
        t = said
    if t is None and _has_untyped_binder(e.body):
        return f"{math(e, ctx.env, 'words')} holds"
    body = _clause(e.body, ctx.bind((x,), t), final)
    who = x
    if said is not None:
        n = noun(said, ctx.env)
        if RAW in n.pl + n.tail:
            return f"{math(e, ctx.env, 'words')} holds"
        who = f"{n.pl} {x}{n.tail}"
    return f"{FILTER_QUANT_WORDS[e.op]} {who} along {_slot(e.domain, ctx, 'last')}, {body}"


def _has_untyped_binder(e: Expr) -> bool:
    """Does `e` bind a name without a type (one the realiser would infer)?"""
    if isinstance(e, Quant | BigOp | Lambda) and any(b.type is None for b in e.binders):
        return True
    if isinstance(e, SetBuilder) and e.type is None:
        return True
    return any(_has_untyped_binder(v) for v in _children(e))


def _children(e: Expr) -> list[Expr]:
    """The sub-expressions of `e` (binder predicates included)."""
    out: list[Expr] = []
    for v in vars(e).values():
        for y in (v if isinstance(v, tuple) else (v,)):
            if isinstance(y, Binder):
                out.extend([y.pred[1]] if y.pred is not None else [])
            elif hasattr(y, "__dataclass_fields__") and not isinstance(y, str):
                out.append(y)
    return out


def _implication(e: BinOp, ctx: _Ctx, final: bool) -> str:
    hyps: list[Expr] = []
    concl: Expr = e
    while isinstance(concl, BinOp) and concl.op == "→":
        hyps.extend(_flatten(concl.lhs, "∧"))
        concl = concl.rhs
    allow_h = {"or"} if len(hyps) == 1 else set()
    hs = [_sub(h, ctx, False, allow_h) for h in hyps]
    h = _join(hs, "and")
    style = ctx.style.implication
    if style == "if_then":
        c = _sub(concl, ctx, final, {"and", "or", "quant", "not"})
        return f"if {h}, then {c}"
    c = _sub(concl, ctx, False, set())
    if style == "whenever":
        return f"{c} whenever {h}"
    if len(hs) == 1:
        return f"{h} only if {c}"
    return f"{h} {'both' if len(hs) == 2 else 'all'} hold only if {c}"


# ----------------------------------------------------------------------------- quantifiers


@dataclass
class _Group:
    names: tuple[str, ...]
    noun: Noun
    type: Expr | None = None
    pred: str = ""
    classes: tuple[str, ...] = ()
    sort: bool = False


def _quant(e: Expr, ctx: _Ctx, final: bool) -> str:
    negated = isinstance(e, UnOp)
    q = e.arg if isinstance(e, UnOp) else e
    assert isinstance(q, Quant)
    binders, body = list(q.binders), q.body
    if q.kind == "∃!":
        return _exists_unique(q, ctx, final, negated)
    while isinstance(body, Quant) and body.kind == q.kind:  # ∀ x, ∀ y, P  =  ∀ x y, P
        binders.extend(body.binders)
        body = body.body
    groups, inner = _groups(tuple(binders), body, ctx, generic=not negated)
    style = ctx.style.quantifier
    if q.kind == "∀":
        context: list[str] = []
        while groups and groups[0].sort and groups[0].classes and not groups[0].pred and all(
                class_noun(c) is not None for c in groups[0].classes):
            g = groups.pop(0)
            head, rest = _class_noun(g)
            context.append(f"{FORALL_WORDS[style][0]} {head} {g.names[0]}{rest}")
        text = _clause(body, inner, final)
        if groups:
            text = f"for {_join(_forall_items(groups, style), 'and')}, {text}"
        if context:
            text = f"in {_join(context, 'and')}, {text}"
        return text
    items = _join(_exists_items(groups), "and")
    body_text = _clause(body, inner, final)
    total = sum(len(g.names) for g in groups)
    if not negated:
        return f"{EXISTS_WORDS[style][total > 1]} {items} such that {body_text}"
    if len(groups) == 1 and len(groups[0].names) == 1:
        bare = items.split(" ", 1)[1]  # drop the article: "there is no natural number n"
        return f"there is no {bare} such that {body_text}"
    if len(groups) == 1:
        return f"there are no {items} such that {body_text}"
    return f"there is no choice of {items} such that {body_text}"


def _exists_unique(q: Quant, ctx: _Ctx, final: bool, negated: bool) -> str:
    """`∃! x, P x` ("there is exactly one natural number x such that …"): one name, no binder
    predicate, as Mathlib's `ExistsUnique` takes it (the elaborator refuses the others);
    never merged with an inner `∃!` (`∃! x, ∃! y` is not `∃! x y`)."""
    groups, inner = _groups(q.binders, q.body, ctx, generic=False)
    if negated or len(groups) != 1 or len(groups[0].names) != 1 or groups[0].sort \
            or groups[0].pred:
        raise ValueError("∃! is worded over one name without a binder predicate")
    item = _exists_items(groups)[0].split(" ", 1)[1]   # drop the article
    return f"there is exactly one {item} such that {_clause(q.body, inner, final)}"


def _groups(binders: tuple[Binder, ...], body: Expr, ctx: _Ctx, *, generic: bool = True
            ) -> tuple[list[_Group], _Ctx]:
    """Binder groups with nouns, predicates and class constraints; also the inner context.

    Consecutive binders of one type without predicates form one group ("all real numbers
    a and b"), whatever the binder syntax was (`∀ a b`, `∀ a, ∀ b`). A type worded from its
    name ("every matroid M on α", `generic`: where the reader reads one, "for every" and
    "there is a") takes one item per name, without a predicate."""
    types = binder_types(binders, body, ctx.env)
    classes: dict[str, list[str]] = {}
    whole: dict[str, list[Expr]] = {}  # the class binders as written, by the name they are on
    for k, b in enumerate(binders):
        if b.info == "inst":
            cls, target = _class_of(b.type)
            # a class with no type variable last (`[CharP K 2]`, `[Fact (Nat.Prime p)]`) is
            # said on the last name it uses, never dropped
            target = target or _last_bound(b.type, binders[:k])
            classes.setdefault(target or "?", []).append(cls)
            if b.type is not None:
                whole.setdefault(target or "?", []).append(b.type)
    bound = {n for b in binders if b.info != "inst" for n in b.names}
    outer = [t for t in whole if t not in bound and t != "?"]
    if outer:
        # `∀ [IsDomain K] (p : ℕ), …` inside the scope of `K` (or a class on a constant type):
        # a hypothesis no item here introduces, said on the first item as the class on no bound
        # name is (below); never dropped (the sentence would claim more than the theorem)
        if not any(b.info != "inst" for b in binders) and any(t in ctx.env for t in outer):
            raise ValueError("a class on a name an outer quantifier binds is not worded")
        whole["?"] = [*whole.get("?", []), *(c for t in outer for c in whole.pop(t))]
    groups: list[_Group] = []
    pending: list[Expr] = []   # classes on a term, said once every name they use is bound
    for k, (b, t) in enumerate(zip(binders, types, strict=True)):
        if b.info == "inst":
            continue
        if is_sort(t):
            for n in b.names:
                on_n = tuple(classes.get(n, ()))
                on_n, hyp = _class_hypothesis(on_n, whole.get(n, []), ctx.bind((n,), t))
                groups.append(_Group((n,), Noun("set", "sets"), t, pred=hyp, classes=on_n,
                                     sort=True))
                ctx = ctx.bind((n,), t)
                if not on_n:
                    ctx = replace(ctx, universes=ctx.universes | {n})
            continue
        ctx = ctx.bind(b.names, t)
        pred = _pred(b.pred, ctx)
        # a class on a term (`[CharP R m]`, `[NeZero n]`) is a hypothesis: said, never
        # dropped, and never before a name it uses is introduced (`[CharP R n]` with `R`
        # bound after `n` is said on the next item)
        pending += [c for n in b.names for c in whole.get(n, ())]
        later = {n for x in binders[k + 1:] if x.info != "inst" for n in x.names}
        on_term = [c for c in pending if not _free_names(c) & later]
        pending = [c for c in pending if c not in on_term]
        if on_term:
            # each class in words where it has them, else marked Lean, read back in order
            # joined so (the reader's `item_inst`: "and" would be read as the next item's)
            said = [_class_on_term(c, ctx) for c in on_term]
            pred += " such that " + _joined_classes(said)
        # (a proof with a class on it keeps its noun: the reader reads no "such that" after
        # a proof's relation)
        item_noun = (None if pred else _proof_noun(b, ctx)) or \
            noun(t, ctx.env, generic=generic and b.pred is None)
        if item_noun.generic:   # a class on the term is said after the last name
            groups.extend(_Group((x,), item_noun, t, pred if x == b.names[-1] else "")
                          for x in b.names)
            continue
        last = groups[-1] if groups else None
        if last is not None and not last.sort and not last.pred and not pred \
                and not last.noun.generic and last.type == t and t is not None:
            last.names = (*last.names, *b.names)
            continue
        groups.append(_Group(b.names, item_noun, t, pred))
    if pending:
        raise ValueError("a class on a term uses a name no item after it introduces")
    if "?" in whole:
        # a class on no bound name (`[Fact (1 < 2)]`) is a hypothesis on nothing: said on the
        # first item ("for every x such that `C`", which is `∀ x, C → …`, the same statement);
        # with no such item it is left to the read-back check (the reading then lacks it and
        # is refused): never worded as what it is not ("every `Fact (1 < 2)` α")
        item = next((g for g in groups if not g.sort and not g.noun.generic), None)
        if item is not None:
            said = [_class_on_term(c, ctx) for c in whole["?"]]
            item.pred += " such that " + _joined_classes(said)
    return groups, ctx


def _joined_classes(said: list[str]) -> str:
    """Classes on a term said in order: two in words as "both A and B" (the reader's
    `item_inst`; a class over a family, "each M i is …", is no `inst_atom` there), else
    joined by "together with" ("and" alone would open the next item)."""
    if len(said) == 2 and not any(s.startswith((RAW, "each ")) for s in said):
        return f"both {said[0]} and {said[1]}"
    return " together with ".join(said)


def _prop_head(name: str) -> bool:
    """Is `name` certainly a proposition-valued head (a class the checker's table lists as a
    proposition, `prop_classes.PROP_CLASSES`, or a declared predicate), so that a binder of it
    applied is a proof and never a type (`WithTop ℕ∞`, `Set α`)?"""
    from forminv_lean.formal.meaning.prop_classes import PROP_CLASSES
    from forminv_lean.formal.meaning.signature import PREDICATE_SIGNATURES

    return name in PROP_CLASSES or name in PREDICATE_SIGNATURES


def _proof_noun(b: Binder, ctx: _Ctx) -> Noun | None:
    """A proof binder a later part uses (`(hy : y ≠ ⊥)` in `WithBot.unbot y hy`; one no
    part uses is a hypothesis, `_hypotheses_for_proofs`): "every proof hy that y is not equal
    to ⊥", one item per proof (the reader's `item_proof`), for a relation only (a connective
    would take the rest of the sentence)."""
    from forminv_lean.families.rewrite import walk

    t = b.type
    if b.info != "inst" and b.pred is None and len(b.names) == 1 and t is not None \
            and not isinstance(t, BinOp | UnOp):
        # a predicate the lexicon words, on names (`(hs : s.Nonempty)`: "every proof hs that
        # s is nonempty"), read back by the same `item_proof`; a wording two namespaces share
        # reads back as field notation, so `Finset.Nonempty s` is left as written
        oc = opaque_call(t, ctx.env)
        if oc is None and isinstance(t, App) and isinstance(t.fn, Name) and \
                _prop_head(t.fn.id) and all(isinstance(a, Name) for a in t.args) and \
                not (words := _atom(t, ctx, False)).startswith(RAW):
            # a predicate the lexicon lacks, worded generically (`(ha : IsStarNormal a)`:
            # "every proof ha that a is star normal"), never as a noun of its own
            return Noun("proof", "proofs", f" that {words}", generic=True)
        if oc is None or oc.entry.kind not in ("predicate", "relation") \
                or oc.entry.arity != len(oc.args) \
                or not all(isinstance(a, Name) for a in oc.args) \
                or isinstance(t, App) and shared_wording(oc.entry):
            return None
        return Noun("proof", "proofs", f" that {_template(oc, ctx)}", generic=True)
    if not (_is_proof_binder(b) and isinstance(t, BinOp) and t.op in RELATIONS):
        return None
    if any(isinstance(x, Ascribe | Lambda | Quant | SetBuilder | BigOp) or
           isinstance(x, UnOp) and x.op == "↑" for x in walk(t)):
        return None   # a cast or a binder inside: the reader's atom there is not certain
    return Noun("proof", "proofs", f" that {_atom(t, ctx, False)}", generic=True)


def _class_hypothesis(on_n: tuple[str, ...], whole: list[Expr], ctx: _Ctx
                      ) -> tuple[tuple[str, ...], str]:
    """A type variable's classes that are no nouns but relations the lexicon words
    (`[IsScalarTower R S A]`, `[CharP R 3]`, `[Fact (finrank ℝ V = 2)]`), said as hypotheses
    after the item, in their order ("every commutative ring A that is also an algebra over R
    such that R acts on A through S"; several joined by "together with": the reader's
    `structure_inst`); the other classes stay nouns or marked Lean, in theirs (the order of
    a type's class binders is no part of the formula: `reader.formula_key` reads them as the
    type's set of classes). A class naming a type bound after this one is said here too
    ("every module M over R such that R acts on M through S, every semiring S", as "module
    over R" is said before R's item): its reading is the same class on the same type."""
    if len(whole) != len(on_n):
        return on_n, ""
    said: list[str] = []
    kept: list[str] = []
    for c, expr in zip(on_n, whole, strict=True):
        text = _class_words(expr, ctx) if class_noun(c) is None else None
        if text is None:
            kept.append(c)
        else:
            said.append(text)
    if not said:
        return on_n, ""
    return tuple(kept), " such that " + " together with ".join(said)


def _class_words(c: Expr, ctx: _Ctx) -> str | None:
    """A class binder on a type in words, where the lexicon has a relation (or a predicate)
    for it or it is a `Fact`; None otherwise."""
    if not isinstance(c, App) or not isinstance(c.fn, Name):
        return None
    if (words := _value_class_words(c)) is not None:
        return words
    if any(isinstance(a, Name) and not PARAM.fullmatch(a.id) for a in c.args):
        return None   # a type the reader takes as no name (`ℚ≥0`): the class stays marked
    if c.fn.id != "Fact":
        # the lexicon's entry for exactly this class ("is alg closed", a name split, is no
        # wording of a class; `Infinite β` is not `Set.Infinite`, whose short name it shares)
        oc = opaque_call(c, ctx.env)
        if oc is None or oc.entry.name != c.fn.id or oc.entry.kind not in ("predicate",
                                                                            "relation"):
            return None
    text = _class_on_term(c, ctx)
    return None if text.startswith(RAW) else text


def _last_bound(c: Expr | None, before: tuple[Binder, ...]) -> str | None:
    """The name bound last, of those `before` the class binder, that the class `c` uses."""
    used = _free_names(c) if c is not None else set()
    names = [n for b in before if b.info != "inst" for n in b.names if n in used]
    return names[-1] if names else None


def _family_class_words(c: Expr) -> str | None:
    """A class over a type family in words, `[∀ i, Module R (M i)]` as "each M i is a module
    over R" (the reader's `inst_family`): one untyped index, the member `M i` the class's
    last argument, a class with a noun (or one said "over" its first argument); None else."""
    if not (isinstance(c, Quant) and c.kind == "∀" and len(c.binders) == 1
            and len(c.binders[0].names) == 1 and c.binders[0].type is None
            and c.binders[0].pred is None and c.binders[0].info == "explicit"):
        return None
    i, body = c.binders[0].names[0], c.body
    if not (isinstance(body, App) and isinstance(body.fn, Name) and body.args):
        return None
    member = body.args[-1]
    if not (isinstance(member, App) and _plain(member.fn) and member.args == (Name(i),)
            and _plain(Name(i))):
        return None
    if len(body.args) == 1:
        cls: str | None = body.fn.id
    elif len(body.args) == 2 and _plain(body.args[0]):
        cls = over_class(body.fn.id, body.args[0].id)
    else:
        cls = None
    word = class_noun(cls) if cls is not None else None
    if word is None or len(body.args) == 2 and body.args[0] == Name(i):
        return None
    return f"each {member.fn.id} {i} is {article(word.split(' ')[0])} {word}"


#: Classes on one element that are said of a numeral of a type ("such that 2 is nonzero in
#: K", `[NeZero (2 : K)]`; the reader's `inst_nezero`, `inst_invertible`), read at v4.19.0:
#: Lean core's `class NeZero (n : R) : Prop` (src/Init/Data/NeZero.lean: "a type-class version
#: of `n ≠ 0`"; its facts in Mathlib/Algebra/NeZero.lean) and
#: Mathlib/Algebra/Group/Invertible/Defs.lean:87, `class Invertible [Mul α] [One α] (a : α) :
#: Type u` ("`Invertible a` gives a two-sided multiplicative inverse of `a`").
VALUE_CLASSES = {"NeZero": "nonzero", "Invertible": "invertible"}


def _value_class_words(c: Expr) -> str | None:
    """`[NeZero (2 : K)]` as "2 is nonzero in K": a class of `VALUE_CLASSES` on a numeral
    ascribed a type that is a name; None for any other class."""
    if not (isinstance(c, App) and isinstance(c.fn, Name) and c.fn.id in VALUE_CLASSES
            and len(c.args) == 1 and isinstance(a := c.args[0], Ascribe)
            and isinstance(a.expr, Num) and a.expr.text.isdigit() and _plain(a.type)):
        return None
    return f"{a.expr.text} is {VALUE_CLASSES[c.fn.id]} in {a.type.id}"


def _class_on_term(c: Expr, ctx: _Ctx) -> str:
    """A class on a term in words where a predicate wording exists ("such that l is a proper
    filter", `[Filter.NeBot l]`; "such that M is rank infinite"), else as marked Lean."""
    if (words := _family_class_words(c) or _value_class_words(c)) is not None:
        return words
    if isinstance(c, App) and c.fn == Name("Fact") and len(c.args) == 1 and _fact_atom(
            c.args[0], ctx):   # `[Fact (Nat.Prime p)]`: a proposition made a class
        return f"it is a fact that {_atom(c.args[0], ctx, False)}"
    if not (isinstance(c, App) and c.args and all(isinstance(a, Name | Num) for a in c.args)):
        return raw(c)   # the reader reads a class in words on names (and numerals) only
    oc = opaque_call(c, ctx.env)
    if oc is None or oc.entry.kind not in ("predicate", "relation") or \
            oc.entry.arity != len(c.args) or not _STARTS_WITH_SLOT.match(oc.entry.english):
        # ("such that R has characteristic p": the reader's `instlex` starts with a name)
        oc = generic_call(c, ctx.env, "predicate") if len(c.args) == 1 else None
    return _template(oc, ctx) if oc is not None else raw(c)


#: A template the reader's `instlex` reads after "such that": one that opens with an argument
#: ("R has characteristic p", "K is the ring of fractions of R"), a name there.
_STARTS_WITH_SLOT = re.compile(r"\{\d+\} ")


def _fact_atom(p: Expr, ctx: _Ctx) -> bool:
    """Is `p` (of `[Fact p]`) said as one atom the reader reads after "it is a fact that": a
    relation or a predicate with words (`Nat.Prime p`, `1 ≤ p`, `finrank ℝ V = 2`), not a
    negation, a connective or a quantifier (those would take the rest of the sentence)."""
    if isinstance(p, BinOp):
        return p.op in RELATIONS
    c = call_of(p, ctx.env)
    if c is not None and (c[0] in PREDICATES and len(c[1]) == 1 or
                          c[0] in PREDICATES2 and len(c[1]) == 2):
        return True
    oc = opaque_call(p, ctx.env)
    return oc is not None and oc.entry.kind in ("predicate", "relation")


def _free_names(c: Expr) -> set[str]:
    """The names a class binder uses, less those its own `∀` binds (`[∀ i, Mul (α i)]` uses
    `α`, not a later `i`)."""
    from forminv_lean.families.rewrite import walk

    bound = {n for b in c.binders for n in b.names} if isinstance(c, Quant) else set()
    used = _names_in(c)
    for x in walk(c):   # the names in types too: `[NeZero (2 : R)]` uses R
        if isinstance(x, Ascribe):
            used |= _names_in(x.type)
        elif isinstance(x, Quant):
            used |= {n for b in x.binders if b.type is not None for n in _names_in(b.type)}
    return used - bound


def _names_in(e: Any) -> set[str]:
    """Every name `e` mentions or binds, inside `fun`s, big operators and brackets too (the
    families' `names_in` does not enter a `fun`: a `·` section inside `fun x ↦ (f · x)` named
    `x` was said "the function x ↦ (the function x ↦ f(x, x))")."""
    out: set[str] = set()
    if isinstance(e, Name):
        out.add(e.id.split(".")[0])
    elif isinstance(e, str):
        return out
    names = getattr(e, "names", None)
    if isinstance(names, tuple):
        out.update(n for n in names if isinstance(n, str))
    var = getattr(e, "var", None)
    if isinstance(var, str):
        out.add(var)
    if dataclasses.is_dataclass(e):
        for f in dataclasses.fields(e):
            out |= _names_in_value(getattr(e, f.name))
    return out


def _names_in_value(v: Any) -> set[str]:
    if isinstance(v, tuple | list):
        return set().union(*(_names_in_value(x) for x in v)) if v else set()
    return _names_in(v) if dataclasses.is_dataclass(v) else set()


def _class_of(t: Expr | None) -> tuple[str, str | None]:
    """(class, the type variable it is on). A class with other arguments (`Module R M`) is
    on its last one, and is written whole as marked Lean (`` `Module R M` ``)."""
    if isinstance(t, App) and isinstance(t.fn, Name) and len(t.args) == 1 \
            and _plain(t.args[0]):
        return t.fn.id, t.args[0].id
    if isinstance(t, App) and isinstance(t.fn, Name) and _plain(t.args[-1]):
        if len(t.args) == 2 and isinstance(t.args[0], Name):   # "a module over R"
            over = over_class(t.fn.id, t.args[0].id)
            if over is not None:
                return over, t.args[-1].id
        return raw(t), t.args[-1].id
    if isinstance(t, Quant) and t.kind == "∀" and (family := _family_of(t.body)) is not None:
        return raw(t), family   # `[∀ i, Mul (α i)]`: said on the family, as marked Lean
    return (math(t, {}, "lean") if t is not None else "?"), None


def _plain(e: Expr) -> TypeGuard[Name]:
    """A name a class can be on: a variable, not field notation (`[Fact p.Prime]` is a class
    on the term `p`, said as a hypothesis on it, never on a type named `p.Prime`)."""
    return isinstance(e, Name) and "." not in e.id


def _family_of(body: Expr) -> str | None:
    """The family a class over a family is on: `Mul (α i)` is on `α`, `Module 𝕜 (E i)` on
    `E` (its last argument's head), through nested `∀`s."""
    while isinstance(body, Quant) and body.kind == "∀":
        body = body.body
    if isinstance(body, App) and isinstance(body.fn, Name) and body.args:
        last = body.args[-1]
        if isinstance(last, App) and isinstance(last.fn, Name):
            return last.fn.id
    return None


def _class_word(c: str) -> str:
    """The noun for a class: the realiser's table, the lexicon, or the split CamelCase name
    ("division semiring"); a class none of these can name is written as marked Lean."""
    if c.startswith(RAW):
        return c
    n = class_noun(c)
    return n if n is not None else raw(Name(c))


def _class_noun(g: _Group) -> tuple[str, str]:
    """Noun and what follows the name: ("monoid", ""), ("linearly ordered set", " that is
    also a lattice")."""
    first, *rest = g.classes
    head = _class_word(first)
    # a class with a parameter puts the name before "over": "every module M over R"
    head, over, param = head.partition(OVER) if not head.startswith(RAW) else (head, "", "")
    # one "that is also" per class: "and" would be read as the next quantifier item
    return head, f"{over}{param}" + "".join(
        f" that is also {article(_class_word(c))} {_class_word(c)}" for c in rest)


def _pred(pred: tuple[str, Expr] | None, ctx: _Ctx) -> str:
    if pred is None:
        return ""
    op, bound = pred
    if ctx.words:
        return f" {BINDER_PRED_WORDS.get(op, op)} {_phrase(bound, ctx)}"
    return f" {op} {paren(bound, ctx.env, 'symbols', 51)}"


def _forall_items(groups: list[_Group], style: str) -> list[str]:
    det, det_group = FORALL_WORDS[style]
    out: list[str] = []
    for g in groups:
        if g.sort:  # a type variable: "every type α", "every group G"
            head, rest = _class_noun(g) if g.classes else ("type", "")
            out.append(f"{det} {head} {g.names[0]}{rest}{g.pred}")
            continue
        n = g.noun
        if det_group is not None and len(g.names) > 1:
            names = _join(list(g.names), "and")
            out.append(f"{det_group} {n.pl} {names}{n.tail}{g.pred}")
        else:
            out.extend(f"{det} {n.sg} {x}{n.tail}{g.pred}" for x in g.names)
    return out


def _exists_items(groups: list[_Group]) -> list[str]:
    out: list[str] = []
    for g in groups:
        n = g.noun
        if g.sort:
            out.append(f"a type {g.names[0]}")
        elif len(g.names) == 1:
            out.append(f"{article(n.sg)} {n.sg} {g.names[0]}{n.tail}{g.pred}")
        else:
            names = _join(list(g.names), "and")
            out.append(f"{n.pl} {names}{n.tail}{g.pred}")
    return out


# ----------------------------------------------------------------------------- atoms


def _atom(e: Expr, ctx: _Ctx, negated: bool) -> str:
    if isinstance(e, UnOp) and e.op == "¬":
        if negated:  # ¬¬P: say it plainly rather than cancel the negations
            return f"it is not the case that {_atom(e.arg, ctx, True)}"
        return _atom(e.arg, ctx, True)
    if isinstance(e, BinOp) and e.op in RELATIONS:
        return _relation(e, ctx, negated)
    c = call_of(e, ctx.env)
    if c is not None:
        key, args = c
        if key in PREDICATES and len(args) == 1:
            return PREDICATES[key][ctx.alt][negated].format(x=_subject(args[0], ctx))
        if key in PREDICATES2 and len(args) == 2:
            x, y = (_subject(a, ctx) for a in args)
            return PREDICATES2[key][ctx.alt][negated].format(x=x, y=y)
    oc = opaque_call(e, ctx.env)
    if oc is not None and oc.entry.kind in ("predicate", "relation"):
        pos = _template(oc, ctx)
        return f"it is not the case that {pos}" if negated else pos
    gc = generic_call(e, ctx.env, "predicate")
    if gc is not None:   # "s is compact": a predicate worded from its name
        pos = _template(gc, ctx)
        return f"it is not the case that {pos}" if negated else pos
    if isinstance(e, Name) and e.id in ("True", "False"):
        return f"{e.id} {'does not hold' if negated else 'holds'}"
    if isinstance(e, Name) and is_variable(e.id, ctx.env):   # a proposition variable
        return f"{e.id} {PROP_WORDS[ctx.alt][negated]}"
    # a predicate variable applied (`p(a) holds`), or Lean the lexicon has no words for
    return f"{math(e, ctx.env, 'words')} {'does not hold' if negated else 'holds'}"


# ----------------------------------------------------------------------------- the lexicon


def _template(oc: Call, ctx: _Ctx) -> str:
    """A lexicon constant in words (the alternate wording in the alternate lexicon), or in
    its symbol form in the symbols style. Each argument is worded to fit its slot, so the
    reader's grammar (generated from the same template) has one parse."""
    from forminv_lean.informalise.lexicon import slot_classes

    e = oc.entry
    passive = ctx.style.relation_voice == "passive"
    template = e.symbol if not ctx.words and e.symbol else \
        e.passive if passive and e.passive else e.alt if ctx.alt and e.alt else e.english
    classes = slot_classes(template, e.kind, symbol=template == e.symbol)
    args = [_slot(a, ctx, classes.get(i, "term")) for i, a in enumerate(oc.args)]
    return fill(template, args)


def _slot(e: Expr, ctx: _Ctx, cls: str) -> str:
    """An argument as its slot in a template takes it: `math` (symbol forms: any
    arithmetic), `term` (a relation's side), `last` (the end of a phrase: a word phrase or
    an atom, arithmetic bracketed), `closed` (elsewhere: an atom, anything else bracketed)."""
    if cls == "math":
        return math(e, ctx.env, "symbols")
    text = _phrase(e, ctx)
    if cls == "term":
        return text
    m, prec = math_prec(e, ctx.env, "words")
    if text == m:
        return text if prec > MAX or (prec == MAX and _postfix_atom(text)) else f"({text})"
    return text if cls == "last" and not text.startswith("(") else \
        text if _bracketed(text) else f"({text})"


def _postfix_atom(text: str) -> bool:
    """Math the reader takes as one argument (`n!`, `x⁻¹`, `sᶜ`, `√x`, `↑n`)."""
    return " " not in text


def _numeral(e: Expr) -> bool:
    return isinstance(e, Num) or (isinstance(e, UnOp) and e.op == "-" and isinstance(e.arg, Num))


def _subject(e: Expr, ctx: _Ctx) -> str:
    return _phrase(e, ctx) if ctx.words or _lambda_words(e, ctx) else \
        math(e, ctx.env, "symbols")


def _lambda_words(e: Expr, ctx: _Ctx) -> bool:
    """A `fun` the realiser words ("the function m ↦ n^m on the natural numbers") is said so
    in every style: in symbols its only other form is marked Lean, a change the notation
    family does not make (as `_words_only` for a lexicon phrase)."""
    return isinstance(e, Lambda) and _lambda(e, ctx) is not None


def _relation(e: BinOp, ctx: _Ctx, negated: bool) -> str:
    passive = ctx.style.relation_voice == "passive"
    if ctx.words:
        if e.op in ("∈", "∉"):  # `Set.univ ∈ 𝒜` is a set of 𝒜's elements, not 𝒜's type
            lhs = _phrase(e.lhs, ctx, element_type(type_of(e.rhs, ctx.env)))
            x = type_of(e.lhs, ctx.env)
            rhs = _phrase(e.rhs, ctx, None if x is None else App(Name("Set"), (x,)))
        else:
            lhs = _phrase(e.lhs, ctx, type_of(e.rhs, ctx.env))
            rhs = _phrase(e.rhs, ctx, type_of(e.lhs, ctx.env))
        forms = RELATION_WORDS[e.op]
        if passive and e.op in PASSIVE_NUMERAL_LEFT and _numeral(e.lhs) and not _numeral(e.rhs):
            pos, neg = PASSIVE_NUMERAL_LEFT[e.op]
        elif passive and forms[1]:
            pos, neg = forms[1], forms[3]
        elif ctx.alt and e.op in RELATION_SYNONYMS:
            pos, neg = RELATION_SYNONYMS[e.op]
        else:
            pos, neg = forms[0], forms[2]
        if negated and not neg:
            return f"it is not the case that {pos.format(lhs=lhs, rhs=rhs)}"
        return (neg if negated else pos).format(lhs=lhs, rhs=rhs)
    elem = element_type(type_of(e.lhs, ctx.env) or type_of(e.rhs, ctx.env))
    if e.op in ("∈", "∉"):
        elem = type_of(e.lhs, ctx.env)
    lhs, rhs = _symbol_side(e.lhs, elem, ctx), _symbol_side(e.rhs, elem, ctx)
    if negated:
        if e.op in NEGATED_SYMBOLS:
            return NEGATED_SYMBOLS[e.op][passive].format(lhs=lhs, rhs=rhs)
        pos = RELATION_SYMBOLS[e.op][passive].format(lhs=lhs, rhs=rhs)
        return f"it is not the case that {pos}"
    return RELATION_SYMBOLS[e.op][passive].format(lhs=lhs, rhs=rhs)


def _universe(e: Expr, elem: Expr | None, ctx: _Ctx) -> Expr:
    """Set constants in symbols: `Set.univ` among subsets of a type variable α is written α
    ("s ∪ sᶜ = α"); an ascribed `∅` or `Set.univ` loses an ascription the other side
    already implies."""
    if isinstance(e, Ascribe) and isinstance(e.expr, Name) and e.expr.id in ("∅", "Set.univ"):
        own = element_type(e.type)
        if e.expr.id == "Set.univ" and isinstance(own, Name) and own.id in ctx.universes:
            return own
        return e.expr if elem is not None and own == elem else e
    if not (isinstance(elem, Name) and elem.id in ctx.universes):
        return e
    if e == Name("Set.univ"):
        return elem
    if isinstance(e, BinOp):
        return replace(e, lhs=_universe(e.lhs, elem, ctx), rhs=_universe(e.rhs, elem, ctx))
    if isinstance(e, UnOp):
        return replace(e, arg=_universe(e.arg, elem, ctx))
    return e


# ----------------------------------------------------------------------------- terms


def _simple(e: Expr) -> bool:
    return isinstance(e, Num) or (isinstance(e, Name) and "." not in e.id
                                  and e.id not in CONSTANTS)


def _phrase(e: Expr, ctx: _Ctx, expected: Expr | None = None) -> str:
    """A term in words: "the factorial of n", "n mod m", "x squared"; compound arithmetic
    stays inline math ("2 * m + 1"), which reads better than spelt-out operators."""
    env = ctx.env
    if isinstance(e, Num) or (isinstance(e, Name) and e.id in env):
        return math(e, env, "words")
    if isinstance(e, Ascribe) and isinstance(e.expr, Name) and e.expr.id in ("∅", "Set.univ"):
        expected = e.type  # `(∅ : Set ℤ)`: the ascription only says which empty set
        e = e.expr
    if isinstance(e, Name) and e.id in CONSTANTS:
        elem = element_type(expected)
        if e.id == "Set.univ" and isinstance(elem, Name) and elem.id in ctx.universes:
            return elem.id  # "… equals α": the whole of the set α
        if e.id == "Set.univ" and elem is not None:
            n = noun(elem, env, phrase=True)
            return f"the set of all {n.pl}{n.tail}"
        return CONSTANTS[e.id]
    c = call_of(e, env)
    if c is not None:
        key, args = c
        if key in UNARY_WORDS and len(args) == 1:
            x = _unary_arg(args[0], ctx)
            if UNARY_WORDS[key][ctx.alt].startswith("{x}") and not (
                    _simple(args[0]) or _bracketed(x)):
                x = f"({x})"   # "(a factorial) factorial", never "a factorial factorial"
            return UNARY_WORDS[key][ctx.alt].format(x=x)
        if key in BINARY_WORDS and len(args) == 2:
            x, y = (_binary_arg(a, ctx) for a in args)
            return BINARY_WORDS[key][ctx.alt].format(x=x, y=y)
    if isinstance(e, UnOp) and e.op == "↑" and expected is not None and not is_sort(expected):
        n = noun(expected, env, phrase=True)
        return f"({_unary_arg(e.arg, ctx)} as {article(n.sg)} {n.sg}{n.tail})"
    if isinstance(e, BinOp):
        if e.op == "%":
            return MOD_WORDS[ctx.alt].format(x=paren(e.lhs, env, "words", 70),
                                            y=paren(e.rhs, env, "words", 71))
        if e.op == "^" and isinstance(e.rhs, Num) and e.rhs.text in POWER_WORDS:
            base = math(e.lhs, env, "words") if _simple(e.lhs) else \
                f"({math(e.lhs, env, 'words')})"
            return POWER_WORDS[e.rhs.text][ctx.alt].format(x=base)
        if e.op == "×ˢ" and (sprod := _sprod_words(e, ctx)) is not None:
            return sprod
        if e.op in SET_OPS and _set_operand(e.lhs, env) and _set_operand(e.rhs, env):
            t = type_of(e, env)
            return SET_OPS[e.op].format(x=_phrase(e.lhs, ctx, t), y=_phrase(e.rhs, ctx, t))
        if _list_append(e, env):
            t = type_of(e.lhs, env)
            return APPEND_WORDS.format(x=_phrase(e.lhs, ctx, t), y=_phrase(e.rhs, ctx, t))
    oc = opaque_call(e, env)
    if oc is not None and oc.entry.kind == "function" and (ctx.words or _words_only(oc)):
        return _template(oc, ctx)
    if oc is not None and oc.entry.kind == "function" and isinstance(e, UnOp | BinOp):
        # the symbols style keeps Mathlib's operator (`f '' s`, `#s`): the notation family
        # switches it with the words (the words mode of math would say the phrase)
        return math(e, env, "symbols")
    gc = generic_call(e, env, "function") if oc is None else None
    if gc is not None:   # "the lower bounds of s": a function worded from its name
        return _template(gc, ctx)
    if isinstance(e, Lambda):   # in every style (`_lambda_words`)
        text = _lambda(e, ctx)
        if text is not None:
            return text
    if (unapplied := unapplied_words(e, env)) is not None:   # "the sine function"
        return unapplied
    if ctx.words and isinstance(e, BigOp):
        big = _big_words(e, ctx)
        if big is not None:
            return big
    if ctx.words and isinstance(e, UnOp) and e.op in SETS_OF_SETS:
        return f"{SETS_OF_SETS[e.op]} {_slot(e.arg, ctx, 'last')}"
    if isinstance(e, SetBuilder) and e.sep is not None:   # `{x ∈ s | p x}`: no words here
        return raw(e)
    if isinstance(e, SetBuilder):
        t = e.type or infer_var_type(e.var, None, e.body, env)
        inner = ctx.bind((e.var,), t)
        body = _sub(e.body, inner, False, set())
        if t is None:
            return f"the set of all {e.var} such that {body}"
        n = noun(t, env)
        return f"the set of {n.pl} {e.var}{n.tail} such that {body}"
    return math(e, env, "words")


def _big_words(e: BigOp, ctx: _Ctx) -> str | None:
    """A big operator over one plain binder in words ("the sum of f(i) over all i in s"; a
    typed index, "… over all natural numbers k", `∑' k : ℕ, f k`), or None where the reader
    would not read it back. Several names in one binder (`⨆ i j, f i j`, Lean's notation
    for `⨆ i, ⨆ j, f i j`) are said nested, one name each."""
    if not (e.op in BIG_WORDS and len(e.binders) == 1 and e.binders[0].info == "explicit"):
        return None
    b = e.binders[0]
    if len(b.names) > 1 and b.pred is None and e.domain is None:
        inner_op = BigOp(e.op, (Binder(b.names[1:], b.type),), e.body)
        return _big_words(BigOp(e.op, (Binder(b.names[:1], b.type),), inner_op), ctx)
    if len(b.names) != 1 or b.type is not None and (
            b.pred is not None or e.domain is not None or not _filter_binder_type(b.type)) \
            or b.pred is not None and (b.pred[0] != "∈" or e.domain is not None):
        return None
    inner = ctx.bind(b.names, b.type)
    over = f"over all {b.names[0]}"
    if b.type is not None:   # "over all natural numbers k" (the reader's `typed_pl1`)
        n = noun(b.type, ctx.env)
        if RAW in n.pl + n.tail or not is_variable(b.names[0], {}):
            return None
        over = f"over all {n.pl} {b.names[0]}{n.tail}"
    dom = b.pred[1] if b.pred is not None else e.domain
    if dom is not None:   # `∑ x ∈ s` and `∑ x in s` are the same sum
        over += f" in {_slot(dom, ctx, 'last')}"
    body = _phrase(e.body, inner)
    if isinstance(e.body, BigOp) and not body.startswith("("):
        body = f"({body})"   # "… of (the sum of f(a) over all a in s) over all s in t"
    if e.op in SET_BIG_OPS and not _set_operand_text(e.body, body, inner):
        if body != math(e.body, inner.env, "words") or RAW in body:
            return None
        body = f"({body})"   # "the infimum of (a * f(i)) over all i": bracketed math, an atom
    if isinstance(dom, Ascribe):   # "in ({a, b} as a subset of α)": unread
        return None
    return f"{BIG_WORDS[e.op]} {body} {over}"


def generic_words(call: Call, env: Mapping[str, Expr]) -> str:
    """A constant worded from its name (`calls.generic_call`) with its arguments, in the
    canonical style: what `generic.call_reads_back` checks."""
    return _template(call, _Ctx(DEFAULT_STYLE, env))


def phrase_words(e: Expr, env: Mapping[str, Expr]) -> str | None:
    """A lexicon function application or a big operator in words in the canonical style (for
    inline math, `mathtext._phrase_atom`), or None when it has none."""
    from forminv_lean.informalise.calls import opaque_call

    if isinstance(e, BigOp):
        return _big_words(e, _Ctx(DEFAULT_STYLE, env))
    if isinstance(e, UnOp) and e.op in SETS_OF_SETS:
        return _phrase(e, _Ctx(DEFAULT_STYLE, env))
    if isinstance(e, BinOp) and e.op == "×ˢ":   # "(the Cartesian product of s and t)"
        return _sprod_words(e, _Ctx(DEFAULT_STYLE, env))
    if isinstance(e, Lambda):   # "f((the function j ↦ g(j, y)))": a `fun` inside math
        return _lambda(e, _Ctx(DEFAULT_STYLE, env))
    if (unapplied := unapplied_words(e, env)) is not None:   # "(the function ‖·‖) ∘ f"
        return unapplied
    oc = opaque_call(e, env)
    if oc is None:
        # a function outside the lexicon worded from its name ("-(the tanh of x)"), as
        # `_phrase` words it outside math: the reader reads the bracketed phrase as an atom
        gc = generic_call(e, env, "function")
        return _template(gc, _Ctx(DEFAULT_STYLE, env)) if gc is not None else None
    if oc.entry.kind != "function":
        return None
    return _template(oc, _Ctx(DEFAULT_STYLE, env))


def _sprod_words(e: BinOp, ctx: _Ctx) -> str | None:
    """`s ×ˢ t` on two sets or two finite sets as "the Cartesian product of s and t" (the
    reader's `w_sprod`); None on other types (a product of filters is no Cartesian product)."""
    from forminv_lean.informalise.calls import type_head

    if not (_set_operand(e.lhs, ctx.env) and _set_operand(e.rhs, ctx.env)):
        return None
    heads = {type_head(type_of(x, ctx.env)) for x in (e.lhs, e.rhs)}
    if heads not in ({"Set"}, {"Finset"}):
        return None
    return SPROD_WORDS.format(x=_phrase(e.lhs, ctx), y=_phrase(e.rhs, ctx))


def ite_words(e: Ite, env: Mapping[str, Expr]) -> str | None:
    """`if c then a else b` inside a term as "(a if c, and b otherwise)": the value is `a`
    where `c` holds and `b` where it does not (Lean core's `ite`), read back by the reader's
    `m_ite`. `c` is said as a part of a clause (an atom, else in brackets); a dependent
    `if h : c then …` (whose branches may use `h`) has no wording."""
    if e.hyp is not None:
        return None
    ctx = _Ctx(DEFAULT_STYLE, env)
    cond = _sub(e.cond, ctx, False, set())
    a, b = math(e.then, env, "words"), math(e.orelse, env, "words")
    return f"({a} if {cond}, and {b} otherwise)"


def _set_operand_text(e: Expr, text: str, ctx: _Ctx) -> bool:
    """Is `text` (the words for `e`) what the reader takes as an operand of "the union of …"
    (its `sarg`): a phrase in words, or one atom of math (`s(i)`)? "the union of a ∪ b over
    all i" would read as a union of two sets."""
    m, prec = math_prec(e, ctx.env, "words")
    return prec > MAX if text == m else not text.startswith("(")


def _words_only(oc: Call) -> bool:
    """A lexicon function with no symbol, call or operator form (`f '' s`) is said in words
    in every style: in symbols the only other way to write it is marked Lean, a change the
    notation family does not make."""
    e = oc.entry
    return e.kind == "function" and not (e.symbol or e.call or notation_form(e.name))


def _symbol_side(e: Expr, elem: Expr | None, ctx: _Ctx) -> str:
    """A side of a relation in symbols: math, or the words of a function phrase that has
    nothing else but marked Lean (`_words_only`)."""
    oc = opaque_call(e, ctx.env)
    if (oc is not None and _words_only(oc)) or _lambda_words(e, ctx) or (
            oc is None and generic_call(e, ctx.env, "function") is not None):
        return _phrase(e, ctx)
    return paren(_universe(e, elem, ctx), ctx.env, "symbols", 51)


def _lambda(e: Lambda, ctx: _Ctx) -> str | None:
    """`fun x ↦ (x - c)⁻¹` as "the function x ↦ (x - c)⁻¹"; a typed binder says its type
    ("the function n ↦ r^n on the natural numbers"). None for what the reader could not
    read back (restricted or implicit binders, a section whose body has no words)."""
    if (rel := _relation_section(e)) is not None:
        return rel
    section = e
    e = _named_section(e, ctx)
    if len(e.binders) != 1 or len(e.binders[0].names) != 1:
        curried = _curried(e)
        if curried is None:
            return None
        if e is not section:   # `(· ≤ ·)`: "the function x ↦ (the function y ↦ x ≤ y)"
            return _section_words(curried, ctx)
        return _lambda(curried, ctx)
    b = e.binders[0]
    x = b.names[0]
    if b.pred is not None or b.info != "explicit" or not (x == "_" or is_variable(x, {})) \
            or "✝" in x:
        return None
    body = math(e.body, ctx.bind((x,), b.type).env, "words")
    if RAW in body and e is not section:   # "the function x ↦ `bihimp x a`": unread
        return None
    if e is not section and generic_call(e.body, ctx.bind((x,), b.type).env, "function"):
        # (`(bihimp · a)`: the reading's `fun x ↦ bihimp x a` types the unknown constant's
        # argument by the bound name, which the section's differs from)
        return None
    if b.type is None:
        return f"the function {x} ↦ {body}"
    n = noun(b.type, ctx.env)
    if RAW in n.tail:
        return None
    return f"the function {x} ↦ {body} on the {n.pl}{n.tail}"


#: Relation symbols a section of which is "the relation ≤" (the reader's `w_rel_section`).
_SECTION_RELATIONS = frozenset({"=", "≠", "<", "≤", ">", "≥", "∣", "∈", "∉", "⊆", "⊂", "⊇", "⊃"})


def _relation_section(e: Lambda) -> str | None:
    """`(· ≤ ·)` (Lean's `fun x y ↦ x ≤ y`: the relation itself, as `Directed (· ≤ ·) f`
    takes it) as "the relation ≤"; None for any other `fun`."""
    from forminv_lean.informalise.reader import SECTION_NAMES

    x, y = (Name(n) for n in SECTION_NAMES)
    if len(e.binders) == 1 and e.binders[0] == Binder(SECTION_NAMES, None) and \
            isinstance(e.body, BinOp) and e.body.op in _SECTION_RELATIONS and \
            (e.body.lhs, e.body.rhs) == (x, y):
        return f"the relation {e.body.op}"
    return None


def _section_words(e: Lambda, ctx: _Ctx) -> str | None:
    """A section of several `·` (`(· ≤ ·)`, `(f · = ·)`), its arguments named and curried
    (`fun x ↦ fun y ↦ x ≤ y`, the term Lean expands the section to, up to the bound names),
    in words; None where the single-binder section would have none (a body with marked Lean
    or an unknown constant worded from its name, which the reading types otherwise, or a
    proposition, which the reader's `fun` body, a term, does not take)."""
    inner = ctx
    body: Expr = e
    while isinstance(body, Lambda):
        inner = inner.bind(body.binders[0].names, body.binders[0].type)
        body = body.body
    if RAW in math(body, inner.env, "words") or generic_call(body, inner.env, "function") or \
            isinstance(body, Quant) or isinstance(body, BinOp) and (
                body.op in _SECTION_RELATIONS or body.op in CONNECTIVE_KIND):
        return None   # ("the function y ↦ f(x) = y" reads as an equation of a function)
    bound = set(_names_in(e))
    if any(isinstance(x, BinOp) and x.op == "^" and isinstance(x.rhs, Name) and x.rhs.id in bound
           for x in _subterms(body)):
        return None   # (`(f · ^ ·)`: the reading's untyped exponent elaborates as ℕ, Lean's
        # section takes its type from the function it is passed to, `ι → ℤ → M`)
    return _lambda(e, ctx)


def _subterms(x: Any) -> list[Any]:
    """`x` and every expression inside it."""
    out = [x]
    for v in vars(x).values() if dataclasses.is_dataclass(x) else ():
        for y in (v if isinstance(v, tuple) else (v,)):
            if dataclasses.is_dataclass(y) and not isinstance(y, type):
                out.extend(_subterms(y))
    return out


def _curried(e: Lambda) -> Lambda | None:
    """`fun x y ↦ b` as `fun x ↦ fun y ↦ b`, the same term in Lean (a `fun` of several
    binders is its curried nest), said "the function x ↦ (the function y ↦ b)"; None for a
    binder the words do not carry (implicit, restricted, a `·` section's)."""
    flat = [(n, b.type) for b in e.binders for n in b.names]
    if any(b.info != "explicit" or b.pred is not None for b in e.binders) or \
            any("✝" in n for n, _ in flat):
        return None
    body: Expr = e.body
    for n, t in reversed(flat[1:]):
        body = Lambda((Binder((n,), t),), body)
    return Lambda((Binder((flat[0][0],), flat[0][1]),), body)


#: Names a `·` section's argument may be given in words, in order of preference.
_SECTION_NAMES = ("x", "y", "z", "t", "u", "v", "w")


def _named_section(e: Lambda, ctx: _Ctx) -> Lambda:
    """`(a * ·)` (parsed as `fun x✝ ↦ a * x✝`) with its argument given a fresh name, so it is
    said "the function x ↦ a * x": Lean expands the `·` section to exactly that `fun`, and
    the reader reads the `fun` back to the same formula (bound names do not count); a section
    of several `·` (`(· ≤ ·)`, `fun x✝1 x✝2 ↦ x✝1 ≤ x✝2`) has each named, in order. A name
    already used in the statement is never taken; without free ones it stays as it was."""
    from forminv_lean.families.rewrite import substitute

    dots = [n for b in e.binders for n in b.names if "✝" in n]
    if not dots:
        return e
    used = _names_in(e) | set(ctx.env)
    free = [n for n in _SECTION_NAMES if n not in used]
    if len(free) < len(dots):
        return e
    return substitute(e, dict(zip(dots, free[:len(dots)], strict=True)))  # type: ignore[return-value]


def _bracketed(text: str) -> bool:
    """`text` is one bracketed group: "(a + b)", not "(a) factorial"."""
    if not text.startswith("("):
        return False
    depth = 0
    for i, ch in enumerate(text):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth == 0:
            return i == len(text) - 1
    return False


def _list_append(e: Expr, env: Mapping[str, Expr] | None) -> bool:
    """`l₁ ++ l₂` with both sides lists the reader takes as operands ("the concatenation of l₁
    and l₂"); `++` on other types (arrays, strings, vectors) stays as written."""
    if not (isinstance(e, BinOp) and e.op == "++" and _set_operand(e.lhs, env)
            and _set_operand(e.rhs, env)):
        return False
    types = [type_of(x, env or {}) for x in (e.lhs, e.rhs)]
    return all(isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "List"
               for t in types)


def _set_operand(e: Expr, env: Mapping[str, Expr] | None = None) -> bool:
    """An operand of "the union of … and …": a name, or a lexicon phrase (which ends where
    its words end: "the image of s under f")."""
    if _simple(e) or (isinstance(e, Name) and e.id in ("∅", "Set.univ")):
        return True
    oc = opaque_call(e, env) if env is not None else None
    return oc is not None and oc.entry.kind == "function" and oc.entry.arity > 0


def _unary_arg(e: Expr, ctx: _Ctx) -> str:
    """Argument of "the factorial of …": words for names and calls, else bracketed math."""
    if _simple(e):
        return math(e, ctx.env, "words")
    c = call_of(e, ctx.env)
    if c is not None and (c[0] in UNARY_WORDS or c[0] in BINARY_WORDS):
        return _phrase(e, ctx)
    if isinstance(e, BinOp) and e.op in SET_OPS and _set_operand(e.lhs) and _set_operand(e.rhs):
        return _phrase(e, ctx)  # "the complement of the union of s and t"
    if _list_append(e, ctx.env):
        return _phrase(e, ctx)  # "the length of the concatenation of l₁ and l₂"
    if math_prec(e, ctx.env, "words")[1] > MAX:  # already bracketed: `(1 as an element of G)`
        return _phrase(e, ctx)
    return f"({_phrase(e, ctx)})"


def _binary_arg(e: Expr, ctx: _Ctx) -> str:
    """Argument of "the gcd of … and …": calls stay math (`gcd(a, b)`, `n!`) so that no
    "and" nests; arithmetic is bracketed."""
    text, prec = math_prec(e, ctx.env, "words")
    return text if prec >= MAX else f"({_phrase(e, ctx)})"
