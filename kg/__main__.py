"""`python -m kg` runs the command-line interface."""

from kg.cli import main

main()
