"""Incremental XML writing with lxml, byte for byte what ``etree.tostring(root, pretty_print=True)`` gives.

The GEXF and GraphML exporters write graphs of hundreds of thousands of elements; building the whole tree
and serialising it at once holds the tree and the output together (gigabytes at 28k abstracts). Here the
document is written through ``lxml.etree.xmlfile`` one small element at a time, so lxml still does every bit
of escaping, and the two-space indentation that pretty printing would add is written alongside.

Child elements are written with plain (unqualified) tags: inside a root that declares its namespace as the
default one they are in that namespace, and the text is the same as lxml writes for a whole tree.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from contextlib import ExitStack, contextmanager
from typing import BinaryIO

from lxml import etree

INDENT = "  "


class XmlWriter:
    """Writes one XML document to a binary file: a root, nested containers and small finished elements."""

    def __init__(self, out: BinaryIO) -> None:
        self.out = out
        self._xf: etree._IncrementalFileWriter | None = None
        # Open containers: [tag, attrib, the lxml context once opened or None while still empty].
        self._stack: list[list] = []
        self._exits = ExitStack()

    @contextmanager
    def root(self, tag: str, attrib: Mapping[str, str], nsmap: Mapping[str | None, str]) -> Iterator[XmlWriter]:
        """The document: XML declaration, then the root element holding whatever the block writes."""
        with etree.xmlfile(self.out, encoding="UTF-8") as xf:
            self._xf = xf
            xf.write_declaration()
            with xf.element(tag, dict(attrib), nsmap=dict(nsmap)):
                self._stack.append([tag, attrib, True])
                yield self
                self._stack.pop()
                xf.write("\n")
            self._xf = None
        self.out.write(b"\n")  # tostring ends a pretty-printed document with a newline

    def _open_pending(self) -> None:
        for depth, entry in enumerate(self._stack):
            if entry[2] is None:
                self._xf.write("\n" + INDENT * depth)
                cm = self._xf.element(entry[0], dict(entry[1]))
                cm.__enter__()
                entry[2] = cm

    def child(self, el: etree._Element) -> None:
        """Write a finished element (with its subtree) as the next child of the innermost open container."""
        self._open_pending()
        depth = len(self._stack)
        el.tail = None
        if len(el):
            etree.indent(el, space=INDENT, level=depth)
        self._xf.write("\n" + INDENT * depth)
        self._xf.write(el)

    @contextmanager
    def element(self, tag: str, attrib: Mapping[str, str]) -> Iterator[None]:
        """A container whose children the block writes; written as an empty element if it gets none."""
        entry: list = [tag, attrib, None]
        self._stack.append(entry)
        try:
            yield
        finally:
            self._stack.pop()
        if entry[2] is None:
            self.child(etree.Element(tag, dict(attrib)))
        else:
            self._xf.write("\n" + INDENT * len(self._stack))
            entry[2].__exit__(None, None, None)

    def children(self, tag: str, attrib: Mapping[str, str], elements: Iterable[etree._Element]) -> None:
        """A container holding the given elements, each made and written in turn."""
        with self.element(tag, attrib):
            for el in elements:
                self.child(el)
