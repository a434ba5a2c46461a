"""Round 21 name resolution, against Mathlib v4.19.0's own theorems and name index.

- a token right after an interval's `..` is a token (`∫ x in (0)..π` under `open Real`);
- `scoped[NS]` makes `NS` a namespace `open` can name (`open UnitDisc` in `namespace Complex`,
  Mathlib/Util/WithWeakNamespace.lean:33 `registerNamespace`);
- `open scoped X in` puts `X`'s scoped notations in effect for the declaration (`on`);
- `distTriang C` is the class field it stands for, ascribed its declared type;
- a binder that is a function taking a proof into a type variable says so.
Every corpus row is a theorem Lean accepted, so what renders must also elaborate here.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formalise.resolve import (
    IDENT,
    Scope,
    Unresolved,
    expand_notations,
    resolve_name,
    resolve_text,
)
from tests.mathlib_corpus import INDEX, assert_rendering_shows, needs_index, rows_named

pytestmark = needs_index

#: Corpus theorem -> a part of its rendering only the round-21 reading gives.
_RENDERED = {
    "integral_sin_pow_even": "(∫ x in (0)..Real.pi, Real.sin x ^ (2 * n))",
    "EulerSine.integral_cos_pow_pos": "(0 : ℝ)..Real.pi / 2",
    "Complex.UnitDisc.coe_injective": "((↑) : Complex.UnitDisc → ℂ)",
    "orthogonalFamily_iff_pairwise": "Pairwise (Function.onFun (· ⟂ ·) V)",
    "CategoryTheory.Pretriangulated.distinguished_iff_of_iso":
        "(T₁ ∈ (CategoryTheory.Pretriangulated.distinguishedTriangles : Set "
        "(CategoryTheory.Pretriangulated.Triangle C))) ↔ T₂ ∈",
    "DerivedCategory.triangleOfSES_distinguished":
        "Set (CategoryTheory.Pretriangulated.Triangle (DerivedCategory C))",
    "SimplexCategory.mk_len": "(SimplexCategory.mk ((SimplexCategory.len n))) = n",
    "SSet.Path.map_vertex": "σ.app (Opposite.op (SimplexCategory.mk (0))) (f.vertex i)",
    "mem_posTangentConeAt_of_segment_subset": "(segment ℝ x (x + y)) ⊆ s",
    "convex_segment": "Convex 𝕜 (segment 𝕜 x y)",
}

#: Corpus theorem -> its refusal reason (a function taking a proof, read as such by Lean).
_PROOF_FUNCTIONS = {
    "iInf_pos": "a function taking a proof argument (f)",
    "one_le_dite": "a function taking a proof argument (a)",
    "Set.ncard_congr": "a function taking a proof argument (f)",
    "Fintype.prod_dite_eq": "a function taking a proof argument (f)",
}


@pytest.mark.parametrize("name", sorted(_RENDERED))
def test_corpus_theorems_render_as_lean_reads_them(name: str) -> None:
    assert_rendering_shows(rows_named(_RENDERED), name, _RENDERED[name])


@pytest.mark.parametrize("name", sorted(_PROOF_FUNCTIONS))
def test_a_function_taking_a_proof_is_refused_as_such(name: str) -> None:
    from tests.mathlib_corpus import render_row

    row = rows_named(_PROOF_FUNCTIONS)[name]
    r = render_row(row)
    assert r.formal is None and r.reason is not None
    assert r.reason.endswith(_PROOF_FUNCTIONS[name]), r.reason


_TRIG = "Mathlib.Analysis.SpecialFunctions.Trigonometric.Basic"
_TRIANG = "Mathlib.CategoryTheory.Triangulated.Pretriangulated"


def test_pi_after_an_interval_is_real_pi_only_under_open_real() -> None:
    opened = Scope("", ("Real",), ("Real",), _TRIG)
    assert expand_notations("∫ x in (0)..π, f x", INDEX, opened) == \
        "∫ x in (0)..Real.pi, f x"
    # without `open Real` the token is no notation, and `π` names nothing: refused
    with pytest.raises(Unresolved):
        resolve_text("∫ x in (0)..π, f x", INDEX, Scope("", (), (), _TRIG), {"f"})


def test_a_field_after_an_interval_is_not_a_token() -> None:
    # `a..b` with `b.1`: the identifier after `..` is read whole, as a bound variable's field
    assert resolve_text("∫ x in a..b.1, f x", INDEX, Scope("", (), (), _TRIG),
                        {"a", "b", "f"}) == "∫ x in a..b.1, f x"


@pytest.mark.parametrize("arg", ["C", "(DerivedCategory C)", "Cᵒᵖ", "D"])
def test_dist_triang_is_the_field_at_its_argument(arg: str) -> None:
    got = expand_notations(f"T ∈ distTriang {arg}", INDEX, Scope("", (), (), _TRIANG))
    assert got == (f"T ∈ (CategoryTheory.Pretriangulated.distinguishedTriangles : "
                   f"Set (CategoryTheory.Pretriangulated.Triangle {arg}))")


@pytest.mark.parametrize("text", ["T ∈ distTriang C ↔ P", "T ∈ distTriang C ∧ P",
                                  "T ∈ distTriang F.obj X"])
def test_dist_triang_with_more_after_its_argument_is_refused(text: str) -> None:
    # its argument is `term` at precedence 0: Lean would read the rest into it
    with pytest.raises(Unresolved):
        expand_notations(text, INDEX, Scope("", (), (), _TRIANG))


def test_dist_triang_where_not_imported_is_a_name() -> None:
    # Mathlib.Logic.Basic does not import the notation: `distTriang` stays a (unknown) name
    scope = Scope("", (), (), "Mathlib.Logic.Basic")
    assert expand_notations("T ∈ distTriang C", INDEX, scope) == "T ∈ distTriang C"
    with pytest.raises(Unresolved):
        resolve_text("T ∈ distTriang C", INDEX, scope, {"T", "C"})


_SIMPLICIAL = Scope("", ("CategoryTheory",), ("Simplicial",),
                    "Mathlib.AlgebraicTopology.SimplexCategory.Basic")


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["n", "n + 1", "0", "m.len", "(k + 2)"]),
       st.sampled_from(["", "ₙ", "₂"]), st.booleans())
def test_simplex_brackets_are_mk_only_standing_alone(arg: str, sub: str, under: bool) -> None:
    """`⦋n⦌` is `SimplexCategory.mk n` where `Simplicial` is open; `X _⦋n⦌` (another
    notation's token) and `⦋n⦌ₙ` (the truncated syntax) are left as written."""
    text = f"f (X {'_' if under else ''}⦋{arg}⦌{sub})"
    got = expand_notations(text, INDEX, _SIMPLICIAL)
    if under or sub:
        assert got == text
    else:
        assert got == f"f (X (SimplexCategory.mk ({arg})))"
    # without `open Simplicial` nothing is expanded
    assert expand_notations(text, INDEX, Scope("", (), (), _SIMPLICIAL.module)) == text


_CONVEX = Scope("", (), ("Convex",), "Mathlib.Analysis.Convex.Segment")


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["x", "x + y", "f a", "0"]), st.sampled_from(["𝕜", "ℝ"]),
       st.sampled_from(["y", "(x - y)", "g b c"]))
