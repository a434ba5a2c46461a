"""Text -> raw syntax tree (`forminv_lean.formal.meaning.ast`), with positioned parse errors.

LALR with lark's contextual lexer: an order of magnitude faster than Earley on these short
statements, which matters because a batch parses every pair twice.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources
from typing import Any

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from forminv_lean.formal.errors import FormalParseError, UnsupportedError
from forminv_lean.formal.meaning.ast import (
    App,
    Ascribe,
    BigOp,
    Binder,
    BinOp,
    Bracket,
    Expr,
    Field,
    Ite,
    Lambda,
    Name,
    Num,
    Quant,
    SetBuilder,
    UnOp,
)
from forminv_lean.formal.meaning.bundled import ARROWS as BUNDLED_ARROWS
from forminv_lean.formal.meaning.bundled import LIE_ARROWS as BUNDLED_LIE
from forminv_lean.formal.meaning.bundled import WRAPPERS as BUNDLED_WRAPPERS
from forminv_lean.formal.meaning.opaque import ABSOLUTELY_CONTINUOUS, VOLUME
from forminv_lean.formal.meaning.universe_levels_r27 import LevelError, leveled, split_levels

# ASCII spellings -> the canonical Unicode operator.
_CANON = {
    "<->": "↔", "->": "→", "\\/": "∨", "/\\": "∧", "!=": "≠", "<=": "≤", ">=": "≥",
    "forall": "∀", "exists": "∃",
    # Mathlib/Util/Delaborators.lean: `Π x, β x` is parsed by the `∀` parser
    "Π": "∀",
}

# Friendly names for lark's terminal names in "expected ..." messages.
_TERMINAL_NAMES = {
    "IDENT": "identifier", "NUMBER": "numeral", "LPAR": "'('", "RPAR": "')'", "COMMA": "','",
    "COLON": "':'", "LBRACE": "'{'", "RBRACE": "'}'", "LSQB": "'['", "RSQB": "']'",
    "QUANT": "'∀'/'∃'", "PI": "'Π'", "IFF": "'↔'", "ARROW": "'→'", "OR": "'∨'", "AND": "'∧'", "NOT": "'¬'", "HNOT": "'￢'",
    "RELOP": "relation", "ADDOP": "'+'/'-'", "MULOP": "'*'/'/'", "POW": "'^'", "BAR": "'|'",
    "BANG": "'!'", "INV": "'⁻¹'", "COMPL": "'ᶜ'", "UP": "'↑'", "SQRT": "'√'", "EMPTY": "'∅'",
    "TYPESTAR": "'Type*'", "FIELD": "'.field'", "SUP": "'⊔'", "INF": "'⊓'", "$END": "end of input",
    "ABSOPEN": "'|'", "NORMOPEN": "'‖'",
}


#: Mathlib/MeasureTheory/Integral/Bochner/Basic.lean (`integral μ r`) and
#: Mathlib/MeasureTheory/Integral/Lebesgue/Basic.lean (`lintegral μ r`), namespace MeasureTheory.
_INTEGRALS = {"∫": "MeasureTheory.integral", "∫⁻": "MeasureTheory.lintegral",
              # Mathlib/MeasureTheory/Integral/Average.lean:275-300 `notation3 "⨍ "(...)", "
              # r:60:(scoped f => f)" ∂"μ:70 => average μ r`, without `∂` `average volume f`,
              # `in s` at `Measure.restrict μ s`; :76-98 the same for `⨍⁻` (`laverage`)
              "⨍": "MeasureTheory.average", "⨍⁻": "MeasureTheory.laverage"}


def _one_binder_lambda(binders: tuple[Binder, ...], body: Expr) -> Lambda:
    """`fun x => body` for an integral's binder: one name, bare or typed. Several binders
    (`∫ x y, f x y ∂μ`) make notation3 a function of several arguments; refused."""
    if len(binders) != 1 or len(binders[0].names) != 1 or binders[0].pred is not None \
            or binders[0].info not in ("explicit",):
        raise UnsupportedError("∫", "an integral over several binders or a binder predicate")
    return Lambda(binders, body)

#: Mathlib's postfix notations for types (Order/Basic.lean `notation:max α "ᵒᵈ" => OrderDual
#: α`; Algebra/Opposites.lean `postfix:max "ᵐᵒᵖ" => MulOpposite`, `"ᵃᵒᵖ" => AddOpposite`;
#: GroupTheory/GroupAction/DomAct/Basic.lean `postfix:max "ᵈᵐᵃ" => DomMulAct`).
TYPE_SUFFIXES = {"ᵒᵈ": "OrderDual", "ᵐᵒᵖ": "MulOpposite", "ᵃᵒᵖ": "AddOpposite",
                 "ᵈᵐᵃ": "DomMulAct"}

#: Mathlib/Algebra/Notation.lean: `postfix:max "⁺" => PosPart.posPart`, `"⁻" =>
#: NegPart.negPart`, `"⁺ᵐ " => OneLePart.oneLePart`, `"⁻ᵐ" => LeOnePart.leOnePart`.
LATTICE_PARTS = {"⁺": "PosPart.posPart", "⁻": "NegPart.negPart", "⁺ᵐ": "OneLePart.oneLePart",
                 "⁻ᵐ": "LeOnePart.leOnePart"}

#: Prefix of the binder names a `·` function gets: `✝` makes them inaccessible (no name a
#: statement writes can capture or be captured by them), as Lean's macro scopes do.
CDOT_VAR = "x✝"

#: `r →r s`, `r ↪r s`, `r ≃r s` (Mathlib/Order/RelIso/Basic.lean:51, 181, 514, root namespace).
REL_ARROWS = {"→r": "RelHom", "↪r": "RelEmbedding", "≃r": "RelIso"}
#: `α →. β`, `α ≃. β` (Mathlib/Data/PFun.lean:61,65 `def PFun`, `infixr:25 " →. " => PFun`;
#: Mathlib/Data/PEquiv.lean:50,61 `structure PEquiv`, `infixr:25 " ≃. " => PEquiv`; root namespace).
PARTIAL_ARROWS = {"→.": "PFun", "≃.": "PEquiv"}
#: `G →g H`, `G ↪g H`, `G ≃g H` (Mathlib/Combinatorics/SimpleGraph/Maps.lean:219-221, in
#: namespace SimpleGraph: `abbrev Hom := RelHom G.Adj G'.Adj`, `Embedding`, `Iso`) and `V ⥤q W`
#: (Mathlib/Combinatorics/Quiver/Prefunctor.lean:90, `structure Prefunctor` at the root).
GRAPH_ARROWS = {"→g": "SimpleGraph.Hom", "↪g": "SimpleGraph.Embedding", "≃g": "SimpleGraph.Iso",
                "⥤q": "Prefunctor"}
#: The first-order structure maps (grammar.lark FOARROW, FOEQUIV), each the constant applied to
#: the language and the two structures.
FO_ARROWS = {"↪[": "FirstOrder.Language.Embedding", "≃[": "FirstOrder.Language.Equiv",
             "↪ₑ[": "FirstOrder.Language.ElementaryEmbedding",
             "≃ₚ[": "FirstOrder.Language.PartialEquiv",
             "≅[": "FirstOrder.Language.ElementarilyEquivalent"}


def _cdot_function(e: Expr) -> Expr:
    """Lean's `·` functions (core `Lean.Elab.BuiltinNotation.expandCDot?`): the `·`s of `e`,
    the content of a parenthesis `(e)`, a type ascription `(e : T)` or a tuple `(e, …)`, are
    the arguments of `fun x1 … xn => e` in order, found through every node (binders, `fun`
    bodies, applications) except a nested parenthesis, ascription or tuple, which is a
    section of its own (and was made into its `fun` already: the tree is built bottom-up).
    Lean versions differ on a nested ascription or tuple with a `·` inside a section that has
    `·`s of its own (older `go` also replaced its `·`s): refused. `e` unchanged when it has no
    `·`."""
    count = [0]

    def fill(x: Any) -> Any:
        if x == Name("·"):
            count[0] += 1
            return Name(f"{CDOT_VAR}{count[0]}")
        if isinstance(x, tuple):
            return tuple(fill(y) for y in x)
        if not hasattr(x, "__dataclass_fields__"):
            return x
        return type(x)(**{k: fill(getattr(x, k)) for k in x.__dataclass_fields__})

    body = fill(e)
    if not count[0]:
        return e
    if _nested_section(e):
        raise UnsupportedError("·", "a `·` function inside another's ascription or tuple")
    names = tuple(f"{CDOT_VAR}{i}" for i in range(1, count[0] + 1))
    return Lambda((Binder(names, None, "explicit"),), body)


def _nested_section(x: Any) -> bool:
    """Does `x` hold an ascription or tuple that is itself a `·` function (its `fun` has the
    `x✝` binders)?"""
    if isinstance(x, Ascribe) and _is_section(x.expr):
        return True
    if isinstance(x, Lambda) and _is_section(x) and isinstance(x.body, Bracket) \
            and x.body.kind == "tuple":
        return True
    if isinstance(x, tuple):
        return any(_nested_section(y) for y in x)
    if hasattr(x, "__dataclass_fields__"):
        return any(_nested_section(getattr(x, k)) for k in x.__dataclass_fields__)
    return False


def _is_section(x: Any) -> bool:
    return isinstance(x, Lambda) and len(x.binders) == 1 and \
        all(n.startswith(CDOT_VAR) for n in x.binders[0].names)


def _volume(ty: Expr) -> Ascribe:
    """`(volume : Measure T)`: the measure Lean's instance search finds for `MeasureSpace T`."""
    return Ascribe(Name(VOLUME), App(Name("MeasureTheory.Measure"), (ty,)))


