"""Every Lean name the emitter may print, and every import it writes, checked against Mathlib
v4.19.0 itself: the name index and the import graph in ../shared/external/mathlib/ (read
there, never copied; the tests skip with a reason when it is absent).

- a Mathlib name is declared at v4.19.0 (or generated there by an attribute from a declared
  one, or a notation), in a module that the import the table gives for it brings;
- a name the table calls Lean core is not declared by Mathlib or Batteries at v4.19.0 (if it
  were, core could not have it: the two would clash);
- every module named exists at v4.19.0; tactics are from a confirmed list;
- every emitted module's imports are minimal and their closure holds the module of every name
  it uses and of every instance those names need at the types it mentions.
"""

from __future__ import annotations

import gzip
import json
import os
import re
from functools import cache
from pathlib import Path

import pytest

from forminv_lean.formal.lean.names import (
    BRINGS,
    CORE,
    FEATURES,
    GENERATED_FROM,
    INSTANCE_MODULE,
    NAMES,
    NEEDS,
    NOTATIONS,
    TYPE_INSTANCES,
    modules_for,
)
from tests.conftest import REPO

EXTERNAL = Path(os.environ.get("FORMINV_MATHLIB_DATA",
                           REPO.parent / "shared" / "external" / "mathlib"))
DECLS = EXTERNAL / "declarations.jsonl.gz"
IMPORTS = EXTERNAL / "imports-v4.19.0.jsonl.gz"
NOTATION_FILE = EXTERNAL / "notations.jsonl"

needs_index = pytest.mark.skipif(
    not (DECLS.is_file() and IMPORTS.is_file() and NOTATION_FILE.is_file()),
    reason=f"the Mathlib v4.19.0 name index and import graph are not in {EXTERNAL}")

# Tactics the emitter may print: core ones read in leanprover/lean4 src/Init/Tactics.lean
# (`intro`, `rw`, `decide`, `omega`: syntax declared there, elaborators in Lean.Elab.Tactic),
# Mathlib ones with the module that declares their syntax (must exist at v4.19.0).
CORE_TACTICS = frozenset({"intro", "rw", "decide", "omega", "exact", "show"})
MATHLIB_TACTICS = {"ring": "Mathlib.Tactic.Ring", "linarith": "Mathlib.Tactic.Linarith",
                   "norm_num": "Mathlib.Tactic.NormNum"}


@cache
def declared() -> dict[str, list[str]]:
    """full name -> modules declaring it (Mathlib and Batteries at the pinned revisions)."""
    out: dict[str, list[str]] = {}
    with gzip.open(DECLS, "rt", encoding="utf-8") as fh:
        for line in fh:
            r = json.loads(line)
            out.setdefault(r["name"], []).append(r["module"])
    return out


@cache
def raw_graph() -> dict[str, list[str]]:
    with gzip.open(IMPORTS, "rt", encoding="utf-8") as fh:
        return {r["module"]: r["imports"] for r in map(json.loads, fh)}


def _on_cycle(g: dict[str, list[str]], u: str, v: str) -> bool:
    """Whether `u` is reachable from `v` (so the edge u → v closes a cycle)."""
    seen: set[str] = set()
    todo = [v]
    while todo:
        m = todo.pop()
        if m == u:
            return True
        if m not in seen:
            seen.add(m)
            todo += g.get(m, [])
    return False


@cache
def graph() -> dict[str, list[str]]:
    """The import graph without the edges its extractor misread. Lean's import graph is
    acyclic, but the recorded one has cycles: its extractor took `import` lines inside doc
    examples as imports (Mathlib/Tactic/ExtractGoal.lean's docstring shows `import
    Mathlib.Algebra.Polynomial.Basic`), and 4 modules import themselves. A self-import, and an
    edge from a `Mathlib.Tactic.*` module to a non-tactic module that closes a cycle, are
    dropped; the result must be acyclic (else the test data is not usable and this fails)."""
    g = {m: [i for i in imps if i != m] for m, imps in raw_graph().items()}
    for u, imps in g.items():
        if u.startswith("Mathlib.Tactic."):
            g[u] = [v for v in imps if v.startswith(("Mathlib.Tactic.", "Mathlib.Init"))
                    or not v.startswith("Mathlib.") or not _on_cycle(g, u, v)]
    from graphlib import TopologicalSorter

    tuple(TopologicalSorter({u: [v for v in imps if v in g] for u, imps in g.items()})
          .static_order())  # raises CycleError if a cycle is left
    return g


