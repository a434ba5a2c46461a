"""A name the renderer cannot print as a constant is refused with its cause, and a name Lean
resolves (a header binder, a Lean core declaration) is resolved as Lean resolves it.

Read against Mathlib v4.19.0's name index in ../shared/external/mathlib (skipped when absent).
Each hand case states Lean's reading of the header: a binder `(h : T)` is `∀ h : T` whatever
`T` is; `some`/`pure` are `Option.some`/`Pure.pure` through core's `export`s; a proof term
(`rfl`), a local instance (`letI`), a field of a constant (`yoneda.obj`) or a notation's
token (`𝓘(`) is outside the formal language and is refused naming that.
"""

from __future__ import annotations

import re

import pytest

from forminv_lean.extract.lean_decl import parse_decl
from forminv_lean.formalise import LeanContext, signature_to_formal
from forminv_lean.formalise.name_index import CORE_NAMES, default_index_dir
from forminv_lean.formalise.resolve import IDENT, Scope, resolve_text
from tests.mathlib_corpus import INDEX, needs_index, render, sample

pytestmark = needs_index


# ------------------------------------------------------------------ hypotheses used as terms


def test_a_proof_is_read_only_as_an_argument_of_a_constant() -> None:
    """`Nat.find h` takes the proof `h : ∃ n, p n`, which stands for its proposition (proof
    irrelevance); a proof used as a number is refused as such."""
    formal, reason = render("theorem Nat.find_le' {p : ℕ → Prop} [DecidablePred p] "
                            "(h : ∃ n, p n) (m : ℕ) (hm : p m) : Nat.find h ≤ m")
    assert (formal, reason) == ("∀ (p : ℕ → Prop) (h : ∃ n, p n) (m : ℕ), p m → "
                                "Nat.find h ≤ m", None)
    formal, reason = render("theorem Nat.foo {a b : ℕ} (h : a < b) : a + h = 0")
    assert formal is None and reason == "unsupported: a hypothesis used as a term (h)"


def test_a_binder_named_like_a_hypothesis_but_used_is_bound() -> None:
    """`(H : Subgroup G)` is a subgroup, not a hypothesis: Lean reads `∀ H : Subgroup G`, and
    `H.index` is `Subgroup.index H`."""
    formal, reason = render("theorem Subgroup.sq_mem_of_index_two' (h : H.index = 2) (a : G) :"
                            " a ^ 2 ∈ H", "namespace Subgroup",
                            "variable {G : Type*} [Group G] (H : Subgroup G)")
    assert formal == ("∀ {G : Type*} [Group G] (H : Subgroup G), (Subgroup.index H) = 2 → "
                      "∀ a : G, a ^ 2 ∈ H"), reason


def test_an_unused_hypothesis_stays_an_implication() -> None:
    formal, reason = render("theorem foo_pos' (n : ℕ) (h : 0 < n) : 1 ≤ n")
    assert formal == "∀ n : ℕ, 0 < n → 1 ≤ n", reason


def test_a_header_hypothesis_shadows_a_variable_of_its_name() -> None:
    """`Exists.snd {b : Prop} {p : b → Prop} : ∀ h : Exists p, p h.fst` under `variable
    {p : α → Prop}`: the statement's `p` is the header's; the variable is not included."""
    formal, reason = render("theorem Exists.snd' {b : Prop} {p : b → Prop} : "
                            "∀ h : Exists p, p h.fst", "namespace Exists",
                            "variable {α : Sort*} {p : α → Prop}")
    assert formal is None or "α → Prop" not in formal, formal


def test_a_value_used_as_a_type_is_left_to_the_elaborator() -> None:
    """`(x : X)` with `X : FintypeCat` is `x : ↥X` (CoeSort): no longer refused by the
    renderer as a coercion; the elaborator reads the carrier (`(x y : s)` with `s : Subfield
    K` renders; so does the composition applied, `(f ≫ g) x`, in a concrete category of
    `meaning/category.CONCRETE`) or refuses what it cannot read (`f x` in `Cat`)."""
    formal, reason = render("theorem FintypeCat.comp_apply' {X Y Z : FintypeCat} (f : X ⟶ Y) "
                            "(g : Y ⟶ Z) (x : X) : (f ≫ g) x = g (f x)",
                            "open CategoryTheory", "namespace FintypeCat")
    assert formal is not None and "(f ≫ g) x = g (f x)" in formal, reason
    formal, reason = render("theorem Cat.foo {X Y : Cat} (f : X ⟶ Y) (x : X) : f x = f x",
                            "open CategoryTheory", "namespace CategoryTheory")
    assert formal is None and reason is not None and reason.startswith("unsupported: "), formal
    formal, reason = render("theorem Subfield.coe_sub' {K : Type*} [DivisionRing K] "
                            "(s : Subfield K) (x y : s) : (↑(x - y) : K) = ↑x - ↑y",
                            "namespace Subfield")
    assert formal is not None and "(x y : s)" in formal, reason


# ------------------------------------------------------------------ Lean core names


