"""Mathlib's declaration names, `export`s and notations: names resolved as Lean resolves them.

A Mathlib statement writes `sin θ` inside `namespace Real.Angle` for `Real.Angle.sin θ`, `π`
under `open Real` for `Real.pi`, `dist` inside `namespace Nat` for `Nat.dist`. Which constant a
short name means is decided by Lean's name resolution (`Lean.ResolveName.resolveGlobalName`):
the innermost enclosing namespace that declares the name wins (a `protected` declaration is not
found by its last component); failing that, the exact name, the root name, the opened
namespaces and `export` aliases are all candidates, and two of them are an ambiguity. This
module answers that question against an index of Mathlib's declarations at the pinned tag
(`declarations.jsonl.gz`, `notations.jsonl`, `exports.jsonl`: read from a folder given by
`FORMINV_MATHLIB_INDEX` or `--mathlib-index`, or built from a Lake project's Mathlib by
`index_scan`). It never guesses: a name it cannot place is `None`, and the caller refuses.

Lean core (`Init`, `Std`) is not in the index. Core names the renderer meets are listed in
`CORE_NAMES`; a short name that could be a core declaration of a namespace in effect
(`succ` inside `namespace Nat`) and is not listed is unresolvable, not resolved elsewhere.
"""

from __future__ import annotations

import gzip
import json
import os
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from forminv_lean.formalise.core_names_r25 import CORE_NAMES_R25
from forminv_lean.formalise.core_notation_r26 import CORE_NAMES_R26
from forminv_lean.formalise.core_notation_r27 import CORE_NAMES_R27
from forminv_lean.import_graph import Reachability

#: Environment variable naming the folder that holds the three index files.
INDEX_ENV = "FORMINV_MATHLIB_INDEX"
#: The optional fourth file: declared signatures read from a user's Mathlib (`sig_scan`).
SIGNATURES_FILE = "signatures.jsonl"

#: Namespaces Lean core also declares into: a short name inside/opening one of them may be a
#: core declaration the index does not list.
CORE_NAMESPACES = frozenset({
    "Nat", "Int", "List", "Array", "Option", "Fin", "String", "Char", "Bool", "Prod", "Sum",
    "Std", "Lean", "UInt8", "UInt16", "UInt32", "UInt64", "USize", "Subtype",
    "Sigma", "PSigma", "Quot", "Quotient", "Decidable", "Eq", "HEq", "Iff", "And", "Or", "Not",
    "Exists", "Classical", "Float", "Thunk", "IO", "ST", "EStateM", "Except", "ReaderT",
    "StateT", "ExceptT", "Id", "BitVec", "Nonempty", "Inhabited", "Subsingleton",
    "Setoid", "Acc", "WellFounded", "PUnit", "Unit", "Empty", "PEmpty", "Ordering", "Max", "Min",
    "Relation",   # Init/Core.lean declares `Relation.TransGen` (and lemmas) there
})
# Not `Rat`: at Mathlib v4.19.0 the rationals are Batteries' (`structure Rat`,
# Batteries/Data/Rat/Basic.lean, in the index), which Batteries could not declare if core had
# `Rat`; core's own are `Lean.Rat` (src/Lean/Data/Rat.lean: `namespace Lean`, `structure Rat`,
# `def mkRat`), in namespace `Lean`. So `open Nat Rat` adds no unknowable core candidate.

#: Core namespaces whose definitions that statements name are all in `CORE_NAMES`.
LISTED_CORE_NAMESPACES = frozenset({"Nat", "Int", "Fin", "Bool", "Function"})

