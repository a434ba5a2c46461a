"""Where proof obligations run: a local process pool (default) or a Ray cluster.

Work is cut into chunks; each finished chunk is written to ``workdir`` at once (atomic),
keyed by a hash of its obligations, so a crash loses at most the chunks in flight and a
rerun skips the finished ones. Memory stays bounded by the chunk size.
"""

from __future__ import annotations

import functools
import hashlib
import importlib
import json
import os
import re
import socket
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Protocol

from forminv_lean import __version__
from forminv_lean.errors import ForminvError, MissingDependencyError, UsageError
from forminv_lean.jsonl import dumps, write_text_atomic
from forminv_lean.registry import Registry


@dataclass(frozen=True)
class Obligation:
    """One check to run: is rendering ``q`` equivalent to ``p`` at ``level``, within ``timeout``."""
    id: str
    p: str
    q: str
    level: str
    timeout: float
    lean_name: str

    def key(self) -> str:
        return hashlib.sha256(dumps([asdict(self), __version__, checker_fingerprint()])
                              .encode()).hexdigest()


@functools.cache
def checker_fingerprint() -> str:
    """A hash of the checker's source (forminv_lean/formal/): a finished chunk is reused only
    by the checker that wrote it (a fix to the checker must not keep its old verdicts, and
    the package version does not move with every fix)."""
    root = Path(__file__).resolve().parents[1] / "formal"
    h = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        h.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
    return h.hexdigest()[:16]


Result = dict[str, Any]          # CheckResult.to_dict()
Progress = Callable[[int], None]


def _options(ob: Obligation) -> dict[str, Any]:
    return {"level": ob.level, "timeout": ob.timeout, "lean_name": ob.lean_name}


def check_one(ob: Obligation) -> Result:
    """Run one obligation in this process, without a hard time limit (for tests, debugging).

    Failures become verdicts exactly as in `check_many` (parse error -> unsupported, other
    crash -> unknown).
    """
    from forminv_lean.formal.batch import check_one as _check

    return _check(ob.p, ob.q, _options(ob), ob.timeout).to_dict()


def _pairs(obs: Sequence[Obligation]) -> Iterator[tuple[str, str, str, dict[str, Any]]]:
    return ((o.id, o.p, o.q, _options(o)) for o in obs)


_WARM_UP = Obligation("warm-up", "∀ a b : ℕ, a + b = b + a", "∀ a b : ℕ, b + a = a + b",
                      "form", 2.0, "warm_up")
_warm = False


def _warm_up() -> None:
    """Load the checker into this process once: `check_many` forks its worker from here, and
    a cold worker spends ~0.3 s importing and building the parser before its first pair."""
    global _warm
    if not _warm:
        import forminv_lean.formal.kernel.encoder  # noqa: F401

        check_one(_WARM_UP)
        _warm = True


def check_chunk(obs: Sequence[Obligation]) -> list[Result]:
    """One chunk, in order, through `check_many` with one worker (the body of a Ray task).

    The same path as the local executor: a pair that overruns the hard limit
    (max(20 s, 15 x timeout)) is killed and reported `unknown` instead of running on, so a
    Ray build and a local build give the same verdicts.
    """
    from forminv_lean.formal import check_many

    if not obs:
        return []
    _warm_up()
    timeout = max(o.timeout for o in obs)
    got = {oid: res.to_dict() for oid, res in check_many(_pairs(obs), workers=1, timeout=timeout)}
    return [got[o.id] for o in obs]


def chunked(obs: Sequence[Obligation], size: int) -> list[list[Obligation]]:
    """``obs`` cut into consecutive chunks of at most ``size``."""
    return [list(obs[i:i + size]) for i in range(0, len(obs), size)]


def chunk_key(chunk: Sequence[Obligation]) -> str:
    """The hash of a chunk's obligations, each bound to the tool's version and the checker's
    source (`Obligation.key`): what a saved result must have been computed for."""
    return hashlib.sha256("".join(o.key() for o in chunk).encode()).hexdigest()


def chunk_file(workdir: Path, index: int, chunk: Sequence[Obligation]) -> Path:
    """Where a chunk's results are saved, named by its index and a hash of its obligations."""
    return workdir / f"chunk-{index:05d}-{chunk_key(chunk)[:16]}.jsonl"


CHECKPOINT_FORMAT = 2


def _seal(key: str, body: str) -> str:
    return hashlib.sha256(f"{CHECKPOINT_FORMAT}\0{key}\0{body}".encode()).hexdigest()


