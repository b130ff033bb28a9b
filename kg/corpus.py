"""Read abstract files into Paper records: header → venue/year, paragraphs → papers, duplicates merged."""

from __future__ import annotations

import codecs
import csv
import hashlib
import os
import re
import stat
import sys
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from kg.errors import InputError
from kg.schema import Paper

# LaTeX commands that only style their argument: the command and its braces go, the content stays.
_STYLE_COMMANDS = frozenset(
    "textbf textit emph underline footnote text mathrm mathbf mathit mathcal mathsf mathtt texttt textsc "
    "textnormal operatorname boldsymbol bm mathbb hat tilde bar overline widetilde widehat textsuperscript "
    "textsubscript textsf textrm textsl textup textmd mbox hbox bf em it rm sl sc tt sf ensuremath smash".split())
_GREEK = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε",
    "zeta": "ζ", "eta": "η", "theta": "θ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ",
    "nu": "ν", "xi": "ξ", "pi": "π", "rho": "ρ", "sigma": "σ", "tau": "τ", "upsilon": "υ",
    "phi": "φ", "varphi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω", "Gamma": "Γ", "Delta": "Δ",
    "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ", "Phi": "Φ", "Psi": "Ψ",
    "Omega": "Ω", "times": "×", "cdot": "·", "pm": "±", "leq": "≤", "geq": "≥", "le": "≤", "ge": "≥",
    "approx": "≈", "sim": "~", "infty": "∞", "nabla": "∇", "partial": "∂", "ell": "ℓ", "to": "→",
    "rightarrow": "→",
}
# LaTeX accents on the letters that take them ("\'e" is é, '\"o' is ö; but "don\'t" keeps its quote): combining
# marks, composed with the letter they follow
_ACCENTS = {"'": "\u0301", '"': "\u0308", "`": "\u0300", "^": "\u0302", "~": "\u0303"}
# "\\%" is "\%" escaped once more (abstracts taken from JSON): both are a per cent sign.
# A run of ordinary characters takes single spaces between words along: copied as they are, they come out
# just as the whitespace rule would give them, in one match instead of two per word.
_TOKEN = re.compile(r"\\unicode\{[xX]([0-9A-Fa-f]{1,6})\}|\\(['\"`^~])\{?([AEIOUYaeiouyCcNnZz])\}?"
                    r"|\\([A-Za-z]+)\s?|\\\\?([%&#_$ {}*])|(\$)|(\*{1,2}|__)|([{}])|(\s+)"
                    "|([^\\\\$*{}\\s^_\x00-\x1f\x7f-\x9f\ufffe\uffff\ud800-\udfff]+"
                    "(?: [^\\\\$*{}\\s^_\x00-\x1f\x7f-\x9f\ufffe\uffff\ud800-\udfff]+)*)|(.)", re.S)
_LINK_COMMANDS = frozenset({"url", "href"})
_GLUED_STYLE = re.compile(r"(textbf|textit|emph|texttt|textsc|underline)([A-Z][A-Za-z]*|[a-z]{3,})$")
_YEAR = re.compile(r"(?<!\d)((?:19|20)\d\d)(?!\d)")
_VENUE = re.compile(r"[A-Za-z][A-Za-z0-9&@\-.]*(?:\s+[A-Z][A-Za-z0-9&@\-.]*)*")
_PARAGRAPH_SPLIT = re.compile(r"\n[ \t\f\v]*\n\s*")

