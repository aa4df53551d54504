import textwrap
text = ("The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs! "
        "Sphinx of black quartz, judge my vow? A well-known self-described e-mail enthusiast re-read it.")
for width in [10, 20, 35, 70, 200]:
    print(width, textwrap.wrap(text, width))
print(textwrap.fill(text, width=40))
print(textwrap.fill(text, 30, initial_indent="* ", subsequent_indent="  "))
print(textwrap.wrap("supercalifragilisticexpialidocious is long", 10))
print(textwrap.wrap("supercalifragilisticexpialidocious is long", 10, break_long_words=False))
print(textwrap.wrap("well-known-hyphenated-compound-words here", 12))
print(textwrap.wrap("well-known-hyphenated-compound-words here", 12, break_on_hyphens=False))
print(textwrap.wrap("em--dash and -- spaced dashes --flag x--y", 8))
print(textwrap.wrap("tabs\there\tand\tthere", 12), textwrap.wrap("tabs\there", 12, tabsize=4), textwrap.wrap("a\tb", 20, expand_tabs=False))
print(textwrap.wrap("keep\nnewlines\nplease", 40, replace_whitespace=False))
print(textwrap.wrap("  leading and trailing   spaces  ", 10), textwrap.wrap("  leading", 10, drop_whitespace=False))
print(textwrap.wrap("Hello there. How are you? Fine.", 15, fix_sentence_endings=True))
print(textwrap.wrap(""), textwrap.wrap("   "), textwrap.fill(""), textwrap.wrap("word"))
print(textwrap.wrap(text, 25, max_lines=3), textwrap.wrap(text, 25, max_lines=2, placeholder=" ..."))
print(textwrap.fill(text, width=50, max_lines=1))
print(textwrap.wrap("café naïve résumé ünïcödé words", 12))
try:
    textwrap.wrap("x", width=0)
except ValueError as e:
    print("ValueError", e)
try:
    textwrap.wrap("some text", 5, max_lines=1, placeholder=" [long placeholder]")
except ValueError as e:
    print("ValueError", e)
textwrap.wrap("text", 10, bogus=True)
