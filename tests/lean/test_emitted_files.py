"""Every module of a fresh curated build and of a Track B build (issue 13, "Done means"):
the six reviewed error patterns are absent, no unchecked name is printed, each module imports
only modules of names it uses, the root reaches every module, the scanner finds nothing, and
Lean output goes to `<out>/lean/`, never into the source tree."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

from forminv_lean.certify.lean_scan import scan
from forminv_lean.formal.lean.certificates import defeq, notation
from forminv_lean.formal.lean.names import INSTANCE_MODULE, NAMES, TYPE_INSTANCES
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.statements import elaborate_text
from tests.conftest import REPO
from tests.lean.lean_text import (
    IDENT,
    binder_names,
    is_track_b,
    modules,
    opaque_words,
    read_module,
    unbound_in_proof,
    without_permutations,
)

pytestmark = pytest.mark.slow  # end-to-end: `make test-fast` leaves it out

TEMPLATE_WORDS = {"import", "universe", "u", "namespace", "end", "theorem", "fun", "by", "show",
                  "from", "Type", "True", "False", "h", "_", "FormInvProofs", "Generated"}
CHECKED_IDENTS = {n for n in NAMES if " " not in n}
# What each feature entry of the checked list stands for in the text.
FEATURE_TOKENS = {"abs": "|", "abs ℤ": "|", "pow_two ℕ": "pow_two",
                  "norm_num Nat.Prime": "norm_num", "norm_num Nat.gcd": "norm_num",
                  "norm_num DivMod": "norm_num"}


def _split_iff(statement: str) -> tuple[str, str]:
    """`(P) ↔ (Q)` → P, Q (the certificate template)."""
    t = elaborate_text(statement)
    assert t.op == "iff", statement
    return t.args[0], t.args[1]


def test_every_module_is_clean(emitted: Path) -> None:
    mods = modules(emitted)
    assert mods
    for m in mods:
        assert scan(m.text, one_theorem=True) == [], m.path.name


def test_no_binder_without_a_type_and_no_unbracketed_bounded_union(emitted: Path) -> None:
    """Issue 24 item 6: no `∀ s : _` reaches a Lean file, and an indexed union over `y ∈ s`
    is Lean's binder notation, never `Set.iUnion s (fun …)`."""
    for m in modules(emitted):
        assert not re.search(r":\s*_(?![\w'])", m.code), m.path.name
        assert not re.search(r"\b(?:Set\.iUnion|Set\.iInter|iSup|iInf) [^(\s]", m.code), \
            m.path.name


def test_e1_iff_rfl_only_between_definitionally_equal_sides(emitted: Path) -> None:
    """E1: `(∀ x, P x) ↔ ¬∃ x, ¬P x := Iff.rfl` is not definitional; a bare `Iff.rfl` proof
    only appears when the two sides have the same quantifier/negation skeleton."""
    def skeleton(t: Term) -> list[str]:
        return [u.op for u in walk(notation(t)) if u.op in ("forall", "exists", "not", "tforall")]

    rfl = 0
    for m in modules(emitted):
        if not m.statement.startswith("(") or m.proof != ["  Iff.rfl"]:
            continue
        p, q = _split_iff(m.statement)
        assert defeq(p, q), m.path.name
        if not any(u.op in ("subset", "even", "odd", "dvd", "mem") for u in walk(p)) and \
                not any(u.op in ("subset", "even", "odd", "dvd", "mem") for u in walk(q)):
            assert skeleton(p) == skeleton(q), m.path.name
        rfl += 1
    assert rfl


