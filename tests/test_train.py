"""Learning task phrases from the rules' own output (kg train tasks) and using them in extraction."""

from __future__ import annotations

import json
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


def _gold(task_names: list[str]) -> dict:
    return {"Task": [{"name": n, "aliases": []} for n in task_names]}


@pytest.mark.parametrize("pairs, expected", [
    # given in 2 of the 2 abstracts that say it
    ([("We study graph matching.", _gold(["graph matching"])),
      ("Graph matching is hard.", _gold(["graph matching"]))], ["graph matching"]),
    # given in 2 of 4: as often not a task as a task
    ([("We study graph matching.", _gold(["graph matching"])),
      ("Graph matching is hard.", _gold(["graph matching"])),
      ("A graph matching layer.", _gold([])), ("Graph matching costs.", _gold([]))], []),
    # one abstract is too few to trust
    ([("We study pole balancing.", _gold(["pole balancing"]))], []),
    # a capitalised name is a name, not a task phrase to look for in any case
    ([("We study FooBench matching.", _gold(["FooBench matching"])),
      ("FooBench matching is hard.", _gold(["FooBench matching"]))], []),
    # "graph matching" inside "subgraph matching" is no use of it
    ([("We study graph matching.", _gold(["graph matching"])),
      ("Graph matching is hard.", _gold(["graph matching"])),
      ("Subgraph matching is hard.", _gold([]))], ["graph matching"]),
])
def test_train_gold_task_lexicon_keeps_names_given_often_and_mostly(pairs, expected):
    assert train.build_gold_task_lexicon(pairs) == expected


