"""Round-28 coercions between named types whose target keeps a term in its name, each the one
instance Lean finds at Mathlib v4.19.0 (cited file:line with a fragment of that line, which
`tests/formal/test_coercions_r28.py` reads back from Mathlib's source).

`coercions.BETWEEN` and `coercions_r22` match a target's type arguments against the source's;
the rows here are for targets the checker writes with a term in the type's name (`Filter.Germ
l` for `Germ l β`, `FractionalIdeal S` for `FractionalIdeal S P` with `S` a variable), and for
`𝓞 K` and its units, coerced to `K` by instances of their own. Each row says exactly which
source type it takes, from the target's written arguments, so that the instance Lean's search
yields is the only one that unifies:

* `Germ l β` (`Filter.Germ l β`, the checker's `Filter.Germ l` applied to `β`): from `β` by
  `Germ.coeTC` (`const`), from a function type `γ → β` by the `CoeTC (α → β) (Germ l β)` two
  lines above it (`ofFun`; `γ` is `l`'s `α`, or Lean would not have elaborated the text). A
  function type is never `β` itself (`β` occurs in it), so at most one of the two unifies.
* `FractionalIdeal S P`, `S` a submonoid variable kept in the name: from `Ideal R` (`CoeTC
  (Ideal R) (FractionalIdeal S P)`, `R` the ring of `S`), and out to `Submodule R P` (`CoeOut
  (FractionalIdeal S P) (Submodule R P)`), `P` the same on both sides. `R` is not in the
  checker's type (`S` is a term): Lean elaborated the statement, so `S : Submonoid R`.
* `𝓞 K` (`NumberField.RingOfIntegers K`) to `K` by its `CoeHead`, and `(𝓞 K)ˣ` to `K` by the
  `CoeHTC` of `NumberField.Units` (`CoeHead`s do not chain, so this is its own instance).
* `Sym α n` to `Multiset α` (`CoeOut`), `α` the type variable the name `Sym α n` keeps.
* Casts of numbers, read only as an ascription or an argument's expected type (never into a
  `binop%` tree's maximal type, `Elaborator._coerces_out`): `ℤ` into `R[X]` for a ring `R`
  (`IntCast R[X]` in the section `variable [Ring R]`), `ℕ` and `ℤ` into `ℤ√d` (its
  `CommRing`, whose `natCast`/`intCast` are `ofInt`).

The checker keeps each coercion uninterpreted (`↑` applied from the source to the target
type), as it keeps the other coercions between Mathlib types. None has a coercion back, so
where two of these meet in one text nothing depends on the order of the leaves.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from forminv_lean.formal.meaning.coercions_r22 import ClassesOf
from forminv_lean.formal.meaning.signature import class_closure
from forminv_lean.formal.meaning.types import Ty


@dataclass(frozen=True)
class Row:
    """One cited coercion: `cite` is `Mathlib/Path.lean:LINE`, `text` a fragment of that line."""
    name: str
    cite: str
    text: str


GERM_CONST = Row("Germ.const", "Mathlib/Order/Filter/Germ/Basic.lean:112",
                 "instance coeTC : CoeTC β (Germ l β)")
GERM_OF_FUN = Row("Germ.ofFun", "Mathlib/Order/Filter/Germ/Basic.lean:106",
                  "instance : CoeTC (α → β) (Germ l β)")
IDEAL_TO_FRACTIONAL = Row("FractionalIdeal.coeIdeal",
                          "Mathlib/RingTheory/FractionalIdeal/Basic.lean:245",
                          "instance : CoeTC (Ideal R) (FractionalIdeal S P)")
FRACTIONAL_TO_SUBMODULE = Row("FractionalIdeal.coeToSubmodule",
                              "Mathlib/RingTheory/FractionalIdeal/Basic.lean:104",
                              "instance : CoeOut (FractionalIdeal S P) (Submodule R P)")
RING_OF_INTEGERS_VAL = Row("NumberField.RingOfIntegers.val",
                           "Mathlib/NumberTheory/NumberField/Basic.lean:121",
                           "instance : CoeHead (𝓞 K) K := ⟨val⟩")
RING_OF_INTEGERS_UNITS = Row("NumberField.Units (coe)",
                             "Mathlib/NumberTheory/NumberField/Units/Basic.lean:64",
                             "instance : CoeHTC (𝓞 K)ˣ K")

SYM_TO_MULTISET = Row("Sym.toMultiset", "Mathlib/Data/Sym/Basic.lean:47",
                      "instance Sym.hasCoe (α : Type*) (n : ℕ) : CoeOut (Sym α n) (Multiset α)")
INT_INTO_POLYNOMIAL = Row("Polynomial.instIntCast", "Mathlib/Algebra/Polynomial/Basic.lean:1086",
                          "instance instIntCast : IntCast R[X]")
#: the section binder of `INT_INTO_POLYNOMIAL`
POLYNOMIAL_RING = ("Mathlib/Algebra/Polynomial/Basic.lean:1071", "variable [Ring R]")
NUMBER_INTO_ZSQRTD = Row("Zsqrtd.commRing", "Mathlib/NumberTheory/Zsqrtd/Basic.lean:164",
                         "instance commRing : CommRing (ℤ√d)")

ROWS: tuple[Row, ...] = (GERM_CONST, GERM_OF_FUN, IDEAL_TO_FRACTIONAL, FRACTIONAL_TO_SUBMODULE,
                         RING_OF_INTEGERS_VAL, RING_OF_INTEGERS_UNITS, SYM_TO_MULTISET,
                         INT_INTO_POLYNOMIAL, NUMBER_INTO_ZSQRTD)
#: the rows that cast a number type, read only where the target is already fixed
NUMBER_ROWS = frozenset({INT_INTO_POLYNOMIAL, NUMBER_INTO_ZSQRTD})

_GERM = "Filter.Germ "
_FRACTIONAL = "FractionalIdeal "
_RING_OF_INTEGERS = "NumberField.RingOfIntegers"
#: `ℤ√d` as the checker names it (the printer's `ℤ √d`), `d` one term: `Zsqrtd d`
#: (Mathlib/NumberTheory/Zsqrtd/Basic.lean:36 `prefix:100 "ℤ√" => Zsqrtd`), so its fields
#: are `Zsqrtd`'s (`a.re` is `Zsqrtd.re a`, never a constant `ℤ.re`)
ZSQRTD = re.compile(r"ℤ √\S+")
ZSQRTD_NAMESPACE = "Zsqrtd"
ZSQRTD_NOTATION = ("Mathlib/NumberTheory/Zsqrtd/Basic.lean:36", 'prefix:100 "ℤ√" => Zsqrtd')


def _kept_term(ty: Ty, prefix: str) -> bool:
    """Is `ty` the type `prefix` names with one term kept in its name and one type argument
    (`Filter.Germ l` applied to `β`)?"""
    return ty.head == "app" and ty.name.startswith(prefix) and \
        len(ty.name) > len(prefix) and len(ty.args) == 1


def _ring_of_integers(ty: Ty) -> Ty | None:
    """`K` for `NumberField.RingOfIntegers K` (`𝓞 K`), else None."""
    if ty.head == "app" and ty.name == _RING_OF_INTEGERS and len(ty.args) == 1:
        return ty.args[0]
    return None


def _rings(ty: Ty, classes_of: ClassesOf | None) -> bool:
    """Is `ty` a ring as written: ℤ ℚ ℝ, or a type variable with a class that is `Ring` or
    extends it (`class_closure`)?"""
    if ty.head in ("ℤ", "ℚ", "ℝ"):
        return True
    classes = classes_of(ty.name) if ty.head == "var" and classes_of is not None else None
    return classes is not None and "Ring" in class_closure(
        {c.lstrip("?").split(" ")[0] for c in classes})


def coercion_r28(src: Ty, dst: Ty, classes_of: ClassesOf | None = None) -> Row | None:
    """The row of `ROWS` by which Lean coerces `src` to `dst` (both resolved), else None;
    `classes_of` gives a type variable's instance binders (`[Ring R]`)."""
    if src.head in ("ℕ", "ℤ"):
        if dst.head == "app" and not dst.args and ZSQRTD.fullmatch(dst.name):
            return NUMBER_INTO_ZSQRTD
        if src.head == "ℤ" and dst.head == "app" and dst.name == "Polynomial" and \
                len(dst.args) == 1 and _rings(dst.args[0], classes_of):
            return INT_INTO_POLYNOMIAL
        return None
    if src.head == "app" and not src.args and dst.head == "app" and dst.name == "Multiset" \
            and len(dst.args) == 1 and dst.args[0].head == "var":
        words = src.name.split(" ")
        ok = len(words) >= 3 and words[0] == "Sym" and words[1] == dst.args[0].name
        return SYM_TO_MULTISET if ok else None
    if _kept_term(dst, _GERM):
        if src == dst.args[0]:
            return GERM_CONST
        if src.head == "fun" and len(src.args) == 2 and src.args[1] == dst.args[0]:
            return GERM_OF_FUN
        return None
    if _kept_term(dst, _FRACTIONAL):
        ok = src.head == "app" and src.name == "Ideal" and len(src.args) == 1
        return IDEAL_TO_FRACTIONAL if ok else None
    if _kept_term(src, _FRACTIONAL):
        ok = dst.head == "app" and dst.name == "Submodule" and len(dst.args) == 2 and \
            dst.args[1] == src.args[0]
        return FRACTIONAL_TO_SUBMODULE if ok else None
    if (k := _ring_of_integers(src)) is not None:
        return RING_OF_INTEGERS_VAL if k == dst else None
    if src.head == "app" and src.name == "Units" and len(src.args) == 1 and \
            (k := _ring_of_integers(src.args[0])) is not None:
        return RING_OF_INTEGERS_UNITS if k == dst else None
    return None


