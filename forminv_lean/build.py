"""`forminv-lean build`: extract → paraphrase → certify → review ledger → Lean → dataset.

A plain function (:func:`build`) usable from Python; the CLI only wraps it. All outputs
are written into a new folder swapped in whole once every stage succeeded (`out_folder`), so
a failed or killed build leaves the previous output as it was. Certify work is checkpointed
under ``<out>/.work`` so a killed build resumes where it stopped.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from forminv_lean import out_folder
from forminv_lean.certify.card import hub_front_matter, render_card
from forminv_lean.certify.executors import Executor, LocalExecutor
from forminv_lean.certify.lean_emit import emit
from forminv_lean.certify.ledger import load_ledger
from forminv_lean.certify.run import CertifyResult, certify
from forminv_lean.errors import InputError
from forminv_lean.export.hf import ITEM_COLUMNS
from forminv_lean.extract import ExtractOptions, run_source
from forminv_lean.extract.recipes import load_recipe
from forminv_lean.families.generate import paraphrase
from forminv_lean.formalise import formalise
from forminv_lean.jsonl import read_jsonl, sha256_file, write_jsonl, write_text_atomic
from forminv_lean.manifest import dumps_pretty, write_dataset
from forminv_lean.records import Item, Theorem
from forminv_lean.signals import deferred

Hook = Callable[[str, int], Callable[[int], None]]   # (stage, total) -> advance(n)


@dataclass
class BuildResult:
    """What ``build`` produced: the output folder, its theorems and items, the certify result,
    the Lean root it emitted to (if any) and the formalisation coverage.
    """
    out: Path
    theorems: list[Theorem]
    items: list[Item]
    certified: CertifyResult
    lean_file: Path | None
    coverage: dict[str, Any] = field(default_factory=dict)


def build(recipe: str = "curated", *, out: str | Path | None = None, limit: int | None = None,
          seed: int | None = None, path: str | Path | None = None, llm: str | None = None,
          executor: Executor | None = None, timeout: float = 2.0,
          reviews: str | Path | None = None, lean_dir: str | Path | None = None,
          extra_items: str | Path | None = None, chunk_size: int = 64,
          hook: Hook | None = None) -> BuildResult:
    """Run a recipe end to end: extract, formalise, paraphrase, certify, write and emit Lean.

    The Python form of ``forminv-lean build``; the same inputs and seed give byte-identical
    files under ``out`` (default ``out/<recipe>``).
    """
    data, recipe_file = load_recipe(recipe)
    source = data.get("source", {}).get("name", recipe)
    seed = int(data.get("build", {}).get("seed", 0)) if seed is None else seed
    out = Path(out or Path("out") / recipe)
    out_folder.check_reusable(out_folder.resolve(out), out)  # before any work
    noop: Callable[[int], None] = lambda n: None  # noqa: E731
    adv = hook or (lambda stage, total: noop)

    options = ExtractOptions(limit=limit, seed=seed, path=Path(path) if path else None,
                             recipe=data)
    tick = adv("extract", 1)
    ex = run_source(source, options)
    tick(1)
    tick = adv("formalise", len(ex.theorems))
    # Mathlib's theorems are true in Lean: a rendering the checker refutes is mis-rendered
    # and dropped with its reason (counted in the card's refusals), never released as TRUE
    mathlib = source in ("ntp-mathlib", "leandojo")
    formalised = formalise(ex.theorems, llm=llm, progress=tick, check=mathlib,
                           check_timeout=timeout)
    theorems, coverage = formalised.theorems, formalised.coverage
    theorems, coverage = _with_false_controls(theorems, coverage, data, seed=seed,
                                              timeout=timeout)
    tick = adv("paraphrase", len(theorems))
    items = paraphrase(theorems, seed=seed, progress=tick)
    if llm:
        from forminv_lean.families.llm import llm_items

        items = sorted(items + llm_items(theorems, llm, seed=seed), key=lambda i: i.id)
    if extra_items:
        items = _merge_items(items, read_jsonl(extra_items, Item, unique="id"), theorems)
    params = {"recipe": recipe, "seed": seed, "limit": limit, "timeout_s": timeout,
              "path": Path(path).name if path else None,
              "extra_items": Path(extra_items).name if extra_items else None}
    reproduce = f"forminv-lean build --recipe {recipe} --seed {seed}" + \
        (f" --limit {limit}" if limit else "") + (f" --path {params['path']}" if path else "")
    return certify_and_write(
        Path(recipe).stem, theorems, items, out=out, inputs={**ex.inputs, recipe_file.name:
                                                  sha256_file(recipe_file)},
        params=params, coverage=coverage, reproduce=reproduce, executor=executor,
        timeout=timeout, reviews=reviews, lean_dir=lean_dir, chunk_size=chunk_size, hook=hook)


def _with_false_controls(theorems: list[Theorem], coverage: dict[str, Any],
                         recipe: dict[str, Any], *, seed: int, timeout: float
                         ) -> tuple[list[Theorem], dict[str, Any]]:
    """The recipe's false controls (`[controls] false_rate`, `extract/controls.py`) added to
    the theorems, and counted in the coverage."""
    rate = float(recipe.get("controls", {}).get("false_rate", 0) or 0)
    if rate <= 0:
        return theorems, coverage
    from forminv_lean.extract.controls import false_controls

    controls = false_controls(theorems, seed=seed, rate=rate, timeout=timeout)
    return theorems + controls, {**coverage, "false_controls": len(controls)}


def _merge_items(items: list[Item], extra: list[Item], theorems: list[Theorem]) -> list[Item]:
    """Add outside items (e.g. LLM- or hand-written); their theorems must be in the build."""
    known = {t.id for t in theorems}
    ids = {i.id for i in items}
    for it in extra:
        if it.theorem_id not in known:
            raise InputError(f"item {it.id!r} refers to theorem {it.theorem_id!r}, which is not "
                             "in this build", field="theorem_id")
        if it.id in ids:
            raise InputError(f"item id {it.id!r} is already used", field="id")
        ids.add(it.id)
    return sorted(items + extra, key=lambda i: i.id)


def certify_and_write(name: str, theorems: list[Theorem], items: list[Item], *, out: Path,
                      inputs: dict[str, str], params: dict[str, Any], coverage: dict[str, Any],
                      reproduce: str, executor: Executor | None = None, timeout: float = 2.0,
                      reviews: str | Path | None = None, lean_dir: str | Path | None = None,
                      chunk_size: int = 64, hook: Hook | None = None) -> BuildResult:
    """Certify items, emit Lean, write every output. Shared by `build` and `certify`."""
    noop: Callable[[int], None] = lambda n: None  # noqa: E731
    adv = hook or (lambda stage, total: noop)
    given = Path(out)
    out = out_folder.resolve(out)
    out_folder.recover(out)  # a build killed outright: finish or undo its swap first
    out_folder.check_reusable(out, given)
    ledger_path = Path(reviews) if reviews else out / "reviews.jsonl"
    ledger = load_ledger(ledger_path)
    by_id = {t.id: t for t in theorems}
    state: dict[str, Any] = {"tick": noop}

    def on_total(n: int) -> None:
        state["tick"] = adv("certify", n)

    res = certify(items, by_id, ledger=ledger, executor=executor or LocalExecutor(),
                  timeout=timeout, workdir=out / ".work" / "certify", chunk_size=chunk_size,
                  progress=lambda n: state["tick"](n), on_total=on_total)

    lean_counts = _keep_emittable(res, by_id, name)

    # Coverage of what was certified, per family (for Track B cards especially).
    fams: dict[str, list[int]] = {}
    for it in [*res.released, *(i for i, _ in res.excluded), *(i for i, _ in res.review)]:
        c = fams.setdefault(it.family, [0, 0])
        c[0] += 1
        c[1] += it.verification.status in ("smt_proved", "lean_checked", "read_back")
    coverage = dict(coverage)
    coverage.update({f"certified_share[{f}]": f"{c[1]}/{c[0]}" for f, c in sorted(fams.items())})
    if lean_counts:
        coverage["lean_in_context"] = lean_counts
    if theorems and "with_rendering" in coverage:
        # of the declarations in the build (not the false controls, each a rendering's
        # mutation), those with a rendering; `with_rendering` also counts the rendered ones
        # left out for want of a checked wording
        controls = int(coverage.get("false_controls", 0))
        rendered = sum(t.formal is not None for t in theorems) - controls
        coverage["rendering_share"] = f"{rendered}/{len(theorems) - controls}"
    all_inputs = dict(inputs)
    if ledger_path.exists():
        all_inputs["reviews.jsonl"] = sha256_file(ledger_path)
    tick = adv("lean", 1)
    # The final set (Lean file, certificates, classes, queues, dataset + manifest last) is
    # written only now that every part is computed, into a new folder swapped in whole
    # (`out_folder`), and a SIGINT/SIGTERM waits until the swap is done: never certificates
    # without their dataset, never a new file beside an old manifest.
    with deferred():
        new = out_folder.stage(out)
        try:
            root = _lean_root(lean_dir, given, out, new)
            lean_file = emit(name, res.certificates, lean_root=root).index
            _write_outputs(new, name=name, theorems=theorems, res=res, inputs=all_inputs,
                           params=params, coverage=coverage, reproduce=reproduce)
            out_folder.swap(out, new)
        except BaseException as exc:
            shutil.rmtree(new, ignore_errors=True)
            raise out_folder.as_final(exc, new, given) from None
        finally:
            out_folder.release(new)
    if lean_file.is_relative_to(new):
        lean_file = out / lean_file.relative_to(new)
    tick(1)
    return BuildResult(given, theorems, items, res, lean_file, coverage)


def _lean_root(lean_dir: str | Path | None, given: Path, out: Path, new: Path) -> Path:
    """Where the Lean project is written: inside the new folder when it belongs to the build
    (the default ``<out>/lean``, or a ``--lean-dir`` inside ``<out>``), else where it was
    asked, after removing module folders a killed emit left there."""
    if not lean_dir:
        return new / "lean"
    wanted = Path(os.path.realpath(lean_dir))
    if wanted == out or wanted.is_relative_to(out) and \
            wanted.relative_to(out).parts[0] in out_folder.BUILD_OUTPUTS:
        return new / wanted.relative_to(out) if wanted != out else new
    out_folder.remove_killed_emits(wanted)
    return Path(lean_dir)


def _keep_emittable(res: CertifyResult, theorems: dict[str, Theorem],
                    dataset: str) -> dict[str, int]:
    """Keep the certificates the emitter writes (`lean_emit.emittable`: Track B ones restated
    in their declaration's context); items whose certificate is dropped keep the solver
    verdict without Lean, items given one name it. A certificate whose module the final
    Lean-file guard refuses (a Track B file context with `open Lean Meta`) is dropped with
    its reason in the item's detail: one declaration loses its Lean, the build goes on.
    Returns Track B's counts (or {})."""
    from forminv_lean.certify.lean_emit import emittable, module_refusal

    items = [*res.released, *(i for i, _ in res.excluded), *(i for i, _ in res.review)]
    kept, names, counts = emittable(res.certificates, items, theorems)
    refused: dict[str, str] = {}
    for c in kept:
        why = module_refusal(dataset, c)
        if why is not None:
            refused[c.item_id] = f"no Lean certificate: {why}"
            names[c.item_id] = None
    res.certificates = [c for c in kept if c.item_id not in refused]
    if refused and counts:
        counts["refused_by_guard"] = len(refused)

    def fix(it: Item) -> Item:
        if it.id not in names or names[it.id] == it.verification.certificate:
            return it
        update: dict[str, Any] = {"certificate": names[it.id]}
        if it.id in refused:
            d = it.verification.detail
            update["detail"] = f"{d}; {refused[it.id]}" if d else refused[it.id]
        v = it.verification.model_copy(update=update)
        return it.model_copy(update={"verification": v})

    res.released = [fix(i) for i in res.released]
    res.excluded = [(fix(i), r) for i, r in res.excluded]
    res.review = [(fix(i), r) for i, r in res.review]
    return counts


def _with_reason(pairs: list[tuple[Item, str]]) -> list[Item]:
    out = []
    for it, reason in pairs:
        v = it.verification.model_copy(update={"detail": f"{reason}; {it.verification.detail}"
                                               if it.verification.detail else reason})
        out.append(it.model_copy(update={"verification": v}))
    return out


def _write_outputs(out: Path, *, name: str, theorems: list[Theorem], res: CertifyResult,
                   inputs: dict[str, str], params: dict[str, Any], coverage: dict[str, Any],
                   reproduce: str) -> None:
    from forminv_lean.certify.quality import family_validity, measure

    excluded = _with_reason(res.excluded)
    review = _with_reason(res.review)
    measures = measure(res.released)
    built = {"validity": family_validity([*res.released, *excluded, *review])}
    counts = {"family": lambda r: r.family, "tier": lambda r: r.tier,
              "status": lambda r: r.verification.status, "domain": lambda r: r.domain}
    write_jsonl(out / "theorems.jsonl", theorems)
    write_jsonl(out / "excluded.jsonl", excluded)
    write_jsonl(out / "review-queue.jsonl", review)
    write_jsonl(out / "certificates.jsonl", res.certificates)
    write_text_atomic(out / "classes.json", dumps_pretty({
        "classes": res.classes,
        "contradictions": [c.__dict__ for c in res.contradictions]}))
    hub_rows = _write_parquet(out, res.released)
    write_text_atomic(out / "README.md", hub_front_matter(
        hub_rows, name=name, columns=ITEM_COLUMNS) + render_card(
        name=name, released=res.released, excluded=excluded, review=review,
        n_theorems=len(theorems), stats=res.stats, reproduce=reproduce, coverage=coverage,
        measures=measures, built_measures=built))
    # The dataset and its manifest last: their presence means the build completed.
    write_dataset(out / "dataset.jsonl", res.released, kind="dataset", recipe=name,
                  inputs=inputs, parameters={**params, "checker": res.stats,
                                             "coverage": coverage,
                                             "quality": {k: v for k, v in measures.items()
                                                         if k != "validity"}},
                  counts=counts, manifest_name="manifest.json")


def _write_parquet(out: Path, items: list[Item]) -> list[dict[str, Any]]:
    """``dataset.parquet`` and one Parquet file per family (the Hub's configs)."""
    from forminv_lean.export.hf import item_rows, write_parquet_files

    rows = item_rows(items)
    write_parquet_files(out, rows)
    return rows
