"""One vocabulary: kg/schema.py, kg/vocab.py, ontology/kg.ttl and the export agree; the export is SHACL-valid."""

from __future__ import annotations

import pytest
import rdflib
from rdflib import OWL, RDF, RDFS, Literal, URIRef

from kg.exporters.turtle import to_turtle
from kg.schema import NodeType, RelationType
from kg.vocab import DATA_PROPERTIES, KG, ONTOLOGY_DIR, RESOLUTION_PROPERTIES, class_iri, property_iri
from tests.rdf_fixtures import tiny_graph

pyshacl = pytest.importorskip("pyshacl", reason="pyshacl is in the test extra: pip install -e '.[test]'")

FABIO = "http://purl.org/spar/fabio/"
SCHEMA = "https://schema.org/"


@pytest.fixture(scope="module")
def ontology() -> rdflib.Graph:
    return rdflib.Graph().parse(ONTOLOGY_DIR / "kg.ttl", format="turtle")


@pytest.fixture(scope="module")
def shapes() -> rdflib.Graph:
    return rdflib.Graph().parse(ONTOLOGY_DIR / "shapes.ttl", format="turtle")


@pytest.fixture(scope="module")
def tiny_ttl() -> bytes:
    return to_turtle(tiny_graph())


def _declared(ontology: rdflib.Graph, iri: str, kind: URIRef) -> bool:
    return (URIRef(iri), RDF.type, kind) in ontology


@pytest.mark.parametrize("node_type", list(NodeType))
def test_ontology_declares_every_node_type(ontology, node_type):
    iri = URIRef(class_iri(node_type))
    assert _declared(ontology, iri, OWL.Class)
    assert ontology.value(iri, RDFS.label) and ontology.value(iri, RDFS.comment)


@pytest.mark.parametrize("relation", list(RelationType))
def test_ontology_declares_every_relation_with_domain_and_range(ontology, relation):
    iri = URIRef(property_iri(relation))
    assert _declared(ontology, iri, OWL.ObjectProperty)
    assert ontology.value(iri, RDFS.label) and ontology.value(iri, RDFS.comment)
    assert ontology.value(iri, RDFS.domain) is not None and ontology.value(iri, RDFS.range) is not None


@pytest.mark.parametrize("name", DATA_PROPERTIES + RESOLUTION_PROPERTIES)
def test_ontology_declares_every_exporter_property(ontology, name):
    iri = URIRef(property_iri(name))
    kind = OWL.ObjectProperty if name in RESOLUTION_PROPERTIES else OWL.DatatypeProperty
    assert _declared(ontology, iri, kind)
    assert ontology.value(iri, RDFS.domain) is not None and ontology.value(iri, RDFS.range) is not None


def test_ontology_declares_no_kg_term_the_code_does_not_know(ontology):
    known = {class_iri(t) for t in NodeType} | {property_iri(r) for r in RelationType}
    known |= {property_iri(p) for p in DATA_PROPERTIES + RESOLUTION_PROPERTIES}
    known |= {KG + "Entity", KG + "Proposable"}
    declared = {str(s) for s in ontology.subjects(RDF.type, None) if str(s).startswith(KG)}
    assert declared == known


@pytest.mark.parametrize("cls, parents", [
    ("Paper", [FABIO + "ResearchPaper", SCHEMA + "ScholarlyArticle"]),
    ("Dataset", ["http://www.w3.org/ns/dcat#Dataset", SCHEMA + "Dataset", KG + "Entity"]),
    ("Repository", [SCHEMA + "SoftwareSourceCode"]),
    ("Entity", ["http://www.w3.org/2004/02/skos/core#Concept"]),
    ("Method", [KG + "Entity"]),
])
def test_ontology_aligns_classes_with_standard_vocabularies(ontology, cls, parents):
    for parent in parents:
        assert (URIRef(KG + cls), RDFS.subClassOf, URIRef(parent)) in ontology


def test_ontology_result_value_is_decimal_with_unit_and_delta(ontology):
    assert ontology.value(URIRef(KG + "value"), RDFS.range) == URIRef("http://www.w3.org/2001/XMLSchema#decimal")
    assert ontology.value(URIRef(KG + "isDelta"), RDFS.range) == URIRef("http://www.w3.org/2001/XMLSchema#boolean")
    assert ontology.value(URIRef(KG + "unit"), RDFS.domain) == URIRef(KG + "Result")


def _used_terms(data: rdflib.Graph) -> set[str]:
    terms = {str(p) for p in data.predicates()}
    terms |= {str(o) for o in data.objects(None, RDF.type)}
    terms |= {str(o) for o in data.objects(None, URIRef("http://www.w3.org/ns/oa#motivatedBy"))}
    terms |= {str(o) for o in data.objects(None, RDF.predicate)}
    return terms


