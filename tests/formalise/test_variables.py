"""`variable [FunLike F α β]` with `α β` used and `F` not: resolution can use the instance only
for a goal that already has `F`, so Lean leaves it out (`formalise.variables`); a binder whose
input variables may become known keeps the refusal."""

from __future__ import annotations

import re
import subprocess

import pytest

from forminv_lean.extract.lean_decl import parse_decl
from forminv_lean.formalise.context import LeanContext
from forminv_lean.formalise.outparams import INPUTS, input_letters
from forminv_lean.formalise.variables import explicit_args, instance_inputs, possibly_known
from tests.formalise.test_outparams import MIRROR
from tests.mathlib_corpus import NTP, needs_index, render, require

LINKS = "links a used variable to an unused one"
FUNLIKE = "variable {F α β : Type*} [FunLike F α β]"


@pytest.mark.parametrize("ty,args", [
    ("FunLike F α β", ["F", "α", "β"]), ("ConcreteCategory.{w} C FC", ["C", "FC"]),
    ("FunLike (F i) (α i) β", ["(F i)", "(α i)", "β"]), ("RingHomInvPair σ₁₂ σ₂₁", ["σ₁₂", "σ₂₁"]),
    ("@FunLike F α β", None), ("FunLike F α <| β", None), ("FunLike (F := G) α β", None),
])
def test_the_arguments_a_binder_applies_its_class_to(ty: str, args: list[str] | None) -> None:
    assert explicit_args(ty) == args


def test_input_variables_follow_the_letters_of_the_class() -> None:
    names = {"F", "α", "β", "ι", "i", "V", "P"}
    same = {"FunLike": ["FunLike"], "AddTorsor": ["AddTorsor"], "Module": ["Module"],
            "Mystery": ["Mystery"], "Odd": ["Odd.A", "Odd.B"]}

    def inputs(ty: str) -> set[str] | None:
        return instance_inputs(ty, names, {}, lambda n: same.get(n, []), None)
    assert inputs("FunLike F α β") == {"F"}
    assert inputs("AddTorsor V P") == {"P"}
    assert inputs("Module α β") == {"α", "β"}               # outParam-free: every argument
    # a family: `i` is the prefix's own name, not the variable `i`
    assert inputs("∀ i, FunLike (F i) α β") == {"F"}
    assert inputs("(i : ι) → FunLike (F i) α β") == {"F"}
    assert inputs("Mystery F") is None and inputs("Odd F") is None   # unknown, ambiguous
    assert inputs("FunLike F α") is None                     # not the table's arity
    assert input_letters("FunLike", 3) == "ioo" and input_letters("Module", 2) == "ii"


def test_what_may_become_known_goes_through_usable_instances_only() -> None:
    letters = {"FunLike F α β": {"F"}, "SetLike β G": {"β"}, "FunLike G α α": {"G"},
               "Unknown H": None}
    types = {n: ["Type*"] for n in ("F", "G", "H", "α", "β")}
    inst = [(t, ()) for t in letters]
    known = possibly_known({"α", "β"}, inst, types, letters.get)
    # `SetLike β G` has its input `β`: usable, so `G` (its outParam) and then `FunLike G α α`;
    # the unknown class counts as usable; nothing gives `F`
    assert known == {"α", "β", "G", "H"}


@needs_index
@pytest.mark.parametrize("context,header,expected", [
    ([FUNLIKE], "theorem foo (a : α) (b : β) : a = a",
     "∀ {α β : Type*} (a : α) (b : β), a = a"),
    # the morphism class on `F` has `F` as its input too
    ([FUNLIKE + " [Mul α] [Mul β] [MulHomClass F α β]"], "theorem foo (a : α) (b : β) : a = a",
     "∀ {α β : Type*} [Mul α] [Mul β] (a : α) (b : β), a = a"),
    # `AffineSpace V P` is `AddTorsor V P`: `P` is the input, `V` the outParam
    (["open Affine", "variable {k V P : Type*} [Ring k] [AddCommGroup V] [Module k V] "
      "[AffineSpace V P]"], "theorem foo (v : V) : v = v",
     "∀ {V : Type*} [AddCommGroup V] (v : V), v = v"),
    (["variable {H M : Type*} [TopologicalSpace H] [TopologicalSpace M] [ChartedSpace H M]"],
     "theorem foo (x : M) : x = x", "∀ {M : Type*} [TopologicalSpace M] (x : M), x = x"),
    (["variable {ι α β : Type*} {F : ι → Type*} [∀ i, FunLike (F i) α β]"],
     "theorem foo (a : α) (b : β) : a = a", "∀ {α β : Type*} (a : α) (b : β), a = a"),
])
def test_an_instance_whose_input_is_unknown_is_left_out(context: list[str], header: str,
                                                        expected: str) -> None:
    assert render(header, *context) == (expected, None)


