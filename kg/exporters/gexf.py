"""GEXF 1.2draft export for Gephi, written with lxml so that it is valid against the published XSD.

networkx's own writer emits an empty graph ``name``, ``viz:`` elements that the 1.2draft XSD does not
allow, and attributes of mixed types, so the file is written here instead. The 1.2draft XSD declares
``color`` and ``size`` in the GEXF namespace itself (not in the viz namespace); Gephi matches these
elements by local name, so nodes open coloured and sized by type while the file stays schema-valid.
"""

from __future__ import annotations

import io
from functools import lru_cache
from pathlib import Path
from typing import BinaryIO

import networkx as nx
from lxml import etree

from kg.exporters import attributes, xmlstream
from kg.exporters.atomic import atomic_file
from kg.exporters.attributes import Record, edge_record, flat_texts, iter_node_records, sorted_edges, text_of
from kg.exporters.xmlstream import LeafCache, XmlWriter
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


def _attributes(cls: str, kinds: dict[str, str]) -> etree._Element:
    el = etree.Element("attributes", {"class": cls, "mode": "static"})
    for name, kind in kinds.items():
        etree.SubElement(el, "attribute", {"id": name, "title": name, "type": GEXF_TYPES[kind]})
    return el


# Serialised once: the attvalues group's tags, and each node type's colour and size.
_ATTVALUES = xmlstream.tags(etree.Element("attvalues"))


def _node_type(value: object) -> NodeType | None:
    try:
        return NodeType(value)
    except ValueError:
        return None


@lru_cache(maxsize=None)
def _look(ntype: NodeType | None) -> tuple[bytes, bytes]:
    """The serialised color and size leaves of a node of the given type."""
    red, green, blue = COLOURS.get(ntype, DEFAULT_COLOUR)
    return (xmlstream.serialise(etree.Element("color", {"r": str(red), "g": str(green), "b": str(blue)})),
            xmlstream.serialise(etree.Element("size", {"value": repr(SIZES.get(ntype, DEFAULT_SIZE))})))


def _children(r: Record, kinds: dict[str, str], leaves: LeafCache) -> list[bytes | xmlstream.Group]:
    texts = flat_texts(r, kinds)
    if not texts:
        return []
    return [(*_ATTVALUES, [leaves.get(name, text) for name, text in texts])]


def _node(writer: XmlWriter, r: Record, kinds: dict[str, str], leaves: LeafCache) -> None:
    writer.record("node", {"id": text_of(r.id), "label": r.label},
                  [*_children(r, kinds, leaves), *_look(_node_type(r.attrs.get("type")))])


def _edge(writer: XmlWriter, r: Record, kinds: dict[str, str], leaves: LeafCache) -> None:
    writer.record("edge", {"id": r.id, "source": text_of(r.source), "target": text_of(r.target), "label": r.label},
                  _children(r, kinds, leaves))


def write_gexf(graph: nx.MultiDiGraph, out: BinaryIO) -> None:
    """Write the graph as GEXF 1.2draft to a binary file, one element at a time (same graph, same bytes)."""
    # Two passes over the records (kinds first, then elements) so that neither the records nor the tree
    # of the whole graph is ever held; the column kinds must be known before the first element is written.
    node_kinds = attributes.node_kinds(graph)
    edges = sorted_edges(graph)
    edge_kinds = attributes.edge_kinds(edges)
    meta = etree.Element("meta")
    etree.SubElement(meta, "creator").text = "kg"
    etree.SubElement(meta, "description").text = "Knowledge graph of research abstracts"
    leaves = LeafCache("attvalue", "for", "value")
    writer = XmlWriter(out)
    with writer.root(_q("gexf"), {"version": "1.2", f"{{{XSI}}}schemaLocation": SCHEMA_LOCATION},
                     nsmap={None: NS, "xsi": XSI}):
        writer.child(meta)
        with writer.element("graph", {"defaultedgetype": "directed", "mode": "static", "idtype": "string"}):
            writer.child(_attributes("node", node_kinds))
            writer.child(_attributes("edge", edge_kinds))
            with writer.element("nodes", {"count": str(graph.number_of_nodes())}):
                for r in iter_node_records(graph):
                    _node(writer, r, node_kinds, leaves)
            with writer.element("edges", {"count": str(len(edges))}):
                for e in edges:
                    _edge(writer, edge_record(*e), edge_kinds, leaves)


def to_gexf(graph: nx.MultiDiGraph) -> bytes:
    """The graph as GEXF 1.2draft bytes (same graph, same bytes)."""
    buf = io.BytesIO()
    write_gexf(graph, buf)
    return buf.getvalue()


def write(graph: nx.MultiDiGraph, out_dir: Path) -> list[Path]:
    """Write graph.gexf into out_dir."""
    path = Path(out_dir) / FILENAME
    with atomic_file(path) as f:
        write_gexf(graph, f)
    return [path]
