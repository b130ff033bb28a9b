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
from kg.evaluate import find_opening, folded_text, opening_index

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
        cache[corpus] = {folded_text(p.text): p.text for p in read_corpus([corpus]).papers}
    by_key = cache[corpus]
    index = opening_index(by_key)
    keys = [find_opening(r["text_start"], index) for r in records]
    missing = [r["id"] for r, k in zip(records, keys) if k is None]
    if missing:
        raise ValueError(f"{len(missing)} records not in {corpus}, or not told apart from another abstract by "
                         f"their text_start: {', '.join(missing[:5])}")
    header = corpus.read_text(encoding="utf-8").split("\n", 1)[0].strip()
    return header + "\n\n" + "\n\n".join(by_key[k] for k in keys) + "\n"


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
