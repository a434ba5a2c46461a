"""Usage errors stay usage errors (issue #17 item 8): a mistyped command or an unknown
option prints click's usage message and exits 2 on every command, never a traceback nor
the one-line "internal error" of a bug.

The commands are enumerated from the app itself, so a new command is covered the day it
is registered.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import typer

from forminv_lean.cli import app

UNKNOWN = "frobnicate"
#: The console script, as a user runs it (click names the program after it).
SCRIPT = Path(sys.executable).with_name("forminv-lean")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    assert SCRIPT.is_file(), f"{SCRIPT} missing: is the package installed (pip install -e .)?"
    return subprocess.run([str(SCRIPT), *args], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "COLUMNS": "200"})


def command_paths() -> Iterator[tuple[tuple[str, ...], bool]]:
    """Every command of the app as (path, is a group): the root, its commands and the
    commands of its groups (``lean emit``)."""
    def walk(cmd: object, path: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], bool]]:
        subs = getattr(cmd, "commands", None) or {}
        yield path, bool(subs)
        for name, sub in sorted(subs.items()):
            yield from walk(sub, (*path, name))

    yield from walk(typer.main.get_command(app), ())


COMMANDS = list(command_paths())
GROUPS = [path for path, is_group in COMMANDS if is_group]


def test_every_command_is_enumerated() -> None:
    paths = {" ".join(p) for p, _ in COMMANDS}
    assert {"", "eval", "build", "metrics", "lean", "lean emit", "lean check"} <= paths
    assert () in GROUPS and ("lean",) in GROUPS


def assert_usage_error(path: tuple[str, ...], args: list[str], error: str) -> None:
    r = run(*path, *args)
    shown = " ".join(("forminv-lean", *path))
    assert r.returncode == 2, (r.returncode, r.stderr)
    assert "Traceback" not in r.stderr and "internal error" not in r.stderr, r.stderr
    assert r.stdout == ""
    lines = [x for x in r.stderr.splitlines() if x.strip()]
    assert lines[0].startswith(f"Usage: {shown} [OPTIONS]"), r.stderr
    assert lines[1] == f"Try '{shown} --help' for help.", r.stderr
    assert lines[-1].startswith(f"Error: {error}"), r.stderr


@pytest.mark.slow
@pytest.mark.parametrize("path", [p for p, _ in COMMANDS], ids=lambda p: " ".join(p) or "root")
def test_an_unknown_option_is_a_usage_error(path: tuple[str, ...]) -> None:
    assert_usage_error(path, [f"--{UNKNOWN}"], f"No such option: --{UNKNOWN}")


@pytest.mark.slow
@pytest.mark.parametrize("path", GROUPS, ids=lambda p: " ".join(p) or "root")
def test_an_unknown_command_is_a_usage_error(path: tuple[str, ...]) -> None:
    assert_usage_error(path, [UNKNOWN], f"No such command '{UNKNOWN}'.")


@pytest.mark.slow
@pytest.mark.parametrize("typo, meant", [("evl", "eval"), ("lean emitt", "emit")])
def test_a_near_miss_suggests_the_command(typo: str, meant: str) -> None:
    *group, name = typo.split()
    assert_usage_error(tuple(group), [name],
                       f"No such command '{name}'. Did you mean '{meant}'?")


@pytest.mark.slow
def test_a_bad_option_value_is_a_usage_error() -> None:
    assert_usage_error(("eval",), ["-d", "x.jsonl", "-m", "baseline/always-true", "-o", "o",
                                   "--concurrency", "zero"],
                       "Invalid value for '--concurrency'")
