"""Track B end to end on a slice of the real corpus (issue #24 items 4 and 5): `forminv-lean
build --recipe ntp-mathlib` over a handful of Mathlib v4.19.0 declarations read from
`../shared/external/mathlib/ntp-training-data-v4.19.0.jsonl.gz` (skipped with a reason when
the corpus is absent; nothing of it is copied into the repository).

* no canonical shows raw Lean where a wording exists: every marked span of a canonical is a
  constant neither the lexicon nor a generic wording (`informalise/generic.py`) has words for;
* false controls are there, labelled FALSE, each refuted by the checker: with a counterexample
  it finds alone, or through the Mathlib theorem it was changed from (`theorem → ¬ control`).
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from forminv_lean.certify.quality import raw_lean
from forminv_lean.extract.controls import GIVEN
from forminv_lean.formal import FormalParseError, parse
from forminv_lean.formal.checker import decide
from forminv_lean.formal.meaning.ast import App, Name
from forminv_lean.formalise.name_index import default_index_dir
from forminv_lean.informalise import generic
from forminv_lean.informalise.lexicon import resolve
from forminv_lean.records import Item

CORPUS = (default_index_dir() or Path("/nonexistent")) / "ntp-training-data-v4.19.0.jsonl.gz"
#: Declarations that exercise the generic wordings (`IsCompact`, `Summable`, `Matroid`,
#: `Polynomial.Monic`, `sSup`, `dist`) and the controls (closed values, identities).
NAMES = ("Polynomial.Monic.mul_left_ne_zero", "Real.summable_one_div_nat_add_rpow",
         "Real.log_one", "Real.sin_periodic", "Real.exp_zero", "Real.sin_zero", "Real.cos_zero",
         "Real.sinh_neg", "Matroid.not_rankFinite", "isLUB_sSup", "max_eq_left_iff",
         "IsCompact.inter_right", "dist_comm")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not CORPUS.exists() or not generic.available(),
                       reason=f"the Mathlib corpus and name index are absent ({CORPUS})"),
]


def _rows(p: Path) -> list[dict]:
    return [json.loads(x) for x in p.read_text(encoding="utf-8").splitlines() if x.strip()]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[Item], dict[str, dict]]:
    from tests.conftest import run_cli

    tmp = tmp_path_factory.mktemp("corpus_slice")
    with gzip.open(CORPUS, "rt", encoding="utf-8") as f:
        picked = [line for line in f if json.loads(line)["name"] in NAMES]
    assert len(picked) == len(NAMES)
    (tmp / "slice.jsonl").write_text("".join(picked), encoding="utf-8")
    out = tmp / "out"
    r = run_cli("build", "--recipe", "ntp-mathlib", "--path", str(tmp / "slice.jsonl"),
                "--out", str(out), "--lean-dir", str(out / "lean"), "--quiet", timeout=1200)
    assert r.returncode == 0, r.stderr
    items = [Item(**i) for i in _rows(out / "dataset.jsonl")]
    return items, {t["id"]: t for t in _rows(out / "theorems.jsonl")}


def _has_wording(mark: str) -> bool:
    """Is there words for the constant a marked span applies to one name (`Foo x`)?"""
    try:
        e = parse(mark)
    except FormalParseError:
        return False
    if not (isinstance(e, App) and isinstance(e.fn, Name) and len(e.args) == 1
            and isinstance(e.args[0], Name)):
        return False
    name = e.fn.id
    return resolve(name) is not None or any(
        generic.wording(name, kind, 1) is not None for kind in ("predicate", "function"))


def test_no_canonical_shows_raw_lean_where_a_wording_exists(built) -> None:
    items, _ = built
    canon = [i for i in items if i.family == "canonical"]
    assert canon
    for it in canon:
        for mark in raw_lean(it.question):
            assert not _has_wording(mark), (mark, it.question)
    worded = " ".join(i.question for i in canon)
    for phrase in ("is monic", "is summable", "every matroid M on α", "is rank finite",
                   "the least upper bound of s", "the distance between"):
        assert phrase in worded, phrase


def test_false_controls_are_labelled_and_refuted(built) -> None:
    items, theorems = built
    controls = [t for t in theorems.values() if t["truth"] is False]
    assert controls, "no false control"
    for c in controls:
        assert c["id"].startswith("false_") and c["counterexample"] is not None
        source = theorems[c["id"].split(".", 1)[1]]
        if GIVEN in c["counterexample"]:
            assert c["counterexample"][GIVEN] == source["mathlib_name"]
            res = decide(f"({source['formal']}) → ¬({c['formal']})")
            assert res.verdict == "proved", (c["id"], res)
        else:
            assert decide(c["formal"]).verdict == "refuted", c["id"]
        mine = [i for i in items if i.theorem_id == c["id"]]
        assert mine and all(i.ground_truth == "FALSE" for i in mine), c["id"]
