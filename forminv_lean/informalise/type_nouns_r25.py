"""Type nouns outside quantifier items (round 25): a type constructor outside the lexicon,
applied to variables, said by the words of its name wherever a type is said, not only in
"every matroid M on α" (`generic.type_words`, the reader's `item_generic`):

* a cast, "(0 as an outer measure on α)" (the reader's `castnoun`, also a dependent
  function's value "assigning to each i an outer measure on α");
* a function's domain or codomain, the elements of a set, the whole of a type:
  "functions from elements of ι to outer measures on α", "sets of hahn series on (Γ, R)"
  (the reader's `type_nf`: the plural).

The plural is made by English's regular rule (`plural`) and read back by undoing it
(`singulars`): the reader takes the one singular whose words name a type and whose plural is
the words read. A noun is used only when the reader reads the words back to exactly the type
(`phrase_noun` parses a sentence with it in both positions), so a type whose words name
another one, or a predicate or class (`IsFoo α`, the type of a proof), stays marked Lean.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from forminv_lean.formal.meaning.ast import App, BinOp, Expr, Name

if TYPE_CHECKING:
    from forminv_lean.informalise.types import Noun

#: Last words whose plural is themselves ("hahn series", "power series").
_INVARIANT = ("series", "species")


def plural(words: tuple[str, ...]) -> tuple[str, ...]:
    """English's regular plural of a noun's last word ("outer measures", "theories"); a word
    ending in one "s" is kept ("hahn series", "restrict scalars": `RestrictScalars`). An
    irregular plural is not made ("matrixes"): the reader undoes only this rule."""
    *head, last = words
    if last.endswith(_INVARIANT) or last.endswith("s") and not last.endswith("ss"):
        pl = last   # already a plural ("restrict scalars"), or one ("series")
    elif last.endswith(("s", "x", "z", "ch", "sh")):
        pl = last + "es"
    elif len(last) > 1 and last.endswith("y") and last[-2] not in "aeiou":
        pl = last[:-1] + "ies"
    else:
        pl = last + "s"
    return (*head, pl)


def singulars(words: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The singulars whose `plural` is `words` (at most a few candidates)."""
    *head, last = words
    cands = {last, last[:-1], last[:-2], last[:-3] + "y"}
    return [(*head, c) for c in sorted(cands) if c and plural((*head, c)) == words]


def type_of_words(words: list[str], plural_words: bool) -> str | None:
    """The type constructor the words (plural: `singulars`) name, as `generic.type_name`
    resolves them; None when none or several do."""
    from forminv_lean.informalise.generic import type_name

    cands = [tuple(words)] if not plural_words else singulars(tuple(words))
    found = {n for c in cands if (n := type_name(list(c))) is not None}
    return found.pop() if len(found) == 1 else None


def phrase_noun(t: Expr) -> Noun | None:
    """"outer measure on α" / "outer measures on α" for `MeasureTheory.OuterMeasure α` (a
    type constructor outside the lexicon applied to variables), or None unless the reader
    reads both the singular (a cast) and the plural (a function's codomain) back to `t`."""
    from forminv_lean.informalise.types import _plain_name

    if not (isinstance(t, App) and isinstance(t.fn, Name) and t.args and all(
            isinstance(a, Name) and _plain_name(a.id) for a in t.args)):
        return None
    names = tuple(a.id for a in t.args if isinstance(a, Name))
    return _phrase(t.fn.id, names)


@lru_cache(maxsize=4096)
def _phrase(head: str, names: tuple[str, ...]) -> Noun | None:
    from forminv_lean.informalise.generic import _predicate_like, type_words
    from forminv_lean.informalise.types import Noun, _read_binder_type

    words = type_words(head, len(names))
    if words is None or _predicate_like(head):
        return None   # a class or predicate (`IsFoo α`) is the type of a proof, no noun
    sg = words
    pl = " ".join(plural(tuple(words.split())))
    on = names[0] if len(names) == 1 else f"({', '.join(names)})"
    want = App(Name(head), tuple(Name(n) for n in names))
    dom = "ξ" if "ξ" not in names else "ζ"
    fun = BinOp("→", Name(dom), want)
    if _read_binder_type(f"for every function x from elements of {dom} to {pl} on {on}, "
                         "x equals x") != fun:
        return None
    pi = _read_binder_type(f"for every dependent function x assigning to each i "
                           f"{_article(sg)} {sg} on {on}, x equals x")
    if pi is None or getattr(pi, "body", None) != want:
        return None
    return Noun(sg, pl, f" on {on}")


def _article(word: str) -> str:
    from forminv_lean.informalise.types import article

    return article(word)
