"""A `variable` whose type is a family of instances, `{mX : ∀ i, MeasurableSpace (X i)}`, is a
local instance whatever its brackets (Lean's local instances are the binders whose type, under
its `∀`s, is a class), so a theorem using `X` may include it without naming it:
`MeasureTheory.Measure.infinitePiNat_map_piCongrLeft` (Mathlib v4.19.0,
Probability/ProductMeasure.lean:237-243) has `μ : (i : ι) → Measure (X i)`, which Lean
elaborates with `mX`. Renderings used to leave such a binder out (the class test read the
type's head, `∀`), printing `Measure (X i)` with no σ-algebra on `X i`: a binder the
declaration has was missing. Now the variable is refused as an instance Lean may include,
like `{m : MeasurableSpace α}` is when no rule shows it is needed."""

from __future__ import annotations

import re
from typing import Any

from forminv_lean.extract.lean_decl import parse_decl
from forminv_lean.formalise.render import _is_class_family
from tests.mathlib_corpus import Scan, needs_index, render, render_row, renderings, rows_named

pytestmark = needs_index

#: `{m : ∀ i, MeasurableSpace (X i)}` / `{m : (i : ι) → MeasurableSpace (X i)}` in a
#: `variable` line: the binder's name and the family `X` it is on.
FAMILY = re.compile(r"\{([\w'₀-₉]+) : (?:∀ [^,]*,|\([^()]*\) →)\s*MeasurableSpace \((\w+)")

CONTEXT = ("namespace MeasureTheory",
           "variable {ι : Type*} {X : ι → Type*} {mX : ∀ i, MeasurableSpace (X i)}")
REFUSED = ("unsupported: variable {mX : ∀ i, MeasurableSpace (X i)} is an instance Lean may "
           "include")


def test_a_family_used_through_a_measure_is_refused() -> None:
    formal, reason = render("theorem MeasureTheory.foo (μ : (i : ι) → Measure (X i)) : μ = μ",
                            *CONTEXT)
    assert (formal, reason) == (None, REFUSED)


def test_a_statement_without_the_family_renders() -> None:
    formal, reason = render("theorem MeasureTheory.foo (n : ℕ) : n = n", *CONTEXT)
    assert formal == "∀ n : ℕ, n = n", reason


def test_family_types() -> None:
    def is_class(ty: str) -> bool:
        return ty.split()[0] in {"MeasurableSpace", "TopologicalSpace"}
    assert _is_class_family("∀ i, MeasurableSpace (X i)", is_class)
    assert _is_class_family("(i : ι) → TopologicalSpace (X i)", is_class)
    assert not _is_class_family("MeasurableSpace α", is_class)      # not a family
    assert not _is_class_family("∀ i, Set (X i)", is_class)          # not a class
    assert not _is_class_family("ι → MeasurableSpace α", is_class)  # nothing bound


def test_the_corpus_theorem_that_showed_it_is_refused() -> None:
    name = "MeasureTheory.Measure.infinitePiNat_map_piCongrLeft"
    table = rows_named([name])
    assert name in table
    r = render_row(table[name])
    assert r.formal is None and "mX : ∀ i, MeasurableSpace (X i)" in (r.reason or ""), r.formal


def test_no_corpus_rendering_binds_a_family_without_its_instances() -> None:
    """Every corpus theorem in the scope of such a variable (149 at v4.19.0): a rendering that
    binds the family `X` also binds a `MeasurableSpace (X …)` family (or it refuses), unless
    the header binds its own `X` (`volume_preserving_piEquivPiSubtypeProd (α : ι → Type*)`,
    MeasureTheory/Constructions/Pi.lean:668: the variable's `α` and its family are shadowed)."""
    def families(row: dict[str, Any]) -> list[str]:
        return [m.group(2) for c in row["context"] if c.startswith("variable")
                for m in FAMILY.finditer(c)]

    scan = Scan()
    for row, formal in renderings(lambda line: "MeasurableSpace (" in line,
                                  lambda row: bool(families(row)), scan):
        own = {n for b in parse_decl(row["decl"]).binders for n in b.names}
        for x in set(families(row)) - own:
            binds = re.search(rf"[({{][^(){{}}:]*(?<![\w.']){re.escape(x)}(?![\w'])[^(){{}}:]*:",
                              formal)
            assert not binds or f"MeasurableSpace ({x} " in formal, (row["name"], formal)
    assert scan.seen >= 100 and scan.rendered >= 1, scan