@needs_index
@pytest.mark.parametrize("context,header", [
    ([FUNLIKE], "theorem foo (f : F) : f = f"),                 # the input used
    ([FUNLIKE, "variable {R : Type*} [SetLike β F]"],            # `SetLike β F` gives `F`
     "theorem foo (a : α) (b : β) : a = a"),
    ([FUNLIKE + " [Mystery F]"], "theorem foo (a : α) (b : β) : a = a"),   # unknown class
    (["variable {F α β : Type*} [@FunLike F α β]"], "theorem foo (a : α) (b : β) : a = a"),
    (["variable {V P : Type*} [AddCommGroup V] [AddTorsor V P]"], "theorem foo (p : P) : p = p"),
])
def test_an_instance_whose_inputs_may_be_known_keeps_the_refusal(context: list[str],
                                                                  header: str) -> None:
    formal, reason = render(header, *context)
    assert formal is None and LINKS in (reason or ""), reason


@needs_index
def test_a_named_instance_the_header_uses_is_not_left_out() -> None:
    formal, reason = render("theorem foo (a : α) (b : β) : i = i",
                            "variable {F α β : Type*} [i : FunLike F α β]")
    assert formal is None, formal


def _explicit_params(header: str) -> list[tuple[str, bool]]:
    """(name, marked outParam/semiOutParam) for each explicit parameter of a class command's
    header: `(α β : outParam Type*)` gives two, a bare `F` (of an `abbrev`) one; `[…]` and
    `{…}` binders none."""
    out: list[tuple[str, bool]] = []
    closing = {"(": ")", "[": "]", "{": "}", "⦃": "⦄"}
    i = 0
    while i < len(header):
        ch = header[i]
        if ch in closing:
            depth, j = 0, i
            while True:
                depth += header[j] in "([{⦃"
                depth -= header[j] in ")]}⦄"
                if depth == 0:
                    break
                j += 1
            if ch == "(":
                names, _, ty = header[i + 1:j].partition(":")
                out += [(n, "utParam" in ty) for n in names.split()]
            i = j + 1
        elif not ch.isspace():
            j = i
            while j < len(header) and not header[j].isspace() and header[j] not in closing:
                j += 1
            out.append((header[i:j], False))
            i = j
        else:
            i += 1
    return out


@pytest.mark.skipif(not MIRROR.is_dir(), reason="Mathlib v4.19.0 mirror not found")
def test_the_input_letters_agree_with_the_mathlib_source() -> None:
    """Each class's command in its cited file has one explicit parameter per letter, and no
    parameter it marks outParam/semiOutParam is read as an input."""
    for name, (letters, source) in INPUTS.items():
        text = subprocess.run(["git", "--git-dir", str(MIRROR), "show", f"v4.19.0:{source}"],
                              capture_output=True, text=True, check=True).stdout
        short = name.rsplit(".", 1)[-1]
        m = re.search(rf"^(?:@\[[^\]]*\]\s*)?(class|abbrev)\s+(?:_root_\.)?{short}\b(.*?)"
                      rf"(?:\bextends\b|\bwhere\b|:=|(?<=[)\]}}])\s*:\s*Prop)", text, re.S | re.M)
        assert m is not None, name
        head = m.group(2)
        params = _explicit_params(head)
        assert len(params) == len(letters), (name, params)
        assert all(k == "o" for (_, out), k in zip(params, letters, strict=True) if out), name


