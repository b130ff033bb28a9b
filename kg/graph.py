"""Build the typed NetworkX graph from papers, extractions and the resolution. No I/O here."""

from __future__ import annotations

import re
from collections.abc import Iterable

import networkx as nx

from kg.collector import while_paused
from kg.resolve import Resolution, slug
from kg.schema import Extraction, NodeType, Paper, RelationType, Span


def _evidence(paper: Paper, span: Span, rule: str) -> dict:
    return {"paper": f"paper/{paper.id}", "sentence": paper.text[span.sentence_start:span.sentence_end],
            "start": span.start, "end": span.end, "sentence_start": span.sentence_start,
            "sentence_end": span.sentence_end, "rule": rule}


def venue_id(venue: str) -> str:
    """Node id of a venue."""
    return f"venue/{slug(venue)}"


@while_paused
def build_graph(papers: Iterable[Paper], extractions: Iterable[Extraction], resolution: Resolution) -> nx.MultiDiGraph:
    """A MultiDiGraph with typed nodes and typed edges; every extracted edge carries its evidence."""
    g = nx.MultiDiGraph()
    papers = {p.id: p for p in papers}
    for pid in sorted(papers):
        p = papers[pid]
        g.add_node(f"paper/{pid}", type=NodeType.PAPER.value, label=p.norm[:80], text=p.text,
                   venue=p.venue or "", year=p.year or 0,
                   sources=[f"{path}#{pos}" for path, pos in p.sources])
        if p.venue:
            vid = venue_id(p.venue)
            if vid not in g:
                g.add_node(vid, type=NodeType.VENUE.value, label=p.venue)
            g.add_edge(f"paper/{pid}", vid, key=RelationType.PUBLISHED_IN.value,
                       type=RelationType.PUBLISHED_IN.value, year=p.year or 0)
    for cid in sorted(resolution.entities):
        c = resolution.entities[cid]
        g.add_node(cid, type=c.type.value, label=c.name, aliases=sorted(c.aliases), paper_count=len(c.papers),
                   merges=[f"{v}: {why}" for v, why in c.merges], variant_of=list(c.variant_of))
    for ext in sorted(extractions, key=lambda e: e.paper_id):
        paper = papers[ext.paper_id]
        pnode = f"paper/{paper.id}"
        for r in ext.relations:
            obj = resolution.lookup(r.object_type, r.object, paper.id).id
            subj = resolution.lookup(r.subject_type, r.subject, paper.id).id if r.subject else pnode
            # the name this paper gives the entity, which the node's label (chosen across papers) may not be
            g.add_edge(subj, obj, key=f"{r.type.value}:{paper.id}:{r.span.start}", type=r.type.value,
                       name_in_paper=r.object, **_evidence(paper, r.span, r.rule))
        for n, res in enumerate(ext.results, start=1):
            rid = f"result/{paper.id}-{n}"
            g.add_node(rid, type=NodeType.RESULT.value, label=f"{res.value:g}{res.unit or ''} {res.metric or ''}".strip(),
                       value=res.value, unit=res.unit or "", delta=res.delta,
                       sentence=paper.text[res.span.sentence_start:res.span.sentence_end])
            g.add_edge(pnode, rid, key=f"hasResult:{n}", type=RelationType.HAS_RESULT.value,
                       **_evidence(paper, res.span, res.rule))
            for kind, type_name, name in ((RelationType.RESULT_METRIC, "Metric", res.metric),
                                          (RelationType.RESULT_DATASET, "Dataset", res.dataset),
                                          (RelationType.RESULT_METHOD, None, res.method)):
                if not name:
                    continue
                target = _find(resolution, name, type_name, paper.id)
                if target:
                    g.add_edge(rid, target, key=kind.value, type=kind.value, name_in_paper=name,
                               **_evidence(paper, res.span, res.rule))
        for url, span in ext.code:
            rid = f"repository/{slug(re.sub(r'^https?://', '', url))}"
            g.add_node(rid, type=NodeType.REPOSITORY.value, label=url, url=url)
            g.add_edge(pnode, rid, key=f"hasCode:{span.start}", type=RelationType.HAS_CODE.value,
                       **_evidence(paper, span, "url"))
    return g


def _find(resolution: Resolution, name: str, type_name: str | None, paper: str | None = None) -> str | None:
    from kg.schema import EntityType

    types = [EntityType(type_name)] if type_name else [EntityType.METHOD, EntityType.MODEL]
    for t in types:
        try:
            return resolution.lookup(t, name, paper).id
        except KeyError:
            continue
    return None
