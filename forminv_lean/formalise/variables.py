"""Which local instances of a file's `variable`s Lean cannot use, so certainly leaves out.

Lean includes an instance-implicit section variable, and a class-typed one in braces
(`{m : MeasurableSpace α}`), when the elaborated header mentions it, which happens only if
typeclass resolution used it (or every variable it depends on is included). Resolution uses
a local instance `[C x₁ … xₙ]` only for a (sub)goal `C t₁ … tₙ` that matches it, and a goal's
arguments at the class's input positions (not `outParam`/`semiOutParam`, and inputs of every
ancestor a parent projection reaches: `outparams.INPUTS`) are already known when it is tried:
they come from the header's terms or from the outputs of instances used before. So a
variable at an input position that nothing can make known rules the instance out.

What can become known is over-approximated (`possibly_known`): the variables the header
mentions (`_from_context`'s inclusion closure), then, repeatedly, every variable of a local
instance whose input variables are all possibly known (an instance whose class is not known
counts as usable at once), with the variables their types mention. An instance with an input
variable outside that set is left out with certainty; any other instance linking an included
variable to one not included stays for elaboration to decide (the caller refuses it).

A local instance is also left out when a later one of the same class has the same inputs
(`shadowed_binders`: `variable [SetLike S M] … [SetLike S G]`): resolution tries the local
instances of a class latest first and keeps the first answer, so every goal the earlier one
could answer is answered by the later one, unless a goal already fixes one of its outParam
variables, which only a usable local instance mentioning it could do: a shadowed instance adds
nothing to what may become known, and one whose outParam variables stay unknown is left out.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from forminv_lean.extract.lean_decl import Binder
from forminv_lean.formalise.context import LeanContext
from forminv_lean.formalise.outparams import class_head, input_letters
from forminv_lean.formalise.resolve import IDENT

Resolve = Callable[[str], list[str]]

#: a `∀ i, ` / `∀ (i : ι), ` / `(i : ι) → ` prefix of an instance family, with its binder part
_PI_STEP = re.compile(r"^(?:∀([^,]*),\s*|(\([^()]*\))\s*→\s*)")
_OPEN = {"(": ")", "[": "]", "{": "}", "⟨": "⟩"}


#: The membership classes over a `SetLike` carrier, `class C (S : Type*) (M : outParam Type*)
#: [… M] [SetLike S M] : Prop` (`i` for `S`, `o` for the element type; `SMulMemClass S R M`,
#: `R` an outParam, `M` an input), read at Mathlib v4.19.0 with every ancestor through
#: `extends` (each passes `S` as its parents' input and the element type as their outParam):
#: Algebra/Group/Subsemigroup/Defs.lean:58,65 `MulMemClass`, `AddMemClass`; Algebra/Group/
#: Submonoid/Defs.lean:58,65 `OneMemClass`, `ZeroMemClass`, :89 `SubmonoidClass … extends
#: MulMemClass S M, OneMemClass S M`, :108 `AddSubmonoidClass … extends AddMemClass S M,
#: ZeroMemClass S M`; Algebra/Group/Subgroup/Defs.lean:62,69 `InvMemClass`, `NegMemClass`, :76
#: `SubgroupClass … extends SubmonoidClass S G, InvMemClass S G`, :81 `AddSubgroupClass …
#: extends AddSubmonoidClass S G, NegMemClass S G`; Algebra/Ring/Subsemiring/Defs.lean:53
#: `SubsemiringClass … extends SubmonoidClass S R, AddSubmonoidClass S R`; Algebra/Ring/
#: Subring/Defs.lean:74 `SubringClass … extends SubsemiringClass S R, NegMemClass S R`;
#: Algebra/Field/Subfield/Defs.lean:53 `class SubfieldClass (S K : Type*) … extends
#: SubringClass S K, InvMemClass S K` (`K` an input of its own but an outParam of both
#: parents: `o`); RingTheory/NonUnitalSubsemiring/Defs.lean:26 `NonUnitalSubsemiringClass …
#: extends AddSubmonoidClass S R` (with its own `mul_mem` field); RingTheory/NonUnitalSubring/Defs.lean:50
#: `class NonUnitalSubringClass (S : Type*) (R : Type u) … extends NonUnitalSubsemiringClass
#: S R, NegMemClass S R` (`o`, as for `SubfieldClass`); GroupTheory/GroupAction/SubMulAction.
#: lean:47,57 `class SMulMemClass (S : Type*) (R : outParam Type*) (M : Type*)`, `VAddMemClass`
#: (no parents). Not in `outparams.INPUTS`, which this completes for them.
MEM_CLASSES: dict[str, str] = {
    **dict.fromkeys((
        "MulMemClass", "AddMemClass", "OneMemClass", "ZeroMemClass", "SubmonoidClass",
        "AddSubmonoidClass", "InvMemClass", "NegMemClass", "SubgroupClass", "AddSubgroupClass",
        "SubsemiringClass", "SubringClass", "SubfieldClass", "NonUnitalSubsemiringClass",
        "NonUnitalSubringClass"), "io"),
    "SMulMemClass": "ioi", "VAddMemClass": "ioi",
}


def class_letters(name: str, arity: int, index: Any) -> str | None:
    """`outparams.input_letters`, completed by `MEM_CLASSES` for the membership classes."""
    letters = input_letters(name, arity, index)
    if letters is None and name in MEM_CLASSES and len(MEM_CLASSES[name]) == arity:
        return MEM_CLASSES[name]   # (a class applied to nothing, `[Ideal.IsPrime]`, is not one)
    return letters


def binder_classes(ty: str, types: dict[str, str | None], resolve: Resolve) -> list[str]:
    """The classes an instance binder's type may apply, as the declaration's scope resolves
    its head (`[]` when unreadable). `L.Structure M` with `L : Language` a `variable` is field
    notation: `Language.Structure`, resolved from `L`'s type."""
    if (model := _model_class(ty, types)) is not None:
        return [model]
    if (applied := _applied_functor_class(ty, types)) is not None:
        return [applied]
    head = class_head(ty)
    if head is None:
        return []
    first, _, rest = head.partition(".")
    if first in types:
        if rest and _FUNCTOR.fullmatch(" ".join((types[first] or "").split())):
            # `L.IsLocalization W` with `L : C ⥤ D`: `scoped [CategoryTheory] infixr:26 " ⥤ "
            # => Functor` (Mathlib v4.19.0 CategoryTheory/Functor/Basic.lean:52), the only
            # `⥤` notation of the tag, so `L`'s type is `CategoryTheory.Functor C D`
            return [f"CategoryTheory.Functor.{rest}"]
        owner = class_head(types[first] or "")
        owners = resolve(owner) if owner and rest else None
        return [f"{owners[0]}.{rest}"] if owners and len(owners) == 1 else []
    return resolve(head)


