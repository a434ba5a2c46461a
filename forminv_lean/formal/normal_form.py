"""Structural normal forms: equal normal forms prove equivalence without a solver.

`normalize` applies only rewrites valid in first-order logic with equality plus the
commutativity/associativity that the *type* guarantees (never `+` on a bare `[AddMonoid M]`):
order flips, `≠`/`∉` unfolding, numeral powers as products, negation normal form, AC-sorting
of `∧ ∨ + * ∩ ∪`, symmetric `=`/`↔`, reflexivity, and de Bruijn names for bound variables.
`ring_normalize` additionally rewrites each (in)equation over ℤ/ℚ/ℝ into a canonical polynomial
(SymPy, built from the tree) and is an `arithmetic`-level step.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any, cast

from forminv_lean.formal.signature import associative, class_closure, commutative
from forminv_lean.formal.terms import FALSE, TRUE, Term, free_vars, key, mk, num, var
from forminv_lean.formal.types import Ty

_FLIP = {"ge": "le", "gt": "lt"}
_AC_LOGIC = ("and", "or")


class Normalizer:
    """One normal-form computation; records which rewrite families fired (for Lean tactics)."""

    def __init__(self, tclasses: dict[str, frozenset[str]] | None = None,
                 collapse: bool = True) -> None:
        self.tclasses = dict(tclasses or {})
        self.fired: set[str] = set()
        self.collapse = collapse  # False: keep reflexive atoms, so structure survives

    def _comm(self, op: str, ty: Ty) -> bool:
        if ty.head in ("ℕ", "ℤ", "ℚ", "ℝ"):
            return op in ("add", "mul")
        if ty.head == "var":
            cl = self.tclasses.get(ty.name, frozenset())
            return commutative(cl, op) and associative(cl, op)
        return False

    # -- pass 1: notation, powers, negation normal form -----------------------------------
    def desugar(self, t: Term, neg: bool = False) -> Term:
        op = t.op
        if op == "tforall":
            self.tclasses[t.name] = class_closure(t.classes)
            return replace(t, args=(self.desugar(t.args[0], neg),), info="")
        if op in ("ge", "gt"):
            self.fired.add("notation")
            t = Term(_FLIP[op], (t.args[1], t.args[0]), t.ty)
            op = t.op
        if op == "ne":
            self.fired.add("notation")
            return self.desugar(mk("not", Term("eq", t.args, t.ty)), neg)
        if op == "notmem":
            self.fired.add("notation")
            return self.desugar(mk("not", Term("mem", t.args, t.ty)), neg)
        if op == "not":
            return self.desugar(t.args[0], not neg)
        if op == "imp":
            self.fired.add("logic")
            return self.desugar(mk("or", mk("not", t.args[0]), t.args[1]), neg)
        if op in ("and", "or"):
            a, b = (self.desugar(x, neg) for x in t.args)
            if neg:
                self.fired.add("logic")
            return mk(("or" if op == "and" else "and") if neg else op, a, b)
        if op in ("forall", "exists"):
            body = self.desugar(t.args[0], neg)
            kind = ("exists" if op == "forall" else "forall") if neg else op
            return replace(t, op=kind, args=(body,), info="")
        if op == "iff":
            a, b = (self.desugar(x, False) for x in t.args)
            if neg:
                self.fired.add("logic")
                b = self.desugar(t.args[1], True)
            return mk("iff", a, b)
        if op in ("true", "false"):
            return (FALSE if op == "true" else TRUE) if neg else t
        out = self.term(t)
        return mk("not", out) if neg else out

    def term(self, t: Term) -> Term:
        """Normalise inside an atom (arithmetic and set subterms)."""
        args = tuple(self.term(a) if a.op not in ("setof",) else self._setof(a) for a in t.args)
        t = replace(t, args=args) if args else t
        if t.op == "pow" and t.args[1].op == "num" and isinstance(t.args[1].value, int) \
                and t.args[1].value <= 4:
            k = t.args[1].value
            base = t.args[0]
            self.fired.add("pow")
            if k == 0:
                return num(1, t.ty)
            out = base
            for _ in range(k - 1):
                out = Term("mul", (out, base), t.ty)
            return self.term(out) if k > 1 else out
        if t.op in ("add", "mul") and self._comm(t.op, t.ty):
            items = _flatten(t, t.op)
            items.sort(key=key)
            if [key(x) for x in items] != [key(x) for x in _flatten(t, t.op)]:
                self.fired.add("ac")
            out = items[0]
            for x in items[1:]:
                out = Term(t.op, (out, x), t.ty)
            return out
        if t.op in ("inter", "union"):
            items = sorted(_flatten(t, t.op), key=key)
            out = items[0]
            for x in items[1:]:
                out = Term(t.op, (out, x), t.ty)
            self.fired.add("ac")
            return out
        return t

    def _setof(self, t: Term) -> Term:
        return replace(t, args=(self.desugar(t.args[0]),))

    # -- pass 2: AC sorting, symmetry, trivial truths ------------------------------------
    def simplify(self, t: Term) -> Term:
        op = t.op
        if op in ("tforall", "forall", "exists"):
            body = self.simplify(t.args[0])
            if op != "tforall" and t.name not in free_vars(body) and _nonempty(t.bty, self.tclasses):
                self.fired.add("simp")
                return body
            if body.op in ("true", "false") and (op == "tforall" or _nonempty(t.bty, self.tclasses)):
                return body
            return replace(t, args=(body,))
        if op in _AC_LOGIC:
            items: list[Term] = []
            for x in _flatten(t, op):
                s = self.simplify(x)
                items.extend(_flatten(s, op) if s.op == op else [s])
            unit, zero = (TRUE, FALSE) if op == "and" else (FALSE, TRUE)
            if any(x == zero for x in items):
                return zero
            uniq = {key(x): x for x in items if x != unit}
            if self.collapse and any(mk("not", x) in uniq.values() for x in uniq.values()):
                return zero
            if not uniq:
                return unit
            ordered = [uniq[k] for k in sorted(uniq)]
            out = ordered[0]
            for x in ordered[1:]:
                out = mk(op, out, x)
            self.fired.add("ac")
            return out
        if op == "not":
            a = self.simplify(t.args[0])
            if a.op in ("true", "false"):
                return FALSE if a.op == "true" else TRUE
            return mk("not", a)
        if op == "iff":
            a, b = (self.simplify(x) for x in t.args)
            if a == b and self.collapse:
                return TRUE
            if key(a) > key(b):
                a, b = b, a
                self.fired.add("symm")
            return mk("iff", a, b)
        if op == "eq":
            a, b = t.args
            if a == b and self.collapse:
                self.fired.add("simp")
                return TRUE
            if key(a) > key(b):
                self.fired.add("symm")
                return Term("eq", (b, a), t.ty)
            return t
        if op in ("le", "dvd", "subset") and t.args[0] == t.args[1] and self.collapse:
            self.fired.add("simp")
            return TRUE
        if op in ("lt", "ssubset") and t.args[0] == t.args[1] and self.collapse:
            self.fired.add("simp")
            return FALSE
        return t


def _flatten(t: Term, op: str) -> list[Term]:
    if t.op == op and (op in _AC_LOGIC or True):
        out: list[Term] = []
        for a in t.args:
            if a.op == op and a.ty == t.ty:
                out.extend(_flatten(a, op))
            else:
                out.append(a)
        return out
    return [t]


def _nonempty(ty: Ty | None, tclasses: dict[str, frozenset[str]]) -> bool:
    if ty is None:
        return False
    if ty.head == "var":
        cl = tclasses.get(ty.name, frozenset())
        return "AddMonoid" in cl or "Monoid" in cl
    return True


def debruijn(t: Term, depth: int = 0, names: dict[str, str] | None = None) -> Term:
    """Rename bound variables by nesting depth, so alpha-equivalent terms become equal."""
    names = names or {}
    if t.op == "var":
        return replace(t, name=names.get(t.name, t.name))
    if t.op in ("forall", "exists", "setof"):
        new = f"#{depth}"
        body = debruijn(t.args[0], depth + 1, {**names, t.name: new})
        return replace(t, name=new, args=(body,), info="")
    if t.op == "tforall":
        new = f"#T{depth}"
        body = _rename_tvar(debruijn(t.args[0], depth + 1, names), t.name, new)
        return replace(t, name=new, args=(body,), info="")
    if not t.args:
        return t
    return replace(t, args=tuple(debruijn(a, depth, names) for a in t.args))


def _rename_tvar(t: Term, old: str, new: str) -> Term:
    def fix(ty: Ty | None) -> Ty | None:
        if ty is None:
            return None
        if ty.head == "var" and ty.name == old:
            return Ty("var", (), new)
        if ty.args:
            return Ty(ty.head, tuple(fix(a) for a in ty.args), ty.name)  # type: ignore[misc]
        return ty

    return replace(t, ty=cast(Ty, fix(t.ty)), bty=fix(t.bty),  # fix(Ty) is a Ty
                   args=tuple(_rename_tvar(a, old, new) for a in t.args))


rename_tvar = _rename_tvar


def normalize(t: Term, tclasses: dict[str, frozenset[str]] | None = None,
              *, ring: bool = False, collapse: bool = True) -> tuple[Term, set[str]]:
    """The `form`-level normal form (with `ring=True`: plus polynomial normal forms).

    `collapse=False` keeps reflexive atoms (`a = a`) instead of turning them into True, so
    that comparing two statements compares their structure, not just their truth."""
    n = Normalizer(tclasses, collapse)
    out = n.desugar(t)
    if ring:
        out = RingNormalizer(n.tclasses).run(debruijn(out))
        n.fired.add("ring")
    out = n.simplify(out)
    out = debruijn(out)
    out = n.simplify(out)
    return out, n.fired


# -- polynomial normal forms (SymPy from the tree) ----------------------------------------------

class RingNormalizer:
    """Rewrites `a = b`, `a ≤ b`, `a < b`, `¬ a ≤ b` over ℤ/ℚ/ℝ to canonical polynomial atoms."""

    def __init__(self, tclasses: dict[str, frozenset[str]]) -> None:
        import sympy

        self.sp = sympy
        self.tclasses = tclasses
        self.symbols: dict[str, Any] = {}

    def run(self, t: Term) -> Term:
        if t.op == "not" and t.args[0].op in ("le", "lt") and t.args[0].args[0].ty.head in (
                "ℕ", "ℤ", "ℚ", "ℝ"):
            a, b = t.args[0].args
            flipped = Term("lt" if t.args[0].op == "le" else "le", (b, a), PROP_TY)
            return self.run(flipped)
        if t.op in ("eq", "le", "lt") and t.args[0].ty.head in ("ℕ", "ℤ", "ℚ", "ℝ"):
            return self.atom(t)
        if not t.args or t.op in ("mem", "subset", "ssubset", "dvd", "prime", "even", "odd"):
            return t
        return replace(t, args=tuple(self.run(a) for a in t.args))

    def atom(self, t: Term) -> Term:
        a, b = t.args
        ty = a.ty
        try:
            pa, pb = self.poly(a), self.poly(b)
        except _Opaque:
            return t
        sp = self.sp
        if ty.head == "ℕ":
            ea, eb = str(sp.expand(pa)), str(sp.expand(pb))
            if t.op == "eq" and ea > eb:
                ea, eb = eb, ea
            return Term("polyrel", (), PROP_TY, f"{t.op}|ℕ|{ea}|{eb}")
        p = sp.expand(pa - pb)
        if p.is_number:
            v = Fraction(str(p))
            truth = {"eq": v == 0, "le": v <= 0, "lt": v < 0}[t.op]
            return TRUE if truth else FALSE
        coeffs = sp.Poly(p, *sorted(p.free_symbols, key=str)).coeffs()
        content = sp.gcd_list(coeffs) if coeffs else 1
        content = abs(content) if content != 0 else 1
        p = sp.expand(p / content)
        if t.op == "eq":
            lead = sp.Poly(p, *sorted(p.free_symbols, key=str)).coeffs()[0]
            if lead < 0:
                p = sp.expand(-p)
        return Term("polyrel", (), PROP_TY, f"{t.op}|{'ℤ' if ty.head == 'ℤ' else 'F'}|{p}")

    def poly(self, t: Term) -> Any:
        sp = self.sp
        op, h = t.op, t.ty.head
        if op == "var":
            return self._sym(f"{t.name}")
        if op == "num":
            v = t.value if t.value is not None else 0
            return sp.Rational(str(v))
        if op == "add":
            return self.poly(t.args[0]) + self.poly(t.args[1])
        if op == "mul":
            return self.poly(t.args[0]) * self.poly(t.args[1])
        if op == "pow" and t.args[1].op == "num":
            return self.poly(t.args[0]) ** int(t.args[1].value or 0)
        if op == "cast":
            inner = t.args[0]
            if inner.op == "var":
                return self._sym(inner.name)
            if inner.ty.head == "ℕ" and not _nat_polynomial(inner):
                return self._opaque(t)
            return self.poly(inner)
        if h in ("ℤ", "ℚ", "ℝ"):
            if op == "sub":
                return self.poly(t.args[0]) - self.poly(t.args[1])
            if op == "neg":
                return -self.poly(t.args[0])
            if op == "div" and h in ("ℚ", "ℝ") and t.args[1].op == "num":
                d = sp.Rational(str(t.args[1].value))
                return self.poly(t.args[0]) / d if d != 0 else sp.Integer(0)
        return self._opaque(t)

    def _sym(self, name: str) -> Any:
        if name not in self.symbols:
            self.symbols[name] = self.sp.Symbol(name)
        return self.symbols[name]

    def _opaque(self, t: Term) -> Any:
        return self._sym("⟦" + key(t) + "⟧")


class _Opaque(Exception):
    pass


def _nat_polynomial(t: Term) -> bool:
    if t.op in ("var", "num"):
        return True
    if t.op in ("add", "mul"):
        return all(_nat_polynomial(a) for a in t.args)
    return t.op == "pow" and t.args[1].op == "num" and _nat_polynomial(t.args[0])


PROP_TY = TRUE.ty


def structurally_equal(p: Term, q: Term, tclasses: dict[str, frozenset[str]] | None = None,
                       *, ring: bool = False) -> tuple[bool, set[str]]:
    a, fa = normalize(p, tclasses, ring=ring, collapse=False)
    b, fb = normalize(q, tclasses, ring=ring, collapse=False)
    return a == b, fa | fb


def is_trivially_true(p: Term, tclasses: dict[str, frozenset[str]] | None = None,
                      *, ring: bool = False) -> bool:
    return normalize(p, tclasses, ring=ring)[0] == TRUE


__all__ = ["normalize", "structurally_equal", "debruijn", "rename_tvar", "var", "is_trivially_true"]
