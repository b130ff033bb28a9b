"""Find candidate names in a doc: coined tokens, title-case runs, lexicon terms and task phrases.

Pure functions over a Doc; ``NameFinder`` wraps them as a spaCy component that fills
``doc.spans["kg_names"]`` (label NAME), ``doc.spans["kg_lexicon"]`` (label = entity type) and
``doc.spans["kg_tasks"]`` (label Task).
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import compress, islice

from spacy.lang.en.lex_attrs import like_num
from spacy.lang.en.stop_words import STOP_WORDS
from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc, Span

from kg.nlp.rules import load_wordlists, lowered
from kg.nlp.tokenview import TokenView, Triple, kinds, put_spans, register_kind, view

# "Recall@100", "Hits@k", "Acc@0.25", "mIoU@0.5", "maj@64": a measure at a cut-off or an overlap threshold
_METRIC_AT = re.compile(r"^[a-z]{0,2}(?:recall|precision|accuracy|r|p|hits?|hr|ndcg|mrr|acc|map|ap|ar|pass|f1|top|"
                        r"success|sr|iou|miou|maj|cons)@(?:\d+(?:\.\d+)?|[kKnN])$", re.I)
# "AP25", "AP75", "mAP50", "AR100", "mAP50-95": average precision or recall at an overlap threshold or a count
_METRIC_AT_THRESHOLD = re.compile(r"^m?A[PR]\d{2,3}(?:-\d{2,3})?$")
_VERSION = re.compile(r"^\d+(?:\.\d+)?[BbMm]?$")
_MEASURE_ACRONYM = re.compile(r"^m?[A-Z][A-Za-z]{1,5}$")
V_VERSION = re.compile(r"^[vV]\d+(?:\.\d+)*$")  # "V2", "v1.5": a version of the name before it
_TOP_K = re.compile(r"^top-?\d+$", re.I)  # "top-3", "top1": accuracy at k
_TOP_LETTER = re.compile(r"^top-?[kKnN]$", re.I)  # "topK recommendation", "top-K retrieval": a modifier, not a name
# "7B", "2nd", and a range of them ("1.5B--13B"): a count or a size, not a name
# ("7B-parameter", "110M-sized": a size as a modifier; "50B+": that size or more)
_COUNTLIKE = re.compile(r"^\d+(?:\.\d+)?(?:[a-zA-Z]{1,2}|st|nd|rd|th)(?:[-–—]+\d+(?:\.\d+)?(?:[a-zA-Z]{1,2})?)*"
                        r"(?:-(?:parameters?|params?|scale|sized?|tokens?))?\+?$")
_CONNECTORS = frozenset({"of", "for"})
_GENERIC_TAILS = frozenset({"algorithm", "optimizer", "estimator", "sampler", "process", "processes"})


@lru_cache(maxsize=65536)  # a function of the text alone; the same tokens recur across a doc's spans
def _is_checkpoint(text: str) -> bool:
    """A coined name with a digit, as released models are named ("Claude-1-52B", "GPT-4")."""
    return is_coined(text) and any(map(str.isdigit, text))


@lru_cache(maxsize=1)
def _release_tails() -> frozenset[str]:
    """Words after a hyphen that keep a variable's compound a name: a model's release ("o1-preview", "o3-mini") or
    the head of a method or task ("ℓ1-regularization", "ℓ1-regression")."""
    return lowered("model_size") | lowered("model_tier") | {"preview"} | lowered("method_head") | lowered("task_head")


# A conditional ("X|Y", not "||"), a comparison, or a power of one letter or of a lower-case word ("A^-1", "B^N",
# "epsilon^2"; but "R^2" is a measure)
_FORMULA = re.compile(r"(?<!\|)\|(?!\|)|[<>=]|^[a-z]+\^|^[^-]*(?:^|[^A-Za-z])[A-Za-z]\^[A-Za-z⊤][^-]*$|"
                      r"(?:^|[^A-Za-z])[A-Za-z]\^-\d")


def is_coined(text: str) -> bool:
    """A coined name: a capital after the first character, or letters mixed with digits (not "3D", "8B")."""
    # any(map(str.isalpha, text)) is any(c.isalpha() for c in text) without a generator frame
    if len(text) < 2 or not any(map(str.isalpha, text)) or _COUNTLIKE.match(text):
        return False
    if not (text[0].isalnum() or text[0] in "τα∇") or text.startswith("cid:"):
        return False  # (an unmapped PDF glyph, "(cid:28)", is no name)
    if ("|" in text or "<" in text or ">" in text or "=" in text or "^" in text) and _FORMULA.search(text):
        return False  # "X|Y", "Cerr>0", "A^-1", "epsilon^2": a formula (but "RL^2", "C^3-UCB", "k-Means||")
    head, _, tail = text.rpartition("-")
    if head and len(head) <= 5 and len(tail) >= 3 and tail.isalpha() and tail.islower() \
            and not any(map(str.isupper, head)) and tail not in _release_tails():
        return False  # "ℓ2-error", "k1-rank", "ℓ1/ℓ2-attacks": a variable qualifies a common word (but "o1-preview")
    if any(map(str.isupper, text[1:])):
        return True
    if text.endswith("++") and len(text) > 4 and text[0].isupper():
        return True  # "Hutch++", "Adam++": an improved version of a named method (not the language "C++")
    return any(map(str.isdigit, text)) and text[0].isalpha()


def plural_of(term: str) -> str:
    """The plural of a term's last word: "random forests", "Gaussian processes", "top-1 accuracies"."""
    if term.endswith(("s", "x", "ch", "sh")):
        return term + "es"
    if term.endswith("y") and len(term) > 1 and term[-2] not in "aeiou":
        return term[:-1] + "ies"
    return term + "s"


_JOINED_ACRONYMS = re.compile(r"^[A-Z]{2,}(?:-[A-Z]{2,})+$")  # "AUC-ROC", "MS-SSIM": acronyms joined by hyphens


def _lexicon_matchers(nlp: Language) -> tuple[PhraseMatcher, PhraseMatcher]:
    exact = PhraseMatcher(nlp.vocab, attr="ORTH")
    folded = PhraseMatcher(nlp.vocab, attr="LOWER")
    for term in sorted(load_wordlists()["metric"]):
        # Terms with capitals (mAP, AUROC) match as written; lower-case ones match in any case.
        target = exact if any(c.isupper() for c in term) else folded
        last = term.rsplit(" ", 1)[-1]
        # "F1 scores", "Dice coefficients": a capitalised term ending in a lower-case noun has a plural too
        plural = not term.endswith("s") and (target is folded or " " in term and last.isalpha() and last.islower())
        forms = [term, plural_of(term)] if plural else [term]
        if _JOINED_ACRONYMS.match(term):
            forms += [term.replace("-", ""), term.replace("-", " ")]  # "AUC-ROC" written "AUCROC" or "AUC ROC"
        first, _, rest = term.partition(" ")
        if target is exact and rest and rest.replace(" ", "").isalpha() and rest.islower() \
                and any(c.isupper() for c in first):
            # "Pearson's Correlation", "Dice Coefficient": an eponym's measure written in title case
            forms += [f"{first} {rest.title()}"] + ([f"{first} {plural_of(rest).title()}"] if plural else [])
        if target is folded:
            forms = sorted({c for f in forms for c in _cased_forms(f)})
        target.add("Metric", [nlp.make_doc(f) for f in _apostrophe_variants(forms)])
    for term in sorted(load_wordlists()["dataset"]):
        exact.add("Dataset", [nlp.make_doc(f) for f in _apostrophe_variants([term])])
    for term in sorted(load_wordlists()["method"]):
        # established algorithms are Methods even in lower case ("gradient descent", "random forests")
        forms = {c for f in (term, plural_of(term)) for v in _hyphen_variants(f) for c in _cased_forms(v)}
        folded.add("Method", [nlp.make_doc(f) for f in _apostrophe_variants(sorted(forms))])
    for term in sorted(load_wordlists()["annotated_task"]):
        # task names annotators give: extraction keeps them only where no other name claims the words
        folded.add("Task", [nlp.make_doc(f) for f in sorted(_cased_forms(term))])
    return exact, folded


def _apostrophe_variants(forms: list[str]) -> list[str]:
    """The forms, and each with a typographic apostrophe for a straight one: "Spearman’s rank correlation"."""
    return list(forms) + [f.replace("'", "’") for f in forms if "'" in f]


def _hyphen_variants(term: str) -> set[str]:
    """A term as written and with one of its spaces hyphenated ("temporal-difference learning",
    "gradient-boosted trees"), and the reverse for a hyphen between lower-case words."""
    words = term.split(" ")
    forms = {term} | {" ".join(words[:k]) + "-" + " ".join(words[k:]) for k in range(1, len(words))}
    if len(words) > 2:
        forms.add("-".join(words))  # "projected-gradient-descent"
    if "-" in term and term.replace("-", "").replace(" ", "").isalpha() and term.islower():
        forms.add(term.replace("-", " "))  # "median-of-means" as "median of means"
    return forms | {_BRITISH.sub(r"is\1", f) for f in forms}  # "batch normalisation"


_BRITISH = re.compile(r"iz(ation|ing|ed|e)\b")


def _cased_forms(term: str) -> set[str]:
    """A lower-case term as written in any case: "Q-learning" and "Frank-Wolfe" are one token each, while
    "q-learning" splits at its hyphen, so the folded matcher needs the capitalised spellings too."""
    first = term[:1].upper() + term[1:]
    titled = " ".join("-".join(p[:1].upper() + p[1:] for p in w.split("-")) for w in term.split(" "))
    return {term, first, titled}


def lexicon_spans(doc: Doc, matchers: tuple[PhraseMatcher, PhraseMatcher]) -> list[Span]:
    """Metric and known-dataset terms as Spans: lexicon_triples() made into spaCy objects."""
    return [Span(doc, start, end, label=label) for start, end, label in lexicon_triples(doc, matchers)]


def lexicon_triples(doc: Doc, matchers: tuple[PhraseMatcher, PhraseMatcher]) -> list[Triple]:
    """Metric, known-dataset, known-method and annotated task terms, not inside a lower-case hyphen compound."""
    spans = []
    v = view(doc)
    texts = v.text
    for matcher in matchers:
        for match_id, start, end in matcher(doc):
            if start > 0 and texts[start - 1] == "-":
                continue
            label = doc.vocab.strings[match_id]
            if end < len(texts) and texts[end] == "-" and not (
                    label == "Method" and end + 1 < len(texts) and v.lower[end + 1] in _USES_TAILS):
                continue  # but "a score matching-based algorithm" uses score matching
            if label == "Metric":
                start = _metric_kind(doc, start)
            elif label == "Method":
                # "online mirror descent", "optimistic policy gradient": a named variant of a known algorithm
                while start > 0 and v.lower[start - 1] in lowered("method_modifier") and v.text[start - 1].islower():
                    start -= 1
            spans.append((start, end, label))
    for i in _lexicon_candidates(v):
        text = texts[i]
        if ("@" in text and _METRIC_AT.match(text)) or (text[:3].lower() == "top" and _TOP_K.match(text)) \
                or _METRIC_AT_THRESHOLD.match(text):
            spans.append((i, i + 1, "Metric"))
        elif _is_percentage(texts, i):
            # "67.04 %" measures what follows; a stray "%" ("%Self-supervised learning") measures nothing
            spans.extend(_measured_after(doc, v, i + 1))
            spans.extend(_measured_before_parenthesis(v, i))
            spans.extend(_change_in(v, i + 1))
            spans.extend(_measured_on(v, i + 1))
            if i + 2 < len(texts) and v.lower[i + 1] == "in":  # "gains of 11.9% and 13.5% in angle accuracy"
                spans.extend(t for t in _measure_after_in(v, i + 2) if t[1] - t[0] <= 3)
        elif _FACTOR.match(text):
            spans.extend(_change_in(v, i + 1))
        elif text in {"points", "point"} and i > 0 and v.text[i - 1][:1].isdigit():
            spans.extend(_change_in(v, i + 1))  # "8 points improvement in dendrogram purity"
        elif text in _CHANGE_NOUNS and i + 2 < len(texts) and v.lower[i + 1] == "in":
            spans.extend(_in_terms_of(doc, v, i + 2))  # "consistent enhancements in average reward"
        elif text in _CHANGE_VERBS:
            spans.extend(_changed_by(doc, v, i + 1))
            if text in _COMPARED:  # "with reduced evaluation time"
                spans.extend(_compared_measure(v, i + 1))
        elif text == "by" and i > 1:
            spans.extend(_in_measure_by(doc, v, i))
            if v.lower[i - 1] in {"measured", "quantified"}:  # "as measured by regret"
                spans.extend(_in_terms_of(doc, v, i + 1, measured=True))
        elif text == "terms" and 0 < i < len(v.lower) - 1 and v.lower[i - 1] == "in" and v.lower[i + 1] == "of":
            spans.extend(_in_terms_of(doc, v, i + 2, reported=_value_before(v, i - 1)))
        elif text in _SURPASS_VERBS:
            k = next((k for k in range(i + 1, min(v.sent_end_of[i], i + 12)) if v.lower[k] == "in"), None)
            if k is not None:  # "surpasses the baselines in semantic similarity, image fidelity, and consistency"
                spans.extend(_in_terms_of(doc, v, k + 1))
        elif (text in _EXAMPLE_CUES or text in _LIST_MARKS) and i > 0:
            spans.extend(_listed_measures(v, i))
        elif text in _COMPARED:
            spans.extend(_compared_measure(v, i + 1))
    # an annotated task name yields to every other term it overlaps ("image classification accuracy")
    kept = _longest([t for t in spans if t[2] != "Task"])
    return sorted(kept + [t for t in _longest([t for t in spans if t[2] == "Task"])
                          if not any(t[0] < e and s < t[1] for s, e, _ in kept)])


_FACTOR = re.compile(r"^\d+(?:\.\d+)?[x×]$")


