"""Round 19: a header binder without a type (`(x)`, `{a b}`) typed by the checker's elaborator
(`formalise.binder_elab`), the fallback after `binder_types`' first-use rules: accepted only
where every occurrence on its own fixes the one type the statement gives it (no coercion, no
default, no undeclared constant's domain), refused otherwise."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formalise.binder_elab import elaborated_binder_types
from tests.mathlib_corpus import (
    assert_rendering_shows,
    needs_index,
    render,
    render_row,
    require,
    rows_named,
)

#: Corpus theorems whose untyped binders only the elaborator types, with the binder as the
#: rendering writes it (checked against the Mathlib v4.19.0 header by eye).
TYPED = {
    # `(f * g) x` for `f g : Perm α`: the coercion to `α → α` fixes `x : α`
    "Equiv.Perm.mul_apply": "(x : α)",
    # `(r ⊓ s) x y` for `r s : Setoid α`: a setoid applied is its relation on `α`
    "Setoid.inf_iff_and": "(x y : α)",
    # `√(x * y)` with `y : ℝ`: the tree's type, `Real.sqrt`'s domain
    "Real.sqrt_mul'": "∀ x y : ℝ",
    # `Finsupp.single a b` and `f a = b` for `f : α →₀ M`
    "Finsupp.eq_single_iff": "(a : α) (b : M)",
    # `p ∈ (I.comap f).minimalPrimes : Set (Ideal R)`, and `p'.comap f = p`
    "Ideal.exists_comap_eq_of_mem_minimalPrimes": "(p : Ideal R)",
}

#: Corpus theorems that must stay refused: an occurrence only an undeclared constant fixes.
REFUSED = {
    # `f.toMap x = f.toMap y`: `toMap`'s domain (`M`) is not known to the checker, and `c * y`
    # alone would make `y : ↥S`, which is not Lean's answer (`↑c * y` at `M`)
    "Submonoid.LocalizationMap.eq_iff_exists",
    # `x ∈ S.toNonUnitalSubsemiring`: membership in a structure of undeclared type
    "NonUnitalSubalgebra.mem_toNonUnitalSubsemiring",
}


@pytest.fixture(scope="module")
def table() -> dict:
    require()
    return rows_named([*TYPED, *REFUSED])


@needs_index
@pytest.mark.parametrize("name", sorted(TYPED))
def test_corpus_binder_typed_by_the_elaborator(table: dict, name: str) -> None:
    assert_rendering_shows(table, name, TYPED[name])


@needs_index
@pytest.mark.parametrize("name", sorted(REFUSED))
def test_corpus_binder_fixed_only_by_an_undeclared_constant_stays_refused(
        table: dict, name: str) -> None:
    assert name in table
    r = render_row(table[name])
    assert r.formal is None and r.reason == "unsupported: binder without a type", r


@pytest.mark.parametrize("text", [
    # a coercion at a later use: Lean's first use fixes `n : ℕ` and casts at `(n : ℝ)`; the
    # elaborator does not decide which use is first (`binder_types`' rules do, in order)
    "∀ (n : _) (f : ℕ → ℝ), f n = (n : ℝ)",
    "∀ (n : _) (f : ℕ → ℝ), (n : ℝ) = f n",
    # a numeral-only use: Lean's default instance makes `n : ℕ`, which nothing here fixes
    "∀ (n : _), n + 1 = 1 + n",
    # two uses at two domains: the first assigns, the second is coerced
    "∀ (x : _), Nat.factorial x = 0 ∧ Real.sqrt x = 1",
    # an argument beside a coerced one: whether Lean fixed `Icc`'s type from `a : ℕ` or from
    # the ascription decides `b`, and that order is not modelled
    "∀ (a : ℕ) (b : _), (Finset.Icc a b : Finset ℝ).Nonempty → True",
    # a leaf of a tree whose maximal type was decided against a coerced leaf (`↑k`)
    "∀ (x : _) (y : ℝ) (k : ℕ), x + y = y + k",
    # a leaf of `+` at a type no instance in scope gives a homogeneous `+`: Lean's `binop%`
    # may elaborate it alone (`HAdd M ℕ M` makes `c : ℕ`)
    "∀ {M : Type*} [Mul M] [HAdd M ℕ M] (a : M) (c : _), a + c = a",
    # at a Mathlib type kept opaque, whose instances are not read here
    "∀ (a : Ordinal) (b : _), Ordinal.card (a * b) = Ordinal.card a",
    # an undeclared constant's argument: its domain is not known here
    "∀ (x : _), Undeclared.foo x = Undeclared.foo (1 : ℝ)",
])
def test_types_lean_gives_by_default_or_coercion_are_refused(text: str) -> None:
    name = next(b.split(" ")[0] for b in text.split("(")[1:] if " : _)" in f"({b}")
    assert elaborated_binder_types([name], text) is None


@needs_index
def test_header_typed_end_to_end() -> None:
    formal, reason = render("theorem t (x) {y : ℝ} (h : 0 ≤ y) : Real.sqrt (x * y) = "
                            "Real.sqrt x * Real.sqrt y")
    assert formal is not None, reason
    assert formal.startswith("∀ x y : ℝ, 0 ≤ y →"), formal


#: Declared functions (the checker's table) and their domains.
DOMAIN = {"Real.sqrt": "ℝ", "Real.exp": "ℝ", "Nat.factorial": "ℕ", "Nat.succ": "ℕ",
          "Int.natAbs": "ℤ", "Int.toNat": "ℤ"}


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(sorted(DOMAIN)), min_size=1, max_size=3))
def test_uses_of_declared_functions(uses: list[str]) -> None:
    """`x` used only as the argument of declared functions: typed with their one domain when
    they agree; refused when they do not (Lean's first use assigns, a later one is coerced
    or fails: never a type the checker picks)."""
    body = " ∧ ".join(f"{f} x = {f} x" for f in uses)
    got = elaborated_binder_types(["x"], f"∀ (x : _), {body}")
    domains = {DOMAIN[f] for f in uses}
    if len(domains) == 1:
        assert got == {"x": domains.pop()}
    else:
        assert got is None


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(sorted(DOMAIN)), st.sampled_from(["+", "*", "-"]),
       st.booleans())
def test_a_leaf_of_a_tree_at_a_declared_type(f: str, op: str, numeral_only: bool) -> None:
    """`x op y` with `y` of a declared function's result type is typed by the tree; with a
    numeral instead of `y`, only Lean's default instance would type it: refused."""
    other = "1" if numeral_only else f"{f} z"
    text = f"∀ (z : {DOMAIN[f]}) (x : _), x {op} {other} = {other}"
    got = elaborated_binder_types(["x"], text)
    if numeral_only:
        assert got is None
    else:
        result = {"Real.sqrt": "ℝ", "Real.exp": "ℝ", "Nat.factorial": "ℕ", "Nat.succ": "ℕ",
                  "Int.natAbs": "ℕ", "Int.toNat": "ℕ"}[f]
        assert got == {"x": result}


