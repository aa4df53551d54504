import textwrap
rows = [
    ("id", "description", "status"),
    ("1", "Parse the configuration file and validate every field against the schema", "done"),
    ("2", "Retry flaky network calls with exponential backoff", "in progress"),
    ("3", "x", "blocked by upstream dependency upgrade"),
]
widths = [4, 24, 10]
for row in rows:
    cells = [textwrap.wrap(c, w) or [""] for c, w in zip(row, widths)]
    height = max(len(c) for c in cells)
    for i in range(height):
        print(" | ".join((c[i] if i < len(c) else "").ljust(w) for c, w in zip(cells, widths)))
    print("-+-".join("-" * w for w in widths))
doc = """\
    Usage: tool [options]

      -h   show help
      -v   verbose
    """
print(textwrap.dedent(doc), end="")
print(repr(textwrap.dedent("  a\n\tb")), repr(textwrap.dedent("   \n  x\n  y")), repr(textwrap.dedent("")))
print(repr(textwrap.dedent("  x\n   \n  y\n")), repr(textwrap.dedent(" a\n  b\n")))
msg = textwrap.indent(textwrap.fill("error: something went wrong while processing the request payload", 30), "    ")
print(msg)
print(textwrap.shorten("The quick brown fox jumps over the lazy dog", 25, placeholder="..."))
print(textwrap.shorten("   lots   of    space   ", 100), textwrap.shorten("short", 10))
print(textwrap.wrap("word " * 10, 15, initial_indent=">>", subsequent_indent=".."))
print(textwrap.fill("a b c d e f g h", 5, max_lines=2, placeholder="~"))
