# f-string syntax errors: CPython 3.11 reports them at the token after the
# whole (implicitly concatenated) string literal.
CASES = [
    'f"{}"', 'f"{ }"', 'f"{a!x}"', 'f"{a!}"', 'f"{a:{}}"', 'f"{"', 'f"}"',
    'f"{a"', 'f"{a!r"', 'f"{a=!x}"', 'f"{!r}"', 'f"{:x}"', 'f"{=}"',
    'f"{1:{}}"',
    'x = f"{a!x}" + 1', 'x = (f"{}"\n  "abc")', 'x = f"{"',
    'x = "a" f"{}" "b"', 'print(f"{}", 2)', 'ok = f"{a!r:}"',
]
for s in CASES:
    try:
        compile(s, "<s>", "exec")
        print("ok", repr(s))
    except SyntaxError as e:
        print(repr(s), "|", e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset, repr(e.text))
