"""Python's reserved words, as the 3.11 grammar defines them.

Hard keywords can never be identifiers; soft keywords ('match', 'case', '_')
are keywords only inside a match statement.
"""

__all__ = ["iskeyword", "issoftkeyword", "kwlist", "softkwlist"]

# Sorted, as CPython publishes them.
kwlist = sorted(
    "False None True and as assert async await break class continue def del "
    "elif else except finally for from global if import in is lambda nonlocal "
    "not or pass raise return try while with yield".split()
)

softkwlist = ["_", "case", "match"]

# A bound __contains__ of a frozenset, as in CPython: cheap and hashable-only.
iskeyword = frozenset(kwlist).__contains__
issoftkeyword = frozenset(softkwlist).__contains__
