"""Fixtures for the analysis tests (the table builders are in analysis_helpers.py)."""

from __future__ import annotations

import pandas as pd
import pytest
from analysis_helpers import answers, table


@pytest.fixture()
def two_models() -> pd.DataFrame:
    """Two models, two theorems (T1 FALSE, T2 TRUE), forms canonical / a / b.

    A: T1 = (right, right, wrong), T2 = all right.
    B: T1 = all wrong,             T2 = (right, wrong, right).
    """
    return table(
        answers("A", "T1", {"canonical": True, "a": True, "b": False}, gt="FALSE"),
        answers("A", "T2", {"canonical": True, "a": True, "b": True}),
        answers("B", "T1", {"canonical": False, "a": False, "b": False}, gt="FALSE"),
        answers("B", "T2", {"canonical": True, "a": False, "b": True}),
    )


@pytest.fixture()
def run(capsys):
    """The console entry point in-process (fast); same one-line error handling as the
    installed command. Returns an object shaped like ``subprocess.CompletedProcess``."""
    from types import SimpleNamespace

    from forminv_lean.cli import main

    def _run(*args: str) -> SimpleNamespace:
        code = 0
        try:
            main(list(args))
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        out = capsys.readouterr()
        return SimpleNamespace(returncode=code, stdout=out.out, stderr=out.err)

    return _run
