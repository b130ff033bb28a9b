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
from kg.evaluate import opening_key

CORPORA = Path(__file__).resolve().parents[1].parent / "shared" / "corpora"


def rebuild(records: list[dict], corpora: Path, cache: dict[Path, dict[str, str]] | None = None) -> str:
    """The abstracts file of a set: the corpus header, then each record's abstract in order. Raises ValueError
    naming what is wrong; ``cache`` keeps each corpus read once across sets."""
    sources = sorted({r["source"] for r in records})
    if len(sources) != 1:
        raise ValueError(f"one corpus a set, found {sources}")
    corpus = corpora / sources[0]
    cache = {} if cache is None else cache
    if corpus not in cache:
        cache[corpus] = {opening_key(p.text): p.text for p in read_corpus([corpus]).papers}
    by_key = cache[corpus]
    missing = [r["id"] for r in records if opening_key(r["text_start"]) not in by_key]
    if missing:
        raise ValueError(f"{len(missing)} records not in {corpus}: {', '.join(missing[:5])}")
    header = corpus.read_text(encoding="utf-8").split("\n", 1)[0].strip()
    return header + "\n\n" + "\n\n".join(by_key[opening_key(r["text_start"])] for r in records) + "\n"


def read_records(gold: Path) -> list[dict]:
    """The gold records of a set file, one JSON object a line."""
    return [json.loads(line) for line in gold.read_text(encoding="utf-8").splitlines() if line.strip()]


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
    records = read_records(Path(args.gold))
    try:
        text = rebuild(records, corpora)
    except ValueError as exc:
        print(f"error: {args.gold}: {exc}", file=sys.stderr)
        return 1
    Path(args.out).write_text(text, encoding="utf-8")
    print(f"{len(records)} abstracts from {records[0]['source']} -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