def _volume_at(binders: tuple[Binder, ...], op: str) -> Ascribe:
    """`volume` at the type of an integral's one binder, when the binder writes it: Lean finds
    the type by unifying the integrand's domain, which this language does not reconstruct."""
    if len(binders) == 1 and binders[0].type is not None:
        return _volume(binders[0].type)
    raise UnsupportedError(op, "an integral without `∂μ` whose binder's type is not written "
                               "(the measure `volume` at the type Lean infers)")


def _canon(tok: str) -> str:
    return _CANON.get(str(tok), str(tok))


@v_args(inline=True)
class _ToAst(Transformer[Token, Expr]):
    """Builds `ast` nodes; every ASCII spelling is canonicalised here, once."""

    def __init__(self) -> None:
        super().__init__()
        #: (name, arity) of each family `Π₀` took as a type family: checked against the
        #: statement's binders once the whole tree is built (`_check_families`)
        self.families: list[tuple[str, int, str]] = []
        #: `⨁ i, β i` read as `DirectSum _ β`: (that node, the family, its arity), whose index
        #: type `_` is the family's declared domain (`_fill_direct_sums`)
        self.direct_sums: list[tuple[App, str, int]] = []

    def name(self, tok: Token) -> Name:
        return Name(str(tok))

    def num(self, tok: Token) -> Num:
        return Num(str(tok))

    def iff_op(self, a: Expr, _op: Token, b: Expr) -> BinOp:
        return BinOp("↔", a, b)

    def imp_op(self, a: Expr, _op: Token, b: Expr) -> BinOp:
        return BinOp("→", a, b)

    def or_op(self, a: Expr, _op: Token, b: Expr) -> BinOp:
        return BinOp("∨", a, b)

    def and_op(self, a: Expr, _op: Token, b: Expr) -> BinOp:
        return BinOp("∧", a, b)

    def not_op(self, _op: Token, a: Expr) -> UnOp:
        return UnOp("¬", a)

    def hnot_op(self, _op: Token, a: Expr) -> App:
        return App(Name("HNot.hnot"), (a,))

    def rel_op(self, a: Expr, op: Token, b: Expr) -> BinOp:
        return BinOp(_canon(op), a, b)

    def abscont_op(self, a: Expr, _op: Token, b: Expr) -> App:
        """`μ ≪ ν`: Mathlib's `scoped[MeasureTheory] infixl:50 " ≪ " =>
        MeasureTheory.Measure.AbsolutelyContinuous` (a chain is not read)."""
        return App(Name(ABSOLUTELY_CONTINUOUS), (a, b))

    def bin_op(self, a: Expr, op: Token, b: Expr) -> BinOp:
        return BinOp(_canon(op), a, b)

    def neg_op(self, op: Token, a: Expr) -> UnOp:
        if str(op) != "-":
            raise _prefix_error(op)
        return UnOp("-", a)

    def pow_op(self, a: Expr, _op: Token, b: Expr) -> BinOp:
        return BinOp("^", a, b)

    def app_op(self, f: Expr, a: Expr) -> App:
        if isinstance(f, App):
            return App(f.fn, (*f.args, a))
        return App(f, (a,))

    def abs(self, _l: Token, e: Expr, _r: Token) -> UnOp:
        return UnOp("abs", e)

    def fact_op(self, a: Expr, _op: Token) -> UnOp:
        return UnOp("!", a)

    def inv_op(self, a: Expr, _op: Token) -> UnOp:
        return UnOp("⁻¹", a)

    def compl_op(self, a: Expr, _op: Token) -> UnOp:
        return UnOp("ᶜ", a)

    def coe_op(self, op: Token, a: Expr) -> UnOp:
        return UnOp(str(op) if str(op) in ("⇑", "↥") else "↑", a)

    def sqrt_op(self, _op: Token, a: Expr) -> UnOp:
        return UnOp("√", a)

    def ascribe(self, e: Expr, t: Expr) -> Ascribe:
        """`(e : T)`; `(- · : EReal → EReal)` is `((fun x => -x) : EReal → EReal)` (Lean's
        `expandTypeAscription` expands the `·` of `e` alone, `_cdot_function`)."""
        return Ascribe(_cdot_function(e), t)

    def field(self, e: Expr, f: Token) -> Field:
        return Field(e, str(f)[1:])

    def setbuilder(self, var: Token, _bar: Token, body: Expr) -> SetBuilder:
        return SetBuilder(str(var), None, body)

    def setbuilder_typed(self, var: Token, t: Expr, _bar: Token, body: Expr) -> SetBuilder:
        return SetBuilder(str(var), t, body)

    def setbuilder_sep(self, var: Token, rel: Token, bound: Expr, _bar: Token,
                       body: Expr) -> SetBuilder:
        return SetBuilder(str(var), None, body, (_canon(rel), bound))

    # Lean term syntax beyond the curated fragment -------------------------------------
    def paren(self, e: Expr) -> Expr:
        """`(e)`; with `·` placeholders, `(· + 1)` is `fun x => x + 1` (`_cdot_function`)."""
        return _cdot_function(e)

    def explicit_name(self, tok: Token) -> Name:
        return Name("@" + str(tok))

    def leveled_name(self, tok: Token) -> Name:
        """`Small.{u}`: the constant at those levels, one name (`universe_levels_r27`)."""
        return Name(_leveled(str(tok)))

    def explicit_leveled_name(self, tok: Token) -> Name:
        return Name("@" + _leveled(str(tok)))

    def hom_op(self, a: Expr, op: Token, b: Expr) -> BinOp:
        return BinOp(str(op), a, b)

    def rel_hom_op(self, r: Expr, op: Token, s: Expr) -> App:
        """`r ≃r s` is `RelIso r s` (`→r` RelHom, `↪r` RelEmbedding; grammar.lark RELARROW)."""
        return App(Name(REL_ARROWS[str(op)]), (r, s))

    def graph_hom_op(self, g: Expr, op: Token, h: Expr) -> App:
        """`G →g H` is `SimpleGraph.Hom G H` (`↪g` Embedding, `≃g` Iso), `V ⥤q W` is
        `Prefunctor V W` (grammar.lark GRAPHARROW)."""
        return App(Name(GRAPH_ARROWS[str(op)]), (g, h))

    def fo_hom_op(self, m: Expr, op: Token, lang: Expr, n: Expr) -> App:
        """`M ↪[L] N` is `FirstOrder.Language.Embedding L M N` (grammar.lark FOARROW)."""
        return App(Name(FO_ARROWS[str(op)]), (lang, m, n))

    def scalar_hom_op(self, a: Expr, op: Token, s: Expr, b: Expr) -> App:
        # `M →ₗ[R] N` is Mathlib's expansion `LinearMap (RingHom.id R) M N` (meaning/bundled.py)
        struct, kind = BUNDLED_ARROWS[str(op)]
        wrapper = BUNDLED_WRAPPERS.get(kind)
        return App(Name(struct), (App(Name(wrapper), (s,)) if wrapper else s, a, b))

    def linear_pmap_op(self, a: Expr, _op: Token, r: Expr, b: Expr) -> App:
        """`E →ₗ.[R] F` is `LinearPMap R E F` (Mathlib's global notation, verbatim)."""
        return App(Name("LinearPMap"), (r, a, b))

    def partial_arrow_op(self, a: Expr, op: Token, b: Expr) -> App:
        """`α →. β` is `PFun α β`, `α ≃. β` is `PEquiv α β` (grammar.lark PARTARROW)."""
        return App(Name(PARTIAL_ARROWS[str(op)]), (a, b))

    def lie_hom_op(self, a: Expr, op: Token, *rest: Expr) -> App:
        """`L →ₗ⁅R⁆ L'` is `LieHom R L L'`, `M →ₗ⁅R,L⁆ N` is `LieModuleHom R L M N` (the
        bracket's types first; `≃ₗ⁅`: the equivalences; meaning/bundled.py LIE_ARROWS)."""
        *tys, b = rest
        struct = BUNDLED_LIE[(str(op), len(tys))]
        return App(Name(struct), (*tys, a, b))

    def alternating_op(self, m: Expr, _open: Token, iota: Expr, mid: Token, r: Expr,
                       n: Expr) -> App:
        """`M [⋀^ι]→ₗ[R] N` is `AlternatingMap R M N ι`, `M [⋀^ι]→L[R] N` is
        `ContinuousAlternatingMap R M N ι` (grammar.lark, ALTOPEN)."""
        head = "AlternatingMap" if str(mid) == "]→ₗ[" else "ContinuousAlternatingMap"
        return App(Name(head), (r, m, n, iota))

    def type_suffix_op(self, a: Expr, op: Token) -> App:
        """`αᵒᵈ`, `αᵐᵒᵖ`, `αᵃᵒᵖ`, `Mᵈᵐᵃ`: the types Mathlib's postfix notations name."""
        return App(Name(TYPE_SUFFIXES[str(op)]), (a,))

    def quot_op(self, a: Expr, _op: Token, b: Expr) -> App:
        """`G ⧸ H`: `HasQuotient.Quotient G H` (Mathlib/Algebra/Quotient.lean, notation:35)."""
        return App(Name("HasQuotient.Quotient"), (a, b))

    def covby_op(self, a: Expr, op: Token, b: Expr) -> App:
        """`a ⋖ b` is `CovBy a b`, `a ⩿ b` is `WCovBy a b` (infixl:50)."""
        return App(Name("CovBy" if str(op) == "⋖" else "WCovBy"), (a, b))

    def mcons_op(self, a: Expr, _op: Token, s: Expr) -> App:
        """`a ::ₘ s` is `Multiset.cons a s` (infixr:67)."""
        return App(Name("Multiset.cons"), (a, s))

    def monic_op(self, p: Expr, op: Token, q: Expr) -> App:
        """`p /ₘ q` is `Polynomial.divByMonic p q`, `p %ₘ q` `Polynomial.modByMonic p q`."""
        head = "Polynomial.divByMonic" if str(op) == "/ₘ" else "Polynomial.modByMonic"
        return App(Name(head), (p, q))

    def divp_op(self, a: Expr, _op: Token, u: Expr) -> App:
        """`a /ₚ u` is `divp a u` (infixl:70)."""
        return App(Name("divp"), (a, u))

    def reducible_op(self, p: Expr, op: Token, q: Expr) -> App:
        """`p ≤₀ q` is `ManyOneReducible p q`, `p ≤₁ q` `OneOneReducible p q` (infixl:1000)."""
        head = "ManyOneReducible" if str(op) == "≤₀" else "OneOneReducible"
        return App(Name(head), (p, q))

    def subtype(self, var: Token, *rest: Any) -> App:
        """`{x // p x}`, `{x : α // p x}`: Lean core's notation for the type `Subtype fun x =>
        p x` (Init/Prelude.lean: `structure Subtype {α : Sort u} (p : α → Prop)`)."""
        ty = rest[0] if len(rest) == 3 else None
        return App(Name("Subtype"), (Lambda((Binder((str(var),), ty),), rest[-1]),))

    def lin_comp_op(self, f: Expr, op: Token, g: Expr) -> App:
        """`f ∘ₗ g` is `LinearMap.comp f g`, `f ∘L g` is `ContinuousLinearMap.comp f g`."""
        head = "LinearMap.comp" if str(op) == "∘ₗ" else "ContinuousLinearMap.comp"
        return App(Name(head), (f, g))

    def ae_eq_fun_op(self, a: Expr, _op: Token, mu: Expr, b: Expr) -> App:
        """`α →ₘ[μ] β` is the type `MeasureTheory.AEEqFun α β μ`."""
        return App(Name("MeasureTheory.AEEqFun"), (a, b, mu))

    def l1_op(self, _a: Expr, _op: Token, mu: Expr, e: Expr) -> App:
        """`α →₁[μ] E` is the type `MeasureTheory.Lp E 1 μ` (`α`, implicit, is `μ`'s space)."""
        return App(Name("MeasureTheory.Lp"), (e, Num("1"), mu))

    def specializes_op(self, x: Expr, _op: Token, y: Expr) -> App:
        """`x ⤳ y` is `Specializes x y` (infixl:300)."""
        return App(Name("Specializes"), (x, y))

    def orthogonal_op(self, k: Expr, _op: Token) -> App:
        """`Kᗮ` is `Submodule.orthogonal K` (notation:1200)."""
        return App(Name("Submodule.orthogonal"), (k,))

    def matroid_dual_op(self, m: Expr, _op: Token) -> App:
        """`M✶` is `Matroid.dual M` (postfix:max)."""
        return App(Name("Matroid.dual"), (m,))

    def dot_product_op(self, v: Expr, _op: Token, w: Expr) -> App:
        """`v ⬝ᵥ w` is `dotProduct v w` (infixl:72)."""
        return App(Name("dotProduct"), (v, w))

    def reprodim_op(self, s: Expr, _op: Token, t: Expr) -> App:
        """`s ×ℂ t` is `Complex.reProdIm s t` (Mathlib/Data/Complex/Basic.lean:111, infixl:72)."""
        return App(Name("Complex.reProdIm"), (s, t))

    def adjoint_op(self, f: Expr, _op: Token, g: Expr) -> App:
        """`F ⊣ G` is `CategoryTheory.Adjunction F G` (infixl:15, in namespace CategoryTheory)."""
        return App(Name("CategoryTheory.Adjunction"), (f, g))

    def himp_op(self, a: Expr, _op: Token, b: Expr) -> App:
        """`a ⇨ b` is `himp a b` (`HImp.himp`, infixr:60)."""
        return App(Name("HImp.himp"), (a, b))

    def vadd_op(self, v: Expr, _op: Token, p: Expr) -> App:
        """`v +ᵥ p` is `HVAdd.hVAdd v p` (infixr:65)."""
        return App(Name("HVAdd.hVAdd"), (v, p))

    def vsub_op(self, p: Expr, _op: Token, q: Expr) -> App:
        """`p -ᵥ q` is `VSub.vsub p q` (infixl:65): its type is the torsor's group, an
        `outParam` of `VSub G P` that the instance fixes, not the points' type."""
        return App(Name("VSub.vsub"), (p, q))

    def sups_op(self, a: Expr, _op: Token, b: Expr) -> App:
        """`s ⊻ t` is `HasSups.sups s t` (infixl:74)."""
        return App(Name("HasSups.sups"), (a, b))

    def infs_op(self, a: Expr, _op: Token, b: Expr) -> App:
        """`s ⊼ t` is `HasInfs.infs s t` (infixl:75)."""
        return App(Name("HasInfs.infs"), (a, b))

    def lattice_part_op(self, a: Expr, op: Token) -> App:
        """`a⁺`, `a⁻`, `a⁺ᵐ`, `a⁻ᵐ`: the lattice parts (postfix:max, `LATTICE_PARTS`)."""
        return App(Name(LATTICE_PARTS[str(op)]), (a,))

    def quotient_mk(self, _l: Token, a: Expr, _r: Token) -> UnOp:
        """`⟦a⟧` is `Quotient.mk _ a`: the setoid is a hole that only the expected type fills
        (the elaborator reads it where that type is known)."""
        return UnOp("⟦⟧", a)

    def mabs(self, _l: Token, e: Expr, _r: Token) -> App:
        """`|a|ₘ` is `mabs a`."""
        return App(Name("mabs"), (e,))

    def nnnorm(self, _l: Token, e: Expr, r: Token) -> App:
        """`‖x‖₊` is `nnnorm x` (into ℝ≥0), `‖x‖ₑ` is `enorm x` (into ℝ≥0∞)."""
        return App(Name("nnnorm" if str(r) == "‖₊" else "enorm"), (e,))

    def invof_op(self, _op: Token, a: Expr) -> App:
        """`⅟a` is `Invertible.invOf a` (prefix:max)."""
        return App(Name("Invertible.invOf"), (a,))

    def bracket_op(self, x: Expr, y: Expr) -> App:
        """`⁅x, y⁆` is `Bracket.bracket x y` (Mathlib/Data/Bracket.lean: `notation "⁅" x ", " y
        "⁆"`; `class Bracket (L M : Type*) where bracket : L → M → M`)."""
        return App(Name("Bracket.bracket"), (x, y))

    def coe_fn(self, _up: Token) -> Name:
        return Name("↑")

    def prod_op(self, a: Expr, _op: Token, b: Expr) -> BinOp:
        return BinOp("×", a, b)

    def modeq_op(self, a: Expr, _op: Token, b: Expr, kind: Token, n: Expr) -> App:
        head = {"[MOD": "Nat.ModEq", "[ZMOD": "Int.ModEq", "[PMOD": "AddCommGroup.ModEq",
                "[SMOD": "SModEq"}[str(kind)]
        return App(Name(head), (n, a, b))

    def filter_rel_op(self, f: Expr, op: Token, filt: Expr, g: Expr) -> App:
        """`f =ᶠ[l] g` is `Filter.EventuallyEq l f g` (`≤ᶠ`: `EventuallyLE`); `f =ᵐ[μ] g` is
        the same at the filter `MeasureTheory.ae μ` (Mathlib's notations, verbatim)."""
        head = "Filter.EventuallyEq" if str(op).startswith("=") else "Filter.EventuallyLE"
        if "ᵐ" in str(op):
            filt = App(Name("MeasureTheory.ae"), (filt,))
        return App(Name(head), (filt, f, g))

    def asymp_op(self, f: Expr, op: Token, filt: Expr, g: Expr) -> App:
        """`f =O[l] g` is `Asymptotics.IsBigO l f g` (`=o`: `IsLittleO`, `=Θ`: `IsTheta`)."""
        head = {"=O[": "Asymptotics.IsBigO", "=o[": "Asymptotics.IsLittleO",
                "=Θ[": "Asymptotics.IsTheta"}[str(op)]
        return App(Name(head), (filt, f, g))

    def asymp_equiv_op(self, u: Expr, _op: Token, filt: Expr, v: Expr) -> App:
        """`u ~[l] v` is `Asymptotics.IsEquivalent l u v` (Mathlib's scoped notation)."""
        return App(Name("Asymptotics.IsEquivalent"), (filt, u, v))

    def restrict_le_op(self, v: Expr, _op: Token, i: Expr, w: Expr) -> BinOp:
        """`v ≤[i] w` is `MeasureTheory.VectorMeasure.restrict v i ≤
        MeasureTheory.VectorMeasure.restrict w i` (Mathlib's scoped notation3, verbatim)."""
        restrict = Name("MeasureTheory.VectorMeasure.restrict")
        return BinOp("≤", App(restrict, (v, i)), App(restrict, (w, i)))

    def convolution_op(self, f: Expr, _op: Token, lin: Expr, mu: Expr, g: Expr) -> App:
        """`f ⋆[L, μ] g` is `MeasureTheory.convolution f g L μ` (Mathlib's scoped notation)."""
        return App(Name("MeasureTheory.convolution"), (f, g, lin, mu))

    def transpose_op(self, a: Expr, _op: Token) -> UnOp:
        return UnOp("ᵀ", a)

    def conj_transpose_op(self, a: Expr, _op: Token) -> UnOp:
        return UnOp("ᴴ", a)

    def opposite_op(self, a: Expr, _op: Token) -> UnOp:
        """`Cᵒᵖ`: Mathlib's `notation:max α "ᵒᵖ" => Opposite α` (Mathlib/Data/Opposite.lean)."""
        return UnOp("ᵒᵖ", a)

    def sets_prefix_op(self, op: Token, a: Expr) -> UnOp:
        """`⋃₀ S` / `⋂₀ S`: Mathlib's `prefix:110` notations, overloaded (`Set.sUnion` in
        Mathlib/Order/SetNotation.lean, `ZFSet.sUnion`, `Class.sUnion`): the elaborator picks
        by the argument's type."""
        return UnOp(str(op), a)

    def tensor_op(self, x: Expr, op: Token, ring: Expr, y: Expr) -> App:
        """`M ⊗[R] N` is the type `TensorProduct R M N`, `x ⊗ₜ[R] y` is `TensorProduct.tmul R
        x y` (Mathlib/LinearAlgebra/TensorProduct/Basic.lean: notation:100)."""
        head = "TensorProduct" if str(op) == "⊗[" else "TensorProduct.tmul"
        return App(Name(head), (ring, x, y))

    def units_op(self, a: Expr, _op: Token) -> App:
        """`Mˣ`: Mathlib's `postfix:1024 "ˣ" => Units` (Mathlib/Algebra/Group/Units/Defs.lean),
        so the type `Units M`, an opaque type constructor like any other."""
        return App(Name("Units"), (a,))

    def sum_type_op(self, a: Expr, _op: Token, b: Expr) -> App:
        """`α ⊕ β`: Lean core's `infixr:30 " ⊕ " => Sum` (Init/Core.lean), the type `Sum α β`."""
        return App(Name("Sum"), (a, b))

    def iterate_op(self, f: Expr, _op: Token, n: Expr) -> App:
        """`f^[n]`: Mathlib's notation for `Nat.iterate f n` (f applied n times)."""
        return App(Name("Nat.iterate"), (f, n))

    def card_op(self, _op: Token, a: Expr) -> UnOp:
        return UnOp("#", a)

    def norm(self, _l: Token, e: Expr, _r: Token) -> UnOp:
        return UnOp("norm", e)

    def floor_op(self, _l: Token, e: Expr, _r: Token, *sub: Token) -> UnOp:
        return UnOp("⌊⌋₊" if sub else "⌊⌋", e)

    def ceil_op(self, _l: Token, e: Expr, _r: Token, *sub: Token) -> UnOp:
        return UnOp("⌈⌉₊" if sub else "⌈⌉", e)

    def exprs(self, *items: Expr) -> tuple[Expr, ...]:
        return tuple(items)

    def tuplelit(self, first: Expr, rest: tuple[Expr, ...]) -> Expr:
        """`(a, b)`; `(a, ·)` is `fun x => (a, x)` (Lean's `expandTuple`)."""
        return _cdot_function(Bracket("tuple", (first, *rest)))

    def anon(self, items: tuple[Expr, ...] | None = None) -> Bracket:
        return Bracket("anon", items or ())

    def inner(self, x: Expr, y: Expr, _sub: Token, field: Expr) -> Ascribe:
        """`⟪x, y⟫_𝕜` is `@inner 𝕜 _ _ x y`, which Lean elaborates as `(inner x y : 𝕜)`:
        `Inner.inner : E → E → 𝕜` (exported as `inner`) with 𝕜 fixed by the expected type."""
        return Ascribe(App(Name("inner"), (x, y)), field)

    def padic(self, tok: Token, p: Expr) -> App:
        """`ℚ_[p]` / `ℤ_[p]`: Mathlib's `notation "ℚ_[" p "]" => Padic p` and `"ℤ_[" p "]" =>
        PadicInt p`, opaque types whose argument is a term (the prime)."""
        return App(Name("Padic" if str(tok) == "ℚ_[" else "PadicInt"), (p,))

    def inner_unwritten(self, *_items: Any) -> Expr:
        """`⟪x, y⟫`: `@inner ℝ`, `@inner ℂ` (scoped) or a file's local notation at its own 𝕜;
        which one the statement's file opens is not known here: refused."""
        raise UnsupportedError("⟪", "an inner product ⟪x, y⟫ whose field is not written")

    def listlit(self, items: tuple[Expr, ...] | None = None) -> Bracket:
        return Bracket("list", items or ())

    def veclit(self, _open: Token, items: tuple[Expr, ...] | None = None) -> Bracket:
        """`![a, b]`: Mathlib's vector literal (`Matrix.vecCons`, `Matrix.vecEmpty`)."""
        return Bracket("vec", items or ())

    def span_singleton(self, r: Expr, _dot: Token, x: Expr) -> App:
        """`(R ∙ x)` is `Submodule.span R {x}` (`singleton x` is what `{x}` stands for)."""
        return App(Name("Submodule.span"), (r, Bracket("set", (x,))))

    def setlit(self, items: tuple[Expr, ...]) -> Bracket:
        return Bracket("set", items)

    def lam(self, _f: Token, binders: tuple[Binder, ...], _arrow: Token, body: Expr) -> Lambda:
        return Lambda(binders, body)

    def bigop(self, op: Token, binders: tuple[Binder, ...], body: Expr) -> BigOp:
        return BigOp(str(op), binders, body)

    def bigop_in(self, op: Token, binders: tuple[Binder, ...], _in: Token, dom: Expr,
                 body: Expr) -> BigOp:
        return BigOp(str(op), binders, body, dom)

    def bigop_ae(self, op: Token, binders: tuple[Binder, ...], _d: Token, measure: Expr,
                 body: Expr) -> BigOp:
        """`∀ᵐ x ∂μ, p x` is `∀ᶠ x in MeasureTheory.ae μ, p x` (Mathlib's notation3: `Filter.
        Eventually p <| MeasureTheory.ae μ`); `∃ᵐ` is `∃ᶠ` (`Filter.Frequently`)."""
        return BigOp("∀ᶠ" if str(op) == "∀ᵐ" else "∃ᶠ", binders, body,
                     App(Name("MeasureTheory.ae"), (measure,)))

    def integral(self, op: Token, binders: tuple[Binder, ...], body: Expr, _d: Token,
                 measure: Expr) -> App:
        """`∫ x, f x ∂μ` is `MeasureTheory.integral μ (fun x => f x)`, `∫⁻` lintegral (Mathlib's
        notation3; one binder: several would make a function of several arguments)."""
        return App(Name(_INTEGRALS[str(op)]), (measure, _one_binder_lambda(binders, body)))

    def integral_in(self, op: Token, binders: tuple[Binder, ...], _in: Token, dom: Expr,
                    body: Expr, _d: Token, measure: Expr) -> App:
        """`∫ x in s, f x ∂μ` is the integral for `MeasureTheory.Measure.restrict μ s`."""
        restricted = App(Name("MeasureTheory.Measure.restrict"), (measure, dom))
        return self.integral(op, binders, body, _d, restricted)

    def integral_volume(self, op: Token, binders: tuple[Binder, ...], *rest: Any) -> App:
        """`∫ x : T, f x` is `integral volume (fun x : T => f x)` and `∫ x : T in s, f x` the
        integral for `Measure.restrict volume s` (Mathlib's notation3 without `∂`; `∫⁻`:
        lintegral): `volume` is `MeasureSpace.volume` at the binder's type, which must be
        written (`_volume_at`)."""
        body = rest[-1]
        if len(rest) == 3 and len(binders) == 1 and binders[0].type is None:
            # `∫ x in s, f x`: `volume` at the type `s` fixes (`Elaboration.term`)
            measure: Expr = App(Name("MeasureTheory.Measure.restrict"), (Name(VOLUME), rest[1]))
            return App(Name(_INTEGRALS[str(op)]), (measure, _one_binder_lambda(binders, body)))
        measure = _volume_at(binders, str(op))
        if len(rest) == 3:                                  # `in s`
            measure = App(Name("MeasureTheory.Measure.restrict"), (measure, rest[1]))
        return App(Name(_INTEGRALS[str(op)]), (measure, _one_binder_lambda(binders, body)))

    def integral_interval(self, op: Token, binders: tuple[Binder, ...], _in: Token, a: Expr,
                          _dots: Token, b: Expr, body: Expr, *measure: Any) -> App:
        """`∫ x in a..b, f x ∂μ` is `intervalIntegral (fun x => f x) a b μ` (Mathlib/MeasureTheory/
        Integral/IntervalIntegral/Basic.lean: `notation3 "∫ "(...)" in "a".."b", "r:60:(scoped f
        => f)" ∂"μ:70 => intervalIntegral r a b μ`; without `∂μ` the measure is `volume`, on ℝ:
        `intervalIntegral (f : ℝ → E) (a b : ℝ) (μ : Measure ℝ) : E`). `∫⁻` has no such form."""
        if str(op) == "∫⁻":
            raise UnsupportedError(str(op), "an interval lower integral (`∫⁻ x in a..b`)")
        if str(op) != "∫":   # `⨍ x in a..b` is `average (volume.restrict (Ι a b))`
            raise UnsupportedError(str(op), "an interval average (`⨍ x in a..b`)")
        mu = measure[1] if measure else _volume(Name("ℝ"))
        return App(Name("intervalIntegral"), (_one_binder_lambda(binders, body), a, b, mu))

    def ite(self, _if: Token, c: Expr, _then: Token, a: Expr, _else: Token, b: Expr) -> Ite:
        return Ite(c, a, b)

    def dite(self, _if: Token, h: Token, c: Expr, _then: Token, a: Expr, _else: Token,
             b: Expr) -> Ite:
        return Ite(c, a, b, str(h))

    def sigma_type(self, op: Token, binders: tuple[Binder, ...], body: Expr) -> BigOp:
        """`Σ x, β x` (`Sigma fun x => β x`), `Σ' x, β x` (`PSigma`): a binder notation over
        a type, a `BigOp` so that nothing reads it as a proposition."""
        return BigOp(str(op), binders, body)

    def dfinsupp(self, _op: Token | str, binders: tuple[Binder, ...], body: Expr) -> App:
        """`Π₀ i, β i` is `DFinsupp fun i => β i` (Mathlib/Data/DFinsupp/Defs.lean:64
        `notation3 "Π₀ "(...)", "r:(scoped f => DFinsupp f) => r`; :58 `structure DFinsupp
        {ι : Type u} (β : ι → Type v) [∀ i, Zero (β i)] : Type max u v`). A body `β i` whose
        function does not mention `i` is written `DFinsupp β`: Lean's definitional eta makes
        the two one type (`g : Π₀ i, β i` is a `DFinsupp β`), and the index type is `β`'s
        domain. Any other body needs the index type written (`Π₀ (i : ι), M`): without it only
        unification fixes `ι`, which is refused. The body must be a type as written: `Π₀ i, S
        i` with `S : ι → AddSubmonoid M` is `DFinsupp fun i => ↥(S i)` (Lean coerces a body
        that is no type to one), so the family (or the constant body) must be a binder of the
        statement declared a type family (`β : ι → Type*`) or a type (`M : Type*`), checked
        by `_check_families`; anything else is refused."""
        if len(binders) != 1 or len(binders[0].names) != 1 or binders[0].pred is not None \
                or binders[0].info not in ("explicit", "bare"):
            raise UnsupportedError(str(_op), f"`{_op}` over several binders or a binder predicate")
        b = binders[0]
        i = b.names[0]
        if isinstance(body, App) and body.args[-1] == Name(i) and not _mentions(body.fn, i) \
                and not any(_mentions(a, i) for a in body.args[:-1]):
            if not isinstance(body.fn, Name):
                raise UnsupportedError(str(_op), f"a `{_op}` body whose family is not a name")
            self.families.append((body.fn.id, len(body.args), str(_op)))
            fam = body.fn if len(body.args) == 1 else App(body.fn, body.args[:-1])
            return App(Name("DFinsupp"), (fam,))
        if b.type is None:
            raise UnsupportedError(str(_op), f"`{_op} i, …` whose index type only unification "
                                   "fixes (no type written for the index)")
        if isinstance(body, Name) and body.id in _NUMBER_TYPE_NAMES:
            pass
        elif isinstance(body, Name) and not _mentions(b.type, body.id) and body.id != i:
            self.families.append((body.id, 0, str(_op)))
        else:
            raise UnsupportedError(str(_op), f"a `{_op}` body not known to be a type (Lean "
                                   "coerces one that is not)")
        return App(Name("DFinsupp"), (Lambda((Binder((i,), b.type),), body),))

    def direct_sum(self, _op: Token, binders: tuple[Binder, ...], body: Expr) -> App:
        """`⨁ i, β i` is `DirectSum _ fun i => β i` (Mathlib/Algebra/DirectSum/Basic.lean:54;
        :34 `def DirectSum (ι : Type v) (β : ι → Type w) [∀ i, AddCommMonoid (β i)]`), read
        as `Π₀` is (`dfinsupp`): a declared type family applied last to the index is the
        family by eta, its index type the domain it is declared with (what unification gives
        `_`); a constant type body needs the index type written."""
        dfinsupp = self.dfinsupp(_op, binders, body)
        fam = dfinsupp.args[0]
        if isinstance(fam, Lambda):
            return App(Name("DirectSum"), (fam.binders[0].type, fam))  # type: ignore[arg-type]
        name, arity, _ = self.families[-1]
        node = App(Name("DirectSum"), (Name("_"), fam))
        self.direct_sums.append((node, name, arity))
        return node

    def quant(self, q: Token, binders: tuple[Binder, ...], body: Expr) -> Quant:
        return Quant(_canon(q), binders, body)

    # binders ------------------------------------------------------------------------------
    def binders_plain(self, *items: Any) -> tuple[Binder, ...]:
        groups = [i for i in items if isinstance(i, Binder)]
        trailing = items[-1] if items and not isinstance(items[-1], Binder) else None
        out: list[Binder] = []
        bare: list[str] = []
        for g in groups:
            if g.info == "bare":
                bare.extend(g.names)
                continue
            if bare:
                out.append(Binder(tuple(bare), None))
                bare = []
            out.append(g)
        if bare:
            out.append(Binder(tuple(bare), trailing))
        elif trailing is not None:
            raise FormalParseError(0, 0, ["','"], "':' after bracketed binders")
        return tuple(out)

    def binders_pred(self, *items: Any) -> tuple[Binder, ...]:
        if any(b.info != "bare" for b in items[:-2]):
            raise _prefix_error(items[-2])
        names = tuple(n for b in items[:-2] for n in b.names)
        op, bound = _canon(items[-2]), items[-1]
        if op not in {"<", ">", "≤", "≥", "≠", "∈", "∉", "⊆", "⊂", "⊇", "⊃"}:
            raise _prefix_error(items[-2])
        return (Binder(names, None, "explicit", (op, bound)),)

    def bare(self, tok: Token) -> Binder:
        return Binder((str(tok),), None, "bare")

    def explicit(self, *items: Any) -> Binder:
        if items and not isinstance(items[-1], Token):
            return Binder(tuple(str(t) for t in items[:-1]), items[-1], "explicit")
        return Binder(tuple(str(t) for t in items), None, "explicit")   # `∀ (i) (_ : p i), …`

    def implicit(self, *items: Any) -> Binder:
        if items and not isinstance(items[-1], Token):
            return Binder(tuple(str(t) for t in items[:-1]), items[-1], "implicit")
        return Binder(tuple(str(t) for t in items), None, "implicit")

    def strict(self, *items: Any) -> Binder:
        if items and not isinstance(items[-1], Token):
            return Binder(tuple(str(t) for t in items[:-1]), items[-1], "strict")
        return Binder(tuple(str(t) for t in items), None, "strict")

    def inst(self, *items: Any) -> Binder:
        name = str(items[0]) if len(items) == 2 else "_"
        return Binder((name,), items[-1], "inst")


