"""GraphML export, written with lxml so that it is valid against the GraphML XSD.

networkx's writer reuses a MultiDiGraph's edge keys as edge ids (so ids repeat) and writes node ids
such as ``paper/…`` that are not the ``NMTOKEN``s the XSD asks for. Here edge ids are unique hashes,
node ids are encoded reversibly (``/`` becomes ``:``, any other character outside ``[A-Za-z0-9.-]``
becomes ``_<hex>_``; see :func:`decode_node_id`), and each attribute key has one declared type.
"""

from __future__ import annotations

import re
from pathlib import Path

import networkx as nx
from lxml import etree

from kg.exporters.atomic import write_bytes
from kg.exporters.attributes import attr_name, column_kinds, edge_records, flat_attrs, node_records, text_of

FILENAME = "graph.graphml"
NS = "http://graphml.graphdrawing.org/xmlns"
XSI = "http://www.w3.org/2001/XMLSchema-instance"
SCHEMA_LOCATION = f"{NS} {NS}/1.0/graphml.xsd"
GRAPHML_TYPES = {"boolean": "boolean", "integer": "int", "double": "double", "string": "string"}
LABEL_KEY = attr_name("label")

_PLAIN = re.compile(r"[A-Za-z0-9.\-]")
_ESCAPE = re.compile(r"_([0-9a-f]+)_")


def encode_node_id(node_id: str) -> str:
    """A node id as an XML NMTOKEN, reversibly."""
    return "".join(c if _PLAIN.fullmatch(c) else ":" if c == "/" else f"_{ord(c):x}_" for c in node_id)


def decode_node_id(token: str) -> str:
    """The original node id of an encoded one (inverse of encode_node_id)."""
    return _ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), token.replace(":", "/"))


def _q(tag: str) -> str:
    return f"{{{NS}}}{tag}"


def _data(parent: etree._Element, prefix: str, values: dict) -> None:
    for name, value in values.items():
        etree.SubElement(parent, _q("data"), {"key": f"{prefix}.{name}"}).text = text_of(value)


def to_graphml(graph: nx.MultiDiGraph) -> bytes:
    """The graph as GraphML bytes (same graph, same bytes)."""
    nodes, edges = node_records(graph), edge_records(graph)
    node_kinds = dict(sorted({**column_kinds(nodes), LABEL_KEY: "string"}.items()))
    edge_kinds = column_kinds(edges)
    root = etree.Element(_q("graphml"), {f"{{{XSI}}}schemaLocation": SCHEMA_LOCATION}, nsmap={None: NS, "xsi": XSI})
    for cls, prefix, kinds in (("node", "n", node_kinds), ("edge", "e", edge_kinds)):
        for name, kind in kinds.items():
            etree.SubElement(root, _q("key"), {"id": f"{prefix}.{name}", "for": cls, "attr.name": name,
                                               "attr.type": GRAPHML_TYPES[kind]})
    g = etree.SubElement(root, _q("graph"), {"id": "kg", "edgedefault": "directed"})
    for r in nodes:
        el = etree.SubElement(g, _q("node"), {"id": encode_node_id(r.id)})
        values = flat_attrs(r, node_kinds)
        values[LABEL_KEY] = r.label
        _data(el, "n", dict(sorted(values.items())))
    for r in edges:
        el = etree.SubElement(g, _q("edge"), {"id": r.id, "source": encode_node_id(r.source),
                                              "target": encode_node_id(r.target)})
        _data(el, "e", flat_attrs(r, edge_kinds))
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)


def write(graph: nx.MultiDiGraph, out_dir: Path) -> list[Path]:
    """Write graph.graphml into out_dir."""
    return [write_bytes(Path(out_dir) / FILENAME, to_graphml(graph))]
