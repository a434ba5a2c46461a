"""Declared signatures read from a user's Mathlib source (`sig_scan`, through `index_scan`).

Every snippet here is hand-written in Mathlib's style; nothing is copied from Mathlib."""

from __future__ import annotations

import json
from pathlib import Path

from forminv_lean.extract.lean_decl import parse_decl
from forminv_lean.formal.meaning.opaque import (
    SIGNATURES,
    declared_signature,
    parse_signature_type,
    use_signatures,
)
from forminv_lean.formalise.context import LeanContext
from forminv_lean.formalise.index_scan import read_signatures, scan_file, write_index
from forminv_lean.formalise.name_index import NameIndex
from forminv_lean.formalise.render import signature_to_formal

#: the types the snippets name, declared as a Mathlib file would (names only matter)
PRELUDE = """
def Set (α : Type u) := α → Prop
structure Finset (α : Type*) where
  val : List α
structure Polynomial (R : Type*) [Semiring R] where
  toFinsupp : ℕ → R
class Semiring (R : Type*) where
  one : R
class CommRing (R : Type*) extends Semiring R where
  two : R
class Fintype (α : Type*) where
  elems : Finset α
"""


def _index(src: str) -> NameIndex:
    idx = NameIndex()
    scan_file(PRELUDE, "Mathlib.Prelude", idx)
    scan_file(src, "Mathlib.Demo.Basic", idx)
    return read_signatures(idx)


def test_defs_with_section_variables() -> None:
    """Implicit variables are left out, the included explicit ones come first (in their
    order), an arrow after the colon is an argument too, type parameters are renamed in order
    of appearance, and a proof argument is `_`."""
    idx = _index("""
namespace Demo
variable {R : Type*} [CommRing R] {ι : Type*}

def pick (s : Set ι) (f : ι → R) : Finset R := sorry

def coeffLike : Polynomial R → ℕ → R := sorry

def IsGood (x : ℕ) (h : x ≠ 0) : Prop := True

variable (p : Polynomial R)

def lead : R := p.toFinsupp 0

def degreeLike (h : p = p) : ℕ := 0
end Demo
""")
    assert idx.signatures["Demo.pick"] == ("Set α", "α → β", "Finset β")
    assert idx.signatures["Demo.coeffLike"] == ("Polynomial α", "ℕ", "α")
    assert idx.signatures["Demo.IsGood"] == ("ℕ", "_", "Prop")
    # `p` mentioned by the header comes first; by the body only: unknowable, skipped
    assert idx.signatures["Demo.degreeLike"] == ("Polynomial α", "_", "ℕ")
    assert "Demo.lead" not in idx.signatures
    for sig in idx.signatures.values():   # the table's reader reads every type
        for t in sig:
            parse_signature_type(t)


def test_an_explicit_variable_the_body_may_use_makes_no_signature() -> None:
    """Lean adds a variable a def's body mentions: with an explicit one in scope that the
    header does not mention, the body decides the arity, so only a body that cannot use it
    gives a signature."""
    idx = _index("""
namespace Demo
variable (k : ℕ)

def plain (n : ℕ) : ℕ := n + 1

def usesK (n : ℕ) : ℕ := n + k

def tactic (n : ℕ) : ℕ := by exact n

def headerK (n : ℕ) : ℕ := n + k + 1 - k

include k in
def included (n : ℕ) : ℕ := n

def afterwards (n : ℕ) : ℕ := n
end Demo
""")
    assert idx.signatures["Demo.plain"] == ("ℕ", "ℕ")
    assert "Demo.usesK" not in idx.signatures and "Demo.headerK" not in idx.signatures
    assert "Demo.tactic" not in idx.signatures
    assert idx.signatures["Demo.included"] == ("ℕ", "ℕ", "ℕ")   # `k` first, then `n`
    assert idx.signatures["Demo.afterwards"] == ("ℕ", "ℕ")       # `include … in` is over
    assert idx.signature_skips["an explicit variable the body mentions"] == 2


def test_binder_updates_and_their_scope() -> None:
    """`variable (R)` makes `R` an explicit argument (an explicit type argument: skipped)
    until its section ends; `variable {R}` makes it implicit again."""
    idx = _index("""
variable {R : Type*} [Semiring R]
section
variable (R)
def zero₁ : Polynomial R := sorry
end
def zero₂ : Polynomial R := sorry
variable (R)
variable {R}
def zero₃ : Polynomial R := sorry
""")
    assert "zero₁" not in idx.signatures
    assert idx.signature_skips["explicit type argument"] == 1
    assert idx.signatures["zero₂"] == idx.signatures["zero₃"] == ("Polynomial α",)


