"""Streamed XML: XmlWriter writes byte for byte what lxml's whole-tree pretty printing writes, and the
streamed GEXF/GraphML exports equal a whole-tree serialisation of their own output."""

from __future__ import annotations

import io

import networkx as nx
import pytest
from lxml import etree

from kg.exporters import gexf, graphml
from kg.exporters.xmlstream import XmlWriter
from tests.test_gexf import awkward_graph

NS = "urn:example:ns"


def _tree() -> etree._Element:
    root = etree.Element(f"{{{NS}}}doc", {"version": "1"}, nsmap={None: NS})
    etree.SubElement(root, f"{{{NS}}}leaf", {"text": 'a <b> & "c"\n\té'})
    meta = etree.SubElement(root, f"{{{NS}}}meta")
    etree.SubElement(meta, f"{{{NS}}}creator").text = "x < y & z"
    etree.SubElement(root, f"{{{NS}}}empty", {"count": "0"})
    outer = etree.SubElement(root, f"{{{NS}}}outer")
    inner = etree.SubElement(outer, f"{{{NS}}}inner", {"n": "1"})
    etree.SubElement(etree.SubElement(inner, f"{{{NS}}}deep"), f"{{{NS}}}deeper")
    return root


def _streamed() -> bytes:
    buf = io.BytesIO()
    w = XmlWriter(buf)
    with w.root(f"{{{NS}}}doc", {"version": "1"}, nsmap={None: NS}):
        w.child(etree.Element("leaf", {"text": 'a <b> & "c"\n\té'}))
        meta = etree.Element("meta")
        etree.SubElement(meta, "creator").text = "x < y & z"
        w.child(meta)
        w.children("empty", {"count": "0"}, [])
        with w.element("outer", {}):
            inner = etree.Element("inner", {"n": "1"})
            etree.SubElement(etree.SubElement(inner, "deep"), "deeper")
            w.child(inner)
    return buf.getvalue()


def test_xmlstream_writes_what_whole_tree_pretty_print_writes():
    assert _streamed() == etree.tostring(_tree(), xml_declaration=True, encoding="UTF-8", pretty_print=True)


def _one_node() -> nx.MultiDiGraph:
    g = nx.MultiDiGraph()
    g.add_node("paper/x", type="Paper", label="x")
    return g


@pytest.mark.parametrize("graph", [awkward_graph, nx.MultiDiGraph, _one_node])
@pytest.mark.parametrize("module", [gexf, graphml])
def test_xmlstream_exports_equal_their_whole_tree_serialisation(module, graph, tmp_path):
    path = module.write(graph(), tmp_path)[0]
    data = path.read_bytes()
    reparsed = etree.fromstring(data, etree.XMLParser(remove_blank_text=True))
    assert data == etree.tostring(reparsed, xml_declaration=True, encoding="UTF-8", pretty_print=True)
