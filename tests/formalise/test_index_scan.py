"""The name index built from a Lake project's Mathlib source, end to end through the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forminv_lean.formalise.index_scan import scan, write_index
from forminv_lean.formalise.name_index import NameIndex
from forminv_lean.formalise.resolve import Scope, Unresolved, resolve_text

SOURCE = '''/-
Copyright
-/
import Mathlib.Init

namespace Demo

/-- a def -/
def twice (n : ℕ) : ℕ := 2 * n

protected def hidden (n : ℕ) : ℕ := n

scoped notation "𝔡" => Demo.twice

structure Box where
  width : ℕ
  height : ℕ

namespace Inner
def twice (n : ℕ) : ℕ := n + n
end Inner

class Sized (α : Type) where
  size : α → ℕ

@[class] structure Measured (α : Type) where
  measure : α → ℕ

structure Normal (n : ℕ) : Prop where
  pos : 0 < n

attribute [class] Normal

section
private def secret : ℕ := 3
end

end Demo

theorem _root_.rootly : True := trivial

export Demo (twice)
'''


def _project(tmp: Path) -> Path:
    f = tmp / "proj" / ".lake" / "packages" / "mathlib" / "Mathlib" / "Demo" / "Basic.lean"
    f.parent.mkdir(parents=True)
    f.write_text(SOURCE, encoding="utf-8")
    return tmp / "proj"


def test_scan_reads_scopes_modifiers_fields_exports_and_notations(tmp_path: Path) -> None:
    idx = scan(_project(tmp_path))
    assert {"Demo.twice", "Demo.hidden", "Demo.Box", "Demo.Box.mk", "Demo.Box.width",
            "Demo.Box.height", "Demo.Inner.twice", "rootly"} <= set(idx.names)
    assert "Demo.secret" not in idx.names and idx.names["Demo.hidden"] is True
    assert idx.aliases["twice"] == ["Demo.twice"]
    # resolution: innermost namespace first, protected hidden, export at the root
    assert idx.resolve("twice", "Demo.Inner") == ["Demo.Inner.twice"]
    assert idx.resolve("hidden", "Demo") == []
    assert idx.resolve("twice") == ["Demo.twice"]
    assert resolve_text("𝔡 = 𝔡", idx, Scope("", (), ("Demo",)), set()) == "Demo.twice = Demo.twice"
    with pytest.raises(Unresolved):   # scoped: not in effect where `Demo` is not open
        resolve_text("𝔡 = 𝔡", idx, Scope(), set())
    # written and read back: the same index
    back = NameIndex.load(write_index(idx, tmp_path / "idx"))
    assert back.names == idx.names and back.aliases == idx.aliases
    assert [n.symbol for n in back.notations] == ["𝔡"]


def test_cli_formalise_builds_the_index_from_a_lake_project(tmp_path: Path, cli) -> None:
    proj = _project(tmp_path)
    rows = [{"id": "a", "source": "ntp-mathlib", "mathlib_name": "Demo.twice_pos",
             "lean_statement": "theorem Demo.twice_pos (n : ℕ) : twice n = twice n",
             "formal": None, "nl": "", "domain": "other", "truth": True,
             "provenance": {"repo": "r", "module": "Mathlib.Demo.Basic",
                            "context": ["namespace Demo"]}},
            {"id": "b", "source": "ntp-mathlib", "mathlib_name": "Demo.nope",
             "lean_statement": "theorem Demo.nope (n : ℕ) : thrice n = n",
             "formal": None, "nl": "", "domain": "other", "truth": True,
             "provenance": {"repo": "r", "module": "Mathlib.Demo.Basic",
                            "context": ["namespace Demo"]}}]
    src = tmp_path / "theorems.jsonl"
    src.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    out = tmp_path / "out"
    r = cli("formalise", "--theorems", str(src), "--out", str(out), "--quiet",
            "--mathlib-index", str(proj))
    assert r.returncode == 0, r.stderr
    assert (out / "mathlib-index" / "declarations.jsonl.gz").exists()
    cov = json.loads((out / "coverage.json").read_text("utf-8"))
    assert cov["refusals_by_reason"] == {"unresolved: unresolved name thrice": 1}
    kept = [json.loads(x) for x in (out / "theorems.jsonl").read_text("utf-8").splitlines()
            if x.strip() and not x.startswith('{"_')]
    formals = [t.get("formal") for t in kept if isinstance(t, dict) and "formal" in t]
    assert "∀ n : ℕ, Demo.twice n = Demo.twice n" in formals


def test_classes_are_known_however_they_are_declared(tmp_path: Path) -> None:
    """`class`, `@[class] structure` and `attribute [class]` (Mathlib declares MeasurableSpace
    and Subgroup.Normal so) all make a class; a plain structure does not. Written and read
    back, the index keeps them."""
    idx = scan(_project(tmp_path))
    assert {"Demo.Sized", "Demo.Measured", "Demo.Normal"} <= idx.classes
    assert "Demo.Box" not in idx.classes
    back = NameIndex.load(write_index(idx, tmp_path / "idx"))
    assert back.classes == idx.classes

