"""A mechanical check of emitted Lean modules against Mathlib's name index and import graph.

No Lean runs here, so `lake build` cannot tell whether a generated module elaborates. This
check answers the part of that question that is about names, without Lean: for every module it
reads the imports, the `namespace`/`open` lines and the theorem's statement (`theorem N : S
:=`), parses the statement with the rendering parser, and requires every identifier in it to
be

- a name the statement binds (∀/∃/fun/set-builder/big-operator binders, `if h :`), or field
  notation on one (`s.card`: some declaration in the imported modules ends in `.card`);
- a keyword or universe (`Type`, `Prop`, `Sort`, the file's `universe` names);
- a Lean core declaration listed in `name_index.CORE_NAMES` (the explicit list of the core
  names statements use; core is imported by every file);
- or a declaration of the index (`declarations.jsonl.gz`, not `private`) that Lean's name
  resolution reaches from where the statement stands (innermost enclosing namespace first, then
  the root and the plain `open` namespaces; two candidates are an ambiguity) and that is
  declared in a module the file imports, transitively through the import graph
  (`imports-v4.19.0.jsonl.gz`; `import Mathlib` imports every module);

and a notation symbol (`ℝ`, `π`, `#s`) to be in scope: a global notation of an imported module,
or a scoped one whose namespace the file opens or is inside. It also refuses `_` holes, the
escape hatches (`sorry`, `admit`, `axiom`, …), imports that are not modules of the graph, and
an `↔` whose sides open the same binders in different orders (`binder_order`: no proof step
of the vocabulary permutes binders, and Lean's `∀`s in another order are another type).

What it cannot see: types, instances, coercions, elaboration order and universe levels. A
module it passes may still fail in Lean; one it fails would fail (or mean something else).
"""

from __future__ import annotations

import gzip
import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from forminv_lean.certify.lean_scan import strip_comments
from forminv_lean.import_graph import import_closure

#: What a finding is about; the summary counts findings by these.
REASONS = {
    "unknown_import": "an import that is not a module of Mathlib's import graph",
    "unknown_name": "a free identifier that resolves to no declaration",
    "not_imported": "a declaration whose module the file does not import (transitively)",
    "private": "a private declaration (visible only in its own file)",
    "ambiguous": "an identifier with two or more resolutions",
    "unknown_field": "field notation `x.f` on a binder where no imported declaration ends in `.f`",
    "notation_out_of_scope": "a notation whose scope the file neither opens nor is inside",
    "hole": "a `_` hole in the statement",
    "binder_order": "the two sides of the ↔ open the same binders in different orders, a "
                    "binder's type names one bound after it, or one binder is a Sort on one "
                    "side and a Type on the other (no proof step permutes or retypes binders)",
    "escape": "sorry, admit, axiom or another escape hatch",
    "no_statement": "no `theorem N : S :=` line, or a statement the parser cannot read",
}
ESCAPES = frozenset({"sorry", "sorryAx", "admit", "axiom", "axioms", "native_decide",
                     "ofReduceBool", "implemented_by", "extern", "unsafe"})
#: Keywords and sorts a statement may name without a declaration.
KEYWORDS = frozenset({"Type", "Prop", "Sort"})
#: Type notations the rendering language reads as names, and the constants they stand for:
#: `ℕ` `ℤ` are Lean core's `Nat`/`Int` (their notations are Mathlib's, in
#: `Mathlib/Data/Nat/Notation.lean`, `Mathlib/Data/Int/Notation.lean`), `ℚ` Batteries'/Mathlib's
#: `Rat`, `ℝ` `ℂ` Mathlib's `Real`/`Complex` (notations in `Mathlib/Data/Real/Basic.lean`,
#: `Mathlib/Data/Complex/Basic.lean`): each is checked as its notation record.
TYPE_NOTATIONS = {"ℕ": "Nat", "ℤ": "Int", "ℚ": "Rat", "ℝ": "Real", "ℂ": "Complex"}
#: Lean core notations the parser reads as names (core is not in the index): `∅` is
#: `notation "∅" => EmptyCollection.emptyCollection` in Lean core's `Init/Core.lean`.
CORE_NOTATIONS = frozenset({"∅"})
#: Prefix notations the parser reads as operators, and the namespace whose `scoped` notation
#: they are (`#s` is `scoped prefix "#" => Finset.card` in `Mathlib/Data/Finset/Card.lean`).
SCOPED_OPERATORS = {"#": "Finset"}


