"""Cross-paper entity resolution: one canonical entity per real-world thing, with the reason for each merge.

Rules (each merge records its reason):

* Names match up to case, hyphens, dashes, spaces and a plural "s" — but case matters where it carries meaning:
  a name written with two or more capitals in one word ("SCALE", "LoRA", "COCO-C") never matches a name
  written as an ordinary word ("scale"), and an all-caps acronym keeps a final capital "S" ("DARTS" is not "DART").
* An acronym and its long form defined in one paper ("Gram-Schmidt Walk (GSW)") are one entity; a bare acronym
  in another paper joins that entity only when every paper that defines the acronym (for that type) gives
  the same long form. An acronym with two senses ("PC" = "principal components" / "proxy classifier") keeps
  one node per sense, and bare uses of it stay apart from both.
* Names that only share a prefix stay apart ("COCO" / "COCO-C", "Llama 3" / "Llama3-8B-Instruct"); where the
  longer name extends the shorter at a word boundary, the longer is linked to the shorter as a variant.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from kg.collector import while_paused
from kg.schema import Entity, EntityType, Extraction, singular_ies

_SEP = re.compile(r"[\s\-‐‑‒–—_/]+")
_ACRONYM = re.compile(r"[A-Z0-9][A-Za-z0-9\-‐‑]{0,11}")
# Types whose names are proper names, where "X-suffix" reads as a variant of "X" (not tasks or metrics).
_VARIANT_TYPES = (EntityType.METHOD, EntityType.MODEL, EntityType.DATASET)
REASON_SAME = "same name up to case, hyphens, spaces or plural"
REASON_LONG = "same long form up to case, hyphens, spaces or plural"


_CAMEL = re.compile(r"[a-z][A-Z]")


def _case_marked(name: str) -> bool:
    """True when the capitals carry meaning: a word with 2+ capitals or a capital after a lower-case letter."""
    if name.islower() or not any(map(str.isupper, name)):
        return False  # most names are lower-case words
    return any(sum(map(str.isupper, w)) >= 2 or _CAMEL.search(w) for w in _SEP.split(name))


@lru_cache(maxsize=None)  # a function of the name alone, asked again for every mention of the same name
def name_key(name: str) -> str:
    """Matching key: case, hyphens/dashes/spaces and a plural "s" folded; case-marked names keyed apart."""
    folded = _SEP.sub("", name).strip()
    if _case_marked(name):
        # "LLMs" → "LLM", but "DARTS" keeps its S: only a lower-case s after a capital or digit is a plural.
        if len(folded) > 2 and folded.endswith("s") and (folded[-2].isupper() or folded[-2].isdigit()):
            folded = folded[:-1]
        return "A:" + folded.lower()
    key = singular_ies(folded.lower())
    if len(key) > 3 and key.endswith("s") and not key.endswith(("ss", "us", "is")):
        key = key[:-1]
    return "w:" + key


def is_acronym(name: str) -> bool:
    """A short single-token name with capitals or digits that can stand for a long form ("UDA", "S3", "COCO-C")."""
    if not _ACRONYM.fullmatch(name):
        return False
    upper = sum(c.isupper() for c in name)
    return upper >= 2 or (upper == 1 and any(c.isdigit() for c in name))


def slug(text: str) -> str:
    """A readable, IRI-safe identifier fragment (stable across runs)."""
    s = re.sub(r"[^0-9A-Za-z]+", "-", text).strip("-").lower()
    return s or "x" + hashlib.sha1(text.encode("utf-8")).hexdigest()[:10]


@dataclass
class Canonical:
    """One resolved entity across all papers."""

    id: str
    type: EntityType
    name: str
    aliases: set[str] = field(default_factory=set)
    papers: set[str] = field(default_factory=set)
    merges: list[tuple[str, str]] = field(default_factory=list)  # (variant name, reason), in paper order
    variant_of: list[str] = field(default_factory=list)  # canonical ids whose name this one's name extends
    forms: Counter = field(default_factory=Counter)  # key of a name → number of papers writing it
    form_names: dict[str, str] = field(default_factory=dict)  # key → the first name written with it


@dataclass
class Resolution:
    """The canonical entities and how each paper's names map onto them."""

    entities: dict[str, Canonical] = field(default_factory=dict)
    index: dict[tuple[EntityType, str], str] = field(default_factory=dict)  # (type, key) → id, unambiguous only
    by_paper: dict[tuple[str, EntityType, str], str] = field(default_factory=dict)  # (paper, type, form) → id

    def lookup(self, type_: EntityType, name: str, paper: str | None = None) -> Canonical:
        """The canonical entity for a name found in a paper (the paper decides between acronym senses)."""
        if paper is not None:
            cid = self.by_paper.get((paper, type_, name))
            if cid is not None:
                return self.entities[cid]
        return self.entities[self.index[(type_, name_key(name))]]


