"""Render analysis results as JSON, Markdown, CSV or a rich table (one place for all).

Labels, scales and the order of metrics come from the catalogue
(:mod:`forminv_lean.analysis.catalogue`), never from lists kept here. JSON is
deterministic: floats rounded to 6 decimals, NaN written as ``null``, keys in a fixed
order, so the same inputs and seed give byte-identical files. The CSV of ``metrics`` is
written without pandas (the point-metric path imports none).
"""

from __future__ import annotations

import csv
import io
import json
import math
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from forminv_lean.analysis.catalogue import HEADLINE, SAMPLE_METRICS, fmt_scaled, metric
from forminv_lean.errors import ForminvError

if TYPE_CHECKING:
    from forminv_lean.analysis.metrics import MetricsResult

OUTPUT_FORMATS: tuple[str, ...] = ("table", "md", "csv", "json")
#: The rule printed under every headline table (SCR leaves unanswered theorems out).
SCR_RULE = ("SCR counts only theorems the model answered in full (every form has a "
            "verdict), so a model that withholds verdicts on hard theorems is not "
            "penalised; SCR strict counts every theorem, an unanswered form as not right.")


def check_format(fmt: str, valid: Sequence[str] = OUTPUT_FORMATS) -> str:
    """Return ``fmt`` if it is one of ``valid``, else raise the one-line ``--format`` error."""
    if fmt not in valid:
        raise ForminvError(f"--format: unknown format '{fmt}'; valid: {', '.join(valid)}")
    return fmt


