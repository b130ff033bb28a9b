"""The ontology's IRIs for every node and relation type, derived from kg.schema (one vocabulary)."""

from __future__ import annotations

from pathlib import Path

from kg.schema import NodeType, RelationType

KG = "https://w3id.org/kg/ontology#"
RES = "https://w3id.org/kg/resource/"
ONTOLOGY_DIR = Path(__file__).resolve().parent.parent / "ontology"
if not ONTOLOGY_DIR.is_dir():  # installed without the source tree: the package data copy
    ONTOLOGY_DIR = Path(__file__).resolve().parent / "ontology"

RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
RDFS = "http://www.w3.org/2000/01/rdf-schema#"
XSD = "http://www.w3.org/2001/XMLSchema#"
SKOS = "http://www.w3.org/2004/02/skos/core#"
DCT = "http://purl.org/dc/terms/"
PROV = "http://www.w3.org/ns/prov#"
OA = "http://www.w3.org/ns/oa#"
VOID = "http://rdfs.org/ns/void#"

PREFIXES = {
    "kg": KG,
    "kgr": RES,
    "rdf": RDF,
    "rdfs": RDFS,
    "owl": "http://www.w3.org/2002/07/owl#",
    "xsd": XSD,
    "skos": SKOS,
    "dcterms": DCT,
    "prov": PROV,
    "oa": OA,
    "schema": "https://schema.org/",
}
VOID_PREFIXES = {**PREFIXES, "void": VOID, "formats": "http://www.w3.org/ns/formats/"}

# Data properties of the kg namespace written by the Turtle exporter, beside the relation types.
DATA_PROPERTIES = ("year", "value", "unit", "isDelta", "paperCount", "sourcePosition", "url", "nameInPaper")
# Entity-to-entity links made by resolution (not extracted from one sentence, so they carry no annotation).
RESOLUTION_PROPERTIES = ("variantOf",)
# Relations read from the input file's header rather than from a sentence.
HEADER_RELATIONS = (RelationType.PUBLISHED_IN,)


def class_iri(node_type: NodeType) -> str:
    """IRI of the OWL class for a node type."""
    return KG + node_type.value


def property_iri(relation: RelationType | str) -> str:
    """IRI of the property for a relation type or data property name."""
    return KG + (relation.value if isinstance(relation, RelationType) else relation)


def resource_iri(node_id: str) -> str:
    """IRI of a graph node from its id ("method/lora")."""
    return RES + node_id
