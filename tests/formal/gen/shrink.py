"""Greedy shrinking of a pair that exposes a finding, on raw syntax trees.

Hypothesis shrinks failing examples inside `@given` tests; pairs found in a batch (the
benchmark, the seeded slice) are shrunk here instead: replace a subformula by one of its
parts, drop a quantifier, a cast or a negation, make a numeral 0 or 1 — and keep the change
whenever the same kind of finding is still reported. Budgets count checker calls.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from forminv_lean.formal.errors import FormalParseError
from forminv_lean.formal.meaning.ast import App, Ascribe, BinOp, Num, Quant, UnOp
from forminv_lean.formal.meaning.parser import parse
from gen import raw


def _candidates(root: Any) -> list[Any]:
    out: list[Any] = []
    for path, node in raw.paths(root):
        if isinstance(node, raw.Binder):
            continue
        repl: list[Any] = []
        if isinstance(node, BinOp):
            repl += [node.lhs, node.rhs]
        if isinstance(node, UnOp) and node.op in ("¬", "-", "↑"):
            repl.append(node.arg)
        if isinstance(node, Ascribe) and not raw._is_sort(node.type):
            repl.append(node.expr)
        if isinstance(node, Quant):
            repl.append(node.body)
            for lbl, new in raw._binder_mutations(node):
                if lbl == "drop_binder":
                    repl.append(new)
        if isinstance(node, App):
            repl += list(node.args)
        if isinstance(node, Num) and node.text not in ("0", "1"):
            repl += [Num("0"), Num("1")]
        for r in repl:
            out.append(raw.put(root, path, r))
    out.sort(key=lambda t: len(raw.show(t)))
    return out


def shrink(p: str, q: str, still: Callable[[str, str], bool], *, budget: int = 60) -> tuple[str, str]:
    """A smaller (p, q) for which `still(p, q)` holds; at most `budget` calls of `still`."""
    calls = 0
    improved = True
    while improved and calls < budget:
        improved = False
        for side in (0, 1):
            text = (p, q)[side]
            try:
                root = parse(text)
            except FormalParseError:
                continue
            for cand in _candidates(root):
                if calls >= budget:
                    break
                new = raw.show(cand)
                if len(new) >= len(text):
                    continue
                np_, nq = (new, q) if side == 0 else (p, new)
                calls += 1
                try:
                    ok = still(np_, nq)
                except Exception:
                    ok = False
                if ok:
                    p, q = np_, nq
                    improved = True
                    break
            if improved:
                break
    return p, q


def shrink_statement(p: str, still: Callable[[str], bool], *, budget: int = 60) -> str:
    out, _ = shrink(p, "True", lambda a, _b: still(a), budget=budget)
    return out
