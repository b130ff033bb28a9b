"""Exporters, one module a format, found by name; each has ``write(graph, out_dir) -> list[Path]``."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path

import networkx as nx

from kg.errors import UnknownNameError

Exporter = Callable[[nx.MultiDiGraph, Path], list[Path]]

# name → module under kg.exporters; loaded lazily so a build only imports what it writes.
REGISTRY: dict[str, str] = {
    "turtle": "kg.exporters.turtle",
    "html": "kg.exporters.html",
    "neo4j": "kg.exporters.neo4j",
    "gexf": "kg.exporters.gexf",
    "graphml": "kg.exporters.graphml",
}
DEFAULT_FORMATS: tuple[str, ...] = tuple(REGISTRY)


def get_exporter(name: str) -> Exporter:
    """The write function of the exporter registered under ``name``."""
    if name not in REGISTRY:
        raise UnknownNameError(f"unknown export format {name!r}", choices=REGISTRY)
    return importlib.import_module(REGISTRY[name]).write
