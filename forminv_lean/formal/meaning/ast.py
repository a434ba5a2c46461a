"""Raw syntax trees of the formal-rendering language, as the parser builds them.

These mirror Lean's surface syntax (before elaboration): names are unresolved, numerals
untyped, coercions implicit. Frozen dataclasses so trees hash, compare and pickle.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Name:
    """An identifier as written, possibly dotted (`Nat.Prime`, `p.Prime`, `Set.univ`)."""

    id: str


@dataclass(frozen=True)
class Num:
    """A numeral as written (`2`, `10`, `1.5`)."""

    text: str


@dataclass(frozen=True)
class App:
    """Function application by juxtaposition: `fn a b`."""

    fn: Expr
    args: tuple[Expr, ...]


@dataclass(frozen=True)
class BinOp:
    """An infix operator; `op` is the canonical Unicode spelling (`≤`, `∧`, `→`, ...)."""

    op: str
    lhs: Expr
    rhs: Expr


@dataclass(frozen=True)
class UnOp:
    """A prefix or postfix operator: `¬ - ↑ √ ! ⁻¹ ᶜ` and `abs` for `|x|`."""

    op: str
    arg: Expr


@dataclass(frozen=True)
class Field:
    """Generalized field notation on a parenthesised term: `(a + b).gcd`."""

    obj: Expr
    field: str


@dataclass(frozen=True)
class Ascribe:
    """A type ascription `(e : T)`."""

    expr: Expr
    type: Expr


@dataclass(frozen=True)
class Binder:
    """One binder group. `info` is explicit/implicit/strict/inst; `pred` a binder predicate."""

    names: tuple[str, ...]
    type: Expr | None
    info: str = "explicit"
    pred: tuple[str, Expr] | None = None


@dataclass(frozen=True)
class Quant:
    """`∀ binders, body` or `∃ binders, body` (kind is `∀` or `∃`)."""

    kind: str
    binders: tuple[Binder, ...]
    body: Expr


@dataclass(frozen=True)
class SetBuilder:
    """Set-builder notation `{x | p x}`, `{x : T | p x}`, or `{x ∈ s | p x}` (`sep`: the
    binder predicate, as (relation, bound))."""

    var: str
    type: Expr | None
    body: Expr
    sep: tuple[str, Expr] | None = None


@dataclass(frozen=True)
class Lambda:
    """`fun binders => body` (also `↦`, `λ`)."""

    binders: tuple[Binder, ...]
    body: Expr


@dataclass(frozen=True)
class BigOp:
    """A binder notation over a body: `∑ x ∈ s, f x`, `∏ i in s, f i`, `⋃ i, s i`, `⨆ i, f i`,
    `∀ᶠ x in l, p x`. `domain` is the `in` clause, if any."""

    op: str
    binders: tuple[Binder, ...]
    body: Expr
    domain: Expr | None = None


@dataclass(frozen=True)
class Bracket:
    """Bracketed lists: `kind` is `tuple` `(a, b)`, `anon` `⟨a, b⟩`, `list` `[a, b]`, `set`
    `{a, b}`, `vec` `![a, b]` (Mathlib's `Matrix.vecCons a ![b]`)."""

    kind: str
    items: tuple[Expr, ...]


@dataclass(frozen=True)
class Ite:
    """`if c then a else b`; `hyp` names the hypothesis of `if h : c then a else b`."""

    cond: Expr
    then: Expr
    orelse: Expr
    hyp: str | None = None


Expr = Name | Num | App | BinOp | UnOp | Field | Ascribe | Quant | SetBuilder | Lambda | BigOp \
    | Bracket | Ite
