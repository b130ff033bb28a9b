"""make_nlp(): the extraction pipeline, built from registered components in a fixed order."""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import compress

from spacy.attrs import IS_ALPHA, IS_PUNCT, LOWER
from spacy.language import Language
from spacy.matcher import Matcher

import kg.nlp.abbreviations  # noqa: F401  (registers the factory)
import kg.nlp.names  # noqa: F401
import kg.nlp.tokenview  # noqa: F401  (registers kg_sentences)
from kg.nlp.rules import load_cues
from kg.nlp.tokenizer import blank_english
from kg.nlp.tokenview import put_spans, view

PIPELINE_VERSION = "1"


@Language.factory("kg_cues", default_config={"span_groups": True})
class CueMatcher:
    """spaCy component: relation cue words from cues.jsonl, as ``doc.spans["kg_cues"]``."""

    def __init__(self, nlp: Language, name: str = "kg_cues", span_groups: bool = True) -> None:
        self.name = name
        # ``span_groups`` false leaves doc.spans alone and hands the spans on as (start, end, label) triples only.
        self.span_groups = span_groups
        self.matcher = Matcher(nlp.vocab, validate=True)
        self.use_matcher = False
        # One-token cues ({"LOWER": {"IN": [...]}}) are matched by a set lookup: the same result as the
        # Matcher at a fraction of its per-token cost.
        self.words: dict[str, str] = {}
        # Longer cues only run on sentences holding one of their rarer required words.
        self.anchors: set[str] = set()
        # Longer cues made of LOWER/ORTH sets, wildcards and "?" run as plain Python from the words that can
        # start them; any other pattern goes to spaCy's Matcher.
        self.patterns: list[tuple[str, list[tuple[str | None, frozenset[str] | re.Pattern | None, bool]]]] = []
        self.by_lower: dict[str, list[int]] = {}
        self.by_orth: dict[str, list[int]] = {}
        for cue in load_cues():
            words = _single_word_cue(cue["pattern"])
            if words is not None:
                for word in words:
                    self.words.setdefault(word, cue["label"])
                continue
            spec = _plain_pattern(cue["pattern"])
            if spec is None or spec[0][2] or not isinstance(spec[0][1], frozenset):
                self.matcher.add(cue["label"], [cue["pattern"]])
                self.anchors |= _anchor_words(cue["pattern"])
                self.use_matcher = True
                continue
            index = self.by_lower if spec[0][0] == "LOWER" else self.by_orth
            for word in spec[0][1]:
                index.setdefault(word, []).append(len(self.patterns))
            self.patterns.append((cue["label"], spec))
        # A pattern whose second step is required and lists its values cannot match where the next token
        # has none of them: that test spares most calls of _match ("the", "is", "our" start several cues).
        self.gates = [(spec[1][0] == "LOWER", spec[1][1])
                      if len(spec) > 1 and not spec[1][2] and isinstance(spec[1][1], frozenset) else None
                      for _, spec in self.patterns]
        # Lower-case forms of every word a cue can start with: most tokens start none.
        self.firsts = frozenset(self.words) | frozenset(self.by_lower) | frozenset(w.lower() for w in self.by_orth)

    def __call__(self, doc):
        v = view(doc)
        text, lower, sent_end_of = v.text, v.lower, v.sent_end_of
        # Like the Matcher, a (start, end, label) is found once however many patterns give it.
        multi: set[tuple[int, int, str]] = set()
        n = len(lower)
        if self.use_matcher:
            for start in sorted({v.sent_of[i] for i in compress(range(n), map(self.anchors.__contains__, lower))}):
                multi.update((s.start, s.end, s.label_)
                             for s in self.matcher(doc[start:sent_end_of[start]], as_spans=True))
        single = []
        words, by_lower, by_orth, patterns, gates = self.words, self.by_lower, self.by_orth, self.patterns, self.gates
        # the tokens that can start a cue, found by a C-level scan
        for i in compress(range(n), map(self.firsts.__contains__, lower)):
            low = lower[i]
            label = words.get(low)
            if label is not None:
                single.append((i, i + 1, label))
            starting = by_lower.get(low)
            if text[i] in by_orth:
                starting = (starting or []) + by_orth[text[i]]
            for k in starting or ():
                gate = gates[k]
                if gate is not None and not (i + 1 < sent_end_of[i]
                                             and (lower[i + 1] if gate[0] else text[i + 1]) in gate[1]):
                    continue
                label, spec = patterns[k]
                ends: set[int] = set()
                _match(spec, 0, i, sent_end_of[i], text, lower, ends)
                multi.update((i, end, label) for end in ends if end > i)
        put_spans(doc, "kg_cues", sorted([*multi, *single]), self.span_groups)
        return doc


