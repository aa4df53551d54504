import warnings


def emit(msg, cat=UserWarning):
    warnings.warn(msg, cat, stacklevel=2)


shown = []
warnings.showwarning = lambda message, category, filename, lineno, file=None, line=None: shown.append(
    (str(message), category.__name__, lineno))

# "default": once per location; the loop repeats one location.
for _ in range(3):
    emit("looped")
emit("looped")
print(shown)
shown.clear()

warnings.simplefilter("module")
for text in ["m1", "m1", "m2"]:
    emit(text)
emit("m1")
print(shown)
shown.clear()

warnings.resetwarnings()
print(warnings.filters)
warnings.warn("no filters at all: defaultaction")
print(shown)
shown.clear()

warnings.filterwarnings("ignore", message="skip")
warnings.filterwarnings("error", category=RuntimeWarning)
warnings.filterwarnings("always", message="ALW", append=True)
print([(f[0], f[1].pattern if f[1] else None, f[2].__name__, f[4]) for f in warnings.filters])
warnings.warn("skip me please")
warnings.warn("Skip: case-insensitive")
try:
    warnings.warn("boom", RuntimeWarning)
except RuntimeWarning as e:
    print("raised:", e)
warnings.warn("alw")
warnings.warn("alw")
print(shown)
shown.clear()

warnings.simplefilter("ignore")
warnings.simplefilter("ignore")
print(len(warnings.filters))

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.warn("recorded", DeprecationWarning)
    warnings.warn(FutureWarning("as instance"))
    warnings.warn_explicit("explicit", SyntaxWarning, "somefile.py", 42)
print([(str(w.message), w.category.__name__, w.filename if w.lineno == 42 else "-", w.lineno == 42) for w in log])
print(str(log[-1]))
print(len(warnings.filters))

with warnings.catch_warnings(action="error", category=UserWarning):
    try:
        warnings.warn("inside")
    except UserWarning as e:
        print("error action:", e)

cw = warnings.catch_warnings(record=True)
print(repr(cw), repr(warnings.catch_warnings()))
with cw:
    pass
for action in ["bogus"]:
    try:
        warnings.simplefilter(action)
    except AssertionError as e:
        print("AssertionError:", e)
try:
    warnings.filterwarnings("ignore", message=5)
except AssertionError as e:
    print("AssertionError:", e)
try:
    warnings.filterwarnings("ignore", category=int)
except AssertionError as e:
    print("AssertionError:", e)
try:
    warnings.simplefilter("ignore", lineno=-1)
except AssertionError as e:
    print("AssertionError:", e)
try:
    cw.__exit__(None, None, None)
    cw.__enter__()
    cw.__enter__()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    warnings.catch_warnings().__exit__(None, None, None)
except RuntimeError as e:
    print("RuntimeError:", e)
msg = warnings.WarningMessage("text", UserWarning, "f.py", 3)
print(msg, msg.file, msg.source)
print(warnings.formatwarning("w", DeprecationWarning, "x.py", 10), end="")
print(repr(warnings.formatwarning("w", UserWarning, "x.py", 1, line="   code line   ")))
warnings.showwarning = 5
warnings.simplefilter("always")
try:
    warnings.warn("bad hook")
except TypeError as e:
    print("TypeError:", e)
