# Binding or deleting __debug__: CPython's message and location for each form.
CASES = ["__debug__ = 1", "del __debug__", "def f(__debug__): pass", "for __debug__ in []: pass",
 "x.__debug__ = 1", "(__debug__, a) = 1, 2", "__debug__ += 1", "with a as __debug__: pass",
 "import __debug__", "import a as __debug__", "from a import __debug__", "from a import b as __debug__",
 "def __debug__(): pass", "class __debug__: pass", "lambda __debug__: 1", "def f(*, __debug__): pass",
 "def f(*__debug__): pass", "def f(**__debug__): pass", "f(__debug__=1)", "[__debug__ for __debug__ in x]",
 "(__debug__ := 1)", "__debug__: int = 1", "try:\n  pass\nexcept E as __debug__:\n  pass",
 "match x:\n  case __debug__:\n    pass", "global __debug__", "print(__debug__)", "x = __debug__",
 "del x.__debug__", "async def f():\n  async for __debug__ in x: pass", "a, *__debug__ = x",
 "  __debug__ = 1" if False else "if 1:\n    __debug__ = 1", "nonlocal __debug__",
 "match x:\n  case {'a': 1, **__debug__}:\n    pass", "match x:\n  case [*__debug__]:\n    pass","match x:\n  case A(__debug__=1):\n    pass","match x:\n  case 1 as __debug__:\n    pass",
 "def f(a, __debug__=1): pass", "def f(a, /, __debug__): pass",
]
CASES += ["x.__debug__ += 1", "x = f(__debug__=1)", "class A(__debug__=1): pass", "x = (\n  f(a,\n    __debug__=1))",
"match x:\n  case {**__debug__}:\n    pass", "match x:\n  case {'a': x, 'b': [y], **__debug__}:\n    pass",
"match x:\n  case A(__debug__=1, b=2):\n    pass", "match x:\n  case A(b=2, __debug__=[1, 2]):\n    pass",
"match x:\n  case [1, 2] as __debug__:\n    pass", "match x:\n  case (1 | 2) as __debug__:\n    pass",
"match x:\n  case [a, __debug__]:\n    pass", "match x:\n  case A(__debug__):\n    pass", "match x:\n  case 1 | __debug__:\n    pass",
"def f():\n    __debug__ = 1", "def f():\n    x = 1\n    def g(__debug__): pass", "__debug__ = 1\nnonlocal x",
"x = 1\ndel a, __debug__", "for a, (b, __debug__) in x: pass", "x[__debug__] = 1", "__debug__.x = 1", "__debug__[0] = 1",
"def f(a=(__debug__ := 1)): pass", "@dec\ndef __debug__(): pass", "async def __debug__(): pass", "f(**{'__debug__': 1})",
"{__debug__: 1 for __debug__ in x}", "(__debug__ for __debug__ in x)", "x = 1\nimport a.b as __debug__", "import __debug__.b",
"lambda *, __debug__=1: 0", "with a as (b, __debug__): pass", "type(__debug__)", "x = [1]\n__debug__: int", "a.__debug__: int = 1",
"__debug__ = 1\nx = yield", "x = yield\n__debug__ = 1", "global __debug__\n__debug__ = 1", "class C:\n    __debug__ = 1", "class C:\n    def __debug__(self): pass",
"f(x, y=1, __debug__=2)",
]
for s in CASES:
    try:
        compile(s, "<s>", "exec")
        print("ok", repr(s))
    except SyntaxError as e:
        print(repr(s), e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset, repr(e.text))
print(__debug__)
