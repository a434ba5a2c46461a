"""Every free name of a Mathlib statement replaced by the constant Lean makes it mean.

The renderer's statement is read outside its file, so a short name must be printed as the
declaration it resolves to in the file (`sin` inside `namespace Real.Angle` is
`Real.Angle.sin`; `π` under `open Real` is `Real.pi`). Names bound by the statement or by a
binder are left alone; any other name is resolved with `NameIndex.resolve` and refused when
it has no candidate, two candidates (unless exactly one elaborates: `overload_r25`), or may be
a Lean core name the index cannot see. A scoped or local notation in effect whose atoms occur
in the text is expanded when it stands for a constant (`π`, `R[X]`), and refused otherwise:
its meaning would be guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any, TypeVar

from forminv_lean.formal.meaning.bundled import tokens_with_words
from forminv_lean.formalise.argument_kinds import parenthesised_kind
from forminv_lean.formalise.bigop_with_r26 import FilterRefusal, expand_filtered_bigops
from forminv_lean.formalise.box_additive_r26 import MODULE as BOX_MODULE
from forminv_lean.formalise.box_additive_r26 import TOKENS as BOX_TOKENS
from forminv_lean.formalise.box_additive_r26 import BoxAdditiveRefusal, expand_box_additive
from forminv_lean.formalise.bracket_notation_r25 import BracketRefusal, expand_brackets
from forminv_lean.formalise.bundle_notation_r25 import (
    BundleRefusal,
    bundle_projection_pending,
    expand_bundle_projection,
)
from forminv_lean.formalise.core_notation_r26 import CoreNotationRefusal, expand_core_infixes
from forminv_lean.formalise.core_notation_r27 import CoreInfixRefusal, expand_core_infixes_r27
from forminv_lean.formalise.fo_hom_notation import expand_fo_hom
from forminv_lean.formalise.fo_theory_imp_r28 import MODULE as FO_IMP_MODULE
from forminv_lean.formalise.fo_theory_imp_r28 import TheoryImpRefusal, expand_theory_imp
from forminv_lean.formalise.global_infix_r28 import GlobalInfixRefusal, expand_global_infixes
from forminv_lean.formalise.global_mixfix_r28 import GlobalMixfixRefusal, expand_global_mixfix
from forminv_lean.formalise.index_scan import top_level_commas
from forminv_lean.formalise.line_notation import expand_line
from forminv_lean.formalise.name_index import NameIndex, Notation, Point
from forminv_lean.formalise.scoped_notation_r29 import (
    ScopedR29Refusal,
    expand_scoped_r29,
    parenthesised_uses,
)
from forminv_lean.formalise.semidirect_r27 import SemidirectRefusal, expand_semidirect
from forminv_lean.formalise.universe_levels_r27 import KEEP_LEVELS

# Lean's identifiers (`Lean.isIdFirst`/`isIdRest`): letters, `_`, Greek but λ Π Σ, letter-like
# and mathematical alphanumeric symbols; then digits, `'`, `!`, `?` and subscripts.
_FIRST = (r"A-Za-z_\u03b1-\u03ba\u03bc-\u03c9\u0391-\u039f\u03a1\u03a2\u03a4-\u03a9"
          r"\u03ca-\u03fb\u1f00-\u1ffe\u2100-\u214f\U0001d49c-\U0001d59f")
_REST = _FIRST + r"0-9'!?\u2080-\u2089\u2090-\u209c\u1d62-\u1d6a\u2c7c"
# Where a token starts: not inside an identifier nor after a field's dot, but after the `..`
# of an interval (`∫ x in (0)..π`: `notation3"∫ "(...)" in "a".."b", "r:60:…`,
# Mathlib/MeasureTheory/Integral/IntervalIntegral/Basic.lean:514).
_TOKEN_START = rf"(?:(?<![{_REST}.])|(?<=\.\.))"
IDENT = re.compile(rf"{_TOKEN_START}[{_FIRST}][{_REST}]*(?:\.[{_FIRST}][{_REST}]*)*")
# Type names the parser reads as notation (`ℕ` is `Nat`), never resolved as identifiers.
BUILTIN = frozenset({"ℕ", "ℤ", "ℚ", "ℝ", "ℂ", "Prop", "Type", "Sort", "fun", "λ", "if", "then",
                     "else", "let", "in", "have", "show", "from", "at", "by", "with", "match",
                     "do", "_", "Type*", "Sort*"})
# Binder constructs whose names are local to the statement.
# (`∮`/`∯` circle and torus integrals, `⨍`/`⨍⁻` averages, `⨂[R] i, s i` tensor products: the
# ring in brackets is no binder)
# (`fun` is the keyword only as a word: not in `Functor.map` or `e.functor`)
_BINDER_HEAD = re.compile(rf"(∀ᶠ|∃ᶠ|∃!|∀|∃|(?<![{_REST}.])fun(?![{_REST}])|λ|∑'|∏'|∑ᶠ|∏ᶠ|∑|∏|⋃|⋂|⨆|⨅|∫⁻|∫|∮|∯|⨍⁻|⨍|"
                          r"⨂\[[^\[\]]*\]|Π₀|Π|Σ'|Σ|⨁|𝔼(?=\s))\s*")
# A dependent arrow's binder: `(x : M) → T x`, `{i : ι} → …`; the dependent pair types'
# (`(i : ι) × β i`, `(a : α) ×' p a`: core's `Sigma`/`PSigma` binder notation) bind the same.
_PI_BINDER = re.compile(r"[({⦃\[]([^(){}\[\]⦃⦄:]*):[^(){}\[\]⦃⦄]*[)}⦄\]]\s*(?:→|×'?(?=\s))")
# The dependent `if h : c then t else e` (core's `dite`) binds `h` in both branches.
_DEPENDENT_IF = re.compile(rf"(?<![{_REST}.])if\s+([{_FIRST}][{_REST}]*)\s*:(?!=)")
# `{x | p x}` and the subtype `{x // p x}` / `{x : α // p x}` bind `x`.
_SETBUILDER = re.compile(r"\{\s*([^{}|/]*?)\s*(?:\|(?!\|)|//)")


class Unresolved(Exception):
    """A name or notation whose meaning cannot be made Lean's: the reason says which."""

    #: how a refusal for it is reported (`unresolved: …`)
    prefix = "unresolved"


class UnsupportedName(Unresolved):
    """A name whose meaning is known (or whose kind is) but that the formal language has no
    reading of: a proof term, a local instance, a field of a constant, a notation's token."""

    prefix = "unsupported"


@dataclass(frozen=True)
class Scope:
    """Where the statement is read: current namespace, opened namespaces, module."""

    namespace: str = ""
    opens: tuple[str, ...] = ()
    notation_opens: tuple[str, ...] = ()
    module: str | None = None
    #: The declaration being stated (full name): not yet declared in its own statement.
    decl: str | None = field(default=None, compare=False, hash=False)
    #: `open A (x y)`, `open A hiding x`, `open A renaming x → y` commands in effect
    #: (`LeanContext.explicit_opens`, whose forms these are): `A` is in `opens` too, but only
    #: `x`, `y` of it are opened, or all but `x`, or only `x` under the name `y`.
    explicit: tuple[tuple[Any, ...], ...] = ()
    #: The `local` notation commands in effect (`LeanContext.local_notations`); None when not
    #: known (every `local` notation of `module` is then taken to be in effect).
    local_notations: tuple[str, ...] | None = None
    #: The names of the `variable`s in effect (`LeanContext.variables`); None when not known.
    #: A `local` notation's right-hand side reads one of them where it is used (Lean's
    #: `resolveName` matches a quotation's name against the section variables), no other
    #: name it cannot resolve where it was declared (`_is_variable_field`).
    variables: tuple[str, ...] | None = field(default=None, compare=False, hash=False)


def lookup(tok: str, index: NameIndex, scope: Scope) -> list[str] | None:
    """`NameIndex.resolve` at the statement's scope, an `open A (x)` opening `x` only, an
    `open A hiding x` all of `A` but `x`, an `open A renaming x → y` only `y` (as `A.x`)."""
    at = Point(scope.module, scope.decl)
    return index.resolve(tok, scope.namespace,
                         index.open_namespaces(scope.namespace, opened(tok, scope)),
                         index.explicit_aliases(scope.namespace, scope.explicit, at), at)


def opened(tok: str, scope: Scope) -> tuple[str, ...]:
    """The namespaces opened whole for `tok` (Lean's `OpenDecl.simple ns exs` with `tok` not
    in `exs`): `scope.opens` less one `A` per `open A (x)` or `open A renaming x → y`
    (`OpenDecl.explicit` only), and per `open A hiding … tok …` (`resolveOpenDecls`,
    src/Lean/ResolveName.lean, skips `A` for an identifier its `hiding` list names)."""
    opens = list(scope.opens)
    for entry in scope.explicit:
        ns, names, kind = entry[0], entry[1], entry[2] if len(entry) > 2 else "only"
        if ns in opens and (kind != "hiding" or tok in names):
            opens.remove(ns)
    return tuple(opens)


def local_names(text: str) -> set[str]:
    """Names the statement binds itself (∀/∃/fun/big-operator binders, set-builder)."""
    out: set[str] = set()
    for m in _BINDER_HEAD.finditer(text):
        seg = _binder_segment(text, m.end())
        out |= _binder_idents(seg)
    for m in _SETBUILDER.finditer(text):
        out |= _binder_idents(m.group(1))
    for m in _PI_BINDER.finditer(text):
        out |= set(IDENT.findall(m.group(1)))
    out |= set(_DEPENDENT_IF.findall(text))
    return out


def _binder_segment(text: str, i: int) -> str:
    """The binder part after a binder head: up to `,`, `=>`, `↦` at bracket depth 0."""
    depth = 0
    j = i
    while j < len(text):
        c = text[j]
        if c in "([{⟨⦃":
            depth += 1
        elif c in ")]}⟩⦄":
            if depth == 0:
                break
            depth -= 1
        elif depth == 0 and (c == "," or text.startswith("=>", j) or c == "↦"):
            break
        j += 1
    return text[i:j]


def _top_level_predicate(seg: str) -> int:
    """Where a binder predicate (`∈ ∉ ⊆ ⊂ ⊇ ⊃ < ≤ > ≥ ≠`, or `in`) stands at bracket depth 0
    in a binder segment, else its length."""
    depth = 0
    for j, c in enumerate(seg):
        if c in "([{⟨⦃":
            depth += 1
        elif c in ")]}⟩⦄":
            depth -= 1
        elif depth == 0 and c in "∈∉⊆⊂⊇⊃<≤>≥≠":
            return j
        elif depth == 0 and re.match(r"\sin\s", seg[j:j + 4]):
            return j   # `x in s` (`∫ x in a..b`, `∮ z in C(c, R)`): the domain binds nothing
        elif depth == 0 and c == "∂":
            return j   # `∀ᵐ x ∂μ, p x`: the measure binds nothing
    return len(seg)


def _binder_idents(seg: str) -> set[str]:
    """`x y`, `(x y : T)`, `x ∈ s`, `⟨x, hx⟩`, `i < n`: the bound names, not the types."""
    out: set[str] = set()
    # `i ∈ range (n + 1)`, `x < (a + b)`: what follows a binder predicate is the bound's
    # collection or bound, which binds nothing (`n` there is the file's variable)
    seg = seg[:_top_level_predicate(seg)]
    for start, end in reversed(_top_level_groups(seg, "[")):
        if _top_level_colon(seg[start + 1:end - 1]) is None:
            # `[IsGalois X]`: an anonymous instance binder binds no name, and its class is a
            # constant to resolve (lean4 src/Lean/Parser/Term.lean `instBinder`: `"[" optIdent
            # term "]"`, the `x :` optional); `[inst : C x]` binds `inst`
            seg = seg[:start] + " " * (end - start) + seg[end:]
    colon = _top_level_colon(seg)
    for start, end in _top_level_groups(seg[:colon] if colon is not None else seg, "([{⦃"):
        # `(b : (F β))` binds `b`; a group of the type (`p q : (Polynomial R)`) binds nothing
        inner = seg[start + 1:end - 1]
        names_end = _top_level_colon(inner)
        out |= set(IDENT.findall(inner[:names_end] if names_end is not None else inner))
    for grp in re.findall(r"⟨([^⟨⟩]*)⟩", seg):
        out |= set(IDENT.findall(grp))
    head = re.split(r"[(⟨]", seg, maxsplit=1)[0]
    head = re.split(r"\s(?:in)\s|[:∈∉⊆⊂<≤>≥≠]", head, maxsplit=1)[0]
    out |= set(IDENT.findall(head))
    if colon is None and seg.lstrip()[:1] in "({⦃[⟨":
        # `∀ (r : R) x hx, …`: plain names after bracketed binders are binders too
        rest, last = [], 0
        for start, end in _top_level_groups(seg, "([{⦃⟨"):
            rest.append(seg[last:start])
            last = end
        rest.append(seg[last:])
        plain = " ".join(rest)
        if re.fullmatch(rf"[\s{_REST}]*", plain):
            out |= set(IDENT.findall(plain))
    return out


def _top_level_groups(seg: str, openers: str) -> list[tuple[int, int]]:
    """The (start, end) of each bracket group of `seg` at depth 0 opened by one of `openers`."""
    out: list[tuple[int, int]] = []
    depth = 0
    start = 0
    for i, c in enumerate(seg):
        if c in "([{⟨⦃":
            if depth == 0 and c in openers:
                start = i
            depth += 1
        elif c in ")]}⟩⦄":
            depth -= 1
            if depth == 0 and seg[start] in openers:
                out.append((start, i + 1))
    return out


def _top_level_colon(seg: str) -> int | None:
    """The position of the first `:` outside brackets (a binder list's type), or None."""
    depth = 0
    for i, c in enumerate(seg):
        depth += c in "([{⟨⦃"
        depth -= c in ")]}⟩⦄"
        if depth == 0 and c == ":" and not seg.startswith(":=", i):
            return i
    return None


_UNIVERSES = re.compile(r"\.\{[^{}]*\}|\b(?:Type|Sort)\s*(?:\([^()]*\)|[\w₀-₉']+)")


def universe_names(text: str) -> set[str]:
    """Universe level names (`Type u`, `Sort (max u v)`, `ZFSet.{u}`): not constants."""
    out: set[str] = set()
    for m in _UNIVERSES.finditer(text):
        out |= set(IDENT.findall(re.sub(r"^\.|^(?:Type|Sort)", "", m.group(0)))) - {"max", "imax"}
    return out


_EXPLICIT_UNIVERSES = re.compile(r"\.\{[^{}]*\}")


# What may follow `x.f` for it to be `T.f x` with nothing more applied (an argument would have
# to go where Lean puts it: the first explicit argument of type `T`, which needs a signature).
_NO_ARGUMENT = re.compile(r"\s*(?:$|[)\]},↔→=≠<>≤≥∧∨+\-*/^∣⊆⊂∈∉∩∪|∘•⁻]|:(?!=))")
# A type's head namespace for dot notation (`Finset α` -> Finset, `ℕ` -> Nat, `α → β` ->
# Function); None when it is not a constant (a type variable) or not plain.
_TYPE_HEADS = {"ℕ": "Nat", "ℤ": "Int", "ℚ": "Rat", "ℝ": "Real", "ℂ": "Complex", "Prop": "Prop"}


def type_head(ty: str) -> str | None:
    """The namespace dot notation looks in for a value of type `ty` (exactly), or None."""
    t = ty.strip()
    while t.startswith("(") and t.endswith(")") and _balanced(t[1:-1]):
        t = t[1:-1].strip()
    cat = _top_level_category_arrow(t)
    if cat is not None:
        return cat
    if re.search(r"→\S", t):
        # a bundled map's arrow (`→ₗ[R]`, `→ₗ.[R]`, `→+*`, `→₀`): `f.graph` for `f : E →ₗ[R]
        # F` is `LinearMap.graph f`, not `Function.graph f`; not read here
        return None
    if _top_level_arrow(t):
        return "Function"
    for spelled, name in _GLUED_TYPES.items():   # `ℝ≥0` is NNReal, never Real
        if t == spelled or t.startswith(spelled + " "):
            return name
    m = re.match(rf"[{_FIRST}ℕℤℚℝℂ][{_REST}.]*", t)
    if not m:
        return None
    if t[m.end():m.end() + 1].strip():
        return None   # a postfix notation glued on (`Mˣ`, `αᵒᵈ`, `Rᵐᵒᵖ`): another type
    head = m.group(0)
    return _TYPE_HEADS.get(head, head)


#: Type notations spelled as one word with a symbol (Mathlib's `ℝ≥0`, `ℝ≥0∞` (scoped NNReal,
#: ENNReal), `ℚ≥0` (NNRat), `ℕ∞` (ENat), `ℕ+` (PNat), `ℝ*` (Hyperreal)), longest first.
_GLUED_TYPES = {"ℝ≥0∞": "ENNReal", "ℝ≥0": "NNReal", "ℚ≥0": "NNRat", "ℕ∞": "ENat",
                "ℕ+": "PNat", "ℝ*": "Hyperreal"}


def _balanced(t: str) -> bool:
    depth = 0
    for c in t:
        depth += c in "([{⟨"
        depth -= c in ")]}⟩"
        if depth < 0:
            return False
    return depth == 0


def _top_level_category_arrow(t: str) -> str | None:
    """The namespace of a type written with a category arrow at the top: `X ⟶ Y` (infixr:10,
    looser than →) is a `Quiver.Hom`, `C ⥤ D` (infixr:26) a `CategoryTheory.Functor` unless a
    `→` is looser still."""
    from forminv_lean.formal.meaning.category import TYPE_HEADS

    depth = 0
    found: set[str] = set()
    for c in t:
        depth += c in "([{⟨"
        depth -= c in ")]}⟩"
        if depth == 0 and c in TYPE_HEADS:
            found.add(c)
    for arrow in ("⟶", "≅", "≌"):
        if arrow in found:
            return TYPE_HEADS[arrow]
    if "⥤" in found and not _top_level_arrow(t):
        return TYPE_HEADS["⥤"]
    return None


