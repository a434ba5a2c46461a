"""Fuzz every command that reads a file: random bytes, truncations, byte flips, line edits
and field mutations of real inputs. Whatever comes in, a command either works or fails
with exactly one ``error: ...`` line, never a traceback and never an internal error.

Cases are generated from a fixed seed (the same cases every run); the count is
``TOTAL_CASES``. A failing case is saved under the test's tmp folder for reproduction.
For a deeper run: ``FORMINV_FUZZ_SCALE=10 FORMINV_FUZZ_SEED=7 pytest -s this file``.
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from reliability_helpers import lines, objects, write_lines

REPO = Path(__file__).resolve().parents[2]
SEED = int(os.environ.get("FORMINV_FUZZ_SEED", "20261122"))
SCALE = int(os.environ.get("FORMINV_FUZZ_SCALE", "1"))

# -- mutations ------------------------------------------------------------------------------

_VALUES: list[Any] = [None, True, False, 0, -1, 2 ** 70, 1.5, 1e308, "", "x" * 300, "TRUE",
                      "FALSE", "canonical", "T1", "smt_proved", "\u2028", "∀ n : ℕ, n = n",
                      [], {}, [1, "a"], {"k": None}, ["x"], -0.0]


def _random_value(rng: random.Random, pool: list[Any]) -> Any:
    if pool and rng.random() < 0.25:
        return rng.choice(pool)  # a value seen elsewhere in the file: duplicates, swaps
    if rng.random() < 0.03:
        return rng.choice([DEEP, "[" * 40 + "]" * 40])  # DEEP: nested 3000 levels once dumped
    return rng.choice(_VALUES)


def _paths(obj: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj[:5]):
            out += _paths(v, (*prefix, i))
    return out


def _leaves(obj: Any) -> list[Any]:
    if isinstance(obj, dict):
        return [x for v in obj.values() for x in _leaves(v)]
    if isinstance(obj, list):
        return [x for v in obj for x in _leaves(v)]
    return [obj]


def mutate_json(obj: Any, rng: random.Random, pool: list[Any]) -> Any:
    """Change one place in a JSON value: a new value, a deleted, renamed or extra key."""
    paths = _paths(obj)
    if not paths:
        return _random_value(rng, pool)
    path = rng.choice(paths)
    parent = obj
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    action = rng.random()
    if isinstance(parent, dict) and action < 0.2:
        del parent[last]
    elif isinstance(parent, dict) and action < 0.3:
        parent[f"{last}_x"] = parent.pop(last)
    elif isinstance(parent, dict) and action < 0.4:
        parent[rng.choice(["extra", "colour", "ID"])] = _random_value(rng, pool)
    else:
        parent[last] = _random_value(rng, pool)
    return obj


DEEP = "__deeply nested__"


def _dump(obj: Any, **kw: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, **kw).replace(
        json.dumps(DEEP), "[" * 3000 + "0" + "]" * 3000)


def mutate(data: bytes, kind: str, rng: random.Random) -> tuple[str, bytes]:
    """One mutation of a file's bytes; returns (what was done, new bytes)."""
    roll = rng.random()
    if roll < 0.08:
        return "random bytes", rng.randbytes(rng.randint(0, 400))
    if roll < 0.20:
        return "truncated", data[: rng.randint(0, len(data))]
    if roll < 0.30:
        out = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            if out:
                out[rng.randrange(len(out))] = rng.randrange(256)
        return "flipped bytes", bytes(out)
    text = data.decode("utf-8")
    rows = text.split("\n")
    if roll < 0.45:
        k = rng.randrange(len(rows))
        edit = rng.choice(["drop", "duplicate", "swap", "blank", "garbage", "cut"])
        if edit == "drop":
            del rows[k]
        elif edit == "duplicate":
            rows.insert(k, rows[k])
        elif edit == "swap":
            j = rng.randrange(len(rows))
            rows[k], rows[j] = rows[j], rows[k]
        elif edit == "blank":
            rows.insert(k, rng.choice(["", "   ", "\t"]))
        elif edit == "garbage":
            rows.insert(k, rng.choice(["{", "]", "null", "42", '"s"', "[]", "{}", "# c",
                                       "x = ", "[[theorem]]", "\u2028"]))
        else:
            rows[k] = rows[k][: rng.randint(0, len(rows[k]))]
        return f"line {k + 1}: {edit}", "\n".join(rows).encode("utf-8")
    if kind == "jsonl":
        objs = [(i, json.loads(r)) for i, r in enumerate(rows) if r.strip()]
        pool = [v for _, o in objs for v in _leaves(o)]
        i, obj = rng.choice(objs)
        rows[i] = _dump(mutate_json(obj, rng, pool))
        return f"line {i + 1}: field", "\n".join(rows).encode("utf-8")
    if kind == "json":
        obj = json.loads(text)
        for _ in range(rng.randint(1, 3)):
            obj = mutate_json(obj, rng, _leaves(obj))
        return "fields", _dump(obj, indent=1).encode("utf-8")
    if kind == "toml":
        assigned = [i for i, r in enumerate(rows) if "=" in r]
        i = rng.choice(assigned)
        key = rows[i].split("=", 1)[0]
        value = rng.choice(['3', '"x"', 'true', '[1, 2]', '{ a = 1 }', '"\\u2028"', '',
                            '1e400', '"open', '-1', '"∀ n : ℕ, n = n"', '[[1]]', '"T1"'])
        rows[i] = rng.choice([f"{key}= {value}", f"{key}_x = {value}", f"colour = {value}"])
        return f"line {i + 1}: value", "\n".join(rows).encode("utf-8")
    # csv
    k = rng.randrange(1, max(2, len(rows)))
    cells = rows[min(k, len(rows) - 1)].split(",")
    cells[rng.randrange(len(cells))] = rng.choice(["", "x", "TRUE", "2", "-1", '"', "nan"])
    rows[min(k, len(rows) - 1)] = ",".join(cells)
    return f"line {k + 1}: cell", "\n".join(rows).encode("utf-8")


