"""Evaluation: put every item of a dataset to one or more models and record their verdicts.

Public surface::

    from forminv_lean.evaluate import evaluate, aevaluate, complete, Completion

    responses = evaluate(items, ["openai/gpt-4o", "baseline/always-true"], out_dir="runs/a")

Providers are found by ``provider/model`` through the ``forminv_lean.providers`` entry
points (docs/adding-a-provider.md); the paper's protocol (system prompt, temperature 0,
20 tokens) is the default; every answer is cached in SQLite so reruns are free and killed
runs resume.

The names below are imported on first use, so that the command line can read
:class:`EvalConfig`'s defaults without loading the runner, the cache and the providers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from forminv_lean.lazy import lazy_exports

if TYPE_CHECKING:
    from forminv_lean.evaluate.cache import CacheKey, ResponseCache, default_cache_path
    from forminv_lean.evaluate.completion import Completion, acomplete, complete
    from forminv_lean.evaluate.config import EvalConfig
    from forminv_lean.evaluate.dataset import load_items, select_items
    from forminv_lean.evaluate.prices import Price, PriceTable, price_table
    from forminv_lean.evaluate.protocol import SYSTEM_PROMPT, ModelSettings, settings_for
    from forminv_lean.evaluate.providers.registry import PROVIDERS, resolve
    from forminv_lean.evaluate.retry import (
        AuthError,
        ErrorKind,
        MissingKeyError,
        ProviderError,
        RetryPolicy,
    )
    from forminv_lean.evaluate.runner import aevaluate, evaluate
    from forminv_lean.evaluate.verdict import parse_verdict

#: Public name -> the module that defines it (the same names as ``__all__``).
_WHERE = {
    "CacheKey": "cache", "ResponseCache": "cache", "default_cache_path": "cache",
    "Completion": "completion", "acomplete": "completion", "complete": "completion",
    "EvalConfig": "config",
    "load_items": "dataset", "select_items": "dataset",
    "Price": "prices", "PriceTable": "prices", "price_table": "prices",
    "SYSTEM_PROMPT": "protocol", "ModelSettings": "protocol", "settings_for": "protocol",
    "PROVIDERS": "providers.registry", "resolve": "providers.registry",
    "AuthError": "retry", "ErrorKind": "retry", "MissingKeyError": "retry",
    "ProviderError": "retry", "RetryPolicy": "retry",
    "aevaluate": "runner", "evaluate": "runner",
    "parse_verdict": "verdict",
}


__getattr__, __dir__ = lazy_exports(__name__, _WHERE)


__all__ = [
    "evaluate", "aevaluate", "complete", "acomplete", "Completion", "EvalConfig",
    "parse_verdict", "SYSTEM_PROMPT", "ModelSettings", "settings_for", "load_items",
    "select_items", "ResponseCache", "CacheKey", "default_cache_path", "Price", "PriceTable",
    "price_table", "PROVIDERS", "resolve", "RetryPolicy", "ErrorKind", "ProviderError",
    "AuthError", "MissingKeyError",
]
