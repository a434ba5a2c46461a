"""Helpers shared by the evaluation tests (plain functions; fixtures are in conftest)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from forminv_lean.records import Generator, Item

DUMMY_KEYS = {
    "OPENAI_API_KEY": "sk-test-loopback-0001",
    "ANTHROPIC_API_KEY": "sk-ant-test-loopback-0002",
    "DEEPSEEK_API_KEY": "sk-ds-test-0003",
    "OPENROUTER_API_KEY": "sk-or-test-0004",
}
#: A request's time limit in tests that script a reply too slow for it: far above what a
#: loaded 2-core machine (other suites, forked workers) takes to answer at once, far
#: below the slow reply, so which attempts time out never depends on the machine's load.
TIMEOUT = 2.0
TOO_SLOW = 5 * TIMEOUT
KEY_VARS = (*DUMMY_KEYS, "VLLM_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_BASE_URL",
            "FORMINV_CACHE")


def make_item(k: int, *, truth: str | None = None, family: str = "canonical",
              question: str | None = None, formal: str | None = None) -> Item:
    truth = truth or ("TRUE" if k % 2 == 0 else "FALSE")
    return Item(id=f"item-{k:03d}", theorem_id=f"thm-{k // 3:03d}", family=family,
                question=question or f"Q{k:03d}: statement number {k} holds.",
                formal=formal, ground_truth=truth, generator=Generator(kind="manual"))


def number(prompt: str) -> int:
    """The item number in a prompt written by :func:`make_item`."""
    return int(prompt[1:4])


def answer_for(prompt: str) -> str:
    """The scripted model is right: even-numbered statements are TRUE."""
    return "TRUE" if number(prompt) % 2 == 0 else "FALSE"


def keyless_env(cache: Path, **extra: str) -> dict[str, str]:
    """This process's env minus any real keys, plus dummy keys and a private cache."""
    base = {k: v for k, v in os.environ.items() if k not in KEY_VARS}
    return {**base, **DUMMY_KEYS, "FORMINV_CACHE": str(cache),
            "NO_PROXY": "127.0.0.1,localhost", "no_proxy": "127.0.0.1,localhost", **extra}


def run_eval(args: list[str], env: dict[str, str], timeout: float = 120
             ) -> subprocess.CompletedProcess[str]:
    """``forminv-lean eval ARGS`` in a subprocess, as a user would run it."""
    return subprocess.run([sys.executable, "-m", "forminv_lean", "eval", *args], env=env,
                          capture_output=True, text=True, timeout=timeout)


#: ``python -c`` prelude for a child started as a terminal's foreground job would be: with
#: Ctrl-C's default action (Python's KeyboardInterrupt), then the CLI as ``-m`` runs it.
#: Needed because a child inherits an *ignored* SIGINT, which Python then leaves ignored:
#: a shell starts background jobs (``make test &``, ``nohup``) that way, and the CLI rightly
#: honours it (no Ctrl-C at the terminal should stop a background job).
FOREGROUND = ("import runpy, signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
              "runpy.run_module('forminv_lean', run_name='__main__', alter_sys=True)")


def popen_eval(args: list[str], env: dict[str, str]) -> subprocess.Popen[str]:
    """``forminv-lean eval ARGS`` running in the background of the test, as a foreground
    terminal job would (Ctrl-C reaches it as SIGINT whatever this process ignores)."""
    return subprocess.Popen([sys.executable, "-c", FOREGROUND, "eval", *args], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def cache_rows(path: Path) -> int:
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return int(db.execute("SELECT COUNT(*) FROM responses").fetchone()[0])
