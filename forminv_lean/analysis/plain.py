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
import io
import math
from collections.abc import Callable
from operator import itemgetter
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


# -- reading raw columns ----------------------------------------------------------------

Raw = tuple[list[str], dict[str, list[Any]], list[int]]  # header, columns, file lines


def _csv_columns(p: Path) -> Raw:
    try:
        text = p.read_bytes().decode("utf-8").removeprefix("\ufeff")
    except (OSError, UnicodeDecodeError):
        from forminv_lean.jsonl import read_text

        read_text(p)  # the input layer's own one-line error for this file
        raise
    if not text.strip():
        from forminv_lean.jsonl import empty_error

        raise empty_error(p)
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    try:
        header = next(reader)
        records = list(reader)
    except (csv.Error, StopIteration) as exc:
        raise InputError(f"unreadable CSV ({exc})", path=str(p), line=reader.line_num
                         ) from None
    if reader.line_num == len(records) + 1:  # one record per line: record k is on line k+2
        numbered = [(k + 2, cells) for k, cells in enumerate(records)]
    else:  # a quoted cell spans lines: read again, asking the reader for each line
        reader = csv.reader(io.StringIO(text, newline=""), strict=True)
        next(reader)
        numbered = [(reader.line_num, cells) for cells in reader]
    kept = [(n, cells) for n, cells in numbered if cells and cells != [""]]  # not blank
    lines = [n for n, _ in kept]
    rows = [cells for _, cells in kept]
    n = len(header)
    if set(map(len, rows)) - {n}:  # some row is short or long: look at each
        for k, cells in enumerate(rows):
            if len(cells) > n:
                raise InputError(f"unreadable CSV (expected {n} fields, saw {len(cells)})",
                                 path=str(p), line=lines[k])
            if len(cells) < n:  # short rows leave the last cells empty
                rows[k] = cells + [""] * (n - len(cells))
    columns = list(zip(*rows, strict=True)) if rows else [()] * n
    # an empty cell is an absent value
    return header, {h: [v or None for v in col] if "" in col else list(col)
                    for h, col in zip(header, columns, strict=True)}, lines


def _raw_columns(p: Path, fmt: str) -> Raw:
    """Column names, ``column -> values`` (an absent cell is None) and file lines."""
    from forminv_lean.safe_paths import note_input_path

    note_input_path(p)   # an output of this command may not replace it
    if fmt == "table-csv":
        return _csv_columns(p)
    if fmt == "table-parquet":
        try:
            import pyarrow.parquet as pq

            data = pq.read_table(p).to_pydict()
        except Exception as exc:  # pyarrow raises its own error types for a bad file
            raise InputError(f"unreadable Parquet ({type(exc).__name__}: {exc})",
                             path=str(p)) from None
        n = len(next(iter(data.values()))) if data else 0
        return list(data), data, list(range(1, n + 1))
    from forminv_lean.jsonl import iter_json_lines

    rows = list(iter_json_lines(p))
    header = list(dict.fromkeys(k for _, obj in rows for k in obj))
    return header, {h: [obj.get(h) for _, obj in rows] for h in header}, [n for n, _ in rows]


# -- cells ------------------------------------------------------------------------------

def _judge_cells(col: list[Any], judge: Callable[[Any], Any]) -> list[Any]:
    """``[judge(v) for v in col]``, judging each distinct (type, value) once."""
    try:
        distinct = set(col)
    except TypeError:  # an unhashable JSON value (list, object)
        distinct = None
    if distinct is not None and all(v is None or v.__class__ is str for v in distinct):
        judged = {v: judge(v) for v in distinct}  # text cells (CSV): the fast common case
        return [judged[v] for v in col]
    seen: dict[tuple[type, Any], Any] = {}
    out = []
    for v in col:
        try:
            key = (v.__class__, v)
            r = seen[key] if key in seen else seen.setdefault(key, judge(v))
        except TypeError:  # an unhashable JSON value (list, object)
            r = judge(v)
        out.append(r)
    return out


_BAD = object()


def _labels(col: list[Any], lut: dict[str, str], lines: list[int], column: str,
            path: str) -> list[str | None]:
    """TRUE / FALSE (any case, or booleans) per cell, None for an empty cell; the first
    other value is an error naming its line."""
    def judge(v: Any) -> Any:
        if _missing(v):
            return None
        text = "true" if v is True else "false" if v is False else str(v).strip().lower()
        return None if text == "" else lut.get(text, _BAD)

    out = _judge_cells(col, judge)
    for k, v in enumerate(out):
        if v is _BAD:
            raise InputError(f"expected TRUE, FALSE or empty, got {col[k]!r}", path=path,
                             line=lines[k], field=column)
    return out


def _samples(col: list[Any], lines: list[int], path: str) -> list[int]:
    def judge(v: Any) -> int | None:
        if _missing(v) or v == "":
            return 0
        try:
            num = float(v)
        except (TypeError, ValueError):
            return None
        return int(num) if math.isfinite(num) and num == round(num) else None

    out = _judge_cells(col, judge)
    if None in out:
        k = out.index(None)
        raise InputError(f"expected an integer, got {col[k]!r}", path=path, line=lines[k],
                         field="sample")
    return out


