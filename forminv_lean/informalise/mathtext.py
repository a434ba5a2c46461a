"""Inline mathematics inside a sentence, with Lean's precedences deciding the parentheses.

Three modes: ``lean`` (Lean text, for fallbacks and types), ``symbols`` (readable inline
math: `n % m`, `n!`, `√x`, `|x|`, `gcd(a, b)`, `x^2`) and ``words`` (the same, but `mod`
for `%`, since compound arithmetic stays math even in the words style). Outside ``lean``
an ascription reads "(1 as an element of M)", never `(1 : M)`.
"""

from __future__ import annotations

from collections.abc import Mapping

from forminv_lean.formal.lean.surface import (
    ATOM,
    BINARY_PREC,
    BRACKETS,
    LEAN,
    MAX,
    Style,
    bars,
    lean_text,
    text_prec,
)
from forminv_lean.formal.lean.surface import binders_text as _binders_text
from forminv_lean.formal.lean.surface import paren as _paren
from forminv_lean.formal.meaning.ast import (
    App,
    Ascribe,
    BigOp,
    Binder,
    BinOp,
    Bracket,
    Expr,
    Field,
    Ite,
    Lambda,
    Name,
    UnOp,
)
from forminv_lean.informalise.types import article, call_of, noun

__all__ = ["ATOM", "MAX", "RAW", "lean_text", "math", "math_prec", "paren", "raw",
           "is_variable", "binders_text"]

RAW = "`"   # raw Lean in a sentence is marked: `Nat.minFac n`
#: Mathlib notation operators: in a sentence, Lean unless the lexicon has words for them
#: (`a • x`, scalar multiplication, is written as mathematicians write it, and read back).
NOTATION_OPS = frozenset({"::", "++", "''", "⁻¹'", "×ˢ", "∘", "×", "~",
                          "⟶", "≅", "≌", "⥤", "≫", "⋙"})   # and category theory
#: Names every style writes as they are (constants of the language, types).
_KNOWN_NAMES = frozenset({"∅", "Set.univ", "True", "False", "Real.pi", "π", "ℕ", "ℤ", "ℚ", "ℝ",
                          "ℂ", "Prop", "Type*"})
SYMBOL_CALLS = {
    "gcd": "gcd({0}, {1})", "lcm": "lcm({0}, {1})", "min": "min({0}, {1})",
    "max": "max({0}, {1})", "choose": "choose({0}, {1})",
}

Env = Mapping[str, Expr]


class _MathStyle(Style):
    """Readable inline math (`symbols`; `words` also writes `mod` for `%`): constants the
    language interprets in their usual notation, Mathlib's others as the lexicon words them or
    as marked Lean, and "(1 as an element of M)" for an ascription."""

    lean = False

    def __init__(self, mode: str) -> None:
        self.mode = mode

    def special(self, e: Expr, env: Env) -> tuple[str, int] | None:
        if isinstance(e, Name) and e.id == "Real.pi" and "π" not in env:
            return "π", ATOM   # as in words ("π"); the reader reads a free π as `Real.pi`
        if isinstance(e, UnOp) and e.op == "norm":   # `‖x‖`, as mathematicians write it
            return f"‖{math(e.arg, env, self.mode)}‖", ATOM
        c = call_of(e, env)
        if c is not None and len(c[1]) == 2 and c[0] in SYMBOL_CALLS:
            a, b = (math(x, env, self.mode) for x in c[1])
            return SYMBOL_CALLS[c[0]].format(a, b), ATOM
        if c is not None and len(c[1]) == 1 and c[0] == "natAbs":
            return f"natAbs({math(c[1][0], env, self.mode)})", ATOM
        if c is not None and len(c[1]) == 1 and c[0] in ("factorial", "sqrt", "abs"):
            return _unary(c[0], c[1][0], env, self.mode), ATOM if c[0] == "abs" else MAX
        if c is not None and c[0] == "succ" and len(c[1]) == 1:
            return f"{paren(c[1][0], env, self.mode, 65)} + 1", 65
        if c is None:
            return _opaque_math(e, env, self.mode)
        return None

    def ascription(self, e: Ascribe, env: Env) -> str:
        n = noun(e.type, env, phrase=True)
        if e.expr == Name("↑") and n.sg == "function" and n.tail.startswith(" from "):
            # `((↑) : X → Y)`, the coercion as a function: "(the coercion from elements of
            # X to elements of Y)", the reader's `w_coe_fun`
            return f"(the coercion{n.tail})"
        inner = e.expr.arg if isinstance(e.expr, UnOp) and e.expr.op == "↑" else e.expr
        return f"({math(inner, env, self.mode)} as {article(n.sg)} {n.sg}{n.tail})"

    def power(self, left: str, right: str) -> str | None:
        return f"{left}^{right}"

    def operator(self, op: str) -> str:
        return "mod" if op == "%" and self.mode == "words" else op


