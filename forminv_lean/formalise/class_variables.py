"""When Lean includes a class-typed `variable` written in braces: `{m : MeasurableSpace α}`.

A variable whose type is a class is a local instance whatever its brackets. A theorem includes
it when its elaborated header mentions it, and instance resolution can make it mentioned without
the text naming it. One case is decidable from the text: a binder whose type takes that instance
as an argument, `{μ : Measure α}` (Mathlib v4.19.0, MeasureTheory/Measure/MeasureSpaceDef.lean:
`structure Measure (α : Type*) [MeasurableSpace α]`). Its type is elaborated where the binder is
written (a later `variable` line, or the header) and the instance is found among the local
instances in scope there; when `m` is the only binder in scope that can give `MeasurableSpace
α`, the binder's type is `@Measure α m` and `m` is included with it. Instance resolution tries
the local instances of the goal's class latest first, before any global instance (Lean 4
`Meta/SynthInstance.lean`, `getInstances` appends them to the global ones and a generator node
starts from the end): of `{m m0 : MeasurableSpace α}` only `m0` can be found, and an earlier
binder giving the class does not compete. A later one does, and the caller refuses that case,
as it does a constant that needs the instance only inside the statement (`Measurable f` would
need its signature).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping

from forminv_lean.formalise.resolve import IDENT

#: Type constructors whose first explicit arguments `X₁ … Xₖ` each carry the instance
#: `[C Xᵢ]`, by class, with k; each confirmed at v4.19.0: `structure Measure (α : Type*)
#: [MeasurableSpace α]` (MeasureTheory/Measure/MeasureSpaceDef.lean), `def ProbabilityMeasure (Ω :
#: Type*) [MeasurableSpace Ω]` (…/ProbabilityMeasure.lean), `def _root_.MeasureTheory.FiniteMeasure
#: (Ω : Type*) [MeasurableSpace Ω]` (…/FiniteMeasure.lean), `structure Kernel (α β : Type*)
#: [MeasurableSpace α] [MeasurableSpace β]` in `namespace ProbabilityTheory`
#: (Probability/Kernel/Defs.lean). Classes too: an instance binder `[BorelSpace α]` written after
#: `{m : MeasurableSpace α}` is `@BorelSpace α _ m`: `class OpensMeasurableSpace (α : Type*)
#: [TopologicalSpace α] [h : MeasurableSpace α]`, `class BorelSpace (α : Type*) [TopologicalSpace
#: α] [MeasurableSpace α]` (Constructions/BorelSpace/Basic.lean), `class MeasurableSingletonClass
#: (α : Type*) [MeasurableSpace α]`, `class DiscreteMeasurableSpace (α : Type*) [MeasurableSpace
#: α]` (MeasurableSpace/Defs.lean), `class MeasurableAdd (M : Type*) [MeasurableSpace M] [Add M]`
#: and its `₂`/Mul/Sub/Div/Neg/Inv kin, `class MeasurableSMul (M α : Type*) [SMul M α]
#: [MeasurableSpace M] [MeasurableSpace α]` and `MeasurableVAdd` (Group/Arithmetic.lean), `class
#: CountablyGenerated (α : Type*) [m : MeasurableSpace α]`, `SeparatesPoints` (in `namespace
#: MeasurableSpace`, MeasurableSpace/CountablyGenerated.lean), `class MeasurableSup (M : Type*)
#: [MeasurableSpace M] [Max M]`, `MeasurableInf` (Order/Lattice.lean). Functions whose first
#: explicit arguments are the spaces themselves, in `namespace ProbabilityTheory.Kernel`: `def
#: copy (α : Type*) [MeasurableSpace α]`, `def discard (α : Type*) [MeasurableSpace α]`, `def swap
#: (α β : Type*) [MeasurableSpace α] [MeasurableSpace β]`, `def const (α : Type*) {β : Type*}
#: [MeasurableSpace α] {_ : MeasurableSpace β} (μβ : Measure β)` (Probability/Kernel/Basic.lean:
#: 128-174), `def prodMkLeft (γ : Type*) [MeasurableSpace γ] (κ : Kernel α β)` and `prodMkRight`
#: (…/Composition/MapComap.lean:230,234). In `namespace MeasureTheory`: `structure VectorMeasure (α :
#: Type*) [MeasurableSpace α] (M : Type*) …`, `abbrev SignedMeasure (α : Type*) [MeasurableSpace
#: α]` (VectorMeasure/Basic.lean:57,70), `abbrev ComplexMeasure (α : Type*) [MeasurableSpace α]`
#: (Measure/Complex.lean:44).
INSTANCE_TYPES: dict[str, dict[str, int]] = {
    "MeasurableSpace": {
        "MeasureTheory.Measure": 1, "MeasureTheory.ProbabilityMeasure": 1,
        "MeasureTheory.FiniteMeasure": 1, "ProbabilityTheory.Kernel": 2,
        **{f"ProbabilityTheory.Kernel.{f}": 1 for f in ("copy", "discard", "const",
                                                         "prodMkLeft", "prodMkRight")},
        "ProbabilityTheory.Kernel.swap": 2, "MeasureTheory.VectorMeasure": 1,
        "MeasureTheory.SignedMeasure": 1, "MeasureTheory.ComplexMeasure": 1,
        "OpensMeasurableSpace": 1, "BorelSpace": 1, "MeasurableSingletonClass": 1,
        "DiscreteMeasurableSpace": 1, "MeasurableSpace.CountablyGenerated": 1,
        "MeasurableSpace.SeparatesPoints": 1, "MeasurableSup": 1, "MeasurableInf": 1,
        **{f"Measurable{op}{two}": 1 for op in ("Add", "Mul", "Sub", "Div")
           for two in ("", "₂")},
        "MeasurableNeg": 1, "MeasurableInv": 1, "MeasurableSMul": 2, "MeasurableVAdd": 2},
}

#: Predicates whose instance argument `[C X]` is read off their explicit argument's type: `set`,
#: an argument of type `Set X`; `fun`, one of type `X → Y` (both spaces); `dom`, its domain `X`
#: only; `cod`, its codomain `Y` only. Confirmed at v4.19.0: `def MeasurableSet [MeasurableSpace
#: α] (s : Set α) : Prop`, `def Measurable [MeasurableSpace α] [MeasurableSpace β] (f : α → β) :
#: Prop` (MeasureTheory/MeasurableSpace/Defs.lean, root namespace), `def NullMeasurableSet
#: [MeasurableSpace α] (s : Set α)` (in `namespace MeasureTheory`, Measure/NullMeasurable.lean);
#: `structure MeasurableEmbedding [MeasurableSpace α] [MeasurableSpace β] (f : α → β) : Prop`
#: (root namespace, MeasurableSpace/Embedding.lean:56); in `namespace MeasureTheory`: `def
#: StronglyMeasurable [MeasurableSpace α] (f : α → β) : Prop` (Function/StronglyMeasurable/
#: Basic.lean:59, `β` a topological space) and `def AEStronglyMeasurable [m : MeasurableSpace α]
#: {m₀ : MeasurableSpace α} (f : α → β) (μ : Measure[m₀] α …)` (…/AEStronglyMeasurable.lean:62):
#: the domain's instance is resolved (the measure's space `m₀` is another argument); root `def
#: AEMeasurable {_m : MeasurableSpace α} (f : α → β) (μ : Measure α …)` under `variable {m :
#: MeasurableSpace α} [MeasurableSpace β]` (Measure/MeasureSpaceDef.lean:377,385): the domain's
#: space is unified from `μ`'s type, only the codomain's is resolved. Functions too: `irreducible_def
#: map [MeasurableSpace α] [MeasurableSpace β] (f : α → β) (μ : Measure α) : Measure β` (in
#: `namespace MeasureTheory.Measure`, Measure/Map.lean:87), also written `μ.map f`.
INSTANCE_PREDICATES: dict[str, dict[str, str]] = {
    "MeasurableSpace": {"MeasurableSet": "set", "Measurable": "fun",
                        "MeasureTheory.Measure.map": "fun",
                        "MeasureTheory.NullMeasurableSet": "set", "MeasurableEmbedding": "fun",
                        "MeasureTheory.StronglyMeasurable": "dom",
                        "MeasureTheory.AEStronglyMeasurable": "dom", "AEMeasurable": "cod"},
}

#: Classes whose instance on `X` gives `C X` (the class itself and those extending it: `class
#: MeasureSpace (α : Type*) extends MeasurableSpace α`, MeasureSpaceDef.lean; `class
#: UpgradedStandardBorel extends MeasurableSpace α, …`, Constructions/Polish/Basic.lean; a
#: `git grep 'extends.*MeasurableSpace'` of the tag finds no other).
PROVIDERS: dict[str, frozenset[str]] = {
    "MeasurableSpace": frozenset({"MeasurableSpace", "MeasureTheory.MeasureSpace",
                                  "UpgradedStandardBorel"}),
}

_CLASS_ON_VAR = re.compile(r"^@?([\w.']+)\s+([^\s()\[\]{}⟨⟩,:]+)$")

Resolve = Callable[[str], list[str]]


def class_on_variable(ty: str, resolve: Resolve) -> tuple[str, str] | None:
    """`(C, X)` for a binder type `C X` whose head resolves to exactly one class this module
    knows (`MeasurableSpace α`), else None."""
    m = _CLASS_ON_VAR.match(" ".join(ty.split()))
    if m is None:
        return None
    full = resolve(m.group(1))
    if len(full) != 1 or full[0] not in INSTANCE_TYPES:
        return None
    return full[0], m.group(2)


def _gives(ty: str | None, cls: str, var: str, resolve: Resolve) -> bool:
    """Could an instance binder of type `ty` give `cls var`? Any type applying one of the
    class's providers to `var` could; so could one whose head does not resolve."""
    m = _CLASS_ON_VAR.match(" ".join((ty or "").split()))
    if m is None or m.group(2) != var:   # `[MeasurableSpace (α × β)]` mentions `α` too
        return m is None and var in IDENT.findall(ty or "")
    full = resolve(m.group(1))
    return not full or any(f in PROVIDERS[cls] for f in full)


