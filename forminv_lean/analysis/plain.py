"""Plain results tables (CSV, JSONL, Parquet) read into checked columns, without pandas.

A plain table needs only ``model, item_id, theorem_id, family, verdict, ground_truth``
(``correct`` is derived when absent; ``domain`` and ``sample`` are optional). This reader
is pure Python (pyarrow only for Parquet) so that ``metrics`` on such a table starts as
fast as a script would: pandas alone takes longer to import than the whole computation.
:class:`Columns` is what it returns: the results table of
:mod:`forminv_lean.analysis.table` (same columns, values, row order and checks) as a dict
of lists, turned into the pandas frame only on request (:meth:`Columns.to_frame`).
"""

from __future__ import annotations

import csv
import math
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from forminv_lean.errors import InputError

if TYPE_CHECKING:
    import pandas as pd

#: Columns a results table must have; ``correct`` is derived from them.
PLAIN_REQUIRED: tuple[str, ...] = ("model", "item_id", "theorem_id", "family", "verdict",
                                   "ground_truth")
PLAIN_OPTIONAL: tuple[str, ...] = ("domain", "sample", "correct")
#: Columns every results table has, in this order (defined here, pandas-free, and
#: re-exported by :mod:`forminv_lean.analysis.table`).
COLUMNS: tuple[str, ...] = ("model", "item_id", "theorem_id", "family", "domain",
                            "ground_truth", "verdict", "correct", "sample")
#: Optional columns, filled with NA when a source does not know them.
EXTRA_COLUMNS: tuple[str, ...] = ("status", "counterexample", "error")
_KEPT = (*PLAIN_REQUIRED, *PLAIN_OPTIONAL, *EXTRA_COLUMNS)
PLAIN_FORMATS: tuple[str, ...] = ("table-csv", "table-jsonl", "table-parquet")


class Columns(dict[str, list[Any]]):
    """A checked results table as ``column -> list`` in the table's canonical row order
    (model, theorem, item, sample); ``correct`` is True, False or None."""

    source: str = "results table"

    def to_frame(self) -> pd.DataFrame:
        """The same table as the pandas frame every other analysis takes."""
        import pandas as pd

        from forminv_lean.analysis.table import frame

        df = pd.DataFrame(dict(self))
        df["correct"] = df["correct"].astype("boolean")
        return frame(df)


def _missing(v: Any) -> bool:
    return v is None or (isinstance(v, float) and math.isnan(v))


def plain_format(path: str | Path) -> str | None:
    """``table-csv``/``table-jsonl``/``table-parquet`` when ``path`` is a plain table
    (judged by suffix, and for JSONL by its first line), else None."""
    p = Path(path)
    if p.is_dir():
        return None
    if p.suffix == ".csv":
        return "table-csv"
    if p.suffix == ".parquet":
        return "table-parquet"
    if p.suffix == ".jsonl" and p.is_file():
        from forminv_lean.jsonl import iter_json_lines

        for _, first in iter_json_lines(p):
            lm_eval = "doc_id" in first and "doc" in first
            if not lm_eval and {"theorem_id", "family", "ground_truth"} <= first.keys():
                return "table-jsonl"
            break
    return None


# -- reading raw rows -----------------------------------------------------------------

def _csv_rows(p: Path) -> tuple[list[str], Iterator[tuple[int, dict[str, Any]]]]:
    try:
        text = p.read_bytes().decode("utf-8").removeprefix("\ufeff")
    except (OSError, UnicodeDecodeError):
        from forminv_lean.jsonl import read_text

        read_text(p)  # the input layer's own one-line error for this file
        raise
    if not text.strip():
        from forminv_lean.jsonl import empty_error

        raise empty_error(p)
    reader = csv.reader(text.splitlines(keepends=True), strict=True)
    try:
        header = next(reader)
    except (csv.Error, StopIteration) as exc:
        raise InputError(f"unreadable CSV ({exc})", path=str(p)) from None

    def rows() -> Iterator[tuple[int, dict[str, Any]]]:
        try:
            for cells in reader:
                if not cells or (len(cells) == 1 and cells[0] == ""):
                    continue  # a blank line
                if len(cells) > len(header):
                    raise InputError(f"unreadable CSV (expected {len(header)} fields, saw "
                                     f"{len(cells)})", path=str(p), line=reader.line_num)
                yield reader.line_num, {h: (c if c != "" else None)
                                        for h, c in zip(header, cells, strict=False)}
        except csv.Error as exc:
            raise InputError(f"unreadable CSV ({exc})", path=str(p),
                             line=reader.line_num) from None

    return header, rows()


def _raw_rows(p: Path, fmt: str) -> tuple[list[str], list[tuple[int, dict[str, Any]]]]:
    """Column names and ``(file line, row)`` pairs; an absent cell is None."""
    if fmt == "table-csv":
        header, lines = _csv_rows(p)
        return header, list(lines)
    if fmt == "table-parquet":
        try:
            import pyarrow.parquet as pq

            data = pq.read_table(p).to_pydict()
        except Exception as exc:  # pyarrow raises its own error types for a bad file
            raise InputError(f"unreadable Parquet ({type(exc).__name__}: {exc})",
                             path=str(p)) from None
        names = list(data)
        n = len(data[names[0]]) if names else 0
        return names, [(k + 1, {c: data[c][k] for c in names}) for k in range(n)]
    from forminv_lean.jsonl import iter_json_lines

    rows = list(iter_json_lines(p))
    header = list(dict.fromkeys(k for _, obj in rows for k in obj))
    return header, rows


