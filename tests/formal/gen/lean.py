"""Lean 4 / Mathlib semantics of the primitive operations, written apart from the checker.

This is the reference the differential tests hold the checker's own evaluator
(`forminv_lean.formal.meaning.exact`) to, so nothing here imports `forminv_lean.formal.meaning.semantics`
and the formulas are deliberately not the ones used there (floor-based Euclidean division,
explicit products, trial division). Each edge case names the Lean / Mathlib fact it follows:

* `Nat.sub` truncates at 0; `n / 0 = 0` (`Nat.div_zero`, `Int.ediv_zero`, `div_zero`);
  `n % 0 = n` (`Nat.mod_zero`, `Int.emod_zero`);
* `Int` `/` and `%` are `Int.ediv` / `Int.emod`: `a / b = sign b * ⌊a / |b|⌋`, so
  `0 ≤ a % b < |b|` for `b ≠ 0` (`Int.emod_nonneg`, `Int.emod_lt_of_pos`);
* `0 ^ 0 = 1` (`pow_zero`); `Real.sqrt x = 0` for `x ≤ 0` (`Real.sqrt_eq_zero'`);
* `Nat.choose n k = 0` for `n < k`; `Nat.gcd 0 0 = 0`; `Nat.lcm n 0 = 0`;
* `a ∣ b ↔ ∃ c, b = a * c` (`0 ∣ b ↔ b = 0`); in a field `a ∣ b ↔ a ≠ 0 ∨ b = 0`;
* `Even x ↔ ∃ r, x = r + r` and `Odd x ↔ ∃ m, x = 2 * m + 1`: always true in ℚ and ℝ.

Irrational reals (only ever from `Real.sqrt`) are sympy expressions; comparing them raises
`Undecided` when sympy cannot settle the sign.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any


class Undecided(Exception):
    """The exact value or sign is out of reach (a huge power, an unsettled irrational sign)."""


MAX_EXP_BITS = 2048


def nat_sub(a: int, b: int) -> int:
    return a - b if b <= a else 0


def nat_div(a: int, b: int) -> int:
    return 0 if b == 0 else a // b


def nat_mod(a: int, b: int) -> int:
    return a if b == 0 else a - b * (a // b)


def int_div(a: int, b: int) -> int:
    if b == 0:
        return 0
    q = math.floor(Fraction(a, abs(b)))
    return q if b > 0 else -q


def int_mod(a: int, b: int) -> int:
    return a - b * int_div(a, b)


def is_irrational(x: Any) -> bool:
    return not isinstance(x, int | Fraction)


def _sym(x: Any) -> Any:
    import sympy

    if isinstance(x, Fraction):
        return sympy.Rational(x.numerator, x.denominator)
    if isinstance(x, int):
        return sympy.Integer(x)
    return x


def _back(x: Any) -> Any:
    import sympy

    x = sympy.expand(x)
    if x.is_Rational:
        return Fraction(int(x.p), int(x.q))
    if sympy.count_ops(x) > 60:
        raise Undecided("irrational expression too large")
    return x


def sign(x: Any) -> int:
    """The exact sign of a number (rational or an algebraic sympy expression): numerically
    at 60 digits when clearly away from 0, else by an exact zero test."""
    if isinstance(x, int | Fraction):
        return (x > 0) - (x < 0)
    import sympy

    v = sympy.N(x, 60)
    if v.is_real and abs(v) > sympy.Float("1e-40", 60):
        return 1 if v > 0 else -1
    e = sympy.expand(sympy.radsimp(x))
    if e == 0:
        return 0
    raise Undecided(f"sign of {x}")


def add(a: Any, b: Any) -> Any:
    return a + b if not (is_irrational(a) or is_irrational(b)) else _back(_sym(a) + _sym(b))


def sub(a: Any, b: Any) -> Any:
    return a - b if not (is_irrational(a) or is_irrational(b)) else _back(_sym(a) - _sym(b))


def mul(a: Any, b: Any) -> Any:
    return a * b if not (is_irrational(a) or is_irrational(b)) else _back(_sym(a) * _sym(b))


def neg(a: Any) -> Any:
    return -a if not is_irrational(a) else _back(-_sym(a))


def field_div(a: Any, b: Any) -> Any:
    if sign(b) == 0:
        return Fraction(0)
    if is_irrational(a) or is_irrational(b):
        return _back(_sym(a) / _sym(b))
    return Fraction(a) / Fraction(b)


def npow(a: Any, k: int) -> Any:
    """Monoid.npow: `a ^ k` as a k-fold product, `a ^ 0 = 1` (also for `a = 0`)."""
    if is_irrational(a):
        if k > 32:
            raise Undecided("power of an irrational")
        return _back(_sym(a) ** k)
    if k and abs(Fraction(a).numerator).bit_length() * k > MAX_EXP_BITS:
        raise Undecided("power too large")
    out: Any = 1 if isinstance(a, int) else Fraction(1)
    for _ in range(k):
        out = out * a
    return out


def compare(a: Any, b: Any) -> int:
    return sign(sub(a, b))


def real_sqrt(x: Any) -> Any:
    if sign(x) <= 0:
        return Fraction(0)
    if not is_irrational(x):
        f = Fraction(x)
        n, d = math.isqrt(f.numerator), math.isqrt(f.denominator)
        if n * n == f.numerator and d * d == f.denominator:
            return Fraction(n, d)
    import sympy

    return sympy.sqrt(_sym(x))


def factorial(n: int) -> int:
    if n > 300:
        raise Undecided("factorial too large")
    out = 1
    for i in range(2, n + 1):
        out *= i
    return out


def choose(n: int, k: int) -> int:
    if k > n:
        return 0
    return factorial(n) // (factorial(k) * factorial(n - k))


def gcd(a: int, b: int) -> int:
    a, b = abs(a), abs(b)
    while b:
        a, b = b, a % b
    return a


def lcm(a: int, b: int) -> int:
    if a == 0 or b == 0:
        return 0
    return abs(a * b) // gcd(a, b)


def is_prime(n: int) -> bool:
    if n < 2:
        return False
    return all(n % d != 0 for d in range(2, math.isqrt(n) + 1))


def divides(a: Any, b: Any, *, field: bool) -> bool:
    if field:
        return sign(a) != 0 or sign(b) == 0
    if a == 0:
        return b == 0
    return b % a == 0


def even(x: Any, *, field: bool) -> bool:
    return True if field else x % 2 == 0


def odd(x: Any, *, field: bool) -> bool:
    return True if field else x % 2 == 1