def _top_level_arrow(t: str) -> bool:
    depth = 0
    for c in t:
        depth += c in "([{⟨"
        depth -= c in ")]}⟩"
        if depth == 0 and c == "→":
            return True
    return False


def resolve_text(text: str, index: NameIndex, scope: Scope, bound: set[str],
                 types: dict[str, str] | None = None) -> str:
    """`text` with every free constant printed as the full name it resolves to.

    Explicit universe levels (`ZFSet.{u}`, `Category.{v} C`) are dropped, as the renderer
    drops `Type u` for `Type*`: the statement is read at every universe; they are kept (on
    the resolved name) while `universe_levels_r27.KEEP_LEVELS` is set.
    Raises `Unresolved` naming the first name or notation that cannot be resolved exactly."""
    if not KEEP_LEVELS.get():
        text = _EXPLICIT_UNIVERSES.sub("", text)
    # a parenthesised tactic proof `(by simp [h])` is kept as written: only a declared proof
    # parameter takes it, where proof irrelevance makes its text irrelevant (`elaboration.
    # Elaborator.slot_proof`); its names are not resolved. Any other `by` is refused
    tactics = _TACTIC.findall(text)
    text = _TACTIC.sub(lambda m: f"{_TACTIC_MARK}{tactics.index(m.group(0))}", text)
    if re.search(r"(?<![\w.])by(?![\w'])", text):
        raise Unresolved("tactic block (`by …`) in the statement")
    text, kept = _expand(text, index, scope, types)
    own = local_names(text)
    local = kept | bound | own | {f"{_TACTIC_MARK}{k}" for k in range(len(tactics))}
    text, fields = _constant_receivers(text, index, scope, local)
    local |= {f"{_FIELD_MARK}{k}" for k in range(len(fields))}
    words = _word_atoms(index, scope)
    if _UNIVERSES.search(text):
        local |= universe_names(text) | {"max", "imax"}
    out: list[str] = []
    last = 0
    for m in IDENT.finditer(text):
        tok = m.group(0)
        start = m.start()
        if tok in BUILTIN or _in_string(text, start):
            continue
        if tok == EXPECT and text[m.end():m.end() + 1].isspace() and \
                _expect_in_effect(index, scope):
            continue   # `𝔼 i ∈ s, f i`: the scoped big operator, read by the formal grammar
        if tok in words and _in_token(text, start, tok, words[tok]):
            continue   # part of a notation's token (`MOD` in `[MOD n]`), not a name
        if tok in _BUNDLED_WORDS and _in_token(text, start, tok, _BUNDLED_WORDS[tok]):
            continue   # `L` in `E →L[𝕜] F`: the arrow's token (formal/meaning/bundled.py)
        if tok.startswith("_") and text[start - 1:start] == "⟫" and len(tok) > 1:
            # `⟪x, y⟫_𝕜`: Lean's tokenizer reads the token `⟫_`, then the field `𝕜`
            tok, start = tok[1:], start + 1
            if tok in BUILTIN or tok.partition(".")[0] in local:
                continue
        head, _, field = tok.partition(".")
        glued = tok + text[m.end():m.end() + 1]
        if head not in kept and glued[-1:] in ("([" if head in local else "(") \
                and glued in _opening_atoms(index, scope):
            # `s(u, v)` left unexpanded (a `·` inside), `Γ(X, U)` beside a constant `Γ`:
            # Lean's tokenizer takes the longest match, the token `s(`/`Γ(`, never the name
            # `s`/`Γ` applied to a tuple (a constant was read so until round 29). A constant
            # glued to `[` is left to the formal language, which reads `IsOpen[t] s` as the
            # notation's explicit instance
            raise UnsupportedName(f"notation token {glued} (a notation not expanded here)")
        if head in local:
            dotted = _dot(head, field, text[m.end():], index, (types or {}).get(head))
            if dotted is not None:
                out.append(text[last:start])
                out.append(dotted)
                last = m.end()
            continue
        if tok in ("True", "False") or text[m.end():m.end() + 2] == ":=":
            continue
        try:
            full = resolve_name(tok, index, scope, _argument_kind(
                text, start, m.end(), types or {}, own | kept), site=(text, start))
        except Unresolved as exc:
            atom = _notation_token(text, start, tok, index)
            if atom is not None and str(exc).startswith("unresolved name"):
                raise UnsupportedName(f"notation token {atom} (a notation not expanded "
                                      "here)") from None
            raise
        out.append(text[last:start])
        out.append(full)
        last = m.end()
    out.append(text[last:])
    done = re.sub(rf"{_FIELD_MARK}(\d+)", lambda m: fields[int(m.group(1))], "".join(out))
    return re.sub(rf"{_TACTIC_MARK}(\d+)", lambda m: tactics[int(m.group(1))], done)


#: A parenthesised tactic proof, parentheses nested to depth 3 (the formal grammar's `TACTIC`).
_TACTIC = re.compile(r"\(by\s(?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)")
#: The name a tactic proof stands in for while the text's names are resolved.
_TACTIC_MARK = "tactic_proof_"


#: The name a constant placed by `_constant_receivers` stands in for while names are resolved.
_FIELD_MARK = "field_constant_"

#: Constants read as receivers of generalized field notation (`univ.pi t`, `atTop.liminf u`),
#: by the namespace of their type's head: Data/Set/Defs.lean `def univ : Set α`,
#: Data/Fintype/Defs.lean `def univ : Finset α` (namespace Finset), Order/Filter/AtTopBot/
#: Defs.lean `def atTop [Preorder α] : Filter α`, `def atBot [Preorder α] : Filter α`.
_RECEIVER_TYPES = {"Set.univ": "Set", "Finset.univ": "Finset", "Filter.atTop": "Filter",
                   "Filter.atBot": "Filter"}
#: For `T.f`, where among its explicit arguments the first one of type `T …` stands: Lean
#: puts the receiver there (`e.f` with `e : T …` is `T.f (p := e)`, `p` that parameter;
#: `addLValArg` in src/Lean/Elab/App.lean). Data/Set/Operations.lean `def pi (s : Set ι)
#: (t : ∀ i, Set (α i))`, `def graphOn (f : α → β) (s : Set α)`; Data/Set/Sigma.lean
#: `protected def sigma (s : Set ι) (t : ∀ i, Set (α i))`; Data/Set/Pairwise/Basic.lean `def
#: PairwiseDisjoint (s : Set ι) (f : ι → α)`; Data/Finset/Pi.lean `def pi (s : Finset α) (t :
#: ∀ a, Finset (β a))`; Order/Filter/Defs.lean `def map (m : α → β) (f : Filter α)`, `def
#: Tendsto (f : α → β) (l₁ : Filter α) (l₂ : Filter β)`; Order/Filter/Bases/Basic.lean
#: `structure HasBasis (l : Filter α) (p : ι → Prop) (s : ι → Set α)`; Order/Filter/
#: EventuallyConst.lean `def EventuallyConst (f : α → β) (l : Filter α)`; Order/LiminfLimsup.lean
#: `def limsup (u : β → α) (f : Filter β)`, `def liminf (u : β → α) (f : Filter β)`.
_RECEIVER_AT = {"Set.pi": 0, "Set.graphOn": 1, "Set.sigma": 0, "Set.PairwiseDisjoint": 0,
                "Finset.pi": 0, "Filter.map": 1, "Filter.Tendsto": 1, "Filter.HasBasis": 0,
                "Filter.EventuallyConst": 1, "Filter.limsup": 1, "Filter.liminf": 1}


def _constant_receivers(text: str, index: NameIndex, scope: Scope, local: set[str]
                        ) -> tuple[str, list[str]]:
    """`univ.pi t` -> `(Set.pi Set.univ) t`, `atTop.liminf u` -> `(Filter.liminf u
    Filter.atTop)`: a name `K.f` that is no declaration, `K` a constant of `_RECEIVER_TYPES`
    (type `T …`) and `T.f` declared there, is generalized field notation on `K` (Lean's
    `resolveGlobalName` tries `K` with the field `f` once `K.f` is not found). The
    constants are left as marks (the second value lists what each stands for); the
    arguments moved stay as written, their names resolved after. Text unchanged where the
    argument before the receiver's place is not a name or a bracketed group."""
    out: list[str] = []
    fields: list[str] = []
    last = 0
    at = Point(scope.module, scope.decl)
    for m in IDENT.finditer(text):
        tok = m.group(0)
        head, _, fld = tok.rpartition(".")
        if m.start() < last or not head or head.split(".")[0] in local or \
                text[:m.start()].rstrip().endswith("@") or _in_string(text, m.start()):
            continue
        if head.rpartition(".")[2] not in ("univ", "atTop", "atBot"):
            continue   # cheap filter: only these receivers are read
        if lookup(tok, index, scope):
            continue   # a declaration of that name
        found = lookup(head, index, scope)
        if not found or len(found) != 1 or found[0] not in _RECEIVER_TYPES:
            continue
        full = f"{_RECEIVER_TYPES[found[0]]}.{fld}"
        if full not in _RECEIVER_AT or not index.resolve(full, at=at) == [full]:
            continue
        ends = [m.end()]
        for _ in range(_RECEIVER_AT[full]):
            end = _explicit_argument_end(text, ends[-1])
            if end is None:
                break
            ends.append(end)
        if len(ends) != _RECEIVER_AT[full] + 1:
            continue
        fm, km = (f"{_FIELD_MARK}{len(fields)}", f"{_FIELD_MARK}{len(fields) + 1}")
        fields += [printed(full), printed(found[0])]
        out.append(text[last:m.start()])
        args = [text[a:b].strip() for a, b in zip(ends, ends[1:], strict=False)]
        args = [f"({a})" if a.startswith(("fun", "λ")) else a for a in args]
        out.append(f"({' '.join([fm, *args, km])})")
        last = ends[-1]
    out.append(text[last:])
    return "".join(out), fields


def _explicit_argument_end(text: str, i: int) -> int | None:
    """Where the application argument after position `i` ends: a name (nothing glued after
    it), a bracketed group, or a `fun` running to the end of its group with no `,` of its
    own; None for anything else (an argument whose extent is not read here)."""
    m = re.match(r"\s+", text[i:])
    if m is None:
        return None
    j = i + m.end()
    if text.startswith(("fun ", "fun(", "λ"), j):
        depth = 0
        for k in range(j, len(text)):
            c = text[k]
            if c in "([{⟨⦃":
                depth += 1
            elif c in ")]}⟩⦄":
                if depth == 0:
                    return k
                depth -= 1
            elif c == "," and depth == 0:
                return None
        return len(text)
    if text[j:j + 1] in ("(", "⟨"):
        end = _group_end(text, j)
        return end if end is not None and re.match(r"\s|$|[)\]},]", text[end:end + 1] or "") \
            else None
    n = IDENT.match(text, j)
    if n is None or text[n.end():n.end() + 1] not in ("", " ", ")", "]", "}", ",", "⟩"):
        return None
    return n.end()


#: `scoped syntax (name := bigexpect) "𝔼 " bigOpBinders ("with " term)? ", " term:67` in
#: `namespace BigOperators` (Mathlib/Algebra/BigOperators/Expect.lean): `Finset.expect`.
EXPECT = "𝔼"


def _expect_in_effect(index: NameIndex, scope: Scope) -> bool:
    """Is Mathlib's `𝔼` big operator (the `bigexpect` syntax, scoped in `BigOperators`) in
    effect here, and no other notation of that atom?"""
    found = [n for n in _active(index, scope) if n.symbol.split(" ")[0] == EXPECT]
    return bool(found) and all("(name := bigexpect)" in n.command and
                               n.scoped_in == "BigOperators" for n in found)


def _dot(x: str, field: str, after: str, index: NameIndex, ty: str | None) -> str | None:
    """`x.f` for a binder `x : T …` is `(T.f x)` (generalized field notation), printed so when
    T is a constant, `T.f` is declared and no argument follows; else left to the elaborator."""
    if not field or "." in field or ty is None or not _NO_ARGUMENT.match(after):
        return None
    head = type_head(ty)
    if head is None or head == "Prop":
        return None
    full = f"{head}.{field}"
    if not index.declared(full):
        return None
    return f"({printed(full)} {x})"


#: The kind of the first explicit argument of overloaded names Mathlib statements use, read
#: at Mathlib v4.19.0 (Lean core for `List.range`): `fun` a function, `rel` a binary relation
#: `α → α → Prop`, `type` a type, `nat` ℕ, `set`/`finset` a `Set`/`Finset`.
#: Logic/Function/Defs.lean `def Injective (f : α → β)`; Algebra/Module/Injective.lean
#: `variable (R : Type u) … (Q : Type v)`, `class Module.Injective`; Algebra/Group/Support.lean
#: `def mulSupport (f : α → M)` (`support` by to_additive); RingTheory/Support.lean `variable
#: (R M) in def Module.support`; Data/Finset/Card.lean `def card (s : Finset α)`;
#: Data/Fintype/Card.lean `def card (α) [Fintype α]`; Data/Nat/Choose/Basic.lean `def choose :
#: ℕ → ℕ → ℕ`; Data/Finset/Basic.lean `variable (p : α → Prop) …`, `def choose`;
#: Data/Set/Operations.lean `def range (f : ι → α)`; Data/Finset/Range.lean `def range (n :
#: ℕ)`; core Init/Data/List/Basic.lean `def range (n : Nat)`; LinearAlgebra/Span/Defs.lean
#: `variable (R) in def span (s : Set M)`; RingTheory/Ideal/Span.lean `def span (s : Set α)`;
#: Order/Filter/Defs.lean `def IsBounded (r : α → α → Prop) (f : Filter α)`;
#: Topology/Bornology/Basic.lean `def IsBounded [Bornology α] (s : Set α)`; Order/Disjoint.lean
#: `def Disjoint (a b : α)` (`any`: any type); Batteries/Data/List/Basic.lean `def Disjoint
#: (l₁ l₂ : List α)`; Data/Set/Operations.lean:210 `def pi (s : Set ι) (t : ∀ i, Set (α i))`;
#: Order/Filter/Defs.lean:325 `def pi … (f : ∀ i, Filter (α i))` (`filters`: a family of
#: filters); MeasureTheory/MeasurableSpace/Constructions.lean:525 `instance MeasurableSpace.pi
#: [m : ∀ a, MeasurableSpace (X a)]` (`none`: no explicit argument, and a `MeasurableSpace`
#: is no function).
_FIRST_ARGUMENT: dict[str, str] = {
    "Set.pi": "set", "Filter.pi": "filters", "MeasurableSpace.pi": "none",
    "Disjoint": "any", "List.Disjoint": "list",
    "Function.Injective": "fun", "Module.Injective": "type",
    "Function.support": "fun", "Module.support": "type",
    "Finset.card": "finset", "Fintype.card": "type",
    "Nat.choose": "nat", "Finset.choose": "fun",
    "Set.range": "fun", "Finset.range": "nat", "List.range": "nat",
    "Submodule.span": "type", "Ideal.span": "set",
    "Filter.IsBounded": "rel", "Bornology.IsBounded": "set",
    # Order/Filter/Defs.lean:388 `def IsCobounded (r : α → α → Prop) (f : Filter α)`;
    # Topology/Bornology/Basic.lean:108 `def IsCobounded [Bornology α] (s : Set α)`
    "Filter.IsCobounded": "rel", "Bornology.IsCobounded": "set",
}

#: (argument's kind, parameter's kind) that Lean can never elaborate: no unification and no
#: coercion makes a function, a type or a number the other (no `CoeSort`/`CoeFun` instance on
#: ℕ, a function type or `Type`), and a `Set α` (`α → Prop` unfolded) is never a binary
#: relation nor one a set. Left out on purpose: a `Set`/`Finset` where a type is expected (its
#: `CoeSort`), a `Set` where a function is expected (`Set α` unfolds to `α → Prop`), a
#: function where a set or a relation is expected (`α → Prop`, `α → Set α` unfold to them),
#: a `Finset` where a function is expected. Nothing but a list is a `List` (Mathlib v4.19.0
#: declares no coercion into `List`: a `git grep` of its `Coe*` instances).
_NEVER_ELABORATES = frozenset({
    ("fun", "type"), ("rel", "type"), ("nat", "type"),
    ("type", "fun"), ("nat", "fun"),
    ("type", "nat"), ("fun", "nat"), ("rel", "nat"), ("set", "nat"), ("finset", "nat"),
    ("type", "finset"), ("fun", "finset"), ("rel", "finset"), ("nat", "finset"),
    ("type", "set"), ("nat", "set"), ("rel", "set"),
    ("type", "rel"), ("nat", "rel"), ("set", "rel"),
    ("type", "list"), ("nat", "list"), ("fun", "list"), ("rel", "list"), ("set", "list"),
    ("finset", "list"), ("multiset", "list"),
    # a set (`α → Prop` unfolded) or a Finset is never a family of filters `∀ i, Filter (α i)`
    ("set", "filters"), ("finset", "filters"), ("univ", "filters"),
    ("type", "filters"), ("nat", "filters"),
    *((k, "none") for k in ("any", "fun", "rel", "type", "nat", "set", "finset", "multiset",
                            "list", "univ")),
    ("univ", "nat"), ("univ", "list"),
})