def _leveled(tok: str) -> str:
    name, levels = split_levels(tok)
    try:
        return leveled(name, levels or "")
    except LevelError as exc:
        raise UnsupportedError(f"universe levels of {name}: {exc}") from None


def _prefix_error(tok: Token) -> FormalParseError:
    return FormalParseError(tok.line or 1, tok.column or 1, ["an operand"], repr(str(tok)))


@lru_cache(maxsize=1)
def _parser() -> Lark:
    """The rendering language's parser; its tables are kept between processes (a few seconds
    to build, well under one to load: `forminv_lean.parser_cache`)."""
    from forminv_lean.parser_cache import cached_parser

    grammar = resources.files("forminv_lean.formal.meaning").joinpath("grammar.lark").read_text("utf-8")
    return cached_parser(grammar, _build, kind="formal")


def _build(grammar: str) -> Lark:
    return Lark(grammar, parser="lalr", lexer="contextual", propagate_positions=False,
                maybe_placeholders=False)


def _describe(err: UnexpectedInput) -> FormalParseError:
    expected: set[str] = set()
    if isinstance(err, UnexpectedToken):
        expected = set(err.accepts or err.expected or ())
        tok = err.token
        got = "end of input" if tok.type == "$END" else repr(_unmarked(str(tok)))
        line, col = (tok.line or err.line or 1), (tok.column or err.column or 1)
        if tok.type == "$END":
            line, col = err.line if err.line > 0 else 1, err.column if err.column > 0 else 1
    elif isinstance(err, UnexpectedCharacters):
        expected = set(err.allowed or ())
        got = repr(_unmarked(err.char))
        line, col = err.line, err.column
    elif isinstance(err, UnexpectedEOF):
        expected = set(err.expected or ())
        got, line, col = "end of input", max(err.line, 1), max(err.column, 1)
    else:  # pragma: no cover - lark has no other subclasses today
        got, line, col = "?", 1, 1
    names = sorted({_TERMINAL_NAMES.get(e, _pretty_terminal(e)) for e in expected})
    return FormalParseError(line, col, names, got)


