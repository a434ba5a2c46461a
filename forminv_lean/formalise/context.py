"""The part of a Lean file a declaration depends on: `namespace`, `section`, `open`, `variable`.

A Mathlib statement often names things it never binds: `theorem add_pow_le (hab : a ≤ b)`
takes `a b : α` and `[LinearOrderedSemiring α]` from a `variable` line far above it, and writes
`card s` for `Finset.card s` inside `namespace Finset`. `LeanContext.scan` reads a file's text
up to the declaration (ntp-toolkit's `srcUpToTactic`) and keeps exactly the commands still in
effect there: `end X` closes what `namespace X`/`section X` opened, with the `variable` and
`open` lines inside it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from forminv_lean.extract.lean_decl import Binder, parse_binder

_COMMAND = re.compile(r"^(?:(?:private|protected|noncomputable|@\[[^\]]*\])\s+)*"
                      r"(namespace|section|end|open|variable|universe|theorem|lemma|def|"
                      r"instance|example|structure|class|abbrev|attribute|set_option|"
                      r"import|local|scoped|notation|notation3|infix|infixl|infixr|prefix|postfix|"
                      r"macro|macro_rules|syntax|elab|elab_rules|binder_predicate|alias|omit|"
                      r"include|noncomputable|export|assert_not_exists|inductive|mutual|opaque|"
                      r"axiom|unsafe|partial|irreducible_def|initialize|deriving|run_cmd|"
                      r"add_decl_doc|library_note|suppress_compilation|unseal|seal|"
                      r"compile_inductive|register_simp_attr|simproc|simproc_decl|"
                      r"declare_syntax_cat|@\[|/--|--|#)\b")
_OPENERS = {"[": "]", "(": ")", "{": "}", "⦃": "⦄", "⟨": "⟩"}


@dataclass
class Scope:
    """One open scope of a Lean file (namespace, section or the file itself) and what it brings
    into effect."""

    kind: str                      # "namespace" | "section" | "file"
    name: str
    opens: list[str] = field(default_factory=list)
    scoped_opens: list[str] = field(default_factory=list)   # `open scoped X`: notations only
    includes: list[str] = field(default_factory=list)       # `include h`: always included
    # `include`/`omit` (outside `… in`) and instance `variable`s, in order, as (word, name or
    # `[type]`): `omit h` undoes an `include h` until this scope ends, `omit [C α]` leaves that
    # instance out until a later `variable [C α]` (`LeanContext.includes`/`omits`)
    events: list[tuple[str, str]] = field(default_factory=list)
    variables: list[Binder] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)   # the commands, as written
    # `local notation …` / `local infixl …` (…) declared here: in effect until this scope's `end`
    notations: list[str] = field(default_factory=list)
    # binder updates (`variable (x)`) made here to an enclosing scope's `variable`s: that
    # scope's list as it was before, put back at this scope's `end` (Lean keeps a copy of the
    # enclosing scope's variables in each scope, so an update lasts until the `end`)
    restore: list[tuple[Scope, list[Binder]]] = field(default_factory=list)


@dataclass
class LeanContext:
    """The scopes open at a point of a file, outermost first."""

    scopes: list[Scope] = field(default_factory=lambda: [Scope("file", "")])
    # `open X in` / `include h in` / `omit h in` right before the declaration: in effect for
    # that declaration only (the commands, as written, in `in_lines`)
    open_in: list[str] = field(default_factory=list)
    # `open scoped X in`: only `X`'s scoped notations, for that declaration only
    scoped_open_in: list[str] = field(default_factory=list)
    include_in: list[str] = field(default_factory=list)
    omit_in: list[str] = field(default_factory=list)
    # `variable … in`: binders in effect for that declaration only, after the scopes' own
    variables_in: list[Binder] = field(default_factory=list)
    in_lines: list[str] = field(default_factory=list)
    # the scopes' `variable` lists before a `variable (x) in` update, put back at the next command
    restore_in: list[tuple[Scope, list[Binder]]] = field(default_factory=list)

    @property
    def namespace(self) -> str:
        return ".".join(s.name for s in self.scopes if s.kind == "namespace" and s.name)

    @property
    def opens(self) -> list[str]:
        """Namespaces whose names are accessible unqualified (`open X`, not `open scoped X`)."""
        return [o for s in self.scopes for o in s.opens] + self.open_in

    @property
    def explicit_opens(self) -> list[tuple[str, tuple[str, ...]] | tuple[str, tuple[str, ...], str]]:
        """The `open` commands that open less than a whole namespace, which `opens` still
        lists whole (an over-approximation the name resolver narrows with this list), as
        Lean's `elabOpenDecl` (src/Lean/Elab/Open.lean) records them:

        - `open A (x y)` as `(A, (x, y))`: `OpenDecl.explicit x A.x`, nothing else of `A`;
        - `open A hiding x y` as `(A, (x, y), "hiding")`: `OpenDecl.simple A [x, y]`, all of
          `A` but `x`, `y` (`resolveOpenDecls` skips `A` for an identifier in that list);
        - `open A renaming x → x'` as `(A, (x, x'), "renaming")`: `OpenDecl.explicit x' A.x`
          for each pair, nothing else of `A`."""
        cmds = [c for s in self.scopes for c in s.lines] + self.in_lines
        return [e for e in map(_partial_open, cmds) if e is not None]

    @property
    def notation_opens(self) -> list[str]:
        """Namespaces whose scoped notations are in effect (`open X` and `open scoped X`)."""
        return [o for s in self.scopes for o in s.opens + s.scoped_opens] + self.open_in + \
            self.scoped_open_in

    @property
    def local_notations(self) -> list[str]:
        """The `local` notation commands in effect (whitespace collapsed, attributes dropped):
        Lean's `local` notation lasts until the end of the section or namespace declaring it."""
        return [n for s in self.scopes for n in s.notations]

    @property
    def variables(self) -> list[Binder]:
        return [b for s in self.scopes for b in s.variables] + self.variables_in

    def lines(self) -> list[str]:
        """The commands in effect, in order, with the `namespace`/`section` lines that hold them
        (what a certificate must repeat to be read where the theorem lives)."""
        out: list[str] = []
        for s in self.scopes:
            if s.kind != "file":
                out.append(f"{s.kind} {s.name}".rstrip())
            out.extend(s.lines)
        out.extend(self.in_lines)
        return out

    @property
    def includes(self) -> list[str]:
        """Variables `include` makes part of every declaration here (Lean 4 includes the
        others only where the statement mentions them), less those an `omit` (lean4
        Elab/BuiltinCommand.lean `elabOmit`: it takes them out of the scope's `includedVars`,
        until the scope ends or an `include` puts them back) or `omit … in` leaves out."""
        names: list[str] = []
        for s in self.scopes:
            for word, n in s.events:
                if word == "include" and n not in names:
                    names.append(n)
                elif word == "omit" and n in names:
                    names.remove(n)
        names += self.include_in
        return [n for n in names if n not in self.omit_in]

    @property
    def omits(self) -> list[str]:
        """The instance variables an `omit` leaves out here, each as `[type]` as written
        (`omit [C α]`, or `omit h` for `variable [h : C α]`): Lean's `elabOmit` adds them to
        the scope's `omittedVars`, which the instance-inclusion rule skips, until the scope
        ends; a later `variable [C α]` is another variable, not omitted. With `omit … in`.
        Whitespace inside each is normalised (one space), so callers compare them as they are."""
        named = {n: f"[{' '.join((b.type or '').split())}]" for b in self.variables
                 if b.kind == "instance" for n in b.names}
        keys: list[str] = []   # a name, or `[type]`, as the `omit` wrote it
        for s in self.scopes:
            for word, n in s.events:
                key = " ".join(n.split())
                if word == "omit":
                    keys.append(key)
                else:   # `include nzd` (`elabInclude` takes it out of `omittedVars`)
                    keys = [k for k in keys if k != key]
        keys += [_omit_name(o) or " ".join(o.split()) for o in self.omit_in]
        return [named.get(k, k) for k in keys]

    def without_variables(self) -> LeanContext:
        """The same scopes with no `variable`/`include` in effect: where names resolve, for a
        declaration whose binders are all known already (its elaborated goal lists them)."""
        return replace(self, scopes=[replace(s, variables=[], includes=[], events=[])
                                     for s in self.scopes],
                       include_in=[], omit_in=[], variables_in=[])

    @classmethod
    def from_lines(cls, lines: list[str]) -> LeanContext:
        """Rebuild a context from `lines()` (as stored with a theorem)."""
        return cls.scan("\n".join(lines))

    @classmethod
    def scan(cls, text: str) -> LeanContext:
        """The context in effect at the end of `text` (a file's text up to a declaration)."""
        ctx = cls()
        pending: list[str] = []   # `open … in` / `include … in` waiting for their declaration
        for cmd in _commands(_strip_comments(text)):
            pending = ctx.step(cmd, pending)
        if pending:  # the text ends with `… in` commands (context lines as stored)
            ctx._set_in(pending)
        return ctx

    def step(self, cmd: str, pending: list[str]) -> list[str]:
        """Take one command (as `_commands` splits them) into the context; `pending` is the
        run of `… in` commands before it, returned as it stands after this one (`scan`, and
        `sig_scan`, which reads a whole file command by command)."""
        word, _, rest = cmd.partition(" ")
        rest = rest.strip()
        _put_back(self.restore_in)
        if word in ("open", "include", "omit", "variable") and cmd.endswith(" in"):
            return [*pending, cmd]
        if word in ("theorem", "lemma"):  # the last declaration keeps its `… in` commands
            self._set_in(pending)
        if word in ("namespace", "section"):
            self.scopes.append(Scope(word, rest))
        elif word == "end":
            for i in range(len(self.scopes) - 1, 0, -1):
                if self.scopes[i].name == rest or (not rest and self.scopes[i].kind == "section"):
                    for closed in reversed(self.scopes[i:]):
                        _put_back(closed.restore)
                    del self.scopes[i:]
                    break
        elif word == "open" and " in " not in cmd:
            names, scoped = _open_names(rest)
            self.scopes[-1].opens.extend(names)
            self.scopes[-1].scoped_opens.extend(scoped)
            self.scopes[-1].lines.append(cmd)
        elif word == "variable":
            try:
                binders = self._new_binders(rest, self.scopes[-1].restore)
            except ValueError:
                return []  # a `variable` line this reader cannot split: skip it
            self.scopes[-1].variables.extend(binders)
            self.scopes[-1].events.extend(("variable", f"[{' '.join(b.type.split())}]")
                                          for b in binders if b.kind == "instance" and b.type)
            self.scopes[-1].lines.append(cmd)
        elif word == "include":
            self.scopes[-1].includes.extend(_names(rest))
            self.scopes[-1].events.extend(("include", n) for n in _names(rest))
            self.scopes[-1].lines.append(cmd)
        elif word == "omit":   # outside `… in` (returned above): until this scope ends
            self.scopes[-1].events.extend(("omit", _omit_name(n) or n) for n in _names(rest))
            self.scopes[-1].lines.append(cmd)
        elif (notation := local_notation(cmd)) is not None:
            self.scopes[-1].notations.append(notation)
            self.scopes[-1].lines.append(cmd)
        return []

    def _new_binders(self, rest: str, restore: list[tuple[Scope, list[Binder]]]
                     ) -> list[Binder]:
        """The binders a `variable` line adds (`ValueError` if it cannot be split). `variable
        (a b)` / `{a b}` / `⦃a b⦄` without a type is Lean 4's binder update (lean4 Elab/
        BuiltinCommand.lean `replaceBinderAnnotation`): each name already declared gets the new
        brackets where it stands, in the latest binder that declares it; it declares nothing.
        A name not declared yet is a new variable. An enclosing scope's list changed here is
        recorded in `restore`, to be put back when this scope ends."""
        out: list[Binder] = []
        for b in _binders(rest):
            if b.type is not None or b.kind == "instance":
                out.append(b)
                continue
            fresh = tuple(n for n in b.names if self._latest(n) is None)
            if fresh:
                out.append(Binder(b.kind, fresh, None))
            groups: list[tuple[Scope, Binder, set[str]]] = []
            for n in b.names:
                if (found := self._latest(n)) is not None:
                    same = next((g for g in groups if g[1] is found[1]), None)
                    if same is None:
                        groups.append((*found, {n}))
                    else:
                        same[2].add(n)
            for scope, old, names in groups:
                self._update(scope, old, names, b.kind, restore)
        return out

    def _latest(self, name: str) -> tuple[Scope, Binder] | None:
        """The scope and binder of the latest `variable` named `name` (not an instance)."""
        for scope in reversed(self.scopes):
            for b in reversed(scope.variables):
                if b.kind != "instance" and name in b.names:
                    return scope, b
        return None

    def _update(self, scope: Scope, old: Binder, names: set[str], kind: str,
                restore: list[tuple[Scope, list[Binder]]]) -> None:
        """Give `names` of the `variable` binder `old` the brackets `kind` when they are all
        its names. Lean splits a group updated in part (`{α β : Type*}` then `variable (α)`
        is `(α : Type*) {β : Type*}`); that is left as it was: the brackets of a `variable`
        change nothing in a rendering (`render._binders` prints `{α : Type*}` and `(x : α)`
        whatever they were), and the group keeps the rendering printed as before."""
        if old.kind == kind or not set(old.names) <= names:
            return
        if scope is not self.scopes[-1] or restore is self.restore_in:
            restore.append((scope, list(scope.variables)))
        at = next(i for i, v in enumerate(scope.variables) if v is old)
        scope.variables[at] = Binder(kind, old.names, old.type)

    def _set_in(self, cmds: list[str]) -> None:
        self.open_in, self.include_in, self.omit_in = [], [], []
        self.scoped_open_in = []
        _put_back(self.restore_in)
        self.variables_in = []
        self.in_lines = list(cmds)
        for cmd in cmds:
            word, _, rest = cmd.removesuffix(" in").partition(" ")
            if word == "variable":
                try:
                    self.variables_in.extend(self._new_binders(rest.strip(), self.restore_in))
                except ValueError:
                    self.in_lines.remove(cmd)   # a line this reader cannot split: skipped
            elif word == "open":
                # `open scoped Function in` (the `on` notation's files): its scoped
                # notations are in effect for the declaration, its names are not opened
                names, scoped = _open_names(rest.strip())
                self.open_in.extend(names)
                self.scoped_open_in.extend(scoped)
            elif word == "include":
                self.include_in.extend(_names(rest))
            else:
                self.omit_in.extend(_names(rest))


