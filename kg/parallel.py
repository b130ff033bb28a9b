"""Multi-process extraction: papers go to worker processes in chunks and come back in their original order.

Each worker builds the spaCy pipeline once (or inherits the parent's through fork) and runs the same
``extract_papers`` as a single-process build, one chunk at a time, so the results are identical; only
plain dataclasses cross process boundaries.
"""

from __future__ import annotations

import multiprocessing as mp
import os
from collections.abc import Iterable, Iterator, Sequence

from kg.extract import extract_papers
from kg.schema import Extraction, Paper

CHUNK = 64  # papers per task: big enough to amortise pickling, small enough to balance two cores


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
    from kg.nlp.pipeline import make_nlp

    make_nlp()  # once per worker, not once per chunk


def _extract_chunk(papers: list[Paper]) -> list[Extraction]:
    return list(extract_papers(papers))


def _context() -> mp.context.BaseContext:
    # fork shares the already-built pipeline and imports copy-on-write; spawn elsewhere.
    return mp.get_context("fork" if "fork" in mp.get_all_start_methods() else "spawn")


def extract_chunks(papers: Sequence[Paper], *, jobs: int | None = None,
                   chunk_size: int | None = None) -> Iterator[list[Extraction]]:
    """Extractions of ``papers`` in their order, yielded a chunk at a time, using ``jobs`` processes."""
    jobs = default_jobs() if jobs is None else max(1, jobs)
    chunk_size = chunk_size or CHUNK
    if jobs == 1 or len(papers) <= chunk_size:
        for chunk in _chunks(papers, chunk_size):
            yield _extract_chunk(chunk)
        return
    from kg.nlp.pipeline import make_nlp

    make_nlp()  # fork workers inherit it
    ctx = _context()
    with ctx.Pool(min(jobs, -(-len(papers) // chunk_size)), initializer=_init_worker) as pool:
        yield from pool.imap(_extract_chunk, _chunks(papers, chunk_size))


def extract_parallel(papers: Sequence[Paper], *, jobs: int | None = None) -> Iterator[Extraction]:
    """Extractions of ``papers`` in their order, one per paper, using ``jobs`` processes."""
    for chunk in extract_chunks(papers, jobs=jobs):
        yield from chunk
