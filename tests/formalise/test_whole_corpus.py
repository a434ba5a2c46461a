"""Every suitable theorem of Mathlib v4.19.0 through the renderer: faithful or refused.

The oracle is the whole corpus in ../shared/external/mathlib (135,663 suitable theorems,
written by nobody here). Over all of it: no declaration crashes the renderer (a crash is a
bug, even though `render_theorem` counts it as a refusal), no rendering has a type hole, and
no rendering binds a name the declaration does not bind (a header binder, an included
`variable`, or a name the statement binds itself), nor binds one name twice where the
declaration binds it once (`variable {M M : Type*}`: the first `M` is shadowed, never included).
The corpus is read in SHARDS interleaved parts, one test class each, so `make test`'s workers
(`--dist loadscope`: one class is one unit of work) share it (about 35 minutes of one core in all).
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from typing import Any

import pytest

from tests.mathlib_corpus import NTP, require

# a binder typed `_` (`(x : _)`, `∀ x : _,`), or a `_` inside a type after a colon (`(f : CauSeq
# _ abv)`, `(g : A → _)`) that is neither a universe (`Type _`) nor a binder's name (a big
# operator's or an integral's: `∫⁻ _ in s, c ∂μ`, read as no hole since round 23)
HOLE = re.compile(r":\s*_(?![\w'₀-₉])|:[^,:]*?(?<![\w'₀-₉.])(?<!Type )(?<!Sort )(?<!fun )(?<!λ )"
                  r"(?<!∑ )(?<!∏ )(?<!⋃ )(?<!⋂ )(?<!⨆ )(?<!⨅ )(?<!∫ )(?<!∫⁻ )(?<!⨍ )(?<!Σ )"
                  r"_(?![\w'₀-₉])(?!\s*(?::|=>|↦|_|∈))")


def _spine_names(e: Any) -> list[tuple[str, Any]]:
    """(name, binder type) of the rendering's outer ∀ binders and those under its hypotheses."""
    from forminv_lean.formal.meaning.ast import BinOp, Quant

    out: list[tuple[str, Any]] = []
    while True:
        if isinstance(e, Quant) and e.kind == "∀":
            out.extend((n, b.type) for b in e.binders if b.info != "inst" for n in b.names)
            e = e.body
        elif isinstance(e, BinOp) and e.op == "→":
            e = e.rhs
        else:
            return out


SHARDS = 4


@lru_cache(maxsize=1)
def _corpus() -> list[Any]:
    """Every suitable theorem, read once per worker (about 80 s of one core)."""
    from forminv_lean.extract.ntp_mathlib import corpus_theorems

    return corpus_theorems(require(NTP))[0]


def _renders_faithfully_or_is_refused(shard: int) -> None:
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formal import parse
    from forminv_lean.formalise import render_theorem
    from forminv_lean.formalise.context import LeanContext
    from forminv_lean.formalise.resolve import local_names

    everything = _corpus()
    assert len(everything) > 100_000
    theorems = everything[shard::SHARDS]
    crashes: Counter[str] = Counter()
    holes: list[str] = []
    foreign: list[tuple[str, str]] = []
    rendered = 0
    for th in theorems:
        res = render_theorem(th)
        if res.formal is None:
            if (res.reason or "").startswith("internal error"):
                crashes[f"{th.mathlib_name}: {res.reason}"] += 1
            continue
        rendered += 1
        decl = parse_decl(th.lean_statement)
        ctx = LeanContext.from_lines(th.provenance.context)
        allowed = {n for b in decl.binders for n in b.names} | {
            n for b in ctx.variables for n in b.names} | local_names(decl.statement)
        spine = [name for name, _ty in _spine_names(parse(res.formal)) if name != "_"]
        for name in spine:   # `∀ (_ : p), …` binds nothing
            if name not in allowed:
                foreign.append((th.mathlib_name, name))
        header = [n for b in decl.binders for n in b.names]
        for name in {n for n in spine if spine.count(n) > 1}:
            if header.count(name) < 2 and name not in local_names(decl.statement):
                foreign.append((th.mathlib_name, f"{name} bound twice"))
        if HOLE.search(res.formal):
            holes.append(th.mathlib_name)
    assert not crashes, crashes.most_common(10)
    assert not holes, holes[:10]
    assert not foreign, foreign[:10]
    assert rendered / len(theorems) >= 0.75   # regression floor (77.3% over all shards, round 26)


class _Shard:
    """One interleaved part of the corpus (`theorems[shard::SHARDS]`)."""

    shard = 0

    @pytest.mark.slow
    def test_the_whole_corpus_renders_faithfully_or_is_refused(self) -> None:
        _renders_faithfully_or_is_refused(self.shard)


class TestShard0(_Shard):
    shard = 0


class TestShard1(_Shard):
    shard = 1


class TestShard2(_Shard):
    shard = 2


class TestShard3(_Shard):
    shard = 3


assert sorted(c.shard for c in _Shard.__subclasses__()) == list(range(SHARDS))   # every part read
