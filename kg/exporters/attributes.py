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
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache

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
    # Printable ASCII (U+0020-U+007E) holds none of them; both tests are C loops, far cheaper than the regex.
    if text.isascii() and text.isprintable():
        return text
    return _XML_ILLEGAL.sub("", text)


def attr_name(name: str) -> str:
    """The exported key of a graph attribute: reserved names are renamed, others kept."""
    return RESERVED_RENAMES.get(name, name)


def clean(value: object) -> Scalar | list[Scalar] | None:
    """A value reduced to a scalar or a list of scalars; None for no value (None, "", empty list)."""
    t = type(value)
    if t is str:  # nearly every value: exact types first, before the isinstance chain below
        return value or None
    if t is int or t is float or t is bool:
        return value
    if t is list:  # lists of plain scalars (aliases, sources): the general Iterable case below, without recursion
        items = []
        for v in value:
            tv = type(v)
            if tv is str:
                if v:
                    items.append(v)
            elif tv is int or tv is float or tv is bool:
                items.append(v)
            elif (c := clean(v)) is not None and not isinstance(c, list):
                items.append(c)
        return items or None
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


# The kind of a scalar of exactly one of these types (kind_of gives the same; subclasses go through it).
_KIND_OF_TYPE: dict[type, str] = {bool: "boolean", int: "integer", float: "double", str: "string"}


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


# Records are made per node and per edge, but nearly all of them share a few key sets: the sorting and renaming
# of a key set is worked out once ("plan") and reused. A plan exists only where every key is a str and no two
# keys export under one name; other key sets take the general code, which resolves such clashes.
Plan = tuple[tuple[str, str], ...]


def _plannable(keys: tuple) -> bool:
    return all(type(k) is str for k in keys)


@lru_cache(maxsize=1024)
def _node_plan(keys: tuple, drop_year: bool) -> Plan | None:
    """(graph key, exported key) of a node's attributes in node_record's order, or None (general code)."""
    if not _plannable(keys):
        return None
    pairs = tuple((k, attr_name(k)) for k in sorted(keys) if k != "label" and not (drop_year and k == "year"))
    return pairs if len({name for _, name in pairs}) == len(pairs) else None


@lru_cache(maxsize=1024)
def _edge_plan(keys: tuple) -> tuple[Plan, Plan] | None:
    """An edge's (graph key, exported key) pairs sorted by exported key, split where ``edge_key`` goes in."""
    if not _plannable(keys):
        return None
    pairs = sorted((attr_name(k), k) for k in keys)
    names = [name for name, _ in pairs]
    if len(set(names)) != len(names) or "edge_key" in names:
        return None
    before = tuple((k, name) for name, k in pairs if name < "edge_key")
    after = tuple((k, name) for name, k in pairs if name > "edge_key")
    return before, after


def _clean_into(out: dict[str, Scalar | list[Scalar]], data: Mapping[str, object], plan: Plan) -> None:
    """Add the cleaned values of data's keys under their exported names, in plan order (no-value left out)."""
    for k, name in plan:
        v = data[k]
        t = type(v)
        if t is str:  # clean()'s fast cases, inline: this loop runs for every attribute of the graph
            if v:
                out[name] = v
        elif t is int or t is float or t is bool:
            out[name] = v
        elif (c := clean(v)) is not None:
            out[name] = c


def node_attrs(data: Mapping[str, object]) -> dict[str, Scalar | list[Scalar]]:
    """A node's renamed, cleaned attributes, label left out (the attrs of its node_record)."""
    plan = _node_plan(tuple(data), data.get("year") == 0)
    if plan is None:
        return {attr_name(k): c for k, v in sorted(_node_data(data).items())
                if k != "label" and (c := clean(v)) is not None}
    attrs: dict[str, Scalar | list[Scalar]] = {}
    _clean_into(attrs, data, plan)
    return attrs


