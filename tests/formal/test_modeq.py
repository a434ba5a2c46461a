"""`a ≡ b [MOD n]` (`Nat.ModEq`), unfolded by the kernel at the `definitions` level to its
Mathlib definition `a % n = b % n`: generated pairs judged by exact evaluation.

Atoms mix the congruence with its unfolded form, swapped sides and near misses (`a % n = b`);
an `equivalent` or `not_equivalent` verdict must be right about the two closed statements,
and `∀ a b, P ↔ Q` proved or refuted must be right about every point. Atoms only see their arguments
modulo 1, 2 or 3 (or, modulo 0, the numbers themselves, which are below 13 here), so 0..12
covers each atom's every behaviour on these terms.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forminv_lean.formal import check, decide

TERMS = ("a", "b", "a + 1", "2 * b", "0", "4")
RANGE = range(13)


def _value(t: str, a: int, b: int) -> int:
    return {"a": a, "b": b, "a + 1": a + 1, "2 * b": 2 * b, "0": 0, "4": 4}[t]


def _mod(x: int, k: int) -> int:
    return x if k == 0 else x % k  # Lean: n % 0 = n


KINDS = ("modeq", "unfolded", "swapped", "near", "eq")


def _atom(x: str, y: str, k: int, kind: str) -> tuple[str, object]:
    text = {"modeq": f"{x} ≡ {y} [MOD {k}]", "unfolded": f"({x}) % {k} = ({y}) % {k}",
            "swapped": f"({y}) % {k} = ({x}) % {k}", "near": f"({x}) % {k} = {y}",
            "eq": f"{x} = {y}"}[kind]

    def sem(a: int, b: int) -> bool:
        vx, vy = _value(x, a, b), _value(y, a, b)
        if kind == "near":
            return _mod(vx, k) == vy
        if kind == "eq":
            return vx == vy
        return _mod(vx, k) == _mod(vy, k)

    return text, sem


Template = tuple  # ("atom", x, y, k) | ("not", t) | (op, t, t)


def templates() -> st.SearchStrategy[Template]:
    leaf = st.tuples(st.just("atom"), st.sampled_from(TERMS), st.sampled_from(TERMS),
                     st.integers(0, 3))
    return st.recursive(leaf, lambda inner: st.one_of(
        st.tuples(st.just("not"), inner),
        st.tuples(st.sampled_from(("∧", "∨", "→", "↔")), inner, inner)), max_leaves=3)


def render(t: Template, kinds: st.DrawFn) -> tuple[str, object]:
    """The template with each congruence slot written in a drawn form (the congruence, its
    definition, swapped, or a near miss), and its meaning."""
    if t[0] == "atom":
        return _atom(t[1], t[2], t[3], kinds(st.sampled_from(KINDS)))
    if t[0] == "not":
        text, sem = render(t[1], kinds)
        return f"¬({text})", lambda a, b: not sem(a, b)  # type: ignore[operator]
    (lt, ls), (rt, rs) = render(t[1], kinds), render(t[2], kinds)
    f = {"∧": lambda x, y: x and y, "∨": lambda x, y: x or y,
         "→": lambda x, y: (not x) or y, "↔": lambda x, y: x == y}[t[0]]
    return f"({lt}) {t[0]} ({rt})", lambda a, b: f(ls(a, b), rs(a, b))  # type: ignore[operator]


@st.composite
def pairs(draw: st.DrawFn) -> tuple[str, object, str, object]:
    """P and Q: one template written twice (so the normal-form route applies), or two."""
    t = draw(templates())
    p = render(t, draw)
    q = render(t if draw(st.booleans()) else draw(templates()), draw)
    return p[0], p[1], q[0], q[1]


@settings(max_examples=120, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(pairs(), st.integers(0, 12), st.integers(0, 12), st.booleans())
def test_congruence_pairs_agree_with_exact_evaluation(pq: tuple[str, object, str, object],
                                                      pa: int, pb: int, pinned: bool) -> None:
    """Closed statements `∀ a b, P` / `∀ a b, Q`, or pinned to one point (`∀ a b, a = pa → b =
    pb → P`, whose truth is P's there), judged by evaluation; and `∀ a b, P ↔ Q`."""
    p, ps, q, qs = pq
    points = [(pa, pb)] if pinned else [(a, b) for a in RANGE for b in RANGE]
    guard = f"a = {pa} → b = {pb} → " if pinned else ""
    r = check(f"∀ a b : ℕ, {guard}({p})", f"∀ a b : ℕ, {guard}({q})")
    tp = all(ps(a, b) for a, b in points)  # type: ignore[operator]
    tq = all(qs(a, b) for a, b in points)  # type: ignore[operator]
    if r.verdict == "equivalent":
        assert tp == tq, (guard, p, q, r.method)
    if r.verdict == "not_equivalent":
        assert tp != tq, (guard, p, q, r.method, r.counterexample)
    # pointwise: `∀ a b, P ↔ Q` is true exactly when P and Q agree at every a, b
    d = decide(f"∀ a b : ℕ, ({p}) ↔ ({q})")
    agree = all(ps(a, b) == qs(a, b) for a in RANGE for b in RANGE)  # type: ignore[operator]
    if d.verdict in ("proved", "refuted"):
        assert (d.verdict == "proved") == agree, (p, q, d.verdict, d.method)


def test_a_congruence_and_its_definition_are_certified_with_iff_rfl() -> None:
    """Mathlib's `Nat.modEq_one` and its unfolding: equivalent by the definition, and the Lean
    certificate is `Iff.rfl` (`Nat.ModEq` is a plain, semireducible def)."""
    r = check("∀ a b : ℕ, a ≡ b [MOD 1]", "∀ a b : ℕ, a % 1 = b % 1")
    assert (r.verdict, r.method, r.vacuous) == ("equivalent", "definitions", False)
    assert r.lean is not None and "Nat.ModEq 1 a b" in r.lean and r.lean.endswith("Iff.rfl")


def test_a_near_miss_is_refuted_pointwise() -> None:
    """The two closed statements are both false (so `equivalent`, vacuously, at most); at the
    point a = 1, b = 3, n = 2 they differ."""
    r = check("∀ a b n : ℕ, a ≡ b [MOD n]", "∀ a b n : ℕ, a % n = b")
    assert r.verdict != "equivalent" or r.vacuous
    assert decide("∀ a b n : ℕ, a ≡ b [MOD n] ↔ a % n = b").verdict == "refuted"