#: Lean core declarations (not in the Mathlib index) that statements use, with their full
#: names. Root names here are what Lean core makes them (`min` is `Min.min` by `export`).
CORE_NAMES: dict[str, str] = {
    **{n: n for n in (
        "True", "False", "Not", "And", "Or", "Iff", "Eq", "Ne", "HEq", "Exists", "Prop",
        "Nat", "Int", "List", "Array", "Option", "Fin", "String", "Char", "Bool", "Prod", "Sum",
        "Subtype", "Sigma", "PSigma", "Unit", "PUnit", "Empty", "PEmpty", "Nonempty",
        "Inhabited", "Subsingleton", "Decidable", "DecidableEq", "DecidablePred",
        "DecidableRel", "Function.comp", "Function.const", "id", "Nat.succ", "Nat.pred",
        "Nat.gcd", "Nat.lcm", "Nat.sub", "Nat.add", "Nat.mul", "Nat.div", "Nat.mod", "Nat.pow",
        "Nat.log2", "Nat.min", "Nat.max", "Nat.zero", "Int.natAbs", "Int.toNat", "Int.emod",
        "Int.ediv", "Int.sign", "Int.gcd", "Int.lcm", "Int.neg", "Int.ofNat", "Int.negSucc",
        "Int.fdiv", "Int.fmod", "Int.tdiv", "Int.tmod", "Int.bmod", "Int.bdiv",
        "Int.subNatNat", "Int.negOfNat", "Int.natMod", "Int.repr", "Int.toNat'",
        "Nat.land", "Nat.lor", "Nat.xor", "Nat.shiftLeft", "Nat.shiftRight", "Nat.testBit",
        "Nat.repr", "Nat.toDigits", "Nat.fold", "Nat.foldRev", "Nat.any", "Nat.all",
        "Nat.repeat", "Nat.beq", "Nat.ble", "Nat.blt", "Nat.bitwise", "Nat.isPowerOfTwo",
        "Nat.nextPowerOfTwo", "Nat.le", "Nat.lt", "Nat.rec", "Nat.recOn", "Nat.casesOn",
        "Nat.strongRecOn", "Nat.decEq", "Nat.decLe", "Nat.decLt", "Fin.add", "Fin.sub",
        "Fin.mul", "Fin.ofNat", "Fin.cast", "Fin.castLE", "Fin.castLT", "Fin.castAdd",
        "Fin.addNat", "Fin.natAdd", "Fin.pred", "Fin.rev", "Fin.elim0", "Fin.subNat",
        "Fin.foldl", "Fin.foldr", "Bool.not", "Bool.and", "Bool.or", "Bool.xor",
        "Bool.toNat", "Bool.decEq", "List.length",
        "List.append", "List.reverse", "List.map", "List.filter", "List.foldl", "List.foldr",
        "List.sum", "List.head", "List.head?", "List.head!", "List.headD", "List.tail",
        "List.get", "List.get?", "List.getD", "List.getLast", "List.getLast?", "List.take",
        "List.drop", "List.zip", "List.zipWith", "List.replicate", "List.range", "List.flatten",
        "List.join", "List.all", "List.any", "List.elem", "List.contains", "List.count",
        "List.erase", "List.insert", "List.cons", "List.nil", "List.concat", "List.dropLast",
        "List.iota", "List.Perm", "List.Sublist", "List.Pairwise", "List.Nodup", "List.Mem",
        "List.isEmpty", "List.set", "List.eraseIdx", "List.find?", "List.lookup",
        "List.filterMap", "List.bind", "List.flatMap", "List.minimum?", "List.maximum?",
        "List.isPrefix", "List.isSuffix", "List.IsPrefix", "List.IsSuffix", "List.IsInfix",
        "List.Lex", "List.Subset", "List.Forall", "Array.Mem", "Option.IsSome",
        "Option.IsNone",
        "Option.some", "Option.none", "Option.get", "Option.getD", "Option.isSome",
        "Option.isNone", "Option.map", "Option.bind", "Prod.fst", "Prod.snd", "Prod.mk",
        "Fin.val", "Fin.mk", "Fin.last", "Fin.succ", "Fin.castSucc", "Subtype.val",
        "Subtype.mk", "Sum.inl", "Sum.inr", "Bool.true", "Bool.false", "Classical.choose",
        "HAdd.hAdd", "HSub.hSub", "HMul.hMul", "HDiv.hDiv", "HMod.hMod", "HPow.hPow",
        "HSMul.hSMul", "HAppend.hAppend", "Insert.insert", "Singleton.singleton",
        "Membership.mem", "LE.le", "LT.lt", "GE.ge", "GT.gt", "Dvd.dvd", "Neg.neg",
        "Inv.inv", "Zero.zero", "One.one", "OfNat.ofNat", "Nat.cast", "Int.cast",
        "WellFounded", "Acc", "Setoid", "Quot", "Quotient", "Std.Commutative",
        "Std.Associative")},
    **{f"Function.{n}": f"Function.{n}" for n in (
        "comp", "const", "swap", "curry", "uncurry", "Injective", "Surjective", "LeftInverse",
        "RightInverse", "HasLeftInverse", "HasRightInverse", "onFun")},
    "NeZero": "NeZero", "Mul": "Mul", "Add": "Add", "Sub": "Sub", "Div": "Div", "Neg": "Neg",
    "Inv": "Inv", "LE": "LE", "LT": "LT", "Zero": "Zero", "One": "One", "Pow": "Pow",
    "SMul": "SMul", "Dvd": "Dvd", "Mod": "Mod", "Max": "Max", "Min": "Min", "HAdd": "HAdd",
    "HMul": "HMul", "HPow": "HPow", "HSMul": "HSMul", "Append": "Append",
    "Membership": "Membership", "Insert": "Insert", "Singleton": "Singleton",
    "EmptyCollection": "EmptyCollection", "Coe": "Coe", "CoeFun": "CoeFun",
    "CoeSort": "CoeSort", "Hashable": "Hashable", "Repr": "Repr", "ToString": "ToString",
    "BEq": "BEq", "LawfulBEq": "LawfulBEq", "Ord": "Ord", "Functor": "Functor",
    "Monad": "Monad", "Applicative": "Applicative", "Pure": "Pure", "Bind": "Bind",
    "insert": "Insert.insert", "singleton": "Singleton.singleton",
    **{n: n for n in ("ULift", "PLift", "ULift.up", "ULift.down", "PLift.up", "PLift.down")},
    "min": "Min.min", "max": "Max.max", "Min.min": "Min.min", "Max.max": "Max.max",
    "ite": "ite", "dite": "dite", "absurd": "absurd",
    # Core names Mathlib v4.19.0's statements use, absent from its (Mathlib + Batteries) index,
    # each read in leanprover/lean4's source: Init/Prelude.lean (`export Pure (pure)`,
    # `export Option (none some)`, `export Bool (false true)`, `export Inhabited (default)`,
    # `def outParam`, `structure PProd`, `axiom Classical.choice`, `abbrev DecidableLT`/
    # `DecidableLE`, `class OfNat`, `PUnit.unit`, the primitive `Quot.mk`), Init/Core.lean
    # (`structure Sigma`/`PSigma`, `def Prod.map`, `def bne`, `structure Equivalence`, `def
    # InvImage`, `class HasSubset`/`HasSSubset`/`Union`/`Inter`/`SDiff`), Init/Data/Cast.lean
    # (`class NatCast`, `class IntCast`), Init/Control/Lawful/Basic.lean (`class
    # LawfulFunctor`, `class LawfulApplicative`), Init/Data/Sum/Basic.lean (`protected def
    # Sum.elim`/`Sum.map`, `def Sum.swap`, `inductive Sum.LiftRel`/`Sum.Lex`).
    "pure": "Pure.pure", "Pure.pure": "Pure.pure", "some": "Option.some",
    "none": "Option.none", "true": "Bool.true", "false": "Bool.false",
    "default": "Inhabited.default", "Inhabited.default": "Inhabited.default",
    **{n: n for n in (
        "outParam", "PProd", "Classical.choice", "DecidableLT", "DecidableLE", "OfNat",
        "PUnit.unit", "Quot.mk", "Sigma.mk", "PSigma.mk", "Prod.map", "bne", "Equivalence",
        "InvImage", "HasSubset", "HasSSubset", "Union", "Inter", "SDiff", "NatCast", "IntCast",
        "LawfulFunctor", "LawfulApplicative", "Sum.elim", "Sum.map", "Sum.swap",
        "Sum.LiftRel", "Sum.Lex")},
    # Init/Core.lean `structure Sigma {α : Type u} (β : α → Type v) where mk :: fst : α
    # snd : β fst` and `structure PSigma {α : Sort u} (β : α → Sort v)` (the same fields).
    **{n: n for n in ("Sigma.fst", "Sigma.snd", "PSigma.fst", "PSigma.snd")},
    # Root definitions: Init/Prelude.lean `@[macro_inline] def cond {α : Sort u} (c : Bool)
    # (x y : α) : α`, Init/Core.lean `@[inline] def flip {α : Sort u} {β : Sort v} {φ : Sort
    # w} (f : α → β → φ) : β → α → φ`, Init/Control/Lawful/Basic.lean `class LawfulMonad (m :
    # Type u → Type v) [Monad m] : Prop extends LawfulApplicative m`.
    **{n: n for n in ("cond", "flip", "LawfulMonad")},
    # Init/Prelude.lean `def Decidable.decide (p : Prop) [h : Decidable p] : Bool` and `export
    # Decidable (isTrue isFalse decide)`: the root `decide` is that alias.
    "decide": "Decidable.decide", "Decidable.decide": "Decidable.decide",
    # Init/Core.lean `inductive Relation.TransGen {α : Sort u} (r : α → α → Prop) : α → α →
    # Prop` with `| single` and `| tail` (Mathlib/Logic/Relation.lean extends the namespace).
    **{n: n for n in ("Relation.TransGen", "Relation.TransGen.single",
                      "Relation.TransGen.tail")},
    # Core definitions Mathlib v4.19.0 names without declaring them (absent from its index),
    # read in leanprover/lean4's source; not `protected`, as Mathlib's own files show by
    # writing them bare inside the namespace: Init/Data/Sum/Basic.lean (`def isLeft`, `def
    # isRight` in `namespace Sum`); Init/Data/Prod.lean `def swap` in `namespace Prod` (and
    # `Prod.map`: Mathlib/Data/Prod/Basic.lean writes `swap`, `map f g` in `namespace Prod`); Init/Data/List/Basic.lean `def idxOf`, `def
    # range'` (Mathlib/Data/List/Range.lean: `range' n m` in `namespace List`),
    # Init/Data/List/OfFn.lean `def ofFn`, Init/Data/List/FinRange.lean `def finRange`
    # (Mathlib/Data/List/FinRange.lean, OfFn.lean: bare `finRange`, `ofFn` in `namespace List`).
    **{n: n for n in (
        "Sum.isLeft", "Sum.isRight", "Prod.swap", "List.idxOf", "List.range'", "List.ofFn",
        "List.finRange", "Sum.LiftRel.inl", "Sum.LiftRel.inr", "Sum.Lex.inl", "Sum.Lex.inr")},
    # Core names Mathlib v4.19.0's statements write in full, absent from its index, each read
    # in leanprover/lean4's source. Init/Core.lean: `class Setoid (α : Sort u) where r : α →
    # α → Prop`; in `namespace Quotient`, `protected def mk {α : Sort u} (s : Setoid α) (a :
    # α) : Quotient s`, `protected def mk' {α : Sort u} [s : Setoid α] (a : α)`, `protected
    # abbrev lift`, `protected abbrev liftOn`, `protected abbrev lift₂`; in `namespace Quot`,
    # `protected abbrev liftOn` and the primitive `Quot.lift` (made by `init_quot`; its
    # protection not read: `CORE_FULL_NAME_ONLY`). Init/Prelude.lean: `inductive Or (a b :
    # Prop) : Prop where | inl (h : a) | inr (h : b)`, `inductive Eq : α → α → Prop where |
    # refl (a : α) : Eq a a`. Init/WF.lean: `namespace Prod` … `protected inductive Lex : α ×
    # β → α × β → Prop`. Init/Data/Option/Basic.lean: `@[inline] protected def elim : Option α
    # → β → (α → β) → β`, `@[inline] def guard (p : α → Prop) [DecidablePred p] (a : α) :
    # Option α`, `@[inline] def toList : Option α → List α`. Init/Data/Fin/Basic.lean:
    # `@[elab_as_elim] def cases {motive : Fin (n + 1) → Sort _}`, `@[elab_as_elim] def
    # lastCases {n : Nat} {motive : Fin (n + 1) → Sort _}`. Init/Data/Repr.lean (`namespace
    # Nat`): `def toDigitsCore (base : Nat) : Nat → Nat → List Char → List Char`.
    # Init/Data/List/Basic.lean: `protected def lt [LT α] : List α → List α → Prop`. The
    # protected ones are in `CORE_PROTECTED`.
    **{n: n for n in ("Setoid.r", "Quotient.mk", "Quotient.mk'", "Quotient.lift",
                      "Quotient.liftOn", "Quotient.lift₂", "Quot.lift", "Quot.liftOn",
                      "Or.inl", "Or.inr", "Eq.refl", "Prod.Lex", "Option.elim", "Option.guard",
                      "Option.toList", "Fin.cases", "Fin.lastCases", "Nat.toDigitsCore",
                      "List.lt")},
    # `Ordering` and its constructors, `compare`, `inferInstance`, `OfScientific`,
    # `Thunk`, `SizeOf` (read in lean4's source: `core_names_r25.py`)
    **CORE_NAMES_R25,
    # `Functor.map`, which core's `<$>` expands to (`core_notation_r26.py`)
    **CORE_NAMES_R26,
    # `Bind.bind`, `HShiftLeft.hShiftLeft`, `HShiftRight.hShiftRight` (`core_notation_r27.py`)
    **CORE_NAMES_R27,
}

