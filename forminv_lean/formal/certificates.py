"""Lean 4 text for certificates (`P ↔ Q`) and disproofs, chosen from how the checker decided.

Lean cannot run here, so the text is conservative: explicit binder types, `@h` applications
(implicit binders stay reachable), every alternative tactic wrapped in `first | ... | ...` with
`done`, and only names listed in `LEAN_LEMMAS`, each confirmed in the source it comes from.
"""

from __future__ import annotations

import re
from typing import Any

from forminv_lean.formal.lean_print import to_lean_text
from forminv_lean.formal.semantics import lean_literal
from forminv_lean.formal.terms import Term, mk, outer_foralls, rebuild_foralls

# name -> where its declaration was confirmed (repository, path) with find_string/read_file.
LEAN_LEMMAS: dict[str, str] = {
    "Iff.rfl": "leanprover/lean4 src/Init/Core.lean (core)",
    "Nat.prime_def": "mathlib4 Mathlib/Data/Nat/Prime/Defs.lean: p.Prime ↔ 2 ≤ p ∧ ∀ m, m ∣ p → m = 1 ∨ m = p",
    "Nat.prime_def_lt'": "mathlib4 Mathlib/Data/Nat/Prime/Defs.lean",
    "Nat.prime_iff": "mathlib4 Mathlib/Data/Nat/Prime/Defs.lean: p.Prime ↔ _root_.Prime p",
    "Nat.not_prime_zero": "mathlib4 Mathlib/Data/Nat/Prime/Defs.lean",
    "Nat.not_prime_one": "mathlib4 Mathlib/Data/Nat/Prime/Defs.lean",
    "Nat.even_iff": "mathlib4 Mathlib/Algebra/Group/Nat/Even.lean: Even n ↔ n % 2 = 0",
    "Nat.odd_iff": "mathlib4 Mathlib/Algebra/Ring/Parity.lean: Odd n ↔ n % 2 = 1",
    "Int.odd_iff": "mathlib4 Mathlib/Algebra/Ring/Int/Parity.lean: Odd n ↔ n % 2 = 1",
    "Even": "mathlib4 Mathlib/Algebra/Group/Even.lean: Even a ↔ ∃ r, a = r + r (definition)",
    "Odd": "mathlib4 Mathlib/Algebra/Ring/Parity.lean: Odd a ↔ ∃ k, a = 2 * k + 1 (definition)",
    "dvd_def": "mathlib4 Mathlib/Algebra/Group/Basic.lean: a ∣ b ↔ ∃ c, b = a * c",
    "Set.subset_def": "mathlib4 Mathlib/Data/Set/Defs.lean",
    "Set.mem_inter_iff": "mathlib4 Mathlib/Data/Set/Basic.lean",
    "Set.mem_union": "mathlib4 Mathlib/Data/Set/Basic.lean",
    "Set.mem_diff": "mathlib4 Mathlib/Data/Set/Basic.lean",
    "Set.mem_compl_iff": "mathlib4 Mathlib/Data/Set/Basic.lean",
    "abs_eq_max_neg": "mathlib4 Mathlib/Algebra/Order/Group/Abs.lean (Unbundled): abs a = max a (-a)",
    "sq_abs": "mathlib4 Mathlib/Algebra/Order/Ring/Abs.lean: |a| ^ 2 = a ^ 2",
    "Real.sqrt_nonneg": "mathlib4 Mathlib/Analysis/Real/Sqrt.lean",
    "Real.mul_self_sqrt": "mathlib4 Mathlib/Analysis/Real/Sqrt.lean: 0 ≤ x → √x * √x = x",
    "Real.sqrt_eq_zero_of_nonpos": "mathlib4 Mathlib/Analysis/Real/Sqrt.lean: x ≤ 0 → √x = 0",
    "Real.sqrt_eq_zero'": "mathlib4 Mathlib/Analysis/Real/Sqrt.lean: √x = 0 ↔ x ≤ 0",
    "Nat.factorial_zero": "mathlib4 Mathlib/Data/Nat/Factorial/Basic.lean",
    "Nat.factorial_succ": "mathlib4 Mathlib/Data/Nat/Factorial/Basic.lean",
    "Nat.factorial_pos": "mathlib4 Mathlib/Data/Nat/Factorial/Basic.lean",
    "Nat.choose_zero_right": "mathlib4 Mathlib/Data/Nat/Choose/Basic.lean",
    "Nat.choose_succ_succ": "mathlib4 Mathlib/Data/Nat/Choose/Basic.lean",
    "Nat.choose_self": "mathlib4 Mathlib/Data/Nat/Choose/Basic.lean",
    "Nat.choose_one_right": "mathlib4 Mathlib/Data/Nat/Choose/Basic.lean",
    "Nat.gcd_zero_left": "leanprover/lean4 src/Init/Data/Nat/Gcd.lean",
    "Nat.gcd_zero_right": "leanprover/lean4 src/Init/Data/Nat/Gcd.lean",
    "Nat.lcm_comm": "leanprover/lean4 src/Init/Data/Nat/Lcm.lean",
    "Nat.lcm_zero_left": "leanprover/lean4 src/Init/Data/Nat/Lcm.lean",
    "Nat.lcm_zero_right": "leanprover/lean4 src/Init/Data/Nat/Lcm.lean",
    "Int.ediv/Int.emod (instance Div Int := ⟨Int.ediv⟩)":
        "leanprover/lean4 src/Init/Data/Int/DivMod/Basic.lean",
}

