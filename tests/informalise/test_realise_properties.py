"""Properties the wording must have whatever the rendering: the paper's error classes.

* passive never inverts divisibility ("b is divisible by a" for `a ∣ b`, never the reverse);
* implication wordings never read as a biconditional;
* every bound variable's type is named (no "dropped type context"), and it is the type the
  elaborator gives it, also when the binder has no type written (issue #17).
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import FormalParseError, UnsupportedError, elaborate
from forminv_lean.formal.meaning.ast import App, Binder, BinOp, Expr, Name, Num, Quant, UnOp
from forminv_lean.informalise import STYLE_NAMES, Style, realisation, realise
from forminv_lean.informalise.reader import formula_key, read
from forminv_lean.informalise.types import noun, ty_expr

NAMES = st.from_regex(r"[a-z][a-z0-9']{0,3}", fullmatch=True).filter(
    lambda s: s not in {"abs", "gcd", "lcm", "min", "max"})
STYLES = st.builds(Style, **{f: st.sampled_from(v) for f, v in STYLE_NAMES.items()})
NUMERIC = ["ℕ", "ℤ", "ℚ", "ℝ"]


@st.composite
def operand(draw: st.DrawFn, names: list[str]) -> tuple[Expr, str]:
    """A variable, a numeral, or one arithmetic step; with its expected inline text."""
    kind = draw(st.sampled_from(["var", "num", "op"]))
    if kind == "var":
        n = draw(st.sampled_from(names))
        return Name(n), n
    if kind == "num":
        k = str(draw(st.integers(0, 99)))
        return Num(k), k
    op = draw(st.sampled_from(["+", "-", "*"]))
    a, b = draw(st.sampled_from(names)), draw(st.sampled_from(names))
    return BinOp(op, Name(a), Name(b)), f"{a} {op} {b}"


@st.composite
def divisibility(draw: st.DrawFn) -> tuple[Expr, str, str]:
    names = draw(st.lists(NAMES, min_size=2, max_size=3, unique=True))
    ty = draw(st.sampled_from(["ℕ", "ℤ"]))
    (a, at), (b, bt) = draw(operand(names)), draw(operand(names))
    body: Expr = BinOp("∣", a, b)
    if draw(st.booleans()):  # under a hypothesis, as Mathlib states most ∣ lemmas
        body = BinOp("→", BinOp("<", Num("0"), Name(names[0])), body)
    return Quant("∀", (Binder(tuple(names), Name(ty)),), body), at, bt


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(divisibility(), STYLES)
def test_passive_never_inverts_divisibility(case: tuple[Expr, str, str], style: Style) -> None:
    expr, a, b = case
    text = realise(expr, replace(style, relation_voice="passive", notation="words"))
    assert f"{b} is divisible by {a}" in text
    if a != b:
        assert f"{a} is divisible by {b}" not in text


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(divisibility(), STYLES)
def test_active_divides_keeps_the_order(case: tuple[Expr, str, str], style: Style) -> None:
    expr, a, b = case
    text = realise(expr, replace(style, relation_voice="active", notation="words",
                                 lexicon="plain"))
    assert f"{a} divides {b}" in text


@st.composite
def implication(draw: st.DrawFn) -> Expr:
    names = draw(st.lists(NAMES, min_size=2, max_size=3, unique=True))
    ty = draw(st.sampled_from(NUMERIC))

    def atom() -> Expr:
        op = draw(st.sampled_from(["<", "≤", "=", "≠", "∣", ">", "≥"]))
        return BinOp(op, Name(draw(st.sampled_from(names))), Name(draw(st.sampled_from(names))))

    hyps = [atom() for _ in range(draw(st.integers(1, 3)))]
    concl: Expr = atom()
    if draw(st.booleans()):
        concl = BinOp(draw(st.sampled_from(["∧", "∨"])), concl, atom())
    for h in reversed(hyps):
        concl = BinOp("→", h, concl)
    return Quant("∀", (Binder(tuple(names), Name(ty)),), concl)


IFF_WORDS = re.compile(r"if and only if|exactly when|precisely when|just in case|\biff\b")


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(implication(), STYLES)
def test_implication_styles_never_read_as_iff(expr: Expr, style: Style) -> None:
    text = realise(expr, style)
    assert not IFF_WORDS.search(text), text
    assert text.endswith(".") and text[0].isupper()


def test_every_implication_style_differs() -> None:
    f = "∀ m n : ℕ, m ∣ n → 0 < n → m ≤ n"
    texts = {realise(f, Style(implication=i)) for i in STYLE_NAMES["implication"]}
    assert len(texts) == len(STYLE_NAMES["implication"])


TYPES: dict[str, tuple[Expr, tuple[str, str]]] = {
    "ℕ": (Name("ℕ"), ("natural number", "natural numbers")),
    "ℤ": (Name("ℤ"), ("integer", "integers")),
    "ℚ": (Name("ℚ"), ("rational number", "rational numbers")),
    "ℝ": (Name("ℝ"), ("real number", "real numbers")),
    "Set ℕ": (App(Name("Set"), (Name("ℕ"),)), ("set", "sets")),
    "Set ℝ": (App(Name("Set"), (Name("ℝ"),)), ("set", "sets")),
}


@st.composite
def typed_binders(draw: st.DrawFn) -> tuple[Expr, list[tuple[str, str]]]:
    keys = draw(st.lists(st.sampled_from(sorted(TYPES)), min_size=1, max_size=3))
    names = draw(st.lists(NAMES, min_size=len(keys), max_size=len(keys), unique=True))
    binders = tuple(Binder((n,), TYPES[k][0]) for n, k in zip(names, keys, strict=True))
    body = BinOp("=", Name(names[0]), Name(names[0]))
    kind = draw(st.sampled_from(["∀", "∃"]))
    return Quant(kind, binders, body), list(zip(names, keys, strict=True))


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(typed_binders(), STYLES)
def test_every_bound_variable_has_its_type_named(case: tuple[Expr, list[tuple[str, str]]],
                                                 style: Style) -> None:
    expr, bound = case
    text = realise(expr, style)
    for name, key in bound:
        sg, pl = TYPES[key][1]
        assert sg in text or pl in text, (key, text)
        if key.startswith("Set"):
            inner = TYPES[key[4:]][1][1]
            assert f"of {inner}" in text, text
        assert re.search(rf"(?<![\w']){re.escape(name)}(?![\w'])", text), (name, text)


def test_integer_context_is_never_dropped() -> None:
    """The paper's ℤ → ℕ stripping: an integer statement must say 'integer'."""
    for style in (Style(), Style(quantifier="any"), Style(notation="symbols")):
        text = realise("∀ a b : ℤ, a - b + b = a", style)
        assert "integer" in text and "natural" not in text


