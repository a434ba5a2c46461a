"""Convention clauses: which statements rely on a Lean convention, and that every wording of
them states it (and the reader insists)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from forminv_lean.informalise import Style, question
from forminv_lean.informalise.conventions import CONVENTIONS, required
from forminv_lean.informalise.reader import ReadError, read

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("formal", "expected"), [
    ("∀ x : ℝ, x / x = 1", ("div_zero",)),
    ("∀ {K : Type*} [Field K] (a : K), a ≠ 0 → a / a = 1", ()),       # guarded
    ("∀ x y : ℕ, y > 0 → x % y < y", ()),                               # guarded
    ("∀ n : ℕ, n % n = 0", ("mod_zero",)),
    ("∀ n : ℕ, n % 2 = 0 ∨ n % 2 = 1", ()),                             # nonzero numeral
    ("∀ n m : ℕ, n - m ≤ n", ("nat_sub",)),
    ("∀ n k : ℕ, k ≤ n → Nat.choose n (n - k) = Nat.choose n k", ()),    # guarded
    ("∀ a b : ℤ, a - b + b = a", ()),                                   # ℤ does not truncate
    ("∀ x : ℝ, 0 ≤ Real.sqrt x", ("sqrt_neg",)),
    ("∀ x : ℝ, 0 ≤ x → Real.sqrt x * Real.sqrt x = x", ()),
    ("∀ x : ℝ, Real.sqrt (x ^ 2) = |x|", ()),
    ("∀ n : ℕ, Nat.choose n 2 = n * (n - 1) / 2", ("nat_div", "nat_sub")),
])
def test_required_conventions(formal: str, expected: tuple[str, ...]) -> None:
    assert required(formal) == expected


@pytest.mark.slow
def test_curated_convention_theorems_are_found() -> None:
    """The theorems whose hand-written statement names a Lean convention (and the FALSE
    controls that are false only because of one) are flagged."""
    data = tomllib.loads((REPO / "extract" / "curated" / "theorems.toml").read_text("utf-8"))
    flagged = {t["id"] for t in data["theorem"] if t.get("formal") and required(t["formal"])}
    assert {"div_eq_zero_iff", "real_div_sqrt", "false_nat_div_self", "false_nat_sub_add_cancel",
            "nat_sub_le", "real_sqrt_nonneg", "real_sqrt_eq_zero_of_nonpos",
            "nat_mod_self"} <= flagged
    assert not flagged & {"div_self", "mul_div_cancel_right0", "nat_mod_lt", "nat_choose_symm",
                          "real_mul_self_sqrt", "real_sqrt_sq_eq_abs", "real_sqrt_zero"}


@pytest.mark.slow
@pytest.mark.parametrize("style", [Style(), Style(notation="symbols"), Style(quantifier="any"),
                                   Style(lexicon="alternate")])
def test_every_wording_states_its_conventions(style: Style) -> None:
    q = question("∀ x : ℝ, x / Real.sqrt x = Real.sqrt x", style)
    for key in ("div_zero", "sqrt_neg"):
        assert CONVENTIONS[key] in q
    assert read(q).conventions == ("div_zero", "sqrt_neg")


@pytest.mark.slow
def test_reader_refuses_a_wording_without_its_convention() -> None:
    q = question("∀ x : ℝ, x / x = 1")
    cut = q.replace(", where division by 0 gives 0", "")
    assert cut != q
    with pytest.raises(ReadError, match="division by 0 gives 0"):
        read(cut)
