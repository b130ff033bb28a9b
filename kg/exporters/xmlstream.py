"""Incremental XML writing with lxml, byte for byte what ``etree.tostring(root, pretty_print=True)`` gives.

The GEXF and GraphML exporters write graphs of hundreds of thousands of elements; building the whole tree
and serialising it at once holds the tree and the output together (gigabytes at 28k abstracts). Here the
document is written a small piece at a time: every tag, attribute and text is serialised by lxml
(``etree.tostring``), so lxml still does every bit of escaping, and this module only puts the pieces in
order, with the two-space indentation that pretty printing would add.

Most of an export's elements are leaves (``<attvalue for="type" value="mentions"/>``) whose values repeat
from record to record, and lxml spends far longer making and serialising an element than Python spends
joining bytes; :class:`LeafCache` therefore keeps the serialised bytes of recent leaves and serialises each
distinct one once.

Child elements are written with plain (unqualified) tags: inside a root that declares its namespace as the
default one they are in that namespace, and the text is the same as lxml writes for a whole tree.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import BinaryIO

from lxml import etree

INDENT = "  "
# A comment put inside an element to cut its serialisation into start and end tag. It cannot occur in a
# start tag: lxml writes "<" in attribute values as "&lt;".
_SPLIT = b"<!--kg-xmlstream-split-->"
# Pieces gathered before one write to the file (one join of many small bytes beats many small writes).
_FLUSH_PIECES = 1 << 13

# A group of leaves inside a record element: (start tag, end tag, the serialised leaves, at least one).
Group = tuple[bytes, bytes, Sequence[bytes]]


def serialise(el: etree._Element) -> bytes:
    """An element (with its subtree, without its tail) as lxml writes it in a UTF-8 document."""
    return etree.tostring(el, encoding="UTF-8", xml_declaration=False, with_tail=False)


def tags(el: etree._Element, *, xml_declaration: bool = False) -> tuple[bytes, bytes]:
    """The start and end tag of a new, empty element as lxml writes them (declaration first if asked); the
    element gets a comment child on the way, so pass one made for the purpose."""
    el.append(etree.Comment(_SPLIT[4:-3].decode("ascii")))
    start, end = etree.tostring(el, encoding="UTF-8", xml_declaration=xml_declaration, with_tail=False).split(_SPLIT)
    return start, end


class LeafCache:
    """Serialised leaves ``<tag name_attr="PREFIXname" value_attr="text"/>`` (or with the text as element text).

    A leaf is made and serialised by lxml the first time its (name, text) is asked for; the bytes are kept
    for the next ask. Each name keeps at most ``limit`` texts (then starts afresh), so memory stays small
    for names whose values never repeat (edge keys); records come sorted, so repeats are mostly near.
    """

    def __init__(self, tag: str, name_attr: str, value_attr: str | None, *, prefix: str = "",
                 limit: int = 4096) -> None:
        self.tag, self.name_attr, self.value_attr, self.prefix, self.limit = tag, name_attr, value_attr, prefix, limit
        self._cache: dict[str, dict[str, bytes]] = {}
        # One element per name, refilled for each new text: cheaper than a new element (and document) each.
        self._templates: dict[str, etree._Element] = {}

    def get(self, name: str, text: str) -> bytes:
        """The serialised leaf for name and text."""
        try:
            return self._cache[name][text]
        except KeyError:
            return self._add(name, text)

    def _add(self, name: str, text: str) -> bytes:
        el = self._templates.get(name)
        if el is None:
            el = self._templates[name] = etree.Element(self.tag, {self.name_attr: self.prefix + name})
            self._cache[name] = {}
        if self.value_attr is None:
            el.text = text
        else:
            el.set(self.value_attr, text)
        cache = self._cache[name]
        if len(cache) >= self.limit:
            cache.clear()
        data = cache[text] = serialise(el)
        return data


class XmlWriter:
    """Writes one XML document to a binary file: a root, nested containers and finished elements."""

    def __init__(self, out: BinaryIO) -> None:
        self.out = out
        self._pieces: list[bytes] = []
        # Open containers: [tag, attrib, end tag once the start tag is written or None while still empty].
        self._stack: list[list] = []
        self._pending = False  # whether a container on the stack still waits for its start tag
        # One element per (tag, attribute names) that record() reuses for each record's start and end tag:
        # setting attributes in place keeps their order, and costs half of making an element (and document).
        self._record_tags: dict[tuple[str, ...], etree._Element] = {}
        self._newlines = [("\n" + INDENT * depth).encode("ascii") for depth in range(64)]

    def _newline(self, depth: int) -> bytes:
        while depth >= len(self._newlines):
            self._newlines.append(self._newlines[-1] + INDENT.encode("ascii"))
        return self._newlines[depth]

    def _emit(self, *pieces: bytes) -> None:
        self._pieces.extend(pieces)
        if len(self._pieces) >= _FLUSH_PIECES:
            self.flush()

    def flush(self) -> None:
        """Write what has been gathered to the file."""
        self.out.write(b"".join(self._pieces))
        self._pieces.clear()

    @contextmanager
    def root(self, tag: str, attrib: Mapping[str, str], nsmap: Mapping[str | None, str]) -> Iterator[XmlWriter]:
        """The document: XML declaration, then the root element holding whatever the block writes."""
        start, end = tags(etree.Element(tag, dict(attrib), nsmap=dict(nsmap)), xml_declaration=True)
        self._emit(start)
        self._stack.append([tag, attrib, end])
        yield self
        self._stack.pop()
        # tostring ends a pretty-printed document with a newline
        self._emit(b"\n", end, b"\n")
        self.flush()

    def _open_pending(self) -> None:
        for depth, entry in enumerate(self._stack):
            if entry[2] is None:
                start, entry[2] = tags(etree.Element(entry[0], dict(entry[1])))
                self._emit(self._newline(depth), start)
        self._pending = False

    def child(self, el: etree._Element) -> None:
        """Write a finished element (with its subtree) as the next child of the innermost open container."""
        if self._pending:
            self._open_pending()
        depth = len(self._stack)
        el.tail = None
        if len(el):
            etree.indent(el, space=INDENT, level=depth)
        self._emit(self._newline(depth), serialise(el))

    def record(self, tag: str, attrib: Mapping[str, str], children: Sequence[bytes | Group]) -> None:
        """Write an element whose children are serialised leaves and groups of them, as the next child of the
        innermost open container, exactly as child() would write the same element built as a tree."""
        if self._pending:
            self._open_pending()
        depth = len(self._stack)
        if not children:
            self._emit(self._newline(depth), serialise(etree.Element(tag, dict(attrib))))
            return
        key = (tag, *attrib)
        el = self._record_tags.get(key)
        if el is None:
            el = self._record_tags[key] = etree.Element(tag, dict(attrib))
            start, end = tags(el)
        else:
            for name, value in attrib.items():
                el.set(name, value)
            start, end = etree.tostring(el, encoding="UTF-8", xml_declaration=False, with_tail=False).split(_SPLIT)
        outer, inner, innermost = self._newline(depth), self._newline(depth + 1), self._newline(depth + 2)
        pieces = self._pieces
        pieces += (outer, start)
        for c in children:
            if type(c) is bytes:
                pieces += (inner, c)
            else:
                group_start, group_end, leaves = c
                pieces += (inner, group_start)
                for leaf in leaves:
                    pieces += (innermost, leaf)
                pieces += (inner, group_end)
        pieces += (outer, end)
        if len(pieces) >= _FLUSH_PIECES:
            self.flush()

    @contextmanager
    def element(self, tag: str, attrib: Mapping[str, str]) -> Iterator[None]:
        """A container whose children the block writes; written as an empty element if it gets none."""
        entry: list = [tag, attrib, None]
        self._stack.append(entry)
        self._pending = True
        try:
            yield
        finally:
            self._stack.pop()
        if entry[2] is None:
            self._pending = any(e[2] is None for e in self._stack)
            self.child(etree.Element(tag, dict(attrib)))
        else:
            self._emit(self._newline(len(self._stack)), entry[2])

    def children(self, tag: str, attrib: Mapping[str, str], elements: Iterable[etree._Element]) -> None:
        """A container holding the given elements, each made and written in turn."""
        with self.element(tag, attrib):
            for el in elements:
                self.child(el)