def test_e2_e3_no_identifier_used_before_it_is_bound(emitted: Path) -> None:
    """E2 (`have h1 := @h K _ a b` with `a b` never introduced) and E3 (`x` unbound after
    `intro h α s t`): every identifier of a proof is a checked name or bound in scope."""
    for m in modules(emitted):
        globals_ = CHECKED_IDENTS | TEMPLATE_WORDS | (opaque_words(m) if is_track_b(m) else set())
        assert unbound_in_proof(m, globals_) == [], (m.path.name, unbound_in_proof(m, globals_))
        body = without_permutations("\n".join(m.proof))
        assert not re.search(r"\b(intro|have|revert|exact|constructor|rintro)\b", body), \
            m.path.name
        for tactic in re.findall(r"\bby (\S+)", body):  # the only tactic blocks of the vocabulary
            assert tactic.rstrip(")],⟩") in ("omega", "decide", "norm_num", "linarith", "rw", "ring"), \
                (m.path.name, tactic)


def test_e4_no_bool_or_token(emitted: Path) -> None:
    """E4: `||a||` lexes as Bool-or; nested absolute values are written `|(|a|)|`."""
    for m in modules(emitted):
        assert "||" not in m.code, m.path.name


def test_e5_no_tactic_combinators_or_try(emitted: Path) -> None:
    """E5 (`try simp … ; first | …` failing with "no goals") and the `try` around named
    lemmas: no tactic combinator and no simp call is ever emitted."""
    for m in modules(emitted):
        words = set(IDENT.findall(m.code))
        assert not words & {"try", "first", "all_goals", "any_goals", "done", "skip", "simp",
                            "simp_all", "tauto", "nlinarith", "positivity"}, m.path.name
        assert "<;>" not in m.code, m.path.name


def test_e6_negated_orders_are_rewritten_by_name(emitted: Path) -> None:
    """E6: `¬ y < x` must become `x ≤ y` by a named lemma (not `skip`): every certificate of
    such a pair names not_lt/not_le (or decides it with omega). A pair where the negation only
    moves across a quantifier (`¬∃ a, a < a` / `∀ a, ¬a < a`, the quantifier family's dual
    form) flips no order: its certificate names not_exists/not_forall."""
    seen = moved = 0
    for m in modules(emitted):
        if not m.statement.startswith("("):
            continue
        p, q = _split_iff(m.statement)
        def negated(t: Term) -> set[str]:
            return {str(u) for u in walk(t) if u.op == "not" and u.args[0].op in ("lt", "le")}

        def orders(t: Term) -> list[str]:
            return sorted(str(u) for u in walk(t) if u.op in ("lt", "le"))

        if negated(p) != negated(q) and not defeq(p, q):
            if orders(p) == orders(q) and re.search(r"\bnot_(exists|forall)\b",
                                                    "\n".join(m.proof)):
                moved += 1   # `¬∃ a, a < a` / `∀ a, ¬a < a`: the negation moved, no order flipped
                continue
            seen += 1
            body = "\n".join(m.proof)
            assert re.search(r"\b(Nat\.|Int\.)?not_(lt|le)\b|by omega|not_imp_not|not_congr|"
                             r"Classical\.not_not|linarith", body), m.path.name
        assert "skip" not in m.proof
    assert seen + moved or "ntp" in str(emitted)


def test_only_checked_names_are_printed(emitted: Path) -> None:
    for m in modules(emitted):
        allowed = CHECKED_IDENTS | TEMPLATE_WORDS | {m.name} | binder_names(m.statement)
        if is_track_b(m):
            allowed |= opaque_words(m) | {"scoped"}
        for line in m.proof:
            allowed |= binder_names(line) | set(re.findall(r"fun (\S+) =>", line))
        code_lines = [ln for ln in m.code.split("\n") if not ln.startswith("import ")]
        words = set(IDENT.findall(without_permutations("\n".join(code_lines))))
        dataset = {p for w in words if w.startswith("FormInvProofs.") for p in w.split(".")}
        stray = {w for w in words if w not in allowed and w.split(".")[0] not in allowed
                 and w not in dataset and not w.startswith("FormInvProofs.")}
        assert not stray, (m.path.name, stray)


