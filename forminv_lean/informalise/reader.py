"""The reader: a question in the realiser's controlled English -> the formula it states.

This is what certifies the *text* a model reads. The grammar (`reader.lark`) states what
each phrase means, independently of the realiser's tables; the grammar is LALR(1)
with no conflict (checked whenever the parser is built), so a sentence has at most one
parse. `read` turns that parse into a formula of the formal-rendering language and refuses
the sentence when

* it is not in the controlled English (a word or construction the grammar does not know),
* the reading does not elaborate (a type or operation the language does not have), or
* the formula relies on a Lean convention (`conventions.py`) the text does not state.

The certify stage then asks the checker whether the reading is the canonical formula
(`same_formula`: identical up to notation the elaborator erases) or provably equivalent
to it. A realiser bug that drops a type word, a hypothesis or a convention therefore
fails certification instead of shipping.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lark import Lark, Token, Transformer
from lark import logger as lark_logger
from lark.exceptions import LarkError

from forminv_lean.formal.meaning.ast import (
    App,
    Ascribe,
    BigOp,
    Binder,
    BinOp,
    Bracket,
    Expr,
    Field,
    Ite,
    Lambda,
    Name,
    Num,
    Quant,
    SetBuilder,
    UnOp,
)
from forminv_lean.informalise.conventions import CONVENTIONS, required
from forminv_lean.informalise.types import TYPE_INFIXES

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.terms import Term
    from forminv_lean.informalise.lexicon import Entry, Lexicon

GRAMMAR = Path(__file__).with_name("reader.lark")
WRAPPER = "— TRUE or FALSE?"
OPENERS = frozenset({"for", "in", "there", "it", "if", "the"})

SORT = Name("Type*")
SIMPLE_TYPES = {"nat": "ℕ", "int": "ℤ", "rat": "ℚ", "real": "ℝ", "complex": "ℂ", "prop": "Prop"}
# Nouns an existential item may start with (", a natural number n" opens the next item).
ITEM_NOUNS = ("natural", "integer", "rational", "real", "complex", "element", "set", "subset",
              "proposition", "function")
# relation phrase -> (operator, swap sides, negate)
RELATIONS: dict[str, tuple[str, bool, bool]] = {
    "r_eq": ("=", False, False), "r_ne": ("≠", False, False),
    "r_lt": ("<", False, False), "r_nlt": ("<", False, True),
    "r_le": ("≤", False, False), "r_nle": ("≤", False, True),
    "r_gt": (">", False, False), "r_ngt": (">", False, True),
    "r_ge": ("≥", False, False), "r_nge": ("≥", False, True),
    "r_dvd": ("∣", False, False), "r_ndvd": ("∣", False, True),
    "r_dvd_by": ("∣", True, False), "r_ndvd_by": ("∣", True, True),
    "r_mem": ("∈", False, False), "r_notmem": ("∉", False, False),
    "r_contains": ("∈", True, False), "r_ncontains": ("∉", True, False),
    "r_subset": ("⊆", False, False), "r_nsubset": ("⊆", False, True),
    "r_ssubset": ("⊂", False, False), "r_nssubset": ("⊂", False, True),
}
SYMBOLS: dict[str, tuple[str, bool, bool]] = {
    "s_eq": ("=", False, False), "s_ne": ("≠", False, False), "s_lt": ("<", False, False),
    "s_le": ("≤", False, False), "s_gt": (">", False, False), "s_ge": ("≥", False, False),
    "s_dvd": ("∣", False, False), "s_ndvd": ("∣", False, True), "s_mem": ("∈", False, False),
    "s_notmem": ("∉", False, False), "s_ni": ("∈", True, False), "s_nni": ("∉", True, False),
    "s_subset": ("⊆", False, False), "s_supset": ("⊆", True, False),
    "s_ssubset": ("⊂", False, False), "s_ssupset": ("⊂", True, False),
}
#: A relation symbol as read (`SYMBOLS`: operator, sides swapped) -> the symbol written
#: (`⊇` reads as `⊆` swapped): "the relation ⊇" is the section `(· ⊇ ·)`.
_SECTION_SYMBOL = {(op, swap): {("⊆", True): "⊇", ("⊂", True): "⊃"}.get((op, swap), op)
                   for op, swap, _ in SYMBOLS.values() if not swap or op in ("⊆", "⊂")}
#: The names the formal parser gives the two `·` of a section (`(· ≤ ·)` is
#: `fun x✝1 x✝2 ↦ x✝1 ≤ x✝2`).
SECTION_NAMES = ("x✝1", "x✝2")
BINDER_PREDS = {"p_gt": ">", "p_lt": "<", "p_ge": "≥", "p_le": "≤", "p_ne": "≠",
                "p_mem": "∈", "p_notmem": "∉", "p_subset": "⊆", "p_ssubset": "⊂"}
PREDICATES = {"prime": "Nat.Prime", "even": "Even", "odd": "Odd", "irrational": "Irrational",
              "square": "IsSquare"}
# Calls `name(a, b)` of the signature table's functions; any other name is a lexicon call
# form (`log(x)`) or a function variable applied (`u(n)`).
CALLS = {"gcd": "Nat.gcd", "lcm": "Nat.lcm", "min": "min", "max": "max", "choose": "Nat.choose",
         "natAbs": "Int.natAbs"}


class ReadError(ValueError):
    """The question is not a sentence the reader can certify (the message says why)."""


@dataclass(frozen=True)
class Reading:
    """What a question states: the formula (canonical Lean text) and the conventions it names."""

    formal: str
    expr: Expr
    conventions: tuple[str, ...]


class _Conflicts(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.found: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        msg = record.getMessage()
        if "conflict" in msg.lower() or msg.startswith(" * "):
            self.found.append(msg)


def build_parser(grammar: str) -> Lark:
    """An LALR(1) parser for `grammar`, built only if the grammar has no conflict at all.

    Lark resolves a shift/reduce conflict silently (as a shift); that would hide a
    sentence with two parses, so every conflict Lark reports while building is an error
    here (its strict mode needs an extra package for a terminal check we do not need)."""
    handler = _Conflicts()
    level, handlers = lark_logger.level, lark_logger.handlers[:]
    lark_logger.handlers = [handler]   # collect, do not print
    lark_logger.setLevel(logging.DEBUG)
    try:
        parser = Lark(grammar, parser="lalr", lexer="contextual")
    finally:
        lark_logger.handlers = handlers
        lark_logger.setLevel(level)
    if handler.found:
        raise RuntimeError("the grammar is not LALR(1): " + " ".join(handler.found[:4]))
    return parser


@lru_cache(maxsize=1)
def _parser() -> Lark:
    """The reader's parser, checked conflict-free when built; kept between processes
    (`parser_cache`), since building it takes about 40 s."""
    from forminv_lean.parser_cache import cached_parser

    return cached_parser(grammar_text(), build_parser)


def grammar_text() -> str:
    """The reader's grammar: `reader.lark` plus the rules generated, deterministically, from
    the lexicon's templates (`lexicon_rules`)."""
    from forminv_lean.informalise.lexicon import load

    rules, nouns = lexicon_rules(load())
    base = GRAMMAR.read_text(encoding="utf-8")
    return base.replace("%NOUNS%", "|".join(sorted(set(ITEM_NOUNS) | nouns))) + "\n" + rules


def sentence_of(question: str) -> str:
    """The sentence inside a question: wrapper and final full stop removed, first word in
    lower case when it is an English opener ("For" -> "for")."""
    s = " ".join(question.split())
    if s.endswith(WRAPPER):
        s = s[: -len(WRAPPER)].rstrip()
    elif s.endswith("."):
        s = s[:-1]
    else:
        raise ReadError("not a question of the form '… — TRUE or FALSE?'")
    first = s.split(" ", 1)[0]
    if first[:1].isupper() and first.lower() in OPENERS:
        s = s[0].lower() + s[1:]
    if s.startswith("it holds that "):
        s = s[len("it holds that "):]
    return s


