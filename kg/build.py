"""The main job: read → extract → resolve → graph → export, with progress and a one-line summary."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import networkx as nx
from tqdm import tqdm

from kg.corpus import Corpus, read_corpus
from kg.exporters import DEFAULT_FORMATS, get_exporter
from kg.extract import extract_papers
from kg.graph import build_graph
from kg.resolve import resolve
from kg.schema import Extraction


@dataclass
class BuildReport:
    """What a build did, for the summary line."""

    corpus: Corpus
    graph: nx.MultiDiGraph
    written: list[Path] = field(default_factory=list)
    seconds: float = 0.0

    def summary(self) -> str:
        """One line: papers, duplicates, entities per type, edges, seconds."""
        types = Counter(d["type"] for _, d in self.graph.nodes(data=True))
        per_type = ", ".join(f"{t} {types[t]}" for t in ("Method", "Model", "Dataset", "Task", "Metric", "Result",
                                                          "Repository"))
        unknown = len(self.corpus.unknown_venue_files())
        venue = f"; venue unknown in {unknown} file(s)" if unknown else ""
        warn = f"; {len(self.corpus.warnings)} warning(s)" if self.corpus.warnings else ""
        return (f"{len(self.corpus.papers)} papers ({self.corpus.duplicates} duplicates merged); {per_type}; "
                f"{self.graph.number_of_nodes()} nodes, {self.graph.number_of_edges()} edges; "
                f"{len(self.written)} files in {self.seconds:.1f}s{venue}{warn}")


def extract_all(corpus: Corpus, *, progress: bool = False) -> list[Extraction]:
    """Extraction for every paper, with a progress bar when asked."""
    it: Iterable[Extraction] = extract_papers(corpus.papers)
    if progress:
        it = tqdm(it, total=len(corpus.papers), desc="extract", unit="abstract", leave=False)
    return list(it)


def build_graph_only(inputs: Sequence[str | Path], *, strict: bool = False) -> nx.MultiDiGraph:
    """Read, extract, resolve and build the graph, writing nothing."""
    corpus = read_corpus(inputs, strict=strict)
    extractions = extract_all(corpus)
    return build_graph(corpus.papers, extractions, resolve(extractions))


def build(inputs: Sequence[str | Path], out_dir: Path, *, formats: Sequence[str] = DEFAULT_FORMATS,
          strict: bool = False, progress: bool = False) -> BuildReport:
    """Build the graph from input files and write every requested export into out_dir."""
    t0 = time.perf_counter()
    exporters = [(name, get_exporter(name)) for name in formats]  # unknown names fail before any work
    corpus = read_corpus(inputs, strict=strict)
    extractions = extract_all(corpus, progress=progress)
    resolution = resolve(extractions)
    graph = build_graph(corpus.papers, extractions, resolution)
    report = BuildReport(corpus, graph)
    for _, write in exporters:
        report.written.extend(write(graph, Path(out_dir)))
    report.seconds = time.perf_counter() - t0
    return report
