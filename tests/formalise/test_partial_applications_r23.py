"""A function applied to fewer arguments than it declares has an arrow type, and an untyped
`fun` after an argument whose type nothing fixes takes its domain from the others.

- `∃ c, g =ᵐ[μ] const α c`: `Function.const α c : α → γ` for `c : γ` (lean4 Init/Prelude.lean
  `def Function.const {α : Sort u} (β : Sort v) (a : α) : β → α`), so `g : α → X` makes
  `c : X`; reading the declared result `γ` as the application's type gave `c : α → X`, a
  statement Lean rejects (found by an outside review of round-22 renderings).
- `(fun x : ℝ ↦ F x) =ᶠ[atTop] fun x ↦ G x`: `atTop : Filter ?α` fixes nothing, the first
  function fixes `α := ℝ`, so the second `x` is real, whatever `G`'s domain is.

Property tests over the number types and filters, and the corpus's own statements of both
shapes (skipped when the corpus is absent).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import elaborate, parse, to_lean
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.statements import elaborate_rendering
from forminv_lean.formalise.binder_types import infer_types
from tests.mathlib_corpus import applications, render_row, rows

NUMBERS = ["ℕ", "ℤ", "ℚ", "ℝ", "ℂ"]
#: constants whose type is `Filter α` with `α` fixed by nothing of their own (Mathlib/Order/
#: Filter/AtTopBot/Defs.lean:30 `def atTop [Preorder α] : Filter α`, :37 `def atBot`)
OPEN_FILTERS = ["Filter.atTop", "Filter.atBot"]


def _lambda_domains(t: Any) -> list[str]:
    out = []
    if getattr(t, "op", None) == "lambda" and t.ty.head == "fun":
        out.append(str(t.ty.args[0]))
    for a in getattr(t, "args", ()):
        out.extend(_lambda_domains(a))
    return out


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(NUMBERS), st.sampled_from(NUMBERS), st.sampled_from(OPEN_FILTERS))
def test_an_untyped_fun_takes_its_domain_from_the_function_before_it(dom: str, other: str,
                                                                     filt: str) -> None:
    # `g`'s own domain (`other`) must not decide the second `x`'s type: the first `fun`'s does
    text = (f"∀ (f : {dom} → ℂ) (g : {other} → ℂ), "
            f"(fun x : {dom} ↦ f x) =ᶠ[{filt}] fun x ↦ g x")
    try:
        term = elaborate(parse(text))
    except Exception:   # noqa: BLE001 - a refusal (Lean has no cast from `dom` to `other`)
        return
    assert _lambda_domains(term) == [dom, dom], (text, term)
    # and Lean text for it is printed, with the filter at that type
    assert f"({filt} : Filter {dom})" in to_lean(text)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["α", "β", "ℕ", "Set α"]), st.sampled_from(["X", "ℝ", "List X"]))
def test_a_partial_application_is_typed_with_its_missing_arrows(dom: str, cod: str) -> None:
    types = {"g": f"{dom} → {cod}", "α": "Type*", "β": "Type*", "X": "Type*", "c": "_"}
    for rel in ("=ᶠ[l]", "="):
        if rel != "=":
            types["l"] = f"Filter ({dom})"
        t = parse(f"g {rel} Function.const ({dom}) c")
        found = infer_types(["c"], [(t, dict(types))], ["c"])
        # the binder is the constant's value, never a function into it
        assert found.get("c", cod) == cod, (rel, dom, cod, found)


def test_corpus_constant_functions_bind_a_value() -> None:
    # every corpus statement saying `f =ᶠ[l] const α c`/`=ᵐ[μ]`: if rendered, the rendering
    # elaborates with the relation read as plain equality of functions (which is what it
    # compares), so `const α c` has `f`'s type
    found = list(rows(lambda line: bool(re.search(r"=[ᵐᶠ]\[[^\]]*\] const ", line))))
    assert len(found) >= 8, len(found)
    rendered = 0
    for row in found:
        r = render_row(row)
        if r.formal is None:
            continue
        rendered += 1
        plain = re.sub(r"=[ᵐᶠ]\[(?:[^\[\]]|\[[^\[\]]*\])*\]", "=", r.formal)
        elaborate_rendering(plain)   # raises on `∃ (c : α → X), g = Function.const α c`
    assert rendered >= 5, rendered


def test_corpus_functions_beside_at_top_share_a_domain() -> None:
    # `(fun x : T ↦ …) =ᶠ[atTop] fun x ↦ …` in the corpus: wherever both compared functions are
    # `fun`s, they range over one type (Lean elaborates the second against the first's type)
    found = list(rows(lambda line: "=ᶠ[atTop] fun" in line and "(fun x : ℝ ↦" in line))
    assert found, "no corpus statement of the shape"
    checked = 0
    for row in found:
        r = render_row(row)
        if r.formal is None:
            continue
        for app in applications(elaborate_rendering(r.formal), "Filter.EventuallyEq"):
            funs = [a for a in app.args if a.op == "lambda"]
            if len(funs) == 2:
                assert funs[0].ty.args[0] == funs[1].ty.args[0], (row["name"], r.formal)
                checked += 1
    assert checked >= 1, [row["name"] for row in found]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["=ᵐ[μ]", "=ᶠ[l]"]), st.sampled_from(["X", "ℝ", "List X"]))
def test_the_checker_refuses_a_function_of_another_arity(rel: str, cod: str) -> None:
    # `Function.const α c` with `c : α → Y` is `α → α → Y`; Lean rejects it where `g : α → Y`
    # fixes `α → Y`, so the checker must not read the text (it had kept the application
    # uninterpreted, as for an imprecise table)
    head = "∀ {α X : Type*} [MeasurableSpace α] (μ : MeasureTheory.Measure α) (l : Filter α)"
    with pytest.raises(UnsupportedError):
        elaborate(parse(f"{head} (g : α → {cod}), ∃ (c : α → {cod}), g {rel} Function.const α c"))
    elaborate(parse(f"{head} (g : α → {cod}), ∃ (c : {cod}), g {rel} Function.const α c"))
