"""OpenAI Chat Completions through the official ``openai`` SDK (``AsyncOpenAI``).

Also the engine behind every OpenAI-compatible preset (see ``compatible.py``). The SDK is
imported lazily, its own retries are off (``max_retries=0``: our policy is the only one),
and each failure is classified for the runner.

Requests go through ``client.post("/chat/completions", body=..., cast_to=httpx.Response,
stream=True)``, the SDK's documented way to make a request it has no typed method for, with
the body left unread: we read it ourselves, capped and decoded so that no reply can sink a
run (``reply.py``). The SDK still supplies
the URL, auth, headers, timeout and its error classes (status errors are raised before any
casting); what it skips is walking its ``TypedDict`` parameter schema and building a
``ChatCompletion`` model on every call, together ~1.3 ms of Python per request here, over
a third of the client's CPU at high concurrency. Neither does anything for us: the body is
a plain dict of fixed shape (a test checks the server receives the same body and headers
as from ``chat.completions.create``) and we read three fields of the reply
(:func:`reply_from_completion`).
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
from forminv_lean.evaluate.providers.transport import (
    http_client,
    resolve_transport,
    response_class,
)
from forminv_lean.evaluate.retry import ErrorKind, ProviderError

OPENAI_URL = "https://api.openai.com/v1"


def classify_openai(exc: BaseException) -> ProviderError | None:
    """Map an ``openai`` SDK exception onto the retry classes (``None``: not ours)."""
    import openai

    return classify_sdk_error(exc, openai)


def reply_from_completion(data: Any) -> ChatReply:
    """Text and token counts of a Chat Completions body; a body without an answer is a
    transient failure (servers behind a proxy sometimes send an error object with 200), and
    so is ``content: null`` without a refusal: no answer, so nothing to cache as one."""
    if not isinstance(data, dict):
        raise ProviderError(ErrorKind.TRANSIENT, "malformed response: not a JSON object")
    choices = data.get("choices")
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        error = data.get("error")
        if error:
            detail = error.get("message", error) if isinstance(error, dict) else error
            detail = detail if isinstance(detail, str) else "(not text)"
            raise ProviderError(ErrorKind.TRANSIENT,
                                f"error in response: {' '.join(detail.split())[:300]}")
        raise ProviderError(ErrorKind.TRANSIENT, "malformed response: no choices")
    message = choices[0].get("message")
    if not isinstance(message, dict):
        raise ProviderError(ErrorKind.TRANSIENT, "malformed response: no message")
    content = message.get("content")
    if isinstance(content, list):  # content parts, as some compatible servers send them
        text = "".join(answer_text(p.get("text", ""), "a content part's text")
                       for p in content if isinstance(p, dict))
    elif content is None:  # a refusal arrives in its own field; keep it as the raw answer
        refusal = message.get("refusal")
        if refusal is None:
            if choices[0].get("finish_reason") == "length":  # the budget went on reasoning:
                raise ProviderError(ErrorKind.PERMANENT,  # the same request would again
                                    "no answer in the reply (content: null; the output "
                                    "budget ran out: finish_reason length)")
            raise ProviderError(ErrorKind.TRANSIENT, "no answer in the reply (content: null)")
        text = answer_text(refusal, "the refusal")
    else:
        text = answer_text(content, "the message content")
    usage = data.get("usage")
    usage = usage if isinstance(usage, dict) else {}
    return ChatReply(text=text, input_tokens=token_count(usage.get("prompt_tokens")),
                     output_tokens=token_count(usage.get("completion_tokens")))


class OpenAIChat(ChatProvider):
    """Any endpoint that speaks ``POST {base_url}/chat/completions``."""

    sdk = "openai"

    def __init__(self, *, provider: str, model: str, base_url: str, key_env: str | None,
                 api_key: str, timeout: float, transport: str = "auto") -> None:
        super().__init__(provider=provider, model=model, base_url=base_url, key_env=key_env,
                         timeout=timeout)

        def make_client() -> Any:
            import openai

            # The key goes straight into the SDK client; it is never logged or cached here.
            return openai.AsyncOpenAI(api_key=api_key, base_url=base_url, timeout=timeout,
                                      max_retries=0,
                                      http_client=http_client(openai, transport, timeout))

        self._make_client = make_client

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
            response = await self._client.post("/chat/completions", body=self.request_body(req),
                                               cast_to=response_class(), stream=True)
        except ProviderError:  # a body refused as it was read (reply.cap_body)
            raise
        except Exception as exc:
            err = classify_openai(exc)
            if err is None:
                raise
            raise err from None
        try:
            body = await read_capped(response)
        finally:
            await response.aclose()
        return reply_from_completion(decode_json(body))


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
    check_url(url, label, key_env)
    if key_env and key_required:
        key = require_key(options.env, key_env, label)
    else:
        key = (options.env.get(key_env, "") if key_env else "") or placeholder_key
    return OpenAIChat(provider=spec.provider, model=spec.name, base_url=url.rstrip("/"),
                      key_env=key_env, api_key=key, timeout=options.timeout,
                      transport=resolve_transport(options.transport))


def create(spec: ModelSpec, options: ProviderOptions) -> Sequence[ChatProvider]:
    """Registry factory for ``openai/<model>`` (``OPENAI_API_KEY``, ``OPENAI_BASE_URL``)."""
    return [make_openai_compatible(spec, options, default_url=OPENAI_URL,
                                   key_env="OPENAI_API_KEY", url_env="OPENAI_BASE_URL")]


__all__ = ["OpenAIChat", "classify_openai", "create", "make_openai_compatible",
           "reply_from_completion", "OPENAI_URL"]
