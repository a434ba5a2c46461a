"""The context scanner against the file text of real ntp-mathlib rows: every `variable`,
`namespace` and `section` command in effect at a declaration is kept, whatever command comes
next (a `notation3` line was read as the previous command's continuation, which dropped the
`variable` line before it: `[NormedSpace ℝ E]` vanished from interval integrals)."""

from __future__ import annotations

import itertools

import pytest

from forminv_lean.formalise.context import LeanContext
from tests.mathlib_corpus import NTP, rows

_KEPT = ("variable ", "namespace ", "section")


def _missing(src: str) -> list[str]:
    """The column-0 scope and `variable` commands of `src` its scan does not keep (an `… in`
    command is kept only when the declaration follows it). A row whose text opens a comment
    it never closes (a `notation:1000` cut before its `-/` in the data) is taken as it is:
    Lean reads the rest as that comment too."""
    if src.count("/-") != src.count("-/"):
        return []
    got = LeanContext.scan(src).lines()
    out = []
    for line in src.split("\n"):
        if line.startswith(_KEPT) and "--" not in line and " in " not in line:
            # (`variable (p) in protected lemma …` on one line is for that lemma only)
            want = " ".join(line.split())
            if not any(g.startswith(want) for g in got):
                out.append(want)
    return out


def test_a_notation3_line_does_not_swallow_the_variable_before_it() -> None:
    src = ("namespace MeasureTheory\nvariable {α : Type*}\n"
           "variable {m : MeasurableSpace α} {μ : Measure α}\n"
           'notation3 "∫⁻ "(...)", "r:60:(scoped f => f)" ∂"μ:70 => lintegral μ r\n'
           'notation3"∫⁻ "(...)" in "s", "r:60:(scoped f => f)" ∂"μ:70 => foo\n\n'
           "theorem t : True := by\n")
    ctx = LeanContext.scan(src)
    assert [n for b in ctx.variables for n in b.names] == ["α", "m", "μ"]


def test_a_variable_in_command_binds_for_the_next_declaration_only() -> None:
    src = ("section\nvariable (X : Type) [Foo X]\n"
           "variable [Bar X]\n  [Baz X] in\n\ntheorem t (x : X) : True := by\n")
    ctx = LeanContext.scan(src)
    assert [b.type for b in ctx.variables] == ["Type", "Foo X", "Bar X", "Baz X"]
    assert ctx.lines()[-1] == "variable [Bar X] [Baz X] in"
    after = LeanContext.scan(src.replace("theorem t (x : X) : True := by\n",
                                         "theorem t : True := trivial\ntheorem u : True := by\n"))
    assert [b.type for b in after.variables] == ["Type", "Foo X"]


def test_a_binder_update_in_a_variable_in_command_adds_no_variable() -> None:
    ctx = LeanContext.scan("variable (a b : ℕ)\nvariable {a} in\ntheorem t : True := by\n")
    assert [n for b in ctx.variables for n in b.names] == ["a", "b"]


@pytest.mark.parametrize("every", [
    pytest.param(50, id="every-50th-row"),
    pytest.param(1, id="every-row", marks=pytest.mark.slow),
])
def test_the_scan_keeps_every_scope_and_variable_command_of_the_corpus(every: int) -> None:
    bad = {}
    for row in itertools.islice(rows(file=NTP), 0, None, every):
        miss = _missing(row["srcUpToTactic"])
        if miss:
            bad[row["name"]] = miss
    assert not bad, f"{len(bad)} rows lose context commands, e.g. {list(bad.items())[:3]}"
