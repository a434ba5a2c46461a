"""Token prices, so a run reports what it cost per model.

Prices are USD per million tokens, ``{"input": x, "output": y}``. The built-in table is
indicative (list prices at the time of writing) and users override or extend it with
``--prices FILE.json`` in the same shape. Keys are ``provider/model`` or a bare model
name and may be globs (``anthropic/claude-haiku-4-5*`` covers dated snapshots); an exact
key beats a glob, and a more specific glob beats a shorter one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path

from forminv_lean.errors import InputError
from forminv_lean.jsonl import read_json


@dataclass(frozen=True)
class Price:
    """A model's price in dollars per million input and output tokens."""
    input: float
    output: float

    def cost(self, input_tokens: int | None, output_tokens: int | None) -> float:
        return ((input_tokens or 0) * self.input + (output_tokens or 0) * self.output) / 1e6


BUILTIN_PRICES: dict[str, Price] = {
    "openai/gpt-4o*": Price(2.50, 10.00),
    "openai/gpt-4o-mini*": Price(0.15, 0.60),
    "openai/gpt-4.1*": Price(2.00, 8.00),
    "openai/gpt-4.1-mini*": Price(0.40, 1.60),
    "openai/gpt-4.1-nano*": Price(0.10, 0.40),
    "openai/o1*": Price(15.00, 60.00),
    "openai/o3*": Price(2.00, 8.00),
    "openai/o3-mini*": Price(1.10, 4.40),
    "openai/o4-mini*": Price(1.10, 4.40),
    "anthropic/claude-haiku-4-5*": Price(1.00, 5.00),
    "anthropic/claude-3-5-haiku*": Price(0.80, 4.00),
    "anthropic/claude-sonnet-4*": Price(3.00, 15.00),
    "anthropic/claude-3-7-sonnet*": Price(3.00, 15.00),
    "anthropic/claude-opus-4*": Price(15.00, 75.00),
    "deepseek/deepseek-chat": Price(0.27, 1.10),
    "deepseek/deepseek-reasoner": Price(0.55, 2.19),
    # Local servers cost nothing.
    "vllm/*": Price(0.0, 0.0),
    "ollama/*": Price(0.0, 0.0),
}


class PriceTable:
    """Looks up a model's price; ``None`` when unknown (the manifest then says so)."""

    def __init__(self, prices: Mapping[str, Price] | None = None) -> None:
        self._prices = dict(BUILTIN_PRICES if prices is None else prices)
        self._memo: dict[str, Price | None] = {}

    def with_overrides(self, overrides: Mapping[str, Price]) -> PriceTable:
        return PriceTable({**self._prices, **overrides})

    def lookup(self, model: str) -> Price | None:
        if model not in self._memo:
            self._memo[model] = self._lookup(model)
        return self._memo[model]

    def _lookup(self, model: str) -> Price | None:
        bare = model.split("/", 1)[-1]
        for name in (model, bare):
            if name in self._prices:
                return self._prices[name]
        globs = [(len(k), k) for k in self._prices
                 if fnmatchcase(model, k) or fnmatchcase(bare, k)]
        return self._prices[max(globs)[1]] if globs else None

    def cost(self, model: str, input_tokens: int | None, output_tokens: int | None) -> float | None:
        """USD for one response; ``None`` when the price or the token counts are unknown."""
        price = self.lookup(model)
        if price is None or (input_tokens is None and output_tokens is None):
            return None
        return price.cost(input_tokens, output_tokens)


def load_prices(path: str | Path) -> dict[str, Price]:
    """Read ``{"model": {"input": x, "output": y}}`` (USD per million tokens)."""
    p = Path(path)
    data = read_json(p)
    if not isinstance(data, dict):
        raise InputError("expected an object mapping model to {input, output}", path=str(p))
    out: dict[str, Price] = {}
    for model, entry in data.items():
        if (not isinstance(entry, dict) or set(entry) - {"input", "output"}
                or not all(isinstance(entry.get(k), int | float) for k in ("input", "output"))):
            raise InputError("expected {\"input\": number, \"output\": number} (USD per 1M tokens)",
                             path=str(p), field=model)
        out[model] = Price(float(entry["input"]), float(entry["output"]))
    return out


def price_table(path: str | Path | None = None) -> PriceTable:
    """The built-in table, overridden by ``path`` when given."""
    table = PriceTable()
    return table.with_overrides(load_prices(path)) if path else table


__all__ = ["Price", "PriceTable", "BUILTIN_PRICES", "load_prices", "price_table"]
