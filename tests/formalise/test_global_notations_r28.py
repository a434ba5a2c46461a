"""Round 28's global notations read as Lean expands them: the infix ones of one constant
(`formalise/global_infix_r28.py`: `T ⊨ᵇ φ`, `r /ₒ s`, `b ⌊/⌋ a`, `C ⥤ₗ D`, …) and the binary
type notations and circle integral of `formalise/global_mixfix_r28.py` (`α ≤i β`, `Q₁ →qᵢ Q₂`,
`∮ z in C(c, R), f z`). Read off the Mathlib corpus, whose theorems are true, against the name
index's records, and on texts at the edges of the rules."""

from __future__ import annotations

import re

import pytest

from forminv_lean.formalise.global_infix_r28 import (
    GLOBAL_INFIXES,
    NOTATION_INFIXES,
    GlobalInfixRefusal,
    expand_global_infixes,
)
from forminv_lean.formalise.global_mixfix_r28 import (
    BINARY_TYPES,
    CIRCLE,
    GlobalMixfixRefusal,
    expand_global_mixfix,
)
from forminv_lean.formalise.resolve import _INFIX, Scope, Unresolved, _rhs_constant
from tests.mathlib_corpus import INDEX, needs_index, rendered

#: corpus theorem -> a text its rendering shows: each is refused without these modules
#: (the parser stops at the token) and renders with the notation's application.
SHOWN = {
    "FirstOrder.Language.Theory.models_iff_not_satisfiable":
        "(FirstOrder.Language.Theory.ModelsBoundedFormula T φ) ↔",
    # `t • r /ₒ x`: `•` (73) binds tighter than `/ₒ` (infixl:70)
    "OreLocalization.expand": "(OreLocalization.oreDiv (t • r) ",
    # the token opens with `⌊`, no floor bracket
    "floorDiv_of_nonpos": "(FloorDiv.floorDiv b a) = 0",
    "Finsupp.floorDiv_apply": "= (FloorDiv.floorDiv (f i) a)",
    "Stream'.identity": "(Stream'.apply (Stream'.pure id) s) = s",
    "CategoryTheory.LeftExactFunctor.forget_obj": "(F : (CategoryTheory.LeftExactFunctor C D))",
    "List.Vector.scanl_cons": "= (List.Vector.cons b (List.Vector.scanl f (f b x) v))",
    # `notation:20 X " ⊞ " Y:20`, read as `infixr:20` inside `⟶` (10)
    "CategoryTheory.Limits.biprod.inl_snd":
        "(CategoryTheory.Limits.biprod.inl : X ⟶ (CategoryTheory.Limits.biprod X Y))",
    "InitialSeg.isLowerSet_range": "(f : (@InitialSeg α β (· < ·) (· < ·)))",
    "CliffordAlgebra.map_comp_map": "(f : (QuadraticMap.Isometry Q₂ Q₃))",
    # the body runs to the end of the text; in `‖ ‖`, to the closing bar
    "Complex.deriv_eq_smul_circleIntegral":
        "• (circleIntegral (fun z => (z - c) ^ (-2 : ℤ) • f z) c R)",
    "circleIntegral.norm_integral_le_of_norm_le_const": "‖(circleIntegral (fun z => f z) c R)‖ ≤",
}


@pytest.mark.parametrize("name", sorted(SHOWN))
def test_corpus_theorems_render_with_the_notations_application(name: str) -> None:
    assert SHOWN[name] in rendered(SHOWN, name)


@needs_index
@pytest.mark.parametrize("token", sorted(GLOBAL_INFIXES))
def test_each_infix_is_the_index_one_global_record_of_its_constant(token: str) -> None:
    """The table's facts agree with the index: one record of the token, global, in the module
    listed, an `infix…` command of that token whose constant resolves where declared to the
    declaration listed (the levels are read off the record at run time)."""
    assert INDEX is not None
    module, const = GLOBAL_INFIXES[token]
    records = [n for n in INDEX.notations if n.symbol == token]
    assert len(records) == 1
    (n,) = records
    assert (n.module, n.scoped_in, n.local) == (module, None, False)
    m = _INFIX.fullmatch(" ".join(n.command.split()))
    assert m is not None and m.group("tok") == token
    rhs = _rhs_constant(n, m.group("const"), INDEX)
    assert rhs is not None and rhs[1] == const


@needs_index
@pytest.mark.parametrize("token", sorted(BINARY_TYPES))
def test_each_binary_type_notation_is_the_index_one_record(token: str) -> None:
    assert INDEX is not None
    module, command, written, const, _ = BINARY_TYPES[token]
    (n,) = [n for n in INDEX.notations if n.symbol == token]
    assert (n.module, n.scoped_in, n.local) == (module, None, False)
    assert " ".join(n.command.split()) == command
    assert _rhs_constant(n, written, INDEX) == (const, const)


_CIRCLE_SCOPE = Scope(module=CIRCLE[1])


