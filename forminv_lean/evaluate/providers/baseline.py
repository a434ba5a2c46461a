"""Offline baselines: the paper's always-TRUE control, its mirror, and the formal checker.

``baseline/always-true`` is the control every model must beat on FALSE items (it scores
100% on true statements and 0% on false ones). They are registered exactly like real
providers, so the whole pipeline runs in CI without keys.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from forminv_lean.errors import ForminvError
from forminv_lean.evaluate.providers.base import Answer, ModelSpec, OfflineProvider, ProviderOptions
from forminv_lean.records import Item


class ConstantBaseline(OfflineProvider):
    """Answers the same verdict to every item."""

    def __init__(self, verdict: Literal["TRUE", "FALSE"]) -> None:
        self.verdict = verdict
        self.label = f"baseline/always-{verdict.lower()}"

    def describe(self) -> dict[str, object]:
        return {"model": self.label, "provider": "baseline"}

    def answer(self, item: Item, sample: int) -> Answer:
        return Answer(raw=self.verdict, verdict=self.verdict)


BASELINES = ("always-true", "always-false", "formal")


def create(spec: ModelSpec, options: ProviderOptions) -> Sequence[OfflineProvider]:
    """Registry factory for ``baseline/<name>``."""
    if spec.name == "always-true":
        return [ConstantBaseline("TRUE")]
    if spec.name == "always-false":
        return [ConstantBaseline("FALSE")]
    if spec.name == "formal":
        from forminv_lean.evaluate.providers.formal import FormalBaseline

        return [FormalBaseline()]
    raise ForminvError(f"unknown baseline '{spec.name}'; valid: "
                       + ", ".join(f"baseline/{b}" for b in BASELINES))


__all__ = ["ConstantBaseline", "BASELINES", "create"]