#: A functor type `C ⥤ D` between two plain names.
_FUNCTOR = re.compile(r"[^\s()⥤]+ ⥤ [^\s()⥤]+")

#: A curried functor type `A ⥤ B ⥤ C` between plain names (`⥤` is `infixr:26`, so this is
#: `A ⥤ (B ⥤ C)`).
_CURRIED = re.compile(r"[^\s()⥤]+ ⥤ [^\s()⥤]+ ⥤ [^\s()⥤]+")

#: `(G.obj X).Cls` after an instance family's `∀ …,` prefix.
_OBJ_FIELD = re.compile(r"\(([^\s().]+)\.obj [^\s()]+\)\.([A-Za-z_][\w']*)")


def _applied_functor_class(ty: str, types: dict[str, str | None]) -> str | None:
    """`CategoryTheory.Functor.Cls` for a binder `(G.obj X).Cls` (or a family of them, `∀ X,
    (G.obj X).Cls`) with `G : A ⥤ B ⥤ C` a variable: `G.obj X` is then a functor `B ⥤ C`,
    as `structure Functor (C) [Category C] (D) [Category D] extends Prefunctor C D` and
    `structure Prefunctor … where obj : V → W` give (Mathlib v4.19.0 CategoryTheory/Functor/
    Basic.lean:36, Combinatorics/Quiver/Prefunctor.lean:16,18), so field notation on it
    names `CategoryTheory.Functor.Cls`. None otherwise."""
    t = _split_family(ty)[0]
    m = _OBJ_FIELD.fullmatch(t)
    if m is None or m.group(1) not in types:
        return None
    owner = " ".join((types[m.group(1)] or "").split())
    return f"CategoryTheory.Functor.{m.group(2)}" if _CURRIED.fullmatch(owner) else None


