"""`M →[L] N` over a first-order language `L`: `FirstOrder.Language.Hom L M N`.

The token ` →[` has three notations in Mathlib v4.19.0:

* Mathlib/ModelTheory/Basic.lean:198 `scoped[FirstOrder] notation:25 A " →[" L "] " B =>
  FirstOrder.Language.Hom L A B` (`structure Hom` at :181, in `namespace FirstOrder` :46,
  `namespace Language` :61, over `variable (L) (M : Type w)` :152 and `(N : Type w')` :167, so
  its explicit parameters are `L M N`);
* Mathlib/GroupTheory/GroupAction/Hom.lean:94 `notation:25 (name := «MulActionHomIdLocal≺») X
  " →[" M:25 "] " Y:0 => MulActionHom (@id M) X Y` and :106 the same for `AddActionHom`, both
  global.

Lean elaborates every notation that parses and keeps the ones that elaborate (an error when
more than one does). `@id M` gives `id`'s implicit `{α : Sort u}` (Lean core Init/Prelude.lean
`def id {α : Sort u} (a : α) : α`) the bracket's term, so the two action notations elaborate
only where that term is a type, or coerces to one. Where it is a binder of the declaration typed
`FirstOrder.Language` (`structure Language` at ModelTheory/Basic.lean:55), it is no type, and
Mathlib declares no `CoeSort` on `Language` (a grep of Mathlib for `CoeSort` finds only
`ModelType`'s, ModelTheory/Bundled.lean:84): only the first notation elaborates. So where the
`FirstOrder` notation is in effect, `A →[L] B` with `L` such a binder is written as that
structure applied, `(FirstOrder.Language.Hom L A B)`, which the formal language reads
(`bundled.TERM_PREFIX_COE`).

Operands are read only in the plain shape: `A`, `L`, `B` each one word (no bracket, space or
comma), the arrow standing alone as a binder's type or in a parenthesis, i.e. after `:` or
`(` (or as a binder's whole type text) and before a closing bracket, `,` or the end. The notation's operands are terms at precedence 0
(`A` and `B` extend as far as any operator reaches), so nothing else is regrouped here: any
other text with the token is left as written, for the parser to refuse."""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from forminv_lean.formalise.name_index import NameIndex, Notation

#: The `FirstOrder` notation's command as the index records it (whitespace collapsed).
FO_HOM_COMMAND = ('scoped[FirstOrder] notation:25 A " →[" L "] " B => '
                  'FirstOrder.Language.Hom L A B')
FO_HOM = "FirstOrder.Language.Hom"
#: The notation's atoms as the index joins them.
FO_HOM_SYMBOL = "→[ ]"
#: The type of a language binder, as a binder's resolved type text reads.
LANGUAGE = "FirstOrder.Language"

_WORD = r"[^\s()\[\]{}⦃⦄⟨⟩,:]+"
_USE = re.compile(rf"(?P<pre>(?:^|[:(])\s*)(?P<a>{_WORD}) →\[(?P<l>{_WORD})\] (?P<b>{_WORD})"
                  r"(?=\s*(?:[)}\]⦄,]|$))")


def expand_fo_hom(text: str, index: NameIndex, active: list[Notation],
                  types: Mapping[str, str] | None) -> str:
    """`(f : M →[L] N)` -> `(f : (FirstOrder.Language.Hom L M N))` (see the module's
    docstring); the text unchanged where that reading is not certain."""
    if " →[" not in text or not types:
        return text
    mine = [n for n in active if n.symbol == FO_HOM_SYMBOL]
    if len(mine) != 1 or " ".join(mine[0].command.split()) != FO_HOM_COMMAND or \
            mine[0].scoped_in != "FirstOrder" or \
            index.resolve(FO_HOM, "FirstOrder", ()) != [FO_HOM]:
        return text

    def one(m: re.Match[str]) -> str:
        lang = m.group("l")
        if not _language_type(types.get(lang)):
            return m.group(0)
        # `_root_.`: resolved where the notation was declared, never shadowed by the statement's
        return f"{m.group('pre')}(_root_.{FO_HOM} {lang} {m.group('a')} {m.group('b')})"

    return _USE.sub(one, text)


def _language_type(ty: str | None) -> bool:
    """Is a binder's (resolved) type text `FirstOrder.Language`, universes aside?"""
    if ty is None:
        return False
    t = re.sub(r"\.\{[^{}]*\}", "", ty.strip())
    while t.startswith("(") and t.endswith(")"):
        t = t[1:-1].strip()
    return t == LANGUAGE
