"""Names resolved against Lean's environment at the statement, as `resolveGlobalName` does.

While a declaration is elaborated it is not in the environment (it is added after), and neither
is any declaration further down its file nor any of a module its module does not import. Lean's
resolution (src/Lean/ResolveName.lean: `resolveUsingNamespace`, then the exact name, the root,
`open`s and `export` aliases) never finds such a candidate and goes on to the next ones: `log`
in `theorem Filter.Tendsto.log` under `open Real` is `Real.log`. A `private` declaration is
found in its own file only.
"""

from __future__ import annotations

import pytest

from forminv_lean.formalise.name_index import NameIndex, Point
from forminv_lean.formalise.resolve import Scope, Unresolved, resolve_text
from tests.mathlib_corpus import INDEX, needs_index, render_row, rendered, rows_named


def _index() -> NameIndex:
    idx = NameIndex()
    for name, module, line in [
        ("Real.log", "M.Log", 40), ("Filter.Tendsto.log", "M.Log", 431),
        ("Filter.Tendsto.exp", "M.Later", 10), ("Filter.Tendsto.sqrt", "M.Log", 500),
        ("Real.sqrt", "M.Sqrt", 5), ("Foo.bar", "M.Log", 12),
    ]:
        idx.add(name)
        idx.modules[name] = module
        idx.lines[name] = line
    idx.privates["Filter.Tendsto.aux"] = ("M.Log", 20)
    idx.imports = {"M.Log": ["M.Sqrt"], "M.Sqrt": [], "M.Later": ["M.Log"]}
    return idx


def test_the_declaration_being_stated_is_passed_over() -> None:
    idx = _index()
    at = Point("M.Log", "Filter.Tendsto.log")
    assert idx.resolve("log", "Filter.Tendsto", ("Real",), at=at) == ["Real.log"]
    # with no place known, every declaration counts (the older reading)
    assert idx.resolve("log", "Filter.Tendsto", ("Real",)) == ["Filter.Tendsto.log"]


def test_a_later_declaration_of_the_same_file_is_passed_over() -> None:
    idx = _index()
    at = Point("M.Log", "Filter.Tendsto.log")
    assert idx.resolve("sqrt", "Filter.Tendsto", ("Real",), at=at) == ["Real.sqrt"]
    assert idx.resolve("bar", "Foo", (), at=at) == ["Foo.bar"]   # line 12: above


def test_a_declaration_of_a_module_not_imported_is_passed_over() -> None:
    idx = _index()
    at = Point("M.Log", "Filter.Tendsto.log")
    assert idx.resolve("exp", "Filter.Tendsto", (), at=at) == []
    assert idx.resolve("exp", "Filter.Tendsto", (), at=Point("M.Later", None)) == [
        "Filter.Tendsto.exp"]


def test_a_private_declaration_is_found_in_its_own_file_only() -> None:
    idx = _index()
    assert idx.resolve("aux", "Filter.Tendsto", (), at=Point("M.Log", "Filter.Tendsto.log")) \
        == ["Filter.Tendsto.aux"]
    assert idx.resolve("aux", "Filter.Tendsto", (), at=Point("M.Later", None)) == []
    assert idx.resolve("aux", "Filter.Tendsto", ()) == []


#: Corpus theorems whose statement names a declaration not in Lean's environment there, with
#: what the name means instead (read in their files at v4.19.0).
NEXT_CANDIDATE = {
    # Analysis/SpecialFunctions/Log/Basic.lean, `open Real`: `log` is not the theorem itself
    "Filter.Tendsto.log": "Filter.Tendsto (fun x => Real.log (f x)) l (𝓝 (Real.log x))",
    # Algebra/Group/Units/Opposite.lean, `open MulOpposite`
    "IsUnit.unop": "IsUnit (MulOpposite.unop m)",
    # MeasureTheory/Constructions/BorelSpace/Order.lean: the root `max` (`Max.max`)
    "Measurable.max": "Measurable fun a => max (f a) (g a)",
    # Computability/Primrec.lean, `open Function`
    "Primrec₂.swap": "Primrec₂ (Function.swap f)",
    # Topology/Instances/Nat.lean: `Nat.dist` (Data/Nat/Dist.lean) is not imported there;
    # the root `dist` is `Dist.dist`
    "Nat.dist_eq": "dist x y = |(x : ℝ) - y|",
    # RingTheory/WittVector/Defs.lean: `WittVector.constantCoeff` is declared in a module it
    # does not import; `open MvPolynomial` gives `MvPolynomial.constantCoeff`
    "WittVector.constantCoeff_wittAdd": "MvPolynomial.constantCoeff (WittVector.wittAdd p n)",
    # Algebra/Group/ForwardDiff.lean: `Nat.totient`'s scoped notation `φ` is in a module not
    # imported there, so `φ` is the binder
    "fwdDiff_addChar_eq": "(φ h - 1) ^ n * φ x",
}


@needs_index
@pytest.mark.parametrize("name", sorted(NEXT_CANDIDATE))
def test_corpus_names_resolve_to_the_next_candidate(name: str) -> None:
    formal = rendered(NEXT_CANDIDATE, name)   # fails, never skips, when the row is gone
    assert NEXT_CANDIDATE[name] in formal, formal


