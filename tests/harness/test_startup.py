"""Start-up: `--help` loads no analysis, solver or SDK library; `metrics` on a plain table
(the default terminal table with its per-theorem tests and agreement summary, and
`--format csv`) loads no pandas, scipy or statsmodels, which come only with the full
battery `--format json`/`md` print, and, given a plain command line, neither typer nor
rich (`cli/direct.py`). Checked by module names in a fresh process, never by timing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

# (pydantic is not listed: typer itself imports it to build a command's help)
HEAVY = ("pandas", "numpy", "scipy", "statsmodels", "matplotlib", "networkx", "z3", "sympy",
         "openai", "anthropic", "datasets", "lm_eval", "inspect_ai")


PROBE = """
import atexit, sys
atexit.register(lambda: sys.stderr.write("\\nMODULES " + " ".join(sorted(sys.modules))))
from forminv_lean.cli import main
main(sys.argv[1:])
"""


def imported(*args: str) -> set[str]:
    """Every module loaded by one run of the CLI, in a fresh interpreter."""
    r = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    return set(r.stderr.rsplit("MODULES ", 1)[1].split())


@pytest.mark.slow
def test_help_imports_nothing_heavy():
    mods = imported("--help")
    assert "forminv_lean.cli.export" in mods  # the probe sees our own modules
    assert not {m for m in mods if m.split(".")[0] in HEAVY}


@pytest.mark.slow
def test_command_help_imports_nothing_heavy():
    for cmd in ("build", "metrics", "export", "lean", "review"):
        mods = imported(cmd, "--help")
        assert not {m for m in mods if m.split(".")[0] in HEAVY}, cmd


@pytest.mark.slow
def test_point_metrics_skip_pandas_scipy_and_statsmodels(tmp_path: Path):
    table = tmp_path / "t.csv"
    rows = ["model,item_id,theorem_id,family,verdict,ground_truth"]
    for m in ("a", "b"):
        for t in range(3):
            for f in ("canonical", "order"):
                rows.append(f"{m},t{t}_{f},t{t},{f},{'TRUE' if (t + len(f)) % 2 else 'FALSE'},"
                            "TRUE")
    table.write_text("\n".join(rows) + "\n")
    for args in (["--format", "csv", "--bootstrap", "0"], ["--format", "csv", "--bootstrap",
                 "50"], [], ["--format", "table"]):
        mods = imported("metrics", "--responses", str(table), *args)
        assert "numpy" in mods and "forminv_lean.analysis.plain" in mods
        # a plain command line runs without typer (so without its pydantic layer), draws
        # its table without rich, and takes its quantiles without numpy's (numpy.ma)
        assert not {m for m in mods if m.split(".")[0] in (
            "pandas", "scipy", "statsmodels", "matplotlib", "typer", "click", "pydantic",
            "rich")}, args
        assert "numpy.ma" not in mods and "forminv_lean.cli._app" not in mods, args
    # the same command line spelt otherwise goes through typer, with the same result
    mods = imported("metrics", f"--responses={table}")
    assert {"typer", "forminv_lean.cli._app", "forminv_lean.cli.direct"} <= mods
    full = imported("metrics", "--responses", str(table), "--format", "json")
    assert {"pandas", "scipy"} <= full  # Kendall's tau and the frames come with the rest
