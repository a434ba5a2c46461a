"""Emit certificates and disproofs as Lean: one module per declaration, from fixed templates.

Layout under a Lean library root (default `<out>/lean/`, or `--lean-dir`, e.g. `lean_proofs/`):

    FormInvProofs/Generated/<Dataset>/<decl>.lean   one declaration, importing what it needs
    FormInvProofs/Generated/<Dataset>/items.json    which item each declaration certifies
    FormInvProofs/Generated/<Dataset>.lean          imports every module of the dataset
    FormInvProofs/Generated.lean                    imports every dataset index
    lakefile.lean, lake-manifest.json, lean-toolchain, README.md, .github/workflows/lean.yml
        only when the root is not already a hand-written library: a standalone, pinned project
        (`lake_project`)

so one failing declaration fails one module, and `lake build` maps each failure to one item.
The emitted modules are a Lake library of their own (`FormInvGenerated`, in the repository's
lakefile and the standalone one): no hand-written module imports them, so a failure never
spreads past the module and the index modules that import it.

Nothing from the input reaches a file as code: a declaration is written only if it is exactly
what this emitter produces for its statement (`validate`: the statement is parsed back with
the rendering parser and the proof regenerated from the vocabulary); names are checked
identifiers; free text (dataset name, item id, method) goes into comments with every
character outside a small safe set replaced; and `lean_scan.scan` refuses the final text if
anything outside the template language is left.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import tempfile
import textwrap
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from forminv_lean.certify.lake_project import (  # the pins, re-exported for callers
    GENERATED,
    LEAN_TOOLCHAIN,  # noqa: F401
    LIB,
    MATHLIB_TAG,  # noqa: F401
    write_project,
)
from forminv_lean.certify.lean_scan import scan
from forminv_lean.errors import ForminvError, InputError
from forminv_lean.jsonl import write_text_atomic
from forminv_lean.records import Certificate, Item, Theorem

_MAX_NAME = 64
ITEMS = "items.json"


@dataclass(frozen=True)
class Emitted:
    """What `emit` wrote: the dataset index and one module per declaration."""

    index: Path
    modules: dict[str, Path]       # declaration name -> module file


def lean_name(item_id: str) -> str:
    """One name per item, whether its declaration ends up a certificate or a disproof."""
    return f"forminv_{hashlib.sha256(item_id.encode('utf-8')).hexdigest()[:16]}"


def _module_name(dataset: str) -> str:
    """``ntp-mathlib`` → ``NtpMathlib``: a valid Lean module component (never a keyword)."""
    parts = re.split(r"[^A-Za-z0-9]+", dataset)
    name = "".join(p[:1].upper() + p[1:] for p in parts if p)
    ok = name and name[0].isalpha() and name.isascii() and name not in ("Type", "Prop", "Sort")
    return name if ok else f"D{name}"


def _comment_text(text: str, limit: int = 120) -> str:
    """Free text made safe inside a Lean comment: only letters, digits, spaces and
    `_ . , : ; ( ) + = -` survive; without `/` no `-/` or `/-` can end or nest the comment,
    and without newlines nothing can start a line."""
    keep = "".join(c if (c.isascii() and (c.isalnum() or c in " _.,:;()+=-")) else "?"
                   for c in text)
    keep = re.sub(r"\s+", " ", keep).strip()
    return keep[:limit] + ("..." if len(keep) > limit else "")


# -- Track B: the declaration's context --------------------------------------------------------

_ID = r"[A-Za-z_][A-Za-z0-9_']*(?:\.[A-Za-z_][A-Za-z0-9_']*)*"
_MODULE = re.compile(r"Mathlib(?:\.[A-Za-z0-9_]+)*")
_CONTEXT = re.compile(rf"(?:namespace {_ID}|section(?: {_ID})?|open(?: scoped)?(?: {_ID})+)")
WHOLE_MATHLIB = ["Mathlib"]


def context_lines(lines: Iterable[str]) -> list[str]:
    """The commands of a declaration's context (`provenance.context`) a Track B module
    repeats: `namespace`, `section` and plain `open` lines, checked against a strict pattern
    (names only). `variable` lines are left out: the rendering binds every variable it uses
    itself (the formalise stage restores them as binders), and one that names a variable
    without binding it gets no certificate (`section_variables_used`); `open … in`,
    `export`, `notation` and anything else are left out too."""
    return [ln for ln in lines if _CONTEXT.fullmatch(ln)
            and not set(ln.split()[1:]) & {"in", "hiding", "renaming", "end", "open"}]


def lean_imports(imports: Iterable[str], module: str = "") -> list[str]:
    """What a Track B module imports: the declaration's file's imports plus the file itself
    (its own earlier definitions and notations, `Nat.ModEq` in `Mathlib/Data/Nat/ModEq.lean`),
    when the row recorded them and they are all Mathlib modules; else the whole of Mathlib."""
    mods = list(imports)
    if not mods or "Mathlib" in mods or not all(_MODULE.fullmatch(m) for m in mods):
        return list(WHOLE_MATHLIB)
    own = {module} if _MODULE.fullmatch(module) else set()
    return sorted(set(mods) | own)


def declaration_imports(module: str, needed: Iterable[str]) -> list[str] | None:
    """What a Track B module imports: the declaration's own module, which by construction
    imports everything its statement needs (the constants, and what the name index cannot
    list: the instances, coercions and notations its elaboration found), plus the modules of
    the vocabulary's lemmas and tactics the proof uses (`names.modules_for`); minimised by
    Mathlib's import graph (an import another one brings is dropped). The modules declaring
    the statement's constants alone would not do: an instance (`LinearOrder ℝ`) lives
    elsewhere, and unnamed instances are not in the index. None when `module` is not a module
    of the import graph (or the graph is absent): the caller falls back to the file's imports."""
    from forminv_lean.certify.lean_idents import load_names

    graph = load_names()
    if graph is None or not _MODULE.fullmatch(module) or module not in graph.imports:
        return None
    mods = {module, *needed}
    if "Mathlib" in mods:
        return list(WHOLE_MATHLIB)
    if not all(graph.known_module(m) for m in mods):
        return None
    return sorted(m for m in mods
                  if not any(m in graph.closure([o]) for o in mods if o != m))


