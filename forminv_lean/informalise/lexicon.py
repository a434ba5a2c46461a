"""The Mathlib lexicon: English for constants, types and classes the signature table does not
interpret (`extract/lexicon.toml` and `extract/lexicon.d/*.toml`, packaged under
`forminv_lean/_recipes/`).

Read through this one module by the realiser (words for an opaque term) and the reader
(grammar rules generated from the same templates, so every phrase the realiser writes from
the lexicon is one the reader parses back to the same constant). Every entry records where
its meaning was read in Mathlib's source.

A template is a sequence of words and slots `{i}` (the i-th argument, in Lean's order).
`english` is the canonical wording, `alt` a synonym (the syntactic family), `passive` the
same relation in the passive voice ("s is mapped into t by f", the passive family),
`symbol` a math form (the notation family: `{1} ≡ {2} (mod {0})`), `call` a function name
written `name(args)` inside arithmetic (`log(x)`). Type entries give a noun (`finite set`, plural
`finite sets`) and a tail after the variable (`of {0}`, where `{0}` is the argument type's
plural noun). Class entries name a type with that structure ("division ring"); a class
without an entry is named by splitting its CamelCase name (`DivisionSemiring` → "division
semiring"), which the reader joins back.

Short names (`Injective`, `Tendsto`, written under `open Function`/`open Filter`) resolve to
an entry whose full name ends with them when exactly one does, or exactly one whose
namespace is the head of an argument's type (`card s` with `s : Finset α`).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

KINDS = ("function", "predicate", "relation", "type")
SLOT = re.compile(r"\{(\d+)\}")
# Template tokens: a slot, a word, or one punctuation/math character.
TOKEN = re.compile(r"\{\d+\}|[\w'’∞±+−-]+|[^\s\w]")


@dataclass(frozen=True)
class Entry:
    """One lexicon entry (see the module docstring for the template fields)."""

    name: str
    kind: str
    args: tuple[str, ...]
    english: str
    alt: str | None = None
    passive: str | None = None
    symbol: str | None = None
    call: str | None = None
    noun: tuple[str, str] | None = None
    notation: tuple[str, ...] = ()
    source: str = ""
    #: a type entry's argument that is its scalar ring, written by its name ("a linear map
    #: from … to … over R"): a type, or a ring hom `σ : R →+* S` that must be `RingHom.id R`
    #: (the plain, not semilinear, map: `M →ₗ[R] N` is `LinearMap (RingHom.id R) M N`)
    scalar: int | None = None

    @property
    def arity(self) -> int:
        return len(self.args)

    def arg_type(self, i: int) -> str:
        """The declared type of argument `i` (`Finset α` for `s : Finset α`)."""
        return self.args[i].split(":", 1)[1].strip() if ":" in self.args[i] else ""

    @property
    def namespace(self) -> str:
        return self.name.rpartition(".")[0]

    @property
    def templates(self) -> dict[str, str]:
        """The wordings this entry can be read in: english, alt, symbol (those it has)."""
        out = {"w": self.english}
        if self.alt:
            out["a"] = self.alt
        if self.passive:
            out["p"] = self.passive
        if self.symbol:
            out["s"] = self.symbol
        return out


@dataclass(frozen=True)
class ClassEntry:
    """The English noun of a type class, and where its meaning was read."""

    name: str
    english: str
    source: str = ""


@dataclass(frozen=True)
class Lexicon:
    """The lexicon: English for Mathlib constants and type classes, read from `lexicon.toml`."""

    entries: tuple[Entry, ...]
    classes: tuple[ClassEntry, ...]

    def by_name(self) -> dict[str, Entry]:
        return {e.name: e for e in self.entries}


def lexicon_path() -> Path:
    """The lexicon's main file shipped with the recipes."""
    from forminv_lean.extract.recipes import recipe_dir

    return recipe_dir() / "lexicon.toml"


def lexicon_paths() -> list[Path]:
    """Every lexicon file: the main one, then `lexicon.d/*.toml` in name order (one file per
    area, so entries added for different parts of Mathlib live apart)."""
    extra = lexicon_path().parent / "lexicon.d"
    return [lexicon_path(), *sorted(extra.glob("*.toml"))]


def read_tables() -> dict[str, list[dict]]:
    """The raw `entry` and `class` tables of every lexicon file, concatenated in order."""
    out: dict[str, list[dict]] = {"entry": [], "class": []}
    for p in lexicon_paths():
        data = tomllib.loads(p.read_text(encoding="utf-8"))
        for key in out:
            out[key].extend(data.get(key, ()))
    return out


