"""Plain-list views of a Doc's tokens: the rule code reads these instead of creating Token objects,
which is the dominant cost of pure-Python loops over a spaCy Doc.

The ``kg_sentences`` component splits sentences exactly as spaCy's ``sentencizer`` does, but from these
lists, and leaves the view cached on the doc for every later component.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import compress, repeat
from operator import is_

import numpy
from spacy.attrs import IDX, ORTH, SENT_START, SPACY
from spacy.lang.en.stop_words import STOP_WORDS
from spacy.language import Language
from spacy.pipeline import Sentencizer
from spacy.tokens import Doc, Span, SpanGroup

from kg.nlp.tokenizer import ABBREVIATIONS

_KEY = "kg_view"
_SOURCE = "kg_source"  # the text a doc was made from, where new_doc() kept it
_SPANS = "kg_spans"

Triple = tuple[int, int, str]  # a span as (start token, end token, label)


@dataclass
class TokenView:
    """Token texts, lower-cased texts, sentence-start flags and each token's sentence start index.

    ``idx`` holds each token's start character and ``doc_text`` the doc's text, so span texts and character
    offsets are slices and lookups rather than Span objects. ``kind`` holds each token's kind bits (read
    them through kinds()) for the first ``kind_tests`` tests register_kind gave out.
    """

    text: list[str]
    lower: list[str]
    sent_start: list[bool]
    sent_of: list[int]
    sent_end_of: list[int]
    idx: list[int]
    doc_text: str
    kind: tuple[int, ...]
    kind_tests: int

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


# (token text, lower-cased text, kind bits) by ORTH hash, shared by every doc of the process. The hash of a string
# never changes, so an entry stays valid; the cache holds one entry per distinct token text, as the vocab does. A
# StringStore lookup decodes a new str on every call: the dict lookup is cheaper and makes no new object, and one
# lookup gives all three (zip() then splits the entries at C speed, where a second dict would miss the CPU cache).
_TEXT: dict[int, tuple[str, str, int]] = {}
_WS = ("", " ")  # a token's trailing whitespace by its SPACY value
# The tests of text that register_kind gave a bit: bit k is set in a text's kind when _KIND_TESTS[k](text) holds.
_KIND_TESTS: list[Callable[[str], object]] = []


def register_kind(test: Callable[[str], object]) -> int:
    """The bit that a token's kind will carry when ``test(token text)`` is true.

    A rule that looks for a few kinds of token tests one int per token (``compress(range(n),
    map(bit.__and__, kinds(view)))``), a C-level pass, while its test runs once per distinct text in the process.
    """
    _KIND_TESTS.append(test)
    _TEXT.clear()  # the cached kinds lack the new bit
    return 1 << (len(_KIND_TESTS) - 1)


def kinds(v: TokenView) -> tuple[int, ...]:
    """The kind bits of the view's tokens (made again if a kind was registered after the view)."""
    if v.kind_tests != len(_KIND_TESTS):
        v.kind, v.kind_tests = tuple(map(_kind, v.text)), len(_KIND_TESTS)
    return v.kind


def _kind(text: str) -> int:
    """The kind bits of a token text."""
    kind = 0
    for bit, test in enumerate(_KIND_TESTS):
        if test(text):
            kind |= 1 << bit
    return kind


def _texts(doc: Doc, orth: list[int]) -> tuple[list[str], list[str], tuple[int, ...]]:
    """Token texts, lower-cased texts and kinds for the ORTH column."""
    entries = list(map(_TEXT.get, orth))
    if None in entries:  # texts this process has not seen yet
        strings = doc.vocab.strings
        for i in compress(range(len(entries)), map(is_, entries, repeat(None))):
            text = strings[orth[i]]
            entries[i] = _TEXT[orth[i]] = (text, text.lower(), _kind(text))
    if not entries:
        return [], [], ()
    text, lower, kind = zip(*entries)
    return list(text), list(lower), kind


