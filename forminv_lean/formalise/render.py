"""Lean declaration header (+ its file's context) -> closed formal rendering.

`theorem Nat.dvd_add {k m n : ℕ} (h₁ : k ∣ m) (h₂ : k ∣ n) : k ∣ m + n` becomes
`∀ k m n : ℕ, k ∣ m → k ∣ n → k ∣ m + n`: term binders become ∀ binders, hypotheses become
implications in their order, class binders stay class binders, universes are dropped, and
type variables Lean auto-bound (`α` in `(s : Set α)` with no binder for `α`) are bound.

Names the header does not bind come from the file (`LeanContext`): a `variable` binder is
included when the header mentions it, as Lean includes it, with the instance binders on what
is included; short names inside `namespace Nat` are qualified. A name that still looks like a
variable (no context was available) is bound with an unknown type, `(a : _)`.

The rendering must be true exactly when the theorem is, so nothing is approximated: what the
language does not interpret is kept opaque by the elaborator (a class outside the table
included), never swapped for a "close" construct. The one thing dropped is a `Decidable*`
instance binder, since such an instance always exists (classically) and nothing in the
language depends on which one it is. Every result is checked by the parser and elaborator.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from forminv_lean.extract.lean_decl import Binder, LeanDecl
from forminv_lean.formal.meaning.bundled import STRUCTURES as BUNDLED_STRUCTURES
from forminv_lean.formal.meaning.category import TYPE_ARROWS
from forminv_lean.formal.meaning.elaboration import PROOF_AS_TERM, UNCERTAIN_BINDER
from forminv_lean.formal.meaning.opaque import HOM_ARROWS, SIGNATURES
from forminv_lean.formalise.context import LeanContext
from forminv_lean.formalise.contextless import variable_shaped_free_name
from forminv_lean.formalise.goal_state import GoalState
from forminv_lean.formalise.instance_includes_r26 import included_instance_mentions
from forminv_lean.formalise.lean_sugar import spell_out
from forminv_lean.formalise.resolve import IDENT, PASSED_PROOFS  # IDENT: Lean's identifiers
from forminv_lean.formalise.universe_levels_r27 import render_keeping_levels
from forminv_lean.formalise.universe_ties_r28 import variable_tie_reason
from forminv_lean.formalise.universes_r25 import universe_reason
from forminv_lean.formalise.variable_inclusion import torsor_variables
from forminv_lean.formalise.variables import inputs_test, shadowed_binders, unusable_test

DROPPABLE_CLASS = re.compile(r"^(DecidableEq|DecidablePred|DecidableRel|Decidable)\b")
SORT = re.compile(r"^(Type|Sort)(\s*\*|\s+[\w.']+|\s+_)?$")
TYPE_CONSTRUCTORS = frozenset({"Set", "Finset", "Multiset", "List", "Fin", "Option", "Matrix",
                               "Polynomial", "ZMod", "Array"})
TYPE_NAMES = frozenset({"ℕ", "ℤ", "ℚ", "ℝ", "ℂ", "Nat", "Int", "Rat", "Real", "Complex", "Prop"})
PROP_HEADS = frozenset({
    "Nat.Prime", "Prime", "Even", "Odd", "Nat.Coprime", "Coprime", "IsOpen", "IsClosed",
    "Irrational", "Continuous", "Monotone", "Antitone", "StrictMono", "StrictAnti",
    "Function.Injective", "Function.Surjective", "Function.Bijective", "Squarefree",
    "IsSquare", "Set.Nonempty", "Set.Finite", "Set.Infinite", "Nonempty", "Not",
    "Disjoint", "IsUnit", "IsLeast", "IsGreatest",
})
#: A `_` left to Lean to fill by unification (a binder `(c : _)`, an ascription `(f : _ → α)`,
#: `(f : CauSeq _ abv)`, `fun i : Fin _ => …`), which the rendering would have to repeat: refused
#: instead (`has_hole`). A `_` that binds nothing (`fun _ => c`, `(_ : p)`, `∃ᶠ _ in f`) and the
#: universe of `Type _`/`Sort _` are not holes.
_UNDERSCORE = re.compile(r"(?<![\w'₀-₉.])_(?![\w'₀-₉])")
_BINDER_OPEN = ("fun", "λ", "∀", "∃", "∃!", "∃ᶠ", "∀ᶠ", "⨆", "⨅", "∑", "∏", "⋃", "⋂", "(", "{",
                "⦃", "[", "let", "have",   # `let _ := e; b` names nothing either
                # the extended binders of Mathlib's integrals (`notation3 "∫ "(...)", "r`,
                # Mathlib/MeasureTheory/Integral/Bochner/Basic.lean:167-176, `∫⁻`
                # Lebesgue/Basic.lean:51, `⨍` Average.lean:275-300) and Lean core's `Σ x, β x`
                # (`explicitBinders`, whose `binderIdent` may be `_`)
                "∫", "∫⁻", "⨍", "Σ")


#: What follows a `_` that is an operand of an infix operator (`_ ⧸ I`, `_ × β`), never a
#: binder's name.
_OPERAND = re.compile(r"[^\w\s:)=,'₀-₉.|⟩}\]]")


def has_hole(text: str) -> bool:
    """Does `text` have a `_` that Lean fills by unification (not a binder's name)?"""
    return bool(hole_positions(text))


def hole_positions(text: str) -> list[int]:
    """The offsets of the `_`s of `text` that Lean fills by unification (see `has_hole`)."""
    out: list[int] = []
    for m in _UNDERSCORE.finditer(text):
        before = text[:m.start()].rstrip()
        if before.endswith(("Type", "Sort")):
            continue   # a universe
        if text.startswith("⦋", m.end()):
            continue   # `X _⦋n⦌`: one token of Mathlib's simplicial notation, no hole
        if before.endswith("⟫") and text.startswith("[", m.end()):
            continue   # `⟪f, g⟫_[𝕜, w]`: one token `⟫_[` (Mathlib/Analysis/RCLike/Inner.lean:41)
        rest = text[m.end():].lstrip()
        if rest.startswith(":") and not rest.startswith(":="):
            continue   # `(_ : p)`, `∀ _ : ι, …`: a binder that names nothing
        # walk back over a run of binder names (`fun _ e =>`, `fun x _ =>`)
        words = before.split()
        while words and re.fullmatch(r"[\w'₀-₉]+", words[-1]) and words[-1] not in _BINDER_OPEN:
            words.pop()
        if words and (words[-1].lstrip("([{⦃¬") in _BINDER_OPEN
                      or words[-1][-1] in "([{⦃" and not _OPERAND.match(rest)):
            continue   # `(fun _ =>`, `¬∃ᶠ _ in`, `f (_` (but `(_ ⧸ I)`: an operand Lean fills)
        out.append(m.start())
    return out


def _filled(text: str) -> str | None:
    """`text` with the holes Lean fills certainly filled (`holes.fill_holes`), or None when a
    hole remains."""
    from forminv_lean.formalise.holes import fill_holes, type_bound_binders

    holes = hole_positions(text)
    if not holes:
        return type_bound_binders(text)
    filled = fill_holes(text, holes)
    return filled if filled is not None and not has_hole(filled) else None


def _hole_reason(text: str) -> str:
    """The refusal of a text whose holes are not filled, with where the first one sits."""
    from forminv_lean.formalise.holes import hole_reason

    return hole_reason(text, hole_positions(text))


# Greek letters (not π, which is `Real.pi` under `open Real`) or one capital, maybe indexed.
TYPEVAR_NAME = re.compile(r"^(?:[α-ορ-ωΑ-Ω]|[A-Z])[₀-₉0-9']*$")
GREEK_TOKEN = re.compile(r"(?<![\w.'])([α-ορ-ωΑ-Ω][₀-₉0-9']*)(?![\w'])")
# Bare names that a `namespace` makes mean a qualified constant.
NAMESPACED = {
    "Nat": ("factorial", "choose", "gcd", "lcm", "succ", "pred", "sqrt", "Prime", "Coprime"),
    "Int": ("gcd", "lcm", "natAbs", "toNat", "sqrt", "emod", "ediv"),
    "Real": ("sqrt", "pi", "exp", "log"),
    "Set": ("univ",),
}


@dataclass(frozen=True)
class SignatureResult:
    """A rendering, or None with the reason (``unsupported: <first offending symbol>``)."""

    formal: str | None
    reason: str | None = None


@dataclass(frozen=True)
class _Piece:
    """One step of the rendering, in binder order: a ∀ binder or a hypothesis."""

    kind: str          # "typevar" | "class" | "var" | "hyp" | "dropped" (a named Decidable)
    text: str          # hypothesis text, class text, or the binder's type
    names: tuple[str, ...] = ()   # a hypothesis keeps its names too (not bound by `→`)
    hypothesis: bool = False      # a "var" read from a binder first taken for a hypothesis


def supported_classes() -> frozenset[str]:
    """The classes the formal language interprets (any other is kept opaque)."""
    from forminv_lean.formal.meaning.signature import CLASS_PARENTS

    return frozenset(CLASS_PARENTS)


def signature_to_formal(decl: LeanDecl, context: LeanContext | None = None, *,
                        index: Any = "default", module: str | None = None,
                        goal: GoalState | None = None) -> SignatureResult:
    """Closed rendering of a theorem header in its file's context, or the reason it has none
    (`_signature_to_formal`). Without the file's context (and without an elaborated goal), a
    rendering that resolved a free one-letter name is refused: the file's `variable` lines,
    which shadow constants in Lean, may bind it (`contextless`)."""
    def attempt() -> SignatureResult:
        res = _signature_to_formal(decl, context, index=index, module=module, goal=goal)
        if res.formal is None and (res.reason or "").startswith("unresolved: ambiguous name"):
            # Lean keeps the one alternative that elaborates (`formalise/overload_r25.py`)
            from forminv_lean.formalise.overload_r25 import render_by_overload

            res = render_by_overload(lambda: _signature_to_formal(
                decl, context, index=index, module=module, goal=goal)) or res
        if res.formal is not None and context is None and goal is None and \
                (free := variable_shaped_free_name(decl)):
            return SignatureResult(None, f"unsupported: {free} — a free one-letter name in a "
                                         "row without its file's context may be a `variable` "
                                         "of the file")
        return res

    res = attempt()
    if res.formal is not None and (universes := universe_reason(decl) or variable_tie_reason(
            decl, res.formal, context.variables if context is not None else ())) is not None:
        # levels that carry meaning (in the header, or tied to a `variable` line's,
        # `universe_ties_r28`): rendered again with them kept, or refused
        return render_keeping_levels(decl, context, goal, universes, attempt)
    return res


def _signature_to_formal(decl: LeanDecl, context: LeanContext | None = None, *,
                         index: Any = "default", module: str | None = None,
                         goal: GoalState | None = None) -> SignatureResult:
    """Closed rendering of a theorem header in its file's context, or the reason it has none.

    With Mathlib's name index (`name_index.load_index`, the default when its data is found)
    every free name is printed as the constant Lean resolves it to, and a name that is neither
    a binder, a `variable` nor a resolvable constant refuses the declaration; nothing is
    bound that the declaration does not bind.

    With the declaration's elaborated `goal` (the state before its first tactic), the binders
    are the goal's hypotheses, typed as Lean typed them: the `variable`s it included, the
    instances, a type for every binder the header left untyped. The context then only says
    where names resolve."""
    if decl.kind not in ("theorem", "lemma", "example"):
        return SignatureResult(None, f"not a theorem: {decl.kind}")
    if goal is not None:
        missing = [n for b in decl.binders for n in b.names if n not in goal.names()]
        if missing:
            return SignatureResult(None, f"goal state does not bind the header's {missing[0]}")
        decl = LeanDecl(decl.kind, decl.name, goal.binders(), decl.statement, decl.attributes)
        if context is not None:
            context = context.without_variables()
    if index == "default":
        from forminv_lean.formalise.name_index import load_index

        index = load_index()
    namespace = decl.name.split(".")[0] if "." in decl.name else ""
    if context is not None and context.namespace:
        namespace = context.namespace.split(".")[0]
    expand = _notation_expander(decl, context, index, module) if index is not None else None
    try:
        own = _pieces(decl.binders, namespace, set(), qualify=index is None, expand=expand,
                      others=context.variables if context is not None else ())
        extra = _from_context(decl, own, context, namespace, qualify=index is None,
                              expand=expand, strict=index is not None,
                              **_scope_tests(decl, context, index, module)) \
            if context is not None else []
        pieces = extra + own if index is not None else _with_autobound(extra + own,
                                                                      decl.statement)
    except _Unsupported as exc:
        if index is not None and goal is None and "links a used variable" in exc.symbol \
                and (retried := _funlike_retry(decl, context, index, module)):
            return retried
        return SignatureResult(None, f"unsupported: {exc.symbol}")
    if index is not None:
        return _resolved(decl, pieces, context, index, module)
    pieces = [p for p in pieces if p.kind != "dropped"]
    if any(p.text == "_" for p in pieces):
        return SignatureResult(None, "unsupported: binder without a type")
    opens = context.opens if context is not None else []
    statement = _qualify(decl.statement, namespace, _bound_names(pieces), opens)
    text = _filled(assembled := _assemble(pieces, statement))
    if text is None:
        return SignatureResult(None, _hole_reason(assembled))
    reason, _ = validate_symbol(text) if (reason := _pointwise_reason(text, context)) is None \
        else (reason, None)
    return SignatureResult(text if reason is None else None, reason)


def _scope(decl: LeanDecl, context: LeanContext | None, module: str | None) -> Any:
    """Where the declaration's names are resolved: its full name's namespace (Lean 4 opens
    the namespace of a dotted declaration name), the file's opens, its module."""
    from forminv_lean.formalise.resolve import Scope

    ns = decl.name.rpartition(".")[0].removeprefix("_root_").strip(".")
    if context is not None and context.namespace and not decl.name.startswith(
            context.namespace + "."):
        ns = ".".join(x for x in (context.namespace, ns) if x)
    full = ".".join(x for x in (ns, decl.name.rpartition(".")[2]) if x)
    # the file's `local notation`s in effect are exactly those of the context lines, none when
    # it records none: a module's local notation declared after the theorem, or in a section
    # already closed, is not in effect (`local notation "f" => algebraMap R S` at line 187 of
    # RamificationInertia/Basic.lean had been applied to `ramificationIdx_lt` at line 93);
    # without the context nothing says which are, so none is applied
    return Scope(ns, tuple(context.opens) if context is not None else (),
                 tuple(context.notation_opens) if context is not None else (), module, full,
                 tuple(context.explicit_opens) if context is not None else (),
                 tuple(context.local_notations) if context is not None else (),
                 tuple(n for b in context.variables if b.kind != "instance" for n in b.names)
                 if context is not None else None)


def _notation_expander(decl: LeanDecl, context: LeanContext | None, index: Any,
                       module: str | None) -> Any:
    """Binder types with the scoped notations in effect expanded (`R[X]` is `Polynomial R`)
    before they are classified as types or hypotheses."""
    from forminv_lean.formalise.resolve import Unresolved, expand_notations

    scope = _scope(decl, context, module)

    def expand(t: str) -> str:
        try:
            return expand_notations(t, index, scope)
        except Unresolved as exc:
            raise _Unsupported(str(exc)) from None
    return expand


def _resolved(decl: LeanDecl, pieces: list[_Piece], context: LeanContext | None, index: Any,
              module: str | None) -> SignatureResult:
    """The rendering with every free name resolved against Mathlib's index (or refused)."""
    from forminv_lean.formalise.leading_dot_r27 import spell_leading_dots
    from forminv_lean.formalise.resolve import Unresolved, resolve_text

    def _sugar(text: str) -> str:   # Lean's sugar spelled out (`formalise.lean_sugar`)
        return spell_out(text)

    scope = _scope(decl, context, module)
    try:
        pieces = _named_hypotheses(pieces, decl.statement)
    except _Unsupported as exc:
        return SignatureResult(None, f"unsupported: {exc.symbol}")
    # the names the rendering binds: a hypothesis left in front of `→` binds none, so a name
    # it shares with a constant (`(monomial : ∀ n a, motive (monomial n a))`) is the constant
    bound = {n for p in pieces if p.kind not in ("hyp", "class") for n in p.names}

    def resolve_all(pieces: list[_Piece]) -> tuple[list[_Piece], str]:
        types: dict[str, str] = {}
        out: list[_Piece] = []
        # `.c` at a written expected type is `T.c` (`formalise.leading_dot_r27`)
        written = {n: p.text for p in pieces if p.kind == "var" for n in p.names}
        for p in pieces:
            # a binder's own name is not in scope in its type (only hypotheses are checked)
            own = bound - set(p.names) if p.hypothesis else bound
            text = p.text if p.kind == "typevar" or p.text == "_" else resolve_text(
                _sugar(spell_leading_dots(p.text, index, scope, own, written)), index, scope,
                own, types)
            out.append(_Piece(p.kind, text, p.names, p.hypothesis))
            if p.kind == "var" and text != "_":
                types.update({n: text for n in p.names})
            elif p.kind == "typevar":   # a type: `card α` is not `Finset.card` (resolve.py)
                types.update({n: "Type*" for n in p.names})
        return out, resolve_text(_sugar(spell_leading_dots(decl.statement, index, scope, bound,
                                                           written)), index, scope, bound, types)

    try:
        out, statement = resolve_all(pieces)
        if any(p.text == "_" for p in out):
            typed = _untyped_binder_types(out, statement) or \
                _elaborated_binder_types(out, statement)
            if typed is None:
                return SignatureResult(None, "unsupported: binder without a type")
            # again, with the inferred types known (`n.succ` is field notation on `n : ℕ`)
            out, statement = resolve_all(typed)
    except Unresolved as exc:
        return SignatureResult(None, f"{exc.prefix}: {exc}")
    # `(x : X)` with `X` a value is left to the elaborator: Lean's `CoeSort` carrier `↥X` when
    # `X`'s type is a Mathlib type kept opaque, refused when it is not known
    text = _filled(assembled := _assemble(out, statement))
    if text is None:   # `∃ (c : _), …`, `(f : _ → α)`: a type only Lean infers
        return SignatureResult(None, _hole_reason(assembled))
    reason, _ = validate_symbol(text) if (reason := _pointwise_reason(text, context)) is None \
        else (reason, None)
    return SignatureResult(text if reason is None else None, _hypothesis_reason(reason, out))


def _pointwise_reason(text: str, context: LeanContext | None) -> str | None:
    """A refusal when the rendering uses Mathlib's pointwise arithmetic on sets (`s * t`, `s⁻¹`:
    `elaborate_sets.pointwise_set_op`) where its scoped instances are not in effect (no `open
    Pointwise`/`open scoped Pointwise`): Lean would not have read it so. None otherwise."""
    if context is not None and "Pointwise" in context.notation_opens or \
            not re.search(r"\bSet\b", text) or not re.search(r"[-*+/^⁻]", text):
        return None
    from forminv_lean.formal.errors import FormalParseError, UnsupportedError
    from forminv_lean.formal.meaning.elaborate_sets import uses_pointwise
    from forminv_lean.formal.statements import elaborate_rendering

    try:
        used = uses_pointwise(elaborate_rendering(text))
    except (FormalParseError, UnsupportedError, RecursionError):
        return None   # refused by `validate_symbol`, with its own reason
    return "unsupported: pointwise set arithmetic without `open Pointwise`" if used else None


def _untyped_binder_types(pieces: list[_Piece], statement: str) -> list[_Piece] | None:
    """The pieces with each binder written without a type (`{n}`) given the type its first
    use fixes in Lean (`binder_types`, with the binders fixed before that use known:
    `binder_chain`), or None when some binder's is not fixed so. A group `{a b}` whose names
    get different types is split (Lean gives each name its own metavariable)."""
    from forminv_lean.formalise.binder_chain import chained_types
    from forminv_lean.formalise.binder_types import INSTANCE_KEY

    found = chained_types(pieces, statement, INSTANCE_KEY)
    if found is None:
        return None
    typed: list[_Piece] = []
    for p in pieces:
        if p.kind != "var" or p.text != "_":
            typed.append(p)
            continue
        # one piece when the names share a type, else one per name; a type (`binder_sorts`)
        # is bound as a type variable
        split = [p.names] if len({found[n] for n in p.names}) == 1 else [(n,) for n in p.names]
        typed.extend(_Piece("typevar" if found[ns[0]] == "Type*" else "var", found[ns[0]], ns)
                     for ns in split)
    return typed


def _elaborated_binder_types(pieces: list[_Piece], statement: str) -> list[_Piece] | None:
    """The pieces with each binder written without a type given the type the checker's
    elaborator certainly solves for it (`binder_elab`), one piece per name; None when some
    binder's is not certain, or would mention a name bound after it (Lean's binder type is
    elaborated where the binder stands)."""
    from forminv_lean.formalise.binder_elab import elaborated_binder_types

    untyped = [n for p in pieces if p.kind == "var" and p.text == "_" for n in p.names]
    found = elaborated_binder_types(untyped, _assemble(pieces, statement))
    if found is None:
        return None
    typed: list[_Piece] = []
    for k, p in enumerate(pieces):
        if p.kind != "var" or p.text != "_":
            typed.append(p)
            continue
        for j, n in enumerate(p.names):
            later = set(p.names[j:]) | {m for q in pieces[k + 1:] for m in q.names}
            if any(re.search(rf"(?<![\w.']){re.escape(m)}(?![\w'])", found[n]) for m in later):
                return None
            typed.append(_Piece("var", found[n], (n,), p.hypothesis))
    return typed


def coverage(decls: Iterable[LeanDecl]) -> dict[str, Any]:
    """How many declarations get a rendering, and why the others do not (most common first)."""
    reasons: Counter[str] = Counter()
    total = ok = 0
    for d in decls:
        total += 1
        r = signature_to_formal(d)
        if r.formal is not None:
            ok += 1
        else:
            reasons[r.reason or "?"] += 1
    return {"total": total, "renderable": ok, "not_renderable": total - ok,
            "rate": ok / total if total else 0.0, "by_reason": dict(reasons.most_common())}


# ----------------------------------------------------------------------------- binders


class _Unsupported(Exception):
    def __init__(self, symbol: str) -> None:
        super().__init__(symbol)
        self.symbol = symbol


def _pieces(binders: Iterable[Binder], namespace: str, bound: set[str], *,
            qualify: bool = True, expand: Any = None,
            others: Iterable[Binder] = ()) -> list[_Piece]:
    """The binders as pieces; `others` are the declaration's other binders (the header's for
    `variable` lines and the reverse), read only for the types that use an untyped binder."""
    pieces: list[_Piece] = []
    typevars: set[str] = set()
    props: set[str] = set()  # variables of type Prop (`{a b : Prop}`)
    binders = list(binders)
    around = binders + list(others)
    sorts, families = _type_valued(around)
    for b in binders:
        t = " ".join((b.type or "").split())
        # `(h : p := by tac)` / `(n : ℕ := 0)`: an autoParam/optParam binder states the same
        # (its default only matters where the theorem is used)
        t = re.sub(r"\s*:=.*$", "", t) if ":=" in t else t
        if t:   # Lean's sugar spelled out first, so a hypothesis is read as one
            t = spell_out(t)
        if expand is not None and t:
            t = expand(t)
        if b.kind == "instance":
            if DROPPABLE_CLASS.match(t) or not t:
                if b.names:   # `[d : Decidable c]`: kept only to be found if `d` is used
                    pieces.append(_Piece("dropped", t, b.names))
                continue
            pieces.append(_Piece("class", t, b.names))   # `[pα : Preorder α]` names it
            continue
        if not t:  # `{α}`, `{n R}`: typed by use; a type if it looks like one and another
            # binder's type uses it (`{α} (a : α)`): a name alone is no type (`(H)` in
            # `liftOn 0 f H` is a proof, and a type written as an argument is read as one)
            for n in b.names:
                if TYPEVAR_NAME.match(n) and _used_in_types(n, around, b):
                    pieces.append(_Piece("typevar", "Type*", (n,)))
                    typevars.add(n)
                else:
                    pieces.append(_Piece("var", "_", (n,)))
                bound.add(n)
            continue
        if SORT.match(t):
            sort = "Sort*" if t.startswith("Sort") else "Type*"
            pieces.append(_Piece("typevar", sort, b.names))
            typevars.update(b.names)
            bound.update(b.names)
            continue
        if qualify:
            t = _qualify(t, namespace, bound)
        if _is_prop(t, b, bound, typevars | sorts, props, families):
            pieces.append(_Piece("hyp", t, b.names))
        else:
            pieces.append(_Piece("var", t, b.names))
            bound.update(b.names)
            if t == "Prop":
                props.update(b.names)
    return pieces


def _used_in_types(name: str, binders: list[Binder], own: Binder) -> bool:
    """Does a binder other than `own` use `name` where only a type can stand: as the whole
    type (`(a : α)`), an operand of a type former `→`/`×`/`⊕` (`(f : α → β)`), an argument of
    a constructor whose explicit arguments are all types (`Set α`, `Matrix m n α`), or an
    argument of a class over types (`[Ring R]`, `[Module R M]`; not `_TERM_CLASSES`, not a
    proposition about terms), and nowhere as a value (`_value_use`)? A mere mention is no type: in
    `{X Y} (f : X ⟶ Y)` they are a category's objects, in `[HasAffineProperty P Q]` a
    morphism property, in `(H : (q : Λ').Supports S)` a `Finset`: Lean types those by
    unification, which the binder's uses decide (`binder_types`), never a guess."""
    if any(b.type and _value_use(name, b.type) for b in binders if b is not own):
        return False
    return any(b is not own and b.type and name in IDENT.findall(b.type)
               and _type_position(name, b) for b in binders)


def _value_use(name: str, text: str) -> bool:
    """Does `text` use `name` as a value no type can be: an object a morphism `⟶`/`≅` goes
    between (`X ⟶ Y`), or the receiver of field notation (`P.diagonal f`)?"""
    n = re.escape(name)
    return re.search(rf"(?<![\w.']){n}\s*[⟶≅]|[⟶≅]\s*{n}(?![\w'])|(?<![\w.']){n}\.[^\W\d]",
                     text) is not None


#: Constructors all of whose explicit arguments are types (Mathlib v4.19.0: `def Set (α :
#: Type u)`, `structure Finset (α : Type*)`, `def Multiset (α : Type u)`, core `List`/`Option`/
#: `Array`/`Sum`/`Prod`, `structure Filter (α : Type*)`, `def Matrix (m : Type*) (n : Type*) (α :
#: Type v)`, `abbrev Equiv.Perm (α : Sort*)`, Logic/Equiv/Defs.lean:64 `structure Equiv (α :
#: Sort*) (β : Sort _)`, Data/Part.lean:52 `structure Part.{u} (α : Type u)`,
#: Combinatorics/HalesJewett.lean:171 `structure Line (α ι : Type*)`, Control/Functor.lean:69
#: `def Const (α : Type*) (_β : Type*)`).
_TYPE_ARGUMENT_CONSTRUCTORS = frozenset({"Set", "Finset", "Multiset", "List", "Option", "Array",
                                         "Filter", "Matrix", "Sum", "Prod", "Equiv.Perm",
                                         "Equiv", "Part", "Combinatorics.Line", "Functor.Const"})
#: Type formers written infix between two types (core `α → β`, `α × β`, `α ⊕ β`; Mathlib
#: `structure Equiv (α : Sort*) (β : Sort _)`, `structure Function.Embedding (α : Sort*) (β :
#: Sort*)`, and the bundled maps between types `≃o` `↪o` `→o` `→+*` `→*` `→+` `≃+*` `≃*`
#: `≃+`), not a category's `⟶` between objects.
_TYPE_FORMERS = frozenset({"→", "×", "⊕", "≃", "↪", "≃o", "↪o", "→o", "→+*", "→*", "→+",
                           "≃+*", "≃*", "≃+"})


def _type_position(name: str, b: Binder) -> bool:
    """Is `name` at a place only a type can stand in `b`'s type (see `_used_in_types`)?"""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name
    from forminv_lean.formal.meaning.prop_classes import SIGNATURES as PROP_CLASS_SIGNATURES
    from forminv_lean.formal.meaning.prop_classes import is_prop_class
    from forminv_lean.formal.meaning.signature import CLASS_PARENTS

    try:   # universes (`Cardinal.{u}`) are no part of the formal language's types
        t = _parse(spell_out(re.sub(r"\.\{[^{}]*\}", "", " ".join((b.type or "").split()))))
    except Exception:
        return False

    def at(e: Any) -> bool:
        if isinstance(e, Name):
            return e.id == name
        if isinstance(e, BinOp) and e.op in _TYPE_FORMERS:
            return at(e.lhs) or at(e.rhs)
        if isinstance(e, App) and isinstance(e.fn, Name) and \
                e.fn.id in _TYPE_ARGUMENT_CONSTRUCTORS:
            return any(at(a) for a in e.args)
        return False

    if b.kind == "instance":
        # `[Module R M]`, `[Finite (α ⊕ β)]`: a class's arguments are types, but for the
        # classes that take terms (`[DecidablePred p]`, `[NeZero n]`, `[CharP R p]`, a
        # class that is a proposition about terms) and for field notation (`[L.Structure M]`)
        on_types = CLASS_PARENTS.keys() | {c for c, sig in PROP_CLASS_SIGNATURES.items()
                                           if sig == ("Type α", "Prop")}
        if not (isinstance(t, App) and isinstance(t.fn, Name)) or "." in t.fn.id and \
                t.fn.id not in on_types or t.fn.id in _TERM_CLASSES or \
                is_prop_class(t.fn.id) and t.fn.id not in on_types:
            return False
        return any(at(a) for a in t.args)
    return at(t)


#: Classes whose arguments include terms (Lean core `Decidable (p : Prop)`, `DecidablePred (r :
#: α → Prop)`, `DecidableRel`, `DecidableEq` on a type is fine but written `[DecidableEq α]`;
#: Mathlib `class Fact (p : Prop)`, `class CharP (R) [AddMonoidWithOne R] (p : ℕ)`, `class
#: IsLocalization (M : Submonoid R) (S : Type*)`, `class ExpChar (R) (p : ℕ)`).
_TERM_CLASSES = frozenset({"Decidable", "DecidablePred", "DecidableRel", "Fact", "CharP",
                           "ExpChar", "IsLocalization", "NeZero", "Invertible"})


def _with_autobound(pieces: list[_Piece], statement: str) -> list[_Piece]:
    auto = _autobound(pieces, statement, _bound_names(pieces))
    return [_Piece("typevar", "Type*", (a,)) for a in auto] + pieces


def _mentions(text: str) -> set[str]:
    """Names a text uses free; `s.card` mentions `s` (field notation on a variable). A name
    the text binds itself (`fun x => …`) or a universe level (`Type u`) is not a use: Lean
    includes a `variable` only where it occurs free."""
    from forminv_lean.formalise.resolve import universe_names

    out: set[str] = set()
    # `⟪x, y⟫_𝕜`: the token `⟫_`, then the field `𝕜`
    text = re.sub(r"\.\{[^{}]*\}", "", text).replace("⟫_", "⟫_ ")
    # `E →L[𝕜] F`, `α ≃o β`, `α ↪r β`: the letters glued to the arrow are its token's, no name
    text = re.sub(r"([→≃↪])[A-Za-z]+", r"\1 ", text)
    # `C(X, Y)`, `C₀(α, β)`, `C_c(α, β)`, `𝓘(𝕜, E)`: the letters glued to the bracket are the
    # notation's token (Mathlib's `notation "C(" X ", " Y ")" => ContinuousMap X Y`, …), not a
    # variable `C` (`variable {C : ℝ}` beside `{f : C(α, β)}`)
    text = _NOTATION_TOKENS.sub("(", text)
    spans = _bound_spans(text)
    for m in IDENT.finditer(text):
        tok = m.group(0)
        head = tok.split(".")[0]
        # a use inside the scope of a binder of its name is that binder's (`fun x ↦ f x`);
        # elsewhere in the text (`… ↔ P x`) it is the variable's, which Lean includes
        if any(head in names and start <= m.start() < end for names, start, end in spans):
            continue
        out.add(tok)
        out.add(head)
    return out - universe_names(text)


#: Notation tokens that start like an identifier and end in `(` (Mathlib v4.19.0:
#: Topology/ContinuousMap/Defs.lean:35 `notation "C(" X ", " Y ")"`, ZeroAtInfty.lean:46
#: `"C₀(" α ", " β ")"`, CompactlySupported.lean:42-43 `"C_c(" α ", " β ")"`, Geometry/Manifold/
#: IsManifold/Basic.lean:172 `"𝓘(" 𝕜 ", " E ")"`).
_NOTATION_TOKENS = re.compile(r"(?<![\w.'])(?:C|C₀|C_c|𝓘)\(")


def _bound_spans(text: str) -> list[tuple[set[str], int, int]]:
    """The names each binder of `text` binds (`resolve.local_names`'s constructs: ∀/∃/fun/
    big operators, set-builder, dependent arrow, `if h :`), with where they are in scope: from
    the binder to the end of the bracket group holding it (Lean's binders extend as far as
    they can)."""
    from forminv_lean.formalise.resolve import (
        _BINDER_HEAD,
        _DEPENDENT_IF,
        _PI_BINDER,
        _SETBUILDER,
        _binder_idents,
        _binder_segment,
    )

    def group_end(i: int) -> int:
        depth = 0
        for j in range(i, len(text)):
            if text[j] in "([{⟨⦃":
                depth += 1
            elif text[j] in ")]}⟩⦄":
                if depth == 0:
                    return j
                depth -= 1
        return len(text)

    spans = [(_binder_idents(_binder_segment(text, m.end())), m.start(), group_end(m.start()))
             for m in _BINDER_HEAD.finditer(text)]
    spans += [(_binder_idents(m.group(1)), m.start(), group_end(m.start() + 1))
              for m in _SETBUILDER.finditer(text)]
    spans += [(set(IDENT.findall(m.group(1))), m.start(), group_end(m.start()))
              for m in _PI_BINDER.finditer(text)]
    spans += [({m.group(1)}, m.start(), group_end(m.start())) for m in _DEPENDENT_IF.finditer(text)]
    for m in _SEP.finditer(text):
        # `{ x ∈ { y | p y } | q x }` (a binder predicate, Mathlib's `Set.sep` notation): binds
        # `x` in the braces when a `|` follows at their top level
        end, depth = group_end(m.start() + 1), 0
        for j in range(m.end(), end):
            depth += text[j] in "([{⟨⦃"
            depth -= text[j] in ")]}⟩⦄"
            if depth == 0 and text[j] == "|" and text[j + 1:j + 2] != "|":
                spans.append(({m.group(1)}, m.start(), end))
                break
    return spans


#: `{ x ∈ s | …}`, `{ n < k | …}`: a set-builder binder with a binder predicate.
_SEP = re.compile(r"\{\s*([^\W\d][\w'₀-₉ᵢ-ᵪ!?]*)\s*(?:∈|∉|⊆|⊂|⊇|⊃|<|≤|>|≥|≠)")


def _resolver(decl: LeanDecl, context: LeanContext | None, index: Any,
              module: str | None) -> Any:
    """The full names a short name may mean in the declaration's scope (`[]`: none). None
    without an index."""
    if index is None:
        return None
    scope = _scope(decl, context, module)
    opens = index.open_namespaces(scope.namespace, scope.opens)

    def resolve(name: str) -> list[str]:
        return list(index.resolve(name, scope.namespace, opens) or [])
    return resolve


def _scope_tests(decl: LeanDecl, context: LeanContext | None, index: Any,
                 module: str | None) -> dict[str, Any]:
    """`_from_context`'s name-dependent tests for the declaration's scope, which is resolved
    once: `is_class`, `droppable`, `resolve` (each None without an index)."""
    resolve = _resolver(decl, context, index, module)
    return {"is_class": _class_test(index, resolve),
            "droppable": _droppable_test(context, index, resolve), "resolve": resolve,
            "inputs": inputs_test(context, index, resolve)}


def _class_test(index: Any, resolve: Any) -> Any:
    """Does a binder type's head name a class (as `resolve`, the declaration's scope, resolves
    it)? None without an index (then no class is known)."""
    if index is None or not getattr(index, "classes", None):
        return None

    def is_class(ty: str) -> bool:
        m = IDENT.match(ty.strip().lstrip("@"))
        if m is None:
            return False
        return any(c in index.classes for c in resolve(m.group(0)))
    return is_class


def _from_context(decl: LeanDecl, own: list[_Piece], context: LeanContext,
                  namespace: str, *, qualify: bool = True, expand: Any = None,
                  strict: bool = False, is_class: Any = None,
                  coerced: str | None = None, droppable: Any = None,
                  resolve: Any = None, inputs: Any = None) -> list[_Piece]:
    """The `variable` binders Lean includes: those the header mentions (in their types and
    statement, transitively through the included binders' types), then the instance binders
    whose variables are all included. In the order the file declares them.

    `coerced`: a variable `F` whose one `[FunLike F α β]` binder the statement's elaboration
    uses (`f x` with `f : F`, see `_funlike_retry`): its `α β` are outParams Lean reads off that
    instance, so they and the binder are included when `F` is.

    `droppable`: does an instance binder's class have no outParam in its ancestor closure
    (`_droppable_test`)? Such a binder linking an included variable to one left out is left
    out with it, as Lean leaves it (decided once the inclusion closure above is final).

    `resolve`: the declaration's name resolution (`_resolver`), with which a class-typed
    variable a later binder's type needs (`{m : MeasurableSpace α}` before `{μ : Measure α}`)
    is included (`class_variables`).

    `inputs`: the variables at input positions of a local instance's type (`inputs_test`);
    an instance (or class-typed variable) one of which nothing can make known is left out
    with certainty (`variables.certainly_out`)."""
    # the statement as Lean elaborates it: a notation's expansion mentions variables too
    # (`local notation "𝕎" => WittVector p` includes `p`)
    used = _mentions(decl.statement) | _mentions(_expanded(decl.statement, expand)) \
        | set(context.includes) | included_instance_mentions(context)
    for p in own:
        used |= _mentions(p.text)
    omitted = set(context.omits)
    variables = [b for b in context.variables if b.kind != "instance"]
    names = {n for b in variables for n in b.names}
    # a later `variable` line that binds a name again shadows the earlier binder (Lean's
    # statement means the later one; the earlier is never included)
    last = {n: i for i, b in enumerate(variables) for n in b.names}
    included: set[str] = set()
    changed = True
    while changed:
        changed = False
        if coerced is not None and coerced in included:
            for b in context.variables:
                if b.kind == "instance" and _coercion_of(b.type) == coerced:
                    more = _mentions(b.type or "") & names - used
                    if more:
                        used |= more
                        changed = True
        for i, b in enumerate(variables):
            for n in b.names:
                if last[n] == i and n in used and n not in included \
                        and n not in _bound_names(own):
                    included.add(n)
                    used |= _mentions(b.type or "")
                    changed = True
        if not changed and strict:   # `[AddTorsor V P]` the header's elaboration used
            more = torsor_variables(decl, [p.text for p in own], context, included, is_class,
                                    expand, resolve) - used
            used |= more
            changed = bool(more)
    unusable = unusable_test(context, included, used, is_class, expand,
                             inputs if strict else None,
                             shadowed_binders(context, decl.binders, resolve) if strict else ())
    if is_class is not None:
        for i, b in enumerate(variables):
            # `{m : MeasurableSpace α}`: a variable whose type is a class is a local instance
            # whatever its brackets; Lean includes it when elaborating the statement finds it
            # (`Measure α` does), which only elaboration can tell
            unused = [n for n in b.names if n not in included and last[n] == i]
            if unused and b.type and (is_class(b.type) or _is_class_family(b.type, is_class)):
                # `{m m0 : MeasurableSpace α}`: instance resolution tries the local instances
                # of a class latest first (Lean's `SynthInstance.getInstances` pushes them
                # after the global ones; the generator starts from the end), so only the
                # group's last name can be the one found; the others are in only if named
                if b.names[-1] not in unused or _next_gives_the_same(b, context):
                    continue
                deps = _mentions(b.type) & names
                if resolve is not None and deps <= included and _instance_needed(
                        b, decl, own, context, included, is_class, resolve):
                    included.add(b.names[-1])
                    continue
                if (deps & included or not deps) and not unusable(b):
                    raise _Unsupported(f"variable {{{b.names[-1]} : {' '.join(b.type.split())}}} "
                                       "is an instance Lean may include")
    chosen: list[Binder] = []
    bound_at = {n: j for j, v in enumerate(context.variables) if v.kind != "instance"
                for n in v.names}
    for j, b in enumerate(context.variables):
        if b.kind == "instance":
            if f"[{' '.join((b.type or '').split())}]" in omitted:
                continue   # `omit [inst] in`
            mentioned = _mentions(b.type or "") & names
            if any(bound_at[n] > j for n in mentioned):
                # `variable [W.IsElliptic]` before a later `variable (W : …)`: it is about the
                # earlier, shadowed `W`, which the statement never uses
                continue
            if mentioned and mentioned <= included:
                chosen.append(b)
            elif mentioned & included and strict and not (droppable and droppable(b.type)) \
                    and not unusable(b):
                # `[AddTorsor V P]` with `P` used and `V` not: Lean includes `V` and this
                # instance when elaborating the statement needs them (`AffineSubspace R P`
                # does), which only elaboration can tell
                raise _Unsupported(f"variable [{b.type}] links a used variable to an unused one")
            continue
        i = next(j for j, v in enumerate(variables) if v is b)
        # `variable {M M : Type*}` (Algebra/Group/Nat/Hom.lean:20): the second `M` shadows the
        # first, which nothing can name, so only the last of a repeated name is included
        keep = tuple(n for k, n in enumerate(b.names)
                     if n in included and last[n] == i and n not in b.names[k + 1:])
        if keep and any(last[n] > i for n in _mentions(b.type or "") & names):
            # `variable {S} {H : S}` then `variable {S : Type*}`: `H`'s type is the earlier
            # `S`, which the later one shadows; printed in order, `H` would take the later
            raise _Unsupported(f"variable {keep[0]} has a type naming a variable a later "
                               "`variable` line binds again (the earlier one is meant)")
        if keep:
            chosen.append(Binder(b.kind, keep, b.type))
    return _pieces(chosen, namespace, set(), qualify=qualify, expand=expand,
                   others=decl.binders)


def _is_class_family(ty: str, is_class: Any) -> bool:
    """Is `ty` a family of instances, `∀ i, C (X i)` or `(i : ι) → C (X i)`, of a class `C`?
    A variable of that type is a local instance whatever its brackets (Lean's local instances
    are the binders whose type, under its `∀`s, is a class: `{mX : ∀ i, MeasurableSpace (X
    i)}`, Probability/ProductMeasure.lean:56, 237), which `is_class` alone, reading the head,
    does not see."""
    from forminv_lean.formalise.variables import _split_family

    body, bound = _split_family(ty)
    return bool(bound) and body != " ".join(ty.split()) and is_class(body)


def _expanded(text: str, expand: Any) -> str:
    """`text` with the notations in effect expanded, or as written where that is refused
    (the refusal is met again when the statement is resolved)."""
    if expand is None:
        return text
    try:
        return str(expand(text))
    except _Unsupported:
        return text


def _droppable_test(context: LeanContext | None, index: Any, resolve: Any) -> Any:
    """Does an instance binder's type apply a class that `outparams.OUTPARAM_FREE` confirms
    has no outParam in its ancestor closure, as the declaration's scope resolves its head?
    `Module` is looked up like any name (a namespace's own `Module` is another class); `L.Structure`
    is field notation on the variable `L : Language`, so its class is `Language.Structure`
    resolved from `L`'s type. An unresolvable or ambiguous-to-unlisted head is not droppable.
    None without an index."""
    from forminv_lean.formalise.outparams import outparam_free
    from forminv_lean.formalise.variables import binder_classes, variable_types

    if index is None or context is None:
        return None
    types = variable_types(context)

    def droppable(ty: str | None) -> bool:
        cands = binder_classes(ty or "", types, resolve)
        return bool(cands) and all(outparam_free(c, index) for c in cands)
    return droppable


def _next_gives_the_same(b: Binder, context: LeanContext) -> bool:
    """Is the binder declared right after `b` one of the same class type (`{m : MeasurableSpace
    α} {m0 : MeasurableSpace α}`)? Then it is found before `b` wherever both are in scope, and
    nothing between them can have needed `b`."""
    at = next(i for i, v in enumerate(context.variables) if v is b)
    nxt = context.variables[at + 1] if at + 1 < len(context.variables) else None
    return nxt is not None and nxt.type is not None and b.type is not None \
        and " ".join(nxt.type.split()) == " ".join(b.type.split())


def _instance_needed(b: Binder, decl: LeanDecl, own: list[_Piece], context: LeanContext,
                     included: set[str], is_class: Any, resolve: Any) -> bool:
    """Is the class-typed variable `b` (`{m : MeasurableSpace α}`; of `{m m0 : …}` the last
    name) the instance a binder elaborated after it needs, and the only one that could give
    it there? Then Lean included it (`class_variables`). Other binders are the file's later
    included variables, the header's binders and the statement; every class-typed or
    instance binder declared after `b` (the file's or the header's) counts as a rival, an
    earlier one does not: instance resolution tries the latest local instance first."""
    from forminv_lean.formalise.class_variables import (
        class_on_variable,
        found_in,
        module_on_variable,
        needs_module,
        only_module_provider,
    )
    from forminv_lean.formalise.resolve import local_names
    from forminv_lean.formalise.variable_inclusion import (
        inv_pair_needed,
        inv_pair_on,
        reverse_pair_needed,
    )

    if b.type is None:
        return False
    found = class_on_variable(b.type, resolve)
    module = module_on_variable(b.type, resolve) if found is None else None
    # `{re₁₂ : RingHomInvPair σ₁₂ σ₂₁}` (Algebra/Module/Equiv/Defs.lean): a local instance in
    # braces, read as `[RingHomInvPair σ₁₂ σ₂₁]` is (`variable_inclusion.inv_pair_needed`)
    pair = found is None and module is None and inv_pair_on(b.type, resolve) is not None
    if found is None and module is None and not pair:
        return False
    at = next(i for i, v in enumerate(context.variables) if v is b)
    names = {n for v in context.variables if v.kind != "instance" for n in v.names}
    omitted = set(context.omits)
    later = [v.type or "" for v in context.variables[at + 1:]
             if (set(v.names) & included if v.kind != "instance"
                 else _mentions(v.type or "") & names <= included
                 and f"[{' '.join((v.type or '').split())}]" not in omitted)]
    texts = later + [p.text for p in own] + [decl.statement]
    # an earlier instance loses to `b`: the local instances of a class are tried latest first,
    # before any global instance (which is how a `[MeasureSpace α]` would give one)
    local = {j: v.type for j, v in enumerate(context.variables) if j != at and (
        v.kind == "instance" or (v.type is not None and is_class(v.type)))}
    in_header: list[str | None] = [p.text for p in own if p.kind == "class"]
    in_header += [x.type for x in decl.binders if x.kind == "instance" or (
        x.type is not None and is_class(x.type))]
    rivals = [t for j, t in local.items() if j > at] + in_header
    everyone = list(local.values()) + in_header   # earlier binders too (`found_in`)
    # the header's binders and the included variables, by name, for a predicate's argument
    types = {n: v.type for v in context.variables if v.kind != "instance"
             for n in v.names if n in included}
    types.update({n: x.type for x in decl.binders for n in x.names})
    for n in local_names(decl.statement):   # a name the statement binds again is another one
        types.pop(n, None)
    header = [p.text for p in own] + [decl.statement]
    if pair:   # every other binder that may give `RingHomInvPair σ _` is a rival
        bound = {n for x in decl.binders for n in x.names} | set(local_names(decl.statement))
        pair_binder = Binder("instance", (), b.type)
        return inv_pair_needed(pair_binder, texts, everyone, resolve, bound) \
            or reverse_pair_needed(pair_binder, texts, everyone, resolve, bound)
    if module is not None:   # `{module_M : Module R M}` before `(p : Submodule R M)`
        return needs_module(*module, texts, resolve, types) \
            and only_module_provider(module[1], rivals, resolve, module[0])
    assert found is not None
    cls, var = found
    return found_in(cls, var, texts, header, types, rivals, resolve, everyone)


#: Classes whose instance on `F` coerces it to functions, with `α β` outParams (Mathlib
#: Data/FunLike/Basic.lean: `class DFunLike (F : Sort*) (α : outParam (Sort*)) (β : outParam
#: <| α → Sort*)`, `abbrev FunLike F α β := DFunLike F α fun _ => β`; Data/FunLike/Equiv.lean:
#: `class EquivLike (E : Sort*) (α β : outParam (Sort*))`).
_COERCING = ("FunLike", "EquivLike", "DFunLike", "CoeFun")


def _coercion_of(t: str | None) -> str | None:
    """`F` of an instance binder `[FunLike F α β]` / `[EquivLike F α β]`, else None."""
    words = (t or "").split()
    return words[1] if len(words) >= 2 and words[0] in _COERCING[:2] else None


def _funlike_retry(decl: LeanDecl, context: LeanContext | None, index: Any,
                   module: str | None) -> SignatureResult | None:
    """A statement refused because `[FunLike F α β]` links a used `F` to an unused `β`: Lean
    includes `β` and the binder exactly when elaborating the statement uses the instance
    (`f x` with `f : F`, through `DFunLike.coe`). Rendered with them included, and kept only
    when the elaborated rendering applies a value of type `F` through that coercion, or passes
    one where a declared signature wants a function (`f ⁻¹' t`; then Lean used it too: it is
    the only coercion of `F` to functions the file's variables give). Any other use (an
    argument of a function whose signature is not known) or a second coercing binder on `F`
    in the file keeps the refusal."""
    if context is None:
        return None
    coercing = [b for b in context.variables if b.kind == "instance"
                and (b.type or "").split()[:1] and (b.type or "").split()[0] in _COERCING]
    target = {_coercion_of(b.type) for b in coercing}
    if len(coercing) != 1 or None in target:
        return None
    f = target.pop()
    assert f is not None
    namespace = decl.name.split(".")[0] if "." in decl.name else ""
    if context.namespace:
        namespace = context.namespace.split(".")[0]
    expand = _notation_expander(decl, context, index, module)
    try:
        own = _pieces(decl.binders, namespace, set(), qualify=False, expand=expand,
                      others=context.variables)
        extra = _from_context(decl, own, context, namespace, qualify=False, expand=expand,
                              strict=True, coerced=f,
                              **_scope_tests(decl, context, index, module))
    except _Unsupported:
        return None
    r = _resolved(decl, extra + own, context, index, module)
    if r.formal is None or not _applies_through_coercion(r.formal, f):
        return None
    return r


def _applies_through_coercion(text: str, f: str) -> bool:
    """Does the elaborated `text` apply a value of type variable `f` through DFunLike.coe?"""
    from forminv_lean.formal import elaborate
    from forminv_lean.formal.errors import FormalParseError, UnsupportedError
    from forminv_lean.formal.meaning.terms import walk

    try:
        t = elaborate(text)
    except (FormalParseError, UnsupportedError, RecursionError):
        return False
    return any(s.op == "app" and (s.name == "DFunLike.coe" and _of_type(s.args[0], f)
                                  or _passed_as_function(s, f)) for s in walk(t))


def _of_type(t: Any, f: str) -> bool:
    return bool(t.ty.head == "var" and t.ty.name == f)


def _passed_as_function(s: Any, f: str) -> bool:
    """Is a value of type variable `f` an explicit argument of a declared function where its
    signature wants a function (`f ⁻¹' t`: `Set.preimage (f : α → β)`, opaque.SIGNATURES)? A
    type variable is no function type, so Lean coerces it there through `CoeFun`, which the
    file's one coercing binder on `f` gives (`DFunLike.hasCoeToFun`)."""
    from forminv_lean.formal.meaning.opaque import declared_signature, parse_signature_type

    sig = declared_signature(s.name or "")
    if not sig:
        return False
    for want, arg in zip(sig[:-1], s.args, strict=False):
        if _of_type(arg, f):
            try:
                if parse_signature_type(want).head == "fun":
                    return True
            except Exception:   # a parameter type the signature language does not read
                continue
    return False


def _type_valued(binders: list[Binder]) -> tuple[set[str], set[str]]:
    """The names the binders declare as types (`{α : Type*}`, `{ι : Sort*}`) and as families
    of types (`{E : ι → Type*}`): a name also bound with another type is in neither."""
    sorts: set[str] = set()
    families: set[str] = set()
    others: set[str] = set()
    for b in binders:
        t = " ".join((b.type or "").split())
        if b.kind == "instance" or not t:
            continue
        last = re.split(r"\s→\s", t)[-1]
        into = families if "→" in t and SORT.match(last) and "∀" not in t else None
        (sorts if SORT.match(t) else into if into is not None else others).update(b.names)
    return sorts - others - families, families - others - sorts


def _codomain(e: Any) -> tuple[Any, set[str]]:
    """What a `∀ …, T` / `A → T` type ends in, with the names its `∀`s bind on the way."""
    from forminv_lean.formal.meaning.ast import BinOp, Quant

    bound: set[str] = set()
    while True:
        if isinstance(e, Quant) and e.kind == "∀":
            bound |= {n for x in e.binders for n in x.names}
            e = e.body
        elif isinstance(e, BinOp) and e.op == "→":
            e = e.rhs
        else:
            return e, bound


def _is_prop(t: str, b: Binder, bound: set[str], typevars: set[str],
             props: set[str] | None = None, families: set[str] | None = None) -> bool:
    """Whether a binder's type is a proposition (a hypothesis) rather than a type. A `∀`/`→`
    type ending in a type (`(i : ∀ a ∈ s, κ)`, `(f : p → α → β)` with `p : Prop`, `(φ : Π i,
    F i)` with `F : ι → Type*`) is a (dependent) function type: Lean's `∀ x, T` is a
    proposition only when `T` is one, and a type variable or a family's value is not."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name, Quant, UnOp

    try:
        e = _parse(t)
    except Exception:  # unparsable: decide by Lean's naming convention for hypotheses
        return b.names[:1] != () and b.names[0][:1] in ("h", "H")
    if isinstance(e, Quant) and e.kind == "∀" or isinstance(e, BinOp) and e.op == "→":
        end, inner = _codomain(e)
        if isinstance(end, Name) and end.id not in inner and end.id not in (props or set()) \
                and (end.id in typevars or end.id in TYPE_NAMES - {"Prop"}):
            return False
        if isinstance(end, App) and isinstance(end.fn, Name) and end.fn.id not in inner \
                and end.fn.id in (families or set()):
            return False
    if isinstance(e, Quant) or (isinstance(e, UnOp) and e.op == "¬"):
        return True
    if isinstance(e, BinOp):
        if e.op == "→":
            return _is_prop_expr(e.lhs, props) or _is_prop_expr(e.rhs, props) or \
                b.names[:1] != () and b.names[0][:1] in ("h", "H")
        return e.op not in ("×", "⊕") and e.op not in HOM_ARROWS and e.op not in TYPE_ARROWS
    if isinstance(e, Name):
        if e.id in TYPE_NAMES or e.id in typevars or e.id in ("True", "False"):
            return e.id in ("True", "False")
        if e.id in bound:  # `(x : X)` with `X` a value: a proof if `X : Prop`, else a
            return e.id in (props or set())   # else its carrier, `↥X` (CoeSort)
        head = e.id.rsplit(".", 1)[0]
        if head in bound:  # `p.Prime`, `n.Coprime`-style field notation on a variable
            return True
        return not TYPEVAR_NAME.match(e.id) and b.names[0][:1] in ("h", "H")
    if isinstance(e, App) and isinstance(e.fn, Name):
        if e.fn.id in TYPE_CONSTRUCTORS or e.fn.id in BUNDLED_STRUCTURES:  # `M →ₗ[R] N`
            return False
        if e.fn.id in PROP_HEADS or e.fn.id.rsplit(".", 1)[0] in bound:
            return True
    return b.names[0][:1] in ("h", "H")


def _is_prop_expr(e: Any, props: set[str] | None = None) -> bool:
    from forminv_lean.formal.meaning.ast import BinOp, Name, Quant, UnOp

    if isinstance(e, Name) and props and e.id in props:
        return True  # a variable of type Prop
    if isinstance(e, BinOp):
        return e.op not in ("→", "×", "⊕") and e.op not in HOM_ARROWS \
            and e.op not in TYPE_ARROWS
    return isinstance(e, Quant) or isinstance(e, UnOp) and e.op == "¬"


def _autobound(pieces: list[_Piece], statement: str, bound: set[str]) -> list[str]:
    """Type variables used but never bound (Lean's auto-bound implicits), in first-use order."""
    found: list[str] = []
    for p in pieces:
        if p.kind in ("var", "class"):
            for tok in IDENT.findall(p.text):
                if TYPEVAR_NAME.match(tok) and tok not in bound and tok not in found:
                    found.append(tok)
    for tok in GREEK_TOKEN.findall(statement):
        if tok not in bound and tok not in found:
            found.append(tok)
    return found


def _bound_names(pieces: list[_Piece]) -> set[str]:
    """The names the pieces' binders bind, a hypothesis's included: a header's `(h : p)`
    shadows a `variable` named `h` (which is then not included) whether or not the rendering
    writes `h` (`_named_hypotheses` binds it by `∀` where it is used)."""
    return {n for p in pieces for n in p.names}


def _named_hypotheses(pieces: list[_Piece], statement: str) -> list[_Piece]:
    """The pieces with every hypothesis whose name the statement or another binder uses
    bound by `∀` instead (`∀ (H : Subgroup G), …`): Lean's reading of a binder `(h : T)` is
    `∀ h : T`, whatever `T` is, and `p → q` is only its reading when `h` is unused. A binder
    taken for a hypothesis by its name (`{H : Subgroup G}`, `{f : ∀ i, E i}`) is then the
    variable it is; one whose type the elaborator knows for a proposition stays a premise,
    and `h` is read only as a proof passed to an opaque constant (`Nat.find h`: by proof
    irrelevance it stands for its proposition), any other use refused as a proof used as a
    term (`_hypothesis_reason`)."""
    out = list(pieces)
    for k, p in enumerate(pieces):
        if p.kind not in ("hyp", "class", "dropped") or not p.names:
            continue
        used = _mentions(statement)
        for q in pieces[k + 1:]:
            used |= _mentions(q.text)
        if p.kind == "class" and set(p.names) & used and _proof_instance(p.text):
            # `[ha : IsStarNormal a]` used as `cfcHom ha`: a proof (`_proof_instance`)
            out[k] = _Piece("var", p.text, p.names, hypothesis=True)
            continue
        if p.kind in ("class", "dropped") and set(p.names) & used:
            # `@GaloisConnection α α pα pα id id`: an instance passed by name
            name = sorted(set(p.names) & used)[0]
            raise _Unsupported(f"an instance binder used as a term ({name})")
        if set(p.names) & used:
            out[k] = _Piece("var", p.text, p.names, hypothesis=True)
    return [p for p in out if p.kind != "dropped"]


def _proof_instance(text: str) -> bool:
    """Is the instance binder type `text` a class that is a proposition (`prop_classes.
    PROP_CLASSES`: `Nonempty α`, `IsStarNormal a`)? Its named binder `[ha : IsStarNormal a]`
    is then a proof, which Lean passes by name like any hypothesis (`cfcHom ha`): the binder
    is the premise `∀ (ha : IsStarNormal a), …`, whatever instance search would find being
    the same value by proof irrelevance, and `ha` is read only where a proof is (`elaboration.
    proof_arg`). A class of data (`[t : TopologicalSpace α]`) stays refused: its instance is
    a value the formal language has no term for."""
    from forminv_lean.formal.meaning.prop_classes import PROP_CLASSES

    head = text.split()[0] if text.split() else ""
    return head in PROP_CLASSES


def _hypothesis_reason(reason: str | None, pieces: list[_Piece]) -> str | None:
    """The elaborator's refusal of a binder first taken for a hypothesis said as what it is,
    by the elaborator's own explanation after ` — `: a proof used as a term other than as a
    constant's argument (`elaboration.proof_arg`, which the formal language has no reading
    of) only where the elaborator knew the binder's type for a proposition; a binder whose
    type it could not tell from a type (`(V : Π x, TangentSpace I x)`) as that; any other
    refusal (`unknown type: solution.IsPresentation`) kept as the elaborator gave it, since a
    data binder named like a hypothesis (`(H : Subgroup G)`) is no proof."""
    m = re.fullmatch(r"unsupported: (\S+)(?: — (.*))?", reason or "", re.S)
    if m is None:
        return reason
    head, detail = m.group(1).split(".")[0], m.group(2)
    if head in PASSED_PROOFS:   # `rfl` where no declared proof parameter takes it
        return f"unsupported: a proof term used as a term ({head})"
    for p in pieces:
        if p.hypothesis and head in p.names:
            if _takes_proof(p.text):
                return f"unsupported: a function taking a proof argument ({head})"
            if detail is None or detail.startswith(PROOF_AS_TERM) or \
                    detail == f"unknown identifier: {m.group(1)}":
                # (a name the elaborator did not find in scope where it was read)
                return f"unsupported: a hypothesis used as a term ({head})"
            if detail.startswith(f"{head}{UNCERTAIN_BINDER}"):
                return f"unsupported: a binder whose type is not known to be a proposition " \
                    f"({head})"
    return _proof_function_reason(m.group(0), head, pieces)


def _proof_function_reason(reason: str, head: str, pieces: list[_Piece]) -> str:
    """`unknown identifier: α` where a binder's type ends in the type variable `α` after a
    premise (`{f : p → α}` with `p : Prop`, `(f : ∀ a ∈ s, β)`, `∀ j, i = j → α`): Lean reads
    that binder as a function taking a proof (its type a Π type, `α : Type*` being no
    proposition), which the formal language has no type for; said so instead of the name."""
    if not reason.endswith(f"unknown identifier: {head}"):
        return reason
    typevars = {n for p in pieces if p.kind == "typevar" for n in p.names}
    if head not in typevars:
        return reason
    props = {n for p in pieces if p.kind == "var" and p.text.strip() == "Prop" for n in p.names}
    for p in pieces:
        if p.kind in ("hyp", "var") and p.names and _takes_proof(p.text, {head}, props):
            return f"unsupported: a function taking a proof argument ({p.names[0]})"
    return reason


#: The relations a premise of a binder's type is written with (`_takes_proof`).
_RELATIONS = frozenset({"=", "≠", "<", "≤", ">", "≥", "∈", "∉", "⊆", "⊂", "∣"})


def _takes_proof(text: str, codomains: frozenset[str] | set[str] = frozenset(),
                 props: frozenset[str] | set[str] = frozenset()) -> bool:
    """Is the binder type `text` a function with a proof parameter whose final codomain is
    certainly a type (`∀ s : Set α, P s → ℝ≥0∞`, `∀ a < o, Ordinal`, `∀ x, x ∈ s → Prop`), so
    its binder is data and not a hypothesis: Lean reads `m s h` as that function at `s` and a
    proof, which the formal language has no type for (refused so, not as a hypothesis)."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name, Quant
    from forminv_lean.formal.meaning.opaque import _NUMBER_TYPES
    from forminv_lean.formal.meaning.parser import parse

    try:
        e = parse(text)
    except Exception:  # noqa: BLE001 - a reason only: an unparsed type is not one of these
        return False
    proof = False
    while True:
        if isinstance(e, Quant) and e.kind == "∀":
            proof = proof or any(b.pred is not None for b in e.binders)
            e = e.body
        elif isinstance(e, BinOp) and e.op == "→":
            # a premise (`x ∈ s →`, `P s →` with `P` a variable): that argument is a proof
            lhs = e.lhs
            proof = proof or isinstance(lhs, BinOp) and lhs.op in _RELATIONS or \
                isinstance(lhs, App) and isinstance(lhs.fn, Name) and len(lhs.fn.id) <= 2 or \
                bool(codomains) and _premise(lhs, props)
            e = e.rhs
        else:
            break
    return proof and isinstance(e, Name) and (e.id in TYPE_NAMES or e.id in _NUMBER_TYPES
                                              or e.id in codomains)


def _premise(lhs: Any, props: frozenset[str] | set[str]) -> bool:
    """Is the left of `→` certainly a proposition (so the arrow's argument is a proof)? A
    binder declared `Prop` (`p` of `{p : Prop}`), or a negation `¬ q` (`Not : Prop → Prop`)."""
    from forminv_lean.formal.meaning.ast import Name, UnOp

    if isinstance(lhs, UnOp) and lhs.op == "¬":
        return True
    return isinstance(lhs, Name) and lhs.id in props


def _qualify(text: str, namespace: str, bound: set[str], opens: list[str] | None = None) -> str:
    """`choose n k` inside `namespace Nat` means `Nat.choose n k`, `replicate n a` inside
    `namespace List` means `List.replicate n a`: say so explicitly. (Lean resolves a short
    name in the current namespace first; only names known to exist there are qualified.)"""
    shorts = set(NAMESPACED.get(namespace, ()))
    shorts |= {k.split(".", 1)[1] for k in SIGNATURES if k.startswith(namespace + ".")} \
        if namespace else set()
    for short in sorted(shorts):
        if short in bound:
            continue
        text = re.sub(rf"(?<![\w.'₀-₉]){re.escape(short)}(?![\w'₀-₉!?])",
                      f"{namespace}.{short}", text)
    if namespace:  # a bare `choose` outside `namespace Nat` is not Nat.choose
        from forminv_lean.formal.meaning.signature import ALIASES

        for short, full in ALIASES.items():
            if "." in short or short in bound or full.startswith(namespace + ".") or \
                    full.split(".")[0] in (opens or []):
                continue
            text = re.sub(rf"(?<![\w.'₀-₉]){re.escape(short)}(?![\w'₀-₉!?])",
                          f"{namespace}.{short}", text)
    return text


# ----------------------------------------------------------------------------- assembly


def _assemble(pieces: list[_Piece], statement: str) -> str:
    out: list[str] = []
    run: list[_Piece] = []

    def flush() -> None:
        if run:
            out.append(f"∀ {_binders(run)}, ")
            run.clear()

    for p in pieces:
        if p.kind == "hyp":
            flush()
            out.append(f"{_hyp_text(p.text)} → ")
        else:
            run.append(p)
    flush()
    stmt = statement
    if out and out[-1].endswith("→ ") and _top_op(stmt) == "↔":
        stmt = f"({stmt})"
    return "".join(out) + stmt


def _binders(run: list[_Piece]) -> str:
    """`m n k : ℕ` when every binder is a variable of one type, else bracketed groups."""
    if all(p.kind == "var" for p in run) and len({p.text for p in run}) == 1:
        names = " ".join(n for p in run for n in p.names)
        return f"{names} : {run[0].text}"
    parts: list[str] = []
    for p in run:
        if p.kind == "class":
            parts.append(f"[{p.text}]")
        elif p.kind == "typevar":
            parts.append(f"{{{' '.join(p.names)} : {p.text}}}")
        elif parts and parts[-1].endswith(f" : {p.text})") and parts[-1].startswith("("):
            parts[-1] = f"({parts[-1][1:].split(' : ')[0]} {' '.join(p.names)} : {p.text})"
        else:
            parts.append(f"({' '.join(p.names)} : {p.text})")
    return " ".join(parts)


def _hyp_text(text: str) -> str:
    """A hypothesis in front of `→`: bracketed if its own top operator would regroup, or if it
    ends in a body that would swallow the `→` (`if p then a else b → c` is `if p then a else
    (b → c)`; so are `∀`, `∃`, `fun`, big operators)."""
    regroups = _top_op(text) in _REGROUPS or _ends_in_body(text) or _swallows_arrow(text)
    return f"({text})" if regroups else text


def _swallows_arrow(text: str) -> bool:
    """Would `text → q` parse as anything but an implication from `text`? A notation the
    parser expands to an application can end in a body too (`im =O[l] fun z => z.re ^ n → q`
    is `im =O[l] fun z => (z.re ^ n → q)`), which the syntactic checks above cannot see."""
    from forminv_lean.formal.meaning.ast import BinOp, Name

    marker = "q_arrow_probe"
    try:
        alone, joined = _parse(text), _parse(f"{text} → {marker}")
    except Exception:
        return False
    return not (isinstance(joined, BinOp) and joined.op == "→" and joined.lhs == alone
                and joined.rhs == Name(id=marker))


#: Prefix operators whose operand extends to the right (`¬ ∀ x, p x`); `⁻¹`, `ᶜ`, `!` are postfix.
_PREFIX = frozenset({"¬", "-", "↑", "√", "abs"})


def _ends_in_body(text: str) -> bool:
    """Does `text` end in a `∀`/`∃`/`fun`/big operator/`if` whose body would swallow a `→`
    after it, below its top operator (`b ≠ 0 ∨ ∀ a, f a ≠ 0`: in front of `→ q` it would read
    `b ≠ 0 ∨ ∀ a, (f a ≠ 0 → q)`)?"""
    from forminv_lean.formal.meaning.ast import BigOp, BinOp, Ite, Lambda, Quant, UnOp

    try:
        e = _parse(text)
    except Exception:
        return False
    while isinstance(e, BinOp) or isinstance(e, UnOp) and e.op in _PREFIX:
        e = e.rhs if isinstance(e, BinOp) else e.arg
    return isinstance(e, Quant | Ite | Lambda | BigOp)


_REGROUPS = frozenset({"→", "↔", "∀", "∃", "∃!", "if", "fun", "binder", "?"})


def _top_op(text: str) -> str:
    from forminv_lean.formal.meaning.ast import BigOp, BinOp, Ite, Lambda, Quant

    try:
        e = _parse(text)
    except Exception:
        return "?"
    if isinstance(e, Quant):
        return e.kind
    if isinstance(e, Ite):
        return "if"
    if isinstance(e, Lambda):
        return "fun"
    if isinstance(e, BigOp):
        return "binder"
    return e.op if isinstance(e, BinOp) else ""


# ----------------------------------------------------------------------------- validation


def _parse(text: str) -> Any:
    from forminv_lean.formal import parse

    return parse(text)


def validate(text: str) -> str | None:
    """None if the rendering is in the language, else ``unsupported: <symbol>``."""
    return validate_symbol(text)[0]


def _detail(exc: Exception) -> str:
    """The elaborator's own explanation, when it gave one (` — why`): `unsupported: ∅` alone
    does not tell a user that `Set.univ`'s element type was what nothing fixed."""
    symbol = getattr(exc, "symbol", "")
    msg = str(exc)
    return "" if not msg or msg == f"unsupported symbol: {symbol}" else f" — {msg}"


def reason_bucket(reason: str) -> str:
    """The refusal's kind for counting: the reason without the per-statement detail."""
    return reason.split(" — ", 1)[0]


def validate_symbol(text: str) -> tuple[str | None, str | None]:
    """(reason or None, the offending symbol when the elaborator names one)."""
    from forminv_lean.formal.errors import FormalParseError, UnsupportedError

    try:
        from forminv_lean.formal.statements import elaborate_rendering
        from forminv_lean.formalise.holes import unread_bound_type

        elaborate_rendering(text)
        if (unread := unread_bound_type(text)) is not None:
            return f"unsupported: {unread}", None
    except FormalParseError as exc:
        return f"unsupported: {exc.got.strip(chr(39))}", None
    except UnsupportedError as exc:
        return f"unsupported: {exc.symbol}{_detail(exc)}", exc.symbol
    except RecursionError:
        return "unsupported: nesting", None
    return None, None
