"""Helpers for the analysis tests: tiny hand-made results tables."""

from __future__ import annotations

from collections.abc import Mapping

import pandas as pd
import pytest

from forminv_lean.analysis.table import frame

FLIP = {"TRUE": "FALSE", "FALSE": "TRUE"}


def answers(model: str, theorem: str, forms: Mapping[str, bool | None], *, gt: str = "TRUE",
            sample: int = 0, prefix: str = "") -> list[dict]:
    """Rows for one model on one theorem: ``{family: right?}``; None = unanswered."""
    out = []
    for fam, ok in forms.items():
        verdict = None if ok is None else (gt if ok else FLIP[gt])
        out.append({"model": model, "item_id": f"{prefix}{theorem}_{fam}",
                    "theorem_id": theorem, "family": fam, "domain": "algebra",
                    "ground_truth": gt, "verdict": verdict,
                    "correct": None if ok is None else ok, "sample": sample})
    return out


def table(*groups: list[dict]) -> pd.DataFrame:
    return frame([r for g in groups for r in g])


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
