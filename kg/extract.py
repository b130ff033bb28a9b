"""Doc → Extraction: the only module that reads spaCy annotations and turns them into plain records."""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import compress
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from spacy.lang.lex_attrs import is_quote  # Token.is_quote's getter
from spacy.lang.en.stop_words import STOP_WORDS
from spacy.tokens import Doc

from kg.corpus import math_spans, normalise
from kg.nlp.abbreviations import YEAR, is_short_form
from kg.nlp.names import (APPROX, FROM_PROBLEMS, MODALITIES, NAMING_PARTICIPLES, NAMING_WORDS, QUOTE_MARKS, V_VERSION,
                          is_adverb, is_coined, is_task_modifier, is_task_word, known_short_name, name_core)
from kg.nlp.pipeline import extraction_nlp
from kg.nlp.results import (COMPARATIVES, RANGE_JOIN, SIZE_MEASURES, VALUE_MARKS, NumberHit, is_number, metric_for,
                             more_than, number_hits)
from kg.nlp.rules import load_curated_wordlists, load_wordlists, lowered
from kg.nlp.tokenview import TokenSpan, TokenView, kinds, new_doc, register_kind, spans_of, view
from kg.schema import EntityType, Entity, Extraction, Paper, Relation, RelationType, Result, Span, singular_ies

# "https://...", a code host written without its scheme ("github.com/holmeswww/SPRING") and a project page
# ("emernerf.github.io"); brackets end one ("[url](url)", "\url{...}")
_URL = re.compile(r"(?:https?://|(?<![\w/.@])(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|huggingface\.co)/)"
                  r"[^\s<>()\[\]{}\"']+[^\s<>()\[\]{}\"'.,;:!?]"
                  r"|(?<![\w/.@-])[A-Za-z0-9-]+\.github\.io(?:/[^\s<>()\[\]{}\"']*[^\s<>()\[\]{}\"'.,;:!?])?")
_URL_HINTS = ("://", "github.com/", "gitlab.com/", "bitbucket.org/", "huggingface.co/", ".github.io")
_PLURAL_ACRONYM = re.compile(r"^[A-Z][A-Za-z0-9-]*[A-Z0-9]s$")


_KEY_JOINERS = re.compile(r"[\s\-‐‑‒–—_/]+")


def name_key(name: str) -> str:
    """Matching key for names: lower case, no hyphens, dashes or spaces, final plural s dropped."""
    key = singular_ies(_KEY_JOINERS.sub("", name.lower()))
    if len(key) > 3 and key.endswith("s") and not key.endswith("ss"):
        key = key[:-1]
    return key


@dataclass
class _Found:
    type: EntityType
    name: str
    rule: str
    aliases: list[str] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)  # token spans in the doc
    proposed: bool = False


class _Builder:
    """Collects entities for one doc, keyed by matching key, so repeats and aliases merge."""

    def __init__(self, doc: Doc) -> None:
        self.doc = doc
        self.by_key: dict[str, _Found] = {}
        self.token_owner: dict[int, _Found] = {}

    def add(self, type_: EntityType, span: TokenSpan, rule: str, name: str | None = None,
            aliases: Iterable[str] = ()) -> _Found:
        name = name or _text(span)
        keys = [name_key(name)] + [name_key(a) for a in aliases]
        found = next((self.by_key[k] for k in keys if k in self.by_key), None)
        if found is None:
            found = _Found(type_, name, rule)
        elif keys[0] == name_key(found.name) and len(name) < len(found.name) and found.name.lower().startswith(
                name.lower()[:-1]) and found.name.endswith("s") and not name.isupper():
            found.name = name  # "accuracies ... accuracy": the entity is named in the singular (but "FLOPs" stays)
        found_key = name_key(found.name)  # the keys of name and aliases are in keys, in that order
        for alias, key in zip([name, *aliases], keys):
            if key != found_key and alias not in found.aliases:
                found.aliases.append(alias)
        for k in keys:
            self.by_key.setdefault(k, found)
        found.spans.append((span.start, span.end))
        for i in range(span.start, span.end):
            self.token_owner.setdefault(i, found)
        return found

    def drop(self, found: _Found) -> None:
        """Forget an entity and its mentions."""
        self.by_key = {k: f for k, f in self.by_key.items() if f is not found}
        self.token_owner = {i: f for i, f in self.token_owner.items() if f is not found}

    def owner(self, span: TokenSpan) -> _Found | None:
        return self.token_owner.get(span.start)

    def entities(self) -> list[_Found]:
        seen, out = set(), []
        for f in self.by_key.values():
            if id(f) not in seen:
                seen.add(id(f))
                out.append(f)
        return out


def _is_acronymish(text: str) -> bool:
    return " " not in text and sum(c.isupper() for c in text) >= 2


def _drop_general_tasks(b: _Builder) -> None:
    """The most specific task phrase an abstract gives is its task: "domain adaptation" goes when the same
    abstract says "low-resource domain adaptation" (an acronym's own long form always stays)."""
    tasks = [f for f in b.entities() if f.type is EntityType.TASK]
    for general in tasks:
        if general.rule == "abbreviation":
            continue
        suffix = " " + general.name.lower()
        if any(t is not general and t.name.lower().endswith(suffix) for t in tasks):
            b.drop(general)


# Words that point back into the abstract ("these metrics", "its samples", "a given user"): a phrase holding one names
# what the sentence around it refers to, not a problem a reader could look up
_REFERRING_IN_TASK = frozenset({"it", "them", "this", "these", "those", "its", "their", "our", "such", "various",
                                "given"})


def _drop_activity_tasks(b: _Builder) -> None:
    """"building probabilistic models", "improving the factuality of LLMs", "choosing the regularization parameter": a
    phrase that opens with a gerund of doing or bringing about (the list's) states an effort, not a problem's name
    (no development gold task opens with one)."""
    activities = lowered("activity_gerund")
    for found in b.entities():
        if found.type is EntityType.TASK and found.name.split(" ", 1)[0].lower() in activities \
                and " " in found.name:
            b.drop(found)


def _drop_modifier_tasks(b: _Builder) -> None:
    """"self-driving vehicles", "continual-learning settings", "moment-matching condition": a one-word hyphenated
    gerund found only before a noun qualifies that noun (3 of 13 such development phrases were a task, all three
    before a method's or dataset's class noun, which is left out)."""
    v = view(b.doc)
    lowers, texts, n = v.lower, v.text, len(v.lower)
    for found in b.entities():
        if found.type is EntityType.TASK and " " not in found.name and "-" in found.name \
                and found.name.lower().endswith("ing") and found.spans and all(
                e < n and texts[e].isalpha() and texts[e].islower() and lowers[e] not in STOP_WORDS
                and lowers[e] not in _LISTING_NOUNS and lowers[e] not in lowered("class_method")
                and lowers[e] not in _DATA_HEADS and lowers[e] not in {"benchmark", "benchmarks", "scheme"}
                for _, e in found.spans):
            b.drop(found)  # (but "meta-learning methods", "question-answering datasets" name what they are for)


def _drop_referring_tasks(b: _Builder) -> None:
    """"optimizing these metrics", "learning in these domains", "approximating a given distribution": a task phrase
    holding a word that points back into the text names no problem of its own ("IT operations" is written in
    capitals and stays); nor does a lower-case one holding a word that judges or sizes what it qualifies ("finding a
    good model for the data", "selecting a small subset of examples": none of 7,701 development gold tasks holds
    one)."""
    judging = lowered("judging_word")
    for found in b.entities():
        words = found.name.split()
        if found.type is EntityType.TASK and (not _REFERRING_IN_TASK.isdisjoint(words) or (
                found.name.islower() and not judging.isdisjoint(words))):
            b.drop(found)


# A task phrase's last word that names nothing: a function word ("inferring the parameters of the"), a participle
# whose complement was cut off ("detecting texts generated [by ...]"), a variable ("minimizing a function f").
_TAIL_FUNCTION_WORDS = frozenset({"the", "a", "an", "and", "or", "to", "so", "not", "of", "for", "in", "on", "with",
                                  "by", "as", "from", "does", "do"})
_ED_NOUNS = frozenset({"embed", "speed", "proceed", "exceed", "succeed", "breed", "need", "seed", "feed", "shed"})


def _loose_tail(word: str) -> bool:
    """Whether a task phrase's last word names nothing (a function word, a variable, an adverb, a participle)."""
    return len(word) == 1 or word.lower() in _TAIL_FUNCTION_WORDS or is_adverb(word) or (
        word.endswith("ed") and word.isalpha() and word.islower() and word not in _ED_NOUNS)


def _trim_task_tails(b: _Builder) -> None:
    """"categorizing object shapes represented", "estimating the graph G", "learning gaussians does not": the words
    a task phrase ran on into (a cut-off participle, a variable, a function word) go; a phrase left with one word
    names no task."""
    texts = view(b.doc).text
    for found in b.entities():
        if found.type is not EntityType.TASK:
            continue
        words = found.name.split()
        if len(words) < 2 or not _loose_tail(words[-1]):
            continue
        keep = len(words) - 1
        while keep > 1 and _loose_tail(words[keep - 1]):
            keep -= 1
        cut = len(words) - keep
        b.drop(found)
        if keep < 2:
            continue
        for s, e in found.spans:
            # each cut word is one token of every mention ("M" of "matrix M", "represented")
            if e - cut > s and [w.lower() for w in texts[e - cut:e]] == [w.lower() for w in words[keep:]]:
                b.add(EntityType.TASK, TokenSpan(b.doc, s, e - cut), found.rule, name=" ".join(words[:keep]),
                      aliases=found.aliases)


_LISTING_NOUNS = frozenset({"task", "tasks", "problem", "problems"})


def _drop_alternative_tasks(b: _Builder) -> None:
    """"prediction means either sequence classification or forecasting", "methods such as instruction-tuning or
    reinforcement learning", "we show that active learning improves ...": a phrase found only as one of alternatives
    ("or") or as the subject of a claim ("that") is a choice or a finding, not the problem the paper takes on (9 of 45
    such phrases in the development sets were a task)."""
    lowers = view(b.doc).lower
    n = len(lowers)
    for found in b.entities():
        if found.type is EntityType.TASK and found.rule == "task_phrase" and found.spans and all(
                ((s > 0 and lowers[s - 1] in {"or", "that"}) or (e < n and lowers[e] == "or"))
                and _LISTING_NOUNS.isdisjoint(lowers[max(0, s - 10):s]) for s, e in found.spans):
            b.drop(found)  # (but "problems, e.g., style transfer or super-resolution" lists problems)


def _drop_possessors(b: _Builder) -> None:
    """"Nesterov's accelerated gradient", "Rosenblatt's perceptron", "Dale's law": a person's name said only before a
    possessive names whose the method is, not the method (a name with its noun, "Weitzman's rule", is found whole)."""
    texts = view(b.doc).text
    n = len(texts)
    for found in b.entities():
        if found.type is EntityType.METHOD and found.rule == "name" and " " not in found.name \
                and _person_name([found.name]) and found.spans \
                and all(e < n and texts[e] in {"'s", "’s"} for _, e in found.spans):
            b.drop(found)


def _drop_generic_methods(b: _Builder) -> None:
    """"trained with gradient descent", "normalizing flows", "dropout": a known method written bare is a generic
    technique or family (the guideline's "contrastive learning", the seed notes' "flow-based models"); its named
    variants ("online gradient descent", "Causal Dropout") stay."""
    generic = lowered("generic_method")
    for found in b.entities():
        low = found.name.lower()
        if found.type is EntityType.METHOD and found.rule == "lexicon" and (
                low in generic or low.removesuffix("s") in generic) and (
                len(found.spans) < 2 or low.split()[-1].removesuffix("s") in _FAMILY_NOUNS):
            b.drop(found)  # (said twice, a procedure such as "gradient descent" is what the paper studies)


def _drop_methods_naming_problems(doc: Doc, b: _Builder) -> None:
    """"formulating the assignment as an optimal transport problem", "the score matching objective": a known
    method said only before "problem", "objective" or "distance" names what is solved or measured, not a method
    the paper uses."""
    lowers, n = view(doc).lower, len(view(doc).lower)
    nouns = lowered("problem_of_method")
    for found in b.entities():
        if found.type is EntityType.METHOD and found.rule == "lexicon" and found.spans and all(
                e < n and lowers[e] in nouns for _, e in found.spans):
            b.drop(found)


def _drop_family_listed_methods(doc: Doc, b: _Builder) -> None:
    """"large language models and vision transformers", "residual networks and vision transformers": a known method
    written as a lower-case plural and listed with a generic family of models is named as a family too."""
    v = view(doc)
    lowers, n = v.lower, len(v.lower)
    generic = lowered("generic")

    def family_at(start: int, end: int) -> bool:
        return any(" ".join(lowers[a:end]) in generic for a in range(max(0, end - 4), end)) if start is None else \
            any(" ".join(lowers[start:z]) in generic for z in range(start + 1, min(n, start + 4) + 1))

    for found in b.entities():
        if found.type is not EntityType.METHOD or found.rule != "lexicon" or not found.spans:
            continue
        if not all(v.span_text(s, e).islower() and lowers[e - 1].endswith("s") for s, e in found.spans):
            continue
        if all((s > 1 and lowers[s - 1] in {"and", "or", ","} and family_at(None, s - 1)) or (
                e + 1 < n and lowers[e] in {"and", "or", ","} and family_at(e + 1, None)) for s, e in found.spans):
            b.drop(found)


def _add_bare_architectures(doc: Doc, b: _Builder) -> None:
    """"MLP and Transformer architectures", "vanilla Transformers", "10x higher throughput than Transformers": an
    architecture too common for the lexicon names the architecture where it stands as a noun of its own; not as a
    modifier ("Transformer-based"), a part ("a Transformer encoder") or a word of a longer name ("Vision
    Transformer")."""
    v = view(doc)
    texts, lowers, n = v.text, v.lower, len(v.text)
    bare = load_wordlists()["bare_architecture"]
    for i in (i for i in range(n) if texts[i] in bare or (texts[i].endswith("s") and texts[i][:-1] in bare)):
        if i in b.token_owner or (i + 1 < n and (texts[i + 1] == "-" or lowers[i + 1] in _ARCHITECTURE_PARTS)):
            continue
        if i > 0 and not v.sent_start[i] and (texts[i - 1][:1].isupper() or is_coined(texts[i - 1])):
            continue  # "Vision Transformer", "Graph Transformers", "3D Transformer"
        name = texts[i] if texts[i] in bare else texts[i][:-1]
        b.add(EntityType.METHOD, TokenSpan(doc, i, i + 1), "bare_architecture", name=name)


# What an architecture's word names a part or a use of: "a Transformer encoder", "Transformer trackers"
_ARCHITECTURE_PARTS = frozenset({"encoder", "encoders", "decoder", "decoders", "layer", "layers", "block", "blocks",
                                 "backbone", "backbones", "module", "modules", "structure", "framework", "trackers"})


# Heads of the generic methods that name a family of models, generic however often said ("normalizing flows")
_FAMILY_NOUNS = frozenset({"flow", "autoencoder", "network", "ensemble", "tree", "model"})


def _retype_dataset_parts(b: _Builder) -> None:
    """"RepoBench consists of three tasks: RepoBench-R (Retrieval), RepoBench-C ...": a name that joins one capital
    letter to a dataset the abstract names is a part of that dataset, not a method (but "CompA-CLAP", "BigCharts-R1"
    name a method and a model trained on it)."""
    datasets = {f.name for f in b.entities() if f.type is EntityType.DATASET}
    if not datasets:
        return
    for found in b.entities():
        head, dash, tail = found.name.rpartition("-")
        if found.type is EntityType.METHOD and found.rule == "name" and dash and head in datasets \
                and len(tail) == 1 and tail.isupper():
            found.type = EntityType.DATASET


# what a harder or larger edition of a benchmark adds to its predecessor's name: "TMMLU+", "MMLU-Pro" (but not a
# number: "VQAv2" and "TSP100" are also what the task is called)
_EDITION = re.compile(r"(?P<stem>.+?)(?:\+{1,2}|-Pro)")


def _retype_dataset_predecessors(b: _Builder) -> None:
    """"TMMLU+ ... than its predecessor, Taiwan Massive Multitask Language Understanding (TMMLU)": a name that a
    dataset of the abstract extends by an edition mark is a dataset too, whatever its own words made it."""
    stems = {m.group("stem") for f in b.entities() if f.type is EntityType.DATASET
             for m in [_EDITION.fullmatch(f.name)] if m and len(m.group("stem")) > 2}
    for found in b.entities():
        if found.type is EntityType.TASK and not stems.isdisjoint([found.name, *found.aliases]):
            found.type = EntityType.DATASET
            # a task's name was lower-cased; a dataset keeps the case the abstract writes it in
            found.name = next((text for s, e in found.spans if (text := _text(TokenSpan(b.doc, s, e))).lower()
                               == found.name.lower()), found.name)


def _add_known_tasks(b: _Builder, spans: list[TokenSpan]) -> None:
    """The task names annotators give ("semantic segmentation", "federated learning") are tasks wherever no other
    name claims their words, even with no context to mark them ("on text classification datasets") or before a
    method noun ("a transfer learning framework", where a task phrase stops)."""
    for span in spans:
        owners = {id(o): o for o in (b.token_owner.get(i) for i in range(span.start, span.end)) if o is not None}
        if owners and all(o.type is EntityType.TASK and o.rule == "task_phrase"
                          and all(span.start <= s and e <= span.end for s, e in o.spans) for o in owners.values()) \
                and span.start not in b.token_owner:
            # "... and multiple instance learning": the phrase finder stopped at "multiple", inside the known name
            for o in owners.values():
                b.drop(o)
        if all(i not in b.token_owner for i in range(span.start, span.end)) and not _source_of_means(b.doc, span):
            b.add(EntityType.TASK, span, "task_lexicon", name=task_case(_text(span)))


def _source_of_means(doc: Doc, span: TokenSpan) -> bool:
    """"trained via imitation learning", "inspired by continual learning", "tools from topological data analysis": a
    known task after "via", "by" or "from" is the means or the field a method is taken from (5 of 21 such mentions in
    the development sets were a task); but "suffer from catastrophic forgetting" meets the problem."""
    lowers = view(doc).lower
    before = lowers[span.start - 1] if span.start else ""
    return before in {"via", "by"} or (before == "from" and not (
        span.start > 1 and lowers[span.start - 2] in FROM_PROBLEMS))


def _add_listed_tasks(doc: Doc, b: _Builder) -> None:
    """"reasoning tasks including mathematics, logical reasoning, and algorithm problems", "tasks such as meeting
    summarization": the lower-case items of a list of tasks are tasks, whatever their head word."""
    v = view(doc)
    texts, lowers, n = v.text, v.lower, len(v.text)
    stop = lowered("modifier_stop")
    for i in compress(range(n - 2), map(_TASK_NOUNS.__contains__, lowers)):
        k = i + 1
        if lowers[k] == "such" and lowers[k + 1] == "as":
            k += 2
        elif lowers[k] in {"including", "like"}:
            k += 1
        elif lowers[k] in {",", "("} and lowers[k + 1] in {"e.g.", "i.e.", "namely"}:
            k += 3 if k + 2 < n and texts[k + 2] == "," else 2
        else:
            continue
        items = []
        while k < n and len(items) < 8:
            start, words = k, 0
            while k < n and words < 4 and (texts[k] == "-" or (
                    texts[k].islower() and texts[k].replace("-", "").isalpha() and lowers[k] not in _LIST_WORDS)):
                words += texts[k] != "-"
                k += 1
            if k == start or texts[start] == "-" or texts[k - 1] == "-" or lowers[start] in stop or (
                    k < n and texts[k] not in _LIST_ENDS):
                break  # a name, a clause or a longer phrase: the list of plain task names ends
            items.append((start, k))
            if k + 1 < n and lowers[k] in {"and", "or"} and k - start == 1 and texts[k + 2:k + 3] != [","] and \
                    k + 2 < n and texts[k + 2].islower() and texts[k + 2].isalpha():
                break  # "node and graph classification": the first item shares the head of the second
            if start > 0 and lowers[start - 1] in {"and", "or"} and len(items) > 1:
                break  # "such as image variation and image editing, facilitating ...": the list ended at "and"
            while k < n and texts[k] in {",", "and", "or"}:
                k += 1
            if k >= n or texts[k - 1] not in {",", "and", "or"}:
                break
        for start, end in items:
            text = v.span_text(start, end)
            if " " not in text and not is_task_word(text.rsplit("-", 1)[-1].lower()):
                continue  # "tasks like adding, dropping": verbs; "tasks such as toxcast": a data set
            owners = {id(o): o for o in (b.token_owner.get(t) for t in range(start, end)) if o is not None}
            if any(o.type is not EntityType.TASK or any(s < start or e > end for s, e in o.spans)
                   for o in owners.values()):
                continue
            for found in owners.values():
                b.drop(found)  # "meeting summarization", where a task phrase took only "summarization"
            b.add(EntityType.TASK, TokenSpan(doc, start, end), "task_list", name=text)


_TASK_NOUNS = frozenset({"tasks"})
_LIST_WORDS = frozenset({"and", "or", "etc", "the", "a", "an"})
_LIST_ENDS = frozenset({",", "and", "or", ".", ")", ";"})


def _add_lowercase_named(doc: Doc, b: _Builder) -> None:
    """"a novel framework named role-playing.", "a new algorithm called covariance correction, which": a
    lower-case name right after "<method noun> named / called / termed / dubbed" in a sentence about this
    paper's work, up to where the noun phrase ends."""
    v = view(doc)
    texts, lowers = v.text, v.lower
    for start, end, label in spans_of(doc, "kg_cues"):
        if label != "CALLED" or end - start != 1 or lowers[start] not in NAMING_WORDS or end >= len(texts) - 1:
            continue
        head = start - 2 if start > 1 and texts[start - 1] == "," else start - 1  # "a new strategy, dubbed X"
        if head > 0 and lowers[head] in {"is", "was"}:
            head -= 1  # "The overall pipeline is dubbed latent 3D graph diffusion."
        task = head >= 0 and lowers[head] in _TASK_CLASS_NOUNS  # "a novel task called human-assisting grasping"
        if not (head >= 0 and (task or lowers[head] in lowered("method_head") or lowers[head].rstrip("s")
                               in lowered("method_head"))) or not _about_own_work(v, start):
            continue
        if lowers[end] == "as" and texts[end + 1].islower() and lowers[end + 1] not in _NOT_A_LOWERCASE_NAME:
            end += 1  # "a method, dubbed as group-class mixing"
        if lowers[end] in _NOT_A_LOWERCASE_NAME:
            continue  # "a method called as", "an estimator named the ...": no name follows
        before = lowers[max(0, start - 4):start - 1]
        if _BUILT_ON.intersection(before) and not {"novel", "new"}.intersection(before):
            continue  # "a test based on a framework called selective inference": what the work builds on
        stop = _lowercase_run(v, end, min(len(texts) - 1, end + 6))  # "role - playing": hyphenated words too
        if task and stop < len(texts) - 2 and lowers[stop] in {"with", "from", "under", "of"}:
            # "a novel regression problem called regression with cost-based rejection, where ...": a task's name
            # may go on with the setting it is posed in
            tail = _lowercase_run(v, stop + 1, min(len(texts) - 1, stop + 6))
            stop = tail if tail > stop + 1 else stop
        if not _ends_cleanly(v, end, stop):
            continue
        _claim_lowercase_name(doc, b, end, stop, EntityType.TASK if task else EntityType.METHOD)


# Class nouns a lower-case name after "called / named / termed" makes a task: "a novel task called X"
_TASK_CLASS_NOUNS = frozenset({"task", "problem", "setting"})


def _about_own_work(v: TokenView, k: int, end: int | None = None) -> bool:
    """Whether the sentence of token k (up to end, or k) speaks of the paper's own work, or opens with "The"/"This"
    right after a sentence that does ("... we propose to ... . The overall pipeline is dubbed X")."""
    lowers = v.lower
    sent = v.sent_of[k]
    if not _OWN_WORK.isdisjoint(lowers[sent:k if end is None else end]):
        return True
    return sent > 0 and lowers[sent] in {"the", "this"} and not _OWN_WORK.isdisjoint(lowers[v.sent_of[sent - 1]:sent])


def _add_lowercase_we_call(doc: Doc, b: _Builder) -> None:
    """"a decoding algorithm we call equilibrium-ranking", "a learning framework, which we refer to as neural
    functional networks", "a dedicated algorithm, referred to as active-rank": a lower-case name the authors give a
    method noun of theirs; not a name they give a problem, a property or a phenomenon ("a phenomenon that we dub
    quadrature instability")."""
    v = view(doc)
    texts, lowers = v.text, v.lower
    n = len(texts)
    heads = lowered("method_head")
    for start, end, label in spans_of(doc, "kg_cues"):
        if label != "CALLED" or end >= n - 1:
            continue
        if lowers[start:end] == ["refer", "to"] and start > 0 and lowers[start - 1] == "we" and lowers[end] == "as":
            start, end = start - 1, end + 1  # "which we refer to as X"
        elif lowers[start] in {"referred", "denoted"} and lowers[end - 1] == "as":
            pass  # "a dedicated algorithm, referred to as active-rank, which ..."
        elif not (end - start == 2 and lowers[start] == "we" and lowers[start + 1] in NAMING_WORDS):
            continue
        if lowers[end] == "as":
            end += 1  # "which we term as X"
        k = start - 1
        while k >= 0 and lowers[k] in {"which", "that", ","}:
            k -= 1
        if k < 0 or not (lowers[k] in heads or lowers[k].rstrip("s") in heads) or not texts[k].islower() \
                or end >= n or not texts[end].islower() or lowers[end] in _NOT_A_LOWERCASE_NAME:
            continue
        stop = _lowercase_run(v, end, min(n - 1, end + 6))
        if not _ends_cleanly(v, end, stop) or (stop - end == 1 and "-" not in texts[end]):
            continue  # "boosting algorithms we call proper.": one plain word is an adjective, not a name
        _claim_lowercase_name(doc, b, end, stop)


def _add_lowercase_apposed(doc: Doc, b: _Builder) -> None:
    """"we present a novel cross-lingual vocabulary transfer strategy, trans-tokenization, designed to ...", "a new
    prompting approach, analogical prompting, designed": a lower-case name set off by commas right after the method
    noun a proposal verb introduces."""
    v = view(doc)
    texts, lowers = v.text, v.lower
    n = len(texts)
    heads = lowered("method_head")
    for start, end, label in spans_of(doc, "kg_cues"):
        if label != "PROPOSE" or end >= n:
            continue
        k = next((j for j in range(end, min(n - 3, end + 10)) if texts[j] == ","), None)
        if k is None or lowers[k - 1] not in heads or not all(
                texts[j].islower() or texts[j] == "-" for j in range(end, k)):
            continue  # the comma must end the lower-case noun phrase of the method noun the verb introduces
        stop = _lowercase_run(v, k + 1, min(n - 1, k + 6))
        if stop == k + 1 or stop >= n or texts[stop] != "," or lowers[k + 1] in _NOT_A_LOWERCASE_NAME \
                or lowers[k + 1].endswith("ed") or lowers[stop + 1] not in _AFTER_APPOSED_NAME \
                or (stop - k == 2 and "-" not in texts[k + 1] and not texts[k + 1].isalpha()):
            continue  # "a task-informed exploration approach, based on reinforcement learning, that": no name
        _claim_lowercase_name(doc, b, k + 1, stop)


# Words after the comma that closes a lower-case name set off after its method noun
_AFTER_APPOSED_NAME = frozenset({"which", "that", "designed", "where", "whereby", "tailored", "to"})


def _ends_cleanly(v: TokenView, start: int, stop: int) -> bool:
    """Whether the lower-case name at tokens start..stop is whole: not empty, not ending in a hyphen, and followed
    by punctuation or a word that opens a clause."""
    return stop > start and v.text[stop - 1] != "-" and (
        v.text[stop] in {".", ",", ";", ":", "("} or v.lower[stop] in _LOWERCASE_NAME_ENDS)


_DIMENSION = re.compile(r"[1-4][Dd]")


def _lowercase_run(v: TokenView, start: int, limit: int) -> int:
    """Where a lower-case name that starts at token start ends: its words and hyphens, before limit and before a
    word that opens a clause or a prepositional phrase."""
    texts, lowers = v.text, v.lower
    stop = start
    while stop < limit and lowers[stop] not in _LOWERCASE_NAME_ENDS and (
            texts[stop] == "-" or (texts[stop].islower() and texts[stop].replace("-", "").isalpha())
            or (stop > start and _DIMENSION.fullmatch(texts[stop]))):  # "latent 3D graph diffusion"
        stop += 1
    return stop


def _claim_lowercase_name(doc: Doc, b: _Builder, start: int, stop: int,
                          type_: EntityType = EntityType.METHOD, described: bool = False) -> None:
    """Add the lower-case name at tokens start..stop as a Method (or the given type), taking over the task phrases
    and known methods mentioned only inside it; nothing is added where another name holds one of its words, unless
    a description calls it a method (``described``), where a task or known method also said elsewhere stays."""
    owners = {id(o): o for o in (b.token_owner.get(k) for k in range(start, stop)) if o is not None}
    if any((o.type, o.rule) not in _NAMED_OVER for o in owners.values()):
        return
    elsewhere = {key for key, o in owners.items() if any(s < start or e > stop for s, e in o.spans)}
    if elsewhere and not described:
        return
    for key, found in owners.items():
        if key in elsewhere:
            continue  # "Self-training is a well-established technique ... we introduce doubly-robust self-training,
            #           an innovative semi-supervised algorithm": the technique it varies is still named
        # "a strategy, dubbed proximal matching": the name, not a problem; "a regularizer, named decoupled
        # mixup": the new method, not the known one it varies
        b.drop(found)
    b.add(type_, TokenSpan(doc, start, stop), "name", name=task_case(view(doc).span_text(start, stop))
          if type_ is EntityType.TASK else None)


def _add_opening_subject(doc: Doc, b: _Builder) -> None:
    """"Multi-agent path finding (MAPF) is the combinatorial problem ...", "Autoformalization is ...": the short
    singular noun phrase an abstract opens with, as the subject of a copula or an aim, is the problem it studies."""
    v = view(doc)
    texts, lowers = v.text, v.lower
    n = len(texts)
    k = 0
    while k < min(n, 7) and (texts[k].isalpha() or (texts[k] == "-" and 0 < k)) and lowers[k] not in _OPENING_VERBS:
        k += 1
    stop = k
    if k < n and texts[k] == "(" and k + 2 < n and texts[k + 2] == ")":
        k += 3  # "(MAPF)"
    if stop == 0 or k >= n or (lowers[k] not in _OPENING_VERBS and not (
            texts[k] == "," and k + 1 < n and lowers[k + 1] in _ASIDE_OPENERS)) or texts[stop - 1] == "-":
        return  # (a comma may open an aside before the verb: "Graph condensation, which reduces ..., has"; but
        # "Prediction, estimation, and smoothing are" lists)
    words = [w for w in lowers[:stop] if w != "-"]
    head = words[-1]
    problem = _called_a_problem(lowers, k)
    owners = {id(o): o for i in range(stop) if (o := b.token_owner.get(i)) is not None}
    if problem and len(owners) == 1 and (o := next(iter(owners.values()))).spans[0] == (0, stop) \
            and o.type is EntityType.METHOD and o.rule in {"lexicon", "abbreviation"} and not o.proposed:
        # "Kernel Density Estimation (KDE) is a fundamental problem": what the abstract calls a problem is one
        o.type, o.rule = EntityType.TASK, "opening_subject"
        o.name = task_case(v.span_text(0, stop))
        return
    if owners or any(w in STOP_WORDS for w in words) \
            or words[0] in lowered("modifier_stop") or words[0].endswith("ly") \
            or (head.endswith("s") and not head.endswith(("ss", "sis", "us"))) or head.endswith(("ness", "ity")) \
            or (len(words) > 1 and words[0].endswith("ing") and words[0] not in lowered("task_head")) \
            or any(head in lowered(kind) for kind in ("generic", "concept_head", "method_head", "vague_measure_head",
                                                      "other_head")) \
            or " ".join(words) in lowered("method") | lowered("generic_technique") | lowered("generic") \
            or not (is_task_word(head) and head not in lowered("vague_gerund") or problem):
        # not "Diffusion models have", "Robustness is", "Ensuring safety is", "Knowledge distillation is"; but
        # "Multi-agent path finding (MAPF) is the combinatorial problem of ..." names one, whatever its head
        return
    acronym = [texts[stop + 1]] if k == stop + 3 and is_short_form(texts[stop + 1]) else []
    b.add(EntityType.TASK, TokenSpan(doc, 0, stop), "opening_subject", name=task_case(v.span_text(0, stop)),
          aliases=acronym)


_COPULA_PROBLEMS = frozenset({"problem", "task"})
_ASIDE_OPENERS = frozenset({"which", "where", "in", "as", "a", "an", "the"})


def _called_a_problem(lowers: list[str], k: int) -> bool:
    """Whether the copula at k calls its subject a problem or a task: "is the combinatorial problem of", "is a
    fundamental problem", "is one of the central tasks"."""
    if lowers[k] != "is":
        return False
    i = k + 1
    if lowers[i:i + 3] == ["one", "of", "the"]:
        i += 3
    elif i < len(lowers) and lowers[i] in {"a", "an", "the"}:
        i += 1
    for j in range(i, min(i + 4, len(lowers))):
        if lowers[j] in _COPULA_PROBLEMS or lowers[j] in {"problems", "tasks"} and lowers[i - 1] == "the":
            return True
        if not (lowers[j].isalpha() or lowers[j] == "-") or lowers[j] in STOP_WORDS:
            return False
    return False


def _addressed_with_proposals(doc: Doc, b: _Builder, rel: Callable[..., None]) -> None:
    """"We address these bottlenecks with AlpacaFarm, a simulator ...": a coined name (not one the lexicon knows)
    right after "with / via / through", within a few words of "we address / tackle ...", is the paper's own."""
    v = view(doc)
    texts, lowers, n = v.text, v.lower, len(v.lower)
    verbs = lowered("address_verb")
    for k in compress(range(n - 3), map("we".__eq__, lowers[:n - 3])):
        if lowers[k + 1] not in verbs:
            continue
        end = min(v.sent_end_of[k], k + 9)
        prep = next((j for j in range(k + 2, end) if lowers[j] in {"with", "via", "through"}), None)
        if prep is None or any(v.text[j] in {",", ";", ":"} for j in range(k + 2, prep)):
            continue
        j = prep + 1
        if j < n and lowers[j] in {"a", "an", "the", "our"}:
            j += 1
        # "we address this challenge with a novel method, Collaborative Score Distillation (CSD)": the name set
        # off after the kind of thing it is
        kind = j + (j < n and lowers[j] in {"novel", "new"})
        classed = kind > j and kind + 2 < n and lowers[kind] in _method_class_nouns() and texts[kind + 1] == ","
        if classed:
            j = kind + 2
        owner = b.token_owner.get(j)
        if owner is None or owner.type not in {EntityType.METHOD, EntityType.MODEL} or owner.proposed \
                or owner.rule == "lexicon" or _known_method(owner.name) or known_short_name(owner.name):
            continue
        close = max((e for s, e in owner.spans if s == j), default=j + 1)
        apposed = close + 1 < n and v.text[close] == "," and lowers[close + 1] in {"a", "an"}
        # a name met here first and used again, or described by an apposition, is the paper's; one said once may
        # be a known method the lexicon lacks ("we address this with LoRA")
        if min(owner.spans)[0] == j and (len(owner.spans) >= 2 or apposed or classed):
            owner.proposed = True
            rel(RelationType.PROPOSES, owner, (j, j + 1), "addressed_with")


_PLAIN_ACRONYM = re.compile(r"[A-Za-z][A-Za-z0-9-]*[A-Z][A-Za-z0-9-]*")


def _acronym_closing_proposal(doc: Doc, b: _Builder, rel: Callable[..., None]) -> None:
    """"we propose a novel ... approach for neural architecture search for concealed weapon detection (MEOW)": an
    acronym that spells no words before it, first said in parentheses after "we propose / introduce ..." in its
    sentence, names the proposal the sentence describes."""
    v = view(doc)
    texts, lowers, n = v.text, v.lower, len(v.text)
    verbs = lowered("propose_verb")
    for f in b.entities():
        if f.type is not EntityType.METHOD or f.proposed or f.aliases or f.rule == "lexicon" \
                or not _PLAIN_ACRONYM.fullmatch(f.name) or _known_method(f.name) or known_short_name(f.name):
            continue  # (not "Y|X-shifts" or "δ-CR": a notation)
        s, e = min(f.spans)
        if not (0 < s and e < n and texts[s - 1] == "(" and texts[e] == ")"):
            continue
        other = b.token_owner.get(s - 2)
        if other is not None and other.type in {EntityType.METHOD, EntityType.MODEL}:
            continue  # "We present Eagle (RWKV-5)": a second name of the name before it
        sent = v.sent_of[s]
        verb = next((k for k in range(sent, s - 1) if lowers[k] == "we" and (
            lowers[k + 1] in verbs or (k + 2 < s and lowers[k + 2] in verbs))), None)
        if verb is None or _set_against(v, s) or not _EXTENDS.isdisjoint(lowers[verb:s]):
            continue  # (but "we propose X, which outperforms PPO (PPO)" names what it is set against)
        f.proposed = True
        rel(RelationType.PROPOSES, f, (s, e), "acronym_closing_proposal")


_TERM_OPENERS = frozenset({"least", "most", "more", "less"})  # "the least squares regression problem"


def _add_studied_problems(doc: Doc, b: _Builder) -> None:
    """"We study a spiked Wigner problem", "we consider the facility location problem": a problem the paper takes
    on, named by two or more words before "problem(s)" (or one acronym), is a task with the noun, where no other
    name holds those words; evaluative words before it ("an important yet challenging problem") name no problem."""
    v = view(doc)
    texts, lowers, n = v.text, v.lower, len(v.text)
    stop, verbs, openers = lowered("modifier_stop"), lowered("study_problem_verb"), lowered("problem_opener")
    for k in compress(range(n - 3), map(verbs.__contains__, lowers[:n - 3])):
        if lowers[k + 1] not in {"the", "a", "an"}:
            continue
        end = next((j for j in range(k + 2, min(n, k + 12)) if lowers[j] in {"problem", "problems"}), None)
        if end is None:
            continue
        start = k + 2
        while start < end:
            word = f"{lowers[start]}-{lowers[start + 2]}" if start + 2 < end and texts[start + 1] == "-" \
                else lowers[start]
            if not ((word in stop or word in openers or ("-" not in word and word.endswith("ly")))
                    and word not in _TERM_OPENERS):
                break
            # "a large-scale X problem", "the long-standing X problem": an evaluative compound goes whole
            start += 3 if "-" in word and texts[start + 1] == "-" else 1
        if start < end and texts[start] == "-":
            continue
        words = v.span_text(start, end).split()  # a hyphen compound is one word ("non-convex problem" is vague)
        if not (len(words) >= 2 or (len(words) == 1 and words[0].isupper() and len(words[0]) > 1)) \
                or " ".join(words).lower() in lowered("generic"):
            continue  # ("a machine learning problem")
        if any(not (t == "-" or t.isalnum() or "-" in t) or lowers[j] in STOP_WORDS or lowers[j] in stop
               for j, t in zip(range(start, end), texts[start:end])):
            continue  # "the problem", "a novel and challenging problem": a clause or evaluative words, no name
        if any(j in b.token_owner for j in range(start, end + 1)):
            continue
        b.add(EntityType.TASK, TokenSpan(doc, start, end + 1), "studied_problem", name=v.span_text(start, end + 1))


def _add_studied_topics(doc: Doc, b: _Builder) -> None:
    """"We study harmful imitation through ...", "we study finite episodic Markov decision processes": the bare noun
    phrase right after "we study" (no article, which would open a description) names the problem the paper takes on,
    up to a preposition, clause word or punctuation; one word only where it is a task word ("we study clustering");
    not a method ("we study first-order algorithms"), an adverb or words other names hold."""
    v = view(doc)
    texts, lowers, n = v.text, v.lower, len(v.text)
    heads, method_heads, stop = lowered("task_head"), lowered("method_head"), lowered("modifier_stop")
    verbs = lowered("study_topic_verb")
    for k in compress(range(n - 2), map("we".__eq__, lowers[:n - 2])):
        if lowers[k + 1] not in verbs:
            continue
        start = end = k + 2
        while end < n and end - start < 8 and (texts[end] == "-" or (texts[end].replace("-", "").isalnum() and (
                texts[end].islower() or texts[end].isupper() or "-" in texts[end] or end > start)
                and lowers[end] not in STOP_WORDS and lowers[end] not in _OBJECT_OF | {"in", "under", "for"})
                or (lowers[end] == "of" and end > start)):
            if end > start and lowers[end].endswith("ing") and lowers[end - 1].endswith("s"):
                break  # "Markov decision processes incorporating dynamic risk measures": a participle ends it
            end += 1
        while end > start and lowers[end - 1] in {"of", "-"}:
            end -= 1
        words = [w for w in lowers[start:end] if w != "-"]
        if not words or words[0] in stop or words[0] in lowered("generic") or any(map(is_adverb, words)) \
                or v.span_text(start, end).lower() in lowered("generic") \
                or words[-1] in method_heads or words[-1].rstrip("s") in method_heads or words[0].isdigit() \
                or (len(words) == 1 and (words[0] not in heads or words[0] in lowered("task_weak_head"))):
            continue  # ("we study algorithms", "we study empirically ...", "we study how ...")
        if any(j in b.token_owner for j in range(start, end)):
            continue
        b.add(EntityType.TASK, TokenSpan(doc, start, end), "studied_topic", name=v.span_text(start, end))


def _add_opening_gerund(doc: Doc, b: _Builder) -> None:
    """"Tracking biosignals is ...", "Evaluating the quality of free-text explanations is ...": the gerund phrase an
    abstract opens with, as the subject of a copula or an aim, names the problem it studies; a trailing "from /
    with / in ..." phrase or a second coordinated gerund is left out, and an adjective list makes no name (later
    sentences opening so gave no task the annotators name, and six they do not, in 1,000 development abstracts)."""
    v = view(doc)
    texts, lowers = v.text, v.lower
    n = len(texts)
    first = lowers[0] if n else ""
    if n < 3 or not (texts[0][:1].isupper() and texts[0].isalpha() and first.endswith("ing")) \
            or (first in lowered("vague_gerund") and first not in lowered("topic_gerund")) or first in STOP_WORDS:
        return
    cut = None
    k = 1
    limit = min(n, 12)
    while k < limit and lowers[k] not in _OPENING_VERBS:
        word, glued = lowers[k], texts[k - 1] == "-" or (k + 1 < n and texts[k + 1] == "-")
        if word == "(" and cut is None and k + 2 < n and texts[k + 2] == ")" and is_short_form(texts[k + 1]):
            cut = k  # "Constructing a directed cyclic graph (DCG) is": the acronym ends the name
            k += 3
            continue
        if word == "," and k > 1 and k + 1 < n and lowers[k + 1] in {"which", "where"}:
            break  # "Estimating odometry, where ..., has": an aside ends the name
        if not (texts[k].isalnum() or word == "-") or (word in _GERUND_CLAUSE and not glued):
            return  # "Understanding how ...", "Constructing AI models that ...", "Estimating odometry, ..."
        if word in {"and", "or"} and not glued and not (k + 1 < n and lowers[k + 1].endswith("ing")):
            return  # "Generating controllable and photorealistic avatars": an adjective list the rule cannot cut
        if cut is None and k > 1 and not glued and (
                word in _GERUND_CUT or (word in STOP_WORDS and word not in _GERUND_KEEP and lowers[k - 1] != "of")):
            cut = k
        k += 1
    stop = k if cut is None else cut
    last = lowers[stop - 1]
    if k >= limit or stop < 2 or last in STOP_WORDS or last == "-" or last.endswith(("ly", "ed")) \
            or any(i in b.token_owner for i in range(stop)):
        return  # "Learning arguably involves", "Rendering scenes observed in a video is"
    target = v.span_text(1, stop).lower()
    if target in lowered("generic") or target in lowered("class_model"):
        return  # "Compressing models is", "Aligning large language models is": a technique on a model class
    stems = {w[:5] for w in lowers[:stop] if w.isalnum() and w not in STOP_WORDS}
    if any(f.type is EntityType.TASK and len(stems & {w[:5] for w in f.name.lower().split()}) >= 2 for f in b.entities()):
        return  # "Manipulating objects is ..." where "object manipulation" is already the task
    b.add(EntityType.TASK, TokenSpan(doc, 0, stop), "opening_gerund", name=task_case(v.span_text(0, stop)))


# Words that make an opening gerund phrase a clause rather than a name; words that end the name; words kept inside it
_GERUND_CLAUSE = frozenset({"that", "which", "how", "what", "whether", "where", "when", "why", "to", "we", "it"})
_GERUND_CUT = frozenset({"and", "or", "between", "among", "via", "using", "across", "through", "within", "without"})
_GERUND_KEEP = frozenset({"of", "a", "an", "the"})


# Verbs after an abstract's opening subject that make it the topic: "X is / has / aims / remains / involves ..."
_OPENING_VERBS = frozenset({"is", "has", "aims", "remains", "involves", "refers", "poses", "plays", "seeks", "faces",
                            "requires", "holds", "enables", "offers", "suffers", "presents"})


def _add_lowercase_appositive(doc: Doc, b: _Builder) -> None:
    """"This paper introduces plasticity injection, a minimalistic intervention that ...", "we propose motion
    guidance, a zero-shot technique": a lower-case noun phrase right after "we propose / introduce" that a comma
    and "a <...> <method noun>" then describe is the name of what the paper proposes."""
    v = view(doc)
    texts, lowers = v.text, v.lower
    n = len(texts)
    for i in compress(range(1, n - 4), map(_APPOSITIVE_VERBS.__contains__, lowers[1:n - 4])):
        if lowers[i - 1] not in {"we", "paper", "work", "study"}:
            continue
        start = i + 1
        # five words at most, a hyphenated compound one word ("doubly-robust self-training")
        limit, words = start, 0
        while limit < n and (words < 5 or texts[limit] == "-" or texts[limit - 1] == "-"):
            words += texts[limit] != "-" and texts[limit - 1] != "-"
            limit += 1
        stop = _lowercase_run(v, start, limit)
        if stop == start or texts[stop - 1] == "-" or lowers[start] in _NOT_AN_APPOSITIVE_NAME or stop >= n - 2:
            continue
        k = stop + 3 if texts[stop] == "(" and stop + 4 < n and texts[stop + 2] == ")" else stop  # "(cmc)"
        if texts[k] == "," and lowers[k + 1] == "which" and not lowers[stop - 1].endswith("s"):
            _claim_lowercase_name(doc, b, start, stop)  # "we propose watermark distillation, which trains ..."
            continue
        if texts[k] not in {",", ":"} or lowers[k + 1] not in {"a", "an"}:
            continue
        heads = _apposition_heads()
        # the first method noun, clause word or comma after the article ends the description
        head = next((j for j in range(k + 2, min(n, k + 8))
                     if lowers[j] in heads or lowers[j] in _LOWERCASE_NAME_ENDS or texts[j] in {",", "."}), None)
        if head is None or lowers[head] not in heads:
            continue
        _claim_lowercase_name(doc, b, start, stop, described=True)


@lru_cache(maxsize=1)
def _apposition_heads() -> frozenset[str]:
    return lowered("method_head") | _APPOSITIVE_NOUNS


_APPOSITIVE_VERBS = frozenset({"propose", "proposes", "introduce", "introduces", "present", "presents"})
# Method nouns an apposition may end in besides the method heads: "a minimalistic intervention", "a simple trick"
_APPOSITIVE_NOUNS = frozenset({"intervention", "trick", "modification", "extension", "variant", "generalization",
                               "operator"})
# Words that open a description rather than a name: "we propose novel methods, a ...", "we present two ..."
_NOT_AN_APPOSITIVE_NAME = frozenset({"a", "an", "the", "this", "these", "that", "our", "its", "their", "it", "here",
                                     "novel", "new", "two", "three", "several", "multiple", "various", "simple",
                                     "efficient", "effective", "general", "generic", "unified", "principled",
                                     "theoretical", "empirical", "extensive", "both", "such", "further"})


# What a lower-case name after "called" may take over when its words have no other mention
_NAMED_OVER = frozenset({(EntityType.TASK, "task_phrase"), (EntityType.METHOD, "lexicon")})
# Where a lower-case name after "called" ends: "a method called clustered conformal prediction that clusters"
_LOWERCASE_NAME_ENDS = frozenset({"which", "that", "to", "for", "with", "where", "whereby", "by", "in", "on", "via",
                                  "using", "is", "was", "and", "or", "from", "as", "at", "over", "under", "of"})
_BUILT_ON = frozenset({"on", "using", "via", "with", "from", "upon", "of", "use", "uses", "leverage", "leverages"})
_NOT_A_LOWERCASE_NAME = frozenset({"as", "the", "a", "an", "this", "it", "after", "for", "by", "in"})


# Nouns after an acronym whose long form then says what kind of data they are: "Out-of-Distribution (OoD) samples"
_DATA_KINDS = frozenset({"samples", "sample", "inputs", "input", "examples", "instances", "points"})
# "CIFAR-10/100-LT", "NAS-Bench-101/201/301": the versions after the first are the third group, slashes kept
_SLASHED_VERSIONS = re.compile(r"(.*[A-Za-z][-_ ]?)(\d+)/(\d+(?:/\d+)*)((?:-[A-Za-z]+)?)")
_SLASHED_ROMANS = re.compile(r"(.*[A-Za-z][-_ ])([IVX]{1,4})/([IVX]{1,4})()")  # "MIMIC III/IV", "MIMIC-III/IV"


def _type_by_coordination(doc: Doc, b: _Builder, untyped: list[tuple[_Found, TokenSpan]]) -> None:
    """"on FB15k-237 (+5.3% Hits@1) and FEVER", "on Atari and Minecraft": a name that only lacked evidence of its
    type, coordinated with a dataset (or a released model), is one too (but not a name the paper proposes)."""
    v = view(doc)
    kinds = _method_class_nouns()
    changed = True
    while changed:  # "ImageNet, ESC-50, and SST2": the type passes along the list, item by item
        changed = False
        for found, span in untyped:
            if span.end < len(v.lower) and v.lower[span.end] in kinds:
                continue  # "the ACE and MACE architectures": what the list names is said after it
            if found.type is EntityType.METHOD and not _in_proposal(doc, span, 8):
                for kind in (EntityType.DATASET, EntityType.MODEL):  # "DeepSeek-R1 and OpenAI-o1": a model
                    # a whole comma list only for datasets: "Transformer-XL, Memorizing Transformer, RMT" are
                    # architectures, though the first carries a size
                    listed = kind is EntityType.DATASET or (kind is EntityType.MODEL and _after_model_class(v, span.start))
                    if _typed_at(b, _coordinated_before(v, span.start, span.end if listed else None), kind) or \
                            _typed_at(b, _coordinated_after(v, span.end, listed), kind):
                        found.type = kind
                        changed = True
                        break
                if found.type is EntityType.METHOD and _across_arrow(v, b, span):
                    found.type = EntityType.DATASET
                    changed = True


_DATA_NOUNS_AFTER = frozenset({"benchmark", "dataset", "corpus"})
# Class nouns whose listed instances are tasks: "tasks including STEM, Knowledge QA, and Multi-Hop Reasoning"
_TASK_CLASSES = frozenset({"tasks", "problems"})


def _type_listed_tasks(doc: Doc, b: _Builder, untyped: list[tuple[_Found, TokenSpan]]) -> None:
    """"reasoning-intensive tasks including STEM, Knowledge QA", "3 coding tasks (Code Repair, Code Explanation)":
    a name typed a method only for want of evidence, listed under "tasks" or "problems", is a task."""
    v = view(doc)
    for found, span in untyped:
        if found.type is not EntityType.METHOD or found.proposed or b.token_owner.get(span.start) is not found \
                or _dataset_shaped(found.name) or any(
                    f.type is EntityType.DATASET and found.name.startswith(f.name) for f in b.entities()):
            continue  # ("RepoBench-R" of the RepoBench dataset is data, whatever it is listed under)
        after = v.text[span.end] if span.end < len(v.text) else "."
        if after in {",", "and", "or", ")", ".", ";"} and _listed_under(v, span.start) in _TASK_CLASSES:
            found.type = EntityType.TASK  # (but in "problems: the Lie-NAG dynamics" the name is a modifier)


def _listed_under(v: TokenView, i: int) -> str:
    """The noun a list holding token i is introduced by ("tasks including A, B", "tasks: A and B", "tasks (A, B)",
    "tasks such as A"), or ""."""
    texts, lowers = v.text, v.lower
    k = i - 1
    floor = max(v.sent_of[i], i - 20)
    while k >= floor and (texts[k] in {",", "and", "or", "-", "the"} or texts[k][:1].isupper() or texts[k][:1].isdigit()
                          or (k > 0 and texts[k - 1] == "-")):  # ("Data-cleaning": a piece of a hyphen compound)
        k -= 1
    if k < floor:
        return ""
    if lowers[k] in {"including", ":", "("} or (lowers[k] == "as" and k > 0 and lowers[k - 1] == "such"):
        k -= 2 if lowers[k] == "as" else 1
        return lowers[k] if k >= 0 and texts[k].islower() else ""  # (not "Long Horizon Tasks (LHT)")
    return ""


 # (annotators keep "algorithm", "framework" and "strategy")
_ARROWS = frozenset({"→", "⇒", "⟶", "⇢"})  # "->" is two tokens


def _paren_opening(v: TokenView, i: int, reach: int = 24) -> int | None:
    """The "(" that opens the list of names token i stands in, walking back over names and "and"/"or", or None."""
    k = i - 1
    while k > v.sent_of[i] and v.text[k] != "(" and i - k <= reach:
        if v.text[k] in {")", ";", ":"} or (v.text[k].islower() and v.text[k] not in {"and", "or"}):
            return None
        k -= 1
    return k if k > 0 and v.text[k] == "(" else None


def _after_model_class(v: TokenView, i: int) -> bool:
    """Whether the name at token i is listed in parentheses right after a plural noun for released models ("8
    different LLMs (Pythia, Dolly 2.0, Palmyra, ...)"): there a comma list is a list of models."""
    k = _paren_opening(v, i)
    return k is not None and v.lower[k - 1] in lowered("class_model") and v.lower[k - 1].endswith("s")


def _across_arrow(v: TokenView, b: _Builder, span: TokenSpan) -> bool:
    """"SynLiDAR → SemanticKITTI", "GTA5 -> Cityscapes": the other side of a transfer arrow is a dataset, so this
    side is one too."""
    texts, n = v.text, len(v.text)
    before = span.start - 2 if span.start >= 2 and texts[span.start - 1] in _ARROWS else \
        span.start - 3 if span.start >= 3 and texts[span.start - 2:span.start] == ["-", ">"] else None
    after = span.end + 1 if span.end < n and texts[span.end] in _ARROWS else \
        span.end + 2 if texts[span.end:span.end + 2] == ["-", ">"] else None
    return _typed_at(b, before, EntityType.DATASET) or (after is not None and after < n
                                                         and _typed_at(b, after, EntityType.DATASET))


# Words that end the lower-case words after a person's name before any technique noun ("model after sampling")
_NAME_CLAUSE_WORDS = frozenset("on in for with of to from across over at by after before during via where when "
                               "which that and or".split())
_NAME_JOINS = re.compile(r"[-–]")  # "Burer-Monteiro", "Erdős–Rényi": names joined by a hyphen or an en dash


def _person_name(tokens: list[str]) -> bool:
    """Whether tokens are capitalised words as people's names are, alone or hyphen-joined ("Dikin",
    "Burer-Monteiro", "Grouped Dirichlet"), rather than a coined name ("LaRA-Fusion", "FooNet")."""
    parts = [p for t in tokens for p in _NAME_JOINS.split(t) if p]
    # each part a capital A-Z, then two or more lower-case letters of any script ("Dikin", "Burer", "Erdős")
    return bool(parts) and all(len(p) >= 3 and "A" <= p[0] <= "Z" and p[1:].isalpha() and p[1:].islower()
                               for p in parts)


def _eponym_of_concept(v: TokenView, span: TokenSpan, nxt: int) -> bool:
    """Whether two or more people's names joined by hyphens qualify a lower-case noun that names no procedure: "the
    Radon-Nikodym derivative", "the Lugosi-Mendelson median", "a Karush-Kuhn-Tucker (KKT) system", "Merlin-Arthur
    communication protocols" are objects of study; "the Frank-Wolfe algorithm" and "Burer-Monteiro factorization"
    are methods."""
    tokens = v.text[span.start:span.end]
    if len(tokens) != 1 or len([p for p in _NAME_JOINS.split(tokens[0]) if p]) < 2 or not _person_name(tokens):
        return False
    if nxt + 3 < len(v.text) and v.text[nxt] == "(" and v.text[nxt + 2] == ")":
        nxt += 3  # "(KKT)": the acronym the names are given
    words = []
    for k in range(nxt, min(nxt + 4, v.sent_end_of[span.start])):
        if not (v.text[k].isalpha() and v.text[k].islower()) or v.lower[k] in STOP_WORDS or (
                words and v.lower[k].endswith("ing")):
            break  # ("the Lugosi-Mendelson median arising from ...": a participle ends the noun)
        words.append(v.lower[k])
    if not words:
        return False  # "Curiosity-Bottleneck that distills ...", "Object-Disambiguation or ...": no noun qualified
    heads = (lowered("method_head") - _SYSTEMS_OF_EQUATIONS) | lowered("named_technique") | lowered("class_method")
    # "Robbins-Monro's stochastic approximation procedure", "a Self-Challenge evaluation framework": a procedure
    return not any(w in heads or w.removesuffix("s") in heads or w.endswith("ing") for w in words)


# Method heads that after people's names name an object of study: "a Karush-Kuhn-Tucker (KKT) system", "the
# Hodgkin-Huxley model"
_SYSTEMS_OF_EQUATIONS = frozenset({"system", "systems", "model", "models"})


def _named_technique_end(v: TokenView, span: TokenSpan, name: str) -> int | None:
    """Where "Dikin walk", "Burer-Monteiro factorization", "Hermite series expansion" end: a person's name (one or
    more capitalised parts joined by hyphens, not a known method) and up to three lower-case words that end in a
    technique noun; None when the name is not followed so."""
    texts, n = v.text, len(v.text)
    if not _person_name(texts[span.start:span.end]) or name.lower() in lowered("method") \
            or v.sent_start[span.start] or " " in v.span_text(span.start, span.end):
        return None  # one name, not a title-case run ("Gradient Normalization Scaling method")
    nouns, stop = lowered("named_technique"), lowered("modifier_stop")
    k = span.end
    if k < n and v.lower[k] in lowered("eponym_technique") and not _named_bare(v, span):
        return k + 1  # "the Winograd algorithm", "Sinkhorn divergences", "a Matérn kernel", "Borda count"
    while k < min(n, span.end + 3) and texts[k].isalpha() and texts[k].islower():
        low = v.lower[k]
        if low in nouns:
            return k + 1
        if low in stop or low in _NAME_CLAUSE_WORDS or (low.endswith("s") and low != "series"):
            return None  # "Tabsyn outperforms existing methods": a verb, not part of the name
        k += 1
    return None


def _named_bare(v: TokenView, span: TokenSpan) -> bool:
    """Whether the abstract also writes the name at span alone, without the noun after it ("a framework named
    Mmeets ... the Mmeets method"): then the name is the word, and the noun only says what it is."""
    word, k = v.text[span.start], span.end
    return any(v.text[j] == word and j != span.start and not (j + 1 < len(v.text) and v.lower[j + 1] == v.lower[k])
               for j in range(len(v.text)))


def _proposed_noun_end(v: TokenView, span: TokenSpan) -> int | None:
    """Where "we introduce EigenPro iteration, a simple preconditioning scheme" or "we propose per-IC quantization, a
    simple method" ends: a one-token name right after the proposal verb, one lower-case noun, then an apposition
    that says what the whole is; None otherwise."""
    texts, n, k = v.text, len(v.text), span.end
    if span.end - span.start != 1 or k + 2 >= n or not (texts[k].isalpha() and texts[k].islower()) \
            or v.lower[k] in STOP_WORDS or v.lower[k] in lowered("modifier_stop") or v.lower[k] in _NAME_CLAUSE_WORDS:
        return None
    if texts[k + 1] == "," and v.lower[k + 2] in {"a", "an"}:
        return k + 1
    return None


@lru_cache(maxsize=1)
def _method_class_nouns() -> frozenset[str]:
    """Nouns that name a list's items as methods or models ("the ACE and MACE architectures"), built once."""
    return lowered("method_head") | lowered("class_method") | lowered("class_model")


def _typed_at(b: _Builder, k: int | None, kind: EntityType) -> bool:
    """Whether token k (if any) belongs to an entity of the given type."""
    return k is not None and (o := b.token_owner.get(k)) is not None and o.type is kind


# "A and B", "A & B": the words that join the items of a list
_AND_OR = frozenset({"and", "or", "&"})


def _coordinated_before(v: TokenView, i: int, e: int | None = None) -> int | None:
    """The last token of the item before token i in an "A and B" / "A (...), and B" list, or None; with the end e
    of the item at i, also in "A, B, and C" and "(A, B, C)", where the list goes on or closes after it."""
    texts, start = v.text, v.sent_of[i] if i < len(v.text) else 0
    k = i - 1
    if k <= start:
        return None
    if texts[k] == "," and e is not None and e < len(texts) and (texts[e] in {",", "and", "or", "&", ")"} or (
            texts[e] == "(" and texts[k - 1] == ")")):
        # but not "On ImageNet, FooNet achieves ...", where the comma closes an opening phrase; "GSM8K (-80.1%),
        # Coin Flip (-84.2%) and ...": each item with its aside
        k -= 1
    elif k - 2 > start and v.lower[k - 2:k + 1] == ["as", "well", "as"]:
        k -= 3  # "on CIFAR10, CIFAR100, as well as Food101"
    elif v.lower[k] not in _AND_OR:
        return None
    else:
        k -= 1
    if texts[k] == ",":
        k -= 1
    if texts[k] == ")":  # "FB15k-237 (+5.3% Hits@1) and FEVER"
        opening = next((j for j in range(k - 1, max(start, k - 12), -1) if texts[j] == "("), None)
        if opening is None:
            return None
        k = opening - 1
    return k if k >= start else None


def _coordinated_after(v: TokenView, e: int, lists: bool = False) -> int | None:
    """The first token of the item after a name ending before token e in an "A and B" / "A, B, and C" list (with
    lists, also the item after ", and")."""
    texts, lowers, n = v.text, v.lower, len(v.text)
    k = e
    if k < n and texts[k] == "(":  # "FEVER (+8% accuracy) and FB15k-237"
        close = _closing_paren(texts, k)
        k = n if close is None else close + 1
    if k + 1 < n and lowers[k] in _AND_OR:
        return k + 1
    if k + 1 < n and texts[k] == ",":
        # "A, B, and C": a comma alone may close an opening phrase ("On ImageNet, FooNet ..."), so the item
        # after it must go on with the list
        if lists and k + 2 < n and lowers[k + 1] in _AND_OR:
            return k + 2  # "A, B, and C": the item after the conjunction
        j, limit = k + 1, k + 6
        while j < min(n, limit) and texts[j] not in {",", "and", "or", "&", "."}:
            if texts[j] == "(":  # "Scenery (21.512), Building Facades (25.310), and WikiArts": an aside per item
                close = _closing_paren(texts, j)
                if close is not None:
                    limit += close - j + 1
                    j = close
            j += 1
        return k + 1 if j < n and texts[j] in {",", "and", "or", "&"} else None
    return None


def _closing_paren(texts: list[str], j: int) -> int | None:
    """The ")" that closes the "(" at token j within the next 11 tokens, if any."""
    return next((c for c in range(j + 1, min(len(texts), j + 12)) if texts[c] == ")"), None)


_LANGUAGE_PAIR = re.compile(r"^[A-Z][a-z]{1,2}[-–→][A-Z][a-z]{1,2}$")  # "De-En", "En→Fr"


def _join_dataset_editions(b: _Builder) -> None:
    """"IWSLT 2017 De-En", "WMT 2014 En-De", "RWTH-PHOENIX-Weather 2014T": a language pair or a lettered year
    right after a dataset's name is part of it (a translation direction, an edition), not a name of its own."""
    v = view(b.doc)
    texts, n = v.text, len(v.text)
    for f in b.entities():
        if f.type is not EntityType.DATASET or len(f.spans) != 1 or _LANGUAGE_PAIR.match(f.name):
            continue
        start, end = f.spans[0]
        if end >= n or v.idx[end] == v.idx[end - 1] + len(texts[end - 1]):
            continue  # nothing after it, or a glued piece
        if _LANGUAGE_PAIR.match(texts[end]):
            stop = end + 1
        elif end + 1 < n and YEAR.fullmatch(texts[end]) and len(texts[end + 1]) == 1 and texts[end + 1].isupper() \
                and v.idx[end + 1] == v.idx[end] + len(texts[end]):
            stop = end + 2  # "2014T", which the tokenizer splits
        else:
            continue
        other = b.token_owner.get(end)
        if other is not None and not (other.type in {EntityType.DATASET, EntityType.METHOD} and all(
                e - s == 1 and _LANGUAGE_PAIR.match(texts[s]) for s, e in other.spans)):
            continue
        if other is not None:
            b.drop(other)  # "De-En" alone is no dataset (its every mention is a direction of one)
        b.drop(f)
        b.add(EntityType.DATASET, TokenSpan(b.doc, start, stop), f.rule, name=v.span_text(start, stop),
              aliases=f.aliases)


def _split_slashed_datasets(b: _Builder) -> None:
    """"CIFAR-10/100" is two datasets, CIFAR-10 and CIFAR-100 ("NAS-Bench-101/201/301" three): the first keeps the
    slashed form as an alias."""
    for f in b.entities():
        m = (_SLASHED_VERSIONS.fullmatch(f.name) or _SLASHED_ROMANS.fullmatch(f.name)) \
            if f.type is EntityType.DATASET else None
        if m is None:
            continue
        prefix, first, others, suffix = m.groups()
        slashed, f.name = f.name, prefix + first + suffix
        if slashed not in f.aliases:
            f.aliases.append(slashed)
        b.by_key.setdefault(name_key(f.name), f)
        for start, end in list(f.spans):
            for other in others.split("/"):
                b.add(EntityType.DATASET, TokenSpan(b.doc, start, end), f.rule, name=prefix + other + suffix)


_SLASH_PART = re.compile(r"^[A-Z][A-Za-z0-9.-]*$")


def _split_slashed_names(b: _Builder) -> None:
    """"DP-GD/DP-SGD", "GPT-3.5/GPT-4", "SVHN/CIFAR-10/CIFAR-100": names joined by slashes are entities of their
    own, each typed by what is known of it; but not a known name with a slash ("CNN/DailyMail"), a version
    ("LLaMA-V1/V2") or a patch size ("ViT-B/16")."""
    for f in b.entities():
        if f.rule != "name" or f.type not in {EntityType.METHOD, EntityType.MODEL, EntityType.DATASET} \
                or "/" not in f.name or " " in f.name or _SLASHED_VERSIONS.fullmatch(f.name) \
                or f.name in load_wordlists()["dataset"] or _known_dataset_variant(f.name):
            continue
        first, *others = f.name.split("/")
        if not all(len(p) >= 2 and _SLASH_PART.match(p) and not re.fullmatch(r"V?\d[\d.]*[BMK]?", p) and (
                sum(c.isupper() or c.isdigit() for c in p) >= 2 or p.lower() in lowered("method"))
                   and p not in load_wordlists()["generic"] for p in (first, *others)):
            continue  # "CNN/DM" is one dataset's name: a generic word is no name of its own
        slashed = f.name
        f.name = first
        f.type = _slash_part_type(first, f.type)
        if slashed not in f.aliases:
            f.aliases.append(slashed)
        b.by_key.setdefault(name_key(f.name), f)
        for start, end in list(f.spans):
            for other in others:
                b.add(_slash_part_type(other, f.type), TokenSpan(b.doc, start, end), f.rule, name=other)


_PARAMETER_COUNT = re.compile(r"^\d+(?:\.\d+)?[BMK]$")  # "7B", "1.4B", "410M"


def _add_elided_sizes(b: _Builder) -> None:
    """"LLaMA2 7B and 13B", "Llama-2-7B and 13B", "GPT2-Small and Medium": each size coordinated after a released
    model at one size names the same model at that size."""
    v = view(b.doc)
    texts, lowers, n = v.text, v.lower, len(v.text)
    sizes = lowered("model_size")
    for f in b.entities():
        if f.type is not EntityType.MODEL or f.rule != "name":
            continue
        for start, end in list(f.spans):
            before = v.span_text(start, end - 1) if end - start > 1 else ""
            head, dash, tail = texts[end - 1].rpartition("-")
            if before and _PARAMETER_COUNT.match(texts[end - 1]):
                prefix, counted = before + " ", True  # "LLaMA2 7B"
            elif dash and head and (_PARAMETER_COUNT.match(tail) or tail.lower() in sizes):
                prefix = (before + " " if before else "") + head + "-"  # "Llama-2-7B", "GPT2-Small"
                counted = bool(_PARAMETER_COUNT.match(tail))
            else:
                continue
            k = end
            while k + 1 < n and lowers[k] in {",", "and", "or"}:
                k += 1 + (lowers[k] == "," and lowers[k + 1] in {"and", "or"})
                if not (_PARAMETER_COUNT.match(texts[k]) if counted else lowers[k] in sizes):
                    break
                other = b.token_owner.get(k)
                if other is not None and other is not f and other.spans == [(k, k + 1)]:
                    b.drop(other)  # "Medium" alone is no model of its own
                if b.token_owner.get(k) is None:
                    b.add(EntityType.MODEL, TokenSpan(b.doc, k, k + 1), "name", name=prefix + texts[k])
                k += 1


_ELIDED_SUFFIX = re.compile(r"^-[A-Z0-9][A-Za-z0-9]*$")  # "-C" of "ImageNet-A, -C, and -R"


def _add_elided_suffixes(b: _Builder) -> None:
    """"ImageNet-A, -C, and -R", "PX-EM and -DA": a hyphened suffix coordinated after a hyphened name names the
    name's stem with that suffix, of the same type."""
    v = view(b.doc)
    texts, lowers, n = v.text, v.lower, len(v.text)
    for f in b.entities():
        if f.type not in {EntityType.DATASET, EntityType.METHOD, EntityType.MODEL}:
            continue
        for start, end in list(f.spans):
            stem, dash, _ = texts[end - 1].rpartition("-")
            if not (dash and stem):
                continue
            prefix = v.span_text(start, end - 1) + " " if end - start > 1 else ""
            k = end
            while k + 1 < n and lowers[k] in {",", "and", "or"}:
                k += 1 + (lowers[k] == "," and lowers[k + 1] in {"and", "or"})
                if not _ELIDED_SUFFIX.match(texts[k]) or b.token_owner.get(k) is not None:
                    break
                b.add(f.type, TokenSpan(b.doc, k, k + 1), f.rule, name=f"{prefix}{stem}{texts[k]}")
                k += 1


def _slash_part_type(part: str, default: EntityType) -> EntityType:
    """The type of one side of a slashed pair: a known dataset, metric or released model, else the pair's type."""
    if part in load_wordlists()["dataset"] or _known_dataset_variant(part):
        return EntityType.DATASET
    if part in load_wordlists()["metric"]:
        return EntityType.METRIC
    if _is_model(part):
        return EntityType.MODEL
    return EntityType.METHOD if default is EntityType.MODEL and part.lower() in lowered("architecture") else default


def _merge_acronym_expansions(b: _Builder) -> None:
    """"LaRA-Fusion ... Latent-Robust Adaptation": a capitalised phrase that spells out the acronym a coined
    name starts with is that name's alias, not a second entity."""
    from kg.nlp.abbreviations import find_long_form

    names = [f for f in b.entities() if f.type is EntityType.METHOD]
    for coined in names:
        head = re.split(r"[-_]", coined.name)[0]
        if not (2 <= len(head) <= 8 and sum(c.isupper() for c in head) >= 2 and any(c.islower() for c in head)):
            continue
        for other in names:
            if other is coined or " " not in other.name or not other.name[:1].isupper() or head in other.aliases:
                continue  # (but "Neural Radiance Fields (NeRF)" is a method of its own that "NeRF-LEBM" builds on)
            parts = [p for w in other.name.split() for p in w.split("-") if p]
            # the capitals of the head are the initials of the phrase: "LaRA" is not "Cross-Scale GNN" for "CrossGNN"
            if len(other.name.split()) <= len(head) and find_long_form(head, other.name) == 0 and \
                    other.name[0].lower() == head[0].lower() and \
                    _capitals_spell(head, "".join(p[0] for p in parts if p[0].isupper())):
                _absorb(b, coined, other)


def _set_off_by_commas(v: TokenView, b: _Builder, k: int) -> bool:
    """Whether the name at token k ends at a comma: an apposition, not the subject after a fronted phrase."""
    owner = b.token_owner.get(k)
    end = next((e for s, e in owner.spans if s == k), None) if owner is not None else None
    if end is not None:
        end = _past_own_acronym(v, b, owner, end)  # "our method, *Domain-aware Distillation* (DomED), is ..."
    return end is not None and end < len(v.text) and v.text[end] == ","


def _capitals_spell(head: str, initials: str) -> bool:
    """Whether the capitals of a coined head are the phrase's capital initials, or some of them from the first to
    the last ("CrIBo" for "Cross-Image Object-Level Bootstrapping"; "LaRA" is not "Cross-Scale GNN")."""
    capitals = "".join(c for c in head if c.isupper())
    if capitals == initials:
        return True
    if len(capitals) < 3 or not initials or capitals[0] != initials[0] or capitals[-1] != initials[-1]:
        return False
    rest = iter(initials)
    return all(c in rest for c in capitals)  # a subsequence: each capital found after the one before


def _merge_spelled_out(b: _Builder) -> None:
    """"the Neural Tangent Kernel's ability ... applying NTK": an acronym and a capitalised phrase in the same
    abstract whose word initials spell it are one entity even without "(NTK)"."""
    entities = b.entities()
    for acronym in entities:
        short = acronym.name
        if acronym.aliases or not (2 <= len(short) <= 6 and short.isalpha() and short.isupper()):
            continue
        for long in entities:
            if long is acronym or long.type is not acronym.type or not long.name[:1].isupper():
                continue
            words = long.name.split()
            parts = [p for w in words for p in w.split("-") if p]
            if len(words) >= 2 and short in {"".join(w[0] for w in words).upper(), "".join(p[0] for p in parts).upper()}:
                _absorb(b, long, acronym)
                break


_KIND_TAILS = ("algorithm", "method", "optimizer", "estimator", "sampler")


def _merge_tailed(b: _Builder) -> None:
    """"the AskewSGD algorithm ... AskewSGD avoids": a coined name with and without the word for its kind is one
    method, named without it."""
    methods = {f.name: f for f in b.entities() if f.type is EntityType.METHOD}
    for name, tailed in list(methods.items()):
        base, _, tail = name.rpartition(" ")
        bare = methods.get(base)
        if bare is None or bare is tailed:
            continue
        if tail in _KIND_TAILS and is_coined(base):
            _absorb(b, bare, tailed)
        elif base.istitle() and base.isalpha() and bare.rule == "name" and tailed.rule == "name" \
                and (tail.removesuffix("s") in lowered("method_head") or tail.removesuffix("s") in _KIND_TAILS):
            # "we introduce Bespoke solvers ... a Bespoke solver for a CIFAR10 model": a plain word is a name only
            # with its kind, which the method keeps
            _absorb(b, tailed, bare)


_GLUED_AFTER = re.compile(r"^(.*[A-Z0-9])([a-z]{2,})$")  # "ModernTCNhas", "CLIPfor"
_GLUED_BEFORE = re.compile(r"^([a-z]{3,})([A-Z].*)$")  # "proposeModernTCN"
_NAMED_TYPES = frozenset({EntityType.METHOD, EntityType.MODEL, EntityType.DATASET})


def _merge_glued(b: _Builder) -> None:
    """"our ModernTCNhas much larger": a space lost in the text glues a word to a name the abstract writes apart
    elsewhere; the glued token is one more mention of that name. The glued word is a stop word or a word of the
    abstract, but not "former", the ending of "Transformer" names ("PPIformer")."""
    by_name = {f.name: f for f in b.entities() if f.type in _NAMED_TYPES}
    # "Group Preference Optimization (GPO) ... GPOnot only aligns": an acronym glued to a word
    by_alias = {a: f for f in by_name.values() for a in f.aliases}
    lowers = view(b.doc).lower
    words = set(lowers)
    for glued in list(by_name.values()):
        if glued.rule != "name" or len(glued.spans) != 1 or " " in glued.name:
            continue
        k = glued.spans[0][0]
        if k > 0 and (lowers[k - 1] in NAMING_WORDS | {"namely"} or (
                k > 1 and lowers[k - 1] == "," and lowers[k - 2] == "namely")):
            continue  # "the change of Signed Distance Function (SDF), namely SDFflow": a name given, not a typo
        after, before = _GLUED_AFTER.match(glued.name), _GLUED_BEFORE.match(glued.name)
        for base, word in ([after.groups()] if after else []) + ([before.groups()[::-1]] if before else []):
            keep = by_name.get(base) or by_alias.get(base)
            if (word in STOP_WORDS and word != "former" or word in words or word in lowered("propose_verb")) and (
                    keep is not None and keep is not glued or keep is None and base.lower() in lowered("generic")):
                if keep is None:
                    b.drop(glued)  # "LLMfrom": a generic word glued to the next one
                else:
                    _absorb(b, keep, glued, alias=False)
                break


def _type_task_acronyms(doc: Doc, b: _Builder, untyped: list[tuple[_Found, TokenSpan]]) -> None:
    """"MTL", "Deep RL" not spelled out in the abstract: a name typed Method for want of evidence is a task when
    it is an acronym the corpora spell out as a task (``kg train task-acronyms``), unless the paper proposes it."""
    acronyms = lowered("learned_task_acronym")
    live = {id(f) for f in b.entities()}
    for found, span in untyped:
        if found.type is EntityType.METHOD and id(found) in live and not found.aliases and \
                found.name.lower() in acronyms and not _in_proposal(doc, span, 8):
            found.type = EntityType.TASK


_QUALIFIED_NOUNS = {EntityType.METRIC: "measure_modified", EntityType.TASK: "task_modified"}


def _drop_qualifiers(doc: Doc, b: _Builder) -> None:
    """"negligible runtime overhead", "AUC maximization", "the image generation process": a measure's or a task's
    name before a cost, a bound, an objective or a process qualifies that noun and names no measure or task; such
    mentions go, and a measure or task with no other mention goes with them."""
    lowers = view(doc).lower
    for found in b.entities():
        if found.type not in _QUALIFIED_NOUNS or found.proposed:
            continue
        nouns = lowered(_QUALIFIED_NOUNS[found.type])
        gone = [(s, e) for s, e in found.spans if e < len(lowers) and lowers[e] in nouns]
        if len(gone) == len(found.spans):
            b.drop(found)
            continue
        for s, e in gone:
            found.spans.remove((s, e))
            for k in range(s, e):
                if b.token_owner.get(k) is found:
                    del b.token_owner[k]


def _merge_bare_measures(b: _Builder) -> None:
    """"accuracy" in an abstract that also names "top-1 accuracy" (and "top-1" there) is that one measure: the bare
    mentions join the one qualified variant, without becoming its alias (elsewhere "accuracy" is any accuracy)."""
    metrics = [f for f in b.entities() if f.type is EntityType.METRIC]
    for bare in metrics:
        base = bare.name.lower()
        variants = [f for f in metrics if f is not bare and f.name.lower() != base and (
            f.name.lower().endswith((" " + base, "-" + base)) or f.name.lower().startswith(base + " "))]
        if len(variants) != 1 or bare.proposed or bare.aliases:
            continue
        _absorb(b, variants[0], bare, alias=False)


def _absorb(b: _Builder, keep: _Found, gone: _Found, alias: bool = True) -> None:
    """Make ``gone`` an alias of ``keep``: its name, aliases and mentions move over (only its mentions where the
    name is no name of ``keep`` elsewhere, as a bare "accuracy" of "top-1 accuracy")."""
    for name in [gone.name, *gone.aliases] if alias else []:
        if name not in keep.aliases and name != keep.name:
            keep.aliases.append(name)
    keep.spans.extend(gone.spans)
    keep.proposed = keep.proposed or gone.proposed
    for k, owner in list(b.token_owner.items()):
        if owner is gone:
            b.token_owner[k] = keep
    for key, owner in list(b.by_key.items()):
        if owner is gone:
            b.by_key[key] = keep


def _existing_technique(doc: Doc, i: int, found: _Found) -> bool:
    """"uses the Discrete Cosine Transform", "the Neural Tangent Kernel's ability": a named thing the paper
    builds on, not a part it introduces."""
    v = view(doc)
    n = len(v.text)
    start = i
    while start > 0 and _mentions(start - 1, found):
        start -= 1
    end = i
    while end < n and _mentions(end, found):
        end += 1
    before = v.lower[start - 1] if start > 0 else ""
    before2 = v.lower[start - 2] if start > 1 else ""
    after = v.text[end] if end < n else ""
    # "integrated with Dynamic Task-related Knowledge Retrieval (DTKR)", "the Code Initialization (CI) module":
    # a name given its acronym right here is being introduced; but "employs a Graph Convolution Network (GCN)"
    # spells out one it uses
    defined_here = found.rule == "abbreviation" and after == "(" and end + 1 < n and _mentions(end + 1, found)
    # "the Transformer Hawkes Process (THP), a well-known neural TPP framework": an apposition calls it established
    k = end + 3 if end + 2 < n and v.text[end] == "(" and v.text[end + 2] == ")" else end  # past its acronym
    known_apposition = k + 2 < n and v.text[k] == "," and v.lower[k + 1] in {"a", "an", "the"} and (
        v.lower[k + 2] in _KNOWN_MARKERS or v.span_text(k + 2, min(n, k + 5)).lower() in _KNOWN_MARKERS)
    if known_apposition or after in {"'s", "’s"} or before in _BUILT_ON_VERBS or (
            before == "the" and before2 in _BUILT_ON_VERBS) or (
            before in {"a", "an"} and before2 in _USE_VERBS and defined_here) or before == "through" or \
            before in _COMBINING or \
            before in _KNOWN_MARKERS or (before == "known" and before2 == "-") or _cited_after(doc, end) or \
            (before == "as" and before2 == "known") or (before == "of" and before2 in _VARIED | _SETTING_NOUNS) or (
                start > 0 and _used_under_name(v, start - 1)):
        # "the well-known Progressive Training method (PT) (Karras et al., 2017)": prior work; "a simple extension
        # of Masked Autoencoders (MAE)": what the new method varies
        return True
    lowers = v.lower
    for k in range(start - 1, max(v.sent_of[i], start - 6) - 1, -1):
        if lowers[k] in _USE_VERBS or lowers[k] in _TESTED_ON or (lowers[k] == "on" and lowers[k - 1] == "based"):
            # "which leverages the editability of Gaussian Splatting", "we perform our experiments on the
            # Asynchronous Advantage Actor Critic (A3C) algorithm", "Based on the Transformer Hawkes Process"
            return True
        if lowers[k] in {",", ";", ":", "and", "which", "that", "a", "an"}:
            break  # "using an attention-based Manifold Mutual Learning mechanism": a new part
    return not defined_here and before in {"the", "with"}


# "in the context of Federated Learning (FL)", "the problem of ...": where the proposal works, not a part of it
_SETTING_NOUNS = frozenset({"context", "setting", "field", "area", "domain", "realm", "problem", "task", "framework",
                            "class", "family"})  # "belongs to the class of Approximate Dynamic Programming (ADP)"
_VARIED = frozenset({"extension", "variant", "generalization", "generalisation", "modification", "adaptation",
                     "version", "improvement", "simplification"})
_TESTED_ON = frozenset({"experiments", "experiment", "evaluate", "evaluated", "evaluation", "evaluations", "tested",
                        "test", "benchmarked"})
_TASK_COMPOUNDS = frozenset({"based", "aware", "driven", "guided", "grounded", "intensive", "oriented", "centric"})
_STATEMENTS = frozenset({"theorem", "lemma", "conjecture", "inequality", "equation", "hypothesis", "principle"})


@lru_cache(maxsize=1)
def _part_words() -> frozenset[str]:
    """The words of a sentence about a method's parts: the part nouns, and "consists"/"comprises"."""
    return lowered("part_noun") | {"consists", "comprises"}

# Verbs that open a clause of their own after "and": what follows them is no part of the proposal
_NEXT_CLAUSE_VERBS = frozenset({"study", "show", "prove", "analyze", "analyse", "demonstrate", "evaluate", "derive",
                                "establish", "investigate", "find", "characterize", "discuss", "explore", "compare"})
_NAMING_POINT = frozenset({",", ":", ";", "which", "that", "called", "named", "termed", "dubbed", "denote", "as",
                           "namely"})
# Verbs that say a method is used, not introduced: "which leverages Gaussian Splatting", "utilize the properties of".
_USE_VERBS = frozenset({"using", "uses", "use", "leverages", "leveraging", "leverage", "utilizes", "utilizing",
                        "utilize", "utilise", "utilises", "employs", "employing", "employ", "adopts", "adopting",
                        "adopt", "exploits", "exploiting", "exploit", "harnesses", "harnessing", "harness"})
_COMBINING = frozenset({"combining", "combines", "integrating", "integrates", "incorporating", "incorporates"})
_NOT_THE_PROPOSAL = _USE_VERBS | _COMBINING | {"combine", "known", "such", "like", "including", "e.g.", "than",
                                               "over", "unlike",
                                               # "we propose to maximize the Kullback-Leibler divergence": an
                                               # objective the proposal optimises, not the proposal
                                               "maximize", "maximise", "minimize", "minimise", "maximizing",
                                               "minimizing", "optimize", "optimise", "optimizing"}
# Participles before "by"/"from" whose object the proposal builds on ("a module inspired by the Newton-Euler
# equations"); not "improved by"/"optimized by", whose object may be a part of it
_BUILT_FROM = frozenset({"inspired", "motivated", "derived", "adapted", "borrowed"})
_GROUNDED = frozenset({"grounded", "rooted", "founded", "anchored"})
# Words after the proposal's name that introduce what it builds on rather than its parts ("CEO, a framework that
# generalizes Causal Bayesian Optimization (CBO)").
_EXTENDS = frozenset({"generalizes", "generalize", "generalizing", "extends", "extend", "extending", "outperforms",
                      "surpasses", "replaces", "upon"})
_USED_NOT_NEW = _USE_VERBS | _EXTENDS | {"than", "over", "unlike", "like", "such", "including", "covers", "cover",
                                         "generalises", "subsumes", "recovers", "belongs", "belong", "belonging",
                                         # "an agent that fine-tunes Stable Diffusion": the model it adapts
                                         "tunes", "finetunes", "repurposes", "adapts"}
_BUILT_ON_VERBS = _USE_VERBS | _EXTENDS
# Prepositions whose object is not the subject of the clause after it
_OBJECT_OF = frozenset({"through", "by", "via", "with", "from", "of", "using", "over", "than", "to", "on", "into"})
# Words before "called X" that make X someone else's: "a recent LLM called LLaMA", "a popular method named X"
_OTHERS_NAMED = frozenset({"recent", "recently", "prior", "previous", "existing", "earlier", "popular", "well-known",
                           "famous", "classical", "classic", "standard", "widely-used", "established"})
_OTHERS_WORK = frozenset({"recent", "prior", "previous", "existing", "earlier", "related", "other", "past", "some",
                          "many", "several", "most"})
# Words that open a fronted phrase whose comma is no apposition's: "To perform X, a model ...", "Unlike X, a ..."
_FRONTED_OPENERS = frozenset({"to", "for", "in", "on", "with", "by", "after", "unlike", "like", "beyond", "despite",
                              "while", "when", "since", "although", "compared", "besides", "without", "from"})
# Words of an apposition that describe an established method, not a new one: "X, an important technique in ..."
_ESTABLISHED_DESCRIPTIONS = frozenset({"important", "fundamental", "prominent", "widely", "commonly", "common",
                                       "leading", "dominant", "prevalent", "ubiquitous", "mainstream", "powerful"})
_KNOWN_MARKERS = frozenset({"well-known", "classical", "classic", "popular", "standard", "established", "existing",
                            "conventional", "traditional", "seminal", "celebrated", "famous", "vanilla", "original"})

# Words before a name in a sentence about parts that make it something the parts use, not one of them
_OTHERS_PARTS = _NOT_THE_PROPOSAL | _KNOWN_MARKERS | {"apply", "applies", "applied", "applying", "incorporated"}


def _cited_after(doc: Doc, end: int) -> bool:
    """Whether a citation with a year follows the mention (skipping its acronym): "X (RCD) (Nesterov, 2012)"."""
    v = view(doc)
    texts = v.text
    n = len(texts)
    k = end
    if k < n and v.lower[k] in lowered("method_head"):
        k += 1  # "the Progressive Training method (PT) (Karras et al., 2017)"
    if k < n and texts[k] == "(" and k + 2 < n and texts[k + 2] == ")":
        k += 3
    return _year_citation(texts, k, n)


def _year_citation(texts: list[str], k: int, stop: int) -> bool:
    """Whether token k opens a bracketed citation with a year that closes before token stop: "(Nesterov, 2012)"."""
    if k >= stop or texts[k] not in {"(", "["}:
        return False
    close = next((c for c in range(k + 1, min(stop, k + 14)) if texts[c] in {")", "]"}), None)
    return close is not None and any(YEAR.fullmatch(texts[c]) for c in range(k + 1, close))


def _credited_to_others(v: TokenView, k: int) -> bool:
    """Whether the sentence of token k credits someone else: "et al.", a citation with a year, or "proposed by" a
    capitalised name."""
    lowers, texts = v.lower, v.text
    start, end = v.sent_of[k], v.sent_end_of[k]
    for j in range(start, end):
        if lowers[j] in {"et", "et."} and j + 1 < end and lowers[j + 1].startswith("al"):
            return True
        if lowers[j] == "by" and j > start and lowers[j - 1] in lowered("credit_verb") and j + 1 < end and texts[j + 1].istitle():
            return True
        if _year_citation(texts, j, end):
            return True
    return False


def _mentions(i: int, found: _Found) -> bool:
    """Whether token i is part of a mention of found (by its span list)."""
    return any(s <= i < e for s, e in found.spans)


# The capitalised last words that name a part of a method ("a Pixel Alignment Module")
_PART_HEADS = frozenset({"module", "block", "layer", "unit", "head"})


def _mark_submodules(b: _Builder, relations: list[dict]) -> None:
    """Coined multi-word Method names that appear after a proposal are its named parts (proposed, part of it)."""
    proposed = [f for f in b.entities() if f.proposed]
    if not proposed:
        return
    parent = min(proposed, key=lambda f: min(f.spans))
    v = view(b.doc)
    texts = v.text
    compared = {id(r["object"]) for r in relations if r["type"] is RelationType.COMPARES_WITH}
    for f in b.entities():
        if f.proposed or f.type is not EntityType.METHOD or id(f) in compared or f.rule == "lexicon" or \
                f.name.lower() in _established() or _known_architecture(f.name) or \
                any(_modifier_use(b.doc, s) for s, _ in f.spans):
            continue  # an established algorithm or architecture ("ResNet blocks"), or one named only as
            # "MCMC-based", is no new part
        words = f.name.split()
        first = min(f.spans)
        if len(words) == 1 and is_coined(f.name) and first > min(parent.spans) and not any(
                name_core(texts[s]) != texts[s] for s, _ in f.spans) and (_sentence_of_has(
                b.doc, first[0], _part_words()) or _introduced_by(v, parent, first[0])) and \
                not _existing_technique(b.doc, first[0], f):
            # "Our framework consists of two components: (1) GlyphPerturber, ... and (2) GlyphRestorer"
            f.proposed = True
            relations.append({"type": RelationType.PROPOSES, "object": f, "span": first, "rule": "submodule",
                              "subject": None})
            relations.append({"type": RelationType.PART_OF, "object": parent, "span": first, "rule": "submodule",
                              "subject": f})
            continue
        if len(words) < 2:
            continue
        # "Repulsive Unsigned Distance Function (Repulsive UDF)": a short form may keep a word of the long one
        has_acronym = any(a.isupper() or _is_acronymish(a.split()[-1]) for a in f.aliases)
        # a sentence about the proposal's parts, not one that names what they use or build into ("incorporates
        # FlashAttention, ..., a module to ...", "we apply inverse discrete wavelet transform (IDWT) to the output of
        # four sub-nets", "incorporated into existing network architectures such as Residual Networks")
        # (the part nouns alone: in "SmartPlay consists of 6 different games, including Tower of Hanoi" the parts are
        # no methods)
        about_parts = _sentence_of_has(b.doc, first[0], lowered("part_noun")) and _OTHERS_PARTS.isdisjoint(
            v.lower[v.sent_of[first[0]]:first[0]])
        if not all(w[:1].isupper() or w in {"of", "for", "and"} for w in words) and not (has_acronym and about_parts):
            continue  # (but "composed of two main components: the transient recovery network (TRN) and ..."; not
            # "incorporates FlashAttention, Attention with Linear Biases (ALiBi), ..., a module to ...")
        after = v.lower[first[1]] if first[1] < len(texts) else ""
        compound = any("-" in w and w.split("-")[-1][:1].isupper() for w in words)
        # "(1) Data Agent for data analysis ...; (2) Plugins Agent ...": an enumerated item
        enumerated = first[0] >= 2 and texts[first[0] - 1] == ")" and (
            texts[first[0] - 2].isdigit() or texts[first[0] - 2] in {"i", "ii", "iii", "iv", "v", "a", "b", "c", "d"})
        if not (has_acronym or compound or after in lowered("method_head")
                or words[-1].lower() in _PART_HEADS or about_parts or enumerated):
            continue  # a part is named like one: an acronym, a coined compound, "X module" or "X Module", or in a
            # sentence about parts ("TapMo comprises two main components - Mesh Handle Predictor and ...")
        if first < min(parent.spans) or (not compound and _existing_technique(b.doc, first[0], f)) \
                or _set_against(v, first[0]):
            continue
        f.proposed = True
        relations.append({"type": RelationType.PROPOSES, "object": f, "span": first, "rule": "submodule",
                          "subject": None})
        relations.append({"type": RelationType.PART_OF, "object": parent, "span": first, "rule": "submodule",
                          "subject": f})


# Words that set what follows against the proposal: "an IP model as an alternative to Hidden Markov Models (HMMs)"
_CONTRAST_WORDS = frozenset({"alternative", "instead", "unlike", "versus", "vs", "vs.", "against", "compared",
                             "than", "over", "replacing", "replaces", "outperforms", "outperform", "outperforming",
                             "surpasses", "beats", "rather", "counterpart", "counterparts", "analogue", "analog",
                             "inspired"})


def _set_against(v: TokenView, k: int) -> bool:
    """Whether a contrast word comes shortly before token k in its sentence: what the name is set against is no part
    of the proposal."""
    return not _CONTRAST_WORDS.isdisjoint(v.lower[max(v.sent_of[k], k - 7):k])


def _known_before_own_noun(v: TokenView, owner: _Found, k: int) -> bool:
    """Whether "our" is followed by an established method that modifies a method noun of the paper's own: "our
    mirror descent approach", "our SimCLR variant", "our proposed k-NN search method" (the approach is new, the
    method it builds on is not)."""
    if owner.name.lower() not in _established():
        return False  # (but "the proposed robust score matching procedure" names a new variant of one)
    end = next((e for s, e in owner.spans if s <= k < e), k + 1)
    lowers, heads = v.lower, _apposition_heads()
    while end < len(lowers) and end - k < 6 and v.text[end].islower() and lowers[end] not in heads:
        end += 1
    return end < len(lowers) and lowers[end] in heads


def _kind_before_name(v: TokenView, owner: _Found, i: int) -> bool:
    """Whether the mention at token i, with its acronym, modifies a method noun that a naming word follows: "an
    active learning (AL) method called X"."""
    texts, lowers = v.text, v.lower
    n = len(texts)
    k = next((e for s, e in owner.spans if s <= i < e), i + 1)
    if k + 2 < n and texts[k] == "(" and texts[k + 2] == ")":
        k += 3
    elif k < n and texts[k] == ")":
        k += 1  # the mention is the acronym itself
    if k + 1 < n and texts[k].isalpha() and texts[k].islower() and lowers[k] not in lowered("method_head") and (
            lowers[k + 1] in lowered("method_head") or lowers[k + 1].rstrip("s") in lowered("method_head")):
        k += 1  # "hybrid CNN-ViT neural networks, named FasterViT"
    if k < n and (lowers[k] in lowered("method_head") or lowers[k].rstrip("s") in lowered("method_head")):
        k += 1
        if k < n and lowers[k] == "for":  # "a training-free Personalization approach for SAM, termed PerSAM"
            k = next((j for j in range(k + 1, min(n, k + 5)) if texts[j] == ","), k)
        if k < n and texts[k] in {",", "("}:
            k += 1  # (and "a new black-box optimization (BBO) framework (called WireMask-BBO)")
        return k < n and lowers[k] in NAMING_WORDS
    return False


def _introduced_by(v: TokenView, parent: _Found, i: int) -> bool:
    """"CAT-Walk introduces a temporal walk on hypergraphs, SetWalk, that ...": a name set off by a comma in a
    sentence whose subject is the proposed method and whose verb introduces something new."""
    start = v.sent_of[i]
    return i > start + 2 and v.text[i - 1] == "," and _mentions(start, parent) and \
        not _INTRODUCES.isdisjoint(v.lower[start:i])


_INTRODUCES = frozenset({"introduces", "proposes", "designs", "develops", "devises", "novel", "new"})


def _known_architecture(name: str) -> bool:
    """"ResNet", "UNet", "ResNet-50", "ViT-B", "ResNets": a name the architecture list knows, alone, in the plural or
    with a size or variant; not "VGG-Sound Source", a name with a space that only starts like one."""
    low = name.lower()
    known = lowered("architecture")
    return low in known or (low[-1:] == "s" and low[:-1] in known) or (
        re.split(r"[-\d]", low)[0] in known and " " not in name)


def _extend_left(long: TokenSpan) -> TokenSpan:
    """A capitalised long form continues left over capitalised words: "Generative Semantic" + "Refinement
    and Exclusion-Guided Adaptation" when the acronym's letters only covered the tail."""
    doc = long.doc
    v = view(doc)
    texts = v.text
    start = long.start
    if not v.span_text(long.start, long.end)[:1].isupper():
        return long
    while start > v.sent_of[long.start] + 1 and texts[start - 1][:1].isupper() and texts[start - 1].isalpha() \
            and v.lower[start - 1] not in lowered("modifier_stop") and start > long.start - 3:
        start -= 1
    return TokenSpan(doc, start, long.end)


def _unfold_coordination(name: str) -> list[str]:
    """"linear and matrix regression" names two tasks, "linear regression" and "matrix regression"."""
    words = name.split()
    if len(words) < 4 or words[1] != "and":
        return [name]
    first, rest = words[0], words[2:]
    if "-" in first and "-" in rest[0] and first.rsplit("-", 1)[1] == rest[0].rsplit("-", 1)[1]:
        # "channel-wise and time-wise dependency learning": two compounds of one kind modify the same phrase
        return [" ".join([first, *rest[1:]]), " ".join(rest)]
    if first.endswith(_NOUN_ENDINGS):
        # "classification and part segmentation", "robotics and image generation": a bare noun is too vague
        return [" ".join(rest)]
    if first.endswith(_ADJECTIVE_ENDINGS):
        return [" ".join([first, *rest[1:]]), " ".join(rest)]  # "transparent and controllable image translation"
    # "depth and optical flow estimation": a noun modifies the head, not the compound before it
    return [f"{first} {rest[-1]}", " ".join(rest)]


_NOUN_ENDINGS = ("ion", "ing", "ics", "ence", "ance", "ment", "ism", "ity")
_ADJECTIVE_ENDINGS = ("al", "ic", "ive", "ous", "ent", "ant", "able", "ible", "ed", "ar", "ful", "less", "ary")


def task_case(name: str) -> str:
    """Tasks are common nouns: title-case words go lower case, acronyms and coined words keep theirs."""
    def fold(word: str) -> str:
        return word.lower() if word[:1].isupper() and word[1:].islower() else word

    return " ".join("-".join(fold(p) for p in w.split("-")) for w in name.split())


def _add_repeats(doc: Doc, b: _Builder) -> None:
    """Every other occurrence of a found name in the same abstract is a mention of it too."""
    texts = view(doc).text
    # A form can only match where its first token is not yet owned, and that token is a prefix of the form
    # (tokens spell out their text). A form with no prefix among the unowned tokens' texts cannot match
    # (ownership only grows below), so it is not tokenized, the costly step.
    unowned = texts.copy()
    for k in b.token_owner:  # few tokens are owned: blank them out of a copy
        if 0 <= k < len(unowned):
            unowned[k] = None
    free = set(unowned)
    forms: dict[tuple[str, ...], _Found] = {}
    for found in b.entities():
        for form in dict.fromkeys([found.name, *found.aliases]):  # a set would order by the hash seed
            if len(form) < 2 or (form.islower() and found.type is EntityType.TASK):
                continue
            if not any(form[:k] in free for k in range(1, len(form) + 1)):
                continue
            tokens = _split_form(form)
            if tokens:
                forms.setdefault(tokens, found)
    if not forms:
        return
    firsts: dict[str, list[tuple[str, ...]]] = {}
    for tokens in forms:
        firsts.setdefault(tokens[0], []).append(tokens)
    for i in list(compress(range(len(texts)), map(firsts.__contains__, texts))):
        for tokens in firsts[texts[i]]:
            end = i + len(tokens)
            if tuple(texts[i:end]) != tokens or any(k in b.token_owner for k in range(i, end)):
                continue
            found = forms[tokens]
            found.spans.append((i, end))
            for k in range(i, end):
                b.token_owner[k] = found


@lru_cache(maxsize=16384)
def _split_form(form: str) -> tuple[str, ...]:
    return tuple(t.text for t in extraction_nlp().tokenizer(form))


@lru_cache(maxsize=1)
def _established() -> frozenset[str]:
    """Known algorithms, common architectures and generic techniques: what a paper uses or names, never its new
    method."""
    return lowered("method") | lowered("bare_architecture") | lowered("generic_technique")


@lru_cache(maxsize=1)
def _method_terms() -> tuple[str, ...]:
    """The known method terms as a tuple, for one str.endswith call."""
    return tuple(lowered("method"))


@lru_cache(maxsize=1)
def _method_head_words() -> frozenset[str]:
    """The last words that three or more known methods of several words end in ("descent", "gradient", "leader"),
    less the task and method-class nouns."""
    counts: dict[str, int] = {}
    for m in lowered("method"):
        if " " in m or "-" in m:
            last = m.split()[-1].split("-")[-1]
            counts[last] = counts.get(last, 0) + 1
    # "quadratic programming", "mixed integer programming" name problems as often
    return frozenset(w for w, c in counts.items() if c >= 3) - lowered("task_head") - lowered("method_head") \
        - lowered("generic") - {"programming"}


@lru_cache(maxsize=1)
def _method_endings() -> tuple[str, ...]:
    """" " + known method term of several words, for the long forms that name a variant of one."""
    return tuple(" " + m for m in sorted(lowered("method")) if " " in m)


@lru_cache(maxsize=1)
def _metric_endings() -> tuple[str, ...]:
    """" " + metric term, for the terms a long form may end in (several words, or longer than five letters)."""
    return tuple(" " + m for m in sorted(lowered("metric")) if " " in m or len(m) > 5)


def _named_as_method(v: TokenView, start: int) -> bool:
    """Whether a naming word right before token start follows a method noun: "a loss function called X", "an
    algorithm dubbed X" (but "a phenomenon termed Neural Collapse" names no method)."""
    k = start - 1
    if k < 1 or v.lower[k] not in NAMING_WORDS:
        return False
    heads = lowered("method_head") | lowered("class_method")
    return any(low in heads or low.removesuffix("s") in heads for low in v.lower[max(v.sent_of[k], k - 3):k])


def _concept_head(words: list[str]) -> bool:
    """Whether a phrase ends in a concept noun ("theorem", "condition", "games"): an object of study, not a method;
    but a title-case name of a function is the construct a method is built on ("Control Barrier Functions",
    "Signed Distance Function"), as annotators list it."""
    last = re.split(r"[-\s]", words[-1].lower())[-1]
    pair = " ".join(w.lower() for w in words[-2:])  # "Markov Decision Processes": a model of a problem
    if last not in lowered("concept_head") and last.rstrip("s") not in lowered("concept_head") and \
            pair.removesuffix("es") not in lowered("concept_head") and pair not in lowered("concept_head"):
        return False
    return not (last.rstrip("s") == "function" and len(words) > 1 and all(w[:1].isupper() for w in words))


def _classify_phrase(span: TokenSpan, tail: str = "") -> EntityType | None:
    """Type of an acronym's long form (plus words after the acronym, as in "UDA person search")."""
    span_text = _text(span)
    words = (span_text + " " + tail).split()
    last = re.split(r"[-\s]", words[-1].lower())[-1]
    low = span_text.lower()
    if low in lowered("not_metric"):
        return None  # "learning rate (LR)": a setting, not a measure
    if low in lowered("metric") or low.endswith(_metric_endings()):
        return EntityType.METRIC  # "Partitioned Calibration Error" ends in the metric "calibration error"
    if low.startswith(_COUNT_OPENINGS) or (last in _MEASURE_TAILS and _CLAUSE_LINKS.isdisjoint(low.split())):
        # "Number of Function Evaluations (NFE)", "Attack Success Rate (ASR)"; but "Actor-Critic Regularized by
        # Average Bellman error (A-Crab)" is a method named by what it does
        return EntityType.METRIC
    if last in lowered("dataset_head") and not (last == "set" and len(words) > 1 and words[-2].lower() != "data"):
        return EntityType.DATASET  # but "Sublevel Set (SS)" is a set of math, not data
    if last == "set" and words[0].lower().startswith(("max", "min")):
        return EntityType.TASK  # "maximal independent set (MIS)", "maximum weight stable set": a problem to solve
    if _concept_head(words):
        return None  # "Graphon Mean Field Games (GMFG)", "Polyak-Lojasiewicz Condition": objects of study
    if any(w.lower() in lowered("method_head") for w in words) or _known_method(" ".join(words)) \
            or (" " + low).endswith(_method_endings()):  # "probabilistic principal component analysis (PPCA)"
        # "maximum likelihood estimation (MLE)", "temporal-difference (TD) learning": an established method,
        # whatever its head
        return EntityType.METHOD
    if last in _TECHNIQUE_HEADS:
        return EntityType.METHOD  # "Score Distillation Sampling (SDS)", "chain-of-thought (CoT) prompting": a way to do it
    if last in {"problem", "problems"} and len(words) > 1:
        return EntityType.TASK  # "Travelling Salesman Problem (TSP)": a named problem
    if last in lowered("task_head") or last.rstrip("s") in lowered("task_head") or _MODALITY_CONVERSION.fullmatch(low):
        return EntityType.TASK  # "text-to-speech (TTS)": turning one kind of data into another is a task
    return EntityType.METHOD


# Technique nouns that end problems as often as methods ("collaborative filtering", "spectral clustering")
_TASK_LIKE_TECHNIQUES = frozenset({"filtering", "clustering", "criterion"})
# Task heads that, in a name with an acronym, name a technique rather than the problem it serves
_TECHNIQUE_HEADS = frozenset({"sampling", "prompting"})


# Words after "text-to-image (T2I)" that make the conversion the kind of a model
_MODEL_NOUNS = frozenset({"model", "models", "diffusion", "generator", "generators", "network", "networks", "system",
                          "systems", "stable", "foundation", "pipeline", "pipelines", "architecture", "architectures"})
_COUNT_OPENINGS = ("number of ", "fraction of ", "percentage of ", "proportion of ", "ratio of ")
# Measure heads that end no other kind of name (unlike "Continuous Time", "Reward Consistency")
_MEASURE_TAILS = frozenset({"score", "rate", "error", "accuracy", "precision", "recall", "similarity"})
_CLAUSE_LINKS = frozenset({"by", "with", "for", "via", "using"})
_MODALITY_CONVERSION = re.compile(r"(?:text|image|speech|video|audio|3d|sql|code|shape|sketch|music|motion)"
                                  r"(?:[-/](?:text|image|speech|video|audio|3d|sql|code|shape|sketch|music|motion))*"
                                  r"-to-(?:text|image|speech|video|audio|3d|sql|code|shape|sketch|music|motion)")


def _opens_with_subject(v: TokenView, long: TokenSpan, after: str) -> bool:
    """Whether an acronym's long form opens its sentence as the subject of a verb that says what it is or does
    ("Offline Goal-Conditioned Reinforcement Learning (GCRL) is tasked with ...": a problem, not a method)."""
    start = long.start - 1 if long.start > 0 and v.sent_start[long.start - 1] else long.start
    return v.sent_start[start] and after in {"is", "aims", "has", "refers", "seeks", "studies", "considers"}


def _resembles_measure(text: str) -> bool:
    """Whether text is a known measure's name or shares two words with one ("area under curve", "network function
    evaluations")."""
    words = set(re.split(r"[\s-]+", text.lower())) - _FUNCTION_WORDS
    return text.lower() in lowered("metric") or any(len(words & known) >= 2 for known in _measure_words())


@lru_cache(maxsize=1)
def _measure_words() -> tuple[frozenset[str], ...]:
    """The content words of each known measure's name that has two or more."""
    pieces = (frozenset(re.split(r"[\s-]+", m)) - _FUNCTION_WORDS for m in lowered("metric"))
    return tuple(p for p in pieces if len(p) >= 2)


def _known_method(text: str) -> bool:
    """Whether text is an established algorithm of the method list, however its words are hyphenated."""
    return text.lower().replace("-", " ") in _unhyphenated_methods()


@lru_cache(maxsize=1)
def _unhyphenated_methods() -> frozenset[str]:
    return frozenset(m.replace("-", " ") for m in lowered("method"))


def _is_model(text: str) -> bool:
    maker, _, rest = text.partition(" ")
    if rest and maker in load_wordlists()["organisation"]:
        return _is_model(rest)  # "OpenAI o3-mini": a released model with its maker's name
    low = text.lower()
    families = lowered("model_family")
    head, stem = _family_pieces(low)
    unversioned = _TRAILING_VERSION.sub("", low)  # "DALL-E 2", "ERNIE-ViLG 2.0": a family, then its version
    words = text.split(" ")
    if len(words) == 2 and words[0].istitle() and words[0].isalpha() and low.split(" ")[1] in families \
            and not words[1].isupper():
        return True  # "Code Llama": a released family's variant, named by a word before it (not "Fisher SAM")
    if len(words) == 2 and low.split(" ")[0] in families and _is_model(words[1]):
        return True  # "CLIP ViT-Huge": a family and the released backbone it comes in
    return low in families or (head in families and any(c.isdigit() for c in low)) or _sized(low) or (
        unversioned != low and unversioned in families) or (
        stem != low and stem in families and any(c.isdigit() for c in stem)) or (
        any(map(str.isdigit, low)) and _versioned_family_pattern().match(_FOLD_SPACES.sub("", low)) is not None)


@lru_cache(maxsize=1)
def _known_dataset_stems() -> frozenset[str]:
    """The names of known datasets released at several sizes, less the size ("laion" of "LAION-5B")."""
    return frozenset(low.rsplit("-", 1)[0] for low in lowered("dataset") if "-" in low and _sized(low)) \
        - lowered("model_family")


def _family_pieces(low: str) -> tuple[str, str]:
    """Where a lower-cased model name may hold its family: its first piece ("llama" of "llama-2-7b") and its part
    before a hyphen ("o1" of "o1-preview", a family whose name holds its version, then a variant)."""
    return re.split(r"[\s\-_.]|(?<=[a-z])(?=\d)", low)[0], low.split("-")[0]


_FOLD_SPACES = re.compile(r"[\s\-_]")
_TRAILING_VERSION = re.compile(r"[\s\-]v?\d+(?:\.\d+)*$")
_ARCHITECTURE_ACRONYM = re.compile(r"^(?=(?:[a-z]*[A-Z]){2})[A-Z][A-Za-z]{1,5}$")  # "DDPM", "DiT", not "Imagen"


@lru_cache(maxsize=1)
def _versioned_family_pattern() -> re.Pattern:
    """Long family names folded ("stablediffusion"), each before a version: "stable-diffusion-v1.5",
    "StableDiffusion-v2"."""
    folded = {_FOLD_SPACES.sub("", f) for f in lowered("model_family")}
    long_names = sorted((f for f in folded if len(f) >= 6), key=len, reverse=True)
    return re.compile("(?:" + "|".join(map(re.escape, long_names)) + r")v?\d")


def _sized(low: str) -> bool:
    """"BERT-Large", "DeiT-Tiny", "T5-XL", "Qwen-72B": a named architecture at one released size is a model."""
    if "-" not in low or " " in low or low.endswith("-"):
        return False
    pieces = low.split("-")
    if pieces[-1] in lowered("model_size") or (pieces[-1] in lowered("model_tier") and len(pieces) > 2):
        return True  # "BERT-Large", "Bar-7B-Chat"; but "Foo-Chat" alone names no size
    if pieces[0] in lowered("model_family") and not lowered("model_size").isdisjoint(pieces[1:-1]):
        return True  # "Phi-mini-MoE", "Phi-tiny-MoE": a released family at a size, then a variant
    if len(pieces) == 2 and pieces[0] in lowered("architecture") and _SIZE_LETTER.match(pieces[1]):
        return True  # "Swin-B", "ViT-L/16", "ViT-L/14@336": an architecture's size letter (and patch size)
    # "E5-Mistral-7B-Instruct", "Pythia-1.4B-deduped": a parameter count anywhere in a hyphenated name
    return any(_SIZE_TAG.match(piece) or _SIZE_AND_PATCH.match(piece) for piece in pieces[1:])


_SIZE_LETTER = re.compile(r"^[tsblhg](?:/\d+(?:@\d+)?)?$")
_SIZE_AND_PATCH = re.compile(r"^[a-z]*\d+(?:\.\d+)?[mb]/\d+(?:@\d+)?$")  # "SoViT-400m/14", "SigLIP-So400m/14"
_SIZE_TAG = re.compile(r"^\d+(?:\.\d+)?b$")  # "-5M" is as often a count of examples (OpenAQA-5M)
_FAMILY_WORDS = frozenset({"families", "architecture", "architectures"})
# A version or a parameter count after a model's name: "Stable Diffusion 2.1", "Llama 2", "Llama-3.1 405B"
_MODEL_RELEASE = re.compile(r"^(?:\d(?:\.\d+)*|\d+(?:\.\d+)?[BM]|[RV]\d(?:\.\d+)?)$")  # "DeepSeek R1", "DeepSeek V3"
_COUNT_TAG = re.compile(r"(?<![\d.])\d+(?:\.\d+)?[KkMm]$")  # a name ending in thousands or millions of examples


def _tasks_with_parentheses(doc: Doc, i: int) -> int:
    """How many "<task> (" openings the sentence of token i holds: a list that pairs tasks with datasets (not a
    task's own acronym: "neural architecture search (NAS)")."""
    v = view(doc)
    start, end = v.sent_of[i], v.sent_end_of[i]
    acronyms = {s for s, _, _ in spans_of(doc, "kg_abbrev_short")}
    return sum(1 for k in range(start + 1, end)
               if v.text[k] == "(" and v.lower[k - 1] in lowered("task_head") and k + 1 not in acronyms)


def _tail_of_defined_acronym(doc: Doc, text: str) -> bool:
    """Whether an acronym is the end of a longer one the abstract defines, its long form's last words giving its
    letters: "SAM" beside "Domain-Inspired Sharpness-Aware Minimization (DISAM)" is sharpness-aware minimization."""
    if len(text) < 3 or not text.isupper() or not text.isalpha():
        return False
    v = view(doc)
    for (ls, le, _), (ss, se, _) in zip(spans_of(doc, "kg_abbrev_long"), spans_of(doc, "kg_abbrev_short")):
        short = v.span_text(ss, se)
        if short == text or not short.endswith(text):
            continue
        parts = [p for w in v.span_text(ls, le).split() for p in w.split("-") if p]
        if len(parts) > len(text) and "".join(p[0] for p in parts[-len(text):]).upper() == text:
            return True
    return False


def _classify_name(doc: Doc, span: TokenSpan, eval_sentence: bool, text: str) -> tuple[EntityType | None, bool]:
    """The type of a coined or title-case name, and whether it is Method only for want of other evidence."""
    type_ = _classify_name_by_evidence(doc, span, eval_sentence, text)
    return (EntityType.METHOD, True) if type_ is _NO_EVIDENCE else (type_, False)


_NO_EVIDENCE = object()  # what _classify_name_by_evidence returns for a name no context types


def _classify_name_by_evidence(doc: Doc, span: TokenSpan, eval_sentence: bool, text: str) -> EntityType | None | object:
    """The type a name's shape and context give it, None for no entity, or _NO_EVIDENCE."""
    # Token texts from the view (Token.lower_/is_lower/is_alpha/is_quote are functions of the text).
    v = view(doc)
    texts, lowers = v.text, v.lower
    n = len(texts)
    length = span.end - span.start
    if text in load_wordlists()["generic"] or text.lower() in lowered("generic"):
        if length == 1 and text.lower() in lowered("model_family") and _listed_with_model(v, span.start):
            return EntityType.MODEL  # "models such as Bert, GPT and ViT": a family listed among models is one
        return None
    if length == 1 and _ADJECTIVE_COMPOUND.match(text):
        return None  # "an MICL-dedicated dataset", "LLM-generated text": a modifier, not a name
    if _PLURAL_ACRONYM.match(text) and length == 1 and not _named_here(doc, span.start):
        return None  # "LLMs", "DGNNs": a family of models, not one; but "which we call VLM-RMs" names one
    if text in load_wordlists()["metric"] or (
            length == 1 and len(text) >= 4 and text[0].islower() and text[1].isupper()
            and text[1:] in load_wordlists()["metric"]):
        return EntityType.METRIC  # and "sFID", "hIoU", "pAUC": a known measure's variant
    if texts[span.end - 1] in load_wordlists()["other_head"] or \
            texts[span.end - 1].rsplit("-", 1)[-1] in load_wordlists()["other_head"] or (
                span.end < n and lowers[span.end] in lowered("other_head") and lowers[span.end] not in _LANGUAGE):
        return None  # "A100 GPUs", "Xeon Phi processors": hardware (the list's capitalised words are its acronyms)
    if span.end < n and lowers[span.end] in _DATA_HEADS:
        return EntityType.DATASET  # "the LAION-5B dataset": a size tag does not make a model
    if span.start > 2 and lowers[span.start - 1] == "by" and lowers[span.start - 2] in _MEASURING \
            and lowers[span.start - 3] == "as" and not _is_model(text):
        return EntityType.METRIC  # "fidelity (as assessed by GIQA)": what a quality is measured by (but "as
        # evaluated by GPT-4" names a judge)
    if not _is_model(text) and ((span.end < n and lowers[span.end] in {"score", "scores"})
                                or re.split(r"[-\s]", text.lower())[-1] in _SCORE_NOUNS):
        return EntityType.METRIC  # "the MAUVE score", "TM-Score", "Structural Similarity Index"
    if 1 < span.start and span.end < n and texts[span.start - 1] == "(" and texts[span.end] == ")" \
            and lowers[span.start - 2] in lowered("task_head") and _tasks_with_parentheses(doc, span.start) >= 2:
        return EntityType.DATASET  # "question answering (BoolQ), textual entailment (RTE)": each task's dataset
    if _is_model(text) and _tail_of_defined_acronym(doc, text):
        return EntityType.METHOD  # "Domain-Inspired Sharpness-Aware Minimization (DISAM) ... convergence of SAM"
    if _is_model(text):
        noun = _class_noun(doc, span)
        if noun is not None and lowers[noun] in _DATA_HEADS | {"benchmark", "benchmarks"} \
                and lowered("model_family").isdisjoint(_family_pieces(text.lower())):
            # "datasets such as LAION-2B, DataComp-1B": a size tag on a dataset (but "benchmarks such as
            # Claude-3.5-Sonnet" lists a released model's family)
            return EntityType.DATASET
        if lowered("model_family").isdisjoint(_family_pieces(text.lower())) and (
                _family_pieces(text.lower())[1] in _known_dataset_stems() or (
                    span.end < n and texts[span.end] == "," and _apposition_class(doc, span.end) is EntityType.DATASET
                    and {"model", "models"}.isdisjoint(lowers[span.end:span.end + 6]))):  # (not "the reward model suites")
            # "datasets as large as LAION-2B" (LAION-5B is a known dataset), "SynGrasp-1B, a billion-frame robotic
            # grasping dataset": the size of a dataset, not of a model
            return EntityType.DATASET
        if span.end < n and lowers[span.end] in {"leaderboard", "benchmark", "dataset", "corpus"} and "-" not in text \
                and not any(map(str.isdigit, text)):
            return EntityType.DATASET  # "the Alpaca leaderboard": the evaluation named after a model, not the model
        return EntityType.MODEL
    if _known_architecture(text):
        return EntityType.METHOD  # "ResNet-50", "ViT-B"; not "VGG-Sound Source", a dataset named after VGG
    last = lowers[span.end - 1]
    if length > 1 and last in lowered("dataset_head") and last not in {"set", "split"}:
        return EntityType.DATASET  # "Distracting Control Suite", "Long Range Arena Benchmark"
    if last in lowered("place_head") or lowers[span.start] in lowered("place_head") or _in_citation(doc, span):
        return None  # "Gulf of Mexico", "(Kakade, Shalev-Shwartz and Tewari, 2008)"
    noun = _class_noun(doc, span)
    named_class = None if noun is None else _class_of(lowers[noun])
    if named_class is EntityType.MODEL and ((length > 1 and not _DECIMAL_VERSION.match(texts[span.end - 1])) or lowers[noun] in {"model", "models"} and not any(
            map(str.isdigit, text)) and (not _RELEASED_KINDS.intersection(lowers[max(0, noun - 2):noun]) or (
                lowers[noun - 1] == "diffusion" and _ARCHITECTURE_ACRONYM.match(text)))):
        # "models such as Diffusion Transformer", "topic models such as PLSA": an architecture or an algorithm;
        # a checkpoint carries a version or a size ("models such as Llama-2-7B"), or is one of the LLMs listed;
        # but a short acronym is the architecture even of a released kind ("diffusion models (DDPM, EDM, DiT)")
        named_class = EntityType.METHOD
    if named_class is not None:
        return named_class
    if _COUNT_TAG.search(text):
        return EntityType.DATASET  # "TI-300K", "VIDAL-10M", "ogbn-papers100M": a count of examples, not a size
    k = span.end
    inside = None
    if k < n and texts[k] == "(":
        inside = _apposition_class(doc, k)  # "DataComp (a data filtering benchmark)"
        k = next((i + 1 for i in range(k, min(k + 8, n)) if texts[i] == ")"), k)
    # "WildFake, a dataset of ...", "FooScore, a metric that ..."; "a novel dataset, MultiHop-RAG"
    for renamed in (inside, _apposition_class(doc, k), _named_after_class(doc, span.start)):
        if renamed in {EntityType.DATASET, EntityType.METRIC}:
            return renamed
    heads = lowered("dataset_head")
    end = span.end
    # Skip over a coordinated list of names: "Digits and Office31 benchmarks".
    sent_end = v.sent_end_of[span.start]
    while end < sent_end and (texts[end] in {",", "and", "or"} or is_coined(texts[end])
                              or (texts[end][:1].isupper() and texts[end - 1] in {",", "and", "or"})):
        end += 1
    nxt = end + 1 if end < n and texts[end] in {"'", "’", "'s", "’s", '"', "''", "”"} else end
    if end < n and lowers[end] in lowered("other_head"):
        return None
    if nxt < n and (lowers[nxt] in lowered("concept_head") or (
            nxt + 1 < n and texts[nxt].islower() and lowers[nxt + 1] in _STATEMENTS)):
        return None  # "the Bishop-Gromov theorem", "Van Trees' inequality", "the A-H-K representation theorem"
    if nxt == span.end and nxt < n and lowers[nxt] in {"problem", "problems"} and not is_coined(texts[span.end - 1]):
        return EntityType.TASK  # "the Travelling Salesman Problem", "the Bin Packing problem": a problem's name
    if length > 1 and _after_problem_noun(v, span.start) and not is_coined(texts[span.end - 1]):
        return EntityType.TASK  # "the optimization problem Submodular Cover (SCP)"
    if nxt < n and texts[nxt - 1] in {",", "and", "or"}:
        nxt = end - 1  # "the Epistemic Alignment Framework, a set of ...": the list ended at the name
    if nxt < n and _person_name(texts[span.start:span.end]) and (lowers[nxt] in lowered("person_concept") or (
            nxt + 1 < n and texts[nxt].isalpha() and texts[nxt].islower()
            and lowers[nxt + 1] in lowered("concept_head") | lowered("person_concept"))):
        # "the Plackett-Luce distribution", "Koopman operators", "Paley-Wiener spaces", "the Erdős–Rényi random
        # graph", "the Kahn–Kalai expectation threshold": objects of study
        return None
    if _eponym_of_concept(v, span, nxt) and not _in_proposal(doc, span, 8):
        return None  # (but "We propose a novel dual "Gaussian-Particle" representation" names the paper's own)
    following = [i for i in range(end, min(end + 4, sent_end)) if not is_quote(texts[i])]  # '"HyPoradise" dataset'
    if length == 1 and span.end < n and lowers[span.end] in heads and text.lower() in lowered("learned_task_acronym"):
        return EntityType.TASK  # "NAS benchmarks", "VQA datasets": benchmarks of a task, not one named dataset
    for k, tok in enumerate(following):
        if lowers[tok] in {"task", "tasks"} and k >= 1 and end == span.end and is_coined(text) and "-to-" not in text \
                and lowers[following[k - 1]] in lowered("task_head") and all(
                texts[t].isalpha() and texts[t].islower() and lowers[t] not in _PREPOSITIONS | _CONNECTIVES
                for t in following[:k]):
            return EntityType.DATASET  # "the CHB-MIT seizure detection task": the data a task is posed on
        if lowers[tok] in heads and lowers[tok] not in {"set", "split", "collection"}:
            if all((texts[t].isalpha() and texts[t].islower() or _CAPITAL_COMPOUND.match(texts[t]))
                   and lowers[t] not in _PREPOSITIONS for t in following[:k]):
                # "Office31 benchmarks", "the CheXpert chest X-ray dataset"; not "FooNet on two benchmarks"
                return EntityType.DATASET
            break
    if (text in load_wordlists()["dataset"] and text not in load_wordlists()["learned_task_acronym"]) \
            or _known_dataset_variant(text) or (
            _dataset_shaped(text) and (not _in_proposal(doc, span, 8) or text.endswith(_benchmark_suffixes()))):
        # (but a task's acronym that also names a dataset, "VQA", is one only before a data noun, above)
        # a dataset-shaped name the paper proposes without "dataset" is its method ("StrategyQA"-like names are
        # often systems); but a proposed "FooBench" is still a benchmark
        return EntityType.DATASET
    prev = lowers[span.start - 1] if span.start > 0 else ""
    if prev == "on" and span.start > 1 and (lowers[span.start - 2] in lowered("metric") or (
            span.start > 2 and _NUMBER_TOKEN.match(texts[span.start - 3]) and "." in texts[span.start - 3]
            and is_coined(texts[span.start - 2]))) and (length == 1 or texts[span.start][:1].isupper()):
        # "perplexity on OpenWebText", "56.0 PA-MPJPE on 3DPW": what a measure is taken on
        return EntityType.DATASET
    at = span.start - 1 if prev == "the" else span.start  # "a dataset from the UK Biobank"
    if at > 1 and lowers[at - 1] in _DATA_MAKING and lowers[at - 2] == "we" and length <= 3:
        return EntityType.DATASET  # "We compile CommitPack: 4 terabytes of Git commits", "we curate GRIT"
    if at > 1 and lowers[at - 1] in {"from", "in", "of"} and (
            lowers[at - 2] in _DATA_ITEMS or lowers[at - 2] in {"dataset", "data", "cohort"}) and (
            length == 1 or texts[span.start][:1].isupper()) and not (
            span.end < n and (lowers[span.end] in lowered("method_head") or lowers[span.end] == "format")):
        # (but "instances of the R-convolution framework" are of a kind of method, "data in WebDataset format" in
        # a file format)
        return EntityType.DATASET  # "passages in MS MARCO", "tasks from PromptSource": what the items come from
    if span.end + 1 < n and texts[span.end] in {"'s", "’s"} and lowers[span.end + 1] in _DATA_ITEMS:
        return EntityType.DATASET  # "LAION's images"
    if eval_sentence and _in_eval_list(doc, span) and not _listed_with_architecture(v, span) and (
            not re.search(r"-[a-z]+$", text) or _CAPITALISED_HEAD.match(text.rpartition("-")[0])) and not (
            end < n and lowers[end] in _PROCEDURE_NOUNS):
        # (but "focusing on the Forward-Forward and PEPITA frameworks" names methods)
        # but not "N-body", "3D-dependent": a lower-case tail is no dataset name, unless it follows a name with
        # two capitals and three characters ("OGBG-molpcba", "ImageNet-sketch"; not "VC-dimension")
        return EntityType.DATASET
    if length > 1 and _concept_head(texts[span.start:span.end]) and not _named_as_method(v, span.start) \
            and not (_in_proposal(doc, span, 2, _PROPOSE_ONLY) and lowers[span.end - 1] not in _STATEMENTS
                     and lowers[span.end - 1] not in {"property", "condition", "law", "theory"}):
        # (but "a new multi-objective loss function called Temporal Shift" names a loss, and "we introduce the Gaunt
        # Tensor Product" the paper's method)
        return None
    if length > 1 and span.start > 1 and texts[span.start - 1] == "," and \
            lowers[span.start - 2] in lowered("method_head") and _in_proposal(doc, span, 8):
        return EntityType.METHOD  # "we propose a lightweight framework, Prompt Risk Control, for ..."
    if length > 1 and last in lowered("task_head") and not _coined_compound(span) and lowered("method_head").isdisjoint(
            lowers[span.start:span.end]) and not (
            last in lowered("name_tail") and is_coined(texts[span.start])) and not any(
            map(_MIXED_CASE.match, texts[span.start:span.end - 1])):  # "BallBin sampling", "InCo Aggregation" are methods
        return EntityType.TASK
    if length == 1 and text.istitle() and lowers[span.start] in lowered("task_head") \
            and lowers[span.start] not in lowered("task_weak_head") and not v.sent_start[span.start]:
        return EntityType.TASK  # "CV tasks, ranging from Classification, Semantic Segmentation, ...": a task head
    if length == 2 and "-".join(lowers[span.start:span.end]) in lowered("task_head"):
        return EntityType.TASK  # "Super Resolution": a task head written without its hyphen
    if _vendor_possessive(v, span.start):
        return EntityType.MODEL  # "Anthropic's Claude", "Google's Bard": a vendor's released model
    return _NO_EVIDENCE


# What folding drops: hyphens, underscores, apostrophes and every whitespace character (all lie below U+3001)
_FOLD_TABLE = str.maketrans("", "", "-_'’" + "".join(c for c in map(chr, range(0x3001)) if c.isspace()))


def _fold(text: str) -> str:
    """A name lower-cased, without hyphens, spaces, underscores or apostrophes: "MT-Bench" and "MT Bench" agree."""
    return text.lower().translate(_FOLD_TABLE)


@lru_cache(maxsize=1)
def _folded_datasets() -> frozenset[str]:
    # the hand-kept list only: the gazetteer built from labelled sentences holds "Youtube" and "RGB-D"
    return frozenset(_fold(t) for t in load_curated_wordlists()["dataset"])


_TITLE_WORD = re.compile(r"^[A-Z][a-z]{2,}$")
_CAPITAL_COMPOUND = re.compile(r"^[A-Z]{1,3}-[a-z]+$")  # "X-ray", "T-cell": a capital and a lower-case word
_CLOSED_FIRST = re.compile(r"^[^(]*\)")  # "r)(S+K", "dH)·(K": the pieces of a formula between brackets
_DATASET_NOUNS = frozenset({"dataset", "datasets", "benchmark", "benchmarks", "corpus", "suite"})


def _add_dataset_case_variants(doc: Doc, b: _Builder) -> None:
    """Known datasets written in another case: all in lower case before a dataset noun that vouches for them ("the
    cityscapes dataset"; six letters or more: "math benchmarks" are any), or starting with a capital ("Meta-world")."""
    v = view(doc)
    lowers, texts, n, owner = v.lower, v.text, len(v.lower), b.token_owner
    suffixes = _folded_dataset_suffixes()
    for i in compress(range(1, n), map(_DATASET_NOUNS.__contains__, lowers[1:])):
        folded, start = "", None
        # back from the noun over lower-case words, while they still end a known name
        for k in range(i - 1, max(v.sent_of[i], i - 5) - 1, -1):
            if k in owner or not (texts[k].islower() or texts[k] == "-"):
                break
            folded = _fold(lowers[k]) + folded
            if folded not in suffixes:
                break
            if texts[k] != "-" and len(folded) >= 6 and folded in _folded_datasets() \
                    and v.span_text(k, i) not in lowered("generic"):
                start = k
        if start is not None:
            b.add(EntityType.DATASET, TokenSpan(doc, start, i), "lexicon_folded")
    # "the simulated Meta-world", "the Long-Range arena", "(Boolq)": a known dataset with a capital where the list
    # has one, and another letter's case changed; the capital vouches for a name without a dataset noun
    prefixes = _folded_dataset_prefixes()
    for k in compress(range(n), map(_DATASET_START.__and__, kinds(v))):
        folded, end = "", None
        # the folded tokens from k on, while they still begin a known name (most capitalised words begin none)
        for i in range(k, min(n, k + 4)):
            folded += _fold(lowers[i])
            if i in owner or folded not in prefixes:
                break
            if len(folded) >= 5 and folded in _folded_datasets() and texts[i] != "-" and not (
                    i + 1 < n and texts[i + 1][:1].isupper()) and not (i == k and v.sent_start[k]):
                # not "MT Bench" of "MT Bench Human Judgment", nor one word opening a sentence ("Alfred", "ALFRED")
                end = i + 1
        if end is not None:
            b.add(EntityType.DATASET, TokenSpan(doc, k, end), "lexicon_folded")


@lru_cache(maxsize=1)
def _folded_dataset_prefixes() -> frozenset[str]:
    """Every beginning of a folded known dataset name: what a run of tokens must spell to be worth extending."""
    return frozenset(name[:j] for name in _folded_datasets() for j in range(1, len(name) + 1))


@lru_cache(maxsize=1)
def _folded_dataset_suffixes() -> frozenset[str]:
    """Every ending of a folded known dataset name: what a run of tokens before a dataset noun must spell."""
    return frozenset(name[j:] for name in _folded_datasets() for j in range(len(name)))


# A capitalised token whose folded text begins a known dataset's name: "Meta" of "Meta-world", "Boolq"
_DATASET_START = register_kind(lambda text: text[:1].isupper()
                               and _fold(text) in _folded_dataset_prefixes())


def _known_dataset_variant(text: str) -> bool:
    """"Winogrande", "SST2", "MT Bench": a known dataset's name written with another case or without its hyphens
    (names of four or more letters and digits, not all lower case), or with a size glued on ("ImageNet1k")."""
    folded = _fold(text)
    if len(folded) < 4 or text.islower():
        return False
    if folded in _folded_datasets():
        return True
    # "ImageNet1k", "ImageNet64", "Kinetics400": a known dataset with its size or resolution glued on
    base = _SIZE_SUFFIX.sub("", text)
    if base != text and len(folded := _fold(base)) >= 4 and folded in _folded_datasets():
        return True
    # "CIFAR-10-Warehouse", "Charades-STA-Len", "SuperImageNet": a known dataset's new variant, named after it
    head, _, tail = text.rpartition("-")
    if head and tail[:1].isupper() and len(_fold(head)) >= 4 and _fold(head) in _folded_datasets() \
            and not tail.endswith(_MODEL_TAILS) and tail.lower() not in lowered("architecture"):
        return True  # but "COCO-GAN", "MNIST-Net" are models
    glued = _GLUED_PREFIX.match(text)
    return glued is not None and len(_fold(glued.group(1))) >= 5 and _fold(glued.group(1)) in _folded_datasets()


_MODEL_TAILS = ("Net", "GAN", "former", "NN", "VAE", "Diffusion", "Model", "LM", "BERT", "CLIP")
_GLUED_PREFIX = re.compile(r"^(?:Super|Tiny|Mini|Micro|Mega|Meta|Multi|Open|Long|Hard)([A-Z][A-Za-z0-9]*)$")


_SIZE_SUFFIX = re.compile(r"[-_]?\d+[kKmM]?$")


def _sized_at(v: TokenView, k: int) -> bool:
    """Whether tokens k and k + 1 are a size with its magnitude glued on ("25M", "100K": the tokenizer splits them)."""
    return k + 1 < len(v.text) and v.text[k].isdigit() and v.text[k + 1] in {"K", "M", "B", "k"} \
        and v.end_char(k) == v.start_char(k + 1)


def _vendor_possessive(v: TokenView, i: int) -> bool:
    """Whether the name at token i follows a vendor's possessive ("OpenAI's", "Google’s")."""
    return i > 1 and v.text[i - 1] in {"'s", "’s"} and v.text[i - 2] in load_wordlists()["organisation"]


# What turns a phrase before a hyphen into a modifier: "learning-based", "optimization-driven", "physics-inspired"
_MODIFIER_TAILS = frozenset({"based", "driven", "guided", "inspired", "style", "oriented", "like", "centric", "focused",
                             "aware", "centered", "related", "informed", "augmented", "enhanced"})
_ADJECTIVE_COMPOUND = re.compile(r"^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*-[a-z]+ed$")  # "LLM-based", "Long-CoT-based"
_DATA_HEADS = frozenset({"dataset", "datasets", "corpus", "corpora"})
_SPLIT_WORDS = frozenset({"train", "training", "validation", "val", "test", "testing", "dev", "development",
                          "evaluation", "held-out", "full", "original", "standard", "public"})
_DATASET_SPLIT = re.compile(r"^[A-Z]{1,3}-?\d+$")  # "ML-10", "MT50": a named split after a known dataset
# What may follow a one-digit version of a known dataset ("AlpacaEval 2 and Arena-Hard"); not a count ("5 tasks")
_VERSION_ENDS = frozenset({",", ".", ";", ":", ")", "(", "and", "or"})
_DECIMAL_VERSION = re.compile(r"^\d\.\d$")  # "WILDS 2.0 benchmark", "SQuAD 1.1 and": a release of the dataset
# The items a dataset holds, which come "from" or "in" it: "images from ImageNet", "questions in SQuAD".
_DATA_ITEMS = frozenset({"images", "passages", "queries", "questions", "tasks", "examples", "samples", "videos",
                         "sentences", "documents", "instances", "prompts", "scenes", "episodes", "games",
                         "environments", "graphs", "molecules", "proteins", "texts", "captions", "clips",
                         "recordings", "annotations", "labels", "articles", "dialogues", "conversations", "subsets",
                         "splits"})
_CAPITALISED_HEAD = re.compile(r"^(?=.{3})[A-Za-z0-9]*[A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*$")
_ADJECTIVE_NAME = re.compile(r"^(?:(?:[A-Z][a-z]+-)?[A-Z][a-z]+ian|\S+-(?:invariant|equivariant|complete|hard|like|"
                             r"style|type|consistent|optimal|bounded|compatible|friendly|Lipschitz|smooth|convex|"
                             r"learnable))$")  # "Gaussian", "Semi-Markovian", "SE(3)-equivariant": adjectives
_PREPOSITIONS = frozenset({"on", "in", "for", "with", "of", "to", "from", "across", "over", "at", "by"})
_FRONTING = _PREPOSITIONS | {"as", "under", "through", "throughout", "during", "beyond", "unlike", "like", "after",
                             "before", "despite", "within", "into"}
_DETERMINERS = frozenset({"a", "an", "the", "our", "this", "these", "its", "their", "two", "three", "four", "several"})
_MIXED_CASE = re.compile(r"^[A-Z]?[a-z]+[A-Z]")  # "InCo", "BallBin", "mixUp": a coined word
_HEARST = frozenset({"like", "including", "e.g.", "i.e.", "namely", "especially", "particularly", "called", "named", "termed",
                     "dubbed", "coined"})
_CLASSES = (("class_dataset", EntityType.DATASET), ("class_model", EntityType.MODEL),
            ("class_method", EntityType.METHOD), ("class_metric", EntityType.METRIC))


def _second_version(v: TokenView, span: TokenSpan) -> bool:
    """Whether the name at span, with a version digit after it, follows the same name at another version and
    "and" / "or" / a comma ("the Argoverse 1 and Argoverse 2 motion forecasting benchmarks")."""
    width = span.end - span.start
    k = span.start - 2 - width
    return k >= 0 and v.lower[span.start - 1] in {"and", "or", ","} and v.text[span.start - 2].isdigit() \
        and v.text[k:span.start - 2] == v.text[span.start:span.end] and v.text[span.start - 2] != v.text[span.end]


def _version_before_head(v: TokenView, k: int) -> bool:
    """Whether the digit at token k is a version because lower-case words then one singular dataset head follow it
    ("the Argoverse 2 motion forecasting benchmark"); a count would be followed by a plural ("5 tasks")."""
    if v.text[k] in {"0", "1"}:
        return False  # "on MNIST 1 digit classification set": one of something is a count too
    for j in range(k + 1, min(k + 5, len(v.text))):
        if v.lower[j] in lowered("dataset_head"):
            return j > k + 1 and not v.lower[j].endswith("s") and v.lower[j] not in {"set", "split"}
        if not (v.text[j].isalpha() and v.text[j].islower()) or v.lower[j].endswith("s"):
            return False
    return False


# Kinds of model released as checkpoints: "language models such as Vicuna", "diffusion models such as Imagen".
_RELEASED_KINDS = frozenset({"language", "foundation", "pretrained", "pre-trained", "diffusion", "text-to-image",
                             "reward", "chat", "instruction-tuned"})


def _class_of(noun: str) -> EntityType | None:
    """The entity type a class noun names ("benchmarks" → Dataset, "metric" → Metric), or None."""
    return next((type_ for name, type_ in _CLASSES if noun in lowered(name)), None)


def _hypernym(doc: Doc, span: TokenSpan) -> EntityType | None:
    """The type the class noun of _class_noun() names, or None."""
    k = _class_noun(doc, span)
    return None if k is None else _class_of(view(doc).lower[k])


def _class_noun(doc: Doc, span: TokenSpan) -> int | None:
    """"reanalysis data, such as ERA5", "diffusion models (i.e. DeepFloyd-IF)", "baselines like X, Y and Z":
    the class noun before a Hearst cue types the names listed after it."""
    v = view(doc)
    lowers, texts = v.lower, v.text
    floor = max(v.sent_of[span.start], span.start - 15)
    k = span.start - 1
    # walk back over the list the name belongs to: other names, commas, "and"/"or"
    while k >= floor and not _hearst_cue(lowers, k) and (
            texts[k] in {",", "and", "or", "(", ")", "the"} or texts[k][:1].isupper() or any(c.isdigit() for c in texts[k])
            # "Weapons of Mass Destruction Proxy (WMDP) and ...": the small words inside a listed name
            or (lowers[k] in _NAME_LINKS and k > floor and texts[k - 1][:1].isupper() and texts[k + 1][:1].isupper())):
        if texts[k] == ")":
            # "benchmarks such as WMDP (Weapons of Mass Destruction Proxy) and MUSE": an earlier item's long form
            k = next((j for j in range(k - 1, floor - 1, -1) if texts[j] == "("), floor) - 1
            continue
        if texts[k] == "(" and k > floor and texts[k - 1][:1].isupper() and sum(map(str.isupper, texts[k - 1])) >= 2:
            k -= 1  # "methods such as NPO (Negative Preference Optimization)": the long form of a listed acronym
            continue
        if texts[k] == "(":
            # "paired image-text data (CC3M)", "four vision-language models (CLIP, SigLIP, and AIMv2)": the
            # parenthesis lists instances of the class noun before it, perhaps past a short participle phrase
            # ("benchmarks created over shorter periods (KDDCUP'99, NSL-KDD, ...)")
            if k > 0 and _class_of(lowers[k - 1]) is not None:
                return k - 1
            j = k - 2
            while j >= max(floor, k - 6) and texts[j].islower() and texts[j].isalpha():
                if lowers[j].endswith("ed") and j > 0 and _class_of(lowers[j - 1]) is not None:
                    return j - 1
                j -= 1
            return None
        k -= 1
    if k > floor and lowers[k] == "of" and lowers[k - 1] in _DATA_PLURALS:
        return k - 1  # "two widely-used datasets of TCGA-NSCLC and CAMELYON16"
    if k >= floor and not _hearst_cue(lowers, k) and (
            lowers[k].endswith("s") or _after_the(v, k) or _described_collection(v, k)) \
            and texts[k + 1] not in {",", "(", "and", "or"} \
            and _class_of(lowers[k]) in {EntityType.DATASET, EntityType.METRIC}:
        return k  # "on two benchmark datasets DIPS and DB5.5", "the dataset FooSet", "imbalanced dataset X"
    if k < floor or not _hearst_cue(lowers, k):
        return None
    naming_after_comma = lowers[k] in NAMING_WORDS and k > 0 and texts[k - 1] == ","
    k -= 2 if lowers[k] == "as" else 1
    if k > 2 and texts[k] == ")" and texts[k - 2] == "(" and _class_of(lowers[k - 1]) is not None:
        k -= 3  # "Large language models (LLMs) such as T0, FLAN": the class noun before its acronym (with no comma,
        #         which in "approaches for large language models (LLMs), such as STaR" ends a longer phrase)
    while k >= 0 and texts[k] in {",", "("}:
        k -= 1
    if k < 0:
        return None
    if k > 1 and lowers[k - 1] == "we" and lowers[k] in lowered("propose_verb"):
        k -= 2  # "a new benchmark we propose called BookingArena"
    if _class_of(lowers[k]) is None and not naming_after_comma:
        # "metrics for clustering comparison, like the Adjusted Rand Index": the class noun before a short phrase
        # ("datasets without predefined labels, such as LAION-Aesthetics": what "without" names, the names listed
        # cannot be; but in "diffusion models with distributions such as Beta" they are distributions)
        j = next((j for j in range(k - 1, max(floor, k - 4) - 1, -1)
                  if lowers[j] in {"for", "of", "in", "on", "without"}), None)
        if j is not None and j > 0 and _class_of(lowers[j - 1]) is not None and all(
                texts[t].islower() and texts[t].replace("-", "").isalpha() for t in range(j + 1, k + 1)):
            k = j - 1
    if naming_after_comma:
        # "a novel algorithm, called X" names the algorithm; but in "a model that ... from raw data, termed X"
        # the noun after a preposition is not what X names
        j = k - 1
        while j > floor and (texts[j] == "-" or texts[j][:1].isupper() or (
                texts[j].islower() and lowers[j] not in _PREPOSITIONS and lowers[j] not in _DETERMINERS)) and k - j < 4:
            j -= 1
        if lowers[j] not in _DETERMINERS:
            return None
    return k if _class_of(lowers[k]) is not None else None


def _after_the(v: TokenView, k: int) -> bool:
    """"the dataset", "the competition-level dataset", "a Chinese text dataset": a determiner opens the noun phrase
    that token k ends."""
    j = k - 1
    while j >= max(0, k - 6) and (v.text[j] == "-" or (v.text[j].isalpha() and v.lower[j] not in _OPENERS and (
            v.text[j].islower() or (v.text[j].istitle() and not v.sent_start[j])))):
        j -= 1
    return j >= 0 and v.lower[j] in _OPENERS and not any(v.lower[t] in _PREPOSITIONS for t in range(j + 1, k))


_OPENERS = frozenset({"the", "a", "an", "our"})
# Small words inside a capitalised name: "Weapons of Mass Destruction Proxy", "Learning to Rank"
_NAME_LINKS = frozenset({"of", "for", "to", "in", "on", "with", "-"})
_METRIC_WORDS = frozenset({"metric", "metrics"})
_DATA_PLURALS = frozenset({"datasets", "benchmarks", "corpora"})
# Words before "dataset" after which the name that follows is not the dataset's: "for each dataset GPT-4 ..."
_NOT_DESCRIBING = frozenset({"to", "we", "each", "every", "per", "any", "one", "same", "that", "this", "which"})


def _described_collection(v: TokenView, k: int) -> bool:
    """"imbalanced dataset CIFAR10LT", "real-world dataset COWC": a lower-case word describes a singular "dataset"
    or "corpus" (never "benchmark", so often a verb or a modifier: "to benchmark X", "benchmark PDEs") that the
    name after it names."""
    return (k > 0 and v.lower[k] in {"dataset", "corpus"} and v.text[k - 1].replace("-", "").isalpha()
            and v.text[k - 1].islower() and v.lower[k - 1] not in _NOT_DESCRIBING)


def _list_of_datasets_after(v: TokenView, k: int) -> bool:
    """Whether the list that goes on at token k ends in a plural dataset class noun: "Something Something V2 (SSv2),
    Bridgedata and EpicKitchens-100 datasets"."""
    texts, end, items = v.text, v.sent_end_of[k] if k < len(v.text) else k, 0
    end = min(end, k + 40)
    while k < end:
        if texts[k] in {",", "and"}:
            k += 1
            continue
        if not texts[k][:1].isupper() and not texts[k][:1].isdigit() and texts[k] not in {"-", "(", ")"}:
            break
        items += 1
        k += 1
    return 0 < items and k < end and _plural_data_class(v.lower[k]) and texts[k - 1] not in {",", "and"}


def _apposition_class(doc: Doc, k: int) -> EntityType | None:
    """", a configurable benchmark with ...": the class of the head noun of an apposition starting at token k
    (the comma), the last word before a function word ("a data-free framework that" is a framework)."""
    return _class_of(_apposition_head(doc, k))


_AUXILIARIES = frozenset({"is", "was", "are", "were", "can", "could", "will", "may", "might", "has", "had", "have",
                          "does", "did", "should", "would", "must"})


def _verb_after(v: TokenView, k: int) -> bool:
    """Whether token k looks like the verb of a clause ("improves", "achieves", "is"): the name before it is the
    subject, not an item of a list or an apposition."""
    if k >= len(v.text) or not (v.text[k].isalpha() and v.text[k].islower()):
        return False
    low = v.lower[k]
    return low in _AUXILIARIES or (low.endswith("s") and not low.endswith(("ss", "us", "is")) and _class_of(low) is None
                                   and low not in lowered("dataset_head"))


_RENAMING_MARKS = frozenset({",", "—", "–", ":"})


def _renaming_class(v: TokenView, start: int) -> EntityType | None:
    """The class a name is given right after: "a new dataset, X", "a node-level metric called X"."""
    k = start - 1
    if k > 1 and v.lower[k] in {"the", "a", "an"} and v.lower[k - 1] in _RENAMING_MARKS:
        k -= 1  # "a new benchmark, the Newborn Embodied Turing Test (NETT)", "a new benchmark—a ..."
    if k > 0 and v.lower[k] in NAMING_WORDS:
        k -= 1
    if k > 0 and v.lower[k] in _RENAMING_MARKS:
        k -= 1
    if k < 0 or k == start - 1:
        return None
    # the class noun heads a noun phrase its determiner opens: "a newly proposed confidence metric named X"; not
    # "learning MCR without paired data called X"
    for j in range(k - 1, max(-1, k - 7), -1):
        if v.lower[j] in {"a", "an", "the", "our", "this"}:
            return _class_of(v.lower[k])
        if not (v.text[j] == "-" or (v.text[j].isalpha() and v.lower[j] not in _PREPOSITIONS)):
            break
    return None


def _named_after_class(doc: Doc, start: int) -> EntityType | None:
    """"we contribute the first large-scale dataset with OCR annotations, MARIO-10M": the class noun of the noun
    phrase (opened by a determiner) that a name right after a comma, or after "named / called", renames."""
    v = view(doc)
    lowers = v.lower
    if start > 3 and lowers[start - 1] in {"and", ","}:
        # "datasets, named Foo-Len and Foo-Mom": a later name of the list is renamed as the first one is
        j = start - 2
        while j > max(0, start - 12) and (lowers[j] in {",", "and", "-"} or v.text[j][:1].isupper()):
            j -= 1
        if j < start - 2 and lowers[j] in NAMING_WORDS:
            return _named_after_class(doc, j + 1)
    named = start > 3 and lowers[start - 1] in NAMING_WORDS  # "a human-centric dataset, named HumanVerse"
    if start < 3 or (not named and lowers[start - 1] not in {",", "-", "–", "—", ":"}) or (
            lowers[start - 1] not in {",", *NAMING_WORDS} and not v.doc_text[v.idx[start - 1] - 1].isspace()):
        return None  # "a benchmark dataset - RoPOR", "a new dataset: FooSet"; not "Majorization-Minimization"
    end = start
    while end < len(v.text) and not v.text[end].islower() and v.text[end] not in {",", ".", "(", ":", ";"}:
        end += 1
    if _verb_after(v, end):
        return None  # "On the HH dataset, RAIN improves ...": the subject after an opening phrase
    floor = max(v.sent_of[start], start - 14)
    first = start - 3 if named and lowers[start - 2] == "," else start - 2
    if named and start > 4 and lowers[start - 2] == "we" and lowers[start - 3] in {"which", "that"}:
        first = start - 4  # "a large dataset which we call COCO-Periph"
    for k in range(first, floor, -1):
        if lowers[k] in {",", ";", ":", "which", "that", "and", "or", "("}:
            return None
        type_ = _class_of(lowers[k])
        if type_ is not None and named:
            det = next((j for j in range(k - 1, max(floor, k - 8) - 1, -1) if lowers[j] in {"a", "an", "the", "our"}),
                       None)
            if lowers[k].endswith("s") and type_ is not EntityType.METRIC and _names_listed(v, end):
                return type_  # "two anti-bias datasets with location shifts, named Charades-STA-Len and -Mom"
            if lowers[k].endswith("s") or det is None or _NOT_IN_HEAD.intersection(lowers[det + 1:k]) or \
                    type_ is EntityType.METRIC:
                # "... pretraining datasets, called X": one name, not the plural; "the first model that calibrates
                # cameras from raw data, termed BEVCalib": the noun ends a clause, not the phrase the name renames;
                # "a discrepancy score, dubbed LeBeD": a new score is proposed as a method
                return None
            return type_
        if type_ is not None:
            # "a large-scale and diverse duet interactive dance dataset, DD100": the determiner opens the phrase
            if any(lowers[j] in {"a", "an", "the", "our"} for j in range(max(floor, k - 10), k)):
                return type_
            return None
    return None


def _names_listed(v: TokenView, end: int) -> bool:
    """Whether another capitalised name follows the one that ends at ``end``, after "and" or a comma."""
    k = end + 1 if end < len(v.text) and v.text[end] == "," else end
    return k + 1 < len(v.text) and v.lower[k] in {"and", ","} and v.text[k + 1][:1].isupper()


# Words that put a noun inside a clause or a prepositional phrase rather than at the head of its noun phrase
_NOT_IN_HEAD = frozenset({"that", "which", "who", "from", "of", "for", "with", "on", "in", "by", "to", "at"})
_PROPOSABLE = frozenset({EntityType.METHOD, EntityType.MODEL})
_SCORE_NOUNS = frozenset({"score", "scores", "index"})
# The last word of a capitalised long form that names a measure (in the development gold, 12 such metric names and
# no method; "distance", "divergence", "loss" and "criterion" end methods as often, and an "Index" may be a data
# structure: "Model-enhanced Vector Index (MEVI)")
_MEASURE_NAME_ENDS = frozenset({"score", "scores", "coefficient", "measure", "accuracy", "recall", "precision", "ratio"})


_APPOSITION_MARKS = frozenset({",", "(", ":", "–", "—", "--"})
_SET_OFF = frozenset({",", ":", "-", "–", "—", "--"})  # marks that set a name off after the kind it is


def _apposition_head(doc: Doc, k: int) -> str:
    """The head noun of ", a naturally emerging property of ..." starting at token k, or ""."""
    v = view(doc)
    lowers, texts = v.lower, v.text
    if k + 2 >= len(texts) or texts[k] not in _APPOSITION_MARKS or lowers[k + 1] not in _APPOSITION_OPENERS:
        return ""  # ", a benchmark for ...", "(a data filtering benchmark)", "X and Y, two benchmarks for ...", "– a"
    end = min(len(texts), v.sent_end_of[k])
    head = ""
    words = 0
    for i in range(k + 2, end):
        if texts[i] == "-" or texts[i] in QUOTE_MARKS:
            continue  # "an open-source multi-turn safety dataset", "a “small but mighty” benchmark"
        words += 1
        if words > 7:
            break
        if lowers[i].endswith("ly") and not head:
            continue  # "a naturally emerging property"
        if _ADJECTIVE_COMPOUND.match(texts[i]):
            continue  # "an MICL-dedicated dataset", "an LLM-based agent": a modifier
        if (2 <= len(texts[i]) <= 5 and (texts[i].isalpha() or _DIMENSION_TAG.match(texts[i])) and texts[i].isupper()
                or _JOINED_CAPS.match(texts[i])) and i + 1 < end and texts[i + 1].isalpha() and texts[i + 1].islower():
            # "a comprehensive RL benchmark", "an LLM agent", "a 3D motion dataset", "the first T2I-ICL benchmark
            # dataset": a modifier before the noun
            continue
        if lowers[i] in {"and", "or", ","} and head and _class_of(head) is None and i + 1 < end and texts[i + 1].islower():
            continue  # "a large and diverse dataset", "a proprietary, unpublished dataset": adjectives before the head
        if "-" in texts[i] and texts[i].rsplit("-", 1)[1].islower() and i + 1 < end and texts[i + 1].islower():
            continue  # "a massive X-ray dataset": a compound modifier with a capital
        if lowers[i] in _CONNECTIVES and (texts[i - 1] == "-" or (i + 1 < end and texts[i + 1] == "-")):
            continue  # "an in-the-wild dataset": a word of a hyphenated compound
        if head and (lowers[i].endswith("ed") or (lowers[i].endswith("ing") and head != "data")) \
                and _class_of(head) is EntityType.DATASET:
            break  # "an interactive open-world environment devised for ...", "the first dataset capturing ...": a
            #        participle after the head
        if lowers[i] == "of" and head in _GROUP_NOUNS:
            head = ""  # "a collection of two expert-annotated benchmarks": the things collected are the class
            continue
        if not texts[i].islower() or lowers[i] in _CONNECTIVES or lowers[i] in {"that", "which", "where", "designed"} \
                or lowers[i].endswith("ly") or (head and lowers[i] in _FRONTING):
            # ("a multi-person motion dataset under high-intensity sports": a preposition ends the noun phrase)
            break  # "the first large-scale corpus specifically designed for ..."
        head = lowers[i]
        if head == "set" and lowers[i - 1] in _SET_KINDS:
            head = "dataset"  # "a comprehensive evaluation set", "a test set": data
    return head


_GROUP_NOUNS = frozenset({"collection", "suite", "set", "family", "series", "pair", "group"})
_DIMENSION_TAG = re.compile(r"^\d[A-Z]$")  # "3D", "4D": a modifier
_JOINED_CAPS = re.compile(r"^[A-Z0-9]{2,}(?:-[A-Z0-9]{2,})+$")  # "T2I-ICL", "VQA-X": capitals joined by hyphens
_SET_KINDS = frozenset({"evaluation", "test", "testing", "training", "validation", "benchmark", "data"})


def _modifier_use(doc: Doc, i: int) -> bool:
    """"Markov Chain Monte Carlo (MCMC)-based": token i belongs to a name used as a "-based" modifier."""
    texts = view(doc).text
    n = len(texts)
    j = i + 1
    while j < n and j < i + 8 and texts[j] not in {"-", ",", ".", ":", ";"} and not texts[j].islower():
        j += 1
    if j < n and texts[j] in _MODIFIER_WORDS and not (j + 1 < n and texts[j + 1] in {"on", "upon"}):
        return True  # "a GPT based model, Duolando": written without the hyphen (not "CRM based on this framework")
    return j + 1 < n and texts[j] == "-" and name_core("x-" + texts[j + 1]) == "x"


_MODIFIER_WORDS = frozenset({"based", "driven", "powered", "inspired", "guided"})


def _acronym_modifier(v: TokenView, owner: _Found, i: int) -> bool:
    """"we introduce adaptive KV cache compression": a bare capital acronym, defined nowhere, that modifies the
    lower-case compound after it names no new thing (the compound is the proposal)."""
    texts, n = v.text, len(v.text)
    if owner.aliases or owner.spans[0] != (i, i + 1) or not (2 <= len(texts[i]) <= 4 and texts[i].isalpha()
                                                             and texts[i].isupper()):
        return False
    return i + 2 < n and all(texts[k].isalpha() and texts[k].islower() and v.lower[k] not in STOP_WORDS
                             for k in (i + 1, i + 2)) and v.lower[i + 1] not in lowered("method_head")


_INITIALS = re.compile(r"^(?:[A-Z]\.){1,3}$")
# "NeRF", "ViT", "GFlowNet": an acronym with capitals and small letters mixed is coined for a method (not "LLMs")
_COINED_ACRONYM = re.compile(r"^(?=(?:.*[A-Z]){2})[A-Z][A-Za-z]*[a-z][A-Za-z]*[A-Z][A-Za-z]*$(?<!s)")
# Whose initials make an acronym mixed-case without coining a name: "region of interest (RoI)", "InD", "OvA"
_FUNCTION_WORDS = frozenset({"of", "in", "on", "at", "to", "for", "from", "with", "vs", "the", "a", "an", "and", "or",
                             "by", "out", "as"})
_BIBTEX_KEY = re.compile(r"^[a-z]+\d{4}[a-z]+$")  # "kang2022efficient"
_SIZE = re.compile(r"^\d+(?:[xX×]\d+)+$")  # "64X64", "32x32x3": a resolution or a shape
_POWER = re.compile(r"^(?:[A-Za-z]|log)\^\{?[\d/.]+\}?$")  # "T^2/3", "log^2", "N^3": a power in a bound, not a name
_COUNT = re.compile(r"\d[\d,]*")
_PLURAL_ACRONYM_END = re.compile(r"[A-Z]s$")  # "150 image-QAs", "8 GPUs": what a count counts
_VENUE_YEAR = re.compile(r"\b[A-Z]{2,}[A-Za-z]*['’]\d{2}(?:\d{2})?$")  # "FOCS'10", "STOC’2024", "ICLR’20"
_NAME_ADJECTIVES = frozenset({"bayesian", "gaussian", "markov", "markovian"})


def _name_noun(v: TokenView, k: int) -> bool:
    """Whether token k is a lower-case content word that can be the noun a name's adjective qualifies."""
    if k >= len(v.lower):
        return False
    low = v.lower[k]
    # (not an adjective, "Gaussian graphical model", nor a compound's first half, "Gaussian min-max theorem")
    return v.text[k].isalpha() and v.text[k].islower() and low not in STOP_WORDS \
        and low not in lowered("modifier_stop") and not low.endswith(("ly", "ed", "al", "ive", "ic", "ous", "able")) \
        and not (k + 1 < len(v.text) and v.text[k + 1] == "-")


_LANGUAGE = frozenset({"language", "languages"})  # "LSTM language models": a word of a model's kind, not a platform
_CITATION_KEY = re.compile(r"^[A-Z][A-Za-z]{1,11}\d{2}[a-z]?$")  # "StSu92", "Nesterov07", "Nemirovski04"


def _in_citation(doc: Doc, span: TokenSpan) -> bool:
    """Whether the span is an author: in a parenthesis that ends with a year, or "by Leo Breiman in 2001"."""
    v = view(doc)
    texts = v.text
    year = YEAR
    if span.end + 1 < len(texts) and texts[span.end] == "in" and year.fullmatch(texts[span.end + 1]):
        return True
    # "by Huang and Segal-Halevi [EC, 2023]", "Shwartz-Ziv & Tishby (2017)", "Hasrati and Ben-David (ALT’23)":
    # authors before a bracketed venue and year
    j = span.end
    while j < min(len(texts), span.end + 6) and (texts[j] in {"and", ",", "&"} or texts[j][:1].isupper()):
        j += 1
    if j < len(texts) and texts[j] in {"[", "("}:
        close = next((c for c in range(j + 1, min(len(texts), j + 10)) if texts[c] in {"]", ")"}), None)
        # "PLSA (Hofmann, 1999)": authors inside a parenthesis right after the name cite it; the name is no author
        cited = (j == span.end and j + 2 < len(texts) and texts[j + 1].istitle() and texts[j + 1].isalpha()
                 and texts[j + 2] in {",", "et", "and", "&"})
        if close is not None and (year.fullmatch(texts[close - 1]) or _VENUE_YEAR.search(texts[close - 1])) \
                and not cited:
            return True
    k = span.start - 1
    while k >= max(0, span.start - 12) and texts[k] not in {"(", ")", "["}:
        k -= 1
    if k < 0 or texts[k] not in {"(", "["}:
        return False
    end = next((j for j in range(span.end, min(len(texts), span.end + 12)) if texts[j] in {")", "]"}), None)
    return end is not None and bool(year.fullmatch(texts[end - 1]))


def _task_qualifier(doc: Doc, start: int) -> int | None:
    """Start of a "knowledge-based" / "context-aware" compound right before token ``start``, or None."""
    texts = view(doc).text
    if start >= 1 and "-" in texts[start - 1] and texts[start - 1].rsplit("-", 1)[1].lower() in _TASK_COMPOUNDS:
        return start - 1
    if start >= 3 and texts[start - 2] == "-" and texts[start - 1].lower() in _TASK_COMPOUNDS and texts[start - 3].isalpha():
        return start - 3
    return None


def _copula_class(doc: Doc, j: int) -> EntityType | None:
    """"X is a meta-heuristic algorithm": the class a copula at token j gives the name before it."""
    v = view(doc)
    texts = v.lower
    if j + 2 >= len(texts) or texts[j] not in {"is", "are"} or texts[j + 1] not in {"a", "an"}:
        return None
    words = []
    for i in range(j + 2, min(len(texts), j + 7)):
        if texts[i] == "-":
            continue
        if not v.text[i].islower() or texts[i] in _CONNECTIVES or texts[i] in {"that", "which"}:
            break
        words.append(texts[i])
    # "an emerging learning framework" describes a paradigm too; an algorithm or technique is a method, though a
    # participle may follow it ("a powerful gradient descent method grounded in ...")
    while len(words) > 1 and words[-1].endswith("ed"):
        words.pop()
    return EntityType.METHOD if words and words[-1] in _COPULA_METHOD_HEADS else None


_COPULA_METHOD_HEADS = frozenset({"algorithm", "method", "technique", "heuristic", "optimizer", "solver", "architecture",
                                  "criterion", "loss", "estimator", "procedure", "sampler", "regularizer"})


def _as_class(doc: Doc, j: int) -> EntityType | None:
    """"mutual information (MI) as the metric": the class a name is used as, from token j on."""
    texts = view(doc).lower
    if j >= len(texts) or texts[j] != "as":
        return None
    k = j + 1
    if k < len(texts) and texts[k] in {"a", "an", "the", "our"}:
        k += 1
    at = next((i for i in range(k, min(len(texts), k + 3)) if _class_of(texts[i]) is not None), None)
    if at is None:
        return None
    if _class_of(texts[at]) is EntityType.METRIC and texts[at - 1] in {"distance", "similarity", "divergence"}:
        return None  # "integrates Optimal Transport (OT) as the distance metric for retrieval": a part of the method
    return _class_of(texts[at])


def _hearst_cue(lowers: list[str], k: int) -> bool:
    return lowers[k] in _HEARST or (lowers[k] == "as" and k > 0 and lowers[k - 1] == "such")


_EVAL_BEFORE_OVER = frozenset({"evaluation", "evaluated", "evaluate", "experiments", "tested", "test", "generalization",
                               "cross-domain", "benchmarks", "datasets", "study", "data", "results"})
_LIST_CUES = frozenset({"like", "as", "including", "e.g.", "and", "or", ",", "vs", "vs.", "versus"})


def _scored_on(v: TokenView, b: _Builder, i: int) -> bool:
    """Whether the words before token i are a score and "on": "4.2 on Quadratic", "68.2% top-1 accuracy on the
    X": what a number is measured on is data."""
    lowers, texts = v.lower, v.text
    k = i - 1
    if k > 0 and lowers[k] == "the":
        k -= 1
    if k < 1 or lowers[k] != "on":
        return False
    number = False
    for j in range(k - 1, max(v.sent_of[i], k - 5) - 1, -1):
        owner = b.token_owner.get(j)
        if _NUMBER_TOKEN.match(texts[j]):
            number = True
        elif not (texts[j] == "%" or (owner is not None and owner.type is EntityType.METRIC) or (
                j == k - 1 and "." in texts[j - 1] and _NUMBER_TOKEN.match(texts[j - 1]) and is_coined(texts[j]))):
            break  # ("56.0 PA-MPJPE on 3DPW": a coined measure the lexicon lacks, right after its score)
    return number


_NOT_AFTER_A_MODEL = frozenset({"filter", "filters", "distribution", "distributions", "constellation"})


_COMPARED_TO = frozenset({"outperforms", "outperform", "than", "over", "against", "versus", "vs", "vs."})


# Words between "outperforms the" and a baseline's name that say what it is
_STATE_OF_THE_ART = ["state", "-", "of", "-", "the", "-", "art"]
_BASELINE_WORDS = frozenset({"art", "sota", "strong", "strongest", "recent", "leading", "popular",
                             "competitive", "prior", "previous", "baseline", "baselines", "best", "existing"})


def _compared_baseline(v: TokenView, i: int) -> bool:
    """Whether the word at token i names what a comparison sets the work against, after words that say it is a
    baseline ("outperforms the state-of-the-art Wanda", "improves over the strong baseline method Wanda")."""
    lowers, texts = v.lower, v.text
    k = i - 1
    while k > i - 4 and k > 0 and (lowers[k] in _BASELINE_WORDS or lowers[k] in lowered("method_head")):
        # (the tokenizer splits "state-of-the-art")
        k -= 7 if k >= 6 and lowers[k - 6:k + 1] == _STATE_OF_THE_ART else 1
    if k == i - 1 or not any(lowers[j] in _BASELINE_WORDS for j in range(k + 1, i)):
        return False  # (a method noun alone, "outperforms the method Wanda", is left to the other cues)
    if lowers[k] == "the":
        k -= 1
    return k >= 0 and lowers[k] in _COMPARED_TO and texts[i + 1:i + 2] != ["'s"] and not (
        i + 1 < len(texts) and texts[i + 1].isalpha() and texts[i + 1].islower() and lowers[i + 1] not in STOP_WORDS)


def _after_method_class(v: TokenView, i: int) -> bool:
    """Whether the word at token i is an item of a list in parentheses right after a plural method noun
    ("efficient optimizers (Lion, Sophia)"), with at least one other item."""
    k = _paren_opening(v, i, 12)
    if k is None:
        return False
    e = i + 1
    while e < len(v.text) and v.text[e] != ")" and e - i <= 12:
        if v.text[e] not in {",", "and", "or"} and not v.text[e][:1].isupper():
            return False
        e += 1
    items = sum(1 for t in v.text[k + 1:e] if t[:1].isupper())
    return e < len(v.text) and v.text[e] == ")" and items >= 2 and \
        v.lower[k - 1] in lowered("class_method") and v.lower[k - 1].endswith("s")


# Words right before a capitalised common word that make it a name: "known as Splitting", "the “Greedy" algorithm"
_NAMING_BEFORE = frozenset({"as", "called", "named", "termed", "dubbed", "“", "\"", "'", "‘"})
_QUOTES = frozenset({"”", "\"", "'", "’"})


def _title_in_context(doc: Doc, span: TokenSpan, strong: set[int]) -> bool:
    """Whether a lone capitalised word reads as a name: listed with coined names or under a dataset class noun,
    after "such as"/"like", right after a proposal verb, or before a method noun ("Adam optimizer")."""
    lowers = view(doc).lower
    i, e = span.start, span.end  # one word, or "Scale-teaching": a word with a glued lower-case part
    prev = lowers[i - 1] if i > 0 else ""
    nxt = lowers[e] if e < len(lowers) else ""
    if e == i + 1 and lowers[i] in MODALITIES:
        return False  # "tracks, including Vision, Audio, and Subtitle": a kind of data, capitalised
    if e == i + 1 and lowers[i] in lowered("common_word") and lowers[i] not in lowered("task_head") and not (
            prev in lowered("propose_verb") or prev in lowered("method_head") or nxt in _QUOTES
            or (prev in _NAMING_BEFORE and not (prev == "as" and i > 1 and lowers[i - 2] == "such"))
            or _named_here(doc, i)):
        # "Statistics, Economics and Nature", "the Attention module": a common word, capitalised for emphasis or
        # in a title (but not "a strategy Pseudo", "known as Splitting"; and "Retrieval, Captioning, VQA": a task
        # word in a list is a task, which a later pass types)
        return False
    if nxt in {"model", "models"} and e == i + 1 and lowers[i] not in lowered("model_family") \
            and lowers[i] not in lowered("architecture") and not _in_proposal(doc, span, 4):
        return False  # "the ferromagnetic Ising model", "Diffusion models", "a Planner model": a kind of model
    if nxt in lowered("method_head") or nxt in lowered("dataset_head"):
        # but "a training-free Personalization approach for SAM, termed PerSAM": the kind of a name given after it
        return NAMING_WORDS.isdisjoint(lowers[e + 1:e + 7])
    if (lowers[i] in lowered("model_family") or lowers[i] in lowered("architecture")) and nxt not in _NOT_AFTER_A_MODEL:
        # "enable Falcon, and Pythia to perform ...": a released model's name (not a "Bloom filter"); "leverages
        # Mamba as a backbone": a named architecture
        return True
    if prev in {"like", "as", "including", "e.g.", "i.e.", "namely"} or (
            prev == "," and i > 1 and lowers[i - 2] in {"i.e.", "e.g.", "namely"}):
        return True  # "techniques such as Adam", "a novel packing technique, i.e., Penguin"
    if prev in _COMPARED_TO or (prev in {"to", "with"} and i > 1 and lowers[i - 2] in {"compared", "comparison"}):
        # "we benchmark against Megablocks", "compared with Shampoo"; but "more Asian than White applicants", "over
        # Euclidean methods": a capitalised adjective before its noun
        return not (nxt.isalpha() and view(doc).text[e].islower() and nxt not in STOP_WORDS) \
            and nxt not in {"'s", "’s"}  # (nor "compared to Bing's L3 ranker": the owner of what is compared)
    if _compared_baseline(view(doc), i):
        return True  # "outperforms the state-of-the-art Wanda", "over the strong baseline Wanda"
    if _after_method_class(view(doc), i):
        return True  # "efficient optimizers (Lion, Sophia)": a list in parentheses after a plural method noun
    if prev in lowered("propose_verb") or _named_here(doc, i) or _vendor_possessive(view(doc), i):
        return True
    if prev == "," and i > 1 and lowers[i - 2] in lowered("method_head") and (
            _in_proposal(doc, span, 8) or nxt in {",", "("}):
        return True  # "We propose a novel method, Diffsurv, to ...", "a personalized diffusion model, Dreambooth, on"
    if prev in lowered("method_head") and view(doc).text[i - 1].islower() and nxt in {",", "(", "that", "which"} \
            and _in_proposal(doc, span, 10):
        return True  # "We propose a distributed, semi-supervised algorithm Collab, consisting of three steps"
    # "Procgen, a benchmark for ...", "on both Procgen and Crafter, two benchmarks for ...": an apposition names
    # the class
    comma = e if nxt == "," else e + 2 if nxt in {"and", "or"} and e + 2 < len(lowers) and lowers[e + 2] == "," \
        else None
    if comma is not None and comma + 1 < len(lowers) and (lowers[comma + 1] in _APPOSITION_DETERMINERS or (
            lowers[comma + 1] == "the" and comma + 2 < len(lowers) and lowers[comma + 2] in _KNOWN_MARKERS)) and \
            _apposition_class(doc, comma) is not None:
        return True  # "in Hanabi, the standard benchmark for search in imperfect-information games"
    if (prev in {",", "and"} or nxt in {",", "and"}) and _hypernym(doc, span) is EntityType.DATASET:
        return True  # "on 22 environments (Atari, Mujoco, Control)": a list that a dataset class noun heads
    neighbours = [k for k, cue in ((i - 2, prev), (e + 1, nxt)) if cue in _LIST_CUES]
    if nxt == "," and e + 2 < len(lowers) and lowers[e + 1] in {"and", "or"}:
        neighbours.append(e + 2)  # "Microsoft Malware Classification Challenge, Drebin, and EMBER"
    return any(k in strong for k in neighbours)


def _used_under_name(v: TokenView, k: int) -> bool:
    """Whether token k is a naming participle in a sentence that says what the work uses, not what it makes ("We
    use a low-rank tensor approximation technique called Tensor Train")."""
    sent = v.sent_of[k]
    return v.lower[k] in NAMING_PARTICIPLES and any(t in _USE_VERBS for t in v.text[sent:k]) \
        and _NEW_MARKERS.isdisjoint(v.lower[sent:k])


_INVOKED_PREPS = frozenset({"in", "by", "from", "on", "at", "with", "during", "inside", "within"})
_STUDY_VERBS = frozenset({"study", "studies", "analyze", "analyzes", "analyse", "analyses", "examine", "examines",
                          "investigate", "investigates", "revisit", "revisits", "evaluate", "evaluates"})


def _studied_not_made(v: TokenView, k: int) -> bool:
    """Whether the sentence of token k says, before it, what the work studies and nothing that it makes."""
    sent = v.sent_of[k]
    return not _STUDY_VERBS.isdisjoint(v.lower[sent:k]) and _NEW_MARKERS.isdisjoint(v.lower[sent:k])


_NEW_MARKERS = frozenset({"novel", "new", "propose", "proposes", "proposed", "introduce", "introduces", "introduced",
                          "our", "present", "presents", "design", "designing", "develop", "developing", "build",
                          "building", "construct", "create", "devise", "derive", "derives", "deriving"})


def _cited_proposal(lowers: list[str], start: int, end: int) -> bool:
    """Whether tokens start..end say that cited authors proposed something ("Seide et al. [2014] proposed")."""
    return any(lowers[k] == "et" and lowers[k + 1] in {"al", "al."} and not _PROPOSAL_PARTICIPLES.isdisjoint(
        lowers[k + 2:min(end, k + 12)]) for k in range(start, end - 2))


# Participles that say something was proposed: "Seide et al. [2014] proposed", "(SENSEI) is proposed"
_PROPOSAL_PARTICIPLES = frozenset({"proposed", "introduced", "presented", "developed", "designed", "devised"})


def _named_before(texts: list[str], owner: _Found, i: int, before: int) -> bool:
    """Whether the name at token i was written out before token ``before`` ("applying NTK ... we introduce a
    Jacobian-free NTK approximation"); "Federated Learning (FL) ... Federated Learning using Invariant Dropout" is
    another name that starts alike; "Diffusion Transformers (i.e., DiT) ... a novel Diffusion Transformer" the same
    name in the plural."""
    end = next((e for s, e in owner.spans if s <= i < e), i + 1)
    name, last = texts[i:end - 1], texts[end - 1]
    forms = {last, last + "s", last + "es"}
    return any(texts[k:k + len(name)] == name and texts[k + len(name)] in forms
               for k in range(before - len(name)))


_APPOSITION_DETERMINERS = frozenset({"a", "an", "two", "three", "four", "five"})
_APPOSITION_OPENERS = _APPOSITION_DETERMINERS | {"the"}


def _named_here(doc: Doc, i: int) -> bool:
    """Whether a naming cue ends right before token i ("Our method, Magnushammer", "which we call VLM-RMs")."""
    return any(end == i and label == "CALLED" for _, end, label in spans_of(doc, "kg_cues"))


def _item_label(v: TokenView, span: TokenSpan) -> bool:
    """"two observations: (O1) ..., and (O2) ...": a short label in parentheses that follows no noun labels an item
    of the text (but "encoder-decoder (T5)" names the model the noun describes)."""
    texts, k = v.text, span.start - 1
    if k < 1 or texts[k] != "(" or texts[span.end:span.end + 1] != [")"]:
        return False
    before = texts[k - 1]
    return not before.replace("-", "").isalpha() or before.lower() in _CONNECTIVES


def _cued(doc: Doc, span: TokenSpan) -> bool:
    """Whether a proposal or comparison cue sits right before the span."""
    v = view(doc)
    prev = v.lower[max(v.sent_of[span.start], span.start - 3):span.start]
    return any(low in lowered("propose_verb") or low in lowered("compare_cue") for low in prev)


_PROPOSAL_CUES = frozenset({"PROPOSE", "CALLED"})
_PROPOSE_ONLY = frozenset({"PROPOSE"})  # a proposal verb, not a name merely given ("a case called X")


def _in_proposal(doc: Doc, span: TokenSpan, window: int = 1000, labels: frozenset[str] = _PROPOSAL_CUES) -> bool:
    """Whether a span follows a proposal cue ("we propose ...", or only the labels given) in its sentence, within
    window tokens."""
    sent_of = view(doc).sent_of
    for start, end, label in spans_of(doc, "kg_cues"):
        if label in labels and sent_of[start] == sent_of[span.start] \
                and end <= span.start <= end + window:
            return True
    return False


def _names_a_concept(v: TokenView, k: int) -> bool:
    """Whether the naming word at token k follows a concept noun ("an online game called X") with no method noun
    before it in the sentence ("a novel strategy for estimating the effect called X" names the strategy)."""
    if k == 0 or v.lower[k - 1] not in lowered("concept_head"):
        return False
    heads = lowered("method_head")
    return not any(low in heads or low.rstrip("s") in heads for low in v.lower[v.sent_of[k]:k - 1])


def _folded(text: str) -> str:
    """Text lower-cased with its hyphens and spaces dropped: "Multi-Modal Large Language Model" is "multimodal
    large language model" written otherwise."""
    return re.sub(r"[\s\-‐–]+", "", text.lower())


@lru_cache(maxsize=1)
def _folded_generic() -> frozenset[str]:
    return frozenset(map(_folded, lowered("generic")))


def _proposal_reaches(doc: Doc, long: TokenSpan, window: int) -> bool:
    """_in_proposal for an acronym's long form, where one coordinated after another definition counts from that
    one's start: "we introduce the best order score search (BOSS) and grow-shrink trees (GSTs)"."""
    if _in_proposal(doc, long, window):
        return True
    v = view(doc)
    k = long.start
    if k > 1 and v.text[k - 1] == "," and v.lower[k - 2] in lowered("method_head") and v.text[k][:1].isupper() \
            and _in_proposal(doc, TokenSpan(doc, k - 2, k - 1), window):
        return True  # "we design a generic algorithmic framework, Scale Clipping Bound (SCB)": the named kind's reach
    if k > 0 and v.lower[k - 1] == "proposed" and v.text[k][:1].isupper() and any(
            label == "OUR" and end == k for _, end, label in spans_of(doc, "kg_cues")):
        return True  # "our proposed Differentially Private Decoupled Graph Convolutions (DPDGCs)"
    if k < 4 or v.lower[k - 1] not in {"and", ","} or v.text[k - 2] != ")":
        return False
    for start, end, _ in spans_of(doc, "kg_abbrev_long"):
        if end < k - 2 and v.text[end] == "(" and all(v.text[j] != ")" for j in range(end + 1, k - 2)):
            return _proposal_reaches(doc, TokenSpan(doc, start, end), window)
    return False


_COINING_PARTS = frozenset({"guided", "aware", "based", "driven", "augmented", "enhanced", "powered", "regularized",
                            "informed", "conditioned", "robust", "adaptive", "efficient", "free", "induced"})


def _coined_compound(span: TokenSpan) -> bool:
    """A capitalised hyphen compound such as "Exclusion-Guided" or "Scale-Aware" marks a coined name."""
    return any("-" in t and t[0].isupper() and t.split("-")[-1][:1].isupper()
               and t.split("-")[-1].lower() in _COINING_PARTS for t in view(span.doc).text[span.start:span.end])


def _dataset_shaped(name: str) -> bool:
    """Names built like benchmarks: a benchmark suffix ("StrategyQA", "LongBench"), or a lettered, sized or
    resolution variant of a known dataset ("ImageNet-O", "CIFAR-10-C", "ImageNet-64×64")."""
    if " " in name:
        return False
    if name.endswith(_dataset_suffixes()) and any(  # one str.endswith call rules out most names
            name.endswith(suffix) and len(name) > len(suffix) + 1 for suffix in load_wordlists()["dataset_suffix"]):
        return True
    base, _, variant = name.rpartition("-")
    if base and _VERSION_PART.match(variant) and _dataset_shaped(base):
        return True  # "NAS-Bench-201", "MT-Bench-101": a numbered version of a benchmark-shaped name
    # "ImageNet-O", "CIFAR-10-C"; and a size or resolution of one ("ImageNet-64×64", "ImageNet-21k")
    return bool(base) and ((len(variant) <= 2 and variant.isupper()) or bool(_SIZE_VARIANT.match(variant))) \
        and base in load_wordlists()["dataset"]


_SIZE_VARIANT = re.compile(r"^\d+(?:[×x]\d+|[kK])?$")
_VERSION_PART = re.compile(r"^(?:\d{1,4}|v\d+(?:\.\d+)?)$")


@lru_cache(maxsize=1)
def _dataset_suffixes() -> tuple[str, ...]:
    return tuple(load_wordlists()["dataset_suffix"])


@lru_cache(maxsize=1)
def _benchmark_suffixes() -> tuple[str, ...]:
    return tuple(load_wordlists()["benchmark_suffix"])


def _plural_data_class(low: str) -> bool:
    """"datasets", "corpora", "environments": a plural class noun of datasets, which a list of them may follow."""
    return low in lowered("class_dataset") and (low.endswith("s") or low == "corpora")


# Verbs by which a paper makes a dataset it then names ("We compile CommitPack: ...", "we curate CortexBench")
_DATA_MAKING = frozenset({"compile", "compiled", "curate", "curated", "collect", "collected", "crawl", "crawled",
                          "scrape", "scraped", "assemble", "assembled"})
# Participles that say a dataset was made ("on our constructed Foo-Instruct", "on the newly collected FooSet")
_DATA_MADE = frozenset({"constructed", "collected", "curated", "annotated", "compiled", "assembled", "gathered"})


_NAMED_TASK_SUITES = frozenset({"tasks", "games", "puzzles"})


def _listed_with_architecture(v: TokenView, span: TokenSpan) -> bool:
    """Whether a list the name stands in holds a known architecture next to it: "on VGG16, GoogLeNet, ResNet50,
    and ResNet152" are networks evaluated, not datasets."""
    texts = v.text
    lo, hi = v.sent_of[span.start], v.sent_end_of[span.start]
    joins = {",", "and", "or"}
    neighbours = []
    k = span.start - 1
    if k - 1 >= lo and texts[k] in joins:
        neighbours.append(k - 2 if texts[k] == "and" and texts[k - 1] == "," and k - 2 >= lo else k - 1)
    k = span.end
    if k + 1 < hi and texts[k] in joins:
        neighbours.append(k + 2 if texts[k] == "," and texts[k + 1] in {"and", "or"} and k + 2 < hi else k + 1)
    return any(_known_architecture(texts[i]) for i in neighbours)


def _score_before(doc: Doc, i: int) -> bool:
    """Whether a number and a known measure end right before token i ("62.9 ROUGE-1", "88% accuracy")."""
    texts = view(doc).text
    for start, end, label in spans_of(doc, "kg_lexicon"):
        if end == i and label == "Metric" and start > 0 and (is_number(texts[start - 1]) or texts[start - 1] == "%"):
            return True
    return False


_BUILT_ON_WORDS = frozenset({"based", "built", "relies", "rely", "relying", "relied", "depends", "depend",
                             "depending", "conditioned", "centered", "centred", "builds", "build", "building"})


# Class nouns of a procedure, which no data is: "the Forward-Forward and PEPITA frameworks" (but "NAS-Bench-201
# networks" are a benchmark's)
_PROCEDURE_NOUNS = frozenset({"framework", "frameworks", "method", "methods", "algorithm", "algorithms", "approach",
                              "approaches", "technique", "techniques", "scheme", "schemes"})


_MEASURING = frozenset({"measured", "assessed", "evaluated", "quantified", "scored"})


def _listed_with_model(v: TokenView, i: int) -> bool:
    """Whether the name at token i is joined by a comma, "and" or "or" to a released model's name next to it, of
    another family ("GPT and GPT-4" name the family and one of its models)."""
    texts, n = v.text, len(v.text)
    for step in (-1, 1):
        k = i + step
        joined = False
        while 0 <= k < n and texts[k] in {",", "and", "or"}:
            joined, k = True, k + step
        if joined and 0 <= k < n and texts[k][:1].isupper() and _is_model(texts[k]) \
                and not v.lower[k].startswith(v.lower[i]):
            return True
    return False


def _head_after_name(v: TokenView, k: int) -> str:
    """The lower-case word after the capitalised name that starts at token k ("Grassmann manifolds"), or ""."""
    j = k
    while j < min(len(v.text), k + 4) and v.text[j][:1].isupper():
        j += 1
    return v.lower[j] if k < j < len(v.text) else ""


def _in_eval_list(doc: Doc, span: TokenSpan) -> bool:
    """Whether a name sits in a list introduced by "on"/"across" ("on CUHK-SYSU and PRW")."""
    v = view(doc)
    texts, lowers = v.text, v.lower
    i = span.start - 1
    sent_start = v.sent_of[span.start]
    if i > sent_start and texts[i] == "," and _verb_after(v, span.end):
        return False  # "On ImageNet, FooNet achieves ...": the comma closes an opening phrase before the subject
    while i >= sent_start:
        low = lowers[i]
        if low == ")" and i > sent_start and texts[i - 1] != "(":
            # "on the Scenery (21.512), Building Facades (25.310), and WikiArts": an earlier item's aside
            i = next((j for j in range(i - 1, max(sent_start - 1, i - 12), -1) if texts[j] == "("), sent_start) - 1
            continue
        if low in {"on", "across"}:
            # but "latent variable models based on VAE", "an algorithm based on FTRL": what a method builds on
            return not (i > sent_start and lowers[i - 1] in _BUILT_ON_WORDS)
        if low == "in" and _score_before(doc, i):
            return True  # "50.3 ROUGE-1 in XSum, and 62.9 ROUGE-1 in BigPatent": where a score is reached
        if low in {"over", "from"} and not _EVAL_BEFORE_OVER.isdisjoint(lowers[max(sent_start, i - 4):i]):
            return True
        if low in {":", ","} and i > sent_start and _plural_data_class(lowers[i - 1]):
            return True  # "three datasets: AudioCaps, Clotho, and ESC-50", "two environments, Foo and Bar"
        if low == ":" and i > sent_start and lowers[i - 1] in _NAMED_TASK_SUITES \
                and not {"on", "across", "using"}.isdisjoint(lowers[max(sent_start, i - 7):i - 1]):
            # "on two challenging reasoning tasks: CountDown and Sudoku", "using two visual reasoning tasks: PathFinder
            # and Mazes": named tasks evaluated on are test beds (not
            # "a benchmark containing two probing tasks: Action Antonym and ...")
            return True
        if low == ":" and any(_plural_data_class(lowers[k]) for k in range(max(sent_start, i - 8), i)) \
                and not {",", ";", "("}.intersection(texts[max(sent_start, i - 8):i]):
            return True  # "four benchmarks designed to probe systematic generalization: SCAN, PCFG, ..."
        if low in {"and", ",", "the", "both", "-"} or is_coined(texts[i]) or texts[i].istitle() or (
                low in _DATA_MADE and i > sent_start and lowers[i - 1] in {"our", "their", "the", "newly"}) or (
                low in {"our", "their", "newly"} and i + 1 < span.start and lowers[i + 1] in _DATA_MADE | {"newly"}):
            i -= 1  # "trained on our constructed Owl-Instruct"
            continue
        if texts[i].islower() and low not in _CLAUSE_TURN:
            # "SCAN for semantic parsing, PCFG for string manipulation": an item with what it tests
            k = i
            while k > sent_start and texts[k].islower() and lowers[k] not in {"and", "for"} and i - k < 5:
                k -= 1
            if lowers[k] == "for" and k - 1 > sent_start and (is_coined(texts[k - 1]) or texts[k - 1].isupper()) \
                    and texts[k - 2] in {",", ":"}:
                i = k - 1
                continue
        return False
    return False


def _may_hold_url(doc: Doc) -> bool:
    """Whether a token holds a URL hint (the whole-text test first: it is cheap and usually false)."""
    v = view(doc)
    # The tokens joined by a character no hint contains: a hint found in the joined string lies inside one token.
    return any(h in v.doc_text for h in _URL_HINTS) and any(h in "\n".join(v.text) for h in _URL_HINTS)


def _url_matches(doc: Doc) -> list[re.Match]:
    """The URLs of the doc's text, where a token holds a URL hint."""
    return list(_URL.finditer(view(doc).doc_text)) if _may_hold_url(doc) else []


def _text(span: TokenSpan) -> str:
    """span.text, sliced from the doc's text (Span.text joins the texts of Token objects)."""
    return view(span.doc).span_text(span.start, span.end)


def _sent(doc: Doc, i: int) -> TokenSpan:
    """The sentence holding token i (from the token view, cheaper than Token.sent)."""
    v = view(doc)
    return TokenSpan(doc, v.sent_of[i], v.sent_end_of[i])


def _sentence_has(sent: TokenSpan, words: frozenset[str]) -> bool:
    return not words.isdisjoint(view(sent.doc).lower[sent.start:sent.end])


# A number format: "8-bit", "sub-4-bit", "bfloat16", "FP16", "int8"
_BIT_FORMAT = re.compile(r"(?:sub-)?\d+-bits?|b?float\d+|fp\d+|bf\d+|int\d+")


def _number_format(lowers: list[str], before: int) -> bool:
    """Whether "precision" after token ``before`` is a number format: "8-bit precision", "bfloat16 precision", "reducing
    the precision of tensors"."""
    return bool(_BIT_FORMAT.fullmatch(lowers[before])) or lowers[before] in lowered("lowering_verb")  # (past "the")


def _sentence_of_has(doc: Doc, i: int, words: frozenset[str]) -> bool:
    """_sentence_has(_sent(doc, i), words), without making the sentence's Span."""
    v = view(doc)
    return not words.isdisjoint(v.lower[v.sent_of[i]:v.sent_end_of[i]])


_LEARNING_PROBLEM = re.compile(r"(?i)learning (?:to|from|with|under) \w")


def extract_doc(doc: Doc, paper_id: str) -> tuple[list[_Found], list[dict], list[dict], list[tuple[str, int, int]]]:
    """Entities, relations, results and URLs of one doc, in token/char coordinates of the doc."""
    b = _Builder(doc)
    eval_cues = lowered("eval_cue")
    # Token texts from the view: indexing the doc makes a Token object each time. Token.lower_ is str.lower(),
    # is_lower str.islower() and is_alpha str.isalpha() of the text (spaCy's lexeme attribute getters).
    v = view(doc)
    texts, lowers = v.text, v.lower
    n = len(texts)
    # 1. acronym definitions: one entity with the acronym as alias
    short_owner: dict[str, _Found] = {}
    blocked: set[int] = set()  # tokens of generic acronym definitions ("large language models (LLMs)")
    generic_shorts: set[str] = set()
    generic_longs: set[str] = set()  # the long forms, lower-cased, of the acronyms in generic_shorts
    defined_as: dict[str, str] = {}  # each acronym's long form, as first defined
    for (long_start, long_end, _), (short_start, short_end, _) in zip(spans_of(doc, "kg_abbrev_long"),
                                                                      spans_of(doc, "kg_abbrev_short")):
        long, short = TokenSpan(doc, long_start, long_end), TokenSpan(doc, short_start, short_end)
        tail_tokens = []
        j = short.end + 1 if short.end < n and texts[short.end] == ")" else short.end
        short_first = long.start > short.end and long.end < n and texts[long.end] == ")"
        if short_first:
            j = long.end + 1  # "ViLMA (Video Language Model Assessment), a task-agnostic benchmark"
        close = j - 1
        after = lowers[j] if j < n else ""
        while (j < n and len(tail_tokens) < 3 and not short_first and texts[j].islower() and texts[j].isalpha()
               and lowers[j] not in lowered("modifier_stop")):  # "(SGD) with large learning rates": no tail
            tail_tokens.append(texts[j])
            if lowers[j] in lowered("task_head"):
                break
            if not is_task_modifier(texts[j]):
                break  # "(FL) allows machine learning": a verb ends the phrase, which then has no task head
            j += 1
        if not tail_tokens or tail_tokens[-1].lower() not in lowered("task_head") or (
                lowers[long.end - 1] == tail_tokens[0].lower()):
            tail_tokens = []  # (and "Neural Architecture Search (NAS) search space" searches a space: no sub-task)
        tail = " ".join(tail_tokens)
        long_text, short_text = _text(long), _text(short)
        defined_as.setdefault(short_text, long_text)
        # "Vision-Language Pre-trained (VLP) models": the acronym names a family of models
        family = after in {"models", "networks"} and long_text.split()[-1].endswith("ed") or all(
            part in MODALITIES for part in re.split(r"[-\s]+", long_text.lower()))  # "Vision-Language-Action (VLA)"
        if (_folded(long_text) in _folded_generic() or short_text in load_wordlists()["generic"]
                or (_PLURAL_ACRONYM.match(short_text) and not _proposal_reaches(doc, long, 3)
                    and not _known_method(long_text.rstrip("s"))) or family):  # but "Gaussian Processes (GPs)"
            blocked.update(range(short.start, short.end))
            wide = _extend_left(long)
            if short_text in load_wordlists()["generic"] and long_text.lower() not in lowered("generic") \
                    and long_text[:1].isupper() and _classify_phrase(wide) is EntityType.TASK \
                    and not (blocked & set(range(wide.start, wide.end))):
                # "Reinforcement Learning (RL) has ...": the problem is named, only its acronym is too common to be
                # an alias of it (a lower-case one is left to the task-phrase finder, which keeps "offline ...")
                b.add(EntityType.TASK, wide, "abbreviation", name=task_case(_text(wide)))
                blocked.update(range(wide.start, wide.end))
                generic_shorts.add(short_text)
                continue
            if short_text in load_wordlists()["generic"] and long_text.lower() not in lowered("generic") \
                    and _classify_phrase(wide) is EntityType.METRIC and not (blocked & set(range(wide.start, wide.end))):
                # "two new metrics: acceptance rate (AR) and ...": the measure is named, though its acronym is a
                # common one ("AR" for autoregressive)
                b.add(EntityType.METRIC, wide, "abbreviation")
                blocked.update(range(wide.start, wide.end))
                generic_shorts.add(short_text)
                continue
            if short_text in load_wordlists()["generic"] and long_text.lower() not in lowered("generic") \
                    and len(long_text.split()) > 1 and all(w[:1].isupper() for w in long_text.split()) \
                    and _classify_phrase(wide) is EntityType.METHOD and _proposal_reaches(doc, wide, 4) \
                    and not (blocked & set(range(wide.start, wide.end))):
                # "we introduce the Point Edge Transformer (PET) architecture": the paper's own method, named in
                # full, though its acronym is a common one ("PET" for a scan)
                b.add(EntityType.METHOD, wide, "abbreviation")
                blocked.update(range(wide.start, wide.end))
                generic_shorts.add(short_text)
                continue
            blocked.update(range(long.start, long.end))
            generic_shorts.update({short_text, short_text[:-1] if _PLURAL_ACRONYM.match(short_text) else short_text})
            continue
        long = _extend_left(long)
        long_text = _text(long)
        type_ = _classify_phrase(long, tail)
        # "Learning to Rank (LTR)", "Learning from Demonstration (LfD)": learning a skill or from a kind of data is a
        # problem, whatever case its acronym has
        learning_problem = _LEARNING_PROBLEM.match(long_text) is not None and not _proposal_reaches(doc, long, 4)
        if learning_problem:
            type_ = EntityType.TASK
        long_words = long_text.lower().split()
        if type_ in {None, EntityType.METHOD} and long_text[:1].isupper() and len(long_words) > 1 and \
                long_words[-1] in _MEASURE_NAME_ENDS and after not in lowered("method_head") \
                and after not in {"test", "tests"} and _CLAUSE_LINKS.isdisjoint(long_words) \
                and "based" not in long_words:
            # but "the Likelihood Ratio (LR) test", "Task-id Prediction based on Likelihood Ratio" are methods
            type_ = EntityType.METRIC  # "Structural Similarity Index Measure (SSIM)", "Local Learning Coefficient"
        if type_ is EntityType.TASK and long.end + 1 < n and lowers[long.end] in lowered("method_head") \
                and texts[long.end + 1] == "(":
            type_ = EntityType.METHOD  # "the Contrastive Divergence learning algorithm (CD)": the acronym names it
        if type_ is EntityType.TASK and _MODALITY_CONVERSION.fullmatch(long_text.lower()) and after in _MODEL_NOUNS:
            type_ = None  # "text-to-image (T2I) diffusion models": the kind of model, not a task the paper addresses
        if type_ is EntityType.TASK and not learning_problem and not (long_text.islower() and (
                long_text in lowered("learned_task") or long_text in lowered("annotated_task"))) and (
                (after in lowered("method_head") and not after.endswith("s") and not short_first and (
                    _proposal_reaches(doc, long, 4) or not {"the", "our", "novel", "new"}.isdisjoint(
                        lowers[max(v.sent_of[long.start], long.start - 3):long.start])))
                or (short_first and after == "," and _apposition_class(doc, close + 1) is EntityType.METHOD)):
            # "the design-based supervised learning (DSL) estimator", "SAIL (Speed Adaptation for Imitation
            # Learning), a full-stack system": the acronym names a method, though its long form names a problem
            type_ = EntityType.METHOD
        if type_ is EntityType.TASK and short_first and len(long_words) > 1 and all(
                w[:1].isupper() for w in long_text.split() if w.isalpha() and w.lower() not in _CONNECTIVES):
            # "such as NPO (Negative Preference Optimization)", "SAIL (Speed Adaptation for Imitation Learning)": an
            # acronym written first, its title-case long form after it, names a thing made, not a problem
            type_ = EntityType.METHOD
        if type_ is None and _proposal_reaches(doc, long, 4):
            type_ = EntityType.METHOD  # "we propose a Bayesian neural controlled differential equation (BNCDE)"
        # "stochastic optimistic gradient (SOG)", "follow the regularized leader (FTRL)": a known method's last word
        # ... or a word that names a kind of technique ("stochastic rounding (SR)", "random projection (RP)")
        method_ending = long_text.lower().split()[-1].split("-")[-1] in _method_head_words() | (
            lowered("named_technique") - _TASK_LIKE_TECHNIQUES)
        # ... or a method noun before a "for" phrase ("Actor Critic Algorithm for Mean Field Games (ASAC-MFG)")
        head, for_, _ = long_text.lower().partition(" for ")
        method_ending = method_ending or (bool(for_) and " " in head and head.split()[-1] in lowered("method_head"))
        if type_ is None and method_ending:
            type_ = EntityType.METHOD
        if type_ is not EntityType.DATASET and not load_wordlists()["dataset"].isdisjoint(texts[long.start:long.end]) \
                and not _known_method(long_text):  # but "Personalized PageRank (PPR)" is a known method
            type_ = EntityType.DATASET  # "BIG-Bench Hard (BBH)": a part or variant of a known dataset
        copula = _copula_class(doc, close + 1)
        if type_ is EntityType.METHOD and after == "aims" and long_text[:1].isupper() \
                and not _proposal_reaches(doc, long, 4) \
                and not any(c.isupper() for c in long_text[1:]):
            type_ = EntityType.TASK  # "Dataset distillation (DD) aims to synthesize ...": a research problem
        if lowers[long.end - 1] in lowered("place_head") or after in lowered("concept_head") or (
                # "Symmetric Positive Definite (SPD) and Grassmann manifolds": the head the list shares
                after in {"and", "or"} and _head_after_name(v, close + 2) in lowered("concept_head")) or (
                lowers[long.start] in lowered("place_head") and lowers[long.start + 1] in {"for", "of"}) or (
                _apposition_head(doc, close + 1) in lowered("concept_head") and not (
                    # "we introduce the Differentiable Cell Complex Module (DCM), a novel learnable function": a
                    # proposal named by a method noun is the paper's method, whatever the apposition calls it
                    lowers[long.end - 1] in lowered("method_head") and _proposal_reaches(doc, long, 4))):
            type_ = None  # "Drug Enforcement Administration (DEA)", "Polyak-Łojasiewicz (PL) condition"
        elif type_ is EntityType.TASK and copula is EntityType.METHOD:
            type_ = EntityType.METHOD  # "Ant Colony Optimization (ACO) is a meta-heuristic algorithm"
        elif type_ is not None and _as_class(doc, close + 1) in {EntityType.METRIC, EntityType.DATASET}:
            type_ = _as_class(doc, close + 1)  # "we introduce mutual information (MI) as the metric"
        if (type_ in {None, EntityType.METHOD} or (type_ is EntityType.TASK and _proposal_reaches(doc, long, 4))) \
                and not short_first and after in _DATA_NOUNS_AFTER and not long_text[:1].islower():
            type_ = EntityType.DATASET  # "the first MoleculAR Conformer Ensemble Learning (MARCEL) benchmark"
        renamed = _renaming_class(v, long.start) if type_ is EntityType.METHOD and not long_text[:1].islower() else None
        if renamed is EntityType.DATASET:
            # "a new visio-linguistic dataset, 3D Objects in Context (3DOC)"; but a measure the paper proposes ("a new
            # confidence metric named Pseudo-Label Probability Difference (PLPD)") is annotated as its method
            type_ = renamed
        class_noun = _class_noun(doc, long) if type_ in {EntityType.TASK, EntityType.METHOD} else None
        hypernym = None if class_noun is None else _class_of(lowers[class_noun])
        classed = hypernym is EntityType.METHOD
        if classed:
            type_ = EntityType.METHOD  # "estimators such as principal component regression (PCR)"
        elif hypernym is EntityType.DATASET and long_text[:1].isupper() and lowers[class_noun] in _DATA_PLURALS:
            # "benchmarks such as WMDP (Weapons of Mass Destruction Proxy)"; but "the resulting method data
            # Consistent DDB (CDDB)" names no data
            type_ = EntityType.DATASET
        # "partially observable (PO) environments", "Neural Cellular Automata (NCA) environment generators": a kind
        # of environment or a compound, not a named one
        kind_of_environment = after.startswith("environment") and (long_text.islower() or (
            j + 1 < n and texts[j + 1].isalpha() and texts[j + 1].islower() and lowers[j + 1] not in _CONNECTIVES))
        if type_ is EntityType.METHOD and not kind_of_environment and (
                after in lowered("class_dataset") or _apposition_class(doc, j) is EntityType.DATASET
                or (long_text[:1].isupper() and _list_of_datasets_after(v, j))):
            type_ = EntityType.DATASET  # "the Long Range Arena (LRA) datasets", "Generic COG (gCOG), a benchmark"
            if after == "data" and long_text[1:].islower() and (long_text[:1].islower() or v.sent_start[long.start]):
                type_ = None  # "in-distribution (ID) data", "motion capture (MoCap) data": a kind of data, unnamed
        if type_ is not EntityType.DATASET and (
                (after in _DATA_KINDS and not _proposal_reaches(doc, long, 4)) or (
                    " " not in long_text and long_text.islower() and long_text.endswith("ed"))):
            type_ = None  # "Out-of-Distribution (OoD) samples", "a coarse-grained (CG) diffusion model": a kind
        if type_ in {None, EntityType.METHOD} and short_text.lower() in lowered("metric") \
                and _resembles_measure(long_text):
            # "Intersection over Union (IoU)" (not a place's union), "area under curve (AUC)": a known measure
            type_ = EntityType.METRIC
        if type_ is None:
            blocked.update(range(long.start, long.end))
            blocked.update(range(short.start, short.end))
            generic_shorts.update({short_text, short_text[:-1] if _PLURAL_ACRONYM.match(short_text) else short_text})
            generic_longs.add(long_text.lower())  # "In-Distribution data" later is no name either
            continue
        named_problem = _names_a_problem(doc, long.start) or (after in {"problem", "problems", "task"} and not tail)
        if named_problem:
            type_ = EntityType.TASK  # "a novel problem termed Semi-Supervised Noise Adaptation (SSNA)"
        # a mixed-case acronym ("LaRA") marks a coined method, but "Preference-based Reinforcement Learning
        # (PbRL)" and "Personalized Federated Learning (pFL)" name learning problems
        head_word = long_text.split()[-1].lower()
        mixed_case = any(c.islower() for c in short_text.rstrip("s")) and long_text[:1].isupper() \
            and head_word != "learning" and not (head_word in lowered("task_head") and head_word not in
                                                 lowered("task_weak_head"))  # "Video Question Answering (VideoQA)"
        # "new algorithms for Online Convex Optimization (OCO)": what a method is for is the problem, even in a proposal
        # (past a lower-case modifier: "a new deep learning system for monocular Visual Odometry (VO)")
        f = long.start - 1
        while f > long.start - 3 and f > 0 and texts[f].isalpha() and texts[f].islower() and lowers[f] != "for" \
                and not lowers[f].endswith("ing"):  # (but "an approach for extending X" works on X)
            f -= 1
        served = f >= 1 and lowers[f] == "for" and (
            lowers[f - 1] in lowered("method_head") or lowers[f - 1].rstrip("s") in lowered("method_head"))
        # "a novel active learning (AL) method", "a series of differential privacy (DP) algorithms": a task the
        # annotators know names what an unnamed method is for, though a proposal says it
        known_task = long_text.islower() and (long_text in lowered("learned_task")
                                              or long_text in lowered("annotated_task"))
        if type_ is EntityType.TASK and not tail and not (named_problem or served or learning_problem or known_task) \
                and head_word not in {
                "problem", "problems"} and (
                (after in lowered("method_head") and not long_text.islower())
                or _proposal_reaches(doc, long, 4 if long_text.islower() else 1000)
                or (_coined_compound(long) and not (head_word == "learning" and _opens_with_subject(v, long, after)))
                or mixed_case):  # "a neural reading comprehension (RC) model": a task
            type_ = EntityType.METHOD
        if type_ is EntityType.TASK and short_text in load_wordlists()["method"]:
            type_ = EntityType.METHOD  # "Adaptive Moment Estimation (Adam)": the short form is a known method's name
        lowerish = long_text.islower() or (long_text[:1].isupper() and long_text[1:].islower())
        # "stochastic compositional gradient descent", "temporal-difference (TD) learning"
        known = long_text.lower().endswith(_method_terms()) or _known_method(f"{long_text} {tail}") or classed \
            or method_ending or (_COINED_ACRONYM.match(short_text) is not None
                                 and _FUNCTION_WORDS.isdisjoint(re.split(r"[\s-]+", long_text.lower())))
        if type_ is EntityType.METHOD and lowerish and not known and not _proposal_reaches(doc, long, 4) and not any(
                w in lowered("method_head") for w in (long_text.lower().split()[-1], after)):
            # "differential privacy (DP)", "in-distribution (ID)": a lower-case term, not a coined name
            blocked.update(range(short.start, short.end))
            generic_shorts.update({short_text, short_text[:-1] if _PLURAL_ACRONYM.match(short_text) else short_text})
            continue
        if (_is_model(short_text) or _is_model(long_text)) and not long_text.lower().endswith(
                ("ation", "ization", "isation")):
            # but "Sharpness-aware minimization (SAM)" is no Segment Anything Model, and "Contrastive Language-Image
            # Pre-training (CLIP)" names the method the model is trained by
            type_ = EntityType.METHOD if long_text.lower().endswith(("training", "learning")) else EntityType.MODEL
        described = type_ in {EntityType.METHOD, EntityType.MODEL} and long_text[:1].isupper() and sum(
            w.islower() and w not in _CONNECTIVES for w in long_text.split()) >= 3
        if "," in long_text or described:
            # "S3 (Specialization, Selection, Sparsification)": the list is not a name; nor is "Nemesis
            # (Normalizing the soft-prompt vectors of vision-language models)", a description
            name, aliases = short_text, [long_text]
        elif type_ is EntityType.METHOD and not tail and after in lowered("acronym_tail"):
            # "the Weisfeiler-Lehman (WL) test", "the Kullback-Leibler (KL) divergence": the noun after the acronym
            # is the name's own (10 of 10 development mentions), unlike "module" or "algorithm"
            name, aliases = f"{long_text} {after}", [short_text, f"{short_text} {after}"]
        else:
            name = f"{long_text} {tail}".strip()
            aliases = [f"{short_text} {tail}".strip()]
            head_noun = long_text.split()[-1] if " " in long_text else ""
            if type_ is EntityType.METHOD and not tail and head_noun.lower() in lowered("acronymless_kind") \
                    and not short_text.rstrip("s").lower().endswith(head_noun[0].lower()):
                # "a new prompt gradient projection approach (PGP)": the acronym leaves the kind noun out, and so
                # does the name
                name, aliases = long_text[:-len(head_noun)].rstrip(), [short_text, long_text]
        if type_ is EntityType.TASK:
            name = task_case(name)
        q_start = _task_qualifier(doc, long.start)
        if type_ is EntityType.TASK and q_start is not None:
            # "Knowledge-based visual question answering (VQA)": the sub-task, besides the task the acronym names
            qualifier = v.span_text(q_start, long.start)
            b.add(type_, TokenSpan(doc, q_start, long.end), "abbreviation", name=task_case(f"{qualifier} {long_text}"),
                  aliases=[f"{qualifier} {short_text}"])
        if type_ is EntityType.TASK and tail and long_text.split()[-1].split("-")[-1].lower() in lowered("task_head"):
            # "UDA person search": the sub-task, and the task the acronym names on its own
            base = b.add(type_, long, "abbreviation", name=task_case(long_text), aliases=[short_text])
            short_owner.setdefault(short_text, base)
        found = b.add(type_, long, "abbreviation", name=name, aliases=aliases)
        found.spans.append((short.start, short.end))
        for i in range(short.start, short.end):
            b.token_owner.setdefault(i, found)
        short_owner.setdefault(short_text, found)
        last = long.end - 1
        if (type_ is EntityType.METHOD and long.end - long.start >= 3 and texts[last][:1].isupper()
                and lowers[last] in lowered("architecture")):
            b.add(EntityType.METHOD, TokenSpan(doc, last, last + 1), "architecture")  # "Decoupling for Robust Mamba"
    for use in (TokenSpan(doc, start, end) for start, end, _ in spans_of(doc, "kg_abbrev_uses")):
        use_text = _text(use)
        base = use_text if use_text in short_owner else use_text[:-1]
        if base in short_owner and b.owner(use) is None and not (
                # "an approach we call Boundless DAS": a new name built on the acronym, not a use of it
                use.start > 1 and texts[use.start - 1].istitle() and lowers[use.start - 2] in NAMING_WORDS):
            found = short_owner[base]
            found.spans.append((use.start, use.end))
            b.token_owner[use.start] = found
    # 2. lexicon terms (metrics, known datasets)
    metric_terms = lowered("metric")
    tasks = spans_of(doc, "kg_tasks")
    task_spans = [(start, end) for start, end, _ in tasks]
    lexicon = [TokenSpan(doc, *triple) for triple in spans_of(doc, "kg_lexicon")]
    # the sentences where a measure has company: another measure, or the word "metric(s)"
    measured = Counter(v.sent_of[s.start] for s in lexicon if s.label_ == "Metric")
    measured.update(v.sent_of[i] for i in compress(range(n), map(_METRIC_WORDS.__contains__, lowers)))
    known_tasks = [span for span in lexicon if span.label_ == "Task"]
    for span in lexicon:
        bare: str | None = None  # the name a dataset has without the article its capital keeps ("The Pile")
        if span.label_ == "Task":
            continue  # after every other name: the task names annotators give (_add_known_tasks)
        if all(i not in b.token_owner for i in range(span.start, span.end)) and not (
                span.label_ == "Dataset" and (_in_citation(doc, span) or _text(span) in generic_shorts
                                              or _text(span) in load_wordlists()["generic"])) and not (
                span.label_ == "Metric" and _text(span) in generic_shorts
                and not _resembles_measure(defined_as.get(_text(span), ""))):
            # (an acronym the abstract defines as no measure is not the known one: "farthest point sampling (FPS)";
            # but "area under curve (AUC)" is)
            # "noise-robust ASR" is the acronym; "electronic health records (EHRs)" defines EHR as a kind of data
            name = _text(span)
            if span.label_ == "Metric" and name.lower() not in metric_terms and (
                    name[:-1].lower() in metric_terms or name.split()[-1][:-1].lower() in lowered("metric_head")):
                name = name[:-1]  # "speedups" is the metric "speedup", "collision rates" the "collision rate"
            elif span.label_ == "Metric" and name.lower().endswith("ies") and \
                    f"{name.split()[-1][:-3]}y".lower() in metric_terms | lowered("metric_head"):
                name = f"{name[:-3]}y"  # "accuracies", "top-1 accuracies": the measure is named in the singular
            before = span.start - 2 if span.start > 1 and lowers[span.start - 1] == "the" else span.start - 1
            if span.label_ == "Metric" and before >= 0 and (
                    f"{lowers[before]} {name.lower()}" in lowered("not_metric")
                    or (name.lower() == "precision" and _number_format(lowers, before))):
                # "reduced precision", "the statistical accuracy of O(1/n)": a number format or a bound; "at (the)
                # inference time": when, not what is measured
                continue
            if span.label_ == "Metric" and span.start > 0 and lowers[span.start - 1] in lowered("complexity_modifier") \
                    and not (span.start > 2 and texts[span.start - 2] == "-" and lowers[span.start - 3] == "non"):
                continue  # "linear speedup in the number of workers", "subquadratic runtime": a bound, not a measure
            if span.label_ == "Metric" and name in lowered("metric_needs_company") and \
                    measured[v.sent_of[span.start]] < 2 and not (span.start > 0 and lowers[span.start - 1] == "%"):
                # "estimating precision matrices", "improved precision": a measure only among measures, or after a
                # percentage ("88% precision"); a capital keeps it one ("Registration Recall")
                continue
            type_ = EntityType(span.label_)
            rule = "lexicon"
            if type_ is EntityType.DATASET and name in load_wordlists()["learned_task_acronym"] and not (
                    span.end < n and lowers[span.end] in lowered("dataset_head")):
                continue  # "tasks such as image classification and VQA", "UDA techniques": the task's acronym
            renamed = _apposition_class(doc, span.end) if type_ is EntityType.DATASET and span.end < n else None
            if type_ is EntityType.DATASET and renamed is None and span.start > 0 and texts[span.start - 1] == "," \
                    and _in_proposal(doc, span, 16, _PROPOSE_ONLY) and lowered("dataset_head").isdisjoint(
                        lowers[v.sent_of[span.start]:span.start]):
                renamed, rule = EntityType.METHOD, "name"  # "we propose a novel relative position encoding ...,
                # FIRE, to": the name the paper gives its method, though a dataset is called so too
            if renamed in _PROPOSABLE:
                type_ = renamed  # "we propose RAVEN, a model that ...": not the dataset
            if type_ is EntityType.METHOD and (
                    (span.end < n and lowers[span.end] in _DATA_NOUNS)
                    or any(s <= span.start and span.end < e for s, e in task_spans)):
                continue  # "chain-of-thought data", "chain-of-thought reasoning": what the name qualifies
            if type_ is EntityType.METHOD:
                # "Riemannian Gaussian mechanism", "two-stage kernel ridge regression": a variant of a known method
                variant = _extend_left(span)
                k = variant.start
                if k >= 3 and texts[k - 2] == "-" and texts[k - 1].islower() and texts[k - 3].isalpha() and \
                        _in_proposal(doc, span, 4):  # only a variant the paper proposes is named with its modifier
                    variant = TokenSpan(doc, k - 3, span.end)
                if variant.start != span.start:
                    span, name, rule = variant, _text(variant), "lexicon_variant"
                k = span.start
                if k >= 2 and texts[k - 1] in {"'s", "’s"} and texts[k - 2].istitle() and texts[k - 2].isalpha() \
                        and k - 2 not in b.token_owner and not v.sent_start[k - 2]:
                    # "Nesterov's accelerated gradient descent", "Polyak's heavy ball method": the author of a known
                    # method is no method of its own (annotators keep the method's name with or without the author's)
                    blocked.update((k - 2, k - 1))
            if type_ is EntityType.DATASET and span.end < len(texts) and (
                    (texts[span.end].isdigit() and len(texts[span.end]) >= 2) or V_VERSION.match(texts[span.end])
                    or _DATASET_SPLIT.match(texts[span.end]) or (
                        (texts[span.end].isdigit() or _DECIMAL_VERSION.match(texts[span.end]))
                        and span.end + 1 < n and (texts[span.end + 1] in _VERSION_ENDS
                                                  or lowers[span.end + 1] in lowered("dataset_head")
                                                  or _version_before_head(v, span.end)
                                                  or _second_version(v, span)))
                    or _sized_at(v, span.end)) \
                    and span.end not in b.token_owner:
                # "Atari 2600", "PASCAL VOC 2012", "ScanNet V2", "AlpacaEval 2 and ...", "Meta-World ML-10": a version
                # or a split of the dataset
                span = TokenSpan(doc, span.start, span.end + 1 + _sized_at(v, span.end))  # "MovieLens 25M"
                name = _text(span)
            if type_ is EntityType.DATASET and span.start > 0 and not v.sent_start[span.start - 1] and \
                    _TITLE_WORD.match(texts[span.start - 1]) and span.start - 1 not in b.token_owner and \
                    lowers[span.start - 1] not in STOP_WORDS and lowers[span.start - 1] not in lowered("modifier_stop"):
                span = TokenSpan(doc, span.start - 1, span.end)  # "Permuted MNIST", "Tiny ImageNet": a variant
                name = _text(span)
            elif type_ is EntityType.DATASET and span.start > 0 and texts[span.start - 1] == "The" \
                    and not v.sent_start[span.start - 1] and span.start - 1 not in b.token_owner:
                span = TokenSpan(doc, span.start - 1, span.end)  # "including C4, The Pile, and RedPajama": the
                bare, name = name, _text(span)                    # capital keeps the article in the name
            if type_ is EntityType.DATASET:
                end = next((k + 1 for k in range(span.end, min(span.end + 3, n))
                            if lowers[k] in lowered("dataset_head") and texts[k][:1].isupper()), None)
                if end is not None and all(texts[k].istitle() and k not in b.token_owner for k in range(span.end, end)):
                    span = TokenSpan(doc, span.start, end)  # "Waymo Open Dataset": the full name
                    name = _text(span)
                elif span.end + 1 < n and lowers[span.end + 1] in lowered("dataset_head") \
                        and texts[span.end].istitle() and texts[span.end].isalpha() and span.end not in b.token_owner \
                        and lowers[span.end] not in STOP_WORDS | lowered("modifier_stop") \
                        and lowers[span.end] not in _SPLIT_WORDS:
                    # "the Waymo Open datasets": the name before the kind
                    span = TokenSpan(doc, span.start, span.end + 1)
                    name = _text(span)
            article = bare is not None and name == f"The {bare}"  # "The Pile is ...": one dataset, by its full name
            found = b.add(type_, span, rule, name=name, aliases=[bare] if article else ())
            if article:
                found.name = name
    _add_dataset_case_variants(doc, b)
    # 3. coined names and title-case runs
    names = [TokenSpan(doc, *triple) for triple in spans_of(doc, "kg_names")]
    # strong names by their first token; one with a digit by every token, as a list item before a lone word ends
    # where its name ends ("Dolly 2.0, Palmyra"; not "Spatial Statistics and Neuroscience")
    strong = {k for s in names if s.label_.startswith("NAME")
              for k in (range(s.start, s.end) if any(c.isdigit() for c in v.span_text(s.start, s.end)) else (s.start,))}
    # Tokens inside a URL or markup fragment ("[here](https://github.com/x/Ultra-Low-SNN)") are no names.
    url_matches = _url_matches(doc)  # found once: the names step and the code links both use them
    url_tokens: set[int] = set()
    for m in url_matches:
        piece = doc.char_span(m.start(), m.end(), alignment_mode="expand")
        if piece is not None:
            url_tokens.update(range(piece.start, piece.end))
    blocked |= url_tokens
    untyped: list[tuple[_Found, TokenSpan]] = []  # names typed Method for want of evidence
    for span in names:
        if any(i in b.token_owner or i in blocked for i in range(span.start, span.end)):
            continue
        label = span.label_
        span_text = v.span_text(span.start, span.end)
        name = name_core(span_text) if label.endswith("_CORE") else span_text
        name = name.rstrip(".") if len(name) > 3 else name
        if len(name) <= 2 and label.startswith("NAME") and not _cued(doc, span) and not (
                known_short_name(name) and not _item_label(v, span)) and not (
                name.isupper() and span.end < n and lowers[span.end] in {"dataset", "benchmark", "corpus"}):
            # (but "on the HH dataset" names one)
            # "ID", "KL": two letters are a name only where a cue says so, or a word list knows them ("T5", "C4")
            continue
        if _ADJECTIVE_NAME.match(name):
            continue  # "Newtonian", "VC-invariant", "PSPACE-complete": adjectives, not names
        if name in short_owner or name in generic_shorts or name.lower() in generic_longs or (
                not generic_shorts.isdisjoint(texts[span.start:span.end])
                # (but the paper may name its own method after a kind the abstract defines: "Sparse mixture of expert
                # architectures (MoEs) ... we propose Soft MoE"; not where a lower-case word goes on: "for PPI
                # prediction")
                and not (span.end - span.start > 1 and _in_proposal(doc, span, 4, _PROPOSE_ONLY)
                         and not (span.end < n and texts[span.end].isalpha() and texts[span.end].islower()))):
            continue  # "PL LL problem" after "Polyak-Łojasiewicz (PL) condition": no name
        named_technique = _named_technique_end(v, span, name)
        if named_technique is None and _in_proposal(doc, span, 1, _PROPOSE_ONLY):
            named_technique = _proposed_noun_end(v, span)
        if named_technique is not None:
            # "the Dikin walk", "the Burer-Monteiro factorization": a technique named after a person
            b.add(EntityType.METHOD, TokenSpan(doc, span.start, named_technique), "name",
                  name=v.span_text(span.start, named_technique))
            continue
        if label in {"TITLE", "TITLE_CORE"} and not _title_in_context(doc, span, strong):
            if span.end - span.start == 1 and not v.sent_start[span.start] and (
                    _typed_at(b, _coordinated_before(v, span.start), EntityType.DATASET)
                    or _typed_at(b, _coordinated_after(v, span.end), EntityType.DATASET)):
                b.add(EntityType.DATASET, span, "name", name=name)  # "on Atari and Minecraft"
            elif _scored_on(v, b, span.start):
                b.add(EntityType.DATASET, span, "name", name=name)  # "4.2 on Quadratic, 0.2 on Melbourne"
            continue
        if any(c in name for c in ",&;_[]\\∈") or _INITIALS.match(texts[span.start]) or _CLOSED_FIRST.match(name) \
                or _POWER.match(name) \
                or (span.end + 1 < n and lowers[span.end] == "et" and lowers[span.end + 1] in {"al", "al."}) \
                or _SIZE.match(name) or (span.start > 0 and _COUNT.fullmatch(texts[span.start - 1])
                                         and _PLURAL_ACRONYM_END.search(name)):
            continue  # "Ben-David et al.", "D.J. MacKay": an author, not a method; "P∈\mathcalI": a formula; "64X64"
        k = span.start - 1  # (past the keys before it: "[Nemirovski04, Nesterov07]", "[BBT17, LFN18]")
        while k > 0 and (texts[k] == "," or _CITATION_KEY.match(texts[k])):
            k -= 1
        if k >= 0 and texts[k] == "[" and _CITATION_KEY.match(name):
            continue  # "[AAMR92, page 5]", "[StSu92]": a citation key
        type_, by_default = _classify_name(doc, span, _sentence_of_has(doc, span.start, eval_cues), name)
        if type_ is not EntityType.DATASET and (_BIBTEX_KEY.match(name) or _VENUE_YEAR.search(name)):
            continue  # "(zhang2021variance)", "Rubinstein (STOC'2024)", "[FOCS'10]": a citation, not a method
        if type_ is EntityType.TASK and span.end < n and texts[span.end] in {"Problem", "Problems"}:
            span = TokenSpan(doc, span.start, span.end + 1)  # the capitalised "Problem" is part of the name
            name = v.span_text(span.start, span.end)
        if type_ is EntityType.TASK:
            name = task_case(name)
        if type_ is EntityType.MODEL and not any(map(str.isdigit, name)) and (
                span_text.lower().endswith(("-style", "-like")) or (span.end < n and lowers[span.end] in _FAMILY_WORDS
                                                                    and not (span.end + 1 < n and lowers[span.end + 1]
                                                                             in {"the", "a", "an", "its", "their"}))):
            continue  # "GPT-style models", "the GPT and LLaMA families", "GPT models": a family, not a release
        if type_ is EntityType.METHOD and span.end - span.start > 1 and lowers[span.end - 1] in _NAME_ADJECTIVES \
                and _name_noun(v, span.end):
            # "Variational Bayesian inference", "Monte Carlo Markov chain", "Hodge-Matérn Gaussian vector fields": a
            # name ending in an adjective goes on to its noun (no development gold name ends in one)
            end = span.end + 1 + (_name_noun(v, span.end + 1) and lowers[span.end + 1].endswith("s")
                                  and not lowers[span.end].endswith("s")
                                  and lowers[span.end + 1][:-1] not in lowered("method_head"))
            span = TokenSpan(doc, span.start, end)
            name = v.span_text(span.start, span.end)
        while type_ is not None and span.end not in b.token_owner and span.end - span.start < 6 \
                and _release_after(v, type_, name, span.end):
            span = TokenSpan(doc, span.start, span.end + 1)  # "Stable Diffusion 2.1", "Llama-3.1 405B"
            name = v.span_text(span.start, span.end)
        if type_ is not None:
            found = b.add(type_, span, "name", name=name)
            if by_default:
                untyped.append((found, span))
    # 4. task phrases
    for span in (TokenSpan(doc, *triple) for triple in tasks):
        if span.start > 0 and lowers[span.start] == "context" and lowers[span.start - 1] == "in":
            span = TokenSpan(doc, span.start - 1, span.end)  # "in context learning": in-context learning unhyphenated
        owners = [b.token_owner[i] for i in range(span.start, span.end) if i in b.token_owner]
        if owners and span.end - 1 not in b.token_owner and any(o.type is EntityType.DATASET for o in owners):
            # "in Permuted MNIST image classification tasks": the task is what follows the data it is done on
            free = next(k for k in range(span.end - 1, span.start - 1, -1) if k in b.token_owner) + 1
            if span.end - free >= 2 and texts[free] != "-":
                span, owners = TokenSpan(doc, free, span.end), []
        if owners and (span.end - 1 in b.token_owner or any(o.type is not EntityType.METRIC for o in owners)):
            continue  # but "one-pass AUC optimization" is a task that names a metric
        if span.end + 1 < n and texts[span.end] == "-" and lowers[span.end + 1] in _MODIFIER_TAILS:
            continue  # "an imitation learning-based approach": the task names what the approach builds on
        text = v.span_text(span.start, span.end)
        e = span.end
        if e + 3 < n and texts[e] == "(" and texts[e + 2] == ")" and is_short_form(texts[e + 1]) \
                and lowers[e + 3] in lowered("task_head") and lowers[span.end - 1] not in lowered("task_head") \
                and e + 3 not in b.token_owner:
            # "out-of-distribution (OOD) detection": the modifier, its acronym, then the task's head
            span, text = TokenSpan(doc, span.start, e + 4), f"{text} {texts[e + 3]}"
        for name in _unfold_coordination(task_case(text)):
            b.add(EntityType.TASK, span, "task_phrase", name=name)
    _join_dataset_editions(b)
    _type_by_coordination(doc, b, untyped)
    _type_listed_tasks(doc, b, untyped)
    _split_slashed_datasets(b)
    _split_slashed_names(b)
    _add_elided_sizes(b)
    _add_elided_suffixes(b)
    _add_lowercase_named(doc, b)
    _add_lowercase_we_call(doc, b)
    _add_lowercase_apposed(doc, b)
    _add_lowercase_appositive(doc, b)
    _merge_acronym_expansions(b)
    _merge_spelled_out(b)
    _merge_tailed(b)
    _merge_glued(b)
    _type_task_acronyms(doc, b, untyped)
    _add_opening_subject(doc, b)
    _add_opening_gerund(doc, b)
    _add_studied_problems(doc, b)
    _add_studied_topics(doc, b)
    _drop_general_tasks(b)
    _drop_generic_methods(b)
    _drop_possessors(b)
    _drop_family_listed_methods(doc, b)
    _drop_methods_naming_problems(doc, b)
    _retype_dataset_parts(b)
    _retype_dataset_predecessors(b)
    _add_bare_architectures(doc, b)
    _add_repeats(doc, b)
    _add_known_tasks(b, known_tasks)
    _drop_general_tasks(b)  # "domain adaptation" the list knows, in an abstract on "unsupervised domain adaptation"
    _trim_task_tails(b)
    _drop_alternative_tasks(b)
    _drop_referring_tasks(b)
    _drop_activity_tasks(b)
    _drop_modifier_tasks(b)
    _add_listed_tasks(doc, b)
    hits = number_hits(doc)  # read by the measures pass, then given units and measures by _results
    _add_measures_by_position(doc, b, hits, [found for found, _ in untyped])
    _drop_qualifiers(doc, b)
    _merge_bare_measures(b)
    relations: list[dict] = []

    def rel(kind: RelationType, found: _Found, tok_span: tuple[int, int], rule: str, subject: _Found | None = None):
        relations.append({"type": kind, "object": found, "span": tok_span, "rule": rule, "subject": subject})

    # 5. proposals
    proposable = {EntityType.METHOD, EntityType.MODEL}
    for cue in (TokenSpan(doc, *triple) for triple in spans_of(doc, "kg_cues")):
        label = cue.label_
        sent_end = v.sent_end_of[cue.start]
        if label == "CALLED" and _names_a_problem(doc, cue.end):
            continue  # "a novel problem termed X": X names a task, not a method
        if label == "CALLED" and cue.start > 1 and texts[cue.start - 1] == "-" and lowers[cue.start - 2] == "so":
            continue  # "the so-called short doubly-censored sequences": a known term
        if label == "CALLED" and lowers[cue.start] == "namely" and _lists_instances(
                lowers[cue.start - 2 if texts[cue.start - 1] == "," else cue.start - 1]):
            continue  # "on five benchmarks, namely HumanEval and MBPP": a list of what it uses, not a new name
        if label == "PROPOSE" and cue.start > 0 and lowers[cue.start - 1] in _OTHERS_WORK:
            continue  # "Recent work proposes Implicit Behavior Cloning": somebody else's method
        if label == "PROPOSE" and cue.end < n and lowers[cue.end] == "by" and lowers[cue.start] in {"is", "are"}:
            continue  # "The first error is introduced by an Euler-Maruyama discretisation": the agent, not a proposal
        if label == "CALLED" and (cue.end - cue.start == 1 and lowers[cue.start] in NAMING_WORDS
                                  or lowers[cue.start] in {"referred", "denoted"}) and (
                not _about_own_work(v, cue.start, sent_end) or any(
                    c_label == "COMPARE" and v.sent_of[c_start] == v.sent_of[cue.start] and c_start < cue.start
                    for c_start, _, c_label in spans_of(doc, "kg_cues"))):
            # "A newly-arising method named EDL", "outperforms the automation tool called Sledgehammer": a
            # sentence that is not about this paper's work, or names the baseline it is compared with
            continue
        if label == "CALLED" and _used_under_name(v, cue.start):
            continue  # "We use a low-rank tensor approximation technique called Tensor Train (TT)": what it uses
        if label == "CALLED" and lowers[cue.start] == "called" and cue.end < n and lowers[cue.end] in _INVOKED_PREPS:
            continue  # "a subroutine that is iteratively called in the Sparse Vector Technique": invoked, not named
        if label == "CALLED" and lowers[cue.start] == "namely" and _studied_not_made(v, cue.start):
            continue  # "We study two state-of-the-art methods ..., namely Hiera and ViTDet": what it examines
        if label == "CALLED" and _cited_proposal(lowers, v.sent_of[cue.start], cue.start):
            continue  # "Seide et al. [2014] proposed an error feedback mechanism, which we refer to as EF14"
        if label == "CALLED" and not _OTHERS_NAMED.isdisjoint(lowers[max(0, cue.start - 4):cue.start]):
            continue  # "we apply it to a recent LLM called LLaMA": what the work builds on, not what it names
        if label == "CALLED" and _names_a_concept(v, cue.start):
            continue  # "players of an online game called Tensor Trust", "a principle called X": no method
        if label == "CALLED" and lowers[cue.start] == "our" and cue.start > 0 and lowers[cue.start - 1] in _FRONTING \
                and v.sent_start[cue.start - 1]:
            continue  # "In our pursuit, we turn to GAMs": a fronted phrase, and what follows it is no name it gives
        if label == "OUR":
            k = cue.end + 1 if cue.end < n and lowers[cue.end] in {"new", "novel"} else cue.end
            if k + 2 < n and texts[k] == "(" and texts[k + 2] == ")" and lowers[cue.end - 1] in lowered("method_head"):
                k += 1  # "our algorithm (1R2R)": the name of the method in parentheses
            elif k not in b.token_owner:
                # "our proposed smoothing mechanism randomized deletion (RS-Del)", "the proposed framework TGC":
                # the kind of method, then its name
                head = next((j for j in range(k, min(k + 3, n - 1)) if lowers[j] in lowered("method_head")), None)
                if head is None:
                    # "our low-rank plus quantized matrix decomposition approach (LQ-LoRA)": a longer description
                    # of the kind, where the name follows in parentheses
                    head = next((j for j in range(k, min(k + 9, n - 3)) if lowers[j] in lowered("method_head")
                                 and texts[j + 1] == "(" and texts[j + 3] == ")"), None)
                if head is not None and all(texts[j].islower() or texts[j] == "-" for j in range(k, head + 1)):
                    k = head + 1
                    if k + 2 < n and texts[k] == "(" and texts[k + 2] == ")":
                        k += 1  # "our ... approach (LQ-LoRA)"
                    if k + 1 < n and texts[k] in _SET_OFF and k not in b.token_owner and (
                            texts[k] != "," or _set_off_by_commas(v, b, k + 1)):
                        # "Our novel method - GeoMatch - applies ...", "our method, FooNet, ...": the name set off
                        # after the kind (not "Using the proposed procedure, Qwen2.5-3B achieves")
                        k += 1
            owner = b.token_owner.get(k)
            if owner is not None and owner.type in proposable and not owner.proposed \
                    and not _PLURAL_ACRONYM.match(texts[k]) and not _known_before_own_noun(v, owner, k) \
                    and (name_core(texts[k]) == texts[k] or any(s == k and e > k + 1 for s, e in owner.spans)):
                # (but "our proposed SDPs", "our INRs": instances of a kind the abstract spelled out, not a name)
                # (a modifier is no name, "our proposed MCMC-based X"; but "the proposed Spike-driven Transformer" is)
                owner.proposed = True  # "our TsLLM", "our new WIS-LSTD algorithm": the paper's own method
                rel(RelationType.PROPOSES, owner, (k, k + 1), "cue:our")
                for j in _coordinated_names(doc, b, owner, k):  # "Our BTS-RED-Known and BTS-RED-Unknown algorithms"
                    other = b.token_owner[j]
                    if other.type in proposable and not other.proposed:
                        other.proposed = True
                        rel(RelationType.PROPOSES, other, (j, j + 1), "cue:our")
            continue
        if label in {"PROPOSE", "CALLED"}:
            reach = 4 if label == "CALLED" else 25
            # "We name our technique X" looks past the noun phrase; but after "our pretraining strategy, our
            # method ..." the name would have come right after the comma
            if label == "CALLED" and texts[cue.end - 1] != "," and cue.end < sent_end \
                    and lowers[cue.end] in {"our", "this", "the", "as"} \
                    and all(t.islower() or t == "-" for t in texts[cue.end:cue.end + 4]):
                reach = 8  # "We name our gradient-based technique Structured Voronoi Sampling"
            limit = min(sent_end, cue.end + reach)
            first = None
            judged: set[int] = set()  # "the Discrete Cosine Transform (DCT)": its acronym is not a new case
            used_aside: set[int] = set()  # the entities named inside an aside
            aside = False  # inside "... that leverages models such as CLIP", "an approach for extending GDP"
            relative = False  # aside because of a relative clause that names nothing
            listing = False  # aside in a list of what is used: "experiments using GPT-2, LLaMA-2, and ViT"
            serving = False  # aside after "for": a list of names there is what the proposal serves
            purpose = False  # aside in a purpose clause, which a colon does not end: ", to finetune two models: X, Y"
            for i in range(cue.end, limit):
                owner = b.token_owner.get(i)
                low = lowers[i]
                if first is None and low == "and" and i > cue.end and i + 1 < n and lowers[i + 1] in _NEXT_CLAUSE_VERBS:
                    break  # "we formulate a game ... and study two tasks: ... multi-round SGD": another clause
                if first is not None and low in _USED_NOT_NEW:
                    aside = True  # "Splat-MOVER, which leverages Gaussian Splatting": no part of the proposal
                    listing = low in {"including", "like", "such"}  # "... including SGD, Decentralized SGD, ..."
                elif first is None and ((low in _NOT_THE_PROPOSAL and texts[i].islower()) or (
                        low in {"for", "of", "to", "on", "under"} and i > cue.end
                        and texts[i - 1].islower() and texts[i - 1].isalpha()  # Token.is_lower, is_alpha
                        # but "we propose a family of DP-SignRP algorithms": the proposal comes in a group
                        and not (low == "of" and lowers[i - 1] in _GROUP_NOUNS)) or (
                        # "we develop the VaPR dataset, comprising 30K samples, to finetune LLaVA": a purpose
                        low == "to" and texts[i - 1] == "," and i + 1 < n and texts[i + 1].islower()) or (
                        # "a module inspired by the Newton-Euler equations", "derived from": what it builds on
                        low in {"by", "from"} and i > cue.end and lowers[i - 1] in _BUILT_FROM) or (
                        # "a framework grounded in Bregman divergence": what it rests on
                        low == "in" and i > cue.end and lowers[i - 1] in _GROUNDED)):
                    aside = True  # the names in it are used or studied, not new
                    listing = low in _NOT_THE_PROPOSAL
                    # "a mechanism for X (Cal-DETR), particularly for Deformable-DETR, UP-DETR, and DINO": names
                    # listed after the preposition are what it serves
                    serving = low in {"for", "to", "on"}
                    purpose = low == "to" and texts[i - 1] == ","
                elif first is None and low == "as" and i > cue.end + 1 and lowers[cue.end].endswith("ing") \
                        and texts[cue.end].isalpha() and texts[i - 1] != ",":
                    aside = True  # "we propose formulating the problem as a constrained MDP (CMDP)": what is used
                elif first is None and low in {"which", "that"} and (i > cue.end or label == "CALLED") \
                        and NAMING_WORDS.isdisjoint(lowers[i + 1:i + 4]) \
                        and "denote" not in lowers[i + 1:i + 4] and "refer" not in lowers[i + 1:i + 4]:
                    aside = relative = True  # "we release code ..., which retrain LLaMA's ...": no naming
                elif relative:
                    # not at "(": "a framework that employs an Iterated Conditional Value-at-Risk (CVaR) objective"
                    if low in {":", ";", "denote", "namely"} or low in NAMING_WORDS:
                        aside = relative = False  # "a model that ...: FOO", "a method that we call FOO"
                elif low in NAMING_WORDS and _names_a_concept(v, i):
                    aside = True  # "a dataset ... created by players of an online game called Tensor Trust"
                elif low in _NAMING_POINT and not purpose and not (low == "as" and lowers[i - 1] in {"such", "known"}) \
                        and not (low == "," and aside and i + 1 < n and lowers[i + 1] in {"a", "an"}) \
                        and not (low == "," and i - 1 in b.token_owner and (
                            listing or (serving and b.token_owner[i - 1].type in proposable
                                        and _list_goes_on(v, b, i + 1)))):
                    # but in "experiments using Llama-2 7B, and Mistral 7B" the comma goes on with the list
                    aside = False  # "..., which we denote the Wave-RNN", "...: Conjugate Integrators"
                if first is None and not aside and owner is not None and owner.type is EntityType.TASK \
                        and lowers[cue.start] != "namely" \
                        and owner.rule == "name" and texts[i][:1].isupper() and not _names_a_problem(doc, i) \
                        and owner.name.lower() not in lowered("learned_task"):  # but "Named Entity Recognition"
                    # "we further introduce Fusion-in-Context Learning to ...": a capitalised name the paper
                    # introduces is its method, though its last word names a kind of task
                    owner.type = EntityType.METHOD
                    owner.name = v.span_text(*owner.spans[0])
                if first is None and not aside and owner is not None and lowers[i - 1] in NAMING_WORDS and (
                        owner.type not in proposable or _named_before(texts, owner, i, cue.start)):
                    # "We propose a new concept called Internal Regret for sleeping bandits (MAB)": what the naming
                    # word names is the proposal, though no new method; the names after it are no proposal
                    break
                if aside and owner is not None:
                    used_aside.add(id(owner))
                # "The resulting algorithm, which we call Direct Preference Optimization": a name the paper gives
                # right after "we call" is its own, though later work made it an established one
                given = label == "CALLED" and lowers[cue.start] == "we" and i == cue.end
                if aside or owner is None or owner.type not in proposable or id(owner) in used_aside or (
                        (owner.rule == "lexicon" or owner.name.lower() in _established()) and not given):
                    # an established algorithm from the lexicon is never the new method; nor is a name the clause
                    # used aside before ("during the pre-training of BERT, i.e., BERT becomes sparse")
                    continue
                if name_core(texts[i]) != texts[i] or _modifier_use(doc, i) or _acronym_modifier(v, owner, i):
                    continue  # "a novel IMU-based strategy", "an MCMC-based algorithm": the modifier is not new
                if first is None and not owner.proposed and _named_before(texts, owner, i, cue.start):
                    judged.add(id(owner))  # named before the cue ("applying NTK ... we introduce a
                    continue               # Jacobian-free NTK approximation"): a thing the paper builds on
                if first is None and _kind_before_name(v, owner, i):
                    continue  # "a novel active learning (AL) method called DDFH": the kind, before the name given
                if first is None:
                    first = owner
                    owner.proposed = True
                    rel(RelationType.PROPOSES, owner, (i, i + 1), f"cue:{label.lower()}")
                    for j in _coordinated_names(doc, b, owner, i):  # "two methods, QO-ES and QDO-ES"
                        other = b.token_owner[j]
                        if other.type in proposable and not other.proposed and other.rule != "lexicon" \
                                and not _known_architecture(other.name):  # "Multi-ResNets, U-Nets with ...": the kind
                            other.proposed = True
                            judged.add(id(other))
                            rel(RelationType.PROPOSES, other, (j, j + 1), f"cue:{label.lower()}")
                    continue
                if id(owner) in judged:
                    continue
                judged.add(id(owner))
                if (owner is not first and not owner.proposed and " " in owner.name
                        and owner.name[:1].isupper() and not _existing_technique(doc, i, owner)
                        and not _is_model(owner.name)  # "a proxy target model (DeepSeek V3)": a released model
                        and not _set_against(v, i)
                        and min(owner.spans)[0] >= cue.start and not (i > 0 and lowers[i - 1] in {"a", "an"}
                                                                      and i - 1 == min(owner.spans)[0] - 1)):
                    # (but in "TRAM, a SAM algorithm for fine-tuning" an indefinite article gives the kind)
                    owner.proposed = True
                    rel(RelationType.PROPOSES, owner, (i, i + 1), "cue:submodule")
                    rel(RelationType.PART_OF, first, (i, i + 1), "cue:submodule", subject=owner)
        elif label == "APPOSITION_PROPOSE":
            owner = b.token_owner.get(cue.start - 1)
            if owner is None and cue.start > 2 and texts[cue.start - 1] == ")" and texts[cue.start - 3] == "(" \
                    and lowers[cue.end - 1] in _PROPOSAL_PARTICIPLES and lowers[cue.end:cue.end + 1] != ["to"]:
                # "a simple yet novel model (SENSEI) is proposed": the acronym the passive's subject is given (but
                # "Multi-head latent attention (MLA) is designed to ..." says what an existing thing is for)
                owner = b.token_owner.get(cue.start - 2)
            first_token = next((s for s, e in owner.spans if s < cue.start <= e), cue.start - 1) if owner else 0
            if first_token > 0 and lowers[first_token - 1] in _OBJECT_OF | _STUDIED | _BUILT_ON_VERBS:
                # "a method which does not require training through back-propagation is proposed"; "our approach
                # builds upon SATNet, a differentiable MaxSAT solver", "we use NOS to generalize LaMBO, a Bayesian
                # optimization procedure": what the work uses or extends
                continue
            if not (_KNOWN_MARKERS | _ESTABLISHED_DESCRIPTIONS).isdisjoint(lowers[cue.start:cue.end]):
                continue  # "The Finite Element Method, an important technique in engineering, ...": a known one
            if _credited_to_others(v, cue.start):
                continue  # "Cyclical MCMC is a novel MCMC framework recently proposed by Zhang et al.", "... are a
                # new family of architectures (Liu et al., 2024)": new, but someone else's
            sent = v.sent_of[cue.start]
            if lowers[sent] in _FRONTED_OPENERS and "," not in lowers[sent:first_token]:
                continue  # "To perform speculative decoding, a small draft model proposes ...": no apposition
            if owner is not None and owner.type in proposable and not owner.proposed \
                    and owner.name.lower() not in _established() and not _known_method(owner.name):
                # (but "kernel k-means, a nonlinear extension of k-means" describes an established algorithm)
                owner.proposed = True
                rel(RelationType.PROPOSES, owner, (cue.start - 1, cue.start), "cue:apposition")
        elif label == "COMPARE":
            for i in range(cue.end, min(sent_end, cue.end + 8)):
                owner = b.token_owner.get(i)
                if owner is not None and owner.type in proposable and not owner.proposed:
                    for j, other in _compared_list(v, b, i, sent_end):
                        rel(RelationType.COMPARES_WITH, other, (j, j + 1), "cue:compare")
                    break
    _apposition_proposals(doc, b, rel)
    _addressed_with_proposals(doc, b, rel)
    _acronym_closing_proposal(doc, b, rel)
    if not any(f.proposed for f in b.entities()):
        _named_after_unnamed_proposal(doc, b, rel)
    if not any(f.proposed for f in b.entities()):
        _named_parts_of_own_framework(doc, b, rel)
    repos = {_fold_repo(m.group(0)) for m in url_matches} - {""}
    url_sents = {v.sent_of[i] for i in url_tokens}
    proposal_made = any(f.proposed for f in b.entities())
    for f in b.entities() if repos else ():
        # "The source code for DOSTransformer is available at https://github.com/x/DOSTransformer": the
        # repository the paper releases is named after its method; but in "We propose SineNet ... Our code is
        # available as part of AIRS (https://github.com/x/AIRS)" the name said only beside the link is its library
        if f.type in proposable and not f.proposed and f.rule != "lexicon" \
                and not repos.isdisjoint(_fold_repo(name) for name in [f.name, *f.aliases]) \
                and not (proposal_made and all(v.sent_of[s] in url_sents for s, _ in f.spans)):
            f.proposed = True
            rel(RelationType.PROPOSES, f, min(f.spans), "code_url")
    for f in b.entities() if url_sents else ():
        if f.type in proposable and not f.proposed and all(v.sent_of[s] in url_sents for s, _ in f.spans) \
                and f.rule != "lexicon" and not _is_model(f.name) and not _known_method(f.name):  # (not "and support
            # LLaMA-2 as well": a known model the released code works with)
            # "Our code is available as part of AIRS (https://...)", "released at https://... under AI2 ImpACT
            # Licenses": a name said only beside a link is a library, a lab or a licence, not a method of the paper
            b.drop(f)
            relations[:] = [r for r in relations if r["object"] is not f and r.get("subject") is not f]
    _mark_submodules(b, relations)
    entities = b.entities()
    for f in entities:
        if f.proposed and f.type is EntityType.MODEL:
            f.type = EntityType.METHOD  # a model the paper introduces is its method (the guideline's TsLLM)
    kinds = {EntityType.DATASET: RelationType.EVALUATED_ON, EntityType.TASK: RelationType.ADDRESSES,
             EntityType.METHOD: RelationType.USES_METHOD, EntityType.MODEL: RelationType.USES_METHOD}
    for f in entities:
        first = min(f.spans)
        rel(RelationType.MENTIONS, f, first, f"mention:{f.rule}")
        if f.type in kinds and not f.proposed:
            rel(kinds[f.type], f, first, f"mention:{f.rule}")
    # 6. results
    metric_spans = [TokenSpan(doc, s, e) for f in entities if f.type is EntityType.METRIC for s, e in f.spans]
    metric_spans.sort(key=lambda s: s.start)
    # the paper's main proposal: the proposed name the abstract mentions first ("a framework termed RangePerception
    # ... two algorithms named RAK and VRM ... our RangePerception achieves")
    proposed = min((f for f in entities if f.proposed), key=lambda f: min(f.spans), default=None)
    results = _results(doc, b, hits, metric_spans, proposed, entities)
    used = {id(r["metric"]) for r in results}
    background = {id(f) for f in entities if f.type is EntityType.METRIC and id(f) not in used
                  and _background_measure(doc, b, f)}
    if background:
        entities = [f for f in entities if id(f) not in background]
        relations = [r for r in relations if id(r["object"]) not in background]
    urls = [(m.group(0), m.start(), m.end()) for m in url_matches]
    return entities, relations, results, urls


_OWN_WORDS = frozenset({"we", "our", "ours", "us"})


def _background_measure(doc: Doc, b: _Builder, found: _Found) -> bool:
    """"Quantization reduces the memory consumption of neural networks", "adversarial attacks compromise their
    accuracy": a common measure named once, in a sentence of the abstract's first half (not its last) with no number
    and no word of the authors', motivates the work; it is not a measure the paper reports (named measures such as
    FID or CLIPScore are listed wherever they appear, and so are a proposal's measures and those a class noun in the
    ten words before introduces: "SMA reduces memory consumption", "measures like worst-case recall")."""
    if len(found.spans) != 1 or found.name != found.name.lower():
        return False
    v = view(doc)
    start = found.spans[0][0]
    sent = v.sent_of[start]
    end = v.sent_end_of[sent]
    if 2 * v.idx[sent] > len(v.doc_text) or end >= len(v.text) or any(
            _class_of(low) is EntityType.METRIC for low in v.lower[max(sent, start - 10):start]):
        return False  # "scores, such as FID score, precision, and recall", "safety measures beyond accuracy"
    if any((o := b.token_owner.get(k)) is not None and o.proposed for k in range(sent, end)):
        return False
    return _OWN_WORDS.isdisjoint(v.lower[sent:end]) and not any(c.isdigit() for t in v.text[sent:end] for c in t)


def _apposition_proposals(doc: Doc, b: _Builder, rel: Callable[..., None]) -> None:
    """"This work provides an approach, FaithfulDefense, that ...", "our contribution is a simple algorithm, CovGame,
    that ...": a name set off by commas after a method noun, in a sentence about the paper's own work, is its proposal
    (but not one in a list, in parentheses, or after "such", "existing", "we focus on")."""
    v = view(doc)
    texts, lowers, n = v.text, v.lower, len(v.text)
    heads = lowered("method_head")
    compared = {v.sent_of[start] for start, _, label in spans_of(doc, "kg_cues") if label == "COMPARE"}
    for owner in b.entities():
        if owner.proposed or owner.type not in {EntityType.METHOD, EntityType.MODEL} or owner.rule == "lexicon" \
                or owner.name.lower() in _established():
            continue
        for start, end in owner.spans:
            if end < n and texts[end] == "(":  # "approach, T-MARS (Text Masking and Re-Scoring), filters ..."
                end = next((k + 1 for k in range(end, min(n, end + 12)) if texts[k] == ")"), end)
            if start < 2 or end + 1 >= n or texts[start - 1] != "," or lowers[start - 2] not in heads \
                    or not texts[start - 2].islower() or lowers[end] not in {",", "that", "which"}:
                continue
            if lowers[end] == "," and (lowers[end + 1] in {"and", "or"} or b.token_owner.get(end + 1) is not None):
                continue  # "(a private EHR system, MIMIC-IV, and claims data)": an item of a list
            sent = v.sent_of[start]
            before = lowers[sent:start]
            if sent in compared or _OWN_SUBJECTS.isdisjoint(lowers[sent:v.sent_end_of[start]]) \
                    or not (_KNOWN_MARKERS | _OTHERS_WORK | _STUDIED).isdisjoint(before) \
                    or before.count("(") > before.count(")"):
                continue
            owner.proposed = True
            rel(RelationType.PROPOSES, owner, (start, end), "cue:apposition")
            break


_OWN_SUBJECTS = frozenset({"we", "our", "this", "here"})
# Words before a name that say it is studied or used, not introduced: "we focus on one of the first such networks,
# RochetNet", "we first use a view-conditioned 2D diffusion model, Zero123, to ..."
_STUDIED = frozenset({"such", "focus", "focuses", "use", "uses", "using", "employ", "employs", "leverage", "leverages",
                      "adopt", "adopts", "utilize", "utilizes", "utilise", "utilises", "upon", "extends", "extend"})


def _named_after_unnamed_proposal(doc: Doc, b: _Builder, rel: Callable[..., None]) -> None:
    """"Here we propose a method for learning simulators. Visual Particle Dynamics (VPD) jointly learns ...": when
    no proposal has a name, a new name opening the sentence after the first proposal sentence, as the subject of a
    verb, names it."""
    v = view(doc)
    texts, lowers, n = v.text, v.lower, len(v.text)
    cue = next((start for start, _, label in spans_of(doc, "kg_cues") if label == "PROPOSE"
                and not (start > 0 and lowers[start - 1] in _OTHERS_WORK)), None)
    if cue is None or v.sent_end_of[cue] >= n:
        return
    opening = v.sent_end_of[cue]
    owner = b.token_owner.get(opening)
    if owner is None or owner.type not in {EntityType.METHOD, EntityType.MODEL} or owner.rule == "lexicon" \
            or owner.name.lower() in _established() or min(owner.spans)[0] != opening:
        return  # nothing new opens the sentence (a name used before is one the paper builds on)
    end = next(e for s, e in owner.spans if s == opening)
    if end < n and texts[end] == "(":
        end = next((k + 1 for k in range(end, min(n, end + 6)) if texts[k] == ")"), end)  # past "(VPD)"
    if end + 1 < n and lowers[end].endswith("ly"):
        end += 1  # "jointly learns"
    if end < n and lowers[end].endswith("s") and texts[end].islower() and texts[end].isalpha():
        owner.proposed = True
        rel(RelationType.PROPOSES, owner, (opening, end), "cue:next")


def _named_parts_of_own_framework(doc: Doc, b: _Builder, rel: Callable[..., None]) -> None:
    """"Our framework comprises two models: a Shape-Image-Text-Aligned Variational Auto-Encoder (SITA-VAE) and a
    conditional Aligned Shape Latent Diffusion Model (ASLDM)": when no proposal has a name, the names a sentence
    gives the parts of "our" framework, each defined with its acronym there, are what the paper proposes."""
    v = view(doc)
    texts, lowers, n = v.text, v.lower, len(v.text)
    for start in compress(range(n), v.sent_start):
        if not (start + 2 < n and lowers[start] == "our" and lowers[start + 1] in lowered("method_head")
                and lowers[start + 2] in _COMPRISES):
            continue
        for k in range(start + 3, v.sent_end_of[start]):
            owner = b.token_owner.get(k)
            # (or a capitalised name ending in a part noun: "(1) a **Localization Module** enhances ...")
            if owner is not None and owner.type is EntityType.METHOD and not owner.proposed \
                    and (owner.rule == "abbreviation" or (owner.rule == "name" and _PART_NAME.search(owner.name))) \
                    and min(owner.spans)[0] == k and owner.name.lower() not in \
                    _established() and not _existing_technique(doc, k, owner):
                owner.proposed = True
                rel(RelationType.PROPOSES, owner, (k, k + 1), "cue:parts")


_PART_NAME = re.compile(r" (?:Module|Block|Layer)$")  # "Pixel Alignment Module": a capitalised part's name
_COMPRISES = frozenset({"comprises", "consists", "contains", "includes", "has", "involves", "combines",
                        "incorporates"})
_DATA_NOUNS = frozenset({"data", "dataset", "datasets", "examples", "samples", "annotations", "traces", "rate",
                         "rates"})
_CONNECTIVES = frozenset({"of", "for", "and", "the", "in", "with", "on", "to", "via", "a", "an", "from", "by"})
_PROBLEM_NOUNS = frozenset({"problem", "task", "setting", "phenomenon", "challenge"})
# Words by which a sentence speaks of the paper's own work ("we", "our", "this paper", "propose").
_OWN_WORK = frozenset({"we", "our", "us", "this", "here", "propose", "proposes", "proposed", "introduce", "introduces",
                       "present", "presents", "novel", "new", "design", "develop", "develops", "resulting", "first",
                       "second", "third", "latter"})


def _lists_instances(noun: str) -> bool:
    """"five benchmarks, namely ...", "popular models, namely ...": a plural noun that "namely" lists instances of,
    unlike the parts of a method ("two modules, namely ...") or one new thing ("a new loss, namely ...")."""
    return noun.endswith("s") and noun not in _part_words() and _class_of(noun) is not None


def _after_problem_noun(v: TokenView, k: int) -> bool:
    """Whether the capitalised name at token k follows "problem" as the name it gives: "the optimization problem
    Submodular Cover (SCP)" (but in "the problem Transformers face" the name is the subject of a clause)."""
    return k >= 2 and v.lower[k - 1] == "problem" and v.text[k][:1].isupper() and v.lower[k - 2] != "the"


def _names_a_problem(doc: Doc, k: int) -> bool:
    """Whether the name at token k follows a naming word that names a problem: "a novel problem termed X",
    "This problem, which we term X"."""
    lowers = view(doc).lower
    dash = next((j for j in range(k - 1, max(0, k - 5), -1) if lowers[j] in {"--", "—", "–", ":"}), None)
    if dash is not None and dash > 1 and lowers[dash - 1] in _PROBLEM_NOUNS | {"setting"} \
            and {"new", "novel"} & set(lowers[max(0, dash - 4):dash]) \
            and all(t.isalpha() or t == "-" for t in lowers[dash + 1:k]):
        return True  # "we introduce a new task -- Few-shot Hybrid Domain Adaptation (HDA)"
    if _after_problem_noun(view(doc), k):
        return True
    if k < 2 or lowers[k - 1] not in NAMING_WORDS:
        return False
    start = max(view(doc).sent_of[k - 1], k - 5)  # k may be the doc's end ("... a problem we call")
    return any(low in _PROBLEM_NOUNS for low in lowers[start:k - 1])
# A range's marks, with a dash typed as two hyphens ("2%~23%", "50--73%"), and the joins of a list of numbers. (The
# measure a later number claims may also be the one a number with nothing after it reports, "86.54% overall accuracy
# on ScienceQA, improving the best result by 11.37%.", but not a range's start: "reaching 50-73% of".)
_RANGE_TO = RANGE_JOIN | {"--"}
_RANGE_JOIN = _RANGE_TO | {"and", ",", "or"}


def _compared_list(v: TokenView, b: _Builder, i: int, sent_end: int) -> list[tuple[int, _Found]]:
    """The baselines a comparison names from token i on: the name there and every method or model of the list it
    opens ("outperforms DDPG, TD3, SAC, quantile regression, and Mixture-of-Gaussian Critics in ..."), which runs
    over names and commas and ends at the first other word."""
    out: list[tuple[int, _Found]] = []
    seen: set[int] = set()
    k = i
    while k < sent_end:
        owner = b.token_owner.get(k)
        if owner is None:
            if v.lower[k] not in {",", "and", "or"} or (out and v.lower[k - 1] in {"and", "or"}):
                break
            k += 1
            continue
        if owner.type in {EntityType.METHOD, EntityType.MODEL} and not owner.proposed and id(owner) not in seen:
            seen.add(id(owner))
            out.append((k, owner))
        k = next((e for s, e in owner.spans if s <= k < e), k + 1)
        if k < sent_end and v.lower[k] not in {",", "and", "or"}:
            break
    return out


def _list_goes_on(v: TokenView, b: _Builder, k: int) -> bool:
    """Whether the name at token k is followed by another comma or a conjunction: an item of a list ("Deformable-DETR,
    UP-DETR, and DINO"), not an apposition ("for randomized smoothing, IRS.")."""
    if k < len(v.text) and v.lower[k] in {"and", "or"}:
        return True  # ", and DINO": the list's last item
    owner = b.token_owner.get(k)
    if owner is None:
        return False
    end = next((e for s, e in owner.spans if s <= k < e), k + 1)
    return end < len(v.text) and v.lower[end] in {",", "and", "or"}


def _coordinated_names(doc: Doc, b: _Builder, first: _Found, i: int) -> list[int]:
    """Tokens starting the names coordinated right after the name at token i ("X and Y", "X, Y, and Z")."""
    v = view(doc)
    end = _past_own_acronym(v, b, first, next((e for s, e in first.spans if s <= i < e), i + 1))
    out: list[int] = []
    while end + 1 < v.sent_end_of[i]:
        if v.text[end] == "(" and end + 2 < v.sent_end_of[i] and v.text[end + 2] == ")":
            end += 3  # "Eagle (RWKV-5) and Finch (RWKV-6)": a version or alias in parentheses
        elif v.lower[end] in lowered("method_head") and v.lower[end + 1] in {"and", "or"}:
            end += 1  # "the OWLv2 model and OWL-ST self-training recipe": each name with its kind
        k = end
        while k < v.sent_end_of[i] and v.lower[k] in {",", "and", "or"}:
            k += 1
        if k == end or k >= v.sent_end_of[i]:
            break
        if v.lower[k - 1] in {"and", "or"} and v.lower[k] in {"the", "a", "an"} and k + 1 < v.sent_end_of[i]:
            k += 1
        owner = b.token_owner.get(k)
        if owner is None or owner is first or owner.type is not first.type or not (
                is_coined(v.text[k]) or _past_own_acronym(v, b, owner, k + 1) > k + 1):
            break  # "QO-ES and QDO-ES"; but not an ordinary capitalised word ("... and Alignment")
        out.append(k)
        end = _past_own_acronym(v, b, owner, next((e for s, e in owner.spans if s <= k < e), k + 1))
    return out


def _past_own_acronym(v: TokenView, b: _Builder, owner: _Found, end: int) -> int:
    """The token after the acronym an entity's long form defines right after it ("the best order score search (BOSS)
    and grow-shrink trees (GSTs)"), else end itself."""
    while end < len(v.text) and b.token_owner.get(end) is owner:
        end += 1  # the rest of the long form
    if end + 2 < len(v.text) and v.text[end] == "(" and v.text[end + 2] == ")" and b.token_owner.get(end + 1) is owner:
        return end + 3
    return end


def _specific_metric(found: _Found | None, entities: list[_Found]) -> _Found | None:
    """A bare "recall" / "accuracy" means the specific variant the abstract names, if there is one."""
    if found is None:
        return None
    base = found.name.lower()
    # (but "29.3 AP" is AP, though the abstract reports AP50 too: an acronym written out is the measure's own name)
    variants = [f for f in entities if f.type is EntityType.METRIC and f is not found
                and (f.name.lower().startswith(base) or f.name.lower().endswith(base))
                and not (found.name != base and f.name.startswith(found.name))]
    return variants[0] if len(variants) == 1 else found


_COST_WORDS = frozenset({"time", "runtime", "latency", "cost", "costs", "memory", "footprint", "speed", "flops",
                         "parameters", "size", "consumption", "overhead", "hours"})


def _results(doc: Doc, b: _Builder, hits: list[NumberHit], metric_spans: list[TokenSpan], proposed: _Found | None,
             entities: list[_Found]) -> list[dict]:
    """Reported numbers with metric, unit, delta, dataset and method."""
    metrics = [metric_for(doc, h, metric_spans) for h in hits]
    v = view(doc)
    texts, lowers, sent_of = v.text, v.lower, v.sent_of
    # Coordinated numbers share a unit and a metric: "+8.7 and +5.1 points", "0.5% -- 2.6%"; the pairs are
    # visited right to left too, so "72.3%, 76.4% and 74.2% mIoU" gives all three the measure named last.
    for step, k in enumerate([*range(len(hits) - 1), *range(len(hits) - 2, -1, -1)]):
        a, c = hits[k], hits[k + 1]
        joint = lowers[a.end:c.start]
        if len(joint) == 2 and joint[0] in {"and", "or", ","} and joint[1] == "from":
            joint = joint[:1]  # "down from 26.7 to 20.2 hours or from 8.6 to 5.5 hours": two changes of one measure
        if ")" in joint and (step < len(hits) - 1 or a.delta or metrics[k + 1] is None):
            continue  # "59.5% (against 38.3%) and 34.0% success rates": only a measure named after the list crosses
        # (a sign written apart from its number, "+4.03%, + 3.38%, and + 2.40%", is no more of a join)
        if len(joint) - (joint[-1:] == ["+"]) <= 2 and all(low in _NUMBER_JOIN for low in joint) \
                and sent_of[a.start] == sent_of[c.start]:
            if a.unit is None and c.unit is not None and not (joint == ["("] and lowers[a.start - 1] in {"of", "the"}):
                a.unit = c.unit  # (but "resolves 1397 of 1425 (98%)": a count and its share)
            # "1.16% or 0.84% higher", "2× to 28× lower": a change named after a list or range covers it all;
            # one named before it covers a list ("reduces it by 53% and 50%") but not a range's end ("from 53.3%
            # to 85.4%"), and "50.4% (+8.2%)" is a value and its gain
            if "(" not in joint and ")" not in joint and "+" not in joint and _VERSUS.isdisjoint(joint):  # "67.04% vs. 53.58%": two values
                a.delta = a.delta or c.delta
                if _RANGE_TO.isdisjoint(joint) or ("to" not in joint and lowers[a.start - 1] != "from"):
                    c.delta = a.delta or c.delta  # ("by an average of 13.3-50.4%": a dash's range of margins)
            if metrics[k] is None and metrics[k + 1] is not None or (
                    # "under 4-bit precision, it shows 0.4%~2.8% higher accuracy": a range's start reports the
                    # measure named after its end, not one named before it
                    not _RANGE_TO.isdisjoint(joint) and metrics[k] is not None and metrics[k + 1] is not None
                    and metrics[k].start < a.start and (metrics[k + 1].start == c.end or (
                        metrics[k + 1].start == c.end + 1 and (lowers[c.end] in COMPARATIVES
                                                               or lowers[c.end] in {"absolute", "relative"})))):
                metrics[k] = metrics[k + 1]
            elif metrics[k] is not None and (metrics[k + 1] is None or (
                    # "a gradient compression ratio from 270x to 600x without losing accuracy": a range's end
                    # reports the measure named before its start, not one named in a clause after it
                    joint == ["to"] and lowers[a.start - 1] == "from" and metrics[k].end <= a.start
                    and metrics[k + 1].start > c.end + 1)):
                metrics[k + 1] = metrics[k]
    _changes_go_on(v, hits, metrics, metric_spans)
    _measure_after_list(v, b, hits, metrics)
    spread: set[int] = set()  # the hits a margin went on to
    for k in range(1, len(hits)):
        a, c = hits[k - 1], hits[k]
        between = lowers[a.end:c.start]
        own_measure = c.end < len(texts) and texts[c.end].isalpha() and (texts[c.end].islower() and (
            lowers[c.end] not in _CONNECTIVES and lowers[c.end] not in COMPARATIVES
            and lowers[c.end] not in _BASELINE_PREPS) or (
            texts[c.end].isupper() and c.end not in b.token_owner)) and not (  # "44.0 PQ": an acronym the lexicon lacks
            # "... and a 1.3 times increase on Meta-World": a change that names no measure of its own
            lowers[c.end] in lowered("change_noun")
            and (c.end + 1 >= len(lowers) or lowers[c.end + 1] not in {"in", "of"}))
        # "~79% reduction in memory" measures itself, not the speedup before it; but a comparative has no measure
        # of its own ("62.45%, which is 4.35% higher" measures what 62.45% measures)
        m = metrics[k - 1]
        # ("59.0 (+2.8), 69.5 (+3.0)": a value and its change in parentheses share the measure too)
        if metrics[k] is None and m is not None and not own_measure and sent_of[a.start] == sent_of[c.start] and (
                any(low in {"and", ","} for low in between) or between == ["("]) and (
                len(between) <= 4 or all(  # "99% test accuracy on MNIST, 72% on CIFAR-100": the scores go on
                    m.start <= j < m.end or lowers[j] in {"on", "in", "and", ",", "the", "a", "an"}
                    or lowers[j] in _DATA_HEADS or lowers[j] in {"benchmark", "benchmarks"}
                    or lowers[j] in lowered("change_noun") or _in_task_noun(v, j) or (
                        (o := b.token_owner.get(j)) is not None and o.type in {EntityType.DATASET, EntityType.TASK})
                    or (_SHOTS.match(lowers[j]) and texts[j - 1] == "(")  # "62.99% accuracy (4-shot) on the ..."
                    or (lowers[j] in {"(", ")"} and _SHOTS.match(lowers[j + 1 if lowers[j] == "(" else j - 1]))
                    for j in range(a.end, c.start))):
            metrics[k] = m
        both_measured = metrics[k - 1] is not None and metrics[k] is not None
        if a.delta and not c.delta and (_margin_before(lowers, a.start) or k - 1 in spread or (
                # "gains of 8.8% and 11.6% on MATH500, 10.0% ...": the margin before a pair covers its second too
                k >= 2 and hits[k - 2].delta and lowers[hits[k - 2].end:a.start] == ["and"]
                and (_margin_before(lowers, hits[k - 2].start) or k - 2 in spread))) \
                and sent_of[a.start] == sent_of[c.start] \
                and 0 < len(between) <= 5 \
                and between[-1] in {"and", ","} and all(low in {"on", "in", "and", ",", "the", "(", ")"} or (
                    low in _DATA_HEADS or low in {"benchmark", "benchmarks"}) or (  # "on the CIFAR-100 dataset and"
                    _SHOTS.match(low) is not None) or (  # "by 15 mAP on 10-shot and 7.2 mAP on 30-shot"
                    # "by 6.74% in Macro-F1 score and 1.44% in AUC": each margin names its own measure
                    both_measured and low in {"score", "scores"}) or (
                    (o := b.token_owner.get(t)) is not None and (
                        o.type in _RESULT_OWNERS or (o.type is EntityType.METRIC and both_measured)))
                    for t, low in zip(range(a.end, c.start), between)):
            # "by a margin of 6.5% on ImageNet and 4.7% on VTAB", "gains of 6.5% (LLaVA), 4.0% (Qwen2VL)": the
            # margins go on
            c.delta = True
            spread.add(k)
    _sole_measures(v, hits, metrics, metric_spans)
    _margins_in_scores_measure(v, hits, metrics, metric_spans)
    for k in range(1, len(hits)):
        # "FID scores of 2.11 and 2.36 in only 100 NFE as compared to 2.57 and 2.63": the numbers a result is
        # compared with are in the measure of the sentence's first measured number, not in one named between them
        start = hits[k].start
        if lowers[start - 2:start] in (["compared", "to"], ["compared", "with"]) or lowers[start - 1] in _VERSUS:
            first = k - 1 if hits[k - 1].end >= start - 3 else next(  # "(66.54% vs. 51.98%)": the number right before
                (j for j in range(k) if sent_of[hits[j].start] == sent_of[start] and metrics[j] is not None), None)
            if first is not None and (metrics[first] is None or sent_of[hits[first].start] != sent_of[start]):
                first = None
            j = k
            while first is not None and j < len(hits):
                metrics[j] = metrics[first]
                j += 1  # ... and so are the numbers listed right after it ("2.57 and 2.63")
                if j == len(hits) or not set(lowers[hits[j - 1].end:hits[j].start]) <= {"and", ",", "%"}:
                    break
    for k in range(1, len(hits)):
        start = hits[k].start
        if metrics[k] is None and start > 1 and texts[start - 1] in {"'s", "’s"} and start - 2 in b.token_owner \
                and b.token_owner[start - 2].type in _RESULT_OWNERS:
            # "MetaCLIP achieves 70.8% accuracy, surpassing CLIP's 68.3%": a baseline's score, in the measure of the
            # number it is compared with
            metrics[k] = next((metrics[j] for j in range(k - 1, -1, -1)
                               if sent_of[hits[j].start] == sent_of[start] and metrics[j] is not None), None)
    _respective_measures(v, hits, metrics, metric_spans)
    paired = _respective_datasets(doc, b, hits)
    out = []
    for k, (hit, metric) in enumerate(zip(hits, metrics)):
        if metric is None and hit.unit not in {"%", "×", "points"}:
            continue
        if metric is not None and _text(metric).lower() in lowered("budget_measure") and _spent_in(lowers, hit.start):
            continue  # "2.69 FID with 9 NFE", "in only 100 NFE": the budget a result is reached in, a setting
        sent = _sent(doc, hit.start)
        if metric is None and not _sentence_has(sent, lowered("result_cue") | lowered("delta_cue")) \
                and not more_than(lowers, hit.end):
            continue
        # "outperforms CLIP by 8.2% on CC12M" names its dataset after the number; "a C4 perplexity of 15.76" before
        named = _dataset_naming_measure(b, metric)
        measure = _specific_metric(b.token_owner.get(metric.start), entities) if metric is not None else None
        if out and out[-1]["span"][1] == hit.start - 1 and lowers[hit.start - 1] in {"→", "->", "⟶"}:
            # "Boolq accuracy 90.6% → 90.9%": the change's two ends, one dataset (and one measure: "pass@1
            # accuracy (6.2% → 9.6%)")
            previous = out[-1]["dataset"]
            dataset, qualifier = (None, previous) if out[-1]["qualified"] else (previous, None)
            measure = measure or out[-1]["metric"]
        elif named is not None and metric.end <= hit.start and all(
                lowers[j] in _MEASURE_TO_VALUE or is_number(texts[j]) for j in range(metric.end, hit.start)):
            dataset, qualifier = None, named  # "Boolq accuracy 90.6% → 90.9% ..., QQP accuracy 87.2% → ...": its own
        else:
            dataset = paired.get(k) or _result_dataset(doc, b, hit.start, hit.end, sent)
            qualifier = named if dataset is None else None
        out.append({
            "value": hit.value, "unit": hit.unit, "delta": hit.delta,
            "metric": measure, "dataset": dataset or qualifier, "qualified": qualifier is not None,
            "method": _owner_in_parentheses(v, b, hit.end, proposed) or _owner_of_parenthesis(v, b, hit)
            or _subject_of_number(v, b, hit) or _proposal_in_sentence(v, b, hit) or proposed,
            "span": (hit.start, hit.end),
        })
    _carry_datasets(v, b, out)
    # "We introduce FooBench ... the best learner achieves 64% accuracy", "Extensive ImageNet experiments ... achieves
    # 1.16% higher top-1 accuracy": where the abstract names one dataset only and no number is tied to it, its numbers
    # are on it (so 104 of the 135 results in such annotated abstracts, and 22 have none), unless it is a known one
    # named only as what a model is trained on
    datasets = [f for f in entities if f.type is EntityType.DATASET]
    if len(datasets) == 1 and all(r["dataset"] is None for r in out) and not (
            datasets[0].rule == "lexicon" and all(_trained_on(lowers, s) for s, _ in datasets[0].spans)) \
            and not _counts_datasets(v):
        for r in out:
            if r["unit"] != "×":
                r["dataset"] = datasets[0]
    # "achieves 66.5% on GSM8K and 19.8% on MATH": a score on a dataset, where the abstract names one measure only,
    # is in that measure; but a cost is no score ("saves 40% on CIFAR10" where the one measure is training time)
    measures = [f for f in entities if f.type is EntityType.METRIC]
    if len(measures) == 1 and _COST_WORDS.isdisjoint(measures[0].name.lower().split()):
        for r in out:
            start = r["span"][0]
            vague = any(lowers[j] in {"performance", "performances"} and lowers[j + 1] == "by"
                        for j in range(sent_of[start], start - 1))
            if r["metric"] is None and r["dataset"] is not None and r["unit"] != "×" and not vague and all(
                    sent_of[s] != sent_of[start] for s, _ in measures[0].spans):
                # (but "improves MMLU performance by 6.4%" says the measure is the benchmark's own)
                r["metric"] = measures[0]  # (named in the number's own sentence, it measures another number there)
    return out


_RESULT_OWNERS = frozenset({EntityType.DATASET, EntityType.MODEL, EntityType.METHOD})


def _measure_after_list(v: TokenView, b: _Builder, hits: list[NumberHit], metrics: list[TokenSpan | None]) -> None:
    """"50.4% on COCO, 81.8% on Pascal-VOC, and 8.7% on ADE20K in terms of mIoU": a measure named after the last
    score of a list of scores, each on its dataset, measures them all."""
    texts, lowers, sent_of = v.text, v.lower, v.sent_of
    for k in range(len(hits) - 2, -1, -1):
        a, c, m = hits[k], hits[k + 1], metrics[k + 1]
        if metrics[k] is not None or m is None or m.start < c.end or sent_of[a.start] != sent_of[c.start]:
            continue
        if any(metrics[j] is not None and v.span_text(metrics[j].start, metrics[j].end) != v.span_text(m.start, m.end)
               for j in range(k) if sent_of[hits[j].start] == sent_of[a.start]):
            continue  # "a gain of 18% EM score on SQuAD, 8% on CommonSenseQA and 1% accuracy on GSM8k": measures differ
        if all(lowers[j] in _LIST_GLUE or _NUMBER_TOKEN.match(texts[j]) or (
                (o := b.token_owner.get(j)) is not None and o.type is EntityType.DATASET)
               for j in range(a.end, c.start)) and any(lowers[j] in {",", "and", "("} for j in range(a.end, c.start)):
            metrics[k] = m


_LIST_GLUE = frozenset({"(", ")", "+", "%", ",", "and", "on", "in", "the"})


def _changes_go_on(v: TokenView, hits: list[NumberHit], metrics: list[TokenSpan | None],
                   metric_spans: list[TokenSpan]) -> None:
    """"improve Mask AR from 20.2 to 22.5 on LVIS, and from 17.0 to 26.0 on SA-1B": a change joined to one before
    it by "and from" (or "or from"), with no measure named between them, is a change of the same measure."""
    lowers = v.lower
    for k in range(1, len(hits)):
        a, c = hits[k - 1], hits[k]
        if metrics[k] is not None or metrics[k - 1] is None or c.start < 3 or lowers[c.start - 1] != "from" \
                or lowers[c.start - 2] not in {"and", "or"} or a.start < 1 or lowers[a.start - 1] != "to" \
                or v.sent_of[a.start] != v.sent_of[c.start] or c.start - a.end > 8 \
                or any(a.end <= m.start < c.start for m in metric_spans):
            continue
        metrics[k] = metrics[k - 1]
        c.unit = c.unit or a.unit
        if k + 1 < len(hits) and metrics[k + 1] is None and lowers[c.end:hits[k + 1].start] == ["to"]:
            metrics[k + 1] = metrics[k - 1]
            hits[k + 1].unit = hits[k + 1].unit or a.unit


def _in_task_noun(v: TokenView, j: int) -> bool:
    """Whether token j is "task(s)" or one of up to three lower-case words before it ("on the comprehension task")."""
    for k in range(j, min(j + 4, len(v.lower))):
        if v.lower[k] in {"task", "tasks"}:
            return True
        if not (v.text[k].isalpha() and v.text[k].islower()) or v.lower[k] in _CONNECTIVES:
            return False
    return False
_SHOTS = re.compile(r"\d+-(?:shot|way)$")  # a few-shot setting, written as one token


def _trained_on(lowers: list[str], i: int) -> bool:
    """Whether the dataset at token i is what something is trained on ("ResNet-20 trained on CIFAR-10", "we train
    FooNet on CIFAR-10")."""
    return i > 1 and lowers[i - 1] == "on" and not _TRAIN_WORDS.isdisjoint(lowers[max(0, i - 5):i - 1])


_TRAIN_WORDS = frozenset({"train", "trains", "trained", "training"})


def _margins_in_scores_measure(v: TokenView, hits: list[NumberHit], metrics: list[TokenSpan | None],
                               metric_spans: list[TokenSpan]) -> None:
    """"a CIoU of 90.4% and 48.8% on A and B, obtaining 8.9% and 9.6% improvements respectively": margins with no
    measure of their own, after numbers of their sentence that all have one measure, are in that measure (not where
    another measure or a content word other than a participle comes between them, nor where the margin's own
    measure follows it)."""
    sent_of = v.sent_of
    for k, hit in enumerate(hits):
        if metrics[k] is not None or not hit.delta:
            continue
        earlier = [j for j in range(k) if sent_of[hits[j].start] == sent_of[hit.start]]
        if not earlier or any(metrics[j] is None for j in earlier) or \
                len({v.span_text(metrics[j].start, metrics[j].end).lower() for j in earlier}) != 1:
            continue
        last = max(max(hits[j].end, metrics[j].end) for j in earlier)
        if hit.unit is None or any(last <= m.start < hit.start for m in metric_spans) or any(
                v.text[j].isalpha() and v.text[j].islower() and v.lower[j] not in STOP_WORDS
                and not v.lower[j].endswith("ing") for j in range(last, hit.start)):
            continue  # "3.3 points higher GLUE score", "planning time by 88.2%": a measure no rule knows
        j = hit.end
        while j + 1 < len(v.text) and (v.lower[j] in {"relative", "absolute", "average", "overall"}
                                       or v.lower[j] in COMPARATIVES):
            j += 1  # "(43% relative improvement)", "19.2% lower than baselines"
        if j < len(v.text) and v.text[j].isalpha() and v.text[j].islower() and v.lower[j] not in _CONNECTIVES \
                and v.lower[j] != "than" and not (v.lower[j] in lowered("change_noun") and (
                    j + 1 == len(v.text) or v.lower[j + 1] not in {"in", "of"})):
            continue  # "4x speed", "27% lower forgetting", "a 13% improvement in task completion rates": its own measure
        metrics[k] = metrics[earlier[-1]]


def _proposal_in_sentence(v: TokenView, b: _Builder, hit: NumberHit) -> _Found | None:
    """The last of the paper's own methods its number's sentence names before it ("we design Koopman Predictor ...
    Koopa achieves ... while saving 77.3% training time": Koopa's, not the first proposal's)."""
    for k in range(hit.start - 1, v.sent_of[hit.start] - 1, -1):
        owner = b.token_owner.get(k)
        if owner is not None and owner.proposed and owner.type in _PROPOSABLE:
            return owner
    return None


def _owner_in_parentheses(v: TokenView, b: _Builder, k: int, proposed: _Found | None) -> _Found | None:
    """The model named alone in parentheses right after a number ("gains of 6.5% (LLaVA)"): whose it is; a method
    there is only where the paper proposes none ("50.9 AP (ResNet-50)" is the proposal's, on that backbone)."""
    if k + 2 < len(v.text) and v.text[k] == "(" and v.text[k + 2] == ")":
        owner = b.token_owner.get(k + 1)
        if owner is not None and (owner.type is EntityType.MODEL or (
                owner.type is EntityType.METHOD and proposed is None)):
            return owner
    return None


_COMPARED_MARKS = frozenset({"than", "vs", "vs.", "versus", "like"})
_SCORING_VERBS = frozenset({"performs", "achieves", "achieved", "scores", "reaches", "obtains", "attains", "is", "gets",
                            "yields", "falls", "drops", "lags"})


def _subject_of_number(v: TokenView, b: _Builder, hit: NumberHit) -> _Found | None:
    """The method or model that is the subject of the verb reporting a number ("Claude-3 Opus performs 28.66 points
    worse", "GPT-4 Turbo is 18.71 points worse")."""
    sent = v.sent_of[hit.start]
    for k in range(hit.start - 1, max(sent, hit.start - 4) - 1, -1):
        if v.lower[k] in _SCORING_VERBS:
            owner = b.token_owner.get(k - 1) if k > sent else None
            if owner is None or owner.type not in _PROPOSABLE:
                return None
            first = next((s for s, e in owner.spans if s <= k - 1 < e), k - 1)
            # (but not the object of a preposition: "compared with GPT-4, which is 5% worse")
            return owner if first == sent or v.lower[first - 1] not in _OBJECT_OF | _COMPARED_MARKS else None
        if not (v.lower[k] in APPROX or v.text[k].isalpha() and v.text[k].islower()):
            return None
    return None


def _owner_of_parenthesis(v: TokenView, b: _Builder, hit: NumberHit) -> _Found | None:
    """The method or model a number stands alone in parentheses after ("the state-of-the-art NEFTune (64.69%)")."""
    k = hit.start - 1
    if k > 0 and v.text[k] == "(" and hit.end < len(v.text) and v.text[hit.end] == ")":
        owner = b.token_owner.get(k - 1)
        if owner is not None and owner.type in _PROPOSABLE:
            return owner
    return None


# What may follow a score and its measure: "62.1 APbox on COCO", "33.71 Rouge-F.", "56.0 PA-MPJPE and ..."
_AFTER_SCORE = frozenset({"on", "and", ",", ".", ";", "in", "for", ")", "with", "across", "at", "over"})


# Comparatives between a reported number and its measure: "87.2× lower computation energy", "100x fewer trainable
# parameters", "28.82% less error"
_COMPARED_AMOUNTS = frozenset({"lower", "higher", "reduced", "better", "smaller", "greater", "fewer", "less"})


def _add_measures_by_position(doc: Doc, b: _Builder, hits: list[NumberHit], untyped: list[_Found]) -> None:
    """A phrase standing where a reported number's measure stands is a metric, known or not: "a 18.9% reduction in
    unsafe interactions", "2.7× peak memory reduction", "87.2× lower computation energy", "CIoU of 90.4%",
    "improve Mask AR from 20.2 to 22.5", "reduces the prediction error by 17.9%".

    The lexicon (kg.nlp.names) already takes such phrases when they end in a measure noun ("reduction in trajectory
    L2 error"); this pass takes any head, so it runs once every other name is found: a phrase that a task, a model
    or a dataset owns is no measure ("a 5% improvement in image classification", "improves CLIP by 10%")."""
    v = view(doc)
    texts, lowers = v.text, v.lower
    changes, verbs = lowered("change_noun"), lowered("change_verb")
    for hit in hits:
        sent, sent_end = v.sent_of[hit.start], v.sent_end_of[hit.start]
        spans: list[tuple[int, int]] = []
        if hit.start >= 2 and lowers[hit.start - 1] == "of":  # "a relative depth error of 0.074", "CIoU of 90.4%"
            start = _measure_start(v, hit.start - 1, sent)
            head = lowers[hit.start - 2]
            # but "a learning rate of 0.1" is a setting
            if start is not None and ((head in lowered("metric_head") and (hit.unit is not None or head != "rate"))
                                      or (hit.start - 1 - start == 1 and is_coined(texts[start]))):
                spans.append((start, hit.start - 1))
        k = hit.end
        if hit.unit is None and "." in texts[hit.end - 1] and k < sent_end and is_coined(texts[k]) and (
                k + 1 == sent_end or lowers[k + 1] in _AFTER_SCORE) and not (
                hit.start > 0 and texts[hit.start - 1][:1].isupper()):
            # "achieves 62.1 APbox on COCO", "33.71 Rouge-F": a coined word right after a score is its measure
            # (but "Claude 3.5 Sonnet", "Apache 2.0 License": a version inside a name)
            spans.append((k, k + 1))
        if hit.unit is None and not (hit.start > 0 and lowers[hit.start - 1] == "from"):
            _claim_measures(doc, b, untyped, spans)
            continue  # a bare number is a count or a setting unless it is a measure's old value ("from 20.2 to")
        k = hit.end
        while k < sent_end and lowers[k] in {"points", "point", "pp", "percentage", "relative", "absolute"}:
            k += 1
        if k + 1 < sent_end and lowers[k] in changes and lowers[k + 1] == "in":  # "a 58% reduction in X"
            at = k + 2
            if lowers[at:at + 2] == ["terms", "of"]:
                at += 2  # "a 71% boost in terms of X"
            at += at < sent_end and lowers[at] == "the"
            spans.append((at, _measure_end(v, at, sent_end)))
        elif k < sent_end and lowers[k] in _COMPARED_AMOUNTS:
            spans.append((k + 1, _measure_end(v, k + 1, sent_end)))  # "87.2× lower computation energy"
        elif hit.unit == "%" and k + 1 < sent_end and lowers[k] == "of" \
                and _word_before(lowers, hit.start, _APPROXIMATELY) in lowered("cutting_verb"):
            # the share a verb takes off a measure: "reduces about 60% of the cost", "saves 81% of MACs"
            at = k + 1 + (lowers[k + 1] in {"the", "its", "their"})
            spans.append((at, _measure_end(v, at, sent_end)))
        else:  # "2.7× peak memory reduction", "2.14× energy efficiency gain"
            end = _measure_end(v, k, sent_end)
            if end < sent_end and lowers[end] in changes and end - k <= 3 and lowers[end] not in _SPEEDUPS \
                    and lowers[end + 1:end + 3] != ["in", "terms"]:
                spans.append((k, end))  # but "53.9% correction improvement in terms of WER" measures the WER
        by = hit.start - 1
        while by > sent and lowers[by] in _APPROXIMATELY:
            by -= 1  # "by up to 17.9%", "by nearly 2×"
        if lowers[by] == "by" and not any((o := b.token_owner.get(t)) is not None and o.type is EntityType.METRIC
                                          for t in range(sent, by)):
            # "outperforms VTM by 14.5%, 15.1%, 13.0% in BD-rate on Kodak, ...", but in "surpasses the test
            # accuracy by up to 11.4% in IID settings" the measure is named already
            k = hit.end
            while k < sent_end and (lowers[k] in {",", "and", "%", "respectively"} or _NUMBER_TOKEN.match(texts[k])):
                k += 1
            if k + 1 < sent_end and lowers[k] == "in":
                at = k + 1 + (lowers[k + 1] == "the")
                end = _measure_end(v, at, sent_end)
                if 0 < end - at <= 3 and (lowers[end - 1] in lowered("metric_head") or is_coined(texts[end - 1])) \
                        and (end == sent_end or lowers[end] in _AFTER_MEASURE):
                    spans.append((at, end))
        if by - 1 > sent and lowers[by] in {"from", "by"}:  # "improve Mask AR from 20.2 to 22.5"
            verb = next((j for j in range(by - 1, max(sent - 1, by - 12), -1) if lowers[j] in verbs), None)
            if verb is not None:
                at = verb + 1 + (lowers[verb + 1] in {"the", "its", "their", "our"})
                end = _measure_end(v, at, by)
                if end + 1 < by and lowers[end] in {"'s", "’s"}:
                    at = end + 1  # "increasing Diffusion Policy's average success rate from 20% to 93%"
                    end = _measure_end(v, at, by)
                # "improves CLIP by 10%": what "by" follows may be the improved model, so no name changes type
                _claim_measures(doc, b, untyped if lowers[by] == "from" else [], [(at, end)])
        _claim_measures(doc, b, untyped, spans)


def _claim_measures(doc: Doc, b: _Builder, untyped: list[_Found], spans: list[tuple[int, int]]) -> None:
    """Make each span a metric, unless it is vague, a gerund or a name already typed on evidence."""
    texts, lowers = view(doc).text, view(doc).lower
    for start, end in spans:
        if end < len(lowers) - 1 and lowers[end] == "of" and lowers[end - 1] in _QUANTITY_OF:
            of_end = _measure_end(view(doc), end + 1, view(doc).sent_end_of[start])
            if of_end > end + 1 and all(b.token_owner.get(k) is None for k in range(end + 1, of_end)):
                end = of_end  # "the number of function evaluations"; but in "the harmlessness rate of LLaMA 30B"
                #               the model is what is measured
        head = lowers[end - 1] if end > start else ""
        words = [low for low in lowers[start:end] if low != "-"]
        if not (0 < len(words) <= 5) or all(w in lowered("metric_qualifier") for w in words) \
                or head in lowered("vague_measure_head") or "art" in words or "sota" in words \
                or (end - start == 1 and head in lowered("vague_measure")) or head.endswith("ing") \
                or texts[end - 1] == "-" or _class_of(head) not in {None, EntityType.METRIC} \
                or (len(words) == 1 and (_class_of(head) is EntityType.METRIC or (
                    texts[start].islower() and head not in lowered("metric_head") and not head.endswith(_QUALITIES)
                    and head not in SIZE_MEASURES))) \
                or (lowers[start].endswith("ing") and head not in lowered("metric_head")):
            # "improvement in predicting class identity", "improve the SOTA baseline / the previous state-of-the-art
            # by 2.5%": no measure
            continue
        phrase = view(doc).span_text(start, end)
        known = b.by_key.get(name_key(phrase))
        owners = {id(o): o for i in range(start, end) if (o := b.token_owner.get(i)) is not None}
        if not owners and not (known is not None and known.type is not EntityType.METRIC) \
                and not any(phrase.lower() in lowered(kind) for kind in ("model_family", "method", "dataset")):
            # but "S-CLIP improves CLIP by 10%" names the model it improves
            b.add(EntityType.METRIC, TokenSpan(doc, start, end), "measure_position")
        elif len(owners) == 1 and (o := next(iter(owners.values()))).type is EntityType.METHOD \
                and any(o is u for u in untyped) and (start, end) in o.spans:
            o.type, o.rule = EntityType.METRIC, "measure_position"  # "with CIoU of 90.4%": a coined measure


_SPEEDUPS = frozenset({"speedup", "speed-up", "speedups"})
# a number token as written: "12.5%", "+3", "~2×", "−0.4"
_NUMBER_TOKEN = re.compile(rf"^[{VALUE_MARKS}]?[+\-±−]?\d+(?:\.\d+)?(?:%|×|x)?$")
# What may follow a measure named after "by N% in": "in BD-rate on Kodak", "in accuracy, while ...", "in F1."
_AFTER_MEASURE = frozenset({"on", "for", "across", "over", "than", "compared", "against", ",", ".", ";", ")"})
# A single common word is a measure if it names a quality ("utility", "sharpness", "consistency"), not a domain or
# an activity ("an improvement in logic", "a reduction in computation")
_QUALITIES = ("ity", "ness", "ency", "acy")
# Quantities named with what they count or measure: "the number of function evaluations", "the length of generated
# sequences", "the rate of unsafe content"
_QUANTITY_OF = frozenset({"number", "length", "rate", "ratio", "fraction", "proportion", "percentage"})
# "by up to", "by at least", "by an average of": the lexicon's approximations and a few more
_APPROXIMATELY = APPROX | {"almost", "roughly", "more", "than", "at", "least", "an", "average", "of"}


def _word_before(lowers: list[str], i: int, skipped: frozenset[str]) -> str:
    """The word before token i past the skipped qualifiers ("more", "than", "only")."""
    k = i - 1
    while k > 0 and lowers[k] in skipped:
        k -= 1
    return lowers[k] if k >= 0 else ""


def _spent_in(lowers: list[str], i: int) -> bool:
    """Whether the number at token i is a budget: "with (only) 9", "in just 10", "using 5"."""
    return _word_before(lowers, i, _BUDGET_QUALIFIERS) in {"with", "in", "using", "within"}


def _margin_before(lowers: list[str], i: int) -> bool:
    """Whether "by" or "of" opens the number at token i, past qualifiers ("by 3%", "of more than 12 BLEU")."""
    return _word_before(lowers, i, _MARGIN_QUALIFIERS) in {"by", "of"}


_BUDGET_QUALIFIERS = _APPROXIMATELY | {"only", "just", "as", "few", "fewer", "less", "merely"}
_MARGIN_QUALIFIERS = _APPROXIMATELY - {"of"}


def _measure_word(v: TokenView, k: int) -> bool:
    """Whether token k may be part of a measure's name: a word or coined name, not a function word or number (but
    "Fl-all" keeps its "all")."""
    text, low = v.text[k], v.lower[k]
    if text == "-":
        return True
    hyphened = (k > 0 and v.text[k - 1] == "-") or (k + 1 < len(v.text) and v.text[k + 1] == "-")
    # ("5× and 3× less cost respectively": an adverb is no word of the measure)
    return text[:1].isalpha() and (low not in STOP_WORDS or any(map(str.isdigit, text)) or hyphened) and (
        hyphened or not is_adverb(low))


def _measure_end(v: TokenView, start: int, limit: int) -> int:
    """The end of the measure named from token ``start``: words up to a function word, a punctuation mark or a
    change noun; ``start`` itself (no measure) where a word in -s goes on like a verb ("a 10% reduction in latency
    makes it ...") or the words run past five."""
    k = start
    changes = lowered("change_noun")
    words = 0
    while k < limit and _measure_word(v, k) and v.lower[k] not in changes and v.lower[k] != "compared":
        words += v.text[k] != "-"
        if words > 5:
            return start  # "improves the state-of-the-art methods by": no measure's name is that long
        k += 1
        if v.lower[k - 1].endswith("s") and not v.lower[k - 1].endswith("ss") and k - start > 1 and (
                k < limit and _measure_word(v, k)):
            return start  # "latency makes it": a verb, so no clean measure
    while k > start and v.text[k - 1] == "-":
        k -= 1
    return k


def _measure_start(v: TokenView, end: int, sent: int) -> int | None:
    """The start of the measure named right before token ``end`` ("an Fl-all score" of ...)."""
    k = end
    while k > sent and end - k < 4 and _measure_word(v, k - 1):
        k -= 1
    while k < end and k > sent and v.text[k - 1] == "-":
        k += 1  # "state-of-the-art relative depth error": not the end of a hyphenated word
    while k < end and v.text[k] == "-":
        k += 1
    return k if k < end else None


def _sole_measures(v: TokenView, hits: list[NumberHit], metrics: list[TokenSpan | None],
                   metric_spans: list[TokenSpan]) -> None:
    """A percentage, factor or points with no measure of its own reports the one measure its sentence names
    before it ("Its accuracy ... is only 2% lower than that of an undefended model (78% vs 80%)")."""
    named: dict[int, set[str]] = {}
    first: dict[int, TokenSpan] = {}
    for m in metric_spans:
        named.setdefault(v.sent_of[m.start], set()).add(v.span_text(m.start, m.end).lower())
        first.setdefault(v.sent_of[m.start], m)
    # "4.9% higher accuracy in math and 21.2% improvement in logic": a measure named after a number is its own
    claimed = {m.start for m, hit in zip(metrics, hits) if m is not None and m.start > hit.start}
    for k, hit in enumerate(hits):
        sent = v.sent_of[hit.start]
        after = v.lower[hit.end] if hit.end < len(v.lower) else ""
        # "FID scores in line with state-of-the-art benchmarks: 1.77 on CelebA": a bare score a colon lists
        listed = hit.unit is None and first.get(sent) is not None and ":" in v.lower[first[sent].end:hit.start]
        if metrics[k] is not None or (hit.unit not in {"%", "×", "points"} and not listed) \
                or len(named.get(sent, ())) != 1 \
                or first[sent].start > hit.start or (first[sent].start in claimed and (after.isalpha() or after in _RANGE_TO)):
            continue
        tail = hit.end
        if after in _RANGE_TO and k + 1 < len(hits) and hits[k + 1].start == hit.end + 1:
            tail = hits[k + 1].end  # "60-1200 times faster": a range's start reads on after its end
            after = v.lower[tail] if tail < len(v.lower) else ""
        if after.isalpha() and v.text[tail].islower() and after not in _CONNECTIVES \
                and after not in _SOLE_MEASURE_FOLLOWERS:
            continue  # "~79% reduction in computation", "10× faster training": the number measures what follows
        if after in COMPARATIVES and hit.end + 1 < len(v.lower) and v.text[hit.end + 1].isalpha() \
                and v.text[hit.end + 1].islower() and v.lower[hit.end + 1] not in STOP_WORDS \
                and v.lower[hit.end + 1] not in _UNNAMED_MEASURES:
            continue  # "an accuracy gain of up to 15% with 27% lower forgetting": it measures the word after
        metrics[k] = first[sent]


# Nouns after "N% higher" that name no measure of their own, which stays the sentence's one measure
_UNNAMED_MEASURES = frozenset({"performance", "results", "result", "scores", "score", "values", "value", "compared",
                               "relative", "absolute"})


# Words after a number that, besides the connectives, leave its measure unnamed: a comparison or a change.
_SOLE_MEASURE_FOLLOWERS = frozenset({"at", "over", "than", "or", "vs", "versus", "higher", "lower", "better", "more",
                                     "improvement", "gain", "gains", "increase", "points"})


_DATASET_COUNTS = frozenset({"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "several",
                             "multiple", "many", "various", "diverse"})


def _counts_datasets(v: TokenView) -> bool:
    """Whether the abstract counts the datasets it uses ("over 10 models and 6 datasets"): numbers may be on any."""
    return any(v.lower[k] in {"datasets", "benchmarks"} and (
        v.lower[k - 1] in _DATASET_COUNTS or is_number(v.text[k - 1])) for k in range(1, len(v.lower)))


def _carry_datasets(v: TokenView, b: _Builder, out: list[dict]) -> None:
    """A result sentence that names no dataset goes on with the one dataset of the result sentence just before
    it ("In Heterogeneous Highway, X yields 4.3% ... . We also compare with IPPO and show 12.7% ...")."""
    by_sent: dict[int, list[dict]] = {}
    for r in out:
        by_sent.setdefault(v.sent_of[r["span"][0]], []).append(r)
    owner_of = b.token_owner.get
    for start, rs in by_sent.items():
        if start == 0 or any(r["dataset"] is not None for r in rs):
            continue
        if any((o := owner_of(t)) is not None and o.type is EntityType.DATASET
               for t in range(start, v.sent_end_of[start])):
            continue  # the sentence names a dataset the number is not reported on
        before = by_sent.get(v.sent_of[start - 1], [])
        datasets = {id(r["dataset"]): r["dataset"] for r in before}
        # but "a C4 perplexity of 15.76" names the dataset of that measure alone
        if before and len(datasets) == 1 and None not in [r["dataset"] for r in before] \
                and not any(r.get("qualified") for r in before):
            (dataset,) = datasets.values()
            for r in rs:
                if r["unit"] != "×":  # "training 1.6× slower": a factor of cost is seldom on a dataset
                    r["dataset"] = dataset


def _respective_datasets(doc: Doc, b: _Builder, hits: list[NumberHit]) -> dict[int, _Found]:
    """"72.3%, 76.4% and 74.2% mIoU ... on S3DIS, ScanNet V2 and SemanticKITTI": as many coordinated numbers
    as coordinated datasets after them pair up in order (the hit's index → its dataset); with "respectively",
    the datasets may come first ("On PISA and miniF2F it achieves 59.5% (against 38.3%) and 34.0% (against
    20.9%), respectively"), and a number in parentheses goes with the one it follows."""
    v = view(doc)
    lowers, sent_of, owner_of = v.lower, v.sent_of, b.token_owner.get
    out: dict[int, _Found] = {}
    aside = _parenthesised(v, hits)
    k = 0
    while k < len(hits):
        if k in aside:
            k += 1
            continue
        group = [[k]]  # each member: a number and the parenthesised ones after it
        nxt = k + 1
        while nxt < len(hits) and sent_of[hits[nxt].start] == sent_of[hits[k].start]:
            if nxt in aside:
                group[-1].append(nxt)
                nxt += 1
                continue
            a, c = hits[group[-1][0]], hits[nxt]
            # numbers joined by "," / "and", each perhaps followed by its own measure ("66.8% mCov and 51.2% mAP")
            # or by a parenthesised comparison ("59.5% (against 38.3%) and 34.0%")
            between = [t for t in range(a.end, c.start) if not (
                (o := owner_of(t)) is not None and o.type is EntityType.METRIC) and not _inside(v, hits, group[-1], t)]
            if not between or not all(lowers[t] in {",", "and"} or (t == c.start - 1 and lowers[t] == "+")
                                      for t in between):
                break
            group.append([nxt])
            nxt += 1
        k = nxt
        if len(group) < 2:
            continue
        last = hits[group[-1][-1]]
        sent_end = v.sent_end_of[hits[group[0][0]].start]
        datasets = _dataset_list(v, b, last.end, sent_end)
        if not datasets:
            before = _dataset_list_before(v, b, hits[group[0][0]].start)
            start = sent_of[hits[group[0][0]].start]
            # "On MATH, GSM8K, and CSQA, MALT surpasses ... by 15.66%, 7.42%, and 9.40%": a list that opens the
            # sentence is as plain as "respectively"
            if "respectively" in lowers[last.end:sent_end] or (before and lowers[start] in {"on", "for", "across"} and (
                    min(s for s, _ in before[0].spans if s >= start) == start + 1)):
                datasets = before
        if len(datasets) == len(group):
            for member, dataset in zip(group, datasets):
                out.update((h, dataset) for h in member)
    return out


def _respective_measures(v: TokenView, hits: list[NumberHit], metrics: list[TokenSpan | None],
                         metric_spans: list[TokenSpan]) -> None:
    """"by 10.5% and 8.6% on NDS and mAP", "improves NDS and mAP by 10.5% and 8.6%, respectively": as many
    coordinated numbers as coordinated measures after them ("on", "in", "in terms of") pair up in order, or, with
    "respectively", as many measures named before them."""
    lowers, sent_of = v.lower, v.sent_of
    starts = {m.start: m for m in metric_spans}
    k = 0
    while k < len(hits):
        group = [k]
        while group[-1] + 1 < len(hits) and sent_of[hits[group[-1] + 1].start] == sent_of[hits[k].start] and \
                lowers[hits[group[-1]].end:hits[group[-1] + 1].start] in (["and"], [","], [",", "and"]):
            group.append(group[-1] + 1)
        k = group[-1] + 1
        if len(group) < 2:
            continue
        end, sent_end = hits[group[-1]].end, v.sent_end_of[hits[group[0]].start]
        j = end
        while j < sent_end and lowers[j] in {"%", "improvement", "improvements", "gains", "higher", "lower", "on",
                                            "in", "terms", "of", "the", "and"} and j not in starts:
            j += 1
        after = _measure_list(lowers, starts, j, sent_end)
        if len(after) == len(group) and lowers[j - 1] in {"on", "in", "of", "the"}:
            for h, m in zip(group, after):
                metrics[h] = m
            continue
        if "respectively" not in lowers[end:sent_end]:
            continue
        j = hits[group[0]].start - 1
        while j > sent_of[j] and lowers[j] in {"by", "of", "the", "with", "up", "to", "over"}:
            j -= 1
        before = [m for m in metric_spans if sent_of[m.start] == sent_of[hits[k - 1].start] and m.end <= j + 1]
        listed: list[TokenSpan] = []
        for m in reversed(before):  # the measures coordinated last before the numbers
            if listed and not set(lowers[m.end:listed[0].start]) <= {"and", ",", "the"}:
                break
            if not listed and m.end != j + 1:
                break
            listed.insert(0, m)
        if len(listed) == len(group):
            for h, m in zip(group, listed):
                metrics[h] = m


def _measure_list(lowers: list[str], starts: dict[int, TokenSpan], j: int, end: int) -> list[TokenSpan]:
    """The measures coordinated from token j on ("NDS and mAP", "FID, IS, and precision")."""
    out: list[TokenSpan] = []
    while j < end and j in starts:
        out.append(starts[j])
        j = starts[j].end
        while j < end and lowers[j] in {",", "and", "the"}:
            j += 1
    return out


def _parenthesised(v: TokenView, hits: list[NumberHit]) -> set[int]:
    """The hits inside parentheses that open after the previous hit ("59.5% (against 38.3%)")."""
    out = set()
    for k in range(1, len(hits)):
        opened = [t for t in range(hits[k - 1].end, hits[k].start) if v.text[t] == "("]
        # (right after the previous number: "reduces it by 30% and 50%, respectively, with negligible degradation
        # on source tasks (<2%)" asides no comparison of the 50%)
        if opened and opened[0] <= hits[k - 1].end + 1 and ")" not in v.text[opened[-1]:hits[k].start] \
                and ")" in v.text[hits[k].end:hits[k].end + 3]:
            out.add(k)
    return out


def _inside(v: TokenView, hits: list[NumberHit], member: list[int], t: int) -> bool:
    """Whether token t belongs to the parenthesised comparison of a group member (from "(" to ")")."""
    if len(member) < 2:
        return False
    close = v.text.index(")", hits[member[-1]].end)  # _parenthesised found it
    return hits[member[0]].end <= t <= close


def _dataset_list_before(v: TokenView, b: _Builder, i: int) -> list[_Found]:
    """The coordinated datasets named last before token ``i`` in its sentence ("On A and B, X achieves"), in order."""
    owner_of, start = b.token_owner.get, v.sent_of[i]
    k = i - 1
    while k >= start and not ((o := owner_of(k)) is not None and o.type is EntityType.DATASET):
        if (j := _before_score_aside(v, k, start)) != k:
            k = j
            continue
        if v.text[k][:1].isdigit():
            return []
        k -= 1
    found: list[_Found] = []
    while k >= start and (o := owner_of(k)) is not None and o.type is EntityType.DATASET:
        found.append(o)
        while k >= start and owner_of(k) is o:
            k -= 1
        while k >= start and v.lower[k] in {",", "and", "the"}:
            k = _before_score_aside(v, k - 1, start)
    return found[::-1]


def _before_score_aside(v: TokenView, k: int, start: int) -> int:
    """Token k, or the token before the score in parentheses that ends at it ("on ZINC-Subset (0.059) and
    ZINC-Full (0.013), outperforming ... by 10.6% and 40.9%, respectively")."""
    texts = v.text
    if k - 2 >= start and texts[k] == ")" and texts[k - 2] == "(" and is_number(texts[k - 1]):
        return k - 3
    return k


def _dataset_list(v: TokenView, b: _Builder, i: int, end: int) -> list[_Found]:
    """The coordinated datasets named first after token ``i`` in the sentence ("on A, B and C"), in order."""
    owner_of, texts = b.token_owner.get, v.text
    while i < end and not ((o := owner_of(i)) is not None and o.type is EntityType.DATASET):
        if texts[i][:1].isdigit() or texts[i] in {";", ":"} or v.lower[i] in _CLAUSE_TURN:
            return []  # another number or clause comes first
        i += 1
    found: list[_Found] = []
    while i < end and (o := owner_of(i)) is not None and o.type is EntityType.DATASET:
        found.append(o)
        while i < end and owner_of(i) is o:
            i += 1
        while i < end and v.lower[i] in {",", "and", "the"}:
            i += 1
    return found


# Words between a measure and its value: "accuracy of 90.6%", "accuracy 90.6% → 90.9%", "accuracy is 90.6%"
_MEASURE_TO_VALUE = frozenset({"of", "is", "from", "to", "→", "->", "=", ":", "%", "reaches", "improves"})


def _dataset_naming_measure(b: _Builder, metric: TokenSpan | None) -> _Found | None:
    """"a CIFAR-10 test accuracy of 95.1%", "80.1% ImageNet top-1 accuracy": a dataset written right before the
    measure says what the measure is taken on."""
    owner = b.token_owner.get(metric.start - 1) if metric is not None and metric.start > 0 else None
    return owner if owner is not None and owner.type is EntityType.DATASET else None


def _result_dataset(doc: Doc, b: _Builder, start: int, end: int, sent: TokenSpan) -> _Found | None:
    """The dataset a number is reported on: the next one named after it in the sentence ("on PRW"), or
    the one a sentence opens with ("On ImageNet, ..."); none when the text names several together."""
    v = view(doc)
    texts = v.text
    k = start - 1
    while k > max(sent.start, start - 6) and texts[k] not in {"(", ")"}:
        k -= 1
    if k > sent.start and texts[k] == "(":
        owner = b.token_owner.get(k - 1)  # "GSM8K (5.9%→10.9%)": the numbers of the dataset just named
        if owner is None and k - 1 > sent.start and v.lower[k - 1] in lowered("dataset_head"):
            owner = b.token_owner.get(k - 2)  # "on the HumanEval Python benchmark (46.2% pass@1)"
        if owner is not None and owner.type is EntityType.DATASET:
            return owner
    owner = _dataset_before_by(v, b, start, sent.start) or _dataset_before_from(v, b, start, sent.start) \
        or _dataset_reaching(v, b, start, sent.start)
    if owner is not None:
        return owner
    for i in range(end, sent.end):
        owner = b.token_owner.get(i)
        if owner is not None and owner.type is EntityType.DATASET:
            j = i
            while j < sent.end and b.token_owner.get(j) is owner:
                j += 1
            following = range(j, min(j + 3, len(texts)))  # the tokens of doc[j:j + 3]
            if any(v.lower[t] in {"and", "or", ","} for t in following[:1]) and any(
                    (o := b.token_owner.get(t)) is not None and o.type is EntityType.DATASET and o is not owner
                    for t in following):
                return None
            return owner
        if texts[i] == ";" or texts[i].lower() in _CLAUSE_TURN:
            break  # "from 0.84 to 0.63, while perplexity on OpenWebText ...": another clause's dataset
    lowers = v.lower
    for i in range(start - 1, max(sent.start, start - 8), -1):
        owner = b.token_owner.get(i)
        if owner is not None and owner.type is EntityType.DATASET:
            k = next((s for s, e in owner.spans if s <= i < e), i)
            if k > 0 and lowers[k - 1] == "on":
                return owner  # "perplexity on OpenWebText increases from 8.7 to 9.0"
            break
        if lowers[i] in {",", ";", "and"} or lowers[i] in _CLAUSE_TURN:
            break
    o = sent.start
    if o + 2 < sent.end and texts[o + 1] == "," and lowers[o].endswith("ly"):
        o += 2  # "Notably, for COCO, ..."
    if lowers[o] in {"on", "for", "in"}:  # "In Heterogeneous Highway, our method yields ..."
        owner = b.token_owner.get(o + 1) or b.token_owner.get(o + 2)
        if owner is not None and owner.type is EntityType.DATASET:
            return owner
    # "an evaluation on the WebArena benchmark shows that X outperforms Y by 23.5%": the one dataset the
    # sentence evaluates on, named before the number
    evaluated = {id(o): o for i in range(sent.start + 1, start) if (o := b.token_owner.get(i)) is not None
                 and o.type is EntityType.DATASET}
    if len(evaluated) == 1:
        (owner,) = evaluated.values()
        k, e = next(((s, e) for s, e in owner.spans if sent.start < s < start), (0, 0))
        j = k - 1
        while j > sent.start and k - j <= 4 and (texts[j] == "-" or (texts[j].isalpha() and texts[j].islower()
                                                                       and lowers[j] not in {"on", "in", "and", "or"})):
            j -= 1  # "on the large-scale OC20 dataset by up to 9%", "problems in the APPS dataset, resulting in"
        if k and (lowers[j] in {"on", "in"} or lowers[k - 1] == "in") and not (
                lowers[e] == "and" and any(t[:1].isdigit() for t in texts[max(sent.start, k - 6):k])):
            return owner  # unless a result before it ends with it ("1.6 points on GLUE and a 6.6% ...")
    return None


def _from_of_range(lowers: list[str], to: int, sent_start: int) -> int | None:
    """The "from" that opens the range whose "to" is token to ("from 82.2% to"), within three tokens; else None."""
    return next((k for k in range(to - 1, max(sent_start, to - 4), -1) if lowers[k] == "from"), None)


def _dataset_before_from(v: TokenView, b: _Builder, start: int, sent_start: int) -> _Found | None:
    """"improves accuracy on ImageNet from 82.2% to 87.8%": the dataset named just before a change's two ends."""
    lowers = v.lower
    j = start - 1
    if j > sent_start and lowers[j] == "to":
        j = _from_of_range(lowers, j, sent_start) or sent_start
    if j - 2 <= sent_start or lowers[j] != "from":
        return None
    owner = b.token_owner.get(j - 1)
    if owner is None or owner.type is not EntityType.DATASET:
        return None
    k = next((s for s, e in owner.spans if s < j <= e), j - 1)
    return owner if lowers[k - 1] in {"on", "in"} else None


def _dataset_reaching(v: TokenView, b: _Builder, start: int, sent_start: int) -> _Found | None:
    """"compresses ImageNet patches to 43.4% and LibriSpeech samples to 16.4%", "ImageNet 0-shot classification
    from 77% to 77.5%": the dataset a few lower-case words before the "to" (or "from") of a number."""
    lowers, texts = v.lower, v.text
    j = start - 1
    if j > sent_start and lowers[j] == "to":
        j = _from_of_range(lowers, j, sent_start) or j
    if j - 1 <= sent_start or lowers[j] not in {"to", "from"}:
        return None
    k = j - 1
    while k > sent_start and j - k <= 3 and k not in b.token_owner and (
            texts[k] == "-" or texts[k][:1].isdigit() or (texts[k].isalpha() and texts[k].islower())) \
            and lowers[k] not in {"and", "or", "by", "of", "on", "in", "the", "a"}:
        k -= 1  # "patches", "0-shot classification"
    owner = b.token_owner.get(k)
    return owner if k < j - 1 and owner is not None and owner.type is EntityType.DATASET else None


def _dataset_before_by(v: TokenView, b: _Builder, start: int, sent_start: int) -> _Found | None:
    """"improves MMLU (Physics and Chemistry) by 7% and 11%, TimeQA by 27%": the dataset right before the "by"
    that introduces a number (or the numbers coordinated with it) is the one it is reported on."""
    texts, lowers = v.text, v.lower
    j = start - 1
    while j > sent_start and start - j <= 6 and (lowers[j] in _BY_SKIP or _NUMBER_TOKEN.match(texts[j])):
        j -= 1
    if j <= sent_start or lowers[j] != "by" or j - 1 <= sent_start:
        return None
    k = j - 1
    if texts[k] == ")":  # "MMLU (Physics and Chemistry) by 7%": past the parenthesis
        k = next((i for i in range(k - 1, max(sent_start, k - 8), -1) if texts[i] == "("), sent_start) - 1
    owner = b.token_owner.get(k) if k > sent_start else None
    return owner if owner is not None and owner.type is EntityType.DATASET else None


# Between "by" and its number: "by up to 9%", "by over 3%", "by 7% and 11%"
_BY_SKIP = _APPROXIMATELY | {"and", ",", "%"}
_CLAUSE_TURN = frozenset({"while", "whereas", "but", "although"})
_VERSUS = frozenset({"vs", "vs.", "versus", "against"})
# Words after a number that name what it is set against, not its measure: "a speedup of 1.3x over FP8 and 1.7x over
# BF16"
_BASELINE_PREPS = _VERSUS | {"over", "than"}
# What may stand between coordinated numbers: "0.5% -- 2.6%", "+8.7 and +5.1", "50.4% (+8.2%)", "82.3% vs. 79.1%",
# "59.5% (against 38.3%) and 34.0% (against 20.9%) success rates"
_NUMBER_JOIN = _RANGE_JOIN | {"+", "(", ")", "only", "up"} | _VERSUS  # "from 34.7 up to 60.4"


def _to_span(doc: Doc, origin: Sequence[int], tok_span: tuple[int, int] | None = None,
             chars: tuple[int, int] | None = None, v: TokenView | None = None) -> Span:
    """A token span (or character span) as a Span in the original text; ``v`` is the doc's view, if at hand."""
    if v is None:
        v = view(doc)
    idx, texts = v.idx, v.text
    if chars is None:
        assert tok_span is not None
        start, end = tok_span
        if not 0 <= start < end <= len(texts):  # an empty or unusual span: let spaCy work out its offsets
            s = doc[start:end]
            chars = (s.start_char, s.end_char)
            start = s.start
        else:
            chars = (idx[start], idx[end - 1] + len(texts[end - 1]))  # v.end_char(end - 1)
    else:
        start = doc.char_span(chars[0], chars[1], alignment_mode="expand").start
    # The sentence's offsets straight from the token view: cheaper than making its Span.
    sent_start, last = v.sent_of[start], v.sent_end_of[start] - 1
    return Span(origin[chars[0]], origin[chars[1] - 1] + 1, origin[idx[sent_start]],
                origin[idx[last] + len(texts[last]) - 1] + 1)


_WORDISH = re.compile(r"[a-z]{3}")
# math mode that opens with a formatting command ("$\textbf{OPUS-100}$"); one used inside a formula
# ("$O(S/\mathcal{C}_{\mathrm{gap}} + S^2AH^2)$") keeps it a formula
_FORMATTING = re.compile(r"\$+\s*(?:\{\s*)?\\(?:text|mathtt|mathsf|mathrm|operatorname)")


def _release_after(v: TokenView, type_: EntityType, name: str, k: int) -> bool:
    """Whether token k is a version or a size that belongs to the name before it: a released model's ("Stable
    Diffusion 2.1", "Llama-3.1 405B") or a coined method's ("FastSpeech 2"); not a count ("GPT-4 3 times",
    "FooNet 2 layers")."""
    texts, lowers = v.text, v.lower
    if k >= len(texts) or not _MODEL_RELEASE.match(texts[k]) or (texts[k].isdigit() and any(map(str.isdigit, name))):
        return False
    if type_ is EntityType.MODEL:
        return True
    plural_after = k + 1 < len(texts) and lowers[k + 1].endswith("s") and len(lowers[k + 1]) > 3
    return type_ is EntityType.METHOD and bool(_MIXED_CASE.match(name)) and " " not in name and not plural_after


def _fold_repo(text: str) -> str:
    """The last path piece of a URL (or a name), lower-cased, letters and digits only ("x/Foo-Net" → "foonet"); a
    project page's own name where it has no path ("https://geomatch.github.io" → "geomatch")."""
    last = text.rstrip("/").rsplit("/", 1)[-1].removesuffix(".git").removesuffix(".github.io")
    return re.sub(r"[^0-9a-z]", "", last.lower())


def to_extraction(doc: Doc, paper: Paper) -> Extraction:
    """Turn one processed doc into the paper's Extraction, with spans in the original text."""
    # Text without markup or extra spaces normalises to itself: the offset map is the identity.
    # (a range indexes like the list of its numbers, without building it)
    origin = range(len(paper.text) + 1) if paper.norm == paper.text else normalise(paper.text)[1]
    entities, relations, results, urls = extract_doc(doc, paper.id)
    v = view(doc)
    ext = Extraction(paper.id)
    records: dict[int, Entity] = {}
    # "$\textbf{OPUS-100}$", "$\mathtt{UCB-AVG}$": math mode used to format a name is no formula
    math = [(a, b) for a, b in math_spans(paper.text) if not _FORMATTING.match(paper.text, a, b)] \
        if "$" in paper.text else []
    formulas: set[int] = set()
    for f in entities:
        spans = sorted({_to_span(doc, origin, s, v=v) for s in f.spans})
        if math and f.rule != "lexicon" and not _WORDISH.search(f.name) and \
                all(any(a <= s.start and s.end <= b for a, b in math) for s in spans):
            # "$S^2A$", "$H^{3/2}$": symbols in a formula, not names; but "$\textbf{Lingual-SMoE}$" is a name
            formulas.add(id(f))
            continue
        records[id(f)] = Entity(f.type, f.name, list(f.aliases), spans, f.rule)
        ext.entities.append(records[id(f)])
    for r in relations:
        obj, subj = r["object"], r["subject"]
        if id(obj) in formulas or (subj is not None and id(subj) in formulas):
            continue
        ext.relations.append(Relation(r["type"], obj.name, obj.type, _to_span(doc, origin, r["span"], v=v), r["rule"],
                                      subj.name if subj else None, subj.type if subj else None))
    for r in results:
        metric, dataset, method = ((x if x is not None and id(x) not in formulas else None)
                                   for x in (r["metric"], r["dataset"], r["method"]))
        ext.results.append(Result(r["value"], r["unit"], metric.name if metric else None,
                                  dataset.name if dataset else None, method.name if method else None, r["delta"],
                                  _to_span(doc, origin, r["span"]), "results:number"))
    for url, s, e in urls:
        # "github.com/x/y" as written becomes a link that works; the evidence span still points at the text
        ext.code.append((url if "://" in url else f"https://{url}", _to_span(doc, origin, chars=(s, e))))
    return ext


def extract_papers(papers: Iterable[Paper], *, batch_size: int = 64) -> Iterator[Extraction]:
    """Run the pipeline over papers (normalised text) and yield one Extraction each, in order."""
    nlp = extraction_nlp()
    papers = list(papers)
    docs = (new_doc(nlp, p.norm) for p in papers)  # nlp.pipe takes Docs as they are
    for paper, doc in zip(papers, nlp.pipe(docs, batch_size=batch_size)):
        yield to_extraction(doc, paper)
