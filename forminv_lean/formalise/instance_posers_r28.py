"""Which section `[RingHomInvPair σ σ']` Lean includes because the header poses `RingHomSurjective σ`.

Lean 4's rule for a theorem's section variables (leanprover/lean4 v4.19.0,
`Lean/Elab/MutualDef.lean`, the docstring of the header-variable restriction and its
`collectUsed`): the header is elaborated with every section variable in the local context; kept
are the variables whose free variables occur in the elaborated header (metavariables
instantiated, so an instance that typeclass resolution found occurs there), the `include`d ones,
their dependencies, and each instance-implicit variable all of whose variables are kept. Every
local whose type is a class is a local instance, and instance resolution tries the local
instances of the goal's class before the global ones (`Lean/Meta/SynthInstance.lean`,
`getInstances` appends them after the global instances and a generator node tries them from the
end). So a `variable [RingHomInvPair σ σ']` whose `σ'` the header never names is included exactly
when resolving a goal of the header builds its answer from it.

One such goal, read here (`surjective_pair_needed`): `RingHomSurjective σ` (`class
RingHomSurjective (σ : R₁ →+* R₂) : Prop`, Mathlib v4.19.0 Algebra/Ring/CompTypeclasses.lean:144).
The constants of `POSERS` take `[RingHomSurjective σ]` for the `σ` of their map argument:
`def LinearMap.range [RingHomSurjective τ₁₂] (f : F)` (Algebra/Module/Submodule/Range.lean:56,
over `variable {F : Type*} [FunLike F M M₂] [SemilinearMapClass F τ₁₂ M M₂]` at :52) and `def
Submodule.map (f : F) (p : Submodule R M)` (Algebra/Module/Submodule/Map.lean:49, over `variable
[RingHomSurjective σ₁₂] {F : Type*} [FunLike F M M₂] [SemilinearMapClass F σ₁₂ M M₂]` at :46,
its body's `σ₁₂.surjective c` using the instance). `σ` is an outParam of
`SemilinearMapClass` (Algebra/Module/LinearMap/Defs.lean:104-106), read off `f`'s type: `M
→ₛₗ[σ] M₂` (`instance semilinearMapClass : SemilinearMapClass (M →ₛₗ[σ] M₃) σ M M₃`,
Defs.lean:202), `M →SL[σ] M₂` (`instance continuousSemilinearMapClass :
ContinuousSemilinearMapClass (M₁ →SL[σ₁₂] M₂) σ₁₂ M₁ M₂`, Topology/Algebra/Module/LinearMap.lean:
92, a class extending `SemilinearMapClass`, :49), `E →ₛₗᵢ[σ] E₂` (`instance
instSemilinearIsometryClass : SemilinearIsometryClass (E →ₛₗᵢ[σ₁₂] E₂) σ₁₂ E E₂`, Analysis/
Normed/Operator/LinearIsometry.lean:143, `class SemilinearIsometryClass … extends
SemilinearMapClass 𝓕 σ₁₂ E E₂`, :68-71), or a type variable `F` whose every binder in scope
is one of `MAP_CLASSES` on `F` over the same `σ` (or `FunLike`/`EquivLike`/`DFunLike` on it, which
give no `SemilinearMapClass`).

Every global instance concluding `RingHomSurjective` at v4.19.0 (each `instance` command whose
header names the class, read with a scan of the tag; no class extends it): `invPair {σ₁ : R₁ →+*
R₂} {σ₂ : R₂ →+* R₁} [RingHomInvPair σ₁ σ₂] : RingHomSurjective σ₁` (CompTypeclasses.lean:153,
priority 100), and instances on closed maps that cannot unify with a free variable: `ids` on
`RingHom.id R₁` (:157), `(σ : R₁ ≃+* R₂) : RingHomSurjective (σ : R₁ →+* R₂)` (:167), `fst R S`
and `snd R S` (Algebra/Ring/Prod.lean:186,187), `Pi.evalRingHom f i` (Algebra/Ring/Pi.lean:159),
`mk I` (RingTheory/Ideal/Quotient/Defs.lean:118). So with `σ` a free variable and no binder in
scope that may give `RingHomSurjective σ` itself (tried first), the answer is `invPair` applied
to an answer of `RingHomInvPair σ ?σ₂`; no global instance of that class is stated on a free
variable (`variable_inclusion.inv_pair_needed`), so the answer is a local instance, and when `b`
is the only binder in scope that may be `RingHomInvPair σ _`, it is `b`: Lean includes `b`, and
`σ'` with it. Anything else is left to the caller, which refuses.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from forminv_lean.extract.lean_decl import Binder
from forminv_lean.formalise.resolve import IDENT

Resolve = Callable[[str], list[str]]

#: The constants posing `RingHomSurjective σ` for the `σ` of their first explicit argument `f`
#: (module doc): the constant -> the head of its second explicit argument's type, which dot
#: notation `p.map f` fills (None: no dot form read).
POSERS: dict[str, str | None] = {
    "LinearMap.range": None,
    "Submodule.map": "Submodule",
}

#: Classes whose local instance `[C F σ M M₂]` on a type variable `F` gives `SemilinearMapClass
#: F σ M M₂` with `σ` as written (module doc).
MAP_CLASSES = frozenset({"SemilinearMapClass", "ContinuousSemilinearMapClass",
                         "SemilinearIsometryClass"})

#: The equivalence classes whose instances give `SemilinearMapClass` (`class SemilinearEquivClass`,
#: Algebra/Module/Equiv/Defs.lean:84, and its instance to `SemilinearMapClass` at :109; `class
#: ContinuousSemilinearEquivClass`, Topology/Algebra/Module/Equiv.lean:54; `class
#: SemilinearIsometryEquivClass`, Analysis/Normed/Operator/LinearIsometry.lean:430): a binder of
#: one on `F` undecides `F`'s `σ` (any class not in `MAP_CLASSES` or `_NEUTRAL` does).
_EQUIV = frozenset({"SemilinearEquivClass", "ContinuousSemilinearEquivClass",
                    "SemilinearIsometryEquivClass"})

#: Classes on `F` that give no `SemilinearMapClass F …` (Mathlib Data/FunLike/Basic.lean,
#: Data/FunLike/Equiv.lean: the coercion classes `SemilinearMapClass` is stated over).
_NEUTRAL = frozenset({"FunLike", "DFunLike", "EquivLike"})

#: A semilinear map type with `σ` between the brackets (`M →ₛₗ[σ] M₂`, `M →SL[σ] M₂`, `E →ₛₗᵢ[σ]
#: E₂`): `notation:25 M " →ₛₗ[" σ:25 "] " M₂:0 => LinearMap σ M M₂` (Algebra/Module/LinearMap/
#: Defs.lean:92), `notation:25 M " →SL[" σ "] " M₂ => ContinuousLinearMap σ M M₂` (Topology/
#: Algebra/Module/LinearMap.lean:39), `notation:25 E " →ₛₗᵢ[" σ₁₂:25 "] " E₂:0 => LinearIsometry
#: σ₁₂ E E₂` (Analysis/Normed/Operator/LinearIsometry.lean:52).
_MAP_ARROW = re.compile(r"^[^\s()\[\]]+ (?:→ₛₗᵢ|→ₛₗ|→SL)\[([^\[\]\s]+)\] [^\s()\[\]]+$")

_CLASS_ON = re.compile(r"^@?([\w.']+) ([^\s()\[\]{}]+) ([^\s()\[\]{}]+)(?: .*)?$")
_ASCRIBED = re.compile(r"^\(\s*([^\s():]+)\s*:\s*([^():]+?)\s*\)$")


def _norm(t: str | None) -> str:
    return " ".join((t or "").split())


def _sigma_of_type(ty: str, instances: list[str | None], resolve: Resolve) -> str | None:
    """The `σ` that `SemilinearMapClass ty ?σ M M₂` resolves to, or None when not certain: a
    semilinear map arrow's `σ`, or, for a type variable `F`, the `σ` every binder on `F` of
    `MAP_CLASSES` gives (at least one; any other class on `F` than `_NEUTRAL` undecides)."""
    ty = _norm(ty)
    m = _MAP_ARROW.match(ty)
    if m is not None:
        # a local instance of a map class on a type that is not a variable (`[SemilinearMapClass
        # (M →ₛₗ[τ] M₂) …]`) would be tried before the global one: not read
        for t in instances:
            words = _norm(t).split(" ", 2)
            if len(words) > 1 and not IDENT.fullmatch(words[1]) and (
                    set(resolve(words[0].lstrip("@")) or [words[0]]) & (MAP_CLASSES | _EQUIV)):
                return None
        return m.group(1) if IDENT.fullmatch(m.group(1)) else None
    if not IDENT.fullmatch(ty):
        return None
    found: set[str] = set()
    for t in instances:
        words = IDENT.findall(t or "")
        if ty not in words:
            continue
        c = _CLASS_ON.match(_norm(t))
        if c is None or c.group(2) != ty:
            return None   # `F` elsewhere than first: not read
        full = resolve(c.group(1)) or [c.group(1)]
        if len(full) != 1:
            return None
        if full[0] in _NEUTRAL:
            continue
        if full[0] not in MAP_CLASSES:
            return None
        found.add(c.group(3))
    if len(found) != 1:
        return None
    sigma = found.pop()
    return sigma if IDENT.fullmatch(sigma) else None


def _arg_type(arg: str, types: dict[str, str | None]) -> str | None:
    """The declared type of an argument: a name of `types`, or an ascription `(x : T)`."""
    a = arg.strip()
    m = _ASCRIBED.match(a)
    if m is not None:
        return _norm(m.group(2))
    return _norm(types[a]) if a in types and types[a] else None


def posed_sigmas(texts: Iterable[str], types: dict[str, str | None],
                 instances: list[str | None], resolve: Resolve) -> set[str]:
    """The maps `σ` of the goals `RingHomSurjective σ` the texts certainly pose through
    `POSERS`: `LinearMap.range f`, `Submodule.map f p` (as the scope resolves the name it is
    written with, one candidate only) or `p.map f` with `p : Submodule R M`."""
    from forminv_lean.formalise.variable_inclusion import application_args

    out: set[str] = set()
    for text in texts:
        t = _norm(text)
        for m in IDENT.finditer(t):
            word = m.group(0)
            if t[max(m.start() - 1, 0):m.start()] in ("@", "."):
                continue   # explicit mode, or a projection of something else
            args: list[str] = []
            full = resolve(word)
            if len(full) == 1 and full[0] in POSERS:
                args = application_args(t, m.end(), 1)
            elif "." in word:
                # dot notation: `p.map f` with `p : Submodule R M` a variable
                head, _, field = word.rpartition(".")
                ptype = _norm(types.get(head)) if head in types else ""
                const = next((c for c, h in POSERS.items() if h is not None
                              and c.rsplit(".", 1)[1] == field
                              and ptype.split(" ")[:1] == [h]
                              and resolve(h) == [c.rsplit(".", 1)[0]]), None)
                if const is not None:
                    args = application_args(t, m.end(), 1)
            if len(args) != 1:
                continue
            ty = _arg_type(args[0], types)
            sigma = _sigma_of_type(ty, instances, resolve) if ty is not None else None
            if sigma is not None:
                out.add(sigma)
    return out


def surjective_pair_needed(b: Binder, texts: Iterable[str], types: dict[str, str | None],
                           rivals: Iterable[str | None], resolve: Resolve,
                           bound: set[str]) -> bool:
    """Is `b` = `[RingHomInvPair σ σ']` a binder Lean includes because the header poses
    `RingHomSurjective σ` (module doc)? `texts`: the header's binder types, its statement and
    the included variables' types; `types`: the declared type of each name they may apply;
    `rivals`: every other instance or class-typed binder in scope (the file's, the header's);
    `bound`: the names the header or statement binds again."""
    from forminv_lean.formalise.variable_inclusion import unanswered_inv_pair

    rivals = list(rivals)
    # a rival that may give `RingHomSurjective σ` itself is tried before `invPair`
    sigma = unanswered_inv_pair(b, rivals, resolve, bound, answering="RingHomSurjective")
    if sigma is None:
        return False
    texts = list(texts)
    if any("RingHomSurjective" in t or "RingHomInvPair" in t for t in texts):
        return False   # a binder inside the statement (`∀ [RingHomSurjective σ], …`) may answer
    return sigma in posed_sigmas(texts, types, rivals + [b.type], resolve)


def scoped_rivals(variables: Sequence[Binder], at: int, is_class: Callable[[str], bool],
                  header: Sequence[Binder]) -> list[str | None]:
    """The types of the local instances in scope other than `variables[at]` (the file's instance
    and class-typed binders, the header's), leaving out a file binder declared before a later
    `variable` line binds again a name of `variables[at]`'s type: its occurrence of that name is
    the earlier, shadowed variable, so it cannot answer a goal on the one `b` is about."""
    from forminv_lean.formalise.render import _mentions

    names = _mentions(variables[at].type or "") & {
        n for v in variables if v.kind != "instance" for n in v.names}
    out: list[str | None] = []
    for j, v in enumerate(variables):
        if j == at or not (v.kind == "instance" or (v.type is not None and is_class(v.type))):
            continue
        mine = _mentions(v.type or "") & names
        if j < at and mine and all(any(n in w.names for w in variables[j + 1:at + 1]
                                       if w.kind != "instance") for n in mine):
            continue
        out.append(v.type)
    out += [x.type for x in header if x.kind == "instance" or (
        x.type is not None and is_class(x.type))]
    return out


#: Constants taking `[SetLike S B]` (`B` implicit, an outParam of `class SetLike (A : Type*) (B :
#: outParam Type*)`, Data/SetLike/Basic.lean:96) for the codomain `S` of an explicit family
#: argument `𝒜 : ι → S`, by the positions of such arguments among their explicit ones, read at
#: v4.19.0: `abbrev HomogeneousIdeal := HomogeneousSubmodule 𝒜 𝒜` (RingTheory/GradedAlgebra/
#: Homogeneous/Ideal.lean:67, over `variable [SetLike σ A] [AddSubmonoidClass σ A] (𝒜 : ι → σ)`
#: at :54); `structure HomogeneousSubmodule (𝒜 : ιA → σA) (ℳ : ιM → σM) … [SetLike σA A] …
#: [SetLike σM M]` (…/Homogeneous/Submodule.lean:60-62); `class GradedRing (𝒜 : ι → σ)`
#: (RingTheory/GradedAlgebra/Basic.lean:63, over `variable [SetLike σ A] [AddSubmonoidClass σ A]
#: (𝒜 : ι → σ)` at :50); `class Decomposition` in `namespace DirectSum` (Algebra/DirectSum/
#: Decomposition.lean:52, over `variable [SetLike σ M] [AddSubmonoidClass σ M] (ℳ : ι → σ)` at
#: :41); `def IsInternal {M S : Type*} … [SetLike S M] [AddSubmonoidClass S M] (A : ι → S)` in
#: `namespace DirectSum` (Algebra/DirectSum/Basic.lean:386).
SET_LIKE_FAMILIES: dict[str, tuple[int, ...]] = {
    "HomogeneousIdeal": (0,), "HomogeneousSubmodule": (0, 1), "GradedRing": (0,),
    "DirectSum.Decomposition": (0,), "DirectSum.IsInternal": (0,),
}

_FAMILY_TYPE = re.compile(r"^[^\s()\[\]→]+ → ([^\s()\[\]→]+)$")


def set_like_family_posed(s_type: str, texts: Iterable[str], types: dict[str, str | None],
                          resolve: Resolve) -> bool:
    """Does one of `texts` apply a `SET_LIKE_FAMILIES` constant (as the scope resolves the name
    it is written with, one candidate) to a family whose declared type is `ι → S`, `S` =
    `s_type`? Then it poses `SetLike S ?B`."""
    from forminv_lean.formalise.variable_inclusion import application_args

    for text in texts:
        t = _norm(text)
        for m in IDENT.finditer(t):
            if t[max(m.start() - 1, 0):m.start()] in ("@", "."):
                continue
            full = resolve(m.group(0))
            if len(full) != 1 or full[0] not in SET_LIKE_FAMILIES:
                continue
            at = SET_LIKE_FAMILIES[full[0]]
            args = application_args(t, m.end(), max(at) + 1)
            for k in at:
                ty = _arg_type(args[k], types) if k < len(args) else None
                f = _FAMILY_TYPE.match(ty or "")
                if f is not None and f.group(1) == s_type:
                    return True
    return False


def set_like_family_needed(b: Binder, header: Iterable[str], types: dict[str, str | None],
                           later: Iterable[str | None], resolve: Resolve,
                           bound: set[str]) -> bool:
    """Is `b` = `[SetLike S B]` a binder Lean includes because the header (its binder types and
    statement, elaborated with `b` in scope) applies a `SET_LIKE_FAMILIES` constant to a family
    `𝒜 : ι → S`? That poses `SetLike S ?B`; `S` is a type variable, which no global `SetLike`
    instance names (each names its carrier, and no class extends `SetLike`:
    `variable_inclusion.set_like_needed`), so a local instance answers, the latest first
    (`SynthInstance.getInstances`): `b`, when no binder declared after it (`later`: the file's
    later local instances, the header's instance or class-typed binders) mentioning `S` is of
    class `SetLike` or has a head that does not resolve. `bound`: names the header binds
    again."""
    from forminv_lean.formalise.variable_inclusion import SET_LIKE, set_like_on

    found = set_like_on(b.type or "", resolve)
    if found is None or found[0] in bound or found[1] in bound or found[0] not in types:
        return False   # `S` must be a variable (no global instance names it)
    s_type = found[0]
    for r in later:
        head = IDENT.match(_norm(r).lstrip("@"))
        full = resolve(head.group(0)) if head is not None else []
        if s_type in IDENT.findall(r or "") and (not full or SET_LIKE in full):
            return False
    header = list(header)
    if any(re.search(r"(?<![\w.'])SetLike(?![\w.'])", t) for t in header):
        return False   # a binder inside the statement (`∀ [SetLike S B], …`) may answer
    return set_like_family_posed(s_type, header, types, resolve)
