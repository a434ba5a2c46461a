"""Providers: the registry, keys, URLs, and both real SDKs against the loopback server."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Callable

import pytest
from eval_helpers import DUMMY_KEYS, TIMEOUT, TOO_SLOW
from eval_loopback import (
    LoopbackServer,
    Script,
    Seen,
    answer,
    drop,
    malformed,
    raw,
    reply_with,
    status,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forminv_lean.errors import ForminvError
from forminv_lean.evaluate.providers import PROVIDERS, ChatProvider, ProviderOptions, resolve
from forminv_lean.evaluate.providers.base import ChatReply, ChatRequest, redact
from forminv_lean.evaluate.retry import ErrorKind, MissingKeyError, ProviderError

Start = Callable[[Script], LoopbackServer]


def test_builtins_are_registered() -> None:
    assert {"openai", "anthropic", "deepseek", "openrouter", "vllm", "ollama", "baseline",
            "replay"} <= set(PROVIDERS.names())


def test_unknown_provider_lists_valid_ones() -> None:
    with pytest.raises(ForminvError) as info:
        resolve("opnai/gpt-4o")
    msg = str(info.value)
    assert "did you mean 'openai'" in msg and "anthropic" in msg and "baseline" in msg


def test_unknown_baseline() -> None:
    with pytest.raises(ForminvError, match="baseline/always-true"):
        resolve("baseline/always-maybe")


@pytest.mark.parametrize("model, var", [
    ("openai/gpt-4o", "OPENAI_API_KEY"), ("anthropic/claude-haiku-4-5", "ANTHROPIC_API_KEY"),
    ("deepseek/deepseek-chat", "DEEPSEEK_API_KEY"),
    ("openrouter/meta-llama/llama-3.3-70b-instruct", "OPENROUTER_API_KEY"),
])
def test_missing_key_names_the_variable(model: str, var: str) -> None:
    with pytest.raises(MissingKeyError, match=var):
        resolve(model, ProviderOptions(env={}))


def one(model: str, **opts: object) -> ChatProvider:
    env = opts.pop("env", DUMMY_KEYS)
    [p] = resolve(model, ProviderOptions(env=env, **opts))  # type: ignore[arg-type]
    assert isinstance(p, ChatProvider)
    return p


def test_default_urls_and_precedence() -> None:
    assert one("openai/gpt-4o").base_url == "https://api.openai.com/v1"
    assert one("anthropic/claude-haiku-4-5").base_url == "https://api.anthropic.com"
    assert one("deepseek/deepseek-chat").base_url == "https://api.deepseek.com"
    assert one("openrouter/x/y").base_url == "https://openrouter.ai/api/v1"
    assert one("ollama/llama3.1", env={}).base_url == "http://localhost:11434/v1"
    assert one("vllm/qwen@http://gpu:8000/v1", env={}).base_url == "http://gpu:8000/v1"
    env = {**DUMMY_KEYS, "OPENAI_BASE_URL": "http://env/v1"}
    assert one("openai/m", env=env).base_url == "http://env/v1"
    assert one("openai/m", env=env, base_url="http://flag/v1").base_url == "http://flag/v1"
    assert one("openai/m@http://spec/v1", env=env, base_url="http://flag/v1").base_url == \
        "http://spec/v1"
    with pytest.raises(ForminvError, match="no server URL"):
        resolve("vllm/qwen", ProviderOptions(env={}))


@pytest.mark.slow
def test_sdk_retries_are_off() -> None:
    for model in ("openai/gpt-4o", "anthropic/claude-haiku-4-5", "deepseek/deepseek-chat"):
        p = one(model)
        assert p._client is None  # type: ignore[attr-defined]  # built only when needed
        p.prepare()
        assert p._client.max_retries == 0  # type: ignore[attr-defined]


def test_redact_removes_keys() -> None:
    msg = f"HTTP 401: Incorrect API key provided: {DUMMY_KEYS['OPENAI_API_KEY']}."
    assert DUMMY_KEYS["OPENAI_API_KEY"] not in redact(msg, DUMMY_KEYS)
    assert "<OPENAI_API_KEY>" in redact(msg, DUMMY_KEYS)


SCRIPT: dict[str, Callable[[], object]] = {
    "ok": lambda: answer("**TRUE**"),
    "rate": lambda: status(429, retry_after="3"),
    "server": lambda: status(503),
    "malformed": lambda: malformed(),
    "drop": lambda: drop(),
    "auth": lambda: status(401, message="bad key"),
    "forbidden": lambda: status(403),
    "bad": lambda: status(400, message="no such parameter"),
    "slow": lambda: answer("TRUE", delay=TOO_SLOW),
}
EXPECTED = {"rate": ErrorKind.RATE_LIMIT, "server": ErrorKind.TRANSIENT,
            "malformed": ErrorKind.TRANSIENT, "drop": ErrorKind.TRANSIENT,
            "auth": ErrorKind.AUTH, "forbidden": ErrorKind.AUTH, "bad": ErrorKind.PERMANENT,
            "slow": ErrorKind.TRANSIENT}


def provider_for(wire: str, srv: LoopbackServer, model: str | None = None,
                 timeout: float = 5.0, transport: str = "auto") -> ChatProvider:
    if wire == "openai":
        return one(f"openai/{model or 'gpt-4o'}@{srv.openai_url}", timeout=timeout,
                   transport=transport)
    return one(f"anthropic/{model or 'claude-haiku-4-5'}@{srv.anthropic_url}", timeout=timeout,
               transport=transport)


@pytest.mark.slow
@pytest.mark.parametrize("transport", ["aiohttp", "httpx"])
@pytest.mark.parametrize("wire", ["openai", "anthropic"])
def test_wire_roundtrip_and_error_classes(wire: str, transport: str, server: Start) -> None:
    """Every failure the server can script maps onto the right retry class, whichever HTTP
    client carries the SDK."""
    srv = server(lambda seen: SCRIPT[seen.prompt]())  # type: ignore[return-value]
    p = provider_for(wire, srv, timeout=TIMEOUT, transport=transport)

    async def main() -> dict[str, object]:
        out: dict[str, object] = {}
        for prompt in SCRIPT:
            try:
                out[prompt] = await p.chat(ChatRequest("sys", prompt, 0.0, 20))
            except ProviderError as exc:
                out[prompt] = exc
        await p.aclose()
        return out

    got = asyncio.run(main())
    ok = got.pop("ok")
    assert getattr(ok, "text", None) == "**TRUE**"
    assert ok.input_tokens and ok.output_tokens  # type: ignore[attr-defined]
    for prompt, kind in EXPECTED.items():
        err = got[prompt]
        assert isinstance(err, ProviderError), prompt
        assert err.kind is kind, (prompt, err.message)
    assert got["rate"].retry_after == 3.0  # type: ignore[union-attr]
    assert got["bad"].status == 400 and "no such parameter" in got["bad"].message  # type: ignore[union-attr]
    assert all(n == 1 for n in srv.received.values())  # the SDK itself never retried


@pytest.mark.slow
def test_openai_transport_choice() -> None:
    from forminv_lean.errors import UsageError

    assert type(one("openai/gpt-4o", transport="aiohttp")._make_client()._client).__name__ \
        != type(one("openai/gpt-4o", transport="httpx")._make_client()._client).__name__
    with pytest.raises(UsageError, match="unknown transport 'curl'"):
        one("openai/gpt-4o", transport="curl")


def test_openai_post_sends_what_create_sends(server: Start) -> None:
    """We call ``client.post`` instead of ``chat.completions.create`` (see the provider's
    docstring); the server must not be able to tell the difference."""
    srv = server(lambda seen: answer("TRUE"))

    async def main() -> None:
        for model in ("gpt-4o", "o4-mini"):
            p = provider_for("openai", srv, model)
            req = ChatRequest("SYS", "Is 2 prime?", 0.0, p.settings.max_tokens)
            await p.chat(req)
            await p._client.chat.completions.create(**p.request_body(req))  # type: ignore[attr-defined]
            await p.aclose()

    asyncio.run(main())
    assert len(srv.bodies) == 4
    for ours, sdk, ours_h, sdk_h in zip(srv.bodies[::2], srv.bodies[1::2], srv.headers[::2],
                                        srv.headers[1::2], strict=True):
        assert ours == sdk
        assert {k: v for k, v in ours_h.items() if k != "x-stainless-raw-response"} \
            == {k: v for k, v in sdk_h.items() if k != "x-stainless-raw-response"}


@pytest.mark.parametrize("body, problem", [
    ([], "not a JSON object"),
    ({"choices": []}, "no choices"),
    ({"error": {"message": "upstream   overloaded"}}, "error in response: upstream overloaded"),
    ({"choices": [{"message": None}]}, "no message"),
])
def test_reply_from_completion_rejects_answerless_bodies(body: object, problem: str) -> None:
    from forminv_lean.evaluate.providers.openai import reply_from_completion

    with pytest.raises(ProviderError, match=problem) as info:
        reply_from_completion(body)
    assert info.value.kind is ErrorKind.TRANSIENT


def test_content_null_is_an_error_permanent_when_the_budget_ran_out() -> None:
    """``content: null`` is no answer: an error (never cached), retried unless the output
    budget ran out (a reasoning model that spent it thinking would spend it again)."""
    from forminv_lean.evaluate.providers.openai import reply_from_completion

    def body(finish: str) -> dict[str, object]:
        return {"choices": [{"message": {"content": None, "reasoning_content": "hmm"},
                             "finish_reason": finish}]}

    for finish, kind in (("stop", ErrorKind.TRANSIENT), ("length", ErrorKind.PERMANENT)):
        with pytest.raises(ProviderError, match="content: null") as info:
            reply_from_completion(body(finish))
        assert info.value.kind is kind


def test_reply_from_completion_reads_text_refusals_and_parts() -> None:
    from forminv_lean.evaluate.providers.openai import reply_from_completion

    def body(message: dict[str, object], usage: object = None) -> dict[str, object]:
        return {"choices": [{"message": message}], "usage": usage}

    r = reply_from_completion(body({"content": "FALSE"},
                                   {"prompt_tokens": 12, "completion_tokens": 1}))
    assert (r.text, r.input_tokens, r.output_tokens) == ("FALSE", 12, 1)
    assert reply_from_completion(body({"content": None, "refusal": "I can't"})).text == "I can't"
    assert reply_from_completion(body({"content": [{"type": "text", "text": "TR"},
                                                   {"type": "text", "text": "UE"}]})).text == "TRUE"
    odd = reply_from_completion(body({"content": "TRUE"}, {"prompt_tokens": True}))
    assert odd.input_tokens is None and odd.output_tokens is None


def test_openai_request_shape(server: Start) -> None:
    srv = server(lambda seen: answer("TRUE"))

    async def main() -> None:
        for model in ("gpt-4o", "o4-mini"):
            p = provider_for("openai", srv, model)
            await p.chat(ChatRequest("SYS", "Q", 0.0, p.settings.max_tokens))
            await p.aclose()

    asyncio.run(main())
    plain, reasoning = srv.bodies
    assert plain["messages"] == [{"role": "system", "content": "SYS"},
                                 {"role": "user", "content": "Q"}]
    assert plain["temperature"] == 0.0 and plain["max_tokens"] == 20
    assert "temperature" not in reasoning and reasoning["max_completion_tokens"] == 4096


@pytest.mark.slow
def test_anthropic_request_shape(server: Start) -> None:
    """Temperature 0 needs the API version that still accepts it (see the provider)."""
    srv = server(lambda seen: answer("FALSE"))

    async def main() -> str:
        p = provider_for("anthropic", srv)
        reply = await p.chat(ChatRequest("SYS", "Q", 0.0, 20))
        await p.aclose()
        return reply.text

    assert asyncio.run(main()) == "FALSE"
    [body], [headers] = srv.bodies, srv.headers
    assert body["system"] == "SYS" and body["messages"] == [{"role": "user", "content": "Q"}]
    assert body["temperature"] == 0.0 and body["max_tokens"] == 20
    assert headers["anthropic-version"] == "2023-06-01"


#: Replies only the decoder can refuse, each in the place of the answer text.
HOSTILE = {
    "not-utf8": b'"TRUE \xff\xfe"',
    "deep": b"[" * 200_000 + b"]" * 200_000,
    "long-int": b"1" * 5_000,
    "lone-surrogate": b'"TRUE \\udcff"',
    "null": b"null",
    "number": b"42",
}


@pytest.mark.parametrize("transport", ["aiohttp", "httpx"])
@pytest.mark.parametrize("wire", ["openai", "anthropic"])
def test_hostile_reply_is_a_transient_error(wire: str, transport: str, server: Start) -> None:
    """Whatever the body, the real SDK path ends in a classified ProviderError (retried,
    then recorded), never in an exception that would stop the run; a sane reply after
    them still reads."""
    srv = server(lambda seen: raw(reply_with(seen.wire, HOSTILE[seen.prompt]))
                 if seen.prompt in HOSTILE else answer("TRUE"))
    p = provider_for(wire, srv, transport=transport)

    async def main() -> dict[str, object]:
        out: dict[str, object] = {}
        for prompt in [*HOSTILE, "ok"]:
            try:
                out[prompt] = await p.chat(ChatRequest("sys", prompt, 0.0, 20))
            except ProviderError as exc:
                out[prompt] = exc
        await p.aclose()
        return out

    got = asyncio.run(main())
    assert getattr(got.pop("ok"), "text", None) == "TRUE"
    for prompt, err in got.items():
        assert isinstance(err, ProviderError), (prompt, err)
        assert err.kind is ErrorKind.TRANSIENT, (prompt, err.message)
        assert len(err.message) < 300
    assert "not UTF-8" in got["not-utf8"].message  # type: ignore[union-attr]
    assert "nested too deeply" in got["deep"].message  # type: ignore[union-attr]
    assert "too long" in got["long-int"].message  # type: ignore[union-attr]
    assert "surrogate" in got["lone-surrogate"].message  # type: ignore[union-attr]


@pytest.mark.parametrize("wire", ["openai", "anthropic"])
def test_absurd_token_counts_are_dropped(wire: str, server: Start) -> None:
    """A 4,000-digit usage count decodes (under Python's limit) but is no count: it must
    not reach the cache (SQLite INTEGER is 64 bits) or the cost."""
    big = b"9" * 4_000

    def body(seen: Seen) -> bytes:
        data = reply_with(seen.wire, b'"TRUE"')
        for name in (b"prompt_tokens", b"input_tokens", b"completion_tokens", b"output_tokens"):
            data = re.sub(rb'("' + name + rb'": )\d+', rb"\g<1>" + big, data)
        return data

    srv = server(lambda seen: raw(body))
    p = provider_for(wire, srv)

    async def main() -> ChatReply:
        try:
            return await p.chat(ChatRequest("sys", "q", 0.0, 20))
        finally:
            await p.aclose()

    reply = asyncio.run(main())
    assert reply.text == "TRUE" and reply.input_tokens is None and reply.output_tokens is None


@pytest.mark.parametrize("wire", ["openai", "anthropic"])
def test_content_null_is_no_answer(wire: str, server: Start) -> None:
    """``content: null`` (and no refusal) is not an empty answer: it is an error, so it is
    neither cached nor scored, and a rerun asks again."""
    srv = server(lambda seen: raw(reply_with(seen.wire, b"null")))
    p = provider_for(wire, srv)

    async def main() -> None:
        try:
            await p.chat(ChatRequest("sys", "q", 0.0, 20))
        finally:
            await p.aclose()

    with pytest.raises(ProviderError) as info:
        asyncio.run(main())
    assert info.value.kind is ErrorKind.TRANSIENT


@pytest.mark.parametrize("length", [True, False], ids=["content-length", "until-close"])
@pytest.mark.parametrize("wire", ["openai", "anthropic"])
def test_oversized_reply_is_refused(wire: str, length: bool, server: Start) -> None:
    """A reply past the cap is refused as a permanent error (the same request would get
    it again), with or without a Content-Length to refuse it by; a normal one still reads."""
    from forminv_lean.evaluate.providers.reply import MAX_REPLY_BYTES

    huge = b'"' + b"TRUE " * (MAX_REPLY_BYTES // 4) + b'"'
    srv = server(lambda seen: raw(reply_with(seen.wire, huge), length=length)
                 if seen.prompt == "huge" else raw(reply_with(seen.wire, b'"FALSE"'),
                                                   length=length))
    p = provider_for(wire, srv)

    async def main() -> tuple[object, object]:
        try:
            try:
                big: object = await p.chat(ChatRequest("sys", "huge", 0.0, 20))
            except ProviderError as exc:
                big = exc
            return big, await p.chat(ChatRequest("sys", "small", 0.0, 20))
        finally:
            await p.aclose()

    big, small = asyncio.run(main())
    assert isinstance(big, ProviderError) and big.kind is ErrorKind.PERMANENT
    assert "larger than" in big.message
    assert getattr(small, "text", None) == "FALSE"


@pytest.mark.parametrize("length", [True, False], ids=["content-length", "until-close"])
@pytest.mark.parametrize("transport", ["aiohttp", "httpx"])
@pytest.mark.parametrize("wire", ["openai", "anthropic"])
def test_oversized_error_body_is_not_read_and_keeps_its_status(
        wire: str, transport: str, length: bool, server: Start) -> None:
    """The SDKs read an error body whole before raising; a huge one is cut at the cap by
    the client's response hook, and the status still decides the retry class."""
    from forminv_lean.evaluate.providers.reply import MAX_ERROR_BYTES

    huge = json.dumps({"error": {"message": "x" * (4 * MAX_ERROR_BYTES)}}).encode()
    codes = {"rate": 429, "server": 503, "bad": 400}
    srv = server(lambda seen: raw(huge, length=length, code=codes[seen.prompt])
                 if seen.prompt in codes else answer("TRUE"))
    p = provider_for(wire, srv, transport=transport)

    async def main() -> dict[str, object]:
        out: dict[str, object] = {}
        for prompt in [*codes, "ok"]:
            try:
                out[prompt] = await p.chat(ChatRequest("sys", prompt, 0.0, 20))
            except ProviderError as exc:
                out[prompt] = exc
        await p.aclose()
        return out

    got = asyncio.run(main())
    assert getattr(got.pop("ok"), "text", None) == "TRUE"
    kinds = {"rate": ErrorKind.RATE_LIMIT, "server": ErrorKind.TRANSIENT,
             "bad": ErrorKind.PERMANENT}
    for prompt, err in got.items():
        assert isinstance(err, ProviderError) and err.kind is kinds[prompt], (prompt, err)
        assert err.status == codes[prompt] and "was not read" in err.message


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["choices", "message", "content", "text", "type", "usage", "error",
                         "refusal", "finish_reason", "prompt_tokens", "input_tokens",
                         "output_tokens", "completion_tokens", "message"]) | st.text(max_size=5),
        inner, max_size=5),
    max_leaves=30)