@dataclass(frozen=True)
class IdentFinding:
    """One identifier (or line) a module's statement cannot have as written."""

    reason: str
    what: str

    def __str__(self) -> str:
        return f"{self.reason}: {self.what}"


@dataclass
class MathlibNames:
    """Declarations with their modules, export aliases, notations and the import graph."""

    modules: dict[str, list[tuple[str, bool]]] = field(default_factory=dict)  # name -> (mod, private)
    aliases: dict[str, list[str]] = field(default_factory=dict)
    notations: dict[str, list[tuple[str | None, str]]] = field(default_factory=dict)  # sym -> (scope, mod)
    imports: dict[str, tuple[str, ...]] = field(default_factory=dict)
    namespaces: set[str] = field(default_factory=set)
    scopes: set[str] = field(default_factory=set)    # namespaces that hold scoped notations
    last_components: dict[str, set[str]] = field(default_factory=dict)  # field -> modules
    _closure: dict[tuple[str, ...], frozenset[str]] = field(default_factory=dict)

    @classmethod
    def load(cls, folder: Path) -> MathlibNames:
        """Read `declarations.jsonl.gz`, `exports.jsonl`, `notations.jsonl` and
        `imports-v4.19.0.jsonl.gz` from `folder` (the shared external data)."""
        from forminv_lean.formalise.name_index import NameIndex

        idx = cls()
        with gzip.open(folder / "declarations.jsonl.gz", "rt", encoding="utf-8") as f:
            for line in f:
                r = json.loads(line)
                idx.modules.setdefault(r["name"], []).append((r["module"], bool(r.get("private"))))
                parts = r["name"].split(".")
                idx.last_components.setdefault(parts[-1], set()).add(r["module"])
                for i in range(1, len(parts)):
                    idx.namespaces.add(".".join(parts[:i]))
        names = NameIndex()   # its export resolution, over the same declarations
        names.names = {n: False for n in idx.modules}
        with open(folder / "exports.jsonl", encoding="utf-8") as f:
            for line in f:
                r = json.loads(line)
                names.add_export(r.get("namespace") or "", r["exports"], r["names"])
        idx.aliases = names.aliases
        with open(folder / "notations.jsonl", encoding="utf-8") as f:
            for line in f:
                r = json.loads(line)
                if r.get("scoped_in"):
                    idx.scopes.add(r["scoped_in"])
                if not r.get("local"):
                    idx.notations.setdefault(r["symbol"], []).append(
                        (r.get("scoped_in"), r["module"]))
        graph = next(folder.glob("imports-*.jsonl.gz"))
        with gzip.open(graph, "rt", encoding="utf-8") as f:
            for line in f:
                r = json.loads(line)
                idx.imports[r["module"]] = tuple(r["imports"])
        return idx

    def closure(self, imports: Iterable[str]) -> frozenset[str]:
        """Every module `imports` bring, transitively (`Mathlib`: every module of the graph).
        A module outside the graph (Batteries, core) brings itself only."""
        key = tuple(sorted(set(imports)))
        hit = self._closure.get(key)
        if hit is not None:
            return hit
        out = self._closure[key] = import_closure(self.imports, key)
        return out

    def known_module(self, module: str) -> bool:
        return module == "Mathlib" or module in self.imports


@lru_cache(maxsize=2)
def load_names(folder: str | None = None) -> MathlibNames | None:
    """The index in `folder` (default: the name index's folder), or None when it is absent."""
    from forminv_lean.formalise.name_index import default_index_dir

    path = Path(folder) if folder else default_index_dir()
    if path is None or not (path / "declarations.jsonl.gz").exists() or \
            not any(path.glob("imports-*.jsonl.gz")):
        return None
    return MathlibNames.load(path)


