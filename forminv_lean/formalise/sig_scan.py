"""Declared signatures of Mathlib's functions, read from the Mathlib source a user's project has.

`opaque.SIGNATURES` is a hand-cited table; Lean knows every declaration's type. `index_scan`
reads each `def`/`abbrev` header (with the `variable`s Lean includes in it) and each
`structure`/`class` field, and this module turns what it read into the table's format:
explicit argument types in order, then the result type (arrows after the colon are arguments
too), `_` for an explicit proof argument, type parameters renamed `α β γ δ ε ι κ` in order of
appearance, implicit and instance binders left out. Every type is read as the renderer reads a
binder type (names resolved against the index, notations expanded, the elaborator's own
`elab_type`), and printed back only when `opaque.parse_signature_type` reads exactly that type
again. Anything that cannot be said exactly is skipped with a reason (`Skip`): a type that
depends on a term (`Fin n`), a `Sort` parameter, an explicit type argument, a `variable` the
body may add as an argument, an outParam that may fix a parameter only the result mentions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from forminv_lean.extract.lean_decl import Binder
from forminv_lean.formal.meaning.types import Ty
from forminv_lean.formalise.context import LeanContext, _binders
from forminv_lean.formalise.name_index import NameIndex
from forminv_lean.formalise.resolve import IDENT, Scope, Unresolved, local_names

#: The names a signature gives the declaration's type parameters (`opaque._PARAMS`).
PARAMS = ("α", "β", "γ", "δ", "ε", "ι", "κ")
_SORT = re.compile(r"^(Type|Sort)(\s*\*|\s+[\w.']+|\s+_|\s*\(.*\))?$")
_BY = re.compile(r"(?<![\w.'])by(?![\w'])")
#: A notation command (`local prefix:100 "s" => cs.simple`, `local infixl:50 " ≺ " => r`,
#: `scoped[NS] notation3 …`): its atoms are quoted, its expansion follows `=>`.
_NOTATION = re.compile(r"^(?:@\[[^\]]*\]\s*)*(?:(?:local|scoped(?:\s*\[[\w.]+\])?)\s+)?"
                       r"(?:notation3|notation|infixl|infixr|infix|prefix|postfix)\b(?P<rest>.*)$",
                       re.S)
#: Attributes alone on their lines (`@[to_additive]` above the `def` line): `_commands` makes
#: them a command of their own, which does not end a `… in` run.
_ATTRIBUTES_ONLY = re.compile(r"^(?:@\[[^\]]*\]\s*)+$", re.S)


class Skip(Exception):
    """A declaration whose signature cannot be said exactly: the reason, for the counts."""


@dataclass(frozen=True)
class Pending:
    """A declaration read during the scan, its signature worked out once every name is known.

    `binders` are in Lean's order: the included `variable`s first; for a structure projection
    the structure's parameters (implicit) and `(self : Foo α)`; for a class method the
    parameters and the instance `[C α]`."""

    name: str
    binders: tuple[Binder, ...]
    result: str
    scope: Scope


@dataclass
class VariableTracker:
    """The `variable`s in effect while a file is scanned, with Lean 4's binder updates
    (`variable (R)` makes an existing `{R}` explicit until its scope ends), `include`/`omit`
    and the `… in` commands before the next declaration."""

    ctx: LeanContext = field(default_factory=LeanContext)
    overrides: list[dict[str, str]] = field(default_factory=lambda: [{}])
    pending: list[str] = field(default_factory=list)
    variable_in: bool = False     # a `variable … in` before the next declaration
    omitted: bool = False         # an `omit` outside `… in` seen: `include`s are unsure
    #: the file's notations so far: (atoms, names the expansion mentions beyond its own
    #: arguments), e.g. `(("s",), {"cs", "cs.simple"})` for `local prefix:100 "s" => cs.simple`
    notations: list[tuple[tuple[str, ...], frozenset[str]]] = field(default_factory=list)

    def feed(self, cmd: str) -> None:
        """Take one scope command (`namespace`/`section`/`end`/`open`/`variable`/`include`/
        `omit`); any other command ends the `… in` run."""
        cmd = " ".join(cmd.split())
        word = cmd.partition(" ")[0]
        if word == "variable" and cmd.endswith(" in"):
            self.variable_in = True
            return
        if _ATTRIBUTES_ONLY.match(cmd) or (cmd.endswith(" in") and word not in (
                "open", "include", "omit")):
            # `variable (G) in` / `@[to_additive]` / `noncomputable def rank …`: the attribute
            # line (or a `set_option … in`) belongs to the declaration the run applies to
            return
        m = _NOTATION.match(cmd)
        if m:
            self._notation(m.group("rest"))
        if word == "omit" and not cmd.endswith(" in"):
            self.omitted = True
        if word == "variable":
            self._updates(cmd.partition(" ")[2])
        if word in ("namespace", "section", "end", "open", "variable", "include", "omit"):
            self.pending = self.ctx.step(cmd, self.pending)
            del self.overrides[len(self.ctx.scopes):]
            self.overrides.extend({} for _ in range(len(self.ctx.scopes) - len(self.overrides)))
        else:
            self.pending = []
            self.variable_in = False

    def _updates(self, rest: str) -> None:
        """`variable (R) {M}`: binder updates of variables already declared."""
        try:
            binders = _binders(rest)
        except ValueError:
            return
        known = {n for b in self.ctx.variables for n in b.names}
        for b in binders:
            if b.type is None and b.kind != "instance" and set(b.names) <= known:
                self.overrides[-1].update({n: b.kind for n in b.names})

    def _notation(self, rest: str) -> None:
        pattern, arrow, expansion = rest.partition("=>")
        if not arrow:
            return
        atoms = tuple(a.strip() for a in re.findall(r'"([^"]*)"', pattern) if a.strip())
        own = _mentions(re.sub(r'"[^"]*"', " ", pattern))   # the notation's arguments
        if atoms:
            self.notations.append((atoms, frozenset(_mentions(expansion) - own)))

    def notation_names_variable(self, text: str) -> bool:
        """Whether `text` may use a notation of this file whose expansion names a `variable`
        in effect (`s i` for `cs.simple i`, `x ≺ y` for `r x y`): Lean includes (or, in a
        body, adds) that variable though no identifier in `text` names it. Any occurrence of
        an atom counts, so this may say yes where Lean's parser would not read the notation;
        callers skip, never guess."""
        names = {n for b in self.ctx.variables if b.kind != "instance" for n in b.names}
        return any(mentions & names and any(a in text for a in atoms)
                   for atoms, mentions in self.notations)

    def variables(self) -> list[Binder]:
        """The variables in effect, one name per binder, with their updated kinds."""
        out: list[Binder] = []
        for b in self.ctx.variables:
            if not b.names:
                out.append(b)
                continue
            for n in b.names:
                kind = next((o[n] for o in reversed(self.overrides) if n in o), b.kind)
                out.append(Binder(kind, (n,), b.type))
        return out

    def declaration(self) -> tuple[LeanContext, bool]:
        """The context for the declaration now met (its `… in` commands in effect), and
        whether a `variable … in` makes its variables unknown; the `… in` run ends."""
        self.ctx._set_in(self.pending)
        ctx = replace(self.ctx, scopes=list(self.ctx.scopes))
        unsure = self.variable_in
        self.pending, self.variable_in = [], False
        self.ctx._set_in([])
        return ctx, unsure


def _mentions(text: str) -> set[str]:
    """The identifiers `text` uses, a dotted one by its head too (`p.Prime` mentions `p`)."""
    out: set[str] = set()
    for tok in IDENT.findall(text):
        out.add(tok)
        out.add(tok.split(".")[0])
    return out


def included_variables(variables: list[Binder], includes: list[str],
                       header: tuple[Binder, ...], statement: str, body: str,
                       unsure_includes: bool = False) -> list[Binder]:
    """The `variable`s Lean makes arguments of a def: those its header mentions, `include`d
    ones, those their types mention, and instances whose variables are all included. A header
    binder shadows a variable of its name from its own position on (the body included). A
    def's body adds any variable it mentions, so an explicit variable left out that the body
    may use (mentioned, or through a tactic block or `‹_›`) makes the signature unknowable:
    `Skip`."""
    names = {n for b in variables for n in b.names}
    own = {n for b in header for n in b.names}
    mentioned: set[str] = set()
    seen: set[str] = set()
    for b in header:
        mentioned |= _mentions(b.type or "") - seen
        seen |= set(b.names)
    mentioned |= _mentions(statement) - own
    by_name = {b.names[0]: b for b in variables if b.names and b.kind != "instance"}
    explicit = {n for n, b in by_name.items() if b.kind == "explicit"}
    texts = " ".join([*(b.type or "" for b in header), statement])
    if explicit & local_names(texts) & mentioned:
        raise Skip("a binder construct of the header shadows an explicit variable")
    if unsure_includes and set(includes) & names:
        raise Skip("`omit` outside `… in`")

    def closure(start: set[str]) -> set[str]:
        todo, found = [n for n in start if n in by_name], set()
        while todo:
            n = todo.pop()
            if n in found:
                continue
            found.add(n)
            todo.extend(m for m in _mentions(by_name[n].type or "") if m in by_name)
        return found

    included = closure(mentioned | set(includes))
    with_body = closure(mentioned | set(includes) | (_mentions(body) - own))
    explicit_out = explicit - included
    if explicit_out & with_body:
        raise Skip("an explicit variable the body mentions")
    if explicit_out and (_BY.search(body) or "‹" in body or "assumption" in body):
        raise Skip("an explicit variable a tactic block may use")
    out: list[Binder] = []
    for b in variables:
        if b.kind == "instance":
            if _mentions(b.type or "") & names <= included:
                out.append(b)
        elif b.names[0] in included:
            out.append(b)
    return out


# ------------------------------------------------------------------ reading the types


def read_signature(p: Pending, idx: NameIndex) -> tuple[str, ...]:
    """`p`'s signature in `opaque.SIGNATURES`' format, or `Skip` with the reason."""
    from forminv_lean.formalise.lean_sugar import bare_binders, expand_pipes
    from forminv_lean.formalise.render import _is_prop
    from forminv_lean.formalise.resolve import resolve_text

    bound = {n for b in p.binders for n in b.names}

    def resolved(text: str) -> str:
        text = re.sub(r"\s*:=.*$", "", " ".join(text.split()), flags=re.S)
        try:
            return resolve_text(bare_binders(expand_pipes(text)), idx, p.scope, bound)
        except Unresolved as exc:
            raise Skip(f"unresolved: {str(exc).split(' (')[0][:60]}") from None

    typevars: set[str] = set()
    binders: list[tuple[str, str, str]] = []   # (role, name, resolved type)
    instances: list[str] = []
    for b in p.binders:
        if b.kind == "instance":
            instances.append(b.type or "")
            continue
        if b.type is None:
            raise Skip("binder without a type")
        t = " ".join(b.type.split())
        if _SORT.match(t):
            if t.startswith("Sort"):
                raise Skip("universe-polymorphic Sort")
            if b.kind == "explicit":
                raise Skip("explicit type argument")
            typevars.update(b.names)
            binders.extend(("typevar", n, "Type*") for n in b.names)
            continue
        rt = resolved(t)
        if _is_prop(rt, b, bound, typevars):
            if b.kind == "explicit":
                binders.extend(("proof", n, rt) for n in b.names)
            continue
        binders.extend(("explicit" if b.kind == "explicit" else "implicit", n, rt)
                       for n in b.names)
    result = resolved(p.result)
    if _SORT.match(result):
        raise Skip("a type constructor (result in Type/Sort)")
    proofs = {n for role, n, _ in binders if role == "proof"}
    if any(_mentions(t) & proofs for _, _, t in binders) or _mentions(result) & proofs:
        raise Skip("a type depends on a proof argument")
    tys = _elaborated([(r, n, t) for r, n, t in binders if r != "proof"], result)
    sig: list[Ty | None] = []
    for role, n, _ in binders:
        if role == "proof":
            sig.append(None)
        elif role == "explicit":
            sig.append(tys[n])
    res = tys["resΩ"]
    while res.head == "fun":   # `def coeff : R[X] → ℕ → R`: arrows after the colon
        sig.append(res.args[0])
        res = res.args[1]
    if any(n in bound for t in [*sig, res] if t is not None for n in _app_names(t)):
        raise Skip("a variable used as a type (a coercion to a type)")
    _check_outparams(sig, res, instances, p, idx)
    _check_heads(sig, res, idx)
    check_untyped_fixers(sig, res)
    return _printed(sig, res)


def check_untyped_fixers(sig: list[Ty | None], res: Ty) -> None:
    """A type parameter only the result names, beside an argument the signature leaves
    untyped (`_`, `H : G.Subgraph` in `Subgraph.support : _ → Set α`): Lean fixes it from that
    argument, the checker only from an expected type it mostly lacks, so the signature would
    turn a call the checker reads opaquely into a refusal. Skipped."""
    in_args = {v for t in sig if t is not None for v in _params_of(t)}
    if any(t is None for t in sig) and set(_params_of(res)) - in_args:
        raise Skip("a result-only type parameter beside an untyped argument")


def _check_heads(sig: list[Ty | None], res: Ty, idx: NameIndex) -> None:
    """Every named type is a declaration the index lists or a type the cited tables name
    (`List`, `ℂ`, `ℝ≥0∞`): a head that is neither is no constant the checker can trust to mean
    the same type wherever the signature is used (`↥s` names the argument `s`, `S.Relation`
    a field of one, `o ℕ∞` a notation read in pieces)."""
    from forminv_lean.formal.meaning.opaque import type_constructors

    cited = type_constructors()
    for t in [*sig, res]:
        for h in _app_names(t) if t is not None else ():
            if h not in idx.names and (h not in cited or h in PARAMS or
                                       not re.match(r"[^\W\d]", h)):
                raise Skip("a type named by no declaration or table")


def _app_names(t: Ty) -> set[str]:
    """The type constants `t` applies."""
    own = {t.name} if t.head == "app" else set()
    return own.union(*(_app_names(a) for a in t.args))


def _elaborated(binders: list[tuple[str, str, str]], result: str) -> dict[str, Ty]:
    """Each binder's type, and the result's (`resΩ`), as the elaborator reads them in a
    statement binding them all (the renderer's reading of the same binder types)."""
    from forminv_lean.formal import elaborate
    from forminv_lean.formal.meaning.terms import BINDERS

    names = [n for _, n, _ in binders]
    if len(set(names)) != len(names) or "resΩ" in names:
        raise Skip("a binder name used twice")
    parts = [f"{{{n} : Type*}}" if role == "typevar" else f"({n} : {t})"
             for role, n, t in binders]
    text = f"∀ {' '.join(parts + [f'(resΩ : {result})'])}, True"
    try:
        t = elaborate(text)
    except Exception:   # the elaborator refuses a type: no reading, no signature
        raise Skip("a type the formal language does not read") from None
    out: dict[str, Ty] = {}
    while t.op in BINDERS and t.args:
        if t.bty is not None:
            out[t.name] = t.bty
        t = t.args[-1]
    missing = [n for role, n, _ in binders if role != "typevar" and n not in out]
    missing += [] if "resΩ" in out else ["resΩ"]
    if missing:
        raise Skip("a type the formal language does not read")
    return out


def _params_of(t: Ty) -> list[str]:
    """The type variables of `t`, in order of appearance."""
    if t.head == "var":
        return [t.name]
    return [v for a in t.args for v in _params_of(a)]


def _check_outparams(sig: list[Ty | None], res: Ty, instances: list[str], p: Pending,
                     idx: NameIndex) -> None:
    """A parameter only the result mentions is fixed by unification with the expected type,
    as the elaborator fixes it, unless an instance binder on it has an outParam (Lean's
    instance problem fixes it first): such a signature is skipped."""
    from forminv_lean.formalise.outparams import class_head, outparam_free

    in_args = {v for t in sig if t is not None for v in _params_of(t)}
    only_result = set(_params_of(res)) - in_args
    if not only_result:
        return
    for inst in instances:
        if not _mentions(inst) & only_result:   # (binder names are the type variables' own)
            continue
        head = class_head(inst)
        full = idx.resolve(head, p.scope.namespace, idx.open_namespaces(
            p.scope.namespace, p.scope.opens)) if head else None
        if not full or len(full) != 1 or not outparam_free(full[0], idx):
            raise Skip("an instance that may fix a result-only parameter (outParam)")


def _printed(sig: list[Ty | None], res: Ty) -> tuple[str, ...]:
    """The signature as text, type variables renamed in order of appearance; checked to be
    read back by `opaque.parse_signature_type` as exactly these types."""
    from forminv_lean.formal.meaning.opaque import parse_signature_type

    order: list[str] = []
    for t in [*sig, res]:
        for v in _params_of(t) if t is not None else []:
            if v not in order:
                order.append(v)
    if len(order) > len(PARAMS):
        raise Skip("more type parameters than the signature language names")
    rename = {v: PARAMS[i] for i, v in enumerate(order)}
    out: list[str] = []
    for t in [*sig, res]:
        if t is None:
            out.append("_")
            continue
        text = _show(t, rename)
        if text is None or parse_signature_type(text) != _renamed(t, rename):
            raise Skip("a type the signature language does not say exactly")
        out.append(text)
    return tuple(out)


def _renamed(t: Ty, rename: dict[str, str]) -> Ty:
    if t.head == "var":
        return Ty("var", (), "?" + rename[t.name])
    return Ty(t.head, tuple(_renamed(a, rename) for a in t.args), t.name)


_NAME = re.compile(r"^[^\s()→×]+$")


def _show(t: Ty, rename: dict[str, str]) -> str | None:
    """`t` in the signature language (None for a type it has no words for)."""
    def atomic(s: str) -> str:
        return f"({s})" if " " in s else s

    if t.head == "var":
        return rename[t.name]
    if t.head in ("ℕ", "ℤ", "ℚ", "ℝ", "Prop") and not t.args:
        return t.head
    parts = [_show(a, rename) for a in t.args]
    if any(x is None for x in parts):
        return None
    args = [x for x in parts if x is not None]
    if t.head == "Set" and len(args) == 1:
        return f"Set {atomic(args[0])}"
    if t.head == "fun" and len(args) == 2:
        return f"{atomic(args[0]) if t.args[0].head in ('fun', 'prod') else args[0]} → {args[1]}"
    if t.head == "prod" and len(args) == 2:
        left = atomic(args[0]) if t.args[0].head in ("fun", "prod") else args[0]
        right = atomic(args[1]) if t.args[1].head == "fun" else args[1]
        return f"{left} × {right}"
    if t.head == "app" and _NAME.match(t.name) and t.name not in ("Type", "Sort", "_"):
        return " ".join([t.name, *(atomic(a) for a in args)])
    return None


# ------------------------------------------------------------------ reading the commands


def _scope(name: str, current: str, ctx: LeanContext, module: str) -> Scope:
    """Where a declaration's header names resolve: its namespace and its own name's prefix
    (Lean opens the namespace of a dotted declaration name), the opens in effect."""
    if name.startswith("_root_."):
        ns = name.removeprefix("_root_.").rpartition(".")[0]
    else:
        ns = ".".join(x for x in (current, name.rpartition(".")[0]) if x)
    return Scope(ns, tuple(ctx.opens), tuple(ctx.notation_opens), module)


def pending_def(cmd: str, full: str, current: str, tracker: VariableTracker,
                module: str) -> Pending:
    """A `def`/`abbrev` command's binders (with the `variable`s Lean includes) and result
    type, or `Skip`."""
    from forminv_lean.errors import InputError
    from forminv_lean.extract.lean_decl import parse_decl

    ctx, variable_in = tracker.declaration()
    if variable_in:
        raise Skip("`variable … in`")
    if tracker.notation_names_variable(cmd):
        raise Skip("a notation of the file that names a variable")
    text = re.sub(r"\n\s*\|", "\n|", _without_universes(cmd))   # equations: after the type
    try:
        decl = parse_decl(text)
    except (InputError, ValueError):
        raise Skip("header without a declared type") from None
    if decl.statement.startswith("="):   # `def f (x : α) := …`: `:=` read as `:` `=`
        raise Skip("header without a declared type")
    if decl.name.endswith("."):
        raise Skip("explicit universe parameters")
    variables = included_variables(tracker.variables(), ctx.includes, decl.binders,
                                   decl.statement, text, tracker.omitted)
    return Pending(full, (*variables, *decl.binders), decl.statement,
                   _scope(decl.name, current, ctx, module))


def pending_fields(cmd: str, full: str, kind: str, current: str, tracker: VariableTracker,
                   module: str) -> tuple[list[Pending], dict[str, str]]:
    """The projections of a `structure` (`Foo.x : Foo α → T`, `self` explicit) or the methods
    of a `class` (`[self : C α]` an instance) whose types the command states, and the
    skipped fields with their reasons. The command's parameters (the `variable`s it mentions
    first) become implicit."""
    from forminv_lean.extract.lean_decl import leading_binders

    ctx, variable_in = tracker.declaration()
    skipped: dict[str, str] = {}
    where = re.search(r"(?<![\w'])where(?![\w'])", cmd)
    if where is None:
        return [], {}
    head, body = _without_universes(cmd[:where.start()]), cmd[where.end():]
    m = re.match(r"\s*(?:@\[[^\]]*\]\s*)*(?:\w+\s+)*?(?:structure|class)\s+([^\s:({\[⦃]+)", head)
    if m is None:
        return [], {}
    rest = head[m.end():].lstrip()
    try:
        params, rest = leading_binders(rest)
    except ValueError:
        return [], {}
    fields = _field_lines(body)
    reason = None
    try:   # the `variable`s the command mentions (header or fields) are parameters first
        params = [*included_variables(tracker.variables(), ctx.includes, (), cmd, "",
                                      tracker.omitted), *params]
    except Skip as exc:
        reason = str(exc)
    if variable_in:
        reason = "`variable … in`"
    elif tracker.notation_names_variable(cmd):
        reason = "a notation of the file that names a variable"
    elif reason is not None:
        pass
    elif re.match(r"(?:extends\b.*)?:\s*Prop\b", rest, re.S):
        reason = "a structure in Prop (its fields are proofs)"
    elif kind == "structure" and any(b.kind not in ("explicit", "instance") for b in params):
        reason = "a structure with implicit parameters"
    if reason is not None:
        return [], {f"{full}.{f}": reason for f, _ in fields}
    scope = _scope(m.group(1), current, ctx, module)
    explicit = [n for b in params if b.kind == "explicit" for n in b.names]
    applied = " ".join([f"_root_.{full}", *explicit])
    implicit = [replace(b, kind="implicit") if b.kind != "instance" else b for b in params]
    out: list[Pending] = []
    earlier: set[str] = set()
    for fname, ftext in fields:
        try:
            if _mentions(ftext) & earlier:
                raise Skip("a field whose type names an earlier field")
            binders, result = _field_signature(ftext)
            if kind == "class":
                self_inst = Binder("instance", (), applied)
                out.append(Pending(f"{full}.{fname}", (*implicit, self_inst, *binders),
                                   result, scope))
            else:   # `Foo.x : {α} → (self : Foo α) → …`
                self_arg = Binder("explicit", ("self",), applied)
                out.append(Pending(f"{full}.{fname}", (*implicit, self_arg, *binders),
                                   result, scope))
        except Skip as exc:
            skipped[f"{full}.{fname}"] = str(exc)
        earlier.add(fname)
    return out, skipped


def _without_universes(cmd: str) -> str:
    """The command with the universe parameters after its name dropped (`def Multiset.{u}`):
    a signature is read at every universe, as `Type u` binders are."""
    m = re.search(r"\b(?:def|abbrev|structure|class)\s+[^\s:({\[⦃]+?(\.\{[^{}]*\})", cmd)
    return cmd[:m.start(1)] + cmd[m.end(1):] if m else cmd


def _field_lines(body: str) -> list[tuple[str, str]]:
    """The fields of a structure body: (name, the text after the name), one per field line
    (deeper-indented lines continue it); a constructor line `mk ::` is not a field."""
    out: list[tuple[str, str]] = []
    indent: int | None = None
    for line in body.split("\n"):
        if not line.strip():
            continue
        depth = len(line) - len(line.lstrip())
        text = line.strip()
        if re.match(r"^[\w']+\s*::\s*$", text):
            continue
        text = re.sub(r"^[\w']+\s*::\s*", "", text)
        if indent is None or depth <= indent:
            indent = depth if indent is None else indent
            m = re.match(r"^(?:protected\s+)?([\w'₀-₉]+)\s*(.*)$", text)
            if m is None or depth < indent:
                out.append(("?", text))
                continue
            out.append((m.group(1), m.group(2)))
        elif out:
            out[-1] = (out[-1][0], out[-1][1] + " " + text)
    return [(n, t) for n, t in out if n != "?"]


def _field_signature(text: str) -> tuple[list[Binder], str]:
    """`(a : α) : β := d` -> the field's binders and type (its default dropped)."""
    from forminv_lean.extract.lean_decl import leading_binders

    rest = text.strip()
    try:
        binders, rest = leading_binders(rest)
    except ValueError:
        raise Skip("a field this reader cannot split") from None
    if not rest.startswith(":") or rest.startswith(":="):
        raise Skip("a field without a declared type")
    ty = rest[1:]
    depth = 0
    for i, c in enumerate(ty):   # the default value (`:= d`) at bracket depth 0
        depth += c in "([{⟨⦃"
        depth -= c in ")]}⟩⦄"
        if depth == 0 and ty.startswith(":=", i):
            ty = ty[:i]
            break
    if not ty.strip():
        raise Skip("a field without a declared type")
    return binders, ty.strip()
