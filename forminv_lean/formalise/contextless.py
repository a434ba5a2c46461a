"""A declaration read without its file's context: a free one-letter name may be a `variable`.

A row that carries no file context (no `namespace`/`open`/`variable` lines) still resolves
names against the declaration's own namespace, as Lean does for a dotted declaration name. But
Lean's local variables shadow constants, and the file's `variable {p q : R[X]}` lines are
exactly what such a row lost: `theorem LucasLehmer.X.ofNat_snd … : (ofNat(n) : X q).snd = 0`
resolves `q` to the function `LucasLehmer.q` without its `variable (q : ℕ+)`. A free name shaped
like a variable (one letter, with subscripts, digits or primes) is therefore refused in such a
row rather than guessed to be a constant; a dotted name is never a variable (binder names are
atomic), so `Real.sin` still resolves.
"""

from __future__ import annotations

import re

from forminv_lean.extract.lean_decl import LeanDecl
from forminv_lean.formalise.resolve import BUILTIN, IDENT, local_names

#: One letter (Lean's identifier letters, `resolve._FIRST`), then only digits, subscripts and
#: primes: `q`, `x₁`, `K'`, `𝕜`, `α₂`.
_VARIABLE_SHAPE = re.compile(r"^[^\W\d_][0-9'₀-₉]*$")
#: Universe positions (`Type u`, `Sort v`, `.{u, v}`) name universe levels, not variables.
_UNIVERSES = re.compile(r"(?:\b(?:Type|Sort)\s+[\w']+|\.\{[^}]*\})")


def variable_shaped_free_name(decl: LeanDecl) -> str | None:
    """The first free name of the header (binder types and statement) that a `variable` line
    of the file could have bound, or None: not a header binder, not bound in the statement."""
    bound = {n for b in decl.binders for n in b.names}
    texts = [b.type for b in decl.binders if b.type] + [decl.statement]
    for text in texts:
        text = _UNIVERSES.sub(" ", text)
        own = local_names(text)
        for m in IDENT.finditer(text):
            name = m.group()
            if name in bound or name in own or name in BUILTIN or "." in name:
                continue
            if _VARIABLE_SHAPE.match(name):
                return name
    return None
