"""Issue 15 item 5: Lean for Track B. Certificates of pairs that name opaque Mathlib constants
are stated inside their declaration's context (the file's imports, or the whole of Mathlib when
unknown; its `open`/`namespace`/`section` lines), their statements printed from the renderings
as written, their proofs from the vocabulary; the build on the real Mathlib fixture writes them
through the CLI, and crafted context is refused like any crafted declaration."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from forminv_lean.certify.lean_emit import (
    WHOLE_MATHLIB,
    context_lines,
    declaration_imports,
    lean_imports,
    lean_name,
    module_files,
    scoped_context,
    validate,
)
from forminv_lean.certify.lean_scan import scan
from forminv_lean.errors import InputError
from forminv_lean.formal.lean.certificates import contextual_decl, surface_text
from forminv_lean.records import Certificate
from tests.lean.lean_text import read_module

P = "∀ x y : ℝ, 0 < x → (Real.log x < y ↔ x < Real.exp y)"
Q = "∀ x y : ℝ, 0 < x → (x < Real.exp y ↔ Real.log x < y)"


def _cert(**kw: object) -> Certificate:
    name = lean_name("log_lt__order_0")
    decl = contextual_decl(name, P, Q)
    assert decl is not None
    base = {"item_id": "log_lt__order_0", "theorem_id": "log_lt", "name": name,
            "kind": "certificate", "lean": decl.text, "method": "normal_form",
            "imports": ["Mathlib"], "context": ["open Set Filter", "namespace Real"]}
    return Certificate.model_validate({**base, **kw})


# -- units --------------------------------------------------------------------------------------

def test_imports_are_the_files_and_the_file_itself_else_all_of_mathlib() -> None:
    mods = ["Mathlib.Data.Nat.Defs", "Mathlib.Order.Basic"]
    assert lean_imports(mods, "Mathlib.Data.Nat.ModEq") == sorted(
        [*mods, "Mathlib.Data.Nat.ModEq"])
    assert lean_imports([], "Mathlib.Data.Nat.ModEq") == WHOLE_MATHLIB      # not recorded
    assert lean_imports(["Mathlib"], "Mathlib.X") == WHOLE_MATHLIB
    assert lean_imports(["Batteries.Data.List", "Mathlib.Logic.Basic"], "") == WHOLE_MATHLIB
    assert lean_imports(["Mathlib.Order.Basic"], "Foo.Bar") == ["Mathlib.Order.Basic"]


def test_context_keeps_open_namespace_section_only() -> None:
    lines = ["open Function Set", "open scoped Finset", "variable {α : Type*} [Group α]",
             "namespace Finset", "section", "section Card", "universe u v", "open Nat in",
             "export Foo (bar)", "open Foo hiding bar", "namespace A.B", "open X#eval"]
    assert context_lines(lines) == ["open Function Set", "open scoped Finset",
                                    "namespace Finset", "section", "section Card",
                                    "namespace A.B"]


def test_statement_is_the_renderings_as_written() -> None:
    decl = contextual_decl("forminv_t", P, Q)
    assert decl is not None
    first = decl.text.split("\n")[0]
    assert first == f"theorem forminv_t : ({surface_text(P)}) ↔ ({surface_text(Q)}) :="
    assert "Real.log x < y" in first
    # short names stay short for Lean to resolve in context; `#s` is bracketed (never a
    # `#command` token); `Type*` is one universe on both sides
    assert surface_text("∀ {α : Type*} (s t : Finset α), #s ≤ #t ∨ card t < card s") == \
        "∀ {α : Type u} (s t : Finset α), #(s) ≤ #(t) ∨ card t < card s"
    assert contextual_decl("forminv_t", P, "∀ x y : ℝ, Real.log x = y") is None  # not a proof


def test_a_track_b_certificate_validates_and_scans_clean() -> None:
    from forminv_lean.certify.lean_emit import _render_module

    cert = _cert()
    decl = validate(cert)
    text = _render_module("ntp-mathlib", cert, decl)
    assert scan(text, one_theorem=True) == []
    code = text.split("\n")
    assert code.index("namespace Real") < code.index("namespace FormInvProofs.Generated.NtpMathlib")
    assert code[-3:] == ["end FormInvProofs.Generated.NtpMathlib", "end Real", ""]
    assert "variable" not in text


@pytest.mark.parametrize("field, value", [
    ("context", ["open Real", "variable (h : False)"]),
    ("context", ["namespace Real\n#eval 1"]),
    ("context", ["open Real in"]),
    ("context", ["set_option maxHeartbeats 0"]),
    ("imports", ["Lean"]),
    ("imports", ["Mathlib\n#exit"]),
    ("imports", ["Mathlib.Foo Bar"]),
])
def test_crafted_context_is_refused(field: str, value: list[str]) -> None:
    with pytest.raises(InputError):
        validate(_cert(**{field: value}))


def test_crafted_statement_in_context_is_refused() -> None:
    cert = _cert()
    for lean in (cert.lean.replace("Real.exp y)", "Real.exp y) ∧ True"),  # another statement
                 cert.lean.replace("Iff.symm", "sorry"),
                 cert.lean + "\n#eval 1"):
        with pytest.raises(InputError):
            validate(cert.model_copy(update={"lean": lean}))


@pytest.mark.parametrize("line, ok", [
    ("open scoped Finset NNReal", True), ("open Finset", True),
    ("theorem t : scoped = 1 := rfl", False), ("scoped notation \"x\" => 1", False),
    ("theorem t : #(s) = #{a, b} := rfl", True), ("theorem t : #s = 1 := rfl", False),
    ("theorem t : 1 = 1 := rfl #synth Inhabited Nat", False),
    ("theorem t : f '' s = f ⁻¹' t := rfl", True), ("theorem t : 'a' = 'a' := rfl", False),
])
def test_scanner_accepts_exactly_the_track_b_notations(line: str, ok: bool) -> None:
    text = f"import Mathlib\n\n{line}\n"
    assert (scan(text) == []) == ok, scan(text)


# -- the real fixture, through the CLI ----------------------------------------------------------

def _rows(p: Path) -> list[dict]:
    return [json.loads(x) for x in p.read_text(encoding="utf-8").splitlines() if x.strip()]


@pytest.mark.slow
def test_track_b_build_states_certificates_in_context(ntp_build: Path) -> None:
    theorems = {t["id"]: t for t in _rows(ntp_build / "theorems.jsonl")}
    items = {i["id"]: i for i in _rows(ntp_build / "dataset.jsonl")}
    certs = _rows(ntp_build / "certificates.jsonl")
    in_ctx = [c for c in certs if c.get("imports")]
    # 52 on the fixture since order and syntactic items must change a comparison or a word
    # (issue #26: fewer items, so fewer certificates; 89 before); none at all before round 3
    assert len(in_ctx) >= 45, len(in_ctx)
    files = {p.stem: p for p in module_files(ntp_build / "lean", "ntp-mathlib")}
    for c in in_ctx:
        th = theorems[c["theorem_id"]]
        # every row of the fixture says `import Mathlib`; the module imports its
        # declaration's module when the v4.19.0 import graph has it, else all of Mathlib
        assert th["provenance"]["imports"] == ["Mathlib"]
        assert c["imports"] == ["Mathlib"] or \
            c["imports"] == declaration_imports(th["provenance"]["module"], c["imports"])
        assert c.get("context", []) == scoped_context(th["provenance"]["context"])
        assert all(ln.startswith("open scoped ") for ln in c.get("context", []))
        it = items.get(c["item_id"])
        checked = (it.get("read_back") or it["formal"]) if it else None
        if it is not None:
            assert it["verification"]["certificate"] == c["name"]
            assert c["lean"].startswith(f"theorem {c['name']} : ({surface_text(th['formal'])}) "
                                        f"↔ ({surface_text(checked)}) :=")
        m = read_module(files[c["name"]])
        assert m.imports == c["imports"] and c["lean"] in m.text
        code = [ln for ln in m.code.split("\n") if ln.strip()]
        opened = [ln.split(" ", 1)[1] if " " in ln else "" for ln in code
                  if ln.split(" ")[0] in ("namespace", "section")]
        closed = [ln[4:] for ln in code if ln.startswith("end")]
        assert closed == list(reversed(opened))  # every scope closed, innermost first
        assert not re.search(r"^variable\b", m.code, re.M)
    proved = [i for i in items.values() if i["verification"]["status"] == "smt_proved"]
    with_lean = [i for i in proved if i["verification"]["certificate"]]
    # 82 of 92 at this commit: the others are pairs the emitter refuses to state rather than
    # state wrongly (binders printed in different orders on the two sides, a name the name
    # checker cannot place, an outside-vocabulary proof); each is counted in the manifest.
    # 167 of 200 in round 8: the families' new items (bound variables renamed, ¬∃ forms, Eq.symm)
    # add proved pairs the emitter does not state as often
    # 248 of 347 in round 10: the syntactic family's reordering of bound variables and the
    # quantifier family's setting item add proved pairs the emitter states less often still
    # (binders printed in different orders on the two sides are refused, not stated wrongly)
    assert len(with_lean) >= 0.7 * len(proved), (len(with_lean), len(proved))
    man = json.loads((ntp_build / "manifest.json").read_text())
    counts = man["parameters"]["coverage"]["lean_in_context"]
    assert counts["certificates"] == len(in_ctx) == \
        counts["whole_mathlib"] + counts["declaration_module"]
    assert counts["file_imports"] == 0


def test_extract_records_the_files_imports(cli, tmp_path: Path) -> None:
    """`srcUpToTactic` carries the file's imports into `Provenance.imports`; a row without it
    (ntp-toolkit's `declarations` format) records none, and its certificates then import the
    whole of Mathlib."""
    from tests.conftest import REPO

    row = {"declId": "Mathlib.Data.Nat.ModEq.40_0.abcdef", "name": "Nat.ModEq.refl",
           "decl": "protected theorem refl (a : ℕ) : a ≡ a [MOD n]",
           "srcUpToTactic": "/- header -/\nimport Mathlib.Data.Int.GCD\nimport Mathlib.Order.Basic"
                            "\n\nnamespace Nat\nvariable {m n a b c d : ℕ}\n"
                            "protected theorem refl (a : ℕ) : a ≡ a [MOD n] := by\n"}
    src = tmp_path / "rows.jsonl"
    src.write_text(json.dumps(row, ensure_ascii=False) + "\n", encoding="utf-8")
    for k, (path, want) in enumerate(((src, ["Mathlib.Data.Int.GCD", "Mathlib.Order.Basic"]),
                       (REPO / "tests" / "data" / "mathlib" / "ntp" / "training_data.jsonl",
                        ["Mathlib"]),
                       (REPO / "tests" / "data" / "mathlib" / "ntp" / "declarations", None))):
        out = tmp_path / f"out{k}"
        r = cli("extract", "--source", "ntp-mathlib", "--path", str(path), "--limit", "3",
                "--out", str(out))
        assert r.returncode == 0, r.stderr
        for th in _rows(out / "theorems.jsonl"):
            assert th["provenance"].get("imports") == want, th["provenance"]
            if want and want != ["Mathlib"]:
                module = th["provenance"]["module"]
                assert lean_imports(want, module) == sorted([*want, module])


@pytest.mark.parametrize("p, q", [
    ("∀ (s : _), s.card = 0", "∀ (s : _), 0 = s.card"),
    ("∀ (p : _) (θ ψ : ℝ), Real.sin θ = Real.sin ψ ↔ θ = ψ",
     "∀ (p : _) (θ ψ : ℝ), θ = ψ ↔ Real.sin θ = Real.sin ψ"),
    # found in a 300-theorem corpus build: unification makes π a real, the hole stays in the
    # text, and the declaration meant Real.pi
    ("∀ (π : _) (θ : ℝ), Real.tan θ = 0 ↔ (∃ k : ℤ, k * π / 2 = θ)",
     "∀ (π : _) (θ : ℝ), 0 = Real.tan θ ↔ (∃ k : ℤ, k * π / 2 = θ)"),
])
def test_a_binder_without_a_type_gets_no_certificate(p: str, q: str) -> None:
    """Issue 24 item 6: `∀ s : _` used to reach the Lean file, where Lean picks a type by
    unification rather than the declaration's: faithful or no certificate."""
    assert contextual_decl("c", p, q) is None
    ty = "ℝ" if "π" in p else "Finset ℕ"
    typed = contextual_decl("c", p.replace(": _", f": {ty}"), q.replace(": _", f": {ty}"))
    assert typed is not None  # the same pair with the binder's type is certified


def _theorem(formal: str, context: list[str]) -> object:
    from forminv_lean.records import Provenance, Theorem

    return Theorem(id="t", source="ntp-mathlib", lean_statement="x", formal=formal, nl="x",
                   domain="algebra", provenance=Provenance(context=context, imports=["Mathlib"]))


def test_a_rendering_that_drops_a_section_variable_gets_no_certificate() -> None:
    """Issue 24 item 6: `variable (K : Type*) [Field K]` in the file and a rendering that uses
    `K` without binding it: the module does not repeat `variable` lines, so the statement
    would not be the declaration's. No certificate (counted `variable_unbound`); the same
    pair with the variable bound is certified."""
    from forminv_lean.certify.lean_emit import in_context, section_variables

    ctx = ["namespace Foo", "variable (K : Type*) [Field K] {p q : R[X]} [inst : Fact True]"]
    assert section_variables(ctx) == {"K", "p", "q", "inst"}
    unbound = ("∀ (x : K), Real.exp 0 = 1 ↔ x = x", "∀ (x : K), x = x ↔ Real.exp 0 = 1")
    bound = ("∀ {K : Type*} [Field K] (x : K), Real.exp 0 = 1 ↔ x = x",
             "∀ {K : Type*} [Field K] (x : K), x = x ↔ Real.exp 0 = 1")
    for (p, q), ok in ((unbound, False), (bound, True)):
        cert = Certificate(item_id="t__order_0", theorem_id="t", name=lean_name("t__order_0"),
                           kind="certificate", lean="", method="normal_form")
        got = in_context(cert, _theorem(p, ctx), q)  # type: ignore[arg-type]
        assert (got is not None) == ok, (p, got)
        if ok:  # without the variable line in the file, the unbound form is certified
            assert in_context(cert, _theorem(unbound[0], ctx[:1]), unbound[1]) is not None  # type: ignore[arg-type]
