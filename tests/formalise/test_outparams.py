"""`variable [Module 𝕜 E]` with `E` used and `𝕜` not: Lean leaves the binder and `𝕜` out when
no outParam lets resolution reach the instance (`formalise.outparams`); the rendering binds
exactly what Lean binds, and any other linking class keeps the refusal."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from forminv_lean.extract.lean_decl import parse_decl
from forminv_lean.formalise.class_variables import class_on_variable
from forminv_lean.formalise.context import LeanContext
from forminv_lean.formalise.outparams import OUTPARAM_FREE, class_head, outparam_free
from forminv_lean.formalise.render import signature_to_formal
from tests.mathlib_corpus import NTP, needs_index, require

# a bare git mirror of Mathlib at the tag (the tool library's `fetch`), never part of the repo
MIRROR = Path(os.environ.get("FORMINV_MATHLIB_GIT", "/work/.mirror/Vierkantor+mathlib4/repo"))
NORMED = "variable {𝕜 E : Type*} [NontriviallyNormedField 𝕜] [NormedAddCommGroup E] " \
         "[NormedSpace 𝕜 E]"


def _render(header: str, context: list[str]) -> tuple[str | None, str | None]:
    r = signature_to_formal(parse_decl(header), LeanContext.from_lines(context))
    return r.formal, r.reason


def test_every_listed_class_has_its_ancestors_listed() -> None:
    for name, (parents, source) in OUTPARAM_FREE.items():
        assert source.startswith("Mathlib/") and source.endswith(".lean")
        assert all(p in OUTPARAM_FREE for p in parents), name
        assert outparam_free(name)
    assert not outparam_free("NormedAddTorsor") and not outparam_free("FunLike")


@pytest.mark.skipif(not MIRROR.is_dir(), reason="Mathlib v4.19.0 mirror not found")
def test_the_table_agrees_with_the_mathlib_source() -> None:
    """Each listed class's command in its cited file names no outParam and extends exactly
    the listed parents (an abbreviation unfolds to its listed class)."""
    for name, (parents, source) in OUTPARAM_FREE.items():
        text = subprocess.run(["git", "--git-dir", str(MIRROR), "show", f"v4.19.0:{source}"],
                              capture_output=True, text=True, check=True).stdout
        short = name.rsplit(".", 1)[-1]
        m = re.search(rf"^(?:@\[[^\]]*\]\s*)?(?:protected\s+)?(class(?: inductive)?|abbrev)\s+"
                      rf"(?:_root_\.)?(?:[\w.]+\.)?{short}\b(.*?)(?:\bwhere\b|:=|^\s*\|)",
                      text, re.S | re.M)
        assert m is not None, name
        head = m.group(2)
        assert "outParam" not in head and "OutParam" not in head, name
        if m.group(1) == "abbrev":
            # the class the body applies, as written (`FiniteDimensional`'s `Module.Finite`,
            # `OverClass X S`, field notation `(K.sc i).HasHomology`), to the listed parent
            body = re.sub(r"^\([^()]*\)\.", "", text[m.end():m.end() + 200].strip()).split()
            assert parents[0] == body[0] or parents[0].endswith("." + body[0]), name
        else:
            ext = head.split("extends", 1)[1] if "extends" in head else ""
            named = {re.split(r"\s", p.strip())[0] for p in ext.split(",") if p.strip()}
            assert named == set(parents), name


@pytest.mark.parametrize("ty,head", [
    ("Module R M", "Module"), ("∀ i, NormedSpace 𝕜 (E i)", "NormedSpace"),
    ("(i : ι) → Module R (φ i)", "Module"), ("@Module.{u, v} R M _ _", "Module"),
    ("L.Structure M", "L.Structure"), ("(F.obj X).PreservesZeroMorphisms", None),
])
def test_the_class_an_instance_binder_applies(ty: str, head: str | None) -> None:
    assert class_head(ty) == head


@needs_index
def test_a_normed_space_on_an_unused_field_is_left_out_with_it() -> None:
    formal, _ = _render("theorem foo (x : E) : ‖x‖ = ‖x‖", [NORMED])
    assert formal == "∀ {E : Type*} [NormedAddCommGroup E] (x : E), ‖x‖ = ‖x‖"
    # the field used by the statement: the binder is included with it
    formal, _ = _render("theorem foo (c : 𝕜) (x : E) : ‖c • x‖ = ‖c‖ * ‖x‖", [NORMED])
    assert formal is not None and "[NormedSpace 𝕜 E]" in formal


@needs_index
def test_a_field_used_through_another_included_binder_keeps_the_instance() -> None:
    """`f : E →L[𝕜] E` is mentioned, so `𝕜` is included through its type and the instance
    with it; an unused `c : 𝕜` beside it changes nothing."""
    formal, _ = _render("theorem foo (x : E) : f x = x", [NORMED + " (c : 𝕜) {f : E →L[𝕜] E}"])
    assert formal is not None and "[NormedSpace 𝕜 E]" in formal and "c" not in formal.split()


@needs_index
def test_a_family_of_modules_and_a_language_structure_are_left_out() -> None:
    formal, _ = _render("theorem foo (x : M) : x + 0 = x",
                        ["variable {R M : Type*} [Ring R] [AddCommGroup M] [∀ i, Module R M]"])
    assert formal == "∀ {M : Type*} [AddCommGroup M] (x : M), x + 0 = x"
    # `L.Structure M` is `FirstOrder.Language.Structure L M` (field notation on `L`)
    formal, _ = _render("theorem foo (x : M) : x = x",
                        ["namespace FirstOrder", "namespace Language",
                         "variable (L : Language.{u, v}) {M : Type w} [L.Structure M]"])
    assert formal == "∀ {M : Type*} (x : M), x = x"


@needs_index
@pytest.mark.parametrize("context,header", [
    (["variable {V P : Type*} [NormedAddCommGroup V] [MetricSpace P] [NormedAddTorsor V P]"],
     "theorem foo (x : P) : x = x"),                      # AddTorsor's V is an outParam
    (["variable {F α β : Type*} [FunLike F α β]"], "theorem foo (f : F) : f = f"),
    (["variable {R : Type*} [AddMonoidWithOne R] {p : ℕ} [CharP R p]"],
     "theorem foo (x : R) : x = x"),                      # CharP's p is a semiOutParam
    (["variable {R M : Type*} [Ring R] [AddCommGroup M] [NotAClassAnywhere R M]"],
     "theorem foo (x : M) : x = x"),                      # unknown head
    # inside `namespace CategoryTheory.Monad`, `Algebra` is `CategoryTheory.Monad.Algebra`
    (["namespace CategoryTheory.Monad",
      "variable {R A : Type*} [CommRing R] [Ring A] [Algebra R A]"],
     "theorem foo (x : A) : x = x"),
])
def test_other_linking_binders_keep_the_refusal(context: list[str], header: str) -> None:
    formal, reason = _render(header, context)
    assert formal is None and "links a used variable to an unused one" in (reason or "")


def _lean_includes(decl, ctx: LeanContext) -> tuple[set[str], set[str]]:  # type: ignore[no-untyped-def]
    """(context variables Lean includes, those it surely leaves out): the header's mentions
    closed over the included variables' types. A variable an unlisted class links to an
    included one (`[FunLike F α β]`) may be included by elaboration, so it and what its type
    mentions are not counted as left out."""
    from forminv_lean.formalise.render import _mentions

    own = {n for b in decl.binders for n in b.names}
    used = _mentions(decl.statement) | set(ctx.includes)
    for b in decl.binders:
        used |= _mentions(b.type or "")
    typed = [b for b in ctx.variables if b.kind != "instance"]
    last = {n: i for i, b in enumerate(typed) for n in b.names}
    included: set[str] = set()
    changed = True
    while changed:
        changed = False
        for i, b in enumerate(typed):
            for n in b.names:
                if last[n] == i and n in used and n not in included and n not in own:
                    included.add(n)
                    used |= _mentions(b.type or "")
                    changed = True
    short = {k.rsplit(".", 1)[-1] for k in OUTPARAM_FREE}
    maybe: set[str] = set()
    for b in ctx.variables:
        head = class_head(b.type or "") if b.kind == "instance" else None
        if b.kind == "instance" and _mentions(b.type or "") & included and (
                head is None or head.rsplit(".", 1)[-1] not in short):
            maybe |= _mentions(b.type or "")
    for b in reversed(typed):   # a later variable's type mentions only earlier ones
        if set(b.names) & maybe:
            maybe |= _mentions(b.type or "")
    return included, set(last) - included - own - maybe


def _resolve_as_written(name: str) -> list[str]:
    return [name]


def _module_notations(module: str | None) -> list[str]:
    """The `local notation` commands of a module (the context lines leave them out; the name
    index has them)."""
    from tests.mathlib_corpus import INDEX

    if INDEX is None or module is None:
        return []
    return [n.command for n in INDEX.notations if n.local and n.module == module]


def _notation_mentions(context: list[str], header: str) -> set[str]:
    """Names on the right of a context `notation` line whose first token the header uses,
    without the notation's own argument names."""
    from forminv_lean.formalise.resolve import IDENT

    out: set[str] = set()
    for line in context:
        m = re.match(r'^\s*(?:local |scoped(?:\[[\w.]+\])? )?notation\d*(?::\d+)?\s+(.*?)=>(.*)$',
                     line)
        atoms = re.findall(r'"([^"]+)"', m.group(1)) if m else []
        if not m or not atoms or atoms[0].strip() not in header:
            continue
        params = set(IDENT.findall(re.sub(r'"[^"]*"', " ", m.group(1))))
        names = set(IDENT.findall(m.group(2)))
        # `local notation "J" => o.rightAngleRotation` mentions the variable `o` (field notation)
        out |= (names | {n.split(".")[0] for n in names}) - params
    return out