#: Mathlib's constants whose notation is the checker's spelling of the type, so that a binder
#: written `(p : ENNReal)` has the type a signature written `ℝ≥0∞` names (one type, no
#: coercion between them): Mathlib/Data/ENNReal/Basic.lean:101 `scoped[ENNReal] notation
#: "ℝ≥0∞" => ENNReal`, Mathlib/Data/NNReal/Defs.lean:61 `scoped notation "ℝ≥0" => NNReal`.
SPELLED_AS: dict[str, tuple[str, str, str]] = {
    "ENNReal": ("ℝ≥0∞", "Mathlib/Data/ENNReal/Basic.lean:101", 'notation "ℝ≥0∞" => ENNReal'),
    "NNReal": ("ℝ≥0", "Mathlib/Data/NNReal/Defs.lean:61", 'notation "ℝ≥0" => NNReal'),
}


def spelled(name: str) -> str:
    """The checker's spelling of the opaque type constant `name` (`ENNReal` is `ℝ≥0∞`)."""
    row = SPELLED_AS.get(name)
    return row[0] if row is not None else name


#: A quotient by a congruence relation `c : Con M` (`AddCon M`, `RingCon R`), `c.Quotient`,
#: takes `M` by `toQuotient` (the `CoeTC` below; `AddCon`'s is its `to_additive` twin). The
#: checker names the type `Con.Quotient c`, keeping `c` as text, so the carrier is read off
#: `c`'s type where the type is built (`note_quotient`), only when that is a type variable
#: (`ℕ` would also take `NatCast` into the quotient of a semiring).
CON_QUOTIENT = Row("Con.toQuotient", "Mathlib/GroupTheory/Congruence/Defs.lean:202",
                   "instance (priority := 10) : CoeTC M c.Quotient")
