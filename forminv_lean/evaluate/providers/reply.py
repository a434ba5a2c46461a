"""A model's reply body, read and decoded so that no reply can sink a run.

A server (or a proxy in front of it) can send anything with status 200. Whatever it sends
must end as this item's recorded error, never as a crash of the whole run, a fake answer,
or gigabytes of memory:

* the body is read as a stream and refused past :data:`MAX_REPLY_BYTES` (a verdict is a
  word; even a reasoning model's 4,096-token budget is ~100 kB of JSON), so a 50 MB reply
  costs at most that much memory and is never stored;
* the JSON decoder's own failures (bytes that are not UTF-8, nesting deeper than Python's
  recursion limit, integers past its 4,300-digit conversion limit) are a malformed reply;
* an answer text is a ``str`` that can be written as UTF-8 (a ``\\udcff`` escape decodes
  to a lone surrogate, which no file or SQLite row can hold);
* a token count is an ``int`` in a range a counter can have (SQLite's INTEGER holds 64
  bits; a 4,000-digit ``prompt_tokens`` would crash the cache write).

Malformed replies are transient (a retry may get a good one); an oversized one is
permanent: the same request would get the same huge reply again.
"""

from __future__ import annotations

import functools
import json
import sys
import zlib
from collections.abc import AsyncIterator, Mapping
from typing import Any, Protocol

from forminv_lean.evaluate.retry import (
    ErrorKind,
    ProviderError,
    classify_status,
    parse_retry_after,
)

#: Largest reply body read, in bytes (decoded: a compressed bomb counts at its full size).
MAX_REPLY_BYTES = 2 * 1024 * 1024
#: Largest error body (status 400 and up) read: only its first few hundred characters are
#: ever quoted.
MAX_ERROR_BYTES = 64 * 1024
#: Token counts above this are not counts (2**53: still exact as a JSON number anywhere).
MAX_COUNT = 2**53


class StreamedBody(Protocol):
    """What the SDKs' unread HTTP responses offer (``httpx``/``httpx2`` ``Response``)."""

    @property
    def headers(self) -> Mapping[str, str]: ...

    def aiter_bytes(self) -> AsyncIterator[bytes]: ...


def too_large(limit: int) -> ProviderError:
    return ProviderError(ErrorKind.PERMANENT,
                         f"reply refused: larger than {limit:,} bytes (a verdict is a word; "
                         "nothing of it was kept)")


def _refusal(response: Any, limit: int) -> ProviderError:
    """Why a body past ``limit`` is refused: for an error status, that status (so a 429 or
    a 503 is still retried as one), else :func:`too_large`."""
    status = int(response.status_code)
    if status < 400:
        return too_large(limit)
    return ProviderError(classify_status(status),
                         f"HTTP {status} (its error body, over {limit:,} bytes, was not read)",
                         status=status, retry_after=parse_retry_after(response.headers))


async def cap_body(response: Any) -> None:
    """An ``httpx`` response hook: the body, still unread, is refused at once when its
    Content-Length is past the cap, else wrapped so that reading past the cap raises.

    Needed beside :func:`read_capped` because the SDKs read an error body whole themselves
    (``aread``) before raising their status error; this caps that read too. It counts the
    bytes as received (a compressed body is capped again, decoded, by ``read_capped``)."""
    limit = MAX_REPLY_BYTES if response.status_code < 400 else MAX_ERROR_BYTES
    length = response.headers.get("content-length", "")
    if length.isdigit() and len(length) < 20 and int(length) > limit:
        await response.aclose()
        raise _refusal(response, limit)
    flavour = type(response).__module__.split(".")[0]  # httpx2, or httpx
    response.stream = _capped_stream_class(flavour)(response, limit)
    encoding = response.headers.get("content-encoding", "").strip().lower()
    if response.status_code >= 400 and encoding not in ("", "identity"):
        await _inflate_error_body(response, encoding, limit, flavour)


