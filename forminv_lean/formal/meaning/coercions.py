"""Coercions Lean inserts between two known types, where the checker can name them.

Lean's `binop%`/`binrel%` elaborator (lean4 `Elab/Extra.lean`, `analyze`) takes a leaf of type
`S` beside a maximal type `T` when `hasCoe S T` holds (a `CoeT` instance: `Coe`, `CoeOut`,
`CoeHead`, `CoeTail` chains), and inserts `↑` at the leaf. Here only coercions *out of* a type
to its carrier, with no instance back, are read (so the maximal type does not depend on the
order of the leaves):

* a subtype to its carrier, lean4 `Init/Coe.lean` `instance subtypeCoe : CoeOut (Subtype p) α`
  (`coe v := v.val`). The subtypes: `{x : α // p x}`, `Subtype p` with `p : α → Prop`, and the
  coercions to types of Mathlib v4.19.0 that unfold to a subtype: `↥s` for `s : Set α`
  (Data/Set/CoeSort.lean:33 `@[coe, reducible] def Elem (s : Set α) : Type u := {x // x ∈
  s}`, :36 `CoeSort (Set α) (Type u) := ⟨Elem⟩`), for `s : Finset α` (Data/Finset/Defs.lean:163
  `CoeSort (Finset α) (Type u) := ⟨fun s => { x // x ∈ s }⟩`) and for a `SetLike` structure
  (Data/SetLike/Basic.lean:112 `CoeSort A (Type _) := ⟨fun p => { x : B // x ∈ p }⟩`);
* `αˣ` to `α`: Algebra/Group/Units/Defs.lean:85 `instance : CoeHead αˣ α := ⟨val⟩`;
* `Heyting.Regular α` to `α`: Order/Heyting/Regular.lean:103 `instance : CoeOut (Regular α) α
  := ⟨Regular.val⟩`;
* `Fin n` to `ℕ`: lean4 `Init/Data/Fin/Basic.lean` `instance coeToNat : CoeOut (Fin n) Nat`.
  Mathlib has a way back (`Fin.instNatCast [NeZero n]`, so `ℕ` coerces into `Fin (n + 1)`):
  `Fin n` is taken into `ℕ` only when `ℕ` is already the maximal type (Lean asks `hasCoe S
  max` first), never the other way;
* `PosNum`, `Num`, `ZNum` into a type with `1 +`, `0 1 +`, `0 1 + -` (Data/Num/Basic.lean:188
  `posNumCoe : CoeHTCT PosNum α`, :192 `numNatCoe [Zero α] : CoeHTCT Num α` over `variable
  [One α] [Add α]`, :602 `znumCoe : CoeHTCT ZNum α` over `[Zero α] [One α] [Add α] [Neg α]`):
  also only into the maximal type already reached (they are semirings and rings, so ℕ and ℤ
  coerce back into them).

The coercion is kept uninterpreted in the checker (`↑` applied, `Elaborator.coerce`), as the
other coercions between opaque types are.
"""

from __future__ import annotations

from collections.abc import Callable

from forminv_lean.formal.meaning.coercions_r22 import (
    BY_HEADS,
    CARRIERS,
    ClassesOf,
    Fixed,
    Pick,
    Unwrap,
    carries,
    into_own,
    unwrapped,
)
from forminv_lean.formal.meaning.setlike import SETLIKE
from forminv_lean.formal.meaning.types import NAT, Ty, is_numeric, is_set

#: Types coerced to their one argument by a Mathlib `CoeOut`/`CoeHead` instance (cited above).
_WRAPPED_CARRIERS = frozenset({"Units", "Heyting.Regular"})


def element_of_collection(ty: Ty) -> Ty | None:
    """The element type of a `Set α`, `Finset α` or `SetLike` structure: what its coercion to
    a type (`↥s`) is a subtype of. None for anything else."""
    if is_set(ty) or ty.head == "app" and ty.name == "Finset" and len(ty.args) == 1:
        return ty.args[0]
    shape = SETLIKE.get(ty.name) if ty.head == "app" else None
    if shape is not None and len(ty.args) == shape[0]:
        return ty.args[shape[1]]
    return None


def carrier_of(ty: Ty, recorded: dict[Ty, Ty | None]) -> Ty | None:
    """The type Lean coerces a value of `ty` out to (see the module docstring), else None.
    `recorded` holds the subtypes the elaborator built, with their carriers (None where one
    text named two different subtypes)."""
    if ty.head != "app":
        return None
    if ty in recorded:
        return recorded[ty]
    if ty.name in _WRAPPED_CARRIERS and len(ty.args) == 1:
        return ty.args[0]
    if ty.name in CARRIERS and len(ty.args) == 1:
        return ty.args[CARRIERS[ty.name][0]]   # `coercions_r22.CARRIERS`
    if is_fin(ty):
        return NAT
    return None


