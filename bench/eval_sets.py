"""Score the extractor on annotated sets of bench/annotated, pooled, as `kg eval` scores a gold file.

usage: python bench/eval_sets.py [SET ...] [--errors] [--corpora DIR]
SET is a set number (58) or a gold file; none means every set in bench/annotated. The abstracts are rebuilt
from ../shared/corpora (bench/set_abstracts.py) into a temporary folder. Skips with a message when the corpora
are absent.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # bench/ is a folder of scripts, not a package

from set_abstracts import read_records, rebuild  # noqa: E402

ANNOTATED = HERE / "annotated"
CORPORA = HERE.parents[1] / "shared" / "corpora"


def _gold(name: str) -> Path:
    path = Path(name) if name.endswith(".jsonl") else ANNOTATED / f"set{name}.jsonl"
    if not path.is_file():
        raise SystemExit(f"error: no annotated set {name!r} ({path} not found)")
    return path


def main(argv: list[str] | None = None) -> int:
    """Rebuild the sets' abstracts, pool their gold records and run `kg eval` on them."""
    ap = argparse.ArgumentParser()
    ap.add_argument("sets", nargs="*")
    ap.add_argument("--errors", action="store_true", help="list false positives and misses too")
    ap.add_argument("--corpora", default=str(CORPORA))
    args = ap.parse_args(argv)
    if not Path(args.corpora).is_dir():
        print(f"skipped: {args.corpora} not found (the shared corpora live next to the project)")
        return 0
    golds = [_gold(s) for s in args.sets] or sorted(ANNOTATED.glob("set*.jsonl"))
    cache: dict[Path, dict[str, str]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        pooled = Path(tmp) / "gold.jsonl"
        inputs: list[str] = []
        with pooled.open("w", encoding="utf-8") as out:
            for gold in golds:
                text = Path(tmp) / f"{gold.stem}.txt"
                try:
                    text.write_text(rebuild(read_records(gold), Path(args.corpora), cache), encoding="utf-8")
                except ValueError as exc:
                    print(f"error: {gold}: {exc}", file=sys.stderr)
                    return 1
                out.write(gold.read_text(encoding="utf-8").rstrip("\n") + "\n")
                inputs += ["--input", str(text)]
        print(f"{len(golds)} sets: {', '.join(g.stem for g in golds)}")
        errors = "--errors" if args.errors else "--no-errors"
        return subprocess.run([sys.executable, "-m", "kg.cli", "eval", str(pooled), *inputs, errors]).returncode


if __name__ == "__main__":
    sys.exit(main())