def _arrays(doc: Doc, attrs: list[int]) -> tuple[list[str], list[str], tuple[int, ...], list[int], list[list[int]]]:
    """Token texts, lower-cased texts, kinds, start offsets and the given extra attribute columns."""
    columns = doc.to_array([ORTH, IDX, *attrs]).T.tolist() if len(doc) else [[] for _ in range(2 + len(attrs))]
    text, lower, kind = _texts(doc, columns[0])
    return text, lower, kind, columns[1], columns[2:]


def _make(doc: Doc, text: list[str], lower: list[str], kind: tuple[int, ...], idx: list[int], spacy_ws: list[int],
          starts: list[bool], heads: list[int] | None = None) -> TokenView:
    """Build and cache the view; ``heads`` are the indices of the true ``starts``, when known."""
    n = len(text)
    # Each token's sentence start and end, filled a sentence at a time (list repetition, not a loop per token).
    if heads is None:
        heads = list(compress(range(n), starts))
    first = heads[0] if heads else n
    sent_of, sent_end_of = [0] * first, [first] * first  # tokens before the first start, if any
    for start, end in zip(heads, heads[1:] + [n]):
        sent_of += [start] * (end - start)
        sent_end_of += [end] * (end - start)
    # The text: the one the doc was made from (the tokenizer keeps every character), else the token texts
    # interleaved with their whitespace, joined once.
    doc_text = doc.user_data.get(_SOURCE)
    if doc_text is None or not n or len(doc_text) != idx[-1] + len(text[-1]) + spacy_ws[-1]:
        pieces = [""] * (2 * n)
        pieces[::2] = text
        pieces[1::2] = map(_WS.__getitem__, spacy_ws)
        doc_text = "".join(pieces)
    v = TokenView(text, lower, starts, sent_of, sent_end_of, idx, doc_text, kind, len(_KIND_TESTS))
    doc.user_data[_KEY] = v
    return v


def new_doc(nlp: Language, text: str) -> Doc:
    """``nlp.make_doc(text)``, with the text kept for the token view, which would otherwise join it again."""
    doc = nlp.make_doc(text)
    doc.user_data[_SOURCE] = text
    return doc


def view(doc: Doc) -> TokenView:
    """The (cached) TokenView of a doc."""
    cached = doc.user_data.get(_KEY)
    if cached is not None and len(cached.text) == len(doc):  # len(cached) would be a Python call
        return cached
    text, lower, kind, idx, (spacy_ws, sent) = _arrays(doc, [SPACY, SENT_START])
    return _make(doc, text, lower, kind, idx, spacy_ws, [i == 0 or v == 1 for i, v in enumerate(sent)])


class TokenSpan:
    """Tokens start..end of a doc, with a label: the part of a spaCy Span the rule code reads, made without
    Doc.__getitem__'s slice checks or a StringStore lookup for the label."""

    __slots__ = ("doc", "start", "end", "label_")

    def __init__(self, doc: Doc, start: int, end: int, label_: str = "") -> None:
        self.doc = doc
        self.start = start
        self.end = end
        self.label_ = label_


def put_spans(doc: Doc, key: str, spans: list[Triple], span_groups: bool = True) -> None:
    """Keep (start, end, label) triples for the later components and, with ``span_groups``, set
    ``doc.spans[key]`` from them too."""
    group = None
    if span_groups:
        # the group doc.spans[key] = [...] would make, made here so that it can be kept
        group = SpanGroup(doc, name=key, spans=[Span(doc, start, end, label=label) for start, end, label in spans])
        doc.spans[key] = group
    kept = doc.user_data.get(_SPANS)
    if kept is None:
        kept = doc.user_data[_SPANS] = {}
    kept[key] = (group, spans)


def spans_of(doc: Doc, key: str) -> list[Triple]:
    """The spans of ``key`` as (start, end, label) triples: those put_spans kept, unless ``doc.spans[key]`` was
    set since; otherwise read from that group (iterating a SpanGroup makes a Span and decodes a label per item)."""
    kept = doc.user_data.get(_SPANS, {}).get(key)
    if kept is not None:
        group = doc.spans.data.get(key)  # SpanGroups is a UserDict: its .data spares Mapping.get's Python calls
        if group is kept[0] and (group is None or len(group) == len(kept[1])):
            return kept[1]
    return [(s.start, s.end, s.label_) for s in doc.spans[key]]


