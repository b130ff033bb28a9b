"""Scoring as the guideline defines it."""

import pytest

from kg.evaluate import as_predictions, match_names, match_results, norm, score_predictions, word_f1


@pytest.mark.parametrize("a, b", [("COCO-C", "coco c"), ("Datasets", "dataset"), ("Top-1 Accuracy", "top1accuracy")])
def test_evaluate_norm_folds_case_hyphens_spaces_plural(a, b):
    assert norm(a) == norm(b)


def test_evaluate_norm_keeps_double_s():
    assert norm("loss") == "loss"


def test_evaluate_exact_matches_use_aliases_once():
    gold = [{"name": "Gram-Schmidt Walk", "aliases": ["GSW"]}]
    tp, fps, fns = match_names(["GSW", "gram schmidt walk"], gold, fuzzy=False)
    assert (tp, fps, fns) == (1, ["gram schmidt walk"], [])


def test_evaluate_task_word_overlap_threshold():
    gold = [{"name": "structure learning", "aliases": []}, {"name": "hypothesis testing", "aliases": []}]
    tp, fps, fns = match_names(["optimal structure learning", "testing"], gold, fuzzy=True)
    assert tp == 2 and not fps and not fns
    assert word_f1("image fusion", "person search") == 0.0


def test_evaluate_results_need_value_metric_dataset_unit():
    gold = [{"metric": "mAP", "value": 82.3, "unit": "%", "dataset": "CUHK-SYSU"}]
    assert match_results([{"metric": "mAP", "value": 82.3, "unit": "%", "dataset": "CUHK-SYSU"}], gold)[0] == 1
    assert match_results([{"metric": "mAP", "value": 82.3, "unit": "%", "dataset": None}], gold)[0] == 0


@pytest.mark.parametrize("predicted, tp, misses", [(0, 0, 2), (1, 1, 1), (2, 2, 0), (3, 2, 0)])
def test_evaluate_results_repeated_in_gold_count_once_each(predicted, tp, misses):
    gold = [{"metric": "error rate", "value": 20.0, "unit": "%", "dataset": None}] * 2
    pred = [{"metric": "error rates", "value": 20.0, "unit": "%", "dataset": None}] * predicted
    found, fps, fns = match_results(pred, gold)
    assert (found, len(fps), len(fns)) == (tp, predicted - tp, misses)
    assert found + len(fns) == len(gold)


@pytest.mark.parametrize("gold_unit, pred_unit, matches", [
    ("x", "×", True), ("X", "×", True), ("pp", "points", True), ("pts", "points", True), (" % ", "%", True),
    # percentage points, however the annotator wrote them
    ("percentage points", "points", True), ("% points", "points", True), ("p.p.", "points", True),
    ("%p", "points", True), ("percentage points", "%", False),
    ("x", "%", False), ("s", "×", False), (None, "×", False),
])
def test_evaluate_results_fold_unit_spellings(gold_unit, pred_unit, matches):
    gold = [{"metric": "speedup", "value": 20.0, "unit": gold_unit, "dataset": None}]
    assert match_results([{"metric": "speedup", "value": 20.0, "unit": pred_unit, "dataset": None}], gold)[0] == matches


def test_evaluate_results_match_metric_and_dataset_by_alias():
    gold = [{"metric": "Fréchet Inception Distance", "value": 2.7, "unit": None, "dataset": "CIFAR10"}]
    entities = [{"name": "Fréchet Inception Distance", "aliases": ["FID"]}, {"name": "CIFAR10", "aliases": ["CIFAR-10"]}]
    pred = [{"metric": "FID", "value": 2.7, "unit": None, "dataset": "CIFAR-10"}]
    assert match_results(pred, gold, entities) == (1, [], [])
    assert match_results(pred, gold) == (0, ["2.7 FID on CIFAR-10"], ["2.7 Fréchet Inception Distance on CIFAR10"])


@pytest.mark.parametrize("content, message", [
    ('{"id": "a", "text_start": "x"}\nnot json\n', "2: invalid JSON"),
    ('{"id": "a"}\n', "1: gold record lacks text_start"),
])
def test_evaluate_read_gold_names_file_and_line(tmp_path, content, message):
    from kg.errors import InputError
    from kg.evaluate import read_gold

    path = tmp_path / "gold.jsonl"
    path.write_text(content)
    with pytest.raises(InputError, match=message):
        read_gold(path)


_SHARED = "Reinforcement learning from human feedback (RLHF) has become "


@pytest.mark.parametrize("starts", [
    # two abstracts that share their first 60 characters are told apart by the rest of each record's text_start
    [_SHARED + "essential for improving language models", _SHARED + "a cornerstone of the alignment pipeline"],
    # and one record per abstract still matches where the openings differ early
    ["We study FooNet on graphs.", "We study BarNet on images."],
])
def test_evaluate_records_match_their_own_abstract_by_the_whole_opening(starts):
    gold = [{"id": f"g{i}", "text_start": start, "Method": [{"name": f"Foo{i}", "aliases": []}]}
            for i, start in enumerate(starts)]
    preds = as_predictions([{"text_start": start + " More text.", "Method": [{"name": f"Foo{i}"}]}
                            for i, start in enumerate(starts)])
    scores, missing = score_predictions(gold, preds)
    assert missing == 0 and (scores["Method"].tp, scores["Method"].fp) == (2, 0)
