"""LLM-written paraphrases (``build --llm MODEL``), checked like every other item.

The prompt follows the FormInv paper's family prompt, extended so the model also returns
the Lean proposition its wording states. That rendering is then checked against the
canonical one: a refuted paraphrase is excluded with its counterexample, one without a
rendering goes to review. Calls go through the evaluation providers and their cache.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from typing import Any

from forminv_lean.errors import ForminvError
from forminv_lean.families.registry import FAMILIES, get_family
from forminv_lean.records import Generator, Item, Theorem

SYSTEM = """You are a mathematical linguist. You rewrite a Lean 4 / Mathlib theorem as \
natural-language TRUE/FALSE questions, one per requested paraphrase family.
Rules:
- Every paraphrase states exactly the same mathematical claim as the original: same \
hypotheses, same types, same scope, same truth value.
- Each paraphrase changes only the wording its family names.
- Add nothing that is not in the original and drop nothing that is.
- Beside each paraphrase, give "formal": the closed Lean 4 proposition your paraphrase \
states, written with explicit typed binders (for example "∀ n : ℕ, 0 < n → 1 ≤ n"), or \
null if you cannot write one.
Answer with JSON only."""

FAMILY_HINTS = {
    "syntactic": "different sentence structure, same vocabulary",
    "quantifier": "a different quantifier phrase ('every' → 'any', 'for each', 'no … fails')",
    "passive": "active ↔ passive voice of the relation (null if there is no relation)",
    "notation": "symbols instead of words, e.g. 'n % n' for 'n modulo n'",
    "connective": "other connective wording ('iff' → 'exactly when'); null if no connective",
    "order": "the comparison reversed (a ≤ b → b ≥ a); null if there is no comparison",
    "unpack": "one concept replaced by its definition (prime → only divisors 1 and itself)",
    "equivalent": "the same claim in different but equivalent mathematical vocabulary",
}

USER = """Lean 4 theorem: {lean}
Formal rendering: {formal}
Canonical statement: {nl}
Ground truth: {truth}

Write one paraphrase per family as a TRUE/FALSE question:
{families}

Return JSON: {{"<family>": {{"paraphrase": "..." or null, "formal": "..." or null}}, ...}}"""


def prompt_for(theorem: Theorem, families: Sequence[str]) -> str:
    """The user prompt asking a model for one paraphrase per family of `theorem`."""
    lines = "\n".join(f"- {f}: {FAMILY_HINTS.get(f, get_family(f).description)}"
                      for f in families)
    return USER.format(lean=theorem.lean_statement, formal=theorem.formal or "(none)", nl=theorem.nl,
                       truth="TRUE" if theorem.truth else "FALSE", families=lines)


def parse_reply(text: str) -> dict[str, Any]:
    """The JSON object in a reply, tolerating code fences and text around it."""
    m = re.search(r"\{.*\}", text, re.S)
    if not m:
        raise ValueError("no JSON object in the reply")
    obj = json.loads(m.group(0))
    if not isinstance(obj, dict):
        raise ValueError("reply JSON is not an object")
    return obj


def items_from_reply(theorem: Theorem, reply: dict[str, Any], *, model: str, prompt_sha: str,
                     seed: int, families: Sequence[str]) -> list[Item]:
    """The items a model's reply proposes, one per family it answered; they are checked like any
    other item."""
    out: list[Item] = []
    for fam_id in families:
        entry = reply.get(fam_id)
        if not isinstance(entry, dict) or not isinstance(entry.get("paraphrase"), str):
            continue
        fam = get_family(fam_id)
        formal = entry.get("formal") if isinstance(entry.get("formal"), str) else None
        out.append(Item(
            id=f"{theorem.id}__{fam.id}_llm", theorem_id=theorem.id, family=fam.id, tier=fam.tier,
            question=entry["paraphrase"].strip(), formal=formal,
            ground_truth="TRUE" if theorem.truth else "FALSE", domain=theorem.domain,
            generator=Generator(kind="llm", name=f"{fam.id}:llm", model=model,
                                prompt_sha256=prompt_sha, seed=seed)))
    return out


def llm_items(theorems: Sequence[Theorem], model: str, *, seed: int = 0,
              families: Sequence[str] | None = None, cache: Any = "default") -> list[Item]:
    """Ask ``model`` for paraphrases of every theorem; a bad reply skips that theorem only."""
    from forminv_lean.evaluate import AuthError, MissingKeyError, complete

    fams = list(families or FAMILIES.names())
    out: list[Item] = []
    failures: list[str] = []
    for th in theorems:
        user = prompt_for(th, fams)
        sha = hashlib.sha256((SYSTEM + "\n" + user).encode("utf-8")).hexdigest()
        try:
            reply = complete(model, SYSTEM, user, temperature=0.0, cache=cache)
            obj = parse_reply(reply.text)
        except (AuthError, MissingKeyError):
            raise
        except (ValueError, ForminvError) as exc:
            failures.append(f"{th.id}: {exc}")
            continue
        out.extend(items_from_reply(th, obj, model=model, prompt_sha=sha, seed=seed, families=fams))
    if failures and not out:
        raise ForminvError(f"--llm {model}: no usable reply ({failures[0]})")
    return out
