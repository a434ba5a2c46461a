"""The run's files: ``responses.jsonl`` and ``run.manifest.json``, both written atomically.

Responses are sorted by (model, item_id, sample) so a fully cached rerun writes the very
same bytes. The manifest says what was asked (models, dataset hash, protocol) and what came
back (counts, tokens, cost per model); nothing is written if the run stops early, and the
cache keeps every completed answer for the rerun.

Whoever reads ``responses.jsonl`` back (metrics, audit, report, ``eval --resume``) checks it
against the manifest beside it first (:func:`verify_responses`): a file cut on a line
boundary is still valid JSONL, and used to make a model silently disappear.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from forminv_lean.errors import ForminvError, InputError
from forminv_lean.jsonl import (
    iter_lines,
    read_json,
    read_jsonl,
    sha256_file,
    write_jsonl,
    write_text_atomic,
)
from forminv_lean.manifest import dumps_pretty
from forminv_lean.records import Response
from forminv_lean.signals import deferred

RESPONSES_FILE = "responses.jsonl"
MANIFEST_FILE = "run.manifest.json"


def sort_responses(responses: Iterable[Response]) -> list[Response]:
    """Responses in a fixed order (model, item, sample), so outputs are byte-identical."""
    return sorted(responses, key=lambda r: (r.model, r.item_id, r.sample))


def summarize(responses: Sequence[Response], models: Sequence[str],
              cache_hits: Mapping[str, int]) -> dict[str, dict[str, Any]]:
    """Per model: answered / no verdict / errors, cache hits, token and cost totals."""
    out: dict[str, dict[str, Any]] = {
        m: {"responses": 0, "answered": 0, "null_verdicts": 0, "errors": 0,
            "cache_hits": cache_hits.get(m, 0), "input_tokens": 0, "output_tokens": 0,
            "cost_usd": None}
        for m in models
    }
    for r in responses:
        s = out[r.model]
        s["responses"] += 1
        if r.error is not None:
            s["errors"] += 1
        elif r.verdict is None:
            s["null_verdicts"] += 1
        else:
            s["answered"] += 1
        s["input_tokens"] += r.input_tokens or 0
        s["output_tokens"] += r.output_tokens or 0
        if r.cost_usd is not None:
            s["cost_usd"] = (s["cost_usd"] or 0.0) + r.cost_usd
    for s in out.values():
        if s["cost_usd"] is not None:
            s["cost_usd"] = round(s["cost_usd"], 6)
    return out


class NoAnswerError(ForminvError):
    """Every request to a model failed: its results would be empty (exit code 4)."""

    exit_code = 4


def check_answered(responses: Sequence[Response], out: str | Path) -> None:
    """Raise :class:`NoAnswerError` (one line) when some model got no answer at all, every
    one of its responses being an error: an evaluation that measured nothing for it must
    not exit 0. The errors are in ``out``'s responses.jsonl, written before."""
    by_model: dict[str, list[Response]] = {}
    for r in responses:
        by_model.setdefault(r.model, []).append(r)
    failed = {m: rs for m, rs in by_model.items() if rs and all(r.error for r in rs)}
    if not failed:
        return
    m, rs = next(iter(sorted(failed.items())))
    every = ("every request failed" if len(failed) == len(by_model)
             else f"every request to {', '.join(sorted(failed))} failed")
    raise NoAnswerError(f"{every}: {m}: {len(rs)} of {len(rs)} errors, e.g. '{rs[0].error}'; "
                        f"they are recorded in {Path(out) / RESPONSES_FILE} (a rerun asks "
                        "them again)")


def write_outputs(out_dir: str | Path, responses: Sequence[Response],
                  make_manifest: Callable[[str], Mapping[str, Any]]) -> Path:
    """Write responses then the manifest (``make_manifest(sha256 of the responses file)``,
    see ``run_manifest.py``), each atomically, and never one without the other."""
    out = Path(out_dir)
    with deferred():  # a signal waits: never responses without their manifest
        digest = write_jsonl(out / RESPONSES_FILE, responses)
        write_text_atomic(out / MANIFEST_FILE, dumps_pretty(make_manifest(digest)))
    return out


def _per_model(path: Path) -> Counter[str]:
    """Records per model, read leniently: a bad line is the reader's to report later."""
    counts: Counter[str] = Counter()
    for _, line in iter_lines(path):
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        if isinstance(obj, dict) and isinstance(obj.get("model"), str):
            counts[obj["model"]] += 1
    return counts


def _missing(path: Path, manifest: Mapping[str, Any]) -> str:
    """Per model, how many responses the manifest promised that the file lacks (or extra)."""
    have = _per_model(path)
    want = {m: c.get("responses") for m, c in (manifest.get("counts") or {}).items()
            if isinstance(c, dict) and isinstance(c.get("responses"), int)}
    parts = [f"{m}: {have.get(m, 0)} of {n}" for m, n in sorted(want.items())
             if have.get(m, 0) != n]
    parts += [f"{m}: {n}, not in the manifest" for m, n in sorted(have.items()) if m not in want]
    return "; ".join(parts)


def verify_responses(path: str | Path, *, force: bool = False) -> list[str]:
    """Check ``responses.jsonl`` against the ``run.manifest.json`` beside it (sha256 and
    record count), when that manifest is there and describes this file.

    A mismatch is an InputError (one line saying what differs and per model what is
    missing) unless ``force``, when it is returned as a warning instead. Returns the
    warnings (empty when the file is intact or has no manifest).
    """
    p = Path(path)
    mpath = p.with_name(MANIFEST_FILE)
    if not mpath.is_file() or not p.is_file():
        return []
    try:
        manifest = read_json(mpath)
        if not isinstance(manifest, dict) or manifest.get("kind") != "responses":
            raise InputError("not a run manifest", path=str(mpath))
    except InputError as exc:
        problem = f"cannot check {p.name} against its manifest: {exc}"
    else:
        if manifest.get("path") != p.name:
            return []  # a manifest for another file
        n = sum(1 for _, line in iter_lines(p) if line.strip())
        want_n, want_sha = manifest.get("n_records"), manifest.get("sha256")
        if n == want_n and sha256_file(p) == want_sha:
            return []
        missing = _missing(p, manifest)
        what = (f"holds {n} records where {mpath.name} says {want_n}" if n != want_n
                else f"differs from the sha256 in {mpath.name} (edited after the run)")
        problem = f"{p} {what}" + (f"; per model: {missing}" if missing else "")
    if not force:
        raise InputError(f"{problem}; the file was cut or changed after eval wrote it: rerun "
                         "eval (cached answers are free), or pass --force to use it as it is")
    return [f"{problem}; using it anyway (--force)"]


def load_resumable(path: str | Path, *, force: bool = False) -> tuple[dict[str, Response],
                                                                       list[str]]:
    """The answers of an earlier run that ``eval --resume`` may reuse, by cache key.

    Only completed chat answers qualify (a cache key, raw text, no error): the key is the
    sha256 of everything that can change an answer, so a reused answer is the one the same
    request got. The file is verified against its manifest first (see
    :func:`verify_responses`); returns the answers and any warnings.
    """
    warnings = verify_responses(path, force=force)
    answers = {r.cache_key: r for r in read_jsonl(path, Response,
                                                  unique=("model", "item_id", "sample"))
               if r.cache_key and r.raw is not None and r.error is None}
    return answers, warnings


__all__ = ["RESPONSES_FILE", "MANIFEST_FILE", "sort_responses", "summarize", "write_outputs",
           "NoAnswerError", "check_answered",
           "verify_responses", "load_resumable"]
