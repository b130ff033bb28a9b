"""Score a built graph against gold annotations, as ../shared/spec/extraction-guideline.md defines it."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

import networkx as nx

from kg.errors import InputError
from kg.jsonl import iter_jsonl
from kg.schema import EntityType, NodeType, RelationType, canonical_unit

TYPES = [t.value for t in EntityType]
_STOP = frozenset({"the", "a", "an", "of", "for", "and", "in", "on", "to", "with"})


def norm(name: str) -> str:
    """Guideline matching form: lower case, only letters and digits, final plural "s" dropped."""
    s = re.sub(r"[^0-9a-z\u00c0-\uffff]+", "", unicodedata.normalize("NFKC", name).lower())
    if len(s) > 3 and s.endswith("s") and not s.endswith("ss"):
        s = s[:-1]
    return s


def _words(name: str) -> list[str]:
    out = []
    for w in re.split(r"[^0-9a-z]+", unicodedata.normalize("NFKC", name).lower()):
        if w and w not in _STOP:
            out.append(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w)
    return out


def word_f1(a: str, b: str) -> float:
    """F1 of the word overlap between two names (used for Task)."""
    wa, wb = _words(a), _words(b)
    if not wa or not wb:
        return 0.0
    pool, common = list(wb), 0
    for w in wa:
        if w in pool:
            pool.remove(w)
            common += 1
    if not common:
        return 0.0
    p, r = common / len(wa), common / len(wb)
    return 2 * p * r / (p + r)


@dataclass
class Score:
    """Counts and error lists for one type."""

    tp: int = 0
    fp: int = 0
    fn: int = 0
    false_positives: list[str] = field(default_factory=list)
    misses: list[str] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 0.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


def match_names(pred: Iterable[str], gold: list[dict], fuzzy: bool) -> tuple[int, list[str], list[str]]:
    """(true positives, false positives, misses): exact pairs first, then Task word-overlap pairs >= 0.6."""
    pred = sorted(set(pred))
    forms = [[g["name"], *g.get("aliases", [])] for g in gold]
    used = [False] * len(gold)
    left = []
    for p in pred:
        hit = next((i for i, fs in enumerate(forms) if not used[i] and any(norm(p) == norm(f) for f in fs)), None)
        if hit is None:
            left.append(p)
        else:
            used[hit] = True
    tp = len(pred) - len(left)
    taken: set[int] = set()
    if fuzzy:
        pairs = sorted(((max(word_f1(p, f) for f in forms[i]), j, i) for j, p in enumerate(left)
                        for i in range(len(gold)) if not used[i]), reverse=True)
        for score, j, i in pairs:
            if score < 0.6:
                break
            if j in taken or used[i]:
                continue
            taken.add(j)
            used[i] = True
            tp += 1
    fps = [p for j, p in enumerate(left) if j not in taken]
    return tp, fps, [g["name"] for g, u in zip(gold, used) if not u]


def _result_key(r: dict, canonical: dict[str, str] | None = None) -> tuple:
    canonical = canonical or {}
    metric, dataset = norm(r.get("metric") or ""), norm(r.get("dataset") or "")
    return (round(float(r["value"]), 6), canonical.get(metric, metric), canonical.get(dataset, dataset),
            canonical_unit(r.get("unit")) or "")


def _canonical_names(entities: Iterable[dict]) -> dict[str, str]:
    """Every normalised name and alias of the gold entities → the normalised name ("fid" → "frechet ...")."""
    return {norm(form): norm(e["name"]) for e in entities for form in [e["name"], *e.get("aliases", [])]}


def match_results(pred: list[dict], gold: list[dict],
                  entities: Iterable[dict] = ()) -> tuple[int, list[str], list[str]]:
    """Result tuples match when value, metric, dataset and unit all agree (null with null); a metric or dataset
    matches by any name or alias of the gold entity it names, as entity names do."""
    canonical = _canonical_names(entities)
    left = [_result_key(g, canonical) for g in gold]
    tp, fps = 0, []
    for p in sorted(pred, key=_result_key):
        k = _result_key(p, canonical)
        if k in left:
            left.remove(k)
            tp += 1
        else:
            fps.append(_fmt_result(p))
    misses = []
    for g in gold:  # a result the gold repeats is missed as often as it is left unmatched, not once per copy
        k = _result_key(g, canonical)
        if k in left:
            left.remove(k)
            misses.append(_fmt_result(g))
    return tp, fps, misses


def _fmt_result(r: dict) -> str:
    return f"{r['value']:g}{r.get('unit') or ''} {r.get('metric') or '-'} on {r.get('dataset') or '-'}"


def predictions(graph: nx.MultiDiGraph) -> dict[str, dict]:
    """Per paper text: names per type, proposed names and results, read from the graph."""
    out: dict[str, dict] = {}
    for node, data in graph.nodes(data=True):
        if data["type"] != NodeType.PAPER.value:
            continue
        pred: dict = {t: set() for t in TYPES}
        pred.update(proposed=set(), results=[])
        # the name the paper itself gives each entity (the least, as the contract queries take it), else its label
        given: dict[tuple[str, str], str] = {}
        for _, target, edge in graph.out_edges(node, data=True):
            tdata = graph.nodes[target]
            kind = edge["type"]
            if kind == RelationType.PROPOSES.value or (kind == RelationType.MENTIONS.value and tdata["type"] in TYPES):
                name = edge.get("name_in_paper") or tdata["label"]
                given[(kind, target)] = min(name, given.get((kind, target), name))
            elif kind == RelationType.HAS_RESULT.value:
                res = {"value": tdata["value"], "unit": tdata.get("unit") or None}
                for _, obj, e2 in graph.out_edges(target, data=True):
                    if e2["type"] == RelationType.RESULT_METRIC.value:
                        res["metric"] = e2.get("name_in_paper") or graph.nodes[obj]["label"]
                    elif e2["type"] == RelationType.RESULT_DATASET.value:
                        res["dataset"] = e2.get("name_in_paper") or graph.nodes[obj]["label"]
                pred["results"].append(res)
        for (kind, target), name in given.items():
            pred["proposed" if kind == RelationType.PROPOSES.value else graph.nodes[target]["type"]].add(name)
        out[folded_text(data["text"])] = pred
    return out


def opening_key(text: str) -> str:
    """The first 60 characters of a text, spaces folded and lower-cased: where a gold record is looked for."""
    return folded_text(text)[:60]


def folded_text(text: str) -> str:
    """A text with its spaces folded and lower-cased, as a gold record's text_start is matched against it."""
    return re.sub(r"\s+", " ", text).strip().lower()


