"""Hostile and broken inputs to the reader: each input class gets a defined outcome (read, repaired with a
warning naming the file and place, skipped with a warning, or fatal), and --strict makes every problem fatal."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from kg.corpus import (MAX_ABSTRACT_CHARS, NotText, _LIGATURE_CHARS, _TIE, _UNDERSCORE_EMPHASIS, _normalise_markup,
                       _normalise_plain, decode, normalise, read_corpus)
from kg.errors import InputError

HEADER = "ICML 2026 Papers"
A = "We propose FooNet, a framework for image fusion. It improves accuracy by 3% on ImageNet."
B = "Ordinal regression is hard. We study it on the AgeDB dataset with a ResNet-50 backbone."
# Characters XML 1.0 cannot hold (and U+FFFE/U+FFFF); C1 controls are excluded by the reader as well.
XML_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffe\uffff\ud800-\udfff]")
PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10" + bytes(range(256))


def _text(header: bool = True, *paragraphs: str) -> str:
    return "\n\n".join(([HEADER] if header else []) + list(paragraphs or (A, B))) + "\n"


def _file(folder: Path, name: str, data: bytes | str) -> Path:
    path = folder / name
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return path


def _norms(corpus) -> list[str]:
    return [p.norm for p in corpus.papers]


# --- missing and unreadable paths -------------------------------------------------------------------------

def test_corpus_missing_path_is_fatal_even_without_strict(tmp_path):
    good = _file(tmp_path, "a.txt", _text())
    with pytest.raises(InputError, match=r"nope\.txt: no such file or folder") as err:
        read_corpus([good, tmp_path / "nope.txt"])
    assert err.value.exit_code == 2


def test_corpus_unreadable_file_is_skipped_with_warning(tmp_path, monkeypatch):
    # Tests run as root, where chmod 000 does not stop a read; the read itself is made to fail instead.
    good = _file(tmp_path, "a.txt", _text())
    locked = _file(tmp_path, "locked.txt", _text(True, B))
    real = Path.read_bytes

    def read_bytes(self: Path) -> bytes:
        if self.name == "locked.txt":
            raise PermissionError(13, "Permission denied", str(self))
        return real(self)

    monkeypatch.setattr(Path, "read_bytes", read_bytes)
    corpus = read_corpus([tmp_path])
    assert _norms(corpus) == [A, B]  # from a.txt only
    assert corpus.skipped_files == [str(locked)]
    assert corpus.warnings == [f"{locked}: cannot read file: Permission denied; skipped"]
    with pytest.raises(InputError, match=r"locked\.txt: cannot read file: Permission denied"):
        read_corpus([good, locked], strict=True)


@pytest.mark.skipif(os.geteuid() == 0, reason="running as root: chmod 000 does not make a file unreadable")
def test_corpus_chmod_000_file_is_skipped_with_warning(tmp_path):
    _file(tmp_path, "a.txt", _text())
    locked = _file(tmp_path, "locked.txt", _text(True, B))
    locked.chmod(0)
    corpus = read_corpus([tmp_path])
    assert corpus.skipped_files == [str(locked)]
    assert "Permission denied" in corpus.warnings[0]


def test_corpus_named_pipe_in_folder_is_skipped_not_waited_on(tmp_path):
    _file(tmp_path, "a.txt", _text())
    pipe = tmp_path / "pipe.txt"
    os.mkfifo(pipe)  # reading it would block forever
    corpus = read_corpus([tmp_path])
    assert _norms(corpus) == [A, B]
    assert corpus.warnings == [f"{pipe}: a named pipe, not a text file; skipped"]
    with pytest.raises(InputError, match="named pipe"):
        read_corpus([pipe], strict=True)


def test_corpus_broken_link_in_folder_is_skipped_with_warning(tmp_path):
    _file(tmp_path, "a.txt", _text())
    link = tmp_path / "gone.txt"
    link.symlink_to(tmp_path / "deleted.txt")
    corpus = read_corpus([tmp_path])
    assert len(corpus.papers) == 2
    assert corpus.warnings == [f"{link}: broken symbolic link (to {tmp_path / 'deleted.txt'}); skipped"]


def test_corpus_hidden_files_and_the_output_folder_are_not_read(tmp_path):
    _file(tmp_path, "a.txt", _text())
    (tmp_path / ".git").mkdir()
    _file(tmp_path / ".git", "index", PNG)
    out = tmp_path / "exports"
    out.mkdir()
    _file(out, "graph.ttl", "@prefix kg: <https://w3id.org/kg/ontology#> .\n\nkg:x a kg:Paper .\n")
    corpus = read_corpus([tmp_path], exclude=[out])
    assert [f.path for f in corpus.files] == [str(tmp_path / "a.txt")]
    assert corpus.warnings == []


def test_corpus_file_named_twice_is_read_once(tmp_path):
    f = _file(tmp_path, "a.txt", _text())
    (tmp_path / "link.txt").symlink_to(f)
    corpus = read_corpus([f, tmp_path, tmp_path / "link.txt"])
    assert _norms(corpus) == [A, B] and corpus.duplicates == 0
    assert corpus.papers[0].sources == [(str(f), 1)]


# --- empty, header only, no header ------------------------------------------------------------------------

@pytest.mark.parametrize("content, what", [
    ("", "empty file"),
    ("\n \n\t\n", "empty file"),
    (HEADER + "\n", "header only"),
    (HEADER + "\n\n\n", "header only"),
])
def test_corpus_file_without_abstracts_is_a_warning_and_strict_error(tmp_path, content, what):
    _file(tmp_path, "a.txt", _text())
    bad = _file(tmp_path, "b.txt", content)
    corpus = read_corpus([tmp_path])
    assert _norms(corpus) == [A, B]
    assert corpus.warnings == [f"{bad}: no abstracts found ({what})"]
    assert corpus.unknown_venue_files() == []  # a file that gave nothing is not counted as venue-less
    with pytest.raises(InputError, match=re.escape(f"{bad}: no abstracts found ({what})")):
        read_corpus([tmp_path], strict=True)


def test_corpus_inputs_without_any_abstract_are_fatal(tmp_path):
    _file(tmp_path, "empty.txt", "")
    _file(tmp_path, "image.png", PNG)
    with pytest.raises(InputError, match=r"no abstracts found \(2 file\(s\) found, 1 skipped: .*empty\.txt.*PNG"):
        read_corpus([tmp_path])


def test_corpus_no_header_reads_abstracts_with_unknown_venue_and_warns(tmp_path):
    f = _file(tmp_path, "a.txt", _text(False))
    corpus = read_corpus([f])
    assert _norms(corpus) == [A, B]
    assert {(p.venue, p.year) for p in corpus.papers} == {(None, None)}
    assert corpus.warnings == [f'{f}: no header line such as "ICML 2026 Papers"; venue and year unknown']
    with pytest.raises(InputError, match="no header line"):
        read_corpus([f], strict=True)


# --- encodings -------------------------------------------------------------------------------------------

def test_corpus_windows_1252_bytes_are_read_with_warning_naming_offset_and_line(tmp_path):
    text = _text(True, "Café au lait – “naïve” Bayes reaches 90 % on CIFAR-10.", B)
    f = _file(tmp_path, "cp1252.txt", text.encode("cp1252"))
    corpus = read_corpus([f])
    assert corpus.papers[0].text == "Café au lait – “naïve” Bayes reaches 90 % on CIFAR-10."
    offset = text.encode("cp1252").index(b"\xe9")
    assert corpus.warnings == [f"{f}: not valid UTF-8: 5 byte(s) read as Windows-1252 instead "
                               f"(first at byte offset {offset}, line 3: b'\\xe9')"]
    with pytest.raises(InputError, match=f"cp1252.txt: not valid UTF-8.*byte offset {offset}"):
        read_corpus([f], strict=True)


def test_corpus_one_bad_byte_keeps_the_rest_of_the_utf8_file(tmp_path):
    data = _text(True, "Zürich 東京 ✓ fine.", "Broken \xff byte.").encode("utf-8").replace(b"\xc3\xbf", b"\xff")
    corpus = read_corpus([_file(tmp_path, "mixed.txt", data)])
    assert [p.text for p in corpus.papers] == ["Zürich 東京 ✓ fine.", "Broken ÿ byte."]
    assert "1 byte(s) read as Windows-1252" in corpus.warnings[0]


@pytest.mark.parametrize("encode", [
    pytest.param(lambda s: b"\xef\xbb\xbf" + s.encode("utf-8"), id="utf-8-bom"),
    pytest.param(lambda s: s.encode("utf-16"), id="utf-16-bom-native"),
    pytest.param(lambda s: b"\xff\xfe" + s.encode("utf-16-le"), id="utf-16le-bom"),
    pytest.param(lambda s: b"\xfe\xff" + s.encode("utf-16-be"), id="utf-16be-bom"),
    pytest.param(lambda s: s.encode("utf-32"), id="utf-32-bom"),
    pytest.param(lambda s: s.replace("\n", "\r\n").encode("utf-16"), id="utf-16-crlf"),
])
def test_corpus_unicode_encodings_with_bom_read_like_utf8(tmp_path, encode):
    text = _text(True, "Ünïcödé “quotes” and 😀 emoji in שלום עולם text.", B)
    corpus = read_corpus([_file(tmp_path, "a.txt", encode(text))])
    assert corpus.warnings == []
    assert corpus.files[0].venue == "ICML"  # the BOM did not end up in the header
    assert [p.text for p in corpus.papers] == ["Ünïcödé “quotes” and 😀 emoji in שלום עולם text.", B]


def test_corpus_utf16_without_bom_is_read_with_warning(tmp_path):
    f = _file(tmp_path, "a.txt", _text().encode("utf-16-le"))
    corpus = read_corpus([f])
    assert _norms(corpus) == [A, B]
    assert corpus.warnings == [f"{f}: no byte-order mark but NUL-padded characters; read as UTF-16"]


def test_corpus_invalid_utf16_is_repaired_with_warning(tmp_path):
    good = b"\xff\xfe" + _text(True, "Foo#Net.", B).encode("utf-16-le")
    data = good.replace("#".encode("utf-16-le"), b"\x00\xd8")  # a lone high surrogate
    f = _file(tmp_path, "a.txt", data)
    corpus = read_corpus([f])
    assert _norms(corpus) == ["Foo\ufffdNet.", B]
    assert corpus.warnings == [f"{f}: invalid UTF-16LE at byte offset {good.index('#'.encode('utf-16-le'))}; "
                               "undecodable data replaced by U+FFFD"]


# --- binary files ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, data, what", [
    ("figure.png", PNG, "looks like a PNG image, not text"),
    ("paper.pdf", b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", "looks like a PDF document"),
    ("notes.docx", b"PK\x03\x04\x14\x00\x06\x00" + bytes(100), "looks like a ZIP archive"),
    ("blob.bin", b"\x00\x00\x00\x01abcd" * 300, "looks like a binary file, not text (it holds NUL bytes)"),
    ("bytes.bin", bytes(range(256)) * 8, "too many control characters or invalid bytes"),
    ("noise.dat", bytes((i * 37 + 11) % 31 + 1 for i in range(4000)), "too many control characters"),
], ids=["png", "pdf", "docx", "nul-heavy", "all-bytes", "controls"])
def test_corpus_binary_file_in_folder_is_skipped_with_warning(tmp_path, name, data, what):
    _file(tmp_path, "a.txt", _text())
    bad = _file(tmp_path, name, data)
    corpus = read_corpus([tmp_path])
    assert _norms(corpus) == [A, B]
    assert corpus.skipped_files == [str(bad)]
    assert len(corpus.warnings) == 1 and corpus.warnings[0].startswith(f"{bad}: ") and what in corpus.warnings[0]
    assert corpus.problem_summary() == "; 1 warning(s) (1 file(s) skipped)"
    with pytest.raises(InputError, match=re.escape(what)):
        read_corpus([tmp_path], strict=True)


# --- size ------------------------------------------------------------------------------------------------

def test_corpus_megabyte_paragraph_is_skipped_with_warning_and_the_rest_read(tmp_path):
    huge = " ".join(["word"] * 210_000)  # ~1 MB, no blank line anywhere
    f = _file(tmp_path, "a.txt", _text(True, A, huge, B))
    t0 = time.perf_counter()
    corpus = read_corpus([f])
    assert time.perf_counter() - t0 < 10
    assert _norms(corpus) == [A, B]
    assert corpus.papers[1].sources == [(str(f), 3)]  # later paragraphs keep their numbers
    assert corpus.skipped_paragraphs == 1
    assert corpus.warnings == [f"{f}: paragraph 2 (line 5) has {len(huge):,} characters, more than one abstract "
                               f"can ({MAX_ABSTRACT_CHARS:,}); skipped it. Separate abstracts by a blank line"]
    assert "1 paragraph(s) skipped" in corpus.problem_summary()
    with pytest.raises(InputError, match="paragraph 2 .line 5. has"):
        read_corpus([f], strict=True)


def test_corpus_hundred_thousand_tiny_paragraphs_read_fast(tmp_path):
    f = _file(tmp_path, "many.txt", HEADER + "\n\n" + "\n\n".join(f"Tiny abstract {i}." for i in range(100_000)))
    t0 = time.perf_counter()
    corpus = read_corpus([f])
    seconds = time.perf_counter() - t0
    assert len(corpus.papers) == 100_000
    assert corpus.papers[-1].norm == "Tiny abstract 99999." and corpus.papers[-1].sources == [(str(f), 100_000)]
    assert seconds < 20, f"reading 100,000 paragraphs took {seconds:.1f}s"


# --- markup and hostile characters -----------------------------------------------------------------------

@pytest.mark.parametrize("raw, norm", [
    (r"We propose \textbf{FooNet} with $\alpha=0.5$ and \emph{fast} training.",
     "We propose FooNet with α=0.5 and fast training."),
    # a style command that lost its braces, glued to its word
    (r"We propose \emphMultiple Instance LEArning and study \emphlearning halfspaces.",
     "We propose Multiple Instance LEArning and study learning halfspaces."),
    # plain TeX's font switches
    (r"We turn to the problem of {\it covariate shift} in {\bf transfer}.",
     "We turn to the problem of covariate shift in transfer."),
    ("We propose **FooNet**, a *fast* `model` ([code](https://github.com/x/y)).",
     "We propose FooNet, a fast `model` ([code](https://github.com/x/y))."),
    ("We propose <b>FooNet</b> &amp; <script>alert(1)</script> <img src=x onerror=alert(1)>.",
     "We propose <b>FooNet</b> &amp; <script>alert(1)</script> <img src=x onerror=alert(1)>."),
    ('He said "it\'s \\"fine\\"" and \'ok\': C:\\data\\new file, 50\\% and a\\b \\ c.',
     'He said "it\'s \\"fine\\"" and \'ok\': C:\\data\\new file, 50% and a\\b c.'),
    ("Emoji 🤖🔥 and Arabic مرحبا بالعالم and Hebrew עברית\u200f mixed.",
     "Emoji 🤖🔥 and Arabic مرحبا بالعالم and Hebrew עברית\u200f mixed."),
])
def test_corpus_markup_quotes_emoji_rtl_are_read_and_kept(tmp_path, raw, norm):
    corpus = read_corpus([_file(tmp_path, "a.txt", _text(True, raw))])
    assert corpus.warnings == []
    (paper,) = corpus.papers
    assert paper.text == raw  # the original is kept as written (exports escape it)
    assert paper.norm == norm


def test_corpus_control_characters_are_removed_with_warning(tmp_path):
    controls = "".join(chr(c) for c in [*range(0, 9), *range(14, 32), 0x7F, *range(0x80, 0x85), *range(0x86, 0xA0)])
    raw = f"We propose Foo{controls}Net.\x0bIt\x0cworks\x85well \ufffe\uffff here."
    f = _file(tmp_path, "a.txt", _text(True, raw, B))
    corpus = read_corpus([f])
    (warning,) = corpus.warnings
    assert warning == f"{f}: removed {len(controls) + 2} control character(s) that no export format can hold " \
                      f"(first U+0000 on line 3)"
    paper = corpus.papers[0]
    assert paper.text == "We propose FooNet.\nIt\nworks\nwell  here."
    assert paper.norm == "We propose FooNet. It works well here."
    assert not XML_ILLEGAL.search(paper.text)
    with pytest.raises(InputError, match="removed .* control character"):
        read_corpus([f], strict=True)


# --- properties ------------------------------------------------------------------------------------------

@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=600))
def test_corpus_decode_any_bytes_gives_exportable_text_or_not_text(data):
    try:
        text, notes = decode(data)
    except NotText as exc:
        assert str(exc).startswith("looks like")
        return
    assert not XML_ILLEGAL.search(text)
    assert all(isinstance(n, str) and n for n in notes)


_CLEAN_TEXT = st.text(st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters="\ufffe\uffff\ufeff"),
                      max_size=200)


@settings(max_examples=100, deadline=None)
@given(_CLEAN_TEXT, st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "utf-32"]))
def test_corpus_decode_round_trips_clean_text(text, encoding):
    assume(not text.startswith(("%PDF-", "GIF8")))
    assert decode(text.encode(encoding)) == (text, [])


@settings(max_examples=100, deadline=None)
@given(st.text(st.characters(blacklist_categories=("Cs",)), max_size=120))
def test_corpus_normalise_fast_path_matches_full_path(text):
    norm, origin = normalise(text)
    assert len(origin) == len(norm) + 1
    assert all(0 <= o <= len(text) for o in origin)
    assert not XML_ILLEGAL.search(norm)
    if "\\" not in text and "$" not in text and "*" not in text and "{" not in text and "}" not in text \
            and "__" not in text and not _UNDERSCORE_EMPHASIS.search(text) \
            and not _LIGATURE_CHARS.search(text) and not _TIE.search(text):
        # ("_emphasis_" is markup; "ﬁ" is spelt out and a tie "a~b" made a space before either path)
        assert _normalise_markup(text) == (norm, origin)
        if not XML_ILLEGAL.search(text):
            assert _normalise_plain(text) == (norm, origin)
