"""Issue 14, rows 1-3: nothing a user or a crafted file supplies can become live Lean.
The exact attacks of the issue, a fuzz over names / ids / methods, and keyword binders."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forminv_lean.certify.lean_emit import emit, lean_name, module_files
from forminv_lean.certify.lean_scan import FORBIDDEN, scan, strip_comments
from forminv_lean.errors import InputError
from forminv_lean.formal.lean.certificates import certificate_decl
from forminv_lean.formal.statements import elaborate_text
from forminv_lean.records import Certificate

pytestmark = pytest.mark.slow  # end-to-end: `make test-fast` leaves it out

LIVE = ["#eval", "run_cmd", "#exit", "sorryAx", "axiom", "import Foo", "sorry", "initialize",
        "macro", "syntax", "elab"]


def _good(item_id: str = "t__order_0", method: str = "normal_form") -> Certificate:
    name = lean_name(item_id)
    decl = certificate_decl(name, elaborate_text("∀ a b : ℕ, a ≥ b → b ≤ a"),
                            elaborate_text("∀ a b : ℕ, b ≤ a → a ≥ b"))
    assert decl is not None
    return Certificate(item_id=item_id, theorem_id="t", name=name, kind="certificate",
                       lean=decl.text, method=method)


def _code_of(root: Path) -> str:
    return "\n".join(strip_comments(p.read_text(encoding="utf-8"))[0]
                     for p in sorted(root.rglob("*.lean")) if p.name != "lakefile.lean")


def _assert_inert(root: Path) -> None:
    for p in sorted(root.rglob("*.lean")):
        if p.name == "lakefile.lean":
            continue
        text = p.read_text(encoding="utf-8")
        assert scan(text) == [], (p, scan(text))
        code = strip_comments(text)[0]
        for word in LIVE:
            assert not re.search(rf"(?<![\w.]){re.escape(word)}(?![\w'])", code), (p, word)


def _write(folder: Path, certs: list[dict]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "certificates.jsonl"
    path.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in certs),
                    encoding="utf-8")
    return path


GOOD = _good().model_dump()
CRAFTED_LEAN = {
    "eval": GOOD["lean"] + "\n#eval IO.println \"pwned\"",
    "run_cmd": GOOD["lean"] + "\nrun_cmd Lean.logInfo \"x\"",
    "import": "import Foo\n" + GOOD["lean"],
    "exit": GOOD["lean"] + "\n#exit",
    "sorryAx": f"theorem {GOOD['name']} : (∀ (a b : ℕ), a ≥ b → b ≤ a) ↔ "
               "(∀ (a b : ℕ), b ≤ a → a ≥ b) :=\n  sorryAx _ false",
    "private_axiom": "private axiom «bad» : False\n" + GOOD["lean"],
    "false_statement": f"theorem {GOOD['name']} : True :=\n  trivial",
    "sorry_proof": GOOD["lean"].replace("Iff.rfl", "sorry"),
}


@pytest.mark.parametrize("attack", sorted(CRAFTED_LEAN))
def test_lean_emit_refuses_crafted_declarations(cli, tmp_path: Path, attack: str) -> None:
    folder = tmp_path / "d"
    _write(folder, [GOOD, {**GOOD, "item_id": "u", "name": lean_name("u"),
                           "lean": CRAFTED_LEAN[attack].replace(GOOD["name"], lean_name("u"))}])
    r = cli("lean", "emit", "--dir", str(folder), "--lean-dir", str(tmp_path / "lean"))
    assert r.returncode != 0
    assert r.stderr.strip().count("\n") == 0, r.stderr
    assert "certificates.jsonl" in r.stderr and "lean" in r.stderr
    assert not (tmp_path / "lean").exists()  # nothing half-written


@pytest.mark.parametrize("field, value", [
    ("item_id", "x -/ #eval 1 /-"), ("method", "m -/ #eval 1 /-"),
    ("item_id", "a\n#exit\n"), ("method", "/- nested /- -/ run_cmd pure () -/"),
])
def test_ids_and_methods_stay_inside_comments(cli, tmp_path: Path, field: str, value: str) -> None:
    folder = tmp_path / "d"
    _write(folder, [{**GOOD, field: value}])
    r = cli("lean", "emit", "--dir", str(folder), "--lean-dir", str(tmp_path / "lean"))
    assert r.returncode == 0, r.stderr
    _assert_inert(tmp_path / "lean")


@pytest.mark.parametrize("name", ["forminv_x -/\n#eval 1", "«bad»", "sorry", "axiom",
                                  "x.y", "a b"])
def test_declaration_names_must_be_plain_identifiers(tmp_path: Path, name: str) -> None:
    with pytest.raises(InputError, match="name"):
        emit("d", [Certificate(**{**GOOD, "name": name})], lean_root=tmp_path)
    assert not (tmp_path / "FormInvProofs").exists()


def test_certify_name_cannot_open_a_command(cli, tmp_path: Path) -> None:
    """Row 1: a dataset name with `-/` and newlines used to close the header comment."""
    r = cli("extract", "--out", str(tmp_path / "ex"))
    assert r.returncode == 0, r.stderr
    items = tmp_path / "items.jsonl"
    items.write_text(json.dumps({
        "id": "nat_prime_two_le__x", "theorem_id": "nat_prime_two_le", "family": "order",
        "tier": "T1", "question": "q", "formal": "∀ p : ℕ, Nat.Prime p → p ≥ 2",
        "ground_truth": "TRUE", "generator": {"kind": "manual"}}) + "\n")
    name = "x -/\n#eval IO.println 1\nrun_cmd pure ()\naxiom bad : False\n/- y"
    out = tmp_path / "out"
    r = cli("certify", "--theorems", str(tmp_path / "ex" / "theorems.jsonl"), "--items",
            str(items), "--out", str(out), "--name", name, "--quiet")
    assert r.returncode == 0, r.stderr
    assert len(list((out / "lean").rglob("*.lean"))) >= 4
    _assert_inert(out / "lean")


KEYWORD_BINDERS = ["sorry", "axiom", "import", "end", "by", "theorem"]


def test_keyword_binders_do_not_abort_certify(cli, tmp_path: Path) -> None:
    """Row 3: binder names that are Lean keywords are renamed; `sorry`/`axiom` no longer abort
    certify with an empty --out."""
    r = cli("extract", "--out", str(tmp_path / "ex"))
    assert r.returncode == 0, r.stderr
    lines = []
    for kw in KEYWORD_BINDERS:
        lines.append(json.dumps({
            "id": f"nat_prime_two_le__{kw}", "theorem_id": "nat_prime_two_le",
            "family": "order", "tier": "T1", "question": "q",
            "formal": f"∀ {kw} : ℕ, Nat.Prime {kw} → {kw} ≥ 2", "ground_truth": "TRUE",
            "generator": {"kind": "manual"}}))
    items = tmp_path / "items.jsonl"
    items.write_text("\n".join(lines) + "\n")
    out = tmp_path / "out"
    r = cli("certify", "--theorems", str(tmp_path / "ex" / "theorems.jsonl"), "--items",
            str(items), "--out", str(out), "--name", "kw", "--quiet")
    assert r.returncode == 0, r.stderr
    # the question "q" cannot be read back, so the items wait for review (issue #12), but
    # each rendering was still checked and certified: nothing aborted, nothing was lost
    kept = [json.loads(x) for f in ("dataset.jsonl", "review-queue.jsonl")
            for x in (out / f).read_text().splitlines() if x.strip()]
    assert {k["id"] for k in kept} >= {f"nat_prime_two_le__{kw}" for kw in KEYWORD_BINDERS}
    mods = module_files(out / "lean", "kw")
    assert len(mods) == len(KEYWORD_BINDERS)
    _assert_inert(out / "lean")
    for m in mods:
        stmt = re.search(r"^theorem (.*) :=$", m.read_text(), re.M).group(1)  # type: ignore[union-attr]
        assert any(f"({kw}_ : ℕ)" in stmt for kw in KEYWORD_BINDERS), stmt


_NASTY = st.lists(st.sampled_from(list("ab_-/#\n «»\"'`$@[]()x:=;") +
                                  ["-/", "/-", "--", "#eval", "sorry", "axiom ",
                                   "\nimport Foo\n", "end ", "run_cmd ", "theorem "]),
                  max_size=12).map("".join)


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(dataset=_NASTY, item_id=_NASTY, method=_NASTY, name=_NASTY)
def test_fuzzed_fields_never_reach_the_code(tmp_path: Path, dataset: str, item_id: str,
                                            method: str, name: str) -> None:
    """Whatever the dataset name, item id, method or declaration name, `emit` either refuses
    (InputError) or writes files whose code is exactly the template."""
    root = tmp_path / f"r{abs(hash((dataset, item_id, method, name))) % 10**9}"
    cert = _good(item_id=item_id or "i", method=method)
    if name:
        cert = cert.model_copy(update={"name": name, "lean": cert.lean.replace(
            cert.name, name, 1)})
    try:
        emit(dataset, [cert], lean_root=root)
    except InputError:
        assert not (root / "FormInvProofs" / "Generated").exists() or not any(
            (root / "FormInvProofs" / "Generated").rglob("*.lean"))
        return
    _assert_inert(root)
    words = set(re.findall(r"[A-Za-z_][\w'.]*", _code_of(root)))
    assert not words & FORBIDDEN
