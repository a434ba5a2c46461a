"""The paper's protocol defaults, per-model settings and the price table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forminv_lean.errors import InputError
from forminv_lean.evaluate.prices import Price, PriceTable, load_prices, price_table
from forminv_lean.evaluate.protocol import SYSTEM_PROMPT, settings_for, user_prompt
from forminv_lean.evaluate.providers.base import ModelSpec
from forminv_lean.records import Generator, Item


def test_system_prompt_is_the_papers() -> None:
    assert SYSTEM_PROMPT == ("You are evaluating mathematical statements. Answer strictly "
                             "based on mathematical correctness. Return exactly TRUE or FALSE.")


def test_question_is_sent_as_is() -> None:
    q = "  Is it true that ∀ n : ℕ, n + 0 = n?  \n"
    item = Item(id="a", theorem_id="t", family="canonical", question=q, ground_truth="TRUE",
                generator=Generator(kind="manual"))
    assert user_prompt(item) == q


@pytest.mark.parametrize("provider, model, max_tokens, token_param, send_temp", [
    ("openai", "gpt-4o", 20, "max_tokens", True),
    ("openai", "gpt-4o-mini", 20, "max_tokens", True),
    ("openai", "o4-mini", 4096, "max_completion_tokens", False),
    ("openai", "o1", 4096, "max_completion_tokens", False),
    ("openai", "o3-mini-2025-01-31", 4096, "max_completion_tokens", False),
    ("deepseek", "deepseek-chat", 20, "max_tokens", True),
    ("deepseek", "deepseek-reasoner", 4096, "max_tokens", True),
    ("openrouter", "openai/o4-mini", 4096, "max_tokens", True),
    ("openrouter", "deepseek/deepseek-r1-distill-llama-70b", 4096, "max_tokens", True),
    ("openrouter", "anthropic/claude-3.7-sonnet:thinking", 4096, "max_tokens", True),
    ("vllm", "Qwen/QwQ-32B", 4096, "max_tokens", True),
    ("anthropic", "claude-haiku-4-5", 20, "max_tokens", True),
    ("anthropic", "claude-opus-4-7", 4096, "max_tokens", False),
])
def test_settings_table(provider: str, model: str, max_tokens: int, token_param: str,
                        send_temp: bool) -> None:
    s = settings_for(provider, model)
    assert (s.max_tokens, s.token_param, s.send_temperature) == (max_tokens, token_param, send_temp)
    assert s.reasoning == (max_tokens == 4096)


@pytest.mark.parametrize("text, provider, name, url", [
    ("openai/gpt-4o", "openai", "gpt-4o", None),
    ("openrouter/meta-llama/llama-3.3-70b-instruct", "openrouter",
     "meta-llama/llama-3.3-70b-instruct", None),
    ("vllm/Qwen2.5-7B@http://gpu:8000/v1/", "vllm", "Qwen2.5-7B", "http://gpu:8000/v1"),
    ("anthropic/claude-3-5-sonnet@20240620", "anthropic", "claude-3-5-sonnet@20240620", None),
    ("replay/runs/a/responses.jsonl#openai/gpt-4o", "replay",
     "runs/a/responses.jsonl#openai/gpt-4o", None),
])
def test_model_spec(text: str, provider: str, name: str, url: str | None) -> None:
    spec = ModelSpec.parse(text)
    assert (spec.provider, spec.name, spec.base_url) == (provider, name, url)


def test_model_spec_needs_a_provider() -> None:
    with pytest.raises(Exception, match="provider/model"):
        ModelSpec.parse("gpt-4o")


def test_price_lookup() -> None:
    table = PriceTable()
    assert table.lookup("openai/gpt-4o") == Price(2.50, 10.00)
    assert table.lookup("openai/gpt-4o-mini-2024-07-18") == Price(0.15, 0.60)  # longest glob
    assert table.lookup("anthropic/claude-haiku-4-5-20251001") == Price(1.0, 5.0)
    assert table.lookup("vllm/anything") == Price(0.0, 0.0)
    assert table.lookup("mystery/model") is None
    assert table.cost("openai/gpt-4o", 1_000_000, 100_000) == pytest.approx(3.5)
    assert table.cost("mystery/model", 10, 10) is None
    assert table.cost("openai/gpt-4o", None, None) is None


def test_price_overrides(tmp_path: Path) -> None:
    f = tmp_path / "prices.json"
    f.write_text(json.dumps({"openai/gpt-4o": {"input": 1, "output": 2},
                             "mystery/*": {"input": 0.5, "output": 0.5}}))
    table = price_table(f)
    assert table.lookup("openai/gpt-4o") == Price(1.0, 2.0)
    assert table.lookup("mystery/model") == Price(0.5, 0.5)
    assert table.lookup("openai/gpt-4o-mini") == Price(0.15, 0.60)  # built-ins stay


def test_bad_price_file(tmp_path: Path) -> None:
    f = tmp_path / "prices.json"
    f.write_text(json.dumps({"openai/gpt-4o": {"input": "cheap"}}))
    with pytest.raises(InputError, match="openai/gpt-4o"):
        load_prices(f)
    f.write_text("{oops")
    with pytest.raises(InputError, match="prices.json:1"):
        load_prices(f)
