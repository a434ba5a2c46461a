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


def classify_sdk_error(exc: BaseException, sdk: ModuleType) -> ProviderError | None:
    """Map an exception of ``sdk`` onto the retry classes (``None``: not an SDK error)."""
    if isinstance(exc, sdk.APIStatusError):
        status = exc.status_code
        return ProviderError(classify_status(status), f"HTTP {status}: {error_message(exc)}",
                             status=status, retry_after=parse_retry_after(exc.response.headers))
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