def scoped_context(lines: Iterable[str]) -> list[str]:
    """The scoped extensions of a declaration's context, and nothing else: one `open scoped`
    line naming every namespace that is open or enclosing at the declaration (a `namespace
    A.B` line puts both `A` and `A.B` in effect, an `open X` inside it opens `A.B.X`, `A.X`
    or `X`, each that exists), so scoped notations (`ℝ≥0∞`, `#s`) and scoped instances
    (`Pointwise`) mean what they meant there. No name is opened and no namespace entered:
    the renderings print every constant by its full name, so nothing is resolved through the
    file's context. An `open X` the index cannot place is kept as written (the file opened
    it, so it exists; `Pointwise` holds only scoped instances); namespaces the Lean-file
    guard refuses (`Lean`) are left out."""
    from forminv_lean.certify.lean_idents import load_names
    from forminv_lean.certify.lean_scan import FORBIDDEN
    from forminv_lean.formalise.name_index import CORE_NAMESPACES

    graph = load_names()
    known = (graph.namespaces | graph.scopes) if graph is not None else set()
    stack: list[list[str]] = []
    inside: list[str] = []
    out: list[str] = []
    for ln in lines:
        if not _CONTEXT.fullmatch(ln):
            continue
        word, *rest = ln.split()
        if word == "namespace":
            parts = rest[0].split(".")
            stack.append(parts)
            full = [c for s in stack for c in s]
            inside += [".".join(full[:i]) for i in range(len(full) - len(parts) + 1,
                                                         len(full) + 1)]
            out += inside[len(inside) - len(parts):]
        elif word == "section":
            stack.append([])
        elif word == "open" and not set(rest) & {"in", "hiding", "renaming", "end", "open"}:
            current = ".".join(c for s in stack for c in s)
            prefixes = [".".join(current.split(".")[:i])
                        for i in range(len(current.split(".")) if current else 0, 0, -1)]
            for o in (r for r in rest if r != "scoped"):
                o = o.removeprefix("_root_.")
                cands = [f"{p}.{o}" for p in prefixes] + [f"{q}.{o}" for q in out] + [o]
                # the file's `open` succeeded, so some candidate exists; one the index
                # cannot see (`Pointwise` holds only scoped instances) is taken as written
                out += [c for c in cands if c in known or c in CORE_NAMESPACES] or [o]
    keep = [n for n in dict.fromkeys(out) if not set(n.split(".")) & FORBIDDEN]
    return [f"open scoped {' '.join(keep)}"] if keep else []


