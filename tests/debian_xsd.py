"""Find the GEXF and GraphML XSDs that Debian's libjgrapht-java ships (loose under /usr/share or in a jar)."""

from __future__ import annotations

import shutil
import subprocess
import zipfile
from pathlib import Path

PACKAGE = "libjgrapht-java"
NEEDED = ("gexf.xsd", "viz.xsd", "graphml.xsd", "xlink.xsd")
SKIP_REASON = (f"the GEXF/GraphML XSDs are not installed: Debian's {PACKAGE} carries them "
               f"(apt-get install {PACKAGE}; .ci/run installs it)")


def _package_files() -> list[Path]:
    if shutil.which("dpkg") is None:
        return []
    proc = subprocess.run(["dpkg", "-L", PACKAGE], capture_output=True, text=True)
    return [Path(line) for line in proc.stdout.splitlines() if line.strip()] if proc.returncode == 0 else []


def find_xsd_dir(work: Path) -> Path | None:
    """A folder holding gexf.xsd, viz.xsd, graphml.xsd and xlink.xsd side by side (extracted into work if
    they sit in a jar), or None where the package is not installed."""
    files = _package_files() or sorted(Path("/usr/share/java").glob("jgrapht*.jar"))
    loose = {p.name: p for p in files if p.suffix == ".xsd" and p.name in NEEDED and p.is_file()}
    work.mkdir(parents=True, exist_ok=True)
    for name, path in loose.items():
        shutil.copyfile(path, work / name)
    for jar in (p for p in files if p.suffix == ".jar" and p.is_file()):
        try:
            with zipfile.ZipFile(jar) as z:
                for member in z.namelist():
                    name = member.rsplit("/", 1)[-1]
                    if name in NEEDED and not (work / name).exists():
                        (work / name).write_bytes(z.read(member))
        except (OSError, zipfile.BadZipFile):
            continue
    return work if all((work / n).is_file() for n in NEEDED) else None
