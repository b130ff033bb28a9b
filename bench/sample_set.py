"""Draw an annotation set: N random abstracts of a shared corpus, with a gold skeleton to fill in by hand.

usage: python bench/sample_set.py CORPUS N SEED OUT_DIR [--exclude FILE_OR_DIR ...]
Writes OUT_DIR/abstracts.txt (the corpus header, a blank line, one abstract a paragraph) and
OUT_DIR/skeleton.jsonl (one empty gold record a paper, in the guideline's format). The same corpus, N and
seed always give the same set; the seed files and any --exclude'd abstracts are never drawn. Skips with a
message when the corpus is absent (the shared corpora live next to the project, never inside it).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

from kg.corpus import read_corpus
from kg.evaluate import folded_text, opening_index

SEEDS = Path(__file__).resolve().parents[1] / "seeds"
FIELDS = ("proposed", "Method", "Model", "Dataset", "Task", "Metric", "results", "code")


def distinct_start(text: str, index: dict[str, list[str]]) -> str:
    """The abstract's first 80 characters, or more where another abstract of the corpus opens the same way (two
    abstracts may share their first 80 characters: "We study the weak recovery problem on the $r$-uniform ...")."""
    folded = folded_text(text)
    others = [k for k in index.get(folded[:60], ()) if k != folded]
    n = 80
    while n < len(text) and any(k.startswith(folded_text(text[:n])) for k in others):
        n += 40
    return text[:n]


def main() -> int:
    """Draw the set and write its two files."""
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus")
    ap.add_argument("n", type=int)
    ap.add_argument("seed", type=int)
    ap.add_argument("out")
    ap.add_argument("--exclude", nargs="*", default=[])
    args = ap.parse_args()
    corpus = Path(args.corpus)
    if not corpus.exists():
        print(f"skipped: {corpus} not found (the shared corpora live next to the project)")
        return 0
    header = corpus.read_text(encoding="utf-8").split("\n", 1)[0].strip()
    seen = {p.id for p in read_corpus([SEEDS, *args.exclude]).papers}
    pool = [p for p in read_corpus([corpus]).papers if p.id not in seen]
    picked = random.Random(args.seed).sample(pool, args.n)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "abstracts.txt").write_text(header + "\n\n" + "\n\n".join(p.text for p in picked) + "\n", encoding="utf-8")
    index = opening_index(folded_text(p.text) for p in read_corpus([corpus]).papers)
    with (out / "skeleton.jsonl").open("w", encoding="utf-8") as fh:
        for i, p in enumerate(picked, 1):
            record = {"id": f"{out.name}-{i:02d}", "source": corpus.name, "text_start": distinct_start(p.text, index)}
            record |= {f: [] for f in FIELDS}
            fh.write(json.dumps(record, ensure_ascii=False) + "\n")
    print(f"{args.n} abstracts of {len(pool)} from {corpus.name} (seed {args.seed}) -> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