def test_ontology_declares_every_term_the_seed_export_uses(ontology, seed_build):
    data = rdflib.Graph().parse(seed_build.out / "graph.ttl", format="turtle")
    missing = sorted(t for t in _used_terms(data) if (URIRef(t), RDF.type, None) not in ontology and t != str(RDF.type))
    assert not missing


def test_ontology_declares_every_term_the_tiny_export_uses(ontology, tiny_ttl):
    data = rdflib.Graph().parse(data=tiny_ttl, format="turtle")
    used = _used_terms(data)
    assert KG + "variantOf" in used and KG + "hasCode" in used and KG + "comparesWith" in used
    missing = sorted(t for t in used if (URIRef(t), RDF.type, None) not in ontology and t != str(RDF.type))
    assert not missing


def _validate(data: rdflib.Graph, shapes: rdflib.Graph, ontology: rdflib.Graph) -> tuple[bool, str]:
    conforms, _, text = pyshacl.validate(data, shacl_graph=shapes, ont_graph=ontology, inference="none",
                                         advanced=True)
    return conforms, text


def test_ontology_seed_export_conforms_to_shapes(seed_build, shapes, ontology):
    data = rdflib.Graph().parse(seed_build.out / "graph.ttl", format="turtle")
    conforms, text = _validate(data, shapes, ontology)
    assert conforms, text[:3000]


def test_ontology_tiny_export_conforms_to_shapes(tiny_ttl, shapes, ontology):
    conforms, text = _validate(rdflib.Graph().parse(data=tiny_ttl, format="turtle"), shapes, ontology)
    assert conforms, text[:3000]


KGR = "https://w3id.org/kg/resource/"
OA = "http://www.w3.org/ns/oa#"
SKOS = "http://www.w3.org/2004/02/skos/core#"
METHOD = URIRef(KGR + "method/lora")
PAPER = URIRef(KGR + "paper/00000000000000aa")


def _drop_annotations_of(g: rdflib.Graph, predicate: str) -> None:
    for a in list(g.subjects(RDF.predicate, URIRef(KG + predicate))):
        g.remove((a, None, None))


def _corrupt_quote(g: rdflib.Graph) -> None:
    q = next(g.subjects(RDF.type, URIRef(OA + "TextQuoteSelector")))
    g.set((q, URIRef(OA + "exact"), Literal("not in the abstract")))


def _shift_offsets(g: rdflib.Graph) -> None:
    pos = next(g.subjects(RDF.type, URIRef(OA + "TextPositionSelector")))
    start = int(g.value(pos, URIRef(OA + "start")))
    g.set((pos, URIRef(OA + "start"), Literal(start + 1, datatype=URIRef("http://www.w3.org/2001/XMLSchema#nonNegativeInteger"))))


MUTATIONS = {
    "entity without prefLabel": lambda g: g.remove((METHOD, URIRef(SKOS + "prefLabel"), None)),
    "two prefLabels": lambda g: g.add((METHOD, URIRef(SKOS + "prefLabel"), Literal("LoRA 2"))),
    "paperCount wrong": lambda g: g.set((METHOD, URIRef(KG + "paperCount"), Literal(5))),
    "mentions a result": lambda g: g.add((PAPER, URIRef(KG + "mentions"), next(g.subjects(RDF.type, URIRef(KG + "Result"))))),
    "link without evidence": lambda g: _drop_annotations_of(g, "comparesWith"),
    "annotation of a missing link": lambda g: g.remove((PAPER, URIRef(KG + "comparesWith"), METHOD)),
    "quote not in the text": _corrupt_quote,
    "offsets shifted": _shift_offsets,
    "value not decimal": lambda g: g.set((next(g.subjects(RDF.type, URIRef(KG + "Result"))), URIRef(KG + "value"),
                                          Literal("82.3"))),
    "undeclared property on a paper": lambda g: g.add((PAPER, URIRef(KG + "colour"), Literal("blue"))),
    "paper without abstract": lambda g: g.remove((PAPER, URIRef("http://purl.org/dc/terms/abstract"), None)),
    "rule not attributed": lambda g: g.remove((None, URIRef("http://www.w3.org/ns/prov#wasAttributedTo"), None)),
}


@pytest.mark.parametrize("mutation", sorted(MUTATIONS))
def test_ontology_shapes_report_violations(tiny_ttl, shapes, ontology, mutation):
    data = rdflib.Graph().parse(data=tiny_ttl, format="turtle")
    before = len(data)
    MUTATIONS[mutation](data)
    assert len(data) != before or mutation in {"paperCount wrong", "quote not in the text", "offsets shifted",
                                                "value not decimal"}
    conforms, _ = _validate(data, shapes, ontology)
    assert not conforms, mutation
