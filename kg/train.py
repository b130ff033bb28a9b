"""Training for the statistical parts: the dataset gazetteer and the ``kg_ner`` model, from labelled data, and
the learned task phrases, from the rules' own output on the unlabelled corpora (silver labels).

Everything here is deterministic: the held-out part of the dataset-mention sentences is chosen by hashing
the sentence text, and training uses fixed seeds. Run ``python -m kg.train gazetteer``, ``... tasks`` or
``... ner`` (or ``kg train ...``); they read ``../shared/corpora/labelled`` (and the corpora next to it).
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from kg.errors import InputError
from kg.jsonl import iter_jsonl

if TYPE_CHECKING:
    from kg.schema import Paper

DEFAULT_LABELLED = Path("../shared/corpora/labelled")
DATASET_MENTIONS = "dataset_mentions_train.jsonl"
SCIERC_TRAIN = "scierc_train_gold.jsonl"
SCIERC_DEV = "scierc_dev_gold.jsonl"
GAZETTEER_FILE = Path(__file__).parent / "nlp" / "patterns" / "gazetteer.csv"
SEED_DIR = Path(__file__).resolve().parent.parent / "seeds"  # the dev set: silver and learned data leave it out
NER_LABELS = ("Method", "Dataset", "Task", "Metric")
# SciERC types kept as they are; Material becomes Dataset only where it looks like a proper name.
_SCIERC_KEEP = {"Method": "Method", "Task": "Task", "Metric": "Metric"}

# Words that close a dataset mention without being part of its name ("MNIST dataset", "TREC collections").
_HEAD = re.compile(r"(?:\s+(?:test\s+|evaluation\s+|benchmark\s+)?(?:datasets?|data\s+sets?|data|benchmarks?|"
                   r"corpus|corpora|collections?|databases?|suites?|(?:training|test|validation)\s+sets?))+\s*$")
_SPLIT = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+")
_LOWER_WORD = re.compile(r"[a-z][a-z\-]*\s+")
_PAREN = re.compile(r"^(.*?)\s*\(([^()]+)\)$")
_EDGE_PUNCT = "\"'“”‘’`.,;:()[]{} "


# ---------------------------------------------------------------------------------------------- data


def is_held_out(text: str) -> bool:
    """Whether a dataset-mention sentence belongs to the fixed 20% evaluation part (by text hash)."""
    # Hashing the text (not the id) keeps the 45 repeated sentences on one side of the split.
    return int(hashlib.sha256(text.strip().encode("utf-8")).hexdigest()[:8], 16) % 5 == 0


def read_jsonl(path: Path) -> list[dict]:
    """Read a JSONL file; a missing file or a bad line is an InputError naming it."""
    return [row for _, row in iter_jsonl(path, InputError, "labelled data")]


def labelled_dir(folder: Path | None = None) -> Path:
    """The folder of labelled corpora; an InputError if it is absent."""
    folder = Path(folder) if folder is not None else DEFAULT_LABELLED
    if not folder.is_dir():
        raise InputError("labelled corpora folder not found (expected the shared data next to the repository)",
                         path=str(folder))
    return folder


def dataset_mentions(folder: Path, *, held_out: bool) -> list[dict]:
    """The dataset-mention sentences of one side of the fixed split."""
    rows = read_jsonl(folder / DATASET_MENTIONS)
    return [r for r in rows if is_held_out(r["text"]) == held_out]


# ----------------------------------------------------------------------------------- dataset names


def name_parts(mention: str) -> list[tuple[int, int]]:
    """Character spans (inside ``mention``) of the dataset names a gold mention holds.

    "the MNIST dataset" → "MNIST"; "DBLP and Citation data sets" → "DBLP", "Citation";
    "Street View House Numbers (SVHN)" → the long form and "SVHN".
    """
    head = _HEAD.search(mention)
    end = head.start() if head else len(mention)
    parts: list[tuple[int, int]] = []
    pos = 0
    for sep in list(_SPLIT.finditer(mention[:end])) + [None]:
        stop = sep.start() if sep else end
        parts.extend(_trim(mention, pos, stop))
        pos = sep.end() if sep else end
    return parts


def _trim(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Trim one coordinated part: edge punctuation, leading lower-case words, trailing head words."""
    while True:
        before = (start, end)
        while start < end and text[start] in _EDGE_PUNCT:
            start += 1
        while end > start and text[end - 1] in _EDGE_PUNCT and not (text[end - 1] == ")" and "(" in text[start:end]):
            end -= 1
        m = _LOWER_WORD.match(text, start, end)
        if m and any(c.isupper() or c.isdigit() for c in text[m.end():end]):
            start = m.end()  # "the", "large-scale", "standard" before a name
        head = _HEAD.search(text[start:end])
        if head:
            end = start + head.start()
        if (start, end) == before:
            break
    if end - start < 1:
        return []
    paren = _PAREN.match(text[start:end])
    if paren and paren.group(1):
        long_end = start + len(paren.group(1))
        short_start = start + paren.start(2)
        return _trim(text, start, long_end) + _trim(text, short_start, short_start + len(paren.group(2)))
    return [(start, end)]


