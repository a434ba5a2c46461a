"""Two global notations beyond `infix`, read in the one shape their uses take in Mathlib.

- Binary type notations written as a binder's type (`(f : α ≤i β)`, `(f : Q₁ →qᵢ Q₂)`): the
  text is `A tok B` with `A`, `B` identifiers, standing alone (a binder's type is read as its
  own text) or between `: ` and a closing bracket. There each operand is one identifier and
  the use runs to the bracket, whatever the notation's operand levels, so the application the
  right-hand side makes of them is the use's meaning. Any other use is left as written (the
  parser refuses its token).
- The circle integral `∮ z in C(c, R), f z` (Mathlib/MeasureTheory/Integral/CircleIntegral.lean
  :290 `notation3 "∮ "(...)" in ""C("c", "R")"", "r:(scoped f => circleIntegral f c R) => r`):
  `(circleIntegral (fun z => f z) c R)`, for one identifier binder; the body is the item `r`,
  a term without precedence, so it runs to the end of the enclosing bracket (or the text).

Each rewrite needs the index to record exactly one notation of the token, global, with the
command listed, its module imported where the statement is read, no scoped or local notation
of it in effect, and the constant resolving where declared to the one listed; otherwise the
text is refused (`GlobalMixfixRefusal`) or left as it is.
"""

from __future__ import annotations

import re
from functools import partial
from typing import TYPE_CHECKING

from forminv_lean.extract.lean_decl import OPEN_CLOSE, match_bracket, top_level_offsets
from forminv_lean.formalise.index_scan import top_level_commas

if TYPE_CHECKING:
    from forminv_lean.formalise.name_index import NameIndex, Notation
    from forminv_lean.formalise.resolve import Scope

#: token -> (module, the command as the index records it (whitespace collapsed), the name its
#: right-hand side writes, the declaration that name resolves to where declared, the use's
#: expansion with `{a}`/`{b}` for the operands and `{c}` for the constant's printed name):
#: Mathlib/Order/InitialSeg.lean:61 `notation:25 α:24 " ≤i " β:25 => @InitialSeg α β (· < ·)
#: (· < ·)` and :254 `notation:25 α:24 " <i " β:25 => @PrincipalSeg α β (· < ·) (· < ·)`, both
#: outside any namespace (`structure InitialSeg` :53, `structure PrincipalSeg` :244, at the
#: root); Mathlib/LinearAlgebra/QuadraticForm/Isometry.lean:39 `notation:25 Q₁ " →qᵢ " Q₂:0 =>
#: Isometry Q₁ Q₂` in `namespace QuadraticMap`/`Isometry` (:22, :36), `structure Isometry` :32
#: in `namespace QuadraticMap`.
BINARY_TYPES: dict[str, tuple[str, str, str, str, str]] = {
    "≤i": ("Mathlib.Order.InitialSeg",
           'notation:25 α:24 " ≤i " β:25 => @InitialSeg α β (· < ·) (· < ·)',
           "InitialSeg", "InitialSeg", "(@{c} {a} {b} (· < ·) (· < ·))"),
    "<i": ("Mathlib.Order.InitialSeg",
           'notation:25 α:24 " <i " β:25 => @PrincipalSeg α β (· < ·) (· < ·)',
           "PrincipalSeg", "PrincipalSeg", "(@{c} {a} {b} (· < ·) (· < ·))"),
    "→qᵢ": ("Mathlib.LinearAlgebra.QuadraticForm.Isometry",
            'notation:25 Q₁ " →qᵢ " Q₂:0 => Isometry Q₁ Q₂',
            "Isometry", "QuadraticMap.Isometry", "({c} {a} {b})"),
}

#: The circle integral's record: (symbol, module, command, the constant).
CIRCLE = ("∮ in C( , ) ,", "Mathlib.MeasureTheory.Integral.CircleIntegral",
          'notation3 "∮ "(...)" in ""C("c", "R")"", "r:(scoped f => circleIntegral f c R) => r',
          "circleIntegral")


class GlobalMixfixRefusal(Exception):
    """A listed notation whose reading here is not the one listed."""


def _record(index: NameIndex, scope: Scope, active: list[Notation], symbol: str, module: str,
            command: str, written: str, const: str) -> str | None:
    """The constant's printed name where the listed notation is the reading of its token
    here; None where its module is not imported (the token is no notation there).
    Raises `GlobalMixfixRefusal` where the index records it otherwise."""
    from forminv_lean.formalise.global_infix_r28 import resolved_constant, the_record

    record = the_record(index, scope, active, symbol, module, GlobalMixfixRefusal)
    if record is None:
        return None
    if " ".join(record.command.split()) != command:
        raise GlobalMixfixRefusal(f"{symbol} is recorded as another command")
    return resolved_constant(record, written, const, index, scope, GlobalMixfixRefusal)


