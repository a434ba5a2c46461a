"""Lean's leading-dot identifier `.c args`, spelt `T.c args` where its expected type is written
(round 27).

Lean core src/Lean/Elab/App.lean, `elabAppFn` case `` `(.$id:ident) `` calls `resolveDotName id
expectedType?`: it postpones (`tryPostponeIfNoneOrMVar`) while the expected type is unknown,
takes the expected type's result type under its `∀`s (`withForallBody`: `forallTelescope` and
`whnfCore` only, no definition unfolded), and its head constant `T` (`getAppFn`, an error when
the head is not a constant); the name is `T ++ c` when the environment contains it
(`(← getEnv).contains idNew`: a declaration, no alias or `export`). Only when `T.c` is not
declared does it unfold `T` (`unfoldDefinition?`) and try again. Mathlib v4.19.0 relies on the
head being taken first (Mathlib/Algebra/Group/Pointwise/Set/BigOperators.lean:77 `(t := .univ)`
at `t : Set ι` is `Set.univ`, not a name under `Set`'s unfolding `ι → Prop`).

So `.c` is `T.c` when (1) the expected type at that place is the written type whose head
constant is `T`, and (2) `T.c` is declared. This reader spells two places where the expected
type is written text, nothing inferred:

- an ascription `(.c args : T)`: Lean core src/Lean/Elab/BuiltinNotation.lean `elabTypeAscription`
  elaborates `e` against the elaborated `T` (`elabTermEnsuringType e type`);
- the first explicit argument of a binder `f : A → B` applied as `f (.c args)`: `elabAppArgs`
  elaborates an explicit argument against the binder domain of `f`'s (fully known) type, `A`.

`T` is read only from a type whose head this module knows exactly: one of the type symbols
below (`ℝ` is `Real`, …), an identifier the name index resolves to exactly one constant (not a
bound name), or a type built by one of the infix notations below as its outermost operator.
Anything else (a plain `→`, whose result type would be needed; an operator not listed; a
bracketed head; `T.c` not declared, where Lean would unfold `T`) is left as written, and
refused by the reader as before.
"""

from __future__ import annotations

import re
from typing import Any

from forminv_lean.extract.lean_decl import match_bracket, top_level_offsets

#: Type symbols and the constant each stands for (Mathlib v4.19.0).
TYPE_SYMBOLS: dict[str, str] = {
    "ℝ≥0∞": "ENNReal",   # Mathlib/Data/ENNReal/Basic.lean:101 `notation "ℝ≥0∞" => ENNReal`
    "ℝ≥0": "NNReal",     # Mathlib/Data/NNReal/Defs.lean:61 `notation "ℝ≥0" => NNReal`
    "ℝ": "Real",         # Mathlib/Data/Real/Basic.lean:36 `notation "ℝ" => Real`
    "ℂ": "Complex",      # Mathlib/Data/Complex/Basic.lean:34 `notation "ℂ" => Complex`
    "ℕ": "Nat",          # Mathlib/Data/Nat/Notation.lean:13 `notation "ℕ" => Nat`
    "ℤ": "Int",          # Mathlib/Data/Int/Notation.lean:12 `notation "ℤ" => Int`
    "ℚ": "Rat",          # Mathlib/Data/Rat/Init.lean:19 `notation "ℚ" => Rat`
}