#: `local notation`, `local notation3`, `local infix[lr]`, `local prefix`, `local postfix`,
#: after any attributes (`@[inherit_doc] local notation …`) or `set_option hygiene false in`.
_LOCAL_NOTATION = re.compile(r"(?:set_option\s+\S+\s+\S+\s+in\s+)?(?:@\[[^\]]*\]\s*)*(local\s+(?:notation3?|infix[lr]?|prefix|"
                             r"postfix)\b.*)", re.S)


def local_notation(cmd: str) -> str | None:
    """A `local` notation command with its attributes dropped and whitespace collapsed (as the
    name index's `notations.jsonl` records the command, compared so), or None."""
    m = _LOCAL_NOTATION.fullmatch(cmd.strip())
    return " ".join(m.group(1).split()) if m else None


def _put_back(restore: list[tuple[Scope, list[Binder]]]) -> None:
    """Undo binder updates (`LeanContext._update`), latest first, and forget them."""
    for scope, before in reversed(restore):
        scope.variables[:] = before
    restore.clear()


def _omit_name(item: str) -> str | None:
    """The variable an `omit` item names: `h` for `h` or `[h : C α]` (lean4 `elabOmit` reads
    an instance binder with a name by that name), None for `[C α]` (matched by its type)."""
    m = re.fullmatch(r"\[\s*([^\s\[\](){}:]+)\s*:[^=].*\]|([^\s\[\](){}]+)", item.strip(), re.S)
    return None if m is None else (m.group(1) or m.group(2))


