"""RDF/Turtle export under the kg ontology, written with pyoxigraph (fast and deterministic)."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import networkx as nx
from pyoxigraph import Literal, NamedNode, RdfFormat, Triple, serialize

from kg.exporters.atomic import write_bytes
from kg.schema import NodeType
from kg.vocab import PREFIXES, class_iri, property_iri, resource_iri

RDF_TYPE = NamedNode(PREFIXES["rdf"] + "type")
XSD = PREFIXES["xsd"]
SKOS = PREFIXES["skos"]
DCT = PREFIXES["dcterms"]
FILENAME = "graph.ttl"


def _lit(value, datatype: str | None = None) -> Literal:
    if isinstance(value, bool):
        return Literal("true" if value else "false", datatype=NamedNode(XSD + "boolean"))
    if isinstance(value, int):
        return Literal(str(value), datatype=NamedNode(XSD + "integer"))
    if isinstance(value, float):
        return Literal(format(Decimal(repr(value)).normalize(), "f"), datatype=NamedNode(XSD + "decimal"))
    if datatype:
        return Literal(str(value), datatype=NamedNode(datatype))
    return Literal(str(value))


def triples(graph: nx.MultiDiGraph) -> Iterator[Triple]:
    """Every triple of the graph, in a stable order."""
    node = {n: NamedNode(resource_iri(n)) for n in graph.nodes}
    kg = lambda name: NamedNode(property_iri(name))  # noqa: E731
    for n in sorted(graph.nodes):
        data = graph.nodes[n]
        s = node[n]
        ntype = data["type"]
        yield Triple(s, RDF_TYPE, NamedNode(class_iri(NodeType(ntype))))
        if ntype == NodeType.PAPER.value:
            yield Triple(s, NamedNode(DCT + "abstract"), _lit(data["text"]))
            yield Triple(s, NamedNode(PREFIXES["rdfs"] + "label"), _lit(data["label"]))
            if data.get("year"):
                yield Triple(s, kg("year"), _lit(int(data["year"])))
            for src in data.get("sources", []):
                yield Triple(s, NamedNode(DCT + "source"), _lit(src.rsplit("#", 1)[0]))
                yield Triple(s, kg("sourcePosition"), _lit(src))
        elif ntype == NodeType.RESULT.value:
            yield Triple(s, kg("value"), _lit(float(data["value"])))
            if data.get("unit"):
                yield Triple(s, kg("unit"), _lit(data["unit"]))
            yield Triple(s, kg("isDelta"), _lit(bool(data.get("delta"))))
            yield Triple(s, kg("sentence"), _lit(data.get("sentence", "")))
        elif ntype == NodeType.REPOSITORY.value:
            yield Triple(s, kg("url"), _lit(data["url"], XSD + "anyURI"))
            yield Triple(s, NamedNode(PREFIXES["rdfs"] + "label"), _lit(data["label"]))
        else:
            yield Triple(s, NamedNode(SKOS + "prefLabel"), _lit(data["label"]))
            for alias in data.get("aliases", []):
                yield Triple(s, NamedNode(SKOS + "altLabel"), _lit(alias))
            if "paper_count" in data:
                yield Triple(s, kg("paperCount"), _lit(int(data["paper_count"])))
    seen = set()
    for u, v, key, data in sorted(graph.edges(keys=True, data=True), key=lambda e: (e[0], e[1], e[2])):
        triple = Triple(node[u], kg(data["type"]), node[v])
        if triple not in seen:
            seen.add(triple)
            yield triple
        if "sentence" in data and "paper" in data:
            ev = NamedNode(resource_iri(f"evidence/{_ev_id(u, v, key)}"))
            yield Triple(node[u], kg("evidence"), ev)
            yield Triple(ev, RDF_TYPE, NamedNode(PREFIXES["kg"] + "Evidence"))
            yield Triple(ev, kg("subjectNode"), node[u])
            yield Triple(ev, kg("predicateName"), _lit(data["type"]))
            yield Triple(ev, kg("objectNode"), node[v])
            yield Triple(ev, kg("inPaper"), NamedNode(resource_iri(data["paper"])))
            yield Triple(ev, kg("sentence"), _lit(data["sentence"]))
            yield Triple(ev, kg("start"), _lit(int(data["start"])))
            yield Triple(ev, kg("end"), _lit(int(data["end"])))
            yield Triple(ev, kg("rule"), _lit(data["rule"]))


def _ev_id(u: str, v: str, key: str) -> str:
    return hashlib.sha1(f"{u}|{v}|{key}".encode()).hexdigest()[:16]


def to_turtle(graph: nx.MultiDiGraph) -> bytes:
    """The graph as Turtle bytes."""
    return serialize(triples(graph), format=RdfFormat.TURTLE, prefixes=PREFIXES)


def write(graph: nx.MultiDiGraph, out_dir: Path) -> list[Path]:
    """Write graph.ttl into out_dir."""
    return [write_bytes(Path(out_dir) / FILENAME, to_turtle(graph))]
