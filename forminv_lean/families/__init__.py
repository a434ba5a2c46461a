"""Paraphrase families: the registry, the eight built-ins, and their generators."""

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.registry import CANONICAL, FAMILIES, family_id, family_names, get_family

__all__ = ["CANONICAL", "FAMILIES", "Family", "Paraphrase", "family_id", "family_names", "get_family"]
