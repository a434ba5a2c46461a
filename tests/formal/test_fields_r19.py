"""A constant written without its arguments where a function is expected (round 19).

Lean elaborates `Prod.fst` in `Prod.fst '' s`, `id` in `f ∘ id` or `s.prod id`, and `Subtype.val`
in `(g : ↥S → R) = Subtype.val` with no argument (`elabAppArgs`): its implicit arguments become
metavariables, its type is the rest of its declared Π type, and the slot (or the other side of
the relation) unifies them. Checked here through the checker on texts whose expected answer is
known: the well-typed ones elaborate at the type Lean gives, the ill-typed ones (the function's
type cannot be the slot's) are refused, and nothing is refuted that is true."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import UnsupportedError, decide, elaborate
from forminv_lean.formal.meaning.signatures_r19f import SIGNATURES as R19F
from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import Ty
from tests.mathlib_corpus import INDEX
from tests.signature_tables import checked_entry

NAT, INT = Ty("ℕ"), Ty("ℤ")


def _consts(t: Term, name: str) -> list[Ty]:
    """The types of the constant `name` wherever it occurs in `t`."""
    own = [t.ty] if t.op == "const" and t.name == name else []
    return own + [ty for a in t.args for ty in _consts(a, name)]


def test_a_projection_at_the_image_slot_takes_its_type_from_the_set() -> None:
    # `Set.image (f : α → β) (s : Set α)` (Data/Set/Defs.lean): `s : Set (ℕ × ℤ)` makes
    # `Prod.fst : ℕ × ℤ → ℕ`, so the image is a `Set ℕ`
    t = elaborate("∀ (s : Set (ℕ × ℤ)) (u : Set ℕ), Prod.fst '' s = u")
    assert _consts(t, "Prod.fst") == [Ty("fun", (Ty("prod", (NAT, INT)), NAT))]


def test_a_projection_whose_image_is_of_another_type_is_refused() -> None:
    # `Prod.fst '' (s ×ˢ t) : Set ℕ` cannot equal `t : Set ℤ`: Lean rejects it too
    with pytest.raises(UnsupportedError, match="type mismatch"):
        elaborate("∀ (s : Set ℕ) (t : Set ℤ), Prod.fst '' (s ×ˢ t) = t")


def test_id_after_a_function_is_at_that_function_s_domain() -> None:
    t = elaborate("∀ (f : ℤ → ℕ), f ∘ id = f")
    assert _consts(t, "id") == [Ty("fun", (INT, INT))]


def test_id_as_a_big_operator_s_function_is_at_the_element_type() -> None:
    # `Finset.prod (s : Finset α) (f : α → β)`: `id : ℤ → ℤ`
    t = elaborate("∀ (s : Finset ℤ) (a : ℤ), Finset.prod s id = a")
    assert _consts(t, "id") == [Ty("fun", (INT, INT))]


def test_id_equated_with_a_function_of_another_codomain_is_refused() -> None:
    # `id : ?α → ?α` cannot be `ℕ → ℤ`
    with pytest.raises(UnsupportedError, match="type mismatch"):
        elaborate("∀ (f : ℕ → ℤ), f = id")


def test_subtype_val_beside_a_function_on_the_subtype_is_the_coercion() -> None:
    # `(g : ↥s → ℕ) = Subtype.val`: `Subtype.val : ↥s → ℕ` is the coercion `↑` (Init/Coe.lean
    # `subtypeCoe`), so the checker reads it as that coercion
    t = elaborate("∀ (s : Set ℕ) (g : ↥s → ℕ), (g : ↥s → ℕ) = Subtype.val")
    (coe,) = _consts(t, "↑")
    g = t.args[0].args[0].args[0]   # `(g : ↥s → ℕ)`, the left side: the same function type
    assert coe == g.ty and coe.head == "fun" and coe.args[1] == NAT
    assert _consts(t, "Subtype.val") == []


def test_subtype_val_into_another_type_is_refused() -> None:
    with pytest.raises(UnsupportedError, match="type mismatch"):
        elaborate("∀ (s : Set ℕ) (g : ↥s → ℤ), g = Subtype.val")


def test_option_none_takes_its_type_from_the_other_side() -> None:
    t = elaborate("∀ (x : Option ℤ), x = Option.none ∨ x ≠ Option.none")
    assert set(_consts(t, "Option.none")) == {Ty("app", (INT,), "Option")}


def test_a_true_statement_with_bare_constants_is_not_refuted() -> None:
    for text in ("∀ (s : Set (ℕ × ℤ)), Prod.fst '' s = Prod.fst '' s",
                 "∀ (x : Option ℕ), x = Option.none ∨ x ≠ Option.none",
                 "∀ (f : ℕ → ℕ), f ∘ id = f"):
        assert decide(text, timeout=5).verdict != "refuted", text


_TYPES = {"ℕ": NAT, "ℤ": INT, "ℚ": Ty("ℚ")}


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(sorted(_TYPES)), st.sampled_from(sorted(_TYPES)),
       st.sampled_from(["fst", "snd"]))
def test_a_projection_image_elaborates_exactly_when_its_side_types_agree(
        a: str, b: str, proj: str) -> None:
    # `Prod.fst '' s : Set α` for `s : Set (α × β)`; equated with `u : Set γ` it is well-typed
    # in Lean exactly when γ is the projected component (no coercion between `Set`s)
    for c in sorted(_TYPES):
        text = f"∀ (s : Set ({a} × {b})) (u : Set {c}), Prod.{proj} '' s = u"
        want = a if proj == "fst" else b
        if c == want:
            t = elaborate(text)
            assert _consts(t, f"Prod.{proj}") == [
                Ty("fun", (Ty("prod", (_TYPES[a], _TYPES[b])), _TYPES[want]))]
        else:
            with pytest.raises(UnsupportedError):
                elaborate(text)


@pytest.mark.parametrize("name", sorted(R19F))
def test_every_r19f_entry_parses_is_merged_and_is_written_once(name: str) -> None:
    checked_entry(name, "signatures_r19f")


def test_the_r19f_mathlib_entries_name_declarations_the_index_lists() -> None:
    # `id` and `Option.none` are Lean core's (the index holds Mathlib and Batteries only)
    if INDEX is None:
        pytest.skip("Mathlib name index not found (../shared/external/mathlib)")
    core = {"id", "Option.none"}
    assert [n for n in R19F if n not in core and not INDEX.declared(n)] == []


def test_a_class_method_alone_is_a_function_of_the_slot_s_type() -> None:
    # `Neg.neg '' Icc a b` (Set.image_neg_Icc): `Neg.neg : ℝ → ℝ` from the interval's type
    t = elaborate("∀ (a b : ℝ), Neg.neg '' Set.Icc a b = Set.Icc (-b) (-a)")
    assert _consts(t, "Neg.neg") == [Ty("fun", (Ty("ℝ"), Ty("ℝ")))]


def test_a_class_method_applied_keeps_its_meaning() -> None:
    # `UNAPPLIED` is not a declared signature: `Neg.neg x` is as before (not read as `-x`)
    with pytest.raises(UnsupportedError, match="type mismatch"):
        elaborate("∀ (x : ℝ), -x = Neg.neg x")
