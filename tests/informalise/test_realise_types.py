"""Every bound variable is worded with the type the elaborator gives it (issue #17, item 1).

Over the renderings the project ships (extract/curated/theorems.toml `formal`) and the
differential generator's statements (tests/formal/gen), with binder types erased at random
and statements conjoined so that binders of one name and different types meet (`∃!`, whose
body the elaborator copies, included): the noun the realiser introduces each variable with
is the noun of its elaborated type. The guesser in `informalise.types` answers only when
elaboration fails, and the realisation says so.
"""

from __future__ import annotations

import re
import sys
import tomllib
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import FormalParseError, UnsupportedError, elaborate, parse
from forminv_lean.formal.meaning.ast import Binder, BinOp, Expr, Name, Num, Quant, SetBuilder
from forminv_lean.formal.meaning.terms import walk
from forminv_lean.informalise import STYLE_NAMES, Style, realisation
from forminv_lean.informalise.mathtext import math
from forminv_lean.informalise.types import noun, ty_expr

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests" / "formal"))  # the generator package `gen`

from gen.choose import DrawChooser  # noqa: E402
from gen.generate import Gen  # noqa: E402
from gen.syntax import render  # noqa: E402

STYLES = st.builds(Style, **{f: st.sampled_from(v) for f, v in STYLE_NAMES.items()})
CURATED = [t["formal"] for t in tomllib.loads(
    (REPO / "extract" / "curated" / "theorems.toml").read_text("utf-8"))["theorem"]
    if t.get("formal")]


def _raw_bound(e: object) -> set[str]:
    """Names bound by a ∀/∃/set-builder anywhere in a raw tree."""
    out: set[str] = set()
    if isinstance(e, Quant):
        out.update(n for b in e.binders for n in b.names)
    if isinstance(e, SetBuilder):
        out.add(e.var)
    if isinstance(e, tuple):
        for x in e:
            out |= _raw_bound(x)
    elif hasattr(e, "__dataclass_fields__"):
        for k in e.__dataclass_fields__:
            out |= _raw_bound(getattr(e, k))
    return out


def assert_nouns_are_elaborated_types(expr: Expr, style: Style) -> None:
    r = realisation(expr, style)
    try:
        typed = elaborate(expr)
    except (FormalParseError, UnsupportedError):
        assert r.types_from == "guess" and "elaboration failed" in r.note, r
        return
    assert r.types_from == "elaborator", r
    text = r.text
    raw = _raw_bound(expr)
    for t in walk(typed):
        if t.op not in ("forall", "exists", "setof") or t.name not in raw:
            continue  # `x'` of an unfolded `∃! x`: no binder of the rendering
        ty = ty_expr(t.bty) if t.bty is not None else None
        n = noun(ty, {})
        name = re.escape(t.name)
        others = r"(?:[\w'₀-₉]+(?:, | and ))*"
        worded = rf"\b(?:{re.escape(n.sg)}|{re.escape(n.pl)}) {others}{name}(?![\w'₀-₉])"
        # in symbols a set-builder or a `fun` body is Lean: `{x : ℕ | …}`, `∀ y : ℤ, …`
        lean = rf"(?<![\w'₀-₉]){name} : {re.escape(math(ty, {}, 'lean'))}" if ty else None
        assert re.search(worded, text) or (lean and re.search(lean, text)), \
            (t.name, str(t.bty), n, text)


@st.composite
def erased(draw: st.DrawFn, e: Expr) -> Expr:
    """`e` with the written type of some ∀/∃ binders dropped (the elaborator infers them)."""
    if isinstance(e, Quant):
        bs = tuple(b if b.info != "explicit" or b.type is None or draw(st.booleans())
                   else replace(b, type=None) for b in e.binders)
        return replace(e, binders=bs, body=draw(erased(e.body)))
    if isinstance(e, BinOp):
        return replace(e, lhs=draw(erased(e.lhs)), rhs=draw(erased(e.rhs)))
    return e


@st.composite
def generated(draw: st.DrawFn) -> Expr:
    return parse(render(Gen(DrawChooser(draw)).statement()))


@st.composite
def unique(draw: st.DrawFn, e: Expr) -> Expr:
    """`∃! w : T, e` (elaborated by copying `e`: `∃ w, e ∧ ∀ w', e → w' = w`)."""
    if not draw(st.booleans()):
        return e
    t = draw(st.sampled_from(["ℕ", "ℤ", "ℝ"]))
    return Quant("∃!", (Binder(("w",), Name(t)),), BinOp("∧", BinOp("=", Name("w"), Num("0")),
                                                            e))


@st.composite
def statements(draw: st.DrawFn) -> Expr:
    """A curated or generated statement, or two conjoined (binder names meet across them)."""
    one = st.one_of(st.sampled_from(CURATED).map(parse), generated())
    e = draw(erased(draw(one)))
    if draw(st.booleans()):
        e = BinOp(draw(st.sampled_from(["∧", "∨", "→"])), draw(unique(e)),
                  draw(erased(draw(one))))
    return e


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(statements(), STYLES)
def test_realised_noun_of_every_bound_variable_is_its_elaborated_type(expr: Expr,
                                                                      style: Style) -> None:
    assert_nouns_are_elaborated_types(expr, style)


@pytest.mark.slow
def test_every_curated_rendering_names_its_elaborated_types() -> None:
    assert len(CURATED) >= 100
    for f in CURATED:
        for style in (Style(), Style(notation="symbols"), Style(quantifier="any")):
            assert_nouns_are_elaborated_types(parse(f), style)


def test_copied_and_unvisited_binders_keep_their_own_type() -> None:
    """`∃!` (its body elaborated twice) and `fun` bodies held a later `y : ℝ` to be an
    integer when binders were matched by name and position."""
    for f in ("(∃! x : ℕ, ∀ y : ℤ, (x : ℤ) ≤ y) ∧ ∀ y, y = (1/2 : ℝ)",
              "(fun x : ℕ => ∀ y : ℤ, y = x) = (fun x : ℕ => True) ∧ ∀ y, y = (1/2 : ℝ)",
              "(∀ x, x = (1/2 : ℝ) → x > 0) ∧ (∀ x, x - 5 = 0)"):
        text = realisation(f).text
        assert "real number y" in text or "natural number x, x - 5" in text, text
        assert_nouns_are_elaborated_types(parse(f), Style())


def test_issue_examples_are_worded_from_the_elaborator() -> None:
    r = realisation("∀ n, ∃ m, (m : ℤ) > n")
    assert r.types_from == "elaborator"
    assert "For every integer n, there exists an integer m" in r.text
    assert "value" not in r.text
