"""Types written with an explicit σ-algebra: `Measure[m₀] α`, `Kernel[mα] α β`, `Kernel[mα, mβ] α β`.

Mathlib v4.19.0 declares them as scoped notations that pass the instance explicitly:
- MeasureTheory/Measure/MeasureSpaceDef.lean:80 `scoped notation "Measure[" mα "] " α:arg =>
  @Measure α mα` (namespace MeasureTheory; `structure Measure (α : Type*) [MeasurableSpace α]`,
  :72);
- Probability/Kernel/Defs.lean:63 `scoped notation "Kernel[" mα "] " α:arg β:arg => @Kernel α
  β mα _` and :66 `scoped notation "Kernel[" mα ", " mβ "] " α:arg β:arg => @Kernel α β mα mβ`
  (namespace ProbabilityTheory; `structure Kernel (α β : Type*) [MeasurableSpace α]
  [MeasurableSpace β]`, :51).

The name resolver leaves a notation token in effect as written (`resolve._word_atoms`), so the
tree is the head `Measure`/`Kernel` applied to the list `[m₀]` and the types. Such a type is
kept opaque, named by its text with the instance in it (`Measure[m₀] α`): never
`MeasureTheory.Measure α`, which takes whatever `MeasurableSpace α` instance Lean synthesises
(the last one in scope), a different type whenever two are bound. Only a bracket of bound
variables whose type is `MeasurableSpace` of the matching type argument is read; anything
else (`Measure[m.comap f] α`, `Measure[hτ.measurableSpace] Ω`) is refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from forminv_lean.formal.meaning.ast import App, Bracket, Name
from forminv_lean.formal.meaning.types import Ty

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.elaboration import Elaborator, Scope

#: The notation heads (as written: the token is `Measure[`), with how many type arguments
#: follow and, for each number of instances written, the type arguments they equip in order.
EXPLICIT_TYPES: dict[str, tuple[int, dict[int, tuple[int, ...]]]] = {
    "Measure": (1, {1: (0,)}),           # Measure[mα] α
    "Kernel": (2, {1: (0,), 2: (0, 1)}),  # Kernel[mα] α β, Kernel[mα, mβ] α β
}


def explicit_instance_type(el: Elaborator, e: Any, sc: Scope) -> Ty | None:
    """The type `e` names when it is one of `EXPLICIT_TYPES` written with its instances (None
    when it is not one); refused when the bracket is not variables of the right class."""
    if not (isinstance(e, App) and isinstance(e.fn, Name) and e.fn.id in EXPLICIT_TYPES
            and e.args and isinstance(e.args[0], Bracket) and e.args[0].kind == "list"):
        return None
    head = e.fn.id
    arity, slots = EXPLICIT_TYPES[head]
    items, rest = e.args[0].items or (), e.args[1:]
    if len(rest) != arity or len(items) not in slots:
        raise el.fail(f"{head}[", f"{head}[…] with {len(items)} instances and "
                      f"{len(rest)} types")
    tys = tuple(el.elab_type(a, sc) for a in rest)
    for item, k in zip(items, slots[len(items)], strict=True):
        want = Ty("app", (tys[k],), "MeasurableSpace")
        if not (isinstance(item, Name) and item.id in sc.vars
                and el.resolve(sc.vars[item.id]) == el.resolve(want)):
            raise el.fail(f"{head}[", f"{head}[…] whose instance is not a bound "
                          "MeasurableSpace variable of its type")
    inst = ", ".join(i.id for i in items if isinstance(i, Name))
    return Ty("app", tys, f"{head}[{inst}]")


#: The functions values of these types are, as `bundled.COE_FUNCTIONS` (keyed by the type's
#: name with its instances, `Measure[m₀]`): MeasureTheory/Measure/MeasureSpaceDef.lean:86
#: `instance Measure.instFunLike [MeasurableSpace α] : FunLike (Measure α) (Set α) ℝ≥0∞` (the
#: instance is the one of `μ`'s type, unified; the value does not depend on it);
#: Probability/Kernel/Defs.lean:72 `instance instFunLike : FunLike (Kernel α β) α (Measure β)`
#: under `variable {mα : MeasurableSpace α} {mβ : MeasurableSpace β}` (:68): `Kernel[mα] α β`
#: is `@Kernel α β mα _`, its `mβ` the instance Lean synthesises, so the codomain is the
#: ambient `Measure β`. `Kernel[mα, mβ]` (codomain `Measure[mβ] β`) is not listed.
EXPLICIT_COE: dict[str, tuple[int, str, str]] = {
    "Measure": (1, "Set α", "ℝ≥0∞"),
    "Kernel": (2, "α", "MeasureTheory.Measure β"),
}


def explicit_coe(name: str) -> tuple[int, str, str] | None:
    """The `EXPLICIT_COE` entry of a type named `Measure[m₀]`/`Kernel[mα]` (one instance)."""
    head, bracket, rest = name.partition("[")
    if not bracket or not rest.endswith("]") or "," in rest or " " in rest:
        return None
    return EXPLICIT_COE.get(head)
