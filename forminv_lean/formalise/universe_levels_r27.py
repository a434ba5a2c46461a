"""Explicit universe levels kept in a rendering, where dropping them would change its meaning.

`universes_r25.universe_reason` finds the headers whose written levels carry meaning (a level
name written twice, `UnivLE.{u, v} → UnivLE.{u, v + 1}`; a level that is not a name,
`AddCommGrp.{0}`). Such a header is rendered again with its levels kept as written
(`KEEP_LEVELS`: `resolve.resolve_text` then leaves `.{…}` on the constants it resolves, the
header's and its `variable` lines' alike), and the formal language keeps them as part of the
constant's name (`formal/meaning/universe_levels_r27.py`): `Small.{u} α` and `Small.{v} α`
are different atoms to the checker.

What a rendering still cannot say is the universe of a binder: it prints every `Type u` as
`Type*`, a universe of its own. So a level name a header (or a `variable` line) also writes as
a binder's universe (`{ι : Type u} {f : ι → Ordinal.{max u v}}`, Mathlib v4.19.0
SetTheory/Ordinal/Family.lean:597 `lt_lsub_iff`; `{G : CommGrp.{u}} {H : Type u}`,
Algebra/Category/Grp/Basic.lean:626 `MonoidHom.comp_id_commGrp`) ties that binder to the constant,
a tie `Type*` loses: such a rendering is refused. So is one with a binder whose universe
Lean infers (an untyped `{ι}`, a `Type _`), which unification may tie to a level (in
Family.lean:277 `sup_le_of_range_subset {ι ι'} {f : ι → Ordinal} … : sup.{u, max v w} f ≤ …`,
`sup`'s levels make `ι : Type u`) while the rendering prints it `Type*`. A rendering in which
any level the header writes is missing (a stage that rebuilt a binder from text without its
levels) is refused too, and so is one read from an elaborated goal state (Lean prints a goal
without universe levels).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from forminv_lean.extract.lean_decl import Binder, LeanDecl
from forminv_lean.formal.meaning.universe_levels_r27 import (
    LevelError,
    canonical_levels,
    level_names,
)

#: Set while a header is rendered with its explicit levels kept (`resolve.resolve_text`).
KEEP_LEVELS: ContextVar[bool] = ContextVar("KEEP_LEVELS", default=False)

#: `X.{levels}` as a header or a rendering writes it (the name's last component, the levels).
_EXPLICIT = re.compile(r"(?<![\w'])@?((?:[^\W\d][\w'₀-₉!?]*\.)*)([^\W\d][\w'₀-₉!?]*)\.\{([^{}]*)\}")
#: `Type u`, `Sort (max u v)`, `Type*`: a universe, the text after the keyword.
_SORT = re.compile(r"(?<![\w'.])(?:Type|Sort)(?![\w'])\s*")
_LEVEL_NAME = re.compile(r"[^\W\d][\w'₀-₉]*")


@contextmanager
def keeping_levels() -> Iterator[None]:
    """Render with explicit universe levels kept on the constants (`KEEP_LEVELS`)."""
    token = KEEP_LEVELS.set(True)
    try:
        yield
    finally:
        KEEP_LEVELS.reset(token)


def sort_universe_names(text: str) -> set[str]:
    """The universe names `text`'s sorts mention: `Type u`, `Sort (max u (v + 1))`, `Type u₁`."""
    out: set[str] = set()
    for m in _SORT.finditer(text):
        rest = text[m.end():]
        if rest.startswith("("):
            depth, end = 0, 0
            for i, c in enumerate(rest):
                depth += (c == "(") - (c == ")")
                if depth == 0:
                    end = i + 1
                    break
            out |= set(_LEVEL_NAME.findall(rest[:end])) - {"max", "imax"}
        elif (w := _LEVEL_NAME.match(rest)) is not None:
            out.add(w.group(0))
    return out


