"""What every forked worker process does first: die with its parent, let go of the
caller's terminal and pipes, and stay under a memory ceiling.

Why each:

* **Die with the parent.** A worker blocked in ``recv`` on a pipe whose other end some
  sibling also inherited never sees EOF, so a parent killed by a signal used to leave its
  checker workers running for good. On Linux the kernel now kills the worker the moment
  the thread that forked it ends (``PR_SET_PDEATHSIG``); elsewhere a thread polls the
  parent's pid.
* **Let go of stdin/stdout/stderr.** Workers talk to the parent over their own pipes only.
  Holding the caller's stdout kept ``forminv-lean build | tee log`` open after the build
  had ended; and a worker's dying words are not the user's business (the parent reports
  a dead worker as ``unknown``).
* **Killed by the CPU time it used** (``cpu_seconds``): a parent that kills an overrunning
  worker reads its CPU clock, so a loaded machine (slower wall time, same computation) does
  not change which queries finish; wall time only catches a worker stuck without computing.
* **Memory ceiling** (checker workers): ``RLIMIT_AS`` at the worker's size when it starts
  plus a budget, so one pathological pair ends in ``MemoryError`` (or the worker's death),
  reported as ``unknown``, instead of taking the machine. ``FORMINV_WORKER_MEMORY_MB`` sets
  the budget; the default is 2 GiB, less when many workers share a small machine.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from collections.abc import Iterable
from typing import Any

from forminv_lean.signals import reset_in_child

MEMORY_ENV = "FORMINV_WORKER_MEMORY_MB"
DEFAULT_BUDGET_MB = 2048
_PR_SET_PDEATHSIG = 1


def _pdeathsig() -> bool:
    """Ask the Linux kernel to SIGKILL this process when its parent thread ends."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return int(libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)) == 0
    except (OSError, AttributeError):
        return False


def _watch(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(70)


def bind_to_parent(parent: int) -> None:
    """End this process when ``parent`` (the pid that forked it) is gone."""
    if not _pdeathsig():
        threading.Thread(target=_watch, args=(parent,), daemon=True,
                         name="forminv-parent-watch").start()
    if os.getppid() != parent:  # the parent died before the kernel was told to watch it
        os._exit(70)


def detach_stdio() -> None:
    """Point fds 0-2 at /dev/null: the worker no longer holds the caller's terminal or pipes."""
    fd = os.open(os.devnull, os.O_RDWR)
    try:
        for target in (0, 1, 2):
            os.dup2(fd, target)
    finally:
        if fd > 2:
            os.close(fd)


def memory_budget(workers: int = 1) -> int:
    """Bytes of address space one of ``workers`` checker workers may add to its size."""
    env = os.environ.get(MEMORY_ENV, "").strip()
    if env:
        try:
            mb = int(env)
        except ValueError:
            mb = 0
        if mb > 0:
            return mb << 20
    budget = DEFAULT_BUDGET_MB << 20
    try:
        total = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return budget
    return int(min(budget, max(256 << 20, total // (max(1, workers) + 1))))


def _address_space() -> int | None:
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as fh:
            for line in fh:
                if line.startswith("VmSize:"):
                    return int(line.split()[1]) << 10
    except OSError:
        pass
    return None


def limit_memory(budget: int) -> int | None:
    """Cap this process's address space at its current size plus ``budget``; return the
    cap (None where it cannot be measured or set)."""
    try:
        import resource
    except ImportError:  # not a Unix
        return None
    size = _address_space()
    if size is None:
        return None
    cap = size + budget
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard != resource.RLIM_INFINITY:
        cap = min(cap, hard)
    try:
        resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    except (ValueError, OSError):
        return None
    return cap


def start_worker(parent: int, *, close: Iterable[Any] = (), memory: int | None = None) -> None:
    """The first thing a forked worker runs: see the module docstring.

    ``close`` are connections the parent holds (copied into this process by fork) that
    the worker must not keep open; ``memory`` is the budget for :func:`limit_memory`.
    """
    reset_in_child()
    bind_to_parent(parent)
    for conn in close:
        try:
            conn.close()
        except OSError:
            pass
    detach_stdio()
    if memory is not None:
        limit_memory(memory)


__all__ = ["MEMORY_ENV", "bind_to_parent", "detach_stdio", "limit_memory", "memory_budget",
           "start_worker"]


_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def cpu_seconds(pid: int | None) -> float | None:
    """User + system CPU time of process `pid` (Linux `/proc`), None where unavailable."""
    if pid is None:
        return None
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            fields = fh.read().rsplit(b")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / _TICKS
    except (OSError, IndexError, ValueError):
        return None
