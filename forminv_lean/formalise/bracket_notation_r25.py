"""The notations spelt with `⟦ ⟧` other than the quotient class, read as Lean reads them.

`⟦a⟧` is Mathlib's global `notation3:arg "⟦" a "⟧" => Quotient.mk _ a` (Mathlib/Data/Quot.lean
:204), which the formal language parses itself (at `arg`: an application's argument too). Three
other notations share its atoms, and Lean parses each use as every one of them that fits (a
choice node) and keeps the reading that elaborates:

* the shift of an object, `notation X "⟦" n "⟧" => (shiftFunctor _ n).obj X`, and of a morphism,
  `notation f "⟦" n "⟧'" => (shiftFunctor _ n).map f` (Mathlib/CategoryTheory/Shift/Basic.lean
  :211-212 and :216, global, in `namespace CategoryTheory` :40, `shiftFunctor` its :167 `def shiftFunctor (i
  : A) : C ⥤ C` with `C` explicit). No precedence is written, so the notation is at `max` and
  its left operand at 0: glued to a name it takes that name even as an application's argument
  (`F.obj X⟦n⟧` is `F.obj (X⟦n⟧)`), and `f ⟦a⟧` after a term is both an application to a
  quotient class and a shift. Where that module is imported, `X⟦n⟧` on a bound `X` whose type
  is a category's objects with no function coercion (a type variable, its opposite, a complex)
  is spelt `((CategoryTheory.shiftFunctor T n).obj X)`, `T` the binder's type (Lean solves the
  `_` by unifying `X`'s type with the functor's domain; the application reading fails there, `X`
  being no function); every other use after a term (a shifted morphism `f⟦n⟧'`, whose functor's
  objects the formal language cannot name, a shift of a term that is not a binder, `f ⟦a⟧`) is
  refused with its reason.
* Mathlib/Data/Finmap.lean:75 `local notation:arg "⟦" a "⟧" => AList.toFinmap a` (its :72 `def
  AList.toFinmap (s : AList β) : Finmap β`): in that file `⟦s⟧` is spelt `(AList.toFinmap s)`.
  (`Quotient.mk _ s` into `Finmap β`, a structure and no quotient, does not elaborate; where the
  quotient reading is the one that elaborates the spelt text does not typecheck and is refused.)
* Mathlib/Data/Quot.lean:47 `local notation3:arg "⟦" a "⟧" => Quot.mk _ a`, the relation left
  to unification: refused.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from forminv_lean.extract.lean_decl import OPEN_CLOSE, match_bracket

if TYPE_CHECKING:
    from forminv_lean.formalise.name_index import NameIndex, Notation

_SHIFT_MODULE = "Mathlib.CategoryTheory.Shift.Basic"
_FINMAP_MODULE = "Mathlib.Data.Finmap"
_QUOT_MODULE = "Mathlib.Data.Quot"
#: An identifier (Lean's `[^\W\d]` start, `'`, subscripts, `!`/`?` ends).
_NAME = r"[^\W\d][\w'₀-₉ₐ-ₜ!?]*"
#: Words after which a `⟦` starts a term (no application): `if c then ⟦a⟧ else ⟦b⟧`.
_KEYWORDS = frozenset({"then", "else", "fun", "in", "at", "do", "from", "with", "by", "if"})
#: The brackets `⟦ ⟧` nests among: Lean's, and the notation's own.
_PAIRS = {**OPEN_CLOSE, "⟦": "⟧"}
_SORT = re.compile(r"(?:Type|Sort)(?:\*|\s+\S+)?")
#: Heads of binder types whose values are objects of a category with no coercion to a
#: function (Mathlib declares no `CoeFun`/`FunLike` instance on any of them): `CochainComplex C
#: ℤ` (Algebra/Homology/HomologicalComplex.lean:153 `abbrev CochainComplex (α : Type*)
#: [AddRightCancelSemigroup α] [One α] : Type _ := HomologicalComplex V (ComplexShape.up α)`,
#: its :55 `structure HomologicalComplex (c : ComplexShape ι)`), `HomologicalComplex V c`,
#: `DerivedCategory C` (Algebra/Homology/DerivedCategory/Basic.lean:116 `def DerivedCategory :
#: Type (max u v) := HomologicalComplexUpToQuasiIso C (ComplexShape.up ℤ)`), `HomotopyCategory
#: C c` (Algebra/Homology/HomotopyCategory.lean:42 `def HomotopyCategory := CategoryTheory
#: .Quotient (homotopic V c)`).
_OBJECT_TYPES = frozenset({"CochainComplex", "HomologicalComplex", "DerivedCategory",
                           "HomotopyCategory"})


class BracketRefusal(Exception):
    """A `⟦` whose reading is not Lean's here, or not one the formal language states."""


