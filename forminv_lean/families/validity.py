"""Validity predicates: does an item make the change its family is named for?

Each predicate looks at an item beside its theorem's canonical item, on the text the model
reads and on the formula the reader parsed from it, and returns None (valid) or the reason
it is not. The certify stage applies them to every item and excludes the invalid ones, so
a family's gap measures its own transformation, not a template, a duplicate or a no-op.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from forminv_lean.families.base import Candidate
from forminv_lean.informalise.phrases import PASSIVE_MARKERS
from forminv_lean.informalise.text import normalise

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
# `equivalent` rules that restate by a mathematical fact (not by logic alone).
MATH_RULES = frozenset({
    "lt_as_succ_le", "le_as_lt_succ", "le_as_lt_or_eq", "ne_as_lt_or_gt", "pos_as_ne_zero",
    "dvd_as_mod", "even_as_mod", "odd_as_mod", "eq_as_sub_eq_zero", "sq_as_mul",
    "abs_lt_as_bounds", "abs_le_as_bounds", "set_eq_as_subsets", "mem_inter_as_and",
    "mem_union_as_or", "eq_zero_as_abs",
})


def sentence(q: str) -> str:
    """The sentence without the question wrapper, lower-cased, spaces collapsed."""
    return normalise(q)


def _key(text: str, oriented: bool = False) -> str:
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


def order(c: Candidate) -> str | None:
    """Why a candidate is not an order paraphrase, or None if it is one."""
    if _same(c):
        return "no comparison changed direction (same formula)"
    if _key(c.read_back, True) != _key(c.canonical_formal, True):
        return "changes more than the direction of a comparison"
    return None


def passive(c: Candidate) -> str | None:
    """Why a candidate is not a passive paraphrase, or None if it is one."""
    if _key(c.read_back, True) != _key(c.canonical_formal, True):
        return "changes the claim, not only the voice of a relation"
    before, after = _passives(c.canonical_question), _passives(c.question)
    if not any(after[m] > before[m] for m in PASSIVE_MARKERS):
        return "no relation in the passive voice or stated as its converse"
    return None


def notation(c: Candidate) -> str | None:
    """Why a candidate is not a notation paraphrase, or None if it is one."""
    if not _same(c):
        return "notation changed the formula"
    if _symbols(c.question) == _symbols(c.canonical_question):
        return "no operator switched between words and symbols"
    return None


def quantifier(c: Candidate) -> str | None:
    """Why a candidate is not a quantifier paraphrase, or None if it is one."""
    if _quantifiers(c.question) == _quantifiers(c.canonical_question):
        return "quantifier wording and form unchanged"
    if STACKED.search(sentence(c.question)):
        return "stacked negations"
    if _negations(c.question) > _negations(c.canonical_question) + 2:
        return "more than two added negations"
    if not _same(c) and "dual" not in c.rule:
        return "changes the formula beyond the quantifier form"
    return None


def syntactic(c: Candidate) -> str | None:
    """Why a candidate is not a syntactic paraphrase (same formula, other words, no other
    family's change), or None."""
    if not _same(c):
        return "rewording changed the formula"
    if sentence(c.question) == sentence(c.canonical_question):
        return "no rewording beyond the question wrapper"
    if _quantifiers(c.question) != _quantifiers(c.canonical_question):
        return "changes quantifier wording (the quantifier family's change)"
    if _symbols(c.question) != _symbols(c.canonical_question):
        return "changes notation (the notation family's change)"
    if _connectives(c.question) != _connectives(c.canonical_question):
        return "changes a connective (the connective family's change)"
    if passive(c) is None:
        return "changes voice (the passive family's change)"
    return None


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


def equivalent(c: Candidate) -> str | None:
    """Why a candidate is not an equivalent paraphrase (a mathematical rule, not only a flipped
    comparison), or None."""
    rule = c.rule.split(":", 1)[-1]
    if rule not in MATH_RULES:
        return f"{rule!r} is not a mathematical equivalence"
    if _key(c.read_back, True) == _key(c.canonical_formal, True):
        return "only the direction of a comparison changed (the order family's change)"
    return None


def connective(c: Candidate) -> str | None:
    """Why a candidate is not a connective paraphrase, or None if it is one."""
    if not _same(c):
        return "connective wording changed the formula"
    if _connectives(c.question) == _connectives(c.canonical_question):
        return "connective wording unchanged"
    return None


PREDICATES: dict[str, Callable[[Candidate], str | None]] = {
    "order": order, "passive": passive, "notation": notation, "quantifier": quantifier,
    "syntactic": syntactic, "unpack": unpack, "equivalent": equivalent,
    "connective": connective,
}
