"""The HTML page and the view selection, checked without a browser (tests/test_browser.py drives Chromium)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import networkx as nx
import pytest
from typer.testing import CliRunner

from kg import view
from kg.cli import app
from kg.exporters import html as html_export
from tests.conftest import ROOT, SEEDS

XSS = '<img src=x onerror="window.__kgPwned=1">'
CODE = "https://github.com/example/kgtestnet"


def toy_graph() -> nx.MultiDiGraph:
    """A small hand-made graph in the model of kg/graph.py, with markup and URLs in every text field."""
    g = nx.MultiDiGraph()
    text = (f"We propose KgTestNet {XSS} for robust detection. We evaluate it on COCO-C and report 91.2% accuracy. "
            f"Project page: https://example.org/kg and code at {CODE}")
    g.add_node("paper/00000000000000aa", type="Paper", label=text[:80], text=text, venue="ICML", year=2026,
               sources=["a.txt#1"])
    g.add_node("paper/00000000000000bb", type="Paper", label="Second", text="We study COCO-C again.", venue="",
               year=0, sources=["b.txt#1"])
    g.add_node("venue/icml", type="Venue", label="ICML")
    g.add_node("method/kgtestnet", type="Method", label="KgTestNet", aliases=["KTN", "<b>KTN</b>"], paper_count=1)
    g.add_node("dataset/coco-c", type="Dataset", label="COCO-C", aliases=["COCO-Corruption"], paper_count=2)
    g.add_node("metric/accuracy", type="Metric", label="accuracy", aliases=[], paper_count=1)
    g.add_node("result/00000000000000aa-1", type="Result", label="91.2% accuracy", value=91.2, unit="%",
               delta=False, sentence="We evaluate it on COCO-C and report 91.2% accuracy.")
    g.add_node("repository/github-com-example-kgtestnet", type="Repository", label=CODE, url=CODE)
    ev = {"paper": "paper/00000000000000aa", "sentence": text.split(". ")[0], "start": 11, "end": 20, "rule": "t"}
    g.add_edge("paper/00000000000000aa", "venue/icml", key="publishedIn", type="publishedIn", year=2026)
    g.add_edge("paper/00000000000000aa", "method/kgtestnet", key="proposes:a:11", type="proposes", **ev)
    g.add_edge("paper/00000000000000aa", "method/kgtestnet", key="mentions:a:40", type="mentions", **ev)
    g.add_edge("paper/00000000000000aa", "dataset/coco-c", key="evaluatedOn:a:60", type="evaluatedOn",
               **{**ev, "sentence": "We evaluate it on COCO-C and report 91.2% accuracy.", "start": 60})
    g.add_edge("paper/00000000000000bb", "dataset/coco-c", key="evaluatedOn:b:12", type="evaluatedOn",
               paper="paper/00000000000000bb", sentence="We study COCO-C again.", start=12, end=18, rule="t")
    g.add_edge("paper/00000000000000aa", "result/00000000000000aa-1", key="hasResult:1", type="hasResult", **ev)
    g.add_edge("result/00000000000000aa-1", "metric/accuracy", key="onMetric", type="onMetric", **ev)
    g.add_edge("paper/00000000000000aa", "repository/github-com-example-kgtestnet", key="hasCode:150",
               type="hasCode", **ev)
    return g


def _data(page: str, name: str) -> list | dict:
    """The JSON literal assigned to `var name` / `name =` inside the page's script."""
    m = re.search(r"var " + name + r" = (.*?);\n", page)
    assert m, name
    return json.loads(m.group(1))


def test_html_has_no_remote_reference_except_code_links():
    page = html_export.to_html(toy_graph())
    urls = re.findall(r"https?://[^\s\"'<>\\)]+", page)
    assert all(re.match(r"https?://(github\.com|gitlab\.com|bitbucket\.org|huggingface\.co)/", u) for u in urls), urls
    assert CODE in page  # the code link survives as a real link
    assert not re.search(r"<(link|script)[^>]+(href|src)=", page, re.I)  # nothing loaded from anywhere
    assert not re.search(r"jsdelivr|cdnjs|bootstrap(\.bundle)?\.min", page)


