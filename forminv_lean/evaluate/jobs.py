"""One question to one model, and the object that asks such questions in one process.

A :class:`Job` is a (provider, item, sample) with, for a chat provider, its request and
cache key. An :class:`Asker` works through queues of jobs: each request goes through the
timeout and the retry policy, a success is committed to the cache at once, and every
Response goes to its ``on_done`` callback. It holds all the per-process state of asking
(cache connection, retry policy, random source, prices, redaction, counters), so the run's
own process and each forked worker (``workers.py``) build their own with
:meth:`Asker.for_worker` instead of overwriting one another's.
"""

from __future__ import annotations

import asyncio
import dataclasses
import random
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime

from forminv_lean.evaluate.cache import CachedResponse, CacheKey, ResponseCache
from forminv_lean.evaluate.prices import PriceTable
from forminv_lean.evaluate.providers.base import (
    Answer,
    ChatProvider,
    ChatReply,
    ChatRequest,
    OfflineProvider,
    Provider,
    keep_answer,
)
from forminv_lean.evaluate.retry import (
    AuthError,
    ErrorKind,
    ProviderError,
    RetryPolicy,
    with_retries,
)
from forminv_lean.evaluate.verdict import Verdict, parse_verdict
from forminv_lean.records import Item, Response


def now_iso() -> str:
    """UTC now, to the millisecond, as recorded on Responses and cache entries."""
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


@dataclass
class Job:
    """One (provider, item, sample); chat jobs carry their request and cache key."""

    provider: Provider
    item: Item
    sample: int
    request: ChatRequest | None = None
    key: CacheKey | None = None
    digest: str | None = None


def chat_response(job: Job, entry: CachedResponse, prices: PriceTable,
                  verdict: Verdict | None = None) -> Response:
    """A chat Response from an answer (fresh, cached or resumed); the verdict is
    (re-)parsed from the raw text unless given."""
    label = job.provider.label
    return Response(model=label, item_id=job.item.id, sample=job.sample, raw=entry.raw,
                    verdict=verdict if verdict is not None else parse_verdict(entry.raw),
                    latency_s=entry.latency_s,
                    input_tokens=entry.input_tokens, output_tokens=entry.output_tokens,
                    cost_usd=prices.cost(label, entry.input_tokens, entry.output_tokens),
                    cache_key=job.digest, timestamp=entry.timestamp)


def offline_response(p: OfflineProvider, item: Item, sample: int, a: Answer,
                     prices: PriceTable) -> Response:
    """An offline provider's Response."""
    return Response(model=p.label, item_id=item.id, sample=sample, raw=a.raw,
                    verdict=a.verdict, error=a.error, latency_s=a.latency_s,
                    input_tokens=a.input_tokens, output_tokens=a.output_tokens,
                    cost_usd=prices.cost(p.label, a.input_tokens, a.output_tokens),
                    timestamp=a.timestamp)


async def call_chat(
    p: ChatProvider, req: ChatRequest, *, timeout: float, policy: RetryPolicy,
    rng: random.Random, redact: Callable[[str], str],
    on_attempt: Callable[[], None] | None = None,
    on_retry: Callable[[ProviderError, float], None] | None = None,
) -> tuple[ChatReply, float]:
    """One request through the timeout and the retry policy: ``(reply, latency of the
    successful attempt)``. Raises :class:`AuthError` for refused credentials and the final
    :class:`ProviderError` for anything else that did not succeed, both with their
    message passed through ``redact`` (see :class:`~.providers.base.Redactor`)."""
    latency = 0.0

    async def attempt() -> ChatReply:
        nonlocal latency
        if on_attempt is not None:
            on_attempt()
        t0 = time.perf_counter()
        try:
            async with asyncio.timeout(timeout):
                reply = await p.chat(req)
        except TimeoutError:
            raise ProviderError(ErrorKind.TRANSIENT, f"timed out after {timeout:g}s") from None
        latency = round(time.perf_counter() - t0, 4)
        return reply

    try:
        reply = await with_retries(attempt, policy, rng=rng, on_retry=on_retry)
    except ProviderError as err:
        message = redact(err.message)
        if err.kind is ErrorKind.AUTH:
            hint = (f"; check the environment variable {p.key_env}" if p.key_env
                    else "; the server wants credentials")
            raise AuthError(f"{p.label}: authentication failed ({message}){hint}") from None
        raise ProviderError(err.kind, message, status=err.status) from None
    return reply, latency


