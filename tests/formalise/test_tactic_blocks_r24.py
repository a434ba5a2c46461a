"""A tactic block that runs to its group's end, parenthesised as Lean reads it
(`formalise.tactic_blocks`), and the `by`s it leaves to the refusal.

Lean core src/Lean/Parser/Term.lean `byTactic := leading_parser:leadPrec … "by " >>
Tactic.tacticSeqIndentGt`: a `by` that starts an anonymous constructor's item or a `fun`'s
body runs to the enclosing bracket's close. Corpus rows read from ../shared/external/mathlib
(skipped when absent).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formalise.lean_sugar import spell_out
from forminv_lean.formalise.tactic_blocks import bracket_tactics
from tests.mathlib_corpus import (
    assert_rendering_shows,
    needs_index,
    render_row,
    rows,
    rows_named,
)

_TACTIC = re.compile(r"\(by\s(?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)")


@pytest.mark.parametrize(("text", "read"), [
    ("f ⟨i.1 + 1, by omega⟩ = g", "f ⟨i.1 + 1, (by omega)⟩ = g"),
    ("⟨ι R m, by simpa only [pow_one] using mem_range_self _ m⟩",
     "⟨ι R m, (by simpa only [pow_one] using mem_range_self _ m)⟩"),
    ("(fun i j hij x ↦ by simp) x", "(fun i j hij x ↦ (by simp)) x"),
    ("j.pred (fun (hj : j = 0) => by simp [hj] at H)",
     "j.pred (fun (hj : j = 0) => (by simp [hj] at H))"),
    ("⟨by simp⟩", "⟨(by simp)⟩"),
])
def test_a_block_runs_to_its_bracket(text: str, read: str) -> None:
    assert bracket_tactics(text) == read
    assert bracket_tactics(read) == read


@pytest.mark.parametrize("text", [
    "f (by simp [a, b])",                     # already the parenthesis's whole
    "(show n₁₂ + n₂ = n₁ by omega)",          # `show … by`: another syntax, elaborated otherwise
    "(hC : ∀ i, generateFrom (C i) = by apply_assumption)",   # after an operator
    "⟨by simp, y⟩",                           # a `,` at the block's depth
    "x = ⟨a, by simp",                        # no closing bracket
    "(hby : by_cases = 1)",                   # not the keyword
])
def test_a_block_whose_reading_is_not_certain_is_left(text: str) -> None:
    assert bracket_tactics(text) == text


def test_spell_out_brackets_blocks() -> None:
    # removing the hook leaves the bare `by`, which `resolve_text` refuses
    assert spell_out("x = ⟨0, by simp⟩") == "x = ⟨0, (by simp)⟩"


def _unbracketed(new: str, old: str) -> bool:
    """Is `new` `old` with parentheses added only around blocks that start with `by`?"""
    i = j = 0
    while i < len(new):
        if j < len(old) and new[i] == old[j]:
            i, j = i + 1, j + 1
        elif new.startswith("(by", i) or new[i] == ")":
            i += 1
        else:
            return False
    return j == len(old)


def test_every_corpus_rewrite_only_brackets_a_whole_block() -> None:
    """Over every corpus header with a `by`: the rewrite adds only parentheses, each opened
    before a `by` after `⟨`/`,`/`=>`/`↦` and closed just before the enclosing bracket's close,
    each block is the grammar's whole `TACTIC` token, and a second pass changes nothing."""
    seen = 0
    for row in rows(lambda line: " by " in line):
        decl = " ".join(row["decl"].split())
        new = bracket_tactics(decl)
        assert bracket_tactics(new) == new
        if new == decl:
            continue
        seen += 1
        assert _unbracketed(new, decl), (row["name"], new)
        for m in re.finditer(r"\(by\s", new):
            before = new[:m.start()].rstrip()
            if not before.endswith(("⟨", ",", "=>", "↦")):
                continue
            block = _TACTIC.match(new, m.start())
            assert block is not None, (row["name"], new[m.start():m.start() + 80])
            after = new[block.end():].lstrip()
            assert after[:1] in ")]}⟩", (row["name"], new[m.start():block.end() + 5])
    assert seen > 50


def test_a_bracketed_block_parses_as_a_tactic_token() -> None:
    e = parse("f ⟨a, (by omega)⟩ = g")
    assert "(by omega)" in repr(e)


#: Corpus theorems whose only obstacle was a block of an anonymous constructor at a subtype:
#: `⟨v, by tac⟩` is read as the subtype's value with the one proof of its property.
_SUBTYPE = {
    "Nonneg.mk_nnqsmul": "⟨q • a, (by rw [NNRat.smul_def]; exact mul_nonneg q.cast_nonneg ha)⟩",
    "Submodule.linearMap_eq_iff_of_eq_span": "f ⟨s, (by simpa only [hV] using subset_span "
                                             "(by simp))⟩",
    "Submodule.linearMap_eq_zero_iff_of_eq_span": "f ⟨s, (by simpa only [hV] using "
                                                  "subset_span (by simp))⟩ = 0",
}


@needs_index
@pytest.mark.parametrize("name", sorted(_SUBTYPE))
def test_subtype_bracket_blocks_render(name: str) -> None:
    assert_rendering_shows(_rows(), name, _SUBTYPE[name])


@needs_index
def test_show_by_stays_refused() -> None:
    # `CokernelCofork.ofπ (0 : Y ⟶ Z) (show f ≫ 0 = 0 by simp)`: `f` is implicit and fixed by
    # `show`'s proposition before the block runs; a bare block would leave it to the end
    r = render_row(_rows()["CategoryTheory.NormalMonoCategory.epi_of_zero_cokernel"])
    assert r.formal is None and "tactic block" in (r.reason or "")


_NAMES = frozenset(_SUBTYPE) | {"CategoryTheory.NormalMonoCategory.epi_of_zero_cokernel"}
_CACHE: dict[str, dict[str, Any]] = {}


def _rows() -> dict[str, dict[str, Any]]:
    if not _CACHE:
        _CACHE.update(rows_named(_NAMES))
    return _CACHE
