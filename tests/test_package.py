"""Checks over the package's own source."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import pytest

import kg

MODULES = sorted(Path(kg.__file__).parent.rglob("*.py"))


def _defined_twice(source: str) -> dict[str, list[int]]:
    """Module-level names bound more than once (assignments, functions, classes), with their lines."""
    lines: dict[str, list[int]] = defaultdict(list)
    for node in ast.parse(source).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            lines[node.name].append(node.lineno)
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, ast.AnnAssign) else []
        for target in targets:
            if isinstance(target, ast.Name):
                lines[target.id].append(node.lineno)
    return {name: at for name, at in lines.items() if len(at) > 1}


@pytest.mark.parametrize("source, twice", [
    ("A = 1\nB = 2\n", {}),
    ("A = 1\ndef f():\n    A = 2\n", {}),
    ("A = frozenset()\nB = 2\nA = frozenset({1})\n", {"A": [1, 3]}),
    ("def f(): pass\nf: int = 1\n", {"f": [1, 2]}),
])
def test_package_finds_names_defined_twice(source, twice):
    assert _defined_twice(source) == twice


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_package_defines_each_module_name_once(path):
    # a second definition silently replaces the first for every function of the module, wherever it stands
    assert _defined_twice(path.read_text(encoding="utf-8")) == {}