def _is_percentage(texts: list[str], i: int) -> bool:
    """Whether token i is a percentage: "67.04%", or a "%" after a number ("67.04 %")."""
    text = texts[i]
    return (text == "%" and i > 0 and texts[i - 1][-1:].isdigit()) or (text.endswith("%") and text[:1].isdigit())
# Nouns of a change whose "in ..." names the measure changed ("a 27% reduction in ...", "gains in decoding time")
_CHANGE_NOUNS = frozenset({"reduction", "reductions", "decrease", "decreases", "increase", "increases", "improvement",
                           "improvements", "drop", "drops", "gain", "gains", "enhancement", "enhancements", "boost",
                           "boosts", "degradation"})
_INDEX_TOKEN = re.compile(r"^[A-Za-z]\d$")  # "L2 error", "l1 distance"


def _change_in(v: TokenView, i: int) -> list[Triple]:
    """"a 27% reduction in trajectory L2 error", "91x reduction in the communication overhead": the measure a
    change noun after a number names, a few lower-case words ending in a measure noun (plural too)."""
    lowers, n = v.lower, len(v.text)
    # ("+9.4% improvement on averaged precision": "on" too, where lower-case words end in a measure noun)
    if i + 1 >= n or lowers[i] not in _CHANGE_NOUNS or lowers[i + 1] not in {"in", "on"}:
        return []
    return _measure_after_in(v, i + 2)


def _measure_after_in(v: TokenView, k: int) -> list[Triple]:
    """The measure after the "in" that ends before token k: a few lower-case words ending in a measure noun."""
    lowers, texts, n = v.lower, v.text, len(v.text)
    start = k + 1 if k < n and lowers[k] in {"the", "its", "their"} else k
    stop, heads = lowered("modifier_stop"), lowered("metric_head")
    end = start
    while end < min(n, start + 4) and (texts[end] == "-" or _INDEX_TOKEN.match(texts[end]) or (
            texts[end].islower() and texts[end].replace("-", "").isalpha() and lowers[end] not in stop)):
        end += 1
        if lowers[end - 1] in heads or lowers[end - 1].removesuffix("s") in heads:
            return [(start, end, "Metric")] if end - start >= 2 else []
    return []


def _measured_on(v: TokenView, i: int) -> list[Triple]:
    """"(54.7% vs. 51.66%), on sequence recovery rate": a few lower-case words ending in a measure noun after "on",
    right after a percentage or a comparison of percentages, name what it measures."""
    lowers, texts, n = v.lower, v.text, len(v.text)
    k = i
    while k < min(n, i + 6) and (texts[k] in {")", ",", "%", "vs", "vs.", "versus"} or texts[k][:1].isdigit()):
        k += 1
    if k >= n or lowers[k] != "on":
        return []
    start = end = k + 1
    heads, stop = lowered("metric_head"), lowered("modifier_stop")
    while end < min(n, start + 4) and texts[end].islower() and texts[end].replace("-", "").isalpha() \
            and lowers[end] not in stop:
        end += 1
        if lowers[end - 1] in heads and (end == n or lowers[end] not in heads):
            return [(start, end, "Metric")] if end - start >= 2 else []
    return []


_EXAMPLE_CUES = frozenset({"such", "like", "including"})
# Marks after a plural "metrics" that open the list of them: "two new metrics: X and Y", "two novel metrics, X and Y"
_LIST_MARKS = frozenset({":", ","})
_COUNTED_NEW = frozenset({"two", "three", "four", "five", "new", "novel"})
# Verbs of a comparison whose "in ..." names the measures compared ("outperforms X in image fidelity")
_SURPASS_VERBS = frozenset({"outperforms", "outperform", "outperforming", "outperformed", "surpasses", "surpass",
                            "surpassing", "surpassed", "beats", "beat", "beating"})
_MEASURE_CLASSES = frozenset({"metric", "metrics", "measure", "measures"})


@lru_cache(maxsize=1)
def _vague_measures() -> frozenset[str]:
    """Words that name no measure by themselves: vague qualities ("performance"), generic words, "metrics"."""
    return lowered("vague_measure") | lowered("vague_measure_head") | lowered("generic") | _MEASURE_CLASSES


def _listed_measures(v: TokenView, i: int) -> list[Triple]:
    """"metrics such as the balanced error or the worst-group error": the lower-case items of a list of measures
    that end in a measure noun."""
    lowers, texts, n = v.lower, v.text, len(v.text)
    if lowers[i - 1] not in _MEASURE_CLASSES:
        return []
    if lowers[i] in _LIST_MARKS and not (lowers[i - 1].endswith("s") and (
            lowers[i] == ":" or (i > 1 and lowers[i - 2] in _COUNTED_NEW))):
        return []  # "across metrics, accuracy ...": a comma lists measures only after "two new metrics"
    k = i + 2 if lowers[i] == "such" and i + 1 < n and lowers[i + 1] == "as" else i + 1
    if lowers[i] == "such" and k == i + 1:
        return []
    heads, stop, vague = lowered("metric_head"), lowered("modifier_stop"), _vague_measures()
    end_of = min(n, v.sent_end_of[i], k + 20)
    spans = []
    while k < end_of:
        while k < end_of and lowers[k] in {"the", "a", "an", ",", "and", "or"}:
            k += 1
        start = k
        while k < end_of and k - start < 5 and (texts[k] == "-" or (
                texts[k].islower() and texts[k].replace("-", "").isalpha() and lowers[k] not in stop
                and lowers[k] not in {"and", "or"})):
            k += 1
        if k == start:
            break  # a name, a number or the clause after the list
        if lowers[k - 1] in heads and (k - start >= 2 or lowers[k - 1] not in {"time", "speed", "cost"}) or (
                k - start <= 3 and lowers[k - 1] not in vague and (k >= n or lowers[k] in {",", "and", "or", "."})
                and lowers[i - 1].endswith("s")):
            # "metrics such as human preference, truthfulness, and safety": a list of metrics says they are measures
            # (but "a single importance metric such as gradient magnitude" is what a method scores by)
            spans.append((start, k, "Metric"))
        if k >= end_of or lowers[k] not in {",", "and", "or"}:
            break
    return spans


def _in_measure_by(doc: Doc, v: TokenView, i: int) -> list[Triple]:
    """"outperforms them in fidelity by up to 3.10% and utility by up to 7.16%": the measure between "in"
    (or a number and "and") and "by" before a number."""
    lowers, texts = v.lower, v.text
    k = i + 1
    while k < len(lowers) and lowers[k] in APPROX:
        k += 1
    if k >= len(texts) or not texts[k][:1].isdigit():
        return []
    stop = lowered("modifier_stop")
    start = i
    while start > max(0, i - 3) and texts[start - 1].isalpha() and texts[start - 1].islower() \
            and lowers[start - 1] not in stop and lowers[start - 1] not in {"in", "and"}:
        start -= 1
    if start == i or start < 2 or lowers[i - 1] in _MEASURED_IN:
        return []  # "the average success rate in manipulation tasks by 25.0%": where the measure is taken
    before = lowers[start - 1]
    if before in {"the", "its", "their"} and start > 2 and lowers[start - 2] in {"in", "along"} and i - start >= 2:
        before = "in"  # "surpassing prior work along the realism meta metric by 3.3%"
        start_of_in = start - 2
    else:
        start_of_in = start - 1
    if before in {"in", "along"} and lowers[start_of_in - 1] not in lowered("metric_head"):
        return [(start, i, "Metric")]  # but in "improves accuracy in characterizing X by 48%" the measure is named
    if before == "and" and (texts[start - 2].endswith("%") or texts[start - 2][:1].isdigit()):
        # "... in fidelity by 3.10% and utility by 7.16%"; but in "outperforms replay by 55% and imitation
        # learning by 68%" the words before "by" name a baseline
        for k in range(start - 3, max(v.sent_of[i], start - 9), -1):
            if lowers[k] == "by":
                return [(start, i, "Metric")] if "in" in lowers[max(0, k - 4):k] else []
    return []


_MEASURED_IN = frozenset({"task", "tasks", "setting", "settings", "environment", "environments", "domain", "domains",
                          "benchmark", "benchmarks", "dataset", "datasets", "game", "games", "scenario", "scenarios"})
_USES_TAILS = frozenset({"based", "driven", "guided", "inspired", "style"})
_CHANGE_VERBS = frozenset("improves improve improved improving reduces reduce reduced reducing increases increase "
                          "extends extend extended extending "
                          "increased increasing decreases decrease decreased decreasing lowers lower lowered boosts "
                          "boost boosted cuts cut raises raise raised".split())


# Words that compare an amount: "less search time", "reduced evaluation time", "lower energy consumption"
_COMPARED = frozenset({"less", "lower", "higher", "reduced", "shorter", "longer", "lowest", "highest", "minimal",
                       "increased", "smaller", "greater", "fewer", "faster"})


def _compared_measure(v: TokenView, i: int) -> list[Triple]:
    """"using two orders of magnitude less search time", "with reduced evaluation time": two or three lower-case
    words ending in a measure noun after a word that compares an amount name a measure."""
    lowers, texts, n = v.lower, v.text, len(v.text)
    heads, stop = lowered("metric_head"), lowered("modifier_stop")
    end = i
    while end < min(n, i + 3) and texts[end].islower() and texts[end].replace("-", "").isalpha() \
            and lowers[end] not in stop:
        end += 1
        if (lowers[end - 1] in heads or lowers[end - 1].removesuffix("s") in heads) and (
                end == n or not texts[end].isalpha() or lowers[end] in _COMPARED_ENDS):
            # not "a higher learning rate"; nor "at a lower computational cost", which claims a saving the abstract
            # rarely measures
            ok = end - i >= 2 and v.span_text(i, end).lower() not in lowered("not_metric") \
                and lowers[end - 1].removesuffix("s") not in _RESOURCE_HEADS
            return [(i, end, "Metric")] if ok else []
    return []


_RESOURCE_HEADS = frozenset({"cost", "overhead", "usage", "consumption", "utilization", "footprint", "coverage"})


def _lexicon_candidate(text: str) -> bool:
    """Whether a token can meet a condition of the loop in lexicon_triples: holding "@", a measure at a threshold
    ("AP25"), starting with "top" in any case (text[:3].lower() == "top" implies text.lower().startswith("top")),
    ending in "%", a change verb, "by", "terms", or a mark that may open a list of measures."""
    return "@" in text or text.lower().startswith("top") or text.endswith("%") or text in _CHANGE_VERBS \
        or text == "by" or text == "terms" or bool(_FACTOR.match(text)) or text in _EXAMPLE_CUES or text in _SURPASS_VERBS \
        or text in _LIST_MARKS or text in _CHANGE_NOUNS \
        or text == "points" or text == "point" or text in _COMPARED \
        or bool(_METRIC_AT_THRESHOLD.match(text))


_LEXICON_CANDIDATE = register_kind(_lexicon_candidate)


def _lexicon_candidates(v: TokenView) -> list[int]:
    """In order, the tokens that can meet a condition of the loop in lexicon_triples ("by" only after the second
    token), found by one C-level pass over the tokens' kinds."""
    texts = v.text
    found = list(compress(range(len(texts)), map(_LEXICON_CANDIDATE.__and__, kinds(v))))
    if found and found[0] <= 1:  # only the first two of the ascending indices can be a "by" too early
        found[:2] = [i for i in found[:2] if i > 1 or texts[i] != "by"]
    return found


# Words between "by" and the number of a change: "by up to 7%", "by about 20%".
APPROX = frozenset({"up", "to", "about", "around", "approximately", "over", "nearly", "~"})


# Measure nouns that name no measure by themselves: "in terms of time" or "of cost" says what, not how
_BARE_HEADS = frozenset({"score", "rate", "error", "time", "cost", "costs", "usage", "overhead", "utilization"})


# What may follow a one-word measure: the end of the phrase ("measured by regret, which"), not more of a noun
# ("measured by n-gram diversity", "by the sum of")
_AFTER_BARE_MEASURE = frozenset({".", ",", ";", ":", ")", "(", "and", "or", "than", "on", "in", "across", "while",
                                 "but", "at"})


def _bare_measure(v: TokenView, k: int) -> bool:
    """Whether the one lower-case word at k can name a measure by itself."""
    low = v.lower[k]
    return len(low) >= 3 and low.isalpha() and low not in _vague_measures() \
        and k + 1 < len(v.lower) and v.lower[k + 1] in _AFTER_BARE_MEASURE


def _value_before(v: TokenView, k: int) -> bool:
    """Whether a percentage or a factor ends right before token k, or one or two lower-case words before it ("63% in
    terms of", "20× smaller in terms of")."""
    for j in range(k - 1, max(-1, k - 4), -1):
        if _is_percentage(v.text, j) or _FACTOR.match(v.text[j]):
            return True
        if not (v.text[j].isalpha() and v.text[j].islower()):
            return False
    return False


def _reported_measure(v: TokenView, i: int) -> list[Triple]:
    """"(up to 63% in terms of required samples)", "20× smaller in terms of the number of trainable parameters":
    after a reported value, "in terms of" names its measure, whatever its head (6 of 6 such values in the
    development sets were annotated with it)."""
    lowers, texts = v.lower, v.text
    k = i
    while k < len(texts) and lowers[k] in {"the", "its", "their"} | lowered("metric_qualifier"):
        k += 1
    start, end = k, min(len(texts), v.sent_end_of[i], k + 6)
    while k < end and (texts[k] == "-" or (texts[k].islower() and texts[k].replace("-", "").isalpha()
                                           and (lowers[k] not in STOP_WORDS or lowers[k] == "of"))):
        k += 1
    if k < len(texts) and (texts[k][:1].isalnum() and lowers[k] not in STOP_WORDS):
        return []  # "in terms of mean L_2 perturbation distance": a name this rule cannot bound
    while k > start and lowers[k - 1] in {"of", "-"}:
        k -= 1
    if k == start or (k - start == 1 and lowers[start] in _vague_measures()) or lowers[start] == "of":
        return []
    return [(start, k, "Metric")]