# An abstract is a few thousand characters; a "paragraph" far longer is a file without blank lines between
# abstracts (or not abstracts at all), and spaCy's time grows faster than linearly with its length.
MAX_ABSTRACT_CHARS = 20_000
# Characters no export can carry: XML 1.0 forbids C0 controls other than tab/newline/CR and U+FFFE/U+FFFF;
# C1 controls are allowed there but are never meant as text (they are mis-decoded bytes), so they go too.
_LINE_BREAKS = {"\v": "\n", "\f": "\n", "\x85": "\n"}
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffe\uffff\ud800-\udfff]")
_CONTROL_CHARS = frozenset(chr(c) for c in range(0x10000) if _CONTROL.match(chr(c)))
# A single underscore that touches a word on one side only opens or closes markdown emphasis ("_flip-flop
# language modeling_"); one inside a word ("x_i", "snake_case") is text.
_UNDERSCORE_EMPHASIS = re.compile(r"(?<![A-Za-z0-9_])_(?=[A-Za-z0-9])|(?<=[A-Za-z0-9])_(?![A-Za-z0-9_])")
_MARKUP = re.compile("[\\\\$*{}\x00-\x08\x0e-\x1f\x7f-\x9f\ufffe\uffff\ud800-\udfff]")
_FOLDED_SPACE = re.compile(r"\s{2,}|[^\S ]")  # whitespace that normalises to one space: a run, or a tab or newline
_ESCAPED_BYTES = re.compile("[\udc80-\udcff]+")
# File signatures of formats people drop into a folder of abstracts by mistake.
_MAGIC = ((b"%PDF-", "a PDF document"), (b"PK\x03\x04", "a ZIP archive (or .docx/.xlsx/.odt)"),
          (b"\x89PNG", "a PNG image"), (b"\xff\xd8\xff", "a JPEG image"), (b"GIF8", "a GIF image"),
          (b"\x1f\x8b", "a gzip archive"), (b"\x7fELF", "an executable"),
          (b"\xd0\xcf\x11\xe0", "an old Office document (.doc/.xls)"))
_BOMS = ((codecs.BOM_UTF32_LE, "utf-32-le", "UTF-32LE"), (codecs.BOM_UTF32_BE, "utf-32-be", "UTF-32BE"),
         (codecs.BOM_UTF8, "utf-8", "UTF-8"), (codecs.BOM_UTF16_LE, "utf-16-le", "UTF-16LE"),
         (codecs.BOM_UTF16_BE, "utf-16-be", "UTF-16BE"))


def normalise(text: str) -> tuple[str, list[int]]:
    """Return text with whitespace, markdown emphasis and LaTeX markup normalised, and an offset map.

    The map gives, for each character of the result (and one past its end), the offset in ``text``
    it came from, so spans found in the normalised text can be reported against the original.
    """
    before: list[int] | None = None
    if "(cid:" in text:
        text, before = _resolve_glyphs(text)
    if _LIGATURE_CHARS.search(text):
        text, spelt = _spell_ligatures(text)
        before = spelt if before is None else [before[o] for o in spelt]
    if _BROKEN_WORD.search(text):
        text, joined = _rewrite(text, _BROKEN_WORD, lambda m: ("", []))
        before = joined if before is None else [before[o] for o in joined]
    if "- " in text and _split_words(text):
        text, joined = _rewrite(text, _SPLIT_WORD, _joined_if_word(_words_of(text)))
        before = joined if before is None else [before[o] for o in joined]
    if "\\" in text and _COLOUR.search(text):
        text, plain = _rewrite(text, _COLOUR, lambda m: ("", []))
        before = plain if before is None else [before[o] for o in plain]
    if "~" in text and _TIE.search(text):
        text, spaced = _rewrite(text, _TIE, lambda m: (" ", [m.start()]))
        before = spaced if before is None else [before[o] for o in spaced]
    norm, origin = _normalise_any(text)
    return (norm, origin) if before is None else (norm, [before[o] for o in origin])


def normalised_text(text: str) -> str:
    """normalise(text)[0] without building the offset map (the reader needs only the text)."""
    if "(cid:" in text or _MARKUP.search(text) or _LIGATURE_CHARS.search(text) or _BROKEN_WORD.search(text) \
            or ("~" in text and _TIE.search(text)) or "__" in text or ("- " in text and _split_words(text)) or (
            "_" in text and _UNDERSCORE_EMPHASIS.search(text)):
        return normalise(text)[0]
    return " ".join(text.split())  # str.split() and the regex's \s agree on what whitespace is


_DOLLAR = re.compile(r"(?<!\\)\$")


def math_spans(text: str) -> list[tuple[int, int]]:
    """Character ranges of ``text`` inside LaTeX inline math ($...$), the dollars included."""
    marks = [m.start() for m in _DOLLAR.finditer(text)]
    return [(a, b + 1) for a, b in zip(marks[::2], marks[1::2])]


def _normalise_any(text: str) -> tuple[str, list[int]]:
    if not _MARKUP.search(text) and "__" not in text and not (
            "_" in text and _UNDERSCORE_EMPHASIS.search(text)):  # "__Resona__", "_flip-flop modeling_": markdown
        return _normalise_plain(text)
    return _normalise_markup(text)


