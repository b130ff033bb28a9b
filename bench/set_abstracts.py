"""Rebuild the abstracts file of an annotated set from the shared corpora its gold records name.

usage: python bench/set_abstracts.py GOLD.jsonl OUT.txt [--corpora DIR]
The annotated sets in bench/annotated/ hold only the gold records (each with its corpus file in "source" and
the abstract's first 80 characters in "text_start"), never corpus text; this looks every record up in
../shared/corpora and writes the abstracts, in the gold's order, under the corpus header, ready for
`kg eval GOLD.jsonl --input OUT.txt`. Skips with a message when the corpora are absent.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from kg.corpus import read_corpus

CORPORA = Path(__file__).resolve().parents[1].parent / "shared" / "corpora"


def _key(text: str) -> str:
    return " ".join(text.split())[:60].lower()


def main() -> int:
    """Look the gold's abstracts up and write them."""
    ap = argparse.ArgumentParser()
    ap.add_argument("gold")
    ap.add_argument("out")
    ap.add_argument("--corpora", default=str(CORPORA))
    args = ap.parse_args()
    corpora = Path(args.corpora)
    if not corpora.is_dir():
        print(f"skipped: {corpora} not found (the shared corpora live next to the project)")
        return 0
    records = [json.loads(line) for line in Path(args.gold).read_text(encoding="utf-8").splitlines() if line.strip()]
    sources = sorted({r["source"] for r in records})
    if len(sources) != 1:
        print(f"error: {args.gold}: one corpus a set, found {sources}", file=sys.stderr)
        return 1
    corpus = corpora / sources[0]
    by_key = {_key(p.text): p.text for p in read_corpus([corpus]).papers}
    missing = [r["id"] for r in records if _key(r["text_start"]) not in by_key]
    if missing:
        print(f"error: {args.gold}: {len(missing)} records not in {corpus}: {', '.join(missing[:5])}", file=sys.stderr)
        return 1
    header = corpus.read_text(encoding="utf-8").split("\n", 1)[0].strip()
    texts = [by_key[_key(r["text_start"])] for r in records]
    Path(args.out).write_text(header + "\n\n" + "\n\n".join(texts) + "\n", encoding="utf-8")
    print(f"{len(texts)} abstracts from {corpus.name} -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
