#!/usr/bin/env python3
"""RDF benchmark: build a graph from the scale corpus, time the Turtle write, the load and competency queries.

usage: python3 bench/rdf_bench.py [--limit N] [--input FILE] [--jobs J] [--cache DIR] [--out DIR] [--rdflib]

Reads ../shared/corpora/ml_abstracts_scale.txt (relative to the repository root) unless --input says
otherwise, and exits with a clear message (status 0) when that file is absent. Not part of pytest.
Prints one line a stage: what it did and how many seconds it took; the triple count comes from the VoID
description written beside graph.ttl.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_INPUT = ROOT.parent / "shared" / "corpora" / "ml_abstracts_scale.txt"
QUERIES = ROOT / "ontology" / "queries"
BENCH_QUERIES = ("top_datasets.rq", "top_metrics.rq", "papers_on_dataset.rq", "results_by_metric.rq",
                 "methods_for_task.rq", "acronym_expansion.rq", "papers_with_code.rq", "paper_entities.rq")


_cpu0 = [0.0]


def _line(stage: str, seconds: float, what: str = "") -> None:
    """One stage: wall seconds, CPU seconds of this process since the last line (robust on a busy machine)."""
    cpu = time.process_time()
    print(f"{stage:<34} {seconds:8.2f} s wall {cpu - _cpu0[0]:8.2f} s cpu  {what}", flush=True)
    _cpu0[0] = cpu


def _head(path: Path, limit: int, folder: Path) -> Path:
    """A copy of the header and the first paragraphs of a big file, so --limit does not read all of it."""
    paragraphs = re.split(r"\n[ \t]*\n", path.read_text(encoding="utf-8", errors="replace"))
    keep = paragraphs[:1 + limit + limit // 10 + 10]  # header + spare paragraphs for duplicates
    out = folder / path.name
    out.write_text("\n\n".join(keep) + "\n", encoding="utf-8")
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; returns the exit status."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--input", type=Path, default=DEFAULT_INPUT, help="abstracts file or folder")
    ap.add_argument("--limit", type=int, default=None, help="use only the first N abstracts")
    ap.add_argument("--jobs", type=int, default=None, help="extraction processes (default: all cores)")
    ap.add_argument("--cache", type=Path, default=None, help="extraction cache folder (reruns skip extraction)")
    ap.add_argument("--out", type=Path, default=None, help="keep graph.ttl and void.ttl here (default: a temp dir)")
    ap.add_argument("--rdflib", action="store_true", help="also time rdflib's Turtle writer on the same triples")
    args = ap.parse_args(argv)
    if not args.input.exists():
        print(f"rdf_bench: skipped: {args.input} is absent (the scale corpus lives in ../shared/corpora/)")
        return 0

    from pyoxigraph import QueryResultsFormat

    from kg.build import extract_all
    from kg.cache import ExtractionCache
    from kg.corpus import read_corpus
    from kg.exporters import turtle, void
    from kg.exporters.atomic import write_bytes
    from kg.graph import build_graph
    from kg.query import load_store, query_text
    from kg.resolve import resolve

    t = time.perf_counter()
    _cpu0[0] = time.process_time()
    head_dir = tempfile.TemporaryDirectory(prefix="rdf_bench_input.")
    source = args.input
    if args.limit is not None and args.input.is_file():
        source = _head(args.input, args.limit, Path(head_dir.name))
    corpus = read_corpus([source])
    head_dir.cleanup()
    if args.limit is not None:
        corpus.papers = corpus.papers[:args.limit]
    _line("read", time.perf_counter() - t, f"{len(corpus.papers)} abstracts from {args.input.name}")

    t = time.perf_counter()
    cache = ExtractionCache(args.cache) if args.cache else None
    extractions = extract_all(corpus, jobs=args.jobs, cache=cache)
    if cache:
        cache.close()
    _line("extract", time.perf_counter() - t, f"{sum(len(e.entities) for e in extractions)} entity mentions")

    t = time.perf_counter()
    resolution = resolve(extractions)
    _line("resolve", time.perf_counter() - t, f"{len(resolution.entities)} canonical entities")
    t = time.perf_counter()
    graph = build_graph(corpus.papers, extractions, resolution)
    _line("graph", time.perf_counter() - t, f"{graph.number_of_nodes()} nodes, {graph.number_of_edges()} edges")

    with tempfile.TemporaryDirectory(prefix="rdf_bench.") as tmp:
        out = args.out or Path(tmp)
        t = time.perf_counter()
        stats = void.Stats()
        data = turtle.to_turtle(graph, stats)
        serialise = time.perf_counter() - t
        ttl = write_bytes(out / turtle.FILENAME, data)
        write_bytes(out / void.FILENAME, void.to_turtle(stats))
        _line("turtle write (graph.ttl + void)", time.perf_counter() - t,
              f"{stats.triples} triples, {len(data) / 1e6:.1f} MB ({serialise:.2f} s serialising, "
              f"{stats.triples / max(serialise, 1e-9) / 1e6:.2f} M triples/s)")
        del data

        if args.rdflib:
            import rdflib

            g = rdflib.Graph()
            t = time.perf_counter()
            g.parse(ttl, format="turtle")
            _line("rdflib parse (reference)", time.perf_counter() - t, f"{len(g)} triples")
            t = time.perf_counter()
            g.serialize(format="turtle")
            _line("rdflib turtle write (reference)", time.perf_counter() - t)
            del g

        t = time.perf_counter()
        store = load_store(ttl)
        _line("load into pyoxigraph", time.perf_counter() - t, f"{len(store)} quads")
        for name in BENCH_QUERIES:
            text = query_text(str(QUERIES / name))
            t = time.perf_counter()
            results = store.query(text)
            body = results.serialize(format=QueryResultsFormat.CSV)
            rows = max(0, body.count(b"\n") - 1)
            _line(f"query {name}", time.perf_counter() - t, f"{rows} rows (CSV)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
