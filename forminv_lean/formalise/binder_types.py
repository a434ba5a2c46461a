"""The type of a binder written without one (`{n}`, `{a}`), when Lean's first use fixes it.

Lean elaborates a header's binders left to right (the file's `variable` binders first), then
the statement; a binder without a type gets a metavariable, and the first place that
unifies it with a known type assigns it (a later use only ever meets the assigned type, and
a coercion may be inserted there). So the type is read off the *first* occurrence, and only
when that occurrence is one of the uses below, whose expected type is fixed by what is
already elaborated:

- the argument of a function whose parameter is ℕ (`Fin n`: Lean core's `structure Fin
  (n : Nat)`; `ZMod n`: Mathlib's `def ZMod : ℕ → Type`; `Fin.natAdd m i` and the other
  `NAT_ARGUMENT`s): `n : ℕ`;
- the element of a membership `a ∈ s` / `a ∉ s` with `s` a variable (or a function variable
  applied, `s ∈ f i` with `f : ι → Filter α`, or a declared function applied to variables
  that fix its result, `x ∈ Submodule.span R s`: the collection is elaborated against a
  metavariable, so nothing is propagated into it; or `S ⊓ T`, `s ∪ t`, … of two of one type,
  `SAME_TYPE_OPS`) of a collection type of `MEMBERSHIP`: `Set T`,
  `Finset T`, `Multiset T`, `List T`, `Computation T`, a `SetLike` structure (`Subgroup G`,
  `Submodule R M`, `Ideal R`, ...) give `a : T` (`G`, `M`, `R`), `Filter α` gives `a : Set α`
  (`Membership`'s element type is an `outParam`, and `SetLike`'s too, so the collection is
  elaborated first and its instance fixes it);
- the element of `insert a s` with `s` a variable of type `Set T`, `Finset T` or `Multiset T`
  (`INSERT_COLLECTIONS`: `Insert`'s element type is an `outParam` too): `a : T`; an item of
  set notation ascribed one of these types, `({a, b} : Set T)` (`SINGLETON_COLLECTIONS`):
  `a b : T`;
- an argument of a function variable `f : A → B → C` applied to the bare name: its domain;
  of a dependent one (`f : ∀ i, κ i → Set E`, `Φ : E → ∀ i, F' i`), the domain instantiated
  with the earlier arguments (`f i j`: `j : κ i`), when each one it depends on is a variable
  of exactly its parameter's type (`_dependent_argument`);
- the argument of a bundled map variable applied to the bare name, `f a` with `f : M →* N`
  or `f : M →ₗ[R] N` (Lean coerces `f` to a function through its `FunLike` instance, whose
  domain is `M`: `opaque.HOM_ARROWS`, `bundled.STRUCTURES`; or `bundled.COE_FUNCTIONS`, at
  each argument: `c x y` with `c : Con M`, `μ s` with `μ : Measure α`), or of its inverse
  `e.symm a` with `e : M ≃* N` (the `symm` of the equivalences of `SYMM`, whose domain is
  `N`), or of a variable `f : F` whose type variable has one instance `[FunLike F M N]` in
  scope (`_funlike_ends`: `DFunLike`'s domain is an `outParam`);
- an explicit argument of a Mathlib function with a declared signature
  (`elaboration.declared_signature`: `opaque.SIGNATURES`, the merged table with the area
  tables), of a plain notation for one (`APP_NOTATIONS`: `p :: l`, `f '' s`) or of field
  notation on a variable naming one (`s.count a` with `s : Multiset α` is `Multiset.count a
  s`), whose parameter type there is fixed by the other arguments (an application at a
  declared parameter that is a bare type parameter nothing before it fixes is elaborated as
  with no expected type: `EDist.edist (f^[n] x) y`, `_fresh_parameter`): `count a s` with `count :
  α → Multiset α → ℕ` and `a : α` gives `s : Multiset α` (Lean elaborates the
  arguments against the parameter types, and an argument whose type is a metavariable is
  unified with its parameter's). Every other argument whose parameter shares a type
  parameter with it must be a variable, or an application whose own arguments fix its type
  (`_applied_type`: `f i` with `f : ι → List E` is a `List E`; a bundled map variable at a
  parameter of function type, `ContinuousOn e s` with `e : E ≃ₗᵢ[𝕜] F`, as the function
  `E → F` Lean coerces it to: `_coerced_function`), whose type matches its
  parameter's exactly (a numeral, a coercion or any other term leaves the parameter open);
  `𝓝[s] x` is `nhdsWithin x s` (the parser's `_nhds_within`); and when the result
  type shares one too, the application must sit where Lean gives it no expected type (an
  operand of a `binop%`/`binrel%` operator, `LEAF_OPS`), since an expected type is
  propagated into the parameters first (`(Finset.Icc a b : Finset ℝ)` makes `b : ℝ`);
- an ascription of the bare name, `(n : ℝ)`: Lean elaborates `n` against `ℝ`, and a
  metavariable type unifies with it (no coercion);
- a side of a relation of `BINREL` (`binrel%`) whose other side is a single term of known
  type (a variable, a function variable or a bundled map applied, a declared function
  applied to variables that fix its result type) not mentioning the binder: `binrel%` elaborates both sides with
  no expected type, skips a side of unknown type when it computes the maximal type, and then
  unifies that side's type with it (Lean 4 `Lean/Elab/Extra.lean`, `analyze`, `applyCoe`);
- a bare leaf of a `binop%`/`binrel%` tree (`x ≤ f x`, `(k + 2) / minFac (k + 2) < k + 2`):
  `toTree` elaborates every leaf with no expected type before `analyze` compares their
  types, so a later use inside the same tree fixes it (`f x`: `f`'s domain; another bare
  leaf of the tree, `a * (b * c) = b * (a * c)`, fixes nothing and is passed over, as is
  another binder without a type all of whose uses in the tree are bare leaves); failing that,
  `applyCoe` unifies the unknown leaf with the tree's maximal type, read when it is one
  number type (`ARITH_TYPES`) that every leaf of known type and the tree's expected type
  (`Fin (n + 1)`: ℕ) share, through `+ - * /` only (or a type variable whose instances give
  each operation, `_homogeneous`); a tree elaborated against a metavariable (at a declared
  function's bare type parameter nothing fixes, `IsNilpotent (b * a)`, or as the object of
  field notation) has only its leaves' types (`analyze`: `if isUnknown expectedType then
  pure none`, Lean/Elab/Extra.lean);
- a side of `v R w` with `w` another binder without a type, both first used there: the
  relation unifies their types (`ensureHasType`), and the next use of either fixes both;
- the use after an explicit argument of a declared function at a parameter whose type
  parameters no other parameter and not the result mentions (`{x} : IsNilpotent x ↔ x ∈
  nonunits R`, `∀ s, IsOpen s → MeasurableSet (f ⁻¹' s)`): the binder's type is that
  parameter's with an unassigned metavariable (`?α`, `Set ?α`), which the next use fixes
  (`_open_parameter`; `‖x‖` is `norm x`, `norm : E → ℝ`); a partly known one only at a next
  use that unifies it, not at a
  relation; binders without a type first used together at parameters that are one bare type
  parameter (`{x' y'} (h : IsCompl x' y')`) share one `?α`, fixed by the next use of either
  (`_open_group`);
- an argument of a declared function applied where its expected type's type parameters are
  still unassigned and its shape gives the application nothing (`prod (a ::ₘ s) = …`:
  `Multiset ?α` against `cons`' `Multiset α`), read as with no expected type once the exact
  expected type is not known (`_unassigned_expected`);
- the use after a relation of the bare name with numerals only (`{n} (h : 0 < n) : orderOf
  x = n`): the relation leaves the type a metavariable (`binrel%` under
  `withSynthesizeLight`, which applies no default instance; ℕ would be applied only once the
  whole header is elaborated), so the next use fixes it as a first use would.

A declared function's parameter the table leaves untyped (`_`, a proof) is allowed after the
parameters that fix its result (`s.max' H` with `s : Finset α` is an `α`); a binder first
passed there is a hypothesis of the proposition `signatures_proofs.PROOF_SLOTS` gives the
parameter, with the earlier arguments (typed variables) put in (`s.sup' hs f`: `hs : Finset.Nonempty s`).

Past a declared function's parameters, the arguments are read through its result type
(`_applied_further`: `f^[n] x`, `Con.ker f x y`); an application that is the object of field
notation (`(s.filter p).prod`) has no expected type; an ascription argument `(e : T)` has the
type `T`; a `fun` with typed binders fixes the parameter's domain whatever its body's type.

Anything else refuses the binder (the caller then refuses the theorem): a first use as an
argument of a Mathlib constant outside the tables or at a parameter the other arguments do
not fix (`0 < n`, `IsFixedPt f x`: a numeral or an operator leaves the type open), an
operand of arithmetic with numerals only and no later use that fixes the type (`n + 1 = 2`:
Lean's default instance, ℕ, is not read), the object of field notation `n.succ` (Lean needs the type
to resolve the field), a name bound again inside some text by a form whose scope is not read
(`_shadowed`: the occurrences in the body of a `∀`/`∃`/`fun`/binder notation, a set builder or
an `if h :` branch that binds it again are another variable and are passed over), a text the
formal parser does not read that mentions it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import fields, is_dataclass
from typing import Any

from forminv_lean.formal.meaning.setlike import SETLIKE
from forminv_lean.formal.meaning.signatures_proofs import PROOF_SLOTS
from forminv_lean.formalise.anon_items_r27 import anon_item_type
from forminv_lean.formalise.binder_sorts import (
    prop_argument,
    prop_operand,
    relation_argument,
    type_argument,
    type_operand,
)
from forminv_lean.formalise.explicit_apps_r26 import EXPLICIT_SIGNATURES, explicit_argument
from forminv_lean.formalise.membership_r29 import MEMBERSHIP as _R29_MEMBERSHIP
from forminv_lean.formalise.resolve import IDENT, _balanced
from forminv_lean.formalise.signatures_r28_untyped import SIGNATURES as _R28_UNTYPED

#: Functions with an explicit natural-number parameter: name -> (its position, the number of
#: arguments it takes, an embedding's own argument included). Lean elaborates the argument there against `Nat` whatever the other
#: arguments are, so a binder first used there is a `ℕ`. Confirmed in source: `Fin` (Lean
#: core, `structure Fin (n : Nat)`), `ZMod` (Mathlib/Data/ZMod/Defs.lean, `def ZMod : ℕ →
#: Type`); Lean core Init/Data/Fin/Basic.lean (`namespace Fin`, `variable {n : Nat}`): `def
#: last (n : Nat) : Fin (n + 1)`, `def castAdd (m) : Fin n → Fin (n + m)`, `def addNat (i :
#: Fin n) (m) : Fin (n + m)`, `def natAdd (n) (i : Fin m) : Fin (n + m)`, `def subNat (m) (i :
#: Fin (n + m)) (h : m ≤ i) : Fin n` (each untyped `(m)` a `Nat` by `n + m`); Mathlib/Data/
#: Fin/Basic.lean:583 `def castAddEmb (m) : Fin n ↪ Fin (n + m)`, :707 `def addNatEmb (m)`,
#: :713 `def natAddEmb (n) {m}`; Mathlib/Order/Fin/Basic.lean:355 `castAddOrderEmb (m)`, :367
#: `addNatOrderEmb (m)`, :373 `natAddOrderEmb (n)`; Data/Vector/Defs.lean:30 `def List.Vector
#: (α : Type u) (n : ℕ)`.
NAT_ARGUMENT: dict[str, tuple[int, int]] = {
    "Fin": (0, 1), "ZMod": (0, 1), "Fin.last": (0, 1), "Fin.castAdd": (0, 2),
    "Fin.addNat": (1, 2), "Fin.natAdd": (0, 2), "Fin.subNat": (0, 3),
    "Fin.castAddEmb": (0, 2), "Fin.addNatEmb": (0, 2), "Fin.natAddEmb": (0, 2),
    "Fin.castAddOrderEmb": (0, 2), "Fin.addNatOrderEmb": (0, 2), "Fin.natAddOrderEmb": (0, 2),
    "List.Vector": (1, 2),
}


def _nat_argument(fn: str, pos: int, args: Sequence[Any]) -> bool:
    """Is the argument at `pos` of `fn` applied to `args` at a `NAT_ARGUMENT` parameter (and
    no more arguments than `fn` takes: `Fin n x` is no application of `Fin`)?"""
    at = NAT_ARGUMENT.get(fn)
    return at is not None and at[0] == pos and len(args) <= at[1]
#: Collection type -> (its number of arguments, the argument that is the element type of its
#: `Membership` instance, the element type's wrapper or ""). Confirmed at v4.19.0: `Set`,
#: `Finset`, `Multiset`, `List` (their own `Membership α (· α)` instances); Data/Seq/
#: Computation.lean:279 `Membership α (Computation α)`; Order/Filter/Defs.lean:87
#: `Membership (Set α) (Filter α)`; the `SetLike` structures of `setlike.SETLIKE`
#: (`SetLike.instMembership`); Data/Seq/Seq.lean:138 `instance : Membership α (Seq α)` (in
#: `namespace Stream'`), Data/WSeq/Basic.lean:96 `instance membership : Membership α (WSeq
#: α)` (`Stream'.WSeq`), Data/Part.lean:87 `instance : Membership α (Part α)`.
MEMBERSHIP: dict[str, tuple[int, int, str]] = {
    "Set": (1, 0, ""), "Finset": (1, 0, ""), "Multiset": (1, 0, ""), "List": (1, 0, ""),
    "Computation": (1, 0, ""), "Filter": (1, 0, "Set"), "Stream'.Seq": (1, 0, ""),
    "Stream'.WSeq": (1, 0, ""), "Part": (1, 0, ""),
    **{head: (n, k, "") for head, (n, k) in SETLIKE.items()},
    **_R29_MEMBERSHIP,   # read only to type a binder (`membership_r29`)
}
#: The equivalences whose `symm` reverses them (`e.symm : N ≃* M` for `e : M ≃* N`), at
#: v4.19.0: Logic/Equiv/Defs.lean:145 `Equiv.symm`, Algebra/Group/Equiv/Defs.lean:297
#: `MulEquiv.symm` (`AddEquiv` by `to_additive`), Algebra/Ring/Equiv.lean:254, Order/Hom/
#: Basic.lean:757 `OrderIso.symm`, Algebra/Module/Equiv/Defs.lean:243 `LinearEquiv.symm`,
#: Algebra/Algebra/Equiv.lean:239 `AlgEquiv.symm`, Topology/Algebra/Module/Equiv.lean:293.
SYMM = frozenset({"Equiv", "MulEquiv", "AddEquiv", "RingEquiv", "OrderIso", "LinearEquiv",
                  "AlgEquiv", "ContinuousLinearEquiv"})
#: The relations Lean core elaborates with `binrel%` (Init/Notation.lean: `macro_rules |
#: `($x ≤ $y) => `(binrel% LE.le $x $y)`, likewise `<`, `>`, `≥`, `=`; Init/Core.lean:
#: `macro_rules | `($x ≠ $y) => `(binrel% Ne $x $y)`).
BINREL = frozenset({"=", "≠", "<", "≤", ">", "≥"})
#: The relations of Lean core's binder predicates that are `binrel%` relations
#: (Init/BinderPredicates.lean: `binder_predicate x " > " y:term => `($x > $y)`, `≥`, `<`,
#: `≤`, `≠`).
BINDER_RELATIONS = frozenset({"<", "≤", ">", "≥", "≠"})
#: The arithmetic `binop%` operators (Init/Notation.lean `binop% HAdd.hAdd` …), and the number
#: types at which each has its homogeneous instance (`HAdd T T T` … `HDiv T T T`, for ℕ and
#: ℤ in Lean core, ℚ ℝ ℂ in Mathlib), which `applyCoe` needs before it unifies a leaf of
#: unknown type with the tree's maximal type.
ARITH_OPS = frozenset({"+", "-", "*", "/"})
ARITH_TYPES = frozenset({"ℕ", "ℤ", "ℚ", "ℝ", "ℂ"})
#: The operation each `binop%` operator needs for its homogeneous instance (`instHAdd [Add α]
#: : HAdd α α α` … in Lean core Init/Prelude.lean), in `signature.OP_CLASSES`' names, and the
#: notation classes that give it directly (`Add`, `Mul`, `Sub`, `Div`: Init/Prelude.lean).
OP_NEEDS: dict[str, tuple[str, str]] = {"+": ("add", "Add"), "*": ("mul", "Mul"),
                                        "-": ("sub", "Sub"), "/": ("div", "Div")}
#: The key prefix under which a text's `types` carry the header's instance binders in scope
#: (`"[0]": "Semigroup M"`): no binder name starts with `[`.
INSTANCE_KEY = "["
#: Operators whose operands Lean elaborates with no expected type: `binrel%` and the `binop%`
#: arithmetic of Init/Notation.lean (`+ - * /`: `binop% HAdd.hAdd`, ...); an operand that is
#: not itself such an operation is a leaf of the tree, `elabTerm leaf none`
#: (Lean/Elab/Extra.lean, `toTree.processLeaf`).
LEAF_OPS = BINREL | ARITH_OPS
#: Signatures read only here, in `elaboration.declared_signature`'s format, at v4.19.0.
#: Collections whose `Membership` fixes an element type: `def closure (s : Set R) :
#: Subsemiring R` (Algebra/Ring/Subsemiring/Basic.lean:350), likewise Subring (Algebra/Ring/
#: Subring/Basic.lean:466), Subfield (Algebra/Field/Subfield/Basic.lean:289), NonUnitalSubring
#: (RingTheory/NonUnitalSubring/Basic.lean:386), NonUnitalSubsemiring (RingTheory/
#: NonUnitalSubsemiring/Basic.lean:328), Subgroup (Algebra/Group/Subgroup/Lattice.lean:309),
#: Submonoid (Algebra/Group/Submonoid/Basic.lean:111), Subsemigroup (Algebra/Group/
#: Subsemigroup/Basic.lean:99), the last three with `to_additive` (`AddSubgroup.closure` …);
#: the fields `source : Set α`, `target : Set β` of `structure PartialEquiv (α β)` (Logic/
#: Equiv/PartialEquiv.lean:117), which `structure PartialHomeomorph (X Y) … extends
#: PartialEquiv X Y` (Topology/PartialHomeomorph.lean:64) has through field notation.
#: A simple graph's vertices (Combinatorics/SimpleGraph/Basic.lean:87 `structure SimpleGraph
#: (V : Type u) where Adj : V → V → Prop`; :401 `def neighborSet (v : V) : Set V` under
#: `variable … (G : SimpleGraph V)` (:158); Walk.lean:53 `inductive Walk : V → V → Type u`
#: under `variable (G : SimpleGraph V)` (:43)).
LOCAL_SIGNATURES: dict[str, tuple[str, ...]] = {
    **{f"{c}.closure": ("Set α", f"{c} α") for c in (
        "Subsemiring", "Subring", "Subfield", "NonUnitalSubring", "NonUnitalSubsemiring",
        "Subgroup", "Submonoid", "Subsemigroup", "AddSubgroup", "AddSubmonoid",
        "AddSubsemigroup")},
    **{f"{c}.{f}": (f"{c} α β", f"Set {t}") for c in ("PartialEquiv", "PartialHomeomorph")
       for f, t in (("source", "α"), ("target", "β"))},
    "SimpleGraph.Adj": ("SimpleGraph α", "α", "α", "Prop"),
    "SimpleGraph.neighborSet": ("SimpleGraph α", "α", "Set α"),
    "SimpleGraph.Walk": ("SimpleGraph α", "α", "α", "Type"),
    # the checker's own constants (`signature.CONSTS`) whose parameters are one number type:
    # Mathlib v4.19.0 Data/Nat/Prime/Defs.lean:40 `def Prime (p : ℕ)`, Data/Nat/Factorial/
    # Basic.lean:31 `def factorial : ℕ → ℕ`, Data/Nat/Choose/Basic.lean:48 `def choose : ℕ → ℕ
    # → ℕ`, Data/Real/Sqrt.lean:106 `def sqrt (x : ℝ) : ℝ`; Lean core Init `def Nat.gcd : Nat →
    # Nat → Nat`, `def Nat.lcm (m n : Nat) : Nat`, `def Int.gcd (m n : Int) : Nat`, `def
    # Int.natAbs (m : @& Int) : Nat`
    "Nat.Prime": ("ℕ", "Prop"), "Nat.factorial": ("ℕ", "ℕ"), "Nat.choose": ("ℕ", "ℕ", "ℕ"),
    "Real.sqrt": ("ℝ", "ℝ"), "Nat.gcd": ("ℕ", "ℕ", "ℕ"), "Nat.lcm": ("ℕ", "ℕ", "ℕ"),
    "Int.gcd": ("ℤ", "ℤ", "ℕ"), "Int.natAbs": ("ℤ", "ℕ"),
    **{f: ("α", "α", "Prop") for f in (
        "HasSubset.Subset", "HasSSubset.SSubset", "Superset", "SSuperset", "Dvd.dvd")},
    # constructors and coercions typed only here (`signatures_r28_untyped`)
    **_R28_UNTYPED,
}
#: Notations for a constant that renderings keep as written: Mathlib/Topology/Defs/Filter.lean:
#: 126 `scoped[Topology] notation "𝓝" => nhds`.
NOTATION_NAMES = {"𝓝": "nhds"}
#: The collections whose `Insert` instance fixes the element type, at v4.19.0: Data/Set/
#: Defs.lean:203 `instance : Insert α (Set α)`, Data/Finset/Insert.lean:354 `instance :
#: Insert α (Finset α)`, Data/Multiset/ZeroCons.lean:89 `instance : Insert α (Multiset α)`.
#: Lean core Init/Core.lean `class Insert (α : outParam <| Type u) (γ : Type v)`: the element
#: type is an `outParam`, so `insert x s` with `s` of one of these types makes `x : α` (the
#: collection fixes the instance, whatever `x` is), as `Membership` does for `x ∈ s`.
INSERT_COLLECTIONS = frozenset({"Set", "Finset", "Multiset"})
#: Their `Singleton` instances, alike: Data/Set/Defs.lean:210 `instance instSingletonSet :
#: Singleton α (Set α)`, Data/Finset/Insert.lean:61 `instance : Singleton α (Finset α)`,
#: Data/Multiset/ZeroCons.lean:241 `instance : Singleton α (Multiset α)`; Lean core
#: Init/Core.lean `class Singleton (α : outParam <| Type u) (β : Type v)`, and the set-builder
#: notation `{a, b, c}` is `insert a (insert b (singleton c))` (Init/Core.lean `macro_rules`
#: of `«term{_}»`). So `({a, b} : Set T)`, its collection type known from the ascription
#: (propagated as the expected type of `insert`'s/`singleton`'s result `γ`), fixes `a b : T`.
SINGLETON_COLLECTIONS = INSERT_COLLECTIONS
#: Plain notations (no special elaborator) for functions of `opaque.SIGNATURES`: Lean core
#: `infixr:67 " :: " => List.cons`; Mathlib/Data/Set/Operations.lean:97 `infixl:80 " ⁻¹' " =>
#: preimage`, :103 `infixl:80 " '' " => image`; Lean core Init/Core.lean `infix:50 " ⊆ " =>
#: HasSubset.Subset`, `" ⊂ " => HasSSubset.SSubset`, `" ⊇ " => Superset`, `" ⊃ " =>
#: SSuperset` (`class HasSubset (α : Type u) where Subset : α → α → Prop`, `abbrev Superset
#: [HasSubset α] (a b : α) := b ⊆ a`, the strict ones alike), so `t ⊆ s` unifies the two
#: sides' types as any function of `α → α → Prop` does; likewise `infix:50 " ∣ " =>
#: Dvd.dvd` (`class Dvd (α : Type u) where dvd : α → α → Prop`, Init/Prelude.lean).
APP_NOTATIONS = {"::": "List.cons", "''": "Set.image", "⁻¹'": "Set.preimage",
                 "⊆": "HasSubset.Subset", "⊂": "HasSSubset.SSubset", "⊇": "Superset",
                 "⊃": "SSuperset", "∣": "Dvd.dvd"}


def infer_types(names: Sequence[str], texts: Sequence[tuple[Any, dict[str, str]]],
                untyped: Sequence[str] = ()) -> dict[str, str]:
    """The types Lean gives `names` (binders without a type), those the first use fixes
    (others are absent). `texts` are the header's texts after the binder, in elaboration
    order, each with the types of the variables bound before it (binder types, hypotheses,
    then the statement); `untyped` every binder without a type (no type read off may
    mention one)."""
    out: dict[str, str] = {}
    for v in names:
        ty = _first_use_type(v, texts, set(untyped) | set(names))
        if ty is not None:
            out[v] = ty
    return out


def _first_use_type(v: str, texts: Sequence[tuple[Any, dict[str, str]]],
                    untyped: set[str]) -> str | None:
    uses = _uses({v}, texts)
    first = next(uses, None)
    return None if first is None else _type_at(v, first, uses, untyped, texts)


def _type_at(v: str, use: tuple[Any, tuple[Any, ...], dict[str, str]],
             uses: Iterator[tuple[Any, tuple[Any, ...], dict[str, str]]], untyped: set[str],
             texts: Sequence[tuple[Any, dict[str, str]]] | None) -> str | None:
    """The type `use` (the first of `v` whose type is open; `uses`: the ones after it) fixes.
    A bare leaf of an operator tree leaves it open until the tree's types are compared, so a
    later use inside the same tree fixes it first (Lean elaborates every leaf before);
    otherwise the tree's maximal type, or (`texts` given: the first use) a relation with
    another binder without a type shares the next use's."""
    node, up, types = use
    if node.id != v:
        return None      # field notation first (`n.succ`): Lean needs the type
    found = _determined(v, node, up, types, untyped)
    if found is None and texts is not None:
        found = _dependent_argument(v, node, up, types, untyped, texts)
    if found is not None:
        return found
    pattern = _open_parameter(node, up, types)
    if pattern is not None:
        return _after_open_parameter(v, pattern, uses, untyped)
    if texts is not None and (group := _open_group(v, node, up, types, untyped, texts)):
        return _after_open_group(group, up[0], texts, untyped)
    tree = _operator_tree(node, up)
    if tree is None:
        return _predicate_shared_type(v, node, up, types, untyped) if texts is not None \
            else None
    root, root_up = tree
    later = next(uses, None)
    while later is not None and _bare_leaf_of(later, root):
        later = next(uses, None)   # `b * (a * b)`: another bare leaf fixes nothing either
    if later is not None and any(a is root for a in later[1]):
        found = _type_at(v, later, uses, untyped, None)
        return found if found is not None and _same_sides(v, root, found, types, untyped) \
            else None
    fresh = _fresh_leaves(v, root, untyped, texts) if texts is not None else set()
    found = _maximal_type(v, root, root_up, types, untyped, fresh) or \
        (_shared_type(v, node, up, texts, untyped) if texts is not None else None)
    if found is None and later is not None and _numerals_only(v, root):
        # `0 < n`: the relation is elaborated by default and its type stays open; the next
        # use fixes it (`orderOf x = n`)
        return _type_at(v, later, uses, untyped, None)
    return found


