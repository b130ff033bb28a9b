"""Cross-paper entity resolution on small hand-made extractions: what merges (and why) and what stays apart."""

from __future__ import annotations

import random

import pytest

from kg.resolve import is_acronym, name_key, resolve, slug
from kg.schema import Entity, EntityType, Extraction

M, MO, D, T = EntityType.METHOD, EntityType.MODEL, EntityType.DATASET, EntityType.TASK


def _ext(paper: str, *entities: tuple) -> Extraction:
    """An extraction holding entities given as (type, name, aliases...)."""
    return Extraction(paper, entities=[Entity(t, name, list(aliases)) for t, name, *aliases in entities])


def _ids(res, type_: EntityType, names_by_paper: list[tuple[str, str]]) -> list[str]:
    return [res.lookup(type_, name, paper).id for paper, name in names_by_paper]


@pytest.mark.parametrize("type_, a, b", [
    (T, "domain adaptation", "Domain Adaptation"),            # case
    (M, "Gram-Schmidt walk", "Gram Schmidt Walk"),            # hyphen and space
    (M, "layer-norm", "layernorm"),                           # hyphen removed
    (T, "graph neural networks", "graph neural network"),     # plural
    (T, "strategies for routing", "strategies for routing"),  # identical
    (MO, "LLMs", "LLM"),                                      # acronym plural
    (D, "COCO-C", "COCO C"),                                  # hyphen in an all-caps name
    (M, "LoRA", "LORA"),                                      # case inside a case-marked name
])
def test_resolve_merges_case_hyphen_space_plural_variants(type_, a, b):
    res = resolve([_ext("p1", (type_, a)), _ext("p2", (type_, b))])
    assert len(res.entities) == 1
    canon = next(iter(res.entities.values()))
    assert canon.papers == {"p1", "p2"}
    assert _ids(res, type_, [("p1", a), ("p2", b)]) == [canon.id, canon.id]
    if a != b:
        assert canon.merges and all(reason for _, reason in canon.merges)
        assert {canon.name, canon.merges[0][0]} == {a, b}
        assert "case, hyphens, spaces or plural" in canon.merges[0][1]


@pytest.mark.parametrize("type_a, a, type_b, b", [
    (D, "COCO", D, "COCO-C"),                  # a derived dataset is its own thing
    (MO, "Llama 3", MO, "Llama3-8B-Instruct"),  # a family and one checkpoint
    (M, "SCALE", M, "scale"),                  # an acronym is not the ordinary word
    (M, "DARTS", M, "DART"),                   # a capital S is not a plural
    (M, "GAN", M, "GANs"[:-1] + "Z"),          # different names
    (M, "SCALE", D, "SCALE"),                  # same name, different types
])
def test_resolve_keeps_different_things_apart(type_a, a, type_b, b):
    res = resolve([_ext("p1", (type_a, a)), _ext("p2", (type_b, b))])
    assert len(res.entities) == 2
    assert res.lookup(type_a, a, "p1").id != res.lookup(type_b, b, "p2").id
    assert all(not c.merges for c in res.entities.values())


def test_resolve_scale_method_does_not_absorb_the_word_scale_under_any_case():
    res = resolve([_ext("p1", (M, "Scale-Aware Consistent Alignment Learning", "SCALE")),
                   _ext("p2", (M, "scale")), _ext("p3", (M, "Scale"))])
    scale = res.lookup(M, "SCALE", "p1")
    assert scale.name == "Scale-Aware Consistent Alignment Learning"
    assert res.lookup(M, "scale", "p2").id == res.lookup(M, "Scale", "p3").id != scale.id
    assert scale.papers == {"p1"}


