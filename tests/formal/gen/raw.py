"""Renderings as raw syntax trees (`forminv_lean.formal.meaning.ast`): a printer, and the mutations
and true rewrites that the differential tests apply to real renderings (the curated set's
`formal` fields) and to type-class statements.

The printer parenthesises every operand, which Lean and the checker both read the same way
(parentheses are transparent to `binop%`; see `gen.syntax`). A mutation may change meaning
(swap ∀/∃, drop a binder or a hypothesis, change a binder type, flip a relation, move a
cast, change an operator or numeral); a rewrite must not (order flip, De Morgan, ∀ ↔ ¬∃¬,
commuting ∧ ∨ ↔ ∩ ∪ and = ≠, alpha-renaming, ≠ ↔ ¬ =, double negation, → as ∨).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import fields, replace
from typing import Any

from forminv_lean.formal.meaning.ast import (
    App,
    Ascribe,
    Binder,
    BinOp,
    Field,
    Name,
    Num,
    Quant,
    SetBuilder,
    UnOp,
)
from forminv_lean.formal.meaning.parser import parse
from gen.choose import Chooser, pick

NODES = (Name, Num, App, BinOp, UnOp, Field, Ascribe, Quant, SetBuilder, Binder)
LOGIC = ("∧", "∨", "→", "↔")
RELS = ("=", "≠", "<", "≤", ">", "≥", "∣", "∈", "∉", "⊆", "⊂")
ARITH = ("+", "-", "*", "/", "%", "∩", "∪", "\\", "⊔", "⊓", "^")
SORTS = ("Type*", "Sort*", "Type", "Type u", "Type _")


# -- printing ------------------------------------------------------------------------------

def show(e: Any) -> str:
    """Text for a raw tree; `parse(show(e))` gives `e` back (up to binder grouping)."""
    if isinstance(e, Name):
        return e.id
    if isinstance(e, Num):
        return e.text
    if isinstance(e, App):
        return " ".join([_atom(e.fn)] + [_atom(a) for a in e.args])
    if isinstance(e, BinOp):
        return f"{_atom(e.lhs)} {e.op} {_atom(e.rhs)}"
    if isinstance(e, UnOp):
        if e.op == "abs":
            return f"|{show(e.arg)}|"
        if e.op in ("!", "⁻¹", "ᶜ"):
            return f"{_atom(e.arg)}{e.op}"
        return f"{e.op}{_atom(e.arg)}"
    if isinstance(e, Field):
        return f"({show(e.obj)}).{e.field}"
    if isinstance(e, Ascribe):
        return f"({show(e.expr)} : {show(e.type)})"
    if isinstance(e, Quant):
        return f"{e.kind} {' '.join(_binder(b) for b in e.binders)}, {show(e.body)}"
    if isinstance(e, SetBuilder):
        t = f" : {show(e.type)}" if e.type is not None else ""
        return f"{{{e.var}{t} | {show(e.body)}}}"
    raise TypeError(e)


def _atom(e: Any) -> str:
    if isinstance(e, Name | Num | Ascribe | SetBuilder | Field) or \
            (isinstance(e, UnOp) and e.op == "abs"):
        return show(e)
    return f"({show(e)})"


def _binder(b: Binder) -> str:
    names = " ".join(b.names)
    if b.pred is not None:
        return f"{names} {b.pred[0]} {_atom(b.pred[1])}"
    if b.info == "inst":
        return f"[{show(b.type)}]" if b.names == ("_",) else f"[{b.names[0]} : {show(b.type)}]"
    t = f" : {show(b.type)}" if b.type is not None else ""
    if b.info == "implicit":
        return f"{{{names}{t}}}"
    if b.info == "strict":
        return f"⦃{names}{t}⦄"
    return f"({names}{t})" if t else names


# -- traversal -----------------------------------------------------------------------------

def children(e: Any) -> list[Any]:
    out: list[Any] = []
    for f in fields(e):
        v = getattr(e, f.name)
        if isinstance(v, NODES):
            out.append(v)
        elif isinstance(v, tuple):
            for x in v:
                if isinstance(x, NODES):
                    out.append(x)
                elif isinstance(x, tuple):  # a binder predicate (op, bound)
                    out.extend(y for y in x if isinstance(y, NODES))
    return out


def put(e: Any, path: tuple[int, ...], new: Any) -> Any:
    if not path:
        return new
    i, rest = path[0], path[1:]
    k = 0
    changes: dict[str, Any] = {}
    for f in fields(e):
        v = getattr(e, f.name)
        if isinstance(v, NODES):
            if k == i:
                changes[f.name] = put(v, rest, new)
            k += 1
        elif isinstance(v, tuple):
            items = list(v)
            for j, x in enumerate(items):
                if isinstance(x, NODES):
                    if k == i:
                        items[j] = put(x, rest, new)
                    k += 1
                elif isinstance(x, tuple):
                    sub = list(x)
                    for m, y in enumerate(sub):
                        if isinstance(y, NODES):
                            if k == i:
                                sub[m] = put(y, rest, new)
                            k += 1
                    items[j] = tuple(sub)
            changes[f.name] = tuple(items)
    return replace(e, **changes)


def paths(e: Any, prefix: tuple[int, ...] = ()) -> Iterator[tuple[tuple[int, ...], Any]]:
    yield prefix, e
    for i, c in enumerate(children(e)):
        yield from paths(c, (*prefix, i))


def _is_sort(t: Any) -> bool:
    return (isinstance(t, Name) and t.id in SORTS) or \
        (isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id in ("Type", "Sort"))


def _value_binders(q: Quant) -> bool:
    return all(b.info != "inst" and not (b.type is not None and _is_sort(b.type))
               for b in q.binders)


def bound_here(e: Any) -> set[str]:
    out: set[str] = set()
    for _p, n in paths(e):
        if isinstance(n, Quant):
            for b in n.binders:
                out.update(b.names)
        elif isinstance(n, SetBuilder):
            out.add(n.var)
        elif isinstance(n, Name):
            out.add(n.id.split(".")[0])
    return out


def rename(e: Any, old: str, new: str) -> Any:
    """Rename free occurrences of `old` (also as the head of `old.Prime`) to `new`."""
    if isinstance(e, Name):
        head, dot, rest = e.id.partition(".")
        return Name(new + dot + rest) if head == old else e
    if isinstance(e, Quant):
        binders = []
        shadowed = False
        for b in e.binders:
            t = rename(b.type, old, new) if b.type is not None and not shadowed else b.type
            pred = (b.pred[0], rename(b.pred[1], old, new)) if b.pred and not shadowed else b.pred
            binders.append(replace(b, type=t, pred=pred))
            if old in b.names:
                shadowed = True
        body = e.body if shadowed else rename(e.body, old, new)
        return replace(e, binders=tuple(binders), body=body)
    if isinstance(e, SetBuilder):
        t = rename(e.type, old, new) if e.type is not None else None
        return replace(e, type=t) if e.var == old else replace(e, type=t,
                                                              body=rename(e.body, old, new))
    out = e
    for i, c in enumerate(children(e)):
        rc = rename(c, old, new)
        if rc != c:
            out = put(out, (i,), rc)
    return out


def _fresh(e: Any, base: str) -> str:
    taken = bound_here(e)
    for cand in [base + "'", base + "₁", base + "₂", "w₀", "w₁", "w₂"]:
        if cand not in taken:
            return cand
    return base + "'''"


# -- rewrites (meaning kept) -----------------------------------------------------------------

_FLIP = {"<": ">", ">": "<", "≤": "≥", "≥": "≤", "=": "=", "≠": "≠"}


def rewrites(e: Any, root: Any) -> list[tuple[str, Any]]:
    """Meaning-preserving replacements for node `e` (in statement `root`)."""
    out: list[tuple[str, Any]] = []
    if isinstance(e, BinOp):
        if e.op in _FLIP:
            out.append(("order_flip", BinOp(_FLIP[e.op], e.rhs, e.lhs)))
        if e.op == "≠":
            out.append(("ne_unfold", UnOp("¬", BinOp("=", e.lhs, e.rhs))))
        if e.op == "∉":
            out.append(("notmem_unfold", UnOp("¬", BinOp("∈", e.lhs, e.rhs))))
        if e.op in ("∧", "∨", "↔", "∩", "∪"):
            out.append(("comm", BinOp(e.op, e.rhs, e.lhs)))
        if e.op in ("∧", "∨"):
            dual = "∨" if e.op == "∧" else "∧"
            out.append(("de_morgan", UnOp("¬", BinOp(dual, UnOp("¬", e.lhs),
                                                      UnOp("¬", e.rhs)))))
        if e.op == "→":
            out.append(("imp_or", BinOp("∨", UnOp("¬", e.lhs), e.rhs)))
    if isinstance(e, UnOp) and e.op == "¬":
        a = e.arg
        if isinstance(a, BinOp) and a.op in ("∧", "∨"):
            dual = "∨" if a.op == "∧" else "∧"
            out.append(("de_morgan", BinOp(dual, UnOp("¬", a.lhs), UnOp("¬", a.rhs))))
        if isinstance(a, UnOp) and a.op == "¬":
            out.append(("double_neg", a.arg))
    if isinstance(e, Quant):
        out += _quant_rewrites(e)
    if isinstance(e, BinOp | UnOp | Quant | App) and _is_prop_position(e):
        out.append(("double_neg", UnOp("¬", UnOp("¬", e))))
    return out


def _is_prop_position(e: Any) -> bool:
    return (isinstance(e, BinOp) and e.op in LOGIC + RELS) or isinstance(e, Quant) or \
        (isinstance(e, UnOp) and e.op == "¬")


def _quant_rewrites(q: Quant) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    vals = [b for b in q.binders if b.info != "inst" and not (b.type is not None
                                                                and _is_sort(b.type))]
    types = [b for b in q.binders if b not in vals]
    if vals and all(b.info != "inst" for b in vals):
        dual = "∃" if q.kind == "∀" else "∀"
        inner = UnOp("¬", Quant(dual, tuple(vals), UnOp("¬", q.body)))
        if types:
            if q.kind == "∀":
                out.append(("quant_dual", Quant("∀", tuple(types), inner)))
        else:
            out.append(("quant_dual", inner))
    # alpha-rename the last value binder name
    for b in reversed(q.binders):
        if b.info == "inst" or b.pred is not None:
            continue
        name = b.names[-1]
        new = _fresh(q, name)
        return out + [("alpha", _rename_binder(q, name, new))]
    return out


def _rename_binder(q: Quant, old: str, new: str) -> Quant:
    binders = []
    seen = False
    for b in q.binders:
        if seen:
            t = rename(b.type, old, new) if b.type is not None else None
            binders.append(replace(b, type=t))
            continue
        if old in b.names:
            seen = True
            b = replace(b, names=tuple(new if n == old else n for n in b.names))
        binders.append(b)
    return replace(q, binders=tuple(binders), body=rename(q.body, old, new))


# -- mutations (meaning may change) --------------------------------------------------------

_REL_MUT = {"<": ["≤", ">", "="], "≤": ["<", "≥", "="], ">": ["≥", "<"], "≥": [">", "≤"],
            "=": ["≠", "≤"], "≠": ["=", "<"], "∣": ["=", "≤"], "∈": ["∉"], "∉": ["∈"],
            "⊆": ["=", "⊂"], "⊂": ["⊆"]}
_OP_MUT = {"+": ["-", "*"], "-": ["+"], "*": ["+"], "/": ["%", "*"], "%": ["/"],
           "∩": ["∪", "\\"], "∪": ["∩"], "\\": ["∩"], "∧": ["∨", "→"], "∨": ["∧"],
           "→": ["↔", "∧"], "↔": ["→"]}
_TYPE_MUT = {"ℕ": ["ℤ"], "ℤ": ["ℕ", "ℚ"], "ℚ": ["ℝ"], "ℝ": ["ℚ"]}
_CLASS_MUT = {"Ring": ["CommRing"], "CommRing": ["Ring", "Field"], "Monoid": ["CommMonoid"],
              "AddMonoid": ["AddCommMonoid"], "Group": ["CommGroup", "Monoid"],
              "AddGroup": ["AddCommGroup"], "Preorder": ["PartialOrder"],
              "PartialOrder": ["LinearOrder", "Preorder"], "LinearOrder": ["PartialOrder"],
              "Field": ["CommRing"], "Semiring": ["Ring"], "CommMonoid": ["Monoid"],
              "AddCommMonoid": ["AddMonoid"], "Lattice": ["LinearOrder"]}
_FN_MUT = {"min": "max", "max": "min", "Nat.gcd": "Nat.lcm", "Nat.lcm": "Nat.gcd"}


def mutations(e: Any, ch: Chooser) -> list[tuple[str, Any]]:
    """Replacements for node `e` that may change the statement's meaning."""
    out: list[tuple[str, Any]] = []
    if isinstance(e, Quant):
        if _value_binders(e):
            out.append(("swap_quant", replace(e, kind="∃" if e.kind == "∀" else "∀")))
        out += _binder_mutations(e)
    if isinstance(e, BinOp):
        if e.op in _REL_MUT:
            out.append(("flip_relation", replace(e, op=pick(ch, _REL_MUT[e.op]))))
            if e.op not in ("=", "≠", "∈", "∉"):
                out.append(("swap_operands", BinOp(e.op, e.rhs, e.lhs)))
        if e.op in _OP_MUT:
            out.append(("change_op", replace(e, op=pick(ch, _OP_MUT[e.op]))))
        if e.op == "→":
            out.append(("drop_hypothesis", e.rhs))
        if e.op == "∧":
            out.append(("drop_conjunct", pick(ch, [e.lhs, e.rhs])))
        if e.op in ("+", "-", "*", "/", "%") and not isinstance(e.lhs, Num):
            out.append(("add_cast", Ascribe(e, Name(pick(ch, ["ℤ", "ℚ", "ℝ"])))))
    if isinstance(e, Ascribe) and not _is_sort(e.type):
        out.append(("drop_cast", e.expr))
        if isinstance(e.expr, BinOp) and e.expr.op in ("+", "-", "*", "/", "%"):
            out.append(("move_cast", BinOp(e.expr.op, Ascribe(e.expr.lhs, e.type),
                                           Ascribe(e.expr.rhs, e.type))))
    if isinstance(e, Num) and "." not in e.text:
        k = int(e.text)
        out.append(("change_num", Num(str(pick(ch, [k + 1, max(0, k - 1), 0, 2])))))
    if isinstance(e, Name) and e.id in _TYPE_MUT:
        out.append(("change_type", Name(pick(ch, _TYPE_MUT[e.id]))))
    if isinstance(e, Name) and e.id in _FN_MUT:
        out.append(("change_fn", Name(_FN_MUT[e.id])))
    if isinstance(e, Name) and e.id in _CLASS_MUT:
        out.append(("change_class", Name(pick(ch, _CLASS_MUT[e.id]))))
    if isinstance(e, Name) and e.id in ("True", "False"):
        out.append(("flip_const", Name("False" if e.id == "True" else "True")))
    return out


