"""Where proof obligations run: a local process pool (default) or a Ray cluster.

Work is cut into chunks; each finished chunk is written to ``workdir`` at once (atomic),
keyed by a hash of its obligations, so a crash loses at most the chunks in flight and a
rerun skips the finished ones. Memory stays bounded by the chunk size.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Protocol

from forminv_lean import __version__
from forminv_lean.errors import MissingDependencyError, UsageError
from forminv_lean.jsonl import dumps, write_text_atomic
from forminv_lean.registry import Registry


@dataclass(frozen=True)
class Obligation:
    id: str
    p: str
    q: str
    level: str
    timeout: float
    lean_name: str

    def key(self) -> str:
        return hashlib.sha256(dumps([asdict(self), __version__]).encode()).hexdigest()


Result = dict[str, Any]          # CheckResult.to_dict()
Progress = Callable[[int], None]


def check_one(ob: Obligation) -> Result:
    """Run one obligation in this process (Ray tasks and tests use it)."""
    from forminv_lean.formal import check

    try:
        return check(ob.p, ob.q, level=ob.level, timeout=ob.timeout, lean_name=ob.lean_name).to_dict()
    except Exception as exc:  # one bad pair never kills a batch
        return {"verdict": "unsupported", "level": None, "vacuous": False, "method": "error",
                "counterexample": None, "lean": None, "reason": f"{type(exc).__name__}: {exc}"}


def check_chunk(obs: Sequence[Obligation]) -> list[Result]:
    return [check_one(o) for o in obs]


def chunked(obs: Sequence[Obligation], size: int) -> list[list[Obligation]]:
    return [list(obs[i:i + size]) for i in range(0, len(obs), size)]


def chunk_file(workdir: Path, index: int, chunk: Sequence[Obligation]) -> Path:
    h = hashlib.sha256("".join(o.key() for o in chunk).encode()).hexdigest()[:16]
    return workdir / f"chunk-{index:05d}-{h}.jsonl"


def load_chunk(path: Path, chunk: Sequence[Obligation]) -> list[Result] | None:
    """A finished chunk's results, or None when absent or not matching (then it reruns)."""
    if not path.exists():
        return None
    try:
        rows = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x]
    except (OSError, json.JSONDecodeError):
        return None
    if [r.get("id") for r in rows] != [o.id for o in chunk]:
        return None
    return [r["result"] for r in rows]


def save_chunk(path: Path, chunk: Sequence[Obligation], results: Sequence[Result]) -> None:
    write_text_atomic(path, "".join(dumps({"id": o.id, "result": r}) + "\n"
                                    for o, r in zip(chunk, results, strict=True)))


class Executor(Protocol):
    name: str

    def run(self, obligations: Sequence[Obligation], *, workdir: Path | None,
            chunk_size: int = 64, progress: Progress | None = None) -> Iterator[tuple[str, Result]]:
        ...


def _resume(obligations: Sequence[Obligation], workdir: Path | None, chunk_size: int,
            progress: Progress | None) -> tuple[list[tuple[int, list[Obligation]]],
                                                list[tuple[str, Result]]]:
    """Split into chunks; return the ones still to run and the results already on disk."""
    todo: list[tuple[int, list[Obligation]]] = []
    done: list[tuple[str, Result]] = []
    for i, ch in enumerate(chunked(obligations, chunk_size)):
        prev = load_chunk(chunk_file(workdir, i, ch), ch) if workdir else None
        if prev is None:
            todo.append((i, ch))
        else:
            done.extend((o.id, r) for o, r in zip(ch, prev, strict=True))
            if progress:
                progress(len(ch))
    return todo, done


class LocalExecutor:
    """All cores of this machine through the checker's own process pool (hard-kills hangs)."""

    name = "local"

    def __init__(self, workers: int | None = None) -> None:
        self.workers = workers

    def run(self, obligations: Sequence[Obligation], *, workdir: Path | None,
            chunk_size: int = 64, progress: Progress | None = None) -> Iterator[tuple[str, Result]]:
        from forminv_lean.formal import check_many

        todo, done = _resume(obligations, workdir, chunk_size, progress)
        yield from done
        if not todo:
            return
        owner: dict[str, int] = {}
        for i, ch in todo:
            for o in ch:
                owner[o.id] = i
        chunks = dict(todo)
        pending: dict[int, dict[str, Result]] = {i: {} for i, _ in todo}
        pairs = ((o.id, o.p, o.q, {"level": o.level, "lean_name": o.lean_name})
                 for _, ch in todo for o in ch)
        timeout = max(o.timeout for _, ch in todo for o in ch)
        for oid, res in check_many(pairs, workers=self.workers, timeout=timeout):
            i = owner[oid]
            pending[i][oid] = res.to_dict()
            if progress:
                progress(1)
            if len(pending[i]) == len(chunks[i]):
                results = [pending[i][o.id] for o in chunks[i]]
                if workdir:
                    save_chunk(chunk_file(workdir, i, chunks[i]), chunks[i], results)
                yield from zip((o.id for o in chunks[i]), results, strict=True)
                del pending[i]


class RayExecutor:
    """A Ray cluster (or a local Ray started on loopback): one task per chunk."""

    name = "ray"

    def __init__(self, address: str | None = None, num_cpus: int | None = None) -> None:
        try:
            import ray
        except ImportError:
            raise MissingDependencyError(
                "Ray is not installed: pip install 'forminv-lean[ray]'") from None
        self.ray = ray
        if not ray.is_initialized():
            kw: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
            if address:
                kw["address"] = address
            else:
                kw.update(num_cpus=num_cpus, _node_ip_address="127.0.0.1")
            ray.init(**kw)
        self._task = ray.remote(check_chunk)

    def run(self, obligations: Sequence[Obligation], *, workdir: Path | None,
            chunk_size: int = 64, progress: Progress | None = None) -> Iterator[tuple[str, Result]]:
        todo, done = _resume(obligations, workdir, chunk_size, progress)
        yield from done
        refs = {self._task.remote(ch): (i, ch) for i, ch in todo}
        while refs:
            ready, _ = self.ray.wait(list(refs), num_returns=1)
            for ref in ready:
                i, ch = refs.pop(ref)
                results = self.ray.get(ref)
                if workdir:
                    save_chunk(chunk_file(workdir, i, ch), ch, results)
                if progress:
                    progress(len(ch))
                yield from zip((o.id for o in ch), results, strict=True)


EXECUTORS: Registry[Callable[..., Executor]] = Registry("executors", label="executor")
EXECUTORS.register("local", LocalExecutor)
EXECUTORS.register("ray", RayExecutor)


def make_executor(name: str = "local", *, workers: int | None = None,
                  address: str | None = None) -> Executor:
    if name == "local":
        if address:
            raise UsageError("--address only applies to --executor ray")
        return LocalExecutor(workers)
    if name == "ray":
        return RayExecutor(address, num_cpus=workers)
    return EXECUTORS.get(name)()
