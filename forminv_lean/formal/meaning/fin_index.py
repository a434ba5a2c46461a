"""The result types of `Fin`'s index arithmetic (`Fin.succ i : Fin (n + 1)` for `i : Fin n`),
worked out from the arguments' types as Lean's unifier does, each signature cited.

These are dependent signatures: the bound of the result is a term made of the implicit `n`
(unified from an argument's type `Fin n`) and the explicit `ℕ` arguments, so the tables'
format (type parameters only, `opaque.SIGNATURES`) cannot say them. The checker keeps `Fin n`
opaque, named by its text (`Ty("app", (), "Fin (n + 1)")`, the way `Elaborator.elab_type` names
a type applied to a term: `"Fin " + _paren(show_expr(bound))`). Here a bound is read back from
that text and the result's bound printed the same way, so `Fin.castSucc i` with `i : Fin (n +
1)` has the type `Fin ((n + 1) + 1)`, the name `elab_type` gives the binder type `Fin (n + 1 +
1)`. Two bounds are equal only when their texts are (Lean's unifier also equates `n + 1` with
`Nat.succ n` or `2` with `1 + 1`; such a pair stays a mismatch here, which refuses rather than
equating two types wrongly).

A pattern `Fin (n + 1)` (`Fin.pred`, `Fin.succAbove`) matches a bound written `L + 1` only:
Lean's unifier solves `?n + 1 =?= L + 1` with `?n := L`; a bound of another shape (`Nat.succ
L`, `3`, `m`) is not matched here and the application keeps an unknown type (as before).
An explicit `ℕ` argument enters the bound by its text when it is a variable or a numeral.

Signatures (toolchain `leanprover/lean4:v4.19.0`, Lean core `src/Init/Data/Fin/Basic.lean`,
`namespace Fin` with `variable {n : Nat}`; the same text in the stored versions before and after
v4.19.0): `def succ : Fin n → Fin (n + 1)`; `def last (n : Nat) : Fin (n + 1)`; `def castAdd
(m) : Fin n → Fin (n + m)`; `def castSucc : Fin n → Fin (n + 1)`; `def addNat (i : Fin n) (m)
: Fin (n + m)`; `def natAdd (n) (i : Fin m) : Fin (n + m)`; `def rev (i : Fin n) : Fin n`;
`def pred {n : Nat} (i : Fin (n + 1)) (h : i ≠ 0) : Fin n`. Mathlib v4.19.0
Mathlib/Data/Fin/Basic.lean (`namespace Fin` :56, `variable {n m : ℕ}` :72): :929 `def
succAbove (p : Fin (n + 1)) (i : Fin n) : Fin (n + 1)`, :1174 `def predAbove (p : Fin n) (i :
Fin (n + 1)) : Fin n`.
"""

from __future__ import annotations

from collections.abc import Sequence

from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import NAT, Ty, show_type

#: Each function's explicit arguments, then its result: `Fin B` an argument or result of type
#: `Fin` with bound `B`, `ℕ v` an explicit natural-number argument bound to `v`, `_` a proof
#: (its proposition is not read). A bound is a variable (`n`), `n + 1` or `n + m`.
FIN_SIGNATURES: dict[str, tuple[str, ...]] = {
    "Fin.succ": ("Fin n", "Fin n + 1"),
    "Fin.castSucc": ("Fin n", "Fin n + 1"),
    "Fin.last": ("ℕ n", "Fin n + 1"),
    "Fin.castAdd": ("ℕ m", "Fin n", "Fin n + m"),
    "Fin.addNat": ("Fin n", "ℕ m", "Fin n + m"),
    "Fin.natAdd": ("ℕ n", "Fin m", "Fin n + m"),
    "Fin.rev": ("Fin n", "Fin n"),
    "Fin.pred": ("Fin n + 1", "_", "Fin n"),
    "Fin.succAbove": ("Fin n + 1", "Fin n", "Fin n + 1"),
    "Fin.predAbove": ("Fin n", "Fin n + 1", "Fin n"),
}


def _bracketed(s: str) -> bool:
    """Is `s` one parenthesis `(…)` whose `(` closes at its end?"""
    depth = 0
    for i, c in enumerate(s):
        depth += (c == "(") - (c == ")")
        if depth == 0 and i < len(s) - 1:
            return False
    return s.startswith("(") and depth == 0


def _atom(s: str) -> bool:
    """A bound's text as `elab_type` writes it inside a type name: a word, or one parenthesis."""
    return bool(s) and (" " not in s or _bracketed(s))


def bound_of(ty: Ty) -> str | None:
    """The bound of `Fin B` as written in the type's name (`n`, `(n + 1)`), or as the one
    argument `elab_type` read as a type (`Fin (Nat.succ n)`, `coercions.is_fin`); else None."""
    if ty.head != "app":
        return None
    if ty.name == "Fin" and len(ty.args) == 1:
        b = show_type(ty.args[0])
        return b if " " not in b else f"({b})" if not _bracketed(b) else b
    if ty.args or not ty.name.startswith("Fin "):
        return None
    b = ty.name[len("Fin "):]
    return b if _atom(b) else None


