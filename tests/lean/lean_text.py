"""Reading emitted Lean in tests: modules, statements, proof identifiers and their scopes."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from forminv_lean.certify.lean_scan import strip_comments

IDENT = re.compile(r"[A-Za-z_\u0370-\u03ff\u1f00-\u1fff\u2100-\u214f][A-Za-z0-9_'!?"
                   r"\u0370-\u03ff\u1f00-\u1fff\u2080-\u209c\u2100-\u214f]*"
                   r"(?:\.[A-Za-z_][A-Za-z0-9_']*)*")


@dataclass(frozen=True)
class Module:
    path: Path
    text: str
    code: str              # comments removed
    imports: list[str]
    name: str              # the theorem's name
    statement: str
    proof: list[str]       # the lines after `:=` (or `:= by`)


def read_module(path: Path) -> Module:
    text = path.read_text(encoding="utf-8")
    code, _ = strip_comments(text)
    lines = code.split("\n")
    imports = [ln.split()[1] for ln in lines if ln.startswith("import ")]
    i = next(n for n, ln in enumerate(lines) if ln.startswith("theorem "))
    m = re.fullmatch(r"theorem (\S+) : (.+) :=( by)?", lines[i])
    assert m, lines[i]
    j = next(n for n in range(i + 1, len(lines)) if lines[n].startswith("end "))
    proof = [ln for ln in lines[i + 1:j] if ln.strip()]
    return Module(path, text, code, imports, m.group(1), m.group(2), proof)


def modules(root: Path) -> list[Module]:
    return [read_module(p) for p in sorted((root / "FormInvProofs" / "Generated").glob("*/*.lean"))]


def binder_names(statement: str) -> set[str]:
    """Names bound by the statement's binders (∀ (a b : T), {α : Type u}, ∃ (x : T), {x : T | …})."""
    out: set[str] = set()
    for group in re.findall(r"[({⦃]([^(){}⦃⦄:]+?) :", statement):
        out.update(IDENT.findall(group))
    return out


#: The binder permutation (`certificates._permuted`): each direction introduces names and
#: gives all of them, and only them, to the hypothesis.
PERMUTATION = re.compile(r"fun h => by intro ([^;,⟩]+); exact @h ([^,⟩]+)")


def without_permutations(text: str) -> str:
    """`text` with each well-formed binder permutation replaced by `fun h => h` (one whose
    `exact @h` names are not exactly its `intro` names is kept, to be flagged)."""
    def keep(m: re.Match[str]) -> str:
        intro, args = m.group(1).split(), m.group(2).split()
        same = sorted(intro) == sorted(args) and len(set(intro)) == len(intro)
        return "fun h => h" if same else m.group(0)

    return PERMUTATION.sub(keep, text)


def unbound_in_proof(mod: Module, globals_: set[str]) -> list[str]:
    """Identifiers in the proof used where no enclosing `fun x =>` (or the statement, for the
    ascribed statements that restate it) binds them: E2/E3 of issue 13, checked by indentation
    scope. `globals_` are names that need no binder (checked names, keywords)."""
    bad: list[str] = []
    scopes: list[tuple[int, str]] = []   # (indent of the `fun` line, bound name)
    for line in mod.proof:
        indent = len(line) - len(line.lstrip())
        scopes = [(i, n) for i, n in scopes if i < indent]
        bound = {n for _, n in scopes}
        text = without_permutations(line.strip())
        # binders introduced inside this line's own statements (∀ (x : T), ∃ …, {x : T | …})
        local = binder_names(text)
        for fun in re.findall(r"fun (\S+) =>", text):
            local.add(fun)
        for tok in IDENT.findall(re.sub(r"\(\s*by ", "(", text)):
            head = tok.split(".")[0]
            if tok in globals_ or head in globals_ or tok in bound or tok in local:
                continue
            bad.append(tok)
        for fun in re.findall(r"fun (\S+) =>$", text):
            scopes.append((indent, fun))
    return bad




def is_track_b(mod: Module) -> bool:
    """A Track B module: stated inside its declaration's context (lean_emit's template opens
    Classical there, and only there)."""
    return re.search(r"^open scoped Classical$", mod.code, re.M) is not None


def opaque_words(mod: Module) -> set[str]:
    """The names a Track B module may print beyond the checked list: the opaque Mathlib
    constants of its two sides (as the statement writes them, for Lean to resolve in the
    context, and as the elaborator resolved them, in the proof's stated steps), and the
    namespaces of its context lines. The statement itself is checked against the renderings
    in test_track_b."""
    from forminv_lean.formal.lean.printer import names_used
    from forminv_lean.formal.statements import elaborate_text

    t = elaborate_text(mod.statement)
    words = set(IDENT.findall(mod.statement))
    for n in names_used(t.args[0]) | names_used(t.args[1]):
        words |= {n, n.split(".")[0]}
    for ln in mod.code.split("\n"):
        if ln.split(" ")[0] in ("open", "namespace", "section", "end"):
            words |= set(IDENT.findall(ln))
    return words
