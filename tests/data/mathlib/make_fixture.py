"""Rebuild the real-Mathlib fixture in this folder from Mathlib source files (deterministic).

Mathlib cannot be built or cloned on the project's machines, so the files were read one by
one from leanprover-community/mathlib4 (the commit of each is in ``sources.tsv``). This
script only needs the first ``lines`` lines of each listed file, under ``--src``: a
Mathlib checkout at those commits works, and so does a copy in which every line the
scanner does not use (proofs, attributes, comments, imports) is blanked out, as long as
the line count is kept.

    python tests/data/mathlib/make_fixture.py --src ~/mathlib4

Sampling: per file, the theorem/lemma declarations found in its first ``lines`` lines are
numbered in source order and every k-th is taken, starting with the first, where
k = ceil(n / PER_FILE): no hand-picking, at most PER_FILE per file.

Writes (all sorted, byte-identical for the same inputs):
- ``declarations.jsonl``: one row per declaration with header, statement, docstring,
  provenance and ``context`` (the ``open``/``namespace``/``section``/``variable``/...
  lines in effect at the declaration; blocks already closed are left out, since nothing
  in them is in effect);
- ``ntp/training_data.jsonl`` and ``ntp/declarations/<module>.jsonl``: the same rows in
  ntp-toolkit's two formats, as ``forminv-lean extract --source ntp-mathlib`` reads them.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import json
import math
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).parent
REPO = "leanprover-community/mathlib4"
PER_FILE = 25

MODIFIERS = ("private", "protected", "noncomputable", "nonrec", "partial", "unsafe")
DECL_KW = re.compile(r"^(?:(?:" + "|".join(MODIFIERS) + r")\s+)*(theorem|lemma)\s")
# Lines that change what a later declaration means; `open ... in` / `variable ... in`
# only apply to the declaration right after them.
CONTEXT_KW = re.compile(r"^(open|export|variable|universe|include|omit|"
                        r"(?:local |scoped )?(?:notation3?|infixl?|infixr|prefix|postfix))\b")
BLOCK_OPEN = re.compile(r"^(?:noncomputable\s+)?(namespace|section)\b\s*(\S*)")
BLOCK_END = re.compile(r"^end\b\s*(\S*)")
OPEN_CLOSE = {"(": ")", "{": "}", "[": "]", "⦃": "⦄", "⟨": "⟩"}


@dataclass
class Frame:
    kind: str                 # root | namespace | section
    name: str
    opener: str
    lines: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Decl:
    name: str
    kind: str
    decl: str
    statement: str | None
    doc: str | None
    line: int
    column: int
    context: tuple[str, ...]


def strip_attributes(s: str) -> str:
    """``@[simp, to_additive "..."] theorem x`` -> ``theorem x`` (bracket-aware)."""
    s = s.lstrip()
    while s.startswith("@["):
        j = match_bracket(s, 1)
        if j < 0:
            return s
        s = s[j + 1:].lstrip()
    return s


def match_bracket(s: str, i: int) -> int:
    """Index closing the bracket at ``s[i]`` (all kinds nest), or -1."""
    stack = [OPEN_CLOSE[s[i]]]
    j = i + 1
    while j < len(s):
        c = s[j]
        if c in OPEN_CLOSE:
            stack.append(OPEN_CLOSE[c])
        elif c == stack[-1]:
            stack.pop()
            if not stack:
                return j
        j += 1
    return -1


def header_end(text: str) -> int | None:
    """Offset where the header stops (``:=``, ``by``, ``where``, ``|``) at bracket depth 0."""
    depth = 0
    i = 0
    while i < len(text):
        c = text[i]
        if c in OPEN_CLOSE:
            depth += 1
        elif c in ")}]⦄⟩":
            depth -= 1
        elif depth == 0:
            if text.startswith(":=", i):
                return i
            for w in ("by", "where"):
                if text.startswith(w, i) and _word_at(text, i, w):
                    return i
            if c == "|" and text[:i].rstrip(" ").endswith("\n"):
                return i
        i += 1
    return None


def _word_at(s: str, i: int, w: str) -> bool:
    before = s[i - 1] if i > 0 else " "
    after = s[i + len(w)] if i + len(w) < len(s) else " "
    return before in " \n\t)" and not (after.isalnum() or after in "_'.")


def split_statement(header: str) -> str | None:
    """The type after the binders: the first top-level ``:`` once name and binders are read."""
    m = re.match(r"^(theorem|lemma)\s+(\S+)", header)
    if not m:
        return None
    rest = header[m.end():]
    i = 0
    while i < len(rest):
        c = rest[i]
        if c.isspace():
            i += 1
        elif c in "({[⦃":
            j = match_bracket(rest, i)
            if j < 0:
                return None
            i = j + 1
        elif c == ":":
            return rest[i + 1:].strip() or None
        else:
            return None  # a binder form this scanner does not know: do not guess
    return None


def scan(lines: list[str]) -> list[Decl]:
    """Every theorem/lemma in ``lines`` with its docstring and the context in effect."""
    stack = [Frame("root", "", "")]
    out: list[Decl] = []
    pending_in: list[str] = []   # `open X in` lines that apply to the next declaration only
    doc: str | None = None
    i = 0
    n = len(lines)
    while i < n:
        raw = lines[i]
        s = raw.strip()
        if s.startswith("/--"):
            j = i
            while "-/" not in lines[j][lines[j].find("/--") + 3 if j == i else 0:]:
                j += 1
            doc = "\n".join(lines[i:j + 1]).strip()
            i = j + 1
            continue
        if s.startswith("/-"):
            depth = 0
            j = i
            while j < n:
                depth += lines[j].count("/-") - lines[j].count("-/")
                if depth <= 0:
                    break
                j += 1
            i = j + 1
            continue
        if not s or s == "-" or s.startswith("--"):
            if not s:
                pending_in = []
            i += 1
            continue
        if s.startswith("@["):  # attributes, possibly over several lines, keep the docstring
            j = i
            text = s
            while match_bracket(text, 1) < 0 and j + 1 < n:
                j += 1
                text += "\n" + lines[j]
            if not strip_attributes(text).strip():
                i = j + 1
                continue
            raw, s, i = lines[j], text, j
        body = strip_attributes(s)
        m = DECL_KW.match(body)
        if m:
            kw = body.find(m.group(1))
            text = body[kw:]
            column = (len(raw) - len(raw.lstrip())) + (len(s) - len(body)) + kw
            j = i
            cut = header_end(text)
            while cut is None and j + 1 < n and lines[j + 1].strip() not in ("", "-") \
                    and not lines[j + 1].lstrip().startswith("|"):
                j += 1
                text += "\n" + lines[j]
                cut = header_end(text)
            header = (text[:cut] if cut is not None else text).rstrip()
            nm = re.match(r"^(theorem|lemma)\s+(\S+)", header)
            if nm:
                local = nm.group(2)
                full = local.removeprefix("_root_.") if local.startswith("_root_.") else \
                    ".".join(p for p in [*(f.name for f in stack if f.kind == "namespace"),
                                        local] if p)
                attached = doc  # any line but attributes, blanks and dropped ones resets it
                ctx = [ln for f in stack for ln in ([f.opener] if f.opener else []) + f.lines]
                out.append(Decl(full, nm.group(1), header, split_statement(header), attached,
                                i + 1, column, tuple(ctx + pending_in)))
            doc = None
            pending_in = []
            i = j + 1
            continue
        bo = BLOCK_OPEN.match(s)
        if bo:
            stack.append(Frame(bo.group(1), bo.group(2) if bo.group(1) == "namespace" else "",
                               s))
            i += 1
            continue
        be = BLOCK_END.match(s)
        if be:
            if len(stack) > 1:
                stack.pop()
            i += 1
            continue
        if CONTEXT_KW.match(body):
            j = i
            while j + 1 < n and lines[j + 1][:1] in (" ", "\t") and lines[j + 1].strip() \
                    and lines[j + 1].strip() != "-":
                j += 1
            text = "\n".join([body, *lines[i + 1:j + 1]]).rstrip()
            if re.search(r"\sin$", text):
                pending_in.append(text)
            else:
                stack[-1].lines.append(text)
            i = j + 1
            continue
        doc = None
        i += 1
    return out


def sample(decls: list[Decl]) -> list[Decl]:
    k = max(1, math.ceil(len(decls) / PER_FILE))
    return decls[::k]


def read_sources(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8") as fh:
        return list(csv.DictReader(fh, delimiter="\t"))


def build(src: Path, sources: Path) -> tuple[list[dict[str, object]], dict[str, int]]:
    rows: list[dict[str, object]] = []
    found: dict[str, int] = {}
    for s in read_sources(sources):
        f = src / s["path"]
        if not f.is_file():
            sys.exit(f"{sources}: {s['path']}: not under {src}")
        lines = f.read_text(encoding="utf-8").split("\n")[: int(s["lines"])]
        decls = scan(lines)
        found[s["path"]] = len(decls)
        module = s["path"].removesuffix(".lean").replace("/", ".")
        for d in sample(decls):
            rows.append({
                "name": d.name, "kind": d.kind, "decl": d.decl, "statement": d.statement,
                "doc": d.doc, "module": module, "file": s["path"], "line": d.line,
                "column": d.column, "commit": s["commit"], "repo": REPO, "area": s["area"],
                "context": list(d.context),
            })
    rows.sort(key=lambda r: (str(r["module"]), int(str(r["line"]))))
    return rows, found


def ntp_rows(rows: list[dict[str, object]]) -> tuple[list[dict[str, object]],
                                                     dict[str, list[dict[str, object]]]]:
    """The same declarations in ntp-toolkit's ``training_data`` and ``declarations`` formats."""
    training: list[dict[str, object]] = []
    by_module: dict[str, list[dict[str, object]]] = {}
    for r in rows:
        decl = str(r["decl"])
        h = hashlib.sha256(f"{r['file']}:{r['line']}:{decl}".encode()).hexdigest()[:6]
        ctx = "\n".join(str(c) for c in r["context"])  # type: ignore[attr-defined]
        src = f"import Mathlib\n\n{ctx}\n\n{decl} := by\n" if ctx else \
            f"import Mathlib\n\n{decl} := by\n"
        training.append({
            "declId": f"{r['module']}.{r['line']}_{r['column']}.{h}",
            "name": r["name"], "decl": decl, "srcUpToTactic": src, "declUpToTactic": f"{decl} := by\n",
            "state": None, "nextTactic": None,
            "repo": r["repo"], "commit": r["commit"], "file": r["file"],
        })
        by_module.setdefault(str(r["module"]), []).append({
            "name": r["name"], "kind": r["kind"], "args": binders_of(decl),
            "type": r["statement"], "doc": r["doc"], "decl": decl, "line": r["line"],
            "column": r["column"], "module": r["module"], "file": r["file"],
            "commit": r["commit"], "repo": r["repo"],
        })
    return training, by_module