RING_CON_QUOTIENT = Row("RingCon.toQuotient", "Mathlib/RingTheory/Congruence/Defs.lean:165",
                        "instance : CoeTC R c.Quotient")
QUOTIENT_ROWS: dict[str, tuple[str, Row]] = {
    "Con.Quotient": ("Con", CON_QUOTIENT), "AddCon.Quotient": ("AddCon", CON_QUOTIENT),
    "RingCon.Quotient": ("RingCon", RING_CON_QUOTIENT),
}


def note_quotient(recorded: dict[Ty, Ty | None], head: str, arg: str, ty: Ty,
                  var_types: dict[str, Ty]) -> Ty:
    """Record the carrier of `ty`, the type `head arg` built (`RingCon.Quotient c`), when
    `head` is a quotient of `QUOTIENT_ROWS` and `arg` a variable of type `Con M` (its head's)
    with `M` a type variable; a type two carriers claim is poisoned (None). Returns `ty`."""
    row = QUOTIENT_ROWS.get(head)
    of = var_types.get(arg)
    if row is None or of is None or ty.args or of.head != "app" or of.name != row[0] or \
            len(of.args) != 1 or of.args[0].head != "var":
        return ty
    if recorded.get(ty, of.args[0]) != of.args[0]:
        recorded[ty] = None
    else:
        recorded[ty] = of.args[0]
    return ty


def quotient_coercion(src: Ty, dst: Ty, recorded: dict[Ty, Ty | None]) -> Row | None:
    """The row by which Lean coerces `src` into the recorded quotient `dst`, else None."""
    carrier = recorded.get(dst)
    if carrier is None or carrier != src:
        return None
    head = dst.name.split(" ")[0]
    if head in QUOTIENT_ROWS:
        return QUOTIENT_ROWS[head][1]
    from forminv_lean.formal.meaning.coercions_r29 import QUOTIENTS_R29  # (`AddCircle p`)

    return QUOTIENTS_R29.get(head)
