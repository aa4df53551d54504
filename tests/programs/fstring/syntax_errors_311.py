# How Python 3.11 rejects f-strings: its tokenizer reads one as a plain
# string, and its parser checks the replacement fields afterwards,
# compiling each expression on its own as `(expr)`.


def show(src, mode="exec"):
    try:
        compile(src, "<s>", mode)
        print(repr(src), "OK")
    except SyntaxError as e:
        print(repr(src), type(e).__name__, repr(e.msg))
        print("   ", e.lineno, e.offset, repr(e.text), e.end_lineno, e.end_offset)


# The field's expression fails to compile: located in "(expr)".
for s in ['f"{1 +}"', 'x = 1\ny = f"{1 +}"', 'f"{a b}"', 'f"{lambda x:1}"',
          'f"{*a}"', 'f"{**a}"', 'f"{1 if 2}"', 'f"{print 1}"', 'f"{a.}"',
          'f"{import}"', 'f"{a;b}"', 'f"{x!=}"', 'f"{x==1 +}"', 'f"{1e}"',
          'f"{0x}"', 'f"abc{1 +}def"', 'f"{1 +}" f"{2}"', '"x" f"{1 +}"',
          'print(f"{1 +}")', 'f"{1 +!x}"', 'f"{ 1 + }"', 'f"{{{1 +}}}"',
          'f"{1:{2}}{3 3}"', 'f"{\'a\' + 1 +}"', 'f"""\n{1 +}"""',
          'f"""ab\ncd{1 +}"""', "f'''{\n1 +}'''", 'def f():\n  x = f"{1 +}"\n',
          'f"{f(x for x in y, 1)}"', "f\"{f'{1 +}'}\""]:
    show(s)

# Errors of the field itself: at the token after the literals.
for s in ['f"{a:{b:{c}}}"', 'f"{a:{b:{c:{d}}}}"', 'f"{x!s:{y!a:{z}}}"',
          'f"{#}"', 'f"{1 + 2 #}"', 'f"{\\\\}"', 'f"{1 + \'\\n\'}"',
          'f"{)}"', 'f"{a]}"', 'f"{a)]}"', 'f"{(}"', 'f"{[}"', 'f"{x+[}"',
          'f"{(((((}"', 'f"{a!rr}"', 'f"{1=!rr}"', 'f"{a!r }"', 'f"{a! r}"',
          'f"{1!}"', 'f"{1!x}"', 'f"{x!\\n}"', 'f"{x!r=}"', 'f"{}"', 'f"{ }"',
          'f"{\t}"', 'f"{!r}"', 'f"{:x}"', 'f"{=}"', 'f"{1:{}}"', 'f"{x:{ }}"',
          'f"{"', 'f"{a"', 'f"{a!r"', 'f"{a!r:"', 'f"{1:{2"', 'f"}"',
          'f"{a:b}}"', 'f"{{}"', 'f"{x:}}"', 'f"{x:{y}}}"', 'f"{a["b"]}"',
          'f\'{"a}\'', 'f"{a(\'"', 'f"{(\'}"', "f'{'a' 'b' c}'", 'f"{a=1}"',
          'f"{None = 1}"', "F'{#}'", "Rf'{#}'", "fR'{\\\\}'",
          "f\"{f'{#}'}\"", "f\"{ f'{a!x}' }\""]:
    show(s)

# Where "after the literals" is.
for s in ['f"{#}" + 1', 'f"{#}"; x y', 'f"{#}" x y', 'f"{#}"  # c\n',
          'f"{#}" \\\n + 1', '(f"{#}"\n,\n3)', '[f\'{#}\']', "f'''\n{#}'''",
          "if 1:\n    f'{#}'\n", 'f"{#}" f"{1 +}"', 'f"{1 +}" f"{#}"',
          'u"a" f"{#}"', 'f"{#}" b"a"', 'f"{a[" + b\nx = 1 1', 'é = f"{#}"',
          "f'{#}' 'a' \\\n 'b'\nx"]:
    show(s)

# Literals mixing bytes and text.
for s in ['b"a" "b"', '"a" b"b"', 'x = (b"a"\n"c")', 'b"a" f"{#}"', 'f"{a}" b"x"']:
    show(s)

# A newline in a single-quoted f-string ends it, as in any other string.
for s in ["f'{\n1}'", "f'{1\n}'", 'f"{x=\n}"', "f'{x:\n}'", 'f"{#}" f"{1 +',
          'f"{a}" "b" f"{1 +}']:
    show(s)

# Accepted.
for s in ['f"{3!s:}"', 'f"{x:{{}}}"', 'f"{x=!r:>10}"', 'f"{x = }"', 'f"{x  !r}"',
          'f"{x=  !r}"', 'f"{x:{y}{z}}"', 'f"{x:{y!r:z}}"', 'f"{x:\\n}"',
          "f'{x:\\\\}'", 'f"{{}}{{"', 'rf"\\N{x}"', 'f"{\'{\'}"', 'f"{\')\'}"',
          "f'{x:{y}=}'", 'f"{a, *b}"', 'f"{x:=1}"', 'f"{(x:=1)}"', 'f"{a[1:2]}"',
          'f"{d[\'k\']!r:>{w}}"', "f'''{\"\"\"a\"\"\"}'''"]:
    show(s)

# eval() input has no newline added.
for s in ['f"{1 +}"', 'f"{#}"', "f'{\n1}'", 'f"{a:{b:{c}}}"', 'f"{#}"\n',
          'f"{#}" ', 'f"{#}" + 1', '(f"{#}")']:
    show(s, "eval")

# Nearby: a starred expression alone in parentheses, `print x` in brackets.
for s in ["(*a)\n", "(**a)\n", "x = (*a)\n", "print((*a))\n", "(*a) + 1\n",
          "[(*a)]\n", "((*a))\n", "f((*a))\n", "(*a.b)\n", "(*a or b)\n",
          "( *a )\n", "(*a)[0]\n", "del (*a)\n", "x = (**a)\n", "(*a, b)\n",
          "(**a, b)\n", "(x y z)\n", "f(x y z)\n", "(a b c d)\n", "[1 2 3]\n",
          "(print 1)\n", "(print 'a')\n", "(exec x)\n", "print 1\n", "print 1 2\n",
          "print 1, 2\n", "[print 1]\n", "f(print 1)\n", "x = (print 1)\n",
          "(print 1, 2)\n", "(print 1 2)\n", "{print 1}\n", "(1, print 2)\n",
          "(print f(x) + 1)\n", "(print -1)\n", "(print not x)\n", "(x print 1)\n"]:
    show(s)
