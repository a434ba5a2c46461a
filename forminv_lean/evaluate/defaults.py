"""The run's default knobs as plain values.

`forminv-lean eval --help` shows them, and `--help` must start fast: this module imports no
pydantic. :class:`~forminv_lean.evaluate.config.EvalConfig` validates a run's knobs and takes
every default from here, so a default is still stated once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from forminv_lean.evaluate.protocol import DEFAULT_TEMPERATURE, SYSTEM_PROMPT


@dataclass(frozen=True)
class Defaults:
    """Every default of a run (see EvalConfig for what each knob does)."""

    concurrency: int = 8
    workers: int = 1
    transport: Literal["auto", "aiohttp", "httpx"] = "auto"
    samples: int = 1
    temperature: float = DEFAULT_TEMPERATURE
    max_tokens: int | None = None  # None: the per-model protocol default
    timeout: float = 60.0
    retries: int = 6
    base_url: str | None = None
    refresh: bool = False
    system_prompt: str = SYSTEM_PROMPT


DEFAULTS = Defaults()

__all__ = ["DEFAULTS", "Defaults"]
