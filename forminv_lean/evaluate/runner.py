"""Put every item to every model: cache first, then bounded concurrent requests.

The plan: for each model and item (and sample), build the request and its cache key; look
all keys up in one pass; what is cached is done. The rest go to worker tasks, ``concurrency``
per endpoint (one group per provider and base URL), each request through the retry policy
and committed to the cache the moment it succeeds. Permanent failures become a Response
with ``error`` set and the run goes on; an auth failure stops everything at once. With
``workers > 1`` the chat requests are shared out over forked processes running the same
worker loop (``workers.py``); offline providers always run here.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import os
import random
import sys
import time
from collections import Counter, deque
from collections.abc import Callable, Coroutine, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal, ParamSpec, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from forminv_lean.errors import ForminvError, UsageError
from forminv_lean.evaluate.cache import (
    CachedResponse,
    CacheKey,
    CacheSpec,
    ResponseCache,
    open_cache,
)
from forminv_lean.evaluate.display import RunDisplay, summary_table
from forminv_lean.evaluate.output import (
    build_manifest,
    load_resumable,
    sort_responses,
    summarize,
    write_outputs,
)
from forminv_lean.evaluate.prices import PriceTable, price_table
from forminv_lean.evaluate.protocol import DEFAULT_TEMPERATURE, SYSTEM_PROMPT, user_prompt
from forminv_lean.evaluate.providers.base import (
    Answer,
    ChatProvider,
    ChatReply,
    ChatRequest,
    OfflineProvider,
    Provider,
    ProviderOptions,
    redact,
)
from forminv_lean.evaluate.providers.registry import resolve_all
from forminv_lean.evaluate.retry import (
    AuthError,
    ErrorKind,
    ProviderError,
    RetryPolicy,
    with_retries,
)
from forminv_lean.evaluate.verdict import Verdict, parse_verdict
from forminv_lean.evaluate.workers import WorkerPool, check_workers, split
from forminv_lean.jsonl import sha256_file
from forminv_lean.records import Item, Response
from forminv_lean.signals import cancel_on_sigterm

P = ParamSpec("P")
T = TypeVar("T")


class EvalConfig(BaseModel):
    """The run's knobs, validated once. Only ``system_prompt``, ``temperature``,
    ``max_tokens`` and the sample index reach the cache key; the rest change how we ask."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    concurrency: int = Field(8, ge=1)
    workers: int = Field(1, ge=1)
    transport: Literal["auto", "aiohttp", "httpx"] = "auto"
    samples: int = Field(1, ge=1)
    temperature: float = Field(DEFAULT_TEMPERATURE, ge=0.0)
    max_tokens: int | None = Field(None, ge=1)  # None: the per-model protocol default
    timeout: float = Field(60.0, gt=0)
    retries: int = Field(6, ge=0)
    base_url: str | None = None
    refresh: bool = False
    system_prompt: str = SYSTEM_PROMPT


def make_config(**kwargs: Any) -> EvalConfig:
    try:
        return EvalConfig(**kwargs)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(str(p) for p in err.get("loc", ()))
        raise ForminvError(f"invalid {field}: {err.get('msg', 'invalid value')}") from None


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


@dataclass
class Job:
    provider: Provider
    item: Item
    sample: int
    request: ChatRequest | None = None
    key: CacheKey | None = None
    digest: str | None = None