@pytest.mark.slow
def test_no_corpus_rendering_binds_what_lean_leaves_out() -> None:
    """Real declarations whose file has a listed class linking some variable to another: a
    rendering never names a variable Lean leaves out (nor, so, an instance on it), and binds
    every type variable Lean includes."""
    corpus = require(NTP)
    from forminv_lean.extract.ntp_mathlib import corpus_theorems
    from forminv_lean.formalise import render_theorem
    from forminv_lean.formalise.resolve import IDENT, local_names

    theorems, _ = corpus_theorems(corpus, sample=6000, seed=11)
    checked = dropped_somewhere = 0
    for th in theorems:
        if not th.provenance.context:
            continue
        ctx = LeanContext.from_lines(th.provenance.context)
        if not any(b.kind == "instance" and (h := class_head(b.type or "")) is not None
                   and h.rsplit(".", 1)[-1] in {k.rsplit(".", 1)[-1] for k in OUTPARAM_FREE}
                   for b in ctx.variables):
            continue
        res = render_theorem(th)
        if res.formal is None:
            continue
        decl = parse_decl(th.lean_statement)
        included, left_out = _lean_includes(decl, ctx)
        # a name the statement binds itself may be a left-out variable's name too
        left_out -= local_names(decl.statement).union(
            *(local_names(b.type or "") for b in decl.binders))
        # a class-typed variable in braces (`{mα : MeasurableSpace α}`) is included by another
        # rule (a later binder's type takes it: `class_variables`, test_name_resolution)
        left_out -= {n for b in ctx.variables if b.kind != "instance"
                     and class_on_variable(b.type or "", _resolve_as_written) for n in b.names}
        # a notation the header uses is expanded before elaboration: the variables its
        # right-hand side names are mentioned (`local notation "⟪" x ", " y "⟫" => @inner 𝕜 _ _
        # x y` includes `𝕜`)
        left_out -= _notation_mentions(_module_notations(th.provenance.module),
                                       th.lean_statement)
        # `E →L[𝕜] F`: the letters glued to an arrow are its token's, no variable
        tokens = set(IDENT.findall(re.sub(r"([→≃↪])[A-Za-z]+", r"\1 ", res.formal)))
        assert not (left_out & tokens), (th.mathlib_name, left_out & tokens, res.formal)
        sorts = {n for b in ctx.variables if b.kind != "instance"
                 and re.match(r"^(Type|Sort)\b", b.type or "") for n in b.names}
        assert included & sorts <= tokens, (th.mathlib_name, included & sorts - tokens)
        checked += 1
        dropped_somewhere += bool(left_out & {n for b in ctx.variables if b.kind == "instance"
                                              for n in IDENT.findall(b.type or "")})
    assert checked > 300 and dropped_somewhere > 100, (checked, dropped_somewhere)