def _pretty_terminal(name: str) -> str:
    try:
        pattern = _parser().get_terminal(name).pattern
    except KeyError:
        return name
    value = getattr(pattern, "value", name)
    return f"'{value}'" if pattern.type == "str" else name


#: Deepest syntax tree accepted. Every later stage (elaboration, normal forms, the encoder)
#: recurses over the tree; 500 nested `¬` used to end in a RecursionError. Real statements
#: stay far below (the curated set peaks at 9, Mathlib headers at a few dozen).
MAX_DEPTH = 64


def _check_depth(tree: Any) -> None:
    """Refuse trees deeper than `MAX_DEPTH`, measured without recursion."""
    from lark import Tree

    stack = [(tree, 1)]
    while stack:
        node, d = stack.pop()
        if d > MAX_DEPTH:
            raise UnsupportedError("nesting", f"nested deeper than {MAX_DEPTH} levels")
        if isinstance(node, Tree):
            stack.extend((c, d + 1) for c in node.children)


#: An arrow written against a letter: `A ≃g B`, `α →CO β`, `C ⥤q D`.
_GLUED_ARROW = re.compile(r"[→≃↪⟶⥤≅](?=[A-Za-z])")


def _glued_notation(text: str) -> None:
    """Refuse an arrow glued to a letter that is not one of the grammar's tokens (`→o`, `≃o`,
    `→L[`, ...): it is a Mathlib notation the grammar lacks (`A ≃g B` is SimpleGraph.Iso,
    `α →CO β` ContinuousOpenMap, `C ⥤q D` Prefunctor), one token in Lean, never `≃`
    followed by a name `g` applied to `B`."""
    for m in _GLUED_ARROW.finditer(text):
        piece = text[m.start():m.start() + 8]
        try:
            first = next(iter(_parser().lex(piece)), None)
        except UnexpectedInput:
            first = None
        if first is None or len(str(first)) < 2:
            word = re.match(r"\S+", text[m.start():])
            raise UnsupportedError(word.group(0) if word else text[m.start()],
                                   "a notation this language does not have")


