"""A run's knobs and their defaults, in one place.

The Python API (:func:`~forminv_lean.evaluate.evaluate`), the ``eval`` command's options
and the providers' options all take their defaults from :class:`EvalConfig`, so changing
one here changes it everywhere.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from forminv_lean.errors import ForminvError
from forminv_lean.evaluate.protocol import DEFAULT_TEMPERATURE, SYSTEM_PROMPT

if TYPE_CHECKING:
    from forminv_lean.evaluate.providers.base import ChatProvider


class EvalConfig(BaseModel):
    """The run's knobs, validated once. Only ``system_prompt``, ``temperature``,
    ``max_tokens`` and the sample index reach the cache key; the rest change how we ask."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    concurrency: int = Field(default=8, ge=1)
    workers: int = Field(default=1, ge=1)
    transport: Literal["auto", "aiohttp", "httpx"] = "auto"
    samples: int = Field(default=1, ge=1)
    temperature: float = Field(default=DEFAULT_TEMPERATURE, ge=0.0)
    max_tokens: int | None = Field(default=None, ge=1)  # None: the per-model protocol default
    timeout: float = Field(default=60.0, gt=0)
    retries: int = Field(default=6, ge=0)
    base_url: str | None = None
    refresh: bool = False
    system_prompt: str = SYSTEM_PROMPT

    def max_tokens_for(self, provider: ChatProvider) -> int:
        """The output budget this run gives ``provider``: the override, else its protocol's."""
        return self.max_tokens or provider.settings.max_tokens


#: Every default, for signatures and CLI options that must not restate them.
DEFAULTS = EvalConfig()


def make_config(**kwargs: Any) -> EvalConfig:
    """An :class:`EvalConfig`, or one line naming the first bad field."""
    try:
        return EvalConfig(**kwargs)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(str(p) for p in err.get("loc", ()))
        raise ForminvError(f"invalid {field}: {err.get('msg', 'invalid value')}") from None


__all__ = ["EvalConfig", "DEFAULTS", "make_config"]
