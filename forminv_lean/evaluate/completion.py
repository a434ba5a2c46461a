"""One prompt, one completion, through the same providers, retries and cache as a run.

For stages that need free text rather than a verdict (LLM-written paraphrases): the call
is cached under the same key scheme, so regenerating a dataset costs nothing.
"""

from __future__ import annotations

import os
import random
from collections.abc import Mapping
from dataclasses import dataclass

from forminv_lean.errors import ForminvError
from forminv_lean.evaluate.cache import CachedResponse, CacheSpec, open_cache
from forminv_lean.evaluate.config import DEFAULTS
from forminv_lean.evaluate.jobs import call_chat, now_iso
from forminv_lean.evaluate.providers.base import (
    ChatProvider,
    ChatRequest,
    ProviderOptions,
    Redactor,
)
from forminv_lean.evaluate.providers.registry import resolve
from forminv_lean.evaluate.retry import RetryPolicy
from forminv_lean.evaluate.runner import run_sync
from forminv_lean.evaluate.verdict import parse_verdict

DEFAULT_COMPLETION_TOKENS = 1024


@dataclass(frozen=True)
class Completion:
    """A model's answer to one prompt, with its usage and whether it came from the cache."""
    text: str
    input_tokens: int | None
    output_tokens: int | None
    latency_s: float | None
    cached: bool


async def acomplete(
    model: str,
    system: str,
    user: str,
    *,
    temperature: float = DEFAULTS.temperature,
    max_tokens: int = DEFAULT_COMPLETION_TOKENS,
    sample: int = 0,
    cache: CacheSpec = "default",
    refresh: bool = DEFAULTS.refresh,
    timeout: float = 120.0,
    retries: int = DEFAULTS.retries,
    base_url: str | None = DEFAULTS.base_url,
    env: Mapping[str, str] | None = None,
    rng: random.Random | None = None,
) -> Completion:
    """Complete ``(system, user)`` with ``model`` (a chat provider, e.g. ``openai/gpt-4o``).

    ``sample`` distinguishes repeated draws at a temperature above 0 (it is in the cache
    key). Raises :class:`~forminv_lean.evaluate.retry.ProviderError` when the request
    fails for good and ``AuthError`` when credentials are refused.
    """
    env = os.environ if env is None else env
    providers = resolve(model, ProviderOptions(base_url=base_url, timeout=timeout, env=env))
    if len(providers) != 1 or not isinstance(providers[0], ChatProvider):
        raise ForminvError(f"complete() needs a chat model such as openai/gpt-4o, not '{model}'")
    p = providers[0]
    req = ChatRequest(system=system, user=user, temperature=temperature, max_tokens=max_tokens,
                      sample=sample)
    key = p.cache_key(req)
    redactor = Redactor.of([p], env)
    store, owned = open_cache(cache)
    try:
        if store is not None and not refresh:
            hit = store.get(key.digest())
            if hit is not None:  # (an entry from before redaction may hold a key)
                return Completion(redactor.answer(hit.raw), hit.input_tokens,
                                  hit.output_tokens, hit.latency_s, cached=True)
        p.prepare()
        reply, latency = await call_chat(p, req, timeout=timeout,
                                         policy=RetryPolicy(retries=retries),
                                         rng=rng or random.Random(), redact=redactor)
        text = redactor.answer(reply.text)  # a key echoed in the text is never stored
        if store is not None:
            store.put(key, CachedResponse(raw=text, verdict=parse_verdict(text),
                                          input_tokens=reply.input_tokens,
                                          output_tokens=reply.output_tokens, latency_s=latency,
                                          timestamp=now_iso()))
        return Completion(text, reply.input_tokens, reply.output_tokens, latency,
                          cached=False)
    finally:
        await p.aclose()
        if owned and store is not None:
            store.close()


complete = run_sync(acomplete)
complete.__name__ = complete.__qualname__ = "complete"

__all__ = ["Completion", "acomplete", "complete", "DEFAULT_COMPLETION_TOKENS"]
