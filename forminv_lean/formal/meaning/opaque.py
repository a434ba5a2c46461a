"""Mathlib outside the signature table: what is kept opaque, and the little that is known.

Real Mathlib statements use far more than the interpreted fragment. Everything else is kept
*opaque*: an uninterpreted constant, function or predicate, over opaque types (one per
distinct type expression). A proof that holds for every interpretation of the opaque symbols
holds for Mathlib's, so it certifies; a counter-model that needs a particular interpretation
refutes nothing (the kernel's refutation rules evaluate exactly, and the exact evaluator does
not evaluate opaque symbols).

Two things must still be right, and are kept here:
* `RESULT_TYPES`: the result type of a few Mathlib constants, confirmed in Mathlib's source.
  It matters only for numbers: a wrong `ℕ` would add `0 ≤` and truncated subtraction that
  Lean does not have. Every other opaque result has an opaque type.
* `cast_sensitive`: an argument of an opaque function whose value would change if Lean put
  the coercions elsewhere (`f (a - b)` with `a b : ℕ` is `f (↑a - ↑b)` when `f : ℤ → ℤ`).
  Not knowing `f`'s argument type, such a rendering is refused (`unsupported`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache

from forminv_lean.formal.meaning.morphisms_r29_holes import SIGNATURES as _R29_HOLES
from forminv_lean.formal.meaning.prop_classes import SIGNATURES as _PROP_CLASSES
from forminv_lean.formal.meaning.signatures_algebra import RESULT_TYPES as _ALGEBRA_RESULTS
from forminv_lean.formal.meaning.signatures_algebra import SIGNATURES as _ALGEBRA
from forminv_lean.formal.meaning.signatures_analysis import SIGNATURES as _ANALYSIS
from forminv_lean.formal.meaning.signatures_anon import SIGNATURES as _ANON
from forminv_lean.formal.meaning.signatures_category import SIGNATURES as _CATEGORY
from forminv_lean.formal.meaning.signatures_coerce import SIGNATURES as _COERCE
from forminv_lean.formal.meaning.signatures_core import SIGNATURES as _CORE
from forminv_lean.formal.meaning.signatures_groups import SIGNATURES as _GROUPS
from forminv_lean.formal.meaning.signatures_holes import SIGNATURES as _HOLES
from forminv_lean.formal.meaning.signatures_measure import DEFAULTS as _MEASURE_DEFAULTS
from forminv_lean.formal.meaning.signatures_measure import SIGNATURES as _MEASURE_THEORY
from forminv_lean.formal.meaning.signatures_notation import SIGNATURES as _NOTATION
from forminv_lean.formal.meaning.signatures_order import SIGNATURES as _ORDER
from forminv_lean.formal.meaning.signatures_proofs import SIGNATURES as _PROOFS
from forminv_lean.formal.meaning.signatures_r15 import SIGNATURES as _R15
from forminv_lean.formal.meaning.signatures_r16a import SIGNATURES as _R16A
from forminv_lean.formal.meaning.signatures_r16b import SIGNATURES as _R16B
from forminv_lean.formal.meaning.signatures_r17c import SIGNATURES as _R17C
from forminv_lean.formal.meaning.signatures_r17d import SIGNATURES as _R17D
from forminv_lean.formal.meaning.signatures_r18e import SIGNATURES as _R18E
from forminv_lean.formal.meaning.signatures_r18f import SIGNATURES as _R18F
from forminv_lean.formal.meaning.signatures_r18g import SIGNATURES as _R18G
from forminv_lean.formal.meaning.signatures_r18u import SIGNATURES as _R18U
from forminv_lean.formal.meaning.signatures_r19f import SIGNATURES as _R19F
from forminv_lean.formal.meaning.signatures_r19h import SIGNATURES as _R19H
from forminv_lean.formal.meaning.signatures_r19i import SIGNATURES as _R19I
from forminv_lean.formal.meaning.signatures_r19j import SIGNATURES as _R19J
from forminv_lean.formal.meaning.signatures_r20k import SIGNATURES as _R20K
from forminv_lean.formal.meaning.signatures_r20l import SIGNATURES as _R20L
from forminv_lean.formal.meaning.signatures_r21m import SIGNATURES as _R21M
from forminv_lean.formal.meaning.signatures_r22n import SIGNATURES as _R22N
from forminv_lean.formal.meaning.signatures_r23s import SIGNATURES as _R23S
from forminv_lean.formal.meaning.signatures_r24e import SIGNATURES as _R24E
from forminv_lean.formal.meaning.signatures_r25_notations import SIGNATURES as _R25_NOTATIONS
from forminv_lean.formal.meaning.signatures_r26_holes import SIGNATURES as _R26_HOLES
from forminv_lean.formal.meaning.signatures_r28_holes import SIGNATURES as _R28_HOLES
from forminv_lean.formal.meaning.signatures_r28_types import SIGNATURES as _R28_TYPES
from forminv_lean.formal.meaning.signatures_tensor import SIGNATURES as _TENSOR
from forminv_lean.formal.meaning.signatures_tensor_r26 import SIGNATURES as _TENSOR_R26
from forminv_lean.formal.meaning.signatures_types import SIGNATURES as _TYPES
from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import Ty

#: Opaque Mathlib constants whose result type is a number, as declared in Mathlib
#: (checked against the declarations named here, mathlib4 / lean4 source):
RESULT_TYPES: dict[str, str] = {
    # confirmed with the search tool in mathlib4 (find_string on the declaration):
    "Finset.card": "ℕ",       # Mathlib/Data/Finset/Card.lean: def card (s : Finset α) : ℕ
    "Nat.totient": "ℕ",       # Mathlib/Data/Nat/Totient.lean: def totient (n : ℕ) : ℕ
    "Int.floor": "ℤ",         # Mathlib/Algebra/Order/Floor.lean: def floor : α → ℤ
    "Int.ceil": "ℤ",          # ... def ceil : α → ℤ
    # standard declarations of Lean core and Mathlib (result type in the signature):
    "Multiset.card": "ℕ", "List.length": "ℕ", "Fintype.card": "ℕ", "Nat.card": "ℕ",
    "Nat.floor": "ℕ", "Nat.ceil": "ℕ", "Int.toNat": "ℕ",
    "Real.exp": "ℝ", "Real.log": "ℝ", "Real.pi": "ℝ", "Real.sin": "ℝ", "Real.cos": "ℝ",
    "norm": "ℝ", "dist": "ℝ",
    # Mathlib/Data/Nat/Find.lean: protected def find [DecidablePred p] (H : ∃ n, p n) : ℕ
    "Nat.find": "ℕ",
    # Mathlib/GroupTheory/OrderOfElement.lean: noncomputable def orderOf (x : G) : ℕ (and
    # addOrderOf by to_additive); Mathlib/Algebra/CharP/Defs.lean: def ringChar [...] : ℕ
    "orderOf": "ℕ", "addOrderOf": "ℕ", "ringChar": "ℕ",
}
RESULT_TYPES.update(_ALGEBRA_RESULTS)

#: Notations that stand for a named Mathlib constant (how the statement writes it -> name).
NOTATIONS: dict[str, str] = {
    "#": "Finset.card",        # Mathlib/Data/Finset/Card.lean: prefix:arg "#" => card
    "norm": "norm",            # ‖x‖
    "⌊⌋": "Int.floor", "⌈⌉": "Int.ceil", "⌊⌋₊": "Nat.floor", "⌈⌉₊": "Nat.ceil",
    "ᵀ": "Matrix.transpose",
    "ᴴ": "Matrix.conjTranspose",   # Mathlib/Data/Matrix/Basic.lean: scoped postfix:1024 "ᴴ"
    "''": "Set.image", "⁻¹'": "Set.preimage", "×ˢ": "SProd.sprod",
    "•": "HSMul.hSMul", "∘": "Function.comp", "++": "HAppend.hAppend", "::": "List.cons",
    "⇑": "DFunLike.coe",
    "∑": "Finset.sum", "∏": "Finset.prod", "∑ᶠ": "finsum", "∏ᶠ": "finprod",
    "𝔼": "Finset.expect",      # Mathlib/Algebra/BigOperators/Expect.lean (scoped BigOperators)
    "∑'": "tsum", "∏'": "tprod",  # Mathlib/Topology/Algebra/InfiniteSum/Defs.lean
    "⋃": "Set.iUnion", "⋂": "Set.iInter", "⨆": "iSup", "⨅": "iInf",
    "∀ᶠ": "Filter.Eventually", "∃ᶠ": "Filter.Frequently",
    "𝓝": "nhds",
}

#: Relations written as infix notations at 50, each an opaque proposition of its two sides
#: (taken at one type): Lean core `infixl:50 " ~ " => Perm` (Init/Data/List/Basic.lean);
#: Lean core `infix:50 " ≈ " => HasEquiv.Equiv` (Init/Prelude.lean) and `infixl:50 " <+ " =>
#: Sublist`, `" <+: " => IsPrefix`, `" <:+ " => IsSuffix`, `" <:+: " => IsInfix` (Init/Data/
#: List/Basic.lean, namespace List); Mathlib/Analysis/InnerProductSpace/Orthogonal.lean
#: `infixl:50 " ⟂ " => Submodule.IsOrtho` (the name index's notations.jsonl).
REL_NOTATIONS: dict[str, str] = {
    "~": "List.Perm", "≈": "HasEquiv.Equiv", "<+": "List.Sublist", "<+:": "List.IsPrefix",
    "<:+": "List.IsSuffix", "<:+:": "List.IsInfix", "⟂": "Submodule.IsOrtho",
}
NOTATIONS.update(REL_NOTATIONS)

#: `volume`: Mathlib/MeasureTheory/Measure/MeasureSpaceDef.lean, `class MeasureSpace (α) extends
#: MeasurableSpace α where volume : Measure α` (`export MeasureSpace (volume)`): the measure
#: instance search finds at a type, so only ever read with that type, `(volume : Measure T)`.
VOLUME = "MeasureTheory.MeasureSpace.volume"

#: `μ ≪ ν` (Mathlib/MeasureTheory/Measure/AbsolutelyContinuous.lean: `scoped[MeasureTheory]
#: infixl:50 " ≪ " => MeasureTheory.Measure.AbsolutelyContinuous`).
ABSOLUTELY_CONTINUOUS = "MeasureTheory.Measure.AbsolutelyContinuous"

#: Short names that are Mathlib constants (so not a variable the file's `variable` line binds).
CONSTANT_NAMES = frozenset({"𝓝", "𝓟", "𝓤", "⊤", "⊥", "∞", "↑", "id"})

#: Bundled morphism arrows (`f : β →+* γ` is applied like a function, `f x : γ`).
HOM_ARROWS: dict[str, str] = {
    "→+*": "RingHom", "→*₀": "MonoidWithZeroHom", "→*": "MonoidHom", "→+": "AddMonoidHom",
    "≃+*": "RingEquiv", "≃*": "MulEquiv", "≃+": "AddEquiv", "≃o": "OrderIso", "≃": "Equiv",
    "↪o": "OrderEmbedding", "↪": "Function.Embedding", "→o": "OrderHom",
    # Mathlib/Data/Finsupp/Defs.lean: infixr:25 " →₀ " => Finsupp; FunLike (α →₀ M) α M
    "→₀": "Finsupp",
    # infixr:25, each with a FunLike instance: Algebra/Group/Hom/Defs.lean " →ₙ* " => MulHom,
    # " →ₙ+ " => AddHom; Algebra/Ring/Hom/Defs.lean " →ₙ+* " => NonUnitalRingHom
    "→ₙ*": "MulHom", "→ₙ+": "AddHom", "→ₙ+*": "NonUnitalRingHom",
    # Algebra/Star/StarRingHom.lean " →⋆ₙ+* " => NonUnitalStarRingHom (FunLike :89)
    "→⋆ₙ+*": "NonUnitalStarRingHom",
    # infixl:25, each with an EquivLike (Dilation: FunLike) instance: Topology/Homeomorph/
    # Defs.lean " ≃ₜ " => Homeomorph; Topology/Algebra/ContinuousMonoidHom.lean " ≃ₜ* " =>
    # ContinuousMulEquiv, " ≃ₜ+ " => ContinuousAddEquiv; MeasureTheory/MeasurableSpace/
    # Embedding.lean " ≃ᵐ " => MeasurableEquiv; Topology/MetricSpace/Isometry.lean " ≃ᵢ " =>
    # IsometryEquiv; Topology/MetricSpace/Dilation.lean " →ᵈ " => Dilation, DilationEquiv.lean
    # " ≃ᵈ " => DilationEquiv
    "≃ₜ": "Homeomorph", "≃ₜ*": "ContinuousMulEquiv", "≃ₜ+": "ContinuousAddEquiv",
    "≃ᵐ": "MeasurableEquiv", "≃ᵢ": "IsometryEquiv", "→ᵈ": "Dilation", "≃ᵈ": "DilationEquiv",
    # infixr:25, each with a FunLike instance: Topology/Hom/Open.lean:35 " →CO " =>
    # ContinuousOpenMap (`instFunLike : FunLike (α →CO β) α β`, :62); Topology/Order/Hom/
    # Basic.lean:38 " →Co " => ContinuousOrderHom (`instFunLike`, :88)
    "→CO": "ContinuousOpenMap", "→Co": "ContinuousOrderHom",
    # Topology/UniformSpace/Equiv.lean:41 `infixl:25 " ≃ᵤ " => UniformEquiv` (EquivLike :50)
    "≃ᵤ": "UniformEquiv",
    # ordered homomorphisms and isomorphisms: Algebra/Order/Hom/Monoid.lean:118 `infixr:25
    # " →*o " => OrderMonoidHom` (`@[to_additive] instance : FunLike (α →*o β) α β`, :295;
    # " →+o " :81), :153 " ≃*o " => OrderMonoidIso (`@[to_additive] EquivLike`, :524; " ≃+o "
    # :97), :202 " →*₀o " => OrderMonoidWithZeroHom (FunLike :780); Ring.lean:58 `infixl:25
    # " →+*o " => OrderRingHom` (FunLike :143), :80 " ≃+*o " => OrderRingIso (EquivLike :305)
    "→*o": "OrderMonoidHom", "→+o": "OrderAddMonoidHom", "≃*o": "OrderMonoidIso",
    "≃+o": "OrderAddMonoidIso", "→*₀o": "OrderMonoidWithZeroHom", "→+*o": "OrderRingHom",
    "≃+*o": "OrderRingIso",
}

#: The arrows of `HOM_ARROWS` declared `infixl:25` (the others are `infixr:25`): `A ≃ B → C` is
#: `(A ≃ B) → C` (Logic/Equiv/Defs.lean " ≃ "; Algebra/Group/Equiv/Defs.lean " ≃* ", " ≃+ ";
#: Algebra/Ring/Equiv.lean " ≃+* "; Order/Hom/Basic.lean " ↪o ", " ≃o "; and the files above).
HOM_ARROWS_LEFT = frozenset({"≃", "≃*", "≃+", "≃+*", "↪o", "≃o", "≃ₜ", "≃ₜ*", "≃ₜ+", "≃ᵐ",
                             "≃ᵢ", "→ᵈ", "≃ᵈ", "≃ᵤ", "→+*o", "≃+*o"})


#: Mathlib's number types kept opaque, by each spelling a rendering may use.
_NUMBER_TYPES = {"ℂ": "ℂ", "ℝ≥0": "NNReal", "NNReal": "NNReal", "ℝ≥0∞": "ENNReal",
                 "ENNReal": "ENNReal", "ℕ∞": "ENat", "ENat": "ENat", "EReal": "EReal",
                 "ℚ≥0": "NNRat", "NNRat": "NNRat", "ℕ+": "PNat", "PNat": "PNat",
                 "Ordinal": "Ordinal", "Cardinal": "Cardinal"}

#: The coercions Lean inserts between a number type and one of those (target -> sources),
#: each a Mathlib v4.19.0 instance: `NatCast`/`IntCast`/`RatCast` of a semiring, ring or
#: field, and `Coe ℝ ℂ` (Data/Complex/Basic.lean, with `CommRing ℂ`, `Field ℂ`); `Coe ℝ≥0 ℝ`
#: (Data/NNReal/Defs.lean; `ℝ≥0` a semiring); `Coe ℝ≥0 ℝ≥0∞` (Data/ENNReal/Basic.lean,
#: `CommSemiring ℝ≥0∞`); `NatCast ℕ∞` (Data/ENat/Defs.lean); `Coe ℝ EReal`, `Coe ℝ≥0∞ EReal`,
#: `AddCommMonoidWithOne EReal` (Data/EReal/Basic.lean); `CoeTC ℕ∞ ℝ≥0∞`
#: (Data/Real/ENatENNReal.lean); `Coe ENat Cardinal` (SetTheory/Cardinal/ENat.lean);
#: `NNRatCast K` into a division ring, `CommSemiring ℚ≥0` (Data/Rat/Init.lean,
#: Data/NNRat/Defs.lean); `Coe ℕ+ ℕ` (Data/PNat/Notation.lean); `AddMonoidWithOne Ordinal`
#: (SetTheory/Ordinal/Basic.lean); `NatCast Cardinal` (SetTheory/Cardinal/Defs.lean). Only
#: direct coercions: a chain (`ℝ≥0` into `ℂ`) is refused. Each is uninterpreted in the
#: checker (`↑` applied).
_COERCIONS: dict[str, frozenset[str]] = {
    "ℂ": frozenset({"ℕ", "ℤ", "ℚ", "ℝ", "NNRat"}),
    "ℝ": frozenset({"NNReal", "NNRat"}),
    "ℚ": frozenset({"NNRat"}),
    "ℕ": frozenset({"PNat"}),
    "NNReal": frozenset({"ℕ"}),
    "ENNReal": frozenset({"ℕ", "NNReal", "ENat"}),
    "ENat": frozenset({"ℕ"}),
    "EReal": frozenset({"ℕ", "ℝ", "ENNReal"}),
    "NNRat": frozenset({"ℕ"}),
    "Ordinal": frozenset({"ℕ"}),
    "Cardinal": frozenset({"ℕ", "ENat"}),
    "WithBot ℕ": frozenset({"ℕ"}),   # Mathlib/Order/TypeTags.lean: `Coe α (WithBot α)`
}


#: Names that are types when written as an argument (`Module.rank ℝ ℂ`, `spectrum ℂ a`):
#: the number types (not the ASCII `N Z Q R`, which are variables' names there).
ARG_TYPE_NAMES = frozenset({"ℕ", "ℤ", "ℚ", "ℝ", "Nat", "Int", "Rat", "Real"}) | frozenset(
    _NUMBER_TYPES)


def number_type(name: str) -> str | None:
    """The Mathlib number type a type's head spells (`ℝ≥0` and `NNReal` are one type), or
    the name itself for ℕ ℤ ℚ ℝ; None for any other type."""
    return name if name in ("ℕ", "ℤ", "ℚ", "ℝ", "WithBot ℕ") else _NUMBER_TYPES.get(name)


def coerces(src: str, dst: str) -> bool:
    """Does Lean coerce a value of the number type `src` to `dst` directly (names as
    `number_type` gives them)?"""
    return src in _COERCIONS.get(dst, frozenset())


def is_variable_name(n: str) -> bool:
    """Does an unbound name look like a variable (`a`, `x₁`, `hx`, `f'`) rather than a constant
    (`atTop`, `Finset.card`, `succ`)? Variables a `variable` line binds are short and undotted."""
    if n in CONSTANT_NAMES or "." in n:
        return False
    core = n.rstrip("'₀₁₂₃₄₅₆₇₈₉0123456789")
    return len(core) <= 2


_TREE = frozenset({"add", "sub", "mul", "div", "mod", "neg", "pow", "cast"})


def cast_sensitive(t: Term) -> bool:
    """Would the value of `t` change if Lean elaborated it at a larger number type? Only the
    arithmetic at its root is elaborated against the (unknown) expected type: ℕ subtraction,
    division and remainder there, or ℤ division and remainder, would change."""
    h = t.ty.head
    if h == "ℕ" and t.op in ("sub", "div", "mod") or h == "ℤ" and t.op in ("div", "mod"):
        return True
    if t.op == "pow":
        return cast_sensitive(t.args[0])
    return t.op in _TREE and any(cast_sensitive(a) for a in t.args)


#: Argument and result types of common Mathlib functions, as declared in Mathlib / Lean core
#: (`α β γ` are the declaration's type parameters, `_` an argument not typed here, e.g. a
#: proof). Used to type an opaque application: its arguments are elaborated at the declared
#: number types (so `List.replicate (m + 1) a` needs no guess about coercions) and its result
#: gets the declared type. An application whose arguments do not fit keeps an unknown type.
#: An explicit type parameter is the slot `Type α` (`types.type_arg`): the type written there
#: binds `α` (`Polynomial.cyclotomic : ("ℕ", "Type α", "Polynomial α")`); a type written where
#: the signature has no such slot is refused.
SIGNATURES: dict[str, tuple[str, ...]] = {
    "List.length": ("List α", "ℕ"), "List.reverse": ("List α", "List α"),
    "List.replicate": ("ℕ", "α", "List α"), "List.map": ("α → β", "List α", "List β"),
    "List.sum": ("List α", "α"), "List.prod": ("List α", "α"),
    "List.head?": ("List α", "Option α"), "List.getLast?": ("List α", "Option α"),
    "List.getLast": ("List α", "_", "α"), "List.head": ("List α", "_", "α"),
    "List.flatten": ("List (List α)", "List α"), "List.take": ("ℕ", "List α", "List α"),
    "List.drop": ("ℕ", "List α", "List α"), "List.range": ("ℕ", "List ℕ"),
    "List.toFinset": ("List α", "Finset α"), "List.Nodup": ("List α", "Prop"),
    "List.Sorted": ("α → α → Prop", "List α", "Prop"),
    "Multiset.card": ("Multiset α", "ℕ"), "Multiset.dedup": ("Multiset α", "Multiset α"),
    "Multiset.map": ("α → β", "Multiset α", "Multiset β"), "Multiset.prod": ("Multiset α", "α"),
    "Multiset.sum": ("Multiset α", "α"), "Multiset.toFinset": ("Multiset α", "Finset α"),
    "Multiset.Nodup": ("Multiset α", "Prop"),
    "Finset.val": ("Finset α", "Multiset α"), "Finset.card": ("Finset α", "ℕ"),
    "Finset.image": ("α → β", "Finset α", "Finset β"),
    "Finset.filter": ("α → Prop", "Finset α", "Finset α"), "Finset.range": ("ℕ", "Finset ℕ"),
    "Finset.sum": ("Finset α", "α → β", "β"), "Finset.prod": ("Finset α", "α → β", "β"),
    # Mathlib/Topology/Algebra/InfiniteSum/Defs.lean: `tprod {β} (f : β → α) : α` (`tsum`)
    "tsum": ("α → β", "β"), "tprod": ("α → β", "β"),
    "Finset.toList": ("Finset α", "List α"), "Finset.Nonempty": ("Finset α", "Prop"),
    "Finset.Icc": ("α", "α", "Finset α"), "Finset.Ico": ("α", "α", "Finset α"),
    "Finset.Ioc": ("α", "α", "Finset α"), "Finset.Ioo": ("α", "α", "Finset α"),
    "Finset.powerset": ("Finset α", "Finset (Finset α)"),
    "Set.image": ("α → β", "Set α", "Set β"), "Set.preimage": ("α → β", "Set β", "Set α"),
    "Set.range": ("α → β", "Set β"), "Set.Nonempty": ("Set α", "Prop"),
    "Set.Finite": ("Set α", "Prop"), "Set.Infinite": ("Set α", "Prop"),
    "Set.Icc": ("α", "α", "Set α"), "Set.Ico": ("α", "α", "Set α"),
    "Set.Ioc": ("α", "α", "Set α"), "Set.Ioo": ("α", "α", "Set α"),
    "Set.Ici": ("α", "Set α"), "Set.Iic": ("α", "Set α"), "Set.Ioi": ("α", "Set α"),
    "Set.Iio": ("α", "Set α"),
    "Set.sUnion": ("Set (Set α)", "Set α"), "Set.sInter": ("Set (Set α)", "Set α"),
    "Function.comp": ("β → γ", "α → β", "α → γ"), "Function.Injective": ("α → β", "Prop"),
    "Function.Surjective": ("α → β", "Prop"), "Function.Bijective": ("α → β", "Prop"),
    "Nat.divisors": ("ℕ", "Finset ℕ"), "Nat.primeFactors": ("ℕ", "Finset ℕ"),
    "Nat.digits": ("ℕ", "ℕ", "List ℕ"), "Nat.totient": ("ℕ", "ℕ"), "Nat.Coprime": (
        "ℕ", "ℕ", "Prop"), "Nat.ModEq": ("ℕ", "ℕ", "ℕ", "Prop"), "Int.ModEq": (
        "ℤ", "ℤ", "ℤ", "Prop"), "Int.toNat": ("ℤ", "ℕ"), "Nat.sqrt": ("ℕ", "ℕ"),
    "Real.exp": ("ℝ", "ℝ"), "Real.log": ("ℝ", "ℝ"), "Real.sin": ("ℝ", "ℝ"),
    "Real.cos": ("ℝ", "ℝ"), "Real.pi": ("ℝ",),
    # Mathlib/Analysis/Normed/Group/Basic.lean: `class Norm (E) where norm : E → ℝ`, ‖e‖ is
    # `norm e`; Mathlib/Topology/MetricSpace/Pseudo/Defs.lean: `class Dist (α) where dist : α
    # → α → ℝ`: the domain is the argument's own type (an implicit, unified with it)
    "norm": ("α", "ℝ"), "dist": ("α", "α", "ℝ"),
    # Mathlib/MeasureTheory/Integral/Bochner/Basic.lean: `integral {α G} … (μ : Measure α)
    # (f : α → G) : G`; Lebesgue/Basic.lean: `lintegral {α} … (μ : Measure α) (f : α → ℝ≥0∞) :
    # ℝ≥0∞`; Measure/Restrict.lean: `Measure.restrict (μ : Measure α) (s : Set α) : Measure α`
    # Mathlib/Analysis/InnerProductSpace/Defs.lean: `class Inner (𝕜 E) where inner : E → E → 𝕜`
    "inner": ("α", "α", "β"),
    "MeasureTheory.integral": ("MeasureTheory.Measure α", "α → β", "β"),
    "MeasureTheory.lintegral": ("MeasureTheory.Measure α", "α → ℝ≥0∞", "ℝ≥0∞"),
    "MeasureTheory.Measure.restrict": ("MeasureTheory.Measure α", "Set α",
                                       "MeasureTheory.Measure α"),
    # Mathlib/MeasureTheory/Integral/IntervalIntegral/Basic.lean: `def intervalIntegral (f : ℝ →
    # E) (a b : ℝ) (μ : Measure ℝ) : E`
    "intervalIntegral": ("ℝ → β", "ℝ", "ℝ", "MeasureTheory.Measure ℝ", "β"),
    "Prod.fst": ("α × β", "α"), "Prod.snd": ("α × β", "β"),
    # Mathlib/Data/Complex/Basic.lean: `structure Complex : Type where re : ℝ im : ℝ`
    "Complex.re": ("ℂ", "ℝ"), "Complex.im": ("ℂ", "ℝ"),
    "ZMod.val": ("_", "ℕ"), "Nat.minFac": ("ℕ", "ℕ"), "Nat.factors": ("ℕ", "List ℕ"),
    "Nat.primeFactorsList": ("ℕ", "List ℕ"), "Nat.succ": ("ℕ", "ℕ"),
    "List.cons": ("α", "List α", "List α"), "List.tail": ("List α", "List α"),
    "List.concat": ("List α", "α", "List α"), "List.Perm": ("List α", "List α", "Prop"),
    "List.count": ("α", "List α", "ℕ"), "Multiset.count": ("α", "Multiset α", "ℕ"),
    "Finset.erase": ("Finset α", "α", "Finset α"), "Finset.cons": ("α", "Finset α", "_",
                                                                    "Finset α"),
    # Mathlib/Data/Finset/Image.lean:51 `def map (f : α ↪ β) (s : Finset α) : Finset β`
    "Finset.map": ("α ↪ β", "Finset α", "Finset β"), "Finset.sup": ("Finset α", "α → β", "β"),
    "Finset.inf": ("Finset α", "α → β", "β"), "Finset.max'": ("Finset α", "_", "α"),
    "Finset.min'": ("Finset α", "_", "α"),
    "Multiset.toList": ("Multiset α", "List α"),
    "Multiset.range": ("ℕ", "Multiset ℕ"), "Multiset.replicate": ("ℕ", "α", "Multiset α"),
    "Finset.product": ("Finset α", "Finset β", "Finset (α × β)"),
    "Finset.antidiagonal": ("ℕ", "Finset (ℕ × ℕ)"),
    "Insert.insert": ("α", "β", "β"), "NNReal.sqrt": ("ℝ≥0", "ℝ≥0"),
    "List.dropLast": ("List α", "List α"), "List.insert": ("α", "List α", "List α"),
    # Mathlib/Logic/Function/Iterate.lean: def Nat.iterate {α : Sort u} (op : α → α) : ℕ → α → α
    "Nat.iterate": ("α → α", "ℕ", "α → α"),
    # Mathlib/LinearAlgebra/Matrix/Trace.lean: def trace (A : Matrix n n R) : R;
    # Mathlib/Data/Matrix/Basic.lean (Defs): def transpose (M : Matrix m n α) : Matrix n m α,
    # def conjTranspose [Star α] (M : Matrix m n α) : Matrix n m α; Star.star : R → R
    "Matrix.trace": ("Matrix β β α", "α"), "Matrix.transpose": ("Matrix β γ α", "Matrix γ β α"),
    "Matrix.conjTranspose": ("Matrix β γ α", "Matrix γ β α"), "star": ("α", "α"),
    # Lean core Init/Data/List/Basic.lean: def head! [Inhabited α] : List α → α;
    # Mathlib/Data/Option/Defs.lean: def iget [Inhabited α] : Option α → α (the instance's
    # default on `none`: one instance per statement, so one uninterpreted function)
    "List.head!": ("List α", "α"), "Option.iget": ("Option α", "α"),
    # Mathlib/Algebra/Polynomial (`R[X]` is `Polynomial R`): Basic.lean `def support : R[X] →
    # Finset ℕ`, `def monomial (n : ℕ) : R →ₗ[R] R[X]`, `def C : R →+* R[X]`, `def X : R[X]`,
    # `def coeff : R[X] → ℕ → R`; Degree/Definitions.lean `def degree (p : R[X]) : WithBot ℕ`,
    # `natDegree … : ℕ`, `leadingCoeff … : R`, `def Monic (p : R[X]) : Prop`, `nextCoeff … : R`;
    # Degree/TrailingDegree.lean `natTrailingDegree … : ℕ`, `trailingCoeff … : R`;
    # Derivative.lean `def derivative : R[X] →ₗ[R] R[X]`; Div.lean `divByMonic (p q : R[X]) :
    # R[X]`, `modByMonic`, `rootMultiplicity (a : R) (p : R[X]) : ℕ`; EraseLead.lean
    # `eraseLead (f : R[X]) : R[X]`; Eval/Defs.lean `def eval : R → R[X] → R` (x, then p),
    # `IsRoot (p : R[X]) (a : R) : Prop`, `comp (p q : R[X]) : R[X]`, `map (f : R →+* S) : R[X]
    # → S[X]`, `eval₂ (f : R →+* S) (x : S) (p : R[X]) : S`; Roots.lean `roots (p : R[X]) :
    # Multiset R`; Reverse.lean `reverse (f : R[X]) : R[X]`. A bundled map (C, monomial n,
    # derivative) applied is typed as the function it coerces to.
    "Polynomial.support": ("Polynomial α", "Finset ℕ"),
    "Polynomial.monomial": ("ℕ", "α", "Polynomial α"),
    "Polynomial.C": ("α", "Polynomial α"), "Polynomial.X": ("Polynomial α",),
    "Polynomial.coeff": ("Polynomial α", "ℕ", "α"),
    "Polynomial.degree": ("Polynomial α", "WithBot ℕ"),
    "Polynomial.natDegree": ("Polynomial α", "ℕ"),
    "Polynomial.leadingCoeff": ("Polynomial α", "α"), "Polynomial.Monic": ("Polynomial α", "Prop"),
    "Polynomial.nextCoeff": ("Polynomial α", "α"),
    "Polynomial.natTrailingDegree": ("Polynomial α", "ℕ"),
    "Polynomial.trailingCoeff": ("Polynomial α", "α"),
    "Polynomial.derivative": ("Polynomial α", "Polynomial α"),
    # Mathlib/Data/Multiset/ZeroCons.lean `def cons (a : α) (s : Multiset α) : Multiset α`
    # (`a ::ₘ s`); Analysis/Normed/Group/Basic.lean `class NNNorm (E) where nnnorm : E → ℝ≥0`,
    # `class ENorm (E) where enorm : E → ℝ≥0∞` (exported; `‖x‖₊`, `‖x‖ₑ`); Algebra/Order/Group/
    # Unbundled/Abs.lean `def mabs (a : α) : α` (`|a|ₘ`); Algebra/Group/Invertible/Defs.lean
    # `class Invertible [Mul α] [One α] (a : α) where invOf : α` (`⅟a`); Data/Bracket.lean
    # `class Bracket (L M) where bracket : L → M → M` (`⁅x, y⁆`); Order/Defs/PartialOrder.lean
    # `def WCovBy (a b : α) : Prop`, `def CovBy [LT α] (a b : α) : Prop` (`a ⩿ b`, `a ⋖ b`)
    "Multiset.cons": ("α", "Multiset α", "Multiset α"),
    "nnnorm": ("α", "ℝ≥0"), "enorm": ("α", "ℝ≥0∞"), "mabs": ("α", "α"),
    "Invertible.invOf": ("α", "α"), "Bracket.bracket": ("α", "β", "β"),
    "CovBy": ("α", "α", "Prop"), "WCovBy": ("α", "α", "Prop"),
    "Polynomial.divByMonic": ("Polynomial α", "Polynomial α", "Polynomial α"),
    "Polynomial.modByMonic": ("Polynomial α", "Polynomial α", "Polynomial α"),
    "Polynomial.rootMultiplicity": ("α", "Polynomial α", "ℕ"),
    "Polynomial.eraseLead": ("Polynomial α", "Polynomial α"),
    "Polynomial.eval": ("α", "Polynomial α", "α"),
    "Polynomial.IsRoot": ("Polynomial α", "α", "Prop"),
    "Polynomial.comp": ("Polynomial α", "Polynomial α", "Polynomial α"),
    "Polynomial.map": ("RingHom α β", "Polynomial α", "Polynomial β"),
    "Polynomial.eval₂": ("RingHom α β", "β", "Polynomial α", "β"),
    "Polynomial.roots": ("Polynomial α", "Multiset α"),
    "Polynomial.reverse": ("Polynomial α", "Polynomial α"),
    # Mathlib/Data/Complex/Trigonometric.lean: `nonrec def tan (x : ℝ) : ℝ`, `sinh`, `cosh`,
    # `tanh` on ℝ, and `def tan (z : ℂ) : ℂ`, `sin`, `cos`, `sinh`, `cosh`, `tanh` on ℂ;
    # Data/Complex/Exponential.lean `def exp (z : ℂ) : ℂ`; Analysis/SpecialFunctions/
    # Trigonometric/Arctan.lean `arctan (x : ℝ) : ℝ`, Inverse.lean `arcsin : ℝ → ℝ`,
    # `arccos (x : ℝ) : ℝ`; Log/Base.lean `logb (b x : ℝ) : ℝ`
    "Real.tan": ("ℝ", "ℝ"), "Real.sinh": ("ℝ", "ℝ"), "Real.cosh": ("ℝ", "ℝ"),
    "Real.tanh": ("ℝ", "ℝ"), "Real.arctan": ("ℝ", "ℝ"), "Real.arcsin": ("ℝ", "ℝ"),
    "Real.arccos": ("ℝ", "ℝ"), "Real.logb": ("ℝ", "ℝ", "ℝ"),
    "Complex.exp": ("ℂ", "ℂ"), "Complex.sin": ("ℂ", "ℂ"), "Complex.cos": ("ℂ", "ℂ"),
    "Complex.tan": ("ℂ", "ℂ"), "Complex.sinh": ("ℂ", "ℂ"), "Complex.cosh": ("ℂ", "ℂ"),
    "Complex.tanh": ("ℂ", "ℂ"),
    # Mathlib/Data/Complex/Basic.lean:230 `def I : ℂ`; RingTheory/PowerSeries/Basic.lean:208
    # `def X : R⟦X⟧` (`R⟦X⟧` is `PowerSeries R`, R implicit)
    "Complex.I": ("ℂ",), "PowerSeries.X": ("PowerSeries α",),
    # Mathlib/Topology/Defs/Basic.lean `def interior (s : Set X) : Set X`, `closure`,
    # `frontier`; Algebra/Group/Support.lean `def mulSupport (f : α → M) : Set α` (and its
    # to_additive `support`); Analysis/Calculus/Deriv/Basic.lean `def deriv (f : 𝕜 → F)
    # (x : 𝕜)` (an F); Data/Set/Card.lean `encard (s : Set α) : ℕ∞`, `ncard (s : Set α) : ℕ`;
    # GroupTheory/OrderOfElement.lean `orderOf (x : G) : ℕ`; Data/Fintype/Defs.lean `def univ :
    # Finset α`; Algebra/Order/Floor/Defs.lean `Nat.floor : α → ℕ`, `Nat.ceil`, `Int.floor :
    # α → ℤ`, `Int.ceil`, `Int.fract (a : α) : α`
    "interior": ("Set α", "Set α"), "closure": ("Set α", "Set α"),
    "frontier": ("Set α", "Set α"),
    "Function.mulSupport": ("α → β", "Set α"), "Function.support": ("α → β", "Set α"),
    "deriv": ("α → β", "α", "β"), "Set.encard": ("Set α", "ℕ∞"), "Set.ncard": ("Set α", "ℕ"),
    "orderOf": ("α", "ℕ"), "Finset.univ": ("Finset α",),
    "Nat.floor": ("α", "ℕ"), "Nat.ceil": ("α", "ℕ"), "Int.floor": ("α", "ℤ"),
    "Int.ceil": ("α", "ℤ"), "Int.fract": ("α", "α"),
    # explicit type parameters (`Type α`), Mathlib v4.19.0: LinearAlgebra/Dimension/Finrank.lean
    # `noncomputable def finrank (R M : Type*) [Semiring R] [AddCommMonoid M] [Module R M] : ℕ`;
    # RingTheory/Polynomial/Cyclotomic/Basic.lean `def cyclotomic (n : ℕ) (R : Type*) [Ring R] :
    # R[X]`; RingTheory/RootsOfUnity/Basic.lean `def rootsOfUnity (k : ℕ) (M : Type*)
    # [CommMonoid M] : Subgroup Mˣ`; Algebra/Algebra/Spectrum/Basic.lean `variable (R : Type u)
    # {A : Type v}`, `def spectrum (a : A) : Set R`
    "Module.finrank": ("Type α", "Type β", "ℕ"),
    "Polynomial.cyclotomic": ("ℕ", "Type α", "Polynomial α"),
    "rootsOfUnity": ("ℕ", "Type α", "Subgroup (Units α)"),
    "spectrum": ("Type α", "β", "Set α"),
    # the notations' constants (meaning/grammar.lark), Mathlib v4.19.0: Order/Notation.lean
    # `class HImp (α) where himp : α → α → α` (`a ⇨ b`); Data/Set/Sups.lean `class HasSups (α)
    # where sups : α → α → α` (`s ⊻ t`), `HasInfs … infs` (`s ⊼ t`); Algebra/Notation.lean
    # `class PosPart (α) where posPart : α → α` (`a⁺`), `NegPart … negPart` (`a⁻`), `OneLePart …
    # oneLePart` (`a⁺ᵐ`), `LeOnePart … leOnePart` (`a⁻ᵐ`); Algebra/Notation/Defs.lean `class
    # HVAdd (α β) (γ : outParam)`, whose one instance is `instHVAdd [VAdd α β] : HVAdd α β β`
    # (to_additive of `instHSMul`; `v +ᵥ p`). `VSub.vsub : P → P → G` (`p -ᵥ q`) has no entry:
    # `G` is the outParam its instance fixes, so the result keeps a type of its own
    "HImp.himp": ("α", "α", "α"), "HasSups.sups": ("α", "α", "α"),
    "HasInfs.infs": ("α", "α", "α"), "PosPart.posPart": ("α", "α"),
    "NegPart.negPart": ("α", "α"), "OneLePart.oneLePart": ("α", "α"),
    "LeOnePart.leOnePart": ("α", "α"), "HVAdd.hVAdd": ("α", "β", "β"),
    # Topology/Defs/Filter.lean `def Specializes (x y : X) : Prop` (`x ⤳ y`); Analysis/
    # InnerProductSpace/Orthogonal.lean `def orthogonal : Submodule 𝕜 E` of `(K : Submodule 𝕜
    # E)` (`Kᗮ`)
    "Specializes": ("α", "α", "Prop"), "Submodule.orthogonal": ("α", "α"),
}
SIGNATURES.update(_ALGEBRA)
SIGNATURES.update(_ANALYSIS)
SIGNATURES.update(_CATEGORY)
SIGNATURES.update(_CORE)
SIGNATURES.update(_MEASURE_THEORY)
SIGNATURES.update(_GROUPS)
SIGNATURES.update(_HOLES)
SIGNATURES.update(_ORDER)
SIGNATURES.update(_PROOFS)
SIGNATURES.update(_TYPES)
SIGNATURES.update(_NOTATION)
SIGNATURES.update(_TENSOR)
SIGNATURES.update(_TENSOR_R26)
SIGNATURES.update(_PROP_CLASSES)
SIGNATURES.update(_COERCE)
SIGNATURES.update(_ANON)
SIGNATURES.update(_R15)
SIGNATURES.update(_R16A)
SIGNATURES.update(_R16B)
SIGNATURES.update(_R17C)
SIGNATURES.update(_R17D)
SIGNATURES.update(_R18E)
SIGNATURES.update(_R18F)
SIGNATURES.update(_R18G)
SIGNATURES.update(_R18U)
SIGNATURES.update(_R19H)
SIGNATURES.update(_R19I)
SIGNATURES.update(_R19J)
SIGNATURES.update(_R20K)
SIGNATURES.update(_R19F)
SIGNATURES.update(_R20L)
SIGNATURES.update(_R21M)
SIGNATURES.update(_R22N)
SIGNATURES.update(_R23S)
SIGNATURES.update(_R24E)
SIGNATURES.update(_R25_NOTATIONS)
SIGNATURES.update(_R26_HOLES)
SIGNATURES.update(_R28_HOLES)
SIGNATURES.update(_R28_TYPES)
SIGNATURES.update(_R29_HOLES)

#: Explicit parameters with a default that Lean fills when a call omits them, by declaration:
#: the defaults of its last parameters, in order (the signature declares every parameter).
#: Lean 4 `Elab/App.lean`, `ElabAppArgs.processExplictArg`: with no argument left and no `@`,
#: an `optParam`'s value is taken and an `autoParam`'s tactic run; only when a parameter with
#: no default is missing before one is the application eta-expanded (`fun s => IntegrableOn f
#: s volume`), which is not modelled (refused). `"volume"` is `(μ : Measure α := by
#: volume_tac)`, Mathlib/MeasureTheory/Measure/MeasureSpaceDef.lean:358 `macro "volume_tac" :
#: tactic => `(tactic| (first | exact MeasureTheory.MeasureSpace.volume))`: `(volume :
#: Measure α)` at the type the arguments before it fixed (`VOLUME`, as an integral without
#: `∂μ` is read).
DEFAULTS: dict[str, tuple[str, ...]] = {}
DEFAULTS.update(_MEASURE_DEFAULTS)


def missing_defaults(name: str, given: int, params: int) -> tuple[str, ...] | None:
    """The defaults Lean fills in a call of `name` that writes `given` of its `params`
    explicit arguments: () when none is missing, None when a missing one has no default (a
    partial application, or an eta-expanded one when a later parameter has a default)."""
    if given >= params:
        return ()
    declared = DEFAULTS.get(name, ())
    missing = params - given
    return declared[-missing:] if missing <= len(declared) else None

#: Signatures read from the Mathlib a user's project has (`formalise.sig_scan`, kept in the
#: name index's `signatures.jsonl`), in the same format. `use_signatures` sets them for a
#: block; unset, they are those of the index in use (`name_index.load_index()`: the folder
#: `$FORMINV_MATHLIB_INDEX` names, which `formalise --mathlib-index` sets), none for the
#: shared index (it has no such file).
_SCANNED: ContextVar[Mapping[str, tuple[str, ...]] | None] = ContextVar(
    "scanned_signatures", default=None)
_BY_INDEX: dict[str | None, Mapping[str, tuple[str, ...]]] = {}


def scanned_signatures() -> Mapping[str, tuple[str, ...]]:
    """The scanned signatures in effect (see `_SCANNED`)."""
    explicit = _SCANNED.get()
    if explicit is not None:
        return explicit
    import os

    from forminv_lean.formalise.name_index import INDEX_ENV, load_index

    key = os.environ.get(INDEX_ENV)   # the index in use changes only with this variable
    hit = _BY_INDEX.get(key)
    if hit is None:
        idx = load_index()
        hit = _BY_INDEX[key] = idx.signatures if idx is not None else {}
    return hit


@contextmanager
def use_signatures(signatures: Mapping[str, tuple[str, ...]]) -> Iterator[None]:
    """Within the block, `declared_signature` falls back on `signatures` (tests, a caller
    holding an index that is not the one `$FORMINV_MATHLIB_INDEX` names)."""
    token = _SCANNED.set(signatures)
    try:
        yield
    finally:
        _SCANNED.reset(token)


def declared_signature(name: str) -> tuple[str, ...] | None:
    """`name`'s declared argument and result types: the hand-cited table's, else the one read
    from the user's Mathlib (the table wins: each entry there was checked by hand)."""
    return SIGNATURES.get(name) or scanned_signatures().get(name)


