"""The paper's evaluation protocol: system prompt, decoding defaults, per-model settings.

FormInv (Thomas & Thomas 2026) puts each question to a model with one fixed system prompt,
temperature 0 and a 20-token budget, and reads the TRUE/FALSE verdict from the answer.
Reasoning models spend tokens thinking before they answer, so they get 4,096 tokens; a few
APIs also refuse some parameters for them (OpenAI's o-series rejects ``temperature`` and
wants ``max_completion_tokens``). That knowledge lives in one table here.
"""

from __future__ import annotations

from dataclasses import dataclass
from fnmatch import fnmatchcase
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from forminv_lean.records import Item

SYSTEM_PROMPT = (
    "You are evaluating mathematical statements. Answer strictly based on mathematical "
    "correctness. Return exactly TRUE or FALSE."
)
DEFAULT_TEMPERATURE = 0.0
DEFAULT_MAX_TOKENS = 20
REASONING_MAX_TOKENS = 4096


@dataclass(frozen=True)
class ModelSettings:
    """How one model must be asked; the defaults are the paper's protocol."""

    max_tokens: int = DEFAULT_MAX_TOKENS
    reasoning: bool = False
    #: False for APIs that reject an explicit temperature for this model.
    send_temperature: bool = True
    #: Name of the output-budget parameter in the request body.
    token_param: Literal["max_tokens", "max_completion_tokens"] = "max_tokens"


STANDARD = ModelSettings()
REASONING = ModelSettings(max_tokens=REASONING_MAX_TOKENS, reasoning=True)
OPENAI_REASONING = ModelSettings(max_tokens=REASONING_MAX_TOKENS, reasoning=True,
                                 send_temperature=False, token_param="max_completion_tokens")
#: Claude models that reject ``temperature`` on every API version (adaptive reasoning).
ANTHROPIC_NO_TEMPERATURE = ModelSettings(max_tokens=REASONING_MAX_TOKENS, reasoning=True,
                                         send_temperature=False)

#: ``(provider glob, model glob, settings)``; the first match wins. The model glob is
#: matched against the last path segment of the model name (``openai/o4-mini`` on
#: OpenRouter matches ``o4-mini``), case-insensitively.
MODEL_SETTINGS: tuple[tuple[str, str, ModelSettings], ...] = (
    ("anthropic", "claude-opus-4-7*", ANTHROPIC_NO_TEMPERATURE),
    ("anthropic", "claude-opus-4-8*", ANTHROPIC_NO_TEMPERATURE),
    ("anthropic", "claude-opus-5*", ANTHROPIC_NO_TEMPERATURE),
    ("anthropic", "claude-sonnet-5*", ANTHROPIC_NO_TEMPERATURE),
    ("anthropic", "claude-haiku-5*", ANTHROPIC_NO_TEMPERATURE),
    ("anthropic", "*-thinking*", ANTHROPIC_NO_TEMPERATURE),
    ("openai", "o1*", OPENAI_REASONING),
    ("openai", "o3*", OPENAI_REASONING),
    ("openai", "o4*", OPENAI_REASONING),
    ("openai", "gpt-5*", OPENAI_REASONING),
    ("*", "o1*", REASONING),
    ("*", "o3*", REASONING),
    ("*", "o4*", REASONING),
    ("*", "gpt-5*", REASONING),
    ("*", "deepseek-reasoner*", REASONING),
    ("*", "*deepseek-r1*", REASONING),
    ("*", "*-thinking*", REASONING),
    ("*", "*:thinking*", REASONING),
    ("*", "qwq*", REASONING),
    ("*", "*-reasoning*", REASONING),
)


def settings_for(provider: str, model: str) -> ModelSettings:
    """The protocol settings for ``provider/model`` (standard unless the table says so)."""
    leaf = model.rsplit("/", 1)[-1].lower()
    for prov_glob, model_glob, settings in MODEL_SETTINGS:
        if fnmatchcase(provider.lower(), prov_glob) and fnmatchcase(leaf, model_glob):
            return settings
    return STANDARD


def user_prompt(item: Item) -> str:
    """The question text exactly as written: the paper adds nothing around it."""
    return item.question


__all__ = [
    "SYSTEM_PROMPT", "DEFAULT_TEMPERATURE", "DEFAULT_MAX_TOKENS", "REASONING_MAX_TOKENS",
    "ModelSettings", "MODEL_SETTINGS", "settings_for", "user_prompt",
]
