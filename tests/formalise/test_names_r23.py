"""Round 23: two notations whose operands the elaborator read as terms (`unknown identifier`).

`line[k, p₁, p₂]` (Mathlib/LinearAlgebra/AffineSpace/AffineSubspace/Defs.lean:915, global) is
`affineSpan k {p₁, p₂}` (`formalise/line_notation.py`); `M →[L] N` over a binder `L :
FirstOrder.Language` is `FirstOrder.Language.Hom L M N` (the scoped notation of
Mathlib/ModelTheory/Basic.lean:198; the global `→[` of MulActionHom/AddActionHom, which would
need `L` to be a type, cannot elaborate there: `formalise/fo_hom_notation.py`). Every corpus row
is a theorem Lean accepted, so each rendering must also elaborate here.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal.statements import elaborate_rendering
from forminv_lean.formalise.resolve import Scope, expand_notations, resolve_text
from tests.mathlib_corpus import INDEX, needs_index, render_row, rows

pytestmark = needs_index

#: A scope with the `FirstOrder` notations in effect (ModelTheory/Substructures.lean's context:
#: `namespace FirstOrder`, `namespace Language`).
_FO = Scope("FirstOrder.Language", (), (), "Mathlib.ModelTheory.Substructures")
#: A scope that imports the action notations but not `FirstOrder`'s (GroupTheory/GroupAction/
#: Hom.lean's own module).
_ACTION = Scope("MulActionHom", (), (), "Mathlib.GroupTheory.GroupAction.Hom")
#: A module importing `line[` (Analysis/Convex/Between.lean, whose theorems use it).
_AFFINE = Scope("", (), (), "Mathlib.Analysis.Convex.Between")

_WORDS = st.sampled_from(["M", "N", "P", "X", "Y₁", "M'"])


def _corpus(token: str) -> list[dict]:
    return [r for r in rows(lambda line: token in line) if token in r["decl"]]


def test_every_line_in_the_corpus_is_read_as_the_affine_span() -> None:
    """Of the corpus theorems writing `line[`, most render (none did before); each rendering
    has one `affineSpan k {…}` per use, no `line[` left, and elaborates."""
    found = _corpus("line[")
    assert len(found) >= 30
    done = 0
    for row in found:
        r = render_row(row)
        if r.formal is None:
            continue
        done += 1
        assert "line[" not in r.formal
        uses = row["decl"].count("line[")
        spans = len(re.findall(r"\(affineSpan \S+ \{", r.formal))
        assert spans == uses + len(re.findall(r"affineSpan \S+ \{", row["decl"])), r.formal
        elaborate_rendering(r.formal)
    assert done >= 25, done


def test_first_order_homs_in_the_corpus() -> None:
    """The model-theory theorems writing `M →[L] N` render it as the structure applied to
    the language first, and elaborate; no other theorem gets that structure from `→[`."""
    found = _corpus(" →[")
    fo = [r for r in found if r["name"].startswith("FirstOrder.")]
    assert len(fo) >= 50
    done = 0
    for row in found:
        r = render_row(row)
        if r.formal is None:
            continue
        assert " →[" not in r.formal
        if row["name"].startswith("FirstOrder."):
            done += 1
            assert re.search(r"\(FirstOrder\.Language\.Hom L \S+ \S+\)", r.formal), r.formal
            elaborate_rendering(r.formal)
        else:
            assert "FirstOrder.Language.Hom" not in r.formal, r.formal
    assert done >= 40, done


@settings(max_examples=30, deadline=None)
@given(a=_WORDS, b=_WORDS, lang=st.sampled_from(["L", "L'"]))
def test_the_hom_arrow_needs_a_language_binder(a: str, b: str, lang: str) -> None:
    """With the bracket's term a `Language` binder, the arrow is the structure; with it a type
    (the action notations' `@id M` then elaborates too), or no types known, it is left as
    written; so it is outside the `FirstOrder` scope, where only the action notations are."""
    text = f"∀ (f : {a} →[{lang}] {b}), f = f"
    typed = {lang: "FirstOrder.Language"}
    out = resolve_text(text, INDEX, _FO, {"f", a, b, lang}, typed)
    assert f"(FirstOrder.Language.Hom {lang} {a} {b})" in out
    assert expand_notations(text, INDEX, _FO) == text
    for ty in ("Type*", "Monoid"):
        assert " →[" in resolve_text(text, INDEX, _FO, {"f", a, b, lang}, {lang: ty})
    assert " →[" in resolve_text(text, INDEX, _ACTION, {"f", a, b, lang}, typed)


@settings(max_examples=30, deadline=None)
@given(k=st.sampled_from(["k", "ℝ", "R"]), p=st.sampled_from(["p", "x", "p₁", "f y", "s.c"]),
       q=st.sampled_from(["q", "y", "p₂", "g (a, b)"]))
def test_line_is_the_span_of_its_two_points(k: str, p: str, q: str) -> None:
    """`line[k, p, q]` -> `(affineSpan k {p, q})`, an argument that is no word parenthesised;
    a `line[` of two or four terms is left as written (for the elaborator to refuse)."""
    grp = [x if re.fullmatch(r"[\w₀-₉'.]+", x) else f"({x})" for x in (k, p, q)]
    out = expand_notations(f"z ∈ line[{k}, {p}, {q}]", INDEX, _AFFINE)
    assert out == f"z ∈ (_root_.affineSpan {grp[0]} {{{grp[1]}, {grp[2]}}})"
    for bad in (f"line[{k}, {p}]", f"line[{k}, {p}, {q}, {q}]"):
        assert expand_notations(f"z ∈ {bad}", INDEX, _AFFINE) == f"z ∈ {bad}"


#: A scope where `IsBounded` and `IsCobounded` name both `Filter`'s and `Bornology`'s
#: (Topology/MetricSpace/Bounded.lean's module, opening both namespaces).
_BOUNDED = Scope("Metric", ("Filter", "Bornology"), ("Filter", "Bornology"),
                 "Mathlib.Topology.MetricSpace.Bounded")


@settings(max_examples=30, deadline=None)
@given(name=st.sampled_from(["IsBounded", "IsCobounded"]), op=st.sampled_from(["''", "⁻¹'"]),
       f=st.sampled_from(["f", "g'", "toDual"]), s=st.sampled_from(["s", "t₁", "u"]))
def test_an_image_or_preimage_is_a_set_for_the_overload(name: str, op: str, f: str,
                                                        s: str) -> None:
    """`IsBounded (f '' s)`: only `Bornology`'s takes a `Set` first (`Filter`'s a relation), so
    that one is kept; with more than a name on either side, the name stays ambiguous."""
    from forminv_lean.formalise.resolve import Unresolved

    text = f"{name} ({f} {op} {s})"
    assert resolve_text(text, INDEX, _BOUNDED, {f, s}) == f"Bornology.{name} ({f} {op} {s})"
    with pytest.raises(Unresolved, match="ambiguous"):
        resolve_text(f"{name} ({f} {op} {s} ∪ v)", INDEX, _BOUNDED, {f, s, "v"})


def test_bounded_images_in_the_corpus() -> None:
    """The corpus theorems writing `IsBounded (f '' s)` or `(f ⁻¹' s)` render as Bornology's
    and elaborate."""
    found = [r for r in rows(lambda line: "IsBounded (" in line)
             if re.search(r"IsBounded \(\S+ (''|⁻¹') \S+\)", r["decl"])]
    done = 0
    for row in found:
        r = render_row(row)
        if r.formal is None:
            continue
        done += 1
        assert re.search(r"Bornology\.IsBounded \(\S+ (''|⁻¹') \S+\)", r.formal), r.formal
        elaborate_rendering(r.formal)
    assert done >= 8, (done, len(found))


def test_the_expansions_are_not_shadowed_by_the_statements_namespace() -> None:
    """A notation's names are resolved where it was declared: inside `namespace Set.Nonempty`
    (which has a theorem `Set.Nonempty.affineSpan`) `line[k, p, q]` is still the root
    `affineSpan`."""
    inside = Scope("Set.Nonempty", (), (), "Mathlib.Analysis.Convex.Between")
    assert INDEX.resolve("affineSpan", "Set.Nonempty", ()) == ["Set.Nonempty.affineSpan"]
    out = resolve_text("z ∈ line[k, p, q]", INDEX, inside, {"z", "k", "p", "q"})
    assert out == "z ∈ (affineSpan k {p, q})"
