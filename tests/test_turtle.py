"""The Turtle export: provenance of every link (Web Annotation + PROV-O), determinism, VoID, no blank nodes."""

from __future__ import annotations

import pyoxigraph as ox
import pytest

from kg.exporters import turtle, void
from kg.vocab import KG, OA, PROV, RDF, RES, SKOS, VOID
from tests.rdf_fixtures import TEXT_A, tiny_graph


def _quads(path):
    return list(ox.parse(path=str(path), format=ox.RdfFormat.TURTLE))


def _store(path) -> ox.Store:
    store = ox.Store()
    store.bulk_load(path=str(path), format=ox.RdfFormat.TURTLE)
    return store


@pytest.fixture(scope="module")
def tiny_out(tmp_path_factory):
    out = tmp_path_factory.mktemp("tiny")
    graph = tiny_graph()
    written = turtle.write(graph, out)
    return graph, out, written


def _annotations(store: ox.Store) -> dict[tuple[str, str, str], list[dict]]:
    rows = store.query(f"""
        SELECT ?s ?p ?o ?exact ?prefix ?suffix ?start ?end ?rule ?paper ?motivation WHERE {{
          ?a a <{OA}Annotation> ; <{RDF}subject> ?s ; <{RDF}predicate> ?p ; <{RDF}object> ?o ;
             <{OA}motivatedBy> ?motivation ; <{OA}hasTarget> ?t ;
             <{PROV}wasAttributedTo>/<http://www.w3.org/2000/01/rdf-schema#label> ?rule .
          ?t <{OA}hasSource> ?paper ; <{OA}hasSelector> ?q, ?pos .
          ?q <{OA}exact> ?exact ; <{OA}prefix> ?prefix ; <{OA}suffix> ?suffix .
          ?pos <{OA}start> ?start ; <{OA}end> ?end .
        }}""")
    out: dict[tuple[str, str, str], list[dict]] = {}
    for r in rows:
        out.setdefault((r["s"].value, r["p"].value, r["o"].value), []).append(
            {k: r[k].value for k in ("exact", "prefix", "suffix", "start", "end", "rule", "paper", "motivation")})
    return out


def test_turtle_writes_graph_and_void(tiny_out):
    _, out, written = tiny_out
    assert sorted(p.name for p in written) == ["graph.ttl", "void.ttl"]


def test_turtle_every_extracted_edge_has_an_annotation_with_its_span_and_rule(tiny_out):
    graph, out, _ = tiny_out
    ann = _annotations(_store(out / "graph.ttl"))
    checked = 0
    for u, v, data in graph.edges(data=True):
        if data["type"] == "publishedIn":
            continue
        found = ann[(RES + u, KG + data["type"], RES + v)]
        text = graph.nodes[data["paper"]]["text"]
        match = [a for a in found if int(a["start"]) == data["start"] and int(a["end"]) == data["end"]]
        assert match, (u, data["type"], v)
        a = match[0]
        assert a["exact"] == text[data["start"]:data["end"]]
        assert a["prefix"] + a["exact"] + a["suffix"] == data["sentence"]
        assert a["rule"] == data["rule"] and a["paper"] == RES + data["paper"]
        assert a["motivation"] == OA + ("identifying" if data["type"] == "mentions" else "linking")
        checked += 1
    assert checked == sum(1 for *_, d in graph.edges(data=True) if d["type"] != "publishedIn") > 10


def test_turtle_result_and_code_links_carry_evidence(tiny_out):
    _, out, _ = tiny_out
    ann = _annotations(_store(out / "graph.ttl"))
    has_result = [v for (s, p, o), v in ann.items() if p == KG + "hasResult"]
    assert sorted(a[0]["exact"] for a in has_result) == ["+1.5", "82.3%"]
    code = [v for (s, p, o), v in ann.items() if p == KG + "hasCode"]
    assert code[0][0]["exact"] == "https://github.com/example/lorx" and code[0][0]["rule"] == "url"


def test_turtle_has_no_blank_nodes_and_typed_values(tiny_out):
    _, out, _ = tiny_out
    quads = _quads(out / "graph.ttl")
    assert not any(isinstance(t, ox.BlankNode) for q in quads for t in (q.subject, q.object))
    values = {q.object.value: q.object.datatype.value for q in quads if q.predicate.value == KG + "value"}
    assert values == {"82.3": "http://www.w3.org/2001/XMLSchema#decimal",
                      "1.5": "http://www.w3.org/2001/XMLSchema#decimal"}
    delta = {q.object.value for q in quads if q.predicate.value == KG + "isDelta"}
    assert delta == {"true", "false"}


