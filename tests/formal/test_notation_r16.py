"""Round 16's notations: `s ×ˢ t` at Lean's `infixr:82` (Mathlib/Data/SProd.lean:33) beside
`''`/`⁻¹'` (infixl:80), and `Π₀ i, β i` (`DFinsupp fun i => β i`, Mathlib/Data/DFinsupp/
Defs.lean:64), read as `DFinsupp β` by eta where the body is a declared type family applied to
the index, and `⨁ i, β i` (`DirectSum _ fun i => β i`) the same way with the family's declared
index type; field notation with arguments on such an object whose constant has no declared
signature is refused (where Lean puts the object is not known)."""

from __future__ import annotations

import pytest

from forminv_lean.formal import elaborate, to_lean
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.ast import App, BinOp, Lambda, Name
from forminv_lean.formal.meaning.parser import parse
from tests.mathlib_corpus import needs_index, render_row, rendered, require, rows_named


def test_set_product_binds_tighter_than_image() -> None:
    f, s, t, u = Name("f"), Name("s"), Name("t"), Name("u")
    assert parse("f '' s ×ˢ t") == BinOp("''", f, BinOp("×ˢ", s, t))
    assert parse("f ⁻¹' s ×ˢ t") == BinOp("⁻¹'", f, BinOp("×ˢ", s, t))
    assert parse("s ×ˢ t ×ˢ u") == BinOp("×ˢ", s, BinOp("×ˢ", t, u))
    assert parse("(s ×ˢ t) ×ˢ u") == BinOp("×ˢ", BinOp("×ˢ", s, t), u)
    # `∘` (90) is tighter: `f ∘ g ×ˢ s` is `(f ∘ g) ×ˢ s`
    assert parse("f ∘ g ×ˢ s") == BinOp("×ˢ", BinOp("∘", f, Name("g")), s)


def test_set_product_printed_with_its_parentheses() -> None:
    text = ("∀ {α β γ : Type*} (f : α → γ) (s : Set α) (t : Set β) (u : Set (γ × β)), "
            "(f '' s) ×ˢ t = u")
    assert "SProd.sprod (Set.image f s) t" in to_lean(text)


def test_dfinsupp_of_a_family_is_the_family_by_eta() -> None:
    e = parse("∀ {ι : Type*} (β : ι → Type*), Π₀ i, β i")
    assert e.body == App(Name("DFinsupp"), (Name("β"),))  # type: ignore[attr-defined]
    text = ("∀ {ι : Type*} (β : ι → Type*) [∀ i, AddCommMonoid (β i)] (f : Π₀ i, β i) "
            "(g : DFinsupp β), f = g")
    assert "(f g : DFinsupp β)" in to_lean(text)
    # the body runs to the end, as a ∀'s: `ℕ → Π₀ i, β i`
    text = ("∀ {ι : Type*} (β : ι → Type*) [∀ i, AddCommMonoid (β i)] (g : ℕ → Π₀ i, β i), "
            "g 0 = g 1")
    assert "(g : ℕ → DFinsupp β)" in to_lean(text)


def test_dfinsupp_over_a_constant_type_needs_the_index_type() -> None:
    assert parse("∀ {ι : Type*} (M : Type*), ∀ (f : Π₀ (i : ι), M), f = f").body.body == \
        parse("∀ (f : DFinsupp (fun (i : ι) => M)), f = f").body  # type: ignore[attr-defined]
    with pytest.raises(UnsupportedError):   # only unification would fix ι
        parse("∀ {ι : Type*} (M : Type*), ∀ (f : Π₀ i, M), f = f")