def _annotated(folder, name: str, texts: list[str], tasks: list[list[str]]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.txt").write_text("ICML 2026 Papers\n\n" + "\n\n".join(texts) + "\n", encoding="utf-8")
    rows = [{"id": f"{name}-{i}", "text_start": t[:80], "Task": [{"name": n, "aliases": []} for n in ts]}
            for i, (t, ts) in enumerate(zip(texts, tasks))]
    (folder / f"{name}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


def test_train_gold_tasks_reads_every_annotated_set_and_writes_a_sorted_wordlist(tmp_path):
    _annotated(tmp_path / "a", "a", ["We study graph matching on sparse inputs.", "We propose FooNet."],
               [["graph matching"], []])
    _annotated(tmp_path / "b", "b", ["Graph matching on dense inputs is hard.", "We study pole balancing."],
               [["graph matching"], ["pole balancing"]])
    (tmp_path / "b" / "notes.jsonl").write_text("{}\n", encoding="utf-8")  # no notes.txt beside it: not a set
    out = tmp_path / "annotated.csv"
    assert train.run_gold_tasks(tmp_path, out, log=lambda _: None) == ["graph matching"]
    assert out.read_text(encoding="utf-8") == "list,term\nannotated_task,graph matching\n"


@pytest.mark.parametrize("merge, expected", [(False, ["graph matching"]), (True, ["graph matching", "pole vaulting"])])
def test_train_gold_tasks_merge_keeps_the_names_the_file_holds(tmp_path, merge, expected):
    _annotated(tmp_path / "a", "a", ["We study graph matching on sparse inputs.", "Graph matching on dense inputs."],
               [["graph matching"], ["graph matching"]])
    out = tmp_path / "annotated.csv"
    out.write_text("list,term\nannotated_task,pole vaulting\n", encoding="utf-8")
    assert train.run_gold_tasks(tmp_path / "a", out, log=lambda _: None, merge=merge) == expected
    assert out.read_text(encoding="utf-8").splitlines()[1:] == [f"annotated_task,{n}" for n in expected]


def test_train_annotated_general_task_yields_to_the_specific_one_of_the_abstract():
    text = ("We study unsupervised domain adaptation for person search. Unlike domain adaptation for "
            "classification, it must align detection and re-identification.")
    assert "domain adaptation" in load_wordlists()["annotated_task"]
    tasks = {t.lower() for t in _tasks(text)}
    assert "unsupervised domain adaptation" in " | ".join(tasks) and "domain adaptation" not in tasks


@pytest.mark.parametrize("text, present, absent", [
    # no context marks it, but annotators give it as a task
    ("We propose FooNet. Results on text classification datasets show gains.", {"text classification"}, set()),
    # before a method noun too, where a task phrase stops
    ("We propose FooNet, a transfer learning framework. It works.", {"transfer learning"}, set()),
    # but not inside another name
    ("We propose Fair Continual Learning Networks (FCLN), which work.", set(), {"continual learning"}),
])
def test_train_annotated_task_name_is_a_task_without_a_context(text, present, absent):
    names = present | absent
    assert names <= load_wordlists()["annotated_task"], "shipped annotated_tasks.csv lacks it"
    tasks = {t.lower() for t in _tasks(text)}
    assert present <= tasks and not absent & tasks


def test_train_annotated_task_yields_to_an_overlapping_metric():
    norm, _ = normalise("We propose FooNet. It estimates the node classification accuracy on unseen graphs.")
    (ext,) = extract_papers([Paper(paper_id(norm), norm, norm, "ICML", 2026, [("t.txt", 1)])])
    metrics = {e.name for e in ext.entities if e.type is EntityType.METRIC}
    assert "node classification" in load_wordlists()["annotated_task"]
    assert any(m.endswith("classification accuracy") for m in metrics), metrics


@pytest.mark.parametrize("forms, expected", [
    ({"MTL": {"multi-task learning": 5}}, ["MTL"]),
    ({"MTL": {"multi-task learning": 1}}, []),  # spelled out once: too little to trust
    ({"PCA": {"principal component analysis": 5}}, []),  # a method, though the task list holds its long form
    ({"SR": {"super-resolution": 1, "symbolic regression": 1, "spectral radius": 2}}, []),  # mostly no task
    ({"FL": {"federated learning": 9, "focal loss": 1}, "XYZ": {"x y z": 3}}, ["FL"]),
])
def test_train_task_acronyms_keep_acronyms_spelled_out_often_and_mostly_as_tasks(forms, expected):
    tasks = frozenset({"multi-task learning", "principal component analysis", "super-resolution",
                       "federated learning"})
    methods = frozenset({"principal component analysis", "pca"})
    assert train.build_task_acronyms({k: Counter(v) for k, v in forms.items()}, tasks, methods) == expected


def test_train_task_acronyms_count_abstracts_and_write_a_sorted_wordlist(tmp_path):
    body = "\n\n".join(f"We study multi-task learning (MTL) in setting {i}. MTL helps. We propose FooNet{i}."
                       for i in range(3))
    (tmp_path / "tiny.txt").write_text("ICML 2026 Papers\n\n" + body + "\n", encoding="utf-8")
    assert train.count_acronym_forms([body.split("\n\n")[0]])["MTL"] == Counter({"multi-task learning": 1})
    out = tmp_path / "acronyms.csv"
    assert train.run_task_acronyms(None, out, corpora=tmp_path, progress=False, log=lambda _: None) == ["MTL"]
    assert out.read_text(encoding="utf-8") == "list,term\nlearned_task_acronym,MTL\n"


def test_train_task_acronyms_without_corpora_is_a_clear_error(tmp_path):
    with pytest.raises(InputError, match=r"no corpus files"):
        train.run_task_acronyms(None, tmp_path / "out.csv", corpora=tmp_path, progress=False, log=lambda _: None)
    assert not (tmp_path / "out.csv").exists()


@pytest.mark.parametrize("texts, min_lower, expected", [
    # written in lower case often enough, and far more often than capitalised inside a sentence
    (["the statistics of nature", "statistics and nature"], 2, ["nature", "statistics"]),
    # a name capitalised inside sentences as often as not stays out; so does a word seen too seldom
    (["we use adam and Adam, or Adam", "a transformer; the Transformer"], 1, []),
    (["a rare word"], 2, []),
    # a capitalised sentence opening is no evidence of a name; words in hyphens or with digits are not counted
    (["Nature is vast. Nature and nature", "nature-like nature2 nature"], 2, ["nature"]),
])
def test_train_common_words_keep_words_mostly_written_in_lower_case(texts, min_lower, expected):
    assert train.build_common_words(texts, min_lower=min_lower, min_ratio=2) == expected


def test_train_common_words_write_a_sorted_wordlist(tmp_path):
    body = "\n\n".join(f"The statistics of nature {i} and more statistics of nature." for i in range(12))
    (tmp_path / "tiny.txt").write_text("ICML 2026 Papers\n\n" + body + "\n", encoding="utf-8")
    out = tmp_path / "common.csv"
    assert train.run_common_words(None, out, corpora=tmp_path, log=lambda _: None) == ["nature", "statistics"]
    assert out.read_text(encoding="utf-8") == "list,term\ncommon_word,nature\ncommon_word,statistics\n"


@pytest.mark.parametrize("text, acronym, type_", [
    ("Our approach uses MTL to share features across heads.", "MTL", EntityType.TASK),
    ("We run NAS on a new search space with FooNet.", "NAS", EntityType.TASK),
    ("We propose MTL, a new optimiser for sparse models.", "MTL", EntityType.METHOD),  # the paper's own name
])
def test_train_learned_task_acronym_not_spelled_out_is_a_task(text, acronym, type_):
    assert acronym in load_wordlists()["learned_task_acronym"], "run `kg train task-acronyms`"
    norm, _ = normalise(text)
    (ext,) = extract_papers([Paper(paper_id(norm), text, norm, "ICML", 2026, [("t.txt", 1)])])
    assert {(e.name, e.type) for e in ext.entities if e.name == acronym} == {(acronym, type_)}


@pytest.mark.parametrize("said, expected", [
    (2, ["graph matching", "pole vaulting"]),  # said twice and never given: too little to overrule the file
    (3, ["graph matching"]),  # said three times and never given as a task: the annotations contradict the file
])
def test_train_gold_tasks_merge_drops_a_kept_name_the_annotations_contradict(tmp_path, said, expected):
    texts = ["We study graph matching on sparse inputs.", "Graph matching on dense inputs."]
    texts += [f"Pole vaulting data set {i}." for i in range(said)]
    _annotated(tmp_path / "a", "a", texts, [["graph matching"], ["graph matching"]] + [[]] * said)
    out = tmp_path / "annotated.csv"
    out.write_text("list,term\nannotated_task,pole vaulting\n", encoding="utf-8")
    assert train.run_gold_tasks(tmp_path / "a", out, log=lambda _: None, merge=True) == expected