def test_html_escapes_every_text_field():
    page = html_export.to_html(toy_graph())
    assert XSS not in page and "<b>KTN</b>" not in page
    nodes = {n["id"]: n for n in _data(page, "raw")}
    tip = nodes["paper/00000000000000aa"]["title"]
    assert "&lt;img src=x onerror=&quot;window.__kgPwned=1&quot;&gt;" in tip
    assert "&lt;b&gt;KTN&lt;/b&gt;" in nodes["method/kgtestnet"]["title"]
    # no "</script" can end the data block early
    data_block = page[page.index("var KG = "):]
    assert data_block.lower().count("</script") == 1


def test_html_tooltips_carry_type_aliases_papers_evidence_and_code():
    nodes = {n["id"]: n for n in _data(html_export.to_html(toy_graph()), "raw")}
    coco = nodes["dataset/coco-c"]["title"]
    assert "Dataset" in coco and "COCO-Corruption" in coco and "papers: 2" in coco
    assert "We evaluate it on COCO-C and report 91.2% accuracy." in coco
    paper = nodes["paper/00000000000000aa"]["title"]
    assert "ICML 2026" in paper and "We propose KgTestNet" in paper
    assert f'<a href="{CODE}" target="_blank" rel="noopener noreferrer">' in paper
    assert "venue unknown" in nodes["paper/00000000000000bb"]["title"]
    edges = _data(html_export.to_html(toy_graph()), "rawEdges")
    both = [e for e in edges if e["from"] == "paper/00000000000000aa" and e["to"] == "method/kgtestnet"]
    assert len(both) == 1 and "mentions, proposes" in both[0]["title"]


def test_html_style_per_type_and_size_by_degree():
    page = html_export.to_html(toy_graph())
    nodes = {n["id"]: n for n in _data(page, "raw")}
    assert nodes["dataset/coco-c"]["shape"] == "triangle" and nodes["dataset/coco-c"]["color"] == "#43a047"
    assert nodes["method/kgtestnet"]["shape"] == "dot"
    # COCO-C links two papers, the metric only one result
    assert nodes["dataset/coco-c"]["size"] > nodes["metric/accuracy"]["size"]
    for t in ("Paper", "Venue", "Method", "Dataset", "Metric", "Result", "Repository"):
        assert f'<input type="checkbox" checked data-type="{t}">' in page
    assert 'data-type="Model"' not in page  # no legend entry for a type the graph lacks


def test_html_counts_match_graph(seed_build):
    g = seed_build.graph
    page = (seed_build.out / "graph.html").read_text(encoding="utf-8")
    assert len(_data(page, "raw")) == g.number_of_nodes()
    assert len(_data(page, "rawEdges")) == view.edge_count(g) == nx.DiGraph(g).number_of_edges()


def test_html_same_graph_gives_identical_bytes(seed_build):
    first = (seed_build.out / "graph.html").read_bytes()
    assert html_export.to_html(seed_build.graph).encode("utf-8") == first
    assert html_export.to_html(toy_graph()) == html_export.to_html(toy_graph())


@pytest.mark.parametrize("make", ["whole", "top", "focus"])
def test_html_identical_across_processes(make):
    # string hashing differs per process; subgraph views iterate sets, so this catches order leaks
    code = ("import hashlib, sys; from kg import view; from kg.exporters.html import to_html; "
            "from tests.test_html import toy_graph; g = toy_graph(); "
            "v = {'whole': view.View(g), 'top': view.top_view(g, 3), 'focus': view.focus_view(g, 'KTN', 1)}"
            f"['{make}']; print(hashlib.sha256(to_html(v.graph, v.note).encode()).hexdigest())")
    digests = {subprocess.run([sys.executable, "-c", code], env={**os.environ, "PYTHONHASHSEED": seed},
                              cwd=ROOT, capture_output=True, text=True, check=True).stdout for seed in ("1", "2")}
    assert len(digests) == 1


def test_html_physics_off_above_threshold_with_python_positions(monkeypatch):
    g = toy_graph()
    on = _data(html_export.to_html(g), "options")
    assert on["physics"]["enabled"] is True
    monkeypatch.setattr(view, "PHYSICS_MAX_NODES", 3)
    page = html_export.to_html(g)
    assert _data(page, "options")["physics"]["enabled"] is False
    nodes = _data(page, "raw")
    positions = {(n["x"], n["y"]) for n in nodes}
    assert len(positions) == len(nodes)  # every node placed, none on top of another


