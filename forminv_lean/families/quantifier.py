"""The `quantifier` family (F2, T2): quantifier phrasing; ∀ ↔ ¬∃¬ where rendered."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import make, parsed
from forminv_lean.families.rewrite import Binder, Expr, Name, Quant, UnOp
from forminv_lean.records import Theorem


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    expr = parsed(theorem)
    if not isinstance(expr, Quant):
        return
    word = rng.choice(("for_all", "any", "each"))
    yield make(expr, f"phrase:{word}", quantifier=word)
    dual = not_exists_not(expr)
    if dual is not None:
        yield make(dual, "dual:not_exists_not")


def _is_sort_binder(b: Binder) -> bool:
    return b.info == "inst" or (isinstance(b.type, Name) and b.type.id.startswith(("Type", "Sort")))


def not_exists_not(expr: Quant) -> Expr | None:
    """`∀ {α} [C α] (x : T), P` → `∀ {α} [C α], ¬ ∃ x : T, ¬ P`: type and class binders
    stay universal (there is no ∃ over types in the language)."""
    if expr.kind != "∀":
        return None
    keep = tuple(b for b in expr.binders if _is_sort_binder(b))
    values = tuple(b for b in expr.binders if not _is_sort_binder(b))
    if not values or any(b.pred or b.type is None for b in values) or \
            expr.binders[:len(keep)] != keep:
        return None
    inner: Expr = UnOp("¬", Quant("∃", tuple(dataclasses.replace(b, info="explicit")
                                            for b in values), UnOp("¬", expr.body)))
    return Quant("∀", keep, inner) if keep else inner


FAMILY = Family(
    id="quantifier",
    alias="F2",
    tier="T2",
    description="quantifier phrasing ('every', 'for all', 'any', ∀ ↔ ¬∃¬)",
    max_level="form",
    lean_strategy="Iff.rfl for phrasing; not_exists_not-style duality for ¬∃¬",
    generate=generate,
)
