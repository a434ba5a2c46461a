"""The checker: does a paraphrase say the same thing as the canonical statement?

Proof search here, proof checking in `kernel/` (LCF style). Levels are tried in order
(form → arithmetic → definitions → theory), each more permissive, up to the level the caller
allows. Equivalence is proved *pointwise* after aligning the outer binders (trying the
type-respecting permutations): closed `dvd_add` timed out at 10 s in the prototype, pointwise
it took 2 ms. A pointwise proof implies the closed `P ↔ Q` (kernel rule `close_iff`).

Every verdict is gated by the kernel:
* `equivalent` only with a `Thm` of exactly `P ↔ Q`;
* `not_equivalent` only with a `Thm` of `¬(P ↔ Q)`: one side proved, the other refuted
  (a pointwise difference of the aligned bodies only says where to look: two false
  statements are equivalent, and so are binders that a guard splits differently);
* anything else is `unknown` (or `unsupported` for what the language cannot express).
A proof that goes through only because both statements are true on their own (any two
theorems are equivalent) is `vacuous`.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, cast

from forminv_lean.formal import kernel as K
from forminv_lean.formal import pool
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.kernel import Thm
from forminv_lean.formal.kernel.query import Outcome, Query
from forminv_lean.formal.lean import certificates as C
from forminv_lean.formal.meaning.exact import FSet, Structure
from forminv_lean.formal.meaning.semantics import lean_literal
from forminv_lean.formal.meaning.signature import LEVELS
from forminv_lean.formal.meaning.terms import FALSE, TRUE, Term, key, mk
from forminv_lean.formal.meaning.types import Ty
from forminv_lean.formal.results import CheckResult, DecideResult
from forminv_lean.formal.search.bounded import (
    find_difference,
    find_falsifier,
    find_witness,
)
from forminv_lean.formal.search.compositional import Valid, compose
from forminv_lean.formal.search.normal_form import normalize, structurally_equal
from forminv_lean.formal.search.queries import solve as search_solve
from forminv_lean.formal.search.witness import refute_by_strategy
from forminv_lean.formal.statements import (
    DEFINITION_OPS,
    THEORY_OPS,
    Split,
    alignments,
    apply_alignment,
    elaborate_text,
    positional,
    split,
    uses,
)


def _check_level(level: str) -> None:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")


def _text(v: Any, ty: Ty) -> str:
    if isinstance(v, FSet):
        return v.lean(ty)
    s = lean_literal(v)
    return s[1:-1] if s.startswith("(") and s.endswith(")") else s


def _cex(env: dict[str, Any], vars_: list[tuple[str, Ty]]) -> dict[str, str]:
    return {n: _text(env[n], ty) for n, ty in vars_ if n in env}


#: Solver queries of one check (or decision) that may run out of their budget; later ones
#: are skipped. Why: with four same-typed binders a check tries 24 alignments, and a
#: statement Z3 cannot settle then costs 24 timeouts before the cheap structural test of
#: the next level (unfolding definitions) is even reached. Counted, like each query's own
#: Z3 resource limit, so that verdicts do not depend on the machine's speed or load.
MAX_TIMEOUTS = 4


class Budget:
    """What one check may still spend: solver queries that ran out of their resource limit."""

    def __init__(self) -> None:
        self.timeouts = 0

    @property
    def exhausted(self) -> bool:
        return self.timeouts >= MAX_TIMEOUTS


class Engine:
    """Shared machinery: solver queries with level skipping, exact validation."""

    def __init__(self, level: str, timeout: float, budget: Budget | None = None) -> None:
        self.level = level
        self.timeout_ms = int(max(0.05, timeout) * 1000)
        self.levels = LEVELS[1: LEVELS.index(level) + 1]
        self.budget = budget or Budget()  # shared with the engines this one hands work to

    def levels_for(self, *terms: Term) -> list[str]:
        """The solver levels worth trying: skip a level that interprets nothing new here."""
        out: list[str] = []
        for lvl in self.levels:
            if lvl == "definitions" and out and not any(uses(t, DEFINITION_OPS) for t in terms):
                continue
            if lvl == "theory" and out and not any(uses(t, THEORY_OPS) for t in terms):
                continue
            out.append(lvl)
        return out

    def _count(self, out: Outcome) -> None:
        if out.status == "unknown" and out.reason in ("z3: timeout", "z3: canceled",
                                                      pool.KILLED):
            self.budget.timeouts += 1

    def _skipped(self) -> Outcome:
        return Outcome("unknown", None, f"skipped: {MAX_TIMEOUTS} queries of this check "
                       "already ran out of their budget")

    def query(self, goal: Term, free: list[tuple[str, Ty]], tclasses: dict[str, frozenset[str]],
              level: str, mode: str = "valid") -> Outcome:
        """A search query (models, finite structures): its answers are never trusted as such."""
        if self.budget.exhausted:
            return self._skipped()
        q = Query(goal, tuple(free), tuple(tclasses.items()), level, self.timeout_ms, mode)
        out = pool.run_query(q, search_solve)
        self._count(out)
        return out

    def smt(self, goal: Term, ctx: K.Ctx, level: str) -> Thm | None:
        """A kernel theorem `ctx ⊢ goal` by Z3, or None."""
        if self.budget.exhausted:
            return None
        try:
            r = K.smt(goal, ctx, level, self.timeout_ms)
        except K.KernelError:  # not a well-formed goal in `ctx` (a dependency not fixed)
            return None
        if isinstance(r, Thm):
            return r
        self._count(r)
        return None

    # -- truth of one statement ---------------------------------------------------------------
    def decide(self, t: Term, name: str) -> tuple[DecideResult, Thm | None]:
        """Decide `t`; a proved/refuted verdict comes with the kernel theorem of `t` / `¬t`."""
        s = split(t)
        ctx = K.prefix(t).ctx
        if not s.binders and not s.tclasses:
            try:
                thm = K.eval_closed(t)
            except K.KernelError:
                pass
            else:
                if K.certifies(thm, t):
                    return DecideResult("proved", "exact_evaluation", None,
                                        C.proof(name, t, "eval"),
                                        "evaluated exactly under Lean's semantics"), thm
                return DecideResult("refuted", "exact_evaluation", {}, C.disproof(name, t, {}),
                                    "evaluates to False under Lean's semantics"), thm
        try:
            thm = K.close_forall(K.nf_true(s.body, ctx), t)
            return DecideResult("proved", "normal_form", None, C.proof(name, t, "nf"),
                                "the body normalises to True"), thm
        except K.KernelError:
            pass
        if s.tclasses:
            return self._decide_classes(s, ctx, name)
        env = find_falsifier(s.vars, s.body) if s.binders else None
        if env is not None:
            r = self._refuted(s, env, name, "bounded_search",
                              "a small assignment falsifies it (evaluated exactly)")
            if r is not None:
                return r
        ring = "arithmetic" in self.levels and normalize(s.body, ring=True)[0] == TRUE
        for lvl in (["arithmetic"] if ring else []) + self.levels_for(s.body):
            proof = self.smt(s.body, ctx, lvl)
            if proof is not None:
                method, why = ("algebraic_normal_form", "polynomial identity") if ring else \
                    ("smt", f"Z3 proved it at level {lvl}")
                return DecideResult("proved", method, None, C.proof(name, t, "ring" if ring
                                                                     else "smt"), why), \
                    K.close_forall(proof, t)
            ring = False
        if s.binders and self.levels:
            out = self.query(mk("not", s.body), s.vars, s.tclasses, self.levels[-1], mode="sat")
            if out.status == "sat" and out.model and all(out.model.get(n) is not None
                                                        for n, _ in s.vars):
                r = self._refuted(s, dict(out.model), name, "smt_model",
                                  "Z3 found an assignment; re-checked exactly")
                if r is not None:
                    return r
        if not s.binders:
            se = split(t, "exists")
            if se.binders:
                w = find_witness(se.vars, se.body)
                if w is not None:
                    try:
                        thm = K.eval_instance(t, w)
                    except K.KernelError:
                        pass
                    else:
                        return DecideResult("proved", "witness", None, None,
                                            f"witness {_cex(w, se.vars)} (evaluated exactly)"), thm
            found = refute_by_strategy(self, t, name)
            if found is not None:
                return found
            for lvl in self.levels_for(t):
                neg = self.smt(mk("not", t), K.EMPTY, lvl)
                if neg is not None:
                    return DecideResult("refuted", "smt", None, None,
                                        f"Z3 proved it false at level {lvl}"), neg
        return DecideResult("unknown", "none", None, None, "no proof or counterexample found "
                            "within the limits"), None

    def _refuted(self, s: Split, env: dict[str, Any], name: str, method: str,
                 reason: str) -> tuple[DecideResult, Thm] | None:
        thm = self._refutation(s, env)
        if thm is None:
            return None
        cex = _cex(env, s.vars) if env else None
        lean = C.disproof(name, s.term, env) if env or not s.binders else None
        return DecideResult("refuted", method, cex, lean, reason), thm

    def _refutation(self, s: Split, env: dict[str, Any]) -> Thm | None:
        """`⊢ ¬P` from an assignment of P's ∀-prefix: exactly, else by Z3 on the instance."""
        try:
            return K.eval_instance(s.term, env)
        except K.KernelError:
            pass
        g = K.ground(s.body, env, tuple(s.vars))
        if g is None:
            return None
        thm = self.smt(mk("not", g), K.EMPTY, "theory")
        if thm is None:
            return None
        try:
            return K.refute_instance(thm, s.term, env)
        except K.KernelError:
            return None

    def _decide_classes(self, s: Split, ctx: K.Ctx,
                        name: str) -> tuple[DecideResult, Thm | None]:
        for lvl in self.levels_for(s.body):
            thm = self.smt(s.body, ctx, lvl)
            if thm is not None:
                return DecideResult("proved", "smt", None, C.proof(name, s.term, "smt"),
                                    f"Z3 proved it from the class axioms at level {lvl}"), \
                    K.close_forall(thm, s.term)
        out = self.query(s.body, s.vars, s.tclasses, "theory", mode="finite")
        found = self._finite(out, s)
        if found is not None:
            structures, env, cex, reason = found
            try:
                thm = K.finite_refute(s.term, structures, env)
            except K.KernelError:
                thm = None
            if thm is not None:
                return DecideResult("refuted", "finite_model", cex, None, reason), thm
        return DecideResult("unknown", "none", None, None,
                            f"no proof from the class axioms; {out.reason}"), None

    def _finite(self, out: Outcome, s: Split) -> tuple[dict[str, Structure], dict[str, Any],
                                                        dict[str, str], str] | None:
        """A finite countermodel from the search: (structures, values, description, reason).
        It is evidence only after a kernel rule re-checks it exactly."""
        if out.status != "sat" or not out.model or len(s.tclasses) != 1:
            return None
        (tv, classes), = s.tclasses.items()
        st = Structure(out.model["__size__"], out.model["__tables__"])
        env = {n: out.model[n] for n, _ in s.vars}
        cex = {tv: st.describe(tv), **{n: str(env[n]) for n, _ in s.vars}}
        cls = ", ".join(sorted(classes)) or "no class"
        return {tv: st}, env, cex, f"a {st.n}-element model of [{cls}] (re-checked exactly)"


