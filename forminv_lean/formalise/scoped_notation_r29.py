"""Three kinds of scoped notation read where their namespace is opened (round 29).

Each is taken from the notation's one record in the index (`../shared/external/mathlib/
notations.jsonl`) and only where `resolve._active` lists that record as in effect (its
namespace opened, or enclosing, in the row's context lines, its module imported):

- A numeral alias of another notation of the same file (`NUMERAL_ALIAS`): Mathlib/SetTheory/
  Cardinal/Aleph.lean:355 `scoped notation "ℵ₁" => ℵ_ 1` beside :352 `scoped notation "ℵ_ "
  => aleph` (both in `namespace Cardinal`), and :194 `scoped notation "ω₁" => ω_ 1` beside :191
  `scoped notation "ω_ " => omega` (`namespace Ordinal`). The token is `(C n)`, `C` the
  constant the other notation's right-hand side resolves to where it was declared (`def aleph
  : Ordinal ↪o Cardinal` :348, `def omega : Ordinal ↪o Ordinal` :187, whose numeral argument
  is therefore an `Ordinal`).
- The uniform-convergence arrows (`ARROWS`): Mathlib/Topology/UniformSpace/
  UniformConvergenceTopology.lean:152 `scoped[UniformConvergence] notation:25 α " →ᵤ " β:0 =>
  UniformFun α β` and :154 `… α " →ᵤ[" 𝔖 "] " β:0 => UniformOnFun α β 𝔖` (`def UniformFun (α
  β : Type*)` :138, `def UniformOnFun (α β : Type*) (_ : Set (Set α))` :146, at the root). Their
  right side is a term at level 0 (a `notation` item without a level, lean4 src/Lean/Elab/
  Notation.lean `expandNotationItemIntoSyntaxItem`), so it runs to the first `,` or `:` outside
  brackets or to the end of the enclosing group. The left side is read only where it is one
  identifier standing at the start of its group, after the group's top-level ` : `, or after
  ` → ` (`X → ι →ᵤ α`: the arrow's right side is read at 25, the notation's own level, so the
  notation is taken inside it). Any other use is left as written (and refused as the scoped
  notation it is).
- The right actions (`RIGHT_ACTIONS`): Mathlib/Algebra/Group/Action/Opposite.lean:82
  `scoped notation3:74 r:75 " •> " m:74 => r • m` and :87 `scoped notation3:73 m:73 " <• "
  r:74 => MulOpposite.op r • m` (`namespace RightActions`). Their operand levels are those of
  `infixr:74` and `infixl:73` (lean4 src/Lean/Elab/Mixfix.lean), read by `infix.expand_infix`
  with Lean's levels; each use is printed as its right-hand side.

- A file's `local` type notation over one of its variables (`LOCAL_TYPES`): Mathlib/Analysis/
  BoxIntegral/Basic.lean:69 `local notation "ℝⁿ" => ι → ℝ`, below `variable {ι : Type u}` :64.
  Lean reads the variable of a local notation's right-hand side where the notation is used
  (`resolve.Scope.variables`), so `ℝⁿ` is `(ι → ℝ)` wherever `ι` is a variable in effect;
  elsewhere it is refused.

- The real model spaces, where each use is a parenthesis' whole content with one identifier or
  numeral argument (`PAREN_PREFIX`): Mathlib/Geometry/Manifold/Instances/Real.lean:225-228
  `scoped[Manifold] notation3 "𝓡 " n => (modelWithCornersSelf ℝ (EuclideanSpace ℝ (Fin n)) :
  ModelWithCorners ℝ (EuclideanSpace ℝ (Fin n)) (EuclideanSpace ℝ (Fin n)))` and :231-234
  `notation3 "𝓡∂ " n => (modelWithCornersEuclideanHalfSpace n : ModelWithCorners ℝ
  (EuclideanSpace ℝ (Fin n)) (EuclideanHalfSpace n))`; `def EuclideanHalfSpace` :54, `def
  modelWithCornersEuclideanHalfSpace` :173, `structure ModelWithCorners` and `def
  modelWithCornersSelf` Mathlib/Geometry/Manifold/IsManifold/Basic.lean:151, :163, `abbrev
  EuclideanSpace` Mathlib/Analysis/InnerProductSpace/PiL2.lean:104, all at the root. In
  `(𝓡 n)` the argument ends at the bracket whatever level the item `n` is read at.

Besides, a scoped or local infix notation of one constant whose text the infix reader cannot
read as a whole (another notation's token beside it, a binder around it) is still read where
each use is the whole content of a parenthesis with one identifier on each side (`(κ ⊗ₖ η) a
s`): there no operator around the use can take an operand, whatever its level
(`parenthesised_uses`). Any other use refuses the text as before.

The commands are compared with the index's record (whitespace collapsed); a record that differs,
a second notation of the token in effect, or a global one of the same token refuses the text.
"""