# -- targets: every command that reads a file ------------------------------------------

@dataclass(frozen=True)
class Target:
    name: str
    kind: str                                  # jsonl | json | toml | csv
    seed: Callable[[Path], Path]               # writes a valid input, returns it
    argv: Callable[[Path, Path], list[Any]]    # (input, scratch) -> arguments
    cases: int


def _rows(path: Path, n: int, keep: Callable[[dict[str, Any]], bool] = lambda r: True
          ) -> list[str]:
    return [x for x in lines(path) if keep(json.loads(x))][:n]


def targets(built: Path, ran: Path, queued: Path, derived: dict[str, Path]) -> list[Target]:
    ds = built / "dataset.jsonl"
    small_ds = [_dump(r) for r in objects(ds) if r["family"] in ("canonical", "order",
                                                                    "notation")][:6]
    small_ids = {json.loads(r)["id"] for r in small_ds}

    def dataset(d: Path) -> Path:
        return write_lines(d / "dataset.jsonl", small_ds)

    def responses(d: Path) -> Path:
        rows = [r for r in lines(ran / "responses.jsonl") if json.loads(r)["item_id"]
                in small_ids]
        return write_lines(d / "responses.jsonl", rows)

    def theorems(d: Path) -> Path:
        tids = {json.loads(r)["theorem_id"] for r in small_ds}
        return write_lines(d / "theorems.jsonl", _rows(built / "theorems.jsonl", 50,
                                                       lambda r: r["id"] in tids))

    def paper(d: Path) -> Path:
        src = REPO.parent / "shared/external/forminv/datasets/forminv_v3_50.jsonl"
        rows = lines(src)[:8] if src.is_file() else [
            _dump({"id": f"t{k}_canonical", "theorem_id": f"t{k}", "family": "canonical",
                   "lean4_statement": "theorem t : 1 = 1", "nl_question": "q?",
                   "ground_truth": "TRUE"}) for k in range(4)]
        return write_lines(d / "paper.jsonl", rows)

    def ntp(d: Path) -> Path:
        return write_lines(d / "ntp.jsonl", lines(REPO / "tests/data/ntp/training_data.jsonl")[:12])

    def curated(d: Path) -> Path:
        text = (REPO / "extract/curated/theorems.toml").read_text(encoding="utf-8")
        blocks = text.split("[[theorem]]")
        out = d / "theorems.toml"
        out.write_text("[[theorem]]".join(blocks[:4]), encoding="utf-8")
        return out

    def recipe(d: Path) -> Path:
        out = d / "recipe.toml"
        shutil.copy(REPO / "extract/curated.toml", out)
        return out

    def pairs(d: Path) -> Path:
        return write_lines(d / "pairs.jsonl", [
            _dump({"id": "a", "p": "∀ a b : ℕ, a + b = b + a", "q": "∀ x y : ℕ, y + x = x + y"}),
            _dump({"id": "b", "p": "∀ n : ℕ, n - 1 < n", "q": "∀ n : ℕ, 0 < n → n - 1 < n",
                   "level": "arithmetic"}),
            _dump({"id": "c", "p": "∀ a b : ℕ, a ≥ b", "q": "∀ a b : ℕ, b ≤ a"})])

    def decisions(d: Path) -> Path:
        queue = objects(queued / "review-queue.jsonl")
        return write_lines(d / "decisions.jsonl", [
            _dump({"item_id": queue[0]["id"], "decision": "approve", "reason": "fine"}),
            _dump({"item_id": queue[1]["id"], "decision": "reject"})])

    def queue_dir(d: Path) -> Path:
        q = d / "built"
        q.mkdir(exist_ok=True)
        shutil.copy(built / "theorems.jsonl", q)
        return write_lines(q / "review-queue.jsonl", lines(queued / "review-queue.jsonl"))

    def certificates(d: Path) -> Path:
        q = d / "built"
        q.mkdir(exist_ok=True)
        return write_lines(q / "certificates.jsonl", lines(built / "certificates.jsonl")[:3])

    def metrics_json(d: Path) -> Path:
        out = d / "metrics.json"
        shutil.copy(derived["metrics"], out)
        return out

    def table_csv(d: Path) -> Path:
        out = d / "table.csv"
        shutil.copy(derived["table"], out)
        return out

    def paper_file(name: str) -> Callable[[Path], Path]:
        def make(d: Path) -> Path:
            out = d / f"{name}.json"
            shutil.copy(derived[name], out)
            return out
        return make

    def prices(d: Path) -> Path:
        out = d / "prices.json"
        out.write_text(_dump({"baseline/always-true": {"input": 1.5, "output": 6},
                              "gpt-4o*": {"input": 2.5, "output": 10}}), encoding="utf-8")
        return out

    def with_manifest(d: Path) -> Path:
        run = d / "run"
        run.mkdir(exist_ok=True)
        shutil.copy(ran / "run.manifest.json", run)
        return write_lines(run / "responses.jsonl", lines(ran / "responses.jsonl"))

    quiet = ["--quiet"]
    return [
        Target("extract forminv-jsonl", "jsonl", paper,
               lambda f, s: ["extract", "--source", "forminv-jsonl", "--path", f, "--out", s / "o"], 120),
        Target("extract ntp-mathlib", "jsonl", ntp,
               lambda f, s: ["extract", "--source", "ntp-mathlib", "--path", f, "--out", s / "o"], 120),
        Target("extract curated", "toml", curated,
               lambda f, s: ["extract", "--source", "curated", "--path", f, "--out", s / "o"], 100),
        Target("build --recipe", "toml", recipe,
               lambda f, s: ["build", "--recipe", f, "--limit", "1", "--out", s / "o",
                             "--lean-dir", s / "lean", "--workers", "1", *quiet], 25),
        Target("formalise --theorems", "jsonl", theorems,
               lambda f, s: ["formalise", "--theorems", f, "--out", s / "o", *quiet], 60),
        Target("export --dataset", "jsonl", dataset,
               lambda f, s: ["export", "--format", "lm-eval", "--dataset", f, "--out",
                             s / "o"], 60),
        Target("check --batch", "jsonl", pairs,
               lambda f, s: ["check", "--batch", f, "--out", s / "o.jsonl", "--workers", "1",
                             "--timeout", "0.3"], 60),
        Target("certify --items", "jsonl", dataset,
               lambda f, s: ["certify", "--theorems", built / "theorems.jsonl", "--items", f,
                             "--out", s / "o", "--lean-dir", s / "lean", "--workers", "1",
                             "--timeout", "0.3", *quiet], 60),
        Target("certify --theorems", "jsonl", theorems,
               lambda f, s: ["certify", "--theorems", f, "--items", s / "items.jsonl",
                             "--out", s / "o", "--lean-dir", s / "lean", "--workers", "1",
                             "--timeout", "0.3", *quiet], 40),
        Target("eval --dataset", "jsonl", dataset,
               lambda f, s: ["eval", "--dataset", f, "--model", "baseline/always-true",
                             "--out", s / "o", *quiet], 150),
        Target("eval replay", "jsonl", responses,
               lambda f, s: ["eval", "--dataset", s / "dataset.jsonl", "--model",
                             f"replay/{f}", "--out", s / "o", *quiet], 100),
        Target("metrics --responses", "jsonl", responses,
               lambda f, s: ["metrics", "--responses", f, "--dataset", s / "dataset.jsonl",
                             "--bootstrap", "10", "--format", "json"], 120),
        Target("metrics --dataset", "jsonl", dataset,
               lambda f, s: ["metrics", "--responses", s / "responses.jsonl", "--dataset", f,
                             "--bootstrap", "10", "--format", "json"], 100),
        Target("metrics with a manifest", "jsonl", with_manifest,
               lambda f, s: ["metrics", "--responses", f, "--dataset", ds,
                             "--bootstrap", "10", "--format", "json"], 40),
        *[Target(f"metrics {name}", "json", paper_file(name),
                 lambda f, s: ["metrics", "--responses", f, "--bootstrap", "10", "--format",
                               "json"], 60) for name in derived if name.startswith("paper")],
        Target("eval --prices", "json", prices,
               lambda f, s: ["eval", "--dataset", s / "dataset.jsonl", "--model",
                             "baseline/always-true", "--prices", f, "--out", s / "o", *quiet],
               40),
        Target("metrics table CSV", "csv", table_csv,
               lambda f, s: ["metrics", "--responses", f, "--bootstrap", "10", "--format",
                             "json"], 60),
        Target("audit --responses", "jsonl", responses,
               lambda f, s: ["audit", "--responses", f, "--dataset", s / "dataset.jsonl",
                             "--format", "json", "--min-models", "2", "--threshold", "2/3"], 80),
        Target("report --responses", "jsonl", responses,
               lambda f, s: ["report", "--responses", f, "--dataset", s / "dataset.jsonl",
                             "--out", s / "r", "--bootstrap", "10"], 12),
        Target("selector --metrics", "json", metrics_json,
               lambda f, s: ["selector", "--metrics", f, "--bootstrap", "10", "--format",
                             "json"], 60),
        Target("nfb --metrics", "json", metrics_json,
               lambda f, s: ["nfb", "--metrics", f, "--target",
                             "baseline/always-true>baseline/always-false", "--format", "json"],
               60),
        Target("review --decisions", "jsonl", decisions,
               lambda f, s: ["review", "--dir", queued, "--decisions", f, "--ledger",
                             s / "ledger.jsonl", "--reviewer", "fuzz"], 80),
        Target("review queue", "jsonl", queue_dir,
               lambda f, s: ["review", "--dir", f.parent, "--decisions", s / "decisions.jsonl",
                             "--ledger", s / "ledger.jsonl"], 60),
        Target("lean emit", "jsonl", certificates,
               lambda f, s: ["lean", "emit", "--dir", f.parent, "--name", "fuzz",
                             "--lean-dir", s / "lean"], 60),
    ]