def _argument_kind(text: str, start: int, end: int, types: dict[str, str],
                   rebound: set[str]) -> str | None:
    """The kind (`_FIRST_ARGUMENT`'s words) of the first explicit argument of the name at
    `start:end`, when it is a binder of the declaration written right after it and ending
    there (`card s`; not `@card α s`, `card (f x)`, `card s.1`, `card sᶜ`) whose type says
    it; else None."""
    if text[:start].rstrip().endswith("@"):
        return None
    if re.match(r"\s+(Set\.)?univ(?=\s|$|[)\]},])", text[end:]) and "univ" not in rebound:
        return "univ"   # `pi univ t`: `Set.univ` or `Finset.univ`, whichever the scope makes it
    if (kind := parenthesised_kind(text, end)) is not None:
        return kind   # `IsBounded (f '' s)`: a `Set` (`argument_kinds.py`)
    m = re.match(rf"\s+([{_FIRST}][{_REST}]*)(?=\s|$|[)\]}},])", text[end:])
    if m is None or m.group(1) in rebound or m.group(1) not in types:
        return None
    return _type_kind(types[m.group(1)])


def _type_kind(ty: str) -> str | None:
    """What a binder of type `ty` is, in `_FIRST_ARGUMENT`'s words, or None."""
    t = ty.strip()
    while t.startswith("(") and t.endswith(")") and _balanced(t[1:-1]):
        t = t[1:-1].strip()
    if re.fullmatch(r"(Type|Sort)(\*|\s+[\w_]+)?", t):
        return "type"
    if t in ("ℕ", "Nat"):
        return "nat"
    if t.startswith(("∀", "Π", "{", "[", "⦃")) or t.startswith("(") and ":" in t:
        return None   # a dependent or implicit binder: not read here
    if re.search(r"→\S", t):
        return None   # a bundled map's arrow (`→ₗ[R]`, `→₀`, `→+*`): a structure, not read here
    if _top_level_arrow(t):
        parts = [p.strip() for p in re.split(r"→", t)]
        simple = all(re.fullmatch(rf"[{_FIRST}][{_REST}]*", p) for p in parts[:-1])
        return "rel" if len(parts) == 3 and simple and parts[-1] == "Prop" else "fun"
    head = t.split()[0] if t.split() else ""
    return {"Set": "set", "Finset": "finset", "Multiset": "multiset",
            "List": "list"}.get(head) if " " in t else None


def _overload(cands: list[str], arg_kind: str | None) -> list[str]:
    """Lean elaborates each alternative of an ambiguous name and keeps those that elaborate:
    the candidates left when those whose first explicit argument can never be `arg_kind`
    are dropped (all of them when any candidate's argument is not known here)."""
    if arg_kind is None or any(c not in _FIRST_ARGUMENT for c in cands):
        return cands
    return [c for c in cands if (arg_kind, _FIRST_ARGUMENT[c]) not in _NEVER_ELABORATES]


def resolve_name(tok: str, index: NameIndex, scope: Scope, arg_kind: str | None = None,
                 site: tuple[str, int] | None = None) -> str:
    """The printed full name of constant `tok`, or `Unresolved`. An ambiguous name is the one
    alternative that can elaborate at a first argument of kind `arg_kind` (`_overload`), or
    the alternative fixed for its `site` (text, offset) while `overload_r25` tries each."""
    cands = lookup(tok, index, scope)
    if not cands and tok == "nat_lit":
        # Init/Notation.lean `syntax (name := rawNatLit) "nat_lit " num : term`: a raw literal
        raise UnsupportedName("a raw natural number literal (nat_lit)")
    if cands is None:
        raise Unresolved(f"name {tok} may be a Lean core declaration (not indexed)")
    if len(cands) > 1 and len(_overload(cands, arg_kind)) == 1:
        cands = _overload(cands, arg_kind)
    if len(cands) > 1:
        from forminv_lean.formalise.overload_r25 import chosen

        if (pick := chosen(tok, cands, site)) is not None:
            return printed(pick)
        raise Unresolved(f"ambiguous name {tok} ({' / '.join(cands[:3])})")
    if not cands:
        if _passed_proof(tok):
            return tok
        if (dotted := _functor_constant_field(tok, index, scope)) is not None:
            return dotted
        if (dotted := _constant_field(tok, index, scope)) is not None:
            return dotted
        _unsupported_kind(tok, index, scope)
        # a projection of a constant (`Real.pi.foo`) needs its type: refused too
        raise Unresolved(f"unresolved name {tok}")
    return printed(cands[0])


_ATOM_WORDS: dict[int, dict[str, frozenset[str]]] = {}


def _notation_token(text: str, start: int, word: str, index: NameIndex) -> str | None:
    """The notation token (of any notation Mathlib declares) that the unresolved word at
    `start` is part of there (`𝓘` in `𝓘(𝕜, E)`, `_ℝ`-like tails, `α_`), or None. Lean's
    tokenizer reads the longest token, so such a word is no name: a notation the renderer did
    not expand (not in effect by this reader's context, or not of a known form)."""
    table = _ATOM_WORDS.get(id(index))
    if table is None:
        found: dict[str, set[str]] = {}
        for n in index.notations:
            for atom in n.symbol.split(" "):
                for m in IDENT.finditer(atom):
                    found.setdefault(m.group(0), set()).add(atom)
        table = {w: frozenset(a) for w, a in found.items()}
        _ATOM_WORDS.clear()
        _ATOM_WORDS[id(index)] = table
    atoms = table.get(word, frozenset())
    hits = sorted(a for a in atoms  # a longer token only (an atom `y` alone is no evidence)
                  if a != word and _in_token(text, start, word, frozenset({a})))
    return max(hits, key=len) if hits else None


#: Term-mode commands that add a local instance (`letI := …; t`, Lean core's `letI`/`haveI`).
_LOCAL_INSTANCE = frozenset({"letI", "haveI"})


#: The core proofs (of `name_index.CORE_PROOFS`) kept as written for the elaborator, which
#: reads them only where Lean typed them as a proof of a proposition it can state (a declared
#: proof parameter, `Elaborator.slot_proof`; the property of a subtype bracket, `Elaborator.
#: subtype_bracket`) and refuses them anywhere else: lean4 Init/Prelude.lean `def rfl {α :
#: Sort u} {a : α} : Eq a a`, Init/Core.lean `theorem trivial : True`. Each is a proof
#: whatever its implicit arguments (`Eq a a` and `True` are propositions).
PASSED_PROOFS = frozenset({"rfl", "trivial"})


def _passed_proof(tok: str) -> bool:
    """Is `tok` a core proof kept as written (`PASSED_PROOFS`)?"""
    return tok in PASSED_PROOFS


def _unsupported_kind(tok: str, index: NameIndex, scope: Scope) -> None:
    """For a name that resolves to no constant, raise `UnsupportedName` when what Lean reads
    there is known to be outside the formal language: a core proof (`rfl`), a local instance
    (`letI`), or a field of a constant (`yoneda.obj` is `Functor.obj yoneda`, which needs
    `yoneda`'s type). Otherwise return (the name stays unresolved)."""
    from forminv_lean.formalise.name_index import CORE_NAMESPACES, CORE_PROOFS

    if tok in CORE_PROOFS:
        raise UnsupportedName(f"a proof term used as a term ({tok})")
    if tok in _LOCAL_INSTANCE:
        raise UnsupportedName(f"a local instance in the statement ({tok})")
    parts = tok.split(".")
    for k in range(len(parts) - 1, 0, -1):
        head = ".".join(parts[:k])
        found = lookup(head, index, scope)
        if found and len(found) == 1:
            if found[0].split(".")[0] in CORE_NAMESPACES:
                # `Prod.swap`: a declaration of core's `Prod` namespace the index cannot see
                raise Unresolved(f"name {tok} may be a Lean core declaration (not indexed)")
            if found[0] in index.namespaces:
                return   # `A.b` may be a declaration named under the constant `A`
            raise UnsupportedName(f"field notation on the constant {found[0]} ({tok})")


def _functor_constant_field(tok: str, index: NameIndex, scope: Scope) -> str | None:
    """`yoneda.obj` -> `CategoryTheory.yoneda.obj`: a field `obj`/`map` of a constant whose
    declared type is a functor (`meaning/category.FUNCTOR_CONSTANTS`) when no declaration
    has that name (the caller found none), which Lean reads as `Functor.obj yoneda`; None
    for any other name."""
    from forminv_lean.formal.meaning.category import FUNCTOR_CONSTANTS

    head, _, fld = tok.rpartition(".")
    if fld not in ("obj", "map") or not head:
        return None
    found = lookup(head, index, scope)
    if not found or len(found) != 1 or found[0] not in FUNCTOR_CONSTANTS or \
            not index.visible(found[0], scope.module):
        return None
    return f"{printed(found[0])}.{fld}"


def _constant_field(tok: str, index: NameIndex, scope: Scope) -> str | None:
    """`univ.filter p` -> `(Finset.univ).filter p`: a name `K.f` that is no declaration (the
    caller found none), `K` one constant whose declared type (`constant_type_head`) has the
    head `T`, and `T.f` a declaration visible here, is generalized field notation on `K`,
    which Lean reads as `T.f` with `K` at its first explicit argument of type `T …`
    (`resolveName'` tries `K` with the field `f` once `K.f` is not found; `addLValArg` in
    src/Lean/Elab/App.lean places it). Printed as a field of the parenthesised constant, so
    the elaborator places it as a direct application would (`Elaborator.constant_field`). None
    when `K`'s type is not known here, or `T.f` is not declared in `T` itself (Lean would
    search `T`'s parent structures, not read here)."""
    head, _, fld = tok.rpartition(".")
    if not head or not fld or not (fld[0].isalpha() or fld[0] == "_"):
        return None
    found = lookup(head, index, scope)
    if not found or len(found) != 1 or not index.visible(found[0], scope.module) or \
            found[0] in index.namespaces:
        return None   # a namespace too: `K.f` may be a declaration the index does not list
    from forminv_lean.formal.meaning.elaboration import constant_type_head

    owner = constant_type_head(found[0])
    if owner is None:
        return None
    full = f"{owner}.{fld}"
    if not index.declared(full) or not index.visible(full, scope.module):
        return None
    return f"({printed(found[0])}).{fld}"


#: Full names the formal language spells short (same constant: the root spelling resolves to
#: exactly this declaration through Lean core's or Mathlib's root `export`).
SHORT = {"Min.min": "min", "Max.max": "max", "Dist.dist": "dist", "Norm.norm": "norm"}


def printed(full: str) -> str:
    """The name the rendering prints for declaration `full`: the full name, or the spelling
    the formal language knows when that spelling resolves at the root to exactly this
    declaration (`Finset.antidiagonal` is `export`ed from `Finset.HasAntidiagonal`)."""
    return SHORT.get(full) or _known_aliases().get(full, full)


_ALIAS_CACHE: dict[str, str] = {}


def _known_aliases() -> dict[str, str]:
    """Full name -> an `export` alias of it that the elaborator's tables name."""
    if not _ALIAS_CACHE:
        from forminv_lean.formal.meaning.opaque import RESULT_TYPES, SIGNATURES
        from forminv_lean.formal.meaning.signature import CONSTS
        from forminv_lean.formalise.name_index import load_index

        index = load_index()
        vocabulary = set(SIGNATURES) | set(RESULT_TYPES) | set(CONSTS)
        if index is not None:
            for alias, targets in index.aliases.items():
                if alias in vocabulary and len(targets) == 1 and alias not in index.names:
                    _ALIAS_CACHE[targets[0]] = alias
        _ALIAS_CACHE.setdefault("", "")
    return _ALIAS_CACHE


def _in_string(text: str, i: int) -> bool:
    return text.count('"', 0, i) % 2 == 1


def expand_notations(text: str, index: NameIndex, scope: Scope) -> str:
    """`text` with the scoped notations in effect expanded (see `_expand`), before the
    binders are typed: the shifts `X⟦n⟧` are left to `resolve_text`, which knows them."""
    return _expand(text, index, scope, defer_shifts=True)[0]


