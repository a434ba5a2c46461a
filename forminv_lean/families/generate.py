"""Stage 2, paraphrase: theorems → items (canonical + every applicable family).

Deterministic: each (theorem, family) pair gets its own ``random.Random`` seeded from a
string, so adding a theorem or a family never changes the others' paraphrases.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from random import Random

from forminv_lean.families.base import Family
from forminv_lean.families.common import canonical_question
from forminv_lean.families.registry import CANONICAL, FAMILIES, get_family
from forminv_lean.records import Generator, Item, Theorem, Tier


def _item(theorem: Theorem, *, iid: str, family: str, tier: Tier | None, question: str,
          formal: str | None, generator: dict) -> Item:
    return Item(id=iid, theorem_id=theorem.id, family=family, tier=tier, question=question,
                formal=formal, ground_truth="TRUE" if theorem.truth else "FALSE",
                domain=theorem.domain, generator=Generator(**generator))


def canonical_item(theorem: Theorem) -> Item:
    return _item(theorem, iid=f"{theorem.id}__canonical", family=CANONICAL, tier=None,
                 question=canonical_question(theorem), formal=theorem.formal,
                 generator={"kind": "canonical", "name": "canonical"})


def family_items(theorem: Theorem, family: Family, *, seed: int) -> list[Item]:
    rng = Random(f"{seed}:{theorem.id}:{family.id}")
    out: list[Item] = []
    seen = {canonical_question(theorem)}
    for k, para in enumerate(family.paraphrases(theorem, rng)):
        if para.question in seen:
            continue
        seen.add(para.question)
        out.append(_item(theorem, iid=f"{theorem.id}__{family.id}_{k}", family=family.id,
                         tier=family.tier, question=para.question, formal=para.formal,
                         generator={"kind": "rule", "name": f"{family.id}:{para.rule}",
                                    "seed": seed}))
    return out


def paraphrase(theorems: Sequence[Theorem], *, families: Sequence[str] | None = None,
               seed: int = 0, progress: Callable[[int], None] | None = None) -> list[Item]:
    """Canonical item + rule-based paraphrases for every theorem, sorted by id."""
    fams = [get_family(f) for f in (families or FAMILIES.names())]
    items: list[Item] = []
    for th in theorems:
        items.append(canonical_item(th))
        for fam in fams:
            items.extend(family_items(th, fam, seed=seed))
        if progress:
            progress(1)
    return sorted(items, key=lambda i: i.id)
