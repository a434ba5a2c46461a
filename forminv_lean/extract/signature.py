"""Lean declaration header -> closed formal rendering (Track B theorems get a formula).

`theorem Nat.dvd_add {k m n : ℕ} (h₁ : k ∣ m) (h₂ : k ∣ n) : k ∣ m + n` becomes
`∀ k m n : ℕ, k ∣ m → k ∣ n → k ∣ m + n`: term binders become ∀ binders, hypotheses become
implications in their order, class binders stay class binders, universes are dropped, and
type variables Lean auto-bound (`α` in `(s : Set α)` with no binder for `α`) are bound.

The rendering must be true exactly when the theorem is, so nothing is approximated: a
class outside the language is reported, never swapped for a "close" one. The one thing
dropped is a `Decidable*` instance binder, since such an instance always exists
(classically) and the language has no construct that could depend on which one it is.
Every result is checked by the formal language's own parser and elaborator.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from forminv_lean.extract.lean_decl import Binder, LeanDecl

# The classes the brief guarantees; the formal package's own table may add more.
BASE_CLASSES = frozenset({
    "Monoid", "CommMonoid", "AddMonoid", "AddCommMonoid", "Group", "AddGroup", "AddCommGroup",
    "Ring", "CommRing", "Field", "PartialOrder", "LinearOrder", "Lattice",
})
DROPPABLE_CLASS = re.compile(r"^(DecidableEq|DecidablePred|DecidableRel|Decidable)\b")
SORT = re.compile(r"^(Type|Sort)(\s*\*|\s+[\w.']+|\s+_)?$")
TYPE_CONSTRUCTORS = frozenset({"Set", "Finset", "Multiset", "List", "Fin", "Option", "Matrix",
                               "Polynomial", "ZMod", "Array"})
TYPE_NAMES = frozenset({"ℕ", "ℤ", "ℚ", "ℝ", "ℂ", "Nat", "Int", "Rat", "Real", "Complex", "Prop"})
PROP_HEADS = frozenset({
    "Nat.Prime", "Prime", "Even", "Odd", "Nat.Coprime", "Coprime", "IsOpen", "IsClosed",
    "Irrational", "Continuous", "Monotone", "Antitone", "StrictMono", "StrictAnti",
    "Function.Injective", "Function.Surjective", "Function.Bijective", "Squarefree",
    "IsSquare", "Set.Nonempty", "Set.Finite", "Set.Infinite", "Nonempty", "Not",
    "Disjoint", "IsUnit", "IsLeast", "IsGreatest",
})
# Greek letters (not π, which is `Real.pi` under `open Real`) or one capital, maybe indexed.
TYPEVAR_NAME = re.compile(r"^(?:[α-ορ-ωΑ-Ω]|[A-Z])[₀-₉0-9']*$")
GREEK_TOKEN = re.compile(r"(?<![\w.'])([α-ορ-ωΑ-Ω][₀-₉0-9']*)(?![\w'])")
IDENT = re.compile(r"[A-Za-zα-ωΑ-Ω_][\w'.₀-₉]*")
# Bare names that a `namespace` makes mean a qualified constant.
NAMESPACED = {
    "Nat": ("factorial", "choose", "gcd", "lcm", "succ", "pred", "sqrt", "Prime", "Coprime"),
    "Int": ("gcd", "lcm", "natAbs", "toNat", "sqrt", "emod", "ediv"),
    "Real": ("sqrt", "pi", "exp", "log"),
    "Set": ("univ",),
}


@dataclass(frozen=True)
class SignatureResult:
    """A rendering, or None with the reason (``unsupported: <first offending symbol>``)."""

    formal: str | None
    reason: str | None = None


@dataclass(frozen=True)
class _Piece:
    """One step of the rendering, in binder order: a ∀ binder or a hypothesis."""

    kind: str          # "typevar" | "class" | "var" | "hyp"
    text: str          # hypothesis text, class text, or the binder's type
    names: tuple[str, ...] = ()


def supported_classes() -> frozenset[str]:
    """The brief's list plus whatever the formal package's class table knows."""
    try:
        from forminv_lean.formal.signature import CLASS_PARENTS
    except ImportError:  # pragma: no cover - the formal package is always there in a release
        return BASE_CLASSES
    return BASE_CLASSES | frozenset(CLASS_PARENTS)


def signature_to_formal(decl: LeanDecl) -> SignatureResult:
    """Closed rendering of a theorem header, or the reason it has none."""
    if decl.kind not in ("theorem", "lemma", "example"):
        return SignatureResult(None, f"not a theorem: {decl.kind}")
    namespace = decl.name.split(".")[0] if "." in decl.name else ""
    try:
        pieces = _pieces(decl, namespace)
    except _Unsupported as exc:
        return SignatureResult(None, f"unsupported: {exc.symbol}")
    statement = _qualify(decl.statement, namespace, _bound_names(pieces))
    text = _assemble(pieces, statement)
    reason = validate(text)
    return SignatureResult(None, reason) if reason else SignatureResult(text, None)


def coverage(decls: Iterable[LeanDecl]) -> dict[str, Any]:
    """How many declarations get a rendering, and why the others do not (most common first)."""
    reasons: Counter[str] = Counter()
    total = ok = 0
    for d in decls:
        total += 1
        r = signature_to_formal(d)
        if r.formal is not None:
            ok += 1
        else:
            reasons[r.reason or "?"] += 1
    return {"total": total, "renderable": ok, "not_renderable": total - ok,
            "rate": ok / total if total else 0.0, "by_reason": dict(reasons.most_common())}


# ----------------------------------------------------------------------------- binders


class _Unsupported(Exception):
    def __init__(self, symbol: str) -> None:
        super().__init__(symbol)
        self.symbol = symbol


def _pieces(decl: LeanDecl, namespace: str) -> list[_Piece]:
    pieces: list[_Piece] = []
    bound: set[str] = set()
    typevars: set[str] = set()
    classes = supported_classes()
    for b in decl.binders:
        t = " ".join((b.type or "").split())
        if b.kind == "instance":
            if DROPPABLE_CLASS.match(t):
                continue
            cls = t.split()[0] if t else "?"
            if cls not in classes:
                raise _Unsupported(cls)
            pieces.append(_Piece("class", t))
            continue
        if not t:
            raise _Unsupported(f"untyped binder {{{' '.join(b.names)}}}")
        if SORT.match(t):
            sort = "Sort*" if t.startswith("Sort") else "Type*"
            pieces.append(_Piece("typevar", sort, b.names))
            typevars.update(b.names)
            bound.update(b.names)
            continue
        t = _qualify(t, namespace, bound)
        if _is_prop(t, b, bound, typevars):
            pieces.append(_Piece("hyp", t))
        else:
            pieces.append(_Piece("var", t, b.names))
            bound.update(b.names)
    auto = _autobound(pieces, decl.statement, bound)
    return [_Piece("typevar", "Type*", (a,)) for a in auto] + pieces


def _is_prop(t: str, b: Binder, bound: set[str], typevars: set[str]) -> bool:
    """Whether a binder's type is a proposition (a hypothesis) rather than a type."""
    from forminv_lean.formal.ast import App, BinOp, Name, Quant, UnOp

    try:
        e = _parse(t)
    except Exception:  # unparsable: decide by Lean's naming convention for hypotheses
        return b.names[:1] != () and b.names[0][:1] in ("h", "H")
    if isinstance(e, Quant) or (isinstance(e, UnOp) and e.op == "¬"):
        return True
    if isinstance(e, BinOp):
        if e.op == "→":
            return _is_prop_expr(e.lhs) or _is_prop_expr(e.rhs)
        return e.op not in ("×", "⊕")
    if isinstance(e, Name):
        if e.id in TYPE_NAMES or e.id in typevars or e.id in ("True", "False"):
            return e.id in ("True", "False")
        head = e.id.rsplit(".", 1)[0]
        if head in bound:  # `p.Prime`, `n.Coprime`-style field notation on a variable
            return True
        return not TYPEVAR_NAME.match(e.id) and b.names[0][:1] in ("h", "H")
    if isinstance(e, App) and isinstance(e.fn, Name):
        if e.fn.id in TYPE_CONSTRUCTORS:
            return False
        if e.fn.id in PROP_HEADS or e.fn.id.rsplit(".", 1)[0] in bound:
            return True
    return b.names[0][:1] in ("h", "H")


