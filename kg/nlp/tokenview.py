"""Plain-list views of a Doc's tokens: the rule code reads these instead of creating Token objects,
which is the dominant cost of pure-Python loops over a spaCy Doc."""

from __future__ import annotations

from dataclasses import dataclass

from spacy.attrs import LOWER, ORTH, SENT_START
from spacy.tokens import Doc


@dataclass
class TokenView:
    """Token texts, lower-cased texts, sentence-start flags and each token's sentence start index."""

    text: list[str]
    lower: list[str]
    sent_start: list[bool]
    sent_of: list[int]
    sent_end_of: list[int]

    def __len__(self) -> int:
        return len(self.text)


def view(doc: Doc) -> TokenView:
    """The (cached) TokenView of a doc."""
    cached = doc.user_data.get("kg_view")
    if cached is not None and len(cached) == len(doc):
        return cached
    strings = doc.vocab.strings
    arr = doc.to_array([ORTH, LOWER, SENT_START])
    text = [strings[int(o)] for o in arr[:, 0]]
    lower = [strings[int(o)] for o in arr[:, 1]]
    starts = [bool(i == 0 or v == 1) for i, v in enumerate(arr[:, 2])]
    sent_of, sent_end_of = [0] * len(text), [len(text)] * len(text)
    current = 0
    for i, s in enumerate(starts):
        if s:
            current = i
        sent_of[i] = current
    end = len(text)
    for i in range(len(text) - 1, -1, -1):
        sent_end_of[i] = end
        if starts[i]:
            end = i
    v = TokenView(text, lower, starts, sent_of, sent_end_of)
    doc.user_data["kg_view"] = v
    return v
