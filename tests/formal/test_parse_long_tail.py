"""Round 10's long tail of Mathlib term syntax: `|a|`, `‖x‖` and `⌊x⌋` as an application's
argument, `(R ∙ x)` (the span of one vector), the alternating maps `M [⋀^ι]→ₗ[R] N`, and a
`fun` inside a type (named by its text).

Each construct: parsed into the tree Lean's notation expands to (checked against Mathlib
v4.19.0); printed back (`surface.lean_text`) to a text that parses to the same tree; the
readings Lean would make otherwise refused; and corpus statements using it rendered (skipped
without the corpus)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import elaborate
from forminv_lean.formal.errors import FormalParseError
from forminv_lean.formal.lean.surface import lean_text
from forminv_lean.formal.meaning.ast import App, Binder, BinOp, Bracket, Expr, Lambda, Name, UnOp
from forminv_lean.formal.meaning.elaboration import show_expr
from forminv_lean.formal.meaning.parser import CDOT_VAR, parse
from forminv_lean.formal.meaning.terms import walk
from tests.mathlib_corpus import needs_index, render_row, require, rows, rows_named

a, b, f, x, y, R = (Name(n) for n in ("a", "b", "f", "x", "y", "R"))


def _app(head: Expr, *args: Expr) -> App:
    return App(head, args)


#: The variable of a `·` section (`parser.CDOT_VAR`, numbered from 1).
_DOT = Name(f"{CDOT_VAR}1")


def _section(body: Expr) -> Lambda:
    return Lambda((Binder((_DOT.id,), None),), body)


def _span(r: Expr, v: Expr) -> App:
    return _app(Name("Submodule.span"), r, Bracket("set", (v,)))


@pytest.mark.parametrize(("text", "tree"), [
    # Mathlib/Algebra/Order/Group/Unbundled/Abs.lean:39 `macro:max atomic("|" noWs) a:term
    # noWs "|"`: a term at max, so an argument
    ("f |x|", _app(f, UnOp("abs", x))),
    ("f |x| |y|", _app(f, UnOp("abs", x), UnOp("abs", y))),
    ("||x| - |y|| ≤ |x - y|", BinOp("≤", UnOp("abs", BinOp("-", UnOp("abs", x), UnOp("abs", y))),
                                    UnOp("abs", BinOp("-", x, y)))),
    ("f |x|ₘ", _app(f, _app(Name("mabs"), x))),
    # a set-builder's bar (spaced) and a bar left open stay bars
    ("{x | |x| < a}", parse("{x | (|x|) < a}")),
    # Mathlib/Analysis/Normed/Group/Basic.lean:72 `notation "‖" e "‖" => norm e` (and :73
    # `‖e‖₊`): an argument, the bars paired innermost first
    ("f ‖x‖ ‖y‖", _app(f, UnOp("norm", x), UnOp("norm", y))),
    ("f ‖x‖₊", _app(f, _app(Name("nnnorm"), x))),
    ("‖‖x‖ - a‖", UnOp("norm", BinOp("-", UnOp("norm", x), a))),
    ("‖f x‖⁻¹", UnOp("⁻¹", UnOp("norm", _app(f, x)))),
    ("‖a⁺‖ ≤ ‖a‖", BinOp("≤", UnOp("norm", _app(Name("PosPart.posPart"), a)), UnOp("norm", a))),
    ("f (‖·‖) (|·|)", _app(f, _section(UnOp("norm", _DOT)), _section(UnOp("abs", _DOT)))),
    ("f ⌊x⌋₊", _app(f, UnOp("⌊⌋₊", x))),
    # Mathlib/LinearAlgebra/Span/Defs.lean:273 `notation:1000 R " ∙ " x => span R (singleton
    # x)`, in `namespace Submodule`: `x` read to the end
    ("(R ∙ x) ⊔ a", BinOp("⊔", _span(R, x), a)),
    ("f (R ∙ x - y)", _app(f, _span(R, BinOp("-", x, y)))),
    # Mathlib/LinearAlgebra/Alternating/Basic.lean:67 `notation M " [⋀^" ι "]→ₗ[" R "] "
    # N:100 => AlternatingMap R M N ι`; Topology/Algebra/Module/Alternating/Basic.lean:47 `→L[`
    ("a [⋀^b]→ₗ[R] x", _app(Name("AlternatingMap"), R, a, x, b)),
    ("y → a [⋀^f b]→L[R] x", BinOp("→", y, _app(Name("ContinuousAlternatingMap"), R, a, x,
                                                  _app(f, b)))),
])
def test_constructs_parse_to_their_expansions(text: str, tree: Any) -> None:
    assert parse(text) == tree


@pytest.mark.parametrize("text", [
    "f | x|",        # `atomic("|" noWs)`: an opening bar is followed by no space
    "μ[f|m] = a",    # `μ[f|m]` (condExp) is another notation: its bar is not an `|a|`
    "(f R ∙ x)",     # `R` more than one atom: which part Lean takes is not read here
    "R ∙ x",         # `∙` outside a bracket of its own
    "(a + R ∙ x)",   # Lean: `a + (R ∙ x)`
    "a [⋀^b]→ₗ[R] x → y",   # an arrow after the notation: its precedence is not read here
])
def test_readings_not_lean_s_are_refused(text: str) -> None:
    with pytest.raises(FormalParseError):
        parse(text)


_ATOMS = st.sampled_from([a, b, x])


def _trees() -> Any:
    return st.recursive(_ATOMS, lambda sub: st.one_of(
        st.builds(lambda h, u: UnOp(h, u), st.sampled_from(["abs", "norm", "⌊⌋"]), sub),
        st.builds(lambda u, v: _app(f, u, v), sub, sub),
        # (a relation in `{…}` is not read as a set literal: not one of a vector)
        st.builds(lambda u: _span(R, u), sub).filter(lambda t: "'='" not in repr(t)),
        st.builds(lambda u, v: _app(Name("AlternatingMap"), R, u, v, b), sub, sub),
        st.builds(lambda o, u, v: BinOp(o, u, v), st.sampled_from(["+", "-", "*", "="]), sub,
                  sub)), max_leaves=8)


@settings(max_examples=300, deadline=None)
@given(_trees())
def test_printing_round_trips(tree: Expr) -> None:
    # the Lean text of a tree with bars in any position parses back to the same tree
    assert parse(lean_text(tree)) == tree


@pytest.mark.parametrize("text", [
    "f |x| ‖y‖ = ⌊a⌋", "||x| - |y|| ≤ |x - y|", "(R ∙ x) ⊔ (R ∙ y) = a", "‖‖x‖ - a‖ = b",
])
def test_texts_print_back_to_the_same_tree(text: str) -> None:
    assert parse(lean_text(parse(text))) == parse(text)


def test_the_span_of_one_vector_elaborates_to_submodule_span() -> None:
    t = elaborate("∀ {K V : Type*} [Field K] [AddCommGroup V] [Module K V] (x : V) "
                  "(s : Submodule K V), (K ∙ x) ⊔ s = s")
    assert any(u.op == "app" and u.name == "Submodule.span" for u in walk(t))


@pytest.mark.parametrize(("text", "shown"), [
    # a `·` section as written; any other `fun` with its binders (a type's name is its text)
    ("Maximal (· ∈ s) x", "Maximal (· ∈ s) x"),
    ("lp (fun _ : α ↦ E) p", "lp (fun (_ : α) => E) p"),
    ("F (fun (i : ι) j => E i j)", "F (fun (i : ι) j => E i j)"),
])
def test_a_fun_in_a_type_is_shown_as_lean_text(text: str, shown: str) -> None:
    assert show_expr(parse(text)) == shown
    assert parse(shown) == parse(text)


#: Corpus theorems each construct now renders, with a piece of the rendering.
RENDERED: dict[str, str] = {
    "Real.exp_abs_le": "Real.exp |x| ≤",
    "ContinuousOn.circleIntegrable'": "(Metric.sphere c |R|)",
    "Asymptotics.isBigOWith_const_mul_self": "IsBigOWith ‖c‖ l",
    "Complex.IsExpCmpFilter.isLittleO_log_norm_re": "Real.log ‖z‖",
    "Submodule.covBy_span_singleton_sup": "CovBy s ((K ∙ x) ⊔ s)",
    "LinearMap.span_singleton_sup_ker_eq_top": "(K ∙ x) ⊔ LinearMap.ker f = ⊤",
    "Module.isTorsionBySet_span_singleton_iff": "Module.IsTorsionBySet R M (R ∙ a)",
    "OrderIso.map_maximal_mem": "(hx : Maximal (· ∈ s) x), Maximal (· ∈ t)",
    "AlternatingMap.map_basis_eq_zero_iff": "(f : M [⋀^ι]→ₗ[R] R), f e = 0 ↔ f = 0",
    "ContinuousAlternatingMap.coe_add": "(f g : M [⋀^ι]→L[R] N)",
}


@pytest.fixture(scope="module")
def corpus_rows() -> dict[str, dict[str, Any]]:
    require()
    return rows_named(set(RENDERED))


@needs_index
@pytest.mark.parametrize("name", sorted(RENDERED))
def test_corpus_constructs_render(name: str, corpus_rows: dict[str, dict[str, Any]]) -> None:
    assert name in corpus_rows, f"{name} is not a row of the corpus"
    r = render_row(corpus_rows[name])
    assert r.formal is not None, r.reason
    assert RENDERED[name] in r.formal, r.formal


#: Each construct's pattern in a header, and how many corpus headers with it must render (the
#: whole corpus at round 10: 40 of 77 spans, 60 of 119 alternating maps, 49 and 59 headers
#: with a bar or a norm as an argument). A bar before `>` is core's pipe `e |>.f` (round 27 spells
#: it `(e).f`), no absolute value.
COUNTS: dict[str, tuple[str, int]] = {
    "span": (r"\(\S+ ∙ ", 30), "alternating": (r"\[⋀\^", 45),
    "abs argument": (r"[\w)] \|[^\s|>]", 35), "norm argument": (r"[\w)] ‖[^\s‖]", 45),
}


@needs_index
def test_corpus_renderings_using_the_constructs() -> None:
    made: dict[str, int] = dict.fromkeys(COUNTS, 0)
    for row in rows(lambda line: "∙" in line or "⋀^" in line or "|" in line or "‖" in line):
        hits = [k for k, (pat, _) in COUNTS.items() if re.search(pat, row["decl"])]
        if not hits:
            continue
        r = render_row(row)
        if r.formal is None:
            continue
        for k in hits:
            made[k] += 1
            assert re.search(COUNTS[k][0], r.formal), (k, row["decl"], r.formal)
    assert all(made[k] > least for k, (_, least) in COUNTS.items()), made
