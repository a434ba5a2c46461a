"""Word tables for the realiser: types, classes, relations, functions, connectives.

Kept as data so a reviewer can audit every template in one place. The reader
(`reader.lark`) states the meaning of the same phrases independently; a template here that
the reader does not know makes its items unreadable (they go to review), and a template
that says something else than its formula is caught when the reading is checked.

Relations have four columns per lexicon: active, passive (or converse), negated active,
negated passive. In the passive column subject and object are placed by the template
(`{rhs}` first where the converse is stated), never by rewriting the relation, so `a ∣ b`
can only ever become "b is divisible by a". An empty negated form means "say 'it is not
the case that …'" (a double negative reads worse).
"""

from __future__ import annotations

# Type constants: (singular head, plural head).
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
}

# Type constructors applied to one type: (singular head, plural head).
TYPE_CONSTRUCTORS: dict[str, tuple[str, str]] = {
    "Set": ("set", "sets"),
    "Finset": ("finite set", "finite sets"),
    "Multiset": ("multiset", "multisets"),
    "List": ("list", "lists"),
}

# Type classes: the noun for a type with that structure ("in every monoid M").
CLASS_NOUNS: dict[str, str] = {
    "Monoid": "monoid",
    "CommMonoid": "commutative monoid",
    "AddMonoid": "additive monoid",
    "AddCommMonoid": "additive commutative monoid",
    "Group": "group",
    "CommGroup": "commutative group",
    "AddGroup": "additive group",
    "AddCommGroup": "additive commutative group",
    "Semiring": "semiring",
    "CommSemiring": "commutative semiring",
    "Ring": "ring",
    "CommRing": "commutative ring",
    "Field": "field",
    "Preorder": "preordered set",
    "PartialOrder": "partially ordered set",
    "LinearOrder": "linearly ordered set",
    "Lattice": "lattice",
    "Semigroup": "semigroup",
    "AddSemigroup": "additive semigroup",
}

# Relations: op -> (active, passive/converse, negated active, negated passive).
RELATION_WORDS: dict[str, tuple[str, str, str, str]] = {
    "=": ("{lhs} equals {rhs}", "", "{lhs} is not equal to {rhs}", ""),
    "≠": ("{lhs} is not equal to {rhs}", "", "", ""),
    "<": ("{lhs} is less than {rhs}", "{lhs} is exceeded by {rhs}",
          "{lhs} is not less than {rhs}", "{lhs} is not exceeded by {rhs}"),
    "≤": ("{lhs} is less than or equal to {rhs}", "{lhs} is bounded above by {rhs}",
          "{lhs} is not less than or equal to {rhs}", "{lhs} is not bounded above by {rhs}"),
    ">": ("{lhs} is greater than {rhs}", "{rhs} is exceeded by {lhs}",
          "{lhs} is not greater than {rhs}", "{rhs} is not exceeded by {lhs}"),
    "≥": ("{lhs} is greater than or equal to {rhs}", "{lhs} is bounded below by {rhs}",
          "{lhs} is not greater than or equal to {rhs}", "{lhs} is not bounded below by {rhs}"),
    "∣": ("{lhs} divides {rhs}", "{rhs} is divisible by {lhs}",
          "{lhs} does not divide {rhs}", "{rhs} is not divisible by {lhs}"),
    "∈": ("{lhs} belongs to {rhs}", "{rhs} contains {lhs}",
          "{lhs} does not belong to {rhs}", "{rhs} does not contain {lhs}"),
    "∉": ("{lhs} does not belong to {rhs}", "{rhs} does not contain {lhs}", "", ""),
    "⊆": ("{lhs} is a subset of {rhs}", "{lhs} is contained in {rhs}",
          "{lhs} is not a subset of {rhs}", "{lhs} is not contained in {rhs}"),
    "⊂": ("{lhs} is a proper subset of {rhs}", "{lhs} is properly contained in {rhs}",
          "{lhs} is not a proper subset of {rhs}", "{lhs} is not properly contained in {rhs}"),
}
# The passive column when the left side is a numeral ("n is bounded below by 2" reads
# better than "2 is bounded above by n"): the converse, still a voice change.
PASSIVE_NUMERAL_LEFT: dict[str, tuple[str, str]] = {
    "≤": ("{rhs} is bounded below by {lhs}", "{rhs} is not bounded below by {lhs}"),
    "≥": ("{rhs} is bounded above by {lhs}", "{rhs} is not bounded above by {lhs}"),
    "<": ("{rhs} exceeds {lhs}", "{rhs} does not exceed {lhs}"),
}
# The alternate lexicon (syntactic family): same relation, same order, other words.
RELATION_SYNONYMS: dict[str, tuple[str, str]] = {
    "=": ("{lhs} is equal to {rhs}", "{lhs} is different from {rhs}"),
    "≠": ("{lhs} is different from {rhs}", ""),
    "<": ("{lhs} is smaller than {rhs}", "{lhs} is not smaller than {rhs}"),
    "≤": ("{lhs} is at most {rhs}", "{lhs} is not at most {rhs}"),
    ">": ("{lhs} is larger than {rhs}", "{lhs} is not larger than {rhs}"),
    "≥": ("{lhs} is at least {rhs}", "{lhs} is not at least {rhs}"),
    "∣": ("{lhs} is a divisor of {rhs}", "{lhs} is not a divisor of {rhs}"),
    "∈": ("{lhs} is an element of {rhs}", "{lhs} is not an element of {rhs}"),
    "∉": ("{lhs} is not an element of {rhs}", ""),
    # No synonym for `⊆`: "is included in" is a passive participle, the passive family's
    # change (issue #26), and the reader knows no other wording of it.
    "⊂": ("{lhs} is a strict subset of {rhs}", "{lhs} is not a strict subset of {rhs}"),
}
# Phrases of the passive column, for the passive family's validity predicate.
PASSIVE_MARKERS: tuple[str, ...] = (
    "is divisible by", "is not divisible by", "contains", "does not contain",
    "is contained in", "is not contained in", "is properly contained in",
    "is included in", "is not included in",
    "is bounded above by", "is bounded below by", "is exceeded by", "is not exceeded by",
    "is not bounded above by", "is not bounded below by", "exceeds", "does not exceed",
    "is mapped into", "is mapped onto",   # the lexicon's passive forms (Set.MapsTo, SurjOn,
    "as a left inverse", "as a right inverse",   # Function.LeftInverse, RightInverse)
)