def _in_terms_of(doc: Doc, v: TokenView, i: int, measured: bool = False, reported: bool = False) -> list[Triple]:
    """"in terms of imputation error and final downstream accuracy": the measures named after "in terms of",
    each a few lower-case words ending in a measure noun ("performance" or "quality" alone are no measures), or
    one such noun that names a measure by itself ("in terms of coverage"); after "measured by" any one noun
    that is no vague measure ("as measured by regret")."""
    lowers, texts = v.lower, v.text
    stop, heads = lowered("modifier_stop"), lowered("metric_head")
    spans = []
    if reported and (found := _reported_measure(v, i)):
        return found
    end = min(len(texts), v.sent_end_of[i - 1] if i - 1 < len(texts) else i, i + 10)
    k = i
    while k < end:
        while k < end and lowers[k] in {"the", "both", "its", "their"} | lowered("metric_qualifier"):
            k += 1
        start = k
        while k < end and k - start < 4 and (texts[k].islower() or (
                texts[k] == "-" and k > start and k + 1 < end and texts[k + 1].islower())) and lowers[k] not in stop \
                and lowers[k] not in {"and", "or", ","} and (texts[k] == "-" or texts[k].replace("-", "").isalpha()):
            k += 1  # (a hyphen joins the words of one: "class-conditional coverage")
        if k < end and texts[k].isalpha() and texts[k].islower() and lowers[k] not in STOP_WORDS:
            break  # "degradation in the sparse-reward setting": the words qualify a noun after them
        if k - start >= 2 and lowers[k - 1] in heads or k - start == 1 and _bare_measure(v, start) and (
                measured or lowers[start] in heads and lowers[start] not in _BARE_HEADS):
            spans.append((start, k, "Metric"))
        if k < end and (lowers[k] in {"and", "or"} or lowers[k] == "," and not measured):  # "by regret, and scales"
            k += 1
            continue
        break
    return spans


_NOT_A_MEASURE_OPENER = frozenset({"such", "upon", "these", "those", "this", "that", "on", "over"})
_IMPROVED_UPON = frozenset({"work", "works", "counterpart", "counterparts", "art", "state", "ones", "one"})
_WHOSE_VALUE = frozenset({"previous", "prior", "best", "current", "existing", "sota"})
_STATE_OF_THE_ART = ["state", "-", "of", "-", "the", "-", "art"]
# Words a measure changed "by" a number does not run over: "improves performance on its task by 52.7 points" names
# where, not what
_NOT_IN_CHANGED = frozenset({"by", "of", "and", "in", "on", "for", "across", "over", "at", "with", "to", "from"})


def _changed_by(doc: Doc, v: TokenView, i: int) -> list[Triple]:
    """"improves the primal-dual integral by up to 7%", "reduces average solving time by 20%": the measure a
    change verb names right before "by" and a number."""
    lowers, texts = v.lower, v.text
    # ("reduce the state-of-the-art median error by 13%", "the previous best median error": whose value it was is
    # no part of the measure)
    while i < len(lowers) and (lowers[i] in {"the", "its", "their", "our"} | lowered("metric_qualifier") | _WHOSE_VALUE
                               or lowers[i:i + 7] == _STATE_OF_THE_ART):
        i += 7 if lowers[i:i + 7] == _STATE_OF_THE_ART else 1
    end = i
    while end < min(len(lowers), i + 5) and (texts[end] == "-" or (
            texts[end].islower() and texts[end].replace("-", "").isalpha() and lowers[end] not in _NOT_IN_CHANGED)):
        end += 1
    by = next((j for j in range(i + 2, min(len(lowers), i + 12)) if lowers[j] == "by"), None)
    if by is not None and lowers[by - 1] == "performance" and lowers[by - 2] in lowered("metric_head"):
        i, end = by - 2, by - 1  # "improves the previous state-of-the-art fidelity performance by 12.9%"
    elif end == i or end >= len(lowers) or lowers[end] != "by" or lowers[end - 1] in lowered("modifier_stop") \
            or lowers[end - 1].removesuffix("s") in lowered("method_head") | {"baseline"} \
            or lowers[i] in _NOT_A_MEASURE_OPENER or lowers[end - 1] in _IMPROVED_UPON:
        return []  # (and "improves the base model by 7%" improves a model, not a measure; "improves such
        # zero-shot predictions by up to 65%", "improve upon their continuous counterparts by 2-3x", "improves
        # previous work by 1.2%": what is improved on)
    else:
        by = end
    k = by + 1
    while k < len(lowers) and lowers[k] in APPROX:
        k += 1
    if k < len(texts) and texts[k][:1].isdigit():
        return [(i, end, "Metric")]
    return []


def _measured_after(doc: Doc, v: TokenView, i: int) -> list[Triple]:
    """"79.3% sign agreement", "64.0% average top-5 metric overlap": what a percentage measures, when the
    words after it end in a measure noun."""
    lowers = v.lower
    if i < len(lowers) and lowers[i] in {"confidence", "ci", "credible"}:
        return []  # "95% confidence intervals", "a 95% CI": a coverage level, not a measure
    if i < len(lowers) and _MEASURE_ACRONYM.match(v.text[i]) and sum(map(str.islower, v.text[i])) <= 3 \
            and v.text[i] not in load_wordlists()["generic"] and not v.sent_start[i] and not (
                i + 1 < len(lowers) and v.text[i + 1][:1].isupper()):
        return [(i, i + 1, "Metric")]  # "62.4% PQ", "66.8% mCov": an acronym after a percentage
    if i + 1 < len(lowers) and lowers[i] == "of":  # "only 23.54% of computation time", "40% of the training time"
        i += 2 if lowers[i + 1] in {"the", "its", "their"} else 1
    # ("can reduce over 80% of activation memory": a share a change verb takes away is the change of that measure)
    share = i > 0 and lowers[i - 1] in {"of", "the", "its", "their"} and not _cut_share(v, i)
    # "4.3% higher episodic reward", "80.6% longer survival time": the comparison is no part of the measure
    compared, first = False, i
    while i < len(lowers) and (lowers[i] in lowered("metric_qualifier") or lowers[i] in lowered("comparative")):
        compared = compared or lowers[i] in lowered("comparative")
        i += 1
    end = i
    while end < min(i + 4, v.sent_end_of[i] if i < len(lowers) else i):
        low = lowers[end]
        if low in {"'s", "’s"} and end > i:
            i = end = end + 1  # "60% of true model's accuracy": what the measure is of is no part of its name
            continue
        if not v.text[end].islower() or low in lowered("modifier_stop") or low in lowered("delta_cue") \
                or low.endswith("ly") or (low.endswith("ing") and low not in _ING_NOUNS
                                          and low not in lowered("task_head")):
            # "top-5" is lower case too; "higher accuracy", "improvement in accuracy" are no names; "by 22%
            # impacting accuracy only by 0.4%": a participle opens a clause
            break
        end += 1
        if lowers[end - 1] in lowered("metric_head"):
            return [(i, end, "Metric")] if end - i >= 2 else []
    if not share and not compared and _ends_a_measure(v, first, end):
        return [(first, end, "Metric")]  # "83.7% average preference in the human evaluation"
    return []


_CUT_VERBS = frozenset({"reduce", "reduces", "reduced", "reducing", "save", "saves", "saved", "saving", "cut", "cuts",
                        "cutting"})


def _cut_share(v: TokenView, i: int) -> bool:
    """Whether the "of (the)" before token i follows a percentage a change verb takes away ("reduces about 60% of the
    cost", "saving over 80% of activation memory")."""
    k = i - 1
    while k > 0 and v.lower[k] in {"of", "the", "its", "their"}:
        k -= 1
    while k > 0 and (v.text[k] in {"%", "\\%"} or v.text[k][:1].isdigit()):
        k -= 1
    while k > 0 and v.lower[k] in APPROX:
        k -= 1
    return v.lower[k] in _CUT_VERBS


def _ends_a_measure(v: TokenView, i: int, end: int) -> bool:
    """"90.87% molecule stability in QM9", "83.7% average preference in the human evaluation", "90% overlap.": a
    noun phrase right after a percentage that a preposition or a clause break ends is what the number measures,
    when its head names a quality (a single word) or it has two or three words; not a setting ("with 90%
    sparsity", "at 50% pruning"), a participle ("neurons left") or a vague word ("performance")."""
    lowers, texts = v.lower, v.text
    k = i - 1
    while k > 0 and lowers[k] in {"of", "the", "its", "their"} and _cut_share(v, i):
        k -= 1
    while k > 0 and (texts[k] in {"%", "$", "\\%"} or texts[k][:1].isdigit() or texts[k] in {"~", "≈"}):
        k -= 1
    head = lowers[end - 1] if end > i else ""
    if not (1 <= end - i <= 3) or end >= len(lowers) or (
            lowers[end] not in _MEASURE_ENDS and texts[end] not in {",", ".", ";", ")", ":"}):
        return False
    if lowers[k] in _SETTING_BEFORE or head.endswith(("ed", "ing")) or head in _NOT_A_MEASURE_HEAD \
            or any(lowers[j] in lowered("vague_measure_head") or lowers[j] in lowered("generic")
                   or lowers[j] in lowered("vague_measure") or lowers[j] in lowered("count_noun")
                   or lowers[j] in lowered("delta_after") or lowers[j] in lowered("change_noun")
                   or lowers[j] in STOP_WORDS or not texts[j].replace("-", "").isalpha() for j in range(i, end)):
        return False
    return end - i >= 2 or head.endswith(("ity", "ness", "ency", "acy", "ance")) or head in lowered("metric_head")


# What may end a measure named right after a percentage: "90.87% molecule stability in QM9"
_MEASURE_ENDS = frozenset({"in", "on", "for", "and", "compared", "over", "than", "across", "with", "while", "versus",
                           "vs", "vs.", "against", "when", "respectively"})
# What may end a measure named after a comparison: "less search time by 40%", "lower error or ..."
_COMPARED_ENDS = _MEASURE_ENDS | {"or", "by", "of"}
# Words before a percentage that make it a setting: "with 90% sparsity", "at 50% pruning", "under 20% noise"
_SETTING_BEFORE = frozenset({"at", "with", "under", "to", "by", "of", "from", "retaining", "keeping", "only"})
_NOT_A_MEASURE_HEAD = frozenset({"left", "sparsity", "data", "samples", "parameters", "labels", "noise", "ratio", "ratios",
                                 "fraction", "fractions", "budget", "budgets", "size", "sizes"})


def _measured_before_parenthesis(v: TokenView, i: int) -> list[Triple]:
    """"designability (67.04% vs. 53.58%)": the noun a parenthesised percentage follows is what it measures."""
    texts, lowers = v.text, v.lower
    k = i - 2 if texts[i] == "%" else i - 1  # "67.04 %" or "67.04%"
    if k >= 1 and texts[k] == "$":
        k -= 1  # "($67.04$\%"
    if k < 1 or texts[k] != "(":
        return []
    word = k - 1
    low = lowers[word]
    if texts[k + 1].startswith(("+", "-", "−")):
        return []  # "in-context learning (+8%)": a gain on a task
    if not low.endswith(("ity", "ness")) or low in {"quality", "quantity", "capacity", "activity", "complexity"}:
        return []  # "designability (67.04%)", "diversity (66.54%)"; not "scale (95%)", "a moderate agreement (64%)"
    if not (texts[word].isalpha() and texts[word].islower() and len(low) >= 4) or low in _NOT_MEASURED or any(
            low in lowered(name) for name in ("modifier_stop", "generic", "count_noun", "delta_cue", "delta_after")):
        return []
    return [(word, word + 1, "Metric")]


# Properties a parenthesised percentage often follows without being measured by it
_NOT_MEASURED = frozenset({"majority", "minority", "entirety", "community", "university", "city", "society",
                           "business", "witness"})


def _metric_kind(doc: Doc, start: int) -> int:
    """Start of "balanced accuracy", "zero-shot accuracy": a kind of the measure that begins at ``start``."""
    kinds = lowered("metric_modifier")
    v = view(doc)
    lowers = v.lower
    if start > 0 and lowers[start - 1] in kinds:
        # "clean test accuracy": kinds stack
        start -= 1
        while start > 0 and lowers[start - 1] in kinds:
            start -= 1
        # "top-1 validation accuracy": the rank the measure is taken at comes first
        return start - 1 if start > 0 and _TOP_K.match(v.text[start - 1]) else start
    prev = v.text[start - 1] if start > 0 else ""
    if _TOP_K.match(prev) or ("@" in prev and _METRIC_AT.match(prev)):
        return start - 1  # "pass@1 accuracy", "top-5 error": the rank the measure is taken at
    if prev.islower() and prev in lowered("task_head") and prev not in lowered("task_weak_head"):
        # "shape estimation accuracy", "segmentation mIoU": the measure of a named task
        before = v.text[start - 2] if start > 1 else ""
        if prev.endswith("ing") and (start < 2 or v.sent_start[start - 1] or before in {",", ";", ":"}
                                     or is_adverb(before) or before in {"while", "by", "when", "thereby"}):
            # "Thus, balancing accuracy and interpretability remains hard", "effectively balancing accuracy and
            # utility": a verb opens a clause
            return start
        if before == "-" and start > 2 and v.text[start - 3].isalpha() and v.text[start - 3].islower():
            return start - 3  # "fine-tuning accuracy", "question-answering accuracy": the whole compound
        if before.isalpha() and before.islower() and before not in lowered("modifier_stop") \
                and not before.endswith(("ing", "ly", "s")) and before not in lowered("task_head"):
            # but "increases tracking accuracy", "estimates localization accuracy": a verb before the task
            return start - 2
        return start - 1
    if start > 2 and v.text[start - 2] == "-" and f"{lowers[start - 3]}-{lowers[start - 1]}" in kinds:
        return start - 3
    if start > 2 and v.text[start - 2] == "-" and lowers[start - 3] == "per" and v.text[start - 1].isalpha():
        return start - 3  # "per-class accuracy", "per-token latency": the unit the measure is taken per
    return start