def needs_instance(cls: str, var: str, texts: Iterable[str], resolve: Resolve,
                   *, products: bool = True) -> bool:
    """Does one of `texts` (binder types, the statement) apply a type constructor that takes
    `[cls var]`, as in `Measure α`, or (unless not `products`) `[cls (α × β)]` for a class a
    product gets from its components' (`PRODUCTS`), as in `Kernel (α × β) γ`?"""
    from forminv_lean.formalise.variable_inclusion import application_args

    for text in texts:
        t = " ".join(text.split())
        for m in IDENT.finditer(t):
            full = resolve(m.group(0).lstrip("@"))
            k = max((INSTANCE_TYPES[cls].get(f, 0) for f in full), default=0)
            if not k or not all(f in INSTANCE_TYPES[cls] for f in full):
                continue
            for arg in application_args(t, m.end(), k):
                if arg == var or products and cls in PRODUCTS and var in _factors(arg):
                    return True
    return False


#: Classes a product type gets from its factors: `instance Prod.instMeasurableSpace {α β} [m₁ :
#: MeasurableSpace α] [m₂ : MeasurableSpace β] : MeasurableSpace (α × β)`
#: (MeasureTheory/MeasurableSpace/Constructions.lean:334), and a sum's from its summands':
#: `instance Sum.instMeasurableSpace {α β} [m₁ : MeasurableSpace α] [m₂ : MeasurableSpace β] :
#: MeasurableSpace (α ⊕ β)` (:741).
PRODUCTS = frozenset({"MeasurableSpace"})


