"""Classes read as propositions, checked against Mathlib's own index (round 22).

Each `prop_classes.PROP_CLASSES` entry cited `Path.lean:LINE` must be a `class` or `abbrev` that
Mathlib v4.19.0's declaration index (`../shared/external/mathlib/declarations.jsonl.gz`, which
nobody here wrote) lists at that module and line: a wrong line or name would mean the entry was
never read where it claims. A class on terms (`[UniversallyClosed (f ≫ g)]`,
`[CompleteSpace (F × G)]`) is then the hypothesis it states, end to end; a data class on a
product (`[DecidableLE (α × β)]`) stays refused.
"""

from __future__ import annotations

import gzip
import json
import re
from functools import lru_cache

import pytest

from forminv_lean.formal.meaning.prop_classes import PROP_CLASSES
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import rendered, require

_CITED = {n: m.group(1, 2) for n, c in PROP_CLASSES.items()
          if (m := re.match(r"([\w/]+)\.lean:(\d+)", c))}


@lru_cache(maxsize=1)
def _index() -> dict[str, set[tuple[str, int]]]:
    path = require("declarations.jsonl.gz")
    out: dict[str, set[tuple[str, int]]] = {}
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            if r["kind"] in ("class", "abbrev"):
                out.setdefault(r["name"], set()).add((r["module"], r["line"]))
    return out


def test_most_entries_carry_a_file_and_line() -> None:
    assert len(_CITED) >= 140


@pytest.mark.parametrize("name", sorted(_CITED))
def test_each_cited_class_is_where_the_index_puts_it(name: str) -> None:
    path, line = _CITED[name]
    where = _index().get(name)
    assert where, f"{name} is no class or abbrev of Mathlib's index"
    assert ("Mathlib." + path.replace("/", "."), int(line)) in where, (name, sorted(where))


_NEW = {
    "AlgebraicGeometry.UniversallyClosed.of_comp_of_isSeparated":
        "[AlgebraicGeometry.UniversallyClosed (f ≫ g)]",
    "CategoryTheory.injective_of_preservesFiniteColimits_preadditiveYonedaObj":
        "[CategoryTheory.Limits.PreservesFiniteColimits (CategoryTheory.preadditiveYonedaObj J)]",
    "ContinuousLinearMap.equivProdOfSurjectiveOfIsCompl_toLinearEquiv": "[CompleteSpace (F × G)]",
}


@pytest.mark.parametrize("name", sorted(_NEW))
def test_a_proposition_class_on_terms_is_kept_as_the_hypothesis_it_states(name: str) -> None:
    formal = rendered(_NEW, name)
    assert _NEW[name] in formal
    elaborate_rendering(formal)


def test_a_data_class_on_a_product_stays_refused() -> None:
    from forminv_lean.formal.errors import UnsupportedError

    with pytest.raises(UnsupportedError):
        elaborate_rendering("∀ {α β : Type*} [Preorder α] [Preorder β] [DecidableLE (α × β)] "
                            "(a : α), a ≤ a")