@cache
def closure(module: str) -> frozenset[str]:
    """`module` and everything it imports, transitively (Mathlib modules only: Batteries and
    core modules are leaves here)."""
    seen: set[str] = set()
    todo = [module]
    while todo:
        m = todo.pop()
        if m not in seen:
            seen.add(m)
            todo += graph().get(m, [])
    return frozenset(seen)


def closure_of(imports: list[str]) -> frozenset[str]:
    if "Mathlib" in imports:
        return frozenset(graph())
    return frozenset().union(*(closure(m) for m in imports))


@cache
def notations() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for line in NOTATION_FILE.read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        if not r["local"] and r["scoped_in"] is None:
            out.setdefault(r["symbol"], []).append(r["module"])
    return out


def declaring_modules(name: str) -> list[str]:
    """Where Mathlib v4.19.0 declares `name` ([] when it does not)."""
    if name in NOTATIONS:
        return notations().get(name, [])
    source = GENERATED_FROM.get(name, (name, ""))[0]
    return declared().get(source, [])


def _is_module(m: str) -> bool:
    return m == "Mathlib" or m in graph()


@needs_index
def test_every_module_the_table_names_exists_at_the_pinned_tag() -> None:
    missing = sorted({r.module for r in NAMES.values() if r.module and not _is_module(r.module)})
    assert not missing, f"modules not in Mathlib v4.19.0: {missing}"
    assert all(_is_module(m) for m in MATHLIB_TACTICS.values())


@needs_index
def test_every_mathlib_name_is_declared_where_its_import_brings_it() -> None:
    bad = []
    for name, row in NAMES.items():
        if row.module is None or name in FEATURES or row.kind == "tactic":
            continue
        where = declaring_modules(name)
        if not where:
            bad.append(f"{name}: not declared in Mathlib v4.19.0")
        elif row.module != "Mathlib" and not set(where) & closure(row.module):
            bad.append(f"{name}: declared in {where}, not imported by {row.module}")
    assert not bad, "\n".join(bad)


@needs_index
def test_core_names_are_not_mathlib_names() -> None:
    """A name called core (no import) must not be declared by Mathlib or Batteries at
    v4.19.0: `Nat.lt_iff_add_one_le` was, in Mathlib.Data.Nat.Init, so a module that printed
    it with core's imports only would have failed."""
    clash = sorted(n for n, r in NAMES.items()
                   if r.module is None and r.kind not in ("tactic", "type") and n in declared())
    assert not clash, f"called core but declared in Mathlib v4.19.0: {clash}"
    unconfirmed = sorted(n for n, r in NAMES.items()
                         if r.module is None and not r.confirmed.startswith(CORE))
    assert not unconfirmed, unconfirmed


@needs_index
def test_instances_the_table_relies_on_are_declared() -> None:
    names = {i for by_need in TYPE_INSTANCES.values() for insts in by_need.values()
             for i in insts}
    assert not sorted(n for n in names if n not in declared())
    assert set(INSTANCE_MODULE) == names
    assert {i: [m] for i, m in INSTANCE_MODULE.items()} == {i: declared()[i] for i in names}
    assert set(NEEDS) <= set(NAMES), set(NEEDS) - set(NAMES)
    assert all(set(by_need) >= set(NEEDS.values()) for by_need in TYPE_INSTANCES.values())


def required_modules(names: set[str], text: str) -> dict[str, set[str]]:
    """What a module using `names` whose text is `text` needs in its import closure: the
    declaring modules of its names and of the instances they need at the types it mentions
    ({requirement: acceptable modules})."""
    need: dict[str, set[str]] = {}
    types = [t for t in TYPE_INSTANCES if t in text]
    for n in names:
        row = NAMES[n]
        if row.module is None or row.kind == "tactic" or n in FEATURES:
            continue
        need[n] = set(declaring_modules(n))
        for t in types:
            for inst in TYPE_INSTANCES[t].get(NEEDS.get(n, ""), ()):
                need[f"{inst} (for {n} at {t})"] = set(declared()[inst])
    for t in types:
        need[t] = set(notations()[t])
    return need


