"""Unit and property tests for the extraction building blocks."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from forminv_lean.errors import InputError
from forminv_lean.extract.lean_decl import parse_decl
from forminv_lean.extract.leandojo import theorem_from_traced
from forminv_lean.extract.ntp_mathlib import domain_of, suitability
from forminv_lean.extract.sampling import stratified_sample


def test_parse_decl_binders_and_statement():
    d = parse_decl("@[simp] protected theorem Nat.Prime.two_le {p : ℕ} (hp : p.Prime) : 2 ≤ p := by\n  omega")
    assert (d.kind, d.name, d.statement) == ("theorem", "Nat.Prime.two_le", "2 ≤ p")
    assert [(b.kind, b.names, b.type) for b in d.binders] == [
        ("implicit", ("p",), "ℕ"), ("explicit", ("hp",), "p.Prime")]
    assert d.attributes == ("simp",)


def test_parse_decl_instances_abs_and_nested():
    d = parse_decl("theorem abs_abs {α : Type u_1} [Lattice α] [AddGroup α] (a : α) : |(|a|)| = |a|")
    assert d.statement == "|(|a|)| = |a|"
    assert [b.kind for b in d.binders] == ["implicit", "instance", "instance", "explicit"]
    assert d.binders[1].type == "Lattice α" and d.binders[1].names == ()
    d2 = parse_decl("theorem foo (f : ℕ → ℕ) (h : ∀ x, f (x + 1) = f x) : f 3 = f 0")
    assert d2.binders[1].type == "∀ x, f (x + 1) = f x"


@pytest.mark.parametrize("bad", ["hello world", "theorem (x : ℕ) : x = x", "theorem t (x : ℕ : x = x"])
def test_parse_decl_rejects(bad):
    with pytest.raises(InputError):
        parse_decl(bad)


def test_suitability_rules():
    ok, _ = suitability(parse_decl("theorem Nat.sub_le (n m : ℕ) : n - m ≤ n"), "")
    assert ok == 1.0
    assert suitability(parse_decl("def f (n : ℕ) : ℕ"), "")[0] == 0.0
    assert suitability(parse_decl("theorem t : 1 = 1"), "theorem t : 1 = 1 := sorry")[0] == 0.0
    heavy, why = suitability(parse_decl(
        "theorem isOpen_univ {X : Type u} [TopologicalSpace X] : IsOpen (Set.univ : Set X)"), "")
    assert heavy < 0.6 and any("type-class" in w for w in why)


def test_domain_of_module():
    assert domain_of("Mathlib.Data.Nat.Choose.Basic") == "combinatorics"
    assert domain_of("Mathlib.Data.Nat.Prime.Defs") == "number_theory"
    assert domain_of("Mathlib.Data.Set.Basic") == "set_theory"
    assert domain_of("Foo") == "other"


def test_theorem_from_traced_mapping():
    t = theorem_from_traced(full_name="Nat.Prime.two_le", file_path="Mathlib/Data/Nat/Prime/Defs.lean",
                            statement="theorem Nat.Prime.two_le {p : ℕ} (hp : p.Prime) : 2 ≤ p",
                            repo_url="https://github.com/leanprover-community/mathlib4",
                            commit="v4.19.0", line=42)
    assert t.id == "nat_prime_two_le" and t.source == "leandojo"
    assert t.provenance.module == "Mathlib.Data.Nat.Prime.Defs" and t.provenance.line == 42
    assert t.lean_statement.endswith(": 2 ≤ p")


@pytest.mark.slow
@given(st.lists(st.tuples(st.sampled_from("abc"), st.integers(0, 10_000)), unique_by=lambda t: t[1],
                max_size=60), st.integers(0, 70), st.integers(0, 5), st.randoms())
def test_stratified_sample_is_order_free_and_sized(items, n, seed, rnd):
    shuffled = list(items)
    rnd.shuffle(shuffled)
    a = stratified_sample(items, n, key=lambda t: t[0], order=lambda t: f"{t[1]:06d}", seed=seed)
    b = stratified_sample(shuffled, n, key=lambda t: t[0], order=lambda t: f"{t[1]:06d}", seed=seed)
    assert a == b
    assert len(a) == min(n, len(items)) and len(set(a)) == len(a)
    if n < len(items):  # each stratum gets a share within one of proportional
        for s in "abc":
            size = sum(1 for t in items if t[0] == s)
            got = sum(1 for t in a if t[0] == s)
            assert abs(got - n * size / len(items)) < 1 + 1e-9


def test_context_lines_of_a_row_keep_local_notations_but_lean_gets_none() -> None:
    """A row's `context` (the shared corpus's schema) is read by the context scanner. A
    `local notation` line is kept: it is in effect until its section ends and decides what a
    symbol means (round 15); an `attribute` line is not. Neither reaches Lean emission
    (`lean_emit.context_lines`: a notation line there had stopped whole builds)."""
    from forminv_lean.certify.lean_emit import context_lines
    from forminv_lean.extract.ntp_mathlib import _context_of

    ctx = ["open Real", 'local notation "ε" => foo', "namespace X", "variable {a : ℕ}",
           "attribute [local instance] bar", "include a in"]
    kept = _context_of({"context": ctx})
    assert kept == ("open Real", 'local notation "ε" => foo', "namespace X",
                    "variable {a : ℕ}", "include a in")
    assert context_lines(kept) == ["open Real", "namespace X"]
