#!/usr/bin/env python3
"""Score one hand annotation of a set against another of the same abstracts, as kg eval scores a prediction.

    python3 bench/agreement.py bench/annotated/set58.jsonl bench/annotated/agreement/set58b.jsonl

The first file is read as the gold, the second as the prediction (names only, as an extractor gives them);
run it both ways round to see that the agreement does not depend on which annotation is the gold. Two careful
annotators' agreement is the ceiling an extractor can be expected to reach on that set.
"""

from __future__ import annotations

import sys
from pathlib import Path

from kg.evaluate import as_predictions, read_gold, report, score_predictions


def main(argv: list[str] | None = None) -> int:
    """Print the agreement table of the second annotation against the first."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    gold, other = (read_gold(Path(a)) for a in args)
    scores, missing = score_predictions(gold, as_predictions(other))
    print(report(scores, len(gold), missing, errors=False), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
