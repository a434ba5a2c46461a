"""Generic wordings for Mathlib constants the lexicon has no entry for, made from their names.

Mathlib names a predicate by its adjective (`Summable f`: "f is summable") or by `Is` and an
adjective or noun (`IsCompact s`: "s is compact"), and a function by what it returns
(`lowerBounds s`: "the lower bounds of s"). A constant outside the lexicon is worded that way:

* a predicate on one argument (`Foo x`, `IsFoo x`): "x is foo";
* a function of one argument (`fooBar x`): "the foo bar of x".

The words are the last component of the name split at its capitals (Mathlib's abbreviations
`Add`/`Mul`/`Comm` spelt out, as for class nouns). The reader reads the words back to a name
the way Lean resolves an identifier: the root-namespace declaration if there is exactly one
(`Summable` or `IsSummable`), else the only definition of Mathlib (v4.19.0's name index,
`formalise.name_index`) whose last component it is. A constant is worded so only when reading
its words back gives exactly its name (`wording`), and the whole sentence is read back and
compared with the rendering as every sentence is; without the name index nothing is worded
generically (the constant stays marked Lean).
"""

from __future__ import annotations

import gzip
import json
import re
from collections import defaultdict
from collections.abc import Sequence
from functools import lru_cache

from forminv_lean.informalise.lexicon import ABBREVIATIONS, join_camel

#: Declaration kinds a statement can apply (not theorems, constructors or instances).
KINDS = frozenset({"def", "abbrev", "structure", "class", "inductive", "opaque", "axiom",
                   "structure_field", "class inductive"})
#: One capitalised word, or the lower-case word a name starts with.
WORD = re.compile(r"[A-Z][a-z]+|^[a-z]+")
#: Parts of a name shorter than this are not words (`sSup`, `T1Space`).
_MIN_LETTERS = 2


