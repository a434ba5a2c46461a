"""Round-22 coercions between two named types, each the instance Lean finds at Mathlib v4.19.0.

One row per (source head, target head): the instance (file:line and the text on that line,
which `tests/formal/test_coercions_r22.py` reads back from Mathlib's source) and how the
target's type arguments follow from the source's (`picks`, as `coercions.BETWEEN` spells them,
plus `Unwrap` and `Fixed` below). Only coercions with no instance back are listed (so the
maximal type of a `binop%` tree never depends on the order of its leaves), and only where
the target's arguments are fixed by the source's: where Lean would have to unify a type the
checker cannot see (`AddCircle p` with `p` of an unknown type, `↥(Set.Iic a)`), no row.
The checker keeps each coercion uninterpreted (`↑` applied), as it keeps the others.

A bundled-map row stands for `CoeTC F (A →ₐ[R] B)` over `[AlgHomClass F R A B]` and the like:
the row cites the `CoeTC` instance and (in `via`) the class instance the source type has. A row
whose instance has class binders of its own (`[CommRing R]` for `Ring ℍ[R]`) names them in
`needs`, read on the target's first type argument, a type variable (else no coercion).

Besides the rows: `CARRIERS`, types coerced out to a type argument (`↥(selfAdjoint R)` to `R`);
`NNRAT_CAST_CLASSES`, the classes that give `NNRatCast K` (`(q : K)` for `q : ℚ≥0`); and
`nat_into_fin`, `ℕ` into `Fin m` where `NeZero m` holds as written.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from forminv_lean.formal.meaning.signature import class_closure
from forminv_lean.formal.meaning.types import NAT, Ty


class Unwrap(NamedTuple):
    """The target's argument is the one argument of the source's argument `at`, which must be
    `head` applied (`R` of `FractionalIdeal (nonZeroDivisors R) K`)."""
    head: str
    at: int


class Fixed(NamedTuple):
    """The target's argument is this type whatever the source's (`Multiset ℕ`)."""
    ty: Ty


Pick = int | tuple[str, int] | str | Unwrap | Fixed


@dataclass(frozen=True)
class Coercion:
    """One cited coercion: `cite` is `Mathlib/Path.lean:LINE`, `text` a fragment of that line;
    `via` the class instance a bundled source type has (`Mathlib/Path.lean:LINE`), if any."""
    src: str
    dst: str
    picks: tuple[Pick, ...] | None
    cite: str
    text: str
    via: str | None = None
    #: classes (one suffices, with what they extend) the target's first type argument must
    #: carry: the instance's own binders (`[CommRing R]` for `CoeTC R ℍ[R]`)
    needs: tuple[str, ...] = ()


#: The pick of a row from a type variable: the target's first type argument is the source.
OWN = "own"
#: What `[Zero R]` asks: the class written, or one extending `AddMonoid` (Mathlib/Algebra/
#: Group/Defs.lean:549 `class AddMonoid (M : Type u) extends AddSemigroup M, AddZeroClass M`).
_ZERO = ("Zero", "AddMonoid")
#: What `[AddCommGroupWithOne R]` asks: the class written, or `CommRing` (Mathlib/Algebra/
#: Ring/Defs.lean:382 `instance (priority := 100) CommRing.toAddCommGroupWithOne`).
_GROUP_WITH_ONE = ("AddCommGroupWithOne", "CommRing")


_SAME = None   # the target takes the source's arguments all, in order

COERCIONS_R22: tuple[Coercion, ...] = (
    Coercion("ℝ", "ℝ*", (), "Mathlib/Data/Real/Hyperreal.lean:36", "CoeTC ℝ ℝ*"),
    # (round 27) `UnitAddCircle` is `abbrev UnitAddCircle := AddCircle (1 : ℝ)` (Mathlib/
    # Topology/Instances/AddCircle.lean:538), `abbrev AddCircle (p : 𝕜) := 𝕜 ⧸ zmultiples p`
    # (:115): reducible, so instance search finds `QuotientAddGroup.mk` (the `to_additive` of
    # the line cited); a quotient, no coercion back
    Coercion("ℝ", "UnitAddCircle", (), "Mathlib/GroupTheory/Coset/Defs.lean:169",
             "instance : Coe α (α ⧸ s)"),
    Coercion("FractionalIdeal", "Submodule", (Unwrap("nonZeroDivisors", 0), 1),
             "Mathlib/RingTheory/FractionalIdeal/Basic.lean:104",
             "CoeOut (FractionalIdeal S P) (Submodule R P)"),
    # `↥unitInterval`, a subtype of ℝ (`Set.Elem`, lean4 `subtypeCoe`)
    Coercion("unitInterval", "ℝ", (), "Mathlib/Topology/UnitInterval.lean:28",
             "abbrev unitInterval : Set ℝ"),
    Coercion("Complex.UnitDisc", "ℂ", (), "Mathlib/Analysis/Complex/UnitDisc/Basic.lean:41",
             "Coe UnitDisc ℂ"),
    Coercion("ZFSet", "Class", (), "Mathlib/SetTheory/ZFC/Class.lean:54", "Coe ZFSet Class"),
    Coercion("Sylow", "Subgroup", (0,), "Mathlib/GroupTheory/Sylow.lean:59",
             "CoeOut (Sylow p G) (Subgroup G)"),
    Coercion("MeasureTheory.ProbabilityMeasure", "MeasureTheory.Measure", _SAME,
             "Mathlib/MeasureTheory/Measure/ProbabilityMeasure.lean:115",
             "Coe (ProbabilityMeasure Ω) (MeasureTheory.Measure Ω)"),
    Coercion("PowerSeries", "LaurentSeries", _SAME, "Mathlib/RingTheory/LaurentSeries.lean:196",
             "Coe R⟦X⟧ R⸨X⸩"),
    Coercion("PrimeMultiset", "Multiset", (Fixed(NAT),), "Mathlib/Data/PNat/Factors.lean:68",
             "Coe PrimeMultiset (Multiset ℕ)"),
    Coercion("FreeRing", "FreeCommRing", _SAME, "Mathlib/RingTheory/FreeCommRing.lean:318",
             "Coe (FreeRing α) (FreeCommRing α)"),
    Coercion("LieIdeal", "LieSubalgebra", _SAME, "Mathlib/Algebra/Lie/Ideal.lean:57",
             "Coe (LieIdeal R L) (LieSubalgebra R L)"),
    Coercion("LieHom", "LinearMap", (("RingHom.id", 0), 1, 2),
             "Mathlib/Algebra/Lie/Basic.lean:334", "Coe (L₁ →ₗ⁅R⁆ L₂) (L₁ →ₗ[R] L₂)"),
    Coercion("LieEquiv", "LieHom", _SAME, "Mathlib/Algebra/Lie/Basic.lean:535",
             "Coe (L₁ ≃ₗ⁅R⁆ L₂) (L₁ →ₗ⁅R⁆ L₂)"),
    Coercion("LieModuleEquiv", "LieModuleHom", _SAME, "Mathlib/Algebra/Lie/Basic.lean:926",
             "Coe (M ≃ₗ⁅R,L⁆ N) (M →ₗ⁅R,L⁆ N)"),
    Coercion("AffineEquiv", "AffineMap", _SAME,
             "Mathlib/LinearAlgebra/AffineSpace/AffineEquiv.lean:98",
             "Coe (P₁ ≃ᵃ[k] P₂) (P₁ →ᵃ[k] P₂)"),
    Coercion("ContinuousAffineMap", "AffineMap", _SAME,
             "Mathlib/Topology/Algebra/ContinuousAffineMap.lean:46", "Coe (P →ᴬ[R] Q) (P →ᵃ[R] Q)"),
    Coercion("LinearIsometryEquiv", "ContinuousLinearMap", _SAME,
             "Mathlib/Analysis/Normed/Operator/LinearIsometry.lean:792",
             "CoeTC (E ≃ₛₗᵢ[σ₁₂] E₂) (E →SL[σ₁₂] E₂)"),
    Coercion("LinearIsometryEquiv", "ContinuousLinearEquiv", _SAME,
             "Mathlib/Analysis/Normed/Operator/LinearIsometry.lean:789",
             "CoeTC (E ≃ₛₗᵢ[σ₁₂] E₂) (E ≃SL[σ₁₂] E₂)"),
    Coercion("RingHom", "MonoidHom", _SAME, "Mathlib/Algebra/Ring/Hom/Defs.lean:386",
             "Coe (α →+* β) (α →* β)"),
    Coercion("RingHom", "AddMonoidHom", _SAME, "Mathlib/Algebra/Group/Hom/Defs.lean:396",
             "`AddMonoidHomClass` can be cast into `AddMonoidHom`",
             via="Mathlib/Algebra/Ring/Hom/Defs.lean:322"),
    Coercion("AlgHom", "MonoidHom", (1, 2), "Mathlib/Algebra/Algebra/Hom.lean:124",
             "CoeOut (A →ₐ[R] B) (A →* B)"),
    Coercion("AlgHom", "AddMonoidHom", (1, 2), "Mathlib/Algebra/Algebra/Hom.lean:130",
             "CoeOut (A →ₐ[R] B) (A →+ B)"),
    Coercion("AlgEquiv", "AlgHom", _SAME, "Mathlib/Algebra/Algebra/Hom.lean:78",
             "CoeTC F (A →ₐ[R] B)", via="Mathlib/Algebra/Algebra/Equiv.lean:51"),
    Coercion("ContinuousAlgHom", "AlgHom", _SAME, "Mathlib/Algebra/Algebra/Hom.lean:78",
             "CoeTC F (A →ₐ[R] B)", via="Mathlib/Topology/Algebra/Algebra.lean:125"),
    Coercion("RingEquiv", "NonUnitalRingHom", _SAME, "Mathlib/Algebra/Ring/Hom/Defs.lean:90",
             "CoeTC F (α →ₙ+* β)", via="Mathlib/Algebra/Ring/Equiv.lean:101"),
    Coercion("MulEquiv", "MulHom", _SAME, "Mathlib/Algebra/Group/Hom/Defs.lean:330",
             "CoeTC F (M →ₙ* N)", via="Mathlib/Algebra/Group/Equiv/Defs.lean:128"),
    Coercion("Matrix.SpecialLinearGroup", "Matrix", (0, 0, 1),
             "Mathlib/LinearAlgebra/Matrix/SpecialLinearGroup.lean:76",
             "Coe (SpecialLinearGroup n R) (Matrix n n R)"),
    # `GL n R` is `(Matrix n n R)ˣ`, coerced by `Units.val` (coercions.py: `CoeHead αˣ α`)
    Coercion("Matrix.GeneralLinearGroup", "Matrix", (0, 0, 1),
             "Mathlib/LinearAlgebra/Matrix/GeneralLinearGroup/Defs.lean:42",
             "abbrev GeneralLinearGroup (n : Type u) (R : Type v)"),
    # subtypes (lean4 `subtypeCoe`), the terms of the type kept alike in both names
    Coercion("SimpleGraph.Path", "SimpleGraph.Walk", _SAME,
             "Mathlib/Combinatorics/SimpleGraph/Path.lean:486",
             "abbrev Path (u v : V) := { p : G.Walk u v // p.IsPath }"),
    Coercion("SimpleGraph.Finsubgraph", "SimpleGraph.Subgraph", _SAME,
             "Mathlib/Combinatorics/SimpleGraph/Finsubgraph.lean:43",
             "abbrev Finsubgraph (G : SimpleGraph V)"),
    Coercion("CochainComplex.HomComplex.Cocycle", "CochainComplex.HomComplex.Cochain", _SAME,
             "Mathlib/Algebra/Homology/HomotopyCategory/HomComplex.lean:595",
             "Coe (Cocycle F G n) (Cochain F G n)"),
    # `ℍ[R,c₁,c₂,c₃]` (`QuaternionAlgebra R c₁ c₂ c₃`) and `ℍ[R]` (`Quaternion R`): `R` and
    # the number types into them, each under the section's own class binders (`R` into
    # `ℍ[R]` is `setlike.WRAPPERS`)
    Coercion("var", "QuaternionAlgebra", (OWN,), "Mathlib/Algebra/Quaternion.lean:141",
             "CoeTC R ℍ[R,c₁,c₂,c₃]", via="Mathlib/Algebra/Quaternion.lean:108", needs=_ZERO),
    Coercion("ℕ", "QuaternionAlgebra", ("*",), "Mathlib/Algebra/Quaternion.lean:390",
             "AddCommGroupWithOne ℍ[R,c₁,c₂,c₃]", via="Mathlib/Algebra/Quaternion.lean:388",
             needs=_GROUP_WITH_ONE),
    Coercion("ℤ", "QuaternionAlgebra", ("*",), "Mathlib/Algebra/Quaternion.lean:390",
             "AddCommGroupWithOne ℍ[R,c₁,c₂,c₃]", via="Mathlib/Algebra/Quaternion.lean:388",
             needs=_GROUP_WITH_ONE),
    Coercion("ℕ", "Quaternion", ("*",), "Mathlib/Algebra/Quaternion.lean:767",
             "instance instRing : Ring ℍ[R]", via="Mathlib/Algebra/Quaternion.lean:760",
             needs=("CommRing",)),
    Coercion("ℤ", "Quaternion", ("*",), "Mathlib/Algebra/Quaternion.lean:767",
             "instance instRing : Ring ℍ[R]", via="Mathlib/Algebra/Quaternion.lean:760",
             needs=("CommRing",)),
    Coercion("ℚ", "Quaternion", ("*",), "Mathlib/Algebra/Quaternion.lean:1189",
             "instance instRatCast : RatCast ℍ[R]", via="Mathlib/Algebra/Quaternion.lean:1186",
             needs=("Field",)),
    Coercion("ℚ≥0", "Quaternion", ("*",), "Mathlib/Algebra/Quaternion.lean:1188",
             "instance instNNRatCast : NNRatCast ℍ[R]",
             via="Mathlib/Algebra/Quaternion.lean:1186", needs=("Field",)),
    Coercion("BialgEquiv", "BialgHom", _SAME, "Mathlib/RingTheory/Bialgebra/Hom.lean:80",
             "CoeHead F (A →ₐc[R] B)", via="Mathlib/RingTheory/Bialgebra/Equiv.lean:54"),
)

#: Types coerced out to one of their type arguments, with no coercion back (head -> the
#: argument, the instance): a subtype (lean4 `subtypeCoe`), or a `SetLike` structure's
#: carrier (Data/SetLike/Basic.lean:112 `CoeSort A (Type _) := ⟨fun p => { x : B // x ∈ p }⟩`).
CARRIERS: dict[str, tuple[int, str, str]] = {
    "Complementeds": (0, "Mathlib/Order/Disjoint.lean:629", "CoeTC (Complementeds α) α"),
    "selfAdjoint": (0, "Mathlib/Algebra/Star/SelfAdjoint.lean:306", ": AddSubgroup R where"),
    "unitary": (0, "Mathlib/Algebra/Star/Unitary.lean:28", ": Submonoid R where"),
}

#: The rows by (source head, target head).
BY_HEADS: dict[tuple[str, str], Coercion] = {(c.src, c.dst): c for c in COERCIONS_R22}


def unwrapped(args: tuple[Ty, ...], pick: Unwrap) -> Ty | None:
    """The one argument of the source's argument `pick.at` when that is `pick.head` applied."""
    if pick.at >= len(args):
        return None
    inner = args[pick.at]
    ok = inner.head == "app" and inner.name == pick.head and len(inner.args) == 1
    return inner.args[0] if ok else None


