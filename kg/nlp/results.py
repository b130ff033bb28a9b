"""Find reported numbers in a doc and attach metric, unit, delta flag and dataset."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import compress

from spacy.lang.en.stop_words import STOP_WORDS
from spacy.tokens import Doc

from kg.nlp.names import ACCELERATOR, APPROX
from kg.nlp.rules import lowered
from kg.schema import UNITS
from kg.nlp.tokenview import TokenSpan, TokenView, kinds, register_kind, spans_of, view

# Marks glued before a value that keep it the value: approximately ("~10×", "≈79") or a bound ("≥80%", "≤0.5")
VALUE_MARKS = "~≈≥≤"
# "~10×", "≈79": an approximate value is still the value (the guideline drops "about", "up to" and "~")
# ".79 F1" too, and thousands written with commas ("62,500x")
# "58.02%p": percentage points; "0.28dB": decibels glued to the number
_NUMBER = re.compile(rf"^[{VALUE_MARKS}]?([+\-±−]?)(\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)"
                     r"(%p|%|×|x|X|dB)?$")
_UNIT_WORDS = {k: v for k, v in UNITS.items() if k != "times"}  # "times" needs a comparative


_OPERATORS = frozenset({"-", "+", "−", "*", "/", "=", "×"})


@dataclass
class NumberHit:
    """A number that reads as a result: value, unit, delta flag and the tokens it covers."""

    value: float
    unit: str | None
    delta: bool
    start: int
    end: int


def _number_like(text: str) -> bool:
    """Whether a token starts like a number: a digit, a sign or one of VALUE_MARKS (as for "", which is in any
    string) or ".5"."""
    return text[:1].isdigit() or text[:1] in "+-±−" + VALUE_MARKS or (text[:1] == "." and text[1:2].isdigit())


_NUMBER_LIKE = register_kind(_number_like)


def is_number(text: str) -> bool:
    """Whether a token text is a number as results read one ("90.6", "+8.2", "3.4×", "~79%")."""
    return _NUMBER.match(text) is not None


_COVERAGE_NOUNS = frozenset({"interval", "intervals", "level", "band", "bands", "set", "sets"})


def _change_after_measure(lowers: list[str], end: int) -> bool:
    """"a 10.35% average return improvement", "a 38% accuracy gain": the change noun after the measure's words."""
    changes = lowered("change_noun")
    for k in range(end, min(end + 4, len(lowers))):
        if lowers[k] in changes:
            return k > end
        if not (lowers[k].isalpha() or lowers[k] == "-") or lowers[k] in STOP_WORDS:
            return False
    return False


