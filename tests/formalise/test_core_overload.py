"""A core declaration the index cannot see, in an opened namespace, is an overload alternative.

Lean's `resolveGlobalName` returns, for a name not found in an enclosing namespace, the root
name, the names under every opened namespace and the `export` aliases together; the
elaborator then tries each (`elabAppAux`, src/Lean/Elab/App.lean) and a statement two of whose
alternatives elaborate is an error ("ambiguous, possible interpretations"). So under `open
List`, `some a` is `Option.some a` (core's `export Option (none some)`) whatever `List`
declares: a core `List.some` could only be an alternative that does not elaborate. Inside
`namespace List` the innermost namespace wins outright, so there a name core may declare stays
unknowable. A namespace under a declaration Mathlib makes (`List.Vector`) holds no core
declaration. Read against Mathlib v4.19.0's name index (skipped when absent).
"""

from __future__ import annotations

from tests.mathlib_corpus import INDEX, needs_index, render

pytestmark = needs_index

UNKNOWABLE = "unresolved: name some may be a Lean core declaration (not indexed)"


def test_an_opened_core_namespace_leaves_the_known_alternative() -> None:
    """`open List`/`open Subtype`: the root core names, through core's `export`s."""
    assert INDEX is not None
    want = {"some": "Option.some", "none": "Option.none", "id": "id", "max": "Max.max",
            "min": "Min.min", "default": "Inhabited.default", "pure": "Pure.pure"}
    for short, full in want.items():
        assert INDEX.resolve(short, "", ("List",)) == [full], short
    assert INDEX.resolve("insert", "", ("Multiset", "Subtype", "Function")) == [
        "Insert.insert"]


def test_a_listed_core_declaration_of_an_opened_namespace_stays_an_alternative() -> None:
    """`List.map` is listed (core, not protected): under `open List Filter`, `map` has two
    alternatives, and the renderer keeps one only where the other certainly cannot
    elaborate. `List.insert` is `protected` (Init/Data/List/Basic.lean): `insert` under
    `open List` is the root `Insert.insert` alone."""
    assert INDEX is not None
    assert INDEX.resolve("map", "", ("List", "Filter")) == ["List.map", "Filter.map"]
    assert INDEX.resolve("insert", "", ("List",)) == ["Insert.insert"]


def test_with_no_known_alternative_the_name_stays_unknowable() -> None:
    """`nat_lit` under `open Lean`: nothing known, so a core `Lean.nat_lit` may be all."""
    assert INDEX is not None
    assert INDEX.resolve("nat_lit", "", ("Lean",)) is None
    assert INDEX.resolve("zz_undeclared", "", ("List",)) is None


def test_inside_a_core_namespace_the_innermost_wins() -> None:
    """Inside `namespace List`, a core `List.some`/`List.max` would win with no overload: not
    known here, so unknowable. `Nat`'s definitions are listed: `succ` is `Nat.succ`, and the
    protected `Nat.max` is passed over for the root `max`; `Finset.insert` is not declared
    unprotected, so `insert` in `namespace Finset` is the root `Insert.insert`."""
    assert INDEX is not None
    assert INDEX.resolve("some", "List") is None
    assert INDEX.resolve("max", "List") is None
    assert INDEX.resolve("succ", "Nat") == ["Nat.succ"]
    assert INDEX.resolve("max", "Nat") == ["Max.max"]
    assert INDEX.resolve("insert", "Finset") == ["Insert.insert"]


def test_a_namespace_under_a_mathlib_declaration_holds_no_core_declaration() -> None:
    """`List.Vector` is Mathlib's (`def Vector` in `namespace List`): core, compiled before
    Mathlib, declares nothing under it, so an undeclared name there is unresolved, not
    unknowable."""
    assert INDEX is not None
    assert INDEX.resolve("zz_undeclared", "", ("List.Vector",)) == []


def test_statements_under_an_opened_core_namespace_render_with_the_root_names() -> None:
    formal, reason = render("theorem foo_erase' (s : Finset ℕ) (a : ℕ) : "
                            "(insert a s).erase a = s.erase a", "open Multiset Subtype Function")
    assert formal == "∀ (s : Finset ℕ) (a : ℕ), (Insert.insert a s).erase a = s.erase a", reason
    formal, reason = render("theorem foo_some' (a : ℕ) : some a ≠ none", "open List")
    assert formal == "∀ a : ℕ, Option.some a ≠ Option.none", reason
    formal, reason = render("theorem foo_max' (a b : ℕ) : max a b = max b a", "open List")
    assert formal == "∀ a b : ℕ, max a b = max b a", reason
    formal, reason = render("theorem List.foo_some' (a : ℕ) : some a ≠ none", "namespace List")
    assert formal is None and reason == UNKNOWABLE


def test_decide_is_the_exported_decidable_decide_and_nat_lit_is_syntax() -> None:
    """Init/Prelude.lean `export Decidable (isTrue isFalse decide)`: `decide` is
    `Decidable.decide` (under `open Lean` too: a known alternative); Init/Notation.lean
    `syntax (name := rawNatLit) "nat_lit " num : term` is a raw literal, not a name."""
    assert INDEX is not None
    assert INDEX.resolve("decide", "", ("Lean",)) == ["Decidable.decide"]
    formal, reason = render("theorem foo_dec' (a b : ℤ) : decide (a = b) = decide (b = a)",
                            "open Lean")
    assert formal == "∀ a b : ℤ, Decidable.decide (a = b) = Decidable.decide (b = a)", reason
    formal, reason = render("theorem foo_lit' : (nat_lit 0) = 0", "open Lean")
    assert formal is None and reason == "unsupported: a raw natural number literal (nat_lit)"