_STYLES: dict[str, Style] = {"lean": LEAN, "symbols": _MathStyle("symbols"),
                             "words": _MathStyle("words")}


def math(e: Expr, env: Env, mode: str) -> str:
    """A surface expression as text in `mode` (`lean`, `symbols`, ...)."""
    return text_prec(e, env, _STYLES[mode])[0]


def math_prec(e: Expr, env: Env, mode: str) -> tuple[str, int]:
    """Text and Lean precedence, for callers that decide bracketing themselves."""
    return text_prec(e, env, _STYLES[mode])


def paren(e: Expr, env: Env, mode: str, need: int) -> str:
    """`e` as text, bracketed when its precedence is below `need`."""
    return _paren(e, env, _STYLES[mode], need)


def binders_text(binders: tuple[Binder, ...], env: Env, mode: str) -> str:
    """Binders as written after a quantifier (`x y : ℕ`, `(x : ℕ) (h : …)`)."""
    return _binders_text(binders, env, _STYLES[mode])


def raw(e: Expr) -> str:
    """`e` as marked Lean (`` `Nat.minFac n` ``): what the lexicon has no words for. The
    reader parses the marked text with the formal parser; such items are counted."""
    return f"{RAW}{lean_text(e)}{RAW}"


def is_variable(name: str, env: Env) -> bool:
    """A bound or variable-like name (`u`, `f`, `s₁`), as opposed to a Mathlib constant."""
    from forminv_lean.formal.meaning.opaque import is_variable_name

    return name in env or ("." not in name and is_variable_name(name))


def _opaque_math(e: Expr, env: Env, mode: str) -> tuple[str, int] | None:
    """Math text for what the signature table does not interpret: `log(x)` (a lexicon call
    form), `u(n)` (a function variable applied), `{a, b}`; anything else as marked Lean."""
    from forminv_lean.informalise.calls import SYMBOL_CONSTANTS, opaque_call

    oc = opaque_call(e, env)
    if oc is not None:
        if oc.entry.call:
            return f"{oc.entry.call}({', '.join(math(a, env, mode) for a in oc.args)})", ATOM
        # (a function written with an operator, `f '' s`, `L ⋙ F`, keeps it: the notation
        # family switches between it and the words, which the caller's style chooses; one
        # applied by name or field, `nnnorm x`, `s.card`, is its words here too)
        # (`#s` and Mathlib's notation operators, `f ⁻¹' s`, `f '' s`, unread as math, are
        # their words in the words mode: "(the number of elements of s) / 2", "μ((the
        # preimage of {y} under f))", read back as the constant the operator writes)
        words = _phrase_atom(e, env) if oc.entry.kind == "function" and (
            not isinstance(e, BinOp | UnOp) or (mode == "words" and (
                isinstance(e, UnOp) and e.op == "#" or
                isinstance(e, BinOp) and e.op in NOTATION_OPS))) else None
        return (words or raw(e)), ATOM
    if isinstance(e, App) and isinstance(e.fn, Name) and e.fn.id in ("𝟙", "𝟭"):
        return raw(e), ATOM   # Mathlib's identity notations, not a function variable
    if isinstance(e, App) and (applied := _applied_phrase(e, env, mode)) is not None:
        return applied, ATOM
    if isinstance(e, App) and (applied := _overapplied(e, env, mode)) is not None:
        return applied, ATOM
    if isinstance(e, App) and isinstance(e.fn, Name) and is_variable(e.fn.id, env):
        return f"{e.fn.id}({', '.join(math(a, env, mode) for a in e.args)})", ATOM
    if isinstance(e, Bracket) and e.kind in ("set", "list"):
        return None
    if isinstance(e, Name) and e.id == "Set.univ" and mode == "words":
        return "(the universal set)", ATOM   # as in words, never the Lean name unmarked
    if isinstance(e, Name):
        if is_variable(e.id, env) or e.id in SYMBOL_CONSTANTS or e.id in _KNOWN_NAMES:
            return None
        # field notation worded from the field's name ("(the ker of f) * 2")
        return _phrase_atom(e, env) or raw(e), ATOM
    if isinstance(e, BigOp | App | Field | Lambda) and (words := _phrase_atom(e, env)) is not None:
        # "2 * (the product of m(i) over all i)", "-(the tanh of x)" (`generic_call`)
        return words, ATOM
    if isinstance(e, Bracket) and e.kind == "tuple" and mode == "words" and len(e.items) > 1:
        # a pair `(a, b)` is written as it is (the reader's `m_tuple`), not marked Lean
        return f"({', '.join(math(x, env, mode) for x in e.items)})", ATOM
    if isinstance(e, BinOp) and e.op == "×ˢ" and mode == "words" and (
            words := _phrase_atom(e, env)) is not None:
        return words, ATOM   # "(the Cartesian product of s and t)" on sets
    if isinstance(e, Ite) and mode == "words":   # "(1 if x equals y, and 0 otherwise)"
        from forminv_lean.informalise.realise import ite_words

        return (ite_words(e, env) or raw(e)), ATOM
    if isinstance(e, UnOp) and e.op in ("⋃₀", "⋂₀"):   # "(the union of the sets in S)"
        return (mode == "words" and _phrase_atom(e, env) or raw(e)), ATOM
    if isinstance(e, App | Field | Lambda | BigOp | Ite | Bracket) or (
            isinstance(e, BinOp) and e.op not in BINARY_PREC) or (
            isinstance(e, BinOp) and e.op in NOTATION_OPS) or (
            isinstance(e, UnOp) and (e.op in BRACKETS or e.op in ("#", "⇑", "ᵀ", "ᴴ", "ᵒᵖ"))) or (
            isinstance(e, UnOp) and e.op in ("⋃₀", "⋂₀")):   # (overloaded; unread as math)
        return raw(e), ATOM
    return None