def number_hits(doc: Doc) -> list[NumberHit]:
    """Numbers with a unit or a result cue nearby; counts ("25 billion tokens") and years are left out."""
    counts = lowered("count_noun")
    deltas = lowered("delta_cue")
    after = lowered("delta_after")
    v = view(doc)
    texts, lowers = v.text, v.lower
    hits = []
    n = len(texts)
    for i in compress(range(n), map(_NUMBER_LIKE.__and__, kinds(v))):  # the tokens _number_like holds for
        text = texts[i]
        parts = [m] if (m := _NUMBER.match(text)) else _slashed(text)
        if not parts:
            continue
        sign, digits, unit = parts[0].groups()
        digits = digits.replace(",", "")
        if i > 1 and texts[i - 1] in _OPERATORS and len(texts[i - 2]) == 1 and texts[i - 2].isalpha():
            continue  # "n - 1 points", "k + 2 layers": a formula, not a result
        if i > 0 and lowers[i - 1] == "top" and unit is None:
            continue  # "a top 5 classification error rate of 13.55%": a rank the measure counts in, not a result
        if i > 0 and (lowers[i - 1] == "at" or (i > 1 and lowers[i - 2] == "at" and lowers[i - 1] in {"a", "an"})) \
                and (unit or "").lower() not in _RATE_UNITS and (i + 1 == n or lowers[i + 1] not in _RATE_UNITS):
            continue  # "26.79 perplexity at 70% sparsity", "FPR at a 95% TPR": the setting a result is reported at;
            #           but "runs at 34 FPS" reports a speed
        if i > 2 and lowers[i - 1] == "of" and lowers[i - 2] in _SETTING_NOUNS \
                and "at" in lowers[max(0, i - 7):i - 2] and not _CLAUSE_MARKS.intersection(texts[max(0, i - 7):i]):
            continue  # "at activation sparsity levels of 50%", "at a pruning ratio of 70%": the setting
        end = i + 1
        if unit is None and end < n and lowers[end] in _UNIT_WORDS:
            unit = _UNIT_WORDS[lowers[end]]
            end += 1
        elif unit is not None:
            unit = _UNIT_WORDS.get(unit.lower(), unit)
        if end + 2 < n and texts[end] == "(" and lowers[end + 1] in {"absolute", "relative"} and texts[end + 2] == ")":
            end += 3  # "a 3.85% (absolute) increase in zero-shot accuracy": the aside qualifies the number
        k = end + 1 if end < n and lowers[end] in {"absolute", "relative"} else end
        if unit is None and k > end and k < n and lowers[k] in {"points", "point", "pts"}:
            unit = "points"  # "by 10-20 absolute points"
        elif unit is None and k + 1 < n and lowers[k + 1] in {"points", "point", "pts"} and texts[k][:1].isalpha() \
                and texts[k].replace("-", "").isalnum() and lowers[k] not in counts:
            # "3.5 BLEU points", "2.1 perplexity points", "30 absolute F1 points": the measure stands before its unit
            unit = "points"
        if unit is None and end < n and lowers[end] == "times" and _factor_times(lowers, i, end):
            unit = "×"  # "1.3 times as fast", "2 times faster": a factor; "run 10 times" stays a count
            end += 1
        elif unit is None and _by_a_factor(lowers, i):
            unit = "×"  # "accelerates the detection process by a factor of 340" (not "weighted by a factor of 2")
        nxt = lowers[end] if end < n else ""
        if unit == "%" and nxt in {"points", "point"}:
            unit, end = "points", end + 1  # "7.94% points increase": percentage points, not a count of points
            nxt = lowers[end] if end < n else ""
        if unit == "%" and (nxt == "sparse" or (nxt == "sparsity" and i > 0 and lowers[i - 1] in {"with", "under"})):
            continue  # "with 98% sparsity", "a 90% sparse linear layer": how sparse the model is made, a setting (but
            #           "achieving 50-60% sparsity" reports one)
        if unit == "×" and nxt in {"larger", "bigger"} and (
                end + 1 >= n or lowers[end + 1] in {"than", "at", "in", "on", "and", "or", ",", ".", ";", ")"}):
            continue  # "a GPT-Neo model more than 10 times larger", "38 times larger than prior work": how big
            #           something is, not a result (but "6.4x larger batch size" measures what a method allows)
        if unit == "×" and nxt in {"larger", "bigger", "smaller"} and end + 1 < n and (
                lowers[end + 1] in _SIZED_MODEL_NOUNS or texts[end + 1][:1].isupper()):
            continue  # "GET matches a 5× larger ViT": how big the model compared with is, not a result
        if unit is None and nxt == "of" and end + 1 < n and lowers[end + 1] in _COUNTED_OF:
            continue  # "speed-ups on 45 of these datasets": how many of them, a count
        if unit is None and nxt in _STORAGE_UNITS:
            continue  # "requires 127GB of disk space": a size, which no unit here records
        if unit == "×" and nxt == "the" and end + 1 < n and lowers[end + 1] in {"amount", "number", "size", "data"}:
            continue  # "trained on over 20x the amount of general data": how much is used, not a result
        # "2.5x more x86 programs than a hand-written lifter", "57.6% more examples than GPT-4": more of something
        # than a baseline is a result, though "20× more classes" alone is a count
        fewer_parameters = _fewer_parameters(lowers, end)
        than = more_than(lowers, end) or fewer_parameters
        if unit == "×" and nxt in _MORE_OR_LESS and not fewer_parameters:
            nxt2 = lowers[end + 1] if end + 1 < n else ""
            if nxt2 in counts or nxt2 in _AMOUNT_NOUNS or (nxt2.isalpha() and nxt2.endswith("s") and not than):
                continue  # (but "20 times more compact" compares a property; "300 times more data points than
                # the X dataset" is still a size)
        if unit is None and nxt in _TIME_UNITS and _duration_measured(doc, v, i):
            unit, end = _TIME_UNITS[nxt], end + 1  # "26.7 hours of training time": a duration the sentence measures
            nxt = lowers[end] if end < n else ""
        elif (nxt in counts and not than) or (end + 1 < n and nxt in {"billion", "million", "thousand", "k"}) or (
                end < n and ACCELERATOR.match(texts[end])) or (
                # "~675 vs. ~6,250 A100 GPU days": the first of a pair of counts
                nxt in {"vs", "vs.", "versus"} and end + 2 < n and _NUMBER.match(texts[end + 1])
                and (ACCELERATOR.match(texts[end + 2]) or lowers[end + 2] in counts)) or (
                nxt in _COUNT_MODIFIERS and end + 1 < n and lowers[end + 1] in counts):
            continue  # "25 billion tokens", "about 1% additional parameters": a count, not a result
        if unit is None and _partner_counts(lowers, texts, end, counts):
            continue  # "on 16 or 64 GPUs": the first of two counts of one thing
        if unit is None and digits.isdigit() and (_counted_after(v, i, end) or (
                0 < i and texts[i - 1] == "(" and end < n and texts[end] == ")")):
            continue  # "on 6 standard node classification benchmarks", "across 12 LLMs", "(1) LLM accuracy drops"
        if unit == "%" and i > 1 and texts[i - 1] == "(" and lowers[i - 2] in _SHARE_NOUNS:
            continue  # "by masking a large fraction (95%) of patches": how much is used, not a result
        if unit == "%" and _share_in_parentheses(lowers, i):
            continue  # "a large fraction of channels (up to 60%)": how many, a share, not a result
        if _in_condition(lowers, i, v.sent_of[i]):
            continue  # "when the ratio for FLOPs is 10": the condition a result holds under
        if unit == "%" and i > 2 and lowers[i - 1] in {"e.g.", "i.e.", "e.g.,", "i.e.,"} and texts[i - 2] == "(" \
                and lowers[i - 3] in _SETTING_NOUNS:
            continue  # "pruned to high sparsity levels (e.g. ≥75%)": an example of a setting
        if unit is None and len(digits) == 1 and end < n and texts[end] == ")" and not _inside_parenthesis(v, i):
            continue  # "present 1) shorter training time and 2) ...": an item number
        if unit == "%" and nxt in {"ci", "confidence", "credible", "prediction", "predictive"} and end + 1 < n \
                and lowers[end + 1] in _COVERAGE_NOUNS:
            continue  # "a 95% CI interval", "95% confidence intervals": a coverage level, not a result
        if unit == "%" and _share_of_data(texts, lowers, end):
            continue  # "with 10% and 1% labeled data", "only 5% to 25% training data": the data used, a setting
        if unit == "%" and nxt == "of" and _share_of_counted(lowers, end + 1, counts):
            continue  # "1% of the parameters", "40% of LAION's images": a share of what is used, not a result
        if unit == "%" and nxt in RANGE_JOIN and end + 1 < n and _NUMBER.match(texts[end + 1]):
            k = end + 2 if end + 2 < n and texts[end + 2] == "%" else end + 1
            if k + 1 < n and lowers[k + 1] == "of" and _share_of_counted(lowers, k + 2, counts):
                continue  # "in only 9%-41% of the sentences": the range's start is a share too
        value = float(digits)
        if unit is None and re.fullmatch(r"(19|20)\d\d", digits):
            continue
        # "increases this score significantly to 69.04%": the change word before "to" reports the value reached
        # (but "by up to 6.47%" is the change)
        reached = i > 1 and lowers[i - 1] == "to" and lowers[i - 2] not in {"up", "by", "%"} \
            and not _NUMBER.match(texts[i - 2])  # (a range's end, "by 11.8% to 50.4%", is left to the range)
        # "from 34.7 up to 60.4": the end of a range, not the change "up to" names after "by"
        reached = reached or (i > 2 and lowers[i - 2:i] == ["up", "to"] and (texts[i - 3] == "%" or bool(
            _NUMBER.match(texts[i - 3]))))
        window = set(lowers[max(0, i - 5):i])
        if i > 0 and lowers[i - 1] == "over" and deltas.isdisjoint(lowers[v.sent_of[i]:i - 1]):
            # "achieves over 60% mAP": more than, not a change (but "decreases it by over 20% ..., and over 10%")
            window.discard("over")
        if i > 2 and lowers[i - 2:i] == ["up", "to"] and (
                lowers[i - 3] in {"of", "with"} or lowers[i - 3] in lowered("attain_verb")):
            window.discard("up")  # "a training speed of up to 225 TFLOPs/s", "achieves up to 97.31% of": at most
        if "by" in window and not lowered("attain_verb").isdisjoint(
                lowers[max(k for k in range(max(0, i - 5), i) if lowers[k] == "by") + 1:i]):
            window.discard("by")  # "the network searched by FooNet achieves 97.31%": who reaches it, not a margin
        if reached:  # but "elevates the absolute improvement to ~4%": a change noun reaches the value of a change
            window &= lowered("change_noun") - _CHANGE_VERB_FORMS
        # "1.16% higher top-1 accuracy", "a 12% reduction": the change word may follow the number
        # "(+ 8.2%)"; and a factor ("15× faster", "an acceleration of 3.4×") always compares with something
        # ("−3.7% ECE": a negative percentage is a drop)
        delta = sign == "+" or (i > 0 and texts[i - 1] == "+") or bool(window & deltas) or nxt in after or than \
            or unit == "×" or (unit is not None and _change_after_measure(lowers, end)) \
            or (sign in {"-", "−"} and unit == "%")
        if delta and sign != "+" and unit != "×" and _from_to_end(v, i, end):
            delta = False  # "perplexity increases from 8.7 to only 9.0": the two values a change goes between
        hits.append(NumberHit(value, unit, delta, i, end))
        for other in parts[1:]:  # "3.4×/2.5× on CPU": each value of a slashed pair, with the unit of the last
            o_sign, o_digits, o_unit = other.groups()
            o_unit = _UNIT_WORDS.get(o_unit.lower(), o_unit) if o_unit else unit
            if hits[-1].unit is None:
                hits[-1].unit = o_unit
            hits.append(NumberHit(float(o_digits.replace(",", "")), o_unit, delta or o_sign == "+" or o_unit == "×",
                                  i, end))
    return hits


