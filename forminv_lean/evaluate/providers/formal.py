"""``baseline/formal``: answer from the item's formal rendering with the in-house checker.

TRUE when the checker proves the rendering, FALSE when it refutes it, and no verdict
otherwise (unknown, unsupported, or no rendering): ``verdict`` is ``None``, ``error`` is
``None`` (nothing failed, the checker just cannot say) and ``raw`` explains why. So it is
right on every item it answers, as long as the checker is sound.
"""

from __future__ import annotations

from forminv_lean.errors import MissingDependencyError
from forminv_lean.evaluate.providers.base import Answer, OfflineProvider
from forminv_lean.records import Item

DECIDE_TIMEOUT_S = 2.0


class FormalBaseline(OfflineProvider):
    """A baseline that answers with the formal checker's verdict on each item's formula."""
    label = "baseline/formal"
    blocking = True  # solver work: run it off the event loop (one thread; Z3 is not thread-safe)

    def __init__(self, *, level: str = "theory", timeout: float = DECIDE_TIMEOUT_S) -> None:
        try:
            from forminv_lean.formal import decide
        except ImportError as exc:
            raise MissingDependencyError(
                f"baseline/formal needs the formal checker (forminv_lean.formal.decide): {exc}"
            ) from None
        self._decide = decide
        self.level, self.timeout = level, timeout
        # Paraphrases often keep the canonical rendering (syntactic, passive, connective):
        # decide each distinct text once per run.
        self._memo: dict[str, object] = {}

    def describe(self) -> dict[str, object]:
        return {"model": self.label, "provider": "baseline", "level": self.level,
                "timeout_s": self.timeout}

    def answer(self, item: Item, sample: int) -> Answer:
        if not item.formal:
            return Answer(raw="no answer: the item has no formal rendering", verdict=None)
        result = self._memo.get(item.formal)
        if result is None:
            result = self._decide(item.formal, level=self.level, timeout=self.timeout)
            self._memo[item.formal] = result
        verdict = getattr(result, "verdict", None)
        method = getattr(result, "method", "") or ""
        if verdict == "proved":
            return Answer(raw=f"proved ({method})" if method else "proved", verdict="TRUE")
        if verdict == "refuted":
            cex = getattr(result, "counterexample", None)
            detail = f"; counterexample: {cex}" if cex else ""
            return Answer(raw=f"refuted ({method}){detail}" if method else f"refuted{detail}",
                          verdict="FALSE")
        reason = getattr(result, "reason", "") or ""
        return Answer(raw=f"no answer: {verdict}" + (f": {reason}" if reason else ""),
                      verdict=None)


__all__ = ["FormalBaseline"]
