"""The `order` family (F6, T1): one comparison written the other way round.

`√x ≥ 0` becomes `0 ≤ √x`: the rendering changes (the relation is flipped, not reworded)
and the realiser words the new formula, so the text says "0 is less than or equal to …"
where the canonical says "… is greater than or equal to 0". The comparison flipped is the
statement's own claim where it has one (its conclusion), else the first hypothesis. Only
`<`, `≤`, `>` and `≥` have a direction: an equation written the other way round
(`C(n, k) = C(n, n - k)` / `C(n, n - k) = C(n, k)`) is `Eq.symm`, the paper's F8, not F6, so
a statement without an inequality gets no order item (issue #26).
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import make, parsed
from forminv_lean.families.rewrite import (
    FLIP,
    BinOp,
    Expr,
    Path,
    positions,
    preferred,
    replace_at,
)
from forminv_lean.families.validity import order as valid
from forminv_lean.records import Theorem


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    """One comparison of `theorem` flipped (its conclusion's first); nothing without one."""
    expr = parsed(theorem)
    if expr is None:
        return
    hits: list[tuple[Path, Expr]] = [(p, x) for p, x in positions(expr)
                                     if isinstance(x, BinOp) and x.op in FLIP]
    if not hits:
        return
    path, node = preferred(expr, hits)[0]
    assert isinstance(node, BinOp)
    yield make(replace_at(expr, path, BinOp(FLIP[node.op], node.rhs, node.lhs)),
               f"flip:{node.op}")


FAMILY = Family(
    id="order",
    alias="F6",
    tier="T1",
    description="comparison direction: `a ≥ b` / `b ≤ a`, `a > b` / `b < a` (statements "
                "without an inequality get no item)",
    max_level="form",
    lean_strategy="Iff.rfl (≥ and > are notations for flipped ≤ and <)",
    generate=generate,
    valid=valid,
)