# Rewrite families of `normal_form` -> the lemmas a `simp only` needs to replay them.
_FAMILY_LEMMAS: dict[str, list[str]] = {
    "notation": ["ge_iff_le", "gt_iff_lt", "ne_eq"],
    "logic": ["not_and", "imp_iff_not_or", "not_exists"],
    "ac": ["add_comm", "add_left_comm", "add_assoc", "mul_comm", "mul_left_comm", "mul_assoc",
           "and_comm", "and_left_comm", "and_assoc", "or_comm", "or_left_comm", "or_assoc"],
    "symm": ["eq_comm"],
    "pow": ["sq", "pow_zero", "pow_one"],
    "simp": ["dvd_refl", "or_self"],
}
_DEF_LEMMAS = ["Nat.prime_def", "dvd_def", "Even", "Odd", "Set.subset_def", "Set.mem_inter_iff",
               "Set.mem_union", "Set.mem_diff", "Set.mem_compl_iff", "Set.mem_setOf_eq",
               "abs_eq_max_neg"]
LEAN_LEMMAS.update({
    "ge_iff_le": "leanprover/lean4 src/Init/Core.lean: @[simp] theorem ge_iff_le [LE α] ... := Iff.rfl",
    "gt_iff_lt": "leanprover/lean4 src/Init/Core.lean (next to ge_iff_le)",
    "ne_eq": "leanprover/lean4 src/Init/SimpLemmas.lean: (a ≠ b) = ¬(a = b)",
    "not_and": "leanprover/lean4 src/Init/SimpLemmas.lean: ¬(a ∧ b) ↔ (a → ¬b)",
    "imp_iff_not_or": "mathlib4 Mathlib/Logic/Basic.lean: a → b ↔ ¬a ∨ b",
    "not_exists": "leanprover/lean4 src/Init/PropLemmas.lean: (¬ ∃ x, p x) ↔ ∀ x, ¬ p x",
    "mul_comm": "mathlib4 Mathlib/Algebra/Group/Defs.lean (used by mul_left_comm's proof)",
    "mul_assoc": "mathlib4 Mathlib/Algebra/Group/Defs.lean (used by mul_left_comm's proof)",
    "mul_left_comm": "mathlib4 Mathlib/Algebra/Group/Basic.lean: @[to_additive] theorem mul_left_comm",
    "add_comm": "to_additive of mul_comm (Mathlib/Algebra/Group/Defs.lean)",
    "add_assoc": "to_additive of mul_assoc (Mathlib/Algebra/Group/Defs.lean)",
    "add_left_comm": "to_additive of mul_left_comm (Mathlib/Algebra/Group/Basic.lean)",
    "and_comm": "leanprover/lean4 src/Init/Core.lean (used by and_left_comm's proof)",
    "and_assoc": "leanprover/lean4 src/Init/Core.lean (used by and_left_comm's proof)",
    "and_left_comm": "leanprover/lean4 src/Init/PropLemmas.lean: a ∧ (b ∧ c) ↔ b ∧ (a ∧ c)",
    "or_comm": "leanprover/lean4 src/Init/Core.lean (used by or_left_comm's proof)",
    "or_assoc": "leanprover/lean4 src/Init/Core.lean (used by or_left_comm's proof)",
    "or_left_comm": "leanprover/lean4 src/Init/Core.lean: a ∨ (b ∨ c) ↔ b ∨ (a ∨ c)",
    "eq_comm": "leanprover/lean4 src/Init/Core.lean: theorem eq_comm {a b : α} : a = b ↔ b = a",
    "sq": "mathlib4 Mathlib/Algebra/Group/Defs.lean: alias sq := pow_two (a ^ 2 = a * a)",
    "pow_zero": "mathlib4 Mathlib/Algebra/Group/Defs.lean: a ^ 0 = 1",
    "pow_one": "mathlib4 Mathlib/Algebra/Group/Defs.lean (used by pow_two's proof)",
    "dvd_refl": "mathlib4 Mathlib/Algebra/Group/Basic.lean: theorem dvd_refl (a : α) : a ∣ a",
    "or_self": "leanprover/lean4 src/Init/SimpLemmas.lean: (p ∨ p) = p",
    "Set.mem_setOf_eq": "mathlib4 Mathlib/Data/Set/Defs.lean: a ∈ {x | p x} = p a",
    "Nat.gcd_comm": "leanprover/lean4 src/Init/Data/Nat/Gcd.lean (used by lcm_comm's proof)",
})
# Tactics used (core Lean 4 / Mathlib): intro, constructor, have, revert, exact, first, try,
# skip, done, simp, simp only, simp_all, omega, decide, norm_num, tauto, linarith, nlinarith,
# positivity.

