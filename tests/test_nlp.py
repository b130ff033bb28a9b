"""The extraction layer on small inline texts: tokenizer, abbreviations, names, results, rules."""

import json

import pytest
import spacy

from kg.errors import RuleError
from kg.nlp.abbreviations import detect_pairs, find_long_form, is_short_form
from kg.nlp.pipeline import make_nlp
from kg.nlp.rules import load_cues, load_wordlists
from kg.nlp.tokenizer import blank_english


@pytest.fixture(scope="module")
def nlp():
    return make_nlp()


@pytest.mark.parametrize("name", ["COCO-C", "Llama3-8B-Instruct", "Cohere-xlarge-52.4B", "Recall@100", "ViT-B/16", "Office31", "top-1",
                                  "MP-K2alman", "GSM8K", "Qwen3-8B", "LaRA-Fusion", "TD(λ)", "LSTD(lambda)"])
def test_tokenizer_keeps_scientific_names_whole(name):
    tokens = [t.text for t in blank_english()(f"We use {name} here.")]
    assert name in tokens


@pytest.mark.parametrize("text, pieces", [
    ("state-of-the-art", ["state", "-", "of", "-", "the", "-", "art"]),
    ("fine-tuned", ["fine", "-", "tuned"]),
    ("82.3%", ["82.3", "%"]),
    ("DeR-Mamba(Decoupling", ["DeR-Mamba", "(", "Decoupling"]),
    ("TimeX. It", ["TimeX", ".", "It"]),
    ("on Accuracy@K. It", ["on", "Accuracy@K", ".", "It"]),
    ("on COCO-C. It", ["on", "COCO-C", ".", "It"]),
    ("the U.S. market", ["the", "U.S.", "market"]),
    ("(GAN)-based", ["(", "GAN", ")", "-", "based"]),
    ("(LV-HBA)—that", ["(", "LV-HBA", ")", "—", "that"]),
    ("PILE—showing", ["PILE", "—", "showing"]),
    ("CIFAR100.The end", ["CIFAR100", ".", "The", "end"]),
    ("for SFT.The models", ["for", "SFT", ".", "The", "models"]),
    ("the RKHS.A key step", ["the", "RKHS", ".", "A", "key", "step"]),
    # a letter, digits and a letter stay one token, though spaCy reads a final "T" as a unit
    ("on D2T or T2D tasks", ["on", "D2T", "or", "T2D", "tasks"]),
    # a lower-case letter before a period ends a sentence ("of size n. We"); "e.g." stays whole
    ("of size n. Recently, we", ["of", "size", "n", ".", "Recently", ",", "we"]),
    ("see e.g. FooNet", ["see", "e.g.", "FooNet"]),
    # a dash typed as two or three hyphens, but not one between two names
    ("algorithms---1) partial", ["algorithms", "---", "1", ")", "partial"]),
    ("SGD---by", ["SGD", "---", "by"]),
    ("GPT-4--a model", ["GPT-4", "--", "a", "model"]),
    ("model---Additive Net", ["model", "---", "Additive", "Net"]),
    ("Metropolis--Hastings", ["Metropolis--Hastings"]),
    # a range of percentages
    ("25%-40% gains", ["25%", "-", "40", "%", "gains"]),
    ("0.5%–2.6% drops", ["0.5%", "–", "2.6", "%", "drops"]),
    # a tilde between two numbers is a range too ("2%$\sim$23%" is normalised to "2%~23%")
    ("2%~23% gains", ["2%", "~", "23", "%", "gains"]),
    ("the score is~75% here", ["the", "score", "is", "~", "75", "%", "here"]),
    ("by 3.3x~15x.", ["by", "3.3x", "~", "15x", "."]),
    ("1.1×∼3.4× speedups", ["1.1×", "∼", "3.4×", "speedups"]),
    # and a dash between two factors
    ("4×-10× faster", ["4×", "-", "10×", "faster"]),
    ("2x–3.5x faster", ["2x", "–", "3.5x", "faster"]),
    # a period after a multiplication sign ends the sentence
    ("by 2 ×.", ["by", "2", "×", "."]),
    ("by 2×. We", ["by", "2×", ".", "We"]),
    # ... and a dash typed against a range's first number
    ("1.24- 2.01x speedup", ["1.24", "-", "2.01x", "speedup"]),
    # spaCy's emoticons are no tokens in an abstract
    ("learning (ICL): they", ["learning", "(", "ICL", ")", ":", "they"]),
    ("(see Figure 8) and", ["(", "see", "Figure", "8", ")", "and"]),
])
def test_tokenizer_splits_ordinary_words(text, pieces):
    assert [t.text for t in blank_english()(text)] == pieces


