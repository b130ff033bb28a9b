"""Errors that the CLI turns into messages and exit codes."""

from __future__ import annotations

from collections.abc import Iterable


class KgError(Exception):
    """Base class for every error kg reports to a user."""

    exit_code = 1

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None,
                 choices: Iterable[str] | None = None) -> None:
        self.path = path
        self.line = line
        self.choices = sorted(choices) if choices is not None else None
        where = f"{path}:{line}: " if path and line else f"{path}: " if path else ""
        extra = f" (known: {', '.join(self.choices)})" if self.choices else ""
        super().__init__(f"{where}{message}{extra}")


class InputError(KgError):
    """An input file or folder cannot be read as abstracts."""

    exit_code = 2


class RuleError(KgError):
    """A rule or word-list file is malformed."""

    exit_code = 3


class ExportError(KgError):
    """An export cannot be written."""

    exit_code = 4


class QueryError(KgError):
    """A SPARQL query or graph file is invalid."""

    exit_code = 5


class UnknownNameError(KgError):
    """A registry lookup used a name that is not registered."""

    exit_code = 6
