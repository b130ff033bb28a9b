"""JSON Lines files (rules, gold, labelled data): read with the file and line named in every error."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

from kg.errors import KgError


def iter_jsonl(path: Path, error: type[KgError], what: str) -> Iterator[tuple[int, object]]:
    """Yield (line number, parsed value) for each non-blank line; raise ``error`` naming file and line."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise error(f"cannot read {what}: {exc.strerror or exc}", path=str(path)) from exc
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            yield number, json.loads(line)
        except json.JSONDecodeError as exc:
            raise error(f"invalid JSON: {exc.msg}", path=str(path), line=number) from exc