def jsonable(obj: Any) -> Any:
    """Plain JSON types: NaN -> None, numpy scalars -> Python, floats rounded to 6 places."""
    if isinstance(obj, dict):
        return {str(k): jsonable(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [jsonable(v) for v in obj]
    if isinstance(obj, np.ndarray):
        return jsonable(obj.tolist())
    pd = sys.modules.get("pandas")  # a frame can only exist once pandas is imported
    if pd is not None and isinstance(obj, pd.DataFrame):
        return [jsonable(r) for r in obj.to_dict(orient="records")]
    if isinstance(obj, bool | np.bool_):
        return bool(obj)
    if isinstance(obj, int | np.integer):
        return int(obj)
    if isinstance(obj, float | np.floating):
        f = float(obj)
        return None if math.isnan(f) or math.isinf(f) else round(f, 6) + 0.0
    if obj is None or (pd is not None and obj is pd.NA):
        return None
    return obj


def dump_json(obj: Any) -> str:
    """``obj`` as indented JSON (numpy and pandas values made plain), ending in a newline."""
    return json.dumps(jsonable(obj), ensure_ascii=False, indent=2) + "\n"


def fmt_value(name: str, v: float) -> str:
    """A catalogue metric's value as tables print it (its scale decides; an unknown
    name is a KeyError, never a silent percentage)."""
    return metric(name).text(v)


def fmt_percent(v: float) -> str:
    """A share that is not a catalogue metric (audit scores, margins) as a percentage."""
    return fmt_scaled("percent", v)


def fmt_number(v: float) -> str:
    """A statistic that is not a share (e.g. Fleiss' kappa), three decimals."""
    return fmt_scaled("value", v)


def fmt_ci(name: str | None, v: float, lo: float, hi: float) -> str:
    """``value [lo, hi]`` of catalogue metric ``name`` (None: a plain percentage)."""
    one = fmt_percent if name is None else (lambda x: fmt_value(name, x))
    s = one(v)
    if s == "n/a" or math.isnan(lo):
        return s
    return f"{s} [{one(lo)}, {one(hi)}]"


def metrics_to_dict(res: MetricsResult) -> dict[str, Any]:
    """The JSON form of a metrics result: per model, each metric's value and CI, and the counts."""
    from forminv_lean.analysis.metrics import SCHEMA

    per_model: dict[str, Any] = {}
    for m in res.meta["models"]:
        rows = res.headline[res.headline.model == m]
        per_model[m] = {r.metric: {"value": r.value, "lo": r.lo, "hi": r.hi}
                        for r in rows.itertuples()}
        c = res.counts[res.counts.model == m].iloc[0].to_dict()
        per_model[m]["counts"] = {k: v for k, v in c.items() if k != "model"}
    per_family = {m: {r.family: {"failure": r.failure, "lo": r.lo, "hi": r.hi,
                                 "n_items": r.n_items, "n_answered": r.n_answered}
                      for r in res.family[res.family.model == m].itertuples()}
                  for m in res.meta["models"]}
    samples = {m: {r.metric: {"value": r.value, "lo": r.lo, "hi": r.hi}
                   for r in res.samples[res.samples.model == m].itertuples()}
               for m in res.meta["models"]}
    ig = {m: dict(zip(g["theorem_id"], g["ig"], strict=True))
          for m, g in res.ig.groupby("model", sort=True)}
    tested = res.tests["p_value"].notna()
    out = {
        "schema": SCHEMA,
        "conventions": {
            "missing": res.meta["missing"],
            "accuracy": "over answered items; coverage reported beside",
            "theorem_metrics": "SCR, IG, CIR over theorems whose every form was answered",
            "scr_strict": "SCR over all theorems; an unanswered form counts as not right",
            "samples": "item right when a strict majority of its answered samples is right",
            "hi_ig_threshold": res.meta["hi_ig_threshold"],
            "bootstrap": {"n": res.meta["bootstrap"], "seed": res.meta["seed"],
                          "level": res.meta["level"], "unit": "theorem",
                          "interval": "percentile"},
            "tests": "per theorem, models as subjects and forms as treatments; Cochran's Q "
                     "(McNemar exact for two forms), Bonferroni over tested theorems",
        },
        "source": res.meta["source"],
        "notes": res.meta.get("notes", []),
        "models": res.meta["models"], "families": res.meta["families"],
        "n_theorems": res.meta["n_theorems"], "n_items": res.meta["n_items"],
        "per_model": per_model, "per_family": per_family, "samples": samples,
        "tests_summary": {"n_theorems_tested": int(tested.sum()),
                          "n_significant": int(res.tests["significant"].sum())},
        "tests": res.tests,
        "agreement": {
            "fleiss_kappa": res.agreement["fleiss_kappa"],
            "kendall_tau": res.agreement["kendall_tau"],
            "pareto": res.agreement["pareto"],
            "reversals": res.agreement["reversals"],
        },
        "pairwise": res.pairwise,
        "ig": ig,
        "family_theorem_counts": res.family_counts,
    }
    return jsonable(out)


# -- tables ------------------------------------------------------------------------

def headline_rows(res: MetricsResult) -> tuple[list[str], list[list[str]]]:
    """Header and rows of the headline table (value [lo, hi], percentages)."""
    return _metric_rows(res, HEADLINE, ["model"])


def _metric_rows(res: MetricsResult, names: tuple[str, ...], first: list[str],
                 extra: Any = None) -> tuple[list[str], list[list[str]]]:
    header = first + [metric(k).header for k in names]
    rows = []
    for i, m in enumerate(res.prep.models):
        cells: list[Any] = [m] + ([] if extra is None else [extra(i)])
        for k in names:
            lo, hi = res.ci[k]
            cells.append(fmt_ci(k, float(res.point[k][0, i]), float(lo[i]), float(hi[i])))
        rows.append(cells)
    return header, rows


def family_rows(res: MetricsResult) -> tuple[list[str], list[list[str]]]:
    """Header and rows of the per-family failure-rate table (value [95% CI]), one row
    per model."""
    fams = res.prep.families
    fail = metric("family_failure")
    lo, hi = res.ci["family_failure"]
    rows = [[m] + [fmt_ci("family_failure", float(res.point["family_failure"][0, i, j]),
                          float(lo[i, j]), float(hi[i, j]))
                   for j in range(len(fams))]
            for i, m in enumerate(res.prep.models)]
    return ["model"] + [f"{f} {fail.header}" for f in fams], rows


def samples_rows(res: MetricsResult) -> tuple[list[str], list[list[str]]] | None:
    """Repeated-samples split, or None when every model has a single sample."""
    samples = res.prep.max_samples
    if int(samples.max()) <= 1:
        return None
    return _metric_rows(res, SAMPLE_METRICS, ["model", "samples"],
                        extra=lambda i: int(samples[i]))


def md_text(x: Any) -> str:
    """Text from the data (model, item, family names) made inert in Markdown: raw HTML is
    escaped as the HTML report escapes it, so a name cannot inject markup."""
    import html  # here, not at the top: the default terminal table needs no Markdown

    return html.escape(str(x), quote=False)


def md_table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A Markdown table, with ``|`` and line breaks in cells escaped so the table stays
    whole, and raw HTML escaped (:func:`md_text`)."""
    def cell(x: Any) -> str:
        return md_text(x).replace("|", "\\|").replace("\n", " ")

    lines = ["| " + " | ".join(cell(h) for h in header) + " |",
             "|" + "|".join(" --- " for _ in header) + "|"]
    lines += ["| " + " | ".join(cell(x) for x in r) + " |" for r in rows]
    return "\n".join(lines) + "\n"


def metrics_markdown(res: MetricsResult) -> str:
    """The metrics as a Markdown document: headline, failure per family, optional sections."""
    b = res.meta
    parts = [f"# Metrics: {md_text(b['source'])}\n",
             f"{len(b['models'])} models, {b['n_theorems']} theorems, {b['n_items']} items. "
             f"Percent unless noted; [95% CI] from {b['bootstrap']} theorem resamples "
             f"(seed {b['seed']}). Missing answers: `{b['missing']}` (accuracy over answered "
             "items, coverage beside it).\n",
             *[f"\n**Note:** {md_text(n)}\n" for n in b.get("notes", [])],
             "\n## Headline\n\n", f"{SCR_RULE}\n\n", md_table(*headline_rows(res)),
             "\n## Failure rate per family\n", md_table(*family_rows(res))]
    sr = samples_rows(res)
    if sr:
        parts += ["\n## Repeated samples: systematic vs stochastic flips\n", md_table(*sr)]
    t = res.tests
    sig = t[t["significant"]]
    parts.append(f"\n## Per-theorem tests\n\n{int(t['p_value'].notna().sum())} theorems "
                 f"tested, {len(sig)} significant after Bonferroni.\n")
    if len(sig):
        parts.append("\n" + md_table(
            ["theorem", "test", "statistic", "p (Bonferroni)", "hardest form"],
            [[r.theorem_id, r.test, f"{r.statistic:.2f}", f"{r.p_bonferroni:.3g}",
              r.hardest_form or ""] for r in sig.itertuples()]))
    fk = res.agreement["fleiss_kappa"]["overall"]
    kap = "n/a" if math.isnan(fk["kappa"]) else f"{fk['kappa']:.3f}"
    parts.append(f"\n## Agreement\n\nFleiss' kappa (right/wrong, {fk['n_items']} items "
                 f"answered by all): {kap} {fk['note']}\n\nPareto front: "
                 + md_text(", ".join(res.agreement["pareto"]["front"])) + "\n")
    rev = res.agreement["reversals"]
    parts.append(f"\n## Ranking reversals ({len(rev)} model pairs)\n")
    if len(rev):
        parts.append("\n" + md_table(
            ["A", "B", "A better on", "B better on", "margin", "bootstrap support"],
            [[r.model_a, r.model_b, r.family_f, r.family_g, fmt_percent(r.margin),
              fmt_percent(r.support)] for r in rev.head(20).itertuples()]))
    return "".join(parts)


def metrics_csv(res: MetricsResult) -> str:
    """One row per model: every headline metric with its CI, then the counts.

    Written with the csv module (floats ``%.6f``, NaN empty): the same bytes pandas'
    ``to_csv`` gave, without importing pandas."""
    from forminv_lean.analysis.metrics import COUNT_COLUMNS

    def num(v: float) -> str:
        return "" if math.isnan(v) else f"{v:.6f}"

    buf = io.StringIO()
    out = csv.writer(buf, lineterminator="\n")
    out.writerow(["model"] + [f"{k}{s}" for k in HEADLINE for s in ("", "_lo", "_hi")]
                 + list(COUNT_COLUMNS))
    for i, counts in enumerate(res.count_rows):
        row: list[Any] = [counts["model"]]
        for k in HEADLINE:
            lo, hi = res.ci[k]
            row += [num(float(res.point[k][0, i])), num(float(lo[i])), num(float(hi[i]))]
        out.writerow(row + [counts[c] for c in COUNT_COLUMNS])
    return buf.getvalue()


def rich_text(renderables: Sequence[Any], *, width: int = 200) -> str:
    """Render rich objects to plain text (for ``--out`` with ``--format table``)."""
    from rich.console import Console

    buf = io.StringIO()
    console = Console(file=buf, width=width, force_terminal=False, color_system=None)
    for r in renderables:
        console.print(r, markup=False)  # names from the data are text, not rich markup
    return buf.getvalue()


def rich_table(title: str, header: Sequence[str], rows: Sequence[Sequence[Any]]) -> Any:
    """A rich table: the first column left-aligned, the numbers right-aligned."""
    from rich.table import Table
    from rich.text import Text

    # Text, not str: rich would read "[...]" in a model name as markup (and "[/x]" aborts)
    t = Table(title=Text(title), show_lines=False)
    for i, h in enumerate(header):
        t.add_column(Text(str(h)), justify="left" if i == 0 else "right", no_wrap=i == 0)
    for r in rows:
        t.add_row(*[Text(str(x)) for x in r])
    return t


@dataclass(frozen=True)
class TextTable:
    """A table before it is drawn: what :func:`rich_table` draws, or :func:`plain_text`."""

    title: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]

    @classmethod
    def of(cls, title: str, header: Sequence[Any], rows: Sequence[Sequence[Any]]) -> TextTable:
        return cls(title, tuple(str(h) for h in header),
                   tuple(tuple(str(x) for x in r) for r in rows))


def metrics_parts(res: MetricsResult) -> list[str | TextTable]:
    """The terminal view of the metrics, one table per section, with the lines between."""
    b = res.meta
    out: list[str | TextTable] = [f"note: {n}" for n in b.get("notes", [])]
    out += [TextTable.of(f"Headline ({b['bootstrap']} theorem resamples, seed {b['seed']}, "
                         f"missing={b['missing']})", *headline_rows(res)), SCR_RULE,
            TextTable.of("Failure rate per family (%)", *family_rows(res))]
    sr = samples_rows(res)
    if sr:
        out.append(TextTable.of("Repeated samples: CIR split (systematic = wrong in most "
                                "samples) and the canonical form's own flip rate", *sr))
    rows = res.test_rows
    tested = sum(1 for r in rows if not math.isnan(r["p_value"]))
    out.append(f"Per-theorem tests: {tested} tested, "
               f"{sum(1 for r in rows if r['significant'])} significant after Bonferroni.")
    ag = res.agreement_summary
    fk = ag["fleiss_kappa"]["overall"]
    out.append(f"Fleiss' kappa: {fmt_number(fk['kappa'])} ({fk['n_items']} items) "
               f"{fk['note']}; Pareto front: {', '.join(ag['pareto']['front'])}; "
               f"ranking reversals: {ag['n_reversals']} model pairs.")
    return out


def to_rich(parts: Sequence[str | TextTable]) -> list[Any]:
    """``parts`` as rich renderables (the tables drawn by :func:`rich_table`)."""
    return [rich_table(p.title, p.header, p.rows) if isinstance(p, TextTable) else p
            for p in parts]


def metrics_rich(res: MetricsResult) -> list[Any]:
    """The metrics as rich renderables for the terminal, one table per section."""
    return to_rich(metrics_parts(res))


#: What :func:`plain_text` draws itself: one line of printable ASCII, no doubled, leading or
#: trailing space, no ``:x:`` (rich would look it up as an emoji code in a plain string).
_PLAIN_CELL = re.compile(r"[!-~]+(?: [!-~]+)*")
_EMOJI_LIKE = re.compile(r":\S*:")
_WORD = re.compile(r"\s*\S+\s*")  # rich's word: the word and the spaces after it


def plain_text(parts: Sequence[str | TextTable], *, width: int = 200) -> str | None:
    """What :func:`rich_text` prints for ``parts``, without importing rich, or ``None``
    where this cannot be sure of printing the same (then rich draws it).

    Drawn here: tables whose cells fit (rich's default box, one space of padding, the title
    centred over the table) and lines of plain text wrapped at word boundaries as rich
    wraps them. Anything rich would shrink, fold, or read differently (a table wider than
    ``width``, a word longer than a line, a tab, non-ASCII text, no rows) is left to rich;
    ``tests/analysis/test_render_plain.py`` compares the two.
    """
    out: list[str] = []
    for p in parts:
        lines = _plain_table(p, width) if isinstance(p, TextTable) else _plain_line(p, width)
        if lines is None:
            return None
        out += lines
    return "".join(line + "\n" for line in out)


def _plain_line(text: str, width: int) -> list[str] | None:
    if not _PLAIN_CELL.fullmatch(text) or _EMOJI_LIKE.search(text):
        return None
    lines, start, offset = [], 0, 0
    for m in _WORD.finditer(text):
        word = m.group()
        length = len(word.rstrip())
        if width - offset >= length:
            offset += len(word)
        elif length > width:  # rich folds the word across lines
            return None
        elif offset and m.start():
            lines.append(text[start:m.start()])
            start, offset = m.start(), len(word)
    lines.append(text[start:])
    # rich drops a line's trailing spaces only as far as they pass the width
    return [ln[:max(width, len(ln.rstrip()))] for ln in lines]


def _plain_table(t: TextTable, width: int) -> list[str] | None:
    cells = [t.header, *t.rows]
    if not t.rows or any(len(r) != len(t.header) for r in t.rows) or not all(
            _PLAIN_CELL.fullmatch(c) for r in cells for c in r):
        return None
    widths = [max(len(r[i]) for r in cells) for i in range(len(t.header))]
    total = sum(widths) + 3 * len(widths) + 1
    if total > width or not _PLAIN_CELL.fullmatch(t.title) or len(t.title) > total:
        return None

    def row(r: Sequence[str], bar: str) -> str:
        return bar + bar.join(f" {c.ljust(w) if i == 0 else c.rjust(w)} "
                              for i, (c, w) in enumerate(zip(r, widths, strict=True))) + bar

    def rule(left: str, fill: str, mid: str, right: str) -> str:
        return left + mid.join(fill * (w + 2) for w in widths) + right

    excess = total - len(t.title)
    return [" " * (excess // 2) + t.title + " " * (excess - excess // 2),
            rule("┏", "━", "┳", "┓"), row(t.header, "┃"), rule("┡", "━", "╇", "┩"),
            *(row(r, "│") for r in t.rows), rule("└", "─", "┴", "┘")]


def render_metrics(res: MetricsResult, fmt: str) -> str:
    """The metrics in one output format (``json``, ``md``, ``csv`` or ``table``), as text."""
    check_format(fmt)
    if fmt == "json":
        return dump_json(res.to_dict())
    if fmt == "md":
        return metrics_markdown(res)
    if fmt == "csv":
        return metrics_csv(res)
    parts = metrics_parts(res)
    text = plain_text(parts)
    return text if text is not None else rich_text(to_rich(parts))


def emit(text: str, out: str | None = None, *,
         renderables: Sequence[Any] | Callable[[], Sequence[Any]] | None = None) -> None:
    """Write ``text`` atomically to ``out``, or print it; on a terminal print ``renderables``
    (rich objects, or a function returning them, called only then) instead so tables fit
    the window."""
    if out is not None:
        from forminv_lean.jsonl import write_text_atomic

        write_text_atomic(out, text)
        return
    if renderables is not None and sys.stdout.isatty():
        from rich.console import Console

        console = Console()
        for r in renderables() if callable(renderables) else renderables:
            console.print(r, markup=False)
        return
    sys.stdout.write(text)
    sys.stdout.flush()


__all__ = ["OUTPUT_FORMATS", "check_format", "dump_json", "emit", "fmt_ci", "fmt_number",
           "fmt_percent", "fmt_value", "jsonable", "md_table", "md_text", "metrics_csv", "metrics_markdown", "metrics_parts", "metrics_rich",
           "metrics_to_dict", "plain_text", "render_metrics", "rich_table", "rich_text",
           "TextTable", "to_rich"]
