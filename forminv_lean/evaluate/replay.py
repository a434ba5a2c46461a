"""Read recorded responses back, so past runs and the paper's data feed the same analysis.

Three formats, recognised by shape:

* our own ``responses.jsonl`` (one :class:`~forminv_lean.records.Response` per line);
* the paper's ``false_controls_all_models.json`` and ``external_audit_raw.json``, read by
  the same functions the analysis uses (:mod:`forminv_lean.analysis.paper`), so a replay
  and ``metrics`` on the file agree on every field.

The recorded verdict is replayed as is (never re-parsed), so a replay reproduces the
recording exactly.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from forminv_lean.analysis.paper import (
    RecordedAnswer,
    external_audit_answers,
    false_control_answers,
)
from forminv_lean.errors import InputError
from forminv_lean.evaluate.providers.base import Answer
from forminv_lean.jsonl import read_json, read_jsonl
from forminv_lean.records import Response

#: model -> (item_id, sample) -> answer
Recorded = dict[str, dict[tuple[str, int], Answer]]


def _from_responses(path: Path) -> Recorded:
    out: Recorded = {}
    for r in read_jsonl(path, Response, unique=("model", "item_id", "sample")):
        out.setdefault(r.model, {})[(r.item_id, r.sample)] = Answer(
            raw=r.raw, verdict=r.verdict, error=r.error, latency_s=r.latency_s,
            input_tokens=r.input_tokens, output_tokens=r.output_tokens, timestamp=r.timestamp)
    return out


def _from_paper(answers: Iterable[RecordedAnswer]) -> Recorded:
    out: Recorded = {}
    for a in answers:
        out.setdefault(a.model, {})[(a.item_id, 0)] = Answer(
            raw=a.raw, verdict=a.verdict, error=a.error,
            latency_s=a.latency_s)
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
        return _from_paper(false_control_answers(data, p))
    if isinstance(data, dict) and isinstance(data.get("items"), dict):
        return _from_paper(external_audit_answers(data, p))
    raise InputError("unrecognised replay format: expected responses.jsonl, a "
                     "{\"models\": {m: {\"preds\": [...]}}} file or an {\"items\": ...} audit file",
                     path=str(p))


__all__ = ["Recorded", "load_recorded"]
