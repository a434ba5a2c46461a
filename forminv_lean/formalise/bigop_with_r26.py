"""Mathlib's filtered big operators `∑ x ∈ s with p x, f x` / `∏ x ∈ s with p x, f x`, spelled
as Mathlib's macro expands them (round 26).

Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean:167,180 `syntax (name := bigsum) "∑ "
bigOpBinders ("with " term)? ", " term:67 : term` (and `bigprod` with `∏`), and :182-198
`macro_rules (kind := bigsum) | `(∑ $bs:bigOpBinders $[with $p?]?, $v) => … | some p =>
`(Finset.sum (Finset.filter (fun $x ↦ $p) $s) (fun $x ↦ $v))`, where for the binder `x ∈ s`
(:121 `| `(bigOpBinder| $x ∈ $s) => … (x, ← `(finset% $s))`) the set is `finset% s`.

So `∑ x ∈ s with p, v` is `∑ x ∈ Finset.filter (fun x ↦ p) s, v` whenever `s` is a `Finset`
(`finset% s` is then `s` itself; the formal language reads `∑ x ∈ t, v` as `Finset.sum t (fun x
↦ v)`). Only that case is spelled out: a binder `x ∈ s` with `x` one identifier and `s` a
binder of the declaration declared of type `Finset …` that no binder of the statement
shadows. A `Set` (which `finset%` turns into `Set.toFinset`), any other set expression, a
pattern binder, `∑ x with p`, `∑ x : T with p`, or a predicate holding a binder of its own
(whose `,` Lean's parser reads differently) is left as written and refused by the reader.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

#: The constant the expansion prints (resolved again with the statement's names).
FILTER = "Finset.filter"

_IDENT = r"[^\W\d][\w'!?₀-₉ₐ-ₜᵢ-ᵪ]*"
_HEAD = re.compile(rf"(?<![\w'.])(?P<op>[∑∏])\s*(?P<x>{_IDENT})\s*∈\s*(?P<s>{_IDENT})\s+with\s")
#: A binder head inside the predicate: its own `,` would end it where Lean does not.
_BINDERS = re.compile(r"[∀∃∑∏⋃⋂⨆⨅λΠ∫]|(?<![\w'.])fun(?![\w'])")
_OPEN = "([{⟨⦃"
_CLOSE = ")]}⟩⦄"


class FilterRefusal(Exception):
    """A filtered big operator whose expansion cannot be stated exactly."""


def expand_filtered_bigops(text: str, types: Mapping[str, str] | None, local: set[str],
                           resolves_to: Callable[[str], list[str] | None] | None = None) -> str:
    """`text` with each `∑ x ∈ s with p, v` (`∏` alike) whose `s` is a declared `Finset`
    binder printed `∑ x ∈ Finset.filter (fun x ↦ p) s, v` (see the module docstring); other
    uses are left as written. `types`: the declaration's binder types as printed; `local`: the
    names the statement binds itself; `resolves_to(name)`: what the statement's scope makes of
    a printed name. Raises `FilterRefusal` when `Finset.filter` is another constant there."""
    if " with " not in text or types is None:
        return text
    out: list[str] = []
    last = 0
    for m in _HEAD.finditer(text):
        s = m.group("s")
        if m.start() < last or s in local or not _is_finset(types.get(s)):
            continue
        end = _predicate_end(text, m.end())
        if end is None:
            continue
        pred = text[m.end():end].strip()
        if not pred or _BINDERS.search(pred):
            continue
        if resolves_to is not None and resolves_to(FILTER) != [FILTER]:
            raise FilterRefusal(f"{FILTER} is another name here")
        x = m.group("x")
        out.append(text[last:m.start()])
        out.append(f"{m.group('op')} {x} ∈ {FILTER} (fun {x} ↦ {pred}) {s}")
        last = end   # the `,` and the body stay as written
    out.append(text[last:])
    return "".join(out)


def _is_finset(ty: str | None) -> bool:
    """Is `ty` (a binder's printed type) `Finset T` for one argument `T`?"""
    return ty is not None and re.fullmatch(
        rf"Finset\s+(?:{_IDENT}(?:\.{_IDENT})*|\((?:[^()]|\([^()]*\))*\))", ty.strip()) is not None


def _predicate_end(text: str, start: int) -> int | None:
    """The offset of the `,` that ends the predicate begun at `start` (the first at its depth),
    or None when its group closes first."""
    depth = 0
    for j in range(start, len(text)):
        c = text[j]
        if c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            if depth == 0:
                return None
            depth -= 1
        elif c == "," and depth == 0:
            return j
    return None