#: Infix type notations: token -> (precedence, head constant, alone). `alone`: a `notation:50`
#: whose operands' precedences this reader does not model: read only when it is the type's one
#: operator. A bracketed token (`→ₗ[`) takes its `[…]` group with it.
INFIX_TYPES: dict[str, tuple[int, str, bool]] = {
    "⊕": (30, "Sum", False),        # Lean core src/Init/Core.lean `infixr:30 " ⊕ " => Sum`
    "×": (35, "Prod", False),       # Lean core src/Init/Notation.lean `infixr:35 " × " => Prod`
    "↪": (25, "Function.Embedding", False),  # Mathlib/Logic/Embedding/Basic.lean:27
    "→ₗ[": (25, "LinearMap", False),         # Mathlib/Algebra/Module/LinearMap/Defs.lean:95
    "→L[": (25, "ContinuousLinearMap", False),  # Mathlib/Topology/Algebra/Module/LinearMap.lean:42
    "→ₐ[": (25, "AlgHom", False),            # Mathlib/Algebra/Algebra/Hom.lean:37
    "→+*": (25, "RingHom", False),           # Mathlib/Algebra/Ring/Hom/Defs.lean:294
    "→*": (25, "MonoidHom", False),          # Mathlib/Algebra/Group/Hom/Defs.lean:358
    "→+": (25, "AddMonoidHom", False),       # Mathlib/Algebra/Group/Hom/Defs.lean:147
    "≃": (25, "Equiv", False),               # Mathlib/Logic/Equiv/Defs.lean:71 `infixl:25`
    "≃r": (25, "RelIso", False),             # Mathlib/Order/RelIso/Basic.lean:514 `infixl:25`
    "≃ₐ[": (50, "AlgEquiv", True),           # Mathlib/Algebra/Algebra/Equiv.lean:38 `notation:50`
    "≃ₗ[": (50, "LinearEquiv", True),        # Mathlib/Algebra/Module/Equiv/Defs.lean:74
    "→g": (50, "SimpleGraph.Hom", True),     # Mathlib/Combinatorics/SimpleGraph/Maps.lean:219
}

_OPEN = "([{⟨⦃"
_CLOSE = ")]}⟩⦄"
_PAIRS = dict(zip(_OPEN, _CLOSE, strict=True))
_IDENT = re.compile(r"[^\W\d][\w'!?₀-₉ₐ-ₜᵢ-ᵪ]*(?:\.[^\W\d][\w'!?₀-₉ₐ-ₜᵢ-ᵪ]*)*")
_NUM = re.compile(r"\d+")
#: A leading-dot identifier: `.c` not after a word, a closing bracket or another dot.
_DOT = re.compile(r"(?<!\|>)(?<![\w'!?₀-₉ₐ-ₜᵢ-ᵪ.)\]}⟩⦄])\.([^\W\d][\w'!?₀-₉ₐ-ₜᵢ-ᵪ]*)")
_BINDING = re.compile(r"(?:fun|λ|∀|∃|∃!|∑|∏|⋃|⋂|⨆|⨅|∫|let|have|obtain)\b|[∀∃∑∏⋃⋂⨆⨅λ∫]")


def _close(text: str, i: int) -> int | None:
    """The index of the bracket closing the one at `i` (`lean_decl.match_bracket`), None when
    it is not closed as Lean's brackets nest."""
    try:
        return match_bracket(text, i, _PAIRS)
    except (ValueError, KeyError):
        return None


def _tokens(ty: str) -> list[tuple[str, str]] | None:
    """`ty` at its top level as (kind, text): `op`, `sym`, `id`, `num`, `group`; None when
    anything else (an arrow, an operator not listed, `fun`) is at its top level."""
    out: list[tuple[str, str]] = []
    ops = sorted(INFIX_TYPES, key=len, reverse=True)
    syms = sorted(TYPE_SYMBOLS, key=len, reverse=True)
    i = 0
    while i < len(ty):
        c = ty[i]
        if c.isspace():
            i += 1
            continue
        if c in _OPEN:
            j = _close(ty, i)
            if j is None:
                return None
            out.append(("group", ty[i:j + 1]))
            i = j + 1
            continue
        op = next((o for o in ops if ty.startswith(o, i)), None)
        if op is not None:
            end = i + len(op)
            if op.endswith("["):
                j = _close(ty, end - 1)
                if j is None:
                    return None
                end = j + 1
            elif end < len(ty) and not ty[end].isspace():
                return None   # `×ˢ`, `⊕'`, `≃o`: another token
            out.append(("op", op))
            i = end
            continue
        sym = next((s for s in syms if ty.startswith(s, i)), None)
        if sym is not None and not (m := _IDENT.match(ty, i)) or sym is not None and m and \
                len(m.group()) <= len(sym):
            out.append(("sym", sym))
            i += len(sym)
            continue
        if (m := _IDENT.match(ty, i)) is not None:
            if m.group() in ("fun", "if", "let", "have", "show", "match", "by", "Type", "Sort",
                             "Prop"):
                return None
            out.append(("id", m.group()))
            i = m.end()
            continue
        if (m := _NUM.match(ty, i)) is not None:
            out.append(("num", m.group()))
            i = m.end()
            continue
        return None
    return out