#: Type constructors (applied, always a type) beyond those the signatures name: Lean core's
#: `List`, `Fin`, `Option`, and Mathlib's `ZMod`, `Finset`, `Multiset`, `Matrix`, `Polynomial`.
_TYPE_CONSTRUCTORS = frozenset({"ZMod", "Fin", "Finset", "List", "Multiset", "Set", "Matrix",
                                "Option", "Polynomial"})


def type_constructors() -> frozenset[str]:
    """Heads that are type constructors: the table above, every head of a type in a declared
    signature (`Polynomial`, `WithBot`, `MeasureTheory.Measure`, ...: each is a type there), the
    bundled map structures and the arrows' structures of `HOM_ARROWS`."""
    from forminv_lean.formal.meaning.bundled import STRUCTURES

    return _signature_heads(len(SIGNATURES)) | _TYPE_CONSTRUCTORS | STRUCTURES | frozenset(
        HOM_ARROWS.values())


@lru_cache(maxsize=4)
def _signature_heads(_size: int) -> frozenset[str]:
    """The heads of the types of `SIGNATURES` (recomputed when the table grows)."""
    out: set[str] = set()

    def visit(t: Ty) -> None:
        if t.head == "app" and t.name not in ("_", "Type"):
            out.add(t.name)
        for a in t.args:
            visit(a)

    for sig in list(SIGNATURES.values()):
        for text in sig:
            visit(parse_signature_type(text))
    # a declared constant is a value, even written inside a type (`RingHom.id γ` in the
    # `LinearMap (RingHom.id γ) α β` that `M →ₗ[R] N` is)
    return frozenset(out - SIGNATURES.keys())


