"""A bare name is worded by a lexicon entry whose full name ends with it (`lexicon._candidates`
falls back to the suffix when no entry has the exact name). Where Mathlib declares that bare name
at the root, a rendering naming the root constant would get the other constant's words: round 25
found three such entries (`CategoryTheory.Functor.Additive` would have worded the root
`Additive`, "every proof x that X is an additive functor") and dropped them.

This test lists every entry whose last component is a root declaration of Mathlib v4.19.0 (from
the shared name index, skipped when absent; nothing of it is copied here) and requires each to
be in `REVIEWED`, with why its words fit the root constant too or why the root constant never
reaches them. A new entry that collides fails here until someone has read the two."""

from __future__ import annotations

import gzip
import json

import pytest

from forminv_lean.informalise.lexicon import load
from tests.mathlib_corpus import corpus_dir

#: entry -> why the suffix match is harmless for the root constant of its last component
REVIEWED = {
    "Set.Countable": "root `Countable α` is a class: said 'α is countable', the same words fit",
    "Set.Finite": "root `Finite α` is a class: 'α is finite' fits a type as a set",
    "Set.Infinite": "two entries end in `Infinite`: the argument's type chooses, else raw",
    "Hyperreal.Infinite": "two entries end in `Infinite`: the argument's type chooses, else raw",
    "Set.Nontrivial": "root `Nontrivial α` is a class: 'has at least two distinct elements'",
    "Function.Odd": "root `Odd n` is worded by the realiser's own parity rule before the lexicon",
    "Algebra.IsInvariant": "root `IsInvariant ϕ s` (Dynamics/Flow) has 2 explicit arguments; the "
                           "entry's arity differs, so it stays marked Lean",
    "Nat.factorization": "root `factorization` (UniqueFactorizationDomain/Finsupp) is the same "
                         "prime factorization, on a unique factorization monoid",
    "Equiv.refl": "root `refl` is a lemma (Order/Defs/Unbundled), never a term of a statement",
    "Complex.I": "the root `I`s are private declarations, never in a statement",
}


def _root_names() -> set[str]:
    path = corpus_dir("declarations.jsonl.gz")
    if path is None:
        pytest.skip("the shared Mathlib name index (../shared/external/mathlib) is absent")
    with gzip.open(path / "declarations.jsonl.gz", "rt", encoding="utf-8") as f:
        return {n for n in (json.loads(line)["name"] for line in f) if "." not in n}


def test_every_entry_named_like_a_root_declaration_was_reviewed() -> None:
    roots = _root_names()
    entries = [e for e in load().entries if e.kind != "type"]
    exact = {e.name for e in entries}
    colliding = sorted(e.name for e in entries if "." in e.name and
                       (last := e.name.rsplit(".", 1)[1]) in roots and last not in exact)
    assert colliding, "the index names no root declaration an entry ends with"
    assert [n for n in colliding if n not in REVIEWED] == []
    assert sorted(REVIEWED) == colliding   # a reviewed entry that no longer collides: drop it