SCANNED = '''namespace Demo

class Act (R : Type) (M : Type) where
  act : R → M → M

class Act2 (R M : Type) extends Act R M where
  one : M

class Coe2 (F : Type) (α : outParam Type) where
  c : F → α

class Sub2 (F α : Type) extends Coe2 F α where
  d : F

class Semi (R : Type) (p : semiOutParam Nat) : Prop where
  h : True

variable (β : outParam Type)

class Later (α : Type) where
  x : α

end Demo
'''


def test_a_scanned_index_reads_outparams_from_the_class_commands(tmp_path: Path) -> None:
    """A user's Mathlib index (`index_scan`) says which classes have an outParam, through
    the written index too; a class the scan did not read falls back to the table."""
    from forminv_lean.formalise.index_scan import scan_file, write_index
    from forminv_lean.formalise.name_index import NameIndex

    idx = NameIndex()
    scan_file(SCANNED, "Mathlib.Demo", idx)
    loaded = NameIndex.load(write_index(idx, tmp_path / "index"))
    for index in (idx, loaded):
        assert outparam_free("Demo.Act", index) and outparam_free("Demo.Act2", index)
        assert not outparam_free("Demo.Coe2", index)
        assert not outparam_free("Demo.Sub2", index)      # through its parent
        assert not outparam_free("Demo.Semi", index)
        assert not outparam_free("Demo.Later", index)     # a `variable` names an outParam
        assert outparam_free("Module", index)              # the table
        assert not outparam_free("Demo.Unknown", index)


