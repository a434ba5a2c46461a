"""Mathlib's binder-pattern set-builder `{f x y | (x ∈ s) (y : α)}`, spelled as its macro.

Mathlib/Data/Set/Defs.lean:145-146:

    macro (priority := low) "{" t:term " | " bs:extBinders "}" : term =>
      `({x | ∃ᵉ $bs:extBinders, $t = x})

so `{⁅x, n⁆ | (x ∈ I) (n ∈ N)}` is `{x | ∃ᵉ (x ∈ I) (n ∈ N), ⁅x, n⁆ = x}` with the macro's `x`
hygienic (fresh): written here as a name the statement does not use. The `∃ᵉ` keeps the
binders in their order (`lean_sugar.extended_binders` then spells it one `∃` per binder), and
the equation keeps Lean's direction, `t = x`. The fresh name is left untyped, as the macro
leaves it: the checker types it from the expected type and the equation as it does any
`{x | p}`, and refuses where it cannot.

`extBinders` (Batteries/Util/ExtendedBinder.lean: `syntax extBinder := binderIdent ((" : "
term) <|> binderPred)?`, `extBinders := (ppSpace extBinder) <|> extBinderCollection`, a
collection being parenthesised `extBinder`s) is one bare binder (`k`, `k > 0`, `x ∈ s`,
`x : α`) or a sequence of parenthesised ones. Only a right side of that shape is rewritten; the
other readings of `{… | …}` are left as written:
- `{x | p}`, `{x : α | p}`, `{x ∈ s | p}` (a name, or a name with a type or binder predicate,
  before the bar: Defs.lean's `elabSetBuilder`, and the `Finset` builders that override it);
- `{(m, n) | m * n = 12}`, a right side that is no `extBinders`: the lower-priority pattern
  matching builder (Defs.lean:164, `macroPattSetBuilder`), not read here;
- a left side `t` that is a single name (`{x | (y : α)}` is `setOf`'s; Defs.lean's docstring:
  "If `f x y` is a single identifier, it must be parenthesized").
"""

from __future__ import annotations

import re

from forminv_lean.extract.lean_decl import match_bracket, top_level_offsets
from forminv_lean.formalise.lean_sugar import _EXT_PRED as _PRED

_NAME = r"(?:[^\W\d][\w'₀-₉ᵢ-ᵪ!?]*|_)"
#: One `extBinder`: a name (or `_`), then nothing, ` : T` or a binder predicate `rel e`.
_EXT_BINDER = re.compile(rf"\s*{_NAME}\s*(?:(?::|{'|'.join(map(re.escape, _PRED))})\s*\S.*)?",
                         re.S)
_OPEN, _CLOSE = "([{⟨⟦⦃⁅", ")]}⟩⟧⦄⁆"
_PAIRS = dict(zip(_OPEN, _CLOSE, strict=True))


def spell_image_builders(text: str) -> str:
    """`text` with every `{t | bs}` whose `bs` is an `extBinders` and whose `t` is no binder
    of `setOf`'s builders spelled `{x | ∃ᵉ bs, t = x}` (see the module docstring), innermost
    first; unchanged when there is none. Unbalanced brackets leave the text as it is."""
    if "|" not in text or "{" not in text:
        return text
    fresh = _fresh_name(text)
    start = len(text)
    while True:
        i = text.rfind("{", 0, start)
        if i < 0:
            return text
        start = i
        end = _group_end(text, i)
        if end is None:
            return text
        inner = text[i + 1:end - 1]
        bars = _top_bars(inner)
        if len(bars) != 1:
            continue
        t, bs = inner[:bars[0]].strip(), inner[bars[0] + 1:].strip()
        if not t or not bs or _setof_binder(t) or not _ext_binders(bs):
            continue
        text = f"{text[:i]}{{{fresh} | ∃ᵉ {bs}, {t} = {fresh}}}{text[end:]}"


def _setof_binder(t: str) -> bool:
    """Is the left side `x`, `x : α` or `x pred a` (a name first), `setOf`'s own builders?"""
    if re.fullmatch(rf"{_NAME}(?:\.{_NAME})*", t):
        return True   # one (dotted) identifier: `setOf`'s `{ $x:ident | $p }` parses first
    m = re.match(_NAME, t)
    if m is None:
        return False
    rest = t[m.end():].strip()
    return not rest or rest.startswith(":") and not rest.startswith(":=") or \
        rest.startswith(_PRED)


