"""The normaliser copies words with single spaces between them as one run: the same output and offsets as
handling every word and every space on its own."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import kg.corpus
from kg.corpus import _normalise_markup

# The pattern before runs took spaces along: one match per word and one per space.
_WORD_BY_WORD = re.compile(r"\\unicode\{[xX]([0-9A-Fa-f]{1,6})\}|\\(['\"`^~])\{?([AEIOUYaeiouyCcNnZz])\}?|\\([A-Za-z]+)\s?|\\([%&#_$ {}*])|(\$)|(\*{1,2}|__)|([{}])|(\s+)"
                           "|([^\\\\$*{}\\s^_\x00-\x1f\x7f-\x9f\ufffe\uffff\ud800-\udfff]+)|(.)", re.S)


def _word_by_word(text: str) -> tuple[str, list[int]]:
    kept = kg.corpus._TOKEN
    kg.corpus._TOKEN = _WORD_BY_WORD
    try:
        return _normalise_markup(text)
    finally:
        kg.corpus._TOKEN = kept


@pytest.mark.parametrize("text", [
    "We use $\\alpha$-divergence and **bold words** here.",
    "Two  spaces, a tab\tand\nnew lines; a $x^2_i$ term; \\textbf{Name} (\\emph{ours}) 5 \\% better",
    "C:\\data\\new file * lone star * and a_b^c outside math",
    " leading and trailing spaces ",
])
def test_corpus_normalise_runs_match_word_by_word(text):
    assert _normalise_markup(text) == _word_by_word(text)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["a", "bc", " ", "  ", "\t", "\n", "$", "*", "**", "{", "}", "\\alpha", "\\emph",
                                 "\\ ", "\\%", "\\*", "_", "__", "^", "\x01", "é", "x y", "\\'e", '\\"{o}']), max_size=30).map("".join))
def test_corpus_normalise_runs_match_word_by_word_on_any_mix(text):
    assert _normalise_markup(text) == _word_by_word(text)


def _word_by_word_plain(text: str) -> tuple[str, list[int]]:
    """Whitespace folding word by word: each folded space maps to where its run began."""
    words: list[str] = []
    origin: list[int] = []
    for m in re.finditer(r"\S+", text):
        if words:
            origin.append(origin[-1] + 1)
        words.append(m.group(0))
        origin.extend(range(m.start(), m.end()))
    origin.append(len(text.rstrip()))
    return " ".join(words), origin


_PLAIN_PIECES = ["a", "bc", " ", "  ", "\t", "\n", " \n ", "\u00a0", "\u3000", "é", "x y", "\r\n"]


@pytest.mark.parametrize("text", ["", "   ", "one", "  two  words ", "a\tb\nc  d", "x\u00a0\u00a0y\u3000z \n"])
def test_corpus_normalise_plain_folds_only_changed_runs(text):
    assert kg.corpus._normalise_plain(text) == _word_by_word_plain(text)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_PLAIN_PIECES), max_size=30).map("".join))
def test_corpus_normalise_plain_folds_only_changed_runs_on_any_mix(text):
    assert kg.corpus._normalise_plain(text) == _word_by_word_plain(text)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([*_PLAIN_PIECES, "$x$", "\\emph{y}", "(cid:12)", "**b**", "__c__", "_d_", "e_f", "\x01"]),
                max_size=30).map("".join))
def test_corpus_normalised_text_is_normalise_without_offsets(text):
    assert kg.corpus.normalised_text(text) == kg.corpus.normalise(text)[0]