def _longest(spans: list[Triple]) -> list[Triple]:
    taken: set[int] = set()
    out = []
    for s in sorted(spans, key=lambda s: (-(s[1] - s[0]), s[0])):
        if not taken.intersection(range(s[0], s[1])):
            out.append(s)
            taken.update(range(s[0], s[1]))
    return sorted(out, key=lambda s: s[0])


_NAME_SUFFIX = re.compile(r"^(.+?)-(based|like|style|driven|aware|free|specific|level|wise|agnostic|inspired|type|"
                          r"only|centric|oriented|enhanced|augmented|regularized|powered|guided|induced|related|"
                          r"compatible|friendly|scale|sized|size|family|pretrained|trained|finetuned|tuned|activated|"
                          r"assisted|enabled|norm|penalty|penalization|penalized|ready)$")
# L1, L2, H1 norms, single letters, citation keys ("[Mah18]", "B13 K13"), figure references and dotted initials
# ("M.D.s", "Ph.D.", "U.S.") are not names
_NORM_NAME = re.compile(r"^[LH]\d+$|^[A-Z]\d?$|^\d+D(?:-\d+D)*$|^[A-Z][a-z]{0,3}\d{2}$|^[A-Z][A-Za-z]{1,5}\+\d{2}[a-z]?$"
                        r"|^(?:Figs?|Figures?|Tab|Tables?|Eqs?|Sec|Secs|Appendix|Alg)\.?\d*[a-z]?$"
                        r"|^(?:[A-Z][a-z]?\.){2,}s?$")


def name_core(text: str) -> str:
    """The name inside a compound such as "InfoMax-driven" or "Adam-like" (the text itself otherwise)."""
    m = _NAME_SUFFIX.match(text)
    return m.group(1) if m else text


# "non-Markovian", "pre-Transformer": an adjective (but "k-Clustering", "k-Means": a variable's letter and a name)
_LOWER_PREFIX = re.compile(r"^[a-z]{2,}-[A-Z][a-z]+$")
# "non-IID", "multi-GPU", "non-MoE": a prefix before an acronym makes an adjective too
_PREFIXED_ACRONYM = re.compile(r"^(?:non|un|anti|semi|multi|cross|inter|intra|post|over|under|sub|super|quasi|"
                               r"pseudo)-[A-Z][A-Za-z]*$")
# "A100", "H100", "L40", "MI300", "A6000", "RTX 3090", "GeForce": a chip or its maker's line, not a method
ACCELERATOR = re.compile(r"^(?:[AHVLB]\d{2,3}|A\d000|GH\d{3}|MI\d{2,3}X?|TPUv\d[a-z]?|RTX|GTX|GeForce|Quadro|Jetson)$")
# "1-D", "3-D": a dimension; "22-DoF": degrees of freedom; "K-fold": a count of folds; "W4A4", "W8A16", "W4A4KV4":
# a quantisation setting; "conv4", "fc7": a layer; "MHz", "GHz": a unit
_NOT_A_NAME_SHAPE = re.compile(r"^(?:\d-D|\d+-?DoFs?|[A-Za-z0-9]+-fold|W\d+A\d+(?:KV\d+)?|(?:FP|INT|UINT|BF|TF)\d{1,2}"
                               r"|(?:conv|fc|layer|pool)\d+|[kMGT]?Hz|[a-z]+-\d+-bits?"  # "sub-4-bit": a precision
                               # "ID-irrelevant", "MDP-dependent": an acronym made an adjective; "data.1": a footnote
                               # "LTL-satisfying", "GPU-accelerated": a participle; "AI-image": a field's acronym
                               # before a word
                               r"|[A-Z]{2,}\d*-(?!learning$)[a-z]+(?:ant|ent|ive|ous|ible|able|less|ful|ing|ed)"
                               r"|(?:AI|ML|DL)-[a-z]+"
                               r"|[TSBLHG]/\d{1,2}"  # "an L/14 architecture": a size letter and a patch size
                               r"|[a-z]{2,}\.\d+)$")
_RANKED = re.compile(r"^([a-z]+)-(?:\d+|I{1,3}|IV|VI{0,3})$")  # "rank-1", "type-II", "order-2": a modifier, not a name
_GREEK = re.compile(r"[α-ωΑ-Ω]")
MODALITIES = frozenset({"vision", "language", "action", "audio", "text", "image", "video", "speech", "visual",
                         "textual", "acoustic", "tactile", "motion"})
_DIMENSION_COMPOUND = re.compile(r"^[a-z]+(?:[-/][a-z]+)*-[2-6][Dd]$")  # "text-to-3D", "image-to-3D": a kind of task
_GREEK_NAME = re.compile(r"^[α-ωΑ-Ω]-[A-Za-z0-9]*[A-Z][A-Za-z0-9-]*$"  # "β-VAE", "α-TCVAE"; not "α" or "β-smooth"
                         r"|^(?=[A-Za-z0-9]*[A-Z])[A-Za-z][A-Za-z0-9]+-[α-ωΑ-Ω]$"  # "PixArt-α", "BYOL-Π"; not "L-α"
                         r"|^[α-ωΑ-Ω][A-Z]{2,}[A-Za-z0-9]*$")  # "ΨPO", "μGCD"; not "θRd" (θ ∈ R^d)
# "G-ΔUQ", "βD-Bayes", "Depth-μP", "π0-FAST": hyphenated parts, each with at most one Greek letter, and two capitals
_GREEK_PART = r"(?:[A-Za-z0-9]*[α-ωΑ-Ω]?[A-Za-z0-9]*)"
_GREEK_HYPHENED = re.compile(rf"^(?=(?:[^A-Z]*[A-Z]){{2}})(?=.*[A-Za-z]{{2}}){_GREEK_PART}(?:-{_GREEK_PART})+$")


_TRACE_DECAY = ("(λ)", "(lambda)")
_WEB_ENDINGS = (".io", ".com", ".org", ".net", ".ai", ".html")
_LETTER_PAIR = re.compile(r"^[A-Za-z]/[A-Za-z]$")
_ROMAN = re.compile(r"^(?:I{1,3}|IV|VI{0,3}|IX|X)$")


# Function words an abstract writes in capitals for emphasis ("WITHOUT a fusion module", "NOT", "from 1,000 times to
# only ONCE"); other capitalised stop words are acronyms ("SEEM", "HAVE", "Inception Score (IS)")
_EMPHASIS = frozenset("not no all only without never any more less once very and or the also must every both each "
                      "always ever few many most much none nothing".split())


@lru_cache(maxsize=1)  # the two kind tests below ask for the same text one after the other
def _nameish_text(text: str) -> tuple[bool, bool]:
    """(coined, title-case) of a token text, as name_triples reads a token."""
    if text.isascii() and text.isalpha() and text.islower():
        # A plain lower-case word ("model"): no check below finds a capital, a digit or a Greek letter, so it
        # is neither coined nor title-case; most tokens are such words.
        return False, False
    if "/" in text and all(part in load_wordlists()["generic"] for part in text.split("/")):
        return False, False  # "CPU/GPU"
    if text.isupper() and text.lower() in _EMPHASIS:
        return False, False  # "WITHOUT", "NOT": emphasis, not an acronym (but "SEEM", "HAVE", "SHE" are names)
    if "://" in text or text.startswith("www.") or ".com/" in text or ".org/" in text or ".io/" in text \
            or text.endswith(_WEB_ENDINGS) or ".github." in text \
            or text.count("(") != text.count(")") or text.endswith("-") or "=" in text:
        return False, False  # a URL, a piece of a formula ("SE(3", "O(1", "K=1"), half a coordination ("Max- and")
    if text.endswith(_TRACE_DECAY) and text[:1].isupper():
        return True, False  # "Q(λ)", "Sarsa(λ)": a named algorithm's trace-decay variant
    stop = lowered("modifier_stop")
    core = name_core(text)
    if _TOP_LETTER.match(core):
        return False, False
    if "-" in core and all(part in MODALITIES for part in core.lower().split("-")):
        return False, False  # "Vision-Language", "Vision-Language-Action": the kinds of data, not a name
    ranked = _RANKED.match(core)
    if _NOT_A_NAME_SHAPE.match(core):
        return False, False
    if _PREFIXED_ACRONYM.match(core) or ACCELERATOR.match(core) or (
            ranked and ranked.group(1) not in lowered("model_family")):
        return False, False  # but "gpt-2" is a model
    head, _, rest = core.partition("-")
    if rest in load_wordlists()["generic"] and len(head) >= 2 and head.isascii() and head.isalpha() and head.islower():
        return False, False  # "human-AI", "single-LLM": a lower-case word and a common acronym (not "k-NN", "π-GNN")
    if (_NORM_NAME.match(core) and not known_short_name(core)) or _LOWER_PREFIX.match(core) \
            or _DIMENSION_COMPOUND.match(core[:1].lower() + core[1:]) \
            or (_GREEK.search(core) and not _GREEK_NAME.match(core) and not _GREEK_HYPHENED.match(core)):
        # ("Text-to-3D with diffusion models ...": the kind of task opening a sentence)
        return False, False
    if (sum(map(str.isalpha, core)) < 3 and not core.isupper() and not (
            core.islower() and core in lowered("model_family"))) or _LETTER_PAIR.match(core):
        return False, False  # "A/B tests": letters, not a name; but "o1", "o3" are released models
    coined = is_coined(core)
    title = (not coined and len(core) > 1 and core[0].isupper() and core[1:].replace("-", "").isalpha()
             and core.lower() not in stop)
    return coined, title


# A plain word whose first letters are capitals that give an acronym its letters: "BENchmark", "INterpreting"
_SPELLING_WORD = re.compile(r"^([A-Z]{2,4})[a-z]{3,}$")


def _spells_an_acronym(v: TokenView, i: int, capitals: str) -> bool:
    """Whether the capitals opening the word at token i are a part of an all-capital name in its sentence ("BEN" of
    "BEND", "IN" of "INViTE"), so the word only spells that name out."""
    # (a whole acronym before a suffix is a coined name of its own: "PPIformer" beside "PPI data")
    texts = v.text
    return any(k != i and len(texts[k]) >= 3 and capitals in texts[k] and capitals != texts[k] and texts[k].isalpha()
               and sum(map(str.isupper, texts[k])) >= max(3, len(texts[k]) - 1)  # (not "MMstar" beside "MMBench")
               for k in range(v.sent_of[i], v.sent_end_of[i]))


def _glued_lower_part(v: TokenView, j: int) -> bool:
    """Whether tokens j, j+1 are a hyphen and a lower-case word glued to the token before ("Cross" "-" "validation"),
    which is no suffix that makes the name a modifier ("-based", "-like")."""
    texts = v.text
    if j + 1 >= len(texts) or texts[j] != "-" or not (texts[j + 1].isalpha() and texts[j + 1].islower()):
        return False
    if v.idx[j] != v.idx[j - 1] + len(texts[j - 1]) or v.idx[j + 1] != v.idx[j] + 1:
        return False
    return not _NAME_SUFFIX.match(f"x-{texts[j + 1]}")


NAMING_PARTICIPLES = frozenset({"called", "named", "termed", "dubbed", "coined"})
NAMING_WORDS = NAMING_PARTICIPLES | {"call", "term", "dub", "name", "coin"}


def _after_naming_word(v: TokenView, k: int) -> bool:
    """Whether token k is a naming word that the next token's name follows ("called", "we call the", "which we
    introduce as")."""
    lowers = v.lower
    if lowers[k] == "the" and k > 0:
        k -= 1
    return lowers[k] in NAMING_WORDS or (lowers[k] == "as" and k > 0 and lowers[k - 1] in {"introduce", "introduces"})


def known_short_name(core: str) -> bool:
    """"T5", "C4", "S4": a letter and a digit that a word list knows as a model family, architecture or dataset,
    not a norm or a variable."""
    return core.lower() in lowered("model_family") or core.lower() in lowered("architecture") \
        or core in load_wordlists()["dataset"]


# Kind bits of the token texts that are coined or title-case (_NAMEISH), and coined (_COINED).
_NAMEISH = register_kind(lambda text: any(_nameish_text(text)))
_COINED = register_kind(lambda text: _nameish_text(text)[0])


def name_spans(doc: Doc) -> list[Span]:
    """Coined tokens and title-case runs as Spans: name_triples() made into spaCy objects."""
    return [Span(doc, start, end, label=label) for start, end, label in name_triples(doc)]


