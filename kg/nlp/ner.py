"""The ``kg_ner`` component: a small statistical NER for Method, Dataset, Task and Metric names.

Its weights ship in ``kg/nlp/models/ner`` (rebuilt by ``kg train ner``). Predictions go to
``doc.spans["kg_ner"]``; ``doc.ents`` is left as it was. Without weights the component warns once and
leaves the span group empty, so a pipeline that includes it works either way.
"""

from __future__ import annotations

import json
import warnings
from collections.abc import Iterable, Iterator
from pathlib import Path

from spacy.language import Language
from spacy.tokens import Doc
from spacy.util import minibatch

from kg.errors import RuleError

MODEL_DIR = Path(__file__).parent / "models" / "ner"
SPAN_KEY = "kg_ner"
_warned = False


def _warn_missing(path: Path) -> None:
    global _warned
    if not _warned:
        _warned = True
        warnings.warn(f"kg_ner: no trained weights in {path}; the component tags nothing "
                      "(run `kg train ner` to build them)", RuntimeWarning, stacklevel=3)


class StatisticalNer:
    """spaCy component: runs the trained entity recogniser and stores its entities as a span group."""

    def __init__(self, nlp: Language, name: str = "kg_ner", model_dir: Path | None = None) -> None:
        self.name = name
        self.model_dir = Path(model_dir) if model_dir is not None else MODEL_DIR
        self.ner = None
        meta_path = self.model_dir / "meta.json"
        if not meta_path.is_file() or not (self.model_dir / "ner" / "model").is_file():
            _warn_missing(self.model_dir)
            return
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
            ner = nlp.create_pipe("ner", name=name, config={"model": meta["model"]})
            # The outer vocab is shared with other components: load the weights and labels, never strings.
            ner.from_disk(self.model_dir / "ner", exclude=["vocab"])
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise RuleError(f"cannot load the NER model: {exc}", path=str(self.model_dir)) from exc
        for label in ner.labels:
            nlp.vocab.strings.add(label)
        self.ner = ner

    @property
    def labels(self) -> tuple[str, ...]:
        """The entity labels the model predicts (empty without weights)."""
        return tuple(self.ner.labels) if self.ner is not None else ()

    def __call__(self, doc: Doc) -> Doc:
        """Tag one doc."""
        return next(self.pipe([doc]))

    def pipe(self, docs: Iterable[Doc], batch_size: int = 64) -> Iterator[Doc]:
        """Tag docs in batches (one model call per batch)."""
        for batch in minibatch(docs, size=batch_size):
            if self.ner is None:
                for doc in batch:
                    doc.spans[SPAN_KEY] = []
                    yield doc
                continue
            saved = [list(doc.ents) for doc in batch]
            self.ner.set_annotations(batch, self.ner.predict(batch))
            for doc, ents in zip(batch, saved):
                doc.spans[SPAN_KEY] = list(doc.ents)
                doc.set_ents(ents, default="missing")
                yield doc


@Language.factory("kg_ner", default_config={"model_dir": None})
def make_kg_ner(nlp: Language, name: str, model_dir: str | None) -> StatisticalNer:
    """Factory of the ``kg_ner`` component; ``model_dir`` overrides the shipped weights."""
    return StatisticalNer(nlp, name, Path(model_dir) if model_dir else None)
