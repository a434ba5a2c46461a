"""Round 11's signatures (algebra, order, ordinals) and the class of unique instances
(`prop_classes.UNIQUE_CLASSES`), read through the elaborator and against Mathlib.

Each entry was added because corpus theorems using it were refused; the tests check the
declared types are the ones the elaborator gives the applications, that a binder of a class
of unique instances (`[Invertible (2 : R)]`) is the hypothesis that an instance exists (never
a refutation), and that corpus theorems using the entries render (skipped, saying why, when
the corpus is absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import decide
from forminv_lean.formal.meaning import prop_classes
from forminv_lean.formal.meaning.opaque import SIGNATURES, parse_signature_type, type_constructors
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import INDEX, needs_index, rendered

ENTRIES = (
    "SemiconjBy", "AddCommGroup.ModEq", "PNat.Coprime", "RingHom.id", "Nat.castRingHom",
    "Int.castRingHom", "Rat.castHom", "Polynomial.cyclotomic'", "primitiveRoots",
    "Real.HolderTriple", "Real.HolderConjugate", "NNReal.HolderTriple", "NNReal.HolderConjugate",
    "ENNReal.HolderTriple", "ENNReal.HolderConjugate", "Ordinal.Principal", "Ordinal.nadd",
    "Function.swap", "HasCountableSeparatingOn", "Invertible",
)


def _apps(t: Term, head: str) -> list[Term]:
    return [u for u in walk(t) if u.op in ("app", "const") and u.name == head]


def _types(text: str, head: str) -> set[str]:
    apps = _apps(elaborate_rendering(text), head)
    assert apps, f"{head} is not applied in {text}"
    return {show_type(a.ty) for a in apps}


@pytest.mark.parametrize("name", ENTRIES)
def test_every_entry_is_declared_and_parses(name: str) -> None:
    assert name in SIGNATURES
    for x in SIGNATURES[name]:
        parse_signature_type(x)


@needs_index
def test_every_entry_names_a_declaration_the_index_lists() -> None:
    assert INDEX is not None
    assert [n for n in ENTRIES if not INDEX.declared(n)] == []


def test_a_declared_constant_is_never_a_type_constructor() -> None:
    # `RingHom.id γ` is written inside `LinearMap (RingHom.id γ) α β`; declared, it is a value
    assert "RingHom.id" not in type_constructors()
    assert "LinearMap" in type_constructors()


@pytest.mark.parametrize(("text", "head", "ty"), [
    ("∀ {α : Type*} [AddCommGroup α] (p a b : α), -a ≡ -b [PMOD p] ↔ a ≡ b [PMOD p]",
     "AddCommGroup.ModEq", "Prop"),
    ("∀ {G : Type*} [Group G] (a x y : G), SemiconjBy a⁻¹ y x ↔ SemiconjBy a x y",
     "SemiconjBy", "Prop"),
    ("∀ {K : Type*} [Field K] (p : Polynomial K), Polynomial.Splits (RingHom.id K) p → p = p",
     "RingHom.id", "RingHom K K"),
    ("∀ {R : Type*} [Ring R], algebraMap ℤ R = Int.castRingHom R", "Int.castRingHom",
     "RingHom ℤ R"),
    ("∀ o : Ordinal, Ordinal.Principal (· + ·) o → o = o", "Ordinal.Principal", "Prop"),
    ("∀ a b : Ordinal, Ordinal.nadd a b = Ordinal.nadd b a", "Ordinal.nadd", "Ordinal"),
    # (declared `(α → β → γ) → β → α → γ`: `Function.swap f` is the function applied to `b a`)
    ("∀ {α β γ : Type*} (f : α → β → γ) (b : β) (a : α), Function.swap f b a = f a b",
     "Function.swap", "β → α → γ"),
    ("∀ p q : ℝ≥0, 0 < p → 0 < q → NNReal.HolderTriple p q (p⁻¹ + q⁻¹)⁻¹",
     "NNReal.HolderTriple", "Prop"),
])
def test_an_application_has_the_declared_type(text: str, head: str, ty: str) -> None:
    assert _types(text, head) == {ty}


def test_a_swapped_relation_is_a_relation() -> None:
    # `Symmetric.swap_eq`: `γ` is `Prop`, the result `α → α → Prop`, as `r`'s
    t = elaborate_rendering("∀ {α : Type*} (r : α → α → Prop), Function.swap r = r")
    assert {show_type(a.ty) for a in _apps(t, "Function.swap")} == {"α → α → Prop"}


def _hypotheses(t: Term) -> list[str]:
    return [u.args[0].name for u in walk(t) if u.op == "imp" and u.args[0].op == "app"]


def test_a_binder_of_a_class_of_unique_instances_is_a_hypothesis() -> None:
    t = elaborate_rendering("∀ {R : Type*} [Ring R] [Invertible (2 : R)], "
                            "(⅟ 2 : R) + (⅟ 2 : R) = 1")
    assert "Invertible" in _hypotheses(t)
    assert _types("∀ {R : Type*} [Ring R] [Invertible (2 : R)], (⅟ 2 : R) + (⅟ 2 : R) = 1",
                  "Invertible.invOf") == {"R"}


def test_a_class_of_unique_instances_blocks_a_refutation() -> None:
    # false in ℤ/2ℤ without the hypothesis (2 = 0 there); the hypothesis is uninterpreted, so
    # the checker must not refute it
    assert decide("∀ {R : Type*} [CommRing R] (a : R), a + a = 0 → a = 0").verdict == "refuted"
    assert decide("∀ {R : Type*} [CommRing R] [Invertible (2 : R)] (a : R), a + a = 0 → a = 0"
                  ).verdict != "refuted"


def test_every_unique_class_cites_its_subsingleton_instance() -> None:
    for name, source in prop_classes.UNIQUE_CLASSES.items():
        assert "Subsingleton" in source and name not in prop_classes.PROP_CLASSES
        assert prop_classes.is_prop_class(name)


# Corpus theorems -> a text their rendering must contain; each was refused before round 11.
USES = {
    "invOf_eq_of_coprime": "[Invertible (n : R)], n.Coprime p → ⅟(n : R) = n.gcdA p",
    "Polynomial.splits_of_splits_id": "Polynomial.Splits (RingHom.id K) f → Polynomial.Splits i f",
    "Ordinal.exists_lt_add_of_not_principal_add": "¬ Ordinal.Principal (· + ·) a",
    "Symmetric.swap_eq": "Function.swap r = r",
    "AddCommGroup.neg_modEq_neg": "-a ≡ -b [PMOD p] ↔ a ≡ b [PMOD p]",
    "Polynomial.map_cyclotomic_int":
        "Polynomial.map (Int.castRingHom R) (Polynomial.cyclotomic n ℤ)",
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_corpus_theorem_using_an_entry_renders(name: str) -> None:
    assert USES[name] in rendered(USES, name)