def is_proper_name(name: str) -> bool:
    """A capital or a digit inside the name (after its first character): "MegaFace", "CIFAR-10", "i2b2"."""
    return any(c.isupper() or c.isdigit() for c in name[1:])


def keep_name(name: str) -> bool:
    """Whether a cleaned mention can be a dataset name at all (not generic, not lower-case prose)."""
    if len(name) < 2 or not any(c.isalpha() for c in name):
        return False
    if not any(c.isupper() or c.isdigit() for c in name):
        return False  # "benchmark datasets", "real-world data": lower-case words only
    words = name.split()
    # A name ends in a capitalised word or a number ("SUN RGB-D", "TREC 2009"), not in prose
    # ("UCI machine learning repository", "RGB-D crowd counting").
    return len(words) <= 6 and not (len(words) > 1 and words[-1].isalpha() and words[-1].islower())


def gold_name_spans(row: dict) -> list[tuple[int, int]]:
    """Cleaned dataset-name spans (sentence offsets) of one labelled sentence."""
    spans = []
    for m in row["mentions"]:
        for s, e in name_parts(row["text"][m["start"]:m["end"]]):
            if keep_name(row["text"][m["start"] + s:m["start"] + e]):
                spans.append((m["start"] + s, m["start"] + e))
    return spans


class Lookup:
    """Exact, case-sensitive lookup of names on the project tokenizer's tokens, longest match first."""

    def __init__(self, names: Iterable[str]) -> None:
        from spacy.matcher import PhraseMatcher

        from kg.nlp.tokenizer import blank_english

        self.nlp = blank_english()
        self.matcher = PhraseMatcher(self.nlp.vocab, attr="ORTH")
        for name in sorted(set(names)):
            self.matcher.add("Dataset", [self.nlp.make_doc(name)])

    def spans(self, text: str) -> list[tuple[int, int]]:
        """Character spans of known names in ``text``."""
        from spacy.util import filter_spans

        doc = self.nlp.make_doc(text)
        found = filter_spans(self.matcher(doc, as_spans=True))
        return sorted((s.start_char, s.end_char) for s in found)


def build_gazetteer(rows: list[dict], *, min_count: int = 2, min_precision: float = 0.5) -> list[str]:
    """Dataset names from labelled sentences: frequent or proper names that, looked up, are mostly right."""
    counts: Counter[str] = Counter()
    for row in rows:
        for s, e in gold_name_spans(row):
            counts[row["text"][s:e]] += 1
    # An ordinary capitalised word ("Face", "Protein": its lower-case form occurs in the sentences) is a
    # dataset name only with more evidence; such words are usually prose in new text.
    prose = {w for row in rows for w in re.findall(r"\b[a-z][a-z\-]+\b", row["text"])}
    candidates = [n for n, c in counts.items() if c >= min_count or is_proper_name(n)]
    candidates = [n for n in candidates
                  if not (re.fullmatch(r"[A-Z][a-z\-]+", n) and n.lower() in prose and counts[n] < min_count + 1)]
    # Keep a name only if most of its occurrences in the training sentences are inside a gold mention;
    # this drops words like "Web" or "Twitter" that are usually not a dataset.
    lookup = Lookup(candidates)
    hits: Counter[str] = Counter()
    good: Counter[str] = Counter()
    for row in rows:
        mentions = [(m["start"], m["end"]) for m in row["mentions"]]
        for s, e in lookup.spans(row["text"]):
            name = row["text"][s:e]
            hits[name] += 1
            if any(s < me and ms < e for ms, me in mentions):
                good[name] += 1
    return sorted(n for n in candidates if hits[n] and good[n] / hits[n] >= min_precision and _name_shaped(n))


def _name_shaped(name: str) -> bool:
    """Whether a labelled mention can stand as a name on its own: not a bare size ("10M", "10k", "150K+"), which a
    lookup would find in "10M parameters", nor a piece cut at a quote or a hyphen ("-Optdigits")."""
    return name[:1].isalnum() and not _SIZE.fullmatch(name) and not any(q in name for q in '"“”')


_SIZE = re.compile(r"\d+(?:\.\d+)?[kKMB]\+?")


def write_gazetteer(names: list[str], path: Path = GAZETTEER_FILE) -> Path:
    """Write names as a ``list,term`` CSV of the "dataset" list (atomic, byte-stable)."""
    return write_wordlist("dataset", names, path)


def write_wordlist(name: str, terms: Iterable[str], path: Path) -> Path:
    """Write terms as a sorted ``list,term`` CSV of one word list (atomic, byte-stable)."""
    from kg.exporters.atomic import write_text

    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(["list", "term"])
    for term in sorted(set(terms)):
        writer.writerow([name, term])
    return write_text(path, buf.getvalue())


# ------------------------------------------------------------------------------------ learned tasks

