"""Word tables for the realiser: types, classes, relations, functions, connectives.

Kept as data so a reviewer can audit every template in one place. The passive column is
the relational *converse*: subject and object are swapped by the template (`{rhs}` first),
never by rewriting the relation, so `a ∣ b` can only ever become "b is a multiple of a".
"""

from __future__ import annotations

# Type constants: (singular head, plural head, tail after the names).
TYPE_NOUNS: dict[str, tuple[str, str]] = {
    "ℕ": ("natural number", "natural numbers"),
    "Nat": ("natural number", "natural numbers"),
    "ℤ": ("integer", "integers"),
    "Int": ("integer", "integers"),
    "ℚ": ("rational number", "rational numbers"),
    "Rat": ("rational number", "rational numbers"),
    "ℝ": ("real number", "real numbers"),
    "Real": ("real number", "real numbers"),
    "ℂ": ("complex number", "complex numbers"),
    "Prop": ("proposition", "propositions"),
    "Type*": ("type", "types"),
    "Type": ("type", "types"),
    "Sort*": ("type", "types"),
    "Sort": ("type", "types"),
}

# Type constructors applied to one type: (singular head, plural head).
TYPE_CONSTRUCTORS: dict[str, tuple[str, str]] = {
    "Set": ("set", "sets"),
    "Finset": ("finite set", "finite sets"),
    "Multiset": ("multiset", "multisets"),
    "List": ("list", "lists"),
}

# Type classes: (singular predicate, plural predicate), as in "α that is …" / "that are …".
CLASS_PHRASES: dict[str, tuple[str, str]] = {
    "Monoid": ("a monoid", "monoids"),
    "CommMonoid": ("a commutative monoid", "commutative monoids"),
    "AddMonoid": ("an additive monoid", "additive monoids"),
    "AddCommMonoid": ("an additive commutative monoid", "additive commutative monoids"),
    "Group": ("a group", "groups"),
    "CommGroup": ("a commutative group", "commutative groups"),
    "AddGroup": ("an additive group", "additive groups"),
    "AddCommGroup": ("an additive commutative group", "additive commutative groups"),
    "Ring": ("a ring", "rings"),
    "CommRing": ("a commutative ring", "commutative rings"),
    "Field": ("a field", "fields"),
    "PartialOrder": ("partially ordered", "partially ordered"),
    "LinearOrder": ("linearly ordered", "linearly ordered"),
    "Lattice": ("a lattice", "lattices"),
}

# Relations: op -> (active, passive, negated active, negated passive); an empty negated
# form means "say 'it is not the case that …'" (a double negative reads worse).
RELATION_WORDS: dict[str, tuple[str, str, str, str]] = {
    "=": ("{lhs} equals {rhs}", "{lhs} equals {rhs}",
          "{lhs} is not equal to {rhs}", "{lhs} is not equal to {rhs}"),
    "≠": ("{lhs} is not equal to {rhs}", "{lhs} is not equal to {rhs}", "", ""),
    "<": ("{lhs} is less than {rhs}", "{rhs} is greater than {lhs}",
          "{lhs} is not less than {rhs}", "{rhs} is not greater than {lhs}"),
    "≤": ("{lhs} is less than or equal to {rhs}", "{rhs} is greater than or equal to {lhs}",
          "{lhs} is not less than or equal to {rhs}",
          "{rhs} is not greater than or equal to {lhs}"),
    ">": ("{lhs} is greater than {rhs}", "{rhs} is less than {lhs}",
          "{lhs} is not greater than {rhs}", "{rhs} is not less than {lhs}"),
    "≥": ("{lhs} is greater than or equal to {rhs}", "{rhs} is less than or equal to {lhs}",
          "{lhs} is not greater than or equal to {rhs}",
          "{rhs} is not less than or equal to {lhs}"),
    "∣": ("{lhs} divides {rhs}", "{rhs} is a multiple of {lhs}",
          "{lhs} does not divide {rhs}", "{rhs} is not a multiple of {lhs}"),
    "∈": ("{lhs} belongs to {rhs}", "{rhs} contains {lhs}",
          "{lhs} does not belong to {rhs}", "{rhs} does not contain {lhs}"),
    "∉": ("{lhs} does not belong to {rhs}", "{rhs} does not contain {lhs}", "", ""),
    "⊆": ("{lhs} is a subset of {rhs}", "{rhs} is a superset of {lhs}",
          "{lhs} is not a subset of {rhs}", "{rhs} is not a superset of {lhs}"),
    "⊂": ("{lhs} is a proper subset of {rhs}", "{rhs} is a proper superset of {lhs}",
          "{lhs} is not a proper subset of {rhs}", "{rhs} is not a proper superset of {lhs}"),
}

# Symbols style: op -> (active, passive); passive uses the converse symbol where one
# exists, and words where none does (there is no converse symbol for ∣).
RELATION_SYMBOLS: dict[str, tuple[str, str]] = {
    "=": ("{lhs} = {rhs}", "{lhs} = {rhs}"),
    "≠": ("{lhs} ≠ {rhs}", "{lhs} ≠ {rhs}"),
    "<": ("{lhs} < {rhs}", "{rhs} > {lhs}"),
    "≤": ("{lhs} ≤ {rhs}", "{rhs} ≥ {lhs}"),
    ">": ("{lhs} > {rhs}", "{rhs} < {lhs}"),
    "≥": ("{lhs} ≥ {rhs}", "{rhs} ≤ {lhs}"),
    "∣": ("{lhs} ∣ {rhs}", "{rhs} is a multiple of {lhs}"),
    "∈": ("{lhs} ∈ {rhs}", "{rhs} ∋ {lhs}"),
    "∉": ("{lhs} ∉ {rhs}", "{rhs} ∌ {lhs}"),
    "⊆": ("{lhs} ⊆ {rhs}", "{rhs} ⊇ {lhs}"),
    "⊂": ("{lhs} ⊂ {rhs}", "{rhs} ⊃ {lhs}"),
}
# Negated symbol forms that read well; anything else becomes "¬(…)".
NEGATED_SYMBOLS: dict[str, tuple[str, str]] = {
    "=": ("{lhs} ≠ {rhs}", "{lhs} ≠ {rhs}"),
    "∣": ("{lhs} ∤ {rhs}", "{rhs} is not a multiple of {lhs}"),
    "∈": ("{lhs} ∉ {rhs}", "{rhs} ∌ {lhs}"),
}