_IDENT = re.compile(r"[^A-Za-z0-9_']")


def lean_ident(name: str) -> str:
    """A valid Lean identifier from any label."""
    s = _IDENT.sub("_", name).strip("_") or "forminv_cert"
    return s if s[0].isalpha() else f"c_{s}"


def _intro_names(binders: list[Term]) -> list[str]:
    out: list[str] = []
    for b in binders:
        out.append(b.name)
        if b.op == "tforall":
            out.extend("_" for _ in b.classes)
    return out


def _closer(method: str, families: set[str], tys: set[str]) -> str:
    alts: list[str] = ["exact h1"]
    if method == "smt" and tys <= {"ℕ", "ℤ"}:
        alts.insert(0, "omega")
    alts += ["tauto", "(simp_all; done)"]
    if tys & {"ℝ", "ℚ"}:
        alts += ["linarith", "nlinarith [h1]"]
    if "ℕ" in tys or "ℤ" in tys:
        alts.append("omega")
    return "first | " + " | ".join(dict.fromkeys(alts))


def lean_stmt(t: Term) -> str:
    """Statement text for a declaration: `Type*` becomes `Type u` (the emitted file declares
    `universe u`), so both sides of an `↔` quantify over the same universe and `@h α`
    typechecks; two `Type*` would introduce two unrelated universe parameters."""
    return to_lean_text(t).replace("Type*", "Type u")