def test_tokenizer_cache_is_large_and_changes_no_token():
    from kg.nlp.tokenizer import CACHE_CHUNKS

    text = "We fine-tune Llama3-8B-Instruct (e.g. on COCO-C) to 82.3% top-1;  TimeX. It beats (GAN)-based PILE—showing."
    cached, uncached = blank_english(), blank_english()
    uncached.tokenizer.max_cache_size = 0
    assert cached.tokenizer.max_cache_size == CACHE_CHUNKS > 10_000  # spaCy's default fills within a few hundred abstracts
    tokens = [[(t.text, t.whitespace_) for t in nlp(text)] for nlp in (cached, cached, uncached)]
    assert tokens[0] == tokens[1] == tokens[2]  # the second pass reads the cache


@pytest.mark.parametrize("text, long, short", [
    ("Infrared and visible image fusion (IVIF) aims to fuse.", "Infrared and visible image fusion", "IVIF"),
    ("We propose the Prospect-Guided Strategic Framework (Pro-SF), which", "Prospect-Guided Strategic Framework",
     "Pro-SF"),
    ("We explain Weak-to-Strong (W2S) generalization.", "Weak-to-Strong", "W2S"),
    ("It uses the Gram-Schmidt Walk (GSW) design.", "Gram-Schmidt Walk", "GSW"),
    ("We propose S3 (Specialization, Selection, Sparsification), a framework.",
     "Specialization, Selection, Sparsification", "S3"),
    ("We study Mechanism-Of-Action (MoA) classification.", "Mechanism-Of-Action", "MoA"),
    ("We propose Non-negative Contrastive Learning (NCL), a method.", "Non-negative Contrastive Learning", "NCL"),
    # a LaTeX superscript in the acronym, and a squared letter that stands for two words
    ("We develop the Dual Kernel Kalman update field (DK$^2$alman), which", "Dual Kernel Kalman update field",
     "DK$^2$alman"),
    ("We build Kernel Kalman Filters (K²F) for this.", "Kernel Kalman Filters", "K²F"),
    # the acronym first, its long form after "for" or "stands for"
    ("We propose a method: TADRED for TAsk-DRiven Experimental Design in imaging.",
     "TAsk-DRiven Experimental Design", "TADRED"),
    ("Here HAN stands for Hawkes Aggregation of Neurons.", "Hawkes Aggregation of Neurons", "HAN"),
    ("We propose SPADE, short for State Space Augmented Transformer.", "State Space Augmented Transformer", "SPADE"),
    ("We call it SA3D, for Segment Anything in 3D, here.", "Segment Anything in 3D", "SA3D"),
    # "any" gives no letter, as "for" and "to" do not
    ("We introduce Actively Discovering and Adapting to Preferences for any Task (ADAPT), a benchmark.",
     "Actively Discovering and Adapting to Preferences for any Task", "ADAPT"),
    # ... or set off after it by a comma, a dash or a colon, its letters marked by capitals
    ("We propose RENT, a REsampling method with Noise Transition matrix. RENT wins.",
     "REsampling method with Noise Transition matrix", "RENT"),
    # the long form never ends inside a hyphenated word
    ("We introduce SNIP, a Symbolic-Numeric Integrated Pre-training model, which learns.",
     "Symbolic-Numeric Integrated Pre-training", "SNIP"),
    ("We propose InfoCORE, an Information maximization approach for COnfounder REmoval, to deal with it.",
     "Information maximization approach for COnfounder REmoval", "InfoCORE"),
    ("We present SinMDM, a Single Motion Diffusion Model designed to model motifs.", "Single Motion Diffusion Model",
     "SinMDM"),
    ("We introduce PASTA -- Post-hoc Attention STeering Approach, a method.", "Post-hoc Attention STeering Approach",
     "PASTA"),
    ("We propose FLAIR, Finding Large Language Model Authenticity via a Single Inquiry and Response, to detect bots.",
     "Finding Large Language Model Authenticity via a Single Inquiry and Response", "FLAIR"),
    ("We introduce LLaVA: Large Language and Vision Assistant, an end-to-end model.",
     "Large Language and Vision Assistant", "LLaVA"),
    # an all-capital acronym that spells a stop word ("et" of "et al.") is still an acronym
    ("We propose the extremal transport (ET) which is a formalization.", "extremal transport", "ET"),
    # capitals inside words mark the acronym's letters and where its long form starts
    ("We propose an acoustic Music undERstanding model with large-scale self-supervised Training (MERT), which",
     "Music undERstanding model with large-scale self-supervised Training", "MERT"),
    ("We present Rule-inducEd Subgraph represenTations (REST), which", "Rule-inducEd Subgraph represenTations",
     "REST"),
    ("We build the SParse Routing modeL (SPRL) for this.", "SParse Routing modeL", "SPRL"),
    # a closing quote before the parenthesis is no part of the long form
    ("They dubbed it the “deep kernel machine” (DKM) last year.", "deep kernel machine", "DKM"),
    ("We call it ``Meet in the Middle'' (MIM) here.", "Meet in the Middle", "MIM"),
    # "is" and "not" can be part of a name
    ("We propose Every Call is Precious (ECP), a method.", "Every Call is Precious", "ECP"),
    ("Data are missing not at random (MNAR) here.", "missing not at random", "MNAR"),
    # word initials spell the acronym, though a shorter match inside words exists ("PArameter APproximation")
    ("We propose an approach titled perturbation assistance for parameter approximation (PAPA) here.",
     "perturbation assistance for parameter approximation", "PAPA"),
    ("An adaptive multi-scale identifier (AMSI) is leveraged to build graphs.", "adaptive multi-scale identifier",
     "AMSI"),
    # ... also for two letters, and for a plural acronym ("circuits" holds a second "c")
    ("We introduce characteristic circuits (CCs), a family of models.", "characteristic circuits", "CCs"),
    ("Deep networks are vulnerable to adversarial attacks (AA) of many kinds.", "adversarial attacks", "AA"),
    # a connective between the words gives no letter, but the parts of a hyphenated word each give one
    ("We deploy it on the Abstraction and Reasoning Corpus (ARC), a set of tasks.",
     "Abstraction and Reasoning Corpus", "ARC"),
    ("LLMs show impressive in-context learning (ICL) abilities.", "in-context learning", "ICL"),
    ("Transformers exhibit in-context learning (ICL): they learn tasks.", "in-context learning", "ICL"),
    ("We study the text-to-speech (TTS) task.", "text-to-speech", "TTS"),
    ("We study Learning from Label Proportions (LLP), where labels come in bags.", "Learning from Label Proportions",
     "LLP"),
    # ... unless a small letter of the acronym is the connective's
    ("We introduce a new framework, Tree of Thoughts (ToT), which generalizes prompting.", "Tree of Thoughts", "ToT"),
    # a naming word or "novel" that opens the long form stays where it gives the acronym its first letter
    ("We study named entity recognition (NER) in clinical text.", "named entity recognition", "NER"),
    ("Novel View Synthesis (NVS) renders unseen views.", "Novel View Synthesis", "NVS"),
    ("We propose a method named Fast Adaptive Sampling (FAS) here.", "Fast Adaptive Sampling", "FAS"),
    # a number may end a long form that has none in its acronym
    ("Data come from the Standard and Poor's 500 (S&P) index.", "Standard and Poor's 500", "S&P"),
    # a naming verb is no part of the long form, whatever letter it gives
    ("We develop a technique called Joint Axes Preconditioners (CASPR) here.", "Joint Axes Preconditioners",
     "CASPR"),
    # an acronym followed by a citation inside the parenthesis
    ("We modify Generalized Cross Validation (GCV, Wahba, 1990) here.", "Generalized Cross Validation", "GCV"),
    ("We train with Proximal Policy Optimization (PPO; Schulman et al., 2017) here.", "Proximal Policy Optimization",
     "PPO"),
    # the acronym first, quoted or not, with the words' initials spelling it where the shortest match starts late
    ("We propose MMCC (matrix mechanism conditional composition), an algorithm.",
     "matrix mechanism conditional composition", "MMCC"),
    ("We propose \"MMCC'' (matrix mechanism conditional composition), an algorithm.",
     "matrix mechanism conditional composition", "MMCC"),
    # spelled after a comma, before the phrase goes on past another name; a digit repeats the letter before it
    ("To this end, we propose E3T, an Efficient End-to-End Tuning approach for zero-shot human-AI coordination.",
     "Efficient End-to-End Tuning", "E3T"),
    ("To this end, we propose EFT, an Efficient Foo Tuning approach for zero-shot human-AI coordination.",
     "Efficient Foo Tuning", "EFT"),
    # spelled out later in the sentence by capitals set inside its words
    ("We present FOOLAGE, a method for FOOLective data AGgrEgation in few-shot imitation learning.",
     "FOOLective data AGgrEgation", "FOOLAGE"),
    # spelled in an apposition by its words' initials, where a small word would give a shorter match
    ("In response, we introduce AFGS, Alignment as Foo-Guided Search, a novel framework.",
     "Alignment as Foo-Guided Search", "AFGS"),
    # a describing adjective that gives the first letter is dropped where the words after it spell the acronym
    ("It is solved via a specialized semismooth Footon (SSF) method.", "semismooth Footon", "SSF"),
    # but kept where they cannot
    ("We attack with the fast gradient sign method (FGSM) here.", "fast gradient sign method", "FGSM"),
    # and kept where it opens a hyphenated word, which the name cannot start inside
    ("We couple high-level (HL) sub-goal selection and low-level (LL) trajectory generation.", "low-level", "LL"),
])
def test_abbreviations_find_long_and_short_forms(nlp, text, long, short):
    pairs = [(lf.text, sf.text) for lf, sf in detect_pairs(nlp(text))]
    assert (long, short) in pairs


