"""The seams of evaluate/: defaults defined once, per-process asking state, redaction built
from the providers, and a public surface that loads lazily."""

from __future__ import annotations

import inspect
import random
import subprocess
import sys
import textwrap

import pytest
import typer
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forminv_lean.cli import app
from forminv_lean.evaluate.config import DEFAULTS, EvalConfig
from forminv_lean.evaluate.jobs import Asker
from forminv_lean.evaluate.prices import price_table
from forminv_lean.evaluate.providers.base import (
    ChatProvider,
    ChatReply,
    ChatRequest,
    ProviderOptions,
    Redactor,
)
from forminv_lean.evaluate.retry import RetryPolicy
from forminv_lean.evaluate.runner import aevaluate


def test_the_cli_and_the_api_take_their_defaults_from_evalconfig() -> None:
    params = {p.name: p for p in typer.main.get_command(app).commands["eval"].params}  # type: ignore[attr-defined]
    api = inspect.signature(aevaluate).parameters
    shared = [f for f in EvalConfig.model_fields if f in params]
    assert len(shared) >= 9  # every knob the command offers, bar the prompt
    for name in shared:
        assert params[name].default == getattr(DEFAULTS, name), name
        assert api[name].default == getattr(DEFAULTS, name), name
    options = ProviderOptions()
    assert (options.timeout, options.transport, options.base_url) == \
        (DEFAULTS.timeout, DEFAULTS.transport, DEFAULTS.base_url)


def test_a_worker_builds_its_own_asker() -> None:
    """What a worker changes (cache connection, random source, callback, counters) is its
    own; the way of asking (policy, prices, timeout, redaction) is the parent's."""
    parent_done: list[object] = []
    parent = Asker(cache=None, policy=RetryPolicy(retries=2), rng=random.Random(1),
                   prices=price_table(None), timeout=3.0, redact=str.upper,
                   on_done=parent_done.append)
    parent.requests, parent.retries = 7, 2
    rng = random.Random(2)
    worker = parent.for_worker(cache=None, rng=rng, on_done=print)
    assert (worker.requests, worker.retries) == (0, 0)
    assert worker.rng is rng and worker.on_done is print
    assert (worker.policy, worker.prices, worker.timeout, worker.redact) == \
        (parent.policy, parent.prices, parent.timeout, parent.redact)
    assert (parent.requests, parent.retries, parent.on_done) == (7, 2, parent_done.append)


class _Plugin(ChatProvider):
    """A chat provider as a plugin writes one (its key variable follows no convention)."""

    def __init__(self, key_env: str | None, base_url: str = "http://127.0.0.1:9/v1") -> None:
        super().__init__(provider="plugin", model="m", base_url=base_url, key_env=key_env,
                         timeout=1.0)

    async def chat(self, req: ChatRequest) -> ChatReply:
        raise NotImplementedError


_NAME = st.from_regex(r"[A-Z][A-Z0-9_]{0,12}", fullmatch=True)
#: Without < and >, a key cannot reappear across the edge of a ``<VAR>`` mark.
_VALUE = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"],
                               exclude_characters="<>"), min_size=1, max_size=10)


@pytest.mark.slow
@settings(suppress_health_check=[HealthCheck.too_slow], deadline=None)  # a loaded machine
@given(var=_NAME, key=_VALUE, noise=st.text(max_size=20))
def test_the_redactor_scrubs_each_providers_own_key(var: str, key: str, noise: str) -> None:
    mark = f"<{var}>"
    red = Redactor.of([_Plugin(var)], {var: key})
    out = red(f"{noise}{key}{noise}")
    assert mark in out
    if key not in mark:
        assert key not in out


@settings(suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(var=_NAME, key=st.text(st.characters(codec="utf-8", exclude_categories=["Cs"],
                                            exclude_characters="<>"), min_size=8, max_size=40),
       before=st.text(max_size=30), after=st.text(max_size=30))
def test_an_answer_loses_every_key_of_eight_characters_or_more(var: str, key: str,
                                                               before: str,
                                                               after: str) -> None:
    red = Redactor.of([_Plugin(var)], {var: key})
    out = red.answer(f"{before}{key}{after}")
    assert f"<{var}>" in out
    if key not in f"<{var}>" and key not in before + after:
        assert key not in out


def test_an_answer_keeps_placeholder_keys_and_every_key_is_scrubbed_once() -> None:
    """``EMPTY``/``none`` are what local servers are given: not secrets, and replacing them
    in an answer could change it; a message still loses them."""
    env = {"VLLM_API_KEY": "EMPTY", "OPENAI_API_KEY": "sk-long-enough-1",
           "X_API_KEY": "sk-long-enough-1-and-more"}
    red = Redactor.of([_Plugin("VLLM_API_KEY")], env)
    assert red.answer("EMPTY set; TRUE") == "EMPTY set; TRUE"
    assert red("EMPTY set") == "<VLLM_API_KEY> set"
    assert red.answer("a sk-long-enough-1-and-more b sk-long-enough-1") == \
        "a <X_API_KEY> b <OPENAI_API_KEY>"


def test_the_redactor_knows_the_runs_keys_url_secrets_and_the_convention() -> None:
    env = {"ACME_TOKEN": "tok-1", "OTHER_API_KEY": "ok-2", "HOME": "/home/x", "EMPTY": ""}
    red = Redactor.of([_Plugin("ACME_TOKEN", "http://h:1/v1?sig=s3cr3t"), _Plugin(None)], env)
    assert red("tok-1 ok-2 /home/x s3cr3t") == "<ACME_TOKEN> <OTHER_API_KEY> /home/x <secret>"
    assert Redactor.of([], env)("tok-1 ok-2") == "tok-1 <OTHER_API_KEY>"  # not in the run


@pytest.mark.slow
def test_the_public_surface_loads_on_first_use() -> None:
    """The CLI reads EvalConfig without loading the runner; every public name resolves to
    the object its module defines, ``complete`` included (its module is ``completion``)."""
    script = textwrap.dedent("""
        import importlib, sys
        from forminv_lean.evaluate.config import DEFAULTS
        assert "forminv_lean.evaluate.runner" not in sys.modules
        assert "forminv_lean.evaluate.cache" not in sys.modules
        import forminv_lean.evaluate as ev
        assert set(ev.__all__) == set(ev._WHERE)
        for name in ev.__all__:
            module = importlib.import_module("forminv_lean.evaluate." + ev._WHERE[name])
            assert getattr(ev, name) is getattr(module, name), name
        import forminv_lean.evaluate.completion
        from forminv_lean.evaluate import complete
        assert callable(complete) and complete.__name__ == "complete"
        print("ok")
    """)
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0 and r.stdout.strip() == "ok", r.stderr