def read_plain(path: str | Path, fmt: str | None = None) -> Columns:
    """A results table in CSV, JSONL or Parquet with at least :data:`PLAIN_REQUIRED`.

    ``correct`` is ``verdict == ground_truth`` (None without a verdict) unless the table
    has its own ``correct`` column (as ``metrics --table-out`` writes, and as tables with
    numeric answers need); ``domain`` defaults to empty and ``sample`` to 0. Errors name
    the file, the line (the row's line in the file) and the column. Work is column-wise
    and each distinct cell value is judged once, which keeps pure Python fast.
    """
    p = Path(path)
    fmt = fmt or {".csv": "table-csv", ".parquet": "table-parquet"}.get(p.suffix, "table-jsonl")
    if not p.is_file():
        raise InputError("file not found", path=str(p))
    src = str(p)
    header, raw, lines = _raw_columns(p, fmt)
    missing = [c for c in PLAIN_REQUIRED if c not in header]
    if missing:
        raise InputError(f"missing column(s): {', '.join(missing)} (required: "
                         f"{', '.join(PLAIN_REQUIRED)}; optional: {', '.join(PLAIN_OPTIONAL)})",
                         path=src)
    if not lines:
        raise InputError("no rows (no answers to analyse)", path=src)
    n = len(lines)
    cols: dict[str, list[Any]] = {}
    for c in ("model", "item_id", "theorem_id", "family"):
        text = raw[c] if fmt == "table-csv" else [  # a CSV cell is already text or None
            v if v.__class__ is str else None if _missing(v) else str(v) for v in raw[c]]
        if None in text or any(not v.strip() for v in set(text) if v is not None):
            k = next(k for k, v in enumerate(text) if v is None or not v.strip())
            raise InputError("empty value", path=src, line=lines[k], field=c)
        cols[c] = text
    if "correct" in header:  # answers need not be TRUE/FALSE; the table says what is right
        ok = _labels(raw["correct"], {"true": "TRUE", "false": "FALSE", "1": "TRUE",
                                      "0": "FALSE"}, lines, "correct", src)
        cols["correct"] = [None if v is None else v == "TRUE" for v in ok]
        cols["ground_truth"] = ["" if _missing(v) else str(v) for v in raw["ground_truth"]]
        cols["verdict"] = [None if _missing(v) or v == "" else str(v) for v in raw["verdict"]]
    else:
        lut = {"true": "TRUE", "false": "FALSE"}
        truth = _labels(raw["ground_truth"], lut, lines, "ground_truth", src)
        if None in truth:
            raise InputError("empty value", path=src, line=lines[truth.index(None)],
                             field="ground_truth")
        verdict = _labels(raw["verdict"], lut, lines, "verdict", src)
        cols["ground_truth"], cols["verdict"] = truth, verdict
        cols["correct"] = [None if v is None else v == t
                           for v, t in zip(verdict, truth, strict=True)]
    cols["sample"] = (_samples(raw["sample"], lines, src) if "sample" in header
                      else [0] * n)
    cols["domain"] = (["" if _missing(v) else str(v) for v in raw["domain"]]
                      if "domain" in header else [""] * n)
    for c in EXTRA_COLUMNS:
        cols[c] = ([None if _missing(v) else v for v in raw[c]] if c in header
                   else [None] * n)
    return check(cols, source=src)


def check(cols: dict[str, list[Any]], *, source: str) -> Columns:
    """Sort rows into the table's canonical order (model, theorem, item, sample) and run
    the table's checks (duplicates, one theorem/family/truth per item) -> :class:`Columns`."""
    keys = list(zip(cols["model"], cols["theorem_id"], cols["item_id"], cols["sample"],
                    strict=True))
    if any(a > b for a, b in zip(keys, keys[1:], strict=False)):
        take = itemgetter(*sorted(range(len(keys)), key=keys.__getitem__))  # stable
        cols = {c: list(take(v)) for c, v in cols.items()}  # >= 2 rows here: tuples
    model, item, sample = cols["model"], cols["item_id"], cols["sample"]
    rows = list(zip(model, item, sample, strict=True))
    if len(set(rows)) != len(rows):
        seen: set[tuple[str, str, int]] = set()
        for m, i, s in rows:
            if (m, i, s) in seen:
                raise InputError(f"duplicate row for model '{m}', item '{i}', sample {s}",
                                 path=source)
            seen.add((m, i, s))
    n_items = len(set(item))
    for col in ("theorem_id", "family", "ground_truth"):
        pairs = set(zip(item, cols[col], strict=True))
        if len(pairs) != n_items:
            count: dict[str, int] = {}
            for i, _ in pairs:
                count[i] = count.get(i, 0) + 1
            bad = min(i for i, k in count.items() if k > 1)
            raise InputError(f"item '{bad}' has more than one {col}", path=source)
    out = Columns({c: cols[c] for c in (*COLUMNS, *EXTRA_COLUMNS)})
    out.source = source
    return out


__all__ = ["COLUMNS", "Columns", "EXTRA_COLUMNS", "PLAIN_FORMATS", "PLAIN_OPTIONAL",
           "PLAIN_REQUIRED", "check", "plain_format", "read_plain"]