def _open_parameter(node: Any, up: tuple[Any, ...], types: dict[str, str]) -> Any:
    """The parsed parameter type (`α`, `Set α`) of a declared function at which `node` (a
    bare name) is an explicit argument, when that parameter's type parameters are mentioned
    by no other parameter of the table and not by the result (`IsNilpotent x` with
    `IsNilpotent : α → Prop`, `IsOpen s` with `IsOpen : Set α → Prop`); None otherwise.

    Lean elaborates the argument against the parameter type, whose type parameter is then a
    metavariable of the function's implicit `{α}` that nothing in the application assigns
    (no other argument and no expected type mentions it; the instance arguments on it, such
    as `[Zero α]`, wait: Lean/Elab/App.lean `synthesizeAppInstMVars` postpones a stuck
    problem, and no default instance is tried before the whole header is elaborated,
    `synthesizeSyntheticMVarsNoPostponing` in `elabHeaders`). So the binder's type is that
    parameter type with a metavariable in it (`?α`, `Set ?α`), and the next use that unifies
    it fixes the metavariable (`_after_open_parameter`). `‖x‖` is `norm x` (`_norm_call`)."""
    call = _as_app(up[0] if up else None) or _norm_call(up[0] if up else None)
    if call is None or call[0] in types or _bundled_ends(call[0], types) is not None:
        return None
    declared = _declared_call(call[0], call[1], types)
    if declared is None:
        return None
    sig, full = declared
    pos = next((i for i, a in enumerate(full) if a is node), None)
    if pos is None or pos >= len(sig) - 1 or len(full) > len(sig) - 1 or sig[pos] is None:
        return None
    param = sig[pos]
    mine = _params_of(param)
    if not mine or any(p is None or _params_of(p) & mine
                       for i, p in enumerate(sig) if i != pos):
        return None
    return param


