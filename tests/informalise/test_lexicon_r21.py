"""Round 21: the entries of `extract/lexicon.d/r21_*.toml` (transcendence bases, convergence in
measure, invariant group actions on ring extensions, pairwise relations, orthogonal roots,
nim and the moves of a game, finitely generated submodules, sets of unique differentiability,
the identity linear map, the variables of multivariate polynomials, regular elements, ...) and
the class binders worded this round: a class on a numeral of a type (`[NeZero (2 : K)]`: "2
is nonzero in K", `[Invertible (2 : K)]`: "2 is invertible in K") and a relation class on a
type that names a type bound after it (`[SMulCommClass 𝕜 R F]` with `R` bound later: "such
that 𝕜 acts on F commuting with the action of R", as "a module over R" already was).

Each is realised on a corpus theorem that uses it and read back to exactly the rendered formula
(`realised_canonical` is None otherwise), its wording shown and the constant no longer marked
Lean; every entry is cited at a Mathlib file:line; no r21 wording is another entry's; the close
neighbour `Cardinal.IsRegular` (whose short name the root `IsRegular` shares) still reads back
with its own words; and no generated formula over the new class wordings is ever read back as
a different one. The theorems are read from the shared Mathlib corpus (skipped when absent);
nothing of it is copied here."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.certify.quality import raw_lean
from tests.lexicon_files import (
    check_reads_back_with_its_words,
    reads_back_or_refuses,
)
from tests.mathlib_corpus import rendered

#: entry -> a corpus theorem whose rendering uses it (its English now reads back with no raw
#: Lean for the entry)
USES = {
    "Algebra.IsInvariant": "Algebra.IsInvariant.exists_smul_of_under_eq",
    "ENNReal.toNNReal": "ENNReal.toNNReal_eq_one_iff",
    "IsRegular": "MvPolynomial.isRegular_X_pow",
    "IsTranscendenceBasis": "AlgEquiv.isTranscendenceBasis",
    "LinearMap.id": "LinearMap.det_id",
    "MeasureTheory.TendstoInMeasure": "MeasureTheory.TendstoInMeasure.congr",
    "MvPolynomial.X": "MvPolynomial.coeff_zero_X",
    "Pairwise": "Pairwise.mono",
    "RootPairing.IsOrthogonal": "RootPairing.IsOrthogonal.flip",
    "SetTheory.PGame.LeftMoves": "SetTheory.PGame.birthday_eq_zero",
    "SetTheory.PGame.RightMoves": "SetTheory.PGame.birthday_eq_zero",
    "SetTheory.PGame.nim": "SetTheory.PGame.neg_nim",
    "Submodule.FG": "Submodule.FG.jacobson_smul_lt",
    "UniqueDiffOn": "uniqueDiffOn_Icc",
}

#: neighbours whose wording is close to an r21 one: constant -> (corpus theorem, a phrase of
#: its English that must still be shown)
NEIGHBOURS = {
    "Cardinal.IsRegular": ("Cardinal.isRegular_aleph_succ", "is a regular cardinal"),
}

#: class binders worded this round: corpus theorem -> the phrase its English must show
CLASS_USES = {
    "exists_quadratic_eq_zero": "such that 2 is nonzero in K",
    "RootPairing.coxeterWeight_zero_iff_isOrthogonal": "such that 2 is nonzero in R",
    "AffineMap.map_midpoint": "such that 2 is invertible in R",
    "Finsupp.llift_apply": "such that R acts on M commuting with the action of S",
    "AnalyticOn.smul": "such that 𝕜 acts on F through 𝕝",
}

#: proofs a later part uses, of a relation the lexicon words: corpus theorem -> the item
PROOF_USES = {
    "GaloisConnection.l_u_le": "every proof gc that l and u form a Galois connection",
}

_ALL = list(USES.values()) + [t for t, _ in NEIGHBOURS.values()] + list(CLASS_USES) + \
    list(PROOF_USES) + ["Finset.smul_expect"]


def test_root_is_regular_is_not_worded_as_the_cardinal_one() -> None:
    """`IsRegular x` (Mathlib/Algebra/Regular/Basic.lean:61) was worded "is a regular
    cardinal" through the suffix match on `Cardinal.IsRegular`: a polynomial called a
    cardinal. The root entry is matched exactly first."""
    q = check_reads_back_with_its_words("IsRegular", rendered(_ALL, USES["IsRegular"]))
    assert "regular cardinal" not in q and "is a regular element" in q, q


@pytest.mark.parametrize("theorem", sorted(CLASS_USES))
def test_class_binders_in_words_read_back_on_corpus_theorems(theorem: str) -> None:
    from forminv_lean.families.common import realised_canonical

    formal = rendered(_ALL, theorem)
    q = realised_canonical(formal)   # None unless it reads back as the formula
    assert q is not None, formal
    assert CLASS_USES[theorem] in q, q
    assert not any(x.startswith(("NeZero", "Invertible", "SMulCommClass", "IsScalarTower"))
                   for x in raw_lean(q)), q


@pytest.mark.parametrize("theorem", sorted(PROOF_USES))
def test_a_proof_of_a_worded_relation_is_an_item_in_words(theorem: str) -> None:
    """`(gc : GaloisConnection l u)`, used later, was "every element gc of
    `GaloisConnection l u`"; a relation the lexicon words is said as a predicate's is."""
    from forminv_lean.families.common import realised_canonical

    formal = rendered(_ALL, theorem)
    q = realised_canonical(formal)
    assert q is not None and PROOF_USES[theorem] in q and not raw_lean(q), (formal, q)


