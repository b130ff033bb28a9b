"""Schwartz–Hearst abbreviation detection, extended to coined names with hyphens, digits and mixed case.

The algorithm is pure functions over strings; ``AbbreviationDetector`` wraps it as a spaCy component
that stores pairs in ``doc.spans["kg_abbrev_long"]`` / ``doc.spans["kg_abbrev_short"]`` (aligned by
index) and every later bare use of a short form in ``doc.spans["kg_abbrev_uses"]``.
"""

from __future__ import annotations

import re
from itertools import compress

from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.nlp.names import is_coined
from kg.nlp.rules import lowered
from kg.nlp.tokenview import TokenView, put_spans, view

# Digits in acronyms that stand for words: "W2S" (weak-to-strong), "B2B", "P4P".
_DIGIT_WORDS = {"2": ("to", "two"), "3": ("three",), "4": ("for", "four")}  # "Three Towers (3T)"
_SHORT_FORM = re.compile(r"^(?=.*[A-Za-z])[A-Za-z0-9][A-Za-z0-9\-.&/+²³]{0,11}s?$")
_STOP_SHORT = frozenset({"e.g", "i.e", "et", "al", "etc", "see", "resp", "ours", "vs", "cf", "al.", "resp.", "cf."})


_SUPERSCRIPT = re.compile(r"\$\^\{?(\d)\}?\$|\^\{?(\d)\}?")
_SUPER_DIGITS = str.maketrans("²³", "23")


def plain_short(text: str) -> str:
    """A short form without its markup: "MP-K$^2$alman" and "MP-K²alman" are "MP-K2alman"."""
    if "^" in text:
        text = _SUPERSCRIPT.sub(lambda m: m.group(1) or m.group(2), text)
    return text.translate(_SUPER_DIGITS)


def _powers(short: str) -> str | None:
    """"K2" as a squared letter is "KK" (two words starting with K), or None when there is no such digit."""
    out = re.sub(r"([A-Za-z])([23])", lambda m: m.group(1) * int(m.group(2)), short)
    return out if out != short else None


_SIZE = re.compile(r"^\d+(?:\.\d+)?[KMBT]$")


def is_short_form(text: str) -> bool:
    """Whether text can be an abbreviation: 1-12 chars, starts alphanumeric, has a capital letter."""
    text = plain_short(text)
    if not _SHORT_FORM.match(text) or (text.lower().rstrip(".") in _STOP_SHORT and not text.isupper()):
        return False  # "et", "e.g", "vs"; but "ET" (extremal transport) and "SEE" are acronyms
    if not any(map(str.isupper, text)):  # any(c.isupper() for c in text), without a generator
        return False
    return not text.isdigit() and not _SIZE.match(text)  # "Sherkala-Chat (8B)": a size, not an acronym


def _is_word_start(text: str, i: int) -> bool:
    return i == 0 or not text[i - 1].isalnum() or (text[i].isupper() and text[i - 1].islower())


def find_long_form(short: str, window: str) -> int | None:
    """Return the start offset in ``window`` of the long form for ``short``, or None (Schwartz–Hearst).

    Characters of the short form are matched right to left against the window; the first one must
    start a word. Digits may stand for "to"/"for", and a trailing plural "s" is ignored.
    """
    chars = [c for c in short if c.isalnum()]
    if len(chars) > 1 and chars[-1] == "s" and short[-2:-1].isupper():
        chars = chars[:-1]
    if not chars:
        return None
    li = len(window) - 1
    si = len(chars) - 1
    while si >= 0:
        c = chars[si].lower()
        if c in _DIGIT_WORDS:
            found = False
            for word in _DIGIT_WORDS[c]:
                pos = window.lower().rfind(word, 0, li + 1)
                if pos >= 0 and _is_word_start(window, pos):
                    li = pos - 1
                    found = True
                    break
            if not found and c not in window[: li + 1]:
                return None
            if found:
                si -= 1
                continue
        if not c.isalnum():
            si -= 1
            continue
        while li >= 0 and (window[li].lower() != c or (si == 0 and not _is_word_start(window, li))):
            li -= 1
        if li < 0:
            return None
        li -= 1
        si -= 1
    start = li + 1
    # The long form starts at the beginning of the word that holds its first matched character.
    while start > 0 and window[start - 1].isalnum():
        start -= 1
    return start


