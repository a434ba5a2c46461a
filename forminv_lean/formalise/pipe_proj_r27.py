"""Lean core's field pipeline `e |>.f args`, written `(e).f args` as Lean reads it (round 27).

Lean core src/Lean/Parser/Term.lean: `pipeProj := trailing_parser:minPrec " |>." >>
checkNoWsBefore >> (fieldIdx <|> rawIdent) >> many argArg`, and src/Lean/Elab/App.lean
`elabPipeProj`: `` `($e |>.$f $args*) `` is the application of the field access `$e |>.$f`
(`elabAppFn` reads it as the projection `(e).f`, the same `LVal` as `e.f` on the term `e`) to
`args`. So `C.map F |>.Exact` is `(C.map F).Exact` and `(f · |>.ker)` is `(fun x => (f
x).ker)`.

Being a trailing parser at `minPrec`, its left operand is everything its group holds before it
at precedence `min` or above: a term that starts at the group's opening bracket, or after a
`,`, `:=`, ` : `, `=>`, `↦`, `<|`, `then`/`else` at the group's depth (`a = b |>.symm` is `(a =
b).symm`, `∀ x, p x |>.mp` is `∀ x, (p x).mp`). Its arguments are `argArg`s (atoms and
bracketed terms); after them only the group's end, a `,`, or another `|>.` can follow in a term
Lean parses. The rewrite puts the left operand in parentheses and the field after it: `(e).f
args`, whose arguments parse the same. A left operand holding a `·` of the enclosing parenthesis
(`(f · |>.ker)`) is spelt as that function first (`(fun y₁ => f y₁ |>.ker)`, Lean core
`expandCDot?`); anything this reader cannot place (an operator after the arguments, an
unbalanced group, a `·` inside a tuple) is left as written, and refused by the reader.
"""

from __future__ import annotations

import re

_OPEN = "([{⟨⦃"
_CLOSE = ")]}⟩⦄"
_PIPE = re.compile(r"\s\|>\.(?=[^\W\d]|\d)")
_FIELD = re.compile(r"(?:\d+|[^\W\d][\w'!?₀-₉ₐ-ₜᵢ-ᵪ]*)(?:\.(?:\d+|[^\W\d][\w'!?₀-₉ₐ-ₜᵢ-ᵪ]*))*")
#: Where a term parsed at `min` starts (the left operand's start), scanning back at depth 0.
_BOUNDARY = re.compile(r"(?:,|:=|\s:\s|=>|↦|<\||(?<![\w'])then(?![\w'])|(?<![\w'])else(?![\w']))$")
#: A left operand holding one of these at its depth is not placed by this reader (`show T from
#: e |>.1 h`: the pipeline is inside the `from` term): left as written.
_OPAQUE = re.compile(r"(?<![\w'.])(?:show|from|have|let|by|if|match|with|fun|do|at|in)(?![\w'])"
                     r"|[∀∃∑∏⋃⋂⨆⨅λ∫;]")
_ATOM = re.compile(r"[^\W\d][\w'!?₀-₉ₐ-ₜᵢ-ᵪ.]*|\d+(?:\.\d+)?|·")


def _left_start(text: str, i: int) -> int | None:
    """Where the left operand of the `|>.` at `i` starts; None when brackets do not balance."""
    depth = 0
    j = i - 1
    while j >= 0:
        ch = text[j]
        if ch in _CLOSE:
            depth += 1
        elif ch in _OPEN:
            if depth == 0:
                return j + 1
            depth -= 1
        elif depth == 0:
            m = _BOUNDARY.search(text, 0, j + 1)
            if m is not None and m.end() == j + 1:
                return j + 1
        j -= 1
    return 0 if depth == 0 else None


def _args_end(text: str, k: int) -> int | None:
    """Just past the `argArg`s that start at `k`, when what follows them is the group's end, a
    `,`, another `|>.` or the text's end; None otherwise."""
    while True:
        while k < len(text) and text[k] == " ":
            k += 1
        if k >= len(text) or text[k] in _CLOSE or text[k] == "," or _PIPE.match(text, k - 1):
            return k
        if text[k] in _OPEN:
            depth = 0
            for j in range(k, len(text)):
                depth += text[j] in _OPEN
                depth -= text[j] in _CLOSE
                if depth == 0:
                    k = j + 1
                    break
            else:
                return None
            continue
        m = _ATOM.match(text, k)
        if m is None:
            return None
        k = m.end()


def _depth0(s: str) -> str:
    """`s` with every bracketed group blanked out (what stands at its own depth)."""
    out: list[str] = []
    depth = 0
    for ch in s:
        if ch in _OPEN:
            depth += 1
        out.append(ch if depth == 0 else " ")
        if ch in _CLOSE:
            depth -= 1
    return "".join(out)


def _top_cdot(s: str) -> bool:
    depth = 0
    for ch in s:
        depth += ch in _OPEN
        depth -= ch in _CLOSE
        if ch == "·" and depth == 0:
            return True
    return False


def spell_pipe_projections(text: str) -> str:
    """`text` with each `e |>.f args` written `(e).f args` (see the module docstring); a use
    this reader cannot place leaves the text as it is."""
    from forminv_lean.formalise.lean_sugar import _cdot_function

    for _ in range(64):
        m = _PIPE.search(text)
        if m is None:
            return text
        i = m.start()
        start = _left_start(text, i)
        if start is None:
            return text
        left = text[start:i].strip()
        field = _FIELD.match(text, m.end())
        if not left or field is None or _OPAQUE.search(_depth0(left)):
            return text
        if _top_cdot(left):
            # the enclosing parenthesis takes the `·`: spell it as its function first
            end = _args_end(text, field.end())
            if end is None or end >= len(text) or text[end] != ")":
                return text
            spelled = _cdot_function(text, i, end)
            if spelled is None:
                return text
            text = spelled
            continue
        if _args_end(text, field.end()) is None:
            return text
        lead = text[start:i][:len(text[start:i]) - len(text[start:i].lstrip())]
        text = f"{text[:start]}{lead}({left}).{text[m.end():]}"
    return text
