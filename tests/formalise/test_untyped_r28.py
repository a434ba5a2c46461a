"""Round 28: a header binder written without a type whose first use is the argument of
`Option.some`, `Sum.inl`, `Sum.inr`, `WithTop.some` (`WithBot.some` is in the checker's
table already) or `Nat.Partrec.Code.eval` at a slot whose expected
type is already elaborated (`f (Sum.inl x)` with `f : A ⊕ B → C`) has the constructor's
declared domain there (`formalise.signatures_r28_untyped`, merged into
`binder_types.LOCAL_SIGNATURES` only); without the table the binder is refused."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import forminv_lean.formalise.binder_types as bt
from forminv_lean.formal.meaning.opaque import SIGNATURES as CHECKER_SIGNATURES
from forminv_lean.formalise.signatures_r28_untyped import SIGNATURES
from tests.mathlib_corpus import (
    assert_rendering_shows,
    mathlib_source,
    needs_index,
    needs_mirror,
    render,
    render_row,
    require,
    rows_named,
)

#: Corpus theorems refused at r28's base (`binder without a type`, or an inner binder's type
#: `which Lean fixes where the checker does not read it`) -> a binder their rendering writes,
#: each read against the Mathlib v4.19.0 header.
TYPED = {
    # `theorem prod_apply_inl_fst (i) : (b.prod b' (Sum.inl i)).1 = b i` (`b : Basis ι R M`,
    # `b' : Basis ι' R M'`): `b.prod b' : Basis (ι ⊕ ι') R (M × M')`, applied at `ι ⊕ ι'`
    "Basis.prod_apply_inl_fst": "(i : ι)",
    "Basis.prod_apply_inr_snd": "(i : ι')",
    # `theorem fundamentalSequenceProp_inr (o f) : FundamentalSequenceProp o (Sum.inr f) ↔ …`
    # (Mathlib/SetTheory/Ordinal/Notation.lean:984), `def FundamentalSequenceProp (o : ONote) : (Option ONote) ⊕ (ℕ → ONote) → Prop`
    # (Mathlib/SetTheory/Ordinal/Notation.lean:969)
    "ONote.fundamentalSequenceProp_inr": "(f : ℕ → ONote)",
    # `(f : ∀ i, π (e (inl i)))` with `e : ι ⊕ ι' ≃ ι''`: the inner `i : ι`
    "Equiv.piCongrLeft_sumInl": "∀ (i : ι), π (e (Sum.inl i))",
    # `lemma disjointSum_ground_eq {h} : (M.disjointSum N h).E = M.E ∪ N.E` (`variable {α :
    # Type*} {M N : Matroid α}`), `def disjointSum (M N : Matroid α) (h : Disjoint M.E N.E)`
    # (Mathlib/Data/Matroid/Sum.lean:265; `binder_elab.PROOF_SLOTS`)
    "Matroid.disjointSum_ground_eq": "(h : Disjoint M.E (Matroid.E N))",
    # `theorem evaln_complete {c n x} : x ∈ eval c n ↔ ∃ k, x ∈ evaln k c n`, `def eval : Code →
    # ℕ →. ℕ` (Mathlib/Computability/PartrecCode.lean:454): `eval c n : Part ℕ`
    "Nat.Partrec.Code.evaln_complete": "(c : Nat.Partrec.Code) (n x : ℕ)",
    # `theorem halting_problem (n) : ¬ComputablePred fun c => (eval c n).Dom`
    "ComputablePred.halting_problem": "∀ n : ℕ,",
}
#: the rows typed by the constructors' signatures (the others by a proof slot)
CONSTRUCTED = [n for n in TYPED if not n.startswith("Matroid.")]
#: Theorems whose rendering keeps an inner binder as written, now that its first use is read.
RENDERED = ("Nat.psub_eq_some", "Option.bind_eq_some'", "WithTop.map_eq_one_iff",
            "Finset.inl_mem_sumLift₂")


@pytest.fixture(scope="module")
def corpus() -> dict[str, dict]:
    require()
    return rows_named(set(TYPED) | set(RENDERED))


@needs_index
@pytest.mark.parametrize("name", sorted(TYPED))
def test_corpus_binders_typed_by_the_constructor(corpus: dict[str, dict], name: str) -> None:
    assert_rendering_shows(corpus, name, TYPED[name])


@needs_index
def test_refused_without_the_table(corpus: dict[str, dict],
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The table is what types them: without its rows every one is refused again."""
    for name in RENDERED:
        assert render_row(corpus[name]).formal is not None, name
    monkeypatch.setattr(bt, "LOCAL_SIGNATURES", {
        k: v for k, v in bt.LOCAL_SIGNATURES.items() if k not in SIGNATURES})
    for name in (*CONSTRUCTED, *RENDERED):
        assert render_row(corpus[name]).formal is None, name