def _is_prop_expr(e: Any) -> bool:
    from forminv_lean.formal.ast import BinOp, Quant, UnOp

    return isinstance(e, Quant | UnOp) or (isinstance(e, BinOp) and e.op not in ("→",))


def _autobound(pieces: list[_Piece], statement: str, bound: set[str]) -> list[str]:
    """Type variables used but never bound (Lean's auto-bound implicits), in first-use order."""
    found: list[str] = []
    for p in pieces:
        if p.kind in ("var", "class"):
            for tok in IDENT.findall(p.text):
                if TYPEVAR_NAME.match(tok) and tok not in bound and tok not in found:
                    found.append(tok)
    for tok in GREEK_TOKEN.findall(statement):
        if tok not in bound and tok not in found:
            found.append(tok)
    return found


def _bound_names(pieces: list[_Piece]) -> set[str]:
    return {n for p in pieces for n in p.names}


def _qualify(text: str, namespace: str, bound: set[str]) -> str:
    """`choose n k` inside `namespace Nat` means `Nat.choose n k`: say so explicitly."""
    for short in NAMESPACED.get(namespace, ()):
        if short in bound:
            continue
        text = re.sub(rf"(?<![\w.'₀-₉]){re.escape(short)}(?![\w'₀-₉])",
                      f"{namespace}.{short}", text)
    return text


