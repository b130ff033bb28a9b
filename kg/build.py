"""The main job: read → extract → resolve → graph → export, with progress and a one-line summary."""

from __future__ import annotations

import sqlite3
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import networkx as nx
from tqdm import tqdm

from kg.corpus import Corpus, read_corpus
from kg.exporters import DEFAULT_FORMATS, get_exporter
from kg.exporters.atomic import Staging
from kg.cache import CacheStats, ExtractionCache
from kg.graph import build_graph
from kg.parallel import extract_chunks, write_exports
from kg.resolve import resolve
from kg.schema import Extraction

_CACHE_FLUSH = 2048  # papers extracted between cache writes


@dataclass
class BuildReport:
    """What a build did, for the summary line."""

    corpus: Corpus
    graph: nx.MultiDiGraph
    written: list[Path] = field(default_factory=list)
    seconds: float = 0.0
    cache: CacheStats | None = None
    timings: dict[str, float] = field(default_factory=dict)  # stage → seconds

    def summary(self) -> str:
        """One line: papers, duplicates, entities per type, edges and triples, files, seconds, cache use."""
        types = Counter(d["type"] for _, d in self.graph.nodes(data=True))
        per_type = ", ".join(f"{t} {types[t]}" for t in ("Method", "Model", "Dataset", "Task", "Metric", "Result",
                                                          "Repository"))
        unknown = len(self.corpus.unknown_venue_files())
        venue = f"; venue unknown in {unknown} file(s)" if unknown else ""
        warn = self.corpus.problem_summary()
        triples = len({(u, d["type"], v) for u, v, d in self.graph.edges(data=True)})
        cached = (f"; {self.cache.misses} extracted, {self.cache.hits} from cache"
                  if self.cache and self.cache.hits else "")
        return (f"{len(self.corpus.papers)} papers ({self.corpus.duplicates} duplicates merged); {per_type}; "
                f"{self.graph.number_of_nodes()} nodes, {self.graph.number_of_edges()} edges, "
                f"{triples} distinct triples; {len(self.written)} files in {self.seconds:.1f}s{cached}{venue}{warn}")


def extract_all(corpus: Corpus, *, progress: bool = False, jobs: int | None = 1,
                cache: ExtractionCache | None = None) -> list[Extraction]:
    """Extraction for every paper, in corpus order: cached ones reused, the rest run on ``jobs`` processes."""
    papers = corpus.papers
    found: list[Extraction | None] = cache.get_many(papers) if cache else [None] * len(papers)
    todo = [p for p, e in zip(papers, found) if e is None]
    fresh: list[Extraction] = []
    unsaved = 0
    with tqdm(total=len(papers), initial=len(papers) - len(todo), desc="extract", unit="abstract",
              disable=not progress, leave=False) as bar:
        for chunk in extract_chunks(todo, jobs=jobs):
            fresh.extend(chunk)
            bar.update(len(chunk))
            unsaved += len(chunk)
            if cache and unsaved >= _CACHE_FLUSH:  # an interrupted build keeps what it did
                cache.put_many(zip(todo[len(fresh) - unsaved:len(fresh)], fresh[-unsaved:]))
                unsaved = 0
    if cache and unsaved:
        cache.put_many(zip(todo[len(fresh) - unsaved:], fresh[-unsaved:]))
    it = iter(fresh)
    return [e if e is not None else next(it) for e in found]


def build_graph_only(inputs: Sequence[str | Path], *, strict: bool = False) -> nx.MultiDiGraph:
    """Read, extract, resolve and build the graph, writing nothing."""
    corpus = read_corpus(inputs, strict=strict)
    extractions = extract_all(corpus)
    return build_graph(corpus.papers, extractions, resolve(extractions))


def _open_cache(folder: Path, corpus: Corpus) -> ExtractionCache | None:
    """The extraction cache in folder; a cache that cannot be opened only costs time, so it warns."""
    try:
        return ExtractionCache(folder)
    except (OSError, sqlite3.Error) as exc:
        corpus.warnings.append(f"{folder}: extraction cache disabled ({exc})")
        return None


def build(inputs: Sequence[str | Path], out_dir: Path, *, formats: Sequence[str] = DEFAULT_FORMATS,
          strict: bool = False, progress: bool = False, jobs: int | None = None,
          cache: Path | None = None) -> BuildReport:
    """Build the graph from input files and write every requested export into out_dir.

    ``jobs`` processes for extraction and exports (None: all cores); ``cache`` a folder for per-paper
    extractions reused by later builds (None: no cache).
    """
    t0 = time.perf_counter()
    exporters = [(name, get_exporter(name)) for name in formats]  # unknown names fail before any work
    timings: dict[str, float] = {}
    with tqdm(total=4 + len(exporters), desc="build", unit="stage", disable=not progress, leave=False,
              bar_format="{desc}: {n_fmt}/{total_fmt} stages [{elapsed}] {postfix}") as stages:
        def stage(name: str) -> None:
            timings[name] = time.perf_counter()
            stages.set_postfix_str(name)

        stage("read")
        corpus = read_corpus(inputs, strict=strict, exclude=[out_dir])
        staging = Staging(Path(out_dir))  # fails now, not after extraction, if out_dir cannot be written
        stages.update()
        stage("extract")
        store = _open_cache(cache, corpus) if cache is not None else None
        try:
            extractions = extract_all(corpus, progress=progress, jobs=jobs, cache=store)
        finally:
            if store:
                store.close()
        stages.update()
        stage("resolve")
        resolution = resolve(extractions)
        stages.update()
        stage("graph")
        graph = build_graph(corpus.papers, extractions, resolution)
        stages.update()
        del extractions, resolution  # the graph holds what the exports need
        report = BuildReport(corpus, graph, cache=store.stats if store else None)
        stage("export")
        done = {}
        for run in write_exports(graph, [name for name, _ in exporters], staging.path, jobs=jobs):
            done[run.name] = run.paths
            report.timings[f"export {run.name}"] = run.seconds
            stages.update()
        report.written = staging.publish([p for name, _ in exporters for p in done[name]])  # all together, or none
    marks = [*timings.values(), time.perf_counter()]
    report.timings = {name: end - start for name, start, end in zip(timings, marks, marks[1:])} | report.timings
    report.seconds = time.perf_counter() - t0
    return report
