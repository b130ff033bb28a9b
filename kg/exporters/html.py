"""Interactive pyvis page that works from a double-click, offline: search, type filters, neighbourhood highlight.

pyvis builds the node and edge records and the vis-network options; the page itself comes from our own
template (kg/exporters/templates/graph.html) because pyvis 0.3.2's template links bootstrap from a CDN even
with ``cdn_resources="in_line"``. The vis-network library that pyvis ships is inlined from its package folder,
so nothing is fetched, at build time or when the page opens.
"""

from __future__ import annotations

import html
import json
import math
import re
from functools import lru_cache
from pathlib import Path

import networkx as nx
import pyvis
from jinja2 import Environment, FileSystemLoader
from markupsafe import Markup
from pyvis.edge import Edge
from pyvis.network import Network
from pyvis.node import Node

from kg import view
from kg.errors import ExportError
from kg.exporters.atomic import write_text
from kg.schema import NodeType, RelationType

FILENAME = "graph.html"
HEADING = "Knowledge graph of research abstracts"
COLOURS = {
    NodeType.PAPER.value: "#90a4ae", NodeType.VENUE.value: "#455a64", NodeType.METHOD.value: "#1e88e5",
    NodeType.MODEL.value: "#8e24aa", NodeType.DATASET.value: "#43a047", NodeType.TASK.value: "#fb8c00",
    NodeType.METRIC.value: "#e53935", NodeType.RESULT.value: "#fbc02d", NodeType.REPOSITORY.value: "#212121",
}
SHAPES = {
    NodeType.PAPER.value: "square", NodeType.VENUE.value: "star", NodeType.METHOD.value: "dot",
    NodeType.MODEL.value: "hexagon", NodeType.DATASET.value: "triangle", NodeType.TASK.value: "diamond",
    NodeType.METRIC.value: "triangleDown", NodeType.RESULT.value: "dot", NodeType.REPOSITORY.value: "square",
}
# Legend swatches drawn in a 14x14 box, one per vis-network shape used above.
_SVG = {
    "dot": '<circle cx="7" cy="7" r="6" fill="{c}"/>',
    "square": '<rect x="1.5" y="1.5" width="11" height="11" fill="{c}"/>',
    "star": '<polygon points="7,0.5 8.9,5 13.5,5.2 9.9,8.2 11.1,13 7,10.3 2.9,13 4.1,8.2 0.5,5.2 5.1,5" fill="{c}"/>',
    "hexagon": '<polygon points="7,0.5 12.6,3.8 12.6,10.2 7,13.5 1.4,10.2 1.4,3.8" fill="{c}"/>',
    "triangle": '<polygon points="7,1 13.5,13 0.5,13" fill="{c}"/>',
    "triangleDown": '<polygon points="0.5,1 13.5,1 7,13" fill="{c}"/>',
    "diamond": '<polygon points="7,0.5 13.5,7 7,13.5 0.5,7" fill="{c}"/>',
}
EDGE_COLOUR = {"color": "#b0bec5", "highlight": "#37474f", "hover": "#607d8b", "opacity": 0.8}
CODE_HOSTS = ("github.com", "gitlab.com", "bitbucket.org", "huggingface.co", "codeberg.org", "sourceforge.net")
_NON_CODE_URL = re.compile(r"(https?)://(?!(?:[\w-]+\.)*(?:" + "|".join(map(re.escape, CODE_HOSTS)) + ")/)", re.I)
_TEMPLATES = Path(__file__).resolve().parent / "templates"
_VIS = Path(pyvis.__file__).resolve().parent / "templates" / "lib" / "vis-9.1.2"
ABSTRACT_CHARS = 320
SENTENCE_CHARS = 300


def _unlink_urls(text: str) -> str:
    """Write non-code URLs inside script text as ``http:\\/\\/``: the same JavaScript string, no remote reference."""
    return _NON_CODE_URL.sub(lambda m: m.group(1) + ":\\/\\/", text)


def _script_json(value: object) -> Markup:
    """JSON safe to place inside a <script> element, sorted for byte-identical output."""
    text = json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    for ch, esc in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"), ("\u2028", "\\u2028"),
                    ("\u2029", "\\u2029")):
        text = text.replace(ch, esc)
    return Markup(_unlink_urls(text))


@lru_cache(maxsize=1)
def _vis_library() -> tuple[str, str]:
    """vis-network's JavaScript and CSS as shipped inside pyvis, ready to inline."""
    js = (_VIS / "vis-network.min.js").read_text(encoding="utf-8")
    css = (_VIS / "vis-network.css").read_text(encoding="utf-8")
    # only "</script" ends an inline script; a rewrite of the library would risk breaking its regexes
    if re.search(r"</script|</style", js + css, re.I):
        raise ExportError("vis-network cannot be inlined as shipped (it contains a closing script tag)", path=str(_VIS))
    return _unlink_urls(js), css


