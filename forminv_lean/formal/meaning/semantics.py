"""Lean's semantics of the primitive operations, exactly, on Python ints and Fractions.

Every edge case the checker must not get wrong lives here, each with the Lean fact it follows:
ℕ subtraction truncates (`Nat.sub_eq_zero_of_le`); `x / 0 = 0` on ℕ, ℤ, ℚ, ℝ (`Nat.div_zero`,
`Int.ediv_zero`, `div_zero`); `n % 0 = n` (`Nat.mod_zero`, `Int.emod_zero`); ℤ `/` and `%` are
Euclidean (`Int.ediv`/`Int.emod`: core's `instance : Div Int := ⟨Int.ediv⟩`, confirmed in
leanprover/lean4 `src/Init/Data/Int/DivMod/Basic.lean`: "The Div and Mod syntax uses ediv and
emod for compatibility with SMTLIb"); `0 ^ 0 = 1` (`pow_zero`); `Real.sqrt x = 0` for `x ≤ 0`
(`Real.sqrt_eq_zero_of_nonpos`); `x⁻¹ = 0` at 0 (`inv_zero`); `Nat.Prime 0`, `Nat.Prime 1`
false; `gcd 0 0 = 0`, `lcm 0 n = 0`; `a ∣ b ↔ ∃ c, b = a * c` (so `0 ∣ 0`, not `0 ∣ 1`).
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

Num = int | Fraction


class Unknown(Exception):
    """The exact value is out of reach (too large, irrational comparison undecided, ...)."""


MAX_BITS = 4096


def nat_sub(a: int, b: int) -> int:
    """Truncated subtraction, as `Nat.sub` computes it (`a - b = 0` when `b > a`)."""
    return a - b if a >= b else 0


def nat_div(a: int, b: int) -> int:
    """`Nat.div`: floor division, `a / 0 = 0`."""
    return 0 if b == 0 else a // b


def nat_mod(a: int, b: int) -> int:
    """`Nat.mod`: `a % 0 = a`."""
    return a if b == 0 else a % b


def int_ediv(a: int, b: int) -> int:
    """`Int.ediv` (Lean's `/` on ℤ): the Euclidean quotient, `a / 0 = 0`."""
    if b == 0:
        return 0
    r = a % abs(b)
    return (a - r) // b


def int_emod(a: int, b: int) -> int:
    """`Int.emod` (Lean's `%` on ℤ): the non-negative remainder, `a % 0 = a`."""
    return a if b == 0 else a % abs(b)


def field_div(a: Any, b: Any) -> Any:
    """Division in ℚ or ℝ, with Lean's convention `a / 0 = 0`."""
    if is_zero(b):
        return Fraction(0) if isinstance(a, int | Fraction) else _sym().Integer(0)
    if isinstance(a, int | Fraction) and isinstance(b, int | Fraction):
        return Fraction(a) / Fraction(b)
    return _simp(_to_sym(a) / _to_sym(b))


def field_inv(a: Any) -> Any:
    """`a⁻¹` in ℚ or ℝ, with Lean's convention `0⁻¹ = 0`."""
    return field_div(Fraction(1), a)


def power(base: Any, e: int) -> Any:
    """`base ^ e` for a natural exponent; raises `Unknown` when the result would be too large to
    decide."""
    if e < 0:
        raise Unknown("negative exponent")
    if isinstance(base, int | Fraction):
        bits = abs(base.numerator if isinstance(base, Fraction) else base).bit_length()
        if isinstance(base, Fraction):
            bits = max(bits, base.denominator.bit_length())
        if bits * e > MAX_BITS:
            raise Unknown("power too large")
        return base**e
    if e > 64:
        raise Unknown("power too large")
    return _simp(_to_sym(base) ** e)


def factorial(n: int) -> int:
    """`Nat.factorial`; raises `Unknown` past 500 rather than spend the time."""
    if n > 500:
        raise Unknown("factorial too large")
    return math.factorial(n)


def choose(n: int, k: int) -> int:
    """`Nat.choose` (zero when `k > n`); raises `Unknown` past 2000."""
    if n > 2000:
        raise Unknown("choose too large")
    return math.comb(n, k)


def is_prime(n: int) -> bool:
    """`Nat.Prime`, decided exactly (0 and 1 are not prime)."""
    if n < 2:
        return False
    if n < 4:
        return True
    if n % 2 == 0:
        return False
    if n < 10**12:
        i = 3
        while i * i <= n:
            if n % i == 0:
                return False
            i += 2
        return True
    import sympy

    return bool(sympy.isprime(n))


def divides(a: Any, b: Any, field: bool) -> bool:
    """`a ∣ b` as Lean defines it: `∃ c, b = a * c` (in a field: `a ≠ 0 ∨ b = 0`)."""
    if field:
        return not is_zero(a) or is_zero(b)
    if a == 0:
        return b == 0
    return b % a == 0


def real_sqrt(x: Any) -> Any:
    """`Real.sqrt`, exact: negative arguments give 0 as in Mathlib; irrational roots stay
    symbolic."""
    if compare(x, 0) <= 0:
        return Fraction(0)
    if isinstance(x, int | Fraction):
        f = Fraction(x)
        rn, rd = math.isqrt(f.numerator), math.isqrt(f.denominator)
        if rn * rn == f.numerator and rd * rd == f.denominator:
            return Fraction(rn, rd)
    return _simp(_sym().sqrt(_to_sym(x)))


# -- algebraic reals (only ever produced by √ of a non-square) -----------------------------------

def _sym() -> Any:
    import sympy

    return sympy


def _to_sym(x: Any) -> Any:
    if isinstance(x, Fraction):
        return _sym().Rational(x.numerator, x.denominator)
    if isinstance(x, int):
        return _sym().Integer(x)
    return x


def _simp(x: Any) -> Any:
    sp = _sym()
    x = sp.nsimplify(sp.expand(x)) if x.has(sp.Symbol) else sp.radsimp(sp.expand(x))
    if x.is_Rational:
        return Fraction(int(x.p), int(x.q))
    return x


def is_zero(x: Any) -> bool:
    """Whether an exact number is zero (raises `Unknown` if sympy cannot tell)."""
    return compare(x, 0) == 0


def compare(a: Any, b: Any) -> int:
    """Exact sign of `a - b`; raises `Unknown` if sympy cannot decide it."""
    if isinstance(a, int | Fraction) and isinstance(b, int | Fraction):
        return (a > b) - (a < b)
    sp = _sym()
    d = sp.radsimp(sp.expand(_to_sym(a) - _to_sym(b)))
    if d.is_zero is True or d == 0:
        return 0
    if d.is_positive is True:
        return 1
    if d.is_negative is True:
        return -1
    raise Unknown("undecided comparison of algebraic numbers")


def add(a: Any, b: Any) -> Any:
    """Exact sum of two numbers (Fractions fast, sympy for surds)."""
    if isinstance(a, int | Fraction) and isinstance(b, int | Fraction):
        return a + b
    return _simp(_to_sym(a) + _to_sym(b))


def sub(a: Any, b: Any) -> Any:
    """Exact (untruncated) difference of two numbers; callers truncate for ℕ."""
    if isinstance(a, int | Fraction) and isinstance(b, int | Fraction):
        return a - b
    return _simp(_to_sym(a) - _to_sym(b))


def mul(a: Any, b: Any) -> Any:
    """Exact product of two numbers."""
    if isinstance(a, int | Fraction) and isinstance(b, int | Fraction):
        return a * b
    return _simp(_to_sym(a) * _to_sym(b))


def neg(a: Any) -> Any:
    """Exact negation of a number."""
    if isinstance(a, int | Fraction):
        return -a
    return _simp(-_to_sym(a))


def lean_literal(v: Any) -> str:
    """A value as Lean source (for counterexamples and `have := h ...` instantiations)."""
    if isinstance(v, bool):
        return "True" if v else "False"
    if isinstance(v, int):
        return str(v) if v >= 0 else f"({v})"
    if isinstance(v, Fraction):
        if v.denominator == 1:
            return lean_literal(int(v))
        s = f"{v.numerator}/{v.denominator}"
        return f"({s})"
    return f"({v})"
