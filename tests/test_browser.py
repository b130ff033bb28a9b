"""graph.html in a real browser: Debian's Chromium driven by Playwright, pages opened from file:// offline.

Run as a script to refresh the README screenshot:  python3 -m tests.test_browser docs/screenshot.png
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from kg import view
from kg.exporters import html as html_export
from tests.conftest import ROOT, SEEDS

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update"]
XSS_ABSTRACTS = """ICML 2026 Papers

We propose KgTestNet <script>window.__kgPwned = 1; alert(1)</script> for robust detection and evaluate it on COCO-C.

Robust detection <img src=x onerror="window.__kgPwned = 2; alert(2)"> remains hard; we study it on ImageNet-C.

Closing tags break pages: </script><script>window.__kgPwned = 3</script> and <svg onload="window.__kgPwned = 4">.
"""
TIMEOUT_MS = 30_000


def _graph(inputs: list[Path]):
    from kg.build import extract_all
    from kg.corpus import read_corpus
    from kg.graph import build_graph
    from kg.resolve import resolve

    corpus = read_corpus(inputs)
    extractions = extract_all(corpus)
    return build_graph(corpus.papers, extractions, resolve(extractions))


def launch(playwright):
    """Debian's Chromium with the flags CI needs (Playwright's own browser download cannot work offline)."""
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)


def open_page(browser, path: Path, events: dict | None = None, viewport: tuple[int, int] = (1280, 800)):
    """A new page showing path, with remote requests refused and console errors, dialogs and requests recorded."""
    events = {"errors": [], "dialogs": [], "remote": []} if events is None else events
    page = browser.new_page(viewport={"width": viewport[0], "height": viewport[1]})
    page.on("console", lambda m: m.type == "error" and events["errors"].append(m.text))
    page.on("pageerror", lambda e: events["errors"].append(str(e)))
    page.on("dialog", lambda d: (events["dialogs"].append(d.message), d.dismiss()))

    def route(r):
        if r.request.url.startswith("file:"):
            r.continue_()
        else:
            events["remote"].append(r.request.url)
            r.abort()

    page.route("**/*", route)
    page.goto(path.as_uri())
    page.wait_for_function("window.kgReady === true", timeout=TIMEOUT_MS)
    return page


def take_screenshot(browser, html_path: Path, png_path: Path, detail: str | None = None) -> Path:
    """The README picture: the whole graph once its layout has settled, one node's details in the side panel."""
    page = open_page(browser, html_path, viewport=(1400, 860))
    page.wait_for_function("window.kgStable === true", timeout=TIMEOUT_MS)
    if detail:
        page.evaluate(f"kg.show({detail!r}); network.selectNodes([{detail!r}])")
    page.evaluate("network.fit({animation: false})")
    page.wait_for_timeout(300)
    page.screenshot(path=str(png_path))
    page.close()
    return png_path


def showcase_paper(graph) -> str:
    """The best-connected paper that links its code: its details make a good picture."""
    degree = view.degrees(graph)
    papers = [u for u, _, d in graph.edges(data=True) if d["type"] == "hasCode"] or \
             [n for n, d in graph.nodes(data=True) if d["type"] == "Paper"]
    return min(papers, key=lambda n: (-degree[n], n))


@pytest.fixture(scope="module")
def browser():
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")
    with sync_api.sync_playwright() as p:
        b = launch(p)
        yield b
        b.close()


@pytest.fixture(scope="module")
def seeds_page_path(tmp_path_factory):
    graph = _graph([SEEDS])
    (path,) = html_export.write(graph, tmp_path_factory.mktemp("html"))
    return path, graph


@pytest.fixture(scope="module")
def xss_page_path(tmp_path_factory):
    folder = tmp_path_factory.mktemp("xss")
    (folder / "xss.txt").write_text(XSS_ABSTRACTS, encoding="utf-8")
    graph = _graph([folder / "xss.txt"])
    # names and evidence come from the extractor; put markup in them directly so they are covered too
    graph.add_node("method/evil", type="Method", label='<img src=x onerror="window.__kgPwned=5">',
                   aliases=["<script>window.__kgPwned=6</script>"], paper_count=1)
    paper = sorted(n for n in graph if n.startswith("paper/"))[0]
    graph.add_edge(paper, "method/evil", key="proposes:evil", type="proposes", paper=paper, start=0, end=1,
                   sentence='<iframe srcdoc="<script>parent.__kgPwned=7</script>">', rule="test")
    return html_export.write(graph, folder / "out")[0]


def test_browser_page_loads_offline_without_console_errors(browser, seeds_page_path):
    events = {"errors": [], "dialogs": [], "remote": []}
    page = open_page(browser, seeds_page_path[0], events)
    page.wait_for_function("window.kgStable === true", timeout=TIMEOUT_MS)
    assert page.evaluate("typeof vis.Network") == "function"
    assert events == {"errors": [], "dialogs": [], "remote": []}
    page.close()


def test_browser_network_holds_every_node_and_edge(browser, seeds_page_path):
    path, graph = seeds_page_path
    page = open_page(browser, path)
    counts = page.evaluate("[nodes.length, edges.length, Object.keys(network.body.nodes).length]")
    assert counts[:2] == [graph.number_of_nodes(), view.edge_count(graph)]
    assert counts[2] >= graph.number_of_nodes()  # drawn, not just stored
    assert page.evaluate("nodes.get('dataset/coco-c').kgType") == "Dataset"
    page.close()