_CORE_FULL = frozenset(CORE_NAMES.values())

#: Listed core names whose short form inside (or opening) their namespace is not resolved
#: here: whether core declares them `protected` was not read, so only the full name is.
CORE_FULL_NAME_ONLY: frozenset[str] = frozenset({"Quot.lift"})

#: Core proofs a statement may write as terms (`⟨x, rfl⟩`): the formal language has no reading
#: of a proof term, so such a statement is refused, naming it (Init/Prelude.lean `def rfl`,
#: Init/Core.lean `def trivial`, `theorem congr`, `theorem nonempty_of_exists`).
CORE_PROOFS = frozenset({"rfl", "trivial", "congr", "nonempty_of_exists"})


#: Core declarations that are `protected` (Init/Prelude.lean: `protected def Nat.add` …): a bare
#: `min` inside `namespace Nat` is the root `min`. (`Nat.min`/`Nat.max` compute what `min`/`max`
#: on ℕ compute, so either reading gives the same statement.)
CORE_PROTECTED = frozenset({
    "Nat.add", "Nat.sub", "Nat.mul", "Nat.div", "Nat.mod", "Nat.pow", "Nat.min", "Nat.max",
    "Int.add", "Int.sub", "Int.mul", "Int.neg", "Int.pow",
    # Init/Data/Sum/Basic.lean: `protected def elim`, `protected def map` (namespace Sum), the
    # constructors `| protected inl`, `| protected inr` of `inductive LiftRel` and `Lex`
    "Sum.elim", "Sum.map", "Sum.LiftRel.inl", "Sum.LiftRel.inr", "Sum.Lex.inl", "Sum.Lex.inr",
    # Init/Data/List/Basic.lean: `@[inline] protected def insert [BEq α] (a : α) (l : List
    # α)`, `protected def erase {α} [BEq α] : List α → α → List α` (so `insert` under `open
    # List` is the root `Insert.insert`)
    "List.insert", "List.erase",
    # Init/Core.lean `namespace Quotient`: `protected def mk`, `protected def mk'`, `protected
    # abbrev lift`, `liftOn`, `lift₂` (a bare `mk` there is not `Quotient.mk`); `namespace
    # Quot`: `protected abbrev liftOn`; Init/WF.lean `protected inductive Lex` (namespace
    # Prod); Init/Data/Option/Basic.lean `@[inline] protected def elim`;
    # Init/Data/List/Basic.lean `protected def lt`
    "Quotient.mk", "Quotient.mk'", "Quotient.lift", "Quotient.liftOn", "Quotient.lift₂",
    "Quot.liftOn", "Prod.Lex", "Option.elim", "List.lt"})