# A task-shaped phrase joins the learned list when the rules mark it a task by its context in at least
# TASK_MIN_ABSTRACTS corpus abstracts, and in at least TASK_MIN_SHARE of the abstracts where it occurs at all
# ("image classification" is marked in 236 of 264; "data analysis" in few of many). Chosen on the development
# sets of the README's extraction section.
TASK_MIN_ABSTRACTS = 3
TASK_MIN_SHARE = 0.5


def count_task_contexts(texts: Iterable[str], total: int | None = None,
                        progress: bool = False) -> tuple[Counter[str], Counter[str]]:
    """Per task-shaped phrase: the abstracts where a context marks it a task, and those where it occurs."""
    from tqdm import tqdm

    from kg.nlp.names import task_contexts
    from kg.nlp.pipeline import extraction_nlp

    nlp = extraction_nlp()
    marked: Counter[str] = Counter()
    seen: Counter[str] = Counter()
    for doc in tqdm(nlp.pipe(texts, batch_size=64), total=total, desc="tasks", unit="abstract",
                    disable=not progress, leave=False):
        in_context, every = task_contexts(doc)
        marked.update(in_context)
        seen.update(every)
    return marked, seen


def build_task_lexicon(marked: Counter[str], seen: Counter[str], *, min_abstracts: int = TASK_MIN_ABSTRACTS,
                       min_share: float = TASK_MIN_SHARE) -> list[str]:
    """The phrases the rules mark as tasks often enough, and in a large enough share of their occurrences."""
    return sorted(p for p, n in marked.items() if n >= min_abstracts and n / seen[p] >= min_share)


# ------------------------------------------------------------------------------------ common words

# A word joins the common-word list when the corpora write it in lower case at least COMMON_MIN_LOWER times and at
# least COMMON_MIN_RATIO times as often as capitalised inside a sentence: "statistics" (900 to 17) and "nature"
# (708 to 13) are words, "Adam" (0 in lower case), "Transformer" (313 to 377) and "Mixup" (43 to 14) are names.
# Chosen on the development sets (README, round 36).
COMMON_MIN_LOWER = 20
COMMON_MIN_RATIO = 10
_LOWER_CASE_WORD = re.compile(r"(?<![A-Za-z0-9\-])[a-z]{3,}(?![A-Za-z0-9\-])")
_TITLED_INSIDE = re.compile(r"(?<=[a-z,;] )[A-Z][a-z]{2,}(?![A-Za-z0-9\-])")  # after a lower-case word or a comma


def build_common_words(texts: Iterable[str], *, min_lower: int = COMMON_MIN_LOWER,
                       min_ratio: float = COMMON_MIN_RATIO) -> list[str]:
    """The words the texts write in lower case often, and far more often than capitalised inside a sentence."""
    lower: Counter[str] = Counter()
    titled: Counter[str] = Counter()
    for text in texts:
        lower.update(_LOWER_CASE_WORD.findall(text))
        titled.update(w.lower() for w in _TITLED_INSIDE.findall(text))
    return sorted(w for w, n in lower.items() if n >= min_lower and n >= min_ratio * (titled[w] + 1))


# ------------------------------------------------------------------------------------ task acronyms

# An acronym joins the task-acronym list when the corpora spell it out in at least TASK_ACRONYM_MIN_ABSTRACTS
# abstracts, and in at least TASK_ACRONYM_MIN_SHARE of them as a learned or annotated task name that no method list
# holds: "MTL" is "multi-task learning" in 27 of 27, "PCA" a method. Chosen on the development sets (README, round 15).
TASK_ACRONYM_MIN_ABSTRACTS = 2
TASK_ACRONYM_MIN_SHARE = 0.6


def count_acronym_forms(texts: Iterable[str], total: int | None = None,
                        progress: bool = False) -> dict[str, Counter[str]]:
    """Per acronym as written: in how many abstracts each lower-cased long form spells it out."""
    from tqdm import tqdm

    from kg.nlp.abbreviations import detect_pairs
    from kg.nlp.pipeline import extraction_nlp
    from kg.nlp.tokenview import new_doc

    nlp = extraction_nlp()
    forms: dict[str, Counter[str]] = {}
    docs = (new_doc(nlp, text) for text in texts)
    for doc in tqdm(nlp.pipe(docs, batch_size=64), total=total, desc="acronyms", unit="abstract",
                    disable=not progress, leave=False):
        for long, short in {(long.text.lower(), short.text) for long, short in detect_pairs(doc)}:
            forms.setdefault(short, Counter())[long] += 1
    return forms


def build_task_acronyms(forms: dict[str, Counter[str]], tasks: frozenset[str], methods: frozenset[str], *,
                        min_abstracts: int = TASK_ACRONYM_MIN_ABSTRACTS,
                        min_share: float = TASK_ACRONYM_MIN_SHARE) -> list[str]:
    """The acronyms spelled out often enough, and mostly, as task names (lower-case) that are no method."""
    def is_task(long: str) -> bool:
        return (long in tasks or long.removesuffix("s") in tasks) and long not in methods

    kept = []
    for short, longs in forms.items():
        spelled = sum(longs.values())
        if spelled >= min_abstracts and short.lower() not in methods and \
                sum(n for long, n in longs.items() if is_task(long)) >= min_share * spelled:
            kept.append(short)
    return sorted(kept)


