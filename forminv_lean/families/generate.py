"""Stage 2, paraphrase: theorems → items (canonical + every applicable family).

Like with like: a theorem whose rendering the realiser words and the reader reads back
gets a *realised* canonical (`canonical:realised`), and every family item is that same
sentence with one change; a theorem without one keeps its hand-written sentence
(`canonical:hand`) and gets no rule-made items. Each item records its change (rule and
word-level edits against the canonical question). A change that edits nothing, or that
repeats the text of another item of the theorem, is dropped.

Deterministic: each (theorem, family) pair gets its own ``random.Random`` seeded from a
string, so adding a theorem or a family never changes the others' paraphrases.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Sequence
from random import Random

from forminv_lean.families.base import Family
from forminv_lean.families.common import (
    canonical_question,
    docstring_question,
    realised_canonical,
)
from forminv_lean.families.registry import CANONICAL, FAMILIES, get_family
from forminv_lean.families.validity import sentence
from forminv_lean.records import Change, Edit, Generator, Item, Theorem, Tier

CANONICAL_REALISED = "canonical:realised"
CANONICAL_HAND = "canonical:hand"


def _item(theorem: Theorem, *, iid: str, family: str, tier: Tier | None, question: str,
          formal: str | None, generator: dict, change: Change | None = None) -> Item:
    return Item(id=iid, theorem_id=theorem.id, family=family, tier=tier, question=question,
                formal=formal, ground_truth="TRUE" if theorem.truth else "FALSE",
                domain=theorem.domain, generator=Generator(**generator), change=change)


def canonical_item(theorem: Theorem) -> Item:
    """The realised canonical question when there is one, else the hand-written one: the
    declaration's docstring where it has one (Mathlib), else the theorem's statement."""
    realised = realised_canonical(theorem.formal) if theorem.formal else None
    hand = docstring_question(theorem) or canonical_question(theorem)
    return _item(theorem, iid=f"{theorem.id}__canonical", family=CANONICAL, tier=None,
                 question=realised or hand, formal=theorem.formal,
                 generator={"kind": "canonical",
                            "name": CANONICAL_REALISED if realised else CANONICAL_HAND})


def edits(before: str, after: str) -> list[Edit]:
    """Word-level edits turning `before` into `after`, with offsets into `before`."""
    a = [(m.start(), m.group()) for m in re.finditer(r"\S+", before)]
    b = [m.group() for m in re.finditer(r"\S+", after)]
    out: list[Edit] = []
    sm = difflib.SequenceMatcher(a=[w for _, w in a], b=b, autojunk=False)
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op == "equal":
            continue
        start = a[i1][0] if i1 < len(a) else len(before)
        end = a[i2 - 1][0] + len(a[i2 - 1][1]) if i2 > i1 else start
        after = " ".join(b[j1:j2])
        if i1 == i2:  # a pure insertion keeps the words around it apart
            after = after + " " if i1 < len(a) else " " + after
        out.append(Edit(start=start, end=end, before=before[start:end], after=after))
    return out


def family_items(theorem: Theorem, family: Family, *, seed: int,
                 seen: set[str] | None = None) -> list[Item]:
    """The family's items for one theorem; `seen` holds the normalised texts already used
    by the theorem's items (the canonical's included), and is updated."""
    base = canonical_item(theorem)
    if base.generator.name != CANONICAL_REALISED:
        return []
    seen = seen if seen is not None else {sentence(base.question)}
    rng = Random(f"{seed}:{theorem.id}:{family.id}")
    out: list[Item] = []
    for k, para in enumerate(family.paraphrases(theorem, rng)):
        changes = edits(base.question, para.question)
        text = sentence(para.question)
        if not changes or text in seen:   # a no-op or a repeat measures nothing
            continue
        seen.add(text)
        rule = f"{family.id}:{para.rule}"
        out.append(_item(theorem, iid=f"{theorem.id}__{family.id}_{k}", family=family.id,
                         tier=family.tier, question=para.question, formal=para.formal,
                         generator={"kind": "rule", "name": rule, "seed": seed},
                         change=Change(rule=rule, edits=changes, note=para.note)))
    return out


def paraphrase(theorems: Sequence[Theorem], *, families: Sequence[str] | None = None,
               seed: int = 0, progress: Callable[[int], None] | None = None) -> list[Item]:
    """Canonical item + rule-based paraphrases for every theorem, sorted by id."""
    fams = [get_family(f) for f in (families or FAMILIES.names())]
    items: list[Item] = []
    for th in theorems:
        canon = canonical_item(th)
        items.append(canon)
        seen = {sentence(canon.question)}
        for fam in fams:
            items.extend(family_items(th, fam, seed=seed, seen=seen))
        if progress:
            progress(1)
    return sorted(items, key=lambda i: i.id)
