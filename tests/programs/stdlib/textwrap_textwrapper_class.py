import textwrap
w = textwrap.TextWrapper(width=30)
text = "The quick brown fox jumps over the lazy dog. " * 3
print(w.wrap(text))
print(w.fill(text))
w.width = 20
w.initial_indent = "* "
w.subsequent_indent = "  "
print(w.fill(text))
w2 = textwrap.TextWrapper(width=12, break_long_words=False, break_on_hyphens=False)
print(w2.wrap("extraordinarily-long-token and short words"))
w3 = textwrap.TextWrapper(width=25, max_lines=2, placeholder=" ...")
print(w3.wrap(text), w3.max_lines, w3.placeholder)
w4 = textwrap.TextWrapper(width=10, expand_tabs=True, tabsize=4, replace_whitespace=True)
print(w4.wrap("a\tb\tc\td e f g"))
w5 = textwrap.TextWrapper(width=40, fix_sentence_endings=True)
print(w5.fill("Hello there. How are you? Fine."))
w6 = textwrap.TextWrapper(drop_whitespace=False, width=8)
print(w6.wrap("  lead and trail  "))
print(textwrap.TextWrapper().width, textwrap.TextWrapper().placeholder, textwrap.TextWrapper(5).width)
try:
    textwrap.TextWrapper(width=0).wrap("abc")
except ValueError as e:
    print("ValueError:", e)
try:
    textwrap.TextWrapper(width=5, max_lines=1, placeholder="[too long]").wrap("a b c d e f g")
except ValueError as e:
    print("ValueError:", e)
