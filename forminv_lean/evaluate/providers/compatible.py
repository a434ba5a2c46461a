"""OpenAI-compatible presets: DeepSeek, OpenRouter, vLLM, Ollama.

Each is the OpenAI provider with a default URL and a key variable. A per-model URL is
written ``vllm/MODEL@http://host:port/v1``; ``--base-url`` and ``<PRESET>_BASE_URL`` also
override the default.
"""

from __future__ import annotations

from collections.abc import Sequence

from forminv_lean.evaluate.providers.base import ChatProvider, ModelSpec, ProviderOptions
from forminv_lean.evaluate.providers.openai import make_openai_compatible


def deepseek(spec: ModelSpec, options: ProviderOptions) -> Sequence[ChatProvider]:
    """``deepseek/<model>`` at https://api.deepseek.com with ``DEEPSEEK_API_KEY``."""
    return [make_openai_compatible(spec, options, default_url="https://api.deepseek.com",
                                   key_env="DEEPSEEK_API_KEY", url_env="DEEPSEEK_BASE_URL")]


def openrouter(spec: ModelSpec, options: ProviderOptions) -> Sequence[ChatProvider]:
    """``openrouter/<vendor>/<model>`` at https://openrouter.ai/api/v1 with ``OPENROUTER_API_KEY``."""
    return [make_openai_compatible(spec, options, default_url="https://openrouter.ai/api/v1",
                                   key_env="OPENROUTER_API_KEY", url_env="OPENROUTER_BASE_URL")]


def vllm(spec: ModelSpec, options: ProviderOptions) -> Sequence[ChatProvider]:
    """``vllm/<model>@http://host:port/v1``; a key (``VLLM_API_KEY``) only if the server wants one."""
    return [make_openai_compatible(spec, options, default_url=None, key_env="VLLM_API_KEY",
                                   key_required=False, url_env="VLLM_BASE_URL",
                                   placeholder_key="EMPTY")]


def ollama(spec: ModelSpec, options: ProviderOptions) -> Sequence[ChatProvider]:
    """``ollama/<model>`` at http://localhost:11434/v1, no key."""
    return [make_openai_compatible(spec, options, default_url="http://localhost:11434/v1",
                                   key_env=None, key_required=False, url_env="OLLAMA_BASE_URL",
                                   placeholder_key="ollama")]


__all__ = ["deepseek", "openrouter", "vllm", "ollama"]
