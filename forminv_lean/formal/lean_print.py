"""Typed term -> Lean 4 source text (Unicode, explicit binder types, parenthesised by precedence).

The printed text must elaborate in Lean to the same term: casts are printed as `(↑e : T)`,
a numeral whose type nothing else in its `binop%` tree fixes gets an ascription, and notation
that needs an `open` (`n !`, `√`) is printed as plain application (`Nat.factorial n`,
`Real.sqrt x`).
"""

from __future__ import annotations

from fractions import Fraction

from forminv_lean.formal.terms import Term
from forminv_lean.formal.types import NAT, Ty, show_type

# Lean precedences (Init/Core, Init/Prelude, Mathlib notation).
_INFIX: dict[str, tuple[str, int, str]] = {
    # op: (symbol, precedence, associativity l/r/n)
    "iff": ("↔", 20, "n"), "imp": ("→", 25, "r"), "or": ("∨", 30, "r"), "and": ("∧", 35, "r"),
    "eq": ("=", 50, "n"), "ne": ("≠", 50, "n"), "lt": ("<", 50, "n"), "le": ("≤", 50, "n"),
    "gt": (">", 50, "n"), "ge": ("≥", 50, "n"), "dvd": ("∣", 50, "n"), "mem": ("∈", 50, "n"),
    "notmem": ("∉", 50, "n"), "subset": ("⊆", 50, "n"), "ssubset": ("⊂", 50, "n"),
    "add": ("+", 65, "l"), "sub": ("-", 65, "l"), "union": ("∪", 65, "l"),
    "sup": ("⊔", 68, "l"), "inf": ("⊓", 69, "l"),
    "mul": ("*", 70, "l"), "div": ("/", 70, "l"), "mod": ("%", 70, "l"),
    "inter": ("∩", 70, "l"), "sdiff": ("\\", 70, "l"), "pow": ("^", 75, "r"),
}
_FUNC: dict[str, str] = {
    "prime": "Nat.Prime", "rprime": "Prime", "even": "Even", "odd": "Odd",
    "fact": "Nat.factorial", "choose": "Nat.choose", "gcd": "Nat.gcd", "lcm": "Nat.lcm",
    "intgcd": "Int.gcd", "natabs": "Int.natAbs", "sqrt": "Real.sqrt", "min": "min", "max": "max",
}
_ARITH_TREE = frozenset({"add", "sub", "mul", "div", "mod", "neg", "sup", "inf"})
_MAX = 1024
_APP = 1022


def _numeral(v: int | Fraction) -> str:
    if isinstance(v, Fraction) and v.denominator != 1:
        return f"{v.numerator}/{v.denominator}"
    return str(int(v))


def _tree_leaves(t: Term) -> list[Term]:
    if t.op in _ARITH_TREE:
        return [x for a in t.args for x in _tree_leaves(a)]
    if t.op == "pow":
        return _tree_leaves(t.args[0])
    return [t]


def _determined(roots: list[Term], ty: Ty) -> bool:
    """Whether Lean will infer `ty` for this tree without help (ℕ is the default)."""
    if ty == NAT:
        return True
    return any(leaf.op != "num" for r in roots for leaf in _tree_leaves(r))


