"""What every round's cited lexicon files must satisfy, shared by their test modules.

Each round adds `extract/lexicon.d/<prefix>_*.toml` files; their tests check the same things:
every entry is cited from Mathlib and used by a corpus theorem, no wording is shared with
another entry (the reader could not tell them apart), and an entry's wording realises and reads
back on the corpus theorem that uses it, with no raw Lean left for its name."""

from __future__ import annotations

import re
import tomllib

from forminv_lean.certify.quality import raw_lean
from forminv_lean.families.common import _parse, realised_canonical
from forminv_lean.informalise import question
from forminv_lean.informalise.lexicon import lexicon_paths, load, tokens
from forminv_lean.informalise.reader import ReadError, read, same_formula, spellings


def tables(prefix: str) -> dict[str, list[dict]]:
    """The `entry` and `class` records of the lexicon files whose name starts with `prefix`."""
    out: dict[str, list[dict]] = {"entry": [], "class": []}
    for p in lexicon_paths():
        if p.name.startswith(prefix):
            data = tomllib.loads(p.read_text(encoding="utf-8"))
            for key in out:
                out[key].extend(data.get(key, ()))
    return out


def check_cited_and_used(prefix: str, uses: dict[str, str]) -> None:
    """Every entry of the files has a corpus use in `uses`, a `Mathlib/…lean:LINE` source, and
    is loaded into the lexicon."""
    found = tables(prefix)
    assert sorted(e["name"] for e in found["entry"]) == sorted(uses)
    for e in found["entry"] + found["class"]:
        # Lean core declarations (`Option`, `Sum`) are cited in leanprover/lean4's `src/Init`
        core = e.get("repo") == "leanprover/lean4" and re.match(r"src/Init/[\w/]+\.lean",
                                                                e["source"])
        assert core or re.match(r"Mathlib/[\w/]+\.lean:\d+", e["source"]), e["name"]
    names = load().by_name()
    assert [e["name"] for e in found["entry"] if e["name"] not in names] == []


def check_wordings_distinct(prefix: str) -> None:
    """No wording of the files is another entry's, nor shared inside them."""
    mine = {e["name"]: e["english"] for e in tables(prefix)["entry"]}
    for other in load().entries:
        if other.name not in mine:
            assert other.english not in mine.values(), (other.name, other.english)
    assert len(set(mine.values())) == len(mine)


def _fixed_words(template: str) -> list[str]:
    return [t for t in tokens(template) if isinstance(t, str) and t.isalpha()]


def check_reads_back_with_its_words(name: str, formal: str) -> str:
    """The canonical question of `formal` reads back, contains the fixed words of `name`'s
    wording, and shows no raw Lean for `name`; returns the question."""
    q = realised_canonical(formal)   # None unless the reader reads it back as the formula
    assert q is not None, formal
    entry = load().by_name()[name]
    # a type is said with its noun, singular or plural ("all elements a and b of ...")
    wordings = list(entry.noun) if entry.kind == "type" and entry.noun else [entry.english]
    assert any(all(re.search(rf"\b{w}\b", q) for w in _fixed_words(wording))
               for wording in wordings), (q, wordings)
    short = name.rpartition(".")[2]
    assert not any(re.search(rf"(?<![\w]){re.escape(short)}(?![\w'])", x)
                   for x in raw_lean(q)), q
    return q


def reads_back_or_refuses(formal: str) -> str | None:
    """The realised question of `formal` when the reader reads it back, which must then be the
    same formula; None when the reader refuses it. Never a different formula."""
    q = question(_parse(formal))
    try:
        got = read(q, names=spellings(formal)).formal
    except ReadError:
        return None
    assert same_formula(got, formal), (formal, q, got)
    return q


def check_neighbour_reads_back(name: str, formal: str, phrase: str, *,
                               no_raw: bool = True) -> str:
    """A close neighbour of the files' entries (`name`, used by the corpus rendering `formal`)
    still realises with its own words (`phrase`, compared without case) and reads back; with
    `no_raw` the question shows no raw Lean at all, else none naming `name`."""
    q = realised_canonical(formal)   # None unless the reader reads it back as the formula
    assert q is not None, formal
    assert phrase.lower() in q.lower(), q
    short = name.rpartition(".")[2]
    raw = raw_lean(q)
    assert not raw if no_raw else not any(
        re.search(rf"(?<![\w]){re.escape(short)}(?![\w'])", x) for x in raw), q
    return q
