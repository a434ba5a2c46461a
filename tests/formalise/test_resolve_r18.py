"""Name resolution as Lean's `resolveGlobalName` and `elabOpenDecl` make it (round 18).

src/Lean/ResolveName.lean: the enclosing namespaces are tried innermost first and the first
level with a candidate wins (`resolveUsingNamespace`); only then the exact dotted name, then
the root name, every opened namespace and the `export` aliases together. src/Lean/Elab/Open.lean:
`open A hiding x` is `OpenDecl.simple A [x]` (all of `A` but `x`), `open A renaming x → y` is
`OpenDecl.explicit y A.x` (only `y`, meaning `A.x`; nothing else of `A`).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formalise.context import LeanContext
from forminv_lean.formalise.name_index import NameIndex
from forminv_lean.formalise.resolve import Scope, lookup
from tests.mathlib_corpus import needs_index, render


@needs_index
def test_open_hiding_leaves_the_hidden_name_to_the_other_opens() -> None:
    """Mathlib/NumberTheory/LSeries/RiemannZeta.lean has `open Complex hiding exp`: beside
    `open Real`, a bare `exp` is `Real.exp` there, and ambiguous without the `hiding`."""
    header = "theorem t (x : ℝ) : exp x = exp x"
    formal, reason = render(header, "open Real", "open Complex hiding exp continuous_exp")
    assert formal is not None, reason
    assert "Real.exp" in formal and "Complex.exp" not in formal
    formal, reason = render(header, "open Real", "open Complex")
    assert formal is None and "ambiguous" in str(reason), (formal, reason)


@needs_index
def test_open_hiding_opens_the_rest_of_the_namespace() -> None:
    """`open Real hiding exp` still opens `Real.log` (`resolveOpenDecls` skips `Real` only for
    the identifiers its list names)."""
    formal, reason = render("theorem t (x : ℝ) : log x = log x", "open Real hiding exp")
    assert formal is not None, reason
    assert "Real.log" in formal


@needs_index
def test_open_renaming_opens_only_the_new_name() -> None:
    """Mathlib/Algebra/Category/MonCat/FilteredColimits.lean: `open IsFiltered renaming max →
    max'` (so as not to collide with `_root_.max`): a bare `max` is the root `Max.max`, where
    opening `IsFiltered` whole makes it ambiguous."""
    header = "theorem t (a b : ℕ) : max a b = max b a"
    ctx = ("open CategoryTheory", "open IsFiltered renaming max → max'")
    formal, reason = render(header, *ctx)
    assert formal is not None, reason
    assert "IsFiltered" not in formal
    formal, reason = render(header, "open CategoryTheory", "open IsFiltered")
    assert formal is None, formal


def test_partial_opens_are_read_as_lean_records_them() -> None:
    ctx = LeanContext.from_lines([
        "open Complex hiding exp continuous_exp", "open IsFiltered renaming max → max', min -> m",
        "open Finset (card)"])
    assert ctx.explicit_opens == [
        ("Complex", ("exp", "continuous_exp"), "hiding"),
        ("IsFiltered", ("max", "max'", "min", "m"), "renaming"),
        ("Finset", ("card",))]


@needs_index
def test_core_quotient_names_resolve_to_themselves() -> None:
    """`Setoid.r`, `Quotient.mk'` (Init/Core.lean) are core names the index cannot list: with
    them listed, Mathlib's `Quotient.eq'` renders, naming the constants in full."""
    formal, reason = render(
        "theorem Quotient.eq' {s₁ : Setoid α} {a b : α} : "
        "@Quotient.mk' α s₁ a = @Quotient.mk' α s₁ b ↔ s₁ a b",
        "variable {α : Sort*}")
    assert formal is not None, reason
    assert "Quotient.mk'" in formal


def test_protected_core_quotient_names_need_their_namespace() -> None:
    """`protected def mk` in `namespace Quotient` (Init/Core.lean): a bare `mk` inside that
    namespace is not `Quotient.mk`; the unprotected field `Setoid.r` is found bare inside
    `namespace Setoid`."""
    idx = NameIndex()
    assert idx.resolve("mk", "Quotient", ()) in ([], None)
    assert idx.resolve("Quotient.mk", "", ()) == ["Quotient.mk"]
    assert idx.resolve("r", "Setoid", ()) == ["Setoid.r"]
    assert idx.resolve("lift", "Quot", ()) is None   # `Quot.lift`'s protection was not read


_ATOM = st.sampled_from(["a", "b", "c"])
_NS = st.lists(st.sampled_from(["A", "B", "C"]), min_size=0, max_size=3).map(".".join)
#: opened namespaces, apart from the enclosing ones (so each opens itself)
_OPENED = ["O", "P"]


@settings(max_examples=200, deadline=None)
@given(decls=st.sets(st.tuples(st.one_of(_NS, st.sampled_from(_OPENED)), _ATOM), max_size=10),
       current=_NS, opens=st.lists(st.sampled_from(_OPENED), max_size=2, unique=True),
       hidden=st.booleans(), x=_ATOM)
def test_resolution_order_is_leans(decls: set[tuple[str, str]], current: str,
                                   opens: list[str], hidden: bool, x: str) -> None:
    """Against a direct reading of `resolveGlobalName`: the innermost enclosing namespace
    with a candidate wins alone; else the root name and every opened namespace's (less one
    whose `hiding` list names `x`) together."""
    idx = NameIndex()
    for ns, name in decls:
        idx.add(f"{ns}.{name}" if ns else name)
    explicit = ((opens[0], (x,), "hiding"),) if hidden and opens else ()
    got = lookup(x, idx, Scope(current, tuple(opens), explicit=explicit))
    parts = current.split(".") if current else []
    for k in range(len(parts), 0, -1):
        full = ".".join(parts[:k] + [x])
        if full in idx.names:
            assert got == [full]
            return
    want = {x} if x in idx.names else set()
    want |= {f"{o}.{x}" for i, o in enumerate(opens)
             if f"{o}.{x}" in idx.names and not (explicit and i == 0)}
    assert got is not None and set(got) == want
