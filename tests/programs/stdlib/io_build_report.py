import io

def render(rows):
    out = io.StringIO()
    out.write("name,score\n")
    for name, score in rows:
        out.write(f"{name},{score}\n")
    return out.getvalue()

text = render([("ann", 3), ("bob", 5), ("cy", 1)] * 200)
print(len(text), text[:40])
lines = io.StringIO(text).readlines()
print(len(lines), lines[-1])
total = 0
for line in io.StringIO(text):
    if line.startswith("name"):
        continue
    total += int(line.split(",")[1])
print(total)
s = io.StringIO(newline=None)
s.write("a\r\nb\rc\n")
print(repr(s.getvalue()))