@pytest.mark.parametrize("text", ["results (see Table 1) hold", "a value (ours) wins", "in 2024 (2023) too",
                                  # names in a list, an older acronym inside, the name itself
                                  "It is tested on SVHN, CIFAR-10, CIFAR-100 and ImageNet.",
                                  "We propose BPLS, a Bayesian framework for PLS that aims to help.",
                                  "Our modified ConvNeXt, ConvNeXt + ConvStem, yields robust models.",
                                  # a common word clipped to letters spells no long form
                                  "It combines a general policy optimization algorithm (ALG) with an estimator.",
                                  # letters picked out of a clause spell no long form
                                  "FooCoder 3B not only achieves a BarEval score comparable to GPT3.5 (ChatGPT).",
                                  # or out of a count and the clause before it
                                  "Our extensive test over 29 API-based and open-sourced (OSS) LLMs shows gains.",
                                  # a list after a colon, with a word in the parenthesis
                                  "RepoBench consists of three interconnected evaluation tasks: "
                                  "RepoBench-R (Retrieval), RepoBench-C (Code).",
                                  # a plural acronym is no word with marked capitals
                                  "We sample RBM states with RBMs and more.",
                                  # a function applied to its argument: big-O notation after LaTeX is stripped
                                  "It takes a number of steps sublinear in N, namely O(N).",
                                  "The regret guarantee of O(T) holds for FooBandit.",
                                  "The value of interest is the mutual information I(S;A(S)) between the sample S "
                                  "and the output A.",
                                  # a link is no long form
                                  "Codes are available at https://github.com/Foo/NPD-MindSpore (MindSpore)."])
