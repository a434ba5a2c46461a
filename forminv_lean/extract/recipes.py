"""Extraction recipes (`extract/NAME.toml`), found in the repo or inside the wheel."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from forminv_lean.errors import InputError


def recipe_dir() -> Path:
    """The installed copy (`forminv_lean/_recipes`, see pyproject) or the source tree's."""
    pkg = Path(__file__).resolve().parents[1]
    installed = pkg / "_recipes"
    if installed.is_dir():
        return installed
    return pkg.parent / "extract"


def load_recipe(name_or_path: str) -> tuple[dict[str, Any], Path]:
    """Load a recipe by name (`curated`) or path; return (data, file)."""
    p = Path(name_or_path)
    if not (p.suffix == ".toml" and p.exists()):
        p = recipe_dir() / f"{name_or_path}.toml"
    if not p.exists():
        known = sorted(x.stem for x in recipe_dir().glob("*.toml"))
        raise InputError(f"no recipe '{name_or_path}' (known: {', '.join(known)})")
    try:
        with p.open("rb") as fh:
            return tomllib.load(fh), p
    except tomllib.TOMLDecodeError as exc:
        raise InputError(f"invalid TOML: {exc}", path=str(p)) from None
