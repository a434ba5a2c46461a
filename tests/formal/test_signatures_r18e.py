"""The round-18 algebra/number theory/`Data` signature table (`signatures_r18e`), read against
Mathlib.

Every entry must parse as a signature type over the declaration's type parameters, be merged
into `opaque.SIGNATURES` once (no other table declares it), fix its result's type parameters by
an argument, and name a declaration the Mathlib v4.19.0 name index lists; corpus theorems using
an entry must render with the declared result type (each was refused without it). The corpus is
read in place (skipped, saying why, when absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import applications, declared_result_types, needs_index

# Corpus theorems -> (a head of the table, the type its applications must have in the elaborated
# rendering, a text the rendering must contain). Each was refused before its entry.
USES: dict[str, tuple[str, str, str]] = {
    # a number-theoretic function of two arguments
    "padicValInt_dvd_iff": ("padicValInt", "ℕ", "padicValInt p a"),
    # an explicit type argument between two numbers (`wittPolynomial p R n`)
    "wittPolynomial_vars": ("wittPolynomial", "MvPolynomial ℕ R", "wittPolynomial p R n"),
    # a section `variable (m) in` made explicit, written as a field `m.leadingCoeff`
    "MonomialOrder.leadingCoeff_neg": ("MonomialOrder.leadingCoeff", "R", "m.leadingCoeff"),
    # a predicate on three integers
    "PythagoreanTriple.normalize": ("PythagoreanTriple", "Prop", "PythagoreanTriple x y z"),
    # a partner added after measuring (`Polynomial.leval r = Polynomial.smeval.linearMap R r`)
    "Polynomial.leval_eq_smeval.linearMap": (
        "Polynomial.smeval.linearMap", "LinearMap (RingHom.id R) (Polynomial R) R",
        "Polynomial.smeval.linearMap R r"),
    # a Batteries function, cited at the commit Mathlib v4.19.0 pins
    "List.rotate_mod": ("List.rotate", "List α", "l.rotate n"),
    "Rat.mkRat_eq_div": ("mkRat", "ℚ", "mkRat n d"),
    # a bundled map typed as the function it coerces to (applied to both arguments)
    "AddMonoidAlgebra.singleAddHom_apply": (
        "AddMonoidAlgebra.singleAddHom", "AddMonoidAlgebra k G", "AddMonoidAlgebra.singleAddHom a b"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_theorem_using_an_entry_renders_with_the_declared_result_type(name: str) -> None:
    assert declared_result_types(USES, name) == {USES[name][1]}


def test_a_bundled_map_s_domain_fixes_the_type_of_its_argument() -> None:
    # Mathlib/Algebra/Group/Prod.lean:446 `def coprod : M × N →* P` with `(f : M →* P) (g : N →*
    # P)` (:437): the pair's components get the two domains
    term = elaborate_rendering(
        "∀ {M N P : Type*} [Monoid M] [Monoid N] [CommMonoid P] (f : M →* P) (g : N →* P),"
        " MonoidHom.coprod f g = MonoidHom.coprod f g")
    apps = applications(term, "MonoidHom.coprod")
    assert apps and {show_type(a.ty) for a in apps} == {"MonoidHom (M × N) P"}
    assert "MonoidHom.coprod f g" in to_lean_text(term)


def test_a_mismatched_argument_is_refused() -> None:
    # Mathlib/NumberTheory/Padics/PadicVal/Basic.lean:114 `def padicValInt (p : ℕ) (z : ℤ) : ℕ`:
    # a rational in the integer's place is a type error (without the entry it was read as an
    # untyped application), while an integer there elaborates
    with pytest.raises(UnsupportedError, match="expected ℤ, got ℚ"):
        elaborate_rendering("∀ (p : ℕ) (q : ℚ), padicValInt p q = 0")
    assert elaborate_rendering("∀ (p : ℕ) (z : ℤ), padicValInt p z = 0") is not None
