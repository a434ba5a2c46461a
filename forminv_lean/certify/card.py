"""The dataset card (README.md beside a built dataset): what is in it, what was left out
and why, and how to rebuild it."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

from forminv_lean.records import Item


def _table(rows: list[list[Any]], header: list[str]) -> str:
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


STATUS_MEANING = {
    "read_back": "the question parses back (reader) to exactly the canonical formula",
    "smt_proved": "the question's reading differs from the canonical formula and the checker "
                  "proved them equivalent, non-vacuously",
    "template": "hand-written canonical of a theorem the realiser cannot word",
    "expert_approved": "approved by a reviewer in the ledger",
    "lean_checked": "certificate accepted by Lean",
}


def _fmt(v: Any) -> str:
    return f"{v:.3f}" if isinstance(v, float) else str(v)


def _quality_section(measures: dict[str, Any], built: dict[str, Any] | None = None) -> list[str]:
    """The card's measures: text quality against its targets, and family validity."""
    from forminv_lean.certify.quality import TARGETS

    rows = []
    for key in ("redundant", "no_op", "lean_or_type_talk", "length_ratio", "near_duplicate"):
        target = TARGETS.get(key)
        met = "" if target is None else ("yes" if measures[key] <= target[1] else "**no**")
        rows.append([key, _fmt(measures[key]), f"{target[0]} {target[1]}" if target else "-",
                     met])
    out = ["## Item quality (released set)", "",
           "Measured by `forminv_lean.certify.quality` over every released item; text "
           "measures ignore the question wrapper.", "",
           _table(rows, ["measure", "value", "target", "met"]), "",
           "## Family validity", "",
           "Each family's validity predicate (`forminv_lean.families.validity`) on every item "
           "the reader parsed: built = all generated items, released = the dataset.", ""]
    fams = sorted(set(measures.get("validity", {})) | set((built or {}).get("validity", {})))
    vrows = []
    for f in fams:
        r = measures.get("validity", {}).get(f, {"checked": 0, "valid": 0})
        b = (built or {}).get("validity", {}).get(f, {"checked": 0, "valid": 0})
        vrows.append([f, f"{b['valid']}/{b['checked']}", f"{r['valid']}/{r['checked']}"])
    out.append(_table(vrows, ["family", "valid (built)", "valid (released)"]))
    return out


INVALID = re.compile(r"^not a valid (\S+) item: (.*?)(?:; |$)")
# The parts of a check's reason that name one item, so that one check is one row.
_ITEM_SPECIFIC = ((re.compile(r"^'[^']*' is not"), "the rule is not"),
                  (re.compile(r"definition '[^']*'"), "definition"),
                  (re.compile(r"\(\w+\) is still named"), "is still named"),
                  (re.compile(r"could not be compared \(.*\)$"), "could not be compared"))


def dropped_by_check(excluded: Sequence[Item]) -> Counter[tuple[str, str]]:
    """(family, check) → items a family's validity predicate (the common checks included)
    excluded, from the reason each excluded item carries."""
    out: Counter[tuple[str, str]] = Counter()
    for it in excluded:
        m = INVALID.match(it.verification.detail or "")
        if m is None:
            continue
        why = m.group(2)
        for pattern, repl in _ITEM_SPECIFIC:
            why = pattern.sub(repl, why)
        out[(m.group(1), why)] += 1
    return out


