"""What the canned answers imply, computed without the project's parser."""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

#: (answer text, the verdict it carries): right, wrong, decorated and verdict-less answers.
CANNED: tuple[tuple[str, str | None], ...] = (
    ("TRUE", "TRUE"),
    ("FALSE", "FALSE"),
    ("**TRUE**", "TRUE"),
    ("The answer is FALSE.", "FALSE"),
    ("<think>It might be FALSE; check n = 0.</think>\nTRUE", "TRUE"),
    ("I cannot tell whether this holds.", None),
)


def canned(question: str) -> tuple[str, str | None]:
    """The server's answer to a question: fixed by the question's sha256."""
    return CANNED[hashlib.sha256(question.encode()).digest()[0] % len(CANNED)]


def read_dataset(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def expected(items: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Per family (and ``all``): acc over answered, acc_strict, coverage."""
    tally: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])  # right, answered, n
    for it in items:
        verdict = canned(it["question"])[1]
        for key in (it["family"], "all"):
            t = tally[key]
            t[0] += verdict == it["ground_truth"]
            t[1] += verdict is not None
            t[2] += 1
    return {k: {"acc": r / a if a else float("nan"), "acc_strict": r / n, "coverage": a / n}
            for k, (r, a, n) in tally.items()}
