"""Structural wordings of round 25 (issue #24, raw Lean in the English).

* a big operator over a typed index (`∑' k : ℕ, f k`, `⨆ x : ℝ≥0, f x`, `∑ i : ι, x i`) is
  "the unconditional sum of f(k) over all natural numbers k" (the reader's `bigvar`: a
  `typed_pl1` after "over all"), and over several names (`⨆ i j, f i j`, Lean's notation for
  `⨆ i, ⨆ j, f i j`) it is said nested;
* the operand of an indexed union, intersection, supremum or infimum that is arithmetic is
  bracketed ("the infimum of (a * f(i)) over all i"), an atom of the reader's math;
* a function variable applied has its value's type (`f x` with `f : α → ℝ≥0∞`), so field
  notation on it finds its namespace (`(f x).toNNReal`);
* field notation on a compound object outside the lexicon (`(p * n).totient`) is worded by the
  full name in the namespace of the object's type where that field takes one declared explicit
  argument ("the totient of (p * n)", `Nat.totient (p * n)`, what Lean resolves it to);
* an operation on functions applied (`(g₁ * g₂) a`) is "(g₁ * g₂)(a)" (the reader's
  `m_apply_math`).

Each is read back to exactly its formula (`formula_key`), on generated instances and on the
corpus theorems that showed the raw Lean (read in `../shared/external/mathlib`, skipped
without it)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lark.exceptions import VisitError

from forminv_lean.certify.quality import raw_lean
from forminv_lean.formal import parse
from forminv_lean.formal.meaning.ast import App, BinOp, Name
from forminv_lean.informalise.reader import ReadError
from forminv_lean.informalise.types import type_of
from tests.mathlib_corpus import rendered
from tests.read_back import parse_words as _read
from tests.read_back import round_trip as _round_trip

_SETTINGS = settings(max_examples=8, deadline=None,
                     suppress_health_check=[HealthCheck.too_slow])


# ----------------------------------------------------------------------------- big operators


_BIG = {"∑": ("the sum of", "ℝ"), "∏": ("the product of", "ℝ"),
        "∑'": ("the unconditional sum of", "ℝ"), "⨆": ("the supremum of", "α"),
        "⨅": ("the infimum of", "α")}
_INDEX_TYPES = {"ℕ": "natural numbers", "ℤ": "integers", "ι": "elements {x} of ι"}


@_SETTINGS
@given(st.sampled_from(sorted(_BIG)), st.sampled_from(sorted(_INDEX_TYPES)),
       st.sampled_from(["k", "i", "n", "x"]))
def test_typed_index_reads_back(op: str, index: str, x: str) -> None:
    """`op x : T, f x` is said "… over all <T's plural> x", no Lean, read back exactly."""
    words, value = _BIG[op]
    cls = "[CompleteLattice α]" if value == "α" else ""
    fin = "[Fintype ι]" if op in ("∑", "∏") and index == "ι" else ""
    rhs = "⊥" if value == "α" else "0"
    formal = f"∀ {{α ι : Type*}} {cls} {fin} (f : {index} → {value}), {op} {x} : {index}, f {x} = {rhs}"
    q = _round_trip(formal)
    said = _INDEX_TYPES[index].format(x=x)
    tail = said if "{x}" in _INDEX_TYPES[index] else f"{said} {x}"
    assert f"{words} f({x}) over all {tail}" in q, q
    assert raw_lean(q) == [], q


def test_typed_index_in_the_reader_only_over_a_type() -> None:
    """The reader reads a typed index after "over all" as the binder's type, and refuses one
    that would also range over a set ("over all natural numbers k in s")."""
    assert _read("r equals the sum of f(k) over all natural numbers k") == BinOp(
        "=", Name("r"), parse("∑ k : ℕ, f k"))
    with pytest.raises((ReadError, VisitError)):
        _read("r equals the sum of f(k) over all natural numbers k in s")


@pytest.mark.parametrize("op", ["⨆", "⨅", "⋃", "⋂"])
def test_several_names_are_nested(op: str) -> None:
    """`op i j, f i j` (Lean's `op i, op j, f i j`) is said nested and read back."""
    value = "Set α" if op in ("⋃", "⋂") else "α"
    cls = "" if op in ("⋃", "⋂") else "[CompleteLattice α]"
    q = _round_trip(f"∀ {{α ι κ : Type*}} {cls} (f : ι → κ → {value}) (g : {value}), "
                    f"{op} i j, f i j = g")
    assert "over all j) over all i" in q, q
    assert raw_lean(q) == [], q


@pytest.mark.parametrize("op", ["⨆", "⨅"])
def test_arithmetic_operand_is_bracketed(op: str) -> None:
    q = _round_trip(f"∀ {{α ι : Type*}} [CompleteLattice α] [Mul α] (a : α) (f : ι → α), "
                    f"{op} i, a * f i = a")
    assert "of (a * f(i)) over all i" in q, q
    assert raw_lean(q) == [], q


# ----------------------------------------------------------------------------- applied values


def test_applied_function_variable_has_its_value_type() -> None:
    arrow = parse("∀ (f : α → ℕ → ℝ≥0∞), f = f").binders[0].type
    env = {"f": arrow, "x": Name("α")}
    assert type_of(App(Name("f"), (Name("x"), Name("n"))), env) == Name("ℝ≥0∞")
    assert type_of(App(Name("f"), (Name("x"),)), env) == parse("∀ (g : ℕ → ℝ≥0∞), g = g") \
        .binders[0].type
    # a dependent arrow's value mentions the argument; a bundled map is applied by coercion
    dep = parse("∀ (f : (i : ι) → M i), f = f").binders[0].type
    fin = parse("∀ (f : α →₀ ℕ), f = f").binders[0].type
    assert type_of(App(Name("f"), (Name("i"),)), {"f": dep}) is None
    assert type_of(App(Name("f"), (Name("x"),)), {"f": fin}) is None


def test_field_on_an_applied_variable() -> None:
    q = _round_trip("∀ {α : Type*} (f : α → ℝ≥0∞) (x : α), (f x).toNNReal = 0")
    assert "(f x)" not in q and raw_lean(q) == [], q


@pytest.mark.parametrize("formal, words", [
    ("∀ p n : ℕ, (p * n).totient = n", "the totient of (p * n)"),
    ("∀ n : ℕ, (n + 1).totient = n", "the totient of (n + 1)"),
])
def test_field_on_a_compound_object(formal: str, words: str) -> None:
    q = _round_trip(formal)
    assert words in q, q
    assert raw_lean(q) == [], q


def test_field_on_a_compound_object_without_a_declared_signature_stays_lean() -> None:
    """`ContinuousAffineMap.contLinear` has no declared signature: the elaborator keeps the
    field notation on `-f` unresolved, so "the cont linear of (-f)" would not read back."""
    q = _round_trip("∀ {R V W P : Type*} [NormedAddCommGroup V] [MetricSpace P] "
                    "[NormedAddTorsor V P] [NormedAddCommGroup W] [NormedField R] "
                    "[NormedSpace R V] [NormedSpace R W] (f : P →ᴬ[R] W), "
                    "(-f).contLinear = -f.contLinear")
    assert "`(-f).contLinear`" in q, q


@pytest.mark.parametrize("op", ["*", "+", "-"])
def test_operation_on_functions_applied(op: str) -> None:
    cls = {"*": "MulZeroClass", "+": "AddCommMonoid", "-": "AddCommGroup"}[op]
    q = _round_trip(f"∀ {{α β : Type*}} [{cls} β] (g₁ g₂ : α →₀ β) (a : α), "
                    f"(g₁ {op} g₂) a = g₁ a {op} g₂ a")
    assert f"(g₁ {op} g₂)(a) equals" in q, q
    assert raw_lean(q) == [], q


def test_only_an_operation_is_applied_in_brackets() -> None:
    assert _read("r equals (f * g)(a)") == BinOp(
        "=", Name("r"), App(BinOp("*", Name("f"), Name("g")), (Name("a"),)))
    with pytest.raises((ReadError, VisitError)):
        _read("r equals (f(x))(a)")


# ----------------------------------------------------------------------------- the corpus


#: name -> (words the question says, a piece of Lean no raw span of it may contain)
_CORPUS = {
    "Nat.totient_mul_of_prime_of_not_dvd": ("the totient of (p * n)", ".totient"),
    "Finsupp.mul_apply": ("(g₁ * g₂)(a) equals", "(g₁ * g₂) a"),
    "Measurable.ennreal_toNNReal": ("the function x ↦ (the nonnegative real value of f(x)",
                                    "toNNReal"),
    "Complex.taylorSeries_eq_of_entire": ("over all natural numbers n", "∑'"),
}


@pytest.mark.parametrize("name", sorted(_CORPUS))
def test_on_the_corpus(name: str) -> None:
    words, lean = _CORPUS[name]
    q = _round_trip(rendered(_CORPUS, name))
    assert words in q, q
    assert not any(lean in span for span in raw_lean(q)), q
