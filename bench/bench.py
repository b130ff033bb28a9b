#!/usr/bin/env python3
"""Benchmark a kg build stage by stage, at one or more corpus sizes, and show how it grows.

    python3 bench/bench.py                                  # 1k and 4k abstracts of the scale corpus
    python3 bench/bench.py --limit 1000 --limit 4000 --limit 16000 --limit 28308 --jobs 2
    python3 bench/bench.py --input seeds --limit 20         # any abstract files or folders

Every size runs in a fresh process, so peak memory (the resident-set high-water mark) belongs to that
size alone. Per stage it prints wall and CPU seconds, abstracts/s, words/s and the peak memory of the main
process so far, plus the worker processes' peak, and the summed PSS and RSS of the main process and all
its workers sampled together (what the whole build holds at once); the floor is the same normalised text through
spacy.blank("en")'s tokenizer alone (one process), timed right before and right after extraction, and the
extract / floor ratio takes the mean of the two. Growth: seconds per 1k abstracts between sizes and the
log-log slope of time and memory against size (1.0 is linear).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_INPUT = ROOT.parent / "shared" / "corpora" / "ml_abstracts_scale.txt"
DEFAULT_QUERY = ROOT / "ontology" / "queries" / "proposed_methods.rq"
FLOOR = "tokenizer floor"
FLOOR_AFTER = "tokenizer floor, again"
EXPORTS = "exports (all, side by side)"
_PARAGRAPHS = re.compile(r"\n[ \t\f\v]*\n\s*")


def _cpu() -> float:
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def _peak_mb() -> float:
    from kg.parallel import peak_memory_mb

    return peak_memory_mb()


class TreeMemory:
    """Samples, in a thread, the summed memory of this process and all its descendants (RSS and PSS).

    Forked workers share pages with the main process, so the sum of their separate peaks overstates what
    the machine holds; PSS divides each shared page among its sharers, so the summed PSS is the memory the
    whole build really uses at that moment, and the summed RSS an upper bound. Linux only (else zeros).

    A sample reads every process's smaps_rollup, for which the kernel walks its page tables: ~9 ms of kernel CPU
    in this process while extraction's three processes hold ~1 GB, which every 0.05 s took a sixth of a core from
    the workers it measures. So the wait after a sample is at least ``interval`` and at least (1 - share) / share
    times what the sample cost this thread: the sampler takes at most ``share`` of a core (a sample every ~0.2 s
    during extraction, every 0.05 s while the processes are small). take() samples at every stage boundary too.
    Measured on extraction of 10,000 abstracts: the sampler's kernel CPU fell from 2.1-2.5 s to 0.7 s, and the
    summed PSS peak it found was 407-417 MB against 413-430 MB sampling every 0.05 s (a short peak can be missed
    by a few percent).
    """

    def __init__(self, interval: float = 0.05, share: float = 0.05) -> None:
        import threading

        self.interval = interval
        self.share = share
        self.rss = self.pss = 0.0  # peaks since the last take()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    @staticmethod
    def _pids(pid: int) -> list[int]:
        out, todo = [], [pid]
        while todo:
            p = todo.pop()
            out.append(p)
            try:
                for task in os.listdir(f"/proc/{p}/task"):
                    with open(f"/proc/{p}/task/{task}/children", encoding="ascii") as f:
                        todo += [int(c) for c in f.read().split()]
            except OSError:
                pass
        return out

    def sample(self) -> tuple[float, float]:
        """(summed RSS MB, summed PSS MB) of the process tree now."""
        rss = pss = 0
        for pid in self._pids(os.getpid()):
            try:
                with open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as f:
                    for line in f:
                        if line.startswith("Rss:"):
                            rss += int(line.split()[1])
                        elif line.startswith("Pss:"):
                            pss += int(line.split()[1])
            except OSError:  # a worker that just ended
                pass
        return rss / 1024, pss / 1024

    def _run(self) -> None:
        while not self._stop.is_set():
            cpu = time.thread_time()
            rss, pss = self.sample()
            self.rss, self.pss = max(self.rss, rss), max(self.pss, pss)
            self._stop.wait(self.pause(time.thread_time() - cpu))

    def pause(self, cost: float) -> float:
        """Seconds to wait after a sample that took ``cost`` CPU seconds, so that sampling takes at most ``share``."""
        return max(self.interval, cost * (1 - self.share) / self.share)

    def start(self) -> "TreeMemory":
        """Begin sampling."""
        self._thread.start()
        return self

    def take(self) -> tuple[float, float]:
        """(summed RSS, summed PSS) peaks in MB since the last take; restarts from the present."""
        rss, pss = self.sample()
        peaks = max(self.rss, rss), max(self.pss, pss)
        self.rss, self.pss = rss, pss
        return peaks

    def stop(self) -> None:
        """End sampling."""
        self._stop.set()
        self._thread.join()


def _workers_peak_mb() -> float:
    # Workers are forked, so this counts pages they share with the main process too: an upper bound.
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024


def subset(inputs: list[str], limit: int, folder: Path) -> Path:
    """The first ``limit`` abstracts of the inputs as one file in the seed format, under the first header."""
    from kg.corpus import expand_paths, parse_header

    out = folder / f"first-{limit}.txt"
    left = limit
    with open(out, "w", encoding="utf-8") as f:
        for path in expand_paths(inputs):
            blocks = _PARAGRAPHS.split(path.read_text(encoding="utf-8-sig", errors="replace").strip())
            first, _, rest = blocks[0].partition("\n")
            if parse_header(first) is not None:
                if f.tell() == 0:
                    f.write(first + "\n\n")
                blocks[0] = rest
            for paragraph in [b.strip() for b in blocks if b.strip()][:left]:
                f.write(paragraph + "\n\n")
                left -= 1
            if not left:
                break
    return out


def measure(inputs: list[str], jobs: int | None, query: Path, out_dir: Path) -> dict:
    """Run every stage once on inputs; returns the stage rows and the corpus size."""
    import spacy

    from kg.build import extract_all
    from kg.corpus import read_corpus
    from kg.exporters import DEFAULT_FORMATS
    from kg.graph import build_graph
    from kg.parallel import write_exports
    from kg.query import run_query
    from kg.resolve import resolve

    rows: list[dict] = []
    load = os.getloadavg()[0]  # other work on the machine inflates wall times; CPU seconds are not
    start_mb = _peak_mb()  # interpreter and libraries, before any abstract

    tree = TreeMemory().start()

    def timed(name: str, fn):
        tree.take()
        cpu, t = _cpu(), time.perf_counter()
        value = fn()
        rss, pss = tree.take()
        rows.append({"stage": name, "wall": time.perf_counter() - t, "cpu": _cpu() - cpu,
                     "peak_mb": _peak_mb(), "worker_peak_mb": _workers_peak_mb(), "tree_rss_mb": rss,
                     "tree_pss_mb": pss})
        return value

    corpus = timed("read", lambda: read_corpus(inputs))
    words = sum(len(p.norm.split()) for p in corpus.papers)
    def floor() -> int:
        blank = spacy.blank("en")  # a fresh one each time, as extraction starts with a fresh pipeline
        return sum(len(d) for d in blank.tokenizer.pipe((p.norm for p in corpus.papers), batch_size=256))

    # The floor is timed right before and right after extraction: a shared host's speed drifts by tens of
    # percent within a minute, and the ratio is taken against the mean of the two.
    timed(FLOOR, floor)
    extractions = timed("extract", lambda: extract_all(corpus, jobs=jobs))
    timed(FLOOR_AFTER, floor)
    resolution = timed("resolve", lambda: resolve(extractions))
    graph = timed("graph", lambda: build_graph(corpus.papers, extractions, resolution))
    del extractions, resolution  # as the build does
    # Exports as the build runs them (side by side on `jobs` processes); each one's own time comes back.
    runs = timed(EXPORTS, lambda: list(write_exports(graph, DEFAULT_FORMATS, out_dir, jobs=jobs)))
    at = len(rows) - 1
    for run in sorted(runs, key=lambda r: DEFAULT_FORMATS.index(r.name)):
        rows.insert(at, {"stage": f"export {run.name}", "wall": run.seconds, "cpu": run.cpu_seconds,
                         "peak_mb": run.peak_mb, "worker_peak_mb": 0.0, "part": True})
        at += 1
    written = [p for run in runs for p in run.paths]
    ttl = next(p for p in written if p.name.endswith(".ttl") and "void" not in p.name)
    result = timed(f"query {query.stem}", lambda: run_query(ttl, str(query), "csv"))
    tree.stop()
    return {"papers": len(corpus.papers), "words": words, "load": [load, os.getloadavg()[0]], "start_mb": start_mb, "rows": rows, "query_rows": result.count("\n") - 1,
            "nodes": graph.number_of_nodes(), "edges": graph.number_of_edges(),
            "files": len(written), "bytes": sum(p.stat().st_size for p in written)}


def _in_build(row: dict) -> bool:
    """Rows that add up to a build: not the floor, not the query, not an exporter's share of the exports row."""
    return row["stage"] not in {FLOOR, FLOOR_AFTER} and not row["stage"].startswith("query") and not row.get("part")


