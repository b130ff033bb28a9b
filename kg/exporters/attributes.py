"""Attribute sanitising shared by the Neo4j, GEXF and GraphML exporters.

Graph consumers (Gephi, networkx readers, neo4j-admin) want every attribute key to carry one type, no
None values, scalars rather than lists, and no keys that clash with the format's own XML attributes
(GEXF reserves ``id``, ``label``, ``pid``, ``start``, ``end`` on nodes and edges). This module turns the
graph's node and edge data into such records, in a stable order, once for all three exporters.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

import networkx as nx

Scalar = bool | int | float | str

# GEXF's reserved XML attribute names, renamed so they never become attribute keys.
RESERVED_RENAMES: dict[str, str] = {
    "id": "kg_id",
    "label": "name",
    "pid": "kg_pid",
    "start": "span_start",
    "end": "span_end",
}
RESERVED = frozenset(RESERVED_RENAMES)
# Joins a list into one string value; chosen because it does not occur in names, aliases or paths.
LIST_SEPARATOR = " | "
# Attribute kinds, from the narrowest to the widest; a key whose values mix kinds gets the widest.
KINDS = ("boolean", "integer", "double", "string")

# Characters XML 1.0 cannot carry at all (C0 controls other than tab/newline/CR, lone surrogates, U+FFFE/F).
_XML_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_safe(text: str) -> str:
    """Text with the characters that XML 1.0 forbids removed."""
    return _XML_ILLEGAL.sub("", text)


def attr_name(name: str) -> str:
    """The exported key of a graph attribute: reserved names are renamed, others kept."""
    return RESERVED_RENAMES.get(name, name)


def clean(value: object) -> Scalar | list[Scalar] | None:
    """A value reduced to a scalar or a list of scalars; None for no value (None, "", empty list)."""
    if value is None:
        return None
    if isinstance(value, bool | int | str):
        return value if value != "" else None
    if isinstance(value, float):
        return value
    if isinstance(value, Iterable) and not isinstance(value, bytes | Mapping):
        items = [c for c in (clean(v) for v in value) if c is not None and not isinstance(c, list)]
        if isinstance(value, set | frozenset):  # a set's order follows the hash seed; the output must not
            items.sort(key=lambda c: (kind_of(c), str(c)))
        return items or None
    return str(value) or None


def flatten(value: Scalar | list[Scalar]) -> Scalar:
    """A list joined into one string (lists flattened); scalars unchanged."""
    if isinstance(value, list):
        return LIST_SEPARATOR.join(str(v) for v in value)
    return value


def kind_of(value: Scalar) -> str:
    """The attribute kind of a scalar: boolean, integer, double or string."""
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "double"
    return "string"


def widest(kinds: Iterable[str]) -> str:
    """One kind for a key whose values have the given kinds (integers widen to double, anything else to string)."""
    found = set(kinds)
    if len(found) <= 1:
        return found.pop() if found else "string"
    if found <= {"integer", "double"}:
        return "double"
    return "string"


def coerce(value: Scalar, kind: str) -> Scalar:
    """A scalar converted to the key's kind."""
    if kind == "double" and not isinstance(value, bool) and isinstance(value, int | float):
        return float(value)
    if kind == "string":
        return text_of(value)
    return value


def text_of(value: Scalar) -> str:
    """The canonical text of a scalar (XSD lexical forms for booleans and doubles)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        if math.isnan(value):
            return "NaN"
        if math.isinf(value):
            return "INF" if value > 0 else "-INF"
        return repr(value)
    return xml_safe(str(value))


def edge_id(u: str, v: str, key: object) -> str:
    """A stable, unique, NMTOKEN-safe edge id from the edge's ends and its MultiDiGraph key."""
    return "e" + hashlib.sha1(f"{u}|{v}|{key}".encode()).hexdigest()[:16]


