"""The one vocabulary: entity and relation types, and the plain records that flow between stages."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class EntityType(str, Enum):
    """Types of the named things the extractor finds."""

    METHOD = "Method"
    MODEL = "Model"
    DATASET = "Dataset"
    TASK = "Task"
    METRIC = "Metric"


class NodeType(str, Enum):
    """Every node type in the graph (entity types plus the structural ones)."""

    PAPER = "Paper"
    VENUE = "Venue"
    METHOD = "Method"
    MODEL = "Model"
    DATASET = "Dataset"
    TASK = "Task"
    METRIC = "Metric"
    RESULT = "Result"
    REPOSITORY = "Repository"


class RelationType(str, Enum):
    """Every edge type in the graph; the value is the ontology property's local name."""

    MENTIONS = "mentions"
    PROPOSES = "proposes"
    EVALUATED_ON = "evaluatedOn"
    USES_METHOD = "usesMethod"
    ADDRESSES = "addresses"
    COMPARES_WITH = "comparesWith"
    PART_OF = "partOf"
    HAS_RESULT = "hasResult"
    HAS_CODE = "hasCode"
    PUBLISHED_IN = "publishedIn"
    RESULT_METRIC = "onMetric"
    RESULT_DATASET = "onDataset"
    RESULT_METHOD = "ofMethod"


@dataclass(frozen=True, order=True)
class Span:
    """A character span in a paper's original abstract text, with the sentence that holds it."""

    start: int
    end: int
    sentence_start: int
    sentence_end: int


@dataclass
class Paper:
    """One unique abstract, with every place it was read from."""

    id: str
    text: str
    norm: str
    venue: str | None
    year: int | None
    sources: list[tuple[str, int]] = field(default_factory=list)


@dataclass
class Entity:
    """A named entity found in one paper: preferred name, aliases and where it occurs."""

    type: EntityType
    name: str
    aliases: list[str] = field(default_factory=list)
    spans: list[Span] = field(default_factory=list)
    rule: str = ""


@dataclass
class Relation:
    """A typed link found in one paper; subject None means the paper itself."""

    type: RelationType
    object: str
    object_type: EntityType
    span: Span
    rule: str
    subject: str | None = None
    subject_type: EntityType | None = None


# One spelling per unit: what a result's unit is written as in the graph, in every export and when scoring
UNITS: dict[str, str] = {"%": "%", "percent": "%", "×": "×", "x": "×", "times": "×", "points": "points",
                         "point": "points", "pp": "points", "pts": "points", "db": "dB", "fps": "FPS",
                         # percentage points, however written ("4.2 percentage points", "20.2% points", "52.4 p.p.")
                         "percentage points": "points", "percentage point": "points", "% points": "points",
                         "% point": "points", "p.p.": "points", "p.p": "points", "pp.": "points", "%p": "points"}


# Words whose "-ies" is no plural of a "-y" ("series", "species") or the plural of an "-ie" ("movies")
_IES_WORDS = ("series", "species", "movies", "cookies", "calories")


def singular_ies(key: str) -> str:
    """A lower-case matching key whose "-ies" plural of a "-y" word, or "-sses" plural of a "-ss" word, is made
    singular ("accuracies": "accuracy", "gaussianprocesses": "gaussianprocess")."""
    if len(key) > 4 and key.endswith("ies") and not key.endswith(_IES_WORDS):
        return key[:-3] + "y"
    if len(key) > 5 and key.endswith("sses"):
        return key[:-2]
    return key


def canonical_unit(unit: str | None) -> str | None:
    """The one spelling of a unit ("x", "X" and "times" are "×"; "pp" and "pts" are "points"); others unchanged."""
    if not unit:
        return None
    return UNITS.get(unit.strip().lower(), unit.strip())


@dataclass
class Result:
    """A reported number with what it measures."""

    value: float
    unit: str | None
    metric: str | None
    dataset: str | None
    method: str | None
    delta: bool
    span: Span
    rule: str


@dataclass
class Extraction:
    """Everything extracted from one paper; plain data, no spaCy objects."""

    paper_id: str
    entities: list[Entity] = field(default_factory=list)
    relations: list[Relation] = field(default_factory=list)
    results: list[Result] = field(default_factory=list)
    code: list[tuple[str, Span]] = field(default_factory=list)


ENTITY_NODE_TYPES: tuple[NodeType, ...] = tuple(NodeType(t.value) for t in EntityType)
