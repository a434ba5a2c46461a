"""Type variables: small structures to evaluate them in, and type-class statements.

A closed statement `∀ {α : Type*} [C α], P α` is false as soon as one instance of `C`
falsifies `P`; it is never shown true by instances. Instances tried here: the numeric types
that are instances (α := ℕ ℤ ℚ, substituted into the typed term), and finite structures
(the empty type, ℤ/n, S₃, chains, an antichain, a diamond, non-commutative monoids and
rings, the Boolean semiring). Which classes a finite structure belongs to is decided by the
axioms of Mathlib's classes written out below in Python, independently of the checker's
`signature.CLASS_AXIOMS`.
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Any

from forminv_lean.formal.meaning.exact import Structure
from forminv_lean.formal.meaning.signature import class_closure
from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import Ty
from gen.choose import Chooser, chance, pick, weighted

# -- finite structures -----------------------------------------------------------------------


def _table(n: int, f: Any) -> list[list[int]]:
    return [[f(a, b) for b in range(n)] for a in range(n)]


def _zmod(n: int) -> Structure:
    ops: dict[str, Any] = {"add": _table(n, lambda a, b: (a + b) % n),
                           "mul": _table(n, lambda a, b: (a * b) % n),
                           "neg": [(-a) % n for a in range(n)], "zero": 0, "one": 1 % n}
    if n in (2, 3, 5):
        ops["inv"] = [0] + [pow(a, n - 2, n) for a in range(1, n)]
    return Structure(n, ops)


def _s3() -> Structure:
    perms = list(itertools.permutations(range(3)))
    idx = {p: i for i, p in enumerate(perms)}
    comp = _table(6, lambda a, b: idx[tuple(perms[a][perms[b][i]] for i in range(3))])
    inv = [idx[tuple(sorted(range(3), key=lambda i, p=p: p[i]))] for p in perms]
    one = idx[(0, 1, 2)]
    return Structure(6, {"mul": comp, "one": one, "inv": inv,
                         "add": comp, "zero": one, "neg": inv})


def _chain(n: int) -> Structure:
    return Structure(n, {"le": _table(n, lambda a, b: a <= b),
                         "sup": _table(n, max), "inf": _table(n, min)})


def _transformations() -> Structure:
    """The 4 maps {0,1} → {0,1} under composition: a non-commutative monoid."""
    maps = [(0, 1), (1, 0), (0, 0), (1, 1)]
    idx = {m: i for i, m in enumerate(maps)}
    comp = _table(4, lambda a, b: idx[(maps[a][maps[b][0]], maps[a][maps[b][1]])])
    return Structure(4, {"mul": comp, "one": 0, "add": comp, "zero": 0})


def _upper_triangular() -> Structure:
    """Upper triangular 2×2 matrices over ℤ/2: a non-commutative ring with 8 elements."""
    els = list(itertools.product((0, 1), repeat=3))  # (a, b, d) = [[a, b], [0, d]]
    idx = {m: i for i, m in enumerate(els)}

    def add(x: int, y: int) -> int:
        return idx[tuple((u + v) % 2 for u, v in zip(els[x], els[y], strict=True))]

    def mul(x: int, y: int) -> int:
        a, b, d = els[x]
        a2, b2, d2 = els[y]
        return idx[(a * a2 % 2, (a * b2 + b * d2) % 2, d * d2 % 2)]

    return Structure(8, {"add": _table(8, add), "mul": _table(8, mul), "neg": list(range(8)),
                         "zero": idx[(0, 0, 0)], "one": idx[(1, 0, 1)]})


def _left_zero() -> Structure:
    return Structure(2, {"mul": _table(2, lambda a, b: a), "add": _table(2, lambda a, b: a)})


STRUCTURES: dict[str, Structure] = {
    "empty": Structure(0, {"le": [], "sup": [], "inf": [], "add": [], "mul": []}),
    "Z1": _zmod(1), "Z2": _zmod(2), "Z3": _zmod(3), "Z4": _zmod(4),
    "S3": _s3(),
    "chain1": _chain(1), "chain2": _chain(2), "chain3": _chain(3),
    "antichain2": Structure(2, {"le": [[True, False], [False, True]]}),
    "indiscrete2": Structure(2, {"le": [[True, True], [True, True]]}),
    "diamond": Structure(4, {
        "le": [[True, True, True, True], [False, True, False, True],
               [False, False, True, True], [False, False, False, True]],
        "sup": [[0, 1, 2, 3], [1, 1, 3, 3], [2, 3, 2, 3], [3, 3, 3, 3]],
        "inf": [[0, 0, 0, 0], [0, 1, 0, 1], [0, 0, 2, 2], [0, 1, 2, 3]]}),
    "maps2": _transformations(),
    "UT2": _upper_triangular(),
    "bool_semiring": Structure(2, {"add": _table(2, lambda a, b: a | b),
                                   "mul": _table(2, lambda a, b: a & b), "zero": 0, "one": 1}),
    "left_zero": _left_zero(),
}


def _assoc(n: int, f: list[list[int]]) -> bool:
    return all(f[f[a][b]][c] == f[a][f[b][c]] for a in range(n) for b in range(n)
               for c in range(n))


def _comm(n: int, f: list[list[int]]) -> bool:
    return all(f[a][b] == f[b][a] for a in range(n) for b in range(n))


def _unit(n: int, f: list[list[int]], e: int) -> bool:
    return all(f[e][a] == a and f[a][e] == a for a in range(n))


def satisfies(st: Structure, cls: str) -> bool:
    """Whether a finite structure is an instance of one Mathlib class (own axioms only)."""
    n, o = st.n, st.ops
    R = range(n)
    try:
        if cls in ("Semigroup", "CommSemigroup"):
            return _assoc(n, o["mul"]) and (cls == "Semigroup" or _comm(n, o["mul"]))
        if cls in ("AddSemigroup", "AddCommSemigroup"):
            return _assoc(n, o["add"]) and (cls == "AddSemigroup" or _comm(n, o["add"]))
        if cls in ("Monoid", "CommMonoid"):
            return n > 0 and _unit(n, o["mul"], o["one"])
        if cls in ("AddMonoid", "AddCommMonoid"):
            return n > 0 and _unit(n, o["add"], o["zero"])
        if cls in ("Group", "CommGroup"):
            return n > 0 and all(o["mul"][o["inv"][a]][a] == o["one"] for a in R)
        if cls in ("AddGroup", "AddCommGroup"):
            return n > 0 and all(o["add"][o["neg"][a]][a] == o["zero"] for a in R)
        if cls in ("Semiring", "CommSemiring", "Ring", "CommRing", "Field"):
            m, a_, z = o["mul"], o["add"], o["zero"]
            ok = all(m[x][a_[y][w]] == a_[m[x][y]][m[x][w]] and
                     m[a_[x][y]][w] == a_[m[x][w]][m[y][w]] for x in R for y in R for w in R)
            ok = ok and all(m[z][x] == z and m[x][z] == z for x in R)
            if cls == "Field":
                inv = o["inv"]
                ok = ok and z != o["one"] and inv[z] == z and \
                    all(m[x][inv[x]] == o["one"] for x in R if x != z)
            return n > 0 and ok
        if cls == "Preorder":
            le = o["le"]
            return all(le[a][a] for a in R) and all(
                le[a][c] for a in R for b in R for c in R if le[a][b] and le[b][c])
        if cls == "PartialOrder":
            le = o["le"]
            return all(a == b for a in R for b in R if le[a][b] and le[b][a])
        if cls == "LinearOrder":
            le = o["le"]
            return all(le[a][b] or le[b][a] for a in R for b in R) and \
                all(o["sup"][a][b] == (b if le[a][b] else a) for a in R for b in R)
        if cls == "Lattice":
            le, sup, inf = o["le"], o["sup"], o["inf"]
            return all(le[a][sup[a][b]] and le[b][sup[a][b]] and le[inf[a][b]][a] and
                       le[inf[a][b]][b] for a in R for b in R) and all(
                le[sup[a][b]][c] for a in R for b in R for c in R if le[a][c] and le[b][c]) \
                and all(le[c][inf[a][b]] for a in R for b in R for c in R
                        if le[c][a] and le[c][b])
    except (KeyError, IndexError):
        return False
    return False


def instances_of(classes: frozenset[str] | tuple[str, ...]) -> list[str]:
    """Names of the finite structures that are instances of every class in the closure."""
    closure = class_closure(set(classes))
    return [name for name, st in STRUCTURES.items()
            if all(satisfies(st, c) for c in closure)]


# Numeric types that are instances (Mathlib): ℕ is a CommSemiring and a LinearOrder, ℤ a
# CommRing and a LinearOrder, ℚ a Field and a LinearOrder. Lattice/⊔ on them is not
# evaluated (the evaluator does not know ⊔ on numbers), which only makes answers unknown.
NUMERIC_INSTANCES = {
    "ℕ": class_closure({"CommSemiring", "LinearOrder"}),
    "ℤ": class_closure({"CommRing", "LinearOrder"}),
    "ℚ": class_closure({"Field", "LinearOrder"}),
}

# -- typed terms: renaming type variables apart and instantiating them -------------------------


def _map_ty(ty: Ty | None, m: dict[str, Ty]) -> Ty | None:
    if ty is None:
        return None
    if ty.head == "var" and ty.name in m:
        return m[ty.name]
    if ty.args:
        return Ty(ty.head, tuple(_map_ty(a, m) for a in ty.args), ty.name)  # type: ignore[misc]
    return ty


def _retype(t: Term, m: dict[str, Ty]) -> Term:
    return replace(t, ty=_map_ty(t.ty, m) or t.ty, bty=_map_ty(t.bty, m),
                   args=tuple(_retype(a, m) for a in t.args))


def rename_apart(t: Term) -> Term:
    """Give every `tforall` its own type-variable name, respecting scopes."""
    counter = itertools.count()

    def go(u: Term, m: dict[str, Ty]) -> Term:
        if u.op == "tforall":
            new = f"τ{next(counter)}"
            m2 = {**m, u.name: Ty("var", (), new)}
            return replace(u, name=new, args=(go(u.args[0], m2),))
        u2 = replace(u, ty=_map_ty(u.ty, m) or u.ty, bty=_map_ty(u.bty, m))
        return replace(u2, args=tuple(go(a, m) for a in u.args))

    return go(t, {})


def outer_type_binders(t: Term) -> tuple[list[Term], Term]:
    """The ∀-prefix's type binders (tforall) and the statement with them removed; value
    binders in between are kept in place."""
    tb: list[Term] = []

    def go(u: Term) -> Term:
        if u.op == "tforall":
            tb.append(u)
            return go(u.args[0])
        if u.op == "forall":
            return replace(u, args=(go(u.args[0]),))
        return u

    return tb, go(t)


def _walk(t: Term) -> Any:
    yield t
    for a in t.args:
        yield from _walk(a)


def _set_of(ty: Ty | None, name: str) -> bool:
    if ty is None:
        return False
    if ty.head == "Set" and any(a.head == "var" and a.name == name for a in ty.args):
        return True
    return any(_set_of(a, name) for a in ty.args)


def instantiations(t: Term, limit: int = 24) -> list[tuple[str, Term, dict[str, Structure]]]:
    """Instances of a statement's outer type variables: (description, body, structures)."""
    t = rename_apart(t)
    binders, body = outer_type_binders(t)
    if not binders:
        return [("", t, {})]
    per: list[list[tuple[str, Any]]] = []
    for b in binders:
        closure = class_closure(set(b.classes))
        # The evaluator's sets assume an infinite element type: no finite carrier under a Set.
        finite_ok = not any(_set_of(u.ty, b.name) or _set_of(u.bty, b.name)
                            for u in _walk(body))
        opts: list[tuple[str, Any]] = [(f"{b.name} := {name}", STRUCTURES[name])
                                       for name in instances_of(closure) if finite_ok]
        opts += [(f"{b.name} := {ty}", Ty(ty)) for ty, cl in NUMERIC_INSTANCES.items()
                 if closure <= cl]
        per.append(opts)
    out = []
    for combo in itertools.product(*per):
        numeric = {b.name: v for b, (_d, v) in zip(binders, combo, strict=True)
                   if isinstance(v, Ty)}
        structs = {b.name: v for b, (_d, v) in zip(binders, combo, strict=True)
                   if isinstance(v, Structure)}
        desc = ", ".join(d for d, _v in combo)
        out.append((desc, _retype(body, numeric) if numeric else body, structs))
        if len(out) >= limit:
            break
    return out


