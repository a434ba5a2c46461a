"""Put every item to every model: cache first, then bounded concurrent requests.

The plan: for each model and item (and sample), build the request and its cache key; look
all keys up in one pass; what is cached is done. The rest go to worker tasks, ``concurrency``
per endpoint (one group per provider and base URL), each asked by this process's
:class:`~forminv_lean.evaluate.jobs.Asker` (retry policy, cache commit on success).
Permanent failures become a Response with ``error`` set and the run goes on; an auth
failure stops everything at once. With ``workers > 1`` the chat requests are shared out
over forked processes, each asking with its own Asker (``workers.py``); offline providers
always run here. The manifest is assembled in ``run_manifest.py``.
"""

from __future__ import annotations

import asyncio
import functools
import os
import random
import sys
import time
from collections import Counter, deque
from collections.abc import Callable, Coroutine, Mapping, Sequence
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

from forminv_lean.errors import ForminvError, UsageError
from forminv_lean.evaluate.cache import CachedResponse, CacheSpec, ResponseCache, open_cache
from forminv_lean.evaluate.config import DEFAULTS, EvalConfig, make_config
from forminv_lean.evaluate.display import RunDisplay, summary_table
from forminv_lean.evaluate.jobs import Asker, Job, chat_response, offline_response
from forminv_lean.evaluate.output import (
    load_resumable,
    sort_responses,
    summarize,
    write_outputs,
)
from forminv_lean.evaluate.prices import PriceTable, price_table
from forminv_lean.evaluate.protocol import user_prompt
from forminv_lean.evaluate.providers.base import (
    ChatProvider,
    ChatRequest,
    Provider,
    ProviderOptions,
    Redactor,
    keep_answer,
)
from forminv_lean.evaluate.providers.registry import resolve_all
from forminv_lean.evaluate.providers.reply import writable
from forminv_lean.evaluate.retry import RetryPolicy
from forminv_lean.evaluate.run_manifest import RunFacts, run_manifest
from forminv_lean.evaluate.verdict import parse_verdict
from forminv_lean.evaluate.workers import WorkerPool, check_workers, split
from forminv_lean.records import Item, Response
from forminv_lean.signals import cancel_on_sigterm

P = ParamSpec("P")
T = TypeVar("T")