#: The classes whose every instance gives `NNRatCast K`, so that Lean casts `q : ℚ≥0` into a
#: type variable `K` carrying one (`Nat.cast`'s analogue `NNRat.cast`, Data/Rat/Init.lean:37
#: `class NNRatCast (K : Type*)`), each with the line that shows it (`extends … NNRatCast K`,
#: or extends a class of this table). Any other class (an unknown one included) is no licence.
NNRAT_CAST_CLASSES: dict[str, tuple[str, str]] = {
    "NNRatCast": ("Mathlib/Data/Rat/Init.lean:37", "class NNRatCast (K : Type*)"),
    "DivisionSemiring": ("Mathlib/Algebra/Field/Defs.lean:84", "NNRatCast K"),
    "DivisionRing": ("Mathlib/Algebra/Field/Defs.lean:113", "NNRatCast K"),
    "Semifield": ("Mathlib/Algebra/Field/Defs.lean:164", "DivisionSemiring K"),
    "Field": ("Mathlib/Algebra/Field/Defs.lean:176", "DivisionRing K"),
    "NormedDivisionRing": ("Mathlib/Analysis/Normed/Field/Basic.lean:36", "DivisionRing α"),
    "NormedField": ("Mathlib/Analysis/Normed/Field/Basic.lean:151", "Field α"),
    "NontriviallyNormedField": ("Mathlib/Analysis/Normed/Field/Basic.lean:160",
                                "extends NormedField α"),
    "DenselyNormedField": ("Mathlib/Analysis/Normed/Field/Basic.lean:167",
                           "extends NormedField α"),
    "RCLike": ("Mathlib/Analysis/RCLike/Basic.lean:55", "extends DenselyNormedField K"),
}


