"""Which part of a graph to show in the browser, and where: top-N and focused subgraphs, deterministic layout.

Pure functions on the NetworkX graph; no I/O. The HTML exporter and `kg view` use them so that a graph built
from tens of thousands of abstracts still opens in seconds.
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass

import networkx as nx

from kg.errors import KgError

MAX_FULL_NODES = 1500
"""Above this many nodes the default page shows the MAX_FULL_NODES best-connected ones instead."""
PHYSICS_MAX_NODES = 1000
"""Above this many nodes the browser does not simulate physics; positions come from Python."""
LAYOUT_SEED = 7
SPACING = 90.0
"""Roughly the pixels between neighbouring nodes in the force layout."""
LEAF_RADIUS = 45.0


class ViewError(KgError):
    """A requested view cannot be made (unknown focus name, bad depth or size)."""

    exit_code = 7


@dataclass
class View:
    """A subgraph to draw, with a one-line note on how it was chosen ('' for the whole graph)."""

    graph: nx.MultiDiGraph
    note: str = ""


def degrees(graph: nx.MultiDiGraph) -> dict[str, int]:
    """Number of distinct neighbours of every node, ignoring direction and parallel edges."""
    undirected = nx.Graph(graph)
    return {n: undirected.degree(n) for n in graph.nodes}


def names_of(data: dict) -> list[str]:
    """The label and aliases of a node, the names a person may search for."""
    names = [str(data.get("label", ""))] + [str(a) for a in data.get("aliases", []) or []]
    return [n for n in names if n]


def _short(text: str, limit: int = 50) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def find_node(graph: nx.MultiDiGraph, name: str) -> str:
    """The node whose id, label or alias is `name` (case-insensitive); among several, the best connected."""
    wanted = name.strip().casefold()
    if not wanted:
        raise ViewError("the focus name is empty")
    if name in graph:
        return name
    deg = degrees(graph)
    exact = [n for n, d in graph.nodes(data=True) if wanted in (x.casefold() for x in names_of(d))]
    if exact:
        return min(exact, key=lambda n: (-deg[n], n))
    partial = sorted((n for n, d in graph.nodes(data=True) if any(wanted in x.casefold() for x in names_of(d))),
                     key=lambda n: (-deg[n], n))
    if len(partial) == 1:
        return partial[0]
    hint = ", ".join(repr(_short(str(graph.nodes[n].get("label", n)))) for n in partial[:8])
    raise ViewError(f"no node is named {name!r}" + (f"; did you mean one of: {hint}" if hint else ""))


def _grow(graph: nx.MultiDiGraph, n: int, start: str | None = None, deg: dict[str, int] | None = None) -> set[str]:
    """n nodes grown from `start` (default: the best-connected), always taking the best-connected neighbour next."""
    deg = degrees(graph) if deg is None else deg
    undirected = graph.to_undirected(as_view=True)
    by_degree = iter(sorted(graph.nodes, key=lambda x: (-deg[x], x)))
    chosen: set[str] = set()
    frontier: list[tuple[int, str]] = [(-deg[start], start)] if start is not None else []
    while len(chosen) < min(n, graph.number_of_nodes()):
        if not frontier:  # this part is used up: go on from the best-connected node left
            seed = next(x for x in by_degree if x not in chosen)
            heapq.heappush(frontier, (-deg[seed], seed))
        _, node = heapq.heappop(frontier)
        if node in chosen:
            continue
        chosen.add(node)
        for other in undirected.neighbors(node):
            if other not in chosen:
                heapq.heappush(frontier, (-deg[other], other))
    return chosen


def top_view(graph: nx.MultiDiGraph, n: int) -> View:
    """The n best-connected nodes, grown outward from the best-connected one so that the view stays linked.

    A plain top-n by degree of a big corpus is mostly popular entities with none of the papers that join
    them; taking at each step the best-connected node next to those already chosen keeps hubs and the
    papers between them.
    """
    if n < 1:
        raise ViewError(f"--top must be at least 1, got {n}")
    if graph.number_of_nodes() <= n:
        return View(graph.copy())
    note = (f"Showing {n:,} of {graph.number_of_nodes():,} nodes, the best-connected and the links between them; "
            f"use `kg view --focus NAME` to explore any node's neighbourhood.")
    return View(graph.subgraph(_grow(graph, n)).copy(), note)


def focus_view(graph: nx.MultiDiGraph, name: str, depth: int = 1, top: int | None = None) -> View:
    """The node named `name` and everything within `depth` links of it; with `top`, the best-connected of those."""
    if depth < 0:
        raise ViewError(f"--depth must be 0 or more, got {depth}")
    if top is not None and top < 1:
        raise ViewError(f"--top must be at least 1, got {top}")
    centre = find_node(graph, name)
    keep = set(nx.ego_graph(graph.to_undirected(as_view=True), centre, radius=depth))
    if top is not None and len(keep) > top:
        # degrees as in the whole graph, growth from the centre, so the cut view stays around it
        keep = _grow(graph.subgraph(keep), top, centre, degrees(graph))
    label = graph.nodes[centre].get("label", centre)
    note = f"Neighbourhood of {label!s} ({graph.nodes[centre]['type']}), depth {depth}: {len(keep):,} nodes"
    sub = graph.subgraph(keep).copy()
    sub.graph["focus"] = centre
    return View(sub, note)


def default_view(graph: nx.MultiDiGraph, limit: int | None = None) -> View:
    """The whole graph when it is small enough to open quickly, otherwise its `limit` best-connected nodes."""
    limit = MAX_FULL_NODES if limit is None else limit
    return top_view(graph, limit) if graph.number_of_nodes() > limit else View(graph.copy())


def layout(graph: nx.MultiDiGraph, seed: int = LAYOUT_SEED) -> dict[str, tuple[float, float]]:
    """Deterministic node positions in screen pixels.

    Nodes with a single neighbour (most results, tasks and one-off names) are put in a ring around that
    neighbour, so the force layout only has to place the rest; each connected part is laid out on its own
    and the parts are packed in rows, the biggest first.
    """
    # built in sorted order: subgraph views iterate sets, and spring_layout's start depends on node order
    undirected = nx.Graph()
    undirected.add_nodes_from(sorted(graph.nodes))
    undirected.add_edges_from(sorted({tuple(sorted((u, v))) for u, v in graph.edges() if u != v}))
    leaves: dict[str, list[str]] = {}
    for n in sorted(undirected.nodes):
        if undirected.degree(n) == 1:
            (parent,) = undirected.neighbors(n)
            if undirected.degree(parent) > 1:
                leaves.setdefault(parent, []).append(n)
    placed_later = {x for ring in leaves.values() for x in ring}
    core = undirected.subgraph(n for n in undirected.nodes if n not in placed_later)
    parts = sorted((sorted(c) for c in nx.connected_components(core)), key=lambda c: (-len(c), c[0]))
    blocks: list[tuple[dict[str, tuple[float, float]], float]] = []
    for nodes in parts:
        half = SPACING * math.sqrt(len(nodes)) / 2
        if len(nodes) == 1:
            pos = {nodes[0]: (0.0, 0.0)}
        else:
            # above 500 nodes networkx minimises an O(n²) energy per step; fewer steps keep a 1,500-node page
            # to a few seconds and the picture barely changes
            steps = 50 if len(nodes) <= 500 else 25 if len(nodes) <= 3000 else 12
            part = nx.Graph()
            part.add_nodes_from(nodes)
            part.add_edges_from(sorted(tuple(sorted(e)) for e in core.subgraph(nodes).edges()))
            raw = nx.spring_layout(part, seed=seed, iterations=steps, scale=half)
            pos = {n: (float(raw[n][0]), float(raw[n][1])) for n in nodes}
        for parent in nodes:
            ring = leaves.get(parent, [])
            for i, leaf in enumerate(ring):
                if len(ring) <= 10:  # a ring around the parent
                    radius, angle = LEAF_RADIUS, 2 * math.pi * i / len(ring) + 0.5
                else:  # a sunflower disc: even density however many leaves a hub has
                    radius, angle = LEAF_RADIUS + 16.0 * math.sqrt(i), i * 2.399963
                pos[leaf] = (pos[parent][0] + radius * math.cos(angle), pos[parent][1] + radius * math.sin(angle))
        xs = [p[0] for p in pos.values()]
        ys = [p[1] for p in pos.values()]
        cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
        size = max(max(xs) - min(xs), max(ys) - min(ys)) + 2 * LEAF_RADIUS
        blocks.append(({n: (x - cx, y - cy) for n, (x, y) in pos.items()}, size))
    width = max([800.0] + [size for _, size in blocks])
    positions: dict[str, tuple[float, float]] = {}
    x = y = row_h = 0.0
    for pos, size in blocks:
        if x + size > width and x > 0:
            x, y, row_h = 0.0, y + row_h, 0.0
        for n, (px, py) in pos.items():
            positions[n] = (round(x + size / 2 + px, 1), round(y + size / 2 + py, 1))
        x += size
        row_h = max(row_h, size)
    return positions


def edge_count(graph: nx.MultiDiGraph) -> int:
    """Number of drawn edges: parallel edges between the same two nodes in the same direction are drawn once."""
    return nx.DiGraph(graph).number_of_edges()
