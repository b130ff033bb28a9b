"""Relearn kg/nlp/patterns/annotated_tasks.csv from the development sets of bench/annotated (never the held-out ones).

usage: python bench/annotated_tasks.py [--out FILE] [--corpora DIR]
Rebuilds the development sets' abstracts from ../shared/corpora into a temporary folder beside their gold records
and runs `kg train annotated-tasks --gold DIR --merge`: the names annotators give as tasks in at least 2 of these
abstracts and in at least 60% of those that say them, added to the names the file already holds (learnt in round 10
from sets since lost) unless these sets say a kept name in three abstracts or more and never give it as a task.
Skips with a message when the corpora are absent.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # bench/ is a folder of scripts, not a package

from set_abstracts import read_records, rebuild  # noqa: E402

from kg.nlp.rules import PATTERN_DIR  # noqa: E402
from kg.train import run_gold_tasks  # noqa: E402

ANNOTATED = HERE / "annotated"
CORPORA = HERE.parents[1] / "shared" / "corpora"
# The sets read for errors (bench/annotated/README.md); the held-out sets must never feed a learned list.
DEVELOPMENT = (55, 56, 57, 61, 62, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 80, 81, 82, 83, 84, 85, 92, 93, 94,
               125, 126, 127, 131, 132, 133, 134, 135, 136, 137, 138, 139, 143, 144, 145, 146, 147, 148, 149, 150,
               151, 155, 156, 157, 161, 162, 163, 167, 168, 169, 173, 174, 175, 179, 180, 181, 185, 186, 187, 191,
               192, 193, 197, 198, 199, 203, 204, 205, 209, 210, 211,
               215, 216, 217, 218, 219, 220, 224, 225, 226, 227, 228, 229, 233, 234, 235, 236, 237, 238, 242, 243, 244,
               245, 246, 247)


def main(argv: list[str] | None = None) -> int:
    """Rebuild the development sets' abstracts and relearn the annotated task names from them."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(PATTERN_DIR / "annotated_tasks.csv"))
    ap.add_argument("--corpora", default=str(CORPORA))
    args = ap.parse_args(argv)
    if not Path(args.corpora).is_dir():
        print(f"skipped: {args.corpora} not found (the shared corpora live next to the project)")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        cache: dict = {}
        for n in DEVELOPMENT:
            gold = ANNOTATED / f"set{n}.jsonl"
            shutil.copy(gold, Path(tmp) / gold.name)
            (Path(tmp) / f"set{n}.txt").write_text(rebuild(read_records(gold), Path(args.corpora), cache),
                                                   encoding="utf-8")
        run_gold_tasks(Path(tmp), Path(args.out), merge=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