def test_segment_brackets_are_segment_in_lean_order(x: str, k: str, y: str) -> None:
    """`[x -[𝕜] y]` is `segment 𝕜 x y` (the ring first) under `open Convex`, each term whole;
    without the open the text is left as written (and the parser refuses it)."""
    text = f"z ∈ [{x} -[{k}] {y}]"
    def arg(t: str) -> str:
        return t if IDENT.fullmatch(t) or t.startswith("(") else f"({t})"
    assert expand_notations(text, INDEX, _CONVEX) == f"z ∈ (segment {k} {arg(x)} {arg(y)})"
    assert expand_notations(text, INDEX, Scope("", (), (), _CONVEX.module)) == text


def test_scoped_ns_is_a_namespace_open_can_name() -> None:
    assert INDEX is not None and "UnitDisc" in INDEX.namespaces
    assert "UnitDisc" in INDEX.open_namespaces("Complex", ("UnitDisc",))


# ------------------------------------------------------------------ property over the index

def _declarations() -> list[str]:
    assert INDEX is not None
    return sorted(n for n in INDEX.names if "." in n and not INDEX.names[n]
                  and not n.split(".")[-1].startswith("_") and n not in INDEX.privates)


_DECLS = st.sampled_from(_declarations()) if INDEX is not None else st.nothing()


@settings(max_examples=150, deadline=None)
@given(_DECLS, st.booleans())
def test_a_resolved_name_is_exactly_one_visible_declaration(full: str, inside: bool) -> None:
    """`x` read inside `namespace N` (or under `open N`) where `N.x` is declared: the result,
    if any, is one declaration of the index whose name ends in `x` and that is visible there
    (in `N`, an enclosing namespace of it, the root, or an `export` alias); inside `N` it is
    `N.x` itself (the innermost enclosing namespace that declares it wins)."""
    assert INDEX is not None
    ns, _, short = full.rpartition(".")
    scope = Scope(ns) if inside else Scope("", (ns,), (ns,))
    try:
        got = resolve_name(short, INDEX, scope)
    except Unresolved:
        return   # a refusal (ambiguity, a possible core name) is always allowed
    visible = {f"{p}.{short}" for p in _prefixes(ns)} | {short, full}
    assert INDEX.declared(got) or got in INDEX.aliases, got
    assert got in visible or got in INDEX.aliases.get(short, []) or \
        got in INDEX.aliases.get(full, []), (short, scope, got)
    if inside:
        assert got == full
    elif INDEX.declared(short) and got != short:
        pytest.fail(f"{short} is both {short} and {full} under open {ns}: not one ({got})")


def _prefixes(ns: str) -> list[str]:
    parts = ns.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts) + 1)]
