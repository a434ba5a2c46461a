"""Printer regressions: text that Lean would read differently from what we meant."""

from forminv_lean.formal import parse, to_lean


def test_double_negation_is_not_a_comment():
    text = to_lean("∀ {G : Type*} [AddGroup G] (a : G), - -a = a")
    assert "--" not in text and "- -a" in text
    assert to_lean(text) == text  # the printed form parses back to itself
    parse(text)


def test_applied_bundled_map_keeps_the_type_its_ascription_fixed():
    # `Finsupp.lapply a` does not mention `R`: printed bare, Lean cannot infer the scalars
    text = to_lean("∀ {R M α : Type*} [CommRing R] [AddCommGroup M] [Module R M] (a : α) "
                   "(f : α →₀ M), (Finsupp.lapply a : (α →₀ M) →ₗ[R] M) f = f a")
    assert "DFunLike.coe (Finsupp.lapply a : LinearMap (RingHom.id R) (Finsupp α M) M) f" in text
