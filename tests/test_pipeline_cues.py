"""kg_cues matches its token patterns in plain Python: the same spans as spaCy's Matcher gives."""

from __future__ import annotations

import pytest
from spacy.matcher import Matcher

from kg.nlp.pipeline import make_nlp
from kg.nlp.rules import load_cues
from kg.nlp.tokenview import view

TEXTS = [
    "We propose a new framework, an efficient and scalable method for X. Our method is called Foo.",
    "Here we also present FooNet, a simple architecture. It is compared to BarNet and outperforms baselines.",
    "The proposed approach, a method, is introduced; our proposed method, namely Baz, beats prior work.",
    "In this paper we further introduce and develop tools. We now propose. We propose, a b c d model.",
    "Compared with the state of the art, relative to others, our work versus theirs vs. baselines.",
    "Our approach for intent-aware multi-agent planning, iPLAN, and our method for x - y, Foo, and our model, Bar.",
    "Our framework for Planning Tasks, Baz, differs from our model for long horizon video world models, Qux.",
]


def _matcher_spans(doc):
    """What one spaCy Matcher over every cue, sentence by sentence, finds (as sorted (start, end, label))."""
    matcher = Matcher(doc.vocab)
    for cue in load_cues():
        matcher.add(cue["label"], [cue["pattern"]])
    v = view(doc)
    found = set()
    for start in sorted(set(v.sent_of)):
        found.update((s.start, s.end, s.label_) for s in matcher(doc[start:v.sent_end_of[start]], as_spans=True))
    return sorted(found)


@pytest.mark.parametrize("text", TEXTS)
def test_pipeline_cues_match_spacy_matcher(text):
    doc = make_nlp()(text)
    ours = [(s.start, s.end, s.label_) for s in doc.spans["kg_cues"]]
    assert sorted(set(ours)) == _matcher_spans(doc)
    assert ours == sorted(ours)


def test_pipeline_cues_optional_wildcards_give_every_length():
    doc = make_nlp()("We use it, a fast method, a very fast method, a method method.")
    appositions = [(s.start, s.end) for s in doc.spans["kg_cues"] if s.label_ == "APPOSITION_PROPOSE"]
    assert appositions == [(3, 7), (7, 12), (12, 15), (12, 16)]


def test_pipeline_cues_regex_steps_run_without_the_matcher():
    cues = dict(make_nlp().pipeline)["kg_cues"]
    assert any(any(hasattr(values, "search") for _, values, _ in spec) for _, spec in cues.patterns)
    assert not cues.use_matcher