def name_triples(doc: Doc) -> list[Triple]:
    """Coined tokens and runs of title-case words ("Gram-Schmidt Walk", "UK Biobank", "PC algorithm").

    Spans labelled NAME are strong candidates; a lone title-case word (label TITLE) is a name only in a
    context that says so (a list with coined names, "such as", a proposal), which extract.py decides.
    """
    generic = load_wordlists()["generic"]
    organisations = load_wordlists()["organisation"]
    name_tails = lowered("name_tail")
    v = view(doc)
    texts, lowers, starts = v.text, v.lower, v.sent_start
    spans = []
    n = len(texts)
    # The scan visits only the tokens that are coined or title-case (C-level iteration over their kinds skips
    # the rest, as the loop's "i += 1" would).
    kind = kinds(v)
    resume = 0  # the scan goes on from here after a run
    for i in compress(range(n), map(_NAMEISH.__and__, kind)):
        if i < resume:
            continue
        if (spelling := _SPELLING_WORD.match(texts[i])) and _spells_an_acronym(v, i, spelling.group(1)):
            continue  # "BEND, a BENchmark for DNA language models": capitals that spell the name, in a plain word
        coined = kind[i] & _COINED
        j = i + 1
        # A run continues over title-case words, coined tokens and "of"/"for" between capitalised words.
        while j < n:
            if kind[j] & _NAMEISH and not starts[j]:
                j += 1
            elif j + 2 < n and kind[j + 2] & _NAMEISH and not starts[j + 2] and _glued_lower_part(v, j):
                j += 3  # "Double-contrastive Mask Auto-encoder": the glued word is inside the name
            elif j + 1 < n and _LOWER_PREFIX.match(texts[j]) and kind[j + 1] & _NAMEISH and not starts[j + 1]:
                j += 1  # "the Gaussian multi-Graphical Model": a prefixed capital word inside a run
            elif (j + 1 < n and texts[j].istitle() and texts[j].isalpha() and not starts[j] and kind[j + 1] & _NAMEISH
                  and not starts[j + 1]):
                j += 1  # "Learning Using Privileged Information": a capitalised function word inside a title-case name
            elif (lowers[j] in _CONNECTORS and j + 1 < n and kind[j + 1] & _NAMEISH
                  and not starts[j + 1] and not (lowers[j] == "for" and coined and j == i + 1)):
                # but "LiT for ImageNet-21k": a coined name for another is two names
                j += 1
            elif j == i + 1 and lowers[j] in _EPONYM_TAILS and _EPONYM.match(texts[i]) and not (
                    j + 1 < n and lowers[j + 1] in lowered("task_head")):  # (not "Max-Information model extraction")
                j += 1  # "the Bradley-Terry model", "the Richardson-Romberg scheme": named after its authors
                break
            elif lowers[j] in name_tails and (coined or j - i >= 2 or (
                    not starts[i] and lowers[j] not in _GENERIC_TAILS)) and name_core(texts[j - 1]) == texts[j - 1] \
                    and not (coined and j == i + 1 and lowers[j] in _ACRONYM_KIND_TAILS and len(texts[i]) > 2
                             and not _EPONYM.match(texts[i]) and not _PHRASE_WORD.search(texts[i])):
                # (but "a novel Fed-CAM algorithm" introduces Fed-CAM, which is an algorithm)
                # "PC algorithm", "KL divergence", "Tanimoto kernel"; but "the Adam optimizer" is Adam
                j += 1  # "KL divergence"; but "a UCB-based algorithm" is UCB's, not a name with its tail
                break
            else:
                break
        if j < n and texts[j] in _TITLED_DATA_HEADS and not starts[j]:
            j += 1  # "the CLRS Algorithmic Reasoning Benchmark": the capital makes the word the name's own
        elif j - i >= 2 and j < n and texts[j] in _TITLED_METHOD_HEADS and not starts[j]:
            j += 1  # "the Epistemic Alignment Framework", "the Fast Gradient Sign Method": so does a method's head
        possessive = j == i + 1 and j + 1 < n and texts[j] in _POSSESSIVE_MARKS and lowers[j + 1] in _POSSESSIVE_TAILS \
            and texts[i].istitle()
        titled_after = j + 1 < n and texts[j] in _POSSESSIVE_MARKS and texts[j + 1].istitle() \
            and texts[j + 1].isalpha() and not starts[j + 1] and not coined and texts[j - 1].isalpha() \
            and texts[j - 1] not in organisations and all(texts[k].istitle() for k in range(i, j))
        if possessive:
            j += 2  # "Lloyd's algorithm", "Stein's method": a method named after its author
        elif titled_after:
            # "Liar's Dice", "Raven's Progressive Matrices", "the Iterated Prisoner's Dilemma": a title-case name
            # with a possessive inside (but "Google's Bard" is the company's model)
            possessive = True
            j += 2
            while j < n and texts[j].istitle() and texts[j].isalpha() and not starts[j]:
                j += 1
        elif j < n and V_VERSION.match(texts[j]):
            j += 1  # "ScanNet V2", "YOLO v3": a version written with a "v" belongs to the name before it
        elif j < n and _VERSION.match(texts[j]) and lowers[j - 1] in lowered("model_family") and not (
                j + 1 < n and lowers[j + 1] in lowered("count_noun")):
            j += 1  # "Gemma 2", "Llama 3.1", "Qwen 72B": the version is part of the model's name
            if j < n and texts[j].istitle() and lowers[j] in lowered("model_tier"):
                j += 1  # "Claude 3.7 Sonnet", "Gemini 1.5 Pro": and so is the tier after it
        elif j == i + 1 and 0 < i and j + 1 < n and texts[i - 1] in {",", "("} and _DECIMAL_RELEASE.match(texts[j]) \
                and texts[j + 1] in {",", ")", "and"}:
            j += 1  # "(Pythia, Dolly 2.0, Palmyra, ...)": a listed name's release
        elif j + 1 < n and len(texts[j]) == 1 and texts[j].isdigit() and is_coined(texts[j - 1]) \
                and lowers[j + 1] in _AFTER_VERSION:
            j += 1  # "we develop NaturalSpeech 2, a TTS system": a coined name's second version
        if j == i + 1 and _ROMAN.match(texts[i]) and 0 < i and j < n and texts[i - 1] == "(" and texts[j] == ")":
            resume = j
            continue  # "(II) learning ..., and (III) joint fine-tuning": an item number
        if j == i + 1 and 0 < i and j < n and texts[i - 1] == "[" and texts[j] == "]" and texts[i].isupper():
            resume = j
            continue  # "the class token ([CLS])", "a [MASK] token": a special token of the vocabulary
        if not possessive and j < n and texts[j] in _POSSESSIVE_MARKS and j - i >= 2 and not any(
                kind[k] & _COINED or texts[k][-1:].isdigit() for k in range(i, j)):
            resume = j
            continue  # "John Rawls's advocacy": a person, whose name is no method (but "Stable Diffusion v1.5's")
        start = i
        if j - i >= 2 and not coined and i > 0 and texts[i - 1] in _UPPER_DIMENSIONS and i - 1 >= resume \
                and all(texts[k].istitle() for k in range(i, j)):
            start = i - 1  # "we present 3D Diffuser Actor": the dimension opens the title-case name
        elif coined and i > 0 and not starts[i - 1] and texts[i - 1].istitle() and texts[i - 1].isalpha() \
                and lowers[i - 1].endswith(("er", "est")) and lowers[i - 1] not in STOP_WORDS and i - 1 >= resume:
            start = i - 1  # "the Faster R-CNN detector": mid-sentence, a capitalised comparative is part of the name
        # A sentence-initial capital is not evidence of a name.
        if starts[start] and not coined and not possessive:
            start += 1
            while j - start > 1 and lowers[start] in _CONNECTORS:
                start += 1  # "Variations of Value Iteration": the name starts after the connector
            if j - start > 2 and texts[start] == "-":
                start += 2  # "Fine-tuning LLaMA-3": the sentence's first word is no part of the name
        while (j - start > 1 and texts[start] in generic
               and (not (texts[start].istitle() or texts[start] in organisations)
                    or (j - start == 2 and _is_checkpoint(texts[start + 1]))
                    or (texts[start] in organisations and lowers[start + 1].split("-")[0] in lowered("model_family")))
               and (texts[start + 1][:1].isupper() or lowers[start + 1] in _CONNECTORS)):
            # "SoTA DD methods", "GB of GPU", "Anthropic Claude-1-52B", "Anthropic Claude": the generic word is no
            # part of the name (but "Google Research Football", "DeepMind Control Suite" and "Riemannian SAM" are one)
            start += 1
            while j - start > 1 and lowers[start] in _CONNECTORS:
                start += 1
        if start >= max(2, resume + 1) and (_after_naming_word(v, start - 2) or (
                lowers[start - 2] in lowered("propose_verb") and lowers[start - 1] not in _DETERMINERS)) \
                and texts[start - 1].istitle() and texts[start - 1].isalpha() and not starts[start - 1]:
            # "a method called Scalable Modular Networks", "This paper introduces Least Volume": after a naming word
            # or a proposal verb the capitalised adjective is named too
            start -= 1
        while j - 1 > start and lowers[j - 1] in _CONNECTORS:
            j -= 1
        if j > start and all(texts[k] in generic for k in range(start, j)):  # "GPU", "GB GPU"
            if j - start == 1 and lowers[start] in lowered("model_family") and (
                    (start > 0 and texts[start - 1] in _LIST_JOINS) or (j < n and texts[j] in _LIST_JOINS)):
                spans.append((start, j, "TITLE"))  # "such as Bert, GPT and ViT": a family in a list may be a model
            resume = j
            continue
        if j - start >= 2 and lowers[j - 1] in name_tails and all(texts[k] in generic for k in range(start, j - 1)):
            resume = j
            continue  # "RL algorithm", "CNN kernel": a common acronym and the word for its kind name nothing
        if j - start == 2 and name_core(texts[start]) != texts[start] and is_coined(texts[start + 1]) \
                and not texts[start].split("-")[-1][:1].isupper():
            # "Jacobian-free NTK", "CNN-based SNNs": the compound describes the name after it (and is a name
            # itself only when coined)
            core = name_core(texts[start])
            if is_coined(core) and core[-1].isalnum():
                spans.extend(_single_name(doc, texts, start))
            start += 1
        if j > start and _glued_lower_part(v, j) and not starts[j - 1] and name_core(texts[j - 1]) == texts[j - 1]:
            # "Generalized Cross-validation", "Scale-teaching": the tokenizer splits the hyphen between a capital's
            # word and a lower-case one, which still belongs to the name (a lone title-case word still needs context)
            label = "NAME" if j - start >= 2 or kind[j - 1] & _COINED else "TITLE"
            spans.append((start, j + 2, label))
        elif j > start:
            if j - start == 1:
                spans.extend(_single_name(doc, texts, start))
            else:  # "Markov chain Monte Carlo-based inference": the suffix of the last word is cut too
                spans.append((start, j, "NAME_CORE" if name_core(texts[j - 1]) != texts[j - 1] else "NAME"))
        resume = max(j, i + 1)
    spans.extend(_quoted_names(v))
    spans.extend(_named_letter_digits(v))
    return spans


_LIST_JOINS = frozenset({",", "and", "or"})
_LETTER_DIGIT = re.compile(r"^[A-GI-KM-Z][1-9]$")  # (not "L1", "H2": norms)


def _named_letter_digits(v: TokenView) -> list[Triple]:
    """"we propose S3, which ...", "a layer called M3, which ...": a capital and a digit is a norm or a grade elsewhere
    ("L2", "H1"), but right after a proposal verb or a naming word and before a comma it is a name."""
    texts, lowers, n = v.text, v.lower, len(v.text)
    # (the cheap tests first: this runs over every token of every abstract)
    return [(i, i + 1, "NAME") for i in range(1, n - 1)
            if len(texts[i]) == 2 and texts[i + 1] == "," and _LETTER_DIGIT.match(texts[i])
            and (lowers[i - 1] in NAMING_WORDS or lowers[i - 1] in lowered("propose_verb"))]


# Capitalised words for a collection of data that end a title-case name rather than follow it as its kind
_DECIMAL_RELEASE = re.compile(r"^\d{1,2}\.\d$")
_TITLED_DATA_HEADS = frozenset({"Benchmark", "Dataset", "Corpus", "Suite", "Database", "Testbed", "Leaderboard"})
# the method heads a plain word list stops a name at ("our framework"), capitalised after a title-case name
_TITLED_METHOD_HEADS = frozenset({"Framework", "Frameworks", "Method", "Methods", "Approach", "Approaches"})
_OPEN_QUOTES = frozenset({'"', "“", "``", "‘"})
_CLOSE_QUOTES = frozenset({'"', "”", "''", "’"})
QUOTE_MARKS = _OPEN_QUOTES | _CLOSE_QUOTES
_QUOTE_CUES = frozenset({"called", "named", "termed", "dubbed", "coined", "introduce", "introduces", "propose",
                         "proposes", "present", "presents"})


def _quoted_names(v: TokenView) -> list[Triple]:
    """'an algorithm called "meta-forests"', "we introduce ``Bespoke solvers''": a short quoted phrase that a
    naming or proposing word introduces is a name, whatever its case."""
    texts, lowers, n = v.text, v.lower, len(v.text)
    out: list[Triple] = []
    for k in compress(range(n - 2), map(_QUOTE_CUES.__contains__, lowers)):
        i = k + 1
        if texts[i] == "`" and texts[i + 1] == "`":
            i += 1  # "``" split in two
        if texts[i] not in _OPEN_QUOTES and texts[i] != "`":
            continue
        close = next((j for j in range(i + 2, min(n, i + 7)) if texts[j] in _CLOSE_QUOTES), None)
        if close is None or any(not (t.isalnum() or t in {"-", "'"}) for t in texts[i + 1:close]) \
                or any(lowers[t] in STOP_WORDS for t in range(i + 1, close)):
            continue
        if close == i + 2 and texts[i + 1].isalpha() and texts[i + 1].islower() and k > 0 \
                and lowers[k - 1].rstrip("s") not in lowered("method_head"):
            continue  # 'correlates of the causal effect called "surrogates"': a plain word names a concept
        out.append((i + 1, close, "NAME"))
    return out


# Nouns after a coined name that only say what kind of thing it is: "the GRPO algorithm", "the TRADES loss", "a
# REINFORCE estimator" name GRPO, TRADES and REINFORCE (the annotators' names in 12 of 12 such development mentions);
# "KL divergence" and "RBF kernel" keep their noun, and so does a name too short to stand alone ("the PC algorithm")
_ACRONYM_KIND_TAILS = frozenset({"algorithm", "optimizer", "estimator", "sampler", "loss", "test"})
_PHRASE_WORD = re.compile(r"-(?:of|for|and|to|in|on)-")  # "Goodness-of-Fit test": a phrase, not a coined name
# A model or scheme named after two or three people keeps its noun: "the Bradley-Terry model" (4 of 4 development
# mentions of such a name before "model" or "scheme" list the noun)
_EPONYM = re.compile(r"[A-Z][a-z]{2,}(?:-[A-Z][a-z]{2,}){1,2}$")
_EPONYM_TAILS = frozenset({"model", "scheme"})
_POSSESSIVE_MARKS = frozenset({"'s", "’s"})
_POSSESSIVE_TAILS = frozenset({"algorithm", "method", "rule", "iteration", "estimator", "scheme"})
# What may follow "<coined name> <digit>" when the digit is a version, not a count ("NaturalSpeech 2 outperforms").
_AFTER_VERSION = frozenset({",", "(", ".", ";", ":", ")", "is", "was", "can", "achieves", "outperforms", "to", "that",
                            "which", "with", "on", "improves", "uses", "generates"})


