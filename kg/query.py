"""SPARQL over a Turtle file with pyoxigraph; results as a table or the W3C CSV/JSON formats."""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from pathlib import Path

import pyoxigraph
from pyoxigraph import QueryResultsFormat, RdfFormat, Store

from kg.errors import QueryError

FORMATS = ("table", "csv", "json")
# With KG_QUERY_CACHE=1, files at least this big are kept as an on-disk pyoxigraph store in the user cache, keyed
# by their content, so only the first query pays the load (about 5 s CPU per million triples). Off by default:
# on-disk stores answer aggregate queries in milliseconds but sort long literals far slower than memory
# (paper_entities.rq on 3M triples: 33 s against a 16 s load plus 2.4 s in memory).
STORE_CACHE_MIN_BYTES = 32_000_000
STORE_CACHE_KEEP = 3


def _load_memory(graph_path: Path) -> Store:
    store = Store()
    try:
        store.bulk_load(path=str(graph_path), format=RdfFormat.TURTLE)
    except OSError as exc:
        raise QueryError(f"cannot read graph: {exc.strerror or exc}", path=str(graph_path)) from exc
    except SyntaxError as exc:
        raise QueryError(f"not valid Turtle: {exc}", path=str(graph_path)) from exc
    return store


def _content_key(graph_path: Path) -> str:
    h = hashlib.sha256(pyoxigraph.__version__.encode())
    with open(graph_path, "rb") as f:
        for block in iter(lambda: f.read(1 << 22), b""):
            h.update(block)
    return h.hexdigest()[:32]


def _cached_store(graph_path: Path, folder: Path) -> Store:
    """A read-only on-disk store of the file, built on first use; older stores beyond the last few are removed."""
    folder.mkdir(parents=True, exist_ok=True)
    final = folder / _content_key(graph_path)
    if not (final / "complete").is_file():
        tmp = Path(tempfile.mkdtemp(prefix=".build.", dir=folder))
        try:
            store = Store(str(tmp / "db"))
            try:
                store.bulk_load(path=str(graph_path), format=RdfFormat.TURTLE)
            except SyntaxError as exc:
                raise QueryError(f"not valid Turtle: {exc}", path=str(graph_path)) from exc
            store.flush()
            del store
            (tmp / "complete").touch()
            try:
                os.rename(tmp, final)
            except OSError:  # another process published the same store first
                pass
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    os.utime(final)
    stores = sorted((d for d in folder.iterdir() if (d / "complete").is_file()), key=lambda d: d.stat().st_mtime)
    for old in stores[:-STORE_CACHE_KEEP]:
        shutil.rmtree(old, ignore_errors=True)
    return Store.read_only(str(final / "db"))


def load_store(graph_path: Path, *, cache: Path | None = None) -> Store:
    """Load a Turtle file: a big file from (or into) the on-disk store cache, a small one into memory.

    The on-disk store is used when ``cache`` (a folder) is given, or for big files when KG_QUERY_CACHE=1 (in
    ``stores`` under kg's cache folder, see kg.cache); KG_QUERY_CACHE=0 always loads into memory. A cache that
    cannot be used only costs time.
    """
    graph_path = Path(graph_path)
    try:
        big = graph_path.stat().st_size >= STORE_CACHE_MIN_BYTES
    except OSError as exc:
        raise QueryError(f"cannot read graph: {exc.strerror or exc}", path=str(graph_path)) from exc
    wanted = os.environ.get("KG_QUERY_CACHE", "")
    if (cache is not None or (big and wanted == "1")) and wanted != "0":
        from kg.cache import default_cache_dir

        try:
            return _cached_store(graph_path, cache if cache is not None else default_cache_dir() / "stores")
        except QueryError:
            raise
        except (OSError, RuntimeError):
            pass
    return _load_memory(graph_path)


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
