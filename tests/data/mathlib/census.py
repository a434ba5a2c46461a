"""Count what the real-Mathlib fixture's statements use, and what the current code can render.

Reads ``declarations.jsonl`` beside this file and writes ``constants.json`` and
``constants.md`` (deterministic):

- coverage of ``signature_to_formal(parse_decl(header))``, the call ``build.prepare_theorems``
  makes, with the first offending construct per declaration, ranked;
- constants, field notation (``s.card``), notations and type constructors, each counted as
  the number of declarations whose header (binders and statement) uses it, and whether the
  formal language's signature table knows it.

Identifiers are told apart from bound variables by a scanner, not by Lean: names bound by
the header's binders, by the ``variable`` lines in its context, or by a binder inside the
statement (``∀ x``, ``fun x``, ``∑ i ∈ s``, ``{x | ...}``) are variables; every other
identifier is counted as a constant, spelled as written (a bare ``card`` inside
``namespace Finset`` is reported as ``card``, with its namespaces).

    python tests/data/mathlib/census.py
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from dataclasses import replace
from pathlib import Path
from typing import Any

from forminv_lean.extract.lean_decl import parse_decl
from forminv_lean.formal.meaning.signature import ALIASES, CONSTS, SPECIAL, TYPE_NAMES
from forminv_lean.formalise.render import signature_to_formal, supported_classes

HERE = Path(__file__).parent
IDENT = re.compile(r"(?<![\w.'!?₀-₉])([^\W\d][\w'!?₀-₉ₐ-ₜᵢ-ᵪ]*(?:\.(?:[^\W\d][\w'!?₀-₉]*|\d+))*)")
KEYWORDS = frozenset({"fun", "λ", "if", "then", "else", "by", "let", "have", "show", "from",
                      "Type", "Sort", "Prop", "match", "with", "do", "at", "in", "haveI",
                      "letI", "this", "_"})
BINDER_HEADS = ("∀", "∃!", "∃", "fun", "λ", "∑", "∏", "⋃", "⋂", "⨆", "⨅", "∫")
BINDER_STOP = re.compile(r"[,:∈∉|<≤>≥≠⊆]|=>|↦")
# Notations looked for verbatim, with the name they are reported under.
NOTATIONS: tuple[tuple[str, str], ...] = (
    ("∑", "∑ (Finset.sum)"), ("∏", "∏ (Finset.prod)"), ("•", "• (SMul.smul)"),
    ("⁻¹'", "⁻¹' (Set.preimage)"), ("''", "'' (Set.image)"), ("∘", "∘ (Function.comp)"),
    ("⊤", "⊤ (Top.top)"), ("⊥", "⊥ (Bot.bot)"), ("⊔", "⊔ (max / sup)"), ("⊓", "⊓ (min / inf)"),
    ("∣", "∣ (Dvd.dvd)"), ("[MOD", "≡ [MOD n] (Nat.ModEq)"), ("[ZMOD", "≡ [ZMOD n] (Int.ModEq)"),
    ("√", "√ (Real.sqrt)"), ("⌊", "⌊ ⌋ (floor)"), ("∆", "∆ (symmDiff)"), ("ᶜ", "ᶜ (compl)"),
    ("∩", "∩"), ("∪", "∪"), ("\\", "\\ (sdiff)"), ("⊆", "⊆"), ("⊂", "⊂"), ("⊇", "⊇"),
    ("∉", "∉"), ("∈", "∈"), ("↑", "↑ (coercion)"), ("⇑", "⇑ (coe to function)"),
    ("(↑)", "(↑) (coercion function)"), ("(·", "(· …) (anonymous function)"),
    ("^[", "f^[n] (Nat.iterate)"), ("⟨", "⟨ ⟩ (anonymous constructor)"),
    ("𝓝", "𝓝 (nhds)"), ("𝓟", "𝓟 (Filter.principal)"), ("=ᶠ[", "=ᶠ[l] (EventuallyEq)"),
    ("=o[", "=o[l] (IsLittleO)"), (" ~ ", "~ (List.Perm)"), ("::", ":: (cons)"),
    ("::ₘ", "::ₘ (Multiset.cons)"), ("++", "++ (append)"), ("#", "# (Finset.card)"),
    ("ℝ≥0∞", "ℝ≥0∞ (ENNReal)"), ("ℝ≥0", "ℝ≥0 (NNReal)"), ("ℚ≥0", "ℚ≥0 (NNRat)"),
    ("ᵒᵈ", "ᵒᵈ (OrderDual)"), ("ᵀ", "ᵀ (Matrix.transpose)"), ("ᴴ", "ᴴ (conjTranspose)"),
    ("ᵐᵒᵖ", "ᵐᵒᵖ (MulOpposite)"), ("×", "× (Prod)"), ("↪", "↪ (Function.Embedding)"),
    ("≃+*", "≃+* (RingEquiv)"), ("≃*", "≃* (MulEquiv)"), ("≃", "≃ (Equiv)"),
    ("→+*", "→+* (RingHom)"), ("→*", "→* (MonoidHom)"), ("→+", "→+ (AddMonoidHom)"),
    ("→₀", "→₀ (Finsupp)"), ("⁻¹", "⁻¹ (Inv.inv)"), ("|", "|x| (abs) or set-builder"),
    ("∃!", "∃!"), ("∃", "∃"), ("∀", "∀"), ("¬", "¬"), ("↔", "↔"), ("→", "→"), ("∧", "∧"),
    ("∨", "∨"), ("≠", "≠"), ("≤", "≤"), ("<", "<"), ("^", "^"), ("%", "%"), ("/", "/"),
    ("-", "- (sub / neg)"), ("{", "{ } (set / finset literal or builder, subtype)"),
    ("[", "[ ] (list literal / index / class)"), ("@", "@ (explicit)"),
    ("if ", "if … then … else"), ("fun ", "fun"), ("Σ", "Σ (Sigma)"),
)
TYPE_CTORS = ("Finset", "Set", "List", "Multiset", "Matrix", "ZMod", "Fin", "Option",
              "Filter", "Subtype", "ULift", "PLift", "Sym2", "Polynomial", "Finsupp", "Lex",
              "OrderDual", "Prod", "Sum", "Sigma", "Function.Embedding", "Array")


def known_constants() -> set[str]:
    """Names the formal language's signature table (and its class table) already interprets."""
    known = set(CONSTS) | set(ALIASES) | set(SPECIAL) | set(TYPE_NAMES) | set(supported_classes())
    known |= {"Nat.Prime", "Prime", "Even", "Odd", "Real.sqrt", "Nat.factorial", "Nat.choose",
              "Nat.gcd", "Nat.lcm", "min", "max", "abs", "Set.univ", "True", "False", "Not"}
    return known