#: Cases per run (at FORMINV_FUZZ_SCALE=1) with the paper's recorded answers present; the
#: three paper-format targets (180 cases) are left out when ../shared/external is absent.
TOTAL_CASES = 1847
EXTERNAL = REPO.parent / "shared" / "external" / "forminv"


def _paper_answers(tmp: Path) -> dict[str, Path]:
    """The paper's three recorded answer files, cut to a few entries each (real shapes)."""
    src = EXTERNAL / "responses"
    if not src.is_dir():
        return {}
    fc = json.loads((src / "false_controls_all_models.json").read_text(encoding="utf-8"))
    fc["models"] = {m: {**e, "preds": e["preds"][:4]} for m, e in list(fc["models"].items())[:4]}
    mc = json.loads((src / "mathcheck_ranking_results.json").read_text(encoding="utf-8"))
    mc = dict(list(mc.items())[:3])
    ea = json.loads((src / "external_audit_raw.json").read_text(encoding="utf-8"))
    ea = {"items": dict(list(ea["items"].items())[:3]), "stats": ea["stats"]}
    out = {}
    for name, data in (("paper-false-controls", fc), ("paper-mathcheck", mc),
                       ("paper-external-audit", ea)):
        out[name] = tmp / f"{name}.json"
        out[name].write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    return out