def test_abbreviations_ignore_non_acronyms(nlp, text):
    assert detect_pairs(nlp(text)) == []


@pytest.mark.parametrize("short, ok", [("UDA", True), ("Pro-SF", True), ("e.g", False), ("2023", False),
                                       ("ours", False), ("LLMs", True),
                                       ("MP-K$^2$alman", True), ("x$^2$", False),
                                       # a model's size in parentheses is no acronym
                                       ("8B", False), ("1.5B", False), ("3D", True)])
def test_abbreviations_short_form_shape(short, ok):
    assert is_short_form(short) is ok


def test_abbreviations_long_form_needs_word_start():
    assert find_long_form("GSW", "the Gram-Schmidt Walk") == 4
    assert find_long_form("XYZ", "nothing matches here") is None


@pytest.mark.parametrize("short, window, start", [
    ("3T", "we introduce Three Towers", 13),   # a digit spelt out as a word
    ("L2T", "a method of Learning to Teach", 12),
    ("4D", "a model of Four Dimensions", 11),
])
def test_abbreviations_long_form_digits_stand_for_words(short, window, start):
    assert find_long_form(short, window) == start


def test_abbreviations_factory_runs_in_a_blank_pipeline():
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    nlp.add_pipe("kg_abbreviations")
    doc = nlp("Unsupervised Domain Adaptation (UDA) is hard. UDA matters.")
    assert [s.text for s in doc.spans["kg_abbrev_short"]] == ["UDA"]
    assert [s.text for s in doc.spans["kg_abbrev_uses"]] == ["UDA"]


