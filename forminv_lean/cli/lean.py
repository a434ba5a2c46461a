"""`forminv-lean lean emit|check`: write certificates as Lean, and record what Lean says."""

from __future__ import annotations

from pathlib import Path

import typer

lean_app = typer.Typer(help="Emit and check Lean certificates.\n\n"
                            "Example: forminv-lean lean check --dir out/curated",
                       no_args_is_help=True)

EMIT_EPILOG = """Examples:

  forminv-lean lean emit --dir out/curated                    # → out/curated/lean/

  forminv-lean lean emit --dir out/curated --lean-dir lean_proofs   # into the repository library

Every declaration is regenerated from its statement and refused if the file holds anything
else; one module per declaration under FormInvProofs/Generated/<Dataset>/.
"""

CHECK_EPILOG = """Examples:

  forminv-lean lean check --dir out/curated                  # runs `lake env lean` per module

  forminv-lean lean check --dir out/curated --log build.log  # a `lake build` log from elsewhere

  forminv-lean lean check --lean-dir out/curated/lean --log lake-build.log   # no dataset folder

Accepted certificates mark their items lean_checked; each error is mapped to its module and
item, which is demoted with the error as the reason. Writes DIR/lean-check.json. With
--lean-dir and no --dir (a CI run on the Lean project alone), items are named from each
dataset's items.json and the verdicts go to LEAN_DIR/lean-check.json; nothing else changes.
"""


def _dataset_name(folder: Path, name: str | None) -> str:
    if name:
        return name
    from forminv_lean.jsonl import read_json

    man = folder / "manifest.json"
    if man.exists():
        data = read_json(man)  # the input layer: a bad manifest is one located line
        recipe = data.get("recipe") if isinstance(data, dict) else None
        if isinstance(recipe, str) and recipe:
            return recipe
    return "curated"


@lean_app.command("emit", epilog=EMIT_EPILOG)
def emit_cmd(
    dir: Path = typer.Option(Path("out/curated"), "--dir", "-d", help="A built dataset folder."),
    name: str | None = typer.Option(None, "--name", help="Dataset name (default: the manifest's "
                                                         "recipe)."),
    lean_dir: Path | None = typer.Option(None, "--lean-dir", help="Lean library root "
                                                                  "(default: DIR/lean)."),
) -> None:
    """Write DIR/certificates.jsonl as Lean modules (one per declaration)."""
    from forminv_lean.certify.lean_emit import emit
    from forminv_lean.jsonl import read_jsonl
    from forminv_lean.records import Certificate

    path = dir / "certificates.jsonl"
    certs = read_jsonl(path, Certificate)
    out = emit(_dataset_name(dir, name), certs, lean_root=lean_dir or dir / "lean",
               where=str(path))
    from rich.console import Console

    Console(stderr=True, soft_wrap=True).print(
        f"wrote {len(out.modules)} modules; index {out.index}")


@lean_app.command("check", epilog=CHECK_EPILOG)
def check_cmd(
    dir: Path | None = typer.Option(None, "--dir", "-d", help="A built dataset folder "
                                    "(default: out/curated, unless only --lean-dir is given)."),
    name: str | None = typer.Option(None, "--name", help="Dataset name (default: the manifest's "
                                                         "recipe)."),
    lean_dir: Path | None = typer.Option(None, "--lean-dir", help="Lean library root "
                                                                  "(default: DIR/lean)."),
    log: Path | None = typer.Option(None, "--log", help="Read verdicts from this `lake build` "
                                                        "log instead of running Lean."),
    jobs: int = typer.Option(2, "--jobs", "-j", min=1, help="Modules compiled at once."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress bar."),
) -> None:
    """Have Lean check the emitted modules; mark accepted items lean_checked."""
    from forminv_lean.certify.lean_check import parse_build_log, run_lean
    from forminv_lean.certify.lean_emit import module_files
    from forminv_lean.certify.lean_verdicts import apply_verdicts
    from forminv_lean.cli.progress import stage_progress
    from forminv_lean.errors import InputError
    from forminv_lean.jsonl import read_text

    if dir is None and lean_dir is not None:
        _check_standalone(lean_dir, log, name)
        return
    dir = dir or Path("out/curated")
    root = lean_dir or dir / "lean"
    dataset = _dataset_name(dir, name)
    files = module_files(root, dataset)
    if not files and (dir / "certificates.jsonl").exists() and \
            read_text(dir / "certificates.jsonl").strip():
        raise InputError(f"no emitted modules of dataset {dataset!r} under {root}: run "
                         "`forminv-lean lean emit` (or pass --name / --lean-dir)")
    from rich.console import Console

    console = Console(stderr=True, soft_wrap=True)
    if log is not None:
        if not log.is_file():
            raise InputError("file not found", path=str(log))
        verdicts = parse_build_log(log.read_text(encoding="utf-8", errors="replace"), files,
                                   root)
    else:
        project = next((p for p in (root, *root.resolve().parents)
                        if (p / "lakefile.lean").exists()), root)
        with stage_progress(console, quiet=quiet) as hook:
            verdicts = run_lean(files, root=root, project=project, jobs=jobs,
                                progress=hook("lean", len(files)))
    by_name = {p.stem: p for p in files}
    res = apply_verdicts(dir, verdicts, by_name)
    ok = sum(v.accepted for v in verdicts)
    console.print(f"Lean accepted {ok} of {len(verdicts)} declarations; {len(res.checked)} items "
                  f"lean_checked, {len(res.rejected)} not accepted ({len(res.demoted)} demoted); "
                  f"see {dir / 'lean-check.json'}")
    for item, why in sorted(res.rejected.items())[:20]:
        console.print(f"  {item}: {why}")
    if res.rejected:
        raise typer.Exit(1)


def _check_standalone(root: Path, log: Path | None, name: str | None) -> None:
    """`lean check --lean-dir ROOT --log LOG` without a dataset folder: per-item verdicts from
    the Lean project alone, written to ROOT/lean-check.json; exit 1 if any is not accepted."""
    from rich.console import Console

    from forminv_lean.certify.lean_check import standalone_report
    from forminv_lean.errors import InputError
    from forminv_lean.jsonl import write_text_atomic
    from forminv_lean.manifest import dumps_pretty

    if log is None:
        raise InputError("--lean-dir without --dir needs --log (a `lake build` log): there is "
                         "no dataset folder to record verdicts in")
    if not log.is_file():
        raise InputError("file not found", path=str(log))
    report = standalone_report(root, log.read_text(encoding="utf-8", errors="replace"), name)
    write_text_atomic(root / "lean-check.json", dumps_pretty(report))
    console = Console(stderr=True, soft_wrap=True)
    bad = [d for d in report["declarations"] if not d["accepted"]]
    console.print(f"Lean accepted {report['accepted']} of {report['accepted'] + report['rejected']}"
                  f" declarations; see {root / 'lean-check.json'}")
    for d in bad[:20]:
        console.print(f"  {d['item_id']}: {d['reason']}")
    if bad:
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    """Add the ``lean`` command(s) to the app."""
    app.add_typer(lean_app, name="lean")