#: `M ⊨ T` on two plain names.
_MODELS = re.compile(r"([^\s()]+) ⊨ ([^\s()]+)")

#: The types of a first-order theory `T` as a `variable` line writes them (`{T : L.Theory}`,
#: `Language.Theory L`), in `namespace FirstOrder.Language`
#: (Mathlib v4.19.0 ModelTheory/Syntax.lean:62,307: `abbrev Theory := Set L.Sentence`).
_THEORY = re.compile(r"[^\s()]+\.Theory|(?:FirstOrder\.)?(?:Language\.)?Theory [^\s()]+")


def _model_class(ty: str, types: dict[str, str | None]) -> str | None:
    """`Theory.Model` for a binder `M ⊨ T` with `T` a variable typed a theory, else None.
    Mathlib v4.19.0 has two `⊨` notations, `infixl:51 " ⊨ " => Sentence.Realize` and `infixl:51
    " ⊨ " => Theory.Model` (ModelTheory/Semantics.lean:604,676); elaboration keeps the one
    that type-checks, and `Sentence.Realize M φ` wants `φ : L.Sentence`, which a `T : L.Theory`
    (a set of sentences) is not."""
    m = _MODELS.fullmatch(" ".join(ty.split()))
    if m is None or m.group(2) not in types:
        return None
    t = " ".join((types[m.group(2)] or "").split())
    return "FirstOrder.Language.Theory.Model" if _THEORY.fullmatch(t) else None


def _split_family(ty: str) -> tuple[str, set[str]]:
    """`C args` of an instance family `∀ i, C args`, with the names the prefix binds."""
    t, bound = " ".join(ty.split()), set()
    while (m := _PI_STEP.match(t)) is not None:
        part = m.group(1) if m.group(1) is not None else m.group(2)[1:-1]
        names = part.split(":", 1)[0]
        bound |= set(IDENT.findall(names.replace("(", " ").replace(")", " ")))
        t = t[m.end():]
    return t, bound


def explicit_args(ty: str) -> list[str] | None:
    """The arguments a class binder type `C a (b c) …` applies its head to, or None when the
    type is not a plain application of a name (`@C …`, a named argument `(x := t)`, an
    operator, `<|`)."""
    t = re.sub(r"\.\{[^{}]*\}", "", ty.strip())
    if t.startswith("@"):
        return None
    args: list[str] = []
    depth, cur = 0, ""
    closing: list[str] = []
    for ch in t:
        if ch in _OPEN:
            closing.append(_OPEN[ch])
            depth += 1
        elif closing and ch == closing[-1]:
            closing.pop()
            depth -= 1
        if ch == " " and depth == 0:
            if cur:
                args.append(cur)
            cur = ""
        else:
            cur += ch
    if depth or cur == "":
        return None
    args.append(cur)
    if any(":=" in a or a[0] not in "([{⟨" and not IDENT.fullmatch(a) for a in args[1:]):
        return None
    return args[1:]


def instance_inputs(ty: str, names: set[str], types: dict[str, str | None],
                    resolve: Resolve, index: Any) -> set[str] | None:
    """The `variable`s at input positions of a local instance of type `ty` (`{F}` of
    `FunLike F α β`), or None when its class or arguments are not known for certain: its head
    resolves to classes whose letters (`outparams.input_letters`) all agree."""
    from forminv_lean.formalise.render import _mentions

    body, bound = _split_family(ty)
    args = explicit_args(body)
    classes = binder_classes(body, types, resolve)
    if args is None or not classes:
        return None
    letters = {class_letters(c, len(args), index) for c in classes}
    if len(letters) != 1 or None in letters:
        return None
    pattern = letters.pop()
    assert pattern is not None
    inputs = [a for a, k in zip(args, pattern, strict=True) if k == "i"]
    return {n for a in inputs for n in _mentions(a)} & names - bound