def _names(rest: str) -> list[str]:
    """`h₁ h₂ [Foo α]` -> the plain names (an instance given by its type is kept as written)."""
    out: list[str] = []
    depth = 0
    cur = ""
    for c in rest:
        if c in "[(":
            depth += 1
        elif c in "])":
            depth -= 1
        cur += c
        if depth == 0 and c in " ])":
            if cur.strip():
                out.append(cur.strip())
            cur = ""
    if cur.strip():
        out.append(cur.strip())
    return out


#: `open A (x y)` / `open A (x) in`: Lean's `openOnly` form (one namespace, names in brackets).
_OPEN_ONLY = re.compile(r"open\s+([^\s()]+)\s*\(([^()]*)\)(?:\s+in)?$")
#: `open A hiding x y` (Lean's `openHiding`: one namespace, then names).
_OPEN_HIDING = re.compile(r"open\s+([^\s()]+)\s+hiding\s+([^()]+?)(?:\s+in)?$")
#: `open A renaming x → y, z -> w` (Lean's `openRenaming`: one namespace, then pairs).
_OPEN_RENAMING = re.compile(r"open\s+([^\s()]+)\s+renaming\s+(.+?)(?:\s+in)?$")
_RENAMING_ITEM = re.compile(r"\s*(\S+)\s*(?:→|->)\s*(\S+)\s*")


