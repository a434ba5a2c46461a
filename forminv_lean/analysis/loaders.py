"""Loaders that turn every supported answer file into the results table.

Formats (``detect_format`` picks one from the file itself):

* ``responses-jsonl``: the project's :class:`Response` lines; needs ``--dataset``
  (the project's :class:`Item` JSONL or the paper's dataset JSONL).
* ``false-controls``: the paper's ``false_controls_all_models.json``.
* ``mathcheck``: the paper's ``mathcheck_ranking_results.json``: per group a canonical and
  a "problem understanding" paraphrase (family ``pu``) with numeric answers; the group key
  is the theorem id and ``correct`` comes from the file.
* ``external-audit``: the paper's ``external_audit_raw.json``: per item a canonical
  question, a correct paraphrase (``para_correct``) and a deliberately wrong one
  (``para_wrong``) carrying the label a careless benchmark would give it.
* ``table-csv``, ``table-jsonl``, ``table-parquet``: a results table; only ``model,
  item_id, theorem_id, family, verdict, ground_truth`` are required (``correct`` is
  derived when absent; ``domain`` and ``sample`` are optional).
* ``lm-eval``: lm-evaluation-harness ``--log_samples`` output (a ``samples_*.jsonl`` file
  or the output folder) of an exported task (``forminv-lean export --format lm-eval``).
* ``inspect``: inspect_ai logs (``.eval``/``.json``, or a folder of ``.eval``) of an
  exported task. For both harnesses the verdict is re-read from the raw answer with the
  project's parser; ``--dataset`` is optional (items come from the logs otherwise).

An answer the file marks as unparsed (``parsed: null``) becomes NA, never ``False``.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, cast

import pandas as pd

from forminv_lean.analysis.paper import external_audit_answers, false_control_answers
from forminv_lean.analysis.plain import PLAIN_OPTIONAL, PLAIN_REQUIRED, read_plain
from forminv_lean.analysis.table import ItemInfo, frame, results_table, validate_table
from forminv_lean.errors import InputError
from forminv_lean.families.registry import family_id
from forminv_lean.jsonl import iter_json_lines, read_json, validate
from forminv_lean.records import Item, Response

FORMATS: tuple[str, ...] = ("responses-jsonl", "false-controls", "mathcheck",
                            "external-audit", "table-csv", "table-jsonl", "table-parquet",
                            "lm-eval", "inspect")


def detect_format(path: str | Path, data: Any = None) -> str:
    """Name the format of an answer file (or log folder) from its suffix and shape."""
    p = Path(path)
    harness = _detect_harness(p)
    if harness is not None:
        return harness
    if p.suffix == ".csv":
        return "table-csv"
    if p.suffix == ".jsonl":
        return "responses-jsonl"
    data = read_json(p) if data is None else data
    if isinstance(data, dict):
        from forminv_lean.analysis.harness_logs import is_inspect_json

        if is_inspect_json(data):
            return "inspect"
        if isinstance(data.get("models"), dict) and all(
                isinstance(v, dict) and "preds" in v for v in data["models"].values()):
            return "false-controls"
        if isinstance(data.get("items"), dict) and "stats" in data:
            return "external-audit"
        if data and all(isinstance(v, dict) and "canonical" in v and "pu" in v
                        for v in data.values()):
            return "mathcheck"
    raise InputError("unrecognised answer file; expected one of: " + ", ".join(FORMATS),
                     path=str(p))


def load_table(responses: str | Path, dataset: str | Path | None = None, *,
               force: bool = False) -> pd.DataFrame:
    """Load any supported answer file (plus its dataset when needed) as a results table.

    The project's ``responses.jsonl`` is first checked against its ``run.manifest.json``
    (:func:`~forminv_lean.evaluate.output.verify_responses`): a mismatch is an error, or
    with ``force`` a warning on stderr saying what is missing.
    """
    p = Path(responses)
    fmt = _detect_harness(p)
    data = None if fmt or p.suffix in (".csv", ".jsonl") else read_json(p)
    fmt = fmt or detect_format(p, data)
    if fmt in ("table-csv", "table-jsonl", "table-parquet"):
        return load_plain_table(p, fmt)
    if fmt in ("lm-eval", "inspect"):
        return load_harness_logs(p, fmt, dataset)  # duplicates refused (the default)
    if fmt == "responses-jsonl":
        from forminv_lean.evaluate.output import verify_responses

        for warning in verify_responses(p, force=force):
            print(f"warning: {warning}", file=sys.stderr)
        if dataset is None:
            raise InputError("the project's responses carry no theorem, family or ground "
                             "truth; pass --dataset", path=str(p))
        return load_project(p, dataset)
    loader = {"false-controls": _false_controls, "mathcheck": _mathcheck,
              "external-audit": _external_audit}[fmt]
    # detect_format only names these formats for a JSON object, so data is a dict here
    try:
        rows = loader(cast("dict[str, Any]", data), str(p))
    except (TypeError, AttributeError, KeyError, ValueError) as exc:  # a value of the wrong
        # shape deep inside the paper's structure: one line, not a traceback
        raise InputError(f"unexpected structure in a {fmt} file ({type(exc).__name__}: "
                         f"{exc})", path=str(p)) from None
    table = validate_table(frame(rows), source=str(p))
    if dataset is not None:
        table = _attach_status(table, read_items(dataset))
    return table


def _attach_status(table: pd.DataFrame, items: list[ItemInfo]) -> pd.DataFrame:
    """Take verification status/counterexample from a dataset for items it knows."""
    status = {i.id: i.status for i in items}
    cex = {i.id: i.counterexample for i in items}
    out = table.copy()
    known = out["item_id"].isin(status.keys())
    out.loc[known, "status"] = out.loc[known, "item_id"].map(status)
    out.loc[known, "counterexample"] = out.loc[known, "item_id"].map(cex)
    return out


# -- plain results tables and harness logs ------------------------------------------

def _detect_harness(p: Path) -> str | None:
    """Formats recognised before reading a whole file: folders, .eval, .parquet, and JSONL
    whose first line is an lm-eval sample or a results-table row."""
    from forminv_lean.analysis import harness_logs as hl

    if p.is_dir():
        kind = hl.folder_kind(p)
        if kind is None:
            raise InputError("folder holds no lm-eval samples_*.jsonl or inspect .eval "
                             "logs", path=str(p))
        return kind
    if p.suffix == ".eval":
        return "inspect"
    if p.suffix == ".parquet":
        return "table-parquet"
    if p.suffix == ".jsonl" and p.is_file():
        first = hl.first_object(p)
        if first is not None and hl.is_lm_eval_line(first):
            return "lm-eval"
        if first is not None and {"theorem_id", "family", "ground_truth"} <= first.keys():
            return "table-jsonl"
    return None


def load_plain_table(path: str | Path, fmt: str | None = None) -> pd.DataFrame:
    """A results table in CSV, JSONL or Parquet (see :func:`~forminv_lean.analysis.plain.
    read_plain`, which reads and checks it) as a pandas frame."""
    return read_plain(path, fmt).to_frame()


def load_harness_logs(path: str | Path | Sequence[str | Path], fmt: str | None = None,
                      dataset: str | Path | None = None, *, duplicates: str = "error",
                      notes: list[str] | None = None) -> pd.DataFrame:
    """lm-eval samples or inspect logs (one path or several, read together) as a results
    table; answers logged twice for one (model, item) are resolved by ``duplicates``
    (:mod:`~forminv_lean.analysis.duplicates`) and what was done is appended to ``notes``.
    """
    from forminv_lean.analysis.harness_logs import Answers, read_inspect, read_lm_eval, to_items

    paths = [Path(path)] if isinstance(path, str | Path) else [Path(p) for p in path]
    source = ", ".join(str(p) for p in paths)
    answers = Answers()
    for p in paths:
        kind = fmt if fmt is not None and len(paths) == 1 else _detect_harness(p)
        (read_lm_eval if kind == "lm-eval" else read_inspect)(p, answers)
    if not answers.runs:
        raise InputError("no logged answers", path=source)
    report = answers.resolve(duplicates, source=source)
    if notes is not None and report.note:
        notes.append(report.note)
    items = to_items(answers, read_items(dataset) if dataset is not None else None,
                     source=source)
    table = validate_table(results_table(answers.responses, items, source=source,
                                         pad_samples=not answers.as_samples), source=source)
    if notes is not None:
        notes += coverage_notes(table, dataset)
    return table


def coverage_notes(table: pd.DataFrame, dataset: str | Path | None) -> list[str]:
    """What a harness run left out: per model, the dataset items it never answered; with
    no dataset, that the items are only the logged ones."""
    n_items = table["item_id"].nunique()
    if dataset is None:
        return [f"no --dataset: the {n_items} items ({table['theorem_id'].nunique()} "
                "theorems) the logs hold are all that is counted; an item the run never "
                "logged is not missing but absent, so SCR and coverage may be too high; "
                "pass --dataset to count it"]
    absent = table[table["error"] == "no response"].groupby("model")["item_id"].nunique()
    return [f"model '{m}': {int(k)} of {n_items} dataset items have no logged answer "
            "(counted in coverage; SCR uses only theorems answered in full)"
            for m, k in absent.items() if k]


def load_sources(responses: Sequence[str | Path], dataset: str | Path | None = None, *,
                 force: bool = False, duplicates: str = "error",
                 notes: list[str] | None = None) -> pd.DataFrame:
    """Several answer files read as one table (``metrics -r A -r B``).

    Harness logs are read together (:func:`load_harness_logs`); other sources are loaded
    one by one and joined: a (model, item) answered in more than one of them is resolved
    by ``duplicates`` like a harness duplicate, and a "no response" row one source filled
    in gives way to another source's real answer.
    """
    from forminv_lean.analysis.duplicates import check_policy

    check_policy(duplicates)
    paths = [Path(p) for p in responses]
    if not paths:
        raise InputError("--responses: give at least one answer file")
    if len(set(paths)) < len(paths):
        dup = next(p for p in paths if paths.count(p) > 1)
        raise InputError("given twice in --responses", path=str(dup))
    if all(_detect_harness(p) in ("lm-eval", "inspect") for p in paths):
        return load_harness_logs(paths, None, dataset, duplicates=duplicates, notes=notes)
    if len(paths) == 1:
        return load_table(paths[0], dataset, force=force)
    frames = [(str(p), load_table(p, dataset, force=force)) for p in paths]
    return _join(frames, duplicates, notes)


def _join(frames: list[tuple[str, pd.DataFrame]], policy: str,
          notes: list[str] | None) -> pd.DataFrame:
    from forminv_lean.analysis.duplicates import DuplicateReport, resolve

    runs: dict[tuple[str, str], list[list[dict[str, Any]]]] = {}
    fillers: dict[tuple[str, str], dict[str, Any]] = {}
    for _, df in frames:
        for key, group in df.groupby(["model", "item_id"], sort=False):
            recs = group.sort_values("sample").to_dict(orient="records")
            real = [r for r in recs if r.get("error") != "no response"]
            if real:
                runs.setdefault(cast("tuple[str, str]", key), []).append(real)
            else:
                fillers.setdefault(cast("tuple[str, str]", key), recs[0])
    report = DuplicateReport(policy=policy)
    source = ", ".join(name for name, _ in frames)
    rows: list[dict[str, Any]] = []
    for key, rs in runs.items():
        kept, _ = resolve(f"model '{key[0]}', item '{key[1]}'", rs, _row_verdict, policy,
                          report, source=source, no_majority=_row_no_majority)
        rows += [{**r, "sample": k} for k, r in enumerate(kept)]
    rows += [r for key, r in fillers.items() if key not in runs]
    if notes is not None and report.note:
        notes.append(report.note)
    return validate_table(frame(rows), source=source)


def _row_verdict(row: dict[str, Any]) -> str | None:
    v = row.get("verdict")
    return None if v is None or v is pd.NA else str(v)


def _row_no_majority(row: dict[str, Any]) -> dict[str, Any]:
    return {**row, "verdict": None, "correct": None, "error": "no majority"}


# -- the project's own files ---------------------------------------------------------

def _cex_text(cex: dict[str, str] | None) -> str | None:
    return None if not cex else ", ".join(f"{k} = {v}" for k, v in sorted(cex.items()))


def read_items(path: str | Path) -> list[ItemInfo]:
    """Read a dataset: the project's :class:`Item` JSONL or the paper's dataset JSONL."""
    out: list[ItemInfo] = []
    seen: set[str] = set()
    for n, obj in iter_json_lines(path):
        if "nl_question" in obj:  # the paper's row schema
            for key in ("id", "theorem_id", "family", "ground_truth"):
                if not isinstance(obj.get(key), str):
                    raise InputError("missing or not a string", path=str(path), line=n,
                                     field=key)
            info = ItemInfo(id=obj["id"], theorem_id=obj["theorem_id"],
                            family=family_id(obj["family"]),
                            ground_truth=obj["ground_truth"],
                            domain=str(obj.get("domain") or ""),
                            question=obj["nl_question"] if isinstance(obj["nl_question"], str)
                            else None)
        else:
            item = validate(Item, obj, path=str(path), line=n)
            info = ItemInfo(id=item.id, theorem_id=item.theorem_id, family=item.family,
                            ground_truth=item.ground_truth, domain=item.domain,
                            status=item.verification.status,
                            counterexample=_cex_text(item.verification.counterexample),
                            question=item.question)
        if info.id in seen:
            raise InputError(f"duplicate item id '{info.id}'", path=str(path), line=n,
                             field="id")
        seen.add(info.id)
        out.append(info)
    if not out:
        raise InputError("dataset has no items", path=str(path))
    return out


def load_project(responses: str | Path, dataset: str | Path) -> pd.DataFrame:
    """Join the project's ``responses.jsonl`` with its dataset, errors located by line."""
    items = read_items(dataset)
    known = {i.id for i in items}
    recs: list[Response] = []
    seen: dict[tuple[str, str, int], int] = {}
    for n, obj in iter_json_lines(responses):
        r = validate(Response, obj, path=str(responses), line=n)
        if r.item_id not in known:
            raise InputError(f"unknown item '{r.item_id}' (not in {Path(dataset).name})",
                             path=str(responses), line=n, field="item_id")
        key = (r.model, r.item_id, r.sample)
        if key in seen:
            raise InputError(f"duplicate response (first on line {seen[key]})",
                             path=str(responses), line=n, field="sample")
        seen[key] = n
        recs.append(r)
    if not recs:
        raise InputError("no responses", path=str(responses))
    return validate_table(results_table(recs, items, source=str(responses)),
                          source=str(responses))