def _share_in_parentheses(lowers: list[str], i: int) -> bool:
    """Whether the percentage at token i opens a parenthesis (after "up to", "about", ...) that follows "<share noun>
    of <noun>" ("a large fraction of channels (up to 60%)")."""
    k = i - 1
    while k > 0 and lowers[k] in APPROX:
        k -= 1
    return k > 2 and lowers[k] == "(" and lowers[k - 2] == "of" and lowers[k - 3] in _SHARE_NOUNS


def _in_condition(lowers: list[str], i: int, sent: int) -> bool:
    """Whether the number at token i is what "is" gives in a "when"/"if" clause ("when the ratio for FLOPs is 10")."""
    if i < 3 or lowers[i - 1] not in {"is", "="}:
        return False
    for k in range(i - 2, max(sent - 1, i - 12), -1):
        if lowers[k] in {",", ";", ":", "(", ")"}:
            return False
        if lowers[k] in {"when", "if", "whenever"}:
            return True
    return False


def _from_to_end(v: TokenView, i: int, end: int) -> bool:
    """Whether the number at token i (its unit ending at end) is an end of "from X to Y"."""
    lowers, n = v.lower, len(v.lower)
    k = i - 1
    while k > 0 and lowers[k] in _FROM_TO_SKIP:
        k -= 1
    if k > 0 and lowers[k] == "from":
        if lowers[k - 1] in _RANGING:
            return False  # "an improved accuracy ranging from 0.4% to 17.9%": a range of changes
        j = end + 1  # past "to", and an "only" after it
        j += j < n - 1 and lowers[j] in {"only", "just"}
        return j < n and lowers[end] == "to" and bool(_NUMBER.match(v.text[j]))
    if k > 0 and lowers[k] == "to":
        j = k - 1
        while j > 0 and (lowers[j] in {"%", "$"} or _NUMBER.match(v.text[j])):
            j -= 1
        return j < k - 1 and lowers[j] == "from" and not (j > 0 and lowers[j - 1] in _RANGING)
    return False


