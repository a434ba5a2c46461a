"""Anthropic Messages through the official ``anthropic`` SDK (``AsyncAnthropic``).

The system prompt goes in the top-level ``system`` field, the question as the one user
message. Only ``text`` blocks form the raw answer (thinking blocks are the model's trace,
not its verdict). The SDK is imported lazily and its own retries are off. The request goes
through ``messages.with_streaming_response.create``, the SDK's documented way to get the
reply unread: we read it ourselves, capped and decoded so that no reply can sink a run
(``reply.py``), instead of letting the SDK build its model from whatever arrived.

Temperature: the SDK 2.x sends ``anthropic-version: 2026-10-21``, an API version that
rejects ``temperature`` (HTTP 400, even at its default), and the SDK dropped the
parameter. The paper's protocol is temperature 0, so for models that still accept it we
pin the previous API version, ``2023-06-01``, and send ``temperature`` in the body. Models
that reject it on every version (see ``protocol.MODEL_SETTINGS``) get neither.
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
    check_url,
    require_key,
    require_module,
)
from forminv_lean.evaluate.providers.reply import (
    answer_text,
    decode_json,
    read_capped,
    token_count,
)
from forminv_lean.evaluate.providers.sdk_errors import classify_sdk_error
from forminv_lean.evaluate.providers.transport import http_client, resolve_transport
from forminv_lean.evaluate.retry import ErrorKind, ProviderError

ANTHROPIC_URL = "https://api.anthropic.com"
#: The last API version that accepts sampling parameters.
TEMPERATURE_API_VERSION = "2023-06-01"


def classify_anthropic(exc: BaseException) -> ProviderError | None:
    """Map an ``anthropic`` SDK exception onto the retry classes (``None``: not ours)."""
    import anthropic

    return classify_sdk_error(exc, anthropic)


class AnthropicChat(ChatProvider):
    """``POST {base_url}/v1/messages``."""

    sdk = "anthropic"

    def __init__(self, *, model: str, base_url: str, api_key: str, timeout: float,
                 transport: str = "auto") -> None:
        super().__init__(provider="anthropic", model=model, base_url=base_url,
                         key_env="ANTHROPIC_API_KEY", timeout=timeout)

        def make_client() -> Any:
            import anthropic

            # The key goes straight into the SDK client; it is never logged or cached here.
            client = anthropic.AsyncAnthropic(
                api_key=api_key, base_url=base_url, timeout=timeout, max_retries=0,
                http_client=http_client(anthropic, transport, timeout))
            client.messages  # noqa: B018 - import the resource now, not in a timed call
            return client

        self._make_client = make_client

    def key_params(self) -> dict[str, object]:
        send = self.settings.send_temperature
        return {"send_temperature": send,
                "api_version": TEMPERATURE_API_VERSION if send else "sdk-default"}

    def request_body(self, req: ChatRequest) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": self.model,
            "system": req.system,
            "messages": [{"role": "user", "content": req.user}],
            "max_tokens": req.max_tokens,
        }
        if self.settings.send_temperature:
            body["extra_headers"] = {"anthropic-version": TEMPERATURE_API_VERSION}
            body["extra_body"] = {"temperature": req.temperature}
        return body

    async def chat(self, req: ChatRequest) -> ChatReply:
        self.prepare()
        try:
            async with self._client.messages.with_streaming_response.create(
                    **self.request_body(req)) as resp:
                body = await read_capped(resp.http_response)
        except ProviderError:
            raise
        except Exception as exc:
            err = classify_anthropic(exc)
            if err is None:
                raise
            raise err from None
        return reply_from_message(decode_json(body))


def reply_from_message(data: Any) -> ChatReply:
    """Text and token counts of a Messages body. Only ``text`` blocks form the answer; a
    body without a content list, or a text block whose text is not text, is malformed."""
    if not isinstance(data, dict):
        raise ProviderError(ErrorKind.TRANSIENT, "malformed response: not a JSON object")
    blocks = data.get("content")
    if not isinstance(blocks, list):
        error = data.get("error")
        if isinstance(error, dict) and isinstance(error.get("message"), str):
            detail = " ".join(error["message"].split())[:300]
            raise ProviderError(ErrorKind.TRANSIENT, f"error in response: {detail}")
        raise ProviderError(ErrorKind.TRANSIENT, "malformed response: no content blocks")
    text = "".join(answer_text(b.get("text"), "a text block's text") for b in blocks
                   if isinstance(b, dict) and b.get("type") == "text")
    usage = data.get("usage")
    usage = usage if isinstance(usage, dict) else {}
    return ChatReply(text=text, input_tokens=token_count(usage.get("input_tokens")),
                     output_tokens=token_count(usage.get("output_tokens")))


def create(spec: ModelSpec, options: ProviderOptions) -> Sequence[ChatProvider]:
    """Registry factory for ``anthropic/<model>`` (``ANTHROPIC_API_KEY``, ``ANTHROPIC_BASE_URL``)."""
    label = f"anthropic/{spec.name}"
    require_module("anthropic", label)
    url = (spec.base_url or options.base_url or options.env.get("ANTHROPIC_BASE_URL")
           or ANTHROPIC_URL)
    check_url(url, label, "ANTHROPIC_API_KEY")
    key = require_key(options.env, "ANTHROPIC_API_KEY", label)
    return [AnthropicChat(model=spec.name, base_url=url.rstrip("/"), api_key=key,
                          timeout=options.timeout,
                          transport=resolve_transport(options.transport))]


__all__ = ["AnthropicChat", "classify_anthropic", "create", "reply_from_message", "ANTHROPIC_URL",
           "TEMPERATURE_API_VERSION"]