def test_untyped_binders_are_named_by_their_elaborated_type() -> None:
    """Issue #17's examples: the cast does not make `x` real, it makes it a natural number."""
    assert "For every natural number x, (x as a real number)" in realise("∀ x, (↑x : ℝ) ≥ 0")
    text = realise("∀ n : ℕ, ∃ m, (m : ℤ) > n")
    assert "there exists an integer m" in text and "value" not in text
    assert realisation("∀ x, (↑x : ℝ) ≥ 0").types_from == "elaborator"


def test_guesser_is_only_a_fallback_and_says_so() -> None:
    r = realisation("∀ x : ℝ, f x = x")   # `f` is outside the language: no elaboration
    assert r.types_from == "guess" and "elaboration failed" in r.note


@st.composite
def untyped(draw: st.DrawFn) -> Expr:
    """A generated statement with its binder types erased where the body still fixes them."""
    from formulas import statement

    e = draw(statement())
    assert isinstance(e, Quant)
    keep = draw(st.lists(st.booleans(), min_size=len(e.binders), max_size=len(e.binders)))
    binders = tuple(b if k else replace(b, type=None) for b, k in zip(e.binders, keep,
                                                                      strict=True))
    return replace(e, binders=binders)


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(untyped(), STYLES)
def test_realised_noun_of_every_bound_variable_is_its_elaborated_type(expr: Expr,
                                                                      style: Style) -> None:
    try:
        typed = elaborate(expr)
    except (FormalParseError, UnsupportedError):
        return
    text = realise(expr, style)
    # each outer variable is introduced with the noun of its elaborated type
    t = typed
    while t.op == "forall":
        assert t.bty is not None
        n = noun(ty_expr(t.bty), {})
        names = rf"(?:[\w']+(?:, | and ))*{t.name}\b"
        assert re.search(rf"\b(?:{n.sg}|{n.pl}) {names}", text), (t.name, t.bty, text)
        t = t.args[0]
    # and the reader, which knows nothing of the elaborator, gets every binder's type back
    got = read(text)
    assert formula_key(got.formal, oriented=True) == formula_key(expr, oriented=True)


def test_untyped_binder_gets_lean_default_type() -> None:
    assert "natural number x" in realise("∀ x > 0, x ≥ 1")
    assert "real number y" in realise("∀ x : ℝ, ∀ y > x, x < y")
    assert "set" not in realise("∀ s : Set ℤ, ∀ x ∈ s, x ∈ s").split(",")[1]
    assert "integer x in s" in realise("∀ s : Set ℤ, ∀ x ∈ s, x ∈ s")


# -- robustness: any tree the parser could build gets a sentence, never an exception ---------

LEAF = st.one_of(st.sampled_from([Name(n) for n in ("x", "y", "s", "p.Prime", "Set.univ", "∅",
                                                    "True", "Nat.gcd", "n.choose", "f")]),
                 st.builds(Num, st.sampled_from(["0", "1", "2", "1.5"])))
OPS = ["+", "-", "*", "/", "%", "^", "∩", "∪", "\\", "⊓", "⊔", "=", "≠", "<", "≤", ">", "≥",
       "∣", "∈", "∉", "⊆", "⊂", "∧", "∨", "→", "↔"]
TYPES_ANY = st.sampled_from([Name("ℕ"), Name("ℤ"), Name("ℝ"), Name("Type*"),
                             App(Name("Set"), (Name("ℕ"),)), None])


def _trees(children: st.SearchStrategy[Expr]) -> st.SearchStrategy[Expr]:
    binder = st.builds(lambda n, t, i, p: Binder((n,), t, i, p),
                       st.sampled_from(["x", "y", "s", "α"]), TYPES_ANY,
                       st.sampled_from(["explicit", "implicit", "strict", "inst"]),
                       st.one_of(st.none(), st.tuples(st.sampled_from(["<", "∈", "≠"]), children)))
    return st.one_of(
        st.builds(BinOp, st.sampled_from(OPS), children, children),
        st.builds(UnOp, st.sampled_from(["¬", "-", "↑", "√", "!", "⁻¹", "ᶜ", "abs"]), children),
        st.builds(lambda f, a: App(f, (a,)), st.sampled_from(
            [Name("Even"), Name("Nat.Prime"), Name("Real.sqrt"), Name("min"), Name("g")]), children),
        st.builds(lambda k, b, body: Quant(k, tuple(b), body), st.sampled_from(["∀", "∃"]),
                  st.lists(binder, min_size=1, max_size=3), children),
    )


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(st.recursive(LEAF, _trees, max_leaves=12), STYLES)
def test_realise_never_raises_on_random_trees(expr: Expr, style: Style) -> None:
    text = realise(expr, style)
    assert text.endswith(".") and "\n" not in text
