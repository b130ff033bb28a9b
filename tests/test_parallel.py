"""--jobs: multi-process extraction gives exactly the single-process results, in order."""

from __future__ import annotations

import multiprocessing as mp
import os
import signal
from pathlib import Path

import pytest

import kg.parallel
from kg.build import build
from kg.corpus import read_corpus
from kg.errors import KgError
from kg.exporters import DEFAULT_FORMATS
from kg.extract import extract_papers
from kg.parallel import extract_chunks, extract_parallel
from tests.conftest import SEEDS


@pytest.fixture
def counted_pools(monkeypatch):
    """Small chunks so the seeds spread over several tasks, and the sizes of the worker pools started."""
    started: list[int] = []
    real = kg.parallel._executor

    def counting(processes, initializer=None):
        started.append(processes)
        return real(processes, initializer)

    monkeypatch.setattr(kg.parallel, "CHUNK", 4)
    monkeypatch.setattr(kg.parallel, "_executor", counting)
    return started


@pytest.fixture(scope="module")
def seed_papers():
    return read_corpus([SEEDS]).papers


def test_parallel_extractions_equal_single_process_in_order(seed_papers, counted_pools):
    single = list(extract_papers(seed_papers))
    multi = list(extract_parallel(seed_papers, jobs=2))
    assert counted_pools == [2]
    assert [e.paper_id for e in multi] == [p.id for p in seed_papers]
    assert multi == single


def test_parallel_chunks_keep_order_and_size(seed_papers):
    chunks = list(extract_chunks(seed_papers, jobs=2, chunk_size=5))
    assert [len(c) for c in chunks] == [5] * (len(seed_papers) // 5) + ([len(seed_papers) % 5] if len(seed_papers) % 5 else [])
    assert [e.paper_id for c in chunks for e in c] == [p.id for p in seed_papers]


def test_parallel_one_job_or_small_input_starts_no_pool(seed_papers, counted_pools):
    list(extract_parallel(seed_papers, jobs=1))
    list(extract_parallel(seed_papers[:3], jobs=2))
    assert counted_pools == []


def test_parallel_build_with_jobs_and_cache_writes_same_turtle_as_plain_build(tmp_path, counted_pools):
    plain = build([SEEDS], tmp_path / "plain", formats=["turtle"], jobs=1)
    cold = build([SEEDS], tmp_path / "cold", formats=["turtle"], jobs=2, cache=tmp_path / "cache")
    warm = build([SEEDS], tmp_path / "warm", formats=["turtle"], jobs=2, cache=tmp_path / "cache")
    assert counted_pools == [2]  # the warm build found everything in the cache
    assert (cold.cache.misses, warm.cache.hits, warm.cache.misses) == (len(plain.corpus.papers),) * 2 + (0,)
    ttl = (tmp_path / "plain" / "graph.ttl").read_bytes()
    assert (tmp_path / "cold" / "graph.ttl").read_bytes() == ttl
    assert (tmp_path / "warm" / "graph.ttl").read_bytes() == ttl


def test_parallel_exports_side_by_side_write_the_same_files(tmp_path, counted_pools):
    one = build([SEEDS], tmp_path / "one", jobs=1)
    two = build([SEEDS], tmp_path / "two", jobs=2)
    assert counted_pools == [2, 2]  # extraction, then the exporters
    names = [p.relative_to(tmp_path / "one").as_posix() for p in one.written]
    assert names == [p.relative_to(tmp_path / "two").as_posix() for p in two.written]
    assert len(names) > 2
    for name in names:
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes(), name
    assert set(two.timings) >= {"read", "extract", "resolve", "graph", "export"} | {
        f"export {n}" for n in DEFAULT_FORMATS}


def _killed(papers):
    os.kill(os.getpid(), signal.SIGKILL)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
def test_parallel_killed_worker_is_a_clear_error_not_a_hang(seed_papers, counted_pools, monkeypatch):
    monkeypatch.setattr(kg.parallel, "_extract_chunk", _killed)
    with pytest.raises(KgError, match="worker process stopped unexpectedly.*--jobs 1"):
        list(extract_parallel(seed_papers, jobs=2))


def test_parallel_default_jobs_is_the_usable_cores():
    assert 1 <= kg.parallel.default_jobs() <= (mp.cpu_count() or 1)


def test_parallel_chunk_pauses_the_collector_and_restores_it(seed_papers, monkeypatch):
    import gc

    seen = []
    monkeypatch.setattr(kg.parallel, "extract_papers", lambda papers: (seen.append(gc.isenabled()) or [])[:0])
    assert gc.isenabled()
    kg.parallel._extract_chunk(seed_papers[:2])
    assert seen == [False] and gc.isenabled()
    gc.disable()
    try:
        kg.parallel._extract_chunk(seed_papers[:2])
        assert not gc.isenabled()  # a collector that was off stays off
    finally:
        gc.enable()