def test_view_layout_is_deterministic_and_separates_parts():
    g = toy_graph()
    g.add_node("task/lonely", type="Task", label="lonely task", aliases=[], paper_count=1)
    first, second = view.layout(g), view.layout(g.copy())
    assert first == second and set(first) == set(g)
    assert len(set(first.values())) == len(first)


def test_view_find_node_by_label_alias_and_id():
    g = toy_graph()
    assert view.find_node(g, "coco-c") == "dataset/coco-c"
    assert view.find_node(g, "COCO-Corruption") == "dataset/coco-c"
    assert view.find_node(g, "KTN") == "method/kgtestnet"
    assert view.find_node(g, "method/kgtestnet") == "method/kgtestnet"
    with pytest.raises(view.ViewError, match="no node is named 'nothing here'"):
        view.find_node(g, "nothing here")


def test_view_focus_depth_and_top():
    g = toy_graph()
    one = view.focus_view(g, "COCO-C", depth=1)
    assert set(one.graph) == {"dataset/coco-c", "paper/00000000000000aa", "paper/00000000000000bb"}
    assert one.graph.graph["focus"] == "dataset/coco-c" and "COCO-C" in one.note
    two = view.focus_view(g, "COCO-C", depth=2)
    assert "method/kgtestnet" in two.graph and "metric/accuracy" not in two.graph
    cut = view.focus_view(g, "COCO-C", depth=2, top=3)
    assert len(cut.graph) == 3 and "dataset/coco-c" in cut.graph
    with pytest.raises(view.ViewError):
        view.focus_view(g, "COCO-C", depth=-1)


def test_view_top_keeps_best_connected():
    g = toy_graph()
    top = view.top_view(g, 2)
    assert set(top.graph) == {"paper/00000000000000aa", "dataset/coco-c"}
    assert "Showing 2 of 8 nodes" in top.note
    assert set(view.top_view(g, 100).graph) == set(g) and view.top_view(g, 100).note == ""


def test_view_top_stays_connected_where_plain_degree_would_not():
    g = nx.MultiDiGraph()
    for e in ("a", "b", "c"):  # three popular datasets that share no paper
        g.add_node(f"dataset/{e}", type="Dataset", label=e.upper(), aliases=[], paper_count=4)
        for i in range(4):
            g.add_node(f"paper/{e}{i}", type="Paper", label=f"{e}{i}", text=f"{e}{i}", venue="", year=0)
            g.add_edge(f"paper/{e}{i}", f"dataset/{e}", key="evaluatedOn", type="evaluatedOn")
    top = view.top_view(g, 3).graph
    assert "dataset/a" in top and len(top) == 3 and nx.is_weakly_connected(top)
    assert len(view.top_view(g, 12).graph) == 12  # a used-up part hands over to the next hub


def test_html_write_falls_back_to_top_view_for_big_graphs(tmp_path, monkeypatch):
    monkeypatch.setattr(view, "MAX_FULL_NODES", 4)
    monkeypatch.chdir(tmp_path)
    (path,) = html_export.write(toy_graph(), tmp_path / "out")
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["graph.html", "out"]  # no lib/ folder copied anywhere
    page = path.read_text(encoding="utf-8")
    assert len(_data(page, "raw")) == 4
    assert "Showing 4 of 8 nodes" in page


def test_cli_view_writes_focused_page(tmp_path):
    out = tmp_path / "v.html"
    result = CliRunner().invoke(app, ["view", str(SEEDS), "--focus", "COCO-C", "--depth", "1", "--out", str(out),
                                        "--no-cache", "-j", "1"])
    assert result.exit_code == 0, result.output
    nodes = {n["id"] for n in _data(out.read_text(encoding="utf-8"), "raw")}
    assert "dataset/coco-c" in nodes and all(n.startswith(("paper/", "dataset/coco-c")) for n in nodes)
    assert _data(out.read_text(encoding="utf-8"), "KG")["focus"] == "dataset/coco-c"


def test_cli_view_unknown_focus_is_a_clear_error(tmp_path):
    result = CliRunner().invoke(app, ["view", str(SEEDS), "--focus", "no such thing", "--out", str(tmp_path / "v.html"),
                                        "--no-cache", "-j", "1"])
    assert result.exit_code == view.ViewError.exit_code
    assert "no node is named 'no such thing'" in result.output
    assert not (tmp_path / "v.html").exists()
