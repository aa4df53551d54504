import fileinput
import os
import tempfile

d = tempfile.mkdtemp()
paths = {}
for name, text in [("a.txt", "alpha 1\nalpha 2\n"), ("empty.txt", ""), ("b.txt", "beta 1\nbeta 2\nbeta 3")]:
    paths[name] = os.path.join(d, name)
    with open(paths[name], "w") as f:
        f.write(text)
files = [paths["a.txt"], paths["empty.txt"], paths["b.txt"]]

for line in fileinput.input(files):
    print(repr(line), os.path.basename(fileinput.filename()), fileinput.lineno(),
          fileinput.filelineno(), fileinput.isfirstline(), fileinput.isstdin())
print(os.path.basename(fileinput.filename()), fileinput.lineno(), fileinput.filelineno())
fileinput.close()
try:
    fileinput.lineno()
except RuntimeError as e:
    print("RuntimeError", e)

fi = fileinput.input(files)
print(next(fi).strip(), fileinput.lineno())
try:
    fileinput.input(files)
except RuntimeError as e:
    print("RuntimeError", e)
fileinput.nextfile()
print(next(fi).strip(), os.path.basename(fileinput.filename()), fileinput.lineno(), fileinput.filelineno())
fileinput.close()

with fileinput.FileInput(files, mode="rb") as f:
    print(list(f))
with fileinput.FileInput(paths["b.txt"]) as f:
    print(repr(f.readline()), repr(f.readline()), repr(f.readline()), repr(f.readline()), repr(f.readline()))
    print(f.lineno(), f.filelineno())
f = fileinput.FileInput([paths["a.txt"]])
print(f.filename(), f.lineno(), f.filelineno(), f.isfirstline(), f.fileno(), f.isstdin())
f.close()

# Counting lines per file, a typical use.
counts = {}
with fileinput.input(files=files) as f:
    for line in f:
        counts[os.path.basename(f.filename())] = f.filelineno()
print(counts)

for line in fileinput.input([paths["a.txt"]], inplace=True, backup=".orig"):
    print(line.upper().replace("ALPHA", "Omega"), end="")
print(repr(open(paths["a.txt"]).read()), repr(open(paths["a.txt"] + ".orig").read()))
for line in fileinput.input(paths["b.txt"], inplace=True):
    if "2" not in line:
        print(line.rstrip() + "!")
print(repr(open(paths["b.txt"]).read()), os.path.exists(paths["b.txt"] + ".bak"))
print(sorted(os.listdir(d)))

hook = fileinput.hook_encoded("utf-8")
with fileinput.input(files, openhook=hook) as f:
    print(sum(1 for _ in f))
with fileinput.input(files, openhook=fileinput.hook_compressed) as f:
    print([line.strip() for line in f])
for bad in [dict(mode="w"), dict(inplace=True, openhook=open), dict(openhook=3)]:
    try:
        fileinput.FileInput(files, **bad)
    except ValueError as e:
        print("ValueError", e)
try:
    list(fileinput.input([os.path.join(d, "missing.txt")]))
except FileNotFoundError as e:
    print("FileNotFoundError", e.errno, os.path.basename(e.filename))
fileinput.close()
print(fileinput.FileInput[str])
for name in os.listdir(d):
    os.remove(os.path.join(d, name))
os.rmdir(d)
