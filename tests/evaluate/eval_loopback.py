"""A loopback HTTP server that speaks the OpenAI, Anthropic and Workers AI wire formats.

The real SDKs talk to it through their base-URL settings, so the whole request path
(SDK, retries, timeouts, cache) is exercised without keys or network. A *script* decides
what each request gets: an answer, a status with headers (429 + Retry-After), malformed
JSON, a dropped connection, or a slow reply. The server counts requests received per
prompt and answers actually delivered per prompt (an answer whose client went away while
it was being prepared is not delivered, and a slow reply stops waiting the moment its
client hangs up), and it stops itself after ``max_seconds``.

* ``POST /v1/chat/completions``: OpenAI Chat Completions (``base_url = .../v1``)
* ``POST /v1/messages``: Anthropic Messages (``base_url = http://127.0.0.1:PORT``)
* ``POST /client/v4/accounts/ACCOUNT/ai/run/MODEL``: Cloudflare Workers AI, the wire of the
  example plugin provider in ``examples/forminv-workers-ai-provider``
  (``base_url = .../client/v4/accounts/ACCOUNT``)

A new wire format is a route, a reply body and an error body (see ``WIRES``).

Run standalone (for the benchmark): ``python eval_loopback.py --latency 0.1``; it prints
the port on stdout and serves until killed.
"""

from __future__ import annotations

import argparse
import json
import re
import select
import socket
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Literal

OPENAI_PATH = "/v1/chat/completions"
ANTHROPIC_PATH = "/v1/messages"
WORKERS_AI_PATH = re.compile(r"/client/v4/accounts/[^/]+/ai/run/.+")

Wire = Literal["openai", "anthropic", "workers-ai"]


def wire_of(path: str) -> Wire | None:
    """Which wire format a request path belongs to (None: no such route)."""
    if path == OPENAI_PATH:
        return "openai"
    if path == ANTHROPIC_PATH:
        return "anthropic"
    return "workers-ai" if WORKERS_AI_PATH.fullmatch(path) else None


@dataclass(frozen=True)
class Seen:
    """One request as the script sees it."""

    path: str
    body: dict[str, Any]
    prompt: str
    attempt: int  # 1 for the first request with this prompt
    headers: dict[str, str]

    @property
    def wire(self) -> Wire:
        return wire_of(self.path) or "openai"


@dataclass(frozen=True)
class Action:
    kind: Literal["answer", "status", "malformed", "drop", "raw"] = "answer"
    text: str = "TRUE"
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0  # seconds to wait before acting
    message: str = "error"
    #: ``raw``: the reply body sent as is (a hostile or broken server), with status 200.
    body: bytes | Callable[[Seen], bytes] = b""
    #: ``raw``: False sends no Content-Length and ends the body by closing the connection.
    length: bool = True


def answer(text: str = "TRUE", *, delay: float = 0.0) -> Action:
    return Action("answer", text=text, delay=delay)


def status(code: int, *, retry_after: str | None = None, message: str = "scripted error",
           delay: float = 0.0) -> Action:
    headers = {"Retry-After": retry_after} if retry_after is not None else {}
    return Action("status", status=code, headers=headers, message=message, delay=delay)


def malformed(*, delay: float = 0.0) -> Action:
    return Action("malformed", delay=delay)


def drop(*, delay: float = 0.0) -> Action:
    return Action("drop", delay=delay)


def raw(body: bytes | Callable[[Seen], bytes], *, delay: float = 0.0,
        length: bool = True, code: int = 200, headers: dict[str, str] | None = None) -> Action:
    """Status ``code`` with exactly these bytes (or what ``body(seen)`` returns) as the
    body; ``length=False``: without Content-Length, the body ending with the connection."""
    return Action("raw", body=body, delay=delay, length=length, status=code,
                  headers=headers or {})


def reply_with(wire: str, fill: bytes) -> bytes:
    """A reply of ``wire`` whose answer text is replaced by the raw bytes ``fill`` (e.g. a
    200,000-deep array, a 5,000-digit number, or a string with bytes that are not UTF-8):
    a hostile reply only the JSON decoder can refuse."""
    marker = "@@FILL@@"
    body = json.dumps(WIRES[wire]("m", marker, 1, 1)).encode()
    return body.replace(f'"{marker}"'.encode(), fill)


Script = Callable[[Seen], Action]


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 1024  # read at bind time: a short backlog stalls bursts of connects


def constant(text: str = "TRUE", latency: float = 0.0) -> Script:
    return lambda seen: answer(text, delay=latency)


def first_then(first: Action | list[Action], then: Script) -> Script:
    """The first request(s) for every prompt get ``first``; later ones follow ``then``."""
    firsts = first if isinstance(first, list) else [first]
    return lambda seen: firsts[seen.attempt - 1] if seen.attempt <= len(firsts) else then(seen)