def read(question: str, *, names: Mapping[str, str] | None = None) -> Reading:
    """Parse a question back into the formula it states; raise ReadError if it cannot be
    certified as text (see the module docstring).

    `names` says how the theorem's rendering spells lexicon constants it writes short
    (`Injective` for `Function.Injective`, under `open Function`): the reading then spells
    them the same way, so it is the same formula (see `spellings`)."""
    from forminv_lean.formal import FormalParseError, UnsupportedError, parse
    from forminv_lean.formal.lean.surface import lean_text
    from forminv_lean.informalise.types import elaborated

    text = sentence_of(question)
    try:
        tree = _parser().parse(text)
        build = _Build()
        expr, conventions = build.transform(tree)
        expr = _field_notation(expr, getattr(build, "field_apps", {}), {})
    except LarkError as exc:
        inner = getattr(exc, "orig_exc", None)
        if isinstance(inner, ReadError):
            raise inner from None
        raise ReadError(f"not in the controlled English: {_short(exc)}") from None
    expr = _respell(_resolve(expr), names or {})
    formal = lean_text(expr)
    try:
        elaborated(expr)   # elaborates, or says why not
        if parse(formal) != expr:  # the text handed on must be exactly this formula
            raise ReadError(f"internal: the reading prints as {formal!r}, which parses "
                            "differently")
    except (FormalParseError, UnsupportedError, RecursionError) as exc:
        raise ReadError(f"the reading does not elaborate: {exc}") from None
    reading = Reading(formal, expr, tuple(conventions))
    missing = [k for k in required(reading.formal) if k not in reading.conventions]
    if missing:
        raise ReadError("the statement relies on a convention the text does not state: "
                        + "; ".join(CONVENTIONS[k] for k in missing))
    return reading


def _short(exc: Exception) -> str:
    return str(exc).strip().splitlines()[0][:160]


# ----------------------------------------------------------------------------- formula identity


def _normal(t: Term) -> Term:
    """Erase notation that does not change the statement: binder info, `a ≠ b` vs
    `¬ a = b`, `∉` vs `¬ ∈`, `A ∧ B → C` vs `A → B → C`, and ∧/∨ grouping."""
    from forminv_lean.formal.meaning.terms import Term as T

    args = tuple(_normal(a) for a in t.args)
    t = dataclasses.replace(t, args=args, info="")
    if t.op == "ne":
        return T("not", (dataclasses.replace(t, op="eq"),), t.ty)
    if t.op == "notmem":
        return T("not", (dataclasses.replace(t, op="mem"),), t.ty)
    if t.op == "imp" and args and args[0].op == "and":
        a, b = args[0].args
        return _normal(T("imp", (a, T("imp", (b, args[1]), t.ty)), t.ty))
    if t.op in ("and", "or"):
        parts = _flat(t, t.op)
        out = parts[-1]
        for p in reversed(parts[:-1]):
            out = T(t.op, (p, out), t.ty)
        return out
    return t


def _lambda_names(t: Term, names: Mapping[str, str] | None = None, depth: int = 0) -> Term:
    """`t` with each `fun`'s bound variable named by its depth (`λ0`, `λ1`, …, names no
    statement writes): a `fun`'s bound name is not part of the statement, and Lean expands
    a `·` section (`(a * ·)`) to a `fun` whose name the reader cannot know ("the function
    x ↦ a * x"). Other binders keep their names: they are the question's variables."""
    names = names or {}
    t = dataclasses.replace(t, ty=_meta_number(t.ty),
                            bty=None if t.bty is None else _meta_number(t.bty))
    if t.op == "var" and t.name in names:
        return dataclasses.replace(t, name=names[t.name])
    inner = dict(names)
    if t.op in ("forall", "exists", "setof", "tforall"):
        inner.pop(t.name, None)   # shadowed: a name bound inside is not the fun's
    elif t.op == "lambda":
        inner[t.name] = f"λ{depth}"
        t = dataclasses.replace(t, name=inner[t.name])
        depth += 1
    return dataclasses.replace(t, args=tuple(_lambda_names(a, inner, depth) for a in t.args))


def _meta_number(ty: Any) -> Any:
    """`ty` with each of the elaborator's placeholders for an unknown binder type (`?2:x`,
    numbered in traversal order, so the number alone names it, and labelled by the binder's
    name) named by its number (`?2`): a `fun`'s bound name is no part of the statement, so
    `(· • ·)` and "the function x ↦ (the function y ↦ x • y)" are one term (other binders'
    names stay on their terms)."""
    num, colon, _ = ty.name.partition(":")
    name = num if ty.name.startswith("?") and colon else ty.name
    args = tuple(_meta_number(a) for a in ty.args)
    return ty if (name, args) == (ty.name, ty.args) else dataclasses.replace(
        ty, name=name, args=args)


def _flat(t: Term, op: str) -> list[Term]:
    if t.op == op:
        return [x for a in t.args for x in _flat(a, op)]
    return [t]


def _orient(t: Term) -> Term:
    """`a ≥ b` as `b ≤ a`, `a > b` as `b < a`, and the sides of `=` and `≠` in one order:
    comparisons in one direction."""
    args = tuple(_orient(a) for a in t.args)
    if t.op in ("ge", "gt") and len(args) == 2:
        return dataclasses.replace(t, op="le" if t.op == "ge" else "lt", args=args[::-1])
    if t.op in ("eq", "ne") and len(args) == 2:
        args = tuple(sorted(args, key=repr))
    return dataclasses.replace(t, args=args)


def formula_key(text_or_expr: str | Expr, *, oriented: bool = False) -> str:
    """A string equal for two renderings exactly when they state the same formula up to
    notation (see `_normal`); with `oriented`, also up to the direction comparisons are
    written in. Raises if either does not elaborate."""
    from forminv_lean.formal import parse
    from forminv_lean.informalise.types import elaborated

    e = parse(text_or_expr) if isinstance(text_or_expr, str) else text_or_expr
    t = _normal(_lambda_names(elaborated(e)))
    return repr(_orient(t) if oriented else t)


#: Operations on functions whose value the statements apply (`(f - g) m`, `(z • f) m`):
#: said applied in brackets, "(f - g)(m)" (`realise`'s and the reader's `m_apply_math`).
APPLIED_OPS = frozenset({"+", "-", "*", "•"})


def same_formula(a: str | Expr, b: str | Expr) -> bool:
    """Whether two renderings are the same formula up to notation (False if either fails)."""
    from forminv_lean.formal import FormalParseError, UnsupportedError

    try:
        return formula_key(a) == formula_key(b)
    except (FormalParseError, UnsupportedError, RecursionError):
        return False


# ----------------------------------------------------------------------------- tree -> formula


class _ClassWords(tuple):  # type: ignore[type-arg]
    """(class, variable) read from a noun and a name, with the noun's words kept (the same
    words may name a type outside the lexicon: `item_generic`)."""

    words: tuple[str, ...] = ()


@dataclass(frozen=True)
class _Typed:
    type: Expr
    names: tuple[str, ...]


def _filter_binder(x: Any) -> Binder:
    """The one binder of `∀ᶠ x in l` / `∀ᶠ x : T in l` (typed: "all natural numbers n")."""
    if isinstance(x, _Typed):
        return Binder(x.names, x.type, "explicit", None)
    return Binder((str(x),), None, "explicit", None)


def _binders(items: list[list[Binder]]) -> tuple[Binder, ...]:
    return tuple(b for group in items for b in group)


def _neg(e: Expr) -> Expr:
    return UnOp("¬", e)


def _class_app(cls: str, name: str) -> Expr:
    """A class read from words on the type variable `name`: `Group G`, and `Module R M` from
    "module over R" (the lexicon's `"Module over R"`)."""
    from forminv_lean.informalise.lexicon import OVER

    if OVER in cls:
        head, _, param = cls.partition(OVER)
        return App(Name(head), (Name(param), Name(name)))
    return App(Name(cls), (Name(name),))


def _first_class(a: list[Any]) -> int:
    """Where the classes read after "such that" start in a structure item's children (the
    item's own parts are a noun pair, a name, a list of classes or nothing; a class is a
    formula)."""
    k = len(a)
    while k > 0 and isinstance(a[k - 1], Expr.__args__):   # type: ignore[attr-defined]
        k -= 1
    return k


