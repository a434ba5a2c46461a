"""Trusted normal forms: every rewrite here is an equivalence under Lean's semantics.

Part of the trusted core (see `kernel/__init__.py`): two formulas with identical normal forms
are equivalent, so each rewrite below must be valid in Lean + Mathlib for every value of the
free variables and every structure on the type variables, **including empty types**. The
rewrites, and why each is valid:

* notation: `a ≥ b` → `b ≤ a`, `a > b` → `b < a` (`ge_iff_le`, `gt_iff_lt`: by definition);
  `a ≠ b` → `¬ a = b`, `a ∉ s` → `¬ a ∈ s` (definitions);
* classical logic: `p → q` → `¬p ∨ q`, negation normal form through ∧ ∨ ∀ ∃ ↔
  (`¬(p ↔ q)` → `p ↔ ¬q`); `¬∀x, p` ↔ `∃x, ¬p` holds for empty types too;
* numeral powers `x ^ k` (k ≤ 4) → `x * … * x` folded left, `x ^ 0` → `1` (`pow_zero`,
  `pow_succ`, `one_mul`; valid in every monoid);
* AC: `+`/`*` on ℕ ℤ ℚ ℝ, and on a type variable only when its classes make the operation
  commutative and associative; `∩ ∪` on sets; `∧ ∨` with units, zeros and idempotence;
  `=`/`↔` oriented by a total order on terms;
* reflexivity: `a = a`, `p ↔ p`, `s ⊆ s`, `a ∣ a` → True; `a ≤ a` → True and `a < a` → False
  (on numbers, and on a type variable, where `≤` exists only with `Preorder`); `s ⊂ s` →
  False; `p ∧ ¬p` → False, `p ∨ ¬p` → True (only with `collapse`);
* binders: `∀x, True` → True and `∃x, False` → False always; a binder whose variable does not
  occur is dropped, and `∀x, False` / `∃x, True` are decided, only when the binder's type is
  certainly inhabited (numbers, sets, Prop, a type variable with `0` or `1`): Lean's types may
  be empty;
* names: bound variables (and bound type variables) renamed by depth (alpha-equivalence);
* `unfold=True` (the `definitions` level): each defined symbol replaced by its Mathlib
  characterisation, named at the rewrite.

Type-class tables are scoped: an inner `∀ {α} [CommRing α]` never changes what an outer `α`
provides (the two are different variables even when they share a name).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any, cast

from forminv_lean.formal.meaning.signature import associative, class_closure, commutative
from forminv_lean.formal.meaning.terms import (
    FALSE,
    TRUE,
    VALUE_BINDERS,
    Term,
    all_names,
    free_vars,
    fresh_name,
    key,
    mk,
    num,
    subst,
    var,
)
from forminv_lean.formal.meaning.types import NAT, PROP, Ty

_FLIP = {"ge": "le", "gt": "lt"}
_AC_LOGIC = ("and", "or")
_NONEMPTY_CLASSES = frozenset({"AddMonoid", "Monoid"})  # they provide 0 or 1


class Normalizer:
    """One normal-form computation; records which rewrite families fired (for Lean tactics)."""

    def __init__(self, tclasses: dict[str, frozenset[str]] | None = None,
                 collapse: bool = True) -> None:
        self.tclasses = dict(tclasses or {})
        self.fired: set[str] = set()
        self.collapse = collapse  # False: keep reflexive atoms, so structure survives

    @contextmanager
    def _scope(self, t: Term) -> Iterator[None]:
        """Bind a type variable's classes for the extent of its `tforall` only."""
        saved = self.tclasses.get(t.name)
        self.tclasses[t.name] = class_closure(t.classes)
        try:
            yield
        finally:
            if saved is None:
                del self.tclasses[t.name]
            else:
                self.tclasses[t.name] = saved

    def _comm(self, op: str, ty: Ty) -> bool:
        if ty.head in ("ℕ", "ℤ", "ℚ", "ℝ"):
            return op in ("add", "mul")
        if ty.head == "var":
            cl = self.tclasses.get(ty.name, frozenset())
            return commutative(cl, op) and associative(cl, op)
        return False

    def _monoid(self, ty: Ty) -> bool:
        """`x ^ k` is `x * … * x` (pow_succ, one_mul): numbers, or a known monoid."""
        if ty.head in ("ℕ", "ℤ", "ℚ", "ℝ"):
            return True
        return ty.head == "var" and "Monoid" in self.tclasses.get(ty.name, frozenset())

    def _preorder(self, ty: Ty) -> bool:
        """`a ≤ a` and `¬ a < a`: numbers, or a known preorder."""
        if ty.head in ("ℕ", "ℤ", "ℚ", "ℝ"):
            return True
        return ty.head == "var" and "Preorder" in self.tclasses.get(ty.name, frozenset())

    def nonempty(self, ty: Ty | None) -> bool:
        """Is the type certainly inhabited? (Lean's types may be empty.)"""
        if ty is None:
            return False
        if ty.head == "var":
            return bool(self.tclasses.get(ty.name, frozenset()) & _NONEMPTY_CLASSES)
        return ty.head in ("ℕ", "ℤ", "ℚ", "ℝ", "Prop", "Set")

    # -- pass 1: notation, powers, negation normal form -----------------------------------
    def desugar(self, t: Term, neg: bool = False) -> Term:
        op = t.op
        if op == "tforall":
            with self._scope(t):
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
            if neg:
                self.fired.add("logic")  # not_forall / not_exists: not definitional
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
        args = tuple(self._setof(a) if a.op in ("setof", "lambda") and a.args[0].ty == PROP
                     else self.term(a) for a in t.args)
        t = replace(t, args=args) if args else t
        if t.op == "pow" and t.args[1].op == "num" and isinstance(t.args[1].value, int) \
                and t.args[1].value <= 4 and self._monoid(t.ty):
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
            return self._ac(t)
        if t.op in ("inter", "union") and t.ty.head == "Set":
            return self._ac(t)
        return t

    def _ac(self, t: Term) -> Term:
        flat = _flatten(t, t.op)
        items = sorted(flat, key=key)
        if [key(x) for x in items] != [key(x) for x in flat]:
            self.fired.add("ac")
        out = items[0]
        for x in items[1:]:
            out = Term(t.op, (out, x), t.ty)
        return out

    def _setof(self, t: Term) -> Term:
        return replace(t, args=(self.desugar(t.args[0]),))

    # -- pass 2: AC sorting, symmetry, trivial truths ------------------------------------
    def simplify(self, t: Term) -> Term:
        op = t.op
        if op == "tforall":
            with self._scope(t):
                body = self.simplify(t.args[0])
            if body.op == "true":
                return body
            return replace(t, args=(body,))
        if op in ("forall", "exists"):
            body = self.simplify(t.args[0])
            unit = TRUE if op == "forall" else FALSE  # ∀x, True / ∃x, False: always
            if body == unit and self.collapse:  # (kept when comparing structure)
                return body
            if self.nonempty(t.bty):
                if body.op in ("true", "false"):
                    return body
                if t.name not in free_vars(body):
                    self.fired.add("simp")
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
        if op == "setof":
            return replace(t, args=(self.simplify(t.args[0]),))
        if t.args and op not in ("eq", "le", "lt", "dvd", "subset", "ssubset"):
            args = tuple(self.simplify(a) if a.op == "setof" else a for a in t.args)
            t = replace(t, args=args)
        if op == "eq":
            a, b = (self._sets(x) for x in t.args)
            t = Term("eq", (a, b), t.ty)
            if a == b and self.collapse:
                self.fired.add("simp")
                return TRUE
            if key(a) > key(b):
                self.fired.add("symm")
                return Term("eq", (b, a), t.ty)
            return t
        if op in ("le", "lt", "dvd", "subset", "ssubset"):
            t = replace(t, args=tuple(self._sets(x) for x in t.args))
            aty = t.args[0].ty
            reflexive = self._preorder(aty) if op in ("le", "lt") else \
                aty.head in ("ℕ", "ℤ", "ℚ", "ℝ") if op == "dvd" else aty.head == "Set"
            if t.args[0] == t.args[1] and self.collapse and reflexive:
                self.fired.add("simp")
                return TRUE if op in ("le", "dvd", "subset") else FALSE
        return t

    def _sets(self, t: Term) -> Term:
        """Simplify the bodies of set-builders inside a term."""
        if t.op == "setof":
            return replace(t, args=(self.simplify(t.args[0]),))
        if not t.args:
            return t
        return replace(t, args=tuple(self._sets(a) for a in t.args))