def possibly_known(included: set[str], instances: Iterable[tuple[str, tuple[str, ...]]],
                   var_types: dict[str, list[str]], inputs: Callable[[str], set[str] | None]
                   ) -> set[str]:
    """The variables elaboration may make known (see the module docstring): `included`, then
    every variable of an instance (type, its own names) whose inputs are all possibly known,
    closed over the types of the variables added (`var_types`: a name's binder types)."""
    from forminv_lean.formalise.render import _mentions

    names = set(var_types)
    known = set(included)
    pending = list(instances)
    ins = {ty: inputs(ty) for ty, _ in pending}
    changed = True
    while changed:
        changed = False
        for ty, own in list(pending):
            need = ins[ty]
            if need is None or need <= known:
                pending.remove((ty, own))
                more = (_mentions(ty) & names) | set(own)
                todo = list(more - known)
                while todo:
                    x = todo.pop()
                    if x in known:
                        continue
                    known.add(x)
                    changed = True
                    for t in var_types.get(x, []):
                        todo.extend(_mentions(t) & names - known)
    return known


def certainly_out(b: Binder, known: set[str], inputs: Callable[[str], set[str] | None],
                  used: set[str]) -> bool:
    """Can Lean not use the local instance `b` (an instance binder or a class-typed variable),
    so leaves it out: an input variable of it cannot become known? A binder whose name the
    header uses or `include`s (`used`) is in whatever its type says."""
    if set(b.names) & used or b.type is None:
        return False
    need = inputs(b.type)
    return need is not None and bool(need - known)


