# Compile-time errors CPython raises, with their exact messages.
cases = [
    "def f(a, a): pass",
    "lambda a, b, a: 0",
    "def f(a, *, a): pass",
    "def g(a, **a): pass",
    "def h(*a, a): pass",
    "f(x=1, x=2)",
    "f(1, y=2, z=3, y=4)",
    "from __future__ import braces2",
    "from __future__ import braces",
    "from __future__ import annotations, nested_scopes",
    "x = 1\nfrom __future__ import annotations",
    '"""doc"""\nfrom __future__ import annotations\nx = 1',
    "def f():\n    from __future__ import annotations",
    "match x:\n    case {'a': 1, 'a': 2}: pass",
    "match x:\n    case {1: 1, True: 2}: pass",
    "match x:\n    case {b'k': 1, b'k': 2}: pass",
    "match x:\n    case {None: 1, 'None': 2}: pass",
    "def f():\n    from math import *",
    "class C:\n    def m(self):\n        from math import *",
    "from math import *",
]
for src in cases:
    try:
        compile(src, "<case>", "exec")
        print("compiles:", repr(src))
    except SyntaxError as e:
        print(repr(src), "->", e.msg, "at line", e.lineno)