class _Build(Transformer[Token, Any]):
    """Parse tree -> (formal Expr, conventions). One method per grammar alias."""

    # -- sentence
    def start(self, args: list[Any]) -> tuple[Expr, list[str]]:
        return args[0], (args[1] if len(args) > 1 else [])

    def conventions(self, args: list[str]) -> list[str]:
        return list(args)

    def _zero(self, tok: Token) -> None:
        if str(tok) != "0":
            raise ReadError(f"unknown convention (number {tok})")

    def div_zero(self, a: list[Token]) -> str:
        self._zero(a[0])
        self._zero(a[1])
        return "div_zero"

    def nat_div(self, a: list[Any]) -> str:
        return "nat_div"

    def int_div(self, a: list[Any]) -> str:
        return "int_div"

    def nat_sub(self, a: list[Token]) -> str:
        self._zero(a[0])
        return "nat_sub"

    def sqrt_neg(self, a: list[Token]) -> str:
        self._zero(a[0])
        return "sqrt_neg"

    def mod_zero(self, a: list[Token]) -> str:
        self._zero(a[0])
        return "mod_zero"

    def int_mod(self, a: list[Any]) -> str:
        return "int_mod"

    # -- clauses
    def paren(self, a: list[Expr]) -> Expr:
        return a[0]

    def _chain(self, op: str, parts: list[Expr]) -> Expr:
        out = parts[-1]
        for p in reversed(parts[:-1]):
            out = BinOp(op, p, out)
        return out

    def and_f(self, a: list[Expr]) -> Expr:
        return self._chain("∧", a)

    def or_f(self, a: list[Expr]) -> Expr:
        return self._chain("∨", a)

    or_n = or_f

    def hypsn(self, a: list[Expr]) -> list[Expr]:
        return list(a)

    def iffword(self, a: list[Any]) -> None:
        return None

    def holdword(self, a: list[Any]) -> None:
        return None

    def iff(self, a: list[Any]) -> Expr:
        return BinOp("↔", a[0], a[2])

    def _imp(self, hyps: Any, concl: Expr) -> Expr:
        hs = hyps if isinstance(hyps, list) else [hyps]
        for h in reversed(hs):
            concl = BinOp("→", h, concl)
        return concl

    def if_then(self, a: list[Any]) -> Expr:
        return self._imp(a[0], a[1])

    def whenever(self, a: list[Any]) -> Expr:
        return self._imp(a[1], a[0])

    def only_if(self, a: list[Any]) -> Expr:
        return self._imp(a[0], a[-1])

    def not_c(self, a: list[Expr]) -> Expr:
        return _neg(a[0])

    notatom = not_c

    # -- quantifiers
    def forall(self, a: list[Any]) -> Expr:
        return Quant("∀", _binders(a[0]), a[1])

    def context(self, a: list[Any]) -> Expr:
        return Quant("∀", _binders(a[0]), a[1])

    def eventually(self, a: list[Any]) -> Expr:   # `∀ᶠ x in l, P` (Filter.Eventually)
        return BigOp("∀ᶠ", (_filter_binder(a[0]),), a[2], self._term(a[1]))

    def frequently(self, a: list[Any]) -> Expr:   # `∃ᶠ x in l, P` (Filter.Frequently)
        return BigOp("∃ᶠ", (_filter_binder(a[0]),), a[2], self._term(a[1]))

    def exists(self, a: list[Any]) -> Expr:
        return Quant("∃", _binders(a[-2]), a[-1])

    def noexists(self, a: list[Any]) -> Expr:
        typed: _Typed = a[0]
        pred = a[1] if len(a) == 3 else None
        return _neg(Quant("∃", (Binder(typed.names, typed.type, "explicit", pred),), a[-1]))

    def exists_unique(self, a: list[Any]) -> Expr:
        typed: _Typed = a[0]   # `ExistsUnique`: exactly one, not "at least one"
        return Quant("∃!", (Binder(typed.names, typed.type, "explicit", None),), a[-1])

    def noexists_many(self, a: list[Any]) -> Expr:
        return _neg(Quant("∃", _binders(a[0]), a[1]))

    def existsword(self, a: list[Any]) -> None:
        return None

    def fitems(self, a: list[list[Binder]]) -> list[list[Binder]]:
        return list(a)

    eitems = fitems
    contexts = fitems

    def item(self, a: list[Any]) -> list[Binder]:
        a = [x for x in a if x is not None]
        typed = next(x for x in a if isinstance(x, _Typed))
        pred = next((x for x in a if isinstance(x, tuple)), None)
        return [Binder(typed.names, typed.type, "explicit", pred)]

    def item_inst(self, a: list[Any]) -> list[Binder]:
        """An item with classes on its term: the binder, then the instance binders (marked
        Lean, or a class over a family in words), in their order."""
        k = next(i for i, x in enumerate(a) if isinstance(x, Token) and x.type == "LEAN"
                 or isinstance(x, Expr.__args__))   # type: ignore[attr-defined]
        return self.item(a[:k]) + [Binder(("_",), _lean(x) if isinstance(x, Token) else x,
                                          "inst") for x in a[k:]]

    def inst_family(self, a: list[Any]) -> Expr:
        """"each M i is a module over R": `∀ i, Module R (M i)`, the class on each member of
        the family `M` (as Mathlib writes `[∀ i, Module R (M i)]`)."""
        from forminv_lean.informalise.lexicon import OVER

        family, index, cls = str(a[0]), str(a[1]), a[-1]
        if not isinstance(cls, str):
            raise ReadError("not in the controlled English: a class over a family is said "
                            "in words")
        member = App(Name(family), (Name(index),))
        head, over, param = cls.partition(OVER)
        body = App(Name(head), (Name(param), member) if over else (member,))
        return Quant("∀", (Binder((index,), None, "explicit", None),), body)

    def item_generic_inst(self, a: list[Any]) -> list[Binder]:
        """"every matroid M on α such that M is rank infinite": the item, then the class
        (or several in their order: "… such that `Ideal.IsPrime P` together with …")."""
        lean = [i for i, x in enumerate(a) if isinstance(x, Token) and x.type == "LEAN"]
        if not lean:
            return self.item_generic(a[:-1]) + [Binder(("_",), a[-1], "inst")]
        return self.item_generic(a[:lean[0]]) + \
            [Binder(("_",), _lean(a[i]), "inst") for i in lean]

    def item_inst_words(self, a: list[Any]) -> list[Binder]:
        """An item with a class on its term said in words: the binder, then the instance
        binder of the predicate the words read as."""
        return self.item(a[:-1]) + [Binder(("_",), a[-1], "inst")]

    def item_proof(self, a: list[Any]) -> list[Binder]:
        """"every proof hy that y is not equal to ⊥": a binder whose type is the relation."""
        a = [x for x in a if x is not None]
        return [Binder((str(a[0]),), a[-1], "explicit", None)]

    def universe(self, a: list[Any]) -> list[Binder]:
        return [Binder((a[-1],), SORT, "implicit")]

    def classwords(self, a: list[Token]) -> tuple[str, str]:
        from forminv_lean.informalise.lexicon import class_of_noun

        out = _ClassWords((class_of_noun([str(t) for t in a[:-1]]), str(a[-1])))
        out.words = tuple(str(t) for t in a[:-1])
        return out

    def item_generic(self, a: list[Any]) -> list[Binder]:
        """"every matroid M on α": a type outside the lexicon named by its words, applied
        to one variable (`Matroid α`), or to several ("on (R, L, M)"); the words are read
        back as `generic.type_name` says."""
        from forminv_lean.informalise.generic import type_name

        head, *args = [x for x in a if x is not None]
        words = getattr(head, "words", None)
        name = type_name(list(words)) if words else None
        if name is None:
            raise ReadError("not in the controlled English: no Mathlib type is named by the "
                            f"words {' '.join(words or ())!r}")
        return [Binder((head[1],), App(Name(name), tuple(Name(str(x)) for x in args)),
                       "explicit", None)]

    def leadword(self, a: list[Token]) -> str:
        return str(a[0])

    def classlean(self, a: list[Any]) -> tuple[str | Expr, str]:
        """"every `ExistsAddOfLE` α": the class named, on α; "every `VSub α β` β": a class
        with other arguments written whole, on its last one (the realiser's `_class_of`)."""
        e = _lean(a[0])
        if isinstance(e, Name):
            return e.id, a[1]
        if isinstance(e, App) and e.args and e.args[-1] == Name(str(a[1])):
            return e, a[1]
        raise ReadError(f"not in the controlled English: {a[0]} is not a class on {a[1]}")

    def classwords_only(self, a: list[Token]) -> str:
        from forminv_lean.informalise.lexicon import class_of_noun

        return class_of_noun([str(t) for t in a])

    def classwords_over(self, a: list[Any]) -> str:
        """"module over R" after "that is also a": the class string `"Module over R"`."""
        from forminv_lean.informalise.lexicon import OVER

        return f"{self.classwords_only(a[:-1])}{OVER}{a[-1]}"

    def classlean_only(self, a: list[Token]) -> str | Expr:
        """A class as marked Lean: its name, or the whole application (`Module R M`)."""
        e = _lean(a[0])
        return e.id if isinstance(e, Name) else e

    def structure(self, a: list[Any]) -> list[Binder]:
        a = [x for x in a if x is not None]
        (head, name), rest = a[0], (a[1] if len(a) > 1 else [])
        # "every type α": the realiser's word for a type variable with no class
        classes = [c for c in [head, *rest] if c != "Type"]
        return [Binder((name,), SORT, "implicit")] + [
            Binder(("_",), _class_app(c, name) if isinstance(c, str) else c, "inst")
            for c in classes]

    def structure_over(self, a: list[Any]) -> list[Binder]:
        """"every module M over R": the class with its parameter (`Module R M`), then
        any classes that follow ("that is also …"), as `structure` reads them."""
        from forminv_lean.informalise.lexicon import OVER, over_class

        a = [x for x in a if x is not None]
        (head, name), param = a[0], str(a[1])
        if not isinstance(head, str) or over_class(head, param) is None:
            raise ReadError(f"not in the controlled English: {head!r} is not said 'over'")
        return self.structure([(f"{head}{OVER}{param}", name), *a[2:]])

    def structure_inst(self, a: list[Any]) -> list[Binder]:
        """"every commutative ring A such that R acts on A through S": the structure, then
        the classes the words read as, in order (`IsScalarTower R S A`; several joined by
        "together with")."""
        k = _first_class(a)
        return self.structure(a[:k]) + [Binder(("_",), c, "inst") for c in a[k:]]

    def structure_over_inst(self, a: list[Any]) -> list[Binder]:
        k = _first_class(a)
        return self.structure_over(a[:k]) + [Binder(("_",), c, "inst") for c in a[k:]]

    def det(self, a: list[Any]) -> None:
        return None

    article = det

    def also(self, a: list[Any]) -> list[str | Expr]:
        return [x for x in a if x is not None]

    def typed(self, a: list[Any]) -> _Typed:
        return _Typed(a[0], tuple(a[1]) if isinstance(a[1], list) else (a[1],))

    def typed_element(self, a: list[Any]) -> _Typed:
        names = a[0] if isinstance(a[0], list) else [a[0]]
        return _Typed(Name(a[1]), tuple(names))

    def typed_set(self, a: list[Any]) -> _Typed:
        names = a[0] if isinstance(a[0], list) else [a[0]]
        return _Typed(App(Name("Set"), (a[1],)), tuple(names))

    def typed_subset(self, a: list[Any]) -> _Typed:
        names = a[0] if isinstance(a[0], list) else [a[0]]
        return _Typed(App(Name("Set"), (Name(a[1]),)), tuple(names))

    def names(self, a: list[str]) -> list[str]:
        return list(a)

    def type_pl(self, a: list[Expr]) -> Expr:
        return a[0]

    def type_element(self, a: list[str]) -> Expr:
        return Name(a[0])

    def type_set(self, a: list[Expr]) -> Expr:
        return App(Name("Set"), (a[0],))

    def type_subset(self, a: list[str]) -> Expr:
        return App(Name("Set"), (Name(a[0]),))

    def castnoun(self, a: list[Expr]) -> Expr:
        return a[0]

    def typed_lean(self, a: list[Any]) -> _Typed:
        names = a[0] if isinstance(a[0], list) else [a[0]]
        return _Typed(_lean(a[1]), tuple(names))

    def type_lean(self, a: list[Token]) -> Expr:
        return _lean(a[0])

    def typed_fun(self, a: list[Any]) -> _Typed:
        names = a[0] if isinstance(a[0], list) else [a[0]]
        return _Typed(BinOp("→", a[1], a[2]), tuple(names))

    def typed_family(self, a: list[Any]) -> _Typed:
        """"every family M of types indexed by elements of ι": `(M : ι → Type*)`."""
        names = a[0] if isinstance(a[0], list) else [a[0]]
        return _Typed(BinOp("→", a[1], SORT), tuple(names))

    def typed_member(self, a: list[Any]) -> _Typed:
        """"every element x of M i": `(x : M i)`, a member of a type family."""
        names = a[0] if isinstance(a[0], list) else [a[0]]
        return _Typed(App(Name(a[1]), (Name(a[2]),)), tuple(names))

    def typed_pi(self, a: list[Any]) -> _Typed:
        """"every dependent function x assigning to each i an element of M i": `(x : ∀ i,
        M i)`; any value noun ("… to each i a subset of π(i)": `∀ i, Set (π i)`)."""
        names = a[0] if isinstance(a[0], list) else [a[0]]
        return _Typed(self.type_pi(a[1:]), tuple(names))

    def type_pi(self, a: list[Any]) -> Expr:
        index, value = (x for x in a if x is not None)
        return Quant("∀", (Binder((str(index),), None, "explicit", None),), value)

    def typed_dpi(self, a: list[Any]) -> _Typed:
        """"every dependent function f assigning to each element i of ι a …": `(f : (i : ι)
        → …)`, the index typed as written (any typed item: "each index i below n")."""
        names = a[0] if isinstance(a[0], list) else [a[0]]
        return _Typed(self.type_dpi(a[1:]), tuple(names))

    def type_dpi(self, a: list[Any]) -> Expr:
        index, value = (x for x in a if x is not None)
        if not (isinstance(index, _Typed) and len(index.names) == 1):
            raise ReadError("not in the controlled English: a dependent function has one index")
        return BinOp("→", Ascribe(Name(index.names[0]), index.type), value)

    def type_member(self, a: list[str]) -> Expr:
        return App(Name(a[0]), (Name(a[1]),))

    def typed_member_at(self, a: list[Any]) -> _Typed:
        """"every element x of M(i + 1)": `(x : M (i + 1))`, a type family at a term."""
        names = a[0] if isinstance(a[0], list) else [a[0]]
        return _Typed(self.type_member_at(a[1:]), tuple(names))

    def type_member_at(self, a: list[Any]) -> Expr:
        return App(Name(str(a[0])), (self._term(a[1]),))

    def type_fun(self, a: list[Expr]) -> Expr:
        return BinOp("→", a[0], a[1])

    def type_nf(self, a: list[Expr]) -> Expr:
        return a[0]

    def type_generic(self, a: list[Any], plural: bool = False) -> Expr:
        """"an outer measure on α", "outer measures on (Γ, R)": a type outside the lexicon
        on variables, by its name's words (type_nouns_r25.py)."""
        from forminv_lean.informalise.type_nouns_r25 import type_of_words

        words, *args = a
        name = type_of_words(words, plural)
        if name is None:
            raise ReadError("not in the controlled English: no Mathlib type is named by the "
                            f"words {' '.join(words)!r}")
        return App(Name(name), tuple(Name(str(x)) for x in args))

    def pwords(self, a: list[Any]) -> list[str]:
        return [str(t) for t in a]

    def cwords(self, a: list[Any]) -> list[str]:
        return [str(t) for t in a]

    def type_generic_pl(self, a: list[Any]) -> Expr:
        return self.type_generic(a, plural=True)

    def var_blank(self, a: list[Token]) -> str:
        return "_"

    def var(self, a: list[Token]) -> str:
        return str(a[0]) if a else "a"

    # -- atoms
    def rel(self, a: list[Any]) -> Expr:
        op, swap, negate = a[1]
        return self._rel(op, swap, negate, self._term(a[0]), self._term(a[2]))

    def relword(self, a: list[Any]) -> Any:
        return a[0]   # the `relsym` alternative

    def bpred(self, a: list[Any]) -> Any:  # pragma: no cover
        raise ReadError("unknown binder predicate")

    def p_sym(self, a: list[Any]) -> tuple[str, Expr]:
        op, swap, negate = a[0]
        if swap or negate:
            raise ReadError("a converse symbol in a binder predicate")
        return op, a[1]

    def _rel(self, op: str, swap: bool, negate: bool, lhs: Expr, rhs: Expr) -> Expr:
        e: Expr = BinOp(op, rhs, lhs) if swap else BinOp(op, lhs, rhs)
        return _neg(e) if negate else e

    def pred(self, a: list[Any]) -> Expr:
        name, negate = a[-1]
        args = tuple(self._term(x) for x in a[:-1])
        e: Expr = App(Name("Nat.Coprime" if name == "coprime" else PREDICATES[name]), args)
        return _neg(e) if negate else e

    # -- terms
    def t_true(self, a: list[Any]) -> Expr:
        return Name("True")

    def t_false(self, a: list[Any]) -> Expr:
        return Name("False")

    def m_var(self, a: list[str]) -> Expr:
        return Name(a[0])

    def num(self, a: list[Token]) -> Expr:
        return Num(str(a[0]))

    def w_fact(self, a: list[Any]) -> Expr:
        return App(Name("Nat.factorial"), (self._term(a[0]),))

    def w_sqrt(self, a: list[Any]) -> Expr:
        return App(Name("Real.sqrt"), (self._term(a[0]),))

    def w_abs(self, a: list[Any]) -> Expr:
        return UnOp("abs", self._term(a[0]))

    def w_compl(self, a: list[Any]) -> Expr:
        return UnOp("ᶜ", self._term(a[0]))

    def w_inv(self, a: list[Any]) -> Expr:
        return UnOp("⁻¹", self._term(a[0]))

    def _app2(self, fn: str, a: list[Any]) -> Expr:
        return App(Name(fn), (self._term(a[0]), self._term(a[1])))

    def w_gcd(self, a: list[Any]) -> Expr:
        return self._app2("Nat.gcd", a)

    def w_lcm(self, a: list[Any]) -> Expr:
        return self._app2("Nat.lcm", a)

    def w_min(self, a: list[Any]) -> Expr:
        return self._app2("min", a)

    def w_max(self, a: list[Any]) -> Expr:
        return self._app2("max", a)

    def w_choose(self, a: list[Any]) -> Expr:
        return self._app2("Nat.choose", a)

    def w_sq(self, a: list[Any]) -> Expr:
        return BinOp("^", self._term(a[0]), Num("2"))

    def w_cube(self, a: list[Any]) -> Expr:
        return BinOp("^", self._term(a[0]), Num("3"))

    def w_mod(self, a: list[Any]) -> Expr:
        return BinOp("%", self._term(a[0]), self._term(a[1]))

    def _setop(self, op: str, a: list[Any]) -> Expr:
        return BinOp(op, self._term(a[0]), self._term(a[1]))

    def w_union(self, a: list[Any]) -> Expr:
        return self._setop("∪", a)

    def w_append(self, a: list[Any]) -> Expr:   # `l₁ ++ l₂` (`phrases.APPEND_WORDS`)
        return self._setop("++", a)

    def w_sprod(self, a: list[Any]) -> Expr:   # `s ×ˢ t`
        return self._setop("×ˢ", a)

    def w_inter(self, a: list[Any]) -> Expr:
        return self._setop("∩", a)

    def w_sdiff(self, a: list[Any]) -> Expr:
        return self._setop("\\", a)

    def w_inf(self, a: list[Any]) -> Expr:
        return self._setop("⊓", a)

    def w_sup(self, a: list[Any]) -> Expr:
        return self._setop("⊔", a)

    def w_empty(self, a: list[Any]) -> Expr:
        return Name("∅")

    m_empty = w_empty

    def w_coe_fun(self, a: list[Expr]) -> Expr:   # `((↑) : A → B)`
        return Ascribe(Name("↑"), BinOp("→", a[0], a[1]))

    def w_univ_bare(self, a: list[Any]) -> Expr:
        return Name("Set.univ")

    def w_univ(self, a: list[Expr]) -> Expr:
        return Ascribe(Name("Set.univ"), App(Name("Set"), (a[0],)))

    def w_setof(self, a: list[Any]) -> Expr:
        typed: _Typed = a[0]
        return SetBuilder(typed.names[0], typed.type, a[1])

    def _term(self, x: Any) -> Expr:
        return Name(x) if isinstance(x, str) else x

    def phrase(self, a: list[Any]) -> Expr:
        """The `lexphrase` alternative: a lexicon phrase, built by its own alias."""
        return self._term(a[0])

    # -- inline math
    def _bin(self, op: str, a: list[Any]) -> Expr:
        return BinOp(op, self._term(a[0]), self._term(a[1]))

    def m_add(self, a: list[Any]) -> Expr:
        return self._bin("+", a)

    def m_sub(self, a: list[Any]) -> Expr:
        return self._bin("-", a)

    def m_union(self, a: list[Any]) -> Expr:
        return self._bin("∪", a)

    def m_sup_op(self, a: list[Any]) -> Expr:
        return self._bin("⊔", a)

    def m_inf_op(self, a: list[Any]) -> Expr:
        return self._bin("⊓", a)

    def m_mul(self, a: list[Any]) -> Expr:
        return self._bin("*", a)

    def m_div(self, a: list[Any]) -> Expr:
        return self._bin("/", a)

    def m_mod(self, a: list[Any]) -> Expr:
        return self._bin("%", a)

    def m_inter(self, a: list[Any]) -> Expr:
        return self._bin("∩", a)

    def m_sdiff(self, a: list[Any]) -> Expr:
        return self._bin("\\", a)

    def m_neg_op(self, a: list[Any]) -> Expr:
        return UnOp("-", self._term(a[0]))

    def m_pow_op(self, a: list[Any]) -> Expr:
        return self._bin("^", a)

    def m_fact(self, a: list[Any]) -> Expr:
        return self.w_fact(a)

    def m_compl(self, a: list[Any]) -> Expr:
        return self.w_compl(a)

    def m_inv(self, a: list[Any]) -> Expr:
        return self.w_inv(a)

    def m_sqrt(self, a: list[Any]) -> Expr:
        return self.w_sqrt(a)

    def m_abs(self, a: list[Any]) -> Expr:
        return self.w_abs(a)

    def m_norm(self, a: list[Any]) -> Expr:
        return UnOp("norm", self._term(a[0]))

    def m_smul_op(self, a: list[Any]) -> Expr:
        return self._bin("•", a)

    def m_call(self, a: list[Any]) -> Expr:
        from forminv_lean.informalise.lexicon import calls

        name, args = str(a[0]), tuple(self._term(x) for x in a[1:])
        if name in CALLS and len(args) == (1 if name == "natAbs" else 2):
            return App(Name(CALLS[name]), args)
        entry = calls().get(name)
        if entry is not None:
            if entry.arity != len(args):
                raise ReadError(f"{name}(…) takes {entry.arity} arguments")
            return App(Name(entry.name), args)
        return App(Name(name), args)   # a function variable applied: `u(n)`

    def m_coe(self, a: list[Any]) -> Expr:
        return UnOp("↑", self._term(a[0]))

    def m_top(self, a: list[Any]) -> Expr:
        return Name("⊤")

    def m_bot(self, a: list[Any]) -> Expr:
        return Name("⊥")

    def gwords(self, a: list[str]) -> list[str]:
        return list(a)

    def gword(self, a: list[Token]) -> str:
        return str(a[0])

    def _generic(self, words: list[str], kind: str, arg: Any) -> Expr:
        from forminv_lean.informalise.generic import function_name, predicate_name

        name = (predicate_name if kind == "predicate" else function_name)(words)
        if name is None:
            raise ReadError(f"not in the controlled English: no Mathlib {kind} is named "
                            f"by the words {' '.join(words)!r}")
        obj = self._term(arg)
        if name.startswith("."):   # several namespaces: Lean's field notation on the object
            return Name(f"{obj.id}{name}") if isinstance(obj, Name) else Field(obj, name[1:])
        out = App(Name(name), (obj,))
        if kind == "function":   # applied further, it is field notation (`m_apply`)
            self._generic_funs()[id(out)] = out
        return out

    def _generic_funs(self) -> dict[int, App]:
        """The generic functions read in this sentence ("the coxeter weight of P"), by
        identity: only these, applied further, may be field notation (`field_apps`)."""
        if not hasattr(self, "_funs"):
            self._funs: dict[int, App] = {}
            self.field_apps: dict[int, App] = {}
        return self._funs

    def inst_fact(self, a: list[Any]) -> Expr:
        """"such that it is a fact that p is prime": the class `Fact (Nat.Prime p)`."""
        return App(Name("Fact"), (a[-1],))

    def inst_nezero(self, a: list[Any]) -> Expr:
        """"such that 2 is nonzero in K": the class `NeZero (2 : K)`."""
        return App(Name("NeZero"), (Ascribe(Num(str(a[0])), Name(str(a[-1]))),))

    def inst_invertible(self, a: list[Any]) -> Expr:
        """"such that 2 is invertible in K": the class `Invertible (2 : K)`."""
        return App(Name("Invertible"), (Ascribe(Num(str(a[0])), Name(str(a[-1]))),))

    def g_pred(self, a: list[Any]) -> Expr:
        return self._generic(a[1], "predicate", a[0])

    def g_fun(self, a: list[Any]) -> Expr:
        return self._generic(a[0], "function", a[1])

    def g_ns_fun(self, a: list[Any]) -> Expr:
        """"the LSeries term of f": the one function `…LSeries.term` (generic.py)."""
        from forminv_lean.informalise.generic import ns_function_name

        words = [str(w) for w in a[1]]
        name = ns_function_name(str(a[0]), words)
        if name is None:
            raise ReadError("not in the controlled English: no Mathlib function in a namespace "
                            f"{a[0]} is named by the words {' '.join(words)!r}")
        return App(Name(name), (self._term(a[2]),))

    def _pattern(self, key: str, a: list[Any], *, over: bool) -> Expr:
        """A predicate of several arguments named by a convention (`generic.PATTERNS`):
        the subject, the words, the other arguments in order (after the words the
        scalars when `over`, first in Lean's order)."""
        from forminv_lean.informalise.generic import pattern_name, pattern_names

        name = pattern_name(key, a[1])
        if name is None:
            raise ReadError("not in the controlled English: no Mathlib predicate is named "
                            f"{' or '.join(pattern_names(key, a[1]))}")
        args = [a[2], a[0], *a[3:]] if over else [a[0], *a[2:]]
        return App(Name(name), tuple(self._term(x) for x in args))

    def g_wrt(self, a: list[Any]) -> Expr:
        """"L is localization with respect to W": Lean's field notation `L.IsLocalization W`
        on the subject, the field the one `generic.wrt_field` names by the words (a bracketed
        list after "to" gives several arguments: "… with respect to (i, j)")."""
        from forminv_lean.informalise.generic import wrt_field

        field = wrt_field(a[1])
        if field is None:
            raise ReadError("not in the controlled English: no field of a predicate is named "
                            f"by the words {' '.join(a[1])!r}")
        obj, rest = self._term(a[0]), self._term(a[2])
        args = rest.items if isinstance(rest, Bracket) and rest.kind == "tuple" else (rest,)
        head = Name(f"{obj.id}.{field}") if isinstance(obj, Name) else Field(obj, field)
        return App(head, tuple(args))

    def g_on(self, a: list[Any]) -> Expr:
        return self._pattern("on", a, over=False)

    def g_at(self, a: list[Any]) -> Expr:
        return self._pattern("at", a, over=False)

    def g_within_at(self, a: list[Any]) -> Expr:
        return self._pattern("within_at", a, over=False)

    def g_on_over(self, a: list[Any]) -> Expr:
        return self._pattern("on", a, over=True)

    def g_at_over(self, a: list[Any]) -> Expr:
        return self._pattern("at", a, over=True)

    def g_within_at_over(self, a: list[Any]) -> Expr:
        return self._pattern("within_at", a, over=True)

    def m_apply(self, a: list[Any]) -> Expr:
        """"(the symm of e)(y)": the term the phrase names applied to the arguments (a
        constant's application takes them after its own: `Polynomial.rootMultiplicity p a`)."""
        fn, args = self._term(a[0]), tuple(self._term(x) for x in a[1:])
        if isinstance(fn, App) and self._generic_funs().get(id(fn)) is fn:
            out = App(fn.fn, fn.args + args)
            self.field_apps[id(out)] = out
            return out
        if isinstance(fn, App) and isinstance(fn.fn, Name):
            return App(fn.fn, fn.args + args)
        return App(fn, args)

    def m_apply_math(self, a: list[Any]) -> Expr:
        """"(g₁ * g₂)(a)": an operation on functions (their sum, product, scalar multiple),
        the value applied to the arguments, `(g₁ * g₂) a`."""
        fn = self._term(a[0])
        if not (isinstance(fn, BinOp) and fn.op in APPLIED_OPS):
            raise ReadError("not in the controlled English: only an operation on functions "
                            "is applied in brackets")
        return App(fn, tuple(self._term(x) for x in a[1:]))

    def m_ite(self, a: list[Any]) -> Expr:   # `if c then a else b`
        return Ite(self._term(a[1]), self._term(a[0]), self._term(a[2]))

    def m_lean(self, a: list[Token]) -> Expr:
        return _lean(a[0])

    def m_setlit(self, a: list[Any]) -> Expr:
        return Bracket("set", tuple(self._term(x) for x in a))

    def m_tuple(self, a: list[Any]) -> Expr:   # `(a, b)`
        return Bracket("tuple", tuple(self._term(x) for x in a))

    def m_listlit(self, a: list[Any]) -> Expr:
        return Bracket("list", tuple(self._term(x) for x in a))

    def holds(self, a: list[Any]) -> Expr:
        return self._term(a[0])

    def holds_not(self, a: list[Any]) -> Expr:
        return _neg(self._term(a[0]))

    def w_lambda(self, a: list[Any]) -> Expr:
        return Lambda((Binder((a[0],), None),), self._term(a[1]))

    def w_rel_section(self, a: list[Any]) -> Expr:
        op = _SECTION_SYMBOL.get(a[0][:2])
        if op is None or a[0][2]:
            raise ReadError("no relation section of a negated symbol")
        x, y = SECTION_NAMES   # Lean's names for the `·` of `(· ≤ ·)`
        return Lambda((Binder((x, y), None),), BinOp(op, Name(x), Name(y)))

    def w_lambda_typed(self, a: list[Any]) -> Expr:
        return Lambda((Binder((a[0],), a[2]),), self._term(a[1]))

    def _big(self, op: str, a: list[Any]) -> Expr:
        pred = ("∈", self._term(a[2])) if len(a) > 2 else None
        if isinstance(a[1], _Typed):   # "over all natural numbers k": `∑' k : ℕ, f k`
            if pred is not None or len(a[1].names) != 1:
                raise ReadError("not in the controlled English: a typed index ranges over "
                                "its type, not a set")
            return BigOp(op, (Binder(a[1].names, a[1].type, "explicit", None),),
                         self._term(a[0]))
        return BigOp(op, (Binder((a[1],), None, "explicit", pred),), self._term(a[0]))

    def w_sum(self, a: list[Any]) -> Expr:
        return self._big("∑", a)

    w_sum_in = w_sum

    def w_prod(self, a: list[Any]) -> Expr:
        return self._big("∏", a)

    w_prod_in = w_prod

    def w_tsum(self, a: list[Any]) -> Expr:
        return self._big("∑'", a)

    def w_tprod(self, a: list[Any]) -> Expr:
        return self._big("∏'", a)

    def w_finsum(self, a: list[Any]) -> Expr:
        return self._big("∑ᶠ", a)

    def w_finprod(self, a: list[Any]) -> Expr:
        return self._big("∏ᶠ", a)

    def w_iunion(self, a: list[Any]) -> Expr:
        return self._big("⋃", a)

    w_iunion_in = w_iunion

    def w_iinter(self, a: list[Any]) -> Expr:
        return self._big("⋂", a)

    w_iinter_in = w_iinter

    def w_sunion(self, a: list[Any]) -> Expr:   # `⋃₀ S`: the elaborator picks the overload
        return UnOp("⋃₀", self._term(a[0]))

    def w_sinter(self, a: list[Any]) -> Expr:
        return UnOp("⋂₀", self._term(a[0]))

    def w_isup(self, a: list[Any]) -> Expr:
        return self._big("⨆", a)

    w_isup_in = w_isup

    def w_iinf(self, a: list[Any]) -> Expr:
        return self._big("⨅", a)

    w_iinf_in = w_iinf

    def m_cast(self, a: list[Any]) -> Expr:
        return Ascribe(self._term(a[0]), a[-1])



