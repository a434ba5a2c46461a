"""The inspect_ai task an export runs: the items, the paper's protocol, this project's
verdict parser as the scorer.

Each sample's ``id`` is the item id, its ``target`` the ground truth, and its metadata
carries ``theorem_id``, ``family``, ``ground_truth`` (and tier, domain, status), so the
``.eval`` log reads back into ``forminv-lean metrics`` without the dataset. A score's
``answer`` is the verdict (None when the answer has none).

Metrics, each per family (``grouped`` on ``family``) with an ``all`` entry:
``answered_accuracy`` (over answers with a verdict, as ``forminv-lean metrics``),
``accuracy`` (no verdict counts wrong) and ``coverage`` (share with a verdict).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

from inspect_ai import Task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import GenerateConfig
from inspect_ai.scorer import (
    Metric,
    SampleScore,
    Score,
    Scorer,
    Target,
    grouped,
    metric,
    scorer,
)
from inspect_ai.solver import TaskState, generate, system_message

from forminv_lean.evaluate.protocol import DEFAULT_MAX_TOKENS, SYSTEM_PROMPT
from forminv_lean.evaluate.verdict import parse_verdict
from forminv_lean.export.lmeval_runtime import read_docs

METADATA = ("theorem_id", "family", "ground_truth", "tier", "domain", "status")


def samples(path: str | Path, family: str | None = None) -> list[Sample]:
    """The exported items (of one family, or all) as inspect samples."""
    return [Sample(input=d["question"], target=d["ground_truth"], id=d["id"],
                   metadata={k: d.get(k) for k in METADATA})
            for d in read_docs(path, family)]


def _parts(score: SampleScore) -> tuple[float, float]:
    """(correct, answered) of a score; epoch reducers may have averaged them already."""
    value = score.score.value
    if not isinstance(value, dict):
        raise ValueError(f"expected a {{'correct', 'answered'}} score, got {value!r}")
    return float(cast(float, value["correct"])), float(cast(float, value["answered"]))


@metric
def answered_accuracy() -> Metric:
    """Share right among answers with a verdict (NaN when none has one)."""

    def compute(scores: list[SampleScore]) -> float:
        parts = [_parts(s) for s in scores]
        answered = sum(a for _, a in parts)
        return sum(c for c, _ in parts) / answered if answered else float("nan")

    return compute


@metric
def accuracy() -> Metric:
    """Share right among all samples (no verdict counts wrong)."""

    def compute(scores: list[SampleScore]) -> float:
        return sum(_parts(s)[0] for s in scores) / len(scores) if scores else float("nan")

    return compute


@metric
def coverage() -> Metric:
    """Share of answers with a verdict."""

    def compute(scores: list[SampleScore]) -> float:
        return sum(_parts(s)[1] for s in scores) / len(scores) if scores else float("nan")

    return compute


def _by_family(m: Metric, name: str) -> Metric:
    return grouped(m, "family", all_label=f"{name}_all", name_template=name + "_{group_name}")


@scorer(metrics=[_by_family(answered_accuracy(), "answered_accuracy"),
                 _by_family(accuracy(), "accuracy"), _by_family(coverage(), "coverage")])
def verdict_scorer() -> Scorer:
    """Parse the answer with forminv-lean's verdict parser; compare with the target.

    The value is ``{"correct": 0|1, "answered": 0|1}`` (a dict, so that averaging over
    epochs keeps "no verdict" apart from "wrong"); ``answer`` is the verdict or None.
    """

    async def score(state: TaskState, target: Target) -> Score:
        raw = state.output.completion
        verdict = parse_verdict(raw)
        right = int(verdict is not None and verdict == target.text)
        return Score(value={"correct": right, "answered": int(verdict is not None)},
                     answer=verdict, explanation=raw)

    return score


def forminv_task(path: str | Path, *, family: str | None = None, **config: Any) -> Task:
    """The FormInv task over the exported items (one family, or all when ``None``)."""
    data = samples(path, family)
    if not data:
        raise ValueError(f"no items of family {family!r} in {path}")
    settings = {"temperature": 0.0, "max_tokens": DEFAULT_MAX_TOKENS, **config}
    return Task(dataset=MemoryDataset(data, name=f"forminv_{family or 'all'}"),
                solver=[system_message(SYSTEM_PROMPT), generate()],
                scorer=verdict_scorer(), config=GenerateConfig(**settings),
                name=f"forminv_{family or 'all'}")


__all__ = ["accuracy", "answered_accuracy", "coverage", "forminv_task", "samples", "verdict_scorer"]
