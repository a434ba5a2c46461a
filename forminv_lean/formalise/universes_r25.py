"""Explicit universe levels a header writes, `X.{u, v}`, that a rendering cannot say.

Renderings print constants without universe arguments (`Type*` binders, `Cardinal`,
`HasLimitsOfSize`). Leaving a level out is faithful only when Lean would have put a fresh
universe there anyway: a level `_`, or a universe name the header writes once, which it then
quantifies over like any other. Otherwise the levels carry meaning the rendering loses:

- a name written twice ties two places together: `theorem UnivLE.succ [UnivLE.{u, v}] :
  UnivLE.{u, v + 1}` (Mathlib v4.19.0, Logic/UnivLE.lean:63), `lemma
  CategoryTheory.Limits.preservesLimitsOfSize_shrink (F : C ⥤ D) [PreservesLimitsOfSize.{max w
  w₂, max w' w₂'} F] : PreservesLimitsOfSize.{w, w'} F` (CategoryTheory/Limits/Preserves/Basic.lean:320), which
  without levels read `∀ [UnivLE], UnivLE` and `[PreservesLimitsOfSize F] →
  PreservesLimitsOfSize F`: tautologies;
- a level that is not a name fixes a universe: `theorem Ordinal.univ_umax : univ.{u, max (u +
  1) v} = univ.{u, v}` (SetTheory/Ordinal/Basic.lean:947) read `Ordinal.univ = Ordinal.univ`;
  `Small.{u} s` of `s : Set PGame.{u}` (SetTheory/PGame/Order.lean:363, `bddBelow_of_small`) says
  `s` is small in the universe of the games, which `Small s` does not.

Such a header is refused. Only the header (binders and statement) is read; levels written in
the file's `variable` lines are not (a gap: `variable [Category.{v} C] [HasLimitsOfSize.{v, v}
C]` would tie them there)."""

from __future__ import annotations

import re
from collections import Counter

from forminv_lean.extract.lean_decl import LeanDecl

#: `X.{levels}`: a constant applied to explicit universe levels.
_EXPLICIT = re.compile(r"(?<![\w'])([A-Za-z_][\w'.₀-₉]*)\.\{([^{}]*)\}")
#: `Type u`, `Sort (max u v)`: universe names a binder's sort mentions.
_SORT = re.compile(r"(?<![\w'])(?:Type|Sort)\s+(\([^()]*\)|[A-Za-z_][\w'₀-₉]*)")
_NAME = re.compile(r"[A-Za-z_][\w'₀-₉]*")
_LEVEL_OPS = frozenset({"max", "imax"})


def _header(decl: LeanDecl) -> str:
    return " ".join([b.type or "" for b in decl.binders] + [decl.statement])


def _names(levels: str) -> list[str]:
    return [n for n in _NAME.findall(levels) if n not in _LEVEL_OPS]


def universe_reason(decl: LeanDecl) -> str | None:
    """The refusal for a header whose explicit universe levels carry meaning (a level other
    than `_` that is not a universe name written once in the header), else None."""
    text = _header(decl)
    explicit = list(_EXPLICIT.finditer(text))
    if not explicit:
        return None
    uses: Counter[str] = Counter()
    for m in explicit:
        uses.update(_names(m.group(2)))
    for m in _SORT.finditer(text):
        uses.update(_names(m.group(1)))
    for m in explicit:
        for level in (x.strip() for x in m.group(2).split(",")):
            if level == "_":
                continue
            if not _NAME.fullmatch(level) or level in _LEVEL_OPS or uses[level] > 1:
                return (f"unsupported: explicit universe level {m.group(1)}.{{{m.group(2)}}} "
                        "(a rendering prints no universe levels, and this one carries meaning)")
    return None