#: The `Num` types and the operations their coercion needs on the target (cited above).
_NUM_CASTS: dict[str, tuple[str, ...]] = {"PosNum": ("one", "add"),
                                          "Num": ("zero", "one", "add"),
                                          "ZNum": ("zero", "one", "add", "neg")}


def num_cast_into(src: Ty, dst: Ty, has: Callable[[str], bool]) -> bool:
    """Does Lean coerce a `PosNum`/`Num`/`ZNum` value into `dst`, whose operations `has`
    tells (ℕ has no negation; ℤ ℚ ℝ and a type variable with the classes have them)?"""
    need = _NUM_CASTS.get(src.name) if src.head == "app" and not src.args else None
    if need is None:
        return False
    if dst.head == "ℕ":
        return "neg" not in need
    return dst.head in ("ℤ", "ℚ", "ℝ") or dst.head == "var" and all(has(op) for op in need)


def only_into_max(ty: Ty) -> bool:
    """A type coerced out only into a maximal type already reached (`Fin n`, the `Num`
    types): something may coerce back into it."""
    return is_fin(ty) or ty.head == "app" and ty.name in _NUM_CASTS


def is_fin(ty: Ty) -> bool:
    """`Fin n`: its term argument kept in the type's name, or held as the one argument where
    the bound is a constant applied (`Fin E.order`): Lean's `Fin` takes one `ℕ`, whatever it is,
    and `Fin.val` coerces it to `ℕ` alike."""
    if ty.head != "app":
        return False
    return not ty.args and ty.name.startswith("Fin ") or ty.name == "Fin" and len(ty.args) == 1


def record(recorded: dict[Ty, Ty | None], sub: Ty, carrier: Ty) -> None:
    """Note that the subtype `sub` is one of `carrier`; a text naming two different ones is
    poisoned (None), so neither is coerced."""
    if recorded.get(sub, carrier) != carrier:
        recorded[sub] = None
    else:
        recorded[sub] = carrier


#: Mathlib types a number type is cast into whatever the statement supplies, because forming
#: the type already needs the structure the cast comes from (target head -> the number types
#: cast into it; `ZMod n` and `Fin n` keep their term argument in the type's name). Each at
#: Mathlib v4.19.0: Data/ZMod/Defs.lean `instance commRing (n : ℕ) : CommRing (ZMod n)`;
#: NumberTheory/Padics/PadicNumbers.lean:441 `instance field : Field ℚ_[p]` and
#: PadicIntegers.lean:88 `instCommRing : CommRing ℤ_[p]` (both types are formed only under
#: `[Fact p.Prime]`, the instances' one assumption); Algebra/Polynomial/Basic.lean:269
#: `instance instNatCast : NatCast R[X]` (`R[X]` needs `[Semiring R]`); Data/Nat/PartENat.lean:96
#: `AddCommMonoidWithOne PartENat`; Analysis/SpecialFunctions/Trigonometric/Angle.lean:43
#: `instance : Coe ℝ Angle` (in `namespace Real`); NumberTheory/Zsqrtd/GaussianInt.lean:56
#: `instance instCommRing : CommRing ℤ[i]` (`ℤ[i]` a local notation for `GaussianInt`);
#: Algebra/MvPolynomial/Basic.lean:93 `instance commSemiring [CommSemiring R] : CommSemiring
#: (MvPolynomial σ R)` (:75 `def MvPolynomial (σ : Type*) (R : Type*) [CommSemiring R]`).
NUMBER_INTO: dict[str, frozenset[str]] = {
    "ZMod": frozenset({"ℕ", "ℤ"}), "Padic": frozenset({"ℕ", "ℤ", "ℚ"}),
    "PadicInt": frozenset({"ℕ", "ℤ"}), "Polynomial": frozenset({"ℕ"}),
    "PartENat": frozenset({"ℕ"}), "Real.Angle": frozenset({"ℝ"}),
    "GaussianInt": frozenset({"ℕ", "ℤ"}), "MvPolynomial": frozenset({"ℕ"}),
}