#: Decisions of whole statements, shared by the checks of one process (see `_Check.truth`).
_DECIDED: dict[tuple[str, int], tuple[DecideResult, Thm | None]] = {}


def _same(p: Term, q: Term, tclasses: dict[str, frozenset[str]]) -> tuple[bool, set[str], str]:
    """Equal structural normal forms (reflexive atoms kept, so structure is compared)?
    The third value names a match of two constants that only the user wrote: "true" (both
    proved), "false" (both refuted), or "" (a real match)."""
    a, fa = normalize(p, tclasses, collapse=False)
    b, fb = normalize(q, tclasses, collapse=False)
    return a == b, fa | fb, {TRUE: "true", FALSE: "false"}.get(a, "")


def decide(p: str, *, level: str = "theory", timeout: float = 2.0,
           lean_name: str = "forminv_decide") -> DecideResult:
    """Decide the truth of one closed statement: proved / refuted / unknown / unsupported.

    `proved` and `refuted` leave only with a kernel theorem of the statement or its negation."""
    _check_level(level)
    try:
        t = elaborate_text(p)
    except UnsupportedError as exc:
        return DecideResult("unsupported", "elaboration", None, None, str(exc))
    res, thm = Engine(level, timeout).decide(t, lean_name)
    return _gate_decision(res, thm, t)


