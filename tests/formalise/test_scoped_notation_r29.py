"""Round 29's scoped notations read where their namespace is opened
(`formalise/scoped_notation_r29.py`): `ℵ₁`/`ω₁`, `α →ᵤ β`/`α →ᵤ[𝔖] β`, `r •> m`/`m <• r` and
BoxIntegral's local `ℝⁿ`. Read off the Mathlib corpus, whose theorems are true, against the
name index's records, and on texts at the edges of the rules."""

from __future__ import annotations

import re

import pytest

from forminv_lean.formalise.infix import Infix
from forminv_lean.formalise.resolve import Scope, _active, _rhs_constant
from forminv_lean.formalise.scoped_notation_r29 import (
    ARROWS,
    LOCAL_TYPES,
    NUMERAL_ALIAS,
    PAREN_PREFIX,
    RIGHT_ACTIONS,
    ScopedR29Refusal,
    expand_scoped_r29,
    parenthesised_uses,
)
from tests.mathlib_corpus import INDEX, needs_index, rendered

#: corpus theorem -> a text its rendering shows (each was refused as the scoped notation).
SHOWN = {
    "Cardinal.succ_aleph0": "Order.succ Cardinal.aleph0 = (Cardinal.aleph 1)",
    "Ordinal.omega0_lt_omega1": "Ordinal.omega0 < (Ordinal.omega 1)",
    "UniformFun.toFun_mul": "(f g : (UniformFun α β))",
    # `(α →ᵤ β) → β` inside an ascription: the arrow's right side ends at its bracket
    "UniformFun.uniformContinuous_eval": ": ((UniformFun α β)) → β)",
    # `<•` (73, left) below `∪` … above it: `s <• a ∪ s <• b`
    "Set.mul_pair": "= (MulOpposite.op a • s) ∪ (MulOpposite.op b • s)",
    # `•>` (74, right) then `<•` (73, left): `(a •> m) <• b`
    "TrivSqZeroExt.snd_inv":
        "-(MulOpposite.op ((TrivSqZeroExt.fst x)⁻¹) • (((TrivSqZeroExt.fst x)⁻¹) • "
        "(TrivSqZeroExt.snd x)))",
    "op_smul_op_smul": "(MulOpposite.op a₂ • (MulOpposite.op a₁ • b))",
    "BoxIntegral.integralSum_smul": "(f : (ι → ℝ) → E)",
    "IccLeftChart_extend_bot": ".extend (modelWithCornersEuclideanHalfSpace 1 : ModelWithCorners ℝ "
                               "(EuclideanSpace ℝ (Fin 1)) (EuclideanHalfSpace 1)) ⊥ = 0",
    # `(κ ⊗ₖ η)` beside `∫⁻` (which the infix reader does not read): a parenthesis' content
    "ProbabilityTheory.Kernel.compProd_apply": "(ProbabilityTheory.Kernel.compProd κ η) a s = ∫⁻",
    # `scoped[ProbabilityTheory] notation:100 κ:101 " ∘ₘ " μ:100 => Measure.bind μ κ`: swapped
    "MeasureTheory.Measure.ae_ae_of_ae_comp": "∂(MeasureTheory.Measure.bind μ κ), p ω",
}


@pytest.mark.parametrize("name", sorted(SHOWN))
def test_corpus_theorems_render_with_the_notations_expansion(name: str) -> None:
    assert SHOWN[name] in rendered(SHOWN, name)


def _one(symbol: str, module: str, command: str) -> object:
    assert INDEX is not None
    records = [n for n in INDEX.notations if n.symbol == symbol]
    assert len(records) == 1, records
    (n,) = records
    assert n.module == module
    assert " ".join(n.command.split()) == command
    return n


@needs_index
@pytest.mark.parametrize("token", sorted(NUMERAL_ALIAS))
def test_each_numeral_alias_is_the_index_record_of_a_notation_of_its_file(token: str) -> None:
    assert INDEX is not None
    module, command, target, full, numeral = NUMERAL_ALIAS[token]
    alias = _one(token, module, command)
    aliased = target.split('"')[1].strip()
    other = _one(aliased, module, target)
    assert command.endswith(f"=> {aliased} {numeral}")
    assert alias.scoped_in == other.scoped_in is not None  # type: ignore[attr-defined]
    written = target.split("=>")[1].strip()
    assert _rhs_constant(other, written, INDEX) == (full, full)  # type: ignore[arg-type]


