"""The type of a binder written without one (`{n}`, `{a}`), when Lean's first use fixes it.

Lean elaborates a header's binders left to right (the file's `variable` binders first), then
the statement; a binder without a type gets a metavariable, and the first place that
unifies it with a known type assigns it (a later use only ever meets the assigned type, and
a coercion may be inserted there). So the type is read off the *first* occurrence, and only
when that occurrence is one of the uses below, whose expected type is fixed by what is
already elaborated:

- the argument of a function whose parameter is ℕ (`Fin n`: Lean core's `structure Fin
  (n : Nat)`; `ZMod n`: Mathlib's `def ZMod : ℕ → Type`): `n : ℕ`;
- the element of a membership `a ∈ s` / `a ∉ s` with `s` a variable (or a function variable
  applied, `s ∈ f i` with `f : ι → Filter α`) of a collection type of `MEMBERSHIP`: `Set T`,
  `Finset T`, `Multiset T`, `List T`, `Computation T`, a `SetLike` structure (`Subgroup G`,
  `Submodule R M`, `Ideal R`, ...) give `a : T` (`G`, `M`, `R`), `Filter α` gives `a : Set α`
  (`Membership`'s element type is an `outParam`, and `SetLike`'s too, so the collection is
  elaborated first and its instance fixes it);
- an argument of a function variable `f : A → B → C` applied to the bare name: its domain;
- the argument of a bundled map variable applied to the bare name, `f a` with `f : M →* N`
  or `f : M →ₗ[R] N` (Lean coerces `f` to a function through its `FunLike` instance, whose
  domain is `M`: `opaque.HOM_ARROWS`, `bundled.STRUCTURES`), or of its inverse `e.symm a` with
  `e : M ≃* N` (the `symm` of the equivalences of `SYMM`, whose domain is `N`).

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

from forminv_lean.formal.meaning.setlike import SETLIKE
from forminv_lean.formalise.resolve import IDENT, _balanced

#: Functions whose explicit argument (by position) is a natural number, confirmed in source:
#: `Fin` (Lean core, `structure Fin (n : Nat)`), `ZMod` (Mathlib/Data/ZMod/Defs.lean,
#: `def ZMod : ℕ → Type`).
NAT_ARGUMENT = {"Fin": 0, "ZMod": 0}
#: Collection type -> (its number of arguments, the argument that is the element type of its
#: `Membership` instance, the element type's wrapper or ""). Confirmed at v4.19.0: `Set`,
#: `Finset`, `Multiset`, `List` (their own `Membership α (· α)` instances); Data/Seq/
#: Computation.lean:279 `Membership α (Computation α)`; Order/Filter/Defs.lean:87
#: `Membership (Set α) (Filter α)`; the `SetLike` structures of `setlike.SETLIKE`
#: (`SetLike.instMembership`).
MEMBERSHIP: dict[str, tuple[int, int, str]] = {
    "Set": (1, 0, ""), "Finset": (1, 0, ""), "Multiset": (1, 0, ""), "List": (1, 0, ""),
    "Computation": (1, 0, ""), "Filter": (1, 0, "Set"),
    **{head: (n, k, "") for head, (n, k) in SETLIKE.items()},
}
#: The equivalences whose `symm` reverses them (`e.symm : N ≃* M` for `e : M ≃* N`), at
#: v4.19.0: Logic/Equiv/Defs.lean:145 `Equiv.symm`, Algebra/Group/Equiv/Defs.lean:297
#: `MulEquiv.symm` (`AddEquiv` by `to_additive`), Algebra/Ring/Equiv.lean:254, Order/Hom/
#: Basic.lean:757 `OrderIso.symm`, Algebra/Module/Equiv/Defs.lean:243 `LinearEquiv.symm`,
#: Algebra/Algebra/Equiv.lean:239 `AlgEquiv.symm`, Topology/Algebra/Module/Equiv.lean:293.
SYMM = frozenset({"Equiv", "MulEquiv", "AddEquiv", "RingEquiv", "OrderIso", "LinearEquiv",
                  "AlgEquiv", "ContinuousLinearEquiv"})


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
        bound = _bound_in(tree)
        if v in bound:
            return None
        # a variable bound again inside the text is not the header's (nor is its type)
        outer = {n: t for n, t in types.items() if n not in bound}
        for node, parent in _walk(tree, None):
            if isinstance(node, Name) and (node.id == v or node.id.startswith(v + ".")):
                return _determined(v, node, parent, outer, untyped) if node.id == v else None
        return None      # mentioned only as a token the tree does not hold as a name
    return None


def _determined(v: str, node: Any, parent: Any, types: dict[str, str],
                untyped: set[str]) -> str | None:
    from forminv_lean.formal.meaning.ast import App, BinOp, Name

    found: str | None = None
    if isinstance(parent, App) and isinstance(parent.fn, Name):
        fn = parent.fn.id
        pos = next((i for i, a in enumerate(parent.args) if a is node), None)
        if pos is None:
            return None
        if NAT_ARGUMENT.get(fn) == pos and len(parent.args) == pos + 1:
            return "ℕ"
        domains = _domains(types.get(fn, ""))
        if fn in types and pos < len(domains):
            found = domains[pos]
        elif pos == 0:
            found = _bundled_domain(fn, types)
    elif isinstance(parent, BinOp) and parent.op in ("∈", "∉") and parent.lhs is node:
        found = _element_type(_collection_type(parent.rhs, types))
    if found is None or not _balanced(found) or _mentions_any(found, untyped | {v}):
        return None
    return found


def _bundled_domain(fn: str, types: dict[str, str]) -> str | None:
    """The domain of `f` (`f : M →* N`, `f : M →ₗ[R] N`: `M`) or of `e.symm` (`e : M ≃* N`:
    `N`) as Lean's `FunLike` coercion fixes it; None for anything else."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name
    from forminv_lean.formal.meaning.bundled import STRUCTURES
    from forminv_lean.formal.meaning.opaque import HOM_ARROWS

    var, symm = (fn[:-len(".symm")], True) if fn.endswith(".symm") else (fn, False)
    tree = _parse(types.get(var, ""))
    if isinstance(tree, BinOp) and tree.op in HOM_ARROWS:
        head, ends = HOM_ARROWS[tree.op], (tree.lhs, tree.rhs)
    elif isinstance(tree, App) and isinstance(tree.fn, Name) and tree.fn.id in STRUCTURES \
            and len(tree.args) == 3:
        head, ends = tree.fn.id, (tree.args[1], tree.args[2])
    else:
        return None
    if symm and head not in SYMM:
        return None
    return _show(ends[1] if symm else ends[0])