# ------------------------------------------------ generalized field notation on a constant

@needs_index
@pytest.mark.parametrize(("text", "bound", "want"), [
    # Order/LiminfLimsup.lean `def liminf (u : β → α) (f : Filter β)`: the receiver goes to
    # the first explicit argument of type `Filter _`, the second
    ("atTop.liminf u ≤ 1", {"u"}, "(Filter.liminf u Filter.atTop) ≤ 1"),
    ("atTop.liminf fun n => u n", {"u"}, "(Filter.liminf (fun n => u n) Filter.atTop)"),
    # Data/Set/Operations.lean `def pi (s : Set ι) (t : ∀ i, Set (α i))`: the first
    ("univ.pi t", {"t"}, "(Set.pi Set.univ) t"),
    ("Set.univ.pi t", {"t"}, "(Set.pi Set.univ) t"),
])
def test_a_field_of_a_constant_is_the_namespaces_function_with_the_constant_in_place(
        text: str, bound: set[str], want: str) -> None:
    assert INDEX is not None
    assert resolve_text(text, INDEX, Scope("", ("Set", "Filter")), bound) == want


@needs_index
@pytest.mark.parametrize("text", [
    "atTop.liminf u⁻¹",        # an argument whose extent is not read
    "atTop.liminf fun n => u n, 0",   # a `fun` whose end is not certain
    "@atTop.liminf u",          # explicit mode
])
def test_a_field_of_a_constant_with_an_argument_not_read_stays_unresolved(text: str) -> None:
    assert INDEX is not None
    with pytest.raises(Unresolved):
        resolve_text(text, INDEX, Scope("", ("Set", "Filter")), {"u"})


FIELD_ON_CONSTANT = {
    # Order/Filter/AtTopBot/Basic.lean, `open Set`: `structure HasBasis (l : Filter α) …`
    "Filter.atTop_basis_Ioi'": "(Filter.HasBasis Filter.atTop) (a < ·) Set.Ioi",
    # RingTheory/Artinian/Module.lean: `def EventuallyConst (f : α → β) (l : Filter α)`
    "IsArtinian.eventuallyConst_of_isArtinian": "Filter.EventuallyConst f Filter.atTop",
}


@needs_index
@pytest.mark.parametrize("name", sorted(FIELD_ON_CONSTANT))
def test_corpus_fields_of_constants(name: str) -> None:
    formal = rendered(FIELD_ON_CONSTANT, name)   # fails, never skips, when the row is gone
    assert FIELD_ON_CONSTANT[name] in formal, formal


# ------------------------------------------------ overloads Lean settles, and protected core

@needs_index
def test_a_multiset_is_never_a_list_so_disjoint_is_the_order_one() -> None:
    """`Disjoint s t` for `s t : Multiset α` under `open List`: `List.Disjoint` (Batteries) takes
    lists, and nothing coerces into `List`, so only the root `Disjoint` elaborates."""
    found = rows_named(["Multiset.disjoint_left"])
    if not found:
        pytest.skip("corpus row Multiset.disjoint_left not found")
    r = render_row(found["Multiset.disjoint_left"])
    assert r.formal is not None and "Disjoint s t" in r.formal and "List.Disjoint" not in \
        r.formal, r.reason


@needs_index
def test_core_list_insert_is_protected() -> None:
    """Init/Data/List/Basic.lean `protected def insert`: `insert` under `open List` is the
    root `Insert.insert` only."""
    assert INDEX is not None
    assert INDEX.resolve("insert", "", ("List",)) == ["Insert.insert"]


@needs_index
def test_a_cartesian_product_has_no_additive_image() -> None:
    """`Set.prod`, `Filter.prod` carry no `@[to_additive]`: `Set.sum`, `Filter.sum` are no
    declarations, so `sum` under `open Set Finsupp` is `Finsupp.sum` alone; a real image
    (`Finsupp.sum` of `Finsupp.prod`, `IsAddUnit` of `IsUnit`) still is one."""
    assert INDEX is not None
    assert not INDEX.declared("Set.sum") and not INDEX.declared("Filter.sum")
    assert INDEX.declared("Finsupp.sum") and INDEX.declared("IsAddUnit")
    assert INDEX.resolve("sum", "", ("Set", "Finsupp")) == ["Finsupp.sum"]


@needs_index
def test_a_scoped_notation_of_a_module_not_imported_is_not_in_effect() -> None:
    """Probability/ConditionalProbability.lean does not import MeasureTheory/Function/
    ConditionalExpectation/Basic.lean: there `μ[t|s]` is `cond`'s macro alone, not also
    `condExp`'s (Lean's scoped entries come with the modules imported)."""
    found = rows_named(["ProbabilityTheory.cond_mul_eq_inter"])
    if not found:
        pytest.skip("corpus row ProbabilityTheory.cond_mul_eq_inter not found")
    r = render_row(found["ProbabilityTheory.cond_mul_eq_inter"])
    assert "scoped notation" not in (r.reason or ""), r.reason
    assert "ProbabilityTheory.cond" in (r.formal or r.reason or "")