# ------------------------------------------------------------------ proof binders (round 20)
#: Corpus theorems whose untyped proof binder fills a declared proof slot, with the
#: hypothesis the rendering writes (each checked by eye against the Mathlib v4.19.0 header and
#: the slot's declaration, cited in `binder_elab.PROOF_SLOTS`).
PROOF_TYPED = {
    # `theorem card_disjiUnion (s : Finset ι) (t : ι → Finset M) (h) : #(s.disjiUnion t h) = …`
    "Finset.card_disjiUnion": "(h : (s : Set ι).PairwiseDisjoint t)",
    # `theorem card_preimage (s : Finset β) (f : α → β) (hf) : (s.preimage f hf).card = …`
    "Finset.card_preimage": "(hf : Set.InjOn f (f ⁻¹' ↑s))",
    # `lemma map_ground (M : Matroid α) (f : α → β) (hf) : (M.map f hf).E = f '' M.E`
    "Matroid.map_ground": "(hf : Set.InjOn f (Matroid.E M))",
    # `theorem mk_eq_mk {x y : PGame.{u}} {hx hy} : mk x hx = mk y hy ↔ x ≈ y`
    "Surreal.mk_eq_mk": "(hx : SetTheory.PGame.Numeric x) (hy : SetTheory.PGame.Numeric y)",
    # `lemma lift_le_iff {x : ℕ∞} {h} {n : ℕ} : lift x h ≤ n ↔ x ≤ n`
    "ENat.lift_le_iff": "(h : x < ⊤)",
}