# -- the paper's recorded files ------------------------------------------------------

def _need(obj: Any, key: str, where: str, path: str) -> Any:
    if not isinstance(obj, dict) or key not in obj:
        raise InputError("missing", path=path, field=f"{where}.{key}" if where else key)
    return obj[key]


def _false_controls(data: dict[str, Any], path: str) -> list[dict[str, Any]]:
    rows = []
    for a in false_control_answers(data, path):
        p = a.record
        gt = _need(p, "gt", a.where, path)
        _need(p, "parsed", a.where, path)
        rows.append({"model": a.model, "item_id": a.item_id,
                     "theorem_id": _need(p, "theorem_id", a.where, path),
                     "family": family_id(p["family"]) if isinstance(p.get("family"), str)
                     else p.get("family"),
                     "domain": "", "ground_truth": gt, "verdict": a.verdict,
                     "correct": None if a.verdict is None else a.verdict == gt,
                     "sample": 0, "error": a.error})
    return rows


def _num(x: Any) -> str | None:
    """A numeric answer as text: ``18.0`` -> ``"18"``, ``0.5`` -> ``"0.5"``."""
    if x is None:
        return None
    if isinstance(x, float) and x.is_integer():
        return str(int(x))
    return str(x)


def _mathcheck(data: dict[str, Any], path: str) -> list[dict[str, Any]]:
    rows = []
    for group, entry in data.items():
        expected = _num(_need(entry, "expected_answer", group, path))
        for form, family in (("canonical", "canonical"), ("pu", "pu")):
            answers = _need(entry, form, group, path)
            for model, a in answers.items():
                where = f"{group}.{form}.{model}"
                parsed = _need(a, "parsed_answer", where, path)
                correct = a.get("correct")
                if parsed is not None and not isinstance(correct, bool):
                    raise InputError("expected true or false", path=path,
                                     field=f"{where}.correct")
                rows.append({"model": model, "item_id": f"{group}_{family}",
                             "theorem_id": str(group), "family": family,
                             "domain": "arithmetic", "ground_truth": expected,
                             "verdict": _num(parsed),
                             "correct": None if parsed is None else correct,
                             "sample": 0, "error": a.get("error")})
    return rows


