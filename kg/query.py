"""SPARQL over a Turtle file with pyoxigraph; results as a table or the W3C CSV/JSON formats."""

from __future__ import annotations

from pathlib import Path

from pyoxigraph import QueryResultsFormat, RdfFormat, Store

from kg.errors import QueryError

FORMATS = ("table", "csv", "json")


def load_store(graph_path: Path) -> Store:
    """Load a Turtle file into an in-memory store."""
    store = Store()
    try:
        store.bulk_load(path=str(graph_path), format=RdfFormat.TURTLE)
    except OSError as exc:
        raise QueryError(f"cannot read graph: {exc.strerror or exc}", path=str(graph_path)) from exc
    except SyntaxError as exc:
        raise QueryError(f"not valid Turtle: {exc}", path=str(graph_path)) from exc
    return store


def query_text(query: str) -> str:
    """The SPARQL text: the argument itself, or the content of a .rq file it names."""
    path = Path(query)
    if query.endswith(".rq") or (len(query) < 4096 and "\n" not in query and path.is_file()):
        try:
            return path.read_text(encoding="utf-8")
        except OSError as exc:
            raise QueryError(f"cannot read query: {exc.strerror or exc}", path=query) from exc
    return query


def run_query(graph_path: Path, query: str, fmt: str = "table") -> str:
    """Run a SELECT/ASK query and render the results in the chosen format."""
    if fmt not in FORMATS:
        raise QueryError(f"unknown format {fmt!r}", choices=FORMATS)
    store = load_store(graph_path)
    try:
        results = store.query(query_text(query))
    except SyntaxError as exc:
        raise QueryError(f"invalid SPARQL: {exc}") from exc
    if fmt == "csv":
        return results.serialize(format=QueryResultsFormat.CSV).decode("utf-8")
    if fmt == "json":
        return results.serialize(format=QueryResultsFormat.JSON).decode("utf-8")
    if isinstance(results, bool):
        return str(results).lower() + "\n"
    variables = [v.value for v in results.variables]
    rows = [["" if t is None else t.value for t in solution] for solution in results]
    widths = [min(60, max([len(v)] + [len(r[i]) for r in rows])) for i, v in enumerate(variables)]
    cell = lambda s, w: (s if len(s) <= w else s[: w - 1] + "…").ljust(w)  # noqa: E731
    lines = [" | ".join(cell(v, w) for v, w in zip(variables, widths)), "-+-".join("-" * w for w in widths)]
    lines += [" | ".join(cell(c.replace("\n", " "), w) for c, w in zip(r, widths)) for r in rows]
    lines.append(f"({len(rows)} rows)")
    return "\n".join(lines) + "\n"
