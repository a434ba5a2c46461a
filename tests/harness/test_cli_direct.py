"""`metrics` runs without typer when its command line is plain (``cli/direct.py``): the
options it knows are the typer command's, it passes the values typer would, it leaves
every other command line to typer, and both routes print the same bytes and errors."""

from __future__ import annotations

from pathlib import Path

import pytest
import typer

from forminv_lean.cli import direct, main


def typer_params() -> dict[str, object]:
    from forminv_lean.cli import app

    group = typer.main.get_command(app)
    return {p.name: p for p in group.commands["metrics"].params}  # type: ignore[attr-defined]


def test_options_are_the_typer_commands():
    params = typer_params()
    assert [o.name for o in direct.METRICS_OPTIONS] == list(params)
    for o in direct.METRICS_OPTIONS:
        p = params[o.name]
        assert tuple(p.opts) == o.flags and not p.secondary_opts, o.name
        assert p.required == o.required, o.name
        assert p.multiple == (o.kind == "paths"), o.name
        assert getattr(p, "is_flag", False) == (o.kind == "flag"), o.name
        if not o.required:
            assert p.default == o.default, o.name


@pytest.fixture()
def answers_csv(tmp_path: Path) -> Path:
    rows = ["model,item_id,theorem_id,family,verdict,ground_truth"]
    for m in ("a", "b"):
        for t in range(4):
            for f in ("canonical", "order", "passive"):
                right = (t + len(f) + len(m)) % 3 != 0
                rows.append(f"{m},t{t}_{f},t{t},{f},{'TRUE' if right else 'FALSE'},TRUE")
    path = tmp_path / "answers.csv"
    path.write_text("\n".join(rows) + "\n")
    return path


PLAIN = [
    [],
    ["--format", "csv", "--bootstrap", "0"],
    ["-f", "json", "-b", "20", "--seed", "7", "--missing", "wrong"],
    ["--duplicates", "first", "--force", "--format", "md", "-b", "10"],
    ["-o", "OUT", "--table-out", "TABLE", "-b", "5"],
]


@pytest.mark.parametrize("extra", PLAIN)
def test_both_routes_pass_the_same_values(extra, answers_csv, tmp_path, monkeypatch):
    extra = [str(tmp_path / a) if a.isupper() else a for a in extra]
    args = ["metrics", "-r", str(answers_csv), *extra]
    seen: list[dict[str, object]] = []
    monkeypatch.setattr(direct, "run_metrics", lambda **kw: seen.append(kw))
    assert direct.direct_command(args) is not None
    with pytest.raises(SystemExit) as exc:
        main(args)  # the direct route
    assert exc.value.code == 0
    from forminv_lean.cli import app

    app(args=args, standalone_mode=False)  # typer's route
    assert len(seen) == 2 and seen[0] == seen[1]
    assert all(type(seen[0][k]) is type(seen[1][k]) for k in seen[0])


@pytest.mark.parametrize("extra", [
    ["--help"], ["-b", "-1"], ["-b", "007"], ["-b", "1_000"], ["-b", " 5"], ["--seed=3"],
    ["-b5"], ["--format", "csv", "--format", "md"], ["--formats", "csv"], ["stray"],
    ["--out"], ["--out", ""], ["--dataset", "-"], ["--", "-b", "3"],
])
def test_other_command_lines_are_typers(extra, answers_csv):
    assert direct.direct_command(["metrics", "-r", str(answers_csv), *extra]) is None
    assert direct.direct_command(["metrics", *extra]) is None
    assert direct.direct_command(["audit", "-r", str(answers_csv)]) is None
    assert direct.direct_command([]) is None


def test_a_completion_request_is_typers(answers_csv, monkeypatch):
    args = ["metrics", "-r", str(answers_csv)]
    assert direct.direct_command(args) is not None
    monkeypatch.setenv("_FORMINV_LEAN_COMPLETE", "bash_complete")
    assert direct.direct_command(args) is None


def test_an_unreadable_path_is_typers(answers_csv, tmp_path):
    locked = tmp_path / "locked.csv"
    locked.write_text("x\n")
    locked.chmod(0)
    try:
        import os

        if os.access(locked, os.R_OK):
            pytest.skip("running as a user who reads every file")
        assert direct.direct_command(["metrics", "-r", str(locked)]) is None
    finally:
        locked.chmod(0o644)


@pytest.mark.parametrize("fmt", ["table", "csv", "json", "md"])
def test_both_routes_print_the_same(fmt, answers_csv, run):
    direct_ = run("metrics", "-r", str(answers_csv), "-f", fmt, "-b", "30")
    via_typer = run("metrics", "-r", str(answers_csv), f"--format={fmt}", "-b", "30")
    assert direct_.returncode == via_typer.returncode == 0
    assert direct_.stdout == via_typer.stdout and direct_.stdout
    assert direct_.stderr == via_typer.stderr


@pytest.mark.parametrize("args", [
    ["--format", "bogus"], ["--missing", "bogus"], ["--duplicates", "bogus"],
])
def test_both_routes_fail_alike(args, answers_csv, run):
    flag, value = args
    direct_ = run("metrics", "-r", str(answers_csv), flag, value)
    via_typer = run("metrics", "-r", str(answers_csv), f"{flag}={value}")
    assert direct_.returncode == via_typer.returncode != 0
    assert direct_.stderr == via_typer.stderr and direct_.stderr.startswith("error: ")
    missing = run("metrics", "-r", str(answers_csv.with_name("nope.csv")))
    assert missing.returncode == 1 and missing.stderr.startswith("error: ")


@pytest.fixture()
def run(capsys):
    """``main`` in-process, like tests/analysis/conftest.py's fixture."""
    from types import SimpleNamespace

    def _run(*args: str) -> SimpleNamespace:
        code = 0
        try:
            main(list(args))
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        out = capsys.readouterr()
        return SimpleNamespace(returncode=code, stdout=out.out, stderr=out.err)

    return _run
