"""Neo4j export: CSV files in the ``neo4j-admin database import full`` format, plus ``import.cypher``.

Files in ``<out>/neo4j/``:

* ``nodes_<Label>.csv`` — one per node label: ``id:ID``, ``:LABEL``, then typed properties
  (``name:string``, ``year:int``, ``value:double``, ``aliases:string[]`` …).
* ``rels_<Start>_<type>_<End>.csv`` — one per relationship type and pair of end labels (so that loaders
  can match both ends through the label's id index): ``:START_ID``, ``:END_ID``, ``:TYPE``, properties.
  ``edgeKey`` is the MultiDiGraph edge key; it tells parallel relationships apart when merging.
* ``import.sh`` — the ``neo4j-admin database import full`` command for exactly these files.
* ``import.cypher`` — constraints first, then ``LOAD CSV`` of the same files in batches
  (``CALL (row) { … } IN TRANSACTIONS``), merging on ``id`` so that running it twice changes nothing.

Cell conventions (documented in the README):

* arrays use the delimiter ``;``; a ``;`` inside an element is replaced by ``；`` (U+FF1B), since the
  import tool has no escape for the array delimiter;
* a text cell that starts with ``=``, ``+``, ``-``, ``@``, tab or CR would run as a formula when the CSV is
  opened in a spreadsheet, so it gets a leading ``'``; a text cell that itself starts with ``'`` gets one
  too, which keeps the rule reversible. ``import.cypher`` and ``kg load neo4j`` strip that one quote;
  ``neo4j-admin`` keeps it. Numeric and boolean columns are typed, never prefixed (``-1.5`` stays a number).
* ``double`` rather than ``float`` for decimals: the import tool's ``float`` is 32-bit and would turn
  ``85.3`` into ``85.30000305…``.
"""

from __future__ import annotations

import csv
import io
import math
import re
from collections import defaultdict
from collections.abc import Iterator, Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import BinaryIO

import networkx as nx

from kg.errors import ExportError
from kg.exporters.atomic import atomic_file, write_text
from kg.exporters.attributes import (Record, Scalar, attrs_kinds, clean, edge_attrs, edge_id, node_attrs, node_label,
                                     sorted_edges)
from kg.schema import NodeType, RelationType

DIRNAME = "neo4j"
ARRAY_DELIMITER = ";"
ARRAY_DELIMITER_STANDIN = "\uff1b"
QUOTE = "'"
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", QUOTE)
BATCH_ROWS = 1000
NEO4J_TYPES = {"boolean": "boolean", "integer": "int", "double": "double", "string": "string"}
# Graph attribute → property name, where the ontology's name differs from plain camelCase.
PROPERTY_NAMES = {"paper_count": "paperCount", "delta": "isDelta"}
NODE_ID, LABEL, START_ID, END_ID, TYPE = "id:ID", ":LABEL", ":START_ID", ":END_ID", ":TYPE"
EDGE_KEY = "edgeKey"
LABELS = frozenset(t.value for t in NodeType)
REL_TYPES = frozenset(t.value for t in RelationType)
_IDENT = re.compile(r"[A-Za-z][A-Za-z0-9]*")


def property_name(attr: str) -> str:
    """The Neo4j property name of a graph attribute (camelCase)."""
    if attr in PROPERTY_NAMES:
        return PROPERTY_NAMES[attr]
    head, *rest = attr.split("_")
    return head + "".join(p[:1].upper() + p[1:] for p in rest)


def label_name(value: str) -> str:
    """A node label from the fixed vocabulary, validated (labels are never taken from data)."""
    if value not in LABELS or not _IDENT.fullmatch(value):
        raise ExportError(f"node type {value!r} is not in kg.schema.NodeType")
    return value


def rel_type_name(value: str) -> str:
    """A relationship type from the fixed vocabulary, validated."""
    if value not in REL_TYPES or not _IDENT.fullmatch(value):
        raise ExportError(f"relation type {value!r} is not in kg.schema.RelationType")
    return value