def _norm_call(e: Any) -> tuple[str, tuple[Any, ...]] | None:
    """`‖a‖` as the application `norm a` it is: Mathlib/Analysis/Normed/Group/Basic.lean:72
    `notation "‖" e "‖" => norm e` (:52 `class Norm (E : Type*) where norm : E → ℝ`, :68
    `export Norm (norm)`; `E` is no `outParam`, so `‖x‖` leaves `x : ?E`). None otherwise."""
    from forminv_lean.formal.meaning.ast import UnOp

    return ("norm", (e.arg,)) if isinstance(e, UnOp) and e.op == "norm" else None


def _after_open_parameter(v: str, pattern: Any, uses: Iterator[tuple[Any, tuple[Any, ...],
                          dict[str, str]]], untyped: set[str]) -> str | None:
    """The type of `v` whose first use left it `pattern` with metavariables for its type
    parameters (`_open_parameter`): fixed by the next use. A bare metavariable (`?α`) is
    what a binder without a type has, so the next use fixes it as a first use would
    (`_type_at`); a partly known type (`Set ?α`) is fixed by a next use that unifies it with
    a known type (`_determined`: an argument at a known parameter type, the element of `∈`,
    an ascription), when that type has the pattern's shape (`Set β`: `?α := β`). A side of a
    relation is not read there: `binrel%` compares a partly known type with the others' (it is
    no metavariable, Lean/Elab/Extra.lean `isUnknown`) under `withNewMCtxDepth`, which assigns
    none of its metavariables, and may then look for a coercion; a bare one is skipped."""
    from forminv_lean.formal.meaning.ast import Name

    later = next(uses, None)
    # another use at an open parameter of the same shape (`Balanced l` then `Sized l`, both
    # `Ordnode ?α`) unifies two metavariables and fixes nothing: the use after it is read
    # (round 26)
    while later is not None and not isinstance(pattern, Name) and later[0].id == v and \
            (again := _open_parameter(later[0], later[1], later[2])) is not None and \
            _same_shape(pattern, again):
        later = next(uses, None)
    if later is None:
        return None
    if isinstance(pattern, Name):
        return _type_at(v, later, uses, untyped, None)
    node, up, types = later
    if node.id != v or up and _is_side(node, up[0], BINREL):
        return None
    found = _determined(v, node, up, types, untyped)
    tree = _parse(found) if found is not None else None
    return found if tree is not None and _match(pattern, tree, {}) else None


def _same_shape(a: Any, b: Any) -> bool:
    """Are the signature types `a` and `b` one shape up to renaming their type parameters
    (`Ordnode α`, `Ordnode β`; not `Set α` and `Set (α × α)`)?"""
    from forminv_lean.formal.meaning.ast import Name
    from forminv_lean.formal.meaning.opaque import _PARAMS

    ab: dict[str, Any] = {}
    ba: dict[str, Any] = {}
    return _match(a, b, ab) and _match(b, a, ba) and all(
        isinstance(t, Name) and t.id in _PARAMS for t in (*ab.values(), *ba.values()))


def _open_group(v: str, node: Any, up: tuple[Any, ...], types: dict[str, str],
                untyped: set[str], texts: Sequence[tuple[Any, dict[str, str]]]) -> set[str]:
    """The binders without a type that share `v`'s metavariable type at its first use, `dist x
    y` with `dist : α → α → ℝ` and `x y` both used here first: each is an explicit argument
    at a parameter that is the bare type parameter `α`, which no other parameter and not the
    result mentions, and each is first used here. Lean unifies each one's metavariable type
    with the function's `?α`, so they have one type, fixed by the next use of any of them
    (`_after_open_group`). Empty when the use is not this."""
    from forminv_lean.formal.meaning.ast import Name

    call = _as_app(up[0] if up else None)
    if call is None or call[0] in types or _bundled_ends(call[0], types) is not None:
        return set()
    declared = _declared_call(call[0], call[1], types)
    if declared is None:
        return set()
    sig, full = declared
    pos = next((i for i, a in enumerate(full) if a is node), None)
    if pos is None or pos >= len(sig) - 1 or len(full) > len(sig) - 1 or \
            not isinstance(sig[pos], Name) or _params_of(sig[pos]) != {sig[pos].id}:
        return set()
    alpha = sig[pos].id
    group = {v}
    for i, p in enumerate(sig):
        if i == pos or p is None or alpha not in _params_of(p):
            if p is None:
                return set()
            continue
        arg = full[i] if i < len(full) else None
        if p != sig[pos] or not isinstance(arg, Name) or arg.id not in untyped or \
                arg.id in group:
            return set()
        first = next(_uses({arg.id}, texts), None)
        if first is None or first[0] is not arg:
            return set()
        group.add(arg.id)
    return group if len(group) > 1 else set()


def _after_open_group(group: set[str], app: Any,
                      texts: Sequence[tuple[Any, dict[str, str]]], untyped: set[str]
                      ) -> str | None:
    """The one type of the binders of `group` (`_open_group`), first used together as the
    arguments of `app`: the type the next use of any of them fixes, read as a first use."""
    uses = _uses(group, texts)
    for use in uses:
        if use[1] and use[1][0] is app:
            continue      # the group's first uses
        return _type_at(use[0].id, use, uses, untyped, None)
    return None


#: The binders whose type `_dependent_argument` is reading (a guard against a cycle through
#: the types of the arguments before them).
_READING: set[str] = set()


def _dependent_argument(v: str, node: Any, up: tuple[Any, ...], types: dict[str, str],
                        untyped: set[str], texts: Sequence[tuple[Any, dict[str, str]]]
                        ) -> str | None:
    """`f a₁ … v …` with `f` a variable of a dependent function type (`f : ∀ i, κ i → Set E`,
    `Φ : 𝕜 → ∀ i, F' i`), `v` its explicit argument at a parameter whose type mentions the
    earlier parameters (`f i j`: `j : κ i`). Lean elaborates the arguments left to right, each
    against the binding domain of the function's type instantiated with the arguments before
    it (Lean/Elab/App.lean, `elabAppArgs`: `fType.bindingDomain!`, then `fType.bindingBody!
    .instantiate1 arg` once the argument is elaborated), so `v`'s metavariable type is
    unified with that domain. Read only when every earlier argument the domain depends on is
    a variable whose type is exactly its parameter's (written, or fixed by its own first use:
    then no coercion was inserted and the instantiated domain names the variable itself)."""
    from forminv_lean.formal.meaning.ast import App, Name

    parent = up[0] if up else None
    if not isinstance(parent, App) or not isinstance(parent.fn, Name) or \
            parent.fn.id not in types or v in _READING:
        return None
    pos = next((i for i, a in enumerate(parent.args) if a is node), None)
    current = _parse(types[parent.fn.id])
    if pos is None or current is None:
        return None
    _READING.add(v)
    try:
        for arg in parent.args[:pos]:
            step = _pi_step(current, types)
            if step is None:
                return None
            name, domain, rest = step
            if name is not None and name in _names_in(rest):
                if not isinstance(arg, Name) or arg.id == v or domain is None or \
                        _argument_type(arg.id, types, untyped, texts) != domain:
                    return None
                rest = _substituted(rest, name, arg.id)
                if rest is None:
                    return None
            current = rest
        step = _pi_step(current, types)
        return step[1] if step is not None else None
    finally:
        _READING.discard(v)


def _pi_step(ty: Any, types: dict[str, str]) -> tuple[str | None, str | None, Any] | None:
    """One explicit parameter of the parsed function type `ty`: its binder name (None for a
    plain arrow), its type as `_pi_domain` reads it (None when not read), and the rest."""
    from forminv_lean.formal.meaning.ast import Ascribe, BinOp, Name, Quant

    if isinstance(ty, BinOp) and ty.op == "→":
        if isinstance(ty.lhs, Ascribe) and isinstance(ty.lhs.expr, Name):
            return ty.lhs.expr.id, _tree_pi_domain(ty, types), ty.rhs
        return None, _show(ty.lhs), ty.rhs
    if not isinstance(ty, Quant) or ty.kind != "∀" or not ty.binders or \
            ty.binders[0].info != "explicit" or ty.binders[0].pred is not None:
        return None
    first = ty.binders[0]
    name = first.names[0]
    rest = Quant("∀", ((replace_binder(first, name),) if len(first.names) > 1 else ())
                 + ty.binders[1:], ty.body) if len(ty.binders) > 1 or \
        len(first.names) > 1 else ty.body
    return name, _tree_pi_domain(ty, types), rest


def _argument_type(name: str, types: dict[str, str], untyped: set[str],
                   texts: Sequence[tuple[Any, dict[str, str]]]) -> str | None:
    """The type of the variable `name`: written, or (a binder without a type) the one its
    first use fixes."""
    if name not in untyped and types.get(name, "_") != "_":
        return _show(_parse(types[name]))
    if name not in untyped:
        return None
    return infer_types([name], texts, sorted(untyped)).get(name)


def _substituted(tree: Any, name: str, arg: str) -> Any:
    """`tree` with the variable `name` replaced by the variable `arg`; None when a binding
    form inside binds either name or `name` carries field notation (not read here)."""
    from dataclasses import replace

    from forminv_lean.formal.meaning.ast import Name

    if _bound_in(tree) & {name, arg} or any(n.startswith(name + ".") for n in _names_in(tree)):
        return None

    def sub(t: Any) -> Any:
        if isinstance(t, Name):
            return Name(arg) if t.id == name else t
        if isinstance(t, tuple):
            return tuple(sub(x) for x in t)
        if not is_dataclass(t) or isinstance(t, type):
            return t
        return replace(t, **{f.name: sub(getattr(t, f.name)) for f in fields(t)})

    return sub(tree)


def _predicate_shared_type(v: str, node: Any, up: tuple[Any, ...], types: dict[str, str],
                           untyped: set[str]) -> str | None:
    """`∀ b ≥ v, p b` (`∃ a, ∀ b ≥ a, p b`): `v` first used as the bound of a binder
    predicate whose binder `b` has no type. Lean expands it to `∀ b, b ≥ v → p b` (Lean core
    Init/BinderPredicates.lean, `binder_predicate x " ≥ " y:term => `($x ≥ $y)`, likewise
    `>`, `<`, `≤`, `≠`: `BINDER_RELATIONS`), so the
    relation unifies the two metavariable types (`binrel%` finds no maximal type:
    `_shared_type`), and the next use of either, which must fix it, fixes both. Read only when
    neither name is bound again in the text (the next use is then found in order)."""
    from forminv_lean.formal.meaning.ast import Binder, Name

    binder = up[0] if up else None
    if not isinstance(binder, Binder) or binder.pred is None or binder.pred[1] is not node \
            or binder.pred[0] not in BINDER_RELATIONS or binder.type is not None or \
            len(binder.names) != 1:
        return None
    w = binder.names[0]
    root = up[-1]
    binders = [b for b, _ in _walk_up(root, ()) if isinstance(b, Binder)]
    if v in _bound_in(root) or sum(names.count(w) for names in (b.names for b in binders)) \
            != 1:
        return None
    hits = [(n, at) for n, at in _walk_up(root, ()) if isinstance(n, Name) and
            _names_one(n.id, {v, w}) is not None]
    k = next((i for i, (n, _) in enumerate(hits) if n is node), None)
    if k is None or k + 1 >= len(hits):
        return None
    later, at = hits[k + 1]
    if later.id == w and binder not in at and not any(
            binder in getattr(a, "binders", ()) for a in at):
        return None      # outside the binder's scope
    outer = {n: t for n, t in types.items() if n not in _bound_in(root)}
    return _determined(later.id, later, at, _bound_types(at, outer), untyped | {w}) \
        if later.id in (v, w) else None


def _numerals_only(v: str, root: Any) -> bool:
    """Is `root` a relation (`BINREL`) whose leaves are `v` and numerals only (`0 < n`, `n + 1
    ≠ 2 * n`)? `binrel%` then finds no leaf of known type (a numeral's type is a
    metavariable), elaborates the relation by default (`elabBinRelCore`, Lean/Elab/
    Extra.lean: `ensureHasType` unifies the sides' types, all metavariables) under
    `withSynthesizeLight`, which uses no default instance; `OfNat ?α 0` and `LT ?α` wait, and
    Lean applies the default instance (ℕ) only when the whole header is elaborated
    (`synthesizeSyntheticMVarsNoPostponing` in `elabHeaders`). So `v`'s type is still a
    metavariable at its next use, which fixes it as a first use would. A relation with any
    other leaf (a variable, `(0 : ℝ)`, a second binder without a type) is not this."""
    from forminv_lean.formal.meaning.ast import Name, Num

    return root.op in BINREL and all(
        isinstance(leaf, Num) or isinstance(leaf, Name) and leaf.id == v
        for leaf in _leaves(root, root))


