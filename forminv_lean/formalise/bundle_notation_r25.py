"""Bundle's projection notation `π F E`, read as Lean reads it.

Mathlib/Data/Bundle.lean:64 (`namespace Bundle` :44): `scoped notation:max "π " F':max E':max =>
Bundle.TotalSpace.proj (F := F') (E := E')`, the projection of :52 `structure TotalSpace (F :
Type*) (E : B → Type*) where proj : B` (`variable {B F : Type*}` :46): the function
`TotalSpace F E → B`, its base `B` implicit, fixed by `E`'s type. In effect under `open Bundle`
(or inside `namespace Bundle`), where it is the only notation spelt `π`, each `π F E` whose `E`
is a bound name of type `B → Type*` (or `Sort*`, a universe) is spelt `(Bundle.TotalSpace.proj
: Bundle.TotalSpace F E → B)`, the two arguments as written (each at `max`: a name or a
group); any other `π` there (`π E (TangentSpace I)`, whose base is not written) is refused with
that reason.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from forminv_lean.formalise.bracket_notation_r25 import rebinds

if TYPE_CHECKING:
    from forminv_lean.formalise.name_index import Notation

_MODULE = "Mathlib.Data.Bundle"
_NAME = r"[^\W\d][\w'₀-₉ₐ-ₜ!?]*(?:\.[^\W\d][\w'₀-₉ₐ-ₜ!?]*)*"
_TOKEN = re.compile(r"(?<![\w'.₀-₉])π(?![\w'₀-₉])")
#: `E : B → Type*`: the base `B` (a name or a group) before a universe.
_FAMILY = re.compile(rf"(?P<base>{_NAME}|\([^()]*\))\s*→\s*(?:Type|Sort)(?:\*|\s+\S+)?")


class BundleRefusal(Exception):
    """A `π` of the Bundle notation whose reading is not stated here."""


def expand_bundle_projection(text: str, active: list[Notation],
                             types: dict[str, str] | None) -> str:
    """`text` with every `π F E` spelt as the ascribed projection (see the module docstring);
    unchanged where the notation is not in effect alone, or `π` does not occur, or the binders'
    `types` are not known yet (`bundle_projection_pending` tells the caller so)."""
    mine = [n for n in active if n.symbol == "π" and n.module == _MODULE]
    if not mine or any(n.symbol == "π" and n.module != _MODULE for n in active) or \
            not _TOKEN.search(text):
        return text
    if types is None:
        return text    # (binder types read before the binders are: spelt when they are)
    while (m := _TOKEN.search(text)) is not None:
        f_end = _argument_end(text, m.end())
        e_end = _argument_end(text, f_end) if f_end is not None else None
        if f_end is None or e_end is None:
            raise BundleRefusal("π without the two arguments F E it takes (Bundle.TotalSpace"
                                ".proj, Mathlib/Data/Bundle.lean:64)")
        fib = text[m.end():f_end].strip()
        fam = text[f_end:e_end].strip()
        family = _FAMILY.fullmatch((types.get(fam) or "").strip())
        if family is None or rebinds(text, fam):
            raise BundleRefusal(f"π {fib} {fam} (Bundle.TotalSpace.proj): the base, fixed by "
                                f"the type of {fam}, is not a binder's here")
        base = family.group("base")
        text = (f"{text[:m.start()]}(Bundle.TotalSpace.proj : Bundle.TotalSpace {fib} {fam} → "
                f"{base}){text[e_end:]}")
    return text


def _argument_end(text: str, start: int) -> int | None:
    """Where a term at `max` that starts after the spaces at `start` ends: a name (dotted) or a
    bracketed group; None for anything else."""
    j = start
    while j < len(text) and text[j] == " ":
        j += 1
    m = re.compile(_NAME).match(text, j)
    if m is not None:
        return m.end()
    if j < len(text) and text[j] == "(":
        depth = 0
        for k in range(j, len(text)):
            depth += text[k] in "([{⟨"
            depth -= text[k] in ")]}⟩"
            if depth == 0:
                return k + 1
    return None


def bundle_projection_pending(text: str, active: list[Notation],
                              types: dict[str, str] | None) -> bool:
    """Is `text` left with a `π F E` only because the binders' types are not known yet (a
    binder's type read before its classification)? Its caller then lets the `π` through, to be
    spelt (or refused) when the binders are read."""
    return types is None and any(n.symbol == "π" and n.module == _MODULE for n in active) and \
        not any(n.symbol == "π" and n.module != _MODULE for n in active) and \
        _TOKEN.search(text) is not None