def in_context(cert: Certificate, theorem: Theorem, checked: str | None) -> Certificate | None:
    """Track B: `cert` restated for its declaration: the statement printed from the
    renderings (every constant by its full name, every binder the declaration has, its
    `variable`s and classes included), the declaration's module imported and its scoped
    namespaces opened; or None when it cannot be (a disproof, no rendering, a goal outside
    the vocabulary). `checked` is the rendering certify proved equivalent (the item's
    reading)."""
    from forminv_lean.formal.lean.certificates import contextual_decl
    from forminv_lean.formal.lean.names import modules_for

    if cert.kind != "certificate" or theorem.formal is None or not checked:
        return None
    if section_variables_used(theorem, theorem.formal, checked):
        return None  # its binder (and classes) dropped: Lean would need the `variable` line
    decl = contextual_decl(cert.name, theorem.formal, checked)
    if decl is None:
        return None
    needed = modules_for(decl.names)
    imports = declaration_imports(theorem.provenance.module, needed)
    if imports is None:   # not a module of the graph: the file's imports, or all of Mathlib
        imports = lean_imports(theorem.provenance.imports, theorem.provenance.module)
        if imports != WHOLE_MATHLIB:
            imports = list(WHOLE_MATHLIB) if needed == WHOLE_MATHLIB else \
                sorted({*imports, *needed})
    return cert.model_copy(update={"lean": decl.text, "imports": imports,
                                   "context": scoped_context(theorem.provenance.context)})