def _expand(text: str, index: NameIndex, scope: Scope,
            types: dict[str, str] | None = None, *,
            defer_shifts: bool = False) -> tuple[str, set[str]]:
    """Scoped/local notations in effect: `π` -> `Real.pi`, `R[X]` -> `(Polynomial R)`.
    A scoped/local notation whose atoms occur but that is not a plain constant is refused.
    With the binders' `types` known, `k[G]` on a type `k` is read (`_expand_type_index`)."""
    from forminv_lean.formal.meaning.category import NOTATIONS as CATEGORY
    from forminv_lean.formal.meaning.opaque import NOTATIONS

    active = _active(index, scope)
    try:   # Lean core's `f <$> x` (`core_notation_r26.py`)
        text = expand_core_infixes(text, resolves_to=lambda n: lookup(n, index, scope))
    except CoreNotationRefusal as exc:
        raise Unresolved(f"notation {exc}") from None
    try:   # Lean core's `>>=`, `<<<`, `>>>` (`core_notation_r27.py`)
        text = expand_core_infixes_r27(text, resolves_to=lambda n: lookup(n, index, scope))
    except CoreInfixRefusal as exc:
        raise Unresolved(f"notation {exc}") from None
    try:   # Mathlib's `∑ x ∈ s with p x, f x` (`bigop_with_r26.py`)
        text = expand_filtered_bigops(text, types, local_names(text),
                                      lambda n: lookup(n, index, scope))
    except FilterRefusal as exc:
        raise Unresolved(f"notation ∑ … with: {exc}") from None
    try:   # BoxIntegral's `ι →ᵇᵃ M` (`box_additive_r26.py`)
        text = expand_box_additive(
            text, any(n.module == BOX_MODULE and n.symbol in BOX_TOKENS for n in active),
            lambda n: lookup(n, index, scope))
    except BoxAdditiveRefusal as exc:
        raise Unresolved(f"notation →ᵇᵃ: {exc}") from None
    try:   # Mathlib's `N ⋊[φ] G` (`semidirect_r27.py`)
        text = expand_semidirect(text, lambda n: lookup(n, index, scope))
    except SemidirectRefusal as exc:
        raise Unresolved(f"notation ⋊[ ]: {exc}") from None
    try:   # FirstOrder's scoped `φ ⟹[T] ψ`, `φ ⇔[T] ψ` (`fo_theory_imp_r28.py`)
        text = expand_theory_imp(
            text, lambda sym: any(n.symbol == sym and n.module == FO_IMP_MODULE for n in active),
            lambda sym: [" ".join(n.command.split()) for n in index.notations if n.symbol == sym],
            lambda n: lookup(n, index, scope))
    except TheoryImpRefusal as exc:
        raise Unresolved(f"scoped notation {exc}") from None
    try:   # global `T ⊨ᵇ φ`, `a /ₒ s`, `C ⥤ₗ D`, … (`global_infix_r28.py`)
        text = expand_global_infixes(text, index, scope, active)
    except GlobalInfixRefusal as exc:
        raise Unresolved(f"notation {exc}") from None
    try:   # global `(f : α ≤i β)`, `∮ z in C(c, R), f z` (`global_mixfix_r28.py`)
        text = expand_global_mixfix(text, index, scope, active)
    except GlobalMixfixRefusal as exc:
        raise Unresolved(f"notation {exc}") from None
    try:   # scoped `ℵ₁`, `α →ᵤ β`, `m <• r` (`scoped_notation_r29.py`)
        text = expand_scoped_r29(text, index, scope, active)
    except ScopedR29Refusal as exc:
        raise Unresolved(f"scoped notation {exc}") from None
    text = _expand_conditioning(text, index, active, types)
    text = _expand_global(text, index, active)
    text = _expand_global_constants(text, index, scope, active)
    text = _expand_global_ascribed(text, index, scope, active)
    text = _expand_bracketed(text, index, active)
    text = _expand_inner(text, active)
    text = _expand_within(text, index, scope, active)
    text = _expand_simplex(text, index, active)
    text = _expand_segment(text, index, active)
    text = expand_line(text, index, scope, active)   # `line[k, p, q]` (`line_notation.py`)
    text = expand_fo_hom(text, index, active, types)   # `M →[L] N` (`fo_hom_notation.py`)
    try:   # `π F E` (`bundle_notation_r25.py`)
        text = expand_bundle_projection(text, active, types)
    except BundleRefusal as exc:
        raise Unresolved(f"scoped notation π: {exc}") from None
    pending = {"π"} if bundle_projection_pending(text, active, types) else set()
    table = {**NOTATIONS, **PARSER_NOTATIONS, **CATEGORY}
    # (or the expansion resolved where the notation was declared, with that file's `open`s:
    # `scoped[Convolution] … => convolution …` under `open … MeasureTheory` names
    # `MeasureTheory.convolution`)
    ours = [n for n in active if n.symbol in table and n.expansion and (
        index.resolve(_expansion_head(n.expansion), n.scoped_in or "", ())
        == [table[n.symbol]] or index.resolve(
            _expansion_head(n.expansion), _declared_in(n),
            index.open_namespaces(_declared_in(n), n.opens)) == [table[n.symbol]])]
    ours += [n for n in active if PARSER_BINDER_NOTATIONS.get(n.symbol) == n.module]
    ours += [n for n in active if (n.module, " ".join((n.expansion or "").split())) ==
             PARSER_EXPANSIONS.get(n.symbol)]
    known = {n.symbol for n in ours}
    meanings: dict[str, set[str]] = {}
    for n in active:
        meanings.setdefault(n.symbol, set()).add(f"{n.kind}:{n.expansion}")
    monoidal = _monoidal_tensor_only(active)
    # `R[X]` first (`notation:9000 R "[X]" => Polynomial R`): Lean's trailing parsers apply
    # left to right, so `R[X]⁰` is `(R[X])⁰`, which the postfix below reads as a group
    for n in sorted(active, key=lambda n: n.symbol != "[X]"):
        atoms = n.symbol
        if not atoms or atoms not in text or atoms in pending:
            continue
        if atoms in known and _rival_of_ours(atoms, active, ours) \
                and _atoms_occur(atoms, text, _longer_tokens(index, atoms)):
            # the formal language's own reading of these atoms beside another notation in
            # effect at the same place of a term (`#t` under `open scoped Finset` and `open
            # Cardinal`, Mathlib/Data/Set/Card/Arithmetic.lean:45, is `Cardinal.mk ↥t`):
            # which one Lean takes depends on the types, so neither is kept as written
            raise Unresolved(f"notation {atoms} has {len(meanings[atoms])} meanings here")
        if atoms in known:
            continue  # (a notation the formal language reads as the same constant: kept)
        if atoms == "⊗" and monoidal:
            continue   # read after the loop, when `λ_`, `◁`, `▷` around it are expanded
        if len(meanings[atoms]) > 1 and _atoms_occur(atoms, text, _longer_tokens(index, atoms)):
            # two notations with these atoms in effect (a file's `local notation "π"` beside
            # `open Real`): which one Lean parses depends on where each is declared
            raise Unresolved(f"notation {atoms} has {len(meanings[atoms])} meanings here")
        if atoms == "[X]" and n.expansion == "Polynomial R":
            text = re.sub(r"([\w'₀-₉]+|\([^()]*\))\[X\]", r"(Polynomial \1)", text)
            continue
        exp = (n.expansion or "").strip()
        nullary = re.fullmatch(r'(?:scoped(?:\[[\w.]+\])?\s+|local\s+)?notation\d*(?::\w+)?\s+'
                               r'"([^"]+)"\s*=>\s*([\w.\']+)\s*', n.command.strip())
        if n.kind == "notation" and nullary and IDENT.fullmatch(exp):
            pattern = rf"{_TOKEN_START}{re.escape(atoms)}(?![{_REST}])"
            if not re.search(pattern, text):
                continue
            rhs = _rhs_constant(n, exp, index, scope)
            if rhs is None:
                raise Unresolved(f"notation {atoms} ({exp}) does not resolve")
            # not inside a longer token: `∂` (Finset.shadow) is no part of `∂⁺` (upShadow)
            text = _sub_tokens(pattern, rhs[0], text, atoms,
                               _longer_tokens(index, atoms).get(atoms, []))
            continue
        applied = _applied_constant(n, index, scope)
        if applied is not None and re.search(
                rf"{_TOKEN_START}{re.escape(atoms)}(?![{_REST}])", text):
            text = _replace_applied(atoms, applied, text)
            continue
        if _PREFIX_AT_MAX.match(n.command.strip()) and IDENT.fullmatch(exp) \
                and _atoms_occur(atoms, text, _longer_tokens(index, atoms)):
            full = index.resolve(exp, _declared_in(n), ())
            if not full or len(full) != 1:
                raise Unresolved(f"notation {atoms} ({exp}) does not resolve")
            text = _expand_prefix(atoms, printed(full[0]), text,
                                  _longer_tokens(index, atoms).get(atoms, []))
            continue
        cast = _CAST_LAMBDA.fullmatch(" ".join(n.command.split()))
        if cast and cast.group("tok") == atoms \
                and _atoms_occur(atoms, text, _longer_tokens(index, atoms)):
            text = _expand_prefix(atoms, "", text, _longer_tokens(index, atoms).get(atoms, []),
                                  make=partial(_cast_lambda, m=cast, text=text))
            continue
        prefix = _PREFIX_ARG.fullmatch(" ".join(n.command.split()))
        if prefix and prefix.group("tok") == atoms \
                and _atoms_occur(atoms, text, _longer_tokens(index, atoms)):
            full = index.resolve(prefix.group("const"), _declared_in(n), ())
            if not full or len(full) != 1:
                raise Unresolved(f"notation {atoms} ({exp}) does not resolve")
            text = _expand_prefix(atoms, printed(full[0]), text,
                                  _longer_tokens(index, atoms).get(atoms, []))
            continue
        postfix = _POSTFIX_TIGHT.fullmatch(" ".join(n.command.split())) or \
            _POSTFIX_COMMAND.fullmatch(" ".join(n.command.split()))
        if postfix and postfix.group("tok") == atoms and \
                int(postfix.group("prec").replace("max", "1024")) >= 1024 \
                and _atoms_occur(atoms, text, _longer_tokens(index, atoms)):
            full = index.resolve(postfix.group("const"), _declared_in(n), ())
            if not full or len(full) != 1:
                raise Unresolved(f"notation {atoms} ({exp}) does not resolve")
            _same_where_read(full[0], index, scope)   # (the printed name is resolved again)
            if atoms in _global_symbols(index, scope.module):
                # `postfix:max "′"` (Differential) beside the global `infixl:100 " ′ " =>
                # fval` (SetTheory/ZFC/Class.lean): Lean tries both parsers, not decided here
                raise Unresolved(f"notation {atoms} has a global meaning as well")
            # `R⁰` -> `(nonZeroDivisors R)`: above `max`, the postfix takes the identifier
            # before it even as an application's argument (`f R⁰` is `f (R⁰)`)
            text = re.sub(rf"({IDENT.pattern}){re.escape(atoms)}(?![{_REST}])",
                          rf"({printed(full[0])} \1)", text)
            text = _postfix_on_groups(text, atoms, printed(full[0]))
            if not _atoms_occur(atoms, text, _longer_tokens(index, atoms)):
                continue
        if _NULLARY.fullmatch(n.command.strip()) and _FIN_LITERAL.fullmatch(exp) and re.search(
                rf"{_TOKEN_START}{re.escape(atoms)}(?![{_REST}])", text):
            # `local notation3 "z" => (2 : Fin 3)` (the Weierstrass curve files): the token is
            # that literal wherever it stands (no identifier can be spelt like a token there)
            text = re.sub(rf"{_TOKEN_START}{re.escape(atoms)}(?![{_REST}])", exp, text)
            continue
        top = _typed_top(n, index, scope)
        if top is not None:
            text = _replace_token(atoms, top, text, _longer_tokens(index, atoms).get(atoms, []))
            continue
        infix = _infix(n, index, scope)
        if infix is not None and n.module == _MONOIDAL_MODULE and atoms in _WHISKERS:
            # `X ◁ f ▷ Y ⊗ Z`: the other notations of the file stay as written meanwhile
            infix = replace(infix, beside=tuple(
                w for w in _WHISKERS.values() if w[0] != atoms) + ((("⊗", 70, "r"),) if monoidal
                                                                 else ()))
        elif infix is not None:
            # `(M✶ ＼ X)✶ = M ／ X`: the other infix notations in effect are read at their own
            # levels meanwhile, kept as written (each is expanded in its own turn)
            infix = replace(infix, beside=_infixes_beside(text, active, atoms))
        if infix is not None and _atoms_occur(atoms, text, _longer_tokens(index, atoms)):
            text = _expand_infix(text, infix, _longer_tokens(index, atoms).get(atoms, []))
            continue
        if n.kind == "notation" and _NULLARY_TYPE.fullmatch(" ".join(n.command.split())) \
                and _atoms_occur(atoms, text, _longer_tokens(index, atoms)) \
                and (applied_type := _nullary_application(n, exp, index)) is not None:
            # (last: `𝕎 => WittVector p`, a file's variables applied, is read above)
            text = _replace_token(atoms, applied_type, text,
                                  _longer_tokens(index, atoms).get(atoms, []))
            continue
        if _atoms_occur(atoms, text, _longer_tokens(index, atoms)):
            raise Unresolved(f"scoped notation {atoms}")
    if monoidal and _atoms_occur("⊗", text, _longer_tokens(index, "⊗")):
        # kept as the formal language's `⊗` (the monoidal one), each use parenthesised
        text = _expand_monoidal_tensor(text, _longer_tokens(index, "⊗").get("⊗", []))
        known.add("⊗")
    if types is not None:
        text = _expand_type_index(text, index, active, types)
    text = _expand_adjoin(text, index, scope, active)
    try:   # `X⟦n⟧` (shift), Finmap's `⟦s⟧` (`bracket_notation_r25.py`)
        text = expand_brackets(text, index, scope.module, active, types,
                               defer_shifts=defer_shifts)
    except BracketRefusal as exc:
        raise Unresolved(f"notation ⟦ ⟧: {exc}") from None
    _category_scoped(text, known, index)
    if "⊗" not in known and _atoms_occur("⊗", text, _longer_tokens(index, "⊗")):
        # the formal language reads `⊗` as the monoidal notation only (`elaborate_tensor`)
        raise Unresolved("notation ⊗ without the monoidal notations alone in effect")
    return text, known


#: The scoped notations that index a type: `scoped[AddMonoidAlgebra] notation:9000 R:max "[" A
#: "]" => AddMonoidAlgebra R A` (Mathlib/Algebra/MonoidAlgebra/Defs.lean:820) and `scoped syntax:
#: 1075 term noWs atomic("[" term "⁻¹" noWs "]") : term` with `macro_rules | `($R[$S⁻¹]) =>
#: ``(OreLocalization $S $R)` (Mathlib/GroupTheory/OreLocalization/Basic.lean:85, namespace
#: OreLocalization), by (symbol, module) in the index.
_TYPE_INDEX = {("[ ]", "Mathlib.Algebra.MonoidAlgebra.Defs"): "AddMonoidAlgebra",
               ("[ ⁻¹ ]", "Mathlib.GroupTheory.OreLocalization.Basic"): "OreLocalization"}
#: Types written as constants that may stand before such a bracket (`ℤ[G]`).
_TYPE_CONSTANTS = frozenset({"ℕ", "ℤ", "ℚ", "ℝ", "ℂ"})
#: `k[G]` glued (both notations are `noWs` before the bracket), its contents without brackets.
_TYPE_INDEXED = re.compile(rf"(?<![{_REST}.])(?P<x>[{_FIRST}][{_REST}]*|[ℕℤℚℝℂ])\["
                           r"(?P<a>[^\[\]]+)\]")


def _is_sort_text(ty: str | None) -> bool:
    """Is a binder's type text a universe (`Type*`, `Type u`, `Sort _`)?"""
    return ty is not None and re.fullmatch(r"(?:Type|Sort)(?:\*|\s+\S+)?", ty.strip()) is not None


def _expand_type_index(text: str, index: NameIndex, active: list[Notation],
                       types: dict[str, str]) -> str:
    """`k[G]` -> `(AddMonoidAlgebra k G)` and `R[S⁻¹]` -> `(OreLocalization S R)` where that
    scoped notation is in effect and `k`/`R` is a binder of type `Type*` (or `ℤ`, ...). Lean
    parses `x[i]` both as the notation and as core's `GetElem` indexing (two trailing parsers
    of one length: a choice node) and keeps the reading that elaborates: on a type only the
    notation does (no `GetElem` instance indexes a type), on a value only the indexing does.
    Any other `[ ]` notation in effect (`A[n]` torsionBy, `P[X]` expectation), or both of these
    at once, leaves the text as written (and refused where read)."""
    mine = {_TYPE_INDEX[(n.symbol, n.module)]: n for n in active
            if (n.symbol, n.module) in _TYPE_INDEX}
    if not mine or "[" not in text:
        return text
    others = [n for n in active if (n.symbol, n.module) not in _TYPE_INDEX
              and n.symbol.startswith("[") and "[" not in n.symbol.split(" ")[0][1:]
              and not n.symbol.startswith("[[")]
    if others or len(mine) > 1:
        return text
    (kind, n), = mine.items()
    full = index.resolve(kind, "", ())
    if full != [kind]:
        return text

    def sub(m: re.Match[str]) -> str:
        x, a = m.group("x"), m.group("a").strip()
        if not (x in _TYPE_CONSTANTS or (x in types and _is_sort_text(types[x]))):
            return m.group(0)
        if kind == "OreLocalization":
            s = re.fullmatch(rf"(?P<s>[{_FIRST}][{_REST}]*)⁻¹", a)
            return f"(OreLocalization {s.group('s')} {x})" if s else m.group(0)
        if a.endswith("⁻¹"):
            return m.group(0)
        return f"(AddMonoidAlgebra {x} {_atomic(a)})"

    return _TYPE_INDEXED.sub(sub, text)


#: `scoped macro:max K:term "⟮" xs:term,* "⟯" : term => do ``(adjoin $K $(← mkInsertTerm
#: xs.getElems))` (Mathlib/FieldTheory/IntermediateField/Adjoin/Defs.lean:542, namespace
#: IntermediateField; `mkInsertTerm` :530 builds `insert x₁ (… (singleton xₙ))`, Lean's `{x₁,
#: …, xₙ}`), by (symbol, module) in the index.
_ADJOIN = ("⟮ ⟯", "Mathlib.FieldTheory.IntermediateField.Adjoin.Defs")


def _expand_adjoin(text: str, index: NameIndex, scope: Scope, active: list[Notation]) -> str:
    """`F⟮a, b⟯` -> `(IntermediateField.adjoin F {a, b})` where that scoped macro is in
    effect and no other notation with the atom `⟮` is (the Weierstrass curves' `W⟮S⟯`, the
    manifold maps' `≃ₘ^n⟮I, J⟯`: Lean would try each). Read only with an identifier or a
    parenthesised group glued before the bracket (the macro's result is at `max`, so `f F⟮a⟯`
    is `f (F⟮a⟯)` and `F⟮a⟯.restrictScalars K` takes the field on the adjunction); any other
    occurrence is left as written (and refused where read)."""
    if "⟮" not in text:
        return text
    mine = [n for n in active if (n.symbol, n.module) == _ADJOIN]
    if not mine or any("⟮" in n.symbol.split(" ") for n in active if n not in mine) or \
            any("⟮" in a.split(" ") for a in _global_symbols(index, scope.module)):
        return text
    full = index.resolve("adjoin", "IntermediateField", ())
    if full != ["IntermediateField.adjoin"]:
        return text
    _same_where_read(full[0], index, scope)
    out: list[str] = []
    last = 0
    for m in re.finditer("⟮", text):
        if m.start() < last:
            continue
        head = re.search(rf"(?<![{_REST}.])[{_FIRST}][{_REST}]*\Z", text[last:m.start()])
        if head is not None:
            begin = last + head.start()
        elif text[last:m.start()].endswith(")"):
            opening = _group_start(text, m.start() - 1)
            if opening is None or opening < last:
                continue
            begin = opening
        else:
            continue
        depth, end = 0, None
        for j in range(m.start(), len(text)):
            depth += text[j] in "⟮([{⟨"
            depth -= text[j] in "⟯)]}⟩"
            if depth == 0:
                end = j
                break
        if end is None or text[end] != "⟯":
            continue
        parts = [p.strip() for p in top_level_commas(text[m.start() + 1:end])]
        if not all(parts) or any(_has_top_cdot(p) for p in parts):
            continue
        out.append(text[last:begin])
        out.append(f"({printed(full[0])} {_atomic(text[begin:m.start()])} "
                   "{" + ", ".join(parts) + "})")
        last = end + 1
    out.append(text[last:])
    return "".join(out)


def _group_start(text: str, close: int) -> int | None:
    """The index of the `(` matching the `)` at `close`, or None."""
    depth = 0
    for j in range(close, -1, -1):
        depth += text[j] in _CLOSERS
        depth -= text[j] in _OPENERS
        if depth == 0:
            return j
    return None


#: `scoped[Multiplicative] notation "ℤₘ₀" => WithZero (Multiplicative ℤ)` (Mathlib/Algebra/Order/
#: GroupWithZero/Canonical.lean:400; also `local` in Algebra/GroupWithZero/Int.lean:13): a nullary
#: notation for constants applied to constants, `ℕ` or `ℤ`, one level of parentheses deep.
_NULLARY_TYPE = re.compile(r'(?:scoped(?:\[[\w.]+\])?\s+|local\s+)?notation\s+"[^"\s]+"\s*=>\s*'
                           r"[\w.']+(?:\s+(?:[\w.']+|\([\w.' ]+\)))+\s*")


def _nullary_application(n: Notation, exp: str, index: NameIndex) -> str | None:
    """A `_NULLARY_TYPE` notation's expansion with each name printed as the one declaration it
    resolves to where the notation was declared (`ℕ`, `ℤ`: Mathlib's global notations for core's
    `Nat`, `Int`), parenthesised; None when a name does not resolve to exactly one."""
    out: list[str] = []
    last = 0
    for m in re.finditer(r"[\w.']+", exp):
        word = m.group(0)
        if word in ("ℕ", "ℤ"):
            continue
        if not word[0].isalpha():
            return None   # a hole `_` (`conj => starRingEnd _`): not a constant's application
        rhs = _rhs_constant(n, word, index)
        if rhs is None or rhs[1] is None:
            return None
        out.append(exp[last:m.start()])
        out.append(rhs[0])
        last = m.end()
    out.append(exp[last:])
    return "(" + "".join(out).strip() + ")"


#: `scoped infixl:100 " ∆ " => symmDiff` (`infix`, `infixr`; scoped, `scoped[NS]` or local):
#: a binary notation applying one constant to its two operands.
_INFIX = re.compile(r'(?:scoped(?:\[[\w.]+\])?\s+|local\s+)?infix(?P<assoc>[lr]?):(?P<prec>\d+)\s+'
                    r'"\s*(?P<tok>[^"\s]+)\s*"\s*=>\s*(?P<const>[\w.\']+)\s*')


#: `scoped[ProbabilityTheory] notation:100 κ:101 " ∘ₘ " μ:100 => MeasureTheory.Measure.bind μ κ`:
#: a binary `notation` whose operand levels are those an `infix`/`infixl`/`infixr` command
#: gives, applying one constant to the two operands (in either order). Lean's `infixl:p op =>
#: f` is the macro for `notation:p lhs:p op rhs:(p+1) => f lhs rhs`, `infixr` for `lhs:(p+1)
#: … rhs:p`, `infix` for `lhs:(p+1) … rhs:(p+1)` (lean4 src/Lean/Elab/Mixfix.lean
#: `expandMixfix`; doc/notation.md), so such a notation is parsed exactly as that command's.
_MIXFIX = re.compile(r'(?:scoped(?:\[[\w.]+\])?\s+|local\s+)?notation:(?P<prec>\d+)\s+'
                     r'(?P<a>[^\W\d]\w*):(?P<pa>\d+)\s+"\s*(?P<tok>[^"\s]+)\s*"\s+'
                     r'(?P<b>[^\W\d]\w*):(?P<pb>\d+)\s*=>\s*(?P<const>[\w.\']+)\s+'
                     r'(?P<x>[^\W\d]\w*)\s+(?P<y>[^\W\d]\w*)\s*')


