"""Round 17's notations, each read as the constant its Mathlib command expands to.

- `r ≃r s` (`RelIso`, also `→r`, `↪r`: infixl:25), `G →g H` (`SimpleGraph.Hom`, also `↪g`,
  `≃g`, and the prefunctors' `V ⥤q W`: infixl:50), `α →CO β`, `α →Co β` (infixr:25) and
  `α ≃ᵤ β` (infixl:25) at their levels.
- `M ↪[L] N`, `M ≃[L] N`, `↪ₑ[L]`, `≃ₚ[L]` (notation:25) and the proposition `M ≅[L] N`;
  `X →[M] Y` stays refused (two global notations and the scoped first-order one).
- `α →₁[μ] E` is the type `MeasureTheory.Lp E 1 μ`.
- `SL(2, ℤ)` and `GL(2, ℝ)⁺` (scoped `MatrixGroups`): the constant applied to `Fin n`.
- `k[G]` (`AddMonoidAlgebra`) and `R[S⁻¹]` (`OreLocalization`) on a type only (on a value Lean
  reads core's indexing).
- `F⟮a, b⟯` is `IntermediateField.adjoin F {a, b}` where only that `⟮` notation is in effect.
"""

from __future__ import annotations

from forminv_lean.formal.meaning.ast import App, BinOp, Name, Num
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formalise.render import validate
from tests.mathlib_corpus import needs_index, render


def test_relation_maps_are_their_constants_at_25() -> None:
    assert parse("r ≃r s") == App(Name("RelIso"), (Name("r"), Name("s")))
    assert parse("r ↪r s") == App(Name("RelEmbedding"), (Name("r"), Name("s")))
    # infixl:25: `r →r s → P` is `(r →r s) → P`
    assert parse("r →r s → P") == BinOp("→", App(Name("RelHom"), (Name("r"), Name("s"))),
                                        Name("P"))


def test_graph_maps_are_read_at_50() -> None:
    assert parse("G ≃g H") == App(Name("SimpleGraph.Iso"), (Name("G"), Name("H")))
    assert parse("V ⥤q W") == App(Name("Prefunctor"), (Name("V"), Name("W")))
    # below `→`: `G →g H → V` is `(G →g H) → V`
    assert parse("G →g H → V") == BinOp("→", App(Name("SimpleGraph.Hom"), (Name("G"), Name("H"))),
                                        Name("V"))


def test_first_order_maps_and_elementary_equivalence() -> None:
    assert parse("M ↪[L] N") == App(Name("FirstOrder.Language.Embedding"),
                                    (Name("L"), Name("M"), Name("N")))
    assert parse("M ↪ₑ[L] N") == App(Name("FirstOrder.Language.ElementaryEmbedding"),
                                     (Name("L"), Name("M"), Name("N")))
    # `notation:25 A " ≅[" L "] " B:50`: a premise before `→`, inside a `∀` body
    t = parse("∀ {M N : Type*}, M ≅[L] N → P")
    assert t.body == BinOp("→", App(Name("FirstOrder.Language.ElementarilyEquivalent"),
                                    (Name("L"), Name("M"), Name("N"))), Name("P"))
    assert validate("∀ (L : FirstOrder.Language) {M : Type*} {N : Type*} [L.Structure M] "
                    "[L.Structure N], M ≅[L] N → (Infinite M ↔ Infinite N)") is None
    # `→[`: MulActionHom and AddActionHom (global) beside FirstOrder.Language.Hom
    assert validate("∀ (L : FirstOrder.Language) {M N : Type*} (f : M →[L] N), f = f") \
        is not None


def test_l1_space_and_uniform_equivalences() -> None:
    assert parse("α →₁[μ] E") == App(Name("MeasureTheory.Lp"), (Name("E"), Num("1"), Name("μ")))
    assert validate("∀ {α β : Type*} [UniformSpace α] [UniformSpace β] (e : α ≃ᵤ β) (x : α), "
                    "e x = e x") is None
    assert validate("∀ {α β : Type*} [TopologicalSpace α] [TopologicalSpace β] (f : α →CO β) "
                    "(x : α), f x = f x") is None


@needs_index
def test_matrix_groups_apply_fin() -> None:
    formal, reason = render("theorem UpperHalfPlane.denom_ne_zero (g : GL(2, ℝ)⁺) (z : ℍ) : "
                            "denom g z ≠ 0", "open scoped MatrixGroups", "open UpperHalfPlane")
    assert formal is not None, reason
    assert "(g : (Matrix.GLPos (Fin 2) ℝ))" in formal
    formal, reason = render("theorem foo (g : SL(2, ℤ)) : g * 1 = g", "open scoped MatrixGroups")
    assert formal is not None, reason
    assert "Matrix.SpecialLinearGroup (Fin 2) ℤ" in formal


_AMA = ("theorem AddMonoidAlgebra.foo {R A : Type*} [Semiring R] [AddMonoid A] (x y : R[A]) : "
        "x + y = y + x")


@needs_index
def test_monoid_algebra_on_a_type() -> None:
    formal, reason = render(_AMA, "namespace AddMonoidAlgebra")
    assert formal is not None, reason
    assert "(x y : (AddMonoidAlgebra R A))" in formal
    # out of effect, `R[A]` is core's indexing of a type: refused
    formal, _ = render(_AMA.replace("AddMonoidAlgebra.foo", "foo"))
    assert formal is None


@needs_index
def test_monoid_algebra_not_on_a_value() -> None:
    # `l[i]` on a list is core's `GetElem`, never `AddMonoidAlgebra l i`
    formal, reason = render("theorem AddMonoidAlgebra.foo (l : List ℕ) (i : Fin l.length) : "
                            "l[i] = l[i]", "namespace AddMonoidAlgebra")
    assert formal is None or "AddMonoidAlgebra l" not in formal, reason


@needs_index
def test_ore_localization() -> None:
    formal, reason = render("theorem OreLocalization.foo {R : Type*} [Monoid R] {S : Submonoid R} "
                            "[OreLocalization.OreSet S] (x : R[S⁻¹]) : x = x",
                            "namespace OreLocalization")
    assert formal is not None, reason
    assert "(x : (OreLocalization S R))" in formal


@needs_index
def test_adjoin() -> None:
    header = ("theorem IntermediateField.foo {F E : Type*} [Field F] [Field E] [Algebra F E] "
              "(a b : E) : F⟮a, b⟯ = F⟮a⟯")
    formal, reason = render(header, "namespace IntermediateField")
    assert formal is not None, reason
    assert "(IntermediateField.adjoin F {a, b}) = (IntermediateField.adjoin F {a})" in formal
    formal, _ = render(header.replace("IntermediateField.foo", "foo"))
    assert formal is None


@needs_index
def test_unordered_interval() -> None:
    header = "theorem Set.foo {α : Type*} [Lattice α] (a b : α) : [[a, b]] = [[b, a]]"
    formal, reason = render(header, "open Interval")
    assert formal is not None, reason
    assert "(Set.uIcc a b) = (Set.uIcc b a)" in formal
    # out of effect `[[a, b]]` is a list of lists, and stays one
    formal, _ = render("theorem foo {α : Type*} (a b : α) : [[a, b]] = [[a, b]]")
    assert formal is None or "uIcc" not in formal


@needs_index
def test_nullary_type_notation() -> None:
    formal, reason = render("theorem foo (x : ℤₘ₀) : x = x", "open scoped Multiplicative")
    assert formal is not None, reason
    assert "x : (WithZero (Multiplicative ℤ))" in formal