def _factors(arg: str) -> list[str]:
    """The factors of a product type written `(α × β × γ)` (or the summands of a sum `(α ⊕
    β)`, one operator throughout), each a plain name; `[]` for any other argument (a factor
    that is not a name is not read)."""
    m = re.fullmatch(r"\((.*)\)", arg)
    if m is None or "(" in m.group(1) or "×" in m.group(1) and "⊕" in m.group(1):
        return []
    parts = [p.strip() for p in re.split("[×⊕]", m.group(1))]
    return parts if len(parts) > 1 and all(IDENT.fullmatch(p) for p in parts) else []


_SET = re.compile(r"^Set\s+([^\s()\[\]{}⟨⟩,:]+)$")
_FUN = re.compile(r"^([^\s()\[\]{}⟨⟩,:]+)\s*→\s*([^\s()\[\]{}⟨⟩,:]+)$")
#: A function type's domain when it is a name: `α → β`, `α → ℕ → β`.
_FUN_DOMAIN = re.compile(r"^([^\s()\[\]{}⟨⟩,:→]+)\s*→")


def _spaces(shape: str, ty: str | None) -> tuple[str, ...]:
    """The plain-name types a predicate's argument of type `ty` asks `[C X]` of (`set`: `Set
    X`; `fun`: `X → Y`, both; `dom`: its `X`; `cod`: its `Y`). A side that is not a plain name
    (`β × γ`, or the codomain `β → γ` of `α → β → γ`) is no goal on a variable and is left
    out; the other side's still is (`EReal × β → γ` asks `[C γ]`)."""
    ty = " ".join((ty or "").split())
    if shape == "set":
        m = _SET.match(ty)
        return m.groups() if m is not None else ()
    arrows = _arrows(ty)
    if arrows is None:
        return ()
    sides = {"dom": [arrows[0]], "cod": [" → ".join(arrows[1:])]}.get(
        shape, [arrows[0], " → ".join(arrows[1:])])
    return tuple(x for x in sides if _PLAIN_NAME.fullmatch(x))


