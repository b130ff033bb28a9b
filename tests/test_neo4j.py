"""Neo4j export: neo4j-admin CSV headers and cells, spreadsheet-safe text, arrays, import.cypher and import.sh."""

from __future__ import annotations

import csv
import re
import tempfile
from collections import Counter
from pathlib import Path

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kg.errors import ExportError
from kg.exporters import neo4j
from kg.load import read_export
from kg.schema import NodeType, RelationType
from tests.test_load import cypher_statements, odd_graph


def rows(path) -> list[dict[str, str]]:
    """The CSV file as header → cell dicts."""
    with path.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


@pytest.fixture
def odd_export(tmp_path):
    """The odd graph written to tmp_path/neo4j."""
    neo4j.write(odd_graph(), tmp_path)
    return tmp_path / "neo4j"


def test_neo4j_one_node_file_per_label_with_typed_headers(seed_build):
    folder = seed_build.out / "neo4j"
    g = seed_build.graph
    labels = {d["type"] for _, d in g.nodes(data=True)}
    assert {p.name for p in folder.glob("nodes_*.csv")} == {f"nodes_{label}.csv" for label in labels}
    for label in labels:
        with (folder / f"nodes_{label}.csv").open(encoding="utf-8") as f:
            header = next(csv.reader(f))
        assert header[:2] == ["id:ID", ":LABEL"]
        assert all(re.fullmatch(r"[a-z][A-Za-z]*:(string|int|double|boolean)(\[\])?", h) for h in header[2:]), header
    paper = next(csv.reader((folder / "nodes_Paper.csv").open(encoding="utf-8")))
    assert {"year:int", "sources:string[]", "name:string", "text:string"} <= set(paper)
    assert {"value:double", "isDelta:boolean"} <= set(next(csv.reader((folder / "nodes_Result.csv").open())))
    assert {"paperCount:int", "aliases:string[]"} <= set(next(csv.reader((folder / "nodes_Method.csv").open())))


def test_neo4j_relationship_files_cover_every_edge(seed_build):
    folder = seed_build.out / "neo4j"
    g = seed_build.graph
    found: Counter = Counter()
    for p in folder.glob("rels_*.csv"):
        start, rel, end = p.stem.split("_")[1:]
        assert rel in {t.value for t in RelationType} and {start, end} <= {t.value for t in NodeType}
        for r in rows(p):
            assert list(r)[:3] == [":START_ID", ":END_ID", ":TYPE"] and r[":TYPE"] == rel
            assert g.nodes[r[":START_ID"]]["type"] == start and g.nodes[r[":END_ID"]]["type"] == end
            found[(r[":START_ID"], r[":END_ID"], rel, r["edgeKey:string"])] += 1
    expected = Counter((u, v, d["type"], k) for u, v, k, d in g.edges(keys=True, data=True))
    assert found == expected


def test_neo4j_text_cells_cannot_become_formulas(odd_export):
    paper = rows(odd_export / "nodes_Paper.csv")[0]
    assert paper["name:string"] == "'=HYPERLINK(\"x\")"
    assert paper["venue:string"] == "'@venue"
    method = rows(odd_export / "nodes_Method.csv")[0]
    assert method["name:string"] == "'-ResNet"
    assert method["aliases:string[]"].startswith("'+plus;")
    for r in rows(odd_export / "rels_Paper_mentions_Method.csv"):  # typed numbers stay numbers, even negative
        assert re.fullmatch(r"-\d+", r["spanStart:int"])
    result = rows(odd_export / "nodes_Result.csv")[0]
    assert result["value:double"] == "-1.5" and result["isDelta:boolean"] == "true"
    assert result["name:string"] == "'-1.5 %"
    for path in odd_export.glob("*.csv"):
        for r in rows(path):
            for header, cell in r.items():
                if header.endswith((":string", ":string[]", ":ID", "_ID")):
                    assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), (path.name, header, cell)


def test_neo4j_array_delimiter_never_splits_an_element(odd_export):
    method = rows(odd_export / "nodes_Method.csv")[0]
    items = neo4j.unprotect(method["aliases:string[]"]).split(neo4j.ARRAY_DELIMITER)
    assert items == ["+plus", "semi\uff1bcolon", "'quote"]


def test_neo4j_reader_gets_original_values_back(odd_export):
    export = read_export(odd_export.parent)
    props = {r["id"]: r["props"] for f in export.nodes for r in f.rows}
    assert props["odd-paper"]["name"] == "=HYPERLINK(\"x\")"
    assert props["odd-paper"]["text"] == "line one\nline two, \"quoted\""
    assert props["odd-method"]["aliases"] == ["+plus", "semi\uff1bcolon", "'quote"]
    assert props["odd-result"]["value"] == -1.5 and props["odd-result"]["isDelta"] is True
    assert export.rel_counts() == Counter({"mentions": 2, "hasResult": 1})


