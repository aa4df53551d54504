import warnings
import sys


def old_api(x):
    warnings.warn("old_api is deprecated, use new_api", DeprecationWarning, stacklevel=2)
    return x * 2


def risky():
    warnings.warn("something odd")


warnings.showwarning = lambda m, c, f, l, file=None, line=None: print(f"SHOW {c.__name__}: {m} (line {l})")
print(old_api(2))
risky()
risky()
for i in range(3):
    warnings.warn("in loop")
warnings.warn(RuntimeWarning("explicit instance"))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    risky()
    risky()
    old_api(1)
    warnings.warn("future", FutureWarning)
print(len(caught), [(w.category.__name__, str(w.message)) for w in caught])
print(issubclass(caught[0].category, UserWarning), caught[-1].lineno > 0)
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        risky()
    except UserWarning as e:
        print("raised", repr(e))
    warnings.filterwarnings("ignore", message="some")
    risky()
    print("ignored by message")
with warnings.catch_warnings():
    warnings.filterwarnings("error", category=RuntimeWarning)
    warnings.warn("fine")
    try:
        warnings.warn("bad", RuntimeWarning)
    except RuntimeWarning as e:
        print("caught", e)
warnings.filterwarnings("ignore")
risky()
print("all ignored")
warnings.resetwarnings()
warnings.simplefilter("once")
risky()
risky()
try:
    warnings.warn("x", category=int)
except TypeError as e:
    print(e)
print(warnings.formatwarning("msg", UserWarning, "file.py", 3, "  code()  "))
print(len(warnings.filters), warnings.filters[0][0])
