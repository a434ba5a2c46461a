"""Lean core infix notations the formal language does not write, spelled as Lean expands them
(round 26).

Lean core, `src/Init/Notation.lean` (leanprover/lean4, unchanged at the v4.19.0 toolchain
Mathlib v4.19.0 pins): `@[inherit_doc] infixr:100 " <$> " => Functor.map`. `Functor.map` is
the field of `class Functor (f : Type u → Type v) : Type (max (u+1) v) where map : {α β :
Type u} → (α → β) → f α → f β` (src/Init/Prelude.lean). Mathlib v4.19.0 declares no notation
with the token `<$>` (no `"<$>"` in any `notation`/`infix` command of its source, none in the
name index's notations), so the token has this one meaning in every Mathlib file.

`f <$> x` is printed `(Functor.map f x)`, its operands read by the Pratt reader of
`formalise/infix.py` at Lean's levels (`<$>` at 100, right-associative: `f <$> g <$> x` is
`f <$> (g <$> x)`, and an application binds tighter: `pure <$> f v` is `Functor.map pure (f v)`).
The other monadic operators beside it (`>>=`, `<*>`, `<|>`, `>>`, `<*`, `*>`) are not
operators of that reader, so a text holding one with `<$>` is refused, never misread.

The printed `Functor.map` is resolved again with the statement's names: where the scope makes
it another constant (`CategoryTheory.Functor.map` under `namespace CategoryTheory` or `open
CategoryTheory`), Lean's hygienic expansion would still mean the root `Functor.map`, which the
rendering could not say, so the text is refused.
"""

from __future__ import annotations

from typing import Any

#: `infixr:100 " <$> " => Functor.map` (src/Init/Notation.lean): token, constant, level,
#: associativity. (`formalise.infix` is imported when used: it imports `resolve`, which
#: imports the name index that merges `CORE_NAMES_R26`.)
FUNCTOR_MAP = ("<$>", "Functor.map", 100, "r")

#: Core names the expansions print, with their full names (merged into `name_index.CORE_NAMES`).
CORE_NAMES_R26: dict[str, str] = {"Functor.map": "Functor.map"}


class CoreNotationRefusal(Exception):
    """A core notation whose operands or constant this reader cannot state exactly."""


def expand_core_infixes(text: str, *, resolves_to: Any = None) -> str:
    """`text` with each `f <$> x` printed `(Functor.map f x)` (see the module docstring).

    `resolves_to(name)`: the full names the statement's scope gives `name` (None: not checked).
    Raises `CoreNotationRefusal` when an operand cannot be told or `Functor.map` is another
    constant there."""
    token, const, prec, assoc = FUNCTOR_MAP
    if token not in text:
        return text
    from forminv_lean.formalise.infix import Infix, InfixError, expand_infix

    # `<$>` never stands inside a longer token of Lean core or Mathlib
    try:
        out = expand_infix(text, Infix(token, const, prec, assoc), [])
    except InfixError as exc:
        raise CoreNotationRefusal(f"<$> ({exc})") from None
    if resolves_to is not None and resolves_to(const) != [const]:
        raise CoreNotationRefusal("<$> (its constant Functor.map is another name here)")
    return out
