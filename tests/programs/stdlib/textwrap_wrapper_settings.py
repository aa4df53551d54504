import textwrap

text = ("The wrapper keeps its settings as attributes, so a program may change "
        "them between calls and the next call honours the new values.")
w = textwrap.TextWrapper(width=30)
print(w.width, w.initial_indent == "", w.expand_tabs, w.tabsize, w.max_lines, repr(w.placeholder))
print(w.wrap(text))
w.width = 45
w.initial_indent = "* "
w.subsequent_indent = "  "
print(w.fill(text))
w.max_lines = 2
w.placeholder = " (more)"
print(w.fill(text))
narrow = textwrap.TextWrapper(8, break_long_words=False, break_on_hyphens=False)
print(narrow.wrap("supercalifragilistic well-known words"))
print(textwrap.TextWrapper(width=12, drop_whitespace=False).wrap("  lead   and trail  "))
print(textwrap.TextWrapper(width=20, fix_sentence_endings=True).fill("First one. Second one.  Third."))
print(textwrap.TextWrapper(width=15, expand_tabs=False, replace_whitespace=False).wrap("tab\there and\nnewline"))
print(textwrap.TextWrapper(width=15, tabsize=4).wrap("a\tb\tc\td"))
print(textwrap.TextWrapper().wrap(""), textwrap.TextWrapper(width=5).fill("x"))
print(sorted(textwrap.__all__))
try:
    textwrap.TextWrapper(width=0).wrap("abc")
except ValueError as e:
    print("ValueError:", e)
try:
    textwrap.TextWrapper(width=4, max_lines=1, placeholder=" [...]").wrap("abc def")
except ValueError as e:
    print("ValueError:", e)
