"""make_nlp(): the extraction pipeline, built from registered components in a fixed order."""

from __future__ import annotations

from functools import lru_cache

from spacy.language import Language
from spacy.matcher import Matcher

import kg.nlp.abbreviations  # noqa: F401  (registers the factory)
import kg.nlp.names  # noqa: F401
from kg.nlp.rules import load_cues
from kg.nlp.tokenizer import blank_english

PIPELINE_VERSION = "1"


@Language.factory("kg_cues")
class CueMatcher:
    """spaCy component: relation cue words from cues.jsonl, as ``doc.spans["kg_cues"]``."""

    def __init__(self, nlp: Language, name: str = "kg_cues") -> None:
        self.name = name
        self.matcher = Matcher(nlp.vocab, validate=True)
        for cue in load_cues():
            self.matcher.add(cue["label"], [cue["pattern"]])

    def __call__(self, doc):
        doc.spans["kg_cues"] = self.matcher(doc, as_spans=True)
        return doc


@lru_cache(maxsize=2)
def make_nlp() -> Language:
    """The spaCy pipeline: scientific tokenizer, sentencizer, abbreviations, names, cues."""
    nlp = blank_english()
    nlp.add_pipe("sentencizer")
    nlp.add_pipe("kg_abbreviations")
    nlp.add_pipe("kg_names")
    nlp.add_pipe("kg_cues")
    return nlp
