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
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from forminv_lean.formal.meaning.ast import Expr
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
    return _index()[0]


@lru_cache(maxsize=1)
def _index() -> tuple[dict[str, tuple[str, ...]], frozenset[str]]:
    """(`_by_last`, the names of Mathlib's classes)."""
    from forminv_lean.formalise.name_index import default_index_dir

    folder = default_index_dir()
    if folder is None or not (folder / "declarations.jsonl.gz").exists():
        return {}, frozenset()
    out: dict[str, set[str]] = defaultdict(set)
    classes: set[str] = set()
    with gzip.open(folder / "declarations.jsonl.gz", "rt", encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            # a deprecated name (`Topology.Inducing`, an alias of `Topology.IsInducing`) is
            # no reading of a name's words: it would only make the current one ambiguous
            if r.get("private") or r.get("deprecated") or r.get("kind") not in KINDS:
                continue
            out[r["name"].rpartition(".")[2]].add(r["name"])
            if r["kind"] in ("class", "class inductive"):
                classes.add(r["name"])
    return {k: tuple(sorted(v)) for k, v in out.items()}, frozenset(classes)


def _predicate_like(head: str) -> bool:
    """A constant that names a proposition rather than a type, as far as its name and the
    lexicon tell (the index has no types): a class, a lexicon predicate or relation, or a name
    of a predicate's shape (`IsFoo`, `HasFoo`, `FooOn`, `FooAt`: `AnalyticAt 𝕜 f x` is the type
    of a proof, no "analytic at")."""
    from forminv_lean.informalise.lexicon import resolve

    last = head.rpartition(".")[2]
    entry = resolve(head)
    return head in _index()[1] or (entry is not None and entry.kind != "type") or \
        bool(re.match(r"(Is|Has)[A-Z]", last)) or last.endswith(("On", "At"))


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


def ns_function_name(ns: str, words: Sequence[str]) -> str | None:
    """The function "the <ns> <words> of x" names: the only definition whose last component
    is `words` in lower camel case and whose namespace is `ns` or ends with it ("the LSeries
    term of f": `LSeries.term`; "the Localization hom equiv of W":
    `CategoryTheory.Localization.homEquiv`); None when none or several are."""
    found = [n for n in _by_last().get(_join(words, lower=True), ())
             if _in_namespace(n.rpartition(".")[0], ns)]
    return found[0] if len(found) == 1 else None


def _in_namespace(space: str, ns: str) -> bool:
    return bool(ns) and (space == ns or space.endswith("." + ns))


def ns_words(name: str) -> tuple[str, list[str]] | None:
    """(namespace said, words) for a function whose last component alone names several
    definitions: the last component of its namespace and the words of its own last component
    (`LSeries.term` -> ("LSeries", ["term"])), when they read back to exactly `name`."""
    from forminv_lean.informalise.lexicon import _candidates

    if _candidates(name):   # the lexicon's phrase, over-applied (`Nat.iterate f n x`) too
        return None
    space, _, last = name.rpartition(".")
    ns = space.rpartition(".")[2]
    words = split_name(last) if last[:1].islower() and re.fullmatch(r"[A-Z][A-Za-z0-9]*", ns) \
        else None
    if words is None or ns_function_name(ns, words) != name:
        return None
    return ns, words


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
def type_words(head: str, arity: int = 1) -> str | None:
    """The noun for the type constructor `head` applied to `arity` variables ("matroid" for
    `Matroid α`; "lie submodule" for `LieSubmodule R L M`, said "on (R, L, M)"), or None when
    the reader would not read it back to `head`."""
    from lark.exceptions import LarkError

    from forminv_lean.formal.meaning.ast import App, Name, Quant
    from forminv_lean.informalise.reader import ReadError, _Build, _parser

    if not available():
        return None
    words = split_name(head.rpartition(".")[2])
    if words is None or type_name(words) != head or arity > 1 and _predicate_like(head):
        return None
    noun = " ".join(words)
    args = ("y", "z", "u", "v", "w", "p", "q")[:arity]
    if len(args) != arity:
        return None
    on = args[0] if arity == 1 else f"({', '.join(args)})"
    try:
        expr, _ = _Build().transform(_parser().parse(f"for every {noun} x on {on}, x equals x"))
    except (LarkError, ReadError):
        return None
    want = App(Name(head), tuple(Name(a) for a in args))
    ok = isinstance(expr, Quant) and expr.binders[0].type == want
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


def wording(name: str, kind: str, arity: int, obj_namespace: str | None = None, *,
            scalar: bool = False, heads: tuple[str | None, ...] = ()) -> str | None:
    """The generic template for constant `name` applied to `arity` arguments as a `kind`
    ("predicate" or "function"), or None when the reader would not read it back to `name`
    (`obj_namespace`: the namespace of the argument's type, where field notation on it
    looks; `scalar`: the first of several arguments is a type, said "over" it where a
    `Pattern` names the others' roles; `heads`: the heads of the arguments' types, which
    must be the pattern's)."""
    if not available():
        return None
    space = name.rpartition(".")[0]
    return _wording(name, kind, arity, arity == 1 and bool(space) and obj_namespace == space,
                    scalar, tuple(heads))


def field_wording(field: str, kind: str, obj_namespace: str | None, *, named: bool,
                  arity: int = 1) -> tuple[str, str] | None:
    """(template, constant) for field notation `x.field` on one object (`kind` as in
    `wording`): the constant is `T.field` with `T` the namespace of the object's type when
    that definition exists, else `.field` (Lean's field notation, several namespaces define
    it); None when the words would not read back to that field of that object. The words
    read back to the full name `T.field` only on a `named` object (a variable: `s.Foo`),
    whose field the elaborator resolves by its type as Lean does; on a compound object
    (`(a + b).foo`) it keeps the field unresolved, so only `.field` reads back the same.
    With more arguments (`arity` counts the object, first) only `.field` is used: Lean puts
    the object at the first explicit argument of its type, which need not be the first
    (`p.rootMultiplicity a` is `Polynomial.rootMultiplicity a p`)."""
    if not available() or not field[:1].isalpha():
        return None
    if arity == 1 and named and obj_namespace and \
            f"{obj_namespace}.{field}" in _by_last().get(field, ()):
        name = f"{obj_namespace}.{field}"
        template = _wording(name, kind, 1, True)
        return (template, name) if template is not None else None
    template = _wording("." + field, kind, arity, True)
    if template is None and arity == 1 and not named and obj_namespace and \
            f"{obj_namespace}.{field}" in _by_last().get(field, ()):
        # a compound object whose type's namespace defines the field (`(p * n).totient`,
        # `p n : ℕ`): Lean's field notation is `Nat.totient (p * n)`, and the words read
        # back to that application, which the elaborator resolves the field notation to
        # (read back whole, compared elaborated: an object typed otherwise is refused there);
        # only a field of one declared explicit argument, which the elaborator places the
        # object at as Lean does (an undeclared one it keeps as field notation, unresolved)
        from forminv_lean.formal.meaning.opaque import declared_signature

        name = f"{obj_namespace}.{field}"
        sig = declared_signature(name)
        if sig is None or len(sig) != 2:
            return None
        template = _wording(name, kind, 1, True)
        return (template, name) if template is not None else None
    return (template, "." + field) if template is not None else None


@dataclass(frozen=True)
class Pattern:
    """A Mathlib naming convention for a predicate of several arguments: the name is
    `prefix` + words + `suffix` (`ContinuousWithinAt`: "", ["continuous"], "WithinAt"), its arguments
    say the roles `template` names (`{w}` the words, `{0}`… the arguments in Lean's
    order). Each was read in Mathlib's docstrings at v4.19.0: `ContinuousOn f s` "`f` is
    continuous on `s`", `ContinuousAt f x` "`f` is continuous at `x`",
    `ContinuousWithinAt f s x` "… within `s` at `x`" (Mathlib/Topology/Continuous*.lean).
    (`HasDerivAt f f' x`, "`f` has the derivative `f'` at `x`", has no generic form: after
    "has" the lexicon's templates take a name, which the words would be read as.)
    `scalar` (the `over` forms): one more argument first, a type of scalars
    (`DifferentiableOn 𝕜 f s`: "`f` is differentiable on `s`" over the field `𝕜`, said
    "f is differentiable (over 𝕜) on s")."""

    key: str
    prefix: str
    suffix: str
    template: str
    #: The head each argument's type must have for the roles to be the convention's (a
    #: function `→` "is … on" a `Set`; None: any type). `ConvexOn 𝕜 s f` takes the set
    #: first, and `UniqueDiffWithinAt 𝕜 s x` is about a set: a name alone does not say the
    #: roles, the arguments' types must agree, else the call stays marked Lean.
    heads: tuple[str | None, ...]

    @property
    def arity(self) -> int:
        return len(SLOT.findall(self.template))


SLOT = re.compile(r"\{(\d+)\}")

#: The conventions, longest suffix first (`WithinAt` before `At`); a name matching none (or
#: applied to other arguments) stays marked Lean.
PATTERNS: tuple[Pattern, ...] = (
    Pattern("within_at", "", "WithinAt", "{0} is {w} within {1} at {2}", ("→", "Set", None)),
    Pattern("at", "", "At", "{0} is {w} at {1}", ("→", None)),
    Pattern("on", "", "On", "{0} is {w} on {1}", ("→", "Set")),
)


#: A last word that is a verb in the third person ("depends", "holds"), which "is" cannot
#: precede (adjectives in -ous, -ss, -is are no verbs: "continuous", "less").
_VERB = re.compile(r"(?<![ous])s$")


def _shifted(template: str) -> str:
    """A pattern's template with one more argument first, said "(over …)" after the words
    ("{1} is {w} (over {0}) on {2}": bare, "over" would follow a predicate, which the
    reader's "the sum of … over all i" also has)."""
    return SLOT.sub(lambda m: "{" + str(int(m.group(1)) + 1) + "}", template).replace(
        "{w}", "{w} (over {0})")


def pattern_names(key: str, words: Sequence[str]) -> tuple[str, ...]:
    """The names a pattern's words may stand for (`ContinuousOn` or `IsContinuousOn`)."""
    pat = next(p for p in PATTERNS if p.key == key)
    camel = _join(words, lower=False)
    return (pat.prefix + camel + pat.suffix,) + \
        (("Is" + camel + pat.suffix,) if not pat.prefix else ())


def pattern_name(key: str, words: Sequence[str]) -> str | None:
    """The predicate a pattern's words name, resolved as a one-argument predicate's name is
    (field notation excepted: with several arguments Lean's field notation need not put the
    object first)."""
    name = _resolve(pattern_names(key, words))
    return None if name is None or name.startswith(".") else name


def apply_template(words: Sequence[str], arity: int) -> str:
    """The generic form of a function of several arguments: the function applied to its
    first argument, applied to the rest ("(the foo of {0})({1}, {2})"; Lean's application
    is curried, so this is the same term)."""
    rest = ", ".join(f"{{{i}}}" for i in range(1, arity))
    return f"(the {' '.join(words)} of {{0}})({rest})"


def _roles(pat: Pattern, heads: tuple[str | None, ...], scalar: bool) -> str | None:
    """The pattern's template for arguments whose types have these heads (the first a type
    of scalars when `scalar`), or None when they are not the convention's roles."""
    got = heads[1:] if scalar else heads
    if len(got) != len(pat.heads) or any(
            want is not None and have != want for want, have in zip(pat.heads, got, strict=True)):
        return None
    return _shifted(pat.template) if scalar else pat.template


def _several(name: str, kind: str, arity: int, field_ok: bool, scalar: bool,
             heads: tuple[str | None, ...]) -> str | None:
    """A template for a constant of several arguments (see `Pattern` and
    `apply_template`), or None."""
    last = name.rpartition(".")[2]
    if kind == "function":
        words = split_name(last) if last[:1].islower() else None
        if words is not None and _applied_names(function_name(words), name, field_ok):
            return apply_template(words, arity)
        qualified = ns_words(name) if not field_ok else None
        return apply_template([qualified[0], *qualified[1]], arity) if qualified else None
    if field_ok:   # field notation: the object is the subject, the rest its parameters
        return _wrt_template(last, arity)
    # a convention names the roles of the arguments of a full name
    for pat in PATTERNS:
        if not (last.startswith(pat.prefix) and last.endswith(pat.suffix)):
            continue
        core = last[len(pat.prefix):len(last) - len(pat.suffix)]
        if not pat.prefix and core.startswith("Is") and core[2:3].isupper():
            core = core[2:]   # `IsIntegralCurveOn`: "… is integral curve on …"
        template = _roles(pat, heads, scalar) if len(heads) == arity else None
        words = split_name(core) if template is not None and core and \
            not core.startswith("Has") else None
        if words is not None and _VERB.search(words[-1]):
            words = None   # `DependsOn f s`: a verb, no "f is depends on s"
        if template is not None and words is not None and \
                pattern_name(pat.key, words) == name:
            return template.replace("{w}", " ".join(words))
        break
    # no convention names the roles: "a, b and c satisfy foo" would name every argument
    # but is no English a mathematician reads (`IsScalarTower S R M`), so the
    # call stays marked Lean (counted as raw Lean in the card)
    return None


@lru_cache(maxsize=4096)
def _wording(name: str, kind: str, arity: int, field_ok: bool, scalar: bool = False,
             heads: tuple[str | None, ...] = ()) -> str | None:
    last = name.rpartition(".")[2]
    if arity >= 2 and kind in ("predicate", "function"):
        template = _several(name, kind, arity, field_ok, scalar, heads)
        return template if template is not None and _reads_back(template, name, field_ok) \
            else None
    if kind == "predicate" and arity == 1:
        words = split_name(last.removeprefix("Is") if last.startswith("Is") and
                           last[2:3].isupper() else last)
        if words is None or not _names(predicate_name(words), name, field_ok):
            return None
        template = "{0} is " + " ".join(words)
    elif kind == "function" and arity == 1 and last[:1].islower():
        words = split_name(last)
        if words is None or not _names(function_name(words), name, field_ok):
            qualified = ns_words(name) if not name.startswith(".") else None
            if qualified is None:
                return None
            words = [qualified[0], *qualified[1]]
        template = "the " + " ".join(words) + " of {0}"
    else:
        return None
    return template if _reads_back(template, name, field_ok) else None


def _applied_names(resolved: str | None, name: str, field_ok: bool) -> bool:
    """Do the words of a function applied to several arguments ("(the coxeter weight of
    P)(i, j)") stand for `name`? The reader reads them as field notation on the object when
    the statement binds it in the function's namespace (`P.coxeterWeight i j`,
    `reader._field_notation`), so field notation `.last` is named by the one definition of
    that last component too (`RootPairing.coxeterWeight`)."""
    last = name.rpartition(".")[2]
    return _names(resolved, name, field_ok) or field_ok and resolved is not None and \
        resolved.rpartition(".")[2] == last


def wrt_field(words: Sequence[str]) -> str | None:
    """The field a predicate's words name after "x is … with respect to y" (field notation
    `x.IsFoo y` or `x.Foo y`): `IsFoo` when some definition of Mathlib ends with it (after
    "is" an adjective or noun, the `Is` names' reading), else `Foo` when one does; Lean
    resolves the field by the subject's type, and the read-back is compared elaborated."""
    camel = _join(words, lower=False)
    index = _by_last()
    return next((n for n in ("Is" + camel, camel) if n in index), None)


def _wrt_template(last: str, arity: int) -> str | None:
    """"{0} is localization with respect to {1}" for `x.IsLocalization y`, the further
    arguments bracketed ("with respect to ({1}, {2})"); None when the words are no
    adjective or noun (`x.Commutes y`: a verb), a field other than `Is…` relates two or more
    further arguments, or the words read back to another field."""
    is_named = last.startswith("Is") and last[2:3].isupper()
    if not is_named and arity > 2:
        return None   # `G.Reachable u v`, `c.Rel i j` relate their arguments: "G is reachable
        # with respect to (u, v)" misleads; one parameter reads well (`l.Sorted r`)
    core = last[2:] if is_named else last
    words = split_name(core) if core[:1].isupper() and not core.startswith("Has") else None
    if words is None or _VERB.search(words[-1]) or wrt_field(words) != last:
        return None
    rest = ", ".join(f"{{{i}}}" for i in range(1, arity))
    return f"{{0}} is {' '.join(words)} with respect to " + \
        (rest if arity == 2 else f"({rest})")


def _names(resolved: str | None, name: str, field_ok: bool) -> bool:
    """Does a resolution (`generic._resolve`) stand for `name`: the name itself, or field
    notation on an argument whose type is in `name`'s namespace?"""
    return resolved == name or field_ok and resolved == "." + name.rpartition(".")[2]


#: Variables the read-back probe fills a template's slots with (none a word of the grammar).
_PROBE = ("x", "y", "z", "u", "v", "w", "p", "q")


@lru_cache(maxsize=4096)
def _reads_back(template: str, name: str, field_ok: bool) -> bool:
    """Does the reader's grammar read the template, alone, as `name` applied (a word the
    grammar uses for its own structure would make it read something else)?"""
    from lark.exceptions import LarkError

    from forminv_lean.formal.meaning.ast import App, BinOp, Field, Name
    from forminv_lean.informalise.reader import ReadError, _Build, _parser

    n = len(set(SLOT.findall(template)))
    if n > len(_PROBE):
        return False
    args = tuple(Name(v) for v in _PROBE[:n])
    filled = SLOT.sub(lambda m: _PROBE[int(m.group(1))], template)
    probe = filled if template.startswith("{0}") else "r equals " + filled
    try:
        expr, _ = _Build().transform(_parser().parse(probe))
    except (LarkError, ReadError):
        return False
    last = name.rpartition(".")[2]
    wants: list[Expr] = [App(Name(name), args)]
    if n >= 2 and field_ok and not template.startswith("{0}"):
        # "(the coxeter weight of x)(y)" alone reads as the one `….coxeterWeight` applied;
        # in a statement binding x in its namespace, as field notation (`reader.read`)
        wants += [App(Name(full), args) for full in _by_last().get(last, ())]
    if field_ok:
        wants += [Name(f"x.{last}")] if n == 1 else \
            [App(Name(f"x.{last}"), args[1:]), App(Field(Name("x"), last), args[1:])]
    return any(expr in (w, BinOp("=", Name("r"), w)) for w in wants)


def call_reads_back(text: str, kind: str, expected: Expr | tuple[Expr, ...]) -> bool:
    """Does the reader read `text` (a constant of several arguments worded with its
    arguments) back to exactly the term `expected`? An argument's words can fail to read
    back where the template alone does (a `fun` the reader does not read, a type its words
    lose), and a generic wording is used only where they do."""
    from lark.exceptions import LarkError

    from forminv_lean.formal.meaning.ast import BinOp, Name
    from forminv_lean.informalise.reader import ReadError, _Build, _parser

    probe = text if kind == "predicate" else "r equals " + text
    try:
        expr, _ = _Build().transform(_parser().parse(probe))
    except (LarkError, ReadError, ValueError, RecursionError):
        return False
    wants = tuple(_alpha(w) for w in (expected if isinstance(expected, tuple) else (expected,)))
    expr = _alpha(expr)
    return any(expr == w or (kind != "predicate" and expr == BinOp("=", Name("r"), w))
               for w in wants)


def _alpha(x: Any, depth: int = 0) -> Any:
    """`x` with each `fun` curried and its bound names numbered by depth (`λ0`, …): the same
    term in Lean, as `(· ^ ·)` (`fun x✝1 x✝2 ↦ x✝1 ^ x✝2`) and its words, "the function x ↦
    (the function y ↦ x^y)", are. A binder other than explicit and plain is kept as it is."""
    import dataclasses

    from forminv_lean.families.rewrite import substitute
    from forminv_lean.formal.meaning.ast import Binder, Lambda

    if isinstance(x, tuple):
        return tuple(_alpha(y, depth) for y in x)
    if not dataclasses.is_dataclass(x) or isinstance(x, type):
        return x
    if isinstance(x, Lambda) and all(b.info == "explicit" and b.pred is None
                                     for b in x.binders):
        flat = [(n, b.type) for b in x.binders for n in b.names]
        body: Any = x.body
        for n, t in reversed(flat[1:]):
            body = Lambda((Binder((n,), t),), body)
        new = f"λ{depth}"
        return Lambda((Binder((new,), _alpha(flat[0][1], depth)),),
                      _alpha(substitute(body, {flat[0][0]: new}), depth + 1))
    return dataclasses.replace(x, **{f.name: _alpha(getattr(x, f.name), depth)
                                     for f in dataclasses.fields(x)})