@pytest.mark.parametrize("text", [
    # `S i` is a submonoid: Lean reads `Π₀ i, ↥(S i)`, never `DFinsupp S`
    "∀ {ι γ : Type*} [AddCommMonoid γ] (S : ι → AddSubmonoid γ) (f : Π₀ i, S i), f = f",
    # a family that is no binder of the statement
    "∀ (f : Π₀ i, Foo i), f = f",
    # several binders
    "∀ {ι : Type*} (β : ι → ι → Type*) (f : Π₀ i j, β i j), f = f",
    # a body not known to be a type
    "∀ {ι : Type*} (s : Set (Submodule ℕ ℕ)) (f : Π₀ (m : s), m.1), f = f",
])
def test_dfinsupp_refused_where_lean_may_coerce(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_field_notation_with_arguments_needs_a_signature() -> None:
    # `f.filter p` is `DFinsupp.filter p f` in Lean (Data/DFinsupp/Defs.lean `def filter (p :
    # ι → Prop) [DecidablePred p] (x : Π₀ i, β i)`): never `DFinsupp.filter f p`
    text = ("∀ {ι : Type*} (β : ι → Type*) [∀ i, Zero (β i)] (p : ι → Prop) (f g : Π₀ i, β i), "
            "f.filter p = g.filter p")
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_lambda_is_kept_for_a_typed_index() -> None:
    e = parse("Π₀ (i : ι), ℕ")
    assert isinstance(e, App) and isinstance(e.args[0], Lambda)
    # a family whose body is the index alone, in a statement without its binder: refused
    with pytest.raises(UnsupportedError):
        parse("Π₀ i, β i")


def test_direct_sum_takes_the_index_type_of_the_family() -> None:
    # `⨁ i, β i` is `DirectSum _ fun i => β i`: `_` is β's declared domain, β by eta
    text = ("∀ {ι : Type*} (β : ι → Type*) [∀ i, AddCommMonoid (β i)] (f : ⨁ i, β i) "
            "(g : DirectSum ι β), f = g")
    assert "(f g : DirectSum ι β)" in to_lean(text)
    text = ("∀ {ι : Type*} (β : ℕ → ι → Type*) (n : ℕ) [∀ i, AddCommMonoid (β n i)] "
            "(f : ⨁ i, β n i), f = f")
    assert "(f : DirectSum ι (β n))" in to_lean(text)
    text = "∀ {ι : Type*} (M : Type*) [AddCommMonoid M] (f : ⨁ (i : ι), M), f = f"
    assert "(f : DirectSum ι (fun (i : ι) => M))" in to_lean(text)


@pytest.mark.parametrize("text", [
    "∀ {ι : Type*} (M : Type*) [AddCommMonoid M] (f : ⨁ i, M), f = f",
    "∀ {ι γ : Type*} [AddCommMonoid γ] (S : ι → AddSubmonoid γ) (f : ⨁ i, S i), f = f",
    # `ι` bound again: which `ι` the family's type names is not one written name
    "∀ {ι : Type*} (β : ι → Type*) [∀ i, AddCommMonoid (β i)] (g : ℕ → ⨁ i, β i), "
    "∀ ι : Type, g 0 = g 1",
])
def test_direct_sum_refused_where_not_told(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_direct_sum_only_where_open() -> None:
    from forminv_lean.formalise.resolve import PARSER_SCOPED

    # the biproduct `⨁ f` (CategoryTheory/Limits/Shapes/Biproducts.lean:409, global) is read
    # by no rule: a `⨁` where `open DirectSum` is not in effect is refused by the resolver
    assert PARSER_SCOPED["⨁ ,"] == ("⨁", "DirectSum")


#: Corpus theorems and what their rendering elaborates to (in the canonical Lean text).
CORPUS_LEAN = {
    "Set.image_mul_prod": "Set.image (fun (x : α × α) => Prod.fst x * Prod.snd x) (SProd.sprod s t)",
    "DFinsupp.liftAddHom_singleAddHom": "AddMonoidHom.id (DFinsupp β)",
    "DirectSum.map_id": "AddMonoidHom.id (DirectSum ι α)",
}
#: Corpus theorems refused on purpose, with the start of the reason.
CORPUS_REFUSED = {
    # `Π₀ i, S i` with `S i` a submonoid is `DFinsupp fun i => ↥(S i)`
    "AddSubmonoid.mem_iSup_iff_exists_dfinsupp": "unsupported: Π₀",
    # `𝒜 : ι → Submodule R A`: `⨁ i, ↥(𝒜 i)`
    "GradedRing.proj_apply": "unsupported: ⨁",
}


@needs_index
@pytest.mark.parametrize("name", sorted(CORPUS_LEAN))
def test_corpus_renderings(name: str) -> None:
    formal = rendered(set(CORPUS_LEAN) | set(CORPUS_REFUSED), name)
    assert CORPUS_LEAN[name] in to_lean(formal), to_lean(formal)


@needs_index
@pytest.mark.parametrize("name", sorted(CORPUS_REFUSED))
def test_corpus_refusals(name: str) -> None:
    require()
    rows = rows_named(set(CORPUS_REFUSED))
    assert name in rows, f"{name} is not a row of the corpus"
    r = render_row(rows[name])
    assert r.formal is None and (r.reason or "").startswith(CORPUS_REFUSED[name]), r.reason
