"""What the statistical NER (kg_ner) and the dataset gazetteer add over the rules, on text they never saw.

    python bench/ner_eval.py [--model DIR] [--abstracts 500] [--no-gazetteer] [--no-speed]
                             [--gold GOLD.jsonl ABSTRACTS.txt ...]

Prints: gazetteer lookup alone on the held-out dataset-mention sentences; per-type P/R/F1 of rules alone,
NER alone and rules+NER on SciERC dev (Method/Task/Metric) and on the held-out dataset mentions (Dataset),
exact span match and overlap match; name-level scores on the seed abstracts (the guideline's matching,
the dev set: never trained on); and abstracts/s with and without the NER. Needs ../shared; skips without.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
LABELLED = SHARED / "corpora" / "labelled"
TYPES = ("Method", "Task", "Metric", "Dataset")


def _disable_gazetteer() -> None:
    """Make the rule loader skip gazetteer.csv, to measure the rules without it."""
    import kg.nlp.rules as rules

    original = rules._read_wordlist

    def read(path, lists):
        if Path(path).name != "gazetteer.csv":
            original(path, lists)

    rules._read_wordlist = read


def pipelines(model_dir: Path | None):
    """A fresh rule pipeline, and the same with kg_ner appended."""
    from kg.nlp.pipeline import make_nlp

    import kg.nlp.ner  # noqa: F401  (registers the factory)

    rules = make_nlp.__wrapped__()
    full = make_nlp.__wrapped__()
    full.add_pipe("kg_ner", config={"model_dir": str(model_dir) if model_dir else None})
    return rules, full


def run(full, texts: list[str]):
    """Per text: ({type: rule spans}, {type: NER spans}, Extraction), spans in original-text offsets."""
    from kg.corpus import normalise, paper_id
    from kg.extract import to_extraction
    from kg.schema import Paper

    papers, origins = [], []
    for text in texts:
        norm, origin = normalise(text)
        papers.append(Paper(paper_id(norm), text, norm, None, None))
        origins.append(origin)
    out = []
    for paper, origin, doc in zip(papers, origins, full.pipe([p.norm for p in papers], batch_size=64)):
        ext = to_extraction(doc, paper)
        rules = defaultdict(set)
        for ent in ext.entities:
            label = "Method" if ent.type.value == "Model" else ent.type.value
            rules[label].update((s.start, s.end) for s in ent.spans)
        ner = defaultdict(set)
        for span in doc.spans.get("kg_ner", []):
            ner[span.label_].add((origin[span.start_char], origin[span.end_char - 1] + 1))
        out.append((rules, ner, ext))
    return out


def fill_in(rules: set, ner: set) -> set:
    """Rule spans plus the NER spans that overlap none of them."""
    return rules | {n for n in ner if not any(n[0] < r[1] and r[0] < n[1] for r in rules)}


def score_table(title: str, results, golds_exact, golds_lenient, types) -> None:
    """Print rules / NER / union / fill-in P/R/F1 per type, exact and overlap."""
    from kg.train import PRF

    print(f"\n{title}")
    print(f"  {'type':8s} {'system':14s} {'exact match':>40s}   {'overlap match':>40s}")
    for t in types:
        for system in ("rules", "ner", "rules+ner", "rules+ner-fill"):
            exact, lenient = PRF(), PRF()
            for (rules, ner, _), ge, gl in zip(results, golds_exact, golds_lenient):
                r, n = rules.get(t, set()), ner.get(t, set())
                pred = {"rules": r, "ner": n, "rules+ner": r | n, "rules+ner-fill": fill_in(r, n)}[system]
                exact.add(pred, ge.get(t, set()))
                lenient.add(pred, gl.get(t, set()), lenient=True)
            print(f"  {t:8s} {system:14s} {str(exact):>40s}   {str(lenient):>40s}")


def seeds_check(full, gold_path: Path | None = None, inputs: list[Path] | None = None, quiet: bool = False) -> None:
    """Name-level P/R/F1 per type on annotated abstracts (default: the seeds), as the guideline matches names."""
    from kg.corpus import read_corpus
    from kg.evaluate import match_names, read_gold

    gold_path = gold_path or SHARED / "gold" / "seeds.jsonl"
    if not gold_path.is_file():
        print(f"\n{gold_path.name}: no gold file, skipped")
        return
    gold = {re.sub(r"\s+", " ", g["text_start"]).strip()[:60].lower(): g for g in read_gold(gold_path)}
    papers = read_corpus(inputs or [ROOT / "seeds"]).papers
    results = run(full, [p.text for p in papers])
    print(f"\n{gold_path.name} ({'the seeds, ' if inputs is None else ''}never trained on), name-level, guideline "
          "matching (rules Model names count as Method here only for the union)")
    added = defaultdict(list)
    for t in TYPES:
        scores = {}
        for system in ("rules", "rules+ner-fill"):
            tp = fp = fn = 0
            for paper, (rules, ner, ext) in zip(papers, results):
                g = gold.get(re.sub(r"\s+", " ", paper.text).strip()[:60].lower())
                if g is None:
                    continue
                names = {e.name for e in ext.entities if e.type.value == t}
                if system != "rules":
                    spans = {(s.start, s.end) for e in ext.entities for s in e.spans}
                    for s, e in ner.get(t, set()):
                        if not any(s < re_ and rs < e for rs, re_ in spans):
                            names.add(paper.text[s:e])
                            added[t].append((g["id"], paper.text[s:e]))
                gents = g.get(t, []) + (g.get("Model", []) if t == "Method" else [])
                a, fps, fns = match_names(names, gents, t == "Task")
                tp, fp, fn = tp + a, fp + len(fps), fn + len(fns)
            p = tp / (tp + fp) if tp + fp else 0.0
            r = tp / (tp + fn) if tp + fn else 0.0
            scores[system] = f"P {p:.3f} R {r:.3f} F1 {2 * p * r / (p + r) if p + r else 0:.3f} (tp {tp} fp {fp} fn {fn})"
        print(f"  {t:8s} rules: {scores['rules']}\n  {'':8s} +ner:  {scores['rules+ner-fill']}")
    if quiet:
        return
    for t, items in added.items():
        print(f"  NER-only {t} names: " + "; ".join(f"{i}: {n}" for i, n in items[:25])
              + (" ..." if len(items) > 25 else ""))


def speed(rules_nlp, full, n: int) -> None:
    """Abstracts/s of the rule pipeline with and without kg_ner (spaCy part and with extraction)."""
    from kg.corpus import read_corpus
    from kg.extract import to_extraction

    papers = read_corpus([SHARED / "corpora" / "iclr2024.txt"]).papers[:n]
    texts = [p.norm for p in papers]
    print(f"\nspeed on {len(papers)} abstracts of iclr2024.txt (this machine, one process)")
    for name, nlp in (("rules", rules_nlp), ("rules+kg_ner", full)):
        list(nlp.pipe(texts[:20]))
        started, cpu0 = time.perf_counter(), time.process_time()
        docs = list(nlp.pipe(texts, batch_size=64))
        mid, cpu1 = time.perf_counter(), time.process_time()
        for paper, doc in zip(papers, docs):
            to_extraction(doc, paper)
        end, cpu2 = time.perf_counter(), time.process_time()
        n = len(texts)
        # CPU time is reported too: on a shared machine it is steadier than wall time.
        print(f"  {name:13s} pipeline {n / (mid - started):7.1f} abstracts/s wall, {n / (cpu1 - cpu0):7.1f} per "
              f"CPU-s; with extraction {n / (end - started):7.1f} wall, {n / (cpu2 - cpu0):7.1f} per CPU-s")


def main() -> int:
    """Run every measurement and print it."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=None, help="NER model folder (default: the shipped one)")
    parser.add_argument("--abstracts", type=int, default=500)
    parser.add_argument("--no-gazetteer", action="store_true", help="rules without gazetteer.csv")
    parser.add_argument("--no-speed", action="store_true")
    parser.add_argument("--no-seeds", action="store_true")
    parser.add_argument("--gold", nargs=2, action="append", default=[], metavar=("GOLD.jsonl", "ABSTRACTS.txt"),
                        help="also score rules vs rules+NER on these annotated abstracts (repeatable)")
    args = parser.parse_args()
    if not LABELLED.is_dir():
        print(f"skipped: {LABELLED} not found (the shared data lives next to the repository)")
        return 0
    sys.path.insert(0, str(ROOT))
    if args.no_gazetteer:
        _disable_gazetteer()
    from kg.nlp.ner import MODEL_DIR
    from kg.train import (GAZETTEER_FILE, dataset_mentions, gazetteer_scores, gold_name_spans, read_jsonl,
                          scierc_gold, SCIERC_DEV)

    model_dir = args.model or MODEL_DIR
    print(f"NER model: {model_dir}" + ("" if (model_dir / "meta.json").is_file() else " (absent: NER tags nothing)"))
    held = dataset_mentions(LABELLED, held_out=True)
    if GAZETTEER_FILE.is_file():
        import csv

        with open(GAZETTEER_FILE, newline="", encoding="utf-8") as f:
            names = [row["term"] for row in csv.DictReader(f) if row["list"] == "dataset"]
        exact, lenient = gazetteer_scores(names, held)
        print(f"\ngazetteer: {len(names)} names; lookup alone on {len(held)} held-out sentences")
        print(f"  exact (cleaned names): {exact}\n  overlap (raw mentions): {lenient}")
    rules_nlp, full = pipelines(model_dir)
    started = time.perf_counter()
    dev = scierc_gold(read_jsonl(LABELLED / SCIERC_DEV))
    results = run(full, [text for text, _ in dev])
    golds = []
    for _, spans in dev:
        g = defaultdict(set)
        for s, e, label in spans:
            g[label].add((s, e))
        golds.append(g)
    score_table(f"SciERC dev ({len(dev)} abstracts), Method/Task/Metric", results, golds, golds,
                ("Method", "Task", "Metric"))
    results = run(full, [r["text"] for r in held])
    exact_g = [{"Dataset": set(gold_name_spans(r))} for r in held]
    lenient_g = [{"Dataset": {(m["start"], m["end"]) for m in r["mentions"]}} for r in held]
    score_table(f"held-out dataset-mention sentences ({len(held)}), Dataset (exact: cleaned names; "
                "overlap: raw mentions)", results, exact_g, lenient_g, ("Dataset",))
    print(f"  ({time.perf_counter() - started:.0f}s)")
    if not args.no_seeds:
        seeds_check(full)
    for gold, abstracts in args.gold:
        seeds_check(full, Path(gold), [Path(abstracts)], quiet=True)
    if not args.no_speed:
        speed(rules_nlp, full, args.abstracts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
