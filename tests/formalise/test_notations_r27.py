"""Round 27's notations spelled as Lean expands them: the parenthesised binder groups of
Mathlib's `⨆`/`⨅`/`⋃`/`⋂` (`formalise/bigop_groups_r27.py`) and core's `>>=`, `<<<`, `>>>`
(`formalise/core_notation_r27.py`). Read off the Mathlib corpus, whose theorems are true, and
on texts built to sit at each edge of the rules."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from forminv_lean.formalise.bigop_groups_r27 import spell_bigop_groups
from forminv_lean.formalise.core_notation_r27 import CoreInfixRefusal, expand_core_infixes_r27
from forminv_lean.formalise.lean_sugar import spell_out
from forminv_lean.formalise.render import validate_symbol
from tests.mathlib_corpus import Scan, each_rendering, needs_index, rows

# --------------------------------------------------------- `⋃ (a ∈ s) (b ∈ t), f a b`


@pytest.mark.parametrize(("text", "spelled"), [
    ("⨆ (i ∈ s) (j ∈ t i), f i j = x", "⨆ i ∈ s, ⨆ j ∈ t i, f i j = x"),
    ("⋃ (n) (m < n), s m = ⋃ n, s n", "⋃ n, ⋃ m < n, s m = ⋃ n, s n"),
    ("⨆ (i : ℕ) (b ∈ decode₂ β i), f b", "⨆ (i : ℕ), ⨆ b ∈ decode₂ β i, f b"),
    ("(⨅ (y ∈ s) (_ : x ≠ y), edist x y) ⊓ e", "(⨅ y ∈ s, ⨅ (_ : x ≠ y), edist x y) ⊓ e"),
    ("⨅ (b' ≤ b), f b'", "⨅ b' ≤ b, f b'"),
    ("{b} = ⋂ (r > 0), Icc (b - r) (b + r)", "{b} = ⋂ r > 0, Icc (b - r) (b + r)"),
    ("D ∪ (⋃ (m < n) (j ∈ I m), c m j)", "D ∪ (⋃ m < n, ⋃ j ∈ I m, c m j)"),
    # nested: the inner one is spelled too
    ("⋃ (a ∈ s), ⋂ (b ∈ t a), f a b", "⋃ a ∈ s, ⋂ b ∈ t a, f a b"),
])
def test_binder_groups_are_spelled_one_binder_at_a_time(text: str, spelled: str) -> None:
    """Mathlib/Util/Notation3.lean:39-64: `expand_binders%` reads `(x ∈ s) rest` exactly as
    `x ∈ s` followed by the rest (Mathlib/Order/SetNotation.lean:70,73,175,178)."""
    assert spell_bigop_groups(text) == spelled


@pytest.mark.parametrize("text", [
    "⋃ (i) (j), f i j",                 # no predicate: `bare_binders`'s case
    "⋃ (x y ∈ s), f x y",               # two names: no extended binder
    "⋃ (x ∈ ⋃ i, t i) (y ∈ s), f x y",  # a `,` of its own: its extent would change
    "⋃ (x ∈ s) y, f x y",               # a bare name beside the groups
    "∑ (x ∈ s) (y ∈ t), f x y",         # Finset's big operator: a sum over `s ×ˢ t`
    "∀ (x ∈ s) (y ∈ t), p x y",         # core's `∀`: another syntax
    "⋃₀ (s ∪ t)",                       # `⋃₀`, a prefix notation
    "⋃ (x ∈ s) (y ∈ t) f",              # no `,`
])
def test_binder_groups_left_as_written_elsewhere(text: str) -> None:
    assert spell_bigop_groups(text) == text


_NAME = st.sampled_from(["i", "j", "x", "y'", "a₁", "n"])
_PRED = st.sampled_from(["∈", "∉", "⊆", "≤", "<", "≥", ">", "≠"])
_SET = st.sampled_from(["s", "t i", "I m", "(f x)", "{0, 1}", "Set.univ"])


@given(st.sampled_from("⨆⨅⋃⋂"), st.lists(st.tuples(_NAME, _PRED, _SET), min_size=1, max_size=4))
def test_groups_and_nested_binders_are_the_same_text(op: str, binders: list[Any]) -> None:
    """The grouped form and the nested form Mathlib writes by hand are one text after
    spelling; the body (at level 60) is untouched."""
    grouped = f"{op} " + " ".join(f"({x} {p} {s})" for x, p, s in binders) + ", f x ⊔ g y"
    nested = ", ".join(f"{op} {x} {p} {s}" for x, p, s in binders) + ", f x ⊔ g y"
    assert spell_bigop_groups(grouped) == nested
    assert spell_bigop_groups(nested) == nested
    assert spell_out(grouped) == spell_out(nested)


_GROUP = re.compile(r"[⨆⨅⋃⋂] \((?:[^()]*\) \()*[^()\s]+ (?:∈|<|≤|>|≥) ")


@lru_cache(maxsize=1)
def _group_rows() -> tuple[dict[str, Any], ...]:
    return tuple(r for r in rows(lambda line: _GROUP.search(line) is not None)
                 if _GROUP.search(r["decl"]))


@needs_index
def test_corpus_binder_groups_render_nested() -> None:
    """Corpus statements written `⋃ (a ∈ s) (b ∈ t), …` render (none did before round 27:
    the reader stopped at the group), each with no such group left and in the formal
    language."""
    found = _group_rows()
    assert len(found) >= 50
    scan = Scan()
    for _, formal in each_rendering(found, scan):
        assert not _GROUP.search(formal), formal
        assert validate_symbol(formal) == (None, None)
    assert scan.rendered >= 20, scan


# ------------------------------------------------------------- `>>=`, `<<<`, `>>>`


@pytest.mark.parametrize(("text", "spelled"), [
    # `>>=` at 55 is looser than `*` (70), tighter than `≤`/`=` (50)
    ("x * y >>= f = (x >>= f) * (y >>= f)", "(Bind.bind (x * y) f) = (Bind.bind x f) * (Bind.bind y f)"),
    ("x >>= f ≤ y", "(Bind.bind x f) ≤ y"),
    # `infixl`: `a >>= f >>= g` is `(a >>= f) >>= g`
    ("a >>= f >>= g", "(Bind.bind (Bind.bind a f) g)"),
    # `<<<`/`>>>` share 75, left-associative, tighter than `<` and looser than `^` (75 < 80)
    ("m <<< (n - k) = (m <<< n) >>> k",
     "(HShiftLeft.hShiftLeft m (n - k)) = (HShiftRight.hShiftRight (HShiftLeft.hShiftLeft m n) k)"),
    ("m <<< n >>> k", "(HShiftRight.hShiftRight (HShiftLeft.hShiftLeft m n) k)"),
    ("x <<< m < 2 ^ (n + m)", "(HShiftLeft.hShiftLeft x m) < 2 ^ (n + m)"),
    ("p <<< n.succ = bit0 (p <<< n)", "(HShiftLeft.hShiftLeft p n.succ) = bit0 (HShiftLeft.hShiftLeft p n)"),
])
def test_core_infixes_are_their_constants(text: str, spelled: str) -> None:
    """lean4 src/Init/Notation.lean: `infixl:55 " >>= " => Bind.bind`, `infixl:75 " <<< " =>
    HShiftLeft.hShiftLeft`, `infixl:75 " >>> " => HShiftRight.hShiftRight`."""
    assert expand_core_infixes_r27(text) == spelled


@pytest.mark.parametrize("text", ["f >=> g >>= h", "x >>= f <*> y", "x >>= g <|> y"])
def test_core_infixes_beside_other_operators_are_refused(text: str) -> None:
    with pytest.raises(CoreInfixRefusal):
        expand_core_infixes_r27(text)


def test_core_infix_that_is_another_constant_is_refused() -> None:
    with pytest.raises(CoreInfixRefusal, match="another name"):
        expand_core_infixes_r27("x >>= f", resolves_to=lambda n: ["Foo.Bind.bind"])
    assert expand_core_infixes_r27("x >>= f", resolves_to=lambda n: [n]) == "(Bind.bind x f)"


_CORE = re.compile(r" (?:>>=|<<<|>>>) ")


@lru_cache(maxsize=1)
def _core_rows() -> tuple[dict[str, Any], ...]:
    return tuple(r for r in rows(lambda line: _CORE.search(line) is not None)
                 if _CORE.search(r["decl"]))


@needs_index
def test_corpus_core_infixes_render_as_constants() -> None:
    """Corpus statements with `>>=`, `<<<`, `>>>` render with the constants (none did before
    round 27), with no token left, each in the formal language."""
    found = _core_rows()
    assert len(found) >= 50
    scan = Scan()
    for _, formal in each_rendering(found, scan):
        assert not _CORE.search(formal), formal
        assert re.search(r"Bind\.bind|HShiftLeft\.hShiftLeft|HShiftRight\.hShiftRight", formal)
        assert validate_symbol(formal) == (None, None)
    assert scan.rendered >= 25, scan


# ------------------------------------------------------------------------- `e |>.f a`


@pytest.mark.parametrize(("text", "spelled"), [
    ("[constantSheaf J D |>.Faithful]", "[(constantSheaf J D).Faithful]"),
    ("C.map (tensorLeft M) |>.Exact", "(C.map (tensorLeft M)).Exact"),
    # the left operand is all its group holds before the token, at `min`
    ("c • T |>.IsSymmetric", "(c • T).IsSymmetric"),
    ("a ∧ ∀ x, p x |>.mp", "a ∧ ∀ x, (p x).mp"),
    # arguments after the field stay its arguments; a dotted field is its projections in turn
    ("g (e |>.symm (f, g)) i = f i", "g ((e).symm (f, g)) i = f i"),
    ("(f x (s, s) |>.fst.fst, f x (s, s) |>.snd)", "((f x (s, s)).fst.fst, (f x (s, s)).snd)"),
    # `infix`-free chains: `a |>.f |>.g` is `(a |>.f) |>.g`
    ("a |>.f |>.g", "((a).f).g"),
    # a `·` of the enclosing parenthesis makes it a function first (Lean's `expandCDot?`)
    ("(AddSubgroup.pi Set.univ (f · |>.ker)).comap h",
     "(AddSubgroup.pi Set.univ (fun y₁ => (f y₁).ker)).comap h"),
])
def test_pipe_projection_is_the_field_of_the_left_operand(text: str, spelled: str) -> None:
    """lean4 src/Lean/Parser/Term.lean `pipeProj` (trailing at `minPrec`) and
    src/Lean/Elab/App.lean `elabPipeProj`: `e |>.f args` is `(e).f args`."""
    from forminv_lean.formalise.pipe_proj_r27 import spell_pipe_projections

    assert spell_pipe_projections(text) == spelled


@pytest.mark.parametrize("text", [
    "x |>.f a = b",                                  # an operator after the arguments
    "Nat.find ⟨x, show q x from h _ le_rfl |>.1 hx⟩",  # inside `from`: not placed here
    "(f · |>.ker, g)",                               # the `·` of a tuple
])
def test_pipe_projection_left_as_written_elsewhere(text: str) -> None:
    from forminv_lean.formalise.pipe_proj_r27 import spell_pipe_projections

    assert spell_pipe_projections(text) == text


# ------------------------------------------------------------------------- `N ⋊[φ] G`


@pytest.mark.parametrize(("text", "spelled"), [
    ("∀ (x : N ⋊[φ] G), x = x", "∀ (x : (SemidirectProduct N G φ)), x = x"),
    # an arrow at 25 after `G` is outside it
    ("(rightHom : N ⋊[φ] G →* G).comp inl = 1",
     "(rightHom : (SemidirectProduct N G φ) →* G).comp inl = 1"),
    ("G ≃* N ⋊[φ] H", "G ≃* (SemidirectProduct N H φ)"),
    ("(f : N ⋊[φ.comp g] G)", "(f : (SemidirectProduct N G (φ.comp g)))"),
])
def test_semidirect_product_is_its_structure(text: str, spelled: str) -> None:
    """Mathlib/GroupTheory/SemidirectProduct.lean:53 `notation:35 N " ⋊[" φ:35 "] " G:35 =>
    SemidirectProduct N G φ`."""
    from forminv_lean.formalise.semidirect_r27 import expand_semidirect

    assert expand_semidirect(text) == spelled


@pytest.mark.parametrize("text", [
    "N ⋊[φ] G × H",      # `×` at 35 is read inside the right operand
    "f N ⋊[φ] G",        # an application on the left
    "N ⋊[φ] G x = y",    # an application on the right
])
def test_semidirect_product_left_as_written_elsewhere(text: str) -> None:
    from forminv_lean.formalise.semidirect_r27 import SemidirectRefusal, expand_semidirect

    assert expand_semidirect(text) == text
    with pytest.raises(SemidirectRefusal):
        expand_semidirect("N ⋊[φ] G", resolves_to=lambda n: ["Foo.SemidirectProduct"])


@needs_index
def test_corpus_semidirect_products_render() -> None:
    """The SemidirectProduct file's statements render with the structure spelled (none did
    before round 27)."""
    found = [r for r in rows(lambda line: "⋊[" in line) if "⋊[" in r["decl"]]
    assert len(found) >= 25
    scan = Scan()
    for _, formal in each_rendering(found, scan):
        assert "⋊[" not in formal and "SemidirectProduct " in formal, formal
        assert validate_symbol(formal) == (None, None)
    assert scan.rendered >= 15, scan
