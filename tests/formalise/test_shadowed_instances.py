"""Two local instances of one class on the same inputs (`variable [SetLike S M] … [SetLike S
G]`): resolution tries the later one first and keeps its answer, so Lean leaves the earlier
one out, with its outParam variables, unless something else may fix one of those
(`formalise.variables.shadowed_binders`)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.mathlib_corpus import needs_index, render, rendered

LINKS = "links a used variable to an unused one"

#: Corpus rows whose file puts a second binder of the class on the same carrier after the first
#: (Algebra/Group/Subgroup/Basic.lean:57,59; Algebra/Group/Hom/Defs.lean:384,409), or whose
#: header binds one (`SubmonoidClass.coe_finset_prod`, `RingHom.ext_rat`).
ROWS = ("div_mem_comm_iff", "map_div", "SubmonoidClass.coe_finset_prod", "RingHom.ext_rat")


@needs_index
@pytest.mark.parametrize("name,expected", [
    ("div_mem_comm_iff", "∀ {G : Type*} [Group G] {S : Type*} (H : S) [SetLike S G] "
     "[SubgroupClass S G] (a b : G), a / b ∈ H ↔ b / a ∈ H"),
    ("map_div", "∀ {G : Type*} {H : Type*} {F : Type*} [FunLike F G H] [Group G] "
     "[DivisionMonoid H] [MonoidHomClass F G H] (f : F), ∀ a b, f (a / b) = f a / f b"),
    ("SubmonoidClass.coe_finset_prod", "∀ {B : Type*} (S : B) {ι : Type*} {M : Type*} "
     "[CommMonoid M] [SetLike B M] [SubmonoidClass B M] (f : ι → S) (s : Finset ι), "
     "↑(∏ i ∈ s, f i) = (∏ i ∈ s, f i : M)"),
    ("RingHom.ext_rat", "∀ {F : Type*} {R : Type*} [Semiring R] [FunLike F ℚ R] "
     "[RingHomClass F ℚ R] (f g : F), f = g"),
])
def test_the_earlier_binder_on_a_carrier_is_left_out_of_corpus_theorems(name: str,
                                                                        expected: str) -> None:
    assert rendered(ROWS, name) == expected


SUBGROUPS = ["variable {G : Type*} [Group G]",
             "variable {M S : Type*} [DivInvMonoid M] [SetLike S M] [hSM : SubgroupClass S M] "
             "{H : S}"]
LATER = "variable [SetLike S G] [SubgroupClass S G]"
HEADER = "theorem foo {a : G} : a ∈ H ↔ a ∈ H"


@needs_index
def test_the_same_file_without_the_later_binder_is_refused() -> None:
    # `a ∈ H` then uses `[SetLike S M]` (the only one), which includes `M`: `a : G` is no `M`
    formal, reason = render(HEADER, *SUBGROUPS)
    assert formal is None and "expected M, got G" in (reason or ""), formal


@needs_index
@pytest.mark.parametrize("context", [
    # the later binder `omit`ted for this declaration
    [*SUBGROUPS, LATER, "omit [SetLike S G] in"],
    # `M` may become known through `[SetLike T M]` (`T` used): a goal may fix it
    [*SUBGROUPS, LATER, "variable {T : Type*} [SetLike T M] (t : T)"],
])
def test_a_later_binder_that_may_not_answer_keeps_the_refusal(context: list[str]) -> None:
    header = HEADER.replace("a ∈ H", "a ∈ H ∧ t = t", 1) if "(t : T)" in context[-1] else HEADER
    formal, reason = render(header, *context)
    assert formal is None, formal


@needs_index
@pytest.mark.parametrize("context,header", [
    # `CharP R p`: `p` a semiOutParam, which a goal may fix (`CharP R 2`)
    (["variable {R : Type*} [AddMonoidWithOne R] {p q : ℕ} [CharP R p] [CharP R q]"],
     "theorem foo (r : R) (h : q = q) : r = r"),
    # `AddTorsor V P`: `V` an input of its parent `AddAction V P`
    (["variable {V W P : Type*} [AddCommGroup V] [AddCommGroup W] [AddTorsor V P] "
      "[AddTorsor W P]"], "theorem foo (p : P) (w : W) : p = p"),
])
def test_classes_a_goal_may_fix_the_outparam_of_are_not_shadowed(context: list[str],
                                                                  header: str) -> None:
    formal, reason = render(header, *context)
    assert formal is None and LINKS in (reason or ""), formal


#: Shadowable classes with binder texts on carrier `X` (inputs first), outParams `A`/`B`.
_CLASSES = {
    "SetLike": ("SetLike X {a}", "[SetLike X {a}]"),
    "FunLike": ("FunLike X {a} {a}", "[FunLike X {a} {a}]"),
    "EquivLike": ("EquivLike X {a} {a}", "[EquivLike X {a} {a}]"),
}


@needs_index
@settings(max_examples=12, deadline=None)
@given(cls=st.sampled_from(sorted(_CLASSES)), in_header=st.booleans(),
       swap=st.booleans())
def test_only_the_binder_resolution_reaches_first_is_included(cls: str, in_header: bool,
                                                              swap: bool) -> None:
    """With `[C X A]` then `[C X B]` (in the file, or `[C X B]` in the header) and a header
    using `X` and `B`: `A` and its binder are left out. With the order swapped, the file's
    `[C X B]` is included (all its variables are), and a later `[C X A]` of the file links the
    used `X` to the unused `A`: refused; one in the header is the header's own."""
    ty = _CLASSES[cls][0]
    first, second = ("B", "A") if swap else ("A", "B")
    context = ["variable {X A B : Type*}", f"variable [{ty.format(a=first)}]"]
    header = "theorem foo (x : X) (b : B) : x = x"
    if in_header:
        header = f"theorem foo [{ty.format(a=second)}] (x : X) (b : B) : x = x"
    else:
        context.append(f"variable [{ty.format(a=second)}]")
    formal, reason = render(header, *context)
    if not swap:
        assert formal is not None, reason
        assert f"{cls} X A" not in formal and "{A" not in formal and " A " not in formal
        assert f"[{ty.format(a='B')}]" in formal
    elif in_header:
        # the file's `[C X B]` has all its variables used: Lean's instance rule includes it
        assert formal is not None and f"[{ty.format(a='B')}]" in formal, reason
        assert f"[{ty.format(a='A')}]" in formal
    else:
        # the later binder `[C X A]` links the used `X` to the unused `A`
        assert formal is None and LINKS in (reason or ""), formal


@needs_index
def test_a_header_binder_elaborated_before_the_shadowing_one_keeps_the_refusal() -> None:
    """`(x : s)` is elaborated before the header's `[SetLike S G]` is in scope: its coercion
    to a type resolves `SetLike S ?` with the file's `[SetLike S M]` only."""
    context = "variable {S M G : Type*} [SetLike S M]"
    formal, _ = render("theorem foo (s : S) (x : s) [SetLike S G] (g : G) : g = g", context)
    assert formal is None, formal
    shadowed, reason = render("theorem foo [SetLike S G] (s : S) (g : G) : g = g", context)
    assert shadowed == "∀ {S G : Type*} [SetLike S G] (s : S) (g : G), g = g", reason