def local_instances(variables: list[Binder], is_class: Callable[[str], bool],
                    omitted: set[str]) -> list[tuple[str, tuple[str, ...]]]:
    """Every local instance the `variable`s put in scope (instance binders not `omit`ted, and
    variables whose type is a class), as (type, names)."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for b in variables:
        if b.type is None:
            continue
        if b.kind == "instance":
            if f"[{' '.join(b.type.split())}]" not in omitted:
                out.append((b.type, tuple(b.names)))
        elif is_class(b.type):
            out.append((b.type, tuple(b.names)))
    return out


def variable_types(context: LeanContext) -> dict[str, str | None]:
    """The type of each non-instance `variable` by name (the last binder of a name)."""
    return {n: b.type for b in context.variables if b.kind != "instance" and b.type
            for n in b.names}


def inputs_test(context: LeanContext | None, index: Any, resolve: Resolve) -> Any:
    """The `variable`s at input positions of a local instance's type as the declaration's
    scope resolves its class (`instance_inputs`), None when not known. None without an
    index."""
    if index is None or context is None:
        return None
    types = variable_types(context)
    names = {n for b in context.variables if b.kind != "instance" for n in b.names}
    return lambda ty: instance_inputs(ty, names, types, resolve, index)


def unusable_test(context: LeanContext, included: set[str], used: set[str], is_class: Any,
                  expand: Any, inputs: Any,
                  shadowed: Sequence[Binder] = ()) -> Callable[[Binder], bool]:
    """Is a local instance of the file one typeclass resolution cannot use for this header
    (`certainly_out`), so Lean leaves it out? `included`: the header's inclusion closure;
    `expand`: the scope's notation expander (`AffineSpace V P` is `AddTorsor V P`). What may
    become known is computed on first use. Never without `inputs`, nor without `is_class`
    (which says which variables in braces are local instances).

    `shadowed` (`shadowed_binders`): instances a later one answers for; they make nothing known,
    and one whose other variables (outParam positions) cannot become known is left out."""
    from forminv_lean.formalise.render import _mentions, _Unsupported

    if inputs is None or is_class is None:
        return lambda b: False

    def inputs_of(ty: str) -> set[str] | None:
        try:
            return inputs(expand(ty) if expand is not None else ty)  # type: ignore[no-any-return]
        except _Unsupported:
            return None
    known: list[set[str]] = []
    var_types: dict[str, list[str]] = {}
    for v in context.variables:
        if v.kind != "instance":
            for n in v.names:
                var_types.setdefault(n, []).extend([v.type] if v.type else [])

    def unusable(b: Binder) -> bool:
        if not known:
            omitted = set(context.omits)
            known.append(set())
            out = list(shadowed)
            while True:   # a shadowed instance one of whose outParam variables may become
                # known otherwise may answer a goal that fixes it: it counts as usable
                usable = [v for v in context.variables if not any(v is x for x in out)]
                known[0] = possibly_known(included, local_instances(usable, is_class, omitted),
                                          var_types, inputs_of)
                still = [x for x in out if not outputs(x) & known[0]]
                if len(still) == len(out):
                    break
                out = still
            shadow.extend(out)
        if certainly_out(b, known[0], inputs_of, used):
            return True
        return not set(b.names) & used and any(b is x for x in shadow)

    def outputs(b: Binder) -> set[str]:
        """The variables of `b` at no input position (an unknown class: all)."""
        return _mentions(b.type or "") & set(var_types) - (inputs_of(b.type or "") or set())
    shadow: list[Binder] = []
    return unusable


#: Classes whose explicit parameters are each an input of the class and of every ancestor
#: (`i`) or an outParam of the class and of every ancestor (`o`), never a `semiOutParam` nor an
#: input of a parent where the class has an outParam (so a goal of the class or of an ancestor
#: never fixes an `o` position; letters as `outparams.INPUTS`). Read at Mathlib v4.19.0:
#: Data/FunLike/Basic.lean `class DFunLike (F : Sort*) (α : outParam (Sort*)) (β : outParam <|
#: α → Sort*)`, `abbrev FunLike F α β := DFunLike F α fun _ => β` (no parents);
#: Data/FunLike/Equiv.lean `class EquivLike (E : Sort*) (α β : outParam (Sort*))` (no parents);
#: Data/SetLike/Basic.lean:96 `class SetLike (A : Type*) (B : outParam Type*)` (no parents);
#: Algebra/Ring/CompTypeclasses.lean:78 `class RingHomInvPair (σ : R₁ →+* R₂) (σ' : outParam
#: (R₂ →+* R₁))`, `class RingHomCompTriple (σ₁₂ : R₁ →+* R₂) (σ₂₃ : R₂ →+* R₃) (σ₁₃ : outParam
#: (R₁ →+* R₃))` (no parents); the membership classes of `MEM_CLASSES` but `SubfieldClass` and
#: `NonUnitalSubringClass`, whose element type is an input of their own. Not `AddTorsor` (`class
#: AddTorsor (G : outParam Type*) (P : Type*) … extends AddAction G P`: `G` an input of the
#: parent `AddAction`), nor `CharP` (`p : semiOutParam ℕ`).
SHADOWABLE: dict[str, str] = {
    "DFunLike": "ioo", "FunLike": "ioo", "EquivLike": "ioo", "SetLike": "io",
    "RingHomInvPair": "io", "RingHomCompTriple": "iio",
    **{c: k for c, k in MEM_CLASSES.items() if c not in ("SubfieldClass", "NonUnitalSubringClass")},
}


def shadow_shape(ty: str | None, types: dict[str, str | None],
                 resolve: Resolve) -> tuple[str, tuple[str, ...]] | None:
    """(class, the arguments at its input positions) of an instance type `C a b` whose head
    resolves to one `SHADOWABLE` class at its arity, each argument a plain name (so what it
    could make known is its variables); else None (a family `∀ i, C …`, `@C …`, an unknown or
    ambiguous head)."""
    t = " ".join((ty or "").split())
    if not t or t.startswith("∀") or "→" in t:
        return None
    args = explicit_args(t)
    classes = binder_classes(t, types, resolve)
    if args is None or len(classes) != 1 or classes[0] not in SHADOWABLE:
        return None
    letters = SHADOWABLE[classes[0]]
    if len(letters) != len(args):
        return None
    inputs = tuple(a for a, k in zip(args, letters, strict=True) if k == "i")
    if not all(IDENT.fullmatch(a) for a in args):
        return None
    return classes[0], inputs


def shadowed_binders(context: LeanContext, header: Sequence[Binder],
                     resolve: Resolve | None) -> list[Binder]:
    """The file's instance binders a later local instance shadows: one of the same class
    (`shadow_shape`) with the same variables at its input positions, declared after it (a later
    `variable` instance not `omit`ted, or an instance binder of the header), with none of those
    variables bound again in between (then the later binder is about another variable).
    `[SetLike S M]` before `[SetLike S G]` (Algebra/Group/Subgroup/Basic.lean:57,59): every goal
    `SetLike S ?B` tries `[SetLike S G]` first (Lean's `SynthInstance.getInstances` appends the
    local instances after the global ones, the generator takes them from the end) and it
    answers. Empty without the scope's resolution."""
    if resolve is None:
        return []
    types = variable_types(context)
    omitted = set(context.omits)
    scope = [b for b in context.variables
             if b.kind != "instance" or f"[{' '.join((b.type or '').split())}]" not in omitted]
    header_names = {n for x in header if x.kind != "instance" for n in x.names}
    out: list[Binder] = []
    for at, b in enumerate(scope):
        shape = shadow_shape(b.type, types, resolve) if b.kind == "instance" else None
        if shape is None:
            continue
        inputs = set(shape[1])
        rebound = False
        for v in scope[at + 1:]:
            if v.kind != "instance":
                rebound = rebound or bool(set(v.names) & inputs)
            elif not rebound and shadow_shape(v.type, types, resolve) == shape:
                out.append(b)
                break
        else:
            if not rebound and not inputs & header_names and _header_shadows(
                    header, shape, types, resolve):
                out.append(b)
    return out


