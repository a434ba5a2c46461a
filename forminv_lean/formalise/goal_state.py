"""A declaration's elaborated goal (Lean's pretty-printed tactic state) -> its binders.

ntp-toolkit's `training_data` rows carry the tactic state before each step (`state`), and
LeanDojo's traced tactics carry it as `state_before`. Before a proof's first tactic that
state is the declaration itself as Lean elaborated it:

    α : Type u_1
    inst✝ : CommMonoid β
    s : Multiset α
    hs : s.Nodup
    ⊢ (⟨s, hs⟩ : Finset α).prod f = (Multiset.map f s).prod

Every hypothesis is there with the type Lean gave it: the `variable`s Lean included (and only
those), the auto-bound implicits, the instances (`inst✝`), and a type for every binder the
header left untyped (`{n}`). So where a row has it, the renderer takes the binders from it
instead of working out which `variable` lines Lean includes, which only elaboration can tell.

The state is only trusted when it is the first tactic's (the row's `declUpToTactic` ends with
`:= by`) and has exactly one goal; anything else in it that is not a plain hypothesis (a `let`
value, an inaccessible hypothesis other than an instance, a `case` tag) makes `parse_goal`
refuse rather than guess.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from forminv_lean.extract.lean_decl import Binder

#: Lean's name for an anonymous instance binder, made inaccessible: `inst✝`, `inst✝¹`, ...
INSTANCE_NAME = re.compile(r"^inst✝[⁰¹²³⁴⁵⁶⁷⁸⁹]*$")
_HYP = re.compile(r"^(?P<names>[^\s:][^:]*?)\s:\s(?P<type>.*)$")
_IDENT = re.compile(r"^[^\s:()\[\]{}⟨⟩,]+$")


class GoalStateError(ValueError):
    """The state is not one goal made of plain hypotheses (the reason says what)."""


@dataclass(frozen=True)
class GoalState:
    """One goal: its hypotheses in context order (names, type) and its target."""

    hypotheses: tuple[tuple[tuple[str, ...], str], ...]
    target: str

    def names(self) -> set[str]:
        return {n for names, _ in self.hypotheses for n in names}

    def binders(self) -> tuple[Binder, ...]:
        """The hypotheses as the declaration's binders: an anonymous instance is `[T]`, every
        other hypothesis an explicit binder with its elaborated type."""
        out: list[Binder] = []
        for names, ty in self.hypotheses:
            if all(INSTANCE_NAME.match(n) for n in names):
                out.extend(Binder("instance", (), ty) for _ in names)
            else:
                out.append(Binder("explicit", names, ty))
        return tuple(out)


def is_first_tactic(decl_up_to_tactic: str | None) -> bool:
    """Is a row's state the one before the proof's first tactic (`… := by` and nothing after)?"""
    if not decl_up_to_tactic:
        return False
    return re.search(r":=\s*by\s*$", decl_up_to_tactic) is not None


def parse_goal(text: str) -> GoalState:
    """Parse one pretty-printed goal, or raise `GoalStateError` with the reason.

    A hypothesis line starts at column 0 (`x y : ℕ`); an indented line continues the entry
    above it (Lean breaks long types); `⊢` starts the target."""
    lines = text.replace("\r\n", "\n").strip("\n").split("\n")
    if not lines or not lines[0].strip():
        raise GoalStateError("empty goal state")
    if sum(line.startswith("⊢") for line in lines) != 1:
        raise GoalStateError("not exactly one goal")
    if lines[0].startswith("case "):
        raise GoalStateError("a goal with a case tag is not the declaration's own goal")
    entries: list[str] = []
    for line in lines:
        if not line.strip():
            continue
        if line[0].isspace():
            if not entries:
                raise GoalStateError("indented first line")
            entries[-1] += " " + line.strip()
        else:
            entries.append(line.rstrip())
    if not entries[-1].startswith("⊢"):
        raise GoalStateError("the target is not last")
    hyps: list[tuple[tuple[str, ...], str]] = []
    for e in entries[:-1]:
        m = _HYP.match(e)
        if m is None:
            raise GoalStateError(f"not a hypothesis: {e[:60]}")
        names = tuple(m.group("names").split())
        ty = m.group("type").strip()
        if not names or not all(_IDENT.match(n) for n in names):
            raise GoalStateError(f"not a hypothesis: {e[:60]}")
        if re.search(r"(?<![:=<>])\s:=\s", ty) or ty.startswith(":="):
            raise GoalStateError(f"a let-bound hypothesis: {names[0]}")
        for n in names:
            if "✝" in n and not INSTANCE_NAME.match(n):
                raise GoalStateError(f"an inaccessible hypothesis: {n}")
        if not ty:
            raise GoalStateError(f"a hypothesis without a type: {names[0]}")
        hyps.append((names, ty))
    target = entries[-1].removeprefix("⊢").strip()
    if not target:
        raise GoalStateError("empty target")
    return GoalState(tuple(hyps), target)
