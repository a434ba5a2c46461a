"""Issue 24 item 6: every Track B Lean module one that would elaborate, as far as names go.

Nothing here runs Lean (it cannot be installed on the project's machines). The checker
(`certify/lean_idents.py`) reads each emitted module and requires every identifier of its
statement to be a binder, a keyword, a listed Lean core name, or a Mathlib declaration that
the module imports (transitively, through Mathlib v4.19.0's import graph) and that Lean's name
resolution reaches; notations in scope; no `_` holes, no escape hatches. The end-to-end test
builds a slice of the shared Mathlib corpus through the CLI and checks every module. Skipped,
with the reason, when the shared data (`../shared/external/mathlib`) is absent; nothing of it
is copied into the repository.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from forminv_lean.certify.lean_emit import declaration_imports, lean_name, scoped_context
from forminv_lean.certify.lean_idents import check_module, iter_modules, load_names, read_module
from forminv_lean.formalise.name_index import default_index_dir

DATA = default_index_dir()
NAMES = load_names(str(DATA)) if DATA is not None else None
needs_index = pytest.mark.skipif(NAMES is None, reason="the shared Mathlib name index and "
                                 "import graph (../shared/external/mathlib) are absent")


def _module(statement: str, imports: str = "import Mathlib", context: str = "") -> str:
    return (f"{imports}\n\nuniverse u\n\n{context}\nnamespace FormInvProofs.Generated.NtpMathlib"
            f"\n\ntheorem forminv_x : {statement} :=\n  Iff.rfl\n\n"
            "end FormInvProofs.Generated.NtpMathlib\n")


def _reasons(text: str) -> list[str]:
    assert NAMES is not None
    return sorted(f.reason for f in check_module(text, NAMES))


@needs_index
@pytest.mark.parametrize("statement, imports, context, want", [
    # full names, imported through the graph: clean
    ("(∀ x : ℝ, 0 < Real.exp x) ↔ (∀ x : ℝ, Real.exp x > 0)",
     "import Mathlib.Analysis.SpecialFunctions.Exp", "", []),
    # the defects: a bare name without the file's `open`, a name the imports lack
    ("(∀ x : ℝ, 0 < exp x) ↔ (∀ x : ℝ, exp x > 0)", "import Mathlib", "", ["unknown_name"] * 2),
    ("(∀ x : ℝ, 0 < exp x) ↔ True", "import Mathlib", "open Real", []),
    ("(∀ x : ℝ, 0 < Real.exp x) ↔ True", "import Mathlib.Order.Basic", "",
     ["not_imported", "notation_out_of_scope"]),
    ("(∀ s : Finset ℕ, s.card = 0) ↔ (∀ s : _, s.card = 0)", "import Mathlib", "", ["hole"]),
    ("(π > 3) ↔ True", "import Mathlib", "", ["notation_out_of_scope"]),
    ("(π > 3) ↔ True", "import Mathlib", "open scoped Real", []),
    ("(∀ s : Finset ℕ, #(s) = 0) ↔ True", "import Mathlib", "", ["notation_out_of_scope"]),
    ("(∀ s : Finset ℕ, #(s) = 0) ↔ True", "import Mathlib", "open scoped Finset", []),
    # `sqrt` under `open Nat Real`: Nat.sqrt and Real.sqrt, an ambiguity
    ("(sqrt 4 = 2) ↔ True", "import Mathlib", "open Nat Real", ["ambiguous"]),
    # an export alias at the root (`export Dist (dist)`), core names, binders' fields
    ("(∀ {α : Type u} [PseudoMetricSpace α] (x : α), dist x x = 0 ∧ min 1 2 = 1) ↔ True",
     "import Mathlib", "", []),
    ("(∀ s : Finset ℕ, s.card = 0) ↔ True", "import Mathlib", "", []),
    ("(∀ s : Finset ℕ, s.noSuchFieldAnywhere = 0) ↔ True", "import Mathlib", "",
     ["unknown_field"]),
    ("(1 = 1) ↔ True", "import Mathlib.No.Such.Module", "", ["unknown_import"]),
    # found in a 2,000-theorem build: the paraphrase's binders in the elaborator's order
    ("(∀ {R : Type u} {M : Type u} [Semiring R] (x : M), x = x) ↔ "
     "(∀ {R : Type u} [Semiring R], ∀ {M : Type u} (x : M), x = x)", "import Mathlib", "",
     ["binder_order"]),
    ("(∀ {K : Type u} [Field K] {G : Type u} [Group G] (g : G), g = g) ↔ "
     "(∀ {K : Type u} [Field K] [MulSemiringAction G K] {G : Type u} [Group G] (g : G), g = g)",
     "import Mathlib", "", ["binder_order", "unknown_name"]),
    ("(∀ {ι : Sort u} (f : ι → ℕ), f = f) ↔ (∀ {ι : Type u} (f : ι → ℕ), f = f)",
     "import Mathlib", "", ["binder_order"]),
    # `Type u`'s `u` is the universe, not the term binder `u` bound after it
    ("(∀ {α : Type u} (u : ℤ) (a : α), a = a ∧ u = u) ↔ (∀ {α : Type u} (u : ℤ) (a : α), "
     "u = u ∧ a = a)", "import Mathlib", "", []),
])
def test_the_checker_finds_each_defect_class(statement: str, imports: str, context: str,
                                            want: list[str]) -> None:
    assert _reasons(_module(statement, imports, context)) == sorted(want)


@needs_index
def test_the_checker_refuses_escape_hatches_and_modules_without_a_theorem() -> None:
    text = _module("(1 = 1) ↔ True").replace("Iff.rfl", "sorry")
    assert _reasons(text) == ["escape"]
    assert _reasons("import Mathlib\n") == ["no_statement"]
    # the statement's names only: the proof's lemmas are the vocabulary's, checked elsewhere
    assert read_module(_module("(1 = 1) ↔ True")).statement == "(1 = 1) ↔ True"


@needs_index
def test_imports_are_the_declarations_module_minimised_by_the_graph() -> None:
    assert NAMES is not None
    mod = "Mathlib.Analysis.SpecialFunctions.Exp"
    assert declaration_imports(mod, []) == [mod]
    # a vocabulary module the declaration's module already brings is dropped
    brought = sorted(m for m in NAMES.closure([mod]) - {mod} if m.startswith("Mathlib."))[0]
    assert declaration_imports(mod, [brought]) == [mod]
    # one it does not bring is kept
    assert "Mathlib.Tactic.Linarith" not in NAMES.closure(["Mathlib.Data.Real.Basic"])
    assert declaration_imports("Mathlib.Data.Real.Basic", ["Mathlib.Tactic.Linarith"]) == \
        ["Mathlib.Data.Real.Basic", "Mathlib.Tactic.Linarith"]
    # and one that brings the declaration's module replaces it
    assert declaration_imports("Mathlib.Order.Basic", ["Mathlib.Tactic.Linarith"]) == \
        ["Mathlib.Tactic.Linarith"]
    assert declaration_imports("Mathlib.No.Such.Module", []) is None   # caller falls back
    assert declaration_imports("", []) is None


@needs_index
def test_context_becomes_the_scoped_namespaces_in_effect() -> None:
    """No name is opened and no namespace entered (names are written in full); the scoped
    notations and instances of every namespace open or enclosing at the declaration are."""
    assert scoped_context(["variable {R : Type*}", "open DualNumber", "namespace DualNumber",
                           "open TrivSqZeroExt"]) == \
        ["open scoped DualNumber TrivSqZeroExt"]
    # `namespace A.B` puts A and A.B in effect; `open Lean Meta` is refused by the guard;
    # `open X in` applies to one command, not the declaration
    assert scoped_context(["namespace Real.Angle", "open Lean Meta", "open scoped ENNReal",
                           "open Nat in"]) == ["open scoped Real Real.Angle ENNReal"]
    # a namespace holding only scoped instances is kept as the file wrote it
    assert scoped_context(["open Set Pointwise"]) == ["open scoped Set Pointwise"]
    assert scoped_context([]) == []


def _slice(tmp: Path, stride: int = 97) -> Path:
    """A seeded-by-position slice of the shared corpus (every `stride`-th row), written to a
    temporary file: the corpus is sorted by module, so a stride spans Mathlib's areas."""
    assert DATA is not None
    src = DATA / "ntp-training-data-v4.19.0.jsonl.gz"
    out = tmp / "slice.jsonl"
    with gzip.open(src, "rt", encoding="utf-8") as f, open(out, "w", encoding="utf-8") as g:
        for k, line in enumerate(f):
            if k % stride == 0:
                g.write(line)
    return out


