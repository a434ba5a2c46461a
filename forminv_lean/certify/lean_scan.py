"""The last guard before a Lean file is written or trusted: a token scanner.

Generated files come from fixed templates (`lean_emit.py`), but a file may also be edited by
hand or crafted; `scan` refuses any text that could run code or fake a proof. It removes
comments exactly as Lean nests them, then tokenises what is left and reports every
construct outside the template language: a command other than `import` (of Mathlib or the
project), `universe`, `open` (also `open scoped`), `namespace`/`section`/`end` and `theorem`;
any `#command`, attribute, string or escaped identifier; and the escape hatches `sorry`, `sorryAx`, `admit`,
`axiom`, `#exit`, `#eval`, `run_cmd`, `elab`, `macro`, `syntax`, `initialize` and friends.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

ALLOWED_COMMANDS = frozenset({"import", "universe", "open", "namespace", "section", "end",
                              "theorem"})
# Identifier-like tokens that must never appear outside a comment (commands that are not in
# the template language, and every way to assume or execute something).
FORBIDDEN = frozenset("""
    sorry sorryAx admit axiom axioms run_cmd run_elab run_meta elab elab_rules macro
    macro_rules syntax declare_syntax_cat initialize builtin_initialize def definition abbrev
    instance example opaque structure class inductive coinductive mutual deriving notation
    infix infixl infixr prefix postfix set_option attribute export variable variables local
    scoped private protected noncomputable unsafe partial implemented_by extern native_decide
    ofReduceBool ofReduceNat reduceBool reduceNat lemma omit include unseal seal irreducible_def
    Lean IO unsafeCast unsafeIO decreasing_by termination_by where
""".split())
_IMPORT_ROOTS = ("Mathlib", "FormInvProofs")

_IDENT = re.compile(r"[A-Za-z_\u0370-\u03ff\u1f00-\u1fff\u2100-\u214f][A-Za-z0-9_'!?"
                    r"\u0370-\u03ff\u1f00-\u1fff\u2080-\u209c\u2100-\u214f]*"
                    r"(?:\.[A-Za-z_\u0370-\u03ff\u1f00-\u1fff\u2100-\u214f][A-Za-z0-9_'!?"
                    r"\u0370-\u03ff\u1f00-\u1fff\u2080-\u209c\u2100-\u214f]*)*")


@dataclass(frozen=True)
class Finding:
    """One refused construct: where (1-based line) and what."""

    line: int
    what: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.what}"


def strip_comments(text: str) -> tuple[str, list[Finding]]:
    """Replace every comment by spaces (newlines kept, so line numbers stay), nesting block
    comments as Lean does; an unterminated block comment is a finding."""
    out: list[str] = []
    found: list[Finding] = []
    i, n, depth, start_line = 0, len(text), 0, 0
    line = 1
    while i < n:
        c = text[i]
        two = text[i:i + 2]
        if depth == 0 and two == "--":
            while i < n and text[i] != "\n":
                out.append(" ")
                i += 1
            continue
        if two == "/-":
            if depth == 0:
                start_line = line
            depth += 1
            out.append("  ")
            i += 2
            continue
        if depth > 0 and two == "-/":
            depth -= 1
            out.append("  ")
            i += 2
            continue
        if c == "\n":
            line += 1
            out.append("\n")
        else:
            out.append(" " if depth else c)
        i += 1
    if depth:
        found.append(Finding(start_line, "unterminated comment"))
    return "".join(out), found


def scan(text: str, *, one_theorem: bool = False) -> list[Finding]:
    """Everything in `text` outside the template language (empty list: the file is clean)."""
    code, found = strip_comments(text)
    if "\x00" in text:
        found.append(Finding(1, "a NUL byte"))
    seen_theorems = 0
    imports_open = True
    for lineno, line in enumerate(code.split("\n"), start=1):
        for ch, what in (('"', "a string literal"), ("«", "an escaped identifier"),
                         ("#", "a #command"), ("@[", "an attribute"), ("$", "an antiquotation"),
                         ("`", "a quotation"), ("⟪", "a quotation")):
            # `#(` and `#{` are Finset.card's notation in a Track B statement: a command
            # token is `#` and a letter (`#eval`, `#exit`), never `#` and a bracket
            if ch in (re.sub(r"#[({]", "", line) if ch == "#" else line):
                found.append(Finding(lineno, f"{what} ({ch!r})"))
        # (` '' ` between spaces and `⁻¹'` are Set.image's and Set.preimage's notations,
        # `f '' s` and `f ⁻¹' s`, not character literals)
        if re.search(r"(?<![A-Za-z0-9_'!?\u0370-\u214f])'",
                     line.replace(" '' ", " ").replace("⁻¹'", "")):
            found.append(Finding(lineno, "a character literal"))
        stripped = line.strip()
        # `open scoped X` (Track B context: X's scoped notation, `#s` for Finset.card) is
        # the one place `scoped` may appear, as the second word of a top-level `open`.
        scoped_open = re.fullmatch(r"open scoped( [A-Za-z_][\w.']*)+", line) is not None
        for tok in _IDENT.findall(line):
            parts = tok.split(".")
            bad = [p for p in parts if p in FORBIDDEN and not (scoped_open and p == "scoped")]
            if bad:
                found.append(Finding(lineno, f"forbidden token {bad[0]!r}"))
        if not stripped:
            continue
        first = _IDENT.match(stripped)
        word = first.group(0) if first else ""
        if word in ALLOWED_COMMANDS:
            if word == "import":
                target = stripped[len("import"):].strip()
                if not imports_open:
                    found.append(Finding(lineno, "import after the header"))
                if not re.fullmatch(r"[A-Za-z0-9_.]+", target) or \
                        target.split(".")[0] not in _IMPORT_ROOTS:
                    found.append(Finding(lineno, f"import of {target!r} (only Mathlib and "
                                                 "FormInvProofs modules)"))
            else:
                imports_open = False
            if word == "theorem":
                seen_theorems += 1
        else:
            imports_open = False
            if not line[:1].isspace():
                found.append(Finding(lineno, f"a top-level line that is not a template "
                                             f"command: {stripped[:40]!r}"))
    if one_theorem and seen_theorems != 1:
        found.append(Finding(1, f"{seen_theorems} theorems (a generated module has exactly one)"))
    return sorted(set(found), key=lambda f: (f.line, f.what))


