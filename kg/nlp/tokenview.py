"""Plain-list views of a Doc's tokens: the rule code reads these instead of creating Token objects,
which is the dominant cost of pure-Python loops over a spaCy Doc.

The ``kg_sentences`` component splits sentences exactly as spaCy's ``sentencizer`` does, but from these
lists, and leaves the view cached on the doc for every later component.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy
from spacy.attrs import IDX, IS_PUNCT, ORTH, SENT_START, SPACY
from spacy.language import Language
from spacy.pipeline import Sentencizer
from spacy.tokens import Doc

_KEY = "kg_view"


@dataclass
class TokenView:
    """Token texts, lower-cased texts, sentence-start flags and each token's sentence start index.

    ``idx`` holds each token's start character and ``doc_text`` the doc's text, so span texts and character
    offsets are slices and lookups rather than Span objects.
    """

    text: list[str]
    lower: list[str]
    sent_start: list[bool]
    sent_of: list[int]
    sent_end_of: list[int]
    idx: list[int]
    doc_text: str

    def __len__(self) -> int:
        return len(self.text)

    def start_char(self, i: int) -> int:
        """Character offset where token i starts (the doc's length for i == len)."""
        return self.idx[i] if i < len(self.idx) else len(self.doc_text)

    def end_char(self, i: int) -> int:
        """Character offset where token i ends."""
        return self.idx[i] + len(self.text[i])

    def span_text(self, start: int, end: int) -> str:
        """The text of tokens start..end, as ``doc[start:end].text`` gives it."""
        if end <= start:
            return ""
        return self.doc_text[self.idx[start]:self.idx[end - 1] + len(self.text[end - 1])]


def _arrays(doc: Doc, attrs: list[int]) -> tuple[list[str], list[int], list[list[int]]]:
    """Token texts, start offsets and the given extra attribute columns, as Python lists."""
    columns = doc.to_array([ORTH, IDX, *attrs]).T.tolist() if len(doc) else [[] for _ in range(2 + len(attrs))]
    text = list(map(doc.vocab.strings.__getitem__, columns[0]))
    return text, columns[1], columns[2:]


def _make(doc: Doc, text: list[str], idx: list[int], spacy_ws: list[int], starts: list[bool]) -> TokenView:
    n = len(text)
    sent_of, sent_end_of = [0] * n, [n] * n
    current = 0
    for i, s in enumerate(starts):
        if s:
            current = i
        sent_of[i] = current
    end = n
    for i in range(n - 1, -1, -1):
        sent_end_of[i] = end
        if starts[i]:
            end = i
    doc_text = "".join([t + " " if w else t for t, w in zip(text, spacy_ws)])
    v = TokenView(text, [t.lower() for t in text], starts, sent_of, sent_end_of, idx, doc_text)
    doc.user_data[_KEY] = v
    return v


def view(doc: Doc) -> TokenView:
    """The (cached) TokenView of a doc."""
    cached = doc.user_data.get(_KEY)
    if cached is not None and len(cached.text) == len(doc):  # len(cached) would be a Python call
        return cached
    text, idx, (spacy_ws, sent) = _arrays(doc, [SPACY, SENT_START])
    return _make(doc, text, idx, spacy_ws, [i == 0 or v == 1 for i, v in enumerate(sent)])


_PUNCT_CHARS = frozenset(Sentencizer.default_punct_chars)


@Language.factory("kg_sentences")
class SentenceSplitter:
    """spaCy component: the default ``sentencizer``'s sentence starts, computed on plain lists, with the
    doc's TokenView cached for the later components. Boundaries a doc already has are kept."""

    def __init__(self, nlp: Language, name: str = "kg_sentences") -> None:
        self.name = name

    def __call__(self, doc: Doc) -> Doc:
        text, idx, (spacy_ws, punct, preset) = _arrays(doc, [SPACY, IS_PUNCT, SENT_START])
        n = len(text)
        guesses = [False] * n
        if n:
            guesses[0] = True
        seen_period = False
        for i, t in enumerate(text):
            if t in _PUNCT_CHARS:
                seen_period = True
            elif seen_period and not punct[i]:
                guesses[i] = True
                seen_period = False
        if any(preset):  # like the sentencizer, set only the tokens that have no value yet
            values = [(1 if p == 1 else -1) if p else (1 if g else -1) for p, g in zip(preset, guesses)]
        else:
            values = [1 if g else -1 for g in guesses]
        if n:
            doc.from_array([SENT_START], numpy.array(values, dtype="int64").astype("uint64"))
        _make(doc, text, idx, spacy_ws, [i == 0 or v == 1 for i, v in enumerate(values)])
        return doc