def binder_names(text: str) -> set[str]:
    """Names bound by bracketed binder groups: ``(a b : T)``, ``{n}``, ``⦃x⦄`` (not ``[C α]``)."""
    names: set[str] = set()
    for m in re.finditer(r"[({⦃]([^(){}⦃⦄\[\]:]*?)(?::[^(){}⦃⦄]*)?[)}⦄]", text):
        inner = m.group(1)
        if "|" in inner or "," in inner:
            continue
        names.update(w for w in inner.split() if IDENT.fullmatch(w))
    return names


def local_binders(stmt: str) -> set[str]:
    """Names bound inside the statement: after ∀ ∃ fun ∑ … and in ``{x | …}``."""
    names: set[str] = set()
    for head in BINDER_HEADS:
        for m in re.finditer(re.escape(head) + r"(?![\w])", stmt):
            rest = stmt[m.end():]
            stop = BINDER_STOP.search(rest)
            chunk = rest[:stop.start()] if stop else rest
            names.update(IDENT.findall(chunk))
    for m in re.finditer(r"\{\s*([^\W\d][\w'₀-₉]*)\s*(?::[^|{}]*)?\|", stmt):
        names.add(m.group(1))
    names |= binder_names(stmt)
    return names


STRIP = ("⁻¹'", "⁻¹", "ᶜ", "ᵒᵈ", "ᵀ", "ᴴ", "ᵐᵒᵖ", "[ZMOD", "[MOD", "≥0∞", "≥0")


def scan(row: dict[str, Any]) -> dict[str, set[str]]:
    """What one declaration uses: its statement and its binders' types (not the brackets)."""
    d = parse_decl(str(row["decl"]))
    body = " ".join([*(b.type for b in d.binders if b.type), d.statement])
    bound = {n for b in d.binders for n in b.names} | local_binders(d.statement)
    for c in row["context"]:
        if c.startswith("variable"):
            bound |= binder_names(c)
    namespaces = {c.split()[1] for c in row["context"] if c.startswith("namespace ")}
    notations = {name for sym, name in NOTATIONS if sym in body}
    types = {t for t in TYPE_CTORS if re.search(rf"(?<![\w.]){re.escape(t)}(?![\w])", body)}
    for sym in STRIP:
        body = body.replace(sym, " ")
    consts: set[str] = set()
    fields: set[str] = set()
    for ident in IDENT.findall(body):
        head, _, tail = ident.partition(".")
        if ident in KEYWORDS or head in KEYWORDS:
            continue
        if head in bound:
            if tail and not tail[0].isdigit():
                fields.add("." + tail)
            continue
        if re.fullmatch(r"[hH]\w*|[a-z][₀-₉']*", ident):  # stray hypothesis/variable names
            continue
        consts.add(ident)
    return {"constants": consts, "fields": fields, "notations": notations, "types": types,
            "namespaces": namespaces}