def expand_brackets(text: str, index: NameIndex, module: str | None,
                    active: list[Notation], types: dict[str, str] | None, *,
                    defer_shifts: bool = False) -> str:
    """`text` with the `⟦ ⟧` notations other than the quotient class spelt out (see the module
    docstring); unchanged where none of them is in effect, and the shifts left as written
    with `defer_shifts` (a pass that runs again with the binders typed). Raises
    `BracketRefusal`."""
    if "⟦" not in text:
        return text
    local = {n.module for n in active if n.symbol == "⟦ ⟧" and n.local}
    if _QUOT_MODULE in local:
        raise BracketRefusal("local notation ⟦a⟧ (Quot.mk _ a, Mathlib/Data/Quot.lean:47): "
                             "the relation is left to unification")
    shift = index.imported(_SHIFT_MODULE, module) and any(
        n.module == _SHIFT_MODULE and not n.local and n.scoped_in is None
        for n in index.notations if n.symbol in ("⟦ ⟧", "⟦ ⟧'"))
    if _FINMAP_MODULE in local:
        if shift:
            raise BracketRefusal("⟦a⟧ is both AList.toFinmap and the shift notation here")
        return _spell_finmap(text)
    if not shift:
        return text
    others = [n.symbol for n in active if "⟦" in n.symbol and n.module != _SHIFT_MODULE
              and n.module != _QUOT_MODULE]
    if others:
        return text   # (`R⟦X⟧`, `P⟦s|m⟧` in effect: left to the other rules, or refused)
    if defer_shifts:
        # (a binder's type read before the binders are typed, `formalise.render._pieces`: the
        # shifts are spelt in the later pass that knows the earlier binders' types; r29)
        return text
    return _spell_shifts(text, types or {})


def _close(text: str, start: int) -> int | None:
    """The index of the `⟧` matching the `⟦` at `start` (brackets of every kind nested
    properly), or None."""
    try:
        return match_bracket(text, start, _PAIRS)
    except ValueError:
        return None


def _spell_finmap(text: str) -> str:
    """Every `⟦s⟧` spelt `(AList.toFinmap s)` (`(AList.toFinmap (s.erase a))`: the notation
    substitutes a term, not text), innermost first."""
    while (i := text.rfind("⟦")) >= 0:
        end = _close(text, i)
        if end is None or text.startswith("⟧'", end):
            raise BracketRefusal("a ⟦ whose closing bracket is not clear")
        inner = _atomic(text[i + 1:end].strip())
        text = f"{text[:i]}(AList.toFinmap {inner}){text[end + 1:]}"
    return text


def _spell_shifts(text: str, types: dict[str, str]) -> str:
    """Every `X⟦n⟧` on a bound object spelt as its functor's image, innermost first; the other
    readings after a term refused."""
    while True:
        found = None
        for m in re.finditer("⟦", text):
            before = text[:m.start()]
            if not before or before[-1] in " \t\n":
                word = re.search(rf"({_NAME}|[)\]}}⟩⟧'])\s*\Z", before)
                if word is not None and word.group(1) not in _KEYWORDS:
                    raise BracketRefusal(
                        "⟦ after a term where the shift notation X⟦n⟧ (CategoryTheory/Shift/"
                        "Basic.lean:211) is in effect: an application to a quotient class or a "
                        "shift, which Lean tells apart by elaborating both")
                continue
            if re.search(r"[\w'₀-₉)\]}⟩⟧!?]\Z", before) is None:
                continue     # a quotient class in a term's first place: `(⟦a⟧ : T)`, `= ⟦b⟧`
            found = m.start()   # (the last one glued to a term is spelt first)
        if found is None:
            return text
        end = _close(text, found)
        if end is None:
            raise BracketRefusal("a ⟦ whose closing bracket is not clear")
        head = re.search(rf"(?<![\w'.₀-₉])({_NAME})\Z", text[:found])
        if text.startswith("⟧'", end):
            text = _spell_morphism_shift(text, found, end, head, types)
            continue
        if head is None or head.group(1) not in types:
            raise BracketRefusal(
                "the shift X⟦n⟧ ((shiftFunctor _ n).obj X) of a term that is no binder: its "
                "category is not known here")
        name = head.group(1)
        if rebinds(text, name):
            raise BracketRefusal(f"the shift {name}⟦n⟧ of a name the statement binds again")
        category = _category(types[name], types)
        if category is None:
            raise BracketRefusal(
                f"the shift {name}⟦n⟧ of a binder whose type ({types[name]}) is not known to be "
                "a category's objects with no function coercion")
        amount = text[found + 1:end].strip()
        image = f"(CategoryTheory.shiftFunctor {category} {_atomic(amount)}).obj {name}"
        if not (text[:head.start()].endswith("(") and text.startswith(")", end + 1)):
            image = f"({image})"    # (a group already: `P (X⟦a⟧)` is `P ((…).obj X)`)
        text = f"{text[:head.start()]}{image}{text[end + 1:]}"