_ALLOWED_CODES = {0, 1, 2, 4}  # 4: eval, every request to a model failed (recorded)


def _check(result: Any, label: str) -> str | None:
    """None when the outcome is acceptable, else what is wrong."""
    err = result.stderr
    if "Traceback" in err or "internal error" in err:
        return "traceback or internal error"
    if result.returncode not in _ALLOWED_CODES:
        return f"exit code {result.returncode}"
    if result.returncode != 0:
        said = [x for x in err.splitlines() if x.strip()]
        if len(said) != 1 or not said[0].startswith("error: "):
            return f"{len(said)} lines instead of one 'error: ...' line"
    return None


@pytest.mark.slow
def test_no_input_makes_any_command_print_a_traceback(run, built, ran, queued,
                                                      tmp_path) -> None:
    # Inputs derived from the session's real build and run.
    derived = {"metrics": tmp_path / "metrics.json", "table": tmp_path / "table.csv",
               **_paper_answers(tmp_path)}
    assert run("metrics", "--responses", ran / "responses.jsonl", "--dataset",
               built / "dataset.jsonl", "--format", "json", "--bootstrap", "10", "--out",
               derived["metrics"], "--table-out", derived["table"]).returncode == 0
    all_targets = targets(built, ran, queued, derived)
    planned = sum(t.cases for t in all_targets)
    assert planned == (TOTAL_CASES if EXTERNAL.is_dir() else TOTAL_CASES - 180)
    rng = random.Random(SEED)
    failures: list[str] = []
    outcomes: dict[str, Counter[str]] = {}
    ran_cases = 0
    for t in all_targets:
        scratch = tmp_path / re.sub(r"\W+", "-", t.name)
        scratch.mkdir()
        # the other files a target's command reads stay valid
        seed_file = t.seed(scratch)
        write_lines(scratch / "dataset.jsonl", lines(seed_file) if t.name == "eval --dataset"
                    else [_dump(r) for r in objects(built / "dataset.jsonl")
                          if r["family"] in ("canonical", "order", "notation")][:6])
        write_lines(scratch / "items.jsonl", lines(scratch / "dataset.jsonl"))
        if not (scratch / "responses.jsonl").exists():
            ids = {r["id"] for r in objects(scratch / "dataset.jsonl")}
            write_lines(scratch / "responses.jsonl", [
                r for r in lines(ran / "responses.jsonl") if json.loads(r)["item_id"] in ids])
        queue = objects(queued / "review-queue.jsonl")
        write_lines(scratch / "decisions.jsonl", [
            _dump({"item_id": queue[0]["id"], "decision": "approve"})])
        original = seed_file.read_bytes()
        assert _check(run(*t.argv(seed_file, scratch)), t.name) is None, \
            f"{t.name}: the unmutated input must work"
        for k in range(t.cases * SCALE):
            what, data = mutate(original, t.kind, rng)
            seed_file.write_bytes(data)
            problem = _check(r := run(*t.argv(seed_file, scratch)), t.name)
            ran_cases += 1
            outcomes.setdefault(t.name, Counter())["ok" if r.returncode == 0 else
                                                   "refused" if not problem else "bad"] += 1
            if problem:
                keep = tmp_path / "failing" / f"{scratch.name}-{k}{seed_file.suffix}"
                keep.parent.mkdir(exist_ok=True)
                keep.write_bytes(data)
                last = (r.stderr.strip().splitlines() or [""])[-1][:300]
                failures.append(f"{t.name} case {k} ({what}): {problem}: {last} [{keep}]")
        seed_file.write_bytes(original)
    print(f"fuzz: {ran_cases} cases over {len(all_targets)} reading commands")
    for name, c in outcomes.items():
        print(f"  {name}: " + ", ".join(f"{k} {v}" for k, v in sorted(c.items())))
    assert ran_cases == planned * SCALE
    # the mutations bite: every command refused some inputs (one line each)
    assert all(c["refused"] + c["bad"] for c in outcomes.values()), outcomes
    assert not failures, f"{len(failures)} of {ran_cases} cases failed:\n" + "\n".join(failures[:40])