def test_a_relation_class_on_a_type_the_reader_takes_as_no_name_stays_marked() -> None:
    """`[SMulCommClass G ℚ≥0 M]` with G bound later: "G acts on M commuting with the action
    of ℚ≥0" does not read back (`ℚ≥0` is no name to the reader), which the bench sample
    caught; the class stays marked Lean and the statement still reads back."""
    from forminv_lean.families.common import realised_canonical

    formal = rendered(_ALL, "Finset.smul_expect")
    q = realised_canonical(formal)
    assert q is not None and "SMulCommClass G ℚ≥0 M" in " ".join(raw_lean(q)), (formal, q)


# ------------------------------------------------------------------ generated formulas


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["NeZero", "Invertible"]), st.integers(min_value=0, max_value=12),
       st.sampled_from(["K", "R", "𝕜"]), st.sampled_from(["Field", "CommRing", "Ring"]))
def test_a_class_on_a_numeral_reads_back_as_itself(cls: str, n: int, k: str, ring: str) -> None:
    """`[C (n : K)]` is said "n is nonzero in K" / "n is invertible in K" and read back as
    exactly that class on exactly that numeral and type (never the other class, another
    numeral or an untyped numeral)."""
    formal = f"∀ {{{k} : Type*}} [{ring} {k}] [{cls} ({n} : {k})] (x : {k}), x * 1 = x"
    q = reads_back_or_refuses(formal)
    word = {"NeZero": "nonzero", "Invertible": "invertible"}[cls]
    assert q is not None and f"{n} is {word} in {k}" in q and not raw_lean(q), q


def test_a_class_on_a_numeral_of_a_compound_type_stays_marked() -> None:
    """Only a type that is a name is said after "in": `[NeZero (2 : Fin 3)]` stays Lean."""
    q = reads_back_or_refuses("∀ (x : ℕ) [NeZero (2 : Fin 3)], x = x")
    assert q is None or "NeZero (2 : Fin 3)" in " ".join(raw_lean(q)), q


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["IsScalarTower", "SMulCommClass"]),
       st.permutations(["R", "S"]), st.booleans())
def test_relation_classes_naming_later_types_read_back_as_themselves(
        cls: str, order: list[str], module_first: bool) -> None:
    """A relation class on `M` whose other arguments are bound after `M` is said in words on
    `M`'s item and read back as exactly that class, in Lean's argument order."""
    a, b = order
    m = "{M : Type*} [AddCommMonoid M] [Module R M] [Module S M]"
    rings = "{R S : Type*} [CommSemiring R] [CommSemiring S] [Algebra R S]"
    first, second = (m, rings) if module_first else (rings, m)
    formal = f"∀ {first} {second} [{cls} {a} {b} M] (x : M), x + 0 = x"
    q = reads_back_or_refuses(formal)
    assert q is not None and not raw_lean(q), (formal, q)