def _entry(d: dict) -> Entry:
    noun = d.get("noun")
    return Entry(name=d["name"], kind=d["kind"], args=tuple(d.get("args", ())),
                 english=d["english"], alt=d.get("alt") or None,
                 passive=d.get("passive") or None, symbol=d.get("symbol") or None,
                 call=d.get("call") or None, noun=(noun[0], noun[1]) if noun else None,
                 notation=tuple(d.get("notation", ())), source=d.get("source", ""),
                 scalar=d.get("scalar"))


@lru_cache(maxsize=1)
def load() -> Lexicon:
    """The packaged lexicon (read once)."""
    data = read_tables()
    return Lexicon(tuple(_entry(d) for d in data.get("entry", ())),
                   tuple(ClassEntry(d["name"], d["english"], d.get("source", ""))
                         for d in data.get("class", ())))


def tokens(template: str) -> list[str | int]:
    """A template as words/punctuation (str) and slots (int)."""
    out: list[str | int] = []
    for t in TOKEN.findall(template):
        m = SLOT.fullmatch(t)
        out.append(int(m.group(1)) if m else t)
    return out


def fill(template: str, args: Sequence[str]) -> str:
    """A template with its slots replaced by the arguments' text."""
    return SLOT.sub(lambda m: args[int(m.group(1))], template)


# ----------------------------------------------------------------------------- resolution


#: The namespace of a type written with notation (`ℝ≥0∞` is `ENNReal`, Mathlib's
#: `scoped notation "ℝ≥0∞" => ENNReal`, Mathlib/Data/ENNReal/Basic.lean).
TYPE_NAMESPACES = {"ℕ": "Nat", "ℤ": "Int", "ℚ": "Rat", "ℝ": "Real", "ℂ": "Complex",
                   "ℝ≥0": "NNReal", "ℝ≥0∞": "ENNReal"}


def _type_namespace(ty_head: str | None) -> str | None:
    return TYPE_NAMESPACES.get(ty_head or "", ty_head)


@lru_cache(maxsize=4096)
def _candidates(name: str) -> tuple[Entry, ...]:
    entries = [e for e in load().entries if e.kind != "type"]
    exact = [e for e in entries if e.name == name]
    if exact:
        return tuple(exact)
    return tuple(e for e in entries if e.name.endswith("." + name))


def resolve(name: str, arg_heads: Iterable[str | None] = ()) -> Entry | None:
    """The entry a constant written `name` stands for, or None when the lexicon has none or
    cannot tell which (`arg_heads`: the head of each argument's type, where known)."""
    found = _candidates(name)
    if len(found) == 1:
        return found[0]
    if not found:
        return None
    heads = list(arg_heads)
    spaces = {_type_namespace(h) for h in heads if h}
    typed = [e for e in found if e.namespace in spaces]
    if len(typed) == 1:
        return typed[0]
    fitting = [e for e in found if _fits_types(e, heads)]
    return fitting[0] if len(fitting) == 1 else None


def _fits_types(e: Entry, heads: Sequence[str | None]) -> bool:
    """Could arguments with these type heads be `e`'s (a declared `ℕ` is not a function)?"""
    if len(heads) != e.arity:
        return False
    for i, h in enumerate(heads):
        want = e.arg_type(i)
        if h is None or not want:
            continue
        if ("→" in want) != (h == "→"):
            return False
        if "→" not in want and want.split(" ")[0] not in _TYPE_PARAMS and \
                want.split(" ")[0] != h:
            return False
    return True


_TYPE_PARAMS = frozenset({"α", "β", "γ", "δ", "ι", "X", "Y", "S", "R", "M"})


def scalar_hom(entry: Entry, i: int) -> bool:
    """Is argument `i` the entry's scalar ring given as a ring hom (`σ : R →+* S`), which a
    statement writes `RingHom.id R` and the wording by `R`?"""
    return i == entry.scalar and "→+*" in entry.arg_type(i)


def field_entry(namespace: str, field: str) -> Entry | None:
    """`s.card` with `s : Finset α`: the entry `Finset.card` (None if not in the lexicon)."""
    return load().by_name().get(f"{namespace}.{field}")


@lru_cache(maxsize=1024)
def shared_wording(entry: Entry) -> bool:
    """Whether another namespace's entry has the same field and wording (`Nat.ModEq` and
    `Int.ModEq`: "a is congruent to b modulo n"): the reader reads such a wording as field
    notation on the object, which Lean resolves by the object's type."""
    field = entry.name.rpartition(".")[2]
    return any(e is not entry and e.name.rpartition(".")[2] == field and e.english ==
               entry.english for e in load().entries)