#: A type that is a plain name (`α`, `ℝ`): its `[C X]` goal is on `X` itself.
_PLAIN_NAME = re.compile(r"[^\s()\[\]{}⟨⟩,:→]+")


def _product_spaces(shape: str, ty: str | None) -> tuple[str, ...]:
    """The factors of the product spaces a predicate's argument of type `ty` asks `[C X]` of,
    each a plain name: `Set (α × β)`, or `X → β × γ` for a function's codomain (`fun`, `cod`)
    and `α × β → Y` for its domain (`fun`, `dom`); `()` for any other type."""
    ty = " ".join((ty or "").split())
    if shape == "set":
        m = re.fullmatch(r"Set\s+(\(.*\))", ty)
        return tuple(_factors(m.group(1))) if m else ()
    arrows = _arrows(ty)
    if arrows is None or len(arrows) != 2:
        return ()
    wanted = {"fun": arrows, "dom": arrows[:1], "cod": arrows[1:]}.get(shape, [])
    return tuple(f for a in wanted for f in _factors(a if a.startswith("(") else f"({a})"))


def predicate_needs(cls: str, var: str, texts: Iterable[str], types: dict[str, str | None],
                    resolve: Resolve, *, products: bool = False) -> bool:
    """Does one of `texts` apply a predicate that takes `[cls var]` to a binder whose type
    (`types`) says so, as `MeasurableSet s` with `s : Set α` does? With `products` (a class of
    `PRODUCTS`), also `[cls (var × β)]`, as `Measurable f` with `f : α → β × γ` does: `var` is
    then a factor of the product whose instance the global one builds from its factors'."""
    from forminv_lean.formalise.variable_inclusion import application_args

    table = INSTANCE_PREDICATES.get(cls, {})
    for text in texts:
        t = " ".join(text.split())
        for m in IDENT.finditer(t):
            if t[max(m.start() - 1, 0):m.start()] == "@":   # explicit mode: not read
                continue
            shapes = {table.get(f) for f in _dotted(m.group(0), types, resolve)
                      or resolve(m.group(0))}
            if len(shapes) != 1 or None in shapes:
                continue
            shape = shapes.pop()
            assert shape is not None
            args = application_args(t, m.end(), 1)
            if args and var in _spaces(shape, _type_of(args[0], types)):
                return True
            if products and cls in PRODUCTS and args \
                    and var in _product_spaces(shape, _type_of(args[0], types)):
                return True
            if shape in ("fun", "dom") and _lambda_domain(t[m.end():], types) == var:
                return True
    return False


_LAMBDA = re.compile(rf"\s*\(?\s*(?:fun|λ)\s+(?:({IDENT.pattern})|\(\s*({IDENT.pattern})\s*:\s*"
                     rf"({IDENT.pattern})\s*\)|({IDENT.pattern})\s*:\s*({IDENT.pattern}))\s*(?:=>|↦)")