def _single_name(doc: Doc, texts: list[str], i: int) -> list[Triple]:
    """A one-token name: NAME when coined, TITLE (needs context) otherwise; _CORE when a suffix is cut."""
    core = name_core(texts[i])
    label = "NAME" if is_coined(core) or texts[i].endswith(_TRACE_DECAY) else "TITLE"
    if core != texts[i]:
        label += "_CORE"
    return [(i, i + 1, label)]


# Modifiers ending in -ing or -s are usually verbs ("leveraging", "integrates") unless they are these nouns.
# Nouns in -ing that are verbs after a preposition ("for learning robot manipulation", "by training image classifiers")
_GERUND_VERBS = frozenset({"learning", "training", "modeling", "modelling", "understanding"})
_GERUND_OPENERS = frozenset({"for", "of", "in", "to", "by", "on", "with", "towards", "toward", "when", "while"})
_ING_NOUNS = frozenset("learning training modeling modelling clustering sampling pruning reasoning matching "
                       "processing forecasting computing engineering understanding planning tracking ranking "
                       "rendering editing mining parsing tagging labeling labelling balancing testing "
                       "captioning grounding answering decoding encoding coding embedding prompting "
                       "fine-tuning tuning scheduling routing denoising inpainting hashing binding timing pricing "
                       "sensing packing caching".split())
_S_NOUNS = frozenset("series physics dynamics robotics graphics statistics economics genomics analytics "
                     "mathematics linguistics news bioinformatics proteomics metrics semantics kinematics "
                     "mechanics optics acoustics diagnostics".split())
# Nouns ending in -ly: the rest are adverbs ("commonly") or adjectives ("costly") that start no task name.
_LY_NOUNS = frozenset("anomaly assembly family supply monopoly".split())
# -ly words that do open task names: "weakly supervised object detection", "weakly-supervised segmentation"
_LY_MODIFIERS = frozenset({"weakly"})


def is_adverb(low: str) -> bool:
    """Whether a lower-case word ending in -ly is an adverb or adjective rather than a noun ("anomaly")."""
    return low.endswith("ly") and low not in _LY_NOUNS


# Words before or after a phrase that mark it as a task. "to", "like", "enable(s)", "towards" and, after it,
# "applications", "approaches", "settings", "have" do not: 28% of the phrases they marked in the development
# and test sets were tasks ("robust to adversarial attacks", "generalises to robotic planning").
_TASK_BEFORE = frozenset("for in on address addresses addressing tackle tackles tackling study studies studying "
                         "improve improves improving advance advances solve solves solving such including e.g. i.e. "
                         "namely both enhance enhances enhancing named called termed dubbed investigate investigates "
                         "investigating investigated explore explores exploring explored consider considers considered "
                         "studied addressed tackled examine examines examined a.k.a. resp.".split())
# "we apply X to point cloud normal estimation", "an approach to posterior state estimation": what a method is put to
_APPLIED_TO = frozenset("apply applies applied applying application applications approach approaches extend extends "
                        "extended extending generalize generalizes generalized contribute contributes contribution "
                        "contributions adapted transfer transfers transferred solution solutions".split())
_APPLY_VERBS = frozenset({"apply", "applies", "applied", "applying", "extend", "extends", "extended", "extending"})
_TASK_AFTER = frozenset("task tasks problem problems setting benchmark benchmarks baselines aims aim is are has remains "
                        "remain seeks studies methods models systems scenarios scenario pipelines challenge challenges "
                        "datasets techniques attacks".split())


def _is_modifier(text: str, sent_start: bool, stop: frozenset[str]) -> bool:
    if 2 <= len(text) <= 5 and text.isupper() and text.isalpha():
        # "LLM unlearning", "GNN explanation": an acronym names what the task is about (but "SOTA" only rates it)
        return text.lower() not in stop
    if text in _DIMENSIONS or _TOP_LETTER.match(text):
        return True  # "3D object detection", "topK recommendation"
    if "-" in text and text[-2:] in _DIMENSIONS and _is_modifier(text[:-2].rstrip("-").lower() or "x", False, stop):
        return True  # "text-to-3D generation", "image-to-3D"
    if sent_start and text[:1].isupper() and text[1:].islower():
        text = text.lower()
    if not (text.islower() and text.isascii() and text.replace("-", "").isalpha() and len(text) > 1):
        return False
    if text in stop or like_num(text) or (is_adverb(text) and text not in _LY_MODIFIERS) or (
            is_adverb(text.split("-")[0]) and text.split("-")[0] not in _LY_MODIFIERS):
        return False  # "commonly-encountered", "abstractly-defined" (but "weakly supervised 3D segmentation")
    if text.endswith("ing") and text not in _ING_NOUNS:
        return False
    if text.endswith("s") and not text.endswith(("ss", "us", "is")) and text not in _S_NOUNS:
        return False
    return True


def is_task_word(low: str) -> bool:
    """Whether one lower-case word can name a task alone: a task head, a field ("mathematics") or a process noun
    ("stylization", "inpainting"), not a verb form ("detecting", "adding")."""
    if low in lowered("task_head") or low in _S_NOUNS:
        return True
    return low.endswith(_PROCESS_ENDINGS) and (not low.endswith("ing") or low in _ING_NOUNS) \
        and low not in _THING_NOUNS  # "Strategic information is valuable": a thing, not a process


def is_task_modifier(text: str) -> bool:
    """Whether a word may stand before a task's head noun: not a verb or adverb ("allows", "commonly")."""
    return _is_modifier(text, False, lowered("modifier_stop"))


_MODEL_KIND_WORDS = frozenset({"neural", "deep", "language", "diffusion", "generative", "graph", "transformer"})
# Words before a verb that is also a noun ("they often face ...", "models still face ...")
_VERB_OPENERS = frozenset({"they", "we", "often", "also", "still", "may", "can", "could", "might", "will", "to",
                           "which", "that", "who", "usually", "typically", "commonly", "frequently", "inevitably"})
_HEAD_AS_MODIFIER = frozenset({"information", "data", "horizon", "horizons"})  # "long planning horizons"
_AUXILIARIES = frozenset({"has", "have", "had", "been"})  # perfect aspect: "is unsupervised" is an adjective
# Acronyms that name a task and end a task phrase after a modifier: "open-domain QA", "medical VQA"
_TASK_ACRONYMS = frozenset({"QA", "VQA", "ASR", "NER", "OCR", "NLI", "TTS", "MT", "NMT", "SLAM", "ReID", "re-ID"})
_DIMENSIONS = frozenset({"2D", "3D", "4D", "6D", "2d", "3d"})
_UPPER_DIMENSIONS = frozenset(d for d in _DIMENSIONS if d.isupper())


def task_spans(doc: Doc) -> list[Span]:
    """Task phrases as Spans: task_triples() made into spaCy objects."""
    return [Span(doc, start, end, label=label) for start, end, label in task_triples(doc)]


def task_triples(doc: Doc) -> list[Triple]:
    """Noun phrases ending in a task head ("ordinal regression") that a context marks as a task.

    A phrase counts when it is the subject at the start of the abstract, sits after a cue such as
    "for" / "tasks such as", comes before "task(s)" / "problem" / "aims", or is repeated in the abstract;
    or, in any context, when it is one of the learned task phrases (``kg train tasks``).
    """
    return _task_phrases(doc, lowered("learned_task"), None)


def task_contexts(doc: Doc) -> tuple[set[str], set[str]]:
    """The lower-cased task-shaped phrases of a doc that a context marks as tasks, and all of them (the
    counts ``kg train tasks`` learns from; the learned phrases play no part)."""
    seen: dict[str, bool] = {}
    _task_phrases(doc, frozenset(), seen)
    return {p for p, marked in seen.items() if marked}, set(seen)


@lru_cache(maxsize=4)
def _hyphened_heads(heads: frozenset[str]) -> frozenset[str]:
    """The last pieces of the task heads written with a hyphen ("resolution" of "super-resolution")."""
    return frozenset(h.rsplit("-", 1)[1] for h in heads if "-" in h)


def _task_phrases(doc: Doc, learned: frozenset[str], seen: dict[str, bool] | None) -> list[Triple]:
    """task_triples() with the learned phrases given; ``seen`` collects every candidate phrase and whether a
    context marked it."""
    heads = lowered("task_head")
    weak = lowered("task_weak_head")
    stop = lowered("modifier_stop")
    generic = lowered("generic")
    method_heads = lowered("method_head")
    v = view(doc)
    texts, lowers, starts = v.text, v.lower, v.sent_start
    n = len(texts)

    def modifier(k: int) -> bool:
        # "in Federated learning": a capitalised word before a lower-case head is a modifier too; but after an
        # auxiliary a participle is a verb ("has gained popularity alongside contrastive learning")
        if k > 0 and lowers[k].endswith("ed") and lowers[k - 1] in _AUXILIARIES:
            return False
        if k > 0 and lowers[k] in {"face", "faces"} and lowers[k - 1] in _VERB_OPENERS:
            return False  # "they often face calibration issues": a verb, not "face recognition"
        return k >= 0 and _is_modifier(texts[k], starts[k] or (texts[k].istitle() and texts[k].isalpha()), stop)

    found: list[tuple[int, int]] = []
    pairs: dict[tuple[int, int], str] = {}  # a phrase of two paired compounds → the phrase from the second on
    head_at = list(compress(range(n), map(heads.__contains__, lowers)))  # the tokens that are task heads
    # "super-resolution" is three tokens: its last piece is the head where the pieces before it spell the rest
    hyphened = _hyphened_heads(heads)
    if hyphened:
        head_at = sorted({*head_at, *(i for i in compress(range(2, n), map(hyphened.__contains__, lowers[2:]))
                                      if texts[i - 1] == "-" and f"{lowers[i - 2]}-{lowers[i]}" in heads)})
    subjects = _gerund_subjects(v, stop)
    acronyms = [i for i in compress(range(n), map(_TASK_ACRONYMS.__contains__, texts)) if i > 0 and modifier(i - 1)]
    if subjects or acronyms:
        head_at = sorted({*head_at, *subjects, *acronyms})
    for i in head_at:
        low = lowers[i]
        if not texts[i].islower() and texts[i] not in _TASK_ACRONYMS:
            continue
        # "learning framework", "detection model": the head word modifies a method noun; "clustering
        # information": or another noun that is not the problem.
        if i + 1 < n and (lowers[i + 1] in method_heads or lowers[i + 1] in _HEAD_AS_MODIFIER or (
                lowers[i + 1].endswith("ies") and f"{lowers[i + 1][:-3]}y" in method_heads) or (
                i + 2 < n and lowers[i + 1] in _MODEL_KIND_WORDS and lowers[i + 2] in method_heads)):
            continue  # (and "training denoising neural networks": a kind of network)
        start = i
        paired = False
        while start > 0:
            prev = texts[start - 1]
            if prev == "-" and start > 1 and texts[start - 2].isalpha() and (
                    texts[start - 2].islower() or starts[start - 2]) and v.idx[start] == v.idx[start - 1] + 1:
                # (a spaced " - " is a dash: "on two tasks - active metric learning and ...")
                if f"{lowers[start - 2]}-{lowers[start]}" in stop and start < i:
                    start += 1  # "real-world clinical prediction": the whole compound is a stop word
                    break
                start -= 2
                continue
            if lowers[start - 1] in _GERUND_VERBS and start >= 2 and lowers[start - 2] in _GERUND_OPENERS:
                break  # "a framework for learning robot manipulation tasks": the gerund's object is the task
            if modifier(start - 1):
                start -= 1
                continue
            if (start >= 3 and texts[start - 2] == "-" and texts[start - 3].isalpha()
                    and (texts[start - 3].islower() or starts[start - 3])
                    and (lowers[start - 1] in _COMPOUND_TAILS or (lowers[start - 1].endswith("ing") and texts[start - 1].isalpha())
                         or (len(texts[start - 1]) == 1 and texts[start - 1].islower()))  # "top-k risk prediction"
                    and f"{lowers[start - 3]}-{lowers[start - 1]}" not in stop):
                start -= 3  # "structure-based knowledge transfer", "weight-sharing quantization": an adjective compound
                continue
            if (lowers[start - 1] == "and" and start >= 3 and start < i and modifier(start - 2)
                    and lowers[start - 2] not in heads and i - start <= 2 and not modifier(start - 3)):
                # "infrared and visible image fusion"; but "imputation and seizure detection" are two tasks
                start -= 2
                continue
            if (lowers[start - 1] == "and" and start >= 4 and start + 2 < i and texts[start + 1] == "-"
                    and texts[start - 3] == "-" and lowers[start - 2] == lowers[start + 2]
                    and texts[start - 4].isalpha() and texts[start - 4].islower()):
                start -= 4  # "stream-based and pool-based active learning": two compounds of one kind
                paired = True
                break
            break
        if texts[start] == "-":
            start += 1
        if start < i and start > 0 and lowers[start] in _BOUND_STEMS and lowers[start - 1] in _SIZE_WORDS \
                and texts[start + 1] != "-":
            # "high dimensional linear regression", "large scale optimization": the compound written without its
            # hyphen reads as the hyphened one, kept ("high-dimensional") or left out ("large-scale") whole
            start += 1 if f"{lowers[start - 1]}-{lowers[start]}" in stop else -1
        if start < i and lowers[start] == "art" and lowers[max(start - 3, 0):start] == ["state", "of", "the"]:
            start += 1  # "than state of the art neural network classification techniques", unhyphenated
        if start > 1 and texts[start - 1] == "-" and texts[start - 2][:1].isupper() and texts[start - 2].isalpha() \
                and not starts[start - 2] and v.idx[start] == v.idx[start - 1] + 1:
            continue  # "compared with Full-length fine-tuning": the phrase would start inside a capitalised name
        if start < i and start > 0 and lowers[start - 1] in _DEGREE_WORDS and lowers[start].endswith("ed"):
            start += 1  # "even more involved fine-tuning procedures": a compared quality, not a kind of task
        length = i + 1 - start - (4 if paired else 0)
        if length > 6 or (length == 1 and low in weak):
            continue
        text = v.span_text(start, i + 1).lower()
        if i - start == 2 and lowers[start] == "non":
            continue  # "non-reasoning tasks", "non-editing": what a task is not
        if i - start == 2 and texts[start + 1] == "-" and lowers[start] in _ORDER_WORDS:
            continue  # "next-generation models", "previous-generation models": an adjective of order, no task
        if text in generic or text in weak or text.replace("-", " ") in generic:
            # "fine-tuning" is three tokens but one weak word; "machine-learning" is "machine learning"
            continue
        if low == "learning" and i + 1 < n and lowers[i + 1] in {"systems", "models", "agents"}:
            continue  # "biological learning systems": the systems, not a task
        if any(text.endswith(" " + g) for g in _GENERIC_TAIL_PHRASES):
            continue  # "contemporary machine learning", "supervised machine learning": the field, not a task
        if texts[start].isupper() and i - start == 1 and texts[start] in load_wordlists()["generic"] \
                and low in {"learning", "training", "modeling", "modelling"}:
            continue  # "ML learning", "DL training": a generic acronym and a learning word make no task (but "LLM
            # reasoning", "OOD generalization" and "SQL generation" are tasks)
        found.append((start, i + 1))
        if paired:
            pairs[(start, i + 1)] = v.span_text(start + 4, i + 1).lower()
    phrase = {se: v.span_text(se[0], se[1]).lower() for se in found}
    counts: dict[str, int] = {}
    for se in found:
        counts[phrase[se]] = counts.get(phrase[se], 0) + 1
    first_starts = set(islice(compress(range(n), starts), 2))  # the first two sentence starts
    listed = _listed(v, found)
    # "supports classification, detection, and segmentation": three task words in a row are tasks, unintroduced
    listed_words = _listed(v, [(s, e) for s, e in found if e - s == 1 and lowers[s] in heads and lowers[s] not in weak],
                           3)
    spans = []
    for s, e in found:
        before = lowers[s - 1] if s > 0 else ""
        if before == "," and s > 1 and lowers[s - 2] in {"e.g.", "i.e.", "namely"}:
            before = lowers[s - 2]  # "(e.g., semantic segmentation)"
        elif before == "as" and s > 1 and lowers[s - 2] == "such":
            before = "such"  # "tasks such as web navigation"
        elif before in _GERUND_VERBS and s > 1 and lowers[s - 2] in _GERUND_OPENERS:
            before = lowers[s - 2]  # "for training vehicle destination detection": the phrase after the gerund
        elif before == "from" and s > 1 and lowers[s - 2] in FROM_PROBLEMS:
            before = ""  # "suffer from catastrophic forgetting", "ranging from Bayesian experimental design to ..."
        elif before == "on" and s > 1 and lowers[s - 2] in _RESTING:
            before = "using"  # "methods based on variational inference", "rely on meta-learning": what is built on
        after = lowers[e] if e < n else ""
        if before == "in" and s > 2 and (lowers[s - 2] in _BACKGROUND_IN or lowers[s - 3] in _BACKGROUND_IN) \
                and v.sent_of[s] not in first_starts:
            continue  # "building on recent advances in generative modeling": the field's progress, the background
        if before in _INSTRUMENT_BEFORE and not (before == "with" and s > 1 and lowers[s - 2] in _WITH_PROBLEMS):
            if seen is not None:  # an unmarked use still counts against the phrase in the learned list
                seen[phrase[(s, e)]] = seen.get(phrase[(s, e)], False)
            continue  # "trained using reinforcement learning", "via contrastive learning": a means, not the problem
        list_intro = any(lowers[k] in _LIST_INTRO for k in range(max(v.sent_of[s], s - 12), s))
        if e - s == 1 and (s, e) not in listed_words \
                and not ((s, e) in listed and (list_intro or _list_tail(v, e, found) in _LIST_TAILS)) \
                and not (before in {"in", "for"} and after in {"task", "tasks"}):
            continue  # "locomotion, manipulation, and control tasks": a list that names its items tasks
        of_frame = before == "of" and s > 1 and lowers[s - 2] in _OF_FRAMES
        start = s
        if before == "to" and s > 1 and lowers[s - 2] in _TO_VERB and texts[s + 1] != "-":
            # "we propose to view multivariate forecasting as ...", "designed to test high-dimensional control": the
            # first word is a verb, and the task is what follows it
            if e - s <= 2:
                continue
            start, before = s + 1, ""
        opens = s in first_starts or (s - 1 in first_starts and lowers[s - 1] in _OPENING_QUALIFIERS)
        marked = (of_frame or opens or counts[phrase[(s, e)]] >= 2
                  or before in _TASK_BEFORE or after in _TASK_AFTER or (s, e) in listed
                  or (before == "to" and s > 1 and (lowers[s - 2] in _APPLIED_TO or (
                      s > 2 and lowers[s - 3] in _APPLY_VERBS and not texts[s - 2].islower()))))
        if seen is not None:
            seen[phrase[(s, e)]] = marked or seen.get(phrase[(s, e)], False)
        if marked or phrase[(s, e)] in learned or pairs.get((s, e)) in learned:
            spans.append((start, e, "Task"))
    spans.extend(_next_conjuncts(v, spans, stop, weak | {"classification", "training", "prediction"}))
    spans.extend(_same_head_items(v, spans))
    spans.extend(_problem_of(doc, v))
    spans.extend(_colon_list(v))
    return spans