def emittable(certs: list[Certificate], items: list[Item], theorems: dict[str, Theorem]
              ) -> tuple[list[Certificate], dict[str, str | None], dict[str, int]]:
    """The certificates a build writes, and the items whose certificate changes.

    A certificate the emitter would refuse (a statement that does not print back to itself: a
    printer bug) is dropped. One naming opaque Mathlib constants (Track B) is restated inside
    its declaration's context (`in_context`), or dropped when that is not possible. A Track B
    item the checker proved without a certificate (its printer could not state the pair) gets
    one when the vocabulary proves it in context. Returns the certificates, `{item: new
    certificate name or None}`, and Track B's counts for the manifest ({} when none)."""
    from forminv_lean.formal.lean.names import NAMES

    checked = {it.id: it.read_back or it.formal for it in items}
    names: dict[str, str | None] = {}
    kept: list[Certificate] = []
    counts = {"certificates": 0, "declaration_module": 0, "file_imports": 0,
              "whole_mathlib": 0, "not_restated": 0, "type_hole": 0, "variable_unbound": 0,
              "binder_order": 0, "names_unchecked": 0}

    def count(c: Certificate, th: Theorem) -> None:
        counts["certificates"] += 1
        counts["whole_mathlib" if c.imports == WHOLE_MATHLIB else
               "declaration_module" if declaration_imports(th.provenance.module, []) is not None
               else "file_imports"] += 1

    for c in certs:
        th = theorems.get(c.theorem_id)
        track_b = th is not None and in_track_b(th)
        try:
            opaque_names = any(n not in NAMES for n in validate(c).names)
        except InputError:  # the checker's text does not print back: a printer gap on
            opaque_names = True  # opaque Mathlib (Track B restates it) or a bug (dropped)
            if not track_b:
                names[c.item_id] = None
                continue
        if opaque_names or track_b:   # every Track B module is stated for its declaration
            ctx = in_context(c, th, checked.get(c.item_id)) if th is not None and track_b \
                else None
            if ctx is None:  # Track A has no module for the constant: no certificate
                counts["not_restated"] += track_b
                counts["type_hole"] += track_b and th is not None and \
                    _has_type_hole(th.formal, checked.get(c.item_id))
                counts["variable_unbound"] += track_b and th is not None and \
                    bool(section_variables_used(th, th.formal, checked.get(c.item_id)))
                counts["binder_order"] += track_b and th is not None and \
                    _binder_order(th.formal, checked.get(c.item_id))
                names[c.item_id] = None
                continue
            assert th is not None
            if _name_findings(ctx):   # a name Lean would not find there: no certificate
                counts["not_restated"] += 1
                counts["names_unchecked"] += 1
                names[c.item_id] = None
                continue
            count(ctx, th)
            c = ctx
        kept.append(c)
    done = {c.item_id for c in kept} | set(names)
    opaque: dict[str, bool] = {}
    for it in items:
        th = theorems.get(it.theorem_id)
        if it.verification.status != "smt_proved" or it.verification.certificate or \
                it.id in done or th is None or not in_track_b(th):
            continue
        if th.id not in opaque:
            opaque[th.id] = _names_opaque(th)
        if not opaque[th.id]:
            continue
        new = in_context(Certificate(item_id=it.id, theorem_id=it.theorem_id,
                                     name=lean_name(it.id), kind="certificate", lean="",
                                     method=it.verification.method), th, checked[it.id])
        if new is not None and _name_findings(new):
            counts["names_unchecked"] += 1
            continue
        if new is not None:
            kept.append(new)
            names[it.id] = new.name
            count(new, th)
    if any(v is not None for v in names.values()):
        kept.sort(key=lambda c: c.item_id)
    return kept, names, counts if counts["certificates"] or counts["not_restated"] else {}


_VAR_GROUP = re.compile(r"[({⦃\[]([^:(){}\[\]⦃⦄]+):")


def section_variables(context: Iterable[str]) -> set[str]:
    """The names the `variable` lines of a declaration's context bind (`variable {p q : R[X]}
    [CommRing R]` → {p, q}; instance binders without a name bind none)."""
    out: set[str] = set()
    for ln in context:
        if re.match(r"variable\b", ln):
            for group in _VAR_GROUP.findall(ln):
                out.update(n for n in group.split() if re.fullmatch(r"[^\W\d][\w'!?₀-₉]*", n))
    return out


def section_variables_used(theorem: Theorem, *renderings: str | None) -> set[str]:
    """The section variables (`variable` lines) a rendering names without binding them: it
    used them as constants or types (`∀ x : K` for `variable (K : Type*) [Field K]`). The
    module does not repeat `variable` lines, so such a statement is not the declaration's:
    no certificate (counted as `variable_unbound`), never a guess at the binder."""
    from forminv_lean.formal.lean.certificates import surface_text
    from forminv_lean.formal.meaning.terms import walk
    from forminv_lean.formal.meaning.types import Ty
    from forminv_lean.formal.statements import elaborate_text

    variables = section_variables(theorem.provenance.context)
    if not variables:
        return set()
    used: set[str] = set()

    def ty_names(ty: Ty | None) -> None:
        if ty is not None:
            if ty.head in ("app", "result") and ty.name:  # (a bound type variable is `var`)
                used.add(ty.name)
            for a in ty.args:
                ty_names(a)

    for r in renderings:
        if not r:
            continue
        try:
            term = elaborate_text(surface_text(r))
        except Exception:  # not elaborable: refused for that reason, not this one
            continue
        for u in walk(term):
            if u.op in ("const", "app") and u.name:
                used.add(u.name)
            ty_names(u.ty)
            ty_names(u.bty)
    return {n.split(".")[0] for n in used} & variables