def _node_data(data: Mapping[str, object]) -> dict[str, object]:
    out = dict(data)
    # kg.graph uses year 0 for "unknown"; an unknown year is no value, not the year 0.
    if out.get("year") == 0:
        out.pop("year")
    return out


@dataclass
class Record:
    """One node or edge ready for export: its id, ends (edges only), label and sanitised attributes."""

    id: str
    label: str
    attrs: dict[str, Scalar | list[Scalar]]
    source: str = ""
    target: str = ""


def node_record(graph: nx.MultiDiGraph, n: object) -> Record:
    """One node with renamed, cleaned attributes (label kept apart)."""
    data = _node_data(graph.nodes[n])
    label = clean(data.get("label"))
    attrs = {attr_name(k): c for k, v in sorted(data.items()) if k != "label" and (c := clean(v)) is not None}
    # Labels are display names; kg.graph cuts paper labels at 80 characters, which can leave a space.
    return Record(id=str(n), label=xml_safe(str(flatten(label))).strip() if label is not None else str(n),
                  attrs=attrs)


def edge_record(u: object, v: object, key: object, data: Mapping[str, object]) -> Record:
    """One edge with its MultiDiGraph key as the ``edge_key`` attribute."""
    attrs = {attr_name(k): c for k, v2 in sorted(data.items()) if (c := clean(v2)) is not None}
    attrs["edge_key"] = str(key)
    return Record(id=edge_id(u, v, key), label=str(data.get("type", "")), attrs=dict(sorted(attrs.items())),
                  source=str(u), target=str(v))


def sorted_edges(graph: nx.MultiDiGraph) -> list[tuple[object, object, object, dict]]:
    """Every edge as (source, target, key, data), sorted by (source, target, key) as text."""
    return sorted(graph.edges(keys=True, data=True), key=lambda e: (str(e[0]), str(e[1]), str(e[2])))


def iter_node_records(graph: nx.MultiDiGraph) -> Iterator[Record]:
    """Every node, sorted by id, made one at a time (streaming exporters hold one, not all)."""
    for n in sorted(graph.nodes):
        yield node_record(graph, n)


def iter_edge_records(graph: nx.MultiDiGraph) -> Iterator[Record]:
    """Every edge, sorted by (source, target, key), made one at a time."""
    for u, v, key, data in sorted_edges(graph):
        yield edge_record(u, v, key, data)


def node_records(graph: nx.MultiDiGraph) -> list[Record]:
    """Every node, sorted by id, with renamed, cleaned attributes (label kept apart)."""
    return list(iter_node_records(graph))


def edge_records(graph: nx.MultiDiGraph) -> list[Record]:
    """Every edge, sorted by (source, target, key), with its MultiDiGraph key as the ``edge_key`` attribute."""
    return list(iter_edge_records(graph))


def column_kinds(records: Iterable[Record], *, flat: bool = True) -> dict[str, str]:
    """Each attribute key's one kind over all records, keys sorted; with flat=False a list key gets "kind[]"."""
    seen: dict[str, set[str]] = {}
    is_list: dict[str, bool] = {}
    for r in records:
        for k, v in r.attrs.items():
            if isinstance(v, list):
                is_list[k] = True
                seen.setdefault(k, set()).update("string" if flat else kind_of(x) for x in v)
            else:
                is_list.setdefault(k, False)
                seen.setdefault(k, set()).add(kind_of(v))
    kinds = {}
    for k in sorted(seen):
        kind = widest(seen[k])
        kinds[k] = "string" if flat and is_list[k] else kind + ("[]" if is_list[k] else "")
    return kinds


def flat_attrs(record: Record, kinds: Mapping[str, str]) -> dict[str, Scalar]:
    """A record's attributes flattened and coerced to the key kinds, in key order; text that is empty once
    XML-illegal characters are gone counts as no value."""
    out = {}
    for k in kinds:
        if k in record.attrs:
            value = coerce(flatten(record.attrs[k]), kinds[k])
            if not (isinstance(value, str) and xml_safe(value) == ""):
                out[k] = value
    return out
