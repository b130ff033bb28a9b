"""The extraction layer: the only part of kg that knows about spaCy."""
