"""The family registry: built-ins and plugins, all through one entry-point group."""

from __future__ import annotations

from forminv_lean.families.base import Family
from forminv_lean.registry import Registry

FAMILIES: Registry[Family] = Registry("families", label="family")

CANONICAL = "canonical"


def _resolve(name: str) -> str | None:
    """The registry id for ``name``: an id, a paper name (``variation``) or an alias (``F5``)."""
    if name in FAMILIES:
        return name
    for fid in FAMILIES.names():
        fam = FAMILIES.get(fid)
        if name in fam.paper_names or name == fam.alias:
            return fid
    return None


def get_family(name: str) -> Family:
    """Look a family up by id or by a name the paper used (``variation`` → ``connective``)."""
    return FAMILIES.get(_resolve(name) or name)


def family_id(name: str) -> str:
    """Outside data's family name as a registry id; names we do not know (``canonical``,
    MathCheck's ``pu``) are kept as they are."""
    return _resolve(name) or name


def family_names() -> list[str]:
    """The ids of every registered family (built-in and plug-in), in registry order."""
    return FAMILIES.names()