def certificate(name: str, p: Term, q: Term, *, method: str, families: set[str],
                mapping: dict[str, str] | None, rfl: bool) -> str:
    """`theorem name : (P) ↔ (Q) := by ...` for a proved equivalence."""
    ptext, qtext = lean_stmt(p), lean_stmt(q)
    head = f"theorem {lean_ident(name)} : ({ptext}) ↔ ({qtext}) := by"
    if rfl or ptext == qtext:
        return head.replace(":= by", ":=") + "\n  Iff.rfl"
    bp, _ = outer_foralls(p)
    bq, _ = outer_foralls(q)
    mapping = mapping or {}
    inverse = {v: k for k, v in mapping.items()}
    lemmas: list[str] = []
    for fam in sorted(families):
        lemmas += _FAMILY_LEMMAS.get(fam, [])
    if method == "definitions":
        lemmas += _DEF_LEMMAS
    tys = {b.bty.head for b in bp + bq if b.bty is not None}
    simp = f"try simp only [{', '.join(dict.fromkeys(lemmas))}] at h1 ⊢" if lemmas else "skip"
    close = _closer(method, families, tys)
    # P → Q: intro Q's binders, instantiate h (a proof of P) at the matching names.
    to_q = [inverse.get(n, n) if n != "_" else "_" for n in _intro_names(bp)]
    q_names = _intro_names(bq)
    to_p = [mapping.get(n, n) if n != "_" else "_" for n in q_names]
    lines = [head, "  constructor",
             f"  · intro h {' '.join(q_names)}".rstrip(),
             f"    have h1 := @h {' '.join(_rename_args(to_q, bq))}".rstrip(),
             f"    {simp}", f"    {close}",
             f"  · intro h {' '.join(_intro_names(bp))}".rstrip(),
             f"    have h1 := @h {' '.join(_rename_args(to_p, bp))}".rstrip(),
             f"    {simp}", f"    {close}"]
    return "\n".join(lines)


def _rename_args(names: list[str], _binders: list[Term]) -> list[str]:
    return names


def instantiation(binders: list[Term], env: dict[str, Any]) -> str:
    return " ".join(lean_literal(env[b.name]) for b in binders if b.op != "tforall")


def disproof(name: str, stmt: Term, env: dict[str, Any]) -> str:
    """`theorem name : ¬ (stmt) := by ...` instantiating the outer binders at `env`."""
    binders, _ = outer_foralls(stmt)
    args = instantiation(binders, env)
    lines = [f"theorem {lean_ident(name)} : ¬ ({lean_stmt(stmt)}) := by", "  intro h"]
    if binders:
        lines.append(f"  have h1 := @h {args}")
        lines.append("  revert h1")
    lines.append("  first | (norm_num; done) | decide | (simp; done) | omega")
    return "\n".join(lines)


def pointwise_statement(p_binders: list[Term], p_body: Term, q_body: Term) -> Term:
    """`∀ (outer binders), (P' ↔ Q')` with every binder explicit (for `h 2 1 1`)."""
    from dataclasses import replace

    explicit = [replace(b, info="explicit") for b in p_binders]
    return rebuild_foralls(explicit, mk("iff", p_body, q_body))


def proof(name: str, stmt: Term, method: str) -> str:
    """`theorem name : stmt := by ...` for a statement decided true."""
    binders, _ = outer_foralls(stmt)
    names = _intro_names(binders)
    tys = {b.bty.head for b in binders if b.bty is not None}
    lines = [f"theorem {lean_ident(name)} : {lean_stmt(stmt)} := by"]
    if names:
        lines.append(f"  intro {' '.join(names)}")
    alts = ["(norm_num; done)", "decide", "(simp; done)", "tauto"]
    if tys <= {"ℕ", "ℤ"}:
        alts.insert(0, "omega")
    if tys & {"ℝ", "ℚ"}:
        alts += ["linarith", "nlinarith", "positivity"]
    lines.append("  first | " + " | ".join(alts))
    return "\n".join(lines)
