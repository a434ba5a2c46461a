"""Round 26's notations spelled as Lean expands them: core's `f <$> x` (`formalise/
core_notation_r26.py`) and Mathlib's filtered big operators `∑ x ∈ s with p x, f x`
(`formalise/bigop_with_r26.py`). Read off the Mathlib corpus, whose theorems are true, and on
texts built to sit at each edge of the rules."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

import pytest

from forminv_lean.formalise.bigop_with_r26 import expand_filtered_bigops
from forminv_lean.formalise.core_notation_r26 import CoreNotationRefusal, expand_core_infixes
from forminv_lean.formalise.render import validate_symbol
from tests.mathlib_corpus import Scan, each_rendering, needs_index, render, rows

# ------------------------------------------------------------------------------ `<$>`


@pytest.mark.parametrize(("text", "spelled"), [
    # at 100 `<$>` binds tighter than `*` (70) and `=` (50), looser than application
    ("f <$> (x * y) = f <$> x * f <$> y",
     "(Functor.map f (x * y)) = (Functor.map f x) * (Functor.map f y)"),
    ("pure <$> f v", "(Functor.map pure (f v))"),
    # `infixr`: `g <$> f <$> x` is `g <$> (f <$> x)`
    ("g <$> f <$> x = (g ∘ f) <$> x", "(Functor.map g (Functor.map f x)) = (Functor.map (g ∘ f) x)"),
    # a parenthesis holding a `·` is that function: `(h <$> ·)` is `fun y => h <$> y`
    ("(h <$> ·) <$> x.run", "(Functor.map (Functor.map h ·) x.run)"),
    ("foldl f a (g <$> l)", "foldl f a (Functor.map g l)"),
])
def test_functor_map_operands_are_read_at_lean_levels(text: str, spelled: str) -> None:
    """`infixr:100 " <$> " => Functor.map` (lean4 src/Init/Notation.lean)."""
    assert expand_core_infixes(text) == spelled


@pytest.mark.parametrize("text", ["f <$> x <*> y", "f <$> x >>= g", "x >>= pure ∘ f <$> y"])
def test_functor_map_beside_other_monadic_operators_is_refused(text: str) -> None:
    """`<*>` (60), `>>=` (55) are not operators of the reader: their operands are not guessed."""
    with pytest.raises(CoreNotationRefusal):
        expand_core_infixes(text)


def test_functor_map_that_is_another_constant_is_refused() -> None:
    """Where the scope makes `Functor.map` another constant, the hygienic expansion's root
    `Functor.map` could not be printed: refused."""
    with pytest.raises(CoreNotationRefusal, match="another name"):
        expand_core_infixes("f <$> x", resolves_to=lambda n: ["CategoryTheory.Functor.map"])
    assert expand_core_infixes("f <$> x", resolves_to=lambda n: [n]) == "(Functor.map f x)"


@needs_index
def test_functor_map_where_it_names_another_constant_is_refused() -> None:
    """Inside `namespace CategoryTheory.Idempotents.KaroubiHomologicalComplexEquivalence` the
    name `Functor.map` is that namespace's `def` (Mathlib/CategoryTheory/Idempotents/
    HomologicalComplex.lean:77): a `<$>` there is refused, never printed as a name the checker
    would read as that constant. Under `namespace CategoryTheory` it is core's (Mathlib's
    functors have no `CategoryTheory.Functor.map`: `map` is `Prefunctor`'s field)."""
    header = "theorem foo {α β : Type} (f : α → β) (x : List α) : f <$> x = List.map f x"
    formal, reason = render(header, "namespace CategoryTheory.Idempotents."
                                    "KaroubiHomologicalComplexEquivalence")
    assert formal is None and "Functor.map" in (reason or ""), (formal, reason)
    for context in ((), ("namespace CategoryTheory",)):
        formal, reason = render(header, *context)
        assert formal is not None and "(Functor.map f x) = List.map f x" in formal, reason


@lru_cache(maxsize=1)
def _map_rows() -> tuple[dict[str, Any], ...]:
    return tuple(r for r in rows(lambda line: "<$>" in line) if "<$>" in r["decl"])


@needs_index
def test_corpus_functor_maps_render_as_functor_map() -> None:
    """Every corpus statement with `<$>` that renders spells each use `Functor.map` (none did
    before round 26); at least 15 render, and each is in the formal language."""
    found = _map_rows()
    assert len(found) >= 60
    scan = Scan()
    for row, formal in each_rendering(found, scan):
        assert "<$>" not in formal, formal
        assert formal.count("Functor.map") >= row["decl"].split(" : ", 1)[-1].count("<$>") \
            or "Functor.map" in formal, formal
        assert validate_symbol(formal) == (None, None)
    assert scan.rendered >= 15, scan


# ------------------------------------------------------------------- `∑ x ∈ s with p, f`

_FINSETS = {"s": "Finset α", "t": "Finset (Fin n)", "u": "Set α", "v": "Finset α → ℕ",
            "w": "Finset.Nonempty s"}


@pytest.mark.parametrize(("text", "spelled"), [
    ("∑ x ∈ s with f x = y, w x ≤ 0", "∑ x ∈ Finset.filter (fun x ↦ f x = y) s, w x ≤ 0"),
    ("∏ i ∈ t with i ≠ 0, f i", "∏ i ∈ Finset.filter (fun i ↦ i ≠ 0) t, f i"),
    ("(∑ x ∈ s with p x, g x) + ∑ j ∈ t with (p j, q j).1, g j",
     "(∑ x ∈ Finset.filter (fun x ↦ p x) s, g x) + "
     "∑ j ∈ Finset.filter (fun j ↦ (p j, q j).1) t, g j"),
])
def test_filtered_sum_over_a_declared_finset_is_a_filter(text: str, spelled: str) -> None:
    """Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean:182-198: `Finset.sum (Finset.filter
    (fun x ↦ p) (finset% s)) (fun x ↦ v)`, `finset% s` being `s` for a `Finset`."""
    assert expand_filtered_bigops(text, _FINSETS, set()) == spelled


