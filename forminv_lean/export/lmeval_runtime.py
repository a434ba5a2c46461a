"""What an exported lm-evaluation-harness task calls while it runs.

The task folder's ``utils.py`` is a shim over these functions, so the scoring is this
project's own verdict parser (:func:`forminv_lean.evaluate.verdict.parse_verdict`), not a
regex copied into YAML. Per document the task reports:

* ``acc``: 1 if the verdict equals the ground truth, 0 if it does not; *omitted* when the
  answer has no verdict, so lm-eval's mean is accuracy over answered items, as
  ``forminv-lean metrics`` computes it (``--missing exclude``);
* ``acc_strict``: the same with "no verdict" counted wrong (``--missing wrong``);
* ``coverage``: 1 when the answer has a verdict.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from forminv_lean.evaluate.verdict import parse_verdict

#: What the filter stores for an answer without a verdict (lm-eval logs it as is).
NO_VERDICT = "NONE"


def read_docs(path: str | Path, family: str | None = None) -> list[dict[str, Any]]:
    """The exported docs (``forminv.jsonl``), optionally one family's."""
    with Path(path).open(encoding="utf-8") as fh:
        docs = [json.loads(line) for line in fh if line.strip()]
    return [d for d in docs if family in (None, "all", d["family"])]


def load_dataset(path: str | Path, family: str | None = None, **_: Any) -> Any:
    """lm-eval's ``custom_dataset``: a ``DatasetDict`` with one ``test`` split, built in
    memory from the local file (no Hub, no cache directory). Extra keyword arguments
    (lm-eval passes the task's ``metadata``) are ignored."""
    import datasets

    return datasets.DatasetDict({"test": datasets.Dataset.from_list(read_docs(path, family))})


def verdict_filter(resps: Iterable[list[str]], docs: Iterable[dict[str, Any]]
                   ) -> list[list[str]]:
    """lm-eval ``custom`` filter: each raw answer -> ``TRUE``, ``FALSE`` or ``NONE``."""
    return [[parse_verdict(r) or NO_VERDICT for r in rs] for rs in resps]


def process_results(doc: dict[str, Any], results: list[str]) -> dict[str, int]:
    """Per-document scores from the filtered verdict (see the module docstring)."""
    verdict = results[0] if results else NO_VERDICT
    if verdict not in ("TRUE", "FALSE"):  # unfiltered raw text: parse it here
        verdict = parse_verdict(verdict) or NO_VERDICT
    answered = verdict != NO_VERDICT
    right = int(answered and verdict == doc["ground_truth"])
    out = {"acc_strict": right, "coverage": int(answered)}
    if answered:
        out["acc"] = right
    return out


__all__ = ["NO_VERDICT", "load_dataset", "process_results", "read_docs", "verdict_filter"]