# ----------------------------------------------------------------------------- assembly


def _assemble(pieces: list[_Piece], statement: str) -> str:
    out: list[str] = []
    run: list[_Piece] = []

    def flush() -> None:
        if run:
            out.append(f"∀ {_binders(run)}, ")
            run.clear()

    for p in pieces:
        if p.kind == "hyp":
            flush()
            out.append(f"{_hyp_text(p.text)} → ")
        else:
            run.append(p)
    flush()
    stmt = statement
    if out and out[-1].endswith("→ ") and _top_op(stmt) == "↔":
        stmt = f"({stmt})"
    return "".join(out) + stmt


def _binders(run: list[_Piece]) -> str:
    """`m n k : ℕ` when every binder is a variable of one type, else bracketed groups."""
    if all(p.kind == "var" for p in run) and len({p.text for p in run}) == 1:
        names = " ".join(n for p in run for n in p.names)
        return f"{names} : {run[0].text}"
    parts: list[str] = []
    for p in run:
        if p.kind == "class":
            parts.append(f"[{p.text}]")
        elif p.kind == "typevar":
            parts.append(f"{{{' '.join(p.names)} : {p.text}}}")
        elif parts and parts[-1].endswith(f" : {p.text})") and parts[-1].startswith("("):
            parts[-1] = f"({parts[-1][1:].split(' : ')[0]} {' '.join(p.names)} : {p.text})"
        else:
            parts.append(f"({' '.join(p.names)} : {p.text})")
    return " ".join(parts)


def _hyp_text(text: str) -> str:
    """A hypothesis in front of `→`: bracketed if its own top operator would regroup."""
    return f"({text})" if _top_op(text) in ("→", "↔", "∀", "∃", "?") else text


def _top_op(text: str) -> str:
    from forminv_lean.formal.ast import BinOp, Quant

    try:
        e = _parse(text)
    except Exception:
        return "?"
    if isinstance(e, Quant):
        return e.kind
    return e.op if isinstance(e, BinOp) else ""


# ----------------------------------------------------------------------------- validation


def _parse(text: str) -> Any:
    import forminv_lean.formal as formal

    fn = getattr(formal, "parse", None)
    if callable(fn):
        return fn(text)
    from forminv_lean.formal.parser import parse

    return parse(text)


def _elaborator() -> Any:
    """The formal package's `elaborate`, however the package facade happens to look.

    Importing the submodule `forminv_lean.formal.elaborate` rebinds the package attribute
    `elaborate` to that module, so the attribute is only trusted when it is callable.
    """
    import forminv_lean.formal as formal

    fn = getattr(formal, "elaborate", None)
    if callable(fn):
        return fn
    from forminv_lean.formal.elaboration import elaborate_expr

    return lambda text: elaborate_expr(_parse(text))


def validate(text: str) -> str | None:
    """None if the rendering is in the language, else ``unsupported: <symbol>``."""
    from forminv_lean.formal.errors import FormalParseError, UnsupportedError

    try:
        _elaborator()(text)
    except FormalParseError as exc:
        return f"unsupported: {exc.got.strip(chr(39))}"
    except UnsupportedError as exc:
        return f"unsupported: {exc.symbol}"
    return None