#: Coercions between two Mathlib types, (source head, target head) -> the target's type
#: arguments, in order, each the source's argument at an index, or `(F, i)`: the type `F`
#: applied to that argument (`LinearMap (RingHom.id R) M N`), or `"*"`: any type (None: the
#: source's arguments all; a type whose term arguments are kept in its name, `Padic p`, must
#: then name the same ones). Each instance at v4.19.0:
#: Order/Filter/Ultrafilter/Defs.lean:50 `CoeTC (Ultrafilter α) (Filter α)`;
#: Algebra/Lie/Submodule.lean:73 `CoeOut (LieSubmodule R L M) (Submodule R M)`;
#: Topology/Algebra/Module/LinearMap.lean:80 `Coe (M₁ →SL[σ₁₂] M₂) (M₁ →ₛₗ[σ₁₂] M₂)`;
#: Topology/Algebra/Module/Equiv.lean:146 `Coe (M₁ ≃SL[σ₁₂] M₂) (M₁ →SL[σ₁₂] M₂)`;
#: Algebra/Module/Equiv/Defs.lean:140 `Coe (M ≃ₛₗ[σ] M₂) (M →ₛₗ[σ] M₂)`;
#: Algebra/Ring/Hom/Defs.lean:336 `CoeTC F (α →+* β)` over `[RingHomClass F α β]`, which
#: `α ≃+* β` has (Algebra/Ring/Equiv.lean:94 `toRingHomClass`); Algebra/Group/Hom/Defs.lean:398
#: `CoeTC F (M →* N)` over `[MonoidHomClass F M N]`, which `M ≃* N` has (Algebra/Group/Equiv/
#: Defs.lean:134 `instMonoidHomClass`); Analysis/Complex/UpperHalfPlane/Basic.lean:57 `CoeOut
#: ℍ ℂ`; Analysis/Complex/Circle.lean:54 `CoeOut Circle ℂ`; NumberTheory/Zsqrtd/GaussianInt.lean:69
#: `Coe ℤ[i] ℂ`; RingTheory/LaurentSeries.lean:382 `Coe (RatFunc F) F⸨X⸩`;
#: FieldTheory/RatFunc/Basic.lean:519 `Coe (Polynomial K) (RatFunc K)`;
#: NumberTheory/Padics/PadicIntegers.lean:66 `Coe ℤ_[p] ℚ_[p]`; `A →ₐ[R] B` into `A →+* B`
#: through that `CoeTC F (α →+* β)` (Algebra/Algebra/Hom.lean:49 `AlgHomClass … extends
#: RingHomClass F A B`); Algebra/Algebra/Equiv.lean:142 `CoeOut (A₁ ≃ₐ[R] A₂) (A₁ ≃+* A₂)`;
#: Logic/Equiv/Defs.lean:83 `CoeTC F (α ≃ β)` over `[EquivLike F α β]`, which `M ≃* N` has
#: (Algebra/Group/Equiv/Defs.lean:172); Topology/Algebra/OpenSubgroup.lean:61 `CoeTC
#: (OpenSubgroup G) (Subgroup G)`; Algebra/Lie/Subalgebra.lean:52 `Coe (LieSubalgebra R L)
#: (Submodule R L)`; Analysis/Convex/Cone/Proper.lean:55 `Coe (ProperCone 𝕜 E) (PointedCone 𝕜
#: E)`; Data/Nat/Prime/Defs.lean:434 `Coe Nat.Primes ℕ`; Data/Sign.lean:220 `CoeTail SignType
#: α` over `[Zero α] [One α] [Neg α]` (into ℤ ℚ ℝ here); Algebra/Group/Equiv/Defs.lean:162
#: `@[to_additive] instance … [MulEquivClass F α β] : CoeTC F (α ≃* β)` (and `α ≃+ β` over
#: `AddEquivClass`), which `R ≃+* S` has (Algebra/Ring/Equiv.lean:79 `RingEquivClass …
#: extends MulEquivClass F R S`, :89 `toAddEquivClass`); Algebra/Lie/Basic.lean:696 `CoeOut
#: (M →ₗ⁅R,L⁆ N) (M →ₗ[R] N)`; RingTheory/FractionalIdeal/Basic.lean:245 `CoeTC (Ideal R)
#: (FractionalIdeal S P)` for `S : Submonoid R`, here `nonZeroDivisors R` (Algebra/
#: GroupWithZero/NonZeroDivisors.lean:89 `def nonZeroDivisors (M₀) … : Submonoid M₀`);
#: Data/Multiset/Defs.lean:76 `Coe (List α) (Multiset α)`; Data/List/Cycle.lean:410 `Coe
#: (List α) (Cycle α)`; RingTheory/PowerSeries/Basic.lean:779 `Coe R[X] (PowerSeries R)`;
#: RingTheory/MvPowerSeries/Basic.lean:791 `Coe (MvPolynomial σ R) (MvPowerSeries σ R)`;
#: Order/Interval/Basic.lean:280 `Coe (NonemptyInterval α) (Interval α)`;
#: MeasureTheory/Measure/FiniteMeasure.lean:120 `Coe (FiniteMeasure Ω) (Measure Ω)`.
_Pick = Pick   # `coercions_r22.Pick`: also `Unwrap` and `Fixed`
BETWEEN: dict[tuple[str, str], tuple[_Pick, ...] | None] = {
    ("Ultrafilter", "Filter"): None, ("LieSubmodule", "Submodule"): (0, 2),
    ("ContinuousLinearMap", "LinearMap"): None,
    ("ContinuousLinearEquiv", "ContinuousLinearMap"): None, ("LinearEquiv", "LinearMap"): None,
    ("RingEquiv", "RingHom"): None, ("MulEquiv", "MonoidHom"): None,
    ("UpperHalfPlane", "ℂ"): (), ("Circle", "ℂ"): (), ("GaussianInt", "ℂ"): (),
    ("RatFunc", "LaurentSeries"): None, ("Polynomial", "RatFunc"): None,
    ("PadicInt", "Padic"): None, ("AlgHom", "RingHom"): (1, 2), ("AlgEquiv", "RingEquiv"): (1, 2),
    ("MulEquiv", "Equiv"): None, ("OpenSubgroup", "Subgroup"): None,
    ("LieSubalgebra", "Submodule"): None, ("ProperCone", "PointedCone"): None,
    ("LieModuleHom", "LinearMap"): (("RingHom.id", 0), 2, 3),
    ("Ideal", "FractionalIdeal"): (("nonZeroDivisors", 0), "*"),
    ("RingEquiv", "MulEquiv"): None, ("RingEquiv", "AddEquiv"): None, ("Nat.Primes", "ℕ"): (),
    ("SignType", "ℤ"): (), ("SignType", "ℚ"): (), ("SignType", "ℝ"): (),
    ("List", "Multiset"): None, ("List", "Cycle"): None, ("Polynomial", "PowerSeries"): None,
    ("MvPolynomial", "MvPowerSeries"): None, ("NonemptyInterval", "Interval"): None,
    ("MeasureTheory.FiniteMeasure", "MeasureTheory.Measure"): None,
}


