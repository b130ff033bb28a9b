"""The kg_ner component (shipped weights, missing weights), its training entry point and the gazetteer."""

from __future__ import annotations

import warnings

import pytest

import kg.nlp.ner as ner_module
from kg import train
from kg.nlp.tokenizer import blank_english


def _tagger(**config):
    nlp = blank_english()
    nlp.add_pipe("kg_ner", config=config)
    return nlp


def test_ner_shipped_weights_tag_dataset_and_metric():
    assert (ner_module.MODEL_DIR / "meta.json").is_file(), "shipped NER weights missing: run `kg train ner`"
    nlp = _tagger()
    doc = nlp("We evaluate on the ImageNet dataset and report top-1 accuracy.")
    found = {(s.text, s.label_) for s in doc.spans["kg_ner"]}
    assert ("ImageNet", "Dataset") in found
    assert any(label == "Metric" and text in {"top-1", "top-1 accuracy", "accuracy"} for text, label in found)
    assert doc.ents == ()  # predictions live in the span group only


def test_ner_shipped_weights_batch_equals_single():
    nlp = _tagger()
    texts = ["We train ResNet-50 on CIFAR-10 for image classification.",
             "Results on the COCO benchmark show higher mAP for object detection."]
    single_docs = [nlp(t) for t in texts]
    batched_docs = list(nlp.pipe(texts, batch_size=2))
    single = [[(s.text, s.label_) for s in d.spans["kg_ner"]] for d in single_docs]
    assert single == [[(s.text, s.label_) for s in d.spans["kg_ner"]] for d in batched_docs]
    assert ("COCO", "Dataset") in single[1] and ("object detection", "Task") in single[1]


def test_ner_missing_weights_warn_once_and_tag_nothing(monkeypatch, tmp_path):
    monkeypatch.setattr(ner_module, "MODEL_DIR", tmp_path / "absent")
    monkeypatch.setattr(ner_module, "_warned", False)
    with pytest.warns(RuntimeWarning, match="no trained weights"):
        nlp = _tagger()
    doc = nlp("We evaluate on the ImageNet dataset.")
    assert list(doc.spans["kg_ner"]) == []
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        _tagger()  # second time: no warning


def test_ner_corrupt_weights_raise_rule_error(tmp_path):
    from kg.errors import RuleError

    (tmp_path / "ner").mkdir()
    (tmp_path / "meta.json").write_text("{not json", encoding="utf-8")
    (tmp_path / "ner" / "model").write_bytes(b"")
    with pytest.raises(RuleError, match="cannot load the NER model"):
        _tagger(model_dir=str(tmp_path))


TINY = [
    train.Sample("We evaluate on the MNIST dataset with accuracy.", [(19, 24, "Dataset"), (38, 46, "Metric")]),
    train.Sample("The LSTM model improves machine translation.", [(4, 8, "Method"), (24, 43, "Task")]),
    train.Sample("Results on CIFAR-10 show higher accuracy.", [(11, 19, "Dataset"), (32, 40, "Metric")],
                 unknown=[(0, 7)]),
]


def test_ner_training_runs_end_to_end(tmp_path):
    config = train.NerConfig(width=16, depth=1, embed_size=100, hidden_width=16, n_iter=2, batch_words=20)
    out = train.train_ner(TINY, tmp_path / "model", config)
    assert (out / "meta.json").is_file() and (out / "ner" / "model").is_file()
    nlp = _tagger(model_dir=str(out))
    assert set(nlp.get_pipe("kg_ner").labels) == set(train.NER_LABELS)
    doc = nlp("We evaluate on the MNIST dataset with accuracy.")
    assert all(s.label_ in train.NER_LABELS for s in doc.spans["kg_ner"])


def test_ner_training_is_reproducible(tmp_path):
    config = train.NerConfig(width=16, depth=1, embed_size=100, hidden_width=16, n_iter=1, batch_words=20)
    first = train.train_ner(TINY, tmp_path / "a", config)
    second = train.train_ner(TINY, tmp_path / "b", config)
    assert (first / "ner" / "model").read_bytes() == (second / "ner" / "model").read_bytes()
    assert (first / "meta.json").read_text() == (second / "meta.json").read_text()


def test_ner_training_example_marks_unknown_tokens():
    nlp = blank_english()
    example = train._example(nlp, TINY[2])
    tags = example.get_aligned_ner()
    assert tags[0] is None or tags[0] == "-"  # "Results": label unknown, not taught as O
    assert "U-Dataset" in tags and tags[-1] == "O"


