"""Build Mathlib's name index from the Mathlib a user's Lake project already has.

`name_index.NameIndex` reads three files made from Mathlib's source (the shared data was made
that way, for the pinned tag). A user's project pins its own Mathlib, under
`.lake/packages/mathlib`, so the index is built from that source: declarations, `export`
commands and notation commands, with the `namespace`/`section`/`end` scopes that name them.
Like the shared data's extractor, this reads text, not Lean's environment: names Lean
generates (`@[simps]`, auto-named `@[to_additive]`, auxiliaries) are not listed, and the
resolver refuses rather than guesses where that matters.
"""

from __future__ import annotations

import gzip
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from forminv_lean.errors import InputError
from forminv_lean.formalise.name_index import NameIndex, Notation

_MODS = r"(?:(?:private|protected|noncomputable|nonrec|partial|unsafe|scoped|local)\s+)*"
_ATTRS = r"(?:@\[[^\]]*\]\s*)*"
DECL = re.compile(rf"^{_ATTRS}(?P<mods>{_MODS})(?P<kw>theorem|lemma|def|abbrev|instance|"
                  r"structure|class\s+inductive|class|inductive|opaque|axiom)\s+"
                  r"(?:\([^)]*\)\s*)?(?P<name>[^\s:({\[⦃]+?)(?:\.\{[^{}]*\})?"
                  r"(?=[\s:({\[⦃]|$)")   # `def Multiset.{u}`: the name without its universes
NOTATION = re.compile(rf"^{_ATTRS}(?P<scope>scoped(?:\s*\[(?P<ns>[\w.]+)\])?\s+|local\s+)?"
                      r"(?P<kind>notation3|notation|infixl|infixr|infix|prefix|postfix)\b"
                      r"(?P<rest>.*)$", re.S)
EXPORT = re.compile(r"^export\s+(?P<ns>[\w.]+)\s*\((?P<names>[^)]*)\)")
CLASS_ATTRIBUTE = re.compile(r"^attribute\s+\[(?:[^\]]*,\s*)?class(?:\s*,[^\]]*)?\]\s+"
                             r"(?P<names>[\w.'\s]+)$")
SCOPE = re.compile(r"^(?:noncomputable\s+)?(?P<kw>namespace|section|end)\b\s*(?P<name>[\w.']*)")


def find_mathlib(path: Path) -> Path:
    """The Mathlib source root for a Lake project (`.lake/packages/mathlib`) or a checkout."""
    for cand in (path / ".lake" / "packages" / "mathlib", path):
        if (cand / "Mathlib").is_dir():
            return cand
    raise InputError("no Mathlib source here (expected .lake/packages/mathlib/Mathlib or "
                     "Mathlib/)", path=str(path))


def scan(path: Path) -> NameIndex:
    """The name index of the Mathlib under `path` (and Batteries beside it, if present)."""
    root = find_mathlib(path)
    idx = NameIndex()
    trees = [(root, "Mathlib")]
    batteries = root.parent / "batteries"
    if (batteries / "Batteries").is_dir():
        trees.append((batteries, "Batteries"))
    for base, top in trees:
        for f in sorted((base / top).rglob("*.lean")):
            module = ".".join(f.relative_to(base).with_suffix("").parts)
            scan_file(f.read_text(encoding="utf-8", errors="replace"), module, idx)
    read_signatures(idx)
    return idx


def read_signatures(idx: NameIndex) -> NameIndex:
    """Work out the signatures `scan_file` queued (every name is known by now: a header may
    name a declaration of a later file), then give each simple `export` alias its target's
    signature. Skips are counted by reason in `idx.signature_skips`."""
    from forminv_lean.formalise.sig_scan import Skip, read_signature

    for p in idx.pending_signatures:
        if isinstance(p, tuple):     # (name, reason): skipped while scanning
            _skipped(idx, p[1])
            continue
        try:
            idx.signatures[p.name] = read_signature(p, idx)
        except Skip as exc:
            _skipped(idx, str(exc))
    idx.pending_signatures = []
    for alias, targets in idx.aliases.items():
        if len(targets) == 1 and targets[0] in idx.signatures and alias not in idx.names:
            idx.signatures.setdefault(alias, idx.signatures[targets[0]])
    return idx


def _skipped(idx: NameIndex, reason: str) -> None:
    idx.signature_skips[reason] = idx.signature_skips.get(reason, 0) + 1


