"""What every cited signature table must satisfy, checked once per entry by each table's tests.

An entry parses as a signature type over the declaration's type parameters (`?α`…), is merged
into `opaque.SIGNATURES` as written, is no predicate signature, and no other table declares the
same name (a second entry would silently win or lose the merge)."""

from __future__ import annotations

import importlib

from forminv_lean.formal.meaning.opaque import SIGNATURES, parse_signature_type
from forminv_lean.formal.meaning.signature import PREDICATE_SIGNATURES
from forminv_lean.formal.meaning.types import Ty

#: The modules whose `SIGNATURES` `opaque.py` merges (besides its own table).
TABLES = ("signatures_algebra", "signatures_analysis", "signatures_anon", "signatures_category",
          "signatures_coerce", "signatures_core", "signatures_groups", "signatures_holes",
          "signatures_measure", "signatures_notation", "signatures_order", "signatures_proofs",
          "signatures_r15", "signatures_r16a", "signatures_r16b", "signatures_r17c",
          "signatures_r17d", "signatures_r18c", "signatures_r18e", "signatures_r18f",
          "signatures_r18g", "signatures_r18u", "signatures_r19f", "signatures_r19h",
          "signatures_r19i", "signatures_r19j", "signatures_r20k", "signatures_r20l",
          "signatures_r21m", "signatures_r22n", "signatures_r23s", "signatures_r24e",
          "signatures_r25_notations", "signatures_r26_holes", "signatures_r28_holes",
          "signatures_r28_types",
          "signatures_tensor", "signatures_tensor_r26",
          "signatures_types", "prop_classes")


def type_params(t: Ty) -> set[str]:
    """The type parameters a parsed signature type mentions."""
    if t.head == "var":
        return {t.name}
    return set().union(*(type_params(a) for a in t.args)) if t.args else set()


def checked_entry(name: str, module: str) -> list[Ty]:
    """The parsed types of `module`'s entry `name`, after the checks every table shares."""
    sig = importlib.import_module(f"forminv_lean.formal.meaning.{module}").SIGNATURES[name]
    types = [parse_signature_type(x) for x in sig]
    assert all(p.startswith("?") for t in types for p in type_params(t)), name
    assert SIGNATURES[name] == sig
    assert name not in PREDICATE_SIGNATURES
    for other in TABLES:
        if other != module:
            table = importlib.import_module(f"forminv_lean.formal.meaning.{other}").SIGNATURES
            assert name not in table, f"{name} is declared in {other} too"
    return types


def assert_untyped_binders_get_declared_types(signature: tuple[str, ...], name: str,
                                              prefix: str, implicit: bool) -> None:
    """Untyped binders passed as every explicit argument of the declared `name` render with
    exactly the declared argument types: Lean gives `{x₀ x₁ …}` metavariables that the
    application assigns to them, and the rendering must write those types."""
    from forminv_lean.formal.meaning.types import show_type
    from forminv_lean.formal.statements import elaborate_rendering
    from tests.mathlib_corpus import applications, render

    *args, result = signature
    names = [f"{prefix}{i}" for i in range(len(args))]
    call = f"{name} {' '.join(names)}"
    body = f"{call} → {call}" if result == "Prop" else f"{call} = {call}"
    group = f"{{{' '.join(names)}}}" if implicit else f"({' '.join(names)})"
    formal, reason = render(f"theorem t {group} : {body}")
    assert formal is not None, reason
    apps = applications(elaborate_rendering(formal), name)
    assert apps
    declared = [show_type(parse_signature_type(a)) for a in args]
    for app in apps:
        assert [show_type(a.ty) for a in app.args] == declared