def _applied_phrase(e: App, env: Env, mode: str) -> str | None:
    """Field notation outside the lexicon applied to arguments as its phrase applied
    ("(the symm of e)(y)" for `e.symm y`: Lean applies the term `e.symm` to `y`); the reader
    reads it back to the same application (`m_apply`), field notation on the same object."""
    from forminv_lean.informalise.calls import generic_call

    if not isinstance(e.fn, Field | Name) or isinstance(e.fn, Name) and "." not in e.fn.id:
        return None
    gc = generic_call(e.fn, env, "function")
    if gc is None or not gc.entry.name.startswith("."):
        # (only a field the words read back as field notation: the elaborator types the
        # application of a full name read back, `Polynomial.rootMultiplicity p a + n`,
        # otherwise than Lean's field notation in the statement)
        return None
    words = _phrase_atom(e.fn, env)
    if words is None:
        return None
    return f"{words}({', '.join(math(a, env, mode) for a in e.args)})"


def _overapplied(e: App, env: Env, mode: str) -> str | None:
    """A lexicon function given more arguments than its own, its value a function applied to
    the rest: `Nat.iterate f n x` (`f^[n] x`) as "(f iterated n times)(x)". The reader's
    `m_apply` reads the phrase applied back to the one application `Nat.iterate f n x`."""
    from forminv_lean.informalise.calls import opaque_call
    from forminv_lean.informalise.reader import APPLIED_OPS

    if isinstance(e.fn, BinOp) and e.fn.op in APPLIED_OPS and opaque_call(e.fn, env) is None:
        # `(g₁ * g₂) a`: the operation's value applied, "(g₁ * g₂)(a)" (the reader's
        # `m_apply_math`)
        inner = math(e.fn, env, mode)
        return f"({inner})({', '.join(math(a, env, mode) for a in e.args)})"
    if isinstance(e.fn, BinOp | UnOp):   # `(f ∘ g) x`: "(the composition of f after g)(x)"
        oc = opaque_call(e.fn, env)
        words = _phrase_atom(e.fn, env) if oc is not None and oc.entry.kind == "function" \
            else None
        return None if words is None else \
            f"{words}({', '.join(math(a, env, mode) for a in e.args)})"
    if not isinstance(e.fn, Name):
        return None
    for k in range(len(e.args) - 1, 0, -1):
        oc = opaque_call(App(e.fn, e.args[:k]), env)
        if oc is None:
            continue
        if oc.entry.kind != "function" or any(
                f"{{{i}}}" not in oc.entry.english for i in range(k)):
            return None   # (a phrase that leaves an argument unsaid is read back without it)
        words = _phrase_atom(App(e.fn, e.args[:k]), env)
        if words is None:
            return None
        return f"{words}({', '.join(math(a, env, mode) for a in e.args[k:])})"
    return None


def _phrase_atom(e: Expr, env: Env) -> str | None:
    """A lexicon function inside arithmetic as its phrase in brackets, an atom the reader's
    inline math takes ("(the leading coefficient of p) * 2"), rather than marked Lean; None
    where the realiser's words are not a phrase (it fell back to math)."""
    from forminv_lean.informalise.realise import phrase_words

    text = phrase_words(e, env)
    return f"({text})" if text is not None and RAW not in text else None


def _unary(key: str, arg: Expr, env: Env, mode: str) -> str:
    if key == "factorial":
        return f"{paren(arg, env, mode, ATOM)}!"
    if key == "sqrt":
        return f"√{paren(arg, env, mode, ATOM)}"
    return bars(math(arg, env, mode))
