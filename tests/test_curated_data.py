"""Shape checks for the embedded curated data and the hand-written Lean library.

These tests read files only (no Lean, no solver): the curated TOML's schema and coverage,
the FALSE controls' counterexamples, and the Lean sources' hygiene and import graph.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections import Counter
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
TOML = REPO / "extract" / "curated" / "theorems.toml"
LEAN_DIR = REPO / "lean_proofs"
LIB = "FormInvProofs"
ROOT_MODULE = LEAN_DIR / f"{LIB}.lean"

KEY_ORDER = ["id", "mathlib_name", "lean_statement", "module", "domain", "nl", "truth",
             "formal", "counterexample", "note"]
REQUIRED = {"id", "mathlib_name", "lean_statement", "module", "domain", "nl", "truth"}
DOMAINS = {"number_theory", "algebra", "set_theory", "order", "combinatorics", "analysis"}
ID_RE = re.compile(r"^[a-z0-9_]+$")
LITERAL_RE = re.compile(r"^-?\d+(\.\d+)?$")
MODULE_RE = re.compile(r"^(Mathlib|Init|Batteries)(\.[A-Za-z0-9_]+)+$")

MIN_TRUE = 125
N_FALSE = 10
MIN_PER_DOMAIN = 12
MIN_FORMAL_SHARE = 0.85


@pytest.fixture(scope="module")
def entries() -> list[dict]:
    with TOML.open("rb") as fh:
        data = tomllib.load(fh)
    assert set(data) == {"theorem"}, f"unexpected top-level keys {sorted(set(data) - {'theorem'})}"
    return data["theorem"]


def _label(e: dict) -> str:
    return str(e.get("id", "<no id>"))


# --------------------------------------------------------------------------- schema


def test_schema_and_key_order(entries: list[dict]) -> None:
    for e in entries:
        keys = list(e)
        assert REQUIRED <= set(keys), f"{_label(e)}: missing {sorted(REQUIRED - set(keys))}"
        unknown = set(keys) - set(KEY_ORDER)
        assert not unknown, f"{_label(e)}: unknown keys {sorted(unknown)}"
        assert keys == [k for k in KEY_ORDER if k in e], f"{_label(e)}: keys out of order {keys}"
        for k in ("id", "mathlib_name", "lean_statement", "module", "domain", "nl"):
            assert isinstance(e[k], str), f"{_label(e)}: {k} must be a string"
        assert isinstance(e["truth"], bool), f"{_label(e)}: truth must be a boolean"
        assert ID_RE.match(e["id"]), f"{_label(e)}: id must match [a-z0-9_]+"
        assert e["domain"] in DOMAINS, f"{_label(e)}: unknown domain {e['domain']!r}"
        nl = e["nl"].strip()
        assert nl == e["nl"] and nl[:1].isupper() and nl.endswith("."), \
            f"{_label(e)}: nl must be one full sentence"
        assert re.match(r"^(protected )?(theorem|lemma) \S", e["lean_statement"]), \
            f"{_label(e)}: lean_statement must be a declaration signature"
        if "formal" in e:
            assert isinstance(e["formal"], str) and e["formal"].strip(), \
                f"{_label(e)}: formal must be a non-empty string (omit the key instead)"
        if "note" in e:
            assert isinstance(e["note"], str) and e["note"].strip()


def test_ids_unique(entries: list[dict]) -> None:
    dup = [i for i, n in Counter(e["id"] for e in entries).items() if n > 1]
    assert not dup, f"duplicate ids: {dup}"


def test_counts(entries: list[dict]) -> None:
    n_true = sum(e["truth"] for e in entries)
    n_false = sum(not e["truth"] for e in entries)
    assert n_true >= MIN_TRUE, f"only {n_true} true theorems (want >= {MIN_TRUE})"
    assert n_false == N_FALSE, f"{n_false} false controls (want exactly {N_FALSE})"


def test_domain_spread(entries: list[dict]) -> None:
    per = Counter(e["domain"] for e in entries if e["truth"])
    thin = {d: per.get(d, 0) for d in DOMAINS if per.get(d, 0) < MIN_PER_DOMAIN}
    assert not thin, f"domains with fewer than {MIN_PER_DOMAIN} theorems: {thin}"


def test_formal_share(entries: list[dict]) -> None:
    share = sum("formal" in e for e in entries) / len(entries)
    assert share >= MIN_FORMAL_SHARE, f"only {share:.1%} of entries carry `formal`"


def test_true_entries_carry_provenance(entries: list[dict]) -> None:
    for e in (e for e in entries if e["truth"]):
        assert e["mathlib_name"], f"{_label(e)}: true entries need mathlib_name"
        assert MODULE_RE.match(e["module"]), f"{_label(e)}: bad module {e['module']!r}"
        assert "counterexample" not in e, f"{_label(e)}: only false controls have counterexamples"
        last = e["mathlib_name"].split(".")[-1]
        assert last in e["lean_statement"] or "alias" in e.get("note", ""), \
            f"{_label(e)}: lean_statement does not declare {e['mathlib_name']}"


# --------------------------------------------------------------------------- controls


def _outer_forall_vars(formal: str) -> list[str]:
    """Names bound by the leading `∀ ...,` block: `∀ a b : ℕ,` or `∀ (x : T) {y : U},`."""
    m = re.match(r"^\s*∀\s*([^,]*),", formal)
    if not m:
        return []
    block = m.group(1)
    if re.search(r"[({\[]", block):
        names: list[str] = []
        for grp in re.findall(r"[({]([^(){}:]+):[^(){}]*[)}]", block):
            names += grp.split()
        return names
    return block.split(":", 1)[0].split()


def test_false_controls(entries: list[dict]) -> None:
    controls = [e for e in entries if not e["truth"]]
    for e in controls:
        assert e["mathlib_name"] == "" and e["module"] == "", \
            f"{_label(e)}: a control is not a Mathlib theorem (mathlib_name/module must be empty)"
        assert "formal" in e, f"{_label(e)}: controls need a formal rendering"
        cex = e.get("counterexample")
        assert isinstance(cex, dict) and cex, f"{_label(e)}: controls need a counterexample table"
        outer = _outer_forall_vars(e["formal"])
        assert outer, f"{_label(e)}: formal must start with a ∀ block"
        assert sorted(cex) == sorted(outer), \
            f"{_label(e)}: counterexample names {sorted(cex)} but the outer ∀ binds {sorted(outer)}"
        for k, v in cex.items():
            assert isinstance(v, str) and LITERAL_RE.match(v), \
                f"{_label(e)}: counterexample value for {k} must be a Lean numeral string"


def test_outer_forall_vars_helper() -> None:
    assert _outer_forall_vars("∀ a m n : ℕ, a ∣ m + n") == ["a", "m", "n"]
    assert _outer_forall_vars("∀ (x : ℝ) {y : ℝ}, x ≤ y") == ["x", "y"]
    assert _outer_forall_vars("Nat.Prime 2") == []


def test_control_disproofs_exist(entries: list[dict]) -> None:
    """Each control's note names its Lean disproof; that theorem must exist."""
    text = (LEAN_DIR / LIB / "Disproofs.lean").read_text(encoding="utf-8")
    declared = set(re.findall(r"^theorem\s+([A-Za-z_][A-Za-z0-9_']*)", text, re.M))
    for e in (e for e in entries if not e["truth"]):
        names = re.findall(rf"{LIB}\.Disproofs\.([A-Za-z_][A-Za-z0-9_']*)", e.get("note", ""))
        assert names, f"{_label(e)}: note should name its disproof in {LIB}.Disproofs"
        for n in names:
            assert n in declared, f"{_label(e)}: {n} is not declared in Disproofs.lean"


