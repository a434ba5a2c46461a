"""The shared table checks (`tests.signature_tables`) cover every signature table there is, and
every entry of the cited tables passes them and names a declaration Mathlib v4.19.0's name index
lists (the corpus index is read in place; those checks skip, saying why, when it is absent)."""

from __future__ import annotations

from pathlib import Path

import pytest

import forminv_lean.formal.meaning as meaning
from tests.mathlib_corpus import INDEX, needs_index
from tests.signature_tables import TABLES, checked_entry, type_params


def test_every_signature_module_is_checked_against_the_others() -> None:
    here = Path(meaning.__file__).parent
    modules = {p.stem for p in here.glob("signatures_*.py")} | {"prop_classes"}
    assert modules == set(TABLES)


def test_no_constant_is_declared_by_two_tables() -> None:
    # `opaque.SIGNATURES` merges the tables in import order, so a name in two of them has the
    # later one's type whatever the earlier one's citation says
    import importlib
    from collections import defaultdict

    where: dict[str, list[str]] = defaultdict(list)
    for name in TABLES:
        module = importlib.import_module(f"forminv_lean.formal.meaning.{name}")
        for constant in getattr(module, "SIGNATURES", {}):
            where[constant].append(name)
    assert {c: ts for c, ts in where.items() if len(ts) > 1} == {}


#: The cited tables (one per round's helper), each with how far its results' type parameters
#: must be fixed: "fixed" by the arguments, or (the two earliest) "head" — a bare result
#: parameter fixed by the arguments, one inside a type with a head allowed.
CITED = {"signatures_r15": "head", "signatures_r16a": "head", "signatures_r16b": "fixed",
         "signatures_r17d": "fixed", "signatures_r18e": "fixed", "signatures_r18f": "fixed",
         "signatures_r18g": "fixed", "signatures_r19h": "fixed", "signatures_r19i": "fixed",
         "signatures_r19j": "fixed", "signatures_r20k": "fixed",
         "signatures_r20l": "fixed", "signatures_r21m": "fixed",
         "signatures_r22n": "fixed", "signatures_r24e": "fixed",
         "signatures_r26_holes": "fixed", "signatures_r28_holes": "fixed",
         "signatures_r28_types": "fixed"}


def _entries() -> list[tuple[str, str]]:
    import importlib

    return [(module, name) for module in CITED
            for name in sorted(importlib.import_module(
                f"forminv_lean.formal.meaning.{module}").SIGNATURES)]


@pytest.mark.parametrize(("module", "name"), _entries())
def test_every_cited_entry_parses_is_merged_and_is_written_once(module: str, name: str) -> None:
    types = checked_entry(name, module)
    args = set().union(set(), *map(type_params, types[:-1]))
    if CITED[module] == "fixed":
        assert type_params(types[-1]) <= args, name
    else:
        assert types[-1].head != "var" or types[-1].name in args, name


@needs_index
@pytest.mark.parametrize("module", sorted(CITED))
def test_every_cited_entry_names_a_declaration_the_index_lists(module: str) -> None:
    import importlib

    table = importlib.import_module(f"forminv_lean.formal.meaning.{module}")
    assert INDEX is not None
    names = [*table.SIGNATURES, *getattr(table, "MORPHISMS", {})]
    assert names and [n for n in names if not INDEX.declared(n)] == []


def test_every_cited_table_is_a_table() -> None:
    assert set(CITED) <= set(TABLES)