def _capitals_long_form(short: str, window: str) -> int | None:
    """"Music undERstanding model with large-scale self-supervised Training (MERT)": where the long form marks the
    acronym's letters as capitals, some of them inside a word, the capitals spell it and fix where it starts."""
    letters = [c.upper() for c in short if c.isalpha()]
    caps = [k for k, c in enumerate(window) if c.isupper()]
    if len(letters) < 3 or len(caps) < len(letters):
        return None
    mine = caps[len(caps) - len(letters):]
    if [window[k] for k in mine] != letters or not _is_word_start(window, mine[0]) or mine[0] > 0 and window[mine[0] - 1].isalpha():
        return None
    if not any(window[k - 1].isalpha() and window[k - 1].islower() for k in mine[1:]):
        return None  # all capitals start words: Schwartz-Hearst finds that long form itself
    return mine[0]


_INITIAL_SKIP = frozenset({"for", "of", "and", "the", "to", "in", "on", "with", "from", "a", "an", "via", "by", "any",
                           "all", "every", "each", "at", "as", "into"})


def _initials_long_form(short: str, window: str) -> int | None:
    """"perturbation assistance for parameter approximation (PAPA)", "adaptive multi-scale identifier (AMSI)": where
    the initials of the last words (hyphen parts count as words, short function words may be skipped) spell the
    acronym, they fix where the long form starts, though Schwartz–Hearst's shortest match starts later."""
    if len(short) > 2 and short[-1] == "s" and short[-2].isupper():
        short = short[:-1]  # "characteristic circuits (CCs)": a plural acronym spells its singular
    cased = [c for c in short if c.isalpha()]
    letters = [c.lower() for c in cased]
    if len(letters) < 2 or len(letters) != len([c for c in short if c.isalnum()]):
        return None  # digits or too short: Schwartz–Hearst decides
    j = len(letters) - 1
    words = window.split()  # most windows fail on their last word or two: no offsets until one matches
    for wi in range(len(words) - 1, -1, -1):
        word = words[wi]
        parts = [m for m in re.finditer(r"[^-]+", word)]  # the parts of "text-to-speech" each give a letter
        alone = "-" not in word
        for part in reversed(parts):
            text = part.group()
            if not text[:1].isalpha():
                return None
            if alone and text in _INITIAL_SKIP and not (cased[j].islower() and text[0] == cased[j]):
                continue  # "Abstraction and Reasoning Corpus (ARC)": the "and" gives no letter; but in "Tree of
                # Thoughts (ToT)" a small letter is the function word's
            if text[0].lower() != letters[j]:
                return None
            j -= 1
            if j < 0:
                return [m.start() for m in re.finditer(r"\S+", window)][wi] + part.start()
    return None


def _count_initials(short: str, words: list[str]) -> bool:
    """"S3" for three words starting with S: a letter and a count."""
    m = re.fullmatch(r"([A-Z])(\d)", short)
    return bool(m) and int(m.group(2)) == len(words) and all(w[:1].upper() == m.group(1) for w in words)


# Names may hold "is" or "not" ("Every Call is Precious", "missing not at random"), but not these.
_CLAUSE_WORDS = frozenset("only also but was were been has have had can could which that achieves achieve shows "
                          "show propose proposes introduce introduces present presents".split())


# A long form opens with a content word: "over 29 API-based and open-sourced (OSS)" starts in the clause before it
_LOWER_FUNCTION_STARTS = tuple(f"{w} " for w in ("to", "for", "of", "over", "in", "on", "with", "by", "from", "and",
                                                  "or", "at", "as", "into", "than"))


def _long_form_ok(short: str, long: str) -> bool:
    words = long.split()
    if not words or len(long) <= len(short) or len(words) > min(len(short) + 5, len(short) * 2) + 1 \
            or "://" in long or long.lower().startswith("www."):
        return False  # (a link is no long form: "github.com/a/NPD-MindSpore (MindSpore)" names the framework used)
    if len(words) == 1 and long.lower() in _GENERIC_TAILS:
        return False  # "a general online policy optimization algorithm (ALG)": a clipped word, no long form
    if long.lower().startswith(("the ", "a ", "an ", "our ", "we ")) or long.startswith(_LOWER_FUNCTION_STARTS) \
            or ")" in long or ": " in long:  # "used to construct a new offline RL algorithm (TSRL)": a clause
        # "(II) a policy, and (III)": an enumeration; "three tasks: RepoBench-R (Retrieval)": a list after a colon
        return False
    if not any(c.isdigit() for c in short) and any(w.isdigit() for w in words[:-1]):
        return False  # "our test over 29 API-based and open-sourced (OSS) LLMs": letters picked across a count
    # "X not only achieves a score comparable to GPT3.5 (ChatGPT)": letters picked out of a clause
    return _CLAUSE_WORDS.isdisjoint(words)


