"""More Lean core infix notations the formal language does not write, spelled as Lean expands
them (round 27; `core_notation_r26.py` has `<$>`).

Lean core, `src/Init/Notation.lean` (leanprover/lean4): `@[inherit_doc] infixl:55 " >>= " =>
Bind.bind`, `@[inherit_doc] infixl:75 " <<< " => HShiftLeft.hShiftLeft` and `@[inherit_doc]
infixl:75 " >>> " => HShiftRight.hShiftRight`. Unlike `+`/`*` (whose `macro_rules` make them
`binop%` trees that insert coercions between operands) these three have no `macro_rules`: a
use is exactly the application of the constant to its two operands, elaborated as any
application (`x >>> n` with `x : ℤ`, `n : ℕ` is `HShiftRight.hShiftRight x n`, the heterogeneous
instance `HShiftRight ℤ ℕ ℤ`; no cast is put on either operand). Mathlib v4.19.0 declares no
notation with any of these tokens (none in the name index's notations, no `" >>= "`, `" <<< "`,
`" >>> "` in its source), so each has this one meaning in every Mathlib file.

Each use is printed `(C lhs rhs)`, its operands read by the Pratt reader of `formalise/infix.py`
at Lean's levels (all three left-associative; `x * y >>= f` is `Bind.bind (x * y) f`: `*` is at
70). A text holding one of them beside another operator that reader does not know (`<*>`,
`<|>`, `>=>`) is refused, never misread. As for `<$>`, each printed constant is resolved again
with the statement's names, and refused where the scope makes it another constant.
"""

from __future__ import annotations

from typing import Any

#: (token, constant, level, associativity), src/Init/Notation.lean.
INFIXES: tuple[tuple[str, str, int, str], ...] = (
    (">>=", "Bind.bind", 55, "l"),
    ("<<<", "HShiftLeft.hShiftLeft", 75, "l"),
    (">>>", "HShiftRight.hShiftRight", 75, "l"),
)

#: Core names the expansions print, with their full names (merged into `name_index.CORE_NAMES`).
CORE_NAMES_R27: dict[str, str] = {c: c for _, c, _, _ in INFIXES}

#: Other core tokens made of the same characters: a text holding one is left to the parser
#: (`>>=` is not read inside `>>=` of a longer token; `>=>` is `Bind.kleisliRight`).
_OTHER = (">=>", "<=<", ">>>=", "<<<=")


class CoreInfixRefusal(Exception):
    """A core notation whose operands or constant this reader cannot state exactly."""


def expand_core_infixes_r27(text: str, *, resolves_to: Any = None) -> str:
    """`text` with each `a >>= f`, `a <<< n`, `a >>> n` printed as its constant's application
    (see the module docstring). Raises `CoreInfixRefusal` when an operand cannot be told or
    the constant is another name here."""
    present = [t for t in INFIXES if t[0] in text]
    if not present:
        return text
    if any(o in text for o in _OTHER):
        raise CoreInfixRefusal(f"{present[0][0]} (another core operator beside it)")
    from forminv_lean.formalise.infix import Infix, InfixError, expand_infix

    # one left-associative level each: `<<<`/`>>>` share 75, read together
    for token, const, prec, assoc in present:
        beside = tuple((t, p, a) for t, _, p, a in present if t != token)
        try:
            text = expand_infix(text, Infix(token, const, prec, assoc, beside=beside), [])
        except InfixError as exc:
            raise CoreInfixRefusal(f"{token} ({exc})") from None
        if resolves_to is not None and resolves_to(const) != [const]:
            raise CoreInfixRefusal(f"{token} (its constant {const} is another name here)")
    return text
