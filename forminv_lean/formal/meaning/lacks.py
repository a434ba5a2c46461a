"""Operations a Mathlib type certainly has no instance for.

The checker keeps an operation on a named type it does not interpret uninterpreted (`p / p`
at `Polynomial ℝ`), since Mathlib may well provide it. For the types below Mathlib's source
lists every instance they have, and some operations are not among them: Lean fails to
synthesize the instance, so a text using one means nothing, and is refused here instead of
being read as an uninterpreted operation. Each at Mathlib v4.19.0:

- `Real.Angle` (Analysis/SpecialFunctions/Trigonometric/Angle.lean:26 `def Angle : Type :=
  AddCircle (2 * π)`): its instances are `NormedAddCommGroup Angle` (:33), `Inhabited` (:36),
  `Coe ℝ Angle` (:43) and `CircularOrder Real.Angle` (:45), and no other Mathlib file declares
  an instance on it: no `*`, `/`, `⁻¹`, `^`, `%`, no `≤`/`<`, no lattice.
- `SignType` (Data/Sign.lean:22 `inductive SignType`): `Zero`, `One`, `Neg`, `Mul` (:30–55),
  `CommGroupWithZero` (:83), `LinearOrder` (:104), `BoundedOrder` (:113),
  `HasDistribNeg` (:122): multiplicative, with no `+` and no binary `-`.
- `Circle` (Analysis/Complex/Circle.lean:48 `def Circle : Type := Submonoid.unitSphere ℂ`):
  `CommGroup Circle` (:56), `MetricSpace` (:57), `CoeOut Circle ℂ` (:54): no `+`, `-`, no
  order (an addition is written on its coercion to ℂ).
"""

from __future__ import annotations

from forminv_lean.formal.meaning.types import Ty

#: Named type -> the operations (the elaborator's names: `add`, `sub`, `neg`, `mul`, `div`,
#: `inv`, `pow`, `mod`, `le`, `sup`, `inf`) it has no instance for.
LACKS: dict[str, frozenset[str]] = {
    "Real.Angle": frozenset({"mul", "div", "inv", "pow", "mod", "le", "sup", "inf"}),
    "SignType": frozenset({"add", "sub", "mod", "sup", "inf"}),
    "Circle": frozenset({"add", "sub", "neg", "mod", "le", "sup", "inf"}),
}


def lacks(ty: Ty, op: str) -> bool:
    """Does Mathlib give the named type `ty` no instance for the operation `op`?"""
    return ty.head == "app" and not ty.args and op in LACKS.get(ty.name, frozenset())