def _constant(value: Any) -> Any:
    return lambda self, a: value


def _install() -> None:
    """One transformer method per table entry (the grammar's aliases)."""
    for key, ty in SIMPLE_TYPES.items():
        setattr(_Build, key, _constant(Name(ty)))
    for key, spec in {**RELATIONS, **SYMBOLS}.items():
        setattr(_Build, key, _constant(spec))
    for key, op in BINDER_PREDS.items():
        setattr(_Build, key, lambda self, a, op=op: (op, self._term(a[0])))
    for name in (*PREDICATES, "coprime"):
        setattr(_Build, f"p_{name}", _constant((name, False)))
        setattr(_Build, f"n_{name}", _constant((name, True)))


_install()


# ----------------------------------------------------------------------------- scope pass


def _resolve(e: Expr, universes: frozenset[str] = frozenset(),
             ints: frozenset[str] = frozenset(), others: frozenset[str] = frozenset()) -> Expr:
    """Scope-dependent meaning: a bare type variable used as a set is the whole of it
    ("… equals α" is `Set.univ`), gcd/lcm of integers are `Int.gcd`/`Int.lcm`, and "x is
    prime" is `Nat.Prime x` only for a natural number: of an element of another type
    (`others`: bound with a type that is not ℕ) or of a cast to one ("(p as an integer) is
    prime") it is Mathlib's `Prime x`, the one predicate the words can name there."""
    def go(x: Expr) -> Expr:
        return _resolve(x, universes, ints, others)

    if isinstance(e, Name):
        if e.id in universes:
            return Ascribe(Name("Set.univ"), App(Name("Set"), (e,)))
        if e.id == "π":   # Mathlib's `π` (`Real.pi`); a bound π reads back otherwise, and
            return Name("Real.pi")   # the reading is then not the rendering: refused
        return e
    if isinstance(e, Quant) and any(b.pred for b in e.binders):
        return go(_unguard(e))
    if isinstance(e, Quant):
        u, i, o = set(universes), set(ints), set(others)
        binders = []
        for b in e.binders:
            if b.info == "inst":
                u.difference_update(t.id for t in _names_in(b.type))
                binders.append(b)
                continue
            if b.type == SORT:
                u.update(b.names)
            else:
                u.difference_update(b.names)
            if b.type == Name("ℤ"):
                i.update(b.names)
            else:
                i.difference_update(b.names)
            if b.type is not None and b.type != Name("ℕ"):
                o.update(b.names)
            else:
                o.difference_update(b.names)
            pred = (b.pred[0], _resolve(b.pred[1], frozenset(u), frozenset(i), frozenset(o))) \
                if b.pred else None
            binders.append(dataclasses.replace(b, pred=pred))
        return dataclasses.replace(e, binders=tuple(binders), body=_resolve(
            e.body, frozenset(u), frozenset(i), frozenset(o)))
    if isinstance(e, App) and e.fn == Name("Nat.Prime") and len(e.args) == 1 and (
            isinstance(e.args[0], Name) and e.args[0].id in others
            or isinstance(e.args[0], Ascribe) and e.args[0].type != Name("ℕ")):
        return App(Name("Prime"), (go(e.args[0]),))
    if isinstance(e, App):
        # A type variable given to a function is the type itself (`Cardinal.mk ι`,
        # `@PEquiv.symm α β`, `MvPowerSeries σ R`): the realiser writes `Set.univ` as α only
        # as an operand of set operations and relations, never as an argument.
        args = tuple(a if isinstance(a, Name) and a.id in universes else go(a)
                     for a in e.args)
        if isinstance(e.fn, Name) and e.fn.id in ("Nat.gcd", "Nat.lcm") and any(
                isinstance(a, Name) and a.id in ints for a in e.args):
            return App(Name("Int." + e.fn.id[4:]), args)
        return dataclasses.replace(e, args=args)
    if isinstance(e, BinOp):
        return dataclasses.replace(e, lhs=go(e.lhs), rhs=go(e.rhs))
    if isinstance(e, UnOp):
        return dataclasses.replace(e, arg=go(e.arg))
    if isinstance(e, Field):
        return dataclasses.replace(e, obj=go(e.obj))
    if isinstance(e, Ascribe):
        return dataclasses.replace(e, expr=go(e.expr))
    if isinstance(e, SetBuilder):
        return dataclasses.replace(e, body=_resolve(e.body, universes - {e.var}, ints,
                                                    others - {e.var}))
    return e