def _ext_binders(bs: str) -> bool:
    """Is `bs` an `extBinders`: one bare `extBinder`, or only parenthesised ones?"""
    if not bs.startswith("("):
        return _EXT_BINDER.fullmatch(bs) is not None and "," not in bs and "|" not in bs
    j = 0
    while j < len(bs):
        if bs[j] != "(":
            return False
        end = _group_end(bs, j)
        if end is None:
            return False
        group = bs[j + 1:end - 1]
        if _EXT_BINDER.fullmatch(group) is None or _top_bars(group) or \
                _top_commas(group):
            return False
        j = end
        while j < len(bs) and bs[j] == " ":
            j += 1
    return True


def _fresh_name(text: str) -> str:
    """A name the text does not use (the macro's hygienic `x`)."""
    for cand in ("x", "y", "z", "w", "x₀", "y₀", "z₀"):
        if not re.search(rf"(?<![\w'.]){re.escape(cand)}(?![\w'₀-₉])", text):
            return cand
    k = 1
    while re.search(rf"(?<![\w'.])x{k}(?![\w'₀-₉])", text):
        k += 1
    return f"x{k}"


def _group_end(text: str, i: int) -> int | None:
    """The index just past the bracket closing the one at `i` (`lean_decl.match_bracket`),
    None when it is not closed as Lean's brackets nest."""
    try:
        return match_bracket(text, i, _PAIRS) + 1
    except (ValueError, KeyError):
        return None


def _top_bars(inner: str) -> list[int]:
    """Offsets of the `|` at the top level of `inner` (never `||`, `|>`, `<|`); an absolute
    value `|a|` at the top counts too, so a builder holding one is not rewritten."""
    return [j for j in top_level_offsets(inner, _PAIRS) if inner[j] == "|"
            and inner[j + 1:j + 2] not in ("|", ">") and inner[j - 1:j] not in ("|", "<")]


def _top_commas(inner: str) -> bool:
    return any(inner[j] == "," for j in top_level_offsets(inner, _PAIRS))


#: An atom of a side of `h ▸ e`: a (dotted) name, a numeral, or a bracket group (checked
#: balanced by the caller); the sides are atoms separated by spaces (an application).
_SUBST_ATOM = re.compile(r"[^\W\d][\w'.₀-₉ᵢ-ᵪ!?]*|\d+")


def spell_subst_proofs(text: str) -> str:
    """`(h ▸ e)`, a whole parenthesis, written `(by exact h ▸ e)`: the formal language's
    tactic proof, which only a declared proof parameter takes (`resolve.resolve_text`, `
    elaboration.Elaborator.slot_proof`: the parameter's proposition, `signatures_proofs.
    PROOF_SLOTS`, stated from the earlier explicit arguments; any other place refuses it). By
    proof irrelevance the proof's text is no part of the statement's meaning, and a slot
    listed there has a proposition no implicit argument fixed only by the proof's type enters
    (`PROOF_SLOTS`'s docstring), so the `▸` fixes nothing the rendering leaves open (lean4
    src/Lean/Elab/BuiltinNotation.lean `elabSubst`: `tryPostponeIfHasMVars? expectedType?`,
    then the proof elaborated against the slot's type, as `exact` does). Only a parenthesis holding nothing but `a ▸ b [▸ c…]`, each side names,
    numerals and bracket groups applied to each other (no other operator, ascription or
    binder, which could take the `▸` as an operand) is rewritten; every other `▸` is left
    to be refused."""
    if "▸" not in text:
        return text
    out: list[str] = []
    last = 0
    i = 0
    while True:
        i = text.find("(", i)
        if i < 0:
            break
        end = _group_end(text, i)
        if end is None:
            return text
        inner = text[i + 1:end - 1]
        if "▸" in inner and not inner.lstrip().startswith("by ") and _subst_chain(inner):
            out.append(text[last:i])
            out.append(f"(by exact {inner.strip()})")
            last = i = end
            continue
        i += 1
    out.append(text[last:])
    return "".join(out)


def _subst_chain(inner: str) -> bool:
    """Is `inner` `a ▸ b [▸ c…]` at its top level, each side an application of atoms?"""
    sides: list[str] = []
    depth, start = 0, 0
    for j, ch in enumerate(inner):
        depth += ch in _OPEN
        depth -= ch in _CLOSE
        if depth == 0 and ch == "▸":
            sides.append(inner[start:j])
            start = j + 1
    sides.append(inner[start:])
    return len(sides) >= 2 and all(_application(s.strip()) for s in sides)


def _application(side: str) -> bool:
    """Is `side` atoms (`_SUBST_ATOM`, or a balanced bracket group) separated by spaces?"""
    j = 0
    if not side:
        return False
    while j < len(side):
        if side[j] in _OPEN:
            end = _group_end(side, j)
            if end is None:
                return False
            j = end
        else:
            m = _SUBST_ATOM.match(side, j)
            if m is None:
                return False
            j = m.end()
        if j < len(side):
            if side[j] != " ":
                return False
            while j < len(side) and side[j] == " ":
                j += 1
    return True
