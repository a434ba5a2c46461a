"""Round 26's audit: two ways a rendering said something other than its Lean declaration.

1. A standalone `omit` (not `omit … in`) was read as no command at all. Lean's `elabOmit`
   (lean4 src/Lean/Elab/BuiltinCommand.lean) takes the named variables out of the scope's
   `includedVars` and puts them in its `omittedVars`, which the rule including instance
   variables skips, until the scope ends (or an `include` puts them back). Renderings kept an
   omitted `include h` as a hypothesis (`RootPairing.chainTopCoeff_relfection_perm`,
   Mathlib/LinearAlgebra/RootSystem/Chain.lean:166-185: `include h` … `omit h`) and an
   omitted instance as a class binder (`Polynomial.monic_prod_X_sub_C`,
   Mathlib/Algebra/Polynomial/Roots.lean: `omit [IsDomain R]`; `IsAlgebraic.neg`,
   Mathlib/RingTheory/Algebraic/Integral.lean:252-256: `variable [nzd : NoZeroDivisors R]`,
   `omit nzd`), each a hypothesis the theorem does not have.
2. A `local` notation's right-hand side name that the index finds nowhere was read as the
   file's variable, resolved where the notation is used. `local notation "bxor" => xor`
   (Mathlib/Data/Nat/Bits.lean:29, before `namespace Nat` at :31) names core's Boolean `xor`,
   which Lean's quotation resolved where the notation was written; inside `namespace Nat` it
   was printed `xor` and read as `Nat.xor`, the bitwise xor of natural numbers
   (`Nat.bodd_add`). Only a name of a `variable` in effect is now read as one (Lean's
   `resolveName` matches a quotation's name against the section variables); otherwise the
   notation does not resolve and the statement is refused.
"""

from __future__ import annotations

import re

from forminv_lean.formalise.context import LeanContext
from tests.mathlib_corpus import needs_index, render, render_row, rendered, rows, rows_named

pytestmark = needs_index

#: The corpus theorems that showed each wrong meaning, with the text their renderings had
#: and must not have: the omitted hypothesis or instance.
OMITTED = {
    "RootPairing.chainTopCoeff_relfection_perm": "LinearIndependent R",
    "RootPairing.root_chainTopIdx": "LinearIndependent R",
    "Polynomial.monic_prod_X_sub_C": "[IsDomain R]",
    "List.prod_pos": "[PosMulMono R]",
    "Submodule.mem_span_image_iff_exists_fun": "[Fintype α]",
    "IsAlgebraic.neg": "[NoZeroDivisors R]",
    "IsAlgebraic.pow": "IsAlgebraic R b",
}

#: Theorems whose context omits and then includes again: what Lean includes stays.
INCLUDED_AGAIN = {
    "IsAlgebraic.mul": ("[NoZeroDivisors R]", "IsAlgebraic R b"),   # `include hb nzd`
    "RootPairing.chainBotCoeff_sub_chainTopCoeff": ("LinearIndependent R",),   # `include h`
}


def test_omit_takes_an_include_back() -> None:
    ctx = LeanContext.from_lines(["variable {a : ℕ} (h : 0 < a)", "include h", "omit h"])
    assert ctx.includes == []
    formal, reason = render("theorem foo : (1 : ℕ) = 1",
                            "variable {a : ℕ} (h : 0 < a)", "include h", "omit h")
    assert formal == "(1 : ℕ) = 1", (formal, reason)


def test_include_after_omit_and_scopes() -> None:
    base = ["variable {a : ℕ} (h : 0 < a)", "include h"]
    assert LeanContext.from_lines([*base, "omit h", "include h"]).includes == ["h"]
    # an `omit` lasts until the end of the section it is written in
    assert LeanContext.from_lines([*base, "section", "omit h", "end"]).includes == ["h"]
    assert LeanContext.from_lines([*base, "section", "omit h"]).includes == []


def test_omitted_instances() -> None:
    ctx = LeanContext.from_lines(["variable {R : Type*} [CommRing R] [IsDomain R]",
                                  "omit [IsDomain R]"])
    assert ctx.omits == ["[IsDomain R]"]
    named = LeanContext.from_lines(["variable {R : Type*} [nzd : NoZeroDivisors R]",
                                    "omit nzd"])
    assert named.omits == ["[NoZeroDivisors R]"]
    assert LeanContext.from_lines(["variable {R : Type*} [nzd : NoZeroDivisors R]", "omit nzd",
                                   "include nzd"]).omits == []
    # a later `variable [IsDomain R]` is another variable, not omitted
    assert LeanContext.from_lines(["variable {R : Type*} [IsDomain R]", "omit [IsDomain R]",
                                   "variable [IsDomain R]"]).omits == []
    formal, reason = render("theorem foo (x : R) : x = x", "variable {R : Type*} [CommRing R]",
                            "variable [IsDomain R]", "omit [IsDomain R]")
    assert formal is not None and "IsDomain" not in formal, (formal, reason)


def test_the_corpus_theorems_that_showed_it_drop_the_omitted() -> None:
    for name, text in OMITTED.items():
        formal = rendered(OMITTED, name)
        assert text not in formal, (name, formal)


def test_what_is_included_again_stays() -> None:
    for name, texts in INCLUDED_AGAIN.items():
        formal = rendered(INCLUDED_AGAIN, name)
        for text in texts:
            assert text in formal, (name, formal)


def test_no_corpus_rendering_keeps_an_omitted_instance() -> None:
    """Every corpus theorem under a standalone `omit [C …]` still in effect (52 at v4.19.0):
    its rendering binds no `[C …]` unless its own header does."""
    seen = 0
    for row in rows(lambda line: '"omit [' in line):
        omitted = []
        for line in row["context"]:
            if line.startswith("omit [") and not line.rstrip().endswith(" in"):
                omitted += re.findall(r"\[[^\[\]]*\]", line.split("--")[0])
            elif line.startswith("variable"):
                omitted = [o for o in omitted if o not in line]
        omitted = [o for o in omitted if o not in row["decl"]]
        if not omitted:
            continue
        seen += 1
        r = render_row(row)
        for o in omitted:
            assert r.formal is None or o not in r.formal, (row["name"], o, r.formal)
    assert seen > 20


def test_a_core_name_in_a_local_notation_is_not_read_where_used() -> None:
    formal, reason = render("theorem Nat.foo (b c : Bool) : bxor b c = bxor c b",
                            'local notation "bxor" => xor', "namespace Nat")
    assert formal is None or "Nat.xor" not in formal, formal
    row = rows_named(["Nat.bodd_add"])["Nat.bodd_add"]
    r = render_row(row)
    assert r.formal is None or "Nat.xor" not in r.formal, r.formal


def test_a_variable_in_a_local_notation_is_still_read() -> None:
    """`local notation "ω" => o.areaForm` (Mathlib/Analysis/InnerProductSpace/TwoDim.lean:63)
    with `variable (o : Orientation ℝ E (Fin 2))`: `o` is the section variable."""
    formal = rendered(["Orientation.areaForm_swap"], "Orientation.areaForm_swap")
    assert "o.areaForm x y = -o.areaForm y x" in formal, formal
