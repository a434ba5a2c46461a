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


class Reachability:
    """Does module `m` bring module `w`? `import_closure`'s answer for one-module roots, for
    every module of the graph at once: one bitset (a Python int) per module, each the union of
    its imports' (a strongly connected part shares one, so a cyclic graph is answered too).
    Building it walks the graph once (a fraction of a second for Mathlib's 6,305 modules),
    where a closure walked per module took ~30 ms each and the renderer asks in thousands of
    modules. The graph must not change afterwards."""

    def __init__(self, graph: Mapping[str, Iterable[str]]) -> None:
        self._graph = {m: tuple(graph[m]) for m in graph}
        if ROOT not in self._graph and any(ROOT in i for i in self._graph.values()):
            self._graph[ROOT] = tuple(graph)   # `import Mathlib` brings every module
        self._index = {m: i for i, m in enumerate(self._graph)}
        self._bits = self._closures()

    def brings(self, module: str, where: str) -> bool:
        """Is `where` `module` itself or a module it imports, transitively? Both must be
        modules of the graph."""
        return bool(self._bits[module] >> self._index[where] & 1)

    def _closures(self) -> dict[str, int]:
        """Tarjan's strongly connected parts, found sinks first: each part's bits are its
        members' and those of every part its members import, all already known."""
        graph, index = self._graph, self._index
        order: dict[str, int] = {}
        low: dict[str, int] = {}
        stack: list[str] = []
        on_stack: set[str] = set()
        bits: dict[str, int] = {}
        for start in graph:
            if start in order:
                continue
            work = [(start, iter(graph[start]))]
            order[start] = low[start] = len(order)
            stack.append(start)
            on_stack.add(start)
            while work:
                node, children = work[-1]
                for child in children:
                    if child not in index:
                        continue
                    if child not in order:
                        order[child] = low[child] = len(order)
                        stack.append(child)
                        on_stack.add(child)
                        work.append((child, iter(graph[child])))
                        break
                    if child in on_stack:
                        low[node] = min(low[node], order[child])
                else:
                    work.pop()
                    if work:
                        parent = work[-1][0]
                        low[parent] = min(low[parent], low[node])
                    if low[node] == order[node]:
                        part: list[str] = []
                        while True:
                            m = stack.pop()
                            on_stack.discard(m)
                            part.append(m)
                            if m == node:
                                break
                        members = set(part)
                        value = 0
                        for m in part:
                            value |= 1 << index[m]
                            for child in graph[m]:
                                if child in index and child not in members:
                                    value |= bits[child]
                        for m in part:
                            bits[m] = value
        return bits
