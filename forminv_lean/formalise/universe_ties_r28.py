"""Explicit universe levels a header ties to its file's `variable` lines (round 28's audit).

`universes_r25.universe_reason` lets a rendering drop a level name the header writes once:
Lean quantifies over it like any other, and so does a rendering that prints the constant
without levels. It reads only the header, and its docstring names the gap: a `variable` the
theorem includes may write the same name, and then the level is not free. In Mathlib v4.19.0:

- `lemma HasCardinalLT.small : Small.{v} X` under `variable {X : Type u} {κ : Cardinal.{v}}
  (h : HasCardinalLT X κ)` (SetTheory/Cardinal/HasCardinalLT.lean:30,35) was rendered
  `∀ {X : Type*} (κ : Cardinal), HasCardinalLT X κ → Small X`: small in every universe, which
  is false (the lemma says small in the universe of `κ`);
- `theorem wellPowered_of_isSeparator … : WellPowered.{v₁} C` under `variable {C : Type u₁}
  [Category.{v₁} C]` (CategoryTheory/Generator/Basic.lean:636) lost the tie between the
  subobjects' universe and the morphisms';
- `theorem nfpFamily_le_iff [Small.{u} ι] …` under `variable {ι : Type*} {f : ι → Ordinal.{u}
  → Ordinal.{u}}` (SetTheory/Ordinal/FixedPoint.lean:67) lost the tie between `ι`'s smallness
  and the ordinals' universe.

The same holds of a `variable`'s own levels, which a header without levels never made
`universes_r25` read: `variable [HasExplicitFiniteCoproducts.{0} P]`
(Topology/Category/CompHausLike/Limits.lean:148) was rendered `[HasExplicitFiniteCoproducts P]`,
coproducts indexed in every universe rather than in `Type`; and `variable {M : Type u}
[HasRankNullity.{u} R]` (LinearAlgebra/Dimension/RankNullity.lean:52) lost the tie between the
class's universe and the modules'. A level of an included instance `variable` counts as a
header's would: meaningful when it is not a name, or a name the header, another included
instance or an included binder's universe also writes. Levels in other `variable` types
(`{X : Scheme.{u}} {Y : Scheme.{u}}`, `{f : Ordinal.{u} → Ordinal.{u}}`) are left as
before: the terms that use those binders mostly tie them again in Lean's elaboration (`X.Hom
Y`, `f (f a)`), and keeping them costs renderings the kept-levels path cannot make (a field of
`Scheme.{u}`, `Ordinal.{u}` against `Ordinal`). That is a gap: two such binders no term
relates would be read in two universes.

Such a header is handled as one whose levels carry meaning
(`universe_levels_r27.render_keeping_levels`): rendered again with its levels kept (on the
header's constants and the `variable` lines' alike), or refused where a level is also a
binder's universe (`Type u`), which a rendering prints as `Type*`.

Which `variable`s count: the ones Lean includes, approximated as the `universe_levels_r27`
check does: a named one the header or the rendering mentions (and the declaration does not
bind again itself), an anonymous instance whose type mentions one of those. Counting one too
many only sends a header to the kept-levels rendering, which keeps levels as written.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from forminv_lean.extract.lean_decl import Binder, LeanDecl
from forminv_lean.formalise.universe_levels_r27 import sort_universe_names

#: `X.{levels}`: a constant applied to explicit universe levels (as `universes_r25` reads it).
_EXPLICIT = re.compile(r"(?<![\w'])@?[^\W\d][\w'.₀-₉!?]*\.\{([^{}]*)\}")
_NAME = re.compile(r"[^\W\d][\w'₀-₉]*")
_LEVEL_OPS = frozenset({"max", "imax"})


def _explicit_names(text: str) -> set[str]:
    """The universe names written in `text`'s explicit levels (`Small.{max u v}`: u, v)."""
    out: set[str] = set()
    for m in _EXPLICIT.finditer(text):
        out |= set(_NAME.findall(m.group(1))) - _LEVEL_OPS
    return out


def _mentions(name: str, text: str) -> bool:
    return re.search(rf"(?<![\w'.]){re.escape(name)}(?![\w'₀-₉!?])", text) is not None


def included_variables(decl: LeanDecl, formal: str, variables: Iterable[Binder]) -> list[Binder]:
    """The `variable` binders taken to be included (see the module docstring)."""
    header = " ".join([b.type or "" for b in decl.binders] + [decl.statement])
    rebound = {n for b in decl.binders for n in b.names}
    named: list[str] = []
    out: list[Binder] = []
    for b in variables:
        if b.names:
            live = [n for n in b.names if n not in rebound]
            if any(_mentions(n, header) or _mentions(n, formal) for n in live):
                out.append(b)
                named.extend(live)
        elif any(_mentions(n, b.type or "") for n in named):
            out.append(b)
    return out


def variable_tie_reason(decl: LeanDecl, formal: str, variables: Iterable[Binder]) -> str | None:
    """The refusal reason for explicit levels the included `variable`s make meaningful, else
    None: a header's level name also written in an included `variable` (an explicit level or a
    binder's universe); or an included instance `variable`'s own level that is not a name
    (`.{0}`, `.{u + 1}`), or a name the header, another included instance or an included
    binder's universe also writes (`[Category.{v} C] [HasLimitsOfSize.{v, v} C]`,
    `{M : Type u} [HasRankNullity.{u} R]`)."""
    header = " ".join([b.type or "" for b in decl.binders] + [decl.statement])
    included = included_variables(decl, formal, variables)
    types = " ".join(b.type or "" for b in included)
    levels = _explicit_names(header)
    tied = sorted(levels & (_explicit_names(types) | sort_universe_names(types)))
    if tied:
        return (f"unsupported: explicit universe level {tied[0]} is also written in an included "
                "`variable` (a rendering prints no universe levels, and this one carries meaning)")
    instances = [b.type or "" for b in included if b.kind == "instance"]
    # the universes of binders whose type is a bare sort (`{M : Type u}`), printed `Type*`
    from forminv_lean.formalise.render import SORT

    sorts = sort_universe_names(" ".join(b.type or "" for b in [*decl.binders, *included]
                                         if SORT.match((b.type or "").strip())))
    for i, t in enumerate(instances):
        others = levels | sorts | _explicit_names(" ".join(instances[:i] + instances[i + 1:]))
        for m in _EXPLICIT.finditer(t):
            for level in (x.strip() for x in m.group(1).split(",")):
                if level != "_" and (not _NAME.fullmatch(level) or level in _LEVEL_OPS
                                     or level in others):
                    return (f"unsupported: explicit universe level .{{{m.group(1)}}} of an "
                            "included instance `variable` (a rendering prints no universe "
                            "levels, and this one carries meaning)")
    return None
