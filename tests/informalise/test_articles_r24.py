"""The indefinite article goes by sound: "a uniform space", "an unbounded set"."""

from __future__ import annotations

import pytest

from forminv_lean.families.common import realised_canonical
from forminv_lean.informalise.types import article


@pytest.mark.parametrize(("word", "art"), [
    ("uniform", "a"), ("unital", "a"), ("unique", "a"), ("unit", "a"), ("usual", "a"),
    ("Euclidean", "a"), ("one-to-one", "a"), ("unbounded", "an"), ("uninhabited", "an"),
    ("element", "an"), ("ordered", "an"), ("integer", "an"), ("additive", "an"),
    ("group", "a"), ("ring", "a")])
def test_article_by_sound(word: str, art: str) -> None:
    assert article(word) == art


def test_a_class_noun_said_with_a_consonant_reads_a_and_reads_back() -> None:
    """`[IsUniformAddGroup G]` is "… that is also a uniform additive group" (it read "an")."""
    q = realised_canonical("∀ (G : Type*) [AddGroup G] [UniformSpace G] [IsUniformAddGroup G] "
                           "(s : Set G), s ⊆ s")
    assert q is not None
    assert "also a uniform additive group" in q and "an uniform" not in q, q