# ------------------------------------------------------------------------------------ annotated tasks

# A task name joins the annotated list when annotators gave it as a task of at least GOLD_TASK_MIN_ABSTRACTS
# abstracts, and of at least GOLD_TASK_MIN_SHARE of the annotated abstracts where it occurs at all: "image
# classification" is a task in 21 of the 22 that say it, "feature learning" in only 3 of 6. Chosen by cross-validation
# over the annotated sets (README, round 10).
GOLD_TASK_MIN_ABSTRACTS = 2
GOLD_TASK_MIN_SHARE = 0.6


def annotated_abstracts(folder: Path, exclude: set[str] = frozenset()) -> list[tuple[str, dict]]:
    """(abstract, gold record) for every NAME.jsonl gold file under folder with its NAME.txt abstracts beside it,
    less the abstracts whose opening is in exclude."""
    from kg.corpus import read_corpus
    from kg.evaluate import read_gold

    folder = Path(folder)
    if not folder.is_dir():
        raise InputError("annotation folder not found", path=str(folder))
    pairs = []
    for gold_path in sorted(folder.rglob("*.jsonl")):
        text_path = gold_path.with_suffix(".txt")
        if not text_path.is_file():
            continue
        gold = {_opening(g["text_start"]): g for g in read_gold(gold_path)}
        for paper in read_corpus([text_path]).papers:
            record = gold.get(_opening(paper.text)) or gold.get(_opening(paper.norm))
            if record is not None and _opening(paper.norm) not in exclude:
                pairs.append((paper.text, record))
    if not pairs:
        raise InputError("no annotated abstracts (NAME.jsonl gold files with NAME.txt beside them)", path=str(folder))
    return pairs


def build_gold_task_lexicon(pairs: Iterable[tuple[str, dict]], *, min_abstracts: int = GOLD_TASK_MIN_ABSTRACTS,
                            min_share: float = GOLD_TASK_MIN_SHARE) -> list[str]:
    """The lower-case task names annotators give often enough, and for a large enough share of the abstracts
    that use them."""
    pairs = list(pairs)
    given, used = gold_task_counts(pairs)
    names = [n for n, c in given.items() if c >= min_abstracts]
    return sorted(n for n in names if used[n] and given[n] / used[n] >= min_share)


def gold_task_counts(pairs: list[tuple[str, dict]], names: Iterable[str] | None = None) -> tuple[Counter, Counter]:
    """For each lower-case task name (those annotated, or the names given), in how many abstracts annotators give
    it and in how many the text says it."""
    given: Counter[str] = Counter()
    for _, record in pairs:
        given.update({e["name"] for e in record.get("Task", []) if e["name"].islower()})
    names = list(given) if names is None else list(names)
    patterns = {n: re.compile(r"(?<![\w-])" + re.escape(n) + r"(?![\w-])", re.IGNORECASE) for n in names}
    used: Counter[str] = Counter()
    for text, _ in pairs:
        used.update(n for n, pattern in patterns.items() if pattern.search(text))
    return given, used


def corpus_papers(paths: list[Path], exclude: set[str]) -> list[Paper]:
    """The distinct papers of corpus files, ordered by id, less those whose opening is in exclude."""
    from kg.corpus import read_corpus

    return sorted((p for p in read_corpus(paths).papers if _opening(p.norm) not in exclude), key=lambda p: p.id)


def unlabelled_corpora(folder: Path | None, corpora: Path | None) -> Path:
    """The folder of unlabelled corpora: ``corpora`` as given, or else the one that holds the labelled folder."""
    if corpora is None:
        return labelled_dir(folder).parent
    if not Path(corpora).is_dir():
        raise InputError("corpora folder not found", path=str(corpora))
    return Path(corpora)


def corpus_texts(corpora: Path, exclude: set[str], *, normalised: bool = False) -> list[str]:
    """The distinct abstracts of the corpus files in a folder (ordered by id), less those opening as in exclude;
    as written, or ``normalised`` as extraction reads them."""
    files = sorted(corpora.glob("*.txt"))
    if not files:
        raise InputError("no corpus files (*.txt) in the folder", path=str(corpora))
    return [p.norm if normalised else p.text for p in corpus_papers(files, exclude)]


# ------------------------------------------------------------------------------------------ scoring


