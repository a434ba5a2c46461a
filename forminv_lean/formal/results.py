"""Result records of the checker (`check`) and of the truth decision (`decide`)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Literal

Verdict = Literal["equivalent", "not_equivalent", "unknown", "unsupported"]
Truth = Literal["proved", "refuted", "unknown", "unsupported"]


@dataclass(frozen=True)
class CheckResult:
    """Whether two renderings say the same thing, how that was decided, and the evidence.

    `level` is the checker level at which an equivalence was proved; for a refutation it is the
    maximum level requested (a counterexample holds under Lean's true semantics, whatever the
    level); None when undecided. `counterexample` maps outer variables to Lean literal text.
    """

    verdict: Verdict
    level: str | None
    vacuous: bool
    method: str
    counterexample: dict[str, str] | None
    lean: str | None
    reason: str

    @property
    def certified(self) -> bool:
        """An equivalence that says something: proved, and not merely two true statements."""
        return self.verdict == "equivalent" and not self.vacuous

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class DecideResult:
    """The truth of one closed statement under Lean's semantics."""

    verdict: Truth
    method: str
    counterexample: dict[str, str] | None
    lean: str | None
    reason: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
