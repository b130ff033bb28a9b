"""GEXF 1.2draft export for Gephi, written with lxml so that it is valid against the published XSD.

networkx's own writer emits an empty graph ``name``, ``viz:`` elements that the 1.2draft XSD does not
allow, and attributes of mixed types, so the file is written here instead. The 1.2draft XSD declares
``color`` and ``size`` in the GEXF namespace itself (not in the viz namespace); Gephi matches these
elements by local name, so nodes open coloured and sized by type while the file stays schema-valid.
"""

from __future__ import annotations

from pathlib import Path

import networkx as nx
from lxml import etree

from kg.exporters.atomic import write_bytes
from kg.exporters.attributes import column_kinds, edge_records, flat_attrs, node_records, text_of
from kg.schema import NodeType

FILENAME = "graph.gexf"
NS = "http://www.gexf.net/1.2draft"
XSI = "http://www.w3.org/2001/XMLSchema-instance"
SCHEMA_LOCATION = f"{NS} {NS}/gexf.xsd"
GEXF_TYPES = {"boolean": "boolean", "integer": "integer", "double": "double", "string": "string"}

# One colour and size per node type, so Gephi shows the types apart before any styling.
COLOURS: dict[NodeType, tuple[int, int, int]] = {
    NodeType.PAPER: (66, 133, 244),
    NodeType.VENUE: (120, 144, 156),
    NodeType.METHOD: (219, 68, 55),
    NodeType.MODEL: (171, 71, 188),
    NodeType.DATASET: (15, 157, 88),
    NodeType.TASK: (244, 180, 0),
    NodeType.METRIC: (0, 172, 193),
    NodeType.RESULT: (255, 112, 67),
    NodeType.REPOSITORY: (93, 64, 55),
}
SIZES: dict[NodeType, float] = {
    NodeType.PAPER: 8.0,
    NodeType.VENUE: 12.0,
    NodeType.METHOD: 10.0,
    NodeType.MODEL: 10.0,
    NodeType.DATASET: 10.0,
    NodeType.TASK: 8.0,
    NodeType.METRIC: 6.0,
    NodeType.RESULT: 4.0,
    NodeType.REPOSITORY: 5.0,
}
DEFAULT_COLOUR = (158, 158, 158)
DEFAULT_SIZE = 5.0


def _q(tag: str) -> str:
    return f"{{{NS}}}{tag}"


def _attributes(parent: etree._Element, cls: str, kinds: dict[str, str]) -> None:
    el = etree.SubElement(parent, _q("attributes"), {"class": cls, "mode": "static"})
    for name, kind in kinds.items():
        etree.SubElement(el, _q("attribute"), {"id": name, "title": name, "type": GEXF_TYPES[kind]})


def _attvalues(parent: etree._Element, values: dict) -> None:
    if values:
        el = etree.SubElement(parent, _q("attvalues"))
        for name, value in values.items():
            etree.SubElement(el, _q("attvalue"), {"for": name, "value": text_of(value)})


def to_gexf(graph: nx.MultiDiGraph) -> bytes:
    """The graph as GEXF 1.2draft bytes (same graph, same bytes)."""
    nodes, edges = node_records(graph), edge_records(graph)
    node_kinds, edge_kinds = column_kinds(nodes), column_kinds(edges)
    root = etree.Element(_q("gexf"), {"version": "1.2", f"{{{XSI}}}schemaLocation": SCHEMA_LOCATION},
                         nsmap={None: NS, "xsi": XSI})
    meta = etree.SubElement(root, _q("meta"))
    etree.SubElement(meta, _q("creator")).text = "kg"
    etree.SubElement(meta, _q("description")).text = "Knowledge graph of research abstracts"
    g = etree.SubElement(root, _q("graph"), {"defaultedgetype": "directed", "mode": "static", "idtype": "string"})
    _attributes(g, "node", node_kinds)
    _attributes(g, "edge", edge_kinds)
    nodes_el = etree.SubElement(g, _q("nodes"), {"count": str(len(nodes))})
    for r in nodes:
        el = etree.SubElement(nodes_el, _q("node"), {"id": text_of(r.id), "label": r.label})
        _attvalues(el, flat_attrs(r, node_kinds))
        try:
            ntype = NodeType(r.attrs.get("type"))
        except ValueError:
            ntype = None
        red, green, blue = COLOURS.get(ntype, DEFAULT_COLOUR)
        etree.SubElement(el, _q("color"), {"r": str(red), "g": str(green), "b": str(blue)})
        etree.SubElement(el, _q("size"), {"value": repr(SIZES.get(ntype, DEFAULT_SIZE))})
    edges_el = etree.SubElement(g, _q("edges"), {"count": str(len(edges))})
    for r in edges:
        el = etree.SubElement(edges_el, _q("edge"), {"id": r.id, "source": text_of(r.source),
                                                     "target": text_of(r.target), "label": r.label})
        _attvalues(el, flat_attrs(r, edge_kinds))
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)


def write(graph: nx.MultiDiGraph, out_dir: Path) -> list[Path]:
    """Write graph.gexf into out_dir."""
    return [write_bytes(Path(out_dir) / FILENAME, to_gexf(graph))]
