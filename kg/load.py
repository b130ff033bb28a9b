"""Load a built graph's Neo4j CSV export into a running Bolt server with the official ``neo4j`` driver.

Constraints (or, where the server has none, indexes) come first; then every node file and every
relationship file is sent in batches as ``UNWIND $rows AS row MERGE …`` with the data as parameters.
Labels and relationship types are spliced into the Cypher text only after they are checked against the
fixed vocabulary of kg.schema; nothing from the data is ever spliced. Merging on the stable node ``id``
and the relationship ``edgeKey`` makes a second load change nothing.
"""

from __future__ import annotations

import csv
import json
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kg.errors import KgError
from kg.exporters.neo4j import (ARRAY_DELIMITER, DIRNAME, EDGE_KEY, END_ID, LABEL, NODE_ID, START_ID, TYPE,
                                constraint_statement, label_name, rel_type_name, unprotect)
from kg.schema import NodeType, RelationType

BATCH_ROWS = 500
# FalkorDB 4.16 (the Bolt server the tests use) crashed here once a query with its pasted parameters
# passed about 4 KB (a 4,070-character string worked, 4,080 did not); batches for such servers stay small.
PASTED_QUERY_LIMIT = 4000
PASTED_BATCH_BYTES = 3000


def _boolean(text: str) -> bool:
    word = text.strip().lower()
    if word not in ("true", "false"):
        raise ValueError(f"not a boolean: {text!r}")
    return word == "true"


_CONVERT: dict[str, Callable[[str], Any]] = {
    "string": str, "int": int, "long": int, "short": int, "byte": int,
    "float": float, "double": float, "boolean": _boolean,
}


class LoadError(KgError):
    """The export cannot be read or the Bolt server refused the load."""

    exit_code = 8


@dataclass
class NodeFile:
    """The rows of one node CSV file: label and (id, properties) pairs."""

    path: Path
    label: str
    rows: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class RelFile:
    """The rows of one relationship CSV file, with its type and end labels."""

    path: Path
    rel_type: str
    start: str
    end: str
    rows: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class Export:
    """Everything in a neo4j/ export folder, parsed and typed."""

    nodes: list[NodeFile]
    rels: list[RelFile]

    def node_counts(self) -> Counter:
        """Number of nodes per label."""
        c: Counter = Counter()
        for f in self.nodes:
            c[f.label] += len(f.rows)
        return c

    def rel_counts(self) -> Counter:
        """Number of relationships per type."""
        c: Counter = Counter()
        for f in self.rels:
            c[f.rel_type] += len(f.rows)
        return c


def export_folder(path: Path) -> Path:
    """The folder holding the CSV files: ``path`` itself or its ``neo4j/`` subfolder."""
    path = Path(path)
    if (path / DIRNAME).is_dir() and not any(path.glob("nodes_*.csv")):
        path = path / DIRNAME
    if not path.is_dir():
        raise LoadError("no such export folder (run `kg build` first)", path=str(path))
    if not any(path.glob("nodes_*.csv")):
        raise LoadError("no nodes_*.csv files here (run `kg build` with the neo4j format)", path=str(path))
    return path


def _columns(header: list[str], path: Path) -> list[tuple[str, str, bool]]:
    cols = []
    for h in header:
        if h.startswith(":") or h == NODE_ID:
            cols.append((h, "", False))
            continue
        name, _, typ = h.partition(":")
        typ = typ or "string"
        is_array = typ.endswith("[]")
        base = typ[:-2] if is_array else typ
        if base not in _CONVERT or not name:
            raise LoadError(f"unsupported column {h!r} in the header", path=str(path), line=1)
        cols.append((name, base, is_array))
    return cols


def _value(text: str, base: str, is_array: bool) -> Any:
    if base == "string":
        text = unprotect(text)
    if is_array:
        return [_CONVERT[base](v) for v in text.split(ARRAY_DELIMITER) if v != ""]
    return _CONVERT[base](text)


