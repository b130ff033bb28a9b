"""Multi-process work: extraction in chunks of papers, in their original order; exporters side by side.

Each worker builds the spaCy pipeline once (or inherits the parent's through fork) and runs the same
``extract_papers`` as a single-process build, one chunk at a time, so the results are identical; only
plain dataclasses cross process boundaries.
"""

from __future__ import annotations

import gc
import multiprocessing as mp
import os
import sys
import time
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path

import networkx as nx

from kg import collector
from kg.errors import KgError
from kg.extract import extract_papers
from kg.schema import Extraction, Paper

CHUNK = 256  # papers per task: 3-8% faster than 64 on 28k abstracts (fewer round trips), ~100 tasks to balance
# Exporter processes at once, whatever --jobs: a forked exporter ends up with a private copy of most of the
# graph (reading an object writes its reference count, which copies the page), so the build holds the main
# process plus this many graphs. Two overlap the exports' CPU time on two cores and keep the 28k-abstract
# build under 2 GB in all (measured: 1.8 GB PSS; five at once would add ~0.55 GB each).
EXPORT_PROCESSES = 2


def default_jobs() -> int:
    """All the cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def _chunks(papers: Iterable[Paper], size: int) -> Iterator[list[Paper]]:
    chunk: list[Paper] = []
    for p in papers:
        chunk.append(p)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _init_worker() -> None:
    from kg.nlp.pipeline import extraction_nlp

    extraction_nlp()  # once per worker, not once per chunk


def _extract_chunk(papers: list[Paper]) -> list[Extraction]:
    # The cyclic collector would run every few hundred allocations and walk the young spaCy objects again and
    # again (~10% of extraction time); a chunk's garbage is small, so it waits until the chunk is done.
    with collector.paused():
        return list(extract_papers(papers))


def _context() -> mp.context.BaseContext:
    # fork shares the already-built pipeline and imports copy-on-write; spawn elsewhere.
    return mp.get_context("fork" if "fork" in mp.get_all_start_methods() else "spawn")


def _executor(processes: int, initializer=None) -> ProcessPoolExecutor:
    # Not multiprocessing.Pool: when a worker is killed (out of memory) the executor reports it instead of
    # waiting forever for the lost task.
    return ProcessPoolExecutor(processes, mp_context=_context(), initializer=initializer)


def _died(what: str) -> KgError:
    return KgError(f"{what} worker process stopped unexpectedly (killed, perhaps for lack of memory); "
                   "run with --jobs 1 to work in one process")


def extract_chunks(papers: Sequence[Paper], *, jobs: int | None = None,
                   chunk_size: int | None = None) -> Iterator[list[Extraction]]:
    """Extractions of ``papers`` in their order, yielded a chunk at a time, using ``jobs`` processes."""
    jobs = default_jobs() if jobs is None else max(1, jobs)
    chunk_size = chunk_size or CHUNK
    if jobs == 1 or len(papers) <= chunk_size:
        for chunk in _chunks(papers, chunk_size):
            yield _extract_chunk(chunk)
        return
    from kg.nlp.pipeline import extraction_nlp

    extraction_nlp()  # rule errors surface here, once; fork workers inherit the pipeline
    pool = _executor(min(jobs, -(-len(papers) // chunk_size)), _init_worker)
    try:
        # Unpickling the workers' results makes millions of objects in this process; with the collector on
        # it walks all the results so far again and again and takes as much CPU as a worker. The results hold
        # no reference cycles, so nothing waits uncollected.
        with collector.paused():
            yield from pool.map(_extract_chunk, _chunks(papers, chunk_size))
    except BrokenProcessPool as exc:
        raise _died("an extraction") from exc
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def extract_parallel(papers: Sequence[Paper], *, jobs: int | None = None) -> Iterator[Extraction]:
    """Extractions of ``papers`` in their order, one per paper, using ``jobs`` processes."""
    for chunk in extract_chunks(papers, jobs=jobs):
        yield from chunk


# The graph that forked export workers inherit (copy-on-write) instead of receiving it pickled.
_SHARED: dict[str, object] = {}


@dataclass
class ExportDone:
    """One exporter's run: the files it wrote, its wall and CPU seconds, its process's peak memory."""

    name: str
    paths: list[Path]
    seconds: float
    cpu_seconds: float
    peak_mb: float


def peak_memory_mb() -> float:
    """This process's resident-set high-water mark in MB (VmHWM; unlike ru_maxrss it restarts at exec)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / (1024 if sys.platform != "darwin" else 1024 ** 2)


def _export(task: tuple[str, str]) -> ExportDone:
    from kg.exporters import get_exporter

    name, out_dir = task
    t, cpu = time.perf_counter(), time.process_time()
    paths = get_exporter(name)(_SHARED["graph"], Path(out_dir))
    return ExportDone(name, paths, time.perf_counter() - t, time.process_time() - cpu, peak_memory_mb())


def write_exports(graph: nx.MultiDiGraph, names: Sequence[str], out_dir: Path, *,
                  jobs: int | None = None) -> Iterator[ExportDone]:
    """Run each named exporter on graph into out_dir, yielding each run as it finishes.

    The exporters are independent (each writes its own files), so with ``jobs`` > 1 they run side by side
    in forked processes that share the graph's memory, at most ``min(jobs, EXPORT_PROCESSES)`` at once;
    where fork is unavailable they run one by one.
    """
    jobs = default_jobs() if jobs is None else max(1, jobs)
    tasks = [(name, str(out_dir)) for name in names]
    _SHARED["graph"] = graph
    try:
        if jobs == 1 or len(tasks) < 2:
            yield from map(_export, tasks)
            return
        if _context().get_start_method() != "fork":
            yield from map(_export, tasks)
            return
        # The cyclic collector writes into every object it scans, which in a forked worker copies each page
        # of the shared graph; frozen objects are never scanned, so the workers keep sharing those pages.
        gc.freeze()
        pool = _executor(min(jobs, len(tasks), EXPORT_PROCESSES))
        try:
            for done in as_completed([pool.submit(_export, task) for task in tasks]):
                yield done.result()
        except BrokenProcessPool as exc:
            raise _died("an export") from exc
        finally:
            pool.shutdown(wait=True, cancel_futures=True)
            gc.unfreeze()
    finally:
        _SHARED.clear()