@dataclass
class PRF:
    """Counts for precision/recall: matched predictions, predictions, matched golds, golds."""

    tp_pred: int = 0
    n_pred: int = 0
    tp_gold: int = 0
    n_gold: int = 0

    @property
    def p(self) -> float:
        """Precision."""
        return self.tp_pred / self.n_pred if self.n_pred else 0.0

    @property
    def r(self) -> float:
        """Recall."""
        return self.tp_gold / self.n_gold if self.n_gold else 0.0

    @property
    def f(self) -> float:
        """F1."""
        return 2 * self.p * self.r / (self.p + self.r) if self.p + self.r else 0.0

    def add(self, pred: Iterable[tuple[int, int]], gold: Iterable[tuple[int, int]], lenient: bool = False) -> None:
        """Score one text's predicted spans against its gold spans (exact, or any overlap if lenient)."""
        pred, gold = set(pred), set(gold)
        if lenient:
            def hit(a, bs):
                return any(a[0] < b[1] and b[0] < a[1] for b in bs)
        else:
            def hit(a, bs):
                return a in bs
        self.n_pred += len(pred)
        self.n_gold += len(gold)
        self.tp_pred += sum(hit(p, gold) for p in pred)
        self.tp_gold += sum(hit(g, pred) for g in gold)

    def __str__(self) -> str:
        return f"P {self.p:.3f}  R {self.r:.3f}  F1 {self.f:.3f}  (pred {self.n_pred}, gold {self.n_gold})"


def gazetteer_scores(names: list[str], rows: list[dict]) -> tuple[PRF, PRF]:
    """Exact (against cleaned names) and lenient (against raw mentions) scores of lookup alone."""
    lookup = Lookup(names)
    exact, lenient = PRF(), PRF()
    for row in rows:
        found = lookup.spans(row["text"])
        exact.add(found, gold_name_spans(row))
        lenient.add(found, [(m["start"], m["end"]) for m in row["mentions"]], lenient=True)
    return exact, lenient


# ------------------------------------------------------------------------------------ NER training


@dataclass
class Sample:
    """One training text: labelled character spans, and character ranges whose labels are unknown."""

    text: str
    spans: list[tuple[int, int, str]]
    unknown: list[tuple[int, int]] = field(default_factory=list)


