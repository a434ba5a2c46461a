"""Global infix notations of one constant that the formal language has no token for.

`infixl:51 " ⊨ᵇ " => ModelsBoundedFormula` (Mathlib/ModelTheory/Satisfiability.lean:284, in
`namespace FirstOrder.Language.Theory`) is in effect wherever its module is imported, neither
scoped nor local, so `resolve._active` never lists it and the formal parser stopped at its
token. Lean's `infixl:p op => f` is `notation:p lhs:p op rhs:(p+1) => f lhs rhs` (lean4
src/Lean/Elab/Mixfix.lean), the application `resolve` already prints for a scoped infix
(`infix.expand_infix`, which reads each operand as Lean's Pratt parser does and refuses a
text it cannot read). Here the same reader is used for the global ones listed in `GLOBAL_INFIXES`.

Each use is rewritten only where the index records exactly one notation of that token, global,
of the command and module listed (its levels taken from that record), imported where the
statement is read, with no scoped or local notation of the same token in effect beside it, and
its constant resolving where declared to the listed declaration and, printed, to the same one
where the statement is read. Anything else is refused (or left to the parser, which refuses the
token), never read one way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from forminv_lean.formalise.name_index import NameIndex, Notation
    from forminv_lean.formalise.resolve import Scope

#: token -> (module, the constant the right-hand side resolves to where declared), each
#: command read in Mathlib v4.19.0 (the `infix…` line, then the declaration and its namespace):
GLOBAL_INFIXES: dict[str, tuple[str, str]] = {
    # Mathlib/ModelTheory/Satisfiability.lean:284 `infixl:51 " ⊨ᵇ " => ModelsBoundedFormula`;
    # `def ModelsBoundedFormula` :280 in `namespace FirstOrder`/`Language`/`Theory` (:52-58, :264)
    "⊨ᵇ": ("Mathlib.ModelTheory.Satisfiability", "FirstOrder.Language.Theory.ModelsBoundedFormula"),
    # Mathlib/GroupTheory/OreLocalization/Basic.lean:100 `infixl:70 " /ₒ " => oreDiv`;
    # `def oreDiv` :96 in `namespace OreLocalization` (:78)
    "/ₒ": ("Mathlib.GroupTheory.OreLocalization.Basic", "OreLocalization.oreDiv"),
    # Mathlib/Data/WSeq/Relation.lean:158 `infixl:50 " ~ʷ " => Equiv`; `def Equiv` :155 in
    # `namespace Stream'.WSeq` (:24)
    "~ʷ": ("Mathlib.Data.WSeq.Relation", "Stream'.WSeq.Equiv"),
    # Mathlib/Data/Vector/Basic.lean:27 `infixr:67 " ::ᵥ " => Vector.cons` (in `namespace
    # List.Vector`); `def cons` Mathlib/Data/Vector/Defs.lean:48 in `namespace List.Vector` (:33)
    "::ᵥ": ("Mathlib.Data.Vector.Basic", "List.Vector.cons"),
    # Mathlib/ModelTheory/LanguageMap.lean:58 `infixl:10 " →ᴸ " => LHom`, :285 `infixl:10 " ≃ᴸ "
    # => LEquiv`; `structure LHom` :49, `structure LEquiv` :277 in `namespace FirstOrder`/
    # `Language` (:37-40)
    "→ᴸ": ("Mathlib.ModelTheory.LanguageMap", "FirstOrder.Language.LHom"),
    "≃ᴸ": ("Mathlib.ModelTheory.LanguageMap", "FirstOrder.Language.LEquiv"),
    # Mathlib/Algebra/Order/Floor/Div.lean:80 `infixl:70 " ⌊/⌋ " => FloorDiv.floorDiv`, :81
    # `infixl:70 " ⌈/⌉ " => CeilDiv.ceilDiv`; the fields `floorDiv` of `class FloorDiv` :58-60 and
    # `ceilDiv` of `class CeilDiv` :70-72, at the root
    "⌊/⌋": ("Mathlib.Algebra.Order.Floor.Div", "FloorDiv.floorDiv"),
    "⌈/⌉": ("Mathlib.Algebra.Order.Floor.Div", "CeilDiv.ceilDiv"),
    # Mathlib/Data/Sym/Basic.lean:110 `infixr:67 " ::ₛ " => cons`; `def cons` :106 in
    # `namespace Sym` (:70)
    "::ₛ": ("Mathlib.Data.Sym.Basic", "Sym.cons"),
    # Mathlib/Data/Stream/Defs.lean:107 `infixl:65 " ++ₛ " => appendStream'`, :92 `infixl:65
    # " ⋈ " => interleave`, :149 `infixl:75 " ⊛ " => apply`; `def appendStream'` :103,
    # `def interleave` :89, `def apply` :147, all in `namespace Stream'` (:22)
    "++ₛ": ("Mathlib.Data.Stream.Defs", "Stream'.appendStream'"),
    "⋈": ("Mathlib.Data.Stream.Defs", "Stream'.interleave"),
    "⊛": ("Mathlib.Data.Stream.Defs", "Stream'.apply"),
    # Mathlib/Combinatorics/SimpleGraph/Prod.lean:45 `infixl:70 " □ " => boxProd`; `def boxProd`
    # :38 in `namespace SimpleGraph` (:32)
    "□": ("Mathlib.Combinatorics.SimpleGraph.Prod", "SimpleGraph.boxProd"),
    # Mathlib/Topology/Algebra/ContinuousMonoidHom.lean:71 `infixr:25 " →ₜ* " =>
    # ContinuousMonoidHom`; `structure ContinuousMonoidHom` :52 at the root
    "→ₜ*": ("Mathlib.Topology.Algebra.ContinuousMonoidHom", "ContinuousMonoidHom"),
    # Mathlib/SetTheory/Cardinal/Basic.lean:953 `infixl:80 " ^< " => powerlt`; `def powerlt`
    # :949 in `namespace Cardinal` (:148)
    "^<": ("Mathlib.SetTheory.Cardinal.Basic", "Cardinal.powerlt"),
    # Mathlib/CategoryTheory/Functor/Category.lean:119 `infixl:80 " ◫ " => hcomp`; `def hcomp`
    # :112 in `namespace CategoryTheory`/`NatTrans` (:27, :55)
    "◫": ("Mathlib.CategoryTheory.Functor.Category", "CategoryTheory.NatTrans.hcomp"),
    # Mathlib/CategoryTheory/Limits/ExactFunctor.lean:39 `infixr:26 " ⥤ₗ " => LeftExactFunctor`,
    # :63 `infixr:26 " ⥤ᵣ " => RightExactFunctor`, :88 `infixr:26 " ⥤ₑ " => ExactFunctor`; the
    # `def`s :32, :56, :80 in `namespace CategoryTheory` (:23)
    "⥤ₗ": ("Mathlib.CategoryTheory.Limits.ExactFunctor", "CategoryTheory.LeftExactFunctor"),
    "⥤ᵣ": ("Mathlib.CategoryTheory.Limits.ExactFunctor", "CategoryTheory.RightExactFunctor"),
    "⥤ₑ": ("Mathlib.CategoryTheory.Limits.ExactFunctor", "CategoryTheory.ExactFunctor"),
    # Mathlib/CategoryTheory/Preadditive/AdditiveFunctor.lean:206 `infixr:26 " ⥤+ " =>
    # AdditiveFunctor`; `def AdditiveFunctor` :199 in `namespace CategoryTheory` (:34)
    "⥤+": ("Mathlib.CategoryTheory.Preadditive.AdditiveFunctor", "CategoryTheory.AdditiveFunctor"),
}

#: `notation` commands read as an infix one: token -> (module, the command as the index records
#: it (whitespace collapsed), the name it writes, the declaration it resolves to where declared,
#: the level and associativity of the `infix…` command it is read as).
#: Mathlib/CategoryTheory/Limits/Shapes/BinaryBiproducts.lean:406 `notation:20 X " ⊞ " Y:20 =>
#: biprod X Y`, `abbrev biprod` :402 in `namespace CategoryTheory.Limits` (:36): `infixr:20` is
#: `notation:20 X:21 " ⊞ " Y:20`; the one difference, a left operand whose own level is below 21
#: (Lean takes `p ↔ q ⊞ r` as `(p ↔ q) ⊞ r`), arises only after an operator of level 20 or less
#: that does not take `⊞` into its right operand: among the reader's, `↔` (20, its right operand
#: at 21), and an infix in effect of such a level; a text holding one is refused.
NOTATION_INFIXES: dict[str, tuple[str, str, str, str, int, str]] = {
    "⊞": ("Mathlib.CategoryTheory.Limits.Shapes.BinaryBiproducts",
          'notation:20 X " ⊞ " Y:20 => biprod X Y', "biprod", "CategoryTheory.Limits.biprod",
          20, "r"),
}


class GlobalInfixRefusal(Exception):
    """A listed token whose reading here is not the one listed (another notation of it in
    effect, a record or a constant that differs): the text is refused."""


def the_record(index: NameIndex, scope: Scope, active: list[Notation], symbol: str,
               module: str, error: type[Exception]) -> Notation | None:
    """The index's one global record of `symbol` from `module` where that module is imported
    here (None: the token is no notation here, left for the parser to refuse); raises `error`
    where the index holds another record of the token or another notation of it is in effect."""
    records = [n for n in index.notations if n.symbol == symbol]
    mine = [n for n in records if n.scoped_in is None and not n.local and n.module == module]
    if len(mine) != 1 or not index.imported(module, scope.module):
        return None
    if len(records) != 1 or any(n.symbol == symbol for n in active):
        raise error(f"{symbol} has another notation in the index or in effect")
    return mine[0]


def resolved_constant(record: Notation, written: str, const: str, index: NameIndex,
                      scope: Scope, error: type[Exception]) -> str:
    """The printed name of the constant `record`'s expansion names (`written`), which must
    resolve to `const` where the notation was declared and, printed, where it is read."""
    from forminv_lean.formalise.resolve import Unresolved, _rhs_constant, _same_where_read

    rhs = _rhs_constant(record, written, index, scope)
    if rhs is None or rhs[1] != const:
        raise error(f"{record.symbol}'s constant does not resolve to {const}")
    try:
        _same_where_read(const, index, scope)
    except Unresolved as exc:
        raise error(str(exc)) from None
    return rhs[0]


def expand_global_infixes(text: str, index: NameIndex, scope: Scope,
                          active: list[Notation]) -> str:
    """`T ⊨ᵇ φ` -> `(FirstOrder.Language.Theory.ModelsBoundedFormula T φ)` for every token of
    `GLOBAL_INFIXES` the text holds as a token (not part of a longer one), under the checks of
    the module docstring. Raises `GlobalInfixRefusal`, or `resolve.Unresolved` when an operand
    cannot be told (`infix.InfixError` through `resolve._expand_infix`)."""
    from forminv_lean.formalise.infix import Infix
    from forminv_lean.formalise.resolve import (
        _INFIX,
        _expand_infix,
        _infixes_beside,
        _longer_tokens,
        _token_at_some,
        _unescaped,
    )

    for token, (module, const) in {**GLOBAL_INFIXES, **{
            t: (v[0], v[3]) for t, v in NOTATION_INFIXES.items()}}.items():
        if token not in text:
            continue
        longer = _longer_tokens(index, token).get(token, [])
        if not _token_at_some(token, text, longer):
            continue
        record = the_record(index, scope, active, token, module, GlobalInfixRefusal)
        if record is None:
            continue   # not this token where the statement is read: the parser refuses it
        command = " ".join(record.command.split())
        if token in NOTATION_INFIXES:
            _, listed, written, _, prec, assoc = NOTATION_INFIXES[token]
            if command != listed:
                raise GlobalInfixRefusal(f"{token} is recorded as another command")
        else:
            m = _INFIX.fullmatch(command)
            if m is None or _unescaped(m.group("tok")) != token:
                raise GlobalInfixRefusal(f"{token} is recorded as another command")
            written, prec = m.group("const"), int(m.group("prec"))
            assoc = {"l": "l", "r": "r", "": "n"}[m.group("assoc")]
        printed = resolved_constant(record, written, const, index, scope, GlobalInfixRefusal)
        beside = _infixes_beside(text, active, token)
        if token in NOTATION_INFIXES and ("↔" in text or any(b[1] <= prec for b in beside)):
            raise GlobalInfixRefusal(f"{token} beside an operator whose level is {prec} or less")
        infix = Infix(token, printed, prec, assoc, beside=beside)
        text = _expand_infix(text, infix, longer)
    return text