class Runner:
    """One run over resolved providers: plans it, asks through its :class:`Asker` (and
    worker processes), and collects the Responses and counters."""

    def __init__(self, providers: Sequence[Provider], items: Sequence[Item], config: EvalConfig,
                 *, cache: ResponseCache | None, prices: PriceTable, policy: RetryPolicy,
                 display: RunDisplay, redact: Callable[[str], str], rng: random.Random,
                 resumable: Mapping[str, Response] | None = None,
                 redact_answer: Callable[[str], str] = keep_answer) -> None:
        self.providers, self.items, self.config = providers, items, config
        self.cache, self.display = cache, display
        self.asker = Asker(cache=cache, policy=policy, rng=rng, prices=prices,
                           timeout=config.timeout, redact=redact, on_done=self.done,
                           redact_answer=redact_answer)
        self.results: list[Response] = []
        self.cache_hits: Counter[str] = Counter()
        #: Answers of an earlier run (``--resume``) by cache key, and how many were reused.
        self.resumable: Mapping[str, Response] = resumable or {}
        self.resumed: Counter[str] = Counter()
        self.pool: WorkerPool | None = None

    @property
    def requests(self) -> int:
        """Attempts sent, by this process and its workers."""
        return self.asker.requests + (self.pool.requests if self.pool is not None else 0)

    @property
    def retries(self) -> int:
        return self.asker.retries + (self.pool.retries if self.pool is not None else 0)

    # -- planning ----------------------------------------------------------------------

    def plan(self) -> dict[str, deque[Job]]:
        """Answer what needs no request now; queue the rest by endpoint."""
        groups: dict[str, deque[Job]] = {}
        samples = range(self.config.samples)
        prices = self.asker.prices
        for p in self.providers:
            self.display.add(p.label, total=len(self.items) * self.config.samples)
            if isinstance(p, ChatProvider):
                jobs = []
                for item in self.items:
                    for s in samples:
                        req = ChatRequest(system=self.config.system_prompt, user=user_prompt(item),
                                          temperature=self.config.temperature,
                                          max_tokens=self.config.max_tokens_for(p), sample=s)
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
                            self.done(chat_response(j, cached, prices))
                            continue
                    if cached is None:
                        groups.setdefault(p.group, deque()).append(j)
                    else:
                        self.cache_hits[p.label] += 1
                        self.done(chat_response(j, cached, prices))
            elif p.blocking:
                groups.setdefault(p.group, deque()).extend(
                    Job(p, item, s) for item in self.items for s in samples)
            else:
                for item in self.items:
                    for s in samples:
                        self.done(offline_response(p, item, s, p.answer(item, s), prices))
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

    def done(self, r: Response) -> None:
        """Every Response of the run arrives here: planned, asked here, or from a worker.
        Fresh answers were scrubbed of keys before they were cached; this catches the
        rest (a cache or an earlier run's file from before, a replay, an offline error)."""
        raw = writable(self.asker.redact_answer(r.raw)) if r.raw else r.raw
        error = writable(self.asker.redact(r.error)) if r.error else r.error
        if raw != r.raw or error != r.error:
            update: dict[str, object] = {"raw": raw, "error": error}
            if r.cache_key is not None and raw is not None:  # a chat answer: parsed from raw
                update["verdict"] = parse_verdict(raw)
            r = r.model_copy(update=update)
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
            self.pool = WorkerPool(self.asker, [s for s in shares if s],
                                   self.cache.path if self.cache is not None else None,
                                   on_response=self.done)
        return groups

    async def run(self, groups: dict[str, deque[Job]]) -> None:
        """Work through what :meth:`start` left here, and collect the workers' answers."""
        tasks = []
        for queue in groups.values():
            if isinstance(queue[0].provider, ChatProvider):
                for p in {id(j.provider): j.provider for j in queue}.values():
                    p.prepare()  # type: ignore[union-attr]  # the client: here, untimed
            n = min(self.config.concurrency, len(queue)) if queue[0].request else 1
            tasks += [asyncio.create_task(self.asker.work(queue)) for _ in range(n)]
        waiting: list[asyncio.Future[None]] = list(tasks)
        if self.pool is not None:
            self.pool.attach()
            waiting += self.pool.futures()
        try:
            if waiting:
                done, _ = await asyncio.wait(waiting, return_when=asyncio.FIRST_EXCEPTION)
                # every failure is retrieved (two workers refused the same key: asyncio would
                # print the second one's "exception was never retrieved"); the first in
                # `waiting`'s order is raised, so which error a run reports is deterministic
                errors = [t.exception() for t in waiting if t in done and not t.cancelled()]
                first = next((e for e in errors if e is not None), None)
                if first is not None:
                    raise first
        finally:
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            if self.pool is not None:
                self.pool.stop()
            self.asker.close()


async def aevaluate(
    items: Sequence[Item],
    models: Sequence[str],
    *,
    out_dir: str | Path | None = None,
    concurrency: int = DEFAULTS.concurrency,
    workers: int = DEFAULTS.workers,
    transport: str = DEFAULTS.transport,
    samples: int = DEFAULTS.samples,
    temperature: float = DEFAULTS.temperature,
    max_tokens: int | None = DEFAULTS.max_tokens,
    timeout: float = DEFAULTS.timeout,
    retries: int = DEFAULTS.retries,
    base_url: str | None = DEFAULTS.base_url,
    cache: CacheSpec = "default",
    refresh: bool = DEFAULTS.refresh,
    prices: PriceTable | str | Path | None = None,
    system_prompt: str = DEFAULTS.system_prompt,
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
    redactor = Redactor.of(providers, env)
    runner = Runner(providers, items, config, cache=cache_obj, prices=table, policy=policy,
                    display=display, redact=redactor, redact_answer=redactor.answer,
                    rng=rng or random.Random(), resumable=resumable)
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
    summary = summarize(responses, [p.label for p in providers], runner.cache_hits)
    if progress:
        display.console.print(summary_table(summary))
    if out_dir is not None:
        facts = RunFacts(requests=runner.requests, retries=runner.retries,
                         cache_hits=sum(runner.cache_hits.values()),
                         resumed=sum(runner.resumed.values()),
                         cache=cache_obj.path if cache_obj is not None else None,
                         elapsed_s=elapsed)
        write_outputs(out_dir, responses, functools.partial(
            run_manifest, n_records=len(responses), items=items, providers=providers,
            config=config, summary=summary, facts=facts, dataset_path=dataset_path,
            selection=selection))
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


__all__ = ["Runner", "aevaluate", "evaluate", "run_sync"]