@dataclass
class Asker:
    """Asks jobs in one process and hands each Response to ``on_done``.

    Not shared between processes: a worker builds its own with :meth:`for_worker`.
    ``requests`` counts attempts sent, ``retries`` the retries among them.
    """

    cache: ResponseCache | None
    policy: RetryPolicy
    rng: random.Random
    prices: PriceTable
    timeout: float
    redact: Callable[[str], str]
    on_done: Callable[[Response], None]
    requests: int = 0
    retries: int = 0
    #: Scrubs keys out of an answer before it is parsed, cached or recorded
    #: (:meth:`~.providers.base.Redactor.answer`).
    redact_answer: Callable[[str], str] = keep_answer
    #: One thread for blocking offline providers (solvers such as Z3 are not thread-safe).
    _executor: ThreadPoolExecutor | None = field(default=None, init=False, repr=False)

    def for_worker(self, *, cache: ResponseCache | None, rng: random.Random,
                   on_done: Callable[[Response], None]) -> Asker:
        """The same way of asking, with a worker process's own cache connection, random
        source and callback, and counters from zero."""
        return dataclasses.replace(self, cache=cache, rng=rng, on_done=on_done, requests=0,
                                   retries=0)

    async def work(self, queue: deque[Job]) -> None:
        """Take jobs off ``queue`` (shared with sibling tasks) until it is empty."""
        while queue:
            job = queue.popleft()
            if job.request is None:
                self.on_done(await self.ask_offline(job))
            else:
                self.on_done(await self.ask_chat(job))

    async def ask_offline(self, job: Job) -> Response:
        p = job.provider
        assert isinstance(p, OfflineProvider)
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="forminv-offline")
        loop = asyncio.get_running_loop()
        try:
            answer = await loop.run_in_executor(self._executor, p.answer, job.item, job.sample)
        except Exception as exc:  # one bad item must not sink a long run: record it
            answer = Answer(raw=None, verdict=None,
                            error=f"{p.label} failed: {type(exc).__name__}: {exc}")
        return offline_response(p, job.item, job.sample, answer, self.prices)

    async def ask_chat(self, job: Job) -> Response:
        p = job.provider
        assert isinstance(p, ChatProvider) and job.request is not None and job.key is not None
        attempts = 0

        def on_attempt() -> None:
            nonlocal attempts
            attempts += 1
            self.requests += 1

        def on_retry(err: ProviderError, wait: float) -> None:
            self.retries += 1

        try:
            reply, latency = await call_chat(p, job.request, timeout=self.timeout,
                                             policy=self.policy, rng=self.rng,
                                             redact=self.redact, on_attempt=on_attempt,
                                             on_retry=on_retry)
        except ProviderError as err:
            tries = f" (after {attempts} attempts)" if attempts > 1 else ""
            return Response(model=p.label, item_id=job.item.id, sample=job.sample,
                            error=f"{err.kind.value}: {err.message}{tries}", cache_key=job.digest,
                            timestamp=now_iso())
        text = self.redact_answer(reply.text)  # before the cache: a key never lands there
        verdict = parse_verdict(text)
        entry = CachedResponse(raw=text, verdict=verdict, input_tokens=reply.input_tokens,
                               output_tokens=reply.output_tokens, latency_s=latency,
                               timestamp=now_iso())
        if self.cache is not None:  # committed now: a killed run keeps this answer
            self.cache.put(job.key, entry)
        return chat_response(job, entry, self.prices, verdict)

    def close(self) -> None:
        """Let go of the offline thread (an unfinished answer is abandoned)."""
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)


__all__ = ["Job", "Asker", "call_chat", "chat_response", "offline_response", "now_iso"]
