"""How often each context of a predicted name is right: precision by rule and by the words around a mention.

usage: python bench/context_precision.py TYPE [SET ...] [--min N] [--top K] [--corpora DIR]
TYPE is an entity type (Method, Model, Dataset, Task, Metric); SET is a set number of bench/annotated (58) or a gold
file; none means every development set that bench/annotated_tasks.py learns from (never a held-out one). Each
predicted name of the type is scored as `kg eval` scores it (right, or a false positive), then grouped by the rule
that found it, the word and the two words before its mention, the word after it, its last word and where its
sentence stands. The contexts seen at least N times are listed from the least precise up: where a context is right
far less often than the type's F1 over two, leaving its names out would raise F1 (round 32 found its Task rules this
way). Skips with a message when the corpora are absent.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # bench/ is a folder of scripts, not a package

from annotated_tasks import DEVELOPMENT  # noqa: E402
from set_abstracts import read_records, rebuild  # noqa: E402

from kg.build import build_graph_only  # noqa: E402
from kg.evaluate import folded_text, match_names  # noqa: E402
from kg.schema import EntityType  # noqa: E402

ANNOTATED = HERE / "annotated"
CORPORA = HERE.parents[1] / "shared" / "corpora"
Row = dict[str, str]


def _gold_path(name: str) -> Path:
    path = Path(name) if name.endswith(".jsonl") else ANNOTATED / f"set{name}.jsonl"
    if not path.is_file():
        raise SystemExit(f"error: no annotated set {name!r} ({path} not found)")
    return path


def _words_before(text: str, start: int, k: int) -> str:
    words = text[max(0, start - 60):start].split()
    return " ".join(w.lower().strip(",.;:()") for w in words[-k:]) if words else "<start>"


def mention_rows(type_: str, golds: list[Path], corpora: Path) -> list[Row]:
    """One row per predicted name of the type: its context features and whether the gold makes it right."""
    records: dict[str, dict] = {}
    cache: dict[Path, dict[str, str]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        inputs = []
        for gold in golds:
            recs = read_records(gold)
            text = rebuild(recs, corpora, cache)
            path = Path(tmp) / f"{gold.stem}.txt"
            path.write_text(text, encoding="utf-8")
            inputs.append(path)
            for rec, abstract in zip(recs, text.split("\n\n")[1:]):
                records[folded_text(abstract.strip())] = rec
        graph = build_graph_only(inputs)
    rows = []
    for paper, data in graph.nodes(data=True):
        rec = records.get(folded_text(data.get("text", "")))
        if data["type"] != "Paper" or rec is None:
            continue
        edges = [(graph.nodes[target], edge) for _, target, edge in graph.out_edges(paper, data=True)
                 if edge["type"] == "mentions" and graph.nodes[target]["type"] == type_]
        names = [edge.get("name_in_paper") or node["label"] for node, edge in edges]
        _, wrong, _ = match_names(names, rec[type_], fuzzy=type_ == EntityType.TASK.value)
        text = data["text"]
        for name, (_, edge) in zip(names, edges):
            after = text[edge["end"]:edge["end"] + 30].split()
            first, last = edge["sentence_start"] == 0, edge["sentence_end"] >= len(text.rstrip()) - 1
            rows.append({
                "right": str(name not in wrong), "rule": edge.get("rule", ""),
                "word before": _words_before(text, edge["start"], 1),
                "two words before": _words_before(text, edge["start"], 2),
                "word after": after[0].lower().strip(",.;:()") if after else "<end>",
                "last word": name.split()[-1].lower(),
                "sentence": "first" if first else "last" if last else "middle",
            })
    return rows


def precision_table(rows: list[Row], feature: str, minimum: int) -> list[tuple[float, int, str]]:
    """(precision, count, value) for each value of the feature seen at least minimum times, least precise first."""
    seen: Counter[str] = Counter(r[feature] for r in rows)
    right: Counter[str] = Counter(r[feature] for r in rows if r["right"] == "True")
    return sorted((right[v] / n, n, v) for v, n in seen.items() if n >= minimum)


FEATURES = ("rule", "word before", "two words before", "word after", "last word", "sentence")


def main(argv: list[str] | None = None) -> int:
    """Score the type's predicted names on the sets and print the precision of each context."""
    ap = argparse.ArgumentParser()
    ap.add_argument("type", choices=[t.value for t in EntityType])
    ap.add_argument("sets", nargs="*")
    ap.add_argument("--min", type=int, default=10, help="list only contexts seen this often")
    ap.add_argument("--top", type=int, default=12, help="list this many contexts per feature")
    ap.add_argument("--corpora", default=str(CORPORA))
    args = ap.parse_args(argv)
    if not Path(args.corpora).is_dir():
        print(f"skipped: {args.corpora} not found (the shared corpora live next to the project)")
        return 0
    golds = [_gold_path(s) for s in args.sets or map(str, DEVELOPMENT)]
    try:
        rows = mention_rows(args.type, golds, Path(args.corpora))
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    right = sum(r["right"] == "True" for r in rows)
    print(f"{args.type}: {len(rows)} predicted names in {len(golds)} sets, {right} right "
          f"(precision {right / len(rows) if rows else 0:.3f})")
    show: Callable[[float], str] = "{:.2f}".format
    for feature in FEATURES:
        table = precision_table(rows, feature, args.min)[:args.top]
        print(f"\n{feature}:" if table else f"\n{feature}: no context seen {args.min} times")
        for precision, count, value in table:
            print(f"  {show(precision)}  {count:5d}  {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