# PDF-to-text tools write a glyph they cannot map as "(cid:N)". In abstracts taken from TeX-made PDFs these are
# the soft hyphen of a line break ("varia(cid:173) tion") and the Computer Modern ligatures ("classi(cid:12)cation").
_CID = re.compile(r"\(cid:(\d+)\)(\s*)")
# "space(cid:173) is solved": a word that stands alone after the glyph makes it a dash, not a line-end break.
_FUNCTION_WORD = re.compile(r"(?:is|are|was|were|a|an|the|of|and|or|in|on|to|we|which|that|for|with|as|by|it|its|"
                            r"this|these|from|but|not|be|can|our)\b")
_LIGATURES = {"11": "ff", "12": "fi", "13": "fl", "14": "ffi", "15": "ffl"}
# Another common encoding writes the "fi" ligature as glyph 2 ("classi(cid:2)cation", "(cid:2)nite", "Hop(cid:2)eld");
# before a capital or a digit the same glyph is a symbol ("N(cid:2)N" is N×N) and stays.
_WORD_LIGATURES = {"2": "fi"}
# A word a PDF broke at a line end keeps the hyphen and the space: "Reinforcement Learn- ing", "optimiza- tion". Only
# a word ending follows such a break ("pre- and post-training" is two words).
_BROKEN_WORD = re.compile(r"(?<=[a-z])- (?=(?:ing|ings|tion|tions|sion|sions|ment|ments|ness|ity|ities|ization|"
                          r"izations|ize|ized|izes|ble|bility|ral|tive|tives|ally|ical|ance|ances|ence|ences|ency|"
                          r"ous|ive|ed|ers|ation|ations)\b)")


# Any other word a PDF broke at a line end, "algo- rithm", "ma- chine learning": joined where the abstract writes the
# whole word elsewhere or the corpora write it often ("pre- and post-training" stays two words)
_COMMON_WORDS = Path(__file__).resolve().parent / "nlp" / "patterns" / "common_words.csv"
_SPLIT_WORD = re.compile(r"(?<![\w-])([A-Za-z]{2,})- ([a-z]{2,})\b")
_WORD = re.compile(r"[A-Za-z]+")


def _words_of(text: str) -> frozenset[str]:
    """The lower-cased words of a text."""
    return frozenset(w.lower() for w in _WORD.findall(text))


@lru_cache(maxsize=1)
def _common_words() -> frozenset[str]:
    """The words the corpora write in lower case (``kg train common-words``; the extraction layer loads and
    validates the same file, which the reader only needs as a set of words)."""
    try:
        with open(_COMMON_WORDS, newline="", encoding="utf-8") as f:
            return frozenset(row["term"] for row in csv.DictReader(f) if row.get("list") == "common_word")
    except OSError:
        return frozenset()  # (reading works without it; split words then join only on the abstract's evidence)


def _whole_word(m: re.Match, words: frozenset[str]) -> bool:
    """Whether a _SPLIT_WORD match joined is a word the text writes whole or one the corpora write often."""
    joined = (m.group(1) + m.group(2)).lower()
    return joined in words or joined in _common_words()


def _split_words(text: str) -> bool:
    """Whether the text holds a word a line break split that _whole_word() would join."""
    words = _words_of(text)
    return any(_whole_word(m, words) for m in _SPLIT_WORD.finditer(text))


def _joined_if_word(words: frozenset[str]) -> Callable[[re.Match], tuple[str, list[int]]]:
    """The piece for _rewrite() that joins a split word _whole_word() accepts, and keeps any other match."""
    def piece(m: re.Match) -> tuple[str, list[int]]:
        if _whole_word(m, words):
            return m.group(1) + m.group(2), [*range(m.start(1), m.end(1)), *range(m.start(2), m.end(2))]
        return m.group(0), list(range(m.start(), m.end()))
    return piece


# LaTeX's tie, a space that breaks no line, between words: "large language models~(LLMs)", "Bayesian~optimization",
# "prior art~\citep{...}" (but "2%~23%" is a range and "~5%" is "about")
_TIE = re.compile(r"(?<=[A-Za-z0-9)\]])~(?=[A-Za-z(\\\[])")
# A colour command's colour is no text: "\textcolor{blue}{d^{3/4}}" shows "d^{3/4}", "\color{red} ours" shows "ours"
_COLOUR = re.compile(r"\\(?:textcolor|colorbox|color)\s*\{[A-Za-z0-9!.,]*\}\s*")


