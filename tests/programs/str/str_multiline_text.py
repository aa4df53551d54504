# triple-quoted strings, line continuation, dedent-style processing
poem = """\
Roses are red,
  Violets are blue,
    Sugar is sweet,
And so are you."""
print(poem)
lines = poem.split("\n")
print(len(lines), [len(l) for l in lines])
print([len(l) - len(l.lstrip()) for l in lines])
print("\n".join(l.strip() for l in lines))
long = ("part one, "
        "part two, "
        "part three")
print(long)
s = 'single \
continued'
print(s)
numbered = [f"{i:>2}: {l}" for i, l in enumerate(lines, 1)]
print("\n".join(numbered))
print(repr('''a'b"c'''), repr("""x\ny"""))