def _binder_mutations(q: Quant) -> list[tuple[str, Any]]:
    """Drop one value binder: merge it with another of its group, or replace it by 0."""
    out: list[tuple[str, Any]] = []
    for i, b in enumerate(q.binders):
        if b.info == "inst" or (b.type is not None and _is_sort(b.type)):
            continue
        if len(b.names) >= 2:
            keep, drop = b.names[0], b.names[-1]
            nb = replace(b, names=b.names[:-1])
            binders = q.binders[:i] + (nb,) + q.binders[i + 1:]
            out.append(("drop_binder", replace(q, binders=binders,
                                               body=rename(q.body, drop, keep))))
        elif len(q.binders) >= 2 or b.pred is None:
            name = b.names[0]
            binders = q.binders[:i] + q.binders[i + 1:]
            body = _subst_num(q.body, name)
            if not binders:
                out.append(("drop_binder", body))
            else:
                out.append(("drop_binder", replace(q, binders=binders, body=body)))
        break
    return out


def _subst_num(e: Any, name: str) -> Any:
    if isinstance(e, Name):
        return Num("0") if e.id == name else e
    if isinstance(e, Quant) and any(name in b.names for b in e.binders):
        return e
    if isinstance(e, SetBuilder) and e.var == name:
        return e
    out = e
    for i, c in enumerate(children(e)):
        rc = _subst_num(c, name)
        if rc != c:
            out = put(out, (i,), rc)
    return out