def _flatten(t: Term, op: str) -> list[Term]:
    if t.op != op:
        return [t]
    out: list[Term] = []
    for a in t.args:
        if a.op == op and a.ty == t.ty:
            out.extend(_flatten(a, op))
        else:
            out.append(a)
    return out


def debruijn(t: Term, depth: int = 0, names: dict[str, str] | None = None) -> Term:
    """Rename bound variables by nesting depth, so alpha-equivalent terms become equal."""
    names = names or {}
    if t.op == "var":
        return replace(t, name=names.get(t.name, t.name))
    if t.op in VALUE_BINDERS:
        new = f"#{depth}"
        body = debruijn(t.args[0], depth + 1, {**names, t.name: new})
        return replace(t, name=new, args=(body,), info="")
    if t.op == "tforall":
        new = f"#T{depth}"
        body = rename_tvar(debruijn(t.args[0], depth + 1, names), t.name, new)
        return replace(t, name=new, args=(body,), info="")
    if not t.args:
        return t
    return replace(t, args=tuple(debruijn(a, depth, names) for a in t.args))


def rename_tvar(t: Term, old: str, new: str) -> Term:
    """Rename the type variable `old` to `new` in `t`, stopping at a binder that rebinds it."""
    def fix(ty: Ty | None) -> Ty | None:
        if ty is None:
            return None
        if ty.head == "var" and ty.name == old:
            return Ty("var", (), new)
        if ty.args:
            return Ty(ty.head, tuple(cast(Ty, fix(a)) for a in ty.args), ty.name)
        return ty

    if t.op == "tforall" and t.name == old:
        return t  # shadowed below this binder
    return replace(t, ty=cast(Ty, fix(t.ty)), bty=fix(t.bty),
                   args=tuple(rename_tvar(a, old, new) for a in t.args))


