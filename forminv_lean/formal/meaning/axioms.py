"""Type-class axioms as typed terms, elaborated from their statements in the language itself."""

from __future__ import annotations

from functools import lru_cache

from forminv_lean.formal.meaning.signature import CLASS_AXIOMS, class_closure
from forminv_lean.formal.meaning.terms import Term


@lru_cache(maxsize=256)
def _axioms_for_alpha(closure: frozenset[str]) -> tuple[Term, ...]:
    from forminv_lean.formal.meaning.elaboration import elaborate_expr
    from forminv_lean.formal.meaning.parser import parse

    out: list[Term] = []
    for cls in sorted(closure):
        for ax in CLASS_AXIOMS.get(cls, ()):
            # one instance binder: each axiom uses only its own class's operations (and
            # those it extends); two binders would give Lean two unrelated structures
            t = elaborate_expr(parse(f"∀ {{α : Type*}} [{cls} α], {ax}"))
            while t.op == "tforall":
                t = t.args[0]
            out.append(t)
    return tuple(out)


def class_axioms(tvar: str, classes: frozenset[str] | tuple[str, ...]) -> list[Term]:
    """The axioms of every class implied by `classes`, stated over the type variable `tvar`."""
    from forminv_lean.formal.kernel.normal import rename_tvar

    closure = class_closure(classes)
    return [rename_tvar(a, "α", tvar) for a in _axioms_for_alpha(closure)]
