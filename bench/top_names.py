"""Print the most frequent extracted names per type on the first N abstracts of a corpus (precision check).

usage: python bench/top_names.py [CORPUS] [--limit 500] [--top 30]
Reads ../shared/corpora/iclr2024.txt by default; skips with a message when it is absent.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from kg.corpus import read_corpus
from kg.extract import extract_papers

DEFAULT = Path(__file__).resolve().parents[1].parent / "shared" / "corpora" / "iclr2024.txt"


def main() -> int:
    """Run the extractor and print the top names per type."""
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus", nargs="?", default=str(DEFAULT))
    ap.add_argument("--limit", type=int, default=500)
    ap.add_argument("--top", type=int, default=30)
    args = ap.parse_args()
    if not Path(args.corpus).exists():
        print(f"skipped: {args.corpus} not found (the shared corpora live next to the project)")
        return 0
    papers = read_corpus([args.corpus]).papers[: args.limit]
    counts: dict[str, Counter] = {}
    proposed: Counter = Counter()
    for ext in extract_papers(papers):
        for ent in ext.entities:
            counts.setdefault(ent.type.value, Counter())[ent.name] += 1
        for rel in ext.relations:
            if rel.type.value == "proposes":
                proposed[rel.object] += 1
    print(f"{len(papers)} abstracts from {args.corpus}")
    for type_ in ("Method", "Model", "Dataset", "Task", "Metric"):
        c = counts.get(type_, Counter())
        print(f"\n{type_}: {sum(c.values())} mentions, {len(c)} names")
        for name, n in c.most_common(args.top):
            print(f"  {n:4d}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