def _forms(ent: Entity) -> tuple[list[str], list[str]]:
    """(long forms, acronyms) among an entity's name and aliases."""
    longs, acrs = [], []
    for form in [ent.name, *ent.aliases]:
        (acrs if is_acronym(form) else longs).append(form)
    return longs, acrs


@while_paused
def resolve(extractions: Iterable[Extraction]) -> Resolution:
    """Merge per-paper entities into canonical ones by type and name variant, recording why."""
    res = Resolution()
    exts = sorted(extractions, key=lambda e: e.paper_id)
    # Every long form each acronym is defined with, per type: the senses of the acronym.
    senses: dict[tuple[EntityType, str], dict[str, str]] = defaultdict(dict)  # → {long key: long form}
    for ext in exts:
        for ent in ext.entities:
            longs, acrs = _forms(ent)
            for acr in acrs:
                for long in longs:
                    senses[(ent.type, name_key(acr))].setdefault(name_key(long), long)
    by_long: dict[tuple[EntityType, str], str] = {}
    by_bare: dict[tuple[EntityType, str], str] = {}

    def new(ent: Entity) -> Canonical:
        cid = base = f"{ent.type.value.lower()}/{slug(ent.name)}"
        n = 2
        while cid in res.entities:
            cid, n = f"{base}-{n}", n + 1
        res.entities[cid] = Canonical(cid, ent.type, ent.name)
        return res.entities[cid]

    def attach(canon: Canonical, ent: Entity, paper: str, reason: str) -> None:
        if ent.name != canon.name and (ent.name, reason) not in canon.merges:
            canon.merges.append((ent.name, reason))
        if paper not in canon.papers:
            for form in dict.fromkeys(name_key(f) for f in [ent.name, *ent.aliases]):
                canon.forms[form] += 1
            for form in [ent.name, *ent.aliases]:
                canon.form_names.setdefault(name_key(form), form)
        canon.papers.add(paper)
        for form in [ent.name, *ent.aliases]:
            if form != canon.name:
                canon.aliases.add(form)
            res.by_paper.setdefault((paper, ent.type, form), canon.id)

    # Pass 1: entities with a long form, merged on any long form's key. Pass 2: bare acronyms, which may join a
    # long form defined in any paper, so they wait until every long form has its node.
    bare: list[tuple[str, Entity]] = []
    for ext in exts:
        for ent in ext.entities:
            longs, acrs = _forms(ent)
            if not longs:
                bare.append((ext.paper_id, ent))
                continue
            keys = [name_key(f) for f in longs]
            cid = next((by_long[(ent.type, k)] for k in keys if (ent.type, k) in by_long), None)
            if cid is None:
                canon = new(ent)
                reason = ""
            else:
                canon = res.entities[cid]
                reason = REASON_SAME if name_key(ent.name) == name_key(canon.name) else REASON_LONG
            for k in keys:
                by_long.setdefault((ent.type, k), canon.id)
            attach(canon, ent, ext.paper_id, reason)
    for paper, ent in bare:
        key = name_key(ent.name)
        defined = senses.get((ent.type, key), {})
        if len(defined) == 1:
            long = next(iter(defined.values()))
            canon = res.entities[by_long[(ent.type, name_key(long))]]
            attach(canon, ent, paper, f"bare acronym defined unambiguously as {long!r} elsewhere")
            continue
        if len(defined) < 2 and (ent.type, key) in by_long:  # the same name written with a space somewhere
            attach(res.entities[by_long[(ent.type, key)]], ent, paper, REASON_SAME)
            continue
        cid = by_bare.get((ent.type, key))
        if cid is None:
            canon = new(ent)
            by_bare[(ent.type, key)] = canon.id
            attach(canon, ent, paper, "")
        else:
            attach(res.entities[cid], ent, paper, REASON_SAME)
    # The paper-free index holds only names that mean one thing across the corpus.
    for (type_, key), cid in by_long.items():
        res.index[(type_, key)] = cid
    for (type_, key), defined in senses.items():
        if len(defined) == 1:
            res.index[(type_, key)] = by_long[(type_, next(iter(defined)))]
        elif (type_, key) in by_bare:
            res.index[(type_, key)] = by_bare[(type_, key)]
        else:
            res.index.pop((type_, key), None)
    for (type_, key), cid in by_bare.items():
        res.index.setdefault((type_, key), cid)
    for canon in res.entities.values():
        _prefer_common_name(canon)
    _link_variants(res)
    return res


