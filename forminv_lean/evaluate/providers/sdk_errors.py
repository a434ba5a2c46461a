"""Exceptions of the official SDKs → the runner's retry classes.

The ``openai`` and ``anthropic`` SDKs are generated from one template and raise the same
exception classes (``APIStatusError``, ``APITimeoutError``, ...), so one mapping serves both;
each provider passes its own SDK module.
"""

from __future__ import annotations

import json
from types import ModuleType

from forminv_lean.evaluate.retry import ErrorKind, ProviderError, classify_status, parse_retry_after


def error_message(exc: Exception) -> str:
    """The server's own message when it sent one, else the SDK's; one line, bounded."""
    body = getattr(exc, "body", None)
    msg = None
    if isinstance(body, dict):
        err = body.get("error", body)
        msg = err.get("message") if isinstance(err, dict) else err
    text = " ".join(str(msg or getattr(exc, "message", None) or exc).split())
    return text[:300]


def _causes(exc: BaseException) -> list[BaseException]:
    """``exc`` and what it was raised from or while handling, outermost first."""
    chain: list[BaseException] = []
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen and len(chain) < 20:
        chain.append(current)
        seen.add(id(current))
        nxt = current.__cause__ or current.__context__
        os_error = getattr(current, "os_error", None)  # aiohttp keeps the socket's error here
        current = os_error if isinstance(os_error, OSError) and nxt is None else nxt
    return chain


def refused(exc: BaseException) -> ConnectionRefusedError | None:
    """The refused connection behind ``exc``, if that is what it was.

    Needed because the SDKs' aiohttp transport maps every ``aiohttp.ClientConnectionError``
    (a refused connection included) to ``ConnectTimeout``, so the SDK raises
    ``APITimeoutError`` for a port where nothing listens."""
    return next((e for e in _causes(exc) if isinstance(e, ConnectionRefusedError)), None)


def _where(exc: BaseException) -> str:
    """``host:port`` of the failed request (never its path or query: no credentials)."""
    url = getattr(getattr(exc, "request", None), "url", None)
    host, port = getattr(url, "host", None), getattr(url, "port", None)
    if not host:
        return "the server"
    return f"{host}:{port}" if port else str(host)


def classify_sdk_error(exc: BaseException, sdk: ModuleType) -> ProviderError | None:
    """Map an exception of ``sdk`` onto the retry classes (``None``: not an SDK error)."""
    ours = next((e for e in _causes(exc) if isinstance(e, ProviderError)), None)
    if ours is not None:  # raised by our response hook (reply.cap_body), wrapped by the SDK
        return ours
    if isinstance(exc, sdk.APIStatusError):
        status = exc.status_code
        return ProviderError(classify_status(status), f"HTTP {status}: {error_message(exc)}",
                             status=status, retry_after=parse_retry_after(exc.response.headers))
    if isinstance(exc, sdk.APIConnectionError) and refused(exc):
        return ProviderError(ErrorKind.TRANSIENT, f"connection refused by {_where(exc)} (is "
                             "the server running and listening there?)")
    if isinstance(exc, sdk.APITimeoutError):
        return ProviderError(ErrorKind.TRANSIENT, "request timed out")
    if isinstance(exc, sdk.APIConnectionError):
        cause = exc.__cause__ or exc
        return ProviderError(ErrorKind.TRANSIENT, f"connection error: {type(cause).__name__}: {cause}")
    if isinstance(exc, sdk.APIResponseValidationError):
        return ProviderError(ErrorKind.TRANSIENT, f"malformed response: {error_message(exc)}")
    if isinstance(exc, json.JSONDecodeError):
        return ProviderError(ErrorKind.TRANSIENT, f"malformed JSON in response: {exc.msg}")
    return None
