"""The oracle: is a checker verdict contradicted by exact evaluation?

Truth of a closed statement comes from, in order: the checker's own exact evaluator
(`forminv_lean.formal.meaning.exact.Evaluator`, three-valued), over instances of its type
variables (`gen.classes`); the reference Z3 encoding (`gen.refsmt`) when evaluation is
undecided; and, for statements built by `gen.generate`, the independent meaning of the
syntax (`gen.syntax.Meaning`, which follows Lean's elaboration, not the checker's).

Only real contradictions are findings:

* `false_certification`: `equivalent` (not vacuous) but the two closed statements have
  different known truth values;
* `false_vacuous`: `equivalent` (vacuous), but the closed statements have different known
  truth values (no certificate is issued, but the verdict is still wrong);
* `pointwise_contradiction`: `equivalent` by a pointwise method (the outer ∀-prefixes are
  aligned and the bodies proved equivalent), but for *every* type-respecting alignment of
  the prefixes some small assignment makes the two bodies evaluate differently;
* `false_refutation`: `not_equivalent` on a pair built by true rewrites, or whose
  counterexample re-evaluates to no difference, or whose truth-value claim is contradicted;
* `false_proof` / `false_disproof`: `decide` contradicted by a known truth value;
* `wrong_reason` (reported, not a wrong verdict): a vacuous verdict whose stated reason
  ("both are provable on their own") is contradicted while the verdict itself stands;
* `evaluator`: the checker's exact evaluator disagrees with the reference Z3 encoding (and
  with the independent meaning, when there is one) on the same typed term;
* `elaboration`: the checker reads a rendering differently from Lean (its evaluator and
  the independent meaning disagree on a statement built by `gen.generate`).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from forminv_lean.formal import elaborate
from forminv_lean.formal.errors import FormalParseError, UnsupportedError
from forminv_lean.formal.meaning.exact import Evaluator, FSet
from forminv_lean.formal.meaning.terms import Term, num, subst
from gen import refsmt
from gen.classes import instantiations, rename_apart
from gen.syntax import Meaning

POINTWISE_METHODS = frozenset({"normal_form", "propositional", "algebraic_normal_form", "smt",
                               "compositional", "definitions"})


@dataclass(frozen=True)
class Finding:
    kind: str
    p: str
    q: str | None
    verdict: str
    method: str
    reason: str
    detail: str
    label: str = ""

    def show(self) -> str:
        pair = f"P: {self.p}\n  Q: {self.q}" if self.q is not None else f"P: {self.p}"
        return (f"[{self.kind}] {self.label}\n  {pair}\n  verdict: {self.verdict} "
                f"({self.method}): {self.reason}\n  why wrong: {self.detail}")


@dataclass(frozen=True)
class Truth:
    value: bool | None
    source: str
    lean: bool | None = None  # the independent meaning (Lean's elaboration), when known


@dataclass
class Oracle:
    """Judges verdicts; `use_smt=False` skips the reference Z3 encoding (faster)."""

    use_smt: bool = True
    box: int = 5
    cache: dict[str, Truth] = field(default_factory=dict)
    elaboration: list[Finding] = field(default_factory=list)

    # -- truth of closed statements -------------------------------------------------------
    def term(self, text: str) -> Term | None:
        try:
            return elaborate(text)
        except (FormalParseError, UnsupportedError, ValueError, RecursionError):
            return None

    def truth(self, text: str, ast: Any = None, known: bool | None = None) -> Truth:
        if text in self.cache:
            return self.cache[text]
        out = self._truth(text, ast, known)
        self.cache[text] = out
        return out

    def _truth(self, text: str, ast: Any, known: bool | None) -> Truth:
        t = self.term(text)
        lean = Meaning().prop(ast, {}) if ast is not None else None
        if lean is None:
            lean = known
        if t is None:
            return Truth(None, "unsupported", lean)
        ev, ev_source = _evaluate(t)
        smt = refsmt.truth(t) if self.use_smt else None
        if ev is not None and smt is not None and ev != smt:
            self.elaboration.append(Finding(
                "evaluator", text, None, "-", "-", "-",
                f"the checker's exact evaluator says {ev} ({ev_source}); the reference Z3 "
                f"encoding of the same typed term says {smt}"))
        # Independent sources first: what the generator knows, then the reference encoding,
        # then the checker's own evaluator.
        if known is not None:
            value, source = known, "known by construction"
        elif smt is not None:
            value, source = smt, "reference Z3 encoding"
        else:
            value, source = ev, ev_source
        if lean is not None and value is not None and lean != value:
            self.elaboration.append(Finding(
                "elaboration", text, None, "-", "-", "-",
                f"the checker's reading is {value} ({source}); Lean's is {lean} "
                "(independent meaning of the generated syntax, or known by construction)"))
        if ast is not None:
            self.elaboration_check(text, ast, t)
        return Truth(value, source if value is not None else "undecided", lean)

    def elaboration_check(self, text: str, ast: Any, t: Term | None = None) -> None:
        """Compare the checker's reading of the outer ∀-body with Lean's on small values."""
        from gen.syntax import Quant as SQuant
        from gen.syntax import assignments

        t = t if t is not None else self.term(text)
        if t is None:
            return
        names: list[tuple[str, str]] = []
        a = ast
        while isinstance(a, SQuant) and a.kind == "∀" and not a.guards and len(names) < 4:
            names.append((a.var, a.ty))
            a = a.body
        b = t
        for _ in names:
            if b.op != "forall":
                return
            b = b.args[0]
        types = dict(_peel(t)[0])
        for k, env in enumerate(assignments(names, 4)):
            if k >= 150:
                break
            m, e = Meaning().prop(a, env), Evaluator().prop(b, env)
            if m is not None and e is not None and m != e:
                # Who is wrong: the reading (elaboration) or the evaluation? The reference
                # encoding reads the checker's typed term; if it sides with Lean's meaning,
                # the checker read the text right and evaluated it wrong.
                inst = subst(b, {n: num(v, types[n]) for n, v in env.items() if n in types})
                smt = refsmt.truth(inst) if self.use_smt else None
                if smt is not None and smt == m:
                    self.elaboration.append(Finding(
                        "evaluator", text, None, "-", "-", "-",
                        f"at {_show(env)} the checker's exact evaluator gives {e} for the "
                        f"body; Lean's meaning and the reference Z3 encoding give {m}"))
                else:
                    self.elaboration.append(Finding(
                        "elaboration", text, None, "-", "-", "-",
                        f"at {_show(env)} the body is {e} as the checker reads it and {m} as "
                        "Lean elaborates it (independent meaning of the generated syntax)"))
                return

    # -- verdicts of check ------------------------------------------------------------------
    def judge_check(self, p: str, q: str, r: Any, *, label: str = "", rewrite: bool = False,
                    p_ast: Any = None, q_ast: Any = None, p_known: bool | None = None,
                    q_known: bool | None = None) -> list[Finding]:
        """Findings against one `check(p, q)` result `r`; `rewrite`: q is a true rewrite of p."""
        out: list[Finding] = []

        def add(kind: str, detail: str) -> None:
            out.append(Finding(kind, p, q, r.verdict, r.method, r.reason, detail, label))

        if r.verdict == "equivalent":
            tp, tq = self.truth(p, p_ast, p_known), self.truth(q, q_ast, q_known)
            for reading in ("checker", "lean"):
                a = tp.value if reading == "checker" else tp.lean
                b = tq.value if reading == "checker" else tq.lean
                if a is None or b is None or a == b:
                    continue
                how = (f"P is {a} ({tp.source}), Q is {b} ({tq.source})" if reading == "checker"
                       else f"as Lean reads them, P is {a} and Q is {b} (independent meaning of "
                       "the generated syntax, or known by construction)")
                add("false_vacuous" if r.vacuous else "false_certification", how)
                break
            if not out and r.method in POINTWISE_METHODS:
                d = self.pointwise(p, q)
                if d is not None:
                    add("pointwise_contradiction", d)
            if not out and r.method in POINTWISE_METHODS and p_ast is not None and \
                    q_ast is not None:
                d = _pointwise_lean(p_ast, q_ast)
                if d is not None:
                    add("pointwise_contradiction", d + " (as Lean elaborates them)")
            if not out and r.vacuous:
                claim = _vacuous_claim(r)
                for side, t in (("P", tp), ("Q", tq)):
                    if t.value is not None and claim in ("true", "false") and \
                            t.value != (claim == "true"):
                        add("wrong_reason", f"the reason says both are {claim}, but {side} is "
                            f"{t.value} ({t.source}); the two have the same truth value, so "
                            "the verdict itself stands")
                        break
                if not out and claim == "true" and r.method in POINTWISE_METHODS:
                    d = self.pointwise(p, q, both_valid=True)
                    if d is not None:
                        add("wrong_reason", d)
        elif r.verdict == "not_equivalent":
            for text, ast in ((p, p_ast), (q, q_ast)):
                if ast is not None:
                    self.truth(text, ast)
            if rewrite:
                add("false_refutation", f"Q is a meaning-preserving rewrite of P ({label})")
            else:
                d = self.check_refutation(p, q, r, p_known, q_known)
                if d is not None:
                    add("false_refutation", d)
        return out

    def check_refutation(self, p: str, q: str, r: Any, p_known: bool | None = None,
                         q_known: bool | None = None) -> str | None:
        if r.method == "truth_values":
            m = re.match(r"(P|Q) is true .* and (P|Q) is false", r.reason)
            if not m:
                return None
            true_side, false_side = (p, q) if m.group(1) == "P" else (q, p)
            a, b = self.truth(true_side), self.truth(false_side)
            if a.value is False:
                return f"says {m.group(1)} is true, but it is false ({a.source})"
            if b.value is True:
                return f"says {m.group(2)} is false, but it is true ({b.source})"
            return None
        if r.counterexample is None or r.method == "finite_model":
            return None
        tp, tq = self.term(p), self.term(q)
        if tp is None or tq is None:
            return None
        vp, bp = _peel(tp)
        vq, bq = _peel(tq)
        env = _parse_env(r.counterexample, dict(vp))
        if env is None or set(env) != {n for n, _ in vp}:
            return None
        al = _alignments(vp, vq)
        if not al:
            return None
        qenv = {qn: env[pn] for qn, pn in al[0].items()}
        a = Evaluator().prop(bp, env)
        b = Evaluator().prop(bq, qenv)
        # A ∀-statement known to be true has a true body everywhere.
        if a is None and self.truth(p, None, p_known).value is True:
            a = True
        if b is None and self.truth(q, None, q_known).value is True:
            b = True
        if a is not None and b is not None and a == b:
            return (f"the counterexample {r.counterexample} makes both bodies {a} "
                    "(re-evaluated exactly; the body of a ∀-statement known to be true counts "
                    "as true)")
        return None

    # -- pointwise claims -------------------------------------------------------------------
    def pointwise(self, p: str, q: str, *, both_valid: bool = False) -> str | None:
        """A description of the contradiction, when the pointwise claim is refuted."""
        tp, tq = self.term(p), self.term(q)
        if tp is None or tq is None:
            return None
        tp, tq = rename_apart(tp), rename_apart(tq)
        cases = _instance_pairs(tp, tq)
        if cases is None:
            return None
        for desc, bp, bq, vp, vq, structs in cases:
            aligns = _alignments(vp, vq)
            if not aligns or len(aligns) > 24:
                continue
            ev = Evaluator(structures=structs)
            envs = list(_envs(vp, self.box, structs))
            if not envs:
                continue
            a_vals = [ev.prop(bp, e) for e in envs]
            where = f" in the instance {desc}" if desc else ""
            if both_valid:
                for e, a in zip(envs, a_vals, strict=True):
                    if a is False:
                        return f"claims P's body valid; it is false at {_show(e)}{where}"
            if both_valid:
                for e in envs:
                    qenv = {qn: e[pn] for qn, pn in aligns[0].items()}
                    if ev.prop(bq, qenv) is False:
                        return f"claims Q's body valid; it is false at {_show(qenv)}{where}"
            b_cache: dict[tuple[Any, ...], bool | None] = {}
            witness = None
            for al in aligns:
                hit = None
                for e, a in zip(envs, a_vals, strict=True):
                    if a is None:
                        continue
                    qenv = {qn: e[pn] for qn, pn in al.items()}
                    k = _key(qenv)
                    if k not in b_cache:
                        b_cache[k] = ev.prop(bq, qenv)
                    b = b_cache[k]
                    if b is not None and a != b:
                        hit = (e, a, b)
                        break
                if hit is None:
                    witness = None
                    break
                witness = witness or hit
            if witness is not None:
                e, a, b = witness
                return (f"for every alignment of the outer binders the bodies differ; e.g. at "
                        f"{_show(e)}{where}: P's body is {a}, Q's body is {b}")
        return None

    # -- decide -------------------------------------------------------------------------------
    def judge_decide(self, p: str, r: Any, *, label: str = "", ast: Any = None,
                     known: bool | None = None) -> list[Finding]:
        t = self.truth(p, ast, known)
        out: list[Finding] = []
        for value, source in ((t.value, t.source), (t.lean, "Lean's elaboration")):
            if value is None:
                continue
            if r.verdict == "proved" and value is False:
                out.append(Finding("false_proof", p, None, r.verdict, r.method, r.reason,
                                   f"the statement is false ({source})", label))
            elif r.verdict == "refuted" and value is True:
                out.append(Finding("false_disproof", p, None, r.verdict, r.method, r.reason,
                                   f"the statement is true ({source})", label))
            if out:
                break
        if not out and r.verdict == "refuted" and r.counterexample:
            d = self._falsifies(p, r.counterexample, t.value)
            if d is not None:
                out.append(Finding("false_disproof", p, None, r.verdict, r.method, r.reason, d,
                                   label))
        return out

    def _falsifies(self, p: str, cex: dict[str, str], truth: bool | None) -> str | None:
        """Why the counterexample of a refutation does not falsify `p`, if it does not."""
        t = self.term(p)
        if t is None:
            return None
        vp, bp = _peel(t)
        env = _parse_env(cex, dict(vp))
        if env is None or set(env) != {n for n, _ in vp}:
            return None
        v = Evaluator().prop(bp, env)
        if v is None and truth is True:
            v = True  # a true ∀-statement has a true body everywhere
        if v is True:
            return f"the counterexample {cex} does not falsify the body (it is true there)"
        return None


def _pointwise_lean(pa: Any, qa: Any) -> str | None:
    """The pointwise claim checked with Lean's reading (`Meaning`) of generated statements."""
    from gen.syntax import Quant as SQuant
    from gen.syntax import assignments

    def peel(a: Any) -> tuple[list[tuple[str, str]], Any]:
        vs: list[tuple[str, str]] = []
        while isinstance(a, SQuant) and a.kind == "∀" and not a.guards:
            vs.append((a.var, a.ty))
            a = a.body
        return vs, a

    vp, bp = peel(pa)
    vq, bq = peel(qa)
    if not vp or len(vp) > 4 or len({n for n, _ in vp}) != len(vp) or \
            len({n for n, _ in vq}) != len(vq):
        return None
    aligns = _alignments(vp, vq)
    if not aligns:
        return None
    envs = [e for _, e in zip(range(200), assignments(vp, 4), strict=False)]
    witness = None
    for al in aligns:
        hit = None
        for e in envs:
            a = Meaning().prop(bp, e)
            if a is None:
                continue
            b = Meaning().prop(bq, {qn: e[pn] for qn, pn in al.items()})
            if b is not None and a != b:
                hit = (e, a, b)
                break
        if hit is None:
            return None
        witness = witness or hit
    assert witness is not None
    e, a, b = witness
    return (f"for every alignment of the outer binders the bodies differ; e.g. at {_show(e)}: "
            f"P's body is {a}, Q's body is {b}")