def _same_sides(v: str, root: Any, ty: str, types: dict[str, str], untyped: set[str]) -> bool:
    """Does a relation `v R e` (`e` a function variable or a bundled map applied, `v`'s type
    `ty`) compare two terms of one type? `x ≤ f x` with `f : α → β`, `α ≠ β`, would need a
    coercion Lean finds (or fails to) by instances the checker does not know: refused."""
    from forminv_lean.formal.meaning.ast import Name

    if root.op not in BINREL:
        return True
    sides = [ty if isinstance(x, Name) and x.id == v else _codomain(x, types, untyped)
             for x in (root.lhs, root.rhs)]
    return None in sides or sides[0] == sides[1]


def _uses(names: set[str], texts: Sequence[tuple[Any, dict[str, str]]]
          ) -> Iterator[tuple[Any, tuple[Any, ...], dict[str, str]]]:
    """The occurrences of `names` (a `Name` of one, or of field notation on one) in
    elaboration order, each with its ancestors and the types of the variables then in scope;
    it stops where the order is not known (a text the parser does not read, a name bound again
    inside a text, a mention the tree does not hold as a name). A text may be given parsed
    already (a part of a statement, `holes`), its mentions then being its names."""
    from forminv_lean.formal import parse
    from forminv_lean.formal.meaning.ast import Name

    for text, types in texts:
        mentioned = {v for v in names if _mentions(v, text)} if isinstance(text, str) else \
            {v for v in names if any(_names_one(n, {v}) for n in _names_in(text))}
        if not mentioned:
            continue
        try:
            tree = parse(text) if isinstance(text, str) else text
        except Exception:   # unread text that uses a name: its first use is not known
            return
        bound = _bound_in(tree)
        # a variable bound again inside the text is not the header's (nor is its type)
        outer = {n: t for n, t in types.items() if n not in bound}
        hits = [(node, up) for node, up in _walk_up(tree, ())
                if isinstance(node, Name) and _names_one(node.id, mentioned)]
        if {_names_one(node.id, mentioned) for node, _ in hits} != mentioned:
            return       # mentioned only as a token the tree does not hold as a name
        for node, up in hits:
            name = _names_one(node.id, mentioned)
            if name in bound:
                shadowed = _shadowed(name, node, up)
                if shadowed is None:
                    return   # a binding form whose scope is not read here
                if shadowed:
                    continue   # another variable of that name (`∃ i, f i = ⨅ i, g i`)
            yield node, up, _bound_types(up, outer)


def _shadowed(name: str, node: Any, up: tuple[Any, ...]) -> bool | None:
    """Is the occurrence `node` (ancestors `up`, nearest first) of `name` inside the scope of
    a binder of that name in the text, so another variable? A `∀`/`∃`/`fun`/binder notation
    (`∑ i ∈ s, …`, `⨆ i, …`) binds its names in its body and its later binders (not in their
    own binder's type or predicate, nor in a binder notation's domain `∈ s`/`in l`); a set
    builder `{x | p x}` its variable in its body; `if h : c then a else b` its hypothesis in
    both branches. None when a binding form of that name holds it elsewhere than these."""
    from forminv_lean.formal.meaning.ast import BigOp, Binder, Ite, Lambda, Quant, SetBuilder

    child = node
    for anc in up:
        if isinstance(anc, Quant | Lambda | BigOp):
            if anc.body is child:
                if any(name in b.names for b in anc.binders):
                    return True
            elif isinstance(child, Binder):
                k = next((i for i, b in enumerate(anc.binders) if b is child), None)
                if k is None:
                    return None
                if any(name in b.names for b in anc.binders[:k]):
                    return True
            elif not (isinstance(anc, BigOp) and anc.domain is child):
                return None
        elif isinstance(anc, SetBuilder) and anc.var == name:
            if anc.body is child:
                return True
            if not (anc.type is child or anc.sep is not None and anc.sep[1] is child):
                return None
        elif isinstance(anc, Ite) and anc.hyp == name and child in (anc.then, anc.orelse):
            return True
        child = anc
    return False


def _bound_types(up: tuple[Any, ...], outer: dict[str, str]) -> dict[str, str]:
    """`outer` with the types of the `∀`/`∃`/`fun` binders in scope at a node whose ancestors
    are `up` (nearest first): a binder's written type, or the element type of the collection
    of its binder predicate (`∀ y ∈ s, …` is `∀ y, y ∈ s → …`, whose first use of `y` is the
    membership: `MEMBERSHIP`); a binder typed neither way is left out (and hides an outer
    variable of its name)."""
    types = dict(outer)
    for b in binders_in_scope(up):
        ty = _show(b.type) if b.type is not None else \
            _element_type(_collection_type(b.pred[1], types)) \
            if b.pred is not None and b.pred[0] == "∈" else None
        for n in b.names:
            if ty is not None:
                types[n] = ty
            else:
                types.pop(n, None)
    return types


def binders_in_scope(up: tuple[Any, ...]) -> Iterator[Any]:
    """The binders in scope at a node whose ancestors are `up` (nearest first), outermost
    first: every binder of a `∀`/`∃`/`fun` whose body holds the node, and the binders before
    the one whose type or predicate holds it."""
    from forminv_lean.formal.meaning.ast import Lambda, Quant

    chain = list(reversed(up))
    for k, anc in enumerate(chain):
        if not isinstance(anc, Quant | Lambda):
            continue
        child = chain[k + 1] if k + 1 < len(chain) else None
        for b in anc.binders:
            if b is child:
                break
            yield b


def _names_one(ident: str, names: set[str]) -> str | None:
    """The name of `names` that `ident` is (`v`) or puts field notation on (`v.succ`)."""
    return next((v for v in names if ident == v or ident.startswith(v + ".")), None)


def _operator_tree(node: Any, up: tuple[Any, ...]) -> tuple[Any, tuple[Any, ...]] | None:
    """The operator tree `node` (a bare name) is a leaf of, and the tree's ancestors, when
    its parent is a `binop%`/`binrel%` operator (`LEAF_OPS`): Lean's `toTree` goes through
    nested `+ - * /` and a relation's sides (a relation inside is a leaf), elaborates every
    leaf with no expected type, and only then compares the leaves' types
    (Lean/Elab/Extra.lean: `toTree`, `analyze`, `applyCoe`)."""
    from forminv_lean.formal.meaning.ast import BinOp

    if not up or not _is_side(node, up[0], LEAF_OPS):
        return None
    k = 0
    while up[k].op not in BINREL and k + 1 < len(up) and _is_side(up[k], up[k + 1], LEAF_OPS):
        k += 1
    assert isinstance(up[k], BinOp)
    return up[k], up[k + 1:]


def _is_side(node: Any, parent: Any, ops: frozenset[str]) -> bool:
    from forminv_lean.formal.meaning.ast import BinOp

    return isinstance(parent, BinOp) and parent.op in ops and \
        (parent.lhs is node or parent.rhs is node)


def _fresh_leaves(v: str, root: Any, untyped: set[str],
                  texts: Sequence[tuple[Any, dict[str, str]]]) -> set[str]:
    """The other binders without a type that are bare leaves of the operator tree `root` at
    their own first use (`x + y` with `(x y)`): their types are metavariables when the tree is
    analysed, so `analyze` skips them as it skips `v` (Lean/Elab/Extra.lean: a leaf whose
    type is a metavariable does not enter the maximal type)."""
    from forminv_lean.formal.meaning.ast import Name

    out: set[str] = set()
    for leaf in _leaves(root, root):
        if isinstance(leaf, Name) and leaf.id != v and leaf.id in untyped:
            first = next(_uses({leaf.id}, texts), None)
            if first is not None and first[0] is leaf and \
                    _only_bare_leaves(leaf.id, root, texts):
                out.add(leaf.id)
    return out


def _bare_leaf_of(use: tuple[Any, tuple[Any, ...], dict[str, str]], root: Any) -> bool:
    """Is `use` (a name's occurrence with its ancestors) a bare leaf of the operator tree
    `root`? `toTree` elaborates such a leaf alone, which fixes nothing of its type."""
    tree = _operator_tree(use[0], use[1])
    return tree is not None and tree[0] is root


def _only_bare_leaves(w: str, root: Any, texts: Sequence[tuple[Any, dict[str, str]]]) -> bool:
    """Is every occurrence of `w` inside the tree `root` a bare leaf of it? Then its type is
    still a metavariable when `analyze` compares the leaves' types (`x + y = y + x`); an
    occurrence as an argument (`y + f y`) fixes it while the leaves are elaborated."""
    for use in _uses({w}, texts):
        if any(a is root for a in use[1]) and not _bare_leaf_of(use, root):
            return False
    return True


def _maximal_type(v: str, root: Any, root_up: tuple[Any, ...], types: dict[str, str],
                  untyped: set[str], fresh: frozenset[str] | set[str] = frozenset()) -> str | None:
    """The type Lean unifies the leaf `v` (of unknown type when the tree is analysed) with:
    the maximal type of the tree's other leaves and its expected type, when that is one
    number type of `ARITH_TYPES` that every leaf of known type has (a numeral's type is
    unknown too); `applyCoe` then unifies an unknown leaf with it, since `+ - * /` have no
    heterogeneous default instance at a number type (Lean core `instHAdd` … `instHDiv` are
    the homogeneous ones; Mathlib's other `default_instance`s are `HMul` on `Matrix`). A
    leaf `(x : T)` has type `T`."""
    from forminv_lean.formal.meaning.ast import Ascribe, Name, Num

    known: set[str] = set()
    if root.op not in BINREL:
        expected = _expected_number(root, root_up, types)
        if expected is None and not _unconstrained(root, root_up, types):
            return None
        known.update({expected} if expected is not None else set())
    for leaf in _leaves(root, root):
        if isinstance(leaf, Num) or isinstance(leaf, Name) and (leaf.id == v or leaf.id in fresh):
            continue
        ty = _show(leaf.type) if isinstance(leaf, Ascribe) and not \
            _names_in(leaf) & untyped else _leaf_type(leaf, types, untyped | {v}, v)
        if ty is None:
            return None
        known.add(ty)
    if len(known) != 1:
        return None
    ty = next(iter(known))
    if ty in ARITH_TYPES:
        return ty
    # a relation's leaves, or a tree elaborated against a type variable (`abv (x + y)` with
    # `abv : R → S`): `applyCoe` unifies the unknown leaf with it
    return ty if _homogeneous(root, ty, types) else None


def _unconstrained(root: Any, root_up: tuple[Any, ...], types: dict[str, str]) -> bool:
    """Is the `+ - * /` tree `root` elaborated against a metavariable, so that its maximal
    type is its leaves' alone? As the argument of a declared function at a bare type
    parameter nothing before it fixes (`Even (b * a)` with `Even : α → Prop`:
    `_fresh_parameter`), or as the object of field notation (`(a * b).IsUnit`, elaborated
    with no expected type). Lean's `analyze` starts with no maximal type when the expected
    type is a metavariable (Lean/Elab/Extra.lean, `analyze`: `isUnknown expectedType`)."""
    from forminv_lean.formal.meaning.ast import Field

    parent = root_up[0] if root_up else None
    if isinstance(parent, Field) and parent.obj is root:
        return True
    return parent is not None and _fresh_parameter(root, parent, types)


def _homogeneous(root: Any, ty: str, types: dict[str, str]) -> bool:
    """Does every `+ - * /` of the relation `root`'s tree have its homogeneous instance at the
    type variable `ty` (`ty : Type*` with an instance binder in scope whose class gives the
    operation: `[Semigroup M]` gives `Mul M`, `signature.class_closure`)? Then `applyCoe`
    (Lean/Elab/Extra.lean) goes down to every leaf (`hasHomogeneousInstance`) and unifies a
    leaf of unknown type with `ty`: `hasHeterogeneousDefaultInstances` is false at a type
    variable (its head is no constant), so no default instance is waited for. Elsewhere
    (another type, an operation no instance in scope gives) Lean elaborates the operation
    alone and a later use may fix the leaf first: refused."""
    from forminv_lean.formal.meaning.ast import BinOp
    from forminv_lean.formal.meaning.signature import class_closure, provides

    if not types.get(ty, "").startswith(("Type", "Sort")):
        return False
    direct: set[str] = set()
    for key, text in types.items():
        head, *args = text.split()
        if key.startswith(INSTANCE_KEY) and args == [ty]:
            direct.add(head)
    classes = class_closure(direct)
    ops = {n.op for n in _operations(root) if isinstance(n, BinOp)} | \
        ({root.op} if root.op in ARITH_OPS else set())
    return all(op in OP_NEEDS and (OP_NEEDS[op][1] in direct or provides(classes,
               OP_NEEDS[op][0])) for op in ops)


def _operations(node: Any) -> Iterator[Any]:
    """The `+ - * /` nodes of an operator tree's sides (those `_leaves` goes through)."""
    from forminv_lean.formal.meaning.ast import BinOp

    for side in (node.lhs, node.rhs):
        if isinstance(side, BinOp) and side.op in ARITH_OPS:
            yield side
            yield from _operations(side)


def _leaves(node: Any, root: Any) -> Iterator[Any]:
    """The leaves of an operator tree (`root` a relation or `+ - * /`): every operand that
    is not itself `+ - * /`."""
    from forminv_lean.formal.meaning.ast import BinOp

    if isinstance(node, BinOp) and (node.op in ARITH_OPS or node is root):
        yield from _leaves(node.lhs, root)
        yield from _leaves(node.rhs, root)
    else:
        yield node


