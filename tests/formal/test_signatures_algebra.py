"""The algebra-side signature table (`meaning/signatures_algebra.py`), checked against Mathlib.

Every entry must parse as a signature type over the declaration's type parameters and name a
declaration the name index lists (or, for an auto-named `@[to_additive]`, the declaration it
is generated from); and corpus theorems that use a few entries must render with the declared
result type, which is what the entries are for: a field on the result resolves in that
type's namespace, membership goes through its `SetLike` instance, a numeral is cast into it.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning import opaque
from forminv_lean.formal.meaning.signatures_algebra import ADDITIVE, RESULT_TYPES, SIGNATURES
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.meaning.types import Ty
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import INDEX, needs_index, render, rows_named


def _params(t: Ty) -> set[str]:
    if t.head == "var":
        return {t.name}
    return set().union(*(_params(a) for a in t.args)) if t.args else set()


@pytest.mark.parametrize("name", sorted(SIGNATURES))
def test_every_entry_parses_and_is_merged(name: str) -> None:
    sig = SIGNATURES[name]
    assert sig, name
    types = [opaque.parse_signature_type(x) for x in sig]
    # only the declaration's type parameters are variables, written `?α` once parsed
    assert all(p.startswith("?") for t in types for p in _params(t)), name
    # a result parameter no argument fixes only inside a type with a head (Lean's metavariable
    # there is assigned by unification, `MvPolynomial ?σ R`), never a bare result `α`
    res = types[-1]
    assert res.head != "var" or res.name in set().union(*map(_params, types[:-1])), name
    assert opaque.SIGNATURES[name] == sig


@needs_index
@pytest.mark.parametrize("name", sorted(set(SIGNATURES) | set(RESULT_TYPES)))
def test_every_entry_names_a_declaration_of_the_index(name: str) -> None:
    assert INDEX is not None
    assert ADDITIVE.get(name, name) in INDEX.names, name


def test_additive_names_are_entries_beside_their_source() -> None:
    for add, mul in ADDITIVE.items():
        assert SIGNATURES[add] == SIGNATURES[mul]


def _apps(term: Term, head: str) -> list[Term]:
    return [u for u in walk(term) if u.op == "app" and u.name.split(" ")[0] == head]


#: theorem -> (an entry it uses, the type that entry's application must have, as shown)
TYPED = {
    # `(RingHom.ker f).comap g`: the field resolves in `Ideal`, the object being the ideal
    "RingHom.comap_ker": ("Ideal.comap", "Ideal T"),
    "Subgroup.le_comap_map": ("Subgroup.comap", "Subgroup G"),
    "Subgroup.index_inf_le": ("Subgroup.index", "ℕ"),
    "Filter.map_sup": ("Filter.map", "Filter β"),
    "Cardinal.pow_four": ("Cardinal.mk", "Cardinal"),
    # `d ∈ p.support` types `d` as `σ →₀ ℕ`, whose `d.support` is then `Finsupp.support`
    "MvPolynomial.mem_vars": ("Finsupp.support", "Finset σ"),
    "Polynomial.Chebyshev.U_eq": ("Polynomial.Chebyshev.U", "Polynomial R"),
    "SimpleGraph.edgeSet_sup": ("SimpleGraph.edgeSet", "Set (Sym2 V)"),
    "Nat.four_pow_le_two_mul_self_mul_centralBinom": ("Nat.centralBinom", "ℕ"),
    "PrimeSpectrum.denseRange_comap_iff_ker_le_nilRadical": ("nilradical", "Ideal R"),
    "minpoly.eq_X_sub_C": ("minpoly", "Polynomial A"),
    # `(h : G.Adj u v)`: a hypothesis, the declared predicate of the graph's namespace
    "SimpleGraph.Walk.cons_append": ("SimpleGraph.Adj", "Prop"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(TYPED))
def test_corpus_theorems_use_the_declared_result_type(name: str) -> None:
    from forminv_lean.formal.meaning.types import show_type

    rows = rows_named([name])
    if name not in rows:
        pytest.skip(f"{name} is not a row of the corpus")
    row = rows[name]
    formal, reason = render(row["decl"], *row["context"])
    assert formal is not None, reason
    head, ty = TYPED[name]
    apps = _apps(elaborate_rendering(formal), head)
    assert apps, formal
    assert ty in {show_type(a.ty) for a in apps}, formal


@pytest.mark.parametrize(("text", "field"), [
    # the object of a field goes to the declared argument of its type, and the field is
    # looked up in the namespace of the declared result (Subgroup, not an unknown type)
    ("∀ {G H : Type*} [Group G] [Group H] (f : G →* H) (K : Subgroup G), "
     "K ≤ (K.map f).comap f", "Subgroup.comap"),
    ("∀ {R S : Type*} [CommRing R] [CommRing S] (f : R →+* S) (I : Ideal S), "
     "(I.comap f).map f ≤ I", "Ideal.map"),
])
def test_a_field_of_a_declared_result_resolves_in_its_namespace(text: str, field: str) -> None:
    term = elaborate_rendering(text)
    (app,) = _apps(term, field)
    assert app.ty.head == "app" and app.ty.name == field.split(".")[0]


def test_a_mistyped_field_object_is_refused() -> None:
    # `(K.map f).comap g` with `g : H →* G` asks for a `Subgroup G`, and `K.map f` is one of H
    with pytest.raises(UnsupportedError):
        elaborate_rendering("∀ {G H : Type*} [Group G] [Group H] (f : G →* H) (g : H →* G) "
                            "(K : Subgroup G), (K.map f).comap g = K")


def test_declared_argument_order_is_kept() -> None:
    # `K.map f` is `Subgroup.map f K` (Map.lean:108: the homomorphism first)
    term = elaborate_rendering("∀ {G H : Type*} [Group G] [Group H] (f : G →* H) "
                               "(K : Subgroup G), K.map f = Subgroup.map f K")
    first, second = _apps(term, "Subgroup.map")
    assert first == second


def test_an_argument_of_another_type_keeps_an_unknown_result() -> None:
    # `RingHom.ker` is declared over any `RingHomClass F R S`: typed at `R →+* S` and, since
    # round 24, at the bundled maps `funlike_alternatives` lists (`R ≃+* S`: `Ideal R`); a map
    # of a type variable `F` keeps the unknown result
    term = elaborate_rendering("∀ {R S : Type*} [CommRing R] [CommRing S] (f : R ≃+* S), "
                               "RingHom.ker f = RingHom.ker f")
    (app, _) = _apps(term, "RingHom.ker")
    assert app.ty.name == "Ideal"
    term = elaborate_rendering("∀ {R S F : Type*} [CommRing R] [CommRing S] [FunLike F R S] "
                               "[RingHomClass F R S] (f : F), RingHom.ker f = RingHom.ker f")
    (app, _) = _apps(term, "RingHom.ker")
    assert app.ty.head == "result"


@pytest.mark.parametrize("text", [
    # a field of the variable's type's namespace (Combinatorics/SimpleGraph/Basic.lean:89),
    # which the binder's type reading refuses as a type (`G.Adj is not a type`)
    "∀ {V : Type*} (G : SimpleGraph V) (u v : V) (h : G.Adj u v), G.Adj v u",
    "∀ {V : Type*} (G : SimpleGraph V) (u v : V) (h : G.Reachable u v), G.Reachable v u",
    # Data/Matroid/Basic.lean:194 `(Indep : Set α → Prop)`
    "∀ {α : Type*} (M : Matroid α) (I : Set α) (h : M.Indep I), M.Indep I",
])
def test_a_binder_of_a_declared_predicate_is_a_hypothesis(text: str) -> None:
    term = elaborate_rendering(text)
    assert not [u for u in walk(term) if u.op == "forall" and u.name == "h"], term
    assert any(u.op == "imp" for u in walk(term)), term


def test_a_predicate_short_of_an_argument_is_not_a_hypothesis() -> None:
    # `G.Adj u : V → Prop` is no proposition: refused, never read as one
    with pytest.raises(UnsupportedError):
        elaborate_rendering("∀ {V : Type*} (G : SimpleGraph V) (u v : V) (h : G.Adj u), "
                            "G.Adj v u")