@needs_index
def test_disjoint_sum_refused_without_its_proof_slot(corpus: dict[str, dict],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    import forminv_lean.formalise.binder_elab as be

    monkeypatch.setattr(be, "PROOF_SLOTS", {
        k: v for k, v in be.PROOF_SLOTS.items() if k != "Matroid.disjointSum"})
    assert render_row(corpus["Matroid.disjointSum_ground_eq"]).formal is None


def test_not_in_the_checkers_table() -> None:
    """Typing the constants in the elaborator's table costs renderings (their partners are
    often opaque): the rows are read only to type binders."""
    assert not set(SIGNATURES) & set(CHECKER_SIGNATURES)
    assert all(bt.LOCAL_SIGNATURES[k] == v for k, v in SIGNATURES.items())


_TYPES = ("ℕ", "ℤ", "ℚ", "ℝ", "Bool", "ℂ")
#: constant -> the domain type in the function's domain `(A, B)`, and the type that takes it
_SHAPES = {
    "Sum.inl": (lambda a, b: f"{a} ⊕ {b}", 0),
    "Sum.inr": (lambda a, b: f"{a} ⊕ {b}", 1),
    "Option.some": (lambda a, b: f"Option {a}", 0),
    "WithTop.some": (lambda a, b: f"WithTop {a}", 0),
    "WithBot.some": (lambda a, b: f"WithBot {a}", 0),
}


@needs_index
@settings(max_examples=12, deadline=None)
@given(st.sampled_from(sorted(_SHAPES)), st.sampled_from(_TYPES), st.sampled_from(_TYPES))
def test_argument_at_a_known_domain(const: str, a: str, b: str) -> None:
    """`f (C x)` with `f : D → ℕ`: Lean elaborates `C x` against `D`, and `x` gets the
    constructor's parameter there (`A` for `inl`, `B` for `inr`)."""
    shape, side = _SHAPES[const]
    formal, reason = render(f"theorem t (f : {shape(a, b)} → ℕ) (x) : f ({const} x) = 0")
    assert formal is not None, reason
    assert f"(x : {(a, b)[side]})" in formal, formal


@needs_mirror
def test_mathlib_citations() -> None:
    """The Mathlib rows' citations (`Mathlib/Order/TypeTags.lean`) say what the table says."""
    src = mathlib_source("Mathlib/Order/TypeTags.lean")
    assert src[16] == "variable {α : Type*}"
    assert src[62] == "def WithTop (α : Type*) :=" and src[63].strip() == "Option α"
    assert src[65] == "namespace WithTop"
    assert "def some : α → WithTop α" in src[74]
    assert SIGNATURES["WithTop.some"] == ("α", "WithTop α")
    from forminv_lean.formal.meaning.signatures_r22n import SIGNATURES as CHECKER_ROWS

    src = mathlib_source("Mathlib/Data/Matroid/Sum.lean")
    assert src[47] == "namespace Matroid" and src[261] == "variable {α : Type*} {M N : Matroid α}"
    assert src[264].startswith("def disjointSum (M N : Matroid α) (h : Disjoint M.E N.E) : "
                               "Matroid α")
    assert CHECKER_ROWS["Matroid.disjointSum"] == ("Matroid α", "Matroid α", "_", "Matroid α")
