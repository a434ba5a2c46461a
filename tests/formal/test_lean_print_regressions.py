"""Printer regressions: text that Lean would read differently from what we meant."""

from forminv_lean.formal import parse, to_lean


def test_double_negation_is_not_a_comment():
    text = to_lean("∀ {G : Type*} [AddGroup G] (a : G), - -a = a")
    assert "--" not in text and "- -a" in text
    assert to_lean(text) == text  # the printed form parses back to itself
    parse(text)