def type_head(ty: str, index: Any, scope: Any, bound: set[str]) -> str | None:
    """The head constant of the written type `ty` (its full name), or None when not known."""
    from forminv_lean.formalise.resolve import lookup

    toks = _tokens(ty.strip())
    if not toks:
        return None
    ops = [t for k, t in toks if k == "op"]
    if ops:
        low = min(INFIX_TYPES[o][0] for o in ops)
        lows = {o for o in ops if INFIX_TYPES[o][0] == low}
        if len(lows) != 1:
            return None
        (op,) = lows
        if len(ops) != 1 and any(INFIX_TYPES[o][2] for o in ops):
            return None   # a `notation:50` beside another operator: precedences not modelled
        if toks[0][0] == "op" or toks[-1][0] == "op":
            return None
        return INFIX_TYPES[op][1]
    kind, head = toks[0]
    if kind == "sym":
        return TYPE_SYMBOLS[head] if len(toks) == 1 else None
    if kind != "id" or head in bound or head.split(".")[0] in bound:
        return None
    cands = lookup(head, index, scope)
    return cands[0] if cands is not None and len(cands) == 1 else None


def _qualified(head: str | None, field: str, index: Any, scope: Any) -> str | None:
    """`head.field` when it is declared and the reader resolves it to itself."""
    from forminv_lean.formalise.resolve import lookup

    if head is None:
        return None
    name = f"{head}.{field}"
    if not index.declared(name):
        return None
    return name if lookup(name, index, scope) == [name] else None


def _top_colon(inner: str) -> int | None:
    """The top-level ` : ` of an ascription's inside (not `:=`), or None."""
    for j in top_level_offsets(inner, _PAIRS):
        if inner[j] == ":" and inner[j + 1:j + 2] not in ("=", ":") and \
                (j == 0 or inner[j - 1] != ":"):
            return j
    return None


def _domain(ty: str) -> str | None:
    """`A` of a binder type `A → B` (the first top-level `→`), or None."""
    for j in top_level_offsets(ty, _PAIRS):
        if ty[j] == "→" and ty[j - 1:j].isspace() and ty[j + 1:j + 2].isspace():
            # a plain arrow only: `φ : A →* B` applies through a coercion (not read here)
            a = ty[:j].strip()
            return a if a and not a.startswith(("∀", "{", "[", "⦃")) else None
    return None


def _rebinds(text: str, name: str) -> bool:
    """Does `text` bind `name` again (a `fun`, `∀`, `∃`, a big operator, `let`)?"""
    for m in _BINDING.finditer(text):
        stop = re.compile(r",|↦|=>|\bin\b|:=").search(text, m.end())
        seg = text[m.end(): stop.start() if stop else len(text)]
        if re.search(rf"(?<![\w.']){re.escape(name)}(?![\w'])", seg):
            return True
    # a set-builder `{f | …}` / `{f : α | …}` binds `f` too
    return re.search(rf"\{{\s*{re.escape(name)}\s*[:|]", text) is not None


#: Where a relation's side starts / ends at the top of a proposition.
_SIDE_START = re.compile(r"(?:^|[(,:]|∧|∨|↔|¬|→|↦|=>)\s*$")
_SIDE_END = re.compile(r"\s*(?:$|[),]|∧|∨|↔|→)")
#: A `.c` application's arguments: atoms only (a binder name, a numeral, a bracketed group is
#: not taken: nothing but names).
_ARGS = re.compile(r"(?:\s+[^\W\d][\w'₀-₉ₐ-ₜᵢ-ᵪ]*)*")


