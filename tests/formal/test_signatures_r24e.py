"""The round-24 signature table (`signatures_r24e`), read against Mathlib.

Every entry passes the shared table checks (`tests/formal/test_signature_tables.py`, `CITED`).
Here: corpus theorems refused before the table (`∅`, `Set.univ`, `⊤` or `⊥` passed to one of its
constants, a constant whose type only its slot gives) render, and the constant is elaborated at
the slot's declared type with the parameters the other arguments fix. The corpus is read in
place (skipped, saying why, when absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import applications, needs_index, render_row, require, rows_named

# Corpus theorems -> (a head of the table, the argument slot of the constant (a `Type` argument,
# `Absorbs M`, counts), the type it must be elaborated at, the type of the application).
USES: dict[str, tuple[str, int, str, str]] = {
    "Subgroup.isComplement_univ_left": ("Subgroup.IsComplement", 0, "Set G", "Prop"),
    "Subgroup.not_isComplement_empty_right": ("Subgroup.IsComplement", 1, "Set G", "Prop"),
    "Subgroup.isComplement'_bot_right": ("Subgroup.IsComplement'", 1, "Subgroup G", "Prop"),
    "Subgroup.isComplement'_top_left": ("Subgroup.IsComplement'", 0, "Subgroup G", "Prop"),
    "Topology.scottHausdorff_le_lawson": (
        "Topology.scottHausdorff", 1, "Set (Set α)", "TopologicalSpace α"),
    "Topology.lawson_le_scott": ("Topology.scott", 1, "Set (Set α)", "TopologicalSpace α"),
    "Filter.isCobounded_bot": ("Filter.IsCobounded", 1, "Filter α", "Prop"),
    "Absorbs.empty": ("Absorbs", 2, "Set α", "Prop"),
    "IsCoveringMap.isCoveringMapOn": ("IsCoveringMapOn", 1, "Set X", "Prop"),
    "Set.hasSeparatingCover_empty_left": ("HasSeparatingCover", 0, "Set X", "Prop"),
    "SimpleGraph.cliqueFreeOn_empty": ("SimpleGraph.CliqueFreeOn", 1, "Set α", "Prop"),
    "Set.equitableOn_empty": ("Set.EquitableOn", 0, "Set α", "Prop"),
    "Matroid.IsRkFinite.empty": ("Matroid.IsRkFinite", 1, "Set α", "Prop"),
    "posTangentConeAt_univ": ("posTangentConeAt", 0, "Set E", "Set E"),
    "Finset.truncatedSup_empty": ("Finset.truncatedSup", 0, "Finset α", "α"),
    "Finset.truncatedInf_empty": ("Finset.truncatedInf", 0, "Finset α", "α"),
    "Set.wellFoundedOn_empty": ("Set.WellFoundedOn", 0, "Set α", "Prop"),
    "Set.partiallyWellOrderedOn_empty": ("Set.PartiallyWellOrderedOn", 0, "Set α", "Prop"),
    "isExposed_empty": ("IsExposed", 2, "Set E", "Prop"),
    "Dynamics.isDynCoverOf_univ": ("Dynamics.IsDynCoverOf", 2, "Set (X × X)", "Prop"),
    "Dynamics.isDynNetIn_empty": ("Dynamics.IsDynNetIn", 4, "Set X", "Prop"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_constant_in_an_entry_slot_takes_the_declared_type(name: str) -> None:
    require()
    head, slot, arg, result = USES[name]
    row = _rows()[name]
    r = render_row(row)
    assert r.formal is not None, r.reason
    apps = applications(elaborate_rendering(r.formal), head)
    assert apps, r.formal
    for app in apps:
        assert show_type(app.ty) == result, r.formal
        # the constant itself (`∅`, `Set.univ`, `⊤`, `⊥`), at the slot's type
        assert app.args[slot].op in ("empty", "univ", "const"), (r.formal, app.args[slot])
        assert show_type(app.args[slot].ty) == arg, r.formal


def _rows() -> dict[str, dict[str, object]]:
    global _CACHE
    if _CACHE is None:
        _CACHE = rows_named(USES)
    return _CACHE


_CACHE: dict[str, dict[str, object]] | None = None
