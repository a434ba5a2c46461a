"""FirstOrder's scoped `φ ⟹[T] ψ` / `φ ⇔[T] ψ` (`formalise/fo_theory_imp_r28.py`): read off the
Mathlib corpus (true theorems) against the name index's records, and on texts at the edges of
the top-level-only rule."""

from __future__ import annotations

import itertools

import pytest

from forminv_lean.formalise.fo_theory_imp_r28 import (
    MODULE,
    NOTATIONS,
    TheoryImpRefusal,
    expand_theory_imp,
)
from tests.mathlib_corpus import INDEX, needs_index, rendered

#: corpus theorem -> a text its rendering shows (each refused before: the parser stopped at
#: `⟹[`/`⇔[`)
SHOWN = {
    "FirstOrder.Language.Theory.Imp.trans":
        "(FirstOrder.Language.Theory.Imp (T) (ψ) (θ)) → (FirstOrder.Language.Theory.Imp (T) (φ) (θ))",
    # inside brackets, beside `↔` and `∧`
    "FirstOrder.Language.Theory.iff_iff_imp_and_imp":
        "((FirstOrder.Language.Theory.Iff (T) (φ) (ψ))) ↔ ((FirstOrder.Language.Theory.Imp (T) "
        "(φ) (ψ))) ∧",
    # a theory written out, `∅`
    "FirstOrder.Language.BoundedFormula.iff_toPrenex":
        "(FirstOrder.Language.Theory.Iff (∅) (φ) (φ.toPrenex))",
    # a bracketed operand
    "FirstOrder.Language.BoundedFormula.iff_all_liftAt":
        "(FirstOrder.Language.Theory.Iff (T) (φ) ((φ.liftAt 1 n).all))",
    "FirstOrder.Language.Theory.bot_imp": "(FirstOrder.Language.Theory.Imp (T) (⊥) (φ))",
}


@needs_index
@pytest.mark.parametrize("name", sorted(SHOWN))
def test_corpus_uses_render_as_the_notation_expands(name: str) -> None:
    assert SHOWN[name] in rendered(SHOWN, name)


@needs_index
@pytest.mark.parametrize("token", sorted(NOTATIONS))
def test_the_index_records_the_listed_command_once(token: str) -> None:
    assert INDEX is not None
    symbol, command, const = NOTATIONS[token]
    records = [n for n in INDEX.notations if n.symbol == symbol]
    assert [(" ".join(n.command.split()), n.module, n.scoped_in) for n in records] == \
        [(command, MODULE, "FirstOrder")]
    assert const.endswith(str(records[0].expansion).split()[0])


def _expand(text: str, effect: bool = True) -> str:
    return expand_theory_imp(
        text, lambda sym: effect,
        lambda sym: [c for s, c, _ in NOTATIONS.values() if s == sym],
        lambda n: [n])


IMP = "FirstOrder.Language.Theory.Imp"


@pytest.mark.parametrize("text", [
    "¬ φ ⟹[T] ψ",            # `¬` (notation:max "¬" p:40) takes the notation whole
    "φ ⟹[T] ψ = x",          # `=` (50) beside the right operand at 51
    "φ ⟹[T] ψ ⟹[T] θ",      # a chain
    "f φ ⟹[T] ψ ∘ g",
    "φ ⟹[T] ψ + 1",
    "φ ⟹[T",                 # no closing bracket
    "fun x => φ ⟹[T] ψ",
])
def test_unclear_uses_are_refused(text: str) -> None:
    with pytest.raises(TheoryImpRefusal):
        _expand(text)


def test_out_of_scope_is_left_to_the_parser() -> None:
    assert _expand("φ ⟹[T] ψ", effect=False) == "φ ⟹[T] ψ"


def test_a_differing_record_or_constant_is_refused() -> None:
    with pytest.raises(TheoryImpRefusal):
        expand_theory_imp("φ ⟹[T] ψ", lambda s: True, lambda s: ["notation φ ⟹[T] ψ"],
                          lambda n: [n])
    with pytest.raises(TheoryImpRefusal):
        expand_theory_imp("φ ⟹[T] ψ", lambda s: True,
                          lambda sym: [c for s, c, _ in NOTATIONS.values() if s == sym],
                          lambda n: None)


_OPERANDS = ["φ", "φ.not", "φ ⊔ ψ", "φ ⊓ ∼ψ", "⊥", "(φ.imp ψ)", "(φ.liftAt 1 n).all"]
_BESIDE = [("", ""), ("(", ")"), ("P ↔ ", " ∧ Q"), ("h → ", " → Q"), ("∀ x, ", ", y")]


@pytest.mark.parametrize("pre,post", _BESIDE)
def test_operands_are_the_ones_between_the_boundaries(pre: str, post: str) -> None:
    """Every operand of levels above 51, between any boundary of a level below 50, is taken
    whole, and the boundaries stay outside the application."""
    for phi, psi in itertools.product(_OPERANDS, repeat=2):
        out = _expand(f"{pre}{phi} ⟹[T] {psi}{post}")
        assert out == f"{pre}({IMP} (T) ({phi}) ({psi})){post}", out