YEAR = re.compile(r"(?:19|20)\d\d[a-z]?")  # a citation's year ("2017", "2019a"), matched whole


def _cites(texts: list[str]) -> bool:
    """Whether tokens read as a citation: an author and a year ("Wahba, 1990", "Schulman et al. 2017")."""
    return bool(texts) and texts[0][:1].isupper() and any(YEAR.fullmatch(t) for t in texts)


_CLOSING_QUOTES = frozenset({"''", '"', "\u201d", "'"})


def _short_before(texts: list[str], i: int) -> int | None:
    """The token of a short form just before the parenthesis at i, quoted or not ("MMCC'' (matrix ...)")."""
    k = i - 1 if i > 0 and texts[i - 1] not in _CLOSING_QUOTES else i - 2
    return k if k >= 0 and is_short_form(texts[k]) else None


def _matching_close(texts: list[str], i: int) -> int:
    """The token closing the parenthesis opened at i (nested ones counted), or i where none does nearby."""
    depth = 0
    for j in range(i, min(len(texts), i + 40)):
        depth += (texts[j] == "(") - (texts[j] == ")")
        if depth == 0:
            return j
    return i


def detect_pairs(doc: Doc) -> list[tuple[Span, Span]]:
    """Find (long form, short form) span pairs in a doc: "Long Form (LF)" and "LF (Long Form)"."""
    pairs: list[tuple[Span, Span]] = []
    v = view(doc)
    texts = v.text
    doc_text = v.doc_text
    n = len(doc)
    i = 0
    while i < n:
        try:
            i = texts.index("(", i)
        except ValueError:
            break
        close = next((j for j in range(i + 1, min(i + 12, n)) if texts[j] == ")"), None)
        if close is None:
            i += 1
            continue
        if i > 0 and len(texts[i - 1]) == 1 and texts[i - 1].isalpha() and v.idx[i] == v.idx[i - 1] + 1:
            i = _matching_close(texts, i) + 1  # "namely O(N)", "I(S;A(S))": a function applied, with all it holds,
            continue  # no long form with its acronym
        if close - i > 4 and texts[i + 2] in (",", ";") and is_short_form(texts[i + 1]) \
                and _cites(texts[i + 3:close]):
            close = i + 2  # "Generalized Cross-validation (GCV, Wahba, 1990)": the acronym, then a citation
        inner_len = close - i - 1
        inner_text = v.span_text(i + 1, close).strip()
        sent_start = v.sent_of[i]
        if 1 <= inner_len <= 3 and is_short_form(inner_text.replace(" ", "")):
            # "Long Form (LF)": the long form ends just before the parenthesis.
            lo = max(sent_start, i - min(len(inner_text) + 5, 2 * len(inner_text)) - 2)
            window_text = v.span_text(lo, i)
            plain = plain_short(inner_text.replace(" ", ""))
            wide = max(sent_start, i - 3 * len(inner_text) - 6)  # hyphens split compounds into three tokens
            start = _capitals_long_form(plain, v.span_text(wide, i))
            marked = start is not None
            if start is None:
                start = _initials_long_form(plain, v.span_text(wide, i))
            if start is not None:
                lo, window_text = wide, v.span_text(wide, i)
            else:
                start = find_long_form(plain, window_text)
            if start is None and _powers(plain):
                start = find_long_form(_powers(plain), window_text)  # "K$^2$alman": Kernel Kalman
            if start is not None:
                char_start = v.idx[lo] + start
                # "Non-negative Contrastive Learning (NCL)": a hyphen-joined prefix belongs to the long form
                while char_start > 1 and doc_text[char_start - 1] == "-" and doc_text[char_start - 2].isalnum():
                    char_start -= 2
                    while char_start > 0 and doc_text[char_start - 1].isalnum():
                        char_start -= 1
                long_span = doc.char_span(char_start, v.end_char(i - 1), alignment_mode="expand")
                long_text = v.span_text(long_span.start, long_span.end) if long_span is not None else ""
                if marked and plain[:1] == "A" and long_text.startswith("A "):
                    long_text = long_text[2:]  # "A gracefUl pRompt framewOrk for cRoss-modal trAnsfer (AURORA)"
                if long_span is not None and _long_form_ok(plain, long_text):
                    long_span = _trim_long(long_span, plain)
                    if long_span is not None:
                        pairs.append((long_span, doc[i + 1:close]))
                        i = close + 1
                        continue
        elif (k := _short_before(texts, i)) is not None and inner_len >= 2:
            # "LF (Long Form)": the short form before the parenthesis, words inside.
            inner = doc[i + 1:close]
            short = texts[k]
            words = [t.text for t in inner if t.is_alpha]
            start = find_long_form(short, inner.text)
            if start != 0 and _initials_long_form(short, inner.text) == 0:
                start = 0  # "MMCC (matrix mechanism conditional composition)": the shortest match starts too late
            # "four LLMs (Llama2, GPT-3.5, PaLM2, and GPT-4)": a list of instances, not a long form
            listed = any(t.text == "," for t in inner)
            if (start == 0 and not listed and _long_form_ok(short, inner.text)) or _count_initials(short, words):
                pairs.append((inner, doc[k:k + 1]))
        i = close + 1
    pairs.extend(_spelled_after_for(doc, v))
    pairs.extend(_spelled_in_apposition(doc, v))
    defined = {short.start for _, short in pairs}
    pairs.extend(p for p in _spelled_by_marked_capitals(doc, v) if p[1].start not in defined)
    return pairs


