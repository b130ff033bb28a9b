"""Incremental builds: the extraction cache is reused per paper and dropped when the pipeline changes."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import kg.cache
from kg.build import build
from kg.cache import ExtractionCache, fingerprint, paper_key
from kg.corpus import read_corpus
from kg.extract import extract_papers
from kg.schema import Paper
from tests.conftest import SEEDS

FIRST, SECOND = sorted(SEEDS.glob("*.txt"))[:2]


@pytest.fixture
def kg_copy(tmp_path, monkeypatch):
    """A copy of the kg package's files that the cache fingerprints, to edit rules without touching the repo."""
    root = tmp_path / "kg"
    shutil.copytree(Path(kg.cache.__file__).parent, root, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(kg.cache, "_KG_DIR", root)
    return root


def test_cache_warm_build_extracts_nothing_and_writes_same_turtle(tmp_path):
    cold = build([SEEDS], tmp_path / "a", formats=["turtle"], jobs=1, cache=tmp_path / "c")
    warm = build([SEEDS], tmp_path / "b", formats=["turtle"], jobs=1, cache=tmp_path / "c")
    n = len(cold.corpus.papers)
    assert (cold.cache.hits, cold.cache.misses, cold.cache.written) == (0, n, n)
    assert (warm.cache.hits, warm.cache.misses, warm.cache.written) == (n, 0, 0)
    assert (tmp_path / "a" / "graph.ttl").read_bytes() == (tmp_path / "b" / "graph.ttl").read_bytes()
    assert "from cache" in warm.summary()


def test_cache_added_file_extracts_only_its_new_papers(tmp_path):
    build([FIRST], tmp_path / "a", formats=["turtle"], jobs=1, cache=tmp_path / "c")
    both = build([FIRST, SECOND], tmp_path / "b", formats=["turtle"], jobs=1, cache=tmp_path / "c")
    plain = build([FIRST, SECOND], tmp_path / "p", formats=["turtle"], jobs=1)
    known = {p.id for p in read_corpus([FIRST]).papers}
    new = [p for p in both.corpus.papers if p.id not in known]
    assert new and known
    assert both.cache.misses == len(new)
    assert both.cache.hits == len(known)
    assert (tmp_path / "b" / "graph.ttl").read_bytes() == (tmp_path / "p" / "graph.ttl").read_bytes()


@pytest.mark.parametrize("edit", [
    ("nlp/patterns/wordlists.csv", b"metric,kg-cache-test-term\n"),
    ("nlp/pipeline.py", b"\n# changed\n"),
])
def test_cache_rule_file_change_invalidates_every_paper(tmp_path, kg_copy, edit):
    before = fingerprint()
    build([SEEDS], tmp_path / "a", formats=["turtle"], jobs=1, cache=tmp_path / "c")
    path, extra = edit
    with open(kg_copy / path, "ab") as f:
        f.write(extra)
    kg.cache._fingerprint.cache_clear()
    assert fingerprint() != before
    again = build([SEEDS], tmp_path / "b", formats=["turtle"], jobs=1, cache=tmp_path / "c")
    assert again.cache.hits == 0
    assert again.cache.misses == len(again.corpus.papers)


def test_cache_fingerprint_is_stable_and_covers_model_files(kg_copy):
    before = fingerprint()
    kg.cache._fingerprint.cache_clear()
    assert fingerprint() == before
    (kg_copy / "nlp" / "models").mkdir(exist_ok=True)
    (kg_copy / "nlp" / "models" / "weights.bin").write_bytes(b"\x00\x01")
    kg.cache._fingerprint.cache_clear()
    assert fingerprint() != before


def test_cache_key_changes_with_original_text_not_only_id():
    a = Paper("0123456789abcdef", "A  model.", "A model.", None, None)
    b = Paper("0123456789abcdef", "A model.", "A model.", None, None)
    assert paper_key(a) != paper_key(b)


def test_cache_keeps_the_latest_pipelines_only(tmp_path):
    papers = read_corpus([FIRST]).papers[:2]
    ext = list(extract_papers(papers))
    for n in range(kg.cache.KEEP_FINGERPRINTS + 1):
        with ExtractionCache(tmp_path, pipeline=f"p{n}") as c:
            c.put_many(zip(papers, ext))
    with ExtractionCache(tmp_path, pipeline="p0") as c:  # oldest, pruned when p3 came
        assert c.get_many(papers) == [None, None]
    with ExtractionCache(tmp_path, pipeline="p3") as c:
        assert c.get_many(papers) == ext


def test_cache_damaged_file_is_replaced(tmp_path):
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / kg.cache.CACHE_FILE).write_bytes(b"this is not a database" * 100)
    report = build([FIRST], tmp_path / "a", formats=["turtle"], jobs=1, cache=tmp_path / "c")
    assert report.cache.misses == len(report.corpus.papers) > 0
    again = build([FIRST], tmp_path / "b", formats=["turtle"], jobs=1, cache=tmp_path / "c")
    assert again.cache.hits == len(report.corpus.papers)


def test_cache_unusable_folder_warns_and_builds(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    report = build([FIRST], tmp_path / "a", formats=["turtle"], jobs=1, cache=blocker / "sub")
    assert report.cache is None
    assert any("extraction cache disabled" in w for w in report.corpus.warnings)
    assert (tmp_path / "a" / "graph.ttl").exists()


def test_cache_default_dir_follows_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("KG_CACHE_DIR", str(tmp_path / "k"))
    assert kg.cache.default_cache_dir() == tmp_path / "k"
    monkeypatch.delenv("KG_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "x"))
    assert kg.cache.default_cache_dir() == tmp_path / "x" / "kg"