def _expected_number(root: Any, up: tuple[Any, ...], types: dict[str, str]) -> str | None:
    """The number type (`ARITH_TYPES`) or type variable (`R : Type*`, which `_homogeneous`
    then reads) Lean elaborates the tree `root` against: an ascription
    `(n + 1 : ℕ)`, the argument of `Fin`/`ZMod` (`NAT_ARGUMENT`), of a function variable
    (its domain), or of a declared function at a parameter whose type has no type parameter
    (`Nat.minFac (k + 2)`). Lean's `analyze` starts from that expected type as the maximal
    type (Lean/Elab/Extra.lean: `max?` is the expected type unless it is a metavariable)."""
    from forminv_lean.formal.meaning.ast import App, Ascribe

    parent = up[0] if up else None
    if isinstance(parent, Ascribe) and parent.expr is root:
        ty = _show(parent.type)
        return ty if ty in ARITH_TYPES or _type_variable(ty, types) else None
    app = _as_app(parent)
    if app is None or not isinstance(parent, App):
        return None
    fn, args = app
    pos = next((i for i, a in enumerate(args) if a is root), None)
    if pos is None:
        return None
    if _nat_argument(fn, pos, args):
        return "ℕ"
    if fn in types:
        domains = _domains(types[fn])
        ty = domains[pos] if pos < len(domains) else None
    elif (call := _declared_call(fn, args, types)) is not None:
        sig, full = call
        pos = next(i for i, a in enumerate(full) if a is root)
        param = sig[pos] if pos < len(sig) - 1 else None
        ty = _show(param) if param is not None and not _params_of(param) else None
    else:
        return None
    return ty if ty in ARITH_TYPES or _type_variable(ty, types) else None


def _type_variable(ty: str | None, types: dict[str, str]) -> bool:
    """Is `ty` a type variable of the header (`R` with `R : Type*`)?"""
    return ty is not None and types.get(ty, "").startswith(("Type", "Sort"))


def _shared_type(v: str, node: Any, up: tuple[Any, ...],
                 texts: Sequence[tuple[Any, dict[str, str]]], untyped: set[str]) -> str | None:
    """`v R w` with `w` another binder without a type, both used here first: `binrel%` finds
    no maximal type, so it elaborates `R v w` by default and unifies `w`'s type with `v`'s
    (`ensureHasType lhsType rhs`, Lean/Elab/Extra.lean `elabBinRelCore`); the next use of
    either then fixes both (`LE ?α` waits; it has no default instance)."""
    from forminv_lean.formal.meaning.ast import Name

    rel = up[0]
    if rel.op not in BINREL or not isinstance(rel.lhs, Name) or not isinstance(rel.rhs, Name):
        return None
    w = (rel.rhs if rel.lhs is node else rel.lhs).id
    if w == v or w not in untyped:
        return None
    uses = _uses({v, w}, texts)
    pair = [next(uses, None), next(uses, None)]
    if any(u is None or not u[1] or u[1][0] is not rel for u in pair):
        return None      # `w` (or `v`) was used before: its type was open or fixed there
    later = next(uses, None)
    if later is None or later[0].id not in (v, w):
        return None
    name, at, types = later
    return _determined(name.id, name, at, types, untyped)


def _determined(v: str, node: Any, up: tuple[Any, ...], types: dict[str, str],
                untyped: set[str]) -> str | None:
    """The type the use of `v` at `node` fixes (`up`: its ancestors, nearest first), or None
    when this use leaves it open."""
    from forminv_lean.formal.meaning.ast import App, Ascribe, BinOp, Name, UnOp
    from forminv_lean.formalise.hom_sides_r29 import HOM_OP, hom_side_type

    parent = up[0] if up else None
    found: str | None = None
    if isinstance(parent, App) and isinstance(parent.fn, Name) and \
            parent.fn.id in EXPLICIT_SIGNATURES:   # `@f a …`: every slot explicit
        pos = next((i for i, a in enumerate(parent.args) if a is node), None)
        found = None if pos is None else explicit_argument(
            parent.fn.id, parent.args, pos, node, types, _bound_in(up[-1]))
        return None if found is None or _mentions_any(found, untyped | {v}) else found
    app = _as_app(parent)
    if app is not None:
        fn, args = app
        pos = next((i for i, a in enumerate(args) if a is node), None)
        if pos is None:
            return None
        if isinstance(parent, App) and _nat_argument(fn, pos, args):
            return "ℕ"
        if isinstance(parent, App) and type_argument(fn, pos, args):
            return "Type*"   # `Option α`: a type (`binder_sorts`)
        if isinstance(parent, App) and prop_argument(fn, pos, args):
            return "Prop"    # `Decidable p`: a proposition (`binder_sorts`)
        if isinstance(parent, App) and \
                (relation := relation_argument(fn, pos, args, types)) is not None:
            return relation   # `IsWellOrder α r`: `α → α → Prop` (`binder_sorts`)
        parts = _applied_parts(fn, types)
        if parts is not None and pos < len(parts) - 1:
            # a bundled map before field notation: `e.symm x` is the inverse applied
            found = parts[pos]
        elif parts is None and pos == 0 and fn in types:
            found = _pi_domain(types[fn], types)
        elif fn == "Insert.insert" and pos == 0 and len(args) == 2:
            found = _inserted_type(args[1], types)
        elif fn not in types and (call := _declared_call(fn, args, types)) is not None:
            sig, args = call
            pos = next(i for i, a in enumerate(args) if a is node)
            leaf = _no_expected_type(parent, up[1:], types)
            found = _signature_argument(
                sig, args, pos, types, untyped | {v}, leaf,
                None if leaf else _expected_type(parent, up[1:], types, untyped | {v})) \
                if sig[pos] is not None else _proof_slot(fn, args, pos, types, untyped | {v})
            if found is None and sig[pos] is not None and not leaf and \
                    _unassigned_expected(parent, up[1:], types):
                found = _signature_argument(sig, args, pos, types, untyped | {v}, True)
    elif (anon := anon_item_type(node, up, types, untyped | {v})) is not None:
        found = anon   # `(⟨g, h⟩ : H)`: a structure's field (`anon_items_r27`)
    elif _ascribed_set_item(node, up):
        found = _ascribed_element(up[1])
    elif isinstance(parent, BinOp) and type_operand(parent.op) and node in (parent.lhs,
                                                                             parent.rhs):
        return "Type*"   # `α × β`: a type (`binder_sorts`)
    elif isinstance(parent, BinOp) and prop_operand(parent.op) and node in (parent.lhs,
                                                                             parent.rhs) or \
            isinstance(parent, UnOp) and prop_operand(parent.op, prefix=True):
        return "Prop"    # `p ∨ q`, `¬p`: a proposition (`binder_sorts`)
    elif isinstance(parent, BinOp) and parent.op in ("∈", "∉") and parent.lhs is node:
        found = _element_type(_collection_type(parent.rhs, types)
                              or _leaf_type(parent.rhs, types, untyped | {v}, v))
    elif (member := _tuple_member(node, up)) is not None:
        holder, tup = member
        pos = next(i for i, x in enumerate(tup.items) if x is node)
        found = _tuple_component(pos, len(tup.items),
                                 _tuple_expected(holder, tup, types, untyped | {v}, v))
    elif isinstance(parent, Ascribe) and parent.expr is node:
        found = _show(parent.type)
    elif isinstance(parent, BinOp) and parent.op in BINREL and node in (parent.lhs, parent.rhs):
        other = parent.rhs if parent.lhs is node else parent.lhs
        if not isinstance(other, Name) or other.id != v:
            found = _leaf_type(other, types, untyped | {v}, v)
    elif isinstance(parent, BinOp) and parent.op == HOM_OP and node in (parent.lhs, parent.rhs):
        found = hom_side_type(v, node, parent, lambda o: _leaf_type(o, types, untyped | {v}, v))
    if found is None or not _balanced(found) or _mentions_any(found, untyped | {v}):
        return None
    return found


