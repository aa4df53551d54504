# *args and **kwargs
def show(*args, **kwargs):
    return f"args={args} kwargs={kwargs}"

print(show())
print(show(1, 2, 3))
print(show(a=1, b=2))
print(show(1, "x", k=[1], z=None))
print(show(*[1, 2], *"ab", **{"p": 1}, q=2))

def summarize(title, *values, sep=", ", **meta):
    body = sep.join(str(v) for v in values)
    extras = " ".join(f"{k}={v}" for k, v in sorted(meta.items()))
    return f"{title}: {body} [{extras}]"

print(summarize("nums", 1, 2, 3))
print(summarize("words", "a", "b", sep="|", lang="en", count=2))
print(summarize("empty"))

def forward(*args, **kwargs):
    return summarize(*args, **kwargs)
print(forward("fwd", 9, 8, sep="-", tag="t"))
def count_args(*a, **k):
    return len(a), len(k), type(a).__name__, type(k).__name__
print(count_args(1, 2, x=3))