def casts_nnrat_into(classes: frozenset[str]) -> bool:
    """Do a type variable's instance binders (`?`-marked where the checker does not model the
    class) give `NNRatCast`, by a class of `NNRAT_CAST_CLASSES`?"""
    return any(c.lstrip("?").split(" ")[0] in NNRAT_CAST_CLASSES for c in classes)


#: A type variable's name -> its instance binders' classes (None: not a type variable here).
ClassesOf = Callable[[str], frozenset[str] | None]


def first_type_argument(dst: Ty, terms: str) -> str | None:
    """The name of the type variable that is `dst`'s first type argument: its first argument,
    or where the name keeps the arguments as text (`QuaternionAlgebra R c₁ c₂ c₃`) its first
    word. None if that is anything but a type variable's name."""
    if dst.args:
        return dst.args[0].name if dst.args[0].head == "var" else None
    word = terms.split(" ")[0]
    return word if word and word.isidentifier() else None


def carries(row: Coercion, dst: Ty, terms: str, classes_of: ClassesOf | None) -> bool:
    """Does the target's first type argument carry a class the row `needs` (or need none)?"""
    if not row.needs:
        return True
    name = first_type_argument(dst, terms)
    classes = classes_of(name) if classes_of is not None and name is not None else None
    if classes is None:
        return False
    written = class_closure({c.lstrip("?").split(" ")[0] for c in classes})
    return any(n in written for n in row.needs)