def _drop_overlaps(spans: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    kept: list[tuple[int, int, str]] = []
    for s, e, label in sorted(spans, key=lambda x: (x[0] - x[1], x[0])):
        if all(e <= ks or ke <= s for ks, ke, _ in kept):
            kept.append((s, e, label))
    return sorted(kept)


def _looks_named(text: str) -> bool:
    """A proper name: a coined word ("WordNet", "ATIS") or two capitalised words ("Penn Treebank")."""
    words = text.split()
    return any(is_proper_name(w) for w in words) or sum(w[:1].isupper() for w in words) >= 2


def scierc_samples(rows: list[dict], *, named_methods: bool = False) -> list[Sample]:
    """SciERC abstracts: Method/Task/Metric kept; Material as Dataset where it is a proper name; rest O.

    With ``named_methods``, a SciERC Method counts only where it has a proper name ("CRF", "Hidden Markov
    Model"), as the project's guideline wants; generic ones ("statistical approach") become O.
    """
    out = []
    for row in rows:
        spans = []
        for ent in row["entities"]:
            label = _SCIERC_KEEP.get(ent["label"])
            if label == "Method" and named_methods and not _looks_named(ent["text"]):
                label = None
            if ent["label"] == "Material":
                # Materials are mostly data in general ("English", "images"); the named ones are datasets.
                for s, e in name_parts(ent["text"]):
                    part = ent["text"][s:e]
                    if keep_name(part) and _looks_named(part):
                        spans.append((ent["start"] + s, ent["start"] + e, "Dataset"))
            elif label is not None:
                spans.append((ent["start"], ent["end"], label))
        out.append(Sample(row["text"], _drop_overlaps(spans)))
    return out


def scierc_gold(rows: list[dict]) -> list[tuple[str, list[tuple[int, int, str]]]]:
    """SciERC texts with their Method/Task/Metric spans, for scoring."""
    return [(row["text"], [(e["start"], e["end"], e["label"]) for e in row["entities"] if e["label"] in _SCIERC_KEEP])
            for row in rows]


def mention_samples(rows: list[dict],
                    rule_spans: Callable[[list[str]], list[list[tuple[int, int, str]]]] | None = None
                    ) -> list[Sample]:
    """Dataset-mention sentences: cleaned gold names as Dataset, plus the rule extractor's other entities.

    Only datasets are annotated in these sentences, so a method or task there would be taught as "O";
    the rule extractor's Method/Task/Metric spans fill that gap as silver labels (a missing-label mask
    instead made the model call numbers and method names datasets: it never saw them as negatives).
    """
    extra = rule_spans([r["text"] for r in rows]) if rule_spans else [[] for _ in rows]
    out = []
    for row, rules in zip(rows, extra):
        raw = [(m["start"], m["end"]) for m in row["mentions"]]
        gold = _drop_overlaps([(s, e, "Dataset") for s, e in gold_name_spans(row)])
        silver = [(s, e, label) for s, e, label in rules if not any(s < ge and gs < e for gs, ge in raw)]
        out.append(Sample(row["text"], gold + [x for x in _drop_overlaps(silver)
                                               if not any(x[0] < ge and gs < x[1] for gs, ge, _ in gold)]))
    return out


def rule_entity_spans(texts: list[str]) -> list[list[tuple[int, int, str]]]:
    """Labelled character spans of the rule extractor's Method/Task/Metric entities (Model as Method)."""
    from kg.corpus import normalised_text, paper_id
    from kg.extract import extract_papers
    from kg.schema import EntityType, Paper

    papers = []
    for text in texts:
        norm = normalised_text(text)
        papers.append(Paper(paper_id(norm), text, norm, None, None))
    out = []
    for ext in extract_papers(papers):
        out.append([(sp.start, sp.end, "Method" if ent.type is EntityType.MODEL else ent.type.value)
                    for ent in ext.entities if ent.type is not EntityType.DATASET for sp in ent.spans])
    return out


def silver_samples(paths: list[Path], limit: int, exclude: set[str]) -> list[Sample]:
    """Rule-extractor output on unlabelled abstracts as silver training samples (Model counted as Method)."""
    from kg.extract import extract_papers
    from kg.schema import EntityType

    papers = corpus_papers(paths, exclude)[:limit]  # by id: a fixed, spread-out sample
    out = []
    for paper, ext in zip(papers, extract_papers(papers)):
        spans = []
        for ent in ext.entities:
            label = "Method" if ent.type is EntityType.MODEL else ent.type.value
            spans.extend((sp.start, sp.end, label) for sp in ent.spans)
        out.append(Sample(paper.text, _drop_overlaps(spans)))
    return out


@dataclass
class NerConfig:
    """Size and schedule of the NER model."""

    width: int = 64
    depth: int = 2
    embed_size: int = 2000
    hidden_width: int = 64
    n_iter: int = 12
    dropout: float = 0.2
    batch_words: int = 1500
    seed: int = 0

    def model(self) -> dict:
        """The spaCy model config of the ``ner`` component."""
        return {
            "@architectures": "spacy.TransitionBasedParser.v2",
            "state_type": "ner",
            "extra_state_tokens": False,
            "hidden_width": self.hidden_width,
            "maxout_pieces": 2,
            "use_upper": True,
            "nO": None,
            "tok2vec": {
                "@architectures": "spacy.HashEmbedCNN.v2",
                "pretrained_vectors": None,
                "width": self.width,
                "depth": self.depth,
                "embed_size": self.embed_size,
                "window_size": 1,
                "maxout_pieces": 3,
                "subword_features": True,
            },
        }


def _example(nlp, sample: Sample):
    from spacy.training import Example, offsets_to_biluo_tags

    doc = nlp.make_doc(sample.text)
    ents = []
    for s, e, label in sample.spans:
        span = doc.char_span(s, e, alignment_mode="contract")
        if span is not None and len(span):
            ents.append((span.start_char, span.end_char, label))
    tags = offsets_to_biluo_tags(doc, ents, missing="O")
    for s, e in sample.unknown:
        span = doc.char_span(s, e, alignment_mode="expand")
        if span is None:
            continue
        for i in range(span.start, span.end):
            if tags[i] == "O":
                tags[i] = "-"
    return Example.from_dict(doc, {"entities": tags})


def train_ner(samples: list[Sample], out_dir: Path, config: NerConfig | None = None,
              log: Callable[[str], None] | None = None) -> Path:
    """Train the NER on samples and write the shippable model (``ner/`` and ``meta.json``) to out_dir."""
    import spacy
    from spacy.util import fix_random_seed

    from kg.exporters.atomic import write_text
    from kg.nlp.tokenizer import blank_english

    config = config or NerConfig()
    fix_random_seed(config.seed)
    nlp = blank_english()
    ner = nlp.add_pipe("ner", config={"model": config.model()})
    for label in NER_LABELS:
        ner.add_label(label)
    examples = [_example(nlp, s) for s in samples]
    optimizer = nlp.initialize(lambda: examples[:500])
    rng = random.Random(config.seed)
    order = list(range(len(examples)))
    for epoch in range(config.n_iter):
        rng.shuffle(order)
        losses: dict[str, float] = {}
        started = time.perf_counter()
        batch, words = [], 0
        batches = []
        for i in order:
            batch.append(examples[i])
            words += len(examples[i].reference)
            if words >= config.batch_words:
                batches.append(batch)
                batch, words = [], 0
        if batch:
            batches.append(batch)
        for batch in batches:
            nlp.update(batch, drop=config.dropout, sgd=optimizer, losses=losses)
        if log:
            log(f"epoch {epoch + 1}/{config.n_iter}: loss {losses.get('ner', 0.0):.1f} "
                f"({time.perf_counter() - started:.1f}s)")
    out_dir = Path(out_dir)
    (out_dir / "ner").mkdir(parents=True, exist_ok=True)
    ner.to_disk(out_dir / "ner", exclude=["vocab"])
    meta = {"labels": list(NER_LABELS), "model": config.model(), "spacy": spacy.__version__,
            "config": {k: getattr(config, k) for k in config.__dataclass_fields__},
            "samples": len(samples)}
    write_text(out_dir / "meta.json", json.dumps(meta, indent=2, sort_keys=True) + "\n")
    return out_dir


def _opening(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()[:60].lower()


def seed_openings(seed_dir: Path) -> set[str]:
    """Openings of the seed abstracts (the dev set), so silver training can leave them out."""
    from kg.corpus import read_corpus

    if not Path(seed_dir).is_dir():
        return set()
    return {_opening(p.norm) for p in read_corpus([seed_dir]).papers}


def ner_samples(folder: Path, *, silver: int = 0, named_methods: bool = False, corpora: Path | None = None,
                log: Callable[[str], None] | None = None) -> list[Sample]:
    """All training samples: SciERC train, the training part of the dataset mentions, optional silver."""
    samples = scierc_samples(read_jsonl(folder / SCIERC_TRAIN), named_methods=named_methods)
    mentions = dataset_mentions(folder, held_out=False)
    samples += mention_samples(mentions, rule_entity_spans)
    if log:
        log(f"{len(samples)} labelled samples ({len(mentions)} dataset-mention sentences)")
    if silver:
        corpora = corpora or folder.parent
        files = sorted(corpora.glob("*.txt"))
        exclude = seed_openings(SEED_DIR)
        extra = silver_samples(files, silver, exclude)
        if log:
            log(f"{len(extra)} silver abstracts from {', '.join(f.name for f in files)}")
        samples += extra
    return samples


# ------------------------------------------------------------------------------------------- entry


def run_gazetteer(folder: Path | None = None, out: Path | None = None,
                  log: Callable[[str], None] = print) -> list[str]:
    """Build the gazetteer from the training part, write it, and report held-out lookup scores."""
    folder = labelled_dir(folder)
    out = out or GAZETTEER_FILE
    names = build_gazetteer(dataset_mentions(folder, held_out=False))
    write_gazetteer(names, out)
    exact, lenient = gazetteer_scores(names, dataset_mentions(folder, held_out=True))
    log(f"{len(names)} dataset names written to {out}")
    log(f"held-out lookup, exact names:     {exact}")
    log(f"held-out lookup, overlap mention: {lenient}")
    return names


def run_tasks(folder: Path | None = None, out: Path | None = None, *, corpora: Path | None = None,
              progress: bool = True, log: Callable[[str], None] = print) -> list[str]:
    """Learn the task phrases from the rules' own output on unlabelled corpora (default: the *.txt files next to
    the labelled folder) and write them."""
    from kg.nlp.rules import PATTERN_DIR

    corpora = unlabelled_corpora(folder, corpora)
    out = out or PATTERN_DIR / "learned_tasks.csv"
    started = time.perf_counter()
    texts = corpus_texts(corpora, seed_openings(SEED_DIR))
    marked, seen = count_task_contexts(texts, total=len(texts), progress=progress)
    phrases = build_task_lexicon(marked, seen)
    write_wordlist("learned_task", phrases, out)
    log(f"{len(phrases)} task phrases written to {out} (from {len(texts)} abstracts in "
        f"{time.perf_counter() - started:.0f}s)")
    return phrases


def run_task_acronyms(folder: Path | None = None, out: Path | None = None, *, corpora: Path | None = None,
                      progress: bool = True, log: Callable[[str], None] = print) -> list[str]:
    """Learn which acronyms name tasks from how unlabelled corpora spell them out (default: the *.txt files next to
    the labelled folder), against the shipped learned and annotated task names, and write them."""
    from kg.nlp.rules import PATTERN_DIR, load_wordlists, lowered

    corpora = unlabelled_corpora(folder, corpora)
    out = out or PATTERN_DIR / "learned_task_acronyms.csv"
    started = time.perf_counter()
    texts = corpus_texts(corpora, seed_openings(SEED_DIR), normalised=True)
    forms = count_acronym_forms(texts, total=len(texts), progress=progress)
    lists = load_wordlists()
    tasks = frozenset(t.lower() for t in lists["learned_task"] | lists["annotated_task"])
    acronyms = build_task_acronyms(forms, tasks, lowered("method"))
    write_wordlist("learned_task_acronym", acronyms, out)
    log(f"{len(acronyms)} task acronyms written to {out} (of {len(forms)} spelled out in {len(texts)} abstracts, "
        f"in {time.perf_counter() - started:.0f}s)")
    return acronyms


def run_common_words(folder: Path | None = None, out: Path | None = None, *, corpora: Path | None = None,
                     log: Callable[[str], None] = print) -> list[str]:
    """Learn which words are common lower-case words from how unlabelled corpora write them (default: the *.txt
    files next to the labelled folder) and write them."""
    from kg.nlp.rules import PATTERN_DIR

    corpora = unlabelled_corpora(folder, corpora)
    out = out or PATTERN_DIR / "common_words.csv"
    started = time.perf_counter()
    texts = corpus_texts(corpora, seed_openings(SEED_DIR))
    words = build_common_words(texts)
    write_wordlist("common_word", words, out)
    log(f"{len(words)} common words written to {out} (from {len(texts)} abstracts in "
        f"{time.perf_counter() - started:.0f}s)")
    return words


def run_gold_tasks(gold_dir: Path, out: Path | None = None, log: Callable[[str], None] = print, *,
                   merge: bool = False) -> list[str]:
    """Learn the task names annotators give from a folder of annotated abstracts (never the seeds) and write them;
    with ``merge``, keep the names the output file already holds (learnt from annotations no longer at hand)."""
    from kg.nlp.rules import PATTERN_DIR, read_wordlist_file

    out = Path(out or PATTERN_DIR / "annotated_tasks.csv")
    pairs = annotated_abstracts(gold_dir, seed_openings(SEED_DIR))
    learnt = build_gold_task_lexicon(pairs)
    kept = read_wordlist_file(out).get("annotated_task", frozenset()) if merge and out.is_file() else frozenset()
    # a kept name the annotations at hand contradict (said in three abstracts or more, given as a task in none) goes
    given, used = gold_task_counts(pairs, kept)
    dropped = {n for n in kept - set(learnt) if used[n] >= 3 and not given[n]}
    names = sorted(set(learnt) | (kept - dropped))
    write_wordlist("annotated_task", names, out)
    log(f"{len(names)} task names written to {out} ({len(learnt)} from {len(pairs)} annotated abstracts"
        + (f", {len(names) - len(learnt)} more kept from the file, {len(dropped)} dropped as contradicted)"
           if merge else ")"))
    return names


# The shipped model's data settings (chosen on SciERC dev, held-out mentions and the seeds; see bench/ner_eval.py).
SILVER_ABSTRACTS = 800
NAMED_METHODS = True


def run_ner(folder: Path | None = None, out: Path | None = None, *, silver: int = SILVER_ABSTRACTS,
            named_methods: bool = NAMED_METHODS,
            config: NerConfig | None = None, log: Callable[[str], None] = print) -> Path:
    """Train the shipped NER model from the labelled corpora and write it to ``out``."""
    from kg.nlp.ner import MODEL_DIR

    folder = labelled_dir(folder)
    started = time.perf_counter()
    samples = ner_samples(folder, silver=silver, named_methods=named_methods, log=log)
    out = train_ner(samples, out or MODEL_DIR, config, log=log)
    size = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    log(f"model written to {out} ({size / 1e6:.1f} MB) in {time.perf_counter() - started:.0f}s")
    return out


def main(argv: list[str] | None = None) -> int:
    """``python -m kg.train gazetteer|ner|tasks|task-acronyms|common-words|annotated-tasks [--data DIR] [--out PATH]
    [--silver N]``."""
    import argparse

    from kg.errors import KgError

    parser = argparse.ArgumentParser(prog="python -m kg.train", description=main.__doc__)
    parser.add_argument("what", choices=["gazetteer", "ner", "tasks", "task-acronyms", "common-words",
                                         "annotated-tasks"])
    parser.add_argument("--data", type=Path, default=None, help="labelled corpora folder")
    parser.add_argument("--out", type=Path, default=None, help="output file (gazetteer, tasks) or folder (ner)")
    parser.add_argument("--corpora", type=Path, default=None,
                        help="tasks, task-acronyms, common-words: folder of unlabelled *.txt corpora (default: next "
                             "to the labelled folder)")
    parser.add_argument("--gold", type=Path, default=None,
                        help="annotated-tasks: folder of NAME.jsonl gold files with their NAME.txt abstracts")
    parser.add_argument("--merge", action="store_true",
                        help="annotated-tasks: keep the names the output file already holds")
    parser.add_argument("--silver", type=int, default=SILVER_ABSTRACTS,
                        help="silver abstracts (rule output) from the unlabelled corpora")
    parser.add_argument("--all-methods", action="store_true", help="train on generic SciERC methods too")
    parser.add_argument("--iter", type=int, default=NerConfig.n_iter, help="training epochs")
    args = parser.parse_args(argv)
    try:
        if args.what == "gazetteer":
            run_gazetteer(args.data, args.out)
        elif args.what == "tasks":
            run_tasks(args.data, args.out, corpora=args.corpora)
        elif args.what == "task-acronyms":
            run_task_acronyms(args.data, args.out, corpora=args.corpora)
        elif args.what == "common-words":
            run_common_words(args.data, args.out, corpora=args.corpora)
        elif args.what == "annotated-tasks":
            if args.gold is None:
                parser.error("annotated-tasks needs --gold DIR")
            run_gold_tasks(args.gold, args.out, merge=args.merge)
        else:
            run_ner(args.data, args.out, silver=args.silver, named_methods=not args.all_methods,
                    config=NerConfig(n_iter=args.iter))
    except KgError as exc:
        print(f"kg: error: {exc}", file=sys.stderr)
        return exc.exit_code
    return 0


if __name__ == "__main__":
    sys.exit(main())