def _user_text(path: str, body: dict[str, Any]) -> str:
    for msg in reversed(body.get("messages") or []):
        if msg.get("role") == "user":
            content = msg.get("content")
            if isinstance(content, list):  # Anthropic content blocks
                return "".join(b.get("text", "") for b in content if isinstance(b, dict))
            return str(content)
    return ""


def _openai_body(model: str, text: str, n: int, prompt_tokens: int) -> dict[str, Any]:
    out_tokens = max(1, len(text.split()))
    return {
        "id": f"chatcmpl-{n}", "object": "chat.completion", "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "message": {"role": "assistant", "content": text,
                                             "refusal": None},
                     "logprobs": None, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": out_tokens,
                  "total_tokens": prompt_tokens + out_tokens},
    }


def _anthropic_body(model: str, text: str, n: int, prompt_tokens: int) -> dict[str, Any]:
    return {
        "id": f"msg_{n:08d}", "type": "message", "role": "assistant", "model": model,
        "content": [{"type": "text", "text": text}], "stop_reason": "end_turn",
        "stop_sequence": None,
        "usage": {"input_tokens": prompt_tokens, "output_tokens": max(1, len(text.split()))},
    }


def _workers_ai_body(model: str, text: str, n: int, prompt_tokens: int) -> dict[str, Any]:
    out_tokens = max(1, len(text.split()))
    return {"result": {"response": text,
                       "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": out_tokens,
                                 "total_tokens": prompt_tokens + out_tokens}},
            "success": True, "errors": [], "messages": []}


#: Reply bodies by wire format.
WIRES = {"openai": _openai_body, "anthropic": _anthropic_body, "workers-ai": _workers_ai_body}


def _error_body(wire: str, code: int, message: str) -> dict[str, Any]:
    kinds = {400: "invalid_request_error", 401: "authentication_error",
             403: "permission_error", 404: "not_found_error", 429: "rate_limit_error"}
    kind = kinds.get(code, "api_error")
    if wire == "anthropic":
        return {"type": "error", "error": {"type": kind, "message": message}}
    if wire == "workers-ai":
        return {"result": None, "success": False, "messages": [],
                "errors": [{"code": 10000 + code, "message": message}]}
    return {"error": {"message": message, "type": kind, "param": None, "code": None}}


