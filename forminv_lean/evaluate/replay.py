"""Read recorded responses back, so past runs and the paper's data feed the same analysis.

Three formats, recognised by shape:

* our own ``responses.jsonl`` (one :class:`~forminv_lean.records.Response` per line);
* the paper's ``false_controls_all_models.json``: ``models[m].preds[]`` with ``id``,
  ``parsed`` (the recorded verdict) and ``raw`` (truncated to 80 characters);
* the paper's ``external_audit_raw.json``: ``items[id][form][m]`` with ``response``,
  ``parsed``, ``latency_s`` and maybe ``error``; the item id is ``<id>_<form>``
  (``ext_001_canonical``, ``ext_001_para_correct``, ``ext_001_para_wrong``).

The recorded verdict is replayed as is (never re-parsed), so a replay reproduces the
recording exactly.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from forminv_lean.errors import InputError
from forminv_lean.evaluate.providers.base import Answer
from forminv_lean.jsonl import read_json, read_jsonl
from forminv_lean.records import Response

#: model -> (item_id, sample) -> answer
Recorded = dict[str, dict[tuple[str, int], Answer]]


def _verdict(value: Any, *, path: Path, where: str) -> Any:
    if value is None or value in ("TRUE", "FALSE"):
        return value
    raise InputError(f"recorded verdict must be TRUE, FALSE or null, got {value!r}",
                     path=str(path), field=where)


def _text(value: Any, *, path: Path, where: str) -> str | None:
    if value is None or isinstance(value, str):
        return value
    raise InputError(f"expected a string or null, got {type(value).__name__}", path=str(path),
                     field=where)


def _seconds(value: Any, *, path: Path, where: str) -> float | None:
    if value is None or (isinstance(value, int | float) and not isinstance(value, bool)):
        return value
    raise InputError(f"expected a number or null, got {type(value).__name__}", path=str(path),
                     field=where)


def _from_responses(path: Path) -> Recorded:
    out: Recorded = {}
    for r in read_jsonl(path, Response, unique=("model", "item_id", "sample")):
        out.setdefault(r.model, {})[(r.item_id, r.sample)] = Answer(
            raw=r.raw, verdict=r.verdict, error=r.error, latency_s=r.latency_s,
            input_tokens=r.input_tokens, output_tokens=r.output_tokens, timestamp=r.timestamp)
    return out


def _from_false_controls(path: Path, data: dict[str, Any]) -> Recorded:
    out: Recorded = {}
    for model, entry in data["models"].items():
        preds = entry.get("preds") if isinstance(entry, dict) else None
        if not isinstance(preds, list):
            raise InputError("expected a list of predictions", path=str(path),
                             field=f"models.{model}.preds")
        answers = out.setdefault(model, {})
        for i, p in enumerate(preds):
            where = f"models.{model}.preds.{i}"
            if not isinstance(p, dict) or "id" not in p:
                raise InputError("expected an object with an id", path=str(path), field=where)
            if not isinstance(p["id"], str | int) or isinstance(p["id"], bool):
                raise InputError("expected a string id", path=str(path), field=f"{where}.id")
            answers[(str(p["id"]), 0)] = Answer(
                raw=_text(p.get("raw"), path=path, where=f"{where}.raw"),
                verdict=_verdict(p.get("parsed"), path=path, where=where),
                error=_text(p.get("error"), path=path, where=f"{where}.error"))
    return out


def _from_external_audit(path: Path, data: dict[str, Any]) -> Recorded:
    out: Recorded = {}
    for item_id, forms in data["items"].items():
        if not isinstance(forms, dict):
            raise InputError("expected an object of forms", path=str(path), field=f"items.{item_id}")
        for form, by_model in forms.items():
            if form == "meta" or not isinstance(by_model, dict):
                continue
            for model, rec in by_model.items():
                where = f"items.{item_id}.{form}.{model}"
                if not isinstance(rec, dict):
                    raise InputError("expected an object", path=str(path), field=where)
                out.setdefault(model, {})[(f"{item_id}_{form}", 0)] = Answer(
                    raw=_text(rec.get("response"), path=path, where=f"{where}.response"),
                    verdict=_verdict(rec.get("parsed"), path=path, where=where),
                    error=_text(rec.get("error") or None, path=path, where=f"{where}.error"),
                    latency_s=_seconds(rec.get("latency_s"), path=path,
                                       where=f"{where}.latency_s"))
    return out


def load_recorded(path: str | Path) -> Recorded:
    """All recorded answers in ``path``, by model; an unknown shape is an InputError."""
    p = Path(path)
    if not p.is_file():
        raise InputError("replay file not found", path=str(p))
    if p.suffix == ".jsonl":
        return _from_responses(p)
    data = read_json(p)
    if isinstance(data, dict) and isinstance(data.get("models"), dict):
        return _from_false_controls(p, data)
    if isinstance(data, dict) and isinstance(data.get("items"), dict):
        return _from_external_audit(p, data)
    raise InputError("unrecognised replay format: expected responses.jsonl, a "
                     "{\"models\": {m: {\"preds\": [...]}}} file or an {\"items\": ...} audit file",
                     path=str(p))


__all__ = ["Recorded", "load_recorded"]