def _gate_decision(res: DecideResult, thm: Thm | None, t: Term) -> DecideResult:
    if res.verdict == "proved" and not (thm is not None and K.certifies(thm, t)):
        return DecideResult("unknown", "none", None, None, "the trusted core did not accept "
                            f"the proof ({res.method})")
    if res.verdict == "refuted" and not (thm is not None and K.certifies(thm, mk("not", t))):
        return DecideResult("unknown", "none", None, None, "the trusted core did not accept "
                            f"the refutation ({res.method})")
    return res


class _Check(Engine):
    def __init__(self, tp: Term, tq: Term, level: str, timeout: float, name: str) -> None:
        super().__init__(level, timeout)
        self.tp, self.tq, self.name = tp, tq, name
        self.claim = mk("iff", tp, tq)

    def result(self, verdict: str, level: str | None, method: str, reason: str, *,
               vacuous: bool = False, cex: dict[str, str] | None = None,
               lean: str | None = None) -> CheckResult:
        return CheckResult(verdict, level, vacuous, method, cex, lean, reason)  # type: ignore[arg-type]

    def run(self) -> CheckResult:
        sp, sq = split(self.tp), split(self.tq)
        self.ctx = K.prefix(self.tp).ctx
        aligns = alignments(sp, sq)
        ptypes = dict(sp.vars)
        bodies = [(al, apply_alignment(sq, al, ptypes)) for al in aligns]
        r = self.by_normal_forms(sp, sq, bodies)
        if r is not None:
            return r
        refuted = self.refute_pointwise(sp, sq, bodies)
        if refuted is not None:
            return refuted
        vacuous: CheckResult | None = None
        for lvl in self.levels_for(sp.body, sq.body):
            if lvl == "definitions":  # unfolding may expose binders (`⊆` → `∀ x, …`)
                same, fam, trivial = _same(K.unfold(self.tp), K.unfold(self.tq), {})
                if same:
                    r = self.equivalent("definitions", "definitions", fam, self._positional(sp, sq),
                                        trivial=trivial, thm=self._nf(self.tp, self.tq, None,
                                                                      definitions=True))
                    if r is not None:
                        return r
            for al, qb in bodies:
                r, vac = self.at_level(sp, sq, al, qb, lvl)
                if r is not None:
                    return r
                if vac is not None:
                    vacuous = vacuous or vac
                    break  # later levels may still find a structural proof
        if vacuous is not None:
            return vacuous
        refuted = self.refute_by_models(sp, sq, bodies)
        if refuted is not None:
            return refuted
        return self.by_truth_values()

    # -- proofs ----------------------------------------------------------------------------
    def _positional(self, sp: Split, sq: Split) -> dict[str, str]:
        return {bq.name: bp.name for bp, bq in zip(sp.binders, sq.binders, strict=False)}

    def _nf(self, a: Term, b: Term, al: dict[str, str] | None, *,
            definitions: bool = False) -> Thm | None:
        """The kernel's normal-form theorem: closed (`al` None) or pointwise then closed."""
        try:
            if al is None:
                return K.nf_iff(a, b, K.EMPTY, definitions=definitions)
            return K.close_iff(K.nf_iff(a, b, self.ctx, definitions=definitions),
                               self.tp, self.tq, al)
        except K.KernelError:
            return None

    def _close(self, thm: Thm | None, al: dict[str, str]) -> Thm | None:
        if thm is None:
            return None
        try:
            return K.close_iff(thm, self.tp, self.tq, al)
        except K.KernelError:
            return None

    def by_normal_forms(self, sp: Split, sq: Split,
                        bodies: list[tuple[dict[str, str], Term]]) -> CheckResult | None:
        same, fam, trivial = _same(self.tp, self.tq, {})
        if same:
            r = self.equivalent("form", "normal_form", fam, self._positional(sp, sq),
                                rfl=fam <= {"notation"}, trivial=trivial,
                                thm=self._nf(self.tp, self.tq, None))
            if r is not None:
                return r
        for al, qb in bodies:
            same, fam, trivial = _same(sp.body, qb, sp.tclasses)
            if same:
                r = self.equivalent("form", "normal_form", fam, al, trivial=trivial,
                                    rfl=fam <= {"notation"} and positional(sp, sq, al),
                                    thm=self._nf(sp.body, qb, al))
                if r is not None:
                    return r
        for al, qb in bodies:  # same propositional skeleton over identical atoms
            a = normalize(sp.body, sp.tclasses, collapse=False)[0]
            b = normalize(qb, sp.tclasses, collapse=False)[0]
            c = compose(a, b, sp.vars, None)
            if c is not None and not c.vacuous:
                try:
                    thm = self._close(K.taut_iff(sp.body, qb, self.ctx), al)
                except K.KernelError:
                    thm = None
                r = self.equivalent("form", "propositional", set(), al, thm=thm)
                if r is not None:
                    return r
        return None

    def at_level(self, sp: Split, sq: Split, al: dict[str, str], qb: Term,
                 lvl: str) -> tuple[CheckResult | None, CheckResult | None]:
        """One alignment at one level: (a certified result, or a vacuous one to fall back on)."""
        if lvl == "arithmetic" and structurally_equal(sp.body, qb, sp.tclasses, ring=True)[0]:
            # Identical polynomial forms are structural, unless that form is a constant
            # (`x / 0 = 0` and `x * 0 = 0` both become `0 = 0`). Not trusted: the kernel
            # re-checks the equivalence with Z3.
            degenerate = normalize(sp.body, sp.tclasses, ring=True)[0] in (TRUE, FALSE)
            thm = self._close(self.smt(mk("iff", sp.body, qb), self.ctx, "arithmetic"), al)
            if thm is not None:
                return self.proved(sp, qb, al, lvl, "algebraic_normal_form", {"ring"}, thm,
                                   structural=not degenerate), None
        if lvl == "definitions":
            same, fam, trivial = _same(K.unfold(sp.body), K.unfold(qb), sp.tclasses)
            if same:
                r = self.equivalent("definitions", "definitions", fam, al, trivial=trivial,
                                    thm=self._nf(sp.body, qb, al, definitions=True))
                if r is not None:
                    return r, None
        pq = self.smt(mk("imp", sp.body, qb), self.ctx, lvl)
        qp = self.smt(mk("imp", qb, sp.body), self.ctx, lvl) if pq is not None else None
        if pq is None or qp is None:
            return None, None
        thm = self._close(K.iff_intro(pq, qp), al)
        if thm is None:
            return None, None
        r = self.proved(sp, qb, al, lvl, "smt", set(), thm)
        if not r.vacuous:
            return r, None
        # Both sides are true on their own; look for a proof that does not use that
        # (generalised subterms, equivalent atoms, same skeleton). The kernel theorem is the
        # one above: composition only decides whether the proof says something.
        pa, qa = (sp.body, qb) if lvl == "arithmetic" else (K.unfold(sp.body), K.unfold(qb))
        c = compose(normalize(pa, sp.tclasses, collapse=False)[0],
                    normalize(qa, sp.tclasses, collapse=False)[0], sp.vars,
                    cast(Valid, lambda g, vs, lvl=lvl: self.query(
                        g, vs, sp.tclasses, lvl).status == "proved"))
        if c is not None and not c.vacuous:
            return self.proved(sp, qb, al, lvl, "compositional", set(), thm,
                               structural=True), None
        return None, r

    def equivalent(self, level: str, method: str, fam: set[str], al: dict[str, str], *,
                   thm: Thm | None, rfl: bool = False,
                   trivial: str = "") -> CheckResult | None:
        if thm is None or not K.certifies(thm, self.claim):
            return None  # the trusted core did not accept what the search found
        if trivial:
            both = "proved (both normalise to True)" if trivial == "true" else \
                "refuted (both normalise to False)"
            return self.result("equivalent", level, method, f"both statements are {both}: "
                               "the equivalence says nothing about meaning", vacuous=True)
        lean = C.certificate(self.name, self.tp, self.tq, method=method, families=fam,
                             mapping=al, rfl=rfl)
        why = {"normal_form": "identical normal forms after notation/order/AC rewrites",
               "definitions": "identical normal forms after unfolding the definitions",
               "propositional": "equivalent as propositional formulas over the same atoms"}[method]
        return self.result("equivalent", level, method, why, lean=lean)

    def proved(self, sp: Split, qb: Term, al: dict[str, str], level: str,
               method: str, fam: set[str], thm: Thm, *, structural: bool = False) -> CheckResult:
        """A solver proof (checked by the kernel); vacuous when both sides hold on their own,
        unless the proof is structural (normal forms, or the compositional proof)."""
        assert K.certifies(thm, self.claim)
        vac = "" if structural else self.vacuity(sp, qb, level)
        if vac:
            which = "proved on their own" if vac == "proved" else \
                "refuted (false at every value of their variables)"
            return self.result("equivalent", level, method, f"both statements are {which} at "
                               f"level {level}: the equivalence says nothing about meaning",
                               vacuous=True, lean=None)
        lean = C.certificate(self.name, self.tp, self.tq, method=method, families=fam,
                             mapping=al, rfl=False)
        how = {"smt": "Z3 proved both directions pointwise",
               "algebraic_normal_form": "identical polynomial normal forms",
               "compositional": "same propositional skeleton over atoms proved equivalent "
                                "(shared subterms generalised), not using either side's truth",
               }[method]
        return self.result("equivalent", level, method, f"{how} at level {level}", lean=lean)

    def vacuity(self, sp: Split, qb: Term, level: str) -> str:
        """Why a proof of `P ↔ Q` says nothing: "proved" when each side holds on its own,
        "refuted" when each is false at every value of the context, else "". (Only classifies
        a proof as vacuous: never trusted to certify anything, so a search answer is enough.)"""
        if not sp.binders and not sp.tclasses:  # ground: two false statements say nothing either
            from forminv_lean.formal.meaning.exact import Evaluator

            a, b = Evaluator().prop(sp.body, {}), Evaluator().prop(qb, {})
            if a is not None and a == b:
                return "proved" if a else "refuted"

        def ok(body: Term) -> bool:
            if normalize(body, sp.tclasses)[0] == TRUE:
                return True
            if normalize(body, sp.tclasses, ring=True)[0] == TRUE:
                return True
            return self.smt(body, self.ctx, level) is not None

        if ok(sp.body) and ok(qb):
            return "proved"

        def never(body: Term) -> bool:  # false at every value: the sides agree only by that
            if normalize(body, sp.tclasses)[0] == FALSE:
                return True
            return self.smt(mk("not", body), self.ctx, level) is not None

        return "refuted" if never(sp.body) and never(qb) else ""

    # -- refutations -------------------------------------------------------------------------
    # `not_equivalent` means ¬(P ↔ Q): the closed statements differ. Values where the aligned
    # bodies differ refute the side that fails there; the other side must then be proved (a
    # pointwise difference alone refutes nothing: two false statements are equivalent, and
    # binders split differently by guards may still commute).
    def truth(self, t: Term, name: str) -> tuple[DecideResult, Thm | None]:
        """`decide` at the full theory (the level caps proofs of equivalence only), memoised:
        every item of a theorem asks about the same canonical statement."""
        k = (key(t), self.timeout_ms)
        if k not in _DECIDED:
            full = Engine("theory", self.timeout_ms / 1000, self.budget)
            res, thm = full.decide(t, name)
            if len(_DECIDED) > 4096:
                _DECIDED.clear()
            _DECIDED[k] = (_gate_decision(res, thm, t), thm)
        res, thm = _DECIDED[k]
        if res.lean:  # memoised under another caller's name: each declaration has its own
            res = dataclasses.replace(res, lean=re.sub(r"^(\s*theorem\s+)\S+", rf"\g<1>{name}",
                                                       res.lean, count=1))
        return res, thm

    def refute_at(self, sp: Split, sq: Split, al: dict[str, str], qb: Term,
                  env: dict[str, Any], method: str, why: str, *,
                  structures: dict[str, Structure] | None = None) -> CheckResult | None:
        """¬(P ↔ Q) from values of P's prefix where the aligned bodies differ, when the side
        that holds there is proved true as a whole."""
        ctx = self.ctx
        try:
            a = K.evaluate(sp.body, ctx, env, structures)
            b = K.evaluate(qb, ctx, env, structures)
        except K.KernelError:
            return None
        try:
            if a is None and structures is None:
                a = next((w for w in (True, False) if K.instance_truth(
                    sp.body, ctx, env, w, "theory", self.timeout_ms)), None)
            if b is None and structures is None:
                b = next((w for w in (True, False) if K.instance_truth(
                    qb, ctx, env, w, "theory", self.timeout_ms)), None)
        except K.KernelError:  # the ground instance is not well formed (a dependency)
            return None
        if a is None or b is None or a == b:
            return None
        if a:  # Q fails at these values: refute Q (in its own names); P must be true
            false_t, false_s, true_t, which = self.tq, sq, self.tp, "Q"
            f_env = {q: env[p] for q, p in al.items() if p in env}
            f_st = {q: structures[p] for q, p in al.items() if structures and p in structures}
        else:
            false_t, false_s, true_t, which = self.tp, sp, self.tq, "P"
            f_env, f_st = env, dict(structures or {})
        try:
            no = K.finite_refute(false_t, f_st, f_env) if structures else \
                (K.eval_instance(false_t, f_env) if all(v is not None for v in f_env.values())
                 else None)
        except K.KernelError:
            no = None
        if no is None and not structures:
            no = self._refutation(false_s, f_env)
        if no is None:
            return None
        yes_res, yes = self.truth(true_t, self.name + "_true")
        if yes_res.verdict != "proved" or yes is None:
            return None
        thm = K.refute_iff(yes, no, true_first=which == "Q")
        if not K.certifies(thm, mk("not", self.claim)):
            return None
        other = "P" if which == "Q" else "Q"
        names = false_s.vars
        cex = {tv: st.describe(tv) for tv, st in f_st.items()} | _cex(f_env, names)
        lean = None if structures else C.disproof(self.name, false_t, f_env)
        return self.result("not_equivalent", self.level, method,
                           f"{why}: {which} fails there, and {other} is true "
                           f"({yes_res.method})", cex=cex, lean=lean)

    def refute_pointwise(self, sp: Split, sq: Split, bodies: list[tuple[dict[str, str], Term]]
                         ) -> CheckResult | None:
        if not bodies or sp.tclasses or not sp.binders:
            return None
        for al, qb in bodies:
            r = find_difference(sp.vars, sp.body, qb)
            if r is None:
                continue
            out = self.refute_at(sp, sq, al, qb, r[0], "bounded_search",
                                 "small values where one side holds and the other does not "
                                 "(evaluated exactly)")
            if out is not None:
                return out
        return None

    def refute_by_models(self, sp: Split, sq: Split, bodies: list[tuple[dict[str, str], Term]]
                         ) -> CheckResult | None:
        if not bodies or not sp.binders or not self.levels:
            return None
        for al, qb in bodies:
            if sp.tclasses:
                out = self.query(mk("iff", sp.body, qb), sp.vars, sp.tclasses, "theory",
                                 mode="finite")
                found = self._finite(out, sp)
                if found is None:
                    continue
                structures, env, _cex_text, reason = found
                r = self.refute_at(sp, sq, al, qb, env, "finite_model", reason,
                                   structures=structures)
                if r is not None:
                    return r
                continue
            for a, b in ((sp.body, qb), (qb, sp.body)):
                out = self.query(mk("and", a, mk("not", b)), sp.vars, {}, self.levels[-1], "sat")
                env = out.model or {}
                if out.status != "sat" or not all(env.get(n) is not None for n, _ in sp.vars):
                    continue
                r = self.refute_at(sp, sq, al, qb, env, "smt_model",
                                   "Z3 found values where they differ (re-checked exactly)")
                if r is not None:
                    return r
        return None

    def by_truth_values(self) -> CheckResult:
        # The level caps what may *prove* an equivalence; evidence *against* one may use the
        # whole theory (it is checked by the kernel). A vacuous verdict never certifies anyway.
        dp, tp = self.truth(self.tp, self.name + "_p")
        dq, tq = self.truth(self.tq, self.name + "_q")
        if dp.verdict == dq.verdict and dp.verdict in ("proved", "refuted"):
            assert tp is not None and tq is not None
            try:
                thm: K.Thm | None = K.iff_of_truths(tp, tq)
            except K.KernelError:  # P ↔ Q not well formed (a dependency not fixed)
                thm = None
            if thm is not None and K.certifies(thm, self.claim):
                word = "true" if dp.verdict == "proved" else "false"
                return self.result("equivalent", "theory", "truth_values",
                                   f"both statements are {word} on their own (each "
                                   f"{dp.verdict}): the equivalence says nothing about meaning",
                                   vacuous=True)
        for a, b, ta, tb, which in ((dp, dq, tp, tq, "P"), (dq, dp, tq, tp, "Q")):
            if a.verdict == "proved" and b.verdict == "refuted":
                assert ta is not None and tb is not None
                thm = K.refute_iff(ta, tb, true_first=which == "P")
                if not K.certifies(thm, mk("not", self.claim)):
                    continue
                other = "Q" if which == "P" else "P"
                return self.result("not_equivalent", self.level, "truth_values",
                                   f"{which} is true ({a.method}) and {other} is false "
                                   f"({b.method}): {b.reason}", cex=b.counterexample, lean=b.lean)
        gave_up = (f"; stopped asking Z3 after {MAX_TIMEOUTS} timeouts"
                   if self.budget.exhausted else "")
        # Undecided, but Q's own truth is known: say so in `method` (with Q's counterexample),
        # so a caller that knows P's truth otherwise (the canonical is a Mathlib theorem) can
        # act on it. The verdict stays `unknown`: this check proved nothing about P.
        method = f"q_{dq.verdict}" if dq.verdict in ("proved", "refuted") else "none"
        return self.result("unknown", None, method, "undecided within the limits: "
                           f"P {dp.verdict}, Q {dq.verdict}{gave_up}",
                           cex=dq.counterexample if dq.verdict == "refuted" else None,
                           lean=dq.lean if dq.verdict == "refuted" else None)


def check(p: str, q: str, *, level: str = "theory", timeout: float = 2.0,
          lean_name: str = "forminv_cert") -> CheckResult:
    """Decide whether renderings `p` and `q` are equivalent (see the module docstring).

    Raises `FormalParseError` for text outside the grammar; everything else is a verdict.
    """
    _check_level(level)
    try:
        tp, tq = elaborate_text(p), elaborate_text(q)
    except UnsupportedError as exc:
        return CheckResult("unsupported", None, False, "elaboration", None, None,
                           f"{exc} (symbol: {exc.symbol})")
    return _Check(tp, tq, level, timeout, lean_name).run()
