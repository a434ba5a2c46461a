"""Raw trees (`meaning.ast`) printed as Lean source, with Lean's precedences deciding the
parentheses: a rendering *as written*, for Track B's certificates (opaque constants keep the
spelling of the source, for Lean to resolve in the declaration's context) and for reading a
sentence back.

The printer is a `Style` over one recursive walk. `LEAN` prints Lean text; the English side's
math text (`informalise.mathtext`) is a subclass that words some constants and ascriptions
differently, so the formal side never imports the English one.
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
from forminv_lean.formal.meaning.category import PRECEDENCE as CATEGORY_PRECEDENCE
from forminv_lean.formal.meaning.opaque import HOM_ARROWS, HOM_ARROWS_LEFT, REL_NOTATIONS

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
    # Mathlib notation (meaning/grammar.lark): lists, scalar action, images, composition
    "::": (67, "r"), "++": (65, "l"), "•": (73, "r"), "''": (80, "l"), "⁻¹'": (80, "l"),
    "×ˢ": (82, "r"), "∘": (90, "r"), "×": (35, "r"),
    # relations read as opaque constants (`l ~ m`, `x ≈ y`, `U ⟂ V`, …), all infix:50
    **{op: (50, "n") for op in REL_NOTATIONS},
}
# category theory (meaning/category.py): ⟶ ≅ ≌ 10, ⥤ 26, ≫ ⋙ 80, all right-associative
BINARY_PREC.update(CATEGORY_PRECEDENCE)
HOM_PREC = (25, "r")   # `α →+* β` and the other bundled-morphism arrows
#: Prefix operators written before their argument, and bracketing ones (`⌊x⌋`, `‖x‖`).
PREFIX = frozenset({"↑", "⇑", "↥", "√", "#"})
BRACKETS = {"⌊⌋": ("⌊", "⌋"), "⌈⌉": ("⌈", "⌉"), "⌊⌋₊": ("⌊", "⌋₊"), "⌈⌉₊": ("⌈", "⌉₊"),
            "norm": ("‖", "‖"), "⟦⟧": ("⟦", "⟧")}
BIGOP_BODY = {"∑": 71, "∏": 71, "∑ᶠ": 71, "∏ᶠ": 71, "∑'": 71, "∏'": 71, "⋃": 66, "⋂": 66,
              "⨆": 66, "⨅": 66}

Env = Mapping[str, Expr]


class Style:
    """Lean text. A subclass may word what it knows differently (`special`, `ascription`,
    `power`, `operator`); everything else is printed as Lean prints it."""

    lean = True

    def special(self, e: Expr, env: Env) -> tuple[str, int] | None:
        """Text and precedence for `e` in this style, or None to print it as Lean does."""
        return None

    def ascription(self, e: Ascribe, env: Env) -> str:
        return f"({text(e.expr, env, self)} : {text(e.type, env, self)})"

    def power(self, left: str, right: str) -> str | None:
        """`x ^ n` in this style, or None for Lean's `x ^ n`."""
        return None

    def operator(self, op: str) -> str:
        """The spelling of a binary operator."""
        return op


LEAN = Style()


def lean_text(e: Expr, env: Env | None = None) -> str:
    """A surface expression as Lean source text."""
    return text(e, env or {}, LEAN)


def text(e: Expr, env: Env, style: Style) -> str:
    """`e` as text in `style`."""
    return text_prec(e, env, style)[0]


def paren(e: Expr, env: Env, style: Style, need: int) -> str:
    """`e` as text, bracketed when its precedence is below `need`."""
    s, prec = text_prec(e, env, style)
    return f"({s})" if prec < need else s


def text_prec(e: Expr, env: Env, style: Style) -> tuple[str, int]:
    """Text and precedence of `e`; the caller parenthesises when the precedence is too low."""
    special = style.special(e, env)
    if special is not None:
        return special
    if isinstance(e, Name):
        return ("(↑)" if e.id == "↑" else e.id), ATOM
    if isinstance(e, Num):
        return e.text, ATOM
    if isinstance(e, BinOp):
        return _binop(e, env, style)
    if isinstance(e, UnOp):
        return _unop(e, env, style)
    if isinstance(e, App) and e.fn == Name("Nat.iterate") and len(e.args) == 2:
        fn, times = e.args   # Mathlib's notation `f^[n]`, as the formal parser reads it
        return f"{paren(fn, env, style, ATOM)}^[{text(times, env, style)}]", MAX
    if isinstance(e, App):
        parts = [paren(e.fn, env, style, MAX)] + [paren(a, env, style, ATOM) for a in e.args]
        return " ".join(parts), MAX
    if isinstance(e, Field):
        return f"({text(e.obj, env, style)}).{e.field}", ATOM
    if isinstance(e, Ascribe):
        return style.ascription(e, env), ATOM
    if isinstance(e, SetBuilder):
        typed = f" : {text(e.type, env, style)}" if e.type is not None else ""
        scope: Env = {**env, e.var: e.type} if e.type is not None else env
        if e.sep is not None:
            bound = paren(e.sep[1], env, style, 66)
            return f"{{{e.var} {e.sep[0]} {bound} | {text(e.body, scope, style)}}}", ATOM
        return f"{{{e.var}{typed} | {text(e.body, scope, style)}}}", ATOM
    if isinstance(e, Quant):
        return (f"{e.kind} {binders_text(e.binders, env, style)}, "
                f"{text(e.body, env, style)}", 0)
    if isinstance(e, Lambda):
        section = _section(e, env, style)
        if section is not None:
            return section, ATOM
        return (f"fun {binders_text(e.binders, env, style)} ↦ "
                f"{text(e.body, env, style)}", 0)
    if isinstance(e, BigOp):
        body = paren(e.body, env, style, BIGOP_BODY.get(e.op, 0))
        dom = f" in {paren(e.domain, env, style, 66)}" if e.domain is not None else ""
        return f"{e.op} {binders_text(e.binders, env, style)}{dom}, {body}", 0
    if isinstance(e, Bracket):
        items = ", ".join(text(x, env, style) for x in e.items)
        left, right = {"tuple": ("(", ")"), "anon": ("⟨", "⟩"), "list": ("[", "]"),
                       "set": ("{", "}"), "vec": ("![", "]")}[e.kind]   # `![a, b]` (VecNotation)
        return f"{left}{items}{right}", ATOM
    if isinstance(e, Ite):
        h = f"{e.hyp} : " if e.hyp else ""
        return (f"if {h}{text(e.cond, env, style)} then {text(e.then, env, style)} else "
                f"{text(e.orelse, env, style)}", 0)
    raise TypeError(f"not a raw tree: {e!r}")


