import textwrap
para = ("Corral is a sandboxed interpreter for a subset of Python. It runs untrusted programs written by "
        "agents, charges every step against a budget, and never touches the host unless allowed.")
print(textwrap.fill(para, width=40))
print(textwrap.wrap(para, 30)[:3])
print(textwrap.fill(para, 50, initial_indent="* ", subsequent_indent="  "))
print(textwrap.shorten(para, 60), textwrap.shorten(para, 60, placeholder=" [more]"))
print(repr(textwrap.shorten("Hello  world!", width=12)), repr(textwrap.shorten("Hello world!", width=11)))
print(textwrap.wrap("a-very-long-hyphenated-word-that-needs-breaking here", 12))
print(textwrap.wrap("a-very-long-hyphenated-word", 12, break_on_hyphens=False))
print(textwrap.wrap("Supercalifragilisticexpialidocious", 10), textwrap.wrap("Supercalifragilistic", 10, break_long_words=False))
print(textwrap.wrap("tabs\there\tand\tthere", 12), textwrap.wrap("tabs\there", 20, expand_tabs=False), textwrap.wrap("x\ty", tabsize=4))
print(textwrap.wrap("End. Next sentence.  Third.", 40, fix_sentence_endings=True))
print(textwrap.wrap("one two three four five six", 10, max_lines=2), textwrap.wrap("", 10), textwrap.wrap("   ", 10))
print(textwrap.wrap("keep   spaces  here", 40, replace_whitespace=False, drop_whitespace=False))
code = """
    def f():
        return 1

    print(f())
"""
print(repr(textwrap.dedent(code)))
print(textwrap.indent("line1\n\nline3\n", "> "), end="")
print(textwrap.indent("a\n  \nb", "+ ", predicate=lambda ln: True))
w = textwrap.TextWrapper(width=20, initial_indent="- ", subsequent_indent="  ", max_lines=3, placeholder="…")
print(w.fill(para))
for label, fn in [
    ("width 0", lambda: textwrap.wrap("abc", 0)),
    ("shorten small", lambda: textwrap.shorten("hello world", 3)),
    ("max_lines", lambda: textwrap.wrap("aaa bbb ccc", 4, max_lines=1, placeholder=" [...]")),
]:
    try:
        print(label, fn())
    except ValueError as e:
        print(label, "ValueError:", e)
