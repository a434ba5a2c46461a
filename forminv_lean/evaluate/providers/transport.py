"""Which HTTP client carries the SDKs' requests.

Both official SDKs default to an httpx client whose Python-level cost (~1.5 ms per request
here) caps one event loop at a few hundred requests per second. They also ship an aiohttp
transport (``DefaultAioHttpClient``, the ``aiohttp`` extra) that does the same work in C
for the most part; we use it whenever aiohttp is installed. ``httpx`` stays selectable
(``--transport httpx``), e.g. for proxies only httpx understands.
"""

from __future__ import annotations

import importlib.util
from types import ModuleType
from typing import Any, Literal

from forminv_lean.errors import MissingDependencyError, UsageError

Transport = Literal["auto", "aiohttp", "httpx"]
TRANSPORTS: tuple[str, ...] = ("auto", "aiohttp", "httpx")


def resolve_transport(transport: str) -> Literal["aiohttp", "httpx"]:
    """``auto`` → aiohttp when it is importable, else httpx; an explicit aiohttp must be there."""
    has_aiohttp = importlib.util.find_spec("aiohttp") is not None
    if transport == "auto":
        return "aiohttp" if has_aiohttp else "httpx"
    if transport == "aiohttp" and not has_aiohttp:
        raise MissingDependencyError(
            "the aiohttp transport needs the 'aiohttp' package: pip install aiohttp "
            "(or choose --transport httpx)")
    if transport not in ("aiohttp", "httpx"):
        raise UsageError(
            f"unknown transport '{transport}'; choose one of {', '.join(TRANSPORTS)}")
    return transport  # type: ignore[return-value]


def http_client(sdk: ModuleType, transport: str, timeout: float) -> Any | None:
    """The ``http_client`` to hand an SDK's async client: the SDK's own default client of
    the chosen transport (same limits and redirects), with every reply body capped as it
    is read (:func:`~.reply.cap_body`), error bodies included, which the SDK reads whole.
    SDK releases older than their aiohttp support get httpx under ``auto``; ``None``
    (the SDK's own client, uncapped) only for an SDK without either factory."""
    from forminv_lean.evaluate.providers.reply import cap_body

    hooks = {"event_hooks": {"response": [cap_body]}}
    factory = getattr(sdk, "DefaultAsyncHttpxClient", None)
    if resolve_transport(transport) == "aiohttp":
        aiohttp_factory = getattr(sdk, "DefaultAioHttpClient", None)
        if aiohttp_factory is None and transport != "auto":
            raise MissingDependencyError(
                f"this {sdk.__name__} SDK ({getattr(sdk, '__version__', '?')}) has no aiohttp "
                f"transport: pip install -U '{sdk.__name__}[aiohttp]' (or choose --transport "
                "httpx)")
        factory = aiohttp_factory or factory
    return factory(timeout=timeout, **hooks) if factory is not None else None


def response_class() -> type:
    """The SDKs' HTTP response class, as ``cast_to`` for a reply whose body we read
    ourselves (``httpx2``, the SDKs' current stack; ``httpx`` for older releases)."""
    try:
        import httpx2

        return httpx2.Response
    except ImportError:
        import httpx

        return httpx.Response


__all__ = ["Transport", "TRANSPORTS", "resolve_transport", "http_client", "response_class"]
