"""The ontology's IRIs for every node and relation type, derived from kg.schema (one vocabulary)."""

from __future__ import annotations

from pathlib import Path

from kg.schema import NodeType, RelationType

KG = "https://w3id.org/kg/ontology#"
RES = "https://w3id.org/kg/resource/"
ONTOLOGY_DIR = Path(__file__).resolve().parent.parent / "ontology"
if not ONTOLOGY_DIR.is_dir():  # installed without the source tree: the package data copy
    ONTOLOGY_DIR = Path(__file__).resolve().parent / "ontology"

PREFIXES = {
    "kg": KG,
    "kgr": RES,
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
    "owl": "http://www.w3.org/2002/07/owl#",
    "xsd": "http://www.w3.org/2001/XMLSchema#",
    "skos": "http://www.w3.org/2004/02/skos/core#",
    "dcterms": "http://purl.org/dc/terms/",
    "prov": "http://www.w3.org/ns/prov#",
    "oa": "http://www.w3.org/ns/oa#",
    "schema": "https://schema.org/",
}

# Data properties used by the exporters, beside the relation types.
DATA_PROPERTIES = ("year", "value", "unit", "isDelta", "paperCount", "sentence", "start", "end", "rule",
                   "sourcePosition", "url", "evidence", "inPaper", "subjectNode", "predicateName", "objectNode")


def class_iri(node_type: NodeType) -> str:
    """IRI of the OWL class for a node type."""
    return KG + node_type.value


def property_iri(relation: RelationType | str) -> str:
    """IRI of the property for a relation type or data property name."""
    return KG + (relation.value if isinstance(relation, RelationType) else relation)


def resource_iri(node_id: str) -> str:
    """IRI of a graph node from its id ("method/lora")."""
    return RES + node_id