def normal_form(t: Term, tclasses: dict[str, frozenset[str]] | None = None, *,
                collapse: bool = True, definitions: bool = False) -> tuple[Term, set[str]]:
    """The trusted (`form`-level, or with `definitions` unfolded) normal form of `t`."""
    n = Normalizer(tclasses, collapse)
    out = unfold(t) if definitions else t
    out = n.desugar(out)
    out = n.simplify(out)
    out = debruijn(out)
    out = n.simplify(out)
    return out, n.fired


# -- definition unfolding (the `definitions` level) --------------------------------------------

#: Mathlib's congruence relations, unfolded at the `definitions` level (the number type of
#: their three arguments). mathlib4 Mathlib/Data/Nat/ModEq.lean: `def ModEq (n a b : ℕ) :=
#: a % n = b % n`, notation `a ≡ b [MOD n]`.
MODEQ: dict[str, str] = {"Nat.ModEq": "ℕ"}


def unfold_modeq(u: Term) -> Term | None:
    """`a ≡ b [MOD n]` as its definition `a % n = b % n` (None when `u` is no congruence):
    shared by the normal form, the Z3 encoder and the Lean certificates' `defeq` step."""
    if u.op != "app" or u.name not in MODEQ or len(u.args) != 3 \
            or any(a.ty.head != MODEQ[u.name] for a in u.args):
        return None
    n, a, b = u.args
    return mk("eq", Term("mod", (a, n), a.ty), Term("mod", (b, n), b.ty))


