"""Incremental builds: extractions stored per paper in one SQLite file, keyed by the pipeline's fingerprint.

A cached extraction is reused only when the paper (its id and its exact original text, since evidence
offsets point into that text) and the extraction pipeline (rule files, model files, the code of kg/nlp and
kg/extract.py, PIPELINE_VERSION, the spaCy version) are all unchanged, so editing any rule file
re-extracts everything. Rows of older pipelines are pruned, keeping the few most recently used so that
switching between two checkouts does not throw the cache away.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sqlite3
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from kg.schema import Extraction, Paper

CACHE_FILE = "extractions.sqlite"
KEEP_FINGERPRINTS = 3
_KG_DIR = Path(__file__).resolve().parent
# What extraction depends on besides the paper: every file of the NLP package (rules, patterns, model
# weights, code), the Doc → record code, the reader's normalisation and the record types themselves.
_PIPELINE_PATHS = ("nlp", "extract.py", "corpus.py", "schema.py")
_BATCH = 500  # keeps "IN (...)" well under SQLite's parameter limit


def default_cache_dir() -> Path:
    """Where `kg build` keeps its cache: $KG_CACHE_DIR, else $XDG_CACHE_HOME/kg, else ~/.cache/kg."""
    if os.environ.get("KG_CACHE_DIR"):
        return Path(os.environ["KG_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "kg"


def _pipeline_files(root: Path) -> list[Path]:
    files: list[Path] = []
    for name in _PIPELINE_PATHS:
        p = root / name
        if p.is_dir():
            files.extend(f for f in p.rglob("*") if f.is_file() and "__pycache__" not in f.parts
                         and not f.name.startswith("."))
        elif p.is_file():
            files.append(p)
    return sorted(files, key=lambda f: f.relative_to(root).as_posix())


def fingerprint(root: Path | None = None) -> str:
    """A hash of everything extraction depends on apart from the paper itself."""
    return _fingerprint(root or _KG_DIR)


@lru_cache(maxsize=8)
def _fingerprint(root: Path) -> str:
    import spacy

    from kg.nlp.pipeline import PIPELINE_VERSION

    h = hashlib.sha256(f"kg-pipeline {PIPELINE_VERSION} spacy {spacy.__version__}\n".encode())
    for f in _pipeline_files(root):
        h.update(f.relative_to(root).as_posix().encode() + b"\0")
        with open(f, "rb") as fh:
            h.update(hashlib.file_digest(fh, "sha256").digest())
    return h.hexdigest()[:32]


def paper_key(paper: Paper) -> str:
    """Cache key of one paper: its id plus a hash of its original text (offsets refer to that text)."""
    return paper.id + hashlib.sha256(paper.text.encode("utf-8")).hexdigest()[:16]


@dataclass
class CacheStats:
    """What the cache did during one build."""

    hits: int = 0
    misses: int = 0
    written: int = 0
    pruned: int = 0


class ExtractionCache:
    """Per-paper extractions in ``folder/extractions.sqlite`` for one pipeline fingerprint."""

    def __init__(self, folder: Path, pipeline: str | None = None) -> None:
        self.folder = Path(folder)
        self.path = self.folder / CACHE_FILE
        self.pipeline = pipeline or fingerprint()
        self.stats = CacheStats()
        self.folder.mkdir(parents=True, exist_ok=True)
        try:
            self._db = self._open()
        except sqlite3.DatabaseError:
            # A damaged cache is only lost time: start a fresh one.
            self.path.unlink(missing_ok=True)
            self._db = self._open()

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=30)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("CREATE TABLE IF NOT EXISTS extraction "
                   "(pipeline TEXT NOT NULL, paper TEXT NOT NULL, data BLOB NOT NULL, PRIMARY KEY (pipeline, paper))")
        db.execute("CREATE TABLE IF NOT EXISTS pipeline (id TEXT PRIMARY KEY, used REAL NOT NULL)")
        with db:
            db.execute("INSERT OR REPLACE INTO pipeline VALUES (?, ?)", (self.pipeline, time.time()))
            stale = [r[0] for r in db.execute("SELECT id FROM pipeline ORDER BY used DESC, id")][KEEP_FINGERPRINTS:]
            for old in stale:
                self.stats.pruned += db.execute("DELETE FROM extraction WHERE pipeline = ?", (old,)).rowcount
                db.execute("DELETE FROM pipeline WHERE id = ?", (old,))
        return db

    def get_many(self, papers: Sequence[Paper]) -> list[Extraction | None]:
        """The cached extraction of each paper, or None where there is none, in the papers' order."""
        keys = [paper_key(p) for p in papers]
        found: dict[str, Extraction] = {}
        for i in range(0, len(keys), _BATCH):
            batch = keys[i:i + _BATCH]
            rows = self._db.execute(
                f"SELECT paper, data FROM extraction WHERE pipeline = ? AND paper IN ({','.join('?' * len(batch))})",
                (self.pipeline, *batch))
            for key, data in rows:
                try:
                    found[key] = pickle.loads(data)
                except Exception:  # noqa: BLE001 — an unreadable row is a miss, re-extracted and rewritten
                    continue
        out = [found.get(k) for k in keys]
        hits = sum(e is not None for e in out)
        self.stats.hits += hits
        self.stats.misses += len(out) - hits
        return out

    def put_many(self, items: Iterable[tuple[Paper, Extraction]]) -> None:
        """Store extractions, one transaction for the lot."""
        rows = [(self.pipeline, paper_key(p), pickle.dumps(e, protocol=pickle.HIGHEST_PROTOCOL)) for p, e in items]
        with self._db:
            self._db.executemany("INSERT OR REPLACE INTO extraction VALUES (?, ?, ?)", rows)
        self.stats.written += len(rows)

    def close(self) -> None:
        """Close the database."""
        self._db.close()

    def __enter__(self) -> ExtractionCache:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
