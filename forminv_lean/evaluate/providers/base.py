"""The one interface every provider implements, and the values that cross it.

Two kinds, because they answer different things:

* a :class:`ChatProvider` turns a (system, user) prompt into text. The runner builds the
  prompt, wraps the call in the cache and the retry policy, and parses the verdict; the
  provider only speaks its wire format and classifies its errors as
  :class:`~forminv_lean.evaluate.retry.ProviderError`.
* an :class:`OfflineProvider` answers an :class:`~forminv_lean.records.Item` directly
  (baselines read its formal rendering, replay looks its id up in a file). Nothing to
  cache or retry.

A registry factory turns ``provider/model`` into a list of providers (a replay file may
hold several models).
"""

from __future__ import annotations

import importlib
import os
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Literal
from urllib.parse import parse_qsl, urlsplit, urlunsplit

from forminv_lean.errors import ForminvError, MissingDependencyError
from forminv_lean.evaluate.cache import CacheKey
from forminv_lean.evaluate.config import DEFAULTS
from forminv_lean.evaluate.protocol import ModelSettings, settings_for
from forminv_lean.evaluate.retry import MissingKeyError
from forminv_lean.records import Item

_URL_SUFFIX = re.compile(r"^(?P<name>.*?)@(?P<url>https?://\S+)$")


@dataclass(frozen=True)
class ModelSpec:
    """``provider/model[@http://host:port/v1]`` split into its parts."""

    provider: str
    name: str
    base_url: str | None
    text: str

    @classmethod
    def parse(cls, text: str) -> ModelSpec:
        provider, sep, rest = text.strip().partition("/")
        if not sep or not provider or not rest:
            raise ForminvError(
                f"model '{text}' must be written provider/model, e.g. openai/gpt-4o, "
                "anthropic/claude-haiku-4-5, baseline/always-true or replay/FILE")
        m = _URL_SUFFIX.match(rest)
        if m and provider != "replay":
            return cls(provider, m["name"], m["url"].rstrip("/"), text)
        return cls(provider, rest, None, text)


@dataclass(frozen=True)
class ProviderOptions:
    """Run-wide settings a factory may need. ``env`` is where keys come from (only there)."""

    base_url: str | None = DEFAULTS.base_url
    timeout: float = DEFAULTS.timeout
    transport: str = DEFAULTS.transport  # see transport.py
    env: Mapping[str, str] = field(default_factory=lambda: os.environ, repr=False)


@dataclass(frozen=True)
class ChatRequest:
    """One prompt as a provider receives it: system and user text and the sampling settings."""
    system: str
    user: str
    temperature: float
    max_tokens: int
    sample: int = 0


@dataclass(frozen=True)
class ChatReply:
    """A provider's answer: the text and, where the API reports them, the token counts."""
    text: str
    input_tokens: int | None = None
    output_tokens: int | None = None


@dataclass(frozen=True)
class Answer:
    """An offline provider's answer to one item."""

    raw: str | None
    verdict: Literal["TRUE", "FALSE"] | None
    error: str | None = None
    latency_s: float | None = None
    input_tokens: int | None = None
    output_tokens: int | None = None
    timestamp: str | None = None


def _replacements(env: Mapping[str, str], secrets: Sequence[str],
                  key_vars: Iterable[str]) -> list[tuple[str, str]]:
    """(value, mark) pairs, longest value first, so a key that contains a shorter one is
    replaced whole."""
    names = list(key_vars)
    values = [(env.get(var, ""), f"<{var}>") for var in names]
    values += [(env.get(var, "").strip(), f"<{var}>") for var in names]
    values += [(s, "<secret>") for s in secrets]
    return sorted({v for v in values if v[0]}, key=lambda v: (-len(v[0]), v))


def _apply(text: str, pairs: Iterable[tuple[str, str]]) -> str:
    for value, mark in pairs:
        if value in text:
            text = text.replace(value, mark)
    return text


def redact(text: str, env: Mapping[str, str], secrets: Sequence[str] = (),
           key_vars: Iterable[str] | None = None) -> str:
    """Remove from ``text`` the value of every variable in ``key_vars`` (by default every
    variable of ``env``), whatever its length, and the given ``secrets`` (e.g. query values
    of a base URL): a server may echo what it refused.

    A key becomes ``<VAR>``, a secret ``<secret>``; longer values go first, so a key that
    contains a shorter one is replaced whole."""
    return _apply(text, _replacements(env, secrets, env.keys() if key_vars is None
                                      else key_vars))