@lru_cache(maxsize=1)
def _by_last() -> dict[str, tuple[str, ...]]:
    """Last name component -> the definitions of Mathlib that end with it, deprecated names
    left out (empty without the name index)."""
    from forminv_lean.formalise.name_index import default_index_dir

    folder = default_index_dir()
    if folder is None or not (folder / "declarations.jsonl.gz").exists():
        return {}
    out: dict[str, set[str]] = defaultdict(set)
    with gzip.open(folder / "declarations.jsonl.gz", "rt", encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            # a deprecated name (`Topology.Inducing`, an alias of `Topology.IsInducing`) is
            # no reading of a name's words: it would only make the current one ambiguous
            if r.get("private") or r.get("deprecated") or r.get("kind") not in KINDS:
                continue
            out[r["name"].rpartition(".")[2]].add(r["name"])
    return {k: tuple(sorted(v)) for k, v in out.items()}


def available() -> bool:
    """Whether generic wordings can be read back (Mathlib's name index was found)."""
    return bool(_by_last())


def split_name(last: str) -> list[str] | None:
    """`RankFinite` -> ["rank", "finite"], `lowerBounds` -> ["lower", "bounds"],
    `AddCommGroup` -> ["additive", "commutative", "group"]; None when the parts do not
    join back to exactly `last` (digits, subscripts, acronyms, one-letter parts)."""
    parts = WORD.findall(last)
    if not parts or "".join(parts) != last or any(len(p) < _MIN_LETTERS for p in parts):
        return None
    return [ABBREVIATIONS.get(p, p.lower()) for p in parts]


def _join(words: Sequence[str], *, lower: bool) -> str:
    camel = join_camel(words)
    return camel[:1].lower() + camel[1:] if lower else camel


def predicate_name(words: Sequence[str]) -> str | None:
    """The predicate "x is <words>" names: `Words` or `IsWords` (root namespace first), else
    the only definition whose last component is one of them."""
    camel = _join(words, lower=False)
    return _resolve((camel, "Is" + camel))


def function_name(words: Sequence[str]) -> str | None:
    """The function "the <words> of x" names: `words` in lower camel case, resolved as a
    predicate's name is."""
    return _resolve((_join(words, lower=True),))


def _root(name: str) -> bool:
    """A root-namespace definition, or one `to_additive` makes from one (`Summable` from
    `Multipliable`: the index lists only the multiplicative name)."""
    from forminv_lean.formalise.name_index import _multiplicative

    if name in _by_last().get(name, ()):
        return True
    src = _multiplicative(name)
    return src is not None and src != name and src in _by_last().get(src, ())


def type_name(words: Sequence[str]) -> str | None:
    """The type constructor "every <words> x of α" names (`Matroid` for "matroid"), resolved
    as a predicate's name is (never by field notation: a type has no object)."""
    name = _resolve((_join(words, lower=False),))
    return None if name is None or name.startswith(".") else name


@lru_cache(maxsize=1024)
def type_words(head: str) -> str | None:
    """The noun for the type constructor `head` applied to one variable ("matroid" for
    `Matroid α`), or None when the reader would not read it back to `head`."""
    from lark.exceptions import LarkError

    from forminv_lean.formal.meaning.ast import App, Name, Quant
    from forminv_lean.informalise.reader import ReadError, _Build, _parser

    if not available():
        return None
    words = split_name(head.rpartition(".")[2])
    if words is None or type_name(words) != head:
        return None
    noun = " ".join(words)
    try:
        expr, _ = _Build().transform(_parser().parse(f"for every {noun} x on y, x equals x"))
    except (LarkError, ReadError):
        return None
    ok = isinstance(expr, Quant) and expr.binders[0].type == App(Name(head), (Name("y"),))
    return noun if ok else None


def _resolve(lasts: Sequence[str]) -> str | None:
    """A full name; or `.Last` (field notation, which Lean resolves by the argument's type)
    when several namespaces define the same last component (`Polynomial.Monic`,
    `MonomialOrder.Monic`, …); None when nothing, or more than one last component, fits."""
    index = _by_last()
    root = [n for n in lasts if _root(n)]
    if root:
        return root[0] if len(root) == 1 else None
    found = {full for n in lasts for full in index.get(n, ())}
    if len(found) == 1:
        return found.pop()
    fields = {full.rpartition(".")[2] for full in found}
    return "." + fields.pop() if len(fields) == 1 else None


def wording(name: str, kind: str, arity: int, obj_namespace: str | None = None
            ) -> str | None:
    """The generic template for constant `name` applied to `arity` arguments as a `kind`
    ("predicate" or "function"), or None when the reader would not read it back to `name`
    (`obj_namespace`: the namespace of the argument's type, where field notation on it
    looks)."""
    if not available():
        return None
    space = name.rpartition(".")[0]
    return _wording(name, kind, arity, bool(space) and obj_namespace == space)


def field_wording(field: str, kind: str, obj_namespace: str | None, *, named: bool
                  ) -> tuple[str, str] | None:
    """(template, constant) for field notation `x.field` on one object (`kind` as in
    `wording`): the constant is `T.field` with `T` the namespace of the object's type when
    that definition exists, else `.field` (Lean's field notation, several namespaces define
    it); None when the words would not read back to that field of that object. The words
    read back to the full name `T.field` only on a `named` object (a variable: `s.Foo`),
    whose field the elaborator resolves by its type as Lean does; on a compound object
    (`(a + b).foo`) it keeps the field unresolved, so only `.field` reads back the same."""
    if not available() or not field[:1].isalpha():
        return None
    if named and obj_namespace and f"{obj_namespace}.{field}" in _by_last().get(field, ()):
        name = f"{obj_namespace}.{field}"
        template = _wording(name, kind, 1, True)
        return (template, name) if template is not None else None
    template = _wording("." + field, kind, 1, True)
    return (template, "." + field) if template is not None else None


@lru_cache(maxsize=4096)
def _wording(name: str, kind: str, arity: int, field_ok: bool) -> str | None:
    last = name.rpartition(".")[2]
    if kind == "predicate" and arity == 1:
        words = split_name(last.removeprefix("Is") if last.startswith("Is") and
                           last[2:3].isupper() else last)
        if words is None or not _names(predicate_name(words), name, field_ok):
            return None
        template = "{0} is " + " ".join(words)
    elif kind == "function" and arity == 1 and last[:1].islower():
        words = split_name(last)
        if words is None or not _names(function_name(words), name, field_ok):
            return None
        template = "the " + " ".join(words) + " of {0}"
    else:
        return None
    return template if _reads_back(template, name, field_ok) else None


def _names(resolved: str | None, name: str, field_ok: bool) -> bool:
    """Does a resolution (`generic._resolve`) stand for `name`: the name itself, or field
    notation on an argument whose type is in `name`'s namespace?"""
    return resolved == name or field_ok and resolved == "." + name.rpartition(".")[2]


@lru_cache(maxsize=4096)
def _reads_back(template: str, name: str, field_ok: bool) -> bool:
    """Does the reader's grammar read the template, alone, as `name` applied (a word the
    grammar uses for its own structure would make it read something else)?"""
    from lark.exceptions import LarkError

    from forminv_lean.formal.meaning.ast import App, BinOp, Name
    from forminv_lean.informalise.reader import ReadError, _Build, _parser

    probe = template.format("x") if template.startswith("{0}") else \
        "y equals " + template.format("x")
    try:
        expr, _ = _Build().transform(_parser().parse(probe))
    except (LarkError, ReadError):
        return False
    last = name.rpartition(".")[2]
    wants = [App(Name(name), (Name("x"),))] + ([Name(f"x.{last}")] if field_ok else [])
    return any(expr in (w, BinOp("=", Name("y"), w)) for w in wants)
