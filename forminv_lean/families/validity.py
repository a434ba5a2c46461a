"""Validity predicates: does an item make the change its family is named for?

Each predicate looks at an item beside its theorem's canonical item, on the text the model
reads and on the formula the reader parsed from it, and returns None (valid) or the reason
it is not. The certify stage applies them to every item and excludes the invalid ones, so
a family's gap measures its own transformation, not a template, a duplicate or a no-op.

Every predicate first applies the checks common to all families (`common`): an item whose
text is its canonical's changes nothing, and an item whose formula holds by logic alone
(`families/degenerate.py`: a tautology such as "a * a equals a * a", or a hypothesis that
restates the conclusion once a definition is unfolded) while its canonical's does not asks
nothing of the model. Each reason is a fixed sentence, so the dataset card can count the
items each check dropped, per family.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache, wraps
from typing import TYPE_CHECKING

from forminv_lean.families.base import Candidate
from forminv_lean.informalise.phrases import PASSIVE_MARKERS
from forminv_lean.informalise.text import normalise

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.ast import Expr

QUANTIFIER_WORDS = re.compile(
    r"\b(every|all|any|each|there exists|there exist|there is no|there are no|there is|"
    r"there are|in every|in any|in each)\b")
CONNECTIVE_WORDS = re.compile(r"\b(if and only if|exactly when|whenever|only if|if|then)\b")
NEGATION = re.compile(r"\b(not|no)\b|[≠∉∤∌]")
STACKED = re.compile(r"it is not the case that (it is not|[^,()]*\bnot\b)|"
                     r"\bno\b[^,()]*such that it is not the case")
SYMBOLS = frozenset("≤≥<>=≠∣∤∈∉∋∌⊆⊇⊂⊃!√|%^∩∪ᶜ⁻¹≡⊓⊔")
# Mathlib's operators of more than one character, as the lexicon's notations write them
# (`f '' s` for "the image of s under f", `s ×ˢ t`, `a :: l`, `#s`).
OPERATORS = re.compile(r"(?<=\s)(''|×ˢ|::ₘ|::)(?=\s)|(?<![\w#])#(?=\w)")
# The words a definition's name shows up as, per unpack rule.
DEFINED_WORDS: dict[str, re.Pattern[str]] = {
    "prime": re.compile(r"\bprime\b"),
    "even": re.compile(r"\beven\b"),
    "odd": re.compile(r"\bodd\b"),
    "dvd": re.compile(r"\b(divides?|divisible|multiple)\b|(?<!common )\bdivisor\b|[∣∤]"),
    "subset": re.compile(r"\b(subset|contained)\b|⊆"),
    "abs": re.compile(r"\babsolute value\b|\|[^|]+\|"),
    "modeq": re.compile(r"\bcongruent\b|≡"),
}
# A comparison's direction in words or symbols: an order item changes at least one of these.
ORDER_WORDS = re.compile(
    r"\b(?:less than or equal to|greater than or equal to|less than|greater than|at most|"
    r"at least|smaller than|larger than|bounded above by|bounded below by|exceeded by|"
    r"exceeds?)\b|[≤≥<>]")
# A syntactic item must use a word its canonical does not (a synonym), beyond inflection and
# these function words: "a equals b" / "a is equal to b" and "n is prime" / "n is a prime
# number" are one phrase to any reader, so an item whose only change is of that kind
# measures nothing its canonical does not (issue #26: about 30% of syntactic items only
# turned "equals" into "is equal to").
FUNCTION_WORDS = frozenset({"a", "an", "the", "is", "are", "be", "to", "of", "number",
                            "numbers"})
# An operator written as a symbol or in words (notation's change): (symbol, words) patterns.
NOTATIONS: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = tuple(
    (re.compile(a), re.compile(b)) for a, b in (
        (r"\|", r"\babsolute value\b"),
        (r"√", r"\bsquare root\b"),
        (r"!", r"\bfactorial\b"),
        (r"\^", r"\b(?:squared|cubed|to the power)\b"),
        (r"%", r"\bmod\b"),
        (r"∣", r"\bdivides\b"),
    ))
HOLD_ONLY_IF = re.compile(r"\b(?:both|all) hold only if\b")
# `equivalent` rules that restate by a mathematical fact (not by logic alone).
MATH_RULES = frozenset({
    "lt_as_succ_le", "le_as_lt_succ", "le_as_lt_or_eq", "ne_as_lt_or_gt", "pos_as_ne_zero",
    "dvd_as_mod", "even_as_mod", "odd_as_mod", "eq_as_sub_eq_zero", "ne_as_sub_ne_zero",
    "sq_as_mul",
    "abs_lt_as_bounds", "abs_le_as_bounds", "set_eq_as_subsets", "mem_inter_as_and",
    "mem_union_as_or", "eq_zero_as_abs",
})
# `equivalent` rules of equality and logic, offered only where no rule of MATH_RULES applies:
# an equation's or a biconditional's sides swapped.
LOGIC_RULES = frozenset({"eq_comm", "iff_comm"})


def sentence(q: str) -> str:
    """The sentence without the question wrapper, lower-cased, spaces collapsed."""
    return normalise(q)


def _key(text: str | Expr, oriented: bool = False) -> str:
    from forminv_lean.informalise.reader import formula_key

    return formula_key(text, oriented=oriented)


def _quantifiers(q: str) -> list[str]:
    return QUANTIFIER_WORDS.findall(sentence(q))


def _connectives(q: str) -> list[str]:
    return CONNECTIVE_WORDS.findall(sentence(q))


def _symbols(q: str) -> Counter[str]:
    """Operator symbols in the text, and the lexicon's call forms (`log(x)` for "the natural
    logarithm of x")."""
    from forminv_lean.informalise.lexicon import calls

    s = sentence(q)
    out = Counter(ch for ch in s if ch in SYMBOLS)
    out.update(m.group() for m in OPERATORS.finditer(s))
    for name in calls():
        n = len(re.findall(rf"(?<![\w`]){re.escape(name)}\(", s))
        if n:
            out[f"{name}("] = n
    return out


