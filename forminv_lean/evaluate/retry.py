"""Classified errors and the one retry policy every provider goes through.

Retrying everything is an anti-pattern: a 400 will fail the same way forever, and a 401
means every later request will too. So each failure is classified once, by the provider
that saw it, and this module decides what to do:

* ``rate_limit`` (429): wait at least what ``Retry-After`` says (capped), then retry;
* ``transient`` (5xx, 408/409, timeouts, dropped connections, malformed JSON): back off
  exponentially with jitter, then retry;
* ``permanent`` (other 4xx): no retry; the item's Response records the error;
* ``auth`` (401/403): no retry; the whole run stops with one line naming the env var.

The SDKs' own retries are switched off (``max_retries=0``) so this is the only policy.
"""

from __future__ import annotations

import asyncio
import email.utils
import random
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeVar

from forminv_lean.errors import ForminvError

T = TypeVar("T")


class ErrorKind(StrEnum):
    """How a provider error is handled: rate limits and transient errors are retried."""
    RATE_LIMIT = "rate_limit"
    TRANSIENT = "transient"
    PERMANENT = "permanent"
    AUTH = "auth"

    @property
    def retryable(self) -> bool:
        return self in (ErrorKind.RATE_LIMIT, ErrorKind.TRANSIENT)


#: Longest error message kept: a server's words are quoted, never its whole page.
MAX_MESSAGE = 500


def clean_message(message: str) -> str:
    """One line, bounded, and writable as UTF-8: a server's message may carry anything,
    e.g. a ``\udcff`` escape (a lone surrogate) that no file or SQLite row could hold."""
    text = " ".join(message.split())
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= MAX_MESSAGE else text[:MAX_MESSAGE - 1] + "…"


class ProviderError(ForminvError):
    """A classified failure of one request; the message is one line, without secrets."""

    def __init__(self, kind: ErrorKind, message: str, *, status: int | None = None,
                 retry_after: float | None = None) -> None:
        self.kind, self.status, self.retry_after = kind, status, retry_after
        self.message = clean_message(message)
        super().__init__(self.message)


class AuthError(ForminvError):
    """Credentials were refused: stop the run at once (exit code 3)."""

    exit_code = 3


class MissingKeyError(ForminvError):
    """An API key variable is not set; raised before any request is made."""


def classify_status(status: int) -> ErrorKind:
    """Map an HTTP status to what the runner should do about it."""
    if status in (401, 403):
        return ErrorKind.AUTH
    if status == 429:
        return ErrorKind.RATE_LIMIT
    if status >= 500 or status in (408, 409, 425):
        return ErrorKind.TRANSIENT
    return ErrorKind.PERMANENT


def parse_retry_after(headers: Mapping[str, str] | None, *, now: float | None = None) -> float | None:
    """Seconds to wait from ``retry-after-ms``, or ``Retry-After`` as seconds or an HTTP date."""
    if not headers:
        return None
    lowered = {k.lower(): v for k, v in headers.items()}
    ms = lowered.get("retry-after-ms")
    if ms is not None:
        try:
            return max(0.0, float(ms) / 1000.0)
        except ValueError:
            pass
    value = lowered.get("retry-after")
    if value is None:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when is None:
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


@dataclass(frozen=True)
class RetryPolicy:
    """How hard to try. None of these fields enter the cache key: they change how we
    ask, never what the model answers."""

    retries: int = 6
    base_delay: float = 0.5
    max_delay: float = 30.0
    max_retry_after: float = 120.0

    def delay(self, attempt: int, error: ProviderError, rng: random.Random) -> float:
        """Seconds to sleep before retry number ``attempt`` (0-based)."""
        if error.retry_after is not None:
            wait = min(error.retry_after, self.max_retry_after)
            # Honour the server's floor; spread waiters so they do not return in lockstep.
            return wait + rng.uniform(0.0, min(1.0, 0.1 * wait))
        ceiling = min(self.max_delay, self.base_delay * (2 ** attempt))
        return ceiling / 2 + rng.uniform(0.0, ceiling / 2)  # "equal jitter"


async def with_retries(
    call: Callable[[], Awaitable[T]],
    policy: RetryPolicy,
    *,
    rng: random.Random,
    sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
    on_retry: Callable[[ProviderError, float], None] | None = None,
) -> T:
    """Run ``call`` until it succeeds, fails for good, or retries run out.

    Only :class:`ProviderError` is handled; anything else is a bug and propagates.
    """
    attempt = 0
    while True:
        try:
            return await call()
        except ProviderError as err:
            if not err.kind.retryable or attempt >= policy.retries:
                raise
            wait = policy.delay(attempt, err, rng)
            if on_retry is not None:
                on_retry(err, wait)
            await sleep(wait)
            attempt += 1


__all__ = [
    "ErrorKind", "ProviderError", "AuthError", "MissingKeyError", "classify_status",
    "parse_retry_after", "RetryPolicy", "with_retries",
]