def _unguard(q: Quant) -> Expr:
    """`∀ x y > 0, P` as `∀ x : T, x > 0 → ∀ y : T, y > 0 → P` (`∃`: `∧`), which is how
    Lean elaborates a binder predicate; the printed reading then keeps every type."""
    link = "→" if q.kind == "∀" else "∧"
    body = q.body
    for b in reversed(q.binders):
        if b.pred is None:
            body = Quant(q.kind, (b,), body)
            continue
        op, bound = b.pred
        for n in reversed(b.names):
            body = Quant(q.kind, (Binder((n,), b.type, b.info),),
                         BinOp(link, BinOp(op, Name(n), bound), body))
    return body


def _names_in(e: Expr | None) -> list[Name]:
    if isinstance(e, Name):
        return [e]
    if isinstance(e, App):
        return [n for a in e.args for n in _names_in(a)]
    return []




_EXPR_TYPES = (Name, Num, App, BinOp, UnOp, Field, Ascribe, Quant, SetBuilder, Lambda, BigOp,
               Bracket, Ite)


def _field_notation(e: Any, apps: Mapping[int, App], types: Mapping[str, Expr]) -> Any:
    """"(the coxeter weight of P)(i, j)" (`apps`: such applications read, by identity) as
    Lean's field notation `P.coxeterWeight i j` when the statement binds `P` with a type in
    the function's namespace: the words name the function of P, and Lean puts P at the
    first explicit argument of its type, which only the signature says is the first
    (`p.rootMultiplicity a` is `Polynomial.rootMultiplicity a p`); any other object keeps
    the direct application, which places it first as written (`types`: the variables bound
    around `e`, a `fun`'s unknown)."""
    from forminv_lean.informalise.calls import namespace_of

    if isinstance(e, App) and apps.get(id(e)) is e and isinstance(e.args[0], Name) and \
            isinstance(e.fn, Name):
        space, _, last = e.fn.id.rpartition(".")
        obj = e.args[0].id
        if space and obj in types and namespace_of(types[obj]) == space:
            rest = tuple(_field_notation(a, apps, types) for a in e.args[1:])
            return App(Name(f"{obj}.{last}"), rest)
    if isinstance(e, Quant | Lambda | SetBuilder | BigOp):
        inner = dict(types)
        binders = e.binders if isinstance(e, Quant) else ()
        for b in binders:
            for n in b.names:
                if b.type is not None:
                    inner[n] = b.type
                else:
                    inner.pop(n, None)
        for n in _bound_names(e) if not isinstance(e, Quant) else ():
            inner.pop(n, None)
        return _rebuild(e, lambda x: _field_notation(x, apps, inner))
    if isinstance(e, _EXPR_TYPES):
        return _rebuild(e, lambda x: _field_notation(x, apps, types))
    return e