@pytest.mark.skipif(not MIRROR.is_dir(), reason="Mathlib v4.19.0 mirror not found")
def test_scanning_the_cited_files_agrees_with_the_table() -> None:
    from forminv_lean.formalise.index_scan import scan_file
    from forminv_lean.formalise.name_index import NameIndex

    idx = NameIndex()
    for source in sorted({s for _, s in OUTPARAM_FREE.values()}):
        text = subprocess.run(["git", "--git-dir", str(MIRROR), "show", f"v4.19.0:{source}"],
                              capture_output=True, text=True, check=True).stdout
        scan_file(text, source.removesuffix(".lean").replace("/", "."), idx)
    read = [c for c in OUTPARAM_FREE if c in idx.class_signatures]
    # only the table's abbreviations are not `class` commands
    assert set(OUTPARAM_FREE) - set(read) == {
        "FiniteDimensional", "IsFractionRing", "HomologicalComplex.HasHomology",
        "AlgebraicGeometry.Scheme.Over", "CategoryTheory.Limits.HasBinaryProduct",
        "CategoryTheory.Limits.HasBinaryCoproduct"}
    assert all(outparam_free(c, idx) for c in read), [c for c in read
                                                       if not outparam_free(c, idx)]
    assert not outparam_free("CharP", idx)   # Mathlib/Algebra/CharP/Defs.lean, semiOutParam
