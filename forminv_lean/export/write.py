"""``export``: write one of the formats into a folder, all or nothing.

The folder is assembled beside ``out`` and renamed into place, so a failed export leaves
no half folder; an existing ``out`` is replaced only when an earlier export wrote it
(it holds ``forminv-export.json``) or it is empty.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from forminv_lean.errors import ForminvError, InputError
from forminv_lean.export.docs import family_order, read_docs, select_docs
from forminv_lean.jsonl import iter_json_lines, sha256_file

FORMATS: tuple[str, ...] = ("lm-eval", "inspect", "hf")
MARKER = "forminv-export.json"


def _check_out(out: Path) -> None:
    if out.exists() and (not out.is_dir() or (any(out.iterdir())
                                              and not (out / MARKER).is_file())):
        raise ForminvError(f"--out {out}: exists and was not written by forminv-lean export; "
                           "choose a new or empty folder")


def _is_project_dataset(path: Path) -> bool:
    for _, obj in iter_json_lines(path):
        return "nl_question" not in obj
    return True


def export(fmt: str, dataset: str | Path, out: str | Path, *,
           families: Iterable[str] | None = None, limit_per_family: int | None = None,
           license: str | None = None) -> dict[str, Any]:
    """Export ``dataset`` as ``fmt`` into the folder ``out``; returns a summary (also written
    to ``out/forminv-export.json``)."""
    from forminv_lean.manifest import dumps_pretty

    if fmt not in FORMATS:
        raise ForminvError(f"--format: unknown format '{fmt}'; valid: {', '.join(FORMATS)}")
    dataset, out = Path(dataset), Path(out)
    if not dataset.is_file():
        raise InputError("file not found", path=str(dataset))
    _check_out(out)
    docs = select_docs(read_docs(dataset), families=families,
                       limit_per_family=limit_per_family)
    if not docs:
        raise ForminvError("no items left to export")
    digest = sha256_file(dataset)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.", dir=out.parent))
    try:
        if fmt == "lm-eval":
            from forminv_lean.export.lmeval import write_lm_eval

            write_lm_eval(docs, tmp, dataset_sha256=digest)
        elif fmt == "inspect":
            from forminv_lean.export.inspectai import write_inspect

            write_inspect(docs, tmp, dataset_sha256=digest)
        else:
            _write_hf(dataset, docs, tmp, license=license,
                      subset=len(docs) < len(read_docs(dataset)))
        summary = {"format": fmt, "dataset": dataset.name, "dataset_sha256": digest,
                   "n_items": len(docs), "families": {f: sum(d["family"] == f for d in docs)
                                                      for f in family_order(docs)}}
        (tmp / MARKER).write_text(dumps_pretty(summary), encoding="utf-8")
        tmp.chmod(0o755)
        if out.exists():
            shutil.rmtree(out)
        tmp.rename(out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return summary


def _write_hf(dataset: Path, docs: list[dict[str, Any]], out: Path, *,
              license: str | None, subset: bool) -> None:
    """Project datasets keep every Item field; the paper's release keeps its flat docs
    (and its CC BY 4.0 license unless told otherwise)."""
    from forminv_lean.certify.card import hub_front_matter
    from forminv_lean.export.hf import ITEM_COLUMNS, item_rows, write_parquet_files

    if _is_project_dataset(dataset):
        from forminv_lean.evaluate.dataset import load_items

        keep = {d["id"] for d in docs}
        rows = item_rows([i for i in load_items(dataset) if i.id in keep])
        columns: tuple[str, ...] = ITEM_COLUMNS
        license = license or "apache-2.0"
    else:
        from forminv_lean.export.docs import DOC_FIELDS

        rows, columns, license = docs, DOC_FIELDS, license or "cc-by-4.0"
    (out / "data").mkdir()
    write_parquet_files(out, rows, columns)
    card = dataset.with_name("README.md")
    body = (card.read_text(encoding="utf-8")
            if card.is_file() and _is_project_dataset(dataset) and not subset
            else f"# {dataset.stem}\n\n{len(rows)} items of `{dataset.name}` (sha256 "
                 f"{sha256_file(dataset)[:16]}) exported by forminv-lean"
                 f"{' (a selection)' if subset else ''}.\n")
    (out / "README.md").write_text(
        hub_front_matter(rows, name=dataset.parent.name or dataset.stem, columns=columns,
                         license=license) + strip_front_matter(body), encoding="utf-8")


def strip_front_matter(text: str) -> str:
    """A card body without a YAML block it may already start with."""
    if text.startswith("---\n"):
        end = text.find("\n---\n", 4)
        if end != -1:
            return text[end + 5:].lstrip("\n")
    return text


__all__ = ["FORMATS", "MARKER", "export", "strip_front_matter"]