_FROM_TO_SKIP = (APPROX - {"to"}) | {"only", "just"}  # "from about 5 to only 9"
_RANGING = frozenset({"ranging", "ranges", "range", "varying", "varies", "vary"})


def _inside_parenthesis(v: TokenView, i: int) -> bool:
    """Whether token i stands inside an opened parenthesis of its sentence ("(n = 5)")."""
    for k in range(i - 1, v.sent_of[i] - 1, -1):
        if v.text[k] in {"(", ")"}:
            return v.text[k] == "("
    return False


# Words and marks between the two numbers of a range: "25%-40%", "from 5% to 30%", "2%~23%"
RANGE_JOIN = frozenset({"-", "–", "—", "−", "to", "~", "∼"})  # ("21% − 64%": a minus sign typed as a dash)
_RATE_UNITS = frozenset({"fps"})  # frames a second
_STORAGE_UNITS = frozenset({"kb", "mb", "gb", "tb", "kib", "mib", "gib", "tib"})
_SIZED_MODEL_NOUNS = frozenset({"model", "models", "network", "networks", "transformer", "transformers"})
_COUNTED_OF = frozenset({"these", "those", "them", "the", "our", "all"})
_MORE_OR_LESS = frozenset({"more", "larger", "fewer", "bigger", "smaller", "less"})


