"""Atomic exports: each file is written to a hidden temporary name and renamed; a build stages all its
exports and publishes them only at the end, so killing it leaves the previous exports intact and complete,
and the next build removes what the killed one left behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import networkx as nx
import pytest

from kg.errors import ExportError
from kg.exporters import REGISTRY, get_exporter
from kg.exporters.atomic import STAGING_PREFIX, Staging, remove_leftovers, write_bytes

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"


def _snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under folder (hidden ones included) by relative path."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _hidden(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*")
                  if any(part.startswith(".") for part in p.relative_to(folder).parts))


def test_atomic_write_bytes_leaves_no_temporary_file(tmp_path):
    target = tmp_path / "sub" / "graph.ttl"
    write_bytes(target, b"old")
    write_bytes(target, b"new")
    assert target.read_bytes() == b"new"
    assert sorted(p.name for p in target.parent.iterdir()) == ["graph.ttl"]


def test_atomic_failed_write_keeps_old_file_and_removes_temporary(tmp_path):
    target = tmp_path / "graph.ttl"
    target.mkdir()  # the rename onto a folder fails after the temporary file was written
    with pytest.raises(ExportError, match="graph.ttl: cannot write"):
        write_bytes(target, b"data")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["graph.ttl"]


def test_atomic_every_registered_exporter_writes_through_rename(tmp_path, monkeypatch, seed_graph):
    renamed: set[Path] = set()
    real_replace = os.replace

    def replace(src, dst, *args, **kwargs):
        renamed.add(Path(dst).resolve())
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", replace)
    for name in sorted(REGISTRY):
        out = tmp_path / name
        written = get_exporter(name)(seed_graph, out)
        files = {p.resolve() for p in out.rglob("*") if p.is_file()}
        assert files, f"{name} wrote nothing"
        assert files == {Path(p).resolve() for p in written}, f"{name} returned other paths than it wrote"
        assert files <= renamed, f"{name} wrote {sorted(files - renamed)} without a rename"


@pytest.fixture(scope="module")
def seed_graph() -> nx.MultiDiGraph:
    from kg.build import build_graph_only

    return build_graph_only([SEEDS])


def test_atomic_staging_publishes_all_files_and_removes_stale_ones_in_export_folders(tmp_path):
    out = tmp_path / "out"
    (out / "neo4j").mkdir(parents=True)
    (out / "neo4j" / "nodes_Old.csv").write_text("stale", encoding="utf-8")
    (out / "notes.txt").write_text("the user's own file", encoding="utf-8")
    (out / "graph.html").write_text("a format not rebuilt this time", encoding="utf-8")
    stage = Staging(out)
    assert stage.path.parent == out and stage.path.name.startswith(f"{STAGING_PREFIX}{os.getpid()}-")
    written = [write_bytes(stage.path / "graph.ttl", b"ttl"), write_bytes(stage.path / "neo4j" / "nodes_Paper.csv", b"csv")]
    assert not (out / "graph.ttl").exists()  # nothing is visible before publish
    final = stage.publish(written)
    assert final == [out / "graph.ttl", out / "neo4j" / "nodes_Paper.csv"]
    assert _snapshot(out) == {"graph.html": b"a format not rebuilt this time", "graph.ttl": b"ttl",
                              "neo4j/nodes_Paper.csv": b"csv", "notes.txt": b"the user's own file"}


def test_atomic_leftovers_of_dead_builds_are_removed_but_not_of_live_ones(tmp_path):
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead_pid = int(dead.stdout)
    (tmp_path / f"{STAGING_PREFIX}{dead_pid}-abcd1234.tmp").mkdir()
    (tmp_path / f"{STAGING_PREFIX}{dead_pid}-abcd1234.tmp" / "graph.ttl").write_bytes(b"half")
    (tmp_path / f"{STAGING_PREFIX}{os.getpid()}-live5678.tmp").mkdir()
    (tmp_path / ".graph.ttl.k3j_9xq2.tmp").write_bytes(b"half")
    (tmp_path / "graph.ttl").write_bytes(b"whole")
    (tmp_path / ".keep.tmp").write_bytes(b"not ours")
    removed = remove_leftovers(tmp_path)
    assert sorted(p.name for p in removed) == sorted([f"{STAGING_PREFIX}{dead_pid}-abcd1234.tmp",
                                                      ".graph.ttl.k3j_9xq2.tmp"])
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([f"{STAGING_PREFIX}{os.getpid()}-live5678.tmp",
                                                                 ".keep.tmp", "graph.ttl"])


def test_atomic_failing_exporter_leaves_previous_exports_and_no_staging(tmp_path, monkeypatch):
    from kg import build as build_module

    out = tmp_path / "out"
    build_module.build([SEEDS], out, formats=["turtle"], jobs=1)
    before = _snapshot(out)

    def broken(graph, out_dir):
        write_bytes(Path(out_dir) / "graph.ttl", b"half a graph")
        raise ExportError("disk full", path=str(out_dir))

    import kg.exporters

    monkeypatch.setattr(build_module, "get_exporter", lambda name: broken)
    monkeypatch.setattr(kg.exporters, "get_exporter", lambda name: broken)
    with pytest.raises(ExportError, match="disk full"):
        build_module.build([SEEDS], out, formats=["turtle"], jobs=1)
    import gc

    gc.collect()  # the staging folder goes when its owner does, even without publish()
    assert _snapshot(out) == before


def _corpus(path: Path, n: int, tag: str) -> Path:
    paras = [f"We propose {tag}Net{i}, a graph network for node classification. {tag}Net{i} improves accuracy "
             f"by {i % 40 + 1}.{i % 10}% over GCN on the Cora{i % 7} dataset, see https://github.com/x/{tag}{i}."
             for i in range(n)]
    path.write_text("ICML 2026 Papers\n\n" + "\n\n".join(paras) + "\n", encoding="utf-8")
    return path


def test_atomic_build_killed_while_exporting_leaves_previous_exports_intact(tmp_path):
    out = tmp_path / "out"
    first = _corpus(tmp_path / "first.txt", 20, "Alpha")
    from kg.build import build

    build([first], out, jobs=1)
    before = _snapshot(out)
    assert "graph.ttl" in before and not _hidden(out)

    second = _corpus(tmp_path / "second.txt", 200, "Beta")
    cmd = [sys.executable, "-m", "kg.cli", "build", str(second), "-o", str(out), "--no-cache", "--jobs", "1"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    killed_in_export = False
    deadline = time.monotonic() + 300
    try:
        while proc.poll() is None and time.monotonic() < deadline:
            stages = [p for p in out.glob(f"{STAGING_PREFIX}*.tmp") if p.is_dir()]
            if any(any(s.iterdir()) for s in stages):  # an exporter has started writing into the staging folder
                proc.send_signal(signal.SIGKILL)
                killed_in_export = True
                break
            time.sleep(0.005)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()
    assert killed_in_export, f"the build ended before it could be killed while exporting: {proc.stderr.read()!r}"
    assert proc.returncode == -signal.SIGKILL

    visible = {k: v for k, v in _snapshot(out).items() if k not in _hidden(out)}
    assert visible == before  # the previous exports, byte for byte, and nothing new
    assert _hidden(out) and all(h.startswith(STAGING_PREFIX) for h in _hidden(out))

    build([first], out, jobs=1)
    assert _snapshot(out) == before  # the next build cleans up what the killed one left
