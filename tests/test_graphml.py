"""GraphML export: valid against Debian's GraphML XSD, unique edge ids, one type per key, and read back by
networkx with the same nodes, edges and types."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lxml import etree

from kg.exporters import graphml
from kg.exporters.attributes import RESERVED
from tests.debian_xsd import SKIP_REASON, find_xsd_dir
from tests.test_gexf import awkward_graph, edge_types

NS = {"g": graphml.NS}
NMTOKEN = re.compile(r"[A-Za-z0-9._:\-\u00b7\u00c0-\ufffd]+")


@pytest.fixture(scope="session")
def graphml_schema(tmp_path_factory):
    """The GraphML XSD from libjgrapht-java, or a skip where it is not installed."""
    folder = find_xsd_dir(tmp_path_factory.mktemp("xsd"))
    if folder is None:
        pytest.skip(SKIP_REASON)
    return etree.XMLSchema(etree.parse(str(folder / "graphml.xsd")))


@pytest.mark.parametrize("which", ["seeds", "awkward"])
def test_graphml_valid_against_xsd(graphml_schema, seed_build, tmp_path, which):
    path = seed_build.out / graphml.FILENAME if which == "seeds" else graphml.write(awkward_graph(), tmp_path)[0]
    doc = etree.parse(str(path))
    assert graphml_schema.validate(doc), graphml_schema.error_log.last_error


def test_graphml_networkx_output_is_not_valid(graphml_schema, tmp_path):
    # networkx reuses MultiDiGraph keys as edge ids and keeps '/' in node ids: the check must catch that.
    g = nx.MultiDiGraph()
    g.add_edge("paper/a", "method/b", key="mentions", type="mentions")
    g.add_edge("paper/c", "method/b", key="mentions", type="mentions")
    nx.write_graphml(g, tmp_path / "nx.graphml")
    assert not graphml_schema.validate(etree.parse(str(tmp_path / "nx.graphml")))


@pytest.mark.parametrize("which", ["seeds", "awkward"])
def test_graphml_roundtrip_networkx_same_nodes_edges_types(seed_build, tmp_path, which):
    g = seed_build.graph if which == "seeds" else awkward_graph()
    back = nx.read_graphml(graphml.write(g, tmp_path)[0], force_multigraph=True)
    assert {graphml.decode_node_id(n) for n in back.nodes} == set(g.nodes)
    assert ({graphml.decode_node_id(n): d["type"] for n, d in back.nodes(data=True)}
            == {n: d["type"] for n, d in g.nodes(data=True)})
    assert edge_types(back, graphml.decode_node_id) == edge_types(g)
    labels = {graphml.decode_node_id(n): d["name"] for n, d in back.nodes(data=True)}
    assert labels == {n: str(d["label"]).replace("\x01", "").strip() for n, d in g.nodes(data=True)}


def test_graphml_edge_ids_unique_keys_typed_no_reserved(tmp_path):
    doc = etree.parse(str(graphml.write(awkward_graph(), tmp_path)[0]))
    ids = [e.get("id") for e in doc.iterfind(".//g:edge", NS)]
    assert len(ids) == len(set(ids)) == awkward_graph().number_of_edges()
    keys = {k.get("id"): (k.get("for"), k.get("attr.name"), k.get("attr.type")) for k in doc.iterfind("g:key", NS)}
    assert not ({name for _, name, _ in keys.values()} & RESERVED)
    parse = {"int": int, "double": float, "boolean": {"true": True, "false": False}.__getitem__, "string": str}
    for data in doc.iterfind(".//g:data", NS):
        cls, name, kind = keys[data.get("key")]
        assert data.getparent().tag == f"{{{graphml.NS}}}{cls}"
        assert data.text not in (None, "None", "[]")
        parse[kind](data.text)
    by_name = {(cls, name): kind for cls, name, kind in keys.values()}
    assert by_name[("node", "score")] == "double" and by_name[("node", "mixed")] == "string"
    assert by_name[("edge", "span_start")] == "int" and by_name[("node", "year")] == "int"


@given(st.text(min_size=1, max_size=40))
def test_graphml_node_ids_encode_to_nmtoken_reversibly(node_id):
    token = graphml.encode_node_id(node_id)
    assert NMTOKEN.fullmatch(token)
    assert graphml.decode_node_id(token) == node_id


@settings(max_examples=60, deadline=None)
@given(st.text(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=30))
def test_graphml_and_gexf_keep_any_xml_text(text):
    from kg.exporters import gexf
    from kg.exporters.attributes import xml_safe

    g = nx.MultiDiGraph()
    g.add_node("paper/p", type="Paper", label="p", text=text)
    g.add_edge("paper/p", "paper/p", key="k", type="mentions", sentence=text)
    expected = xml_safe(text) or None
    with tempfile.TemporaryDirectory() as tmp:
        back_ml = nx.read_graphml(graphml.write(g, Path(tmp))[0], force_multigraph=True)
        back_gexf = nx.read_gexf(gexf.write(g, Path(tmp))[0])
    for back, node in ((back_ml, "paper:p"), (back_gexf, "paper/p")):
        assert back.nodes[node].get("text") == expected
        assert next(iter(back.edges(data=True)))[2].get("sentence") == expected
