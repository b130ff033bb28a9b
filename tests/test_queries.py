"""Competency queries on the seeds' build, each checked against the NetworkX graph it was exported from."""

from __future__ import annotations

import csv
import io

import pytest
from rdflib.plugins.sparql import prepareQuery

from kg.query import run_query
from tests.conftest import QUERIES

COMPETENCY = {
    "papers_on_dataset.rq": ["dataset", "venue", "year", "paper"],
    "methods_for_task.rq": ["task", "method", "paper"],
    "top_datasets.rq": ["dataset", "papers", "results"],
    "top_metrics.rq": ["metric", "papers", "results"],
    "results_by_metric.rq": ["metric", "value", "unit", "delta", "dataset", "method", "paper"],
    "papers_with_code.rq": ["url", "proposes", "paper"],
    "acronym_expansion.rq": ["acronym", "type", "stands_for", "papers"],
    "link_evidence.rq": ["name", "exact", "start", "end", "rule", "sentence"],
}
CONTRACT = {
    "paper_entities.rq": ["abstract", "type", "name", "label"],
    "proposed_methods.rq": ["abstract", "name", "label"],
    "results.rq": ["abstract", "metric", "value", "unit", "dataset", "method"],
}


def _rows(seed_build, name: str) -> list[dict]:
    out = run_query(seed_build.out / "graph.ttl", str(QUERIES / name), "csv")
    return list(csv.DictReader(io.StringIO(out)))


def _nodes(g, type_: str):
    return {n: d for n, d in g.nodes(data=True) if d["type"] == type_}


def _edges(g, type_: str):
    return [(u, v) for u, v, d in g.edges(data=True) if d["type"] == type_]


@pytest.mark.parametrize("name", sorted(QUERIES.glob("*.rq")), ids=lambda p: p.name)
def test_queries_are_standard_sparql_11(name):
    prepareQuery(name.read_text(encoding="utf-8"))  # rdflib's parser knows SPARQL 1.1 and nothing more


@pytest.mark.parametrize("name, columns", sorted({**COMPETENCY, **CONTRACT}.items()))
def test_queries_return_rows_with_their_columns(seed_build, name, columns):
    rows = _rows(seed_build, name)
    assert rows, name
    assert list(rows[0].keys()) == columns


def test_queries_every_competency_query_is_covered():
    assert {p.name for p in QUERIES.glob("*.rq")} == set(COMPETENCY) | set(CONTRACT)


def test_queries_papers_on_dataset_match_the_graph(seed_build):
    g = seed_build.graph
    dataset = next(n for n, d in _nodes(g, "Dataset").items() if d["label"] == "CUHK-SYSU")
    expected = {u for u, v in _edges(g, "evaluatedOn") if v == dataset}
    expected |= {p for p, r in _edges(g, "hasResult") if (r, dataset) in set(_edges(g, "onDataset"))}
    rows = _rows(seed_build, "papers_on_dataset.rq")
    assert {r["dataset"] for r in rows} == {"CUHK-SYSU"}
    assert sorted(r["paper"] for r in rows) == sorted(g.nodes[p]["label"] for p in expected)
    assert all(r["venue"] == "ICML" and r["year"] == "2026" for r in rows)


def test_queries_methods_for_task_match_the_graph(seed_build):
    g = seed_build.graph
    tasks = {n for n, d in _nodes(g, "Task").items()
             if any("domain adaptation" in s.lower() for s in [d["label"], *d.get("aliases", [])])}
    proposes = _edges(g, "proposes")
    expected = {(g.nodes[t]["label"], g.nodes[m]["label"], g.nodes[p]["label"])
                for p, t in _edges(g, "addresses") if t in tasks for p2, m in proposes if p2 == p}
    rows = _rows(seed_build, "methods_for_task.rq")
    assert {(r["task"], r["method"], r["paper"]) for r in rows} == expected
    assert expected


