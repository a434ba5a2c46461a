"""Round 27: Mathlib's binder-pattern set-builder `{f x | x ∈ s}` spelled as its macro
`{y | ∃ᵉ x ∈ s, f x = y}` (Mathlib/Data/Set/Defs.lean:145, `formalise/setbuilder_r27.py`),
on texts at each edge of the rule and on corpus theorems (all true)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from forminv_lean.formalise.lean_sugar import spell_out
from forminv_lean.formalise.setbuilder_r27 import spell_image_builders
from tests.mathlib_corpus import rendered


@pytest.mark.parametrize(("text", "spelled"), [
    # Defs.lean:145: `{x | ∃ᵉ $bs, $t = x}`, binders in order, `t = x` in Lean's direction
    ("{ ⁅x, n⁆ | (x ∈ I) (n ∈ N) }", "{y | ∃ᵉ (x ∈ I) (n ∈ N), ⁅x, n⁆ = y}"),
    ("{σ.permMatrix R | σ : Equiv.Perm n}", "{x | ∃ᵉ σ : Equiv.Perm n, σ.permMatrix R = x}"),
    ("{(s : α) | s ∈ S}", "{x | ∃ᵉ s ∈ S, (s : α) = x}"),
    ("{f k | k > 0} = {n | 0 < n}", "{x | ∃ᵉ k > 0, f k = x} = {n | 0 < n}"),
    ("{p.1 | p ∈ s}", "{x | ∃ᵉ p ∈ s, p.1 = x}"),   # `p.1`: a projection, no identifier
    # the docstring's example: a single name must be parenthesised to be a `t`
    ("{(x) | (x : Nat) (y : Nat) (_hxy : x = y^2)}",
     "{z | ∃ᵉ (x : Nat) (y : Nat) (_hxy : x = y^2), (x) = z}"),
])
def test_image_builder_is_spelled_as_the_macro(text: str, spelled: str) -> None:
    assert spell_image_builders(text) == spelled


@pytest.mark.parametrize("text", [
    "{x | p x}", "{x : α | p x}", "{x ∈ s | p x}", "{n < k | p n}",   # `setOf`'s builders
    "{a.b | x ∈ s}",               # a dotted identifier is `setOf`'s binder too
    "{(m, n) | m * n = 12}",       # no extBinders on the right: the pattern-matching builder
    "{f x | x y}",                 # two bare binders are no `extBinders`
    "{f x | (x y : α)}",           # nor a parenthesised group of two names
    "{a, b}", "{x // p x}",        # no bar
])
def test_other_braces_are_left_as_written(text: str) -> None:
    assert spell_image_builders(text) == text


def test_fresh_name_is_not_used_by_the_statement() -> None:
    """The macro's `x` is hygienic: the spelled name is none the text uses."""
    out = spell_image_builders("{f x y z w | (x : α) (y : α) (z : α) (w : α)}")
    m = re.fullmatch(r"\{(\S+) \| .*, f x y z w = \1\}", out)
    assert m is not None and m.group(1) not in ("x", "y", "z", "w")


_IDENT = st.sampled_from(["a", "b", "i", "k", "n", "s₁"])


@given(st.lists(st.tuples(_IDENT, st.sampled_from(["∈ S", ": α", "> 0", "≤ m"])),
                min_size=1, max_size=3), st.sampled_from(["f", "g k", "h"]))
def test_property_binders_keep_their_order(binders: list[tuple[str, str]], head: str) -> None:
    """Whatever the parenthesised binders, the `∃ᵉ` takes them as written, in order, and the
    whole of `sugar`'s spelling has one `∃` per binder, each in the written order."""
    bs = " ".join(f"({v} {p})" for v, p in binders)
    t = f"{head} " + " ".join(v for v, _ in binders)
    out = spell_image_builders(f"{{{t} | {bs}}}")
    assert out.startswith("{") and f"∃ᵉ {bs}, {t} = " in out
    full = spell_out(f"{{{t} | {bs}}}")
    assert [m.group(1) for m in re.finditer(r"∃ (\S+) ", full)] == [v for v, _ in binders]


NAMES = ("LieSubmodule.lieIdeal_oper_eq_linear_span'", "CompleteSublattice.coe_sSup",
         "doublyStochastic_eq_convexHull_permMatrix")