def _lambda_domain(rest: str, types: dict[str, str | None]) -> str | None:
    """The domain of the `fun` that `rest` (what follows a predicate) opens, when the text
    fixes it: written (`fun x : α => …`), or, for an untyped `fun x => …`, the domain `α` of
    every binder `f : α → …` the body applies to `x` (`f x`: elaborating the body unifies the
    binder's type with `α`, and only then are the predicate's instances resolved), or of `f :
    ι → α → …` applied to `x` after other arguments (`f i x`: `x` fills the second arrow's
    domain, `_arrows`). None when the body applies no such binder to `x`, binds `x` again, or
    applies binders of different domains to it."""
    from forminv_lean.formalise.resolve import local_names

    m = _LAMBDA.match(rest)
    if m is None:
        return None
    if m.group(1) is None:
        return m.group(3) or m.group(5)
    x = m.group(1)
    found: set[str | None] = set()
    body = _extent(rest[m.end():])
    if x in local_names(body):   # `fun b => ⨆ b, f b`: an inner `b` is another variable
        return None
    skip = 0   # the plain-name arguments of the last head read are not heads themselves
    for g in IDENT.finditer(body):
        if skip:
            skip -= 1
            continue
        if g.group(0) not in types or body[g.end():g.end() + 1] != " " \
                or body[max(g.start() - 1, 0):g.start()] == "@":
            continue
        arrows = _arrows(types[g.group(0)])
        args = _simple_args(body, g.end())
        skip = len(args)
        for k, a in enumerate(args):
            if a == x:
                found.add(arrows[k] if arrows is not None and k < len(arrows) - 1 else None)
    return found.pop() if len(found) == 1 else None


def _arrows(ty: str | None) -> list[str] | None:
    """The pieces `[A₁, …, Aₙ]` of a non-dependent function type `A₁ → … → Aₙ` (`ι → δ → α`,
    `β → Set α`; an arrow inside brackets is a piece's own), or None for any other type: a
    dependent or implicit binder `(i : ι) → …`, `∀`, an instance argument (and `α →ₛ β` is a
    structure, whatever its arrow). Only then is the type of `f a₁ … aₖ` the rest of the
    chain whatever the arguments."""
    t = " ".join((ty or "").split())
    if not t or "∀" in t or "Π" in t:
        return None
    pieces, depth, cur = [], 0, ""
    for i, ch in enumerate(t):
        if ch in "([{⟨⦃":
            depth += 1
        elif ch in ")]}⟩⦄":
            depth -= 1
        # `→` alone; `→ₛ`, `→ₗ[R]`, `→+*` are the arrows of bundled maps, no function type
        if ch == "→" and depth == 0 and t[i + 1:i + 2] in ("", " "):
            pieces.append(cur.strip())
            cur = ""
        else:
            cur += ch
    pieces.append(cur.strip())
    if depth or len(pieces) < 2 or any(not p or p[0] in "({[⦃" and ":" in p for p in pieces):
        return None
    return pieces


def _simple_args(text: str, start: int) -> list[str]:
    """The application arguments of `text` from `start` that are plain names, up to the first
    that is not: a bracketed argument, a numeral, or a name with a projection after it (`x.1`
    is no `x`) ends the reading, so no later argument is miscounted."""
    out: list[str] = []
    i = start
    while True:
        j = i
        while j < len(text) and text[j] == " ":
            j += 1
        m = IDENT.match(text, j)
        if j == i or m is None or text[m.end():m.end() + 1] not in ("", " ", ")", "]", ","):
            return out
        out.append(m.group(0))
        i = m.end()


def _extent(body: str) -> str:
    """The longest prefix of `body` a `fun` body can span: up to a closing bracket it did not
    open, or a `,` outside its own brackets that no binder notation inside it (`⨆ i, …`,
    `∀ x ∈ s, …`) opened."""
    from forminv_lean.formalise.resolve import _BINDER_HEAD

    heads = {m.start() for m in _BINDER_HEAD.finditer(body)
             if m.group(1) not in ("fun", "λ")}
    depth = 0
    owed = [0]   # at each bracket depth, the binder heads whose `,` is still to come
    for i, c in enumerate(body):
        if i in heads:
            owed[-1] += 1
        if c in "([{⟨⦃":
            depth += 1
            owed.append(0)
        elif c in ")]}⟩⦄":
            depth -= 1
            if depth < 0:
                return body[:i]
            owed.pop()
        elif c == "," and owed[-1]:
            owed[-1] -= 1
        elif c == "," and depth == 0:
            return body[:i]
    return body


