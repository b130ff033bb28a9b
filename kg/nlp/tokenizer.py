"""A tokenizer that keeps scientific names whole: COCO-C, Llama3-8B-Instruct, Recall@100, ViT-B/16, top-1."""

from __future__ import annotations

import re

import spacy
from spacy.lang.tokenizer_exceptions import emoticons
from spacy.language import Language
from spacy.symbols import ORTH
from spacy.tokenizer import Tokenizer
from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex, registry

# Hyphens split only between two lower-case letters ("fine-tuned", "state-of-the-art"); a hyphen next to
# a capital or a digit is part of a coined name ("LaRA-Fusion", "COCO-C", "top-1", "Qwen3-8B").
_LOWER_HYPHEN = r"(?<=[a-z])(?:-|–|—|--|---)(?=[a-z])"
# "DeR-Mamba(Decoupling for ...": a parenthesis glued to a name still opens a new token.
_GLUED_PAREN = r"(?<=[A-Za-z0-9])[()](?=[A-Za-z])"
# "(GAN)-based", "(LV-HBA)—that", "RLHF)---where": a closing parenthesis and the dash after it stand alone.
_PAREN_DASH = r"(?<=[A-Za-z0-9])\)(?=(?:-|–|—)+[A-Za-z])|(?<=\))(?:---|--|-|–|—)(?=[A-Za-z])"
# "PILE—showing", "5.9%→10.9%", "CIFAR100.The", "SFT.The", "RKHS.A key": an em dash, an arrow, or a period before a
# capitalised word (or the one-letter "A" or "I" that ends the chunk), is never inside a name.
_BREAKS = (r"—|→|⟶|⇒|(?<=[A-Za-z0-9])\.(?=[A-Z][a-z]+\b)|(?<=[A-Za-z0-9]{2})\.(?=[AI]$)"
           r"|(?<=%)[-–](?=[0-9])|(?<=[0-9][×x])[-–](?=[0-9]+(?:\.[0-9]+)?[×x](?![A-Za-z0-9]))"
           r"|(?<=[0-9%×x])[~∼](?=[0-9])|(?<=[a-wyz])[~∼](?=[0-9])")
# (and "25%-40%", "4×-10×", "2%~23%", "3.3x~15x": a range; "is~75%": an approximate value glued to the word before it)
# Nor is a dash typed as two or three hyphens ("algorithms---1) partial", "GPT-4--a model", "1--5",
# "model---Additive"), except two between two names ("Metropolis--Hastings"); it comes first among the infixes so
# that a digit's single-hyphen rule does not take its first hyphen.
_DOUBLE_DASH = r"(?<=[A-Z0-9])-{2,3}(?=[A-Za-z0-9])|(?<=[a-z])-{2,3}(?=[a-z0-9])|(?<=[a-z])---(?=[A-Z])"
# "TimeX.", "3D.", "4K.", "Recall@K." at a sentence end: spaCy's suffix rules keep a period after a capital that
# follows a lower-case letter, a digit or "@"; "U.S." and "e.g." stay whole through the tokenizer exceptions.
_NAME_PERIOD = r"(?<=[a-z0-9@-][A-Z])\.|(?<=×)\."  # (and "by 2×." ends a sentence too)
# "1.24- 2.01x speedup": a range's dash typed against its first number is no part of it
_NUMBER_DASH = r"(?<=[0-9])[-–]"
# A whole string that is a coined name with a capital or digit after its first character is one token,
# even where a digit-hyphen-digit infix would otherwise split it ("Llama3-8B-Instruct", "Qwen2.5-7B",
# "Cohere-xlarge-52.4B").
_NAME = re.compile(r"^(?:(?=.[^\s]*[A-Z0-9])[A-Za-z][A-Za-z0-9]*(?:\.[0-9]+)?(?:[-/][A-Za-z0-9]+(?:\.[0-9]+[A-Za-z]*)?)+"
                   r"|[A-Za-z]+[0-9]+[A-Za-z]+[0-9A-Za-z]*"  # "D2T", "E3T": spaCy cut a unit letter ("T") off
                   r"|[A-Z][a-z]+-(?:aware|guided|based|driven|free|augmented|enhanced|specific|agnostic|informed"
                   r"|conditioned|efficient|adaptive|robust|regularized|powered)"
                   r"|[A-Z][A-Za-z0-9-]*\((?:λ|lambda)\))$")  # "TD(λ)", "LSTD(lambda)": a trace-decay variant
