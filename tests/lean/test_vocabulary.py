"""The certificate vocabulary: every strategy has a hand-written example in
lean_proofs/FormInvProofs/Vocabulary.lean, exactly as the emitter prints it; goals outside the
shapes get no certificate."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.certify.lean_scan import scan
from forminv_lean.formal.lean.certificates import (
    STRATEGIES,
    certificate_decl,
    contextual_decl,
    defeq,
    disproof_decl,
    proof_decl,
)
from forminv_lean.formal.lean.names import NAMES, modules_for
from forminv_lean.formal.statements import elaborate_text
from tests.conftest import REPO
from tests.lean.vocabulary_cases import CERTIFICATES, DISPROOFS, IN_CONTEXT, PROOFS

VOCAB = REPO / "lean_proofs" / "FormInvProofs" / "Vocabulary.lean"


def _decls() -> list:
    out = [certificate_decl(n, elaborate_text(p), elaborate_text(q)) for n, p, q in CERTIFICATES]
    out += [disproof_decl(n, elaborate_text(s), env) for n, s, env in DISPROOFS]
    out += [proof_decl(n, elaborate_text(s)) for n, s in PROOFS]
    out += [contextual_decl(n, p, q) for n, p, q in IN_CONTEXT]
    assert all(d is not None for d in out)
    return out


def test_vocabulary_file_is_what_the_emitter_prints() -> None:
    text = VOCAB.read_text(encoding="utf-8")
    decls = _decls()
    for d in decls:
        assert d.text in text, f"Vocabulary.lean is out of date for {d.name}:\n{d.text}"
    assert len(re.findall(r"^theorem ", text, re.M)) == len(decls)
    imports = re.findall(r"^import (\S+)", text, re.M)
    assert imports == modules_for(set().union(*(d.names for d in decls)))
    assert [f.what for f in scan(text)] == []


def test_every_strategy_is_exercised_and_named_in_the_file() -> None:
    text = VOCAB.read_text(encoding="utf-8")
    used = set().union(*(d.steps for d in _decls()))
    assert {s.id for s in STRATEGIES} <= used
    for s in STRATEGIES:
        for example in (e.strip() for e in s.example.split(",")):
            assert re.search(rf"^theorem {re.escape(example)} ", text, re.M), (s.id, example)


def test_every_printed_name_is_checked() -> None:
    for d in _decls():
        assert d.names <= set(NAMES), d.names - set(NAMES)


@pytest.mark.parametrize("p, q", [
    ("∀ n : ℕ, Even (n * n) ↔ Even n", "∀ n : ℕ, n * n % 2 = n % 2"),  # needs parity facts
    ("∀ x : ℝ, √x = 0", "∀ x : ℝ, x ≤ 0"),                   # Real.sqrt facts: not a shape
    ("∀ x : ℝ, x * x + 1 > 0", "∀ x : ℝ, 0 ≤ 1"),            # x*x is one atom to linarith
    ("∀ a b : ℤ, min a b = a", "∀ a b : ℤ, a ≤ b"),          # min: outside omega's fragment here
    ("∀ n : ℕ, Nat.gcd n 0 = 0", "∀ n : ℕ, n = 0"),
])
def test_goals_outside_the_shapes_get_no_certificate(p: str, q: str) -> None:
    assert certificate_decl("c", elaborate_text(p), elaborate_text(q)) is None


_ATOMS = ["a ≤ b", "a < b", "a = b", "b ≤ a", "a + b = b", "2 ∣ a", "Nat.Prime a", "Even b"]


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(st.sampled_from(_ATOMS), st.sampled_from(_ATOMS), st.sampled_from(["∧", "∨", "→"]))
def test_not_exists_not_is_never_iff_rfl(a: str, b: str, op: str) -> None:
    """E1 as a property: `∀ x, P x` and `¬∃ x, ¬P x` are never treated as definitionally
    equal; their certificate goes through not_exists / Classical.not_not."""
    body = f"({a}) {op} ({b})"
    p = elaborate_text(f"∀ a b : ℕ, {body}")
    q = elaborate_text(f"¬ ∃ a b : ℕ, ¬ ({body})")
    assert not defeq(p, q)
    d = certificate_decl("c", p, q)
    assert d is not None and "Iff.rfl" != d.text.split(":=\n")[1].strip()
    assert {"not_exists", "Classical.not_not"} <= d.names