def _clip(text: str, limit: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit].rstrip() + "…"


def _link(url: str) -> str:
    """An <a> to a code repository, or the escaped text where the URL is not plain http(s)."""
    if not re.match(r"https?://", url, re.I):
        return html.escape(url)
    return f'<a href="{html.escape(url, quote=True)}" target="_blank" rel="noopener noreferrer">{html.escape(url)}</a>'


def _evidence(graph: nx.MultiDiGraph, node: str) -> str:
    """One evidence sentence for a node: from the first incident edge (by paper and offset) that has one."""
    found = [(d.get("paper", ""), d.get("start", 0), d["sentence"])
             for _, _, d in list(graph.in_edges(node, data=True)) + list(graph.out_edges(node, data=True))
             if d.get("sentence")]
    return min(found)[2] if found else graph.nodes[node].get("sentence", "")


def _code_urls(graph: nx.MultiDiGraph, paper: str) -> list[str]:
    return sorted({graph.nodes[v].get("url", "") for _, v, d in graph.out_edges(paper, data=True)
                   if d.get("type") == RelationType.HAS_CODE.value} - {""})


def node_tooltip(graph: nx.MultiDiGraph, node: str, degree: int) -> str:
    """HTML for a node's tooltip and info panel; every piece of graph text is escaped."""
    data = graph.nodes[node]
    kind = data["type"]
    e = html.escape
    parts: list[str] = []
    if kind == NodeType.PAPER.value:
        venue = " ".join(str(x) for x in (data.get("venue"), data.get("year")) if x)
        parts.append(f'<b>Paper</b> <span class="kg-type">{e(venue or "venue unknown")}</span>')
        parts.append(f"<blockquote>{e(_clip(data.get('text', ''), ABSTRACT_CHARS))}</blockquote>")
        parts.extend(f"code: {_link(url)}" for url in _code_urls(graph, node))
    else:
        parts.append(f'<b>{e(str(data.get("label", node)))}</b> <span class="kg-type">{e(kind)}</span>')
        if data.get("aliases"):
            parts.append("aliases: " + e(", ".join(str(a) for a in data["aliases"])))
        if kind == NodeType.REPOSITORY.value and data.get("url"):
            parts.append(f"code: {_link(str(data['url']))}")
        if kind == NodeType.VENUE.value:
            papers = sum(1 for _, _, d in graph.in_edges(node, data=True)
                         if d.get("type") == RelationType.PUBLISHED_IN.value)
            parts.append(f"papers: {papers}")
        elif data.get("paper_count"):
            parts.append(f"papers: {int(data['paper_count'])}")
        sentence = _evidence(graph, node)
        if sentence:
            parts.append(f"<blockquote>{e(_clip(sentence, SENTENCE_CHARS))}</blockquote>")
    parts.append(f"links: {degree}")
    return "".join(p if p.startswith("<blockquote>") else f"<div>{p}</div>" for p in parts)


def edge_tooltip(datas: list[dict]) -> str:
    """HTML for the tooltip of the (collapsed) edges between two nodes: relation types and one evidence sentence."""
    types = sorted({str(d.get("type", "")) for d in datas} - {""})
    sentences = sorted((d.get("paper", ""), d.get("start", 0), d["sentence"]) for d in datas if d.get("sentence"))
    text = f"<b>{html.escape(', '.join(types))}</b>"
    if sentences:
        text += f"<blockquote>{html.escape(_clip(sentences[0][2], SENTENCE_CHARS))}</blockquote>"
    return text


def _label(data: dict) -> str:
    kind = data["type"]
    if kind == NodeType.PAPER.value:
        return " "  # dozens of abstract openings would bury the entity names; the tooltip has the text
    if kind == NodeType.REPOSITORY.value:
        return re.sub(r"^https?://(www\.)?", "", str(data.get("label", "")))[:40]
    label = str(data.get("label", ""))
    return label if len(label) <= 40 else label[:39] + "…"


def _short(data: dict) -> str:
    """A plain-text name for lists: the label, or the start of a paper's abstract."""
    if data["type"] == NodeType.PAPER.value:
        return _clip(data.get("text", "") or data.get("label", ""), 70)
    return _clip(str(data.get("label", "")), 70)