@pytest.mark.parametrize(("name", "shows"), [
    ("LieSubmodule.lieIdeal_oper_eq_linear_span'",
     "Submodule.span R {y | ∃ x ∈ I, ∃ n ∈ N, ⁅x, n⁆ = y}"),
    ("CompleteSublattice.coe_sSup", "SupSet.sSup {x | ∃ s ∈ S, (s : α) = x}"),
    ("doublyStochastic_eq_convexHull_permMatrix",
     "convexHull R {x | ∃ σ : Equiv.Perm n, σ.permMatrix R = x}"),
])
def test_corpus_image_builders_render_as_the_macro(name: str, shows: str) -> None:
    """Three corpus theorems refused before the rule (`unsupported: |`, an unresolved
    `σ.permMatrix` bound by the builder) render as the macro's expansion."""
    assert shows in rendered(NAMES, name)


# --------------------------------------------------------------- `(h ▸ e)` as a proof


@pytest.mark.parametrize(("text", "spelled"), [
    ("t.sup' (h₁ ▸ H) g", "t.sup' (by exact h₁ ▸ H) g"),
    ("f.appLE U V' (e₁ ▸ e₂ ▸ e)", "f.appLE U V' (by exact e₁ ▸ e₂ ▸ e)"),
    ("mk L (f v) (map_zero f ▸ hf.ne hv)", "mk L (f v) (by exact map_zero f ▸ hf.ne hv)"),
    ("g (h.symm ▸ (le_refl a))", "g (by exact h.symm ▸ (le_refl a))"),
])
def test_parenthesised_subst_becomes_a_tactic_proof(text: str, spelled: str) -> None:
    from forminv_lean.formalise.setbuilder_r27 import spell_subst_proofs

    assert spell_subst_proofs(text) == spelled


@pytest.mark.parametrize("text", [
    "⟨k, h ▸ hk⟩",                        # not a whole parenthesis
    "eqToHom (e ▸ rfl : U.left = V.left)",  # an ascription: the `▸` is no whole proof
    "(a + h ▸ x)",                         # another operator at the top
    "(fun x => h ▸ x)",                    # a binder
    "(by exact h ▸ e)",                    # already a tactic proof
    "(h ▸ e) = (h ▸ e",                    # unbalanced: left as written
])
def test_other_subst_is_left_to_be_refused(text: str) -> None:
    from forminv_lean.formalise.setbuilder_r27 import spell_subst_proofs

    assert spell_subst_proofs(text) == text


SUBST = ("Finset.sup'_congr", "Finset.inf'_congr", "Projectivization.map_mk",
         "Part.get_eq_get_of_eq", "Part.get_mem")


@pytest.mark.parametrize("name", SUBST[:2])
def test_corpus_subst_in_a_declared_proof_slot_renders(name: str) -> None:
    """`t.sup' (h₁ ▸ H) g`: `Finset.sup'`'s proof parameter (`PROOF_SLOTS`, `Finset.Nonempty
    #0`), refused before the rule (`unsupported: ▸`)."""
    assert "(by exact h₁ ▸ H) g" in rendered(SUBST, name)


def test_corpus_subst_in_projectivization_mk_renders() -> None:
    """`mk L (f v) (map_zero f ▸ hf.ne hv)`: `Projectivization.mk`'s proof parameter, `v ≠ 0`
    (`PROOF_SLOTS`, LinearAlgebra/Projectivization/Basic.lean:55), stated at `f v`."""
    assert "Projectivization.mk L (f v) (by exact map_zero f ▸ hf.ne hv)" in \
        rendered(SUBST, "Projectivization.map_mk")


@pytest.mark.parametrize(("name", "shows"), [
    ("Part.get_eq_get_of_eq", "b.get (by exact h ▸ ha)"),
    ("Part.get_mem", "(h : Part.Dom o)"),   # the untyped proof binder, typed by the slot
])
def test_corpus_part_get_proof_slot(name: str, shows: str) -> None:
    """`Part.get (self : Part α) : self.Dom → α` (Data/Part.lean:52-56) in `PROOF_SLOTS`."""
    assert shows in rendered(SUBST, name)


@pytest.mark.parametrize("name", ["ProbabilityTheory.Kernel.deterministic_congr",
                                  "Fin.castOrderIso_toEquiv"])
def test_corpus_subst_in_an_undeclared_slot_stays_refused(name: str) -> None:
    """`deterministic g (h ▸ hf)` (`hf : Measurable f` mentions the implicit measurable
    spaces only the proof's type fixes) and `Equiv.cast (h ▸ rfl)` (implicit `α β`): no
    `PROOF_SLOTS` entry, so the proof is refused there as any tactic proof."""
    from tests.mathlib_corpus import _named, render_row, require

    require()
    row = _named(frozenset(REFUSED)).get(name)
    assert row is not None
    r = render_row(row)
    assert r.formal is None and "tactic proof" in (r.reason or ""), r.reason


REFUSED = ("ProbabilityTheory.Kernel.deterministic_congr", "Fin.castOrderIso_toEquiv")