from __future__ import annotations

import re
from functools import partial
from typing import TYPE_CHECKING

from forminv_lean.extract.lean_decl import OPEN_CLOSE, match_bracket, top_level_offsets

if TYPE_CHECKING:
    from forminv_lean.formalise.infix import Infix
    from forminv_lean.formalise.name_index import NameIndex, Notation
    from forminv_lean.formalise.resolve import Scope

#: token -> (module, the alias's command, the aliased notation's command, the constant that
#: notation's right-hand side resolves to where declared, the numeral).
NUMERAL_ALIAS: dict[str, tuple[str, str, str, str, str]] = {
    "ℵ₁": ("Mathlib.SetTheory.Cardinal.Aleph", 'scoped notation "ℵ₁" => ℵ_ 1',
           'scoped notation "ℵ_ " => aleph', "Cardinal.aleph", "1"),
    "ω₁": ("Mathlib.SetTheory.Cardinal.Aleph", 'scoped notation "ω₁" => ω_ 1',
           'scoped notation "ω_ " => omega', "Ordinal.omega", "1"),
}

_UC = "Mathlib.Topology.UniformSpace.UniformConvergenceTopology"
#: record symbol -> (module, command, constant): the arrows' records.
ARROWS: dict[str, tuple[str, str, str]] = {
    "→ᵤ": (_UC, 'scoped[UniformConvergence] notation:25 α " →ᵤ " β:0 => UniformFun α β',
           "UniformFun"),
    "→ᵤ[ ]": (_UC, 'scoped[UniformConvergence] notation:25 α " →ᵤ[" 𝔖 "] " β:0 => '
              'UniformOnFun α β 𝔖', "UniformOnFun"),
}

#: token -> (module, command, the use spelled, the file variables it reads).
LOCAL_TYPES: dict[str, tuple[str, str, str, tuple[str, ...]]] = {
    "ℝⁿ": ("Mathlib.Analysis.BoxIntegral.Basic", 'local notation "ℝⁿ" => ι → ℝ', "(ι → ℝ)",
           ("ι",)),
}

_MANIFOLD = "Mathlib.Geometry.Manifold.Instances.Real"
#: token -> (module, command, the use spelled with `{n}` its argument, the constants it names
#: (each resolving to itself where the notation was declared and where it is read)).
PAREN_PREFIX: dict[str, tuple[str, str, str, tuple[str, ...]]] = {
    "𝓡": (_MANIFOLD, 'scoped[Manifold] notation3 "𝓡 " n => (modelWithCornersSelf ℝ (EuclideanSpace '
          'ℝ (Fin n)) : ModelWithCorners ℝ (EuclideanSpace ℝ (Fin n)) (EuclideanSpace ℝ (Fin n)))',
          "(modelWithCornersSelf ℝ (EuclideanSpace ℝ (Fin {n})) : ModelWithCorners ℝ "
          "(EuclideanSpace ℝ (Fin {n})) (EuclideanSpace ℝ (Fin {n})))",
          ("modelWithCornersSelf", "EuclideanSpace", "ModelWithCorners")),
    "𝓡∂": (_MANIFOLD, 'scoped[Manifold] notation3 "𝓡∂ " n => (modelWithCornersEuclideanHalfSpace n '
           ': ModelWithCorners ℝ (EuclideanSpace ℝ (Fin n)) (EuclideanHalfSpace n))',
           "(modelWithCornersEuclideanHalfSpace {n} : ModelWithCorners ℝ (EuclideanSpace ℝ "
           "(Fin {n})) (EuclideanHalfSpace {n}))",
           ("modelWithCornersEuclideanHalfSpace", "ModelWithCorners", "EuclideanSpace",
            "EuclideanHalfSpace")),
}

