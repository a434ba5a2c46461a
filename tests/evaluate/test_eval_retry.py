"""Error classes, Retry-After parsing and the retry loop (with a recorded, fake sleep)."""

from __future__ import annotations

import asyncio
import email.utils
import random
import time

import pytest

from forminv_lean.evaluate.retry import (
    ErrorKind,
    ProviderError,
    RetryPolicy,
    classify_status,
    parse_retry_after,
    with_retries,
)


@pytest.mark.parametrize("code, kind", [
    (401, ErrorKind.AUTH), (403, ErrorKind.AUTH), (429, ErrorKind.RATE_LIMIT),
    (500, ErrorKind.TRANSIENT), (502, ErrorKind.TRANSIENT), (503, ErrorKind.TRANSIENT),
    (529, ErrorKind.TRANSIENT), (408, ErrorKind.TRANSIENT), (409, ErrorKind.TRANSIENT),
    (400, ErrorKind.PERMANENT), (404, ErrorKind.PERMANENT), (422, ErrorKind.PERMANENT),
])
def test_classify_status(code: int, kind: ErrorKind) -> None:
    assert classify_status(code) is kind


def test_retry_after_forms() -> None:
    now = time.time()
    assert parse_retry_after({"Retry-After": "7"}) == 7.0
    assert parse_retry_after({"retry-after": "1.5"}) == 1.5
    assert parse_retry_after({"retry-after-ms": "250", "Retry-After": "9"}) == 0.25
    date = email.utils.formatdate(now + 30, usegmt=True)
    assert 28.0 <= parse_retry_after({"Retry-After": date}, now=now) <= 31.0
    past = email.utils.formatdate(now - 30, usegmt=True)
    assert parse_retry_after({"Retry-After": past}, now=now) == 0.0
    assert parse_retry_after({"Retry-After": "soon"}) is None
    assert parse_retry_after({}) is None and parse_retry_after(None) is None


def test_delay_honours_retry_after_and_caps_it() -> None:
    rng = random.Random(0)
    policy = RetryPolicy(max_retry_after=10.0)
    err = ProviderError(ErrorKind.RATE_LIMIT, "slow down", retry_after=3.0)
    assert all(3.0 <= policy.delay(0, err, rng) <= 3.3 for _ in range(100))
    huge = ProviderError(ErrorKind.RATE_LIMIT, "go away", retry_after=3600.0)
    assert all(10.0 <= policy.delay(0, huge, rng) <= 11.0 for _ in range(100))


def test_backoff_grows_with_jitter_and_cap() -> None:
    rng = random.Random(1)
    policy = RetryPolicy(base_delay=0.5, max_delay=4.0)
    err = ProviderError(ErrorKind.TRANSIENT, "HTTP 503")
    for attempt, (lo, hi) in enumerate([(0.25, 0.5), (0.5, 1.0), (1.0, 2.0), (2.0, 4.0),
                                        (2.0, 4.0)]):
        delays = [policy.delay(attempt, err, rng) for _ in range(200)]
        assert lo <= min(delays) and max(delays) <= hi
        assert len(set(delays)) > 100  # jittered, not lockstep


def _run(failures: list[ProviderError], retries: int) -> tuple[object, list[float], int]:
    calls = 0
    slept: list[float] = []

    async def call() -> str:
        nonlocal calls
        calls += 1
        if calls <= len(failures):
            raise failures[calls - 1]
        return "ok"

    async def sleep(s: float) -> None:
        slept.append(s)

    async def main() -> object:
        try:
            return await with_retries(call, RetryPolicy(retries=retries), rng=random.Random(0),
                                      sleep=sleep)
        except ProviderError as exc:
            return exc

    return asyncio.run(main()), slept, calls


def test_transient_then_success() -> None:
    result, slept, calls = _run([ProviderError(ErrorKind.TRANSIENT, "HTTP 500")] * 2, retries=3)
    assert result == "ok" and calls == 3 and len(slept) == 2


def test_rate_limit_sleeps_retry_after() -> None:
    result, slept, _ = _run([ProviderError(ErrorKind.RATE_LIMIT, "429", retry_after=2.0)], 3)
    assert result == "ok" and 2.0 <= slept[0] <= 2.2


@pytest.mark.parametrize("kind", [ErrorKind.AUTH, ErrorKind.PERMANENT])
def test_no_retry_for_auth_or_permanent(kind: ErrorKind) -> None:
    result, slept, calls = _run([ProviderError(kind, "no")], retries=5)
    assert isinstance(result, ProviderError) and result.kind is kind
    assert calls == 1 and slept == []


def test_retries_run_out() -> None:
    result, slept, calls = _run([ProviderError(ErrorKind.TRANSIENT, "HTTP 502")] * 10, retries=2)
    assert isinstance(result, ProviderError) and calls == 3 and len(slept) == 2


def test_other_exceptions_are_bugs_and_propagate() -> None:
    async def call() -> None:
        raise KeyError("bug")

    with pytest.raises(KeyError):
        asyncio.run(with_retries(call, RetryPolicy(), rng=random.Random(0)))


def test_message_is_one_line() -> None:
    assert ProviderError(ErrorKind.TRANSIENT, "a\nb\n  c").message == "a b c"