_MARKED = re.compile(r"[a-z][A-Z]|^[A-Z]{2,}[a-z]{2,}")  # "AGgrEgation", "COLLective": capitals that mark letters


def _spelled_by_marked_capitals(doc: Doc, v: TokenView) -> list[tuple[Span, Span]]:
    """"COLLAGE, a method for COLLective data AGgrEgation in ...": a coined acronym spelled out later in its sentence
    by words whose capitals, some set inside the words, give its letters in order."""
    texts = v.text
    n = len(texts)
    pairs = []
    for i in compress(range(n), map(str.isupper, texts)):  # upper-case tokens only, found at C speed
        short = texts[i]
        letters = "".join(c for c in short if c.isalpha())
        if len(letters) < 3 or not letters.isupper() or not is_short_form(short):
            continue
        for j in range(i + 2, min(n, i + 14)):
            if v.sent_of[j] != v.sent_of[i]:
                break
            if texts[j][:1] != letters[0]:
                continue
            caps, k = "", j
            while k < n and len(caps) < len(letters) and (texts[k].isalpha() or texts[k] == "-"):
                caps += "".join(c for c in texts[k] if c.isupper())
                k += 1
            if caps == letters and k - j >= 2 and any(_MARKED.search(t) for t in texts[j:k]):
                pairs.append((doc[j:k], doc[i:i + 1]))
                break
    return pairs


def _spelled_after_for(doc: Doc, v: TokenView) -> list[tuple[Span, Span]]:
    """"TADRED for TAsk-DRiven Experimental Design", "HAN stands for ...", "SPADE, short for ...": a capitalised
    long form after "for" whose word starts spell the acronym before it."""
    texts = v.text
    n = len(texts)
    pairs = []
    for i in compress(range(n - 2), map("for".__eq__, texts[1:n - 1])):  # i: the acronym before a "for"
        # "HAN stands for", "SPADE, short for", "SA3D, for"
        short_at = i - 1 if texts[i] in {"stands", ","} else i - 2 if texts[i] == "short" and texts[i - 1] == "," else i
        short = texts[short_at] if short_at >= 0 else ""  # "HAN stands for", "SPADE, short for"
        if not (short.isupper() and len(short) >= 2 and is_short_form(short)):
            continue
        start = i + 2  # after the "for"
        end = start
        while end < n and end - start < len(short) + 3 and (texts[end][:1].isupper() or texts[end] == "-" or (
                texts[end] in _LONG_CONNECTORS and end > start) or (texts[end][:1].isdigit() and texts[end] in short)):
            end += 1  # "SA3D, for Segment Anything in 3D": a digit group the acronym keeps
        while end > start and not (texts[end - 1][:1].isupper() or texts[end - 1] in short):
            end -= 1  # the long form ends with a capitalised word
        long_text = v.span_text(start, end)
        # the letters match inside the long form, which starts with the acronym's first letter ("SPADE": State
        # Space Augmented Transformer, although Schwartz-Hearst's shortest match starts at "Space")
        if end > start + 1 and find_long_form(short, long_text) is not None \
                and long_text[:1].lower() == short[:1].lower() and _long_form_ok(short, long_text):
            pairs.append((doc[start:end], doc[short_at:short_at + 1]))
    return pairs


