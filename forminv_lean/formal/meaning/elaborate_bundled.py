"""Elaboration of bundled maps (`meaning/bundled.py`): a mixin of `Elaborator`.

Types: `Structure s A B` of the table (what `A →ₗ[R] B`, `A →L[𝕜] B`, `A →ₐ[R] B`, ... parse
to), with the scalar argument a type (`R`, or `RingHom.id R`, `starRingEnd R`, `MonoidHom.id R`
around a type, or a ring-homomorphism variable `σ`: a type named with it) and `A`, `B`
types. Application: `f x` for such an `f` is
`DFunLike.coe f x : B` with `x : A`; and for `f : F` with `F` a type variable, through the one
`[FunLike F α β]` (or `[EquivLike F α β]`) instance binder in scope: `DFunLike.coe f x : β`
with `x : α`. Two coercions to functions in scope for `F` (two such binders, or one beside a
`DFunLike`/`CoeFun` binder) are refused: which one Lean's instance search takes is not read
off the text.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Protocol

from forminv_lean.formal.errors import FormalParseError, UnsupportedError
from forminv_lean.formal.meaning.ast import App, Expr, Name
from forminv_lean.formal.meaning.bundled import (
    ARITY,
    COE_ARG,
    CONSTANT_FAMILY_MAPS,
    HOM_SCALARS,
    MORPHISM_PREDICATE_COES,
    MORPHISM_PREDICATES,
    OBJECT_SETS,
    STRUCTURES,
    TERM_COE,
    WRAPPERS,
    ends,
)
from forminv_lean.formal.meaning.category import atomic
from forminv_lean.formal.meaning.category import ends as hom_ends
from forminv_lean.formal.meaning.opaque import _arguments
from forminv_lean.formal.meaning.signature import CONSTS
from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import PROP, TYPE, Ty, is_tvar, set_of, show_type, tvar

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.elaboration import Scope

#: Classes whose instance on `F` gives a coercion of `F` to functions (Mathlib
#: Data/FunLike/Basic.lean: `FunLike F α β` is `DFunLike F α fun _ => β`, with
#: `instance hasCoeToFun : CoeFun F (fun _ ↦ ∀ a : α, β a)`; Data/FunLike/Equiv.lean:
#: `instance toFunLike [EquivLike E α β] : FunLike E α β`). Only the first two are used; any
#: other one present makes the application ambiguous, hence refused.
_COERCING = frozenset({"FunLike", "EquivLike", "DFunLike", "CoeFun"})
_USABLE = frozenset({"FunLike", "EquivLike"})


class _Host(Protocol):
    def resolve(self, t: Ty) -> Ty: ...
    def fail(self, symbol: str, message: str | None = None) -> Exception: ...
    def elab_type(self, e: Expr, sc: Scope) -> Ty: ...
    def term(self, e: Expr, sc: Scope, expected: Ty | None) -> Term: ...


def _wrapped(e: Expr) -> tuple[str, Expr] | None:
    if isinstance(e, App) and isinstance(e.fn, Name) and len(e.args) == 1 and \
            e.fn.id in WRAPPERS.values():
        return e.fn.id, e.args[0]
    return None


def _hom_variable(host: _Host, structure: str, name: str, sc: Scope) -> Ty:
    """The scalar of `structure σ A B` over the ring-homomorphism variable `σ` (`M →ₛₗ[σ₁₂]
    M₂`): an opaque type named by `σ`'s text, as `Fin n` is by `n`'s, so the map type
    depends on the variable (the kernel accepts that only for a variable the context
    fixes). `σ` must have the homomorphism type the structure declares (`HOM_SCALARS`)."""
    want = HOM_SCALARS.get(structure)
    ty = host.resolve(sc.vars[name])
    if want is None or ty.head != "app" or ty.name != want or len(ty.args) != 2:
        raise host.fail(name, f"{structure} over {name} : {ty}, not a {want or 'scalar'}")
    return Ty("app", (), name)


def _term_coe(host: _Host, fty: Ty, sc: Scope) -> tuple[Ty, Ty] | None:
    """(domain, codomain) of a type of `bundled.TERM_COE` kept as its text (`DirichletCharacter
    R n`), read back word by word: a word is a term when it names a variable of the scope (a
    numeral: a term of no known type), else a type, which must elaborate back to that very
    word (so `R` is the type the text was made from). None when a word is not a single token
    or the arguments have none of the entry's shapes."""
    from forminv_lean.formal.meaning.opaque import parse_signature_type, substitute

    head, _, rest = fty.name.partition(" ")
    entry = TERM_COE.get(head)
    words = _arguments(rest)
    if entry is None or any(not w or ("(" in w or ")" in w) and _ascribed(w) is None
                            for w in words):
        return None
    types: list[Ty] = []
    terms: list[tuple[str, Ty | None]] = []
    shape = ""
    for w in words:
        if (written := _ascribed(w)) is not None:
            # `(⊤ : ℝ≥0∞)`, `(↑ : α → Set β)`: a term of the type it is ascribed (Lean
            # elaborates it at that type, or coerces it there)
            try:
                terms.append((w, host.elab_type(parse_type_text(written), sc)))
            except (UnsupportedError, FormalParseError):
                return None
            shape += "m"
        elif w in sc.vars:
            terms.append((w, host.resolve(sc.vars[w])))
            shape += "m"
        elif w.isdigit() or w in CONSTS:   # a numeral, or a declared constant (`CauSeq ℚ
            terms.append((w, None))          # abs`): a term of no type read here
            shape += "m"
        else:
            try:
                ty = host.elab_type(Name(w), sc)
            except UnsupportedError:   # not a type here: leave the text alone
                return None
            if show_type(ty) != w:
                return None
            types.append(ty)
            shape += "t"
    shapes, dom, cod = entry
    if shape not in shapes:
        return None

    def read(spec: str) -> Ty | None:
        if " × " in spec:   # `cod:1 × α`: the product of the two
            pair = [read(p) for p in spec.split(" × ", 1)]
            return None if None in pair else Ty("prod", tuple(p for p in pair if p))
        kind, _, k = spec.partition(":")
        if k.isdigit() and int(k) <= len(terms):
            word, ty = terms[int(k) - 1]
            if kind == "ZMod":
                return Ty("app", (), f"ZMod {word}")
            if ty is None or ty.head in ("meta", "result"):
                return None
            if kind == "type":
                return ty
            if kind == "arg":
                return ty.args[0] if len(ty.args) == 1 and ty.head in ("app", "Set") else None
            if kind in ("fst", "snd"):   # `X`, `Y` of `f₀ : C(X, Y)`
                two = ty.head == "app" and len(ty.args) == 2
                return ty.args[kind == "snd"] if two else None
            if kind == "dom":
                return ty.args[0] if ty.head == "fun" else None
            if kind == "cod":
                return ty.args[1] if ty.head == "fun" else None
            if kind in ("fam", "pi"):
                return None if word.startswith("(") else _family_at(word, ty, kind)
        binding = {"?" + p: a for p, a in zip(("α", "β"), types, strict=False)}
        return substitute(parse_signature_type(spec), binding)

    d, c = read(dom), read(cod)
    return (d, c) if d is not None and c is not None else None


