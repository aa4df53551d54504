import textwrap
code = '''
    def hello():
        print("hi")

    hello()
'''
print(repr(textwrap.dedent(code)))
print(repr(textwrap.dedent("  a\n    b\n  c\n")), repr(textwrap.dedent("\ta\n\t\tb")), repr(textwrap.dedent("  x\n\ty")))
print(repr(textwrap.dedent("   \n  a\n     \n  b")), repr(textwrap.dedent("no indent\n    here")), repr(textwrap.dedent("")))
print(repr(textwrap.dedent("    only one line")), repr(textwrap.dedent(" \t a\n \t b")), repr(textwrap.dedent("  a\r\n  b")))
print(repr(textwrap.indent("one\ntwo\n\nthree\n", "> ")))
print(repr(textwrap.indent("one\ntwo\n\nthree", "  ", lambda line: True)))
print(repr(textwrap.indent("a\r\nb\rc\n  \nd", "| ")))
print(repr(textwrap.indent("keep\nodd\nlines\nonly", "# ", predicate=lambda l: len(l.strip()) % 2 == 1)))
print(repr(textwrap.indent("", "x")))
for width in [10, 15, 20, 30, 60]:
    print(width, repr(textwrap.shorten("Hello  world!   This is a   rather long sentence, isn't it?", width)))
print(repr(textwrap.shorten("Hello world", 11)), repr(textwrap.shorten("Hello world", 10, placeholder="...")))
print(repr(textwrap.shorten("   ", 10)), repr(textwrap.shorten("Supercalifragilistic", 12)))
print(repr(textwrap.shorten("one two three four", width=12, placeholder=" >>")))
try:
    textwrap.shorten("hello world", 5)
except ValueError as e:
    print("ValueError", e)
print(textwrap.dedent(5))
