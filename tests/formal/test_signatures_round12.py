"""Round 12's signatures: parameters with a default (`(μ : Measure α := by volume_tac)`), the
measure-theory predicates that have one, and fields of a Mathlib number type written as
notation (`(eVariationOn f s).toReal`, `ℝ≥0∞` being `ENNReal`).

A call that omits a parameter with a default means the default, as Lean fills it
(`ElabAppArgs.processExplictArg`); one that omits a parameter with none before it is
eta-expanded by Lean and refused here. The corpus tests skip, saying why, when the corpus
is absent.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.opaque import (
    DEFAULTS,
    SIGNATURES,
    VOLUME,
    missing_defaults,
    parse_signature_type,
)
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import INDEX, needs_index, rendered

ENTRIES = tuple(DEFAULTS) + ("ENNReal.toNNReal", "ENat.toNat", "EReal.toReal")

_PRE = "∀ {α E : Type*} [MeasurableSpace α] [MeasureTheory.MeasureSpace α] [NormedAddCommGroup E]"


def _apps(t: Term, head: str) -> list[Term]:
    return [u for u in walk(t) if u.op == "app" and u.name == head]


@pytest.mark.parametrize("name", ENTRIES)
def test_every_entry_is_declared_and_parses(name: str) -> None:
    assert name in SIGNATURES
    for x in SIGNATURES[name]:
        parse_signature_type(x)


def test_every_default_is_a_measure_parameter_at_the_end() -> None:
    for name, defaults in DEFAULTS.items():
        sig = SIGNATURES[name]
        assert len(defaults) < len(sig) - 1
        for text in sig[-1 - len(defaults):-1]:
            assert text.startswith("MeasureTheory.Measure "), (name, text)
        assert set(defaults) == {"volume"}


@needs_index
def test_every_entry_names_a_declaration_the_index_lists() -> None:
    assert INDEX is not None
    assert [n for n in ENTRIES if not INDEX.declared(n)] == []


def test_missing_defaults() -> None:
    assert missing_defaults("MeasureTheory.Integrable", 2, 2) == ()
    assert missing_defaults("MeasureTheory.Integrable", 1, 2) == ("volume",)
    assert missing_defaults("MeasureTheory.Integrable", 0, 2) is None
    assert missing_defaults("MeasureTheory.MeasurePreserving", 1, 3) == ("volume", "volume")
    assert missing_defaults("MeasureTheory.IntegrableOn", 1, 3) is None
    assert missing_defaults("Set.image", 1, 2) is None


def test_an_omitted_measure_is_volume_at_the_domain() -> None:
    t = elaborate_rendering(f"{_PRE} (f : α → E), MeasureTheory.Integrable f → "
                            "MeasureTheory.AEStronglyMeasurable f")
    for head in ("MeasureTheory.Integrable", "MeasureTheory.AEStronglyMeasurable"):
        (app,) = _apps(t, head)
        assert show_type(app.ty) == "Prop" and len(app.args) == 2
        vol = app.args[1]
        assert vol.op == "const" and vol.name == VOLUME
        assert show_type(vol.ty) == "MeasureTheory.Measure α"


def test_a_written_measure_is_kept() -> None:
    t = elaborate_rendering(f"{_PRE} (μ : MeasureTheory.Measure α) (f : α → E), "
                            "MeasureTheory.Integrable f μ → MeasureTheory.Integrable f μ")
    assert all(a.args[1].op == "var" for a in _apps(t, "MeasureTheory.Integrable"))


def test_two_defaults_take_their_own_types() -> None:
    t = elaborate_rendering("∀ {α β : Type*} [MeasureTheory.MeasureSpace α] "
                            "[MeasureTheory.MeasureSpace β] (f : α → β), "
                            "MeasureTheory.MeasurePreserving f → MeasureTheory.MeasurePreserving f")
    (app, _) = _apps(t, "MeasureTheory.MeasurePreserving")
    assert [show_type(a.ty) for a in app.args[1:]] == [
        "MeasureTheory.Measure α", "MeasureTheory.Measure β"]


def test_omitting_a_parameter_without_default_is_refused() -> None:
    # Lean eta-expands it (`fun s => IntegrableOn f s volume`): not modelled
    with pytest.raises(UnsupportedError):
        elaborate_rendering(f"{_PRE} (f : α → E), MeasureTheory.IntegrableOn f = "
                            "MeasureTheory.IntegrableOn f")


def test_a_numeral_exponent_is_at_the_declared_number_type() -> None:
    t = elaborate_rendering(f"{_PRE} (μ : MeasureTheory.Measure α) (f : α → E), "
                            "MeasureTheory.eLpNorm f 1 μ ≤ MeasureTheory.eLpNorm f 2 μ")
    for app in _apps(t, "MeasureTheory.eLpNorm"):
        assert show_type(app.ty) == "ℝ≥0∞" and show_type(app.args[1].ty) == "ℝ≥0∞"


def test_a_field_of_a_number_type_notation_is_its_namespace() -> None:
    t = elaborate_rendering("∀ (a b : ℝ≥0∞), (a + b).toReal ≤ a.toReal + b.toReal")
    assert {show_type(a.ty) for a in _apps(t, "ENNReal.toReal")} == {"ℝ"}
    with pytest.raises(UnsupportedError):   # not declared in `ENNReal`: never guessed
        elaborate_rendering("∀ (a b : ℝ≥0∞), (a + b).untop' 0 = 0")


# Corpus theorems -> a text their rendering must contain; each was refused before round 12.
USES = {
    "integrable_mul_cexp_neg_mul_sq": "MeasureTheory.Integrable fun x : ℝ =>",
    "MeasureTheory.HasFiniteIntegral.add_measure": "MeasureTheory.HasFiniteIntegral f (μ + ν)",
    "BoundedVariationOn.sub_le": "f x - f y ≤ (eVariationOn f s).toReal",
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_corpus_theorem_using_an_entry_renders(name: str) -> None:
    assert USES[name] in rendered(USES, name)


def test_a_default_whose_type_is_not_fixed_stays_uninterpreted() -> None:
    # `Integrable (g x)` with `g` undeclared: the domain of `g x` is not known, so neither is
    # the measure Lean fills; the application is kept as an undeclared function's
    t = elaborate_rendering(f"{_PRE} (g : α → E), MeasureTheory.Integrable (Foo.bar g) → "
                            "MeasureTheory.Integrable (Foo.bar g)")
    assert all(len(a.args) == 1 and show_type(a.ty) == "Prop"
               for a in _apps(t, "MeasureTheory.Integrable"))