def _occurrences(text: str) -> Counter[tuple[str, str]]:
    """Each `X.{levels}` in `text` as (last component of X, canonical levels)."""
    out: Counter[tuple[str, str]] = Counter()
    for m in _EXPLICIT.finditer(text):
        try:
            out[(m.group(2), canonical_levels(m.group(3)))] += 1
        except LevelError:
            out[(m.group(2), m.group(3))] += 1   # kept as written: the rendering refuses it
    return out


def _explicit_level_names(text: str) -> set[str]:
    names: set[str] = set()
    for m in _EXPLICIT.finditer(text):
        try:
            names |= level_names(f"{m.group(2)}.{{{m.group(3)}}}")
        except LevelError:
            continue
    return names


def _mentions(name: str, text: str) -> bool:
    return re.search(rf"(?<![\w'.]){re.escape(name)}(?![\w'₀-₉!?])", text) is not None


def _inferred(binders: Iterable[Binder]) -> list[Binder]:
    """The binders whose universe Lean infers: untyped (`{ι}`), or a sort with a hole
    (`Type _`, `Sort _`); not an instance binder (its type is a class application)."""
    return [b for b in binders if b.kind != "instance" and b.names and
            (not (b.type or "").strip() or re.search(r"(?<![\w'.])(?:Type|Sort)\s+_", b.type or ""))]


def kept_levels_problem(formal: str, decl: LeanDecl, context: Iterable[Binder] = ()) -> str | None:
    """Why `formal`, rendered from `decl` (in a file whose `variable` binders are `context`)
    with its levels kept, does not say what the header says about universes, or None (see the
    module docstring)."""
    header = " ".join([b.type or "" for b in decl.binders] + [decl.statement])
    # a `variable` the theorem never mentions is not one of its binders (Lean includes the
    # ones its header or statement names, and instances on those)
    # (nor one whose names the declaration binds again itself: `universe_ties_r28`)
    from forminv_lean.formalise.universe_ties_r28 import included_variables

    context = list(context)
    context = [b for b in context if not b.names] + included_variables(decl, formal, context)
    inferred = _inferred([*decl.binders, *context])
    want, have = _occurrences(header), _occurrences(formal)
    for key, n in want.items():
        if have[key] < n:
            return (f"the explicit universe level {key[0]}.{{{key[1]}}} is not kept in the "
                    "rendering")
    for b in inferred:
        if any(_mentions(n, formal) for n in b.names):
            return (f"the universe of {b.names[0]} is left to Lean to infer (an untyped binder "
                    "or a `_` level), which may be an explicit level; a rendering prints it as "
                    "Type*, a universe of its own")
    # the universes the rendering loses: a binder whose type is a bare sort (`{α : Type u}`)
    # is printed `Type*` (`render.SORT`); a sort inside a type (`(F : C ⥤ Type v)`, `(β : α →
    # Type v)`) is printed as written, and so keeps its tie (round 28's audit)
    from forminv_lean.formalise.render import SORT

    bare = [b.type or "" for b in [*decl.binders, *context] if SORT.match((b.type or "").strip())]
    sorts = sort_universe_names(" ".join(bare)) | (
        sort_universe_names(decl.statement) - sort_universe_names(formal))
    tied = sorted(_explicit_level_names(formal) & sorts)
    if tied:
        return (f"universe {tied[0]} is both an explicit level and a binder's universe "
                "(a rendering prints a binder's universe as Type*, which loses the tie)")
    return None


def render_keeping_levels(decl: LeanDecl, context: Any, goal: Any, reason: str,
                          render: Callable[[], Any]) -> Any:
    """The rendering `render()` gives with the header's explicit levels kept, when it says what
    the header says about universes; else a refusal (`reason`, r25's, or a sharper one)."""
    from forminv_lean.formalise.render import SignatureResult

    if goal is not None:   # an elaborated goal state prints no universe levels
        return SignatureResult(None, reason)
    with keeping_levels():
        res = render()
    if res.formal is None:
        return res   # refused with its levels kept, for the reason it gives
    problem = kept_levels_problem(res.formal, decl,
                                  context.variables if context is not None else ())
    if problem is not None:
        return SignatureResult(None, f"unsupported: {problem}")
    return res