def _checks_section(excluded: Sequence[Item], released: Sequence[Item]) -> list[str]:
    """What each check dropped, per family (issue #26), and what certifies each tier."""
    from forminv_lean.families import FAMILIES, get_family

    dropped = dropped_by_check(excluded)
    fams = sorted({f for f, _ in dropped})
    checks = sorted({c for _, c in dropped})
    out = ["## Checks on every item", "",
           "Every generated item passes its family's validity predicate "
           "(`forminv_lean/families/validity.py`) before release, on its text and on the "
           "formula the reader parsed from it. Common to all families: the item changes the "
           "canonical's text, and its formula is not degenerate (`families/degenerate.py`: "
           "true by logic alone, a tautology such as \"a * a equals a * a\", or a hypothesis "
           "that restates the conclusion once a definition is unfolded) unless its "
           "canonical's is. Per family: order items change the direction of a `<`/`≤`/`>`/`≥` "
           "in the formula and in the words (an equation's sides swapped is not order); "
           "syntactic items keep quantifiers, connectives, notation and voice (\"is included "
           "in\" is passive) and reword more than 'equals' / 'is equal to'; equivalent items "
           "restate by a mathematical rule and do not also switch words and symbols; "
           "connective items change a connective and never read \"… both hold only if …\".",
           ""]
    if dropped:
        out.append(_table([[c.replace("|", "\\|"), *[dropped[(f, c)] for f in fams]]
                           for c in checks], ["check", *fams]))
    else:
        out.append("No item was dropped by these checks.")
    released_fams = Counter(i.family for i in released)
    rows = []
    for fid in FAMILIES.names():
        fam = get_family(fid)
        how = fam.certified_by or {"T1": "the checker (read back, or proved equivalent "
                                         "non-vacuously)",
                                   "T2": "rule: a wording template read back by the reader "
                                         "(or proved equivalent)",
                                   "T3": "a reviewer's decision in the ledger"}[fam.tier]
        rows.append([fid, fam.tier, released_fams[fid], how])
    reviewed = sum(i.verification.status == "expert_approved" for i in released)
    out += ["", "What certifies each family's released items (tier T1: formally checked; "
            f"T2: rule-certified wording; T3: reviewed). {reviewed} released items carry a "
            "review from the ledger.", "",
            _table(rows, ["family", "tier", "released", "certified by"])]
    return out


def _share(k: int, n: int) -> str:
    return f"{k}/{n} ({100 * k / n:.1f}%)" if n else "0/0"


def _coverage_section(coverage: dict[str, Any], released: Sequence[Item],
                      measures: dict[str, Any] | None) -> list[str]:
    """What the formalise stage rendered, what stopped the rest (the first offending construct
    of each), how many theorems reached the dataset with enough paraphrases, and every item
    whose text still shows Lean the lexicon has no words for (counted here, never dropped)."""
    from forminv_lean.certify.quality import raw_lean

    n_in = int(coverage.get("theorems_in", 0))
    rendered = int(coverage.get("with_rendering", 0))
    theorems = sorted({i.theorem_id for i in released})
    para = Counter(i.theorem_id for i in released if i.family != "canonical")
    hand = sum(i.family == "canonical" and i.generator.name == "canonical:hand"
               for i in released)
    raw = [i for i in released if raw_lean(i.question)]
    rows: list[list[Any]] = [
        ["theorems extracted", n_in],
        ["rendered (a formal rendering of the Lean statement)", _share(rendered, n_in)],
        ["theorems in the dataset", len(theorems)],
        ["with at least 4 released paraphrases", _share(sum(para[t] >= 4 for t in theorems),
                                                         len(theorems))],
        ["canonical realised and read back", _share(len(theorems) - hand, len(theorems))],
        ["canonical hand-written (no rule-made items)", hand],
        ["items whose text shows raw Lean", _share(len(raw), len(released))],
    ]
    out = ["## Coverage and raw Lean", "",
           "The formalise stage's renderings, and what the realiser could word: a constant, "
           "type or class the lexicon (`extract/lexicon.toml`) has no English for is worded "
           "from its name where the reader reads the words back to exactly that constant "
           "(\"s is compact\", \"the lower bounds of s\", \"every matroid M on α\": "
           "`informalise/generic.py`), else written as marked Lean (`` `Nat.minFac n` ``); the "
           "reader parses it back with the formal parser, so such items are certified like the "
           "others, and counted here. An item shows raw Lean when it has a marked span, or a "
           "Lean identifier written unmarked: a dotted name (`Real.pi`) or a camelCase one "
           "(`natAbs`).", "",
           _table(rows, ["measure", "value"])]
    reasons = coverage.get("refusals_by_reason") or {}
    if reasons:
        out += ["", "Declarations refused, by reason (a rendering is the declaration as Lean "
                "elaborates it, or none; one the checker refutes is mis-rendered, since the "
                f"theorem is true in Lean: {int(coverage.get('refused_by_checker', 0))}):", "",
                _table([[k.replace("|", "\\|"), v] for k, v in list(reasons.items())[:25]],
                       ["reason", "declarations"])]
    constructs = coverage.get("unrendered_by_construct") or {}
    if constructs:
        out += ["", "Top unsupported constructs (first offending construct of each theorem "
                "without a rendering):", "",
                _table([[k.replace("|", "\\|"), v] for k, v in constructs.items()],
                       ["construct", "theorems"])]
    if raw:
        fams = Counter(i.family for i in raw)
        total = Counter(i.family for i in released)
        out += ["", "Items with raw Lean, by family:", "",
                _table([[f, fams[f], total[f]] for f in sorted(fams)],
                       ["family", "with raw Lean", "released"])]
        heads: Counter[str] = Counter()
        for i in raw:
            # sorted: ties in most_common keep insertion order, and a set's order is the
            # process's string hashing (the card differed between two identical builds)
            heads.update(sorted({_lean_head(x) for x in raw_lean(i.question)}))
        out += ["", "Lean most often written raw (the lexicon's next entries):", "",
                _table([[f"`{h}`", k] for h, k in heads.most_common(12)], ["Lean", "items"])]
    if measures and "paraphrases_per_theorem" in measures:
        out += ["", "Theorems by number of released paraphrases: " + ", ".join(
            f"{k}: {v}" for k, v in measures["paraphrases_per_theorem"].items()) + "."]
    return out


