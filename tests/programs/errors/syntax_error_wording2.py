# More SyntaxError wording: dict displays missing a ':' and empty f-string fields.
snippets = [
    "x = {1: [2, 3], 4 5}", "x = {1: 2, 3 +}", "x = {1: 2, 3: 4 5}",
    "x = {1: 2, a b: 3}", "x = {1:2, 3}", "x = {1: 2, f(x) y}", "x = {**a, 4 5}",
    "x = {1: 2, 4 5, 6: 7}", "x = [1, 2 3]", "x = {1, 2 3}", "x = {1: 2, (3) 4}",
    "x = {1: 2, f(x y)}", "x = {1: {2: 3, 4 5}}", "x = {'a': 1, 'b' 'c'}",
    'f"{=}"', 'f"{ =}"', 'f"{x=}"', 'f"{x=!r}"', 'f"{x = }"', 'f"{!}"',
    'f"{:}"', 'f"a{=}b"',
]
for src in snippets:
    try:
        compile(src, '<s>', 'exec')
        print(f'{src!r}: compiles')
    except SyntaxError as e:
        print(f'{src!r}: {type(e).__name__}: {e.msg}')
