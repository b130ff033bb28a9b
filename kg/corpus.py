"""Read abstract files into Paper records: header → venue/year, paragraphs → papers, duplicates merged."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from kg.errors import InputError
from kg.schema import Paper

# LaTeX commands that only style their argument: the command and its braces go, the content stays.
_STYLE_COMMANDS = frozenset(
    "textbf textit emph underline text mathrm mathbf mathit mathcal mathsf mathtt texttt textsc "
    "textnormal operatorname boldsymbol bm mathbb hat tilde bar overline widetilde widehat".split())
_GREEK = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε",
    "zeta": "ζ", "eta": "η", "theta": "θ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ",
    "nu": "ν", "xi": "ξ", "pi": "π", "rho": "ρ", "sigma": "σ", "tau": "τ", "upsilon": "υ",
    "phi": "φ", "varphi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω", "Gamma": "Γ", "Delta": "Δ",
    "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ", "Phi": "Φ", "Psi": "Ψ",
    "Omega": "Ω", "times": "×", "cdot": "·", "pm": "±", "leq": "≤", "geq": "≥", "le": "≤", "ge": "≥",
    "approx": "≈", "sim": "~", "infty": "∞", "ell": "ℓ", "to": "→", "rightarrow": "→",
}
_TOKEN = re.compile(r"\\([A-Za-z]+)\s?|\\([%&#_$ {}])|(\$)|(\*{1,2})|([{}])|(\s+)|(.)", re.S)
_YEAR = re.compile(r"(?<!\d)((?:19|20)\d\d)(?!\d)")
_VENUE = re.compile(r"[A-Za-z][A-Za-z0-9&@\-.]*(?:\s+[A-Z][A-Za-z0-9&@\-.]*)*")
_PARAGRAPH_SPLIT = re.compile(r"\n[ \t\f\v]*\n\s*")


def normalise(text: str) -> tuple[str, list[int]]:
    """Return text with whitespace, markdown emphasis and LaTeX markup normalised, and an offset map.

    The map gives, for each character of the result (and one past its end), the offset in ``text``
    it came from, so spans found in the normalised text can be reported against the original.
    """
    out: list[str] = []
    origin: list[int] = []
    in_math = False

    def emit(chars: str, at: int) -> None:
        for ch in chars:
            out.append(ch)
            origin.append(at)

    for m in _TOKEN.finditer(text):
        at = m.start()
        command, escaped, dollar, stars, brace, space, char = m.groups()
        if command is not None:
            if command in _GREEK:
                emit(_GREEK[command], at)
            elif command not in _STYLE_COMMANDS and not in_math:
                emit("\\" + command, at)
        elif escaped is not None:
            emit(escaped, at)
        elif dollar is not None:
            in_math = not in_math
        elif stars is not None:
            # Emphasis markers touch a word on one side; a lone "*" between spaces is kept.
            before = text[at - 1] if at else " "
            after = text[m.end()] if m.end() < len(text) else " "
            if before.isspace() and after.isspace():
                emit(stars, at)
        elif brace is not None:
            continue
        elif space is not None:
            if out and out[-1] != " ":
                emit(" ", at)
        elif in_math and char in "^_":
            continue
        else:
            emit(char, at)
    while out and out[-1] == " ":
        out.pop()
        origin.pop()
    origin.append(len(text.rstrip()))
    return "".join(out), origin


def paper_id(norm: str) -> str:
    """Stable identifier of an abstract, derived from its normalised text."""
    return hashlib.sha256(norm.encode("utf-8")).hexdigest()[:16]


def parse_header(line: str) -> tuple[str | None, int | None] | None:
    """Return (venue, year) if the line is a header such as "ICML 2026 Papers", else None."""
    line = line.strip()
    if not line or len(line) > 120 or "\n" in line:
        return None
    year_match = _YEAR.search(line)
    if not year_match:
        return None
    if len(line.split()) > 12 or line.endswith("."):
        return None
    before = line[: year_match.start()].strip(" -–—:,")
    after = line[year_match.end():].strip(" -–—:,")
    venue_match = _VENUE.fullmatch(before) or _VENUE.match(after)
    venue = venue_match.group(0).strip() if venue_match else None
    if venue and venue.lower() in {"papers", "paper", "abstracts", "accepted", "list"}:
        venue = None
    return venue, int(year_match.group(1))


@dataclass
class SourceFile:
    """What was read from one file: its header and its paragraphs with their positions."""

    path: str
    venue: str | None
    year: int | None
    has_header: bool
    paragraphs: list[str] = field(default_factory=list)


def read_text(path: Path) -> str:
    """Read a file as UTF-8 text (a BOM is accepted), failing with a clear message."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"cannot read file: {exc.strerror or exc}", path=str(path)) from exc
    if b"\x00" in data[:4096] and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise InputError("looks like a binary file, not text", path=str(path))
    for encoding in ("utf-8-sig", "utf-16") if data.startswith((b"\xff\xfe", b"\xfe\xff")) else ("utf-8-sig",):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError as exc:
            last = exc
    raise InputError(f"not valid UTF-8 text (byte {last.start}: {data[last.start:last.start + 1]!r})",
                     path=str(path))