def test_turtle_entities_have_labels_aliases_paper_counts_and_variants(tiny_out):
    _, out, _ = tiny_out
    store = _store(out / "graph.ttl")
    rows = {r["label"].value: (r["count"].value, r["alt"].value if r["alt"] else None) for r in store.query(f"""
        SELECT ?label ?count ?alt WHERE {{ ?e <{SKOS}prefLabel> ?label ; <{KG}paperCount> ?count .
                                           OPTIONAL {{ ?e <{SKOS}altLabel> ?alt }} }}""")}
    assert rows["LoRX"] == ("2", "Low-Rank eXtension")  # the bare "LoRX" of the second paper joined it
    assert rows["LoRA"] == ("2", None) and rows["COCO-C"] == ("1", None)
    variants = list(store.query(f"SELECT ?a ?b WHERE {{ ?a <{KG}variantOf> ?b }}"))
    assert [(r["a"].value, r["b"].value) for r in variants] == [(RES + "dataset/coco-c", RES + "dataset/coco")]
    notes = [r["n"].value for r in store.query(f"SELECT ?n WHERE {{ ?e <{SKOS}editorialNote> ?n }}")]
    assert any("LoRX" in n and "bare acronym" in n for n in notes)


def test_turtle_rules_are_prov_agents_and_activities(tiny_out):
    _, out, _ = tiny_out
    store = _store(out / "graph.ttl")
    agents = {r["l"].value for r in store.query(f"""
        SELECT ?l WHERE {{ ?act a <{PROV}Activity> ; <{PROV}wasAssociatedWith> ?ag .
                           ?ag a <{PROV}SoftwareAgent> ; <http://www.w3.org/2000/01/rdf-schema#label> ?l }}""")}
    assert {"cue:propose", "cue:compare", "mention:lexicon", "results:number", "url"} <= agents


def test_turtle_same_graph_gives_same_bytes(tmp_path, tiny_out):
    _, out, _ = tiny_out
    turtle.write(tiny_graph(), tmp_path)  # a fresh graph from the same inputs
    assert (tmp_path / "graph.ttl").read_bytes() == (out / "graph.ttl").read_bytes()
    assert (tmp_path / "void.ttl").read_bytes() == (out / "void.ttl").read_bytes()


def test_turtle_seed_export_is_byte_identical_when_rewritten(tmp_path, seed_build):
    turtle.write(seed_build.graph, tmp_path)
    assert (tmp_path / "graph.ttl").read_bytes() == (seed_build.out / "graph.ttl").read_bytes()


def test_turtle_void_counts_match_the_export(tiny_out):
    _, out, _ = tiny_out
    quads = _quads(out / "graph.ttl")
    store = _store(out / "void.ttl")

    def one(q):
        return int(next(iter(store.query(q)))[0].value)

    assert one(f"SELECT ?n WHERE {{ ?d a <{VOID}Dataset> ; <{VOID}triples> ?n }}") == len(quads)
    subjects = {q.subject.value for q in quads}
    assert one(f"SELECT ?n WHERE {{ ?d a <{VOID}Dataset> ; <{VOID}distinctSubjects> ?n }}") == len(subjects)
    assert one(f"SELECT ?n WHERE {{ ?d a <{VOID}Dataset> ; <{VOID}entities> ?n }}") == sum(s.startswith(RES) for s in subjects)
    papers = sum(1 for q in quads if q.predicate.value == RDF + "type" and q.object.value == KG + "Paper")
    assert papers == 2
    assert one(f"""SELECT ?n WHERE {{ ?d <{VOID}classPartition> ?p . ?p <{VOID}class> <{KG}Paper> ;
                                        <{VOID}entities> ?n }}""") == papers
    mentions = sum(1 for q in quads if q.predicate.value == KG + "mentions")
    assert one(f"""SELECT ?n WHERE {{ ?d <{VOID}propertyPartition> ?p . ?p <{VOID}property> <{KG}mentions> ;
                                        <{VOID}triples> ?n }}""") == mentions


def test_turtle_void_standalone_writer_agrees(tmp_path, tiny_out):
    _, out, _ = tiny_out
    void.write(tiny_graph(), tmp_path)
    assert (tmp_path / "void.ttl").read_bytes() == (out / "void.ttl").read_bytes()


def test_turtle_quote_prefix_and_suffix_stop_at_the_sentence(tiny_out):
    _, out, _ = tiny_out
    ann = _annotations(_store(out / "graph.ttl"))
    proposal = next(v for (s, p, o), v in ann.items() if p == KG + "proposes")[0]
    assert proposal["prefix"] == "We propose "
    assert proposal["suffix"] == " (LoRX), a method for unsupervised domain adaptation."
    assert TEXT_A.startswith(proposal["prefix"] + proposal["exact"] + proposal["suffix"])