def _constant_family(host: _Host, fty: Ty, sc: Scope) -> tuple[Ty, Ty] | None:
    """(domain, codomain) of a multilinear map over a family written `fun i : ι => E`
    (`bundled.CONSTANT_FAMILY_MAPS`): `ι → E` and the codomain, each argument elaborating back
    to its own text. None for another type, a family whose body names its variable, or an
    argument that is not such a type here."""
    from forminv_lean.formal.meaning.ast import Lambda
    from forminv_lean.formal.meaning.elaboration import show_expr
    from forminv_lean.formal.meaning.parser import parse

    head, _, rest = fty.name.partition(" ")
    k = CONSTANT_FAMILY_MAPS.get(head)
    words = _arguments(rest)
    if k is None or len(words) != 3:
        return None
    try:
        fam = parse(words[k])
    except Exception:   # a family text the formal parser does not read
        return None
    if not isinstance(fam, Lambda) or len(fam.binders) != 1 or fam.binders[0].type is None \
            or len(fam.binders[0].names) != 1:
        return None
    bound = fam.binders[0].names[0]
    body = show_expr(fam.body)
    if bound != "_" and re.search(rf"(?<![\w.']){re.escape(bound)}(?![\w'])", body):
        return None   # a dependent family: `∀ i, M i` is no function type
    try:
        dom, elem, cod = (host.elab_type(e, sc) for e in (fam.binders[0].type, fam.body,
                                                          parse(words[-1])))
    except UnsupportedError:
        return None
    if show_type(elem) != body or show_type(cod) != words[-1].strip("()"):
        return None
    return Ty("fun", (dom, elem)), cod


