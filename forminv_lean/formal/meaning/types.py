"""Types of the formal-rendering language: ℕ ℤ ℚ ℝ, Prop, `Set T`, and type variables."""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Ty:
    """A type. `head` is `ℕ ℤ ℚ ℝ Prop Set var Type meta`, or for Mathlib's other types, kept
    opaque: `app` (a named type, `name` its head and any term arguments as written, `args` its
    type arguments: `Finset α`, `Fin n`, `ℂ`, a type family applied `α i`), `fun` (`α → β`),
    `prod` (`α × β`), `pi` (the dependent function type `(i : ι) → α i`: `name` the bound
    variable, `args` its domain and its codomain, which mentions `name` only in the text of
    its opaque types), `result` (the unknown result type of the constant `name` at argument
    types `args`)."""

    head: str
    args: tuple[Ty, ...] = ()
    name: str = ""

    def __str__(self) -> str:
        return show_type(self)


NAT = Ty("ℕ")
INT = Ty("ℤ")
RAT = Ty("ℚ")
REAL = Ty("ℝ")
PROP = Ty("Prop")
TYPE = Ty("Type")

# The coercion chain ℕ → ℤ → ℚ → ℝ (exact embeddings).
NUMERIC_RANK: dict[str, int] = {"ℕ": 0, "ℤ": 1, "ℚ": 2, "ℝ": 3}

# Lean's namespace for dot notation on a value of this type.
NAMESPACE: dict[str, str] = {"ℕ": "Nat", "ℤ": "Int", "ℚ": "Rat", "ℝ": "Real", "Set": "Set"}


def set_of(elem: Ty) -> Ty:
    """The type `Set elem`."""
    return Ty("Set", (elem,))


def tvar(name: str) -> Ty:
    """A type variable (from `{α : Type*}`) named `name`."""
    return Ty("var", (), name)


def meta(name: str) -> Ty:
    """A metavariable for a type not yet known during elaboration."""
    return Ty("meta", (), name)


def is_numeric(t: Ty) -> bool:
    """Whether `t` is one of ℕ ℤ ℚ ℝ."""
    return t.head in NUMERIC_RANK


def is_set(t: Ty) -> bool:
    """Whether `t` is `Set α`."""
    return t.head == "Set"


def is_tvar(t: Ty) -> bool:
    """Whether `t` is a type variable."""
    return t.head == "var"


def numeric_max(a: Ty, b: Ty) -> Ty:
    """The larger of two numeric types in ℕ ⊂ ℤ ⊂ ℚ ⊂ ℝ (where Lean's unifier lands for mixed
    arithmetic)."""
    return a if NUMERIC_RANK[a.head] >= NUMERIC_RANK[b.head] else b


def coercible(src: Ty, dst: Ty) -> bool:
    """Whether Lean inserts a (nondependent, exact) coercion from `src` to `dst` here."""
    if src == dst:
        return True
    return is_numeric(src) and is_numeric(dst) and NUMERIC_RANK[src.head] < NUMERIC_RANK[dst.head]


OPAQUE_HEADS = frozenset({"app", "fun", "prod", "pi", "result"})


def is_opaque(t: Ty) -> bool:
    """A type whose structure the checker does not interpret."""
    return t.head in OPAQUE_HEADS


def show_type(t: Ty) -> str:
    """A type as Lean prints it (`ℕ`, `Set ℝ`, `Finset α`, `α → β`)."""
    if t.head == "app":
        parts = [t.name] + [_atomic(show_type(a)) for a in t.args]
        return " ".join(parts)
    if t.head == "fun":
        a, b = (show_type(x) for x in t.args)
        return f"{_atomic(a) if t.args[0].head == 'fun' else a} → {b}"
    if t.head == "prod":
        return " × ".join(_atomic(show_type(x)) for x in t.args)
    if t.head == "pi":
        return f"({t.name} : {show_type(t.args[0])}) → {show_type(t.args[1])}"
    if t.head == "result":
        return f"?{t.name}({', '.join(show_type(a) for a in t.args)})"
    if t.head == "Set":
        inner = show_type(t.args[0])
        return f"Set {inner}" if " " not in inner else f"Set ({inner})"
    if t.head in ("var", "meta"):
        return t.name
    if t.head == "Type":
        return "Type*"
    return t.head


