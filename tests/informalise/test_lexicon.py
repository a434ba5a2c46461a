"""The Mathlib lexicon through the realiser and the reader: every wording of every entry, every
class noun, marked Lean and short names read back to exactly the formula they were written
from (the reader's rules are generated from the same templates, deterministically)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.certify.quality import lean_or_type_talk, raw_lean
from forminv_lean.formal import FormalParseError, UnsupportedError, elaborate, parse
from forminv_lean.formal.statements import elaborate_rendering
from forminv_lean.informalise import Style, question
from forminv_lean.informalise.lexicon import (
    Entry,
    class_noun,
    class_nouns,
    fill,
    join_camel,
    load,
    scalar_hom,
    split_camel,
    tokens,
)
from forminv_lean.informalise.reader import (
    build_parser,
    formula_key,
    grammar_text,
    read,
    spellings,
    wordable,
)
from forminv_lean.informalise.types import TYPE_INFIXES

LEX = load()
TYPE_PARAMS = ("α", "β", "γ", "ι", "X", "Y", "S", "R", "M", "φ", "𝕜", "E", "F", "ε", "G", "A", "k", "N", "K",
               "B", "σ")
# Entries no formula of the language can state with their declared argument types (so there
# is nothing to word): a dependent argument type, or a type argument the statement passes.
# (`CategoryTheory.HasShift C A`, a class on a category, and `LieModule R L M`, on a Lie
# algebra's module: the generic statement gives neither its structure classes; both are read
# back on corpus theorems in test_lexicon_r24_engB; `SemilinearMapClass F σ M M₂`, whose ring
# hom `σ` and function type `F` need their rings' and modules' structures, and
# `CategoryTheory.Linear R C`, on a preadditive category: read back in test_lexicon_r25_engB;
# limits and colimits of a shape `J` in a category `C` and their preservation, whose shape and
# category need their category structures: read back in test_lexicon_r28_eng; a Killing Lie
# algebra, whose Lie structure the statement does not give: read back in test_lexicon_r28_eng2)
UNSTATABLE = {"LieAlgebra.IsKilling", "Set.pi", "Set.diagonal", "CategoryTheory.HasShift", "LieModule",
              "SemilinearMapClass", "CategoryTheory.Linear",
              "CategoryTheory.Limits.HasLimitsOfShape", "CategoryTheory.Limits.HasColimitsOfShape",
              "CategoryTheory.Limits.PreservesLimitsOfShape",
              "CategoryTheory.Limits.PreservesColimitsOfShape"}
STYLE_OF = {"w": Style(), "a": Style(lexicon="alternate"), "p": Style(relation_voice="passive"),
            "s": Style(notation="symbols")}


def _ascribed(name: str) -> tuple[list[str], str] | None:
    """The type parameters and the declared type of a constant without explicit arguments
    whose type has parameters (`signatures_r18u`), or None."""
    from forminv_lean.formal.meaning.opaque import SIGNATURES

    sig = SIGNATURES.get(name)
    if sig is None or len(sig) != 1:
        return None
    own = [p for p in TYPE_PARAMS if re.search(rf"(?<![\w]){p}(?![\w])", sig[0])]
    return (own, sig[0]) if own else None


def _statement(e: Entry) -> str | None:
    """`∀ (binders of the declared argument types), <the entry applied>`: a predicate as it
    is, a function as `F args = F args` (a Prop the realiser words with the entry's phrase)."""
    params: list[str] = []
    binders: list[str] = []
    names: list[str] = []
    for i in range(e.arity):
        name, _, ty = e.args[i].partition(":")
        ty = ty.strip().replace("Type u", "Type*").replace("Type*", "Type*")
        name = f"x{i}"
        for p in TYPE_PARAMS:
            if re.search(rf"(?<![\w]){p}(?![\w])", ty) and p not in params:
                params.append(p)
        if ty.startswith(("Type", "Sort")):   # a type passed explicitly (`DifferentiableAt 𝕜`)
            own = e.args[i].partition(":")[0].strip()
            if own not in TYPE_PARAMS:
                return None
            if own not in params:
                params.append(own)
                # with a structure, as where these entries are used (`[NontriviallyNormedField
                # 𝕜]`): a type variable without one is read as its whole set in a term slot
                binders.append(f"[NontriviallyNormedField {own}]")
            names.append(own)
            continue
        binders.append(f"({name} : {ty})")
        names.append(name)
    app = f"{e.name} {' '.join(names)}".strip() if names else e.name
    body = app if e.kind in ("predicate", "relation") else f"{app} = {app}"
    if not names and body != app and (typed := _ascribed(e.name)) is not None:
        # a constant whose type parameter no argument fixes (`Filter.atTop : Filter α`): Lean
        # takes it from the slot, so alone it is written with its type, as it is used
        own, ty = typed
        params += [p for p in own if p not in params]
        body = f"({app} : {ty}) = {app}"
    head = f"{{{' '.join(params)} : Type*}} " if params else ""
    return f"∀ {head}{' '.join(binders)}, {body}" if (head or binders) else body


def _fixed_words(template: str) -> list[str]:
    return [t for t in tokens(template) if isinstance(t, str) and t.isalpha()]


def test_the_lexicon_is_exercised_almost_whole() -> None:
    entries = [e for e in LEX.entries if e.kind != "type"]
    assert sum(wordable(e) for e in entries) >= 100
    # an argument no wording names: a proof (`h : a ∉ s`) or a type passed explicitly
    assert sorted(e.name for e in entries if not wordable(e)) == [
        "Finset.choose", "Finset.cons", "Multiset.choose", "Nat.chineseRemainder",
        "ZMod.castHom"]


def _cases() -> list[tuple[str, str]]:
    return [(e.name, form) for e in LEX.entries
            if e.kind != "type" and wordable(e) and e.name not in UNSTATABLE
            for form in e.templates]


@pytest.mark.slow
def test_grammar_is_generated_deterministically_and_conflict_free() -> None:
    g = grammar_text()
    assert g == grammar_text()
    build_parser(g)   # raises on any LALR(1) conflict
    for e in LEX.entries:   # every wordable entry has rules
        if e.kind != "type" and wordable(e) and e.templates["w"]:
            assert all(w in g for w in _fixed_words(e.english)), e.name


def test_every_entry_is_wordable_or_has_an_argument_no_wording_names() -> None:
    for e in LEX.entries:
        if not wordable(e):
            assert e.kind != "type", e.name
            used = {t for t in tokens(e.english) if isinstance(t, int)}
            missing = set(range(e.arity)) - used
            assert missing and all(":" in e.args[i] for i in missing), e.name


@pytest.mark.parametrize(("name", "form"), _cases(), ids=[f"{n}:{f}" for n, f in _cases()])
def test_every_wording_of_every_entry_reads_back(name: str, form: str) -> None:
    e = LEX.by_name()[name]
    formal = _statement(e)
    assert formal is not None
    try:
        elaborate(formal)
    except (FormalParseError, UnsupportedError) as exc:  # pragma: no cover - listed above
        pytest.fail(f"{formal}: {exc}")
    q = question(formal, STYLE_OF[form])
    template = e.templates[form]
    assert all(w in q.split() or w in q for w in _fixed_words(template)), (q, template)
    # the entry itself is worded (an argument type the lexicon lacks may stay Lean)
    assert not any(e.name.rpartition(".")[2] in x for x in raw_lean(q)), q
    r = read(q, names=spellings(formal))
    assert formula_key(r.formal) == formula_key(formal), (q, r.formal)


def test_call_forms_read_back_inside_arithmetic() -> None:
    checked = 0
    for e in LEX.entries:
        if e.call:
            formal = f"∀ x y : ℝ, {e.name} x + 1 ≤ {e.name} y * 2"
            try:
                elaborate_rendering(formal)
            except UnsupportedError:
                continue   # a call form of a non-real argument (`Metric.diam` of a set)
            for style in (Style(), Style(notation="symbols")):
                q = question(formal, style)
                assert f"{e.call}(x)" in q and not raw_lean(q), q
                assert formula_key(read(q).formal) == formula_key(formal)
            checked += 1
    assert checked >= 5   # `Real.sqrt`, `Real.log`, `Real.exp`, …


#: Type nouns over a type and a value, each with a statement to word (round 23's `A ⧸ b`,
#: Mathlib/Algebra/Quotient.lean `class HasQuotient (A : outParam <| Type u) (B : Type v)`).
MIXED_TYPE_NOUNS = {
    "HasQuotient.Quotient": "∀ {G : Type*} [Group G] (H : Subgroup G) "
                            "(a b : HasQuotient.Quotient G H), a = b ∨ a ≠ b",
    # round 24 (r24_engD.toml): a filtration over an index type and a σ-algebra, a fractional
    # ideal over a submonoid and a ring
    "MeasureTheory.Filtration": "∀ {Ω ι : Type*} [Preorder ι] (m : MeasurableSpace Ω) "
                                "(a b : MeasureTheory.Filtration ι m), a = b ∨ a ≠ b",
    "FractionalIdeal": "∀ {R P : Type*} [CommRing R] [CommRing P] [Algebra R P] "
                       "(S : Submonoid R) (a b : FractionalIdeal S P), a = b ∨ a ≠ b",
}


def test_type_nouns_read_back() -> None:
    for e in LEX.entries:
        if e.kind != "type" or e.name == "Set" or not wordable(e):
            continue
        if e.arity == 0:
            ty = e.notation[0] if e.notation else e.name
            formal = f"∀ a b : {ty}, a = b ∨ a ≠ b"
        elif e.name in MIXED_TYPE_NOUNS:   # over a type and a value (`G ⧸ H`)
            formal = MIXED_TYPE_NOUNS[e.name]
        elif e.arity == 2:  # over two types (`RingHom α β`) or two values (`Quiver.Hom x y`)
            kinds = {e.arg_type(i).startswith(("Type", "Sort")) for i in range(2)}
            assert len(kinds) == 1, f"{e.name}: give it a case in MIXED_TYPE_NOUNS"
            infix = {v: k for k, v in TYPE_INFIXES.items()}.get(e.name)
            ty = f"α {infix} β" if infix else f"{e.name} α β"   # `Prod α β` is kept `α × β`
            formal = (f"∀ {{α β : Type*}} (a b : {ty}), a = b ∨ a ≠ b" if kinds.pop()
                      else f"∀ {{V : Type*}} (x y : V) (a b : {e.name} x y), a = b ∨ a ≠ b")
        elif e.scalar is not None:   # a bundled map over a scalar ring, said "over α"
            ring = "(RingHom.id α)" if scalar_hom(e, e.scalar) else "α"
            rest = " ".join("βγ"[:e.arity - 1])
            formal = f"∀ {{α β γ : Type*}} (a b : {e.name} {ring} {rest}), a = b ∨ a ≠ b"
        elif e.arity == 3:   # over three types (`Matrix m n α`), each its own, so the
            # reader must put each where Lean has it whatever order the wording says them in
            formal = f"∀ {{α β γ : Type*}} (a b : {e.name} α β γ), a = b ∨ a ≠ b"
        elif e.arg_type(0).startswith(("Type", "Sort")):
            formal = f"∀ {{α : Type*}} (a b : {e.name} α), a = b ∨ a ≠ b"
        else:
            formal = f"∀ (n : ℕ) (a b : {e.name} n), a = b ∨ a ≠ b"
        q = question(formal)
        assert e.noun is not None and e.noun[1] in q and not raw_lean(q), q
        assert formula_key(read(q).formal) == formula_key(formal), q


def test_a_semilinear_map_stays_marked() -> None:
    """`E →SL[σ] F` (a ring hom other than `RingHom.id R`) has no "over R" wording: it stays
    marked Lean rather than be said as the plain linear map it is not."""
    formal = ("∀ {R S M N : Type*} [CommRing R] [CommRing S] [AddCommGroup M] [AddCommGroup N] "
              "[Module R M] [Module S N] (σ : R →+* S) (f : LinearMap σ M N), f = f")
    q = question(formal)
    assert "`LinearMap σ M N`" in q and "linear map" not in q.replace("`LinearMap", ""), q


@pytest.mark.parametrize("cls", sorted(class_nouns()))
def test_every_class_noun_reads_back(cls: str) -> None:
    formal = f"∀ {{α : Type*}} [{cls} α] (a b : α), a = b → b = a"
    try:
        elaborate(formal)
    except UnsupportedError:
        pytest.skip(f"{cls} does not elaborate on its own")
    q = question(formal)
    assert class_nouns()[cls] in q and "instance of the class" not in q, q
    assert formula_key(read(q).formal) == formula_key(formal), q


WORDS = st.sampled_from(["Division", "Semi", "Ring", "Field", "Normed", "Add", "Comm", "Mul",
                         "Group", "Lattice", "Ordered", "Cancel", "Monoid", "With", "Zero",
                         "Inv", "Topological", "Space", "Module", "Star"])


@pytest.mark.slow
@settings(max_examples=120, deadline=None)
@given(st.lists(WORDS, min_size=1, max_size=4))
def test_any_camelcase_class_is_named_by_its_words_or_marked(words: list[str]) -> None:
    """A class the tables do not know: "every division semiring α", the reader joining the
    words back (`Add` ↔ "additive"); a name that does not split back is marked Lean."""
    cls = "".join(words)
    formal = f"∀ {{α : Type*}} [{cls} α] (a : α), a = a"
    q = question(formal)
    noun = class_noun(cls)
    if noun is None:
        assert f"`{cls}`" in q, q
    else:
        assert join_camel(noun.split()) == cls or cls in class_nouns(), cls
        assert noun in q
    assert formula_key(read(q).formal) == formula_key(formal), q


def test_split_camel_spells_out_abbreviations_and_refuses_acronyms() -> None:
    assert split_camel("NormedAddCommGroup") == "normed additive commutative group"
    assert split_camel("DivisionSemiring") == "division semiring"
    assert split_camel("ExistsAddOfLE") is None and split_camel("T2Space") is None
    assert class_noun("SetLike") is None   # would read as "every set …"


def test_unknown_constants_are_marked_lean_read_back_and_counted(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # without generic wordings (no name index; with one, `Nat.totient n` is "the totient of
    # n": tests/informalise/test_generic.py)
    from forminv_lean.informalise import generic

    monkeypatch.setattr(generic, "available", lambda: False)
    formal = "∀ n : ℕ, Nat.totient n ≤ n"
    q = question(formal)
    assert "`Nat.totient n`" in q and raw_lean(q) == ["Nat.totient n"] and lean_or_type_talk(q)
    assert formula_key(read(q).formal) == formula_key(formal)
    opaque_type = "∀ {α : Type*} (a b : ULift α), a = b ∨ a ≠ b"
    q = question(opaque_type)
    assert "`ULift α`" in q and formula_key(read(q).formal) == formula_key(opaque_type)


def test_short_names_are_read_back_as_the_rendering_spells_them() -> None:
    formal = "∀ {α β : Type*} (f : α → β), Injective f → Injective f"
    q = question(formal)
    assert "f is injective" in q
    assert formula_key(read(q, names=spellings(formal)).formal) == formula_key(formal)
    # without the rendering's spellings the reading names the constant in full
    assert read(q).formal.count("Function.Injective") == 2
    assert spellings(formal) == {"Function.Injective": "Injective"}


def test_shared_wordings_read_back_by_field_notation() -> None:
    """`Set.Nonempty` and `Finset.Nonempty` are both "s is nonempty": the reading writes
    `s.Nonempty`, which Lean (and the elaborator) resolves by the type of `s`."""
    for ty in ("Set", "Finset"):
        formal = f"∀ {{α : Type*}} (s : {ty} α), {ty}.Nonempty s ∨ ¬ {ty}.Nonempty s"
        q = question(formal)
        assert "s is nonempty" in q
        assert formula_key(read(q).formal) == formula_key(formal), q


def test_templates_fill_slots_in_lean_argument_order() -> None:
    e = LEX.by_name()["Nat.ModEq"]
    assert fill(e.english, ["n", "a", "b"]) == "a is congruent to b modulo n"
    q = question("∀ n a b : ℕ, Nat.ModEq n a b → Nat.ModEq n b a", Style(notation="symbols"))
    assert "a ≡ b (mod n)" in q and "b ≡ a (mod n)" in q
    assert formula_key(read(q).formal) == formula_key(parse(
        "∀ n a b : ℕ, Nat.ModEq n a b → Nat.ModEq n b a"))


@pytest.mark.parametrize("question, talk", [
    ("For every type α and all subsets s and t of α, s ∩ t ⊆ s — TRUE or FALSE?", False),
    ("For every type α₁, every list l of elements of α₁, … — TRUE or FALSE?", False),
    ("For every type G that is a group and every g in G, … — TRUE or FALSE?", True),
    ("For all types and every element x, … — TRUE or FALSE?", True),
    ("For each element of type α, … — TRUE or FALSE?", True),
])
def test_a_type_variable_no_class_constrains_is_not_type_talk(question: str, talk: bool) -> None:
    """'every type α' is how a polymorphic statement's bare type variable is worded (issue
    #24: 'a type α', never 'set'); type talk is a type standing in for its structure."""
    from forminv_lean.certify.quality import lean_or_type_talk

    assert lean_or_type_talk(question) is talk


def _symbol_free_functions() -> list[str]:
    """Function entries with no symbol, call or operator form: words are their only English."""
    from forminv_lean.informalise.calls import notation_form

    return [name for name, form in _cases() if form == "w" and (e := LEX.by_name()[name]).kind
            == "function" and not (e.symbol or e.call or notation_form(e.name))]


@pytest.mark.parametrize("name", _symbol_free_functions())
def test_a_function_phrase_with_no_symbol_stays_words_in_the_symbols_style(name: str) -> None:
    """The notation family writes operators as symbols; a phrase with no symbol form stays
    the canonical's words, never becomes marked Lean (a change no family makes)."""
    e = LEX.by_name()[name]
    formal = _statement(e)
    assert formal is not None
    q = question(formal, STYLE_OF["s"])
    assert not any(e.name.rpartition(".")[2] in x for x in raw_lean(q)), q
    assert all(w in q for w in _fixed_words(e.english)), q
    assert formula_key(read(q, names=spellings(formal)).formal) == formula_key(formal), q


def test_a_type_with_a_notation_reads_back_as_the_rendering_writes_it() -> None:
    """`ENNReal` and `ℝ≥0∞` are one type: a rendering that writes the name reads back with
    the name, one that writes the notation with the notation."""
    named = [e for e in LEX.entries if e.kind == "type" and e.arity == 0 and e.notation]
    assert {"NNReal", "ENNReal"} <= {e.name for e in named}
    for e in named:
        for ty in (e.name, e.notation[0]):
            formal = f"∀ a b : {ty}, a ≤ b ∨ b ≤ a"
            q = question(formal)
            assert e.noun is not None and e.noun[1] in q and not raw_lean(q), q
            r = read(q, names=spellings(formal))
            assert formula_key(r.formal) == formula_key(formal), (q, r.formal)


@pytest.mark.parametrize("var", ["𝕜", "K", "α", "M₁"])
def test_a_type_variable_the_reader_reads_is_named_not_marked(var: str) -> None:
    formal = f"∀ {{{var} : Type*}} [Field {var}] (f : {var} → {var}) (x : {var}), f x = f x"
    q = question(formal)
    assert f"elements of {var}" in q and not raw_lean(q), q
    assert formula_key(read(q).formal) == formula_key(formal), q


def test_lexicon_d_files_are_read_after_the_main_file(tmp_path, monkeypatch) -> None:
    """Entries in `lexicon.d/*.toml` join the main file's, in name order, and a name is
    defined in one file only (two entries for one constant would make a reading ambiguous)."""
    from forminv_lean.informalise import lexicon as lex

    (tmp_path / "lexicon.toml").write_text(
        '[[entry]]\nname = "Foo.bar"\nkind = "predicate"\nargs = ["x"]\n'
        'english = "{0} is bar"\n', encoding="utf-8")
    (tmp_path / "lexicon.d").mkdir()
    (tmp_path / "lexicon.d" / "b.toml").write_text(
        '[[class]]\nname = "Baz"\nenglish = "baz"\n', encoding="utf-8")
    (tmp_path / "lexicon.d" / "a.toml").write_text(
        '[[entry]]\nname = "Foo.qux"\nkind = "function"\nargs = ["x"]\n'
        'english = "the qux of {0}"\n', encoding="utf-8")
    monkeypatch.setattr(lex, "lexicon_path", lambda: tmp_path / "lexicon.toml")
    tables = lex.read_tables()
    assert [e["name"] for e in tables["entry"]] == ["Foo.bar", "Foo.qux"]
    assert [c["name"] for c in tables["class"]] == ["Baz"]


def test_no_constant_has_entries_in_two_lexicon_files() -> None:
    names = [e.name for e in load().entries]
    assert len(names) == len(set(names))