@pytest.mark.parametrize("longer, shorter, type_", [
    ("COCO-C", "COCO", D),
    ("Llama3-8B-Instruct", "Llama 3", MO),
    ("ResNet-50", "ResNet", M),
    ("GPT-4o-mini", "GPT-4o", MO),
    ("CUB-200-2011", "CUB-200", D),
    ("CO3D-v2", "CO3D", D),
])
def test_resolve_links_name_extensions_as_variants(longer, shorter, type_):
    res = resolve([_ext("p1", (type_, shorter)), _ext("p2", (type_, longer))])
    long_c, short_c = res.lookup(type_, longer, "p2"), res.lookup(type_, shorter, "p1")
    assert long_c.id != short_c.id
    assert long_c.variant_of == [short_c.id]
    assert short_c.variant_of == []


@pytest.mark.parametrize("longer, shorter, type_a, type_b", [
    ("BERTScore", "BERT", M, M),         # no word boundary
    ("SCALE-Net", "scale", M, M),        # the prefix is written as an acronym, the other as a word
    ("domain adaptation benchmark", "domain adaptation", T, T),  # tasks are phrases, not names
    ("COCO-C", "COCO", D, M),            # different kinds of thing
    ("Semantic Refinement and Exclusion", "Semantic Refinement", M, M),  # a phrase, not a variant name
    ("PC algorithm", "PC", M, M),        # a descriptive word, not a variant name
    ("BP-sLDA", "BP", M, M),             # a short prefix starts a compound
    ("AM-GM", "AM", M, M),
    ("Batch-and-match", "Batch", M, M),  # lower-case words make a phrase
    ("class-PossibleWorldNets", "Class", M, M),  # an ordinary word is no name to vary
])
def test_resolve_does_not_link_what_the_name_does_not_show(longer, shorter, type_a, type_b):
    res = resolve([_ext("p1", (type_b, shorter)), _ext("p2", (type_a, longer))])
    assert res.lookup(type_a, longer, "p2").variant_of == []


@pytest.mark.parametrize("papers", [("a", "b"), ("b", "a")])
def test_resolve_bare_acronym_joins_the_unique_long_form_defined_elsewhere(papers):
    define, bare = papers
    res = resolve([_ext(define, (M, "Gram-Schmidt Walk", "GSW")), _ext(bare, (M, "GSW"))])
    assert len(res.entities) == 1
    canon = res.lookup(M, "GSW", bare)
    assert canon.papers == {"a", "b"}
    # both papers write "GSW", one also the long form: the name both use is preferred, the other kept as alias
    assert canon.name == "GSW" and "Gram-Schmidt Walk" in canon.aliases
    assert any(v == "GSW" and "bare acronym" in why and "Gram-Schmidt Walk" in why for v, why in canon.merges)
    assert res.lookup(M, "GSW").id == canon.id  # unambiguous, so the paper-free lookup finds it too


def test_resolve_entity_is_named_as_most_papers_name_it():
    res = resolve([_ext("a", (M, "Generative Adversarial Network", "GAN")), _ext("b", (M, "GAN")),
                   _ext("c", (M, "GANs"))])
    canon = res.lookup(M, "GAN", "b")
    assert len(res.entities) == 1 and canon.papers == {"a", "b", "c"}
    assert canon.name == "GAN" and {"Generative Adversarial Network", "GANs"} <= canon.aliases
    assert canon.id == "method/generative-adversarial-network"  # ids do not move with the name


def test_resolve_bare_acronym_of_another_type_stays_apart():
    res = resolve([_ext("p1", (T, "unsupervised domain adaptation", "UDA")), _ext("p2", (M, "UDA"))])
    assert res.lookup(M, "UDA", "p2").id != res.lookup(T, "UDA", "p1").id


@pytest.mark.parametrize("type_, acronym, sense1, sense2", [
    (M, "PC", "Peter-Clark algorithm", "proxy classifier"),
    (T, "DG", "domain generalization", "data generation"),
])
def test_resolve_acronym_with_two_senses_keeps_two_nodes(type_, acronym, sense1, sense2):
    res = resolve([_ext("p1", (type_, sense1, acronym)), _ext("p2", (type_, sense2, acronym)),
                   _ext("p3", (type_, acronym))])
    first, second = res.lookup(type_, acronym, "p1"), res.lookup(type_, acronym, "p2")
    assert (first.name, second.name) == (sense1, sense2)
    assert first.id != second.id
    assert acronym in first.aliases and acronym in second.aliases
    bare = res.lookup(type_, acronym, "p3")  # ambiguous: a bare use joins neither sense
    assert bare.id not in {first.id, second.id} and bare.name == acronym
    assert res.lookup(type_, acronym).id == bare.id
    assert len(res.entities) == 3


