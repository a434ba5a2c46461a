"""Lean surface sugar the formal language does not write, spelled out as Lean expands it.

`f <| x` is Lean core's `f x` (`macro_rules | `($f $args* <| $a) => `($f $args* $a)`, with
`<|` at precedence `min`: its right operand runs to the end of the enclosing group, so `f <| g
<| x = y` is `f (g (x = y))`). The rewrite replaces `<| R` by `(R)` and leaves the left side as
written: were Lean to read `a ∧ f <| b` as `(a ∧ f) b` the statement would not typecheck, so in
a Lean-checked statement the left operand is the application that ends before `<|`.

The right operand ends where the group does: a closing bracket, or at its depth a `,` (tuple,
anonymous constructor), a type ascription's ` : `, a set-builder's or absolute value's `|`,
`then`/`else`, `:=`. A binder inside it (`f <| ∀ x : T, p x`) stops the operand at its `:` or
`,`, which leaves text the parser refuses: never a different reading. Nor is an operand with a
`·` rewritten: Lean's `(f <| g ·)` is `fun x => f (g x)` (the parenthesis that encloses the
`<|` takes the `·`), and `(g ·)` would make it `f (fun x => g x)`.
"""

from __future__ import annotations

import re

_OPEN = "([{⟨"
_CLOSE = ")]}⟩"
_STOP = re.compile(r",|\s:\s|:=|(?<!<)\|(?!>)|\bthen\b|\belse\b")


def expand_pipes(text: str) -> str:
    """`text` with every `<|` spelled as application (see the module docstring); unchanged
    when it has none. Brackets that do not balance leave the text as it is."""
    while "<|" in text:
        i = text.rindex("<|")    # the last first: its operand holds no other `<|`
        if text.startswith("<|>", i):
            return text          # `<|>` (orElse) is another operator: left to the parser
        end = _operand_end(text, i + 2)
        if end is None:
            return text
        raw = text[i + 2:end]
        operand = raw.strip()
        if not operand or "·" in operand:
            return text
        text = f"{text[:i].rstrip()} ({operand}){raw[len(raw.rstrip()):]}{text[end:]}"
    return text


def _operand_end(text: str, start: int) -> int | None:
    depth = 0
    j = start
    while j < len(text):
        ch = text[j]
        if ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            if depth == 0:
                return j
            depth -= 1
        elif depth == 0 and ch == "‖":
            return None          # a norm's closing bar would be ambiguous: not rewritten
        elif depth == 0:
            m = _STOP.match(text, j)
            if m:
                return j
        j += 1
    return j if depth == 0 else None


def _binder_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    from forminv_lean.formalise.resolve import _FIRST, _REST

    name = rf"[{_FIRST}][{_REST}]*"
    names = rf"{name}(?:\s+{name})*"
    group = rf"(?:\(\s*{names}\s*\)|{name})"
    run = re.compile(rf"(?<![{_REST}.])((?:⨆|⨅|⋃|⋂|∀|∃|∑|∏|fun|λ)\s*)"
                     rf"({group}(?:\s+{group})*)(\s*(?:,|=>|↦))")
    return run, re.compile(rf"\(\s*({names})\s*\)")


def bare_binders(text: str) -> str:
    """`⋃ (i) (j), f i j` is `⋃ i j, f i j`, `∀ (x), p x` is `∀ x, p x`: a parenthesised
    binder group with neither type nor predicate binds its names exactly as the bare names do
    (Lean's `binderIdent`/extended binders). Only a binder list made of such groups and bare
    names is rewritten; one with a typed group is left as written."""
    if "(" not in text:
        return text
    run, paren = _binder_patterns()

    def strip(m: re.Match[str]) -> str:
        return m.group(1) + paren.sub(r"\1", m.group(2)) + m.group(3)
    return run.sub(strip, text)