def scan_file(text: str, module: str, idx: NameIndex) -> None:
    """Add one file's declarations, exports and notations to `idx`."""
    from forminv_lean.formalise.context import _strip_comments
    from forminv_lean.formalise.sig_scan import VariableTracker

    stack: list[tuple[str, int]] = []          # (kind, number of namespace components)
    ns: list[str] = []
    variable_outparam = False   # a `variable` so far names an outParam (a class may use it)
    tracker = VariableTracker()  # the `variable`s a def's signature may include
    for cmd in _commands(_strip_comments(text)):
        head = cmd.lstrip()
        if head.startswith("variable") and OUTPARAM.search(head):
            variable_outparam = True
        if not DECL.match(head):
            tracker.feed(re.sub(r"^noncomputable\s+section\b", "section", head))
        m = SCOPE.match(head)
        if m:
            kw, name = m.group("kw"), m.group("name")
            if kw == "namespace":
                parts = name.split(".")
                ns.extend(parts)
                stack.append(("namespace", len(parts)))
            elif kw == "section":
                stack.append(("section", 0))
            elif stack:
                kind, n = stack.pop()
                if n:
                    del ns[len(ns) - n:]
            continue
        current = ".".join(ns)
        m = EXPORT.match(head)
        if m:
            idx.add_export(current, m.group("ns"), m.group("names").split())
            continue
        m = NOTATION.match(head)
        if m:
            _notation(m, current, module, idx, cmd)
            continue
        m = CLASS_ATTRIBUTE.match(head.strip())
        if m:   # `attribute [class] Normal` in `namespace Subgroup`: Subgroup.Normal
            for short in m.group("names").split():
                cands = [f"{p}.{short}" if p else short for p in _enclosing(current)]
                found = next((c for c in cands if c in idx.names), None)
                if found is not None:
                    idx.classes.add(found)
            continue
        m = DECL.match(head)
        if m:
            _declaration(m, cmd, current, idx)
            _queue_signatures(m, cmd, current, module, idx, tracker)
            if m.group("kw").startswith("class") and "private" not in m.group("mods"):
                _class_signature(m, cmd, current, idx, variable_outparam)
            if re.match(r"^@\[(?:[^\]]*,\s*)?class(?:\s*,[^\]]*)?\]", head):
                name = m.group("name")
                idx.classes.add(name.removeprefix("_root_.") if name.startswith("_root_.")
                                else ".".join(x for x in (current, name) if x))


def _queue_signatures(m: re.Match[str], cmd: str, current: str, module: str, idx: NameIndex,
                      tracker: Any) -> None:
    """Queue what `sig_scan` reads of a `def`/`abbrev` or a `structure`/`class`'s fields
    (private ones are not visible outside their file); every declaration ends the run of
    `… in` commands before it."""
    from forminv_lean.formalise.sig_scan import Skip, pending_def, pending_fields

    mods, kw, name = m.group("mods"), m.group("kw"), m.group("name")
    if "private" in mods or kw not in ("def", "abbrev", "structure", "class"):
        tracker.declaration()
        return
    full = name.removeprefix("_root_.") if name.startswith("_root_.") else \
        ".".join(x for x in (current, name) if x)
    if kw in ("structure", "class"):
        if name == "abbrev":
            tracker.declaration()
            return
        found, skipped = pending_fields(cmd, full, kw, current, tracker, module)
        idx.pending_signatures.extend(found)
        idx.pending_signatures.extend(skipped.items())
        return
    try:
        idx.pending_signatures.append(pending_def(cmd, full, current, tracker, module))
    except Skip as exc:
        idx.pending_signatures.append((full, str(exc)))


def _enclosing(ns: str) -> list[str]:
    """`A.B` -> [`A.B`, `A`, ``]: where a name written in `ns` may be declared."""
    parts = ns.split(".") if ns else []
    return [".".join(parts[:i]) for i in range(len(parts), -1, -1)]


def _declaration(m: re.Match[str], cmd: str, current: str, idx: NameIndex) -> None:
    mods, kw, name = m.group("mods"), m.group("kw"), m.group("name")
    if "private" in mods or (kw == "instance" and name in ("where", ":=")):
        return
    full = name.removeprefix("_root_.") if name.startswith("_root_.") else \
        ".".join(x for x in (current, name) if x)
    idx.add(full, "protected" in mods)
    if kw.startswith("class"):
        idx.classes.add(full)
    if kw in ("structure", "class"):
        body = cmd.split(" where", 1)[1] if " where" in cmd else ""
        ctor = re.match(r"\s*(\w+)\s*::", body)
        idx.add(f"{full}.{ctor.group(1) if ctor else 'mk'}")
        for field in re.findall(r"\n\s+(?:protected\s+)?([\w']+)\s*(?:\([^)]*\)\s*)*:", "\n" + body):
            idx.add(f"{full}.{field}")
    elif kw.endswith("inductive"):
        for ctor in re.findall(r"\|\s*([\w']+)", cmd):
            idx.add(f"{full}.{ctor}")


#: `outParam`/`semiOutParam` (Lean core's `outParam`, `semiOutParam` gadgets).
OUTPARAM = re.compile(r"[oO]utParam\b")