def _read_csv(path: Path) -> Iterator[tuple[int, dict[str, str], dict[str, Any]]]:
    try:
        with path.open(encoding="utf-8", newline="") as f:
            reader = csv.reader(f)
            header = next(reader, None)
            if not header:
                raise LoadError("empty file, expected a header", path=str(path))
            cols = _columns(header, path)
            for row in reader:
                line = reader.line_num
                if len(row) != len(cols):
                    raise LoadError(f"{len(row)} cells, the header has {len(cols)}", path=str(path), line=line)
                special, props = {}, {}
                for (name, base, is_array), text in zip(cols, row):
                    if not base:
                        special[name] = text
                    elif text != "":
                        try:
                            props[name] = _value(text, base, is_array)
                        except ValueError as exc:
                            raise LoadError(f"column {name!r}: {exc}", path=str(path), line=line) from exc
                yield line, special, props
    except OSError as exc:
        raise LoadError(f"cannot read: {exc.strerror or exc}", path=str(path)) from exc
    except (UnicodeDecodeError, csv.Error) as exc:
        raise LoadError(f"not a valid UTF-8 CSV file: {exc}", path=str(path)) from exc


def _checked(check: Callable[[str], str], value: str, path: Path, line: int) -> str:
    try:
        return check(value)
    except KgError as exc:
        raise LoadError(str(exc), path=str(path), line=line) from exc


def read_export(path: Path) -> Export:
    """Parse and type every CSV file of a neo4j/ export folder (``path`` or ``path/neo4j``)."""
    folder = export_folder(path)
    nodes, label_of = [], {}
    for p in sorted(folder.glob("nodes_*.csv")):
        f = None
        for line, special, props in _read_csv(p):
            if NODE_ID not in special or LABEL not in special:
                raise LoadError(f"node files need {NODE_ID} and {LABEL} columns", path=str(p), line=1)
            label = _checked(label_name, special[LABEL], p, line)
            if f is None:
                f = NodeFile(p, label)
                nodes.append(f)
            elif label != f.label:
                raise LoadError(f"label {label!r} differs from {f.label!r} earlier in the file", path=str(p),
                                line=line)
            nid = unprotect(special[NODE_ID])
            if nid in label_of:
                raise LoadError(f"duplicate node id {nid!r}", path=str(p), line=line)
            label_of[nid] = label
            props.pop("id", None)
            f.rows.append({"id": nid, "props": props})
    groups: dict[tuple[str, str, str], RelFile] = {}
    for p in sorted(folder.glob("rels_*.csv")):
        for line, special, props in _read_csv(p):
            if not {START_ID, END_ID, TYPE} <= special.keys():
                raise LoadError(f"relationship files need {START_ID}, {END_ID} and {TYPE} columns", path=str(p),
                                line=1)
            rel = _checked(rel_type_name, special[TYPE], p, line)
            start, end = unprotect(special[START_ID]), unprotect(special[END_ID])
            for nid in (start, end):
                if nid not in label_of:
                    raise LoadError(f"node id {nid!r} is in no nodes_*.csv file", path=str(p), line=line)
            k = (label_of[start], rel, label_of[end])
            if k not in groups:
                groups[k] = RelFile(p, rel, k[0], k[2])
            key = props.pop(EDGE_KEY, None)
            groups[k].rows.append({"start": start, "end": end, "key": key, "props": props})
    return Export(nodes, [groups[k] for k in sorted(groups)])


def node_statement(label: str) -> str:
    """The batched MERGE for one label (label checked against the vocabulary; data only as $rows)."""
    return f"UNWIND $rows AS row MERGE (n:`{label_name(label)}` {{id: row.id}}) SET n += row.props"


def rel_statement(rel_type: str, start: str, end: str, *, keyed: bool = True) -> str:
    """The batched MERGE for one relationship type between two labels (names checked; data only as $rows)."""
    key = f" {{{EDGE_KEY}: row.key}}" if keyed else ""
    return (f"UNWIND $rows AS row MATCH (a:`{label_name(start)}` {{id: row.start}}) "
            f"MATCH (b:`{label_name(end)}` {{id: row.end}}) "
            f"MERGE (a)-[r:`{rel_type_name(rel_type)}`{key}]->(b) SET r += row.props")