def _peaks(m: dict) -> tuple[float, float]:
    """(main process peak MB during the build, largest worker peak MB)."""
    main = max(r["peak_mb"] for r in m["rows"] if _in_build(r))  # not the query after it
    workers = max([r["worker_peak_mb"] for r in m["rows"]] + [r["peak_mb"] for r in m["rows"] if r.get("part")])
    return main, workers


def _table(m: dict, jobs: int) -> str:
    n, words = m["papers"], m["words"]
    lines = [f"== {n:,} abstracts, {words:,} words, jobs {jobs}: {m['nodes']:,} nodes, {m['edges']:,} edges, "
             f"query rows {m['query_rows']:,}; load average {m['load'][0]:.1f} before, {m['load'][1]:.1f} after ==",
             f"{'stage':<26}{'wall s':>9}{'cpu s':>9}{'abstracts/s':>13}{'words/s':>12}{'peak MB':>9}{'workers MB':>11}"
             f"{'all PSS MB':>11}{'all RSS MB':>11}"]
    build_wall = build_cpu = 0.0
    for r in m["rows"]:
        if _in_build(r):
            build_wall += r["wall"]
            build_cpu += r["cpu"]
        name, main, worker = r["stage"], f"{r['peak_mb']:,.0f}", f"{r['worker_peak_mb']:,.0f}"
        pss, rss = (f"{r[k]:,.0f}" if k in r else "" for k in ("tree_pss_mb", "tree_rss_mb"))
        if r.get("part"):  # one exporter, run in a worker: its time and that worker's peak
            name, main, worker = "  " + name, "", main
        lines.append(f"{name:<26}{r['wall']:>9.2f}{r['cpu']:>9.2f}{n / r['wall']:>13,.0f}"
                     f"{words / r['wall']:>12,.0f}{main:>9}{worker:>11}{pss:>11}{rss:>11}")
    peak, workers = _peaks(m)
    tree_pss, tree_rss = (max((r.get(k, 0.0) for r in m["rows"] if _in_build(r)), default=0.0)
                          for k in ("tree_pss_mb", "tree_rss_mb"))
    lines.append(f"{'build (read..exports)':<26}{build_wall:>9.2f}{build_cpu:>9.2f}{n / build_wall:>13,.0f}"
                 f"{words / build_wall:>12,.0f}{peak:>9,.0f}{workers:>11,.0f}{tree_pss:>11,.0f}{tree_rss:>11,.0f}")
    by = {r["stage"]: r for r in m["rows"]}
    ex = by["extract"]
    floors = [by[k] for k in (FLOOR, FLOOR_AFTER) if k in by]
    floor = {k: sum(f[k] for f in floors) / len(floors) for k in ("wall", "cpu")}
    lines.append(f"extract / floor: {ex['wall'] / floor['wall']:.2f}x wall, {ex['cpu'] / floor['cpu']:.2f}x cpu "
                 f"(the mean of the floor before and after extract, {words / floor['wall']:,.0f} words/s); "
                 f"memory upper bound main + {jobs} workers: "
                 f"{peak + (jobs if jobs > 1 else 0) * workers:,.0f} MB; measured, main and workers together at once: "
                 f"{tree_pss:,.0f} MB PSS ({tree_rss:,.0f} MB RSS)")
    lines.append(f"exports: {m['files']} files, {m['bytes'] / 1e6:,.1f} MB")
    # Where other work shares the machine, wall times say little; this puts the CPU seconds on idle cores.
    parts = [r["cpu"] for r in m["rows"] if r.get("part")]
    idle = (by["read"]["cpu"] + ex["cpu"] / jobs + by["resolve"]["cpu"] + by["graph"]["cpu"]
            + max(sum(parts) / jobs, max(parts, default=0.0)))
    lines.append(f"estimate on {jobs} idle core(s) from CPU seconds: build {idle:.1f} s, "
                 f"extract / floor {ex['cpu'] / jobs / floor['cpu']:.2f}x")
    return "\n".join(lines)