def test_imports_are_only_what_the_module_needs(emitted: Path) -> None:
    by_module: dict[str, set[str]] = {}
    for n, row in NAMES.items():
        if row.module:
            by_module.setdefault(row.module, set()).add(n)
    for ty, needs in TYPE_INSTANCES.items():  # an instance's module: the type it is for
        for insts in needs.values():
            for inst in insts:
                by_module.setdefault(INSTANCE_MODULE[inst], set()).add(ty)
    for m in modules(emitted):
        assert m.imports, m.path.name
        if is_track_b(m):  # its file's modules, or the whole of Mathlib (test_track_b)
            assert all(i == "Mathlib" or i.startswith("Mathlib.") for i in m.imports)
            continue
        for imp in m.imports:
            if imp == "Mathlib":
                users = {n for n, r in NAMES.items() if r.module == "Mathlib"}
            else:
                users = by_module[imp]
            tokens = {FEATURE_TOKENS.get(n, n) for n in users}
            assert any(t in m.code for t in tokens), (m.path.name, imp)


def test_generated_index_imports_every_module(emitted: Path) -> None:
    """`FormInvProofs.Generated` reaches every emitted module (the root of the emitted
    library; the project has no other root: a failing module fails only itself)."""
    files = {".".join(p.relative_to(emitted).with_suffix("").parts): p
             for p in emitted.rglob("*.lean") if p.name != "lakefile.lean"}
    assert "FormInvProofs" not in files
    seen: set[str] = set()
    todo = ["FormInvProofs.Generated"]
    while todo:
        mod = todo.pop()
        if mod in seen or mod not in files:
            continue
        seen.add(mod)
        todo += [ln.split()[1] for ln in files[mod].read_text(encoding="utf-8").splitlines()
                 if ln.startswith("import FormInvProofs")]
    assert set(files) == seen
    for p in (emitted / "FormInvProofs" / "Generated").glob("*/*.lean"):
        assert read_module(p).name == p.stem


def test_standalone_project_pins_the_repository_toolchain(emitted: Path) -> None:
    assert (emitted / "lean-toolchain").read_text().strip() == \
        (REPO / "lean-toolchain").read_text().strip()
    tag = re.search(r'@ "([^"]+)"', (REPO / "lakefile.lean").read_text()).group(1)  # type: ignore[union-attr]
    assert f'@ "{tag}"' in (emitted / "lakefile.lean").read_text()


def test_certificates_records_match_the_modules(curated_build: Path) -> None:
    certs = [json.loads(x) for x in (curated_build / "certificates.jsonl").read_text().splitlines()]
    gen = curated_build / "lean" / "FormInvProofs" / "Generated" / "Curated"
    assert {c["name"] for c in certs} == {p.stem for p in gen.glob("*.lean")}
    for c in certs:
        assert c["lean"] in (gen / f"{c['name']}.lean").read_text()


def _tree_stamp(root: Path) -> str:
    """Names, sizes and modification times (no file is read)."""
    h = hashlib.sha256()
    for p in sorted(root.rglob("*")):
        st = p.stat()
        h.update(f"{p.relative_to(root)}:{st.st_size}:{st.st_mtime_ns}".encode())
    return h.hexdigest()


@pytest.mark.parametrize("recipe", ["ntp-mathlib"])
def test_default_lean_output_is_under_out_not_the_source_tree(cli, tmp_path: Path,
                                                              recipe: str) -> None:
    """A Track B build without --lean-dir used to write into the installed package's source
    tree; now the Lean goes to `<out>/lean/` and lean_proofs/ is not touched."""
    before = _tree_stamp(REPO / "lean_proofs")
    out = tmp_path / "b"
    r = cli("build", "--recipe", recipe, "--path",
            str(REPO / "tests" / "data" / "ntp" / "training_data.jsonl"), "--limit", "5",
            "--out", str(out), "--quiet")
    assert r.returncode == 0, r.stderr
    assert (out / "lean" / "FormInvProofs" / "Generated" / "NtpMathlib.lean").is_file()
    assert _tree_stamp(REPO / "lean_proofs") == before
