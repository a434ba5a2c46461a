"""When Lean includes a section `[ContinuousFunctionalCalculus R A p]` whose `p` the header omits.

Lean 4's rule for a theorem's section variables (`Lean/Elab/MutualDef.lean`, leanprover/lean4
v4.19.0: the docstring of the header-variable restriction and its `collectUsed`): the header is
elaborated with every section variable in the local context; kept are the variables whose free
variables occur in the elaborated header (metavariables instantiated, so an instance that
typeclass resolution found occurs there), the `include`d ones, their dependencies, and each
instance-implicit variable all of whose variables are kept. Every local whose type is a class
is a local instance (`Lean/Meta/SynthInstance.lean`'s `getInstances` adds the local instances
of the goal's class to the global ones), so a binder of the file can be what a goal's answer is
built from without the header naming it.

`cfc f a` (`noncomputable irreducible_def cfc (f : R → R) (a : A) : A`, Mathlib v4.19.0
Analysis/CStarAlgebra/ContinuousFunctionalCalculus/Unital.lean:306, over `variable {R A :
Type*} {p : A → Prop} [CommSemiring R] … [Algebra R A] [instCFC : ContinuousFunctionalCalculus
R A p]` at :202-204, its body's `cfcHom h.1` using `instCFC` and `p`) poses the goal
`ContinuousFunctionalCalculus R A ?p` (`p` an outParam: `class ContinuousFunctionalCalculus (R
A : Type*) (p : outParam (A → Prop))`, :162); `cfcₙ` (NonUnital.lean:213, over `variable …
[instCFCₙ : NonUnitalContinuousFunctionalCalculus R A p]` at :105-108, the class at :70) poses
`NonUnitalContinuousFunctionalCalculus R A ?p`. The header applies one of them to a function
whose declared type is `R → R` (a binder, an ascription `(x : T)`, `fun x : R ↦ …`, a binder
applied to one argument) and a value whose declared type is `A`, `R A` section variables the
header does not bind again: the goal is posed on those two free variables.

Every global instance of a class of the calculus family (`FAMILY`) at v4.19.0 (each `instance`,
`extends` and `attribute [instance]` command naming one, read with a scan of the tag) either
concludes on a fixed ring or algebra (`ℂ`, `ℝ`, `ℝ≥0`, `Matrix n n 𝕜`: Basic.lean:157,182,471,
477,491,502, Instances.lean:176,222,271,317, Isometric.lean:413,428,
LinearAlgebra/Matrix/HermitianFunctionalCalculus.lean:118), which cannot unify with a free
variable, or concludes on any `R A` and takes only a family instance on the same `R A`: the
parent projections of `IsometricContinuousFunctionalCalculus … extends
ContinuousFunctionalCalculus R A p` and `NonUnitalIsometricContinuousFunctionalCalculus …
extends NonUnitalContinuousFunctionalCalculus R A p` (Isometric.lean:27,210),
`ContinuousFunctionalCalculus.toNonUnital` over `[ContinuousFunctionalCalculus R A p]`
(NonUnital.lean:712,774), `IsometricContinuousFunctionalCalculus.toNonUnital` over
`[IsometricContinuousFunctionalCalculus 𝕜 A p]` (Isometric.lean:601,605). So every answer to
the goal is built from a local family instance on `R A`; when the binder `b` is the only
family binder in scope (the file's at any position, the header's; none named in the statement),
every answer contains `b`, and the theorem elaborates (it is Mathlib's), so Lean includes `b`,
and `p` with it. Anything else is left to the caller, which refuses.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from forminv_lean.extract.lean_decl import Binder
from forminv_lean.formalise.resolve import IDENT

Resolve = Callable[[str], list[str]]

#: The constant -> the class of the goal it poses on its `(f : R → R) (a : A)` (module doc).
GOALS: dict[str, str] = {
    "cfc": "ContinuousFunctionalCalculus",
    "cfcₙ": "NonUnitalContinuousFunctionalCalculus",
}

#: The calculus family: `GOALS`' classes and the two that extend them (module doc).
FAMILY = frozenset({
    "ContinuousFunctionalCalculus", "NonUnitalContinuousFunctionalCalculus",
    "IsometricContinuousFunctionalCalculus", "NonUnitalIsometricContinuousFunctionalCalculus",
})

_CALL = re.compile(r"(?<![\w.'@])(cfcₙ|cfc)(?![\w'ₙ.])")
_FUN = re.compile(r"^\(\s*fun\s+[^\s:()]+\s*:\s*([^()↦]+?)\s*(?:↦|=>)")
_ASCRIBED = re.compile(r"^\((.*):([^:()]*)\)$")
_APPLIED = re.compile(r"^\(([^\W\d][\w']*) ([\w']+)\)$")


def _norm(t: str | None) -> str:
    return " ".join((t or "").split())


def _arg_type(arg: str, types: dict[str, str | None]) -> str | None:
    """The declared type of an argument: a name of `types`, an ascription `(x : T)`; None
    otherwise."""
    a = arg.strip()
    m = _ASCRIBED.fullmatch(a)
    if m is not None and not a.startswith("(fun"):
        return _norm(m.group(2))
    return _norm(types[a]) if a in types and types[a] else None


def _domain(arg: str, types: dict[str, str | None]) -> str | None:
    """The type `R` of a function argument whose declared type is `R → R`, or of `fun x : R ↦
    …` (the constant's `f : R → R` makes the body's type `R` too); None otherwise."""
    m = _FUN.match(arg.strip())
    if m is not None:
        return _norm(m.group(1))
    t = _arg_type(arg, types)
    applied = _APPLIED.fullmatch(arg.strip())
    if t is None and applied is not None and types.get(applied.group(1)):
        # `(f i)` with `f : ι → R → R`: the type after the first arrow
        t = _norm(types[applied.group(1)]).split(" → ", 1)[-1] \
            if " → " in _norm(types[applied.group(1)]) else None
    if t is None or "(" in t or "∀" in t or "Π" in t:
        return None
    parts = [p.strip() for p in t.split("→")]
    return parts[0] if len(parts) == 2 and parts[0] == parts[1] else None


def _posed(texts: Iterable[str], types: dict[str, str | None],
           resolve: Resolve) -> set[tuple[str, str, str]]:
    """The goals `(class, R, A)` the texts certainly pose through `GOALS`' constants."""
    from forminv_lean.formalise.variable_inclusion import application_args

    out: set[tuple[str, str, str]] = set()
    for text in texts:
        t = _norm(text)
        for m in _CALL.finditer(t):
            full = resolve(m.group(1))
            if full != [m.group(1)]:
                continue
            args = application_args(t, m.end(), 2)
            if len(args) != 2:
                continue
            r, a = _domain(args[0], types), _arg_type(args[1], types)
            if r is not None and a is not None:
                out.add((GOALS[m.group(1)], r, a))
    return out


def cfc_needed(b: Binder, texts: Iterable[str], types: dict[str, str | None],
               rivals: Iterable[str | None], resolve: Resolve, bound: set[str]) -> bool:
    """Is `b` = `[C R A p]` (`C` of `FAMILY`) a binder Lean includes because the header applies
    `cfc`/`cfcₙ` over `R A` (module doc)? `rivals`: every other instance or class-typed binder
    in scope (the file's, the header's); `bound`: the names the header binds."""
    from forminv_lean.formalise.variable_inclusion import _class_name

    words = _norm(b.type).split()
    if len(words) != 4 or not all(IDENT.fullmatch(w) for w in words[1:]):
        return False
    cls = resolve(words[0])
    if len(cls) != 1 or cls[0] not in FAMILY:
        return False
    r, a = words[1], words[2]
    if r in bound or a in bound or r == a:
        return False
    for t in rivals:
        heads = _class_name(t, resolve)
        if heads == ["?"] or set(heads) & FAMILY:
            return False
    texts = list(texts)
    if any("FunctionalCalculus" in t for t in texts):
        return False   # a family binder inside the statement (`∀ [C R A q], …`) may answer
    return any(g[1:] == (r, a) for g in _posed(texts, types, resolve))