def _mixfix(command: str) -> tuple[str, int, str, str, bool] | None:
    """(token, precedence, associativity, constant, operands swapped) of a `_MIXFIX` notation
    whose operand levels are an infix command's; None for any other command."""
    m = _MIXFIX.fullmatch(command)
    if m is None or m.group("a") == m.group("b") or \
            {m.group("x"), m.group("y")} != {m.group("a"), m.group("b")}:
        return None
    p, pa, pb = int(m.group("prec")), int(m.group("pa")), int(m.group("pb"))
    assoc = {(p, p + 1): "l", (p + 1, p): "r", (p + 1, p + 1): ""}.get((pa, pb))
    if assoc is None:
        return None
    return m.group("tok"), p, assoc, m.group("const"), m.group("x") == m.group("b")


def _infix(n: Notation, index: NameIndex, scope: Scope) -> Any:
    """The `infix.Infix` a scoped or local infix notation of one constant stands for, with the
    constant's printed name, or None for another notation. Raises `Unresolved` when the
    constant does not resolve to exactly one declaration where the notation was declared, or
    when its printed name would resolve to another one where the statement is read."""
    from forminv_lean.formalise.infix import Infix

    command = " ".join(n.command.split())
    m = _INFIX.fullmatch(command)
    mixfix = _mixfix(command) if m is None else None
    fix = _FIX_BELOW_MAX.fullmatch(command)
    if fix is not None and fix.group("tok") == n.symbol and int(fix.group("prec")) < 1024:
        return _prefix_or_postfix(n, fix, index, scope)
    if mixfix is not None and mixfix[0] == n.symbol:
        tok, prec, assoc, const, swap = mixfix
    elif m is None or _unescaped(m.group("tok")) != n.symbol:
        return None
    else:
        tok, prec, assoc, const, swap = (_unescaped(m.group("tok")), int(m.group("prec")),
                                         m.group("assoc"), m.group("const"), False)
    if n.symbol in _global_symbols(index, scope.module):
        # `scoped[MvFunctor] infixl:40 " ⟹ "` beside the global `notation:20 A " ⟹ " B`:
        # Lean tries both parsers and keeps what elaborates, which is not decided here
        raise Unresolved(f"notation {n.symbol} has a global meaning as well")
    rhs = _rhs_constant(n, const, index, scope)
    if rhs is None:
        raise Unresolved(f"notation {n.symbol} ({const}) does not resolve")
    if rhs[1] is not None:
        _same_where_read(rhs[1], index, scope)
    return Infix(tok, rhs[0], prec, {"l": "l", "r": "r", "": "n"}[assoc], swap)


def _unescaped(tok: str) -> str:
    r"""A notation's token as Lean reads its string literal: the source's `" \\\\ "` is the
    token `\\` (`scoped[FinsetFamily] infixl:74 " \\\\ " => Finset.diffs`, Mathlib/Data/
    Finset/Sups.lean:509)."""
    return tok.replace("\\\\", "\\")


#: `local prefix:100 "s" => cs.simple` (Mathlib/GroupTheory/Coxeter/Length.lean:60), `scoped[
#: InnerProduct] postfix:1000 "†" => ContinuousLinearMap.adjoint` (Mathlib/Analysis/
#: InnerProductSpace/Adjoint.lean): a prefix or postfix notation below `max` applying one
#: constant, or one field of a file variable, to its operand (`infix.Infix.fixity`).
_FIX_BELOW_MAX = re.compile(r'(?:scoped(?:\[[\w.]+\])?\s+|local\s+)?(?P<fix>prefix|postfix):'
                            r'(?P<prec>\d+)\s+"\s*(?P<tok>[^"\s]+)\s*"\s*=>\s*'
                            r"(?P<const>[^\W\d][\w.']*)\s*")


def _prefix_or_postfix(n: Notation, m: re.Match[str], index: NameIndex, scope: Scope) -> Any:
    """The `infix.Infix` (fixity `prefix`/`postfix`) of a `_FIX_BELOW_MAX` notation. Its
    constant is resolved where the notation was declared; `cs.simple` whose `cs` names no
    declaration there is the field of the file's variable `cs`, which Lean reads where the
    notation is used (as `_applied_constant` reads `WittVector p`)."""
    from forminv_lean.formalise.infix import Infix

    if n.symbol in _global_symbols(index, scope.module):
        raise Unresolved(f"notation {n.symbol} has a global meaning as well")
    const = m.group("const")
    rhs = _rhs_constant(n, const, index, scope)
    if rhs is None:
        raise Unresolved(f"notation {n.symbol} ({const}) does not resolve")
    if rhs[1] is not None:
        _same_where_read(rhs[1], index, scope)
    return Infix(n.symbol, rhs[0], int(m.group("prec")), "n", fixity=m.group("fix"))


def _rhs_constant(n: Notation, name: str, index: NameIndex, scope: Scope | None = None
                  ) -> tuple[str, str | None] | None:
    """The name a notation's right-hand side writes, as printed where the statement is read,
    with the declaration (None for a variable):
    the one declaration it resolves to where the notation was declared (that namespace and
    those `open`s: Lean's quotation resolves the names there), or, for a `local` notation,
    `v` or `v.field` kept as written when `v` names no declaration there (the file's
    variable, which Lean reads where the notation is used: `local notation "ω" =>
    o.areaForm`, Mathlib/Analysis/InnerProductSpace/TwoDim.lean:63). None otherwise."""
    where = _declared_in(n)
    opens = index.open_namespaces(where, n.opens)
    full = index.resolve(name, where, ())
    if full == []:
        full = index.resolve(name, where, opens)
    if full is None:
        return None   # a core name may be meant
    if len(full) == 1:
        return printed(full[0]), full[0]
    return (name, None) if not full and _is_variable_field(n, name, index, scope) else None


def _is_variable_field(n: Notation, name: str, index: NameIndex, scope: Scope | None) -> bool:
    """Is `name` (`v` or `v.field`) a variable of a `local` notation's file (`_rhs_constant`),
    one of the `variable`s in effect where the statement is read (`scope.variables`)? A name
    the index finds nowhere may still be a core declaration (`local notation "bxor" => xor`,
    Mathlib/Data/Nat/Bits.lean:29, core's Boolean `xor`, which `namespace Nat` below it does not
    make `Nat.xor`: the quotation resolved it where it was written), so a name that is no
    variable there is not read as one."""
    head, _, field_ = name.partition(".")
    if scope is None or scope.variables is None or head not in scope.variables:
        return False
    where = _declared_in(n)
    opens = index.open_namespaces(where, n.opens)
    # (an opened core namespace, whose names the index cannot list, may leave the lookup
    # unknown (None): the file's variable, a local, is read before any global name)
    return n.local and "." not in field_ and IDENT.fullmatch(head) is not None and \
        index.resolve(head, where, ()) == [] and index.resolve(head, where, opens) in ([], None)


def _infixes_beside(text: str, active: list[Notation], token: str) -> tuple[tuple[str, int, str], ...]:
    """(token, precedence, associativity) of the infix notations in effect other than `token`
    whose tokens `text` holds (their commands' own levels, `_INFIX`/`_MIXFIX`)."""
    out: dict[str, tuple[str, int, str]] = {}
    for n in active:
        command = " ".join(n.command.split())
        m = _INFIX.fullmatch(command)
        shape = (m.group("tok"), int(m.group("prec")), m.group("assoc")) if m else None
        if shape is None and (mixfix := _mixfix(command)) is not None:
            shape = mixfix[:3]
        if shape is None or shape[0] != n.symbol or shape[0] == token or shape[0] not in text:
            continue
        if shape[0] in out and out[shape[0]][1:] != (shape[1], shape[2] or "n"):
            continue   # two levels for one token: not read beside (the token is refused)
        out[shape[0]] = (shape[0], shape[1], {"l": "l", "r": "r", "": "n"}[shape[2]])
    return tuple(out.values())


def _declared_in(n: Notation) -> str:
    """The namespace a notation's right-hand side is resolved in: where it was declared
    (`NS` for `scoped[NS]`), as the index records it; else its scope's namespace."""
    return n.namespace if n.namespace is not None else (n.scoped_in or "")


_OPENING: dict[tuple[int, Scope], frozenset[str]] = {}


def _opening_atoms(index: NameIndex, scope: Scope) -> frozenset[str]:
    """First atoms of the global and in-effect notations that end in an opening bracket glued
    to a word (`s(`, `C(`, `𝓘(`): there such a word before the bracket is that token, not a
    name (elsewhere `c[i]` is Lean's indexing)."""
    key = (id(index), scope)
    if key not in _OPENING:
        if len(_OPENING) > 4096:
            _OPENING.clear()
        notations = [n for n in index.notations if n.scoped_in is None and not n.local]
        _OPENING[key] = frozenset(
            a for n in notations + _active(index, scope) for a in n.symbol.split(" ")[:1]
            if a[-1:] in "([" and IDENT.fullmatch(a[:-1]))
    return _OPENING[key]


_GLOBAL: dict[tuple[int, str | None], frozenset[str]] = {}


def _global_symbols(index: NameIndex, module: str | None = None) -> frozenset[str]:
    """The atoms of the notations in effect everywhere (neither scoped nor local) in `module`:
    a global notation is in Lean's environment only where its module is imported (all of them
    when `module` or the import graph is unknown)."""
    key = (id(index), module)
    if key not in _GLOBAL:
        if len(_GLOBAL) > 4096 or any(k[0] != id(index) for k in _GLOBAL):
            _GLOBAL.clear()
        _GLOBAL[key] = frozenset(n.symbol for n in index.notations
                                 if n.scoped_in is None and not n.local
                                 and index.imported(n.module, module))
    return _GLOBAL[key]


def _same_where_read(full: str, index: NameIndex, scope: Scope) -> None:
    """Refuse an expansion's constant whose printed name the statement's scope would resolve
    to another declaration (it is resolved again with the statement's names)."""
    again = lookup(printed(full), index, scope)
    if again != [full]:
        raise Unresolved(f"the constant {full} of a notation is another name here")


def _postfix_on_groups(text: str, atoms: str, const: str) -> str:
    """`(Ideal R)⁰` -> `(nonZeroDivisors (Ideal R))`: a postfix above `max` glued to a
    parenthesised group takes the group (a term at `max`) as its operand."""
    while True:
        m = re.search(rf"\){re.escape(atoms)}(?![{_REST}])", text)
        if m is None:
            return text
        depth, j = 0, m.start()
        while j >= 0:
            depth += text[j] == ")"
            depth -= text[j] == "("
            if depth == 0:
                break
            j -= 1
        if j < 0 or text[j] != "(":
            return text   # unbalanced: left for the refusal below
        group = text[j:m.start() + 1]
        text = f"{text[:j]}({const} {group}){text[m.end():]}"


#: The three scoped notations `⊗` of `namespace CategoryTheory.MonoidalCategory`
#: (Mathlib/CategoryTheory/Monoidal/Category.lean:111, :120, :385), each `scoped infixr:70 " ⊗ "`.
_MONOIDAL_MODULE = "Mathlib.CategoryTheory.Monoidal.Category"
#: Its `scoped infixr:81 " ◁ "` and `scoped infixl:81 " ▷ "` (:114, :117).
_WHISKERS = {"◁": ("◁", 81, "r"), "▷": ("▷", 81, "l")}
_MONOIDAL_TENSOR = frozenset({"MonoidalCategoryStruct.tensorObj",
                              "MonoidalCategoryStruct.tensorHom", "tensorIso"})


def _monoidal_tensor_only(active: list[Notation]) -> bool:
    """Are the `⊗` notations in effect exactly the three monoidal ones (no module's `⊗`
    beside them, such as `TensorProduct`'s `M ⊗ N`)?"""
    uses = [n for n in active if n.symbol == "⊗"]
    return len(uses) == 3 and {n.expansion for n in uses} == _MONOIDAL_TENSOR and all(
        n.module == _MONOIDAL_MODULE and n.kind == "infixr"
        and n.scoped_in == "CategoryTheory.MonoidalCategory"
        and re.fullmatch(r'scoped infixr:70 " ⊗ " => [\w.]+', " ".join(n.command.split()))
        for n in uses)


def _expand_monoidal_tensor(text: str, longer: list[str]) -> str:
    """`X ⊗ Y ⊗ Z` -> `(X ⊗ (Y ⊗ Z))` at every use, operands read as for any `infixr:70`, each
    use parenthesised with atomic operands (the formal grammar reads `⊗` only so): Lean
    elaborates the three alternatives and keeps the one that type-checks, which the
    elaborator decides on the operands' types (`formal/meaning/elaborate_tensor.py`)."""
    from forminv_lean.formalise.infix import Infix

    return _expand_infix(text, Infix("⊗", "⊗", 70, "r", beside=tuple(_WHISKERS.values()),
                                     kept=True), longer)


def _expand_infix(text: str, infix: Any, longer: list[str]) -> str:
    """`a ∆ b` -> `(symmDiff a b)` at every use, operands read as Lean reads them
    (`formalise/infix.py`), or `Unresolved` where they cannot be told."""
    from forminv_lean.formalise.infix import InfixError, expand_infix

    try:
        return expand_infix(text, infix, longer)
    except InfixError as exc:
        # (each use `(a ∆ b)` alone in its parenthesis is still read: `scoped_notation_r29`)
        if (done := parenthesised_uses(text, infix, longer)) is not None:
            return done
        raise Unresolved(f"scoped notation {infix.token} ({exc})") from None


#: `local notation "⟪" x ", " y "⟫" => @inner 𝕜 _ _ x y` (and `scoped[RealInnerProductSpace]`
#: with `ℝ`, Mathlib/Analysis/InnerProductSpace/Defs.lean:86, `ComplexInnerProductSpace` with
#: `ℂ`, :89): the inner product with its field written, which the formal language reads as
#: `⟪x, y⟫_𝕜` (`@inner 𝕜 _ _ x y`, the same file :81). Two more spellings of a file's local
#: notation: `@inner 𝕜 E _ x y` (InnerProductSpace/Dual.lean:53, MeasureTheory/Function/
#: L2Space.lean:69) fixes the space `E` as well, so Lean elaborates `x` and `y` against `E`
#: (coercing them there), which is `⟪(x : E), (y : E)⟫_𝕜`; `inner (𝕜 := A) x y`
#: (Analysis/CStarAlgebra/Module/Defs.lean:84, :157) names the field only, which is `@inner A _
#: _ x y`: `export Inner (inner)` (InnerProductSpace/Defs.lean:78) of the projection of `class
#: Inner (𝕜 E : Type*) where inner : E → E → 𝕜` (:74-76), whose `𝕜 E` are implicit.
_INNER = re.compile(r'(?:scoped(?:\[[\w.]+\])?\s+|local\s+)?notation\s+"⟪"\s*(?P<x>\w+)\s*", "\s*'
                    r'(?P<y>\w+)\s*"⟫"\s*=>\s*(?:@inner\s+(?P<field>[^\s()_]+)\s+'
                    r'(?:_|(?P<space>[^\W\d_][\w\'₀-₉]*))\s+_'
                    r'|inner\s+\(𝕜\s*:=\s*(?P<named>[^\s()_]+)\s*\))\s+(?P=x)\s+(?P=y)\s*')


#: The modules of the scoped macros `lean_sugar.expand_conditioning` reads, by the constant each
#: gives (`μ[f|m]`, `μ[|s]`/`μ[t|s]`).
_CONDITIONING = {"Mathlib.MeasureTheory.Function.ConditionalExpectation.Basic": "MeasureTheory.condExp",
                 "Mathlib.Probability.ConditionalProbability": "ProbabilityTheory.cond"}


def _expand_conditioning(text: str, index: NameIndex, active: list[Notation],
                         types: dict[str, str] | None = None) -> str:
    """`μ[f|m]` -> `(MeasureTheory.condExp m μ f)`, `μ[|s]` -> `(ProbabilityTheory.cond μ s)`
    where the scoped macro is in effect (`lean_sugar.expand_conditioning`; the binders'
    `types` tell the two apart where both are)."""
    if "|" not in text or "[" not in text:
        return text
    from forminv_lean.formalise.lean_sugar import SugarError, expand_conditioning

    in_effect = {_CONDITIONING[n.module] for n in active
                 if n.kind == "macro" and n.module in _CONDITIONING and n.symbol in ("[ | ]", "[| ]")}
    effect = active + [n for n in index.notations if n.scoped_in is None and not n.local]
    tokens = {t for n in effect for t in n.symbol.split()[:1] if len(t) > 1 and t.endswith("[")}
    try:
        return expand_conditioning(text, in_effect, tokens, types)
    except SugarError as exc:
        raise Unresolved(f"scoped notation μ[…|…] ({exc})") from None


def _expand_inner(text: str, active: list[Notation]) -> str:
    """`⟪a, b⟫` -> `⟪a, b⟫_𝕜` where exactly one bare inner-product notation is in effect and
    it fixes only the field (`@inner 𝕜 _ _ x y`, `inner (𝕜 := 𝕜) x y`); `⟪(a : E), (b : E)⟫_𝕜`
    where it fixes the space `E` too (`@inner 𝕜 E _ x y`). Two in effect, or another right-hand
    side, leave the text to be refused."""
    if "⟪" not in text:
        return text
    ours = [n for n in active if n.symbol == "⟪ , ⟫"]
    mine = {" ".join(n.command.split()) for n in ours}
    if len(mine) != 1 or any((n.module, n.namespace) in _LOCAL_INSTANCE_INNER for n in ours):
        return text
    m = _INNER.fullmatch(next(iter(mine)))
    if m is None:
        return text
    out: list[str] = []
    last = 0
    for i, c in enumerate(text):
        if c != "⟪" or i < last:
            continue
        end = _inner_end(text, i)
        if end is None or text[end:end + 1] in ("_", "ₑ", "₂", "ₙ"):
            continue   # `⟪x, y⟫_𝕜` already, or another notation's closing token
        parts = _inner_sides(text[i + 1:end - 1])
        if parts is None:
            continue
        out.append(text[last:i])
        if m.group("space"):   # `@inner 𝕜 E _ x y`: each side elaborated against `E`
            space = m.group("space")
            out.append(f"⟪({parts[0].strip()} : {space}), ({parts[1].strip()} : {space})⟫")
        else:
            out.append(text[i:end])
        out.append(f"_{m.group('field') or m.group('named')}")
        last = end
    out.append(text[last:])
    return "".join(out)