def _passives(q: str) -> Counter[str]:
    s = sentence(q)
    return Counter({m: len(re.findall(rf"\b{re.escape(m)}\b", s)) for m in PASSIVE_MARKERS})


def _negations(q: str) -> int:
    return len(NEGATION.findall(sentence(q)))


def _same(c: Candidate) -> bool:
    return _key(c.read_back) == _key(c.canonical_formal)


@lru_cache(maxsize=4096)
def _degenerate(formal: str) -> str | None:
    from forminv_lean.families.degenerate import degenerate

    return degenerate(formal)


def common(c: Candidate) -> str | None:
    """The checks every family's item must pass: it changes something, and it does not make
    the statement true by logic alone when its canonical is not."""
    if sentence(c.question) == sentence(c.canonical_question):
        return "changes nothing beyond the question wrapper (the canonical's sentence)"
    kind = _degenerate(c.read_back)
    if kind is not None and _degenerate(c.canonical_formal) is None:
        return ("degenerate: true by logic alone (a tautology)" if kind == "tautology" else
                "degenerate: a hypothesis restates the conclusion")
    return None


def _checked(pred: Callable[[Candidate], str | None]) -> Callable[[Candidate], str | None]:
    """`pred` after the common checks."""
    @wraps(pred)
    def run(c: Candidate) -> str | None:
        why = common(c)
        return why if why is not None else pred(c)
    run.common_checked = True  # type: ignore[attr-defined]
    return run


def with_common(pred: Callable[[Candidate], str | None] | None
                ) -> Callable[[Candidate], str | None]:
    """A family's predicate with the common checks first (`common` alone for None): what
    `Family` stores, so a plug-in family's items get them too."""
    if pred is None:
        return common
    return pred if getattr(pred, "common_checked", False) or pred is common else _checked(pred)


def _eq_sides_sorted(text: str) -> str:
    """The formula's key with the sides of every `=` and `≠` in one order, directions of
    `<`/`≤`/`>`/`≥` kept: equal for two formulas that differ only by swapped equations."""
    from forminv_lean.formal import parse

    return _key(_sort_eq(parse(text)))   # type: ignore[arg-type]


def _sort_eq(e: object) -> object:
    from dataclasses import fields, is_dataclass

    from forminv_lean.formal.meaning.ast import BinOp

    if isinstance(e, tuple):
        return tuple(_sort_eq(x) for x in e)
    if not is_dataclass(e) or isinstance(e, type):
        return e
    e = replace(e, **{f.name: _sort_eq(getattr(e, f.name)) for f in fields(e)})
    if isinstance(e, BinOp) and e.op in ("=", "≠") and repr(e.rhs) < repr(e.lhs):
        return BinOp(e.op, e.rhs, e.lhs)
    return e