def expand_global_mixfix(text: str, index: NameIndex, scope: Scope,
                         active: list[Notation]) -> str:
    """`α ≤i β` -> `(@InitialSeg α β (· < ·) (· < ·))` (a binder's type), `∮ z in C(c, R), f z`
    -> `(circleIntegral (fun z => f z) c R)`, under the checks of the module docstring."""
    from forminv_lean.formalise.resolve import IDENT

    ident = IDENT.pattern
    for token, (module, command, written, const, template) in BINARY_TYPES.items():
        if token not in text:
            continue
        printed = _record(index, scope, active, token, module, command, written, const)
        if printed is None:
            continue
        one = rf"(?P<a>{ident}) {re.escape(token)} (?P<b>{ident})"
        whole = re.fullmatch(rf"\s*{one}\s*", text)
        if whole is not None:
            text = template.format(c=printed, a=whole.group("a"), b=whole.group("b"))
            continue
        text = re.sub(rf"(?<=: ){one}(?=\s*[)\]}}⦄])",
                      partial(_fill, template=template, const=printed), text)
    if "∮" in text:
        text = _expand_circle(text, index, scope, active)
    return text


#: `∮ z in C(` with one identifier binder, not inside a longer token.
_CIRCLE_HEAD = re.compile(r"(?<![^\s(\[{⟨,‖])∮ (?P<x>[^\W\d][\w'₀-₉]*) in C\(")


def _expand_circle(text: str, index: NameIndex, scope: Scope, active: list[Notation]) -> str:
    symbol, module, command, const = CIRCLE
    printed = _record(index, scope, active, symbol, module, command, const, const)
    if printed is None:
        return text
    while (m := _CIRCLE_HEAD.search(text)) is not None:
        try:
            close = match_bracket(text, m.end() - 1)
        except ValueError:
            raise GlobalMixfixRefusal("∮ whose C(c, R) does not close") from None
        inside = text[m.end():close]
        commas = top_level_commas(inside)
        if len(commas) != 2 or not text.startswith(", ", close + 1):
            raise GlobalMixfixRefusal("∮ not of the form ∮ z in C(c, R), f z")
        centre, radius = commas[0].strip(), commas[1].strip()
        start = close + 3
        end = _group_end(text, start)
        if text[:m.start()].rstrip()[-1:] == "‖":
            # `‖∮ z in C(c, R), f z‖`: the body ends at the bar closing the norm, the one bar
            # outside brackets before the group ends
            bars = [i for i in top_level_offsets(text[start:end], OPEN_CLOSE)
                    if text[start + i] == "‖"]
            if len(bars) != 1:
                raise GlobalMixfixRefusal("∮ inside ‖ ‖ whose closing bar is not one")
            end = start + bars[0]
        body = text[start:end].strip()
        if not body or not centre or not radius:
            raise GlobalMixfixRefusal("∮ with an empty part")
        if len(top_level_commas(body)) != 1 or any(
                body[i] == ":" for i in top_level_offsets(body, OPEN_CLOSE)):
            # `⟨∮ z in C(c, R), f z, h⟩`, `(∮ z in C(c, R), f z : E)`: Lean's term ends at
            # that `,` or `:`, which the body read to the bracket would swallow
            raise GlobalMixfixRefusal("∮ whose body is followed by `,` or `:`")
        text = (f"{text[:m.start()]}({printed} (fun {m.group('x')} => {body}) "
                f"{_atom(centre)} {_atom(radius)}){text[end:]}")
    if "∮" in text:
        raise GlobalMixfixRefusal("∮ not of the form ∮ z in C(c, R), f z")
    return text


def _group_end(text: str, start: int) -> int:
    """The offset of the first closing bracket at depth 0 after `start` (or the text's end):
    where a term without precedence that starts at `start` ends."""
    j = start
    while j < len(text):
        c = text[j]
        if c in OPEN_CLOSE:
            try:
                j = match_bracket(text, j) + 1
            except ValueError:
                raise GlobalMixfixRefusal("∮ whose body's brackets do not close") from None
            continue
        if c in OPEN_CLOSE.values():
            return j
        j += 1
    return j


def _atom(arg: str) -> str:
    """An argument as an application's argument: a name or numeral as it is, else in brackets."""
    return arg if re.fullmatch(r"[\w'.₀-₉]+", arg) else f"({arg})"


def _fill(m: re.Match[str], template: str, const: str) -> str:
    return template.format(c=const, a=m.group("a"), b=m.group("b"))