def into_own(src: Ty, dst: Ty, terms: str, classes_of: ClassesOf | None) -> bool:
    """Is `src` a type variable Lean coerces into `dst` by a row picking `OWN` (`R` into
    `ℍ[R]`): `src` is `dst`'s first type argument and carries the row's classes?"""
    row = BY_HEADS.get(("var", dst.name.split(" ")[0])) if src.head == "var" else None
    if row is None or row.picks != (OWN,) or first_type_argument(dst, terms) != src.name:
        return False
    if dst.args and len(dst.args) != 1:
        return False
    return carries(row, dst, terms, classes_of)


#: `ℕ` into `Fin m` (Mathlib/Data/Fin/Basic.lean:329 `instance instNatCast [NeZero n] : NatCast
#: (Fin n)`), read only where the bound is written so that `NeZero` has an instance whatever
#: its variables: `n + 1` and `Nat.succ n` (lean4 core `instance NeZero.succ : NeZero (n +
#: 1)`), or a numeral other than 0 (Mathlib/Algebra/GroupWithZero/NeZero.lean:23 `instance
#: NeZero.one : NeZero (1 : M₀)`, Mathlib/Algebra/CharZero/Defs.lean:120 `charZero_ofNat` for
#: `[n.AtLeastTwo]`, ℕ a nontrivial `CharZero` semiring). Only an ascription or an argument's expected type: in a `binop%` tree
#: `ℕ` and `Fin m` coerce both ways, which the tree refuses (`coercions.only_into_max`).
FIN_NAT_CAST = ("Mathlib/Data/Fin/Basic.lean:329", "instance instNatCast [NeZero n] : NatCast (Fin n)")


def nat_into_fin(src: Ty, dst: Ty) -> bool:
    """Is `src` ℕ and `dst` a `Fin m` whose bound `m` has a `NeZero` instance as written?"""
    if src.head != "ℕ" or dst.head != "app" or dst.args or not dst.name.startswith("Fin "):
        return False
    bound = dst.name.removeprefix("Fin ")
    if bound.isdigit():
        return int(bound) > 0
    if not (bound.startswith("(") and bound.endswith(")")):
        return False
    inner = bound[1:-1]
    if inner.startswith("Nat.succ ") and _atom(inner.removeprefix("Nat.succ ")):
        return True
    head, plus, one = inner.rpartition(" + ")
    return bool(plus) and one == "1" and _atom(head)


def _atom(text: str) -> bool:
    """A variable's name or a parenthesised term: the whole left side of `_ + 1`."""
    return text.isidentifier() or text.startswith("(") and text.endswith(")") and \
        text.count("(") == text.count(")")
