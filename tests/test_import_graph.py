"""The import-graph closure both the renderer and the Lean guard use."""

from hypothesis import given
from hypothesis import strategies as st

from forminv_lean.import_graph import ROOT, Reachability, import_closure

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


@given(st.dictionaries(st.sampled_from(MODULES),
                       st.lists(st.sampled_from([*MODULES, "Outside", ROOT]), max_size=4)))
def test_reachability_table_answers_as_the_walk_does(graph: dict[str, list[str]]) -> None:
    """Every (module, module) pair of a random graph: cycles, imports outside the graph and
    `import Mathlib` (every module) included."""
    table = Reachability(graph)
    for m in graph:
        walked = import_closure(graph, [m])
        for w in graph:
            assert table.brings(m, w) == (w in walked), (m, w)


def test_reachability_on_mathlibs_graph() -> None:
    """The table against the walk on Mathlib v4.19.0's own import graph (a seeded sample of
    modules), read in place; skipped when the shared data is absent."""
    import gzip
    import json
    import random

    from tests.mathlib_corpus import require

    path = require("imports-v4.19.0.jsonl.gz")
    with gzip.open(path, "rt", encoding="utf-8") as f:
        graph = {r["module"]: r["imports"] for r in map(json.loads, f)}
    table = Reachability(graph)
    mods = sorted(graph)
    rng = random.Random(29)
    for m in rng.sample(mods, 40):
        walked = import_closure(graph, [m])
        for w in rng.sample(mods, 200) + sorted(walked & graph.keys())[:50]:
            assert table.brings(m, w) == (w in walked), (m, w)
