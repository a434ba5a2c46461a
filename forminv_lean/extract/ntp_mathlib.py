"""Track B: Mathlib declarations from ntp-toolkit output (the ``l3lab/ntp-mathlib`` data).

Two row formats are accepted, both as written by ntp-toolkit:
- ``training_data``: one row per tactic step (``declId, decl, srcUpToTactic,
  declUpToTactic, state, nextTactic``); many rows share a declaration, so rows are
  deduplicated by ``declId``, whose form is ``<module>.<line>_<column>.<hash>``.
- ``declarations``: one row per declaration (``name, kind, args, type, doc, decl, line,
  column``); the module comes from a ``module`` field or the file's name.

The Hub copy is ~7.8 GB, so it is only ever *streamed*, up to ``scan_rows`` rows.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field

from forminv_lean.errors import ForminvError, InputError, MissingDependencyError
from forminv_lean.extract.base import Extraction, ExtractOptions
from forminv_lean.extract.lean_decl import LeanDecl, parse_decl
from forminv_lean.extract.sampling import stratified_sample
from forminv_lean.formalise.goal_state import is_first_tactic
from forminv_lean.jsonl import empty_error, iter_json_lines, sha256_file, validate
from forminv_lean.records import Theorem

DECL_ID = re.compile(r"^(?P<module>.+)\.(?P<line>\d+)_(?P<col>\d+)\.[^.]+$")
BAD_NAME = re.compile(r"(^_|\._|_aux|_private|match_\d|proof_\d|_def$|_eq_\d+$|\.\d|instDecidable)")
HEAVY_CLASSES = re.compile(r"\b(TopologicalSpace|MeasurableSpace|Category|Module|Algebra|"
                           r"NormedAddCommGroup|InnerProductSpace|Fintype|DecidableEq|"
                           r"UniformSpace|MetricSpace)\b")
NON_PROP = re.compile(r"(^|\s)(Type|Sort)\b|:=")


class TrainingRow(BaseModel):
    """The fields of an ntp-toolkit ``training_data`` row that are used, type-checked.

    Other columns are ignored rather than refused: this is outside data streamed from the
    Hub, and ntp-toolkit adds columns between releases."""

    model_config = ConfigDict(extra="ignore")

    declId: str = Field(min_length=1)
    decl: str = ""
    state: str | None = None
    declUpToTactic: str | None = None


class DeclarationRow(BaseModel):
    """The fields of an ntp-toolkit ``declarations`` row that are used (others ignored)."""

    model_config = ConfigDict(extra="ignore")

    name: str = Field(min_length=1)
    kind: str = "theorem"
    args: list[str] = Field(default_factory=list)
    type: str = ""
    decl: str | None = None
    line: int | None = None
    module: str | None = None


@dataclass(frozen=True)
class Candidate:
    """A Mathlib declaration considered for Track B, with its suitability score and reasons."""
    key: str            # declId or name: what rows are deduplicated by
    module: str
    line: int | None
    decl: LeanDecl
    score: float
    reasons: tuple[str, ...]
    # Where the row says it was read (rows taken straight from Mathlib's source carry these;
    # ntp-toolkit's own rows do not, and then the recipe's repo and no commit are recorded).
    origin: tuple[tuple[str, str], ...] = ()
    context: tuple[str, ...] = ()    # namespace/open/variable lines in effect (formalise stage)
    doc: str | None = None           # the declaration's docstring, if the row has it
    imports: tuple[str, ...] = ()    # the file's `import` lines, where the row has its text
    goal: str | None = None          # the state before the first tactic (the elaborated goal)


def suitability(decl: LeanDecl, raw: str) -> tuple[float, tuple[str, ...]]:
    """Score in [0, 1] with the reasons it lost points; 0 means unusable.

    Wanted: a Prop-valued theorem, short, with a readable name, little type-class
    context, and no ``sorry``. Each rule is a plain check so a user can see why a
    declaration was kept or not.
    """
    reasons: list[str] = []
    if decl.kind not in ("theorem", "lemma"):
        return 0.0, (f"kind {decl.kind} is not a theorem",)
    if re.search(r"\bsorry\b", raw):
        return 0.0, ("contains sorry",)
    if NON_PROP.search(decl.statement):
        return 0.0, ("statement is not a Prop",)
    score = 1.0
    n = len(decl.statement)
    if n > 200:
        return 0.0, (f"statement too long ({n} chars)",)
    if n > 100:
        score -= 0.3
        reasons.append(f"long statement ({n} chars)")
    if BAD_NAME.search(decl.name):
        score -= 0.5
        reasons.append("auxiliary-looking name")
    inst = [b for b in decl.binders if b.kind == "instance"]
    if len(inst) > 2:
        score -= 0.4
        reasons.append(f"{len(inst)} instance binders")
    if any(HEAVY_CLASSES.search(b.type or "") for b in decl.binders) or HEAVY_CLASSES.search(
            decl.statement):
        score -= 0.5
        reasons.append("heavy type-class context")
    if len(decl.binders) > 8:
        score -= 0.2
        reasons.append(f"{len(decl.binders)} binders")
    return max(score, 0.0), tuple(reasons)


def _module_of_file(path: Path) -> str:
    stem = path.name
    for suf in (".jsonl", ".json", ".parquet"):
        stem = stem.removesuffix(suf)
    return stem if stem.startswith(("Mathlib", "Std", "Batteries", "Init")) else ""


def _rows_to_candidates(rows: Iterable[tuple[str, int | None, dict[str, Any]]]) -> tuple[
        list[Candidate], dict[str, int]]:
    """Deduplicate per declaration and score. ``rows`` are (file, line, row)."""
    seen: dict[str, Candidate] = {}
    stats = {"rows": 0, "declarations": 0, "unparsable": 0, "unsuitable": 0}
    for file, line, row in rows:
        stats["rows"] += 1
        goal = None
        if "declId" in row:
            t = validate(TrainingRow, row, path=file, line=line)
            key = t.declId
            m = DECL_ID.match(key)
            module, dline = (m.group("module"), int(m.group("line"))) if m else ("", None)
            raw = t.decl
            if t.state and is_first_tactic(t.declUpToTactic):
                goal = t.state   # the row before the first tactic: the declaration's goal
        elif "name" in row and ("type" in row or "decl" in row):
            d = validate(DeclarationRow, row, path=file, line=line)
            key = d.name
            module = d.module or _module_of_file(Path(file))
            dline = d.line
            raw = d.decl or f"{d.kind} {d.name} {' '.join(d.args)} : {d.type}"
        else:
            raise InputError("row is neither ntp-toolkit training_data (declId, decl, ...) "
                             "nor declarations (name, kind, args, type, ...)", path=file, line=line)
        if key in seen:
            if goal is not None and seen[key].goal is None and seen[key].score > 0.0:
                seen[key] = replace(seen[key], goal=goal)   # its first tactic's row came later
            continue
        stats["declarations"] += 1
        origin = tuple((f, str(row[f])) for f in ("repo", "commit", "file") if row.get(f))
        context = _context_of(row)
        try:
            decl = parse_decl(raw)
            if row.get("name"):  # the header says `theorem add_pow`; the row knows `Nat.add_pow`
                decl = replace(decl, name=str(row["name"]))
        except InputError:
            stats["unparsable"] += 1
            seen[key] = Candidate(key, module, dline, LeanDecl("?", key, (), "?"), 0.0,
                                  ("unparsable",), origin)
            continue
        score, reasons = suitability(decl, raw)
        if score == 0.0:
            stats["unsuitable"] += 1
        seen[key] = Candidate(key, module, dline, decl, score, reasons, origin, context,
                              str(row["doc"]) if row.get("doc") else None, _imports_of(row),
                              goal)
    return list(seen.values()), stats


def _context_of(row: dict[str, Any]) -> tuple[str, ...]:
    """The commands in effect at the declaration: from the file's text up to it
    (ntp-toolkit's `srcUpToTactic`), or as a row lists them (`context`)."""
    from forminv_lean.formalise.context import LeanContext

    if isinstance(row.get("context"), list):
        # kept as the scanner keeps them: scopes, open, variable, include; a `notation` or
        # `attribute` line is not repeated (the rendering prints full names, and the Lean
        # emitter refuses such lines, which stopped whole builds)
        return tuple(LeanContext.from_lines([str(x) for x in row["context"]]).lines())
    src = row.get("srcUpToTactic")
    if isinstance(src, str) and src:  # (the declaration itself is not a scope command)
        return tuple(LeanContext.scan(src).lines())
    return ()


def _imports_of(row: dict[str, Any]) -> tuple[str, ...]:
    """The modules the declaration's file imports, from ntp-toolkit's `srcUpToTactic` (the
    file's text up to the declaration); () when the row does not carry it."""
    src = row.get("srcUpToTactic")
    if not isinstance(src, str):
        return ()
    return tuple(m.group(1) for m in re.finditer(r"^import\s+([\w.'«»]+)\s*$", src, re.M))


# Module prefix → domain, most specific first; the first match wins.
MODULE_DOMAINS: tuple[tuple[str, str], ...] = (
    ("Mathlib.Data.Nat.Factorial", "combinatorics"), ("Mathlib.Data.Nat.Choose", "combinatorics"),
    ("Mathlib.Combinatorics", "combinatorics"), ("Mathlib.NumberTheory", "number_theory"),
    ("Mathlib.Data.Nat", "number_theory"), ("Mathlib.Data.Int", "number_theory"),
    ("Mathlib.Algebra.Group.Nat", "number_theory"), ("Mathlib.Data.Set", "set_theory"),
    ("Mathlib.Order", "order"), ("Mathlib.Analysis", "analysis"), ("Mathlib.Data.Real", "analysis"),
    ("Mathlib.Topology", "topology"), ("Mathlib.Algebra", "algebra"),
    ("Mathlib.GroupTheory", "algebra"), ("Mathlib.RingTheory", "algebra"),
)


def domain_of(module: str) -> str:
    """The domain of a Mathlib module (the first listed prefix it falls under), or ``other``."""
    for prefix, dom in MODULE_DOMAINS:
        if module == prefix or module.startswith(prefix + "."):
            return dom
    return "other"


def slug(name: str) -> str:
    """A lowercase identifier made from a declaration name, for theorem ids."""
    s = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
    return s or "decl"


def _stratum(c: Candidate) -> str:
    parts = c.module.split(".")
    return ".".join(parts[:2]) if parts and parts[0] else "(none)"


def _iter_local(path: Path) -> Iterator[tuple[str, int | None, dict[str, Any]]]:
    files = sorted(p for p in path.rglob("*") if _is_rows_file(p)) if path.is_dir() else [path]
    if not files:
        raise InputError("no .jsonl, .jsonl.gz or .parquet files", path=str(path))
    for f in files:
        if f.suffix == ".parquet":
            import pyarrow.parquet as pq

            from forminv_lean.safe_paths import note_input_path

            note_input_path(f)
            try:
                table = pq.read_table(f)
            except Exception as exc:  # pyarrow raises several types for a bad file
                raise InputError(f"unreadable Parquet: {exc}", path=str(f)) from None
            for i, row in enumerate(table.to_pylist(), start=1):
                yield str(f), i, row
        else:
            for n, row in iter_json_lines(f, allow_empty=True):  # one empty shard is fine
                yield str(f), n, row


def _is_rows_file(p: Path) -> bool:
    return p.suffix in (".jsonl", ".parquet") or p.name.endswith(".jsonl.gz")


def _iter_hub(dataset: str, split: str, revision: str, scan_rows: int
              ) -> Iterator[tuple[str, int | None, dict[str, Any]]]:
    if os.environ.get("HF_HUB_OFFLINE") == "1" or os.environ.get("HF_DATASETS_OFFLINE") == "1":
        raise MissingDependencyError(
            f"the Hugging Face Hub is offline here (HF_HUB_OFFLINE=1): cannot stream {dataset}; "
            "pass --path to a local JSONL/Parquet copy")
    try:
        from datasets import load_dataset
    except ImportError:
        raise MissingDependencyError("the 'datasets' package is missing: pip install datasets") \
            from None
    try:
        ds = load_dataset(dataset, split=split, revision=revision, streaming=True)
        for i, row in enumerate(ds, start=1):
            if i > scan_rows:
                break
            yield f"hf://{dataset}@{revision}", i, row
    except ForminvError:
        raise
    except Exception as exc:  # network/auth/format errors from the Hub all end the same way
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise MissingDependencyError(
            f"cannot stream {dataset} from the Hugging Face Hub ({first[:160]}); "
            "a real run needs network access to the Hub, or pass --path to a local copy") from None


def _candidates_to_theorems(chosen: list[Candidate], *, source: str, revision: str,
                            seed: int, repo: str) -> list[Theorem]:
    """Turn the chosen candidates into theorems with unique ids and their provenance."""
    out: list[Theorem] = []
    used: set[str] = set()
    for c in chosen:
        tid = slug(c.decl.name)
        if tid in used:
            tid = f"{tid}_{hashlib.sha256(c.key.encode()).hexdigest()[:8]}"
        used.add(tid)
        out.append(validate(Theorem, {
            "id": tid,
            "source": source,
            "mathlib_name": c.decl.name,
            "lean_statement": c.decl.signature,
            "formal": None,
            "nl": "",
            "domain": domain_of(c.module),
            "truth": True,
            "provenance": {"repo": repo, "module": c.module,
                           "file": c.module.replace(".", "/") + ".lean" if c.module else "",
                           "line": c.line, "decl_id": c.key, "dataset_revision": revision,
                           "seed": seed, "context": list(c.context), "doc": c.doc,
                           "imports": list(c.imports), "goal": c.goal,
                           **dict(c.origin)},
        }, path=c.key, line=None))
    return out


class NtpMathlibSource:
    """Track B: Mathlib declarations from ntp-toolkit data (the Hub, or a local ``--path``)."""
    name: ClassVar[str] = "ntp-mathlib"
    description: ClassVar[str] = "Track B: Mathlib declarations from ntp-toolkit data (Hub or --path)"

    def extract(self, options: ExtractOptions) -> Extraction:
        cfg = options.recipe.get("ntp-mathlib", {})
        dataset = cfg.get("dataset", "l3lab/ntp-mathlib")
        revision = cfg.get("revision", "main")
        min_score = float(cfg.get("min_score", 0.6))
        if options.path is not None:
            rows = _iter_local(options.path)
            inputs = {p.name: sha256_file(p) for p in
                      ([options.path] if options.path.is_file() else
                       sorted(x for x in options.path.rglob("*") if _is_rows_file(x)))}
            revision = f"local:{options.path.name}"
        else:
            rows = _iter_hub(dataset, cfg.get("split", "train"), revision,
                             int(cfg.get("scan_rows", 200_000)))
            inputs = {dataset: revision}
        cands, stats = _rows_to_candidates(rows)
        if not stats["rows"]:
            raise empty_error(options.path or dataset)
        good = [c for c in cands if c.score >= min_score]
        chosen = stratified_sample(good, options.limit, key=_stratum, order=lambda c: c.key,
                                   seed=options.seed)
        stats.update(suitable=len(good), sampled=len(chosen))
        theorems = _candidates_to_theorems(chosen, source=self.name, revision=revision,
                                           seed=options.seed, repo=cfg.get("repo", dataset))
        return Extraction(theorems, inputs=inputs, stats=stats)


def corpus_theorems(path: Path, *, sample: int = 0, seed: int = 0, min_score: float = 0.6
                    ) -> tuple[list[Theorem], int]:
    """The suitable theorems of an ntp-toolkit JSONL(.gz) corpus, read as `extract` reads it
    (a seeded sample of `sample` rows, or all with 0), and the number of declarations read.
    For conformance and coverage runs over a whole corpus (`benchmarks/`, tests)."""
    import gzip
    import json
    import random

    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as f:  # type: ignore[operator]
        raw = [json.loads(line) for line in f if line.strip()]
    if sample:
        raw = random.Random(seed).sample(raw, min(sample, len(raw)))
    cands, _ = _rows_to_candidates((str(path), i, r) for i, r in enumerate(raw, start=1))
    good = [c for c in cands if c.score >= min_score]
    return _candidates_to_theorems(good, source="ntp-mathlib", revision=f"local:{path.name}",
                                   seed=seed, repo="leanprover-community/mathlib4"), len(cands)
