"""Report: figures (matplotlib), one self-contained HTML file and Markdown.

:func:`write_report` runs the metrics and the audit on a results table and writes
``report.html``, ``report.md``, ``metrics.json``, ``audit.json`` and
``figures/<name>.png|pdf`` into one folder.
"""

from forminv_lean.report.build import write_report
from forminv_lean.report.html import render_html
from forminv_lean.report.markdown import render_markdown

__all__ = ["render_html", "render_markdown", "write_report"]