def test_structure_fields_and_class_methods() -> None:
    """A projection takes the structure explicitly (its parameters implicit); a class method
    takes the class as an instance, so only the field's own arguments are explicit. A field
    whose type names an earlier field (a dependent field, a proof about it) is skipped."""
    idx = _index("""
namespace Demo
structure Box (β : Type*) where
  width : ℕ
  label (b : β) : ℕ := 0
  pos : 0 < width

class Sized (β : Type*) where
  size : β → ℕ

variable (γ : Type*) {δ : Type*}

structure Pair where
  left : γ
  right : ℕ

structure Hidden where
  item : δ
end Demo
""")
    assert idx.signatures["Demo.Box.width"] == ("Demo.Box α", "ℕ")
    assert idx.signatures["Demo.Box.label"] == ("Demo.Box α", "α", "ℕ")
    assert "Demo.Box.pos" not in idx.signatures
    assert idx.signatures["Demo.Sized.size"] == ("α", "ℕ")
    # a `variable` the fields use is a parameter: `Pair γ`; an implicit one cannot be written
    assert idx.signatures["Demo.Pair.left"] == ("Demo.Pair α", "α")
    assert "Demo.Hidden.item" not in idx.signatures


def test_types_the_language_cannot_say_are_skipped() -> None:
    """A type depending on an explicit term (`Fin n`), a `Sort` parameter, a type the index
    cannot resolve: no signature, each counted under its reason."""
    idx = _index("""
def dep (n : ℕ) (x : Fin n) : ℕ := 0
def sorty {ι : Sort*} (f : ι → ℕ) : ℕ := 0
def unknown (x : Mystery) : ℕ := 0
def names (s : Set ℕ) := s
def Bag.{u} (α : Type u) : Type u := List α
def Bag.size.{u} {α : Type u} (b : Bag α) : ℕ := 0
""")
    # universe parameters after the name: the name without them, the signature at all levels
    assert "Bag" in idx.names and idx.signatures["Bag.size"] == ("Bag α", "ℕ")
    assert not {"dep", "sorty", "unknown", "names"} & set(idx.signatures)
    assert idx.signature_skips["universe-polymorphic Sort"] == 1
    assert idx.signature_skips["header without a declared type"] == 2   # and `Set` above
    assert any(r.startswith("unresolved") for r in idx.signature_skips)


def test_write_and_load_round_trip(tmp_path: Path) -> None:
    """The signatures are a fourth, optional file of the index folder; an index without it
    loads with none (the shared data, whose folder holds the pinned tag's import graph, loads
    the packaged table instead: test_pinned_signatures)."""
    idx = _index("def twice (n : ℕ) : ℕ := 2 * n\n")
    back = NameIndex.load(write_index(idx, tmp_path / "idx"))
    assert back.signatures == idx.signatures and back.signatures["twice"] == ("ℕ", "ℕ")
    (tmp_path / "idx" / "signatures.jsonl").unlink()
    assert NameIndex.load(tmp_path / "idx").signatures == {}


def test_the_hand_table_wins() -> None:
    """A scanned signature never replaces a hand-cited one."""
    with use_signatures({"Real.exp": ("ℕ", "ℕ"), "Demo.twice": ("ℕ", "ℕ")}):
        assert declared_signature("Real.exp") == SIGNATURES["Real.exp"]
        assert declared_signature("Demo.twice") == ("ℕ", "ℕ")
    with use_signatures({}):
        assert declared_signature("Demo.twice") is None


THEOREM = "theorem Demo.twice_sub (a b : ℕ) : twice (a - b) ≤ twice a"


def test_a_theorem_rendered_thanks_to_a_scanned_signature(tmp_path: Path) -> None:
    """`twice (a - b)` with `a b : ℕ`: where Lean subtracts depends on `twice`'s domain, so
    without its signature the rendering is refused; with the scanned one it is ℕ."""
    idx = _index("namespace Demo\ndef twice (n : ℕ) : ℕ := 2 * n\nend Demo\n")
    decl, ctx = parse_decl(THEOREM), LeanContext.scan("namespace Demo")
    with use_signatures({}):
        assert signature_to_formal(decl, ctx, index=idx).formal is None
    with use_signatures(idx.signatures):
        assert signature_to_formal(decl, ctx, index=idx).formal == \
            "∀ a b : ℕ, Demo.twice (a - b) ≤ Demo.twice a"


