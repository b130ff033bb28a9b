"""Shared fixtures: the seed build, made once per session."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"
QUERIES = ROOT / "ontology" / "queries"


@pytest.fixture(scope="session")
def seed_build(tmp_path_factory):
    """Build the seeds once into a temporary folder; returns the BuildReport."""
    from kg.build import build

    out = tmp_path_factory.mktemp("exports")
    report = build([SEEDS], out)
    report.out = out
    return report
