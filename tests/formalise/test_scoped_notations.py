"""Scoped and local notations in effect, expanded to the application Lean makes of them.

- infix notations (`scoped[symmDiff] infixl:100 " ∆ " => symmDiff`, `infixl:2 " on " =>
  onFun`, `local infixr:25 " →ₛ " => SimpleFunc`): operands read as Lean's Pratt parser reads
  them (`formalise/infix.py`), refused where they cannot be told;
- the bare inner product `⟪x, y⟫` of a notation fixing only its field (`⟪x, y⟫_𝕜`);
- `𝓝[≠] x` and the one-sided neighbourhoods (`nhdsWithin x …`);
- a nullary local notation applying a constant to the file's variables (`𝕎` is `WittVector p`).

Each: in effect (expanded), not in effect (refused), two meanings in effect (refused). Hand
cases use Mathlib v4.19.0's name index and corpus in ../shared/external/mathlib (skipped when
absent).
"""

from __future__ import annotations

import re

import pytest

from forminv_lean.formalise.infix import Infix, InfixError, expand_infix
from forminv_lean.formalise.resolve import Scope, Unresolved, resolve_text
from tests.mathlib_corpus import INDEX, needs_index, render, render_row, rows

SYMM = Infix("∆", "symmDiff", 100, "l")


# ----------------------------------------------------------------------------- the reader


@pytest.mark.parametrize(("text", "out"), [
    ("a ∆ b ∆ c", "(symmDiff (symmDiff a b) c)"),                  # infixl
    ("a ∆ (a ∆ b) = b", "(symmDiff a (symmDiff a b)) = b"),
    ("s ⊆ s ∆ t ∪ s ∆ u", "s ⊆ (symmDiff s t) ∪ (symmDiff s u)"),  # 100 binds tighter than ∪
    ("-a ∆ b", "-(symmDiff a b)"),                                 # unary minus takes it at 75
    ("f x.1 ∆ (g y).2 = z", "(symmDiff (f x.1) ((g y).2)) = z"),   # application first
    ("∑ i ∈ s, f i ∆ g i", "∑ i ∈ s, (symmDiff (f i) (g i))"),
    ("Set.image (· ∆ t) S", "Set.image (symmDiff · t) S"),         # the `·` keeps its scope
    ("∀ (f : α ∆ β) (g : γ), f = g", "∀ (f : (symmDiff α β)) (g : γ), f = g"),
])
def test_operands_are_read_as_lean_reads_them(text: str, out: str) -> None:
    assert expand_infix(text, SYMM, []) == out


def test_a_loose_infix_takes_whole_sides() -> None:
    on = Infix("on", "Function.onFun", 2, "l")
    assert expand_infix("Pairwise (Disjoint on fun n => Ioc (f n) (f (n + 1)))", on, []) == \
        "Pairwise (Function.onFun Disjoint (fun n => Ioc (f n) (f (n + 1))))"
    # a big operator's body is read at 67: `∑ i, f i on g` is `(∑ i, f i) on g`, not read here
    with pytest.raises(InfixError):
        expand_infix("∑ i, f i on g", on, [])


@pytest.mark.parametrize("text", [
    "(f · ∆ a)",              # a parenthesis added around `f ·` would make it another function
    "{x | x ∆ y = z}",        # set-builder
    "∀ x ∈ a ∆ b, p x",       # in a binder's predicate
    "a ∆ b ⊚ c",              # an operator this reader does not know
    "if a ∆ b = c then 1 else 0",
])
def test_an_operand_the_reader_cannot_tell_is_refused(text: str) -> None:
    with pytest.raises(InfixError):
        expand_infix(text, SYMM, [])


# ----------------------------------------------------------------------------- in context

@needs_index
def test_an_infix_notation_is_expanded_only_where_it_is_in_effect() -> None:
    header = "theorem symmDiff_comm' {α : Type*} [GeneralizedCoheytingAlgebra α] (a b : α) : " \
             "a ∆ b = b ∆ a"
    formal, _ = render(header, "open scoped symmDiff")
    assert formal is not None and "(symmDiff a b) = (symmDiff b a)" in formal
    formal, reason = render(header)
    assert formal is None and reason is not None


@needs_index
def test_an_infix_notation_with_two_meanings_in_effect_is_refused() -> None:
    """`⇔` is `bihimp` under `open scoped symmDiff` and `BoundedFormula.iff` under `open
    FirstOrder` (Mathlib/Order/SymmDiff.lean:71, Mathlib/ModelTheory/Syntax.lean:720)."""
    assert INDEX is not None
    assert resolve_text("a ⇔ b = c", INDEX, Scope("", (), ("symmDiff",)), {"a", "b", "c"}) \
        == "(bihimp a b) = c"
    with pytest.raises(Unresolved, match="meanings"):
        resolve_text("a ⇔ b = c", INDEX, Scope("", (), ("symmDiff", "FirstOrder")),
                     {"a", "b", "c"})


@needs_index
def test_punctured_neighbourhoods_are_nhds_within() -> None:
    assert INDEX is not None
    topo = Scope("", (), ("Topology",))
    assert resolve_text("s ∈ 𝓝[≠] x ∧ t ∈ 𝓝[>] f x⁻¹", INDEX, topo, {"s", "t", "f", "x"}) \
        == "s ∈ (nhdsWithin x {x}ᶜ) ∧ t ∈ (nhdsWithin (f x⁻¹) (Set.Ioi (f x⁻¹)))"
    with pytest.raises(Unresolved):   # not in effect: a notation token, not a name
        resolve_text("s ∈ 𝓝[≠] x", INDEX, Scope(), {"s", "x"})
    with pytest.raises(Unresolved):   # its argument followed by an operator at 100 or above
        resolve_text("s ∈ 𝓝[≠] x ∘ₖ y", INDEX, topo, {"s", "x", "y"})


