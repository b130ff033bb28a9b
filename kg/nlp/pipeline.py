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
        for cue in load_cues():
            words = _single_word_cue(cue["pattern"])
            if words is None:
                self.matcher.add(cue["label"], [cue["pattern"]])
            else:
                for word in words:
                    self.words.setdefault(word, cue["label"])

    def __call__(self, doc):
        spans = self.matcher(doc, as_spans=True)
        for i, low in enumerate(view(doc).lower):
            label = self.words.get(low)
            if label is not None:
                spans.append(Span(doc, i, i + 1, label=label))
        doc.spans["kg_cues"] = sorted(spans, key=lambda s: (s.start, s.end, s.label_))
        return doc


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
