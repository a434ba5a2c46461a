"""``provider/model`` -> providers, through the one generic plugin registry.

Built-ins and third-party providers arrive the same way: an entry point in the group
``forminv_lean.providers`` naming a factory ``(ModelSpec, ProviderOptions) -> [Provider]``
(see ``pyproject.toml``). Factories import their SDK lazily, so listing providers is cheap.
"""

from __future__ import annotations

from collections.abc import Sequence

from forminv_lean.errors import ForminvError
from forminv_lean.evaluate.providers.base import Factory, ModelSpec, Provider, ProviderOptions
from forminv_lean.registry import Registry

PROVIDERS: Registry[Factory] = Registry("providers")


def resolve(model: str, options: ProviderOptions | None = None) -> list[Provider]:
    """The providers behind one ``--model`` value (several for a multi-model replay)."""
    spec = ModelSpec.parse(model)
    factory = PROVIDERS.get(spec.provider)
    return list(factory(spec, options or ProviderOptions()))


def resolve_all(models: Sequence[str], options: ProviderOptions | None = None) -> list[Provider]:
    """Resolve every model before any request, so a bad name or a missing key fails first."""
    if not models:
        raise ForminvError("no model given; e.g. --model baseline/always-true")
    out: list[Provider] = []
    seen: set[str] = set()
    for m in models:
        for p in resolve(m, options):
            if p.label in seen:
                raise ForminvError(f"model '{p.label}' given twice")
            seen.add(p.label)
            out.append(p)
    return out


__all__ = ["PROVIDERS", "resolve", "resolve_all"]
