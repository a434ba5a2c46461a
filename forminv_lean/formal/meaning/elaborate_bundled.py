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

from typing import TYPE_CHECKING, Protocol

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.ast import App, Expr, Name
from forminv_lean.formal.meaning.bundled import (
    ARITY,
    COE_ARG,
    HOM_SCALARS,
    STRUCTURES,
    TERM_COE,
    WRAPPERS,
    ends,
)
from forminv_lean.formal.meaning.opaque import _arguments
from forminv_lean.formal.meaning.signature import CONSTS
from forminv_lean.formal.meaning.types import TYPE, Ty, is_tvar, show_type, tvar

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
    words = rest.split(" ")
    if entry is None or any(not w or "(" in w or ")" in w for w in words):
        return None
    types: list[Ty] = []
    terms: list[tuple[str, Ty | None]] = []
    shape = ""
    for w in words:
        if w in sc.vars:
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
            if kind == "dom":
                return ty.args[0] if ty.head == "fun" else None
            if kind == "cod":
                return ty.args[1] if ty.head == "fun" else None
            if kind in ("fam", "pi"):
                return _family_at(word, ty, kind)
        binding = {"?" + p: a for p, a in zip(("α", "β"), types, strict=False)}
        return substitute(parse_signature_type(spec), binding)

    d, c = read(dom), read(cod)
    return (d, c) if d is not None and c is not None else None


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
        got = ends(fty)
        if got is None and fty.head == "app" and not fty.args and " " in fty.name:
            return _term_coe(self, fty, sc)
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

        cod = self.elab_type(parse(rest[1]), sc) if own else tvar(target)
        return self.elab_type(parse(rest[0]), sc), cod