class Printer:
    def __init__(self) -> None:
        self.ascribe_numerals = False

    def pr(self, t: Term, prec: int = 0) -> str:
        s, p = self._go(t)
        return f"({s})" if p < prec else s

    def tree(self, roots: list[Term], known: bool, precs: list[int]) -> list[str]:
        saved = self.ascribe_numerals
        self.ascribe_numerals = not known and not _determined(roots, roots[0].ty)
        out = [self.pr(r, p) for r, p in zip(roots, precs, strict=True)]
        self.ascribe_numerals = saved
        return out

    def _go(self, t: Term) -> tuple[str, int]:
        op = t.op
        if op == "var":
            return t.name, _MAX
        if op == "num":
            text = _numeral(t.value if t.value is not None else 0)
            if self.ascribe_numerals or (isinstance(t.value, Fraction) and t.value.denominator != 1):
                return f"({text} : {show_type(t.ty)})", _MAX
            return text, _MAX
        if op in ("true", "false"):
            return ("True" if op == "true" else "False"), _MAX
        if op in ("empty", "univ"):
            return f"({'∅' if op == 'empty' else 'Set.univ'} : {show_type(t.ty)})", _MAX
        if op in ("forall", "exists", "tforall"):
            return self._binders(t), 0
        if op == "setof":
            return f"{{{t.name} : {_ty(t.bty or NAT)} | {self.pr(t.args[0])}}}", _MAX
        if op == "not":
            return f"¬{self.pr(t.args[0], 40)}", _MAX
        if op == "cast":
            inner = self.tree([t.args[0]], False, [_MAX])[0]
            return f"(↑{inner} : {show_type(t.ty)})", _MAX
        if op == "neg":
            inner = self.pr(t.args[0], 75)
            # `--a` would start a Lean comment: keep a space between the two minus signs.
            return (f"- {inner}" if inner.startswith("-") else f"-{inner}"), 75
        if op == "inv":
            return f"{self.pr(t.args[0], _MAX)}⁻¹", _MAX
        if op == "compl":
            return f"{self.pr(t.args[0], _MAX)}ᶜ", _MAX
        if op == "abs":
            inner = self.tree([t.args[0]], False, [0])[0]
            return f"|{inner}|", _MAX
        if op in _FUNC:
            return self._func(t), _APP
        if op in _INFIX:
            return self._infix(t)
        if op == "const":
            if t.name in ("⊤", "⊥", "∞"):
                return f"({t.name} : {_ty(t.ty)})", _MAX
            return t.name, _MAX
        if op == "app":
            return self._app(t)
        if op == "apply":
            return f"{self.pr(t.args[0], _APP)} {self.pr(t.args[1], _MAX)}", _APP
        if op == "lambda":
            return f"fun ({t.name} : {_ty(t.bty or NAT)}) => {self.pr(t.args[0])}", 0
        if op == "ite":
            c, a, b = (self.pr(x) for x in t.args)
            return f"if {c} then {a} else {b}", 0
        raise ValueError(f"cannot print {op}")

    def _app(self, t: Term) -> tuple[str, int]:
        """A Mathlib constant kept opaque, printed as the application it stands for."""
        n, args = t.name, t.args
        if n == "Prod.mk":
            return f"({self.pr(args[0])}, {self.pr(args[1])})", _MAX
        if n == "List.nil":
            return f"([] : {_ty(t.ty)})", _MAX
        if n == "List.cons":
            return f"{self.pr(args[0], 68)} :: {self.pr(args[1], 67)}", 67
        if n == "↑":
            return f"(↑{self.pr(args[0], _MAX)} : {_ty(t.ty)})", _MAX
        if n in ("⟨⟩", "insert"):
            o, c = ("⟨", "⟩") if n == "⟨⟩" else ("{", "}")
            return f"({o}{', '.join(self.pr(a) for a in args)}{c} : {_ty(t.ty)})", _MAX
        if not args:
            return n, _MAX
        return " ".join([n, *(self.pr(a, _MAX) for a in args)]), _APP

    def _infix(self, t: Term) -> tuple[str, int]:
        sym, prec, assoc = _INFIX[t.op]
        lp = prec + (assoc != "l")
        rp = prec + (assoc != "r")
        a, b = t.args
        if t.op in ("eq", "ne", "lt", "le", "gt", "ge", "dvd") and a.ty.head != "Set":
            ls, rs = self.tree([a, b], False, [lp, rp])
        elif t.op == "mem" or t.op == "notmem":
            ls, rs = self.tree([a], True, [lp])[0], self.pr(b, rp)
        elif t.op == "pow":
            ls = self.pr(a, lp)
            saved = self.ascribe_numerals
            self.ascribe_numerals = False
            rs = self.pr(b, rp)
            self.ascribe_numerals = saved
        else:
            ls, rs = self.pr(a, lp), self.pr(b, rp)
        return f"{ls} {sym} {rs}", prec

    def _func(self, t: Term) -> str:
        name = _FUNC[t.op]
        if t.op in ("min", "max", "even", "odd"):
            args = self.tree(list(t.args), False, [_MAX] * len(t.args)) if t.op in ("min", "max") \
                else [self.tree([t.args[0]], False, [_MAX])[0]]
        else:
            args = [self.tree([a], True, [_MAX])[0] for a in t.args]
        return " ".join([name, *args])

    def _binders(self, t: Term) -> str:
        groups: list[str] = []
        kind = t.op if t.op != "tforall" else "forall"
        sym = "∀" if kind == "forall" else "∃"
        cur = t
        while cur.op == t.op or (kind == "forall" and cur.op in ("forall", "tforall")):
            if cur.op == "tforall":
                groups.append(_bracket(cur.info, cur.name, "Type*"))
                groups.extend(f"[{c.removeprefix('?')} {cur.name}]" for c in cur.classes)
                cur = cur.args[0]
                continue
            names = [cur.name]
            bty, info = cur.bty, cur.info
            nxt = cur.args[0]
            while nxt.op == cur.op and nxt.bty == bty and nxt.info == info and nxt.name not in names:
                names.append(nxt.name)
                nxt = nxt.args[0]
            groups.append(_bracket(info, " ".join(names), _ty(bty or NAT), exists=kind == "exists"))
            cur = nxt
            if kind == "exists" and cur.op != "exists":
                break
        return f"{sym} {' '.join(groups)}, {self.pr(cur)}"


def _ty(t: Ty) -> str:
    """A type as Lean text; the unknown result type of an opaque constant has none."""
    if "?" in show_type(t):
        raise ValueError(f"cannot print the unknown type {show_type(t)}")
    return show_type(t)


def _bracket(info: str, names: str, ty: str, exists: bool = False) -> str:
    if exists:
        return f"({names} : {ty})"
    if info == "implicit":
        return f"{{{names} : {ty}}}"
    if info == "strict":
        return f"⦃{names} : {ty}⦄"
    return f"({names} : {ty})"


def to_lean_text(t: Term) -> str:
    """Print a typed term as Lean 4 source."""
    return Printer().pr(t)


def print_type(t: Ty) -> str:
    return show_type(t)