_LONG_CONNECTORS = frozenset({"of", "for", "and", "in", "to", "with", "on", "the"})
_APPOSITION_OPEN = frozenset({",", "--", "—", "–", ":"})
_APPOSITION_END = frozenset({",", ".", ";", ":", "(", ")", "--", "—", "–"})


def _spelled_in_apposition(doc: Doc, v: TokenView) -> list[tuple[Span, Span]]:
    """"RENT, a REsampling method with Noise Transition matrix", "SinMDM, a Single Motion Diffusion Model designed
    to": a coined acronym described right after it by a capitalised phrase whose letters spell it."""
    texts = v.text
    n = len(texts)
    pairs = []
    for i in compress(range(n - 3), map(_APPOSITION_OPEN.__contains__, texts[1:n - 2])):  # a comma or dash next
        short = texts[i]
        if sum(map(str.isupper, short)) < 2 or not is_short_form(short):
            continue
        start = i + 2 + (v.lower[i + 2] in {"a", "an"})
        if start >= n or not texts[start][:1].isupper() or texts[start][:1].lower() != short[:1].lower():
            continue
        end = start
        while end < n and texts[end] not in _APPOSITION_END and v.sent_of[end] == v.sent_of[start]:
            end += 1
        boundary = end
        while end > start and not any(map(str.isupper, texts[end - 1])):
            end -= 1  # the long form ends with a word that gives a capital ...
        if end + 1 == boundary and boundary < n and texts[boundary] in _APPOSITION_END and texts[end].isalpha():
            end += 1  # ... or with one lower-case noun before the punctuation ("Noise Transition matrix.")
        if end + 1 < boundary and texts[end] == "-" and texts[end + 1].isalpha():
            end += 2  # ... and never inside a hyphenated word ("Symbolic-Numeric Integrated Pre-training model")
        # the longest phrase that spells it, ending in a capitalised word ("an Efficient End-to-End Training
        # approach for zero-shot human-AI coordination" is spelled before "approach")
        ends = [end] + [k for k in range(end - 1, start + 1, -1) if texts[k - 1][:1].isupper()]
        found = next((k for k in ends if _spells_apposition(short, texts[start:k], v.span_text(start, k))), None)
        if found is not None and start == i + 2 and not {"and", "or"}.isdisjoint(v.lower[start:found]) and sum(
                map(is_coined, texts[start:found])) >= 2:
            continue  # "we propose FooA, FooB and FooC": a list of names, not a long form after a comma
        if found is not None:
            pairs.append((doc[start:found], doc[i:i + 1]))
    return pairs


def _spells_apposition(short: str, words: list[str], long_text: str) -> bool:
    """Whether the words after a coined acronym's comma spell it as its long form."""
    # (a hyphen's parts count as words: "PAE: Planner-Actor-Evaluator")
    if sum(1 for w in words for part in w.split("-") if part[:1].isupper()) < 2 or any(
            (len(w) > 1 and w.rstrip("s").isupper()) or any(map(str.isdigit, w)) for w in words) \
            or short.lower() in long_text.lower():
        return False  # "BPLS, a Bayesian framework for PLS", "CIFAR-10, CIFAR-100 and ImageNet": names, no long form
    if (find_long_form(short, long_text) == 0 or _initials_long_form(short, long_text) == 0) \
            and _long_form_ok(short, long_text):
        return True  # (the initials decide where a small word gives the shortest match: "Alignment as Reward-...")
    powered = _powers(short)  # "E3T, an Efficient End-to-End Training approach": three words start with E
    return powered is not None and find_long_form(powered, long_text) == 0 and _long_form_ok(powered, long_text)


_LEADING_DROP = frozenset({"the", "a", "an", "our", "their", "its", "this", "novel", "new", "and", "of", "via",
                           "called", "termed", "named", "dubbed", "with", "using", "by", "for", "in", "on"})


# naming verbs never open a name, whatever letter they give ("a technique called Joint Axes Preconditioners (CASPR)")
_NAMING_VERBS = frozenset({"called", "termed", "dubbed"})
_GENERIC_TAILS = frozenset({"algorithm", "method", "approach", "framework", "model", "scheme", "technique",
                            "procedure"})