def test_formals_parse(entries: list[dict]) -> None:
    """Every rendering parses with the project's formal-language parser."""
    from forminv_lean.formal.meaning import parser
    for e in entries:
        if "formal" in e:
            try:
                parser.parse(e["formal"])
            except Exception as exc:  # the parser's own error type names the position
                pytest.fail(f"{_label(e)}: formal does not parse: {exc}")


# --------------------------------------------------------------------------- Lean sources


def _strip_lean_comments(text: str) -> str:
    """Drop `-- ...` line comments and (nested) `/- ... -/` block comments."""
    out: list[str] = []
    i, depth, n = 0, 0, len(text)
    while i < n:
        two = text[i:i + 2]
        if two == "/-":
            depth += 1
            i += 2
        elif two == "-/" and depth:
            depth -= 1
            i += 2
        elif depth:
            i += 1
        elif two == "--":
            j = text.find("\n", i)
            i = n if j < 0 else j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def _lean_files() -> list[Path]:
    """The hand-written Lean files (emitted modules under Generated/ are tested in tests/lean on
    fresh output, never read from the source tree)."""
    return sorted(p for p in LEAN_DIR.rglob("*.lean")
                  if not _module_of(p).startswith(f"{LIB}.Generated"))


def _module_of(path: Path) -> str:
    return ".".join(path.relative_to(LEAN_DIR).with_suffix("").parts)


