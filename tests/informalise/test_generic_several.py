"""Generic wordings of constants of several arguments (issue #24, round 17): a predicate named
by Mathlib's conventions ("f is conformal at x", `ConformalAt f x`); a function applied to its
first argument, then to the others ("(the nmul of a)(1)"); a type on several variables ("every
hahn series f on (Γ, R)"). A predicate or class of several arguments no convention names
the roles of stays marked Lean: "M and I satisfy indep" would be no English. Every wording is
read back to exactly the rendering.

They need Mathlib's name index (as `test_generic.py`); without it these tests skip."""

from __future__ import annotations

import pytest

from forminv_lean.certify.quality import raw_lean
from forminv_lean.families.common import realised_canonical
from forminv_lean.formal.meaning.ast import App, Name
from forminv_lean.informalise import generic
from forminv_lean.informalise.reader import _Build, _parser

pytestmark = pytest.mark.skipif(
    not generic.available(),
    reason="Mathlib's name index (../shared/external/mathlib/declarations.jsonl.gz) is absent")


@pytest.mark.parametrize(("formal", "words"), [
    # `ConformalAt f x`: "`f` is conformal at `x`" (Mathlib/Analysis/Calculus/Conformal)
    ("∀ (f : ℂ → ℂ) (x : ℂ), ConformalAt f x → ConformalAt f x", "f is conformal at x"),
    # a function of two arguments: applied to the first, then to the rest
    ("∀ a : Ordinal, Ordinal.nmul a 1 = a", "(the nmul of a)(1) equals a"),
    # a type constructor on several variables, in Lean's order in brackets
    # (`MvPowerSeries` was the case until round 23 gave it a lexicon noun)
    ("∀ {Γ R : Type*} [PartialOrder Γ] [Zero R] (f g : HahnSeries Γ R), f = g → g = f",
     "every hahn series f on (Γ, R) and every hahn series g on (Γ, R)"),
])
def test_several_arguments_are_worded_and_read_back(formal: str, words: str) -> None:
    q = realised_canonical(formal)
    assert q is not None and words in q and not raw_lean(q), q


@pytest.mark.parametrize(("formal", "lean"), [
    # field notation with two arguments and no lexicon entry (`Matroid.Indep` has one since
    # round 18: "I is independent in M"; `Matroid.IsBasis'` since round 28;
    # `WeierstrassCurve.Affine.Equation (W : Affine R) (x y : R) : Prop`, Affine.lean)
    ("∀ {R : Type*} [CommRing R] (W : WeierstrassCurve.Affine R) (x y : R), "
     "W.Equation x y → W.Equation x y", "W.Equation x y"),
    # a class of several type arguments (`LieModule R L M` was the case until round 24 gave it
    # a lexicon wording, `MulAction.IsPretransitive G α` until round 28)
    ("∀ {G α : Type*} [AddGroup G] [AddAction G α] [AddAction.IsPretransitive G α] (a : α), a = a",
     "AddAction.IsPretransitive G α"),
])
def test_a_predicate_no_convention_fits_stays_marked(formal: str, lean: str) -> None:
    q = realised_canonical(formal)
    assert q is not None and lean in raw_lean(q) and " satisfy " not in q, q


def test_a_convention_is_used_only_where_the_argument_types_are_its_roles() -> None:
    # `ConvexOn`-like names take the set first (`StrictConvexOn 𝕜 s f`): never "s is … on f"
    got = generic.wording("QuasiconvexOn", "predicate", 3, scalar=True,
                          heads=("Type*", "Set", "→"))
    assert got is None or " is " not in got
    assert generic.wording("QuasiconvexOn", "predicate", 2, heads=("→", "Set")) == \
        "{0} is quasiconvex on {1}"
    # a verb is no adjective: no "f is depends on s"
    assert generic.wording("DependsOn", "predicate", 2, heads=("→", "Set")) is None


def test_the_reader_reads_the_conventions_back() -> None:
    def read(text: str) -> object:
        return _Build().transform(_parser().parse(text))[0]

    assert read("f is conformal at x") == App(Name("ConformalAt"), (Name("f"), Name("x")))
    assert read("f is quasiconvex (over 𝕜) on s") == \
        App(Name("QuasiconvexOn"), (Name("𝕜"), Name("f"), Name("s")))
    assert read("f is upper semicontinuous within s at x") == \
        App(Name("UpperSemicontinuousWithinAt"), (Name("f"), Name("s"), Name("x")))


def test_an_argument_whose_words_do_not_read_back_keeps_the_call_marked() -> None:
    # (`(Metric.infDist · s)`: a section whose reading would name its bound variable)
    formal = "∀ {α : Type*} [PseudoMetricSpace α] (s : Set α), " \
        "UniformContinuous (Metric.infDist · s)"
    assert realised_canonical(formal) is not None