def _bound_names(e: Any) -> tuple[str, ...]:
    """The names a `fun` or set-builder binds (their types are not tracked: unknown)."""
    out: list[str] = []
    for f in dataclasses.fields(e):
        v = getattr(e, f.name)
        for x in v if isinstance(v, tuple) else (v,):
            if isinstance(x, str):
                out.append(x)
            elif isinstance(x, Binder):
                out.extend(x.names)
    return tuple(out)


def _rebuild(e: Any, go: Any) -> Any:
    """`e` with `go` applied to each sub-expression (binders' types and guards too)."""
    out: dict[str, Any] = {}
    for f in dataclasses.fields(e):
        v = getattr(e, f.name)
        if isinstance(v, _EXPR_TYPES):
            out[f.name] = go(v)
        elif isinstance(v, tuple):
            out[f.name] = tuple(_rebuild_any(x, go) for x in v)
    return dataclasses.replace(e, **out) if out else e


def _rebuild_any(x: Any, go: Any) -> Any:
    if isinstance(x, Binder):
        pred = (x.pred[0], go(x.pred[1])) if x.pred else None
        ty = go(x.type) if isinstance(x.type, _EXPR_TYPES) else x.type
        return dataclasses.replace(x, pred=pred, type=ty)
    if isinstance(x, tuple):
        return tuple(_rebuild_any(y, go) for y in x)
    return go(x) if isinstance(x, _EXPR_TYPES) else x