def _unop(e: UnOp, env: Env, style: Style) -> tuple[str, int]:
    if e.op == "¬":
        return f"¬{paren(e.arg, env, style, 40)}", 40
    if e.op == "-":
        nested = isinstance(e.arg, UnOp) and e.arg.op == "-"  # `-(-a)`, never `--a`
        return f"-{paren(e.arg, env, style, ATOM if nested else 75)}", 75
    if e.op in PREFIX:
        return f"{e.op}{paren(e.arg, env, style, ATOM)}", MAX
    if e.op in ("⋃₀", "⋂₀"):  # Mathlib's prefix:110 "⋃₀ ": an application, spaced
        return f"{e.op} {paren(e.arg, env, style, ATOM)}", 110
    if e.op == "abs":  # the formal grammar takes `|x|` as an argument only in brackets
        return bars(text(e.arg, env, style)), MAX if style.lean else ATOM
    if e.op in BRACKETS:
        left, right = BRACKETS[e.op]
        return f"{left}{text(e.arg, env, style)}{right}", MAX
    if e.op == "!":
        sep = " " if style.lean and isinstance(e.arg, Name | Num) else ""
        return f"{paren(e.arg, env, style, ATOM)}{sep}!", MAX
    return f"{paren(e.arg, env, style, ATOM)}{e.op}", MAX


def bars(inner: str) -> str:
    """`|x|`; an argument that starts or ends with a bar goes in parentheses, `|(|a|)|`:
    `||a||` reads as a norm to a person and as Bool-or to Lean."""
    return f"|({inner})|" if inner.startswith("|") or inner.endswith("|") else f"|{inner}|"


def _section(e: Lambda, env: Env, style: Style) -> str | None:
    """A `·` section as Lean writes it (`(· < ·)`), not as the parser's `fun x✝1 x✝2 ↦ …`
    (whose names no reader parses); only when that text parses back to `e` itself."""
    from forminv_lean.formal.errors import FormalParseError
    from forminv_lean.formal.meaning.parser import parse

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

    s = f"({text(sub(e.body), env, style)})"
    try:
        return s if parse(s) == e else None
    except FormalParseError:
        return None


def _binop(e: BinOp, env: Env, style: Style) -> tuple[str, int]:
    prec, assoc = BINARY_PREC.get(e.op, HOM_PREC if e.op in HOM_ARROWS else (50, "n"))
    if e.op in HOM_ARROWS_LEFT:   # `infixl:25`: `(A ≃ B) → C`, `A ≃ (B → C)`
        assoc = "l"
    lneed = prec if assoc == "l" else prec + 1
    rneed = prec if assoc == "r" else prec + 1
    if e.op == "^" and not style.lean:
        lneed = ATOM  # `(√x)^2`, `(n!)^2`: no precedence puzzles inside a sentence
    if e.op == "-" and isinstance(e.rhs, UnOp) and e.rhs.op == "-":
        rneed = MAX  # `a - -b` reads badly; `a - (-b)`
    left, right = paren(e.lhs, env, style, lneed), paren(e.rhs, env, style, rneed)
    if e.op == "^" and (styled := style.power(left, right)) is not None:
        return styled, prec
    return f"{left} {style.operator(e.op)} {right}", prec


def binders_text(binders: tuple[Binder, ...], env: Env, style: Style) -> str:
    """Binders as written after a quantifier (`x y : ℕ`, `(x : ℕ) (h : …)`)."""
    if len(binders) == 1 and binders[0].info == "explicit":
        b = binders[0]
        names = " ".join(b.names)
        if b.pred is not None:
            return f"{names} {b.pred[0]} {paren(b.pred[1], env, style, 51)}"
        return f"{names} : {text(b.type, env, style)}" if b.type is not None else names
    out = []
    for b in binders:
        names = " ".join(b.names)
        inner = f"{names} : {text(b.type, env, style)}" if b.type is not None else names
        if b.info == "inst":
            out.append(f"[{text(b.type, env, style)}]" if b.type is not None else "[?]")
        elif b.info == "implicit":
            out.append(f"{{{inner}}}")
        elif b.info == "strict":
            out.append(f"⦃{inner}⦄")
        elif b.pred is not None:
            out.append(f"{names} {b.pred[0]} {paren(b.pred[1], env, style, 51)}")
        else:
            out.append(f"({inner})" if b.type is not None else names)
    return " ".join(out)
