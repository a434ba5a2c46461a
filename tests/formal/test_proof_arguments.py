"""A named hypothesis passed to an opaque constant (`Nat.find h`, `Fin.cast h i`).

Lean's proof irrelevance makes every proof of one proposition equal, so such a proof stands
for its proposition's text (`terms.proof_type`): one value for one text, unrelated values for
two. The hand cases below are where a wrong reading would certify something false: proofs
compared by their truth value (every hypothesis is true, so `Nat.find hp = Nat.find hq`
would follow), a projection read as an unrelated constant (`h.le`), two propositions swapped,
or a shadowed variable that the text no longer tells apart. `unknown` is always acceptable
where only "never certified" is asserted.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import check, decide, elaborate
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning.terms import is_proof_type, walk


def _proofs(text: str) -> list[tuple[str, str]]:
    """(name, proposition text) of every proof argument in the elaborated `text`."""
    return [(u.name, u.ty.name) for u in walk(elaborate(text))
            if u.op == "const" and is_proof_type(u.ty)]


def test_a_hypothesis_argument_is_its_proposition() -> None:
    (h,) = _proofs("∀ (a b : ℕ) (hab : a < b), Foo.f hab = 1")
    assert h[0] == "hab" and "lt" in h[1]
    # the premise stays an implication, named so the printer can bind `hab`
    assert elaborate("∀ (a b : ℕ) (hab : a < b), Foo.f hab = 1").args[0].args[0].op == "imp"
    # bound variables of the proposition are numbered: `∃ n` and `∃ k` give one text
    (p,) = _proofs("∀ (p : ℕ → Prop) (h : ∃ n, p n), Foo.f h = 0")
    (q,) = _proofs("∀ (p : ℕ → Prop) (h : ∃ k, p k), Foo.f h = 0")
    assert p == q
    # `h.symm` of an equation proves the swapped equation, exactly
    (s,) = _proofs("∀ (a b : ℕ) (h : a = b), Foo.f h.symm = 0")
    (t,) = _proofs("∀ (a b : ℕ) (h : b = a), Foo.f h = 0")
    assert s[1] == t[1] and s[0] == "h.symm"
    # `∃`, `∧` take only propositions: `Foo n` is one there, whatever `Foo` is
    assert _proofs("∀ (p : ℕ → Prop) (h : ∃ n, p n ∧ Foo n), Nat.find h = 0")


@pytest.mark.parametrize("text", [
    "∀ (a b : ℕ) (hab : a < b), Foo.f hab.lt = 1",      # no `LT.lt.lt`: not read
    "∀ (a b : ℕ) (hab : a ≤ b), Foo.f hab.le = 1",      # `LE.le.le`: not read
    "∀ (a b c : ℕ) (h : a ≥ b) (h' : b ≥ c), Foo.f (h.trans h') = 1",  # `Eq`/`LE`/`LT` only
    "∀ (a b : ℕ) (h : a = b), Foo.f (h.trans a) = 1",   # `a` is no proof
    "∀ (p : ℕ → Prop) (h : ∀ n, p n), Foo.f (h (fun x => x)) = 1",  # an argument of the
    # wrong type
    "∀ (x : ℕ) (h : 0 < x), Foo.f (h.trans x) = 1",     # never the constant `h.trans`
    "∀ (a b : ℕ) (hab : a < b), Foo.f (hab a) = 1",     # a proof applied
    "∀ (a b : ℕ) (hab : a < b), a + hab = 1",           # a proof as a number
    # `Foo J` unknown: `∀ J, Foo J` may be a dependent function type, `πi` a function
    "∀ (πi : ∀ J : ℕ, Foo J), Bar πi = 0",
    "∀ (πi : ∀ J : ℕ, J = 0 → Foo J), Bar πi = 0",
])
def test_other_uses_of_a_hypothesis_are_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_a_shadowing_binder_hides_the_hypothesis() -> None:
    (h,) = _proofs("∀ (x : ℕ) (h : x = 0), Foo.f h = 0")
    assert h[0] == "h"
    # `h` is the ℕ variable inside, not a proof
    shadowed = elaborate("∀ (x : ℕ) (h : x = 0), ∀ (h : ℕ), Foo.f h = Foo.g h")
    assert not any(u.op == "const" and is_proof_type(u.ty) for u in walk(shadowed))
    assert {(a.op, str(a.ty)) for u in walk(shadowed) if u.name in ("Foo.f", "Foo.g")
            for a in u.args} == {("var", "ℕ")}
    inner = elaborate("∀ (h : ℕ), ∀ (x : ℕ) (h : x = 0), Foo.f h = 0")
    assert any(u.op == "const" and is_proof_type(u.ty) for u in walk(inner))


@pytest.mark.parametrize("text", [
    "∀ (a b : ℕ) (hab : a < b), Foo.f hab = 1",
    "∃ (a b : ℕ) (hab : a < b), Foo.f hab = 1",
    "∀ (p : ℕ → Prop) (h : ∃ n, p n), Nat.find h = 0",
    "∀ (a b : ℕ) (h : a = b), Foo.f h.symm = 0",
])
def test_lean_text_binds_the_hypothesis_it_passes(text: str) -> None:
    printed = to_lean_text(elaborate(text))
    assert "(hab : a < b)" in printed or "(h : " in printed
    assert elaborate(printed) == elaborate(text)


NOT_EQUIVALENT = [
    # the proposition decides which proof: `a = b` and `b = a` are two propositions
    ("∀ (a b : ℕ) (h : a = b), Foo.f h = 0", "∀ (a b : ℕ) (h : b = a), Foo.f h = 0"),
    ("∀ (a b : ℕ) (h : a = b), Foo.f h = 0", "∀ (a b : ℕ) (h : a = b), Foo.f h.symm = 0"),
    # two hypotheses swapped between two applications
    ("∀ (a b : ℕ) (h1 : a = b) (h2 : a = 0), Foo.f h1 = 1 ∧ Foo.f h2 = 2",
     "∀ (a b : ℕ) (h1 : a = 0) (h2 : a = b), Foo.f h1 = 1 ∧ Foo.f h2 = 2"),
    # which of two hypotheses is passed
    ("∀ (a b c : ℕ) (h : a = b) (h' : a = c), Foo.f h = 0",
     "∀ (a b c : ℕ) (h : a = b) (h' : a = c), Foo.f h' = 0"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("p", "q"), NOT_EQUIVALENT)
def test_different_propositions_are_never_one_proof(p: str, q: str) -> None:
    for a, b in ((p, q), (q, p)):
        assert check(a, b).verdict in ("unknown", "not_equivalent"), (a, b)


FALSE = [
    # proofs compared by truth would make both finds one number
    "∀ (p q : ℕ → Prop) (hp : ∃ n, p n) (hq : ∃ n, q n), Foo.f hp = 0 → Foo.f hq = 0",
    # the same text under a shadowing binder: two different `x`, two different proofs
    "∀ (x : ℕ) (h : x = 0), ∀ (x : ℕ) (h' : x = 0), Foo.f h = 0 → Foo.f h' = 0",
    "∀ (x : ℕ) (h : x = 0), ∃ (x : ℕ) (h' : x = 0), Foo.f h ≠ Foo.f h'",
]


@pytest.mark.slow
@pytest.mark.parametrize("p", FALSE)
def test_false_statements_about_proofs_are_never_proved(p: str) -> None:
    assert decide(p).verdict in ("unknown", "refuted")


@pytest.mark.slow
def test_proof_irrelevance_is_used() -> None:
    """Two proofs of one proposition are one value, whatever the hypotheses are called."""
    assert decide("∀ (p : ℕ → Prop) (h1 h2 : ∃ n, p n), Nat.find h1 = Nat.find h2"
                  ).verdict == "proved"
    assert decide("∀ (p : ℕ → Prop) (h1 : ∃ n, p n) (h2 : ∃ k, p k), "
                  "Nat.find h1 = Nat.find h2").verdict == "proved"
    assert check("∀ (a b : ℕ) (h : a = b), Foo.f h = 0",
                 "∀ (a b : ℕ) (hab : a = b), Foo.f hab = 0").verdict == "equivalent"


def test_a_proof_built_from_hypotheses_is_its_exact_proposition() -> None:
    """`h a`, `h.trans h'`, `h.le`, `h.ne`: one value with a hypothesis of the proposition
    they prove (proof irrelevance), their text kept as written."""
    def prop(text: str, name: str) -> str:
        return next(p for n, p in _proofs(text) if n == name)
    inst = prop("∀ (f : ℕ → ℕ) (hf : ∀ n, 0 < f n), Foo.f (hf 3) = 1", "(hf 3)")
    assert inst == prop("∀ (f : ℕ → ℕ) (h : 0 < f 3), Foo.f h = 1", "h")
    trans = prop("∀ (a b c : ℕ) (h : a = b) (h' : b = c), Foo.f (h.trans h') = 1",
                 "(h.trans h')")
    assert trans == prop("∀ (a c : ℕ) (h : a = c), Foo.f h = 1", "h")
    assert prop("∀ (a b : ℕ) (h : a < b), Foo.f h.le = 1", "h.le") == \
        prop("∀ (a b : ℕ) (h : a ≤ b), Foo.f h = 1", "h")
    assert prop("∀ (a b : ℕ) (h : a < b), Foo.f h.ne = 1", "h.ne") == \
        prop("∀ (a b : ℕ) (h : a ≠ b), Foo.f h = 1", "h")
    # `h hq` of `h : q → P` proves `P`
    assert prop("∀ (a : ℕ) (hq : a ≠ 1) (h : a ≠ 1 → 0 < a), Foo.f (h hq) = 1",
                "(h hq)") == prop("∀ (a : ℕ) (h : 0 < a), Foo.f h = 1", "h")


@pytest.mark.parametrize("text", [
    "∀ (f : ℕ → ℕ) (hf : ∀ n, 0 < f n), Foo.f (hf 3) = 1",
    "∀ (a b c : ℕ) (h : a = b) (h' : b = c), Foo.f (h.trans h') = 0",
    "∀ (a b : ℕ) (h : a < b), Foo.f h.le = Foo.g h.ne",
])
def test_lean_text_binds_every_hypothesis_a_built_proof_uses(text: str) -> None:
    printed = to_lean_text(elaborate(text))
    assert elaborate(printed) == elaborate(text)


def test_built_proofs_are_equal_by_proposition_only() -> None:
    """Two proofs of one proposition are one value; of two propositions, never certified
    equal."""
    assert decide("∀ (f : ℕ → ℕ) (hf : ∀ n, 0 < f n) (h : 0 < f 3), "
                  "Foo.f (hf 3) = Foo.f h").verdict == "proved"
    assert decide("∀ (f : ℕ → ℕ) (hf : ∀ n, 0 < f n), "
                  "Foo.f (hf 3) = Foo.f (hf 4)").verdict != "proved"
