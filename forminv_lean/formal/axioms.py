"""Type-class axioms as typed terms, elaborated from their statements in the language itself."""

from __future__ import annotations

from functools import lru_cache

from forminv_lean.formal.signature import CLASS_AXIOMS, class_closure
from forminv_lean.formal.terms import Term


@lru_cache(maxsize=256)
def _axioms_for_alpha(closure: frozenset[str]) -> tuple[Term, ...]:
    from forminv_lean.formal.elaboration import elaborate_expr
    from forminv_lean.formal.parser import parse

    binders = " ".join(f"[{c} α]" for c in sorted(closure))
    out: list[Term] = []
    for cls in sorted(closure):
        for ax in CLASS_AXIOMS.get(cls, ()):
            t = elaborate_expr(parse(f"∀ {{α : Type*}} {binders}, {ax}"))
            while t.op == "tforall":
                t = t.args[0]
            out.append(t)
    return tuple(out)


def class_axioms(tvar: str, classes: frozenset[str] | tuple[str, ...]) -> list[Term]:
    """The axioms of every class implied by `classes`, stated over the type variable `tvar`."""
    from forminv_lean.formal.normal_form import rename_tvar

    closure = class_closure(classes)
    return [rename_tvar(a, "α", tvar) for a in _axioms_for_alpha(closure)]
