"""Round 27 (eng): the entries of `extract/lexicon.d/r27_eng.toml`, predicates of several
arguments that left raw Lean in the realiser's English over the raw-Lean bench's seed 1 and in
the rendered theorems of the corpus: a filter's basis (`Filter.HasBasis`), eventual boundedness
under a map (`Filter.IsBoundedUnder`), disjoint permutations, bounded and unbounded sets for a
relation (`Set.Bounded`, `Set.Unbounded`), principal ordinals, points in the same cycle of a
permutation and identically distributed functions.

Each entry is realised on a corpus theorem that uses it and read back to exactly the rendered
formula, its docstring's words shown and the constant no longer marked Lean; every entry is cited
at a Mathlib file:line; no wording is another entry's; and generated formulas mixing the close
neighbours (bounded/unbounded for `<`/`≤`, next to the bornology's "is bounded"; a basis next to
membership in the filter) are read back as themselves or refused, never as a different formula.
The theorems are read from the shared Mathlib corpus (skipped when absent); nothing of it is
copied here."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.lexicon_files import (
    check_cited_and_used,
    check_reads_back_with_its_words,
    check_wordings_distinct,
    reads_back_or_refuses,
)
from tests.mathlib_corpus import rendered

PREFIX = "r27_eng"

#: entry -> a corpus theorem whose rendering uses it (its English now reads back with no raw
#: Lean for the entry)
USES = {
    "Filter.HasBasis": "Filter.HasBasis.eq_of_same_basis",
    "Filter.IsBoundedUnder": "Asymptotics.div_isBoundedUnder_of_isBigO",
    "Equiv.Perm.Disjoint": "Equiv.Perm.Disjoint.cycleFactorsFinset_mul_eq_union",
    "Set.Bounded": "Set.bounded_le_of_bounded_lt",
    "Set.Unbounded": "Set.unbounded_lt_Ioi",
    "Ordinal.Principal": "Ordinal.nfp_le_of_principal",
    "Equiv.Perm.SameCycle": "Equiv.Perm.SameCycle.symm",
    "ProbabilityTheory.IdentDistrib": "ProbabilityTheory.IdentDistrib.symm",
}


def test_every_entry_is_cited_used_and_loaded() -> None:
    check_cited_and_used(PREFIX, USES)


def test_no_wording_is_another_entrys() -> None:
    check_wordings_distinct(PREFIX)


@pytest.mark.parametrize("name", sorted(USES))
def test_each_entry_reads_back_on_a_corpus_theorem_in_words(name: str) -> None:
    """Without the entry the constant is marked Lean (`Set.Unbounded (· < ·) (Set.Ioi a)`,
    `l.HasBasis p s`) and this fails; with it the question shows the docstring's wording and
    reads back as the rendered formula."""
    check_reads_back_with_its_words(name, rendered(list(USES.values()), USES[name]))


_SET_PREDICATES = ["Set.Bounded (· < ·) {0}", "Set.Bounded (· ≤ ·) {0}",
                   "Set.Unbounded (· < ·) {0}", "Set.Unbounded (· ≤ ·) {0}",
                   "Bornology.IsBounded {0}", "{0}.Nonempty"]


@settings(max_examples=12, deadline=None)
@given(st.lists(st.sampled_from(_SET_PREDICATES), min_size=1, max_size=3),
       st.sampled_from(["→", "↔", "∧"]))
def test_bounded_neighbours_read_back_as_themselves_or_refuse(preds: list[str], op: str) -> None:
    """"s is bounded with respect to the relation <", "… ≤", "s is unbounded …" and the
    bornology's "s is bounded" on one set: never read back as one another."""
    parts = [p.format("s") for p in preds]
    body = parts[0] if len(parts) == 1 else f" {op} ".join(f"({p})" for p in parts)
    formal = ("∀ {α : Type*} [LinearOrder α] [Bornology α] (s : Set α), " + body)
    reads_back_or_refuses(formal)


@settings(max_examples=8, deadline=None)
@given(st.sampled_from(["l.HasBasis p s", "Filter.HasBasis l p s", "s i ∈ l", "p i"]),
       st.sampled_from(["l.HasBasis p s", "Filter.IsBoundedUnder (· ≤ ·) l u", "p i"]))
def test_basis_neighbours_read_back_as_themselves_or_refuse(a: str, b: str) -> None:
    """A basis, eventual boundedness along the same filter, and a basis set's membership: each
    reads back as itself or is refused."""
    formal = ("∀ {α ι : Type*} (l : Filter α) (p : ι → Prop) (s : ι → Set α) (u : α → ℝ) "
              f"(i : ι), ({a}) → ({b})")
    reads_back_or_refuses(formal)