# Symbols style: op -> (active, passive). The passive column is the symbol form of the
# converse where one exists (`⊇`, `∋`); the voice changes only in words.
RELATION_SYMBOLS: dict[str, tuple[str, str]] = {
    "=": ("{lhs} = {rhs}", "{lhs} = {rhs}"),
    "≠": ("{lhs} ≠ {rhs}", "{lhs} ≠ {rhs}"),
    "<": ("{lhs} < {rhs}", "{rhs} > {lhs}"),
    "≤": ("{lhs} ≤ {rhs}", "{rhs} ≥ {lhs}"),
    ">": ("{lhs} > {rhs}", "{rhs} < {lhs}"),
    "≥": ("{lhs} ≥ {rhs}", "{rhs} ≤ {lhs}"),
    "∣": ("{lhs} ∣ {rhs}", "{rhs} is divisible by {lhs}"),
    "∈": ("{lhs} ∈ {rhs}", "{rhs} ∋ {lhs}"),
    "∉": ("{lhs} ∉ {rhs}", "{rhs} ∌ {lhs}"),
    "⊆": ("{lhs} ⊆ {rhs}", "{rhs} ⊇ {lhs}"),
    "⊂": ("{lhs} ⊂ {rhs}", "{rhs} ⊃ {lhs}"),
}
# Negated symbol forms that read well; anything else becomes "it is not the case that …".
NEGATED_SYMBOLS: dict[str, tuple[str, str]] = {
    "=": ("{lhs} ≠ {rhs}", "{lhs} ≠ {rhs}"),
    "∣": ("{lhs} ∤ {rhs}", "{rhs} is not divisible by {lhs}"),
    "∈": ("{lhs} ∉ {rhs}", "{rhs} ∌ {lhs}"),
}

# Binder predicates (`∀ x > 0,`): words, after the variable.
BINDER_PRED_WORDS: dict[str, str] = {
    ">": "greater than", "<": "less than", "≥": "greater than or equal to",
    "≤": "less than or equal to", "≠": "different from", "∈": "in", "∉": "not in",
    "⊆": "contained in", "⊂": "strictly contained in",
}

# One-argument predicates: name -> (positive, negative) per lexicon, {x} the subject.
PREDICATES: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    "prime": (("{x} is prime", "{x} is not prime"),
              ("{x} is a prime number", "{x} is not a prime number")),
    "even": (("{x} is even", "{x} is not even"),
             ("{x} is an even number", "{x} is not an even number")),
    "odd": (("{x} is odd", "{x} is not odd"),
            ("{x} is an odd number", "{x} is not an odd number")),
    "irrational": (("{x} is irrational", "{x} is not irrational"),
                   ("{x} is an irrational number", "{x} is not an irrational number")),
    "square": (("{x} is a perfect square", "{x} is not a perfect square"),
               ("{x} is a square", "{x} is not a square")),
}
PREDICATES2: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    "coprime": (("{x} and {y} are coprime", "{x} and {y} are not coprime"),
                ("{x} and {y} are relatively prime", "{x} and {y} are not relatively prime")),
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
    # short names the signature table reads as these functions (formal.signature.ALIASES)
    "choose": "choose", "factorial": "factorial", "sqrt": "sqrt",
}
FIELD_FUNCTIONS: dict[str, str] = {
    "Prime": "prime", "Coprime": "coprime", "factorial": "factorial", "choose": "choose",
    "gcd": "gcd", "lcm": "lcm", "succ": "succ", "natAbs": "natAbs",
}

