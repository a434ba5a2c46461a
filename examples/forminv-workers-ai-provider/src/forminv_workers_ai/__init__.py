"""A forminv-lean provider for models on Cloudflare Workers AI (an example plugin).

``--model cloudflare/@cf/meta/llama-3.1-8b-instruct`` asks that model through the Workers
AI REST API::

    POST https://api.cloudflare.com/client/v4/accounts/{ACCOUNT_ID}/ai/run/{MODEL}
    Authorization: Bearer $CLOUDFLARE_API_TOKEN
    {"messages": [{"role": "system", ...}, {"role": "user", ...}],
     "max_tokens": 20, "temperature": 0.0}

    -> {"result": {"response": "TRUE", "usage": {"prompt_tokens": 41, ...}},
        "success": true, "errors": [], "messages": []}

What the provider does is only this wire format: the runner builds the prompt, caches,
retries, times out, parses the verdict and redacts ``CLOUDFLARE_API_TOKEN`` from every
message (it is this provider's ``key_env``). See docs/adding-a-provider.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from forminv_lean.errors import ForminvError
from forminv_lean.evaluate.providers import (
    ChatProvider,
    ChatReply,
    ChatRequest,
    ModelSpec,
    ProviderOptions,
)
from forminv_lean.evaluate.providers.base import check_url, require_key, require_module
from forminv_lean.evaluate.retry import (
    ErrorKind,
    ProviderError,
    classify_status,
    parse_retry_after,
)

KEY_ENV = "CLOUDFLARE_API_TOKEN"
ACCOUNT_ENV = "CLOUDFLARE_ACCOUNT_ID"
API_URL = "https://api.cloudflare.com/client/v4/accounts/{account}"


def _count(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _errors(data: Any) -> str:
    """The ``errors`` list of a Workers AI body, as one line."""
    errors = data.get("errors") if isinstance(data, dict) else None
    if not isinstance(errors, list) or not errors:
        return "no details"
    return "; ".join(str(e.get("message", e)) if isinstance(e, dict) else str(e)
                     for e in errors)[:300]


def reply_from(data: Any) -> ChatReply:
    """Text and token counts of a Workers AI body; a body without an answer is a transient
    failure (retried), as a server in trouble sometimes sends one with status 200."""
    result = data.get("result") if isinstance(data, dict) else None
    if not isinstance(result, dict) or not isinstance(result.get("response"), str):
        raise ProviderError(ErrorKind.TRANSIENT, f"no answer in the response: {_errors(data)}")
    usage = result.get("usage")
    if not isinstance(usage, dict):
        usage = {}
    return ChatReply(text=result["response"], input_tokens=_count(usage.get("prompt_tokens")),
                     output_tokens=_count(usage.get("completion_tokens")))


class WorkersAIChat(ChatProvider):
    """One Workers AI text-generation model."""

    sdk = "httpx"  # imported by load() once, before any worker process is forked

    def __init__(self, *, model: str, base_url: str, token: str, timeout: float) -> None:
        super().__init__(provider="cloudflare", model=model, base_url=base_url,
                         key_env=KEY_ENV, timeout=timeout)

        def make_client() -> Any:
            import httpx

            # The token goes straight into the client: never logged, cached or described.
            return httpx.AsyncClient(base_url=base_url, timeout=timeout,
                                     headers={"Authorization": f"Bearer {token}"})

        self._make_client = make_client

    def request_body(self, req: ChatRequest) -> dict[str, Any]:
        return {"messages": [{"role": "system", "content": req.system},
                             {"role": "user", "content": req.user}],
                "max_tokens": req.max_tokens, "temperature": req.temperature}

    async def chat(self, req: ChatRequest) -> ChatReply:
        import httpx

        self.prepare()
        try:
            r = await self._client.post(f"/ai/run/{self.model}", json=self.request_body(req))
        except httpx.TimeoutException:
            raise ProviderError(ErrorKind.TRANSIENT, "timed out") from None
        except httpx.TransportError as exc:  # refused, reset, dropped: worth another try
            raise ProviderError(ErrorKind.TRANSIENT,
                                f"connection failed ({type(exc).__name__})") from None
        try:
            data = r.json()
        except ValueError:
            data = None
        if r.status_code >= 400:  # 401/403 stop the run, 429 waits, 5xx retries, 4xx records
            raise ProviderError(classify_status(r.status_code),
                                f"HTTP {r.status_code}: {_errors(data)}", status=r.status_code,
                                retry_after=parse_retry_after(r.headers))
        if data is None:
            raise ProviderError(ErrorKind.TRANSIENT, "malformed response: not JSON")
        return reply_from(data)

    async def aclose(self) -> None:
        if self._client is not None:  # httpx closes with aclose(), not close()
            await self._client.aclose()
            self._client = None


def create(spec: ModelSpec, options: ProviderOptions) -> Sequence[ChatProvider]:
    """Registry factory for ``cloudflare/<model>``: the URL from ``<model>@URL``,
    ``--base-url`` or ``CLOUDFLARE_ACCOUNT_ID``; the token from ``CLOUDFLARE_API_TOKEN`` only.
    Every check happens here, before any request."""
    label = f"{spec.provider}/{spec.name}"
    require_module("httpx", label)
    account = options.env.get(ACCOUNT_ENV, "").strip()
    url = spec.base_url or options.base_url or (API_URL.format(account=account)
                                                if account else None)
    if not url:
        raise ForminvError(f"{label}: set {ACCOUNT_ENV}, or write {label}@URL")
    check_url(url, label, KEY_ENV)
    token = require_key(options.env, KEY_ENV, label)
    return [WorkersAIChat(model=spec.name, base_url=url.rstrip("/"), token=token,
                          timeout=options.timeout)]


__all__ = ["WorkersAIChat", "create", "reply_from", "KEY_ENV", "ACCOUNT_ENV"]