@needs_index
@pytest.mark.parametrize(("text", "expanded"), [
    ("(∮ z in C(c, R), f z) = 0", "((circleIntegral (fun z => f z) c R)) = 0"),
    ("a • ∮ z in C(c, R), (z - w)⁻¹ • f z", "a • (circleIntegral (fun z => (z - w)⁻¹ • f z) c R)"),
    ("∮ x in C(c 0, R 0), g x = 0", "(circleIntegral (fun x => g x = 0) (c 0) (R 0))"),
    ("‖∮ z in C(c, R), f z‖ ≤ C", "‖(circleIntegral (fun z => f z) c R)‖ ≤ C"),
])
def test_circle_integral_body_runs_to_its_end(text: str, expanded: str) -> None:
    """The item `r` has no precedence: Lean reads the body as far as a term goes, to the
    enclosing bracket (Mathlib/MeasureTheory/Integral/CircleIntegral.lean:290)."""
    assert INDEX is not None
    assert expand_global_mixfix(text, INDEX, _CIRCLE_SCOPE, []) == expanded


@needs_index
@pytest.mark.parametrize("text", [
    "⟨∮ z in C(c, R), f z, h⟩",          # Lean's body ends at the `,`
    "(∮ z in C(c, R), f z : E)",          # … and at the ascription's `:`
    "∮ z in C(c), f z",                   # not `C(c, R)`
    "‖∮ z in C(c, R), ‖f z‖‖",            # which bar closes the norm is not read here
])
def test_circle_integral_of_other_shapes_is_refused(text: str) -> None:
    assert INDEX is not None
    with pytest.raises(GlobalMixfixRefusal):
        expand_global_mixfix(text, INDEX, _CIRCLE_SCOPE, [])


@needs_index
def test_notations_are_tokens_only_where_their_module_is_imported() -> None:
    """`Mathlib.Order.Basic` imports neither module: there the tokens are no notations, and
    the texts are left for the parser to refuse."""
    assert INDEX is not None
    scope = Scope(module="Mathlib.Order.Basic")
    for text in ("α ≤i β", "(∮ z in C(c, R), f z) = 0"):
        assert expand_global_mixfix(text, INDEX, scope, []) == text
    assert expand_global_infixes("T ⊨ᵇ φ", INDEX, scope, []) == "T ⊨ᵇ φ"


@needs_index
def test_binary_type_notation_only_as_a_whole_type() -> None:
    """`α ≤i β` alone or between `: ` and a closing bracket; any other use stays as written."""
    assert INDEX is not None
    scope = Scope(module="Mathlib.Order.InitialSeg")
    assert expand_global_mixfix("α ≤i β", INDEX, scope, []) == "(@InitialSeg α β (· < ·) (· < ·))"
    assert expand_global_mixfix("∀ f : α <i β, p f", INDEX, scope, []) == "∀ f : α <i β, p f"
    assert expand_global_mixfix("Nonempty (α ≤i β)", INDEX, scope, []) == "Nonempty (α ≤i β)"


@needs_index
def test_an_infix_operand_is_read_as_lean_reads_it() -> None:
    """`infixl:70 " /ₒ "` beside `*` (70, left) and `•` (73): `a * b /ₒ s` is `(a * b) /ₒ s`,
    `a /ₒ s * b` is `(a /ₒ s) * b`."""
    assert INDEX is not None
    scope = Scope(module=GLOBAL_INFIXES["/ₒ"][0])
    out = expand_global_infixes("a * b /ₒ s = a /ₒ s * b", INDEX, scope, [])
    assert re.sub(r"\s+", " ", out) == \
        "(OreLocalization.oreDiv (a * b) s) = (OreLocalization.oreDiv a s) * b"
    with pytest.raises(Unresolved):
        expand_global_infixes("if p then a /ₒ s else 0", INDEX, scope, [])


@needs_index
def test_biproduct_notation_is_read_as_infixr_only_where_that_is_its_reading() -> None:
    """`notation:20 X " ⊞ " Y:20`: its left operand has no level, so Lean takes `p ↔ q ⊞ r`
    as `(p ↔ q) ⊞ r`, which `infixr:20` would not; such a text is refused."""
    assert INDEX is not None
    module, command, written, const, _, _ = NOTATION_INFIXES["⊞"]
    (n,) = [n for n in INDEX.notations if n.symbol == "⊞"]
    assert (n.module, " ".join(n.command.split())) == (module, command)
    assert _rhs_constant(n, written, INDEX) == (const, const)
    scope = Scope(module=module)
    assert expand_global_infixes("X ⊞ Y ⊞ Z ⟶ W", INDEX, scope, []) == \
        "(CategoryTheory.Limits.biprod X (CategoryTheory.Limits.biprod Y Z)) ⟶ W"
    with pytest.raises(GlobalInfixRefusal):
        expand_global_infixes("p ↔ q ⊞ r", INDEX, scope, [])