@needs_index
@pytest.mark.parametrize("symbol", sorted(ARROWS))
def test_each_arrow_is_the_index_one_record(symbol: str) -> None:
    assert INDEX is not None
    module, command, const = ARROWS[symbol]
    n = _one(symbol, module, command)
    assert n.scoped_in == "UniformConvergence"  # type: ignore[attr-defined]
    assert _rhs_constant(n, const, INDEX) == (const, const)  # type: ignore[arg-type]


@needs_index
@pytest.mark.parametrize("token", sorted(RIGHT_ACTIONS))
def test_each_right_action_is_the_index_one_record(token: str) -> None:
    assert INDEX is not None
    module, command, _, _, template, const = RIGHT_ACTIONS[token]
    n = _one(token, module, command)
    assert n.scoped_in == "RightActions"  # type: ignore[attr-defined]
    # the template's `{a}`/`{b}` are the command's left/right items (`r:75 " •> " m:74`)
    left, right = re.findall(r"(\w+):\d+ ", command.split("=>")[0].split(" ", 2)[2])
    assert command.split("=>")[1].strip() == template.strip("()").format(a=left, b=right)
    if const:
        assert _rhs_constant(n, const, INDEX) == (const, const)  # type: ignore[arg-type]


@needs_index
@pytest.mark.parametrize("token", sorted(LOCAL_TYPES))
def test_each_local_type_is_the_index_one_record(token: str) -> None:
    module, command, spelled, variables = LOCAL_TYPES[token]
    n = _one(token, module, command)
    assert n.local  # type: ignore[attr-defined]
    assert f"({command.split('=>')[1].strip()})" == spelled
    assert all(v in spelled for v in variables)


@needs_index
@pytest.mark.parametrize("token", sorted(PAREN_PREFIX))
def test_each_parenthesised_prefix_is_the_index_one_record(token: str) -> None:
    assert INDEX is not None
    module, command, spelled, consts = PAREN_PREFIX[token]
    n = _one(token, module, command)
    assert n.scoped_in == "Manifold"  # type: ignore[attr-defined]
    assert spelled.format(n="n") == command.split("=>")[1].strip()
    for const in consts:
        assert _rhs_constant(n, const, INDEX) == (const, const)  # type: ignore[arg-type]


@needs_index
def test_parenthesised_prefix_only_as_a_parenthesis_content() -> None:
    scope = Scope(module=PAREN_PREFIX["𝓡"][0], notation_opens=("Manifold",))
    assert _expand("f (𝓡 n) x", scope) == f"f {PAREN_PREFIX['𝓡'][2].format(n='n')} x"
    for text in ("f (𝓡 n + 1)", "I.prod 𝓡 n", "f (𝓡 n) 𝓡 m"):   # left as written (refused)
        assert _expand(text, scope) == text
    # `𝓡∂` is another token: its use is left as written beside the one read
    assert _expand("f (𝓡 n) (𝓡∂ m + 1)", scope).endswith(" (𝓡∂ m + 1)")


def _expand(text: str, scope: Scope) -> str:
    assert INDEX is not None
    return expand_scoped_r29(text, INDEX, scope, _active(INDEX, scope))


_UC = Scope(module=ARROWS["→ᵤ"][0], notation_opens=("UniformConvergence",))
_RA = Scope(module=RIGHT_ACTIONS["<•"][0], notation_opens=("RightActions",))


@needs_index
@pytest.mark.parametrize(("text", "expanded"), [
    ("α →ᵤ β", "(UniformFun α β)"),
    ("α →ᵤ β → γ", "(UniformFun α (β → γ))"),   # the right side is a term at level 0
    ("Filter (α →ᵤ G)", "Filter ((UniformFun α G))"),
    ("(g : X → ι →ᵤ α)", "(g : X → (UniformFun ι α))"),
    ("∃ f : α →ᵤ β, p f", "∃ f : (UniformFun α β), p f"),
    ("α →ᵤ[𝔖] β", "(UniformOnFun α β 𝔖)"),
])
def test_arrow_right_side_runs_to_its_group_end(text: str, expanded: str) -> None:
    assert _expand(text, _UC) == expanded