# -- reading a module ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Header:
    """What a module's commands put in effect at its theorem."""

    imports: tuple[str, ...]
    namespace: str
    opens: tuple[str, ...]           # plain `open X` (names and scoped extensions)
    scoped: tuple[str, ...]          # `open scoped X` (scoped extensions only)
    universes: tuple[str, ...]
    statement: str | None


_THEOREM = re.compile(r"theorem\s+\S+\s*:\s*(.*?)\s*:=", re.S)


def read_module(text: str) -> Header:
    """Imports, namespace, opens, universes and the statement of a generated module."""
    code, _ = strip_comments(text)
    imports: list[str] = []
    stack: list[list[str]] = []      # one entry per scope: the namespace components it added
    opens: list[list[str]] = [[]]
    scoped: list[list[str]] = [[]]
    universes: list[str] = []
    statement = None
    for line in code.split("\n"):
        words = line.split()
        if not words:
            continue
        if words[0] == "import":
            imports += words[1:]
        elif words[0] == "universe":
            universes += words[1:]
        elif words[0] == "namespace" and len(words) == 2:
            stack.append(words[1].split("."))
            opens.append([])
            scoped.append([])
        elif words[0] == "section":
            stack.append([])
            opens.append([])
            scoped.append([])
        elif words[0] == "end":
            if stack:
                stack.pop()
                opens.pop()
                scoped.pop()
        elif words[0] == "open" and words[1:2] == ["scoped"]:
            scoped[-1] += words[2:]
        elif words[0] == "open":
            opens[-1] += words[1:]
        elif words[0] == "theorem" and statement is None:
            m = _THEOREM.match(code[code.index(line):])
            statement = m.group(1) if m else None
            break
    namespace = ".".join(c for s in stack for c in s)
    return Header(tuple(imports), namespace, tuple(o for s in opens for o in s),
                  tuple(o for s in scoped for o in s), tuple(universes), statement)


# -- the check ---------------------------------------------------------------------------------

#: A constant's explicit universe levels, as the printer writes them (`Small.{u'}`).
_LEVELS = re.compile(r"\.\{([^{}]*)\}")
_LEVEL_WORD = re.compile(r"(?<![\w'₀-₉])[^\W\d][\w'₀-₉]*")


def _prefixes(namespace: str) -> list[str]:
    parts = namespace.split(".") if namespace else []
    return [".".join(parts[:i]) for i in range(len(parts), 0, -1)]