def _dotted(token: str, types: dict[str, str | None], resolve: Resolve) -> list[str]:
    """`μ.map` with the binder `μ : Measure α`: generalised field notation, `N.map` for the one
    namespace `N` the head of `μ`'s type resolves to (`MeasureTheory.Measure`), the object going
    to `N.map`'s first explicit argument of type `N …`. Read only where that object is not the
    argument the predicate's instance is read off (a set or a function): then the written
    arguments after `μ.map` are the same as after `Measure.map … μ` (`f`). Else `[]`."""
    obj, _, field = token.rpartition(".")
    ty = types.get(obj) if obj and "." not in obj else None
    if ty is None or field == "":
        return []
    head = " ".join(ty.split()).split(" ")[0]
    full = resolve(head)
    if len(full) != 1 or full[0] in ("Set", "Finset") or _FUN.match(" ".join(ty.split())):
        return []
    return [f"{full[0]}.{field}"]


def _type_of(arg: str, types: dict[str, str | None]) -> str | None:
    """The type of a predicate's argument: a binder's (`types`), an ascription's `(univ :
    Set α)`, or an application's `(f i)` of a binder `f : ι → δ → α` to plain names, the rest
    of its arrows (`δ → α`, `_arrows`); None otherwise."""
    if arg in types:
        return types[arg]
    m = re.fullmatch(r"\((.*):([^:()]*)\)", arg)
    if m is not None:
        return m.group(2)
    inner = re.fullmatch(r"\(\s*(.*?)\s*\)", arg)
    head = IDENT.match(inner.group(1)) if inner is not None else None
    if inner is None or head is None or head.start() != 0 or head.group(0) not in types:
        return None
    args = _simple_args(inner.group(1), head.end())
    rest = inner.group(1)[head.end():].split()
    arrows = _arrows(types[head.group(0)])
    if not args or rest != args or arrows is None or len(args) >= len(arrows):
        return None
    return " → ".join(arrows[len(args):])


def only_provider(cls: str, var: str, others: Iterable[str | None], resolve: Resolve) -> bool:
    """Is no other binder in scope (`others`: their types) able to give `cls var`?"""
    return not any(_gives(t, cls, var, resolve) for t in others)


def tried_first(cls: str, var: str, others: Iterable[str | None], resolve: Resolve) -> bool:
    """Is `b` the local instance resolution answers a goal `cls var` with (`var` itself, not a
    product), no other binder in scope (`others`: the local instances declared after `b`)
    being tried before it? Lean tries the local instances whose class is the goal's own
    (`getInstances`, Lean 4 `Meta/SynthInstance.lean`: `if linst.className == className`),
    latest first, and the global instances only after them, so `b` answers unless a later
    binder of class `cls` mentions `var` (one whose head is not a name, or not resolved,
    counts too: `∀ i, MeasurableSpace (β i)`). A later `[MeasureSpace α]` is tried only
    through the global `MeasureSpace.toMeasurableSpace`, after `b`; it still counts as a rival
    (`PROVIDERS`), since a rendering binding both would leave which space is meant to the
    reader. A later `[BorelSpace α]` or `[CountablyGenerated α β]` does not."""
    for t in others:
        if var not in IDENT.findall(t or ""):
            continue
        head = IDENT.match(" ".join((t or "").split()).lstrip("@"))
        full = resolve(head.group(0)) if head is not None else []
        if not full or any(f in PROVIDERS.get(cls, {cls}) for f in full):
            return False
    return True