def object_slot(entry: Entry, namespace: str) -> int | None:
    """Where Lean's field notation puts the object: the first explicit argument whose type
    is in the entry's namespace (`s.filter p` is `Finset.filter p s`)."""
    for i in range(entry.arity):
        head = entry.arg_type(i).split(" ")[0]
        if head == namespace or _type_namespace(head) == namespace:   # `n : ℤ` is in `Int`
            return i
    return None


@lru_cache(maxsize=256)
def type_entry(head: str) -> Entry | None:
    """The type entry for a type constructor or type name (`Finset`, `ℝ≥0`)."""
    for e in load().entries:
        if e.kind == "type" and (e.name == head or e.arity == 0 and head in e.notation):
            return e
    return None


@lru_cache(maxsize=1)
def calls() -> dict[str, Entry]:
    """Math call names (`log` in `log(x)`) -> entry."""
    return {e.call: e for e in load().entries if e.call}


# ----------------------------------------------------------------------------- classes


CAMEL = re.compile(r"[A-Z][a-z]+|[a-z]+")
#: Mathlib's abbreviations in class names, spelt out (`AddCommGroup` → "additive commutative
#: group", as the realiser's own table says it); the reader joins them back.
ABBREVIATIONS = {"Add": "additive", "Comm": "commutative", "Mul": "multiplicative",
                 "Assoc": "associative"}
_SPELT = {v: k for k, v in ABBREVIATIONS.items()}


def split_camel(name: str) -> str | None:
    """`DivisionSemiring` → "division semiring", `NormedAddCommGroup` → "normed additive
    commutative group"; None when the words do not join back to exactly the name
    (acronyms, digits, dots)."""
    parts = CAMEL.findall(name)
    if not parts or "".join(parts) != name or not name[:1].isupper():
        return None
    words = [ABBREVIATIONS.get(p, p.lower()) for p in parts]
    return " ".join(words) if join_camel(words) == name else None


def join_camel(words: Sequence[str]) -> str:
    """Words back into a CamelCase name (the inverse of splitting one)."""
    return "".join(_SPELT.get(w) or w[:1].upper() + w[1:] for w in words)


@lru_cache(maxsize=1)
def class_nouns() -> dict[str, str]:
    """Class name -> noun: the realiser's table (phrases.CLASS_NOUNS), then the lexicon."""
    from forminv_lean.informalise.phrases import CLASS_NOUNS

    out = dict(CLASS_NOUNS)
    for c in load().classes:
        out.setdefault(c.name, c.english)
    return out


@lru_cache(maxsize=1)
def _noun_classes() -> dict[str, str]:
    out: dict[str, str] = {}
    for name, noun in class_nouns().items():
        out.setdefault(noun, name)
    return out


#: The nouns of typed items ("every natural number n", "every finite set s of …"), singular
#: and plural, besides the lexicon's types.
BUILTIN_NOUNS = ("natural number", "natural numbers", "integer", "integers", "rational number",
                 "rational numbers", "real number", "real numbers", "complex number",
                 "complex numbers", "proposition", "propositions", "element", "elements", "set",
                 "sets", "subset", "subsets", "function", "functions")


@lru_cache(maxsize=1)
def item_nouns() -> tuple[str, ...]:
    """Every typed-item noun (built-in and the lexicon's types)."""
    lex = [n for e in load().entries if e.kind == "type" and e.noun for n in e.noun]
    return tuple(dict.fromkeys([*BUILTIN_NOUNS, *lex]))


@lru_cache(maxsize=1)
def lead_words() -> frozenset[str]:
    """First words of the typed-item nouns of several words ("finite" of "finite set"): a
    class noun may start with one ("every finite type n"), since the reader tells the two
    apart by the next word."""
    return frozenset(n.split()[0] for n in item_nouns() if " " in n)


#: Classes on a type with a parameter before it that mathematicians say "over" (`Module R M`:
#: "a module over R"; Mathlib's docstrings: "a module over a semiring", "an algebra over a
#: commutative semiring", "a normed space over a normed field"; "the `R`-module `M` is free",
#: "`M` is a Noetherian `R`-module", "a complex manifold (modelled over `ℂ^n`)"; an
#: `AddTorsor G P` is `P` acted on freely and transitively by `G`, a torsor over `G`;
#: `ContinuousSMul M X`: the scalar multiplication `M → X → X` is continuous). A class
#: is written `"Module over R"` here, and the reader's `class_of_noun` gives the same string
#: back. Each of these classes is on its last argument, at v4.19.0.
OVER_CLASSES = frozenset({"Module", "Algebra", "NormedSpace", "NormedAlgebra",
                          "InnerProductSpace", "LieAlgebra", "LieRingModule", "ChartedSpace",
                          "FiniteDimensional", "IsNoetherian", "IsArtinian", "Module.Finite",
                          "Module.Free", "AddTorsor", "NormedAddTorsor",
                          "ContinuousSMul", "SMul", "MulAction", "DistribMulAction",
                          "MulSemiringAction", "MulDistribMulAction", "NoZeroSMulDivisors",
                          "ContinuousConstSMul", "StarModule", "OrderedSMul"})
