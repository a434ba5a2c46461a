"""Item-quality measures: does each item measure its family, in natural English?

Written once and used for every build's dataset card, for the tests over the whole built
dataset, and on outside datasets (the FormInv paper's release) for comparison. Text
measures need only (theorem, family, question); family validity needs our own items, with
the reader's formula (`Item.read_back`).

* redundant: items repeating the text of another item of their theorem (after removing
  the question wrapper), as a share of all items;
* no_op: paraphrases whose text is their canonical's, as a share of paraphrases;
* lean_or_type_talk: items with Lean syntax (`(1 : M)`, `Set.univ`, `Real.sqrt`, `↑`) or
  type talk ("for every type G that is …", "0 + 1") in the text;
* length_ratio: median over paraphrases of words(paraphrase) / words(canonical);
* near_duplicate: paraphrases within two words of another item of their theorem (reported,
  no target: a one-change item is often one or two words from its canonical);
* raw_lean: items whose text shows Lean: a span the realiser marks `` `…` `` (Lean the lexicon
  and the generic wordings have no words for), or, outside the marks, a Lean identifier written
  as it is: a dotted name (`Real.pi`, `s.card`) or a camelCase one (`natAbs`, `sSup`). A
  wording counts as English only when it is words; as a share of all items (reported, no
  target; counted in lean_or_type_talk too);
* paraphrases_per_theorem: how many theorems have k released paraphrases;
* validity[family]: share of a family's items its validity predicate accepts.
"""

from __future__ import annotations

import re
import statistics
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from forminv_lean.informalise.text import normalise
from forminv_lean.records import Item

CANONICAL = "canonical"
TARGETS: dict[str, tuple[str, float]] = {
    "redundant": ("<=", 0.01),
    "no_op": ("<=", 0.01),
    "lean_or_type_talk": ("<=", 0.02),
    "length_ratio": ("<=", 1.25),
}
RAW_LEAN = re.compile(r"`[^`]+`")   # what the realiser writes as Lean (`Nat.minFac n`)
_LETTER = r"A-Za-z_\u0370-\u03ff"
#: Lean identifiers written unmarked: a dotted name (`Real.pi`, `s.card`), a camelCase name
#: (`natAbs`, `sSup`).
UNMARKED_LEAN = re.compile(
    rf"(?<![\w.])[{_LETTER}][\w'{_LETTER}]*\.[{_LETTER}][\w'.{_LETTER}]*"
    r"|(?<![\w.])[a-z]+[A-Z][A-Za-z]*")
LEAN_SYNTAX = re.compile(
    r"`[^`]+`"                                 # marked Lean
    r"|\((?:[^()]*)\s:\s(?:[^()]*)\)"          # (1 : M), (x : ℝ)
    r"|\bSet\.univ\b|\b(?:Nat|Int|Real|Rat|Set|Finset)\.[A-Za-z]"
    r"|↑|Type\*|\bSort\b|[∀∃]\s*[{(⦃\[]|\.Prime\b|\b\w+\.\w+\s*\("
    r"|\b0 \+ 1\b|:=")
TYPE_TALK = re.compile(
    # "every type α" for a type variable no class constrains is how the issue asks it worded
    # (a polymorphic statement); "every type G that is a group" is type talk
    r"\b(?:every|all|any|each|some)\s+types?\b(?!\s+[A-Za-zα-ω][₀-₉0-9']*(?![\w'₀-₉]))"
    r"|\btypes?\s+[A-Za-zα-ω]\b(?:\s+that)"
    r"|\bthat (?:is|are) (?:an? )?(?:additive |commutative |linearly |partially )*"
    r"(?:monoids?|groups?|rings?|fields?|ordered|lattices?)\b"
    r"|\belement of type\b")


@dataclass(frozen=True)
class Row:
    """The part of an item the text measures need."""

    theorem_id: str
    family: str
    question: str


def words(question: str) -> int:
    """The number of words in a question, after normalisation."""
    return len(normalise(question).split())


def lean_or_type_talk(question: str) -> bool:
    """Whether a question shows Lean syntax or talks about types rather than mathematics."""
    return bool(LEAN_SYNTAX.search(question) or TYPE_TALK.search(question.lower()))


def raw_lean(question: str) -> list[str]:
    """The Lean the text shows: marked by the realiser (`` `Nat.minFac n` ``), then the Lean
    identifiers written outside the marks (`Real.pi`, `natAbs`)."""
    marked = [m.group()[1:-1] for m in RAW_LEAN.finditer(question)]
    return marked + UNMARKED_LEAN.findall(RAW_LEAN.sub(" ", question))


