"""When Lean includes a section `[AddTorsor V P]` whose `P` the header uses and `V` it does not.

Lean's rule (`Lean/Elab/MutualDef.lean`, `withHeaderSecVars` and its `collectUsed`, read at
leanprover/lean4 00cce80): the header is elaborated with every section variable in the local
context; afterwards the kept variables are those whose free variables occur in the elaborated
type (`headers.forM (·.type.collectFVars)`, which instantiates metavariables, so an instance
that typeclass resolution found occurs there too), the `include`d ones, their dependencies
(`addDependencies`), and each instance-implicit variable (not `omit`ted) all of whose free
variables are already kept. So `variable [AddTorsor V P]` with only `P` in the header is kept,
`V` with it, exactly when elaborating the header resolved an instance through it.

This module decides one case of that from the text, conservatively: the header (its binder
types, its statement, the types of the variables it includes) applies a Mathlib constant whose
signature takes `[AddTorsor V P]` (or `[NormedAddTorsor V P]`, which extends it) to `P` itself
or to a value whose type is `P` (`Set P`, `… → P`), and no other binder in scope could give `P`
a torsor (a binder on `P` whose class is outside `NOT_TORSORS`, or a second torsor binder on
`P`): then resolution of the constant's `AddTorsor ?V P` (`V` an outParam) found this binder,
and it is included. Likewise `[RingHomInvPair σ σ']` under a semilinear equivalence over `σ`
(`inv_pair_needed`), and `[FunLike F α β]` (`DFunLike`, `EquivLike`) when the header coerces
a value `f : F` to a function and no other binder could give `F` that coercion
(`fun_like_needed`), and `[RingHomCompTriple σ₁₂ σ₂₃ σ₁₃]` under a composition `g.comp f` of
semilinear maps over `σ₂₃` and `σ₁₂` (`comp_triple_needed`). Anything else is left to the
caller (which refuses or leaves it out by its own certain rules): a use this module does not
see is never taken for an absence.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

from forminv_lean.extract.lean_decl import Binder, LeanDecl
from forminv_lean.formalise.context import LeanContext
from forminv_lean.formalise.resolve import IDENT

Resolve = Callable[[str], list[str]]

#: Torsor classes, as the declaration's scope resolves an instance binder's head (`AffineSpace`
#: is `scoped[Affine] notation "AffineSpace" => AddTorsor`, LinearAlgebra/AffineSpace/Defs.lean:42;
#: `class NormedAddTorsor (V : outParam Type*) (P : Type*) … extends AddTorsor V P`,
#: Analysis/Normed/Group/AddTorsor.lean).
TORSORS = frozenset({"AddTorsor", "NormedAddTorsor"})

#: Type constructors taking `[AddTorsor V P]` for the explicit arguments at these positions
#: (0-based), each read at Mathlib v4.19.0: `structure AffineSubspace (k : Type*) {V : Type*}
#: (P : Type*) … [AddTorsor V P]` (LinearAlgebra/AffineSpace/AffineSubspace/Defs.lean:133),
#: `structure AffineMap (k : Type*) {V1 : Type*} (P1 : Type*) {V2 : Type*} (P2 : Type*)`
#: (…/AffineMap.lean:49), `structure AffineEquiv (k P₁ P₂ : Type*)` (…/AffineEquiv.lean:43),
#: `structure AffineIsometry extends P →ᵃ[𝕜] P₂`, `structure AffineIsometryEquiv extends P ≃ᵃ[𝕜]
#: P₂` (Analysis/Normed/Affine/Isometry.lean:50,265), `structure ContinuousAffineMap (R : Type*)
#: {V W : Type*} (P Q : Type*)` (Topology/Algebra/ContinuousAffineMap.lean:32), `structure
#: ContinuousAffineEquiv (k P₁ P₂ : Type*)` (LinearAlgebra/AffineSpace/ContinuousAffineEquiv.lean:39),
#: `structure AffineBasis (ι : Type u₁) (k : Type u₂) {V : Type u₃} (P : Type u₄)`
#: (…/Basis.lean:48), `structure Simplex (n : ℕ)` over `variable (k : Type*) {V : Type*} (P :
#: Type*) … [AddTorsor V P]` in `namespace Affine` and `abbrev Triangle := Simplex k P 2`
#: (…/Independent.lean:768,773).
TYPES: dict[str, tuple[int, ...]] = {
    "AffineSubspace": (1,), "AffineMap": (1, 2), "AffineEquiv": (1, 2),
    "AffineIsometry": (1, 2), "AffineIsometryEquiv": (1, 2), "ContinuousAffineMap": (1, 2),
    "ContinuousAffineEquiv": (1, 2), "AffineBasis": (2,), "Affine.Simplex": (1,),
    "Affine.Triangle": (1,),
    # constants whose explicit type argument is the torsor's `P` (their result a torsor map
    # type on it), each read at v4.19.0: `variable (k P1)` then `def const (p : P2) : P1 →ᵃ[k]
    # P2`, `nonrec def id : P1 →ᵃ[k] P1` (…/AffineMap.lean:151,154,325,327); `variable (k P₁)`,
    # `def refl : P₁ ≃ᵃ[k] P₁` (…/AffineEquiv.lean:227,231); `variable (k P₁) in def refl : P₁
    # ≃ᴬ[k] P₁` (…/ContinuousAffineEquiv.lean:144); `variable (𝕜 P)`, `def refl : P ≃ᵃⁱ[𝕜] P`
    # (Analysis/Normed/Affine/Isometry.lean:411,414); `variable (R P)`, `def const (q : Q) : P
    # →ᴬ[R] Q` (Topology/Algebra/ContinuousAffineMap.lean:114,117)
    "AffineMap.const": (1,), "AffineMap.id": (1,), "AffineEquiv.refl": (1,),
    "ContinuousAffineEquiv.refl": (1,), "AffineIsometryEquiv.refl": (1,),
    "ContinuousAffineMap.const": (1,),
}

#: The notations of those maps (`notation:25 P1 " →ᵃ[" k:25 "] " P2:0 => AffineMap k P1 P2`,
#: …/AffineMap.lean:58; `≃ᵃ[` …/AffineEquiv.lean:49; `→ᵃⁱ[`, `≃ᵃⁱ[` Isometry.lean:271 and its
#: module doc; `→ᴬ[` ContinuousAffineMap.lean:38; `≃ᴬ[` ContinuousAffineEquiv.lean:47).
_ARROWS = r"(?:→ᵃⁱ|≃ᵃⁱ|→ᵃ|≃ᵃ|→ᴬ|≃ᴬ)\["

#: Functions and predicates taking `[AddTorsor V P]` (or `[NormedAddTorsor V P]`) whose explicit
#: arguments of a type built on `P` (`x : P`, `s : Set P`, `p : ι → P`) are all of the torsor's
#: `P`. Read at v4.19.0 with their files' `variable` lines: `Wbtw`, `Sbtw (x y z : P)`
#: (Analysis/Convex/Between.lean:123,127, `[AddTorsor V P]` at :41); `intrinsicInterior`,
#: `intrinsicFrontier`, `intrinsicClosure (s : Set P)` (Analysis/Convex/Intrinsic.lean:57-65, :53);
#: `midpoint (x y : P)` (LinearAlgebra/AffineSpace/Midpoint.lean:42); `AffineMap.lineMap (p₀ p₁ :
#: P1)`, `AffineMap.homothety (c : P1)` (…/AffineMap.lean:441,756); `AffineEquiv.pointReflection
#: (x : P₁)` (…/AffineEquiv.lean:456); `Equiv.pointReflection (x : P)` (Algebra/AddTorsor/Defs.lean:
#: 218, `[AddTorsor G P]` at :172); `AffineIsometryEquiv.pointReflection (x : P)` (Isometry.lean:
#: 678); `vectorSpan`, `affineSpan (s : Set P)` (…/AffineSubspace/Defs.lean:59,409);
#: `Collinear`, `Coplanar (s : Set P)` (…/FiniteDimensional.lean:365,613); `AffineIndependent (p
#: : ι → P)` (…/Independent.lean:49); `EuclideanGeometry.angle`, `EuclideanGeometry.oangle (p₁ p₂
#: p₃ : P)` (Geometry/Euclidean/Angle/Unoriented/Affine.lean:42, Oriented/Affine.lean:40),
#: `EuclideanGeometry.inversion (c : P) (R : ℝ) (x : P)` (Euclidean/Inversion/Basic.lean:40),
#: `AffineSubspace.perpBisector (p₁ p₂ : P)` (Euclidean/PerpBisector.lean:35), all over
#: `[NormedAddTorsor V P]`; `spanPoints (s : Set P)` (…/AffineSubspace/Defs.lean:91, over
#: `variable [AffineSpace V P]` at :55).
FUNCTIONS = frozenset({
    "Wbtw", "Sbtw", "intrinsicInterior", "intrinsicFrontier", "intrinsicClosure", "midpoint",
    "AffineMap.lineMap", "AffineMap.homothety", "AffineEquiv.pointReflection",
    "Equiv.pointReflection", "AffineIsometryEquiv.pointReflection", "vectorSpan", "affineSpan",
    "Collinear", "Coplanar", "AffineIndependent", "EuclideanGeometry.angle",
    "EuclideanGeometry.oangle", "EuclideanGeometry.inversion", "AffineSubspace.perpBisector",
    "spanPoints",
    # value arguments on `P`, read at v4.19.0: `def affineSegment … [AddTorsor V P] (x y : P)`
    # after `variable (R : Type*)` (Analysis/Convex/Between.lean:27,37); `def Equiv.vaddConst (p :
    # P) : G ≃ P`, `def Equiv.constVSub (p : P) : P ≃ G` over `variable … [AddTorsor G P]`
    # (Algebra/AddTorsor/Defs.lean:172,175,190); `AffineEquiv.vaddConst (b : P₁) : V₁ ≃ᵃ[k] P₁`,
    # `AffineEquiv.constVSub (p : P₁) : P₁ ≃ᵃ[k] V₁` after `variable (k)` (…/AffineEquiv.lean:
    # 362,367,373); `variable (𝕜) in def vaddConst (p : P) : V ≃ᵃⁱ[𝕜] P`, `… constVSub (p : P) :
    # P ≃ᵃⁱ[𝕜] V` (Isometry.lean:616-640); the `p` of `AffineMap.const`, the `q` of
    # `ContinuousAffineMap.const` (their codomain's torsor, the maps' type needing it, above)
    "affineSegment", "Equiv.vaddConst", "Equiv.constVSub", "AffineEquiv.vaddConst",
    "AffineEquiv.constVSub", "AffineIsometryEquiv.vaddConst", "AffineIsometryEquiv.constVSub",
    "AffineMap.const", "ContinuousAffineMap.const",
    # `slope (f : k → PE) (a b : k) : E` over `variable … [AddTorsor E PE]`
    # (LinearAlgebra/AffineSpace/Slope.lean:24,28); over `variable … [S : AffineSpace V P]
    # {ι : Type*} (s : Finset ι)` (LinearAlgebra/AffineSpace/Combination.lean:52-54):
    # `Finset.weightedVSubOfPoint (p : ι → P) (b : P)`, `Finset.weightedVSub (p : ι → P)`,
    # `Finset.affineCombination (p : ι → P)` after `variable (k)` (:63,232,341,349), and
    # `Finset.centroid (p : ι → P) : P` over `variable (k : Type*) … [AffineSpace V P] … (s :
    # Finset ι)` (:722,723,765); written `s.affineCombination k p` (`_dotted`)
    "slope", "Finset.weightedVSubOfPoint", "Finset.weightedVSub", "Finset.affineCombination",
    "Finset.centroid",
    # over `variable … [MetricSpace P] [NormedAddTorsor V P]`, each using the torsor in its
    # fields or body (Geometry/Euclidean/Sphere/Basic.lean:184,225,304: `structure IsDiameter (s
    # : Sphere P) (p₁ p₂ : P)` with `midpoint_eq_center : midpoint ℝ p₁ p₂ = s.center`,
    # `protected def ofDiameter (p₁ p₂ : P) : Sphere P := ⟨midpoint ℝ p₁ p₂, …⟩`; Sphere/
    # Tangent.lean:59,63,127,261,290: `def orthRadius (s : Sphere P) (p : P) : AffineSubspace ℝ
    # P`, `structure IsTangentAt (s : Sphere P) (p : P) (as : AffineSubspace ℝ P)`, `structure
    # IsExtTangentAt (s₁ s₂ : Sphere P) (p : P)` and `IsIntTangentAt` with a `Wbtw ℝ …` field);
    # `def univBall (c : P) (r : ℝ) : PartialHomeomorph E P` over `variable … [NormedAddTorsor E
    # P]`, its body `IsometryEquiv.vaddConst c` (Analysis/NormedSpace/HomeomorphBall.lean:99,118)
    "EuclideanGeometry.Sphere.IsDiameter", "EuclideanGeometry.Sphere.ofDiameter",
    "EuclideanGeometry.Sphere.orthRadius", "EuclideanGeometry.Sphere.IsTangentAt",
    "EuclideanGeometry.Sphere.IsExtTangentAt", "EuclideanGeometry.Sphere.IsIntTangentAt",
    "PartialHomeomorph.univBall",
    # `structure Concyclic (ps : Set P) : Prop` with a `Coplanar ℝ ps` field, after `variable …
    # [MetricSpace P] [NormedAddTorsor V P]` (Geometry/Euclidean/Sphere/Basic.lean:184,202; its
    # `Cospherical` at :143 comes before that line and takes only `[MetricSpace P]`: not one);
    # `protected def Wbtw (l : List P)`, `protected def Sbtw (l : List P)` in `namespace List`
    # over `variable … [AddTorsor V P]` (Analysis/Convex/BetweenList.lean:26,30,34,45), written
    # `l.Sbtw R` (`_dotted`)
    "EuclideanGeometry.Concyclic", "List.Wbtw", "List.Sbtw",
})

#: `notation "line[" k ", " p₁ ", " p₂ "]" => affineSpan k (insert p₁ (@singleton _ _
#: Set.instSingletonSet p₂))` (LinearAlgebra/AffineSpace/AffineSubspace/Defs.lean:915, not
#: scoped): `affineSpan` of two points.
_LINE = re.compile(r"line\[([^\[\]]*)\]")

#: Notations for two of them: `scoped notation "∠" => EuclideanGeometry.angle`, `scoped notation
#: "∡" => EuclideanGeometry.oangle` (the files above, :45 and :43; no other Mathlib notation
#: spells these atoms).
_ANGLES = re.compile(r"(?<![\w'])([∠∡])")

#: Classes of a binder on `P` that give it no torsor, so do not compete with the torsor binder
#: for `AddTorsor ?V P`: metric, topological and measurable structure, cardinality, nonemptiness
#: (none of them or their ancestors has a `VAdd`/`VSub` parent, and Mathlib has no instance
#: from one of them to `AddTorsor`).
NOT_TORSORS = frozenset({
    "MetricSpace", "PseudoMetricSpace", "EMetricSpace", "PseudoEMetricSpace", "TopologicalSpace",
    "UniformSpace", "T2Space", "CompleteSpace", "ProperSpace", "MeasurableSpace", "BorelSpace",
    "Nonempty", "Inhabited", "Nontrivial", "Fintype", "Finite", "Countable",
})

_OPEN = {"(": ")", "[": "]", "{": "}", "⟨": "⟩"}


def _readable(texts: Iterable[str]) -> Iterator[object]:
    """The parsed trees of `texts`; a text the parser does not read gives no evidence."""
    from forminv_lean.formal.meaning.parser import parse

    for t in texts:
        try:
            yield parse(t)
        except Exception:
            continue


def application_args(text: str, start: int, count: int) -> list[str]:
    """Up to `count` application arguments of `text` from `start`: identifiers, numerals or
    bracketed groups, stopping at anything else (an operator, `,`, a closing bracket)."""
    out: list[str] = []
    i = start
    while len(out) < count:
        while i < len(text) and text[i] == " ":
            i += 1
        if i >= len(text):
            break
        ch = text[i]
        vector = ch == "!" and text[i + 1:i + 2] == "["   # `![a, b]`, one argument
        if vector:
            i += 1
            ch = "["
        if ch in _OPEN:
            depth, j = 0, i
            stack: list[str] = []
            while j < len(text):
                if text[j] in _OPEN:
                    stack.append(_OPEN[text[j]])
                    depth += 1
                elif stack and text[j] == stack[-1]:
                    stack.pop()
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            if depth:
                break
            out.append(("!" if vector else "") + text[i:j + 1])
            i = j + 1
            continue
        m = IDENT.match(text, i)
        if m is None or m.start() != i:
            break
        out.append(m.group(0))
        i = m.end()
    return out


def _on(p: str, ty: str | None) -> bool:
    """Is `ty` a type built on `P` as the torsor functions take it: `P`, `Set P`, `Finset P`,
    `List P`, `X → P`, `Sphere P` (`variable {V : Type*} (P : Type*)`, `structure Sphere [MetricSpace P]`,
    Geometry/Euclidean/Sphere/Basic.lean:41,48 at v4.19.0: the `Sphere` functions' receiver)?"""
    t = " ".join((ty or "").split())
    return t == p or t in (f"Set {p}", f"Finset {p}", f"List {p}", f"Sphere {p}",
                           f"EuclideanGeometry.Sphere {p}") or \
        re.fullmatch(rf"[^()→]+→\s*{re.escape(p)}", t) is not None


def _arg_on(p: str, arg: str, types: dict[str, str | None]) -> bool:
    """Is the argument `arg` of a type built on `P`: a variable so typed, a variable `c : X → P`
    applied once, or an ascription `(… : Set P)`?"""
    if arg in types:
        return _on(p, types[arg])
    applied = re.fullmatch(r"\(([^\s()]+) ([^\s()]+)\)", arg)   # `(c a)`, `c : X → P`
    if applied is not None and applied.group(1) in types:
        return re.fullmatch(rf"[^()→]+→\s*{re.escape(p)}",
                            " ".join((types[applied.group(1)] or "").split())) is not None
    m = re.fullmatch(r"\((.*):([^:()]*)\)", arg)
    if m is not None:
        return _on(p, m.group(2))
    return _range_on(p, arg, types) or _vector_on(p, arg, types)


def _range_on(p: str, arg: str, types: dict[str, str | None]) -> bool:
    """`(Set.range c)` with `c : X → P`: a `Set P` (`def range (f : ι → α) : Set α` in `namespace Set`,
    Mathlib v4.19.0 Data/Set/Operations.lean:132)."""
    m = re.fullmatch(r"\(Set\.range ([^\s()]+)\)", arg)
    return m is not None and m.group(1) in types and re.fullmatch(
        rf"[^()→]+→\s*{re.escape(p)}", " ".join((types[m.group(1)] or "").split())) is not None


def _vector_on(p: str, arg: str, types: dict[str, str | None]) -> bool:
    """`![a, b, …]` with one entry a variable of type `P`: a `Fin n → P` (`def vecCons (h : α)
    (t : Fin n → α) : Fin n.succ → α` in `namespace Matrix`, `syntax "![" term,* "]"` its
    notation, Mathlib v4.19.0 Data/Fin/VecNotation.lean:55,66)."""
    m = re.fullmatch(r"!\[([^\[\]]*)\]", arg)
    return m is not None and any(
        e.strip() in types and " ".join((types[e.strip()] or "").split()) == p
        for e in m.group(1).split(","))


def _types_need(p: str, text: str, resolve: Resolve) -> bool:
    """Does `text` apply a torsor type constructor to `P` (`AffineSubspace k P`, `P →ᵃ[k] Q`)?"""
    t = " ".join(text.split())
    q = re.escape(p)
    if re.search(rf"(?:^|[(:,\[{{])\s*{q}\s+{_ARROWS}", t) or \
            re.search(rf"{_ARROWS}[^\]]*\]\s*{q}\s*(?:$|[),\]}}])", t):
        return True
    for m in IDENT.finditer(t):
        full = resolve(m.group(0).lstrip("@"))
        positions = {k for f in full for k in TYPES.get(f, ())}
        if full and all(f in TYPES for f in full):
            args = application_args(t, m.end(), max(positions) + 1)
            if any(k < len(args) and args[k] == p for k in positions):
                return True
    return False


def _functions_need(p: str, text: str, types: dict[str, str | None], resolve: Resolve) -> bool:
    """Does `text` apply a torsor function to an argument whose type is built on `P`
    (`Wbtw R x y z` with `x : P`, `∠ a b c`, `x -ᵥ y`)?"""
    t = " ".join(text.split())
    for m in _ANGLES.finditer(t):
        if any(_arg_on(p, a, types) for a in application_args(t, m.end(), 3)):
            return True
    for m in re.finditer(r"(\S+)\s+-ᵥ\s+(\S+)", t):   # `VSub (G : outParam Type*) (P : Type*)`
        if any(_arg_on(p, a.strip("()‖"), types) for a in m.groups()):
            return True
    for m in _LINE.finditer(t):
        if any(_arg_on(p, a.strip(), types) for a in m.group(1).split(",")[1:]):
            return True
    for m in IDENT.finditer(t):
        dotted = _dotted(m.group(0), types, resolve)
        full = dotted or resolve(m.group(0).lstrip("@"))
        if full and all(f in FUNCTIONS for f in full):
            # `s.orthRadius p`, `l.Sbtw R`: the receiver is an argument too
            receiver = [m.group(0).partition(".")[0]] if dotted else []
            if any(_arg_on(p, a, types) for a in receiver + application_args(t, m.end(), 4)):
                return True
    return False


def _dotted(name: str, types: dict[str, str | None], resolve: Resolve) -> list[str]:
    """The constant `x.f` means by dot notation on a variable `x` of the header (`s.centroid`
    with `s : Finset ι` is `Finset.centroid`, `s` its first `Finset` argument), as its type's
    head resolves; `[]` when `name` is not `x.f` on a typed variable."""
    obj, _, field = name.partition(".")
    if not field or "." in field or obj not in types:
        return []
    owner = IDENT.match(" ".join((types[obj] or "").split()))
    owners = resolve(owner.group(0)) if owner is not None else []
    return [f"{owners[0]}.{field}"] if len(owners) == 1 else []


def _expanded(ty: str, expand: Callable[[str], str] | None) -> str | None:
    """A binder type with the scope's notations expanded and its spaces normalised; None when
    a notation cannot be expanded (the type is then not read)."""
    t = " ".join(ty.split())
    if expand is None:
        return t
    try:
        return " ".join(expand(t).split())
    except Exception:   # a notation the scope cannot expand: not read
        return None


def torsor_on(ty: str, expand: Callable[[str], str] | None,
              resolve: Resolve) -> tuple[str, str] | None:
    """`(V, P)` of an instance binder type `AddTorsor V P` / `NormedAddTorsor V P` /
    `AffineSpace V P` (as the scope's notations and names read it), else None."""
    if (t := _expanded(ty, expand)) is None:
        return None
    m = re.fullmatch(r"@?([\w.']+) ([^\s()]+) ([^\s()]+)", t)
    if m is None:
        return None
    full = resolve(m.group(1))
    if not full or not all(f in TORSORS for f in full):
        return None
    return m.group(2), m.group(3)


#: `class VSub (G : outParam Type*) (P : Type*)` (Algebra/Notation/Defs.lean at v4.19.0), and its
#: pointwise instances on collections of `P`, each from `[VSub α β]`: `protected def Set.vsub :
#: VSub (Set α) (Set β)` (Algebra/Group/Pointwise/Set/Scalar.lean), `Finset.vsub [DecidableEq
#: α] : VSub (Finset α) (Finset β)` (…/Pointwise/Finset/Scalar.lean), `Filter.instVSub : VSub
#: (Filter α) (Filter β)` (Order/Filter/Pointwise.lean), scoped in `Pointwise`.
VSUB = "VSub"
_VSUB_COLLECTIONS = ("Set", "Finset", "Filter")


def vsub_on(ty: str, expand: Callable[[str], str] | None,
            resolve: Resolve) -> tuple[str, str] | None:
    """`(G, P)` of an instance binder type `VSub G P` on two names, else None."""
    if (t := _expanded(ty, expand)) is None:
        return None
    m = re.fullmatch(r"([\w.']+) ([^\s()]+) ([^\s()]+)", t)
    if m is None or resolve(m.group(1)) != [VSUB]:
        return None
    return m.group(2), m.group(3)


def _vsub_of(e: object, p: str, types: dict[str, str | None]) -> bool:
    """Does the parsed `e` take `x -ᵥ y` (`VSub.vsub x y`) with an operand a variable whose
    type is `P` or `Set P`/`Finset P`/`Filter P`, or an ascription to one of those?"""
    from forminv_lean.formal.meaning.ast import App, Ascribe, Name

    def on(t: str) -> bool:
        t = " ".join(t.split())
        return t == p or any(t == f"{c} {p}" for c in _VSUB_COLLECTIONS)

    def typed(x: object) -> bool:
        if isinstance(x, Name):
            return on(types.get(x.id) or "")
        if isinstance(x, Ascribe):
            ty = x.type
            return isinstance(ty, Name) and ty.id == p or isinstance(ty, App) and isinstance(
                ty.fn, Name) and ty.fn.id in _VSUB_COLLECTIONS and ty.args == (Name(p),)
        return False

    if isinstance(e, App) and e.fn == Name("VSub.vsub") and any(typed(a) for a in e.args):
        return True
    return any(_vsub_of(c, p, types) for c in _children(e))


def vsub_needed(b: Binder, texts: Iterable[str], types: dict[str, str | None],
                rivals: Iterable[str | None], expand: Callable[[str], str] | None,
                resolve: Resolve, bound: set[str]) -> bool:
    """Is the binder `b` = `[VSub G P]` one Lean includes because the header's elaboration used
    it? It is when the header subtracts (`-ᵥ`) values of `P`, or of a set, finset or filter of
    them (`_vsub_of`), whose `VSub ?G P` resolution (directly or under the pointwise instance)
    only `b` can answer: no other binder in scope on `P` but of a class in `NOT_TORSORS`."""
    found = vsub_on(b.type or "", expand, resolve)
    if found is None:
        return False
    g, p = found
    if not _unrivalled(p, g, bound, rivals, resolve):
        return False
    return any(_vsub_of(e, p, types) for e in _readable(texts))


def _unrivalled(p: str, g: str, bound: set[str], rivals: Iterable[str | None],
                resolve: Resolve) -> bool:
    """Can only the binder under test answer a resolution on the points `p` (over `g`)? Neither
    is bound again by the header, `p` is a plain name, and no other binder in scope on `p` is of
    a class outside `NOT_TORSORS`."""
    if p in bound or g in bound or not IDENT.fullmatch(p):
        return False
    return not any(p in IDENT.findall(r or "") and not set(_class_name(r, resolve)) <= NOT_TORSORS
                   for r in rivals)


def _class_name(ty: str | None, resolve: Resolve) -> list[str]:
    """The classes a binder type's head may name (the head as written when the index does not
    know it: Lean core's `Nonempty`); `["?"]` when the type has no head."""
    head = IDENT.match(" ".join((ty or "").split()).lstrip("@"))
    return (resolve(head.group(0)) or [head.group(0)]) if head else ["?"]


def torsor_needed(b: Binder, texts: Iterable[str], types: dict[str, str | None],
                  rivals: Iterable[str | None], expand: Callable[[str], str] | None,
                  resolve: Resolve, bound: set[str]) -> bool:
    """Is the torsor binder `b` one Lean includes because the header's elaboration used it?
    `texts`: the header's binder types, its statement and the included variables' types;
    `types`: the type of each variable they may apply (header binders, included variables);
    `rivals`: the types of every other instance or class-typed binder in scope; `bound`: names
    the header or statement binds again (a `P` or `V` so shadowed is not decided)."""
    found = torsor_on(b.type or "", expand, resolve)
    if found is None:
        return False
    v, p = found
    if not _unrivalled(p, v, bound, rivals, resolve):
        return False
    texts = list(texts)
    return any(_types_need(p, t, resolve) or _functions_need(p, t, types, resolve)
               for t in texts)


#: The semilinear equivalence types, whose first explicit argument `σ` asks `[RingHomInvPair σ ?σ']
#: and `[RingHomInvPair ?σ' σ]`, `σ'` an implicit argument: `structure LinearEquiv … (σ : R →+* S)
#: {σ' : S →+* R} [RingHomInvPair σ σ'] [RingHomInvPair σ' σ] (M : Type*) (M₂ : Type*)`
#: (Algebra/Module/Equiv/Defs.lean:47), `structure ContinuousLinearEquiv … (σ : R →+* S) {σ' : S
#: →+* R} [RingHomInvPair σ σ'] [RingHomInvPair σ' σ] (M : Type*)` (Topology/Algebra/Module/
#: Equiv.lean:33), `structure LinearIsometryEquiv (σ₁₂ : R →+* R₂) {σ₂₁ : R₂ →+* R}
#: [RingHomInvPair σ₁₂ σ₂₁] [RingHomInvPair σ₂₁ σ₁₂] (E E₂ : Type*)` (Analysis/Normed/Operator/
#: LinearIsometry.lean:408).
SEMILINEAR_EQUIVS = frozenset({"LinearEquiv", "ContinuousLinearEquiv", "LinearIsometryEquiv"})

#: Their notations with `σ` between the brackets: `notation:50 M " ≃ₛₗ[" σ "] " M₂ => LinearEquiv
#: σ M M₂` (Equiv/Defs.lean:70), `notation:50 M " ≃SL[" σ "] " M₂ => ContinuousLinearEquiv σ M M₂`
#: (Module/Equiv.lean:44), `notation:25 E " ≃ₛₗᵢ[" σ₁₂:25 "] " E₂:0 => LinearIsometryEquiv σ₁₂ E
#: E₂` (LinearIsometry.lean:414).
_SEMILINEAR_ARROWS = re.compile(r"(?:≃ₛₗᵢ|≃ₛₗ|≃SL)\[\s*([^\[\]]*?)\s*\]")

#: `class RingHomInvPair (σ : R₁ →+* R₂) (σ' : outParam (R₂ →+* R₁))` (Algebra/Ring/
#: CompTypeclasses.lean:78): `σ` is its input, `σ'` found by resolution.
INV_PAIR = "RingHomInvPair"


def inv_pair_on(ty: str, resolve: Resolve) -> tuple[str, str] | None:
    """`(σ, σ')` of an instance binder type `RingHomInvPair σ σ'` on two names, else None."""
    m = re.fullmatch(r"([\w.']+) ([^\s()]+) ([^\s()]+)", " ".join(ty.split()))
    if m is None or not IDENT.fullmatch(m.group(2)) or not IDENT.fullmatch(m.group(3)):
        return None
    full = resolve(m.group(1))
    return (m.group(2), m.group(3)) if full == [INV_PAIR] else None


def _semilinear_equiv_on(sigma: str, text: str, resolve: Resolve) -> bool:
    """Does `text` form a semilinear equivalence type over `σ` (`M ≃ₛₗ[σ] M₂`,
    `ContinuousLinearEquiv σ M M₂`)?"""
    t = " ".join(text.split())
    if any(m.group(1) == sigma for m in _SEMILINEAR_ARROWS.finditer(t)):
        return True
    for m in IDENT.finditer(t):
        if t[max(m.start() - 1, 0):m.start()] == "@":   # explicit mode: `R` comes first
            continue
        full = resolve(m.group(0))
        if full and all(f in SEMILINEAR_EQUIVS for f in full) \
                and application_args(t, m.end(), 1) == [sigma]:
            return True
    return False


def inv_pair_needed(b: Binder, texts: Iterable[str], rivals: Iterable[str | None],
                    resolve: Resolve, bound: set[str]) -> bool:
    """Is the binder `b` = `[RingHomInvPair σ σ']` one Lean includes because the header's
    elaboration used it? It is when the header forms a semilinear equivalence type over `σ`
    (`SEMILINEAR_EQUIVS`), whose `[RingHomInvPair σ ?σ']` resolution must answer, and no other
    binder in scope can: `σ` is a variable, so no global instance matches it (Mathlib's
    `RingHomInvPair` instances at v4.19.0 are all on closed maps: `RingHomInvPair.ids` on
    `RingHom.id`, CompTypeclasses.lean:98; `starRingEnd R`, Algebra/Star/Basic.lean:422; the
    Frobenius of RingTheory/WittVector/Isocrystal.lean:86,89; `RingHomInvPair.of_ringEquiv` is
    only ever a `local instance … in`), and a rival is any other binder whose type mentions `σ`
    whose head may be `RingHomInvPair` with `σ` as its first argument (or has no head)."""
    sigma = unanswered_inv_pair(b, rivals, resolve, bound)
    return sigma is not None and any(_semilinear_equiv_on(sigma, t, resolve) for t in texts)


def unanswered_inv_pair(b: Binder, rivals: Iterable[str | None], resolve: Resolve,
                        bound: set[str], answering: str | None = None) -> str | None:
    """The `σ` of `b` = `[RingHomInvPair σ σ']` when no rival binder may answer
    `RingHomInvPair σ ?σ'` (nor, given, a class named `answering`): None otherwise."""
    found = inv_pair_on(b.type or "", resolve)
    if found is None:
        return None
    sigma, inverse = found
    if sigma in bound or inverse in bound or sigma == inverse:
        return None
    for r in rivals:
        if sigma not in IDENT.findall(r or ""):
            continue
        heads = _class_name(r, resolve)
        if heads == ["?"] or answering is not None and answering in heads:
            return None
        other = inv_pair_on(r or "", resolve)
        if INV_PAIR in heads and (other is None or other[0] == sigma):
            return None
    return sigma


def reverse_pair_needed(b: Binder, texts: Iterable[str], rivals: Iterable[str | None],
                        resolve: Resolve, bound: set[str]) -> bool:
    """Is `b` = `RingHomInvPair σ' σ` (in brackets or braces) the second inverse pair a
    semilinear equivalence over `σ` asks (`[RingHomInvPair σ' σ]` of `SEMILINEAR_EQUIVS`, once
    the first pair has made `σ'` known)? It is when the header forms such a type over `σ`, the
    one binder in scope giving `RingHomInvPair σ _` is `RingHomInvPair σ σ'` (so `σ'` is what
    the first resolution answers), and no other binder may give `RingHomInvPair σ' σ`: the goal
    is then closed (no metavariable), and the local instances are tried before any global one
    (`getInstances`, Lean 4 `Meta/SynthInstance.lean`), `b` the only one that unifies."""
    found = inv_pair_on(b.type or "", resolve)
    if found is None:
        return False
    inverse, sigma = found
    if sigma in bound or inverse in bound or sigma == inverse:
        return False
    firsts: list[tuple[str, str]] = []
    for r in rivals:
        words = IDENT.findall(r or "")
        if sigma not in words and inverse not in words:
            continue
        heads = _class_name(r, resolve)
        if heads == ["?"]:
            return False
        if INV_PAIR not in heads:
            continue
        other = inv_pair_on(r or "", resolve)
        if other is None or other == (inverse, sigma):
            return False   # not read, or a second binder of `b`'s own type
        if other[0] == sigma:
            firsts.append(other)
    return firsts == [(sigma, inverse)] and \
        any(_semilinear_equiv_on(sigma, t, resolve) for t in texts)


#: `class RingHomCompTriple (σ₁₂ : R₁ →+* R₂) (σ₂₃ : R₂ →+* R₃) (σ₁₃ : outParam (R₁ →+* R₃))`
#: (Algebra/Ring/CompTypeclasses.lean): `σ₁₃` is found by resolution from the first two.
COMP_TRIPLE = "RingHomCompTriple"

#: The compositions of semilinear maps, `g.comp f` with `g` over `σ₂₃` and `f` over `σ₁₂`,
#: each asking `[RingHomCompTriple σ₁₂ σ₂₃ ?σ₁₃]`, by the arrow of their operands' types (read at
#: v4.19.0): `def comp [RingHomCompTriple σ₁₂ σ₂₃ σ₁₃] (f : M₂ →ₛₗ[σ₂₃] M₃) (g : M₁ →ₛₗ[σ₁₂]
#: M₂)` (Algebra/Module/LinearMap/Defs.lean:471); `def comp (g : M₂ →SL[σ₂₃] M₃) (f : M₁
#: →SL[σ₁₂] M₂) : M₁ →SL[σ₁₃] M₃ := ⟨(g : M₂ →ₛₗ[σ₂₃] M₃).comp (f : M₁ →ₛₗ[σ₁₂] M₂), …⟩`
#: (Topology/Algebra/Module/LinearMap.lean:412) and `def comp (g : E₂ →ₛₗᵢ[σ₂₃] E₃) (f : E
#: →ₛₗᵢ[σ₁₂] E₂) : E →ₛₗᵢ[σ₁₃] E₃ := ⟨g.toLinearMap.comp f.toLinearMap, …⟩`
#: (Analysis/Normed/Operator/LinearIsometry.lean:332), whose bodies use the file's `variable
#: [RingHomCompTriple σ₁₂ σ₂₃ σ₁₃]`. (`trans` of equivalences also asks the inverses' triple:
#: not read.)
_COMPOSED_ARROWS = {"→ₛₗ": "LinearMap", "→SL": "ContinuousLinearMap", "→ₛₗᵢ": "LinearIsometry"}
_MAP_OVER = re.compile(r"(→ₛₗᵢ|→ₛₗ|→SL)\[\s*([^\[\]]*?)\s*\]")
#: `g.comp`, `(-g).comp` or `(0 : T).comp`: the left operand, a variable or a bracketed term
_COMP = re.compile(r"(?:(\((?:[^()]|\([^()]*\))*\))|(?<![\w.'])([^\s().‖|]+))\.comp(?![\w'])")


def _map_over(ty: str | None) -> tuple[str, str] | None:
    """(arrow, σ) of a semilinear map type `M →ₛₗ[σ] M₂` with one such arrow, else None."""
    found = _MAP_OVER.findall(" ".join((ty or "").split()))
    return found[0] if len(found) == 1 else None


def _operand_type(arg: str, types: dict[str, str | None]) -> str | None:
    """The type of a composition's operand: a variable, its negation `(-f)`, or an ascription
    `(x : T)`; None otherwise."""
    a = arg.strip()
    m = re.fullmatch(r"\((.*):([^:()]*)\)", a)
    if m is not None:
        return m.group(2)
    a = a[1:-1].strip() if a.startswith("(") and a.endswith(")") else a
    a = a[1:].strip() if a.startswith("-") else a
    return types.get(a) if a in types else None


def comp_triple_needed(b: Binder, texts: Iterable[str], types: dict[str, str | None],
                       rivals: Iterable[str | None], resolve: Resolve, bound: set[str]) -> bool:
    """Is the binder `b` = `[RingHomCompTriple σ₁₂ σ₂₃ σ₁₃]` (`σ₁₃` not in the header) one Lean
    includes because the header's elaboration used it? It is when the header composes `g.comp
    f` with `g` a semilinear map over `σ₂₃` and `f` one over `σ₁₂` of the same kind
    (`_COMPOSED_ARROWS`): the goal `RingHomCompTriple σ₁₂ σ₂₃ ?σ₁₃` is tried on the local
    instances first, and `b` is the only one that can match it (a rival is another binder
    whose type mentions `σ₁₂` and may be such a triple on the same two maps, or has no head);
    `σ₁₂ σ₂₃` are variables, which no global instance (`RingHomCompTriple.ids`, `right_ids`
    on `RingHom.id`) is stated on."""
    m = re.fullmatch(r"([\w.']+) ([^\s()]+) ([^\s()]+) ([^\s()]+)", " ".join((b.type or "").split()))
    if m is None or resolve(m.group(1)) != [COMP_TRIPLE]:
        return False
    first, second = m.group(2), m.group(3)
    if not (IDENT.fullmatch(first) and IDENT.fullmatch(second)) or {first, second} & bound:
        return False
    for r in rivals:
        if first not in IDENT.findall(r or ""):
            continue
        heads = _class_name(r, resolve)
        if heads == ["?"]:
            return False
        other = re.fullmatch(r"([\w.']+) ([^\s()]+) ([^\s()]+) .+", " ".join((r or "").split()))
        if COMP_TRIPLE in heads and (other is None or other.group(2, 3) == (first, second)):
            return False
    for t in texts:
        t = " ".join(t.split())
        for c in _COMP.finditer(t):
            left = _map_over(_operand_type(c.group(1) or c.group(2), types))
            args = application_args(t, c.end(), 1)
            right = _map_over(_operand_type(args[0], types)) if args else None
            if left is not None and right is not None and left[0] == right[0] \
                    and left[1] == second and right[1] == first:
                return True
    return False


def torsor_variables(decl: LeanDecl, own_texts: list[str], context: LeanContext,
                     included: set[str], is_class: Callable[[str], bool] | None,
                     expand: Callable[[str], str] | None, resolve: Resolve | None) -> set[str]:
    """The variables of the file's torsor binders (`V P` of `[AddTorsor V P]`) that Lean
    includes with them because the header used the binder (`torsor_needed`), for a binder
    linking an included `P` to a `V` not included. Empty without the scope's resolution."""
    from forminv_lean.formalise.cfc_includes_r27 import cfc_needed
    from forminv_lean.formalise.instance_posers_r28 import (
        scoped_rivals,
        set_like_family_needed,
        surjective_pair_needed,
    )
    from forminv_lean.formalise.render import _mentions
    from forminv_lean.formalise.resolve import local_names

    if resolve is None or is_class is None:
        return set()
    names = {n for v in context.variables if v.kind != "instance" for n in v.names}
    omitted = set(context.omits)
    types: dict[str, str | None] = {n: v.type for v in context.variables
                                    if v.kind != "instance" for n in v.names if n in included}
    types.update({n: x.type for x in decl.binders for n in x.names})
    shadowed = local_names(decl.statement)
    for n in shadowed:   # a name the statement binds again is another one
        types.pop(n, None)
    bound = {n for x in decl.binders for n in x.names} | shadowed
    texts = own_texts + [decl.statement] + [
        v.type or "" for v in context.variables
        if v.kind != "instance" and set(v.names) & included]
    # the same texts, each a term the parser reads: the header's binder types, not binders
    fun_texts = [x.type or "" for x in decl.binders] + texts[len(own_texts):]
    header = [x.type or "" for x in decl.binders] + [decl.statement]
    out: set[str] = set()
    for at, b in enumerate(context.variables):
        # `{re₁₂ : RingHomInvPair σ₁₂ σ₂₁}` (Algebra/Module/Equiv/Defs.lean): a local instance
        # in braces, read as the bracketed one is (`inv_pair_needed` only)
        brace_pair = b.kind != "instance" and b.type is not None \
            and inv_pair_on(b.type, resolve) is not None
        if b.kind != "instance" and not brace_pair \
                or f"[{' '.join((b.type or '').split())}]" in omitted:
            continue
        mentioned = _mentions(b.type or "") & names
        if not (mentioned & included) or mentioned <= included:
            continue
        later = [v.type for v in context.variables[at + 1:] if v.kind == "instance" or (
            v.type is not None and is_class(v.type))]
        # a name bound again after `b` is another variable there: `b` is about the shadowed one
        rebound = any(set(v.names) & mentioned for v in context.variables[at + 1:]
                      if v.kind != "instance")
        later += [x.type for x in decl.binders if x.kind == "instance" or (
            x.type is not None and is_class(x.type))]
        rivals = [v.type for v in context.variables if v is not b and (
            v.kind == "instance" or (v.type is not None and is_class(v.type)))]
        rivals += [x.type for x in decl.binders if x.kind == "instance" or (
            x.type is not None and is_class(x.type))]
        if brace_pair:
            if inv_pair_needed(b, texts, rivals, resolve, bound) or not rebound \
                    and surjective_pair_needed(b, texts, types, scoped_rivals(
                        context.variables, at, is_class, decl.binders), resolve, bound):
                out |= mentioned
            continue
        if torsor_needed(b, texts, types, rivals, expand, resolve, bound) \
                or inv_pair_needed(b, texts, rivals, resolve, bound) \
                or fun_like_needed(b, fun_texts, types, rivals, resolve, bound) \
                or hom_class_needed(b, fun_texts, types, rivals, resolve, bound) \
                or vsub_needed(b, fun_texts, types, rivals, expand, resolve, bound) \
                or comp_triple_needed(b, texts, types, rivals, resolve, bound) \
                or cfc_needed(b, texts, types, rivals, resolve, bound) \
                or not rebound and surjective_pair_needed(b, texts, types, scoped_rivals(
                    context.variables, at, is_class, decl.binders), resolve, bound) \
                or not rebound and set_like_family_needed(b, header, types, later, resolve,
                                                          bound) \
                or not rebound and set_like_needed(b, header, types, later, resolve, bound,
                                                   rivals, [x.type or "" for x in decl.binders]):
            out |= mentioned
    return out


#: Classes whose local instance on a type variable `F` gives its values a coercion to functions
#: (Mathlib v4.19.0 Data/FunLike/Basic.lean: `class DFunLike (F : Sort*) (α : outParam (Sort*))
#: (β : outParam <| α → Sort*)`, `abbrev FunLike F α β := DFunLike F α fun _ => β`, `instance
#: (priority := 100) hasCoeToFun : CoeFun F (fun _ ↦ ∀ a : α, β a)`; Data/FunLike/Equiv.lean:
#: `instance (priority := 100) toFunLike [EquivLike E α β] : FunLike E α β`). No Mathlib class
#: extends one of them, and no other instance concludes `DFunLike F …`/`CoeFun F …` for a
#: variable `F`; so every coercion of an `f : F` to a function goes through one of these
#: binders, or a `[CoeFun F …]` one.
FUN_LIKE = frozenset({"DFunLike", "FunLike", "EquivLike"})
_COERCING = FUN_LIKE | {"CoeFun"}

#: Mathlib functions generic over `[FunLike F α β]` (`α β` outParams, found by resolution from
#: `F`): their explicit parameters in order, `F` where a value of the map type goes, else the
#: head of the parameter's type (what dot notation on a variable fills). Read at v4.19.0:
#: `Submodule.map (f : F) (p : Submodule R M)`, `Submodule.comap [SemilinearMapClass F σ₁₂ M M₂]
#: (f : F) (p : Submodule R₂ M₂)` (Algebra/Module/Submodule/Map.lean:49,170), `LinearMap.ker (f
#: : F)` (…/Submodule/Ker.lean:57), `LinearMap.range [RingHomSurjective τ₁₂] (f : F)`
#: (…/Submodule/Range.lean:56), `LinearMap.eqLocus (f g : F)` (…/Submodule/EqLocus.lean:43),
#: all over `variable [FunLike F M M₂]`; `Ideal.map (I : Ideal R)`, `Ideal.comap [RingHomClass
#: F R S] (I : Ideal S)` after `variable [FunLike F R S] (f : F)` (RingTheory/Ideal/Maps.lean:
#: 37,41), `RingHom.ker` after `variable [FunLike F R S] … (f : F)` (:655); `Submonoid.comap
#: (f : F) (S : Submonoid N)`, `Submonoid.map (f : F) (S : Submonoid M)`, `MonoidHom.mrange (f
#: : F)`, `MonoidHom.mker (f : F)` over `variable {F : Type*} [FunLike F M N]`, each
#: `@[to_additive]` (Algebra/Group/Submonoid/Operations.lean:172,198,645,753).
FUNLIKE_FUNCTIONS: dict[str, tuple[str, ...]] = {
    "Submodule.map": ("F", "Submodule"), "Submodule.comap": ("F", "Submodule"),
    "LinearMap.ker": ("F",), "LinearMap.range": ("F",), "LinearMap.eqLocus": ("F", "F"),
    "Ideal.map": ("F", "Ideal"), "Ideal.comap": ("F", "Ideal"), "RingHom.ker": ("F",),
    "Submonoid.map": ("F", "Submonoid"), "Submonoid.comap": ("F", "Submonoid"),
    "AddSubmonoid.map": ("F", "AddSubmonoid"), "AddSubmonoid.comap": ("F", "AddSubmonoid"),
    "MonoidHom.mrange": ("F",), "MonoidHom.mker": ("F",),
    "AddMonoidHom.mrange": ("F",), "AddMonoidHom.mker": ("F",),
}


#: The morphism class each of `FUNLIKE_FUNCTIONS` also takes on `F` (`F` its one input, the
#: rest outParams: `outparams.INPUTS`). Read at v4.19.0: `Submodule.comap [SemilinearMapClass
#: F σ₁₂ M M₂]` in its header; `Submodule.map`, `LinearMap.eqLocus` in their bodies (`map_smulₛₗ
#: f`), `LinearMap.ker := comap f ⊥`, `LinearMap.range := (map f ⊤).copy …`, each over
#: `variable … [SemilinearMapClass F σ₁₂ M M₂]` (the files above; a `def` keeps the variables
#: its body uses); `Ideal.comap [RingHomClass F R S]`, `RingHom.ker := Ideal.comap f ⊥`;
#: `Submonoid.map`, `Submonoid.comap`, `MonoidHom.mrange`, `MonoidHom.mker` over `variable
#: [mc : MonoidHomClass F M N]`, used by their bodies (`map_mul f`, `map_one f`, `mker :=
#: (⊥ : Submonoid N).comap f`), and their `to_additive` images over `AddMonoidHomClass`.
#: `Ideal.map := span (f '' I)` takes none.
HOM_CLASS: dict[str, str] = {
    **{c: "SemilinearMapClass" for c in (
        "Submodule.map", "Submodule.comap", "LinearMap.ker", "LinearMap.range",
        "LinearMap.eqLocus")},
    "Ideal.comap": "RingHomClass", "RingHom.ker": "RingHomClass",
    **{c: "MonoidHomClass" for c in (
        "Submonoid.map", "Submonoid.comap", "MonoidHom.mrange", "MonoidHom.mker")},
    **{c: "AddMonoidHomClass" for c in (
        "AddSubmonoid.map", "AddSubmonoid.comap", "AddMonoidHom.mrange", "AddMonoidHom.mker")},
}


def fun_like_on(ty: str, resolve: Resolve) -> tuple[str, str] | None:
    """`(class, F)` of an instance binder type `FunLike F α β` / `DFunLike F α β` /
    `EquivLike F α β` on a name `F`, else None."""
    m = re.fullmatch(r"([\w.']+) ([^\s()]+) .+", " ".join(ty.split()))
    if m is None or not IDENT.fullmatch(m.group(2)):
        return None
    full = resolve(m.group(1))
    return (full[0], m.group(2)) if len(full) == 1 and full[0] in FUN_LIKE else None


def _children(e: object) -> list[object]:
    """The sub-expressions of a parsed expression (`meaning.ast` dataclasses)."""
    import dataclasses

    out: list[object] = []
    if not dataclasses.is_dataclass(e):
        return out
    for f in dataclasses.fields(e):
        v = getattr(e, f.name)
        for x in (v if isinstance(v, tuple) else (v,)):
            if dataclasses.is_dataclass(x):
                out.append(x)
    return out


def _uses(e: object, values: set[str], types: dict[str, str | None],
          resolve: Resolve) -> set[str]:
    """How the parsed `e` coerces a value named in `values` (of the type `F`) to a function:
    `"coe"` where it is applied (`f x`), `⇑f`, the function of `f '' s`/`f ⁻¹' s`, or passed
    where a declared signature (`opaque.SIGNATURES`) wants a function (`Function.Injective
    f`); the constant's name where it is passed as the map of a `FUNLIKE_FUNCTIONS` constant
    (`map f p`, `I.map f`). Empty: no such use read."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name, UnOp
    from forminv_lean.formal.meaning.opaque import declared_signature, parse_signature_type

    def is_value(x: object) -> bool:
        return isinstance(x, Name) and x.id in values

    out: set[str] = set()
    if isinstance(e, App) and is_value(e.fn) or isinstance(e, UnOp) and e.op == "⇑" and \
            is_value(e.arg) or isinstance(e, BinOp) and e.op in ("''", "⁻¹'") and is_value(e.lhs):
        out.add("coe")
    if isinstance(e, App) and isinstance(e.fn, Name) and any(is_value(a) for a in e.args):
        head, params, const = e.fn.id, None, ""
        obj, _, field = head.partition(".")
        if field and "." not in field and obj in types and obj not in values:
            # `I.map f` with `I : Ideal R`: `Ideal.map` with `I` its first `Ideal` parameter
            owner = IDENT.match(" ".join((types[obj] or "").split()))
            owners = resolve(owner.group(0)) if owner is not None else []
            const = f"{owners[0]}.{field}" if len(owners) == 1 else ""
            sig = FUNLIKE_FUNCTIONS.get(const)
            if sig is not None and owners[0] in sig:
                ps = list(sig)
                ps.remove(owners[0])
                params = tuple(ps)
        elif head not in types and not head.startswith("@"):
            full = resolve(head)
            if full and all(c in FUNLIKE_FUNCTIONS for c in full) and len(
                    {FUNLIKE_FUNCTIONS[c] for c in full}) == 1 and len(
                    {HOM_CLASS.get(c) for c in full}) == 1:
                params, const = FUNLIKE_FUNCTIONS[full[0]], full[0]
            elif len(full) == 1:
                sig = declared_signature(full[0]) or ()
                for want, a in zip(sig[:-1], e.args, strict=False):
                    try:
                        if is_value(a) and parse_signature_type(want).head == "fun":
                            out.add("coe")
                    except Exception:   # a parameter type the signature language does not read
                        continue
        if params is not None and any(
                k == "F" and is_value(a) for k, a in zip(params, e.args, strict=False)):
            out.add(const)
    for c in _children(e):
        out |= _uses(c, values, types, resolve)
    return out


def _values_used(f_type: str, texts: Iterable[str], types: dict[str, str | None],
                 resolve: Resolve) -> set[str]:
    """`_uses` over the header's texts, for the values whose type is written `f_type`
    (`types`: the header's binders and the included variables, less what the statement binds
    again); a text the parser does not read gives nothing."""
    values = {n for n, t in types.items() if " ".join((t or "").split()) == f_type}
    out: set[str] = set()
    if not values:
        return out
    for e in _readable(texts):
        out |= _uses(e, values, types, resolve)
    return out


def fun_like_needed(b: Binder, texts: Iterable[str], types: dict[str, str | None],
                    rivals: Iterable[str | None], resolve: Resolve, bound: set[str]) -> bool:
    """Is the binder `b` = `[FunLike F α β]` (`DFunLike`, `EquivLike`) one Lean includes
    because the header's elaboration used it? It is when a text of the header coerces a value
    `f : F` to a function (`_uses`): Lean then synthesises `CoeFun F ?` through
    `DFunLike.hasCoeToFun` (or the map's `FunLike F ?α ?β` of `Submodule.map`), which only
    a coercing binder on `F` can answer, and `b` is the one such binder in scope (a rival is
    any other binder on `F` whose class may coerce, `_COERCING`, or has no head)."""
    found = fun_like_on(b.type or "", resolve)
    if found is None:
        return False
    _, f_type = found
    if f_type in bound:
        return False
    for r in rivals:
        if f_type not in IDENT.findall(r or ""):
            continue
        heads = _class_name(r, resolve)
        if heads == ["?"] or set(heads) & _COERCING:
            return False
    return bool(_values_used(f_type, texts, types, resolve))


def hom_class_needed(b: Binder, texts: Iterable[str], types: dict[str, str | None],
                     rivals: Iterable[str | None], resolve: Resolve, bound: set[str]) -> bool:
    """Is the binder `b` = `[C F …]`, `C` a morphism class of `HOM_CLASS`
    (`[SemilinearMapClass F τ₁₂ M M₂]`), one Lean includes because the header's elaboration
    used it? It is when the header passes a value `f : F` as the map of a `FUNLIKE_FUNCTIONS`
    constant that takes `[C F …]` (`ker f`, `map f p`): resolution of `C F ?…` (`F` its only
    input, `outparams.INPUTS`) must answer, and `b` is the only binder in scope that can,
    every other binder on `F` being a `FUN_LIKE` one (which gives no morphism class)."""
    m = re.fullmatch(r"([\w.']+) ([^\s()]+) .+", " ".join((b.type or "").split()))
    if m is None or not IDENT.fullmatch(m.group(2)) or m.group(2) in bound:
        return False
    full = resolve(m.group(1))
    if len(full) != 1 or full[0] not in HOM_CLASS.values():
        return False
    f_type = m.group(2)
    for r in rivals:
        if f_type in IDENT.findall(r or "") and not set(_class_name(r, resolve)) <= FUN_LIKE:
            return False
    return any(HOM_CLASS.get(c) == full[0]
               for c in _values_used(f_type, texts, types, resolve))


#: `class SetLike (A : Type*) (B : outParam Type*)` (Mathlib v4.19.0 Data/SetLike/Basic.lean:96):
#: `A` its input, `B` found by resolution.
SET_LIKE = "SetLike"


def set_like_on(ty: str, resolve: Resolve) -> tuple[str, str] | None:
    """`(S, B)` of an instance binder type `SetLike S B` on a plain name `S`, else None."""
    m = re.fullmatch(r"([\w.']+) ([^\s()]+) (.+)", " ".join(ty.split()))
    if m is None or not IDENT.fullmatch(m.group(2)) or resolve(m.group(1)) != [SET_LIKE]:
        return None
    return m.group(2), m.group(3)


def _value_type(e: object, types: dict[str, str | None]) -> str | None:
    """The type of a parsed membership's right side when the text fixes it: a name's
    (`types`), or that of a name `f : ι → σ` applied to plain names (`ℳ i`: `σ`, through
    `class_variables._type_of`); else None."""
    from forminv_lean.formal.meaning.ast import App, Name
    from forminv_lean.formalise.class_variables import _type_of

    if isinstance(e, Name):
        return types.get(e.id)
    if isinstance(e, App) and isinstance(e.fn, Name):
        names = [a.id for a in e.args if isinstance(a, Name)]
        if len(names) == len(e.args):
            return _type_of("(" + " ".join([e.fn.id, *names]) + ")", types)
    return None


def _members_of(e: object, types: dict[str, str | None]) -> set[str]:
    """The types (as written) of the right sides of the memberships in the parsed `e`: `x ∈
    s`, `x ∉ s`, and the binder predicates `∀ x ∈ s,` / `∃ x ∉ s,` (core's `binderPred`
    expands them to `x ∈ s`). A big operator's `∑ x ∈ s,` is `Finset.sum s`, no membership,
    and a set-builder `{x ∈ s | p x}` has a `Finset` reading too: neither is read. Only the
    memberships whose right side's type `_value_type` fixes are given."""
    from forminv_lean.formal.meaning.ast import BinOp, Quant

    sides: list[object] = []
    if isinstance(e, BinOp) and e.op in ("∈", "∉"):
        sides.append(e.rhs)
    if isinstance(e, Quant):
        sides += [b.pred[1] for b in e.binders if b.pred is not None and b.pred[0] in ("∈", "∉")]
    out = {t for s in sides if (t := _value_type(s, types)) is not None}
    for c in _children(e):
        out |= _members_of(c, types)
    return out


def _sorts_of(e: object, types: dict[str, str | None]) -> set[str]:
    """The types (as written) of the values the parsed `e` ascribes a term to as a type: `(x :
    s)` with `s` a name of `types`. Lean elaborates an ascription's type as a sort, so a value
    there is coerced by `CoeSort` (lean4 `Elab/BuiltinNotation.lean` `elabTypeAscription`,
    `elabType`)."""
    from forminv_lean.formal.meaning.ast import Ascribe, Name

    out: set[str] = set()
    if isinstance(e, Ascribe) and isinstance(e.type, Name) and e.type.id in types:
        out.add(" ".join((types[e.type.id] or "").split()))
    for c in _children(e):
        out |= _sorts_of(c, types)
    return out


def _coerced_to_sort(s_type: str, binder_types: Iterable[str], header: Iterable[str],
                     types: dict[str, str | None]) -> bool:
    """Does the header use a value `s : S` as a type: a binder `(x : s)` of the header, or an
    ascription `(e : s)` in it?"""
    if any(" ".join((types.get(t.strip()) or "").split()) == s_type
           for t in binder_types if IDENT.fullmatch(t.strip())):
        return True
    return any(s_type in _sorts_of(e, types) for e in _readable(header))


def set_like_needed(b: Binder, header: Iterable[str], types: dict[str, str | None],
                    later: Iterable[str | None], resolve: Resolve, bound: set[str],
                    rivals: Iterable[str | None] = (), binder_types: Iterable[str] = ()) -> bool:
    """Is the binder `b` = `[SetLike S B]` one Lean includes because the header's elaboration
    used it? It is when the header (`header`: its binder types and statement, elaborated with
    every section variable in scope) writes a membership `x ∈ s` with `s : S`: that elaborates
    to `Membership.mem s x` and poses `Membership ?α S` (`class Membership (α : outParam (Type
    u)) (γ : Type v)`, Lean core `Init/Prelude.lean`). `S` is a type variable, so only an
    instance whose conclusion has a variable container can match; in Mathlib v4.19.0 that is
    `SetLike.instMembership : Membership B A` from `[SetLike A B]` alone (Data/SetLike/Basic.lean:
    109; every other `Membership` instance of the tag, and of Lean core and Batteries, names its
    container type), whose one subgoal `SetLike S ?B` only a local instance can answer (every
    `SetLike` instance of the tag names its carrier, and no class extends `SetLike`). Lean tries
    the local instances of a goal's class latest first (`SynthInstance.getInstances` appends
    them after the global ones; the generator starts from the end) and keeps the first answer
    of a goal with outParams, so the instance used is the last `SetLike S _` in scope: `b`,
    when no binder declared after it (`later`: the file's later local instances and the
    header's instance or class-typed binders) could be one (one of class `SetLike`, or whose
    head does not resolve, mentioning `S`). `bound`: names the header binds again.

    Likewise a value `s : S` used as a type (`_coerced_to_sort`, `binder_types` the header's
    own): `CoeSort S ?` has one global instance with a variable source, `SetLike`'s `CoeSort A
    (Type _)` (Data/SetLike/Basic.lean:112, every other `CoeSort` instance of the tag names its
    source), whose subgoal `SetLike S ?B` is answered as above; any binder in scope
    (`rivals`) of a `Coe…` class mentioning `S` (a local instance, tried before the global
    ones) leaves it undecided."""
    found = set_like_on(b.type or "", resolve)
    if found is None or found[0] in bound:
        return False
    s_type = found[0]
    for r in later:
        head = IDENT.match(" ".join((r or "").split()).lstrip("@"))
        full = resolve(head.group(0)) if head is not None else []
        if s_type in IDENT.findall(r or "") and (not full or SET_LIKE in full):
            return False
    header = list(header)
    if any(s_type in {" ".join((x or "").split()) for x in _members_of(e, types)}
           for e in _readable(header)):
        return True
    if any(s_type in IDENT.findall(r or "") and any(
            c.split(".")[-1].startswith("Coe") or c == "?" for c in _class_name(r, resolve))
           for r in rivals):
        return False
    return _coerced_to_sort(s_type, binder_types, header, types)