def protect(text: str) -> str:
    """A text cell that no spreadsheet runs as a formula (see the module notes); reversed by unprotect."""
    return QUOTE + text if text.startswith(FORMULA_STARTS) else text


def unprotect(text: str) -> str:
    """The original text of a protected cell."""
    return text[1:] if text.startswith(QUOTE) else text


def _number(value: float) -> str:
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    return repr(value)


def _scalar_cell(value: Scalar, kind: str) -> str:
    if kind == "boolean":
        return "true" if value else "false"
    if kind == "integer":
        return str(int(value))
    if kind == "double":
        return _number(float(value))
    return str(value)


def cell(value: Scalar | list[Scalar] | None, kind: str) -> str:
    """One CSV cell for a property of the given kind ("string", "integer[]" …); empty for no value."""
    if value is None:
        return ""
    # The common cells first (a str in a string column, an int in an integer column): what the code below gives.
    t = type(value)
    if t is str and kind == "string":
        return QUOTE + value if value.startswith(FORMULA_STARTS) else value
    if t is int and kind == "integer":
        return str(value)
    if kind.endswith("[]"):
        base = kind[:-2]
        items = value if isinstance(value, list) else [value]
        text = ARRAY_DELIMITER.join(_scalar_cell(v, base).replace(ARRAY_DELIMITER, ARRAY_DELIMITER_STANDIN)
                                    for v in items)
        return protect(text) if base == "string" else text
    if isinstance(value, list):
        value = ARRAY_DELIMITER.join(str(v) for v in value)
    text = _scalar_cell(value, kind)
    return protect(text) if kind == "string" else text


def _header_type(kind: str) -> str:
    if kind.endswith("[]"):
        return NEO4J_TYPES[kind[:-2]] + "[]"
    return NEO4J_TYPES[kind]