class Runner:
    """One run over resolved providers; collects Responses and counters."""

    def __init__(self, providers: Sequence[Provider], items: Sequence[Item], config: EvalConfig,
                 *, cache: ResponseCache | None, prices: PriceTable, policy: RetryPolicy,
                 display: RunDisplay, env: Mapping[str, str], rng: random.Random) -> None:
        self.providers, self.items, self.config = providers, items, config
        self.cache, self.prices, self.policy = cache, prices, policy
        self.display, self.env, self.rng = display, env, rng
        self.results: list[Response] = []
        self.cache_hits: Counter[str] = Counter()
        #: Answers of an earlier run (``--resume``) by cache key, and how many were reused.
        self.resumable: dict[str, Response] = {}
        self.resumed: Counter[str] = Counter()
        self.requests = 0
        self.retries = 0
        self.pool: WorkerPool | None = None
        self._executor: ThreadPoolExecutor | None = None

    def max_tokens(self, p: ChatProvider) -> int:
        return self.config.max_tokens or p.settings.max_tokens

    # -- planning ----------------------------------------------------------------------

    def plan(self) -> dict[str, deque[Job]]:
        """Answer what needs no request now; queue the rest by endpoint."""
        groups: dict[str, deque[Job]] = {}
        samples = range(self.config.samples)
        for p in self.providers:
            self.display.add(p.label, total=len(self.items) * self.config.samples)
            if isinstance(p, ChatProvider):
                jobs = []
                for item in self.items:
                    for s in samples:
                        req = ChatRequest(system=self.config.system_prompt, user=user_prompt(item),
                                          temperature=self.config.temperature,
                                          max_tokens=self.max_tokens(p), sample=s)
                        key = p.cache_key(req)
                        jobs.append(Job(p, item, s, req, key, key.digest()))
                hits = ({} if self.cache is None or self.config.refresh
                        else self.cache.get_many(j.digest for j in jobs if j.digest))
                for j in jobs:
                    cached = hits.get(j.digest or "")
                    if cached is None and not self.config.refresh:
                        cached = self.resume(j)
                        if cached is not None:
                            self.resumed[p.label] += 1
                            self.done(self.response(j, cached.raw, cached.input_tokens,
                                                    cached.output_tokens, cached.latency_s,
                                                    cached.timestamp))
                            continue
                    if cached is None:
                        groups.setdefault(p.group, deque()).append(j)
                    else:
                        self.cache_hits[p.label] += 1
                        self.done(self.response(j, cached.raw, cached.input_tokens,
                                                cached.output_tokens, cached.latency_s,
                                                cached.timestamp))
            elif p.blocking:
                groups.setdefault(p.group, deque()).extend(
                    Job(p, item, s) for item in self.items for s in samples)
            else:
                for item in self.items:
                    for s in samples:
                        self.done(self.from_answer(p, item, s, p.answer(item, s)))
        return groups

    def resume(self, job: Job) -> CachedResponse | None:
        """An earlier run's answer to this exact request, put back into the cache."""
        r = self.resumable.get(job.digest or "")
        if r is None or r.raw is None or job.key is None:
            return None
        entry = CachedResponse(raw=r.raw, verdict=r.verdict, input_tokens=r.input_tokens,
                               output_tokens=r.output_tokens, latency_s=r.latency_s,
                               timestamp=r.timestamp)
        if self.cache is not None:
            self.cache.put(job.key, entry)
        return entry

    # -- building responses ------------------------------------------------------------

    def response(self, job: Job, raw: str, input_tokens: int | None, output_tokens: int | None,
                 latency_s: float | None, timestamp: str | None,
                 verdict: Verdict | None = None) -> Response:
        """A chat Response; the verdict is (re-)parsed from ``raw`` unless given."""
        label = job.provider.label
        return Response(model=label, item_id=job.item.id, sample=job.sample, raw=raw,
                        verdict=verdict if verdict is not None else parse_verdict(raw),
                        latency_s=latency_s,
                        input_tokens=input_tokens, output_tokens=output_tokens,
                        cost_usd=self.prices.cost(label, input_tokens, output_tokens),
                        cache_key=job.digest, timestamp=timestamp)

    def from_answer(self, p: OfflineProvider, item: Item, sample: int, a: Answer) -> Response:
        return Response(model=p.label, item_id=item.id, sample=sample, raw=a.raw,
                        verdict=a.verdict, error=a.error, latency_s=a.latency_s,
                        input_tokens=a.input_tokens, output_tokens=a.output_tokens,
                        cost_usd=self.prices.cost(p.label, a.input_tokens, a.output_tokens),
                        timestamp=a.timestamp)

    def done(self, r: Response) -> None:
        self.results.append(r)
        self.display.advance(r.model)

    # -- running -----------------------------------------------------------------------

    def start(self) -> dict[str, deque[Job]]:
        """Plan, and fork the workers if asked: before any thread exists (the progress bar's,
        the offline executor's), which is when forking is safe. Returns the local work."""
        groups = self.plan()
        chat = {g: q for g, q in groups.items() if isinstance(q[0].provider, ChatProvider)}
        for queue in chat.values():
            for p in {id(j.provider): j.provider for j in queue}.values():
                p.load()  # type: ignore[union-attr]  # the SDK import: once, here, untimed
        if self.config.workers > 1 and chat:
            shares: list[dict[str, tuple[deque[Job], int]]] = [
                {} for _ in range(self.config.workers)]
            for g, queue in chat.items():
                for i, share in enumerate(split(queue, self.config.concurrency,
                                                self.config.workers)):
                    shares[i][g] = share
                del groups[g]
            self.pool = WorkerPool(self, [s for s in shares if s],
                                   self.cache.path if self.cache is not None else None)
        return groups

    async def run(self, groups: dict[str, deque[Job]]) -> None:
        """Work through what :meth:`start` left here, and collect the workers' answers."""
        tasks = []
        for queue in groups.values():
            if isinstance(queue[0].provider, ChatProvider):
                for p in {id(j.provider): j.provider for j in queue}.values():
                    p.prepare()  # type: ignore[union-attr]  # the client: here, untimed
            n = min(self.config.concurrency, len(queue)) if queue[0].request else 1
            tasks += [asyncio.create_task(self.worker(queue)) for _ in range(n)]
        waiting: list[asyncio.Future[None]] = list(tasks)
        if self.pool is not None:
            self.pool.attach()
            waiting += self.pool.futures()
        try:
            if waiting:
                done, _ = await asyncio.wait(waiting, return_when=asyncio.FIRST_EXCEPTION)
                for t in done:
                    if not t.cancelled() and t.exception() is not None:
                        raise t.exception()  # type: ignore[misc]
        finally:
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            if self.pool is not None:
                self.pool.stop()
                self.requests += self.pool.requests
                self.retries += self.pool.retries
            if self._executor is not None:
                self._executor.shutdown(wait=False, cancel_futures=True)

    async def worker(self, queue: deque[Job]) -> None:
        while queue:
            job = queue.popleft()
            if job.request is None:
                self.done(await self.ask_offline(job))
            else:
                self.done(await self.ask_chat(job))

    async def ask_offline(self, job: Job) -> Response:
        p = job.provider
        assert isinstance(p, OfflineProvider)
        if self._executor is None:  # one thread: solvers such as Z3 are not thread-safe
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="forminv-offline")
        loop = asyncio.get_running_loop()
        try:
            answer = await loop.run_in_executor(self._executor, p.answer, job.item, job.sample)
        except Exception as exc:  # one bad item must not sink a long run: record it
            answer = Answer(raw=None, verdict=None,
                            error=f"{p.label} failed: {type(exc).__name__}: {exc}")
        return self.from_answer(p, job.item, job.sample, answer)

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
            reply, latency = await call_chat(p, job.request, timeout=self.config.timeout,
                                             policy=self.policy, rng=self.rng, env=self.env,
                                             on_attempt=on_attempt, on_retry=on_retry)
        except ProviderError as err:
            tries = f" (after {attempts} attempts)" if attempts > 1 else ""
            return Response(model=p.label, item_id=job.item.id, sample=job.sample,
                            error=f"{err.kind.value}: {err.message}{tries}", cache_key=job.digest,
                            timestamp=now_iso())
        stamp, verdict = now_iso(), parse_verdict(reply.text)
        if self.cache is not None:  # committed now: a killed run keeps this answer
            self.cache.put(job.key, CachedResponse(
                raw=reply.text, verdict=verdict, input_tokens=reply.input_tokens,
                output_tokens=reply.output_tokens, latency_s=latency, timestamp=stamp))
        return self.response(job, reply.text, reply.input_tokens, reply.output_tokens, latency,
                             stamp, verdict)


