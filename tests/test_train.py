"""Learning task phrases from the rules' own output (kg train tasks) and using them in extraction."""

from __future__ import annotations

from collections import Counter

import pytest

from kg import train
from kg.corpus import normalise, paper_id
from kg.errors import InputError
from kg.extract import extract_papers
from kg.nlp.rules import load_wordlists
from kg.schema import EntityType, Paper


def _tasks(text: str) -> set[str]:
    norm, _ = normalise(text)
    (ext,) = extract_papers([Paper(paper_id(norm), text, norm, "ICML", 2026, [("t.txt", 1)])])
    return {e.name for e in ext.entities if e.type is EntityType.TASK}


@pytest.mark.parametrize("marked, seen, expected", [
    ({"image classification": 3}, {"image classification": 4}, ["image classification"]),
    ({"data analysis": 3}, {"data analysis": 7}, []),  # marked in under half of the abstracts it occurs in
    ({"pole balancing": 2}, {"pole balancing": 2}, []),  # too few abstracts to trust
    ({"graph matching": 5, "entity matching": 1}, {"graph matching": 10, "entity matching": 1, "x": 9},
     ["graph matching"]),
])
def test_train_task_lexicon_keeps_phrases_marked_often_and_mostly(marked, seen, expected):
    assert train.build_task_lexicon(Counter(marked), Counter(seen)) == expected


def test_train_task_contexts_count_abstracts_not_mentions():
    texts = [
        "We study graph matching. Graph matching is hard, and graph matching solvers are slow.",
        "We propose FooNet. Prior graph matching solvers fail on large inputs.",
        "We propose BarNet for image restoration.",
    ]
    marked, seen = train.count_task_contexts(texts)
    assert (marked["graph matching"], seen["graph matching"]) == (1, 2)
    assert (marked["image restoration"], seen["image restoration"]) == (1, 1)


@pytest.mark.parametrize("text, task", [
    ("We propose FooNet. Prior graph matching solvers fail on large inputs.", "graph matching"),
    ("We propose FooNet. Prior image classification solvers fail on large inputs.", "image classification"),
])
def test_train_learned_task_phrase_is_a_task_without_a_context(text, task):
    assert task in load_wordlists()["learned_task"], "shipped learned_tasks.csv lacks it: run `kg train tasks`"
    assert task in _tasks(text)


def test_train_unlearned_task_phrase_needs_a_context():
    text = "We propose FooNet. Prior spline matching solvers fail on large inputs."
    assert "spline matching" not in load_wordlists()["learned_task"]
    assert not _tasks(text)


def test_train_tasks_without_corpora_is_a_clear_error(tmp_path):
    (tmp_path / "labelled").mkdir()
    with pytest.raises(InputError, match=r"no corpus files"):
        train.run_tasks(tmp_path / "labelled", tmp_path / "out.csv", progress=False, log=lambda _: None)
    assert not (tmp_path / "out.csv").exists()


@pytest.mark.parametrize("layout", ["next to the labelled folder", "--corpora"])
def test_train_tasks_writes_a_sorted_wordlist(tmp_path, layout):
    (tmp_path / "labelled").mkdir()
    corpora = tmp_path if layout != "--corpora" else tmp_path / "mine"
    corpora.mkdir(exist_ok=True)
    body = "\n\n".join(f"We study graph matching in setting {i}. We propose FooNet{i} for image restoration."
                       for i in range(4))
    (corpora / "tiny.txt").write_text("ICML 2026 Papers\n\n" + body + "\n", encoding="utf-8")
    out = tmp_path / "learned.csv"
    phrases = train.run_tasks(tmp_path / "labelled", out, corpora=None if layout != "--corpora" else corpora,
                              progress=False, log=lambda _: None)
    assert phrases == ["graph matching", "image restoration"]
    assert out.read_text(encoding="utf-8") == (
        "list,term\nlearned_task,graph matching\nlearned_task,image restoration\n")


def _row(text: str, *names: str) -> dict:
    mentions = [{"start": text.index(n), "end": text.index(n) + len(n)} for n in names]
    return {"text": text, "mentions": mentions}


@pytest.mark.parametrize("size", ["10M", "10k", "150K+"])
def test_train_gazetteer_leaves_out_bare_sizes(size):
    rows = [_row(f"We test on FooBench and on the {size} split.", "FooBench", size)] * 3
    names = train.build_gazetteer(rows)
    assert "FooBench" in names
    assert size not in names
