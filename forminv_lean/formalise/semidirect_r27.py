"""The semidirect product `N ⋊[φ] G`, spelled as Mathlib's notation expands it (round 27).

Mathlib/GroupTheory/SemidirectProduct.lean:53 `notation:35 N " ⋊[" φ:35 "] " G:35 =>
SemidirectProduct N G φ` (global; :35 `variable (N : Type*) (G : Type*) {H : Type*} [Group N] [Group G] [Group H]`, :45
`structure SemidirectProduct (φ : G →* MulAut N)`; no other Mathlib notation has the token `⋊[`).

The notation is a trailing parser at 35 whose right operand `G` is read at 35: every operator at
35 or above after it (`×` at 35, `=` at 50, an application) would be part of `G`. Only the uses
this reader cannot misread are spelled `(SemidirectProduct N G φ)`: `N` one identifier that
starts its term (after an opening bracket, a `,`, an ascription's ` : `, or an arrow at 25:
`→`, `→*`, `≃*`), `G` one identifier followed by the group's end, a `,` or such an arrow, and
`φ` a balanced term inside the brackets. Anything else is left as written (and refused by the
reader).
"""

from __future__ import annotations

import re
from collections.abc import Callable

CONST = "SemidirectProduct"
MODULE = "Mathlib.GroupTheory.SemidirectProduct"

_IDENT = r"[^\W\d][\w'₀-₉ₐ-ₜᵢ-ᵪ]*"
_USE = re.compile(
    rf"(?P<pre>^|[(\[{{⟨,]|\s:|\s(?:→|→\*|≃\*))(?P<sp>\s*)(?P<n>{_IDENT})\s+⋊\[(?P<phi>[^\[\]]+)\]\s+"
    rf"(?P<g>{_IDENT})(?=\s*(?:$|[)\]}}⟩,]|\s(?:→|→\*|≃\*)\s))")


class SemidirectRefusal(Exception):
    """The notation's constant is another name where the statement is read."""


def expand_semidirect(text: str,
                      resolves_to: Callable[[str], list[str] | None] | None = None) -> str:
    """`text` with each readable `N ⋊[φ] G` spelled `(SemidirectProduct N G φ)` (see the module
    docstring); other uses are left as written."""
    if "⋊[" not in text:
        return text
    if resolves_to is not None and resolves_to(CONST) != [CONST]:
        raise SemidirectRefusal(f"{CONST} is another name here")

    def spell(m: re.Match[str]) -> str:
        phi = m.group("phi").strip()
        if not re.fullmatch(rf"{_IDENT}(?:\.{_IDENT})*", phi):
            phi = f"({phi})"
        return f"{m.group('pre')}{m.group('sp')}({CONST} {m.group('n')} {m.group('g')} {phi})"

    return _USE.sub(spell, text)
