"""Issue #14 row 13: keys are redacted whatever their length; credentials in a URL are
never stored; a URL with user info is one line, not an aiohttp traceback."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from reliability_helpers import one_line_error

from forminv_lean.evaluate.providers.base import public_url, redact

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "evaluate"))

from eval_helpers import keyless_env  # noqa: E402
from eval_loopback import LoopbackServer, status  # noqa: E402


def files_under(*roots: Path) -> bytes:
    return b"".join(p.read_bytes() for r in roots for p in sorted(r.rglob("*")) if p.is_file())


@pytest.fixture()
def echoing():
    """A server that refuses every request and echoes the credentials it was sent."""
    def script(seen):
        headers = {k.lower(): v for k, v in seen.headers.items()}
        auth = headers.get("authorization") or headers.get("x-api-key") or ""
        return status(400, message=f"rejected credentials {auth!r}")

    srv = LoopbackServer(script, max_seconds=120).start()
    yield srv
    srv.stop()


@pytest.mark.parametrize("key", ["Zq", "Zq9x", "Zq9xW"])
def test_row13_a_short_key_is_redacted_too(run, built, echoing, tmp_path, monkeypatch,
                                           key) -> None:
    """Row 13: keys shorter than 6 characters were printed unredacted."""
    for k, v in keyless_env(tmp_path / "cache.sqlite3", OPENAI_API_KEY=key).items():
        monkeypatch.setenv(k, v)
    out = tmp_path / "out"
    r = run("eval", "--dataset", built / "dataset.jsonl", "--model",
            f"openai/gpt-4o@{echoing.openai_url}", "--out", out, "--retries", "0", "--limit",
            "3", "--quiet")
    assert r.returncode == 4, r.stderr  # every request refused: the run is not a success
    stored = files_under(out, tmp_path).decode("utf-8", "replace")
    assert "rejected credentials 'Bearer <OPENAI_API_KEY>'" in stored
    assert key.encode() not in files_under(out, tmp_path), "the key was written to disk"
    assert key not in r.stderr + r.stdout


@pytest.mark.parametrize("query", ["api_key=Zq9-secret-1", "key=Zq9-secret-1&v=2"])
def test_row13_credentials_in_a_url_query_are_not_stored(run, built, echoing, tmp_path,
                                                         monkeypatch, query) -> None:
    """Row 13: `?api_key=` in a base URL was stored in run.manifest.json."""
    for k, v in keyless_env(tmp_path / "cache.sqlite3").items():
        monkeypatch.setenv(k, v)
    out = tmp_path / "out"
    url = f"{echoing.openai_url}?{query}"
    r = run("eval", "--dataset", built / "dataset.jsonl", "--model", f"vllm/m@{url}",
            "--out", out, "--retries", "0", "--limit", "3", "--quiet")
    assert r.returncode == 4, r.stderr  # every request refused: the run is not a success
    assert b"Zq9-secret-1" not in files_under(out, tmp_path)
    assert f'"base_url": "{echoing.openai_url}"' in (out / "run.manifest.json").read_text()
    assert "Zq9-secret-1" not in r.stderr + r.stdout


@pytest.mark.parametrize("model, where", [
    ("vllm/m@http://alice:pw-Zq9@127.0.0.1:9/v1", "VLLM_API_KEY"),
    ("openai/gpt-4o@https://alice@api.example/v1", "OPENAI_API_KEY"),
    ("anthropic/claude-haiku-4-5@http://:pw-Zq9@127.0.0.1:9", "ANTHROPIC_API_KEY"),
])
def test_row13_a_url_with_user_info_is_one_line(run, built, tmp_path, monkeypatch, model,
                                                where) -> None:
    """Row 13: `user:pw@` in a URL gave an aiohttp traceback (after the run started)."""
    for k, v in keyless_env(tmp_path / "cache.sqlite3").items():
        monkeypatch.setenv(k, v)
    r = run("eval", "--dataset", built / "dataset.jsonl", "--model", model, "--out",
            tmp_path / "out", "--quiet")
    line = one_line_error(r)
    assert "carries a user name or password; remove it and give the API key in " \
           f"{where}" in line
    assert "pw-Zq9" not in line and "alice" not in line
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("url", ["ftp://host/v1", "http:///v1", "http://host:99999/v1"])
def test_a_url_the_sdks_cannot_use_is_one_line(run, built, tmp_path, monkeypatch, url) -> None:
    for k, v in keyless_env(tmp_path / "cache.sqlite3").items():
        monkeypatch.setenv(k, v)
    r = run("eval", "--dataset", built / "dataset.jsonl", "--model", "vllm/m", "--base-url", url,
            "--out", tmp_path / "out", "--quiet")
    assert one_line_error(r).startswith("error: vllm/m: ")


_KEY = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), min_size=1,
               max_size=12)


@given(key=_KEY, before=st.text(max_size=20), after=st.text(max_size=20))
def test_redact_removes_any_key_value(key: str, before: str, after: str) -> None:
    out = redact(before + key + after, {"OPENAI_API_KEY": key})
    assert "<OPENAI_API_KEY>" in out
    if key not in "<OPENAI_API_KEY>":  # a key that is part of the mark itself
        assert key not in out


@pytest.mark.slow
@given(user=st.text("abc:", max_size=5), q=st.text("xyz=&", max_size=8))
def test_public_url_keeps_neither_user_nor_query(user: str, q: str) -> None:
    url = f"https://{user + '@' if user else ''}h.example:8443/v1" + (f"?{q}" if q else "")
    assert public_url(url) == "https://h.example:8443/v1"