#: Number types written as a `Π₀` body (each a type, never coerced).
_NUMBER_TYPE_NAMES = frozenset({"ℕ", "ℤ", "ℚ", "ℝ", "ℂ", "Nat", "Int", "Rat", "Real", "Complex"})


def _is_sort(e: Any) -> bool:
    """`Type*`, `Type u`, `Type`, `Sort*`, `Sort u`, `Type _` as written."""
    if isinstance(e, App):
        return isinstance(e.fn, Name) and e.fn.id in ("Type", "Sort") and len(e.args) == 1
    return isinstance(e, Name) and e.id in ("Type*", "Sort*", "Type", "Sort")


def _family_of_arity(ty: Any, arity: int) -> bool:
    """Is `ty` written `A₁ → … → A_arity → Sort` (a type for arity 0)?"""
    for _ in range(arity):
        if not (isinstance(ty, BinOp) and ty.op == "→"):
            return False
        ty = ty.rhs
    return _is_sort(ty)


def _binder_types(e: Any, name: str) -> list[Any]:
    """The written types of every binder of `name` in the raw tree `e` (None when untyped)."""
    out: list[Any] = []
    if isinstance(e, Binder) and name in e.names:
        out.append(e.type)
    if isinstance(e, tuple | list):
        for x in e:
            out.extend(_binder_types(x, name))
    elif hasattr(e, "__dataclass_fields__"):
        for f in e.__dataclass_fields__:
            out.extend(_binder_types(getattr(e, f), name))
    return out


