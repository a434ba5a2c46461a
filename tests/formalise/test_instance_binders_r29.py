"""An anonymous instance binder inside a statement (`∀ (X : C) [IsGalois X], …`) binds no name
(round 29's audit): its class is a constant, resolved where Lean resolves it.

`resolve._binder_idents` read every name of a `[…]` group as bound, so the class of a nested
`[IsGalois X]` was left as written, and under `namespace CategoryTheory.PreGaloisCategory` the
rendering printed the root `IsGalois` (Mathlib v4.19.0 FieldTheory/Galois/Basic.lean:53, a class
of field extensions) where Lean reads `CategoryTheory.PreGaloisCategory.IsGalois`
(CategoryTheory/Galois/GaloisObjects.lean:43). The arguments were
read as bound too, so a `variable` named only there was not included (`RelEmbedding.isAntisymm`
was refused: "instance binder for s, which is not bound here")."""

from __future__ import annotations

import pytest

from forminv_lean.formalise.resolve import local_names
from tests.mathlib_corpus import needs_index, rendered

#: corpus theorem -> a text its rendering shows: the nested instance binder's class as Lean
#: resolves it (Mathlib v4.19.0: CategoryTheory/Galois/Decomposition.lean:316 under `namespace
#: CategoryTheory … namespace PreGaloisCategory`; CategoryTheory/Subobject/Basic.lean:121,
#: CategoryTheory/Filtered/Basic.lean:325 under `namespace CategoryTheory`;
#: MeasureTheory/Measure/Decomposition/Lebesgue.lean:932 under `namespace MeasureTheory`;
#: CategoryTheory/Sites/Coherent/RegularSheaves.lean:87 under `namespace CategoryTheory`,
#: `open Limits`),
#: or the `variable` it now includes (Order/RelIso/Basic.lean:38,298), or the class a namespace
#: gives it (SetTheory/Ordinal/Notation.lean:278 `[NF a]` under `namespace ONote`, class at :187)
SHOWN = {
    "CategoryTheory.PreGaloisCategory.natTrans_ext_of_isGalois":
        "∀ (X : C) [CategoryTheory.PreGaloisCategory.IsGalois X], t.app X = s.app X",
    "CategoryTheory.Subobject.ind₂": "[CategoryTheory.Mono f] [CategoryTheory.Mono g]",
    "CategoryTheory.IsFiltered.of_cocone_nonempty":
        "[CategoryTheory.SmallCategory J] [CategoryTheory.FinCategory J]",
    "MeasureTheory.Measure.HaveLebesgueDecomposition.sfinite_of_isFiniteMeasure":
        "[MeasureTheory.IsFiniteMeasure μ]",
    "CategoryTheory.regularTopology.EqualizerCondition.bijective_mapToEqualizer_pullback":
        "[CategoryTheory.EffectiveEpi π] [CategoryTheory.Limits.HasPullback π π]",
    "RelEmbedding.isAntisymm": "(s : β → β → Prop), ∀ (_ : r ↪r s) [IsAntisymm β s]",
    "ONote.cmp_compares": "[ONote.NF a] [ONote.NF b]",
}


@needs_index
@pytest.mark.parametrize("name", sorted(SHOWN))
def test_nested_instance_classes_resolve_as_lean_reads_them(name: str) -> None:
    assert SHOWN[name] in rendered(SHOWN, name)


@pytest.mark.parametrize("cls", ["IsGalois", "Mono", "SmallCategory", "Fact", "NF"])
@pytest.mark.parametrize("template", [
    "∀ (X : C) [{c} X], P X",
    "∀ [{c} X], P X",
    "∀ {{f}} [{c} f], P f",
    "∀ x [{c} x] y, P x y",
    "∀ ⦃A : C⦄ (f : A ⟶ X) [{c} f] [{c} (g f)], p f",
])
def test_an_anonymous_instance_binder_binds_nothing(cls: str, template: str) -> None:
    text = template.format(c=cls)
    bound = local_names(text)
    assert cls not in bound
    assert "P" not in bound and "p" not in bound


@pytest.mark.parametrize("text, names", [
    ("∀ [inst : Fact p] (x : α), P x", {"inst", "x"}),
    ("∀ (X : C) [h : IsGalois X], P X", {"X", "h"}),
    ("∀ x ∈ [a, b], P x", {"x"}),
])
def test_a_named_instance_binder_binds_its_name(text: str, names: set[str]) -> None:
    assert local_names(text) == names
