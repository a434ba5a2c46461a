"""A name glued to `(` where a notation's first token is that word and bracket (`Γ(X, U)` in
AlgebraicGeometry) is that token, as Lean's tokenizer takes the longest match: the text is the
notation, never the constant `Γ` applied to a pair (round 29: the renderer read it so, and only
the checker's refusal of a tuple stopped it)."""

from __future__ import annotations

from tests.mathlib_corpus import Scan, needs_index, render_row, renderings, require, rows_named


@needs_index
def test_sections_notation_is_never_a_constant_applied_to_a_pair() -> None:
    require()
    scan = Scan()
    for row, formal in renderings(lambda line: "Γ(" in line,
                                  lambda row: row["module"].startswith("Mathlib.AlgebraicGeometry"),
                                  scan):
        assert "Γ(" not in formal and "Scheme.Γ (" not in formal, (row["name"], formal)
    assert scan.seen >= 40


@needs_index
def test_the_reason_names_the_token() -> None:
    require()
    name = "AlgebraicGeometry.Scheme.Opens.toSpecΓ_appTop"
    row = rows_named([name])[name]
    r = render_row(row)
    assert r.formal is None and "notation token Γ(" in (r.reason or ""), r.reason


@needs_index
def test_modular_forms_gamma_still_expands() -> None:
    """`Γ(n)` under `open CongruenceSubgroup` is expanded before names are read: unaffected."""
    require()
    name = "CongruenceSubgroup.mem_Gamma_one"
    r = render_row(rows_named([name])[name])
    assert r.formal is not None and "CongruenceSubgroup.Gamma" in r.formal, r.reason
