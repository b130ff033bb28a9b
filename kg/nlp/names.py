"""Find candidate names in a doc: coined tokens, title-case runs, lexicon terms and task phrases.

Pure functions over a Doc; ``NameFinder`` wraps them as a spaCy component that fills
``doc.spans["kg_names"]`` (label NAME), ``doc.spans["kg_lexicon"]`` (label = entity type) and
``doc.spans["kg_tasks"]`` (label Task).
"""

from __future__ import annotations

import re

from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc, Span, Token

from kg.nlp.rules import load_wordlists, lowered

_METRIC_AT = re.compile(r"^(?:recall|precision|r|p|hits?|hr|ndcg|mrr|acc|map|ap|pass|f1|top)@\d+$", re.I)
_COUNTLIKE = re.compile(r"^\d+(?:\.\d+)?(?:[a-zA-Z]{1,2}|st|nd|rd|th)$")
_CONNECTORS = frozenset({"of", "for", "and", "via", "with", "on", "in", "to", "the"})


def is_coined(text: str) -> bool:
    """A coined name: a capital after the first character, or letters mixed with digits (not "3D", "8B")."""
    if len(text) < 2 or not any(c.isalpha() for c in text) or _COUNTLIKE.match(text):
        return False
    if not (text[0].isalnum() or text[0] in "τα"):
        return False
    if any(c.isupper() for c in text[1:]):
        return True
    return any(c.isdigit() for c in text) and text[0].isalpha()


def is_title(tok: Token) -> bool:
    """Title-case word such as "Walk" or "Dual-Loop"."""
    t = tok.text
    return len(t) > 1 and t[0].isupper() and (t.is_alpha if False else True) and any(c.islower() for c in t)


def _lexicon_matchers(nlp: Language) -> tuple[PhraseMatcher, PhraseMatcher]:
    exact = PhraseMatcher(nlp.vocab, attr="ORTH")
    folded = PhraseMatcher(nlp.vocab, attr="LOWER")
    for term in sorted(load_wordlists()["metric"]):
        # Terms with capitals (mAP, AUROC) match as written; lower-case ones match in any case.
        target = exact if any(c.isupper() for c in term) else folded
        target.add("Metric", [nlp.make_doc(term)])
    for term in sorted(load_wordlists()["dataset"]):
        exact.add("Dataset", [nlp.make_doc(term)])
    return exact, folded


def lexicon_spans(doc: Doc, matchers: tuple[PhraseMatcher, PhraseMatcher]) -> list[Span]:
    """Metric and known-dataset terms, longest first, not inside a lower-case hyphen compound."""
    spans = []
    for matcher in matchers:
        for match_id, start, end in matcher(doc):
            if start > 0 and doc[start - 1].text == "-":
                continue
            if end < len(doc) and doc[end].text == "-":
                continue
            spans.append(Span(doc, start, end, label=doc.vocab.strings[match_id]))
    for tok in doc:
        if _METRIC_AT.match(tok.text):
            spans.append(Span(doc, tok.i, tok.i + 1, label="Metric"))
    return _longest(spans)


def _longest(spans: list[Span]) -> list[Span]:
    taken: set[int] = set()
    out = []
    for s in sorted(spans, key=lambda s: (-(s.end - s.start), s.start)):
        if not taken.intersection(range(s.start, s.end)):
            out.append(s)
            taken.update(range(s.start, s.end))
    return sorted(out, key=lambda s: s.start)


def name_spans(doc: Doc) -> list[Span]:
    """Coined tokens and runs of title-case words ("Gram-Schmidt Walk", "UK Biobank", "PC algorithm")."""
    generic = load_wordlists()["generic"]
    stop = lowered("modifier_stop")
    spans = []
    n = len(doc)
    i = 0
    while i < n:
        tok = doc[i]
        coined = is_coined(tok.text) and tok.text not in generic
        title = is_title(tok) and tok.lower_ not in stop
        if not (coined or title):
            i += 1
            continue
        j = i + 1
        has_coined = coined
        while j < n:
            nxt = doc[j]
            if is_coined(nxt.text) or (is_title(nxt) and nxt.lower_ not in {"we", "our", "the", "this"}):
                has_coined = has_coined or is_coined(nxt.text)
                j += 1
            elif (nxt.lower_ in _CONNECTORS and j + 1 < n and (is_title(doc[j + 1]) or is_coined(doc[j + 1].text))
                  and nxt.lower_ != "and" and not doc[j + 1].is_sent_start):
                j += 1
            elif nxt.lower_ == "algorithm" and j == i + 1 and coined:
                j += 1
            else:
                break
        start = i
        # A sentence-initial capital is not evidence of a name.
        if doc[start].is_sent_start and not is_coined(doc[start].text):
            start += 1
        while j - 1 > start and doc[j - 1].lower_ in _CONNECTORS:
            j -= 1
        if j > start and (has_coined or j - start >= 2):
            spans.append(doc[start:j])
        i = max(j, i + 1)
    return spans


def _is_modifier(tok: Token, stop: frozenset[str]) -> bool:
    text = tok.text
    return (text.islower() and text.replace("-", "").isalpha() and text not in stop and not text.endswith("ly")
            and len(text) > 1)


def task_spans(doc: Doc) -> list[Span]:
    """Noun phrases that end in a task head ("ordinal regression", "infrared and visible image fusion")."""
    heads = lowered("task_head")
    weak = lowered("task_weak_head")
    stop = lowered("modifier_stop")
    generic = lowered("generic")
    method_heads = lowered("method_head")
    spans = []
    for tok in doc:
        if tok.lower_ not in heads or not tok.text.islower():
            continue
        # "learning framework", "detection model": the head word modifies a method noun.
        if tok.i + 1 < len(doc) and doc[tok.i + 1].lower_ in method_heads:
            continue
        start = tok.i
        while start > 0:
            prev = doc[start - 1]
            if prev.text == "-" and start > 1 and doc[start - 2].text.isalpha():
                start -= 2
                continue
            if _is_modifier(prev, stop) or (prev.is_title and not prev.is_sent_start is False and False):
                start -= 1
                continue
            if (prev.lower_ == "and" and start > 1 and _is_modifier(doc[start - 2], stop)
                    and start - tok.i <= 0 and tok.i - start <= 2):
                start -= 2
                continue
            break
        if doc[start].text == "-":
            start += 1
        length = tok.i + 1 - start
        if length == 1 and (tok.lower_ in weak):
            continue
        if length > 6:
            continue
        span = doc[start:tok.i + 1]
        if span.text.lower() in generic:
            continue
        spans.append(Span(doc, span.start, span.end, label="Task"))
    return spans


@Language.factory("kg_names")
class NameFinder:
    """spaCy component: candidate names, lexicon terms and task phrases, as span groups."""

    def __init__(self, nlp: Language, name: str = "kg_names") -> None:
        self.name = name
        self.matchers = _lexicon_matchers(nlp)

    def __call__(self, doc: Doc) -> Doc:
        doc.spans["kg_lexicon"] = lexicon_spans(doc, self.matchers)
        doc.spans["kg_names"] = name_spans(doc)
        doc.spans["kg_tasks"] = task_spans(doc)
        return doc
