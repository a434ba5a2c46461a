"""Benchmark the evaluation runner against the loopback server (no keys, no network).

1. Throughput: 2,000 requests through the real OpenAI SDK to a server that answers after
   100 ms, at concurrency 64. Ideal is 64 / 0.1 s = 640 requests/s; target >= 80%.
   Measured for the runner in one process (``workers=1``) and in two (``workers=2``), each
   the median of ``--repeats`` runs. Two references bracket it: the same SDK call in a bare
   loop (no runner, no cache, no parsing: what the SDK itself allows here), and a minimal
   raw-socket asyncio client (what the test rig, server included, allows).
2. Cached rerun: 10,000 responses already in the cache, asked again; target < 3 s
   (timed in-process through ``evaluate()`` and end to end through the CLI).

The server runs in its own process so it does not share the client's interpreter lock.

    .venv/bin/python benchmarks/bench_eval.py [--requests 2000] [--cached 10000]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
LOOPBACK = REPO / "tests" / "evaluate" / "eval_loopback.py"


def items(n: int) -> list:
    from forminv_lean.records import Generator, Item

    return [Item(id=f"b{k:06d}", theorem_id=f"t{k // 9}", family="canonical",
                 question=f"Benchmark statement {k}: every natural number n satisfies n + 0 = n.",
                 ground_truth="TRUE", generator=Generator(kind="manual")) for k in range(n)]


def _cpu_seconds() -> float:
    """CPU time of this process and of its finished children (the forked workers)."""
    import resource

    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def start_server(latency: float) -> tuple[subprocess.Popen[str], int]:
    proc = subprocess.Popen([sys.executable, str(LOOPBACK), "--latency", str(latency),
                             "--max-seconds", "900"], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    port = int(proc.stdout.readline())
    return proc, port


async def bare_sdk(port: int, n: int, concurrency: int) -> float:
    """Requests/s of a bare loop making the provider's SDK call: the SDK's ceiling here."""
    import openai

    client = openai.AsyncOpenAI(api_key="sk-bench", base_url=f"http://127.0.0.1:{port}/v1",
                                max_retries=0, http_client=openai.DefaultAioHttpClient())
    todo = list(range(n))

    async def worker() -> None:
        while todo:
            k = todo.pop()
            body = {"model": "bench-model", "max_tokens": 20, "temperature": 0.0,
                    "messages": [{"role": "system", "content": "S"},
                                 {"role": "user", "content": f"Benchmark statement {k}"}]}
            json.loads(await client.post("/chat/completions", body=body, cast_to=bytes))

    t0 = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    elapsed = time.perf_counter() - t0
    await client.close()
    return n / elapsed


async def raw_client(port: int, n: int, concurrency: int) -> float:
    """Requests/s of a minimal keep-alive HTTP/1.1 client on asyncio streams (~0.3 ms of
    CPU per request): the ceiling of the rig itself, server included."""
    todo = list(range(n))

    async def connection() -> None:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        while todo:
            k = todo.pop()
            body = json.dumps({"model": "bench-model", "max_tokens": 20, "messages": [
                {"role": "system", "content": "S"},
                {"role": "user", "content": f"Benchmark statement {k}"}]}).encode()
            writer.write(b"POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                         b"Content-Type: application/json\r\nContent-Length: %d\r\n\r\n"
                         % len(body) + body)
            head = await reader.readuntil(b"\r\n\r\n")
            length = next(int(line.split(b":")[1]) for line in head.split(b"\r\n")
                          if line.lower().startswith(b"content-length"))
            json.loads(await reader.readexactly(length))
        writer.close()

    t0 = time.perf_counter()
    await asyncio.gather(*(connection() for _ in range(concurrency)))
    return n / (time.perf_counter() - t0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--cached", type=int, default=10_000)
    parser.add_argument("--concurrency", type=int, default=64)
    parser.add_argument("--latency", type=float, default=0.1)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    import openai  # noqa: F401 - a one-off import is start-up cost, not throughput

    from forminv_lean.evaluate import evaluate
    from forminv_lean.jsonl import write_jsonl

    env = {"OPENAI_API_KEY": "sk-bench"}
    proc, port = start_server(args.latency)
    model = f"openai/bench-model@http://127.0.0.1:{port}/v1"
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}")
    try:
        with tempfile.TemporaryDirectory() as tmp:
            cache = Path(tmp) / "cache.sqlite3"

            # 1. throughput, cold cache each time
            batch = items(args.requests)
            ideal = args.concurrency / args.latency

            def show(label: str, rates: list[float], extra: str = "") -> None:
                rate = statistics.median(rates)
                print(f"{label}: median {rate:.0f} req/s = {100 * rate / ideal:.1f}% of ideal "
                      f"{ideal:.0f} (runs: {', '.join(f'{r:.0f}' for r in rates)}){extra}",
                      flush=True)

            for workers in (1, 2):
                rates, cpus = [], []
                for rep in range(args.repeats):
                    cold = Path(tmp) / f"cold-{workers}-{rep}.sqlite3"
                    t0, c0 = time.perf_counter(), _cpu_seconds()
                    rs = evaluate(batch, [model], concurrency=args.concurrency,
                                  workers=workers, cache=cold, env=env)
                    rates.append(args.requests / (time.perf_counter() - t0))
                    cpus.append((_cpu_seconds() - c0) / args.requests * 1000)
                    assert len(rs) == args.requests and all(r.verdict == "TRUE" for r in rs)
                show(f"runner, workers={workers}", rates,
                     f"; client CPU {statistics.median(cpus):.2f} ms/request (target >= 80%)")
            show("reference: bare SDK loop, one process",
                 [asyncio.run(bare_sdk(port, args.requests, args.concurrency))
                  for _ in range(args.repeats)])
            show("reference: raw asyncio client (rig ceiling)",
                 [asyncio.run(raw_client(port, args.requests, args.concurrency))
                  for _ in range(args.repeats)])

            # 2. fill the cache up to N responses, then rerun everything from it
            big = items(args.cached)
            evaluate(big, [model], concurrency=args.concurrency, cache=cache, env=env)
            t0 = time.perf_counter()
            rs = evaluate(big, [model], concurrency=args.concurrency, cache=cache, env=env,
                          out_dir=Path(tmp) / "api")
            api_s = time.perf_counter() - t0
            assert len(rs) == args.cached

            data = Path(tmp) / "items.jsonl"
            write_jsonl(data, big)
            t0 = time.perf_counter()
            res = subprocess.run(
                [sys.executable, "-m", "forminv_lean", "eval", "-d", str(data), "-m", model,
                 "--cache", str(cache), "--out", str(Path(tmp) / "cli"), "--quiet"],
                env={**os.environ, **env}, capture_output=True, text=True)
            cli_s = time.perf_counter() - t0
            assert res.returncode == 0, res.stderr
            print(f"cached rerun of {args.cached} responses: {api_s:.2f} s via evaluate() "
                  f"(incl. writing responses.jsonl + manifest), {cli_s:.2f} s via the CLI "
                  f"(incl. interpreter start-up and reading the dataset; a fully cached run "
                  f"never imports the SDK); target < 3 s")
    finally:
        proc.terminate()
        proc.wait(timeout=10)


if __name__ == "__main__":
    main()