def apply_one(root: Any, ch: Chooser,
              candidates: Callable[[Any], list[tuple[str, Any]]]) -> tuple[str, Any] | None:
    """Apply one randomly chosen candidate replacement somewhere in `root`."""
    sites = []
    for path, node in paths(root):
        if isinstance(node, Binder):
            continue
        for label, new in candidates(node):
            sites.append((path, label, new))
    if not sites:
        return None
    path, label, new = pick(ch, sites)
    return label, put(root, path, new)


def mutate(text: str, ch: Chooser) -> tuple[str, str] | None:
    """(mutation label, mutated text) for a rendering, or None when nothing applies."""
    root = parse(text)
    r = apply_one(root, ch, lambda n: mutations(n, ch))
    return None if r is None else (r[0], show(r[1]))


def mutate_only(text: str, ch: Chooser, labels: tuple[str, ...]) -> tuple[str, str] | None:
    """Like `mutate`, restricted to mutations with the given labels."""
    root = parse(text)
    r = apply_one(root, ch, lambda n: [m for m in mutations(n, ch) if m[0] in labels])
    return None if r is None else (r[0], show(r[1]))


def rewrite(text: str, ch: Chooser, steps: int = 1) -> tuple[str, str] | None:
    """(rewrite labels, rewritten text): `steps` meaning-preserving rewrites in a row."""
    root = parse(text)
    labels = []
    for _ in range(steps):
        r = apply_one(root, ch, lambda n, root=root: rewrites(n, root))
        if r is None:
            break
        labels.append(r[0])
        root = r[1]
    return (("+".join(labels)), show(root)) if labels else None
