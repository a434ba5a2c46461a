"""A scoped or local infix notation in effect, rewritten to the application Lean makes of it.

`scoped[symmDiff] infixl:100 " ∆ " => symmDiff` makes `a ∆ b ∪ c` mean `symmDiff a b ∪ c`:
which text is an operand depends on the precedences of every operator around the token, as
Lean's Pratt parser reads them. This module reads a statement's text with such a parser over
the operators the formal language knows (Lean core's and Mathlib's levels, as
`formal/meaning/grammar.lark` states them: `↔` 20, `→` 25 right, `∨` 30, `∧ ×` 35, relations 50,
`+ - ∪ ++` 65, `::` 67, `⊔` 68, `⊓` 69, `* / % ∩ \\` 70, `•` 73, `^` 75, `'' ⁻¹'` 80 (Mathlib/
Data/Set/Operations.lean:97,103), `×ˢ` 82 (right), `∘` 90, application, postfix) plus the notation's own token
at its declared level, and prints each use as `(f a b)`. Anything it does not read (another
notation's token, `|x|` inside a group it must enter, a binder whose binder part holds the
token, an `if`) refuses the text: an operand is never guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from forminv_lean.formal.meaning.category import PRECEDENCE as CATEGORY_PRECEDENCE
from forminv_lean.formalise.resolve import IDENT as IDENT_RE

#: Binary operators of the formal language: token -> (precedence, associativity).
BINARY: dict[str, tuple[int, str]] = {
    "↔": (20, "n"), "→": (25, "r"), "∨": (30, "r"), "∧": (35, "r"), "×": (35, "r"),
    **{r: (50, "n") for r in ("=", "≠", "<", ">", "≤", "≥", "∣", "∈", "∉", "⊆", "⊂", "⊇", "⊃")},
    "+": (65, "l"), "-": (65, "l"), "∪": (65, "l"), "++": (65, "l"), "::": (67, "r"),
    "⊔": (68, "l"), "⊓": (69, "l"), "*": (70, "l"), "/": (70, "l"), "%": (70, "l"),
    "∩": (70, "l"), "\\": (70, "l"), "•": (73, "r"), "^": (75, "r"), "''": (80, "l"),
    "⁻¹'": (80, "l"), "×ˢ": (82, "r"), "∘": (90, "r"),
    # `⇨` (Mathlib/Order/Notation.lean: `infixr:60 " ⇨ " => himp`), `≪` (MeasureTheory/Measure/
    # AbsolutelyContinuous.lean: `infixl:50`, a relation the grammar reads as the others)
    "⇨": (60, "r"), "≪": (50, "n"),
    # Mathlib's category notations, as the formal language reads them (`meaning/category.py`):
    # `⟶ ≅ ≌` 10, `⥤` 26, `≫ ⋙` 80, all right-associative
    **CATEGORY_PRECEDENCE,
}
#: Prefix operators: token -> the level of their argument (`¬` 40, unary minus 75, the
#: coercion arrows and `#` at max).
_PREFIX = {"¬": 40, "-": 75, "↑": 1024, "⇑": 1024, "↥": 1024, "#": 1024,
           # Mathlib/Order/Notation.lean:165 `prefix:72 "￢" => hnot`
           "￢": 72}
#: Postfix operators at max, glued to the term before them.
_POSTFIX = ("⁻¹", "ᶜ", "ᵀ", "ᴴ", "ˣ", "ᵒᵈ", "ᵐᵒᵖ", "ᵃᵒᵖ", "!", "✶")
#: One-token atoms.
_ATOMS = ("∅", "⊤", "⊥", "∞", "·")
#: Heads of binder constructs: the term runs to the end of the enclosing group.
_BINDERS = ("∀ᶠ", "∃ᶠ", "∃!", "∀", "∃", "fun", "λ", "∑'", "∏'", "∑ᶠ", "∏ᶠ", "∑", "∏", "⋃", "⋂",
            "⨆", "⨅", "Π")
#: Big operators: Mathlib reads their body at 67 (`∑ ∏`) or 60 (`⋃ ⋂ ⨆ ⨅`), so a looser
#: operator after one ends it; a body holding the token is read only for a token at 70 or
#: tighter (then no operator the body may stop at is looser than the token).
_BIG = ("∑'", "∏'", "∑ᶠ", "∏ᶠ", "∑", "∏", "⋃", "⋂", "⨆", "⨅")
#: Type names spelled with a symbol, one token each (the formal grammar's IDENT).
_GLUED = ("ℝ≥0∞", "ℝ≥0", "ℚ≥0", "ℕ∞", "ℕ+", "ℝ*")
_GROUPS = {"(": ")", "[": "]", "{": "}", "⟨": "⟩", "⦃": "⦄", "⌊": "⌋", "⌈": "⌉", "⟪": "⟫"}
#: `⟪x, y⟫_𝕜` (Mathlib/Analysis/InnerProductSpace/Defs.lean:81 `notation3:max "⟪" x ", " y
#: "⟫_" 𝕜:max => @inner 𝕜 _ _ x y`): the field glued after the closing bracket is the group's
_INNER_FIELD = re.compile(r"_(?:[^\W\d_]|[𝕜𝕂])[\w']*|_\([^()]*\)")
_MAX = 1024
#: `.field` / `.1` after a term (generalized field notation, projections).
_FIELD = re.compile(r"\.(?:\d+|[^\W\d][\w'!?₀-₉ᵢ-ᵪₐ-ₜ]*)")


_LONGER_SYMBOLS: dict[str, tuple[str, ...]] = {}


def _longer_symbols() -> dict[str, tuple[str, ...]]:
    """Symbol -> the notation tokens of Mathlib's name index that begin with it and are
    longer (`∘` -> `∘L`, `∘ₗ`, …), whether or not in effect (a text holding one is refused,
    never misread); empty without the index."""
    if not _LONGER_SYMBOLS:
        from forminv_lean.formalise.name_index import load_index

        index = load_index()
        atoms = {a for n in (index.notations if index is not None else [])
                 for a in n.symbol.split(" ") if a and not IDENT_RE.fullmatch(a)}
        for a in atoms:
            for k in range(1, len(a)):
                _LONGER_SYMBOLS.setdefault(a[:k], ())
                _LONGER_SYMBOLS[a[:k]] += (a,)
        _LONGER_SYMBOLS.setdefault("", ())
    return _LONGER_SYMBOLS


class InfixError(Exception):
    """The text holds the token where this reader cannot tell its operands."""


@dataclass(frozen=True)
class Infix:
    """A notation `a TOKEN b => f a b` at precedence `prec` (`l`eft/`r`ight/`n`on-assoc);
    a `const` holding `{a}` and `{b}` is the use spelled with its operands there
    (`(MulOpposite.op {b} • {a})`, `scoped_notation_r29.RIGHT_ACTIONS`)."""

    token: str
    const: str
    prec: int
    assoc: str
    #: `notation … κ " ∘ₘ " μ => bind μ κ`: the constant takes the right operand first
    swap: bool = False
    #: other binary notations in effect that stay as written (token, precedence, assoc.):
    #: read as operators between operands, never expanded (`◁ ▷` beside the monoidal `⊗`)
    beside: tuple[tuple[str, int, str], ...] = ()
    #: each use printed as `(lhs TOKEN rhs)` (operands atomic), the token kept
    kept: bool = False
    #: `infix` (two operands), `prefix` (`prefix:p "s" => f`: `s x` is `f x`, its operand a
    #: term at `p`) or `postfix` (`postfix:p "†" => f`: `x†` is `f x`, its operand a term
    #: whose level is at least `p`); Lean's `prefix:p op => f` is `notation:p op arg:p => f
    #: arg` and `postfix:p` is `notation:p arg:p op => f arg` (lean4 src/Lean/Elab/Mixfix.lean)
    fixity: str = "infix"


@dataclass
class _Node:
    start: int
    end: int
    children: list[_Node]
    op: str | None = None        # the notation's token for a use of it, else None


def expand_infix(text: str, op: Infix, longer: list[str]) -> str:
    """`text` with every use of `op.token` printed as `(op.const lhs rhs)`; `InfixError` when
    an operand cannot be told (`longer`: the notation tokens that contain the token)."""
    if op.token in BINARY or op.token in _PREFIX or op.token in _POSTFIX:
        raise InfixError(f"{op.token} is also an operator of the formal language")
    reader = _Reader(text, op, longer)
    node = reader.segment(0, len(text))
    for start, end in reader.cdot_uses:
        m = re.search(r"\(\s*$", text[:start])
        if m is None or not re.match(r"\s*\)", text[end:]) or \
                _closing(text, m.start()) != end + len(text[end:]) - len(text[end:].lstrip()) + 1:
            raise InfixError("a `·` operand of a use that is not a parenthesis' content")
    return _print(text, node, op.swap, op.kept)


def _print(text: str, node: _Node, swap: bool = False, kept: bool = False) -> str:
    if node.op is not None and len(node.children) == 1:   # a prefix or postfix use
        return f"({node.op} {_atomic(_print(text, node.children[0], swap, kept))})"
    if node.op is not None:
        lhs, rhs = (_print(text, c, swap, kept) for c in node.children)
        if swap:
            lhs, rhs = rhs, lhs
        if kept:
            return f"({_atomic(lhs)} {node.op} {_atomic(rhs)})"
        if "{a}" in node.op:   # a right-hand side spelled with its operands (`Infix.const`)
            return node.op.format(a=_atomic(lhs), b=_atomic(rhs))
        return f"({node.op} {_atomic(lhs)} {_atomic(rhs)})"
    only = _sole_use(text, node)
    if only is not None:   # `(a ∆ b)` is `(symmDiff a b)`, not `((symmDiff a b))`
        return _print(text, only, swap, kept)
    out: list[str] = []
    last = node.start
    for c in node.children:
        out.append(text[last:c.start])
        out.append(_print(text, c, swap, kept))
        last = c.end
    out.append(text[last:node.end])
    return "".join(out)


def _sole_use(text: str, node: _Node) -> _Node | None:
    """The use of the token that is the whole content of the parenthesis `node`, or None."""
    if not text.startswith("(", node.start) or len(node.children) != 1:
        return None
    part = node.children[0]
    if len(part.children) != 1 or part.children[0].op is None:
        return None
    use = part.children[0]
    if text[node.start + 1:use.start].strip() or text[use.end:node.end - 1].strip():
        return None
    return use


def _atomic(arg: str) -> str:
    """An operand as an argument: an identifier, numeral, `·` or one bracket group as it is,
    anything else parenthesised."""
    arg = arg.strip()
    if IDENT_RE.fullmatch(arg) or re.fullmatch(r"\d+|·", arg):
        return arg
    if arg[:1] in "([" and _closing(arg, 0) == len(arg):
        return arg
    return f"({arg})"


def _closing(t: str, i: int) -> int:
    depth = 0
    for j in range(i, len(t)):
        depth += t[j] in _GROUPS
        depth -= t[j] in _GROUPS.values()
        if depth == 0:
            return j + 1
    return -1


def top_cdot(t: str) -> bool:
    """Does `t` hold a `·` outside any bracket (whose function the enclosing parenthesis
    makes)?"""
    depth = 0
    for c in t:
        depth += c in _GROUPS
        depth -= c in _GROUPS.values()
        if depth == 0 and c == "·":
            return True
    return False


class _Reader:
    """Lean's Pratt reading of one text, over `BINARY`/`_PREFIX`/`_POSTFIX` and the token."""

    def __init__(self, text: str, op: Infix, longer: list[str]) -> None:
        self.text = text
        self.op = op
        self.longer = longer
        self.cdot_uses: list[tuple[int, int]] = []
        self.binary = {**BINARY, **{t: (p, a) for t, p, a in op.beside}}
        symbols = set(self.binary) | set(_PREFIX) | set(_POSTFIX) | set(_ATOMS) | {op.token}
        self.symbols = sorted(symbols, key=len, reverse=True)

    # -- tokens ------------------------------------------------------------------------
    def tokens(self, start: int, end: int) -> list[tuple[str, int, int]]:
        """(kind, start, end): `group`, `word`, `op`, `binder`; a token no reader knows
        raises `InfixError`."""
        t = self.text
        out: list[tuple[str, int, int]] = []
        i = start
        while i < end:
            c = t[i]
            if c.isspace():
                i += 1
                continue
            if c in "|‖" or (c in _GROUPS and not (
                    len(self.op.token) > 1 and t.startswith(self.op.token, i))):
                # (a longer token may open with a bracket: `b ⌊/⌋ a`, `global_infix_r28`)
                j = self._group_end(i, end)
                out.append(("group", i, j))
                i = j
                continue
            glued = next((g for g in _GLUED if t.startswith(g, i)), None)
            if glued is not None:
                out.append(("word", i, i + len(glued)))
                i += len(glued)
                continue
            # (a longer token spelt as an identifier, `ris` beside `s`, is read whole below)
            if any(t.startswith(w, i) and not IDENT_RE.fullmatch(w) for w in self.longer):
                raise InfixError("a longer notation token")
            m = IDENT_RE.match(t, i)
            if m and m.end() <= end:
                word = m.group(0)
                if word in ("fun", "λ"):
                    out.append(("binder", i, end))   # the body runs to the end
                    break
                kind = "op" if word == self.op.token \
                    else "if" if word in ("if", "then", "else", "at", "by") else "word"
                if kind == "if":
                    raise InfixError(f"`{word}` beside the notation")
                out.append((kind, i, m.end()))
                i = m.end()
                continue
            m = re.compile(r"\d+(?:\.\d+)?").match(t, i)
            if m:
                out.append(("word", i, m.end()))
                i = m.end()
                continue
            if c == "." and out and out[-1][0] in ("word", "group"):   # `(f x).1`, `.foo`
                m = _FIELD.match(t, i)
                if m:
                    out.append(("post", i, m.end()))
                    i = m.end()
                    continue
            binder = next((b for b in _BINDERS if t.startswith(b, i)), None)
            if binder is not None:
                out.append(("binder", i, end))   # the body runs to the end
                break
            sym = next((s for s in self.symbols if t.startswith(s, i)), None)
            if sym is None:
                raise InfixError(f"{t[i]!r} beside the notation")
            glued = next((w for w in _longer_symbols().get(sym, ()) if t.startswith(w, i)), None)
            if glued is not None:
                # Lean's tokenizer takes the longest token: `∘L` is no `∘` before `L`
                raise InfixError(f"the notation token {glued} beside the notation")
            kind = "op" if sym == self.op.token else "post" if sym in _POSTFIX and out and \
                out[-1][0] in ("word", "group", "post") and not t[i - 1].isspace() \
                else "word" if sym in _ATOMS else "sym"
            out.append((kind, i, i + len(sym)))
            i += len(sym)
        return out

    def _group_end(self, i: int, end: int) -> int:
        t = self.text
        c = t[i]
        if c in "|‖":   # `|x|`, `‖x‖`: the next bar at this depth closes it
            depth = 0
            for j in range(i + 1, end):
                depth += t[j] in _GROUPS
                depth -= t[j] in _GROUPS.values()
                if depth == 0 and t[j] == c:
                    k = j + 1
                    return k + 1 if k < end and t[k] in "₊ₑₘ" else k
            raise InfixError("an unclosed bar")
        depth = 0
        for j in range(i, end):
            depth += t[j] in _GROUPS
            depth -= t[j] in _GROUPS.values()
            if depth == 0:
                k = j + 1
                if c == "⟪" and (m := _INNER_FIELD.match(t, k, end)) is not None:
                    return m.end()
                return k + 1 if c in "⌊⌈" and k < end and t[k] == "₊" else k
        raise InfixError("an unclosed bracket")

    # -- terms ---------------------------------------------------------------------------
    def segment(self, start: int, end: int) -> _Node:
        """A whole text between separators: the uses of the token inside it, as nodes."""
        if self.op.token not in self.text[start:end]:
            return _Node(start, end, [])
        toks = self.tokens(start, end)
        node, k = self.term(toks, 0, 0)
        if k != len(toks):
            raise InfixError("a term this reader does not end where Lean does")
        return _Node(start, end, [node])

    def term(self, toks: list[tuple[str, int, int]], k: int, level: int) -> tuple[_Node, int]:
        left, k = self.lead(toks, k)
        while k < len(toks):
            kind, s, e = toks[k]
            sym = self.text[s:e]
            if kind == "op" and self.op.fixity == "prefix":
                # an argument of an application is a term at max; a prefix notation below
                # max cannot start one, and Lean's parser fails there
                raise InfixError(f"the prefix {sym} where an argument stands")
            if kind == "op" and self.op.fixity == "postfix":
                # the trailing parser takes the term before it when that term is at its
                # level or tighter: `f x†` at 1000 is `(f x)†` (an application is at
                # 1022), `a + b†` is `a + (b†)` (the right operand of `+` is read at 66)
                if self.op.prec < level:
                    break
                self._cdot_operand(left.start, e, left)
                left = _Node(left.start, e, [left], self.op.const)
                k += 1
                continue
            if kind == "op":
                prec, assoc = self.op.prec, self.op.assoc
            elif kind == "sym" and sym in self.binary:
                prec, assoc = self.binary[sym]
            elif kind in ("word", "group"):   # application: arguments at max
                if level > _MAX:
                    break
                if left.op is not None and len(left.children) == 1:
                    # `A† y`: a postfix use below max is no function of an application
                    raise InfixError(f"an argument after the postfix {self.op.token}")
                arg, k = self.lead(toks, k, argument=True)
                left = _Node(left.start, arg.end, left.children + [arg])
                continue
            elif kind == "binder":
                # `f fun x => …` / `f ∀ …` as a last argument: runs to the end
                arg, k = self.lead(toks, k)
                left = _Node(left.start, arg.end, left.children + [arg])
                continue
            else:
                raise InfixError(f"{sym} beside the notation")
            if prec < level:
                break
            right, k = self.term(toks, k + 1, prec if assoc == "r" else prec + 1)
            if kind == "op":
                self._cdots(left, right)
                left = _Node(left.start, right.end, [left, right], self.op.const)
            else:
                left = _Node(left.start, right.end, [left, right])
        return left, k

    def _cdots(self, left: _Node, right: _Node) -> None:
        """A `·` operand is Lean's `fun` of the parenthesis around the use: kept only as the
        whole operand of a use that is that parenthesis' whole content (`(· ∆ a)`), which
        the printed application keeps (`(symmDiff · a)`); refused anywhere else, where a
        parenthesis added around an operand would make it another function."""
        for side in (left, right):
            t = self.text[side.start:side.end].strip()
            if t == "·":
                self.cdot_uses.append((left.start, right.end))
            elif top_cdot(t):
                raise InfixError("a `·` function in an operand")

    def _cdot_operand(self, start: int, end: int, operand: _Node) -> None:
        """`_cdots` for the one operand of a prefix or postfix use from `start` to `end`."""
        t = self.text[operand.start:operand.end].strip()
        if t == "·":
            self.cdot_uses.append((start, end))
        elif top_cdot(t):
            raise InfixError("a `·` function in an operand")

    def lead(self, toks: list[tuple[str, int, int]], k: int,
             argument: bool = False) -> tuple[_Node, int]:
        if k >= len(toks):
            raise InfixError("an operand missing")
        kind, s, e = toks[k]
        sym = self.text[s:e]
        if kind == "op" and self.op.fixity == "prefix":
            if argument or self.op.prec >= _MAX:
                raise InfixError(f"the prefix {sym} where an argument stands")
            arg, k2 = self.term(toks, k + 1, self.op.prec)
            self._cdot_operand(s, arg.end, arg)
            return _Node(s, arg.end, [arg], self.op.const), k2
        if kind == "sym" and sym in _PREFIX and not argument or sym in ("↑", "⇑", "↥", "#"):
            arg, k2 = (self.lead(toks, k + 1, argument=True) if _PREFIX[sym] >= _MAX
                       else self.term(toks, k + 1, _PREFIX[sym]))
            return self._postfix(_Node(s, arg.end, [arg]), toks, k2)
        if kind == "binder":
            return self.binder(toks, k)
        if kind == "group":
            return self._postfix(self.group(s, e), toks, k + 1)
        if kind == "word":
            return self._postfix(_Node(s, e, []), toks, k + 1)
        raise InfixError(f"{sym} where a term starts")

    def _postfix(self, node: _Node, toks: list[tuple[str, int, int]],
                 k: int) -> tuple[_Node, int]:
        while k < len(toks) and toks[k][0] == "post":
            node = _Node(node.start, toks[k][2], node.children)
            k += 1
        return node, k

    def binder(self, toks: list[tuple[str, int, int]], k: int) -> tuple[_Node, int]:
        """`∀ x ∈ s, body`, `fun x => body`: the body runs to the end of the tokens."""
        s, end = toks[k][1], toks[k][2]
        t = self.text
        head = next((b for b in (*_BINDERS, "fun", "λ") if t.startswith(b, s)), "")
        depth = 0
        for j in range(s + len(head), end):
            depth += t[j] in _GROUPS
            depth -= t[j] in _GROUPS.values()
            if depth == 0 and (t[j] == "," or t.startswith("=>", j) or t[j] == "↦"):
                if head in _BIG and self.op.prec < 70 and self.op.token in t[j:end]:
                    raise InfixError("the notation after a big operator")
                body_start = j + (2 if t.startswith("=>", j) else 1)
                body = self.segment(body_start, end)
                return _Node(s, end, self.binder_types(s + len(head), j) + [body]), len(toks)
        raise InfixError("a binder without its body")

    def _binder_separator(self, i: int, end: int) -> int:
        """Just past the `,`/`=>`/`↦` that ends the binder part starting at `i`."""
        t = self.text
        depth = 0
        for j in range(i, end):
            depth += t[j] in _GROUPS
            depth -= t[j] in _GROUPS.values()
            if depth == 0 and (t[j] in ",↦" or t.startswith("=>", j)):
                return j + (2 if t.startswith("=>", j) else 1)
        raise InfixError("a binder without its body")

    def binder_types(self, s: int, e: int) -> list[_Node]:
        """The types of a binder part holding the token: `x y : T` or `(x : T) {y : U}`
        (each group read as a group); any other binder part holding it is refused."""
        t = self.text
        if self.op.token not in t[s:e]:
            return []
        m = re.fullmatch(r"\s*[^()\[\]{}⦃⦄:,∈]+:(?!=)(.*)", t[s:e], re.S)
        if m is not None:
            return [self.segment(s + m.start(1), e)]
        out: list[_Node] = []
        i = s
        while i < e:
            if t[i].isspace():
                i += 1
            elif t[i] in "({⦃[":
                j = self._group_end(i, e)
                out.append(self.group(i, j))
                i = j
            else:
                raise InfixError("the notation inside a binder")
        return out

    def group(self, s: int, e: int) -> _Node:
        """A bracket (or bar) group: its parts between separators read each on its own."""
        t = self.text
        if self.op.token not in t[s:e]:
            return _Node(s, e, [])
        open_len = 1
        close = e - 1
        while close > s and t[close] in "₊ₑₘ":
            close -= 1
        if t[s] == "⟪":
            close = t.rfind("⟫", s, e)
        inner_s, inner_e = s + open_len, close
        if t[s] == "{" and re.search(r"(?<!\|)\|(?!\|)|//", t[inner_s:inner_e]):
            raise InfixError("a set-builder")
        parts: list[_Node] = []
        depth = 0
        start = inner_s
        j = inner_s
        while j < inner_e:
            c = t[j]
            head = next((b for b in _BINDERS if t.startswith(b, j)), None) if depth == 0 \
                else None
            if head is not None and (head not in ("fun", "Π") or IDENT_RE.match(t, j)):
                j = self._binder_separator(j + len(head), inner_e)   # its `:`/`,` are its own
                continue
            depth += c in _GROUPS
            depth -= c in _GROUPS.values()
            if depth == 0 and (c == "," or (c == ":" and not t.startswith(":=", j)
                                            and not t.startswith("::", j)
                                            and t[j - 1] != ":")):
                parts.append(self.segment(start, j))
                start = j + 1
            j += 1
        parts.append(self.segment(start, inner_e))
        return _Node(s, e, parts)
