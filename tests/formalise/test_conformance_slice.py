"""Conformance: a seeded slice of Mathlib's theorems, rendered and decided, none refuted.

Every theorem of Mathlib v4.19.0 is true in Lean (../shared/external/mathlib): a rendering
the checker refutes is a defect of the renderer, the elaborator or the evaluator. The full run
is `benchmarks/bench_conformance.py`; this slice keeps it in the suite.
"""

from __future__ import annotations

import pytest

from tests.mathlib_corpus import NTP, require


@pytest.mark.slow
def test_a_seeded_slice_of_mathlib_has_no_refuted_rendering() -> None:
    corpus = require(NTP)
    from forminv_lean.extract.ntp_mathlib import corpus_theorems
    from forminv_lean.formalise import render_theorem
    from forminv_lean.formalise.conformance import Decider

    theorems, _ = corpus_theorems(corpus, sample=200, seed=23)
    rendered = [(t, f) for t in theorems if (f := render_theorem(t).formal)]
    assert len(rendered) >= 30   # the slice exercises the checker, not only refusals
    verdicts = {}
    with Decider(check_timeout=1.0) as dec:
        for th, formal in rendered:
            verdicts[th.mathlib_name] = (dec.decide(formal, 5.0), formal)
    refuted = {n: (f, v[3]) for n, (v, f) in verdicts.items() if v[0] == "refuted"}
    assert not refuted, refuted
    assert not any(v[0] == "internal_error" for v, _ in verdicts.values()), verdicts


def test_formalise_drops_a_rendering_the_checker_refutes(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Mathlib theorem is true, so a refuted rendering is mis-rendered: with `check` it is
    dropped with that reason and counted; a true one is kept."""
    from forminv_lean.formalise import SignatureResult, formalise
    from forminv_lean.records import Theorem

    fake = {"bad": "∀ n : ℕ, n + 1 = n", "good": "∀ n : ℕ, n + 0 = n"}
    monkeypatch.setattr("forminv_lean.formalise.render_theorem",
                        lambda th: SignatureResult(fake[th.id], None))
    base = {"source": "ntp-mathlib", "formal": None, "nl": "", "domain": "other",
            "truth": True, "provenance": {"repo": "r", "module": "M"}}
    ths = [Theorem.model_validate({**base, "id": i, "mathlib_name": i,
                                   "lean_statement": f"theorem {i} : True"}) for i in fake]
    res = formalise(ths, check=True)
    assert [t.id for t in res.theorems] == ["good"]
    assert res.coverage["refused_by_checker"] == 1
    assert [(t.id, why.split(":")[0]) for t, why in res.unrendered] == [
        ("bad", "refuted by the checker (mis-rendered)")]
    assert len(formalise(ths, check=False).theorems) == 2
