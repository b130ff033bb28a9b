"""Same input, byte-identical exports: every file of every registered exporter, across processes with
different hash seeds, and whether extractions come fresh or from the cache."""

from __future__ import annotations

import datetime
import os
import shutil
import subprocess
import sys
from pathlib import Path

from kg.exporters import REGISTRY

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"
HOSTILE = """NeurIPS 2025 Papers

We propose <b>FooNet</b> & "BarNet" \\textbf{fast} -- it's 3.5% better on ImageNet than =SUM(A1) and @Bert.

Emoji 🤖 and العربية and עברית text: our QuxNet improves BLEU by 2.1 points on WMT14, see https://github.com/a/b.

Control\x07 characters\x1b[31m and a tab\there; we propose ΔNet and αβγ-Former for 東京 parsing.
"""


def _inputs(folder: Path) -> Path:
    folder.mkdir()
    for seed in sorted(SEEDS.glob("*.txt")):
        shutil.copy(seed, folder / seed.name)
    (folder / "hostile.txt").write_text(HOSTILE, encoding="utf-8")
    return folder


def _files(out: Path) -> dict[str, bytes]:
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}


def test_determinism_builds_are_byte_identical_across_processes_and_cache(tmp_path):
    inputs = _inputs(tmp_path / "in")
    formats = sorted(REGISTRY)
    cmd = [sys.executable, "-m", "kg.cli", "build", str(inputs), *[arg for f in formats for arg in ("--format", f)]]
    cache = ["--cache", str(tmp_path / "cache"), "--jobs", "2"]
    # a: one process, no cache; b fills the cache, c reads from it; each with its own string hashing.
    for out, seed, extra in (("a", "0", ["--no-cache", "--jobs", "1"]), ("b", "1", cache), ("c", "2", cache)):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        proc = subprocess.run([*cmd, *extra, "-o", str(tmp_path / out)], env=env, capture_output=True, text=True,
                              timeout=600)
        assert proc.returncode == 0, proc.stderr
    assert "from cache" in proc.stdout  # the second run really used the cache
    a, b, c = (_files(tmp_path / out) for out in "abc")
    assert len(a) >= len(formats)
    assert sorted(a) == sorted(b) == sorted(c)
    fresh_vs_cached = sorted(name for name in b if b[name] != c[name])
    assert not fresh_vs_cached, f"exports differ between a fresh and a cached build: {fresh_vs_cached}"
    serial = sorted(name for name in a if a[name] != b[name])
    assert not serial, f"exports differ between a one-process build and a parallel one: {serial}"
    today = [datetime.date.today().isoformat().encode(), datetime.date.today().strftime("%Y%m%d").encode()]
    stamped = sorted(name for name, data in a.items() if any(t in data for t in today))
    assert not stamped, f"exports carry today's date (a timestamp nobody asked for): {stamped}"
