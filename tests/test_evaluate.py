"""Scoring as the guideline defines it."""

import pytest

from kg.evaluate import match_names, match_results, norm, word_f1


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