def _ascribed(word: str) -> str | None:
    """The type text of a bracketed ascription `(e : T)` (its `:` outside inner brackets),
    else None."""
    if not (word.startswith("(") and word.endswith(")")):
        return None
    inner, depth = word[1:-1], 0
    if re.match(r"(fun|λ|∀|∃|Π|Σ)\b", inner) or "=>" in inner or "↦" in inner:
        return None   # a binder's `:` (`fun i : ι => E`), not an ascription
    for i, c in enumerate(inner):
        depth += c in "([{"
        depth -= c in ")]}"
        if depth < 0:
            return None   # `(a) (b)`: not one bracket
        if depth == 0 and inner.startswith(" : ", i):
            return inner[i + 3:]
    return None


def parse_type_text(text: str) -> Expr:
    from forminv_lean.formal.meaning.parser import parse

    return parse(text)


def _family_at(word: str, ty: Ty, kind: str) -> Ty | None:
    """For the family `word : ι → Type*` (one argument, not dependent): `word ·arg`, the
    family at the applied argument (`fam`), or the Π type `(i : ι) → word i` (`pi`), as
    `∀ i, E i` written as a binder's type elaborates (`PiElaboration.pi_type`). None for any
    other type of `word`."""
    if ty.head != "fun" or ty.args[1] != TYPE or ty.args[0].head in ("meta", "result"):
        return None
    if kind == "fam":
        return Ty("app", (), f"{word} {COE_ARG}")
    return Ty("pi", (ty.args[0], Ty("app", (), f"{word} i")), "i")