def parse_file(path: Path, text: str) -> SourceFile:
    """Split one file's text into a header (if any) and paragraphs."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    blocks = [b.strip() for b in _PARAGRAPH_SPLIT.split(text.strip())]
    blocks = [b for b in blocks if b]
    venue, year, has_header = None, None, False
    if blocks:
        first_line, _, rest = blocks[0].partition("\n")
        header = parse_header(first_line)
        if header is not None:
            venue, year = header
            has_header = True
            blocks[0] = rest.strip()
            if not blocks[0]:
                blocks.pop(0)
    return SourceFile(str(path), venue, year, has_header, blocks)


def expand_paths(paths: Iterable[str | Path]) -> list[Path]:
    """Turn files and folders into a sorted list of files; a missing path is an error."""
    files: list[Path] = []
    for raw in paths:
        p = Path(raw)
        if p.is_dir():
            files.extend(sorted(f for f in p.rglob("*") if f.is_file() and not f.name.startswith(".")))
        elif p.is_file():
            files.append(p)
        else:
            raise InputError("no such file or folder", path=str(p))
    return files


@dataclass
class Corpus:
    """The unique papers read from some files, plus what the reader noticed."""

    papers: list[Paper] = field(default_factory=list)
    files: list[SourceFile] = field(default_factory=list)
    duplicates: int = 0
    warnings: list[str] = field(default_factory=list)

    def unknown_venue_files(self) -> list[str]:
        """Files whose header named no venue."""
        return [f.path for f in self.files if f.venue is None]


def iter_papers(sources: Iterable[SourceFile]) -> Iterator[tuple[Paper, bool]]:
    """Yield (paper, is_new) for every paragraph; repeats return the first Paper with the new source added."""
    seen: dict[str, Paper] = {}
    for src in sources:
        for position, paragraph in enumerate(src.paragraphs, start=1):
            norm, _ = normalise(paragraph)
            if not norm:
                continue
            pid = paper_id(norm)
            if pid in seen:
                seen[pid].sources.append((src.path, position))
                yield seen[pid], False
                continue
            paper = Paper(pid, paragraph, norm, src.venue, src.year, [(src.path, position)])
            seen[pid] = paper
            yield paper, True


def read_corpus(paths: Iterable[str | Path], *, strict: bool = False) -> Corpus:
    """Read files and folders into a Corpus of unique papers."""
    corpus = Corpus()
    sources: list[SourceFile] = []
    for path in expand_paths(paths):
        try:
            text = read_text(path)
        except InputError as exc:
            if strict:
                raise
            corpus.warnings.append(f"skipped {exc}")
            continue
        src = parse_file(path, text)
        if not src.paragraphs:
            msg = f"{path}: no abstracts found" + (" (header only)" if src.has_header else " (empty file)")
            if strict:
                raise InputError(msg.split(": ", 1)[1], path=str(path))
            corpus.warnings.append(msg)
        sources.append(src)
    corpus.files = sources
    for paper, is_new in iter_papers(sources):
        if is_new:
            corpus.papers.append(paper)
        else:
            corpus.duplicates += 1
    return corpus
