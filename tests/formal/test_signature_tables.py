"""The shared table checks (`tests.signature_tables`) cover every signature table there is."""

from __future__ import annotations

from pathlib import Path

import forminv_lean.formal.meaning as meaning
from tests.signature_tables import TABLES


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