# -- type-class statements (text) ------------------------------------------------------------

CLASS_CHOICES = ("Preorder", "PartialOrder", "LinearOrder", "Lattice", "Monoid", "CommMonoid",
                 "AddMonoid", "AddCommMonoid", "Group", "AddGroup", "CommGroup", "Ring",
                 "CommRing", "Field", "Semigroup")


class ClassGen:
    """Random statements over one type variable with class binders, as text."""

    def __init__(self, ch: Chooser) -> None:
        self.ch = ch

    def ops(self, cls: str) -> list[str]:
        closure = class_closure({cls})
        out = []
        if "Semigroup" in closure:
            out.append("*")
        if "AddSemigroup" in closure:
            out.append("+")
        if "AddGroup" in closure:
            out.append("-")
        if "Group" in closure or "Field" in closure:
            out.append("/")
        if "Lattice" in closure:
            out += ["⊔", "⊓"]
        return out

    def term(self, cls: str, vs: list[str], depth: int) -> str:
        closure = class_closure({cls})
        ops = self.ops(cls)
        consts = (["0"] if "AddMonoid" in closure else []) + (["1"] if "Monoid" in closure else [])
        if depth == 0 or not (ops or "LinearOrder" in closure) or chance(self.ch, 40):
            leaves = vs + consts
            return pick(self.ch, leaves)
        if "LinearOrder" in closure and chance(self.ch, 30):
            f = pick(self.ch, ["min", "max"])
            return f"{f} ({self.term(cls, vs, depth - 1)}) ({self.term(cls, vs, depth - 1)})"
        if not ops:
            return pick(self.ch, vs)
        op = pick(self.ch, ops)
        a, b = self.term(cls, vs, depth - 1), self.term(cls, vs, depth - 1)
        if op == "-" and chance(self.ch, 30):
            return f"-({a})"
        if op == "*" and "Group" in closure and chance(self.ch, 20):
            return f"({a})⁻¹"
        return f"({a}) {op} ({b})"

    def atom(self, cls: str, vs: list[str]) -> str:
        closure = class_closure({cls})
        rels = ["="] + (["≤", "<"] if "Preorder" in closure else [])
        return f"{self.term(cls, vs, 2)} {pick(self.ch, rels)} {self.term(cls, vs, 2)}"

    def prop(self, cls: str, vs: list[str], depth: int, tv: str) -> str:
        kind = weighted(self.ch, [(6, "atom"), (2 if depth else 0, "conn"),
                                  (1 if depth else 0, "not"), (2 if depth else 0, "quant"),
                                  (1 if depth else 0, "shadow")])
        if kind == "atom" or not vs:
            return self.atom(cls, vs) if vs else "True"
        if kind == "conn":
            return f"({self.prop(cls, vs, depth - 1, tv)}) {pick(self.ch, ['∧', '∨', '→', '↔'])}" \
                   f" ({self.prop(cls, vs, depth - 1, tv)})"
        if kind == "not":
            return f"¬({self.prop(cls, vs, depth - 1, tv)})"
        if kind == "quant":
            v = pick(self.ch, [n for n in ("x", "y", "z", "w") if n not in vs] or ["w"])
            return f"{pick(self.ch, ['∀', '∃'])} {v} : {tv}, {self.prop(cls, vs + [v], depth - 1, tv)}"
        # an inner binder that shadows the type variable with other classes
        inner = pick(self.ch, CLASS_CHOICES)
        iv = ["u", "v"]
        return f"(∀ {{{tv} : Type*}} [{inner} {tv}] (u v : {tv}), {self.prop(inner, iv, 0, tv)})"

    def statement(self) -> str:
        cls = pick(self.ch, CLASS_CHOICES)
        tv = pick(self.ch, ["α", "G", "R"])
        n = self.ch.int(0, 3)
        vs = ["a", "b", "c"][:n]
        head = f"∀ {{{tv} : Type*}} [{cls} {tv}]"
        if vs:
            head += f" ({' '.join(vs)} : {tv})"
        body = self.prop(cls, vs, 2, tv)
        if chance(self.ch, 15):  # an existential over a possibly empty type
            body = f"∃ e : {tv}, {self.prop(cls, vs + ['e'], 1, tv)}"
        return f"{head}, {body}"
