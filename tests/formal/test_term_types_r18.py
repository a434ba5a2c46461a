"""Values of types that are not function types but that Lean applies (round 18).

Two ways Lean applies such a value, each cited in the tables: through a coercion to functions
(`x i : β i` for `x : Π₀ i, β i`, `f i` for `f : lp E p` or `PiLp p β`, `f m` for a
`MultilinearMap`, `l x` for `l : LowerAdjoint u`, `f x` for `f : α →ₘ[μ] β`:
`bundled.TERM_COE`), or by unfolding a `def` of a Π type (`p n` for `p :
FormalMultilinearSeries 𝕜 E F`: `types.unfold_function_type`). The result type at an argument
carries the argument's text, so two arguments give two types unless they are the same term.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import UnsupportedError, decide, elaborate
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.meaning.types import NAT, Ty, show_type, subst_type, unfold_function_type
from forminv_lean.formal.statements import elaborate_rendering
from forminv_lean.formalise.render import reason_bucket
from tests.mathlib_corpus import render, render_row, require, rows_named

FAM = "∀ {ι : Type*} (β : ι → Type*) [∀ i, Zero (β i)]"
FMS = ("∀ {𝕜 E F : Type*} [NontriviallyNormedField 𝕜] [NormedAddCommGroup E] [NormedSpace 𝕜 E] "
       "[NormedAddCommGroup F] [NormedSpace 𝕜 F] (p : FormalMultilinearSeries 𝕜 E F)")


def _coerced(t: Term) -> list[Term]:
    """The applications through the coercion to functions in `t`."""
    return [u for u in walk(t) if u.op == "app" and u.name == "DFunLike.coe"]


def test_a_dfinsupp_applied_has_the_family_member_type_at_its_argument() -> None:
    t = elaborate(f"{FAM} (x : DFinsupp β) (i j : ι), x i = x i ∧ x j = x j")
    assert sorted(show_type(u.ty) for u in _coerced(t)) == ["β i", "β i", "β j", "β j"]


def test_members_at_two_indices_are_never_one_type() -> None:
    # `x i = x j` is ill-typed in Lean (`β i` and `β j` are different types)
    with pytest.raises(UnsupportedError):
        elaborate(f"{FAM} (x : DFinsupp β) (i j : ι), x i = x j")


def test_equal_finsupps_agree_at_every_index() -> None:
    r = decide(f"{FAM} (x y : DFinsupp β) (i : ι), x = y → x i = y i")
    assert r.verdict == "proved", r.reason


def test_a_multilinear_map_takes_the_pi_type_of_its_family() -> None:
    t = elaborate("∀ {R ι : Type*} (M : ι → Type*) {N : Type*} [CommSemiring R] "
                  "[∀ i, AddCommMonoid (M i)] [AddCommMonoid N] [∀ i, Module R (M i)] "
                  "[Module R N] (f : MultilinearMap R M N) (m : ∀ i, M i), f m = f m")
    assert {show_type(u.args[1].ty) for u in _coerced(t)} == {"(i : ι) → M i"}
    assert {show_type(u.ty) for u in _coerced(t)} == {"N"}


def test_a_formal_multilinear_series_at_n_is_the_space_of_n_linear_maps() -> None:
    t = elaborate(f"{FMS} (n : ℕ), ‖p n‖ = ‖p (n + 1)‖ → True")
    tys = {show_type(u.ty) for u in walk(t) if u.op == "apply"}
    assert tys == {"ContinuousMultilinearMap 𝕜 (fun i : Fin n => E) F",
                   "ContinuousMultilinearMap 𝕜 (fun i : Fin (n + 1) => E) F"}


@pytest.mark.parametrize("text", [
    # a family that is no variable of one argument: what `x i` is, is not read off the text
    f"{FAM} (x : DFinsupp (fun i => ℕ)) (i : ι), x i = x i",
    "∀ {ι : Type*} (β : ι → ι → Type*) (x : DFinsupp β) (i : ι), x i = x i",
    # not applied through anything Lean has: a type with no coercion to functions
    "∀ {α : Type*} (s : Finset α) (a : α), s a = s a",
])
def test_what_lean_does_not_apply_so_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


_WORDS = st.sampled_from(["i", "j", "k", "a₁", "x'"])


@settings(max_examples=25, deadline=None)
@given(idx=_WORDS)
def test_the_member_type_names_exactly_the_argument(idx: str) -> None:
    t = elaborate(f"{FAM} (x : DFinsupp β) ({idx} : ι), x {idx} = x {idx}")
    assert {show_type(u.ty) for u in _coerced(t)} == {f"β {idx}"}


@settings(max_examples=25, deadline=None)
@given(n=st.integers(0, 50), name=st.sampled_from(["𝕜", "K", "E", "F", "α"]))
def test_the_unfolded_series_substitutes_only_its_own_bound_variable(n: int, name: str) -> None:
    t = Ty("app", (Ty("var", (), name), Ty("var", (), "E"), Ty("var", (), "F")),
           "FormalMultilinearSeries")
    pi = unfold_function_type(t)
    assert pi is not None and pi.args[0] == NAT and pi.name == "n"
    assert show_type(pi.args[1]) == f"ContinuousMultilinearMap {name} (fun i : Fin n => E) F"
    at = subst_type(pi.args[1], pi.name, str(n))   # `p n` at the numeral: only `Fin n` moves
    assert show_type(at) == f"ContinuousMultilinearMap {name} (fun i : Fin {n} => E) F"
    # an argument type that names `n` (or `i`) would be captured: not unfolded
    capt = Ty("app", (Ty("app", (), "Fin n"), t.args[1], t.args[2]), "FormalMultilinearSeries")
    assert unfold_function_type(capt) is None
    assert unfold_function_type(Ty("app", t.args, "Foo")) is None


def test_a_corpus_shaped_row_renders_with_the_coercion() -> None:
    formal, reason = render(
        "theorem ext {f g : DFinsupp β} (h : ∀ i : ι, f i = g i) : f = g",
        "variable {ι : Type u} {β : ι → Type v}", "namespace DFinsupp",
        "variable [∀ i, Zero (β i)]")
    assert formal is not None, reason
    t = elaborate_rendering(formal)
    assert {show_type(u.ty) for u in _coerced(t)} == {"β i"}
    assert decide(formal).verdict != "refuted"


#: (corpus declaration, text its rendering must contain, or its refusal's bucket)
ROWS = {
    "lp.summable_inner": "(f g : lp G 2), Summable fun i =>",
    "PiLp.edist_eq_sum": "∀ f g : PiLp p β,",
    "FormalMultilinearSeries.le_radius_of_bound": "‖p n‖",
    "LowerAdjoint.idempotent": "(l : LowerAdjoint u)",
    "MeasureTheory.AEEqFun.pair_eq_mk": "(f : α →ₘ[μ] β)",
    "MultilinearMap.norm_map_coord_zero": "‖f m‖ = 0",
    "DirectSum.map_eq_iff": "f i (x i) = f i (y i)",
}


@pytest.mark.parametrize("name", sorted(ROWS))
def test_mathlib_rows_applying_such_values(name: str) -> None:
    require()
    r = render_row(rows_named(ROWS)[name])
    if ROWS[name].startswith("unsupported"):
        assert r.formal is None and reason_bucket(r.reason or "") == ROWS[name], r.reason
        return
    assert r.formal is not None and ROWS[name] in r.formal, r.reason
    t = elaborate_rendering(r.formal)
    assert any(u.op in ("app", "apply") for u in walk(t))
    assert decide(r.formal).verdict != "refuted"


def test_a_funlike_binder_with_a_written_codomain_applies_its_variable() -> None:
    # `[FunLike F α ℕ]` is kept on `F` (its codomain is no type variable): `f x : ℕ`
    t = elaborate("∀ {α F : Type*} [FunLike F α ℕ] (f : F) (x : α), f x + 1 ≠ 0")
    assert [show_type(u.ty) for u in _coerced(t)] == ["ℕ"]
    assert decide("∀ {α F : Type*} [FunLike F α ℕ] (f : F) (x : α), f x + 1 ≠ 0").verdict \
        == "proved"


@pytest.mark.parametrize("text", [
    # (`[FunLike F (Set α) ENNReal]` is read since round 22, its arguments kept bracketed:
    # tests/formalise/test_coefun_r22.py)
    "∀ {α F : Type*} [FunLike F α ℕ] [FunLike F α ℤ] (f : F) (x : α), f x = f x",
])
def test_a_funlike_binder_not_read_exactly_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_a_special_linear_group_element_is_applied_as_its_matrix() -> None:
    t = elaborate("∀ {R : Type*} [CommRing R] (A : Matrix.SpecialLinearGroup (Fin 2) R) "
                  "(i : Fin 2), A i 0 = A i 0")
    assert {show_type(u.ty) for u in _coerced(t)} == {"Fin 2 → R"}


#: Types written by field notation on a variable (`field_types.FIELD_TYPES`): corpus rows and
#: what their renderings must contain
FIELD_ROWS = {
    "SimpleGraph.IsAcyclic.path_unique": "(p q : G.Path v w), p = q",
    "SimpleGraph.ComponentCompl.supp_inj": "(C D : G.ComponentCompl K)",
    "SimpleGraph.Coloring.color_classes_independent": "(C : G.Coloring α)",
    "Ideal.Filtration.antitone": "(F : I.Filtration M), Antitone F.N",
    "FirstOrder.Language.DefinableSet.mem_compl": "(s : L.DefinableSet A α)",
    "Submonoid.LocalizationMap.ofMulEquivOfDom_eq": "(f : S.LocalizationMap N)",
    "CategoryTheory.MorphismProperty.LeftFractionRel.refl": "(z : W.LeftFraction X Y)",
}


@pytest.mark.parametrize("name", sorted(FIELD_ROWS))
def test_mathlib_rows_with_a_type_by_field_notation(name: str) -> None:
    assert_row_renders_with(FIELD_ROWS, name)


def assert_row_renders_with(rows: dict[str, str], name: str) -> None:
    """The corpus row `name` renders with the text `rows[name]` in it, elaborates, and is not
    refuted (every Mathlib theorem is true)."""
    require()
    r = render_row(rows_named(rows)[name])
    assert r.formal is not None and rows[name] in r.formal, r.reason
    elaborate_rendering(r.formal)
    assert decide(r.formal).verdict != "refuted"


def test_a_type_by_field_notation_keeps_its_term_arguments() -> None:
    head = "∀ {V : Type*} (G : SimpleGraph V) (u v w : V)"
    t = elaborate(f"{head} (p : G.Path u v) (q : G.Path u v), p = q")
    assert {str(u.bty) for u in walk(t) if u.op == "forall" and u.name in ("p", "q")} == \
        {"SimpleGraph.Path G u v"}
    # paths between other ends are values of another type
    with pytest.raises(UnsupportedError):
        elaborate(f"{head} (p : G.Path u v) (q : G.Path u w), p = q")


@pytest.mark.parametrize(("text", "result"), [
    ("∀ {K : Type*} [DivisionRing K] {Γ₀ : Type*} [LinearOrderedCommGroupWithZero Γ₀] "
     "(v : Valuation K Γ₀) (x : K), v x⁻¹ = v x⁻¹", "Γ₀"),
    ("∀ {α : Type*} [MeasurableSpace α] (μ : MeasureTheory.Measure α) (s : Set α), "
     "μ sᶜ = μ sᶜ", "ℝ≥0∞"),
    ("∀ {α : Type*} [MeasurableSpace α] (μ : MeasureTheory.Measure α) (f : α → ℕ), "
     "μ {x | f x = 0} = μ {x | f x = 0}", "ℝ≥0∞"),
])
def test_an_argument_with_no_text_form_still_applies_a_map_whose_codomain_is_fixed(
        text: str, result: str) -> None:
    # only a codomain that depends on the argument needs the argument's text
    assert {show_type(u.ty) for u in _coerced(elaborate(text))} == {result}
