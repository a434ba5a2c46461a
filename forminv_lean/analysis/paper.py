"""Readers of the FormInv paper's recorded answer files, shared by analysis and replay.

* ``false_controls_all_models.json``: ``models[m].preds[]`` with ``id``, ``parsed`` (the
  recorded verdict), ``raw`` (truncated to 80 characters), ``gt``, ``theorem_id``,
  ``family``;
* ``external_audit_raw.json``: ``items[id][form][m]`` with ``response``, ``parsed``,
  ``latency_s`` and maybe ``error``; the item id is ``<id>_<form>``
  (``ext_001_canonical``, ``ext_001_para_correct``, ``ext_001_para_wrong``).

Both the results table (:mod:`forminv_lean.analysis.loaders`) and ``replay/<file>``
(:mod:`forminv_lean.evaluate.replay`) read answers through these functions, so they agree
on every field. In particular ``error`` is the error the file records (an empty string
counts as none), never a note that the verdict is missing: an answer the model gave but
nobody could parse has ``verdict`` None and ``error`` None, as the project's own runner
records it (in the paper's files the one recorded error is a provider failure, Gemini's
``No module named 'google.genai'``, with an empty response).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, cast

from forminv_lean.errors import InputError


@dataclass(frozen=True)
class RecordedAnswer:
    """One recorded answer: who answered what, and the file's own record of it."""

    model: str
    item_id: str
    group: str  # the theorem (false controls: the record's; audit: the item key)
    form: str | None  # the audit's form (canonical, para_correct, para_wrong)
    verdict: Literal["TRUE", "FALSE"] | None
    raw: str | None
    error: str | None
    latency_s: float | None
    record: dict[str, Any]  # the answer's object in the file, for the rest of its fields
    where: str  # its path in the file, for error messages


def _verdict(value: Any, *, path: str, where: str) -> Literal["TRUE", "FALSE"] | None:
    if value is None or value in ("TRUE", "FALSE"):
        return cast('Literal["TRUE", "FALSE"] | None', value)
    raise InputError(f"expected TRUE, FALSE or null, got {value!r}", path=path,
                     field=f"{where}.parsed")


def _text(value: Any, *, path: str, where: str) -> str | None:
    if value is None or isinstance(value, str):
        return value
    raise InputError(f"expected a string or null, got {type(value).__name__}", path=path,
                     field=where)


def _seconds(value: Any, *, path: str, where: str) -> float | None:
    if value is None or (isinstance(value, int | float) and not isinstance(value, bool)):
        return value
    raise InputError(f"expected a number or null, got {type(value).__name__}", path=path,
                     field=where)


def _answer(model: str, item_id: str, group: str, form: str | None, rec: dict[str, Any],
            *, raw_key: str, path: str, where: str) -> RecordedAnswer:
    return RecordedAnswer(
        model=model, item_id=item_id, group=group, form=form,
        verdict=_verdict(rec.get("parsed"), path=path, where=where),
        raw=_text(rec.get(raw_key), path=path, where=f"{where}.{raw_key}"),
        error=_text(rec.get("error") or None, path=path, where=f"{where}.error"),
        latency_s=_seconds(rec.get("latency_s"), path=path, where=f"{where}.latency_s"),
        record=rec, where=where)


def false_control_answers(data: dict[str, Any], path: str | Path) -> Iterator[RecordedAnswer]:
    """Every prediction of ``false_controls_all_models.json``, model by model."""
    src = str(path)
    models = data.get("models")
    if not isinstance(models, dict):
        raise InputError("expected an object of models", path=src, field="models")
    for model, entry in models.items():
        preds = entry.get("preds") if isinstance(entry, dict) else None
        if not isinstance(preds, list):
            raise InputError("expected a list of predictions", path=src,
                             field=f"models.{model}.preds")
        for i, p in enumerate(preds):
            where = f"models.{model}.preds[{i}]"
            if not isinstance(p, dict) or "id" not in p:
                raise InputError("expected an object with an id", path=src, field=where)
            if not isinstance(p["id"], str | int) or isinstance(p["id"], bool):
                raise InputError("expected a string id", path=src, field=f"{where}.id")
            group = p.get("theorem_id")
            yield _answer(model, str(p["id"]), "" if group is None else str(group), None, p,
                          raw_key="raw", path=src, where=where)


def external_audit_answers(data: dict[str, Any], path: str | Path,
                           forms: Sequence[str] | None = None) -> Iterator[RecordedAnswer]:
    """Every answer of ``external_audit_raw.json``, item by item, form by form.

    ``forms``: the forms to read, each required; by default every form the item has.
    """
    src = str(path)
    items = data.get("items")
    if not isinstance(items, dict):
        raise InputError("expected an object of items", path=src, field="items")
    for key, entry in items.items():
        if not isinstance(entry, dict):
            raise InputError("expected an object of forms", path=src, field=f"items.{key}")
        names = [f for f in entry if f != "meta"] if forms is None else list(forms)
        for form in names:
            by_model = entry.get(form)
            if not isinstance(by_model, dict):
                if forms is None:
                    continue  # not a form (a note beside them)
                raise InputError("missing or not an object", path=src,
                                 field=f"items.{key}.{form}")
            for model, rec in by_model.items():
                where = f"items.{key}.{form}.{model}"
                if not isinstance(rec, dict):
                    raise InputError("expected an object", path=src, field=where)
                yield _answer(model, f"{key}_{form}", str(key), form, rec,
                              raw_key="response", path=src, where=where)


__all__ = ["RecordedAnswer", "external_audit_answers", "false_control_answers"]
