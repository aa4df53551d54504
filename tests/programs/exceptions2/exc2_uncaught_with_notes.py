# chained uncaught exception after notes were added
def parse_row(row):
    try:
        name, qty = row.split(",")
        return name, int(qty)
    except ValueError as e:
        e.add_note(f"row was {row!r}")
        raise

rows = ["apple,3", "pear,5", "plum,x"]
parsed = []
for r in rows:
    try:
        parsed.append(parse_row(r))
    except ValueError as e:
        print("skip:", e, e.__notes__)
print(parsed)
try:
    parse_row("broken")
except ValueError as e:
    raise RuntimeError("import aborted") from e