def test_ner_mention_samples_fill_other_types_from_rules():
    row = {"text": "Our G-DNLR beats 10 baselines on the MNIST dataset.", "mentions": [{"start": 37, "end": 50}]}

    def rules(texts):
        return [[(4, 10, "Method"), (37, 42, "Method")]]  # a rule span inside a gold mention is dropped

    [sample] = train.mention_samples([row], rules)
    assert [(row["text"][s:e], label) for s, e, label in sample.spans] == [("MNIST", "Dataset"), ("G-DNLR", "Method")]


def test_ner_scierc_samples_map_types():
    row = {"text": "A CRF and a statistical approach for parsing on the Penn Treebank and English text.",
           "entities": [{"start": 2, "end": 5, "label": "Method"}, {"start": 12, "end": 32, "label": "Method"},
                        {"start": 37, "end": 44, "label": "Task"}, {"start": 52, "end": 65, "label": "Material"},
                        {"start": 70, "end": 82, "label": "Material"}]}
    for ent in row["entities"]:
        ent["text"] = row["text"][ent["start"]:ent["end"]]
    every = train.scierc_samples([row])[0].spans
    named = train.scierc_samples([row], named_methods=True)[0].spans
    text = row["text"]
    assert [(text[s:e], lab) for s, e, lab in every] == [
        ("CRF", "Method"), ("statistical approach", "Method"), ("parsing", "Task"), ("Penn Treebank", "Dataset")]
    assert ("statistical approach", "Method") not in [(text[s:e], lab) for s, e, lab in named]


@pytest.mark.parametrize("mention, names", [
    ("the MNIST dataset", ["MNIST"]),
    ("DBLP and Citation data sets", ["DBLP", "Citation"]),
    ("Street View House Numbers (SVHN) dataset", ["Street View House Numbers", "SVHN"]),
    ("large-scale ImageNet benchmark", ["ImageNet"]),
    ("TREC test collections", ["TREC"]),
    ("benchmark datasets", ["benchmark"]),
])
def test_ner_gazetteer_name_parts(mention, names):
    assert [mention[s:e] for s, e in train.name_parts(mention)] == names


def test_ner_gazetteer_build_keeps_names_drops_generic(tmp_path):
    rows = [
        {"text": "We use the MNIST dataset.", "mentions": [{"start": 11, "end": 24}]},
        {"text": "MNIST results are shown.", "mentions": [{"start": 0, "end": 5}]},
        {"text": "Tests on CIFAR-10 and benchmark datasets.",
         "mentions": [{"start": 9, "end": 17}, {"start": 22, "end": 40}]},
        {"text": "The Web dataset is small.", "mentions": [{"start": 4, "end": 15}]},
        {"text": "Pages from the Web are noisy; the Web grows.", "mentions": []},
        {"text": "The Face dataset has 10k images of each face.", "mentions": [{"start": 4, "end": 16}]},
        {"text": "On Face data we win.", "mentions": [{"start": 3, "end": 12}]},
    ]
    names = train.build_gazetteer(rows)
    # "Web": seen once, mostly not a dataset; "Face": a prose word with only two mentions; lower-case dropped
    assert names == ["CIFAR-10", "MNIST"]
    assert "Face" in train.build_gazetteer(rows + rows[-2:])  # four mentions are enough evidence
    path = train.write_gazetteer(names, tmp_path / "gazetteer.csv")
    assert path.read_text(encoding="utf-8") == "list,term\ndataset,CIFAR-10\ndataset,MNIST\n"
    from kg.nlp.rules import load_wordlists

    assert {"CIFAR-10", "MNIST"} <= load_wordlists(tmp_path)["dataset"]


def test_ner_gazetteer_split_is_fixed_and_about_a_fifth():
    texts = [f"sentence number {i} about a dataset" for i in range(2000)]
    held = [t for t in texts if train.is_held_out(t)]
    assert held == [t for t in texts if train.is_held_out(t)]
    assert 0.17 < len(held) / len(texts) < 0.23


def test_ner_shipped_gazetteer_is_read_by_the_rules():
    import csv

    with open(train.GAZETTEER_FILE, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) > 500 and {r["list"] for r in rows} == {"dataset"}
    assert all(any(c.isupper() or c.isdigit() for c in r["term"]) for r in rows)
    from kg.nlp.rules import load_wordlists

    # (less the hand-kept exclusions, which override the learnt list)
    assert {r["term"] for r in rows} - load_wordlists()["not_dataset"] <= load_wordlists()["dataset"]