def _imports(path: Path) -> list[str]:
    code = _strip_lean_comments(path.read_text(encoding="utf-8"))
    return re.findall(r"^\s*import\s+([A-Za-z0-9_.]+)", code, re.M)


def test_lean_files_present() -> None:
    assert ROOT_MODULE.is_file(), "root module lean_proofs/FormInvProofs.lean is missing"
    for fam in ("Order", "Notation", "Unpack", "Disproofs", "Vocabulary"):
        assert (LEAN_DIR / LIB / f"{fam}.lean").is_file(), f"{fam}.lean is missing"
    # the emitted modules are a library of their own (lakefile.lean: FormInvGenerated)
    assert f"{LIB}.Generated" not in _imports(ROOT_MODULE)


@pytest.mark.parametrize("path", _lean_files(), ids=lambda p: str(p.relative_to(LEAN_DIR)))
def test_lean_file_has_no_escape_hatches(path: Path) -> None:
    code = _strip_lean_comments(path.read_text(encoding="utf-8"))
    bad = re.findall(r"\b(sorry|admit|axiom|native_decide)\b", code)
    assert not bad, f"{path.name} uses {sorted(set(bad))}"


def test_every_lean_file_imported_by_root() -> None:
    modules = {_module_of(p): p for p in _lean_files()}
    seen: set[str] = set()
    todo = [LIB]
    while todo:
        mod = todo.pop()
        if mod in seen or mod not in modules:
            continue
        seen.add(mod)
        todo += [m for m in _imports(modules[mod]) if m.startswith(LIB)]
    missing = sorted(set(modules) - seen)
    assert not missing, f"not reachable from {LIB}.lean: {missing}"
    dangling = sorted({m for p in modules.values() for m in _imports(p)
                       if m.startswith(LIB) and m not in modules
                       and not m.startswith(f"{LIB}.Generated")})
    assert not dangling, f"imports of missing modules: {dangling}"


def test_toolchain_and_mathlib_pin_agree() -> None:
    toolchain = (REPO / "lean-toolchain").read_text(encoding="utf-8").strip()
    m = re.fullmatch(r"leanprover/lean4:(v\d+\.\d+\.\d+)", toolchain)
    assert m, f"lean-toolchain should pin a stable release, got {toolchain!r}"
    tag = m.group(1)
    lakefile = (REPO / "lakefile.lean").read_text(encoding="utf-8")
    req = re.search(r'require\s+mathlib\s+from\s+git\s+"([^"]+)"\s*@\s*"([^"]+)"', lakefile)
    assert req, "lakefile.lean must `require mathlib from git ... @ \"<tag>\"`"
    assert req.group(2) == tag, f"Mathlib tag {req.group(2)} != toolchain {tag}"
    assert re.search(rf'lean_lib\s+{LIB}\b', lakefile) and 'srcDir := "lean_proofs"' in lakefile
    manifest = REPO / "lake-manifest.json"
    if manifest.exists():
        pkgs = {p["name"]: p for p in json.loads(manifest.read_text(encoding="utf-8"))["packages"]}
        assert pkgs["mathlib"]["inputRev"] == tag
        assert pkgs["mathlib"]["url"] == req.group(1)
        assert all(re.fullmatch(r"[0-9a-f]{40}", p["rev"]) for p in pkgs.values())
    recipe = REPO / "extract" / "curated.toml"
    if recipe.exists():
        pinned = tomllib.loads(recipe.read_text(encoding="utf-8")).get("curated", {})
        if "mathlib_tag" in pinned:
            assert pinned["mathlib_tag"] == tag, "extract/curated.toml mathlib_tag != lakefile tag"