# Binder predicates (`∀ x > 0,`): words, after the variable.
BINDER_PRED_WORDS: dict[str, str] = {
    ">": "greater than", "<": "less than", "≥": "greater than or equal to",
    "≤": "less than or equal to", "≠": "different from", "∈": "in", "∉": "not in",
    "⊆": "contained in", "⊂": "strictly contained in",
}

# One-argument predicates: name -> (positive, negative) with {x} the subject.
PREDICATES: dict[str, tuple[str, str]] = {
    "prime": ("{x} is prime", "{x} is not prime"),
    "even": ("{x} is even", "{x} is not even"),
    "odd": ("{x} is odd", "{x} is not odd"),
    "irrational": ("{x} is irrational", "{x} is not irrational"),
    "square": ("{x} is a perfect square", "{x} is not a perfect square"),
}
PREDICATES2: dict[str, tuple[str, str]] = {
    "coprime": ("{x} and {y} are coprime", "{x} and {y} are not coprime"),
}

# Function names as written -> canonical key. Dotted field forms (`p.Prime`, `n.choose k`)
# are resolved by the realiser through FIELD_FUNCTIONS.
FUNCTIONS: dict[str, str] = {
    "Nat.Prime": "prime", "Prime": "prime", "Even": "even", "Odd": "odd",
    "Irrational": "irrational", "IsSquare": "square",
    "Nat.Coprime": "coprime", "Nat.coprime": "coprime", "Coprime": "coprime",
    "Nat.factorial": "factorial", "Nat.choose": "choose",
    "Nat.gcd": "gcd", "gcd": "gcd", "Int.gcd": "gcd",
    "Nat.lcm": "lcm", "lcm": "lcm", "Int.lcm": "lcm",
    "min": "min", "max": "max", "Min.min": "min", "Max.max": "max",
    "Real.sqrt": "sqrt", "abs": "abs", "Nat.succ": "succ", "Int.natAbs": "natAbs",
}
FIELD_FUNCTIONS: dict[str, str] = {
    "Prime": "prime", "Coprime": "coprime", "factorial": "factorial", "choose": "choose",
    "gcd": "gcd", "lcm": "lcm", "succ": "succ", "natAbs": "natAbs",
}

# Functions of one argument: words template and symbols template.
UNARY_WORDS: dict[str, tuple[str, str]] = {
    "factorial": ("the factorial of {x}", "{x}!"),
    "sqrt": ("the square root of {x}", "√{x}"),
    "abs": ("the absolute value of {x}", "|{x}|"),
    "compl": ("the complement of {x}", "{x}ᶜ"),
    "inv": ("the inverse of {x}", "{x}⁻¹"),
    "natAbs": ("the absolute value of {x} as a natural number", "natAbs({x})"),
}
# Functions of two arguments.
BINARY_WORDS: dict[str, tuple[str, str]] = {
    "gcd": ("the greatest common divisor of {x} and {y}", "gcd({x}, {y})"),
    "lcm": ("the least common multiple of {x} and {y}", "lcm({x}, {y})"),
    "min": ("the minimum of {x} and {y}", "min({x}, {y})"),
    "max": ("the maximum of {x} and {y}", "max({x}, {y})"),
    "choose": ("{x} choose {y}", "choose({x}, {y})"),
}
SET_OPS: dict[str, str] = {
    "∩": "the intersection of {x} and {y}",
    "∪": "the union of {x} and {y}",
    "\\": "the set of elements of {x} that are not in {y}",
    "⊓": "the infimum of {x} and {y}",
    "⊔": "the supremum of {x} and {y}",
}
POWER_WORDS: dict[str, str] = {"2": "{x} squared", "3": "{x} cubed"}

CONSTANTS: dict[str, str] = {
    "∅": "the empty set", "Set.univ": "the universal set", "True": "True",
    "False": "False", "Real.pi": "π", "π": "π",
}

# Universal quantifier words: (determiner for one name, determiner for a group, plural?).
FORALL_WORDS: dict[str, tuple[str, bool]] = {
    "every": ("every", False),
    "each": ("each", False),
    "for_all": ("all", True),
    "any": ("any", True),
}
# Existential verb per quantifier style: (one thing, several things).
EXISTS_WORDS: dict[str, tuple[str, str]] = {
    "every": ("there exists", "there exist"),
    "each": ("there exists", "there exist"),
    "for_all": ("there is", "there are"),
    "any": ("there is", "there are"),
}

CONNECTIVE_WORDS: dict[str, str] = {
    "iff": "if and only if",
    "exactly_when": "exactly when",
    "precisely_when": "precisely when",
    "just_in_case": "just in case",
}

# Words that may open a sentence and so are capitalised; math never is.
SENTENCE_OPENERS = frozenset({
    "for", "if", "there", "the", "it", "assuming", "every", "all", "any", "each", "both",
    "either", "that",
})
