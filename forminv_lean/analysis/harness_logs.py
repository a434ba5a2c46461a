"""Read answers back from lm-evaluation-harness and inspect_ai logs.

Both harnesses record, per item, the model, the item id and the raw answer; the verdict
is re-read from the raw answer with this project's parser (the same one the exported
tasks score with), so a harness run and ``forminv-lean eval`` are analysed alike.

* lm-eval: ``--log_samples`` writes ``samples_<task>_<time>.jsonl`` beside
  ``results_<time>.json`` (whose ``model_name`` names the model); each line's answer
  list (``repeats``) is one run of its item.
* inspect: ``.eval`` (or ``.json``) logs, read with ``inspect_ai.log.read_eval_log``;
  each log's epochs of an item are one run of it.

An item logged in more than one run (a task group with ``forminv_all``, a rerun into the
same folder, two logs of one model) is resolved by :meth:`Answers.resolve`.

Items come from the log (the exported docs / sample metadata) unless a dataset is given,
in which case every logged item must be in it and theorem, family and truth are the
dataset's.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from forminv_lean.analysis.duplicates import DuplicateReport, check_policy, resolve
from forminv_lean.analysis.table import ItemInfo
from forminv_lean.errors import InputError, MissingDependencyError
from forminv_lean.jsonl import iter_json_lines, read_json
from forminv_lean.records import Response


@dataclass
class Answers:
    """Answers read from logs, and the items the logs describe.

    Each logged (model, item) is kept as a list of *runs* (one answer list per log line
    or log file); :meth:`resolve` turns them into responses under a duplicates policy
    (see :mod:`forminv_lean.analysis.duplicates`), so two logs of one item are never
    counted as extra samples silently.
    """

    items: dict[str, ItemInfo] = field(default_factory=dict)
    runs: dict[tuple[str, str], list[list[Response]]] = field(default_factory=dict)
    responses: list[Response] = field(default_factory=list)
    #: whether some item's differing runs were kept as separate samples
    as_samples: bool = False

    def add(self, model: str, info: ItemInfo, raws: list[str | None], *, where: str) -> None:
        """Record one logged (model, item) with its answers (one per repeat/epoch)."""
        known = self.items.get(info.id)
        if known is not None and (known.theorem_id, known.family, known.ground_truth) != (
                info.theorem_id, info.family, info.ground_truth):
            raise InputError(f"item '{info.id}' is logged with different theorem, family or "
                             "ground truth", path=where)
        self.items.setdefault(info.id, info)
        # the parser's package imports the runner; load it only when there are answers
        from forminv_lean.evaluate.verdict import parse_verdict

        run = []
        for raw in raws:
            verdict = parse_verdict(raw)
            run.append(Response(model=model, item_id=info.id, sample=0, raw=raw,
                                verdict=verdict,
                                error=None if verdict else ("no answer" if not raw
                                                            else "no verdict")))
        self.runs.setdefault((model, info.id), []).append(run)

    def resolve(self, policy: str = "error", *, source: str = "logs"
                ) -> DuplicateReport:
        """Fill :attr:`responses` from the runs under ``policy``; say what was done."""
        report = DuplicateReport(policy=check_policy(policy))
        self.responses, self.as_samples = [], False
        for (model, item_id), runs in self.runs.items():
            kept, split = resolve(f"model '{model}', item '{item_id}'", runs,
                                  _verdict, policy, report, source=source,
                                  no_majority=_no_majority)
            self.as_samples |= split
            self.responses += [r.model_copy(update={"sample": k})
                               for k, r in enumerate(kept)]
        return report


def _verdict(r: Response) -> str | None:
    return r.verdict


def _no_majority(r: Response) -> Response:
    return r.model_copy(update={"verdict": None, "raw": None, "error": "no majority"})


def _str(obj: dict[str, Any], key: str, where: str) -> str:
    value = obj.get(key)
    if not isinstance(value, str) or not value:
        raise InputError("missing or not a string", path=where, field=key)
    return value


def _info(doc: dict[str, Any], where: str) -> ItemInfo:
    truth = _str(doc, "ground_truth", where)
    if truth not in ("TRUE", "FALSE"):
        raise InputError(f"expected TRUE or FALSE, got {truth!r}", path=where,
                         field="ground_truth")
    return ItemInfo(id=_str(doc, "id", where), theorem_id=_str(doc, "theorem_id", where),
                    family=_str(doc, "family", where), ground_truth=truth,
                    domain=str(doc.get("domain") or ""), status=doc.get("status"))


# -- lm-evaluation-harness ------------------------------------------------------------

def lm_eval_files(path: Path) -> list[Path]:
    """The ``samples_*.jsonl`` files of a file or an output folder (sorted)."""
    if path.is_dir():
        files = sorted(path.rglob("samples_*.jsonl"))
        if not files:
            raise InputError("no lm-eval samples_*.jsonl files (run lm_eval with "
                             "--log_samples)", path=str(path))
        return files
    return [path]


def _lm_eval_model(samples: Path) -> str:
    """``model_name`` of the run that wrote ``samples`` (its ``results_<time>.json``)."""
    stamp = samples.stem.rsplit("_", 1)[-1]
    results = samples.with_name(f"results_{stamp}.json")
    if results.is_file():
        data = read_json(results)
        name = data.get("model_name") if isinstance(data, dict) else None
        if isinstance(name, str) and name:
            return name
    return samples.parent.name  # lm-eval names the folder after the model


def read_lm_eval(path: str | Path, answers: Answers | None = None) -> Answers:
    """Every logged answer under ``path`` (a samples file or an output folder)."""
    answers = answers or Answers()
    for f in lm_eval_files(Path(path)):
        model = _lm_eval_model(f)
        for n, obj in iter_json_lines(f):
            where = f"{f}:{n}"
            doc = obj.get("doc")
            if not isinstance(doc, dict):
                raise InputError("missing (is this an lm-eval samples file?)", path=str(f),
                                 line=n, field="doc")
            resps = obj.get("resps")
            if not isinstance(resps, list) or not resps or not isinstance(resps[0], list):
                raise InputError("expected a list of answer lists", path=str(f), line=n,
                                 field="resps")
            raws = [r if isinstance(r, str) else None for r in resps[0]]
            answers.add(model, _info(doc, where), raws, where=where)
    return answers


# -- inspect_ai --------------------------------------------------------------------

def inspect_files(path: Path) -> list[Path]:
    """The inspect ``.eval`` logs to read: every one under a folder, or the one file given."""
    if path.is_dir():
        files = sorted(p for p in path.rglob("*") if p.suffix == ".eval")
        if not files:
            raise InputError("no inspect .eval logs", path=str(path))
        return files
    return [path]


def _metadata_doc(sample: Any) -> dict[str, Any]:
    meta = dict(sample.metadata or {})
    meta.setdefault("id", str(sample.id))
    target = sample.target if isinstance(sample.target, str) else None
    meta.setdefault("ground_truth", target)
    return meta


def read_inspect(path: str | Path, answers: Answers | None = None) -> Answers:
    """Every sample of the inspect logs at ``path`` (a log file or a folder of them)."""
    try:
        from inspect_ai.log import read_eval_log
    except ImportError:
        raise MissingDependencyError("reading inspect logs needs inspect_ai: "
                                     "pip install 'forminv-lean[harness]'") from None
    answers = answers or Answers()
    for f in inspect_files(Path(path)):
        try:
            log = read_eval_log(str(f))
        except Exception as exc:  # the reader raises several types for a bad file
            raise InputError(f"not a readable inspect log ({type(exc).__name__}: {exc})",
                             path=str(f)) from None
        model = log.eval.model
        by_item: dict[str, list[tuple[int, str | None]]] = {}
        infos: dict[str, ItemInfo] = {}
        for sample in log.samples or []:
            where = f"{f}: sample {sample.id} epoch {sample.epoch}"
            info = _info(_metadata_doc(sample), where)
            infos[info.id] = info
            raw = sample.output.completion if sample.output is not None else None
            by_item.setdefault(info.id, []).append((sample.epoch, raw or None))
        for item_id, epochs in by_item.items():
            answers.add(model, infos[item_id], [r for _, r in sorted(epochs, key=_epoch)],
                        where=str(f))
    return answers


def _epoch(pair: tuple[int, str | None]) -> int:
    return pair[0]


def is_inspect_json(data: Any) -> bool:
    """Whether ``data`` is an inspect log exported as JSON (an ``eval`` header and samples)."""
    return isinstance(data, dict) and isinstance(data.get("eval"), dict) and "samples" in data


def is_lm_eval_line(obj: dict[str, Any]) -> bool:
    """Whether ``obj`` is one line of lm-eval's ``--log_samples`` output."""
    return "doc_id" in obj and "doc" in obj