@pytest.mark.parametrize("text", [
    "∑ x ∈ u with p x, f x",          # a `Set`: `finset% u` is `u.toFinset`
    "∑ x ∈ v with p x, f x",          # not a `Finset` (a function to one)
    "∑ x ∈ w with p x, f x",          # `Finset.Nonempty s` is no `Finset`
    "∑ x ∈ z with p x, f x",          # a name of unknown type
    "∑ x ∈ s with ∀ y, p y, f x",     # the predicate's own binder: its `,` is not the end
    "∑ x ∈ s.filter q with p x, f x",  # a set expression, not a declared binder
])
def test_filtered_sum_left_as_written_elsewhere(text: str) -> None:
    assert expand_filtered_bigops(text, _FINSETS, set()) == text


def test_filtered_sum_over_a_shadowed_name_is_left() -> None:
    """`s` bound again by the statement (`∀ s : Set α, …`) is not the declared `Finset`."""
    text = "∀ s : Set α, ∑ x ∈ s with p x, f x = 0"
    assert expand_filtered_bigops(text, _FINSETS, {"s"}) == text


_WITH = re.compile(r"[∑∏]\s*[^,]*∈[^,]* with ")


@lru_cache(maxsize=1)
def _with_rows() -> tuple[dict[str, Any], ...]:
    return tuple(r for r in rows(lambda line: " with " in line) if _WITH.search(r["decl"]))


@needs_index
def test_corpus_filtered_big_operators_render_as_filters() -> None:
    """Every corpus statement with `∑/∏ x ∈ s with p, …` that renders prints each as
    `Finset.filter (fun x ↦ p) s` (none rendered before round 26; at least 25 do now), each
    over a `Finset` the rendering binds, and is in the formal language."""
    found = _with_rows()
    assert len(found) >= 50
    scan = Scan()
    for _, formal in each_rendering(found, scan):
        assert not _WITH.search(formal), formal
        for m in re.finditer(r"Finset\.filter \(fun (\S+) ↦ [^()]*(?:\([^()]*\)[^()]*)*\) (\S+),",
                             formal):
            # bound in a group `(s … : Finset …)` or alone after an arrow, `∀ s : Finset …`
            assert re.search(rf"\({re.escape(m.group(2))}[^()]*: Finset ", formal) or \
                re.search(rf"\(\S* ?{re.escape(m.group(2))} \S* ?: Finset ", formal) or \
                re.search(rf"∀ {re.escape(m.group(2))} : Finset ", formal), formal
        assert validate_symbol(formal) == (None, None)
    assert scan.rendered >= 25, scan


# ------------------------------------------------------------------------- `ι →ᵇᵃ M`


@pytest.mark.parametrize(("text", "spelled"), [
    # the right side is a term at level 0: it runs to the end of the type
    ("ι →ᵇᵃ E →L[ℝ] F", "(BoxIntegral.BoxAdditiveMap ι (E →L[ℝ] F) ⊤)"),
    ("ι →ᵇᵃ[I] ℝ", "(BoxIntegral.BoxAdditiveMap ι ℝ I)"),
    ("∀ (B : ι →ᵇᵃ[I] ℝ) (g : ι →ᵇᵃ[↑I] F), B = B",
     "∀ (B : (BoxIntegral.BoxAdditiveMap ι ℝ I)) (g : (BoxIntegral.BoxAdditiveMap ι F (↑I))), "
     "B = B"),
])
def test_box_additive_arrow_is_box_additive_map(text: str, spelled: str) -> None:
    """Mathlib/Analysis/BoxIntegral/Partition/Additive.lean:51,53 (scoped in BoxIntegral)."""
    from forminv_lean.formalise.box_additive_r26 import expand_box_additive

    assert expand_box_additive(text, True) == spelled


@pytest.mark.parametrize("text", [
    "a = ι →ᵇᵃ M",              # its left side would be `a = ι`: not read
    "(vol : ι →ᵇᵃ E, 3)",       # a `,` where the right side runs
    "ι →ᵇᵃ M →ᵇᵃ N",            # the arrow twice
    "f ι →ᵇᵃ M",                # more than one identifier on the left
])
def test_box_additive_arrow_left_as_written_elsewhere(text: str) -> None:
    from forminv_lean.formalise.box_additive_r26 import expand_box_additive

    assert expand_box_additive(text, True) == text
    assert expand_box_additive("ι →ᵇᵃ M", False) == "ι →ᵇᵃ M"   # not in effect


@needs_index
def test_corpus_box_integrals_render_with_box_additive_maps() -> None:
    """The BoxIntegral files' `vol : ι →ᵇᵃ E →L[ℝ] F` (Basic.lean:172, a `variable`) renders as
    `BoxIntegral.BoxAdditiveMap ι (E →L[ℝ] F) ⊤` (no such theorem rendered before round 26)."""
    found = [r for r in rows(lambda line: "BoxIntegral" in line)
             if any("→ᵇᵃ" in c for c in r["context"] or []) or "→ᵇᵃ" in r["decl"]]
    assert len(found) >= 30
    done = 0
    for _, formal in each_rendering(found):
        assert "→ᵇᵃ" not in formal, formal
        done += "BoxIntegral.BoxAdditiveMap ι" in formal
    assert done >= 10, done