def _lean_head(text: str) -> str:
    """What a piece of marked Lean applies: `Nat.minFac` of `Nat.minFac n`, `·.getLast?` of
    `l.getLast?`, `''` of `f '' s`."""
    from forminv_lean.formal import FormalParseError, parse
    from forminv_lean.formal.meaning.ast import App, BigOp, BinOp, Field, Lambda, Name, UnOp

    try:
        e = parse(text)
    except FormalParseError:
        return text.split(" ")[0]
    while isinstance(e, App):
        e = e.fn
    if isinstance(e, Field):
        return f"·.{e.field}"
    if isinstance(e, Name):
        head, _, rest = e.id.partition(".")
        return f"·.{rest}" if rest and head[:1].islower() and len(head) <= 3 else e.id
    if isinstance(e, UnOp | BinOp | BigOp):
        return e.op
    return "fun" if isinstance(e, Lambda) else type(e).__name__


def render_card(*, name: str, released: Sequence[Item], excluded: Sequence[Item],
                review: Sequence[Item], n_theorems: int, stats: dict[str, Any],
                reproduce: str, coverage: dict[str, Any] | None = None,
                measures: dict[str, Any] | None = None,
                built_measures: dict[str, Any] | None = None) -> str:
    """The dataset card (Markdown): per-family counts, what was left out and why, the quality
    measures and how to rebuild it.
    """
    fams = sorted({i.family for i in [*released, *excluded, *review]})
    rows = []
    for f in fams:
        rel = [i for i in released if i.family == f]
        tier = next((i.tier for i in [*released, *excluded, *review] if i.family == f), None)
        rows.append([f, tier or "-", len(rel), sum(i.family == f for i in review),
                     sum(i.family == f for i in excluded)])
    status = Counter(i.verification.status for i in released)
    no_lean = sum(i.verification.status == "smt_proved" and i.verification.certificate is None
                  for i in released)
    domains = Counter(i.domain for i in released)
    parts = [
        f"# Dataset card: {name}",
        "",
        f"{len(released)} released items over {n_theorems} theorems; "
        f"{len(review)} items await review and {len(excluded)} were excluded.",
        "Every released question (but a hand-written canonical, `template`, kept for a theorem "
        "the realiser cannot word) was parsed back by the reader into a formula that is the "
        "theorem's canonical formula (`read_back`) or was proved equivalent to it by the "
        "checker, non-vacuously (`smt_proved`); no refuted item is released. Connective "
        "items are tier T2, rule-certified: released only when made by rule from the phrase "
        "table audited once by hand ('if and only if' → 'exactly when'; 'if …, then …' → "
        "'whenever', 'only if'; never 'just in case') and read back, with no per-item review "
        "recorded; LLM-written connective wordings wait for review in the ledger.",
        "",
        "## Items by family",
        "",
        _table(rows, ["family", "tier", "released", "review queue", "excluded"]),
        "",
        "## Released items by verification status",
        "",
        _table(sorted([k, v, STATUS_MEANING.get(k, "")] for k, v in status.items()),
               ["status", "items", "meaning"]),
        "",
        f"Of the `smt_proved` items, {no_lean} carry no Lean certificate: the checker proved "
        "them, but the proof is outside the Lean vocabulary (docs/ARCHITECTURE.md, Lean); "
        "`lake build` checks the others.",
        "",
        *(_quality_section(measures, built_measures) + [""] if measures else []),
        *_checks_section(excluded, released),
        "",
        "## Released items by domain",
        "",
        _table(sorted([k, v] for k, v in domains.items()), ["domain", "items"]),
        "",
        "## Excluded items",
        "",
    ]
    if excluded:
        parts.append(_table([[i.id, i.family, i.verification.status,
                              (i.verification.detail or "").replace("|", "\\|")[:160],
                              ", ".join(f"{k}={v}" for k, v in
                                        sorted((i.verification.counterexample or {}).items()))]
                             for i in excluded],
                            ["item", "family", "status", "reason", "counterexample"]))
    else:
        parts.append("None.")
    if coverage and "theorems_in" in coverage:
        parts += ["", *_coverage_section(coverage, released, measures)]
    if coverage:
        parts += ["", "## Coverage", "", _table(sorted([k, v] for k, v in coverage.items()
                                                       if k not in ("unrendered_by_construct",
                                                                    "refusals_by_reason")),
                                                ["measure", "value"])]
    parts += ["", "## Checker", "", _table(sorted([k, str(v)] for k, v in stats.items()),
                                           ["measure", "value"]),
              "", "## Reproduce", "", "```bash", reproduce, "```", ""]
    return "\n".join(parts)