#: The inner-product notations (by module and declaring namespace) whose instance `_` only a
#: local instance gives: Mathlib/Analysis/InnerProductSpace/Defs.lean:199 and :434 (`namespace
#: InnerProductSpace.Core`), over `[c : PreInnerProductSpace.Core 𝕜 F]`, a structure (:131, made
#: a class by `attribute [class]` at :148, so its `extends Inner 𝕜 F` projection is no instance)
#: whose `Inner 𝕜 F` comes from `attribute [local instance] toPreInner'` (:219, `toInner'` :446),
#: which the context does not record: the rendered statement would have no such instance.
_LOCAL_INSTANCE_INNER = frozenset({("Mathlib.Analysis.InnerProductSpace.Defs",
                                    "InnerProductSpace.Core")})


#: The binder notations whose body follows a comma (`∑ i ∈ s, f i`, `∀ x, p`, `∫ x, f x ∂μ`):
#: each written at the top level of a side of `⟪x, y⟫` takes one of its commas.
_COMMA_BINDERS = "∑∏∫⨆⨅⋃⋂∀∃Σ∮⨍"


def _inner_sides(inside: str) -> list[str] | None:
    """The two sides of `⟪x, y⟫` (the text between the brackets): `x` up to the first top-level
    comma no binder notation of `x` takes (Lean's term parser reads `∑ i ∈ s, f i` whole, its
    body stopping at the next comma). None where the commas are not one per binder plus the
    one between the sides, or a `⟪` is nested (`top_level_commas` does not see its commas)."""
    if "⟪" in inside:
        return None
    parts = top_level_commas(inside)
    heads = [_top_level_binders(p) for p in parts]
    if sum(heads) != len(parts) - 2:
        return None
    k, open_ = 0, heads[0]
    while open_:
        k += 1
        open_ += heads[k] - 1
    return [",".join(parts[:k + 1]).strip(), ",".join(parts[k + 1:]).strip()]


def _top_level_binders(text: str) -> int:
    """How many binder notations of `_COMMA_BINDERS` stand outside brackets in `text`
    (`⋃₀`, `⋂₀`, prefix operators without a comma, not counted)."""
    depth, n = 0, 0
    for j, ch in enumerate(text):
        depth += ch in "([{⟨"
        depth -= ch in ")]}⟩"
        if depth == 0 and ch in _COMMA_BINDERS and text[j + 1:j + 2] != "₀":
            n += 1
    return n


def _inner_end(text: str, i: int) -> int | None:
    """Just past the `⟫` closing the `⟪` at `i` (brackets and nested `⟪ ⟫` balanced)."""
    depth = 0
    for j in range(i, len(text)):
        depth += text[j] in "([{⟨⟪"
        depth -= text[j] in ")]}⟩⟫"
        if depth == 0:
            return j + 1 if text[j] == "⟫" else None
    return None


#: `scoped[Topology] notation3 "𝓝[≠] " x:100 => nhdsWithin x (@singleton _ (Set _) …  x)ᶜ`
#: and the one-sided neighbourhoods (Mathlib/Topology/Defs/Filter.lean:137-150): the set each
#: stands for, as a function of the point.
_WITHIN = {"𝓝[≠]": "{{{x}}}ᶜ", "𝓝[≥]": "(Set.Ici {x})", "𝓝[≤]": "(Set.Iic {x})",
           "𝓝[>]": "(Set.Ioi {x})", "𝓝[<]": "(Set.Iio {x})"}


def _expand_within(text: str, index: NameIndex, scope: Scope, active: list[Notation]) -> str:
    """`𝓝[>] x` -> `(nhdsWithin x (Set.Ioi x))` where `Topology`'s notation is in effect; its
    argument (at 100) is an identifier or a bracket group that no argument follows."""
    if "𝓝[" not in text:
        return text
    for token, pattern in _WITHIN.items():
        if token not in text:
            continue
        ours = [n for n in active if n.symbol == token]
        if not ours or any(n.scoped_in != "Topology" or n.module != "Mathlib.Topology.Defs.Filter"
                           for n in ours) or any(n.symbol == token for n in index.notations
                                                 if n.scoped_in is None and not n.local):
            continue   # not in effect (refused later as a notation token), or another one
        for name in ("nhdsWithin", *re.findall(r"Set\.\w+", pattern)):
            _same_where_read(name, index, scope)
        text = _apply_within(text, token, pattern)
    return text


def _apply_within(text: str, token: str, pattern: str) -> str:
    out: list[str] = []
    last = 0
    i = text.find(token)
    while i >= 0:
        start = i + len(token)
        while start < len(text) and text[start] == " ":
            start += 1
        end = _application_end(text, start)
        if end is None or not _after_application(text[end:]):
            raise Unresolved(f"scoped notation {token} without an argument it takes")
        x = text[start:end]
        if not IDENT.fullmatch(x) and not x.isdigit() and _group_end(text, start) != end:
            x = f"({x})"   # `𝓝[≤] f a` is `nhdsWithin (f a) (Set.Iic (f a))`
        out.append(text[last:i])
        out.append(f"(nhdsWithin {x} {pattern.format(x=x)})")
        last = end
        i = text.find(token, end)
    out.append(text[last:])
    return "".join(out)


_KEYWORDS = frozenset({"in", "then", "else", "at", "with", "fun", "λ", "if", "by", "from"})


def _application_end(text: str, start: int) -> int | None:
    """The end of the term at precedence 100 at `start` that Lean reads as an argument at
    100: an application of atoms (identifiers, numerals, bracket groups, each with `⁻¹`
    glued on), ended by anything else after a space; None when it is not of that form (an
    operator at 100 or tighter, a prefix operator, a binder) or ends glued to another token."""
    end = None
    i = start
    while True:
        m = IDENT.match(text, i) or re.compile(r"\d+").match(text, i)
        if m is not None and m.group(0) not in _KEYWORDS:
            j: int | None = m.end()
        elif text.startswith("(", i) or text.startswith("{", i) or text.startswith("⟨", i):
            j = _group_end(text, i)
        else:
            j = None
        if j is None:
            break
        while text.startswith("⁻¹", j) and not text.startswith("⁻¹'", j):
            j += 2
        end = j
        if not re.match(r"$|[\s)\]},⟩]", text[j:j + 1]):
            return None
        k = j
        while k < len(text) and text[k] == " ":
            k += 1
        if k == j:
            break
        i = k
    return end


def _after_application(rest: str) -> bool:
    """Does an argument at 100 end before `rest`: the end, a closing bracket or separator, a
    keyword, or an operator of the formal language (all looser than 100) standing alone (not
    the start of a longer token such as `∘ₖ`)?"""
    from forminv_lean.formalise.infix import BINARY

    rest = rest.lstrip(" ")
    if re.match(r"$|[)\]},⟩|:]|(?:in|then|else|with|at)\b", rest):
        return True
    op = next((b for b in sorted(BINARY, key=len, reverse=True) if rest.startswith(b)), None)
    return op is not None and rest[len(op):len(op) + 1] in ("", " ")


def _applied_constant(n: Notation, index: NameIndex, scope: Scope) -> str | None:
    """`local notation "𝕎" => WittVector p` (Mathlib/RingTheory/WittVector/Defs.lean:64): a
    nullary notation applying one constant to names that are no declarations where it was
    declared (the file's variables, which Lean reads where the notation is used), as
    `WittVector p`, or to holes (`scoped[ComplexConjugate] notation "conj" => starRingEnd _`,
    Mathlib/Algebra/Star/Basic.lean:316: the `_` is kept, for `holes.fill_holes` to fill as
    Lean does or to refuse); None for another notation."""
    m = re.fullmatch(r'(?:scoped(?:\[[\w.]+\])?\s+|local\s+)?notation\s+"([^"\s]+)"\s*=>\s*'
                     r"([\w.']+)((?:\s+[\w']+)+)\s*", " ".join(n.command.split()))
    if n.kind != "notation" or m is None or m.group(1) != n.symbol:
        return None
    where = _declared_in(n)
    full = index.resolve(m.group(2), where, ())
    args = m.group(3).split()
    if not full or len(full) != 1 or any(a != "_" and (not IDENT.fullmatch(a) or
                                                       index.resolve(a, where, ()) != [])
                                         for a in args):
        return None
    _same_where_read(full[0], index, scope)
    return " ".join([printed(full[0]), *args])


def _replace_applied(atom: str, applied: str, text: str) -> str:
    """Every `atom` token replaced by the application: bare where it heads an application or
    stands alone (`𝕎 R` is `WittVector p R`), parenthesised where it is an argument."""
    def one(m: re.Match[str]) -> str:
        before = text[:m.start()].rstrip()
        argument = bool(before) and (before[-1] in ")]}⟩" or bool(re.search(
            rf"[{_REST}]$", before)) and not re.search(r"(?<![\w.])(?:fun|λ|in|then|else)$",
                                                       before))
        return f"({applied})" if argument else applied
    return re.sub(rf"{_TOKEN_START}{re.escape(atom)}(?![{_REST}])", one, text)


#: `prefix:max "#" => f` / `prefix:arg` (scoped or local): `#x` is `f x`, `x` a term at max.
_PREFIX_AT_MAX = re.compile(r'(?:scoped(?:\[[\w.]+\])?\s+|local\s+)?prefix:(?:max|arg)\s+"[^"]+"\s*=>')

#: `scoped notation "𝟙_ " C:arg => MonoidalCategoryStruct.tensorUnit C` (Mathlib/CategoryTheory/
#: Monoidal/Category.lean:123): a token and one argument at `arg` or `max` applied to one
#: constant, read as `prefix:max` is (`_expand_prefix`: an identifier or a bracketed group with
#: nothing glued after it, which Lean reads alike at both levels).
_PREFIX_ARG = re.compile(r'(?:scoped(?:\[[\w.]+\])?\s+|local\s+)?notation\s+"(?P<tok>[^"\s]+)\s*"\s*'
                         r"(?P<var>[^\s:\"]+):(?:max|arg)\s*=>\s*(?P<const>[\w.']+)\s+(?P=var)\s*")

#: `scoped[nonZeroDivisors] notation:9000 M₀ "⁰" => nonZeroDivisors M₀`: a postfix notation
#: applying one constant to its one argument.
_POSTFIX_TIGHT = re.compile(r'(?:scoped(?:\[[\w.]+\])?\s+|local\s+)?notation:(?P<prec>\d+) '
                            r'(?P<var>[^"\s]+) "(?P<tok>[^"\s]+)" => (?P<const>[\w.\']+) (?P=var)')

#: `local postfix:max "⋆" => star`: Lean's `postfix:p op => f` is `notation:p arg:p op => f
#: arg` (lean4 src/Lean/Elab/Mixfix.lean `expandMixfix`; doc/notation.md), read as above.
_POSTFIX_COMMAND = re.compile(r'(?:scoped(?:\[[\w.]+\])?\s+|local\s+)?postfix:(?P<prec>max|\d+) '
                              r'"(?P<tok>[^"\s]+)" => (?P<const>[\w.\']+)')

#: A notation of one atom and no argument (`local notation3 "z" => (2 : Fin 3)`).
_NULLARY = re.compile(r'(?:scoped(?:\[[\w.]+\])?\s+|local\s+)?notation\d*(?::\w+)?\s+"[^"]+"\s*=>.*')

#: A numeral ascribed a `Fin k` type, the whole expansion of a nullary notation.
_FIN_LITERAL = re.compile(r"\(\d+ : Fin \d+\)")

#: What may follow a prefix notation's argument: the end of a term at `max` (a space, a
#: closing bracket, a comma). Anything glued on (`#s.1`, `#αᵒᵖ`, `#(s)⁻¹`) is refused.
_AFTER_ARGUMENT = re.compile(r"$|[\s)\]},⟩]")


#: `scoped[LSeries.notation] notation:max "↗" f:max => fun n : ℕ ↦ (f n : ℂ)` (Mathlib/
#: NumberTheory/LSeries/Basic.lean): a function read as a function of numbers cast to another
#: number type, `↗χ` being `fun n : ℕ ↦ (χ n : ℂ)` (`n` a fresh name: Lean's is hygienic).
_CAST_LAMBDA = re.compile(
    r'(?:scoped(?:\[[\w.]+\])?\s+|local\s+)?notation:max "(?P<tok>[^"\s]+)" (?P<f>\w+):max => '
    r"fun (?P<n>\w+) : (?P<dom>[ℕℤℚℝℂ]) ↦ \((?P=f) (?P=n) : (?P<cod>[ℕℤℚℝℂ])\)")


def _cast_lambda(arg: str, m: re.Match[str], text: str) -> str:
    """`_CAST_LAMBDA`'s right-hand side for the argument `arg`, its bound name fresh in `text`."""
    name = m.group("n")
    while re.search(rf"{_TOKEN_START}{re.escape(name)}(?![{_REST}])", text):
        name += "'"
    return f"(fun {name} : {m.group('dom')} ↦ ({arg} {name} : {m.group('cod')}))"


def _expand_prefix(atom: str, full: str, text: str, longer: list[str],
                   make: Callable[[str], str] | None = None) -> str:
    """`#α` -> `(Cardinal.mk α)` for `scoped prefix:max "#" => Cardinal.mk` (and `prefix:arg`):
    the argument is one term at `max`, an identifier or a bracketed group, and Lean applies
    the constant to it; the result, parenthesised, is again a term at `max` (`#α β` is
    `(#α) β`). Refused when an occurrence has no such argument."""
    out: list[str] = []
    last = 0
    i = text.find(atom)
    while i >= 0:
        if not _token_at(text, i, atom, longer):
            i = text.find(atom, i + 1)
            continue
        start = i + len(atom)
        while start < len(text) and text[start] == " ":
            start += 1
        end = _argument_end(text, start)
        if end is None or not _AFTER_ARGUMENT.match(text, end):
            raise Unresolved(f"scoped notation {atom} without an argument it takes")
        out.append(text[last:i])
        # the argument may hold the notation again (`#{ t : Set α // #t ≤ c }`,
        # Mathlib/SetTheory/Cardinal/Arithmetic.lean:715): read it there too
        arg = _expand_prefix(atom, full, text[start:end], longer, make)
        out.append(make(arg) if make is not None else f"({full} {arg})")
        last = end
        i = text.find(atom, end)
    out.append(text[last:])
    return "".join(out)


def _argument_end(text: str, start: int) -> int | None:
    """The end of an identifier or a balanced `(…)`/`{…}` group at `start` (`#{ x : A // p }`,
    a subtype at max), either after a coercion arrow (`#↥(s⁻¹)`: Lean core's `↑`, `⇑`, `↥`
    take a term at max and are one, as `infix._PREFIX` reads them), or None."""
    if text.startswith(("↥", "↑", "⇑"), start):
        return _argument_end(text, start + 1)
    m = IDENT.match(text, start)
    if m:
        return m.end()
    return _group_end(text, start) if text.startswith(("(", "{"), start) else None


_OPENERS, _CLOSERS = "([{⟨", ")]}⟩"


#: `notation "𝓘(" 𝕜 ", " E ")" => modelWithCornersSelf 𝕜 E`, `"ℍ[" R "]" => Quaternion R`: a
#: token ending in `(` or `[`, argument variables between `","` atoms, the closing bracket, and
#: an expansion that applies one constant to those variables (any order, repeats allowed).
_BRACKETED = re.compile(
    r'(?:scoped(?:\[[\w.]+\])?\s+|local\s+)?notation\d?(?::\w+)?(?:\s*\(priority\s*:=\s*\d+\))?'
    r'\s+"(?P<open>[^"\s]+[(\[])"\s*(?P<vars>[^"\s]+(?:\s*"\s*[,|]\s*"\s*[^"\s]+)*)\s*'
    r'"(?:[)\]]|\]\])"'
    r'(?:\s*"(?P<close>[^"\s]+)")?\s*=>'
    r"\s*(?P<const>[\w.']+)(?:(?P<args>(?:\s+(?:[^\s()]+|\(Fin [^\s()]+\)))+)|"
    r"\s*\((?P<tuple>[^()]+)\))\s*")
#: An argument of a `_BRACKETED` expansion written `(Fin n)` (`SL(n, R)` is
#: `Matrix.SpecialLinearGroup (Fin n) R`): Lean core's `Fin` of the variable.
_FIN_ARG = re.compile(r"\(Fin (?P<var>[^\s()]+)\)")