def _check_imports(imports: list[str], names: set[str], text: str) -> list[str]:
    bad = [f"import {m}: no such module at v4.19.0" for m in imports if not _is_module(m)]
    if bad:
        return bad
    have = closure_of(imports)
    bad += [f"{req}: declared in {sorted(mods)}, not brought by {imports}"
            for req, mods in required_modules(names, text).items() if not mods & have]
    if "Mathlib" not in imports:
        bad += [f"import {m} is already brought by another import" for m in imports
                if any(m in closure(o) for o in imports if o != m)]
    return bad


@needs_index
def test_the_brings_table_is_the_import_closure() -> None:
    """`modules_for` minimises imports by BRINGS: it must be exactly the pinned closure."""
    mods = sorted({r.module for r in NAMES.values() if r.module and r.module != "Mathlib"}
                  | set(INSTANCE_MODULE.values()))
    want = {m: frozenset(o for o in mods if o != m and o in closure(m)) for m in mods}
    assert {m: BRINGS.get(m, frozenset()) for m in mods} == want


@needs_index
def test_modules_for_each_name_alone_brings_it() -> None:
    bad = []
    for name in NAMES:
        mods = modules_for({name})
        bad += [f"{name}: {b}" for b in _check_imports(mods, {name}, "")]
    assert not bad, "\n".join(bad)


@needs_index
def test_the_vocabulary_examples_import_what_they_use() -> None:
    from forminv_lean.formal.lean.certificates import certificate_decl, disproof_decl, proof_decl
    from forminv_lean.formal.statements import elaborate_text
    from tests.lean.vocabulary_cases import CERTIFICATES, DISPROOFS, PROOFS

    # Track A's declarations: Track B's (IN_CONTEXT) import their declaration's file instead
    decls = [certificate_decl(n, elaborate_text(p), elaborate_text(q))
             for n, p, q in CERTIFICATES]
    decls += [disproof_decl(n, elaborate_text(t), env) for n, t, env in DISPROOFS]
    decls += [proof_decl(n, elaborate_text(t)) for n, t in PROOFS]
    bad = []
    for d in decls:
        assert d is not None
        bad += [f"{d.name}: {b}" for b in _check_imports(modules_for(d.names), set(d.names),
                                                         d.text)]
    assert not bad, "\n".join(bad)


def test_the_import_check_fails_on_a_wrong_import() -> None:
    """The check can fail: `Odd` at ℤ with only Mathlib.Algebra.Group.Even imported."""
    if not DECLS.is_file():
        pytest.skip(f"no Mathlib index in {EXTERNAL}")
    bad = _check_imports(["Mathlib.Algebra.Group.Even"], {"Odd"}, "∀ (n : ℤ), Odd n")
    assert any(b.startswith("Odd:") for b in bad), bad
    assert _check_imports(["Mathlib.NoSuchModule"], set(), "")


_TACTIC = re.compile(r"\bby\s+(?:\(?)([a-z_]+)|;\s*([a-z_]+)")


@pytest.mark.slow
@needs_index
def test_every_emitted_module_imports_what_it_uses(emitted: Path) -> None:
    """Fresh builds (curated, Track B): each declaration module's imports exist at v4.19.0,
    are minimal, and bring every name and instance it uses; every tactic is confirmed."""
    from forminv_lean.certify.lean_emit import validate
    from forminv_lean.records import Certificate

    certs = [Certificate.model_validate_json(x) for x in
             (emitted.parent / "certificates.jsonl").read_text(encoding="utf-8").splitlines()
             if x.strip()]
    assert certs
    bad: list[str] = []
    gen = next((emitted / "FormInvProofs" / "Generated").glob("*/"))
    for c in certs:
        text = (gen / f"{c.name}.lean").read_text(encoding="utf-8")
        imports = re.findall(r"^import (\S+)$", text, re.M)
        names = set(validate(c).names) & set(NAMES)
        if c.imports:  # Track B: its file's modules (or all of Mathlib) must at least exist
            bad += [f"{c.name}: import {m}: no such module" for m in imports
                    if not _is_module(m)]
        else:
            bad += [f"{c.name}: {b}" for b in _check_imports(imports, names, text)]
        for m in _TACTIC.finditer(c.lean):
            tac = m.group(1) or m.group(2)
            if tac not in CORE_TACTICS | set(MATHLIB_TACTICS):
                bad.append(f"{c.name}: tactic {tac!r} is not in the confirmed list")
    assert not bad, "\n".join(bad[:30])