@settings(suppress_health_check=[HealthCheck.too_slow], deadline=None, max_examples=300)
@given(body=st.one_of(st.binary(max_size=200), _JSON.map(lambda v: json.dumps(v).encode())))
def test_any_body_is_an_answer_or_a_provider_error(body: bytes) -> None:
    """Whatever bytes arrive, both wires' readers give a reply with storable text and
    counts, or a ProviderError: never any other exception."""
    from forminv_lean.evaluate.providers.anthropic import reply_from_message
    from forminv_lean.evaluate.providers.openai import reply_from_completion
    from forminv_lean.evaluate.providers.reply import MAX_COUNT, decode_json

    for read in (reply_from_completion, reply_from_message):
        try:
            reply = read(decode_json(body))
        except ProviderError as exc:
            exc.message.encode("utf-8")
            continue
        reply.text.encode("utf-8")
        for n in (reply.input_tokens, reply.output_tokens):
            assert n is None or (type(n) is int and 0 <= n <= MAX_COUNT)


@pytest.mark.parametrize("transport", ["aiohttp", "httpx"])
@pytest.mark.parametrize("wire", ["openai", "anthropic"])
def test_compressed_error_bodies_are_read_capped(wire: str, transport: str,
                                                 server: Start) -> None:
    """A gzip error body is still quoted when small; a 60 kB gzip of 60 MB (which the SDK
    would inflate whole: 380 MB of memory) is refused with its status kept."""
    import gzip

    def error(message: str) -> bytes:
        return gzip.compress(json.dumps({"error": {"message": message}}).encode(), 9)

    bodies = {"small": error("model not found"), "bomb": error("x" * (60 * 1024 * 1024))}
    srv = server(lambda seen: raw(bodies[seen.prompt], code=404,
                                  headers={"Content-Encoding": "gzip"}))
    p = provider_for(wire, srv, transport=transport)

    async def main() -> dict[str, ProviderError]:
        out: dict[str, ProviderError] = {}
        for prompt in bodies:
            with pytest.raises(ProviderError) as info:
                await p.chat(ChatRequest("sys", prompt, 0.0, 20))
            out[prompt] = info.value
        await p.aclose()
        return out

    got = asyncio.run(main())
    assert got["small"].message == "HTTP 404: model not found"
    assert got["bomb"].status == 404 and "was not read" in got["bomb"].message
    assert all(e.kind is ErrorKind.PERMANENT for e in got.values())
