"""The Hugging Face layout: Parquet files the Hub (and ``datasets``) read by config.

``dataset.parquet`` holds every released item (config ``all``, the default) and
``data/<family>.parquet`` one family each (config ``<family>``), so
``load_dataset(folder, "notation")`` needs no filtering code; the card's YAML front matter
(:func:`forminv_lean.certify.card.hub_front_matter`) names these files, the features and
the license. Writes are atomic and byte-stable (no timestamps in Parquet metadata).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from forminv_lean.export.docs import DOC_FIELDS, family_order
from forminv_lean.jsonl import atomic_open, dumps
from forminv_lean.records import Item

#: Parquet columns of a project dataset, all strings (JSON text for the nested records).
ITEM_COLUMNS: tuple[str, ...] = ("id", "theorem_id", "family", "tier", "question", "formal",
                                 "ground_truth", "domain", "status", "generator",
                                 "verification")
DATA_DIR = "data"
ALL_FILE = "dataset.parquet"


def item_rows(items: Sequence[Item]) -> list[dict[str, Any]]:
    """One flat row per item (nested generator/verification kept as JSON text)."""
    return [{"id": i.id, "theorem_id": i.theorem_id, "family": i.family, "tier": i.tier,
             "question": i.question, "formal": i.formal, "ground_truth": i.ground_truth,
             "domain": i.domain, "status": i.verification.status,
             "generator": dumps(i.generator.model_dump(mode="json")),
             "verification": dumps(i.verification.model_dump(mode="json"))} for i in items]


def write_parquet(path: Path, rows: Sequence[dict[str, Any]], columns: Sequence[str]) -> None:
    """Write ``rows`` as a Parquet file of string columns, atomically."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    table = pa.Table.from_pylist(list(rows), schema=pa.schema([(c, pa.string())
                                                                for c in columns]))
    with atomic_open(path, "wb") as fh:
        pq.write_table(table, fh)


def family_file(family: str) -> str:
    """Where one family's Parquet file lives in the Hugging Face layout."""
    return f"{DATA_DIR}/{family}.parquet"


def write_parquet_files(out: Path, rows: Sequence[dict[str, Any]],
                        columns: Sequence[str] = ITEM_COLUMNS) -> dict[str, str]:
    """``dataset.parquet`` plus one file per family; returns config name -> file."""
    write_parquet(out / ALL_FILE, rows, columns)
    configs = {"all": ALL_FILE}
    for fam in family_order(rows):
        configs[fam] = family_file(fam)
        write_parquet(out / configs[fam], [r for r in rows if r["family"] == fam], columns)
    return configs


def doc_columns() -> tuple[str, ...]:
    """The columns of an exported item, in their published order."""
    return DOC_FIELDS


__all__ = ["ALL_FILE", "DATA_DIR", "ITEM_COLUMNS", "doc_columns", "family_file",
           "item_rows", "write_parquet", "write_parquet_files"]
