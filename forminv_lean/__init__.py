"""forminv-lean: certified paraphrase-invariance benchmarks from Mathlib theorems."""

from __future__ import annotations

__all__ = ["__version__"]


def __getattr__(name: str) -> str:
    """``__version__`` is looked up on first use: importlib.metadata costs ~0.1 s at start-up,
    which every command (and ``--help``) would otherwise pay."""
    if name != "__version__":
        raise AttributeError(f"module 'forminv_lean' has no attribute '{name}'")
    from importlib.metadata import PackageNotFoundError, version

    try:
        value = version("forminv-lean")
    except PackageNotFoundError:  # running from a source tree without an install
        value = "0.1.0"
    globals()["__version__"] = value
    return value