def found_in(cls: str, var: str, texts: list[str], header: list[str],
             types: dict[str, str | None], rivals: list[str | None], resolve: Resolve,
             everyone: list[str | None] | None = None) -> bool:
    """Is the class-typed variable `b` = `{m : cls var}` certainly the instance elaboration found
    for a binder after it or the header? `texts`: the later binders' types and the header;
    `header`: the header's binders and statement (where a predicate's argument is read);
    `rivals`: the local instances declared after `b`. A goal `cls var` itself (`Measure α`,
    `MeasurableSet s` with `s : Set α`) is answered by `b` unless a later binder of the class
    is tried first (`tried_first`); a product's (`Kernel (α × β) γ`) goes through global
    instances, where any binder that could give it competes (`only_provider`; for a
    predicate's product space, any binder in scope, `everyone`)."""
    direct = needs_instance(cls, var, texts, resolve, products=False) \
        or predicate_needs(cls, var, header, types, resolve)
    if direct and tried_first(cls, var, rivals, resolve):
        return True
    if needs_instance(cls, var, texts, resolve) and only_provider(cls, var, rivals, resolve):
        return True
    # a predicate's product space (`Measurable f`, `f : α → β × γ`): the global product
    # instance is reached only after the global instances tried before it, any of which an
    # earlier binder could feed too (`[MeasureSpace β]` through `volume`'s product), so every
    # binder in scope (`everyone`), not only the later ones, must be unable to give `cls var`
    return everyone is not None and only_provider(cls, var, everyone, resolve) \
        and predicate_needs(cls, var, header, types, resolve, products=True)


#: `Module R M` as a class-typed variable (`{module_M : Module R M}`, Algebra/Module/Equiv/
#: Defs.lean and Submodule/Defs.lean). Two arguments, so read apart from the one-space classes
#: above. Type constructors taking `[Module R M]` for their explicit arguments `R M` at these
#: positions, read at v4.19.0: `structure Submodule (R : Type u) (M : Type v) [Semiring R]
#: [AddCommMonoid M] [Module R M]` (Algebra/Module/Submodule/Defs.lean:37).
MODULE = "Module"
MODULE_TYPES: dict[str, tuple[int, int]] = {"Submodule": (0, 1)}

#: Notations taking `[Module R M]` for both operands `M`, `M₂` over the ring `R` between the
#: brackets: `notation:25 M " →ₗ[" R:25 "] " M₂:0 => LinearMap (RingHom.id R) M M₂` over
#: `structure LinearMap … (σ : R →+* S) (M : Type*) (M₂ : Type*) [AddCommMonoid M] [AddCommMonoid
#: M₂] [Module R M] [Module S M₂]` (Algebra/Module/LinearMap/Defs.lean:95,81); `notation:50 M "
#: ≃ₗ[" R "] " M₂ => LinearEquiv (RingHom.id R) M M₂` (Algebra/Module/Equiv/Defs.lean:74,47).
_LINEAR_ARROWS = r"(?:→ₗ|≃ₗ)\[\s*{ring}\s*\]"

def module_on_variable(ty: str, resolve: Resolve) -> tuple[str, str] | None:
    """`(R, M)` of a binder type `Module R M` on two names (the head resolving to `Module`
    only), else None."""
    m = re.fullmatch(r"([\w.']+) ([^\s()]+) ([^\s()]+)", " ".join(ty.split()))
    if m is None or not all(IDENT.fullmatch(m.group(k)) for k in (2, 3)) \
            or m.group(2) == m.group(3):
        return None
    return (m.group(2), m.group(3)) if resolve(m.group(1)) == [MODULE] else None


#: The semilinear notations over a ring homomorphism `σ : R →+* S`: `notation:25 M " →ₛₗ[" σ:25
#: "] " M₂:0 => LinearMap σ M M₂` (Algebra/Module/LinearMap/Defs.lean:92) and `notation:50 M "
#: ≃ₛₗ[" σ "] " M₂ => LinearEquiv σ M M₂` (Algebra/Module/Equiv/Defs.lean:70), over `structure
#: LinearMap {R S : Type*} [Semiring R] [Semiring S] (σ : R →+* S) (M : Type*) (M₂ : Type*) …
#: [Module R M] [Module S M₂]` (LinearMap/Defs.lean:81-82) and `structure LinearEquiv {R S} …
#: (σ : R →+* S) {σ' : S →+* R} … (M M₂) … [Module R M] [Module S M₂]` (Equiv/Defs.lean:47-49):
#: the left operand takes `[Module R M]` for `σ`'s domain `R`, the right one `[Module S M₂]`
#: for its codomain `S`.
_SEMILINEAR_ARROWS = r"(?:→ₛₗ|≃ₛₗ)\[\s*(?P<hom>[^\s\[\]]+)\s*\]"
#: `σ`'s declared type `R →+* S` on two names.
_RING_HOM = re.compile(rf"({IDENT.pattern})\s*→\+\*\s*({IDENT.pattern})")


