"""The benchmark script runs end to end on the seeds and reports every stage and the growth."""

from __future__ import annotations

import importlib.util

from tests.conftest import ROOT, SEEDS

spec = importlib.util.spec_from_file_location("kg_bench", ROOT / "bench" / "bench.py")
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)


def test_bench_prints_stages_floor_and_growth(capsys):
    assert bench.main(["--input", str(SEEDS), "--limit", "8", "--limit", "20", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    for stage in ("read", "tokenizer floor", "extract", "tokenizer floor, again", "resolve", "graph", "exports (all, side by side)",
                  "  export turtle", "  export html", "query proposed_methods", "build (read..exports)"):
        assert f"\n{stage} " in out, stage
    assert "== 8 abstracts" in out and "== 20 abstracts" in out
    assert "extract / floor:" in out and "log-log slope" in out


def test_bench_skips_clearly_when_input_is_absent(capsys, tmp_path):
    assert bench.main(["--input", str(tmp_path / "missing.txt")]) == 0
    assert "skipped: input not found" in capsys.readouterr().err


def test_bench_slope_of_linear_series_is_one():
    assert abs(bench._slope([1000, 4000, 16000], [2.0, 8.0, 32.0]) - 1.0) < 1e-9


def test_bench_memory_sampler_keeps_its_cpu_share():
    tree = bench.TreeMemory(interval=0.05, share=0.05)
    assert tree.pause(0.001) == 0.05  # a cheap sample: the plain interval
    assert abs(tree.pause(0.01) - 0.19) < 1e-9  # a 10 ms sample: 19 times as long to wait, 5% of a core