def _tuple_member(node: Any, up: tuple[Any, ...]) -> tuple[Any, Any] | None:
    """(what holds the tuple, the tuple) when `node` is an item of a tuple literal that is the
    element side of `∈`/`∉` (`(a, b, c) ∈ t`) or an explicit argument of a function variable
    (`h (a, b)`); None for any other place."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Bracket, Name

    if len(up) < 2:
        return None
    tup, holder = up[0], up[1]
    if not (isinstance(tup, Bracket) and tup.kind == "tuple" and len(tup.items) >= 2 and
            any(x is node for x in tup.items)):
        return None
    if isinstance(holder, BinOp) and holder.op in ("∈", "∉") and holder.lhs is tup or \
            isinstance(holder, App) and isinstance(holder.fn, Name) and \
            any(a is tup for a in holder.args):
        return holder, tup
    return None


def _tuple_expected(holder: Any, tup: Any, types: dict[str, str], untyped: set[str],
                    v: str) -> str | None:
    """The type a tuple is elaborated against: the element type of the collection of `∈`
    (the `Membership` instance's outParam), or the parameter type of a function variable
    with a plain arrow type at the tuple's position (`h : α × β → γ`: Lean elaborates the
    argument against `α × β`, `Lean/Elab/App.lean` `elabAppArgs`). Not a bundled map or a
    declared constant (a coercion or an instance may stand between)."""
    from forminv_lean.formal.meaning.ast import BinOp

    if isinstance(holder, BinOp):
        return _element_type(_collection_type(holder.rhs, types)
                             or _leaf_type(holder.rhs, types, untyped, v))
    fn = holder.fn.id
    parts = _arrow_parts(types[fn]) if fn in types else []
    pos = next(i for i, a in enumerate(holder.args) if a is tup)
    return parts[pos] if pos < len(parts) - 1 else None


def _tuple_component(pos: int, count: int, element: str | None) -> str | None:
    """The type of item `pos` of a tuple of `count` items that is an element of `∈`, read
    off the collection's element type `element` written as a product. `(a, b, c)` is
    `Prod.mk a (Prod.mk b c)` (Lean 4 `Lean/Elab/BuiltinNotation.lean`, the tuple expanded
    right-nested by `mkPairs`), and the
    element type is the `Membership` instance's outParam, so unifying `?A × ?B × ?C` with
    `α × β × γ` first-order assigns each item its factor (the last item takes the rest:
    `(a, b) ∈ s` with `s : Set (α × β × γ)` makes `b : β × γ`). Only a product written with
    `×` at every step: an element type that is a definition (`SetRel α`) or a `Set` (a
    filter's) would need unfolding or a coercion, so nothing is read there."""
    from forminv_lean.formal.meaning.ast import BinOp

    ty = _parse(element) if element is not None else None
    for _ in range(pos):
        if not (isinstance(ty, BinOp) and ty.op == "×"):
            return None
        ty = ty.rhs
    if pos < count - 1:
        if not (isinstance(ty, BinOp) and ty.op == "×"):
            return None
        ty = ty.lhs
    return _show(ty) if ty is not None else None


def _ascribed_set_item(node: Any, up: tuple[Any, ...]) -> bool:
    """Is `node` an item of a set-notation bracket `{a, b}` that is itself ascribed, `({a, b}
    : T)`?"""
    from forminv_lean.formal.meaning.ast import Ascribe, Bracket

    return len(up) > 1 and isinstance(up[0], Bracket) and up[0].kind == "set" and \
        any(x is node for x in up[0].items) and isinstance(up[1], Ascribe) and \
        up[1].expr is up[0]


def _ascribed_element(ascription: Any) -> str | None:
    """The element type `T` of an ascription `(… : Set T)` (a `SINGLETON_COLLECTIONS` type
    of one argument); None for any other type."""
    from forminv_lean.formal.meaning.ast import App, Name

    ty = ascription.type
    if not (isinstance(ty, App) and isinstance(ty.fn, Name) and
            ty.fn.id in SINGLETON_COLLECTIONS and len(ty.args) == 1):
        return None
    return _show(ty.args[0])


def _inserted_type(e: Any, types: dict[str, str]) -> str | None:
    """The element type of `insert x e` (`INSERT_COLLECTIONS`): `e` a variable of type `Set T`,
    `Finset T` or `Multiset T` gives `T`; None otherwise."""
    from forminv_lean.formal.meaning.opaque import _arguments

    ty = _collection_type(e, types)
    if ty is None or not _balanced(ty):
        return None
    head, *args = _arguments(ty.strip())
    return args[0] if head in INSERT_COLLECTIONS and len(args) == 1 else None


def _proof_slot(fn: str, args: Sequence[Any], pos: int, types: dict[str, str],
                untyped: set[str]) -> str | None:
    """The proposition of the proof parameter at `pos` of `fn` (by its name or as field
    notation on a variable) applied to `args` (`PROOF_SLOTS`), when every argument it
    mentions is a variable bound with a type; None otherwise."""
    from forminv_lean.formal.meaning.ast import App, Name

    name = fn if _signature(fn) is not None else None
    var, _, field = fn.partition(".")
    if name is None and var in types:
        own = _parse(types[var])
        head = own.fn if isinstance(own, App) else own
        name = f"{head.id}.{field}" if isinstance(head, Name) else None
    prop = PROOF_SLOTS.get(name or "", {}).get(pos)
    if prop is None:
        return None
    for k, a in enumerate(args):
        if f"#{k}" in prop:
            if _var_type(a, types, untyped) is None:
                return None
            prop = prop.replace(f"#{k}", a.id)
    return prop if "#" not in prop else None


def _as_app(e: Any) -> tuple[str, tuple[Any, ...]] | None:
    """`f a b` (a named function applied) or a plain notation for one (`APP_NOTATIONS`:
    `p :: l` is `List.cons p l`; the parser reads `𝓝[s] x` as `nhdsWithin x s`) as the
    function's name and the arguments; None otherwise."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name

    if isinstance(e, App) and isinstance(e.fn, Name) and not e.fn.id.startswith("@"):
        return e.fn.id, e.args
    if isinstance(e, BinOp) and e.op in APP_NOTATIONS:
        return APP_NOTATIONS[e.op], (e.lhs, e.rhs)
    return None


def _no_expected_type(app: Any, up: tuple[Any, ...], types: dict[str, str]) -> bool:
    """Does Lean elaborate `app` (whose ancestors are `up`) with no expected type it could
    propagate? As an operand of a `binrel%`/`binop%` operator (`LEAF_OPS`): a leaf of the
    operator tree; as the collection of `a ∈ s` (Lean core `infix:50 " ∈ " =>
    Membership.mem`, whose collection type `γ` is a metavariable nothing else fixes); as the
    object of field notation `(s.filter p).prod` (Lean elaborates the object with no expected
    type to find the namespace its type's head names: Lean/Elab/App.lean, `elabAppLValsAux`
    after `elabAppFn` elaborates the head term alone); as an explicit argument of a declared
    function at a parameter that is a bare type parameter no earlier parameter and not the
    result mentions (`edist (f^[n] x) y` with `edist : α → α → ℝ≥0∞`: `_fresh_parameter`)."""
    from forminv_lean.formal.meaning.ast import BinOp, Field

    if up and isinstance(up[0], Field) and up[0].obj is app:
        return True
    if up and _fresh_parameter(app, up[0], types):
        return True
    if not up or not isinstance(up[0], BinOp):
        return False
    op = up[0]
    return op.op in LEAF_OPS and app in (op.lhs, op.rhs) or \
        op.op in ("∈", "∉") and op.rhs is app


def _unassigned_expected(app: Any, up: tuple[Any, ...], types: dict[str, str]) -> bool:
    """Is the type Lean elaborates `app` against one that gives it nothing: none at all
    (`_no_expected_type`), or a declared parameter whose type parameters are unassigned
    metavariables then: one no other parameter and not the result mentions (`MeasurableSet
    (f ⁻¹' s)` with `MeasurableSet : Set α → Prop`: `_open_parameter`), or one nothing before
    it assigns, whose shape assigns nothing in `app` (`_fresh_expected`)? Read after the
    exact expected type (`_expected_type`), which fixes as much where both are read: the
    arguments after `app` may assign the metavariables, but only once `app`'s own arguments
    have fixed its type."""
    return _no_expected_type(app, up, types) or bool(up) and (
        _open_parameter(app, up, types) is not None or _fresh_expected(app, up, types))


def _fresh_expected(app: Any, up: tuple[Any, ...], types: dict[str, str]) -> bool:
    """Is `app`, an application of a declared function, an explicit argument of a declared
    function (`up[0]`, by name, field notation on a variable or notation) at a parameter `P`
    whose type parameters are all unassigned metavariables when Lean elaborates `app`, and
    whose shape assigns nothing in `app`? Lean elaborates the arguments left to right
    (Lean/Elab/App.lean, `elabAppArgs`), so `P`'s type parameters are unassigned when no
    earlier parameter mentions them and no expected type of the outer application reaches them
    (its result does not mention them, or it has none itself: `_no_expected_type`).
    `propagateExpectedType` then unifies `app`'s own result type `R` (after its given
    arguments) with `P`: where `P` has a metavariable, only that metavariable is assigned; where
    `R` has a type parameter and `P` a structure (`id x` against `Multiset ?α`) it would assign
    `app`'s parameter, which is refused. So `prod (a ::ₘ s)` as a side of `=` (`prod :
    Multiset α → α`, `Multiset.cons : α → Multiset α → Multiset α`): `a ::ₘ s` meets
    `Multiset ?α`, which gives `cons`' `α` nothing, and `a : α` fixes `s : Multiset α`."""
    call = _as_app(up[0] if up else None)
    inner = _as_app(app)
    if call is None or inner is None or call[0] in types or inner[0] in types or \
            _bundled_ends(call[0], types) is not None:
        return False
    outer, own = _declared_call(call[0], call[1], types), _declared_call(inner[0], inner[1], types)
    if outer is None or own is None:
        return False
    sig, full = outer
    pos = next((i for i, a in enumerate(full) if a is app), None)
    if pos is None or pos >= len(sig) - 1 or sig[pos] is None:
        return False
    param = sig[pos]
    mine = _params_of(param)
    if not mine or any(p is None or _params_of(p) & mine for p in sig[:pos]):
        return False
    result = _rest_type(sig, len(full))
    if result is None or _params_of(result) & mine and not \
            _unassigned_expected(up[0], up[1:], types):
        return False
    own_result = _rest_type(own[0], len(own[1]))
    return own_result is not None and _assigns_nothing(own_result, param, mine)


def _rest_type(sig: tuple[Any, ...], given: int) -> Any:
    """The type of a declared function applied to its first `given` explicit arguments: the
    arrow of its remaining parameters to its result (None when one is not typed)."""
    from forminv_lean.formal.meaning.ast import BinOp

    rest = sig[given:-1]
    if given > len(sig) - 1 or any(p is None for p in rest):
        return None
    out = sig[-1]
    for p in reversed(rest):
        out = BinOp("→", p, out)
    return out


def _assigns_nothing(own: Any, expected: Any, fresh: set[str]) -> bool:
    """Does unifying the type `own` (its type parameters the application's metavariables)
    with `expected` (whose type parameters `fresh` are unassigned metavariables) assign none
    of `own`'s type parameters to a structure? Read position by position; any other shape
    is refused."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name

    if isinstance(expected, Name) and expected.id in fresh or not _params_of(own):
        return True
    if isinstance(own, App) and isinstance(expected, App) and \
            len(own.args) == len(expected.args):
        return _assigns_nothing(own.fn, expected.fn, fresh) and all(
            _assigns_nothing(a, b, fresh) for a, b in zip(own.args, expected.args, strict=True))
    if isinstance(own, BinOp) and isinstance(expected, BinOp) and own.op == expected.op:
        return _assigns_nothing(own.lhs, expected.lhs, fresh) and \
            _assigns_nothing(own.rhs, expected.rhs, fresh)
    return False


def _fresh_parameter(app: Any, parent: Any, types: dict[str, str]) -> bool:
    """Is `app` an explicit argument of a declared function (`parent`, by name or field
    notation on a variable) at a parameter whose type is a bare type parameter (`α`) that no
    earlier parameter and not the result type mentions? Lean elaborates the argument against
    that parameter's type, the function's implicit `{α}` still an unassigned metavariable
    (nothing before it mentions `α`, and an expected type of the whole application is
    propagated only into its result type: Lean/Elab/App.lean, `propagateExpectedType` unifies
    the expected type with the result type once the remaining explicit arguments are
    consumed). Unifying a metavariable with the argument's type fixes nothing in it, so the
    argument is elaborated as with no expected type (`elabAppArgs` postpones no application
    argument), and its own arguments fix its type first."""
    from forminv_lean.formal.meaning.ast import Name

    call = _as_app(parent)
    if call is None or call[0] in types:
        return False
    declared = _declared_call(call[0], call[1], types)
    if declared is None:
        return False
    sig, full = declared
    pos = next((i for i, a in enumerate(full) if a is app), None)
    if pos is None or pos >= len(sig) - 1:
        return False
    param = sig[pos]
    if not isinstance(param, Name) or _params_of(param) != {param.id}:
        return False
    return all(p is not None and param.id not in _params_of(p) for p in sig[:pos]) and \
        param.id not in _params_of(sig[-1])


def _signature(fn: str) -> tuple[Any, ...] | None:
    """The declared signature of `fn` (`elaboration.declared_signature`: `opaque.SIGNATURES`,
    the merged table, and the predicates of `signature.PREDICATE_SIGNATURES`) as parsed
    parameter types then result type; None when `fn` is not declared or a type is not read
    (an `_` parameter is kept as None: an argument the table does not type)."""
    from forminv_lean.formal.meaning.elaboration import declared_signature

    fn = NOTATION_NAMES.get(fn, fn)
    sig = declared_signature(fn) or LOCAL_SIGNATURES.get(fn)
    if sig is None:
        return None
    out = tuple(None if "_" in t else _parse(t) for t in sig)
    return None if out[-1] is None else out


def _declared_call(fn: str, args: tuple[Any, ...], types: dict[str, str], *,
                   extend: bool = True) -> tuple[tuple[Any, ...], tuple[Any, ...]] | None:
    """The parsed signature of the function `fn` names and its explicit arguments: `fn` itself
    when declared, or field notation `x.f` on a variable `x : C …` (Lean 4's generalized
    field notation: `C.f` with `x` as its first explicit argument whose type is `C …`; only
    when `C.f` is declared, since a field of a parent structure is found through it). With
    `extend`, a call with more arguments than the signature has parameters reads the extra
    ones through its result type (`_applied_further`; None when it cannot), without, the
    signature is returned as it is."""
    from forminv_lean.formal.meaning.ast import App, Name

    call: tuple[tuple[Any, ...], tuple[Any, ...]] | None = None
    if (sig := _signature(fn)) is not None:
        call = sig, args
    var, _, field = fn.partition(".")
    if call is None and field and "." not in field and var in types:
        own = _parse(types[var])
        head = own.fn if isinstance(own, App) else own
        if isinstance(head, Name) and (sig := _signature(f"{head.id}.{field}")) is not None:
            for i, p in enumerate(sig[:-1]):
                if p is not None and (p.fn if isinstance(p, App) else p) == head:
                    call = sig, (*args[:i], Name(var), *args[i:])
                    break
    if call is None or len(call[1]) < len(call[0]) or not extend:
        return call
    further = _applied_further(call[0], len(call[1]))
    return (further, call[1]) if further is not None else None


def _applied_further(sig: tuple[Any, ...], count: int) -> tuple[Any, ...] | None:
    """The signature `sig` with its result read as the parameters of `count` arguments in all
    (None when it does not take that many): an arrow `A → B` takes an `A` (`Nat.iterate : (α →
    α) → ℕ → α → α`, so `f^[n] x` has `x : α`: the declared type is that telescope), a type
    Lean applies through its `FunLike`/`CoeFun` instance (`bundled.COE_FUNCTIONS`: `Con.ker f
    x y` with `Con.ker : (α →* β) → Con α` has `x y : α`) or a bundled map (`α →* β`,
    `bundled.STRUCTURES`) takes its domain. Lean elaborates the arguments before the extra
    ones first, finds the result is no function type and inserts the coercion `⇑`, whose
    domain is fixed by the instance on the result type (its parameters already assigned
    where `_bind` reads them, from variables of known type)."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name
    from forminv_lean.formal.meaning.bundled import ARITY, COE_FUNCTIONS, STRUCTURES
    from forminv_lean.formal.meaning.opaque import HOM_ARROWS

    params, result = list(sig[:-1]), sig[-1]
    while len(params) < count:
        head, targs = (result.fn, result.args) if isinstance(result, App) else (result, ())
        if isinstance(result, BinOp) and result.op == "→":
            params.append(result.lhs)
            result = result.rhs
        elif isinstance(result, BinOp) and result.op in HOM_ARROWS:
            params.append(result.lhs)
            result = result.rhs
        elif isinstance(head, Name) and head.id in STRUCTURES and \
                len(targs) == ARITY.get(head.id, 3):
            params.append(targs[-2])
            result = targs[-1]
        elif isinstance(head, Name) and head.id in COE_FUNCTIONS and \
                len(targs) == COE_FUNCTIONS[head.id][0]:
            _, dom, cod = COE_FUNCTIONS[head.id]
            binding = dict(zip(("α", "β", "γ", "δ"), targs, strict=False))
            arrow = [_bound_tree(_parse(x), binding) for x in (dom, cod)]
            if arrow[0] is None or arrow[1] is None:
                return None
            params.append(arrow[0])
            result = arrow[1]
        else:
            return None
    return (*params, result)


def _signature_argument(sig: tuple[Any, ...], args: Sequence[Any], pos: int,
                        types: dict[str, str], untyped: set[str], leaf: bool,
                        expected: Any = None) -> str | None:
    """The type of the argument at `pos` of a declared function applied to `args`, when the
    other arguments fix it (see the module docstring); `leaf`: the application has no
    expected type; `expected`: the type it is elaborated against, when known exactly.

    With an expected type the result type's parameters are bound from it too: Lean either
    propagates it first (`propagateExpectedType` in `elabAppArgs`) or unifies it with the
    result type after the arguments (`ensureHasType`), and a binder whose type is still a
    metavariable is assigned the same way in both orders, with no coercion, as long as the
    result type matches the expected one structurally and agrees with what the other
    arguments bind (`𝓝 b` as the filter of `Tendsto f l (𝓝 b)` with `f : α → β`: `b : β`)."""
    params = sig[:-1]
    if len(args) > len(params) or params[pos] is None:
        return None
    binding = _bind(params, args, _params_of(params[pos]), types, untyped, skip=pos)
    if binding is None:
        return None
    result = _applied_result(sig, len(args))
    if result is None:
        return None
    if expected is not None and _params_of(result):
        return _show_bound(params[pos], binding) if _match(result, expected, binding) \
            else None
    if not leaf and _params_of(result) & set(binding):
        return None   # an expected type would be propagated into these parameters first
    return _show_bound(params[pos], binding)


def _applied_result(sig: tuple[Any, ...], n: int) -> Any:
    """The type of a declared function applied to its first `n` explicit arguments: the
    declared result, behind an arrow for each parameter not applied (`Function.const α c :
    α → γ` for `c : γ`, Init/Prelude.lean `def Function.const {α : Sort u} (β : Sort v) (a :
    α) : β → α`, written `Type β, α, β ⊢ α` in the tables). None when a parameter left over is
    unknown or a type argument (the type would depend on it)."""
    from forminv_lean.formal.meaning.ast import BinOp

    out = sig[-1]
    for p in reversed(sig[n:-1]):
        if p is None or _type_parameter(p) is not None:
            return None
        out = BinOp("→", p, out)
    return out


def _expected_type(app: Any, up: tuple[Any, ...], types: dict[str, str],
                   untyped: set[str]) -> Any:
    """The parsed type Lean elaborates `app` (whose ancestors are `up`) against, when it is
    known exactly: an ascription's type, a function variable's or bundled map's domain at
    that argument, a declared function's parameter there with its type parameters bound by
    its other arguments (variables of known type); None otherwise."""
    from forminv_lean.formal.meaning.ast import Ascribe

    parent = up[0] if up else None
    if isinstance(parent, Ascribe) and parent.expr is app:
        return None if _names_in(parent.type) & untyped else parent.type
    call = _as_app(parent)
    if call is None:
        return None
    fn, args = call
    pos = next((i for i, a in enumerate(args) if a is app), None)
    if pos is None or _mentions_any(fn, untyped):
        return None
    parts = _applied_parts(fn, types)
    if parts is not None:
        return _parse(parts[pos]) if pos < len(parts) - 1 else None
    declared = _declared_call(fn, args, types) if fn not in types else None
    if declared is None:
        return None
    sig, full = declared
    pos = next(i for i, a in enumerate(full) if a is app)
    if pos >= len(sig) - 1 or sig[pos] is None:
        return None
    binding = _bind(sig[:-1], full, _params_of(sig[pos]), types, untyped, skip=pos)
    ty = _show_bound(sig[pos], binding) if binding is not None else None
    return _parse(ty) if ty is not None and not _mentions_any(ty, untyped) else None


def _bind(params: Sequence[Any], args: Sequence[Any], wanted: set[str],
          types: dict[str, str], untyped: set[str], skip: int = -1) -> dict[str, Any] | None:
    """The type parameters of `wanted` (and every parameter sharing an argument with them)
    bound from the arguments that fix them: each argument whose parameter type mentions one
    must be a variable of known type matching it exactly (None when one is not), but for an
    argument whose parameters the arguments before it have all bound (Lean elaborates the
    arguments left to right, so this one meets a known type and cannot change them:
    `G.Walk u v` with `G : SimpleGraph V` fixes `u : V` whatever `v` is)."""
    closure = set(wanted)
    changed = True
    while changed:
        changed = False
        for p in params:
            if p is not None and _params_of(p) & closure and not _params_of(p) <= closure:
                closure |= _params_of(p)
                changed = True
    binding: dict[str, Any] = {}
    for i, (p, a) in enumerate(zip(params, args, strict=False)):
        if i == skip or p is None or not _params_of(p) & closure or \
                _params_of(p) <= set(binding):
            continue
        if (param := _type_parameter(p)) is not None:
            # an explicit type argument (`algebraMap R A x`): the parameter is the argument
            if not _is_type_argument(a, types, untyped) or \
                    binding.setdefault(param, a) != a:
                return None
            continue
        actual = _var_type(a, types, untyped) or _lambda_type(a, types, untyped) or \
            _ascribed_type(a, untyped) or _applied_type(a, types, untyped)
        if actual is None or not _match(p, actual, trial := dict(binding)):
            actual = _coerced_function(p, a, types, untyped)
            if actual is None or not _match(p, actual, trial := dict(binding)):
                return None
        binding = trial
    return binding


def _coerced_function(param: Any, a: Any, types: dict[str, str], untyped: set[str]) -> Any:
    """The parsed function type `D → C` a bundled map variable `a` (`e : E ≃ₗᵢ[𝕜] F`,
    `_bundled_ends`) has where it is passed at a parameter of function type (`ContinuousOn :
    (α → β) → Set α → Prop`): its type unifies with no arrow, so Lean coerces it to a function
    through its `FunLike` instance and unifies that (Lean/Meta/Coe.lean `coerce?`: `if (←
    whnfR expectedType).isForall then if let some fn ← coerceToFunction? expr then if ←
    isDefEq (← inferType fn) expectedType`). None for any other argument or parameter."""
    from forminv_lean.formal.meaning.ast import BinOp, Name

    if not (isinstance(param, BinOp) and param.op == "→") or not isinstance(a, Name) or \
            a.id in untyped or "." in a.id:
        return None
    ends = _bundled_ends(a.id, types)
    if ends is None or _mentions_any(ends[0] + " " + ends[1], untyped):
        return None
    return _parse(f"({ends[0]}) → ({ends[1]})")


def _applied_type(a: Any, types: dict[str, str], untyped: set[str]) -> Any:
    """The parsed type of an argument that is itself an application whose type its own
    arguments fix (`_leaf_type`: a function variable or a bundled map applied, a declared
    function applied to variables that fix its result; no binder of `untyped` in it): `star
    (algebraMap R A r)` is an `A`. Lean elaborates it against the parameter type, a
    metavariable where `_bind` reads it (or one an earlier argument assigned, which `_match`
    then compares): unifying its type with a metavariable assigns it, with no coercion."""
    from forminv_lean.formal.meaning.ast import Name

    if isinstance(a, Name) and "." not in a.id:
        return None
    shown = _leaf_type(a, types, untyped)
    return _parse(shown) if shown is not None and _balanced(shown) else None


def _type_parameter(p: Any) -> str | None:
    """`α` for a signature parameter `Type α` (an explicit type argument, as the tables write
    `algebraMap`'s `(R A : Type*)`), else None."""
    from forminv_lean.formal.meaning.ast import App, Name
    from forminv_lean.formal.meaning.opaque import _PARAMS

    if isinstance(p, App) and p.fn == Name("Type") and len(p.args) == 1 and \
            isinstance(p.args[0], Name) and p.args[0].id in _PARAMS:
        return p.args[0].id
    return None


def _is_type_argument(a: Any, types: dict[str, str], untyped: set[str]) -> bool:
    """Is `a` a type variable bound in the header (`R` with `R : Type*`), which an explicit
    type argument then is exactly?"""
    from forminv_lean.formal.meaning.ast import Name

    return isinstance(a, Name) and a.id not in untyped and \
        types.get(a.id, "").startswith(("Type", "Sort"))


def _leaf_type(e: Any, types: dict[str, str], untyped: set[str],
               binder: str | None = None) -> str | None:
    """The type of `e` elaborated with no expected type, when it is one term whose type is
    known without any binder in `untyped`: a variable, a function variable applied to all
    its arguments (`f i` with `f : ι → α`: `α`), a declared function applied to variables
    that fix its result type, an ascription `(x : T)` (Lean elaborates `x` against `T` and
    `ensureHasType T` coerces it if needed: the term's type is `T` itself, whatever `x` is).
    None for anything else (a numeral, an operation, a coercion).
    With `binder` (the binder being typed, which `e` must not mention), other binders of
    `untyped` may be arguments that do not fix the result: of a function variable, or of a
    declared function at a parameter the earlier arguments fixed (`Multiset.filter p t`)."""
    from forminv_lean.formal.meaning.ast import Ascribe, Name

    inside = _names_in(e) & untyped
    if inside and (binder is None or binder in inside):
        return None
    if isinstance(e, Ascribe):
        shown = _show(e.type)
        return shown if shown is not None and not _names_in(e.type) & untyped and \
            "_" not in _names_in(e.type) and _balanced(shown) else None
    if _var_type(e, types, untyped) is not None:
        return types[e.id]
    # field notation with no argument on a variable (`e.source`) is `C.f e`
    app = (e.id, ()) if isinstance(e, Name) and "." in e.id else _as_app(e)
    if app is None or _mentions_any(app[0], untyped):
        return None
    fn, args = app
    if fn in types or _bundled_ends(fn, types) is not None:
        return _codomain(e, types, untyped)
    call = _declared_call(fn, args, types)
    if call is None:
        return None
    sig, args = call
    if len(args) != len(sig) - 1:
        return None
    binding = _bind(sig[:-1], args, _params_of(sig[-1]), types, untyped)
    if binding is None or not _typed_before_untyped(sig[:-1], _params_of(sig[-1])):
        return None
    return _show_bound(sig[-1], binding)


def _typed_before_untyped(params: Sequence[Any], wanted: set[str]) -> bool:
    """Does every parameter that binds one of `wanted` come before every parameter the table
    leaves untyped (`_`, a proof such as `Finset.max'`'s `s.Nonempty`)? Lean elaborates the
    arguments left to right, so the result's type parameters are then assigned before an
    argument the table does not describe is met (and a later unification cannot change
    them)."""
    last = max((i for i, p in enumerate(params) if p is not None and _params_of(p) & wanted),
               default=-1)
    return all(p is not None for p in params[:last])


def _codomain(e: Any, types: dict[str, str], untyped: set[str]) -> str | None:
    """The type of `f a …` with `f` a function variable applied to all its arguments (`f : A
    → B`: `B`) or a bundled map (or an inverse's `symm`) applied to all its arguments (`e.symm
    x` with `e : M ≃* N`: `M`), whatever the arguments are: Lean elaborates each against its domain (a
    binder without a type is then unified with it, another term coerced), and the
    application's type is the codomain."""
    from forminv_lean.formal.meaning.ast import App, Name

    if not isinstance(e, App) or not isinstance(e.fn, Name) or \
            _mentions_any(e.fn.id, untyped):
        return None
    parts = _applied_parts(e.fn.id, types)
    return parts[-1] if parts is not None and len(parts) == len(e.args) + 1 else None


def _applied_parts(fn: str, types: dict[str, str]) -> list[str] | None:
    """The parameter types, then the result type, of `fn` applied: a function variable's
    arrow type (`A → B → C`: A, B, C), or a bundled map's domain then its codomain's parts
    (`Con M`: M, M, Prop; `f : M →* N`: M, N; `e.symm` of `e : M ≃* N`: N, M); None for
    anything else."""
    if fn in types and (parts := _arrow_parts(types[fn])):
        return parts
    ends = _bundled_ends(fn, types)
    if ends is None:
        return None
    return [ends[0], *(_arrow_parts(ends[1]) or [ends[1]])]


def _pi_domain(ty: str, types: dict[str, str]) -> str | None:
    """The domain of a dependent function type `∀ i, α i` / `(i : ι) → α i` (the type of its
    first explicit argument): the first binder's type, or, written without one, the type its
    first use in the body fixed when Lean elaborated the variable's type (`α i` with `α : ι
    → Type*`: `ι`)."""
    return _tree_pi_domain(_parse(ty), types)


def _tree_pi_domain(tree: Any, types: dict[str, str]) -> str | None:
    """`_pi_domain` of a parsed type."""
    from forminv_lean.formal.meaning.ast import Ascribe, BinOp, Name, Quant

    if isinstance(tree, BinOp) and tree.op == "→" and isinstance(tree.lhs, Ascribe) and \
            isinstance(tree.lhs.expr, Name):
        return _show(tree.lhs.type)
    if not isinstance(tree, Quant) or tree.kind != "∀" or not tree.binders or \
            tree.binders[0].info != "explicit" or tree.binders[0].pred is not None:
        return None
    first = tree.binders[0]
    if first.type is not None:
        return _show(first.type)
    name = first.names[0]
    rest = Quant("∀", ((replace_binder(first, name),) if len(first.names) > 1 else ())
                 + tree.binders[1:], tree.body) if len(tree.binders) > 1 or \
        len(first.names) > 1 else tree.body
    inner = {**{n: t for n, t in types.items() if n not in _bound_in(tree)}, name: "_"}
    return infer_types([name], [(rest, inner)], [name]).get(name)


def replace_binder(binder: Any, drop: str) -> Any:
    """`binder` without the name `drop` (the rest of a group `∀ i j, …` after `i`)."""
    from dataclasses import replace

    return replace(binder, names=tuple(n for n in binder.names if n != drop))


def _lambda_type(e: Any, types: dict[str, str], untyped: set[str]) -> Any:
    """The parsed type `X → T` of `fun x : X => b` whose binders are all typed (no predicate)
    and whose body is one of them or a term of known type (`_leaf_type`, the binders' types
    known): Lean elaborates the binder annotations first, so against a parameter `α → β` the
    function fixes `α` (and `β`) whatever follows (`ContinuousAt (fun x : X => x) y`). A body
    of unknown type is the mark `LAMBDA_BODY`: the domain is fixed all the same, and a type
    parameter `_match` binds to a type holding the mark is never read (`_bound_tree`)."""
    from forminv_lean.formal.meaning.ast import Lambda, Name

    if not isinstance(e, Lambda) or any(b.type is None or b.pred is not None or "_" in b.names
                                        for b in e.binders):
        return None
    domains = [(n, _show(b.type)) for b in e.binders for n in b.names]
    if any(t is None or _mentions_any(t, untyped) for _, t in domains):
        return None
    inner = {**types, **{n: t for n, t in domains if t is not None}}
    body = inner[e.body.id] if isinstance(e.body, Name) and e.body.id in dict(domains) else \
        _leaf_type(e.body, inner, untyped - {n for n, _ in domains})
    return _parse(" → ".join([f"({t})" for _, t in domains] + [f"({body or LAMBDA_BODY})"]))


#: The type of a `fun`'s body that is not known (`_lambda_type`): a name no signature uses.
LAMBDA_BODY = "_lambda_body_"


def _ascribed_type(e: Any, untyped: set[str]) -> Any:
    """The parsed type `T` of an ascription `(x : T)` whose type mentions no binder of
    `untyped` and no `_`: Lean elaborates `x` against `T` and ensures the term has type `T`
    (a coercion inserted inside, if any), so the argument's type is `T` itself, which the
    application then unifies with its parameter type."""
    from forminv_lean.formal.meaning.ast import Ascribe

    if not isinstance(e, Ascribe) or _names_in(e.type) & (untyped | {"_"}):
        return None
    shown = _show(e.type)
    return e.type if shown is not None and _balanced(shown) else None


def _var_type(e: Any, types: dict[str, str], untyped: set[str]) -> Any:
    """The parsed type of `e` when it is a variable bound with a type (not `untyped`)."""
    from forminv_lean.formal.meaning.ast import Name

    if not isinstance(e, Name) or e.id in untyped or types.get(e.id, "_") == "_":
        return None
    return _parse(types[e.id])


def _params_of(t: Any) -> set[str]:
    """The type parameters (`α β ...`) a parsed signature type mentions."""
    from forminv_lean.formal.meaning.opaque import _PARAMS

    return {n for n in _names_in(t) if n in _PARAMS}


def _names_in(t: Any) -> set[str]:
    from forminv_lean.formal.meaning.ast import Name

    return {n.id for n, _ in _walk(t, None) if isinstance(n, Name)}


def _match(pattern: Any, actual: Any, binding: dict[str, Any]) -> bool:
    """Does the type `actual` have the shape of the signature type `pattern` (binding its
    type parameters, each to one type)? Only applications, arrows and products are read."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name
    from forminv_lean.formal.meaning.opaque import _PARAMS, HOM_ARROWS

    if isinstance(pattern, Name) and pattern.id in _PARAMS:
        # (a type holding `LAMBDA_BODY` is bound too, so that nothing else binds the
        # parameter, but it is never read: `_bound_tree`)
        return binding.setdefault(pattern.id, actual) == actual
    if isinstance(pattern, Name):
        return isinstance(actual, Name) and actual.id == pattern.id
    if isinstance(pattern, App) and isinstance(actual, BinOp) and len(pattern.args) == 2 and \
            isinstance(pattern.fn, Name) and HOM_ARROWS.get(actual.op) == pattern.fn.id:
        # `M →* N` is notation for `MonoidHom M N` (`opaque.HOM_ARROWS`)
        return _match(pattern.args[0], actual.lhs, binding) and \
            _match(pattern.args[1], actual.rhs, binding)
    if isinstance(pattern, App) and isinstance(actual, App):
        return len(pattern.args) == len(actual.args) and _match(pattern.fn, actual.fn, binding) \
            and all(_match(p, a, binding) for p, a in zip(pattern.args, actual.args, strict=True))
    if isinstance(pattern, BinOp) and isinstance(actual, BinOp) and pattern.op in ("→", "×"):
        return pattern.op == actual.op and _match(pattern.lhs, actual.lhs, binding) and \
            _match(pattern.rhs, actual.rhs, binding)
    return False


def _show_bound(pattern: Any, binding: dict[str, Any]) -> str | None:
    """The signature type `pattern` with its type parameters replaced (None if one is not
    bound, or the result is not printed)."""
    out = _bound_tree(pattern, binding)
    return _show(out) if out is not None else None


def _bound_tree(pattern: Any, binding: dict[str, Any]) -> Any:
    """The parsed type `pattern` with its type parameters replaced at once by their terms of
    `binding` (None if one is not bound, or a part is no name, application or operator)."""
    from dataclasses import replace

    from forminv_lean.formal.meaning.ast import App, BinOp, Name
    from forminv_lean.formal.meaning.opaque import _PARAMS

    def sub(t: Any) -> Any:
        if isinstance(t, Name) and t.id in _PARAMS:
            bound = binding.get(t.id)
            return None if bound is None or LAMBDA_BODY in _names_in(bound) else bound
        if isinstance(t, Name):
            return t
        if isinstance(t, App):
            parts = [sub(t.fn), *(sub(a) for a in t.args)]
            return None if None in parts else replace(t, fn=parts[0], args=tuple(parts[1:]))
        if isinstance(t, BinOp):
            lhs, rhs = sub(t.lhs), sub(t.rhs)
            return None if lhs is None or rhs is None else replace(t, lhs=lhs, rhs=rhs)
        return None

    return sub(pattern) if pattern is not None else None


def _bundled_ends(fn: str, types: dict[str, str]) -> tuple[str, str] | None:
    """The domain and codomain of a bundled map variable `f` (`f : M →* N`: `M`, `N`; a type
    of `bundled.COE_FUNCTIONS`, `_coe_ends`) or of the inverse `e.symm` of an equivalence of
    `SYMM` (`e : M ≃* N`: `N`, `M`)."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name
    from forminv_lean.formal.meaning.bundled import ARITY, STRUCTURES
    from forminv_lean.formal.meaning.opaque import HOM_ARROWS
    from forminv_lean.formalise.bundled_names_r29 import named_arrow

    var, symm = (fn[:-len(".symm")], True) if fn.endswith(".symm") else (fn, False)
    if not symm and (coe := _coe_ends(types.get(var, ""))) is not None:
        return coe
    if not symm and (coe := _funlike_ends(types.get(var, ""), types)) is not None:
        return coe
    tree = _parse(types.get(var, ""))
    if isinstance(tree, BinOp) and tree.op in HOM_ARROWS:
        head, ends = HOM_ARROWS[tree.op], (tree.lhs, tree.rhs)
    elif isinstance(tree, App) and isinstance(tree.fn, Name) and tree.fn.id in STRUCTURES \
            and len(tree.args) == ARITY.get(tree.fn.id, 3):
        # the last two arguments, as `bundled.ends` reads them (`LieModuleEquiv R L M N`)
        head, ends = tree.fn.id, (tree.args[-2], tree.args[-1])
    elif (named := named_arrow(tree)) is not None:   # `MulEquiv M N` is `M ≃* N`
        head, ends = named[0], (named[1], named[2])
    else:
        return None
    if symm and head not in SYMM:
        return None
    dom, cod = (_show(ends[1]), _show(ends[0])) if symm else (_show(ends[0]), _show(ends[1]))
    return (dom, cod) if dom is not None and cod is not None else None


#: The classes whose instance on a type variable `F` gives a coercion to functions other than
#: through `FunLike F α β` (Mathlib/Data/FunLike/Basic.lean `class DFunLike (F : Sort*) (α :
#: outParam (Sort*)) (β : outParam <| α → Sort*)`, `abbrev FunLike F α β := DFunLike F α fun _
#: => β`; Data/FunLike/Equiv.lean `class EquivLike (E : Sort*) (α β : outParam (Sort*))`,
#: whose instance gives one too; Lean core `class CoeFun (α : Sort u) (γ : outParam (α →
#: Sort v))`): a variable whose type has one of these is not read by `_funlike_ends`.
OTHER_FUN_COES = frozenset({"DFunLike", "EquivLike", "CoeFun", "DFunLike.coe"})


def _funlike_ends(ty: str, types: dict[str, str]) -> tuple[str, str] | None:
    """The domain and codomain of a variable `f : F` with `F` a type variable that has one
    instance `[FunLike F A B]` in scope (`types`' `INSTANCE_KEY` entries): `f x` is
    `DFunLike.coe f x`, and `DFunLike`'s `α β` are `outParam`s (Mathlib/Data/FunLike/
    Basic.lean), so the instance fixes the domain `A` and the codomain `B` whatever `x` is.
    None when `F` has no such instance, two of them, or another coercion (`OTHER_FUN_COES`)."""
    from forminv_lean.formal.meaning.opaque import _arguments

    ty = ty.strip()
    if not re.fullmatch(IDENT, ty) or not types.get(ty, "").startswith(("Type", "Sort")):
        return None
    found: set[tuple[str, str]] = set()
    for key, cls in types.items():
        if not key.startswith(INSTANCE_KEY) or not _balanced(cls):
            continue
        head, *args = _arguments(cls.strip())
        if not args or args[0] != ty:
            continue
        if head == "FunLike" and len(args) == 3:
            found.add((args[1], args[2]))
        elif head in OTHER_FUN_COES:
            return None
    return found.pop() if len(found) == 1 else None


def _coe_ends(ty: str) -> tuple[str, str] | None:
    """The domain and codomain of a type Lean applies through its `FunLike`/`CoeFun` instance
    (`bundled.COE_FUNCTIONS`: `Valuation R Γ₀` is applied as `R → Γ₀`, `MeasureTheory.Measure
    α` as `Set α → ℝ≥0∞`), its arguments put for the table's `α β γ δ`; None for any other."""
    from forminv_lean.formal.meaning.ast import App, Name
    from forminv_lean.formal.meaning.bundled import COE_FUNCTIONS

    tree = _parse(ty)
    head, args = (tree.fn, tree.args) if isinstance(tree, App) else (tree, ())
    if not isinstance(head, Name) or head.id not in COE_FUNCTIONS:
        return None
    count, dom, cod = COE_FUNCTIONS[head.id]
    if len(args) != count:
        return None
    binding = dict(zip(("α", "β", "γ", "δ"), args, strict=False))
    ends = [_show_bound(_parse(x), binding) for x in (dom, cod)]
    return (ends[0], ends[1]) if ends[0] is not None and ends[1] is not None else None


#: Homogeneous operations `α → α → α` (no `outParam`, no heterogeneous instance): Mathlib/
#: Order/Notation.lean `macro_rules | `($a ⊔ $b) => `(Max.max $a $b) | `($a ⊓ $b) => `(Min.min
#: $a $b)`; Lean core `Union.union`, `Inter.inter`, `SDiff.sdiff` (`∪ ∩ \`, classes `Union
#: (α)`, `Inter (α)`, `SDiff (α)` with `α → α → α`). Of two sides of one known type, the
#: result has that type.
SAME_TYPE_OPS = frozenset({"⊓", "⊔", "∩", "∪", "\\"})


def _collection_type(e: Any, types: dict[str, str]) -> str | None:
    """The type of the right side of `∈`: a variable's, the result of a function variable
    applied to all its arguments (`f i` with `f : ι → Filter α`: `Filter α`), or of a
    homogeneous operation (`SAME_TYPE_OPS`) on two of one type (`S ⊓ T`)."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name

    if isinstance(e, BinOp) and e.op in SAME_TYPE_OPS:
        sides = {_collection_type(x, types) for x in (e.lhs, e.rhs)}
        return sides.pop() if len(sides) == 1 and None not in sides else None
    if isinstance(e, Name):
        return types.get(e.id)
    if isinstance(e, App) and isinstance(e.fn, Name) and e.fn.id in types:
        parts = _arrow_parts(types[e.fn.id])
        if len(parts) == len(e.args) + 1:
            return parts[-1]
    return None


def _element_type(ty: str | None) -> str | None:
    """The element type `MEMBERSHIP` gives a collection type (`Submodule R M`: `M`)."""
    from forminv_lean.formal.meaning.opaque import _arguments

    if ty is None or not _balanced(ty):
        return None
    head, *args = _arguments(ty.strip())
    if head not in MEMBERSHIP or len(args) != MEMBERSHIP[head][0]:
        return None
    _, k, wrapper = MEMBERSHIP[head]
    return f"{wrapper} {args[k]}" if wrapper else args[k]


def _parse(text: str) -> Any:
    from forminv_lean.formal import parse

    try:
        return parse(text) if text else None
    except Exception:   # a type the formal parser does not read: nothing is fixed
        return None


def _show(e: Any) -> str | None:
    from forminv_lean.formal.meaning.elaboration import show_expr

    try:
        return show_expr(e)
    except Exception:   # a part `show_expr` does not print
        return None


def _domains(ty: str) -> list[str]:
    """`A → B → C` -> [A, B] (split at the arrows outside brackets); [] when `ty` is not a
    plain arrow type (a `∀`/dependent type, or no arrow)."""
    return _arrow_parts(ty)[:-1]


def _arrow_parts(ty: str) -> list[str]:
    """`A → B → C` -> [A, B, C]; [] when `ty` is not a plain arrow type."""
    if not ty or ty.lstrip().startswith(("∀", "(", "{", "[")) and "→" not in ty:
        return []
    parts: list[str] = []
    depth = 0
    cur: list[str] = []
    if re.search(r"→\S|\S→", ty):
        return []       # `→+`, `→*`, `→ₗ[R]`: a bundled map (a coercion to a function)
    for ch in ty:
        if ch in "([{⟨":
            depth += 1
        elif ch in ")]}⟩":
            depth -= 1
        if ch == "→" and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
            continue
        cur.append(ch)
    parts.append("".join(cur).strip())
    if len(parts) < 2 or any(not p or p.startswith(("∀", "Π")) or ":" in p for p in parts):
        return []
    last = parts[-1]
    if last.startswith("(") and last.endswith(")") and _balanced(last[1:-1]) and \
            (inner := _arrow_parts(last[1:-1])):
        return parts[:-1] + inner   # `α → (β → γ)`, as `show_expr` prints `α → β → γ`
    return parts


def _mentions(v: str, text: str) -> bool:
    return any(tok == v or tok.startswith(v + ".") for tok in IDENT.findall(text))


def _mentions_any(text: str, names: set[str]) -> bool:
    return any(_mentions(n, text) for n in names)


def _bound_in(tree: Any) -> set[str]:
    """Every name some binder inside the tree binds."""
    from forminv_lean.formal.meaning.ast import Binder, Ite, SetBuilder

    out: set[str] = set()
    for node, _ in _walk(tree, None):
        if isinstance(node, Binder):
            out.update(node.names)
        elif isinstance(node, SetBuilder):
            out.add(node.var)
        elif isinstance(node, Ite) and node.hyp:
            out.add(node.hyp)
    return out


#: Fields in the order Lean elaborates them where that is not the order they are declared:
#: `(e : T)` elaborates `T` first, a binder notation its domain (`∑ x ∈ s, …`, `{x ∈ s | …}`)
#: before its body.
_ORDER = {"Ascribe": ("type", "expr"), "BigOp": ("binders", "domain", "body"),
          "SetBuilder": ("type", "sep", "body")}


def _walk(node: Any, parent: Any) -> Iterator[tuple[Any, Any]]:
    """Nodes in elaboration order (a dataclass's fields are declared in the order written,
    but for `_ORDER`), each with its parent."""
    for n, up in _walk_up(node, (parent,) if parent is not None else ()):
        yield n, (up[0] if up else None)


def _walk_up(node: Any, up: tuple[Any, ...]) -> Iterator[tuple[Any, tuple[Any, ...]]]:
    """`_walk` with every node's ancestors, nearest first (a parent's own parent decides
    whether Lean gives it an expected type)."""
    if isinstance(node, tuple):
        for x in node:
            yield from _walk_up(x, up)
        return
    if not is_dataclass(node) or isinstance(node, type):
        return
    yield node, up
    names = _ORDER.get(type(node).__name__) or tuple(f.name for f in fields(node))
    for name in names:
        yield from _walk_up(getattr(node, name), (node, *up))