_RA = "Mathlib.Algebra.Group.Action.Opposite"
#: token -> (module, command, precedence, associativity, the printed use with `{a}`/`{b}` the
#: left/right operands, the constant it names besides `•`).
RIGHT_ACTIONS: dict[str, tuple[str, str, int, str, str, str]] = {
    "•>": (_RA, 'scoped notation3:74 r:75 " •> " m:74 => r • m', 74, "r", "({a} • {b})", ""),
    "<•": (_RA, 'scoped notation3:73 m:73 " <• " r:74 => MulOpposite.op r • m', 73, "l",
           "(MulOpposite.op {b} • {a})", "MulOpposite.op"),
}

#: Words that end a term at level 0 or make its extent one this reader does not follow.
_STOP_WORDS = re.compile(r"(?<![\w'.])(?:then|else|with|in|fun|λ|at|from|do)(?![\w'])")
_IDENT = r"[^\W\d][\w'₀-₉ₐ-ₜᵢ-ᵪ!?]*"


class ScopedR29Refusal(Exception):
    """A listed notation in effect whose record or reading here is not the one listed."""


def _record(symbol: str, module: str, command: str, active: list[Notation],
            index: NameIndex, scope: Scope) -> Notation | None:
    """The one record of `symbol` in effect, when it is the listed one; None when no record of
    it is in effect (the token is no notation here). Raises where two are, or it differs."""
    from forminv_lean.formalise.resolve import _global_symbols

    mine = [n for n in active if n.symbol == symbol]
    if not mine:
        return None
    if len(mine) != 1 or symbol in _global_symbols(index, scope.module):
        raise ScopedR29Refusal(f"{symbol} has more than one meaning here")
    n = mine[0]
    if n.module != module or " ".join(n.command.split()) != command:
        raise ScopedR29Refusal(f"{symbol} is recorded as another notation")
    return n


def _constant(n: Notation, written: str, full: str, index: NameIndex, scope: Scope) -> str:
    """The printed name of the constant `written` in `n`'s right-hand side, which must resolve
    to `full` where `n` was declared and, printed, to the same declaration here (the check
    round 28's global notations make: `global_infix_r28.resolved_constant`)."""
    from forminv_lean.formalise.global_infix_r28 import resolved_constant

    return resolved_constant(n, written, full, index, scope, ScopedR29Refusal)


def expand_scoped_r29(text: str, index: NameIndex, scope: Scope,
                      active: list[Notation]) -> str:
    """`text` with the notations of the module docstring spelled as their right-hand sides."""
    text = _numeral_aliases(text, index, scope, active)
    text = _local_types(text, index, scope, active)
    text = _paren_prefixes(text, index, scope, active)
    text = _arrows(text, index, scope, active)
    return _right_actions(text, index, scope, active)


# -- numeral aliases ---------------------------------------------------------------------

def _numeral_aliases(text: str, index: NameIndex, scope: Scope, active: list[Notation]) -> str:
    from forminv_lean.formalise.resolve import _TOKEN_START, _longer_tokens, _replace_token

    for token, (module, command, target, full, numeral) in NUMERAL_ALIAS.items():
        if token not in text or not re.search(rf"{_TOKEN_START}{re.escape(token)}", text):
            continue
        alias = _record(token, module, command, active, index, scope)
        if alias is None:
            continue
        aliased = target.split('"')[1].strip()
        other = _record(aliased, module, target, active, index, scope)
        if other is None:   # (both are scoped to one namespace: never one without the other)
            raise ScopedR29Refusal(f"{token} without the notation {aliased} it names")
        written = target.split("=>")[1].strip()
        printed = _constant(other, written, full, index, scope)
        text = _replace_token(token, f"({printed} {numeral})", text,
                              _longer_tokens(index, token).get(token, []))
    return text