def _prefer_common_name(canon: Canonical) -> None:
    """Name the entity by the name most of its papers write (ties keep the first name, usually the long form).

    A paper that defines "Generative Adversarial Network (GAN)" writes both names; one that only says "GAN"
    writes one. So an entity defined in a few papers and written as a bare acronym in many is named by the
    acronym, with the long form kept as an alias, and the preferred label is a name most of its papers use.
    """
    own = name_key(canon.name)
    best_key = max(canon.forms.items(), key=lambda kv: (kv[1], kv[0] == own), default=(own, 0))[0]
    best = canon.form_names.get(best_key, canon.name)
    if best_key != own:
        canon.aliases.add(canon.name)
        canon.aliases.discard(best)
        canon.name = best


def _prefixes(name: str) -> list[str]:
    """The name cut where only a joined suffix follows, longest first: "Llama3-8B-Instruct" → ["Llama3-8B", "Llama3"].

    A suffix with a space ("X and Y", "PC algorithm") makes a phrase, not a variant name, so no cut leaves one.
    """
    cuts = [m.start() for m in _SEP.finditer(name) if 0 < m.start() and not re.search(r"\s", name[m.start():])]
    return [name[:i] for i in reversed(cuts)]


# Lower-case words that name a size or flavour of a model ("GPT-4o-mini", "BERT-base").
_VARIANT_WORDS = {"base", "large", "small", "tiny", "mini", "medium", "huge", "instruct", "chat", "lite", "plus",
                  "pro", "turbo", "xl", "xxl", "distilled", "uncased", "cased"}


def _variant_suffix(prefix: str, name: str) -> bool:
    """True when what follows the prefix reads as a version or size tag: "-8B-Instruct", "-C", "-v2", "-mini".

    A short prefix ("BP", "AM", "3D", "CAT") starts compounds more often than variants ("BP-sLDA", "AM-GM"), and
    a lower-case word after it makes a phrase ("AND-rules"), so neither links.
    """
    if len(_SEP.sub("", prefix)) < 4 or not any(c.isupper() or c.isdigit() for c in prefix):
        return False
    tokens = [t for t in _SEP.split(name[len(prefix):]) if t]
    return bool(tokens) and all(t[0].isupper() or t[0].isdigit() or any(c.isdigit() for c in t)
                                or t.lower() in _VARIANT_WORDS for t in tokens)


def _link_variants(res: Resolution) -> None:
    """Link each name that extends another's at a word boundary to the longest such name (Llama3-8B → Llama 3)."""
    by_key: dict[tuple[str, str], str] = {}  # (type group, key) → id
    group = lambda t: "MM" if t in (EntityType.METHOD, EntityType.MODEL) else t.value  # noqa: E731
    for cid in sorted(res.entities):
        c = res.entities[cid]
        if c.type in _VARIANT_TYPES:
            for form in (c.name, *sorted(c.aliases)):
                by_key.setdefault((group(c.type), name_key(form)), cid)
    for cid in sorted(res.entities):
        c = res.entities[cid]
        if c.type not in _VARIANT_TYPES:
            continue
        for prefix in _prefixes(c.name):
            if not _variant_suffix(prefix, c.name):
                continue
            target = by_key.get((group(c.type), name_key(prefix)))
            if target is not None and target != cid:
                c.variant_of.append(target)
                break
