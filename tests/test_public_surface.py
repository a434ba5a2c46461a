"""The public surface: each stage's ``__all__`` names what a notebook user or a plugin author
imports. Every name resolves (to the object, not to a submodule of the same name), every
public function and class says what it is for, and the examples in the README and in the
stages' own docstrings import only public names."""

from __future__ import annotations

import ast
import importlib
import inspect
import re
import subprocess
import sys
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STAGES = ("extract", "certify", "evaluate", "analysis", "report", "export")


def _doc_of(obj: object, name: str) -> str | None:
    """The object's own docstring: not one inherited from a base class, not the signature a
    dataclass writes when there is none."""
    doc = obj.__dict__.get("__doc__") if isinstance(obj, type) else obj.__doc__
    if not doc or not doc.strip():
        return None
    if isinstance(obj, type) and doc.startswith(f"{name}("):  # dataclass's generated one
        return None
    return doc


@pytest.mark.parametrize("stage", STAGES)
def test_every_public_name_resolves_and_is_documented(stage: str):
    pkg = importlib.import_module(f"forminv_lean.{stage}")
    assert pkg.__doc__ and pkg.__doc__.strip(), stage
    names = list(pkg.__all__)
    assert names and len(names) == len(set(names)), stage
    undocumented = []
    for name in names:
        obj = getattr(pkg, name)  # AttributeError: a name in __all__ that does not exist
        assert not isinstance(obj, types.ModuleType), f"{stage}.{name} is a module"
        assert getattr(importlib.import_module(f"forminv_lean.{stage}"), name) is obj
        if (inspect.isfunction(obj) or inspect.isclass(obj)) and _doc_of(obj, name) is None:
            undocumented.append(name)
    assert not undocumented, f"forminv_lean.{stage}: no docstring on {undocumented}"
    assert set(names) <= set(dir(pkg)), stage
    lazy = getattr(pkg, "_WHERE", None) or getattr(pkg, "_EXPORTS", None)
    if lazy is not None:  # the lazy map and __all__ name the same things
        assert set(lazy) == set(names), stage


def test_names_stay_resolvable_after_their_modules_load():
    """A submodule named like an exported function would replace it on the package once
    loaded (the import system binds submodules as attributes)."""
    for stage in STAGES:
        pkg = importlib.import_module(f"forminv_lean.{stage}")
        folder = Path(str(pkg.__file__)).parent
        for sub in (p.stem for p in folder.glob("*.py")):
            if sub in pkg.__all__:
                pytest.fail(f"forminv_lean.{stage}.{sub} is both a module and a public name")


def test_unknown_name_is_an_attribute_error():
    for stage in STAGES:
        pkg = importlib.import_module(f"forminv_lean.{stage}")
        with pytest.raises(AttributeError):
            pkg.no_such_name_here  # noqa: B018


def test_importing_a_stage_loads_nothing_heavy():
    """The lazy stages load their modules on first use, so the CLI's start-up stays small."""
    probe = ("import sys; import forminv_lean.certify, forminv_lean.analysis, "
             "forminv_lean.evaluate; print(' '.join(sys.modules))")
    r = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                       timeout=300, check=True)
    heavy = {"networkx", "z3", "sympy", "pandas", "scipy", "statsmodels", "openai",
             "anthropic", "lark"}
    assert not {m.split(".")[0] for m in r.stdout.split()} & heavy


def _python_examples() -> list[tuple[str, str]]:
    """(where, code) of every Python example: the README's ```python blocks and the
    ``Public surface::`` / ``>>>`` examples in the stages' docstrings."""
    found = [("README.md", m) for m in re.findall(r"```python\n(.*?)```",
                                                  (ROOT / "README.md").read_text(), re.S)]
    for stage in STAGES:
        doc = importlib.import_module(f"forminv_lean.{stage}").__doc__ or ""
        lines = [ln.strip().removeprefix(">>> ") for ln in doc.splitlines()
                 if ln.strip().startswith(("from forminv_lean", ">>> from forminv_lean"))]
        found += [(f"forminv_lean/{stage}/__init__.py", ln) for ln in lines]
    return found


def test_examples_use_only_public_names():
    examples = _python_examples()
    assert examples  # the stages' docstrings carry examples
    for where, code in examples:
        for node in ast.walk(ast.parse(code)):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("forminv_lean"):
                mod = importlib.import_module(node.module or "")
                public = set(getattr(mod, "__all__", ()))
                for alias in node.names:
                    assert alias.name in public, f"{where}: {node.module}.{alias.name}"
