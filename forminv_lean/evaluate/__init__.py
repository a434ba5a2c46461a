"""Evaluation: put every item of a dataset to one or more models and record their verdicts.

Public surface::

    from forminv_lean.evaluate import evaluate, aevaluate, complete, Completion

    responses = evaluate(items, ["openai/gpt-4o", "baseline/always-true"], out_dir="runs/a")

Providers are found by ``provider/model`` through the ``forminv_lean.providers`` entry
points; the paper's protocol (system prompt, temperature 0, 20 tokens) is the default;
every answer is cached in SQLite so reruns are free and killed runs resume.
"""

from forminv_lean.evaluate.cache import CacheKey, ResponseCache, default_cache_path
from forminv_lean.evaluate.complete import Completion, acomplete, complete
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
from forminv_lean.evaluate.runner import EvalConfig, aevaluate, evaluate
from forminv_lean.evaluate.verdict import parse_verdict

__all__ = [
    "evaluate", "aevaluate", "complete", "acomplete", "Completion", "EvalConfig",
    "parse_verdict", "SYSTEM_PROMPT", "ModelSettings", "settings_for", "load_items",
    "select_items", "ResponseCache", "CacheKey", "default_cache_path", "Price", "PriceTable",
    "price_table", "PROVIDERS", "resolve", "RetryPolicy", "ErrorKind", "ProviderError",
    "AuthError", "MissingKeyError",
]