def _has_type_hole(*renderings: str | None) -> bool:
    """Whether a rendering binds a name with no type (`∀ s : _`): such a statement is never
    printed as Lean (the reason is counted as `type_hole` among `not_restated`)."""
    from forminv_lean.formal.lean.certificates import surface_text, type_hole
    from forminv_lean.formal.statements import elaborate_text

    for r in renderings:
        if not r:
            continue
        try:
            text = surface_text(r)
            if re.search(r":\s*_(?![\w'₀-₉])", text) or type_hole(elaborate_text(text)):
                return True
        except Exception:  # not elaborable: refused for that reason, not this one
            continue
    return False


def _name_findings(cert: Certificate) -> list[str]:
    """What the name checker (`lean_idents.check_module`) finds in a Track B certificate's
    statement under its imports and scoped opens: a name no imported module declares or
    Lean's resolution does not reach (a binder type the renderer left short, `Measure α`
    outside `namespace MeasureTheory`), a notation out of scope (`ℕ ∞`). Empty when clean
    or when the index is absent (nothing to check against)."""
    from forminv_lean.certify.lean_idents import check_module, load_names
    from forminv_lean.formal.lean.certificates import universe_line

    graph = load_names()
    if graph is None:
        return []
    text = "\n".join([*(f"import {m}" for m in cert.imports), universe_line(cert.lean),
                      "open scoped Classical", *cert.context, cert.lean])
    return [str(f) for f in check_module(text, graph)]


def _binder_order(p: str | None, q: str | None) -> bool:
    """Whether the pair's binders cannot be aligned as printed (`binder_order_problem`:
    opened in different orders, or a type naming a binder bound after it); counted as
    `binder_order` among `not_restated`."""
    from forminv_lean.formal.lean.certificates import binder_order_problem, surface_text

    try:
        return bool(p and q and binder_order_problem(surface_text(p), surface_text(q)))
    except Exception:  # not printable: refused for that reason, not this one
        return False


def in_track_b(th: Theorem) -> bool:
    """A theorem read from a Mathlib declaration (`ntp-mathlib`, `leandojo`, or any theorem
    that records its file's context): its certificates may be stated in that context. The
    curated set is Track A, whose Lean output stays what the checked vocabulary alone gives."""
    return th.source in ("ntp-mathlib", "leandojo") or bool(th.provenance.context) \
        or bool(th.provenance.imports)


def _names_opaque(th: Theorem) -> bool:
    """Whether `th`'s rendering names a Mathlib constant outside the checked vocabulary (a
    Track B statement: its certificates are stated in its declaration's context)."""
    from forminv_lean.formal.lean.names import NAMES
    from forminv_lean.formal.lean.printer import names_used
    from forminv_lean.formal.statements import elaborate_text

    if not th.formal:
        return False
    try:
        return any(n not in NAMES for n in names_used(elaborate_text(th.formal)))
    except Exception:  # a rendering the elaborator refuses gets no certificate anyway
        return False


# -- declarations: regenerated, never copied -------------------------------------------------

# (name, kind, text, imports, context) -> Declaration
_VALID: dict[tuple[str, str, str, tuple[str, ...], tuple[str, ...]], Any] = {}


