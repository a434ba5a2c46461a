"""Round 25: Lean core names Mathlib statements write, read in lean4's source (`core_names_r25`).

`Ordering` and its constructors, `compare` (`export Ord (compare)`), `inferInstance`,
`OfScientific.ofScientific`, `Thunk`, `SizeOf` were `unresolved name …` refusals: the index of
Mathlib's names has no Lean core declaration. Each now resolves to the core constant, as Lean
resolves it (a constructor inside its namespace, an `export` alias at the root), and a Mathlib
declaration of the same short name under an open namespace is still a second candidate.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.statements import elaborate_rendering
from forminv_lean.formalise.core_names_r25 import CORE_NAMES_R25
from forminv_lean.formalise.name_index import CORE_NAMES
from tests.mathlib_corpus import INDEX, needs_index, rendered

pytestmark = needs_index

#: Corpus theorems refused at round 24 for one of these names, with what their rendering shows.
_USES = {
    "cmp_eq_lt_iff": "= Ordering.lt",
    "cmp_self_eq_eq": "= Ordering.eq",
    "Ordering.swap_eq_iff_eq_swap": "o o' : Ordering",
    "cmp_eq_compare": "Ord.compare a b",
    "ULift.up_compare": "Ord.compare (ULift.up a)",
    "Thunk.add_get": "(a b : Thunk α)",
    "List.sizeOf_lt_sizeOf_of_mem": "SizeOf.sizeOf x < SizeOf.sizeOf l",
    "Rat.cast_ofScientific": "(OfScientific.ofScientific m s e : ℚ)",
    "induced_to_pi": "TopologicalSpace.induced (f · i) inferInstance",
}


@pytest.mark.parametrize("name", sorted(_USES))
def test_corpus_theorems_naming_core_declarations_render(name: str) -> None:
    formal = rendered(_USES, name)
    assert _USES[name] in formal, formal
    elaborate_rendering(formal)


def test_every_spelling_resolves_at_the_root_to_its_core_constant() -> None:
    """Each spelling of the table is merged into `CORE_NAMES` and resolves, with nothing open,
    to exactly its full name (no Mathlib root declaration competes with these)."""
    assert INDEX is not None
    for spelling, full in CORE_NAMES_R25.items():
        assert CORE_NAMES[spelling] == full
        assert INDEX.resolve(spelling) == [full], spelling


def test_constructors_resolve_inside_their_namespace() -> None:
    """`lt` inside `namespace Ordering` is the constructor (not `protected`), where before it
    was refused as a core name the index could not see."""
    assert INDEX is not None
    for ctor in ("lt", "eq", "gt"):
        assert INDEX.resolve(ctor, "Ordering") == [f"Ordering.{ctor}"]


def test_a_mathlib_candidate_under_an_open_namespace_stays_a_second_candidate() -> None:
    """Under `open AbstractCompletion` (Mathlib's `AbstractCompletion.compare`), `compare` is
    the root core alias `Ord.compare` or that declaration: Lean's `resolveGlobalName` collects
    both and elaborates both, so the name is ambiguous here rather than silently one of them;
    inside `namespace AbstractCompletion` the enclosing namespace wins."""
    assert INDEX is not None
    assert set(INDEX.resolve("compare", "", ("AbstractCompletion",)) or []) == {
        "Ord.compare", "AbstractCompletion.compare"}
    assert INDEX.resolve("compare", "AbstractCompletion") == ["AbstractCompletion.compare"]


def test_the_root_cast_is_not_listed() -> None:
    """The root `cast` stays out (see the module): `cast` under `open Nat` is still `Nat.cast`
    alone, inside `namespace Nat` too."""
    assert INDEX is not None
    assert "cast" not in CORE_NAMES_R25
    assert INDEX.resolve("cast", "Nat") == ["Nat.cast"]
