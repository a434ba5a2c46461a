"""Analysis: responses -> results table -> metrics with CIs, tests, audit, selector, NFB.

The public surface, re-exported lazily (PEP 562) so a command that needs one module does
not pay for importing scipy and statsmodels through all of them. The modules behind it
each do one job: ``catalogue`` (every metric, defined once), ``table`` (the results
table), ``plain`` (plain tables read without pandas), ``paper`` (the paper's answer
files), ``loaders`` (every answer file -> results table), ``aggregate``
(per-theorem sums), ``bootstrap``, ``metrics``, ``stats_tests``, ``agreement``,
``unanimity`` (the audit; not ``audit.py``, so that ``analysis.audit`` stays the function),
``nfb``, ``selector``, ``samplesize``, ``render`` (JSON, Markdown, CSV, terminal).
"""

from __future__ import annotations

from forminv_lean.lazy import lazy_exports

_EXPORTS: dict[str, str] = {
    "fleiss": "agreement", "kendall_pairs": "agreement", "pareto": "agreement",
    "reversals": "agreement",
    "MISSING_POLICIES": "aggregate", "Prepared": "aggregate", "prepare": "aggregate",
    "AuditResult": "unanimity", "Rule": "unanimity", "audit": "unanimity",
    "make_rule": "unanimity", "parse_threshold": "unanimity",
    "bootstrap_mean_ci": "bootstrap", "percentile_ci": "bootstrap",
    "resample_counts": "bootstrap",
    "FORMATS": "loaders", "detect_format": "loaders", "load_table": "loaders",
    "read_items": "loaders",
    "CATALOGUE": "catalogue", "HEADLINE": "catalogue", "METRICS": "catalogue",
    "Metric": "catalogue", "SAMPLE_METRICS": "catalogue",
    "MetricsResult": "metrics", "compute_metrics": "metrics",
    "Columns": "plain", "read_plain": "plain",
    "NFBResult": "nfb", "parse_target": "nfb", "possible_winners": "nfb", "realise": "nfb",
    "halfwidth": "samplesize", "halfwidth_table": "samplesize",
    "theorems_needed": "samplesize",
    "FamilyCounts": "selector", "select": "selector",
    "form_tests": "stats_tests",
    "COLUMNS": "table", "ItemInfo": "table", "results_table": "table",
    "validate_table": "table",
}

__all__ = sorted(_EXPORTS)


__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)