class _Checker:
    def __init__(self, names: MathlibNames, header: Header) -> None:
        from forminv_lean.formalise.name_index import CORE_NAMES

        self.names = names
        self.header = header
        self.core = set(CORE_NAMES) | set(CORE_NAMES.values())
        self.visible = names.closure(header.imports)
        # `open A B` opens B relative to the namespace and to A (Lean resolves each in turn)
        opened: list[str] = []
        for o in header.opens:
            cands = [f"{p}.{o}" for p in _prefixes(header.namespace)] + \
                [f"{q}.{o}" for q in opened] + [o]
            opened += [c for c in cands if c in names.namespaces] or [o]
        self.opened = tuple(dict.fromkeys(opened))
        # scoped extensions in effect: opened namespaces and every enclosing namespace
        self.in_scope = set(self.opened) | set(header.scoped) | set(_prefixes(header.namespace))
        self.found: list[IdentFinding] = []

    def _declared_here(self, full: str) -> list[tuple[str, bool]]:
        """(module, private) of `full`'s declarations, `to_additive` images through their
        source (`Finset.sum` from `Finset.prod`: the index lists only explicit names)."""
        from forminv_lean.formalise.name_index import _multiplicative

        rows = self.names.modules.get(full)
        if rows is None:
            src = _multiplicative(full)
            rows = self.names.modules.get(src, []) if src and src != full else []
        return rows

    def _candidates(self, ident: str) -> list[str]:
        """Lean's `resolveGlobalName`, over the index: the innermost enclosing namespace that
        declares the name wins; else the root, the opened namespaces and export aliases."""
        def declared(full: str) -> list[str]:
            out = list(self.names.aliases.get(full, []))
            if full in self.core or self._declared_here(full):
                out.insert(0, full)
            return out

        for p in _prefixes(self.header.namespace):
            hit = declared(f"{p}.{ident}")
            if hit:
                return hit
        out = declared(ident)
        for o in self.opened:
            out += declared(f"{o}.{ident}")
        return list(dict.fromkeys(out))

    def ident(self, ident: str, bound: frozenset[str]) -> None:
        # `@f` names `f` (its arguments all explicit); `Small.{u}` names `Small` at the levels
        # written, each a universe the file declares (no universe is bound automatically)
        ident = ident.removeprefix("@")
        levels = _LEVELS.search(ident)
        if levels is not None:
            ident = ident[:levels.start()] + ident[levels.end():]
            for word in _LEVEL_WORD.findall(levels.group(1)):
                if word not in ("max", "imax") and word not in self.header.universes:
                    self.found.append(IdentFinding("unknown_name", f"universe {word}"))
        head = ident.split(".")[0]
        if ident in bound or ident in KEYWORDS or ident in self.header.universes or \
                ident in CORE_NOTATIONS:
            return
        if head in bound:   # field notation on a binder: `s.card`, `f.comp g`
            for part in ident.split(".")[1:]:
                if not (self.names.last_components.get(part, set()) & self.visible) and \
                        not any(c.endswith("." + part) for c in self.core):
                    self.found.append(IdentFinding("unknown_field", ident))
            return
        if ident in TYPE_NOTATIONS or not re.match(r"[A-Za-z_]", ident) and \
                ident in self.names.notations:
            self.notation(ident)
            return
        parts = ident.split(".")
        for k in range(len(parts), 0, -1):   # the longest resolvable prefix; the rest fields
            cands = self._candidates(".".join(parts[:k]))
            if cands:
                break
        else:
            self.found.append(IdentFinding("unknown_name", ident))
            return
        if len(cands) > 1:
            self.found.append(IdentFinding("ambiguous", f"{ident} ({', '.join(cands[:3])})"))
            return
        full = cands[0]
        if full not in self.core:
            rows = self._declared_here(full)
            public = [m for m, private in rows if not private]
            if not public:
                self.found.append(IdentFinding("private", full))
            elif not set(public) & self.visible:
                self.found.append(IdentFinding("not_imported", f"{full} ({public[0]})"))
        for part in parts[k:]:
            if not (self.names.last_components.get(part, set()) & self.visible):
                self.found.append(IdentFinding("unknown_field", ident))

    def notation(self, symbol: str) -> None:
        rows = self.names.notations.get(symbol, [])
        ok = [(s, m) for s, m in rows if m in self.visible and (s is None or s in self.in_scope)]
        if not ok:
            where = sorted({s or "global" for s, _ in rows})
            self.found.append(IdentFinding("notation_out_of_scope",
                                           f"{symbol} (scoped in {', '.join(where) or '?'})"))

    def walk(self, e: Any, bound: frozenset[str]) -> None:
        from forminv_lean.formal.meaning import ast

        if isinstance(e, ast.Name):
            if e.id == "_":
                self.found.append(IdentFinding("hole", "_"))
            elif e.id not in ("·", "↑"):
                self.ident(e.id, bound)
        elif isinstance(e, ast.Num):
            return
        elif isinstance(e, ast.App):
            self.walk(e.fn, bound)
            for a in e.args:
                self.walk(a, bound)
        elif isinstance(e, ast.BinOp):
            self.walk(e.lhs, bound)
            self.walk(e.rhs, bound)
        elif isinstance(e, ast.UnOp):
            if e.op in SCOPED_OPERATORS and SCOPED_OPERATORS[e.op] not in self.in_scope:
                self.found.append(IdentFinding("notation_out_of_scope",
                                               f"{e.op} (scoped in {SCOPED_OPERATORS[e.op]})"))
            self.walk(e.arg, bound)
        elif isinstance(e, ast.Field):
            self.walk(e.obj, bound)
            if not (self.names.last_components.get(e.field, set()) & self.visible):
                self.found.append(IdentFinding("unknown_field", f"(…).{e.field}"))
        elif isinstance(e, ast.Ascribe):
            self.walk(e.expr, bound)
            self.walk(e.type, bound)
        elif isinstance(e, ast.Quant | ast.Lambda | ast.BigOp):
            if isinstance(e, ast.BigOp) and e.domain is not None:
                self.walk(e.domain, bound)
            inner = self.binders(e.binders, bound)
            self.walk(e.body, inner)
        elif isinstance(e, ast.SetBuilder):
            if e.type is not None:
                self.walk(e.type, bound)
            if e.sep is not None:
                self.walk(e.sep[1], bound)
            self.walk(e.body, bound | {e.var})
        elif isinstance(e, ast.Bracket):
            for x in e.items:
                self.walk(x, bound)
        elif isinstance(e, ast.Ite):
            self.walk(e.cond, bound)
            self.walk(e.then, bound | ({e.hyp} if e.hyp else set()))
            self.walk(e.orelse, bound | ({e.hyp} if e.hyp else set()))

    def binders(self, binders: Iterable[Any], bound: frozenset[str]) -> frozenset[str]:
        for b in binders:
            if b.type is not None:
                self.walk(b.type, bound)
            if b.pred is not None:
                self.walk(b.pred[1], bound)
            bound = bound | set(b.names)
        return bound