def _partial_open(cmd: str) -> tuple[str, tuple[str, ...]] | tuple[str, tuple[str, ...], str] | None:
    """One `open` command that opens less than its whole namespace, in the form
    `LeanContext.explicit_opens` lists; None for any other command (or an unreadable one)."""
    if m := _OPEN_ONLY.match(cmd):
        return (m.group(1), tuple(m.group(2).split()))
    if m := _OPEN_HIDING.match(cmd):
        return (m.group(1), tuple(m.group(2).split()), "hiding")
    if m := _OPEN_RENAMING.match(cmd):
        found = [_RENAMING_ITEM.fullmatch(part) for part in m.group(2).split(",")]
        items = [i for i in found if i is not None]
        if not items or len(items) != len(found):
            return None
        return (m.group(1), tuple(x for i in items for x in i.groups()), "renaming")
    return None


def _open_names(rest: str) -> tuple[list[str], list[str]]:
    """`open A B (x) hiding y` / `open scoped A B` -> (namespaces opened, scoped-only ones).
    `open A (x)` and `open A hiding y` are kept as opening `A` whole (over-approximation: it
    can only add candidates, so an ambiguity is refused rather than a name missed)."""
    scoped = rest.startswith("scoped ")
    body = rest.removeprefix("scoped ").split("(")[0].split(" hiding ")[0].split(" renaming ")[0]
    names = [w for w in re.split(r"\s+", body) if w and w not in ("scoped", "hiding", "renaming")]
    return ([], names) if scoped else (names, [])