def _class_signature(m: re.Match[str], cmd: str, current: str, idx: NameIndex,
                     variable_outparam: bool) -> None:
    """Record what `outparams.outparam_free` needs of a `class` command: whether its header
    (up to `where` or its first constructor) or a `variable` before it names an outParam,
    and the parents its `extends` names. A parent not written as an identifier counts as an
    outParam (unknown, so never left out)."""
    name = m.group("name")
    full = name.removeprefix("_root_.") if name.startswith("_root_.") else \
        ".".join(x for x in (current, name) if x)
    if name == "abbrev":   # `class abbrev C := A, B`: not read (never left out)
        return
    header = re.split(r"\bwhere\b|\n\s*\|", cmd, maxsplit=1)[0]
    # a `:=` before `where` (a default argument, an old-style body) is not read: unknown
    outparam = variable_outparam or bool(OUTPARAM.search(header)) or ":=" in header
    parents: list[str] = []
    if re.search(r"\bextends\b", header):
        for part in top_level_commas(re.split(r"\bextends\b", header, maxsplit=1)[1]):
            word = part.strip().lstrip("@")
            ident = re.match(r"[^\s(){}\[\]:,]+", word)
            if ident is None or ":" in part:   # `toFoo : Foo α` or unreadable: unknown
                outparam = True
                continue
            parents.append(re.sub(r"\.\{.*$", "", ident.group(0)))
    idx.class_signatures[full] = (outparam, tuple(parents), current)


def top_level_commas(text: str) -> list[str]:
    """`text` split at the commas outside brackets."""
    out, depth, cur = [], 0, ""
    for ch in text:
        depth += ch in "([{⟨"
        depth -= ch in ")]}⟩"
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    return out + [cur]


def _notation(m: re.Match[str], current: str, module: str, idx: NameIndex, cmd: str) -> None:
    rest = m.group("rest")
    lhs, _, rhs = rest.partition("=>")
    atoms = " ".join(a.strip() for a in re.findall(r'"([^"]*)"', lhs) if a.strip())
    scope = (m.group("scope") or "").strip()
    scoped_in = m.group("ns") or (current if scope.startswith("scoped") else None)
    idx.add_notation(Notation(atoms, rhs.strip() or None, scoped_in,
                              scope.startswith("local"), m.group("kind"), module,
                              " ".join(cmd.split()), m.group("ns") or current))


def _commands(text: str) -> Iterator[str]:
    """Commands: a line at column 0 starts one; indented lines continue it (newlines kept,
    so structure fields stay one per line)."""
    cur: list[str] = []
    for line in text.split("\n"):
        if line[:1] and not line[:1].isspace() and cur:
            yield "\n".join(cur)
            cur = []
        if line.strip():
            cur.append(line)
    if cur:
        yield "\n".join(cur)


def _signature_fields(idx: NameIndex, name: str) -> dict[str, Any]:
    """A class row's signature fields (`NameIndex.class_signatures`), if the scan read one."""
    sig = idx.class_signatures.get(name)
    if sig is None:
        return {}
    return {"outparam": sig[0], "extends": list(sig[1]), "ns": sig[2]}


def write_index(idx: NameIndex, out: Path) -> Path:
    """Write `idx` as the three files `NameIndex.load` reads (the shared data's format)."""
    from forminv_lean.jsonl import write_text_atomic

    out.mkdir(parents=True, exist_ok=True)
    rows = [json.dumps({"name": n, "protected": p, "private": False,
                        **({"kind": "class"} if n in idx.classes else {}),
                        **_signature_fields(idx, n)}, ensure_ascii=False)
            for n, p in sorted(idx.names.items())]
    tmp = out / "declarations.jsonl.gz.tmp"
    with gzip.open(tmp, "wt", encoding="utf-8") as f:
        f.write("\n".join(rows) + "\n")
    tmp.replace(out / "declarations.jsonl.gz")
    exports: list[dict[str, Any]] = []
    for alias, targets in sorted(idx.aliases.items()):
        ns, _, short = alias.rpartition(".")
        for t in targets:
            exports.append({"namespace": ns or None, "exports": t.rpartition(".")[0],
                            "names": [short]})
    write_text_atomic(out / "exports.jsonl",
                      "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in exports))
    if idx.signatures:   # the optional fourth file (a scanned Mathlib's signatures)
        from forminv_lean.formalise.name_index import SIGNATURES_FILE

        write_text_atomic(out / SIGNATURES_FILE, "".join(
            json.dumps({"name": n, "signature": list(s)}, ensure_ascii=False) + "\n"
            for n, s in sorted(idx.signatures.items())))
    write_text_atomic(out / "notations.jsonl", "".join(
        json.dumps({"symbol": n.symbol, "expansion": n.expansion, "scoped_in": n.scoped_in,
                    "local": n.local, "kind": n.kind, "module": n.module,
                    "command": n.command}, ensure_ascii=False) + "\n" for n in idx.notations))
    return out

