"""VoID description of a Turtle export: triple, entity, class and property counts (written beside graph.ttl)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import networkx as nx
from pyoxigraph import Literal, NamedNode, RdfFormat, Triple, serialize

from kg.exporters.atomic import write_bytes
from kg.vocab import DCT, KG, PREFIXES, RDF, RES, VOID, VOID_PREFIXES, XSD

FILENAME = "void.ttl"
RDF_TYPE = RDF + "type"
DATASET = RES + "void"
VOCABULARIES = (KG.rstrip("#"), PREFIXES["oa"].rstrip("#"), PREFIXES["prov"].rstrip("#"),
                PREFIXES["skos"].rstrip("#"), DCT.rstrip("/"))


@dataclass
class Stats:
    """Counts gathered while the triples stream past."""

    triples: int = 0
    subjects: set[str] = field(default_factory=set)
    classes: Counter = field(default_factory=Counter)
    properties: Counter = field(default_factory=Counter)

    def count(self, triples: Iterable[Triple]) -> Iterator[Triple]:
        """Pass the triples through, counting them."""
        subjects, classes, properties = self.subjects, self.classes, self.properties
        for t in triples:
            self.triples += 1
            subjects.add(t.subject.value)
            p = t.predicate.value
            properties[p] += 1
            if p == RDF_TYPE:
                classes[t.object.value] += 1
            yield t

    @property
    def entities(self) -> int:
        """Resources of the export's own URI space that are described (VoID's void:entities)."""
        return sum(1 for s in self.subjects if s.startswith(RES))


def _local(iri: str) -> str:
    for prefix, ns in sorted(PREFIXES.items()):
        if iri.startswith(ns):
            return f"{prefix}-{iri[len(ns):]}"
    return re.sub(r"[^0-9A-Za-z]+", "-", iri).strip("-")


def _int(n: int) -> Literal:
    return Literal(str(n), datatype=NamedNode(XSD + "integer"))


def describe(stats: Stats, dump: str = "graph.ttl") -> list[Triple]:
    """The VoID triples for an export with these counts, in a stable order."""
    v = lambda name: NamedNode(VOID + name)  # noqa: E731
    ds = NamedNode(DATASET)
    out = [
        Triple(ds, NamedNode(RDF_TYPE), v("Dataset")),
        Triple(ds, NamedNode(DCT + "title"), Literal("kg knowledge graph of research abstracts")),
        Triple(ds, NamedNode(DCT + "description"), Literal(f"VoID description of {dump}, written with it.")),
        Triple(ds, v("feature"), NamedNode("http://www.w3.org/ns/formats/Turtle")),
        Triple(ds, v("uriSpace"), Literal(RES)),
        Triple(ds, v("triples"), _int(stats.triples)),
        Triple(ds, v("entities"), _int(stats.entities)),
        Triple(ds, v("distinctSubjects"), _int(len(stats.subjects))),
        Triple(ds, v("classes"), _int(len(stats.classes))),
        Triple(ds, v("properties"), _int(len(stats.properties))),
    ]
    out += [Triple(ds, v("vocabulary"), NamedNode(voc)) for voc in VOCABULARIES]
    parts: list[Triple] = []
    for cls in sorted(stats.classes):
        part = NamedNode(f"{DATASET}/class/{_local(cls)}")
        out.append(Triple(ds, v("classPartition"), part))
        parts += [Triple(part, v("class"), NamedNode(cls)), Triple(part, v("entities"), _int(stats.classes[cls]))]
    for prop in sorted(stats.properties):
        part = NamedNode(f"{DATASET}/property/{_local(prop)}")
        out.append(Triple(ds, v("propertyPartition"), part))
        parts += [Triple(part, v("property"), NamedNode(prop)), Triple(part, v("triples"), _int(stats.properties[prop]))]
    return out + parts


def to_turtle(stats: Stats, dump: str = "graph.ttl") -> bytes:
    """The VoID description as Turtle bytes."""
    return serialize(describe(stats, dump), format=RdfFormat.TURTLE, prefixes=VOID_PREFIXES)


def write(graph: nx.MultiDiGraph, out_dir: Path) -> list[Path]:
    """Write void.ttl alone (the turtle exporter writes it together with graph.ttl in one pass)."""
    from kg.exporters.turtle import triples

    stats = Stats()
    for _ in stats.count(triples(graph)):
        pass
    return [write_bytes(Path(out_dir) / FILENAME, to_turtle(stats))]