@pytest.mark.slow
@needs_index
def test_track_b_modules_from_the_corpus_pass_the_checker(cli, tmp_path: Path) -> None:
    """Through the CLI on real Mathlib declarations: every module imports its declaration's
    module (or one that brings it), opens only scoped namespaces, enters no file namespace,
    repeats no `variable`, and every name of its statement checks against the index."""
    assert NAMES is not None and DATA is not None
    if not (DATA / "ntp-training-data-v4.19.0.jsonl.gz").exists():
        pytest.skip("the shared corpus ntp-training-data-v4.19.0.jsonl.gz is absent")
    out = tmp_path / "out"
    r = cli("build", "--recipe", "ntp-mathlib", "--path", str(_slice(tmp_path)), "--limit", "60",
            "--out", str(out), "--quiet", timeout=1800)
    assert r.returncode == 0, r.stderr
    theorems = {}
    for line in (out / "theorems.jsonl").read_text(encoding="utf-8").splitlines():
        t = json.loads(line)
        theorems[t["id"]] = t
    certs = [json.loads(x) for x in
             (out / "certificates.jsonl").read_text(encoding="utf-8").splitlines()]
    by_name = {c["name"]: c for c in certs}
    modules = list(iter_modules(out / "lean"))
    assert len(modules) >= 5, len(modules)   # a slice this size gives some certificates
    for p in modules:
        text = p.read_text(encoding="utf-8")
        assert check_module(text, NAMES) == [], (p.name, check_module(text, NAMES))
        cert = by_name[p.stem]
        th = theorems[cert["theorem_id"]]
        assert cert["name"] == lean_name(cert["item_id"])
        header = read_module(text)
        assert th["provenance"]["module"] in NAMES.closure(header.imports)
        assert header.namespace == "FormInvProofs.Generated.NtpMathlib"   # nothing else entered
        assert header.opens == ()
        assert "variable" not in text and "sorry" not in text
    man = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    counts = man["parameters"]["coverage"]["lean_in_context"]
    # every corpus module is in the graph; the whole of Mathlib only where a proof step's
    # lemma has no narrower confirmed module (`names.py`: `Nat.even_iff`'s, for one)
    assert counts["certificates"] == len(modules) == \
        counts["declaration_module"] + counts["whole_mathlib"]
    assert counts["file_imports"] == 0