#: The names a signature type uses for the declaration's type parameters.
_PARAMS = ("α", "β", "γ", "δ", "ε", "ι", "κ")


def parse_signature_type(text: str) -> Ty:
    """`List (List α)`, `α → β`, `α × β`, `ℕ`: a signature type; parameters are `?α` vars."""
    text = text.strip()
    depth = 0
    for i, c in enumerate(text):  # the loosest operator at depth 0: → (right), then ×
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "→" and depth == 0:
            return Ty("fun", (parse_signature_type(text[:i]), parse_signature_type(text[i + 1:])))
    depth = 0
    for i, c in enumerate(text):
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "×" and depth == 0:
            return Ty("prod", (parse_signature_type(text[:i]), parse_signature_type(text[i + 1:])))
    if text.startswith("(") and text.endswith(")"):
        return parse_signature_type(text[1:-1])
    if text in _PARAMS:
        return Ty("var", (), "?" + text)
    if text in ("ℕ", "ℤ", "ℚ", "ℝ", "Prop"):
        return Ty(text)
    head, _, rest = text.partition(" ")
    if not rest:
        return Ty("app", (), head)
    if head == "Set":
        return Ty("Set", (parse_signature_type(rest),))
    return Ty("app", tuple(parse_signature_type(a) for a in _arguments(rest)), head)