def edge_attrs(data: Mapping[str, object], key: object) -> dict[str, Scalar | list[Scalar]]:
    """An edge's renamed, cleaned attributes plus ``edge_key``, sorted by key (the attrs of its edge_record)."""
    plan = _edge_plan(tuple(data))
    if plan is None:
        attrs = {attr_name(k): c for k, v2 in sorted(data.items()) if (c := clean(v2)) is not None}
        attrs["edge_key"] = str(key)
        return dict(sorted(attrs.items()))
    before, after = plan
    attrs = {}
    _clean_into(attrs, data, before)
    attrs["edge_key"] = str(key)
    _clean_into(attrs, data, after)
    return attrs


def node_label(n: object, data: Mapping[str, object]) -> str:
    """A node's display name: its label made XML-safe and stripped, or its id where it has no label."""
    label = data.get("label")
    # Labels are display names; kg.graph cuts paper labels at 80 characters, which can leave a space.
    if type(label) is str and label:
        return xml_safe(label).strip()
    label = clean(label)
    return xml_safe(str(flatten(label))).strip() if label is not None else str(n)


def node_record(graph: nx.MultiDiGraph, n: object) -> Record:
    """One node with renamed, cleaned attributes (label kept apart)."""
    data = graph.nodes[n]
    return Record(id=str(n), label=node_label(n, data), attrs=node_attrs(data))


def edge_record(u: object, v: object, key: object, data: Mapping[str, object]) -> Record:
    """One edge with its MultiDiGraph key as the ``edge_key`` attribute."""
    return Record(id=edge_id(u, v, key), label=str(data.get("type", "")), attrs=edge_attrs(data, key),
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


def attrs_kinds(attrs_seq: Iterable[Mapping[str, Scalar | list[Scalar]]], *, flat: bool = True) -> dict[str, str]:
    """Each attribute key's one kind over the attrs of all records, keys sorted; with flat=False a list key gets
    "kind[]" (a pass that needs no ids, labels or Record objects)."""
    seen: defaultdict[str, set[str]] = defaultdict(set)
    listed: set[str] = set()
    for attrs in attrs_seq:
        for k, v in attrs.items():
            kind = _KIND_OF_TYPE.get(type(v))
            if kind is None:
                if isinstance(v, list):
                    listed.add(k)
                    # Flat, a key that holds a list is a string column whatever else it holds.
                    seen[k].update(() if flat else [_KIND_OF_TYPE.get(type(x)) or kind_of(x) for x in v])
                    continue
                kind = kind_of(v)
            seen[k].add(kind)
    kinds = {}
    for k in sorted(seen):
        kind = widest(seen[k])
        is_list = k in listed
        kinds[k] = "string" if flat and is_list else kind + ("[]" if is_list else "")
    return kinds


def node_kinds(graph: nx.MultiDiGraph, *, flat: bool = True) -> dict[str, str]:
    """attrs_kinds of every node record, without making the records."""
    nodes = graph.nodes
    return attrs_kinds((node_attrs(nodes[n]) for n in graph), flat=flat)


def edge_kinds(edges: Iterable[tuple[object, object, object, Mapping[str, object]]], *,
               flat: bool = True) -> dict[str, str]:
    """attrs_kinds of the records of (source, target, key, data) edges, without making the records."""
    return attrs_kinds((edge_attrs(data, key) for _, _, key, data in edges), flat=flat)


def flat_texts(record: Record, kinds: Mapping[str, str]) -> list[tuple[str, str]]:
    """(key, text) of a record's attributes flattened and coerced to the key kinds, in key order: the text an XML
    file holds; text that is empty once XML-illegal characters are gone counts as no value."""
    attrs = record.attrs
    out = []
    for k, kind in kinds.items():
        if k not in attrs:
            continue
        v = attrs[k]
        t = type(v)
        # Exact scalar types, worked out from coerce and text_of: a str is xml_safe text whatever the kind;
        # an int is written as a double in a double column and as its digits elsewhere; a float and a bool
        # are written as text_of writes them in every column. Anything else takes the general code.
        if t is str:
            text = xml_safe(v)
            if not text:
                continue
        elif t is int:
            text = repr(float(v)) if kind == "double" else str(v)
        elif t is bool:
            text = "true" if v else "false"
        elif t is float:
            text = text_of(v)
        else:
            value = coerce(flatten(v), kind)
            if isinstance(value, str) and xml_safe(value) == "":
                continue
            text = text_of(value)
        out.append((k, text))
    return out