def validate(cert: Certificate, *, where: str = "certificates.jsonl") -> Any:
    """The `Declaration` this emitter itself produces for `cert`'s statement; an InputError
    naming `where` and the field when `cert` is anything else (crafted or stale)."""
    from forminv_lean.formal.lean.certificates import lean_ident

    memo = (cert.name, cert.kind, cert.lean, tuple(cert.imports), tuple(cert.context))
    if memo in _VALID:  # regeneration is deterministic: a text checked once stays valid
        return _VALID[memo]
    name = cert.name
    if lean_ident(name) != name or len(name) > _MAX_NAME:
        raise InputError(f"not a declaration name this tool emits: {name[:40]!r}",
                         path=where, field="name")
    try:
        decl = _regenerate(cert)
    except ForminvError:
        decl = None
    except Exception:  # a parse or elaboration failure of crafted text
        decl = None
    if decl is None or decl.text != cert.lean.strip("\n"):
        raise InputError("not a declaration this tool emits for its statement (crafted, "
                         "edited or from another version): refusing to write it",
                         path=where, field="lean")
    if len(_VALID) > 50_000:
        _VALID.clear()
    _VALID[memo] = decl
    return decl


def _regenerate(cert: Certificate) -> Any:
    from forminv_lean.formal.lean.certificates import certificate_decl, disproof_decl
    from forminv_lean.formal.meaning.terms import outer_foralls
    from forminv_lean.formal.statements import elaborate_text

    first, _, rest = cert.lean.partition("\n")
    if cert.imports or cert.context:
        return _regenerate_in_context(cert, first)
    if cert.kind == "certificate":
        m = re.fullmatch(rf"theorem {re.escape(cert.name)} : (.+) :=", first)
        if not m:
            return None
        t = elaborate_text(m.group(1))
        if t.op != "iff":
            return None
        return certificate_decl(cert.name, t.args[0], t.args[1])
    m = re.fullmatch(rf"theorem {re.escape(cert.name)} : ¬\((.+)\) :=", first)
    if not m:
        return None
    stmt = elaborate_text(m.group(1))
    binders, _ = outer_foralls(stmt)
    args = re.fullmatch(r"\s*fun h => absurd \(@h (.+)\) \(by (?:decide|norm_num)\)", rest)
    values = _literals(args.group(1)) if args else []
    if values is None or len(values) != len(binders):
        return None
    env = {b.name: v for b, v in zip(binders, values, strict=True)}
    return disproof_decl(cert.name, stmt, env)


def _regenerate_in_context(cert: Certificate, first: str) -> Any:
    """A Track B certificate: its imports and context lines must be ones this emitter writes,
    and its statement the surface printing of two renderings (`contextual_decl`)."""
    from forminv_lean.formal.lean.certificates import contextual_decl
    from forminv_lean.formal.lean.surface import lean_text
    from forminv_lean.formal.meaning.ast import BinOp
    from forminv_lean.formal.meaning.parser import parse

    if cert.kind != "certificate" or not cert.imports or \
            any(not _MODULE.fullmatch(m) for m in cert.imports) or \
            context_lines(cert.context) != list(cert.context):
        return None
    m = re.fullmatch(rf"theorem {re.escape(cert.name)} : (.+) :=", first)
    if not m:
        return None
    tree = parse(m.group(1))
    if not isinstance(tree, BinOp) or tree.op != "↔":
        return None
    return contextual_decl(cert.name, lean_text(tree.lhs), lean_text(tree.rhs))


def _literals(text: str) -> list[int | Fraction] | None:
    """`2 (-3) (1/2 : ℝ)` → [2, -3, 1/2]; None for anything else."""
    out: list[int | Fraction] = []
    for tok in re.findall(r"\([^()]*\)|\S+", text):
        m = re.fullmatch(r"\(?(-?\d+)(?:/(\d+))?(?: : [ℕℤℚℝ])?\)?", tok)
        if not m:
            return None
        n = int(m.group(1))
        out.append(Fraction(n, int(m.group(2))) if m.group(2) else n)
    return out


# -- templates -------------------------------------------------------------------------------