def _check_families(tree: Any, families: list[tuple[str, int, str]]) -> None:
    """Refuse a `Π₀` whose family (or body) is not bound in the statement, every time, as a
    type family of its arity (`β : ι → Type*`): anything else may be coerced to a type by
    Lean (`Π₀ i, S i` with `S i` a submonoid is `DFinsupp fun i => ↥(S i)`)."""
    for name, arity, op in families:
        types = _binder_types(tree, name)
        if not types or not all(t is not None and _family_of_arity(t, arity) for t in types):
            raise UnsupportedError(op, f"`{op}` over {name}, which is not declared a type "
                                   "family here (Lean coerces a body that is no type)")


def _fill_direct_sums(tree: Any, sums: list[tuple[App, str, int]]) -> Any:
    """`tree` with each `DirectSum _ β` of `⨁ i, β i` given `β`'s declared index type: the
    domain of the arrow the index fills in `β`'s one written type (`β : ι → Type*` gives
    `ι`), a name bound at most once in the statement (so no other binder shadows it) or a
    number type; refused otherwise (`_check_families` has checked `β`'s binders)."""
    if not sums:
        return tree
    new: dict[int, App] = {}
    for node, name, arity in sums:
        types = _binder_types(tree, name)
        ty = types[0]
        for _ in range(arity - 1):
            ty = ty.rhs
        dom = ty.lhs
        if len({repr(t) for t in types}) != 1 or not isinstance(dom, Name) or not (
                dom.id in _NUMBER_TYPE_NAMES or len(_binder_types(tree, dom.id)) == 1):
            raise UnsupportedError("⨁", f"the index type of `⨁` over {name} is not one "
                                   "written name here")
        new[id(node)] = App(node.fn, (dom, node.args[1]))
    return _swap_nodes(tree, new)


