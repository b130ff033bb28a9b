from pathlib import Path

import pytest

from kg.corpus import normalise, paper_id, parse_header, read_corpus
from kg.errors import InputError

ABSTRACT_A = "We propose FooNet, a framework for image fusion. It works."
ABSTRACT_B = "Ordinal regression is hard. We study it on the AgeDB dataset."


@pytest.mark.parametrize("line, expected", [
    ("ICML 2026 Papers", ("ICML", 2026)),
    ("ICML 2026 论文列表", ("ICML", 2026)),
    ("NeurIPS 2023", ("NeurIPS", 2023)),
    ("2024 ICLR accepted papers", ("ICLR", 2024)),
    ("We propose a method that improves accuracy by 3% in 2023 experiments on many datasets today.", None),
    ("Papers without a year", None),
])
def test_corpus_parse_header(line, expected):
    assert parse_header(line) == expected


def _write(tmp_path: Path, name: str, text: str, newline: str = "\n") -> Path:
    p = tmp_path / name
    p.write_bytes(text.replace("\n", newline).encode("utf-8"))
    return p


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_corpus_reads_header_paragraphs_and_line_endings(tmp_path, newline):
    f = _write(tmp_path, "a.txt", f"ICML 2026 Papers\n\n{ABSTRACT_A}   \n\n\n\n{ABSTRACT_B}\n", newline)
    corpus = read_corpus([f])
    assert [p.norm for p in corpus.papers] == [ABSTRACT_A, ABSTRACT_B]
    assert all((p.venue, p.year) == ("ICML", 2026) for p in corpus.papers)
    assert corpus.papers[1].sources == [(str(f), 2)]


def test_corpus_file_without_header_has_unknown_venue(tmp_path):
    f = _write(tmp_path, "b.txt", f"{ABSTRACT_A}\n\n{ABSTRACT_B}\n")
    corpus = read_corpus([f])
    assert len(corpus.papers) == 2
    assert corpus.papers[0].venue is None
    assert corpus.unknown_venue_files() == [str(f)]


def test_corpus_duplicates_across_files_are_one_paper(tmp_path):
    a = _write(tmp_path, "a.txt", f"ICML 2026 Papers\n\n{ABSTRACT_A}\n\n{ABSTRACT_B}\n")
    b = _write(tmp_path, "b.txt", f"ICML 2026 论文列表\n\n{ABSTRACT_B}\n")
    corpus = read_corpus([tmp_path])
    assert len(corpus.papers) == 2
    assert corpus.duplicates == 1
    dup = next(p for p in corpus.papers if p.norm == ABSTRACT_B)
    assert dup.sources == [(str(a), 2), (str(b), 1)]


def test_corpus_seed_files_hold_37_unique_papers():
    corpus = read_corpus([Path(__file__).parent.parent / "seeds"])
    assert len(corpus.papers) == 37
    assert corpus.duplicates == 1
    assert {(f.venue, f.year) for f in corpus.files} == {("ICML", 2026)}


