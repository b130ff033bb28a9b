"""Command-line interface: a thin typer app over kg's functions; the only place errors become exit codes."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import List, Optional

import typer

from kg.errors import KgError

app = typer.Typer(add_completion=False, no_args_is_help=True, help="Turn research abstracts into a knowledge graph.")


def _fail(exc: KgError) -> None:
    typer.echo(f"kg: error: {exc}", err=True)
    raise typer.Exit(exc.exit_code)


@app.command()
def build(
    inputs: List[Path] = typer.Argument(..., help="Abstract files or folders."),
    out: Path = typer.Option(Path("exports"), "--out", "-o", help="Folder for the exports."),
    fmt: Optional[List[str]] = typer.Option(None, "--format", "-f", help="Export format (repeatable); default all."),
    strict: bool = typer.Option(False, "--strict", help="Treat every input problem as fatal."),
    jobs: Optional[int] = typer.Option(None, "--jobs", "-j", min=1, help="Extraction processes; default all cores."),
    cache: Optional[Path] = typer.Option(None, "--cache", help="Cache folder for per-paper extractions "
                                         "(default $KG_CACHE_DIR or ~/.cache/kg)."),
    no_cache: bool = typer.Option(False, "--no-cache", help="Extract every paper afresh and store nothing."),
    progress: Optional[bool] = typer.Option(None, "--progress/--no-progress",
                                            help="Progress bars on stderr; default when it is a terminal."),
) -> None:
    """Build the graph from INPUTS and write the exports."""
    from kg.build import build as run_build
    from kg.cache import default_cache_dir
    from kg.exporters import DEFAULT_FORMATS

    try:
        report = run_build(inputs, out, formats=fmt or DEFAULT_FORMATS, strict=strict,
                           progress=sys.stderr.isatty() if progress is None else progress, jobs=jobs,
                           cache=None if no_cache else cache or default_cache_dir())
    except KgError as exc:
        _fail(exc)
    for warning in report.corpus.warnings:
        typer.echo(f"kg: warning: {warning}", err=True)
    typer.echo(report.summary())


@app.command()
def query(
    graph: Path = typer.Argument(..., help="A Turtle file written by kg build."),
    sparql: str = typer.Argument(..., help="SPARQL text or a path to a .rq file."),
    fmt: str = typer.Option("table", "--format", "-f", help="table, csv or json (W3C SPARQL results)."),
) -> None:
    """Run a SPARQL query over GRAPH."""
    from kg.query import run_query

    try:
        sys.stdout.write(run_query(graph, sparql, fmt))
    except KgError as exc:
        _fail(exc)


@app.command("eval")
def eval_(
    gold: Path = typer.Argument(..., help="Gold annotations, JSONL (one paper a line)."),
    inputs: Optional[List[Path]] = typer.Option(None, "--input", "-i", help="Abstract files (default: seeds/)."),
    errors: bool = typer.Option(True, "--errors/--no-errors", help="List false positives and misses."),
) -> None:
    """Build the graph for the gold's abstracts and print precision, recall and F1 per type."""
    from kg.build import build_graph_only
    from kg.evaluate import evaluate, read_gold, report

    try:
        records = read_gold(gold)
        graph = build_graph_only(inputs or [Path("seeds")])
    except KgError as exc:
        _fail(exc)
    scores, missing = evaluate(records, graph)
    typer.echo(report(scores, len(records), missing, errors=errors), nl=False)


@app.command()
def view(
    inputs: List[Path] = typer.Argument(..., help="Abstract files or folders, as for kg build."),
    focus: Optional[str] = typer.Option(None, "--focus", help="Centre on the node with this name, alias or id."),
    depth: int = typer.Option(1, "--depth", help="With --focus: how many links away to include."),
    top: Optional[int] = typer.Option(None, "--top", help="Keep the N best-connected nodes (with --focus: of the neighbourhood)."),
    out: Path = typer.Option(Path("exports/view.html"), "--out", "-o", help="The HTML file to write."),
    strict: bool = typer.Option(False, "--strict", help="Treat every input problem as fatal."),
    jobs: Optional[int] = typer.Option(None, "--jobs", "-j", min=1, help="Extraction processes; default all cores."),
    cache: Optional[Path] = typer.Option(None, "--cache", help="Extraction cache folder, shared with kg build "
                                         "(default $KG_CACHE_DIR or ~/.cache/kg)."),
    no_cache: bool = typer.Option(False, "--no-cache", help="Extract every paper afresh and store nothing."),
) -> None:
    """Build the graph from INPUTS (reusing kg build's extraction cache) and write an HTML page of part of it."""
    from kg.build import _open_cache, extract_all
    from kg.cache import default_cache_dir
    from kg.corpus import read_corpus
    from kg.exporters.html import write_view
    from kg.graph import build_graph
    from kg.resolve import resolve

    try:
        corpus = read_corpus(inputs, strict=strict)
        store = None if no_cache else _open_cache(cache or default_cache_dir(), corpus)
        try:
            extractions = extract_all(corpus, progress=sys.stderr.isatty(), jobs=jobs, cache=store)
        finally:
            if store:
                store.close()
        graph = build_graph(corpus.papers, extractions, resolve(extractions))
        path, shown = write_view(graph, out, focus=focus, depth=depth, top=top)
    except KgError as exc:
        _fail(exc)
    for warning in corpus.warnings:
        typer.echo(f"kg: warning: {warning}", err=True)
    typer.echo(f"{path}: {shown.graph.number_of_nodes()} of {graph.number_of_nodes()} nodes"
               + (f" ({shown.note})" if shown.note else ""))


