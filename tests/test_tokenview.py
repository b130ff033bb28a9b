"""kg_sentences and the token view: spaCy's own sentence starts (and those after a variable such as "D.") and token
attributes, from plain lists."""

from __future__ import annotations

import pytest
from spacy.attrs import SENT_START

from kg.nlp.tokenizer import blank_english
from kg.nlp.tokenview import view

TEXTS = [
    "We propose FooX. It works! Does it? Yes...",
    "Results improve (p < 0.05). \"Quoted.\" Next sentence here",
    "Trailing punctuation only ?!",
    "e.g. this is one sentence, i.e. not two. Then: another one ... and more.",
    "A  doubled   space.  New\tline\nhere. 3.5% better. ViT-B/16 (ours) wins.",
    ".",
    "!!! ??? leading punctuation. x",
    "",
]


def _pipeline(component: str):
    nlp = blank_english()
    nlp.add_pipe(component)
    return nlp


@pytest.mark.parametrize("text", TEXTS)
def test_tokenview_sentences_match_spacy_sentencizer(text):
    ours, spacys = _pipeline("kg_sentences")(text), _pipeline("sentencizer")(text)
    assert ours.to_array([SENT_START]).tolist() == spacys.to_array([SENT_START]).tolist()
    if len(ours):
        assert [s.start for s in ours.sents] == [s.start for s in spacys.sents]


@pytest.mark.parametrize("text", TEXTS)
def test_tokenview_view_matches_the_doc(text):
    doc = _pipeline("kg_sentences")(text)
    v = view(doc)
    assert v.doc_text == doc.text
    assert v.text == [t.text for t in doc]
    assert v.lower == [t.lower_ for t in doc]
    assert v.idx == [t.idx for t in doc]
    for sent in doc.sents:
        for t in sent:
            assert (v.sent_of[t.i], v.sent_end_of[t.i]) == (sent.start, sent.end)
    for start in range(len(doc)):
        for end in range(start, min(len(doc), start + 4) + 1):
            assert v.span_text(start, end) == doc[start:end].text
        assert v.end_char(start) == doc[start:start + 1].end_char


@pytest.mark.parametrize("text, starts", [
    # a variable named by a capital letter ends a sentence before a word that opens one ...
    ("It picks the distribution D. This imbalance matters.", ["It", "This"]),
    ("We bound it over the space X. However, it grows.", ["We", "However"]),
    # ... but an initial before a surname does not
    ("This is due to D. Hardt and others.", ["This"]),
    ("As Richard H. Thaler notes, it holds.", ["As"]),
])
def test_tokenview_sentences_end_after_a_capital_letter_variable(text, starts):
    doc = _pipeline("kg_sentences")(text)
    assert [s[0].text for s in doc.sents] == starts


@pytest.mark.parametrize("text, starts", [
    # the period of "et al.", "w.r.t." or "i.i.d." ends no sentence ...
    ("Seide et al. [2014] proposed error feedback, which we call EF14. We improve it.", ["Seide", "We"]),
    ("Smith et al. proposed it. It is convex w.r.t. the input.", ["Smith", "It"]),
    # ... unless a word that opens sentences follows
    ("The samples are i.i.d. We show a bound.", ["The", "We"]),
])
def test_tokenview_sentences_do_not_end_at_an_abbreviation(text, starts):
    doc = _pipeline("kg_sentences")(text)
    assert [s[0].text for s in doc.sents] == starts


def test_tokenview_sentences_keep_boundaries_a_doc_already_has():
    nlp = _pipeline("kg_sentences")
    doc = nlp.make_doc("One two three. Four five")
    doc[1].is_sent_start = True
    doc = nlp.get_pipe("kg_sentences")(doc)
    assert [s.start for s in doc.sents] == [0, 1, 4]
    assert view(doc).sent_of == [0, 1, 1, 1, 4, 4]