# -- local type notations over a file's variables ------------------------------------------

def _local_types(text: str, index: NameIndex, scope: Scope, active: list[Notation]) -> str:
    from forminv_lean.formalise.resolve import _TOKEN_START, _longer_tokens, _replace_token

    for token, (module, command, spelled, variables) in LOCAL_TYPES.items():
        if token not in text or not re.search(rf"{_TOKEN_START}{re.escape(token)}", text):
            continue
        if _record(token, module, command, active, index, scope) is None:
            continue
        if scope.variables is None or any(v not in scope.variables for v in variables):
            raise ScopedR29Refusal(f"{token} without the variables {', '.join(variables)} "
                                   "it reads")
        text = _replace_token(token, spelled, text, _longer_tokens(index, token).get(token, []))
    return text


# -- prefix notations read in their parenthesis -------------------------------------------

def _paren_prefixes(text: str, index: NameIndex, scope: Scope, active: list[Notation]) -> str:
    from forminv_lean.formalise.resolve import IDENT, _longer_tokens, _token_at_some

    for token, (module, command, spelled, consts) in PAREN_PREFIX.items():
        if token not in text:
            continue
        n = _record(token, module, command, active, index, scope)
        if n is None:
            continue
        for const in consts:
            _constant(n, const, const, index, scope)
        use = re.compile(rf"\({re.escape(token)} (?P<n>{IDENT.pattern}|\d+)\)")
        out = use.sub(partial(_spell_prefix, spelled=spelled), text)
        if not _token_at_some(token, out, _longer_tokens(index, token).get(token, [])):
            text = out   # (else left as written: refused as the notation)
    return text


def _spell_prefix(m: re.Match[str], spelled: str) -> str:
    return spelled.format(n=m.group("n"))


# -- the uniform-convergence arrows -------------------------------------------------------

_ARROW = re.compile(r"→ᵤ(?:\[|(?=\s))")


def _arrows(text: str, index: NameIndex, scope: Scope, active: list[Notation]) -> str:
    if "→ᵤ" not in text:
        return text
    printed: dict[str, str] = {}
    for symbol, (module, command, const) in ARROWS.items():
        n = _record(symbol, module, command, active, index, scope)
        if n is not None:
            printed[symbol] = _constant(n, const, const, index, scope)
    if not printed:
        return text
    return _arrows_in(text, printed)


def _arrows_in(text: str, printed: dict[str, str]) -> str:
    """Each readable use in `text` and in every bracket group inside it (innermost first)."""
    out: list[str] = []
    last = 0
    tops = set(top_level_offsets(text, OPEN_CLOSE))
    i = 0
    while i < len(text):
        if text[i] in OPEN_CLOSE and i not in tops:
            try:
                close = match_bracket(text, i)
            except ValueError:
                return text
            out.append(text[last:i + 1])
            out.append(_arrows_in(text[i + 1:close], printed))
            last = close
            i = close + 1
            continue
        i += 1
    out.append(text[last:])
    return _arrow_at_top("".join(out), printed)