def _strip_comments(text: str) -> str:
    out: list[str] = []
    depth = 0
    i = 0
    while i < len(text):
        if text.startswith("/-", i):
            depth += 1
            i += 2
            continue
        if depth and text.startswith("-/", i):
            depth -= 1
            i += 2
            continue
        if not depth and text.startswith("--", i):
            j = text.find("\n", i)
            i = len(text) if j < 0 else j
            continue
        if not depth:
            out.append(text[i])
        i += 1
    return "".join(out)


def _commands(text: str) -> list[str]:
    """Top-level commands: a line starting at column 0 begins one; indented lines continue it."""
    cmds: list[str] = []
    for line in text.split("\n"):
        if not line.strip():
            continue
        if line[:1].isspace() and cmds:
            cmds[-1] += " " + line.strip()
        elif _COMMAND.match(line):
            cmds.append(line.strip())
        elif cmds:
            cmds[-1] += " " + line.strip()
    return [" ".join(c.split()) for c in cmds]


def _binders(text: str) -> list[Binder]:
    """`{α : Type*} [Group α] (a b : α)` -> binders (as `lean_decl.parse_binder` reads them)."""
    out: list[Binder] = []
    i = 0
    while i < len(text):
        c = text[i]
        if c.isspace():
            i += 1
            continue
        close = _OPENERS.get(c)
        if close is None:
            raise ValueError(f"unexpected {c!r} in a variable line")
        depth, j = 0, i
        while j < len(text):
            if text[j] in _OPENERS:
                depth += 1
            elif text[j] in _OPENERS.values():
                depth -= 1
                if depth == 0:
                    break
            j += 1
        if depth != 0:
            raise ValueError("unbalanced brackets in a variable line")
        out.append(parse_binder(text[i + 1:j], c))
        i = j + 1
    return out