def _vacuous_claim(r: Any) -> str:
    why = r.reason
    if "false on their own" in why:
        return "false"
    if "true on their own" in why or "provable on their own" in why:
        return "true"
    return "same"


def _evaluate(t: Term) -> tuple[bool | None, str]:
    """Exact evaluation, over instances of the outer type variables when there are any."""
    inst = instantiations(t)
    if len(inst) == 1 and not inst[0][0]:
        return Evaluator().prop(t, {}), "exact evaluation"
    for desc, body, structs in inst:
        if Evaluator(structures=structs).prop(body, {}) is False:
            return False, f"exact evaluation in the instance {desc}"
    return None, "undecided"


# -- prefixes, alignments, assignments ----------------------------------------------------------

def _peel(t: Term) -> tuple[list[tuple[str, Any]], Term]:
    vars_: list[tuple[str, Any]] = []
    while t.op in ("forall", "tforall"):
        if t.op == "forall":
            vars_.append((t.name, t.bty))
        t = t.args[0]
    return vars_, t


def _alignments(vp: list[tuple[str, Any]], vq: list[tuple[str, Any]]) -> list[dict[str, str]]:
    """Type-respecting bijections Q-name -> P-name, the order-preserving one first."""
    if len(vp) != len(vq) or sorted(str(t) for _, t in vp) != sorted(str(t) for _, t in vq):
        return []
    groups: dict[str, tuple[list[str], list[str]]] = {}
    for n, t in vp:
        groups.setdefault(str(t), ([], []))[0].append(n)
    for n, t in vq:
        groups[str(t)][1].append(n)
    choices = [[list(zip(qs, perm, strict=True)) for perm in itertools.permutations(ps)]
               for ps, qs in groups.values()]
    out = []
    for combo in itertools.product(*choices):
        out.append({qn: pn for pairs in combo for qn, pn in pairs})
        if len(out) > 24:
            break
    return out