@dataclass(frozen=True)
class Notation:
    """One notation command: its atoms, expansion, and where it is in effect."""

    symbol: str
    expansion: str | None
    scoped_in: str | None
    local: bool
    kind: str
    module: str
    command: str
    #: where the right-hand side's names resolve: the declaring namespace (`NS` for
    #: `scoped[NS]`); None when the index does not say
    namespace: str | None = None
    #: the namespaces `open` in effect where it was declared, as written (the index's `opens`)
    opens: tuple[str, ...] = ()


#: Mathlib v4.19.0's structures made classes by an attribute (`@[class] structure
#: MeasurableSpace`, `attribute [class] Unique`; a `git grep` of the tag for both forms), which
#: the shared index lists as structures. `index_scan` reads the attributes itself.
ATTRIBUTE_CLASSES = frozenset({
    "MeasurableSpace", "Unique", "Subgroup.Characteristic", "AddSubgroup.Characteristic",
    "Subgroup.Normal", "AddSubgroup.Normal", "PreInnerProductSpace.Core",
    "InnerProductSpace.Core", "CategoryTheory.BundledHom", "SetTheory.PGame.Short"})


@dataclass(frozen=True)
class Point:
    """Where a statement is elaborated: its module and the declaration being stated. Lean's
    environment there holds what `module` imports and what it declares above `decl`; `decl`
    itself is added only once elaborated (`addDecl` after `elabMutualDef`), its `to_additive`
    image after it. None: not known (every declaration counts as present)."""

    module: str | None = None
    decl: str | None = None