def test_cli_formalise_uses_the_signatures_of_the_project_mathlib(tmp_path: Path, cli) -> None:
    """End to end: `formalise --mathlib-index <Lake project>` scans the project's Mathlib,
    writes its signatures beside the names, and renders the theorem with them."""
    f = tmp_path / "proj" / ".lake" / "packages" / "mathlib" / "Mathlib" / "Demo" / "Basic.lean"
    f.parent.mkdir(parents=True)
    f.write_text("namespace Demo\n\ndef twice (n : ℕ) : ℕ := 2 * n\n\nend Demo\n", "utf-8")
    row = {"id": "a", "source": "ntp-mathlib", "mathlib_name": "Demo.twice_sub",
           "lean_statement": THEOREM, "formal": None, "nl": "", "domain": "other",
           "truth": True, "provenance": {"repo": "r", "module": "Mathlib.Demo.Basic",
                                         "context": ["namespace Demo"]}}
    src = tmp_path / "theorems.jsonl"
    src.write_text(json.dumps(row, ensure_ascii=False) + "\n", "utf-8")
    out = tmp_path / "out"
    r = cli("formalise", "--theorems", str(src), "--out", str(out), "--quiet",
            "--mathlib-index", str(tmp_path / "proj"))
    assert r.returncode == 0, r.stderr
    sigs = (out / "mathlib-index" / "signatures.jsonl").read_text("utf-8")
    assert json.loads(sigs.splitlines()[0]) == {"name": "Demo.twice", "signature": ["ℕ", "ℕ"]}
    cov = json.loads((out / "coverage.json").read_text("utf-8"))
    assert cov["with_rendering"] == 1, cov


def test_a_notation_naming_a_variable_makes_no_signature() -> None:
    """`local infixl " ≺ " => r` with `variable (r)`: a def writing `x ≺ y` uses `r`, which no
    identifier of its text names; Lean adds `r` (header) or the body decides the arity, so
    such a def is skipped; a def of the same file that writes no atom of it is read."""
    idx = _index("""
namespace Demo
variable (r : ℕ → ℕ → Prop)
local infixl:50 " ≺ " => r

def Chainy (s : Set ℕ) : Prop := ∀ x ∈ s, x ≺ x

def Plain (s : Set ℕ) : Prop := True
end Demo
""")
    assert "Demo.Chainy" not in idx.signatures
    assert idx.signature_skips["a notation of the file that names a variable"] == 1
    assert idx.signatures["Demo.Plain"] == ("Set ℕ", "Prop")


def test_variable_in_reaches_the_def_past_its_attribute_line() -> None:
    """`variable (α) in` then `@[simp]` on its own line then the `def`: the attribute line is
    a command of its own for the scanner, but the `… in` still applies to the def (which Lean
    gives an explicit `α`), so it is skipped, never read with `α` implicit."""
    idx = _index("""
variable {α : Type*}
variable (α) in
@[simp]
def size [Fintype α] : ℕ := 0
def size₂ [Fintype α] : ℕ := 0
""")
    assert "size" not in idx.signatures
    assert idx.signature_skips["`variable … in`"] == 1
    assert idx.signatures["size₂"] == ("ℕ",)


def test_a_primed_namespace_names_its_declarations() -> None:
    """`namespace Stream'` puts `Stream'.Seq.length` there, not in `Stream`."""
    idx = _index("namespace Stream'\ndef Seq.length (n : ℕ) : ℕ := n\nend Stream'\n")
    assert idx.signatures["Stream'.Seq.length"] == ("ℕ", "ℕ")
    assert "Stream.Seq.length" not in idx.names


def test_a_result_only_parameter_beside_an_untyped_argument_makes_no_signature() -> None:
    """`def support (H : Sub G) : Set V` with `G` a term: `H`'s type is `_`, so only `H` fixes
    `V`; the checker could not, so no signature (a call stays opaque, as without the scan)."""
    idx = _index("""
structure Graphy (V : Type*) where
  adj : V → V → Prop
structure Sub {V : Type*} (G : Graphy V) where
  verts : Set V
def Sub.support {V : Type*} {G : Graphy V} (H : Sub G) : Set V := H.verts
def Sub.card {V : Type*} {G : Graphy V} (H : Sub G) : ℕ := 0
""")
    assert "Sub.support" not in idx.signatures
    assert idx.signature_skips["a result-only type parameter beside an untyped argument"] == 1
