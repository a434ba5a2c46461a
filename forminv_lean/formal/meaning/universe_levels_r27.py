"""Explicit universe levels on a constant, `Small.{u} α`, `Cardinal.lift.{u, v} a`, `AddCommGrp.{0}`.

A constant written with levels keeps them as part of its name: the node is
`Name("Cardinal.lift.{u, v}")`, so everything that compares constants by name (the elaborator's
opaque atoms, the kernel's encoding, the normal forms) tells `Small.{u} α` from `Small.{v} α`
and from `Small α`, and anything that looks a name up without knowing levels finds nothing and
refuses. `signature_name` gives the bare constant whose declared signature the levels do not
change (a universe argument changes the sorts of the signature's types, never its shape).

The levels are read with Lean's own level grammar (Lean core src/Lean/Parser/Level.lean:
`paren := "(" levelParser ")"`, `max := nonReservedSymbol "max" >> many1 (levelParser maxPrec)`,
`imax` likewise, `hole := "_"`, `num := numLit`, `ident := ident`, and the trailing
`addLit := trailing_parser:65 " + " >> numLit`), and printed back in one canonical spelling
(`max (u + 1) v`, levels separated by `, `) so that two spellings of the same text are the same
name. A hole `_` is refused: Lean fills it by unification, so two `X.{_}` need not be the same
level, and the name would identify them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: A constant followed by its explicit levels: `Cardinal.lift.{u, v}` -> (`Cardinal.lift`, `u, v`).
LEVELED = re.compile(r"^(@?)(.+?)\.\{([^{}]*)\}$")
_TOKEN = re.compile(r"\s*(?:(\d+)|([A-Za-z_][\w'₀-₉]*)|([()+,]))")


class LevelError(ValueError):
    """Levels that are not Lean's level syntax, or that a name cannot keep (a hole `_`)."""


@dataclass(frozen=True)
class Level:
    """A universe level as written: `op` is `num`, `name`, `max`, `imax` or `succ` (`l + n`)."""

    op: str
    args: tuple[Level, ...] = ()
    text: str = ""

    def __str__(self) -> str:
        if self.op in ("num", "name"):
            return self.text
        if self.op == "succ":
            return f"{_atomic(self.args[0], plus=True)} + {self.text}"
        return " ".join([self.op, *(_atomic(a) for a in self.args)])

    def names(self) -> set[str]:
        """The universe names this level mentions."""
        own = {self.text} if self.op == "name" else set()
        return own.union(*(a.names() for a in self.args))


def _atomic(level: Level, *, plus: bool = False) -> str:
    # an argument of `max`/`imax` is read at maxPrec, the left of `+ n` at 65 (a `u + 1 + 1`
    # chain needs no parentheses; `max u v + 1` does: max's arguments run on)
    if level.op in ("num", "name") or (plus and level.op == "succ"):
        return str(level)
    return f"({level})"


class _Reader:
    def __init__(self, text: str) -> None:
        self.toks: list[str] = []
        pos = 0
        text = text.rstrip()
        while pos < len(text):
            m = _TOKEN.match(text, pos)
            if m is None or m.end() == pos:
                raise LevelError(f"not a universe level: {text!r}")
            self.toks.append(m.group(0).strip())
            pos = m.end()
        self.i = 0

    def peek(self) -> str | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self) -> str:
        tok = self.peek()
        if tok is None:
            raise LevelError("a universe level ends early")
        self.i += 1
        return tok

    def level(self) -> Level:
        """levelParser 0: a leading level, then any number of `+ n`."""
        head = self.leading(top=True)
        while self.peek() == "+":
            self.take()
            n = self.take()
            if not n.isdigit():
                raise LevelError(f"`+` takes a numeral in a universe level, not {n!r}")
            head = Level("succ", (head,), n)
        return head

    def leading(self, *, top: bool) -> Level:
        tok = self.take()
        if tok == "(":
            inner = self.level()
            if self.take() != ")":
                raise LevelError("unbalanced parenthesis in a universe level")
            return inner
        if tok == "_":
            raise LevelError("a universe hole `_` (Lean fills it by unification: two need not "
                             "be the same level)")
        if tok in ("max", "imax"):
            if not top:   # `max` is read at leading precedence, never as an argument
                raise LevelError(f"`{tok}` as an argument of a universe level needs parentheses")
            args = [self.leading(top=False)]
            while self.peek() not in (None, ",", ")", "+"):
                args.append(self.leading(top=False))
            return Level(tok, tuple(args))
        if tok.isdigit():
            return Level("num", text=str(int(tok)))
        if tok[0].isalpha() or tok[0] == "_":
            return Level("name", text=tok)
        raise LevelError(f"unexpected {tok!r} in a universe level")


def parse_levels(text: str) -> tuple[Level, ...]:
    """The levels of `.{text}`, one per comma (Lean's `sepBy1 levelParser ", "`)."""
    r = _Reader(text)
    out = [r.level()]
    while r.peek() == ",":
        r.take()
        out.append(r.level())
    if r.peek() is not None:
        raise LevelError(f"unexpected {r.peek()!r} in universe levels {text!r}")
    return tuple(out)


def canonical_levels(text: str) -> str:
    """`text`'s levels in the one spelling a name keeps (`max (u+1) v,w` -> `max (u + 1) v, w`)."""
    return ", ".join(str(level) for level in parse_levels(text))


def leveled(name: str, levels: str) -> str:
    """The name of constant `name` at the explicit levels `levels` (checked, canonical)."""
    return f"{name}.{{{canonical_levels(levels)}}}"


def split_levels(ident: str) -> tuple[str, str | None]:
    """`Cardinal.lift.{u, v}` -> (`Cardinal.lift`, `u, v`); a name without levels -> (it, None)."""
    m = LEVELED.match(ident)
    if m is None:
        return ident, None
    return m.group(1) + m.group(2), m.group(3)


def signature_name(ident: str) -> str:
    """The constant whose declared signature a leveled name has (its levels dropped)."""
    return split_levels(ident)[0]


def level_names(ident: str) -> set[str]:
    """The universe names a leveled name mentions (none for a plain name)."""
    levels = split_levels(ident)[1]
    if levels is None:
        return set()
    return set().union(*(lv.names() for lv in parse_levels(levels)))