_AMOUNT_NOUNS = frozenset({"data", "parameters"})  # (but "2.31x less time" is a result)
_CHANGE_VERB_FORMS = frozenset({"increases", "decreases", "boost", "drop"})  # change nouns that are verbs too


# A model's size, a measure where a number compares it ("with 50x fewer parameters")
SIZE_MEASURES = frozenset({"parameters", "params"})


def _fewer_parameters(lowers: list[str], end: int) -> bool:
    """"100x fewer trainable parameters", "27% fewer parameters": a model's size cut against a baseline is a
    result (4 of 5 in the development sets), though "40x more parameters" and "1% additional parameters" count."""
    if end >= len(lowers) or lowers[end] not in {"fewer", "less"}:
        return False
    k = end + 1 + (end + 1 < len(lowers) and lowers[end + 1] in _COUNT_MODIFIERS)
    return k < len(lowers) and lowers[k] in SIZE_MEASURES


def more_than(lowers: list[str], end: int) -> bool:
    """Whether a number ending before token end is more (or less) of something than a baseline: "57.6% more
    examples than GPT-4", "200× fewer GFLOPs than video models"."""
    return end < len(lowers) and lowers[end] in _MORE_OR_LESS and "than" in lowers[end + 1:end + 6]


_COUNT_MODIFIERS = frozenset({"additional", "extra", "trainable", "labeled", "labelled", "unlabeled", "unlabelled",
                              "new", "learnable", "annotated", "remaining", "retained", "active", "nonzero",
                              "non-zero"})  # "with only 0.63% remaining connections": a share kept, not a result
_TIME_UNITS = {"hours": "hours", "hour": "hours", "minutes": "minutes", "minute": "minutes", "seconds": "seconds",
               "second": "seconds", "days": "days", "day": "days"}
_SHARE_NOUNS = frozenset({"fraction", "portion", "proportion", "share", "subset"})
_DURATION_HEADS = frozenset({"time", "runtime", "run-time", "latency", "duration"})


# Words a count of things follows: "on 6 benchmarks", "across 12 LLMs", "over 20 languages"
_COUNTED_AFTER = frozenset({"on", "across", "over", "in", "for", "with", "from", "among", "of"})


def _counted_after(v: TokenView, i: int, end: int) -> bool:
    """Whether a whole number after "on / across / ..." counts the plural noun its words end in ("on 6 standard
    node classification benchmarks", "across 12 LLMs"): things counted, not a measured value."""
    if i == 0 or v.lower[i - 1] not in _COUNTED_AFTER:
        return False
    k = end
    while k < min(len(v.text), end + 6) and (v.text[k].isalpha() or v.text[k] == "-") \
            and (v.lower[k] not in STOP_WORDS or v.text[k + 1:k + 2] == ["-"]):
        k += 1  # "of $77$ and recovers ...": the words end at a function word, not inside "few-shot"
    last = v.text[k - 1] if k > end else ""
    return len(last) > 2 and last.endswith("s") and not last.endswith(("ss", "us", "is")) and last != "points"


# Nouns that, after "at ... " and before "of N", name the setting a result is reported at
_SETTING_NOUNS = frozenset({"level", "levels", "ratio", "ratios", "budget", "budgets"})
_CLAUSE_MARKS = frozenset({",", ";", ":", "("})


def _partner_counts(lowers: list[str], texts: list[str], end: int, counts: frozenset[str]) -> bool:
    """Whether the number ending at ``end`` is joined by "or" / "and" / "to" to a count ("16 or 64 GPUs")."""
    return end + 2 < len(lowers) and lowers[end] in {"or", "and", "to"} and bool(_NUMBER.match(texts[end + 1])) \
        and lowers[end + 2] in counts and lowers[end + 2] not in _TIME_UNITS and lowers[end + 2] not in UNITS