# A string that trips servers which paste parameters into the query text instead of binding them.
_PROBE = "kg's \\probe\\b \"x\""


def _escape_literal(value: Any) -> Any:
    if isinstance(value, str):
        return value.replace("\\", "\\\\").replace("'", "\\'")
    if isinstance(value, list):
        return [_escape_literal(v) for v in value]
    if isinstance(value, dict):
        return {k: _escape_literal(v) for k, v in value.items()}
    return value


def parameter_encoder(session: Any) -> tuple[Callable[[Any], Any], bool]:
    """How to send strings so the server stores them unchanged, and whether it pastes parameters into text.

    FalkorDB's Bolt layer pastes string parameters between single quotes into the query text, so a
    ``'`` breaks the query and a backslash starts an escape. A probe detects that and the fix is checked
    by a second probe; the values still travel only as parameters.
    """
    from neo4j.exceptions import Neo4jError

    for encode, pasted in ((lambda v: v, False), (_escape_literal, True)):
        try:
            if session.run("RETURN $v AS v", v=encode(_PROBE)).single()["v"] == _PROBE:
                return encode, pasted
        except Neo4jError:
            continue
    raise LoadError("the server does not return string parameters unchanged; refusing to load")


def _row_bytes(row: Any) -> int:
    return len(json.dumps(row, ensure_ascii=False, default=str).encode("utf-8"))


def _batches(rows: list, size: int, max_bytes: int | None = None, what: str = "row") -> Iterator[list]:
    batch: list = []
    used = 0
    for row in rows:
        n = _row_bytes(row) if max_bytes else 0
        if max_bytes and n > max_bytes:
            ident = row.get("id") or f"{row.get('start')} -> {row.get('end')}"
            raise LoadError(f"{what} {ident} needs {n} bytes of parameters; this server pastes parameters into "
                            f"the query text and crashes above about {PASTED_QUERY_LIMIT} bytes")
        if batch and (len(batch) >= size or (max_bytes and used + n > max_bytes)):
            yield batch
            batch, used = [], 0
        batch.append(row)
        used += n
    if batch:
        yield batch


def ensure_id_unique(session: Any, label: str) -> str:
    """A uniqueness constraint on ``id`` for a label; where unsupported (e.g. FalkorDB), an index. Returns which."""
    from neo4j.exceptions import Neo4jError

    try:
        session.run(constraint_statement(label)).consume()
        return "constraint"
    except Neo4jError:
        pass
    label = label_name(label)
    if label in _indexed_labels(session):
        return "index"
    for stmt in (f"CREATE INDEX kg_{label}_id IF NOT EXISTS FOR (n:`{label}`) ON (n.id)",
                 f"CREATE INDEX FOR (n:`{label}`) ON (n.id)"):
        try:
            session.run(stmt).consume()
            return "index"
        except Neo4jError:
            continue
    raise LoadError(f"the server accepts neither a constraint nor an index on :{label}(id)")


def _indexed_labels(session: Any) -> set[str]:
    from neo4j.exceptions import Neo4jError

    for stmt in ("SHOW INDEXES YIELD labelsOrTypes, properties RETURN labelsOrTypes AS labels, properties",
                 "CALL db.indexes() YIELD label, properties RETURN [label] AS labels, properties"):
        try:
            return {lab for rec in session.run(stmt) if list(rec["properties"] or []) == ["id"]
                    for lab in (rec["labels"] or [])}
        except Neo4jError:
            continue
    return set()


