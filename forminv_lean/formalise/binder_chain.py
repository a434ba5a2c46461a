"""Types of header binders written without one when a use depends on another such binder.

Lean elaborates a header's binders and then the statement in order; each binder without a type
gets its own metavariable (`{a b}` is `{a : ?A} {b : ?B}`), and the first use that unifies it
with a known type assigns it. Once a text has been elaborated, every metavariable it assigned
stays assigned, so in a later text the binder is simply a variable of that type:

    theorem Ordinal.IsNormal.inj {f} (H : IsNormal f) {a b} : f a = f b ↔ a = b

`IsNormal f` assigns `f : Ordinal → Ordinal` (Mathlib/SetTheory/Ordinal/Arithmetic.lean), so
in the statement `f a` is a function of known domain applied to `a`, and `a : Ordinal`.

`binder_types.infer_types` reads one binder's type off its first use, given the types of the
variables in scope at each text; a binder without a type is there only an unknown (`_`). This
module runs it to a fixed point: the type of a binder `u` is given at the texts after the first
*prefix* of texts that already fixes it (`infer_types` on those texts alone returns it), so a
binder `v` whose first use comes later sees `u` with its type, as Lean's `v` does. A use of `u`
in the same text as `v`'s first use, or earlier, is not taken as known: the order of
elaboration inside one text (postponed arguments, operator trees elaborated leaves first) is not
read here, and the binder is refused as before.

Every type read is one `infer_types` certifies at the first use; nothing here guesses one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol


class _PieceLike(Protocol):
    """A rendering piece (`render._Piece`): a binder, instance or hypothesis, in order."""

    @property
    def kind(self) -> str: ...

    @property
    def text(self) -> str: ...

    @property
    def names(self) -> tuple[str, ...]: ...


def chained_types(pieces: Sequence[_PieceLike], statement: str,
                  instance_key: str) -> dict[str, str] | None:
    """The type of every binder written without one (`kind` "var", `text` "_") among
    `pieces` (in binder order, before `statement`), each fixed by its first use with the
    binders fixed before that use known (`binder_types.infer_types`); None when some binder's
    type is not fixed so. `instance_key` is the key under which an instance binder's class is
    kept in the types (`binder_types.INSTANCE_KEY`)."""
    untyped = [n for p in pieces if p.kind == "var" and p.text == "_" for n in p.names]
    if not untyped:
        return {}
    piece_of = {n: k for k, p in enumerate(pieces) for n in p.names
                if p.kind == "var" and p.text == "_"}
    # the texts in elaboration order: (position, text); position = the piece's index, the
    # statement's is len(pieces); a type variable's text (`Type*`) mentions no binder
    texts = [(i, p.text) for i, p in enumerate(pieces) if p.kind != "typevar"]
    texts.append((len(pieces), statement))
    known: dict[str, tuple[str, int]] = {}   # name → (type, position after which it is known)
    changed = True
    while changed:
        changed = False
        for v in untyped:
            if v in known:
                continue
            found = _fixed(v, pieces, texts, piece_of, known, untyped, instance_key)
            if found is not None:
                known[v] = found
                changed = True
    if set(known) != set(untyped):
        return None
    return {n: t for n, (t, _) in known.items()}


def _fixed(v: str, pieces: Sequence[_PieceLike], texts: list[tuple[int, str]],
           piece_of: dict[str, int], known: dict[str, tuple[str, int]], untyped: list[str],
           instance_key: str) -> tuple[str, int] | None:
    """`v`'s type and the position of the text by which it is fixed, with the binders of
    `known` typed at the texts after the one that fixed them (and before `v`'s first use)."""
    from forminv_lean.formalise.binder_types import _mentions, infer_types

    k = piece_of[v]
    after = [(i, t) for i, t in texts if i > k]
    first = next((i for i, t in after if _mentions(v, t)), None)
    if first is None:
        return None
    # the binders whose type is fixed by the texts before `v`'s first use: variables of that
    # type from there on; the others stay unknown
    ready = {u: ty for u, (ty, at) in known.items() if at < first}
    seq: list[tuple[str, dict[str, str]]] = []
    types: dict[str, str] = {}
    for i, q in enumerate(pieces):
        if i > k and q.kind != "typevar":
            seq.append((q.text, dict(types)))
        if q.kind == "var":
            types.update({n: ready.get(n, q.text) for n in q.names})
        elif q.kind == "typevar":
            types.update({n: "Type*" for n in q.names})
        elif q.kind == "class":
            types[f"{instance_key}{i}]"] = q.text
    seq.append((texts[-1][1], types))   # the statement
    still = [n for n in untyped if n not in ready]
    found = infer_types([v], seq, still).get(v)
    if found is None or _mentions_later(found, pieces, k):
        return None
    # the first prefix of the texts that already fixes it: from then on Lean knows it
    positions = [i for i, _ in after]
    for m in range(1, len(seq) + 1):
        if positions[m - 1] < first:
            continue
        if infer_types([v], seq[:m], still).get(v) == found:
            return found, positions[m - 1]
    return None


def _mentions_later(ty: str, pieces: Sequence[_PieceLike], k: int) -> bool:
    """Does the type `ty` read for a binder of piece `k` mention a name bound at or after it?
    Lean elaborates the binder's metavariable in the context before it, so no such type is
    assignable to it."""
    from forminv_lean.formalise.binder_types import _mentions

    return any(_mentions(n, ty) for q in pieces[k:] if q.kind in ("var", "typevar")
               for n in q.names)