def check_module(text: str, names: MathlibNames) -> list[IdentFinding]:
    """Every finding in one generated module (empty: its names all check)."""
    from forminv_lean.formal.lean.certificates import REORDERED, binder_order_problem
    from forminv_lean.formal.lean.surface import lean_text
    from forminv_lean.formal.meaning.ast import BinOp
    from forminv_lean.formal.meaning.parser import parse

    found: list[IdentFinding] = []
    code, _ = strip_comments(text)
    for tok in re.findall(r"[A-Za-z_][A-Za-z0-9_'!?]*", code):
        if tok in ESCAPES:
            found.append(IdentFinding("escape", tok))
    header = read_module(text)
    for m in header.imports:
        if not names.known_module(m) and not m.startswith("FormInvProofs."):
            found.append(IdentFinding("unknown_import", m))
    if header.statement is None:
        return [*found, IdentFinding("no_statement", "no theorem line")]
    try:
        tree = parse(header.statement)
    except Exception as exc:  # a statement the rendering language cannot read
        return [*found, IdentFinding("no_statement", f"unparsable: {str(exc)[:60]}")]
    checker = _Checker(names, header)
    checker.walk(tree, frozenset())
    if isinstance(tree, BinOp) and tree.op == "↔":
        why = binder_order_problem(lean_text(tree.lhs), lean_text(tree.rhs))
        if why == REORDERED and re.search(r"\bexact @h\b", code):
            why = None   # the proof permutes the binders (`binder_permutation`)
        if why:
            found.append(IdentFinding("binder_order", why))
    return found + checker.found


@dataclass(frozen=True)
class Summary:
    """Findings over a set of modules: counts by reason, and which modules are clean."""

    modules: int
    clean: int
    by_reason: dict[str, int]          # reason -> number of modules with at least one
    findings: dict[str, list[str]]     # module -> its findings, as text

    def as_json(self) -> dict[str, Any]:
        return {"modules": self.modules, "clean": self.clean,
                "modules_by_reason": dict(sorted(self.by_reason.items())),
                "findings": self.findings}


def check_files(paths: Iterable[Path], names: MathlibNames) -> Summary:
    """`check_module` over files; counts each reason once per module."""
    by_reason: dict[str, int] = {}
    findings: dict[str, list[str]] = {}
    n = clean = 0
    for p in paths:
        n += 1
        found = check_module(Path(p).read_text(encoding="utf-8"), names)
        if not found:
            clean += 1
            continue
        findings[Path(p).name] = [str(f) for f in found]
        for r in {f.reason for f in found}:
            by_reason[r] = by_reason.get(r, 0) + 1
    return Summary(n, clean, by_reason, findings)


def iter_modules(lean_root: Path) -> Iterator[Path]:
    """Every generated declaration module under a Lean library root."""
    from forminv_lean.certify.lake_project import LIB

    yield from sorted((Path(lean_root) / LIB / "Generated").glob("*/*.lean"))