def resolve(text: str, namespace: str = "", opens: tuple[str, ...] = ()) -> str:
    assert INDEX is not None
    return resolve_text(text, INDEX, Scope(namespace, opens, opens), {"x", "f", "g", "p"})


def test_core_exports_resolve_to_their_full_names() -> None:
    """`export Option (none some)`, `export Pure (pure)`, `export Bool (false true)`,
    `export Inhabited (default)` (Init/Prelude.lean)."""
    assert resolve("some x = pure x") == "Option.some x = Pure.pure x"
    assert resolve("none = default ∧ true ≠ false") == \
        "Option.none = Inhabited.default ∧ Bool.true ≠ Bool.false"
    assert resolve("Prod.map f g p = p") == "Prod.map f g p = p"


def test_a_short_core_name_resolves_by_its_read_protection() -> None:
    """`Sum.elim` is `protected` in core (Init/Data/Sum/Basic.lean): a bare `elim` inside
    `namespace Sum` is not it and Lean looks further out (no `elim` there: unresolved, not
    unknowable); `Prod.map`, `Sum.swap` are not protected, so a bare `map` inside
    `namespace Prod` is `Prod.map`. An unlisted short name in `Sum` stays unknowable."""
    assert INDEX is not None
    assert INDEX.resolve("elim", "Sum") == []
    assert INDEX.resolve("map", "Prod") == ["Prod.map"]
    assert INDEX.resolve("swap", "Sum") == ["Sum.swap"]
    assert INDEX.resolve("Sum.elim", "Sum") == ["Sum.elim"]
    assert INDEX.resolve("getLeft", "Sum") is None


def test_a_decidable_lt_instance_variable_no_longer_blocks_the_statement() -> None:
    """`[DecidableLT β]` (core: `abbrev DecidableLT`) is resolved, so the refusal, if any, is
    not an unresolved name."""
    formal, reason = render("theorem List.not_lt_of_mem_argmin' : a ∈ l → m ∈ argmin f l → "
                            "¬f a < f m", "namespace List", "variable {α β : Type*}",
                            "variable [Preorder β] [DecidableLT β] {f : α → β} {l : List α} "
                            "{a m : α}")
    assert "unresolved name" not in (reason or ""), reason


# ------------------------------------------------------------------ other precise reasons


def test_proof_terms_local_instances_fields_of_constants_and_notation_tokens() -> None:
    # `rfl` as data (no declared proof parameter takes it); in a subtype bracket it is the
    # property's proof and renders (tests/formalise/test_proof_args.py)
    formal, reason = render("theorem foo_rfl' (x : ℕ) (f : ℕ → ℕ) : f rfl = x")
    assert formal is None and reason == "unsupported: a proof term used as a term (rfl)", \
        (formal, reason)
    formal, reason = render("theorem foo_rfl' (x : ℕ) : (⟨x, rfl⟩ : {y // y = x}).1 = x")
    assert formal == "∀ x : ℕ, (⟨x, rfl⟩ : {y // y = x}).1 = x", reason
    # `yoneda.obj X` is `Functor.obj yoneda X` (no declaration `yoneda.obj`): read since
    # round 10, printed in full
    formal, reason = render("theorem CategoryTheory.yoneda_obj' (C : Type*) [Category C] "
                            "(X : C) : yoneda.obj X = yoneda.obj X", "open CategoryTheory")
    assert formal is not None and "CategoryTheory.yoneda.obj X" in formal, reason
    formal, reason = render("theorem foo_model' : 𝓘(ℝ, ℝ) = 𝓘(ℝ, ℝ)")
    assert formal is None and reason == \
        "unsupported: notation token 𝓘( (a notation not expanded here)", reason


def test_subtype_and_direct_sum_binders_are_local() -> None:
    """`{x // p x}` binds `x`; `⨁ i, A i` binds `i`: neither is a free name."""
    formal, reason = render("theorem foo_sub' (a : {x : ℕ // 0 < x}) : 0 < a.1")
    assert "unresolved name x" not in (reason or ""), reason
    formal, reason = render("theorem foo_ds' (A : ℕ → Type*) [∀ i, AddCommMonoid (A i)] "
                            "(f : (⨁ i, A i)) : f = f")
    assert "unresolved name i" not in (reason or ""), reason


def test_open_scoped_resolves_relative_to_the_namespace() -> None:
    """`open scoped MonoidalCategory` inside `namespace CategoryTheory` puts
    `CategoryTheory.MonoidalCategory`'s scoped `α_` in effect (it expands; never an
    unresolved name)."""
    formal, reason = render("theorem CategoryTheory.foo_assoc' {C : Type*} [Category C] "
                            "[MonoidalCategory C] (X Y Z : C) : (α_ X Y Z).hom = (α_ X Y Z).hom",
                            "namespace CategoryTheory", "open scoped MonoidalCategory")
    assert "unresolved name" not in (reason or ""), reason
    assert formal is None or "associator" in formal


# ------------------------------------------------------------------ over the corpus