def test_resolve_same_acronym_same_long_form_in_two_papers_is_one_node():
    res = resolve([_ext("p1", (T, "domain generalization", "DG")), _ext("p2", (T, "Domain Generalisation", "DG")),
                   _ext("p3", (T, "Domain Generalization", "DG"))])
    ids = {res.lookup(T, "DG", p).id for p in ("p1", "p3")}
    assert len(ids) == 1
    # "Generalisation" vs "Generalization" is a spelling, not a case/hyphen/plural variant: kept apart.
    assert res.lookup(T, "DG", "p2").id not in ids


def test_resolve_acronym_named_entity_with_long_alias():
    res = resolve([_ext("p1", (M, "S3", "Specialization, Selection, Sparsification")), _ext("p2", (M, "S3"))])
    assert len(res.entities) == 1
    assert res.lookup(M, "S3", "p2").papers == {"p1", "p2"}


def test_resolve_is_independent_of_input_order():
    exts = [_ext(f"p{i}", (M, name, *aliases)) for i, (name, *aliases) in enumerate([
        ("Low-Rank Adaptation", "LoRA"), ("LoRA",), ("low-rank adaptation",), ("PC algorithm",), ("PC",),
        ("proxy classifier", "PC"), ("peter clark", "PC"), ("Llama3-8B",), ("Llama 3",), ("SCALE",), ("scale",)])]
    ref = resolve(exts)
    for seed in range(3):
        shuffled = exts[:]
        random.Random(seed).shuffle(shuffled)
        res = resolve(shuffled)
        assert {k: (c.name, sorted(c.aliases), sorted(c.papers), c.variant_of) for k, c in res.entities.items()} == \
               {k: (c.name, sorted(c.aliases), sorted(c.papers), c.variant_of) for k, c in ref.entities.items()}


def test_resolve_lookup_of_unknown_name_raises_keyerror():
    res = resolve([_ext("p1", (M, "LoRA"))])
    with pytest.raises(KeyError):
        res.lookup(M, "QLoRA", "p1")
    with pytest.raises(KeyError):
        res.lookup(D, "LoRA")


@pytest.mark.parametrize("name, acronym", [("UDA", True), ("COCO-C", True), ("S3", True), ("GPT-4", True),
                                           ("Adam", False), ("scale", False), ("Llama 3", False),
                                           ("Llama3-8B-Instruct", False)])
def test_resolve_is_acronym(name, acronym):
    assert is_acronym(name) is acronym


def test_resolve_name_key_keeps_case_marked_names_apart_from_words():
    assert name_key("SCALE") != name_key("scale") == name_key("Scale") == name_key("scales")
    assert name_key("LLMs") == name_key("LLM") and name_key("DARTS") != name_key("DART")


def test_resolve_slug_is_stable_and_iri_safe():
    assert slug("COCO-C") == "coco-c"
    assert slug("τ") == slug("τ") and slug("τ").startswith("x") and slug("τ").isalnum()


@pytest.mark.parametrize("a, b, same", [
    ("accuracies", "accuracy", True),
    ("top-1 accuracies", "Top-1 Accuracy", True),
    ("time series", "time sery", False),  # "series" is no plural of a "-y" word
    ("species", "specy", False),
])
def test_resolve_name_key_folds_the_ies_plural(a, b, same):
    assert (name_key(a) == name_key(b)) is same


@pytest.mark.parametrize("a, b", [
    ("Gaussian process", "Gaussian processes"),
    ("focal loss", "focal losses"),
])
def test_resolve_name_key_folds_an_es_plural_after_ss(a, b):
    assert name_key(a) == name_key(b)