def _instance_pairs(tp: Term, tq: Term) -> list[Any] | None:
    """(description, P body, Q body, P vars, Q vars, structures) for matched type binders."""
    from gen.classes import outer_type_binders

    bp_, _ = outer_type_binders(tp)
    bq_, _ = outer_type_binders(tq)
    if len(bp_) != len(bq_):
        return None
    if any(sorted(a.classes) != sorted(b.classes) for a, b in zip(bp_, bq_, strict=True)):
        return None
    # name Q's type variables like P's, then instantiate both the same way
    from forminv_lean.formal.search.normal_form import rename_tvar

    for a, b in zip(bp_, bq_, strict=True):
        tq = rename_tvar(tq, b.name, a.name)
    out = []
    q_inst = {desc: q_body for desc, q_body, _s in instantiations(tq)}
    for desc, p_body, structs in instantiations(tp):
        if desc not in q_inst:
            continue
        vp, bp = _peel(p_body)
        vq, bq = _peel(q_inst[desc])
        out.append((desc, bp, bq, vp, vq, structs))
    return out


def _values(ty: Any, box: int, structs: dict[str, Any]) -> list[Any] | None:
    h = ty.head
    if h == "ℕ":
        return list(range(box))
    if h == "ℤ":
        return sorted(range(-(box // 2), box // 2 + 1), key=abs)
    if h in ("ℚ", "ℝ"):
        return [Fraction(x) for x in (0, 1, -1, 2)] + [Fraction(1, 2), Fraction(-3, 2)]
    if h == "Prop":
        return [False, True]
    if h == "var":
        st = structs.get(ty.name)
        return list(range(st.n)) if st is not None else None
    if h == "Set":
        return [FSet(False, frozenset()), FSet(False, frozenset({0})),
                FSet(False, frozenset({1, 2})), FSet(True, frozenset())]
    return None


def _envs(vars_: list[tuple[str, Any]], box: int, structs: dict[str, Any]) -> Any:
    doms = [_values(t, box, structs) for _, t in vars_]
    if any(d is None for d in doms):
        return
    count = 0
    for combo in itertools.product(*doms):  # type: ignore[arg-type]
        yield {n: v for (n, _), v in zip(vars_, combo, strict=True)}
        count += 1
        if count >= 400:
            return


def _key(env: dict[str, Any]) -> tuple[Any, ...]:
    return tuple(sorted((k, repr(v)) for k, v in env.items()))


def _show(env: dict[str, Any]) -> str:
    return ", ".join(f"{k} = {v}" for k, v in env.items()) or "(no variables)"


_SET = re.compile(r"^\((∅|\{(.*)\}) : Set (.+)\)(ᶜ?)$")


def _parse_value(s: str, ty: Any) -> Any:
    s = s.strip()
    if s in ("True", "False"):
        return s == "True"
    m = _SET.match(s)
    if m:
        inner = m.group(2)
        elems = frozenset(_parse_value(x, ty.args[0]) for x in inner.split(",")) if inner else \
            frozenset()
        return FSet(bool(m.group(4)), elems)
    if s.startswith("(") and s.endswith(")"):
        s = s[1:-1]
    if "/" in s:
        num, den = s.split("/")
        return Fraction(int(num), int(den))
    v = int(s)
    return Fraction(v) if ty is not None and ty.head in ("ℚ", "ℝ") else v


def _parse_env(cex: dict[str, str], types: dict[str, Any]) -> dict[str, Any] | None:
    try:
        return {k: _parse_value(v, types.get(k)) for k, v in cex.items()}
    except (ValueError, AttributeError):
        return None


__all__ = ["Oracle", "Finding", "Truth"]