@dataclass
class LoadReport:
    """What a load did: the id guard per label, rows sent, and the counts now in the database."""

    guards: dict[str, str]
    rows_sent: int
    nodes: dict[str, int]
    relationships: dict[str, int]

    def summary(self) -> str:
        """One line per kind: counts per label and per relationship type."""
        n = ", ".join(f"{k} {v}" for k, v in self.nodes.items() if v)
        r = ", ".join(f"{k} {v}" for k, v in self.relationships.items() if v)
        guards = sorted(set(self.guards.values()))
        return (f"nodes: {sum(self.nodes.values())} ({n})\nrelationships: {sum(self.relationships.values())} ({r})\n"
                f"{self.rows_sent} rows merged; id guard: {', '.join(guards) or 'none'}")


def count_loaded(session: Any) -> tuple[dict[str, int], dict[str, int]]:
    """Nodes per label and relationships per type now in the database, over the whole vocabulary."""
    nodes = {t.value: session.run(f"MATCH (n:`{label_name(t.value)}`) RETURN count(n) AS c").single()["c"]
             for t in NodeType}
    rels = {t.value: session.run(f"MATCH ()-[r:`{rel_type_name(t.value)}`]->() RETURN count(r) AS c").single()["c"]
            for t in RelationType}
    return nodes, rels


def load_into(session: Any, exports: Path | Export, batch_rows: int = BATCH_ROWS,
              batch_bytes: int | None = None) -> LoadReport:
    """Load an export (its folder, or one already read) through an open driver session; returns the counts after.

    ``batch_bytes`` caps the parameter bytes of one batch; by default there is no cap, except on servers
    that paste parameters into the query text (FalkorDB), where it is PASTED_BATCH_BYTES.
    """
    from neo4j.exceptions import Neo4jError

    export = exports if isinstance(exports, Export) else read_export(exports)
    sent = 0
    try:
        encode, pasted = parameter_encoder(session)
        if batch_bytes is None and pasted:
            batch_bytes = PASTED_BATCH_BYTES
        guards = {f.label: ensure_id_unique(session, f.label) for f in export.nodes}
        for f in export.nodes:
            stmt = node_statement(f.label)
            for batch in _batches(f.rows, batch_rows, batch_bytes, "node"):
                session.run(stmt, rows=encode(batch)).consume()
                sent += len(batch)
        for f in export.rels:
            by_keyed: dict[bool, list] = defaultdict(list)
            for row in f.rows:
                by_keyed[row["key"] is not None].append(row)
            for keyed, rows in sorted(by_keyed.items()):
                stmt = rel_statement(f.rel_type, f.start, f.end, keyed=keyed)
                for batch in _batches(rows, batch_rows, batch_bytes, f"relationship {f.rel_type}"):
                    session.run(stmt, rows=encode(batch)).consume()
                    sent += len(batch)
        nodes, rels = count_loaded(session)
    except Neo4jError as exc:
        raise LoadError(f"the server refused the load: {exc.message or exc}") from exc
    return LoadReport(guards, sent, nodes, rels)


def load_neo4j(uri: str, exports: Path = Path("exports"), *, user: str | None = None, password: str | None = None,
               database: str | None = None, batch_rows: int = BATCH_ROWS, batch_bytes: int | None = None) -> LoadReport:
    """Connect to the Bolt server at ``uri`` and load the export at ``exports`` (idempotent)."""
    try:
        import neo4j
        from neo4j.exceptions import AuthError, DriverError, Neo4jError, ServiceUnavailable
    except ImportError as exc:  # pragma: no cover - neo4j is a declared dependency
        raise LoadError("the neo4j Python driver is not installed (pip install neo4j)") from exc
    export = read_export(exports)  # a broken export fails before any connection is made
    auth = (user, password or "") if user is not None else None
    try:
        with neo4j.GraphDatabase.driver(uri, auth=auth) as driver:
            with driver.session(database=database) as session:
                return load_into(session, export, batch_rows, batch_bytes)
    except AuthError as exc:
        raise LoadError(f"authentication failed at {uri}: {exc.message or exc}") from exc
    except ServiceUnavailable as exc:
        raise LoadError(f"no Bolt server reachable at {uri}: {exc}") from exc
    except (DriverError, Neo4jError, ValueError) as exc:
        raise LoadError(f"cannot load into {uri}: {exc}") from exc