def _nhds_within(e: Any) -> Any:
    """`e` with each `𝓝[s] x` as Lean reads it: Mathlib/Topology/Defs/Filter.lean:134
    `scoped[Topology] notation "𝓝[" s "] " x:100 => nhdsWithin x s`. The grammar reads it as `𝓝`
    applied to the one-item list `[s]`, then to the point and whatever follows; at
    precedence 100 the point takes every argument after it (`𝓝[s i] x i` is
    `nhdsWithin (x i) (s i)`), so all of them go to the point."""
    if isinstance(e, App) and e.fn == Name("𝓝") and len(e.args) >= 2 and \
            isinstance(e.args[0], Bracket) and e.args[0].kind == "list" and \
            len(e.args[0].items) == 1:
        point, rest = _nhds_within(e.args[1]), tuple(_nhds_within(a) for a in e.args[2:])
        if rest:
            point = App(point.fn, (*point.args, *rest)) if isinstance(point, App) else \
                App(point, rest)
        return App(Name("nhdsWithin"), (point, _nhds_within(e.args[0].items[0])))
    if isinstance(e, tuple):
        return tuple(_nhds_within(x) for x in e)
    if hasattr(e, "__dataclass_fields__"):
        import dataclasses

        return dataclasses.replace(e, **{f: _nhds_within(getattr(e, f))
                                         for f in e.__dataclass_fields__})
    return e


