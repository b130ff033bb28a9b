"""Write files atomically: a temporary file in the same folder, then a rename."""

from __future__ import annotations

import os
import re
import shutil
import tempfile
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

from kg.errors import ExportError

STAGING_PREFIX = ".kg-build-"
# mkstemp names written by write_bytes: ".<name>.<8 random characters>.tmp".
_TEMP_FILE = re.compile(r"\..+\.[A-Za-z0-9_]{8}\.tmp")
_STAGING_DIR = re.compile(re.escape(STAGING_PREFIX) + r"(\d+)-[A-Za-z0-9_]{8}\.tmp")


@contextmanager
def atomic_file(path: Path, *, buffering: int = 1 << 20) -> Iterator[BinaryIO]:
    """A binary file to stream into that replaces path only when the block ends without an error.

    Readers see the old file or the whole new one, never a part; exporters write through it a piece at
    a time instead of holding the whole output in memory.
    """
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise ExportError(f"cannot write: {exc.strerror or exc}", path=str(path)) from exc
    try:
        try:
            with os.fdopen(fd, "wb", buffering=buffering) as f:
                yield f
                f.flush()
                os.fsync(f.fileno())
            os.chmod(tmp, 0o644)
            os.replace(tmp, path)
        except OSError as exc:
            raise ExportError(f"cannot write: {exc.strerror or exc}", path=str(path)) from exc
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_bytes(path: Path, data: bytes) -> Path:
    """Write data to path so that readers see the old file or the whole new one, never a part."""
    with atomic_file(path) as f:
        f.write(data)
    return Path(path)


def write_text(path: Path, text: str) -> Path:
    """Atomic text write, UTF-8, newline as given."""
    return write_bytes(path, text.encode("utf-8"))


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def remove_leftovers(out_dir: Path) -> list[Path]:
    """Delete temporary files and staging folders that a killed build left in out_dir; return them."""
    removed: list[Path] = []
    try:
        entries = sorted(Path(out_dir).iterdir())
    except OSError:
        return removed
    for entry in entries:
        staging = _STAGING_DIR.fullmatch(entry.name)
        # A staging folder of a build still running (its pid is alive) is not a leftover.
        if staging and entry.is_dir() and not entry.is_symlink() and not _alive(int(staging.group(1))):
            shutil.rmtree(entry, ignore_errors=True)
            removed.append(entry)
        elif not staging and _TEMP_FILE.fullmatch(entry.name) and entry.is_file():
            entry.unlink(missing_ok=True)
            removed.append(entry)
    return removed


class Staging:
    """A hidden folder inside out_dir that a build writes every export into, then publishes at once.

    Exports reach out_dir only by renames after all of them were written, so a build killed while
    exporting leaves the previous exports as they were; what it left behind is removed by the next build.
    Creating it checks early that out_dir can be written.
    """

    def __init__(self, out_dir: Path) -> None:
        self.out_dir = Path(out_dir)
        if self.out_dir.exists() and not self.out_dir.is_dir():
            raise ExportError("output folder is an existing file, not a folder", path=str(self.out_dir))
        try:
            self.out_dir.mkdir(parents=True, exist_ok=True)
            remove_leftovers(self.out_dir)
            self.path = Path(tempfile.mkdtemp(prefix=f"{STAGING_PREFIX}{os.getpid()}-", suffix=".tmp",
                                              dir=self.out_dir))
        except OSError as exc:
            raise ExportError(f"cannot write to the output folder: {exc.strerror or exc}",
                              path=str(self.out_dir)) from exc
        # Removed on any exit but SIGKILL/power loss, even when a failing exporter skips publish().
        self._cleanup = weakref.finalize(self, shutil.rmtree, str(self.path), ignore_errors=True)

    def publish(self, written: list[Path]) -> list[Path]:
        """Move every file written under the staging folder into out_dir; return ``written`` remapped."""
        root = self.path.resolve()
        try:
            new = sorted(f.relative_to(self.path) for f in self.path.rglob("*") if f.is_file())
            for rel in new:
                target = self.out_dir / rel
                target.parent.mkdir(parents=True, exist_ok=True)
                os.replace(self.path / rel, target)
            # A subfolder an export writes (neo4j/) is that export's own: files a previous build left
            # there and this one did not write are stale. Top-level files are never removed, since
            # a build of fewer formats must not delete the others.
            fresh = set(new)
            for folder in sorted({rel.parts[0] for rel in new if len(rel.parts) > 1}):
                for old in sorted((self.out_dir / folder).rglob("*")):
                    if old.is_file() and old.relative_to(self.out_dir) not in fresh:
                        old.unlink()
            _fsync_dir(self.out_dir)
        except OSError as exc:
            raise ExportError(f"cannot publish the exports: {exc.strerror or exc}", path=str(self.out_dir)) from exc
        finally:
            self._cleanup()
        final = []
        for path in written:
            resolved = Path(path).resolve()
            final.append(self.out_dir / resolved.relative_to(root) if resolved.is_relative_to(root) else Path(path))
        return final


def _fsync_dir(folder: Path) -> None:
    """Make the renames in folder durable (not supported everywhere, so failures are ignored)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
