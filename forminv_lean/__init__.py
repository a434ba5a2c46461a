"""forminv-lean: certified paraphrase-invariance benchmarks from Mathlib theorems."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("forminv-lean")
except PackageNotFoundError:  # running from a source tree without an install
    __version__ = "0.1.0"

__all__ = ["__version__"]