@lru_cache(maxsize=1024)
def _renames(keys: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """(attribute, property name) for a key set of record attrs, the type left out (worked out once per key set)."""
    return tuple((k, property_name(k)) for k in keys if k != "type")


def _props(attrs: Mapping[str, Scalar | list[Scalar]]) -> dict[str, Scalar | list[Scalar]]:
    # The type is the node's label or the relationship's type, not a property.
    return {p: attrs[k] for k, p in _renames(tuple(attrs))}


class _CsvRows:
    """Writes CSV rows as UTF-8 to a binary file, in batches."""

    def __init__(self, out: BinaryIO, batch: int = 1024) -> None:
        self.out, self.batch = out, batch
        self.lines: list[str] = []
        # The csv module quotes a field only for characters of its line terminator: with "\r\n" every field holding
        # a CR or LF is quoted; each row's own terminator is then cut back to "\n". writerow hands each row to
        # write() in one call (it returns that call's result), so the lines are gathered as they come.
        self.writer = csv.writer(_Lines(self.lines), lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL)

    def write(self, row: list[str]) -> None:
        """Write one row."""
        self.writer.writerow(row)
        if len(self.lines) >= self.batch:
            self.flush()

    def flush(self) -> None:
        """Write the gathered rows to the file."""
        if self.lines:
            self.out.write("".join([line[:-2] + "\n" for line in self.lines]).encode("utf-8"))
            self.lines.clear()


class _Lines:
    """A file-like target for csv.writer that keeps each written line in a list."""

    def __init__(self, lines: list[str]) -> None:
        self.write = lines.append


class Table:
    """One CSV file: its name, label or type, end labels (relationships), typed columns and members.

    A table keeps only its members' keys (node ids, or edge ends, keys and data dicts); their properties are
    made from the graph again each time they are needed, so no table ever holds the records of the whole graph.
    """

    def __init__(self, graph: nx.MultiDiGraph, filename: str, members: list, *, label: str = "",
                 rel_type: str = "", start: str = "", end: str = "") -> None:
        self.graph, self.filename, self.members = graph, filename, members
        self.label, self.rel_type, self.start, self.end = label, rel_type, start, end
        self.kinds = attrs_kinds((props for _, props in self._rows()), flat=False)

    @property
    def is_node(self) -> bool:
        """Whether this is a node file."""
        return bool(self.label)

    def _rows(self) -> Iterator[tuple[list[str], dict[str, Scalar | list[Scalar]]]]:
        """(the id cells, the properties) of each member, in file order, made one at a time."""
        if self.is_node:
            nodes = self.graph.nodes
            for n in self.members:
                data = nodes[n]
                props = _props(node_attrs(data))
                props["name"] = node_label(n, data)  # a node's label is its name
                yield [protect(str(n)), self.label], props
        else:
            rel_type = self.rel_type
            for u, v, key, data in self.members:
                yield [protect(str(u)), protect(str(v)), rel_type], _props(edge_attrs(data, key))

    def records(self) -> Iterator[Record]:
        """The table's records with Neo4j property names, in file order, made one at a time."""
        if self.is_node:
            nodes = self.graph.nodes
            for n in self.members:
                props = _props(node_attrs(nodes[n]))
                props["name"] = label = node_label(n, nodes[n])
                yield Record(id=str(n), label=label, attrs=props)
        else:
            for u, v, key, data in self.members:
                yield Record(id=edge_id(u, v, key), label=str(data.get("type", "")),
                             attrs=_props(edge_attrs(data, key)), source=str(u), target=str(v))

    def columns(self) -> list[tuple[str, str, str]]:
        """(header, property, kind) of each property column, in file order."""
        return [(f"{p}:{_header_type(k)}", p, k) for p, k in self.kinds.items()]

    def write_csv(self, out: BinaryIO) -> None:
        """Write the file's rows to a binary file, a batch at a time."""
        cols = [(p, k) for _, p, k in self.columns()]
        rows = _CsvRows(out)
        heads = [NODE_ID, LABEL] if self.is_node else [START_ID, END_ID, TYPE]
        rows.write(heads + [h for h, _, _ in self.columns()])
        for ids, props in self._rows():
            get = props.get
            rows.write(ids + [cell(get(p), k) for p, k in cols])
        rows.flush()

    def to_csv(self) -> bytes:
        """The file's bytes."""
        buf = io.BytesIO()
        self.write_csv(buf)
        return buf.getvalue()


def tables(graph: nx.MultiDiGraph) -> list[Table]:
    """The node and relationship files of the graph, nodes first, each group in a stable order."""
    by_label: dict[str, list] = defaultdict(list)
    label_of: dict[object, str] = {}
    for n in sorted(graph.nodes):
        label = label_name(str(clean(graph.nodes[n].get("type"))))
        label_of[n] = label
        by_label[label].append(n)
    by_rel: dict[tuple[str, str, str], list] = defaultdict(list)
    for u, v, key, data in sorted_edges(graph):
        rel = rel_type_name(str(clean(data.get("type"))))
        by_rel[(label_of[u], rel, label_of[v])].append((u, v, key, data))
    out = [Table(graph, f"nodes_{label}.csv", by_label[label], label=label) for label in sorted(by_label)]
    out += [Table(graph, f"rels_{s}_{t}_{e}.csv", by_rel[(s, t, e)], rel_type=t, start=s, end=e)
            for s, t, e in sorted(by_rel)]
    return out


def _unq(expr: str) -> str:
    return f"CASE WHEN {expr} STARTS WITH \"{QUOTE}\" THEN substring({expr}, 1) ELSE {expr} END"


def _value_expr(column: str, kind: str) -> str:
    raw = f"row.`{column}`"
    base = kind[:-2] if kind.endswith("[]") else kind
    conv = {"integer": "toInteger({})", "double": "toFloat({})", "boolean": "toBoolean({})", "string": "{}"}[base]
    if kind.endswith("[]"):
        if base == "string":
            return f"split({_unq(raw)}, '{ARRAY_DELIMITER}')"
        return f"[v IN split({raw}, '{ARRAY_DELIMITER}') | {conv.format('v')}]"
    return conv.format(_unq(raw) if base == "string" else raw)


def constraint_statement(label: str) -> str:
    """Cypher that makes ``id`` unique for a label (Neo4j 5 syntax), label from the vocabulary."""
    label = label_name(label)
    return f"CREATE CONSTRAINT kg_{label}_id IF NOT EXISTS FOR (n:`{label}`) REQUIRE n.id IS UNIQUE"


def import_cypher(tables_: Sequence[Table], batch_rows: int = BATCH_ROWS) -> str:
    """The import.cypher text: constraints first, then one batched LOAD CSV per file."""
    lines = ["// Generated by kg. Copy the CSV files of this folder into Neo4j's import folder, then run",
             "//   cypher-shell -u neo4j -p PASSWORD -f import.cypher",
             "// (Neo4j 5.23 or later). Every write is a MERGE on a stable id: running it twice changes nothing.",
             "// A text cell starting with ' had a quote added against spreadsheet formulas; it is stripped here.",
             ""]
    for label in sorted({t.label for t in tables_ if t.is_node}):
        lines.append(constraint_statement(label) + ";")
    for t in tables_:
        lines.append("")
        lines.append(f"LOAD CSV WITH HEADERS FROM 'file:///{t.filename}' AS row")
        lines.append("CALL (row) {")
        sets = [f"{'n' if t.is_node else 'r'}.`{p}` = {_value_expr(h, k)}" for h, p, k in t.columns()
                if not (t.is_node and p == "id") and p != EDGE_KEY]
        if t.is_node:
            lines.append(f"  MERGE (n:`{t.label}` {{id: {_unq('row.`' + NODE_ID + '`')}}})")
        else:
            key_col = next((h for h, p, _ in t.columns() if p == EDGE_KEY), None)
            lines.append(f"  MATCH (a:`{t.start}` {{id: {_unq('row.`' + START_ID + '`')}}})")
            lines.append(f"  MATCH (b:`{t.end}` {{id: {_unq('row.`' + END_ID + '`')}}})")
            key = f" {{{EDGE_KEY}: {_value_expr(key_col, 'string')}}}" if key_col else ""
            lines.append(f"  MERGE (a)-[r:`{t.rel_type}`{key}]->(b)")
        if sets:
            lines.append("  SET " + ",\n      ".join(sets))
        lines.append(f"}} IN TRANSACTIONS OF {int(batch_rows)} ROWS;")
    return "\n".join(lines) + "\n"


def import_sh(tables_: Sequence[Table]) -> str:
    """A shell script running ``neo4j-admin database import full`` over exactly these files."""
    args = [f"  --nodes={t.filename} \\" for t in tables_ if t.is_node]
    args += [f"  --relationships={t.filename} \\" for t in tables_ if not t.is_node]
    return "\n".join([
        "#!/bin/sh",
        "# Generated by kg: bulk-load these CSV files into a new, empty Neo4j 5 database.",
        "# Usage: sh import.sh [DATABASE]   (neo4j-admin on PATH; stop the database first)",
        "# Text cells that start with ' keep that protective quote here; see the README.",
        "set -eu",
        'cd "$(dirname "$0")"',
        'exec neo4j-admin database import full "${1:-neo4j}" \\',
        f"  --array-delimiter='{ARRAY_DELIMITER}' --multiline-fields=true --id-type=string \\",
        *args,
        "  --overwrite-destination=false",
        "",
    ])


def write(graph: nx.MultiDiGraph, out_dir: Path) -> list[Path]:
    """Write the neo4j/ folder (CSV files, import.sh, import.cypher) into out_dir; stale CSVs are removed."""
    folder = Path(out_dir) / DIRNAME
    ts = tables(graph)
    written = []
    for t in ts:
        with atomic_file(folder / t.filename) as f:
            t.write_csv(f)
        written.append(folder / t.filename)
    written.append(write_text(folder / "import.sh", import_sh(ts)))
    written.append(write_text(folder / "import.cypher", import_cypher(ts)))
    keep = {p.name for p in written}
    for stale in sorted(folder.glob("nodes_*.csv")) + sorted(folder.glob("rels_*.csv")):
        if stale.name not in keep:
            try:
                stale.unlink()
            except OSError as exc:
                raise ExportError(f"cannot remove stale file: {exc.strerror or exc}", path=str(stale)) from exc
    return written