def _plus(a: str, b: str) -> str:
    """The text of `a + b` as a bound inside a type name (`show_expr` parenthesises an operand
    with a space; `_paren` the whole): `(n + 1)`, `((n + 1) + m)`."""
    return f"({a} + {b})"


def _minus_one(b: str) -> str | None:
    """`L` when the bound `b` is written `(L + 1)` (the unifier's `?n + 1 =?= L + 1`)."""
    if not (b.startswith("(") and b.endswith(" + 1)") and _bracketed(b)):
        return None
    inner = b[1:-len(" + 1)")]
    return inner if _atom(inner) else None


def _nat_text(t: Term, ty: Ty) -> str | None:
    """The text of an explicit `ℕ` argument that is a variable or a numeral."""
    if ty != NAT:
        return None
    if t.op == "var" and t.name and " " not in t.name:
        return t.name
    if t.op == "num" and isinstance(t.value, int) and t.value >= 0:
        return str(t.value)
    return None


def _match(pat: str, arg: Term, ty: Ty, env: dict[str, str]) -> bool:
    """Bind `pat`'s variables from one argument (`env` updated); False if it does not fit."""
    if pat == "_":
        return True
    kind, _, rest = pat.partition(" ")
    if kind == "ℕ":
        text = _nat_text(arg, ty)
        return text is not None and env.setdefault(rest, text) == text
    b = bound_of(ty)
    if b is None:
        return False
    if rest.endswith(" + 1"):
        b = _minus_one(b)   # type: ignore[assignment]
        if b is None:
            return False
        rest = rest[:-len(" + 1")]
    return env.setdefault(rest, b) == b


def _result(pat: str, env: dict[str, str]) -> Ty | None:
    """The result `Fin B` with `B`'s variables replaced by their bound texts."""
    body = pat[len("Fin "):]
    lhs, _, rhs = body.partition(" + ")
    if lhs not in env or rhs and not rhs.isdigit() and rhs not in env:
        return None
    text = env[lhs] if not rhs else _plus(env[lhs], env.get(rhs, rhs))
    return Ty("app", (), "Fin " + text)


def result_type(head: str, args: Sequence[Term], types: Sequence[Ty]) -> Ty | None:
    """The type of `head args` (every explicit argument given, `types` their resolved types)
    when `head` is one of `FIN_SIGNATURES` and the arguments fit it; None otherwise (the
    application is then left as it was: an unknown type)."""
    sig = FIN_SIGNATURES.get(head)
    if sig is None or len(args) != len(sig) - 1:
        return None
    env: dict[str, str] = {}
    for pat, a, ty in zip(sig[:-1], args, types, strict=True):
        if not _match(pat, a, ty, env):
            return None
    for pat, ty in zip(sig[:-1], types, strict=True):
        if pat == sig[-1]:
            # `Fin.rev i`, `p.succAbove i`: Lean's result is the argument's own type (`Fin ?n`
            # with `?n` assigned from it), whichever way the checker holds it (`Fin (Nat.succ
            # n)` keeps its bound as an argument, `coercions.is_fin`)
            return ty
    return _result(sig[-1], env)


def as_unknown(t: Term, types: Sequence[Ty]) -> Term | None:
    """`t`, an application typed by `result_type` (`types` its arguments' resolved types), with
    the unknown type it had before (`Ty("result", …)`): where its `Fin (n + 1)` meets a bound
    written otherwise (`Fin (Nat.succ n)`, which Lean's unifier equates and the text does not),
    the application is read as any undeclared constant's is, an uninterpreted function at the
    other type. None when `t` is not such an application."""
    if t.op != "app" or t.name not in FIN_SIGNATURES or bound_of(t.ty) is None or \
            result_type(t.name, t.args, types) != t.ty:
        return None
    return Term("app", t.args, Ty("result", tuple(types), t.name), t.name)



def clashes(leaves: dict[int, tuple[Term, list[Ty]]], types: Sequence[Ty]) -> dict[int, Term]:
    """The leaves of an operator tree (`leaves[k] = (term, its arguments' resolved types)`)
    typed by `result_type` whose `Fin` bound differs in its text from another `Fin` type in
    the tree (`types`, the leaves' and the expected type): `Fin.castSucc i = j` with `j : Fin
    (Nat.succ n)`, `Fin.succ (Fin.natAdd n i) = Fin.natAdd n (Fin.succ i)`. Lean's unifier
    equates such bounds where they are equal numbers, the text does not: such a leaf is given
    back the unknown type it had before (`as_unknown`), and the tree treats it as it treats
    any undeclared constant's application, rather than refusing a mismatch. Returns those
    leaves, each retyped so."""
    fins = {b for ty in types if (b := bound_of(ty)) is not None}
    return {k: u for k, (t, arg_types) in leaves.items()
            if (u := as_unknown(t, arg_types)) is not None and fins - {bound_of(t.ty)}}


def object_first(head: str) -> bool:
    """Is the first explicit argument of `head` (one of `FIN_SIGNATURES`) a `Fin`? Then Lean's
    field notation `i.f a` (the object at the first explicit argument of its type) is `f i a`,
    as the elaborator reads it (`Fin.addNat`, `Fin.succAbove`; not `Fin.castAdd m i`)."""
    sig = FIN_SIGNATURES.get(head)
    return sig is not None and sig[0].startswith("Fin ")
