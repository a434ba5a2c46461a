"""Mathlib's filter and Landau relations: `f =ᶠ[l] g`, `f ≤ᶠ[l] g`, `f =ᵐ[μ] g`, `f ≤ᵐ[μ] g`,
`f =O[l] g`, `f =o[l] g`, `f =Θ[l] g` mean the constants Mathlib's notations expand to
(Order/Filter/Defs.lean, MeasureTheory/OuterMeasure/AE.lean, Analysis/Asymptotics/Defs.lean,
Theta.lean at v4.19.0), the letter inside `=o[` is part of the token (never a name to
resolve), and a Landau relation is read only between applications, where Lean's reading at
precedence 100 is the same as a relation's.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import parse
from forminv_lean.formal.errors import FormalParseError
from forminv_lean.formal.meaning.ast import App, Name
from tests.mathlib_corpus import NTP, rows


@pytest.mark.parametrize("text, head, filt", [
    ("f =ᶠ[l] g", "Filter.EventuallyEq", Name("l")),
    ("f ≤ᶠ[l] g", "Filter.EventuallyLE", Name("l")),
    ("f =ᵐ[μ] g", "Filter.EventuallyEq", App(Name("MeasureTheory.ae"), (Name("μ"),))),
    ("f ≤ᵐ[μ] g", "Filter.EventuallyLE", App(Name("MeasureTheory.ae"), (Name("μ"),))),
    ("f =O[l] g", "Asymptotics.IsBigO", Name("l")),
    ("f =o[l] g", "Asymptotics.IsLittleO", Name("l")),
    ("f =Θ[l] g", "Asymptotics.IsTheta", Name("l")),
])
def test_each_relation_is_its_constant(text: str, head: str, filt: object) -> None:
    assert parse(text) == App(Name(head), (filt, Name("f"), Name("g")))


def test_a_landau_relation_is_read_only_between_applications() -> None:
    assert parse("f x =o[l] g x") == App(Name("Asymptotics.IsLittleO"), (
        Name("l"), App(Name("f"), (Name("x"),)), App(Name("g"), (Name("x"),))))
    for text in ("a + f =o[l] g", "f =o[l] g + h"):   # Lean groups these by precedence 100
        with pytest.raises(FormalParseError):
            parse(text)


def test_the_letter_of_a_token_is_not_a_name() -> None:
    from forminv_lean.formalise.name_index import load_index
    from forminv_lean.formalise.resolve import Scope, resolve_text

    index = load_index()
    if index is None:
        pytest.skip("Mathlib name index not found (../shared/external/mathlib)")
    scope = Scope("Asymptotics", (), (), "Mathlib.Analysis.Asymptotics.Defs")
    assert resolve_text("f =o[l] g ↔ f =O[l] g", index, scope, {"f", "g", "l"}) == \
        "f =o[l] g ↔ f =O[l] g"


@pytest.mark.slow
def test_corpus_theorems_with_these_relations_render() -> None:
    """Every suitable corpus theorem whose header uses one of them: at least 500 render (none
    did before), each rendering elaborates and keeps the relation's constant."""
    import re

    from forminv_lean.extract.ntp_mathlib import _candidates_to_theorems, _rows_to_candidates
    from forminv_lean.formalise import render_theorem

    pat = re.compile(r"=o\[|=O\[|=Θ\[|=ᶠ\[|≤ᶠ\[|=ᵐ\[|≤ᵐ\[")
    found = list(rows(lambda line: bool(pat.search(line)), NTP))
    cands, _ = _rows_to_candidates(("corpus", i, r) for i, r in enumerate(found))
    theorems = _candidates_to_theorems([c for c in cands if c.score >= 0.6], source="ntp-mathlib",
                                       revision="corpus", seed=0, repo="mathlib4")
    # (the row's text includes its context lines: only headers that use a relation count)
    rendered = [(t, f) for t in theorems if pat.search(t.lean_statement or "")
                and (f := render_theorem(t).formal)]
    assert len(rendered) >= 500, len(rendered)
    heads = ("Filter.EventuallyEq", "Filter.EventuallyLE", "Asymptotics.Is", "=ᶠ[", "≤ᶠ[",
             "=ᵐ[", "≤ᵐ[", "=O[", "=o[", "=Θ[")
    assert all(any(h in f for h in heads) for _, f in rendered)


@pytest.mark.parametrize("text, op", [("∀ᵐ x ∂μ, p x", "∀ᶠ"), ("∃ᵐ x ∂μ, p x", "∃ᶠ")])
def test_almost_everywhere_is_eventually_along_ae(text: str, op: str) -> None:
    """`∀ᵐ x ∂μ, p x` is `Filter.Eventually (fun x => p x) (MeasureTheory.ae μ)` (Mathlib's
    notation3 in MeasureTheory/OuterMeasure/AE.lean), i.e. `∀ᶠ x in MeasureTheory.ae μ, p x`;
    the form without `∂μ` (the volume of a MeasureSpace) is not read."""
    from forminv_lean.formal.meaning.ast import BigOp

    e = parse(text)
    assert isinstance(e, BigOp) and e.op == op
    assert e.domain == App(Name("MeasureTheory.ae"), (Name("μ"),))
    assert e == parse(text.replace("ᵐ", "ᶠ").replace("∂μ", "in MeasureTheory.ae μ"))
    with pytest.raises(FormalParseError):
        parse(text.replace(" ∂μ", ""))