@pytest.mark.parametrize("name, type_, links", [
    ("top_datasets.rq", "Dataset", ("evaluatedOn", "onDataset")),
    ("top_metrics.rq", "Metric", ("mentions", "onMetric")),
])
def test_queries_top_entities_count_papers_and_results(seed_build, name, type_, links):
    g = seed_build.graph
    paper_of = {r: p for p, r in _edges(g, "hasResult")}
    counts = {}
    for n, d in _nodes(g, type_).items():
        results = {r for r, v in _edges(g, links[1]) if v == n}
        papers = {u for u, v in _edges(g, links[0]) if v == n} | {paper_of[r] for r in results}
        if papers:
            counts[d["label"]] = (len(papers), len(results))
    rows = _rows(seed_build, name)
    got = [(r[name.split("_")[1][:-4]], int(r["papers"]), int(r["results"])) for r in rows]
    assert got == sorted(got, key=lambda t: (-t[1], -t[2], t[0]))
    assert len(got) == min(20, len(counts))
    assert all(counts[label] == (p, n) for label, p, n in got)


def test_queries_results_by_metric_sorted_best_first(seed_build):
    g = seed_build.graph
    metric = next(n for n, d in _nodes(g, "Metric").items() if d["label"] == "mAP")
    expected = sorted((g.nodes[r]["value"] for r, v in _edges(g, "onMetric") if v == metric), reverse=True)
    rows = _rows(seed_build, "results_by_metric.rq")
    assert [float(r["value"]) for r in rows] == expected
    assert {r["metric"] for r in rows} == {"mAP"} and {r["delta"] for r in rows} <= {"true", "false"}


def test_queries_papers_with_code_list_every_repository(seed_build):
    g = seed_build.graph
    rows = _rows(seed_build, "papers_with_code.rq")
    assert sorted(r["url"] for r in rows) == sorted(d["url"] for d in _nodes(g, "Repository").values())
    for r in rows:
        paper = next(n for n, d in _nodes(g, "Paper").items() if d["label"] == r["paper"])
        proposed = {g.nodes[m]["label"] for p, m in _edges(g, "proposes") if p == paper}
        assert set(filter(None, r["proposes"].split("; "))) == proposed


def test_queries_acronym_expansion_gives_every_sense(seed_build):
    g = seed_build.graph
    expected = {(d["type"], d["label"]) for d in g.nodes.values() if "UDA" in d.get("aliases", [])}
    rows = _rows(seed_build, "acronym_expansion.rq")
    assert {(r["type"], r["stands_for"]) for r in rows} == expected
    assert all(r["acronym"] == "UDA" and "domain adaptation" in r["stands_for"].lower() for r in rows)


def test_queries_link_evidence_quotes_the_abstract(seed_build):
    g = seed_build.graph
    texts = [d["text"] for d in _nodes(g, "Paper").values()]
    rows = _rows(seed_build, "link_evidence.rq")
    assert len(rows) == len(_edges(g, "proposes"))
    for r in rows:
        start, end = int(r["start"]), int(r["end"])
        assert r["exact"] in r["sentence"] and start < end
        assert any(t[start:end] == r["exact"] and r["sentence"] in t for t in texts)
    rules = sorted(d["rule"] for *_, d in g.edges(data=True) if d["type"] == "proposes")
    assert sorted(r["rule"] for r in rows) == rules


SMALL = """@prefix kg: <https://w3id.org/kg/ontology#> .
<https://w3id.org/kg/resource/paper/1> a kg:Paper .
"""
COUNT = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"


def _count(store) -> int:
    return int(next(iter(store.query(COUNT)))["n"].value)


def test_queries_store_cache_is_reused_and_keyed_by_content(tmp_path, monkeypatch):
    from kg.query import load_store

    monkeypatch.delenv("KG_QUERY_CACHE", raising=False)
    graph, cache = tmp_path / "g.ttl", tmp_path / "stores"
    graph.write_text(SMALL, encoding="utf-8")
    assert _count(load_store(graph, cache=cache)) == 1
    first = sorted(cache.iterdir())
    assert len(first) == 1 and (first[0] / "complete").is_file()
    assert _count(load_store(graph, cache=cache)) == 1 and sorted(cache.iterdir()) == first  # reused
    graph.write_text(SMALL + "<https://w3id.org/kg/resource/paper/2> a kg:Paper .\n", encoding="utf-8")
    assert _count(load_store(graph, cache=cache)) == 2  # new content, new store
    assert len(list(cache.iterdir())) == 2


