"""Load and validate the rule files (word lists and token patterns) kept as data under kg/nlp/patterns."""

from __future__ import annotations

import csv
from functools import lru_cache
from pathlib import Path

from spacy.matcher import Matcher
from spacy.vocab import Vocab

from kg.errors import RuleError
from kg.jsonl import iter_jsonl

PATTERN_DIR = Path(__file__).parent / "patterns"
WORDLIST_FILE = PATTERN_DIR / "wordlists.csv"
CUE_FILE = PATTERN_DIR / "cues.jsonl"

WORDLISTS = frozenset({
    "metric", "generic", "task_head", "task_weak_head", "modifier_stop", "count_noun", "dataset_head",
    "method_head", "model_family", "eval_cue", "propose_verb", "compare_cue", "delta_cue", "result_cue",
    "dataset", "other_head", "name_suffix", "architecture", "name_tail", "dataset_suffix", "benchmark_suffix", "concept_head",
    "metric_head", "metric_qualifier", "metric_modifier", "place_head", "method", "class_dataset", "class_model", "class_method", "class_metric",
    "model_size", "not_metric", "metric_needs_company", "generic_technique", "delta_after",
    "method_modifier", "generic_method", "vague_gerund", "complexity_modifier", "comparative", "model_tier", "named_technique", "eponym_technique", "person_concept", "organisation",
    "change_noun", "change_verb", "vague_measure", "vague_measure_head", "topic_gerund", "budget_measure",
    "bare_architecture", "acronym_tail", "attain_verb", "measure_modified", "task_modified",
    "not_purpose_gerund", "referring_word", "study_problem_verb", "address_verb", "problem_opener",
    "problem_of_method", "acronymless_kind", "credit_verb", "lowering_verb", "cutting_verb", "part_noun",
    "study_topic_verb", "activity_gerund", "judging_word",
    "not_dataset",  # hand-kept: names the learnt gazetteer holds that are no dataset ("PageRank", "HTTP", "NIPS")
    "learned_task",  # written by ``kg train tasks`` (learned_tasks.csv), not by hand
    "learned_task_acronym",  # written by ``kg train task-acronyms`` (learned_task_acronyms.csv), not by hand
    "annotated_task",  # written by ``kg train annotated-tasks`` (annotated_tasks.csv), not by hand
    "common_word",  # written by ``kg train common-words`` (common_words.csv), not by hand
})
# Token-pattern keys a cue may use: ORTH and TEXT are the token's own text, the rest lexeme attributes that
# the extraction pipeline computes.
CUE_ATTRIBUTES = frozenset({"ORTH", "TEXT", "LOWER", "IS_ALPHA", "IS_PUNCT", "OP"})
CUE_LABELS = frozenset({"PROPOSE", "CALLED", "APPOSITION_PROPOSE", "EVAL_ON", "COMPARE", "SUCH_AS", "OUR"})


@lru_cache(maxsize=None)
def load_wordlists(folder: Path = PATTERN_DIR) -> dict[str, frozenset[str]]:
    """Read every list,term CSV file in the pattern folder into {list: terms}."""
    return _read_wordlists(sorted(folder.glob("*.csv")))


@lru_cache(maxsize=None)
def load_curated_wordlists() -> dict[str, frozenset[str]]:
    """The hand-kept word lists alone (wordlists.csv), without the lists built from data (gazetteer, tasks)."""
    return _read_wordlists([WORDLIST_FILE])


def read_wordlist_file(path: Path) -> dict[str, frozenset[str]]:
    """{list: terms} of one list,term CSV file, validated as the shipped ones are (empty lists left out)."""
    return {k: v for k, v in _read_wordlists([Path(path)]).items() if v}


def _read_wordlists(paths: list[Path]) -> dict[str, frozenset[str]]:
    """{list: terms} from the given list,term CSV files."""
    lists: dict[str, set[str]] = {name: set() for name in WORDLISTS}
    for path in paths:
        _read_wordlist(path, lists)
    lists["dataset"] -= lists["not_dataset"]  # a hand-kept exclusion overrides the list learnt from labelled data
    return {k: frozenset(v) for k, v in lists.items()}


def _read_wordlist(path: Path, lists: dict[str, set[str]]) -> None:
    """Add one list,term CSV file's rows; unknown lists and blank terms are errors."""
    try:
        with open(path, newline="", encoding="utf-8") as f:
            reader = csv.DictReader(f)
            if reader.fieldnames != ["list", "term"]:
                raise RuleError("header must be 'list,term'", path=str(path), line=1)
            for line, row in enumerate(reader, start=2):
                name, term = row.get("list"), (row.get("term") or "").strip()
                if name not in WORDLISTS:
                    raise RuleError(f"unknown list {name!r}", path=str(path), line=line, choices=WORDLISTS)
                if not term:
                    raise RuleError("empty term", path=str(path), line=line)
                lists[name].add(term)
    except OSError as exc:
        raise RuleError(f"cannot read rule file: {exc}", path=str(path)) from exc


@lru_cache(maxsize=None)
def lowered(name: str) -> frozenset[str]:
    """A word list, lower-cased."""
    return frozenset(t.lower() for t in load_wordlists()[name])


def load_cues(path: Path = CUE_FILE) -> list[dict]:
    """Read and validate the token-pattern cues (one JSON object a line: id, label, pattern)."""
    cues = []
    matcher = Matcher(Vocab(), validate=True)
    for number, cue in iter_jsonl(path, RuleError, "rule file"):
        if not isinstance(cue, dict) or {"id", "label", "pattern"} - cue.keys():
            raise RuleError("each line needs id, label and pattern", path=str(path), line=number)
        if cue["label"] not in CUE_LABELS:
            raise RuleError(f"unknown label {cue['label']!r}", path=str(path), line=number, choices=CUE_LABELS)
        try:
            matcher.add(cue["id"], [cue["pattern"]])
        except Exception as exc:  # spaCy raises several error types for bad patterns
            raise RuleError(f"invalid token pattern: {str(exc).splitlines()[0]}", path=str(path),
                            line=number) from exc
        unread = {key for token in cue["pattern"] if isinstance(token, dict) for key in token} - CUE_ATTRIBUTES
        if unread:
            # the extraction pipeline's vocab computes only these lexeme attributes (pipeline.lean_lexemes)
            raise RuleError(f"token attribute {sorted(unread)[0]!r} is not available to cue patterns", path=str(path),
                            line=number, choices=CUE_ATTRIBUTES)
        cues.append(cue)
    return cues
