"""Lean 4 certificates (`P ↔ Q`), disproofs and proofs, built from a small vocabulary.

Lean cannot run here, so a certificate is only emitted when its goal has one of the exact
shapes in `STRATEGIES`, each justified by a definitional unfolding or a named lemma from the
checked list (`lean_names.py`), and exercised by a hand-written example in
`lean_proofs/FormInvProofs/Vocabulary.lean`. A certificate is a proof *term* built by
structural recursion on the two statements: congruence through shared binders and
connectives, one named rewrite at a time (each ascribed with the exact intermediate
statement), and `Iff.rfl` where the two sides are definitionally equal. Anything outside the
shapes gets no certificate (`None`): the checker then reports no Lean, and the item keeps its
solver verdict without a Lean certificate.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from forminv_lean.formal.kernel.normal import unfold_modeq
from forminv_lean.formal.lean.names import NAMES
from forminv_lean.formal.lean.printer import Printer, is_lean_ident, names_used, sanitize
from forminv_lean.formal.meaning.signature import class_closure
from forminv_lean.formal.meaning.terms import (
    PROP,
    Term,
    all_names,
    fresh_name,
    mk,
    num,
    outer_foralls,
    subst,
    var,
    walk,
)
from forminv_lean.formal.meaning.types import NAT, Ty
from forminv_lean.formal.search.normal_form import rename_tvar

UNIVERSE = "u"  # every emitted file declares `universe u`; type binders print as `Type u`


@dataclass(frozen=True)
class Strategy:
    """One proof step the emitter may use: the exact goal shape and the Lean it prints."""

    id: str
    shape: str
    lean: str
    example: str  # declaration in lean_proofs/FormInvProofs/Vocabulary.lean exercising it


STRATEGIES: tuple[Strategy, ...] = (
    Strategy("defeq", "A ↔ B, where A and B are equal up to bound-variable names, binder "
             "brackets, and unfolding only: a ≥ b → b ≤ a, a > b → b < a, a ≠ b → ¬a = b, "
             "a ∉ s → ¬a ∈ s, membership in ∩ ∪ \\ ᶜ {x | p} univ ∅, s ⊆ t → ∀ x, x ∈ s → x ∈ t, "
             "Even a → ∃ r, a = r + r, Odd a → ∃ m, a = 2 * m + 1, a ∣ b (ℕ, ℤ) → ∃ c, b = a * c",
             "Iff.rfl", "defeq_notation, defeq_sets, defeq_even_dvd"),
    Strategy("forall_congr", "(∀ x : T, A) ↔ (∀ x : T, B) (also type binders ∀ {α : Type u} and "
             "their instance binders [C α])", "forall_congr' fun x => (proof of A ↔ B)",
             "congr_forall, congr_type"),
    Strategy("exists_congr", "(∃ x : T, A) ↔ (∃ x : T, B)",
             "exists_congr fun x => (proof of A ↔ B)", "congr_exists"),
    Strategy("connective_congr", "(A ∘ B) ↔ (C ∘ D) for ∘ in → ∧ ∨ ↔, and ¬A ↔ ¬C",
             "imp_congr / and_congr / or_congr / iff_congr (A ↔ C) (B ↔ D); not_congr (A ↔ C)",
             "congr_connectives"),
    Strategy("not_exists", "(¬∃ x, A) ↔ (∀ x, ¬A), either side", "not_exists", "rw_quantifier"),
    Strategy("not_not", "¬¬A ↔ A, either side", "Classical.not_not", "rw_quantifier"),
    Strategy("not_forall", "(¬∀ x, A) ↔ (∃ x, ¬A), either side; Track B only (a statement in its "
             "declaration's context), so Track A's certificates are unchanged",
             "Classical.not_forall", "rw_not_forall"),
    Strategy("contrapositive", "(¬A → ¬B) ↔ (B → A), either side", "not_imp_not",
             "rw_contrapositive"),
    Strategy("iff_def", "(A ↔ B) ↔ (A → B) ∧ (B → A), when the other side is a conjunction",
             "iff_def", "rw_iff_def"),
    Strategy("not_lt", "¬a < b ↔ b ≤ a over ℕ (Nat.not_lt), ℤ (Int.not_lt), ℚ, ℝ or a "
             "[LinearOrder α] (not_lt)", "Nat.not_lt / Int.not_lt / not_lt", "rw_not_lt"),
    Strategy("not_le", "¬a ≤ b ↔ b < a over the same types", "Nat.not_le / Int.not_le / not_le",
             "rw_not_lt"),
    Strategy("prime_def", "Nat.Prime p ↔ 2 ≤ p ∧ ∀ m, m ∣ p → m = 1 ∨ m = p", "Nat.prime_def",
             "rw_prime_def"),
    Strategy("lt_add_one", "m < n ↔ m + 1 ≤ n over ℕ", "Nat.lt_iff_add_one_le", "rw_lt_add_one"),
    Strategy("set_ext", "s = t ↔ ∀ x, x ∈ s ↔ x ∈ t over Set α", "Set.ext_iff", "rw_set_ext"),
    Strategy("and_imp", "(A ∧ B → C) ↔ (A → B → C), either side", "and_imp", "rw_curry"),
    Strategy("imp_not_comm", "(A → ¬B) ↔ (B → ¬A), either side", "imp_not_comm", "rw_curry"),
    Strategy("comm", "A ∧ B ↔ B ∧ A, A ∨ B ↔ B ∨ A, (A ↔ B) ↔ (B ↔ A), a = b ↔ b = a, applied to "
             "the second statement when it puts a matching part on the other side",
             "And.comm / Or.comm / Iff.comm / eq_comm", "rw_comm"),
    Strategy("ring", "A ↔ B without quantifiers, both the same relation (= ≤ < ∣, or ≠) over a "
             "commutative (semi)ring (ℕ ℤ ℚ ℝ or a type with [CommSemiring]/[CommRing]/[Field]), "
             "whose corresponding sides are equal as polynomials (+ * ^ numeral, - outside ℕ, / by "
             "a numeral in a field; other subterms as atoms)",
             "by rw [show (l₁ : T) = l₂ by ring, …]", "leaf_ring"),
    Strategy("linarith", "A ↔ B, each one linear (in)equality = ≤ < over ℚ or ℝ in the variables "
             "(+ - and multiplication or division by numerals)",
             "⟨fun h => by linarith, fun h => by linarith⟩", "leaf_linarith"),
    Strategy("pow_two", "A ↔ B without quantifiers, where rewriting the listed t ^ 2 to t * t "
             "(outermost first) makes the two sides identical", "by rw [pow_two t₁, …]",
             "rw_pow_two"),
    Strategy("abs_max", "A ↔ B without quantifiers over ℤ ℚ ℝ, where rewriting the listed |t| "
             "to max t (-t) (outermost first) makes the two sides identical",
             "by rw [abs_eq_max_neg (a := t₁), …]", "rw_abs_max"),
    Strategy("not_and", "¬(A ∧ B) ↔ (A → ¬B), either side", "not_and", "rw_not_and"),
    Strategy("even_iff", "Even n ↔ n % 2 = 0 over ℕ or ℤ", "Nat.even_iff / Int.even_iff",
             "rw_even_iff"),
    Strategy("odd_iff", "Odd n ↔ n % 2 = 1 over ℕ or ℤ", "Nat.odd_iff / Int.odd_iff",
             "rw_odd_iff"),
    Strategy("le_iff_lt_or_eq", "a ≤ b ↔ a < b ∨ a = b over a linear order", "le_iff_lt_or_eq",
             "rw_le_lt_or_eq"),
    Strategy("omega", "A ↔ B without quantifiers over ℕ/ℤ built from variables, literals, + -, "
             "* and / % by a literal, ℕ→ℤ casts, = ≠ < ≤ > ≥, k ∣ e with k a literal, ¬ ∧ ∨ → ↔ "
             "(omega decides this fragment)", "by omega", "leaf_omega"),
    Strategy("binder_permutation", "(∀ b₁ … bₙ, A) ↔ (∀ bσ₁ … bσₙ, B): the two sides open the "
             "same binders (name and type as printed) in different orders; Track B only. The "
             "first side is restated under the second's binders, in its order, and the rest is "
             "the proof of that restatement ↔ the second side",
             "Iff.trans (show (P) ↔ (P') from ⟨fun h => by intro ys; exact @h xs, fun h => by "
             "intro xs; exact @h ys⟩) (proof of P' ↔ Q)", "rw_binder_permutation"),
    Strategy("disproof_decide", "¬ (∀ xs, A), where A at the counterexample is closed ℕ/ℤ "
             "arithmetic (+ - * / % ^ min max Nat.gcd Nat.lcm) with = ≠ < ≤ > ≥ ¬ ∧ ∨ → ↔",
             "fun h => absurd (@h c₁ …) (by decide)", "disproof_decide"),
    Strategy("disproof_norm_num", "¬ (∀ xs, A), where A at the counterexample is closed "
             "arithmetic over ℕ ℤ ℚ ℝ with literals (+ - * / ^, ∣, Nat.Prime, relations, "
             "connectives)", "fun h => absurd (@h c₁ …) (by norm_num)", "disproof_norm_num"),
    Strategy("proof_omega", "∀ xs, A with A in omega's fragment (above)",
             "by intro xs; omega", "proof_omega"),
)
STRATEGY_IDS = frozenset(s.id for s in STRATEGIES)

_LINEAR = frozenset({"ℕ", "ℤ", "ℚ", "ℝ"})
_CONG = {"imp": "imp_congr", "and": "and_congr", "or": "or_congr", "iff": "iff_congr"}
_QUANT = frozenset({"forall", "exists", "tforall", "setof"})
_MAX_REWRITES = 8
_MAX_CALLS = 20_000  # goals one search may visit: bounded time on any statement


@dataclass(frozen=True)
class Pf:
    """A proof term of one `A ↔ B` goal: its lines (relative indentation), the checked names
    and the strategies it uses."""

    lines: tuple[str, ...]
    names: frozenset[str]
    steps: frozenset[str]
    ascribed: bool = False   # one parenthesised `(e : A ↔ B)`: its type is stated

    @property
    def is_rfl(self) -> bool:
        return self.lines == ("Iff.rfl",)


RFL = Pf(("Iff.rfl",), frozenset({"Iff.rfl"}), frozenset({"defeq"}))


def _is_group(s: str) -> bool:
    """`s` is one parenthesised group `( … )`."""
    if not (s.startswith("(") and s.endswith(")")):
        return False
    depth = 0
    for i, c in enumerate(s):
        depth += c == "("
        depth -= c == ")"
        if depth == 0 and i < len(s) - 1:
            return False
    return True


def _wrap(p: Pf) -> list[str]:
    """`p` as one argument: bare when it is a name or a group, else parenthesised."""
    if p.ascribed or (len(p.lines) == 1 and (" " not in p.lines[0] or _is_group(p.lines[0]))):
        return list(p.lines)
    if len(p.lines) == 1:
        return [f"({p.lines[0]})"]
    return [f"({p.lines[0]}", *("  " + ln for ln in p.lines[1:-1]), f"  {p.lines[-1]})"]


def _app(head: str, args: list[Pf], names: set[str], step: str) -> Pf:
    lines = [head]
    for a in args:
        lines += ["  " + ln for ln in _wrap(a)]
    allnames = frozenset(names).union(*(a.names for a in args))
    return Pf(tuple(lines), allnames, frozenset({step}).union(*(a.steps for a in args)))


# -- the definitional equality `Iff.rfl` relies on ---------------------------------------------

def notation(t: Term) -> Term:
    """Unfold the reducible notation: ≥ >, ≠, ∉ (identical terms for Lean's unifier)."""
    if t.args:
        args = tuple(notation(a) for a in t.args)
        if any(x is not y for x, y in zip(args, t.args, strict=True)):
            t = replace(t, args=args)
    a = t.args
    if t.op == "ge":
        return Term("le", (a[1], a[0]), t.ty)
    if t.op == "gt":
        return Term("lt", (a[1], a[0]), t.ty)
    if t.op == "ne":
        return mk("not", Term("eq", a, t.ty))
    if t.op == "notmem":
        return mk("not", Term("mem", a, t.ty))
    return t


def _unfold_defs(t: Term) -> Term:
    """Unfold the plain definitions listed in the `defeq` strategy (see lean_names)."""
    taken = set(all_names(t))

    def fresh(base: str) -> str:
        n = fresh_name(base, taken)
        taken.add(n)
        return n

    def mem(x: Term, s: Term) -> Term:
        if s.op == "inter":
            return mk("and", mem(x, s.args[0]), mem(x, s.args[1]))
        if s.op == "union":
            return mk("or", mem(x, s.args[0]), mem(x, s.args[1]))
        if s.op == "sdiff":
            return mk("and", mem(x, s.args[0]), mk("not", mem(x, s.args[1])))
        if s.op == "compl":
            return mk("not", mem(x, s.args[0]))
        if s.op == "setof":
            return go(subst(s.args[0], {s.name: x}))
        if s.op == "univ":
            return Term("true")
        if s.op == "empty":
            return Term("false")
        return mk("mem", x, s)

    def go(u: Term) -> Term:
        if u.args:
            u = replace(u, args=tuple(go(a) for a in u.args))
        if u.op == "mem":
            return mem(*u.args)
        if u.op == "subset":
            a, b = u.args
            xn = fresh("x")
            xv = var(xn, a.ty.args[0])
            return Term("forall", (mk("imp", mem(xv, a), mem(xv, b)),), PROP, xn,
                        bty=a.ty.args[0])
        if u.op in ("even", "odd"):
            e = u.args[0]
            r = fresh("r")
            rv = var(r, e.ty)
            rhs = Term("add", (rv, rv), e.ty) if u.op == "even" else \
                Term("add", (Term("mul", (num(2, e.ty), rv), e.ty), num(1, e.ty)), e.ty)
            return Term("exists", (mk("eq", e, rhs),), PROP, r, bty=e.ty)
        if (congruence := unfold_modeq(u)) is not None:
            return congruence
        if u.op == "dvd" and u.args[0].ty.head in ("ℕ", "ℤ"):
            a, b = u.args
            c = fresh("c")
            return Term("exists", (mk("eq", b, Term("mul", (a, var(c, a.ty)), a.ty)),), PROP, c,
                        bty=a.ty)
        return u

    return go(t)


def _k(t: Term) -> str:
    """A key equal for alpha-equivalent terms (bound names and binder brackets ignored), as
    `key(debruijn(t))` but without rebuilding the term."""
    return _akey(t, {}, {}, 0)


def _ty_key(ty: Ty | None, tenv: dict[str, str]) -> str:
    if ty is None:
        return "-"
    if ty.head == "var":
        return "var:" + tenv.get(ty.name, ty.name)
    if not ty.args:
        return ty.head
    return ty.head + "[" + ",".join(_ty_key(a, tenv) for a in ty.args) + "]"


def _akey(t: Term, env: dict[str, str], tenv: dict[str, str], depth: int) -> str:
    op = t.op
    if op == "var":
        return f"v:{env.get(t.name, t.name)}:{_ty_key(t.ty, tenv)}"
    if op == "num":
        return f"n:{t.value}:{_ty_key(t.ty, tenv)}"
    if op in ("forall", "exists", "setof"):
        inner = {**env, t.name: f"#{depth}"}
        return f"{op}:{_ty_key(t.bty, tenv)}(" + ",".join(
            _akey(a, inner, tenv, depth + 1) for a in t.args) + ")"
    if op == "tforall":
        itenv = {**tenv, t.name: f"#T{depth}"}
        return f"tforall:{','.join(t.classes)}(" + ",".join(
            _akey(a, env, itenv, depth + 1) for a in t.args) + ")"
    head = f"{op}:{_ty_key(t.ty, tenv)}" + (f":{t.name}" if t.name else "")
    return head + "(" + ",".join(_akey(a, env, tenv, depth) for a in t.args) + ")"


def defeq(p: Term, q: Term) -> bool:
    """Equal after the unfoldings of the `defeq` strategy (so `Iff.rfl : p ↔ q` checks)."""
    if _k(p) == _k(q):
        return True
    p, q = notation(p), notation(q)
    return _k(p) == _k(q) or _k(_unfold_defs(p)) == _k(_unfold_defs(q))


# -- named rewrites ----------------------------------------------------------------------------

def _linear_order(ty: Ty, tcl: dict[str, frozenset[str]]) -> bool:
    return ty.head in _LINEAR or (ty.head == "var" and "LinearOrder" in tcl.get(ty.name, ()))


def _order_lemma(base: str, ty: Ty) -> str:
    return {"ℕ": f"Nat.{base}", "ℤ": f"Int.{base}"}.get(ty.head, base)


def _rewrites(t: Term, tcl: dict[str, frozenset[str]], *, open_world: bool = False
              ) -> list[tuple[str, str, Term]]:
    """(strategy, lemma, rewritten) for each named rewrite that applies at the top of `t`.
    `open_world` (Track B) also rewrites `≤` on a type variable with only a `[PartialOrder α]`
    (Mathlib's Order/Defs/PartialOrder.lean states le_iff_lt_or_eq there); Track A's search is
    left as it was, so its certificates do not change."""
    t = notation(t)
    out: list[tuple[str, str, Term]] = []
    if t.op == "not":
        a = t.args[0]
        if a.op == "exists":
            out.append(("not_exists", "not_exists",
                        Term("forall", (mk("not", a.args[0]),), PROP, a.name, bty=a.bty)))
        elif a.op == "not":
            out.append(("not_not", "Classical.not_not", a.args[0]))
        elif a.op == "forall" and open_world:
            out.append(("not_forall", "Classical.not_forall",
                        Term("exists", (mk("not", a.args[0]),), PROP, a.name, bty=a.bty)))
        elif a.op == "and":
            out.append(("not_and", "not_and", mk("imp", a.args[0], mk("not", a.args[1]))))
        elif a.op in ("lt", "le") and _linear_order(a.args[0].ty, tcl):
            flip = "le" if a.op == "lt" else "lt"
            base = "not_lt" if a.op == "lt" else "not_le"
            out.append((base, _order_lemma(base, a.args[0].ty),
                        Term(flip, (a.args[1], a.args[0]), PROP)))
    elif t.op == "imp" and t.args[0].op == "not" and t.args[1].op == "not":
        out.append(("contrapositive", "not_imp_not",
                    mk("imp", t.args[1].args[0], t.args[0].args[0])))
    elif t.op == "imp" and t.args[0].op == "and":
        a, b = t.args[0].args
        out.append(("and_imp", "and_imp", mk("imp", a, mk("imp", b, t.args[1]))))
    elif t.op == "imp" and t.args[1].op == "not":
        out.append(("imp_not_comm", "imp_not_comm",
                    mk("imp", t.args[1].args[0], mk("not", t.args[0]))))
    elif t.op == "iff":
        a, b = t.args
        out.append(("iff_def", "iff_def", mk("and", mk("imp", a, b), mk("imp", b, a))))
        out.append(("comm", "Iff.comm", mk("iff", b, a)))
    if t.op in ("and", "or") or (t.op == "eq" and t.args[0].ty.head != "Set"):
        lemma = {"and": "And.comm", "or": "Or.comm", "eq": "eq_comm"}[t.op]
        out.append(("comm", lemma, Term(t.op, (t.args[1], t.args[0]), t.ty)))
    elif t.op == "prime":
        p = t.args[0]
        m = fresh_name("m", all_names(p))
        mv = var(m, NAT)
        body = mk("imp", mk("dvd", mv, p), mk("or", mk("eq", mv, num(1, NAT)), mk("eq", mv, p)))
        out.append(("prime_def", "Nat.prime_def",
                    mk("and", mk("le", num(2, NAT), p), Term("forall", (body,), PROP, m, bty=NAT))))
    elif t.op in ("even", "odd") and t.args[0].ty.head in ("ℕ", "ℤ"):
        n = t.args[0]
        rest = 0 if t.op == "even" else 1
        prefix = "Nat" if n.ty.head == "ℕ" else "Int"
        out.append((f"{t.op}_iff", f"{prefix}.{t.op}_iff",
                    mk("eq", Term("mod", (n, num(2, n.ty)), n.ty), num(rest, n.ty))))
    elif t.op == "le" and (_linear_order(t.args[0].ty, tcl) or open_world and (
            t.args[0].ty.head == "var" and "PartialOrder" in tcl.get(t.args[0].ty.name, ()))):
        a, b = t.args
        out.append(("le_iff_lt_or_eq", "le_iff_lt_or_eq",
                    mk("or", Term("lt", (a, b), PROP), mk("eq", a, b))))
    elif t.op == "lt" and t.args[0].ty.head == "ℕ":
        a, b = t.args
        out.append(("lt_add_one", "Nat.lt_iff_add_one_le",
                    mk("le", Term("add", (a, num(1, NAT)), NAT), b)))
    elif t.op == "eq" and t.args[0].ty.head == "Set":
        a, b = t.args
        x = fresh_name("x", all_names(t))
        xv = var(x, a.ty.args[0])
        out.append(("set_ext", "Set.ext_iff",
                    Term("forall", (mk("iff", mk("mem", xv, a), mk("mem", xv, b)),), PROP, x,
                         bty=a.ty.args[0])))
    return out


# -- leaves: pow_two rewriting and omega -------------------------------------------------------

def _quantifier_free(t: Term) -> bool:
    return not any(u.op in _QUANT for u in walk(t))


def _omega_fragment(t: Term) -> bool:
    """Linear ℕ/ℤ arithmetic omega decides (subterms outside it would become atoms, and omega
    is only complete when there are none)."""
    for u in walk(t):
        op = u.op
        if op in ("true", "false", "not", "and", "or", "imp", "iff"):
            continue
        if op in ("eq", "ne", "lt", "le", "gt", "ge"):
            if u.args[0].ty.head not in ("ℕ", "ℤ"):
                return False
        elif op == "dvd":
            if u.args[0].ty.head not in ("ℕ", "ℤ") or u.args[0].op != "num":
                return False
        elif op in ("var", "num"):
            if u.ty.head not in ("ℕ", "ℤ") or isinstance(u.value, Fraction):
                return False
        elif op == "mul":
            if u.args[0].op != "num" and u.args[1].op != "num":
                return False
        elif op in ("div", "mod"):
            if u.args[1].op != "num":
                return False
        elif op == "cast":
            if not (u.args[0].ty.head == "ℕ" and u.ty.head == "ℤ"):
                return False
        elif op not in ("add", "sub", "neg"):
            return False
    return True


def _squares(t: Term) -> list[Term]:
    return [u for u in walk(t) if u.op == "pow" and u.args[1].op == "num"
            and u.args[1].value == 2 and u.args[1].ty == NAT]


def _replace_all(t: Term, old: str, new: Term) -> Term:
    if _k(t) == old:
        return new
    if not t.args:
        return t
    return replace(t, args=tuple(_replace_all(a, old, new) for a in t.args))


def _monoid(ty: Ty, tcl: dict[str, frozenset[str]]) -> bool:
    return ty.head in _LINEAR or (ty.head == "var" and "Monoid" in tcl.get(ty.name, ()))


# -- the search -------------------------------------------------------------------------------

_RELATIONS = frozenset({"eq", "le", "lt", "dvd"})
_RING_CLASSES = frozenset({"CommSemiring", "CommRing", "Field"})


def _comm_semiring(ty: Ty, tcl: dict[str, frozenset[str]]) -> bool:
    return ty.head in _LINEAR or (ty.head == "var" and bool(tcl.get(ty.name, frozenset())
                                                            & _RING_CLASSES))


def _differing_sides(a: Term, b: Term) -> tuple[Term, Term] | None:
    """The first pair of corresponding sides that differ, when `a` and `b` are the same
    relation (possibly under the same number of `¬`)."""
    while a.op == "not" and b.op == "not":
        a, b = a.args[0], b.args[0]
    if a.op != b.op or a.op not in _RELATIONS or a.args[0].ty != b.args[0].ty:
        return None
    for s, t in zip(a.args, b.args, strict=True):
        if _k(s) != _k(t):
            return s, t
    return None


def _polynomial(t: Term, tcl: dict[str, frozenset[str]], atoms: dict[str, Any]) -> Any:
    """`t` as a SymPy expression the way `ring` sees it (other subterms are atoms), or None
    when `t` uses an operation `ring` does not normalise here (ℕ `-`, `/` outside a field,
    `%`)."""
    import sympy

    op, ty = t.op, t.ty
    field = ty.head in ("ℚ", "ℝ") or (ty.head == "var" and "Field" in tcl.get(ty.name, ()))
    ring = ty.head != "ℕ" and (ty.head != "var" or "CommRing" in tcl.get(ty.name, ())
                               or field)
    if op == "num":
        return sympy.Rational(t.value.numerator, t.value.denominator) \
            if isinstance(t.value, Fraction) else sympy.Integer(int(t.value or 0))
    if op in ("add", "mul", "sub") and (op != "sub" or ring):
        x, y = (_polynomial(u, tcl, atoms) for u in t.args)
        if x is None or y is None:
            return None
        return x + y if op == "add" else x * y if op == "mul" else x - y
    if op == "neg" and ring:
        x = _polynomial(t.args[0], tcl, atoms)
        return None if x is None else -x
    if op == "pow" and t.args[1].op == "num" and 0 <= (t.args[1].value or 0) <= 16:
        x = _polynomial(t.args[0], tcl, atoms)
        return None if x is None else x ** int(t.args[1].value or 0)
    if op == "div" and field and t.args[1].op == "num" and t.args[1].value:
        x = _polynomial(t.args[0], tcl, atoms)
        return None if x is None else x / sympy.Rational(t.args[1].value)
    if op in ("sub", "div", "mod", "neg", "pow"):
        return None
    return atoms.setdefault(_k(t), sympy.Symbol(f"atom{len(atoms)}"))


def _ring_equal(s: Term, t: Term, tcl: dict[str, frozenset[str]]) -> bool:
    import sympy

    atoms: dict[str, Any] = {}
    x, y = _polynomial(s, tcl, atoms), _polynomial(t, tcl, atoms)
    return x is not None and y is not None and sympy.expand(x - y) == 0


_ARITH = frozenset({"add", "sub", "mul", "div", "neg", "pow", "inv", "mod"})


def _linear_atom(t: Term) -> bool:
    """One = ≤ < between linear terms over ℚ/ℝ (numeral coefficients) in atoms: variables
    and any term whose head is not arithmetic (`|a|`, `f x`), as `linarith` treats them."""
    if t.op not in ("eq", "le", "lt") or t.args[0].ty.head not in ("ℚ", "ℝ"):
        return False

    def linear(u: Term) -> bool:
        if u.op in ("var", "num"):
            return True
        if u.op not in _ARITH:
            return u.ty.head in ("ℚ", "ℝ")
        if u.op in ("add", "sub"):
            return all(linear(a) for a in u.args)
        if u.op == "neg":
            return linear(u.args[0])
        if u.op == "mul":   # a product of atoms is a monomial, a variable to linarith
            return all(linear(a) for a in u.args)
        if u.op == "div":
            return u.args[1].op == "num" and bool(u.args[1].value) and linear(u.args[0])
        return False

    return all(linear(a) for a in t.args)


def _linarith_proves(a: Term, b: Term) -> bool:
    """Does `a ↔ b` hold over an ordered field when each monomial over atoms (a variable,
    `|x|`, `f x`) is a free variable? That is what `linarith` sees (Mathlib's
    `Linarith/Parsing.lean`: products multiply out into monomials, each one a variable) and
    it is complete there; a pair true only by what an atom means (`√x = 0 ↔ x ≤ 0`) or by
    non-linear reasoning (`x * x ≥ 0`) gets no `linarith` certificate."""
    import sympy
    import z3

    atoms: dict[str, Any] = {}

    def poly(u: Term) -> Any:
        if u.op == "num":
            v = Fraction(u.value or 0)
            return sympy.Rational(v.numerator, v.denominator)
        if u.op in ("add", "sub", "mul"):
            x, y = poly(u.args[0]), poly(u.args[1])
            return x + y if u.op == "add" else x - y if u.op == "sub" else x * y
        if u.op == "neg":
            return -poly(u.args[0])
        if u.op == "div" and u.args[1].op == "num" and u.args[1].value:
            return poly(u.args[0]) / poly(u.args[1])
        return atoms.setdefault(_k(u), sympy.Symbol(f"atom{len(atoms)}"))

    monomials: dict[Any, Any] = {}

    def linear(e: Any) -> Any:
        out = z3.RealVal(0)
        for mono, coeff in sympy.Poly(sympy.expand(e), *atoms.values()).terms() \
                if atoms else [((), e)]:
            c = sympy.Rational(coeff)
            term = z3.RealVal(f"{c.p}/{c.q}")
            if any(mono):
                term = term * monomials.setdefault(mono, z3.Real(f"m{len(monomials)}"))
            out = out + term
        return out

    def rel(t: Term) -> Any:
        diff = linear(poly(t.args[0]) - poly(t.args[1]))
        return diff == 0 if t.op == "eq" else diff <= 0 if t.op == "le" else diff < 0

    ra, rb = rel(a), rel(b)
    solver = z3.Solver()
    solver.set("timeout", 2000)
    solver.add(z3.Not(ra == rb))
    return bool(solver.check() == z3.unsat)


def _crosses(p: Term, q: Term) -> bool:
    """Swapping `q`'s two sides lines one of them up with `p` (when a `comm` step helps)."""
    if p.op != q.op or len(p.args) != 2:
        return False
    return defeq(p.args[0], q.args[1]) or defeq(p.args[1], q.args[0])


class _Prover:
    """Proves `p ↔ q` by the vocabulary, or gives up (None)."""

    def __init__(self, printer: Printer, *, open_world: bool = False) -> None:
        self.pr = printer
        self.open_world = open_world
        self.memo: dict[tuple[str, str, str, int], Pf | None] = {}
        self.use_omega = False
        self.calls = 0  # the search gives up (no certificate) past _MAX_CALLS goals

    def text(self, t: Term) -> str:
        return self.pr.pr(t)

    def goal(self, p: Term, q: Term) -> str:
        """`A ↔ B` with each side parenthesised as `↔` (non-associative, precedence 20) and a
        binder's body (extending to the right) require."""
        return f"{self.pr.pr(p, 21)} ↔ {self.pr.pr(q, 21)}"

    def search(self, p: Term, q: Term) -> Pf | None:
        """Iterative deepening on the number of named rewrites: the shortest proof first, and
        named lemmas before the `omega` decision procedure."""
        for use_omega in (False, True):
            self.use_omega = use_omega
            self.memo.clear()
            for budget in range(_MAX_REWRITES + 1):
                r = self.prove(p, q, {}, budget)
                if r is not None:
                    return r
        return None

    def prove(self, p: Term, q: Term, tcl: dict[str, frozenset[str]], budget: int) -> Pf | None:
        self.calls += 1
        if self.calls > _MAX_CALLS:
            return None
        k = (_k(p), _k(q), repr(sorted(tcl.items())), budget)
        if k not in self.memo:
            self.memo[k] = self._prove(p, q, tcl, budget)
        return self.memo[k]

    def _prove(self, p: Term, q: Term, tcl: dict[str, frozenset[str]], budget: int) -> Pf | None:
        if defeq(p, q):
            return RFL
        pn, qn = notation(p), notation(q)
        if pn.op == qn.op:
            r = self.congr(pn, qn, tcl, budget)
            if r is not None:
                return r
        if budget > 0:
            for step, lemma, p2 in _rewrites(pn, tcl, open_world=self.open_world):
                if (step == "iff_def" and qn.op != "and") or step == "comm":
                    continue
                r = self.prove(p2, q, tcl, budget - 1)
                if r is not None:  # p ↔ p2 by the lemma, then p2 ↔ q
                    return self.trans(self.lemma(step, lemma, p, p2), r, p2, q)
            for step, lemma, q2 in _rewrites(qn, tcl, open_world=self.open_world):
                if (step == "iff_def" and pn.op != "and") or (step == "comm" and not _crosses(pn, qn)):
                    continue
                r = self.prove(p, q2, tcl, budget - 1)
                if r is not None:  # p ↔ q2, then q2 ↔ q by the lemma read backwards
                    back = self.lemma(step, lemma, q, q2)
                    sym = Pf((f"(Iff.symm {back.lines[0]})",), back.names | {"Iff.symm"},
                             back.steps, ascribed=True)
                    return self.trans(self.ascribe(r, p, q2), sym, p, q)
        if _quantifier_free(p) and _quantifier_free(q):
            return self.pow_two(p, q, tcl) or self.abs_max(p, q) or self.ring(p, q, tcl) \
                or self.linarith(p, q) \
                or self.omega(p, q)
        return None

    def lemma(self, step: str, lemma: str, a: Term, b: Term) -> Pf:
        return Pf((f"({lemma} : {self.goal(a, b)})",), frozenset({lemma}), frozenset({step}),
                  ascribed=True)

    def ascribe(self, pf: Pf, a: Term, b: Term) -> Pf:
        """`pf` with its type stated, so `Iff.trans` never has to guess the middle statement."""
        if pf.is_rfl or pf.ascribed:
            return pf
        body = list(pf.lines)
        body[-1] += f" : {self.goal(a, b)})"
        body[0] = "(" + body[0]
        return Pf(tuple([body[0], *("  " + ln for ln in body[1:])]), pf.names, pf.steps,
                  ascribed=True)

    def trans(self, first: Pf, second: Pf, a: Term, b: Term) -> Pf:
        """`Iff.trans first second`, dropping an `Iff.rfl` on either side (its two statements
        are definitionally equal, which the `defeq` strategy allows)."""
        if second.is_rfl:
            return first
        if first.is_rfl:
            return second
        return _app("Iff.trans", [first, second], {"Iff.trans"}, "defeq")

    def congr(self, p: Term, q: Term, tcl: dict[str, frozenset[str]], budget: int) -> Pf | None:
        op = p.op
        if op in ("forall", "exists"):
            if p.bty != q.bty:
                return None
            qb = q.args[0] if q.name == p.name else \
                subst(q.args[0], {q.name: var(p.name, p.bty or NAT)})
            r = self.prove(p.args[0], qb, tcl, budget)
            if r is None:
                return None
            if op == "forall":
                return self.binder("forall_congr'", p.name, r, "forall_congr")
            return self.binder("exists_congr", p.name, r, "exists_congr")
        if op == "tforall":
            if p.classes != q.classes:
                return None
            qb = q.args[0] if q.name == p.name else rename_tvar(q.args[0], q.name, p.name)
            r = self.prove(p.args[0], qb, {**tcl, p.name: class_closure(p.classes)}, budget)
            if r is None:
                return None
            for _ in p.classes:  # one instance binder per class, never referred to by name
                r = self.binder("forall_congr'", "_", r, "forall_congr")
            return self.binder("forall_congr'", p.name, r, "forall_congr")
        if op in _CONG:
            subs = [self.prove(a, b, tcl, budget) for a, b in zip(p.args, q.args, strict=True)]
            if any(s is None for s in subs):
                return None
            return _app(_CONG[op], [s for s in subs if s is not None], {_CONG[op]},
                        "connective_congr")
        if op == "not":
            r = self.prove(p.args[0], q.args[0], tcl, budget)
            return None if r is None else _app("not_congr", [r], {"not_congr"},
                                               "connective_congr")
        return None

    @staticmethod
    def binder(head: str, name: str, body: Pf, step: str) -> Pf:
        lines = (f"{head} fun {name} =>", *("  " + ln for ln in body.lines))
        return Pf(lines, body.names | {head}, body.steps | {step})

    def pow_two(self, p: Term, q: Term, tcl: dict[str, frozenset[str]]) -> Pf | None:
        goal = self.goal(p, q)
        a, b = notation(p), notation(q)
        squares: dict[str, Term] = {}
        for u in _squares(a) + _squares(b):
            squares.setdefault(_k(u), u)
        if not squares or not all(_monoid(u.ty, tcl) for u in squares.values()):
            return None
        steps: list[str] = []
        names = {"pow_two"}
        for k, sq in sorted(squares.items(), key=lambda kv: (-len(kv[0]), kv[0])):
            if k not in {_k(u) for u in _squares(a) + _squares(b)}:
                return None  # an earlier rewrite changed this instance: outside the shape
            base = sq.args[0]
            prod = Term("mul", (base, base), sq.ty)
            a, b = _replace_all(a, k, prod), _replace_all(b, k, prod)
            steps.append(f"pow_two ({self.text(base)} : {self.pr.ty(base.ty)})")
            if base.ty.head in ("ℕ", "ℤ"):
                names.add("pow_two ℕ")
        if _k(a) != _k(b):
            return None
        return Pf((f"(by rw [{', '.join(steps)}] : {goal})",), frozenset(names),
                  frozenset({"pow_two"}), ascribed=True)

    def abs_max(self, p: Term, q: Term) -> Pf | None:
        """Unfold `|t|` to `max t (-t)` (Mathlib's `abs_eq_max_neg`, true by `rfl` for a
        linear order with negation), every occurrence of one instance per `rw` step, until
        the two sides are identical."""
        goal = self.goal(p, q)
        a, b = notation(p), notation(q)

        def absolutes() -> dict[str, Term]:
            return {_k(u): u for u in walk(a) if u.op == "abs"} | \
                {_k(u): u for u in walk(b) if u.op == "abs"}

        found = absolutes()
        if not found or not all(u.ty.head in ("ℤ", "ℚ", "ℝ") for u in found.values()):
            return None
        steps: list[str] = []
        for k, u in sorted(found.items(), key=lambda kv: (-len(kv[0]), kv[0])):
            if k not in absolutes():
                return None  # an earlier rewrite changed this instance: outside the shape
            x = u.args[0]
            unfolded = Term("max", (x, Term("neg", (x,), u.ty)), u.ty)
            a, b = _replace_all(a, k, unfolded), _replace_all(b, k, unfolded)
            steps.append(f"abs_eq_max_neg (a := ({self.text(x)} : {self.pr.ty(x.ty)}))")
        if _k(a) != _k(b):
            return None
        return Pf((f"(by rw [{', '.join(steps)}] : {goal})",), frozenset({"abs_eq_max_neg"}),
                  frozenset({"abs_max"}), ascribed=True)

    def ring(self, p: Term, q: Term, tcl: dict[str, frozenset[str]]) -> Pf | None:
        """Rewrite corresponding sides that are equal as polynomials, one `ring` equation at a
        time (every occurrence, as `rw` does), until the two statements are identical."""
        goal = self.goal(p, q)
        a, b = notation(p), notation(q)
        eqs: list[str] = []
        while _k(a) != _k(b) and len(eqs) < 6:
            pair = _differing_sides(a, b)
            if pair is None:
                return None
            s, t = pair
            if not (_comm_semiring(s.ty, tcl) and _ring_equal(s, t, tcl)):
                return None
            ks = _k(s)
            a, b = _replace_all(a, ks, t), _replace_all(b, ks, t)
            eqs.append(f"show ({self.text(s)} : {self.pr.ty(s.ty)}) = {self.pr.pr(t, 51)} by ring")
        if _k(a) != _k(b) or not eqs:
            return None
        return Pf((f"(by rw [{', '.join(eqs)}] : {goal})",), frozenset({"ring"}),
                  frozenset({"ring"}), ascribed=True)

    def linarith(self, p: Term, q: Term) -> Pf | None:
        a, b = notation(p), notation(q)
        if not (_linear_atom(a) and _linear_atom(b) and _linarith_proves(a, b)):
            return None
        return Pf((f"(⟨fun h => by linarith, fun h => by linarith⟩ : {self.goal(p, q)})",),
                  frozenset({"linarith"}), frozenset({"linarith"}), ascribed=True)

    def omega(self, p: Term, q: Term) -> Pf | None:
        if not self.use_omega or not (_omega_fragment(p) and _omega_fragment(q)):
            return None
        return Pf((f"(by omega : {self.goal(p, q)})",), frozenset({"omega"}),
                  frozenset({"omega"}), ascribed=True)


# -- declarations ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Declaration:
    """A declaration the emitter writes: its name, text, the checked names it uses (for its
    imports) and the strategies it uses."""

    name: str
    text: str
    names: frozenset[str]
    steps: frozenset[str]


def lean_ident(name: str) -> str:
    """A declaration name: `name` when it is a plain ASCII Lean identifier, else a sanitised
    `forminv_…` form (the checker passes `forminv_<hash>` names, which are kept)."""
    if name.isascii() and name[:1].isalpha() and name.replace("_", "").isalnum() \
            and is_lean_ident(name):
        return name
    return "forminv_" + "".join(c if c.isascii() and (c.isalnum() or c == "_") else "_"
                                for c in name)


def lean_stmt(t: Term) -> str:
    """Statement text for a declaration: type binders as `Type u` (the file declares
    `universe u`), so both sides of an `↔` quantify over the same universe."""
    return Printer(UNIVERSE).pr(sanitize(t))


def iff_statement(p: Term, q: Term) -> str:
    """`(P) ↔ (Q)`: the statement of a certificate."""
    return f"({lean_stmt(p)}) ↔ ({lean_stmt(q)})"


def _printed(names: set[str] | frozenset[str], text: str) -> frozenset[str]:
    """Drop type notations the text does not print (an exponent's ℕ needs no import)."""
    return frozenset(n for n in names if n not in ("ℕ", "ℤ", "ℚ", "ℝ") or n in text)


def _layout(head: str, lines: tuple[str, ...]) -> str:
    return "\n".join([head, *("  " + ln for ln in lines)])


def certificate_decl(name: str, p: Term, q: Term) -> Declaration | None:
    """The certificate of `p ↔ q`, or None when the goal is outside the vocabulary."""
    ps, qs = sanitize(p), sanitize(q)
    pf = _Prover(Printer(UNIVERSE)).search(ps, qs)
    if pf is None:
        return None
    ident = lean_ident(name)
    text = _layout(f"theorem {ident} : {iff_statement(p, q)} :=", pf.lines)
    names = pf.names | names_used(ps) | names_used(qs)
    return Declaration(ident, text, _printed(names, text), pf.steps)


def certificate(name: str, p: Term, q: Term, *, method: str, families: set[str],
                mapping: dict[str, str] | None, rfl: bool) -> str | None:
    """`theorem name : (P) ↔ (Q) := proof` for a proved equivalence, or None outside the
    vocabulary. How the checker decided (`method`, `families`, `mapping`, `rfl`) is not needed:
    the proof is found from the two statements themselves."""
    decl = certificate_decl(name, p, q)
    return decl.text if decl else None


# -- Track B: statements as written, read in the declaration's context ------------------------

def surface_text(text: str) -> str:
    """A rendering as Lean source *as written*: parsed with the rendering parser and printed
    back by the surface printer, so opaque Mathlib constants keep the spelling of the source
    (`#s`, `s.card`, `card s` under `open Finset`) for Lean to resolve in the declaration's
    context, instance binders keep their order, and nothing outside the rendering language
    survives. `Type*`/`Sort*` become `Type u`/`Sort u`: two `Type*` on the sides of an `↔`
    would be unrelated universes, and `forall_congr'` needs the same binder type on both."""
    from forminv_lean.formal.lean.surface import lean_text
    from forminv_lean.formal.meaning.parser import parse

    printed = lean_text(parse(text))
    # `#s` (Finset.card under `open Finset`) as `#(s)`: `#` before a letter could lex as a
    # command token (`#synth`, `#simp`); the scanner accepts `#` only before `(`.
    printed = re.sub(r"#([^\W\d][\w'.]*)", r"#(\1)", printed)
    printed = _EXPLICIT_LEVELS.sub(lambda m: ".{" + _LEVEL_WORD.sub(
        lambda w: _apart(w.group(0)), m.group(1)) + "}", printed)
    return re.sub(r"\b(Type|Sort)\*", rf"\1 {UNIVERSE}", printed)


#: A constant's explicit universe levels (`Small.{u}`: `formal/meaning/universe_levels_r27`).
_EXPLICIT_LEVELS = re.compile(r"(?<=[\w'!?₀-₉])\.\{([^{}]*)\}")
_LEVEL_WORD = re.compile(r"(?<![\w'₀-₉])[^\W\d][\w'₀-₉]*")


def _apart(level: str) -> str:
    """A rendering's universe name printed apart from the file's `universe u` (which every
    `Type*` binder is printed at): `u` -> `u'`, `u'` -> `u''`, others kept. One-to-one, the
    same on both sides of an `↔`, so the renaming of a bound universe changes no meaning."""
    if level in ("max", "imax") or re.fullmatch(rf"{UNIVERSE}'*", level) is None:
        return level
    return level + "'"


def universe_line(text: str) -> str:
    """The `universe` command a module holding `text` needs: the file's `u`, and every universe
    name `text`'s constants write explicitly (`Small.{v}`, `Cardinal.lift.{u', w}`; the project
    sets `autoImplicit` false, so none is bound automatically)."""
    names = {w for m in _EXPLICIT_LEVELS.finditer(text)
             for w in _LEVEL_WORD.findall(m.group(1))} - {"max", "imax", UNIVERSE}
    return " ".join(["universe", UNIVERSE, *sorted(names)])


def outer_binders(text: str) -> list[tuple[str, str]]:
    """The binders a statement opens before its body, in order, one per name: through `∀`
    and through `¬∃` (which `not_exists` turns into `∀`), as (name, type text); an unnamed
    instance binder is named by its type. Binder kinds (`{}`, `[]`, `()`) are left out: they
    do not change a `∀`'s type."""
    from forminv_lean.formal.lean.surface import lean_text
    from forminv_lean.formal.meaning import ast
    from forminv_lean.formal.meaning.parser import parse

    e: Any = parse(text)
    out: list[tuple[str, str]] = []
    while True:
        if isinstance(e, ast.UnOp) and e.op == "¬" and isinstance(e.arg, ast.Quant) and \
                e.arg.kind == "∃":
            e = e.arg
        elif not (isinstance(e, ast.Quant) and e.kind == "∀"):
            return out
        for b in e.binders:
            ty = lean_text(b.type) if b.type is not None else ""
            if b.pred is not None:
                ty = f"{b.pred[0]} {lean_text(b.pred[1])}"
            out += [(n, ty) for n in b.names] or [(ty, ty)]
        e = e.body


_WORD = re.compile(r"[^\W\d][\w'₀-₉]*")


def binder_order_problem(p_text: str, q_text: str) -> str | None:
    """Why the binders of `p ↔ q` as printed cannot be aligned by the vocabulary's proofs,
    or None. Two binders both sides open in opposite orders (`∀ {R} {M} [Semiring R]` against
    `∀ {R} [Semiring R] {M}`: the elaborated terms sort instance binders, so the checker saw
    one statement, but Lean's `∀`s are different types and no step permutes them), or a
    binder whose type names one bound after it (`[MulSemiringAction G K] {G : Type u}`:
    Lean reads that `G` as an unknown or auto-bound name), or a binder that is a `Sort u`
    on one side and a `Type u` on the other (the paraphrase printed from the elaborated
    term, which does not keep `Sort*`: congruence needs one binder type on both sides)."""
    sides = (outer_binders(p_text), outer_binders(q_text))
    for seq in sides:
        names = {n for n, _ in seq}
        for i, (_, ty) in enumerate(seq):
            # (`Type u`'s `u` is a universe, never the term binder `u` bound later)
            words = set(_WORD.findall(re.sub(r"\b(?:Type|Sort)\s+[^\W\d][\w']*", "", ty)))
            later = words & (names - {n for n, _ in seq[:i]})
            if later:
                return f"a binder's type names {sorted(later)[0]} before it is bound"
    universes = {n: ty for n, ty in sides[0] if ty.split(" ")[0] in ("Type", "Sort")}
    for n, ty in sides[1]:
        if n in universes and ty.split(" ")[0] in ("Type", "Sort") and ty != universes[n]:
            return f"{n} is a {universes[n]} on one side and a {ty} on the other"
    pos = {b: i for i, b in enumerate(sides[1]) if b not in sides[1][:i]}
    common = [pos[b] for b in dict.fromkeys(sides[0]) if b in pos]
    if any(a > b for a, b in zip(common, common[1:], strict=False)):
        return REORDERED
    return None


REORDERED = "the two sides open the same binders in different orders"
#: Core tactics only (src/Init/Tactics.lean): each direction of `(∀ σ(bs), A) ↔ (∀ bs, A)`
#: introduces the goal's binders by name (`intro`: implicit and instance binders too) and
#: gives the hypothesis every argument explicitly (`exact @h …`), in its own order: nothing
#: is left to unification or instance resolution.
PERMUTE_NAMES = frozenset({"intro", "exact"})


def _forall_prefix(e: Any) -> tuple[list[Any], Any] | None:
    """The `∀` binders a parsed statement opens (nested `∀`s flattened) and its body; None
    when a binder carries a predicate (`∀ x ∈ s`), which is not a plain binder to permute."""
    from forminv_lean.formal.meaning import ast

    binders: list[Any] = []
    while isinstance(e, ast.Quant) and e.kind == "∀":
        if any(b.pred is not None for b in e.binders):
            return None
        binders.extend(e.binders)
        e = e.body
    return binders, e


def _restated_under(p_text: str, q_text: str) -> str | None:
    """`p`'s body under `q`'s binders, in `q`'s order and brackets: the statement between the
    two when they open exactly the same binders (name and type as printed, once each) in
    different orders, with nothing but `∀`s before their bodies; else None."""
    from forminv_lean.formal.lean.surface import lean_text
    from forminv_lean.formal.meaning import ast
    from forminv_lean.formal.meaning.parser import parse

    pb, qb = outer_binders(p_text), outer_binders(q_text)
    if sorted(pb) != sorted(qb) or len(set(pb)) != len(pb):
        return None
    p_split, q_split = _forall_prefix(parse(p_text)), _forall_prefix(parse(q_text))
    if p_split is None or q_split is None:
        return None
    if any(isinstance(x, ast.UnOp) and x.op == "¬" and isinstance(x.arg, ast.Quant)
           for x in (p_split[1], q_split[1])):
        return None   # `¬∃` binders count among the outer ones: not a plain prefix
    q_binders, p_body = q_split[0], p_split[1]
    return lean_text(ast.Quant("∀", tuple(q_binders), p_body))


def _permuted(p_text: str, middle: str, rest: Pf) -> Pf | None:
    """`Iff.trans (show (P) ↔ (P') from ⟨…⟩) rest`, or the permutation alone when `rest` is
    `Iff.rfl`: `⟨fun h => by intro x y; exact @h y x, fun h => by intro y x; exact @h x y⟩`.
    None when a binder has no name that can be given to `intro` (a name used twice)."""
    pb, mb = outer_binders(p_text), outer_binders(middle)
    names: dict[tuple[str, str], str] = {}
    taken = {n for n, _ in pb}
    k = 0
    for key in pb:
        n, ty = key
        if n == "_":   # an unnamed instance binder: named for the proof only
            k += 1
            while f"inst_{k}" in taken:
                k += 1
            n = f"inst_{k}"
        if not _is_plain_ident(n) or n in names.values():
            return None
        names[key] = n
    p_args = " ".join(names[b] for b in pb)
    m_args = " ".join(names[b] for b in mb)
    perm = (f"⟨fun h => by intro {m_args}; exact @h {p_args}, "
            f"fun h => by intro {p_args}; exact @h {m_args}⟩")
    steps = frozenset({"binder_permutation"})
    if rest.is_rfl:
        return Pf((perm,), PERMUTE_NAMES, steps)
    first = Pf((f"(show ({p_text}) ↔ ({middle}) from {perm})",), PERMUTE_NAMES, steps,
               ascribed=True)
    return _app("Iff.trans", [first, rest], {"Iff.trans"}, "binder_permutation")


def _is_plain_ident(n: str) -> bool:
    return bool(re.fullmatch(r"[^\W\d][\w'₀-₉]*", n)) and n not in ("fun", "by", "h", "at")


# A binder written with a hole for its type, even one the elaborator's unification fills in
# (`∀ (π : _) (θ : ℝ), … k * π / 2 = θ` makes π a real: the declaration meant Real.pi).
_HOLE = re.compile(r":\s*_(?![\w'₀-₉])")


def type_hole(t: Term) -> bool:
    """Whether a binder of `t` has no type (`∀ s : _`, `fun x => …` whose type nothing
    fixes): printed, Lean would pick a type by unification, not the declaration's, so no
    certificate states such a rendering."""
    def hole(ty: Ty | None) -> bool:
        if ty is None:
            return False
        unknown = ty.head == "meta" or ty.head == "result" and ty.name.startswith("?")
        return unknown or any(hole(a) for a in ty.args)  # (`?1:s`: the type of `s : _`)

    return any(u.op in ("forall", "exists", "lambda", "setof") and hole(u.bty)
               for u in walk(t))


def contextual_decl(name: str, p_text: str, q_text: str) -> Declaration | None:
    """Track B: the certificate of `p ↔ q` with the statement printed from the two renderings
    as written (`surface_text`), for a module that repeats the declaration's `open` and
    `namespace` lines, so Lean resolves the opaque constants as it does where the theorem
    lives. The proof is the vocabulary's, found on the elaborated terms; its steps (congruence,
    `Iff.rfl`, the logical rewrites, `linarith` over atoms, ...) never look inside an opaque
    symbol. None when a side does not parse or the goal is outside the vocabulary."""
    from forminv_lean.formal.statements import elaborate_text

    try:
        ps, qs = surface_text(p_text), surface_text(q_text)
        p, q = sanitize(elaborate_text(ps)), sanitize(elaborate_text(qs))
        if type_hole(p) or type_hole(q) or _HOLE.search(ps) or _HOLE.search(qs):
            return None  # `∀ s : _`: Lean would guess the type (π bound as a real); refused
        why = binder_order_problem(ps, qs)
        middle = _restated_under(ps, qs) if why == REORDERED else None
        if why and middle is None:
            return None  # no step of the vocabulary aligns these binders
        prover = _Prover(Printer(UNIVERSE), open_world=True)
        if middle is None:
            pf = prover.search(p, q)
        else:
            m = sanitize(elaborate_text(middle))
            rest = None if binder_order_problem(middle, qs) else prover.search(m, q)
            pf = None if rest is None else _permuted(ps, middle, rest)
    except Exception:  # a rendering the surface printer or elaborator cannot take back
        return None
    if pf is None:  # (an unknown result type has no Lean name: the printer raised above)
        return None
    ident = lean_ident(name)
    text = _layout(f"theorem {ident} : ({ps}) ↔ ({qs}) :=", pf.lines)
    return Declaration(ident, text, frozenset(pf.names), pf.steps)


# -- disproofs and proofs ---------------------------------------------------------------------

_DECIDE_OPS = frozenset({"true", "false", "not", "and", "or", "imp", "iff", "eq", "ne", "lt",
                         "le", "gt", "ge", "num", "add", "sub", "mul", "div", "mod", "pow",
                         "neg", "min", "max", "gcd", "lcm", "cast"})
_NORM_NUM_OPS = frozenset({"true", "false", "not", "and", "or", "imp", "iff", "eq", "ne", "lt",
                           "le", "gt", "ge", "num", "add", "sub", "mul", "div", "neg", "pow",
                           "inv", "dvd", "prime", "cast", "mod", "gcd", "lcm", "intgcd"})
# norm_num extensions a closed instance needs beyond Mathlib.Tactic.NormNum's own.
_NORM_NUM_EXTENSIONS = {"prime": "norm_num Nat.Prime", "gcd": "norm_num Nat.gcd",
                        "lcm": "norm_num Nat.gcd", "intgcd": "norm_num Nat.gcd",
                        "mod": "norm_num DivMod", "dvd": "norm_num DivMod"}


def literal(v: Any, ty: Ty) -> Term | None:
    """The value `v` of a counterexample as a term of type `ty` (ℕ ℤ ℚ ℝ literals only)."""
    if isinstance(v, bool) or not isinstance(v, int | Fraction) or ty.head not in _LINEAR:
        return None
    if isinstance(v, Fraction) and v.denominator == 1:
        v = int(v)
    if isinstance(v, Fraction) and ty.head in ("ℕ", "ℤ"):
        return None
    if v < 0:
        return None if ty.head == "ℕ" else Term("neg", (num(-v, ty),), ty)
    return num(v, ty)


def _closed_tactic(body: Term) -> str | None:
    """`decide` or `norm_num` when the closed instance is in that tactic's fragment."""
    ops = {u.op for u in walk(body)}
    tys = {u.ty.head for u in walk(body)} - {"Prop"}
    big_pow = any(u.op == "pow" and (u.args[1].op != "num" or (u.args[1].value or 0) > 64)
                  for u in walk(body))
    if ops <= _DECIDE_OPS and tys <= {"ℕ", "ℤ"} and not big_pow:
        return "decide"
    if ops <= _NORM_NUM_OPS and tys <= _LINEAR and not big_pow:
        return "norm_num"
    return None


def disproof_decl(name: str, stmt: Term, env: dict[str, Any]) -> Declaration | None:
    """`theorem name : ¬(stmt) := fun h => absurd (@h c…) (by decide|norm_num)`, instantiating
    the outer binders at `env`; None when the instance is outside the vocabulary."""
    s = sanitize(stmt)
    back = {y.name: x.name for x, y in zip(outer_foralls(stmt)[0], outer_foralls(s)[0],
                                           strict=True)}
    binders, body = outer_foralls(s)
    if any(b.op != "forall" for b in binders):
        return None
    values: list[Term] = []
    for b in binders:
        lit = literal(env.get(back.get(b.name, b.name)), b.bty or NAT)
        if lit is None:
            return None
        values.append(lit)
    closed = subst(body, {b.name: v for b, v in zip(binders, values, strict=True)})
    if not _quantifier_free(closed):
        return None
    tactic = _closed_tactic(closed)
    if tactic is None:
        return None
    printer = Printer(UNIVERSE)
    args = " ".join(_arg_text(printer, v) for v in values)
    ident = lean_ident(name)
    proof = f"fun h => absurd (@h {args}) (by {tactic})" if binders else f"by {tactic}"
    names = {"absurd", tactic} | names_used(s) | names_used(closed)
    if tactic == "norm_num":
        names |= {_NORM_NUM_EXTENSIONS[u.op] for u in walk(closed)
                  if u.op in _NORM_NUM_EXTENSIONS}
    text = _layout(f"theorem {ident} : ¬({lean_stmt(stmt)}) :=", (proof,))
    return Declaration(ident, text, _printed(names, text), frozenset({f"disproof_{tactic}"}))


def _arg_text(printer: Printer, v: Term) -> str:
    """A literal argument: `2`, `(-3)`, `(1/2 : ℝ)` (its type comes from the binder)."""
    text = printer.pr(v)
    return text if text.isdigit() or text.startswith("(") else f"({text})"


def disproof(name: str, stmt: Term, env: dict[str, Any]) -> str | None:
    """Text of `disproof_decl` (the checker's interface)."""
    decl = disproof_decl(name, stmt, env)
    return decl.text if decl else None


def proof_decl(name: str, stmt: Term) -> Declaration | None:
    """`theorem name : stmt := by intro …; omega` when the body is in omega's fragment."""
    s = sanitize(stmt)
    binders, body = outer_foralls(s)
    if any(b.op != "forall" for b in binders) or not _quantifier_free(body) \
            or not _omega_fragment(body):
        return None
    ident = lean_ident(name)
    lines = [f"intro {' '.join(b.name for b in binders)}"] if binders else []
    text = _layout(f"theorem {ident} : {lean_stmt(stmt)} := by", (*lines, "omega"))
    return Declaration(ident, text, _printed({"omega"} | names_used(s), text),
                       frozenset({"proof_omega"}))


def proof(name: str, stmt: Term, kind: str) -> str | None:
    """Text of `proof_decl` (the checker's interface; `kind` is how it was decided)."""
    decl = proof_decl(name, stmt)
    return decl.text if decl else None


# Every checked name with where it was confirmed (kept under its old name for callers).
LEAN_LEMMAS: dict[str, str] = {n: r.confirmed for n, r in NAMES.items()}