_GENERIC_TAIL_PHRASES = ("machine learning", "deep learning")
_BOUND_STEMS = frozenset({"dimensional", "scale", "level"})  # the second halves of "high-dimensional", "large-scale"
_SIZE_WORDS = frozenset({"high", "low", "large", "small", "higher", "lower", "larger", "smaller"})
_DEGREE_WORDS = frozenset({"more", "less", "most", "least", "very", "highly", "overly"})
_ORDER_WORDS = frozenset({"next", "previous", "new", "current", "future", "last", "first", "second", "third",
                          "later", "earlier", "prior"})
# Words before a phrase that make it the means of something (1 of 25 such phrases in the development sets was a task;
# after "from" none of 16, after "with" 3 of 23)
_INSTRUMENT_BEFORE = frozenset({"using", "use", "uses", "used", "leveraging", "leverage", "leverages", "via", "through",
                                "by", "employing", "employs", "utilizing", "utilize", "utilizes", "exploiting",
                                "from", "with"})
# Words before "in" that make what follows the field whose progress a paper builds on: "recent advances in X"
_BACKGROUND_IN = frozenset({"advances", "advancements", "advance", "progress", "developments", "breakthroughs",
                            "successes", "success"})
# Words before "with" that make what follows the problem met, not the means: "experiments with image segmentation",
# "to deal with label noise"
_WITH_PROBLEMS = frozenset({"experiments", "experiment", "experimenting", "results", "evaluation", "evaluations",
                            "deal", "deals", "dealing", "cope", "copes", "coping", "struggle", "struggles",
                            "tasks", "problems", "challenges"})
FROM_PROBLEMS = frozenset({"suffer", "suffers", "suffering", "suffered", "ranging", "range", "ranges", "recover",
                           "recovers", "recovering"})
# Words before "on" that make what follows the ground something rests on (3 of 29 such phrases were a task)
_RESTING = frozenset({"based", "rely", "relies", "relying", "built", "depend", "depends", "depending", "building"})
# "Classic network clustering tackles ...": a word that dates the problem may open the abstract before it
_OPENING_QUALIFIERS = frozenset({"classic", "classical", "traditional", "conventional", "standard", "modern",
                                 "contemporary", "vanilla", "typical"})
# After these "to" marks an infinitive: the word after it is a verb ("propose to view X as Y").
_TO_VERB = frozenset("propose proposes aim aims seek seeks how want wants attempt attempts try tries able order "
                     "need needs allows allow enables enable learn learns designed needed required used".split())
_SUBJECT_VERBS = frozenset("is are has have remains remain plays play requires require involves involve suffers "
                           "suffer faces face aims aim enables enable poses pose refers refer".split())


def _gerund_subjects(v: TokenView, stop: frozenset[str]) -> list[int]:
    """"Theorem proving is ...", "Autonomous driving requires ...": a noun compound ending in a gerund that opens
    one of the first two sentences as their subject names the field the abstract is about."""
    texts, lowers, n = v.text, v.lower, len(v.text)
    out = []
    for s in islice(compress(range(n), v.sent_start), 2):
        verbs = _SUBJECT_VERBS | _OPENING_VERBS if s == 0 else _SUBJECT_VERBS
        for i in range(s + 1, min(s + 5, n - 1)):
            low = lowers[i]
            if texts[i] == "-" and texts[i + 1].isalpha():
                continue  # "Masked pre-training removes ..."
            if not (texts[i].isalpha() and texts[i].islower()) or low in stop:
                break
            if low.endswith("ing") and len(low) > 5 and (lowers[i + 1] in verbs or (s == 0 and _present_verb(v, i + 1))):
                out.append(i)
                break
            if s == 0 and low.endswith(("tion", "sion", "ment")) and len(low) > 5 and lowers[i + 1] in verbs \
                    and low not in _THING_NOUNS:
                out.append(i)  # "Tensor decomposition serves as ...", "Collaborative perception can ..."
                break
            if low.endswith(_PROCESS_ENDINGS) and len(low) > 5 and _defines_a_task(v, i + 1):
                out.append(i)  # "Acoustic matching aims to ...", "Concept erasure is a challenging problem"
                break
    return out


# Nouns with a process ending that name things, not processes: "The softmax function has ..."
_THING_NOUNS = frozenset({"function", "operation", "equation", "distribution", "revolution", "institution",
                          "organization", "condition", "population", "position", "section", "question", "solution",
                          "environment", "instrument", "equipment", "document", "element", "statement",
                          "information", "notion", "intuition", "foundation", "motivation", "caption", "nation",
                          "station", "emotion", "portion", "fraction", "proportion", "option", "moment"})
# What the subject opening an abstract does when it names the abstract's field: "Tensor decomposition serves as"
_OPENING_VERBS = frozenset({"can", "serves", "affects", "removes", "provides", "offers", "allows", "becomes",
                            "has", "have", "emerges", "constitutes", "represents"})
_DEFINING_VERBS = frozenset({"aims", "seeks"})
_PROBLEM_NOUNS = frozenset({"task", "problem", "challenge"})


def _defines_a_task(v: TokenView, k: int) -> bool:
    """Whether the words from token k say that the subject before them is a task: "aims to", "seeks to",
    "is a fundamental problem", past an acronym in parentheses."""
    lowers, n = v.lower, len(v.lower)
    if k + 2 < n and lowers[k] == "(" and lowers[k + 2] == ")":
        k += 3
    if k < n and lowers[k] in _DEFINING_VERBS:
        return True
    return k + 2 < n and lowers[k] == "is" and lowers[k + 1] in {"a", "an"} and any(
        lowers[j] in _PROBLEM_NOUNS for j in range(k + 2, min(n, k + 6)))


_COMPOUND_TAILS = frozenset("based driven aware guided free specific agnostic level wise dependent invariant "
                            "efficient constrained conditioned informed supervised intensive".split())
_OF_FRAMES = frozenset("problem problems task tasks field area domain context aspect setting challenge "
                       "integration application applications study research phenomenon realm topic "
                       # "the efficiency of policy learning": a property of the problem's solutions names the problem
                       "efficiency performance scalability robustness reliability difficulty".split())
_LIST_TAILS = frozenset({"task", "tasks", "problem", "problems", "applications", "benchmarks"})


def _list_tail(v: TokenView, k: int, found: list[tuple[int, int]]) -> str:
    """The word right after the list that the phrase ending at k belongs to."""
    ends = {s: e for s, e in found}
    texts = v.lower
    while k < len(texts) and texts[k] in {",", "and", "or"}:
        k += 1
        if k in ends:
            k = ends[k]
        elif k < len(texts) and texts[k] not in {",", "and", "or"}:
            k += 1  # a last item that is no task phrase on its own ("and control tasks")
    return texts[k] if k < len(texts) else ""


def _next_conjuncts(v: TokenView, tasks: list[Triple], stop: frozenset[str], vague: frozenset[str]) -> list[Triple]:
    """"style transfer or super-resolution", "inpainting and compressed sensing": a short lower-case noun
    phrase of the kind that names a process, coordinated right after a task phrase and closing the list, is a
    task too although its head is no task word."""
    texts, lowers = v.text, v.lower
    n = len(texts)
    taken = {s for s, _, _ in tasks}
    out = []
    for _, e, _ in tasks:
        if e + 1 >= n or lowers[e] not in {"and", "or"} or e + 1 in taken:
            continue
        k = e + 1
        while k < n and k - e <= 4 and (texts[k] == "-" or (
                texts[k].isalpha() and texts[k].islower() and lowers[k] not in stop and not is_adverb(lowers[k]))):
            k += 1
        if k == e + 1 or texts[k - 1] == "-" or k >= n or texts[k] not in {",", ".", ")", ";"}:
            continue
        if k - e == 2 and lowers[e + 1] in vague:
            continue  # "... and classification", "... and analysis": too vague alone
        if lowers[k - 1].endswith(_PROCESS_ENDINGS):
            out.append((e + 1, k, "Task"))
    return out


