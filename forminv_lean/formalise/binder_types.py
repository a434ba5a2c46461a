"""The type of a binder written without one (`{n}`, `{a}`), when Lean's first use fixes it.

Lean elaborates a header's binders left to right (the file's `variable` binders first), then
the statement; a binder without a type gets a metavariable, and the first place that
unifies it with a known type assigns it (a later use only ever meets the assigned type, and
a coercion may be inserted there). So the type is read off the *first* occurrence, and only
when that occurrence is one of the uses below, whose expected type is fixed by what is
already elaborated:

- the argument of a function whose parameter is ℕ (`Fin n`: Lean core's `structure Fin
  (n : Nat)`; `ZMod n`: Mathlib's `def ZMod : ℕ → Type`): `n : ℕ`;
- the element of a membership `a ∈ s` / `a ∉ s` with `s` a variable of type `Set T`,
  `Finset T`, `Multiset T` or `List T` (`Membership`'s element type is an `outParam`, so `s`
  is elaborated first and fixes it): `a : T`;
- an argument of a function variable `f : A → B → C` applied to the bare name: its domain.

Anything else refuses the binder (the caller then refuses the theorem): a first use as an
argument of a Mathlib constant (`0 < n`, `IsFixedPt f x`: its parameter types are not known
here, and a numeral or an operator leaves the type open), field notation `n.succ`, a name
bound again inside some text, a text the formal parser does not read that mentions it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import fields, is_dataclass
from typing import Any

from forminv_lean.formalise.resolve import IDENT, _balanced

#: Functions whose explicit argument (by position) is a natural number, confirmed in source:
#: `Fin` (Lean core, `structure Fin (n : Nat)`), `ZMod` (Mathlib/Data/ZMod/Defs.lean,
#: `def ZMod : ℕ → Type`).
NAT_ARGUMENT = {"Fin": 0, "ZMod": 0}
#: Collections whose `Membership` instance has element type their argument.
COLLECTIONS = frozenset({"Set", "Finset", "Multiset", "List"})

_COLLECTION_TYPE = re.compile(r"^(Set|Finset|Multiset|List)\s+(.+)$")


def infer_types(names: Sequence[str], texts: Sequence[tuple[str, dict[str, str]]],
                untyped: Sequence[str] = ()) -> dict[str, str]:
    """The types Lean gives `names` (binders without a type), those the first use fixes
    (others are absent). `texts` are the header's texts after the binder, in elaboration
    order, each with the types of the variables bound before it (binder types, hypotheses,
    then the statement); `untyped` every binder without a type (no type read off may
    mention one)."""
    out: dict[str, str] = {}
    for v in names:
        ty = _first_use_type(v, texts, set(untyped) | set(names))
        if ty is not None:
            out[v] = ty
    return out


def _first_use_type(v: str, texts: Sequence[tuple[str, dict[str, str]]],
                    untyped: set[str]) -> str | None:
    from forminv_lean.formal import parse
    from forminv_lean.formal.meaning.ast import Name

    for text, types in texts:
        if not _mentions(v, text):
            continue
        try:
            tree = parse(text)
        except Exception:   # unread text that uses `v`: its first use is not known
            return None
        if v in _bound_in(tree):
            return None
        for node, parent in _walk(tree, None):
            if isinstance(node, Name) and (node.id == v or node.id.startswith(v + ".")):
                return _determined(v, node, parent, types, untyped) if node.id == v else None
        return None      # mentioned only as a token the tree does not hold as a name
    return None


def _determined(v: str, node: Any, parent: Any, types: dict[str, str],
                untyped: set[str]) -> str | None:
    from forminv_lean.formal.meaning.ast import App, BinOp, Name

    if isinstance(parent, App) and isinstance(parent.fn, Name):
        fn = parent.fn.id
        pos = next((i for i, a in enumerate(parent.args) if a is node), None)
        if pos is None:
            return None
        if NAT_ARGUMENT.get(fn) == pos and len(parent.args) == pos + 1:
            return "ℕ"
        domains = _domains(types.get(fn, ""))
        if fn in types and pos < len(domains) and not _mentions_any(domains[pos], untyped):
            return domains[pos]
        return None
    if isinstance(parent, BinOp) and parent.op in ("∈", "∉") and parent.lhs is node and \
            isinstance(parent.rhs, Name) and parent.rhs.id in types:
        m = _COLLECTION_TYPE.match(types[parent.rhs.id].strip())
        if m and _balanced(m.group(2)) and not _mentions_any(m.group(2), untyped | {v}):
            return m.group(2).strip()
    return None


def _domains(ty: str) -> list[str]:
    """`A → B → C` -> [A, B] (split at the arrows outside brackets); [] when `ty` is not a
    plain arrow type (a `∀`/dependent type, or no arrow)."""
    if not ty or ty.lstrip().startswith(("∀", "(", "{", "[")) and "→" not in ty:
        return []
    parts: list[str] = []
    depth = 0
    cur: list[str] = []
    if re.search(r"→\S|\S→", ty):
        return []       # `→+`, `→*`, `→ₗ[R]`: a bundled map (a coercion to a function)
    for ch in ty:
        if ch in "([{⟨":
            depth += 1
        elif ch in ")]}⟩":
            depth -= 1
        if ch == "→" and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
            continue
        cur.append(ch)
    parts.append("".join(cur).strip())
    if len(parts) < 2 or any(not p or p.startswith(("∀", "Π")) or ":" in p for p in parts):
        return []
    return parts[:-1]


def _mentions(v: str, text: str) -> bool:
    return any(tok == v or tok.startswith(v + ".") for tok in IDENT.findall(text))


def _mentions_any(text: str, names: set[str]) -> bool:
    return any(_mentions(n, text) for n in names)


def _bound_in(tree: Any) -> set[str]:
    """Every name some binder inside the tree binds."""
    from forminv_lean.formal.meaning.ast import Binder, Ite, SetBuilder

    out: set[str] = set()
    for node, _ in _walk(tree, None):
        if isinstance(node, Binder):
            out.update(node.names)
        elif isinstance(node, SetBuilder):
            out.add(node.var)
        elif isinstance(node, Ite) and node.hyp:
            out.add(node.hyp)
    return out


#: Fields in the order Lean elaborates them where that is not the order they are declared:
#: `(e : T)` elaborates `T` first, a binder notation its domain (`∑ x ∈ s, …`, `{x ∈ s | …}`)
#: before its body.
_ORDER = {"Ascribe": ("type", "expr"), "BigOp": ("binders", "domain", "body"),
          "SetBuilder": ("type", "sep", "body")}


def _walk(node: Any, parent: Any) -> Iterator[tuple[Any, Any]]:
    """Nodes in elaboration order (a dataclass's fields are declared in the order written,
    but for `_ORDER`), each with its parent."""
    if isinstance(node, tuple):
        for x in node:
            yield from _walk(x, parent)
        return
    if not is_dataclass(node) or isinstance(node, type):
        return
    yield node, parent
    names = _ORDER.get(type(node).__name__) or tuple(f.name for f in fields(node))
    for name in names:
        yield from _walk(getattr(node, name), node)