def unfold(t: Term) -> Term:
    """Replace each defined symbol by its Mathlib characterisation (named at each rewrite)."""
    taken = all_names(t)

    def fresh(base: str) -> str:
        n = fresh_name(base, taken)
        taken.add(n)
        return n

    def go(u: Term) -> Term:
        u = replace(u, args=tuple(go(a) for a in u.args)) if u.args else u
        op = u.op
        if op == "prime":  # Nat.prime_def: p.Prime ↔ 2 ≤ p ∧ ∀ m, m ∣ p → m = 1 ∨ m = p
            p = u.args[0]
            m = fresh("m")
            mv = var(m, NAT)
            body = mk("imp", go(mk("dvd", mv, p)), mk("or", mk("eq", mv, num(1, NAT)),
                                                       mk("eq", mv, p)))
            return mk("and", mk("le", num(2, NAT), p), Term("forall", (body,), PROP, m, bty=NAT))
        if op in ("even", "odd") and u.args[0].ty.head in ("ℕ", "ℤ"):
            # Even a ↔ ∃ r, a = r + r (definition); Odd a ↔ ∃ k, a = 2 * k + 1 (definition)
            x = u.args[0]
            r = fresh("r")
            rv = var(r, x.ty)
            rhs = Term("add", (rv, rv), x.ty) if op == "even" else \
                Term("add", (Term("mul", (num(2, x.ty), rv), x.ty), num(1, x.ty)), x.ty)
            return Term("exists", (mk("eq", x, rhs),), PROP, r, bty=x.ty)
        if op == "dvd" and u.args[0].ty.head in ("ℕ", "ℤ"):  # dvd_def: a ∣ b ↔ ∃ c, b = a * c
            a, b = u.args
            c = fresh("c")
            cv = var(c, a.ty)
            return Term("exists", (mk("eq", b, Term("mul", (a, cv), a.ty)),), PROP, c, bty=a.ty)
        if op == "subset":  # Set.subset_def: s ⊆ t ↔ ∀ x, x ∈ s → x ∈ t
            a, b = u.args
            xn = fresh("x")
            xv = var(xn, a.ty.args[0])
            return Term("forall", (mk("imp", go(mk("mem", xv, a)), go(mk("mem", xv, b))),), PROP,
                        xn, bty=a.ty.args[0])
        if op == "eq" and u.args[0].ty.head == "Set":  # Set.ext_iff: s = t ↔ ∀ x, x ∈ s ↔ x ∈ t
            a, b = u.args
            xn = fresh("x")
            xv = var(xn, a.ty.args[0])
            return Term("forall", (mk("iff", go(mk("mem", xv, a)), go(mk("mem", xv, b))),), PROP,
                        xn, bty=a.ty.args[0])
        if op in ("mem", "notmem"):
            x, s = u.args
            inner = _mem(x, s)
            return inner if op == "mem" else mk("not", inner)
        if (congruence := unfold_modeq(u)) is not None:
            return congruence  # Nat.ModEq n a b := a % n = b % n (`Nat.ModEq.refl` is `rfl`)
        if op == "abs":  # abs_eq_max_neg: |a| = max a (-a)
            x = u.args[0]
            return Term("max", (x, Term("neg", (x,), x.ty)), x.ty)
        return u

    return go(t)


def _mem(x: Term, s: Term) -> Term:
    if s.op == "inter":  # Set.mem_inter_iff
        return mk("and", _mem(x, s.args[0]), _mem(x, s.args[1]))
    if s.op == "union":  # Set.mem_union
        return mk("or", _mem(x, s.args[0]), _mem(x, s.args[1]))
    if s.op == "sdiff":  # Set.mem_diff
        return mk("and", _mem(x, s.args[0]), mk("not", _mem(x, s.args[1])))
    if s.op == "compl":  # Set.mem_compl_iff
        return mk("not", _mem(x, s.args[0]))
    if s.op == "setof":  # Set.mem_setOf_eq
        return subst(s.args[0], {s.name: x})
    if s.op == "univ":  # Set.mem_univ
        return Term("true")
    if s.op == "empty":  # Set.not_mem_empty
        return Term("false")
    return mk("mem", x, s)


__all__: list[Any] = ["Normalizer", "normal_form", "debruijn", "rename_tvar", "unfold",
                      "unfold_modeq", "MODEQ"]