class BundledElaboration:
    """Bundled maps, as methods of the `Elaborator` (typed through `_Host`)."""

    def bundled_type(self: _Host, e: Expr, sc: Scope) -> Ty | None:
        """The type `e` denotes if it is a bundled map of the table, else None."""
        if not (isinstance(e, App) and isinstance(e.fn, Name) and e.fn.id in STRUCTURES):
            return None
        if len(e.args) != ARITY.get(e.fn.id, 3):
            raise self.fail(e.fn.id, f"{e.fn.id} applied to {len(e.args)} arguments")
        if len(e.args) == 4:   # `LieModuleHom R L M N`: two types in the bracket
            *tys, a, b = e.args
            return Ty("app", tuple(self.elab_type(x, sc) for x in (*tys, a, b)), e.fn.id)
        s, a, b = e.args
        w = _wrapped(s)
        if w is not None:
            scalar = Ty("app", (self.elab_type(w[1], sc),), w[0])
        elif isinstance(s, Name) and s.id in sc.vars:
            scalar = _hom_variable(self, e.fn.id, s.id, sc)
        elif isinstance(s, App) or isinstance(s, Name) and "." in s.id:
            raise self.fail(e.fn.id, "the ring homomorphism of a semilinear map")
        else:
            scalar = self.elab_type(s, sc)
        return Ty("app", (scalar, self.elab_type(a, sc), self.elab_type(b, sc)), e.fn.id)

    def coe_ends(self: _Host, fty: Ty, sc: Scope) -> tuple[Ty, Ty] | None:
        """(domain, codomain) of the coercion to functions Lean applies to a value of type
        `fty`: a bundled map of the table, or a type variable `F` with exactly one
        `[FunLike F α β]`/`[EquivLike F α β]` binder. None when there is none (the caller
        refuses: not a function); refused when there are several."""
        fty = self.resolve(fty)
        if fty.head == "app" and len(fty.args) == 1 and fty.name in OBJECT_SETS:
            # `J X : Set (Sieve X)`: a set of a type depending on the object applied to
            return fty.args[0], set_of(Ty("app", (), f"{OBJECT_SETS[fty.name]} {COE_ARG}"))
        got = ends(fty)
        if got is None and fty.head == "app" and not fty.args and " " in fty.name:
            return _term_coe(self, fty, sc) or _constant_family(self, fty, sc)
        if got is not None or not is_tvar(fty):
            return got
        written = [w for w, i in sc.tnames.items() if i == fty.name]
        found: list[tuple[str, list[str], str]] = []
        for target, classes in sc.tvars.items():
            for cls in classes:
                parts = _arguments(cls[1:]) if cls.startswith("?") else []
                if len(parts) >= 2 and parts[0] in _COERCING and (
                        parts[1] in written or parts[1] == "#" and target == fty.name):
                    # `[FunLike F α β]` is kept on `β`; `[FunLike F (Set α) ℝ≥0∞]`, whose
                    # codomain is no type variable, on `F` as `FunLike # (Set α) ℝ≥0∞`
                    found.append((parts[0], parts[2:], target))
        if not found:
            return None
        if len(found) > 1:
            raise self.fail(fty.name, f"{len(found)} coercions of {fty.name} to functions in "
                            "scope (" + ", ".join(f"[{c} {fty.name} …]" for c, _, _ in found)
                            + "): which one Lean takes is not read off the text")
        cls, rest, target = found[0]
        own = target == fty.name   # the `#` form: domain and codomain both written in `rest`
        if cls not in _USABLE or len(rest) != (2 if own else 1):
            raise self.fail(cls, f"a coercion to functions through [{cls} …]")
        if written != [fty.name] or sc.tnames.get(target) != target:
            raise self.fail(cls, f"[{cls} …] over a shadowed type variable")
        from forminv_lean.formal.meaning.parser import parse

        # each argument kept bracketed (`Elaborator.instance`): `Set α ℝ≥0∞` is read back as
        # the two types `(Set α) ℝ≥0∞` of `[FunLike F (Set α) ℝ≥0∞]`
        cod = self.elab_type(parse(rest[1]), sc) if own else tvar(target)
        return self.elab_type(parse(rest[0]), sc), cod

    def apply_to_morphism(self: _Host, f: Term, fty: Ty, x: Expr, sc: Scope) -> Term | None:
        """`P f` for `P` of a type of `bundled.MORPHISM_PREDICATES` (`P : MorphismProperty C`,
        `S : Sieve X`) and `f` a morphism the type takes: the proposition (or, for the first
        of a relation's two morphisms, the predicate on the second). None for another type
        (the caller refuses: not a function); refused when `x` is not such a morphism."""
        head = fty.name.split(" ")[0] if fty.head == "app" else ""
        entry = MORPHISM_PREDICATES.get(head)
        if entry is None:
            return None
        kind, count = entry
        a = self.term(x, sc, None)
        hom = self.resolve(a.ty)
        objs = hom_ends(hom)
        from forminv_lean.formal.meaning.elaboration import show_expr

        if objs is None:
            raise self.fail(head, f"{head} applied to {show_expr(x)}, not a morphism here "
                            f"({show_type(hom)})")
        if kind == "cat":
            _same_category(self, head, fty, objs, sc)
        else:
            target = _last_argument(fty)
            if target is None or objs[1] != target:
                raise self.fail(head, f"{head} applied to a morphism {objs[0]} ⟶ {objs[1]}, "
                                f"not one into {target}")
        rest: Ty = PROP
        for _ in range(count - 1):
            rest = Ty("fun", (hom, rest))
        name = "DFunLike.coe" if head in MORPHISM_PREDICATE_COES else None
        return Term("app", (f, a), rest, name) if name else Term("apply", (f, a), rest)


def _last_argument(fty: Ty) -> str | None:
    """The object a `target` predicate type's text ends with (`X` of `Sieve X`), as it
    stands in a morphism type's name; None when the text has no argument."""
    parts = _arguments(fty.name.split(" ", 1)[1]) if fty.args == () and " " in fty.name \
        else []
    return atomic(parts[-1]) if parts else None


def _same_category(host: _Host, head: str, fty: Ty, objs: tuple[str, str], sc: Scope) -> None:
    """Refuse unless both objects of the morphism are objects of the category `C` of
    `head C` (their types, elaborated, are `C`)."""
    from forminv_lean.formal.meaning.parser import parse

    if len(fty.args) != 1:
        raise host.fail(head, f"{head} over {len(fty.args)} categories")
    for o in objs:
        try:
            ty = host.resolve(host.term(parse(o), sc, None).ty)
        except UnsupportedError:
            ty = None
        if ty != host.resolve(fty.args[0]):
            raise host.fail(head, f"{head} of {fty.args[0]} applied to a morphism of "
                            f"{o} : {ty}, not an object of it")