def test_a_pair_whose_binders_are_permuted_is_proved_by_naming_every_argument() -> None:
    """Found in a 2,000-theorem build (25 modules): the paraphrase prints instance binders in
    the elaborator's order, the theorem in its file's; the checker saw one statement and the
    vocabulary answered `Iff.rfl`, but Lean's `∀`s in another order are another type. The
    certificate now introduces each side's binders by name and applies the other side to all
    of them explicitly (`exact @h …`), in that side's order: nothing left to unification."""
    from forminv_lean.formal.lean.certificates import contextual_decl

    p = "∀ {R : Type*} {M : Type*} [Semiring R] [AddCommMonoid M] [Module R M] (x : M), x = x"
    permuted = "∀ {R : Type*} [Semiring R] {M : Type*} [AddCommMonoid M] [Module R M] (x : M), " \
        "x = x"
    d = contextual_decl("c", p, permuted)
    assert d is not None and d.steps == {"binder_permutation"}
    proof = d.text.split(":=\n", 1)[1]
    assert "Iff.rfl" not in proof
    # inst_1 Semiring R, inst_2 AddCommMonoid M, inst_3 Module R M: each side in its order
    assert "intro R inst_1 M inst_2 inst_3 x; exact @h R M inst_1 inst_2 inst_3 x" in proof
    assert "intro R M inst_1 inst_2 inst_3 x; exact @h R inst_1 M inst_2 inst_3 x" in proof
    assert contextual_decl("c", p, p) is not None   # the same binders in the same order
    # binders that are not the same on both sides (a name, a type) are never permuted
    other = "∀ {R : Type*} [Semiring R] {M : Type*} [AddCommMonoid M] [Module R M] (y : M), " \
        "y = y"
    assert contextual_decl("c", p, other) is None


@needs_index
def test_a_certificate_the_name_checker_refuses_is_not_written() -> None:
    """Found in a 2,000-theorem build: a binder type the renderer left short (`Measure α`,
    which meant `MeasureTheory.Measure` inside `namespace MeasureTheory`) and `ℕ∞` printed
    as `ℕ ∞`. With no file namespace entered, Lean would not find them: the build drops such
    a certificate (`names_unchecked`) instead of writing a module that cannot elaborate."""
    from forminv_lean.certify.lean_emit import _name_findings
    from forminv_lean.formal.lean.certificates import contextual_decl
    from forminv_lean.records import Certificate

    def cert(p: str, q: str) -> Certificate:
        decl = contextual_decl("forminv_t", p, q)
        assert decl is not None
        return Certificate(item_id="t", theorem_id="t", name="forminv_t", kind="certificate",
                           lean=decl.text, method="normal_form",
                           imports=["Mathlib.Analysis.SpecialFunctions.Exp"])

    short = cert("∀ x : ℝ, 0 < exp x", "∀ x : ℝ, exp x > 0")
    assert [f.split(":")[0] for f in _name_findings(short)] == ["unknown_name"] * 2
    full = cert("∀ x : ℝ, 0 < Real.exp x", "∀ x : ℝ, Real.exp x > 0")
    assert _name_findings(full) == []
