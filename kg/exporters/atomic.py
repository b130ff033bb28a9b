"""Write files atomically: a temporary file in the same folder, then a rename."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from kg.errors import ExportError


def write_bytes(path: Path, data: bytes) -> Path:
    """Write data to path so that readers see the old file or the whole new one, never a part."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            os.chmod(tmp, 0o644)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError as exc:
        raise ExportError(f"cannot write: {exc.strerror or exc}", path=str(path)) from exc
    return path


def write_text(path: Path, text: str) -> Path:
    """Atomic text write, UTF-8, newline as given."""
    return write_bytes(path, text.encode("utf-8"))
