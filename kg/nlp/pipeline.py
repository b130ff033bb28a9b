"""make_nlp(): the extraction pipeline, built from registered components in a fixed order."""

from __future__ import annotations

from functools import lru_cache

from spacy.language import Language
from spacy.matcher import Matcher
from spacy.tokens import Span

import kg.nlp.abbreviations  # noqa: F401  (registers the factory)
import kg.nlp.names  # noqa: F401
from kg.nlp.rules import load_cues
from kg.nlp.tokenizer import blank_english
from kg.nlp.tokenview import view

PIPELINE_VERSION = "1"


@Language.factory("kg_cues")
class CueMatcher:
    """spaCy component: relation cue words from cues.jsonl, as ``doc.spans["kg_cues"]``."""

    def __init__(self, nlp: Language, name: str = "kg_cues") -> None:
        self.name = name
        self.matcher = Matcher(nlp.vocab, validate=True)
        # One-token cues ({"LOWER": {"IN": [...]}}) are matched by a set lookup: the same result as the
        # Matcher at a fraction of its per-token cost.
        self.words: dict[str, str] = {}
        # Longer cues only run on sentences holding one of their rarer required words.
        self.anchors: set[str] = set()
        for cue in load_cues():
            words = _single_word_cue(cue["pattern"])
            if words is None:
                self.matcher.add(cue["label"], [cue["pattern"]])
                self.anchors |= _anchor_words(cue["pattern"])
            else:
                for word in words:
                    self.words.setdefault(word, cue["label"])

    def __call__(self, doc):
        v = view(doc)
        spans = []
        for start in sorted({v.sent_of[i] for i, low in enumerate(v.lower) if low in self.anchors}):
            spans.extend(self.matcher(doc[start:v.sent_end_of[start]], as_spans=True))
        for i, low in enumerate(view(doc).lower):
            label = self.words.get(low)
            if label is not None:
                spans.append(Span(doc, i, i + 1, label=label))
        doc.spans["kg_cues"] = sorted(spans, key=lambda s: (s.start, s.end, s.label_))
        return doc


_COMMON = frozenset({"to", "with", "a", "an", "the", ",", "our", "in", "on", "of", "is", "are", "we", "and", "for"})


def _anchor_words(pattern: list[dict]) -> set[str]:
    """Words one of which any match must contain: those of the first required token with no common word."""
    fallback: set[str] = set()
    for token in pattern:
        if token.get("OP") in {"?", "*"}:
            continue
        words: set[str] = set()
        for attr in ("LOWER", "ORTH"):
            value = token.get(attr)
            if isinstance(value, str):
                words = {value.lower()}
            elif isinstance(value, dict) and "IN" in value:
                words = {w.lower() for w in value["IN"]}
        if words and not words & _COMMON:
            return words
        fallback |= words
    if not fallback:
        raise ValueError(f"a cue pattern needs a required word token: {pattern}")
    return fallback


def _single_word_cue(pattern: list[dict]) -> list[str] | None:
    """The words of a cue that is one token matched on LOWER (a string or an IN list), else None."""
    if len(pattern) != 1 or set(pattern[0]) != {"LOWER"}:
        return None
    value = pattern[0]["LOWER"]
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict) and set(value) == {"IN"}:
        return list(value["IN"])
    return None


@lru_cache(maxsize=2)
def make_nlp() -> Language:
    """The spaCy pipeline: scientific tokenizer, sentencizer, abbreviations, names, cues."""
    nlp = blank_english()
    nlp.add_pipe("sentencizer")
    nlp.add_pipe("kg_abbreviations")
    nlp.add_pipe("kg_names")
    nlp.add_pipe("kg_cues")
    return nlp
