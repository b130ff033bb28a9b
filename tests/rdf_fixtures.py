"""A tiny hand-made graph (two papers) for the Turtle, ontology and SHACL tests: no spaCy, builds in milliseconds."""

from __future__ import annotations

import networkx as nx

from kg.graph import build_graph
from kg.resolve import resolve
from kg.schema import Entity, EntityType, Extraction, Paper, Relation, RelationType, Result, Span

TEXT_A = ("We propose Low-Rank eXtension (LoRX), a method for unsupervised domain adaptation. "
          "LoRX reaches 82.3% mAP on COCO-C and improves over LoRA by +1.5 points. "
          "Code: https://github.com/example/lorx.")
TEXT_B = "We evaluate LoRX on COCO and compare with LoRA."


def _span(text: str, word: str, nth: int = 0) -> Span:
    start = -1
    for _ in range(nth + 1):
        start = text.index(word, start + 1)
    sent_start = text.rfind(". ", 0, start)
    sent_start = 0 if sent_start < 0 else sent_start + 2
    sent_end = text.find(". ", start)
    sent_end = len(text) if sent_end < 0 else sent_end + 1
    return Span(start, start + len(word), sent_start, sent_end)


def tiny_inputs() -> tuple[list[Paper], list[Extraction]]:
    """Two papers and their extractions, written by hand."""
    pa = Paper("00000000000000aa", TEXT_A, TEXT_A, "ICML", 2026, [("a.txt", 1)])
    pb = Paper("00000000000000bb", TEXT_B, TEXT_B, "ICML", 2026, [("a.txt", 2), ("b.txt", 1)])
    M, D, T, MT = EntityType.METHOD, EntityType.DATASET, EntityType.TASK, EntityType.METRIC
    R = RelationType
    a = Extraction(pa.id, entities=[
        Entity(M, "Low-Rank eXtension", ["LoRX"], [_span(TEXT_A, "Low-Rank eXtension")], "abbreviation"),
        Entity(T, "unsupervised domain adaptation", [], [_span(TEXT_A, "unsupervised domain adaptation")], "task"),
        Entity(D, "COCO-C", [], [_span(TEXT_A, "COCO-C")], "lexicon"),
        Entity(MT, "mAP", [], [_span(TEXT_A, "mAP")], "lexicon"),
        Entity(M, "LoRA", [], [_span(TEXT_A, "LoRA")], "name"),
    ], relations=[
        Relation(R.PROPOSES, "Low-Rank eXtension", M, _span(TEXT_A, "Low-Rank eXtension"), "cue:propose"),
        Relation(R.MENTIONS, "Low-Rank eXtension", M, _span(TEXT_A, "Low-Rank eXtension"), "mention:abbreviation"),
        Relation(R.MENTIONS, "unsupervised domain adaptation", T, _span(TEXT_A, "unsupervised domain adaptation"),
                 "mention:task"),
        Relation(R.ADDRESSES, "unsupervised domain adaptation", T, _span(TEXT_A, "unsupervised domain adaptation"),
                 "mention:task"),
        Relation(R.MENTIONS, "COCO-C", D, _span(TEXT_A, "COCO-C"), "mention:lexicon"),
        Relation(R.EVALUATED_ON, "COCO-C", D, _span(TEXT_A, "COCO-C"), "mention:lexicon"),
        Relation(R.MENTIONS, "mAP", MT, _span(TEXT_A, "mAP"), "mention:lexicon"),
        Relation(R.MENTIONS, "LoRA", M, _span(TEXT_A, "LoRA"), "mention:name"),
        Relation(R.COMPARES_WITH, "LoRA", M, _span(TEXT_A, "LoRA"), "cue:compare"),
    ], results=[
        Result(82.3, "%", "mAP", "COCO-C", "Low-Rank eXtension", False, _span(TEXT_A, "82.3%"), "results:number"),
        Result(1.5, "points", None, None, "Low-Rank eXtension", True, _span(TEXT_A, "+1.5"), "results:number"),
    ], code=[("https://github.com/example/lorx", _span(TEXT_A, "https://github.com/example/lorx"))])
    b = Extraction(pb.id, entities=[
        Entity(M, "LoRX", [], [_span(TEXT_B, "LoRX")], "name"),
        Entity(D, "COCO", [], [_span(TEXT_B, "COCO")], "lexicon"),
        Entity(M, "LoRA", [], [_span(TEXT_B, "LoRA")], "name"),
    ], relations=[
        Relation(R.MENTIONS, "LoRX", M, _span(TEXT_B, "LoRX"), "mention:name"),
        Relation(R.USES_METHOD, "LoRX", M, _span(TEXT_B, "LoRX"), "mention:name"),
        Relation(R.MENTIONS, "COCO", D, _span(TEXT_B, "COCO"), "mention:lexicon"),
        Relation(R.EVALUATED_ON, "COCO", D, _span(TEXT_B, "COCO"), "mention:lexicon"),
        Relation(R.MENTIONS, "LoRA", M, _span(TEXT_B, "LoRA"), "mention:name"),
        Relation(R.COMPARES_WITH, "LoRA", M, _span(TEXT_B, "LoRA"), "cue:compare"),
    ])
    return [pa, pb], [a, b]


def tiny_graph() -> nx.MultiDiGraph:
    """The graph of the two hand-made papers."""
    papers, exts = tiny_inputs()
    return build_graph(papers, exts, resolve(exts))