_QUOTES = frozenset({'"', "'", "“", "”", "‘", "’", "``", "''"})


def _trim_long(span: Span, short: str = "") -> Span | None:
    end = span.end
    v = view(span.doc)  # token texts without Token objects (lower_ is the lower-cased text)
    while end - span.start > 1 and v.text[end - 1] in _QUOTES:
        end -= 1  # 'the “deep kernel machine” (DKM)': the quote is no part of the name
    span = span.doc[span.start:end]
    # "Randomized Progressive Training algorithm (RPT)": Schwartz–Hearst matched the T inside "algorithm", and the
    # capitals end the name before it (but "diffusion modEl (LACE)" marks the letter it gives with a capital, and
    # in the lower-case "content-motion latent diffusion model (CMD)" the generic noun is part of the name)
    if short and end - span.start > 2 and v.lower[end - 1] in _GENERIC_TAILS and \
            v.lower[end - 1][0] != short.rstrip("s")[-1:].lower() and v.text[end - 1][1:].islower() \
            and v.text[end - 1][0].islower() and v.text[end - 2][:1].isupper():
        end -= 1
        span = span.doc[span.start:end]
    start = span.start
    first = short[:1].lower()

    def opens_hyphenated(k: int) -> bool:
        # the name cannot start inside a hyphenated word ("pre-trained", "low-level (LL)")
        return k + 1 < span.end and v.text[k + 1] == "-"

    while (start < span.end and v.lower[start] in _LEADING_DROP and not opens_hyphenated(start)
           # "named entity recognition (NER)", "Novel View Synthesis (NVS)": a word that gives the acronym its
           # first letter, where the next word does not, is part of the name
           and not (first and v.lower[start][:1] == first and start + 1 < span.end
                    and v.lower[start + 1][:1] != first and v.lower[start] not in _NAMING_VERBS)):
        start += 1
    # "a specialized semismooth Newton (SSN) method": a describing adjective that gives the first letter, where the
    # words after it spell the acronym too, is no part of the name
    if short and start + 1 < span.end and v.text[start].islower() and v.lower[start] in lowered("modifier_stop") \
            and not opens_hyphenated(start) \
            and find_long_form(plain_short(short), v.span_text(start + 1, span.end)) is not None:
        start += 1
    if start >= span.end:
        return None
    return span.doc[start:span.end]


def find_uses(doc: Doc, pairs: list[tuple[Span, Span]]) -> list[Span]:
    """Later bare uses of each defined short form in the same doc."""
    return [doc[i:i + 1] for i in _use_tokens(doc, pairs)]


def _use_tokens(doc: Doc, pairs: list[tuple[Span, Span]]) -> list[int]:
    """The tokens find_uses() makes its one-token Spans of."""
    shorts = {s.text: s.start for _, s in pairs if len(s) == 1}
    if not shorts:
        return []
    taken = {s.start for _, s in pairs}
    uses = []
    wanted = set(shorts) | {short + "s" for short in shorts}  # a cheap first test for every token
    texts = view(doc).text
    for i in compress(range(len(texts)), map(wanted.__contains__, texts)):  # C-level scan for the wanted texts
        text = texts[i]
        base = text[:-1] if text.endswith("s") and text[:-1] in shorts else text
        if base in shorts and i not in taken and i > shorts[base]:
            uses.append(i)
    return uses


@Language.factory("kg_abbreviations", default_config={"span_groups": True})
class AbbreviationDetector:
    """spaCy component: finds acronym definitions and later uses of the acronyms."""

    def __init__(self, nlp: Language, name: str = "kg_abbreviations", span_groups: bool = True) -> None:
        self.name = name
        self.span_groups = span_groups  # ``span_groups`` false leaves doc.spans alone and hands the spans on as (start, end, label) triples only.

    def __call__(self, doc: Doc) -> Doc:
        pairs = detect_pairs(doc)
        groups = self.span_groups
        put_spans(doc, "kg_abbrev_long", [(long.start, long.end, "") for long, _ in pairs], groups)
        put_spans(doc, "kg_abbrev_short", [(short.start, short.end, "") for _, short in pairs], groups)
        put_spans(doc, "kg_abbrev_uses", [(i, i + 1, "") for i in _use_tokens(doc, pairs)], groups)
        return doc
