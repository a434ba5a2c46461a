"""An ambiguous name read as Lean reads it: the one alternative that elaborates.

Lean elaborates every alternative of an ambiguous identifier (`map` under `open Filter
MeasureTheory` is `Filter.map` or `MeasureTheory.Measure.map`) and keeps those that elaborate;
more than one is the error "ambiguous, possible interpretations" and none is a type error
(`elabAppAux` and `mergeFailures` in src/Lean/Elab/App.lean), so in a Mathlib theorem, which
Lean accepted, exactly one alternative elaborates at each occurrence. When the name resolver
(`resolve.resolve_name`) meets such a name, `render_by_overload` renders the statement once per
assignment of one alternative to each of its ambiguous occurrences and runs the checker's
elaborator on each rendering. The assignment read is the only one that elaborates, provided
every other one fails for a reason Lean fails for too: a definite type mismatch between types
the elaborator knows (`definite_failure`). A failure for want of knowledge (an unknown
signature, an unfilled hole, a refusal of the resolver or the parser) says nothing of what Lean
does, so any such alternative leaves the name ambiguous, and the statement refused.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

#: The most occurrences × alternatives explored (each is one rendering and elaboration).
MAX_ASSIGNMENTS = 16

#: A site of an ambiguous name: (name, the text it stands in, its offset there).
Site = tuple[str, str, int]


@dataclass
class _Chooser:
    """The alternative fixed for each ambiguous site so far; the sites met without one."""

    fixed: dict[Site, str]
    open_sites: dict[Site, tuple[str, ...]] = field(default_factory=dict)


_CHOOSER: ContextVar[_Chooser | None] = ContextVar("overload_chooser", default=None)


def chosen(tok: str, cands: list[str], site: tuple[str, int] | None) -> str | None:
    """The alternative the overload exploration fixed for `tok` at `site` (None: not
    exploring, or this site not fixed yet, which is then recorded as open)."""
    chooser = _CHOOSER.get()
    if chooser is None or site is None:
        return None
    key = (tok, site[0], site[1])
    if key in chooser.fixed and chooser.fixed[key] in cands:
        return chooser.fixed[key]
    chooser.open_sites.setdefault(key, tuple(cands))
    return None


@contextmanager
def _exploring(fixed: dict[Site, str]) -> Iterator[_Chooser]:
    chooser = _Chooser(dict(fixed))
    token = _CHOOSER.set(chooser)
    try:
        yield chooser
    finally:
        _CHOOSER.reset(token)


#: Number types (as the elaborator prints them) with no coercion from the first to the second in
#: Mathlib v4.19.0, not even through a chain, and no unification (distinct structures/defs).
#: The coercions into each target are the `NatCast`/`IntCast`/`RatCast`/`NNRatCast` tails of a
#: semiring, ring, field (Data/Nat/Cast/Defs.lean:99-100, Data/Rat/Init.lean:53,56: from ℕ, ℤ,
#: ℚ, ℚ≥0 only) and these `Coe` instances: into ℝ `Coe ℝ≥0 ℝ` (Data/NNReal/Defs.lean:95); into
#: ℝ≥0∞ `Coe ℝ≥0 ℝ≥0∞` (Data/ENNReal/Basic.lean:174) and `CoeTC ℕ∞ ℝ≥0∞`
#: (Data/Real/ENatENNReal.lean:28); into ℕ `Coe ℕ+ ℕ` (Data/PNat/Notation.lean:23) and
#: `Coe Nat.Primes ℕ` (Data/Nat/Prime/Defs.lean:434); ℝ's own go out only (`Coe ℝ ℂ`,
#: Data/Complex/Basic.lean:80; `Coe ℝ EReal`, Data/EReal/Basic.lean:66). (`ℝ≥0∞` is not a
#: ring, so no `IntCast`/`RatCast`; no `Algebra ℝ ℝ≥0∞` or `Algebra ℂ ℝ` instance exists for
#: the scoped `algebraMap` coercion.) Not ℕ as a source: a numeral the checker typed ℕ by
#: default may be another type in Lean.
NO_COERCION = frozenset({
    ("ℂ", "ℝ"), ("ℝ", "ℝ≥0∞"), ("ℝ≥0∞", "ℝ"), ("ℝ", "ℕ"), ("ℂ", "ℕ"), ("ℝ≥0∞", "ℕ"),
    ("ℂ", "ℝ≥0∞"), ("ℝ≥0∞", "ℂ"),
})

_NUMERIC_TYPES = frozenset(t for pair in NO_COERCION for t in pair)

#: The elaborator's messages (after `unsupported: SYMBOL — `) naming two types Lean cannot
#: match: a value of type `src` where `dst` is wanted (`elaboration.py`: `Elaborator.coerce`,
#: the `binop%` tree, an argument checked against its declared parameter).
_SOURCE_TARGET = (
    re.compile(r"no coercion from (?P<src>.+) to (?P<dst>.+)"),
    re.compile(r"no coercion the checker can name from (?P<src>.+) to (?P<dst>.+)"),
    re.compile(r"type mismatch: expected (?P<dst>.+), got (?P<src>.+)"),
    re.compile(r"type mismatch: argument \d+ of \S+ has type (?P<src>.+), where (?P<dst>.+) "
               r"is declared"),
)
#: The `binop%` tree's two leaf types that neither coerces into the other.
_EITHER = re.compile(r"type mismatch: (?P<a>[^:]+) and (?P<b>[^:]+)")


def definite_failure(reason: str | None) -> bool:
    """Is `reason` (a rendering's refusal) a failure Lean fails for too: a value of a number
    type where another is wanted that no coercion reaches (`NO_COERCION`), or one of a kind
    (function, set, type, …) that no unification nor coercion makes the kind wanted
    (`resolve._NEVER_ELABORATES`, read on the printed types)? Anything else, including any
    type the elaborator does not know (`?…`), is a failure for want of knowledge."""
    if not reason or not reason.startswith("unsupported: ") or " — " not in reason:
        return False
    message = reason.split(" — ", 1)[1].strip()
    if "??" in message or re.search(r"\?[\w.]+\(", message):
        return False   # a type the elaborator keeps unknown (`?Filter.map(…)`)
    for rx in _SOURCE_TARGET:
        m = rx.fullmatch(message)
        if m is not None:
            return _never(m.group("src"), m.group("dst"))
    m = _EITHER.fullmatch(message)
    return m is not None and _never(m.group("a"), m.group("b")) and \
        _never(m.group("b"), m.group("a"))


def _never(src: str, dst: str) -> bool:
    """Can a value of printed type `src` certainly never stand where `dst` is wanted?"""
    from forminv_lean.formalise.resolve import _NEVER_ELABORATES, _type_kind

    src, dst = src.strip(), dst.strip()
    if src == "ℕ":
        return False   # (a numeral's default type; see `NO_COERCION`)
    if src in _NUMERIC_TYPES and dst in _NUMERIC_TYPES:
        return (src, dst) in NO_COERCION
    kinds = (_type_kind(src), _type_kind(dst))
    return None not in kinds and kinds[0] != "nat" and kinds in _NEVER_ELABORATES


@dataclass(frozen=True)
class Outcome:
    """One assignment of alternatives and what the renderer made of it."""

    assignment: tuple[tuple[Site, str], ...]
    formal: str | None
    reason: str | None


def render_by_overload(render: Callable[[], Any]) -> Any | None:
    """The result of `render` (a `SignatureResult`) with every ambiguous name read as the one
    alternative that elaborates, or None when that is not certain: no assignment elaborates,
    two do, or one that does not fails only for want of knowledge (`definite_failure`)."""
    outcomes: list[Outcome] = []
    results: dict[tuple[tuple[Site, str], ...], Any] = {}
    frontier: list[dict[Site, str]] = [{}]
    tried = 0
    while frontier:
        fixed = frontier.pop()
        with _exploring(fixed) as chooser:
            res = render()
        open_sites = {s: c for s, c in chooser.open_sites.items() if s not in fixed}
        if open_sites and res.formal is None and (res.reason or "").startswith(
                "unresolved: ambiguous name"):
            site, cands = next(iter(open_sites.items()))
            if tried + len(cands) > MAX_ASSIGNMENTS:
                return None
            tried += len(cands)
            frontier.extend({**fixed, site: c} for c in cands)
            continue
        key = tuple(sorted(fixed.items()))
        outcomes.append(Outcome(key, res.formal, res.reason))
        results[key] = res
    good = [o for o in outcomes if o.formal is not None]
    if len(good) != 1 or not all(definite_failure(o.reason) for o in outcomes
                                 if o.formal is None):
        return None
    return results[good[0].assignment]