def public_url(url: str) -> str:
    """``url`` without user info, query or fragment: what may be written to a manifest,
    a cache or a message. (A query may carry a key: ``?api_key=...``.)"""
    parts = urlsplit(url)
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit((parts.scheme, host, parts.path, "", ""))


def url_secrets(url: str) -> tuple[str, ...]:
    """The parts of ``url`` that may be credentials: password, user, query values."""
    parts = urlsplit(url)
    found = [parts.password or "", parts.username or "", parts.query, parts.fragment]
    found += [v for _, v in parse_qsl(parts.query, keep_blank_values=False)]
    return tuple(x for x in found if x)


def check_url(url: str, label: str, key_env: str | None = None) -> str:
    """A base URL the SDKs can use, or one line saying why not (before any request).

    A URL carrying ``user:password@`` is refused: aiohttp raises on it, and credentials go
    in the key variable, never on the command line or into a manifest."""
    shown = public_url(url)
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError for a bad port
    except ValueError as exc:
        raise ForminvError(f"{label}: invalid URL {shown!r} ({exc})") from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ForminvError(f"{label}: the URL must look like http(s)://host[:port]/path, got "
                           f"{shown!r}")
    if parts.username is not None or parts.password is not None:
        where = f"in {key_env}" if key_env else "in the environment"
        raise ForminvError(f"{label}: the URL {shown!r} carries a user name or password; "
                           f"remove it and give the API key {where}")
    return url


def require_key(env: Mapping[str, str], var: str, label: str) -> str:
    """The API key from ``var``, or a one-line error naming the variable (before any request)."""
    value = env.get(var, "").strip()
    if not value:
        raise MissingKeyError(
            f"{label}: the environment variable {var} is not set (API keys are read only "
            "from the environment)")
    return value


def require_module(module: str, label: str) -> None:
    """Fail early, with the install hint, when a provider's SDK is missing."""
    import importlib.util

    if importlib.util.find_spec(module) is None:
        raise MissingDependencyError(
            f"{label} needs the '{module}' package: pip install {module}")


class ChatProvider(ABC):
    """A model behind an HTTP API that completes a (system, user) prompt."""

    kind: Literal["chat"] = "chat"
    #: The SDK package the client comes from; :meth:`load` imports it.
    sdk: str | None = None

    def __init__(self, *, provider: str, model: str, base_url: str, key_env: str | None,
                 timeout: float) -> None:
        self.provider, self.model, self.base_url = provider, model, base_url
        #: What may be written (manifest, cache) and what must be scrubbed from messages.
        self.public_url, self.secrets = public_url(base_url), url_secrets(base_url)
        #: The variable holding the API key (None: none needed). Its value is scrubbed
        #: from every message of a run this provider takes part in (:class:`Redactor`).
        self.key_env, self.timeout = key_env, timeout
        self.settings: ModelSettings = settings_for(provider, model)
        self._client: Any = None
        #: Builds the SDK client; a closure, so the API key lives only inside the client.
        self._make_client: Callable[[], Any] | None = None

    @property
    def label(self) -> str:
        """The ``model`` written on every Response."""
        return f"{self.provider}/{self.model}"

    @property
    def group(self) -> str:
        """Requests in one group share one concurrency limit (one endpoint)."""
        return f"{self.provider}@{self.base_url}"

    def cache_key(self, req: ChatRequest) -> CacheKey:
        return CacheKey(
            provider=self.provider, model=self.model, base_url=self.public_url,
            system=req.system, user=req.user, temperature=float(req.temperature),
            max_tokens=req.max_tokens, sample=req.sample, params=self.key_params())

    def key_params(self) -> dict[str, object]:
        """Decoding details that change the request body beyond the common fields."""
        s = self.settings
        return {"token_param": s.token_param, "send_temperature": s.send_temperature}

    def describe(self, max_tokens: int) -> dict[str, object]:
        """This model's line in the run manifest."""
        return {"model": self.label, "provider": self.provider, "base_url": self.public_url,
                "max_tokens": max_tokens, "reasoning": self.settings.reasoning,
                "sends_temperature": self.settings.send_temperature,
                "token_param": self.settings.token_param, "key_env": self.key_env}

    def load(self) -> None:
        """Import the SDK. Called once before any request (and before worker processes
        fork, so they share the import instead of each paying over a second for it)."""
        if self.sdk is not None:
            importlib.import_module(self.sdk)

    def prepare(self) -> None:
        """Build the SDK client. The runner calls it only when a request is due, so a fully
        cached rerun never imports an SDK, and never inside a timed request."""
        if self._client is None and self._make_client is not None:
            self._client = self._make_client()

    @abstractmethod
    async def chat(self, req: ChatRequest) -> ChatReply:
        """One attempt; failures are raised as classified ``ProviderError``."""

    async def aclose(self) -> None:
        """Release connections."""
        if self._client is not None:
            await self._client.close()
            self._client = None