# Text copied from a PDF keeps its typographic ligatures as single characters ("classiﬁcation"); spelt out, the
# word matches the lexicons and the tokenizer's rules again.
_UNICODE_LIGATURES = {"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl",
                      "\ufb05": "st", "\ufb06": "st"}
_LIGATURE_CHARS = re.compile("[\ufb00-\ufb06]")


def _rewrite(text: str, pattern: re.Pattern,
             piece: Callable[[re.Match], tuple[str, list[int]]]) -> tuple[str, list[int]]:
    """Text with each match of pattern replaced by the text ``piece`` gives for it, and each character's offset in
    ``text`` (plus the end); ``piece`` gives the offsets of the characters it writes."""
    out: list[str] = []
    origin: list[int] = []
    last = 0
    for m in pattern.finditer(text):
        out.append(text[last:m.start()])
        origin.extend(range(last, m.start()))
        chars, offsets = piece(m)
        out.append(chars)
        origin.extend(offsets)
        last = m.end()
    out.append(text[last:])
    origin.extend(range(last, len(text) + 1))
    return "".join(out), origin


def _spell_ligatures(text: str) -> tuple[str, list[int]]:
    """Text with each ligature character spelt out, and each character's offset in ``text`` (plus the end)."""
    def spelt(m: re.Match) -> tuple[str, list[int]]:
        letters = _UNICODE_LIGATURES[m.group(0)]
        return letters, [m.start()] * len(letters)
    return _rewrite(text, _LIGATURE_CHARS, spelt)


def _resolve_glyphs(text: str) -> tuple[str, list[int]]:
    """Text with in-word "(cid:N)" glyphs resolved, and each character's offset in ``text`` (plus the end)."""
    def resolved(m: re.Match) -> tuple[str, list[int]]:
        code, space = m.group(1), m.group(2)
        before = text[m.start() - 1] if m.start() else " "
        after = text[m.end()] if m.end() < len(text) else " "
        if code == "173" and before.isalpha() and after.islower() and \
                _FUNCTION_WORD.match(text, m.end()) is None:
            return "", []  # a word broken at a line end: "describ(cid:173) ing" is "describing"
        if code == "173":
            return "-" + space, [m.start()] * (1 + len(space))  # "in space(cid:173) is solved": a dash
        if code in _LIGATURES and (before.isalpha() or (after.isalpha() and after.islower())):
            return _LIGATURES[code] + space, [m.start()] * len(_LIGATURES[code]) + list(
                range(m.end() - len(space), m.end()))
        if code in _WORD_LIGATURES and after.isalpha() and after.islower():
            return _WORD_LIGATURES[code] + space, [m.start()] * len(_WORD_LIGATURES[code]) + list(
                range(m.end() - len(space), m.end()))
        return m.group(0), list(range(m.start(), m.end()))
    return _rewrite(text, _CID, resolved)


def _normalise_plain(text: str) -> tuple[str, list[int]]:
    """normalise() for text without markup or control characters: only whitespace runs fold."""
    start, end = len(text) - len(text.lstrip()), len(text.rstrip())
    pieces: list[str] = []
    origin: list[int] = []
    pos = start
    # Only the runs that change are visited (most words are parted by one space, which stays as it is); a
    # folded run maps to where it began.
    for m in _FOLDED_SPACE.finditer(text, start, end):
        pieces += (text[pos:m.start()], " ")
        origin.extend(range(pos, m.start()))
        origin.append(m.start())
        pos = m.end()
    pieces.append(text[pos:end])
    origin.extend(range(pos, end))
    origin.append(end)
    return "".join(pieces), origin