#: Classes whose `class` command takes no instance parameter, so elaborating a binder of one
#: poses no goal: `class DFunLike (F : Sort*) (α : outParam (Sort*)) (β : outParam <| α →
#: Sort*)` (Data/FunLike/Basic.lean), `abbrev FunLike F α β := DFunLike F α fun _ => β`, `class
#: EquivLike (E : Sort*) (α β : outParam (Sort*))` (Data/FunLike/Equiv.lean), `class SetLike (A
#: : Type*) (B : outParam Type*)` (Data/SetLike/Basic.lean:96).
_NO_INSTANCE_PARAMS = frozenset({"DFunLike", "FunLike", "EquivLike", "SetLike"})

#: A header binder declaring types (`{ι M : Type*}`, `{α}`): its elaboration poses no goal.
_SORT_TYPE = re.compile(r"^(?:Type|Sort)(?:\s*\*|\s+[\w.']+|\s+_)?$")


def _header_shadows(header: Sequence[Binder], shape: tuple[str, tuple[str, ...]],
                    types: dict[str, str | None], resolve: Resolve) -> bool:
    """Does an instance binder of the header of class and inputs `shape` shadow the file's
    one for the whole header? Only if every header binder before it is elaborated without a
    goal that could reach the file's binder: one declaring types, an instance binder that
    does not mention its inputs (`{R : Type*} [Semiring R] [FunLike F ℚ R]`), or one of a
    class with no instance parameter (`[SetLike B M] [SubmonoidClass B M]`)."""
    from forminv_lean.formalise.render import _mentions

    for x in header:
        if x.kind == "instance" and shadow_shape(x.type, types, resolve) == shape:
            return True
        if x.kind == "instance" and (not _mentions(x.type or "") & set(shape[1]) or (
                found := shadow_shape(x.type, types, resolve)) is not None
                and found[0] in _NO_INSTANCE_PARAMS):
            continue
        if x.kind != "instance" and (x.type is None or _SORT_TYPE.match(x.type.strip())):
            continue
        return False
    return False