@pytest.mark.parametrize("raw, norm", [
    ("a  b\n c ", "a b c"),
    ("the *batch effects* here", "the batch effects here"),
    (r"$\tau$-nice sampling", "τ-nice sampling"),
    (r"\textbf{Uni}fied Framework", "Unified Framework"),
    (r"an algorithm named \textsf{A-PARL} on \mbox{ViT-B} and {\bf Foo}", "an algorithm named A-PARL on ViT-B and Foo"),
    (r"MP-K$^2$alman", "MP-K2alman"),
    ("2 * 3", "2 * 3"),
    ("we introduce __Resona__, a framework; __Resona__-augmented models", "we introduce Resona, a framework; Resona-augmented models"),
    ("snake_case__name and __ alone", "snake_case__name and __ alone"),
    ("we introduce _flip-flop language modeling_ (FFLM), _not_ x_i or W_2-error", "we introduce flip-flop language modeling (FFLM), not x_i or W_2-error"),
    (r"we present A\*Net and {AOBB-K\textsuperscript{*}} with $\nabla$BS", "we present A*Net and AOBB-K with ∇BS"),
    ("a varia(cid:173) tion of the classi(cid:12)cation e(cid:11)ect", "a variation of the classification effect"),
    ("points in space(cid:173) is solved", "points in space- is solved"),
    ("classi(cid:2)cation of (cid:2)nite Hop(cid:2)eld nets with N(cid:2)N weights",
     "classification of finite Hopfield nets with N(cid:2)N weights"),
    ("the (cid:15)-tube and $\\textbf{x}$(cid:173)", "the (cid:15)-tube and x-"),
    (r"a gain of $18\\%$ EM and $8\%$ on X", "a gain of 18% EM and 8% on X"),  # "\\%" escaped once more
    (r"in GEOM-DRUG\footnote{The scores.} and x.\footnote{y} z", "in GEOM-DRUG The scores. and x. y z"),
    # LaTeX accents on letters, but not a quote escaped before a contraction
    (r"the Fr\'echet distance, Schr\"{o}dinger bridges and Nystr\"om; don\'t", "the Fréchet distance, Schrödinger "
     "bridges and Nyström; don\\'t"),
    # MathJax's \unicode{xHHHH} is the character it names; a surrogate or control character names nothing
    (r"context$\unicode{x2013}\unicode{x2013}$unlabeled, \unicode{XD800}x\unicode{x7}y", "context\u2013\u2013unlabeled, xy"),
    # a word broken at a PDF line end is whole again; two words sharing a hyphen stay apart
    ("Hierarchical Reinforcement Learn- ing and optimiza- tion", "Hierarchical Reinforcement Learning and optimization"),
    ("pre- and post-training, first- and second-order", "pre- and post-training, first- and second-order"),
    # any other split word is whole again where the abstract writes it whole elsewhere
    ("Bounded Pol- icy Iteration improves the policy; fooa- barb and multi- label tasks",
     "Bounded Policy Iteration improves the policy; fooa- barb and multilabel tasks"),
    # or that the corpora write often (the common words), but not two words that share a hyphen
    ("a rare event detection prob- lem for speech sep- aration, low- and high-rank",
     "a rare event detection problem for speech separation, low- and high-rank"),
    ("few-shot classi\ufb01cation with \ufb02ows", "few-shot classification with flows"),  # PDF ligatures
    ("e\ufb00ect of $\\alpha$ on \ufb03x (cid:12)ne", "effect of α on ffix fine"),
    # LaTeX's tie between words is a space; a tilde between numbers (a range) or before one ("about") stays
    (r"Speculative decoding~(SD) uses Bayesian~optimization, 2%~23% gains and ~5% more", "Speculative decoding (SD) "
     "uses Bayesian optimization, 2%~23% gains and ~5% more"),
    # a colour command's colour is no text
    (r"bound $\textcolor{blue}{d^{3/4}}$ and \textcolor{red}{our method} or {\color{red} ours}",
     "bound d3/4 and our method or ours"),
    # a link's address and text are words of their own
    (r"Code at \href{https://x.io/a}{https://x.io/a} and\url{https://y.org/b}.",
     "Code at https://x.io/a https://x.io/a and https://y.org/b."),
])
def test_corpus_normalise(raw, norm):
    text, origin = normalise(raw)
    assert text == norm
    assert len(origin) == len(text) + 1
    # every normalised character maps back into the original
    assert all(0 <= o <= len(raw) for o in origin)
    assert origin == sorted(origin)


def test_corpus_paper_id_is_stable_and_distinct():
    assert paper_id("abc") == paper_id("abc")
    assert paper_id("abc") != paper_id("abd")


def test_corpus_missing_path_is_a_clear_error(tmp_path):
    with pytest.raises(InputError, match="no such file"):
        read_corpus([tmp_path / "nope.txt"])


@pytest.mark.parametrize("raw", ["__", "a __ b", "x ** y", "2 * 3", "x_i and snake_case", "a _ b"])
def test_corpus_normalise_kept_markers_map_each_character_to_itself(raw):
    assert normalise(raw) == (raw, list(range(len(raw) + 1)))