def _arrow_at_top(text: str, printed: dict[str, str]) -> str:
    """The one use of an arrow outside brackets in `text` (a group's content), spelled."""
    tops = set(top_level_offsets(text, OPEN_CLOSE))
    uses = [m for m in _ARROW.finditer(text) if m.start() in tops]
    if len(uses) != 1:
        return text   # none here, or two (left as written: refused as the notation)
    m = uses[0]
    before = re.search(rf"(?:^|(?<=\s))({_IDENT})\s*$", text[:m.start()])
    if before is None:
        return text
    lead = text[:before.start(1)]
    if lead.strip() and not re.search(r"(?:^|\s)(?::|→)\s*$", lead):
        return text
    if lead.strip().endswith(":") and [
            j for j in top_level_offsets(lead, OPEN_CLOSE) if lead[j] == ":"] != [
            len(lead.rstrip()) - 1]:
        return text   # the ` : ` is not the group's one top-level colon
    symbol, start = ("→ᵤ", m.end())
    index_set = ""
    if text[m.start():m.end()].endswith("["):
        symbol = "→ᵤ[ ]"
        close = match_bracket(text, m.end() - 1)
        index_set = text[m.end():close].strip()
        start = close + 1
        if not index_set:
            return text
    if symbol not in printed:
        return text
    end = len(text)
    stops = [j for j in top_level_offsets(text[start:], OPEN_CLOSE) if text[start + j] in ",:|"]
    if stops:
        end = start + stops[0]
        if text[end] != "," or text.startswith(":=", end):
            return text
    rhs = text[start:end].strip()
    if not rhs or _STOP_WORDS.search(rhs) or "→ᵤ" in rhs:
        return text
    lhs = before.group(1)
    args = f"{lhs} {_atom(rhs)}" + (f" {_atom(index_set)}" if index_set else "")
    spelled = f"({printed[symbol]} {args})"
    return f"{lead}{spelled}{text[end:]}" if end < len(text) else f"{lead}{spelled}"


def _atom(arg: str) -> str:
    return arg if re.fullmatch(_IDENT, arg) else f"({arg})"


# -- the right actions ---------------------------------------------------------------------

def _right_actions(text: str, index: NameIndex, scope: Scope, active: list[Notation]) -> str:
    from forminv_lean.formalise.infix import Infix, InfixError, expand_infix
    from forminv_lean.formalise.resolve import _atoms_occur, _longer_tokens

    for token, (module, command, prec, assoc, template, const) in RIGHT_ACTIONS.items():
        if token not in text or not _atoms_occur(token, text, _longer_tokens(index, token)):
            continue
        n = _record(token, module, command, active, index, scope)
        if n is None:
            continue
        use = template
        if const:
            use = use.replace(const, _constant(n, const, const, index, scope))
        beside = tuple((t, p, a) for t, (_, _, p, a, _, _) in RIGHT_ACTIONS.items()
                       if t != token and t in text)
        try:
            text = expand_infix(text, Infix(token, use, prec, assoc, beside=beside),
                                _longer_tokens(index, token).get(token, []))
        except InfixError as exc:
            raise ScopedR29Refusal(f"{token} ({exc})") from None
    return text


# -- parenthesised uses of an infix notation ------------------------------------------------

def parenthesised_uses(text: str, op: Infix, longer: list[str]) -> str | None:
    """`text` with each use `(a TOK b)` of the infix `op` (a binary `infix.Infix` whose
    operands are identifiers or numerals, the parenthesis holding nothing else) spelled as the
    application; None when the text holds the token anywhere else, or `op` is not such an
    infix, or its token is also an operator of the formal language."""
    from forminv_lean.formalise.infix import _POSTFIX, _PREFIX, BINARY
    from forminv_lean.formalise.resolve import IDENT, _token_at_some

    if op.fixity != "infix" or op.kept or op.beside:
        return None
    if op.token in BINARY or op.token in _PREFIX or op.token in _POSTFIX:
        # `scoped infixr:67 " :: " => cons` (Stream') beside core's `::` (List.cons): Lean
        # tries both and keeps what elaborates, which is not decided here
        return None
    atom = rf"(?:{IDENT.pattern}|\d+)"
    use = re.compile(rf"\((?P<a>{atom}) {re.escape(op.token)} (?P<b>{atom})\)")

    def spell(m: re.Match[str]) -> str:
        a, b = (m.group("b"), m.group("a")) if op.swap else (m.group("a"), m.group("b"))
        if "{a}" in op.const:
            return op.const.format(a=a, b=b)
        return f"({op.const} {a} {b})"

    out = use.sub(spell, text)
    if out == text or _token_at_some(op.token, out, longer):
        return None
    return out
