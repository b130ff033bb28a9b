"""Annotated sets: drawing one from a corpus and rebuilding its abstracts from the gold records alone."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.conftest import ROOT

ABSTRACTS = [f"Abstract number {k} studies problem {k} with method Foo{k} on dataset Bar{k}." for k in range(6)]


def _run(script: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "bench" / script), *args], capture_output=True, text=True)


@pytest.fixture
def corpora(tmp_path):
    folder = tmp_path / "corpora"
    folder.mkdir()
    (folder / "tiny.txt").write_text("TinyConf 2025 Papers\n\n" + "\n\n".join(ABSTRACTS) + "\n", encoding="utf-8")
    return folder


def test_bench_sets_draw_is_seeded_and_rebuilds_from_the_gold(corpora, tmp_path):
    out = tmp_path / "set90"
    assert _run("sample_set.py", str(corpora / "tiny.txt"), "3", "7", str(out)).returncode == 0
    again = tmp_path / "again"
    _run("sample_set.py", str(corpora / "tiny.txt"), "3", "7", str(again))
    text = (out / "abstracts.txt").read_text(encoding="utf-8")
    assert text == (again / "abstracts.txt").read_text(encoding="utf-8")  # the same seed, the same set
    assert text.startswith("TinyConf 2025 Papers\n\n") and sum(a in text for a in ABSTRACTS) == 3
    records = [json.loads(line) for line in (out / "skeleton.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in records] == ["set90-01", "set90-02", "set90-03"]
    assert all(r["source"] == "tiny.txt" and r["Task"] == [] and r["text_start"] in text for r in records)
    rebuilt = tmp_path / "rebuilt.txt"
    done = _run("set_abstracts.py", str(out / "skeleton.jsonl"), str(rebuilt), "--corpora", str(corpora))
    assert done.returncode == 0 and rebuilt.read_text(encoding="utf-8") == text


def test_bench_sets_rebuild_names_records_missing_from_the_corpus(corpora, tmp_path):
    gold = tmp_path / "gold.jsonl"
    gold.write_text(json.dumps({"id": "x-01", "source": "tiny.txt", "text_start": "Not in the corpus at all"}) + "\n",
                    encoding="utf-8")
    done = _run("set_abstracts.py", str(gold), str(tmp_path / "out.txt"), "--corpora", str(corpora))
    assert done.returncode == 1 and "1 records not in" in done.stderr and "x-01" in done.stderr
    assert not (tmp_path / "out.txt").exists()


def test_bench_sets_skip_clearly_without_the_corpora(tmp_path):
    done = _run("set_abstracts.py", str(tmp_path / "g.jsonl"), str(tmp_path / "o.txt"), "--corpora",
                str(tmp_path / "none"))
    assert done.returncode == 0 and "skipped:" in done.stdout


def test_bench_sets_eval_pools_sets_and_scores_them(corpora, tmp_path):
    out = tmp_path / "set91"
    _run("sample_set.py", str(corpora / "tiny.txt"), "3", "5", str(out))
    gold = tmp_path / "set91.jsonl"
    records = [json.loads(line) for line in (out / "skeleton.jsonl").read_text(encoding="utf-8").splitlines()]
    records[0]["Method"] = [{"name": "NotThere", "aliases": []}]  # one miss the extractor cannot find
    gold.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    done = _run("eval_sets.py", str(gold), "--corpora", str(corpora), "--errors")
    assert done.returncode == 0, done.stderr
    assert "papers 3, missing from prediction 0" in done.stdout
    assert "Method misses (1):" in done.stdout and "set91-01: NotThere" in done.stdout


def test_bench_sets_eval_names_an_unknown_set(corpora):
    done = _run("eval_sets.py", "999", "--corpora", str(corpora))
    assert done.returncode != 0 and "no annotated set '999'" in done.stderr


def _record(i: int, **fields) -> dict:
    record = {"id": f"s-{i}", "source": "tiny.txt", "text_start": ABSTRACTS[i][:80], "proposed": [], "results": [],
              "code": [], **{t: [] for t in ("Method", "Model", "Dataset", "Task", "Metric")}}
    return record | {k: [{"name": n, "aliases": []} for n in v] if k != "proposed" else v for k, v in fields.items()}


@pytest.mark.parametrize("other, method_f1, task_f1", [
    ([_record(0, Method=["Foo0"], Task=["problem 0"]), _record(1, Method=["Foo1"], Dataset=["Bar1"])], 1.0, 1.0),
    # "studying problem 0" overlaps "problem 0" enough for a Task match
    ([_record(0, Method=["Foo0", "Baz"], Task=["studying problem 0"]), _record(1, Dataset=["Bar1"])], 0.5, 1.0),
    ([_record(0, Task=["something else"]), _record(1, Dataset=["Bar1"])], 0.0, 0.0),
])
def test_bench_sets_agreement_scores_one_annotation_against_another(tmp_path, other, method_f1, task_f1):
    gold = [_record(0, Method=["Foo0"], Task=["problem 0"]), _record(1, Method=["Foo1"], Dataset=["Bar1"])]
    paths = []
    for name, records in (("a", gold), ("b", other)):
        paths.append(tmp_path / f"{name}.jsonl")
        paths[-1].write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    done = _run("agreement.py", *map(str, paths))
    assert done.returncode == 0, done.stderr
    rows = {line.split()[0]: line.split() for line in done.stdout.splitlines()[2:9]}
    assert float(rows["Method"][3]) == method_f1 and float(rows["Task"][3]) == task_f1
    assert float(rows["Dataset"][3]) == 1.0


def test_bench_sets_annotated_tasks_skips_without_corpora(tmp_path):
    done = _run("annotated_tasks.py", "--corpora", str(tmp_path / "absent"), "--out", str(tmp_path / "out.csv"))
    assert done.returncode == 0 and "skipped" in done.stdout and not (tmp_path / "out.csv").exists()


def test_bench_sets_annotated_tasks_learns_from_no_held_out_set():
    import re

    sys.path.insert(0, str(ROOT / "bench"))
    from annotated_tasks import DEVELOPMENT

    held_out = set()
    for row in (ROOT / "bench" / "annotated" / "README.md").read_text(encoding="utf-8").splitlines():
        cells = row.split("|")
        if len(cells) > 4 and "held out" in cells[4]:
            held_out |= {int(n) for n in re.findall(r"\d+", cells[1])}
    assert {58, 59, 60, 95} <= held_out  # the table is read as meant
    assert not held_out & set(DEVELOPMENT)
    assert all((ROOT / "bench" / "annotated" / f"set{n}.jsonl").is_file() for n in DEVELOPMENT)


def test_bench_sets_tagger_eval_skips_without_corpora(tmp_path):
    done = _run("tagger_eval.py", "--corpora", str(tmp_path / "absent"))
    assert done.returncode == 0 and "skipped:" in done.stdout


def test_bench_sets_tagger_eval_drops_only_groups_below_the_break_even():
    from collections import Counter

    sys.path.insert(0, str(ROOT / "bench"))
    from tagger_eval import gain, worth_dropping

    # one set, 10 gold tasks: 6 right names, 4 wrong; the group "v" holds 1 right and 3 wrong, "n" 5 right, 1 wrong
    rows = [(1, True, {"n"})] * 5 + [(1, False, {"n"})] + [(1, True, {"v"})] + [(1, False, {"v"})] * 3
    sizes = Counter({(1, "Task"): 10})
    before, after = gain(rows, {1}, sizes, "Task", {"v"})
    assert (round(before, 4), round(after, 4)) == (round(12 / 20, 4), round(10 / 16, 4))  # 0.6 -> 0.625
    assert [name for name, *_ in worth_dropping(rows, {1}, sizes, "Task", min_group=2)] == ["v"]
    assert worth_dropping(rows, {1}, sizes, "Task", min_group=5) == []  # "v" is too small to count
    assert worth_dropping(rows, {2}, sizes, "Task", min_group=1) == []  # another set holds none of them


def test_bench_sets_draw_and_rebuild_tell_apart_abstracts_with_one_opening(tmp_path):
    shared = "We study the weak recovery problem on the uniform hypergraph stochastic block model with two communities."
    abstracts = [shared + " In this model a random graph is drawn.", shared + " In HSBM, vertices are split."]
    folder = tmp_path / "corpora"
    folder.mkdir()
    (folder / "tiny.txt").write_text("TinyConf 2025 Papers\n\n" + "\n\n".join(abstracts) + "\n", encoding="utf-8")
    out = tmp_path / "set92"
    assert _run("sample_set.py", str(folder / "tiny.txt"), "2", "3", str(out)).returncode == 0
    records = [json.loads(line) for line in (out / "skeleton.jsonl").read_text(encoding="utf-8").splitlines()]
    assert all(len(r["text_start"]) > 80 for r in records)  # 80 characters would not tell them apart
    rebuilt = tmp_path / "rebuilt.txt"
    done = _run("set_abstracts.py", str(out / "skeleton.jsonl"), str(rebuilt), "--corpora", str(folder))
    assert done.returncode == 0, done.stderr
    assert rebuilt.read_text(encoding="utf-8") == (out / "abstracts.txt").read_text(encoding="utf-8")


def test_bench_sets_context_precision_scores_each_name_as_eval_does(corpora, tmp_path):
    # Foo1 is found but not annotated: one of the four Method names is wrong
    gold = tmp_path / "gold.jsonl"
    records = [_record(0, Method=["Foo0"]), _record(1), _record(2, Method=["Foo2"]), _record(3, Method=["Foo3"])]
    gold.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    done = _run("context_precision.py", "Method", str(gold), "--corpora", str(corpora), "--min", "1")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Method: 4 predicted names in 1 sets, 3 right (precision 0.750)")
    assert "  0.75      4  mention:name" in done.stdout.split("word before:")[0]


def test_bench_sets_context_precision_skips_without_corpora(tmp_path):
    done = _run("context_precision.py", "Task", "--corpora", str(tmp_path / "absent"))
    assert done.returncode == 0 and "skipped" in done.stdout
