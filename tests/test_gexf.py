"""GEXF export: valid against Debian's GEXF 1.2draft XSD, one type per key, coloured per type, and
read back by networkx with the same nodes, edges and types."""

from __future__ import annotations

from collections import Counter

import networkx as nx
import pytest
from lxml import etree

from kg.exporters import gexf
from kg.exporters.attributes import RESERVED
from tests.debian_xsd import SKIP_REASON, find_xsd_dir

NS = {"g": gexf.NS}


@pytest.fixture(scope="session")
def gexf_schema(tmp_path_factory):
    """The GEXF 1.2draft XSD from libjgrapht-java, or a skip where it is not installed."""
    folder = find_xsd_dir(tmp_path_factory.mktemp("xsd"))
    if folder is None:
        pytest.skip(SKIP_REASON)
    return etree.XMLSchema(etree.parse(str(folder / "gexf.xsd")))


def awkward_graph() -> nx.MultiDiGraph:
    """Values that trip graph writers: None, lists, reserved names, mixed types, control characters."""
    g = nx.MultiDiGraph()
    g.add_node("paper/p1", type="Paper", label="A paper\x01 with <markup> & \"quotes\"", text="t", venue="",
               year=2024, sources=["a.txt#1", "b.txt#2"], id="shadow-id", pid="x", start=3, end=None)
    g.add_node("method/m", type="Method", label="-M;=1", aliases=[], paper_count=2, score=1)
    g.add_node("method/n", type="Method", label="N", aliases=["n1", None, "n2"], paper_count=1, score=2.5)
    g.add_node("result/p1-1", type="Result", label="-1.5%", value=-1.5, unit="%", delta=False, mixed="x")
    g.add_node("task/t", type="Task", label="T", mixed=3)
    g.add_node("odd/x y\u00e9", type="NotAType", label="unknown type")
    for n in (1, 2):  # parallel edges whose keys repeat across node pairs
        g.add_edge("paper/p1", "method/m", key="mentions:1", type="mentions", paper="paper/p1", sentence="s",
                   start=n, end=n + 1, rule="r", extra=None)
        g.add_edge("paper/p1", "method/n", key=f"mentions:{n}", type="mentions", start=n, end=n + 1)
    g.add_edge("paper/p1", "result/p1-1", key="hasResult:1", type="hasResult", start=0, end=1)
    g.add_edge("result/p1-1", "method/m", key="ofMethod", type="ofMethod")
    return g


def edge_types(g: nx.MultiDiGraph, rename=lambda n: n) -> Counter:
    """Multiset of (source, target, type) over the edges."""
    return Counter((rename(u), rename(v), d["type"]) for u, v, d in g.edges(data=True))


@pytest.mark.parametrize("which", ["seeds", "awkward"])
def test_gexf_valid_against_xsd(gexf_schema, seed_build, tmp_path, which):
    path = seed_build.out / gexf.FILENAME if which == "seeds" else gexf.write(awkward_graph(), tmp_path)[0]
    doc = etree.parse(str(path))
    assert gexf_schema.validate(doc), gexf_schema.error_log.last_error


def test_gexf_networkx_output_is_not_valid(gexf_schema, tmp_path):
    # Why this module has its own writer: the check must be able to fail.
    g = nx.MultiDiGraph()
    g.add_node("a", type="Paper", viz={"color": {"r": 1, "g": 2, "b": 3, "a": 1.0}})
    g.add_edge("a", "a", type="x")
    nx.write_gexf(g, tmp_path / "nx.gexf")
    assert not gexf_schema.validate(etree.parse(str(tmp_path / "nx.gexf")))


@pytest.mark.parametrize("which", ["seeds", "awkward"])
def test_gexf_roundtrip_networkx_same_nodes_edges_types(seed_build, tmp_path, which):
    g = seed_build.graph if which == "seeds" else awkward_graph()
    back = nx.read_gexf(gexf.write(g, tmp_path)[0])
    assert set(back.nodes) == set(g.nodes)
    assert {n: d["type"] for n, d in back.nodes(data=True)} == {n: d["type"] for n, d in g.nodes(data=True)}
    assert edge_types(back) == edge_types(g)
    assert back.number_of_edges() == g.number_of_edges()


def test_gexf_one_type_per_key_no_reserved_no_none(tmp_path):
    doc = etree.parse(str(gexf.write(awkward_graph(), tmp_path)[0]))
    parse = {"integer": int, "double": float, "boolean": {"true": True, "false": False}.__getitem__, "string": str}
    for cls in ("node", "edge"):
        decl = {a.get("id"): a.get("type") for a in doc.iterfind(f".//g:attributes[@class='{cls}']/g:attribute", NS)}
        assert decl and not (set(decl) & RESERVED)
        for av in doc.iterfind(f".//g:{cls}/g:attvalues/g:attvalue", NS):
            value = av.get("value")
            assert value not in ("None", "", "[]")
            parse[decl[av.get("for")]](value)  # raises where a value does not fit its declared type
    node_decl = {a.get("id"): a.get("type") for a in doc.iterfind(".//g:attributes[@class='node']/g:attribute", NS)}
    assert node_decl["score"] == "double"  # int and float values widen to one type
    assert node_decl["mixed"] == "string"
    assert node_decl["sources"] == "string"  # lists are flattened
    assert {"span_start", "kg_id", "kg_pid"} <= set(node_decl)
    p1 = doc.find(".//g:node[@id='paper/p1']", NS)
    assert p1.get("label") == 'A paper with <markup> & "quotes"'
    values = {av.get("for"): av.get("value") for av in p1.iterfind("g:attvalues/g:attvalue", NS)}
    assert values["sources"] == "a.txt#1 | b.txt#2"
    assert values["kg_id"] == "shadow-id" and values["span_start"] == "3"
    assert "venue" not in values and "span_end" not in values


def test_gexf_colours_and_sizes_per_type(seed_build):
    doc = etree.parse(str(seed_build.out / gexf.FILENAME))
    seen: dict[str, set] = {}
    for node in doc.iterfind(".//g:node", NS):
        ntype = node.find("g:attvalues/g:attvalue[@for='type']", NS).get("value")
        colour = node.find("g:color", NS)
        size = node.find("g:size", NS)
        seen.setdefault(ntype, set()).add((colour.get("r"), colour.get("g"), colour.get("b"), size.get("value")))
    assert all(len(v) == 1 for v in seen.values()), seen
    assert len({next(iter(v))[:3] for v in seen.values()}) == len(seen)  # every type its own colour
    assert len(seen) >= 7