_EXTERNAL_FORMS = (("canonical", "canonical", "canonical_gt"),
                   ("para_correct", "para_correct", "correct_gt"),
                   ("para_wrong", "para_wrong", "wrong_labeled_gt"))


def _external_audit(data: dict[str, Any], path: str) -> list[dict[str, Any]]:
    """Score every answer against the label the item carries (``wrong_labeled_gt`` for the
    wrong paraphrase, as a benchmark that contained it would), not the file's ``correct``.

    The hand-built ``meta`` is kept as a human verdict: a deliberately wrong paraphrase is
    ``expert_rejected`` (its ``detail`` in ``counterexample``), the rest ``expert_approved``.
    """
    rows = []
    metas: dict[str, dict[str, Any]] = {}
    for a in external_audit_answers(data, path, forms=[f for f, _, _ in _EXTERNAL_FORMS]):
        key = a.group
        if key not in metas:
            metas[key] = _need(data["items"][key], "meta", key, path)
        meta = metas[key]
        family, gt_key = _FORM_LABELS[a.form or ""]
        kind = meta.get("error_type", "")
        gt = _need(meta, gt_key, f"{key}.meta", path)
        rejected = a.form == "para_wrong" and kind != "control_correct"
        note = None
        if rejected:
            true_gt = meta.get("wrong_true_gt")
            label = ("label also wrong" if true_gt != gt else "label happens to be right")
            note = f"hand-built wrong paraphrase ({kind}); true answer {true_gt}, {label}"
        rows.append({"model": a.model, "item_id": a.item_id, "theorem_id": key,
                     "family": family, "domain": meta.get("domain", ""),
                     "ground_truth": gt, "verdict": a.verdict,
                     "correct": None if a.verdict is None else a.verdict == gt,
                     "sample": 0, "error": a.error,
                     "status": "expert_rejected" if rejected else "expert_approved",
                     "counterexample": note})
    return rows


_FORM_LABELS = {form: (family, gt_key) for form, family, gt_key in _EXTERNAL_FORMS}


__all__ = ["FORMATS", "PLAIN_OPTIONAL", "PLAIN_REQUIRED", "detect_format",
           "coverage_notes", "load_harness_logs", "load_plain_table", "load_project",
           "load_sources", "load_table",
           "read_items"]
