"""A run's knobs and their defaults, in one place.

The Python API (:func:`~forminv_lean.evaluate.evaluate`), the ``eval`` command's options
and the providers' options all take their defaults from ``defaults.DEFAULTS`` (plain values,
so ``--help`` needs no pydantic), which :class:`EvalConfig` validates against.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from forminv_lean.errors import ForminvError
from forminv_lean.evaluate.defaults import DEFAULTS

if TYPE_CHECKING:
    from forminv_lean.evaluate.providers.base import ChatProvider


class EvalConfig(BaseModel):
    """The run's knobs, validated once. Only ``system_prompt``, ``temperature``,
    ``max_tokens`` and the sample index reach the cache key; the rest change how we ask."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    concurrency: int = Field(default=DEFAULTS.concurrency, ge=1)
    workers: int = Field(default=DEFAULTS.workers, ge=1)
    transport: Literal["auto", "aiohttp", "httpx"] = DEFAULTS.transport
    samples: int = Field(default=DEFAULTS.samples, ge=1)
    temperature: float = Field(default=DEFAULTS.temperature, ge=0.0)
    max_tokens: int | None = Field(default=DEFAULTS.max_tokens, ge=1)
    timeout: float = Field(default=DEFAULTS.timeout, gt=0)
    retries: int = Field(default=DEFAULTS.retries, ge=0)
    base_url: str | None = DEFAULTS.base_url
    refresh: bool = DEFAULTS.refresh
    system_prompt: str = DEFAULTS.system_prompt

    def max_tokens_for(self, provider: ChatProvider) -> int:
        """The output budget this run gives ``provider``: the override, else its protocol's."""
        return self.max_tokens or provider.settings.max_tokens




def make_config(**kwargs: Any) -> EvalConfig:
    """An :class:`EvalConfig`, or one line naming the first bad field."""
    try:
        return EvalConfig(**kwargs)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(str(p) for p in err.get("loc", ()))
        raise ForminvError(f"invalid {field}: {err.get('msg', 'invalid value')}") from None


__all__ = ["EvalConfig", "DEFAULTS", "make_config"]
