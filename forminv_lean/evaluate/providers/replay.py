"""``replay/<path>[#<model>]``: answer from recorded responses instead of a model.

Without ``#<model>`` every model in the file is replayed, each Response keeping its
original model name. An item the file has no answer for gets an explicit error, never a
made-up verdict.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from forminv_lean.errors import ForminvError
from forminv_lean.evaluate.providers.base import Answer, ModelSpec, OfflineProvider, ProviderOptions
from forminv_lean.evaluate.replay import load_recorded
from forminv_lean.records import Item


class ReplayProvider(OfflineProvider):
    """Answers read from a recorded file (``replay/<file>``), to re-score past runs offline."""

    def __init__(self, label: str, answers: dict[tuple[str, int], Answer], source: Path) -> None:
        self.label, self._answers, self.source = label, answers, source

    def describe(self) -> dict[str, object]:
        return {"model": self.label, "provider": "replay", "source": str(self.source)}

    def answer(self, item: Item, sample: int) -> Answer:
        found = self._answers.get((item.id, sample))
        if found is None:
            return Answer(raw=None, verdict=None,
                          error=f"no recorded response for this item in {self.source.name}")
        return found


def split_selector(text: str) -> tuple[Path, str | None]:
    """``path#model`` -> (path, model); a path that exists as written has no selector."""
    if "#" in text and not Path(text).exists():
        path, _, model = text.rpartition("#")
        return Path(path), model or None
    return Path(text), None


def create(spec: ModelSpec, options: ProviderOptions) -> Sequence[OfflineProvider]:
    """Registry factory for ``replay/<path>[#<model>]``."""
    path, model = split_selector(spec.name)
    recorded = load_recorded(path)
    if model is not None:
        if model not in recorded:
            raise ForminvError(f"replay: model '{model}' is not in {path}; it holds: "
                               + ", ".join(sorted(recorded)))
        return [ReplayProvider(model, recorded[model], path)]
    if not recorded:
        raise ForminvError(f"replay: {path} holds no responses")
    return [ReplayProvider(m, recorded[m], path) for m in sorted(recorded)]


__all__ = ["ReplayProvider", "create", "split_selector"]