def _normalise_markup(text: str) -> tuple[str, list[int]]:
    """normalise() character by character, for text with LaTeX, markdown or control characters."""
    out: list[str] = []
    origin: list[int] = []
    in_math = False

    def emit(chars: str, at: int) -> None:
        for ch in chars:
            out.append(ch)
            origin.append(at)

    for m in _TOKEN.finditer(text):
        at = m.start()
        code, accent, accented, command, escaped, dollar, stars, brace, space, run, char = m.groups()
        if run is not None:  # ordinary characters, copied as one piece
            out.extend(run)
            origin.extend(range(at, at + len(run)))
        elif code is not None:  # MathJax's "\unicode{x2013}": the character it names
            point = int(code, 16)
            if point <= sys.maxunicode and not 0xD800 <= point <= 0xDFFF and chr(point) not in _CONTROL_CHARS:
                emit(chr(point), at)
        elif accent is not None:  # "Fr\'echet", "Schr\"{o}dinger": the letter with its accent
            emit(unicodedata.normalize("NFC", accented + _ACCENTS[accent]), at)
        elif command is not None:
            if command in _GREEK:
                emit(_GREEK[command], at)
            elif command == "footnote" and out and out[-1] != " ":
                emit(" ", at)  # a footnote is text of its own: "GEOM-DRUG\footnote{The" is no word "GEOM-DRUGThe"
            elif command in _LINK_COMMANDS and not in_math:
                if out and out[-1] != " ":
                    emit(" ", at)  # "at\url{https://...}": the address is a word of its own
            elif (glued := _GLUED_STYLE.match(command)) and not in_math:
                # "\emphMultiple Instance LEArning": a style command that lost its braces, glued to its word
                word_at = at + 1 + glued.end(1)
                out.extend(glued.group(2))
                origin.extend(range(word_at, word_at + len(glued.group(2))))
                if m.group(0)[-1].isspace():
                    emit(" ", m.end() - 1)
            elif command not in _STYLE_COMMANDS and not in_math:
                emit("\\" + command, at)
                if m.group(0)[-1].isspace():  # not LaTeX (a path such as C:\data\new file): keep the space
                    emit(" ", m.end() - 1)
        elif escaped is not None:
            if not (escaped == " " and (not out or out[-1] == " ")):
                emit(escaped, at)
        elif dollar is not None:
            in_math = not in_math
        elif stars is not None:
            # Emphasis markers touch a word on one side; a lone "*" between spaces is kept, and so is "__"
            # inside a word ("snake_case__name").
            before = text[at - 1] if at else " "
            after = text[m.end()] if m.end() < len(text) else " "
            if (before.isspace() and after.isspace()) or (
                    stars == "__" and (before.isalnum() or before == "_") == (after.isalnum() or after == "_")):
                out.extend(stars)  # kept as written, each character from its own offset
                origin.extend(range(at, at + len(stars)))
        elif brace is not None:
            if brace == "}" and not in_math and text.startswith("{", m.end()):
                emit(" ", at)  # "\href{url}{text}": two arguments, two words
            continue
        elif space is not None:
            if out and out[-1] != " ":
                emit(" ", at)
        elif in_math and char in "^_":
            continue
        elif char == "_" and _UNDERSCORE_EMPHASIS.match(text, at):
            continue  # "_flip-flop language modeling_": emphasis, not part of the words
        elif char in _CONTROL_CHARS:
            continue  # the reader removes these already; text from elsewhere must not carry them on either
        else:
            emit(char, at)
    while out and out[-1] == " ":
        out.pop()
        origin.pop()
    origin.append(len(text.rstrip()))
    return "".join(out), origin


def paper_id(norm: str) -> str:
    """Stable identifier of an abstract, derived from its normalised text."""
    return hashlib.sha256(norm.encode("utf-8")).hexdigest()[:16]


def parse_header(line: str) -> tuple[str | None, int | None] | None:
    """Return (venue, year) if the line is a header such as "ICML 2026 Papers", else None."""
    line = line.strip()
    if not line or len(line) > 120 or "\n" in line:
        return None
    year_match = _YEAR.search(line)
    if not year_match:
        return None
    if len(line.split()) > 12 or line.endswith("."):
        return None
    before = line[: year_match.start()].strip(" -–—:,")
    after = line[year_match.end():].strip(" -–—:,")
    venue_match = _VENUE.fullmatch(before) or _VENUE.match(after)
    venue = venue_match.group(0).strip() if venue_match else None
    if venue and venue.lower() in {"papers", "paper", "abstracts", "accepted", "list"}:
        venue = None
    return venue, int(year_match.group(1))


