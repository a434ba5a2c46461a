"""Normal forms for proof search: the trusted `form` normal form plus polynomial forms.

`normalize` is the kernel's normal form (`kernel/normal.py`, trusted) with, optionally, an
`arithmetic`-level step that rewrites each (in)equation over ℤ/ℚ/ℝ into a canonical
polynomial (SymPy, built from the tree). The polynomial step is *not* trusted: a proof found
with it is re-checked by the kernel (by Z3 through the audited encoder) before it counts.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

from forminv_lean.formal.kernel.normal import Normalizer, debruijn, rename_tvar
from forminv_lean.formal.meaning.terms import FALSE, TRUE, Term, key, var


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
            return Term("polyrel", _vars_of(t), PROP_TY, f"{t.op}|ℕ|{ea}|{eb}")
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
        return Term("polyrel", _vars_of(t), PROP_TY, f"{t.op}|{ty.head}|{p}")

    def poly(self, t: Term) -> Any:
        sp = self.sp
        op, h = t.op, t.ty.head
        if op == "var":
            return self._sym(f"{t.name}:{t.ty}")
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
                return self._sym(f"{inner.name}:{inner.ty}")
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


def _vars_of(t: Term) -> tuple[Term, ...]:
    """The variables of an atom, kept as the arguments of its `polyrel` node: the polynomial
    text hides them, and the normaliser must still see which binders the atom uses."""
    from forminv_lean.formal.meaning.terms import walk

    found = {key(u): u for u in walk(t) if u.op == "var"}
    return tuple(found[k] for k in sorted(found))


def _nat_polynomial(t: Term) -> bool:
    if t.op in ("var", "num"):
        return True
    if t.op in ("add", "mul"):
        return all(_nat_polynomial(a) for a in t.args)
    return t.op == "pow" and t.args[1].op == "num" and _nat_polynomial(t.args[0])


PROP_TY = TRUE.ty


def structurally_equal(p: Term, q: Term, tclasses: dict[str, frozenset[str]] | None = None,
                       *, ring: bool = False) -> tuple[bool, set[str]]:
    """Whether two statements have the same normal form; also returns the rewrite rules used."""
    a, fa = normalize(p, tclasses, ring=ring, collapse=False)
    b, fb = normalize(q, tclasses, ring=ring, collapse=False)
    return a == b, fa | fb


__all__ = ["normalize", "structurally_equal", "debruijn", "rename_tvar", "var"]