@app.command()
def train(
    what: str = typer.Argument(..., help="What to rebuild: 'ner' (the kg_ner weights), 'gazetteer', 'tasks' "
                                         "(the learned task phrases), 'task-acronyms' (the acronyms the corpora spell out as tasks), "
                                         "'common-words' (words the corpora write in lower case) or "
                                         "'annotated-tasks' (task names from --gold)."),
    data: Optional[Path] = typer.Option(None, "--data", help="Labelled corpora (default ../shared/corpora/labelled)."),
    corpora: Optional[Path] = typer.Option(None, "--corpora", help="tasks, task-acronyms, common-words: folder of "
                                           "unlabelled *.txt corpora "
                                           "(default: the folder that holds the labelled one)."),
    out: Optional[Path] = typer.Option(None, "--out", "-o", help="Output (default: the shipped file or model)."),
    gold: Optional[Path] = typer.Option(None, "--gold", help="annotated-tasks: folder of NAME.jsonl gold files, "
                                        "each with its NAME.txt abstracts beside it."),
    merge: bool = typer.Option(False, "--merge", help="annotated-tasks: keep the names the output file already holds "
                               "(not those the annotations say thrice and never give)."),
    silver: int = typer.Option(800, "--silver", help="ner: also train on rule output for N unlabelled abstracts."),
    all_methods: bool = typer.Option(False, "--all-methods", help="ner: train on generic SciERC methods too."),
    iterations: int = typer.Option(12, "--iter", help="ner: training epochs."),
) -> None:
    """Rebuild the dataset gazetteer, the learned or annotated task phrases, the common words or the statistical NER
    (deterministic)."""
    from kg.errors import InputError, UnknownNameError
    from kg.train import (NerConfig, run_common_words, run_gazetteer, run_gold_tasks, run_ner, run_task_acronyms,
                          run_tasks)

    try:
        if what == "gazetteer":
            run_gazetteer(data, out)
        elif what == "tasks":
            run_tasks(data, out, corpora=corpora)
        elif what == "task-acronyms":
            run_task_acronyms(data, out, corpora=corpora)
        elif what == "common-words":
            run_common_words(data, out, corpora=corpora)
        elif what == "annotated-tasks":
            if gold is None:
                raise InputError("annotated-tasks needs --gold DIR (a folder of annotated abstracts)")
            run_gold_tasks(gold, out, merge=merge)
        elif what == "ner":
            run_ner(data, out, silver=silver, named_methods=not all_methods, config=NerConfig(n_iter=iterations))
        else:
            raise UnknownNameError(f"nothing to train called {what!r}",
                                   choices=["annotated-tasks", "common-words", "gazetteer", "ner", "task-acronyms",
                                            "tasks"])
    except KgError as exc:
        _fail(exc)


load_app = typer.Typer(no_args_is_help=True, help="Load a built graph into a database.")
app.add_typer(load_app, name="load")


@load_app.command("neo4j")
def load_neo4j(
    uri: str = typer.Argument(..., help="Bolt URI of a running server, e.g. bolt://localhost:7687."),
    exports: Path = typer.Option(Path("exports"), "--from", help="Folder written by kg build (or its neo4j/ folder)."),
    user: Optional[str] = typer.Option(None, "--user", "-u", help="User name; none for a server without auth."),
    password: Optional[str] = typer.Option(None, "--password", "-p", envvar="NEO4J_PASSWORD",
                                           help="Password (or set NEO4J_PASSWORD)."),
    database: Optional[str] = typer.Option(None, "--database", "-d", help="Database name; default the server's."),
    batch: int = typer.Option(500, "--batch", min=1, help="Rows per UNWIND batch."),
) -> None:
    """Load the Neo4j CSV export into a Bolt server (MERGE on stable ids: loading twice changes nothing)."""
    from kg.load import load_neo4j as run_load

    try:
        report = run_load(uri, exports, user=user, password=password, database=database, batch_rows=batch)
    except KgError as exc:
        _fail(exc)
    typer.echo(report.summary())


def main() -> None:
    """Entry point of the console script: no error reaches the user as a traceback."""
    try:
        app()
    except KgError as exc:
        typer.echo(f"kg: error: {exc}", err=True)
        sys.exit(exc.exit_code)
    except BrokenPipeError:  # output piped into head & co.: not an error; keep Python quiet at exit too
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)
    except Exception as exc:  # noqa: BLE001 - a bug; say so in one line, the traceback only on request
        if os.environ.get("KG_DEBUG"):
            raise
        typer.echo(f"kg: internal error: {type(exc).__name__}: {exc} (set KG_DEBUG=1 for the traceback)", err=True)
        sys.exit(70)


if __name__ == "__main__":
    main()
