"""`Measure[m₀] α` and `Kernel[mα] α β` as binder types keep their σ-algebra.

Mathlib v4.19.0 MeasureTheory/Measure/MeasureSpaceDef.lean:80 `scoped notation "Measure[" mα
"] " α:arg => @Measure α mα`, Probability/Kernel/Defs.lean:63 `scoped notation "Kernel[" mα "] "
α:arg β:arg => @Kernel α β mα _`: the type is the one with that instance, not the one the last
`MeasurableSpace α` in scope gives (`MeasureTheory.Measure α`). These tests fail if the type is
refused again (`elaboration.show_expr` on the bracket) or if the rendering drops the instance.
"""

from __future__ import annotations

import random
import re
from typing import Any

from forminv_lean.formal.meaning.explicit_types_r26 import explicit_coe
from forminv_lean.formal.meaning.terms import walk
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import needs_index, render, render_row, require, rows

_CTX = ("open MeasureTheory", "variable {α : Type*} {m m₀ : MeasurableSpace α}")
_ONE = ("open MeasureTheory", "variable {α : Type*} {m : MeasurableSpace α}")
_WRITTEN = re.compile(r"(?<![\w.'])Measure\[(\w+)\] ")


def _measure_rows() -> list[dict[str, Any]]:
    """Corpus declarations whose header or `variable` lines write `Measure[m] α`."""
    require()
    return [row for row in rows(lambda line: "Measure[" in line)
            if _WRITTEN.search(row["decl"] + "\n".join(row["context"] or []))]


@needs_index
def test_corpus_measure_types_keep_their_instance() -> None:
    found = _measure_rows()
    assert len(found) >= 50, len(found)
    kept = 0
    for row in random.Random(26).sample(found, min(60, len(found))):
        r = render_row(row)
        if r.formal is None or not re.search(r"\bμ\b|\bν\b", r.formal):
            continue
        # every measure binder of such a file that the rendering binds keeps a `Measure[m]`
        # type; none is printed as the ambient `MeasureTheory.Measure α` unless the
        # declaration itself writes `Measure α`
        own = row["decl"].split(":=")[0]
        if "Measure " not in own.replace("Measure[", ""):
            assert "MeasureTheory.Measure " not in r.formal, (row["name"], r.formal)
        if _WRITTEN.search(r.formal):
            kept += 1
            elaborate_rendering(r.formal)   # the checker reads the rendering back
    assert kept >= 10, kept   # 48 of the 159 headers refused in round 25 render now


@needs_index
def test_a_measure_with_an_explicit_sigma_algebra_is_its_own_type() -> None:
    formal, reason = render("theorem t {μ : Measure[m₀] α} (s : Set α) : μ s = μ s", *_CTX)
    assert formal is not None, reason
    assert "(μ : Measure[m₀] α)" in formal, formal
    term = elaborate_rendering(formal)
    (mu,) = {u.ty.name for u in walk(term) if u.op == "var" and u.name == "μ"}
    assert mu == "Measure[m₀]"
    # the ambient measure type is another type: mixing them is refused, not identified
    formal, reason = render("theorem t {μ : Measure[m₀] α} {ν : Measure α} : μ = ν", *_CTX)
    assert formal is None and "type mismatch" in (reason or ""), formal


@needs_index
def test_only_a_bound_sigma_algebra_of_the_right_type_is_read() -> None:
    formal, reason = render("theorem t {β : Type*} [MeasurableSpace β] {μ : Measure[m] β} "
                            "(s : Set β) : μ s = μ s", *_ONE)
    assert formal is None, formal   # `m` is a σ-algebra on α, not β
    formal, reason = render("theorem t {μ : Measure[m.comap id] α} (s : Set α) : μ s = μ s",
                            *_ONE)
    assert formal is None, formal
    formal, reason = render("theorem t {μ : Measure[m] α} (s : Set α) : μ s = μ s", *_ONE)
    assert formal is not None, reason   # the same header with a bound σ-algebra renders


def test_coercion_table_reads_one_instance_only() -> None:
    assert explicit_coe("Measure[m₀]") == (1, "Set α", "ℝ≥0∞")
    assert explicit_coe("Kernel[mα]") == (2, "α", "MeasureTheory.Measure β")
    assert explicit_coe("Kernel[mα, mβ]") is None   # codomain `Measure[mβ] β`
    assert explicit_coe("Measure") is None