# -- Hugging Face Hub front matter (kept apart from the card body above) ----------------

def hub_front_matter(rows: Sequence[dict[str, Any]], *, name: str, columns: Sequence[str],
                     license: str = "apache-2.0") -> str:
    """The YAML block the Hub reads at the top of README.md: license, one config per family
    (plus ``all``, the default), and every config's features and test-split size.

    Config files follow :mod:`forminv_lean.export.hf`; ``rows`` are the released items as
    written there (each with a ``family``). All features are strings.
    """
    import json

    from forminv_lean.export.hf import ALL_FILE, family_file

    def q(s: str) -> str:
        return json.dumps(s, ensure_ascii=False)

    fams = sorted({r["family"] for r in rows})
    fams = (["canonical"] if "canonical" in fams else []) + [f for f in fams
                                                             if f != "canonical"]
    configs = [("all", ALL_FILE, len(rows))] + [
        (f, family_file(f), sum(r["family"] == f for r in rows)) for f in fams]
    n = len(rows)
    size = ("n<1K" if n < 1_000 else "1K<n<10K" if n < 10_000 else
            "10K<n<100K" if n < 100_000 else "100K<n<1M")
    out = ["---", f"license: {license}", f"pretty_name: {q('forminv-lean: ' + name)}",
           "language:", "- en", "task_categories:", "- text-classification",
           "tags:", "- mathematics", "- lean4", "- mathlib", "- paraphrase-invariance",
           "size_categories:", f"- {size}", "configs:"]
    for cfg, path, _ in configs:
        out += [f"- config_name: {cfg}", "  data_files:", "  - split: test",
                f"    path: {path}"]
        if cfg == "all":
            out.append("  default: true")
    out.append("dataset_info:")
    for cfg, _, count in configs:
        out += [f"- config_name: {cfg}", "  features:"]
        out += [f"  - name: {c}\n    dtype: string" for c in columns]
        out += ["  splits:", "  - name: test", f"    num_examples: {count}"]
    return "\n".join(out + ["---", ""]) + "\n"