@_checked
def order(c: Candidate) -> str | None:
    """Why a candidate is not an order paraphrase (F6: one `<`/`≤`/`>`/`≥` written the
    other way round, in the formula and in the words), or None if it is one."""
    if _same(c):
        return "no comparison changed direction (same formula)"
    if _key(c.read_back, True) != _key(c.canonical_formal, True):
        return "changes more than the direction of a comparison"
    if _eq_sides_sorted(c.read_back) == _eq_sides_sorted(c.canonical_formal):
        return "only the sides of an equation swapped (no `<`/`≤`/`>`/`≥` changed direction)"
    if Counter(ORDER_WORDS.findall(sentence(c.question))) == \
            Counter(ORDER_WORDS.findall(sentence(c.canonical_question))):
        return "the comparison words are the canonical's (no direction changed in the text)"
    return None


@_checked
def passive(c: Candidate) -> str | None:
    """Why a candidate is not a passive paraphrase, or None if it is one."""
    if _key(c.read_back, True) != _key(c.canonical_formal, True):
        return "changes the claim, not only the voice of a relation"
    before, after = _passives(c.canonical_question), _passives(c.question)
    if not any(after[m] > before[m] for m in PASSIVE_MARKERS):
        return "no relation in the passive voice or stated as its converse"
    return None


@_checked
def notation(c: Candidate) -> str | None:
    """Why a candidate is not a notation paraphrase, or None if it is one."""
    if not _same(c):
        return "notation changed the formula"
    if _symbols(c.question) == _symbols(c.canonical_question):
        return "no operator switched between words and symbols"
    return None


@_checked
def quantifier(c: Candidate) -> str | None:
    """Why a candidate is not a quantifier paraphrase, or None if it is one. A restriction
    said as a hypothesis (`∀ x ∈ s, P` / `∀ x, x ∈ s → P`) keeps the quantifier words: it must
    keep the formula instead (the reader reads both wordings as the canonical formula)."""
    if "restricted:" in c.rule:
        return None if _same(c) else "the restriction said as a hypothesis changed the formula"
    if _quantifiers(c.question) == _quantifiers(c.canonical_question):
        return "quantifier wording and form unchanged"
    if STACKED.search(sentence(c.question)):
        return "stacked negations"
    if _negations(c.question) > _negations(c.canonical_question) + 2:
        return "more than two added negations"
    if not _same(c) and "dual" not in c.rule:
        return "changes the formula beyond the quantifier form"
    return None


@_checked
def syntactic(c: Candidate) -> str | None:
    """Why a candidate is not a syntactic paraphrase (same formula, other words, no other
    family's change), or None."""
    renamed, reordered = c.rule.endswith(":rename"), c.rule.endswith(":reorder")
    if reordered:
        if not _reordered(c):
            return "not the canonical with two hypotheses or two bound variables exchanged"
    elif not (_alpha_same(c) if renamed else _same(c)):
        return ("renaming changed more than the bound variables' names" if renamed else
                "rewording changed the formula")
    if sentence(c.question) == sentence(c.canonical_question):
        return "no rewording beyond the question wrapper"
    quantifiers = _quantifiers(c.question), _quantifiers(c.canonical_question)
    if (Counter(quantifiers[0]) != Counter(quantifiers[1])) if reordered else \
            quantifiers[0] != quantifiers[1]:
        return "changes quantifier wording (the quantifier family's change)"
    if _symbols(c.question) != _symbols(c.canonical_question):
        return "changes notation (the notation family's change)"
    if _connectives(c.question) != _connectives(c.canonical_question):
        return "changes a connective (the connective family's change)"
    if passive(c) is None:
        return "changes voice (the passive family's change)"
    if not (renamed or reordered) and not has_synonym(c.question, c.canonical_question):
        return ("no word replaced by a synonym (only inflection or function words changed, "
                "e.g. 'equals' / 'is equal to')")
    return None