def _head(ty: Ty) -> tuple[str, str]:
    """A named type's head and the term arguments its name keeps (`ZMod n` -> `ZMod`, `n`);
    a number type's head (`ℝ`, no terms)."""
    if is_numeric(ty):
        return ty.head, ""
    head, _, rest = ty.name.partition(" ")
    return head, rest


def between(src: Ty, dst: Ty, classes_of: ClassesOf | None = None, *,
            one_way: bool = False) -> bool:
    """Is there a coercion of `BETWEEN` or `coercions_r22` (cited there) from `src` to `dst`,
    both named types (or number types) written out with their arguments? A row that needs
    classes on the target's first type argument asks `classes_of` for them. `one_way`: only
    the rows of `coercions_r22`, which have no coercion back (so `binop%` may take `dst` as a
    tree's maximal type whichever leaf comes first)."""
    if src.head == "var" and dst.head == "app":
        return into_own(src, dst, _head(dst)[1], classes_of)
    if not all(t.head == "app" or is_numeric(t) for t in (src, dst)):
        return False
    (a, a_terms), (b, b_terms) = _head(src), _head(dst)
    if (a, b) in BETWEEN and not one_way:
        picks = BETWEEN[(a, b)]
    elif (a, b) in BY_HEADS and carries(BY_HEADS[(a, b)], dst, b_terms, classes_of):
        picks = BY_HEADS[(a, b)].picks
        if picks == ("*",) and not dst.args:
            return not a_terms and src.args == ()   # a number type into a text-kept name
    else:
        return False
    if picks is None:
        return a_terms == b_terms and src.args == dst.args
    return not b_terms and len(dst.args) == len(picks) and all(
        _picked(src.args, p, d) for p, d in zip(picks, dst.args, strict=True))


def _picked(args: tuple[Ty, ...], pick: _Pick, got: Ty) -> bool:
    """Is `got` the target argument `pick` of `BETWEEN` names, given the source's `args`?"""
    if isinstance(pick, Fixed):
        return got == pick.ty
    if isinstance(pick, Unwrap):
        return unwrapped(args, pick) == got
    if isinstance(pick, str):
        return True
    i = pick if isinstance(pick, int) else pick[1]
    if i >= len(args):
        return False
    return got == (args[i] if isinstance(pick, int) else Ty("app", (args[i],), pick[0]))


def number_into(src: Ty, dst: Ty, classes_of: ClassesOf | None = None) -> bool:
    """Does Lean cast the number type `src` (ℕ ℤ ℚ ℝ) into the named type `dst` by an instance
    of `NUMBER_INTO` (cited above) or a row of `coercions_r22` from a number type?"""
    if dst.head != "app":
        return False
    if src.head in NUMBER_INTO.get(_head(dst)[0], frozenset()):
        return True
    return is_numeric(src) and between(src, dst, classes_of)   # `coercions_r22`