async def _inflate_error_body(response: Any, encoding: str, limit: int, flavour: str) -> None:
    """Decode a compressed error body here, capped, and hand the SDK the plain bytes: it
    would otherwise inflate it whole (a 60 kB gzip of 60 MB: 380 MB of memory)."""
    compressed = bytearray()
    try:
        async for chunk in response.stream:  # capped at ``limit`` (CappedStream)
            compressed += chunk
    finally:
        await response.stream.aclose()
    inflater = (zlib.decompressobj(zlib.MAX_WBITS | 32) if encoding in ("gzip", "x-gzip")
                else zlib.decompressobj() if encoding == "deflate" else None)
    if inflater is None:  # br, zstd...: not worth a decoder for an error message
        raise _refusal(response, limit)
    try:
        plain = inflater.decompress(bytes(compressed), limit + 1)
    except zlib.error:
        plain = b""
    if len(plain) > limit or inflater.unconsumed_tail:
        raise _refusal(response, limit)
    del response.headers["content-encoding"]
    response.headers["content-length"] = str(len(plain))
    response.stream = sys.modules[flavour].ByteStream(plain)


@functools.cache
def _capped_stream_class(flavour: str) -> type:
    """A byte stream of the response's own ``httpx`` flavour (it checks the type) that
    stops past ``limit`` bytes."""
    module = sys.modules[flavour]

    class CappedStream(module.AsyncByteStream):  # type: ignore[name-defined,misc]
        def __init__(self, response: Any, limit: int) -> None:
            self._response, self._inner, self._limit = response, response.stream, limit

        async def __aiter__(self) -> AsyncIterator[bytes]:
            seen = 0
            async for chunk in self._inner:
                seen += len(chunk)
                if seen > self._limit:
                    raise _refusal(self._response, self._limit)
                yield chunk

        async def aclose(self) -> None:
            await self._inner.aclose()

    return CappedStream


def _transport_errors() -> tuple[type[BaseException], ...]:
    """Errors of the HTTP stacks under the SDKs while a body is being read."""
    found: list[type[BaseException]] = [OSError]
    for module in ("httpx2", "httpx"):
        try:
            found.append(__import__(module).TransportError)
        except (ImportError, AttributeError):
            pass
    return tuple(found)


async def read_capped(response: StreamedBody, limit: int = MAX_REPLY_BYTES) -> bytes:
    """The whole body, or a :class:`ProviderError` as soon as it passes ``limit`` bytes
    (before reading anything when ``Content-Length`` already says so). The caller closes
    the response (an unread rest is dropped with the connection)."""
    length = response.headers.get("content-length", "")
    if length.isdigit() and len(length) < 20 and int(length) > limit:
        raise too_large(limit)
    buf = bytearray()
    try:
        async for chunk in response.aiter_bytes():
            buf += chunk
            if len(buf) > limit:
                raise too_large(limit)
    except _transport_errors() as exc:
        raise ProviderError(ErrorKind.TRANSIENT, "connection error while reading the reply: "
                            f"{type(exc).__name__}: {exc}"[:300]) from None
    return bytes(buf)


def decode_json(data: bytes) -> Any:
    """``json.loads`` whose every failure on hostile bytes is a malformed reply."""
    try:
        return json.loads(data)
    except RecursionError:
        problem = "JSON nested too deeply"
    except UnicodeDecodeError as exc:
        problem = f"not UTF-8 ({exc.reason} at byte {exc.start})"
    except json.JSONDecodeError as exc:
        problem = f"malformed JSON ({exc.msg} at line {exc.lineno} column {exc.colno})"
    except ValueError as exc:  # an integer past sys.get_int_max_str_digits(), so far
        problem = ("a number too long to decode" if "digits" in str(exc)
                   else f"undecodable JSON ({' '.join(str(exc).split())[:120]})")
    raise ProviderError(ErrorKind.TRANSIENT, f"malformed response: {problem}")


def answer_text(value: object, where: str) -> str:
    """An answer text that can be stored: a ``str`` encodable as UTF-8."""
    if not isinstance(value, str):
        raise ProviderError(ErrorKind.TRANSIENT,
                            f"malformed response: {where} is {type(value).__name__}, not text")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ProviderError(ErrorKind.TRANSIENT,
                            f"malformed response: {where} holds a lone surrogate (not "
                            "valid Unicode)") from None
    return value


def writable(text: str) -> str:
    """``text`` with any lone surrogate written as ``\\udcff``: the last guard before a
    file or the cache, for texts that came from elsewhere (a replayed file, an old cache)."""
    if text.isascii():
        return text
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def token_count(value: object) -> int | None:
    """A usage count as reported, or ``None`` when it is not one (missing, a bool, a
    float, negative, or too large to be a count)."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT:
        return value
    return None


__all__ = ["MAX_REPLY_BYTES", "MAX_ERROR_BYTES", "MAX_COUNT", "cap_body", "read_capped", "decode_json", "answer_text",
           "token_count", "too_large", "writable"]