async def call_chat(
    p: ChatProvider, req: ChatRequest, *, timeout: float, policy: RetryPolicy,
    rng: random.Random, env: Mapping[str, str],
    on_attempt: Callable[[], None] | None = None,
    on_retry: Callable[[ProviderError, float], None] | None = None,
) -> tuple[ChatReply, float]:
    """One request through the timeout and the retry policy: ``(reply, latency of the
    successful attempt)``. Raises :class:`AuthError` for refused credentials and the final
    :class:`ProviderError` (keys redacted) for anything else that did not succeed."""
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
        message = redact(err.message, env, p.secrets)
        if err.kind is ErrorKind.AUTH:
            hint = (f"; check the environment variable {p.key_env}" if p.key_env
                    else "; the server wants credentials")
            raise AuthError(f"{p.label}: authentication failed ({message}){hint}") from None
        raise ProviderError(err.kind, message, status=err.status) from None
    return reply, latency


def _items_sha256(items: Sequence[Item]) -> str:
    """Identifies the exact items asked (after any selection), whatever file they came from."""
    h = hashlib.sha256()
    for i in items:
        h.update(i.model_dump_json().encode("utf-8") + b"\n")
    return h.hexdigest()


async def aevaluate(
    items: Sequence[Item],
    models: Sequence[str],
    *,
    out_dir: str | Path | None = None,
    concurrency: int = 8,
    workers: int = 1,
    transport: str = "auto",
    samples: int = 1,
    temperature: float = DEFAULT_TEMPERATURE,
    max_tokens: int | None = None,
    timeout: float = 60.0,
    retries: int = 6,
    base_url: str | None = None,
    cache: CacheSpec = "default",
    refresh: bool = False,
    prices: PriceTable | str | Path | None = None,
    system_prompt: str = SYSTEM_PROMPT,
    progress: bool = False,
    dataset_path: str | Path | None = None,
    selection: Mapping[str, Any] | None = None,
    retry_policy: RetryPolicy | None = None,
    env: Mapping[str, str] | None = None,
    rng: random.Random | None = None,
    resume: str | Path | None = None,
    force: bool = False,
) -> list[Response]:
    """Ask every model about every item; return Responses sorted by (model, item, sample).

    Args:
        items: the questions (ids must be unique).
        models: ``provider/model`` names, e.g. ``openai/gpt-4o``, ``baseline/always-true``,
            ``replay/out/responses.jsonl``.
        out_dir: when given, ``responses.jsonl`` and ``run.manifest.json`` are written there
            atomically at the end.
        concurrency: requests in flight per endpoint (in total, whatever ``workers``).
        workers: processes that send the chat requests (fork; Linux/Unix). Above 1 only
            pays when the client's CPU is the limit: hundreds of requests per second to a
            fast local server. Offline providers always run in this process.
        transport: the SDKs' HTTP client: ``auto`` (aiohttp when installed), ``aiohttp`` or
            ``httpx``.
        samples: answers per item; each sample is cached and recorded separately.
        temperature, max_tokens, system_prompt: decoding; defaults are the paper's protocol
            (``max_tokens=None`` means 20, or 4096 for reasoning models).
        timeout, retries: per-request limit and how many retries a transient error gets.
        base_url: override the endpoint of every chat model.
        cache: ``"default"`` (user cache dir or ``$FORMINV_CACHE``), a path, an open
            :class:`ResponseCache`, or ``None`` for no cache. ``refresh`` re-asks and overwrites.
        prices: a price table or a JSON file overriding the built-in one.
        progress: show a progress bar (on a terminal) and a totals table on stderr.
        resume: an earlier run's ``responses.jsonl``: its completed chat answers are reused
            (and put back into the cache) for the very same requests, as when the cache
            was damaged and moved aside. It is checked against its ``run.manifest.json``
            first; ``force`` uses it despite a mismatch, with a warning on stderr.

    Raises:
        AuthError: credentials refused (the run stops at once; answers so far are cached).
        ForminvError: bad options, unknown model, missing API key, before any request.
    """
    config = make_config(concurrency=concurrency, workers=workers, transport=transport,
                         samples=samples, temperature=temperature,
                         max_tokens=max_tokens, timeout=timeout, retries=retries,
                         base_url=base_url, refresh=refresh, system_prompt=system_prompt)
    items = list(items)
    ids = Counter(i.id for i in items)
    dupes = [i for i, n in ids.items() if n > 1]
    if dupes:
        raise ForminvError(f"duplicate item id(s): {', '.join(sorted(dupes)[:5])}")
    env = os.environ if env is None else env
    check_workers(config.workers)
    resumable: dict[str, Response] = {}
    if resume is not None:
        if config.refresh:
            raise UsageError("--resume reuses earlier answers and --refresh asks again: "
                             "choose one")
        resumable, warnings = load_resumable(resume, force=force)
        for warning in warnings:
            print(f"warning: {warning}", file=sys.stderr)
    options = ProviderOptions(base_url=config.base_url, timeout=config.timeout,
                              transport=config.transport, env=env)
    providers = resolve_all(models, options)
    table = prices if isinstance(prices, PriceTable) else price_table(prices)
    policy = retry_policy or RetryPolicy(retries=config.retries)
    needs_cache = any(isinstance(p, ChatProvider) for p in providers)
    cache_obj, owned = open_cache(cache if needs_cache else None)
    display = RunDisplay(progress)
    started = time.perf_counter()
    runner = Runner(providers, items, config, cache=cache_obj, prices=table, policy=policy,
                    display=display, env=env, rng=rng or random.Random())
    runner.resumable = resumable
    try:
        local = runner.start()
        with display:
            await runner.run(local)
    finally:
        for p in providers:
            await p.aclose()
        if owned and cache_obj is not None:
            cache_obj.close()
    elapsed = time.perf_counter() - started

    responses = sort_responses(runner.results)
    labels = [p.label for p in providers]
    summary = summarize(responses, labels, runner.cache_hits)
    if progress:
        display.console.print(summary_table(summary))
    if out_dir is not None:
        def manifest(digest: str) -> dict[str, Any]:
            return build_manifest(
                responses_sha256=digest, n_records=len(responses),
                dataset={"path": str(dataset_path) if dataset_path else None,
                         "sha256": sha256_file(dataset_path) if dataset_path else None,
                         "items_sha256": _items_sha256(items), "n_items": len(items),
                         "selection": dict(selection or {})},
                models=[p.describe(runner.max_tokens(p)) if isinstance(p, ChatProvider)
                        else p.describe() for p in providers],
                protocol={"system_prompt": config.system_prompt, "user_prompt": "question as is",
                          "temperature": config.temperature, "samples": config.samples,
                          "max_tokens": {p.label: runner.max_tokens(p) for p in providers
                                         if isinstance(p, ChatProvider)},
                          "max_tokens_override": config.max_tokens},
                summary=summary,
                run={"requests": runner.requests, "retries": runner.retries,
                     "cache_hits": sum(runner.cache_hits.values()),
                     "resumed": sum(runner.resumed.values()),
                     "cache": str(cache_obj.path) if cache_obj is not None else None,
                     "refresh": config.refresh, "concurrency": config.concurrency,
                     "workers": config.workers,
                     "timeout_s": config.timeout, "elapsed_s": round(elapsed, 3)})

        write_outputs(out_dir, responses, manifest)
    return responses


def run_sync(fn: Callable[P, Coroutine[Any, Any, T]]) -> Callable[P, T]:
    """A blocking twin of an async API function, with the same signature."""

    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> T:
        try:
            asyncio.get_running_loop()
        except RuntimeError:  # SIGTERM, like Ctrl-C, cancels the run so it unwinds cleanly
            return asyncio.run(cancel_on_sigterm(fn(*args, **kwargs)))
        raise ForminvError(f"{fn.__name__.lstrip('a')}() was called inside a running event "
                           f"loop; use 'await {fn.__name__}(...)' instead")

    wrapper.__doc__ = f"Blocking :func:`{fn.__name__}`: same arguments, same result."
    return wrapper


evaluate = run_sync(aevaluate)
evaluate.__name__ = evaluate.__qualname__ = "evaluate"


__all__ = ["EvalConfig", "Runner", "aevaluate", "evaluate", "call_chat", "make_config",
           "now_iso", "run_sync"]