def _render_module(dataset: str, cert: Certificate, decl: Any) -> str:
    """One declaration's module: header comment, imports, universe, namespace, declaration.

    A Track B certificate (`cert.imports` set) imports its declaration's module and opens
    the scoped namespaces in effect there (`scoped_context`); an older certificate's
    `namespace`/`section` lines are closed after the dataset namespace."""
    from forminv_lean.formal.lean.certificates import universe_line
    from forminv_lean.formal.lean.names import modules_for

    mod = _module_name(dataset)
    lines = [f"/- {GENERATED} for dataset {_comment_text(dataset)}. Do not edit: rerun",
             "   forminv-lean lean emit (or forminv-lean build) to regenerate. -/"]
    lines += [f"import {m}" for m in (cert.imports or modules_for(decl.names))]
    lines += ["", universe_line(decl.text), ""]
    closing: list[str] = []
    if cert.imports:
        note = textwrap.wrap(
            f"{_context_note(cert)} Classical decidability stands in for a decidability "
            "binder the rendering left out (`s.filter p` without `[DecidablePred p]`); "
            "`Decidable` is a subsingleton, so no statement changes meaning.", 88)
        lines += [f"/- {note[0]}", *(f"   {ln}" for ln in note[1:-1]),
                  f"   {note[-1]} -/" if len(note) > 1 else "-/", "open scoped Classical"]
        for ln in cert.context:
            lines.append(ln)
            word, _, rest = ln.partition(" ")
            if word in ("namespace", "section"):
                closing.insert(0, f"end {rest}".rstrip())
        lines.append("")
    lines += [f"namespace {LIB}.Generated.{mod}", "",
              f"/-- {cert.kind} for item {_comment_text(cert.item_id)} "
              f"({_comment_text(cert.method)}). -/",
              decl.text, "", f"end {LIB}.Generated.{mod}", *closing, ""]
    return "\n".join(lines)


def _context_note(cert: Certificate) -> str:
    """What the header says about a Track B module's context: only what the file holds."""
    whole = "the whole of Mathlib" if cert.imports == WHOLE_MATHLIB else \
        "its declaration's module (which imports all its statement needs)"
    if any(ln.startswith("open scoped ") for ln in cert.context):
        return f"Imports {whole} and opens the scoped notations and instances of the " \
            "namespaces in effect at the declaration; every name is written in full."
    words = sorted({ln.split()[0] for ln in cert.context})
    if not words:
        return f"Imports {whole}; every name is written in full."
    return f"Imports {whole} and repeats the {', '.join(words)} lines of its file."


def _render_index(dataset: str, names: Iterable[str]) -> str:
    """The index module of one dataset: imports each of its declaration modules."""
    mod = _module_name(dataset)
    lines = [f"/- {GENERATED}: imports every declaration module of dataset "
             f"{_comment_text(dataset)}. -/"]
    lines += [f"import {LIB}.Generated.{mod}.{n}" for n in sorted(names)]
    return "\n".join(lines) + "\n"


def _render_generated(root: Path) -> str:
    """The ``Generated`` module: imports every dataset index found under ``root``."""
    mods = sorted(p.stem for p in (root / LIB / "Generated").glob("*.lean"))
    lines = [f"/- {GENERATED}: imports every emitted dataset index. -/"]
    lines += [f"import {LIB}.Generated.{m}" for m in mods]
    return "\n".join(lines) + "\n"


def _checked(text: str, what: str, *, one_theorem: bool = False) -> str:
    problems = scan(text, one_theorem=one_theorem)
    if problems:
        raise ForminvError(f"refusing to write {what}: {problems[0]}")
    return text


def module_refusal(dataset: str, cert: Certificate) -> str | None:
    """Why `emit` would refuse this certificate's module (its validation or the final scan:
    e.g. a Track B file context opening `Lean Meta`), or None. A build drops such a
    certificate with this reason instead of writing nothing."""
    try:
        decl = validate(cert)
    except InputError as exc:
        return exc.problem
    problems = scan(_render_module(dataset, cert, decl), one_theorem=True)
    return f"the Lean-file guard refuses its module ({problems[0]})" if problems else None


# -- writing ---------------------------------------------------------------------------------