def _spell_morphism_shift(text: str, found: int, end: int, head: re.Match[str] | None,
                          types: dict[str, str]) -> str:
    """`text` with the shift `f⟦n⟧'` (its `⟦` at `found`, `⟧` at `end`) of the binder `head`
    spelt `((CategoryTheory.shiftFunctor T n).map f)` (`shift_morphisms_r29`), or refused."""
    from forminv_lean.formalise.shift_morphisms_r29 import shifted_morphism

    name = head.group(1) if head is not None else None
    category = shifted_morphism(name, types, _category) if name is not None else None
    if name is None or category is None:
        raise BracketRefusal(
            "the shift of a morphism f⟦n⟧' ((shiftFunctor _ n).map f, CategoryTheory/Shift/"
            "Basic.lean:216): the functor's objects are not named here")
    objects = re.findall(_NAME, types[name])
    if any(rebinds(text, x) for x in (name, *objects)):
        raise BracketRefusal(f"the shift {name}⟦n⟧' of a name the statement binds again")
    assert head is not None
    amount = text[found + 1:end].strip()
    image = f"(CategoryTheory.shiftFunctor {category} {_atomic(amount)}).map {name}"
    if not (text[:head.start()].endswith("(") and text.startswith(")", end + 2)):
        image = f"({image})"
    return f"{text[:head.start()]}{image}{text[end + 2:]}"


def _category(ty: str, types: dict[str, str]) -> str | None:
    """The category whose objects a binder of type `ty` ranges over, as written: a type
    variable (or its opposite `Cᵒᵖ`), or a complex (`_OBJECT_TYPES`); None otherwise."""
    ty = ty.strip()
    m = re.fullmatch(rf"({_NAME})(ᵒᵖ)?", ty)
    if m is not None and _SORT.fullmatch((types.get(m.group(1)) or "").strip()) and \
            not any(re.search(rf"(?:FunLike|CoeFun)\s+{re.escape(m.group(1))}\b", t)
                    for t in types.values()):
        return ty if m.group(2) is None else f"({ty})"
    head = re.match(rf"(?:CategoryTheory\.)?({_NAME})\s", ty)
    if head is not None and head.group(1) in _OBJECT_TYPES and "→" not in ty and "⥤" not in ty:
        return f"({ty})"
    return None


def _atomic(term: str) -> str:
    """`term` as an application's argument: bracketed unless a name, a number or a group."""
    if re.fullmatch(rf"{_NAME}|\d+", term) or term.startswith("(") and _group_end(term) == len(
            term) - 1:
        return term
    return f"({term})"


def _group_end(term: str) -> int | None:
    """The index of the `)` closing the `(` that `term` starts with."""
    depth = 0
    for j, ch in enumerate(term):
        depth += ch in "([{⟨⟦"
        depth -= ch in ")]}⟩⟧"
        if depth == 0:
            return j
    return None


def rebinds(text: str, name: str) -> bool:
    """Does `text` bind `name` itself (`∀ X : C, …`, `fun X => …`, `∃ (X : C) (h : X ⟶ Y), …`)?
    Then a use of it may not be the outer binder's, whose type was read."""
    for q in re.finditer(r"(?<![\w'.])(?:∀|∃!?|fun|λ|∑|∏|⋃|⋂|⨆|⨅)(?![\w'])", text):
        if name in _bound_by(text, q.end()):
            return True
    return False


def _bound_by(text: str, start: int) -> set[str]:
    """The names a quantifier's binders (from `start` to its `,`/`=>`/`↦`) bind: the names
    before a group's first `:` (`(x y : T)`, `{x}`), and outside groups those before a `:`."""
    names: set[str] = set()
    depth, colon, j = 0, False, start
    group: set[str] = set()
    while j < len(text):
        ch = text[j]
        if depth == 0 and (ch == "," or text.startswith("=>", j) or ch == "↦"):
            break
        if ch in "([{⦃⟨":
            depth += 1
            if depth == 1:
                group, colon = set(), False
        elif ch in ")]}⦄⟩":
            depth -= 1
            if depth == 0:
                names.update(group)
                colon = False
        elif ch == ":" and depth <= 1:
            colon = True
        elif not colon and (m := re.compile(_NAME).match(text, j)) and \
                (j == 0 or not re.match(r"[\w'.₀-₉]", text[j - 1])):
            (group if depth == 1 else names).add(m.group(0))
            j = m.end()
            continue
        j += 1
    return names