# -- cells ------------------------------------------------------------------------------

def _label(v: Any, lut: dict[str, str], line: int, column: str, path: str) -> str | None:
    """TRUE / FALSE (any case, or booleans), None for an empty cell; else an error."""
    if _missing(v):
        return None
    text = "true" if v is True else "false" if v is False else str(v).strip().lower()
    if text == "":
        return None
    out = lut.get(text)
    if out is None:
        raise InputError(f"expected TRUE, FALSE or empty, got {v!r}", path=path, line=line,
                         field=column)
    return out


def _sample(v: Any, line: int, path: str) -> int:
    if _missing(v) or v == "":
        return 0
    try:
        num = float(v)
    except (TypeError, ValueError):
        num = math.nan
    if not math.isfinite(num) or num != round(num):
        raise InputError(f"expected an integer, got {v!r}", path=path, line=line,
                         field="sample")
    return int(num)


def read_plain(path: str | Path, fmt: str | None = None) -> Columns:
    """A results table in CSV, JSONL or Parquet with at least :data:`PLAIN_REQUIRED`.

    ``correct`` is ``verdict == ground_truth`` (None without a verdict) unless the table
    has its own ``correct`` column (as ``metrics --table-out`` writes, and as tables with
    numeric answers need); ``domain`` defaults to empty and ``sample`` to 0. Errors name
    the file, the line (the row's line in the file) and the column.
    """
    p = Path(path)
    fmt = fmt or {".csv": "table-csv", ".parquet": "table-parquet"}.get(p.suffix, "table-jsonl")
    if not p.is_file():
        raise InputError("file not found", path=str(p))
    src = str(p)
    header, rows = _raw_rows(p, fmt)
    missing = [c for c in PLAIN_REQUIRED if c not in header]
    if missing:
        raise InputError(f"missing column(s): {', '.join(missing)} (required: "
                         f"{', '.join(PLAIN_REQUIRED)}; optional: {', '.join(PLAIN_OPTIONAL)})",
                         path=src)
    if not rows:
        raise InputError("no rows (no answers to analyse)", path=src)
    has_correct = "correct" in header
    truth_lut = {"true": "TRUE", "false": "FALSE"}
    correct_lut = {**truth_lut, "1": "TRUE", "0": "FALSE"}
    out: list[dict[str, Any]] = []
    # column by column, as the checks were specified: the first bad row of the first
    # column at fault is reported
    for c in ("model", "item_id", "theorem_id", "family"):
        for line, r in rows:
            v = r.get(c)
            if _missing(v) or str(v).strip() == "":
                raise InputError("empty value", path=src, line=line, field=c)
    for _, r in rows:
        row = {c: r.get(c) for c in _KEPT if c in header}
        for c in ("model", "item_id", "theorem_id", "family"):
            row[c] = str(row[c])
        out.append(row)
    if has_correct:  # answers need not be TRUE/FALSE; the table says what is right
        for (line, _), row in zip(rows, out, strict=True):
            ok = _label(row["correct"], correct_lut, line, "correct", src)
            row["correct"] = None if ok is None else ok == "TRUE"
        for row in out:
            gt, v = row["ground_truth"], row["verdict"]
            row["ground_truth"] = "" if _missing(gt) else str(gt)
            row["verdict"] = None if _missing(v) or v == "" else str(v)
    else:
        for column in ("ground_truth", "verdict"):
            for (line, _), row in zip(rows, out, strict=True):
                row[column] = _label(row[column], truth_lut, line, column, src)
            if column == "ground_truth":
                for (line, _), row in zip(rows, out, strict=True):
                    if row["ground_truth"] is None:
                        raise InputError("empty value", path=src, line=line,
                                         field="ground_truth")
        for row in out:
            v = row["verdict"]
            row["correct"] = None if v is None else v == row["ground_truth"]
    for (line, _), row in zip(rows, out, strict=True):
        row["sample"] = _sample(row.get("sample"), line, src)
        d = row.get("domain")
        row["domain"] = "" if _missing(d) else str(d)
        for c in EXTRA_COLUMNS:
            v = row.get(c)
            row[c] = None if _missing(v) else v
    return check(out, source=src)


def check(rows: list[dict[str, Any]], *, source: str) -> Columns:
    """Sort rows into the table's canonical order and run the table's checks
    (duplicates, one theorem/family/truth per item) -> :class:`Columns`."""
    rows = sorted(rows, key=lambda r: (r["model"], r["theorem_id"], r["item_id"], r["sample"]))
    seen: set[tuple[str, str, int]] = set()
    for r in rows:
        key = (r["model"], r["item_id"], r["sample"])
        if key in seen:
            raise InputError(f"duplicate row for model '{r['model']}', item '{r['item_id']}', "
                             f"sample {r['sample']}", path=source)
        seen.add(key)
    for col in ("theorem_id", "family", "ground_truth"):
        values: dict[str, set[Any]] = {}
        for r in rows:
            values.setdefault(r["item_id"], set()).add(r[col])
        bad = sorted(i for i, v in values.items() if len(v) > 1)
        if bad:
            raise InputError(f"item '{bad[0]}' has more than one {col}", path=source)
    cols = Columns({c: [r[c] for r in rows] for c in (*COLUMNS, *EXTRA_COLUMNS)})
    cols.source = source
    return cols


__all__ = ["COLUMNS", "Columns", "EXTRA_COLUMNS", "PLAIN_FORMATS", "PLAIN_OPTIONAL",
           "PLAIN_REQUIRED", "check", "plain_format", "read_plain"]
