"""Snapshot what `forminv-lean eval` writes, for before/after comparisons of a refactor.

Runs the real command over the loopback server (on a fixed port, so the cache keys, which
hold the URL, are the same every time) in a set of scenarios: OpenAI, Anthropic, a
reasoning model and two baselines, two samples at temperature 0.7, scripted 400 / 500 /
429 / malformed replies; one process and two workers; a cached rerun; ``--resume`` after
the cache was moved aside; ``--no-cache`` with three workers; an authentication failure
with one and two workers; a replay. It writes each scenario's responses, manifest, cache
rows, exit code, stdout and stderr to OUT, with the fields that depend on timing nulled
(``latency_s``, ``timestamp``, ``elapsed_s``, and the responses' sha256 that covers them).

    python tests/evaluate/eval_snapshot.py /tmp/before     # on the old code
    python tests/evaluate/eval_snapshot.py /tmp/after      # on the new code
    diff -r /tmp/before /tmp/after                         # nothing: same behaviour
"""

from __future__ import annotations

import argparse
import json
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import eval_loopback as lb  # noqa: E402
from eval_helpers import answer_for, keyless_env, make_item, number  # noqa: E402

from forminv_lean.jsonl import write_jsonl  # noqa: E402


def script(seen: lb.Seen) -> lb.Action:
    """item 1: 400 (echoing a key); 2, 3: 500 first; 4: 429 first; 5: malformed first;
    the rest answer in five styles (one without a verdict)."""
    k, n = number(seen.prompt), seen.attempt
    if k == 1:
        return lb.status(400, message="no such model sk-test-loopback-0001")
    if k in (2, 3) and n == 1:
        return lb.status(500)
    if k == 4 and n == 1:
        return lb.status(429, retry_after="0")
    if k == 5 and n == 1:
        return lb.malformed()
    v = answer_for(seen.prompt)
    return lb.answer([v, f"**{v}**", f"{v.title()}.", f"<think>hm</think>{v}", "maybe"][k % 5])


def refuse(seen: lb.Seen) -> lb.Action:
    return lb.status(401, message="bad key sk-ant-test-loopback-0002 sk-test-loopback-0001")


class Snapshot:
    def __init__(self, out: Path, work: Path, env: dict[str, str]) -> None:
        self.out, self.work, self.env = out, work, env

    def run(self, name: str, args: list[str]) -> None:
        r = subprocess.run([sys.executable, "-m", "forminv_lean", "eval", *args], env=self.env,
                           capture_output=True, text=True, timeout=600)
        (self.out / f"{name}.rc").write_text(f"{r.returncode}\n{r.stdout}\n---\n{r.stderr}")

    def outputs(self, name: str, run_dir: Path) -> None:
        responses = run_dir / "responses.jsonl"
        if not responses.exists():
            return
        lines = []
        for line in responses.read_text().splitlines():
            obj = json.loads(line)
            obj["latency_s"] = obj["latency_s"] is not None
            obj["timestamp"] = obj["timestamp"] is not None
            lines.append(json.dumps(obj))
        (self.out / f"{name}.responses.jsonl").write_text("\n".join(lines) + "\n")
        manifest = json.loads((run_dir / "run.manifest.json").read_text())
        manifest["run"]["elapsed_s"] = None
        manifest["sha256"] = None
        (self.out / f"{name}.manifest.json").write_text(json.dumps(manifest, indent=2))

    def cache(self, name: str, path: Path) -> None:
        rows: object = None
        if path.exists():
            with sqlite3.connect(path) as db:
                rows = {"meta": db.execute("SELECT * FROM meta ORDER BY k").fetchall(),
                        "rows": db.execute(
                            "SELECT key, provider, model, request, raw, verdict, input_tokens, "
                            "output_tokens, latency_s IS NOT NULL, timestamp IS NOT NULL "
                            "FROM responses ORDER BY key").fetchall()}
        (self.out / f"{name}.cache.json").write_text(json.dumps(rows, indent=1))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path)
    parser.add_argument("--port", type=int, default=47311)
    parser.add_argument("--work", type=Path,
                        default=Path(tempfile.gettempdir()) / "forminv-eval-snapshot")
    args = parser.parse_args(argv)
    out, work = args.out, args.work
    for d in (out, work):
        shutil.rmtree(d, ignore_errors=True)
        d.mkdir(parents=True)
    data = work / "items.jsonl"
    write_jsonl(data, [make_item(k) for k in range(14)])
    snap = Snapshot(out, work, {**keyless_env(work / "cache.sqlite3"), "COLUMNS": "140"})
    with lb.LoopbackServer(script, max_seconds=900, port=args.port) as srv:
        models = [f"openai/gpt-4o@{srv.openai_url}",
                  f"anthropic/claude-haiku-4-5@{srv.anthropic_url}",
                  f"openai/o4-mini@{srv.openai_url}", "baseline/always-true",
                  "baseline/always-false"]
        common = ["-d", str(data), "--samples", "2", "--temperature", "0.7", "--concurrency",
                  "3", "--timeout", "10", "--retries", "3",
                  *(a for m in models for a in ("-m", m))]
        a_out, a_cache = work / "oA", work / "cA.sqlite3"
        for name, extra in (("A", []), ("C", [])):  # C: the rerun, from the cache
            snap.run(name, [*common, "--out", str(a_out), "--cache", str(a_cache), *extra])
            snap.outputs(name, a_out)
            snap.cache(name, a_cache)
        snap.run("B", [*common, "--out", str(work / "oB"), "--cache", str(work / "cB.sqlite3"),
                       "--workers", "2"])
        snap.outputs("B", work / "oB")
        snap.cache("B", work / "cB.sqlite3")
        shutil.move(a_cache, work / "cA.damaged")
        snap.run("D", [*common, "--out", str(a_out), "--cache", str(a_cache), "--resume"])
        snap.outputs("D", a_out)
        snap.cache("D", a_cache)
        snap.run("E", ["-d", str(data), *(a for m in models for a in ("-m", m)), "--out",
                       str(work / "oE"), "--no-cache", "--workers", "3", "--limit", "7",
                       "--quiet"])
        snap.outputs("E", work / "oE")
        srv.script = refuse
        for name, model, workers in (("F", models[1], "1"), ("F2", models[0], "2")):
            snap.run(name, ["-d", str(data), "-m", model, "--out", str(work / name), "--cache",
                            str(work / "cF.sqlite3"), "--workers", workers])
        snap.cache("F", work / "cF.sqlite3")
    snap.run("G", ["-d", str(data), "-m", f"replay/{a_out / 'responses.jsonl'}", "--out",
                   str(work / "oG"), "--no-cache"])
    snap.outputs("G", work / "oG")
    print(f"{len(list(out.iterdir()))} files in {out}")


if __name__ == "__main__":
    main()
