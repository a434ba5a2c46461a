"""OpenAI Chat Completions through the official ``openai`` SDK (``AsyncOpenAI``).

Also the engine behind every OpenAI-compatible preset (see ``compatible.py``). The SDK is
imported lazily, its own retries are off (``max_retries=0``: our policy is the only one),
and each failure is classified for the runner.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from forminv_lean.evaluate.providers.base import (
    ChatProvider,
    ChatReply,
    ChatRequest,
    ModelSpec,
    ProviderOptions,
    require_key,
    require_module,
)
from forminv_lean.evaluate.providers.sdk_errors import classify_sdk_error
from forminv_lean.evaluate.retry import ErrorKind, ProviderError

OPENAI_URL = "https://api.openai.com/v1"


def classify_openai(exc: BaseException) -> ProviderError | None:
    """Map an ``openai`` SDK exception onto the retry classes (``None``: not ours)."""
    import openai

    return classify_sdk_error(exc, openai)


class OpenAIChat(ChatProvider):
    """Any endpoint that speaks ``POST {base_url}/chat/completions``."""

    def __init__(self, *, provider: str, model: str, base_url: str, key_env: str | None,
                 api_key: str, timeout: float) -> None:
        super().__init__(provider=provider, model=model, base_url=base_url, key_env=key_env,
                         timeout=timeout)
        self._client: Any = None

        def make_client() -> Any:
            from openai import AsyncOpenAI

            # The key goes straight into the SDK client; it is never logged or cached here.
            client = AsyncOpenAI(api_key=api_key, base_url=base_url, timeout=timeout,
                                 max_retries=0)
            client.chat.completions  # noqa: B018 - import the resource now, not in a timed call
            return client

        self._make_client = make_client

    def prepare(self) -> None:
        if self._client is None:
            self._client = self._make_client()

    def request_body(self, req: ChatRequest) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": "system", "content": req.system},
                         {"role": "user", "content": req.user}],
            self.settings.token_param: req.max_tokens,
        }
        if self.settings.send_temperature:
            body["temperature"] = req.temperature
        return body

    async def chat(self, req: ChatRequest) -> ChatReply:
        self.prepare()
        try:
            resp = await self._client.chat.completions.create(**self.request_body(req))
        except Exception as exc:
            err = classify_openai(exc)
            if err is None:
                raise
            raise err from None
        choices = getattr(resp, "choices", None)
        if not choices:
            raise ProviderError(ErrorKind.TRANSIENT, "malformed response: no choices")
        message = getattr(choices[0], "message", None)
        text = getattr(message, "content", None)
        if text is None:  # a refusal arrives in its own field; keep it as the raw answer
            text = getattr(message, "refusal", None) or ""
        usage = getattr(resp, "usage", None)
        return ChatReply(text=str(text),
                         input_tokens=getattr(usage, "prompt_tokens", None),
                         output_tokens=getattr(usage, "completion_tokens", None))

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.close()
            self._client = None


def make_openai_compatible(
    spec: ModelSpec, options: ProviderOptions, *, default_url: str | None, key_env: str | None,
    key_required: bool = True, url_env: str | None = None, placeholder_key: str = "none",
) -> OpenAIChat:
    """Build an :class:`OpenAIChat` for a preset: URL from ``model@url``, ``--base-url``, the
    preset's ``*_BASE_URL`` variable, then its default; key from its variable only."""
    from forminv_lean.errors import ForminvError

    label = f"{spec.provider}/{spec.name}"
    require_module("openai", label)
    url = spec.base_url or options.base_url or (options.env.get(url_env) if url_env else None) \
        or default_url
    if not url:
        raise ForminvError(
            f"{label}: no server URL; write {spec.provider}/MODEL@http://host:port/v1 or pass "
            "--base-url")
    if key_env and key_required:
        key = require_key(options.env, key_env, label)
    else:
        key = (options.env.get(key_env, "") if key_env else "") or placeholder_key
    return OpenAIChat(provider=spec.provider, model=spec.name, base_url=url.rstrip("/"),
                      key_env=key_env, api_key=key, timeout=options.timeout)


def create(spec: ModelSpec, options: ProviderOptions) -> Sequence[ChatProvider]:
    """Registry factory for ``openai/<model>`` (``OPENAI_API_KEY``, ``OPENAI_BASE_URL``)."""
    return [make_openai_compatible(spec, options, default_url=OPENAI_URL,
                                   key_env="OPENAI_API_KEY", url_env="OPENAI_BASE_URL")]


__all__ = ["OpenAIChat", "classify_openai", "create", "make_openai_compatible", "OPENAI_URL"]
