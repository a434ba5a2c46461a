"""Parenthesised binder groups of Mathlib's indexed suprema, infima, unions and intersections,
spelled one binder at a time as Mathlib's `notation3` expands them (round 27).

Mathlib/Order/SetNotation.lean:70,73,175,178: `notation3 "⨆ "(...)", "r:60:(scoped f => iSup f)
=> r` (and `⨅` with `iInf`, `⋃` with `iUnion`, `⋂` with `iInter`), global notations. Their
binders `(...)` are expanded by `expand_binders%` (Mathlib/Util/Notation3.lean:39-64), one
parenthesised extended binder at a time, outermost first: `($y:ident $[: $ty]?) $binders*` is
`fun $y : $ty ↦ expand_binders% … $binders*, $res` and `($y:binderIdent $pred:binderPred)
$binders*` is `fun $y ↦ expand_binders% … (h : satisfies_binder_pred% $y $pred) $binders*,
$res`; an unparenthesised binder `x ∈ s` is first parenthesised (:40-41). So `⋃ (a ∈ s) (b ∈
t), f a b` and `⋃ a ∈ s, ⋃ b ∈ t, f a b` expand to the same term (`iUnion fun a ↦ iUnion fun h
↦ iUnion fun b ↦ iUnion fun h ↦ f a b`); the body `r:60` is the same text in both, so its
extent is unchanged.

Only a binder list made of parenthesised groups, each one identifier (or `_`) with a type or a
binder predicate (Batteries/Util/ExtendedBinder.lean `extBinder := binderIdent ((" : " term) <|>
binderPred)?`, the predicates `∈ ∉ ⊆ ⊂ ⊇ ⊃ ≤ ≥ < > ≠`) or a bare identifier, at least one with a
predicate, is rewritten; anything else (two names in a group, a bare name beside the groups) is
left as written. Lean core's `∀`/`∃` and the Finset big operators `∑`/`∏` are other syntaxes
(`∑ (x ∈ s) (y ∈ t), f` sums over a product) and are never touched.
"""

from __future__ import annotations

import re

#: The four `notation3` heads (Mathlib/Order/SetNotation.lean:70,73,175,178), written before a
#: parenthesised group (`⋃₀`, a prefix notation, is another token).
_HEAD = re.compile(r"(?<![\w'.])([⨆⨅⋃⋂])(?=\s*\()")
#: Batteries/Util/ExtendedBinder.lean's binder predicates (and core's `∈`, `≤`, `<`, `≥`, `>`,
#: `≠`, `∉`, `⊆`, `⊂`, `⊇`, `⊃`).
_PRED = ("∈", "∉", "⊆", "⊂", "⊇", "⊃", "≤", "≥", "<", ">", "≠")


def _group_end(text: str, i: int) -> int | None:
    """Just past the bracket that closes the `(` at `i`; None when it does not close."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] in "([{⟨":
            depth += 1
        elif text[j] in ")]}⟩":
            depth -= 1
            if depth == 0:
                return j + 1 if text[j] == ")" else None
    return None


def _binder(group: str) -> tuple[str, bool] | None:
    """The unparenthesised binder for the group's text and whether it has a predicate; None
    when the group is no single extended binder."""
    from forminv_lean.formalise.resolve import IDENT

    m = IDENT.match(group) or re.match(r"_(?![\w'])", group)
    if m is None or "." in m.group(0):
        return None
    rest = group[m.end():].strip()
    if not rest:
        return group, False
    if rest.startswith(": "):
        return f"({group})", False
    if (rest.startswith(_PRED) and rest[1:2] == " " and rest[2:].strip()
            and not _top_separator(rest)):
        return group, True
    return None


def _top_separator(s: str) -> bool:
    """Does `s` hold, outside brackets, a `,` or a `fun`'s arrow (a binder notation of its own,
    `x ∈ ⋃ i, t i`), whose extent would change once the group's parentheses are gone?"""
    depth = 0
    for k, ch in enumerate(s):
        depth += ch in "([{⟨"
        depth -= ch in ")]}⟩"
        if depth == 0 and (ch in ",↦" or s.startswith("=>", k)):
            return True
    return False


def spell_bigop_groups(text: str) -> str:
    """`text` with each `⨆`/`⨅`/`⋃`/`⋂` over parenthesised binder groups, one with a binder
    predicate, written one binder at a time (see the module docstring)."""
    start = 0
    while m := _HEAD.search(text, start):
        op = m.group(1)
        j = m.end()
        groups: list[str] = []
        ok = True
        while True:
            while j < len(text) and text[j] == " ":
                j += 1
            if not text.startswith("(", j):
                break
            end = _group_end(text, j)
            if end is None:
                ok = False
                break
            groups.append(text[j + 1:end - 1].strip())
            j = end
        binders = [_binder(g) for g in groups] if ok else []
        if (not ok or not text.startswith(",", j) or not binders
                or any(b is None for b in binders) or not any(b[1] for b in binders if b)):
            start = m.end()
            continue
        spelled = ", ".join(f"{op} {b[0]}" for b in binders if b)
        text = f"{text[:m.start()]}{spelled}{text[j:]}"
        start = m.start() + 1
    return text
