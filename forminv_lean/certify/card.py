"""The dataset card (README.md beside a built dataset): what is in it, what was left out
and why, and how to rebuild it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from forminv_lean.records import Item


def _table(rows: list[list[Any]], header: list[str]) -> str:
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def render_card(*, name: str, released: Sequence[Item], excluded: Sequence[Item],
                review: Sequence[Item], n_theorems: int, stats: dict[str, Any],
                reproduce: str, coverage: dict[str, Any] | None = None) -> str:
    fams = sorted({i.family for i in [*released, *excluded, *review]})
    rows = []
    for f in fams:
        rel = [i for i in released if i.family == f]
        tier = next((i.tier for i in [*released, *excluded, *review] if i.family == f), None)
        rows.append([f, tier or "-", len(rel), sum(i.family == f for i in review),
                     sum(i.family == f for i in excluded)])
    status = Counter(i.verification.status for i in released)
    domains = Counter(i.domain for i in released)
    parts = [
        f"# Dataset card: {name}",
        "",
        f"{len(released)} released items over {n_theorems} theorems; "
        f"{len(review)} items await review and {len(excluded)} were excluded.",
        "Every released T1 item's rendering was proved equivalent to the canonical one by the "
        "checker (non-vacuously); no refuted item is released.",
        "",
        "## Items by family",
        "",
        _table(rows, ["family", "tier", "released", "review queue", "excluded"]),
        "",
        "## Released items by verification status",
        "",
        _table(sorted([k, v] for k, v in status.items()), ["status", "items"]),
        "",
        "## Released items by domain",
        "",
        _table(sorted([k, v] for k, v in domains.items()), ["domain", "items"]),
        "",
        "## Excluded items",
        "",
    ]
    if excluded:
        parts.append(_table([[i.id, i.family, i.verification.status,
                              (i.verification.detail or "").replace("|", "\\|")[:160],
                              ", ".join(f"{k}={v}" for k, v in
                                        sorted((i.verification.counterexample or {}).items()))]
                             for i in excluded],
                            ["item", "family", "status", "reason", "counterexample"]))
    else:
        parts.append("None.")
    if coverage:
        parts += ["", "## Coverage", "", _table(sorted([k, v] for k, v in coverage.items()),
                                                ["measure", "value"])]
    parts += ["", "## Checker", "", _table(sorted([k, str(v)] for k, v in stats.items()),
                                           ["measure", "value"]),
              "", "## Reproduce", "", "```bash", reproduce, "```", ""]
    return "\n".join(parts)