def _respell(e: Expr, names: Mapping[str, str]) -> Expr:
    """Constants the rendering spells short (`names`: full name -> spelling), spelt so."""
    if not names:
        return e
    if isinstance(e, Name):
        return Name(names.get(e.id, e.id))
    out: dict[str, Any] = {}
    for f in dataclasses.fields(e):  # type: ignore[arg-type]
        v = getattr(e, f.name)
        if isinstance(v, _EXPR_TYPES):
            out[f.name] = _respell(v, names)
        elif isinstance(v, tuple):
            out[f.name] = tuple(_respell_any(x, names) for x in v)
    return dataclasses.replace(e, **out) if out else e  # type: ignore[type-var]


def _respell_any(x: Any, names: Mapping[str, str]) -> Any:
    if isinstance(x, Binder):   # its type too: `ℝ≥0∞` the rendering writes `ENNReal`
        pred = (x.pred[0], _respell(x.pred[1], names)) if x.pred else None
        ty = _respell(x.type, names) if isinstance(x.type, _EXPR_TYPES) else x.type
        return dataclasses.replace(x, pred=pred, type=ty)
    if isinstance(x, tuple):
        return tuple(_respell_any(y, names) for y in x)
    return _respell(x, names) if isinstance(x, _EXPR_TYPES) else x


def _lean(tok: Token | str) -> Expr:
    """Marked Lean (`` `Nat.minFac n` ``) as the formal parser reads it."""
    from forminv_lean.formal import FormalParseError, parse

    try:
        return parse(str(tok).strip("`"))
    except FormalParseError as exc:
        raise ReadError(f"marked Lean that does not parse: {exc}") from None


def spellings(formal: str) -> dict[str, str]:
    """How a rendering spells the lexicon constants it writes by a short name: full name ->
    spelling (`Function.Injective` -> `Injective`). Give it to `read` as `names`."""
    from forminv_lean.formal import FormalParseError, parse
    from forminv_lean.informalise.calls import written_constants

    try:
        return written_constants(parse(formal))
    except (FormalParseError, RecursionError):
        return {}


# ----------------------------------------------------------------------------- the lexicon


@dataclass(frozen=True)
class _LexRule:
    """A generated rule: the constant its children (slots, in template order) apply."""

    entry: Entry
    slots: tuple[int, ...]
    field: str | None = None    # a template several namespaces share: field notation
    obj: int | None = None


_NT = {"closed": "lx_closed", "last": "lx_last", "term": "term", "math": "math"}
BUILTIN_TYPES = frozenset({"Set"})   # nouns the base grammar states itself


def _lit(word: str) -> str:
    return '"' + word.replace("\\", "\\\\").replace('"', '\\"') + '"'