def load_chunk(path: Path, chunk: Sequence[Obligation]) -> list[Result] | None:
    """A finished chunk's results, or None when absent or not matching (then it reruns).

    The first line seals the rest: the chunk's key (its obligations, the tool's version and
    the checker's source) and a hash of the result lines under that key. A file written by
    another checker, cut short, or edited by hand (a refuted pair turned `equivalent`) does
    not match and is recomputed, never trusted."""
    if not path.is_file() or path.is_symlink():
        return None
    try:  # a truncated file may end inside a JSON value or inside a UTF-8 character;
        # lines split on "\n" only: a reason may hold U+2028, which splitlines would cut
        head, sep, body = path.read_text(encoding="utf-8").partition("\n")
        seal = json.loads(head) if sep else None
        key = chunk_key(chunk)
        if not isinstance(seal, dict) or seal.get("key") != key \
                or seal.get("sha256") != _seal(key, body):
            return None
        rows = [json.loads(x) for x in body.split("\n") if x]
    except (OSError, ValueError):
        return None
    if not all(isinstance(r, dict) and isinstance(r.get("result"), dict)
               and "verdict" in r["result"] for r in rows):
        return None
    if [r.get("id") for r in rows] != [o.id for o in chunk]:
        return None
    if any(r["result"]["verdict"] == "unknown" for r in rows):
        return None  # an older file holding an unknown (see save_chunk): decide it again
    return [r["result"] for r in rows]


def save_chunk(path: Path, chunk: Sequence[Obligation], results: Sequence[Result]) -> None:
    """Save a finished chunk's results atomically and sealed, so a rerun can skip it.

    A chunk holding an `unknown` is not saved: an unknown may come from the machine rather
    than the pair (a worker killed by a stop, a wall-clock net under load, a memory ceiling),
    and a checkpoint must never freeze that into every later build; the chunk reruns."""
    if any(r.get("verdict") == "unknown" for r in results):
        return
    key = chunk_key(chunk)
    body = "".join(dumps({"id": o.id, "result": r}) + "\n"
                   for o, r in zip(chunk, results, strict=True))
    head = dumps({"checkpoint": CHECKPOINT_FORMAT, "key": key, "sha256": _seal(key, body)})
    write_text_atomic(path, head + "\n" + body)


class Executor(Protocol):
    """Where obligations run; yields ``(obligation id, result)`` as chunks finish, in any order."""
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
        timeout = max(o.timeout for _, ch in todo for o in ch)
        for oid, res in check_many(_pairs([o for _, ch in todo for o in ch]),
                                   workers=self.workers, timeout=timeout):
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


# Ray keeps to 127.0.0.1 only in its single-machine mode (the default on macOS/Windows),
# switched by this variable; Ray reads it at import, its child processes when they start.
_RAY_LOOPBACK_ENV = "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"


def _start_local_ray(ray: Any, num_cpus: int | None) -> None:
    """Start a new single-node Ray whose processes listen on loopback only.

    `ray.init(_node_ip_address="127.0.0.1")` alone does not do it on Linux: Ray swaps a
    loopback address for the machine's routable one, and its GCS, raylet and workers then
    listen on every interface. `address="local"` starts a new instance even when
    ``RAY_ADDRESS`` or a running ``ray start`` cluster would otherwise be joined.
    """
    try:
        consts: Any = importlib.import_module("ray._private.ray_constants")
    except ImportError:  # a Ray without this module: the environment variable still applies
        consts = None
    old_env = os.environ.get(_RAY_LOOPBACK_ENV)
    old_const = getattr(consts, "ENABLE_RAY_CLUSTER", None)
    os.environ[_RAY_LOOPBACK_ENV] = "0"
    if old_const is not None:
        consts.ENABLE_RAY_CLUSTER = False
    try:
        ray.init(address="local", num_cpus=num_cpus, include_dashboard=False,
                 log_to_driver=False, _node_ip_address="127.0.0.1")
    finally:
        if old_env is None:
            os.environ.pop(_RAY_LOOPBACK_ENV, None)
        else:
            os.environ[_RAY_LOOPBACK_ENV] = old_env
        if old_const is not None:
            consts.ENABLE_RAY_CLUSTER = old_const


def _unreachable(address: str, timeout: float = 5.0) -> str | None:
    """Why ``host:port`` does not accept a TCP connection, or None (also for ``auto``,
    ``ray://...`` and other forms Ray resolves itself)."""
    m = re.fullmatch(r"\[?([\w.:-]+?)\]?:(\d+)", address)
    if not m:
        return None
    try:
        socket.create_connection((m.group(1), int(m.group(2))), timeout=timeout).close()
    except OSError as exc:
        return exc.strerror or type(exc).__name__
    return None