def coverage(rows: list[dict[str, Any]]) -> tuple[int, Counter[str], dict[str, str]]:
    ok = 0
    reasons: Counter[str] = Counter()
    example: dict[str, str] = {}
    for r in rows:
        try:
            d = replace(parse_decl(str(r["decl"])), name=str(r["name"]))
            res = signature_to_formal(d)
            reason = res.reason if res.formal is None else None
        except Exception as exc:  # the header scanner's own refusal counts as a reason too
            reason = f"header: {exc}"
        if reason is None:
            ok += 1
        else:
            reasons[reason or "?"] += 1
            example.setdefault(reason or "?", str(r["name"]))
    return ok, reasons, example


def census(rows: list[dict[str, Any]]) -> dict[str, Any]:
    known = known_constants()
    counts: dict[str, Counter[str]] = {k: Counter() for k in ("constants", "fields", "notations",
                                                               "types")}
    spaces: dict[str, set[str]] = defaultdict(set)
    for r in rows:
        s = scan(r)
        for k in counts:
            counts[k].update(s[k])
        for c in s["constants"]:
            spaces[c] |= s["namespaces"]
    ok, reasons, example = coverage(rows)

    def ranked(c: Counter[str]) -> list[tuple[str, int]]:
        return sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))

    return {
        "declarations": len(rows),
        "coverage": {"rendered": ok, "total": len(rows), "rate": round(ok / len(rows), 4),
                     "first_offending": [{"reason": k, "count": v, "example": example[k]}
                                         for k, v in ranked(reasons)]},
        "constants": [{"name": k, "count": v, "known": k in known,
                       "namespaces": sorted(spaces[k])} for k, v in ranked(counts["constants"])],
        "fields": [{"name": k, "count": v} for k, v in ranked(counts["fields"])],
        "notations": [{"name": k, "count": v} for k, v in ranked(counts["notations"])],
        "types": [{"name": k, "count": v} for k, v in ranked(counts["types"])],
    }


def markdown(c: dict[str, Any], top: int = 120) -> str:
    cov = c["coverage"]
    out = [
        "# What the real-Mathlib fixture uses (generated by `census.py`; do not edit)",
        "",
        f"{c['declarations']} declarations (`declarations.jsonl`). Counts are numbers of "
        "declarations whose header (binders and statement) uses the item.",
        "",
        "## Coverage of the current code",
        "",
        f"`signature_to_formal(parse_decl(header))` renders **{cov['rendered']} of "
        f"{cov['total']} ({100 * cov['rate']:.1f}%)**. The first offending construct per "
        "declaration, ranked:",
        "",
        "| first offending construct | declarations | example |",
        "| --- | ---: | --- |",
    ]
    out += [f"| `{r['reason']}` | {r['count']} | `{r['example']}` |"
            for r in cov["first_offending"]]
    out += ["", f"## Constants (top {top}; `known` = in the formal signature table)", "",
            "| constant (as written) | declarations | known | namespaces in effect |",
            "| --- | ---: | :---: | --- |"]
    out += [f"| `{r['name']}` | {r['count']} | {'yes' if r['known'] else ''} | "
            f"{', '.join(r['namespaces'])} |" for r in c["constants"][:top]]
    out += ["", "## Field notation on variables (`s.card`, `p.Prime`, ...)", "",
            "| field | declarations |", "| --- | ---: |"]
    out += [f"| `{r['name']}` | {r['count']} |" for r in c["fields"][:60]]
    out += ["", "## Notations", "", "| notation | declarations |", "| --- | ---: |"]
    out += [f"| `{r['name']}` | {r['count']} |" for r in c["notations"]]
    out += ["", "## Type constructors", "", "| type | declarations |", "| --- | ---: |"]
    out += [f"| `{r['name']}` | {r['count']} |" for r in c["types"]]
    return "\n".join(out) + "\n"


def main() -> None:
    rows = [json.loads(line) for line in (HERE / "declarations.jsonl").read_text(
        encoding="utf-8").splitlines() if line.strip()]
    c = census(rows)
    (HERE / "constants.json").write_text(json.dumps(c, ensure_ascii=False, indent=1) + "\n",
                                         encoding="utf-8")
    (HERE / "constants.md").write_text(markdown(c), encoding="utf-8")
    cov = c["coverage"]
    print(f"coverage {cov['rendered']}/{cov['total']}; {len(c['constants'])} constants")


if __name__ == "__main__":
    main()