#: The head of `type_arg(T)`, the type of a type written as an explicit argument.
TYPE_ARG = "Type"


def type_arg(t: Ty) -> Ty:
    """The type of the type `t` written as an explicit argument (`Module.finrank K V`,
    `Polynomial.cyclotomic n R`): an opaque sort of its own for each `t`, so an application
    keyed by its arguments' types has `t` in its identity (`finrank K V` and `finrank K W`
    are two uninterpreted values), and `t` stays a type inside it (type variables in it are
    renamed and bound like any other)."""
    return Ty("app", (t,), TYPE_ARG)


def is_type_arg(t: Ty) -> bool:
    """Whether `t` is `type_arg(T)` for some type `T`."""
    return t.head == "app" and t.name == TYPE_ARG and len(t.args) == 1


def is_pi(t: Ty) -> bool:
    """Whether `t` is a dependent function type `(i : ι) → α i`."""
    return t.head == "pi"


_WORD_CHARS = r"\w'!?₀-₉"


def _word(name: str) -> re.Pattern[str]:
    """`name` as a whole identifier, or as the head of a dotted one (`i.succ`), not as a
    field (`x.i`) or part of a longer name (`i'`, `i₁`)."""
    return re.compile(rf"(?<![{_WORD_CHARS}.]){re.escape(name)}(?![{_WORD_CHARS}])")


def subst_type(t: Ty, name: str, text: str) -> Ty:
    """`t` with the term variable `name` replaced by `text` (a variable's name, or a term
    printed in parentheses) where the text of an opaque type mentions it: the codomain of a
    dependent function type at an argument (`α i` at `j` is `α j`). A `pi` that rebinds
    `name` shadows it; one whose binder `text` names is renamed first (no capture)."""
    if t.head == "pi" and t.name == name:
        return Ty("pi", (subst_type(t.args[0], name, text), t.args[1]), t.name)
    if t.head == "pi" and _word(t.name).search(text):
        bound = t.name + "'"
        while _word(bound).search(text) or subst_type(t.args[1], bound, "\u0000") != t.args[1]:
            bound += "'"
        t = Ty("pi", (t.args[0], subst_type(t.args[1], t.name, bound)), bound)
    new = _word(name).sub(lambda _: text, t.name) if t.head == "app" else t.name
    return Ty(t.head, tuple(subst_type(a, name, text) for a in t.args), new)


def _atomic(s: str) -> str:
    return f"({s})" if " " in s else s


def unfold_function_type(t: Ty) -> Ty | None:
    """The Π type a `def` of a function type unfolds to where a value of it is applied (Lean's
    application elaborator unfolds the head's type to a Π type), or None. Mathlib/Analysis/
    Calculus/FormalMultilinearSeries.lean:43 `def FormalMultilinearSeries (𝕜 E F) … := ∀ n :
    ℕ, E[×n]→L[𝕜] F`, the notation (Topology/Algebra/Module/Multilinear/Basic.lean:54) being
    `ContinuousMultilinearMap 𝕜 (fun i : Fin n => E) F`: `p n` is of that type at `n`. The
    bound `n` and `i` must not occur in the arguments' text (they would capture them)."""
    if t.head != "app" or t.name != "FormalMultilinearSeries" or len(t.args) != 3:
        return None
    k, e, f = (_atomic(show_type(a)) for a in t.args)
    if any(_word(w).search(s) for s in (k, e, f) for w in ("n", "i")):
        return None
    cod = Ty("app", (), f"ContinuousMultilinearMap {k} (fun i : Fin n => {e}) {f}")
    return Ty("pi", (NAT, cod), "n")
