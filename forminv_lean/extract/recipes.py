"""Extraction recipes (`extract/NAME.toml`), found in the repo or inside the wheel."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from forminv_lean.errors import InputError
from forminv_lean.jsonl import read_text, validate


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SourceSection(_Section):
    """A recipe's ``[source]`` table: which registered source to run."""
    name: str
    description: str = ""


class BuildSection(_Section):
    """A recipe's ``[build]`` table."""
    seed: int = 0


class CuratedSection(_Section):
    """A recipe's ``[curated]`` table: the theorem list and the Mathlib tag it was checked at."""
    theorems: str = "curated/theorems.toml"
    mathlib_tag: str = ""


class NtpSection(_Section):
    """A recipe's ``[ntp-mathlib]`` table: where to read declarations and how to choose them."""
    dataset: str = "l3lab/ntp-mathlib"
    split: str = "train"
    revision: str = "main"
    scan_rows: int = Field(200_000, ge=1)
    min_score: float = 0.6
    repo: str | None = None


class Recipe(BaseModel):
    """The known sections of a recipe, type-checked so a wrong value is one located line
    rather than a traceback where it is used; other tables belong to plugin sources."""

    model_config = ConfigDict(extra="allow", populate_by_name=True)

    source: SourceSection | None = None
    build: BuildSection | None = None
    curated: CuratedSection | None = None
    ntp_mathlib: NtpSection | None = Field(None, alias="ntp-mathlib")


def _read_toml(path: Path) -> dict[str, Any]:
    """A TOML file through the input layer (strict UTF-8), errors as one located line."""
    try:
        return tomllib.loads(read_text(path))
    except tomllib.TOMLDecodeError as exc:
        raise InputError(f"invalid TOML: {exc}", path=str(path)) from None


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
    data = _read_toml(p)
    for key, value in data.items():
        if not isinstance(value, dict):
            raise InputError("expected a [table]", path=str(p), field=key)
    validate(Recipe, data, path=str(p), line=None)
    return data, p