def _task_error(index: int, size: int, exc: BaseException) -> ForminvError:
    """One line for a failed Ray task (Ray's own message is a coloured traceback)."""
    cause = getattr(exc, "cause", None)  # RayTaskError: the exception raised in the task
    inner = cause if isinstance(cause, BaseException) else exc
    text = re.sub(r"\x1b\[[0-9;]*m", "", f"{inner}\n{exc}")
    missing = re.search(r"No module named '?([\w.]+)'?", text)
    if missing:
        return MissingDependencyError(
            f"the Ray workers cannot import {missing.group(1)!r}: install forminv-lean (same "
            "version, with its dependencies) in the Python environment of every node")
    first = next((x.strip() for x in text.splitlines() if x.strip()), "")
    return ForminvError(f"Ray task for chunk {index} ({size} obligations) failed: "
                        f"{type(inner).__name__}: {first}; finished chunks are kept, rerun to "
                        "resume")


class RayExecutor:
    """A Ray cluster (or a local Ray started on loopback): one task per chunk.

    With ``address`` it joins that cluster, whose nodes must have forminv-lean installed.
    Without, it starts a private single-node Ray on 127.0.0.1 with ``num_cpus`` CPUs.
    :meth:`shutdown` stops that private Ray or leaves the joined cluster (Ray does either at
    process exit too). When Ray is already initialised in this process, that instance is
    used and left alone. Each task runs its chunk through `check_many` with one worker, so
    verdicts, failure handling and the hard limit per pair are those of the local executor.
    """

    name = "ray"

    def __init__(self, address: str | None = None, num_cpus: int | None = None) -> None:
        try:
            import ray
        except ImportError:
            raise MissingDependencyError(
                "Ray is not installed: pip install 'forminv-lean[ray]'") from None
        self.ray = ray
        self._started = False
        if not ray.is_initialized():
            if address:
                problem = _unreachable(address)
                if problem:  # Ray itself would retry a dead address for minutes
                    raise MissingDependencyError(
                        f"cannot join the Ray cluster at {address!r}: {problem}")
                try:
                    ray.init(address=address, include_dashboard=False, log_to_driver=False)
                except Exception as exc:  # unreachable, wrong version, refused token, ...
                    first = next((x.strip() for x in str(exc).splitlines() if x.strip()),
                                 type(exc).__name__)
                    raise MissingDependencyError(
                        f"cannot join the Ray cluster at {address!r}: {first}") from None
            else:
                _start_local_ray(ray, num_cpus)
            self._started = True
        self._task = ray.remote(check_chunk)

    def shutdown(self) -> None:
        """Stop the Ray this executor started, or leave the cluster it joined."""
        if self._started and self.ray.is_initialized():
            self.ray.shutdown()
        self._started = False

    def run(self, obligations: Sequence[Obligation], *, workdir: Path | None,
            chunk_size: int = 64, progress: Progress | None = None) -> Iterator[tuple[str, Result]]:
        todo, done = _resume(obligations, workdir, chunk_size, progress)
        yield from done
        refs = {self._task.remote(ch): (i, ch) for i, ch in todo}
        try:
            while refs:
                ready, _ = self.ray.wait(list(refs), num_returns=1)
                for ref in ready:
                    i, ch = refs.pop(ref)
                    try:
                        results = self.ray.get(ref)
                    except self.ray.exceptions.RayError as exc:
                        raise _task_error(i, len(ch), exc) from None
                    if workdir:
                        save_chunk(chunk_file(workdir, i, ch), ch, results)
                    if progress:
                        progress(len(ch))
                    yield from zip((o.id for o in ch), results, strict=True)
        finally:  # abandoned (error, interrupt, consumer stopped): free the cluster
            for ref in refs:
                try:
                    self.ray.cancel(ref)
                except Exception:  # Ray already shut down
                    pass


EXECUTORS: Registry[Callable[..., Executor]] = Registry("executors", label="executor")
EXECUTORS.register("local", LocalExecutor)
EXECUTORS.register("ray", RayExecutor)


def make_executor(name: str = "local", *, workers: int | None = None,
                  address: str | None = None) -> Executor:
    """The executor named on the command line: ``local``, ``ray`` or a registered plugin."""
    if name == "local":
        if address:
            raise UsageError("--address only applies to --executor ray")
        return LocalExecutor(workers)
    if name == "ray":
        return RayExecutor(address, num_cpus=workers)
    return EXECUTORS.get(name)()