def _counts_things(lowers: list[str], texts: list[str], k: int) -> bool:
    """Whether the number at token k counts things ("on 16 GPUs", "16 or 64 GPUs"), being no value of a measure."""
    counts = lowered("count_noun")
    return k + 1 < len(lowers) and (lowers[k + 1] in counts or _partner_counts(lowers, texts, k + 1, counts))


def _duration_measured(doc: Doc, v: TokenView, i: int) -> bool:
    """Whether the sentence of token i names a measure of time ("training time", "latency") among the lexicon's
    metrics, so that a number of hours or seconds in it is a result rather than a setting ("trained for 8 hours")."""
    sent, sent_end = v.sent_of[i], v.sent_end_of[i]
    return any(label == "Metric" and sent <= start < sent_end and v.lower[end - 1] in _DURATION_HEADS
               for start, end, label in spans_of(doc, "kg_lexicon"))


# "higher accuracy", "2× fewer": words that compare a value with another one
COMPARATIVES = lowered("comparative")
_FACTOR_AFTER = COMPARATIVES | {"as", "faster", "slower", "cheaper", "speedup", "speed-up", "bigger"}


def _factor_times(lowers: list[str], i: int, times: int) -> bool:
    """Whether "N times" at token i is a factor: a comparative or a change follows ("2 times faster", "3 times
    improvement of success rate", "3-4 times overall speedup"), or a change stands before it ("a speedup of up to
    13.9 times"); "we run it 10 times" is a count."""
    changes = lowered("change_noun")
    after = lowers[times + 1:times + 3]
    if after and (after[0] in _FACTOR_AFTER or after[0] in changes
                  or (after[0] in {"overall", "relative"} and after[1:] and (after[1] in changes
                                                                              or after[1] in _FACTOR_AFTER))):
        return True
    k = i - 1
    while k > 0 and lowers[k] in _FACTOR_APPROX:
        k -= 1
    if k > 0 and lowers[k] in RANGE_JOIN and _NUMBER.match(lowers[k - 1]):
        k -= 2  # "3-4 times", "a speedup of 2 to 3 times"
        while k > 0 and lowers[k] in _FACTOR_APPROX:
            k -= 1
    # "a speedup of up to 13.9 times", "an acceleration rate of about 1.5 times"
    return k > 0 and lowers[k] == "of" and (lowers[k - 1] in changes or lowers[k - 1] in _FACTOR_AFTER or (
        k > 1 and lowers[k - 1] in {"rate", "ratio"} and lowers[k - 2] in _SPEED_WORDS))


_SPEED_WORDS = frozenset({"acceleration", "speedup", "speed-up", "compression", "reduction", "improvement"})


_FACTOR_APPROX = APPROX | {"almost", "roughly"}


def _by_a_factor(lowers: list[str], i: int) -> bool:
    """Whether the number at i is a change "by a factor of (up to) N" that a change verb before it makes."""
    k = i - 1
    while k > 0 and lowers[k] in _FACTOR_APPROX:
        k -= 1
    return k > 3 and lowers[k - 3:k + 1] == ["by", "a", "factor", "of"] and any(
        low in lowered("change_verb") or low.startswith(("accelerat", "speed", "outperform"))
        for low in lowers[max(0, k - 10):k - 3])


def _slashed(text: str) -> list[re.Match]:
    """The two numbers of "3.4×/2.5×", "82.3/84.0" or a range written in one token ("20–90"), each matched by
    _NUMBER; else none (and none for "1/2")."""
    dash = "–" in text or "—" in text
    halves = re.split("[–—]", text) if dash else text.split("/")
    matches = [_NUMBER.match(h) for h in halves] if len(halves) == 2 else []
    if not (matches and all(matches)) or not (dash or any("." in h or m.group(3) for h, m in zip(halves, matches))):
        return []  # "1/2 the training FLOPs" is a fraction
    return matches


