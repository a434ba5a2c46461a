"""Equivalence classes of renderings per theorem, from proved checks (networkx).

Nodes are renderings (the canonical one and each item's), edges are proved equivalences;
connected components give paraphrase↔paraphrase equivalence by transitivity. A refuted
pair inside one component is a contradiction: the checker disagreed with itself, and
it is reported rather than silently resolved.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import networkx as nx


@dataclass(frozen=True)
class Edge:
    """One checked pair of renderings of a theorem: proved equivalent, or refuted."""
    theorem_id: str
    a: str              # rendering text
    b: str
    proved: bool        # True: proved equivalent; False: refuted


@dataclass(frozen=True)
class Contradiction:
    """A refuted pair whose renderings are connected by proved equivalences: the checker
    disagreed with itself.
    """
    theorem_id: str
    a: str
    b: str


def components(edges: Iterable[Edge]) -> tuple[dict[str, list[list[str]]], list[Contradiction]]:
    """Per theorem: sorted components of the proved graph, and any contradictions."""
    graphs: dict[str, nx.Graph] = {}
    refuted: list[Edge] = []
    for e in edges:
        g = graphs.setdefault(e.theorem_id, nx.Graph())
        g.add_nodes_from([e.a, e.b])
        if e.proved:
            g.add_edge(e.a, e.b)
        else:
            refuted.append(e)
    comps = {t: sorted(sorted(c) for c in nx.connected_components(g))
             for t, g in sorted(graphs.items())}
    bad = [Contradiction(e.theorem_id, e.a, e.b) for e in refuted
           if nx.has_path(graphs[e.theorem_id], e.a, e.b)]
    return comps, bad