@dataclass
class SourceFile:
    """What was read from one file: its header and its paragraphs with their positions."""

    path: str
    venue: str | None
    year: int | None
    has_header: bool
    paragraphs: list[str] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)  # line number where each paragraph starts


class NotText(Exception):
    """Bytes that are not text in any encoding the reader accepts (the message says what they look like)."""


def _line_of(data: bytes, offset: int) -> int:
    return data.count(b"\n", 0, offset) + 1


def _cp1252(raw: str) -> str:
    """Decode bytes escaped by surrogateescape as Windows-1252 (its 5 unassigned bytes become U+FFFD)."""
    return bytes(ord(c) - 0xDC00 for c in raw).decode("cp1252", errors="replace")


def decode(data: bytes) -> tuple[str, list[str]]:
    """Decode file bytes to text; return the text and notes on anything that needed repair.

    UTF-8 (with or without BOM), UTF-16 and UTF-32 (with BOM, or UTF-16 without one) are read as such.
    Bytes that are not valid UTF-8 are read as Windows-1252, the usual culprit in copy-pasted text, so
    the rest of the file is kept; each note names the byte offset and line of the first such byte.
    Control characters no export format can hold are removed (form feed and vertical tab become line
    breaks). Raises NotText for binary data.
    """
    notes: list[str] = []
    for bom, codec, name in _BOMS:
        if data.startswith(bom):
            body = data[len(bom):]
            if codec == "utf-8":
                break
            try:
                text = body.decode(codec)
            except UnicodeDecodeError as exc:
                text = body.decode(codec, errors="replace")
                at = exc.start + len(bom)
                notes.append(f"invalid {name} at byte offset {at}; undecodable data replaced by U+FFFD")
            return _clean(text, notes)
    else:
        body = data
        for magic, what in _MAGIC:
            if data.startswith(magic):
                raise NotText(f"looks like {what}, not text")
        sample = data[:8192]
        if b"\x00" in sample:
            text = _utf16_without_bom(data)
            if text is not None:
                notes.append("no byte-order mark but NUL-padded characters; read as UTF-16")
                return _clean(text, notes)
            # A stray NUL from a scraper is removed below with the other control characters; many are binary.
            if sample.count(0) > len(sample) * 0.01:
                raise NotText("looks like a binary file, not text (it holds NUL bytes)")
    text = body.decode("utf-8", errors="surrogateescape")
    first = _ESCAPED_BYTES.search(text)
    count = 0
    if first is not None:
        count = sum(len(m.group(0)) for m in _ESCAPED_BYTES.finditer(text))
        offset = len(text[:first.start()].encode("utf-8", "surrogateescape")) + len(data) - len(body)
        notes.append(f"not valid UTF-8: {count} byte(s) read as Windows-1252 instead (first at byte offset "
                     f"{offset}, line {_line_of(data, offset)}: {data[offset:offset + 1]!r})")
        text = _ESCAPED_BYTES.sub(lambda m: _cp1252(m.group(0)), text)
    # Random bytes are ~11% controls and ~40% invalid UTF-8; even mangled text is far below 30% together.
    if text and len(_CONTROL.findall(text)) - text.count("\f") - text.count("\v") + count > 0.3 * len(text):
        raise NotText("looks like a binary file, not text (too many control characters or invalid bytes)")
    return _clean(text, notes)


def _utf16_without_bom(data: bytes) -> str | None:
    """Text of BOM-less UTF-16 (ASCII-heavy text has every other byte NUL), or None when it is not that."""
    if len(data) % 2:
        return None
    sample = data[:8192]
    even, odd = sample[0::2].count(0), sample[1::2].count(0)
    half = len(sample) // 2
    codec = "utf-16-le" if odd > 0.6 * half and even < 0.1 * half else \
        "utf-16-be" if even > 0.6 * half and odd < 0.1 * half else None
    if codec is None:
        return None
    try:
        return data.decode(codec)
    except UnicodeDecodeError:
        return None


def _clean(text: str, notes: list[str]) -> tuple[str, list[str]]:
    for old, new in _LINE_BREAKS.items():
        text = text.replace(old, new)
    first = _CONTROL.search(text)
    if first is not None:
        count = len(_CONTROL.findall(text))
        line = text.count("\n", 0, first.start()) + 1
        notes.append(f"removed {count} control character(s) that no export format can hold "
                     f"(first U+{ord(first.group(0)):04X} on line {line})")
        text = _CONTROL.sub("", text)
    return text, notes