#: Proof binders that must stay refused: a slot whose proposition no table gives
#: (`Finset.singleton_disjiUnion`'s `{a}` is not a variable the proposition can be said of).
PROOF_REFUSED = {
    # `theorem singleton_disjiUnion (a : α) {h} : Finset.disjiUnion {a} t h = t a`: the
    # proposition would be `({a} : Set α).PairwiseDisjoint t`, at an argument that is not a
    # binder (not written here)
    "Finset.singleton_disjiUnion",
    # `theorem coe_mk (s : Compacts α) (h) : (mk s h : Set α) = s`: a structure's proof field
    "TopologicalSpace.CompactOpens.coe_mk",
}


@pytest.fixture(scope="module")
def proof_table() -> dict:
    require()
    return rows_named([*PROOF_TYPED, *PROOF_REFUSED])


@needs_index
@pytest.mark.parametrize("name", sorted(PROOF_TYPED))
def test_corpus_proof_binder_typed_by_its_slot(proof_table: dict, name: str) -> None:
    assert_rendering_shows(proof_table, name, PROOF_TYPED[name])


@needs_index
@pytest.mark.parametrize("name", sorted(PROOF_REFUSED))
def test_corpus_proof_binder_without_a_known_slot_stays_refused(
        proof_table: dict, name: str) -> None:
    assert name in proof_table
    r = render_row(proof_table[name])
    assert r.formal is None and r.reason == "unsupported: binder without a type", r


@pytest.mark.parametrize("text", [
    # used beside its slot as a value: Lean's type of `h` is still the slot's, but the other
    # occurrence is not a proof slot, so nothing here says the statement is read so
    "∀ {α : Type*} (s : Finset α) (a : α) (h : _), (Finset.cons a s h).card = s.card + 1 ∧ "
    "h = h",
    # the slot's argument is bound inside the statement: not in scope at the header binder
    "∀ {α : Type*} (s : Finset α) (h : _), ∀ a : α, (Finset.cons a s h).card = s.card + 1",
    # the slot's argument is not a variable (`{a}`): its text is not substituted
    "∀ {α β : Type*} (t : α → Finset β) (a : α) (h : _), Finset.disjiUnion {a} t h = t a",
    # two occurrences with two propositions: Lean would reject one of them, never pick
    "∀ {α : Type*} (s : Finset α) (a b : α) (h : _), "
    "(Finset.cons a s h).card = (Finset.cons b s h).card",
    # the slot's argument is bound after the proof binder
    "∀ {α : Type*} (s : Finset α) (h : _) (a : α), (Finset.cons a s h).card = s.card + 1",
])
def test_proof_binders_not_fixed_by_slots_alone_are_refused(text: str) -> None:
    assert elaborated_binder_types(["h"], text) is None


@pytest.mark.parametrize(("text", "untyped", "expected"), [
    ("∀ {α β : Type*} (s : Finset α) (t : α → Finset β) (h : _), (s.disjiUnion t h).card = "
     "s.card", ["h"], {"h": "(s : Set α).PairwiseDisjoint t"}),
    # the checker's own slot table (`signatures_proofs`: `Finset.cons`), with the element
    # binder typed by the elaborator beside it
    ("∀ {α : Type*} (s : Finset α) (a h : _), (Finset.cons a s h).card = s.card + 1",
     ["a", "h"], {"a": "α", "h": "a ∉ s"}),
    # a type variable of the proposition read off the argument's type (`Finset (α × β)`)
    ("∀ {α β γ : Type*} (s : Finset (α × β)) (t : α × β → Finset γ) (h : _), "
     "(s.disjiUnion t h).card = s.card", ["h"],
     {"h": "(s : Set (α × β)).PairwiseDisjoint t"}),
])
def test_proof_binder_typed_by_its_slot(text: str, untyped: list[str],
                                        expected: dict[str, str]) -> None:
    assert elaborated_binder_types(untyped, text) == expected


