"""Parse a Lean 4 declaration header (`theorem name binders : type`) into parts.

Mirrors Lean's own view of a declaration (LeanDojo-style): kind, full name, the binder
list with its bracket kinds, and the statement. Only the header is read; a proof after
``:=`` / ``by`` / ``where`` is cut off. This is a bracket-aware scanner, not a Lean
parser: it needs no Lean and never guesses past a bracket it cannot match.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from forminv_lean.errors import InputError

KINDS = ("theorem", "lemma", "def", "abbrev", "instance", "example", "structure", "class",
         "inductive", "axiom", "opaque")
MODIFIERS = ("private", "protected", "noncomputable", "nonrec", "partial", "unsafe")
OPEN_CLOSE = {"(": ")", "{": "}", "[": "]", "⦃": "⦄", "⟨": "⟩"}
BINDER_KIND = {"(": "explicit", "{": "implicit", "⦃": "strict_implicit", "[": "instance"}


@dataclass(frozen=True)
class Binder:
    """One bracketed binder of a declaration, e.g. ``{a b : ℕ}`` or ``[Group G]``."""
    kind: str            # explicit | implicit | strict_implicit | instance
    names: tuple[str, ...]
    type: str | None     # None for `{α}` without a type, or an anonymous instance `[Group G]`


@dataclass(frozen=True)
class LeanDecl:
    """A theorem or lemma as written in Lean source: name, binders and statement."""
    kind: str
    name: str
    binders: tuple[Binder, ...]
    statement: str
    attributes: tuple[str, ...] = ()

    @property
    def signature(self) -> str:
        bs = " ".join(_show(b) for b in self.binders)
        return f"{self.kind} {self.name}{' ' + bs if bs else ''} : {self.statement}"


def _show(b: Binder) -> str:
    o = {v: k for k, v in BINDER_KIND.items()}[b.kind]
    inner = " ".join(b.names) + (f" : {b.type}" if b.type and b.names else (b.type or ""))
    return f"{o}{inner}{OPEN_CLOSE[o]}"


_COMMENT = re.compile(r"/-.*?-/|--[^\n]*", re.S)


def match_bracket(s: str, i: int, pairs: dict[str, str] = OPEN_CLOSE) -> int:
    """Index of the bracket closing ``s[i]``, honouring nesting of all bracket kinds in
    `pairs` (a wrongly nested closer is an error)."""
    stack = [pairs[s[i]]]
    j = i + 1
    while j < len(s):
        c = s[j]
        if c in pairs:
            stack.append(pairs[c])
        elif stack and c == stack[-1]:
            stack.pop()
            if not stack:
                return j
        elif c in pairs.values():
            raise ValueError(f"unbalanced '{c}' at offset {j}")
        j += 1
    raise ValueError(f"unclosed '{s[i]}' at offset {i}")


def top_level_offsets(s: str, pairs: dict[str, str] = OPEN_CLOSE) -> Iterator[int]:
    """Offsets of the characters of `s` outside every bracket of `pairs` (the brackets
    themselves excluded): the one depth scan that top-level searches share."""
    closers = set(pairs.values())
    depth = 0
    for i, c in enumerate(s):
        if c in pairs:
            depth += 1
        elif c in closers:
            depth -= 1
        elif depth == 0:
            yield i


def _top_level_cut(s: str, stops: tuple[str, ...]) -> int:
    """First offset of any stop token outside brackets (or len(s))."""
    depth = 0
    i = 0
    while i < len(s):
        c = s[i]
        if c in OPEN_CLOSE:
            depth += 1
        elif c in ")}]⦄⟩":
            depth -= 1
        elif depth == 0:
            for t in stops:
                if t == "\n|":
                    j = i + 1
                    while j < len(s) and s[j] in " \t":
                        j += 1
                    if s[i] == "\n" and s.startswith("|", j) and _match_alternative(s, j):
                        return i
                elif s.startswith(t, i) and (t != "by" or _is_word_at(s, i, t)):
                    return i
        i += 1
    return len(s)


def _match_alternative(s: str, i: int) -> bool:
    """Does the `|` at `s[i]` (first on its line) start pattern-matching alternatives
    (`  | 0 => …`), not an absolute value `|x - y| ≤ ε` that starts a line of the statement? An
    alternative reaches its `=>` on that line with no other `|` before it."""
    line = s[i + 1:].split("\n", 1)[0]
    arrow = line.find("=>")
    return arrow >= 0 and "|" not in line[:arrow]


def _is_word_at(s: str, i: int, w: str) -> bool:
    before = s[i - 1] if i > 0 else " "
    after = s[i + len(w)] if i + len(w) < len(s) else " "
    return not (before.isalnum() or before in "_.") and not (after.isalnum() or after == "_")


def _instance_name(names: tuple[str, ...]) -> bool:
    """Is this the name part of a named instance binder `[inst : C α]` (one identifier), not
    the start of a binder construct in its type (`∀ m`, `Π i`)?"""
    return len(names) == 1 and names[0][:1] not in "∀Π∃λ" and names[0] != "fun"


def leading_binders(rest: str) -> tuple[list[Binder], str]:
    """The bracketed binders `rest` starts with, and the text after them (ValueError on an
    unbalanced or unreadable binder)."""
    binders: list[Binder] = []
    while rest and rest[0] in BINDER_KIND:
        j = match_bracket(rest, 0)
        binders.append(parse_binder(rest[1:j], rest[0]))
        rest = rest[j + 1:].lstrip()
    return binders, rest


def parse_binder(text: str, opener: str) -> Binder:
    """Split the inside of one binder (opened by ``opener``) into its names and type."""
    kind = BINDER_KIND[opener]
    depth = 0
    for i, c in enumerate(text):
        if c in OPEN_CLOSE:
            depth += 1
        elif c in ")}]⦄⟩":
            depth -= 1
        elif c == ":" and depth == 0 and not text.startswith(":=", i):
            names = tuple(text[:i].split())
            if kind == "instance" and not _instance_name(names):
                break   # `[∀ m : M, Decidable (m ≠ 0)]`: the `:` is the `∀`'s, no name
            return Binder(kind, names, text[i + 1:].strip())
    if kind == "instance":
        return Binder(kind, (), text.strip())
    return Binder(kind, tuple(text.split()), None)


def parse_decl(text: str) -> LeanDecl:
    """Parse a declaration header; raise :class:`InputError` with the reason if it is not one."""
    s = _COMMENT.sub(" ", text).strip()
    attrs: list[str] = []
    while s.startswith("@["):
        j = match_bracket(s, 1)
        attrs.append(s[2:j].strip())
        s = s[j + 1:].strip()
    words = s.split(None, 1)
    while words and words[0] in MODIFIERS:
        s = words[1] if len(words) > 1 else ""
        words = s.split(None, 1)
    if not words or words[0] not in KINDS:
        raise InputError(f"not a declaration (starts with {s[:20]!r})")
    kind = words[0]
    rest = words[1] if len(words) > 1 else ""
    m = re.match(r"\s*([^\s:({\[⦃]+)", rest)
    if kind == "example":
        name = ""
        rest = rest.lstrip()
    elif not m:
        raise InputError("declaration has no name")
    else:
        name = m.group(1)
        rest = rest[m.end():].lstrip()
    binders: list[Binder] = []
    while True:
        try:
            more, rest = leading_binders(rest)
        except ValueError as exc:
            raise InputError(f"binders: {exc}") from None
        binders += more
        # Lean's `declSig` takes a bare `binderIdent` as well as bracketed binders
        # (`theorem toNonUnitalSubalgebra_mk (p : Submodule R A) hmul : …`): an explicit
        # binder without a type
        bare = _BARE_BINDER.match(rest)
        if bare is None:
            break
        binders.append(Binder("explicit", (bare.group(1),), None))
        rest = rest[bare.end():].lstrip()
    if not rest.startswith(":"):
        raise InputError("no ': type' after the binders")
    body = rest[1:]
    cut = _top_level_cut(body, (":=", "by", " where", "\n|"))
    statement = " ".join(body[:cut].split())
    if not statement:
        raise InputError("empty statement")
    arrows, statement = _leading_pi_binders(statement)
    return LeanDecl(kind, name, tuple(binders + arrows), statement, tuple(attrs))


#: A binder's name: a Lean identifier (a letter, `_` or a letter-like symbol first), never a
#: binder symbol of a term (`(∃ r : ℝ, p r) → q` is a term, not the binder `∃ r`).
_BINDER_NAME = re.compile(r"[^\W\d][\w'!?₀-₉]*")
#: A bare binder identifier (`_BINDER_NAME`) in a declaration's signature, before a binder,
#: its `:` or another.
_BARE_BINDER = re.compile(rf"({_BINDER_NAME.pattern})(?=\s*[:({{\[⦃]|\s+[^\W\d])")
_TERM_BINDERS = frozenset({"fun", "λ", "Π", "Σ", "∀", "∃"})


def _leading_pi_binders(statement: str) -> tuple[list[Binder], str]:
    """`{a b : α} → [C α] → (x : α) → P` as the binders `{a b : α} [C α] (x : α)` and `P`:
    `theorem t : (x : α) → P x` and `theorem t (x : α) : P x` declare the same type, which Lean
    elaborates binder by binder either way. Only bracket groups that are binders move (names
    and a type, or an instance); `(a + b) → c` is a term and stays."""
    moved: list[Binder] = []
    s = statement
    while s and s[0] in BINDER_KIND:
        try:
            j = match_bracket(s, 0)
        except ValueError:
            break
        after = s[j + 1:].lstrip()
        if not after.startswith("→"):
            break
        b = parse_binder(s[1:j], s[0])
        if b.kind != "instance" and not (
                b.names and b.type and all(_BINDER_NAME.fullmatch(n) and n not in _TERM_BINDERS
                        for n in b.names)):
            break
        moved.append(b)
        s = after[1:].lstrip()
    return moved, s
