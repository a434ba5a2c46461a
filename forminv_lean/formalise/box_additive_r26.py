"""BoxIntegral's box-additive map arrows `ι →ᵇᵃ M` and `ι →ᵇᵃ[I] M`, spelled as Mathlib's
scoped notations expand them (round 26).

Mathlib/Analysis/BoxIntegral/Partition/Additive.lean (`namespace BoxIntegral`, :33):
:42 `structure BoxAdditiveMap (ι M : Type*) [AddCommMonoid M] (I : WithTop (Box ι))`,
:51 `scoped notation:25 ι " →ᵇᵃ " M => BoxIntegral.BoxAdditiveMap ι M ⊤`,
:53 `scoped notation:25 ι " →ᵇᵃ[" I "] " M => BoxIntegral.BoxAdditiveMap ι M I`.

A `notation` item without a level is a `term` at level 0 (lean4 src/Lean/Elab/Notation.lean,
`expandNotationItemIntoSyntaxItem`: `$_:ident` is `term`), so the arrow's right side runs to
the end of the enclosing group (`vol : ι →ᵇᵃ E →L[ℝ] F` is `BoxAdditiveMap ι (E →L[ℝ] F) ⊤`,
Mathlib/Analysis/BoxIntegral/Basic.lean:172), and its left side is every term before it in
that group. Only the use this reader cannot misread is spelled: the arrow once at the top of a
whole binder type, or of a parenthesis `( … : ι →ᵇᵃ M)` after its one top-level ` : `, with
one identifier on its left and no top-level `,` on its right. Anything else is left as
written (and refused as the scoped notation it is). `⊤` is the top of `WithTop (Box ι)`, the
structure's parameter type fixing it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: The notation's module (where the index records both commands) and constant.
MODULE = "Mathlib.Analysis.BoxIntegral.Partition.Additive"
CONST = "BoxIntegral.BoxAdditiveMap"
TOKENS = ("→ᵇᵃ", "→ᵇᵃ[ ]")

_IDENT = r"[^\W\d][\w'₀-₉ₐ-ₜᵢ-ᵪ]*"
_OPEN = "([{⟨⦃"
_CLOSE = ")]}⟩⦄"


class BoxAdditiveRefusal(Exception):
    """The arrow's constant is another name where the statement is read."""


def expand_box_additive(text: str, in_effect: bool,
                        resolves_to: Callable[[str], list[str] | None] | None = None) -> str:
    """`text` with each readable `ι →ᵇᵃ M` / `ι →ᵇᵃ[I] M` spelled `(BoxIntegral.BoxAdditiveMap
    ι (M) ⊤)` / `(… ι (M) (I))` (see the module docstring); unchanged when the notations are
    not `in_effect` or a use is not one this reader reads."""
    if not in_effect or "→ᵇᵃ" not in text:
        return text
    if resolves_to is not None and resolves_to(CONST) != [CONST]:
        raise BoxAdditiveRefusal(f"{CONST} is another name here")
    whole = _spelled(text)
    if whole is not None:
        return whole
    out: list[str] = []
    last = 0
    for m in re.finditer(r"\(", text):
        if m.start() < last:
            continue
        end = _close(text, m.start())
        if end is None:
            continue
        inner = text[m.start() + 1:end]
        colon = _top_colons(inner)
        if len(colon) != 1:
            continue
        spelled = _spelled(inner[colon[0] + 3:])
        if spelled is None:
            continue
        out.append(text[last:m.start() + 1 + colon[0] + 3])
        out.append(spelled)
        last = end
    out.append(text[last:])
    return "".join(out)


def _spelled(t: str) -> str | None:
    """`t` (a whole type) spelled when it is `ι →ᵇᵃ M` or `ι →ᵇᵃ[I] M` with the arrow once at
    its top, `ι` one identifier; else None."""
    m = re.fullmatch(rf"\s*(?P<i>{_IDENT})\s+→ᵇᵃ(?:\[(?P<I>[^\[\]]+)\])?\s+(?P<m>.+?)\s*", t,
                     re.S)
    if m is None or "→ᵇᵃ" in m.group("m") or not _balanced(m.group("m")) or \
            _top_level(m.group("m"), ","):
        return None
    top = m.group("I")
    return f"({CONST} {m.group('i')} {_atomic(m.group('m'))} " \
           f"{_atomic(top) if top is not None else '⊤'})"


def _atomic(t: str) -> str:
    """An argument: an identifier or one bracket group as it is, anything else parenthesised."""
    t = t.strip()
    if re.fullmatch(rf"{_IDENT}(?:\.{_IDENT})*|[ℕℤℚℝℂ]", t) or \
            (t[:1] in _OPEN and _close(t, 0) == len(t) - 1):
        return t
    return f"({t})"


def _balanced(t: str) -> bool:
    depth = 0
    for c in t:
        depth += c in _OPEN
        depth -= c in _CLOSE
        if depth < 0:
            return False
    return depth == 0


def _top_level(t: str, sep: str) -> bool:
    depth = 0
    for c in t:
        depth += c in _OPEN
        depth -= c in _CLOSE
        if depth == 0 and c == sep:
            return True
    return False


def _top_colons(t: str) -> list[int]:
    depth = 0
    out = []
    for j, c in enumerate(t):
        depth += c in _OPEN
        depth -= c in _CLOSE
        if depth == 0 and t.startswith(" : ", j - 1 if j else 0) and c == ":" and j:
            out.append(j - 1)
    return out


def _close(text: str, i: int) -> int | None:
    depth = 0
    for j in range(i, len(text)):
        depth += text[j] in _OPEN
        depth -= text[j] in _CLOSE
        if depth == 0:
            return j
    return None
