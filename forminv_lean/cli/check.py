"""`forminv-lean check`: is a paraphrase's rendering equivalent to the canonical one?"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import typer

EPILOG = """Examples:

  forminv-lean check "∀ a b : ℕ, a + b = b + a" "∀ x y : ℕ, y + x = x + y"

  forminv-lean check "∀ a m n : ℕ, a ∣ m → a ∣ n → a ∣ m + n" "∀ a m n : ℕ, a ∣ m + n ↔ a ∣ m ∧ a ∣ n" --json

  forminv-lean check "∀ n : ℕ, n > 1 → Nat.Prime n"          # one statement: is it true?

  forminv-lean check --batch pairs.jsonl --out results.jsonl --workers 2

Levels (each more permissive): form, arithmetic, definitions, theory (default).
Verdicts: equivalent | not_equivalent | unknown | unsupported; exit code 0 for any verdict,
2 for a parse error. Batch lines are {"id", "p", "q", "level"?}.
"""


def _fail_parse(which: str, exc: Exception) -> None:
    typer.echo(f"error: parse error in {which}: {exc}", err=True)
    raise SystemExit(2)


def _print_result(d: dict[str, Any]) -> None:
    typer.echo(f"verdict: {d['verdict']}" + (" (vacuous)" if d.get("vacuous") else ""))
    for k in ("level", "method", "reason"):
        if d.get(k):
            typer.echo(f"{k}: {d[k]}")
    if d.get("counterexample"):
        typer.echo("counterexample: " + ", ".join(f"{k} = {v}" for k, v in
                                                  d["counterexample"].items()))
    if d.get("lean"):
        typer.echo("lean:\n" + d["lean"])


def check_cmd(
    p: str | None = typer.Argument(None, help="Canonical rendering (or the only statement)."),
    q: str | None = typer.Argument(None, help="Paraphrase rendering."),
    level: str = typer.Option("theory", "--level", "-l",
                              help="Maximum level: form, arithmetic, definitions, theory."),
    timeout: float = typer.Option(2.0, "--timeout", "-t", min=0.05,
                                  help="Seconds per solver query."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    batch: Path | None = typer.Option(None, "--batch", help="JSONL of {id, p, q, level?}."),
    out: Path | None = typer.Option(None, "--out", "-o", help="Where batch results go (JSONL)."),
    workers: int | None = typer.Option(None, "--workers", "-w", min=1,
                                       help="Worker processes (default: all cores)."),
) -> None:
    """Check whether two formal renderings are equivalent, or decide one statement."""
    from forminv_lean.formal import LEVELS, FormalParseError

    if level not in LEVELS:
        typer.echo(f"error: unknown level {level!r}; choose one of {', '.join(LEVELS)}", err=True)
        raise SystemExit(2)
    if batch is not None:
        if out is None:
            typer.echo("error: --batch needs --out", err=True)
            raise SystemExit(2)
        _run_batch(batch, out, level=level, timeout=timeout, workers=workers)
        return
    if p is None:
        typer.echo("error: give a statement P (and a paraphrase Q), or --batch", err=True)
        raise SystemExit(2)
    from forminv_lean.formal import UnsupportedError, check, decide, parse

    for which, text in (("P", p), ("Q", q)):
        if text is not None:
            try:
                parse(text)
            except FormalParseError as exc:
                _fail_parse(which, exc)
            except UnsupportedError:
                pass  # reported as an `unsupported` verdict with its reason below
    result = check(p, q, level=level, timeout=timeout) if q is not None \
        else decide(p, level=level, timeout=timeout)
    d = result.to_dict()
    if as_json:
        typer.echo(json.dumps(d, ensure_ascii=False))
    else:
        _print_result(d)


BATCH_FIELDS = ("id", "p", "q", "level")


def _line_problem(text: str, n: int, path: Path, default_level: str) -> tuple[str | None, Any]:
    """What is wrong with one batch line (None when it is a good pair), and its object."""
    from forminv_lean.errors import InputError
    from forminv_lean.formal import LEVELS
    from forminv_lean.jsonl import parse_json

    try:
        rec = parse_json(text, path=path, line=n)
    except InputError as exc:
        return exc.problem.replace("malformed JSON", "invalid JSON"), None
    if not isinstance(rec, dict):
        return "expected a JSON object", None
    missing = [k for k in ("p", "q") if not isinstance(rec.get(k), str)]
    if missing:
        return f"field {missing[0]!r} missing or not a string", rec
    extra = sorted(set(rec) - set(BATCH_FIELDS))
    if extra:
        return f"field {extra[0]!r}: unknown field (expected {', '.join(BATCH_FIELDS)})", rec
    if "id" in rec and _pair_id(rec) is None:
        return "field 'id': expected a string or an integer", rec
    if rec.get("level", default_level) not in LEVELS:
        return f"field 'level': unknown level {rec.get('level')!r}", rec
    return None, rec


def _pair_id(rec: Any) -> str | None:
    rid = rec.get("id") if isinstance(rec, dict) else None
    return str(rid) if isinstance(rid, str | int) and not isinstance(rid, bool) else None


def _read_pairs(path: Path, default_level: str, errors: list[dict[str, Any]]) -> list[Any]:
    """Good pairs, in order; each bad line becomes an error row (and one line on stderr).

    The file goes through the one input layer (strict UTF-8, lines split on "\\n" only);
    a file that is not UTF-8 or holds no line at all is an error for the whole batch."""
    from forminv_lean.jsonl import empty_error, iter_lines

    pairs: list[Any] = []
    first: dict[str, int] = {}
    said: list[str] = []  # printed once the whole file is read: a fatal error stays alone
    for n, line in iter_lines(path):
        if not line.strip():
            continue
        problem, rec = _line_problem(line, n, path, default_level)
        pid = _pair_id(rec) or f"line{n}"
        if pid in first:  # results are keyed by id: a repeat would overwrite the first
            if problem is None:
                problem = f"field 'id': duplicate id {pid!r} (first on line {first[pid]})"
            pid = f"line{n}"
        first.setdefault(pid, n)
        if problem is not None:
            said.append(f"{path}:{n}: {problem}")
            errors.append({"id": pid, "line": n, "verdict": "unsupported", "level": None,
                           "vacuous": False, "method": "input_error", "counterexample": None,
                           "lean": None, "reason": problem, "error": problem})
            continue
        pairs.append((pid, rec["p"], rec["q"], {"level": rec.get("level", default_level),
                                                "order": n}))
    if not pairs and not errors:
        raise empty_error(path)
    for line in said:
        typer.echo(line, err=True)
    return pairs


def _run_batch(path: Path, out: Path, *, level: str, timeout: float, workers: int | None) -> None:
    from rich.console import Console

    from forminv_lean.cli.progress import stage_progress
    from forminv_lean.formal import check_many
    from forminv_lean.jsonl import atomic_open, check_target

    errors: list[dict[str, Any]] = []
    pairs = _read_pairs(path, level, errors)
    check_target(out)  # before the work: an output that may not be written fails at once
    order = {pid: opts["order"] for pid, _p, _q, opts in pairs}
    rows: list[tuple[int, dict[str, Any]]] = [(e["line"], e) for e in errors]
    counts: dict[str, int] = {}
    console = Console(stderr=True)
    with stage_progress(console) as hook:
        advance = hook("checking", len(pairs))
        for pid, res in check_many(pairs, workers=workers, timeout=timeout):
            rows.append((order.get(pid, 0), {"id": pid, **res.to_dict()}))
            counts[res.verdict] = counts.get(res.verdict, 0) + 1
            advance(1)
    rows.sort(key=lambda r: r[0])
    with atomic_open(out) as fh:  # the output layer: whole or absent, never over a device
        for _, row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    summary = ", ".join(f"{k}={v}" for k, v in sorted(counts.items()))
    print(f"checked {len(pairs)} pairs ({len(errors)} input errors) -> {out}: {summary}",
          file=sys.stderr)


def register(app: typer.Typer) -> None:
    """Add the ``check`` command(s) to the app."""
    app.command("check", epilog=EPILOG)(check_cmd)
