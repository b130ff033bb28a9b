"""Cross-paper entity resolution: one canonical entity per real-world thing, with the reason for each merge."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from kg.schema import EntityType, Extraction


def name_key(name: str) -> str:
    """Matching key: lower case, hyphens/dashes/spaces folded, final plural "s" dropped."""
    key = re.sub(r"[\s\-‐‑‒–—_/]+", "", name.lower())
    if len(key) > 3 and key.endswith("s") and not key.endswith("ss"):
        key = key[:-1]
    return key


def slug(text: str) -> str:
    """A readable, IRI-safe identifier fragment."""
    s = re.sub(r"[^0-9A-Za-z]+", "-", text).strip("-").lower()
    return s or "x" + format(abs(hash(text)) % 10**8, "d")


@dataclass
class Canonical:
    """One resolved entity across all papers."""

    id: str
    type: EntityType
    name: str
    aliases: set[str] = field(default_factory=set)
    papers: set[str] = field(default_factory=set)
    merges: list[tuple[str, str]] = field(default_factory=list)  # (variant, reason)


@dataclass
class Resolution:
    """The canonical entities and how each paper's names map onto them."""

    entities: dict[str, Canonical] = field(default_factory=dict)
    index: dict[tuple[EntityType, str], str] = field(default_factory=dict)  # (type, key) → canonical id

    def lookup(self, type_: EntityType, name: str) -> Canonical:
        """The canonical entity for a name found in some paper."""
        return self.entities[self.index[(type_, name_key(name))]]


def _is_acronym(name: str) -> bool:
    return bool(re.fullmatch(r"[A-Z][A-Za-z0-9\-]{0,11}", name)) and sum(c.isupper() for c in name) >= 2


def resolve(extractions: Iterable[Extraction]) -> Resolution:
    """Merge per-paper entities into canonical ones by type and name variant, recording why."""
    res = Resolution()
    extractions = list(extractions)
    # Acronym → long forms, to resolve bare acronyms defined elsewhere only when unambiguous.
    senses: dict[tuple[EntityType, str], set[str]] = defaultdict(set)
    for ext in extractions:
        for ent in ext.entities:
            for alias in ent.aliases:
                if _is_acronym(alias):
                    senses[(ent.type, alias)].add(name_key(ent.name))
    for ext in sorted(extractions, key=lambda e: e.paper_id):
        for ent in ext.entities:
            key = name_key(ent.name)
            cid = res.index.get((ent.type, key))
            reason = "same name up to case, hyphens, spaces or plural"
            if cid is None:
                for alias in ent.aliases:
                    cid = res.index.get((ent.type, name_key(alias)))
                    if cid is not None:
                        reason = f"shares the alias {alias!r}"
                        break
            if cid is None and not ent.aliases and _is_acronym(ent.name):
                longs = senses.get((ent.type, ent.name), set())
                if len(longs) == 1:
                    cid = res.index.get((ent.type, next(iter(longs))))
                    reason = f"bare acronym defined unambiguously elsewhere"
            if cid is None:
                cid = f"{ent.type.value.lower()}/{slug(ent.name)}"
                base, n = cid, 2
                while cid in res.entities:
                    cid, n = f"{base}-{n}", n + 1
                res.entities[cid] = Canonical(cid, ent.type, ent.name)
            else:
                canon = res.entities[cid]
                if ent.name != canon.name:
                    canon.merges.append((ent.name, reason))
            canon = res.entities[cid]
            canon.papers.add(ext.paper_id)
            for form in [ent.name, *ent.aliases]:
                if form != canon.name:
                    canon.aliases.add(form)
                res.index.setdefault((ent.type, name_key(form)), cid)
            res.index.setdefault((ent.type, key), cid)
    return res
