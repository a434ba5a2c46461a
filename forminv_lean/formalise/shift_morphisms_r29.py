"""The shift of a morphism `f⟦n⟧'` spelt as its functor's image, where Lean's unifier certainly
names the functor's category (round 29).

Mathlib/CategoryTheory/Shift/Basic.lean:216 `notation f "⟦" n "⟧'" => (shiftFunctor _ n).map f`
(global, in `namespace CategoryTheory` :40), with :167 `def shiftFunctor (i : A) : C ⥤ C`, `C`
explicit (`variable (A C)` :54). Lean elaborates `(shiftFunctor ?C n).map f` as `Functor.map
(shiftFunctor ?C n) f` (`Prefunctor.map : ∀ {X Y : V}, (X ⟶ Y) → (obj X ⟶ obj Y)`,
Mathlib/Combinatorics/Quiver/Prefunctor.lean:20): `f`'s type is unified with `@Quiver.Hom ?C _ ?X
?Y`. Read here in the one case where that unification is first-order on the written text: `f` is
a binder whose type is written `X ⟶ Y` (`Quiver.Hom X Y`, Combinatorics/Quiver/Basic.lean:48),
`X` and `Y` binders of one type `T` that `bracket_notation_r25._category` takes as a category's
objects (a type variable, its opposite, a complex); then `?C := T` (the `Quiver.Hom`'s first
argument, the type of `X`), and `f⟦n⟧'` is spelt `(CategoryTheory.shiftFunctor T n).map f`, the
amount as written (its type left to the checker as for the object shift `X⟦n⟧`).

Any other morphism (an application, a field `S.f`, a binder whose objects are terms, or whose
objects are of two written types) is refused as before: its category is what the checker would
have to elaborate.
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: An identifier (as `bracket_notation_r25._NAME`).
_NAME = r"[^\W\d][\w'₀-₉ₐ-ₜ!?]*"
_HOM = re.compile(rf"\s*({_NAME})\s*⟶\s*({_NAME})\s*")


def shifted_morphism(name: str, types: dict[str, str],
                     category: Callable[[str, dict[str, str]], str | None]) -> str | None:
    """The category `T` of the objects of the binder `name` when its type is written `X ⟶ Y`
    with `X`, `Y` binders of the one type `T` that `category` takes as a category's objects (its
    text as `category` writes it); None otherwise."""
    m = _HOM.fullmatch(types.get(name) or "")
    if m is None:
        return None
    source, target = m.group(1), m.group(2)
    if source not in types or target not in types or name in (source, target):
        return None
    if types[source].strip() != types[target].strip():
        return None
    return category(types[source], types)