@needs_index
@pytest.mark.parametrize("text", [
    "f α →ᵤ β",          # the left side is the application `f α`
    "X × α →ᵤ β",        # … or `X × α` (`×` at 35 ends before the arrow at 25)
    "α →ᵤ β →ᵤ γ",       # two arrows in one group
    "{f : α →ᵤ β | p f}",  # a set-builder's `|`
])
def test_arrow_uses_of_other_shapes_are_left_as_written(text: str) -> None:
    assert _expand(text, _UC) == text


@needs_index
def test_notations_only_where_their_namespace_is_opened() -> None:
    """Without `open UniformConvergence`/`RightActions` (or `Cardinal`) the tokens are no
    notations here: the texts are left for the parser to refuse."""
    for text, module in (("α →ᵤ β", _UC.module), ("a <• b", _RA.module),
                         ("c < ℵ₁", NUMERAL_ALIAS["ℵ₁"][0])):
        assert _expand(text, Scope(module=module)) == text
    assert _expand("c < ℵ₁", Scope(module=NUMERAL_ALIAS["ℵ₁"][0], notation_opens=(
        "Cardinal",))) == "c < (Cardinal.aleph 1)"


@needs_index
@pytest.mark.parametrize(("text", "expanded"), [
    ("b <• a₁ <• a₂", "(MulOpposite.op a₂ • (MulOpposite.op a₁ • b))"),
    ("r •> s •> m", "(r • (s • m))"),
    ("r •> m <• s", "(MulOpposite.op s • (r • m))"),
    ("a ^ n •> m", "((a ^ n) • m)"),
    ("n • a •> m", "n • (a • m)"),     # `•` (73) reads `a •> m` (74) as its right operand
])
def test_right_actions_operands_at_their_levels(text: str, expanded: str) -> None:
    assert _expand(text, _RA) == expanded


@needs_index
def test_local_type_needs_its_variable() -> None:
    module = LOCAL_TYPES["ℝⁿ"][0]
    command = LOCAL_TYPES["ℝⁿ"][1]
    scope = Scope(module=module, local_notations=(command,), variables=("ι", "E"))
    assert _expand("(f : ℝⁿ → E)", scope) == "(f : (ι → ℝ) → E)"
    with pytest.raises(ScopedR29Refusal):
        _expand("(f : ℝⁿ → E)", Scope(module=module, local_notations=(command,),
                                       variables=("E",)))


_KERNEL = Infix("⊗ₖ", "K.compProd", 100, "l")


@pytest.mark.parametrize(("text", "expanded"), [
    ("∫⁻ z, f z ∂(κ ⊗ₖ η) a", "∫⁻ z, f z ∂(K.compProd κ η) a"),
    ("(κ ⊗ₖ η) a s = (κ ⊗ₖ η.fst) a s", "(K.compProd κ η) a s = (K.compProd κ η.fst) a s"),
])
def test_parenthesised_uses_are_read_whatever_is_around_them(text: str, expanded: str) -> None:
    assert parenthesised_uses(text, _KERNEL, []) == expanded


def test_parenthesised_uses_swap_and_spell_as_the_infix_says() -> None:
    bind = Infix("∘ₘ", "M.bind", 100, "r", swap=True)
    assert parenthesised_uses("∂(κ ∘ₘ μ), p", bind, []) == "∂(M.bind μ κ), p"
    act = Infix("<•", "(op {b} • {a})", 73, "l")
    assert parenthesised_uses("∫ x, (s <• a) x", act, []) == "∫ x, (op a • s) x"


@pytest.mark.parametrize("text", [
    "∫⁻ z, f z ∂κ ⊗ₖ η",             # a use outside a parenthesis
    "(κ ⊗ₖ η ⊗ₖ ξ) a",                # a parenthesis holding more than one use
    "(κ ⊗ₖ f x) a",                   # an operand that is an application
    "(κ ⊗ₖ η, ξ)",                    # not the parenthesis' whole content
    "(κ ⊗ₖₜ η)",                      # a longer token
])
def test_other_uses_leave_the_text_refused(text: str) -> None:
    assert parenthesised_uses(text, _KERNEL, ["⊗ₖₜ"]) is None


def test_a_token_of_the_formal_language_is_never_read_as_the_scoped_one() -> None:
    """`scoped infixr:67 " :: " => cons` (Stream') beside core's `::`: in `(a :: x) ++ₛ s`
    Lean takes `List.cons` (`x : List α`), so no use is read as `Stream'.cons`."""
    cons = Infix("::", "Stream'.cons", 67, "r")
    assert parenthesised_uses("(Stream'.appendStream' (a :: x) s)", cons, []) is None