class OfflineProvider(ABC):
    """Answers items without a network: baselines and replays."""

    kind: Literal["offline"] = "offline"
    label: str = ""
    #: True when ``answer`` is CPU-bound and should run off the event loop.
    blocking: bool = False

    @property
    def group(self) -> str:
        return self.label

    def describe(self) -> dict[str, object]:
        """This model's line in the run manifest."""
        return {"model": self.label, "provider": "offline"}

    @abstractmethod
    def answer(self, item: Item, sample: int) -> Answer:
        """Answer one item (sample index for replays of repeated sampling)."""

    async def aclose(self) -> None:  # noqa: B027 - optional hook
        """Release resources."""


Provider = ChatProvider | OfflineProvider
Factory = Callable[[ModelSpec, ProviderOptions], Sequence[Provider]]


#: Variables scrubbed from messages even when no provider of the run names them: the
#: convention of the built-in providers and of most SDKs. A server cannot echo a key it was
#: never sent, but a shared gateway may know several; scrubbing more costs nothing.
CONVENTIONAL_KEY_SUFFIX = "_API_KEY"


#: Shortest value scrubbed from a model's *answer*. Messages lose every key value whatever
#: its length; an answer is data, and a placeholder "key" such as ``EMPTY`` or ``none``
#: (what local servers are given) is no secret, while replacing it could change the text.
MIN_ANSWER_SECRET = 8


@dataclass(frozen=True)
class Redactor:
    """What must never appear in a message we keep or print, nor in an answer we store,
    built from the providers themselves: each chat provider's own key variable (built-in
    or plugin, whatever its name), the credentials its base URL may carry, and every
    ``*_API_KEY`` variable set. Call it on any message, :meth:`answer` on a model's text."""

    env: Mapping[str, str] = field(repr=False)
    key_vars: tuple[str, ...] = ()
    secrets: tuple[str, ...] = field(default=(), repr=False)

    @classmethod
    def of(cls, providers: Iterable[Provider], env: Mapping[str, str]) -> Redactor:
        chat = [p for p in providers if isinstance(p, ChatProvider)]
        key_vars = dict.fromkeys([*(p.key_env for p in chat if p.key_env),
                                  *sorted(v for v in env if v.endswith(CONVENTIONAL_KEY_SUFFIX))])
        secrets = dict.fromkeys(s for p in chat for s in p.secrets)
        return cls(env, tuple(key_vars), tuple(secrets))

    @cached_property
    def _pairs(self) -> list[tuple[str, str]]:
        """Computed once: the runner calls the redactor on every answer."""
        return _replacements(self.env, self.secrets, self.key_vars)

    @cached_property
    def _answer_pairs(self) -> list[tuple[str, str]]:
        return [(v, m) for v, m in self._pairs if len(v) >= MIN_ANSWER_SECRET]

    def __call__(self, text: str) -> str:
        return _apply(text, self._pairs)

    def answer(self, text: str) -> str:
        """A model's answer with every key value of :data:`MIN_ANSWER_SECRET` characters or
        more replaced by ``<VAR>``: a model, or a gateway, may echo a key it saw."""
        return _apply(text, self._answer_pairs)


def keep_answer(text: str) -> str:
    """No redaction: for callers that build an Asker or Runner without a Redactor."""
    return text


__all__ = [
    "ModelSpec", "ProviderOptions", "ChatRequest", "ChatReply", "Answer", "ChatProvider",
    "OfflineProvider", "Provider", "Factory", "require_key", "require_module", "redact",
    "Redactor", "keep_answer", "MIN_ANSWER_SECRET", "public_url", "url_secrets", "check_url",
]
