"""The shared table checks (`tests.signature_tables`) cover every signature table there is."""

from __future__ import annotations

from pathlib import Path

import forminv_lean.formal.meaning as meaning
from tests.signature_tables import TABLES


def test_every_signature_module_is_checked_against_the_others() -> None:
    here = Path(meaning.__file__).parent
    modules = {p.stem for p in here.glob("signatures_*.py")} | {"prop_classes"}
    assert modules == set(TABLES)