# Whitespace-separated chunks whose tokens the tokenizer remembers. spaCy's default (10,000) is full after a few
# hundred abstracts, and each later chunk missing from it runs the affix regexes again (~7 µs; a cached chunk is a
# hash lookup): 14,000 abstracts hold under 100,000 distinct chunks, which take ~9 MB, and tokenizing them costs
# ~40% less CPU than with the default. The cap keeps the memory bounded on any corpus (~90 bytes a chunk).
CACHE_CHUNKS = 200_000


# Abbreviations of scientific prose whose period is no sentence end, unless a word that opens sentences follows
# ("samples are i.i.d. We show ..."); spaCy's English exceptions already keep "e.g.", "i.e.", "vs." whole.
ABBREVIATIONS = ("al.", "w.r.t.", "i.i.d.", "a.k.a.", "resp.", "cf.", "Fig.", "approx.", "s.t.")


def _is_hyphen_infix(pattern: str) -> bool:
    return "(?:-|–|—|--|---|——|~)" in pattern


@registry.tokenizers("kg.scientific_tokenizer.v1")
def create_scientific_tokenizer():
    """Registered tokenizer factory, usable from a spaCy config."""

    def make(nlp: Language) -> Tokenizer:
        return scientific_tokenizer(nlp)

    return make


def scientific_tokenizer(nlp: Language) -> Tokenizer:
    """Build the tokenizer for ``nlp``: spaCy's English rules with the name-preserving hyphen rule."""
    defaults = nlp.Defaults
    infixes = [_DOUBLE_DASH] + [p for p in defaults.infixes if not _is_hyphen_infix(p)] + [
        _LOWER_HYPHEN, _GLUED_PAREN, _PAREN_DASH, _BREAKS]
    # "e.g." and friends stay single tokens through the default exceptions; but a lower-case letter and a period
    # ("of size n. We show ...") end a sentence in an abstract far more often than they abbreviate a word; and an
    # abstract has no emoticons, while spaCy's would glue "(ICL):" and "(Figure 8)" into one token "):" / "8)"
    rules = {text: pieces for text, pieces in defaults.tokenizer_exceptions.items()
             if not (len(text) == 2 and text[1] == "." and text[0].islower()) and text not in emoticons}
    rules["p.p."] = [{ORTH: "p.p."}]  # "3.1 p.p. on GLUE": percentage points, whose period ends no sentence
    for abbreviation in ABBREVIATIONS:  # "Seide et al. [2014] proposed": the period ends no sentence
        rules[abbreviation] = [{ORTH: abbreviation}]
    return Tokenizer(
        nlp.vocab,
        rules=rules,
        prefix_search=compile_prefix_regex(defaults.prefixes).search,
        suffix_search=compile_suffix_regex([*defaults.suffixes, _NAME_PERIOD, _NUMBER_DASH]).search,
        infix_finditer=compile_infix_regex(infixes).finditer,
        token_match=_token_match(defaults.token_match),
        url_match=defaults.url_match,
        max_cache_size=CACHE_CHUNKS,
    )


def _token_match(default):
    if default is None:  # English has none: the regex's own match method, with no Python frame per call
        return _NAME.match

    def match(text: str):
        return _NAME.match(text) or default(text)

    return match


def blank_english() -> Language:
    """A blank English pipeline with the scientific tokenizer."""
    nlp = spacy.blank("en")
    nlp.tokenizer = scientific_tokenizer(nlp)
    return nlp
