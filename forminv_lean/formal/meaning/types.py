"""Types of the formal-rendering language: ℕ ℤ ℚ ℝ, Prop, `Set T`, and type variables."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Ty:
    """A type. `head` is `ℕ ℤ ℚ ℝ Prop Set var Type meta`, or for Mathlib's other types, kept
    opaque: `app` (a named type, `name` its head and any term arguments as written, `args` its
    type arguments: `Finset α`, `Fin n`, `ℂ`), `fun` (`α → β`), `prod` (`α × β`), `result`
    (the unknown result type of the constant `name` at argument types `args`)."""

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


OPAQUE_HEADS = frozenset({"app", "fun", "prod", "result"})


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


def _atomic(s: str) -> str:
    return f"({s})" if " " in s else s