def first_object(path: Path) -> dict[str, Any] | None:
    """The first JSON object of a JSON-lines file (or None), to tell its format from one line."""
    for _, obj in iter_json_lines(path):
        return obj
    return None


def folder_kind(path: Path) -> str | None:
    """``lm-eval`` or ``inspect`` for a folder of harness logs, else None."""
    if next(path.rglob("samples_*.jsonl"), None) is not None:
        return "lm-eval"
    if next((p for p in path.rglob("*.eval")), None) is not None:
        return "inspect"
    return None


def to_items(answers: Answers, dataset_items: Iterable[ItemInfo] | None, *, source: str
             ) -> list[ItemInfo]:
    """The items to analyse: the dataset's (every logged item must be in it), else the
    logs' own."""
    if dataset_items is None:
        return sorted(answers.items.values(), key=lambda i: i.id)
    items = list(dataset_items)
    known = {i.id for i in items}
    unknown = sorted(set(answers.items) - known)
    if unknown:
        raise InputError(f"logged item '{unknown[0]}' is not in the dataset "
                         f"({len(unknown)} unknown)", path=source, field="item_id")
    return items


__all__ = ["Answers", "folder_kind", "first_object", "inspect_files", "is_inspect_json",
           "is_lm_eval_line", "lm_eval_files", "read_inspect", "read_lm_eval", "to_items"]
