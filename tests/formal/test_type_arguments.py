"""Types written as explicit arguments (`Module.finrank K V`, `Polynomial.cyclotomic n R`,
`spectrum ℂ a`) and types written with generalised field notation (`G.Walk u v`).

In Lean an explicit argument that is a type is that type whatever its position: the opaque
application keeps it as a type argument (`terms.type_term`, of the sort `types.type_arg(T)`),
so `finrank K V` and `finrank K W` are two uninterpreted values, a type variable in it is
renamed with its binder, and the printer writes it back where it was. `G.Walk u v` with
`G : SimpleGraph V` is `SimpleGraph.Walk G u v` (resolved in the namespace of `G`'s type), for
the declarations `field_types.FIELD_TYPES` confirms are types.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, check, decide, elaborate, to_lean
from forminv_lean.formal.meaning import opaque
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.meaning.types import is_type_arg, show_type, tvar, type_arg
from tests.mathlib_corpus import needs_index, render_row, require, rows_named

MOD = "∀ {K V W : Type*} [Field K] [AddCommGroup V] [Module K V] [AddCommGroup W] [Module K W]"


def _apps(t: Term, name: str) -> list[Term]:
    return [u for u in walk(t) if u.op == "app" and u.name == name]


def test_a_type_in_any_position_is_a_type_argument_of_the_application() -> None:
    t = elaborate("∀ (n : ℕ) {R : Type*} [Ring R], "
                  "Polynomial.cyclotomic n R = Polynomial.cyclotomic n R")
    app = _apps(t, "Polynomial.cyclotomic")[0]
    assert [a.op for a in app.args] == ["var", "const"]
    assert app.args[1].ty == type_arg(tvar("R"))
    assert "Polynomial.cyclotomic n R = Polynomial.cyclotomic n R" in to_lean(t)


def test_the_type_is_in_the_identity_of_the_application() -> None:
    # one type each side: two uninterpreted functions, never one
    t = elaborate(f"{MOD} (x : ℕ), Foo.P x V ↔ Foo.P x W")
    a, b = _apps(t, "Foo.P")
    assert a.args[1].ty != b.args[1].ty
    assert decide(f"{MOD} (x : ℕ), Foo.P x V → Foo.P x V").verdict == "proved"
    assert decide(f"{MOD} (x : ℕ), Foo.P x V → Foo.P x W").verdict != "proved"


def test_a_known_type_written_as_an_argument() -> None:
    t = elaborate("∀ {A : Type*} [Ring A] (a : A) (z : ℂ), z ∈ spectrum ℂ a → z ∈ spectrum ℂ a")
    app = _apps(t, "spectrum")[0]
    assert is_type_arg(app.args[0].ty) and show_type(app.args[0].ty.args[0]) == "ℂ"
    assert "spectrum ℂ a" in to_lean(t)
    assert decide("∀ (n : ℕ), 0 < n → Irreducible (Polynomial.cyclotomic n ℤ) → "
                  "Irreducible (Polynomial.cyclotomic n ℤ)").verdict == "proved"


def test_an_applied_type_argument_is_printed_in_parentheses() -> None:
    t = elaborate("∀ {R : Type*} [CommRing R], Foo.baz 1 (Polynomial R) = Foo.baz 1 (Polynomial R)")
    assert "Foo.baz 1 (Polynomial R)" in to_lean(t)


def test_an_unbound_ascii_letter_is_no_number_type() -> None:
    # `R` in type position may spell ℝ; as an argument it is a variable's name, unbound here
    with pytest.raises(UnsupportedError, match="unknown identifier: R"):
        elaborate("∀ (x : ℕ), Foo.bar x R = Foo.bar x R")


def test_a_value_variable_shadowing_a_type_name_is_a_value() -> None:
    t = elaborate("∀ {α : Type*} (R : ℕ), Foo.bar R = Foo.bar R")
    assert _apps(t, "Foo.bar")[0].args[0].op == "var"


def test_renaming_the_type_variable_renames_the_argument() -> None:
    # the type argument is a type, so α-renaming the binder reaches it (a name would not)
    p = "∀ {α : Type*} [UniformSpace α] (s : Set (α × α)), s ∈ uniformity α"
    q = "∀ {β : Type*} [UniformSpace β] (s : Set (β × β)), s ∈ uniformity β"
    assert check(p, q).verdict == "equivalent"


def test_a_declared_signature_must_declare_the_type_parameter(monkeypatch) -> None:
    monkeypatch.setitem(opaque.SIGNATURES, "Foo.typed", ("ℕ", "Type α", "Polynomial α"))
    monkeypatch.setitem(opaque.SIGNATURES, "Foo.untyped", ("ℕ", "α", "ℕ"))
    t = elaborate("∀ {R : Type*} [Ring R], Polynomial.natDegree (Foo.typed 2 R) = "
                  "Polynomial.natDegree (Foo.typed 2 R)")
    assert show_type(_apps(t, "Foo.typed")[0].ty) == "Polynomial R"   # `α` bound to R
    with pytest.raises(UnsupportedError, match="no explicit type parameter at argument 2"):
        elaborate("∀ {R : Type*}, Foo.untyped 1 R = 1")


@pytest.mark.parametrize("text", [
    "∀ (n : ℕ) {R : Type*} [Ring R], Polynomial.cyclotomic n R = Polynomial.cyclotomic n R",
    "∀ {A : Type*} [Ring A] (a : A) (z : ℂ), z ∈ spectrum ℂ a → z ∈ spectrum ℂ a",
    "∀ {R : Type*} [CommRing R], Foo.baz 1 (Polynomial R) = Foo.baz 1 (Polynomial R)",
    "∀ {V : Type*} (G : SimpleGraph V) (u v : V) (p q : G.Walk u v), p = q → q = p",
])
def test_the_printed_statement_elaborates_back_to_itself(text: str) -> None:
    once = elaborate(text)
    assert elaborate(to_lean(once)) == once


def test_declared_type_parameters_type_the_result() -> None:
    # `Module.finrank (R M : Type*) … : ℕ`: two ranks at different modules compare at ℕ
    t = elaborate(f"{MOD}, Module.finrank K V ≤ Module.finrank K W + 1")
    assert all(show_type(a.ty) == "ℕ" for a in _apps(t, "Module.finrank"))
    slots = [opaque.parse_signature_type(x) for sig in opaque.SIGNATURES.values() for x in sig
             if x.startswith("Type ")]
    assert slots and all(is_type_arg(x) for x in slots)


# -- types written with field notation -------------------------------------------------------

WALK = "∀ {V : Type*} (G : SimpleGraph V) (u v : V)"


def test_field_notation_on_a_variable_names_the_type_in_its_namespace() -> None:
    t = elaborate(f"{WALK} (p q : G.Walk u v), p = q → q = p")
    tys = {u.name: u.bty for u in walk(t) if u.op == "forall"}
    assert show_type(tys["p"]) == "SimpleGraph.Walk G u v"
    assert "(p q : SimpleGraph.Walk G u v)" in to_lean(t)
    assert decide(f"{WALK} (p q : G.Walk u v), p = q → q = p").verdict == "proved"


def test_the_terms_of_a_field_type_are_in_its_identity() -> None:
    t = elaborate(f"{WALK} (p : G.Walk u v) (q : G.Walk v u), SimpleGraph.Walk.Nil p → "
                  "SimpleGraph.Walk.Nil q → u = v")
    tys = {u.name: show_type(u.bty) for u in walk(t) if u.op == "forall" and u.bty}
    assert tys["p"] != tys["q"]


def test_a_proposition_written_with_field_notation_is_no_type() -> None:
    # `SimpleGraph.Adj` is a `Prop`-valued field (declared in `signatures_algebra`): the
    # binder is a hypothesis, never a type; a field the tables do not declare stays refused
    t = elaborate(f"{WALK} (h : G.Adj u v), u ≠ v")
    assert not any(u.op == "forall" and u.name == "h" for u in walk(t))
    with pytest.raises(UnsupportedError, match="G.Foo is not a type"):
        elaborate(f"{WALK} (h : G.Foo u v), u ≠ v")


def test_field_notation_needs_the_type_of_its_object() -> None:
    with pytest.raises(UnsupportedError):
        elaborate("∀ {V : Type*} (G : V) (u v : V) (p : G.Walk u v), p = p")


# -- a value written as a type (Lean's CoeSort) -----------------------------------------------

def test_a_value_of_a_mathlib_type_written_as_a_type_is_its_carrier() -> None:
    t = elaborate("∀ {K : Type*} [DivisionRing K] (s : Subfield K) (x y : s), x = y → y = x")
    tys = {u.name: show_type(u.bty) for u in walk(t) if u.op == "forall" and u.bty}
    assert tys["x"] == "↥s"
    assert "(x y : ↥s)" in to_lean(t)


def test_a_value_named_like_a_number_type_is_never_that_type() -> None:
    # `N : B` with `B` a type variable and no carrier known: never the ℕ `N` spells
    with pytest.raises(UnsupportedError, match="unknown type: N"):
        elaborate("∀ {M B : Type*} [Monoid B] (N : B) (ζ : N), ζ = ζ")
    # with `[SetLike B M]`, `N` as a type is `↥N`, a subtype of `M` (round 20), still never ℕ
    elaborate("∀ {M B : Type*} [SetLike B M] (N : B) (ζ : N), (ζ : M) = ζ")
    with pytest.raises(UnsupportedError):
        elaborate("∀ {M B : Type*} [SetLike B M] (N : B) (ζ : N), (ζ : ℕ) = ζ")


# -- corpus -----------------------------------------------------------------------------------

#: (declaration, what its rendering must contain, or the refusal reason's start)
ROWS = {
    "Polynomial.cyclotomic.irreducible": "Irreducible (Polynomial.cyclotomic n ℤ)",
    "mem_rootsOfUnity": "ζ ∈ rootsOfUnity k M",
    "IsSelfAdjoint.im_eq_zero_of_mem_spectrum": "z ∈ spectrum ℂ a",
    "SimpleGraph.Walk.Nil.append": "(p : SimpleGraph.Walk G u v)",
    "Module.finrank_linearMap_self": "Module.finrank S (M →ₗ[R] S) = Module.finrank R M",
    # `(H)` has no type and no binder's type uses it: a name alone makes no type variable
    "Localization.liftOn_zero": "unsupported",
    "Class.iota_ex": "unsupported",   # `(A)` in `iota A`: a `Class`, not a type
    # `variable (α)` typed by the header's `[Ring α]`: the other binders are read too
    "isDomain_iff_noZeroDivisors_and_nontrivial": "∀ {α : Type*} [Ring α]",
    # `(x y : s)` with `s : Subfield K`: the carrier `↥s`
    "Subfield.coe_sub": "(x y : ↥s)",
    # `(ζ : N)` with `N : B`, `B` a type variable with `[SetLike B M]`: `↥N`, never ℕ
    "IsPrimitiveRoot.coe_submonoidClass_iff": "(N : B) (ζ : N), IsPrimitiveRoot (ζ : M) k",
}


@needs_index
@pytest.mark.parametrize("name", sorted(ROWS))
def test_mathlib_rows_with_type_arguments(name: str) -> None:
    require()
    row = rows_named(ROWS)[name]
    r = render_row(row)
    if ROWS[name].startswith("unsupported"):
        assert r.formal is None and (r.reason or "").startswith(ROWS[name]), r.formal
        return
    assert r.formal is not None, r.reason
    printed = to_lean(elaborate(r.formal))
    assert ROWS[name] in r.formal or ROWS[name] in printed, (r.formal, printed)
    assert decide(r.formal).verdict != "refuted"