def _closure(decl, ctx: LeanContext) -> tuple[set[str], set[str]]:  # type: ignore[no-untyped-def]
    """(the context variables the header mentions, closed over their types: what Lean includes
    before any instance is used; the names the header binds itself)."""
    from forminv_lean.formalise.render import _mentions

    own = {n for b in decl.binders for n in b.names}
    used = _mentions(decl.statement) | set(ctx.includes)
    for b in decl.binders:
        used |= _mentions(b.type or "")
    # a later `variable` binding a name again shadows the earlier one (Lean's statement means
    # the later `W : WeierstrassCurve F`, never the earlier `W : WeierstrassCurve R`)
    last = {n: b for b in ctx.variables if b.kind != "instance" for n in b.names}
    included: set[str] = set()
    changed = True
    while changed:
        changed = False
        for n, b in last.items():
            if n in used and n not in included and n not in own:
                included.add(n)
                used |= _mentions(b.type or "")
                changed = True
    return included, own


@pytest.mark.slow
def test_no_corpus_rendering_binds_an_instance_on_an_unused_input() -> None:
    """Real declarations whose file has a `variable` instance of a class with outParams: a
    rendering never binds one whose input variable (`F` of `FunLike F α β`) the header does
    not mention, and some renderings leave out such a binder linking it to a used one."""
    corpus = require(NTP)
    from forminv_lean.extract.ntp_mathlib import corpus_theorems
    from forminv_lean.formalise import render_theorem

    theorems, _ = corpus_theorems(corpus, sample=60000, seed=11)
    checked = linking = 0
    for th in theorems:
        if not th.provenance.context:
            continue
        ctx = LeanContext.from_lines(th.provenance.context)
        tables = [words for b in ctx.variables if b.kind == "instance"
                  and (words := (b.type or "").split()) and words[0] in INPUTS
                  and len(words) == len(INPUTS[words[0]][0]) + 1]
        if not tables:
            continue
        res = render_theorem(th)
        if res.formal is None:
            continue
        included, own = _closure(parse_decl(th.lean_statement), ctx)
        # a rendered pair `[RingHomInvPair σ σ']` on an included input `σ` (a semilinear
        # equivalence over `σ` resolved it: `variable_inclusion.inv_pair_needed`) makes its
        # outParam `σ'` known, as the elaborated header mentions it
        included |= {w[2] for w in tables if w[0] == "RingHomInvPair" and w[1] in included
                     and f"[{' '.join(w)}]" in res.formal}
        # likewise a braced `{re₁₂ : RingHomInvPair σ₁₂ σ₂₁}` the semilinear equivalence's
        # resolution uses (rendered `(re₁₂ : RingHomInvPair σ₁₂ σ₂₁)`, round 24), to a fixpoint
        pairs = re.findall(r"RingHomInvPair (\S+) ([^\s\])]+)[\])]", res.formal)
        while more := {b for a, b in pairs if a in included} - included:
            included |= more
        for words in tables:
            if set(words[1:]) & own:   # the header's own `[FunLike F α β]` on its own `F`
                continue
            inputs = {w for w, k in zip(words[1:], INPUTS[words[0]][0], strict=True)
                      if k == "i"}
            if inputs - included:
                assert f"[{' '.join(words)}]" not in res.formal, (th.mathlib_name, res.formal)
                linking += bool(set(words[1:]) & included)
        checked += 1
    assert checked > 100 and linking > 20, (checked, linking)


def test_a_scanned_index_gives_the_letters_of_the_classes_it_read() -> None:
    """An index built from a user's Mathlib (`index_scan`): a class it read without an
    outParam has every parameter an input; one it read with an outParam and the table does
    not list is not known."""
    from forminv_lean.formalise.index_scan import scan_file
    from forminv_lean.formalise.name_index import NameIndex
    from tests.formalise.test_outparams import SCANNED

    idx = NameIndex()
    scan_file(SCANNED, "Mathlib.Demo", idx)
    assert input_letters("Demo.Act2", 2, idx) == "ii"
    assert input_letters("Demo.Coe2", 2, idx) is None
    assert input_letters("FunLike", 3, idx) == "ioo"     # not read: the table