def test_rules_wordlists_hold_the_lists_the_code_uses():
    lists = load_wordlists()
    for name in ("metric", "generic", "task_head", "modifier_stop", "count_noun", "dataset_head", "method_head"):
        assert lists[name], name


def test_rules_a_hand_kept_exclusion_overrides_the_learnt_gazetteer(tmp_path):
    (tmp_path / "gazetteer.csv").write_text("list,term\ndataset,PageRank\ndataset,CIFAR-10\n")
    (tmp_path / "wordlists.csv").write_text("list,term\nnot_dataset,PageRank\n")
    assert load_wordlists(tmp_path)["dataset"] == {"CIFAR-10"}
    assert "PageRank" not in load_wordlists()["dataset"]  # the shipped lists too


@pytest.mark.parametrize("line, message", [
    ("not json", "invalid JSON"),
    (json.dumps({"id": "x", "label": "NOPE", "pattern": [{"LOWER": "a"}]}), "unknown label"),
    (json.dumps({"id": "x", "label": "PROPOSE", "pattern": [{"NOT_AN_ATTR": "a"}]}), "invalid token pattern"),
    (json.dumps({"id": "x", "label": "PROPOSE"}), "needs id, label and pattern"),
    # a valid spaCy attribute that the extraction pipeline's lean vocab does not compute
    (json.dumps({"id": "x", "label": "PROPOSE", "pattern": [{"LIKE_NUM": True}]}), "not available to cue patterns"),
])
def test_rules_bad_cue_file_names_file_and_line(tmp_path, line, message):
    path = tmp_path / "cues.jsonl"
    path.write_text('{"id": "ok", "label": "COMPARE", "pattern": [{"LOWER": "than"}]}\n' + line + "\n")
    with pytest.raises(RuleError, match=message) as info:
        load_cues(path)
    assert f"{path}:2:" in str(info.value)


def test_rules_shipped_cues_load():
    labels = {c["label"] for c in load_cues()}
    assert {"PROPOSE", "CALLED", "COMPARE"} <= labels


@pytest.mark.parametrize("word", ["Qwen2.5-7B", "fine", "(", "ÜberNet", "42"])
def test_pipeline_lean_lexemes_keep_the_attributes_the_rules_read(word):
    from kg.nlp.pipeline import extraction_nlp, make_nlp

    lean, full = extraction_nlp().vocab[word], make_nlp().vocab[word]
    assert (lean.lower_, lean.is_alpha, lean.is_punct) == (full.lower_, full.is_alpha, full.is_punct)
