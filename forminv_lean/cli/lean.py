"""`forminv-lean lean emit|check`: write certificates as Lean, and have Lean check them."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.console import Console

from forminv_lean.certify.lean_check import run_lake
from forminv_lean.certify.lean_emit import LIB, emit, repo_root
from forminv_lean.jsonl import read_jsonl, write_jsonl
from forminv_lean.records import Certificate, Item

lean_app = typer.Typer(help="Emit and check Lean certificates.\n\nExample: forminv-lean lean check --dir out/curated",
                       no_args_is_help=True)


@lean_app.command("emit", epilog="Example: forminv-lean lean emit --dir out/curated --name curated")
def emit_cmd(
    dir: Path = typer.Option(Path("out/curated"), "--dir", "-d", help="A built dataset folder."),
    name: str = typer.Option("curated", "--name", help="Dataset name (the Lean module name)."),
    lean_dir: Path | None = typer.Option(None, "--lean-dir", help="Lean library root."),
) -> None:
    """Write DIR/certificates.jsonl as one Lean file under lean_proofs/FormInvProofs/Generated/."""
    certs = read_jsonl(dir / "certificates.jsonl", Certificate)
    path = emit(name, certs, lean_root=lean_dir)
    Console(stderr=True).print(f"wrote {len(certs)} declarations to {path}")


@lean_app.command("check", epilog="Example: forminv-lean lean check --dir out/curated --name curated")
def check_cmd(
    dir: Path = typer.Option(Path("out/curated"), "--dir", "-d", help="A built dataset folder."),
    name: str = typer.Option("curated", "--name", help="Dataset name (the Lean module name)."),
) -> None:
    """Run `lake build`; mark items whose certificate Lean accepted as lean_checked."""
    from forminv_lean.certify.lean_emit import module_name

    root = repo_root()
    lean_file = root / "lean_proofs" / LIB / "Generated" / f"{module_name(name)}.lean"
    result = run_lake([lean_file], root=root)   # says plainly when Lean is missing
    certs = {c.name: c for c in read_jsonl(dir / "certificates.jsonl", Certificate)}
    ok_items = {certs[n].item_id for n in result.ok if n in certs and certs[n].kind == "certificate"}
    items = read_jsonl(dir / "dataset.jsonl", Item)
    updated = []
    for it in items:
        if it.id in ok_items and it.verification.status == "smt_proved":
            v = it.verification.model_copy(update={"status": "lean_checked", "method": "lake build"})
            it = it.model_copy(update={"verification": v})
        updated.append(it)
    digest = write_jsonl(dir / "dataset.jsonl", updated)
    _refresh_manifest(dir / "manifest.json", digest, updated)
    console = Console(stderr=True)
    console.print(f"Lean accepted {len(result.ok)} declarations; {len(result.failed)} failed")
    for n, err in sorted(result.failed.items()):
        console.print(f"  {certs[n].item_id if n in certs else n}: {err}")
    if result.failed:
        raise typer.Exit(1)


def _refresh_manifest(path: Path, digest: str, items: list[Item]) -> None:
    """Keep manifest.json's hash and status counts true after statuses changed."""
    from forminv_lean.errors import InputError
    from forminv_lean.jsonl import count_by, read_json, write_text_atomic
    from forminv_lean.manifest import dumps_pretty

    if not path.exists():
        return
    man = read_json(path)
    if not isinstance(man, dict):
        raise InputError("expected a JSON object", path=str(path))
    man["sha256"] = digest
    man.setdefault("counts", {})["status"] = count_by(
        items, status=lambda r: r.verification.status)["status"]
    write_text_atomic(path, dumps_pretty(man))


def register(app: typer.Typer) -> None:
    app.add_typer(lean_app, name="lean")
