"""The trust boundary is visible in the layout and holds in the imports (LCF style).

A certification rests on the kernel (`formal/kernel/`: rules, trusted normal form, audited
encoder) and on what gives a text its meaning (`formal/meaning/`). Proof search
(`formal/search/`) and Lean output (`formal/lean/`) may import them, never the other way
round,."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

FORMAL = Path(__file__).resolve().parents[2] / "forminv_lean" / "formal"
TRUSTED = ("kernel", "meaning")
FORBIDDEN = ("forminv_lean.formal.search.bounded", "forminv_lean.formal.lean",
             "forminv_lean.formal.checker", "forminv_lean.formal.batch",
             "forminv_lean.informalise", "forminv_lean.families", "forminv_lean.certify")


def _imports(path: Path) -> set[str]:
    """Every module a file imports, at top level or inside a function."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            out.update(f"{node.module}.{a.name}" for a in node.names)
    return out


@pytest.mark.parametrize("package", TRUSTED)
def test_the_trusted_side_imports_nothing_from_search_or_output(package: str) -> None:
    files = sorted((FORMAL / package).glob("*.py"))
    assert files, f"formal/{package}/ is missing"
    for f in files:
        bad = sorted(m for m in _imports(f) if m.startswith(FORBIDDEN))
        assert not bad, f"{f.relative_to(FORMAL)} imports {bad}"


def test_the_encoder_answers_only_what_it_encodes() -> None:
    """Finite-model queries are proof search's; the trusted encoder refuses them."""
    from forminv_lean.formal.kernel.encoder import solve
    from forminv_lean.formal.kernel.query import Query
    from forminv_lean.formal.meaning.terms import TRUE

    with pytest.raises(ValueError):
        solve(Query(TRUE, (), (), "theory", 100, "finite"))


def test_no_formal_module_imports_the_english_side() -> None:
    """Lean printing is the formal side's (`formal/lean/surface.py`); the English math text is
    a style on top of it, never the other way round."""
    for f in sorted(FORMAL.rglob("*.py")):
        bad = sorted(m for m in _imports(f) if m.startswith("forminv_lean.informalise"))
        assert not bad, f"{f.relative_to(FORMAL)} imports {bad}"
