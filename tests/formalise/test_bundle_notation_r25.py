"""Bundle's `π F E` read as Lean reads it (`formalise/bundle_notation_r25.py`): the projection
`Bundle.TotalSpace.proj (F := F) (E := E)` (Mathlib/Data/Bundle.lean:64), its base the domain of
`E`'s type; never `Real.pi`. Read off the Mathlib corpus, whose theorems are true."""

from __future__ import annotations

from tests.mathlib_corpus import needs_index, render_row, rows, rows_named

_PROJ = "(Bundle.TotalSpace.proj : Bundle.TotalSpace F E → B)"


@needs_index
def test_pretrivialization_of_the_projection() -> None:
    """`(e : Pretrivialization F (π F E))` with `E : B → Type*` (Topology/FiberBundle/
    Trivialization.lean) is a pretrivialization of the projection `TotalSpace F E → B`."""
    names = ["Pretrivialization.mk_symm", "Pretrivialization.symm_apply_apply_mk",
             "Bundle.TotalSpace.range_mk"]
    found = rows_named(names)
    for name in names:
        res = render_row(found[name])
        assert res.formal is not None, (name, res.reason)
        assert _PROJ in res.formal and "π" not in res.formal, res.formal


@needs_index
def test_every_rendered_projection_names_its_base() -> None:
    """In every corpus row whose header writes `π F E` under `open Bundle` that renders, the
    `π` is the ascribed projection (no `Real.pi`, no `π` left); the ones whose family is no
    binder (`π E (TangentSpace I)`) are refused saying why."""
    bundle = [r for r in rows(lambda line: "π " in line and "Bundle" in line)
              if "π " in r["decl"] and any("Bundle" in c and c.startswith("open")
                                           for c in r["context"])]
    assert len(bundle) >= 50
    done = 0
    reasons = []
    for row in bundle[:120]:
        res = render_row(row)
        if res.formal is None:
            reasons.append(res.reason or "")
            continue
        done += 1
        assert "Real.pi" not in res.formal and "π" not in res.formal, res.formal
        assert "Bundle.TotalSpace.proj : Bundle.TotalSpace" in res.formal, res.formal
    assert done >= 5, reasons[:5]
    assert any("TangentSpace" in r and "is not a binder's" in r for r in reasons) or \
        not any("π E (TangentSpace" in r["decl"] for r in bundle[:120])