def _within(a: list[str], b: list[str], k: int) -> bool:
    """Word-level edit distance of `a` and `b` is at most `k` (banded, so it stays cheap)."""
    if abs(len(a) - len(b)) > k:
        return False
    prev = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, y in enumerate(b, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x != y))
        if min(cur) > k:
            return False
        prev = cur
    return prev[-1] <= k


def text_measures(rows: Iterable[Row]) -> dict[str, Any]:
    """The text measures over a set of items (ours or anyone's)."""
    by: dict[str, list[Row]] = defaultdict(list)
    for r in rows:
        by[r.theorem_id].append(r)
    n = sum(len(v) for v in by.values())
    paraphrases = redundant = no_op = near = talk = raw = 0
    per_theorem: Counter[int] = Counter()
    ratios: list[float] = []
    for items in by.values():
        canon = next((r for r in items if r.family == CANONICAL), None)
        texts = Counter(normalise(r.question) for r in items)
        redundant += sum(c - 1 for c in texts.values())
        talk += sum(lean_or_type_talk(r.question) for r in items)
        raw += sum(bool(raw_lean(r.question)) for r in items)
        per_theorem[sum(r.family != CANONICAL for r in items)] += 1
        split = [normalise(r.question).split() for r in items]
        for i, r in enumerate(items):
            if r.family == CANONICAL:
                continue
            paraphrases += 1
            if canon is not None:
                no_op += normalise(r.question) == normalise(canon.question)
                ratios.append(words(r.question) / max(1, words(canon.question)))
            near += any(_within(split[i], split[j], 2) for j in range(len(items)) if j != i)
    return {
        "items": n, "theorems": len(by), "paraphrases": paraphrases,
        "redundant": redundant / n if n else 0.0,
        "no_op": no_op / paraphrases if paraphrases else 0.0,
        "lean_or_type_talk": talk / n if n else 0.0,
        "length_ratio": statistics.median(ratios) if ratios else 1.0,
        "near_duplicate": near / paraphrases if paraphrases else 0.0,
        "raw_lean": raw / n if n else 0.0,
        "raw_lean_items": raw,
        "paraphrases_per_theorem": {str(k): v for k, v in sorted(per_theorem.items())},
    }


def family_validity(items: Sequence[Item]) -> dict[str, dict[str, Any]]:
    """Per family: items checked, items valid, and the first reasons for failures."""
    from forminv_lean.certify.policy import ReadOutcome
    from forminv_lean.certify.run import validity
    from forminv_lean.families import get_family
    from forminv_lean.records import Theorem

    canon = {i.theorem_id: i for i in items if i.family == CANONICAL}
    out: dict[str, dict[str, Any]] = {}
    for it in items:
        if it.family == CANONICAL or it.read_back is None or it.theorem_id not in canon:
            continue
        if get_family(it.family).valid is None:
            continue
        c = canon[it.theorem_id]
        th = Theorem(id=it.theorem_id, source="", lean_statement="", nl="", domain="",
                     formal=c.read_back or c.formal)
        why = validity(it, ReadOutcome(True, formal=it.read_back), c, th)
        f = out.setdefault(it.family, {"checked": 0, "valid": 0, "failures": []})
        f["checked"] += 1
        f["valid"] += why is None
        if why is not None and len(f["failures"]) < 3:
            f["failures"].append(f"{it.id}: {why}")
    return dict(sorted(out.items()))


def measure(items: Sequence[Item]) -> dict[str, Any]:
    """Every measure for a built dataset: text measures, validity, statuses."""
    out = text_measures(Row(i.theorem_id, i.family, i.question) for i in items)
    out["validity"] = family_validity(items)
    out["status"] = dict(sorted(Counter(i.verification.status for i in items).items()))
    return out


def unmet(measures: dict[str, Any]) -> list[str]:
    """The targets a dataset misses, as readable lines (empty when all are met)."""
    out = []
    for name, (op, bound) in TARGETS.items():
        value = measures[name]
        if op == "<=" and value > bound:
            out.append(f"{name} = {value:.3f} > {bound}")
    for fam, v in measures.get("validity", {}).items():
        if v["checked"] and v["valid"] < v["checked"]:
            out.append(f"validity[{fam}] = {v['valid']}/{v['checked']}")
    return out


def read_rows(path: str) -> list[Row]:
    """Rows of a JSONL of items in our format or the paper's (`nl_question`, `family`)."""
    from forminv_lean.families import family_id
    from forminv_lean.jsonl import iter_json_lines

    rows = []
    for _, obj in iter_json_lines(path):
        q = obj.get("question", obj.get("nl_question"))
        if not isinstance(q, str):
            continue
        rows.append(Row(str(obj.get("theorem_id", "")), family_id(str(obj.get("family", ""))), q))
    return rows