# Functions of one argument: (plain words, alternate words, symbols).
UNARY_WORDS: dict[str, tuple[str, str, str]] = {
    "factorial": ("the factorial of {x}", "{x} factorial", "{x}!"),
    "sqrt": ("the square root of {x}", "the square root of {x}", "√{x}"),
    "abs": ("the absolute value of {x}", "the absolute value of {x}", "|{x}|"),
    "compl": ("the complement of {x}", "the complement of {x}", "{x}ᶜ"),
    "inv": ("the inverse of {x}", "the inverse of {x}", "{x}⁻¹"),
}
# Functions of two arguments: (plain words, alternate words, symbols).
BINARY_WORDS: dict[str, tuple[str, str, str]] = {
    "gcd": ("the greatest common divisor of {x} and {y}",
            "the highest common factor of {x} and {y}", "gcd({x}, {y})"),
    "lcm": ("the least common multiple of {x} and {y}",
            "the lowest common multiple of {x} and {y}", "lcm({x}, {y})"),
    "min": ("the minimum of {x} and {y}", "the smaller of {x} and {y}", "min({x}, {y})"),
    "max": ("the maximum of {x} and {y}", "the larger of {x} and {y}", "max({x}, {y})"),
    "choose": ("{x} choose {y}", "the binomial coefficient {x} choose {y}", "choose({x}, {y})"),
}
SET_OPS: dict[str, str] = {
    "∩": "the intersection of {x} and {y}",
    "∪": "the union of {x} and {y}",
    "\\": "the set of elements of {x} that are not in {y}",
    "⊓": "the infimum of {x} and {y}",
    "⊔": "the supremum of {x} and {y}",
}
#: `s ×ˢ t` (`SProd.sprod`, Mathlib/Data/SProd.lean) on sets or finite sets: `Set.prod`, "the
#: cartesian product `Set.prod s t` is the set of `(a, b)` such that `a ∈ s` and `b ∈ t`"
#: (Mathlib/Data/Set/Defs.lean), `Finset.product` likewise; on filters it is another product,
#: not worded so (the realiser checks both sides' types).
SPROD_WORDS = "the Cartesian product of {x} and {y}"
#: `l₁ ++ l₂` on lists (`HAppend.hAppend`, Lean core `instance : Append (List α) :=
#: ⟨List.append⟩`, Init/Prelude.lean; "`xs ++ ys` appends the lists", the docstring of
#: `List.append`): said only where both sides are lists.
APPEND_WORDS = "the concatenation of {x} and {y}"
# `x ^ 2`, `x ^ 3` as words: (plain, alternate).
POWER_WORDS: dict[str, tuple[str, str]] = {
    "2": ("{x} squared", "the square of {x}"),
    "3": ("{x} cubed", "the cube of {x}"),
}
# `x % y` as a whole term: (plain, alternate).
MOD_WORDS: tuple[str, str] = ("{x} mod {y}", "the remainder when {x} is divided by {y}")

CONSTANTS: dict[str, str] = {
    "∅": "the empty set", "Set.univ": "the universal set", "True": "True",
    "False": "False", "Real.pi": "π", "π": "π",
}

# Universal quantifier words per style: (determiner for one name, for a group, split groups).
FORALL_WORDS: dict[str, tuple[str, str | None]] = {
    "every": ("every", "all"),
    "any": ("any", "any"),
    "each": ("each", None),     # None: one name per phrase
    "split": ("every", None),
}
# Existential verb per quantifier style: (one thing, several things).
EXISTS_WORDS: dict[str, tuple[str, str]] = {
    "every": ("there exists", "there exist"),
    "any": ("there is", "there are"),
    "each": ("there is", "there are"),
    "split": ("there is", "there are"),
}

CONNECTIVE_WORDS: dict[str, str] = {
    "iff": "if and only if",
    "exactly_when": "exactly when",
}

# Words that may open a sentence and so are capitalised; math never is.
SENTENCE_OPENERS = frozenset({
    "for", "if", "there", "the", "it", "every", "all", "any", "each", "both", "in",
    "either", "that",
})