def _swap_nodes(e: Any, new: dict[int, App]) -> Any:
    """`e` with the nodes whose `id` is a key of `new` replaced (frozen trees rebuilt)."""
    if id(e) in new:
        return new[id(e)]
    if isinstance(e, tuple):
        return tuple(_swap_nodes(x, new) for x in e)
    if hasattr(e, "__dataclass_fields__"):
        import dataclasses

        return dataclasses.replace(e, **{f: _swap_nodes(getattr(e, f), new)
                                         for f in e.__dataclass_fields__})
    return e


def _mentions(e: Any, name: str) -> bool:
    """Does the raw tree `e` hold the name `name` (or a field of it, `name.1`) anywhere, bound
    again or not (an over-approximation: a `True` only keeps a `fun` that could go)?"""
    if isinstance(e, Name):
        return e.id == name or e.id.startswith(name + ".")
    if isinstance(e, tuple | list):
        return any(_mentions(x, name) for x in e)
    if hasattr(e, "__dataclass_fields__"):
        return any(_mentions(getattr(e, f), name) for f in e.__dataclass_fields__)
    return isinstance(e, str) and e == name


#: The grammar's opening bars (`ABSOPEN`, `NORMOPEN`): private-use characters no text has.
_OPEN_BAR = {"|": "\ue000", "‖": "\ue001"}
_OPENING_BRACKETS, _CLOSING_BRACKETS = "([{⟨⟪⦃⁅", ")]}⟩⟫⦄⁆"


def _ends_term(text: str, i: int, closed: set[int]) -> bool:
    """Does the character before offset `i` end a term (so a bar at `i` may close one)? A
    letter or digit (subscripts and postfix marks `ᶜ`, `¹` are), a closing bracket, a prime, a
    constant sign does, or a bar that closed; a space, an operator, an opening bracket or an
    opening bar does not."""
    if i == 0:
        return False
    c = text[i - 1]
    if c in "|‖":
        return i - 1 in closed
    return c.isalnum() or c in _CLOSING_BRACKETS or c in "⌋⌉₊⁺⋆'!?_·∅⊤⊥∞⁻"


def _unmarked(s: str) -> str:
    """`s` with the opening bars `_mark_bars` marked written back as bars (for messages)."""
    for bar, mark in _OPEN_BAR.items():
        s = s.replace(mark, bar)
    return s


def _mark_bars(text: str) -> str:
    """`text` with the opening bar of each `|a|` and `‖x‖` replaced by its own token, paired as
    Lean pairs them: a bar closes the nearest open one of its kind at the same bracket depth
    when the character before it ends a term (`noWs` before the closing `|`), else it opens
    one, followed by no space for `|` (`atomic("|" noWs)`); `{x | p x}` and a bar left open
    (`μ[f|m]`, or opened in a bracket that closed first) stay plain bars, as before."""
    opened: list[tuple[str, int, int]] = []   # (bar, offset, bracket depth)
    marks: set[int] = set()
    closed: set[int] = set()
    depth = 0
    for i, c in enumerate(text):
        if c in _OPENING_BRACKETS:
            depth += 1
        elif c in _CLOSING_BRACKETS:
            while opened and opened[-1][2] >= depth:
                marks.discard(opened.pop()[1])   # a bar left open inside the bracket
            depth -= 1
        elif c in _OPEN_BAR:
            if opened and opened[-1][0] == c and opened[-1][2] == depth and \
                    _ends_term(text, i, closed):
                closed.add(i)
                opened.pop()
            elif c == "‖" or i + 1 < len(text) and not text[i + 1].isspace():
                opened.append((c, i, depth))
                marks.add(i)
    for _, at, _ in opened:
        marks.discard(at)
    return "".join(_OPEN_BAR[c] if i in marks else c for i, c in enumerate(text))


@lru_cache(maxsize=4096)
def parse(text: str) -> Expr:
    """Parse a rendering into a raw tree; raises `FormalParseError` with line and column."""
    if not text or not text.strip():
        raise FormalParseError(1, 1, ["a statement"], "end of input")
    _glued_notation(text)
    try:
        tree = _parser().parse(_mark_bars(text))
        _check_depth(tree)
        builder = _ToAst()
        result = builder.transform(tree)
        _check_families(result, builder.families)
        result = _fill_direct_sums(result, builder.direct_sums)
        result = _nhds_within(result)
    except UnexpectedInput as err:
        exc = _describe(err)
        if exc.got == "end of input":  # point just past the last character
            lines = text.rstrip().split("\n")
            exc = FormalParseError(len(lines), len(lines[-1]) + 1, exc.expected, exc.got)
        raise exc from None
    except (FormalParseError, UnsupportedError):
        raise
    except Exception as err:  # lark wraps transformer errors in VisitError
        inner = getattr(err, "orig_exc", None)
        if isinstance(inner, UnsupportedError):
            raise inner from None
        if isinstance(inner, FormalParseError):
            if inner.line == 0:
                raise FormalParseError(1, 1, inner.expected, inner.got) from None
            raise inner from None
        raise
    return result
