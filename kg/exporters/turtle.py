"""RDF/Turtle export under the kg ontology, written with pyoxigraph (fast and deterministic).

Every extracted link ``s p o`` is written as the triple itself plus one Web Annotation that says where it was
read and by what::

    kgr:annotation/<hash> a oa:Annotation ; oa:motivatedBy oa:identifying | oa:linking ;
        rdf:subject s ; rdf:predicate p ; rdf:object o ; oa:hasBody o ;
        oa:hasTarget kgr:text/<paper>-<start>-<end> ;
        prov:wasGeneratedBy kgr:activity/<rule> ; prov:wasAttributedTo kgr:agent/<rule> .
    kgr:text/<paper>-<start>-<end> a oa:SpecificResource ; oa:hasSource kgr:paper/<paper> ;
        oa:hasSelector <…/quote>, <…/position> .
    <…/quote> a oa:TextQuoteSelector ; oa:exact "span" ; oa:prefix "sentence before it" ; oa:suffix "sentence after" .
    <…/position> a oa:TextPositionSelector ; oa:start 10 ; oa:end 14 .

The quote selector's prefix and suffix run to the sentence boundaries, so prefix + exact + suffix is the
sentence the link was read from (no separate sentence node). All IRIs derive from node ids, offsets and rule
names (no blank nodes), and subjects are written in sorted order, so the same graph gives the same bytes.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import BinaryIO

import networkx as nx
from pyoxigraph import Literal, NamedNode, RdfFormat, Triple, serialize

from kg.exporters import void
from kg.exporters.atomic import atomic_file, write_bytes
from kg.resolve import slug
from kg.schema import NodeType, RelationType
from kg.vocab import (DCT, HEADER_RELATIONS, OA, PREFIXES, PROV, RDF, RDFS, SKOS, XSD, class_iri, property_iri,
                      resource_iri)

FILENAME = "graph.ttl"
RDF_TYPE = NamedNode(RDF + "type")
_MENTION = RelationType.MENTIONS.value
_UNANNOTATED = {r.value for r in HEADER_RELATIONS}


def _lit(value, datatype: str | None = None) -> Literal:
    if isinstance(value, bool):
        return Literal("true" if value else "false", datatype=NamedNode(XSD + "boolean"))
    if isinstance(value, int) and datatype is None:
        return Literal(str(value), datatype=NamedNode(XSD + "integer"))
    if isinstance(value, float):
        return Literal(format(Decimal(repr(value)).normalize(), "f"), datatype=NamedNode(XSD + "decimal"))
    if datatype:
        return Literal(str(value), datatype=NamedNode(datatype))
    return Literal(str(value))


def rule_ids(graph: nx.MultiDiGraph) -> dict[str, str]:
    """A stable IRI-safe id for every rule named on an edge (distinct rules never share one)."""
    ids: dict[str, str] = {}
    taken: set[str] = set()
    rules = {d.get("rule") or "unknown" for _, _, d in graph.edges(data=True)
             if d.get("type") not in _UNANNOTATED and "paper" in d and "start" in d}
    for rule in sorted(rules):
        rid = slug(rule)
        if rid in taken:
            rid = f"{rid}-{hashlib.sha1(rule.encode('utf-8')).hexdigest()[:8]}"
        taken.add(rid)
        ids[rule] = rid
    return ids


def _node_triples(s: NamedNode, data: dict, kg) -> Iterator[Triple]:
    ntype = data["type"]
    yield Triple(s, RDF_TYPE, NamedNode(class_iri(NodeType(ntype))))
    if ntype == NodeType.PAPER.value:
        yield Triple(s, NamedNode(DCT + "abstract"), _lit(data["text"]))
        yield Triple(s, NamedNode(RDFS + "label"), _lit(data["label"]))
        if data.get("year"):
            yield Triple(s, kg("year"), _lit(int(data["year"])))
        for src in sorted({src.rsplit("#", 1)[0] for src in data.get("sources", [])}):
            yield Triple(s, NamedNode(DCT + "source"), _lit(src))
        for src in sorted(set(data.get("sources", []))):
            yield Triple(s, kg("sourcePosition"), _lit(src))
    elif ntype == NodeType.RESULT.value:
        yield Triple(s, NamedNode(RDFS + "label"), _lit(data["label"]))
        yield Triple(s, kg("value"), _lit(float(data["value"])))
        if data.get("unit"):
            yield Triple(s, kg("unit"), _lit(data["unit"]))
        yield Triple(s, kg("isDelta"), _lit(bool(data.get("delta"))))
    elif ntype == NodeType.REPOSITORY.value:
        yield Triple(s, NamedNode(RDFS + "label"), _lit(data["label"]))
        yield Triple(s, kg("url"), _lit(data["url"], XSD + "anyURI"))
    elif ntype == NodeType.VENUE.value:
        yield Triple(s, NamedNode(SKOS + "prefLabel"), _lit(data["label"]))
    else:
        yield Triple(s, NamedNode(SKOS + "prefLabel"), _lit(data["label"]))
        for alias in sorted(set(data.get("aliases", [])) - {data["label"]}):
            yield Triple(s, NamedNode(SKOS + "altLabel"), _lit(alias))
        if "paper_count" in data:
            yield Triple(s, kg("paperCount"), _lit(int(data["paper_count"])))
        for target in sorted(set(data.get("variant_of", []))):
            yield Triple(s, kg("variantOf"), NamedNode(resource_iri(target)))
        seen_notes = set()
        for note in data.get("merges", []):
            if note not in seen_notes:  # the same variant merged in many papers is noted once
                seen_notes.add(note)
                yield Triple(s, NamedNode(SKOS + "editorialNote"), _lit(f"merged {note}"))


_N = {name: NamedNode(iri) for name, iri in {
    "Annotation": OA + "Annotation", "motivatedBy": OA + "motivatedBy", "identifying": OA + "identifying",
    "linking": OA + "linking", "hasBody": OA + "hasBody", "hasTarget": OA + "hasTarget",
    "SpecificResource": OA + "SpecificResource", "hasSelector": OA + "hasSelector", "hasSource": OA + "hasSource",
    "TextPositionSelector": OA + "TextPositionSelector", "TextQuoteSelector": OA + "TextQuoteSelector",
    "start": OA + "start", "end": OA + "end", "exact": OA + "exact", "prefix": OA + "prefix", "suffix": OA + "suffix",
    "wasAttributedTo": PROV + "wasAttributedTo", "wasGeneratedBy": PROV + "wasGeneratedBy",
    "subject": RDF + "subject", "predicate": RDF + "predicate", "object": RDF + "object",
    "nonNegativeInteger": XSD + "nonNegativeInteger", "nameInPaper": property_iri("nameInPaper")}.items()}


def _annotation(graph: nx.MultiDiGraph, u: str, v: str, data: dict, rules: dict[str, tuple[NamedNode, NamedNode]],
                node: dict[str, NamedNode], written: set[str]) -> Iterator[Triple]:
    """The Web Annotation (and its target, once per span) for one extracted edge."""
    n = _N
    pid = data["paper"]
    text = graph.nodes[pid].get("text", "")
    start, end = int(data["start"]), int(data["end"])
    sent_start = int(data.get("sentence_start", max(0, text.rfind(data.get("sentence", ""), 0, start + 1))))
    sent_end = int(data.get("sentence_end", sent_start + len(data.get("sentence", ""))))
    rule = data.get("rule") or "unknown"
    digest = hashlib.sha1(f"{u}|{data['type']}|{v}|{pid}|{start}|{end}|{rule}".encode("utf-8")).hexdigest()[:16]
    ann_iri = resource_iri(f"annotation/{digest}")
    if ann_iri in written:
        return
    written.add(ann_iri)
    ann = NamedNode(ann_iri)
    agent, activity = rules[rule]
    tid = f"text/{pid.split('/', 1)[1]}-{start}-{end}"
    target = NamedNode(resource_iri(tid))
    obj = node[v]
    yield Triple(ann, RDF_TYPE, n["Annotation"])
    yield Triple(ann, n["motivatedBy"], n["identifying"] if data["type"] == _MENTION else n["linking"])
    yield Triple(ann, n["hasBody"], obj)
    yield Triple(ann, n["hasTarget"], target)
    yield Triple(ann, n["wasAttributedTo"], agent)
    yield Triple(ann, n["wasGeneratedBy"], activity)
    yield Triple(ann, n["subject"], node[u])
    yield Triple(ann, n["predicate"], NamedNode(property_iri(data["type"])))
    yield Triple(ann, n["object"], obj)
    if data.get("name_in_paper"):
        yield Triple(ann, n["nameInPaper"], Literal(data["name_in_paper"]))
    if tid in written:
        return
    written.add(tid)
    quote, position = NamedNode(target.value + "/quote"), NamedNode(target.value + "/position")
    yield Triple(target, RDF_TYPE, n["SpecificResource"])
    yield Triple(target, n["hasSelector"], position)
    yield Triple(target, n["hasSelector"], quote)
    yield Triple(target, n["hasSource"], node[pid])
    yield Triple(position, RDF_TYPE, n["TextPositionSelector"])
    yield Triple(position, n["end"], Literal(str(end), datatype=n["nonNegativeInteger"]))
    yield Triple(position, n["start"], Literal(str(start), datatype=n["nonNegativeInteger"]))
    yield Triple(quote, RDF_TYPE, n["TextQuoteSelector"])
    yield Triple(quote, n["exact"], Literal(text[start:end]))
    yield Triple(quote, n["prefix"], Literal(text[min(sent_start, start):start]))
    yield Triple(quote, n["suffix"], Literal(text[end:max(sent_end, end)]))


def _rule_triples(rules: dict[str, str]) -> Iterator[Triple]:
    for rule, rid in sorted(rules.items(), key=lambda kv: kv[1]):
        agent, activity = NamedNode(resource_iri(f"agent/{rid}")), NamedNode(resource_iri(f"activity/{rid}"))
        yield Triple(activity, RDF_TYPE, NamedNode(PROV + "Activity"))
        yield Triple(activity, NamedNode(RDFS + "label"), _lit(f"extraction by {rule}"))
        yield Triple(activity, NamedNode(PROV + "wasAssociatedWith"), agent)
        yield Triple(agent, RDF_TYPE, NamedNode(PROV + "SoftwareAgent"))
        yield Triple(agent, NamedNode(RDFS + "label"), _lit(rule))


def triples(graph: nx.MultiDiGraph) -> Iterator[Triple]:
    """Every triple of the graph, in a stable order."""
    node = {n: NamedNode(resource_iri(n)) for n in graph.nodes}
    props: dict[str, NamedNode] = {}

    def kg(name: str) -> NamedNode:
        p = props.get(name)
        if p is None:
            p = props[name] = NamedNode(property_iri(name))
        return p

    for n in sorted(graph.nodes):
        yield from _node_triples(node[n], graph.nodes[n], kg)
    rules = rule_ids(graph)
    yield from _rule_triples(rules)
    rule_nodes = {rule: (NamedNode(resource_iri(f"agent/{rid}")), NamedNode(resource_iri(f"activity/{rid}")))
                  for rule, rid in rules.items()}
    seen: set[tuple[str, str, str]] = set()
    written: set[str] = set()
    for u, v, key, data in sorted(graph.edges(keys=True, data=True), key=lambda e: (e[0], e[1], str(e[2]))):
        if (u, data["type"], v) not in seen:
            seen.add((u, data["type"], v))
            yield Triple(node[u], kg(data["type"]), node[v])
        if data["type"] not in _UNANNOTATED and "paper" in data and "start" in data:
            yield from _annotation(graph, u, v, data, rule_nodes, node, written)


def write_turtle(graph: nx.MultiDiGraph, out: BinaryIO, stats: void.Stats | None = None) -> None:
    """Write the graph as Turtle to a binary file as the triples are made (counting them into stats when given)."""
    it = triples(graph) if stats is None else stats.count(triples(graph))
    serialize(it, out, format=RdfFormat.TURTLE, prefixes=PREFIXES)


def to_turtle(graph: nx.MultiDiGraph, stats: void.Stats | None = None) -> bytes:
    """The graph as Turtle bytes (counting triples into stats when given)."""
    it = triples(graph) if stats is None else stats.count(triples(graph))
    return serialize(it, format=RdfFormat.TURTLE, prefixes=PREFIXES)


def write(graph: nx.MultiDiGraph, out_dir: Path) -> list[Path]:
    """Write graph.ttl and its VoID description void.ttl into out_dir."""
    stats = void.Stats()
    path = Path(out_dir) / FILENAME
    with atomic_file(path) as f:  # streamed: the whole Turtle text is never held in memory
        write_turtle(graph, f, stats)
    return [path, write_bytes(Path(out_dir) / void.FILENAME, void.to_turtle(stats, FILENAME))]
