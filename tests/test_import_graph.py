"""The import-graph closure both the renderer and the Lean guard use."""

from hypothesis import given
from hypothesis import strategies as st

from forminv_lean.import_graph import ROOT, import_closure

MODULES = [f"M{i}" for i in range(8)]
graphs = st.dictionaries(st.sampled_from(MODULES), st.lists(st.sampled_from(MODULES), max_size=4))


def _fixpoint(graph: dict[str, list[str]], roots: set[str]) -> set[str]:
    """Reference: grow the set until every member's imports are in it."""
    out = set(roots)
    while True:
        more = {i for m in out for i in graph.get(m, ())} - out
        if not more:
            return out
        out |= more


@given(graphs, st.sets(st.sampled_from(MODULES), max_size=3))
def test_closure_is_reachability(graph: dict[str, list[str]], roots: set[str]) -> None:
    assert import_closure(graph, roots) == _fixpoint(graph, roots)


@given(graphs)
def test_mathlib_root_brings_every_module_of_the_graph(graph: dict[str, list[str]]) -> None:
    assert import_closure(graph, [ROOT]) == {ROOT} | _fixpoint(graph, set(graph))


def test_a_module_outside_the_graph_brings_itself_only() -> None:
    assert import_closure({"A": ["B"]}, ["Batteries.Data.List"]) == {"Batteries.Data.List"}
