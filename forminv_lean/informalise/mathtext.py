"""Inline mathematics inside a sentence, with Lean's precedences deciding the parentheses.

Three modes: ``lean`` (Lean text, for fallbacks and types), ``symbols`` (readable inline
math: `n % m`, `n!`, `√x`, `|x|`, `gcd(a, b)`, `x^2`) and ``words`` (the same, but `mod`
for `%`, since compound arithmetic stays math even in the words style). Outside ``lean``
an ascription reads "(1 as an element of M)", never `(1 : M)`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

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
    Num,
    Quant,
    SetBuilder,
    UnOp,
)
from forminv_lean.informalise.types import article, call_of, noun

MAX = 1024   # application `f x`
ATOM = MAX + 1  # names, numerals, bracketed forms: never need parentheses
# op -> (precedence, associativity: "l", "r" or "n")
BINARY_PREC: dict[str, tuple[int, str]] = {
    "↔": (20, "n"), "→": (25, "r"), "∨": (30, "r"), "∧": (35, "r"),
    "=": (50, "n"), "≠": (50, "n"), "<": (50, "n"), "≤": (50, "n"), ">": (50, "n"),
    "≥": (50, "n"), "∣": (50, "n"), "∈": (50, "n"), "∉": (50, "n"), "⊆": (50, "n"),
    "⊂": (50, "n"), "+": (65, "l"), "-": (65, "l"), "∪": (65, "l"), "⊔": (68, "l"),
    "⊓": (69, "l"), "*": (70, "l"), "/": (70, "l"), "%": (70, "l"), "∩": (70, "l"),
    "\\": (70, "l"), "^": (75, "r"),
    # Mathlib notation (formal/grammar.lark): lists, scalar action, images, composition
    "::": (67, "r"), "++": (65, "r"), "•": (73, "r"), "''": (80, "l"), "⁻¹'": (80, "l"),
    "×ˢ": (80, "l"), "∘": (90, "r"), "×": (35, "r"), "~": (50, "n"),
}
HOM_PREC = (25, "r")   # `α →+* β` and the other bundled-morphism arrows
#: Prefix operators written before their argument, and bracketing ones (`⌊x⌋`, `‖x‖`).
PREFIX = frozenset({"↑", "⇑", "√", "#"})
BRACKETS = {"⌊⌋": ("⌊", "⌋"), "⌈⌉": ("⌈", "⌉"), "⌊⌋₊": ("⌊", "⌋₊"), "⌈⌉₊": ("⌈", "⌉₊"),
            "norm": ("‖", "‖")}
BIGOP_BODY = {"∑": 71, "∏": 71, "∑ᶠ": 71, "∏ᶠ": 71, "⋃": 66, "⋂": 66, "⨆": 66, "⨅": 66}
RAW = "`"   # raw Lean in a sentence is marked: `Nat.minFac n`
#: Mathlib notation operators: in a sentence, Lean unless the lexicon has words for them.
NOTATION_OPS = frozenset({"::", "++", "•", "''", "⁻¹'", "×ˢ", "∘", "×", "~"})
#: Names every style writes as they are (constants of the language, types).
_KNOWN_NAMES = frozenset({"∅", "Set.univ", "True", "False", "Real.pi", "π", "ℕ", "ℤ", "ℚ", "ℝ",
                          "ℂ", "Prop", "Type*"})
SYMBOL_CALLS = {
    "gcd": "gcd({0}, {1})", "lcm": "lcm({0}, {1})", "min": "min({0}, {1})",
    "max": "max({0}, {1})", "choose": "choose({0}, {1})",
}

Env = Mapping[str, Expr]


def lean_text(e: Expr, env: Env | None = None) -> str:
    """A surface expression as Lean source text."""
    return math(e, env or {}, "lean")


def math(e: Expr, env: Env, mode: str) -> str:
    """A surface expression as text in `mode` (`lean`, `symbols`, ...)."""
    return _m(e, env, mode)[0]


def math_prec(e: Expr, env: Env, mode: str) -> tuple[str, int]:
    """Text and Lean precedence, for callers that decide bracketing themselves."""
    return _m(e, env, mode)


def paren(e: Expr, env: Env, mode: str, need: int) -> str:
    """`e` as text, bracketed when its precedence is below `need`."""
    text, prec = _m(e, env, mode)
    return f"({text})" if prec < need else text


def raw(e: Expr) -> str:
    """`e` as marked Lean (`` `Nat.minFac n` ``): what the lexicon has no words for. The
    reader parses the marked text with the formal parser; such items are counted."""
    return f"{RAW}{lean_text(e)}{RAW}"


def is_variable(name: str, env: Env) -> bool:
    """A bound or variable-like name (`u`, `f`, `s₁`), as opposed to a Mathlib constant."""
    from forminv_lean.formal.meaning.opaque import is_variable_name

    return name in env or ("." not in name and is_variable_name(name))


def _m(e: Expr, env: Env, mode: str) -> tuple[str, int]:
    """Text and precedence of `e`; the caller parenthesises when the precedence is too low."""
    if mode != "lean":
        c = call_of(e, env)
        if c is not None and len(c[1]) == 2 and c[0] in SYMBOL_CALLS:
            a, b = (math(x, env, mode) for x in c[1])
            return SYMBOL_CALLS[c[0]].format(a, b), ATOM
        if c is not None and len(c[1]) == 1 and c[0] == "natAbs":
            return f"natAbs({math(c[1][0], env, mode)})", ATOM
        if c is not None and len(c[1]) == 1 and c[0] in ("factorial", "sqrt", "abs"):
            return _unary(c[0], c[1][0], env, mode), ATOM if c[0] == "abs" else MAX
        if c is not None and c[0] == "succ" and len(c[1]) == 1:
            return f"{paren(c[1][0], env, mode, 65)} + 1", 65
        if c is None:
            opaque = _opaque_math(e, env, mode)
            if opaque is not None:
                return opaque
    if isinstance(e, Name):
        return ("(↑)" if e.id == "↑" else e.id), ATOM
    if isinstance(e, Num):
        return e.text, ATOM
    if isinstance(e, BinOp):
        return _binop(e, env, mode)
    if isinstance(e, UnOp):
        if e.op == "¬":
            return f"¬{paren(e.arg, env, mode, 40)}", 40
        if e.op == "-":
            nested = isinstance(e.arg, UnOp) and e.arg.op == "-"  # `-(-a)`, never `--a`
            return f"-{paren(e.arg, env, mode, ATOM if nested else 75)}", 75
        if e.op in PREFIX:
            return f"{e.op}{paren(e.arg, env, mode, ATOM)}", MAX
        if e.op == "abs":  # the formal grammar takes `|x|` as an argument only in brackets
            return _bars(math(e.arg, env, mode)), MAX if mode == "lean" else ATOM
        if e.op in BRACKETS:
            left, right = BRACKETS[e.op]
            return f"{left}{math(e.arg, env, mode)}{right}", MAX
        if e.op == "!":
            sep = " " if mode == "lean" and isinstance(e.arg, Name | Num) else ""
            return f"{paren(e.arg, env, mode, ATOM)}{sep}!", MAX
        return f"{paren(e.arg, env, mode, ATOM)}{e.op}", MAX
    if isinstance(e, App) and e.fn == Name("Nat.iterate") and len(e.args) == 2:
        fn, times = e.args   # Mathlib's notation `f^[n]`, as the formal parser reads it
        return f"{paren(fn, env, mode, ATOM)}^[{math(times, env, mode)}]", MAX
    if isinstance(e, App):
        parts = [paren(e.fn, env, mode, MAX)] + [paren(a, env, mode, ATOM) for a in e.args]
        return " ".join(parts), MAX
    if isinstance(e, Field):
        return f"({math(e.obj, env, mode)}).{e.field}", ATOM
    if isinstance(e, Ascribe):
        if mode != "lean":  # "(1 as an element of M)": no Lean syntax in a sentence
            n = noun(e.type, env)
            inner = e.expr.arg if isinstance(e.expr, UnOp) and e.expr.op == "↑" else e.expr
            return f"({math(inner, env, mode)} as {article(n.sg)} {n.sg}{n.tail})", ATOM
        return f"({math(e.expr, env, mode)} : {math(e.type, env, mode)})", ATOM
    if isinstance(e, SetBuilder):
        typed = f" : {math(e.type, env, mode)}" if e.type is not None else ""
        scope: Env = {**env, e.var: e.type} if e.type is not None else env
        if e.sep is not None:
            bound = paren(e.sep[1], env, mode, 66)
            return f"{{{e.var} {e.sep[0]} {bound} | {math(e.body, scope, mode)}}}", ATOM
        return f"{{{e.var}{typed} | {math(e.body, scope, mode)}}}", ATOM
    if isinstance(e, Quant):
        return f"{e.kind} {binders_text(e.binders, env, mode)}, {math(e.body, env, mode)}", 0
    if isinstance(e, Lambda):
        section = _section(e, env, mode)
        if section is not None:
            return section, ATOM
        return f"fun {binders_text(e.binders, env, mode)} ↦ {math(e.body, env, mode)}", 0
    if isinstance(e, BigOp):
        body = paren(e.body, env, mode, BIGOP_BODY.get(e.op, 0))
        dom = f" in {paren(e.domain, env, mode, 66)}" if e.domain is not None else ""
        return f"{e.op} {binders_text(e.binders, env, mode)}{dom}, {body}", 0
    if isinstance(e, Bracket):
        items = ", ".join(math(x, env, mode) for x in e.items)
        left, right = {"tuple": ("(", ")"), "anon": ("⟨", "⟩"), "list": ("[", "]"),
                       "set": ("{", "}")}[e.kind]
        return f"{left}{items}{right}", ATOM
    if isinstance(e, Ite):
        h = f"{e.hyp} : " if e.hyp else ""
        return (f"if {h}{math(e.cond, env, mode)} then {math(e.then, env, mode)} else "
                f"{math(e.orelse, env, mode)}", 0)
    raise TypeError(f"not a raw tree: {e!r}")


def _section(e: Lambda, env: Env, mode: str) -> str | None:
    """A `·` section as Lean writes it (`(· < ·)`), not as the parser's `fun x✝1 x✝2 ↦ …`
    (whose names no reader parses); only when that text parses back to `e` itself."""
    from forminv_lean.formal import FormalParseError, parse

    names = [n for b in e.binders for n in b.names]
    if not names or not all(n.startswith("x✝") for n in names):
        return None
    dot = Name("·")

    def sub(x: Any) -> Any:
        if isinstance(x, Name) and x.id in names:
            return dot
        if isinstance(x, tuple):
            return tuple(sub(y) for y in x)
        if hasattr(x, "__dataclass_fields__"):
            return type(x)(**{k: sub(getattr(x, k)) for k in x.__dataclass_fields__})
        return x

    text = f"({math(sub(e.body), env, mode)})"
    try:
        return text if parse(text) == e else None
    except FormalParseError:
        return None


def _opaque_math(e: Expr, env: Env, mode: str) -> tuple[str, int] | None:
    """Math text for what the signature table does not interpret: `log(x)` (a lexicon call
    form), `u(n)` (a function variable applied), `{a, b}`; anything else as marked Lean."""
    from forminv_lean.informalise.calls import SYMBOL_CONSTANTS, opaque_call

    oc = opaque_call(e, env)
    if oc is not None:
        if oc.entry.call:
            return f"{oc.entry.call}({', '.join(math(a, env, mode) for a in oc.args)})", ATOM
        return raw(e), ATOM
    if isinstance(e, App) and isinstance(e.fn, Name) and is_variable(e.fn.id, env):
        return f"{e.fn.id}({', '.join(math(a, env, mode) for a in e.args)})", ATOM
    if isinstance(e, Bracket) and e.kind in ("set", "list"):
        return None
    if isinstance(e, Name):
        if is_variable(e.id, env) or e.id in SYMBOL_CONSTANTS or e.id in _KNOWN_NAMES:
            return None
        return raw(e), ATOM
    if isinstance(e, App | Field | Lambda | BigOp | Ite | Bracket) or (
            isinstance(e, BinOp) and e.op not in BINARY_PREC) or (
            isinstance(e, BinOp) and e.op in NOTATION_OPS) or (
            isinstance(e, UnOp) and (e.op in BRACKETS or e.op in ("#", "⇑", "ᵀ", "ᴴ"))):
        return raw(e), ATOM
    return None


def _unary(key: str, arg: Expr, env: Env, mode: str) -> str:
    if key == "factorial":
        return f"{paren(arg, env, mode, ATOM)}!"
    if key == "sqrt":
        return f"√{paren(arg, env, mode, ATOM)}"
    return _bars(math(arg, env, mode))


def _bars(inner: str) -> str:
    """`|x|`; an argument that starts or ends with a bar goes in parentheses, `|(|a|)|`:
    `||a||` reads as a norm to a person and as Bool-or to Lean."""
    return f"|({inner})|" if inner.startswith("|") or inner.endswith("|") else f"|{inner}|"


def _hom_arrows() -> Mapping[str, str]:
    from forminv_lean.formal.meaning.opaque import HOM_ARROWS

    return HOM_ARROWS


def _binop(e: BinOp, env: Env, mode: str) -> tuple[str, int]:
    prec, assoc = BINARY_PREC.get(e.op, HOM_PREC if e.op in _hom_arrows() else (50, "n"))
    lneed = prec if assoc == "l" else prec + 1
    rneed = prec if assoc == "r" else prec + 1
    if e.op == "^" and mode != "lean":
        lneed = ATOM  # `(√x)^2`, `(n!)^2`: no precedence puzzles inside a sentence
    if e.op == "-" and isinstance(e.rhs, UnOp) and e.rhs.op == "-":
        rneed = MAX  # `a - -b` reads badly; `a - (-b)`
    left, right = paren(e.lhs, env, mode, lneed), paren(e.rhs, env, mode, rneed)
    if e.op == "^" and mode != "lean":
        return f"{left}^{right}", prec
    op = "mod" if e.op == "%" and mode == "words" else e.op
    return f"{left} {op} {right}", prec


def binders_text(binders: tuple[Binder, ...], env: Env, mode: str) -> str:
    """Binders as written after a quantifier (`x y : ℕ`, `(x : ℕ) (h : …)`)."""
    if len(binders) == 1 and binders[0].info == "explicit":
        b = binders[0]
        names = " ".join(b.names)
        if b.pred is not None:
            return f"{names} {b.pred[0]} {paren(b.pred[1], env, mode, 51)}"
        return f"{names} : {math(b.type, env, mode)}" if b.type is not None else names
    out = []
    for b in binders:
        names = " ".join(b.names)
        inner = f"{names} : {math(b.type, env, mode)}" if b.type is not None else names
        if b.info == "inst":
            out.append(f"[{math(b.type, env, mode)}]" if b.type is not None else "[?]")
        elif b.info == "implicit":
            out.append(f"{{{inner}}}")
        elif b.info == "strict":
            out.append(f"⦃{inner}⦄")
        elif b.pred is not None:
            out.append(f"{names} {b.pred[0]} {paren(b.pred[1], env, mode, 51)}")
        else:
            out.append(f"({inner})" if b.type is not None else names)
    return " ".join(out)