def _related_variable(text: str, m: re.Match[str], types: dict[str, str],
                      bound: set[str]) -> str | None:
    """The binder `x` when the `.c args` at `m` is one side of `x = .c args`, `.c args = x`
    (or `≠`), both sides whole at the top of a proposition; None otherwise.

    Lean core src/Lean/Elab/Extra.lean `elabBinRelCore` (`=`, `≠` are `binrel%`): `toTree`
    elaborates each leaf with no expected type (`elabTerm s none`), so `.c args` postpones
    (`tryPostponeIfNoneOrMVar`) as a metavariable of unknown type; `analyze` takes the one
    known leaf type, `x`'s `T`, as the maximum, and `applyCoe` unifies the postponed leaf's
    type with it; the postponed `.c args` resumes with expected type `T`."""
    args = _ARGS.match(text, m.end())
    end = args.end() if args else m.end()
    after = re.match(r"\s*(=|≠)\s*([^\W\d][\w'₀-₉ₐ-ₜᵢ-ᵪ]*)", text[end:])
    if after is not None:   # `.c args = x`
        x, stop = after.group(2), end + after.end()
        if not _SIDE_START.search(text[:m.start()]) or not _SIDE_END.match(text, stop):
            return None
    else:                   # `x = .c args`
        before = re.search(r"(?<![\w.'!?₀-₉ₐ-ₜᵢ-ᵪ@])([^\W\d][\w'₀-₉ₐ-ₜᵢ-ᵪ]*)\s*(=|≠)\s*$",
                           text[:m.start()])
        if before is None or not _SIDE_START.search(text[:before.start()]) or \
                not _SIDE_END.match(text, end):
            return None
        x = before.group(1)
    if x not in types or x not in bound or _rebinds(text, x):
        return None
    return x


def spell_leading_dots(text: str, index: Any, scope: Any, bound: set[str],
                       types: dict[str, str]) -> str:
    """`text` with each leading-dot identifier whose expected type is written spelt `T.c`.

    `types`: the binders' written types by name (the functions `f : A → B` applied to it)."""
    if index is None or "." not in text:
        return text
    out: list[str] = []
    last = 0
    for m in _DOT.finditer(text):
        name = _spelt(text, m, index, scope, bound, types)
        if name is not None:
            out.append(text[last:m.start()])
            out.append(name)
            last = m.end()
    return "".join(out) + text[last:] if out else text


def _spelt(text: str, m: re.Match[str], index: Any, scope: Any, bound: set[str],
           types: dict[str, str]) -> str | None:
    field, i = m.group(1), m.start()
    # `(.c args : T)`
    if i > 0 and text[i - 1] == "(":
        j = _close(text, i - 1)
        if j is not None:
            inner = text[i:j]
            k = _top_colon(inner)
            if k is not None:
                if _BINDING.search(inner[:k]) or "fun" in inner[:k].split():
                    return None   # `(.c fun x : α => …)`: that `:` is the binder's
                return _qualified(type_head(inner[k + 1:], index, scope, bound), field,
                                  index, scope)
    # `x = .c args` / `.c args = x` (also `≠`) with `x` a binder of written type `T`
    if (side := _related_variable(text, m, types, bound)) is not None:
        return _qualified(type_head(types[side], index, scope, bound), field, index, scope)
    # `f (.c args)` with `f : A → B` a binder, `f` at the head of its application
    if i > 0 and text[i - 1] == "(":
        before = text[:i - 1].rstrip()
        fm = re.search(r"(?<![\w.'!?₀-₉ₐ-ₜᵢ-ᵪ@])([^\W\d][\w'₀-₉ₐ-ₜᵢ-ᵪ]*)$", before)
        if fm is None or fm.group(1) not in types or fm.group(1) not in bound:
            return None
        f = fm.group(1)
        pre = before[:fm.start()].rstrip()
        if pre and not re.search(r"(?:[(,=≠≤<≥>]|↦|=>|∧|∨|↔|¬)$", pre):
            return None
        if _rebinds(text, f):
            return None
        dom = _domain(types[f])
        if dom is None:
            return None
        return _qualified(type_head(dom, index, scope, bound), field, index, scope)
    return None