def opening_index(texts: Iterable[str]) -> dict[str, list[str]]:
    """Folded texts grouped by their first 60 characters, for find_opening()."""
    index: dict[str, list[str]] = {}
    for text in texts:
        index.setdefault(text[:60], []).append(text)
    return index


def find_opening(text_start: str, index: dict[str, list[str]]) -> str | None:
    """The one folded text of an opening_index() that the whole text_start opens, or None: two abstracts may
    share their first 60 characters ("Reinforcement learning from human feedback (RLHF) has become ..."), so the
    record's full opening decides."""
    start = folded_text(text_start)
    group = index.get(start[:60], ()) if len(start) >= 60 else [k for ks in index.values() for k in ks]
    found = [k for k in group if k.startswith(start) or start.startswith(k)]
    return found[0] if len(found) == 1 else None


def read_gold(path: Path) -> list[dict]:
    """Read a gold JSONL file (one paper a line)."""
    gold = []
    for n, record in iter_jsonl(path, InputError, "gold file"):
        if not isinstance(record, dict) or "text_start" not in record:
            raise InputError("gold record lacks text_start", path=str(path), line=n)
        gold.append(record)
    return gold


def evaluate(gold: list[dict], graph: nx.MultiDiGraph) -> tuple[dict[str, Score], int]:
    """Scores per type, for "proposed" and for "results"; and how many gold papers had no prediction."""
    return score_predictions(gold, predictions(graph))


def as_predictions(records: Iterable[dict]) -> dict[str, dict]:
    """Gold records in the form predictions() gives, keyed by opening: one annotation scored against another."""
    return {folded_text(r["text_start"]): {t: {e["name"] for e in r.get(t, [])} for t in TYPES}
            | {"proposed": set(r.get("proposed", [])), "results": list(r.get("results", []))} for r in records}


def score_predictions(gold: list[dict], preds: dict[str, dict]) -> tuple[dict[str, Score], int]:
    """evaluate() over predictions keyed by folded text (as predictions() or as_predictions() give them)."""
    scores = {t: Score() for t in TYPES + ["proposed", "results"]}
    missing = 0
    index = opening_index(preds)
    for g in gold:
        key = find_opening(g["text_start"], index)
        p = preds[key] if key is not None else None
        if p is None:
            missing += 1
            p = {t: set() for t in TYPES} | {"proposed": set(), "results": []}
        checks = [(t, p[t], g.get(t, []), t == "Task") for t in TYPES]
        gprop = [m for m in g.get("Method", []) + g.get("Model", []) if m["name"] in g.get("proposed", [])]
        checks.append(("proposed", p["proposed"], gprop, False))
        for name, pred, gents, fuzzy in checks:
            tp, fps, fns = match_names(pred, gents, fuzzy)
            _add(scores[name], g["id"], tp, fps, fns)
        tp, fps, fns = match_results(p["results"], g.get("results", []), g.get("Metric", []) + g.get("Dataset", []))
        _add(scores["results"], g["id"], tp, fps, fns)
    return scores, missing


def _add(score: Score, gid: str, tp: int, fps: list[str], fns: list[str]) -> None:
    score.tp += tp
    score.fp += len(fps)
    score.fn += len(fns)
    score.false_positives += [f"{gid}: {x}" for x in fps]
    score.misses += [f"{gid}: {x}" for x in fns]


def report(scores: dict[str, Score], papers: int, missing: int, *, errors: bool = True) -> str:
    """A printable table of P/R/F1, then the false positives and misses per type."""
    lines = [f"papers {papers}, missing from prediction {missing}",
             f"{'type':9s} {'P':>6s} {'R':>6s} {'F1':>6s}   tp   fp   fn"]
    for name, s in scores.items():
        label = "results" if name == "results" else name
        lines.append(f"{label:9s} {s.precision:6.3f} {s.recall:6.3f} {s.f1:6.3f} {s.tp:4d} {s.fp:4d} {s.fn:4d}")
    core = [scores[t].f1 for t in ("Method", "Dataset", "Task", "Metric")]
    lines.append(f"macro F1 (Method, Dataset, Task, Metric): {sum(core) / 4:.3f}")
    if errors:
        for name, s in scores.items():
            if s.false_positives:
                lines.append(f"\n{name} false positives ({len(s.false_positives)}):")
                lines += [f"  {x}" for x in s.false_positives]
            if s.misses:
                lines.append(f"\n{name} misses ({len(s.misses)}):")
                lines += [f"  {x}" for x in s.misses]
    return "\n".join(lines) + "\n"