def _collection_type(e: Any, types: dict[str, str]) -> str | None:
    """The type of the right side of `∈`: a variable's, or the result of a function variable
    applied to all its arguments (`f i` with `f : ι → Filter α`: `Filter α`)."""
    from forminv_lean.formal.meaning.ast import App, Name

    if isinstance(e, Name):
        return types.get(e.id)
    if isinstance(e, App) and isinstance(e.fn, Name) and e.fn.id in types:
        parts = _arrow_parts(types[e.fn.id])
        if len(parts) == len(e.args) + 1:
            return parts[-1]
    return None


def _element_type(ty: str | None) -> str | None:
    """The element type `MEMBERSHIP` gives a collection type (`Submodule R M`: `M`)."""
    from forminv_lean.formal.meaning.opaque import _arguments

    if ty is None or not _balanced(ty):
        return None
    head, *args = _arguments(ty.strip())
    if head not in MEMBERSHIP or len(args) != MEMBERSHIP[head][0]:
        return None
    _, k, wrapper = MEMBERSHIP[head]
    return f"{wrapper} {args[k]}" if wrapper else args[k]


def _parse(text: str) -> Any:
    from forminv_lean.formal import parse

    try:
        return parse(text) if text else None
    except Exception:   # a type the formal parser does not read: nothing is fixed
        return None


def _show(e: Any) -> str | None:
    from forminv_lean.formal.meaning.elaboration import show_expr

    try:
        return show_expr(e)
    except Exception:   # a part `show_expr` does not print
        return None


def _domains(ty: str) -> list[str]:
    """`A → B → C` -> [A, B] (split at the arrows outside brackets); [] when `ty` is not a
    plain arrow type (a `∀`/dependent type, or no arrow)."""
    return _arrow_parts(ty)[:-1]


def _arrow_parts(ty: str) -> list[str]:
    """`A → B → C` -> [A, B, C]; [] when `ty` is not a plain arrow type."""
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
    return parts


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