def binders_of(header: str) -> list[str]:
    m = re.match(r"^(theorem|lemma)\s+\S+", header)
    rest = header[m.end():] if m else ""
    out: list[str] = []
    i = 0
    while i < len(rest):
        c = rest[i]
        if c.isspace():
            i += 1
        elif c in "({[⦃":
            j = match_bracket(rest, i)
            if j < 0:
                break
            out.append(" ".join(rest[i:j + 1].split()))
            i = j + 1
        else:
            break
    return out


def write_jsonl(path: Path, rows: list[dict[str, object]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    with tmp.open("w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    tmp.replace(path)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--src", type=Path, required=True, help="folder holding Mathlib/...")
    ap.add_argument("--sources", type=Path, default=HERE / "sources.tsv")
    ap.add_argument("--out", type=Path, default=HERE)
    a = ap.parse_args()
    rows, found = build(a.src, a.sources)
    write_jsonl(a.out / "declarations.jsonl", rows)
    training, by_module = ntp_rows(rows)
    write_jsonl(a.out / "ntp" / "training_data.jsonl", training)
    ddir = a.out / "ntp" / "declarations"
    for old in ddir.glob("*.jsonl") if ddir.is_dir() else []:
        if old.stem not in by_module:
            old.unlink()
    for module, mrows in sorted(by_module.items()):
        write_jsonl(ddir / f"{module}.jsonl", mrows)
    total = sum(found.values())
    print(f"{len(rows)} declarations sampled from {total} in {len(found)} files")


if __name__ == "__main__":
    main()
