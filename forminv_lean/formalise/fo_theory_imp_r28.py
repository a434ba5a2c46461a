"""FirstOrder's `φ ⟹[T] ψ` and `φ ⇔[T] ψ`, spelled as Mathlib's notations expand them (round 28).

Mathlib/ModelTheory/Equivalence.lean (in `namespace FirstOrder`/`Language`/`Theory`, :27, :29, :34):
:37 `protected def Imp (T : L.Theory) (φ ψ : L.BoundedFormula α n) : Prop`, :41
`scoped[FirstOrder] notation:51 φ:50 " ⟹[" T "] " ψ:51 => Language.Theory.Imp T φ ψ`;
:107 `protected def Iff …`, :111-112 `scoped[FirstOrder] notation:51 φ:50 " ⇔[" T "] " ψ:51 =>
Language.Theory.Iff T φ ψ` (`Language.Theory.Imp` read in `namespace FirstOrder` is
`FirstOrder.Language.Theory.Imp`).

Only where the record of the notation is in effect (`open FirstOrder`, or a declaration in
`namespace FirstOrder`), exactly one record of its token is in the index, the recorded command is
the one above, and the constant printed in full resolves to itself where the statement is read.

A top-level-only reading: a use is spelled `(FirstOrder.Language.Theory.Imp (T) (φ) (ψ))` only
when, inside its innermost bracket (or the whole text), `φ` runs back to the start, to an opening
bracket, or to ` : `, `,`, ` ↔ `, ` ∧ `, ` ∨ `, ` → ` (each of a level below 50, taking the
notation whole into its right operand), and `ψ` runs forward to the end, a closing bracket, `,`
or one of those four operators (each below 51: it ends `ψ` and takes the notation whole as its
left operand); and both operands hold, outside brackets, only names, numerals, `.`, `⊔` (68),
`⊓` (69), `∼` (`prefix:arg`, ModelTheory/Syntax.lean:717), `⊥`, `⊤`, `∅` — each binding tighter
than 51, so the operands are the ones Lean reads. Any other use is refused, never read one way.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from forminv_lean.extract.lean_decl import OPEN_CLOSE, match_bracket

MODULE = "Mathlib.ModelTheory.Equivalence"

#: token -> (the index's symbol, the recorded command (whitespace collapsed), the constant)
NOTATIONS: dict[str, tuple[str, str, str]] = {
    "⟹[": ("⟹[ ]", 'scoped[FirstOrder] notation:51 φ:50 " ⟹[" T "] " ψ:51 => '
           "Language.Theory.Imp T φ ψ", "FirstOrder.Language.Theory.Imp"),
    "⇔[": ("⇔[ ]", 'scoped[FirstOrder] notation:51 φ:50 " ⇔[" T "] " ψ:51 => '
           "Language.Theory.Iff T φ ψ", "FirstOrder.Language.Theory.Iff"),
}

_CLOSERS = set(OPEN_CLOSE.values())
_OPERAND = re.compile(r"[\w'.₀-₉ₐ-ₜᵢ-ᵪ⊔⊓∼⊥⊤∅\s\x00]*")
_LEFT_END = re.compile(r"(?:^|\s:\s|,\s|\s[↔∧∨→]\s)")
_RIGHT_END = re.compile(r"\s[↔∧∨→]\s|,")


class TheoryImpRefusal(Exception):
    """A use whose operands this reader cannot tell, or a record that differs."""


def _flat(text: str, a: int, b: int) -> str:
    """`text[a:b]` with each bracketed group blanked to NULs (same length)."""
    out = list(text[a:b])
    j = a
    while j < b:
        if text[j] in OPEN_CLOSE:
            k = match_bracket(text, j)
            if k >= b:
                raise TheoryImpRefusal("an unbalanced bracket")
            out[j - a:k + 1 - a] = "\x00" * (k + 1 - j)
            j = k + 1
        elif text[j] in _CLOSERS:
            raise TheoryImpRefusal("an unbalanced bracket")
        else:
            j += 1
    return "".join(out)


def _region(text: str, i: int) -> tuple[int, int]:
    """The innermost bracketed span (its inside) or the whole text holding position `i`."""
    a, b, j = 0, len(text), 0
    while j < b:
        if text[j] in OPEN_CLOSE:
            k = match_bracket(text, j)
            if k >= b:
                raise TheoryImpRefusal("an unbalanced bracket")
            if j < i <= k:
                a, b, j = j + 1, k, j + 1
                continue
            j = k + 1
        else:
            j += 1
    return a, b


def _spell_one(text: str, token: str, const: str) -> str:
    i = text.index(token)
    a, b = _region(text, i)
    bracket = i + len(token) - 1
    close = match_bracket(text, bracket)
    if close >= b:
        raise TheoryImpRefusal(f"{token} without its closing ]")
    theory = text[bracket + 1:close].strip()
    left = _flat(text, a, i)
    ends = list(_LEFT_END.finditer(left))
    if not ends:
        raise TheoryImpRefusal(f"{token}: its left operand is not told")
    start = a + ends[-1].end()
    right = _flat(text, close + 1, b)
    r = _RIGHT_END.search(right)
    end = close + 1 + (r.start() if r else len(right))
    phi, psi = text[start:i].strip(), text[close + 1:end].strip()
    if not theory or not phi or not psi \
            or not _OPERAND.fullmatch(_flat(text, start, i)) \
            or not _OPERAND.fullmatch(_flat(text, close + 1, end)):
        raise TheoryImpRefusal(f"{token} beside an operator its operands' levels leave unclear")
    lead = text[start:i][:len(text[start:i]) - len(text[start:i].lstrip())]
    trail = text[close + 1:end][len(text[close + 1:end].rstrip()):]
    return (f"{text[:start]}{lead}({const} ({theory}) ({phi}) ({psi})){trail}{text[end:]}")


def expand_theory_imp(text: str, in_effect: Callable[[str], bool],
                      recorded: Callable[[str], list[str]],
                      resolves_to: Callable[[str], list[str] | None]) -> str:
    """`text` with each `φ ⟹[T] ψ` / `φ ⇔[T] ψ` spelled (see the module docstring).
    `in_effect(symbol)`: the notation of `MODULE` with that index symbol is in effect;
    `recorded(symbol)`: the commands the index records for that symbol (whitespace collapsed)."""
    for token, (symbol, command, const) in NOTATIONS.items():
        if token not in text:
            continue
        if not in_effect(symbol):
            continue   # not in scope: left to the parser, which refuses the token
        if recorded(symbol) != [command]:
            raise TheoryImpRefusal(f"{token} is recorded as another command")
        if resolves_to(const) != [const]:
            raise TheoryImpRefusal(f"{const} is another name here")
        while token in text:
            try:
                text = _spell_one(text, token, const)
            except ValueError as exc:   # `lean_decl.match_bracket`: an unbalanced bracket
                raise TheoryImpRefusal(f"{token}: {exc}") from None
    return text