def _share_of_counted(lowers: list[str], k: int, counts: frozenset[str]) -> bool:
    """Whether the words after "N% of" (from token k) name counted things within a few tokens: "the
    trainable parameters", "LAION's images", "the training data" (but "79% of the time" is a rate)."""
    for j in range(k, min(k + 4, len(lowers))):
        low = lowers[j]
        if (low in counts or low in _SHARED_THINGS) and (j + 1 == len(lowers) or lowers[j + 1] not in {"'s", "’s"}):
            return True  # but "60% of the true model's accuracy" is a share of a measure
        if not (low.isalpha() or low in {"'s", "’s", "-"} or _SIZE.match(low)):  # "of an 11B parameters model"
            return False
    return False


_SHARED_THINGS = frozenset({"data", "training", "trainable", "labels", "labeled", "labelled"})
_EXAMPLE_NOUNS = frozenset({"examples", "samples", "demonstrations"})
_SIZE = re.compile(r"^\d+(?:\.\d+)?[kmbt]$")  # "11b", "7b": a model or data size (lower-cased)
_DATA_NOUNS = frozenset({"data", "labels", "annotations", "supervision"})


def _share_of_data(texts: list[str], lowers: list[str], k: int) -> bool:
    """Whether the words from token k, past the rest of a list or range of percentages, name a share of the data
    ("10% and 1% labeled data", "5% to 25% training data", "0% labeled non-IID data")."""
    n = len(lowers)
    while k < n and (lowers[k] in {"and", "or", ",", "%"} or lowers[k] in RANGE_JOIN or _NUMBER.match(texts[k])):
        k += 1
    start = k
    while k < min(n, start + 3) and (lowers[k] in _COUNT_MODIFIERS or lowers[k] == "training"
                                     or "-" in lowers[k] and lowers[k][0].isalpha()):
        k += 1
    if k < n and lowers[k] in _DATA_NOUNS:
        return True
    # "adding just 3% safety examples", "only 10% box annotations": one word saying what kind of examples
    return k + 1 < n and k == start and texts[k].isalpha() and texts[k].islower() \
        and lowers[k] not in COMPARATIVES and lowers[k] not in _MORE_OR_LESS \
        and lowers[k + 1] in _DATA_NOUNS | _EXAMPLE_NOUNS  # (but "57.6% more examples than GPT-4" is a result)


# Words that may stand between a number and its measure: "3.25 higher averaged L1/L2 AP", "2.1 points better mean IoU".
_QUALIFIERS = COMPARATIVES | {"average", "averaged", "mean", "overall", "absolute", "relative", "points", "point", "pts",
                              "pp"}


# Words between a number and the change it reports, and the owner named before the changed measure: "a 20% absolute
# drop in accuracy", "a 4% improvement of model accuracy"
_CHANGE_QUALIFIERS = frozenset({"absolute", "relative", "points", "point", "pp", "percentage", "average", "overall"})
_MEASURED_OWNERS = frozenset({"the", "model", "its", "their", "our"})


_CLAUSE_WORDS = frozenset({"and", "or", "of", "for", "on", "with", "at", "by", "to", "from", "than", "while", "which",
                           "that", "when", "where", "is", "are", "was", "were"})
_VERSUS_OPENERS = frozenset({"vs", "vs.", "versus", "compared", "against", "previous", "prior", "baseline"})


def _past_listed_numbers(v: TokenView, k: int, end: int) -> int:
    """The token after the other numbers of the list that token k continues ("and 5.38%, respectively")."""
    while k < end and (v.lower[k] in {"and", ",", "%", "respectively"} or _NUMBER.match(v.text[k])):
        k += 1
    return k


# Words between a measure that has its own number and a later number that start another quantity: "90% attack
# success rate, CBD achieves 100%", "2% mAP gain with a 1.1× speedup"
_OTHER_QUANTITY = frozenset({",", "with", "while", "whilst"})