def _expand_bracketed(text: str, index: NameIndex, active: list[Notation]) -> str:
    """`𝓘(𝕜, E)` -> `(modelWithCornersSelf 𝕜 E)`, `C(X, Y)` -> `(ContinuousMap X Y)`:
    a global or in-effect notation of the `_BRACKETED` shape, expanded at the occurrences with
    its number of arguments (split at the top-level commas of the balanced group). A token
    two such notations of one arity give different constants is left alone (and refused as a
    notation token); so is any occurrence no notation of its arity reads."""
    if "(" not in text and "[" not in text:
        return text
    forms: dict[tuple[str, int, str],
                set[tuple[str, tuple[int, ...], bool, bool, tuple[bool, ...]]]] = {}
    for n in _bracketed_candidates(index, active):
        if n.symbol.split(" ")[0] not in text:
            continue
        m = _BRACKETED.fullmatch(" ".join(n.command.split()))
        if m is None:
            continue
        names = [v.strip() for v in re.split(r'"\s*[,|]\s*"', m.group("vars"))]
        # `notation "J(" a " | " b ")" => jacobiSym a b`: arguments split at `|` instead
        seps = set(re.findall(r'"\s*([,|])\s*"', m.group("vars")))
        if len(seps) > 1:
            continue
        bar = seps == {"|"}
        # `notation3 "s(" x ", " y ")" => Sym2.mk (x, y)` (Mathlib/Data/Sym/Sym2.lean:104):
        # the constant applied to the tuple of the arguments
        tupled = m.group("tuple") is not None
        args = m.group("tuple").split(",") if tupled else \
            re.findall(r"\(Fin [^\s()]+\)|[^\s()]+", m.group("args"))
        args = [a.strip() for a in args]
        # `(Fin n)` (`SL(n, R)`, Mathlib/LinearAlgebra/Matrix/SpecialLinearGroup.lean:70)
        fins = tuple(_FIN_ARG.fullmatch(a) is not None for a in args)
        args = [(f.group("var") if (f := _FIN_ARG.fullmatch(a)) else a) for a in args]
        full = index.resolve(m.group("const"), n.scoped_in or "", ())
        if not full and n.scoped_in is not None:
            # `GLPos` of `scoped[MatrixGroups] … => GLPos (Fin n) R`, declared under `open
            # Matrix`: resolved as written where the notation was declared
            rhs = _rhs_constant(n, m.group("const"), index)
            full = [rhs[1]] if rhs is not None and rhs[1] is not None else full
        if not all(a in names for a in args) or not full or len(full) != 1:
            continue
        forms.setdefault((m.group("open"), len(names), m.group("close") or ""), set()).add(
            (printed(full[0]), tuple(names.index(a) for a in args), tupled, bar, fins))
    for (opener, arity, close), meanings in forms.items():
        if len(meanings) == 1 and not any(
                o == opener and a == arity and c != close for o, a, c in forms):
            const, order, tupled, bar, fins = next(iter(meanings))
            text = _apply_bracketed(text, opener, arity, const, order, tupled, bar,
                                    close=close, fins=fins)
    return text


def _bracketed_candidates(index: NameIndex, active: list[Notation]) -> list[Notation]:
    """The global notations and the scoped/local ones in effect whose first atom opens a
    bracket and whose last closes it."""
    glob = _per_index(_GLOBAL_BRACKETED, index, lambda: [   # the renderer asks per text
        n for n in index.notations if n.scoped_in is None and not n.local and _bracketed(n)])
    return glob + [n for n in active if _bracketed(n)]


def _bracketed(n: Notation) -> bool:
    """Its first atom opens a bracket and its last closes it (`GL( , ) ⁺`: one closing atom
    after the bracket, `_BRACKETED`'s `close`)."""
    atoms = n.symbol.split(" ")
    return atoms[0][-1:] in "([" and (atoms[-1] in (")", "]", "]]") or atoms[-2:-1] == [")"])


def _apply_bracketed(text: str, opener: str, arity: int, const: str,
                     order: tuple[int, ...], tupled: bool = False, bar: bool = False, *,
                     close: str = "", fins: tuple[bool, ...] = ()) -> str:
    """Every `opener a, b)` with `arity` arguments, not inside a longer identifier, replaced
    by `(const x y)` with the arguments in `order` (each parenthesised unless an identifier),
    or `(const (x, y))` when the notation applies the constant to their tuple. With `close`,
    only an occurrence the atom follows (`GL(2, ℝ)⁺`), which the replacement takes; an
    argument marked in `fins` is written `(Fin x)`."""
    out: list[str] = []
    last = 0
    for m in re.finditer(rf"{_TOKEN_START}{re.escape(opener)}", text):
        if m.start() < last or _in_string(text, m.start()):
            continue
        # `[[a, b]]` (`scoped[Interval] notation "[[" a ", " b "]]" => Set.uIcc a b`, Mathlib/
        # Order/Interval/Set/UnorderedInterval.lean): one token `[[` in Lean, closed by `]]`
        double = opener.endswith("[[")
        end = _group_end(text, m.end() - (2 if double else 1))
        if end is None:
            continue
        if double and (text[end - 2:end] != "]]" or _group_end(text, m.end() - 1) != end - 1):
            continue
        if close and not text.startswith(close, end):
            continue
        inner = text[m.end():end - (2 if double else 1)]
        parts = [p.strip() for p in (_top_level_bars(inner) if bar else top_level_commas(inner))]
        if len(parts) != arity or not all(parts) or any(_has_top_cdot(p) for p in parts):
            continue   # `(s(·, t))` is `fun x => s(x, t)`: a bracket added around `·` is not
        out.append(text[last:m.start()])
        if tupled:
            out.append(f"({const} (" + ", ".join(parts[i] for i in order) + "))")
        else:
            out.append(f"({const} " + " ".join(
                f"(Fin {parts[i] if parts[i].isdigit() else _atomic(parts[i])})"
                if k < len(fins) and fins[k] else _atomic(parts[i])
                for k, i in enumerate(order)) + ")")
        last = end + len(close)
    out.append(text[last:])
    return "".join(out)


def _top_level_bars(inner: str) -> list[str]:
    """`inner` split at the `|` outside brackets; a single part where it holds `|x|`, `‖`
    or `||` (a bar that may open an absolute value is not told from a separator here)."""
    if "||" in inner or "‖" in inner or re.search(r"\|\S", inner):
        return [inner]
    out: list[str] = []
    depth, last = 0, 0
    for j, c in enumerate(inner):
        depth += c in "([{⟨"
        depth -= c in ")]}⟩"
        if depth == 0 and c == "|":
            out.append(inner[last:j])
            last = j + 1
    out.append(inner[last:])
    return out


def _has_top_cdot(part: str) -> bool:
    """Does `part` hold a `·` outside brackets (a function of the enclosing parenthesis)?"""
    from forminv_lean.formalise.infix import top_cdot

    return top_cdot(part)


def _group_end(text: str, start: int) -> int | None:
    """Just past the bracket closing the one at `start`, or None."""
    depth = 0
    for j in range(start, len(text)):
        depth += text[j] in _OPENERS
        depth -= text[j] in _CLOSERS
        if depth == 0:
            return j + 1
    return None


def _atomic(arg: str) -> str:
    """An argument as an application's argument: an identifier as it is, else parenthesised."""
    return arg if IDENT.fullmatch(arg) else f"({arg})"


def _expand_global(text: str, index: NameIndex, active: list[Notation]) -> str:
    """The global nullary notations of `category.GLOBAL_NOTATIONS` (`β_`) replaced by their
    constant, where the index records that notation (global, resolving to that constant where
    declared) and no scoped or local notation of the same token is in effect beside it."""
    from forminv_lean.formal.meaning.category import GLOBAL_NOTATIONS

    for atom, const in GLOBAL_NOTATIONS.items():
        if atom not in text:
            continue
        longer = _longer_tokens(index, atom).get(atom, [])
        pattern = rf"{_TOKEN_START}{re.escape(atom)}(?![{_REST}])"
        if not re.search(pattern, text):
            continue
        mine = [n for n in index.notations if n.symbol == atom and n.scoped_in is None
                and not n.local]
        exp = (mine[0].expansion or "").strip() if len(mine) == 1 else ""
        if not IDENT.fullmatch(exp) or any(n.symbol == atom for n in active) or \
                index.resolve(exp, _declared_in(mine[0]), ()) != [const]:
            raise Unresolved(f"notation {atom} is not only {const} here")
        text = _sub_tokens(pattern, const, text, atom, longer)
    return text


#: Global notations (neither scoped nor local: in effect wherever their module is imported) of
#: one constant, which the formal parser does not read itself: symbol -> (the constant, the
#: precedence of a `prefix`, or None for a nullary `notation`).
#: Mathlib/Data/Set/Defs.lean:241 `prefix:100 "𝒫" => powerset` (in `namespace Set`, :188);
#: Mathlib/LinearAlgebra/Matrix/GeneralLinearGroup/Defs.lean:46 `notation "GL" =>
#: GeneralLinearGroup` (in `namespace Matrix`).
GLOBAL_CONSTANT_NOTATIONS: dict[str, tuple[str, int | None]] = {
    "𝒫": ("Set.powerset", 100), "GL": ("Matrix.GeneralLinearGroup", None)}


def _expand_global_constants(text: str, index: NameIndex, scope: Scope,
                             active: list[Notation]) -> str:
    """`𝒫 s` -> `(Set.powerset s)`, `GL n R` -> `Matrix.GeneralLinearGroup n R`: each notation
    of `GLOBAL_CONSTANT_NOTATIONS` whose token the text holds, where the index records it as
    that command (one global record, its module imported here, its right-hand side resolving
    to that constant where declared). Lean's tokenizer then reads the token everywhere, so no
    name is spelt so: with a scoped or local notation of the same token beside it, or a record
    that does not match, the text is refused rather than read one way."""
    for atom, (const, prec) in GLOBAL_CONSTANT_NOTATIONS.items():
        longer = _longer_tokens(index, atom).get(atom, [])
        if atom not in text or not _token_at_some(atom, text, longer):
            continue
        mine = [n for n in index.notations if n.symbol == atom and n.scoped_in is None
                and not n.local]
        if not mine or not any(index.imported(n.module, scope.module) for n in mine):
            continue   # not a token where the statement is read
        if any(n.symbol == atom for n in active):
            raise Unresolved(f"notation {atom} has a scoped or local meaning as well")
        exp = (mine[0].expansion or "").strip()
        if len(mine) != 1 or not IDENT.fullmatch(exp) or \
                index.resolve(exp, _declared_in(mine[0]), ()) != [const]:
            raise Unresolved(f"notation {atom} is not only {const} here")
        text = _expand_global_constant(text, atom, const, prec, longer)
    return text


#: `scoped[Simplicial] notation "⦋" n "⦌" => SimplexCategory.mk n`
#: (Mathlib/AlgebraicTopology/SimplexCategory/Defs.lean:58; `def mk (n : ℕ) : SimplexCategory`
#: at :54 in `namespace SimplexCategory`): the command as the index records it, and the constant.
_SIMPLEX = ('scoped[Simplicial] notation "⦋" n "⦌" => SimplexCategory.mk n', "SimplexCategory.mk")
#: `⦋n⦌` standing alone: not the `_⦋` token of `X _⦋n⦌` (same file, a notation that is no
#: constant), and not followed by a subscript, which `SimplexCategory.Truncated`'s `⦋m, h⦌ₙ`
#: syntax (same file, :187) reads.
_SIMPLEX_USE = re.compile(r"(?<!_)⦋(?P<n>[^⦋⦌]*)⦌(?![\u2080-\u209c\u1d62-\u1d6a])")


def _expand_simplex(text: str, index: NameIndex, active: list[Notation]) -> str:
    """`⦋n⦌` -> `(SimplexCategory.mk (n))` where `Simplicial`'s notation is in effect, its
    record exactly `_SIMPLEX` and its constant resolving where declared; an occurrence of
    another shape (a comma inside, a subscript after, `_⦋`) is left for the parser to refuse."""
    if "⦋" not in text:
        return text
    mine = [n for n in active if n.symbol == "⦋ ⦌"]
    if len(mine) != 1 or " ".join(mine[0].command.split()) != _SIMPLEX[0] or index.resolve(
            _SIMPLEX[1], _declared_in(mine[0]), ()) != [_SIMPLEX[1]]:
        return text

    def one(m: re.Match[str]) -> str:
        arg = m.group("n")
        if not arg.strip() or len(top_level_commas(arg)) != 1:
            return m.group(0)
        return f"({printed(_SIMPLEX[1])} ({arg.strip()}))"

    return _SIMPLEX_USE.sub(one, text)


#: `scoped[Convex] notation (priority := high) "[" x " -[" 𝕜 "] " y "]" => segment 𝕜 x y`
#: (Mathlib/Analysis/Convex/Segment.lean:57; `def segment (x y : E) : Set E` at :48 after
#: `variable (𝕜)`, :45, at the root): the command as the index records it, and the constant.
_SEGMENT = ('scoped[Convex] notation (priority := high) "[" x " -[" 𝕜 "] " y "]" => '
            'segment 𝕜 x y', "segment")
#: `[x -[𝕜] y]` with no bracket inside its three terms (each is `term` at precedence 0, closed
#: by the next atom), the `[` not glued to an identifier or a closing bracket before it.
_SEGMENT_USE = re.compile(rf"(?<![{_REST}\])])\[(?P<x>[^\[\]]+?) -\[(?P<k>[^\[\]]+)\] "
                          r"(?P<y>[^\[\]]+?)\]")


def _expand_segment(text: str, index: NameIndex, active: list[Notation]) -> str:
    """`[x -[𝕜] y]` -> `(segment 𝕜 (x) (y))` where `Convex`'s notation is in effect, its
    record exactly `_SEGMENT` and its constant resolving where declared; any other use of the
    ` -[` atom (a bracket inside) is left for the parser to refuse."""
    if " -[" not in text:
        return text
    mine = [n for n in active if n.symbol == "[ -[ ] ]"]
    if len(mine) != 1 or " ".join(mine[0].command.split()) != _SEGMENT[0] or index.resolve(
            _SEGMENT[1], _declared_in(mine[0]), ()) != [_SEGMENT[1]]:
        return text
    return _SEGMENT_USE.sub(
        lambda m: f"({printed(_SEGMENT[1])} {_grouped(m.group('k').strip())} "
                  f"{_grouped(m.group('x').strip())} {_grouped(m.group('y').strip())})", text)


def _grouped(arg: str) -> str:
    """`_atomic`, keeping an argument that is one bracketed group as it is."""
    return arg if arg[:1] == "(" and _group_end(arg, 0) == len(arg) else _atomic(arg)


#: Global notations whose right-hand side is a constant with every argument but the written one
#: left to instance resolution (`@c C _ … _`), and which the formal language has no reading of:
#: token -> (the notation command as the index records it, the constant, its declared type with
#: `{}` for the argument). The expansion is the constant ascribed that type, which fixes the
#: implicit argument as the `@` form does and leaves the instances to the same resolution.
#: Mathlib/CategoryTheory/Triangulated/Pretriangulated.lean:91 `notation:60 "distTriang " C =>
#: @distinguishedTriangles C _ _ _ _ _ _` (in `namespace CategoryTheory.Pretriangulated`, :84),
#: for the class field `distinguishedTriangles : Set (Triangle C)` (same file, :63, `class
#: Pretriangulated` in `namespace CategoryTheory` with `variable (C : Type u) [Category.{v} C]
#: [HasZeroObject C] [HasShift C ℤ] [Preadditive C]`, :39, and `[∀ n : ℤ, Functor.Additive
#: (shiftFunctor C n)]`, :61: six instance arguments); `structure Triangle` at
#: Mathlib/CategoryTheory/Triangulated/Basic.lean:39 (`namespace CategoryTheory.Pretriangulated`,
#: :27, `variable (C : Type u)`).
GLOBAL_ASCRIBED_NOTATIONS: dict[str, tuple[str, str, str]] = {
    "distTriang": ('notation:60 "distTriang " C => @distinguishedTriangles C _ _ _ _ _ _',
                   "CategoryTheory.Pretriangulated.distinguishedTriangles",
                   "Set (CategoryTheory.Pretriangulated.Triangle {})")}
#: What may follow the argument of such a notation: its argument is `term` at precedence 0
#: (an identifier item without precedence, `expandNotationItemIntoSyntaxItem` in Lean's
#: src/Lean/Elab/Notation.lean), so anything but a closing bracket, `,` or the end would be
#: read as part of it; that text is refused rather than regrouped here.
_ARGUMENT_ENDS = re.compile(r"\s*(?:$|[)\]},⟩])")


def _expand_global_ascribed(text: str, index: NameIndex, scope: Scope,
                            active: list[Notation]) -> str:
    """`T ∈ distTriang C` -> `T ∈ (distinguishedTriangles : Set (Triangle C))` for each entry
    of `GLOBAL_ASCRIBED_NOTATIONS` whose token the text holds as a token, where the index
    records exactly that global command, its module imported here and its constant resolving
    where it was declared; anything else beside the token (another notation of it in effect,
    an argument that is not one identifier or bracketed group ending the term) is refused."""
    for atom, (command, const, ty) in GLOBAL_ASCRIBED_NOTATIONS.items():
        pattern = re.compile(rf"{_TOKEN_START}{re.escape(atom)}(?![{_REST}])")
        if not pattern.search(text):
            continue
        mine = [n for n in index.notations if n.symbol == atom and n.scoped_in is None
                and not n.local]
        if not mine or not any(index.imported(n.module, scope.module) for n in mine):
            continue   # not a token where the statement is read: the name is resolved as such
        if any(n.symbol == atom for n in active):
            raise Unresolved(f"notation {atom} has a scoped or local meaning as well")
        head = _expansion_head((mine[0].expansion or "").strip().lstrip("@"))
        if len(mine) != 1 or " ".join(mine[0].command.split()) != command or index.resolve(
                head, _declared_in(mine[0]), ()) != [const]:
            raise Unresolved(f"notation {atom} is not only {const} here")
        text = _apply_ascribed(text, pattern, atom, const, ty)
    return text


