"""`_` that Lean fills by unification, filled as Lean fills it or refused (`formalise.holes`).

Filled: the object of `𝟙 _` on a side of `=` (the source of the other side's type, which
`Quiver.Hom ?X ?X =?= Quiver.Hom A B` assigns), and a `∀`/`∃`/`fun` binder's whole type
written `_` (the type the first use in its scope fixes, as for a header binder written with
no type: `binder_types`). Every
other hole, and these where nothing fixes them, is refused; no `_` reaches a rendering.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from forminv_lean.formal.statements import elaborate_rendering
from forminv_lean.formalise.holes import fill_holes, type_bound_binders
from forminv_lean.formalise.render import has_hole, hole_positions
from tests.mathlib_corpus import needs_index, render, render_row, require, rows_named

CAT = "∀ {C : Type*} [CategoryTheory.Category C] (A B : C) "
HOLE = "unsupported: a type left to Lean to infer (`_`)"


def _fill(text: str) -> str | None:
    return fill_holes(text, hole_positions(text))


@pytest.mark.parametrize(("text", "filled"), [
    # `𝟙 _` on either side of `=`: the source object of the other side's type
    (CAT + "(f : A ⟶ B) (g : B ⟶ A), f ≫ g = 𝟙 _",
     CAT + "(f : A ⟶ B) (g : B ⟶ A), f ≫ g = 𝟙 A"),
    (CAT + "(f : A ⟶ B) (g : B ⟶ A), 𝟙 _ = f ≫ g",
     CAT + "(f : A ⟶ B) (g : B ⟶ A), 𝟙 A = f ≫ g"),
    # two sites with one object
    (CAT + "(f : A ⟶ A), f = 𝟙 _ ∧ 𝟙 _ = f", CAT + "(f : A ⟶ A), f = 𝟙 A ∧ 𝟙 A = f"),
    # a binder's whole type at its first use, an anonymous constructor's field (round 27,
    # `anon_items_r27`: `toFinsupp : AddMonoidAlgebra R ℕ`), not the later `= p` (`ℕ → R`)
    ("∀ {R : Type*} [Semiring R], ∃ (p : _), Polynomial.coeff (⟨p⟩ : Polynomial R) = p",
     "∀ {R : Type*} [Semiring R], ∃ (p : AddMonoidAlgebra R ℕ), Polynomial.coeff (⟨p⟩ : "
     "Polynomial R) = p"),
    # a binder's whole type: what its uses fix (a binder of the same name elsewhere is
    # another variable)
    ("∀ {α : Sort*} (p q : α → Prop), (∀ x, p x) → (∃ x, q x) → ∃ (x : _) (_ : p x), q x",
     "∀ {α : Sort*} (p q : α → Prop), (∀ x, p x) → (∃ x, q x) → ∃ (x : α) (_ : p x), q x"),
    ("∀ {α : Type*} (s : Set α), ∀ (x : _), x ∈ s → x ∈ s",
     "∀ {α : Type*} (s : Set α), ∀ (x : α), x ∈ s → x ∈ s"),
    # `conj x` (`starRingEnd _ x`): the ring is the argument's type, at every site
    ("starRingEnd _ (-Complex.I) = Complex.I", "starRingEnd ℂ (-Complex.I) = Complex.I"),
    ("∀ {𝕜 : Type*} [RCLike 𝕜] (f : ℕ → 𝕜), starRingEnd _ (f 0) = starRingEnd _ (f 1)",
     "∀ {𝕜 : Type*} [RCLike 𝕜] (f : ℕ → 𝕜), starRingEnd 𝕜 (f 0) = starRingEnd 𝕜 (f 1)"),
    # an ascription is its type (`(n : ℂ)` is `ℂ` whatever surrounds it)
    ("∀ (n : ℕ) (x : ℂ), starRingEnd _ (n : ℂ) = x", "∀ (n : ℕ) (x : ℂ), starRingEnd ℂ (n : ℂ) = x"),
    # the type of a bundled identity (`signatures_holes`: `Equiv.refl (α : Sort*) : α ≃ α`)
    # on a side of `=`: `Equiv ?α ?α =?= Equiv A A` assigns it
    ("∀ {α : Type*} (e : α ≃ α), e = Equiv.refl _", "∀ {α : Type*} (e : α ≃ α), e = Equiv.refl α"),
    ("∀ {α : Type*} [Lattice α] (f : LatticeHom α α), LatticeHom.id _ = f",
     "∀ {α : Type*} [Lattice α] (f : LatticeHom α α), LatticeHom.id α = f"),
    # a declared function's type argument on a side of a relation whose other side is not
    # one leaf: that side's type as the checker elaborates it (`binrel%` elaborates it with
    # no expected type), which `ensureHasType` unifies with the result `?β`/`?α ≃ ?α`
    ("∀ {R A : Type*} [CommSemiring R] [CommSemiring A] [Algebra R A] (r : R) (a : A), "
     "a * a = algebraMap R _ r",
     "∀ {R A : Type*} [CommSemiring R] [CommSemiring A] [Algebra R A] (r : R) (a : A), "
     "a * a = algebraMap R A r"),
    ("∀ {R A : Type*} [CommSemiring R] [CommSemiring A] [Algebra R A] (r : R) (a : A), "
     "algebraMap _ _ r ≤ a + a",
     "∀ {R A : Type*} [CommSemiring R] [CommSemiring A] [Algebra R A] (r : R) (a : A), "
     "algebraMap R A r ≤ a + a"),
    ("∀ {α β : Type*} (e : α ≃ β), e.trans e.symm = Equiv.refl _",
     "∀ {α β : Type*} (e : α ≃ β), e.trans e.symm = Equiv.refl α"),
    # a hole in the type a declared constant is ascribed: the declared part it stands for
    # (`ensureHasType` unifies `Finset ?α → Finset (Sym2 ?α)` with `Finset α → ?β`)
    ("∀ {α : Type*}, Function.Injective (Finset.sym2 : Finset α → _)",
     "∀ {α : Type*}, Function.Injective (Finset.sym2 : Finset α → (Finset (Sym2 α)))"),
    ("∀ {α : Type*}, Function.Injective (Finset.sym2 : Finset α → Finset _)",
     "∀ {α : Type*}, Function.Injective (Finset.sym2 : Finset α → Finset (Sym2 α))"),
])
def test_a_hole_is_filled_as_lean_fills_it(text: str, filled: str) -> None:
    got = _fill(text)
    assert got == filled
    assert not has_hole(got)
    elaborate_rendering(got)


@pytest.mark.parametrize("text", [
    # two identity sites whose objects differ (one probe each, not told apart)
    CAT + "(f : A ⟶ A) (g : B ⟶ B), f = 𝟙 _ ∧ g = 𝟙 _",
    # another `a = a` in the statement: the probe is not told apart from it
    CAT + "(f : A ⟶ A), f = f ∧ f = 𝟙 _",
    # `𝟙 _` not a side of `=` (an argument: the expected type is the function's)
    CAT + "(f : A ⟶ A), f ≫ 𝟙 _ = f",
    # the other side is not elaborated here (a constant outside the tables)
    CAT + "(f : A ⟶ A), Foo.bar f = 𝟙 _",
    # a binder type nothing fixes, and one the scope binds again
    "∀ {α : Type*} (p : α → Prop), ∃ (x : _), True",
    "∀ {α : Type*} (p : α → Prop), ∃ (x : _), ∃ x, p x",
    # a first use the rules do not read (an anonymous constructor at a type no rule reads):
    # not typed from a later use (`= p` would give `ℕ → R`, a coercion in Lean)
    "∀ {R : Type*} [Semiring R], ∃ (p : _), Polynomial.coeff (⟨p⟩ : Cubic R) = p",
    # any other hole: an explicit argument of a constant outside the tables, an identity
    # whose other side's type does not have its shape (`α ≃ β`), a part of a type, an
    # instance
    "∀ {α : Type*} (e : α ≃ α), e = Foo.refl _",
    "∀ {α β : Type*} (e : α ≃ β), e = Equiv.refl _",
    "∀ {α : Type*} (s : Set α), ∀ x : Set _, x = s",
    "∀ {α : Type*} [Preorder α] [Nonempty α], (@Filter.atTop α _) = Filter.atTop",
    # `starRingEnd _` of a numeral or a cast (typed from elsewhere), of two rings, not
    # applied, or beside a `star` the probe would not be told from
    "∀ (x : ℂ), starRingEnd _ 2 = x",
    "∀ (n : ℕ) (x : ℂ), starRingEnd _ ↑n = x",
    "∀ (x : ℂ), starRingEnd _ (-1) = x",
    "∀ (x : ℂ) (y : ℝ), starRingEnd _ x = x ∧ starRingEnd _ y = y",
    "∀ (x : ℂ), (starRingEnd _) = starRingEnd ℂ",
    "∀ (x : ℂ), starRingEnd _ x = star x",
    # a type argument on a relation side whose other side has no type of its own (a numeral,
    # a cast), is not elaborated here, or is told from no other `a = a`
    "∀ {R A : Type*} [CommSemiring R] [Semiring A] [Algebra R A] (r : R), algebraMap R _ r = 1",
    "∀ {R A : Type*} [CommSemiring R] [Semiring A] [Algebra R A] (r : R) (n : ℕ), "
    "algebraMap R _ r = ↑n",
    "∀ {R A : Type*} [CommSemiring R] [Semiring A] [Algebra R A] (r : R) (a : A), "
    "Foo.bar a = algebraMap R _ r",
    "∀ {R A : Type*} [CommSemiring R] [Semiring A] [Algebra R A] (r : R) (a : A), "
    "a * a = algebraMap R _ r ∧ a = a",
    # … or whose probe would drop the first use of a binder written without a type
    "∀ {R A : Type*} [CommSemiring R] [CommSemiring A] [Algebra R A] (a : A), "
    "∀ x, a * a = algebraMap R _ x",
    # an ascribed constant whose type does not have the ascription's shape, a hole no other
    # part fixes, a constant outside the tables, a variable
    "∀ {α : Type*}, Function.Injective (Finset.sym2 : Set α → _)",
    "∀ {α : Type*}, Function.Injective (Finset.sym2 : _ → _)",
    "∀ {α : Type*}, Function.Injective (Foo.bar : Finset α → _)",
    "∀ {α : Type*} (g : Finset α → ℕ), Function.Injective (g : Finset α → _)",
])
def test_a_hole_not_certainly_filled_is_refused(text: str) -> None:
    assert _fill(text) is None


@needs_index
def test_a_header_with_a_hole_renders_filled_or_is_refused() -> None:
    got, reason = render("theorem foo {C : Type*} [Category C] {A B : C} (f : A ⟶ B) "
                         "(g : B ⟶ A) : f ≫ g = 𝟙 _", "open CategoryTheory")
    assert got == CAT + "(f : A ⟶ B) (g : B ⟶ A), f ≫ g = 𝟙 A", reason
    # `f ≫ g : A ⟶ B` with `B` not `A`: the filled `𝟙 A` is refused by the elaborator
    got, reason = render("theorem foo {C : Type*} [Category C] {A B : C} (f : A ⟶ B) "
                         "(g : B ⟶ B) : f ≫ g = 𝟙 _", "open CategoryTheory")
    assert got is None and reason is not None
    got, reason = render("theorem foo {α : Type*} (e : α ≃ α) : e = Equiv.refl _")
    assert got == "∀ {α : Type*} (e : α ≃ α), e = Equiv.refl α", reason
    got, reason = render("theorem foo {α β : Type*} (e : α ≃ β) : e = Equiv.refl _")
    assert got is None and reason is not None and reason.startswith(HOLE)


# ----------------------------------------------------------------------------- corpus

#: Mathlib v4.19.0 theorems with a `_` Lean fills, and the filled text the rendering has.
FILLED = {
    # `∃ (x : _) (_ : p x), q x` under `variable {α : Sort*} {p q : α → Prop}`
    "exists_mem_of_exists": "∃ (x : α) (_ : p x), q x",
    # `a * unitOf a = algebraMap _ _ (‖a‖₊ : ℝ)`: the ring from the argument, the algebra
    # from the other side's type
    "Matrix.mul_unitOf": "= algebraMap ℝ α (‖a‖₊ : ℝ)",
    # `(toFinsupp : R[X] → AddMonoidAlgebra _ _)`: the declared codomain's parts
    "Polynomial.toFinsupp_injective": "(Polynomial.toFinsupp : (Polynomial R) → "
                                      "AddMonoidAlgebra R ℕ)",
    # `optionCongr (Equiv.refl α) = Equiv.refl _`: the other side's type from `optionCongr (e : α
    # ≃ β) : Option α ≃ Option β` (`signatures_r16b`)
    "Equiv.optionCongr_refl": "= Equiv.refl (Option α)",
}
#: … and ones refused: `SimpleGraph.Walk.reverse_injective`'s `(reverse : G.Walk u v → _)` (the
#: codomain of a constant outside the tables), `List.surjective_head!`'s `@head! α _` (an
#: instance argument).
REFUSED = ("SimpleGraph.Walk.reverse_injective", "List.surjective_head!")

#: A `_` object of a morphism the tables declare (`pullback.fst _ _`) beside constants of unknown
#: type: refused, saying that nothing beside it fixes the objects (not that no table declares it).
MORPHISM_HOLE = "AlgebraicGeometry.Scheme.Pullback.t_fst_snd"


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    return rows_named(set(FILLED) | set(REFUSED) | {MORPHISM_HOLE})


def _render_row(name: str) -> tuple[str | None, str | None]:
    require()
    rows = _rows()
    assert name in rows, f"{name} is not a row of the corpus"
    r = render_row(rows[name])
    return r.formal, r.reason


@needs_index
@pytest.mark.parametrize("name", sorted(FILLED))
def test_a_corpus_hole_is_filled(name: str) -> None:
    formal, reason = _render_row(name)
    assert formal is not None, reason
    assert FILLED[name] in formal and not has_hole(formal)
    elaborate_rendering(formal)


@needs_index
@pytest.mark.parametrize("name", REFUSED)
def test_a_corpus_hole_not_filled_is_refused(name: str) -> None:
    formal, reason = _render_row(name)
    assert formal is None and reason is not None and reason.startswith(HOLE), (formal, reason)


@pytest.mark.parametrize(("text", "place"), [
    ("∀ {α : Type*} [TopologicalSpace α], ‹_› = (⊥ : TopologicalSpace α)", "`‹_›`"),
    ("∀ {α : Type*} (s : Set α), Foo.bar _ s = s", "an explicit argument of Foo.bar"),
    ("∀ {α : Type*} (p : α → Prop), ∃ (x : _), True", "a binder's type"),
    ("∀ {α : Type*} (s : Set α), ∀ x : Set _, x = s", "part of a type"),
])
def test_a_hole_left_says_where_it_sits(text: str, place: str) -> None:
    from forminv_lean.formalise.holes import hole_reason

    reason = hole_reason(text, hole_positions(text))
    assert reason.startswith(HOLE + " — ") and place in reason, reason


@pytest.mark.parametrize(("text", "hole"), [
    ("∃ (n : ℕ) (I : Ideal R) (_ : (_ ⧸ I) ≃ₐ[R] A), I.FG", True),   # the quotient's ring
    ("∀ (_ : p), q", False), ("fun _ => 1", False), ("(∑ _ ∈ s, f)", False),
    # `let _ := e; b` names nothing; `X _⦋n⦌` is one token of the simplicial notation
    ("let _ := f x; p", False), ("∀ (n : ℕ) (x : X _⦋n⦌), p x", False),
])
def test_an_operand_left_to_lean_is_a_hole_a_binder_name_is_not(text: str, hole: bool) -> None:
    """`(_ ⧸ I)` (Algebra.FinitePresentation.iff) is a `_` Lean fills, which the whole-corpus
    test found in a rendering; `_` naming nothing in a binder is not."""
    from forminv_lean.formalise.render import has_hole

    assert has_hole(text) is hole


# ----------------------------------------------------------------------------- bound binders

ALG = "∀ {R : Type*} [CommSemiring R] {A : Type*} [Semiring A] [Algebra R A] (x : A), "


@pytest.mark.parametrize(("text", "typed"), [
    # the checker does not type `y` (an argument of `algebraMap R A`, outside what it
    # infers from); Lean's first use does: the declared parameter `R`
    (ALG + "∃ y, algebraMap R A y = x", ALG + "∃ (y : R), algebraMap R A y = x"),
    # one quantifier, two names, each typed by its own first use
    (ALG + "∃ y z, algebraMap R A y = x ∧ algebraMap R A z = x",
     ALG + "∃ (y : R) (z : R), algebraMap R A y = x ∧ algebraMap R A z = x"),
    # a binder predicate, written as Lean's `binderPred` expands it, with the type its
    # predicate fixes (`Membership (Set α) (Filter α)`)
    ("∀ {X : Type*} (f : Filter X), f = f ↔ ∃ K ∈ f, K = K",
     "∀ {X : Type*} (f : Filter X), f = f ↔ ∃ (K : Set X), K ∈ f ∧ (K = K)"),
    ("∀ {α : Type*} (s : Set (Filter α)) (l : Filter α), l ∈ s ↔ ∀ t ∈ l, ∃ m ∈ s, t ∈ m",
     "∀ {α : Type*} (s : Set (Filter α)) (l : Filter α), l ∈ s ↔ ∀ (t : Set α), t ∈ l → "
     "(∃ (m : (Filter α)), m ∈ s ∧ (t ∈ m))"),
])
def test_a_bound_binder_gets_the_type_its_first_use_fixes(text: str, typed: str) -> None:
    assert type_bound_binders(text) == typed
    elaborate_rendering(typed)


@pytest.mark.parametrize("text", [
    # the checker types it as Lean does: kept as written
    "∀ (n : ℕ), ∃ m, m = n + 1",
    # the first use fixes nothing the rules read (a numeral's operand): unchanged, and left
    # to the checker's refusal
    ALG + "∃ y, 0 < y + 1",
    # a binder predicate is not written to
    ALG + "∃ y ∈ (Set.univ : Set R), algebraMap R A y = x",
])
def test_a_bound_binder_not_typed_by_a_rule_is_left_as_written(text: str) -> None:
    assert type_bound_binders(text) == text


@needs_index
def test_a_header_with_an_existential_the_checker_does_not_type_renders_typed() -> None:
    got, reason = render("theorem foo {R A : Type*} [CommSemiring R] [Semiring A] "
                         "[Algebra R A] {x : A} : x = x ↔ ∃ y, algebraMap R A y = x")
    assert got is not None and "∃ (y : R), algebraMap R A y = x" in got, reason


@needs_index
def test_a_hole_at_a_declared_morphism_says_its_objects_are_unfixed() -> None:
    formal, reason = _render_row(MORPHISM_HOLE)
    assert formal is None and reason is not None, formal
    assert "an object of the morphism CategoryTheory.Limits.pullback.fst" in reason, reason