def read_text(path: Path) -> str:
    """Read and decode a file (see decode()), dropping the notes on repairs. Raises InputError if it cannot."""
    return read_source(path)[0]


def read_source(path: Path) -> tuple[str, list[str]]:
    """Read and decode a file; return its text and notes on repairs. Raises InputError if it cannot."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise InputError(f"cannot read file: {exc.strerror or exc}", path=str(path)) from exc
    try:
        return decode(data)
    except NotText as exc:
        raise InputError(str(exc), path=str(path)) from exc


def parse_file(path: Path, text: str) -> SourceFile:
    """Split one file's text into a header (if any) and paragraphs, remembering where each starts."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    blocks: list[str] = []
    lines: list[int] = []
    line, counted, pos = 1, 0, 0
    for end, nxt in [(m.start(), m.end()) for m in _PARAGRAPH_SPLIT.finditer(text)] + [(len(text), len(text))]:
        block = text[pos:end]
        stripped = block.strip()
        if stripped:
            begin = pos + block.index(stripped[0])
            line += text.count("\n", counted, begin)
            counted = begin
            blocks.append(stripped)
            lines.append(line)
        pos = nxt
    venue, year, has_header = None, None, False
    if blocks:
        first_line, _, rest = blocks[0].partition("\n")
        header = parse_header(first_line)
        if header is not None:
            venue, year = header
            has_header = True
            blocks[0] = rest.strip()
            lines[0] += 1
            if not blocks[0]:
                blocks.pop(0)
                lines.pop(0)
    return SourceFile(str(path), venue, year, has_header, blocks, lines)


def _inside(path: Path, folders: list[Path]) -> bool:
    resolved = path.resolve()
    return any(resolved == f or f in resolved.parents for f in folders)


def expand_paths(paths: Iterable[str | Path], *, exclude: Iterable[str | Path] = (),
                 problems: list[InputError] | None = None) -> list[Path]:
    """Turn files and folders into a sorted list of files; a missing path is an error.

    Hidden files and folders are left out, and so is anything under ``exclude`` (the build's output
    folder, so exports written inside an input folder are never read back as abstracts). Entries that
    cannot be read as files (broken links, pipes, devices) are reported in ``problems`` when given,
    otherwise raised.
    """
    # An output path that is an existing file is an error the writer reports; it must not hide an input.
    excluded = [Path(e).resolve() for e in exclude if not Path(e).is_file()]

    def problem(msg: str, p: Path) -> None:
        err = InputError(msg, path=str(p))
        if problems is None:
            raise err
        problems.append(err)

    files: list[Path] = []
    for raw in paths:
        p = Path(raw)
        if p.is_dir():
            try:
                found = sorted(p.rglob("*"))
            except OSError as exc:
                raise InputError(f"cannot list folder: {exc.strerror or exc}", path=str(p)) from exc
            for f in found:
                rel = f.relative_to(p)
                if any(part.startswith(".") for part in rel.parts) or _inside(f, excluded) or f.is_dir():
                    continue
                if f.is_file():
                    files.append(f)
                else:
                    problem(_not_a_file(f), f)
        elif p.is_file():
            files.append(p)
        elif p.is_symlink() or p.exists():
            problem(_not_a_file(p), p)
        else:
            raise InputError("no such file or folder", path=str(p))
    # A file named twice (itself and through its folder, or through a link) is read once.
    seen: set[Path] = set()
    unique = []
    for f in files:
        key = f.resolve()
        if key not in seen:
            seen.add(key)
            unique.append(f)
    return unique


def _not_a_file(p: Path) -> str:
    if p.is_symlink() and not p.exists():
        return f"broken symbolic link (to {os.readlink(p)})"
    try:
        mode = p.stat().st_mode
    except OSError as exc:
        return f"cannot read: {exc.strerror or exc}"
    kind = ("a named pipe" if stat.S_ISFIFO(mode) else "a socket" if stat.S_ISSOCK(mode)
            else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "not a regular file")
    return f"{kind}, not a text file"