def _apply_ascribed(text: str, pattern: re.Pattern[str], atom: str, const: str,
                    ty: str) -> str:
    """Each `atom ARG` of `text` replaced by `(const : ty[ARG])`; refused where the argument is
    not one identifier or bracketed group followed by the end of the term."""
    out: list[str] = []
    last = 0
    for m in pattern.finditer(text):
        if m.start() < last:
            continue
        i = m.end()
        while i < len(text) and text[i] == " ":
            i += 1
        ident = IDENT.match(text, i)
        end = ident.end() if ident else (_group_end(text, i) if text[i:i + 1] == "(" else None)
        if end is not None and text.startswith("ᵒᵖ", end):
            end += 2   # `distTriang Cᵒᵖ`: `ᵒᵖ` is a trailing notation at max
            # (Mathlib/Data/Opposite.lean:45 `notation:max … α "ᵒᵖ" => Opposite α`)
        if end is None or i == m.end() or not _ARGUMENT_ENDS.match(text, end):
            raise Unresolved(f"notation {atom} with an argument not read here")
        out.append(f"{text[last:m.start()]}({const} : {ty.format(text[i:end])})")
        last = end
    return "".join(out) + text[last:]


def _expand_global_constant(text: str, atom: str, const: str, prec: int | None,
                            longer: list[str]) -> str:
    """One `GLOBAL_CONSTANT_NOTATIONS` entry expanded: a nullary notation is its constant at
    each token standing alone (Lean's tokenizer takes the longest of identifier and token:
    `GLPos` is a name); a `prefix:p` one is `(const x)`, `x` read at level `p`
    (`formalise/infix.py`)."""
    from forminv_lean.formalise.infix import Infix

    if prec is None:
        pattern = rf"{_TOKEN_START}{re.escape(atom)}(?![{_REST}])"
        return _sub_tokens(pattern, printed(const), text, atom, longer)
    try:
        return _expand_infix(text, Infix(atom, printed(const), prec, "n", fixity="prefix"),
                             longer)
    except Unresolved as exc:
        raise Unresolved(str(exc).replace("scoped notation", "notation", 1)) from None


def _category_scoped(text: str, known: set[str], index: NameIndex) -> None:
    """The formal language parses `≫`, `⋙` and `⥤` as the category notations (and `≪` as
    `MeasureTheory`'s): in a text where that scoped notation is not in effect, Lean would not
    read them so, and the text is refused. (`𝟙`/`𝟭` in effect were expanded to their constants above.)"""
    from forminv_lean.formal.meaning.category import SCOPED

    for symbol in sorted((SCOPED | set(PARSER_SCOPED)) - known):
        atom, where = PARSER_SCOPED.get(symbol, (symbol, "CategoryTheory"))
        if atom in text and _token_at_some(atom, text, _longer_tokens(index, atom).get(atom, [])):
            raise Unresolved(f"notation {atom} without `open {where}` in effect")


#: The formal language's own spelling of a type a notation expansion names.
_TYPE_SPELLING = {"ENNReal": "ℝ≥0∞", "NNReal": "ℝ≥0"}


#: Nullary notations whose whole expansion is a typed `⊤` at `WithTop ℕ∞`, spelt as Mathlib
#: spells it (the formal language reads `ℕ∞`, `WithTop`, `⊤` and the type ascriptions):
#: Analysis/Calculus/ContDiff/FTaylorSeries.lean `scoped [ContDiff] notation3 "ω" => (⊤ :
#: WithTop ℕ∞)` and `notation3 "∞" => ((⊤ : ℕ∞) : WithTop ℕ∞)` (the coercion of `ℕ∞`'s `⊤`,
#: not `WithTop`'s: the ascription is kept). `ℕ∞` is the global `notation "ℕ∞" => ENat`
#: (Data/ENat/Defs.lean).
_WITH_TOP_ENAT = re.compile(r"\(\s*⊤\s*:\s*WithTop\s+ℕ∞\s*\)|"
                            r"\(\s*\(\s*⊤\s*:\s*ℕ∞\s*\)\s*:\s*WithTop\s+ℕ∞\s*\)")


def _typed_top(n: Notation, index: NameIndex, scope: Scope) -> str | None:
    """`(⊤ : ℝ≥0∞)` for a nullary notation that is `⊤`/`⊥` at a named type, as Mathlib's
    `scoped[ENNReal] notation "∞" => (⊤ : ENNReal)` (Mathlib/Data/ENNReal/Basic.lean): the
    expansion fixes the type, so the text means `Top.top` at exactly that type. Only a type
    that is one identifier resolving to one declaration and that the formal language spells,
    or ContDiff's `ω`/`∞` at `WithTop ℕ∞` (`_WITH_TOP_ENAT`) where `WithTop` is the root
    `WithTop` both where the notation was declared and where the statement is read."""
    if n.kind not in ("notation", "notation3") or " " in n.symbol.strip():
        return None
    exp = (n.expansion or "").strip()
    if not re.fullmatch(r'(?:scoped\s*(?:\[[\w.]+\])?\s+|local\s+)?notation3?\s+"[^"]+"\s*=>'
                        r"\s*(.*)", " ".join(n.command.split())) or \
            " ".join(n.command.split()).partition("=>")[2].strip() != " ".join(exp.split()):
        return None
    if _WITH_TOP_ENAT.fullmatch(exp):
        if index.resolve("WithTop", _declared_in(n), ()) != ["WithTop"] or \
                lookup("WithTop", index, scope) != ["WithTop"]:
            return None
        return " ".join(exp.split())
    if n.kind != "notation":
        return None
    m = re.fullmatch(r"\(\s*(⊤|⊥)\s*:\s*([\w.']+)\s*\)", exp)
    if not m:
        return None
    full = index.resolve(m.group(2), n.scoped_in or "", ())
    if full != [m.group(2)] or m.group(2) not in _TYPE_SPELLING:
        return None
    return f"({m.group(1)} : {_TYPE_SPELLING[m.group(2)]})"


def _token_at(text: str, i: int, atom: str, longer: list[str]) -> bool:
    """Does Lean's tokenizer read the `atom` at `text[i]` as that token: not inside a longer
    token of `longer` (such as `ℝ≥0∞`), nor inside a string?"""
    covered = any(text.startswith(t, j) and j <= i and i + len(atom) <= j + len(t)
                  for t in longer for j in range(max(0, i - len(t) + len(atom)), i + 1))
    return not covered and not _in_string(text, i)


def _sub_tokens(pattern: str, by: str, text: str, atom: str, longer: list[str]) -> str:
    """`re.sub(pattern, by, text)` at the matches Lean's tokenizer reads as `atom` itself
    (`_token_at`): the `∂` of `∂⁺` (another notation's token) is left alone."""
    return re.sub(pattern, lambda m: by if _token_at(text, m.start(), atom, longer)
                  else m.group(0), text)


def _replace_token(atom: str, by: str, text: str, longer: list[str]) -> str:
    """`text` with every occurrence of `atom` that Lean's tokenizer reads as that token (not
    inside a longer token such as `ℝ≥0∞`, nor inside a string) replaced by `by`."""
    out: list[str] = []
    last = 0
    i = text.find(atom)
    while i >= 0:
        if _token_at(text, i, atom, longer):
            out.append(text[last:i])
            out.append(by)
            last = i + len(atom)
            i = text.find(atom, i + len(atom))
        else:
            i = text.find(atom, i + 1)
    out.append(text[last:])
    return "".join(out)


_ACTIVE: dict[tuple[int, Scope], list[Notation]] = {}
_WORDS: dict[tuple[int, Scope], dict[str, frozenset[str]]] = {}


def _word_atoms(index: NameIndex, scope: Scope) -> dict[str, frozenset[str]]:
    """Word-like atoms of the global and in-effect notations (`MOD` in `a ≡ b [MOD n]`,
    `in` in `∏ x in s, f x`), each with the notation tokens it is part of (`[MOD`): where
    the text has that token, the word is the notation's, not a name."""
    key = (id(index), scope)
    if key not in _WORDS:
        if len(_WORDS) > 4096:
            _WORDS.clear()
        glob = (id(index), Scope("<global>"))
        if glob not in _WORDS:
            _WORDS[glob] = _merge(_words(index, [m for m in index.notations
                                                if m.scoped_in is None and not m.local]),
                                  {"in": frozenset({"in"})})
        _WORDS[key] = _merge(_WORDS[glob], _words(index, _active(index, scope)))
    return _WORDS[key]


def _merge(a: dict[str, frozenset[str]], b: dict[str, frozenset[str]]
           ) -> dict[str, frozenset[str]]:
    return {w: a.get(w, frozenset()) | b.get(w, frozenset()) for w in a.keys() | b.keys()}


def _words(index: NameIndex, notations: list[Notation]) -> dict[str, frozenset[str]]:
    words: dict[str, set[str]] = {}
    for n in notations:
        parts = [a for a in n.symbol.split(" ") if a]
        if len(parts) > 1 or n.kind in ("infix", "infixl", "infixr"):
            for a in parts:
                w = a.strip("[]()")
                if IDENT.fullmatch(w):
                    # a one-letter atom (`C(X, Y)`'s `C`) or a declared name stays a name
                    if len(w) > 1 and not index.declared(w):
                        words.setdefault(w, set()).add(a)
                    continue
                for m in IDENT.finditer(a):   # a word inside a token: `o` in `=o[`
                    words.setdefault(m.group(0), set()).add(a)
    return {w: frozenset(t) for w, t in words.items()}


def _in_token(text: str, start: int, word: str, tokens: frozenset[str]) -> bool:
    """Is the word at `start` part of one of `tokens` there (`Measure` in `Measure[ mα ]`,
    not in `Measure α`)? Lean's tokenizer reads `Measure[` as one token only where the
    bracket follows."""
    for t in tokens:
        k = t.find(word)
        if k >= 0 and start - k >= 0 and text.startswith(t, start - k):
            return True
    return False


#: Identifier-like pieces of the bundled-map arrow tokens the formal language reads itself
#: (`L` in `→L[`, `SL`, `A`), with those tokens.
_BUNDLED_WORDS = tokens_with_words()

#: Notations the formal language's parser reads itself, with the constant they stand for
#: (`n !` is `Nat.factorial n`: Mathlib's `scoped[Nat] notation:10000 n "!"`).
#: `ℝ≥0`/`ℝ≥0∞` are the formal language's own names of `NNReal`/`ENNReal` (scoped notations).
PARSER_NOTATIONS = {"!": "Nat.factorial", "ℝ≥0": "NNReal", "ℝ≥0∞": "ENNReal",
                    "≪": "MeasureTheory.Measure.AbsolutelyContinuous",
                    "~[ ]": "Asymptotics.IsEquivalent", "⋆[ , ]": "MeasureTheory.convolution"}

#: Scoped notations the parser reads whatever the context (`meaning/grammar.lark`): refused
#: where the scope that declares them is not in effect. Notation symbol -> (the token the
#: parser reads, the namespace whose scope declares it).
PARSER_SCOPED = {"≪": ("≪", "MeasureTheory"), "~[ ]": ("~[", "Asymptotics"),
                 "⋆[ , ]": ("⋆[", "Convolution"), "⨁ ,": ("⨁", "DirectSum"),
                 "≤[ ]": ("≤[", "MeasureTheory")}
#: Binder notations the parser reads as Mathlib declares them (symbol -> declaring module),
#: known where in effect: `⨁ i, β i` (`DirectSum`, `meaning/parser.py` `direct_sum`).
PARSER_BINDER_NOTATIONS = {"⨁ ,": "Mathlib.Algebra.DirectSum.Basic"}
#: Notations the parser reads whose expansion is no constant applied (symbol -> the declaring
#: module, the expansion verbatim), known where in effect: `v ≤[i] w` (`meaning/parser.py`
#: `restrict_le_op`; Mathlib/MeasureTheory/VectorMeasure/Basic.lean:712).
PARSER_EXPANSIONS = {"≤[ ]": ("Mathlib.MeasureTheory.VectorMeasure.Basic",
                              "MeasureTheory.VectorMeasure.restrict v i ≤ "
                              "MeasureTheory.VectorMeasure.restrict w i")}


def _expansion_head(expansion: str) -> str:
    """`Nat.factorial n` -> `Nat.factorial`; `card` -> `card`; anything else unchanged
    (then it resolves to nothing and the notation is not taken as known)."""
    m = re.fullmatch(r"([\w.']+)(?:\s+[\w']+)*", expansion.strip())
    return m.group(1) if m else expansion


def _active(index: NameIndex, scope: Scope) -> list[Notation]:
    """The scoped and local notations in effect in `scope` (cached: files share scopes)."""
    key = (id(index), scope)
    if key not in _ACTIVE:
        if len(_ACTIVE) > 4096:
            _ACTIVE.clear()
        by_ns, by_module = _notation_tables(index)
        # `open scoped MonoidalCategory` inside `namespace CategoryTheory` opens the scoped
        # notations of `CategoryTheory.MonoidalCategory`: opened names resolve as `open` does
        opened = set(index.open_namespaces(scope.namespace, scope.notation_opens))
        spaces = opened | {
            ".".join(scope.namespace.split(".")[:i])
            for i in range(1, len(scope.namespace.split(".")) + 1)} if scope.namespace \
            else opened
        found = [n for ns in spaces for n in by_ns.get(ns, [])]
        found = [n for n in found if index.imported(n.module, scope.module)]
        if scope.module is not None:
            found += [n for n in by_module.get(scope.module, [])
                      if scope.local_notations is None
                      or " ".join(n.command.split()) in scope.local_notations]
        order = _notation_order(index)
        _ACTIVE[key] = sorted(found, key=lambda n: order[id(n)])
    return _ACTIVE[key]


_Tables = tuple[dict[str, list[Notation]], dict[str, list[Notation]]]
_TABLES: dict[int, tuple[NameIndex, _Tables]] = {}
_ORDER: dict[int, tuple[NameIndex, dict[int, int]]] = {}
_GLOBAL_BRACKETED: dict[int, tuple[NameIndex, list[Notation]]] = {}
_T = TypeVar("_T")


def _per_index(cache: dict[int, tuple[NameIndex, _T]], index: NameIndex,
               build: Callable[[], _T]) -> _T:
    """`build()` once per index: kept for the last index asked, and held with it, so no later
    index can take its id while it is cached."""
    hit = cache.get(id(index))
    if hit is None or hit[0] is not index:
        cache.clear()
        hit = cache[id(index)] = (index, build())
    return hit[1]


def _notation_order(index: NameIndex) -> dict[int, int]:
    """Each notation's place in the index (by identity), built once per index."""
    return _per_index(_ORDER, index, lambda: {id(n): i for i, n in enumerate(index.notations)})


def _notation_tables(index: NameIndex) -> _Tables:
    """Scoped notations by namespace and local ones by module (built once per index)."""
    def build() -> _Tables:
        by_ns: dict[str, list[Notation]] = {}
        by_module: dict[str, list[Notation]] = {}
        for n in index.notations:
            if n.local:
                by_module.setdefault(n.module, []).append(n)
            elif n.scoped_in is not None:
                by_ns.setdefault(n.scoped_in, []).append(n)
        return by_ns, by_module

    return _per_index(_TABLES, index, build)


def _leading(n: Notation) -> bool:
    """Does the notation start a term (`prefix`, or a `notation` whose first item is its
    token: `scoped prefix:max "#" => Cardinal.mk`) rather than continue one (`infixl:90 " # "
    => Finset.slice`, `notation x "#" => primorial x`)? Lean tries leading parsers where a
    term starts and trailing ones after a term, so only two of one kind compete."""
    if n.kind == "prefix":
        return True
    if n.kind != "notation":
        return False
    body = re.sub(r"^(?:@\[[^\]]*\]\s*)?(?:scoped(?:\s*\[[\w.]+\])?\s+|local\s+)?notation3?"
                  r"(?::\w+)?(?:\s*\(\w+\s*:=\s*[^)]*\))*\s*", "", " ".join(n.command.split()))
    return body.startswith('"')


def _rival_of_ours(atoms: str, active: list[Notation], ours: list[Notation]) -> bool:
    """Is another notation of these atoms in effect, at the same place of a term (`_leading`),
    beside `ours`, the ones the formal language reads as its own constant?"""
    mine = [n for n in ours if n.symbol == atoms]
    return any(_leading(o) == _leading(n) for o in active
               if o.symbol == atoms and o not in mine for n in mine)


def _atoms_occur(atoms: str, text: str, longer: dict[str, list[str]]) -> bool:
    """Do all atoms of a notation occur in the text as tokens? (Lean's tokenizer takes the
    longest token: `∞` inside `ℕ∞` is not the atom `∞`.)"""
    parts = [a for a in atoms.split(" ") if a]
    for a in parts:
        if IDENT.fullmatch(a):
            if not re.search(rf"{_TOKEN_START}{re.escape(a)}(?![{_REST}])", text):
                return False
        elif not _token_at_some(a, text, longer.get(a, [])):
            return False
    return bool(parts)


def _token_at_some(a: str, text: str, longer: list[str]) -> bool:
    i = text.find(a)
    while i >= 0:
        covered = any(text.startswith(t, j) and j <= i and i + len(a) <= j + len(t)
                      for t in longer for j in range(max(0, i - len(t) + len(a)), i + 1))
        if not covered:
            return True
        i = text.find(a, i + 1)
    return False


_LONGER: dict[int, dict[str, list[str]]] = {}


def _longer_tokens(index: NameIndex, atoms: str) -> dict[str, list[str]]:
    """For each atom, the notation tokens that contain it and are longer (`ℕ∞` for `∞`)."""
    table = _LONGER.get(id(index))
    if table is None:
        # (`Type*`/`Sort*` are tokens too: `elab "Sort*" : term`, `elab "Type*" : term`,
        # Mathlib/Tactic/TypeStar.lean:19,25, so the `*` of `{α : Type*}` is no `*` notation's)
        tokens = {a for n in index.notations for a in n.symbol.split(" ") if a} | {
            "ℝ≥0∞", "ℝ≥0", "ℕ∞", "ℕ+", "ℤ√", "Type*", "Sort*"}
        table = {}
        for a in tokens:
            table[a] = sorted(t for t in tokens if a in t and t != a)
        _LONGER.clear()
        _LONGER[id(index)] = table
    return table


def _encloses(ns: str, current: str) -> bool:
    return current == ns or current.startswith(ns + ".")