def wordable(e: Entry) -> bool:
    """Does every wording of `e` name every argument (so a reading can rebuild the term)?"""
    from forminv_lean.informalise.lexicon import tokens

    if e.kind == "type":
        return e.noun is not None and e.english.startswith(e.noun[0])
    want = set(range(e.arity))
    return all({t for t in tokens(tpl) if isinstance(t, int)} == want
               for tpl in e.templates.values())


def _unapplied_rules() -> list[str]:
    """"the sine function": a one-argument function said unapplied is the constant itself
    (`Real.sin`, not `fun x ↦ Real.sin x`), one rule per words `calls.unapplied_entries`
    gives (the realiser's words, `calls.unapplied_words`)."""
    from forminv_lean.informalise.calls import unapplied_entries

    rules = []
    for k, (words, e) in enumerate(sorted(unapplied_entries().items())):
        alias = f"lxu_{k}"
        _LEX[alias] = _LexRule(e, ())
        rules.append(" ".join(_lit(w) for w in words.split()) + f" -> {alias}")
    return rules


def lexicon_rules(lex: Lexicon) -> tuple[str, set[str]]:
    """Grammar rules for every wordable lexicon entry (and the nouns that open an item),
    in the lexicon's order; the transformer learns what each alias builds."""
    from forminv_lean.informalise.lexicon import lead_words, slot_classes, tokens

    groups: dict[tuple[str, str], list[tuple[Entry, str]]] = {}
    from forminv_lean.informalise.phrases import FUNCTIONS

    for e in lex.entries:
        if e.kind == "type" or not wordable(e) or e.name in FUNCTIONS:
            continue   # (the realiser's own tables word what the signature interprets)
        for form, tpl in e.templates.items():
            cat = "lexphrase" if e.kind == "function" else "lexatom"
            key = (cat, " ".join(str(t) for t in tokens(tpl)))
            groups.setdefault(key, []).append((e, form))
    alts: dict[str, list[str]] = {"lexphrase": [], "lexatom": [], "lexconst": [],
                                  "instlex": []}
    for k, ((cat, _), members) in enumerate(groups.items()):
        e, form = members[0]
        if cat == "lexphrase" and e.arity == 0:
            cat = "lexconst"   # fixed words: an atom wherever it stands
        tpl = e.templates[form]
        classes = slot_classes(tpl, e.kind, symbol=form == "s")
        toks = tokens(tpl)
        body = " ".join(_lit(t) if isinstance(t, str) else _NT[classes[t]] for t in toks)
        alias = f"lx_{k}"
        rule = _LexRule(e, tuple(t for t in toks if isinstance(t, int)))
        if len(members) > 1:
            rule = _shared(members, rule)
        _LEX[alias] = rule
        alts[cat].append(f"{body} -> {alias}")
        if cat == "lexatom" and e.arity >= 1 and isinstance(toks[0], int):
            # a class on a term said in words ("such that l is a proper filter")
            alts["instlex"].append(f"var {body.split(' ', 1)[1]} -> {alias}")
    alts["lexconst"] += _unapplied_rules()
    out = [f"{cat}: " + "\n    | ".join(a) for cat, a in alts.items() if a]
    nouns: set[str] = set()
    ext: dict[str, list[str]] = {k: [] for k in ("typed_sg", "typed_pl", "typed_pl1",
                                                  "type_nf", "castnoun", "pi_index")}
    for k, e in enumerate(x for x in lex.entries if x.kind == "type"):
        if e.name in BUILTIN_TYPES or not wordable(e) or e.noun is None:
            continue
        sg, pl = (" ".join(_lit(w) for w in n.split()) for n in e.noun)
        toks = tokens(e.english[len(e.noun[0]):])
        tail = " ".join(_lit(t) if isinstance(t, str) else "var" if t == e.scalar else
                        ("type_pl" if e.arg_type(t).startswith(("Type", "Sort")) else "m_atom")
                        for t in toks)
        slots = tuple(t for t in toks if isinstance(t, int))
        _LEX_TYPES[f"lt_{k}_v"] = _LEX_TYPES[f"lt_{k}_t"] = (e, slots)
        ext["typed_sg"].append(f"{sg} var {tail} -> lt_{k}_v")
        ext["typed_pl"].append(f"{pl} names {tail} -> lt_{k}_v")
        ext["typed_pl1"].append(f"{pl} var {tail} -> lt_{k}_v")
        ext["type_nf"].append(f"{pl} {tail} -> lt_{k}_t")
        ext["castnoun"].append(f"{sg} {tail} -> lt_{k}_t")
        if "type_pl" not in tail:   # a dependent function's index (`pi_index`)
            ext["pi_index"].append(f"{sg} var {tail} -> lt_{k}_v")
        nouns.add(e.noun[0].split()[0])
    out += [f"%extend {nt}: " + "\n    | ".join(a) for nt, a in ext.items() if a]
    # a class noun may start with the first word of a several-word item noun ("finite type")
    out.append("!leadword: " + " | ".join(_lit(w) for w in sorted(lead_words())))
    _install_lexicon()
    return "\n".join(out) + "\n", nouns


def _shared(members: list[tuple[Entry, str]], rule: _LexRule) -> _LexRule:
    """Entries of several namespaces worded alike (`s is nonempty` for `Finset.Nonempty` and
    `Set.Nonempty`): read as field notation on the object, which Lean resolves by its type."""
    from forminv_lean.informalise.lexicon import object_slot

    fields = {e.name.rpartition(".")[2] for e, _ in members}
    slots = {object_slot(e, e.namespace) for e, _ in members}
    if len(fields) != 1 or len(slots) != 1 or None in slots:
        names = ", ".join(sorted(e.name for e, _ in members))
        raise RuntimeError(f"lexicon: one wording for unrelated constants ({names})")
    return dataclasses.replace(rule, field=fields.pop(), obj=slots.pop())


#: Type constants the formal side keeps as their infix (`α × β`; `types.TYPE_INFIXES`).
_INFIX_OF = {v: k for k, v in TYPE_INFIXES.items()}
_LEX: dict[str, _LexRule] = {}
_LEX_TYPES: dict[str, tuple[Entry, tuple[int, ...]]] = {}


def _type_spelling(e: Entry) -> str:
    """How a statement writes a lexicon type: `ℝ≥0` for NNReal, else its name."""
    return e.notation[0] if e.arity == 0 and e.notation else e.name


def _install_lexicon() -> None:
    """A transformer method for every generated alias."""
    from forminv_lean.informalise.calls import notation_form

    def build(rule: _LexRule) -> Any:
        def method(self: _Build, a: list[Any]) -> Expr:
            args: list[Expr | None] = [None] * rule.entry.arity
            for slot, x in zip(rule.slots, a, strict=True):
                args[slot] = self._term(x)
            full = tuple(x for x in args if x is not None)
            form = notation_form(rule.entry.name)
            if form is not None and form[1] == len(full):
                return UnOp(form[0], full[0]) if form[1] == 1 else BinOp(form[0], *full)
            if rule.field is not None and rule.obj is not None:
                obj, rest = full[rule.obj], full[:rule.obj] + full[rule.obj + 1:]
                head: Expr = Name(f"{obj.id}.{rule.field}") if isinstance(obj, Name) \
                    else Field(obj, rule.field)
                return App(head, rest) if rest else head
            return App(Name(rule.entry.name), full) if full else Name(rule.entry.name)
        return method

    from forminv_lean.informalise.lexicon import scalar_hom

    def build_type(entry: Entry, slots: tuple[int, ...], named: bool) -> Any:
        def method(self: _Build, a: list[Any]) -> Any:
            names, vals = (a[0], a[1:]) if named else (None, a)
            read = dict(zip(slots, (self._term(x) for x in vals), strict=True))
            for i in read:   # "over R" for `σ : R →+* S` is the plain map's `RingHom.id R`
                if scalar_hom(entry, i):
                    read[i] = App(Name("RingHom.id"), (read[i],))
            args = [read[i] for i in sorted(read)]   # Lean's order, whatever the wording's
            ty: Expr = App(Name(entry.name), tuple(args)) if args else \
                Name(_type_spelling(entry))
            if entry.name in _INFIX_OF and len(args) == 2:   # `Prod α β` is written `α × β`
                ty = BinOp(_INFIX_OF[entry.name], args[0], args[1])
            if not named:
                return ty
            return _Typed(ty, tuple(names) if isinstance(names, list) else (str(names),))
        return method

    for alias, rule in _LEX.items():
        setattr(_Build, alias, build(rule))
    for alias, (entry, slots) in _LEX_TYPES.items():
        setattr(_Build, alias, build_type(entry, slots, alias.endswith("_v")))