@dataclass
class Corpus:
    """The unique papers read from some files, plus what the reader noticed."""

    papers: list[Paper] = field(default_factory=list)
    files: list[SourceFile] = field(default_factory=list)
    duplicates: int = 0
    warnings: list[str] = field(default_factory=list)
    skipped_files: list[str] = field(default_factory=list)
    skipped_paragraphs: int = 0

    def unknown_venue_files(self) -> list[str]:
        """Files that gave abstracts but whose header (if any) named no venue."""
        return [f.path for f in self.files if f.venue is None and any(f.paragraphs)]

    def problem_summary(self) -> str:
        """"; N warning(s) (M file(s) skipped, K paragraph(s) skipped)" for the build summary, or ""."""
        if not self.warnings:
            return ""
        parts = [f"{n} {what}(s) skipped" for n, what in ((len(self.skipped_files), "file"),
                                                          (self.skipped_paragraphs, "paragraph")) if n]
        return f"; {len(self.warnings)} warning(s)" + (f" ({', '.join(parts)})" if parts else "")


def iter_papers(sources: Iterable[SourceFile]) -> Iterator[tuple[Paper, bool]]:
    """Yield (paper, is_new) for every paragraph; repeats return the first Paper with the new source added."""
    seen: dict[str, Paper] = {}
    for src in sources:
        for position, paragraph in enumerate(src.paragraphs, start=1):
            norm = normalised_text(paragraph)
            if not norm:
                continue
            pid = paper_id(norm)
            if pid in seen:
                seen[pid].sources.append((src.path, position))
                yield seen[pid], False
                continue
            paper = Paper(pid, paragraph, norm, src.venue, src.year, [(src.path, position)])
            seen[pid] = paper
            yield paper, True


def read_corpus(paths: Iterable[str | Path], *, strict: bool = False,
                exclude: Iterable[str | Path] = ()) -> Corpus:
    """Read files and folders into a Corpus of unique papers.

    A missing path is always fatal. Every other problem (a file that cannot be read or is not text, an
    empty or header-only file, a file without a header, repaired encoding or control characters, an
    over-long paragraph) is a warning naming the file and what was done; with ``strict`` it is fatal.
    """
    corpus = Corpus()
    paths = list(paths)

    def problem(msg: str, path: Path | str) -> None:
        if strict:
            raise InputError(msg, path=str(path))
        corpus.warnings.append(f"{path}: {msg}")

    def skip(exc: InputError) -> None:
        if strict:
            raise exc
        corpus.warnings.append(f"{exc}; skipped")
        corpus.skipped_files.append(exc.path or "")

    bad_entries: list[InputError] = []
    files = expand_paths(paths, exclude=exclude, problems=bad_entries)
    for exc in bad_entries:
        skip(exc)
    sources: list[SourceFile] = []
    for path in files:
        try:
            text, notes = read_source(path)
        except InputError as exc:
            skip(exc)
            continue
        for note in notes:
            problem(note, path)
        src = parse_file(path, text)
        if not src.paragraphs:
            problem("no abstracts found" + (" (header only)" if src.has_header else " (empty file)"), path)
        elif not src.has_header:
            problem("no header line such as \"ICML 2026 Papers\"; venue and year unknown", path)
        for i, paragraph in enumerate(src.paragraphs):
            if len(paragraph) > MAX_ABSTRACT_CHARS:
                problem(f"paragraph {i + 1} (line {src.lines[i]}) has {len(paragraph):,} characters, more than "
                        f"one abstract can ({MAX_ABSTRACT_CHARS:,}); skipped it. Separate abstracts by a blank line",
                        path)
                # Emptied, not removed, so later paragraphs keep their numbers in the sources.
                src.paragraphs[i] = ""
                corpus.skipped_paragraphs += 1
        sources.append(src)
    corpus.files = sources
    for paper, is_new in iter_papers(sources):
        if is_new:
            corpus.papers.append(paper)
        else:
            corpus.duplicates += 1
    if not corpus.papers:
        # Nothing to build from; failing here also keeps the previous exports instead of emptying them.
        why = "; ".join(corpus.warnings[:3]) + ("; …" if len(corpus.warnings) > 3 else "")
        raise InputError(f"no abstracts found ({len(files)} file(s) found, {len(corpus.skipped_files)} skipped"
                         + (f": {why})" if why else ")"), path=", ".join(str(p) for p in paths))
    return corpus