class LoopbackServer:
    """Start with ``with LoopbackServer(script) as srv:``; it binds 127.0.0.1, on a free
    port unless ``port`` is given (a fixed port keeps cache keys, which hold the URL, the
    same from one run to the next)."""

    def __init__(self, script: Script | None = None, *, max_seconds: float = 120.0,
                 port: int = 0) -> None:
        self.script: Script = script or constant()
        self.max_seconds = max_seconds
        self.received: Counter[str] = Counter()
        self.delivered: Counter[str] = Counter()
        self.abandoned: Counter[str] = Counter()
        self.log: list[tuple[float, str, str, int]] = []  # (time, prompt, kind, status)
        self.bodies: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self._lock = threading.Lock()
        self._n = 0
        self._httpd = _Server(("127.0.0.1", port), self._handler_class())
        self.port = self._httpd.server_address[1]
        self._thread = threading.Thread(target=self._httpd.serve_forever,
                                        kwargs={"poll_interval": 0.05}, daemon=True)
        self._watchdog = threading.Timer(max_seconds, self.stop)
        self._watchdog.daemon = True
        self._stopped = False

    @property
    def openai_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def anthropic_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def workers_ai_url(self, account: str = "acct-0001") -> str:
        return f"http://127.0.0.1:{self.port}/client/v4/accounts/{account}"

    @property
    def total_received(self) -> int:
        with self._lock:
            return sum(self.received.values())

    @property
    def total_delivered(self) -> int:
        with self._lock:
            return sum(self.delivered.values())

    def last_delivery(self) -> float | None:
        with self._lock:
            times = [t for t, _, kind, _ in self.log if kind == "delivered"]
        return max(times) if times else None

    def times(self, prompt: str) -> list[float]:
        """When each request with this prompt arrived."""
        with self._lock:
            return [t for t, p, kind, _ in self.log if p == prompt and kind == "received"]

    def start(self) -> LoopbackServer:
        self._thread.start()
        self._watchdog.start()
        return self

    def stop(self) -> None:
        if self._stopped:
            return
        self._stopped = True
        self._watchdog.cancel()
        self._httpd.shutdown()
        self._httpd.server_close()

    def __enter__(self) -> LoopbackServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- request handling ----------------------------------------------------------------

    def _record(self, prompt: str, kind: str, code: int) -> None:
        self.log.append((time.monotonic(), prompt, kind, code))

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep-alive, as the SDKs expect
            disable_nagle_algorithm = True  # headers and body go out in two writes

            def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
                pass

            def do_POST(self) -> None:  # noqa: N802 - http.server's naming
                path = self.path.split("?", 1)[0]
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                if wire_of(path) is None:
                    self._send_json(404, _error_body("openai", 404, f"no route {path}"))
                    return
                try:
                    body = json.loads(raw or b"{}")
                except json.JSONDecodeError:
                    self._send_json(400, _error_body("openai", 400, "bad JSON"))
                    return
                prompt = _user_text(path, body)
                with server._lock:
                    server._n += 1
                    n = server._n
                    server.received[prompt] += 1
                    attempt = server.received[prompt]
                    server.bodies.append(body)
                    server.headers.append({k.lower(): v for k, v in self.headers.items()})
                    server._record(prompt, "received", 0)
                    server.in_flight += 1
                    server.max_in_flight = max(server.max_in_flight, server.in_flight)
                try:
                    seen = Seen(path, body, prompt, attempt, dict(self.headers.items()))
                    action = server.script(seen)
                    if action.delay and not self._wait(action.delay):
                        with server._lock:  # the client gave up (timed out, or died)
                            server.abandoned[prompt] += 1
                            server._record(prompt, "abandoned", 0)
                        self.close_connection = True
                        return
                    self._act(seen, action, n)
                except (BrokenPipeError, ConnectionResetError):
                    with server._lock:
                        server.abandoned[prompt] += 1
                        server._record(prompt, "abandoned", 0)
                finally:
                    with server._lock:
                        server.in_flight -= 1

            def _wait(self, seconds: float) -> bool:
                """Sleep ``seconds``; False as soon as the client hangs up (so a request it
                gave up on stops counting as in flight)."""
                deadline = time.monotonic() + seconds
                while (left := deadline - time.monotonic()) > 0:
                    if self._client_gone():
                        return False
                    time.sleep(min(0.02, left))
                return True

            def _client_gone(self) -> bool:
                """True when the client closed the connection while we were busy."""
                sock = self.connection
                try:
                    readable, _, _ = select.select([sock], [], [], 0)
                    if not readable:
                        return False
                    return sock.recv(1, socket.MSG_PEEK) == b""
                except OSError:
                    return True

            def _act(self, seen: Seen, action: Action, n: int) -> None:
                wire = seen.wire
                if action.kind == "drop":
                    self.close_connection = True
                    with server._lock:
                        server._record(seen.prompt, "dropped", 0)
                    return
                if action.kind == "raw":
                    data = action.body(seen) if callable(action.body) else action.body
                    if action.length:
                        self._send(action.status, data, {"Content-Type": "application/json",
                                                         **action.headers})
                    else:
                        self.close_connection = True
                        self.send_response(action.status)
                        self.send_header("Content-Type", "application/json")
                        self.send_header("Connection", "close")
                        for k, v in action.headers.items():
                            self.send_header(k, v)
                        self.end_headers()
                        for i in range(0, len(data), 1 << 16):
                            self.wfile.write(data[i:i + (1 << 16)])
                    with server._lock:
                        server._record(seen.prompt, "raw", action.status)
                    return
                if action.kind == "malformed":
                    data = b'{"id": "x", "choices": [ {"message": '
                    self._send(200, data, {"Content-Type": "application/json"})
                    with server._lock:
                        server._record(seen.prompt, "malformed", 200)
                    return
                if action.kind == "status":
                    self._send_json(action.status,
                                    _error_body(wire, action.status, action.message),
                                    action.headers)
                    with server._lock:
                        server._record(seen.prompt, "status", action.status)
                    return
                if self._client_gone():
                    with server._lock:
                        server.abandoned[seen.prompt] += 1
                        server._record(seen.prompt, "abandoned", 0)
                    self.close_connection = True
                    return
                model = str(seen.body.get("model", ""))
                system = seen.body.get("system") or ""
                prompt_tokens = max(1, len(seen.prompt.split()) + len(str(system).split()))
                make = WIRES[wire]
                self._send_json(200, make(model, action.text, n, prompt_tokens))
                with server._lock:
                    server.delivered[seen.prompt] += 1
                    server._record(seen.prompt, "delivered", 200)

            def _send_json(self, code: int, obj: Any, headers: dict[str, str] | None = None) -> None:
                self._send(code, json.dumps(obj).encode(),
                           {"Content-Type": "application/json", **(headers or {})})

            def _send(self, code: int, data: bytes, headers: dict[str, str]) -> None:
                self.send_response(code)
                for k, v in headers.items():
                    self.send_header(k, v)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                self.wfile.flush()

        return Handler


def main(argv: list[str] | None = None) -> None:
    """Serve constant answers with a fixed latency until killed (for the benchmark)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--latency", type=float, default=0.1)
    parser.add_argument("--answer", default="TRUE")
    parser.add_argument("--max-seconds", type=float, default=600.0)
    args = parser.parse_args(argv)
    with LoopbackServer(constant(args.answer, args.latency), max_seconds=args.max_seconds) as srv:
        print(srv.port, flush=True)
        try:
            while not srv._stopped:
                time.sleep(0.2)
        except KeyboardInterrupt:
            pass
    sys.exit(0)


if __name__ == "__main__":
    main()