@dataclass
class NameIndex:
    """Declared names (full name -> protected), `export` aliases and notations."""

    names: dict[str, bool] = field(default_factory=dict)
    aliases: dict[str, list[str]] = field(default_factory=dict)
    notations: list[Notation] = field(default_factory=list)
    namespaces: set[str] = field(default_factory=set)
    #: Declarations that are classes (`class`, `class inductive`): a variable of such a type
    #: is an instance wherever it is in scope, whatever its brackets.
    classes: set[str] = field(default_factory=set)
    #: For a class whose `class` command the index read (`index_scan`; the shared data has
    #: none): (whether its header or a `variable` before it in its file names an
    #: outParam/semiOutParam, the parents its `extends` names as written, its namespace).
    #: `outparams.outparam_free` prefers this to its table.
    class_signatures: dict[str, tuple[bool, tuple[str, ...], str]] = field(
        default_factory=dict)
    #: Declared signatures of functions (`def`s, `abbrev`s, structure projections, class
    #: methods) in `opaque.SIGNATURES`' format, read by `sig_scan` from a user's Mathlib
    #: (`signatures.jsonl` in the index folder; the shared data has none), and the number of
    #: declarations skipped, by reason.
    signatures: dict[str, tuple[str, ...]] = field(default_factory=dict)
    signature_skips: dict[str, int] = field(default_factory=dict)
    #: what `index_scan.scan_file` read, waiting for every name (`index_scan.read_signatures`)
    pending_signatures: list[Any] = field(default_factory=list, repr=False)
    #: Each declaration's module, and Mathlib's import graph (module -> modules it imports:
    #: `imports-*.jsonl.gz` beside the index, when there): a declaration of a module the
    #: statement's module does not import is not in Lean's environment there (`visible`).
    modules: dict[str, str] = field(default_factory=dict, repr=False)
    #: Each declaration's line in its module: a declaration of the statement's own module
    #: further down is not yet in Lean's environment there (`in_environment`).
    lines: dict[str, int] = field(default_factory=dict, repr=False)
    #: `private` declarations (module, line): Lean finds them in their own file only
    #: (`mkPrivateName` in `resolveQualifiedName`), below where they are declared.
    privates: dict[str, tuple[str, int]] = field(default_factory=dict, repr=False)
    #: Where each `export` alias is made ((alias, target) -> (module, line)).
    alias_places: dict[tuple[str, str], tuple[str, int]] = field(default_factory=dict,
                                                                 repr=False)
    imports: dict[str, list[str]] = field(default_factory=dict, repr=False)
    _reach: Reachability | None = field(default=None, repr=False)
    _opens_cache: dict[tuple[str, tuple[str, ...]], tuple[str, ...]] = field(
        default_factory=dict, repr=False)

    # --------------------------------------------------------------------------- loading

    @classmethod
    def load(cls, folder: Path) -> NameIndex:
        """Read `declarations.jsonl.gz`, `exports.jsonl` and `notations.jsonl` from `folder`."""
        idx = cls()
        decl = folder / "declarations.jsonl.gz"
        opener = gzip.open if decl.exists() else open
        if not decl.exists():
            decl = folder / "declarations.jsonl"
        with opener(decl, "rt", encoding="utf-8") as f:  # type: ignore[operator]
            for line in f:
                r = json.loads(line)
                if r.get("private"):
                    # visible only in their own file (`_private.<module>.0.<name>`)
                    if r.get("module") and r.get("line") is not None:
                        idx.privates[r["name"]] = (r["module"], int(r["line"]))
                    continue
                idx.add(r["name"], bool(r.get("protected")))
                if r.get("module"):   # a name listed from two modules: place unknown ("")
                    seen = idx.modules.setdefault(r["name"], r["module"])
                    if seen != r["module"]:
                        idx.modules[r["name"]] = ""
                    if r.get("line") is not None:
                        idx.lines.setdefault(r["name"], int(r["line"]))
                if r.get("kind") == "class" or r["name"] in ATTRIBUTE_CLASSES:
                    idx.classes.add(r["name"])
                if "outparam" in r:
                    idx.class_signatures[r["name"]] = (
                        bool(r["outparam"]), tuple(r.get("extends") or ()), r.get("ns") or "")
        exp = folder / "exports.jsonl"
        if exp.exists():
            with open(exp, encoding="utf-8") as f:
                for line in f:
                    r = json.loads(line)
                    idx.add_export(r.get("namespace") or "", r["exports"], r["names"],
                                   r.get("module"), r.get("line"))
        sigs = folder / SIGNATURES_FILE
        if sigs.exists():
            with open(sigs, encoding="utf-8") as f:
                for line in f:
                    r = json.loads(line)
                    idx.signatures[r["name"]] = tuple(r["signature"])
        for imp in sorted(folder.glob("imports-*.jsonl.gz"))[:1]:
            with gzip.open(imp, "rt", encoding="utf-8") as f:
                for line in f:
                    r = json.loads(line)
                    idx.imports[r["module"]] = list(r.get("imports") or ())
        nota = folder / "notations.jsonl"
        if nota.exists():
            with open(nota, encoding="utf-8") as f:
                for line in f:
                    r = json.loads(line)
                    idx.add_notation(Notation(
                        r["symbol"], r.get("expansion"), r.get("scoped_in"), bool(r.get("local")),
                        r.get("kind", ""), r.get("module", ""), r.get("command", ""),
                        r.get("namespace"), tuple(r.get("opens") or ())))
        return idx

    def add(self, name: str, protected: bool = False) -> None:
        self.names[name] = protected
        parts = name.split(".")
        for i in range(1, len(parts)):
            self.namespaces.add(".".join(parts[:i]))

    def add_notation(self, n: Notation) -> None:
        """Record a notation; a scoped one's namespace is a namespace `open` can name even where
        no declaration is in it: `scoped[NS]` runs `withWeakNamespace`, which calls
        `registerNamespace` (Mathlib/Util/WithWeakNamespace.lean:33), so `open UnitDisc` inside
        `namespace Complex` opens the root `UnitDisc` that `scoped[UnitDisc] notation "𝔻"`
        (Mathlib/Analysis/Complex/UnitDisc/Basic.lean:29) made."""
        self.notations.append(n)
        if n.scoped_in:
            parts = n.scoped_in.split(".")
            for i in range(1, len(parts) + 1):
                self.namespaces.add(".".join(parts[:i]))

    def add_export(self, namespace: str, target_ns: str, names: list[str],
                   module: str | None = None, line: int | None = None) -> None:
        """`export T (a b)` in `namespace`: `namespace.a` is an alias of `T.a` (T resolved
        relative to the enclosing namespaces, innermost first), made at `module:line`."""
        for n in names:
            prefixes = _prefixes(namespace)
            target = next((f"{p}.{target_ns}.{n}" if p else f"{target_ns}.{n}"
                           for p in prefixes
                           if self._declared(f"{p}.{target_ns}.{n}" if p else f"{target_ns}.{n}")),
                          None)
            if target is None:
                continue
            alias = f"{namespace}.{n}" if namespace else n
            self.aliases.setdefault(alias, [])
            if target not in self.aliases[alias]:
                self.aliases[alias].append(target)
            if module and line is not None:
                self.alias_places.setdefault((alias, target), (module, int(line)))

    # --------------------------------------------------------------------------- queries

    def declared(self, name: str) -> bool:
        """Is `name` a declaration (Mathlib's, a listed core one, or a `to_additive` image)?"""
        return self._declared(name)

    def _declared(self, name: str) -> bool:
        return name in self.names or name in CORE_NAMES.values() or self._additive(name)

    def _additive(self, name: str) -> bool:
        """`Finset.sum`, `abs`: names `@[to_additive]` generates without writing them (the
        index lists only explicit ones) exist when their multiplicative source does."""
        src = _multiplicative(name)
        # `Additive.ofAdd` is no image of `Multiplicative.ofMul`: the type tags' namespaces are
        # written by hand in pairs, with no `@[to_additive]` (Algebra/Group/TypeTags/Basic.lean)
        return src is not None and src != name and src in self.names \
            and name.split(".")[0] not in _TYPE_TAGS and src not in _NOT_TRANSLATED

    def visible(self, name: str, module: str | None) -> bool:
        """Is declaration `name` in Lean's environment in `module`: declared in `module` or in
        a module it imports (transitively)? True where that is not known here: no module or
        import graph, a declaration outside the graph (core, Batteries) or not listed."""
        return self.imported(self.modules.get(name), module)

    def imported(self, where: str | None, module: str | None) -> bool:
        """Is module `where` `module` itself or one it imports (transitively)? True where that
        is not known here (no module, no import graph, a module outside the graph)."""
        if module is None or not where or module not in self.imports \
                or where not in self.imports:
            return True
        if self._reach is None:   # built on first use, after loading filled `imports`
            self._reach = Reachability(self.imports)
        return self._reach.brings(module, where)

    def open_namespaces(self, namespace: str, opens: tuple[str, ...]) -> tuple[str, ...]:
        """`open A B` opens `B` relative to the current namespace and to `A` (Lean resolves
        each opened namespace where it stands): every known namespace it can mean."""
        key = (namespace, opens)
        hit = self._opens_cache.get(key)
        if hit is not None:
            return hit
        out: list[str] = []
        for o in opens:
            o = o.removeprefix("_root_.")
            cands = [f"{p}.{o}" if p else o for p in _prefixes(namespace)] + \
                [f"{q}.{o}" for q in out]
            found = [c for c in cands if c in self.namespaces]
            out.extend(found or [o])
        res = tuple(_dedup(out))
        self._opens_cache[key] = res
        return res

    def _maybe_core(self, ns: str, ident: str) -> bool:
        """Could `ns.ident` be a Lean core declaration the index cannot see? Core declares
        into its own namespaces only; a capitalised name Mathlib declares at the root (a
        type or class: `Set`, `Group`) is not shadowed by one (core's namespaces hold no
        such sub-namespace). For `Nat`, `Int`, `Fin`, `Bool`, `Function` the core
        definitions a statement can name are listed in `CORE_NAMES` (the rest of what core
        declares there is lemmas, which statements do not name); the container namespaces
        (`List`, `Array`, `Option`, `String`, …) hold many more core definitions, so an
        unlisted short name there stays unknowable."""
        if f"{ns}.{ident}" in CORE_FULL_NAME_ONLY:
            return True
        if ns.split(".")[0] not in CORE_NAMESPACES or f"{ns}.{ident}" in CORE_NAMES.values():
            return False
        if ns.split(".")[0] in LISTED_CORE_NAMESPACES:
            return False
        if self._under_indexed_declaration(ns):
            return False
        first = ident.split(".")[0]
        if first[:1].isupper():   # core's capitalised names there are listed in CORE_NAMES
            return False
        return "." not in ident

    def _under_indexed_declaration(self, ns: str) -> bool:
        """Is `ns` (`List.Vector.Foo`) at or under a declaration of the index below a core
        namespace (`List.Vector`: Mathlib's `def Vector` in `namespace List`)? Mathlib and
        Batteries compile against core, so a name they declare is no core declaration; core,
        which cannot name Mathlib's `List.Vector`, declares nothing in a namespace named after
        it."""
        parts = ns.split(".")
        return any(".".join(parts[:k]) in self.names for k in range(2, len(parts) + 1))

    def in_environment(self, name: str, at: Point | None) -> bool:
        """Is declaration `name` in Lean's environment at `at` (see `Point`)? Core names
        always are; a `private` one only in its own module, below its line."""
        if at is None:
            return name not in self.privates or name in self.names
        if name in _CORE_FULL:
            return True
        if at.decl is not None and name == at.decl:
            return False
        mine = self.lines.get(at.decl) if at.decl is not None and at.module is not None \
            and self.modules.get(at.decl) == at.module else None
        if name not in self.names and name in self.privates:
            where, line = self.privates[name]
            return where == at.module and (mine is None or line < mine)
        place = name
        if name not in self.names and self._additive(name):
            place = _multiplicative(name) or name   # made with its source, by `to_additive`
            if place == at.decl:
                return False
        home = self.modules.get(place)
        if not self.imported(home, at.module):
            return False
        its = self.lines.get(place)
        return not (mine is not None and home == at.module and its is not None and its >= mine)

    def _has(self, name: str, at: Point | None) -> bool:
        """Is `name` a declaration in Lean's environment at `at`?"""
        return (self._declared(name) or (at is not None and name in self.privates)) \
            and self.in_environment(name, at)

    def _aliases(self, alias: str, at: Point | None, skip_protected: bool) -> list[str]:
        """Lean's `getAliases`: the targets of `export`s named `alias` made at `at`
        (`skip_protected`: not the protected ones)."""
        out = []
        for t in self.aliases.get(alias, []):
            if skip_protected and self._protected(t) or not self.in_environment(t, at):
                continue
            place = self.alias_places.get((alias, t))
            if at is not None and place is not None and not (
                    self.imported(place[0], at.module) and self._above(place, at)):
                continue
            out.append(t)
        return out

    def _above(self, place: tuple[str, int], at: Point) -> bool:
        """Is `module:line` `place` above the declaration stated at `at` (or elsewhere)?"""
        if place[0] != at.module or at.decl is None or self.modules.get(at.decl) != at.module:
            return True
        mine = self.lines.get(at.decl)
        return mine is None or place[1] < mine

    def _protected(self, name: str) -> bool:
        if name not in self.names and self._additive(name):
            # a `to_additive` image is `protected` when its source is (`Set.tprod` ->
            # `Set.tsum`: `transformDeclAux` in Mathlib/Tactic/ToAdditive/Frontend.lean
            # copies the source's protection)
            name = _multiplicative(name) or name
        return self.names.get(name, False) or name in CORE_PROTECTED \
            or name in CORE_FULL_NAME_ONLY

    def _qualified(self, ns: str, ident: str, at: Point | None = None) -> list[str]:
        """Lean's `resolveQualifiedName`: `ns.ident` if declared (not protected when `ident`
        is atomic) and the aliases named `ns.ident`, in the environment at `at`."""
        full = f"{ns}.{ident}" if ns else ident
        out = self._aliases(full, at, "." not in ident)
        if self._has(full, at) and ("." in ident or not self._protected(full)):
            out.insert(0, full)
        return out

    def explicit_aliases(self, namespace: str, explicit: tuple[tuple[Any, ...], ...],
                         at: Point | None = None) -> dict[str, list[str] | None]:
        """`open A (x y)` and `open A renaming x → y` (Lean's `OpenDecl.explicit`): `x` (or
        `y`) -> the declarations `A.x` it names (`A` resolved as `open` resolves it), None
        where that may be a core declaration the index does not list. `explicit` holds
        `LeanContext.explicit_opens`' forms; `open A hiding x` (a third form) adds none."""
        out: dict[str, list[str] | None] = {}
        for entry in explicit:
            ns, names, kind = entry[0], entry[1], entry[2] if len(entry) > 2 else "only"
            if kind == "hiding":
                continue
            pairs = list(zip(names[::2], names[1::2], strict=False)) if kind == "renaming" else \
                [(x, x) for x in names]
            spaces = self.open_namespaces(namespace, (ns,))
            for x, short in pairs:
                found = [f"{o}.{x}" for o in spaces if self._has(f"{o}.{x}", at)]
                prior = out.get(short, [])
                if prior is None or (not found and any(self._maybe_core(o, x) for o in spaces)):
                    out[short] = None
                else:
                    out[short] = _dedup(prior + found)
        return out

    def resolve(self, ident: str, namespace: str = "", opens: tuple[str, ...] = (),
                explicit: dict[str, list[str] | None] | None = None,
                at: Point | None = None) -> list[str] | None:
        """The constants `ident` can mean at a point with `namespace` current, `opens` opened
        and the names of `open A (x)` commands (`explicit_aliases`), as Lean's
        `resolveGlobalName` finds them (without projections), counting only declarations in
        Lean's environment at `at` (a candidate not yet declared there, or not imported, is
        passed over: Lean goes on to the next ones). None when a core declaration the index
        cannot see might be meant (unknowable here)."""
        if ident.startswith("_root_."):
            bare = ident.removeprefix("_root_.")
            return [bare] if self._has(bare, at) else []
        # 1. the enclosing namespaces, innermost first; the first that has it wins
        # (src/Lean/ResolveName.lean `resolveUsingNamespace`)
        for ns in _prefixes(namespace)[:-1]:
            found = self._qualified(ns, ident, at)
            if found:
                return _dedup(found)
            if self._maybe_core(ns, ident):
                return None  # may be a core `ns.ident` the index does not list
        # 2. the exact name (a dotted one), then root, open namespaces and aliases together
        if "." in ident and self._has(ident, at):
            return [ident]
        found = []
        if self._has(ident, at) or ident in CORE_NAMES:
            found.append(CORE_NAMES.get(ident, ident))
        # A core `o.ident` the index cannot see, for an opened `o`, is one more alternative of
        # the same overload as the candidates found here: Lean elaborates them all and a
        # statement two of which elaborate is an error ("ambiguous, possible interpretations",
        # `elabAppAux` in src/Lean/Elab/App.lean). So where another candidate is known, the
        # statement (which Lean accepted) means the one that elaborates, and the renderer
        # elaborates the known ones (and refuses where they do not elaborate); with none
        # known, the name stays unknowable.
        unknowable = False
        for o in opens:
            full = f"{o}.{ident}"
            if self._has(full, at) and ("." in ident or not self._protected(full)):
                found.append(full)
            elif self._maybe_core(o, ident):
                unknowable = True
            found.extend(self._aliases(full, at, "." not in ident))
        found.extend(self._aliases(ident, at, "." not in ident))
        for short, targets in (explicit or {}).items():
            # `resolveOpenDecls`: the opened name itself, or one component below it
            if ident != short and ident.rpartition(".")[0] != short:
                continue
            if targets is None:
                return None
            found.extend(t + ident[len(short):] for t in targets
                         if ident == short or self._has(t + ident[len(short):], at))
        if unknowable and not found:
            return None
        return _dedup(found)

    def notation(self, symbol: str, namespace: str = "", opens: tuple[str, ...] = (),
                 module: str | None = None) -> list[Notation]:
        """The notations with these atoms in effect here: global ones, scoped ones whose
        namespace is open or enclosing, and local ones of this module."""
        active = set(opens) | set(_prefixes(namespace)[:-1])
        return [n for n in self.notations if n.symbol == symbol and (
            (n.local and module is not None and n.module == module)
            or (not n.local and (n.scoped_in is None or n.scoped_in in active)))]


