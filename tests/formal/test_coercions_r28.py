"""The round-28 coercions (`coercions_r28`): each row cites the instance Lean finds at Mathlib
v4.19.0 (read back from the source), a row takes exactly the source type its target names
(a property over the rows' shapes), the texts Lean elaborates with them render with the
coercion in place and the near misses Lean has no instance for are refused, and corpus
theorems that were refused with "no coercion the checker can name" render."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import elaborate, to_lean
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.coercions_r28 import (
    CON_QUOTIENT,
    FRACTIONAL_TO_SUBMODULE,
    GERM_CONST,
    GERM_OF_FUN,
    IDEAL_TO_FRACTIONAL,
    INT_INTO_POLYNOMIAL,
    NUMBER_INTO_ZSQRTD,
    POLYNOMIAL_RING,
    QUOTIENT_ROWS,
    RING_CON_QUOTIENT,
    RING_OF_INTEGERS_UNITS,
    RING_OF_INTEGERS_VAL,
    ROWS,
    SPELLED_AS,
    SYM_TO_MULTISET,
    ZSQRTD_NOTATION,
    Row,
    coercion_r28,
    note_quotient,
    quotient_coercion,
)
from forminv_lean.formal.meaning.types import Ty
from tests.mathlib_corpus import mathlib_source, needs_mirror, rendered


def _line(cite: str) -> str:
    path, _, line = cite.rpartition(":")
    assert path.startswith("Mathlib/") and path.endswith(".lean"), cite
    return mathlib_source(path)[int(line) - 1]


@needs_mirror
@pytest.mark.parametrize("row", [*ROWS, CON_QUOTIENT, RING_CON_QUOTIENT], ids=lambda r: r.name)
def test_each_row_cites_its_instance_in_mathlib(row: Row) -> None:
    assert row.text in _line(row.cite)


@needs_mirror
@pytest.mark.parametrize("cite", [POLYNOMIAL_RING, ZSQRTD_NOTATION], ids=lambda c: c[0])
def test_each_binder_and_notation_is_cited(cite: tuple[str, str]) -> None:
    assert cite[1] in _line(cite[0])


@needs_mirror
@pytest.mark.parametrize("name", sorted(SPELLED_AS))
def test_each_spelling_cites_its_notation(name: str) -> None:
    spelling, cite, text = SPELLED_AS[name]
    line = _line(cite)
    assert text in line and f'"{spelling}" => {name}' in line


def test_a_constant_and_its_notation_are_one_type() -> None:
    # `(p : ENNReal)` where `MeasureTheory.MemLp` declares `p : ℝ≥0∞`: no coercion at all
    shown = to_lean("∀ (x y : ENNReal) (z : ℝ≥0∞), x + y = z")
    assert "x + y = z" in shown and "↑" not in shown


def test_the_rows_are_named_once() -> None:
    assert len({r.name for r in ROWS}) == len(ROWS)


# --- the shapes: the target names its source, and nothing else (no way back either)

_VARS = [Ty("var", (), n) for n in ("α", "β", "γ", "δ")]


def _fun(a: Ty, b: Ty) -> Ty:
    return Ty("fun", (a, b))


def _germ(b: Ty) -> Ty:
    return Ty("app", (b,), "Filter.Germ l")


def _cases(a: Ty, b: Ty, c: Ty) -> list[tuple[Ty, Ty, Row]]:
    """(source, target, row) for each row, over the type variables `a b c`."""
    ooK = Ty("app", (a,), "NumberField.RingOfIntegers")
    frac = Ty("app", (b,), "FractionalIdeal S")
    return [
        (b, _germ(b), GERM_CONST),
        (_fun(a, b), _germ(b), GERM_OF_FUN),
        (_fun(a, _fun(c, b)), _germ(_fun(c, b)), GERM_OF_FUN),
        (_fun(c, b), _germ(_fun(c, b)), GERM_CONST),   # `β` itself a function type
        (Ty("app", (a,), "Ideal"), frac, IDEAL_TO_FRACTIONAL),
        (frac, Ty("app", (a, b), "Submodule"), FRACTIONAL_TO_SUBMODULE),
        (ooK, a, RING_OF_INTEGERS_VAL),
        (Ty("app", (ooK,), "Units"), a, RING_OF_INTEGERS_UNITS),
        (Ty("app", (), f"Sym {a.name} n"), Ty("app", (a,), "Multiset"), SYM_TO_MULTISET),
    ]


@settings(max_examples=100, deadline=None)
@given(st.permutations(_VARS), st.integers(0, 8))
def test_a_row_takes_exactly_the_source_its_target_names(vs: list[Ty], k: int) -> None:
    a, b, c, d = vs
    src, dst, row = _cases(a, b, c)[k]
    assert coercion_r28(src, dst) == row
    assert coercion_r28(dst, src) is None   # no row has a way back
    # another type variable where the target's argument (or `K`) was: no instance unifies
    wrong = {GERM_CONST: (d, dst), GERM_OF_FUN: (_fun(a, d), dst),
             IDEAL_TO_FRACTIONAL: (Ty("app", (a,), "Submodule"), dst),
             FRACTIONAL_TO_SUBMODULE: (src, Ty("app", (a, d), "Submodule")),
             RING_OF_INTEGERS_VAL: (src, d), RING_OF_INTEGERS_UNITS: (src, d),
             SYM_TO_MULTISET: (src, Ty("app", (d,), "Multiset"))}[row]
    assert coercion_r28(*wrong) is None


def test_a_number_is_cast_only_into_a_ring_it_names() -> None:
    ring = {"R": frozenset({"?CommRing"}), "M": frozenset({"Semiring"})}.get
    poly = Ty("app", (Ty("var", (), "R"),), "Polynomial")
    assert coercion_r28(Ty("ℤ"), poly, ring) == INT_INTO_POLYNOMIAL
    assert coercion_r28(Ty("ℤ"), poly) is None   # classes unknown: no instance to name
    # `[Semiring M]` has no `IntCast M[X]`
    assert coercion_r28(Ty("ℤ"), Ty("app", (Ty("var", (), "M"),), "Polynomial"), ring) is None
    for n in ("ℕ", "ℤ"):
        assert coercion_r28(Ty(n), Ty("app", (), "ℤ √d")) == NUMBER_INTO_ZSQRTD
    assert coercion_r28(Ty("ℚ"), Ty("app", (), "ℤ √d")) is None
    assert coercion_r28(Ty("ℤ"), Ty("app", (), "ℤ √(d - 1)")) is None   # not one term


@pytest.mark.parametrize("head", sorted(QUOTIENT_ROWS))
def test_a_quotient_takes_exactly_the_carrier_of_its_congruence(head: str) -> None:
    structure, row = QUOTIENT_ROWS[head]
    m, n = Ty("var", (), "M"), Ty("var", (), "N")
    q = Ty("app", (), f"{head} c")
    recorded: dict[Ty, Ty | None] = {}
    note_quotient(recorded, head, "c", q, {"c": Ty("app", (m,), structure)})
    assert quotient_coercion(m, q, recorded) == row
    assert quotient_coercion(n, q, recorded) is None and quotient_coercion(q, m, recorded) is None
    # a second `c` of another carrier in the same text: neither is read
    note_quotient(recorded, head, "c", q, {"c": Ty("app", (n,), structure)})
    assert quotient_coercion(m, q, recorded) is None
    # a congruence on ℕ: `NatCast` of the quotient semiring could apply as well
    nat: dict[Ty, Ty | None] = {}
    note_quotient(nat, head, "c", q, {"c": Ty("app", (Ty("ℕ"),), structure)})
    assert quotient_coercion(Ty("ℕ"), q, nat) is None


def test_a_field_of_zsqrtd_is_zsqrtds() -> None:
    # `ℤ√d` is `Zsqrtd d`: `a.re` is `Zsqrtd.re a`, not a constant `ℤ.re`
    shown = to_lean("∀ (d : ℤ) (a : ℤ√d), 0 < Int.gcd a.re a.im ↔ a ≠ 0")
    assert "Zsqrtd.re a" in shown and "ℤ.re" not in shown


# --- texts

ACCEPTED = [
    ("∀ {α β : Type*} (l : Filter α) (b : β) (g : Filter.Germ l β), (b : Filter.Germ l β) = g",
     "(↑b : Filter.Germ l β) = g"),
    ("∀ {α β : Type*} (l : Filter α) (f : α → β) (g : Filter.Germ l β), g = f",
     "g = (↑f : Filter.Germ l β)"),
    ("∀ {R : Type*} [CommRing R] (S : Submonoid R) {P : Type*} [CommRing P] [Algebra R P] "
     "(I : Ideal R) (J : FractionalIdeal S P), (I : FractionalIdeal S P) = J",
     "(↑I : FractionalIdeal S P) = J"),
    ("∀ {R : Type*} [CommRing R] (S : Submonoid R) {P : Type*} [CommRing P] [Algebra R P] "
     "(I : FractionalIdeal S P) (J : Submodule R P), (I : Submodule R P) = J",
     "(↑I : Submodule R P) = J"),
    ("∀ {K : Type*} [Field K] (x : NumberField.RingOfIntegers K) (y : K), (x : K) = y",
     "(↑x : K) = y"),
    ("∀ {K : Type*} [Field K] (u : (NumberField.RingOfIntegers K)ˣ) (y : K), y = u",
     "y = (↑u : K)"),
]


@pytest.mark.parametrize(("text", "shown"), ACCEPTED)
def test_a_cited_coercion_is_inserted(text: str, shown: str) -> None:
    assert shown in to_lean(text)


REJECTED = [
    # `Germ l β` takes `β` and functions into `β`, nothing else
    "∀ {α β γ : Type*} (l : Filter α) (c : γ) (g : Filter.Germ l β), (c : Filter.Germ l β) = g",
    "∀ {α β γ : Type*} (l : Filter α) (f : α → γ) (g : Filter.Germ l β), (f : Filter.Germ l β) = g",
    # only an ideal coerces into a fractional ideal; a submodule does not
    "∀ {R : Type*} [CommRing R] (S : Submonoid R) {P : Type*} [CommRing P] [Algebra R P] "
    "(I : Submodule R R) (J : FractionalIdeal S P), (I : FractionalIdeal S P) = J",
    # `𝓞 K` goes to `K`, not to another field
    "∀ {K L : Type*} [Field K] [Field L] (x : NumberField.RingOfIntegers K) (y : L), (x : L) = y",
]

#: `↑(n • f)` is the coercion of the whole product (lean4 `elabCoe`), `n • f` at the target
#: that of `f` (`leftact%`): the two sides are not one term (`Germ.coe_smul` is no tautology)
WHOLE = [
    "∀ {α M G : Type*} (l : Filter α) [SMul M G] (n : M) (f : α → G), "
    "↑(n • f) = n • (f : Filter.Germ l G)",
    "∀ {R : Type*} [Add R] [Mul R] (c : RingCon R) (a : R) (x : R), "
    "(↑(a • x) : RingCon.Quotient c) = a • (x : RingCon.Quotient c)",
]


@pytest.mark.parametrize("text", WHOLE)
def test_an_explicit_coercion_of_a_scalar_product_is_of_the_whole(text: str) -> None:
    t = elaborate(text)
    while t.op in ("forall", "tforall"):
        t = t.args[-1]
    assert t.op == "eq" and str(t.args[0]) != str(t.args[1])


@pytest.mark.parametrize("text", REJECTED)
def test_a_coercion_lean_has_no_instance_for_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        to_lean(text)


def test_an_ascribed_inverse_coerces_its_argument() -> None:
    # `(f⁻¹ : Germ l G)`: `propagateExpectedType` makes `Inv.inv` the one at `Germ l G`,
    # so `f` is coerced first, `(↑f)⁻¹` (Mathlib's `Filter.Germ.coe_inv : ↑f⁻¹ = (f⁻¹ :
    # Germ l G)` is no tautology)
    t = str(elaborate("∀ {α G : Type*} (l : Filter α) [Inv G] (f : α → G), "
                      "↑f⁻¹ = (f⁻¹ : Filter.Germ l G)"))
    assert "(eq (app (inv f)) (inv (app f)))" in t


# Corpus theorems -> a text their rendering must contain (each refused with "no coercion the
# checker can name" before round 28).
USES = {
    "Filter.Germ.const_inj": "(↑a : Filter.Germ l β) = ↑b ↔ a = b",
    "Filter.Germ.coe_eq": "(f : Filter.Germ l β) = g ↔ f =ᶠ[l] g",
    "FractionalIdeal.coeIdeal_inj'": "(I : FractionalIdeal S P) = J ↔ I = J",
    "FractionalIdeal.coeToSubmodule_inj": "(I : Submodule R P) = J ↔ I = J",
    "NumberField.RingOfIntegers.eq_iff": "(x : K) = (y : K) ↔ x = y",
    "NumberField.Units.coe_ne_zero": "(x : K) ≠ 0",
    "MeasureTheory.memLp_of_bounded": "∀ p : ENNReal, MeasureTheory.MemLp f p μ",
    "Sym.coe_inj": "(s₁ : Multiset α) = s₂ ↔ s₁ = s₂",
    "Polynomial.eval_intCast": "(n : (Polynomial R)).eval x = n",
    "Zsqrtd.norm_natCast": "Zsqrtd.norm (n : ℤ√d) = n * n",
    "Con.eq": "(a : (Con.Quotient c)) = (b : (Con.Quotient c)) ↔ c a b",
    "RingCon.coe_one": "(↑(1 : R) : (RingCon.Quotient c)) = 1",
}


@pytest.mark.parametrize("name", sorted(USES))
def test_a_corpus_theorem_renders_with_the_coercion(name: str) -> None:
    assert USES[name] in rendered(USES, name)