_PUNCT_CHARS = frozenset(Sentencizer.default_punct_chars)
_SENTENCE_END = register_kind(_PUNCT_CHARS.__contains__)  # a token that is a sentence-final character
# "the distribution D. This imbalance ...": a capital letter and a period, which the tokenizer keeps whole as
# an initial, ends a sentence after a lower-case word and before a word that opens sentences
_LETTER_PERIOD = register_kind(lambda text: len(text) == 2 and text[0].isupper() and text[1] == ".")
# "samples are i.i.d. We show ...": an abbreviation the tokenizer keeps whole, likewise
_ABBREVIATION = register_kind(frozenset(ABBREVIATIONS).__contains__)


@Language.factory("kg_sentences", default_config={"doc_sents": True})
class SentenceSplitter:
    """spaCy component: the default ``sentencizer``'s sentence starts, computed on plain lists, with the
    doc's TokenView cached for the later components. Boundaries a doc already has are kept."""

    def __init__(self, nlp: Language, name: str = "kg_sentences", doc_sents: bool = True) -> None:
        self.name = name
        # False leaves a new doc's SENT_START column as it is: the starts are then in the TokenView only, which
        # is all the later components read (Doc.from_array costs about as much as the sentence scan).
        self.doc_sents = doc_sents

    def __call__(self, doc: Doc) -> Doc:
        # IS_PUNCT is looked up only for the few tokens after a sentence end, not put in the array for all.
        array = doc.to_array([ORTH, IDX, SPACY, SENT_START]) if len(doc) else numpy.zeros((0, 4), dtype="uint64")
        orth, idx, spacy_ws, preset = array.T.tolist()
        text, lower, kind = _texts(doc, orth)
        vocab = doc.vocab
        n = len(text)
        heads = [0] if n else []
        # The sentencizer's scan, visiting only the sentence-final characters: after one, the next token that
        # is neither such a character nor punctuation starts a sentence. Those characters are rare, so the
        # tokens holding one are found by C-level iteration rather than a Python loop over every token.
        decided = 0  # tokens before this index are settled
        for p in compress(range(n), map(_SENTENCE_END.__and__, kind)):
            if p < decided:
                continue  # inside the run of punctuation after an earlier sentence end
            k = p + 1
            while k < n and (text[k] in _PUNCT_CHARS or vocab[text[k]].is_punct):  # the token's own lexeme
                k += 1
            if k < n:
                heads.append(k)
            decided = k
        for p in compress(range(1, n - 1), map(_LETTER_PERIOD.__and__, kind[1:])):
            if lower[p - 1].isalpha() and text[p - 1].islower() and text[p + 1].istitle() \
                    and lower[p + 1] in STOP_WORDS:
                heads.append(p + 1)
        for p in compress(range(n - 1), map(_ABBREVIATION.__and__, kind)):
            if text[p + 1].istitle() and lower[p + 1] in STOP_WORDS:
                heads.append(p + 1)
        heads.sort()
        # A new doc's SENT_START column is 1 for its first token and 0 elsewhere; the guesses agree with that.
        if n and (preset[0] != 1 or preset.count(0) != n - 1):
            # like the sentencizer, set only the tokens that have no value yet
            guesses = [False] * n
            for k in heads:
                guesses[k] = True
            values = [(1 if p == 1 else -1) if p else (1 if g else -1) for p, g in zip(preset, guesses)]
            starts = [i == 0 or v == 1 for i, v in enumerate(values)]
            heads = None
            doc.from_array([SENT_START], numpy.array(values, dtype="int64").astype("uint64"))
        else:
            starts = [False] * n
            for k in heads:
                starts[k] = True
            if n and self.doc_sents:
                values = numpy.full(n, -1, dtype="int64")
                values[heads] = 1
                doc.from_array([SENT_START], values.view("uint64"))  # the bits astype("uint64") gives
        _make(doc, text, lower, kind, idx, spacy_ws, starts, heads)
        return doc
