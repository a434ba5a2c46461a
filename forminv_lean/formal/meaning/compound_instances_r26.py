"""Instance binders of a class on a compound type (round 26): `[TopologicalSpace (TotalSpace F
E)]`.

Mathlib's fibre-bundle files declare the topology of a bundle's total space as a local
instance on a type that is not a variable: `variable … [TopologicalSpace (TotalSpace F E)]`
(Mathlib/Geometry/Manifold/VectorBundle/Basic.lean:84, Topology/FiberBundle/Basic.lean:194,
Topology/VectorBundle/Basic.lean:58, Topology/FiberBundle/Constructions.lean:80). In Lean
such a binder is a local instance answering exactly `TopologicalSpace (TotalSpace F E)` (with
`F`, `E` the bound variables: instance resolution unifies the goal with the local instance's
type, and a bound `E` is not assignable, so it answers no other total space), and it is tried
before every global instance (Lean core `Meta/SynthInstance.lean` `getInstances` pushes the
local instances after the global ones and the generator starts from the end).

It is read as the family instances of `elaborate_pi` are: a binder of that (opaque) type,
bound where it is written, printed back exactly as written. It gives the checker nothing: the
checker interprets no topology, so every use of the instance (continuity, a trivialization,
`ContMDiffAt` on the total space) is inside an uninterpreted constant, which Lean would
resolve to this binder in the printed text as it did in the declaration.

Only the classes of `COMPOUND_CLASSES` are read so: a class whose operations the checker
interprets on some type (`OrderBot (Subtype p)`: `⊥`; `GCDMonoid R[X]`: `gcd`) could be given
a meaning by the checker's own model of that type that the local instance does not have, so
those stay refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from forminv_lean.formal.meaning.ast import App, Binder, Name

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.types import Ty

# The classes read on a compound type, each confirmed a data class with no operation the
# checker interprets (Mathlib/Topology/Defs/Basic.lean:55 `class TopologicalSpace (X : Type u)
# where protected IsOpen : Set X → Prop …`: its only field is `IsOpen`, which the checker
# keeps opaque like every topological notion).
COMPOUND_CLASSES = frozenset({"TopologicalSpace"})


def is_compound_instance(b: Binder) -> bool:
    """`[C T]` with `C` of `COMPOUND_CLASSES` and `T` a type written as an application (not a
    variable, a constant, or a `∀`): a local instance on a compound type."""
    t = b.type
    return b.info == "inst" and isinstance(t, App) and isinstance(t.fn, Name) \
        and t.fn.id in COMPOUND_CLASSES and len(t.args) == 1 and isinstance(t.args[0], App) \
        and isinstance(t.args[0].fn, Name)


def compound_instance_type(elab: object, b: Binder, sc: object) -> Ty:
    """The type of the binder `[C T]` (`is_compound_instance`): `C T` as an opaque type, with
    `T` elaborated as a type first (a `T` this language cannot read is refused as any type
    is). `T` must be an opaque type named by its text (`Bundle.TotalSpace F E`), not one the
    checker models (a product, a function type, a set), and the binder must print back
    exactly as written."""
    from forminv_lean.formal.meaning.elaboration import show_expr
    from forminv_lean.formal.meaning.types import show_type

    assert isinstance(b.type, App) and isinstance(b.type.fn, Name)
    cls = b.type.fn.id
    target = b.type.args[0]
    assert isinstance(target, App)
    if not all(isinstance(x, Name) and (x.id in sc.vars or x.id in sc.tnames)  # type: ignore[attr-defined]
               for x in target.args):
        # `[TopologicalSpace (TotalSpace F (Trivial B F))]`: a global instance
        # (Topology/FiberBundle/Constructions.lean:39, :99, :268, Basic.lean:525,
        # VectorBundle/Hom.lean:229) answers some total spaces of a constructed fibre; on bound
        # variables only none of them unifies, so the local instance is the one Lean finds
        raise elab.fail(cls, f"[{show_expr(b.type)}]: a class on a type built from more "  # type: ignore[attr-defined]
                        "than bound variables, which a global instance may also answer")
    arg = elab.elab_type(b.type.args[0], sc)   # type: ignore[attr-defined]
    arg = elab.resolve(arg)   # type: ignore[attr-defined]
    if arg.head != "app" or not arg.args and " " not in arg.name:
        raise elab.fail(cls, f"[{cls} {show_type(arg)}]: a class on a type "  # type: ignore[attr-defined]
                        "this language models or names as a constant")
    ty = elab.elab_type(b.type, sc)   # type: ignore[attr-defined]
    if show_type(ty) != show_expr(b.type):
        raise elab.fail(cls, f"[{show_expr(b.type)}] would print back as "  # type: ignore[attr-defined]
                        f"[{show_type(ty)}]")
    return ty   # type: ignore[no-any-return]
