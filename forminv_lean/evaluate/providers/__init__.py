"""Providers: one file each, behind one interface, found through the plugin registry."""

from forminv_lean.evaluate.providers.base import (
    Answer,
    ChatProvider,
    ChatReply,
    ChatRequest,
    ModelSpec,
    OfflineProvider,
    Provider,
    ProviderOptions,
)
from forminv_lean.evaluate.providers.registry import PROVIDERS, resolve, resolve_all

__all__ = [
    "Answer", "ChatProvider", "ChatReply", "ChatRequest", "ModelSpec", "OfflineProvider",
    "Provider", "ProviderOptions", "PROVIDERS", "resolve", "resolve_all",
]
