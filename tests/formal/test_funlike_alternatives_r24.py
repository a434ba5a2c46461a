"""The bundled maps a `FunLike`-generic algebra function takes besides its table's
(`funlike_alternatives.ALTERNATIVES`), read against Mathlib.

Corpus theorems passing a `RingEquiv`, `AlgHom`, `AlgEquiv`, `RingHom` or `MonoidWithZeroHom`
to `Ideal.map`/`Ideal.comap`/`Submonoid.map`/`Submonoid.comap` were refused (the application's
type unknown, then a mismatch); they render, and the application has the declared result at
the map's ends. The table itself: each alternative is the declared signature with only the map
slot changed, for a function Mathlib declares over `[FunLike F R S]`, and the instances it
relies on are where the module cites them. The corpus and mirror are read in place (skipped,
saying why, when absent).
"""

from __future__ import annotations

import re

import pytest

from forminv_lean.formal.meaning.funlike_alternatives import ALTERNATIVES
from forminv_lean.formal.meaning.opaque import SIGNATURES, parse_signature_type
from forminv_lean.formalise.variable_inclusion import FUNLIKE_FUNCTIONS
from tests.mathlib_corpus import (
    declared_result_types,
    mathlib_source,
    needs_index,
    needs_mirror,
    require,
)

# Corpus theorem -> (head, the type its applications must have, a text the rendering shows).
USES: dict[str, tuple[str, str, str]] = {
    # `e : A ≃+* B`
    "DividedPowers.ofRingEquiv_dpow": ("Ideal.map", "Ideal B", "(h : I.map e = J)"),
    "Ideal.map_comap_of_equiv": ("Ideal.comap", "Ideal S", "I.comap f.symm"),
    # `σ : B ≃ₐ[A] B`
    "Ideal.exists_map_eq_of_isGalois": ("Ideal.map", "Ideal B", "Ideal.map σ P = Q"),
    # `φ : S →ₐ[R] S`
    "AlgHom.IsArithFrobAt.comap_eq": ("Ideal.comap", "Ideal S", "Q.comap φ = Q"),
    # `g : R →+* P` into `Submonoid.comap` (declared at `MonoidHom`)
    "IsLocalization.map_eq": ("Submonoid.comap", "Submonoid R", "(hy : M ≤ T.comap g)"),
    # `φ : K[X] →*₀ L`
    "RatFunc.liftMonoidWithZeroHom_apply": (
        "Submonoid.comap", "Submonoid (Polynomial K)", "(nonZeroDivisors L).comap φ"),
    # `h : R ≃ₐ[A] P` into `Submonoid.map`
    "IsLocalization.algEquivOfAlgEquiv_eq": ("Submonoid.map", "Submonoid P",
                                             "(H : Submonoid.map h M = T)"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_bundled_map_of_the_class_gives_the_declared_result(name: str) -> None:
    require()
    assert declared_result_types(USES, name) == {USES[name][1]}


@pytest.mark.parametrize("head", sorted(ALTERNATIVES))
def test_an_alternative_changes_only_the_map_slot(head: str) -> None:
    """Every alternative is the table's signature with the map slot (the `F` of a function
    Mathlib declares over `[FunLike F R S]`) at another bundled structure, whose last two
    arguments are the declared map's ends: the other slots and the result are the declared
    ones."""
    assert FUNLIKE_FUNCTIONS[head][0] == "F"
    declared = SIGNATURES[head]
    ends = parse_signature_type(declared[0]).args[-2:]
    assert ALTERNATIVES[head]
    for alt in ALTERNATIVES[head]:
        assert alt[1:] == declared[1:]
        slot = parse_signature_type(alt[0])
        assert slot.head == "app" and slot.name != parse_signature_type(declared[0]).name
        assert slot.args[-2:] == ends


_DOC = __import__("forminv_lean.formal.meaning.funlike_alternatives",
                  fromlist=["_"]).__doc__ or ""


@needs_mirror
def test_the_cited_declarations_and_instances_are_at_their_lines() -> None:
    """Each `File.lean:N` the module cites (`:N` after it, the same file) shows the quoted text
    at Mathlib v4.19.0."""
    text = " ".join(_DOC.split())
    cites = 0
    path = ""
    for m in re.finditer(r"(?:(Mathlib/)?([\w/]+\.lean))?:(\d+) `([^`]+)`", text):
        if m.group(2):
            path = f"Mathlib/{m.group(2)}"
        line = mathlib_source(path)[int(m.group(3)) - 1]
        quoted = m.group(4).split("…")[0].strip()
        assert " ".join(quoted.split()[:3]) in " ".join(line.split()), (path, m.group(3), line)
        cites += 1
    assert cites >= 15