OVER = " over "
#: A parameter the reader takes as one word (a variable, `R`, `𝕜`, or a number type `ℝ`), as
#: the grammar's VAR.
PARAM = re.compile(r"[A-Za-z\u03b1-\u03c9\u0391-\u03a9\U0001d400-\U0001d7ff\u2115\u2124\u211a\u211d\u2102]"
                   r"[A-Za-z0-9_'\u03b1-\u03c9\u0391-\u03a9\u2080-\u2089\U0001d400-\U0001d7ff]*")


def over_class(cls: str, param: str) -> str | None:
    """`Module R M` as the class string `"Module over R"`, or None when it is not one said
    that way (another class, or a parameter that is not a single name)."""
    ok = cls in OVER_CLASSES and PARAM.fullmatch(param) and param not in ("over", "that")
    return f"{cls}{OVER}{param}" if ok else None


def class_noun(name: str) -> str | None:
    """The noun for a type with class `name` ("division semiring", "module over R"), or None
    when it has no readable one (the reader must map the noun back to exactly this class): a
    noun that starts like a typed item ("set like", "natural number …") would be read as
    one."""
    if OVER in name:
        cls, _, param = name.partition(OVER)
        head = class_noun(cls) if over_class(cls, param) else None
        return f"{head}{OVER}{param}" if head else None
    noun = class_nouns().get(name)
    if noun is None:
        noun = split_camel(name)
        if noun is None or noun in _noun_classes() or not _reads_as_noun(noun):
            return None
    words = noun.split()
    if any(noun == n or noun.startswith(n + " ") for n in item_nouns()) or (
            words[0] in {n for n in item_nouns() if " " not in n}) or "over" in words:
        return None
    return noun


#: Words a split name can end in that name no kind of thing ("every additive R", "every zero
#: M"): such a class, unworded by the lexicon, stays marked Lean.
_NOT_NOUNS = frozenset({"additive", "multiplicative", "sub", "neg", "inv", "div", "mod",
                        "pow", "append", "star", "nonempty", "inhabited", "unique", "finite",
                        "countable", "infinite", "nontrivial", "trivial", "closed", "free"})


def _reads_as_noun(noun: str) -> bool:
    """Whether a noun split from a class's name reads as one: not a predicate ("is alg
    closed", "is noetherian ring": the lexicon words those), not an adjective or an
    operation's name alone."""
    words = noun.split()
    return words[0] != "is" and words[-1] not in _NOT_NOUNS and words != ["zero"]


def class_of_noun(words: Sequence[str]) -> str:
    """The inverse of `class_noun`: a table noun's class, else the CamelCase join."""
    if len(words) >= 3 and words[-2] == "over":   # "module over R"
        return f"{class_of_noun(words[:-2])}{OVER}{words[-1]}"
    noun = " ".join(words)
    return _noun_classes().get(noun) or join_camel(words)


# ----------------------------------------------------------------------------- templates


def is_symbol(template: str, entry: Entry) -> bool:
    """Is `template` the entry's symbol form (math slots) rather than a wording?"""
    return template == entry.symbol


def slot_classes(template: str, kind: str, *, symbol: bool = False) -> dict[int, str]:
    """How each slot of a template takes its argument (the realiser words the argument to
    fit, the reader's generated rule parses exactly that): `math` in a symbol form; in a
    predicate or relation `term` at either end and `closed` inside; in a function's phrase
    `last` for a final slot and `closed` elsewhere. A phrase nests unbracketed only where
    nothing of the template follows it, so no sentence has two parses."""
    toks = tokens(template)
    out: dict[int, str] = {}
    for k, t in enumerate(toks):
        if not isinstance(t, int):
            continue
        if symbol:
            out[t] = "math"
        elif kind in ("predicate", "relation"):
            # "{1} and {2} are congruent …": the second of two coordinated subjects is a
            # term, as in the reader's "x and y are coprime"
            coordinated = k + 1 < len(toks) and toks[k + 1] == "are"
            out[t] = "term" if k in (0, len(toks) - 1) or coordinated else "closed"
        else:
            out[t] = "last" if k == len(toks) - 1 else "closed"
    return out
