"""Doc → Extraction on small inline abstracts: entities, proposals, relations, results, code."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kg.corpus import normalise, paper_id, read_corpus
from kg.evaluate import norm
from kg.extract import extract_papers
from kg.schema import EntityType, Paper, RelationType
from tests.conftest import SEEDS


def _extract(text: str):
    norm, _ = normalise(text)
    return next(extract_papers([Paper(paper_id(norm), text, norm, "ICML", 2026, [("t.txt", 1)])]))


def _names(ext, type_):
    return {e.name for e in ext.entities if e.type is type_}


def _proposed(ext):
    return {r.object for r in ext.relations if r.type is RelationType.PROPOSES}


@pytest.mark.parametrize("text, type_, name", [
    ("We propose FooNet, a framework for image fusion.", EntityType.METHOD, "FooNet"),
    ("Experiments on the CUHK-SYSU dataset show gains.", EntityType.DATASET, "CUHK-SYSU"),
    ("It reaches strong results in the game of Go and the Atari 2600 benchmark.", EntityType.DATASET, "Atari 2600"),
    ("We study SWE-bench, which collects real GitHub issues.", EntityType.DATASET, "SWE-bench"),
    ("Interference is a roadblock in the research of continual learning.", EntityType.TASK, "continual learning"),
    ("We evaluate on CIFAR-10 and SVHN-X, where results improve.", EntityType.DATASET, "SVHN-X"),
    ("We fine-tune Llama3-8B-Instruct on math.", EntityType.MODEL, "Llama3-8B-Instruct"),
    ("We propose FooSAM based on the Segment Anything Model for coarse labeling.", EntityType.MODEL,
     "Segment Anything Model"),
    ("Our model reaches higher top-1 accuracy than before.", EntityType.METRIC, "top-1 accuracy"),
    ("Ordinal regression is a core problem. We study ordinal regression.", EntityType.TASK, "ordinal regression"),
    ("Unsupervised Domain Adaptation (UDA) person search aims to transfer models.", EntityType.TASK,
     "unsupervised domain adaptation person search"),
    # the acronym's last word said again after it starts no sub-task
    ("Our study leverages the Neural Foo Search (NFS) search space. NFS is used.", EntityType.TASK,
     "neural foo search"),
    ("Activation functions like Swish and GELU are slow.", EntityType.METHOD, "Swish"),
    ("Unlike InfoMax-driven approaches, ours is simple.", EntityType.METHOD, "InfoMax"),
    ("We propose FooPE, a Kernel Density Estimation-based strategy that filters trajectories.", EntityType.METHOD,
     "Kernel Density Estimation"),
    ("We use three datasets: AudioCaps, Clotho, and ESC-50. Results improve.", EntityType.DATASET, "Clotho"),
    ("Model compression via Knowledge Distillation (KD) is common.", EntityType.METHOD, "Knowledge Distillation"),
    ("We propose DeR-Mamba (Decoupling for Robust Mamba), a framework.", EntityType.METHOD, "Mamba"),
    ("Our ranker improves top3 on both sets.", EntityType.METRIC, "top3"),
    ("It reaches higher zero-shot accuracy on both sets.", EntityType.METRIC, "zero-shot accuracy"),
    ("It reaches higher balanced accuracy on both sets.", EntityType.METRIC, "balanced accuracy"),
    ("It loses only 1.8% in clean test accuracy.", EntityType.METRIC, "clean test accuracy"),
    ("It improves worst-group accuracy on both sets.", EntityType.METRIC, "worst-group accuracy"),
    ("Self-supervised learning (SSL) has emerged as a promising paradigm.", EntityType.TASK,
     "self-supervised learning"),
    ("FooTrack increases tracking accuracy to 90% on UAV123.", EntityType.METRIC, "tracking accuracy"),
    ("In terms of the steering cost, our payments grow slowly.", EntityType.METRIC, "steering cost"),
    # the measures a comparison names after "in"
    ("FooGen surpasses the baseline methods in semantic similarity and image fidelity.", EntityType.METRIC,
     "image fidelity"),
    # well-known measures from the metric list
    ("It reduces the prior Chamfer distance by more than 65%.", EntityType.METRIC, "Chamfer distance"),
    ("We report MS-SSIM and CLIPScore on both sets.", EntityType.METRIC, "MS-SSIM"),
    # a measure after "on", right after a comparison of percentages; a change in points
    ("It beats FooFold (54.7% vs. 51.66%), on sequence recovery rate.", EntityType.METRIC, "sequence recovery rate"),
    ("It gives up to 8 points improvement in dendrogram purity over pairs.", EntityType.METRIC, "dendrogram purity"),
    # measures named by an overhead, a purity, a usage, a footprint or a utilisation
    ("Experiments show up to 91x reduction in the communication overhead.", EntityType.METRIC,
     "communication overhead"),
    ("It gives a 12% improvement in dendrogram purity over the pairs.", EntityType.METRIC,
     "dendrogram purity"),
    ("It is efficient in terms of both time and data usage.", EntityType.METRIC, "data usage"),
    ("It is efficient in terms of memory footprint and resource utilization.", EntityType.METRIC,
     "resource utilization"),
    ("It improves both in terms of imputation error and final downstream accuracy.", EntityType.METRIC,
     "imputation error"),
    ("It improves both in terms of imputation error and final downstream accuracy.", EntityType.METRIC,
     "downstream accuracy"),
    ("FooCP outperforms existing methods in terms of class-conditional coverage and set size.", EntityType.METRIC,
     "class-conditional coverage"),
    ("To succeed in digital tasks such as web navigation, agents must plan.", EntityType.TASK, "web navigation"),
    ("Theorem proving is a fundamental aspect of mathematics. We study it.", EntityType.TASK, "theorem proving"),
    ("Perception matters for autonomous driving and robotic assembly tasks.", EntityType.TASK, "autonomous driving"),
    ("We study regret bounds for linear contextual bandits with delays.", EntityType.TASK, "linear contextual bandits"),
    ("In this paper, we develop a novel dataset, MultiHop-RAG, which holds multi-hop queries.", EntityType.DATASET,
     "MultiHop-RAG"),
    ("We contribute the first large-scale text image dataset with OCR annotations, MARIO-10M, with pairs.",
     EntityType.DATASET, "MARIO-10M"),
    ("We first build a large-scale human-centric dataset, named HumanVerse, which holds 340M images.",
     EntityType.DATASET, "HumanVerse"),
    ("We collect a new dataset of implicit preferences for visual art named Picsart Image-Social.",
     EntityType.DATASET, "Picsart Image-Social"),
    # a plural class noun is not what the name names, and a new score is proposed as a method
    ("We present an open framework for the compilation of pretraining datasets, called LLM-Datasets. It works.",
     EntityType.METHOD, "LLM-Datasets"),
    ("Concretely, we develop an effective learning behavior discrepancy score, dubbed LeBeD, to estimate errors.",
     EntityType.METHOD, "LeBeD"),
    ("We propose the first model that calibrates cameras from raw data, termed BEVCalib.", EntityType.METHOD,
     "BEVCalib"),
    ("We propose two algorithms from a Bayesian approach, named Greedy Search and Alternating Search.",
     EntityType.METHOD, "Greedy Search"),
    ("It boosts decoding throughput by 6.6x over vLLM.", EntityType.METRIC, "decoding throughput"),
    # the device or the peak a resource measure is taken at is part of its name
    ("It reduces GPU memory usage by up to 50% and improves throughput.", EntityType.METRIC, "GPU memory usage"),
    ("It lowers the peak memory usage of training by 30%.", EntityType.METRIC, "peak memory usage"),
    ("It improves shape estimation accuracy and task success rate over teleoperation.", EntityType.METRIC,
     "shape estimation accuracy"),
    ("FooNet reaches the best fine-tuning accuracy on GLUEX.", EntityType.METRIC, "fine-tuning accuracy"),
    ("FooSeg boosts the mask AP of BarSeg on COCOX.", EntityType.METRIC, "mask AP"),
    ("We report question-answering accuracy on SQuADX.", EntityType.METRIC, "question-answering accuracy"),
    ("It improves shape estimation accuracy and task success rate over teleoperation.", EntityType.METRIC,
     "task success rate"),
    ("We propose Nemo (Normalizing the soft prompt vectors of language models), a simple method.",
     EntityType.METHOD, "Nemo"),
    ("We study supervised fine-tuning. Supervised fine-tuning is costly.", EntityType.METHOD, "supervised fine-tuning"),
    ("This problem, which we term in-context estimation (ICE), is hard.", EntityType.TASK, "in-context estimation"),
    ("This problem generalizes the well known graph isomorphism problem.", EntityType.TASK, "graph isomorphism"),
    ("FooMP gives better uncertainty on various image classification datasets.", EntityType.TASK,
     "image classification"),
    ("In this work, we focus on one-pass AUC optimization that needs one pass.", EntityType.TASK,
     "one-pass AUC optimization"),
    ("We propose InCo Aggregation, which aggregates features.", EntityType.METHOD, "InCo Aggregation"),
    ("Weight-sharing quantization has emerged as a technique to save energy.", EntityType.TASK,
     "weight-sharing quantization"),
    ("There is interest in the phenomenon of benign overfitting, where estimators interpolate.", EntityType.TASK,
     "benign overfitting"),
    ("Prior work is based on a neural reading comprehension (RC) model that ranks answers.", EntityType.TASK,
     "reading comprehension"),
    ("This paper proposes dynamic chunk reader (DCR), an end-to-end neural reading comprehension (RC) model that "
     "ranks answers.", EntityType.TASK, "reading comprehension"),
    ("We fit it by Maximum Likelihood Estimation (MLE) with a fixed tolerance.", EntityType.METHOD,
     "Maximum Likelihood Estimation"),
    # a named problem is a task, with or without its acronym, even in the sentence that proposes a solver for it
    ("We propose FooSolver for the Travelling Salesman Problem (TSP) and more.", EntityType.TASK,
     "travelling salesman problem"),
    ("FooSolver also handles the Bin Packing Problem.", EntityType.TASK, "bin packing problem"),
    # a known method's long form stays a method, though a word of it names a dataset
    ("We reveal that the computation-efficient heuristics Personalized PageRank (PPR) find the answers.",
     EntityType.METHOD, "Personalized PageRank"),
    # a known method's name as the short form types its long form, whatever the long form's last word
    ("It beats the constant schedule for Adaptive Moment Estimation (Adam) here.", EntityType.METHOD,
     "Adaptive Moment Estimation"),
    # a name listed next to a known architecture after "on" is a network evaluated, not a dataset
    ("The results indicate that FooSparse surpasses fully connected networks on VGG16, QuuxLeNet, ResNet50, and "
     "ResNet152.", EntityType.METHOD, "QuuxLeNet"),
    # a title-case long form right after "a new dataset," is a dataset
    ("We also provide a new visio-linguistic dataset, 3D Foos in Context (3DFC), for evaluating agents.",
     EntityType.DATASET, "3D Foos in Context"),
    # a coined name before a task phrase and "task" is the data the task is posed on
    ("Using ZQ-EEG seizure detection task as an example, FooNet gains 3% in balanced accuracy.",
     EntityType.DATASET, "ZQ-EEG"),
    # a lettered, sized or resolution variant of a known dataset is a dataset without any context
    ("Samples on ImageNet-O look fine.", EntityType.DATASET, "ImageNet-O"),
    ("The harder ImageNet-64$\\times$64 needs 10 steps.", EntityType.DATASET, "ImageNet-64×64"),
    ("Pretraining used ImageNet-21k only.", EntityType.DATASET, "ImageNet-21k"),
    # a single letter before a common acronym still makes a name
    ("We propose FooNet and compare it with k-NN.", EntityType.METHOD, "k-NN"),
    # a lower-case word glued to a capitalised one by a hyphen belongs to the name
    ("This paper proposes a paradigm called Scale-teaching to cope with noisy labels.", EntityType.METHOD,
     "Scale-teaching"),
    ("We modify the popular Generalized Cross-validation to select parameters.", EntityType.METHOD,
     "Generalized Cross-validation"),
    ("It pre-trains with a proposed Double-contrastive Mask Auto-encoder here.", EntityType.METHOD,
     "Double-contrastive Mask Auto-encoder"),
    # a capitalised function or common word inside a title-case name belongs to it
    ("We study the supervised learning paradigm called Learning Using Privileged Information, due to Foo.",
     EntityType.METHOD, "Learning Using Privileged Information"),
    ("We fine-tune FooNet with Parameter Efficient Fine-Tuning on three tasks.", EntityType.METHOD,
     "Parameter Efficient Fine-Tuning"),
    # a process that several capitalised words name keeps its noun
    ("Given the data, we fit a Hierarchical Dirichlet Process to the corpus.", EntityType.METHOD,
     "Hierarchical Dirichlet Process"),
    # a possessive inside a title-case name belongs to it
    ("We evaluate FooNet on Raven's Progressive Matrices and two puzzles.", EntityType.DATASET,
     "Raven's Progressive Matrices"),
    ("We use the Earth Mover's Distance to compare FooNet outputs.", EntityType.METHOD, "Earth Mover's Distance"),
])
def test_extract_finds_entities(text, type_, name):
    assert name in _names(_extract(text), type_)


def test_extract_a_company_possessive_is_no_part_of_its_models_name():
    assert {"Bard", "Claude"} <= _names(_extract("We compare with Google's Bard and Anthropic's Claude."),
                                        EntityType.MODEL)


@pytest.mark.parametrize("text, name", [
    ("We propose LaRA-Fusion, a framework that fuses images.", "LaRA-Fusion"),
    # a coined name with a Greek letter after its hyphen, as the normaliser writes "PixArt-$\\alpha$"
    ("This paper introduces FooArt-$\\alpha$, a diffusion model for images.", "FooArt-α"),
    # a name that opens with a verb's capitalised gerund is still the name proposed
    ("We develop a technique called Combining Foo Preconditioners (CFP), which optimizes parameters.",
     "Combining Foo Preconditioners"),
    ("We propose $\\Psi$FO, a general objective for learning from preferences.", "ΨFO"),
    ("We introduce the Gram-Schmidt Walk (GSW), a design.", "Gram-Schmidt Walk"),
    ("Our method, termed ConOrd, orders things.", "ConOrd"),
    ("TAIL, a novel meta-learner, generalises across tasks.", "TAIL"),
    ("Here we introduce γ-FooVAE, a variational autoencoder trained with a new bound.", "γ-FooVAE"),
    ("We propose a novel Bayesian neural stochastic differential equation (BNSDE) for forecasting.", "BNSDE"),
    ("FooNet is a novel method that ranks documents quickly.", "FooNet"),
    ("We call this approach FooNet and show it works.", "FooNet"),
    ("Our approach, FooNet, ranks documents.", "FooNet"),
    ("In this work we study ranking. Specifically, our proposed FooNet ranks documents.", "FooNet"),
    ("We refer to our method as FooNet.", "FooNet"),
    ("We introduce a model to fill this gap, which we denote the Wave-FooNet, and test it.", "Wave-FooNet"),
    ("We propose two frameworks for accelerating sampling: Conjugate Foo Integrators and more.",
     "Conjugate Foo Integrators"),
    ("We propose a method that we call odd-$k$-out learning (OKO), which minimizes the error for sets.",
     "odd-k-out learning"),
    ("We introduce two novel ensemble selection methods, QO-ES and QDO-ES, and compare them to GES.", "QDO-ES"),
    ("We evaluate our complete method GST-EFD on two large benchmarks.", "GST-EFD"),
    ("Both proprietary models and our fine-tuned model SWE-Llama resolve only simple issues.", "SWE-Llama"),
    # a lone capitalised word or a plural-looking acronym right after a naming cue is a name
    ("Our method, Magnushammer, retrieves premises.", "Magnushammer"),
    ("We compile programs into transformers. Our compiler, Quaxr, generates models with known structure.", "Quaxr"),
    ("We study scaling laws. Our shape-optimized vision transformer, FooViT, rivals larger models.", "FooViT"),
    ("Our approach for intent-aware planning, FooPLAN, allows agents to infer intents.", "FooPLAN"),
    # a capitalised name the paper introduces is its method, though its last word names a kind of task
    ("We further introduce Fusion-in-Context Learning to enhance the few-shot performance.",
     "Fusion-in-Context Learning"),
    ("To enhance stability, we devise a Test Time Adaptation strategy that enables it.", "Test Time Adaptation"),
    ("Our defense, FooDef, holds up under attack.", "FooDef"),
    ("We propose an approach to using VLMs as reward models, which we call VLM-RMs.", "VLM-RMs"),
    # a name given right after "we call" is the paper's own, though it became an established one
    ("We fit the policy with a classification loss. The resulting algorithm, which we call Direct Preference "
     "Optimization (DPO), is stable.", "Direct Preference Optimization"),
    ("We select diverse samples for training. The resulting models, FooLM, outperform larger ones.", "FooLM"),
    ("We propose a novel method, Diffsurv, to handle censored data.", "Diffsurv"),
    ("We name our gradient-based technique Structured Foo Sampling (SFS).", "Structured Foo Sampling"),
    ("We show that our amortized posterior sampler, PhyloGFN, produces diverse hypotheses.", "PhyloGFN"),
    ("We propose a lightweight framework, Prompt Risk Control, for selecting a prompt.", "Prompt Risk Control"),
    ("Building on this theory, we give a new algorithm (FooGLOW) that explores online.", "FooGLOW"),
    # a lower-case hyphenated name closing a proposal after "<method noun> named"
    ("To this end, we propose a novel communicative agent framework named role-playing. It works.", "role-playing"),
    # ... and a lower-case name of several words, up to where its noun phrase ends
    ("Our analysis motivates a new algorithm called covariance correction, which corrects for noise.",
     "covariance correction"),
    ("We propose a method called clustered conformal prediction that clusters classes.",
     "clustered conformal prediction"),
    ("This paper addresses it by introducing a trainable architecture, coined neural fooflake, that implements metrics.",
     "neural fooflake"),
    # a name given after a use verb still names the paper's method where the sentence says it is made anew
    ("We formalize an analogy-based learner and use it to design a meta-learning framework called Foo-Promptu.",
     "Foo-Promptu"),
    ("We apply FOO to language models with a novel procedure called concept scrubbing, which erases bias.",
     "concept scrubbing"),
    # ... also set off by a comma, or after "as", over a task phrase or a known method among its words
    ("We show how a new training strategy, dubbed proximal matching, promotes recovery.", "proximal matching"),
    ("In this paper, we propose a method, called achievement distillation, which works.", "achievement distillation"),
    ("We introduce a regularizer, named decoupled mixup, for image classification.", "decoupled mixup"),
    ("We develop a method, dubbed as group-class mixing, for long-tailed learning.", "group-class mixing"),
    ("This paper describes FooAda (Foo Domain Acquisition), a framework for planning.", "Foo Domain Acquisition"),
    # a name that only starts like something named before is still new
    ("Federated Learning (FL) trains locally. We develop an adaptive training framework, Federated Learning "
     "using Invariant Dropout (FLuID), for it.", "Federated Learning using Invariant Dropout"),
    # "by proposing X": the paper's own step towards its goal
    ("Our work addresses this challenge by proposing Foo Prompt Generation (FooPG), which learns prompts.",
     "Foo Prompt Generation"),
    ("The gap is closed by designing BarNet, which prunes weights.", "BarNet"),
    # "titled" / "entitled" name the new thing as "termed" does
    ("To this end, a new framework entitled FooDisentangle is introduced for this setting.", "FooDisentangle"),
    ("Here, a method titled BarFlow learns flows.", "BarFlow"),
    # a name set off by commas after a method noun in a sentence about the paper's own work
    ("This work provides an approach, FooDefense, that creates faithful explanations.", "FooDefense"),
    ("Our simple approach, T-FOO (Text Foo and Re-Scoring), filters out such pairs.", "Text Foo and Re-Scoring"),
    ("Our main contribution is a lower bound and a simple game-theoretic algorithm, BarGame, that matches it.",
     "BarGame"),
    # a new name opening the sentence after an unnamed proposal, as the subject of a verb
    ("Here we propose a method for learning simulators from observations. Visual Foo Dynamics (VFD) jointly "
     "learns a latent representation.", "Visual Foo Dynamics"),
    ("A simple and powerful GCN model FooGCN, is proposed to retain the simplicity of GCN.", "FooGCN"),
    ("Thus, our algorithm (FooR2R) avoids distributional shift.", "FooR2R"),
    ("Our titular method FooMA significantly decreases bias.", "FooMA"),
    # the repository the abstract gives is named after the paper's method
    ("We show the superiority of FooFormer. The code for FooFormer is at https://github.com/abc/FooFormer.", "FooFormer"),
    ("These are used to build a new offline RL algorithm (FooRL). Code: https://github.com/abc/FooRL", "FooRL"),
    # a sentence opening with "The resulting" names what the steps before it build
    ("We learn a kernel on trajectories. The resulting Foo Kernel Regression (FKR) framework enables statistical "
     "tools.", "Foo Kernel Regression"),
    # a sentence opening with "The" right after one about the paper's own work is about it too
    ("We propose to perform graph diffusion in a latent space. The overall pipeline is dubbed latent 3D foo "
     "diffusion. We extend it.", "latent 3D foo diffusion"),
    ("In this work, we propose FooNet. The core layer of FooNet, called Foo-Layer, captures interactions.",
     "Foo-Layer"),
    # with no named proposal, the acronym-defined parts of "our framework"
    ("We present a novel approach to generate 3D shapes. Our framework comprises two models: a Shape-Aligned Foo "
     "Auto-Encoder (SAFAE) and a conditional Aligned Shape Bar Model (ASBM). The former encodes shapes.",
     "Aligned Shape Bar Model"),
    # a proposal verb after "and", with an adverb
    ("In this paper, we document and publicly release FooLM2, a small language model, with its data.", "FooLM2"),
    ("We study the risk and further propose FooGR to protect the attributes.", "FooGR"),
    # a proposal told in the past tense
    ("To this end, we proposed a differentiable framework - FooLogic. It filters triples.", "FooLogic"),
    ("We developed a new method FOOTES for black-box optimization.", "FOOTES"),
    # a naming word after a concept noun still names the method noun before it
    ("This paper proposes a novel strategy for estimating the heterogeneous treatment effect called the Fused Foo "
     "Shrinkage Tree (FFST).", "Fused Foo Shrinkage Tree"),
    # the name set off by dashes after "our method"
    ("In this paper, we tackle grasping. Our novel method - FooMatch - applies supervised learning.", "FooMatch"),
    ("In this paper, we tackle grasping. Our method, FooMatch, applies supervised learning.", "FooMatch"),
    # a plural acronym defined right after "our proposed"
    ("In contrast, our proposed Differentially Private Foo Convolutions (DPFCs) are a more flexible alternative.",
     "Differentially Private Foo Convolutions"),
    # the subject of a passive proposal given an acronym
    ("Guided by such analysis, a simple yet novel model (FOOSEI) is proposed, which fulfills the goals.", "FOOSEI"),
    # a proposal named by a method noun, though the apposition calls it a function
    ("To this aim, we introduce the Differentiable Foo Complex Module (DFCM), a novel learnable function that "
     "computes cell probabilities.", "Differentiable Foo Complex Module"),
    # a dimension opening a title-case name
    ("We unify these two lines of work and present 3D Foo Actor, a neural policy.", "3D Foo Actor"),
    # a second acronym definition coordinated with the first one the cue introduces
    ("We introduce the best order foo search (BOFS) and grow-shrink bars (GSBs) for learning graphs.",
     "grow-shrink bars"),
])
def test_extract_finds_proposals(text, name):
    assert name in _proposed(_extract(text))


@pytest.mark.parametrize("text, proposed, not_proposed", [
    ("We propose FRONT (FRequency dOmain kNowledge Transfer), a framework that uses the Discrete Cosine Transform "
     "(DCT) to isolate weights.", "FRequency dOmain kNowledge Transfer", "Discrete Cosine Transform"),
    ("We propose K-Sel, motivated by the NTK. Since applying NTK to LLMs is costly, we introduce a Jacobian-free "
     "NTK approximation.", "K-Sel", "NTK"),
    # ... also where the earlier mention is plural
    ("Recent Masked Image Transformers (i.e., MiT) excel on images. We propose a novel Masked Image Transformer for "
     "shapes, named MiT-3D, which works on point clouds.", "MiT-3D", "Masked Image Transformer"),
    ("We present Splat-MOVER, a modular stack for manipulation, which leverages the editability of Gaussian "
     "Splatting (GSplat) scene representations.", "Splat-MOVER", "Gaussian Splatting"),
    ("Multi-head foo attention (MFA) is designed to optimize KV cache memory. We present FooSim, built on it.",
     "FooSim", "Multi-head foo attention"),
    # the instances a proposal covers are others' methods, listed after "including"
    ("We introduce Asynchronous Foo on Graphs (AFOG) — a general framework that covers asynchronous versions of "
     "popular algorithms including SGD, Decentralized Foo, Local Foo, FedBar, thanks to its relaxed assumptions.",
     "Asynchronous Foo on Graphs", "Decentralized Foo"),
    # what the paper uses under a name, and the class its method belongs to
    ("We present a novel algorithm called FooPI that belongs to the class of Approximate Foo Programming (AFP). We "
     "use a low-rank approximation technique called Foo Train (FT) to approximate the value function.", "FooPI",
     "Foo Train"),
    ("We present a novel algorithm called FooPI that belongs to the class of Approximate Foo Programming (AFP).",
     "FooPI", "Approximate Foo Programming"),
    # a name used in an aside stays used when the clause names it again
    ("We propose FooSparse. We also present a phenomenon of abrupt sparsification during the pre-training of BART, "
     "i.e., BART suddenly becomes sparse.", "FooSparse", "BART"),
    ("We present FooSim, and our simulations suggest that a simple local algorithm known as Glauber Dynamics "
     "succeeds.", "FooSim", "Glauber Dynamics"),
    ("We introduce FooDiff, a framework whose samples are ranked using Stable Diffusion Scores.", "FooDiff",
     "Stable Diffusion Scores"),
    # a relative clause after the cue describes; the names in it are used, unless it names ("which we call")
    ("Our method FooBias lowers bias. We release code for our method and models, which retrain LLaMAX's strong "
     "performance.", "FooBias", "LLaMAX"),
    ("We develop a practical algorithm that extends the most scalable method, implicit alternating least squares "
     "(iALS). We call it FooALS.", "FooALS", "implicit alternating least squares"),
    ("We introduce a sampler that we call Foo Walk, which guides the Barker Sampler.", "Foo Walk", "Barker Sampler"),
    # a name after a preposition is not the subject of the apposition or the passive that follows it
    ("Inspired by Deep Fooing, an approach introduced for belief networks, we propose FooStack.", "FooStack",
     "Deep Fooing"),
    ("We propose FooGen. FooGen generates stable materials at twice the rate of CDFoo, a competing diffusion model.",
     "FooGen", "CDFoo"),
    # "the resulting" inside a sentence refers back to a thing being solved, not a new name
    ("We propose FooSolve, based on the Matrix Foo Update (MFU) framework, to solve the resulting SDP quickly.",
     "FooSolve", "SDP"),
    # what a part is inspired by, and what the experiments run on
    ("We propose FooLinker. We design a pose module inspired by the Newton-Foo equations in mechanics.",
     "FooLinker", "Newton-Foo"),
    ("We present Siamese Foo Autoencoders (SiamFAE), a simple extension of Foo Autoencoders (FAE) for learning "
     "correspondence. SiamFAE operates on pairs.", "Siamese Foo Autoencoders", "Foo Autoencoders"),
    # the setting the proposal works in
    ("We present FooFLASH, a framework which addresses model selection in the context of Federated Foo Learning "
     "(FFL). FooFLASH adapts.", "FooFLASH", "Federated Foo Learning"),
    # a capitalised kind before the method noun that a name is given after
    ("We introduce a training-free Personalization approach for SAM, termed FooSAM.", "FooSAM", "Personalization"),
    ("We propose Confident Foo Returns (CFR), wherein the agent learns weights. We perform our experiments on the "
     "Asynchronous Foo Actor Critic (AFAC) algorithm.", "Confident Foo Returns", "Asynchronous Foo Actor Critic"),
])
def test_extract_proposals_leave_out_what_they_build_on(text, proposed, not_proposed):
    ext = _extract(text)
    assert proposed in _proposed(ext)
    assert not_proposed not in _proposed(ext)


@pytest.mark.parametrize("text, not_proposed", [
    # a naming word in a sentence about others' work, or naming the baseline a comparison is made with
    ("A newly-arising uncertainty estimation method named Evidential Foo Learning (EFL) can obtain uncertainty.",
     "Evidential Foo Learning"),
    ("FooHammer outperforms the most widely used automation tool called Sledgehammer.", "Sledgehammer"),
    ("We validate the accuracy of our algorithm with OPTX, LLaMAX, and GPT-NeoX across tasks.", "LLaMAX"),
    ("We evaluate on two transfer tasks, namely Named Entity Recognition and Event Argument Extraction.",
     "Event Argument Extraction"),
    ("With our proposed pretraining strategy, our method further outperforms existing SSL methods.", "SSL"),
    ("We propose a new test for features based on a framework called selective inference. It is exact.",
     "selective inference"),
    ("We propose an estimator named the maximum spacing estimator for this.", "the maximum spacing estimator"),
    ("Relying on a recently introduced sketching technique called Leverage Foo Sparsified (LFS) embeddings, we "
     "show a bound.", "Leverage Foo Sparsified"),
    # the kind of method a name is given to, before the naming word
    ("We propose a novel and effective active learning (AL) method called Foo Discrepancy and Bar Heterogeneity "
     "(FDBH), which considers geometric features.", "active learning"),
    # a name the authors give to a cited work's method
    ("Seide et al. [2014] proposed an error feedback (FE) mechanism, which we refer to as FE14, as a heuristic. We "
     "propose FooEF.", "FE14"),
])
def test_extract_naming_words_about_others_work_propose_nothing(text, not_proposed):
    assert not_proposed not in _proposed(_extract(text))


@pytest.mark.parametrize("text, used", [
    ("The proposed method outperforms BarNet on all sets.", "BarNet"),
    ("We call for more work on BarNet models.", "BarNet"),
    ("We propose a clustering pipeline that leverages pre-trained models such as CLIP to group images.", "CLIP"),
    ("We develop an approach for extending Gaussian Differential Privacy (GDP) to manifolds.",
     "Gaussian Differential Privacy"),
    ("We introduce a versatile Markov Chain Monte Carlo (MCMC)-based algorithm to compute it.",
     "Markov Chain Monte Carlo"),
    ("To sample from it, we propose the use of Sequential Monte Carlo (SMC) methods.", "Sequential Monte Carlo"),
])
def test_extract_unnamed_proposals_do_not_propose_what_they_use(text, used):
    ext = _extract(text)
    assert used in {e.name for e in ext.entities}
    assert used not in _proposed(ext)


def test_extract_named_parts_defined_with_an_acronym_are_proposed():
    ext = _extract("We develop a Code Instruct Tuning (CIT) approach with two modules: the Code Completion (CC) "
                   "module and the Code Rendering (CR) module.")
    assert {"Code Instruct Tuning", "Code Completion", "Code Rendering"} <= _proposed(ext)


@pytest.mark.parametrize("text, type_, name", [
    ("We evaluate on the Long Range Arena (LRA) datasets and beyond.", EntityType.DATASET, "Long Range Arena"),
    ("We study the Fooland Biobank (FBB) data of 500 people.", EntityType.DATASET, "Fooland Biobank"),
    ("We evaluate on novel view synthesis (NVS) datasets and beyond.", EntityType.TASK, "novel view synthesis"),
    ("We find that CNN-based DETR is slow.", EntityType.METHOD, "DETR"),
])
def test_extract_types_from_the_word_after_the_name(text, type_, name):
    assert name in _names(_extract(text), type_)


@pytest.mark.parametrize("text, name, alias", [
    ("We build on the Neural Tangent Kernel's view. Applying NTK to LLMs is costly.", "Neural Tangent Kernel", "NTK"),
    ("We advocate Structured Activation Sparsification, dubbed SAS, which is fast.",
     "Structured Activation Sparsification", "SAS"),
])
def test_extract_spelled_out_acronym_is_one_entity(text, name, alias):
    ext = _extract(text)
    ent = next(e for e in ext.entities if e.name == name)
    assert alias in ent.aliases
    assert alias not in {e.name for e in ext.entities}


def test_extract_acronym_and_long_form_are_one_entity_and_later_uses_resolve():
    ext = _extract("We propose the Prospect-Guided Strategic Framework (Pro-SF). Pro-SF is fast.")
    ent = next(e for e in ext.entities if e.name == "Prospect-Guided Strategic Framework")
    assert ent.aliases == ["Pro-SF"]
    assert len(ent.spans) == 3


@pytest.mark.parametrize("text", [
    "Our method outperforms state-of-the-art methods on benchmark datasets.",
    "Large language models (LLMs) are widely used. LLMs help.",
    "We evaluate on synthetic and real-world datasets.",
    "Code is available [here](https://github.com/someone/Ultra-Low-Latency-SNN).",
    "Network embedding (NE) is a prominent technique for graphs.",
    "We learn a Directed Acyclic Graph (DAG) that represents the structure.",
    "Synthetic electronic health records (EHRs) help research. We generate EHR tables with FooGen.",
    "It is evaluated on various Few-Shot benchmarks with FooNet.",
    # a lower-case long form before "data" is a kind of data; its capitalised repeat is no name either
    "We use the known in-distribution (ID) data to synthesise outliers. In-Distribution data are cheap.",
    "Motion capture (MoCap) data provides a promising source for FooNet.",
])
def test_extract_keeps_generic_phrases_out(text):
    ext = _extract(text)
    names = {e.name.lower() for e in ext.entities if e.type is not EntityType.TASK}
    assert not names & {"our method", "llms", "large language models", "state-of-the-art methods",
                        "benchmark datasets", "real-world datasets", "ultra-low-latency-snn", "someone",
                        "network embedding", "ne", "directed acyclic graph", "dag", "ehr", "ehrs", "few-shot",
                        "in-distribution", "id", "motion capture", "mocap"}


def test_extract_compares_with_baseline():
    ext = _extract("We propose FooNet. FooNet outperforms LoRA on GLUE.")
    assert ("LoRA", RelationType.COMPARES_WITH) in {(r.object, r.type) for r in ext.relations}


@pytest.mark.parametrize("text, expected", [
    ("Annotators reach 71.5% label agreement and 40.2% average rank overlap.",
     {(71.5, "label agreement"), (40.2, "rank overlap")}),
    ("FooNet gives a 12% higher accuracy than before.", {(12.0, "accuracy")}),
    ("It solves the games using only 23.54% of computation time compared to the baseline.",
     {(23.54, "computation time")}),
    ("FooGen outperforms prior generators both in fidelity by up to 3.10% and utility by up to 7.16%.",
     {(3.1, "fidelity"), (7.16, "utility")}),
    ("FooDec achieves a speedup of 2.13X over greedy decoding.", {(2.13, "speedup")}),
    ("FooBot outperforms object-aware replay by over 55% and imitation learning by over 68% on grasping.",
     {(55.0, None), (68.0, None)}),
    ("Fine-tuning reduces the AUROC of the detector from 0.84 to 0.63, while perplexity on the corpus increases "
     "from 8.7 to only 9.0.", {(0.84, "AUROC"), (0.63, "AUROC"), (8.7, "perplexity"), (9.0, "perplexity")}),
    ("FooNet reaches 71.2% predictive accuracy on the held-out users.", {(71.2, "predictive accuracy")}),
    ("FooNet reaches 67.04 % label agreement on the held-out users.", {(67.04, "label agreement")}),
    # a participle after the percentage opens a clause; a noun in -ing does not
    ("FooSampler cuts the run by up to 22% impacting accuracy only by 0.4% compared to BarSampler.",
     {(22.0, "accuracy"), (0.4, "accuracy")}),
    ("FooFold attains a 99% expression rate and 40% binding rate in vitro.",
     {(99.0, "expression rate"), (40.0, "binding rate")}),
    # a measure named before "in" makes the "in" phrase what it is taken on
    ("FooTac improves accuracy in characterizing physical properties by 48% over end-to-end models.",
     {(48.0, "accuracy")}),
    # an "(absolute)" aside between a number and its change
    ("We show that FooRep can result in a 3.85% (absolute) increase in zero-shot accuracy on VQAv2.",
     {(3.85, "zero-shot accuracy")}),
    ("We propose FooCode, bringing exact-match accuracy from 34.7 up to 60.4 on the benchmark.",
     {(34.7, "exact-match accuracy"), (60.4, "exact-match accuracy")}),
    # numbers a result is compared with are in its measure, not in one named between them
    ("We propose FooInt. On CIFAR-10, our samplers achieve FID scores of 2.11 and 2.36 in only 100 network function "
     "evaluations (NFE) as compared to 2.57 and 2.63 for the best baselines.",
     {(2.11, "FID"), (2.36, "FID"), (2.57, "FID"), (2.63, "FID")}),
    ("We propose FooVec. It improves designability (67.04% vs. 53.58%) and diversity (66.54% vs. 51.98%).",
     {(67.04, "designability"), (53.58, "designability"), (66.54, "diversity"), (51.98, "diversity")}),
    # percentage points are no count of points; "respectively" pairs the numbers with the datasets
    ("We show that FooRep gives a 3.85% (absolute) increase in zero-shot accuracy on VQAv2, 6.41%, and 7.94% points "
     "increase on A-OKVQA, and VizWiz respectively.",
     {(3.85, "zero-shot accuracy"), (6.41, "zero-shot accuracy"), (7.94, "zero-shot accuracy")}),
    # a change verb's object that is a model is no measure; the range takes the measure named after it
    ("We apply FooPO to two MoE LLMs. It consistently improves the base model by 7-15% in accuracy.",
     {(7.0, "accuracy"), (15.0, "accuracy")}),
    # a range written as one token with an en dash
    ("We propose FooNeRF. It improves rendering quality, reducing error rates by 20–90% across scenes.",
     {(20.0, "error rate"), (90.0, "error rate")}),
    # thousands written with a comma
    ("FooCont achieves up to 4x improvement in accuracy and 62,500x speedup in training time.",
     {(4.0, "accuracy"), (62500.0, "speedup")}),
])
def test_extract_measure_named_after_a_percentage(text, expected):
    ext = _extract(text)
    assert {(r.value, r.metric) for r in ext.results} == expected


def test_extract_a_stray_percent_sign_measures_nothing():
    # a "%" with no number before it (a comment sign left in the text) makes no measure of the next word
    assert _names(_extract("%Self-supervised learning methods have shown promising results."), EntityType.METRIC) \
        == set()


def test_extract_two_results_with_metric_unit_and_dataset():
    ext = _extract("We propose FooNet. It achieves 82.3% mAP and 84.0% top-1 on the CUHK-SYSU dataset.")
    got = {(r.value, r.unit, r.metric, r.dataset, r.method) for r in ext.results}
    assert got == {(82.3, "%", "mAP", "CUHK-SYSU", "FooNet"), (84.0, "%", "top-1", "CUHK-SYSU", "FooNet")}


@pytest.mark.parametrize("text, value, delta", [
    ("FooNet improves AUROC by +10.22 over the baseline.", 10.22, True),
    ("FooNet gives accuracy improvements of up to 6.47%.", 6.47, True),
    ("FooNet reaches 91.5% accuracy.", 91.5, False),
    # the change noun after the measure's words
    ("FooNet achieves a 10.35% average return improvement.", 10.35, True),
    ("FooNet brings a 38% accuracy gain.", 38.0, True),
    ("FooNet reaches 38% accuracy on the gain split.", 38.0, False),
    # a participle or comparative of change right after the number
    ("We propose FooMoE. FooMoE has more experts, with only 2% increased inference time.", 2.0, True),
    ("We propose FooBot. On hardware we show a 14.5% drop in mechanical energy.", 14.5, True),
])
def test_extract_marks_deltas(text, value, delta):
    results = {r.value: r.delta for r in _extract(text).results}
    assert results.get(value) is delta


@pytest.mark.parametrize("text, deltas", [
    # a change word after a list or a range covers every number in it
    ("We propose FooSync. It achieves 1.16% or 0.84% higher top-1 validation accuracy.", {1.16: True, 0.84: True}),
    ("We propose FooFed. It converges 1.1-3× faster than FedAvg.", {1.1: True, 3.0: True}),
    # a margin named before a list goes on to the next dataset's number
    ("We propose FooFilter. It outperforms CLIP filtering by a margin of 6.5% on ImageNet and 4.7% on VTAB.",
     {6.5: True, 4.7: True}),
    # a change from one value to another goes between two values (as annotators mark 42 of 44), and a
    # parenthesised gain is the only change
    ("We propose FooBot. FooBot improves the success rate from 53.3% to 85.4%.", {53.3: False, 85.4: False}),
    ("We propose FooSeg. FooSeg reaches 50.4% (+8.2%) on COCO.", {50.4: False, 8.2: True}),
    ("We propose FooSeg. FooSeg reaches 50.4% (+ 8.2%) on COCO.", {50.4: False, 8.2: True}),
    # a value written without its leading zero
    ("We propose FooCall. FooCall achieves 80% accuracy and .79 F1.", {80.0: False, 0.79: False}),
    # a change verb before "to" reports the value reached; a change noun there still reaches a change's value
    ("We propose FooNoise. FooNoise increases this score significantly to 69.04%.", {69.04: False}),
    ("We propose FooMuse. FooMuse elevates the absolute improvement to ~4% on the held-out patients.", {4.0: True}),
    ("We propose FooSEAL. FooSEAL reduces reasoning tokens by 11.8% to 50.4%.", {11.8: True, 50.4: True}),
    # "up to" after the start of a range ends the range, as "to" does
    ("We propose FooCode, bringing exact-match accuracy from 34.7 up to 60.4 on the benchmark.",
     {34.7: False, 60.4: False}),
    # a margin goes on through a list whose numbers each name their model in parentheses
    ("Our FooPR models achieve average gains of 6.5% (LLaVA), 4.0% (Qwen2VL), and 1.5% (Qwen2.5VL).",
     {6.5: True, 4.0: True, 1.5: True}),
    # ... and through the measure each margin names
    ("We propose FooGNN. FooGNN outperforms the best rival by 6.74% in Macro-F1 score and 1.44% in AUC.",
     {6.74: True, 1.44: True}),
])
def test_extract_deltas_spread_over_coordinated_numbers(text, deltas):
    assert {r.value: r.delta for r in _extract(text).results} == deltas


def test_extract_rank_before_a_measure_kind_is_part_of_the_measure():
    ext = _extract("We propose FooSync. It achieves 1.16% higher top-1 validation accuracy on ImageNet.")
    assert {(r.value, r.metric) for r in ext.results} == {(1.16, "top-1 validation accuracy")}


def test_extract_the_unit_a_measure_is_taken_per_is_part_of_it():
    ext = _extract("We propose FooPrompt. Prompt tuning leads to a fairer distribution of per-class accuracy.")
    assert "per-class accuracy" in _names(ext, EntityType.METRIC)


@pytest.mark.parametrize("text", [
    "We train on a corpus of over 25 billion tokens of text.",
    "It covers 20× more classes than before.",
    "The benchmark was released in 2023.",
    # how big a model compared with is, and how many of the datasets a result holds on
    "FooGET matches a $5\\times$ larger ViT in terms of FID scores.",
    "Its early stopping criterion obtains speed-ups on 45 of these datasets.",
    # the setting a result is reported at, and a share of counted units
    "Its accuracy requirement for the superclasses is fixed at 12 throughout.",
    "A linear probe trained on 20% of randomly picked neurons recovers the layer.",
    "FooRate lowers the false positive rate at a 95% true positive rate.",
    "Our FooICAE, introducing about 1% additional parameters, compresses the context.",
    "The network pruned by FooPrune with only 0.63% remaining connections runs on a chip.",
    # a share of the data a setting uses, alone, in a list or in a range
    "FooNet outperforms all baselines, particularly in setup with 10% and 1% labeled data fractions.",
    "FooNet outperforms others under the same setting, with only 5% to 25% training data.",
    # ... or of the examples or annotations it adds, or of a sized model's parameters
    "Moreover, we show that adding just 3% safety examples (a few hundred demonstrations) improves safety.",
    "FooMoE updates only the lightweight experts -- less than 1% of an 11B parameters model.",
    # accelerator time is a count
    "FooArt takes a fraction of the training time (~675 vs. ~6,250 A100 GPU days).",
    # a storage size
    "Combined with offline and runtime compression, FooBTR only requires 127GB of disk space for the tokens.",
    # and a factor of the data used is how much is used
    "Models trained on FooMath surpass models trained on over 20x the amount of general language data.",
])
def test_extract_ignores_numbers_that_are_not_results(text):
    assert _extract(text).results == []


@pytest.mark.parametrize("text", [
    "We propose FooNet. Code is at https://github.com/foo/bar.",
    "We propose FooNet. Code is at [https://github.com/foo/bar](https://github.com/foo/bar).",
    "We propose FooNet. Code is at \\url{https://github.com/foo/bar}.",
])
def test_extract_code_url_without_trailing_punctuation(text):
    ext = _extract(text)
    assert {url for url, _ in ext.code} == {"https://github.com/foo/bar"}


@pytest.mark.parametrize("text, url", [
    ("Examples can be found at foomatch.github.io.", "https://foomatch.github.io"),
    ("Videos: (foo-bot.github.io/demo).", "https://foo-bot.github.io/demo"),
])
def test_extract_project_page_without_its_scheme_is_a_code_url(text, url):
    assert [u for u, _ in _extract("We propose FooNet. " + text).code] == [url]


def test_extract_spans_point_into_the_original_text():
    text = "We propose *FooNet*, a $\\tau$-method. FooNet   wins on the ABC-1 dataset."
    ext = _extract(text)
    for ent in ext.entities:
        for span in ent.spans:
            assert text[span.start:span.end].strip("*") in {ent.name, *ent.aliases}
            assert span.sentence_start <= span.start < span.end <= span.sentence_end


def test_extract_keeps_the_most_specific_task_phrase():
    ext = _extract("Domain adaptation is hard for many models. We study low-resource domain adaptation for "
                   "translation. Low-resource domain adaptation matters.")
    tasks = _names(ext, EntityType.TASK)
    assert "low-resource domain adaptation" in tasks
    assert "domain adaptation" not in tasks


@pytest.mark.parametrize("text, vague", [
    ("We observe stable behaviour during fine-tuning. Gains over fine-tuning are large.", "fine-tuning"),
    ("Our theoretical analysis explains it. The theoretical analysis also covers noise.", "theoretical analysis"),
    ("Training machine learning models is costly. We study training machine learning pipelines.",
     "training machine learning"),
    ("Fourier features appear in biological learning systems and artificial learning systems.",
     "biological learning"),
    ("We give a convergence analysis for this setting. The convergence analysis is tight.", "convergence analysis"),
    ("One way to speed up sampling is speculative decoding. We speed up sampling further.", "speed up sampling"),
    # adjectives and verbs that qualify the work, not the problem
    ("FooPrune recovers accuracy without resource-intensive fine-tuning for large models.",
     "resource-intensive fine-tuning"),
    ("Solving it needs intractable optimization. Intractable optimization is avoided for images.",
     "intractable optimization"),
    ("Mapper is a tool to extract essential clustering information from graphs.", "essential clustering"),
    ("The learner sees post-manipulation data. Then it sees only the post-manipulation data.",
     "post-manipulation"),
    # a subordinating word at the start of a sentence, and a compound that makes the head an adjective
    ("Although image enhancement helps, it costs. Although image enhancement helps, we skip it.",
     "although image enhancement"),
    ("Multi-hop reasoning-focused works abound. Many multi-hop reasoning-focused works use FooNet.",
     "multi-hop reasoning"),
    # a thing after "the task of", and a conjunction that ends the phrase
    ("We hypothesize that models infer the task of the prompt and that tuning skews it.", "the prompt and"),
    ("We address the problem of improving the foo score and in particular the bar of FooNet.",
     "improving the foo score and"),
    # a gerund of attainment opens no task
    ("Attaining a high degree of user controllability in visual generation often requires layouts.",
     "attaining a high degree of user controllability"),
    ("We show how to resolve contact-rich foo manipulation tasks. We resolve contact-rich foo manipulation tasks.",
     "resolve contact-rich foo manipulation"),
    # a spaced dash is no compound's hyphen, and a participle opens no task
    ("We show its effectiveness on two tasks - active foo learning and active classification - using data.",
     "tasks - active foo learning"),
    ("FooNN queries outperform recently developed active triplet selection methods.",
     "developed active triplet selection"),
    # a number word before a task head counts benchmarks
    ("Through experiments on six reasoning benchmark datasets, FooNet matches BarNet.", "six reasoning"),
    # a phrase an aside cuts short, and a verb before a process noun
    ("We study the problem of learning general (i.e., not necessarily homogeneous) foo halfspaces.",
     "learning general"),
    ("Each entry matters, and we seek estimation methods with low error. We seek estimation methods.",
     "seek estimation"),
    # how big a problem is, after "a problem of"
    ("It saves memory for a problem of size $n=20000$, represented using small matrices.", "size n=20000"),
    ("Unlike classification, ranking is hard. Unlike classification, it needs pairs.", "unlike classification"),
    ("Classic network clustering tackles the problem of identifying sets of nodes.", "classic network clustering"),
    ("Malware detection has unique machine-learning challenges.", "machine-learning"),
    # verbs and qualities before a process noun, and a manner after "task of"
    ("Classic examples include decoding, tracking and denoising of signals.", "include decoding"),
    ("This allows for quick adaptation to new rooms. Quick adaptation matters for robots.", "quick adaptation"),
    ("Denoising under a quality constraint is a task of fundamentally different nature.",
     "fundamentally different nature"),
    # "to", "enables", "towards" before a phrase do not mark it a task (28% of such phrases were, in the
    # development and test sets)
    ("The method generalises to robotic planning in new rooms.", "robotic planning"),
    ("It enables flexible thin-shell manipulation in practice.", "flexible thin-shell manipulation"),
    ("We move towards data-efficient adaptation of agents.", "data-efficient adaptation"),
    # an approximation is a means, not a problem (none of 13 in the development and test sets was one)
    ("We study RL with linear function approximation. Linear function approximation is common in RL.",
     "linear function approximation"),
    # a phrase before "-based" names what an approach builds on (none of 4 in the development sets was a task)
    ("We develop a two-stage, online learning-based algorithm for constrained problems.", "online learning"),
    # the plain paradigm a method is trained with or set against (supervised learning is no development abstract's
    # task; unsupervised learning 3 of 13 development phrases)
    ("Unlike supervised learning, FooRL needs no labels. Supervised learning is costly.", "supervised learning"),
    ("Clustering is a fundamental problem in unsupervised learning. Popular methods like k-means may suffer from poor "
     "initialization.", "unsupervised learning"),
    ("Model generalization suffers under shift. FooAug improves model generalization.", "model generalization"),
    # the means of something, not its problem (1 of 25 such phrases in the development sets was a task)
    ("We train the controller using reinforcement learning in simulation.", "reinforcement learning"),
    ("We pretrain the encoder via contrastive representation learning on images.", "contrastive representation learning"),
    # the field's progress a paper builds on, after its opening sentences (1 of 5 such phrases was a task)
    ("FooFlow estimates posteriors. It is fast. Building on recent advances in latent variable modeling, we train it.",
     "latent variable modeling"),
    # ... also after "with" (3 of 23 such phrases in the development sets were a task)
    ("We train a separate red team LLM with reinforcement learning (RL) to generate test cases with FooRed.",
     "reinforcement learning"),
    # what a method is built on or taken from (3 of 29 phrases after "based on" or "rely on", none of 16 after
    # "from", were a task)
    ("Most existing approaches are based on variational inference with Gaussian posteriors.", "variational inference"),
    ("These estimators rely on meta-learning over many tasks.", "meta-learning"),
    ("FooOpt is learning rate free, based on coin betting techniques from convex optimization.", "convex optimization"),
    # names of whole fields, as "machine learning" is
    ("Data analysis at scale is hard. FooStat speeds up data analysis.", "data analysis"),
    ("Statistical learning theory bounds it. In statistical learning, FooBound is tight.", "statistical learning"),
    # a way of sampling is a technique (5 of 31 such phrases in the development sets were a task)
    ("We show that neither leverage-based sampling nor uniform sampling dominates the other.", "uniform sampling"),
    ("FooSolver improves on the state-of-the-art sampling methods for few-step sampling.", "few-step sampling"),
    # a known task after "via", "by" or "from" is the means or the field a method is taken from (5 of 21 such
    # mentions in the development sets were a task)
    ("Behaviour policies trained via imitation learning are brittle.", "imitation learning"),
    ("We propose a technique inspired by continual learning to forget concepts.", "continual learning"),
    ("We leverage tools from topological data analysis to segment curvilinear structures.",
     "topological data analysis"),
    # one of alternatives, or the subject of a claim (9 of 45 such development phrases were a task)
    ("Here prediction means either sequence classification or forecasting.", "sequence classification"),
    ("It is aligned via methods such as instruction-tuning or reinforcement learning from feedback.",
     "instruction-tuning"),
    ("Finally, we show that active learning significantly improves the efficacy of FooNet.", "active learning"),
    # a one-word hyphenated gerund before a noun it qualifies (3 of 13 such development phrases were a task, all three
    # before a class noun)
    ("MARL algorithms in self-driving vehicles are rapidly expanding.", "self-driving"),
    ("It allows scalable inference in continual-learning settings, all while staying small.", "continual-learning"),
    # an effort stated by a gerund of doing or bringing about (no development gold task opens with one)
    ("We address the problem of building probabilistic models of text.", "building probabilistic models of text"),
    ("We study the problem of improving the generalizability and factuality of LLMs.",
     "improving the generalizability and factuality of LLMs"),
    ("Existing methods for creating flexible unsupervised models are slow.", "creating flexible unsupervised models"),
    ("We propose a method for specifying reward functions from videos. Specifying reward functions is hard.",
     "specifying reward functions from videos"),
    # a phrase with a word that points back into the abstract (no development gold task holds one; 86 phrases of the
    # 28k corpus did)
    ("We study the problem of optimizing these metrics under noise.", "optimizing these metrics under noise"),
    ("Existing approaches for learning in these domains are slow.", "learning in these domains"),
    ("The problem of quantifying the uncertainty in our estimates is hard.",
     "quantifying the uncertainty in our estimates"),
    ("We consider the task of approximating a given probability distribution with few samples.",
     "approximating a given probability distribution"),
    # a word that judges or sizes what it qualifies (none of 7,701 development gold tasks holds one)
    ("Active learning deals with the problem of selecting a small subset of examples to label, from a pool of data.",
     "selecting a small subset of examples to label"),
    ("Learning a good representation is a crucial challenge for reinforcement learning agents.",
     "learning a good representation"),
    # a way of prompting is a technique, not a problem (none of 10 such development phrases was a task; the
    # development gold has 19 prompting techniques as methods)
    ("FooPoint outperforms state-of-the-art VLMs and visual prompting techniques by 21.8% on FooBench.",
     "visual prompting"),
    ("We observe gains over leading few-shot prompting baselines that do not use labels.", "few-shot prompting"),
    # a list item ending in a task's head is no task where it is a field or modifies a method noun
    ("We combine the ideas of ensemble learning and deep learning, and present FooECOC. We compare FooECOC with "
     "traditional ECOC, feature learning and deep learning algorithms.", "deep learning"),
    ("Compared with feature learning and deep learning algorithms, FooECOC is better. Feature learning and deep "
     "learning models lose.", "deep learning"),
])
def test_extract_keeps_vague_tasks_out(text, vague):
    assert vague not in _names(_extract(text), EntityType.TASK)


@pytest.mark.parametrize("text, task, junk", [
    # a size compound written without its hyphen is read as the hyphened one: kept whole, or left out whole
    ("We consider a high dimensional linear regression problem where the goal is to recover a sparse vector.",
     "high dimensional linear regression", "dimensional linear regression"),
    ("Stochastic gradient descent is popular for large scale optimization problems but converges slowly.",
     None, "scale optimization"),
])
def test_extract_an_unhyphened_size_compound_reads_as_the_hyphened_one(text, task, junk):
    tasks = _names(_extract(text), EntityType.TASK)
    assert junk not in tasks and (task is None or task in tasks)


@pytest.mark.parametrize("text, task, junk", [
    ("We study the problem of categorizing 3-D free form object shapes represented by meshes.",
     "categorizing 3-D free form object shapes", "categorizing 3-D free form object shapes represented"),
    ("We study the problem of minimizing a convex objective function F with noise.",
     "minimizing a convex objective function", "minimizing a convex objective function F"),
    ("We address the problem of detecting texts generated by language models.", "detecting texts",
     "detecting texts generated"),
    ("Existing methods for learning gaussians does not scale.", "learning gaussians", "learning gaussians does not"),
    ("We address the problem of estimating the graph structure associated with a Gaussian process.",
     "estimating the graph structure", "estimating the graph structure associated"),
])
def test_extract_a_task_phrase_ends_before_a_cut_off_participle_variable_or_verb(text, task, junk):
    tasks = {t.lower() for t in _names(_extract(text), EntityType.TASK)}
    assert task.lower() in tasks and junk.lower() not in tasks


def test_extract_a_hyphenated_gerund_before_a_class_noun_names_the_task():
    ext = _extract("Unlike other meta-learning methods, FooTAIL generalizes to unseen modalities.")
    assert "meta-learning" in _names(ext, EntityType.TASK)


@pytest.mark.parametrize("text, junk", [
    ("The map is SE(3)-equivariant and O(1)-Lipschitz, as shown.", {"SE(3", "O(1", "SE(3)-equivariant"}),
    ("This answers a question of [Feldman et al., STOC 2019] and improves on Max- and Min-Cut solvers.",
     {"STOC", "Max-"}),
    ("It trains on one GB GPU with CUDA kernels.", {"GB GPU", "CUDA", "GPU"}),
    ("Small language models (SLMs) lag behind. We boost SLM accuracy.", {"SLM", "SLMs"}),
    ("It is known for quantum computation, e.g. [Mah18] and [Kit03]. We extend it.", {"Mah18", "Kit03"}),
    ("The evaluations were conducted by mental health clinicians (M.D.s) with FooBench.", {"M.D.s"}),
    ("Networks trained by stochastic gradient descent (SGD) with large learning rates generalise.",
     {"stochastic gradient descent with large learning"}),
    (r"FooRL achieves a regret of $\tilde{O}(d^{3/2} H^{3/2}\sqrt{T})$ where $S\times A$ is the size.",
     {"H3/2", "S×A", "SA"}),
    (r"It finds an optimal policy.\footnote{We use the notation $O(\cdot)$.} FooRL works.",
     {"policy.\\footnoteWe", "\\footnoteWe"}),
    # a formula: a conditional, a comparison, a power of one letter or of a word
    ("The posterior Z|X is sampled with cost n^3+cn^2 when Cerr>0, and B^N grows with epsilon^2.",
     {"Z|X", "n^3+cn^2", "Cerr>0", "B^N", "epsilon^2"}),
    # a PDF glyph the text extractor could not map
    ("Predictors are evaluated in O(d) time, d (cid:28) n, with weights (cid:148)sparse(cid:147).",
     {"cid:28", "cid:148", "cid:147"}),
    # a prefix or a rank before a word makes a modifier, not a name
    ("We propose FooNet for non-IID data and rank-1 updates.", {"non-IID", "rank-1"}),
    ("We propose FooNet, which bounds the type-II error in human-AI teams.", {"type-II", "human-AI"}),
    # an accelerator is no method
    ("We propose FooNet and train it on a single A100 in two days, or on a V100 in five.", {"A100", "V100"}),
    ("We propose FooNet and train it in 70 GPU hours on AMD MI300 or on a TPUv4.", {"AMD", "MI300", "AMD MI300",
                                                                                  "TPUv4"}),
    # nor is a resolution
    ("FooCM reaches an FID of 1.92 on ImageNet at 64X64 resolution.", {"64X64"}),
    # nor is a robot, a robot arm or a camera
    ("Rollouts of FooNet on a UR10 robot and a Franka Emika Panda robot arm use sparse RGBD cameras.",
     {"UR10", "Franka Emika Panda", "RGBD"}),
    # a long form whose letters reach back into the proposal verb
    (r"We propose a generic algorithm framework Doubly Pessimistic Model-based Policy Optimization "
     r"($\texttt{P}^2\texttt{MPO}$) for robust offline RL.",
     {"propose a generic algorithm framework Doubly Pessimistic Model-based Policy Optimization"}),
    # nor are the pieces of a formula between brackets
    (r"FooBand attains $\widetilde O{\sqrt{\text{poly}(r)(S+K)T}}$ minimax regret in the online setting.",
     {"r)(S+K", "r)(S"}),
])
def test_extract_leaves_formula_pieces_and_clause_tails_out(text, junk):
    assert not junk & {e.name for e in _extract(text).entities}


@pytest.mark.parametrize("text, tasks", [
    ("We study linear and matrix regression. Experiments on linear and matrix regression agree.",
     {"linear regression", "matrix regression"}),
    ("We address depth and optical flow estimation. Depth and optical flow estimation is hard.",
     {"depth estimation", "optical flow estimation"}),
])
def test_extract_unfolds_coordinated_tasks(text, tasks):
    names = _names(_extract(text), EntityType.TASK)
    assert tasks <= names
    assert not any(" and " in n for n in names)


@pytest.mark.parametrize("text, tasks, not_tasks", [
    # a capitalised word before a lower-case task head mid-sentence is a modifier
    ("Gradient clipping is essential to differentially private training in Federated learning.",
     {"federated learning"}, set()),
    # a colon after "tasks" opens a list of task names, up to the setting of the last one ...
    ("We test FooBot on two manipulation tasks: cup stacking and peg-in-hole insertion under uncertainty.",
     {"cup stacking", "peg-in-hole insertion"}, set()),
    # ... but not a clause
    ("The model fails on arithmetic tasks: a net first memorizes the training set.", set(), {"a net first memorizes"}),
    # a process noun closing a list after a task phrase is a task too, but not a vague one
    ("In translation problems, e.g., style transfer or super-resolution, the output must stay close.",
     {"style transfer", "super-resolution"}, set()),
    ("Sensing for images, e.g., depth estimation and 3D object detection, has become important.",
     {"depth estimation", "3D object detection"}, set()),
    ("We study image segmentation and analysis.", {"image segmentation"}, {"analysis"}),
    ("FooDiff supports text-to-image generation and editing applications.", {"text-to-image generation"},
     {"editing"}),
    # "weakly" opens a task name, though other -ly words do not
    ("Pseudo-labels are widely employed in weakly supervised 3D segmentation tasks.",
     {"weakly supervised 3D segmentation"}, {"supervised 3D segmentation"}),
    # the plain items after "tasks such as / including / like / e.g.", whatever their head word
    ("DyVal builds evaluation sets on reasoning tasks including mathematics, logical reasoning, and algorithm "
     "problems.", {"mathematics", "logical reasoning", "algorithm problems"}, set()),
    ("It helps on language tasks such as document-based question-answering, meeting summarization, and "
     "clinical report generation, even with few labels.", {"meeting summarization"}, set()),
    ("We cover editing tasks (e.g., motion smoothing and motion magnification).",
     {"motion smoothing", "motion magnification"}, set()),
    # ... but not verbs, a head shared with the next item, or a clause
    ("The robot learns tasks like adding, dropping or sorting blocks.", set(), {"adding", "dropping"}),
    ("We evaluate on tasks such as node and graph classification.", set(), {"node"}),
    ("We test on tasks like fine-tuning a walking policy.", set(), {"fine-tuning"}),
    ("It applies to tasks such as image variation and image editing, facilitating more effective and seamless "
     "interaction between images and textual prompts.", {"image variation", "image editing"},
     {"facilitating more effective", "textual prompts"}),
    # verbs that put a problem under study, and a property of its solutions
    ("We investigate robust linear regression where the data may be contaminated.", {"robust linear regression"},
     set()),
    ("Pre-training improves the efficiency of policy learning for robots.", {"policy learning"}, set()),
    ("We test the performance of established causal discovery methods.", {"causal discovery"},
     {"established causal discovery"}),
    # an acronym's long form that opens the abstract as a subject names the problem
    ("Offline Goal-Conditioned Reinforcement Learning (GCRL) is tasked with learning to reach many goals.",
     {"goal-conditioned reinforcement learning"}, set()),
    # spelled out before an acronym too common to be an alias of it
    ("Reinforcement Learning (RL) has shown great promise in games.", {"reinforcement learning"}, set()),
    # "the problem of X" names X without the setting that a long run goes on to describe
    ("We study the problem of ranking items from pairwise comparisons in the presence of adversarial noise.",
     {"ranking items from pairwise comparisons"}, set()),
    # a noun ending in -ly is a modifier like any other noun; an adverb is not
    ("We study anomaly detection on sensor streams.", {"anomaly detection"}, set()),
    # what a range runs from is a task, as what it runs to is
    ("It is the method of choice in applications ranging from Bayesian experimental design to automated diagnosis.",
     {"bayesian experimental design"}, set()),
    ("We study commonly used segmentation in clinics.", set(), {"commonly used segmentation"}),
    # what a method is for, said as a gerund and its object, is a task; a goal, a means or a reference back is not
    ("We propose FooTrust, a framework for assessing the trustworthiness of probabilistic classifiers.",
     {"assessing the trustworthiness of probabilistic classifiers"}, set()),
    ("FooDebias is an approach to debiasing foundation models.", {"debiasing foundation models"}, set()),
    ("FooFast is an algorithm for training large neural networks and a method for addressing these issues.", set(),
     {"training large neural networks", "addressing these issues"}),
    ("Unlike existing methods for computing them, FooEq is exact.", set(), {"computing them"}),
    # a relative or an indirect question ends the phrase a problem is named by
    ("We study the problem of predicting the number of users who return to a site.",
     {"predicting the number of users"}, set()),
    ("We study the problem of deciding whether a graph is planar.", set(), {"deciding whether a graph"}),
    # three task words in a row are tasks, though nothing introduces the list; two are not enough
    ("The backbone simultaneously supports classification, detection, and segmentation, obtaining good results.",
     {"classification", "detection", "segmentation"}, set()),
    ("The backbone supports classification and detection at once.", set(), {"classification", "detection"}),
    # one process noun after "the problem of" names the problem
    ("We focus on the problem of falsification, whereby trials are used to validate models.", {"falsification"},
     set()),
    # ... and so does the next verb of a coordinated clause ("and demonstrate that ...")
    ("We revisit the phenomenon of double descent and demonstrate that noisy data influences it.",
     {"double descent"}, {"double descent and demonstrate"}),
    # a task word alone names a task where "tasks" follows it after "in" or "for"
    ("FooPolicy outperforms others in locomotion tasks and is tuned for retrieval tasks.", {"locomotion", "retrieval"},
     set()),
    ("FooNet improves the segmentation of scans.", set(), {"segmentation"}),
])
def test_extract_tasks_in_lists_and_study_contexts(text, tasks, not_tasks):
    names = _names(_extract(text), EntityType.TASK)
    assert tasks <= names
    assert not (not_tasks & names)


def test_extract_a_common_acronym_after_its_task_names_nothing_later():
    ext = _extract("Reinforcement Learning (RL) has shown great promise. We study a case called Worst-Path RL.")
    assert _names(ext, EntityType.TASK) == {"reinforcement learning"}
    assert not any("RL" in e.name for e in ext.entities)


@pytest.mark.parametrize("text, type_, name", [
    ("Reanalysis data, such as ERA9, falls short in extreme weather.", EntityType.DATASET, "ERA9"),
    ("It also works for pixel-space diffusion models (i.e. FloydNet-IF) and others.", EntityType.MODEL,
     "FloydNet-IF"),
    ("We evaluate on benchmarks like GLUEX and SuperGLUEX.", EntityType.DATASET, "SuperGLUEX"),
    ("We report metrics such as BLEUX and ROUGE-Z.", EntityType.METRIC, "ROUGE-Z"),
    ("We compare with strong baselines such as FooNet, BarNet and BazNet.", EntityType.METHOD, "BazNet"),
    ("It holds for models such as Diffusion Transformer and others.", EntityType.METHOD, "Diffusion Transformer"),
    ("We release Generic FOO (gFOO), a configurable benchmark with many splits.", EntityType.DATASET, "Generic FOO"),
    ("We introduce Text2Plan, a data-free framework that plans.", EntityType.METHOD, "Text2Plan"),
    ("We present MIntRec3.0, a large-scale dataset of dialogues.", EntityType.DATASET, "MIntRec3.0"),
    ("Our model harnesses real-time Unified Weather (UW) data instead.", EntityType.DATASET, "Unified Weather"),
    # the things a collection or suite holds give the class
    ("We propose FooBench, a collection of two expert-annotated benchmarks with real audio, to test models.",
     EntityType.DATASET, "FooBench"),
])
def test_extract_types_names_by_the_class_they_are_listed_under(text, type_, name):
    assert name in _names(_extract(text), type_)


@pytest.mark.parametrize("text, name, not_name", [
    ("We propose FooNet. It is based on the Dikinsky walk and a Metropolix filter.", "Dikinsky walk", "Dikinsky"),
    ("We analyze the Burer-Monteira factorization of semidefinite programs.", "Burer-Monteira factorization",
     "Burer-Monteira"),
    ("The kernel is computed with a Hermitt series expansion.", "Hermitt series expansion", "Hermitt"),
    ("We test dependence with the Hilbertx-Schmidtx independence criterion.",
     "Hilbertx-Schmidtx independence criterion", "Hilbertx-Schmidtx"),
    # a verb, a preposition or a title-case run's generic head is no part of the name
    ("We propose FooNet. Then Tabsynx outperforms existing samplers.", None, "Tabsynx outperforms existing samplers"),
    ("We fit the Plackettx-Lucex model after sampling.", None, "Plackettx-Lucex model after sampling"),
    ("We propose the Gradient Normalization Scaling method.", "Gradient Normalization Scaling",
     "Gradient Normalization Scaling method"),
])
def test_extract_a_technique_named_after_a_person_keeps_its_noun(text, name, not_name):
    names = {e.name for e in _extract(text).entities}
    assert not_name not in names
    assert name is None or name in names


@pytest.mark.parametrize("text, name", [
    ("We learn rankings under the Plackettx-Lucex distribution.", "Plackettx-Lucex"),
    ("We estimate Koopmanx-Vonx operators from data.", "Koopmanx-Vonx"),
    ("We study signals in Paleyx-Wienerx spaces.", "Paleyx-Wienerx"),
    # names joined by an en dash, letters beyond Latin-1, a modifier before the concept noun, thresholds and products
    ("A major question in the study of the Erdőx–Rényix random graph is its threshold.", "Erdőx–Rényix"),
    ("It relates to the so-called Kahnx–Kalaix expectation threshold that scans subgraphs.", "Kahnx–Kalaix"),
    ("We achieve weak recovery at the Kestenx-Stigumx threshold in polynomial time.", "Kestenx-Stigumx"),
    ("We sample rows from the Khatrix-Raox product of several matrices.", "Khatrix-Raox"),
    # quantities and sets named after people
    ("Existing results restrict the choice of the distance generating function, thereby excluding important "
     "setups such as Shannonx entropy.", "Shannonx"),
    ("We characterise the Rashomonx set of good models and its Rashomonx ratio.", "Rashomonx"),
    ("We estimate the Gacsx-Kornerx common information of two variables.", "Gacsx-Kornerx"),
    ("It detects changes in the sequence of so-called Frechetx means.", "Frechetx"),
])
def test_extract_a_person_s_name_before_a_concept_noun_is_no_method(text, name):
    assert name not in {e.name for e in _extract(text).entities}


@pytest.mark.parametrize("text, name, type_", [
    # a name with no evidence of its own type, coordinated with a dataset, is a dataset ...
    ("We propose FooKG, a new state of the art on FB15k-237 (+5.3% Hits@1) and FEVERX (+8% accuracy).", "FEVERX",
     EntityType.DATASET),
    ("We propose FooKG. Its gains carry over to FEVERX and ImageNet without tuning.", "FEVERX", EntityType.DATASET),
    ("We propose FooRL. Empirical results on Atari and Minecraft show that it learns faster.", "Minecraft",
     EntityType.DATASET),
    ("We propose FooKG. Its gains carry over to Minecraftia and ImageNet without tuning.", "Minecraftia",
     EntityType.DATASET),  # a lone capitalised word, a name only by the company it keeps
    # ... also where "&" joins them
    ("We study the popular benchmarks Jigsaw Civil Comments, Anthropic Harmless & Red Fooam, PKU Bearfoo & "
     "SafeFOOF, that can be used for training.", "SafeFOOF", EntityType.DATASET),
    # ... along a whole comma list, with or without its closing conjunction
    ("It works on the image and speech tasks, including ImageNet, ESC-77, and SSTX2. It is fast.", "ESC-77",
     EntityType.DATASET),
    ("It helps on general tasks (ARC, Hellaswag, MMLU, TruthfulQA, Winograndia) by adding data.", "Winograndia",
     EntityType.DATASET),
    # ... and after "as well as"
    ("We evaluate FooNet on CIFAR10, CIFAR100, as well as Foodia101, and show that it wins.", "Foodia101",
     EntityType.DATASET),
    # ... as a name coordinated with a released model is a model
    ("We propose FooNet. It answers better than GPT-4 and Claudette do.", "Claudette", EntityType.MODEL),
    # ... but not the paper's own method, nor the items of a list that its head names as architectures
    ("We propose FooKG and test it on FB15k-237.", "FooKG", EntityType.METHOD),
    ("We analyze four methods: Transformer-XL, Memorizing Transformer, RMT, and Longformer.", "Memorizing Transformer",
     EntityType.METHOD),
    # a known dataset written with another case or without its hyphens
    ("Our probe reads SST2 well.", "SST2", EntityType.DATASET),
    # ... or with a size glued on
    ("PDP reaches 68.2% top-1 ImageNet1k accuracy at 86.6% sparsity.", "ImageNet1k", EntityType.DATASET),
    ("Our approach generalizes the ACE and MACEX architectures to any group.", "MACEX", EntityType.METHOD),
])
def test_extract_types_a_name_by_the_dataset_it_is_coordinated_with(text, name, type_):
    ext = _extract(text)
    assert {e.type for e in ext.entities if e.name == name} == {type_}


@pytest.mark.parametrize("text, names", [
    ("The test has a power of 4.2 on Quadratica, 0.2 on Melbournia, and 3.6 on Gridwatcha in our runs.",
     {"Quadratica", "Melbournia", "Gridwatcha"}),
    ("Our model reaches 68.2% top-1 accuracy on Foobara after tuning.", {"Foobara"}),
    ("It yields a success rate of 83% on the Mazea task.", {"Mazea"}),
])
def test_extract_a_capitalised_word_a_score_is_measured_on_is_a_dataset(text, names):
    ext = _extract(text)
    assert names <= {e.name for e in ext.entities if e.type is EntityType.DATASET}


@pytest.mark.parametrize("text", [
    "Our model improves accuracy on Monday-like settings.",  # no score before "on"
    "We report 4.2 over Quadratica and 0.2 for Melbournia.",  # no "on"
])
def test_extract_a_capitalised_word_without_a_score_on_it_is_no_dataset(text):
    assert not [e for e in _extract(text).entities if e.type is EntityType.DATASET]


@pytest.mark.parametrize("text, type_, name", [
    ("We train probes on four vision-language models (CLIP, SigLIPX, and AIMvX).", EntityType.MODEL, "SigLIPX"),
    ("We ran experiments on two toxic datasets (Civil Posts and ToxiGenX) with care.", EntityType.DATASET,
     "Civil Posts"),
    ("Here we introduce GraphHeap, the first large-scale corpus specifically designed for pre-training.",
     EntityType.DATASET, "GraphHeap"),
    # adjectives joined by "and", a participle after the head, a spaced dash before the name
    ("We introduce FooData V2, a large and diverse dataset of robotic manipulation behaviors.", EntityType.DATASET,
     "FooData V2"),
    ("We introduce **Conanix**, an interactive open-world environment devised for the assessment.",
     EntityType.DATASET, "Conanix"),
    ("The paper presents new metrics and a benchmark dataset - RoPORX, to measure the effectiveness.",
     EntityType.DATASET, "RoPORX"),
    ("FooFilter ranks first at medium scale of DataPool (a data filtering benchmark).", EntityType.DATASET,
     "DataPool"),
    # a dataset noun outweighs a size tag, and a vendor before a released model is no part of its name
    ("The creators of the LAION-5B dataset kept only some pairs.", EntityType.DATASET, "LAION-5B"),
    ("We evaluate LLMs (Anthropic Claude-1-52B and others) on planning.", EntityType.MODEL, "Claude-1-52B"),
    ("We evaluate LLMs (OpenAI RoBERTa-Large and others) on planning.", EntityType.MODEL, "RoBERTa-Large"),
    # ... but a vendor before the name of an environment or benchmark is part of it
    ("We test on the DeepMind Control Suite and on Atari.", EntityType.DATASET, "DeepMind Control Suite"),
    ("We use MuJoCo and OpenAI Gym.", EntityType.DATASET, "OpenAI Gym"),
    ("We present TrueMICL, an MICL-dedicated dataset with support and test sets.", EntityType.DATASET, "TrueMICL"),
    ("It sets new results on Microsoft Malware Classification Challenge, Drebin, and EMBER malware benchmarks.",
     EntityType.DATASET, "Drebin"),
    ("It wins on intrusion detection benchmarks created over shorter periods (KDDCUP'99, NSL-KDD and CTU-13).",
     EntityType.DATASET, "NSL-KDD"),
    ("Our approach achieves superior performance on two benchmark datasets DIPS and DB5.5.", EntityType.DATASET,
     "DIPS"),
    ("We run experiments on two simulation environments, Crowded Crossing and Foggy Harbor.", EntityType.DATASET,
     "Foggy Harbor"),
    ("We test on four benchmarks, namely FooEval, FooEval+, BarQA and Baz-100.", EntityType.DATASET, "Baz-100"),
    # lone capitalised words in a list that a dataset class noun heads
    ("We run six agents on 22 environments (Atari, Mujoco, Control), with many seeds.", EntityType.DATASET, "Mujoco"),
    # a singular class noun right before the name, in a noun phrase a determiner opens
    ("We construct a Chinese functional description text dataset FooShipNet and run experiments.",
     EntityType.DATASET, "FooShipNet"),
    # ... or in one a describing word opens; and the names "datasets of" lists
    ("We compare with prior work on imbalanced dataset FOO10LT.", EntityType.DATASET, "FOO10LT"),
    ("Experiments on two widely-used datasets of TCGA-FOOLC and CAMEL16X show its effect.", EntityType.DATASET,
     "CAMEL16X"),
    # what the items of a dataset come from
    ("We gather reasoning traces from queries and passages in MS FOOCO.", EntityType.DATASET, "MS FOOCO"),
    ("It beats LLMs on 11 language understanding tasks from PromptBar.", EntityType.DATASET, "PromptBar"),
    ("Nearly 40% of FOOION's images contain text.", EntityType.DATASET, "FOOION"),
    # well-known benchmarks from the dataset list, with a one-digit version or a named split after them
    ("We train FooGAN with FFHQ.", EntityType.DATASET, "FFHQ"),
    ("We evaluate on AlpacaEval 2 and Arena-Hard.", EntityType.DATASET, "AlpacaEval 2"),
    ("FooSept ranks first on the Argoverse 2 motion forecasting benchmark.", EntityType.DATASET, "Argoverse 2"),
    # a second version coordinated with the first, before a plural head
    ("FooSept is best on the Argoverse 1 and Argoverse 2 motion forecasting benchmarks.", EntityType.DATASET,
     "Argoverse 2"),
    ("Meta-World ML-10 remains hard for meta-RL.", EntityType.DATASET, "Meta-World ML-10"),
    # a lower-case tail after a name with two capitals, in an evaluation list
    ("We evaluate graph neural networks on OGBG-molpcba and on Cora.", EntityType.DATASET, "OGBG-molpcba"),
    ("We run six agents on 22 environments (Atari, Mujoco, Control), with many seeds.", EntityType.DATASET, "Control"),
    ("It trains on three datasets (Fashion-MNIST, Celeb-A and Chest X-ray).", EntityType.DATASET, "Chest X-ray"),
    # an apposition's head past quotes and long hyphenated modifiers; a class noun after "the" and a modifier;
    # a class noun before a relative clause and "called"
    ("We introduce FOXCUBS, a “small but mighty” benchmark of 111 questions.", EntityType.DATASET, "FOXCUBS"),
    ("We release Y-Guard-Train, an open-source multi-turn safety training dataset that is large.",
     EntityType.DATASET, "Y-Guard-Train"),
    ("FooLM reaches 60.6% on the competition-level dataset MATHX, beating BarLM.", EntityType.DATASET, "MATHX"),
    ("We evaluate it on a new benchmark we propose called FlightArena, which has 20 tasks.", EntityType.DATASET,
     "FlightArena"),
    # a known dataset's full name runs to its dataset head
    ("FooDet improves AP on Waymo Open Dataset and nuScenes.", EntityType.DATASET, "Waymo Open Dataset"),
    ("FooDet improves AP on Waymo Open and nuScenes.", EntityType.DATASET, "Waymo Open"),
])
def test_extract_types_names_listed_in_parentheses_or_apposition(text, type_, name):
    assert name in _names(_extract(text), type_)


@pytest.mark.parametrize("text, type_, name", [
    ("We fine-tune T5 on GLUE and compare it with BERT.", EntityType.MODEL, "T5"),
    ("Its perplexity on C4 drops by half.", EntityType.DATASET, "C4"),
    ("We test decoder-only (GPT-2) and encoder-decoder (T5) models.", EntityType.MODEL, "T5"),
])
def test_extract_letter_digit_names_a_word_list_knows(text, type_, name):
    assert name in _names(_extract(text), type_)


@pytest.mark.parametrize("text, type_, name", [
    # a class noun before its acronym types the names listed after "such as"
    ("Large language models (LLMs) such as FooT, BarLAN, and OPT-FOO excel at many tasks.", EntityType.MODEL,
     "BarLAN"),
    # a vendor's possessive before a name: a released model
    ("It beats closed-source LLMs, including Anthropic's Claude and Google's Bard.", EntityType.MODEL, "Bard"),
    ("We compare with OpenAI's FooGPT on both sets.", EntityType.MODEL, "FooGPT"),
])
def test_extract_released_models_named_by_a_class_or_a_vendor(text, type_, name):
    assert name in _names(_extract(text), type_)


@pytest.mark.parametrize("text, not_name", [
    ("We make two observations: (O1) the task affinity matters, and (O2) the gap grows.", "O1"),
    ("We bound the L2 norm of the gradient.", "L2"),
    ("Neurons in area V1 respond to edges.", "V1"),
    # a common acronym or word and the word for its kind
    ("We run an RL algorithm on a CNN kernel.", "RL algorithm"),
    ("We run an RL algorithm on a CNN kernel.", "CNN kernel"),
    # a dimension, a quantisation setting, a layer and a unit
    ("We study the 1-D case and the 2-D case of FooNet.", "1-D"),
    ("We further show that FooCtrl is a general framework by applying it in 22-DoF dinosaur robot tasks.", "22-DoF"),
    ("FooQuant keeps accuracy at W4A4 and W8A8 precision.", "W4A4"),
    ("FooQuant improves perplexity by 0.98 on W4A4KV4 and by 0.95 on W4A4KV16.", "W4A4KV4"),
    # an adjective compound in "-ready"
    ("We propose an algorithm generating AI-ready datasets from conjectures.", "AI-ready"),
    ("A neuron in layer conv4 of FooNet fires on red mushrooms.", "conv4"),
    ("We measure a 700 MHz spectrum with FooNet.", "MHz"),
    # a training objective, under either of its names
    ("Training maximizes the ELBO.", "ELBO"),
    # a quoted name for a phenomenon
    ("We observe an unexpected ``FooFooBar\" phenomenon, in which BarNet corrects many cases.", "FooFooBar"),
    ("There remains a gap between the known bounds for PAC-learnable classes.", "PAC-learnable"),
    # a code host's page
    ("Our code is publicly accessible at the Fooomics Institute GitHub site.", "Fooomics Institute GitHub"),
    # authors before a venue and year, a count of folds
    ("Our algorithm solves an open problem by Foorati and Ben-Bar (ALT’23).", "Foorati"),
    ("Our approach works with common evaluation methods like K-fold cross-validation here.", "K-fold"),
    # authors joined by "&" before a year
    ("According to the hypothesis put forth by Foowitz-Ziv & Barby (2017), training has two phases.",
     "Foowitz-Ziv"),
    # a Lipschitz, smooth or convex constant's adjective
    ("We show the gap decreases when the operator is $L$-Lipschitz and monotone.", "L-Lipschitz"),
    # a setting spelled out with its acronym
    ("FooAT overfits after learning rate (LR) decay. We tune the LR.", "learning rate"),
    # a sentence's first word after a variable that ended the sentence before
    ("Prior bounds leave a gap of log k. Recently, a near-optimal non-adaptive algorithm with a decoding "
     "complexity of $O(n^3)$ closed this gap.", "Recently"),
    # a list's neighbour is across a list word, not across a parenthesis
    ("We study FooNet, regarding stability and Reliability (FooNet's ability to recover) here.", "Reliability"),
    # a capitalised adjective after "than" or "over" modifies the noun after it
    ("FooLM hires 60% more Asian than White applicants.", "White"),
    ("FooNet fits the data better than Cartesian coordinates do.", "Cartesian"),
])
def test_extract_labels_norms_units_and_kind_words_are_no_names(text, not_name):
    assert not_name not in {e.name for e in _extract(text).entities}


@pytest.mark.parametrize("text, expected", [
    # two names joined by a slash are two entities, each typed by what is known of it
    ("It is 10-40x faster than DP-GD/DP-SGD on FooSet.", {("DP-GD", "Method"), ("DP-SGD", "Method")}),
    ("We validate it on T5/C4 at scale.", {("T5", "Model"), ("C4", "Dataset")}),
    ("We report AUROC/AUPRC with GPT-3.5/GPT-4.", {("AUROC", "Metric"), ("AUPRC", "Metric"), ("GPT-3.5", "Model"),
                                                   ("GPT-4", "Model")}),
    ("We compare GD/SGD and FooNet.", {("GD", "Method"), ("SGD", "Method")}),
    # but not a known name with a slash, a generic word, a version or a patch size
    ("We summarise CNN/DailyMail and CNN/DM with ViT-B/16 and LLaMA-V1/V2.", {
        ("CNN/DailyMail", "Dataset"), ("CNN/DM", "Dataset"), ("ViT-B/16", "Model"), ("LLaMA-V1/V2", "Model")}),
])
def test_extract_splits_names_joined_by_a_slash(text, expected):
    found = {(e.name, e.type.value) for e in _extract(text).entities}
    assert expected <= found


@pytest.mark.parametrize("text, not_dataset", [
    # a lower-case tail after a two-letter head
    ("We evaluate kernels on the VC-dimension and on Cora.", "VC-dimension"),
    # "levels" and "problems" are no items a dataset holds
    ("Higher levels of LLM-modification are associated with shorter papers.", "LLM-modification"),
    ("Some problems in TC0 are hard for transformers.", "TC0"),
    # the subject after an opening phrase that names a dataset
    ("On ImageNet, FooNet achieves 80% accuracy.", "FooNet"),
    ("On the HH dataset, RAINX improves the harmlessness rate.", "RAINX"),
])
def test_extract_names_that_are_no_datasets(text, not_dataset):
    assert not_dataset not in _names(_extract(text), EntityType.DATASET)




@pytest.mark.parametrize("text, name, cut", [
    ("We propose a clustering method based on Variational Bayesian inference, further improved by FooDim.",
     "Variational Bayesian inference", "Variational Bayesian"),
    ("We plug modern optimizers into Monte Carlo Markov chain sampling algorithms without changes.",
     "Monte Carlo Markov chain", "Monte Carlo Markov"),
    ("We deploy the resulting Hodge-Matérn Gaussian vector fields on the sphere.",
     "Hodge-Matérn Gaussian vector fields", "Hodge-Matérn Gaussian"),
])
def test_extract_a_name_ending_in_an_adjective_goes_on_to_its_noun(text, name, cut):
    methods = _names(_extract(text), EntityType.METHOD)
    assert name in methods and cut not in methods


def test_extract_a_name_ending_in_an_adjective_does_not_take_another_adjective():
    methods = _names(_extract("We model the innovations with a Markov-switching Gaussian graphical model for FooEEG."),
                     EntityType.METHOD)
    assert "Markov-switching Gaussian graphical" not in methods


def test_extract_a_name_before_language_models_is_no_platform():
    text = "We find that our private LSTM language models are similar to un-noised models when trained on FooData."
    assert "LSTM" in _names(_extract(text), EntityType.METHOD)


@pytest.mark.parametrize("text, name, type_", [
    # a long form ending in "set" names a set of mathematics, not of data, unless it is a "data set"
    ("Experiments on the traveling salesman problem (TSP) and maximal independent set (MIS) show gains.",
     "maximal independent set", EntityType.TASK),
    ("We introduce the sublevel set (SS) method, a generic method to obtain guarantees.", "sublevel set",
     EntityType.METHOD),
    ("We evaluate FooSeg on the Berkeley Segmentation Data Set (BSDS) and more.", "Berkeley Segmentation Data Set",
     EntityType.DATASET),
])
def test_extract_an_acronyms_long_form_ending_in_set_is_no_dataset_unless_of_data(text, name, type_):
    ext = _extract(text)
    assert name in _names(ext, type_)
    assert type_ is EntityType.DATASET or name not in _names(ext, EntityType.DATASET)


@pytest.mark.parametrize("text, type_, name, junk", [
    # a word that judges a value or a result qualifies none of the names it stands before
    ("FooNet achieves comparable identification accuracy with far fewer labels.", EntityType.METRIC,
     "identification accuracy", "comparable identification accuracy"),
    ("FooTrack shows excellent tracking precision on the FooData benchmark.", EntityType.METRIC, "tracking precision",
     "excellent tracking precision"),
    ("Recent work has shown impressive transform-invariant modeling and clustering for sets of images.",
     EntityType.TASK, "transform-invariant modeling", "shown impressive transform-invariant modeling"),
])
def test_extract_a_judging_adjective_is_no_part_of_a_name(text, type_, name, junk):
    names = _names(_extract(text), type_)
    assert name in names and junk not in names


@pytest.mark.parametrize("text, type_, name", [
    ("We develop a new metric, called SharpeScore@k, which measures the tradeoff.", EntityType.METRIC, "SharpeScore@k"),
    ("We propose a novel packing technique, i.e., Pelican, that reduces memory.", EntityType.METHOD, "Pelican"),
])
def test_extract_names_after_naming_words_take_the_class_before_them(text, type_, name):
    assert name in _names(_extract(text), type_)


@pytest.mark.parametrize("text, junk", [
    ("We simulate ocean dynamics in the Gulf of Mexico. Reports of the Drug Enforcement Administration (DEA) help.",
     {"Gulf of Mexico", "Drug Enforcement Administration"}),
    ("Records came from the UCLA Ronald Reagan Medical Center and the Hadassah Medical School for FooNet.",
     {"UCLA Ronald Reagan Medical Center", "Hadassah Medical School"}),
    ("We implement FooCode in Python to run on Amazon EC2, and show speed-ups over baselines.", {"EC2"}),
    ("FooConv gives 3.1-7.3x convolution speedups over dense convolution on Xeon Phi processors.", {"Xeon Phi"}),
    ("We revisit the classical problem of bandit feedback (Kakade, Shalev-Shwartz and Tewari, 2008), where it fails.",
     {"Kakade", "Shalev-Shwartz", "Tewari"}),
    ("The networks differ (see Fig.1, Left), such as in gradients.", {"Fig.1", "Left"}),
    ("These works focus on deterministic dynamics, such as Newtonian or Hamiltonian, unlike FooNet.",
     {"Newtonian", "Hamiltonian"}),
    ("The proof uses a new form of VC-invariant shifting; the problem is PSPACE-complete for FooNet.",
     {"VC-invariant", "PSPACE-complete"}),
    ("The algorithm converges to the stationary KKT point on satellite images of North America.",
     {"KKT", "North America"}),
    ("Computing the MAP assignment in graphical models is intractable, so FooLP relaxes it.", {"MAP"}),
    ("FooRoute cuts shipping costs in the United States; its proofs are in the Supplementary Materials.",
     {"United States", "Supplementary Materials"}),
    ("FooBandit achieves regret of order T^2/3 with log^2 factors, improving on N^3 baselines.",
     {"T^2/3", "log^2", "N^3"}),
    ("The FooChip circuits were fabricated in a standard 0.5-um CMOS process and cut CO2 emissions.",
     {"CMOS process", "CMOS", "CO2"}),
    ("Classification follows [AAMR92, page 5] and [StSu92], as with D.J. MacKay evidence for FooNet.",
     {"AAMR92", "StSu92", "D.J. MacKay"}),
    ("We take a covariate P∈\\mathcalI and fit FooNet to it.", {"P∈\\mathcalI"}),
    ("We evaluate FooNet on fMRI scans and RGB-D frames of Twitter users.", {"fMRI", "RGB-D", "Twitter"}),
    ("FooNet trains in 5 hours on 8 A100 GPUs.", {"A100 GPUs", "A100"}),
    # web addresses, letter pairs, item numbers, people, and generic terms spelled out before an acronym
    ("Videos of FooBot are available at foo-bot.github.io for all.", {"foo-bot.github.io"}),
    ("We release FooNet through a sequence of A/B tests.", {"A/B"}),
    ("Prior grasping work gives limited generalization to higher DoF end-effectors, unlike FooGrasp.", {"DoF"}),
    ("FooNet has (I) a planner, (II) a policy, and (III) joint fine-tuning.", {"II", "III"}),
    ("Inspired by Jane Doering's advocacy for justice, we build FooNet.", {"Jane Doering"}),
    ("FooNet gets to 1% of the Ground Truth (GT) FID.", {"Ground Truth", "GT"}),
    ("Choosing which Pre-Trained Model (PTM) fits a task is hard for FooNet.", {"Pre-Trained Model", "PTM"}),
    # a sentence-initial word is cut from a run of capitals, and the connector after it too
    ("Variations of Value and Policy Iteration work well.", {"of Value", "Variations of Value"}),
    ("We present TrueMICL, an MICL-dedicated dataset of LLM-generated text.", {"MICL-dedicated", "LLM-generated"}),
    # a precision and a programming language
    ("FooQuant quantizes weights to sub-4-bit precision for JavaScript programs.", {"sub-4-bit", "JavaScript"}),
    # an acronym's long form that says what kind of data or model follows it
    ("The limited knowledge of Out-of-Distribution (OoD) samples hurts FooDet.", {"Out-of-Distribution"}),
    ("We propose FooDiff: a coarse-grained (CG) diffusion model that generates CG structures.", {"coarse-grained"}),
    # a kind of data, capitalised in a list
    ("We connect video tracks, including Vision, Audio, and Subtitle, with a caption dataset called FooCap-27M.",
     {"Vision", "Audio"}),
    # an agency
    ("Path-finding for NASA's Mars rovers is planned by FooNav.", {"NASA"}),
    # a facility
    ("Collisions at the Large Hadron Collider (LHC) are recorded for FooFlow.", {"Large Hadron Collider"}),
    # an acronym made an adjective, and a footnote mark after a word
    ("FooOOD removes ID-irrelevant information and MDP-dependent terms.", {"ID-irrelevant", "MDP-dependent"}),
    # ... or a participle; and a field's acronym before a word
    ("Approaches for finding LTL-satisfying policies sample a lot. We study AI-image detectors with FooDet.",
     {"LTL-satisfying", "AI-image"}),
    # a plain quoted word after "called" names a concept unless a method noun stands before it
    ("We leverage time-varying correlates of the causal effect called \"surrogates\", within FooSC.", {"surrogates"}),
    # a title-case run whose last word carries a suffix is named without it
    ("We propose FooLEBM, trained by maximum likelihood with Markov chain Monte Carlo-based inference.",
     {"Monte Carlo-based"}),
    ("FooDNA needs less pretraining data.1 On FooBench, it wins.", {"data.1"}),
    # the author of a known method is no method of their own
    ("FooAcc matches Nesterov's accelerated gradient descent and Polyak’s heavy ball method.", {"Nesterov", "Polyak"}),
    # a natural language is no method
    ("For fusion languages like French, Russian and Polish, FooNorm keeps the vocabulary small.",
     {"French", "Russian", "Polish"}),
    # a capitalised common word before a suffix, with no context that makes it a name
    ("FooDist improves on Distance-based metrics and Gradient-based attacks.", {"Distance", "Gradient"}),
])
def test_extract_leaves_places_citations_and_figures_out(text, junk):
    assert not junk & {e.name for e in _extract(text).entities}


@pytest.mark.parametrize("text, proposed, not_proposed", [
    ("We propose a new framework, namely FooNet, for graphs.", {"FooNet"}, set()),
    ("We refine this algorithm and analyze the resulting method (referred to as FooPG).", {"FooPG"}, set()),
    # a quoted name, whatever its case; a coined name after "a novel" without its generic tail; "our new X"
    ('We propose a novel ensemble algorithm called "meta-groves", which builds on random forests.', {"meta-groves"},
     set()),
    ("In this paper we introduce ``Bespoke samplers'', a framework for fast sampling.", {"Bespoke samplers"}, set()),
    ("To train it, we develop a novel Fed-FOO algorithm that alternates.", {"Fed-FOO"}, set()),
    ("We show that our new WIS-FOO algorithm learns faster.", {"WIS-FOO"}, set()),
    # the kind of method between "our proposed" and its name
    ("Our proposed smoothing mechanism FooDel applies random deletions.", {"FooDel"}, set()),
    ("The proposed framework FooTGC clusters temporal graphs.", {"FooTGC"}, set()),
    ("The proposed method outperforms FooSGD on all tasks.", set(), {"FooSGD"}),
    # a name whose first word ends like a modifier
    ("We bring the paradigm into Transformer by the proposed Spike-driven Transformer with four properties.",
     {"Spike-driven Transformer"}, set()),
    # a known dataset's name that an apposition calls a model
    ("To address these issues, we propose MNIST, a model that combines retrieval and fusion.", {"MNIST"}, set()),
    ("Forgetting old tasks is often referred to as FooDrift in the literature.", set(), {"FooDrift"}),
    ("We propose FooNet. We test it on four benchmarks, namely FooEval, BarQA and Baz-100.", {"FooNet"},
     {"FooEval", "BarQA", "Baz-100"}),
    ("We propose FooNet. We compare five popular models, namely Llama-2-7B, ChatGPT and GPT-4.", {"FooNet"},
     {"Llama-2-7B", "ChatGPT", "GPT-4"}),
])
def test_extract_namely_names_one_new_thing_but_lists_instances_of_a_plural(text, proposed, not_proposed):
    assert proposed <= _proposed(_extract(text))
    assert not (not_proposed & _proposed(_extract(text)))


@pytest.mark.parametrize("text, name", [
    ("We speed up Lloyd's algorithm for clustering.", "Lloyd's algorithm"),
    ("Krawczyk’s rule is used to update the weights.", "Krawczyk’s rule"),
    # a trace-decay variant of a named algorithm
    ("We combine the update with both Q(λ) and Sarsa(λ).", "Sarsa(λ)"),
])
def test_extract_a_method_named_after_its_author_keeps_the_possessive(text, name):
    assert name in _names(_extract(text), EntityType.METHOD)


@pytest.mark.parametrize("text, name, not_name", [
    ("We port the Faster R-CNN two-stage design to video.", "Faster R-CNN", "R-CNN"),
    ("Modern ConvNets rival the Swin Transformer.", "ConvNets", "Modern ConvNets"),
])
def test_extract_a_capitalised_comparative_mid_sentence_belongs_to_the_name(text, name, not_name):
    names = {e.name for e in _extract(text).entities}
    assert name in names and not_name not in names


@pytest.mark.parametrize("text, name, type_", [
    ("Samplers need a large Number of Neural Calls (NNC) per image.", "Number of Neural Calls", EntityType.METRIC),
    ("We report the Token Flip Rate (TFR) of the model.", "Token Flip Rate", EntityType.METRIC),
    ("We propose B-Fox (Bandit Fox Regularized by Average Bellman error), a new method.",
     "Bandit Fox Regularized by Average Bellman error", EntityType.METHOD),
])
def test_extract_long_forms_that_name_a_measure_are_metrics(text, name, type_):
    assert name in _names(_extract(text), type_)


@pytest.mark.parametrize("text, name, type_", [
    # a sampling or prompting scheme with an acronym is a technique ...
    ("We distil the model with Score Distillation Sampling (SDS) into a 3D scene.", "Score Distillation Sampling",
     EntityType.METHOD),
    ("Chain-of-Thought (CoT) prompting improves reasoning in LLMs.", "Chain-of-Thought", EntityType.METHOD),
    # supervised fine-tuning is a training technique, as RLHF is (7 of 8 development long forms with an acronym were
    # annotated methods)
    ("Supervised Fine-Tuning (SFT) on demonstrations precedes RLHF.", "Supervised Fine-Tuning", EntityType.METHOD),
    # ... while other task heads keep naming the problem
    ("We study Visual Question Answering (VQA) with small models.", "Visual Question Answering", EntityType.TASK),
    # a long form that ends in a known method names a variant of it, whatever its head
    ("We fit a probabilistic principal component analysis (PPCA) to the data.",
     "probabilistic principal component analysis", EntityType.METHOD),
    # a lower-case long form ending in a word that several known methods end in ("gradient", "leader")
    ("Our analysis covers stochastic optimistic gradient (SOG) in detail.", "stochastic optimistic gradient",
     EntityType.METHOD),
    ("The bound holds for manifold-constrained gradient (MCG) too.", "manifold-constrained gradient",
     EntityType.METHOD),
    # a method noun before a "for" phrase heads the name, whatever the phrase ends in
    ("We propose a direct policy optimization method, Accelerated Foo Algorithm for Mean Field Games (AFA-MFG), that "
     "finds an equilibrium.",
     "Accelerated Foo Algorithm for Mean Field Games", EntityType.METHOD),
])
def test_extract_acronym_long_form_ending_in_a_technique_head_is_a_method(text, name, type_):
    assert any(e.name.lower().startswith(name.lower()) for e in _extract(text).entities if e.type is type_)


@pytest.mark.parametrize("text, method", [
    ("We propose FooNet. Operators wear data gloves to teleoperate the robot.", None),  # a glove is no GloVe
    ("We propose FooNet. We use GloVe embeddings as input features.", "GloVe"),
    # the usual optimisers are methods by name, capitalised like a person's name or not
    ("We propose FooNet. We train FooNet with Adam and a cosine schedule.", "Adam"),
    ("We propose FooNet. Unlike RMSProp, FooNet needs no tuning.", "RMSProp"),
])
def test_extract_english_words_are_no_lexicon_methods(text, method):
    assert _names(_extract(text), EntityType.METHOD) - {"FooNet"} == ({method} if method else set())


@pytest.mark.parametrize("text, name, type_", [
    ("FooLM improves the MAUVEX score from 42 to 50.", "MAUVEX", EntityType.METRIC),
    ("Accuracy is measured by RMSD and the FOO-Score of each complex.", "FOO-Score", EntityType.METRIC),
    ("It helps on question answering (BoolQX), textual entailment (RTEX), and paraphrase identification (QQPX).",
     "QQPX", EntityType.DATASET),
])
def test_extract_names_typed_by_a_score_noun_or_as_the_dataset_of_a_task(text, name, type_):
    assert name in _names(_extract(text), type_)


@pytest.mark.parametrize("text, metrics", [
    ("It needs evaluation metrics such as the balanced error or the worst-group error that enforce equity.",
     {"balanced error", "worst-group error"}),
    ("Measures like expected calibration error matter, unlike methods such as the nearest mean.",
     {"expected calibration error"}),
])
def test_extract_lower_case_measures_listed_after_a_metric_class(text, metrics):
    assert _names(_extract(text), EntityType.METRIC) == metrics


@pytest.mark.parametrize("text, name", [
    ("Estimators such as principal component regression (PCR) are used for dynamics.", "principal component regression"),
    ("FooSAT builds on techniques such as conflict driven clause learning (CDCL) for speed.",
     "conflict driven clause learning"),
])
def test_extract_lower_case_long_forms_a_method_class_lists_are_methods(text, name):
    assert name in _names(_extract(text), EntityType.METHOD)


@pytest.mark.parametrize("text, models", [
    # a parenthesis that lists instances is no long form of the acronym before it
    ("It works across four LLMs (Llama2, GPT-3.5, PaLM2, and GPT-4) today.", {"Llama2", "GPT-3.5", "PaLM2", "GPT-4"}),
    # the tier after a model's version, and a parameter count inside a hyphenated name
    ("It fools the latest Claude 3.7 Sonnet model and Gemini 1.5 Pro.", {"Claude 3.7 Sonnet", "Gemini 1.5 Pro"}),
    ("It beats baselines such as E5-Mistral-7B-Instruct and FooLM-13B-Chat.", {"E5-Mistral-7B-Instruct",
                                                                            "FooLM-13B-Chat"}),
    # a size coordinated after a released model at one size names that model at the other size
    ("We extrapolate on LLaMA2 7B and 13B with ease.", {"LLaMA2 7B", "LLaMA2 13B"}),
    ("We probe circuits in GPT2-Small and Medium.", {"GPT2-Small", "GPT2-Medium"}),
    ("We test Llama-2-7B and 13B models.", {"Llama-2-7B", "Llama-2-13B"}),
    # a released family at a size word, then a variant
    ("We compress it into two smaller models: Phi-mini-MoE and Phi-tiny-MoE.", {"Phi-mini-MoE", "Phi-tiny-MoE"}),
])
def test_extract_released_models_in_lists_tiers_and_sizes(text, models):
    assert models <= _names(_extract(text), EntityType.MODEL)
    assert "Medium" not in {e.name for e in _extract(text).entities}


def test_extract_a_coined_name_with_and_without_its_kind_is_one_method():
    ext = _extract("We develop the FooSGD algorithm for training. FooSGD avoids projections.")
    assert _names(ext, EntityType.METHOD) == {"FooSGD"}
    assert len(next(e for e in ext.entities if e.name == "FooSGD").spans) == 2  # both mentions


@pytest.mark.parametrize("text, proposed", [
    ("Leveraging this approach, we introduce the Frobb Tensor Product, which serves as a new method.",
     "Frobb Tensor Product"),
    # a theorem or a hypothesis stays a statement, not a method
    ("We introduce the Frobb Boundary Theorem, which shows when selection is correct.", None),
])
def test_extract_a_concept_named_right_after_a_proposal_verb_is_the_method_it_introduces(text, proposed):
    assert _proposed(_extract(text)) == ({proposed} if proposed else set())


def test_extract_a_plain_word_named_with_its_kind_keeps_the_kind():
    ext = _extract("In this paper we introduce ``Frobspoke solvers'', a novel framework for constructing ODE solvers. "
                   "For example, a Frobspoke solver for a CIFAR10 model produces samples with an FID of 2.73.")
    assert _names(ext, EntityType.METHOD) == {"Frobspoke solvers"}


def test_extract_listed_components_are_parts_of_the_proposal():
    ext = _extract("We propose GlyphFix, a framework for restoring text. Our framework consists of two components: "
                   "(1) GlyphBreaker, which perturbs text, and (2) GlyphMender, which restores it.")
    assert {"GlyphFix", "GlyphBreaker", "GlyphMender"} <= _proposed(ext)


@pytest.mark.parametrize("text, parts", [
    # title-case parts with no acronym, compound or part noun of their own, in a sentence about parts
    ("We propose FooMo, a text-driven animation pipeline. FooMo comprises two main components - Mesh Handle "
     "Predictor and Shape-aware Diffusion Module.", {"Mesh Handle Predictor", "Shape-aware Diffusion Module"}),
    ("We propose FooThread, a robot system. The task is divided into two main stages: Tail Finding and Tail "
     "Insertion.", {"Tail Finding", "Tail Insertion"}),
])
def test_extract_title_case_parts_named_in_a_sentence_about_parts_are_proposed(text, parts):
    assert parts <= _proposed(_extract(text))


@pytest.mark.parametrize("text, parts", [
    # enumerated items after a proposal
    ("We propose OpenFoo, a platform for agents. OpenFoo includes three agents: (1) Data Agent for data analysis; "
     "(2) Plugins Agent with 200+ daily API tools; (3) Web Agent for autonomous web browsing.",
     {"Data Agent", "Plugins Agent", "Web Agent"}),
    # lower-case long forms with an acronym in a sentence about parts
    ("We propose FooNLOS, a method for imaging. Our end-to-end network is composed of two main components: the "
     "transient recovery network (TRN) and the volume reconstruction network (VRN).",
     {"transient recovery network", "volume reconstruction network"}),
])
def test_extract_enumerated_or_abbreviated_parts_are_proposed(text, parts):
    assert parts <= _proposed(_extract(text))


@pytest.mark.parametrize("text, name", [
    ("We propose FooBERT, an encoder. This efficient architecture incorporates FlashAttention, Attention with Linear "
     "Biases (ALiBi), and a module to remove padded tokens into the encoder block.", "Attention with Linear Biases"),
    ("We propose FooNorm, a normalization module. The proposed module is easily incorporated into existing network "
     "architectures such as Residual Networks.", "Residual Networks"),
    ("We propose FooSR, a super-resolution network. Finally we apply inverse discrete wavelet transform (IDWT) to the "
     "output of four sub-nets at the end of the up-sampling module.", "inverse discrete wavelet transform"),
])
def test_extract_what_a_proposal_uses_beside_a_module_is_no_part(text, name):
    assert name not in _proposed(_extract(text))


def test_extract_items_a_proposal_consists_of_are_no_parts_without_a_part_noun():
    ext = _extract("We propose FooPlay, a benchmark for LLM agents. FooPlay consists of 6 different games, including "
                   "Rock Paper Scissors and Tower of Hanoi.")
    assert not {"Rock Paper Scissors", "Tower of Hanoi"} & _proposed(ext)


@pytest.mark.parametrize("text, expected", [
    ("We propose FooNet. FooNet achieves up to ~10× speedup and around ~79% reduction in memory use.",
     {(10.0, "×", "speedup", None), (79.0, "%", "memory use", None)}),
    ("We propose FooNet. We find zero-shot improvements on GSM8K (5.9%→10.9%) and CommonsenseQA (36.3%→47.2%).",
     {(5.9, "%", None, "GSM8K"), (10.9, "%", None, "GSM8K"), (36.3, "%", None, "CommonsenseQA"),
      (47.2, "%", None, "CommonsenseQA")}),
    # ... and past the class noun after the dataset, though the sentence names another one
    ("We propose FooCoder. We compile FooPack: 4 TB of commits. We test FooPack against other data on the HumanEval "
     "benchmark (46.2% pass@1).", {(46.2, "%", "pass@1", "HumanEval")}),
    ("We propose FooNet. It gains up to 4.9% higher accuracy in math and up to 21.2% improvement in logic.",
     {(4.9, "%", "accuracy", None), (21.2, "%", None, None)}),
    ("We propose FooTune. It reduces the AUROC of the detector from 0.84 to 0.63, while perplexity on "
     "OpenWebText increases from 8.7 to only 9.0.",
     {(0.84, None, "AUROC", None), (0.63, None, "AUROC", None), (8.7, None, "perplexity", "OpenWebText"),
      (9.0, None, "perplexity", "OpenWebText")}),
    ("We propose FooNet. Each sample of n - 1 points is labelled.", set()),
    # as many coordinated numbers as coordinated datasets pair up in order; a measure named last is shared
    ("We propose FooSeg. FooSeg achieves 72.3%, 76.4% and 74.2% mIoU for semantic segmentation on S3DIS, "
     "ScanNet V2 and SemanticKITTI, and 66.8% mCov and 51.2% mAP on S3DIS and ScanNet V2.",
     {(72.3, "%", "mIoU", "S3DIS"), (76.4, "%", "mIoU", "ScanNet V2"), (74.2, "%", "mIoU", "SemanticKITTI"),
      (66.8, "%", "mCov", "S3DIS"), (51.2, "%", "mAP", "ScanNet V2")}),
    # the one dataset a sentence evaluates on, named before the numbers
    ("We propose FooAgent. An evaluation on the WebArena benchmark shows that FooAgent outperforms the static "
     "baseline by 23.5% and 11.3% in success rate.",
     {(23.5, "%", "success rate", "WebArena"), (11.3, "%", "success rate", "WebArena")}),
    ("We propose FooGNN, which outperforms previous methods on the large-scale OC20 dataset by up to 9% in "
     "success rate.", {(9.0, "%", "success rate", "OC20")}),
    # but not one that closes the result before it
    ("We propose FooRank. It achieves up to 1.6 points improvement on GLUE and a 6.6% average MSE reduction in "
     "regression.", {(1.6, "points", None, "GLUE"), (6.6, "%", "MSE", None)}),
    # an acronym right after a percentage is its measure
    ("We propose FooSeg. It reaches 55.8% PQ on COCO and 63.1% NDS on nuScenes.",
     {(55.8, "%", "PQ", "COCO"), (63.1, "%", "NDS", "nuScenes")}),
    # both values of a slashed pair; but a fraction is no pair
    ("We propose FooRigL. It gives an acceleration of 3.4×/2.5× on CPU and reaches 82.3/84.0 mAP.",
     {(3.4, "×", None, None), (2.5, "×", None, None), (82.3, None, "mAP", None), (84.0, None, "mAP", None)}),
    ("We propose FooFP4. Our recipe computes 1/2 the training FLOPs in FP4.", set()),
    # a range written with a tilde; the measure named after a range's end is its start's too, and a measure that
    # has its own number is not the one of a quantity after "with"
    ("We propose FooBEV. It achieves a 2%~23% NDS gain and 2%~7.8% mAP gain with a 1.1×~3.4× speedup.",
     {(2.0, "%", "NDS", None), (23.0, "%", "NDS", None), (2.0, "%", "mAP", None), (7.8, "%", "mAP", None),
      (1.1, "×", "speedup", None), (3.4, "×", "speedup", None)}),
    ("We propose FooQViT. Under 4-bit precision, FooQViT demonstrates 0.4%~2.8% higher accuracy.",
     {(0.4, "%", "accuracy", None), (2.8, "%", "accuracy", None)}),
    ("We propose FooPrune. FooPrune yields over 83.1% accuracy on FooNLI with 90% sparsity.",
     {(83.1, "%", "accuracy", "FooNLI")}),
    # bare scores a colon lists after the sentence's one measure report it
    ("We propose FooDiff. We achieve outstanding FID scores in line with state-of-the-art benchmarks: 1.77 on "
     "FooCeleb-64×64 and 2.72 on ImageNet-256×256.",
     {(1.77, None, "FID", "FooCeleb-64×64"), (2.72, None, "FID", "ImageNet-256×256")}),
    # the dataset of the result sentence before goes on to a score, but not to a factor of cost
    ("We propose FooRS. On ImageNet, FooRS reaches 66% accuracy. The best competing method achieves only 55% while "
     "training 1.6× slower than FooRS.",
     {(66.0, "%", "accuracy", "ImageNet"), (55.0, "%", "accuracy", "ImageNet"), (1.6, "×", None, None)}),
    # a share of the annotations a setting uses is no result
    ("FooBox achieves up to 97.31% of fully supervised performance, using only 10% box annotations.",
     {(97.31, "%", None, None)}),
    # a share of what is used is no result, a share of the time is a rate
    ("We propose FooLoRA. FooLoRA achieves the best accuracy with only 1% of the trainable parameters.", set()),
    ("We propose FooEval. Models behave fairly in only 9%-41% of the sentences.", set()),
    ("We propose FooLM. FooLM answers correctly 79% of the time.", {(79.0, "%", None, None)}),
    # two values set against each other share their measure
    ("We propose FooNet. FooNet reaches an accuracy of 82.3% vs. 79.1% for the baseline.",
     {(82.3, "%", "accuracy", None), (79.1, "%", "accuracy", None)}),
    # a measure named after a list crosses the parentheses of values set against each other ...
    ("We propose FooProver. FooProver achieves 59.5% (against 38.3%) and 34.0% (against 20.9%) success rates.",
     {(59.5, "%", "success rate", None), (38.3, "%", "success rate", None), (34.0, "%", "success rate", None),
      (20.9, "%", "success rate", None)}),
    # ... but a gain in parentheses does not take the measure of the value after it
    # a number before a comparative and a noun measures that noun, not the sentence's one measure
    ("We propose FooFL. FooFL has an accuracy gain of up to 15% with 27% lower forgetting.",
     {(15.0, "%", "accuracy", None), (27.0, "%", None, None)}),
    ("We propose FooDet. FooDet achieves 34.8 APr minival (+9.1) and 29.3 AP (+3.6).",
     {(34.8, None, "APr", None), (9.1, None, "APr", None), (29.3, None, "AP", None), (3.6, None, "AP", None)}),
    # a sentence that opens "In <dataset>," reports on it; a comparative is no part of the measure after it
    ("We propose FooRL and test it on two environments, Foggy Harbor and Busy Port. In Foggy Harbor, FooRL "
     "yields a 4.3% higher episodic reward and 80.6% longer survival time.",
     {(4.3, "%", "episodic reward", "Foggy Harbor"), (80.6, "%", "survival time", "Foggy Harbor")}),
    # a result sentence that names no dataset goes on with the one dataset of the result sentence before it ...
    ("We propose FooRL and test it on the HarborSim benchmark. In HarborSim, FooRL yields a 4.3% higher episodic "
     "reward. Against the baseline BarRL it shows a 12.7% higher episodic reward.",
     {(4.3, "%", "episodic reward", "HarborSim"), (12.7, "%", "episodic reward", "HarborSim")}),
    # ... but not when that sentence reported on two datasets, nor over a sentence without results
    ("We propose FooRL. FooRL yields 4.3% and 5.1% higher success rates on the HarborSim and PortSim benchmarks. "
     "Against the baseline BarRL it shows a 12.7% higher episodic reward.",
     {(4.3, "%", "success rate", "HarborSim"), (5.1, "%", "success rate", "PortSim"),
      (12.7, "%", "episodic reward", None)}),
    ("We propose FooRL and test it on the HarborSim benchmark. In HarborSim, FooRL yields a 4.3% higher episodic "
     "reward. We also study BarRL. It shows a 12.7% higher episodic reward.",
     {(4.3, "%", "episodic reward", "HarborSim"), (12.7, "%", "episodic reward", None)}),
    # the dataset a few words before the "to" or "from" of a number
    ("We propose FooChin. FooChin compresses ImageNet patches to 43.4% and LibriSpeech samples to 16.4% of their "
     "raw size.", {(43.4, "%", None, "ImageNet"), (16.4, "%", None, "LibriSpeech")}),
    # the one dataset a sentence names right after "in", before the number ("on 8 tasks in RoboTwin with a ...")
    ("We propose FooBot. FooBot is better on 8 simulated tasks in HarborSim with a 11.1% increase in success rate.",
     {(11.1, "%", "success rate", "HarborSim")}),
    # a number with no measure of its own reports the one measure its sentence names before it ...
    ("We propose FooGuard. Its accuracy without attacks is only 2% lower than that of an undefended model "
     "(78% vs 80%).", {(2.0, "%", "accuracy", None), (78.0, "%", "accuracy", None), (80.0, "%", "accuracy", None)}),
    # ... but not a number that measures what follows it, nor one before the measure or beside a second one
    ("We propose FooNet. FooNet keeps the accuracy of the dense model on all the tasks we study while offering "
     "around 79% reduction in computation.", {(79.0, "%", None, None)}),
    ("We propose FooNet. FooNet gains 4% on all the tasks we study while keeping its accuracy.",
     {(4.0, "%", None, None)}),
    ("We propose FooQ. FooQ tracks the usual approach, achieving an R^2 of 0.985 in most cases while being 60-1200 "
     "times faster.", {(0.985, None, "R^2", None), (60.0, "×", None, None), (1200.0, "×", None, None)}),
    ("We propose FooNet. FooNet keeps the accuracy and the latency of the dense model on all the tasks we study "
     "within 4% of the baseline.", {(4.0, "%", None, None)}),
    # with "respectively", coordinated numbers pair with the datasets named before them, a parenthesised number
    # going with the one it follows ...
    ("We propose FooProver. On the HarborProofs and PortProofs benchmarks FooProver achieves 59.5% (against "
     "38.3%) and 34.0% (against 20.9%) success rates, respectively.",
     {(59.5, "%", "success rate", "HarborProofs"), (38.3, "%", "success rate", "HarborProofs"),
      (34.0, "%", "success rate", "PortProofs"), (20.9, "%", "success rate", "PortProofs")}),
    ("We propose FooProver. FooProver achieves 59.5% (against 38.3%) and 34.0% (against 20.9%) success rates on "
     "HarborProofs and PortProofs.",
     {(59.5, "%", "success rate", "HarborProofs"), (38.3, "%", "success rate", "HarborProofs"),
      (34.0, "%", "success rate", "PortProofs"), (20.9, "%", "success rate", "PortProofs")}),
    # ... but without "respectively" the datasets before the numbers are not split among them (both numbers
    # fall back on the first dataset the sentence names)
    ("We propose FooProver. On the HarborProofs and PortProofs benchmarks FooProver achieves 59.5% and 34.0% "
     "success rates.", {(59.5, "%", "success rate", "HarborProofs"), (34.0, "%", "success rate", "HarborProofs")}),
    # a measure right after its own number is not the measure of a number after a comma
    ("We propose FooDet. Against attacks which achieve 90% attack success rate, FooDet achieves 100% and 98% on "
     "HarborSet and PortSet, respectively.", {(90.0, "%", "attack success rate", None),
                                              (100.0, "%", None, "HarborSet"), (98.0, "%", None, "PortSet")}),
    # a number after "at" is the setting, not a result; a plural measure and a measure at k are measures
    ("We propose FooPrune. FooPrune beats BarPrune by 26.79 perplexity at 70% sparsity.",
     {(26.79, None, "perplexity", None)}),
    # ... as is a sparsity after "with" or a sparse model's share, though a sparsity achieved is a result
    ("We propose FooPrune. FooPrune beats BarPrune by 1.13% top-1 accuracy with 98% sparsity.",
     {(1.13, "%", "top-1 accuracy", None)}),
    ("We propose FooPrune. Using a 90% sparse linear layer, FooPrune gives a 3.4× speedup.", {(3.4, "×", "speedup", None)}),
    ("We propose FooPrune. FooPrune induces up to 75% sparsity.", {(75.0, "%", None, None)}),
    # how many times larger something is, said alone, is a size; a larger thing it allows is a result
    ("We propose FooWeb. We collect 347K demonstrations, 38 times larger than prior work.", set()),
    ("We propose FooSat. FooSat extrapolates to images up to 17.6× larger at test-time.", set()),
    ("We propose FooMem. FooMem enables up to 6.4× larger batch size.", {(6.4, "×", None, None)}),
    ("We propose FooSSL. FooSSL achieves top-1 accuracies of 59.0 and 69.5 with one or two labels.",
     {(59.0, None, "top-1 accuracy", None), (69.5, None, "top-1 accuracy", None)}),
    ("We propose FooRank. FooRank outperforms the baselines by 4% on Accuracy@K.", {(4.0, "%", "Accuracy@K", None)}),
    # a dataset written before its measure and value, and both ends of an arrow, are one dataset's
    ("We propose FooBatch. FooBatch achieves: BoolQ accuracy 90.6% → 90.9% with 27.4% tokens, RTE accuracy "
     "87.2% → 88.4% with 18.6% tokens.", {(90.6, "%", "accuracy", "BoolQ"), (90.9, "%", "accuracy", "BoolQ"),
                                           (87.2, "%", "accuracy", "RTE"), (88.4, "%", "accuracy", "RTE")}),
    # ... and of one measure, named before the arrow's parenthesis
    ("We propose FooRL. FooRL improves both pass@1 accuracy (6.2% → 9.6%) and pass@16 accuracy (24.4% → 33.6%) on "
     "FooProof.", {(6.2, "%", "pass@1 accuracy", "FooProof"), (9.6, "%", "pass@1 accuracy", "FooProof"),
                   (24.4, "%", "pass@16 accuracy", "FooProof"), (33.6, "%", "pass@16 accuracy", "FooProof")}),
    # the measure after "in", past the list of numbers and the measure's modifiers
    ("We propose FooLM. FooLM brings relative improvements of 19.0% and 22.8% in next word prediction accuracy.",
     {(19.0, "%", "prediction accuracy", None), (22.8, "%", "prediction accuracy", None)}),
    ("We propose FooFold. It achieves improvements of 11.9% and 13.5% in angle accuracy on CASP93 and CASP94, "
     "respectively.", {(11.9, "%", "angle accuracy", "CASP93"), (13.5, "%", "angle accuracy", "CASP94")}),
    # a gerund opening a clause is no kind of the measure after it
    ("We propose FooKey. Thus, balancing accuracy and interpretability is hard. FooKey achieves 5% to 20% accuracy "
     "improvements over baselines.", {(5.0, "%", "accuracy", None), (20.0, "%", "accuracy", None)}),
    # the measure after an aside in parentheses; a coverage level is no result
    ("We propose FooRet. FooRet reaches 65.07% (vs. previous SOTA 24.68%) mAP on HarborSearch. The bands are "
     "95% confidence intervals.", {(65.07, "%", "mAP", "HarborSearch"), (24.68, "%", "mAP", "HarborSearch")}),
    ("We propose FooCal. With FooCal, an 80% predictive interval contains the true outcome, and accuracy improves "
     "by 3% on HarborQA.", {(3.0, "%", "accuracy", "HarborQA")}),
    # a measure noun before "performance by <number>" is the measure
    ("We propose FooX. FooX improves the previous state-of-the-art fidelity performance by 12.9% on HarborSet.",
     {(12.9, "%", "fidelity", "HarborSet")}),
    # AP by object size or frequency; an acronym written out is its own measure, though a variant of it is reported
    ("We propose FooDet. FooDet achieves 34.8 APr and 29.3 AP on HarborVIS, and 40.1 AP50 and 30.2 APs.",
     {(34.8, None, "APr", "HarborVIS"), (29.3, None, "AP", "HarborVIS"), (40.1, None, "AP50", "HarborVIS"),
      (30.2, None, "APs", "HarborVIS")}),
    # a measure at a cut-off with a prefix of its own
    ("We propose FooRet. FooRet improves PRRecall@5 by 8% on HarborQA.", {(8.0, "%", "PRRecall@5", "HarborQA")}),
    # a measure at an overlap threshold
    ("We propose FooG. FooG achieves 51.6% Acc@0.25 and 40.1 mIoU@0.5 on HarborRefer.",
     {(51.6, "%", "Acc@0.25", "HarborRefer"), (40.1, None, "mIoU@0.5", "HarborRefer")}),
    # the dataset named just before a change's two ends
    ("We propose FooShot. FooShot improves one-shot accuracy on HarborNet from 82.2% to 87.8% and from 88% accuracy "
     "to 95% accuracy on PortGlot.", {(82.2, "%", "accuracy", "HarborNet"), (87.8, "%", "accuracy", "HarborNet"),
                                     (88.0, "%", "accuracy", "PortGlot"), (95.0, "%", "accuracy", "PortGlot")}),
    # percentage points, however written, are points
    ("We propose FooNet. FooNet improves F1 by 5.8%p on HarborQA and accuracy by 3.1 p.p. on PortQA.",
     {(5.8, "points", "F1", "HarborQA"), (3.1, "points", "accuracy", "PortQA")}),
    ("We propose FooNet. A gain of 20.2% points in accuracy over the baseline is observed on HarborQA.",
     {(20.2, "points", "accuracy", "HarborQA")}),
    # the rank a measure counts in is part of its name, not a number reported
    ("We propose FooNet. FooNet achieves a top 5 classification error rate of 13.55% on HarborNet.",
     {(13.55, "%", "classification error rate", "HarborNet")}),
    # what a number is set against ("over BF16") is no measure of its own: the measure before the first goes on
    ("We propose FooNet. Computing half the training FLOPs in FP4, FooNet gives a speedup of 1.3× over FP8 and "
     "1.7× over BF16.", {(1.3, "×", "speedup", None), (1.7, "×", "speedup", None)}),
    ("We propose FooNet. With less training time, FooNet improves accuracy by 3.1% over PPO and 4.2% than SAC.",
     {(3.1, "%", "accuracy", None), (4.2, "%", "accuracy", None)}),
])
def test_extract_results_keep_each_number_with_its_own_measure_and_dataset(text, expected):
    assert {(r.value, r.unit, r.metric, r.dataset) for r in _extract(text).results} == expected


@pytest.mark.parametrize("text, expected", [
    # "<dataset> by <number>": each number goes with the dataset just before its "by", past a parenthesis
    ("We propose FooPrompt. FooPrompt improves accuracy on HarborQA (Physics and Chemistry) by 7% and 11% "
     "respectively, PortQA by 27%, and BayQA by 5%.",
     {(7.0, "HarborQA"), (11.0, "HarborQA"), (27.0, "PortQA"), (5.0, "BayQA")}),
    ("We propose FooDrop. FooDrop improves finetuning on HarborNLI by 0.22%, and training on PortNet by over 0.28%.",
     {(0.22, "HarborNLI"), (0.28, "PortNet")}),
    # but a measure before "by" leaves the dataset to the words after the number
    ("We propose FooDrop. FooDrop improves accuracy by 2% on PortNet.", {(2.0, "PortNet")}),
])
def test_extract_results_take_the_dataset_before_by(text, expected):
    assert {(r.value, r.dataset) for r in _extract(text).results} == expected


@pytest.mark.parametrize("text, expected", [
    # a dataset written right before the measure is what the measure is taken on, when no "on X" follows
    ("We propose FooNet. FooNet reaches a CIFAR-10 test accuracy of 95.1%.", {(95.1, "CIFAR-10")}),
    ("We propose FooNet. FooNet achieves 80.1% ImageNet top-1 accuracy.", {(80.1, "ImageNet")}),
    ("We propose FooNet. For ImageNet zero-shot accuracy, FooNet outperforms CLIP by 8.2% on CC12M.",
     {(8.2, "CC12M")}),
    # and it names the dataset of that measure alone, not of the next sentence's numbers
    ("We propose FooQuant. FooQuant attains a C4 perplexity of 15.76. On zero-shot tasks, FooQuant achieves 58.61% "
     "accuracy.", {(15.76, "C4"), (58.61, None)}),
])
def test_extract_results_take_the_dataset_that_qualifies_the_measure(text, expected):
    assert {(r.value, r.dataset) for r in _extract(text).results} == expected


@pytest.mark.parametrize("text, word", [
    ("We propose FooNet. It improves accuracy by 5% GPU hours.", "GPU"),
    ("We propose FooNet. It improves accuracy with 1% ImageNet Labels.", "ImageNet"),
    ("We propose FooNet. It improves accuracy by 1% COCO images.", "COCO"),
])
def test_extract_percentage_acronym_is_a_measure_only_when_it_stands_alone(text, word):
    assert word not in {e.name for e in _extract(text).entities if e.type is EntityType.METRIC}


@pytest.mark.parametrize("text", [
    "We propose FooQuant, which keeps reduced precision for sequence prediction.",
    "We show that EM reaches the statistical accuracy of O(1/n) in few steps.",
    "Transformers with finite precision cannot count.",
    # a training objective is no evaluation measure
    "We maximise the evidence lower bound (ELBO) of the model.",
])
def test_extract_number_formats_and_bounds_are_no_measures(text):
    assert not {e.name for e in _extract(text).entities if e.type is EntityType.METRIC}


@pytest.mark.parametrize("text, task, not_task", [
    ("In this work, we propose to view multivariate forecasting as a multi-task learning problem.",
     None, "view multivariate forecasting"),
    ("The scheduler is designed to guide client selection for federated learning.", None,
     "guide client selection"),
    ("Agents can accomplish image manipulation tasks and handle long output generation tasks.",
     "long output generation", "accomplish image manipulation"),
])
def test_extract_a_verb_after_to_starts_no_task(text, task, not_task):
    tasks = {e.name for e in _extract(text).entities if e.type is EntityType.TASK}
    assert not_task not in tasks
    assert task is None or task in tasks




@pytest.mark.parametrize("text, type_, name", [
    ("Ant Nest Optimization (ANO) is a meta-heuristic algorithm that solves routing.", EntityType.METHOD,
     "Ant Nest Optimization"),
    ("We compare against the previously proposed Riemannian Laplace mechanism for privacy.", EntityType.METHOD,
     "Riemannian Laplace mechanism"),
    ("MIMX can be added to existing SoTA DDX methods.", EntityType.METHOD, "DDX"),
])
def test_extract_definitions_and_tails_shape_names(text, type_, name):
    assert name in _names(_extract(text), type_)


@pytest.mark.parametrize("text, junk", [
    ("By harnessing the renowned Bishop-Gromov theorem, we obtain bounds.", {"Bishop-Gromov"}),
    ("We assume the Polyak-Kowalski (PK) condition holds.", {"Polyak-Kowalski", "PK"}),
])
def test_extract_theorems_and_conditions_are_not_methods(text, junk):
    assert not junk & {e.name for e in _extract(text).entities}


def test_extract_items_of_a_list_of_tasks_are_tasks():
    ext = _extract("We evaluate on a simulated suite of locomotion, manipulation, and control tasks.")
    assert {"locomotion", "manipulation"} <= _names(ext, EntityType.TASK)


@pytest.mark.parametrize("text, tasks", [
    ("Knowledge-based visual question answering (VQA) requires external knowledge.",
     {"knowledge-based visual question answering", "visual question answering"}),
    ("Dataset condensation (DC) aims to synthesize a small dataset that trains as well.", {"dataset condensation"}),
])
def test_extract_tasks_named_by_acronym_definitions(text, tasks):
    assert tasks <= _names(_extract(text), EntityType.TASK)


@pytest.mark.parametrize("text, method", [
    ("We train the network with stochastic gradient descent and tune it by Bayesian optimization.",
     "stochastic gradient descent"),
    ("Random forests and gaussian processes are strong baselines here.", "Random forests"),
    ("Gaussian processes (GPs) provide a powerful framework for extrapolation.", "Gaussian processes"),
    ("We combine stochastic compositional gradient descent (SCGD) with variance reduction.",
     "stochastic compositional gradient descent"),
    # an acronym's lower-case long form that ends in a kind of technique
    ("We compute unbiased gradient estimates with stochastic rounding (SR), resulting in accurate updates.",
     "stochastic rounding"),
    ("We compare with the Riemannian Gaussian mechanism on spheres.", "Riemannian Gaussian mechanism"),
    ("Expectation maximization is proposed on the model for approximate learning.", "Expectation maximization"),
    ("We find the policy with a maximum likelihood estimation oracle.", "maximum likelihood estimation"),
    ("We propose a score matching-based algorithm for sampling from mixtures.", "score matching"),
    ("It builds on an optimistic variant of variance-reduced Q-learning.", "Q-learning"),
    ("We compare with the Frank-Wolfe algorithm and K-means.", "Frank-Wolfe"),
    # a named variant of a known algorithm keeps its qualifier
    ("Its regret matches that of online mirror descent on simplices.", "online mirror descent"),
    ("We analyse noisy gradient descent on two-layer networks.", "noisy gradient descent"),
    # hyphenated spellings, and an acronym inside the name
    ("We fit gradient-boosted trees to the features.", "gradient-boosted trees"),
    ("We study the celebrated temporal-difference (TD) learning algorithm.", "temporal-difference learning"),
    ("Certified robustness via randomized smoothing is costly.", "randomized smoothing"),
    ("Our estimator is based on median-of-means.", "median-of-means"),
    ("The attack runs projected-gradient-descent on the input.", "projected-gradient-descent"),
    ("We remove batch normalisation from the network.", "batch normalisation"),
    ("We cluster with soft k-means and fit a deep Gaussian process.", "soft k-means"),
    # a known model class defined with a plural acronym, and the algorithm named before the acronym
    ("Restricted Boltzmann Machines (RBMs) are unsupervised learners.", "Restricted Boltzmann Machines"),
    ("RBMs are often trained using the Contrastive Divergence learning algorithm (CD), an approximation.",
     "Contrastive Divergence learning algorithm"),
    # named techniques that annotators mark as methods wherever a paper uses them
    ("Object-centric models built upon slot attention bind features.", "slot attention"),
    ("We test the samples with the maximum mean discrepancy and a kernel.", "maximum mean discrepancy"),
    ("Each client is paid by its Shapley value in the coalition.", "Shapley value"),
    ("We render views with neural radiance fields and multi-plane images.", "neural radiance fields"),
    ("The sampler follows Wasserstein gradient flows on point clouds.", "Wasserstein gradient flows"),
])
def test_extract_established_algorithms_are_methods_in_any_case(text, method):
    assert method in _names(_extract(text), EntityType.METHOD)


@pytest.mark.parametrize("text, paradigm", [
    ("We compress the model with knowledge distillation and adversarial training.", "knowledge distillation"),
    ("We compress the model with knowledge distillation and adversarial training.", "adversarial training"),
    ("Chain-of-thought prompting helps, and pseudo-labeling adds data.", "pseudo-labeling"),
])
def test_extract_generic_techniques_are_no_methods(text, paradigm):
    # the annotation guideline's "generic techniques and paradigms" (contrastive learning, knowledge distillation,
    # chain-of-thought) are no Methods unless the text names them with an acronym
    assert paradigm not in {n.lower() for n in _names(_extract(text), EntityType.METHOD)}


@pytest.mark.parametrize("text, word", [
    ("General-domain chain-of-thought data contains useful signals.", "chain-of-thought"),
    ("We study chain-of-thought reasoning in small models. Chain-of-thought reasoning helps.", "chain-of-thought"),
])
def test_extract_established_algorithm_qualifying_a_noun_is_no_method(text, word):
    assert word not in {n.lower() for n in _names(_extract(text), EntityType.METHOD)}


@pytest.mark.parametrize("text, model", [
    ("It cuts the cost of training the BERT-Large model by half.", "BERT-Large"),
    ("Our method beats the baseline on ImageNet using DeiT-Tiny as the backbone.", "DeiT-Tiny"),
    ("We fine-tune Falcon-40B on the task.", "Falcon-40B"),
    # a released family's variant named by a word before it
    ("We fine-tune Code Llama on the task.", "Code Llama"),
    # an architecture's size letter, with its patch size or not
    ("We remove 52.5% FLOPs and 52.7% parameters of Swin-B.", "Swin-B"),
    ("We fine-tune ViT-L/16 on the task.", "ViT-L/16"),
    # a family and the released backbone it comes in
    ("We introduce FooBack, which matches the baseline for the 1B parameter CLIP ViT-Huge at less cost.",
     "CLIP ViT-Huge"),
])
def test_extract_a_sized_architecture_is_a_model(text, model):
    assert model in _names(_extract(text), EntityType.MODEL)


@pytest.mark.parametrize("text, proposed, established", [
    ("We propose a two-stage kernel ridge regression method for effects.", "two-stage kernel ridge regression",
     "kernel ridge regression"),
    ("We propose a new algorithm based on genetic programming for search.", None, "genetic programming"),
])
def test_extract_established_algorithms_are_not_proposed_but_their_variants_are(text, proposed, established):
    got = _proposed(_extract(text))
    assert established not in got
    assert proposed is None or proposed in got


@pytest.mark.parametrize("text, junk", [
    ("We introduce a hybrid CPU/GPU version of the FooNet algorithm.", {"CPU/GPU"}),
    ("It works WITHOUT any labels at all.", {"WITHOUT"}),
    # a chip, its maker's line, or a size letter with a patch size
    ("It runs on an NVIDIA RTX A6000 and a GeForce RTX 4090 in real time.", {"NVIDIA RTX", "RTX", "A6000",
                                                                             "GeForce RTX", "NVIDIA RTX A6000"}),
    ("With an L/14 architecture, FooDet improves AP on LVIS.", {"L/14"}),
    # a chip technology, a crowdsourcing platform, a complexity class's hardness, a meeting (64, 8, 8 and 9 such
    # names in the 28k corpus)
    ("The network is implemented in analog VLSI and runs fast.", {"VLSI", "analog VLSI"}),
    ("Labels were collected on Amazon Mechanical Turk from 200 workers.", {"Amazon Mechanical Turk"}),
    ("We prove NP-hardness of the problem and give FooApprox.", {"NP-hardness"}),
    ("This paper appeared at the Thirteenth International Conference on Machine Learning.",
     {"Thirteenth International Conference"}),
    # a person's name before a possessive says whose the method is
    ("Methods such as Nesterov's accelerated gradient are fast, as is Rosenblatt's perceptron.",
     {"Nesterov", "Rosenblatt"}),
    # an acronym of a concept, an object of study or a place: no method
    ("We learn the DAG and the CDF of the data under KKT conditions for HIV patients in the ICU.",
     {"DAG", "CDF", "KKT", "HIV", "ICU"}),
    # names the gazetteer learnt from noisy labels that are no dataset: a protocol, a region, a conference
    ("Our crawler parses HTTP logs from EU servers and NIPS proceedings.", {"HTTP", "EU", "NIPS"}),
    ("We present a GPU-accelerated algorithm for approximately implementing the proposed method.",
     {"GPU-accelerated algorithm", "GPU-accelerated"}),
    # a plural acronym a count counts
    ("Complementing this, we also construct a small (150 image-QAs) yet challenging test set.", {"image-QAs"}),
    ("Forests were popularised by Leo Breiman in 2001 and studied later.", {"Leo Breiman"}),
])
def test_extract_leaves_emphasis_hardware_and_authors_out(text, junk):
    assert not junk & {e.name for e in _extract(text).entities}


@pytest.mark.parametrize("text, name", [
    # a capitalised word that is also a stop word is an acronym unless it is one of emphasis
    ("In this work, we present SEEM, a promptable and interactive model for segmentation.", "SEEM"),
    ("A Hierarchical Adaptive Value Estimation (HAVE) framework is formed, which adapts fast.", "HAVE"),
])
def test_extract_capitalised_stop_words_can_be_names(text, name):
    assert name in {e.name for e in _extract(text).entities} | {a for e in _extract(text).entities for a in e.aliases}


def test_extract_metric_named_after_in_terms_of():
    ext = _extract("We propose FooNet. It gives up to 53.9% relative improvement in terms of word error rate.")
    assert {(r.value, r.metric) for r in ext.results} == {(53.9, "word error rate")}


def test_extract_quoted_name_before_dataset_is_a_dataset():
    assert "HypoBench" in _names(_extract('A recent benchmark uses the "HypoBench" dataset to learn it.'),
                                 EntityType.DATASET)


@pytest.mark.parametrize("text, junk", [
    ("By a connection to the classical Van Dorn' inequality, we derive criteria.", {"Van Dorn"}),
    ("Combining it with the Aldous-Hoover representation theorem, we build a prior.", {"Aldous-Hoover"}),
    ("We study Syntactic Attention Form (SAF), a naturally emerging property of models.",
     {"Syntactic Attention Form", "SAF"}),
])
def test_extract_statements_and_properties_are_not_methods(text, junk):
    assert not junk & {e.name for e in _extract(text).entities}


@pytest.mark.parametrize("text, name, junk", [
    ("We provide the first UCB-based algorithm for the centralized case.", "UCB", "UCB-based algorithm"),
    ("It beats MLM-pretrained models on all benchmarks.", "MLM", "MLM-pretrained"),
])
def test_extract_the_name_inside_a_modifier_compound(text, name, junk):
    names = {e.name for e in _extract(text).entities}
    assert name in names and junk not in names


@pytest.mark.parametrize("text, proposed, not_proposed", [
    ("In this paper, we construct a multi-agent referee team called ChatJudge to discuss texts. Tests on two "
     "benchmarks show that ChatJudge is accurate.", "ChatJudge", None),
    ("We design a knowledge distillation (KD) approach via mutual information to distill noise.", None,
     "knowledge distillation"),
    ("Robust algorithms learn from the so-called short doubly-censored (SDC) event sequences.", None,
     "short doubly-censored"),
    # the name an abstract says is the first method of its kind is its own
    ("We propose an on-policy model-based method that reuses prior data. To our knowledge, FooMOTO is the first "
     "and only method to solve this environment from pixels.", "FooMOTO", None),
    # a proposal named after a kind the abstract defines, though that kind alone is no name
    ("Sparse mixture of expert architectures (MoEs) scale capacity. In this work, we propose Soft MoE, a fully "
     "differentiable sparse Transformer.", "Soft MoE", None),
    # a bare acronym modifying the compound after it is not the new thing
    ("In this study, we introduce adaptive KV cache compression, a plug-and-play method that reduces memory.", None,
     "KV"),
    # each name of a coordinated proposal, past the kind said after the first
    ("We present the FooV2 model and Foo-ST self-training recipe, which address these challenges.", "Foo-ST", None),
    ("We present the FooV2 model and the Foo-ST recipe.", "Foo-ST", None),
    # a library named only beside the link to the code is where the proposal lives, not a proposal
    ("We propose FooSine, a network for PDEs. Our code is available as part of FAIRX (https://github.com/lab/FAIRX).",
     "FooSine", "FAIRX"),
    ("We study PDE solvers. FooSine is fast. The code of FooSine is at https://github.com/lab/FooSine.", "FooSine",
     None),
    # the capitalised parts "our framework" incorporates are what the paper proposes when nothing else is named
    ("We propose a novel framework for pose estimation. Our framework incorporates three new modules: (1) a "
     "**Localization Foo Module** enhances awareness; (2) a **Pixel Foo Module** aligns pixels.", "Pixel Foo Module",
     None),
    # a capital and a digit right after a proposal verb, before a comma, is a name (elsewhere a norm: "L2 error")
    ("To this end, we propose S3, which predicts the output sequence length.", "S3", None),
    # the kind before a name given in parentheses is no proposal
    ("In this paper, we propose a new black-box foo (BBF) framework (called WireMask-BBF) for macro placement.",
     "WireMask-BBF", "black-box foo"),
    # a subroutine invoked inside a known technique, and the methods a study examines, are no proposals
    ("We show this works through FooThreshold, a subroutine that is iteratively called in the fundamental Sparse "
     "Foo Technique.", None, "Sparse Foo Technique"),
    ("We study two state-of-the-art methods that have these components, namely FooHiera and FooDet, and find that "
     "both suffer from this bug.", None, "FooHiera"),
    ("We propose two methods, namely FooHiera and FooDet, for detection.", "FooHiera", None),
    # what a proposal casts the problem as is used, not new
    ("To address this issue, we propose formulating the problem as a constrained Foo Decision Process (CFDP).", None,
     "constrained Foo Decision Process"),
    # the model a result holds under is no proposal
    ("We also develop matching lower bounds under the Statistical Foo model and show they are tight.", None,
     "Statistical Foo"),
])
def test_extract_proposal_edge_cases(text, proposed, not_proposed):
    got = _proposed(_extract(text))
    assert proposed is None or proposed in got
    assert not_proposed is None or not_proposed not in got


@pytest.mark.parametrize("text, models", [
    ("We train on base models Llama 3.1 and Gemma 2 for reasoning.", {"Llama 3.1", "Gemma 2"}),
    ("We fine-tune LLaMA-2 70B on math.", {"LLaMA-2 70B"}),
])
def test_extract_model_names_keep_their_version(text, models):
    assert models <= _names(_extract(text), EntityType.MODEL)


@pytest.mark.parametrize("text, junk", [
    ("The best approximation is 13/11 by Hu and Segal-Levi [EC, 2023]; beyond that little is known.",
     {"Hu", "Segal-Levi", "EC"}),
    ("It was proposed by Hosseini et al. [JAIR and AAMAS, 2022]. We extend it.", {"JAIR", "AAMAS"}),
])
def test_extract_bracketed_citations_are_no_names(text, junk):
    assert not junk & {e.name for e in _extract(text).entities}


@pytest.mark.parametrize("text, type_, name", [
    ("We propose a Randomized Progressive Training algorithm (RPT) for speed.", EntityType.METHOD,
     "Randomized Progressive Training"),
    # a lower-case long form keeps its generic noun, though the acronym's letters end before it
    ("We propose content-motion latent diffusion model (CMD), a novel extension.", EntityType.METHOD,
     "content-motion latent diffusion model"),
    ("We propose a novel and general contextualized diffusion model (ContextDiff) for it.", EntityType.METHOD,
     "contextualized diffusion model"),
    # a capitalised generic noun is a word of the title-case name, though the acronym's letters end before it
    ("We propose the Hierarchical Integration Diffusion Model (HI-Diff) for deblurring.", EntityType.METHOD,
     "Hierarchical Integration Diffusion Model"),
    ("We test on the Distracting Control Suite and more.", EntityType.DATASET, "Distracting Control Suite"),
    ("We introduce the BallBin sampling for private training.", EntityType.METHOD, "BallBin sampling"),
])
def test_extract_name_boundaries_and_heads(text, type_, name):
    assert name in _names(_extract(text), type_)


def test_extract_code_url_without_scheme():
    ext = _extract("We release code at github.com/someone/FooNet. It is fast.")
    assert [url for url, _ in ext.code] == ["https://github.com/someone/FooNet"]
    assert not {e.name for e in ext.entities} & {"github.com/someone/FooNet"}


@pytest.mark.parametrize("text, task", [
    ("LLM unlearning aims to remove data. Several methods were proposed for LLM unlearning.", "LLM unlearning"),
    ("It works at various levels (e.g., semantic segmentation) of images.", "semantic segmentation"),
    ("We study two costs, namely, bin packing and job scheduling, in depth.", "job scheduling"),
    # an acronym before a head that is weak alone still makes a task
    ("We study LLM reasoning with FooThink.", "LLM reasoning"),
    ("FooGen improves OOD generalization of classifiers.", "OOD generalization"),
    # an adjective compound in "-intensive" modifies a task like one in "-based"
    ("LLMs perform well in knowledge-intensive reasoning tasks. Small LMs fail at knowledge-intensive reasoning "
     "tasks.", "knowledge-intensive reasoning"),
    # one word after "the problem of" goes on with the "with a ..." phrase that makes it a problem
    ("We study the problem of classification with a reject option for a fixed predictor.",
     "classification with a reject option"),
])
def test_extract_task_cues_and_acronym_modifiers(text, task):
    assert task in _names(_extract(text), EntityType.TASK)


@pytest.mark.parametrize("text, not_proposed", [
    ("Recent work proposes Implicit Behaviour Cloning (IBC), which represents demonstrations.",
     "Implicit Behaviour Cloning"),
    # "is introduced by" names the agent of a passive
    ("The first error is introduced by an Euler–Frobuyama discretisation of a Langevin diffusion process.",
     "Euler–Frobuyama"),
    ("We propose a Randomized Progressive Schedule (RPS), a proxy for the well-known Progressive Schedule method (PS) "
     "(Karras et al., 2017).", "Progressive Schedule"),
    # a name after a method noun and a comma that is studied, listed or compared with, not introduced
    ("We focus on one of the first such networks, FooNet, which learns auctions.", "FooNet"),
    ("We use three databases (a private EHR system, FOO-IV, and claims data).", "FOO-IV"),
    ("We analyse four methods: Transformer-XL, Memorizing Transformer, BarT, and Longformer.", "BarT"),
    ("Our method outperforms the strongest baseline method, FooBoost, by 3%.", "FooBoost"),
    ("FooFEM, an important technique in engineering, is aided by mesh refinement. We propose BarMesh.", "FooFEM"),
    # a fronted phrase's comma is no apposition's
    ("To perform FooDecoding, a small draft model proposes candidate continuations. We propose BarHeads.",
     "FooDecoding"),
    ("We propose a novel method for meshes. Given an image, we first use a view-conditioned diffusion model, Foo123, "
     "to generate multi-view images.", "Foo123"),
    # a name that opens the sentence after an unnamed proposal but was named before it
    ("Foo-ET is an imaging technique. We present a framework for reconstructing Foo-ET data. Foo-ET yields 3D "
     "structures.", "Foo-ET"),
    # a name set off after what the work builds upon, or one the proposal generalizes
    ("Our approach builds upon FooNet, a differentiable MaxSAT solver that learns rules. We propose a novel method "
     "called BarEq, which links FooNet to rules.", "FooNet"),
    ("We propose Causal Foo Optimization (CFO), a framework that generalizes Causal Bar Optimization (CBO) to "
     "account for all sources of uncertainty.", "Causal Bar Optimization"),
    # a name given to a game, not a method
    ("We present a dataset of prompt injection attacks, all created by players of an online game called Foo "
     "Trust.", "Foo Trust"),
])
def test_extract_other_peoples_methods_are_not_proposed(text, not_proposed):
    assert not_proposed not in _proposed(_extract(text))


def test_extract_measure_named_by_a_change_verb():
    ext = _extract("We propose FooDive. FooDive improves the primal-dual integral by up to 7% (35%) over a tuned "
                   "baseline and reduces average solving time by 20% (29%).")
    assert {(r.value, r.metric) for r in ext.results} == {(7.0, "primal-dual integral"), (35.0, "primal-dual integral"),
                                                          (20.0, "solving time"), (29.0, "solving time")}


def test_extract_an_adverb_after_a_measure_is_no_part_of_it():
    ext = _extract("FooFlow achieves 13% higher success rates than ReAct in InterCode SQL and ALFWorld, with 5× and 3× "
                   "less cost respectively.")
    assert {(r.value, r.metric) for r in ext.results if r.unit == "×"} == {(5.0, "cost"), (3.0, "cost")}


def test_extract_a_range_end_reports_the_measure_named_before_its_start():
    ext = _extract("On these scenarios, FooDGC achieves a gradient compression ratio from 270x to 600x without losing "
                   "accuracy.")
    assert {r.metric for r in ext.results} == {"compression ratio"}  # ("ratio" names a measure)


def test_extract_a_second_change_on_another_benchmark_goes_on_in_the_first_measure():
    ext = _extract("FooGPT achieves a 1.6 times increase in success rate on the Franka Kitchen benchmark and a 1.3 "
                   "times increase on the Meta-World benchmark.")
    assert {(r.value, r.metric, r.dataset) for r in ext.results} == {(1.6, "success rate", "Franka Kitchen"),
                                                                     (1.3, "success rate", "Meta-World")}


def test_extract_mixed_case_acronym_of_a_task_phrase_is_a_task():
    ext = _extract("Video Question Answering (VideoQA) needs reasoning over moments. VideoQA is hard.")
    assert "video question answering" in _names(ext, EntityType.TASK)


@pytest.mark.parametrize("text, name", [
    ("We approximate the Tanimoto kernel with random features.", "Tanimoto kernel"),
    ("We symmetrise the Jeffreys divergence between the two laws.", "Jeffreys divergence"),
    ("We train with the Adam optimizer and a cosine schedule.", "Adam"),
    # a coined name's noun that says what kind of thing it is goes; a name too short to stand alone keeps it
    ("The formalizer adopts GRPO algorithm to update the policy.", "GRPO"),
    ("Unlike PSAL, the TRADES loss in general does not help.", "TRADES"),
    ("We use a REINFORCE estimator of the gradient.", "REINFORCE"),
    ("We run the PC algorithm on the data.", "PC algorithm"),
    ("We propose a kernel Goodness-of-Fit test for point processes.", "Goodness-of-Fit test"),
])
def test_extract_title_word_with_a_method_tail(text, name):
    assert name in _names(_extract(text), EntityType.METHOD)


@pytest.mark.parametrize("text, names", [
    ("We benchmark our implementation against Frobnix, and show a higher throughput.", {"Frobnix"}),
    ("Our method is competitive in quality compared with Gravel on both tasks.", {"Gravel"}),
    ("We revisit two efficient optimizers (Lion, Sophia) at scale.", {"Lion", "Sophia"}),
    # words that say what is compared with is a baseline may stand between
    ("FooPrune is able to outperform the state-of-the-art Gravel by 26.79 perplexity.", {"Gravel"}),
    ("FooPrune improves over the strong baseline method Gravel on all tasks.", {"Gravel"}),
])
def test_extract_lone_capitalised_word_compared_with_or_listed_under_a_method_class(text, names):
    assert names <= _names(_extract(text), EntityType.METHOD)


def test_extract_owner_of_what_is_compared_is_no_method():
    ext = _extract("It gives better search results as compared to Frobing's L3 ranker at 300 bytes.")
    assert "Frobing" not in _names(ext, EntityType.METHOD)


@pytest.mark.parametrize("text", [
    "We revisit efficient optimizers (Adaptive) at scale.",  # one capitalised word in parentheses: no list
    "We revisit efficient optimizers (see Section 4) at scale.",
])
def test_extract_parenthesis_after_a_method_class_without_a_list_names_nothing(text):
    assert not _names(_extract(text), EntityType.METHOD)


@pytest.mark.parametrize("text, name", [
    ("Here we introduce a new benchmark, the Frobnic Embodied Turing Test (FETT), for object segmentation.",
     "Frobnic Embodied Turing Test"),
    ("Here we introduce a new benchmark—a Frobnic Embodied Turing Test (FETT) for object segmentation—in "
     "which agents are tested.", "Frobnic Embodied Turing Test"),
])
def test_extract_long_form_renaming_a_dataset_noun_after_a_determiner_is_a_dataset(text, name):
    ext = _extract(text)
    assert name in _names(ext, EntityType.DATASET)
    assert name not in _names(ext, EntityType.METHOD) | _proposed(ext)


@pytest.mark.parametrize("text, key, type_", [
    ("We build on debiased machine learning to propose the design-based frobnic learning (DFL) estimator.",
     "frobnic", EntityType.METHOD),
    ("A novel free data selection (FreeSel) method is proposed following this pipeline.", "selection",
     EntityType.METHOD),
    ("Prior work relies on SAIL (Speed Adaptation for Imitation Learning), a simple framework, to run fast.",
     "speed adaptation", EntityType.METHOD),
    # a kind of method for a problem ("an ... algorithm") still names the problem
    ("Given an unsupervised outlier detection (OD) algorithm, how can we tune it without labels?", "detection",
     EntityType.TASK),
])
def test_extract_long_form_before_a_singular_method_noun(text, key, type_):
    ext = _extract(text)
    found = {t for t in (EntityType.METHOD, EntityType.TASK) for n in _names(ext, t) if key in n.lower()}
    assert found == {type_}


@pytest.mark.parametrize("text, name", [
    ("The effect holds whatever the unlearning method used, such as NPO (Negative Preference Optimization) and RMU "
     "(Representation Misdirection Unlearning).", "Negative Preference Optimization"),
    ("We instantiate the insights as SAIL (Speed Adaptation for Imitation Learning), a full-stack system.",
     "Speed Adaptation for Imitation Learning"),
])
def test_extract_acronym_before_its_title_case_long_form_names_a_method(text, name):
    ext = _extract(text)
    assert name in _names(ext, EntityType.METHOD)
    assert norm(name) not in {norm(n) for n in _names(ext, EntityType.TASK)}


@pytest.mark.parametrize("text, kept", [
    ("We show improvements for large language models and vision transformers, both in speed.", False),
    ("It runs on vision transformers or deep neural networks alike.", False),
    ("We study vision transformers on images.", True),  # not listed with a family: the architecture studied
    ("We compare Vision Transformers and large language models.", True),  # written as a name
])
def test_extract_lower_case_plural_method_listed_with_a_model_family(text, kept):
    names = {n.lower() for n in _names(_extract(text), EntityType.METHOD)}
    assert ("vision transformers" in names) is kept


@pytest.mark.parametrize("text, name", [
    ("This leads to a fast underdamped Langevin algorithm with better rates.", "Langevin algorithm"),
    ("We aggregate the votes with a rule called Borda count.", "Borda count"),
    ("We speed it up with Richardson-Romberg extrapolation of the iterates.", "Richardson-Romberg extrapolation"),
    ("The so-called Sinkhorn divergences are homogeneous.", "Sinkhorn divergences"),
    # the abstract also writes the name alone: the noun only says what it is
    ("We propose a framework named Frobtex for sarcasm. Frobtex uses CLIP. The Frobtex method works.", "Frobtex"),
])
def test_extract_person_name_with_a_technique_noun_right_after(text, name):
    assert name in _names(_extract(text), EntityType.METHOD)


@pytest.mark.parametrize("text", [
    "We present Frobu, a multi-person motion dataset under the high-intensity sports.",
    "We present Frobu, a 3D motion dataset for sports.",
])
def test_extract_apposition_head_past_a_dimension_tag_and_before_a_preposition(text):
    ext = _extract(text)
    assert "Frobu" in _names(ext, EntityType.DATASET)
    assert "Frobu" not in _names(ext, EntityType.METHOD)


@pytest.mark.parametrize("text, name", [
    ("In this work, we introduce the first Frobnic Conformer Ensemble Learning (FROCEL) benchmark to evaluate "
     "models.", "Frobnic Conformer Ensemble Learning"),
    ("We evaluate on the Frobnic Motion Archive (FMA) dataset.", "Frobnic Motion Archive"),
])
def test_extract_long_form_before_its_acronym_and_a_data_noun_is_a_dataset(text, name):
    ext = _extract(text)
    assert name in _names(ext, EntityType.DATASET)
    assert name not in _proposed(ext)


@pytest.mark.parametrize("text, name", [
    ("We study a spiked Frobnic problem with an inhomogeneous noise profile.", "spiked Frobnic problem"),
    ("In this paper, we consider the convex-concave bilinear saddle-point problem.",
     "convex-concave bilinear saddle-point problem"),
    ("We study an important yet challenging problem in vision.", None),  # evaluative words name no problem
    ("We address the long-standing synaptic frobnic assignment problem.", "synaptic frobnic assignment problem"),
    ("We solve a large-scale optimization problem.", None),  # an evaluative compound goes whole
    ("We consider a non-convex problem in training.", None),  # one word (a hyphen compound) is too vague
    ("We study a machine learning problem.", None),
    ("We study the problem of ranking.", None),
])
def test_extract_problem_a_paper_studies_named_before_problem(text, name):
    tasks = _names(_extract(text), EntityType.TASK)
    if name is None:
        assert not any(t.lower().endswith("problem") for t in tasks)
    else:
        assert name in tasks


@pytest.mark.parametrize("text, name", [
    ("We address these bottlenecks with FrobFarm, a simulator that enables research.", "FrobFarm"),
    ("We tackle these limitations with ClimFrob, a continuous-time process.", "ClimFrob"),
    # said once, the name is the paper's when the kind of thing it is comes first
    ("We address this challenge with a novel method, Collaborative Frob Distillation (CFD).",
     "Collaborative Frob Distillation"),
])
def test_extract_we_address_the_problem_with_a_name_proposes_it(text, name):
    assert name in _proposed(_extract(text))


@pytest.mark.parametrize("text", [
    "We address this issue with LoRA and evaluate on ImageNet.",  # a known method: what the paper uses
    "We address this issue with care, and FrobNet then outperforms baselines.",
])
def test_extract_we_address_with_a_known_method_proposes_nothing(text):
    assert not _proposed(_extract(text))


@pytest.mark.parametrize("text, name", [
    ("We evaluate on adversarially trained networks from the Frob-Bench-201 search space.", "Frob-Bench-201"),
    ("We test on FrobBench-v2 and report gains.", "FrobBench-v2"),
])
def test_extract_numbered_version_of_a_benchmark_shaped_name_is_a_dataset(text, name):
    ext = _extract(text)
    assert name in _names(ext, EntityType.DATASET)
    assert name not in _names(ext, EntityType.METHOD)


@pytest.mark.parametrize("text, names", [
    ("We evaluate on reasoning-intensive tasks including STEM, Knowledge Frob, and Multi-Hop Reasoning.",
     {"Knowledge Frob"}),
    ("We test algorithms through two real-world tasks: Federated Data-frobbing and Federated Hyper-frobbing.",
     {"Federated Data-frobbing", "Federated Hyper-frobbing"}),
    ("We extend the benchmark to a total of 3 coding tasks (Code Frobbing, Code Explanation, Code Synthesis).",
     {"Code Frobbing"}),
])
def test_extract_names_listed_under_tasks_are_tasks(text, names):
    ext = _extract(text)
    assert names <= _names(ext, EntityType.TASK)
    assert not names & _names(ext, EntityType.METHOD)


def test_extract_name_modifying_a_noun_after_problems_colon_is_no_task():
    ext = _extract("The objectives correspond to leading eigenvalue problems: the Frob-NAG dynamics are made explicit.")
    assert "Frob-NAG" not in _names(ext, EntityType.TASK)


def test_extract_parts_of_a_dataset_listed_under_tasks_stay_data():
    ext = _extract("FrobBench consists of three evaluation tasks: FrobBench-R (Retrieval) and FrobBench-C "
                   "(Completion). We evaluate on FrobBench.")
    assert "FrobBench-R" not in _names(ext, EntityType.TASK)


@pytest.mark.parametrize("text, name", [
    ("This inspires a new prompt gradient frobnication approach (PGF) for continual learning.",
     "prompt gradient frobnication"),
    ("We improve upon the vanilla accelerated gradient frobnic method (AGF).", "accelerated gradient frobnic"),
    ("We propose the Deep Frob Method (DFM) for vision.", "Deep Frob Method"),  # the acronym holds the noun
])
def test_extract_long_form_ends_where_its_acronym_leaves_out_method_or_approach(text, name):
    assert name in _names(_extract(text), EntityType.METHOD)


@pytest.mark.parametrize("text, name", [
    ("Previous work showed that the test error increases with the number of iterations.", "test error"),
    ("FrobNet consistently improves the truthfulness across multiple choice tasks.", "truthfulness"),
    ("The learned embeddings preserve semantic similarity across domains.", "semantic similarity"),
])
def test_extract_common_measures_of_learning_and_alignment(text, name):
    assert name in {n.lower() for n in _names(_extract(text), EntityType.METRIC)}


@pytest.mark.parametrize("text, names", [
    ("We evaluate machine translation on IWSLT 2017 De-En and WMT 2014 De-En, and summarization on XSUM.",
     {"IWSLT 2017 De-En", "WMT 2014 De-En"}),
    ("Experiments on RWTH-PHOENIX-Weather 2014T and CSL-Daily show gains.", {"RWTH-PHOENIX-Weather 2014T", "CSL-Daily"}),
])
def test_extract_translation_direction_or_edition_is_part_of_a_dataset_name(text, names):
    datasets = _names(_extract(text), EntityType.DATASET)
    assert names <= datasets
    assert "De-En" not in datasets


@pytest.mark.parametrize("text, kept", [
    ("We formulate the assigning procedure as an optimal transport problem and predict the plan.", False),
    ("The model is trained with the score matching objective on images.", False),
    ("We use optimal transport to align the two domains.", True),
])
def test_extract_known_method_said_only_before_problem_or_objective(text, kept):
    names = {n.lower() for n in _names(_extract(text), EntityType.METHOD)}
    assert bool(names & {"optimal transport", "score matching"}) is kept


@pytest.mark.parametrize("text", [
    "The behaviour corresponds to the ferromagnetic Frobsing model on a regular tree.",
    "Our approach outperforms conceivable GAN and Diffusion models in training speed.",
    "A Planner model generates a task-specific program for the follower models.",
])
def test_extract_lone_capitalised_word_before_model_is_a_kind_of_model(text):
    names = _names(_extract(text), EntityType.METHOD)
    assert not names & {"Frobsing", "Diffusion", "Planner"}


def test_extract_long_form_before_its_acronym_and_task_names_a_task():
    ext = _extract("To fill this gap, we first introduce a novel Interactive Sketch Frob Answering (ISFA) task, "
                   "where two players interact.")
    assert "interactive sketch frob answering" in {n.lower() for n in _names(ext, EntityType.TASK)}
    assert not _proposed(ext)


@pytest.mark.parametrize("text, task", [
    ("We present a novel active learning (AL) method for GNNs, extending an earlier principle.", "active learning"),
    ("We develop a series of differential privacy (DP) algorithms from a family of projections.",
     "differential privacy"),
])
def test_extract_known_task_before_acronym_and_method_noun_names_the_task(text, task):
    ext = _extract(text)
    assert task in {n.lower() for n in _names(ext, EntityType.TASK)}
    assert task not in {n.lower() for n in _names(ext, EntityType.METHOD) | _proposed(ext)}


@pytest.mark.parametrize("text", [
    "We instead propose to maximize the Kullback-Leibler divergence between the underlying distributions.",
    "We propose to minimize the Frobnic-Leibler divergence of the two laws.",
])
def test_extract_objective_a_proposal_optimises_is_no_proposal(text):
    assert not _proposed(_extract(text))


def test_extract_keeps_names_formatted_in_math_mode():
    ext = _extract(r"We propose $\textbf{\texttt{Lingual-SMoE}}$ and an algorithm, $\mathtt{UCB-AVG}$, for routing.")
    assert {"Lingual-SMoE", "UCB-AVG"} <= _names(ext, EntityType.METHOD)


@pytest.mark.parametrize("text", [
    "This is a hard problem that we call",
    "We propose",
    "It improves accuracy by",
    "Results: 5% of",
    "We propose shuffle coding (sc),",
    "We propose shuffle coding (sc), a",
    "FooNet is efficient in terms",
])
def test_extract_survives_cues_at_the_end_of_the_text(text):
    assert _extract(text).paper_id


@pytest.mark.parametrize("text, task", [
    # a process noun opening the abstract as the subject of "aims to" or "is a ... problem"
    ("Unsupervised lip animation aims to generate a talking face video.", "unsupervised lip animation"),
    ("Reward elicitation is a notoriously difficult problem in control.", "reward elicitation"),
])
def test_extract_gerund_phrases_name_tasks(text, task):
    assert task in _names(_extract(text), EntityType.TASK)


@pytest.mark.parametrize("text", [
    # a goal, a pronoun object, an adjective that only looks like a gerund, a gerund that opens no subject
    "We propose a method for improving the accuracy of detectors.",
    "We propose a method for optimizing them jointly.",
    "Existing diffusion model architectures are slow.",
    "During periods of quiescence, neurons fire rarely.",
    "Using larger batches, we train faster.",
    "Adopting CL into collaborative filtering (CF) is prevailing.",
])
def test_extract_gerund_phrases_that_name_no_task(text):
    assert not any(n.split()[0].endswith("ing") for n in _names(_extract(text), EntityType.TASK))


@pytest.mark.parametrize("text", [
    # a gerund and its object name what a method does, rarely the task annotators name (7 right, 24 wrong in
    # 640 development abstracts), unless it says what a method is for (see test_extract_tasks_in_lists_and_...):
    # then only a goal or a means is no task
    "We propose a new approach for training the communication graph of agents.",
    "Compressing models is costly. We study FooPrune.",
])
def test_extract_a_gerund_and_its_object_is_no_task(text):
    assert not any(n.split()[0] in {"determining", "compressing"} for n in _names(_extract(text), EntityType.TASK))


@pytest.mark.parametrize("text, task, not_method", [
    # a compound with a one-letter part and a modality-to-dimension compound are modifiers of a task, not names
    ("We present a novel method for top-k risk prediction that surpasses current methods.", "top-k risk prediction",
     None),
    ("Recent methods show encouraging results for text-to-3D generation of common objects.", "text-to-3D generation",
     "text-to-3D"),
    # also capitalised at the start of a sentence
    ("We study 3D assets. Text-to-3D generation with diffusion models has achieved remarkable progress.",
     "text-to-3D generation", "Text-to-3D"),
])
def test_extract_compound_modifiers_of_tasks(text, task, not_method):
    ext = _extract(text)
    assert task in _names(ext, EntityType.TASK)
    assert not_method not in _names(ext, EntityType.METHOD)


@pytest.mark.parametrize("text, methods, models", [
    # "models such as X": an algorithm or an architecture unless X is a checkpoint or the kind is a released one
    ("We improve on topic models such as PLSA (Hofmann, 1999), LDA (Blei et al., 2003) and others.",
     {"PLSA", "LDA"}, set()),
    ("It beats forecasting models such as DLinear and RMLP.", {"DLinear", "RMLP"}, set()),
    ("It beats models such as Llama-2-7B on math.", set(), {"Llama-2-7B"}),
    ("We fine-tune language models such as Vicuna on math.", set(), {"Vicuna"}),
    # an acronym listed under diffusion models is the architecture
    ("It shows that diffusion models (DDPX, EDX, DiX) can be further improved using FooGuide.", {"DDPX", "EDX", "DiX"},
     set()),
])
def test_extract_names_listed_after_models_are_methods_unless_released(text, methods, models):
    ext = _extract(text)
    assert methods <= _names(ext, EntityType.METHOD)
    assert models <= _names(ext, EntityType.MODEL)


@pytest.mark.parametrize("text, name, alias", [
    ("We propose LaRA-Fusion. Its Latent-Robust Adaptation keeps the fusion stable.", "LaRA-Fusion",
     "Latent-Robust Adaptation"),
    # some capitals of the phrase, from its first word to its last ("Cr-I-Bo" marked in bold)
    ("We introduce a novel Cross-Image Object-Level Bootstrapping method. CrIBo emerges as a strong candidate.",
     "CrIBo", "Cross-Image Object-Level Bootstrapping"),
])
def test_extract_coined_name_absorbs_the_phrase_its_capitals_spell(text, name, alias):
    ent = next(e for e in _extract(text).entities if e.name == name)
    assert alias in ent.aliases


@pytest.mark.parametrize("text, names", [
    # letters that happen to occur in order are no spelling: the capitals must be the phrase's initials
    ("We propose CrossGNN, a GNN model. A Cross-Scale GNN is proposed to extract the scales.",
     {"CrossGNN", "Cross-Scale GNN"}),
    ("We train ResNet with Repeated Sampling of Random Subsets on images.",
     {"ResNet", "Repeated Sampling of Random Subsets"}),
])
def test_extract_coined_names_with_shared_letters_stay_apart(text, names):
    ext = _extract(text)
    assert names <= {e.name for e in ext.entities}
    assert not any(set(e.aliases) & names for e in ext.entities)


@pytest.mark.parametrize("text, type_, names", [
    # the class noun before a short phrase, and names listed with their articles
    ("Popular metrics for clustering comparison, like the Adjusted Rand Index and the Adjusted Mutual Information, "
     "are biased.", EntityType.METRIC, {"Adjusted Rand Index", "Adjusted Mutual Information"}),
    ("We use benchmarks in molecular dynamics such as MD17 and MD22.", EntityType.DATASET, {"MD17", "MD22"}),
    # what "without" names the listed names cannot be
    ("It also extends to datasets without predefined labels, such as FooAesthetics and BarArts.", EntityType.DATASET,
     {"FooAesthetics", "BarArts"}),
])
def test_extract_hearst_class_noun_before_a_short_phrase(text, type_, names):
    assert names <= _names(_extract(text), type_)


def test_extract_hearst_class_noun_is_not_read_past_with():
    ext = _extract("SS-FooPMs provide a recipe for diffusion models with distributions such as Beta and Dirichlet.")
    assert not _names(ext, EntityType.MODEL) & {"Beta", "Dirichlet"}


@pytest.mark.parametrize("text, expected", [
    # a factor written "N times", and comparatives and qualifiers between a number and its measure
    ("We propose FooDet. Its inference speed is 1.3 times as fast as BarDet.", {(1.3, "×", "inference speed")}),
    ("We propose FooDet. FooDet achieves a speedup of up to 13.9 times.", {(13.9, "×", "speedup")}),
    ("We propose FooDet. FooDet gives up to 3 times improvement of success rate.", {(3.0, "×", "success rate")}),
    ("We propose FooDet. FooDet gives 3-4 times overall speedup.", {(3.0, "×", "speedup"), (4.0, "×", "speedup")}),
    ("We propose FooDet. FooDet achieves an acceleration rate of about 1.5 times.", {(1.5, "×", "acceleration rate")}),
    # ... or "by a factor of N" after a change, but not a weight
    ("We propose FooDet. FooDet accelerates the detection process by a factor of up to 340.", {(340.0, "×", None)}),
    ("We propose FooDet. Each point is weighted by a factor of 2 in the loss.", set()),
    ("We propose FooDet. FooDet achieves 3.25 higher averaged L1 AP than BarDet.", {(3.25, None, "AP")}),
    # a gain stated right after a value, "which is N% higher", measures what the value measures
    ("We propose FooDet. The accuracy of FooDet is 62.45%, which is 4.35% higher than BarDet.",
     {(62.45, "%", "accuracy"), (4.35, "%", "accuracy")}),
    # a whole number counting the plural noun it stands before, or numbering a list item, is no result ...
    ("We propose FooNet. FooNet shows significant accuracy improvement on 6 standard node classification "
     "benchmarks.", set()),
    ("We propose FooNet. FooNet gains 6.3% AP on 13 few-shot downstream tasks.", {(6.3, "%", "AP")}),
    ("We propose FooMAE. By masking a large fraction (95%) of patches, FooMAE learns motion.", set()),
    ("We propose FooNet. We find that (1) perplexity is a helpful indicator and (2) accuracy is not.", set()),
    ("We propose FooNet. FooNet variants present 1) shorter training time and 2) more stable accuracy.", set()),
    # ... but a value the words after it do not count still is
    ("We propose FooInv. FooInv reaches a token-level F1 of 77 and recovers 23% of prompts exactly.",
     {(77.0, None, "F1")}),
    # a count of repetitions is no result
    ("We propose FooDet. We run FooDet 10 times on each image.", set()),
    # a change noun after a number names its measure, plural or with an index in it
    ("We propose FooDrive. It gives a 27% reduction in trajectory L2 error and a 39% decrease in collision rates.",
     {(27.0, "%", "trajectory L2 error"), (39.0, "%", "collision rate")}),
    # hours, minutes or days are a result where the sentence names a measure of time, a setting elsewhere
    ("We propose FooTrain. It cuts the training time from 10 days to 5 hours.",
     {(10.0, "days", "training time"), (5.0, "hours", "training time")}),
    ("We propose FooTrain. We train FooTrain for 8 hours on four GPUs.", set()),
    # points with the measure between the number and the unit
    ("We propose FooNet. It beats BarNet by 19 and 14 accuracy points on FooSet.",
     {(19.0, "points", "accuracy"), (14.0, "points", "accuracy")}),
    ("We propose FooMT. It gains 3.5 BLEU points over BarMT.", {(3.5, "points", "BLEU")}),
    # "percent" spelt out is a percentage, and a share of data spelt so is still a setting
    ("We propose FooReg. It achieves a 20.6 percent improvement in Inlier Ratio on FooMatch.",
     {(20.6, "%", "Inlier Ratio")}),
    ("We propose FooReg. It trains on only 10 percent of the labels.", set()),
    # decibels glued to the number
    ("We propose FooBlur. It gives a 0.5dB gain in PSNR on GoPro.", {(0.5, "dB", "PSNR")}),
    # ... also past "absolute", and a range's start takes the measure named after its end
    ("We propose FooNER. FooNER outperforms BarLM by over 30 absolute F1 points and its accuracy by 7-9 absolute F1 "
     "points.", {(30.0, "points", "F1"), (7.0, "points", "F1"), (9.0, "points", "F1")}),
    ("We propose FooCLIP. It boosts the accuracy of BarCLIP by 10-20 absolute points.",
     {(10.0, "points", "accuracy"), (20.0, "points", "accuracy")}),
    # a qualifier before the change noun, and the owner before the changed measure
    ("We propose FooTune. It gives an up to 20% absolute drop in accuracy and a 4% improvement of model accuracy.",
     {(20.0, "%", "accuracy"), (4.0, "%", "accuracy")}),
    # the rank a measure is taken at, with no number before it
    ("We propose FooProver. It improves pass@1 accuracy (6.2% to 9.6%) on ProofNet.",
     {(6.2, "%", "pass@1 accuracy"), (9.6, "%", "pass@1 accuracy")}),
    # a gain with nothing after it reports the sentence's one measure, even where a value before it names it
    ("We propose FooQA. It reaches 86.54% overall accuracy on SciQ, improving the best published few-shot result "
     "by 11.37%.",
     {(86.54, "%", "accuracy"), (11.37, "%", "accuracy")}),
    # but a range ("50-73% of the maximum") does not take the speedup named before it
    ("We propose FooAttn. It yields around 2× speedup compared to BarAttn, reaching 50-73% of the theoretical "
     "maximum FLOPs.", {(2.0, "×", "speedup"), (50.0, "%", None), (73.0, "%", None)}),
])
def test_extract_results_factors_and_qualified_measures(text, expected):
    assert {(r.value, r.unit, r.metric) for r in _extract(text).results} == expected


@pytest.mark.parametrize("text, expected", [
    # a coined word right after a score is its measure, and what follows "on" its dataset
    ("We propose FooWave. It achieves 41.35 BLEU-1 and 33.71 Rouge-F on the ZuCo Dataset.",
     {(41.35, "BLEU-1", "ZuCo Dataset"), (33.71, "Rouge-F", "ZuCo Dataset")}),
    ("We propose FooPose. It reaches 56.0 PA-MPJPE on 3DPW for 3D pose.", {(56.0, "PA-MPJPE", "3DPW")}),
    ("We propose FooColV2. FooColV2-L achieves 62.1 APbox on COCO.", {(62.1, "APbox", "COCO")}),
    # but a version number inside a name is no score
    ("We propose FooAgent. FooAgent beats Claude 3.5 Sonnet on MATH.", set()),
])
def test_extract_results_coined_measure_after_a_score(text, expected):
    ext = _extract(text)
    assert {(r.value, r.metric, r.dataset) for r in ext.results} == expected
    assert {m for _, m, _ in expected} <= _names(ext, EntityType.METRIC)


@pytest.mark.parametrize("text, metrics, results", [
    # a phrase where a number's measure stands is a metric, known or not
    ("We propose FooBot. It gives a 11.1% increase in success rate and a 18.9% reduction in unsafe interactions.",
     {"success rate", "unsafe interactions"}, {(11.1, "success rate"), (18.9, "unsafe interactions")}),
    ("We propose FooAttn. It has 87.2× lower computation energy and up to 2.7X peak memory reduction.",
     {"computation energy", "peak memory"}, {(87.2, "computation energy"), (2.7, "peak memory")}),
    ("We propose FooMol. It reaches the best results using 100x fewer trainable parameters and 28.82% less error.",
     {"trainable parameters", "error"}, {(100.0, "trainable parameters"), (28.82, "error")}),
    ("We propose FooNet. It matches AlexNet-level accuracy with 50x fewer parameters.", {"accuracy", "parameters"},
     {(50.0, "parameters")}),
    # more parameters, or fewer samples than a baseline, count things: no result
    ("We propose FooNet. It has 40x more parameters than ViT-H.", set(), set()),
    ("We propose FooDepth. It obtains a relative depth error of 0.074 on NYU and an Fl-all score of 3.26% on KITTI.",
     {"relative depth error", "Fl-all score"}, {(0.074, "relative depth error"), (3.26, "Fl-all score")}),
    # a coined name typed Method for want of evidence is the measure it reports
    ("We propose FooSSL. It outperforms others, with CIoU of 90.4% on Flickr-SoundNet.", {"CIoU"}, {(90.4, "CIoU")}),
    ("We propose FooDet. Notably, we improve Mask AR from 20.2 to 22.5 on LVIS.", {"Mask AR"},
     {(20.2, "Mask AR"), (22.5, "Mask AR")}),
    ("We propose FooTS. It reduces the error of stock market prediction by up to 17.9%.", {"error"}, {(17.9, "error")}),
    # the share of a measure that a method takes off
    ("We propose FooCascade. It reduces about 60% of the cost compared with the stronger LLM.", {"cost"},
     {(60.0, "cost")}),
    ("We propose FooODE. It reduces the number of function evaluations from 1000 to 10.",
     {"number of function evaluations"}, {(1000.0, "number of function evaluations"), (10.0, "number of function evaluations")}),
    # the measure after a list of gains "by N%, M% in X", unless the sentence named the measure already
    ("We propose FooCodec. It outperforms VTM-12.1 by 14.5%, 15.1% in BD-rate on the Kodak and Tecnick datasets.",
     {"BD-rate"}, {(14.5, "BD-rate"), (15.1, "BD-rate")}),
    ("We propose FooFL. It surpasses the test accuracy of others by up to 11.4% in IID and up to 15.8% in non-IID "
     "settings.", {"test accuracy"}, {(11.4, "test accuracy"), (15.8, "test accuracy")}),
    # not a measure: a setting, a model improved on, a vague quality, a task, a hyperparameter
    ("We propose FooBot. It gives a 16.6% improvement in the real world and a 5% improvement in predicting class "
     "identity.", set(), {(16.6, None), (5.0, None)}),
    ("We propose S-FooCLIP. S-FooCLIP improves CLIP by 10% and improves the SOTA baseline by 2.5%.", set(),
     {(10.0, None), (2.5, None)}),
    ("We propose FooNet. It improves the previous state-of-the-art by 2% and gives a 3% gain in performance.", set(),
     {(2.0, None), (3.0, None)}),
    ("We propose FooNet. We use a learning rate of 0.1.", set(), set()),
])
def test_extract_measures_named_by_position(text, metrics, results):
    ext = _extract(text)
    assert _names(ext, EntityType.METRIC) == metrics
    assert {(r.value, r.metric) for r in ext.results} == results


@pytest.mark.parametrize("text, metrics", [
    # a compound ending in a measure noun after a word that compares an amount names a measure, without a number
    ("FooSearch matches public search while using two orders of magnitude less search time.", {"search time"}),
    ("FooNAS achieves competitive performance with reduced evaluation time compared with NAS methods.",
     {"evaluation time"}),
    ("FooNet runs with substantially lower inference latency than its rivals.", {"inference latency"}),
    # not a hyperparameter, not one word, not "better" as an adverb, nor a saving claimed in passing
    ("FooNet runs at a lower computational cost than its rivals.", set()),
    ("FooOpt tolerates a higher learning rate than Adam.", set()),
    ("FooNet has lower cost than others.", set()),
    ("We propose FooSamp to better balance discretization error and contraction.", set()),
])
def test_extract_measure_named_after_a_comparison(text, metrics):
    assert _names(_extract(text), EntityType.METRIC) == metrics


@pytest.mark.parametrize("text, metrics", [
    # a bare measure in an abstract that names one qualified variant of it is that variant
    ("We propose FooNet. FooNet improves accuracy on ImageNet, reaching 80.1% top-1 accuracy.", {"top-1 accuracy"}),
    ("We propose FooNet. It cuts latency on phones, with 2× lower inference latency than BarNet.",
     {"inference latency"}),
    # with two variants, the bare one names neither
    ("We propose FooNet. FooNet improves accuracy, with 80.1% robust accuracy and 90.2% standard accuracy.",
     {"accuracy", "robust accuracy", "standard accuracy"}),
])
def test_extract_bare_measure_joins_its_one_qualified_variant(text, metrics):
    ext = _extract(text)
    assert _names(ext, EntityType.METRIC) == metrics
    assert all("accuracy" not in e.aliases and "latency" not in e.aliases for e in ext.entities)


@pytest.mark.parametrize("text, proposed", [
    # a name used as a modifier is what the new method builds on, hyphenated or not
    ("To address this, we propose a GPT based model, Duolando, which predicts motion.", {"Duolando"}),
    ("We propose a novel Value-at-Risk based dynamic programming algorithm, FooDP.", {"FooDP"}),
    # but "X based on ..." names the new method
    ("We then develop a novel algorithm called FooCRM based on this framework.", {"FooCRM"}),
])
def test_extract_a_name_used_as_a_modifier_is_not_the_proposal(text, proposed):
    assert _proposed(_extract(text)) == proposed


@pytest.mark.parametrize("text, methods", [
    # a model named in parentheses after a number is the one the gain is reported on
    ("We propose FooSearch. FooSearch improves performance by 41% (Qwen2.5-7B) and 20% (Qwen2.5-3B) over RAG.",
     {41.0: "Qwen2.5-7B", 20.0: "Qwen2.5-3B"}),
    # a number alone in parentheses after a method is that method's
    ("We propose FooNoise. It is a 6.7% improvement over the state-of-the-art method, NEFTune (64.69%).",
     {6.7: "FooNoise", 64.69: "NEFTune"}),
    # but a backbone in parentheses is what the proposal ran on
    ("We propose Foo-DETR. Foo-DETR achieves 50.9 AP (ResNet-50) on MS-COCO.", {50.9: "Foo-DETR"}),
])
def test_extract_results_name_the_model_in_parentheses(text, methods):
    assert {r.value: r.method for r in _extract(text).results} == methods


@pytest.mark.parametrize("text, methods", [
    # the named model that is the subject of the verb reporting a number owns it
    ("We propose FooBench and two prompting techniques, FooComb and FooPad. Most prominently, Claude-3 Opus "
     "performs 28.66 points worse with images; similarly, GPT-4 Turbo is 18.71 points worse.",
     {28.66: "Claude-3 Opus", 18.71: "GPT-4 Turbo"}),
    # but not one a preposition governs
    ("We propose FooComb. Compared with GPT-4, which is 5.2% worse, FooComb wins.", {5.2: "FooComb"}),
    # of several proposals, the one the number's sentence names, not the first the abstract names
    ("We design Foo Predictor and propose FooPa, a forecaster. Compared with the best model, FooPa achieves "
     "competitive accuracy while saving 77.3% training time.", {77.3: "FooPa"}),
])
def test_extract_results_belong_to_the_subject_that_reports_them(text, methods):
    assert {r.value: r.method for r in _extract(text).results} == methods


@pytest.mark.parametrize("text, values", [
    # more of something than a baseline is a result; more of it alone is a count
    ("We propose FooLift. FooLift lifts 2.5x more x86 programs than a state-of-the-art hand-written lifter.",
     {2.5}),
    ("We propose FooSketch. It successfully transpiles 57.6% more examples than GPT-4.", {57.6}),
    ("We propose FooNet. It covers 20× more classes.", set()),
    ("We propose FooNet. It scales to 100x more auxiliary datasets.", set()),
    # less time is a saving, a result
    ("We propose FooChain. It beats baselines by 3.1% on average while requiring 7.35x and 2.31x less time.",
     {3.1, 7.35, 2.31}),
])
def test_extract_more_than_a_baseline_is_a_result(text, values):
    assert {r.value for r in _extract(text).results} == values


def test_extract_the_subject_after_a_fronted_proposal_phrase_is_not_proposed():
    ext = _extract("This work extends R1-Zero. Using the proposed training procedure, Qwen2.5-3B achieves a 63.3% "
                   "control adaptability score.")
    assert "Qwen2.5-3B" not in _proposed(ext)


@pytest.mark.parametrize("text, dataset", [
    # the one dataset the abstract names anew holds its numbers
    ("We introduce FooBench, a benchmark of visual puzzles. The best learner achieves 64% accuracy while humans "
     "reach 91%.", "FooBench"),
    # but a known dataset may only be what a model trains on
    ("We train FooNet on CIFAR-10. FooNet reaches 20% higher training accuracy.", None),
    # nor one among datasets the abstract counts
    ("Following the FooBoard leaderboard, we run FooNet over 6 datasets. It improves accuracy by 2.6%.", None),
])
def test_extract_results_on_the_only_new_dataset(text, dataset):
    assert {r.dataset for r in _extract(text).results} == {dataset}


def test_extract_a_purpose_clause_after_a_proposal_proposes_nothing():
    ext = _extract("We develop the FooPR dataset, comprising 30K samples, to finetune three LVLM families: "
                   "LLaVA-V1.5, Qwen2VL and Qwen2.5VL.")
    assert not _proposed(ext) & {"LLaVA-V1.5", "Qwen2VL"}


def test_extract_results_belong_to_the_proposal_named_first():
    text = ("This study presents a detection framework termed FooPerception. We propose two algorithms named Range "
            "Aware Kernel (RAK) and Vision Restoration Module (VRM). With the help of RAK and VRM, our FooPerception "
            "achieves 3.25 higher AP than BarDet.")
    assert [r.method for r in _extract(text).results] == ["FooPerception"]


@pytest.mark.parametrize("text, name", [
    ("In this paper, we develop NaturalSpeech 2, a TTS system that uses a codec.", "NaturalSpeech 2"),
    ("We present CELL-E 2 to generate images of proteins.", "CELL-E 2"),
    ("We propose FooNet. FooNet 2 layers deep suffice.", "FooNet"),  # a count, not a version
    # a variable's letter hyphenated to a name is part of it
    ("We propose two new greedy-based algorithms in one dimension: the $k$-Greedy and 1D-FOO algorithms.", "k-Greedy"),
    # "++" marks an improved version of a named method
    ("To address these challenges, we investigate Frobch++, an optimal stochastic trace estimator.", "Frobch++"),
])
def test_extract_coined_name_keeps_its_version_digit(text, name):
    assert name in _names(_extract(text), EntityType.METHOD)


@pytest.mark.parametrize("text, datasets", [
    ("Experiments on CIFAR-10/100 and ImageNet show gains.", {"CIFAR-10", "CIFAR-100", "ImageNet"}),
    ("The results on CIFAR10/100 and DVS-CIFAR10 are good.", {"CIFAR10", "CIFAR100", "DVS-CIFAR10"}),
    # three datasets joined by slashes are three datasets
    ("FooND beats others on standard image data sets (SVHN/CIFAR-10/CIFAR-100).", {"SVHN", "CIFAR-10", "CIFAR-100"}),
    # ... and so are three versions of one name
    ("FooScore outperforms 15 metrics on NAS-Bench-101/201/301 and TransNAS-Bench-101.",
     {"NAS-Bench-101", "NAS-Bench-201", "NAS-Bench-301", "TransNAS-Bench-101"}),
])
def test_extract_slashed_dataset_versions_are_two_datasets(text, datasets):
    assert _names(_extract(text), EntityType.DATASET) == datasets


@pytest.mark.parametrize("text, kind, names", [
    ("We measure robustness on its generalization benchmarks such as ImageNet-A, -C, and -R.", EntityType.DATASET,
     {"ImageNet-A", "ImageNet-C", "ImageNet-R"}),
    ("We propose PX-EM and -DA, two algorithms for estimation.", EntityType.METHOD, {"PX-EM", "PX-DA"}),
])
def test_extract_elided_suffixes_name_the_stem(text, kind, names):
    assert names <= _names(_extract(text), kind)


@pytest.mark.parametrize("text, task", [
    # a defined problem that the proposed methods are for stays the problem
    ("This paper presents new projection-free algorithms for Online Convex Optimization (OCO) over a domain.",
     "online convex optimization"),
    ("We introduce FooMBRL, an augmentation scheme for Model-Based Reinforcement Learning (MBRL) algorithms.",
     "model-based reinforcement learning"),
    # ... and so does one written before "problem(s)", or named after "a new task --"
    ("Solving Submodular Function Minimization (SFM) problems remains challenging for FooScreen.",
     "submodular function minimization"),
    ("In this work, we introduce a new task -- Few-shot Hybrid Domain Adaptation (HDA). HDA aims to adapt.",
     "hybrid domain adaptation"),
    # past a lower-case modifier after "for"
    ("We propose Deep Patch Foo Odometry (DPFO), a new deep learning system for monocular Visual Odometry (VO).",
     "visual odometry"),
])
def test_extract_acronym_defined_after_method_for_is_a_task(text, task):
    ext = _extract(text)
    assert task in _names(ext, EntityType.TASK)
    assert task not in {n.lower() for n in _proposed(ext)}


def test_extract_task_opening_the_abstract_after_a_dating_word():
    tasks = _names(_extract("Classic network clustering tackles the problem of grouping nodes."), EntityType.TASK)
    assert "network clustering" in tasks
    assert "classic network clustering" not in tasks


@pytest.mark.parametrize("text, task, rule", [
    # the short singular subject an abstract opens with, where its head names a process, is the problem it studies
    ("Autoformalization is the task of translating natural language into formal statements.", "autoformalization",
     "opening_subject"),
    ("Variable importance assessment has become a crucial step in machine-learning applications.",
     "variable importance assessment", "opening_subject"),
    ("Protein-ligand docking prediction remains hard for unseen pockets.", "protein-ligand docking prediction",
     "opening_subject"),
    # whatever its head, a subject the copula calls a problem or a task is one, a known algorithm's name included
    ("Multi-agent path finding (MAPF) is the combinatorial problem of planning paths.", "multi-agent path finding",
     "opening_subject"),
    ("Kernel density estimation (KDE) is a fundamental problem in statistics.", "kernel density estimation",
     "opening_subject"),
    ("Multi-agent path finding (MAPF) is studied here.", "multi-agent path finding", None),
    # one word the copula calls a task is one too, "-sis" being no plural
    ("Retrosynthesis is the task of planning a series of chemical reactions.", "retrosynthesis", "opening_subject"),
    ("Hallucination is a major problem of language models.", "hallucination", "opening_subject"),
    # an aside may stand between the subject and its verb
    ("Graph condensation, which reduces the size of a graph, has immense potential.", "graph condensation",
     "opening_subject"),
    # a comma that lists is no aside
    ("Prediction, estimation, and smoothing are fundamental to signal processing.", "prediction", None),
    # but not a model class, a quality, a data noun or an activity stated as a gerund
    ("Diffusion models have achieved great success in image synthesis.", "diffusion models", None),
    ("Robustness is key for deployed systems.", "robustness", None),
    ("Unlabeled data is abundant in many domains.", "unlabeled data", None),
    ("Ensuring safety is critical for autonomous agents.", "ensuring safety", None),
    ("Great success has been achieved by large models.", "great success", None),
    # nor a thing whose noun merely ends like a process
    ("Strategic information is valuable either by remaining private or by being used publicly.",
     "strategic information", None),
])
def test_extract_task_named_by_the_opening_subject(text, task, rule):
    rules = {e.name.lower(): e.rule for e in _extract(text).entities if e.type is EntityType.TASK}
    assert rules.get(task) == rule


@pytest.mark.parametrize("text, task, found", [
    # a compound ending in a gerund before any verb in the third person opens the abstract as its subject
    ("Graph pooling compresses graph information into a compact representation.", "graph pooling", True),
    ("Data poisoning considers cases when an adversary manipulates training data.", "data poisoning", True),
    # but a plural method noun after the gerund is the subject's head, not its verb
    ("Modern neural recording techniques allow neuroscientists to record spikes.", "neural recording", False),
])
def test_extract_task_opening_gerund_subject_before_any_verb(text, task, found):
    assert (task in {n.lower() for n in _names(_extract(text), EntityType.TASK)}) is found


def test_extract_task_opening_subject_keeps_its_acronym():
    tasks = {e.name.lower(): e.aliases for e in _extract(
        "Multi-agent path finding (MAPF) is the combinatorial problem of planning paths. We solve MAPF.").entities
        if e.type is EntityType.TASK}
    assert tasks["multi-agent path finding"] == ["MAPF"]


@pytest.mark.parametrize("text, task", [
    # a gerund phrase opening the abstract as its subject names the problem, without a trailing "from ..." phrase
    # or a second coordinated gerund
    ("Tracking biosignals is crucial for monitoring health.", "tracking biosignals"),
    ("Evaluating text-to-image models is notoriously difficult.", "evaluating text-to-image models"),
    ("Learning from off-policy data is a core problem.", "learning from off-policy data"),
    ("Inferring causal structures from experimentation is a central task in science.", "inferring causal structures"),
    ("Identifying cell types and understanding their functional properties is crucial.", "identifying cell types"),
    ("Evaluating the quality of free-text explanations is a multifaceted problem.",
     "evaluating the quality of free-text explanations"),
    # an aside after a comma or an acronym ends the name
    ("Estimating odometry, where a position is tracked, has applications in robotics.", "estimating odometry"),
    ("Constructing a directed cyclic graph (DCG) is challenged by algorithmic difficulty.",
     "constructing a directed cyclic graph"),
    # not a vague activity, a clause, or a gerund that is no subject
    ("Ensuring fairness is critical for deployed systems.", None),
    ("Understanding how transformers generalize is hard.", None),
    ("Constructing AI models that follow instructions is hard.", None),
    ("Estimating odometry, a classic problem, is hard.", None),
    ("Taking inspiration from set theory, we introduce FooSet.", None),
    ("Tracking biosignals with wearables helps doctors.", None),
    ("Generating controllable and photorealistic avatars is a long-standing problem.", None),
    ("Learning arguably involves the discovery of abstract rules.", None),
    ("Rendering scenes observed in a monocular video is a challenging problem.", None),
])
def test_extract_task_named_by_an_opening_gerund(text, task):
    rules = {e.name.lower(): e.rule for e in _extract(text).entities if e.type is EntityType.TASK}
    assert [name for name, rule in rules.items() if rule == "opening_gerund"] == ([task] if task else [])


@pytest.mark.parametrize("text, name, type_", [
    # learning a skill or from a kind of data, defined with an acronym, is a problem whatever the acronym's case
    ("Learning to optimize (L2O) has gained popularity.", "learning to optimize", EntityType.TASK),
    ("Learning to Rank (LTR) is central to search.", "learning to rank", EntityType.TASK),
    ("Robots learn skills. Learning from Demonstration (LfD) enables this.", "learning from demonstration",
     EntityType.TASK),
    # but what a paper proposes under such a name is its method
    ("We propose Learning to Align (L2A), a new method.", "learning to align", EntityType.METHOD),
])
def test_extract_learning_problem_acronyms_are_tasks(text, name, type_):
    types = {e.name.lower(): e.type for e in _extract(text).entities}
    assert types.get(name) is type_


@pytest.mark.parametrize("text, junk", [
    ("Federated Learning (FL) allows machine learning models to train locally.", "federated learning allows machine learning"),
    ("Causal Representation Learning (CRL) enhances machine learning models.", "causal representation learning enhances machine learning"),
])
def test_extract_acronym_task_tail_stops_at_a_verb(text, junk):
    tasks = _names(_extract(text), EntityType.TASK)
    assert junk not in tasks
    assert junk.split(" ")[0] in " ".join(tasks)


@pytest.mark.parametrize("text", [
    "We train models from 1.5B--13B parameters on code.",
    "Sizes range over 10M-100M parameters in our study.",
    # a size joined to what it counts modifies the noun after it
    "Moreover, our 7B-parameter system achieves results on par with strong baselines.",
    "We evaluate inputs from 2K-token to 8K-token lengths on the 110M-sized one.",
    # a size with a plus is that size or more
    "We observe that a large enough model (50B+) can run on weak devices.",
])
def test_extract_size_ranges_are_no_names(text):
    assert not _extract(text).entities


@pytest.mark.parametrize("text, metrics", [
    # time and memory an experiment measures are measures; "at inference time" only says when
    ("We propose FooNet. FooNet cuts training time by 40% and memory consumption by half.",
     {"training time", "memory consumption"}),
    ("We propose FooNet. It keeps its standard accuracy and halves the run-time.", {"standard accuracy", "run-time"}),
    ("They behave as black boxes at inference time, which is unreliable.", set()),
    ("They do not use the sensitive attribute at the inference time.", set()),
    ("The data has many domains, both at training and at inference time.", set()),
    # the errors of a statistical test, however they are written
    ("We present a test that retains Type-I error guarantees and high power.", {"Type-I error"}),
    ("It controls the type I error and the type II error of the test.", {"type I error", "type II error"}),
    # fairness criteria, clustering scores and compute counts that experiments report
    ("FooFair satisfies demographic parity and equalized odds at little cost.", {"demographic parity",
                                                                                 "equalized odds"}),
    ("FooClust improves NMI and ARI on all graphs.", {"NMI", "ARI"}),
    ("FooDiff needs ten times fewer NFE and MACs.", {"NFE", "MACs"}),
    ("FooPack reduces activation memory without compromising accuracy, achieving up to a 10× compression rate.",
     {"accuracy", "compression rate"}),
    # a gerund after an adverb opens a clause: no kind of the measure after it
    ("FooKey is scalable, effectively balancing accuracy and practical utility.", {"accuracy"}),
])
def test_extract_measures_experiments_report(text, metrics):
    assert _names(_extract(text), EntityType.METRIC) == metrics


@pytest.mark.parametrize("text, junk", [
    # compounds of data kinds name a family of models, not one; a contrastive loss is a generic technique
    ("Vision-Language-Action (VLA) models are strong. We improve VLAs with FooMonkey.", "Vision-Language-Action"),
    ("Deploying the large vision-language (VL) model is costly, so we propose FooCIR.", "vision-language"),
    ("We train Vision-Language models and minimize a contrastive loss.", "contrastive loss"),
    # a number format is what a method computes in, not a method
    ("We introduce FooBack, a layer for int8 training that matches bfloat16 training.", "int8"),
    ("We introduce FooBack, a layer for int8 training that matches bfloat16 training.", "bfloat16"),
    ("Using MXFP4 GEMMs instead of BF16 degrades quality, so we propose FooRound.", "MXFP4 GEMMs"),
])
def test_extract_modality_compounds_generic_losses_and_number_formats_are_no_methods(text, junk):
    assert junk not in _names(_extract(text), EntityType.METHOD)


@pytest.mark.parametrize("text, datasets, not_datasets", [
    # named environments are what experiments run on; a kind of environment is none
    ("Finally, we showcase FooPlan in an embodied environment, VirtualHome.", {"VirtualHome"}, set()),
    ("We evaluate on the MiniHack and BabyAI environments.", {"MiniHack", "BabyAI"}, set()),
    ("In partially observable (PO) environments, agents must infer unseen information.", set(),
     {"partially observable"}),
    ("We test on CIFAR-10/100-LT with long tails.", {"CIFAR-10-LT", "CIFAR-100-LT"}, set()),
    # an apposition's class past an acronym modifier, and a lower-case benchmark suffix
    ("We also introduce FooGym, a comprehensive RL benchmark for soft robots.", {"FooGym"}, set()),
    ("We define the task of T2I-ICL and present FooSAT, the first T2I-ICL benchmark dataset, encompassing ten tasks.",
     {"FooSAT"}, set()),
    ("We first introduce SeeFOO: a comprehensive evaluation set, spanning multiple datasets.", {"SeeFOO"}, set()),
    ("Based on FooWord-3M dataset, we propose FooText-benchmark for the evaluation of text rendering.",
     {"FooText-benchmark"}, set()),
    # what the paper says it compiled or curated is data
    ("We compile FooPack: 4 terabytes of Git commits across 350 programming languages.", {"FooPack"}, set()),
    ("To study robots, we curate FooBench, a set of tasks.", {"FooBench"}, set()),
    # versions in Roman numerals too
    ("It supports most ICU datasets (MIMIC III/IV, eICU, HiRID) out of the box.", {"MIMIC III", "MIMIC IV"}, set()),
    # the well-known pretraining corpus, in a list that a model noun comes before
    ("We study corpora used to train popular language models, including C4, The Pile, and RedPajama.", {"The Pile"},
     set()),
    # a capitalised word whose apposition names its class
    ("It performs well on both Procgen and Crafter, two benchmarks for generalization in RL.",
     {"Procgen", "Crafter"}, set()),
    # widely used environments and benchmarks are known by name, in any context
    ("FooMARL learns to coordinate in StarCraft II and Google Research Football.",
     {"StarCraft II", "Google Research Football"}, set()),
    ("FooRL needs fewer samples on the Deepmind control suite.", {"Deepmind control suite"}, set()),
    ("FooITM outperforms BarCLIP on compositional tasks like CLEVR and Winoground.", {"CLEVR", "Winoground"}, set()),
    # a size glued to its magnitude is part of the dataset's name; the molecular benchmarks are known by name
    ("FooRec is evaluated on MovieLens 25M and Yelp.", {"MovieLens 25M", "Yelp"}, {"MovieLens 25"}),
    ("FooMol generates molecules on QM9 and GEOM-Drugs and relaxes structures on OC20.",
     {"QM9", "GEOM-Drugs", "OC20"}, set()),
    # a new variant named after a known dataset is a dataset, even where the paper introduces it; a model is not
    ("In this paper, we introduce CIFAR-10-Warehouse, consisting of 180 datasets collected from search engines.",
     {"CIFAR-10-Warehouse"}, set()),
    ("Additionally, we introduce SuperImageNet, a new regrouping of the ImageNet dataset.",
     {"SuperImageNet", "ImageNet"}, set()),
    ("We propose COCO-GAN, a generator trained on COCO.", {"COCO"}, {"COCO-GAN"}),
    # a name set off after a long noun phrase headed by "dataset" renames it
    ("We first build a large-scale and diverse duet interactive dance dataset, DD100, by recording dancers.",
     {"DD100"}, set()),
])
def test_extract_named_environments_are_datasets(text, datasets, not_datasets):
    names = _names(_extract(text), EntityType.DATASET)
    assert datasets <= names
    assert not (not_datasets & names)


@pytest.mark.parametrize("text, task", [
    ("Scaling text-to-speech (TTS) to many speakers is hard. We develop FooSpeech.", "text-to-speech"),
    ("We study text-to-SQL (T2S) for many databases with FooSQL.", "text-to-SQL"),
    # a task acronym after a modifier ends a task phrase
    ("We study open-domain QA on long documents.", "open-domain QA"),
])
def test_extract_a_conversion_between_data_kinds_is_a_task(text, task):
    assert task in _names(_extract(text), EntityType.TASK)


@pytest.mark.parametrize("text", [
    # before a model noun, the conversion is the kind of model, not a task the paper addresses
    "Text-to-image (T2I) diffusion models are popular. We study FooDiff.",
    "We inflate the pretrained text-to-image (T2I) stable diffusion models in FooVid.",
    "The video-to-audio (V2A) model has recently gained attention. We propose FooV2A.",
])
def test_extract_a_conversion_naming_a_kind_of_model_is_no_task(text):
    ext = _extract(text)
    assert not {"text-to-image", "video-to-audio"} & {e.name.lower() for e in ext.entities}


def test_extract_top_k_is_a_modifier_not_a_name():
    ext = _extract("We propose FooRank for top-K retrieval tasks and topK recommendation.")
    assert "top-K retrieval" in _names(ext, EntityType.TASK)
    assert not {"top-K", "topK"} & {e.name for e in ext.entities}


@pytest.mark.parametrize("text, expected", [
    # a property noun that a parenthesised percentage follows is what the percentage measures
    ("We propose FooVFN. It excels in both designability (67.04% vs. 53.58%) and diversity (66.54%).",
     {(67.04, "designability"), (53.58, "designability"), (66.54, "diversity")}),
    # but not a gain on a task, a vague quality or an evaluative adjective
    ("We propose FooLM. It improves in-context learning (+8%) and generation quality (90%).", set()),
])
def test_extract_property_measured_in_parentheses(text, expected):
    assert {(r.value, r.metric) for r in _extract(text).results if r.metric} == expected


def test_extract_a_named_thing_a_proposal_utilizes_is_no_part_of_it():
    ext = _extract("We introduce FooConv Networks (FooConv) that utilize the properties of Holographic Reduced "
                   "Representations (HRR) to encode features.")
    assert "Holographic Reduced Representations" not in _proposed(ext)


@pytest.mark.parametrize("text, name, type_", [
    ("The images reach a Structural Similarity Index Measure (SSIM) of 0.99.", "Structural Similarity Index Measure",
     EntityType.METRIC),
    ("We study the Local Learning Coefficient (LLC), a complexity measure.", "Local Learning Coefficient",
     EntityType.METRIC),
    ("Gains are judged by the Weighted Answer Score (WAS) on three sets.", "Weighted Answer Score", EntityType.METRIC),
    # an index may be a data structure
    ("We propose the Model-enhanced Vector Index (MEVI) for fast retrieval.", "Model-enhanced Vector Index",
     EntityType.METHOD),
    # a ratio is a measure, unless a test follows
    ("Our framework achieves a 71% boost in terms of Signal-to-Fooing Ratio (SFR) over the baseline.",
     "Signal-to-Fooing Ratio", EntityType.METRIC),
    ("As by-products of our analysis of the Fooing Likelihood Ratio (FLR) test, we provide a new attack.",
     "Fooing Likelihood Ratio test", EntityType.METHOD),
    ("Our method, Task-id Prediction based on Fooing Ratio (TPFR), works well.",
     "Task-id Prediction based on Fooing Ratio", EntityType.METHOD),
])
def test_extract_a_capitalised_long_form_ending_in_a_measure_word_is_a_metric(text, name, type_):
    assert {e.type for e in _extract(text).entities if e.name == name} == {type_}


@pytest.mark.parametrize("text, name", [
    # the other side of a transfer arrow from a known dataset
    ("We label five voxels per scan in the SynLidarx → SemanticKITTI task.", "SynLidarx"),
    ("It transfers well in the FooSimx -> Cityscapes setting.", "FooSimx"),
    # a known dataset in lower case before a dataset noun
    ("Our approach segments target objects using the cityscapes dataset.", "cityscapes"),
    ("Experiments on the long-range arena benchmark suite reveal gains.", "long-range arena"),
    # a capitalised word before a known dataset names a variant of it
    ("We show that in Permuted MNIST image classification tasks the method works.", "Permuted MNIST"),
    ("We also test on Tiny ImageNet with few labels.", "Tiny ImageNet"),
    # a known dataset with another word's case changed, no dataset noun needed
    ("Across 8 tasks in the simulated Meta-world, FooAC wins.", "Meta-world"),
    ("It scales on the Long-Range arena.", "Long-Range arena"),
    ("It helps question answering (Boolq) and textual entailment.", "Boolq"),  # one word, mid-sentence
    # ... but a longer title-case name that starts with a known one stays whole
    ("We test on Vicuna Bench, MT Bench Human Judgment, and HHH Alignment.", "MT Bench Human Judgment"),
])
def test_extract_finds_datasets_by_their_known_neighbours(text, name):
    assert {e.type for e in _extract(text).entities if e.name == name} == {EntityType.DATASET}


@pytest.mark.parametrize("text, name", [
    ("We test reasoning on math benchmarks and code tasks.", "math"),  # a short word: any math benchmark
    ("On MNIST we win by a margin.", "On MNIST"),  # a sentence's first word is no part of the name
    ("Alfred asked why it wins.", "Alfred"),  # one word opening a sentence: ALFRED is a dataset, Alfred a man
])
def test_extract_does_not_stretch_known_datasets(text, name):
    assert name not in {e.name for e in _extract(text).entities}


@pytest.mark.parametrize("text, name", [
    ("We use it to benchmark FooGPT against humans.", "FooGPT"),  # "benchmark" is a verb here
    ("For each dataset FooNet wins by a margin.", "FooNet"),  # "each" picks a dataset, the name is the subject
])
def test_extract_a_dataset_noun_before_a_name_needs_a_describing_word(text, name):
    assert EntityType.DATASET not in {e.type for e in _extract(text).entities if e.name == name}


@pytest.mark.parametrize("text, name", [
    ("RDM reaches a better FID on CelebA-HQ and sFID on ImageNet.", "sFID"),  # a known measure's variant
    ("It scores 84.4 hIoU on the open-vocabulary split.", "hIoU"),
    ("Images keep a high Peak Signal-to-Noise Ratio after compression.", "Peak Signal-to-Noise Ratio"),
])
def test_extract_finds_measures_written_as_variants(text, name):
    assert {e.type for e in _extract(text).entities if e.name == name} == {EntityType.METRIC}


@pytest.mark.parametrize("text, name, measure", [
    ("We study the problem of estimating precision matrices in Gaussian models.", "precision", False),
    ("LLMs recall facts from their training data.", "recall", False),
    ("FooNet reaches high precision and recall on FooSet.", "precision", True),  # measures keep company
    ("We report precision under three metrics.", "precision", True),
    ("It achieves 88% precision in building graphs.", "precision", True),  # a percentage measures it
    ("It gains 6 percent in Registration Recall over BarNet.", "Recall", True),  # a capital names a measure
])
def test_extract_precision_and_recall_are_measures_among_measures(text, name, measure):
    assert (EntityType.METRIC in {e.type for e in _extract(text).entities if e.name == name}) is measure


@pytest.mark.parametrize("text, task", [
    ("We show that in Permuted MNIST image classification tasks the method generalizes.", "image classification"),
    ("Our detector improves COCO object detection by a wide margin.", "object detection"),
])
def test_extract_a_task_phrase_after_the_dataset_it_is_done_on(text, task):
    assert task in {e.name for e in _extract(text).entities if e.type is EntityType.TASK}


@pytest.mark.parametrize("text, task", [
    ("Image super-resolution is the task of recovering detail from coarse images.", "image super-resolution"),
    ("We improve video super-resolution with fewer parameters.", "video super-resolution"),
])
def test_extract_a_hyphenated_task_head_is_found_across_its_tokens(text, task):
    assert task in {e.name for e in _extract(text).entities if e.type is EntityType.TASK}


@pytest.mark.parametrize("text, dataset, model", [
    ("FooDOS lowers the FPR95 by 25.79% on CIFAR-100 with TX-300K.", "TX-300K", None),
    ("We pre-train on ogbn-papers100M and VIDAX-10M, a video-language corpus.", "ogbn-papers100M", None),
    ("We fine-tune Llama2-70B-32k and Pythia-410M on the data.", None, "Llama2-70B-32k"),
])
def test_extract_names_ending_in_a_count_of_examples_are_datasets(text, dataset, model):
    ext = _extract(text)
    if dataset:
        assert dataset in _names(ext, EntityType.DATASET)
    if model:
        assert model in _names(ext, EntityType.MODEL) and "Pythia-410M" in _names(ext, EntityType.MODEL)


@pytest.mark.parametrize("text, dataset, not_method", [
    ("To achieve this, we release FooFeed-CoT, a large-scale Long-CoT-based dataset optimized for training.",
     "FooFeed-CoT", "FooFeed-CoT"),
    ("We study a HT-SR-motivated schedule for training.", None, "HT-SR-motivated"),
])
def test_extract_hyphenated_modifiers_with_names_inside_are_no_names(text, dataset, not_method):
    ext = _extract(text)
    if dataset:
        assert dataset in _names(ext, EntityType.DATASET)
    assert not_method not in _names(ext, EntityType.METHOD)


@pytest.mark.parametrize("text, metric, kept", [
    ("FooAvg converges to an optimal solution and has desirable properties such as linear speedup.", "speedup", False),
    ("Existing work requires super-polynomial runtime, while FooSCO runs fast.", "runtime", False),
    ("The proposed tests control the non-asymptotic type I error under corruption.", "type I error", True),
    ("FooNet gives a 3x speedup over the baseline.", "speedup", True),
])
def test_extract_measures_qualified_by_a_complexity_class_are_bounds(text, metric, kept):
    assert (metric in _names(_extract(text), EntityType.METRIC)) is kept


# a measure or task named only to qualify a cost, an objective or a process, a number word, a model of a problem and
# a capitalised common word are no names of their type; said otherwise, the same words stay one
@pytest.mark.parametrize("text, type_, name, kept", [
    ("FooNet plugs into any detector with negligible runtime overhead.", EntityType.METRIC, "runtime", False),
    ("We compare the methods in terms of stability and run-time complexity.", EntityType.METRIC, "run-time", False),
    ("Existing methods target AUC maximization with pairwise losses.", EntityType.METRIC, "AUC", False),
    ("At runtime, FooNet selects the resolution of its input.", EntityType.METRIC, "runtime", False),
    ("FooNet reduces runtime by a factor of 3 over the baseline.", EntityType.METRIC, "runtime", True),
    ("FooGen aligns the image generation process to the source image.", EntityType.TASK, "image generation", False),
    ("FooDet speeds up the object detection stage of the pipeline.", EntityType.TASK, "object detection", False),
    # a list's shared head names its items' procedures, which stay tasks
    ("It integrates with conformal prediction, hypothesis testing, and multiple testing procedures.", EntityType.TASK,
     "multiple testing", True),
    ("We study image generation. FooGen speeds up the image generation process.", EntityType.TASK,
     "image generation", True),
    ("FooGen improves image generation on two benchmarks.", EntityType.TASK, "image generation", True),
    ("Our approach outperforms fourteen clustering methods on highly underdetermined problems.", EntityType.TASK,
     "fourteen clustering", False),
    ("It beats thirteen segmentation methods, such as FooSeg.", EntityType.TASK, "thirteen segmentation", False),
    ("We study online learning in adversarial Markov Decision Processes.", EntityType.METHOD,
     "Markov Decision Processes", False),
    ("Given a policy of a Markov Decision Process, we define a safe zone.", EntityType.METHOD,
     "Markov Decision Process", False),
    # a common word capitalised in a list is no name, but one the text names is
    ("FooNet performs well across fields such as Statistics, Physics and Manufacturing.", EntityType.METHOD,
     "Statistics", False),
    ("We propose a strategy Pseudo that assigns pseudo-labels to the data.", EntityType.METHOD, "Pseudo", True),
    ("A modified version of it known as Splitting yields convergence.", EntityType.METHOD, "Splitting", True),
])
def test_extract_qualifiers_number_words_and_problem_models_are_no_names(text, type_, name, kept):
    assert (name in _names(_extract(text), type_)) is kept


@pytest.mark.parametrize("text, type_, name, kept", [
    ("The signal is recovered up to an $\\ell_2$-error in the radius-$r$ $\\ell_2$-ball.", EntityType.METHOD,
     "ℓ2-error", False),
    ("We approximate what is left after subtracting its $k_1$-rank approximation.", EntityType.METHOD, "k1-rank",
     False),
    ("This paper presents $f$-DPO, a generalized approach to DPO.", EntityType.METHOD, "f-DPO", True),
    ("We compare FooNet with o1-preview on hard puzzles.", EntityType.MODEL, "o1-preview", True),
])
def test_extract_a_variable_before_a_common_word_makes_no_name(text, type_, name, kept):
    assert (name in _names(_extract(text), type_)) is kept


@pytest.mark.parametrize("text, not_name", [
    ("We train FooNet on one A100-GPU in a day.", "A100-GPU"),
    ("FooNet beats the 3D-language baselines.", "3D-language"),
    ("Our bound improves on the bound of [KLL+23] for sparse matrices.", "KLL+23"),
])
def test_extract_hardware_languages_and_citation_keys_are_no_methods(text, not_name):
    assert not_name not in _names(_extract(text), EntityType.METHOD)


@pytest.mark.parametrize("text, datasets", [
    ("We evaluate FooNet on four challenging benchmarks designed to probe generalization: SCANX for semantic "
     "parsing, PCFGX for string manipulation, and HINTX for arithmetic reasoning.", {"SCANX", "PCFGX", "HINTX"}),
    ("We release three benchmarks of increasing size: ToyMixX, LargeMixX and UltraLargeX.",
     {"ToyMixX", "LargeMixX", "UltraLargeX"}),
    # named tasks, games and puzzles listed after a colon are test beds too
    ("Experiments show that FooNet performs well on two visual reasoning tasks: PathFinderX and MazesX.",
     {"PathFinderX", "MazesX"}),
    ("We test generalization to harder levels using two visual reasoning tasks: PathFinderY and MazesY.",
     {"PathFinderY", "MazesY"}),
])
def test_extract_lists_after_a_described_data_class_and_colon_are_datasets(text, datasets):
    assert datasets <= _names(_extract(text), EntityType.DATASET)


def test_extract_a_dataset_named_after_an_architecture_is_a_dataset():
    ext = _extract("FooNet outperforms prior methods with 90.4% and 48.8% on Flickr-SoundNet and VGG-Sound Source.")
    assert "VGG-Sound Source" in _names(ext, EntityType.DATASET)
    assert "ResNet-50" in _names(_extract("We fine-tune ResNet-50 with FooNet."), EntityType.METHOD)


@pytest.mark.parametrize("text, task", [
    ("Tensor decomposition serves as a powerful primitive in statistics. We propose FooTD.", "tensor decomposition"),
    ("Collaborative perception can substantially boost each agent's ability. We propose FooCP.",
     "collaborative perception"),
    ("Masked pre-training removes random input dimensions. We study FooMP.", "masked pre-training"),
    ("Real-time perception requires planned resource utilization. We present FooRT.", "real-time perception"),
])
def test_extract_the_process_noun_opening_an_abstract_as_its_subject_is_a_task(text, task):
    assert task in {n.lower() for n in _names(_extract(text), EntityType.TASK)}


def test_extract_a_thing_noun_opening_an_abstract_is_no_task():
    assert "softmax function" not in _names(_extract("The softmax function has many uses. We study FooMax."),
                                            EntityType.TASK)


@pytest.mark.parametrize("text, tasks", [
    ("FooFields improves results across various challenging tasks: 2D video approximation, dynamic shape modeling "
     "via temporal SDFs, and dynamic NeRF reconstruction.",
     {"2d video approximation", "dynamic shape modeling"}),  # a name inside an item keeps the list a list
    ("We test FooBot on two manipulation tasks: block stacking and peg-in-hole insertion under uncertainty.",
     {"block stacking", "peg-in-hole insertion"}),
    # "and" inside a hyphen compound splits no item
    ("We train FooBot to perform three dexterous manipulation tasks: grasp-and-reach, box lift and bimanual handover.",
     {"grasp-and-reach", "box lift", "bimanual handover"}),
])
def test_extract_items_of_a_task_list_after_a_colon_are_tasks(text, tasks):
    assert tasks <= {n.lower() for n in _names(_extract(text), EntityType.TASK)}


def test_extract_in_context_learning_written_without_hyphens_keeps_its_in():
    text = 'FooPrompt solves reasoning tasks by prompting, yielding "in context learning." It works.'
    tasks = {n.lower() for n in _names(_extract(text), EntityType.TASK)}
    assert "in context learning" in tasks and "context learning" not in tasks


@pytest.mark.parametrize("text, not_task", [
    ("Masked image modeling (MIM) has gained popularity alongside contrastive learning methods. We propose FooMIM.",
     "gained popularity alongside contrastive learning"),
    ("Masked image modeling (MIM) is popular alongside contrastive learning methods. We propose FooMIM.",
     "popular alongside contrastive learning"),
    # a task word that modifies another noun names no task, nor does a judgement open one
    ("Problems with long planning horizons remain hard for FooPlan.", "long planning"),
    ("This conversion poses challenges for training denoising neural networks in FooDiff.", "training denoising"),
    ("We focus on two distinct graph representation learning tasks with FooGraph.", "distinct"),
    ("FooSample reformulates the original optimization problem as a sampling problem.", "original"),
    ("We identify aspects of augmentation responsible for observed learning improvements in FooDA.", "observed"),
    ("We use the benchmarks to create generalization tasks for two datasets with FooCode.", "create"),
    ("Current approaches typically employ task-agnostic representation extraction, failing to emulate the dynamic "
     "perceptual adaptation observed in human cognition.", "employ"),
    # a formula right after the gerund ends the phrase there, which leaves no task
    (r"We give an algorithm for minimizing $\text{KL}(\cdot\|\pi)$ over polyhedral sets with FooVI.", "minimizing"),
    # nor inside a capitalised name's compound
    ("Experimental results show that FooPose reduces memory compared with Full-length fine-tuning.", "length"),
    ("FooGraph wins on four vital healthcare prediction tasks.", "vital"),
    ("FooR boosts all methods on four large-scale deep imbalanced regression benchmarks.", "large-scale"),
    ("FooNet beats state of the art neural network classification tasks.", "art"),
    # nor in a preposition of time or a word that praises
    ("The accuracy of FooNet sometimes improves after compression. After learning, FooNet acts.", "after"),
    ("The heuristic inference of FooRBM was accurate enough for successful learning.", "successful"),
    ("FooCap beats mainstream image captioning models on the captioning task.", "mainstream"),
    ("FooSolve handles the resultant non-convex optimization problem in closed form.", "resultant"),
    # so does a verb of the clause the phrase is the subject of
    ("Methods for discovering latent structures often require costly sampling, unlike FooLatent.", "often"),
    ("The best-known algorithms for sampling from DPPs exactly require significant computational expense, unlike "
     "FooDPP.", "require"),
    # how or where the problem is met is said after its name
    ("We study the problem of learning new categories in a sequential fashion with FooCat.", "fashion"),
    ("We consider the problem of learning causal DAGs in the setting where FooDAG applies.", "setting"),
    # a dash ends the phrase
    ("We present a method for identifying groups of test examples---slices---on which FooSlice fails.", "slices"),
    ("Seeding - the task of finding initial cluster centers - is critical for FooMeans.", "centers -"),
    # what a problem is worth is no name of it
    ("Link prediction is a problem of independent interest, and FooLink solves it.", "interest"),
    ("FooLink solves link prediction, a task of great significance.", "significance"),
    ("Deep networks are used in many tasks. However, as these models grow in complexity, they often face calibration "
     "issues, despite enhanced prediction accuracy.", "face"),
    # a goal said in a clause after "the challenge of" is no problem's name
    ("This paper addresses the challenge of making such embeddings more interpretable and broadly useful with FooLM.",
     "making such embeddings"),
    # (the known task "vision-based manipulation" may stand before "policies"; a phrase opened by the verb may not)
    ("We investigate learning language-conditioned, vision-based manipulation policies wherein FooAct predicts "
     "contact.", "learning language-conditioned"),
])
def test_extract_task_phrases_do_not_start_in_a_verb_or_a_preposition(text, not_task):
    names = {n.lower() for n in _names(_extract(text), EntityType.TASK)}
    assert not any(not_task in n for n in names)


@pytest.mark.parametrize("text, name, type_, full_name", [
    # a name that a dataset of the abstract extends by "+" or "-Pro" is that dataset's predecessor, named in the
    # abstract's case (not a task's lower case)
    ("We present KMMLU+, a benchmark for Korean language understanding. It is six times larger than its predecessor, "
     "Korean Massive Multitask Language Understanding (KMMLU).", "KMMLU", EntityType.DATASET,
     "Korean Massive Multitask Language Understanding"),
    # but a numbered edition keeps the task the acronym names
    ("We study visual question answering (VQA). FooVLM reaches 70% accuracy on VQAv2.", "VQA", EntityType.TASK,
     "visual question answering"),
])
def test_extract_dataset_predecessor_named_by_an_edition(text, name, type_, full_name):
    ext = _extract(text)
    assert any(name == e.name or name in e.aliases for e in ext.entities if e.type is type_)
    assert full_name in _names(ext, type_)


@pytest.mark.parametrize("text, task", [
    # "techniques" and "attacks" after a phrase name what the techniques are for or what the attacks do
    ("FooMatch improves over existing shape matching techniques on meshes.", "shape matching"),
    ("FooDef counters backdoor poisoning attacks on encoders.", "backdoor poisoning"),
    # after "experiments with" or "deal with" the phrase is what is met, not the means
    ("In our experiments with image segmentation, FooMC beats Gibbs samplers.", "image segmentation"),
])
def test_extract_task_marked_by_the_words_around_it(text, task):
    assert task in {n.lower() for n in _names(_extract(text), EntityType.TASK)}


@pytest.mark.parametrize("text, task", [
    # "pre-trained" says how the models were made, not what problem they address
    ("We explore the social bias problem in pre-trained code generation models with FooBias.", "code generation"),
    ("FooTS beats pretrained time series forecasting models.", "time series forecasting"),
    ("FooCls adapts fine-tuned image classification models.", "image classification"),
    ("FooDesc describes failure modes in trained image segmentation models.", "image segmentation"),
])
def test_extract_task_before_a_trained_model_drops_the_participle(text, task):
    names = {n.lower() for n in _names(_extract(text), EntityType.TASK)}
    assert task in names and not any(n.endswith(task) and n != task for n in names)


@pytest.mark.parametrize("text, model", [
    ("We fine-tune Stable Diffusion 2.1 with FooTune.", "Stable Diffusion 2.1"),
    ("We evaluate models such as Claude-3.5-Sonnet and Llama-3.1 405B with FooBench.", "Llama-3.1 405B"),
    ("We prompt GPT-4 3 times with FooPrompt.", "GPT-4"),
    ("FooRL distils reasoning traces of DeepSeek R1 into small models.", "DeepSeek R1"),
])
def test_extract_a_models_version_or_size_after_its_name_is_part_of_it(text, model):
    assert model in _names(_extract(text), EntityType.MODEL)


@pytest.mark.parametrize("text, model, kept", [
    ("We train GPT-style models with FooAttention.", "GPT", False),
    ("We test open models such as those from the OPT and LLaMA families with FooProbe.", "LLaMA", False),
    ("The remarkable performance of GPT models has attracted attention. We propose FooLM.", "GPT", False),
    ("Approaches leverage a latent space, e.g., Stable Diffusion models the latent space induced by an encoder.",
     "Stable Diffusion", True),
    ("We fine-tune LLaMA-2 models with FooTune.", "LLaMA-2", True),
])
def test_extract_a_model_family_used_generically_is_no_model(text, model, kept):
    assert (model in _names(_extract(text), EntityType.MODEL)) is kept


def test_extract_a_title_case_word_set_off_by_commas_after_a_method_noun_is_a_name():
    ext = _extract("We test FooVAE on a state-of-the-art model-based RL agent, Director, on the Ant Maze task.")
    assert "Director" in _names(ext, EntityType.METHOD)


@pytest.mark.parametrize("text, method", [
    ("We use FastSpeech 2 as the acoustic decoder of FooS2ST.", "FastSpeech 2"),
    ("FooNet 2 layers deep is enough for FooBench.", "FooNet"),
])
def test_extract_a_coined_methods_version_after_its_name_is_part_of_it(text, method):
    assert method in _names(_extract(text), EntityType.METHOD)


@pytest.mark.parametrize("text, names", [
    ("FooT underperforms LiTX for JFTX-pretrained models but outperforms LiTX for ImageNet-21k pretraining.",
     {"LiTX", "ImageNet-21k"}),
    ("Our approach builds on that of Blum-Langford for PAC-MDL and adds FooCode.", {"Blum-Langford", "PAC-MDL"}),
])
def test_extract_a_coined_name_for_another_name_is_two_names(text, names):
    ext = _extract(text)
    assert names <= {e.name for e in ext.entities}


@pytest.mark.parametrize("text, task, found", [
    ("We apply FooFE to point cloud surface normal estimation, where it replaces PointNet.",
     "point cloud surface normal estimation", True),
    ("This article develops an efficient approach to posterior state estimation, called FooState.",
     "posterior state estimation", True),
    ("We give FooNet an input to normal estimation, as in prior work.", "normal estimation", False),
])
def test_extract_what_a_method_is_applied_to_is_a_task(text, task, found):
    assert (task in {n.lower() for n in _names(_extract(text), EntityType.TASK)}) is found


@pytest.mark.parametrize("text, name", [
    ("This paper introduces plasticity injection, a minimalistic intervention that increases plasticity.",
     "plasticity injection"),
    ("To this end, we propose motion guidance, a zero-shot technique that steers diffusion sampling.", "motion guidance"),
    ("We present shuffle coding, a general method for optimal compression of sequences.", "shuffle coding"),
    ("We propose fair graph distillation (FGD), an approach for generating small distilled graphs.",
     "fair graph distillation"),
    # ... or set off by commas after the method noun the proposal introduces
    ("We present a novel cross-lingual vocabulary transfer strategy, trans-tokenization, designed to help.",
     "trans-tokenization"),
    ("We propose a novel learning objective, conservative offline adaptation, that works.",
     "conservative offline adaptation"),
    ("We propose a task-informed exploration approach, based on reinforcement learning, that works.", None),
    ("We introduce a new loss, a simple method that helps.", None),
    ("We propose novel estimators, a family of methods that work.", None),
])
def test_extract_a_lowercase_name_described_by_an_apposition_is_proposed(text, name):
    ext = _extract(text)
    proposed = {r.object for r in ext.relations if r.type is RelationType.PROPOSES}
    assert proposed == ({name} if name else set())


@pytest.mark.parametrize("text, model", [
    ("We present experiments across generation tasks using ViT-Base, Llama-2 7B, and Mistral 7B.", "Mistral 7B"),
    ("We present adaptation results using GPT-2, LLaMA-2, and ViT in language tasks.", "LLaMA-2"),
])
def test_extract_a_model_listed_after_a_use_verb_is_not_proposed(text, model):
    ext = _extract(text)
    assert model in _names(ext, EntityType.MODEL)
    assert model not in {r.object for r in ext.relations if r.type is RelationType.PROPOSES}


@pytest.mark.parametrize("text, name, type_", [
    ("Sharpness-aware minimization (SAM) improves generalization. We propose FooSAM.", "Sharpness-aware minimization",
     EntityType.METHOD),
    ("We use the Segment Anything Model (SAM) as a backbone for FooSeg.", "Segment Anything Model", EntityType.MODEL),
])
def test_extract_a_model_acronym_takes_its_type_from_its_long_form(text, name, type_):
    assert name in _names(_extract(text), type_)


@pytest.mark.parametrize("text, name, type_, found", [
    ("We show that FooLLM can enable Falcon, and Pythia to perform stable language modeling.", "Pythia",
     EntityType.MODEL, True),
    ("Experiments indicate that models like Llama and Qwen can simulate aspects of human behavior.", "Qwen",
     EntityType.MODEL, True),
    ("We index the keys with Bloom filters in FooHash.", "Bloom", EntityType.MODEL, False),
    ("We derive scaling insights from Chinchilla, from which FooScale follows.", "Chinchilla", EntityType.MODEL,
     True),
    ("FooAct demonstrates superior performance over OpenVLA in simulation.", "OpenVLA", EntityType.MODEL, True),
    ("FooEdit harnesses the features of a pretrained StyleGAN generator.", "StyleGAN", EntityType.MODEL, True),
    # a lone architecture word from the lexicon is a method
    ("FooIL leverages Mamba as a backbone for policies.", "Mamba", EntityType.METHOD, True),
    ("We probe factual recall in the Mamba state space model.", "Mamba", EntityType.METHOD, True),
    # a special token of a vocabulary in square brackets is no name
    ("Patches attend to the class token ([CLS]) in FooViT.", "CLS", EntityType.METHOD, False),
    ("FooLM generates a retrieval token [RET] before citing.", "RET", EntityType.METHOD, False),
])
def test_extract_a_lone_model_family_or_architecture_word_is_a_name(text, name, type_, found):
    assert (name in _names(_extract(text), type_)) is found


@pytest.mark.parametrize("text, model", [
    ("We leverage the semantic knowledge extracted from Stable Diffusion (SD) to build FooSeg.", "Stable Diffusion"),
    ("In applications to RoBERTa-large and stable-diffusion-v1.5 models, FooInf finds examples.",
     "stable-diffusion-v1.5"),
    ("We sample from 1000-step StableDiffusion-v2 with FooSampler.", "StableDiffusion-v2"),
    # a lower-case family with its version in its name, alone, with a variant or with its maker
    ("Reasoning models such as o1 and R1 help FooRank.", "o1"),
    ("We compare FooMath with o1-preview on olympiad problems.", "o1-preview"),
    ("The best performing model, OpenAI o3, solves only 19 tasks.", "OpenAI o3"),
    ("We evaluate OpenAI o3-mini on FooBench.", "OpenAI o3-mini"),
])
def test_extract_a_released_model_is_known_by_its_long_form_or_a_versioned_spelling(text, model):
    assert model in _names(_extract(text), EntityType.MODEL)


def test_extract_a_name_called_out_as_someone_elses_is_not_proposed():
    ext = _extract("To validate FooMMA, we apply it to a recent LLM called LLaMA and term the result FooVIN.")
    assert "LLaMA" in _names(ext, EntityType.MODEL)
    assert "LLaMA" not in {r.object for r in ext.relations if r.type is RelationType.PROPOSES}


def test_extract_where_a_measure_is_taken_is_not_the_measure():
    ext = _extract("FooNet improves the average reward in locomotion tasks and the average success rate in "
                   "manipulation tasks by 29.0% and 25.0%, respectively.")
    metrics = _names(ext, EntityType.METRIC)
    assert "success rate" in metrics and "manipulation tasks" not in metrics


@pytest.mark.parametrize("text, method, kept", [
    ("We train FooNet with gradient descent and dropout.", "gradient descent", False),
    ("We compare FooFlow with normalizing flows on density estimation.", "normalizing flows", False),
    ("We study online gradient descent with FooStep.", "online gradient descent", True),
    ("We propose Causal Dropout, a regularizer for FooNet.", "Causal Dropout", True),
    ("We train FooNet with early stopping on the validation loss.", "early stopping", False),
    ("FooRL stores transitions with experience replay.", "experience replay", False),
    ("We first perform supervised fine-tuning on a small collection of FooData.", "supervised fine-tuning", False),
    ("We estimate the integral with importance sampling in FooMC.", "importance sampling", False),
])
def test_extract_a_bare_generic_technique_is_no_method(text, method, kept):
    assert (method in _names(_extract(text), EntityType.METHOD)) is kept


@pytest.mark.parametrize("text, key", [
    ("It matches the bound of \\citeplu2021low,kang2022efficient for FooBandit.", "kang2022efficient"),
    ("This nearly matches the algorithms of (Peng and Rubinstein STOC’2024) for FooGame.", "STOC’2024"),
    ("It improves on the seminal paper of Singer [FOCS'10] with FooMech.", "FOCS'10"),
    ("It relates area convexity to extragradient methods [Nemirovski04, Nesterov07] for FooOpt.", "Nesterov07"),
])
def test_extract_a_citation_key_is_no_method(text, key):
    names = {n for t in EntityType for n in _names(_extract(text), t)}
    assert not any(key in n for n in names)


def test_extract_in_terms_of_the_measure_after_a_list_of_numbers_names_each_ones_measure():
    ext = _extract("FooQuant outperforms the previous Winograd PTQ method by 8.27% and 5.38% in terms of the top-1 "
                   "accuracy on ResNet-18 and ResNet-34, respectively.")
    assert sorted((r.value, r.metric) for r in ext.results) == [(5.38, "top-1 accuracy"), (8.27, "top-1 accuracy")]


@pytest.mark.parametrize("text, name, found", [
    ("Neural radiance field (NeRF) shows powerful performance in novel view synthesis. We propose FooNeRF.",
     "Neural radiance field", True),
    ("Low-rank adaptation (LoRA) is a popular method that reduces trainable parameters. We propose FooLoRA.",
     "Low-rank adaptation", True),
    ("In a two-stage method, we first obtain the region of interest (RoI) from a CT image with FooSeg.",
     "region of interest", False),
])
def test_extract_a_mixed_case_acronym_makes_its_lowercase_long_form_a_method(text, name, found):
    assert (name in _names(_extract(text), EntityType.METHOD)) is found


_SEED_ABSTRACTS = [p.text for p in read_corpus([SEEDS]).papers]


@settings(max_examples=150, deadline=None)
@given(st.integers(0, len(_SEED_ABSTRACTS) - 1), st.floats(0.0, 1.0))
def test_extract_survives_any_prefix_of_an_abstract(index, share):
    # a file cut short, or an abstract that ends in a cue ("... in terms"), is extracted without an error
    text = _SEED_ABSTRACTS[index]
    prefix = text[:max(1, int(len(text) * share))]
    ext = _extract(prefix)
    assert all(0 <= s.start <= s.end <= len(prefix) for e in ext.entities for s in e.spans)


@pytest.mark.parametrize("text, part, proposed", [
    ("We propose FooMixer as a fully MLP-based architecture with Past-Decomposable-Mixing (PDM) and "
     "Future-Multipredictor-Mixing (FMM) blocks.", "Past-Decomposable-Mixing", True),
    ("We propose FooGen. Unlike earlier work, FooGen leverages a three times larger UNet backbone with more "
     "attention blocks.", "UNet", False),
    # a spelled-out name that a part employs, or that an analysis goes through, is used, not introduced
    ("We propose a learning-based Encoder-Decoder Model. The Encoder employs a Graph Convolution Network (GCN) to "
     "generate a heat-map.", "Graph Convolution Network", False),
    ("We propose FooMAE. Analyzing its heads through Projection Weighted Canonical Correlation Analysis (PWCCA) "
     "shows that they are correlated.", "Projection Weighted Canonical Correlation Analysis", False),
    ("To address this gap, we introduce FooMIL, a framework integrating Generalized Linear Mixed Models (GLMM) and "
     "Multiple Instance Learning (MIL).", "Generalized Linear Mixed Models", False),
    # but a part introduced with its acronym is one
    ("We propose FooMAE fitted with a novel Multi-Window Multi-Head Attention (MW-MHA) module.",
     "Multi-Window Multi-Head Attention", True),
])
def test_extract_named_blocks_of_a_proposed_method_are_its_parts(text, part, proposed):
    ext = _extract(text)
    assert (part in {r.object for r in ext.relations if r.type is RelationType.PROPOSES}) is proposed


def test_extract_a_name_given_to_a_dataset_with_which_we_call_is_a_dataset():
    ext = _extract("We show gains by generating a large dataset which we call COCO-Periph that contains images "
                   "transformed by FooTTM.")
    assert "COCO-Periph" in _names(ext, EntityType.DATASET)
    assert "COCO-Periph" not in {r.object for r in ext.relations if r.type is RelationType.PROPOSES}


@pytest.mark.parametrize("text, not_task", [
    ("Despite the success of diffusion models, slow sampling remains a persistent issue for FooDiff.", "slow sampling"),
    ("FooDet flags drifts because anomaly detection is costly.", "because anomaly detection"),
    # a word that says how well or how exactly something is done is no part of the problem's name
    ("FooSeg enables precise semantic segmentation of cells.", "precise semantic segmentation"),
    ("FooVLA aligns the model for rapid adaptation to new robots.", "rapid adaptation"),
    ("The tractable posterior inference of FooPC is its main strength.", "tractable posterior inference"),
    # ... nor a comparison ("shorter", "greater", "simplest")
    ("We also show that FooCheck applies to shorter question answering.", "shorter question answering"),
    ("We find the simplest approximate unlearning by FooForget is strong.", "simplest approximate unlearning"),
    # ... nor a rating or a licence ("SOTA", "open-source")
    ("FooEdit outperforms SOTA open-source code completion models on code completion.",
     "sota open-source code completion"),
    ("FooEdit outperforms SOTA captioning models on image captioning.", "sota captioning"),
    # ... nor what a task is not, nor how hard it is
    ("FooLM also helps on non-reasoning tasks such as translation.", "non-reasoning"),
    ("FooPlan solves non-trivial planning problems quickly.", "non-trivial planning"),
])
def test_extract_a_task_phrase_does_not_start_in_a_judgement(text, not_task):
    assert not_task not in {n.lower() for n in _names(_extract(text), EntityType.TASK)}


def test_extract_a_word_renamed_by_the_standard_benchmark_is_a_dataset():
    ext = _extract("We validate FooMD in cooperative domains, notably in Hanabi, the standard benchmark for search "
                   "in imperfect-information games.")
    assert "Hanabi" in _names(ext, EntityType.DATASET)


@pytest.mark.parametrize("text, long, short", [
    ("We present SinMDM, a Single Motion Diffusion Model designed to model the motifs of one motion.",
     "Single Motion Diffusion Model", "SinMDM"),
    ("We propose RENT, a REsampling method with Noise Transition matrix. RENT beats reweighting.",
     "REsampling method with Noise Transition matrix", "RENT"),
])
def test_extract_a_long_form_after_the_acronym_is_its_name_not_a_part(text, long, short):
    ext = _extract(text)
    assert {(e.name, tuple(e.aliases)) for e in ext.entities if e.type is EntityType.METHOD} == {(long, (short,))}
    assert _proposed(ext) == {long}
    assert not [r for r in ext.relations if r.type is RelationType.PART_OF]


def test_extract_a_plural_and_a_singular_mention_are_one_entity_named_in_the_singular():
    ext = _extract("FooNet reaches accuracies of 85.6% and 85.5%, and an accuracy of 91.6% on BarSet.")
    assert _names(ext, EntityType.METRIC) == {"accuracy"}
    assert {r.metric for r in ext.results} == {"accuracy"}


@pytest.mark.parametrize("text, metrics", [
    # a measure named only in the plural is named in the singular, as annotators name it
    ("We report test accuracies and top-1 accuracies of FooNet, and the accuracies of BarNet.",
     {"test accuracy", "top-1 accuracy", "accuracy"}),
])
def test_extract_a_measure_named_in_the_plural_only_is_named_in_the_singular(text, metrics):
    assert _names(_extract(text), EntityType.METRIC) == metrics


def test_extract_a_statistical_model_acronym_is_no_released_model():
    ext = _extract("We study FooBandit for the generalized linear model (GLM), and compare with GLM-130B and ChatGLM.")
    assert "generalized linear model" not in _names(ext, EntityType.MODEL)
    assert {"GLM-130B", "ChatGLM"} <= _names(ext, EntityType.MODEL)


@pytest.mark.parametrize("text, gone, kept", [
    ("As a result we proposeZetaTCN for forecasting. ZetaTCN is a pure convolution structure.",
     "proposeZetaTCN", "ZetaTCN"),
    ("We build ZetaTCN for forecasting. Unlike transformers, our ZetaTCNhas larger receptive fields.",
     "ZetaTCNhas", "ZetaTCN"),
    ("We adapt CLIP to anomalies. Our CLIPfor anomaly detection beats CLIP on MVTec.", "CLIPfor", "CLIP"),
    ("Fine-tuning an LLMfrom scratch is costly; we instead prompt.", "LLMfrom", None),
])
def test_extract_a_word_glued_to_a_name_by_a_lost_space_is_that_name(text, gone, kept):
    ext = _extract(text)
    names = {e.name for e in ext.entities}
    assert gone not in names
    assert kept is None or kept in names


def test_extract_a_name_given_after_namely_is_no_glued_word():
    ext = _extract("By contrast, we propose to directly estimate the change of Signed Distance Function (SDF), namely "
                   "SDFflow, of the dynamic scene, which captures the flow of the surface.")
    assert "SDFflow" in _proposed(ext)


def test_extract_a_name_ending_like_a_word_stays_when_the_word_is_its_suffix():
    ext = _extract("We propose PPIformer, a model trained on PPI data for binding prediction.")
    assert "PPIformer" in _names(ext, EntityType.METHOD)


@pytest.mark.parametrize("text, formula", [
    ("With a single sample (K=1) the estimator is unbiased; FooNet fixes this.", "K=1"),
    ("FooNet runs in FP8 and INT4 without loss.", "FP8"),
    ("FooNet runs in FP8 and INT4 without loss.", "INT4"),
    ("It reaches FID=3.88 on CIFAR-10 with FooNet.", "FID=3.88"),
])
def test_extract_an_equation_or_a_number_format_is_no_name(text, formula):
    assert formula not in {e.name for e in _extract(text).entities}


@pytest.mark.parametrize("text, metric", [
    ("Our detector reaches 0.91 AUCROC on the test split.", "AUCROC"),
    ("FooNet improves MSSSIM by 2 points.", "MSSSIM"),
    ("The greatest gain was 0.20 AUC ROC for a single camera.", "AUC ROC"),
    ("FooNet achieves about double the F1 scores of classic embeddings.", "F1 scores"),
    ("FooNet keeps the task reward and the CLIP scores of the base sampler.", "CLIP scores"),
])
def test_extract_a_metric_in_another_spelling_or_in_the_plural_is_that_metric(text, metric):
    assert norm(metric) in {norm(m) for m in _names(_extract(text), EntityType.METRIC)}


@pytest.mark.parametrize("text, measures", [
    ("FooNet explores efficiently, as measured by regret, and scales.", {"regret"}),
    ("FooNet is better in terms of coverage and fidelity than BarNet.", {"coverage", "fidelity"}),
    ("FooNet is better in terms of time and efficiency than BarNet.", set()),  # says what, not how it is measured
    # words that qualify a noun after them name no measure
    ("Meta-RL suffers performance degradation in the sparse-reward setting.", set()),
    # a one-word measure is no word of a longer one; the hyphenated whole is the measure
    ("Simplicity, as measured by n-gram diversity, predicts learnability of FooNet.", {"n-gram diversity"}),
    ("FooNet is faster, as measured by the sum of step times.", set()),
])
def test_extract_one_noun_measured_by_or_in_terms_of_is_a_measure(text, measures):
    assert _names(_extract(text), EntityType.METRIC) == measures


@pytest.mark.parametrize("text, names", [
    ("We propose two anti-bias datasets with location shifts, named Foo-Len and Foo-Mom. BarNet fails on both.",
     {"Foo-Len", "Foo-Mom"}),
    ("We build three benchmarks, called FooQA, BarQA and BazQA, for testing agents.", {"FooQA", "BarQA", "BazQA"}),
])
def test_extract_names_given_together_to_a_plural_class_noun_take_its_type(text, names):
    assert names <= _names(_extract(text), EntityType.DATASET)


def test_extract_a_name_given_to_a_plural_class_noun_alone_is_not_typed_by_it():
    # "pretraining datasets, called FooWeb": one name for the plural is no list of them
    assert "FooWeb" not in _names(_extract("We pretrain on large web datasets, called FooWeb, to scale."),
                                  EntityType.DATASET)


@pytest.mark.parametrize("text, type_, name", [
    ("We introduce ZooBench: a benchmark dataset for evaluating agents at work.", EntityType.DATASET, "ZooBench"),
    ("To promote progress we release ZOBJect: a benchmark of 400K editing examples.", EntityType.DATASET, "ZOBJect"),
    ("We propose FooNet: a simple framework for image fusion.", EntityType.METHOD, "FooNet"),
    # ... or a dash
    ("To address this, we introduce FooEval – a program synthesis benchmark suite created by evolving others.",
     EntityType.DATASET, "FooEval"),
])
def test_extract_an_apposition_after_a_colon_gives_the_names_class(text, type_, name):
    assert name in _names(_extract(text), type_)


@pytest.mark.parametrize("text, dataset", [
    ("We release OWL, a language model trained on our constructed Owl-Instruct with IT knowledge.", "Owl-Instruct"),
    ("Experiments on our newly collected Zoo-Instruct show clear gains for FooNet.", "Zoo-Instruct"),
])
def test_extract_a_name_evaluated_on_after_a_participle_of_making_data_is_a_dataset(text, dataset):
    assert dataset in _names(_extract(text), EntityType.DATASET)


@pytest.mark.parametrize("text, tasks", [
    ("We study both stream-based and pool-based active learning with neural networks.",
     {"stream-based active learning", "pool-based active learning"}),
    ("We address single-agent and multi-agent reinforcement learning with FooNet.",
     {"single-agent reinforcement learning", "multi-agent reinforcement learning"}),
    ("FooNet excels in both few-shot and zero-shot learning.", {"few-shot learning", "zero-shot learning"}),
    ("We address channel-wise and time-wise dependency learning with FooNet.",
     {"channel-wise dependency learning", "time-wise dependency learning"}),
])
def test_extract_two_compounds_of_one_kind_before_a_task_name_two_tasks(text, tasks):
    assert tasks <= _names(_extract(text), EntityType.TASK)


@pytest.mark.parametrize("text, task", [
    ("We study mean estimation under local differential privacy with FooNet.", "local differential privacy"),
    ("This paper addresses group fairness in ranking with FooRank.", "group fairness"),
])
def test_extract_privacy_and_fairness_notions_are_tasks(text, task):
    assert task in _names(_extract(text), EntityType.TASK)


@pytest.mark.parametrize("text, task", [
    ("This paper studies self-supervised pre-training for point clouds.", "self-supervised pre-training"),
    ("This paper studies neural collapse in deep classifiers.", "neural collapse"),
])
def test_extract_pretraining_and_collapse_phrases_are_tasks(text, task):
    assert task in _names(_extract(text), EntityType.TASK)


def test_extract_a_vague_adjective_opens_no_task():
    assert not any("pretraining" in t for t in _names(
        _extract("FooNet needs vast pretraining on web data before it helps."), EntityType.TASK))


@pytest.mark.parametrize("text, gone", [
    ("UAI is supported by the Association for Uncertainty in Artificial Intelligence (AUAI) this year.",
     "Association for Uncertainty in Artificial Intelligence"),
    ("The 40th edition was held at the Universitat Pompeu Fabra, Barcelona.", "Universitat Pompeu Fabra"),
    ("It follows Thaler, who won the Nobel Memorial Prize for his work.", "Nobel Memorial Prize"),
])
def test_extract_an_institution_or_a_prize_is_no_name(text, gone):
    assert gone not in {e.name for e in _extract(text).entities}


def test_extract_a_long_form_opening_with_an_institution_word_may_still_name_a_dataset():
    ext = _extract("We introduce Foundation Tactile (FoTa), a dataset of tactile images, to train FooNet.")
    assert "Foundation Tactile" in _names(ext, EntityType.DATASET)


@pytest.mark.parametrize("text, concept", [
    ("We build on Set Theory to study FooNet.", "Set Theory"),
    ("Our analysis uses density functional theory (DFT) labels from FooSim.", "density functional theory"),
])
def test_extract_a_theory_is_no_method(text, concept):
    assert concept not in _names(_extract(text), EntityType.METHOD)


def test_extract_a_name_the_proposed_method_introduces_is_its_part():
    ext = _extract("We present CAT-Walk, an inductive method for hypergraphs. CAT-Walk introduces a temporal walk on "
                   "hypergraphs, SetWalk, that extracts causal patterns. It is compared with FooWalk, a prior method.")
    assert {"CAT-Walk", "SetWalk"} <= _proposed(ext)
    assert "FooWalk" not in _proposed(ext)
    parts = {(r.subject, r.object) for r in ext.relations if r.type is RelationType.PART_OF}
    assert ("SetWalk", "CAT-Walk") in parts


def test_extract_bare_gpt_is_a_family_but_its_versions_are_models():
    ext = _extract("We prompt GPT and GPT-4 to grade answers, and GPT models such as GPT-2 to write them.")
    assert "GPT" not in {e.name for e in ext.entities}
    assert {"GPT-4", "GPT-2"} <= _names(ext, EntityType.MODEL)


@pytest.mark.parametrize("text, gone", [
    ("We translate C code to Rust and Java with FooTrans.", "Rust"),
    ("FooNet learns the XOR function and parses XML files.", "XOR"),
])
def test_extract_a_file_format_or_programming_language_is_no_method(text, gone):
    assert gone not in {e.name for e in _extract(text).entities}


def test_extract_a_coined_acronym_spelled_like_a_format_keeps_its_long_form():
    ext = _extract("We propose the Periodicity Decoupling Framework (PDF) for long-term series forecasting.")
    assert "Periodicity Decoupling Framework" in _names(ext, EntityType.METHOD)


def test_extract_a_task_acronym_before_benchmarks_is_the_task_not_a_dataset():
    ext = _extract("The experimental results on NAS benchmarks show that FooNAS finds strong architectures.")
    assert "NAS" in _names(ext, EntityType.TASK) and "NAS" not in _names(ext, EntityType.DATASET)


@pytest.mark.parametrize("text, measures", [
    ("We benchmark reward models across metrics such as human preference, truthfulness, and safety. FooRM wins.",
     {"human preference", "truthfulness", "safety"}),
    ("FooRank relies on a single importance metric such as gradient magnitude to allocate ranks.", set()),
    ("We report metrics like the balanced error and the worst-group error for FooNet.",
     {"balanced error", "worst-group error"}),
    ("FooNet is judged on measures such as performance and robustness.", set()),  # vague qualities
])
def test_extract_the_items_a_list_of_metrics_names_are_measures(text, measures):
    assert _names(_extract(text), EntityType.METRIC) == measures


@pytest.mark.parametrize("text, name, type_", [
    # a name used "as the metric" is a measure, but one used as the method's distance or similarity is a part of it
    ("We score the generators with Foo Information Distance (FID) as the metric.", "Foo Information Distance",
     EntityType.METRIC),
    ("FooMIL integrates Optimal Foosport (OFS) as the distance metric for nearest neighbor retrieval.",
     "Optimal Foosport", EntityType.METHOD),
])
def test_extract_a_name_used_as_a_metric_or_as_a_distance(text, name, type_):
    assert name in _names(_extract(text), type_)


def test_extract_comparison_names_every_baseline_of_its_list():
    ext = _extract("We propose FooGum, a Q-learning algorithm. FooGum outperforms BarPG, TD9, quantile regression, and "
                   "Mixture-of-Foo Critics in aggregate over 33 tasks.")
    compared = {r.object for r in ext.relations if r.type is RelationType.COMPARES_WITH}
    assert {"BarPG", "TD9", "Mixture-of-Foo Critics"} <= compared
    assert "Mixture-of-Foo Critics" not in _proposed(ext)  # a baseline is not a part of the proposal


@pytest.mark.parametrize("text, name", [
    # a lower-case name the authors give a method noun of theirs
    ("We then design a decoding algorithm we call equilibrium-foo. Applied to many tasks, it works.", "equilibrium-foo"),
    ("Instead, we develop a method that we call heat geodesic fooings, which preserves distances.",
     "heat geodesic fooings"),
    ("We propose a dedicated algorithm, referred to as active-foo, which minimises the distance.", "active-foo"),
    # not a property or phenomenon they name, nor an adjective
    ("We study a phenomenon that we dub quadrature fooability.", None),
    ("Prior work proved hardness for boosting algorithms we call proper. These output predictors.", None),
])
def test_extract_a_lowercase_name_the_authors_call_their_method(text, name):
    ext = _extract(text)
    if name is None:
        assert not _proposed(ext) and not _names(ext, EntityType.METHOD)
    else:
        assert name in _names(ext, EntityType.METHOD) and name in _proposed(ext)


@pytest.mark.parametrize("text, metrics", [
    # a short noun phrase right after a percentage that a preposition or a clause break ends is its measure
    ("We propose FooMol. It reaches 90.87% molecule fooability in QM9 and 85.6% atom fooability in GEOM-DRUG.",
     {"molecule fooability", "atom fooability"}),
    ("We propose FooVid. It reaches 83.7% average foo preference in the human evaluation.", {"average foo preference"}),
    # but not a setting, a share, a participle or a comparison
    ("We propose FooMAE. We use a 75% masking ratio, and keep 20% neurons left.", set()),
    ("We propose FooPrune. With 90% sparsity for BERT it works.", set()),
    ("We propose FooSSL. It uses 1% and 10% labeled data fractions.", set()),
])
def test_extract_measure_named_right_after_a_percentage(text, metrics):
    assert _names(_extract(text), EntityType.METRIC) == metrics


@pytest.mark.parametrize("text, type_, name", [
    # a capitalised word right after the method noun of a proposal is its name
    ("We propose a distributed, semi-supervised algorithm Foolab, consisting of three steps.", EntityType.METHOD,
     "Foolab"),
    # a lower-case name after "a task / problem / setting called" is a task, with the setting it is posed in
    ("In this paper, we propose a novel task called human-assisting dexterous fooing that aims to train a policy.",
     EntityType.TASK, "human-assisting dexterous fooing"),
    ("We investigate a novel regression problem called regression with cost-based fooing, where the model can "
     "reject.", EntityType.TASK, "regression with cost-based fooing"),
    # an adverb of manner ends the phrase after "the problem of"
    ("We study the less understood problem of generating sparse adversarial foos simply by observing replies.",
     EntityType.TASK, "generating sparse adversarial foos"),
    # and so does the preposition that opens a relative clause
    ("We consider the problem of identifying the foo partition to which this vector belongs.", EntityType.TASK,
     "identifying the foo partition"),
    # a condition, a relative clause, a manner or a formula ends the phrase; "a given set" does not
    ("We study the problem of approximating a foo distribution given samples.", EntityType.TASK,
     "approximating a foo distribution"),
    ("We consider the problem of evaluating forecasts of foo events whose predictions are used.", EntityType.TASK,
     "evaluating forecasts of foo events"),
    ("This is the problem of predicting the foo in this way.", EntityType.TASK, "predicting the foo"),
    ("Prior work leaves the challenge of learning foo abilities without supervision unresolved.", EntityType.TASK,
     "learning foo abilities without supervision"),
    ("In contrast, the task of forecasting foo activity based on given input extends it.", EntityType.TASK,
     "forecasting foo activity"),
    ("We study the problem of sampling from a foo distribution π(θ) ∝ e^{-f}, where f is smooth.", EntityType.TASK,
     "sampling from a foo distribution"),
    # (the participle left at its end goes too)
    ("We study the problem of quantifying foo contained in an LLM regarding a given set of facts.", EntityType.TASK,
     "quantifying foo"),
])
def test_extract_names_given_by_a_proposal_or_a_class_noun(text, type_, name):
    assert name in _names(_extract(text), type_)


@pytest.mark.parametrize("text, dataset, method", [
    ("We introduce FooGym and FooGym-Bench, a new framework and benchmark for evaluating research agents.",
     "FooGym-Bench", "FooGym"),
    ("We present QuuxBench, a suite of long-context tasks, and evaluate twelve models on it.", "QuuxBench", None),
])
def test_extract_a_proposed_name_with_a_benchmark_suffix_is_a_dataset(text, dataset, method):
    ext = _extract(text)
    assert dataset in _names(ext, EntityType.DATASET) and dataset not in _names(ext, EntityType.METHOD)
    if method:
        assert method in _names(ext, EntityType.METHOD)


@pytest.mark.parametrize("text", [
    "In our pursuit, we turn to Generalized Foo Models (GFMs), a widely used class of models.",
    "To the best of our knowledge, FooDiff is a fast diffusion model for graphs.",
    "In our experiments, FooNet outperforms all baselines.",
    "Our study examines five popular models, namely FooGPT, BarLM and BazLM-7b.",
])
def test_extract_a_fronted_phrase_with_our_proposes_nothing(text):
    assert not _proposed(_extract(text))


@pytest.mark.parametrize("text, expected", [
    # the abstract's one measure is what a score on a dataset is in
    ("We propose FooMath, which improves reasoning accuracy. Our FooMath-7B model achieves 66.5% on GSM8K and "
     "19.8% on MATH.", {(66.5, "accuracy", "GSM8K"), (19.8, "accuracy", "MATH")}),
    # but not where the abstract names two measures, nor where its one measure is a cost
    ("We propose FooMath, which improves accuracy and F1. FooMath achieves 66.5% on GSM8K.", {(66.5, None, "GSM8K")}),
    ("We propose FooBatch, which cuts training time. FooBatch saves 40% on CIFAR-10.", {(40.0, None, "CIFAR-10")}),
    # nor where the one measure is named in the number's own sentence: there it measures another number
    ("We propose FooRank. FooRank gains up to 1.6 points on GLUE and a 6.6% average MSE reduction in regression.",
     {(1.6, None, "GLUE"), (6.6, "MSE", None)}),
    # nor where the sentence says the gain is in each benchmark's own performance
    ("We propose FooIR. FooIR reaches 29.9 nDCG@10 on the BRIGHTX benchmark. With RAG, FooIR improves MMLU and GPQA performance "
     "by 6.4% and 22.6% respectively.", {(29.9, "nDCG@10", "BRIGHTX"), (6.4, None, "MMLU"), (22.6, None, "GPQA")}),
])
def test_extract_results_take_the_abstracts_one_measure(text, expected):
    assert {(r.value, r.metric, r.dataset) for r in _extract(text).results} == expected


@pytest.mark.parametrize("text, name, type_", [
    # a model's acronym spelt out as the way it is trained names that method
    ("Dense prediction has been advanced by the success of Contrastive Language-Image Pre-training (CLIP). CLIP "
     "models generalize well.", "Contrastive Language-Image Pre-training", EntityType.METHOD),
    ("Dense prediction has been advanced by the success of contrastive language-image pretraining (CLIP). CLIP "
     "models generalize well.", "contrastive language-image pretraining", EntityType.METHOD),
    # but spelt out as a model it stays one
    ("We adapt the Segment Anything Model (SAM) with FooSeg.", "Segment Anything Model", EntityType.MODEL),
])
def test_extract_a_model_acronym_spelt_out_as_training_is_a_method(text, name, type_):
    assert name in _names(_extract(text), type_)


def test_extract_an_acronym_defined_in_a_list_of_datasets_is_a_dataset():
    ext = _extract("We present FooSeer. The results on Something Foo V2 (SFv2), BarData and Baz-100 datasets show "
                   "our gains. FooSeer improves FVD by 31% on SFv2.")
    assert "Something Foo V2" in _names(ext, EntityType.DATASET)


@pytest.mark.parametrize("text", ["We study ML learning with FooNet.", "We study DL training with FooNet."])
def test_extract_a_generic_acronym_and_a_learning_word_make_no_task(text):
    assert not _names(_extract(text), EntityType.TASK)


def test_extract_named_tasks_a_benchmark_contains_are_no_test_beds_of_the_paper():
    ext = _extract("We introduce FooBench, containing two carefully designed probing tasks: Quux Antonym and Quux "
                   "Reversal, which target temporal understanding. We evaluate models on it.")
    assert not {"Quux Antonym", "Quux Reversal"} & _names(ext, EntityType.DATASET)


def test_extract_acronym_tail_repeating_the_last_word_is_no_sub_task():
    names = {e.name.lower() for e in _extract("Our study leverages the Neural Foo Search (NFS) search space. "
                                              "NFS is used.").entities}
    assert "neural foo search" in names and not any(n.endswith("search search") for n in names)


def test_extract_a_class_noun_before_and_types_no_name_after_it():
    # "the dataset FooSet" names an instance; "a hinge loss criterion and FooLU" coordinates two things
    ext = _extract("We study networks trained with a hinge loss criterion and FooLU or leaky FooLU nonlinearities.")
    assert "FooLU" not in _names(ext, EntityType.METRIC)


@pytest.mark.parametrize("text, name", [
    ("NU-Foo includes two key innovations: a Repulsive Unsigned Foo Function and a decoder.",
     "Repulsive Unsigned Foo Function"),
    ("Their 2D shape is defined by a Signed Foo Function and their 3D shape by a mapping.", "Signed Foo Function"),
])
def test_extract_a_title_case_function_name_is_a_method(text, name):
    assert name in _names(_extract(text), EntityType.METHOD)


@pytest.mark.parametrize("text, name", [
    # after a naming word a capitalised adjective is part of the name, not a modifier of it
    ("We propose a method called Scalable Foolar Networks for this.", "Scalable Foolar Networks"),
    ("We add a cheaper algorithm, which we introduce as Minimal Foo Search.", "Minimal Foo Search"),
    ("We propose a method, called the Improved FOO-EI, for this.", "Improved FOO-EI"),
])
def test_extract_a_naming_word_keeps_the_adjective_opening_the_name(text, name):
    assert name in _names(_extract(text), EntityType.METHOD)


def test_extract_a_part_whose_short_form_keeps_a_word_of_its_name_is_proposed():
    ext = _extract("In this paper, we propose FOO-MCC. FOO-MCC includes two key innovations: a new decoder and a "
                   "Repulsive Foo Aggregator (Repulsive FA). The Repulsive FA helps.")
    assert "Repulsive Foo Aggregator" in _proposed(ext)


def _metrics(text):
    return _names(_extract(text), EntityType.METRIC)


@pytest.mark.parametrize("text, measure, kept", [
    # a common measure named once in the background half of the abstract is not one the paper reports
    ("Quantization is one of the most effective ways of reducing the memory consumption of neural networks. "
     "We propose FooQuant, a new quantizer for large models that is simple to implement. FooQuant runs on any "
     "hardware and we release its code.", "memory consumption", False),
    # but a named measure is listed wherever it appears
    ("Current models primarily rely on optimizing heuristics such as the FID. We propose FooGen, a new generator "
     "for images that is simple to implement. FooGen runs on any hardware and we release its code.", "FID", True),
    # and so is a measure of the authors' sentence, of a proposal, or of a class noun
    ("Our aim is to cut the memory consumption of neural networks. We propose FooQuant, a new quantizer for large "
     "models that is simple to implement. FooQuant runs on any hardware and we release its code.",
     "memory consumption", True),
    ("Before deploying models, these must be evaluated on performance measures like worst-case recall and satisfy "
     "constraints. We propose FooRank, a new ranker for large corpora that is simple to implement. FooRank runs "
     "on any hardware.",
     "worst-case recall", True),
    ("Domain-agnostic scores, such as FID score, precision, and recall, cannot incorporate clinical knowledge. We "
     "propose FooScore, a new score for medical images that is simple to implement. FooScore runs on any hardware.",
     "precision", True),
    # and a measure a reported number takes
    ("Prompting has mainly been developed to improve accuracy of language models. We propose FooMath, a new "
     "prompting scheme. FooMath achieves 66.5% on GSM8K and 19.8% on MATH.", "accuracy", True),
])
def test_extract_a_measure_named_only_in_the_background_is_not_reported(text, measure, kept):
    assert (measure in _metrics(text)) is kept


def _result_measures(text):
    return {(r.value, r.metric) for r in _extract(text).results}


@pytest.mark.parametrize("text, value, measure", [
    # a margin with no measure of its own after scores all in one measure is in that measure
    ("FooMT outperforms current methods, with CIoU of 90.4% and 48.8% on FooSound and BarSound, obtaining 8.9% "
     "and 9.6% improvements respectively.", 9.6, "CIoU"),
    # but not where its own measure follows it
    ("FooNet outperforms another design, up to 14.7% accuracy and 4x speed faster.", 4.0, None),
])
def test_extract_a_margin_takes_the_one_measure_of_its_sentence(text, value, measure):
    assert (value, measure) in _result_measures(text)


@pytest.mark.parametrize("text, names", [
    # a list of coined names after a comma is no long form of the first
    ("We propose FooA, FooB and FooC for sampling.", {"FooA", "FooB", "FooC"}),
    # a version or alias in parentheses does not end a coordinated proposal
    ("We present FooA (Foo-5) and FooB (Foo-6), two sequence models.", {"FooA", "FooB"}),
])
def test_extract_coordinated_proposals_are_each_proposed(text, names):
    assert names <= _proposed(_extract(text))


@pytest.mark.parametrize("text, measures", [
    # coherence and diversity are measures after "in terms of"
    ("FooTM produces better topic models in terms of topic coherence, topic diversity, and downstream performance.",
     {"topic coherence", "topic diversity"}),
    # what a change noun's "in" names
    ("FooSearch shows gains in decoding time and improvements in task completion rate.",
     {"decoding time", "task completion rate"}),
    # the items a colon or "two new metrics," opens are measures
    ("We propose a threat model with two novel metrics, earliness and duration, which measure the attack.",
     {"earliness", "duration"}),
    ("We propose FooEval with two metrics: faithfulness and concision.", {"faithfulness", "concision"}),
    # a measure is named though its acronym is a common one ("AR" for autoregressive)
    ("The protocol incorporates two new metrics: acceptance rate (AR) and a second ratio.", {"acceptance rate"}),
    # the model a measure is taken of is no part of its name
    ("FooRAIN improves the harmlessness rate of LLaMA 30B from 82% of vanilla inference to 97%.",
     {"harmlessness rate"}),
])
def test_extract_measures_named_in_lists_definitions_and_changes(text, measures):
    assert measures <= _metrics(text)


@pytest.mark.parametrize("text", [
    "We demonstrate this idea by introducing the Point Edge Transformer (PET) architecture for molecules.",
    "In this paper, we propose the Point Edge Transformer (PET), which is not equivariant.",
])
def test_extract_a_proposal_named_in_full_is_proposed_though_its_acronym_is_common(text):
    assert "Point Edge Transformer" in _proposed(_extract(text))


def test_extract_two_capitals_before_dataset_name_one():
    ext = _extract("On the HH dataset, FooRAIN improves the harmlessness rate from 82% to 97%.")
    assert "HH" in _names(ext, EntityType.DATASET)
    assert {(r.value, r.dataset) for r in ext.results} == {(82.0, "HH"), (97.0, "HH")}


@pytest.mark.parametrize("text, name", [
    ("In such settings, we are motivated to propose a novel algorithm Foo-RAGE that aims to obtain the best of both "
     "worlds.", "Foo-RAGE"),
    ("These observations motivate us to introduce FooSTA, a new attention scheme.", "FooSTA"),
])
def test_extract_we_and_to_before_a_proposal_verb_propose(text, name):
    assert name in _proposed(_extract(text))


def test_extract_to_and_a_proposal_verb_without_the_authors_propose_nothing():
    assert not _proposed(_extract("Pioneering efforts to introduce FooMoE have failed."))


@pytest.mark.parametrize("text, name", [
    ("To study watermarks, we propose watermark foostillation, which trains a student model.",
     "watermark foostillation"),
    ("To address this shortcoming, we propose stack fooention: an attention operator that incorporates stacks.",
     "stack fooention"),
])
def test_extract_a_lowercase_name_after_we_propose_and_a_description_is_proposed(text, name):
    assert name in _proposed(_extract(text))


def test_extract_a_plural_after_we_propose_and_which_is_no_name():
    assert not _proposed(_extract("We propose novel foo methods, which train a student model."))


def test_extract_a_measure_of_a_possessive_owner_is_the_measure_alone():
    ext = _extract("FooRich extracts models that achieve 60-95% of true model's accuracy and uses few queries.")
    assert "accuracy" in _names(ext, EntityType.METRIC) and "true model's accuracy" not in _names(ext, EntityType.METRIC)
    assert {(r.value, r.metric) for r in ext.results} == {(60.0, "accuracy"), (95.0, "accuracy")}


@pytest.mark.parametrize("text, name", [
    ("Our reference implementation leads to a +10% win-rate improvement against Davinci003.", "Davinci003"),
    ("This is demonstrated by our fine-tuning of 7B OpenLLaMA checkpoints.", "OpenLLaMA"),
])
def test_extract_released_model_families_are_models(text, name):
    assert name in _names(_extract(text), EntityType.MODEL)


@pytest.mark.parametrize("text, expected", [
    # "over" before a score says more than, not a change
    ("With a generalist framework, FooLLM can achieve over 60% mAP on COCO.", {(60.0, False)}),
    # but after a change word it is a change still
    ("FooAttack decreases the robust accuracy by over 20% on CIFAR-10 under attack, and over 10% on ImageNet.",
     {(20.0, True), (10.0, True)}),
])
def test_extract_over_before_a_number_is_more_than(text, expected):
    assert {(r.value, r.delta) for r in _extract(text).results} == expected


@pytest.mark.parametrize("text, name, type_", [
    # a size tag does not make a model of a name that a dataset noun introduces
    ("FooNet outperforms larger models trained on other datasets such as FOOLAION-2B and BarComp-1B.",
     "FOOLAION-2B", EntityType.DATASET),
    ("Specifically, our best performing dataset FooDFN-5B enables us to train strong models.", "FooDFN-5B",
     EntityType.DATASET),
    # but a released model's family keeps it a model whatever noun comes before
    ("We evaluate frontier models on our benchmarks such as Llama-3.1 405B and GPT-4o.", "GPT-4o", EntityType.MODEL),
    # ... or that an apposition calls a dataset, or a known dataset's size variant
    ("We curate FooGrasp-1B, a billion-frame robotic grasping dataset generated in simulation.", "FooGrasp-1B",
     EntityType.DATASET),
    ("Neural Priming can be performed even for pretraining datasets as large as LAION-2B.", "LAION-2B",
     EntityType.DATASET),
    ("We introduce FooRM-7B and FooRM-34B, the reward model suites trained on Nectar.", "FooRM-34B",
     EntityType.METHOD),
])
def test_extract_a_sized_name_a_dataset_noun_or_known_dataset_introduces_is_a_dataset(text, name, type_):
    assert name in _names(_extract(text), type_)


def test_extract_our_with_coordinated_names_proposes_each():
    ext = _extract("Our FOO-RED-Known and FOO-RED-Unknown algorithms, for known and unknown noise, choose replications.")
    assert {"FOO-RED-Known", "FOO-RED-Unknown"} <= _proposed(ext)


def test_extract_our_before_a_coined_name_and_algorithm_proposes_the_name():
    assert "Mean-Var-FOO-RED" in _proposed(_extract("Our Mean-Var-FOO-RED algorithm aims at risk-averse optimization."))


@pytest.mark.parametrize("text, name, type_", [
    # a participle after the apposition's dataset noun ends it, and hyphenated words are one
    ("To foster research, we introduce FooArti4D, the first ego-centric in-the-wild dataset capturing "
     "articulations.", "FooArti4D", EntityType.DATASET),
    # but "data" before a gerund is a modifier of the head after it
    ("To achieve this goal, we propose FooPoison, an automated data poisoning pipeline.", "FooPoison",
     EntityType.METHOD),
])
def test_extract_the_apposition_head_of_a_proposed_name(text, name, type_):
    assert name in _names(_extract(text), type_)


def test_extract_a_released_family_with_a_version_after_a_space_is_a_model():
    ext = _extract("FooPHAEL outperforms recent models, such as Stable Diffusion, ERNIE-ViLG 2.0, and DALL-E 2, in terms "
                   "of image quality.")
    assert {"ERNIE-ViLG 2.0", "DALL-E 2"} <= _names(ext, EntityType.MODEL)


@pytest.mark.parametrize("text, measure", [
    ("FooRank improves Kendall's τ by 0.2 on the benchmark.", "Kendall's τ"),
    ("We report Spearman's rank correlation between FooScore and human ratings.", "Spearman's rank correlation"),
    ("Agreement between FooLabel and experts reaches a high Cohen's kappa.", "Cohen's kappa"),
    ("FooJudge agrees with raters at a Krippendorff's alpha of 0.4 and a Spearman's correlation of 0.2.",
     "Krippendorff's alpha"),
    # written with a typographic apostrophe
    ("FooJudge agrees with raters at a Krippendorff’s alpha of 0.4.", "Krippendorff’s alpha"),
    # or in title case
    ("There is a strong linear relationship (Pearson's Correlation, r > 0.9) between FooScore and accuracy.",
     "Pearson's Correlation"),
])
def test_extract_rank_and_agreement_coefficients_are_measures(text, measure):
    assert measure in _metrics(text)


@pytest.mark.parametrize("text, task", [
    ("The task of out-of-fooistribution (OOFD) detection is notoriously ill-defined.",
     "out-of-fooistribution detection"),
    ("We tackle the problem of graph out-of-fooistribution (OOFD) generalization.",
     "graph out-of-fooistribution generalization"),
])
def test_extract_a_task_modifier_its_acronym_and_head_make_one_task(text, task):
    assert task in _names(_extract(text), EntityType.TASK)


@pytest.mark.parametrize("text, name, type_", [
    # the class noun before a list types each acronym's long form, whichever comes first
    ("Efforts have gone into unlearning benchmarks such as FOOMD (Fooing of Mass Destruction Proxy) and BARSE "
     "(Bar Unlearning Six-way Evaluation).", "Bar Unlearning Six-way Evaluation", EntityType.DATASET),
    ("Efforts have gone into unlearning benchmarks such as Fooing of Mass Destruction Proxy (FOOMD) and Bar "
     "Unlearning Six-way Evaluation (BARSE).", "Bar Unlearning Six-way Evaluation", EntityType.DATASET),
    ("This holds for unlearning methods such as FPO (Foo Preference Optimization) and BMU (Bar Misdirection "
     "Unlearning).", "Bar Misdirection Unlearning", EntityType.METHOD),
    # but "data" before a name is no class of it
    ("We term the resulting method data Consistent FDB (CFDB), which outperforms its counterpart.",
     "Consistent FDB", EntityType.METHOD),
])
def test_extract_a_class_noun_types_the_long_forms_listed_after_it(text, name, type_):
    assert name in _names(_extract(text), type_)


@pytest.mark.parametrize("text, used", [
    # a name the sentence builds on, or that an apposition calls established, is no named part of the proposal
    ("For this problem, we propose a Fooing Global Change-point Detector, which observes the entire sequence. Based "
     "on the Transformer Fooks Process (TFP), a well-known neural TPP framework, we develop FOOCPD.",
     "Transformer Fooks Process"),
    ("In this paper, we develop a new variant of change detection, namely Score-based FOOSUM (SFOOSUM), based on "
     "Fooher Divergence Scoring and the Hyvärinen score.", "Fooher Divergence Scoring"),
])
def test_extract_a_name_built_on_is_not_a_proposed_part(text, used):
    ext = _extract(text)
    assert used in _names(ext, EntityType.METHOD)
    assert used not in _proposed(ext)


@pytest.mark.parametrize("text, known", [
    # an apposition describing an established algorithm proposes nothing
    ("Further, we show that speculative sampling, a technique for efficient LLM sampling, extends to FooArith.",
     "speculative sampling"),
    ("In this work, we propose FooTrees that approximate the partitions induced by kernel k-means, a nonlinear "
     "extension of k-means.", "k-means"),
])
def test_extract_an_apposition_to_a_known_algorithm_proposes_nothing(text, known):
    assert not {p.lower() for p in _proposed(_extract(text))} & {known}


def test_extract_what_a_proposal_is_grounded_in_is_not_proposed():
    ext = _extract("We propose a novel theoretical framework grounded in Fooman divergence, which extends distribution "
                   "considerations.")
    assert "Fooman divergence" in _names(ext, EntityType.METHOD) and not _proposed(ext)


@pytest.mark.parametrize("text, name", [
    # a decimal release number after a known dataset is part of its name
    ("It outperforms all the conventional methods on the challenging WILDS 2.0 benchmark.", "WILDS 2.0"),
    ("We evaluate FooReader on SQuAD 1.1 and on HotpotQA.", "SQuAD 1.1"),
])
def test_extract_a_known_dataset_keeps_its_decimal_release(text, name):
    assert name in _names(_extract(text), EntityType.DATASET)


@pytest.mark.parametrize("text, name, type_", [
    # one capital letter joined to a dataset the abstract names makes a part of it
    ("We introduce FooBench, a new benchmark. FooBench consists of three tasks: FooBench-R (Retrieval), FooBench-C "
     "(Code Completion), and FooBench-P (Pipeline).", "FooBench-C", EntityType.DATASET),
    # but a longer tail names what is trained or built on it
    ("We introduce FooCompA, a new benchmark on which models fail. Next, we propose FooCompA-CLAP, where we fine-tune "
     "CLAP using a novel learning method.", "FooCompA-CLAP", EntityType.METHOD),
])
def test_extract_a_letter_joined_to_the_abstracts_dataset_names_a_part_of_it(text, name, type_):
    assert name in _names(_extract(text), type_)


def test_extract_a_comma_after_metrics_alone_lists_no_measures():
    assert "consistency" not in _metrics("Across all metrics, consistency of FooNet is high.")


@pytest.mark.parametrize("text, not_proposed", [
    # what a naming word names is the proposal, though the abstract named it before; the names after it are not
    ("We address the problem of Fooing Regret in adversarial bandits. We propose a new concept called Fooing Regret "
     "for sleeping multi-armed bandits (MAB) and present an algorithm.", "multi-armed bandits"),
    # an apposition to what the work extends
    ("Moreover, we use FooNOS to generalize FooMBO, a Bayesian optimization procedure for sequence design.", "FooMBO"),
    # a plural acronym after "our" stands for instances of a kind the abstract spelled out
    ("Recently, semidefinite programming (SDP) techniques have shown promise. We show that our proposed SDPs enjoy "
     "tight bounds.", "semidefinite programming"),
    # the model a proposal fine-tunes is used, not a part of it
    ("We present FOONIMA, a behavior-cloning agent that fine-tunes Stable Diffusion to draw joint-actions.",
     "Stable Diffusion"),
    # an indefinite article before a later name gives the proposal's kind, not a part of it
    ("We propose Trust Region Aware Foonimization (TRAF), a SAM algorithm for fine-tuning.", "SAM algorithm"),
    # a verb after "and" opens a clause of its own
    ("We formulate a game that models such interactions and study two tasks within it: single-round mean "
     "estimation and multi-round FOOSGD on convex objectives.", "FOOSGD"),
])
def test_extract_names_that_are_no_proposal_after_a_cue(text, not_proposed):
    assert not_proposed not in _proposed(_extract(text))


@pytest.mark.parametrize("task", ["classification", "super resolution"])
def test_extract_a_capitalised_task_head_in_a_list_of_tasks_is_a_task(task):
    ext = _extract("FooGO improves a range of CV tasks, ranging from Classification, Semantic Segmentation, "
                   "Human Pose Estimation, to Super Resolution, without new operations.")
    assert task in _names(ext, EntityType.TASK)


def test_extract_a_name_after_a_problem_noun_is_a_task():
    ext = _extract("In this paper, we consider the optimization problem Submodular Foover (SFP), which is to find a "
                   "minimum cardinality subset.")
    assert "submodular foover" in _names(ext, EntityType.TASK)


def test_extract_an_acronym_family_after_a_word_is_no_model_variant():
    ext = _extract("We propose Fisher SAM and Lorentz SAM to find flat minima.")
    assert {"Fisher SAM", "Lorentz SAM"} <= _names(ext, EntityType.METHOD)


@pytest.mark.parametrize("text, proposed, not_proposed", [
    # a group noun before "of" keeps the proposal: the paper's method comes as a family
    ("Then, we propose a family of DP-FooRP algorithms that use the sign of random projections.", "DP-FooRP", None),
    ("We introduce a series of FooGen models for molecule design.", "FooGen", None),
    # but two verbs of the cue are one: "we introduce and evaluate X"
    ("We introduce and evaluate a bespoke prompting strategy, FooCoT.", "FooCoT", None),
    # a name and a lowercase word before a method noun that a naming word follows is the kind, not the name
    ("We design a new family of hybrid CNN-ViT neural networks, named FasterFoo, with a focus on throughput.",
     "FasterFoo", "CNN-ViT"),
])
def test_extract_a_proposal_in_a_group_names_its_members(text, proposed, not_proposed):
    found = _proposed(_extract(text))
    assert proposed in found and not_proposed not in found


@pytest.mark.parametrize("text, value, unit, measure", [
    # frames per second: a unit that is a measure of its own, reported after "at"
    ("At test time, FooFlow runs at 34 FPS on full-size point clouds.", 34.0, "FPS", "FPS"),
    ("FooTrack stays robust in real-world scenarios at 10 FPS inference speed.", 10.0, "FPS", "inference speed"),
    # standard translation measures
    ("FooMT gains 3.1 COMET on the WMT'22 test sets.", 3.1, None, "COMET"),
    # and detection's and captioning's
    ("FooDet reaches 65.3 NDS on nuScenes and 32.1 BLEU-1 on COCO.", 65.3, None, "NDS"),
    ("FooDet reaches 65.3 NDS on nuScenes and 32.1 BLEU-1 on COCO.", 32.1, None, "BLEU-1"),
    # and compression's: a factor before a comparative takes the measure after it
    ("Our method attains the same test accuracy with up to 82 times smaller bitrate than prior work.", 82.0, "×",
     "bitrate"),
])
def test_extract_known_measures_and_frame_rates_give_results(text, value, unit, measure):
    assert (value, unit, measure) in {(r.value, r.unit, r.metric) for r in _extract(text).results}


def test_extract_margins_after_more_than_go_on_to_the_next_measure():
    ext = _extract("Our results show an average improvement of more than 12 BLEU and 11 COMET over zero-shot use.")
    assert {(r.value, r.metric, r.delta) for r in ext.results} == {(12.0, "BLEU", True), (11.0, "COMET", True)}


@pytest.mark.parametrize("text, absent, present", [
    # an acronym the abstract defines as something else is not the known measure
    ("We select anchors with farthest point sampling (FPS). FPS keeps coverage.", "FPS", None),
    # but a long form that resembles a known measure's name is that measure, with its acronym
    ("We report the area under curve (AUC) on both sets. AUC rises by 3%.", None, "area under curve"),
    ("We report Intersection over Union (IoU) on both sets.", None, "Intersection over Union"),
])
def test_extract_an_acronym_defined_in_the_abstract_decides_a_known_measure(text, absent, present):
    measures = _metrics(text)
    assert absent not in measures and (present is None or present in measures)


@pytest.mark.parametrize("text, budget", [
    ("Specifically, FooDiff achieves 2.69 FID with 9 NFE and 6.86 FID with 5 NFE on CIFAR-10.", {9.0, 5.0}),
    ("Our samplers achieve FID scores of 2.11 in only 100 network function evaluations (NFE).", {100.0}),
    ("Solvers reach 20 steps, but the sample quality with less than 10 NFE can still be improved.", {10.0}),
])
def test_extract_a_budget_of_function_evaluations_is_no_result(text, budget):
    assert budget.isdisjoint(r.value for r in _extract(text).results)


def test_extract_a_person_named_set_of_equations_is_no_method():
    ext = _extract("FooSplineNets forecast dynamical systems, including the heat equation and Navier-Stokes equations.")
    assert "Navier-Stokes" not in _names(ext, EntityType.METHOD)


@pytest.mark.parametrize("text, proposed, not_proposed", [
    # the kind named before the comma carries the proposal to a long form past the cue's usual reach
    ("We design a generic algorithmic framework, Scale Fooing Bound (SFB), for bandits.", "Scale Fooing Bound", None),
    # a generic family spelled with hyphens is still a family, not the proposal
    ("To address this, we propose FOOKEN, a novel Multi-Modal Large Language Model (MM-LLM) that tokenizes scenes.",
     "FOOKEN", "Multi-Modal Large Language Model"),
])
def test_extract_an_apposition_kind_decides_an_acronyms_proposal(text, proposed, not_proposed):
    found = _proposed(_extract(text))
    assert proposed in found and not_proposed not in found


@pytest.mark.parametrize("text, name", [
    ("We demonstrate gains on tasks from the CLRS Algorithmic Fooing Benchmark and sorting.",
     "CLRS Algorithmic Fooing Benchmark"),
    ("Our results on the FOOMOV Benchmark show a gap.", "FOOMOV Benchmark"),
])
def test_extract_a_capitalised_data_head_ends_a_title_case_dataset_name(text, name):
    assert name in _names(_extract(text), EntityType.DATASET)


@pytest.mark.parametrize("text, name", [
    ("We release pseudo-labels for the Argoverse 2 and Waymo Open datasets.", "Waymo Open"),
    # but a split word is no part of the name
    ("We report top-1 accuracy on the ImageNet Validation set.", "ImageNet"),
])
def test_extract_a_title_word_between_a_known_dataset_and_its_kind_is_part_of_its_name(text, name):
    assert name in _names(_extract(text), EntityType.DATASET)


@pytest.mark.parametrize("text, named", [
    ("We consider multi-layer perceptron and Transformer architectures trained on the task.", True),
    ("FooDNA trains 160x faster than Transformers on long sequences.", True),
    # not a modifier, a part, a word of a longer name, or the kind a new name is given
    ("We propose a Transformer-based model with a Transformer encoder.", False),
    ("The Vision Transformer is strong on images.", False),
])
def test_extract_a_bare_common_architecture_is_a_method(text, named):
    assert ("Transformer" in _names(_extract(text), EntityType.METHOD)) is named


def test_extract_a_bare_common_architecture_is_never_the_proposal():
    found = _proposed(_extract("In this paper, we present a hybrid X-shaped vision Transformer, named Xfoomer."))
    assert found == {"Xfoomer"}


@pytest.mark.parametrize("text, name, kept", [
    # a generic procedure said twice is what the paper studies
    ("We study the implicit bias of gradient descent on deep nets. We show that gradient descent finds flat "
     "minima.", "gradient descent", True),
    ("The network is trained with gradient descent on the task.", "gradient descent", False),
    # but a family of models stays generic however often it is said
    ("Normalizing flows are popular. We show that normalizing flows fail on manifolds.", "normalizing flow", False),
])
def test_extract_a_generic_procedure_said_twice_is_a_method(text, name, kept):
    assert (name in {n.lower().removesuffix("s") for n in _names(_extract(text), EntityType.METHOD)}) is kept


@pytest.mark.parametrize("text, name", [
    ("We compare with quantization-aware training on ImageNet.", "quantization-aware training"),
    ("Physics-informed neural networks (PINNs) solve PDEs.", "Physics-informed neural networks"),
    ("We train vision transformers on ImageNet.", "vision transformers"),
])
def test_extract_standard_methods_written_in_lower_case_are_known(text, name):
    assert name in _names(_extract(text), EntityType.METHOD)


@pytest.mark.parametrize("text, name", [
    ("We analyze SGD with random reshuffling on smooth objectives.", "random reshuffling"),
    ("Safety is enforced with control barrier functions during training.", "control barrier functions"),
    ("Our policies extend the Whittle index to constrained bandits.", "Whittle index"),
])
def test_extract_named_techniques_in_lower_case_are_known(text, name):
    assert name in _names(_extract(text), EntityType.METHOD)


@pytest.mark.parametrize("text, name, type_", [
    ("We run a PLS analysis of an extremely large biomedical dataset from the UK Foobank, with 33,000 individuals.",
     "UK Foobank", EntityType.DATASET),
    # but instances of a kind of method are not data
    ("Most graph kernels proposed so far are instances of the R-foolution framework.", "R-foolution", None),
])
def test_extract_what_data_come_from_is_a_dataset(text, name, type_):
    ext = _extract(text)
    assert (name in _names(ext, EntityType.DATASET)) is (type_ is EntityType.DATASET)


@pytest.mark.parametrize("text, expected", [
    # scores listed on one dataset each after the first go on in its measure
    ("The model trains in 77 GPU hours, achieving around 99% test accuracy on MNIST, 72% on FooSet-100, and 92.7% "
     "on FooSet-10, which is best.", {(72.0, "test accuracy"), (92.7, "test accuracy")}),
    # an acronym right after a score is that score's own measure
    ("FooCLIP achieves 26.8 PQ, 16.8 AP, and 34.1 mIoU on ADE20K, 44.0 PQ, 56.2 mIoU on Cityscapes.",
     {(26.8, "PQ"), (44.0, "PQ"), (56.2, "mIoU")}),
    # a baseline's score is in the measure of the score it is compared with
    ("In zero-shot classification, FooCLIP achieves 70.8% accuracy, surpassing CLIP's 68.3% on ViT-B models.",
     {(70.8, "accuracy"), (68.3, "accuracy")}),
])
def test_extract_listed_scores_keep_their_measures(text, expected):
    assert expected <= _result_measures(text)


@pytest.mark.parametrize("text, expected", [
    # the two values a change goes between are values, not changes
    ("Perplexity on FooText increases from 8.7 to only 9.0 under our attack.", {(8.7, False), (9.0, False)}),
    # but a range of changes is a range of deltas
    ("FooQViT surpasses other works by an improved accuracy ranging from 0.4% to 17.9% on ImageNet.", {(0.4, True)}),
])
def test_extract_the_ends_of_a_change_from_one_value_to_another_are_values(text, expected):
    assert expected <= {(r.value, r.delta) for r in _extract(text).results}


@pytest.mark.parametrize("text, proposed, not_proposed", [
    # the names a proposal serves, listed after "for", are no proposal
    ("We address it by proposing a mechanism for calibrated detection transformers (Cal-FOOTR), particularly for "
     "Deformable-FOOTR, UP-FOOTR, and FOONO.", None, {"UP-FOOTR", "FOONO"}),
    # but the name set off after what it serves is the proposal
    ("We present the first approach for incremental robustness certification for randomized smoothing, FIRS.",
     "FIRS", set()),
])
def test_extract_names_a_proposal_serves_are_no_proposal(text, proposed, not_proposed):
    found = _proposed(_extract(text))
    assert (proposed is None or proposed in found) and not (not_proposed & found)


def test_extract_a_prefixed_adjective_from_a_name_is_no_method():
    assert "Semi-Markovian" not in _names(_extract("We study causal inference in Semi-Markovian models."), EntityType.METHOD)


@pytest.mark.parametrize("text, name, type_", [
    # a task's acronym that the gazetteer also holds as a dataset is the task, unless a data noun follows
    ("It outperforms baselines in tasks such as image classification and VQA with few pairs.", "VQA", EntityType.TASK),
    ("Our framework contributes to the evolution of UDA techniques in pose estimation.", "UDA", EntityType.TASK),
    ("We evaluate on the VQA dataset and GQA.", "VQA", EntityType.DATASET),
])
def test_extract_a_task_acronym_is_a_dataset_only_before_a_data_noun(text, name, type_):
    assert name in _names(_extract(text), type_)


@pytest.mark.parametrize("text", [
    "Yet the effectiveness of CLIP models on safety-related objectives is unclear.",
    "We improve the performance of LLaMA family models on TruthfulQA.",
])
def test_extract_a_released_model_before_models_or_family_is_the_model(text):
    assert _names(_extract(text), EntityType.MODEL) & {"CLIP", "LLaMA"}


@pytest.mark.parametrize("text, name, type_", [
    ("WizardFoo outperforms baselines such as Alpaca (trained from Self-Instruct) and Vicuna.", "Alpaca",
     EntityType.MODEL),
    # but an evaluation named after a model is data
    ("It outperforms all other models on the Alpaca leaderboard.", "Alpaca", EntityType.DATASET),
])
def test_extract_a_released_model_and_the_evaluation_named_after_it(text, name, type_):
    assert any(n.startswith(name) for n in _names(_extract(text), type_))


@pytest.mark.parametrize("text, word", [
    ("The robot hands (5k USD) and the teleoperation system are cheap.", "USD"),
    ("It helps on reasoning-intensive tasks including STEM and Multi-Hop QA.", "STEM"),
    ("Distributions whose support has a bounded VC-dimension can be learned.", "VC-dimension"),
])
def test_extract_currencies_fields_and_capacity_measures_are_no_methods(text, word):
    assert word not in _names(_extract(text), EntityType.METHOD)


def test_extract_standard_game_and_control_benchmarks_are_datasets():
    ext = _extract("Experiments on Kuhn poker, Leduc, Hanabi and CartPole show that FooPSRO is effective.")
    assert {"Kuhn poker", "Leduc", "Hanabi", "CartPole"} <= _names(ext, EntityType.DATASET)


@pytest.mark.parametrize("text, name, alias", [
    ("Its power is bounded by the Halvor-Lindqvist (HL) test on graphs.", "Halvor-Lindqvist test", "HL test"),
    ("We regularise the policy with the sliced Quendel (SQ) distance.", "sliced Quendel distance", "SQ distance"),
    ("We add a Marsh-Tolland (MT) divergence to the objective.", "Marsh-Tolland divergence", "MT divergence"),
    # a component noun after the acronym stays outside the name
    ("We design a Multi-scale Flow Mixing (MFM) module for fusion.", "Multi-scale Flow Mixing", "MFM"),
])
def test_extract_a_test_or_distance_after_an_acronym_is_the_names_own(text, name, alias):
    found = {e.name: e.aliases for e in _extract(text).entities if e.type is EntityType.METHOD}
    assert name in found and alias in found[name]


@pytest.mark.parametrize("text", [
    "On the two datasets, i.e., FooShoes and BarBags, our method gains +4.03% and + 2.40% Recall@50 over the "
    "baseline, respectively.",
    "On FooShoes and BarBags, our method gains + 4.03%, and + 2.40% Recall@50 over the baseline, respectively.",
])
def test_extract_a_sign_written_apart_still_lists_the_scores(text):
    got = {(r.value, r.metric, r.dataset) for r in _extract(text).results}
    assert got == {(4.03, "Recall@50", "FooShoes"), (2.4, "Recall@50", "BarBags")}


@pytest.mark.parametrize("text, dataset", [
    ("Extensive CIFAR-10 experiments on ResNets show gains. Our rule achieves 1.16% higher top-1 accuracy.",
     "CIFAR-10"),
    ("We introduce FooBench, a suite of puzzles. The best learner reaches 64% accuracy.", "FooBench"),
])
def test_extract_the_abstracts_one_dataset_is_where_its_untied_numbers_are(text, dataset):
    assert {r.dataset for r in _extract(text).results} == {dataset}


@pytest.mark.parametrize("text", ["Extensive experiments on ResNets show gains.", "We train UNets and ViTs."])
def test_extract_an_architecture_in_the_plural_is_no_dataset(text):
    ext = _extract(text)
    assert not _names(ext, EntityType.DATASET) and _names(ext, EntityType.METHOD)


@pytest.mark.parametrize("text, measure", [
    ("Tuning on FooData improves performance on its corresponding task by up to 52.7 accuracy points.", None),
    ("It improves success on real websites by 12%.", None),
    ("FooNet reduces average solving time by 20%.", "solving time"),
])
def test_extract_a_measure_changed_by_a_number_runs_over_no_preposition(text, measure):
    metrics = _names(_extract(text), EntityType.METRIC)
    assert not any(" on " in m for m in metrics) and (measure is None or measure in metrics)


@pytest.mark.parametrize("text", [
    "Bipartite ranking is formulated as optimizing the ROC curve, and FooRank minimises its distance to the optimum.",
])
def test_extract_the_roc_curve_is_a_measure(text):
    ext = _extract(text)
    assert "ROC curve" in _names(ext, EntityType.METRIC) and "ROC" not in _names(ext, EntityType.METHOD)


@pytest.mark.parametrize("text", [
    "With FooZero, semantic knowledge improves such zero-shot predictions by up to 65% on ImageNet.",
    "Our discretized FooRL algorithms improve upon their continuous counterparts by 2-3x.",
])
def test_extract_what_a_change_improves_upon_is_no_measure(text):
    assert not _names(_extract(text), EntityType.METRIC)


@pytest.mark.parametrize("text, task", [
    ("Experiments on video retrieval, videoQA, and action segmentation verify it.", "action segmentation"),
    ("Experiments on text ranking, FooQA, and relation extraction verify it.", "relation extraction"),
])
def test_extract_a_task_list_goes_on_past_an_acronym_item(text, task):
    assert task in _names(_extract(text), EntityType.TASK)


@pytest.mark.parametrize("text, tasks, not_tasks", [
    # list items that end in the head of the task before them are tasks of that kind, whatever their modifier
    ("It performs well on interactive segmentation, generic segmentation, referring segmentation, and video object "
     "segmentation.", {"generic segmentation", "referring segmentation"}, set()),
    # but not a clause that goes on after the list
    ("We study image classification, which requires labelling classification data.", set(),
     {"which requires labelling classification", "requires labelling classification"}),
    # nor an item whose head word modifies a measure
    ("Semantic relations can facilitate mechanical search and reduce search time.", set(), {"reduce search"}),
])
def test_extract_list_items_sharing_a_task_head(text, tasks, not_tasks):
    names = _names(_extract(text), EntityType.TASK)
    assert tasks <= names and not names & not_tasks


@pytest.mark.parametrize("text", [
    "Repeating this process with next-generation models and previous-generation models is risky.",
    "Future-generation models are trained on the outputs of earlier ones.",
    # nor a quality compared by degree
    "FooLM outperforms few-shot learning and even more involved fine-tuning procedures on small data.",
])
def test_extract_an_adjective_of_order_before_a_task_head_is_no_task(text):
    assert not {n for n in _names(_extract(text), EntityType.TASK) if "generation" in n or "involved" in n}


@pytest.mark.parametrize("text, word", [
    ("Given a language model, only very light instruction tuning is needed to learn a task.", "very"),
    ("Given a language model, only rather light instruction tuning is needed to learn a task.", "rather"),
])
def test_extract_a_degree_word_opens_no_task(text, word):
    tasks = _names(_extract(text), EntityType.TASK)
    assert tasks and not any(n.startswith(word + " ") for n in tasks)



@pytest.mark.parametrize("text, name", [
    ("We fit the Halvorsen-Tarp model to the preferences.", "Halvorsen-Tarp model"),
    ("We discretise it with the Quill-Marrow-Dent scheme.", "Quill-Marrow-Dent scheme"),
])
def test_extract_a_model_named_after_its_authors_keeps_its_noun(text, name):
    assert name in _names(_extract(text), EntityType.METHOD)


def test_extract_an_eponym_before_a_task_noun_leaves_the_task_whole():
    ext = _extract("We study Halvorsen-Tarp model extraction attacks on deployed APIs.")
    assert "Halvorsen-Tarp model" not in _names(ext, EntityType.METHOD)


@pytest.mark.parametrize("text, name", [
    ("In this work, we propose G-$\\Delta$FQ, a novel training framework for graphs.", "G-ΔFQ"),
    ("We propose $\\beta$K-Bayes, a private estimator.", "βK-Bayes"),
])
def test_extract_a_hyphenated_name_with_a_greek_letter_is_a_name(text, name):
    ext = _extract(text)
    assert name in _names(ext, EntityType.METHOD) and name in _proposed(ext)


def test_extract_a_capitalised_module_after_the_proposal_is_its_part():
    ext = _extract("We propose FooNet, a framework for mesh recovery. FooNet incorporates two new modules: (1) a Pixel "
                   "Alignment Module aligns pixels; (2) a Depth Mixing Block mixes depth.")
    assert {"FooNet", "Pixel Alignment Module", "Depth Mixing Block"} <= _proposed(ext)
    assert {(r.subject, r.object) for r in ext.relations if r.type is RelationType.PART_OF} == {
        ("Pixel Alignment Module", "FooNet"), ("Depth Mixing Block", "FooNet")}


@pytest.mark.parametrize("text, expected", [
    ("QSR cuts the training time on 16 GPUs down from 26.7 to 20.2 hours.", {26.7, 20.2}),
    ("QSR cuts the training time on 16 or 64 GPUs down from 26.7 to 20.2 hours.", {26.7, 20.2}),
    # a second change of the same measure joined by "or from"
    ("QSR cuts the training time on 16 or 64 GPUs down from 26.7 to 20.2 hours or from 8.6 to 5.5 hours.",
     {26.7, 20.2, 8.6, 5.5}),
    ("FooNet converges to losses 1,500 to 50,000 times lower than the baseline.", {1500.0, 50000.0}),
])
def test_extract_a_count_between_a_measure_and_its_value_reports_nothing(text, expected):
    assert {r.value for r in _extract(text).results} == expected


def test_extract_joined_gains_in_points_are_no_counts():
    ext = _extract("FooNet achieves gains of +8.7 and +5.1 points on BarSet and BazSet, respectively.")
    assert {(r.value, r.unit) for r in ext.results} == {(8.7, "points"), (5.1, "points")}


def test_extract_an_acceleration_ratio_is_a_measure():
    ext = _extract("Applied to BarNet, FooNet gets an acceleration ratio of 2× without retraining.")
    assert {r.metric for r in ext.results} == {"acceleration ratio"}


def test_extract_our_long_description_then_a_name_in_parentheses_proposes_it():
    ext = _extract("Experiments on GLUE show that our low-rank plus quantized matrix decomposition approach (LQ-FooRA) "
                   "outperforms strong BarLoRA baselines.")
    assert _proposed(ext) == {"LQ-FooRA"}


@pytest.mark.parametrize("text, name, kept", [
    ("Self-training is a well-established technique in semi-supervised learning. In this paper, we introduce "
     "doubly-robust self-training, an innovative semi-supervised algorithm that balances two extremes.",
     "doubly-robust self-training", "self-training"),
    ("We propose cross-view multi-scale feature smoothing, a simple regularization method.",
     "cross-view multi-scale feature smoothing", None),
])
def test_extract_a_described_lowercase_proposal_counts_words_not_hyphens(text, name, kept):
    ext = _extract(text)
    assert name in _names(ext, EntityType.METHOD) and name in _proposed(ext)
    assert kept is None or kept in _names(ext, EntityType.TASK)


@pytest.mark.parametrize("measure", ["AP25", "AP15", "mAP30", "AR100"])
def test_extract_a_measure_at_a_threshold_is_a_metric(measure):
    ext = _extract(f"We achieve an increase in {measure} from 75.1% to 77.8% and in AP50 from 61.3% to 66.0% on "
                   "FooScenes.")
    assert measure in _names(ext, EntityType.METRIC)
    assert {(r.value, r.metric) for r in ext.results} == {(75.1, measure), (77.8, measure), (61.3, "AP50"),
                                                          (66.0, "AP50")}


@pytest.mark.parametrize("text, datasets", [
    ("FooDiff achieves state-of-the-art FID scores on the FooScenes (21.512), Building Facades (25.310), and WikiArts "
     "(36.212) datasets.", {"Building Facades", "WikiArts"}),
    # an item with its own score after known datasets with theirs
    ("FooSC cuts sampling on six benchmarks, including MATH (-33.8%), GSM8K (-80.1%), StrategyQA (-76.8%), "
     "CommonsenseQA (-78.5%), Coin Flip (-84.2%) and Last Letters (-67.4%), while keeping accuracy.",
     {"Coin Flip", "Last Letters"}),
])
def test_extract_a_dataset_list_goes_on_past_each_items_score(text, datasets):
    ext = _extract(text)
    assert datasets <= _names(ext, EntityType.DATASET)
    assert not datasets & _names(ext, EntityType.METHOD)


@pytest.mark.parametrize("text, measure", [
    ("FooNet achieves a +9.4% improvement on averaged precision in the BarShop dataset.", "averaged precision"),
    ("FooNet gives a 3% gain on the BarShop dataset.", None),
])
def test_extract_a_change_on_a_measure_names_it(text, measure):
    assert {r.metric for r in _extract(text).results} == {measure}


@pytest.mark.parametrize("text, expected", [
    ("FooNet achieves 21% − 64% improvements over the baseline model.", {(21.0, True), (64.0, True)}),
    ("FooNet reaches a 1.24- 2.01x speedup compared to BarLM.", {(1.24, True), (2.01, True)}),
])
def test_extract_a_range_typed_with_a_minus_or_a_glued_dash(text, expected):
    assert {(r.value, r.delta) for r in _extract(text).results} == expected


@pytest.mark.parametrize("text, values", [
    ("FooNet models keep 91% accuracy at activation sparsity levels of 50%.", {91.0}),
    ("At a pruning ratio of 70%, FooNet keeps 95% accuracy.", {95.0}),
    ("FooNet achieves a compression ratio of 70% on BarSet.", {70.0}),
])
def test_extract_a_level_or_ratio_a_result_is_reported_at_is_a_setting(text, values):
    assert {r.value for r in _extract(text).results} == values


def test_extract_respective_datasets_before_their_scores_in_parentheses():
    ext = _extract("FooGNN achieves record-breaking results on FooMol-Subset (0.059) and FooMol-Full (0.013), "
                   "outperforming previous SOTA results by 10.6% and 40.9%, respectively.")
    assert {(r.value, r.dataset) for r in ext.results if r.unit == "%"} == {(10.6, "FooMol-Subset"),
                                                                            (40.9, "FooMol-Full")}


def test_extract_a_later_aside_is_no_comparison_of_a_listed_number():
    ext = _extract("Experiments on FooBench-201 and BarBench-101 show that FooLock reduces transferability by up to "
                   "30% and 50%, respectively, with negligible degradation on source tasks (<2%).")
    assert {(r.value, r.dataset) for r in ext.results if r.value > 5} == {(30.0, "FooBench-201"),
                                                                          (50.0, "BarBench-101")}


@pytest.mark.parametrize("text, known", [
    ("Here, our mirror descent approach exceeds the baselines on poker.", "mirror descent"),
    ("We then extend our Q-learning algorithm to the risk-averse setting.", "Q-learning"),
])
def test_extract_our_known_method_before_our_own_noun_is_not_new(text, known):
    ext = _extract(text)
    assert known not in _proposed(ext) and known in _names(ext, EntityType.METHOD)


def test_extract_the_proposed_variant_of_a_known_method_is_new():
    ext = _extract("We develop the proposed robust score matching procedure for contaminated data.")
    assert "robust score matching" in _proposed(ext)


@pytest.mark.parametrize("text, name", [
    ("Current state-of-the-art (SOTA) methods are latent variable models based on VAE (CA-VAEs).", "VAE"),
    ("We develop an algorithm based on FTRL with Shannon entropy regularizer that needs no covariance.", "FTRL"),
])
def test_extract_what_a_method_is_based_on_is_no_dataset(text, name):
    ext = _extract(text)
    assert name not in _names(ext, EntityType.DATASET) and name in _names(ext, EntityType.METHOD)


def test_extract_an_apposition_to_what_a_proposal_builds_on_is_not_new():
    ext = _extract("Gaussian process regression (GPR) is a non-parametric model used in many applications. This paper "
                   "proposes a privacy-preserving GPR method based on secret sharing (SS), a secure multi-party "
                   "computation (SMPC) technique.")
    assert not _proposed(ext)


@pytest.mark.parametrize("text, task, part", [
    ("Two new losses are motivated by partial label learning and multiple instance learning.",
     "multiple instance learning", "instance learning"),
    ("We study novel view synthesis from sparse inputs.", "novel view synthesis", "view synthesis"),
])
def test_extract_a_known_task_name_takes_over_the_phrase_inside_it(text, task, part):
    tasks = _names(_extract(text), EntityType.TASK)
    assert task in tasks and part not in tasks


def test_extract_deep_ensembles_said_once_is_a_method():
    ext = _extract("FooMP operates as a drop-in replacement for deep ensembles, where each member is trained apart.")
    assert "deep ensembles" in _names(ext, EntityType.METHOD)


def test_extract_an_acronym_ending_a_defined_one_is_its_method():
    ext = _extract("This paper presents a Domain-Inspired Sharpness-Aware Minimization (DISAM) algorithm for domain "
                   "shifts. It is motivated by the inconsistent convergence of SAM across different domains.")
    assert "SAM" in _names(ext, EntityType.METHOD) and "SAM" not in _names(ext, EntityType.MODEL)


def test_extract_an_architecture_listed_after_the_proposal_is_its_kind():
    ext = _extract("We propose Multi-FooNets, U-Nets with a simplified, wavelet-based encoder without learnable "
                   "parameters.")
    assert _proposed(ext) == {"Multi-FooNets"}


def test_extract_flops_in_capitals_is_a_measure():
    ext = _extract("FooViT achieves state-of-the-art accuracy with a significant reduction in parameters and FLOPS.")
    assert "FLOPS" in _names(ext, EntityType.METRIC) and "FLOPS" not in _names(ext, EntityType.METHOD)


def test_extract_where_a_score_is_reached_is_a_dataset():
    ext = _extract("Our approach achieves 50.3 ROUGE-1 in XSum, and 62.9 ROUGE-1 in FooPatent.")
    assert "FooPatent" in _names(ext, EntityType.DATASET)
    assert {(r.value, r.dataset) for r in ext.results} == {(50.3, "XSum"), (62.9, "FooPatent")}


def test_extract_a_prefixed_capital_word_goes_on_inside_a_name():
    ext = _extract("This paper introduces the Gaussian multi-Graphical Model, a model to construct sparse graphs.")
    assert _proposed(ext) == {"Gaussian multi-Graphical Model"}


def test_extract_a_released_model_named_after_the_proposal_is_no_part_of_it():
    ext = _extract("We propose FooAttack, an automated attack pipeline that generates triggers on a cheaper proxy "
                   "target model (DeepSeek V3) and transfers them to models like DeepSeek R1.")
    assert _proposed(ext) == {"FooAttack"}


@pytest.mark.parametrize("text, gone, kept", [
    ("In this study, we introduce **FOOD**, a **FOO**benchmark for **D**NA language models, with realistic tasks.",
     "FOObenchmark", "FOOD"),
    ("We evaluate on benchmarks of MMBench, SEEDBench, MMstar, and MathVista.", None, "MMstar"),
])
def test_extract_a_word_whose_capitals_spell_a_name_is_no_name(text, gone, kept):
    names = {e.name for e in _extract(text).entities}
    assert kept in names and (gone is None or gone not in names)


@pytest.mark.parametrize("text, name", [
    ("We propose the Epistemic Alignment Framework, a set of ten challenges in knowledge transmission.",
     "Epistemic Alignment Framework"),
    ("We propose the Periodicity Decoupling Framework for long-term series forecasting.",
     "Periodicity Decoupling Framework"),
])
def test_extract_a_capitalised_method_head_ends_a_title_case_name(text, name):
    assert _proposed(_extract(text)) == {name}


def test_extract_a_dataset_apposition_reads_past_commas_and_capital_compounds():
    ext = _extract("We benchmark FooNAS in two scenarios: SIXray (a popular, massive X-ray dataset) and Residuals "
                   "(a proprietary, unpublished dataset provided by our partners).")
    assert {"SIXray", "Residuals"} <= _names(ext, EntityType.DATASET)


def test_extract_a_task_with_its_own_acronym_pairs_no_dataset():
    ext = _extract("We propose a novel multi-objective approach for neural architecture search (NAS) for concealed "
                   "weapon detection (MEOW). MEOW outperforms the state of the art.")
    assert "MEOW" not in _names(ext, EntityType.DATASET) and "MEOW" in _names(ext, EntityType.METHOD)


def test_extract_a_known_dataset_name_given_to_the_proposal_is_the_method():
    ext = _extract("We propose a novel functional relative position encoding with progressive interpolation, FIRE, "
                   "to improve Transformer generalization to longer contexts.")
    assert _proposed(ext) == {"FIRE"} and "FIRE" not in _names(ext, EntityType.DATASET)


def test_extract_an_adverb_before_the_opening_dataset_keeps_it_the_results_dataset():
    ext = _extract("We evaluate FooNet on Pascal VOC, COCO, and LVIS. Notably, for COCO, FooNet surpasses the few-shot "
                   "SoTA by 15 mAP on 10-shot and 7.2 mAP on 30-shot. For LVIS, FooNet outperforms it by 17 box APr.")
    got = {(r.value, r.metric, r.dataset, r.delta) for r in ext.results}
    assert {(15.0, "mAP", "COCO", True), (7.2, "mAP", "COCO", True), (17.0, "box APr", "LVIS", True)} <= got


@pytest.mark.parametrize("text", [
    "The LLM correctly resolves 1397 of 1425 (98%) ambiguities left by the parser.",
    "Moreover, 37 out of the 50 (74%) individual graphs match the ground truth exactly.",
])
def test_extract_a_count_before_its_share_takes_no_percent(text):
    assert {r.value for r in _extract(text).results if r.unit == "%"} <= {98.0, 74.0}


def test_extract_a_dataset_list_opening_the_sentence_pairs_with_its_numbers():
    ext = _extract("We propose MALT. On MATH, GSM8K, and CSQA, MALT surpasses the same baseline LLM with relative "
                   "improvements of 15.66%, 7.42%, and 9.40%.")
    assert {(r.value, r.dataset) for r in ext.results} == {(15.66, "MATH"), (7.42, "GSM8K"), (9.4, "CSQA")}


def test_extract_a_margin_before_a_pair_covers_the_pairs_after_it():
    ext = _extract("We propose SPOC. SPOC achieves absolute gains of 8.8% and 11.6% on MATH500, 10.0% and 20.0% on "
                   "AMC23, and 3.3% and 6.7% on AIME24, respectively.")
    assert len(ext.results) == 6 and all(r.delta for r in ext.results)


def test_extract_values_with_changes_in_parentheses_share_the_measure():
    ext = _extract("We propose DPT. DPT outperforms baselines on ImageNet, achieving top-1 accuracies of 59.0 (+2.8), "
                   "69.5 (+3.0), and 74.4 (+2.0) with one, two, or five labels per class, respectively.")
    got = {(r.value, r.metric, r.delta) for r in ext.results}
    assert {(69.5, "top-1 accuracy", False), (3.0, "top-1 accuracy", True), (74.4, "top-1 accuracy", False),
            (2.0, "top-1 accuracy", True)} <= got


def test_extract_a_dashed_range_after_a_margin_is_a_range_of_margins():
    ext = _extract("We propose ACA. ACA surpasses state-of-the-art attacks by an average of 13.3-50.4% and 16.8-48.0% "
                   "in normally trained models and defense methods, respectively.")
    assert {r.value for r in ext.results} == {13.3, 50.4, 16.8, 48.0} and all(r.delta for r in ext.results)


def test_extract_models_listed_after_a_model_noun_are_models_with_their_releases():
    ext = _extract("Evaluated with 8 different LLMs (Pythia, Dolly 2.0, Palmyra, Camel, GPT-J, Dolly 1.0, LLaMA, and "
                   "Vicuna) across 4 datasets, FooDetect outperforms existing detectors.")
    assert {"Dolly 2.0", "Palmyra", "Dolly 1.0", "Pythia"} <= _names(ext, EntityType.MODEL)


def test_extract_a_size_with_a_patch_size_makes_a_model():
    ext = _extract("For example, SoViT-400m/14 achieves 90.3% fine-tuning accuracy on ILSRCV2012.")
    assert "SoViT-400m/14" in _names(ext, EntityType.MODEL)


@pytest.mark.parametrize("text, name, type_", [
    ("To address this, we present ViLMA (Video Language Model Assessment), a task-agnostic benchmark that places "
     "the assessment on a firm footing.", "Video Language Model Assessment", EntityType.DATASET),
    ("The losses satisfy the QG (Quadratic Growth) condition, a generalization of the PL condition.", "Quadratic Growth",
     None),
])
def test_extract_an_acronym_before_its_long_form_reads_what_follows_the_parenthesis(text, name, type_):
    ext = _extract(text)
    types = {e.type for e in ext.entities if e.name == name}
    assert types == ({type_} if type_ else set())


@pytest.mark.parametrize("text", [
    "We propose CALICO. Notably, CALICO outperforms the baseline method by 10.5% and 8.6% on NDS and mAP.",
    "We propose CALICO. CALICO improves NDS and mAP by 10.5% and 8.6%, respectively.",
    "We propose CALICO. CALICO achieves 10.5% and 8.6% improvements in NDS and mAP, respectively.",
])
def test_extract_coordinated_numbers_pair_with_as_many_coordinated_measures(text):
    assert {(r.value, r.metric) for r in _extract(text).results} == {(10.5, "NDS"), (8.6, "mAP")}


def test_extract_the_dataset_a_sentence_evaluates_in_is_the_results_dataset():
    ext = _extract("We introduce Parsel. Using Parsel, LLMs solve more competition-level problems in the APPS dataset, "
                   "resulting in pass rates over 75% higher than prior results.")
    assert {(r.value, r.dataset) for r in ext.results} == {(75.0, "APPS")}


@pytest.mark.parametrize("text, metric", [
    ("We propose QLLM. QLLM outperforms the previous method by 7.89% on the average accuracy across five tasks.",
     "accuracy"),
    ("We propose QLLM. QLLM outperforms the previous method by 7.89% on the CATH dataset.", None),
])
def test_extract_a_measure_after_on_names_a_margin(text, metric):
    assert [r.metric for r in _extract(text).results] == [metric]


@pytest.mark.parametrize("text, delta", [
    ("It improves both (e.g., +0.55% ACC and −3.7% ECE on ImageNet1k using ResNet34).", True),
    ("It improves both (e.g., +0.55% ACC and -3.7% ECE on ImageNet1k using ResNet34).", True),
    ("The learned score reaches a correlation of −0.37 with the human ranking on FooSet.", False),
])
def test_extract_a_negative_percentage_is_a_change(text, delta):
    assert {r.delta for r in _extract(text).results if r.value in {3.7, 0.37}} <= {delta}


def test_extract_a_formatting_command_inside_a_formula_keeps_it_a_formula():
    ext = _extract(r"We propose FooRL, which guarantees $\widetilde{\mathcal{O}}(S/\mathcal{C}_{\mathrm{gap}} + "
                   r"S^2AH^2)$ violation and $\mathcal{O}(\frac{S^2AH^2}{\varepsilon})$ regret.")
    assert "S2AH2" not in {e.name for e in ext.entities} and "FooRL" in _names(ext, EntityType.METHOD)


def test_extract_a_name_before_a_capital_compound_and_a_data_noun_is_a_dataset():
    ext = _extract("We evaluate FooShift on standard image datasets, as well as the CheXpert chest X-ray dataset.")
    assert "CheXpert" in _names(ext, EntityType.DATASET)


def test_extract_an_acronym_glued_to_the_next_word_is_one_more_mention():
    ext = _extract("We introduce Group Preference Optimization (GPO), an alignment framework. Our results demonstrate "
                   "that GPOnot only aligns models more accurately but also requires fewer preferences.")
    assert {e.name for e in ext.entities if e.type is EntityType.METHOD} == {"Group Preference Optimization"}


def test_extract_a_coined_name_built_on_a_defined_acronym_does_not_absorb_it():
    ext = _extract("We propose the NeRF-LEBM, a 3D-aware generative model that incorporates 3D representation via "
                   "Neural Radiance Fields (NeRF) and 2D imaging via differentiable volume rendering.")
    got = {e.name: e.aliases for e in ext.entities if e.type is EntityType.METHOD}
    assert got.get("Neural Radiance Fields") == ["NeRF"] and "NeRF" not in got.get("NeRF-LEBM", [])


def test_extract_a_measure_before_another_clause_is_not_its_numbers():
    ext = _extract("Our FooPlan outperforms strong visual planners by delivering 53% higher aggregate success rate "
                   "while generating visual plans 35× faster.")
    assert {(r.value, r.metric) for r in ext.results} == {(53.0, "aggregate success rate"), (35.0, None)}


def test_extract_a_plural_noun_before_its_own_acronym_is_no_verb_after_a_gerund():
    ext = _extract("Error-correcting codes (ECC) are used to reduce multiclass classification tasks to multiple "
                   "binary classification subproblems.")
    assert "error-correcting" not in _names(ext, EntityType.TASK)


@pytest.mark.parametrize("text, name", [
    ("This paper introduces Least Volume---a simple yet effective regularization inspired by geometric intuition.",
     "Least Volume"),
    ("This paper introduces Least Volume, a simple regularization for autoencoders.", "Least Volume"),
])
def test_extract_a_capitalised_stop_word_after_a_proposal_verb_opens_the_name(text, name):
    assert _proposed(_extract(text)) == {name}


def test_extract_a_score_on_another_task_keeps_the_measure_of_the_score_before():
    ext = _extract("GPT4V achieves 62.99% accuracy (4-shot) on the comprehension task and 49.7% on the localization "
                   "task (4-shot and Chain-of-Thought).")
    assert {(r.value, r.metric) for r in ext.results} == {(62.99, "accuracy"), (49.7, "accuracy")}


@pytest.mark.parametrize("text, task", [
    ("We introduce FooWind, a framework for learning robot manipulation tasks from language.", "robot manipulation"),
    ("We provide a dataset for training vehicle destination detection and semantic segmentation models.",
     "vehicle destination detection"),
    ("Constrained Markov games offer a framework for modeling multi-agent reinforcement learning problems.",
     "multi-agent reinforcement learning"),
    ("Humans learn language implicitly, which offers a lens for understanding in-context learning in LLMs.",
     "in-context learning"),
])
def test_extract_a_gerund_after_a_preposition_is_no_part_of_the_task(text, task):
    tasks = _names(_extract(text), EntityType.TASK)
    assert task in tasks and not any(t.startswith(("learning ", "training ", "modeling ", "understanding "))
                                     for t in tasks)


@pytest.mark.parametrize("text, name", [
    ("To address this issue, we propose a training paradigm called Zephyr-Guided Relaxed Learning (ZGRL), "
     "which relaxes the margins of hard samples.", "Zephyr-Guided Relaxed Learning"),
    ("We introduce a new inference paradigm called FooStep that verifies every draft before release.", "FooStep"),
])
def test_extract_a_paradigm_called_a_name_is_the_proposed_method(text, name):
    ext = _extract(text)
    assert name in _names(ext, EntityType.METHOD)
    assert name in _proposed(ext)


@pytest.mark.parametrize("text, value, delta", [
    # "by" before the one who reaches a score is no margin
    ("We propose FooNAS. For instance, the best network searched by FooNAS achieves 97.31% on CIFAR-10, which is "
     "0.04% higher than the baselines.", 97.31, False),
    ("We propose FooNAS. The network found by FooNAS reaches 76.2% on ImageNet.", 76.2, False),
    # but a margin's "by" still makes one
    ("We propose FooNAS. FooNAS improves the accuracy by 2.1% on ImageNet.", 2.1, True),
])
def test_extract_by_before_who_reaches_a_score_is_no_margin(text, value, delta):
    assert {r.value: r.delta for r in _extract(text).results}[value] is delta


@pytest.mark.parametrize("text, device", [
    ("We propose FooQ. Our implementations on the Realme GT Android smartphone achieve 2.6x speedup.",
     "Realme GT Android"),
    ("We propose FooQ. Deployed on the Zynq UltraScale FPGA, FooQ achieves a 3.1x speedup.", "Zynq UltraScale"),
])
def test_extract_a_device_run_on_is_no_dataset(text, device):
    ext = _extract(text)
    assert device not in _names(ext, EntityType.DATASET)
    assert all(r.dataset != device for r in ext.results)


@pytest.mark.parametrize("text, value, measure", [
    # a share a change verb takes away is the change of what it is a share of
    ("We propose FooChunk. FooChunk can reduce over 80% of activation memory while keeping the speed.", 80.0,
     "activation memory"),
    # "extend ... by" names the measure extended
    ("We propose FooChunk. FooChunk can extend max sequence length by 3.2x to 11.7x.", 3.2, "max sequence length"),
    # but a share of what is used is no measure
    ("We propose FooChunk. FooChunk is trained with 10% of the training data and improves accuracy.", 10.0, None),
])
def test_extract_a_share_taken_away_or_an_extension_names_its_measure(text, value, measure):
    got = {r.value: r.metric for r in _extract(text).results}
    assert got.get(value) == measure


@pytest.mark.parametrize("text, names, type_", [
    ("Then, we compare forward-only algorithms, focusing on the Forward-Forward and PEPITA frameworks, and we show "
     "that they share the same learning principles.", {"Forward-Forward", "PEPITA"}, EntityType.METHOD),
    # a list evaluated on with no method noun after it stays data
    ("We evaluate on FooSet and BarSet, and we show that it works.", {"FooSet", "BarSet"}, EntityType.DATASET),
])
def test_extract_names_listed_before_a_method_noun_are_methods(text, names, type_):
    assert names <= _names(_extract(text), type_)


def test_extract_a_long_form_whose_capitals_spell_the_acronym_may_open_with_a():
    ext = _extract("In this paper, we propose A gracefUl pRompt framewOrk for cRoss-modal trAnsfer (AURORA) to "
                   "overcome these challenges. AURORA is simple.")
    found = {e.name: e.aliases for e in ext.entities if e.type is EntityType.METHOD}
    assert "AURORA" in found.get("A gracefUl pRompt framewOrk for cRoss-modal trAnsfer", ())


@pytest.mark.parametrize("text, name", [
    # a long form whose list shares a head that names an object of study is no method
    ("Many concepts generalize to matrix manifolds such as Symmetric Positive Definite (SPD) and Grassmann "
     "manifolds.", "Symmetric Positive Definite"),
    ("Our method works on Stiefel and Grassmann manifolds, like Symmetric Positive Definite (SPD) or Hyperbolic "
     "manifolds.", "Symmetric Positive Definite"),
])
def test_extract_a_long_form_before_a_shared_concept_head_is_no_method(text, name):
    assert name not in _names(_extract(text), EntityType.METHOD)


def test_extract_a_change_joined_by_and_from_keeps_the_measure():
    got = {(r.value, r.metric, r.dataset) for r in _extract(
        "We propose FooSAM. Notably, we improve Mask AR from 20.2 to 22.5 on LVIS, and from 17.0 to 26.0 on "
        "SA-1B.").results}
    assert {(17.0, "Mask AR", "SA-1B"), (26.0, "Mask AR", "SA-1B")} <= got


@pytest.mark.parametrize("text", [
    "Distributed Alignment Search (DAS) is a powerful gradient descent method grounded in a theory of causal "
    "abstraction.",
    "Distributed Alignment Search (DAS) is a method based on causal abstraction.",
])
def test_extract_a_copula_naming_a_method_before_a_participle_types_the_acronym(text):
    assert "Distributed Alignment Search" in _names(_extract(text), EntityType.METHOD)


def test_extract_a_name_the_paper_builds_on_a_defined_acronym_is_its_own():
    ext = _extract("Distributed Alignment Search (DAS) is a method. In this paper, we scale DAS by replacing search "
                   "steps with learned parameters -- an approach we call Boundless DAS.")
    assert "Boundless DAS" in _proposed(ext)


@pytest.mark.parametrize("text, name", [
    ("Connectionist Temporal Classification (CTC) is a widely used criterion for training sequence models.",
     "Connectionist Temporal Classification"),
    ("Noise Contrastive Estimation (NCE) is a popular estimator for unnormalized models.",
     "Noise Contrastive Estimation"),
])
def test_extract_an_acronym_a_copula_calls_a_criterion_or_estimator_is_a_method(text, name):
    assert name in _names(_extract(text), EntityType.METHOD)


@pytest.mark.parametrize("text, value, measure", [
    ("We propose FooSim. FooSim surpasses prior work along the realism meta metric by 3.3% and along the interaction "
     "metric by 9.9%.", 9.9, "interaction metric"),
    ("We propose FooSim. FooSim surpasses prior work in the collision rate by 4.2%.", 4.2, "collision rate"),
])
def test_extract_a_measure_after_in_or_along_the_names_a_margin(text, value, measure):
    assert (value, measure) in _result_measures(text)


@pytest.mark.parametrize("text, value, delta", [
    # "up to" after "of", "with" or a verb of reaching caps a value; it changes nothing
    ("We propose FooNeRF. FooNeRF renders large scenes at 4K resolution with a frame rate of up to 43 FPS.", 43.0,
     False),
    ("We propose FooEdit. FooEdit attacks pre-trained LLMs with up to 100% success rate.", 100.0, False),
    # but "by up to" is a margin
    ("We propose FooEdit. FooEdit improves the success rate by up to 12%.", 12.0, True),
])
def test_extract_up_to_a_value_reached_is_no_change(text, value, delta):
    assert {r.value: r.delta for r in _extract(text).results}[value] is delta


@pytest.mark.parametrize("text, values", [
    # a bound sign glued to its number still reads it
    ("We propose FooBot. FooBot acquires food items with ≥80% success rate.", {(80.0, "success rate")}),
    # but an example of a setting in parentheses is no result
    ("We propose FooPrune. Models can be pruned to high sparsity levels (e.g. ≥75%) with low impact on accuracy "
     "(≤1% relative drop).", {(1.0, "accuracy")}),
])
def test_extract_a_bound_sign_glued_to_a_number_reads_it(text, values):
    assert _result_measures(text) == values


@pytest.mark.parametrize("text, name, alias", [
    # the parts of a hyphenated long form spell the acronym before its colon
    ("This paper introduces PAE: Planner-Actor-Evaluator, a novel framework for teaching agents.",
     "Planner-Actor-Evaluator", "PAE"),
    # a capitalised plural method noun ends the title-case name
    ("We present Neural Spectral Methods, a technique to solve parametric PDEs.", "Neural Spectral Methods", None),
])
def test_extract_hyphen_parts_spell_an_acronym_and_plural_heads_end_a_name(text, name, alias):
    found = {e.name: e.aliases for e in _extract(text).entities if e.type is EntityType.METHOD}
    assert name in found and (alias is None or alias in found[name])


def test_extract_a_versioned_name_before_a_possessive_is_no_person():
    ext = _extract("We propose FooGen. FooGen only takes 10.8% of Stable Diffusion v1.5's training time. We follow "
                   "John Rawls's advocacy.")
    assert "Stable Diffusion v1.5" in _names(ext, EntityType.MODEL)
    assert not any("Rawls" in e.name for e in ext.entities)


@pytest.mark.parametrize("text, kept", [
    ("Powerful sequence models, such as GPT or BERT, are often employed to encode trajectories.", True),
    ("We train our model using GPT and CLIP as teachers.", True),
    # alone, the family names no model
    ("We compare against GPT on three tasks.", False),
])
def test_extract_a_model_family_listed_with_models_is_a_model(text, kept):
    assert ("GPT" in _names(_extract(text), EntityType.MODEL)) is kept


@pytest.mark.parametrize("text, name, type_", [
    ("We propose FooDiff. FooDiff keeps fidelity (as assessed by GIQA) and compatibility.", "GIQA", EntityType.METRIC),
    ("We propose FooTune. FooTune outperforms Alpaca as evaluated by GPT-4 on multiple test sets.", "GPT-4",
     EntityType.MODEL),
])
def test_extract_a_name_a_quality_is_assessed_by_is_a_measure(text, name, type_):
    assert name in _names(_extract(text), type_)


@pytest.mark.parametrize("text, values", [
    # the value "is" gives in a "when" clause is a condition, not a result
    ("We propose FooCache. It shows a 4.3× improvement in FLOPs over the baseline when the ratio for FLOPs is 10.",
     {4.3}),
    # and a share of things in parentheses is no result
    ("We propose FooSparse. Training involves a large fraction of channels (up to 60%) being sparser than others, "
     "and FooSparse improves accuracy by 2%.", {2.0}),
])
def test_extract_a_condition_or_a_share_in_parentheses_is_no_result(text, values):
    assert {r.value for r in _extract(text).results} == values


@pytest.mark.parametrize("text, value, measure", [
    # whose value it was ("the state-of-the-art", "the previous best") is no part of the measure a margin changes
    ("We propose FooGuide. We reduce the state-of-the-art solving time by 13% on average.", 13.0, "solving time"),
    ("We propose FooGuide. We reduce the previous best solving time by 13% on average.", 13.0, "solving time"),
])
def test_extract_whose_value_a_margin_changes_is_no_part_of_its_measure(text, value, measure):
    assert (value, measure) in _result_measures(text)


@pytest.mark.parametrize("text, name", [
    ("We design inhibitors targeting SARS-CoV-2 proteins with FooMol.", "SARS-CoV-2"),
    ("We forecast COVID-19 cases with FooCast.", "COVID-19"),
])
def test_extract_a_virus_or_disease_name_is_no_method(text, name):
    assert name not in {e.name for e in _extract(text).entities}


@pytest.mark.parametrize("text, expected", [
    # a measure named after the last score of a list of scores on datasets measures them all
    ("We propose FooSeg. FooSeg achieves 50.4% (+ 8.2%) on COCO, 81.8% (+ 3.2%) on Pascal-VOC, and 8.7% (+4.3%) on "
     "ADE20K in terms of mIoU.", {(50.4, "mIoU"), (81.8, "mIoU"), (8.7, "mIoU")}),
    # but not where the list's scores name measures of their own
    ("We propose FooQA. We see a gain of 18% EM score on SQuAD, 8% on CommonSenseQA and 1% accuracy on GSM8k.",
     {(18.0, "EM"), (1.0, "accuracy")}),
])
def test_extract_a_measure_named_after_a_list_of_scores_measures_them_all(text, expected):
    got = _result_measures(text)
    assert expected <= got and (8.0, "accuracy") not in got


def test_extract_a_margin_goes_on_past_a_dataset_noun():
    ext = _extract("We propose FooKD. The students improve, with a maximum gain of 8.0% on the CIFAR-100 dataset and "
                   "0.7% on the ImageNet-1K dataset.")
    assert {r.value: r.delta for r in ext.results} == {8.0: True, 0.7: True}


@pytest.mark.parametrize("name", [
    "Urban100", "BSD100", "dSprites", "ImageNetV2", "Penn Treebank", "ImageNet ReaL"])
def test_extract_a_well_known_benchmark_is_data_without_context(name):
    ext = _extract(f"FooSR restores {name} images sharply.")
    assert name in _names(ext, EntityType.DATASET)


@pytest.mark.parametrize("name", ["Flamingo", "MusicLM", "DistilBERT", "VALL-E"])
def test_extract_a_well_known_released_model_is_a_model(name):
    assert name in _names(_extract(f"We compare FooNet with {name} on three tasks."), EntityType.MODEL)


@pytest.mark.parametrize("text, value, measure", [
    ("We propose FooTTS. FooTTS achieves a MOS of 4.2 on LibriTTS.", 4.2, "MOS"),
    ("We propose FooMT. FooMT improves BLEURT by 2 points on WMT14.", 2.0, "BLEURT"),
])
def test_extract_a_well_known_measure_takes_its_score(text, value, measure):
    assert (value, measure) in _result_measures(text)


@pytest.mark.parametrize("text, concept", [
    ("We bound the Radon-Nikodym derivative of FooNet's policy.", "Radon-Nikodym"),
    ("We bound the Vapnik-Chervonenkis (VC) dimension of FooNet's hypothesis class.", "Vapnik-Chervonenkis"),
    ("We model the data with the Arrow-Debreu markets of FooEcon.", "Arrow-Debreu"),
    ("We show that the Lugosi-Mendelson median arising from FooMech is robust.", "Lugosi-Mendelson"),
    ("We use the Kullback-Leibler divergence to the marginals.", "Kullback-Leibler"),
])
def test_extract_people_s_names_before_a_concept_name_no_method(text, concept):
    ext = _extract(text)
    assert concept not in _names(ext, EntityType.METHOD) | _names(ext, EntityType.MODEL)


@pytest.mark.parametrize("text, method", [
    ("We analyse the Cooley-Tukey algorithm for FFTs.", "Cooley-Tukey algorithm"),
    ("We use the Swendsen-Wang sampler on the Ising model.", "Swendsen-Wang sampler"),
    ("To address these drawbacks we introduce Bayes-Sard cubature, a probabilistic framework.", "Bayes-Sard cubature"),
    ("We propose a novel dual Gaussian-Particle representation that models the world.", "Gaussian-Particle"),
])
def test_extract_people_s_names_before_a_procedure_name_a_method(text, method):
    assert method in _names(_extract(text), EntityType.METHOD)


@pytest.mark.parametrize("text, value, measure", [
    ("FooRL shows significant improvements (up to 63% in terms of required samples) for policy alignment.", 63.0,
     "required samples"),
    ("FooDE models are 20× smaller in terms of the number of trainable parameters.", 20.0,
     "number of trainable parameters"),
    # a name with a symbol in it is left to the other rules, not cut short
    ("FooAttack beats the runner-up by 11.41% in terms of mean L_2 perturbation distance.", 11.41, None),
])
def test_extract_in_terms_of_after_a_value_names_its_measure(text, value, measure):
    assert {r.value: r.metric for r in _extract(text).results} == {value: measure}


@pytest.mark.parametrize("text", [
    "We apply FooScan to ten corpora, including C4, The Pile, and RedPajama.",
    "The Pile is a large corpus. We apply FooScan to C4 and The Pile.",
])
def test_extract_a_capital_the_before_a_known_dataset_is_part_of_its_name(text):
    names = _names(_extract(text), EntityType.DATASET)
    assert "The Pile" in names and "Pile" not in names


@pytest.mark.parametrize("text, against", [
    ("In this work, we introduce an interactive parts (IP) model as an alternative to Hidden Markov Models (HMMs). "
     "We tested both models on handwriting.", "Hidden Markov Models"),
    ("We propose FooNet, which replaces Gated Recurrent Units (GRUs) with state space layers.",
     "Gated Recurrent Units"),
    # what the proposal is a counterpart of, past a hyphenated adjective
    ("This paper introduces the Foo-Programmable Learning Array, a new paradigm. The FPLA is a mixed-signal "
     "counterpart to the all-digital Field-Programmable Gate Array in that it enables rapid prototyping.",
     "Field-Programmable Gate Array"),
    # or what it is inspired by
    ("We introduce Deep Sigma Point Processes, a class of parametric models inspired by the compositional "
     "structure of Deep Gaussian Processes (DGPs).", "Deep Gaussian Processes"),
])
def test_extract_a_name_set_against_the_proposal_is_no_part_of_it(text, against):
    ext = _extract(text)
    assert against in _names(ext, EntityType.METHOD) and against not in _proposed(ext)


@pytest.mark.parametrize("text, name, proposed", [
    ("In this paper, we propose a new multi-objective loss function called Temporal Shift, which predicts frames.",
     "Temporal Shift", True),
    ("We propose an algorithm dubbed Gradient Collapse that prunes weights.", "Gradient Collapse", True),
])
def test_extract_a_name_given_to_a_method_noun_is_a_method_whatever_its_last_word(text, name, proposed):
    ext = _extract(text)
    assert name in _names(ext, EntityType.METHOD) and (name in _proposed(ext)) == proposed


def test_extract_a_phenomenon_named_with_a_concept_word_is_no_method():
    assert "Neural Collapse" not in _names(_extract("We observe a phenomenon termed Neural Collapse in the last layer."),
                                           EntityType.METHOD)


@pytest.mark.parametrize("text, name", [
    ("We introduce FooPro iteration, a simple and direct preconditioning scheme.", "FooPro iteration"),
    ("To mitigate outliers, we first propose per-IC quantization, a simple yet effective method.", "per-IC quantization"),
    ("We present Kronecker conditioning, a method for conditioning flows.", "Kronecker conditioning"),
])
def test_extract_a_proposed_name_and_its_noun_before_an_apposition_are_one_name(text, name):
    ext = _extract(text)
    assert name in _names(ext, EntityType.METHOD) and name in _proposed(ext)


@pytest.mark.parametrize("text, name", [
    ("We propose a novel multi-objective approach for neural architecture search for concealed weapon detection "
     "(FOOW). We benchmark FOOW in two scenarios.", "FOOW"),
    ("To mitigate this, we propose to integrate adversarial supervision into the training pipeline of diffusion "
     "models (ABDM). ABDM enables layout faithfulness.", "ABDM"),
])
def test_extract_an_acronym_closing_a_proposal_sentence_names_the_proposal(text, name):
    assert name in _proposed(_extract(text))


@pytest.mark.parametrize("text, name", [
    # a second name of the name before it, a notation, and what the proposal is set against
    ("We present Foogle (FWKV-5), a sequence model.", "FWKV-5"),
    ("Based on this, we propose the learnability assumption under shifts in prediction mechanisms (Y|X-shifts).",
     "Y|X-shifts"),
    ("We propose FooRL, which outperforms proximal policy optimisation (PPOX).", "PPOX"),
])
def test_extract_an_acronym_in_a_proposal_sentence_is_not_always_the_proposal(text, name):
    assert name not in _proposed(_extract(text))


@pytest.mark.parametrize("text, task", [
    ("We propose FooProver, a method for interactive theorem proving.", "interactive theorem proving"),
    ("We propose FooCert, a method for robustness certification of neural networks.", "robustness certification"),
    ("We propose FooAUC, an algorithm for AUC maximization.", "AUC maximization"),
    ("We propose FooSum, an algorithm for finite-sum minimization.", "finite-sum minimization"),
    ("We propose FooRed, a method for dimensionality reduction.", "dimensionality reduction"),
    ("We propose FooView, a method for neural rendering.", "neural rendering"),
])
def test_extract_proving_certification_optimisation_and_rendering_words_head_tasks(text, task):
    assert task in _names(_extract(text), EntityType.TASK)


@pytest.mark.parametrize("word", ["minimization", "maximization", "certification", "proving", "rendering",
                                  "reduction"])
def test_extract_a_new_task_head_alone_is_no_task(word):
    assert not _names(_extract(f"We propose FooNet, a method for {word}."), EntityType.TASK)


@pytest.mark.parametrize("text, names", [
    ("FooPlay consists of 6 different games, including Rock-Paper-Scissors, Tower of Hanoi, Minecraft.",
     {"Rock-Paper-Scissors", "Tower of Hanoi"}),
    ("We evaluate on games such as Connect Four and Honor of Kings.", {"Honor of Kings"}),
])
def test_extract_games_listed_under_games_are_data(text, names):
    assert names <= _names(_extract(text), EntityType.DATASET)


@pytest.mark.parametrize("text", [
    "Compared to prior studies on FooViT quantization using 8-bit precision, FooQ improves accuracy by 2%.",
    "Quantization under sub-4-bit precision reduces latency and keeps accuracy.",
    "Reducing the precision of tensors lowers memory and latency.",
    "The training recipe uses bfloat16 precision, which lowers latency.",
])
def test_extract_precision_as_a_number_format_is_no_measure(text):
    assert "precision" not in _names(_extract(text), EntityType.METRIC)


@pytest.mark.parametrize("text, technique", [
    ("We propose FooVR, a method for variance reduction in stochastic optimization.", "variance reduction"),
    ("We propose FooEM, an algorithm for entropy minimization at test time.", "entropy minimization"),
])
def test_extract_techniques_ending_in_a_task_head_are_no_tasks(text, technique):
    assert technique not in {n.lower() for n in _names(_extract(text), EntityType.TASK)}


@pytest.mark.parametrize("text, name", [
    ("Cyclical FooMC is a novel FooMC framework recently proposed by Zhang et al. for sampling. We show it converges.",
     "FooMC"),
    ("Kolmogorov-Arnold Networks are a new family of architectures with interpretability benefits (Liu et al., 2024). "
     "We study their robustness.", "Kolmogorov-Arnold Networks"),
    ("FooNet is a novel architecture recently introduced by Smith and Lee. We extend it.", "FooNet"),
])
def test_extract_a_new_method_credited_to_others_is_not_proposed(text, name):
    assert name not in _proposed(_extract(text))


def test_extract_a_new_method_of_the_paper_s_own_is_proposed():
    assert "FooNet" in _proposed(_extract("FooNet is a novel architecture for graphs. We show it works."))


@pytest.mark.parametrize("text, name", [
    ("We propose SineFoo, a multi-stage architecture for PDEs. Our code is available as part of AIRFOO "
     "(https://github.com/divelab/AIRFOO).", "AIRFOO"),
    ("FooChat is released at https://foochat.example.org under AI2 ImpACT Licenses.", "AI2 ImpACT Licenses"),
])
def test_extract_a_name_said_only_beside_a_link_is_no_method(text, name):
    assert name not in {e.name for e in _extract(text).entities}


def test_extract_a_known_model_beside_a_link_stays():
    ext = _extract("We propose Unlimi. Our code is available at https://github.com/x/unlimi, and supports LLaMA-2 too.")
    assert "LLaMA-2" in _names(ext, EntityType.MODEL)


def test_extract_a_tool_named_beside_its_link_is_still_proposed():
    ext = _extract("We implement our method as a publicly available tool called GPFoo: https://github.com/x/gpfoo.")
    assert "GPFoo" in _proposed(ext)


@pytest.mark.parametrize("text, task", [
    ("We study harmful imitation through the lens of a model's internal representations.", "harmful imitation"),
    ("We study finite episodic Markov decision processes incorporating dynamic risk measures.",
     "finite episodic Markov decision processes"),
    ("We study clustering in a query-based model.", "clustering"),
    # a noun ending in -ly is no adverb
    ("We study monopoly pricing under uncertainty.", "monopoly pricing"),
])
def test_extract_the_bare_phrase_after_we_study_is_a_task(text, task):
    assert task in _names(_extract(text), EntityType.TASK)


@pytest.mark.parametrize("text", [
    "We study first-order algorithms for this problem.",
    "We study how models learn from noisy labels.",
    "We study empirically the effect of noise on training.",
    "We study optimization in deep networks.",
])
def test_extract_what_follows_we_study_is_not_always_a_task(text):
    assert not _names(_extract(text), EntityType.TASK)