def _prefixes(namespace: str) -> list[str]:
    """`A.B` -> ["A.B", "A", ""]."""
    parts = namespace.split(".") if namespace else []
    return [".".join(parts[:i]) for i in range(len(parts), 0, -1)] + [""]


def _dedup(xs: list[str]) -> list[str]:
    return list(dict.fromkeys(xs))


# Additive word -> multiplicative word, per name component (Mathlib's `ToAdditive` dictionary,
# read backwards; only whole words/capitalised words, as `guessName` splits them).
#: Namespaces `@[to_additive]` never writes into (`Additive.ofMul` is written by hand).
_TYPE_TAGS = frozenset({"Additive", "Multiplicative"})

#: Sources with no `@[to_additive]`, whose guessed image is no declaration (the cartesian
#: products: Data/Set/Operations.lean `def prod (s : Set α) (t : Set β)`, Order/Filter/Defs.lean
#: `protected def prod (f : Filter α) (g : Filter β)`, neither with the attribute at v4.19.0):
#: `Set.sum`, `Filter.sum` are not candidates beside `Finsupp.sum`, `Measure.sum`.
_NOT_TRANSLATED = frozenset({"Set.prod", "Filter.prod"})

_ADD_TO_MUL = {
    "sum": "prod", "add": "mul", "zero": "one", "neg": "inv", "sub": "div", "nsmul": "pow",
    "zsmul": "zpow", "abs": "mabs", "Add": "Mul", "Zero": "One", "Neg": "Inv", "Sub": "Div",
    "Sum": "Prod", "AddMonoid": "Monoid", "AddGroup": "Group", "AddCommMonoid": "CommMonoid",
    "AddCommGroup": "CommGroup", "AddSubgroup": "Subgroup", "AddSubmonoid": "Submonoid",
    "AddAction": "MulAction", "addOrderOf": "orderOf", "vadd": "smul", "VAdd": "SMul",
    "Even": "IsSquare", "AddCommute": "Commute", "AddUnits": "Units", "AddHom": "MulHom",
    "AddSemiconjBy": "SemiconjBy", "AddOpposite": "MulOpposite", "AddMonoidHom": "MonoidHom",
    "zmultiples": "zpowers", "multiples": "powers", "Summable": "Multipliable", "summable": "multipliable", "tsum": "tprod",
    # `ToAdditive.fixAbbreviation` (Mathlib/Tactic/ToAdditive/Frontend.lean at v4.19.0) turns
    # `addIndicator`/`addSupport`/`addTSupport`/`addSingle` into `indicator`/`support`/
    # `tsupport`/`single` (`Set.mulIndicator` -> `Set.indicator`, `HasCompactMulSupport` ->
    # `HasCompactSupport`, `Pi.mulSingle` -> `Pi.single`)
    "indicator": "mulIndicator", "support": "mulSupport", "tsupport": "mulTSupport",
    "single": "mulSingle", "Indicator": "MulIndicator", "Support": "MulSupport",
    "TSupport": "MulTSupport", "Single": "MulSingle",
}