def test_browser_search_selects_coco_c_and_lights_its_neighbours(browser, seeds_page_path):
    path, graph = seeds_page_path
    page = open_page(browser, path)
    page.fill("#kg-search", "coco-c")
    page.press("#kg-search", "Enter")
    assert page.evaluate("network.getSelectedNodes()") == ["dataset/coco-c"]
    assert "COCO-C" in page.inner_text("#kg-status") and "COCO-C" in page.inner_text("#kg-info")
    neighbours = set(graph.predecessors("dataset/coco-c")) | set(graph.successors("dataset/coco-c"))
    lit = page.evaluate("nodes.get({filter: n => typeof n.color === 'string' && n.color.indexOf('rgba') !== 0})"
                        ".map(n => n.id)")
    assert set(lit) == neighbours | {"dataset/coco-c"}
    linked = page.evaluate("Array.from(document.querySelectorAll('#kg-linked a')).map(a => a.dataset.id)")
    assert sorted(linked) == sorted(neighbours)
    page.click(f'#kg-linked a[data-id="{linked[0]}"]')  # the side panel walks the graph
    assert page.evaluate("network.getSelectedNodes()") == [linked[0]]
    page.fill("#kg-search", "no such name at all")
    page.press("#kg-search", "Enter")
    assert "No node named" in page.inner_text("#kg-status")
    page.close()


def test_browser_search_finds_aliases(browser, seeds_page_path):
    path, graph = seeds_page_path
    with_alias = sorted((n, d["aliases"][0]) for n, d in graph.nodes(data=True)
                        if d.get("aliases") and d["aliases"][0].casefold() != d["label"].casefold())
    if not with_alias:
        pytest.skip("the extractor found no alias in the seeds")  # covered by the toy graph in test_html
    node, alias = with_alias[0]
    page = open_page(browser, path)
    page.fill("#kg-search", alias)
    page.press("#kg-search", "Enter")
    assert page.evaluate("network.getSelectedNodes()") == [view.find_node(graph, alias)]
    page.close()


def test_browser_type_filter_hides_and_shows_nodes(browser, seeds_page_path):
    path, graph = seeds_page_path
    papers = sum(1 for _, d in graph.nodes(data=True) if d["type"] == "Paper")
    page = open_page(browser, path)
    hidden = "Object.values(network.body.nodes).filter(n => n.options.hidden).length"
    assert page.evaluate(hidden) == 0
    page.uncheck('#kg-legend input[data-type="Paper"]')
    assert page.evaluate(hidden) == papers
    assert page.evaluate("nodes.get({filter: n => n.hidden}).every(n => n.kgType === 'Paper')")
    page.check('#kg-legend input[data-type="Paper"]')
    assert page.evaluate(hidden) == 0
    page.close()


def test_browser_click_highlights_neighbourhood_and_shows_details(browser, seeds_page_path):
    path, graph = seeds_page_path
    page = open_page(browser, path)
    page.wait_for_function("window.kgStable === true", timeout=TIMEOUT_MS)
    page.evaluate("network.focus('dataset/coco-c', {scale: 1.5, animation: false})")
    box = page.locator("#mynetwork canvas").bounding_box()
    xy = page.evaluate("network.canvasToDOM(network.getPositions(['dataset/coco-c'])['dataset/coco-c'])")
    page.mouse.click(box["x"] + xy["x"], box["y"] + xy["y"])
    assert page.evaluate("network.getSelectedNodes()") == ["dataset/coco-c"]
    assert "Dataset" in page.inner_text("#kg-info")
    far = next(n for n in sorted(graph) if n != "dataset/coco-c" and n not in set(graph.predecessors("dataset/coco-c"))
               and n not in set(graph.successors("dataset/coco-c")))
    assert page.evaluate(f"nodes.get('{far}').color").startswith("rgba(200,200,200")
    page.mouse.click(box["x"] + 5, box["y"] + 5)  # the background clears the highlight
    assert not page.evaluate(f"nodes.get('{far}').color").startswith("rgba")
    page.close()


def test_browser_markup_in_abstracts_and_names_does_not_execute(browser, xss_page_path):
    events = {"errors": [], "dialogs": [], "remote": []}
    page = open_page(browser, xss_page_path, events)
    page.wait_for_function("window.kgStable === true", timeout=TIMEOUT_MS)
    for node in page.evaluate("nodes.getIds()"):  # open every node's details, where tooltips become DOM
        page.evaluate(f"kg.highlight({node!r})")
    page.fill("#kg-search", "<img")
    page.press("#kg-search", "Enter")
    page.wait_for_timeout(200)
    assert page.evaluate("window.__kgPwned") is None
    assert page.evaluate("document.querySelectorAll('#kg-info img, #kg-info script, #kg-info iframe').length") == 0
    assert "<img src=x" in page.inner_text("#kg-info")  # shown as text
    assert events == {"errors": [], "dialogs": [], "remote": []}
    page.close()


def test_browser_screenshot_shows_the_graph(seeds_page_path, tmp_path, browser):
    png = take_screenshot(browser, seeds_page_path[0], tmp_path / "shot.png", showcase_paper(seeds_page_path[1]))
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 20_000  # a blank page compresses to a few kB


if __name__ == "__main__":
    import tempfile

    from playwright.sync_api import sync_playwright

    target = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshot.png"
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        graph = _graph([SEEDS])
        (page_path,) = html_export.write(graph, Path(tmp))
        chromium = launch(pw)
        shutil.copy(take_screenshot(chromium, page_path, Path(tmp) / "shot.png", showcase_paper(graph)), target)
        chromium.close()
    print(target)
