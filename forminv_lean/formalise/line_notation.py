"""Mathlib's global `line[k, p₁, p₂]` notation, spelt out as the affine span it stands for.

Mathlib/LinearAlgebra/AffineSpace/AffineSubspace/Defs.lean:915 (at the root namespace: the
file's `namespace AffineSubspace` closes at :823) declares

    notation "line[" k ", " p₁ ", " p₂ "]" =>
      affineSpan k (insert p₁ (@singleton _ _ Set.instSingletonSet p₂))

over `def affineSpan (s : Set P) : AffineSubspace k P` (same file, :409, after `variable (k :
Type*) …` at :404: `k` explicit). The argument of `affineSpan` is a `Set P`, so its `insert` is
`Set`'s and its singleton is `Set.instSingletonSet`'s: exactly the term Lean makes of the set
literal `{p₁, p₂}` elaborated at `Set P` (Lean core's `{a, b}` syntax is `insert a {b}`, each
by the `Insert`/`Singleton` instance of the expected type; the same file writes `vectorSpan k
({p₁, p₂} : Set P)` at :909 for the same pair). So `line[k, p₁, p₂]` is rendered
`(affineSpan k {p₁, p₂})`, which the formal language reads, where the index records that one
global notation, its module is imported, no scoped or local notation with the same atoms is in
effect, and `affineSpan` resolves, where the notation was declared, to the root `affineSpan`.
Any other text with the `line[` token (a bracket inside an argument, not three arguments) is
left as written (the elaborator refuses it)."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from forminv_lean.formalise.name_index import NameIndex, Notation
    from forminv_lean.formalise.resolve import Scope

#: The notation's command as the index records it (whitespace collapsed), and its constant.
LINE_COMMAND = ('notation "line[" k ", " p₁ ", " p₂ "]" => '
                'affineSpan k (insert p₁ (@singleton _ _ Set.instSingletonSet p₂))')
LINE_CONSTANT = "affineSpan"
#: The notation's atoms as the index joins them.
LINE_SYMBOL = "line[ , , ]"

#: `line[…]` with no square bracket inside, the token not glued to a name before it (Lean's
#: tokenizer reads the longest token: `xline[` is no `line[`).
#: Text that could make a point, inside `{…, …}`, read other than as a term (a bar or `//` of
#: set-builder or subtype notation, `{x | p}`, `{x // p}`), anywhere in it: left as written.
_SET_BUILDER = re.compile(r"\||//|:=")
_USE = re.compile(r"(?<![\w.'₀-₉])line\[(?P<args>[^\[\]]*)\]")


def expand_line(text: str, index: NameIndex, scope: Scope, active: list[Notation]) -> str:
    """`line[k, p₁, p₂]` -> `(affineSpan k {p₁, p₂})` (see the module's docstring)."""
    from forminv_lean.formalise.index_scan import top_level_commas
    from forminv_lean.formalise.resolve import _declared_in, _grouped

    if "line[" not in text or not _USE.search(text):
        return text
    if any(n.symbol == LINE_SYMBOL for n in active):
        return text   # a scoped or local notation of the same atoms beside it: not read here
    mine = [n for n in index.notations if n.symbol == LINE_SYMBOL and n.scoped_in is None
            and not n.local]
    if len(mine) != 1 or " ".join(mine[0].command.split()) != LINE_COMMAND or \
            not index.imported(mine[0].module, scope.module) or \
            index.resolve(LINE_CONSTANT, _declared_in(mine[0]), index.open_namespaces(
                _declared_in(mine[0]), mine[0].opens)) != [LINE_CONSTANT]:
        return text

    def one(m: re.Match[str]) -> str:
        parts = [a.strip() for a in top_level_commas(m.group("args"))]
        if len(parts) != 3 or not all(parts):
            return m.group(0)
        k, p1, p2 = parts
        if any(_SET_BUILDER.search(a) for a in (p1, p2)):
            return m.group(0)
        # `_root_.`: the notation's name was resolved where it was declared (hygiene), so a
        # statement's own namespace never shadows it (`Set.Nonempty.affineSpan`, a theorem)
        return f"(_root_.{LINE_CONSTANT} {_grouped(k)} {{{_grouped(p1)}, {_grouped(p2)}}})"

    return _USE.sub(one, text)