@lru_cache(maxsize=1 << 17)   # asked for the same names across statements; pure
def _multiplicative(name: str) -> str | None:
    """The multiplicative name `@[to_additive]` would have made `name` from, if it has words
    to translate (a whole component or `_`-separated word, never inside a word)."""
    out = []
    changed = False
    for comp in name.split("."):
        if comp in _ADD_TO_MUL:
            out.append(_ADD_TO_MUL[comp])
            changed = True
            continue
        words = comp.split("_")
        new = [_ADD_TO_MUL.get(w) or _camel(w) for w in words]
        changed |= new != words
        out.append("_".join(new))
    return ".".join(out) if changed else None


def _camel(word: str) -> str:
    """`HasSum` -> `HasProd`: capitalised parts of a camelCase word, translated (the first,
    lowercase part only as a whole word, as `guessName` splits names)."""
    parts = re.findall(r"[A-Z][a-z0-9']*|^[a-z0-9']+", word)
    if "".join(parts) != word or len(parts) < 2:
        return word
    out: list[str] = []
    i = 0
    while i < len(parts):
        p = parts[i]
        nxt = parts[i + 1] if i + 1 < len(parts) else ""
        moved = _moved_add(parts, i)
        if moved:
            # `AddCommGrp` <- `CommGrp`: `Comm Add Grp` became `AddComm Grp`
            out.extend(parts[i + 1:i + 1 + moved])
            i += 1 + moved
            continue
        if p in ("Add", "add") and nxt in _ADD_INSERTED:
            # `IsAddUnit` <- `IsUnit`, `FreeAddMonoid` <- `FreeMonoid`, `addHaar…` <- `haar…`
            out.append(nxt if p == "Add" else nxt[:1].lower() + nxt[1:])
            i += 2
            continue
        out.append(_ADD_TO_MUL.get(p, p))
        i += 1
    return "".join(out)


