"""The realiser on every rendering the project ships: never raises, always one sentence."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from forminv_lean.informalise import STYLE_NAMES, variants

REPO = Path(__file__).resolve().parents[2]
CURATED = REPO / "extract" / "curated" / "theorems.toml"
IFF_WORDS = ("if and only if", "exactly when", "precisely when", "just in case")


def _parse():  # type: ignore[no-untyped-def]
    from forminv_lean.formal.meaning.parser import parse

    return parse


def _curated_formals() -> list[str]:
    data = tomllib.loads(CURATED.read_text("utf-8"))
    formals = [t["formal"] for t in data.get("theorem", []) if t.get("formal")]
    assert len(formals) >= 100, f"{CURATED}: only {len(formals)} formal renderings"
    return formals


def _check(formal: str) -> None:
    expr = _parse()(formal)
    for field in STYLE_NAMES:
        for value, text in variants(expr, field).items():
            assert text.endswith(".") and "\n" not in text, (formal, field, value, text)
            assert ". " not in text, text  # one sentence
            assert text[0].isupper() or not text[0].isalpha(), text
            if field == "implication" and "↔" not in formal:
                assert not any(w in text for w in IFF_WORDS), (formal, value, text)


@pytest.mark.slow
def test_realise_never_raises_on_curated_renderings() -> None:
    formals = _curated_formals()
    for f in formals:
        _check(f)


@pytest.mark.slow
def test_realise_never_raises_on_track_b_fixture() -> None:
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formalise.render import signature_to_formal

    path = REPO / "tests" / "data" / "ntp" / "training_data.jsonl"
    seen: set[str] = set()
    n = 0
    for line in path.read_text("utf-8").splitlines():
        decl = json.loads(line)["decl"]
        if decl in seen:
            continue
        seen.add(decl)
        try:
            res = signature_to_formal(parse_decl(decl))
        except Exception:  # an unparsable header is the extractor's business, not ours
            continue
        if res.formal:
            _check(res.formal)
            n += 1
    assert n >= 250
