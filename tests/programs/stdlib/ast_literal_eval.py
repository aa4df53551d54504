import ast

tests = ["[1, 2.5, -3, 'a', b'x', None, True]", "{'a': (1, 2), 'b': {3, 4}}", "  42  ", "1+2j", "-(1)", "set()", "()", "(1,)", "'''tri\nple'''", "r'\\d+'", "'a' 'b'", "1e3", "0x1F", "1_000", "-1.5e-3", "{}", "[[[]]]", "'it\\'s'", "\"q\"", "f'x'", "1+2", "x", "len('a')", "[1,2", "__import__('os')", "2**8", "{1: [2, {'k': None}]}", "\n[1,\n 2]\n", "b'\\x00'", "'\\u00e9'", "--1", "+5", "1 if 1 else 2", "...", "[1, 2,]", "", "1 # comment", "[x for x in y]", "(1).real", "[1][0]", "1 < 2", "not True", "True and False", "3-2j", "-1-2j", "1j+2", "(1, [2, (3, {4: 5})])", "{'a':1, 'a':2}", "5", "1e-5", "0o17", "0b101", "1.", ".5", "'x' * 3", "{1, 2}", "frozenset()", "set([1])", "[\n  'a',  # c\n  'b'\n]", 5, b"[1]", "u'x'", "rb'\\n'", "'a' + 'b'", "-'a'", "1,2", "(x := 1)", "lambda: 1"]
for t in tests:
    try:
        print(repr(t), "->", repr(ast.literal_eval(t)))
    except Exception as e:
        print(repr(t), "!!", type(e).__name__, str(e).split(" at 0x")[0])
