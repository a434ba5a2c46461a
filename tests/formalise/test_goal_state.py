"""The elaborated goal (Lean's tactic state before the first tactic) gives Track B's binders.

A row that carries it (ntp-toolkit's `state`, LeanDojo's `state_before`) says which `variable`s
Lean included and the type of every binder the header leaves untyped, which the header alone
cannot (`{x}`; `[FunLike F α β]` with `F` unused). These tests read the states in Lean's
pretty-printed format: one `names : type` per line, long types continued on indented lines.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from forminv_lean.extract.lean_decl import parse_decl
from forminv_lean.formalise.context import LeanContext
from forminv_lean.formalise.goal_state import (
    GoalStateError,
    is_first_tactic,
    parse_goal,
)
from forminv_lean.formalise.render import signature_to_formal

# Mathlib's `Function.Commute.eq` (Mathlib/Logic/Function/Conjugate.lean, v4.19.0, `def
# Commute (f g : α → α) : Prop`) with its `g` left untyped, as Mathlib headers often do
# (`{g}`): Lean types `g` at the first use, `Commute f g`, through `Commute`'s signature; the
# goal says `g : α → α`, and so does the signature table (`signatures_algebra`), so with or
# without the goal the rendering is the same.
FIXED_HEADER = ("theorem Function.Commute.eq' {g} (h : Function.Commute f g) (x : α) : "
                "f (g x) = g (f x)")   # (`Function.Commute` is protected: written in full)
FIXED_CONTEXT = ["open Equiv", "variable {α : Type u} {f : α → α}", "namespace Function",
                "namespace Commute"]
FIXED_GOAL = "α : Type u\nf g : α → α\nh : Function.Commute f g\nx : α\n⊢ f (g x) = g (f x)"
FIXED_FORMAL = ("∀ {α : Type*} (f g : α → α), Function.Commute f g → ∀ x : α, "
                "f (g x) = g (f x)")


def test_a_goal_parses_into_hypotheses_in_context_order() -> None:
    g = parse_goal("α : Type u_1\ninst✝¹ : Group α\ninst✝ : Fintype α\ns t : Finset α\n"
                   "h :\n  s ⊆\n    t\n⊢ s.card ≤ t.card")
    assert g.hypotheses == ((("α",), "Type u_1"), (("inst✝¹",), "Group α"),
                            (("inst✝",), "Fintype α"), (("s", "t"), "Finset α"),
                            (("h",), "s ⊆ t"))
    assert g.target == "s.card ≤ t.card"
    kinds = [(b.kind, b.names, b.type) for b in g.binders()]
    assert kinds[1:3] == [("instance", (), "Group α"), ("instance", (), "Fintype α")]


@pytest.mark.parametrize("text, why", [
    ("x : ℕ\n⊢ x = x\n\ny : ℕ\n⊢ y = y", "not exactly one goal"),
    ("case h\nx : ℕ\n⊢ x = x", "case tag"),
    ("x : ℕ := 3\n⊢ x = 3", "let-bound"),
    ("x✝ : ℕ\n⊢ True", "inaccessible"),
    ("x : ℕ", "not exactly one goal"),
    ("  x : ℕ\n⊢ True", "indented"),
    ("(x) : ℕ\n⊢ True", "not a hypothesis"),
])
def test_what_is_not_one_plain_goal_is_refused(text: str, why: str) -> None:
    with pytest.raises(GoalStateError, match=why):
        parse_goal(text)


def test_only_the_state_before_the_first_tactic_is_the_goal() -> None:
    assert is_first_tactic("theorem foo (n : ℕ) : n = n := by\n")
    assert not is_first_tactic("theorem foo (n : ℕ) : n = n := by\n  induction n\n")
    assert not is_first_tactic(None)


_NAME = st.sampled_from(["a", "b", "x", "y₁", "h", "hx'", "s", "α", "inst✝", "inst✝¹"])
_TYPE = st.sampled_from(["ℕ", "Type u_1", "Finset α", "a ≤ b", "∀ (x : α), p x → q x",
                         "f '' s ⊆ t", "(fun x => x + 1) = g", "List (ℕ × ℤ)"])


@given(st.lists(st.tuples(st.lists(_NAME, min_size=1, max_size=3, unique=True), _TYPE),
                max_size=6), _TYPE, st.integers(min_value=8, max_value=40))
def test_printed_goals_read_back(hyps: list[tuple[list[str], str]], target: str,
                                 width: int) -> None:
    """Whatever Lean prints (long entries broken onto indented lines), the parse is the goal."""
    def show(entry: str) -> str:   # break at spaces past `width`, continuing indented
        lines = [""]
        for w in entry.split(" "):
            if lines[-1] and len(lines[-1]) + len(w) > width:
                lines.append("")
            lines[-1] = f"{lines[-1]} {w}" if lines[-1] else w
        return "\n".join(x if i == 0 else "    " + x for i, x in enumerate(lines))

    text = "\n".join([show(f"{' '.join(ns)} : {t}") for ns, t in hyps] + [show(f"⊢ {target}")])
    g = parse_goal(text)
    assert g.hypotheses == tuple((tuple(ns), t) for ns, t in hyps)
    assert g.target == target


def test_the_goal_types_a_binder_the_header_leaves_untyped() -> None:
    decl = parse_decl(FIXED_HEADER)
    ctx = LeanContext.from_lines(FIXED_CONTEXT)
    module = "Mathlib.Logic.Function.Conjugate"
    without = signature_to_formal(decl, ctx, module=module)
    with_goal = signature_to_formal(decl, ctx, module=module, goal=parse_goal(FIXED_GOAL))
    assert with_goal.formal == FIXED_FORMAL
    assert without.formal == FIXED_FORMAL, without.reason
    # a constant the tables do not declare leaves the binder to the goal alone
    untyped = parse_decl(FIXED_HEADER.replace("Function.Commute f g", "Function.Semiconj₂ f g g"))
    assert signature_to_formal(untyped, ctx, module=module).reason == \
        "unsupported: binder without a type"


def test_the_goal_decides_which_variables_and_instances_are_included() -> None:
    """`[NormedAddTorsor V P]` with only `P` in the header: the header cannot tell whether Lean
    includes `V` (it does when elaborating the statement needs the instance); the goal says."""
    decl = parse_decl("theorem foo (hp : p₁ ≠ p₂) : dist p₁ p₂ ≠ 0")
    ctx = LeanContext.from_lines(["namespace EuclideanGeometry",
                                  "variable {V P : Type*} [NormedAddCommGroup V] [MetricSpace P] "
                                  "[NormedAddTorsor V P] {p₁ p₂ : P}"])
    assert "links a used variable" in (signature_to_formal(decl, ctx).reason or "")
    goal = parse_goal("V : Type u_1\nP : Type u_2\ninst✝² : NormedAddCommGroup V\n"
                      "inst✝¹ : MetricSpace P\ninst✝ : NormedAddTorsor V P\np₁ p₂ : P\n"
                      "hp : p₁ ≠ p₂\n⊢ dist p₁ p₂ ≠ 0")
    assert signature_to_formal(decl, ctx, goal=goal).formal == (
        "∀ {V : Type*} {P : Type*} [NormedAddCommGroup V] [MetricSpace P] "
        "[NormedAddTorsor V P] (p₁ p₂ : P), p₁ ≠ p₂ → dist p₁ p₂ ≠ 0")


def test_a_goal_that_is_not_this_declarations_is_refused() -> None:
    decl = parse_decl(FIXED_HEADER)
    r = signature_to_formal(decl, LeanContext.from_lines(FIXED_CONTEXT),
                            goal=parse_goal("α : Type u\nf : α → α\n⊢ True"))
    assert r.formal is None and r.reason == "goal state does not bind the header's g"


def _row(decl: str, up_to: str, state: str | None, n: int) -> dict[str, object]:
    src = "import Mathlib\n\n" + "\n".join(FIXED_CONTEXT) + "\n\n" + up_to
    return {"declId": f"Mathlib.Logic.Function.Conjugate.{n}_0.abcdef", "decl": decl,
            "declUpToTactic": up_to, "srcUpToTactic": src, "state": state,
            "nextTactic": "exact h x", "file": "Mathlib/Logic/Function/Conjugate.lean",
            "name": "Function.Commute.eq'", "repo": "leanprover-community/mathlib4",
            "commit": "c44e0c8ee63ca166450922a373c7409c5d26b00b"}


def test_extract_and_formalise_use_the_first_tactics_state(tmp_path: Path, cli) -> None:
    """End to end: ntp-toolkit rows (one per tactic step) -> extract keeps the state before
    the first tactic as the theorem's goal -> formalise renders the binders from it; a later
    step's state (after an `intro`) is never taken for the declaration's goal, and a garbled
    one refuses the declaration with its reason."""
    head = FIXED_HEADER + " := by\n"
    later = head + "  unfold Commute at h\n"
    two, three = FIXED_HEADER.replace("eq'", "eq₂"), FIXED_HEADER.replace("eq'", "eq₃")
    rows = [_row(FIXED_HEADER, later, "α : Type u\n⊢ f x = x", 10),       # a later step first
            _row(FIXED_HEADER, head, FIXED_GOAL, 10),                        # then the first one
            _row(two, two + " := by\n  exact h x\n", "α : Type u\n⊢ f x = x", 20),  # only later
            _row(three, three + " := by\n", "x : ℕ\n⊢ f x = x\n\n⊢ x = x", 30)]
    rows[2]["name"] = "Function.Commute.eq₂"
    rows[3]["name"] = "Function.Commute.eq₃"
    src = tmp_path / "training_data.jsonl"
    src.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    r = cli("extract", "--source", "ntp-mathlib", "--path", str(src), "--out",
            str(tmp_path / "ex"))
    assert r.returncode == 0, r.stderr
    theorems = {t["mathlib_name"]: t for t in map(
        json.loads, (tmp_path / "ex" / "theorems.jsonl").read_text("utf-8").splitlines())
        if "mathlib_name" in t}
    assert theorems["Function.Commute.eq'"]["provenance"]["goal"] == FIXED_GOAL
    assert "goal" not in theorems["Function.Commute.eq₂"]["provenance"]
    r = cli("formalise", "--theorems", str(tmp_path / "ex" / "theorems.jsonl"), "--out",
            str(tmp_path / "fo"), "--quiet")
    assert r.returncode == 0, r.stderr
    cov = json.loads((tmp_path / "fo" / "coverage.json").read_text("utf-8"))
    assert cov["refusals_by_reason"] == {"unusable goal state: not exactly one goal": 1}
    kept = [json.loads(x) for x in (tmp_path / "fo" / "theorems.jsonl").read_text(
        "utf-8").splitlines()]
    formals = {t.get("mathlib_name"): t.get("formal") for t in kept if isinstance(t, dict)}
    assert formals["Function.Commute.eq'"] == FIXED_FORMAL
