"""The records every stage reads and writes, defined once (DESIGN.md "Records").

They are pydantic models so a JSONL line is validated the moment it is read, and a bad
field is reported as ``file:line: field: problem`` by :mod:`forminv_lean.jsonl`.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    model_serializer,
)

Domain = Literal["number_theory", "algebra", "set_theory", "order", "combinatorics",
                 "analysis", "topology", "other"]
Tier = Literal["T1", "T2", "T3"]
VerdictLabel = Literal["TRUE", "FALSE"]
VerificationStatus = Literal[
    "lean_checked", "smt_proved", "read_back", "refuted", "template", "expert_approved",
    "expert_rejected", "pending", "unsupported",
]
# `read_back`: the reader parsed the question back into exactly the canonical formula (up to
# notation the elaborator erases), so there is nothing to prove and no certificate is made.
# `smt_proved` is kept for a checker proof between two *different* formulas.


class Record(BaseModel):
    """Base: unknown fields are errors, so a typo in an input file is caught, not dropped."""

    model_config = ConfigDict(extra="forbid", frozen=False, validate_assignment=True)


def _without_empty(data: dict[str, Any], keys: tuple[str, ...]) -> dict[str, Any]:
    """`data` without the listed keys whose value is empty (optional Track B fields)."""
    return {k: v for k, v in data.items() if k not in keys or v}


class Provenance(Record):
    """Where a theorem came from, precise enough to find it again (LeanDojo-style)."""

    repo: str = ""
    commit: str = ""
    module: str = ""
    file: str = ""
    line: int | None = None
    decl_id: str | None = None
    dataset_revision: str | None = None
    seed: int | None = None
    #: The file's `namespace`/`section`/`open`/`variable` commands in effect at the
    #: declaration (what its statement's unbound names refer to), and its docstring.
    context: list[str] = Field(default_factory=list)
    doc: str | None = None
    #: The modules the declaration's file imports (ntp-toolkit's `srcUpToTactic`); empty when
    #: the row does not say (a Track B certificate then imports the whole of Mathlib). Left
    #: out of the file when empty, so records written before it existed read and write the same.
    imports: list[str] = Field(default_factory=list)
    #: The declaration's goal as Lean elaborated it: the pretty-printed state before the
    #: proof's first tactic (ntp-toolkit's `state`, LeanDojo's `state_before`), which lists
    #: every hypothesis with its elaborated type. Left out when the row has none.
    goal: str | None = None

    @model_serializer(mode="wrap")
    def _drop_empty(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        return _without_empty(handler(self), ("imports", "goal"))


class Theorem(Record):
    """One theorem: its Lean statement, its formal rendering (if formalised) and its wording."""
    id: str = Field(pattern=r"^[A-Za-z0-9_.\-]+$")
    source: str
    mathlib_name: str = ""
    lean_statement: str
    formal: str | None = None
    nl: str
    domain: str
    truth: bool = True
    counterexample: dict[str, str] | None = None
    provenance: Provenance = Field(default_factory=Provenance)


class Generator(Record):
    """How an item's wording was produced; enough to regenerate it."""

    kind: Literal["rule", "llm", "manual", "imported", "canonical"]
    name: str = ""
    model: str | None = None
    prompt_sha256: str | None = None
    seed: int | None = None


class Verification(Record):
    """How an item was certified: its status, the method, and the evidence (counterexample,
    certificate or reason).
    """
    status: VerificationStatus = "pending"
    method: str = ""
    level: str | None = None
    vacuous: bool = False
    counterexample: dict[str, str] | None = None
    certificate: str | None = None
    detail: str = ""


class Edit(Record):
    """One changed stretch of text: ``before`` at ``[start, end)`` of the canonical question
    became ``after`` in this item's question."""

    start: int
    end: int
    before: str
    after: str


class Change(Record):
    """What an item changes relative to its theorem's canonical question: the rewrite rule
    applied and the edits it made to the text (word-level diff)."""

    rule: str
    edits: list[Edit] = Field(default_factory=list)
    note: str = ""


class Item(Record):
    """One benchmark question: a wording of a theorem by one family, its answer and its check."""
    id: str = Field(pattern=r"^[A-Za-z0-9_.\-]+$")
    theorem_id: str
    family: str = Field(pattern=r"^[A-Za-z0-9_.\-]{1,64}$")  # also a task and file name
    tier: Tier | None = None
    question: str
    formal: str | None = None
    ground_truth: VerdictLabel
    domain: str = ""
    generator: Generator
    verification: Verification = Field(default_factory=Verification)
    change: Change | None = None      # the transformation this item applies to the canonical
    read_back: str | None = None      # formula the reader parsed from `question` (certify)


class Response(Record):
    """One model's answer to one item (one sample): the raw text, its verdict, usage or error."""
    model: str
    item_id: str
    sample: int = Field(0, ge=0, le=1_000_000)  # an index; analysis keeps it in an int64
    raw: str | None = None
    verdict: VerdictLabel | None = None
    error: str | None = None
    latency_s: float | None = None
    input_tokens: int | None = None
    output_tokens: int | None = None
    cost_usd: float | None = None
    cache_key: str | None = None
    timestamp: str | None = None


class Manifest(Record):
    """Written beside every dataset: what is in it, its hash, and what made it."""

    kind: str
    path: str
    sha256: str
    n_records: int
    counts: dict[str, dict[str, int]] = Field(default_factory=dict)
    tool_version: str
    recipe: str | None = None
    inputs: dict[str, str] = Field(default_factory=dict)
    parameters: dict[str, Any] = Field(default_factory=dict)


class Review(Record):
    """One human decision in the append-only review ledger (``reviews.jsonl``)."""

    item_id: str
    decision: Literal["approve", "reject"]
    reason: str = ""
    reviewer: str
    timestamp: str
    question_sha256: str = ""   # the wording that was reviewed; a changed wording needs a new review


class Decision(Record):
    """One line of a scripted review file (``review --decisions``), before it is bound to
    the reviewed wording and becomes a :class:`Review`."""

    item_id: str
    decision: Literal["approve", "reject"]
    reason: str = ""
    reviewer: str | None = None


class Certificate(Record):
    """A Lean declaration emitted for one item: a certificate (proved) or a disproof (refuted)."""

    item_id: str
    theorem_id: str
    name: str                       # Lean identifier, derived from the item id by hashlib
    kind: Literal["certificate", "disproof"]
    lean: str                       # the full declaration text
    method: str = ""
    #: Track B: the modules to import and the `open`/`namespace`/`section` lines placed
    #: before the declaration, so it is read where the theorem lives (empty: Track A's
    #: template, imports from the checked vocabulary).
    imports: list[str] = Field(default_factory=list)
    context: list[str] = Field(default_factory=list)

    @model_serializer(mode="wrap")
    def _drop_empty(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        return _without_empty(handler(self), ("imports", "context"))