#: Slots of `PROOF_SLOTS` and the explicit arguments before them, at generated names.
_SLOT_CALLS = {
    "Finset.preimage": ("(s : Finset β) (f : α → β)", "s f", "Set.InjOn f (f ⁻¹' ↑s)"),
    "Matroid.map": ("(s : Matroid α) (f : α → β)", "s f", "Set.InjOn f s.E"),
    "ENat.lift": ("(s : ℕ∞)", "s", "s < ⊤"),
    "Finset.cons": ("(f : α) (s : Finset α)", "f s", "f ∉ s"),
}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(_SLOT_CALLS)), st.sampled_from(["h", "hf", "H", "h₁"]),
       st.integers(min_value=1, max_value=3), st.booleans())
def test_slot_propositions_over_generated_statements(const: str, name: str, uses: int,
                                                     misuse: bool) -> None:
    """A proof binder passed `uses` times to the same slot is typed by the slot's proposition
    at the call's arguments; one more use outside a slot (`h = h`) makes it refused."""
    binders, args, prop = _SLOT_CALLS[const]
    call = f"{const} {args} {name}"
    body = " ∧ ".join([f"{call} = {call}"] * uses) + (f" ∧ {name} = {name}" if misuse else "")
    text = f"∀ {{α β : Type*}} {binders} ({name} : _), {body}"
    got = elaborated_binder_types([name], text)
    assert got == (None if misuse else {name: prop}), text


# ---------------------------------------------- occurrences left to Lean's ℕ default (round 20)
#: Corpus theorems with an occurrence only a numeral's default types (`j ≤ 2 * n`) beside one
#: that fixes ℕ: typed ℕ, Lean's answer whichever it elaborates first.
DEFAULT_TYPED = {
    # `theorem xn_modEq_x2n_sub {n j} (h : j ≤ 2 * n) : xn a1 (2 * n - j) + xn a1 j ≡ 0 [MOD
    # xn a1 n]`
    "Pell.xn_modEq_x2n_sub": "(n j : ℕ)",
    # `theorem factorial_le {m n} (h : m ≤ n) : m ! ≤ n !`
    "Nat.factorial_le": "∀ m n : ℕ",
}


@pytest.fixture(scope="module")
def default_table() -> dict:
    require()
    return rows_named([*DEFAULT_TYPED])


@needs_index
@pytest.mark.parametrize("name", sorted(DEFAULT_TYPED))
def test_corpus_binder_with_a_defaulted_occurrence(default_table: dict, name: str) -> None:
    assert_rendering_shows(default_table, name, DEFAULT_TYPED[name])


@pytest.mark.parametrize("text", [
    # the other occurrence fixes ℝ: had Lean defaulted the numeral first, `n : ℕ` and
    # `Real.sqrt ↑n`; the order is not modelled, so refused
    "∀ (n : _) (x : ℝ), n + 1 = 1 + n ∧ Real.sqrt n = x",
    # no occurrence fixes it: Lean has nothing to default (`n = n`)
    "∀ (n : _), n = n ∧ n = n",
])
def test_defaulted_occurrences_not_certainly_nat_are_refused(text: str) -> None:
    assert elaborated_binder_types(["n"], text) is None


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(DOMAIN)), st.sampled_from(["n ≤ 2 * m", "n + 1 = m", "0 < n"]),
       st.booleans())
def test_a_defaulted_occurrence_beside_a_fixing_one(f: str, loose: str, first: bool) -> None:
    """`n` used once where only a numeral's default types it and once as a declared function's
    argument: typed when that domain is ℕ (the default's answer too), refused otherwise."""
    fixing = f"{f} n = {f} n"
    body = f"{loose} ∧ {fixing}" if first else f"{fixing} ∧ {loose}"
    got = elaborated_binder_types(["n"], f"∀ (m : ℕ) (n : _), {body}")
    assert got == ({"n": "ℕ"} if DOMAIN[f] == "ℕ" else None), body
