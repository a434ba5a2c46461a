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
from tests.mathlib_corpus import needs_index, render_row, rows_named


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
    found = rows_named([name])
    if name not in found:
        pytest.skip(f"corpus row {name} not found")
    r = render_row(found[name])
    assert r.formal is not None, r.reason
    assert NEXT_CANDIDATE[name] in r.formal, r.formal