def _slope(xs: list[float], ys: list[float]) -> float:
    """Least-squares slope of log y against log x."""
    lx, ly = [math.log(x) for x in xs], [math.log(max(y, 1e-9)) for y in ys]
    mx, my = sum(lx) / len(lx), sum(ly) / len(ly)
    return sum((a - mx) * (b - my) for a, b in zip(lx, ly)) / sum((a - mx) ** 2 for a in lx)


def growth(results: list[dict]) -> str:
    """Per stage: seconds per 1k abstracts between consecutive sizes and the log-log slope, wall and CPU."""
    results = sorted(results, key=lambda m: m["papers"])
    sizes = [m["papers"] for m in results]
    stages = [r["stage"] for r in results[0]["rows"]]

    def series(stage: str, key: str) -> list[float]:
        if stage == "build":
            return [sum(r[key] for r in m["rows"] if _in_build(r)) for m in results]
        if stage == "peak MB above start":
            return [_peaks(m)[0] - m["start_mb"] for m in results]
        if stage == "workers peak MB":
            return [_peaks(m)[1] for m in results]
        return [next(r[key] for r in m["rows"] if r["stage"] == stage) for m in results]

    def k(n: int) -> str:
        return f"{n / 1000:.0f}k" if n >= 1000 else str(n)

    def cells(ys: list[float]) -> str:
        steps = "".join(f"{(y2 - y1) / ((n2 - n1) / 1000):>10.3f}"
                        for (n1, y1), (n2, y2) in zip(zip(sizes, ys), zip(sizes[1:], ys[1:])))
        return f"{steps}{_slope(sizes, ys):>7.2f}"

    steps = "".join(f"{f'{k(a)}→{k(b)}':>10}" for a, b in zip(sizes, sizes[1:]))
    lines = [f"== growth over {', '.join(f'{s:,}' for s in sizes)} abstracts: per 1k abstracts between sizes, "
             "and the log-log slope (1.0 is linear) ==",
             f"{'':<26}{'wall s':^{10 * (len(sizes) - 1) + 7}}   {'cpu s':^{10 * (len(sizes) - 1) + 7}}",
             f"{'stage':<26}{steps}{'slope':>7}   {steps}{'slope':>7}"]
    for stage in [*stages, "build"]:
        lines.append(f"{stage:<26}{cells(series(stage, 'wall'))}   {cells(series(stage, 'cpu'))}")
    for stage in ("peak MB above start", "workers peak MB"):
        lines.append(f"{stage:<26}{cells(series(stage, 'wall'))}   (MB per 1k abstracts)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Parse arguments, run each size in its own process, print the tables."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--input", action="append", help=f"abstract files or folders (default {DEFAULT_INPUT})")
    ap.add_argument("--limit", type=int, action="append",
                    help="measure the first N abstracts; repeat for growth (default 1000 and 4000)")
    ap.add_argument("--all", action="store_true", help="measure the whole input (instead of --limit)")
    ap.add_argument("--jobs", type=int, default=None, help="extraction processes (default all cores)")
    ap.add_argument("--query", type=Path, default=DEFAULT_QUERY, help="the competency query to time")
    ap.add_argument("--json", type=Path, help="also write the raw measurements here")
    ap.add_argument("--one", action="store_true", help=argparse.SUPPRESS)  # internal: measure in this process
    args = ap.parse_args(argv)
    inputs = args.input or [str(DEFAULT_INPUT)]
    missing = [p for p in inputs if not Path(p).exists()]
    if missing:
        print(f"bench: skipped: input not found: {', '.join(missing)} (the scale corpus lives in ../shared/corpora; "
              "pass --input FILE to benchmark other abstracts)", file=sys.stderr)
        return 0
    from kg.parallel import default_jobs

    jobs = args.jobs or default_jobs()
    if args.one:  # a child: measure exactly the given inputs
        with tempfile.TemporaryDirectory(prefix="kg-bench-") as tmp:
            print(json.dumps(measure(inputs, jobs, args.query, Path(tmp))))
        return 0
    results = []
    with tempfile.TemporaryDirectory(prefix="kg-bench-") as tmp:
        for limit in [None] if args.all else (args.limit or [1000, 4000]):
            files = [str(subset(inputs, limit, Path(tmp)))] if limit else inputs
            cmd = [sys.executable, __file__, "--one", "--jobs", str(jobs), "--query", str(args.query)]
            for p in files:
                cmd += ["--input", p]
            done = subprocess.run(cmd, capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": "0"})
            if done.returncode != 0:
                print(done.stderr, file=sys.stderr)
                return done.returncode
            m = json.loads(done.stdout.strip().splitlines()[-1])
            results.append(m)
            print(_table(m, jobs), end="\n\n", flush=True)
    if len(results) > 1:
        print(growth(results))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