def _options(physics: bool, n_nodes: int) -> dict:
    return {
        "nodes": {"font": {"size": 14, "face": "system-ui, sans-serif", "strokeWidth": 3, "strokeColor": "#ffffff"},
                  "borderWidth": 1},
        "edges": {"arrows": {"to": {"enabled": True, "scaleFactor": 0.4}}, "color": EDGE_COLOUR,
                  "smooth": False if n_nodes > view.PHYSICS_MAX_NODES else {"enabled": True, "type": "continuous"},
                  "width": 1},
        "interaction": {"hover": True, "tooltipDelay": 150, "hideEdgesOnDrag": n_nodes > view.PHYSICS_MAX_NODES,
                        "navigationButtons": False, "keyboard": False},
        "physics": {"enabled": physics, "solver": "forceAtlas2Based",
                    "forceAtlas2Based": {"gravitationalConstant": -60, "springLength": 70, "avoidOverlap": 0.3},
                    "stabilization": {"enabled": physics, "iterations": 250, "fit": True}},
        "layout": {"randomSeed": view.LAYOUT_SEED, "improvedLayout": False},
    }


def to_html(graph: nx.MultiDiGraph, note: str = "", heading: str = HEADING) -> str:
    """The graph as a self-contained HTML page (every node and edge of `graph`; select a view first if big)."""
    n_nodes = graph.number_of_nodes()
    physics = n_nodes <= view.PHYSICS_MAX_NODES
    degree = view.degrees(graph)
    positions = view.layout(graph)
    net = Network(height="100%", width="100%", directed=True, cdn_resources="in_line", notebook=False)
    # Node/Edge records are built directly: Network.add_node/add_edge scan lists and get quadratic on big views.
    for n in sorted(graph.nodes):
        data = graph.nodes[n]
        kind = data["type"]
        x, y = positions[n]
        names = view.names_of(data)
        record = Node(n, SHAPES[kind], label=_label(data), color=COLOURS[kind],
                      title=node_tooltip(graph, n, degree[n]), x=x, y=y,
                      size=round(min(7 + 4 * math.sqrt(degree[n]), 48), 1) if kind != NodeType.RESULT.value else 6,
                      kgType=kind, kgNames=sorted({s.casefold() for s in names}), kgShort=_short(data),
                      kgShown=[] if kind in (NodeType.PAPER.value, NodeType.RESULT.value) else names)
        net.nodes.append(record.options)
        net.node_ids.append(n)
        net.node_map[n] = record.options
    pairs: dict[tuple[str, str], list[dict]] = {}
    for u, v, data in graph.edges(data=True):
        pairs.setdefault((u, v), []).append(data)
    for i, (u, v) in enumerate(sorted(pairs)):
        net.edges.append(Edge(u, v, directed=True, id=f"e{i}", title=edge_tooltip(pairs[(u, v)])).options)
    net.options = _options(physics, n_nodes)
    nodes, edges, _, _, _, options = net.get_network_data()

    counts = {t: 0 for t in COLOURS}
    for _, d in graph.nodes(data=True):
        counts[d["type"]] += 1
    types = [{"name": t, "count": counts[t], "svg": Markup(_SVG[SHAPES[t]].format(c=COLOURS[t]))}
             for t in COLOURS if counts[t]]
    summary = f"{n_nodes:,} nodes, {len(pairs):,} links"
    kg_data = {"types": [t["name"] for t in types], "degree": degree, "summary": summary,
               "edgeColour": EDGE_COLOUR, "focus": graph.graph.get("focus"), "physics": physics}
    js, css = _vis_library()
    env = Environment(loader=FileSystemLoader(_TEMPLATES), autoescape=True, keep_trailing_newline=True)
    return env.get_template("graph.html").render(
        heading=heading, note=note, summary=summary, types=types, vis_js=Markup(js), vis_css=Markup(css),
        kg=_script_json(kg_data), nodes=_script_json(nodes), edges=_script_json(edges),
        options=_script_json(json.loads(options)))


def write(graph: nx.MultiDiGraph, out_dir: Path) -> list[Path]:
    """Write graph.html into out_dir: the whole graph, or its best-connected part when it is too big to open fast."""
    shown = view.default_view(graph)
    return [write_text(Path(out_dir) / FILENAME, to_html(shown.graph, note=shown.note))]


def write_view(graph: nx.MultiDiGraph, path: Path, *, focus: str | None = None, depth: int = 1,
               top: int | None = None) -> tuple[Path, view.View]:
    """Write one page at path: `focus`'s neighbourhood to `depth` links, else the `top` best connected, else the default."""
    if focus is not None:
        shown = view.focus_view(graph, focus, depth, top)
    elif top is not None:
        shown = view.top_view(graph, top)
    else:
        shown = view.default_view(graph)
    return write_text(Path(path), to_html(shown.graph, note=shown.note)), shown