def _same_head_items(v: TokenView, tasks: list[Triple]) -> list[Triple]:
    """"interactive segmentation, generic segmentation, referring segmentation, and video object segmentation": the
    items of a list after a task phrase that end in its head word are tasks of that kind too, whatever their
    modifier."""
    texts, lowers = v.text, v.lower
    n = len(texts)
    taken = {s for s, _, _ in tasks}
    generic, method_heads = lowered("generic"), lowered("method_head")
    out = []
    for _, e, _ in tasks:
        head = lowers[e - 1]
        k = e
        while k + 1 < n and lowers[k] in {",", "and", "or"}:
            k += 1 + (lowers[k] == "," and lowers[k + 1] in {"and", "or"})
            end = next((j for j in range(k, min(k + 4, n)) if lowers[j] == head), None)
            if end is None or not all(texts[j].isalpha() and texts[j].islower() and lowers[j] not in STOP_WORDS
                                      and not _present_verb(v, j) and not is_adverb(lowers[j]) for j in range(k, end)):
                break  # (not "which requires editing", "such as contrastive learning")
            if end + 1 < n and lowers[end + 1] in lowered("metric_head"):
                break  # "mechanical search and reduce search time": the head word modifies a measure
            # (not "and deep learning", a field, nor "and deep learning algorithms", a kind of method)
            if k not in taken and end > k and v.span_text(k, end + 1).lower() not in generic and not (
                    end + 1 < n and lowers[end + 1] in method_heads):
                out.append((k, end + 1, "Task"))
            k = end + 1
    return out


def _present_verb(v: TokenView, k: int) -> bool:
    """Whether token k reads as a verb in the third person after a subject ("Graph pooling compresses ...")."""
    low = v.lower[k]
    # a plural noun whose own verb or acronym follows is no verb: "Error-correcting codes (ECC) are used"
    nxt = v.lower[k + 1] if k + 1 < len(v.lower) else ""
    return len(low) > 3 and v.text[k].isalpha() and v.text[k].islower() and low.endswith("s") \
        and not low.endswith(("ss", "us", "is", "ous")) and low not in lowered("modifier_stop") \
        and low[:-1] not in lowered("method_head") and low not in lowered("generic") \
        and nxt not in {"(", "are", "have", "can", "were"}  # "recording techniques allow"


_PROCESS_ENDINGS = ("tion", "sion", "ing", "sis", "ment")
_LIST_INTRO = frozenset({"such", "including", "e.g.", ":", "tasks", "applications", "problems", "like"})


def _listed(v: TokenView, found: list[tuple[int, int]], least: int = 2) -> set[tuple[int, int]]:
    """Task phrases coordinated with at least one other task phrase ("conformal prediction, risk control, and
    hypothesis testing"), including a short qualifier before a comma ("forecasting with context, ...")."""
    texts = v.text
    n = len(texts)
    by_start = sorted(found)
    out: set[tuple[int, int]] = set()
    for s, e in found:
        k = e
        group = [(s, e)]
        gap = next((g for g in range(k, min(k + 5, n)) if texts[g] == ","), None)
        if gap is not None and all(t.isalpha() and t.islower() and t not in {"and", "or"} for t in texts[k:gap]):
            k = gap
        while k + 1 < n and texts[k] in {",", "and", "or"}:
            k += 1
            if texts[k] in {"and", "or"}:
                k += 1
            if k + 2 < n and texts[k + 1] == "," and texts[k].isalpha() and not texts[k].islower() \
                    and not texts[k].istitle() and texts[k + 2] in {"and", "or"}:
                k += 1  # "video retrieval, videoQA, and action segmentation": a task's acronym between
                continue
            nxt = next(((a, b) for a, b in by_start if k <= a <= k + 4 and all(
                t.islower() for t in texts[k:a])), None)
            if nxt is None:
                break
            group.append(nxt)
            k = nxt[1]
        if len(group) >= least:
            out.update(group)
    return out


_MANNER_AFTER_IN = frozenset({"this", "that", "such", "practice", "general", "particular", "theory", "turn"})
_CLAUSE_BREAK = frozenset({",", ".", ";", ":", "(", ")", "which", "that", "where", "when", "while", "whose", "is",
                           "are", "was", "were", "has", "have", "had", "can", "could", "will", "would", "may", "might",
                           "should", "remains", "remain", "by", "with", "using", "via", "through", "–", "—", "--",
                           "---", "faces", "face", "who", "whom", "whether", "how", "what", "why", "improves",
                           "improve", "apply", "applies", "shows", "show", "yields", "yield", "demonstrate",
                           "demonstrates", "reveal", "reveals", "prove", "proves", "find", "finds", "establish",
                           "establishes", "propose", "proposes", "introduce", "introduces", "require", "requires",
                           "suffer", "suffers", "achieve", "achieves", "outperform", "outperforms", "rely", "relies",
                           "lead", "leads", "become", "becomes", "does", "do", "did", "cannot"})


_PROBLEM_HEADS = frozenset({"problem", "task", "challenge", "phenomenon"})
_HEAD_LINKS = frozenset({"of", "for", "to"})
_SETTING_PREPS = frozenset({"in", "under"})
_PROBLEM_MEASURES = frozenset({"size", "sizes", "dimension", "dimensions", "order", "length", "degree", "rank",
                               "magnitude", "scale"})
_RELATIVE_PREPS = frozenset({"to", "of", "for", "in", "on", "from", "at", "into", "over", "under", "about", "and",
                             "or"})
_DETERMINERS = frozenset({"the", "a", "an", "this", "that", "these", "those", "its", "their", "our", "each", "any"})


def _problem_of(doc: Doc, v: TokenView) -> list[Triple]:
    """"the problem of estimating X for Y", "a framework for assessing the trustworthiness of classifiers": the
    phrase after "problem/task of", or the gerund phrase after a method noun and "for"/"to", up to a clause break."""
    spans = []
    lowers = v.lower
    n = len(lowers)

    def breaks(k: int) -> bool:
        # "given samples" opens a condition, "a given set of facts" does not; a spaced hyphen is a dash ("the task
        # of finding initial cluster centers - is critical")
        return lowers[k] in _CLAUSE_BREAK or (lowers[k] == "given" and lowers[k - 1] not in _DETERMINERS) or (
            lowers[k] == "-" and v.idx[k] > v.idx[k - 1] + len(lowers[k - 1]))

    purposes = lowered("class_method")
    # only the words before "of", "for" or "to" are looked at (C-level iteration, as elsewhere in this module)
    heads = [i for i in compress(range(n - 2), map(_HEAD_LINKS.__contains__, lowers[1:n - 1])) if (
        lowers[i] in _PROBLEM_HEADS and lowers[i + 1] == "of") or (
        # "a framework for assessing the trustworthiness of classifiers": what a method is for, as a gerund
        lowers[i] in purposes and lowers[i + 1] in {"for", "to"} and _gerund(v, i + 2))]
    for i in heads:
        start = end = i + 2
        while end < n and end - start < 12 and not breaks(end):
            end += 1
        extended = end == start + 1 and end + 2 < n and lowers[end] == "with" and lowers[end + 1] in {"a", "an"}
        if extended:
            # "the problem of classification with a reject option": one word alone names no problem here
            end += 2
            while end < n and end - start < 6 and not breaks(end) and lowers[end] not in _RELATIVE_PREPS:
                end += 1
        if end - start > 8 or (end < n and not breaks(end)):
            # a long run names the problem before the setting it is studied in: "the problem of PAC
            # learning of halfspaces in $R^d$ in the presence of noise"
            end = next((j for j in range(start + 2, end) if lowers[j] in _SETTING_PREPS), end)
        # "predicting the future in this way": a manner; "sampling from a distribution π(θ) ∝ ...": a formula
        stop = next((j for j in range(start + 1, end) if (lowers[j] == "in" and j + 1 < end and lowers[j + 1]
                                                          in _MANNER_AFTER_IN)
                     or v.text[j].count("(") > v.text[j].count(")")), end)
        while stop - start > 2 and (is_adverb(lowers[stop - 1]) or lowers[stop - 1] in _PLAIN_ADVERBS
                                    or lowers[stop - 1] in _RELATIVE_PREPS or (
                lowers[stop - 1] == "based" and v.text[stop - 2] != "-") or (
                lowers[stop - 1].startswith("un") and lowers[stop - 1].endswith("ed"))):
            # "generating sparse adversarial samples simply by observing ...": the manner goes; "identifying
            # the partition to which ...": so does the preposition of the relative clause, a conjunction, or
            # the participle of "forecasting neural activity based on ...", or "leaving the challenge of
            # improving X unresolved"
            stop -= 1
        if lowers[stop - 1] in _MANNER_NOUNS:
            # "learning new categories in a sequential fashion", "learning causal DAGs in the setting": how or where,
            # said after the problem's name
            stop = next((j for j in range(stop - 2, start + 1, -1) if lowers[j] in _SETTING_PREPS), stop)
        # a phrase that runs on past eight words without a break is a clause, not a task's name
        # "a task of fundamentally different nature", "the challenge of efficiently creating ...": a manner,
        # not a problem's name
        if lowers[start] in _PROBLEM_MEASURES or lowers[start] in _DETERMINERS or (
                end + 1 < n and lowers[end] == "(" and lowers[end + 1] in {"i.e.", "e.g."}) \
                or any("=" in t or "$" in t for t in v.text[start:stop]) \
                or not {"such", "more", "less", "most"}.isdisjoint(lowers[start:stop]):
            # "a problem of size $n=20000$": how big, not which problem; "the challenge of making such embeddings
            # more interpretable": a goal said in a clause, not a problem's name; "the task of the prompt", "a grand
            # challenge of the day": a thing, not a problem's name; "learning general (i.e., ...) halfspaces":
            # the name goes on past the aside
            continue
        if (lowers[stop - 1] in _PROBLEM_QUALITIES and not _gerund(v, start)) or lowers[start] in {"great", "growing"}:
            continue  # "a problem of independent interest", "a task of great importance in NLP": what the problem is
            # worth, not its name
        one_word = stop - start == 1 and lowers[i] in _PROBLEM_HEADS and is_task_word(lowers[start])
        if (2 <= stop - start <= 8 or one_word) and v.text[start].islower() and not is_adverb(lowers[start]) and (
                end >= n or breaks(end) or lowers[end] in _SETTING_PREPS or extended):
            spans.append((start, stop, "Task"))
    return spans


def _gerund(v: TokenView, k: int) -> bool:
    """Whether token k is a lower-case verb in -ing that opens a purpose ("for detecting", "to debiasing")."""
    low = v.lower[k]
    return v.text[k].islower() and low.endswith("ing") and len(low) > 5 and low.isalpha() \
        and low not in lowered("not_purpose_gerund") and k + 1 < len(v.lower) \
        and v.lower[k + 1] not in lowered("referring_word")


# Adverbs without "-ly" that may stand before the verb a phrase is the subject of ("discovering latent structures
# often requires ...")
_PLAIN_ADVERBS = frozenset({"often", "also", "still", "always", "never", "now", "then", "too", "again", "even",
                            "only", "usually", "thus", "therefore", "hence"})
_MANNER_NOUNS = frozenset({"manner", "fashion", "way", "setting", "settings", "scenario", "scenarios",
                           "applications"})
_PROBLEM_QUALITIES = frozenset({"interest", "importance", "significance", "relevance", "utility", "concern"})
_COLON_HEADS = frozenset({"tasks", "problems"})
_LIST_END_PREPS = frozenset({"under", "in", "on", "with", "from", "across"})
_ITEM_MEANS = frozenset({"via", "using", "through"})


def _colon_list(v: TokenView) -> list[Triple]:
    """"two manipulation tasks: block stacking and peg-in-hole insertion": the items of a list that a colon after
    "tasks"/"problems" opens, when the whole list up to the sentence's end is short lower-case noun phrases."""
    texts, lowers, n = v.text, v.lower, len(v.text)
    out: list[Triple] = []
    for c in compress(range(1, n - 1), (t == ":" for t in texts[1:n - 1])):
        if lowers[c - 1] not in _COLON_HEADS:
            continue
        items: list[tuple[int, int]] = []
        start = k = c + 1
        tail = False  # inside "via temporal SDFs" after an item: the means, up to the next comma
        while k < n:
            t = texts[k]
            if t in {",", ".", ";"} or (lowers[k] in {"and", "or"} and not (
                    texts[k - 1] == "-" and k + 1 < n and texts[k + 1] == "-")):  # but "grasp-and-reach" is one item
                if k > start and not tail:
                    items.append((start, k))
                tail = False
                if t in {".", ";"}:
                    break
                start = k + 1
            elif tail:
                pass
            elif k > start and lowers[k] in _ITEM_MEANS and texts[k - 1].islower():
                items.append((start, k))  # "dynamic shape modeling via temporal SDFs": the item ends before "via"
                tail = True
            elif not (t == "-" or (t.isalpha() and t.islower() and not is_adverb(t) and (
                    lowers[k] not in STOP_WORDS or texts[k - 1] == "-"))
                      or (t in _DIMENSIONS and (k == start or texts[k - 1] == "-"))  # "2D video approximation"
                      or (k > start and is_coined(t) and texts[k + 1].islower())):  # "dynamic NeRF reconstruction"
                if items and k > start and lowers[k] in _LIST_END_PREPS:
                    items.append((start, k))
                    break  # "... and peg-in-hole insertion under uncertainty": the setting of the last item
                items = []
                break  # a clause, a name or a number: not a list of task names
            k += 1
        ended = k < n and (texts[k] in {".", ";"} or lowers[k] in _LIST_END_PREPS)
        if not ended or len(items) < 2 or any(
                sum(texts[j] != "-" for j in range(a, b)) > 5 for a, b in items):
            continue
        out.extend((a, b, "Task") for a, b in items)
    return out


@Language.factory("kg_names", default_config={"span_groups": True})
class NameFinder:
    """spaCy component: candidate names, lexicon terms and task phrases, as span groups."""

    def __init__(self, nlp: Language, name: str = "kg_names", span_groups: bool = True) -> None:
        self.name = name
        self.span_groups = span_groups  # ``span_groups`` false leaves doc.spans alone and hands the spans on as (start, end, label) triples only.
        self.matchers = _lexicon_matchers(nlp)

    def __call__(self, doc: Doc) -> Doc:
        put_spans(doc, "kg_lexicon", lexicon_triples(doc, self.matchers), self.span_groups)
        put_spans(doc, "kg_names", name_triples(doc), self.span_groups)
        put_spans(doc, "kg_tasks", task_triples(doc), self.span_groups)
        return doc