def test_over_the_corpus_reasons_are_precise_and_core_names_are_printed_full() -> None:
    """On a seeded sample of Mathlib's headers: no `unresolved name h` where `h` is a binder of
    the header, and no rendering prints a core name short that resolves to another full name
    (`some` is printed `Option.some`)."""
    short = {k for k, v in CORE_NAMES.items() if k != v and "." not in k} - {"min", "max"}
    binder_refusals: list[str] = []
    printed_short: list[str] = []
    for row in sample(4000, seed=11):
        try:
            decl = parse_decl(str(row["decl"]))
        except Exception:
            continue
        ctx = LeanContext.from_lines(list(row.get("context") or []))   # type: ignore[arg-type]
        r = signature_to_formal(decl, ctx, module=str(row.get("module")))
        if r.formal is None:
            m = re.fullmatch(r"unresolved: unresolved name (\S+)", r.reason or "")
            own = {n for b in decl.binders for n in b.names}
            if m and m.group(1).split(".")[0] in own:
                binder_refusals.append(f"{row['name']}: {r.reason}")
            continue
        if set(IDENT.findall(r.formal)) & short:
            printed_short.append(f"{row['name']}: {r.formal}")
    assert not binder_refusals, binder_refusals[:5]
    assert not printed_short, printed_short[:5]


def test_a_dotted_core_name_the_index_cannot_see_is_said_so() -> None:
    """An unlisted `Prod.` name may be core's: not a field of the constant `Prod`; the listed
    `Prod.swap` (core, read) is resolved."""
    formal, reason = render("theorem foo_swap' (p : ℕ × ℕ) : Prod.mapFst id p = p")
    assert formal is None and reason == \
        "unresolved: name Prod.mapFst may be a Lean core declaration (not indexed)"
    formal, reason = render("theorem foo_swap' (p : ℕ × ℕ) : Prod.swap (Prod.swap p) = p")
    assert formal is not None and "Prod.swap (Prod.swap p)" in formal, reason


def test_an_instance_binder_with_a_forall_is_anonymous() -> None:
    """`[∀ m : M, Decidable (m ≠ 0)]` is an anonymous instance binder (Lean's `[name : type]`
    needs one identifier before the colon): its `m` is bound by the `∀`, never a free name."""
    from forminv_lean.extract.lean_decl import parse_binder

    b = parse_binder("∀ m : M, Decidable (m ≠ 0)", "[")
    assert b.names == () and b.type == "∀ m : M, Decidable (m ≠ 0)"
    assert parse_binder("pα : Preorder α", "[").names == ("pα",)
    formal, reason = render("theorem CategoryTheory.NatTrans.mono_of_mono_app' {C D : Type*} "
                            "[Category C] [Category D] {F G : C ⥤ D} (α : F ⟶ G) "
                            "[∀ X : C, Mono (α.app X)] : Mono α", "open CategoryTheory")
    assert "unresolved name X" not in (reason or ""), reason


def test_emitted_lean_accepts_the_core_full_names() -> None:
    """`certify.lean_idents` reads the same `CORE_NAMES`: a certificate statement printing
    `Option.some`, `Pure.pure` or `Prod.map` is clean; an unlisted core-looking name is not."""
    from forminv_lean.certify.lean_idents import check_module, load_names

    names = load_names(str(default_index_dir()))
    if names is None:
        pytest.skip("the shared Mathlib import graph is absent")

    def reasons(statement: str) -> list[str]:
        text = (f"import Mathlib\n\nnamespace FormInvProofs.T\n\ntheorem x : {statement} :=\n"
                "  Iff.rfl\n\nend FormInvProofs.T\n")
        return sorted(f.reason for f in check_module(text, names))

    assert reasons("(∀ (n : ℕ) (f : ℕ → ℕ), Option.some n = Pure.pure n ∧ "
                   "Prod.map f f (n, n) = (f n, f n)) ↔ True") == []
    assert reasons("(∀ n : ℕ, Option.somee n = Option.somee n) ↔ True") == ["unknown_field"] * 2


def test_to_additive_abbreviations_are_declared() -> None:
    """`to_additive` turns `mulIndicator`/`mulSupport`/`mulTSupport`/`mulSingle` into
    `indicator`/`support`/`tsupport`/`single` (`ToAdditive.fixAbbreviation`): `indicator`
    under `open Set` is `Set.indicator`, `HasCompactSupport` exists."""
    assert INDEX is not None
    assert INDEX.resolve("indicator", "", ("Set",)) == ["Set.indicator"]
    assert INDEX.resolve("HasCompactSupport") == ["HasCompactSupport"]
    assert INDEX.resolve("Pi.single") == ["Pi.single"]
    assert not INDEX.declared("Set.indicatorr")


def test_type_tag_namespaces_have_no_to_additive_images() -> None:
    """`Multiplicative.ofMul` exists and `Additive.ofMul` is written by hand; the type tags carry
    no `@[to_additive]`, so `Additive.ofAdd` is no declaration (an earlier guess said it was)."""
    assert INDEX is not None
    assert INDEX.declared("Additive.ofMul") and INDEX.declared("Multiplicative.ofAdd")
    assert not INDEX.declared("Additive.ofAdd")
    assert INDEX.declared("Finset.sum")   # the guess still works outside the type tags
