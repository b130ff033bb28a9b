"""GraphML export, written with lxml so that it is valid against the GraphML XSD.

networkx's writer reuses a MultiDiGraph's edge keys as edge ids (so ids repeat) and writes node ids
such as ``paper/…`` that are not the ``NMTOKEN``s the XSD asks for. Here edge ids are unique hashes,
node ids are encoded reversibly (``/`` becomes ``:``, any other character outside ``[A-Za-z0-9.-]``
becomes ``_<hex>_``; see :func:`decode_node_id`), and each attribute key has one declared type.
"""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import BinaryIO

import networkx as nx
from lxml import etree

from kg.exporters import attributes
from kg.exporters.atomic import atomic_file
from kg.exporters.attributes import (Record, attr_name, edge_record, flat_texts, iter_node_records, sorted_edges,
                                     xml_safe)
from kg.exporters.xmlstream import LeafCache, XmlWriter

FILENAME = "graph.graphml"
NS = "http://graphml.graphdrawing.org/xmlns"
XSI = "http://www.w3.org/2001/XMLSchema-instance"
SCHEMA_LOCATION = f"{NS} {NS}/1.0/graphml.xsd"
GRAPHML_TYPES = {"boolean": "boolean", "integer": "int", "double": "double", "string": "string"}
LABEL_KEY = attr_name("label")

_PLAIN = re.compile(r"[A-Za-z0-9.\-]")
_PLAIN_OR_SLASH = re.compile(r"[A-Za-z0-9.\-/]*")
_ESCAPE = re.compile(r"_([0-9a-f]+)_")


def encode_node_id(node_id: str) -> str:
    """A node id as an XML NMTOKEN, reversibly."""
    if _PLAIN_OR_SLASH.fullmatch(node_id):  # nearly all ids (paper/…, method/…): one scan, not one per character
        return node_id.replace("/", ":")
    return "".join(c if _PLAIN.fullmatch(c) else ":" if c == "/" else f"_{ord(c):x}_" for c in node_id)


def decode_node_id(token: str) -> str:
    """The original node id of an encoded one (inverse of encode_node_id)."""
    return _ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), token.replace(":", "/"))


def _q(tag: str) -> str:
    return f"{{{NS}}}{tag}"


def _node(writer: XmlWriter, r: Record, kinds: dict[str, str], leaves: LeafCache) -> None:
    values = dict(flat_texts(r, kinds))
    values[LABEL_KEY] = xml_safe(r.label)  # text_of of a str: a node id standing in for a label is not yet safe
    writer.record("node", {"id": encode_node_id(r.id)},
                  [leaves.get(name, text) for name, text in sorted(values.items())])


def _edge(writer: XmlWriter, r: Record, kinds: dict[str, str], leaves: LeafCache) -> None:
    writer.record("edge", {"id": r.id, "source": encode_node_id(r.source), "target": encode_node_id(r.target)},
                  [leaves.get(name, text) for name, text in flat_texts(r, kinds)])


def write_graphml(graph: nx.MultiDiGraph, out: BinaryIO) -> None:
    """Write the graph as GraphML to a binary file, one element at a time (same graph, same bytes)."""
    # Kinds first, in a pass of their own, so that no list of records or tree of the whole graph is held.
    node_kinds = dict(sorted({**attributes.node_kinds(graph), LABEL_KEY: "string"}.items()))
    edges = sorted_edges(graph)
    edge_kinds = attributes.edge_kinds(edges)
    node_leaves = LeafCache("data", "key", None, prefix="n.")
    edge_leaves = LeafCache("data", "key", None, prefix="e.")
    writer = XmlWriter(out)
    with writer.root(_q("graphml"), {f"{{{XSI}}}schemaLocation": SCHEMA_LOCATION}, nsmap={None: NS, "xsi": XSI}):
        for cls, prefix, kinds in (("node", "n", node_kinds), ("edge", "e", edge_kinds)):
            for name, kind in kinds.items():
                writer.child(etree.Element("key", {"id": f"{prefix}.{name}", "for": cls, "attr.name": name,
                                                   "attr.type": GRAPHML_TYPES[kind]}))
        with writer.element("graph", {"id": "kg", "edgedefault": "directed"}):
            for r in iter_node_records(graph):
                _node(writer, r, node_kinds, node_leaves)
            for e in edges:
                _edge(writer, edge_record(*e), edge_kinds, edge_leaves)


def to_graphml(graph: nx.MultiDiGraph) -> bytes:
    """The graph as GraphML bytes (same graph, same bytes)."""
    buf = io.BytesIO()
    write_graphml(graph, buf)
    return buf.getvalue()


def write(graph: nx.MultiDiGraph, out_dir: Path) -> list[Path]:
    """Write graph.graphml into out_dir."""
    path = Path(out_dir) / FILENAME
    with atomic_file(path) as f:
        write_graphml(graph, f)
    return [path]
