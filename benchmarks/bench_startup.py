"""Benchmark: whole-process time of `forminv-lean --help` and of `forminv-lean metrics` on a
plain results table of the issue's shape (9 models x 812 items; the six columns
``model,item_id,theorem_id,family,verdict,ground_truth``).

    .venv/bin/python benchmarks/bench_startup.py [--repeat 7] [--paper-repo PATH]
        [--baseline PATH]

With ``--paper-repo`` (a checkout of the FormInv paper's repository) it also times the
paper's own tool computing its point metrics (``forminv.metrics.compute_ig`` and
``aggregate_ig`` per model) on the same table, the reference the issue compares with.
With ``--baseline`` (a checkout of an earlier commit of this project, e.g. made with
``git worktree add --detach /tmp/base <commit>``) every command also runs from that
checkout (``PYTHONPATH``), alternately with the current code, so before and after see
the same load. The "floor" line imports what any ``metrics`` run needs before doing any
work: typer, the pydantic layer typer builds every command's parameters with, and numpy.
Every figure is the median wall time of fresh processes, measured alternately so machine
load hits them alike; the heavy modules each command imports are listed too.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_metrics import synthetic_table  # noqa: E402

PLAIN = ["model", "item_id", "theorem_id", "family", "verdict", "ground_truth"]
HEAVY = ("pandas", "numpy", "scipy", "statsmodels", "matplotlib", "networkx", "pyarrow",
         "openai", "anthropic", "z3", "sympy", "datasets", "forminv_lean.records")

#: The paper's tool on a plain table: its own point metrics, per model, via its package.
PAPER = """
import csv, sys
from forminv.metrics import aggregate_ig, compute_ig
from forminv.schemas import EquivLevel, ModelPrediction, Paraphrase
paras, preds = {}, {}
for r in csv.DictReader(open(sys.argv[1])):
    paras.setdefault(r["item_id"], Paraphrase(r["item_id"], r["theorem_id"],
                     EquivLevel.SURFACE, "", r["ground_truth"] == "TRUE"))
    v = r["verdict"] or None
    preds.setdefault(r["model"], []).append(ModelPrediction(
        r["model"] + ":" + r["item_id"], r["item_id"], r["theorem_id"], r["model"], "", "",
        None if v is None else v == "TRUE", v or "INVALID",
        None if v is None else v == r["ground_truth"], 0.0))
by_thm = {}
for p in paras.values():
    by_thm.setdefault(p.theorem_id, []).append(p)
for model, ps in sorted(preds.items()):
    agg = aggregate_ig([compute_ig(t, model, ps, by_thm[t]) for t in sorted(by_thm)])
    print(model, round(agg["mean_accuracy"], 4), round(agg["scr"], 4), round(agg["mean_ig"], 4))
"""


def plain_table() -> pd.DataFrame:
    """The issue's table: 9 models x 812 items (100 theorems), six columns, ~1% unanswered."""
    t = synthetic_table(n_items=812)
    return t[PLAIN].reset_index(drop=True)


def wall(cmd: list[str], env: dict[str, str] | None = None, cwd: str | None = None) -> float:
    t0 = time.perf_counter()
    r = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=cwd)
    dt = time.perf_counter() - t0
    if r.returncode != 0:
        raise SystemExit(f"failed: {' '.join(cmd)}\n{r.stderr[-2000:]}")
    return dt


PROBE = ("import atexit, sys\n"
         "atexit.register(lambda: sys.stderr.write('\\nMODULES ' + ' '.join(sys.modules)))\n"
         "from forminv_lean.cli import main\nmain(sys.argv[1:])\n")


def heavy_imports(args: list[str]) -> list[str]:
    r = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True)
    names = set(r.stderr.rsplit("MODULES ", 1)[-1].split())
    return sorted(h for h in HEAVY if h in names)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--paper-repo", type=Path, default=None)
    ap.add_argument("--baseline", type=Path, default=None,
                    help="a checkout of an earlier commit, run alongside")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        csv = Path(tmp) / "answers.csv"
        plain_table().to_csv(csv, index=False)
        cli = [sys.executable, "-m", "forminv_lean"]
        commands = {
            "forminv-lean --help": ["--help"],
            "metrics (default: table, 1,000 resamples, tests, agreement)":
                ["metrics", "--responses", str(csv)],
            "metrics --format csv (point metrics + CIs)":
                ["metrics", "--responses", str(csv), "--format", "csv"],
            "metrics --format csv --bootstrap 0 (point metrics)":
                ["metrics", "--responses", str(csv), "--format", "csv", "--bootstrap", "0"],
        }
        runs: dict[str, tuple[list[str], dict[str, str] | None]] = {}
        for name, argv in commands.items():
            runs[name] = (cli + argv, None)
            if args.baseline is not None:
                runs[f"{name} [baseline]"] = (
                    cli + argv, {**os.environ, "PYTHONPATH": str(args.baseline)})
        runs["floor: import typer, typer._adapters (pydantic), numpy"] = (
            [sys.executable, "-c", "import typer, typer._adapters, numpy"], None)
        if args.paper_repo is not None:
            script = Path(tmp) / "paper_point_metrics.py"
            script.write_text(PAPER)
            env = {**os.environ, "PYTHONPATH": str(args.paper_repo)}
            runs["paper's tool, point metrics (reference)"] = (
                [sys.executable, str(script), str(csv)], env)
        times: dict[str, list[float]] = {k: [] for k in runs}
        for _ in range(args.repeat):  # alternate, so load changes hit every command alike
            for name, (cmd, env) in runs.items():
                # run outside the source tree: `-m` puts the working directory first on
                # sys.path, which would shadow a --baseline checkout
                times[name].append(wall(cmd, env, cwd=tmp))
        print(f"9 models x 812 items, {len(plain_table())} rows; median of {args.repeat} "
              f"fresh processes (load average {os.getloadavg()[0]:.1f})")
        for name, ts in times.items():
            print(f"  {statistics.median(ts):5.2f} s  {name}  (min {min(ts):.2f})")
        print("heavy modules imported by --help:", heavy_imports(["--help"]) or "none")
        print("heavy modules imported by metrics --format csv:",
              heavy_imports(["metrics", "--responses", str(csv), "--format", "csv"]))


if __name__ == "__main__":
    main()
