import csv
import io
import re
from pathlib import Path

import pytest
import rdflib

from kg.query import run_query
from tests.conftest import QUERIES


def test_build_writes_turtle_and_html(seed_build):
    names = sorted(p.name for p in seed_build.written)
    assert "graph.ttl" in names and "graph.html" in names


def test_build_graph_has_typed_nodes_and_evidence(seed_build):
    g = seed_build.graph
    types = {d["type"] for _, d in g.nodes(data=True)}
    assert {"Paper", "Venue", "Method", "Dataset", "Task", "Metric", "Result"} <= types
    for u, v, d in g.edges(data=True):
        if d["type"] == "publishedIn":
            continue
        paper = g.nodes[d["paper"]]["text"]
        assert 0 <= d["start"] < d["end"] <= len(paper)
        assert d["sentence"] in paper


def test_build_turtle_parses_with_rdflib(seed_build):
    g = rdflib.Graph()
    g.parse(seed_build.out / "graph.ttl", format="turtle")
    papers = set(g.subjects(rdflib.RDF.type, rdflib.URIRef("https://w3id.org/kg/ontology#Paper")))
    assert len(papers) == 37


@pytest.mark.parametrize("query, columns", [
    ("paper_entities.rq", ["abstract", "type", "name", "label"]),
    ("proposed_methods.rq", ["abstract", "name", "label"]),
    ("results.rq", ["abstract", "metric", "value", "unit", "dataset", "method"]),
])
def test_build_contract_queries_return_rows(seed_build, query, columns):
    out = run_query(seed_build.out / "graph.ttl", str(QUERIES / query), "csv")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert rows
    assert list(rows[0].keys()) == columns


def test_build_paper_entities_cover_every_seed_paper(seed_build):
    out = run_query(seed_build.out / "graph.ttl", str(QUERIES / "paper_entities.rq"), "csv")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert len({r["abstract"] for r in rows}) == 37
    assert {r["type"] for r in rows} <= {"Method", "Model", "Dataset", "Task", "Metric"}


def test_build_html_has_no_remote_url_except_code(seed_build):
    page = (seed_build.out / "graph.html").read_text(encoding="utf-8")
    urls = re.findall(r"https?://[^\s\"'<>\\)]+", page)
    assert all(re.match(r"https?://(github\.com|gitlab\.com|bitbucket\.org|huggingface\.co)/", u) for u in urls), \
        sorted(set(urls))[:5]


def test_build_committed_exports_are_what_the_seeds_build_gives(tmp_path, monkeypatch):
    # exports/ is the README's first command's output on seeds/ (paths as given, relative to the project): a rule
    # change that alters it must rebuild it
    from kg.build import build
    from tests.conftest import ROOT

    monkeypatch.chdir(ROOT)
    build([Path("seeds")], tmp_path)
    committed = ROOT / "exports"
    built = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
    assert built == sorted(p.relative_to(committed) for p in committed.rglob("*") if p.is_file())
    stale = [str(p) for p in built if (tmp_path / p).read_bytes() != (committed / p).read_bytes()]
    assert not stale, f"exports/ is stale, rebuild it with `kg build seeds --out exports`: {stale}"
