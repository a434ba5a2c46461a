"""The final guard: comments removed exactly as Lean nests them, then any construct outside the
template language is reported with its line."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.certify.lean_scan import scan, strip_comments

CLEAN = """/- header -/
import Mathlib.Data.Real.Basic

universe u

namespace FormInvProofs.Generated.X

/-- certificate for item a (normal_form). -/
theorem forminv_0123 : (∀ (a : ℝ), |(|a|)| = |a|) ↔ (∀ (a : ℝ), |(|a|)| = |a|) :=
  forall_congr' fun a =>
    Iff.rfl

end FormInvProofs.Generated.X
"""


def test_template_is_clean() -> None:
    assert scan(CLEAN, one_theorem=True) == []


@pytest.mark.parametrize("bad, what", [
    ("#eval 1", "#command"), ("#exit", "#command"), ("run_cmd pure ()", "run_cmd"),
    ("axiom bad : False", "axiom"), ("private axiom «bad» : False", "escaped identifier"),
    ("theorem t : False := sorryAx False false", "sorryAx"),
    ("theorem t : False := sorry", "sorry"), ("theorem t : False := by admit", "admit"),
    ("import Foo", "import"), ("macro \"x\" : term => `(1)", "macro"),
    ("syntax \"x\" : term", "syntax"), ("initialize pure ()", "initialize"),
    ("elab \"x\" : term => pure default", "elab"), ("def x := 1", "def"),
    ("instance : Inhabited Nat := ⟨0⟩", "instance"), ("set_option maxHeartbeats 0", "set_option"),
    ("@[simp] theorem t : True := trivial", "attribute"),
    ("attribute [simp] Nat.add_comm", "attribute"),
    ("theorem t : True := by exact (IO.println \"x\" |> fun _ => trivial)", "string"),
    ("  #eval 1", "#command"), ("theorem t : True := trivial #eval 1", "#command"),
])
def test_live_code_is_reported(bad: str, what: str) -> None:
    text = CLEAN.replace("\nend ", f"\n{bad}\n\nend ", 1)
    found = scan(text)
    assert found and any(what in f.what for f in found), found


def test_comments_nest_like_lean() -> None:
    # `/- /- -/ #eval 1 -/` is one comment in Lean (block comments nest): nothing live.
    assert scan(CLEAN + "/- /- -/ #eval 1 -/\n") == []
    # A doc comment closed early leaves the rest live.
    found = scan(CLEAN + "/-- x -/ #eval 1 /- y -/\n")
    assert any("#command" in f.what for f in found)
    # An unterminated comment would swallow the rest of the file: refused.
    assert any("unterminated" in f.what for f in scan(CLEAN + "/- /- -/\n"))
    # `--` inside a block comment is not a line comment, and `-/` after `--` is commented out.
    assert scan(CLEAN + "/- -- -/\n-- -/ #eval 1\n") == []


def test_line_numbers_survive_comment_removal() -> None:
    code, _ = strip_comments("/- a\nb -/ x\n-- c\ny")
    assert [ln.strip() for ln in code.split("\n")] == ["", "x", "", "y"]
    found = scan("/- a\nb -/\n#eval 1\n")
    assert {f.line for f in found} == {3}


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["/-", "-/", "--", "\n", "#eval 1", " x ", "/--", "-/ "]),
                max_size=12).map("".join))
def test_hidden_commands_are_found(noise: str) -> None:
    """Whatever comment markers surround it, a `#eval` that Lean would run is reported."""
    text = CLEAN + noise + "\n"
    code, found = strip_comments(text)
    live = "#eval" in code
    problems = scan(text)
    if live:
        assert any("#command" in f.what for f in problems)
    if any("unterminated" in f.what for f in found):
        assert problems