def metric_for(doc: Doc, hit: NumberHit, metrics: list[TokenSpan]) -> TokenSpan | None:
    """The metric a number reports: right after it ("82.3% mAP") or shortly before ("mAP of 82.3%")."""
    v = view(doc)
    sent = doc[v.sent_of[hit.start]:v.sent_end_of[hit.start]]
    after = [m for m in metrics if hit.end <= m.start <= hit.end + 2 and m.start < sent.end]
    lowers = v.lower
    if not after and hit.end < sent.end and lowers[hit.end] == "(":
        # "65.07% (vs. previous SOTA 24.68%) recall": the measure after the aside in parentheses
        close = next((k for k in range(hit.end + 1, min(sent.end, hit.end + 10)) if lowers[k] == ")"), None)
        if close is not None and lowers[hit.end + 1] in _VERSUS_OPENERS:
            after = [m for m in metrics if m.start == close + 1]
            if after:
                return after[0]
    if not after and hit.end < sent.end and lowers[hit.end] == "of":  # "60% of true model's accuracy"
        j = next((j for j in range(hit.end + 2, min(sent.end - 1, hit.end + 5)) if lowers[j] in {"'s", "’s"}), None)
        after = [m for m in metrics if j is not None and m.start == j + 1]
    if not after:  # "3.25 higher averaged L1 AP": comparatives and qualifiers before the measure
        starts = {m.start: m for m in metrics}
        k = hit.end
        while k < min(sent.end, hit.end + 4) and k not in starts and (
                lowers[k] in _QUALIFIERS or v.text[k].isupper() or ("/" in v.text[k] and v.text[k][:1].isupper())):
            k += 1
        after = [starts[k]] if k in starts and k > hit.end + 2 else []
    if not after:  # "a 20% absolute drop in accuracy", "4% improvement of model accuracy"
        k = hit.end
        while k < sent.end and lowers[k] in _CHANGE_QUALIFIERS:
            k += 1
        if k + 2 < sent.end and lowers[k] in lowered("change_noun") and lowers[k + 1] in {"in", "of"}:
            at = k + 2 + (lowers[k + 2] in _MEASURED_OWNERS)
            after = [m for m in metrics if m.start == at]
    if not after:  # "relative improvement of 19.0% and 22.8% in next word prediction accuracy"
        k = _past_listed_numbers(v, hit.end, sent.end)
        if k + 1 < sent.end and lowers[k] == "in":
            starts = {m.start: m for m in metrics}
            j = k + 1
            while j < min(sent.end, k + 5) and j not in starts and v.text[j].isalpha() and v.text[j].islower() \
                    and lowers[j] not in _CLAUSE_WORDS:
                j += 1
            after = [starts[j]] if j in starts else []
    if not after:  # "by 7.89% on the average accuracy across five tasks": a measure, where a dataset often stands
        k = hit.end
        if k + 1 < sent.end and lowers[k] == "on":
            starts = {m.start: m for m in metrics}
            j = k + 1 + (lowers[k + 1] == "the")
            while j < min(sent.end, k + 4) and lowers[j] in {"average", "mean", "overall", "averaged"}:
                j += 1
            after = [starts[j]] if j in starts else []
    if not after:  # "53.9% correction improvement in terms of word error rate"
        k = _past_listed_numbers(v, hit.end, sent.end)  # "by 8.27% and 5.38% in terms of the top-1 accuracy"
        for k in range(hit.end, min(sent.end - 3, max(k, hit.end + 4))):
            if lowers[k:k + 3] == ["in", "terms", "of"]:
                at = k + 4 if k + 3 < sent.end and lowers[k + 3] == "the" else k + 3
                after = [m for m in metrics if m.start == at]
                break
    if after:
        between = doc[hit.end:after[0].start]
        # "from 0.84 to 0.63, while perplexity ...": a measure after a comma starts another clause
        if not any(t.lower_ in {"and", ";", ","} or _NUMBER.match(t.text) for t in between):
            return after[0]
    before = [m for m in metrics if hit.start - 8 <= m.end <= hit.start and m.start >= sent.start]
    if before:
        m = before[-1]
        between = doc[m.end:hit.start]
        claimed = any(_NUMBER.match(v.text[k]) for k in range(max(sent.start, m.start - 2), m.start))
        # (a count between, "the training time on 16 GPUs down from 26.7 to 20.2 hours", reports nothing)
        # ("53% higher success rate while generating plans 35× faster": another clause's number)
        if not any((_NUMBER.match(t.text) and not _counts_things(lowers, v.text, t.i)) or t.text in {";", ".", "and"}
                   or t.lower_ in {"while", "whereas", "but", "although"} for t in between) and not (
                claimed and any(t.lower_ in _OTHER_QUANTITY for t in between)):
            # "accuracy in X and up to 21.2% in Y": the measure belongs to the earlier number; but in "which
            # achieves 90% attack success rate, CBD achieves 100%" it is the measure of the number before it
            return m
    # a unit that is a measure itself ("34 FPS vs 0.028 FPS") names it where no other measure does ("at 10 FPS
    # inference speed")
    return next((m for m in metrics if hit.start < m.start < hit.end), None)