@needs_index
def test_a_bare_inner_product_gets_the_field_its_notation_fixes() -> None:
    formal, _ = render("theorem real_inner_comm' {F : Type*} [NormedAddCommGroup F] "
                       "[InnerProductSpace ℝ F] (x y : F) : ⟪y, x⟫ = ⟪x, y⟫",
                       "open scoped RealInnerProductSpace")
    assert formal is not None and formal.endswith("⟪y, x⟫_ℝ = ⟪x, y⟫_ℝ")
    formal, reason = render("theorem real_inner_comm' {F : Type*} [NormedAddCommGroup F] "
                            "[InnerProductSpace ℝ F] (x y : F) : ⟪y, x⟫ = ⟪x, y⟫")
    assert formal is None and reason is not None
    # `ℝ` and `ℂ` both in effect: two meanings
    formal, reason = render("theorem real_inner_comm' {F : Type*} [NormedAddCommGroup F] "
                            "[InnerProductSpace ℝ F] (x y : F) : ⟪y, x⟫ = ⟪x, y⟫",
                            "open scoped RealInnerProductSpace ComplexInnerProductSpace")
    assert formal is None and reason is not None


# ----------------------------------------------------------------------------- the corpus


def _rendered(keep: str, pattern: str) -> tuple[int, list[tuple[str, str]]]:
    """The corpus rows whose header matches `pattern`: how many, and the renderings made."""
    total, made = 0, []
    for row in rows(lambda line: keep in line):
        if not re.search(pattern, row["decl"]):
            continue
        total += 1
        res = render_row(row)
        if res.formal is not None:
            made.append((row["decl"], res.formal))
    return total, made


@needs_index
def test_corpus_symmdiff_is_the_constant_and_never_a_bound_name() -> None:
    total, made = _rendered("∆", r" ∆ ")
    assert total > 100 and len(made) > total // 4, (total, len(made))
    for decl, formal in made:
        assert "∆" not in formal and "symmDiff" in formal, (decl, formal)


@needs_index
def test_corpus_pi_under_open_real_is_real_pi_and_never_bound() -> None:
    total, made = 0, []
    for row in rows(lambda line: "π" in line and "Real" in line):
        opened = any(re.match(r"open (scoped )?.*\bReal\b", c) for c in row["context"])
        if not opened or not re.search(r"(?<![\w.])π(?![\w])", row["decl"]):
            continue
        total += 1
        res = render_row(row)
        if res.formal is not None:
            made.append((row["decl"], res.formal))
    assert total > 200 and len(made) > 50, (total, len(made))
    for decl, formal in made:
        assert "Real.pi" in formal and not re.search(r"[∀∃(]\s*π\b|\bπ\s*:", formal), \
            (decl, formal)


@needs_index
def test_corpus_conj_is_star_ring_end_of_its_argument_type() -> None:
    """`conj x` under `open ComplexConjugate` is `starRingEnd R x` with `R` the type of `x`
    (`notation "conj" => starRingEnd _`, Mathlib/Algebra/Star/Basic.lean:316)."""
    total, made = 0, []
    for row in rows(lambda line: "conj" in line and "ComplexConjugate" in line):
        opened = any(re.match(r"open (scoped )?.*\bComplexConjugate\b", c) for c in row["context"])
        if not opened or not re.search(r"(?<![\w.])conj(?![\w'])", row["decl"]):
            continue
        total += 1
        res = render_row(row)
        if res.formal is not None:
            made.append((row["decl"], res.formal))
    assert total > 150 and len(made) > 80, (total, len(made))
    for decl, formal in made:
        assert not re.search(r"(?<![\w.])conj(?![\w'])", formal), (decl, formal)
        assert re.search(r"starRingEnd [^\s_(]", formal) and "starRingEnd _" not in formal, \
            (decl, formal)


@needs_index
def test_corpus_witt_vectors_bind_their_prime() -> None:
    """`𝕎 R` is `WittVector p R` with the file's `p`, which Lean therefore includes."""
    total, made = _rendered("𝕎", r"𝕎")
    assert total > 50 and len(made) > 10, (total, len(made))
    for decl, formal in made:
        assert "𝕎" not in formal and "WittVector p" in formal, (decl, formal)
        assert re.search(r"[({]p\b[^)}]*: ℕ[)}]|∀ p : ℕ|∀ \{?p", formal), (decl, formal)


@needs_index
def test_a_tupled_bracket_notation_and_its_cdot() -> None:
    """`s(u, v)` is `Sym2.mk (u, v)` (Mathlib/Data/Sym/Sym2.lean:104); `(s(·, t))` is
    `fun x => Sym2.mk (x, t)`, which a tuple around `·` would change: refused, and never read
    as a variable `s` applied to a tuple."""
    assert INDEX is not None
    assert resolve_text("s(u, v) = s(v, u)", INDEX, Scope(), {"u", "v"}) == \
        "(Sym2.mk (u, v)) = (Sym2.mk (v, u))"
    with pytest.raises(Unresolved, match="s\\("):
        resolve_text("f (s(·, t)) = g", INDEX, Scope(), {"f", "g", "s", "t"})


def test_a_group_in_a_binder_type_binds_nothing() -> None:
    """`fun p q : (Polynomial R) => …` binds `p q`, not `R` (which a `variable` then supplies),
    and `∃ (b : (F β)), …` binds `b`."""
    from forminv_lean.formalise.resolve import local_names

    assert local_names("WellFounded fun p q : (Polynomial R) => p < q") == {"p", "q"}
    assert local_names("∃ (a : α) (b : (F β)), a = b") == {"a", "b"}