def test_queries_store_cache_keeps_only_the_last_few(tmp_path):
    from kg.query import STORE_CACHE_KEEP, load_store

    graph, cache = tmp_path / "g.ttl", tmp_path / "stores"
    for i in range(STORE_CACHE_KEEP + 2):
        graph.write_text(SMALL + f"<https://w3id.org/kg/resource/paper/x{i}> a kg:Paper .\n", encoding="utf-8")
        assert _count(load_store(graph, cache=cache)) == 2
    assert len(list(cache.iterdir())) == STORE_CACHE_KEEP


def test_queries_store_cache_off_and_bad_turtle(tmp_path, monkeypatch):
    from kg.errors import QueryError
    from kg.query import load_store

    graph, cache = tmp_path / "g.ttl", tmp_path / "stores"
    graph.write_text(SMALL, encoding="utf-8")
    monkeypatch.setenv("KG_QUERY_CACHE", "0")
    assert _count(load_store(graph, cache=cache)) == 1 and not cache.exists()
    monkeypatch.delenv("KG_QUERY_CACHE")
    graph.write_text("this is not turtle", encoding="utf-8")
    with pytest.raises(QueryError, match="not valid Turtle"):
        load_store(graph, cache=cache)
    assert not [d for d in cache.iterdir() if (d / "complete").exists()]


def test_queries_contract_names_are_each_paper_s_own(tmp_path):
    """A node named across papers ("ViT") is listed under the name each paper gives it, with the shared label."""
    from kg.build import build

    src = tmp_path / "papers.txt"
    src.write_text("ICML 2026 Papers\n\n"
                   "We propose FooNet, a Vision Transformer (ViT) variant for image classification, and test it on "
                   "CIFAR-10.\n\n"
                   "We show that ViT models trained with BarAug on ImageNet resist corruption better than CNNs.\n\n"
                   "Our ViT baseline, trained with BarAug, matches BazNet on ImageNet.\n", encoding="utf-8")
    build([src], tmp_path / "out")
    graph = tmp_path / "out" / "graph.ttl"
    rows = list(csv.DictReader(io.StringIO(run_query(graph, str(QUERIES / "paper_entities.rq"), "csv"))))
    vit = {(r["abstract"][:10], r["name"], r["label"]) for r in rows if r["label"] == "ViT"}
    assert vit == {("We propose", "Vision Transformer", "ViT"), ("We show th", "ViT", "ViT"),
                   ("Our ViT ba", "ViT", "ViT")}
    proposed = list(csv.DictReader(io.StringIO(run_query(graph, str(QUERIES / "proposed_methods.rq"), "csv"))))
    names = {(r["abstract"][:10], r["name"]) for r in rows}
    assert ("We propose", "FooNet") in {(r["abstract"][:10], r["name"]) for r in proposed}
    assert all((r["abstract"][:10], r["name"]) in names for r in proposed)  # named as among its mentions


def test_queries_results_name_the_measure_as_each_paper_does(tmp_path):
    """One measure node ("FID") is named in results.rq by each paper's own name for it."""
    from kg.build import build

    src = tmp_path / "papers.txt"
    src.write_text("ICML 2026 Papers\n\n"
                   "We propose FooGAN, which reaches a Frechet Inception Distance (FID) of 2.1 on CIFAR-10.\n\n"
                   "We propose BarDiff. BarDiff reaches 3.4 FID on CIFAR-10 and 5.0 FID on ImageNet.\n", encoding="utf-8")
    build([src], tmp_path / "out")
    rows = list(csv.DictReader(io.StringIO(run_query(tmp_path / "out" / "graph.ttl", str(QUERIES / "results.rq"),
                                                     "csv"))))
    assert {(r["abstract"][:16], r["metric"], r["value"]) for r in rows} == {
        ("We propose FooGA", "Frechet Inception Distance", "2.1"), ("We propose BarDi", "FID", "3.4"),
        ("We propose BarDi", "FID", "5")}