#: `ToAdditive.fixAbbreviation` (Mathlib/Tactic/ToAdditive/Frontend.lean:1033-1042,1088-1089
#: at v4.19.0) moves the `Add` a word's translation put in front (`nameDict`: `"grp" => ["add",
#: "Grp"]`) before the words standing there: `Comm Add` -> `AddComm`, `Cancel Add` ->
#: `AddCancel`, `Left Cancel Add` -> `AddLeftCancel`, `Cancel Comm Add` -> `AddCancelComm`;
#: `Is Of Fin Order` -> `IsOfFinAddOrder` (no word inserted there). Read back: after `Add`,
#: these words, then (except for `Order`) a word of `_ADD_INSERTED`.
_MOVED_ADD: tuple[tuple[str, ...], ...] = (
    ("Cancel", "Comm"), ("Left", "Cancel"), ("Right", "Cancel"), ("Comm",), ("Cancel",))


def _moved_add(parts: list[str], i: int) -> int:
    """How many parts after an `Add` at `i` it was moved in front of (`_MOVED_ADD`), or 0."""
    if parts[i] != "Add":
        return 0
    if parts[i + 1:] and parts[i + 1] == "Order" and parts[max(i - 3, 0):i] in (["Is", "Of", "Fin"], ["is", "Of", "Fin"]):
        return 1
    for words in _MOVED_ADD:
        k = len(words)
        if tuple(parts[i + 1:i + 1 + k]) == words and i + 1 + k < len(parts) \
                and parts[i + 1 + k] in _ADD_INSERTED:
            return k
    return 0


#: Words `to_additive` translates by putting `add` in front (`nameDict` in Mathlib/Tactic/
#: ToAdditive/Frontend.lean at v4.19.0: `"unit" => ["add", "Unit"]`, `"monoid" => ["add",
#: "Monoid"]`, …), as they stand after it, capitalised.
_ADD_INSERTED = frozenset({
    "Monoid", "Submonoid", "Group", "Subgroup", "Semigroup", "Magma", "Haar", "Prehaar", "Unit",
    "Units", "Cyclic", "Semigrp", "Grp", "Commute", "Semiconj", "Quantale", "Irreducible"})


def default_index_dir() -> Path | None:
    """Where the index is: `$FORMINV_MATHLIB_INDEX`, else the shared data beside the repo."""
    env = os.environ.get(INDEX_ENV)
    if env:
        return Path(env)
    repo = Path(__file__).resolve().parents[2]
    for base in (repo.parent, repo.parents[1]):
        p = base / "shared" / "external" / "mathlib"
        if (p / "declarations.jsonl.gz").exists():
            return p
    return None


def load_index(folder: str | None = None) -> NameIndex | None:
    """The index in `folder` (default: `default_index_dir()`), loaded once; None if absent."""
    path = Path(folder) if folder else default_index_dir()
    return _load(str(path.resolve())) if path is not None else None


@lru_cache(maxsize=4)
def _load(folder: str) -> NameIndex | None:
    path = Path(folder)
    if not ((path / "declarations.jsonl.gz").exists() or (path / "declarations.jsonl").exists()):
        return None
    return NameIndex.load(path)