def _arguments(text: str) -> list[str]:
    """The arguments of a type application, split at spaces outside brackets (`Matrix β β α`
    has three, `Finset (ℕ × ℕ)` one)."""
    out, depth, start = [], 0, 0
    for i, c in enumerate(text):
        depth += c == "("
        depth -= c == ")"
        if c == " " and depth == 0:
            if text[start:i].strip():
                out.append(text[start:i])
            start = i + 1
    if text[start:].strip():
        out.append(text[start:])
    return out




def match_type(pattern: Ty, actual: Ty, binding: dict[str, Ty]) -> bool:
    """Does `actual` fit `pattern` (binding its `?α` parameters)?"""
    if pattern.head == "app" and pattern.name == "_":
        return True  # an argument the signature does not type (a proof)
    if pattern.head == "var" and pattern.name.startswith("?"):
        bound = binding.get(pattern.name)
        if bound is None:
            binding[pattern.name] = actual
            return True
        return bound == actual
    if pattern.head != actual.head or pattern.name != actual.name or \
            len(pattern.args) != len(actual.args):
        return False
    return all(match_type(p, a, binding) for p, a in zip(pattern.args, actual.args, strict=True))


def substitute(pattern: Ty, binding: dict[str, Ty]) -> Ty | None:
    """`pattern` with its parameters replaced (None if one is not bound)."""
    if pattern.head == "var" and pattern.name.startswith("?"):
        return binding.get(pattern.name)
    args = [substitute(a, binding) for a in pattern.args]
    if any(a is None for a in args):
        return None
    return Ty(pattern.head, tuple(a for a in args if a is not None), pattern.name)
