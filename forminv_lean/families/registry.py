"""The family registry: built-ins and plugins, all through one entry-point group."""

from __future__ import annotations

from forminv_lean.families.base import Family
from forminv_lean.registry import Registry

FAMILIES: Registry[Family] = Registry("families", label="family")

CANONICAL = "canonical"


def get_family(name: str) -> Family:
    """Look a family up by id or by a name the paper used (``variation`` → ``connective``)."""
    if name not in FAMILIES:
        for fid in FAMILIES.names():
            fam = FAMILIES.get(fid)
            if name in fam.paper_names or name == fam.alias:
                return fam
    return FAMILIES.get(name)


def family_names() -> list[str]:
    return FAMILIES.names()