def _plain_pattern(pattern: list[dict]) -> list[tuple[str | None, frozenset[str] | re.Pattern | None, bool]] | None:
    """A token pattern as (attribute, allowed values or regex, optional) steps, if it only uses LOWER/ORTH
    values, sets or regexes, wildcards and the "?" operator; else None."""
    spec = []
    for token in pattern:
        op = token.get("OP")
        if op not in {None, "?"} or not set(token) <= {"LOWER", "ORTH", "OP"} or ("LOWER" in token and "ORTH" in token):
            return None
        attr = "LOWER" if "LOWER" in token else "ORTH" if "ORTH" in token else None
        values = None
        if attr is not None:
            value = token[attr]
            if isinstance(value, str):
                values = frozenset([value])
            elif isinstance(value, dict) and set(value) == {"IN"} and all(isinstance(w, str) for w in value["IN"]):
                values = frozenset(value["IN"])
            elif isinstance(value, dict) and set(value) == {"REGEX"} and isinstance(value["REGEX"], str):
                values = re.compile(value["REGEX"])  # the Matcher's REGEX is re.search
            else:
                return None
        spec.append((attr, values, op == "?"))
    return spec


def _match(spec, k: int, i: int, limit: int, text: list[str], lower: list[str], ends: set[int]) -> None:
    """Add to ends every token index where spec[k:] can end when it starts at token i (before limit)."""
    if k == len(spec):
        ends.add(i)
        return
    attr, values, optional = spec[k]
    if optional:
        _match(spec, k + 1, i, limit, text, lower, ends)
    if i < limit:
        word = lower[i] if attr == "LOWER" else text[i]
        if values is None or (values.search(word) is not None if isinstance(values, re.Pattern) else word in values):
            _match(spec, k + 1, i + 1, limit, text, lower, ends)


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


@lru_cache(maxsize=4)
def make_nlp(annotate_docs: bool = True) -> Language:
    """The spaCy pipeline: scientific tokenizer, sentencizer, abbreviations, names, cues; with ``annotate_docs``
    false the components leave doc.spans empty and hand their spans on as triples only, the sentence
    starts stay in the token view (doc.sents is not set), and new words get only the lexeme attributes the rules
    read (lean_lexemes)."""
    nlp = blank_english()
    if not annotate_docs:
        lean_lexemes(nlp)
    nlp.add_pipe("kg_sentences", config={"doc_sents": annotate_docs})
    for name in ("kg_abbreviations", "kg_names", "kg_cues"):
        nlp.add_pipe(name, config={"span_groups": annotate_docs})
    return nlp


def lean_lexemes(nlp: Language) -> None:
    """Compute only LOWER, IS_ALPHA and IS_PUNCT for each new word of ``nlp``'s vocab.

    spaCy computes some twenty attributes (shape, prefix, suffix, like_url, ...) once per distinct word; a
    corpus keeps bringing new words, and the rules read only these three (the phrase and cue matchers LOWER,
    the abbreviation finder IS_ALPHA, the sentence splitter IS_PUNCT; rules.CUE_ATTRIBUTES keeps the cue
    patterns to them). A statistical component would need the rest: it belongs in make_nlp()'s full pipeline.
    """
    getters = nlp.vocab.lex_attr_getters
    nlp.vocab.lex_attr_getters = {attr: getters[attr] for attr in (LOWER, IS_ALPHA, IS_PUNCT)}


def extraction_nlp() -> Language:
    """The pipeline extract_papers runs: its docs never leave extraction, which reads the components' triples and
    the token view, so it skips making a Span and a SpanGroup for doc.spans per span and group, and setting
    the doc's sentence starts."""
    return make_nlp(annotate_docs=False)