@pytest.mark.parametrize("text", ["plain", "=1+2", "-3", "'already", "''", "@x", "\tx", "+"])
def test_neo4j_protect_is_reversible(text):
    assert neo4j.unprotect(neo4j.protect(text)) == text
    assert not neo4j.protect(text).startswith(("=", "+", "-", "@", "\t"))


def test_neo4j_import_cypher_constraints_first_then_batched_load_csv(seed_build):
    folder = seed_build.out / "neo4j"
    text = (folder / "import.cypher").read_text(encoding="utf-8")
    statements = cypher_statements(text)
    kinds = ["constraint" if s.startswith("CREATE CONSTRAINT") else "load" for s in statements]
    assert kinds == sorted(kinds, key=lambda k: k != "constraint") and "constraint" in kinds
    labels = {p.stem.removeprefix("nodes_") for p in folder.glob("nodes_*.csv")}
    assert {re.search(r"\(n:`(\w+)`\)", s).group(1) for s in statements if s.startswith("CREATE")} == labels
    loaded = [re.match(r"LOAD CSV WITH HEADERS FROM 'file:///([\w.]+)' AS row\nCALL \(row\) \{\n", s).group(1)
              for s in statements if not s.startswith("CREATE")]
    assert sorted(loaded) == sorted(p.name for p in folder.glob("*.csv"))
    assert all(re.search(r"\n\} IN TRANSACTIONS OF \d+ ROWS$", s) for s in statements if not s.startswith("CREATE"))
    assert all("MERGE" in s for s in statements if not s.startswith("CREATE"))


def test_neo4j_import_sh_names_every_file(seed_build):
    folder = seed_build.out / "neo4j"
    script = (folder / "import.sh").read_text(encoding="utf-8")
    assert "neo4j-admin database import full" in script and "--array-delimiter=';'" in script
    assert sorted(re.findall(r"--nodes=(\S+)", script)) == sorted(p.name for p in folder.glob("nodes_*.csv"))
    assert sorted(re.findall(r"--relationships=(\S+)", script)) == sorted(p.name for p in folder.glob("rels_*.csv"))


def test_neo4j_stale_files_removed(tmp_path):
    neo4j.write(odd_graph(), tmp_path)
    (tmp_path / "neo4j" / "nodes_Gone.csv").write_text("id:ID,:LABEL\n", encoding="utf-8")
    smaller = odd_graph()
    smaller.remove_node("odd-result")
    neo4j.write(smaller, tmp_path)
    names = {p.name for p in (tmp_path / "neo4j").glob("*.csv")}
    assert "nodes_Gone.csv" not in names and "nodes_Result.csv" not in names and "nodes_Paper.csv" in names


@pytest.mark.parametrize("bad", ["Evil`) DETACH DELETE n //", "paper", ""])
def test_neo4j_rejects_types_outside_the_vocabulary(tmp_path, bad):
    g = nx.MultiDiGraph()
    g.add_node("x/1", type=bad, label="x")
    with pytest.raises(ExportError, match="not in kg.schema.NodeType"):
        neo4j.write(g, tmp_path)
    g = nx.MultiDiGraph()
    g.add_node("a", type="Paper", label="a")
    g.add_edge("a", "a", type=bad)
    with pytest.raises(ExportError, match="not in kg.schema.RelationType"):
        neo4j.write(g, tmp_path)


@settings(max_examples=60, deadline=None)
@given(text=st.text(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=30),
       aliases=st.lists(st.text(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=10), max_size=4))
def test_neo4j_any_text_survives_the_csv_round_trip(text, aliases):
    g = nx.MultiDiGraph()
    g.add_node("paper/p", type="Paper", label="p", text=text, year=2020)
    g.add_node("method/m", type="Method", label="m", aliases=aliases, paper_count=1)
    g.add_edge("paper/p", "method/m", key=text, type="mentions", sentence=text, start=-1, end=2)
    with tempfile.TemporaryDirectory() as tmp:
        neo4j.write(g, Path(tmp))
        export = read_export(Path(tmp))
    props = {r["id"]: r["props"] for f in export.nodes for r in f.rows}
    assert props["paper/p"]["text"] == text
    assert props["method/m"].get("aliases", []) == [a.replace(";", "\uff1b") for a in aliases]
    (rel,) = [r for f in export.rels for r in f.rows]
    assert rel["key"] == text and rel["props"]["sentence"] == text and rel["props"]["spanStart"] == -1
