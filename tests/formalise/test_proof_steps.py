"""Proofs derived from a hypothesis and passed to a constant, and what a refusal calls a binder.

By proof irrelevance a proof passed to a constant stands for the proposition it proves
(`elaboration.Elaborator._proved`): `hst.trans htu` of two `⊆` hypotheses proves `s ⊆ u`,
`h.subset` of `h : s ⊂ t` proves `s ⊆ t`, `e.le` of `e : X = Y` proves `X ≤ Y`, `h.symm` of
`h : G.Adj u v` proves `G.Adj v u`. The proof's name is no part of its meaning, so renaming a
hypothesis renames the rendering and nothing else. A binder the renderer first took for a
hypothesis by its name is called one in a refusal only where the elaborator knew its type for a
proposition (`render._hypothesis_reason`): a data binder named `H` keeps the elaborator's own
reason.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import decide
from forminv_lean.formal.meaning.terms import is_proof_type, walk
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import needs_index, render, render_row, rendered, require, rows_named

#: Corpus theorems (Mathlib v4.19.0) that pass a proof derived from a hypothesis: the text
#: each rendering keeps, and the type (`terms.proof_type`, named by the proposition) of the
#: proof it stands for.
RENDERED = {
    # Mathlib/Data/Set/Inclusion.lean: `inclusion (hst.trans htu)`, `⊆`'s transitivity
    "Set.inclusion_inclusion": ("Set.inclusion (hst.trans htu) x",
                                "‹subset:Prop(s:Set α,u:Set α)›"),
    "Set.inclusion_comp_inclusion": ("Set.inclusion (hst.trans htu)",
                                     "‹subset:Prop(s:Set α,u:Set α)›"),
    # Mathlib/Combinatorics/SimpleGraph/Ends/Defs.lean: `h'.trans h` with `h' : M ⊆ K`
    "SimpleGraph.ComponentCompl.hom_trans": ("C.hom (h'.trans h)",
                                             "‹subset:Prop(M:Set V,L:Set V)›"),
    # Mathlib/Combinatorics/SimpleGraph/Subgraph.lean: `hvw.symm` of `G.Adj v w`
    "SimpleGraph.subgraphOfAdj_symm": ("G.subgraphOfAdj hvw.symm",
                                       "‹app:Prop:SimpleGraph.Adj(G:SimpleGraph V,w:V,v:V)›"),
    # Mathlib/AlgebraicGeometry/Restrict.lean: `homOfLE e.le` with `e : X = Y`
    "AlgebraicGeometry.eqToHom_eq_homOfLE": ("CategoryTheory.homOfLE e.le", "‹le:Prop(X:C,Y:C)›"),
}


def _proof_types(formal: str) -> list[str]:
    """The proof types (`terms.proof_type`: named by their propositions) of the proofs the
    elaborated rendering passes, sorted."""
    return sorted(u.ty.name for u in walk(elaborate_rendering(formal))
                  if u.op == "const" and is_proof_type(u.ty))


@needs_index
@pytest.mark.parametrize("name", sorted(RENDERED))
def test_a_derived_proof_passed_to_a_constant_renders(name: str) -> None:
    text, proof = RENDERED[name]
    formal = rendered(RENDERED, name)
    assert text in formal, formal
    assert proof in _proof_types(formal), _proof_types(formal)
    assert decide(formal, timeout=2.0).verdict != "refuted"


@pytest.mark.parametrize(("header", "reason"), [
    # `hst` written `⊇`: Lean reads `hst.trans` as `HasSuperset.Superset.trans`
    ("theorem foo {α : Type*} {s t u : Set α} (hst : t ⊇ s) (htu : t ⊆ u) (x : s) : "
     "Set.inclusion (hst.trans htu) x = Set.inclusion (hst.trans htu) x",
     "unsupported: a hypothesis used as a term (hst)"),
    # the middle sets differ: no transitivity proves anything of them
    ("theorem foo {α : Type*} {s t u : Set α} (hst : s ⊆ t) (htu : t ⊆ u) (x : s) : "
     "Set.inclusion (htu.trans hst) x = Set.inclusion (htu.trans hst) x",
     "unsupported: a hypothesis used as a term (htu)"),
    # `.le` of a `≠`: no such field
    ("theorem foo (a b : ℕ) (e : a ≠ b) : Nat.find e.le = Nat.find e.le",
     "unsupported: a hypothesis used as a term (e)"),
])
def test_other_fields_of_a_hypothesis_stay_refused(header: str, reason: str) -> None:
    formal, why = render(header)
    assert formal is None and why == reason, (formal, why)


_NAMES = ["h", "h₁", "hst", "H", "h'", "hab", "this₂", "e"]


@settings(max_examples=12, deadline=None)
@given(st.lists(st.sampled_from(_NAMES), min_size=2, max_size=2, unique=True))
def test_renaming_the_hypotheses_changes_no_meaning(names: list[str]) -> None:
    """The proofs stand for their propositions: the rendering with hypotheses `h1`, `h2`
    renamed is the original with the names replaced, and the proofs it passes have the same
    types (so the checker reads the same statement)."""
    template = ("theorem foo {{α : Type*}} {{s t u : Set α}} ({a} : s ⊆ t) ({b} : t ⊆ u) "
                "(x : s) : Set.inclusion {b} (Set.inclusion {a} x) = "
                "Set.inclusion ({a}.trans {b}) x")
    base, why = render(template.format(a="p₁", b="p₂"))
    assert base is not None, why
    formal, why = render(template.format(a=names[0], b=names[1]))
    assert formal is not None, why
    back = re.sub(rf"(?<![\w']){re.escape(names[0])}(?![\w'₀-₉])", "p₁", formal)
    back = re.sub(rf"(?<![\w']){re.escape(names[1])}(?![\w'₀-₉])", "p₂", back)
    assert back == base
    assert _proof_types(formal) == _proof_types(base)


#: Corpus declarations whose binder the renderer took for a hypothesis by its name or shape,
#: refused for another cause: the refusal says that cause, not "a hypothesis used as a term".
DATA_BINDERS = {
    # Mathlib/Algebra/Group/Subgroup/Ker.lean: `(H : Subgroup G)`, data named like a hypothesis
    # (rendered since round 21's reading of `H.subtype.range` beside `H`: bound as data)
    "Subgroup.range_subtype": "(H : Subgroup G), H.subtype.range = H",
    # Mathlib/Geometry/Manifold/VectorField/LieBracket.lean: `{V : Π x, TangentSpace I x}`
    "VectorField.mlieBracketWithin_swap_apply":
        "a binder whose type is not known to be a proposition (V)",
}


@needs_index
@pytest.mark.parametrize("name", sorted(DATA_BINDERS))
def test_a_data_binder_is_not_called_a_hypothesis(name: str) -> None:
    require()
    rows = rows_named(set(DATA_BINDERS))
    r = render_row(rows[name])
    if r.formal is not None:   # rendered: the binder is data in the rendering
        assert DATA_BINDERS[name] in r.formal, r.formal
        return
    assert r.reason is not None and "hypothesis used as a term" not in r.reason
    assert DATA_BINDERS[name] in r.reason, r.reason
