"""The contract every registered exporter keeps: non-empty files, byte-identical output for the same graph,
atomic writes (temporary file, then rename), and a faithful read-back wherever a reader exists."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import networkx as nx
import pytest

from kg.exporters import REGISTRY, get_exporter

FORMATS = sorted(REGISTRY)


def _snapshot(paths: list[Path], root: Path) -> dict[str, bytes]:
    return {str(Path(p).relative_to(root)): Path(p).read_bytes() for p in paths}


@pytest.mark.parametrize("name", FORMATS)
def test_exporters_contract_nonempty_and_inside_out_dir(seed_build, tmp_path, name):
    written = get_exporter(name)(seed_build.graph, tmp_path)
    assert written, f"{name} wrote nothing"
    for p in written:
        assert Path(p).is_file() and Path(p).stat().st_size > 0, p
        assert Path(p).resolve().is_relative_to(tmp_path.resolve()), p


@pytest.mark.parametrize("name", FORMATS)
def test_exporters_contract_deterministic(seed_build, tmp_path, name):
    write = get_exporter(name)
    first = _snapshot(write(seed_build.graph, tmp_path / "a"), tmp_path / "a")
    again = _snapshot(write(seed_build.graph, tmp_path / "a"), tmp_path / "a")
    other = _snapshot(write(seed_build.graph, tmp_path / "b"), tmp_path / "b")
    assert first == again == other


@pytest.mark.parametrize("name", FORMATS)
def test_exporters_contract_atomic_writes(seed_build, tmp_path, monkeypatch, name):
    write = get_exporter(name)
    write(seed_build.graph, tmp_path)  # old files present: readers must see old or new, never a part
    renamed: list[Path] = []
    real_replace = os.replace

    def spy(src, dst, *args, **kwargs):
        renamed.append(Path(dst).resolve())
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", spy)
    written = write(seed_build.graph, tmp_path)
    assert {Path(p).resolve() for p in written} <= set(renamed), "files written in place, not renamed into place"
    leftovers = [p for p in tmp_path.rglob("*") if p.name.endswith(".tmp")]
    assert not leftovers


def _ids_from_turtle(path: Path) -> Counter:
    from pyoxigraph import NamedNode, RdfFormat, parse

    from kg.schema import NodeType
    from kg.vocab import KG, PREFIXES, RES

    rdf_type = NamedNode(PREFIXES["rdf"] + "type")
    classes = {KG + t.value: t.value for t in NodeType}
    return Counter({t.subject.value.removeprefix(RES): classes[t.object.value]
                    for t in parse(path=str(path), format=RdfFormat.TURTLE)
                    if t.predicate == rdf_type and t.object.value in classes}.values())


def _read_back(name: str, paths: list[Path]) -> tuple[Counter, Counter] | None:
    """(node types, edge types) as the format's reader sees them; None where no reader exists."""
    by_name = {Path(p).name: Path(p) for p in paths}
    if name == "gexf":
        g = nx.read_gexf(by_name["graph.gexf"])
    elif name == "graphml":
        g = nx.read_graphml(by_name["graph.graphml"], force_multigraph=True)
    elif name == "neo4j":
        from kg.load import read_export

        export = read_export(Path(paths[0]).parent)
        return export.node_counts(), export.rel_counts()
    elif name == "turtle":
        return _ids_from_turtle(by_name["graph.ttl"]), None
    else:
        return None
    return (Counter(d["type"] for _, d in g.nodes(data=True)),
            Counter(d["type"] for _, _, d in g.edges(data=True)))


@pytest.mark.parametrize("name", FORMATS)
def test_exporters_contract_round_trip(seed_build, tmp_path, name):
    back = _read_back(name, get_exporter(name)(seed_build.graph, tmp_path))
    if back is None:
        pytest.skip(f"no reader for the {name} export")
    g = seed_build.graph
    nodes, edges = back
    assert nodes == Counter(d["type"] for _, d in g.nodes(data=True))
    if edges is not None:  # RDF merges parallel edges into one triple, so Turtle is checked on nodes only
        assert edges == Counter(d["type"] for _, _, d in g.edges(data=True))