def _reordered(c: Candidate) -> bool:
    """Whether the item's reading is its canonical's formula with the generator's one
    exchange (`rewrite.reorder`: two hypotheses, else two bound variables) and nothing else:
    the reading is that formula, which is not the canonical's."""
    from forminv_lean.families.rewrite import reorder
    from forminv_lean.formal import FormalParseError, UnsupportedError, parse

    try:
        swapped = reorder(parse(c.canonical_formal))
        return swapped is not None and not _same(c) and _key(c.read_back) == _key(swapped)
    except (FormalParseError, UnsupportedError, RecursionError, ValueError):
        return False


def has_synonym(question: str, canonical_question: str) -> bool:
    """Whether `question` uses a content word its canonical does not (a synonym), beyond
    inflection and function words."""
    return _content_words(question) != _content_words(canonical_question)


def _alpha_same(c: Candidate) -> bool:
    """Whether the item's reading is its canonical's formula up to notation and the names of
    bound variables (`rewrite.alpha_normal`)."""
    from forminv_lean.families.rewrite import alpha_normal
    from forminv_lean.formal import FormalParseError, UnsupportedError, parse

    try:
        return _key(alpha_normal(parse(c.read_back))) == \
            _key(alpha_normal(parse(c.canonical_formal)))
    except (FormalParseError, UnsupportedError, RecursionError, ValueError):
        return False


def _content_words(q: str) -> frozenset[str]:
    """The words of a question but function words, with a plural or third-person `s` cut."""
    words = (w for w in re.findall(r"[a-z]+", sentence(q)) if w not in FUNCTION_WORDS)
    return frozenset(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss")
                     else w for w in words)


def _switched_notation(c: Candidate) -> bool:
    """Whether the item writes as a symbol an operator its canonical writes in words, or in
    words one its canonical writes as a symbol (the notation family's change)."""
    q, k = sentence(c.question), sentence(c.canonical_question)
    for sym, word in NOTATIONS:
        more_sym = len(sym.findall(q)) > len(sym.findall(k))
        more_word = len(word.findall(q)) > len(word.findall(k))
        if more_sym and word.search(k) or more_word and sym.search(k):
            return True
    return False


@_checked
def unpack(c: Candidate) -> str | None:
    """Why a candidate is not an unpack paraphrase (a definition unfolded, with evidence of its
    weight), or None."""
    if _same(c):
        return "no definition unfolded (same formula)"
    term = c.rule.split(":", 1)[-1]
    pattern = DEFINED_WORDS.get(term)
    if pattern is None:
        return f"unknown definition {term!r}"
    before = len(pattern.findall(sentence(c.canonical_question)))
    if len(pattern.findall(sentence(c.question))) >= before:
        return f"the defined term ({term}) is still named as often as before"
    if "weight:" not in c.note:
        return "no evidence that the unfolded definition carries the statement's weight"
    return None


@_checked
def equivalent(c: Candidate) -> str | None:
    """Why a candidate is not an equivalent paraphrase (a mathematical rule, not only a flipped
    comparison), or None."""
    rule = c.rule.split(":", 1)[-1]
    if rule not in MATH_RULES | LOGIC_RULES:
        return f"{rule!r} is not a mathematical equivalence"
    if rule != "eq_comm" and _key(c.read_back, True) == _key(c.canonical_formal, True):
        return "only the direction of a comparison changed (the order family's change)"
    if rule == "eq_comm" and _key(c.read_back, True) != _key(c.canonical_formal, True):
        return ("not the canonical formula with an equation's sides swapped, as elaborated "
                "(an equation of opaque terms takes its type from its left side)")
    if _switched_notation(c):
        return "switches words and symbols too (the notation family's change)"
    return None


@_checked
def connective(c: Candidate) -> str | None:
    """Why a candidate is not a connective paraphrase, or None if it is one."""
    if not _same(c):
        return "connective wording changed the formula"
    if _connectives(c.question) == _connectives(c.canonical_question):
        return "connective wording unchanged"
    if HOLD_ONLY_IF.search(sentence(c.question)):
        return "'… both hold only if …': several hypotheses before 'only if' read ambiguously"
    return None


PREDICATES: dict[str, Callable[[Candidate], str | None]] = {
    "order": order, "passive": passive, "notation": notation, "quantifier": quantifier,
    "syntactic": syntactic, "unpack": unpack, "equivalent": equivalent,
    "connective": connective,
}
