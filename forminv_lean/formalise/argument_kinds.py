"""The kind of a parenthesised first argument, for `resolve._argument_kind`: a `Set`.

Mathlib/Data/Set/Operations.lean:97 `infixl:80 " ⁻¹' " => preimage` and :103 `infixl:80 " '' "
=> image` (global; in `namespace Set`, whose `def preimage (f : α → β) (s : Set β) : Set α` and
`def image (f : α → β) (s : Set α) : Set β` they name; the index records no other notation with
either atom). So `(f '' s)` and `(f ⁻¹' s)`, each operand one word and nothing else in the
parenthesis, are a `Set`, whatever `f` and `s` are (or the text does not elaborate at all): an
argument of kind `set` for `resolve._overload` (`(set, rel)` never elaborates: a `Set β`
unfolds to `β → Prop`, never `α → α → Prop`). An operand with anything more than a name in it
(`f '' s ∪ t`, `f '' (s x)`) is not read here (no kind: the name stays ambiguous)."""
from __future__ import annotations

import re

#: `(w '' w)` / `(w ⁻¹' w)` right after the name, each `w` one identifier (letters, digits,
#: `_`, `'`, subscripts, dots); the atom spaced on both sides (`''ᵁ` is another token).
_SET_OPERATION = re.compile(r"\s+\(\s*[\w.'₀-₉]+ (?:''|⁻¹') [\w.'₀-₉]+\s*\)")


def parenthesised_kind(text: str, end: int) -> str | None:
    """`set` when the argument after the name ending at `end` is `(f '' s)` or `(f ⁻¹' s)`."""
    return "set" if _SET_OPERATION.match(text, end) else None
