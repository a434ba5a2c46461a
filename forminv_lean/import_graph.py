"""Lean's import graph: which modules a set of imports brings into the environment.

One walk shared by the renderer (`formalise.name_index`: is a name visible where a theorem is
declared?) and the Lean guard (`certify.lean_idents`: may an emitted file use a name?).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

#: `import Mathlib` imports every module of the graph.
ROOT = "Mathlib"


def import_closure(graph: Mapping[str, Iterable[str]], roots: Iterable[str]) -> frozenset[str]:
    """Every module `roots` bring, transitively, the roots included. `Mathlib` brings every
    module of the graph; a module outside the graph (Batteries, core) brings itself only."""
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        m = todo.pop()
        if m in seen:
            continue
        seen.add(m)
        if m == ROOT:
            todo.extend(graph)
        todo.extend(graph.get(m, ()))
    return frozenset(seen)