def emit(dataset: str, certs: Iterable[Certificate], *, lean_root: Path,
         where: str = "certificates.jsonl") -> Emitted:
    """Write one module per certificate under `lean_root` and refresh the indexes.

    Every certificate is validated first (nothing is written if one is refused); the dataset's
    module folder is replaced as a whole, so no stale module survives a rebuild."""
    mod = _module_name(dataset)
    texts: dict[str, str] = {}
    items: dict[str, str] = {}
    for cert in sorted(certs, key=lambda c: c.name):
        decl = validate(cert, where=where)
        if cert.name in texts:
            raise InputError(f"duplicate declaration name {cert.name} (items {items[cert.name]!r}"
                             f" and {cert.item_id!r})", path=where, field="name")
        texts[cert.name] = _checked(_render_module(dataset, cert, decl),
                                    f"the module of {cert.name}", one_theorem=True)
        items[cert.name] = cert.item_id
    gen = Path(lean_root) / LIB / "Generated"
    gen.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{mod}.", dir=gen))
    mask = os.umask(0)
    os.umask(mask)
    tmp.chmod(0o777 & ~mask)  # mkdtemp makes 0700; the modules are as shareable as any output
    try:
        for name, text in texts.items():
            (tmp / f"{name}.lean").write_text(text, encoding="utf-8", newline="\n")
        (tmp / ITEMS).write_text(_items_json(dataset, items), encoding="utf-8", newline="\n")
        final = gen / mod
        old = gen / f".{mod}.old"
        if old.exists():
            shutil.rmtree(old)
        if final.exists():
            final.rename(old)
        tmp.rename(final)
        if old.exists():
            shutil.rmtree(old)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    if not texts:
        shutil.rmtree(gen / mod, ignore_errors=True)
    index = gen.parent / "Generated" / f"{mod}.lean"
    write_text_atomic(index, _checked(_render_index(dataset, texts), "the dataset index"))
    _write_index(Path(lean_root))
    return Emitted(index, {n: gen / mod / f"{n}.lean" for n in texts})


def _items_json(dataset: str, items: dict[str, str]) -> str:
    """`items.json`: which item each declaration module certifies, so `lean check --log` can
    name items from the Lean project alone (a CI run with no dataset folder)."""
    import json

    return json.dumps({"dataset": dataset, "items": dict(sorted(items.items()))},
                      ensure_ascii=False, indent=1) + "\n"


def dataset_items(lean_root: Path) -> dict[str, dict[str, str]]:
    """{dataset: {declaration: item id}} from every `items.json` under `lean_root`."""
    import json

    out: dict[str, dict[str, str]] = {}
    for p in sorted((Path(lean_root) / LIB / "Generated").glob(f"*/{ITEMS}")):
        try:
            data = json.loads(p.read_text(encoding="utf-8"))
            dataset, items = data["dataset"], data["items"]
            if not isinstance(dataset, str) or not isinstance(items, dict) or \
                    not all(isinstance(v, str) for v in items.values()):
                raise TypeError("dataset must be a string and items an object of strings")
        except (ValueError, KeyError, TypeError) as exc:
            raise InputError(f"not an items map this tool writes: {exc}", path=str(p)) from exc
        out[dataset] = items
    return out


def _write_index(root: Path) -> Path:
    """Refresh `Generated.lean`; make `root` a standalone project unless it already holds a
    hand-written library (the repository's `lean_proofs/`)."""
    index = root / LIB / "Generated.lean"
    write_text_atomic(index, _checked(_render_generated(root), "Generated.lean"))
    root_module = root / f"{LIB}.lean"
    if root_module.exists() and \
            root_module.read_text(encoding="utf-8").startswith(f"/- {GENERATED}"):
        root_module.unlink()  # an earlier layout's generated root: the project has none now
    if not root_module.exists():
        write_project(root)
    return index


def module_files(lean_root: Path, dataset: str) -> list[Path]:
    """The declaration modules of a dataset, sorted."""
    return sorted((Path(lean_root) / LIB / "Generated" / _module_name(dataset)).glob("*.lean"))
