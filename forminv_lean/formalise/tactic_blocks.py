"""A tactic block that runs to the end of its group, written in parentheses as Lean reads it.

Lean core src/Lean/Parser/Term.lean: `@[builtin_term_parser] def byTactic :=
leading_parser:leadPrec ppAllowUngrouped >> "by " >> Tactic.tacticSeqIndentGt`. A tactic
sequence takes every token it can, so a `by` that starts an item of an anonymous constructor
or the body of a `fun` runs to the close of the bracket that encloses it: `⟨i + 1, by omega⟩`
is `⟨i + 1, (by omega)⟩`, `(fun h => by simp at H)` is `(fun h => (by simp at H))`. What
comes before it (the `⟨`/`,`, the `=>`/`↦`) is unchanged by the brackets.

The parenthesised block is the formal grammar's `TACTIC` token (`(by …)`), which only a
declared proof parameter takes, where proof irrelevance makes its text irrelevant
(`elaboration.Elaborator.slot_proof`, `subtype_bracket`): a `by` anywhere else is still
refused by the elaborator. A block whose extent or reading is not certain here is left as
written (and refused by `resolve.resolve_text`): `show P by tac` (Lean core's `show … by`
is another syntax, which elaborates `P` and unifies it with the expected type before the
postponed block, so it may fix implicit arguments a bare block would leave to the end), a
`by` after an operator (`x = by tac`), a `,` at the block's own depth (Lean's tactic parser
stops there, but a tactic's own syntax could go on), unbalanced brackets, a `by` with no
enclosing bracket, or a block nested deeper than the `TACTIC` token reads.
"""

from __future__ import annotations

import re

_OPEN = "([{⟨"
_CLOSE = ")]}⟩"
_PAIR = dict(zip(_OPEN, _CLOSE, strict=True))
#: The keyword `by`, not part of a longer identifier (`by_cases`, `hby`, `Nat.by`).
_BY = re.compile(r"(?<![\w.'])by(?![\w'!?])")
#: The formal grammar's `TACTIC` token (`formal/meaning/grammar.lark`), which the
#: parenthesised block must be read as, whole.
_TACTIC = re.compile(r"\(by\s(?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)")


def bracket_tactics(text: str) -> str:
    """`text` with each tactic block that runs to its group's close parenthesised (see the
    module docstring); a block whose extent is not certain is left as written."""
    out: list[str] = []
    last = 0
    # a `by` inside a block already parenthesised is that block's text, read by nobody
    inside = [(t.start() + 1, t.end()) for t in _TACTIC.finditer(text)]
    for m in _BY.finditer(text):
        i = m.start()
        if i < last or any(a < i < b for a, b in inside):
            continue                   # inside a block already bracketed
        if _in_string(text, i) or not _term_start(text, i):
            continue
        end = _group_end(text, m.end())
        if end is None or not text[m.end():end].strip():
            continue
        block = "(" + text[i:end].rstrip() + ")"
        if not _TACTIC.fullmatch(block):
            continue
        out.append(text[last:i])
        out.append(block)
        out.append(text[i + len(text[i:end].rstrip()):end])
        last = end
    if not out:
        return text
    out.append(text[last:])
    return "".join(out)


def _term_start(text: str, i: int) -> bool:
    """Does the `by` at `i` start a term this module brackets: an item of an anonymous
    constructor (after `⟨` or `,`) or a `fun`'s body (after `=>`/`↦`)? Not one that is already
    the first token of a parenthesis (`(by simp)`), nor one after a term: there `by` is another
    syntax's keyword (`show P by tac`, Lean core's `show … by` uses `byTactic'`), which
    bracketing would turn into an application `P (by tac)`. Nor one after an operator
    (`x = by tac`): where it is no proof, the elaborator refuses it either way."""
    before = text[:i].rstrip()
    return before.endswith(("⟨", ",", "=>", "↦"))


def _group_end(text: str, start: int) -> int | None:
    """The index of the bracket closing the group a tactic block starting at `start` is in;
    None where there is none, brackets do not balance, or a `,` stands at the block's
    depth."""
    stack: list[str] = []
    for j in range(start, len(text)):
        ch = text[j]
        if ch in _OPEN:
            stack.append(_PAIR[ch])
        elif ch in _CLOSE:
            if not stack:
                return j
            if stack.pop() != ch:
                return None
        elif ch == "," and not stack:
            return None
    return None


def _in_string(text: str, i: int) -> bool:
    return text.count('"', 0, i) % 2 == 1
