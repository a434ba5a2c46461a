"""An instance binder of a class on a compound type, `[TopologicalSpace (TotalSpace F E)]`, is a
local instance Lean finds for exactly that type (round 26, `compound_instances_r26`).

Before, every statement with such a binder was refused ("unsupported instance binder"): the
fibre-bundle files declare the total space's topology so (Mathlib/Topology/FiberBundle/
Basic.lean:194, Geometry/Manifold/VectorBundle/Basic.lean:77). It is now a binder of that opaque
type, printed as written; a second one of the same type, one on a total space a global instance
may also answer, and a class whose operations the checker interprets stay refused. Corpus
theorems are read from the shared Mathlib corpus (skipped when absent); nothing of it is copied
here."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import rendered

_BUNDLE = ("∀ {B F : Type*} (E : B → Type*) [TopologicalSpace B] [TopologicalSpace F] "
           "[TopologicalSpace (Bundle.TotalSpace F E)] [∀ b, TopologicalSpace (E b)] "
           "[FiberBundle F E], IsOpenMap ((Bundle.TotalSpace.proj : Bundle.TotalSpace F E → B))")

_NAMES = {
    "FiberBundle.isOpenMap_proj": "[TopologicalSpace (Bundle.TotalSpace F E)]",
    "Bundle.contMDiffAt_proj": "[TopologicalSpace (Bundle.TotalSpace F E)]",
    "Trivialization.Prod.right_inv": "[TopologicalSpace (Bundle.TotalSpace F₂ E₂)]",
    "UniqueMDiffWithinAt.bundle_preimage": "[TopologicalSpace (Bundle.TotalSpace F Z)]",
}


@pytest.mark.parametrize("name", sorted(_NAMES))
def test_corpus_bundle_theorems_render_with_the_local_instance(name: str) -> None:
    text = rendered(_NAMES, name)
    assert _NAMES[name] in text, text
    assert text.count(_NAMES[name]) == 1, text
    elaborate_rendering(text)


def _binder_names(t: object) -> list[tuple[str, str]]:
    out = []
    while getattr(t, "op", None) in ("forall", "tforall"):
        out.append((t.name, str(t.bty)))   # type: ignore[attr-defined]
        t = t.args[0]   # type: ignore[attr-defined]
    return out


def test_the_binder_is_a_value_of_the_class_type_bound_in_order() -> None:
    binders = _binder_names(elaborate_rendering(_BUNDLE))
    names = [n for n, _ in binders]
    at = next(i for i, (_, ty) in enumerate(binders)
              if ty == "TopologicalSpace (Bundle.TotalSpace F E)")
    # after `E`, which it mentions, and before the family instance written after it
    assert names.index("E") < at < next(i for i, (_, ty) in enumerate(binders)
                                        if ty.startswith("(b : B) →"))


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["B", "F"]), st.sampled_from(["E", "Z"]))
def test_only_bound_variables_make_the_compound_type(fibre: str, fam: str) -> None:
    """Renamed variables read the same; a total space of a constructed bundle (`Trivial B F`,
    which a global instance answers) is refused."""
    ok = (f"∀ {{B : Type*}} {{{fibre if fibre != 'B' else 'G'} : Type*}} ({fam} : B → Type*) "
          f"[TopologicalSpace (Bundle.TotalSpace {fibre if fibre != 'B' else 'G'} {fam})], True")
    elaborate_rendering(ok)
    with pytest.raises(UnsupportedError, match="global instance"):
        elaborate_rendering("∀ {B F : Type*} [TopologicalSpace "
                            "(Bundle.TotalSpace F (Bundle.Trivial B F))], True")


def test_two_local_instances_on_one_type_are_refused() -> None:
    twice = _BUNDLE.replace("[FiberBundle F E]", "[TopologicalSpace (Bundle.TotalSpace F E)]")
    with pytest.raises(UnsupportedError, match="two local instances"):
        elaborate_rendering(twice)


def test_a_class_the_checker_interprets_stays_refused() -> None:
    with pytest.raises(UnsupportedError, match="instance binder"):
        elaborate_rendering("∀ {α : Type*} (p : α → Prop) [PartialOrder α] "
                            "[OrderBot (Subtype p)], True")