def needs_module(ring: str, var: str, texts: Iterable[str], resolve: Resolve,
                 types: Mapping[str, str | None] | None = None) -> bool:
    """Does one of `texts` form a type that takes `[Module R M]` (`Submodule R M`, `M →ₗ[R] N`,
    `N ≃ₗ[R] M`; `M →ₛₗ[σ] N`, `N ≃ₛₗ[τ] M` where `types`, the binders' declared types by
    name, give `σ : R →+* S`, `τ : S →+* R`)?"""
    from forminv_lean.formalise.variable_inclusion import application_args

    r, v = re.escape(ring), re.escape(var)
    arrow = _LINEAR_ARROWS.format(ring=r)
    for text in texts:
        t = " ".join(text.split())
        if re.search(rf"(?:^|[(:,\[{{])\s*{v}\s+{arrow}", t) or \
                re.search(rf"{arrow}\s*{v}\s*(?:$|[),\]}}])", t):
            return True
        if types and _semilinear_module(ring, var, t, types):
            return True
        for m in IDENT.finditer(t):
            if t[max(m.start() - 1, 0):m.start()] == "@":
                continue
            full = resolve(m.group(0))
            if not full or not all(f in MODULE_TYPES for f in full):
                continue
            for f in full:
                i, j = MODULE_TYPES[f]
                args = application_args(t, m.end(), max(i, j) + 1)
                if len(args) > max(i, j) and args[i] == ring and args[j] == var:
                    return True
    return False


def _semilinear_module(ring: str, var: str, t: str, types: Mapping[str, str | None]) -> bool:
    """Is `var` an operand of `→ₛₗ[σ]`/`≃ₛₗ[σ]` in `t` on the side whose module is over `ring`
    (`σ : ring →+* S` on the left, `σ : S →+* ring` on the right)?"""
    v = re.escape(var)
    for side, pattern in ((1, rf"(?:^|[(:,\[{{])\s*{v}\s+{_SEMILINEAR_ARROWS}"),
                          (2, rf"{_SEMILINEAR_ARROWS}\s*{v}\s*(?:$|[),\]}}])")):
        for m in re.finditer(pattern, t):
            hom = _RING_HOM.fullmatch(" ".join((types.get(m.group("hom")) or "").split()))
            if hom is not None and hom.group(side) == ring:
                return True
    return False


def only_module_provider(var: str, others: Iterable[str | None], resolve: Resolve,
                         ring: str | None = None) -> bool:
    """Is no other binder in scope (`others`: the local instances tried before `b`) one
    resolution would try for `Module R M`? Lean tries the local instances whose class is the
    goal's own (`getInstances`, Lean 4 `Meta/SynthInstance.lean`: `if linst.className ==
    className`), latest first, and the global ones only after them; `Module R M` is found in
    `b` at once unless a later `Module` binder on `M` comes first. So a rival is a binder whose
    type mentions `M` and whose head may name `Module` (or is not a name: `∀ i, Module R (M
    i)`); `[Algebra R M]` or `[NormedSpace R M]` is tried only through a global instance,
    after `b`."""
    for t in others:
        if var not in IDENT.findall(t or ""):
            continue
        head = IDENT.match(" ".join((t or "").split()).lstrip("@"))
        full = resolve(head.group(0)) if head is not None else []
        if ring is not None and full == [MODULE] and \
                (on := module_on_variable(t or "", resolve)) is not None \
                and on[1] == var and on[0] != ring and not resolve(on[0]) and not resolve(ring):
            # `{module_M₂ : Module R₂ M₂}` after `{module_S_M₂ : Module S M₂}`: tried first for
            # `Module S M₂`, it fails there (two distinct local variables `R₂`, `S`, no name of
            # a constant, are never defeq), and resolution goes on to the next local instance
            continue
        if not full or MODULE in full:
            return False
    return True
