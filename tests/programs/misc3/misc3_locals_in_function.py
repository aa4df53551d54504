# locals() inside functions reflects current local bindings
def f(a, b=2, *args, **kwargs):
    c = a + b
    snapshot = sorted(locals())
    d = "later"
    return snapshot, sorted(locals().items(), key=lambda kv: kv[0])

snap, items = f(1, 3, 4, 5, k="v")
print(snap)
print(items[0], items[1], items[2], items[3])
def empty():
    return locals()
print(empty())
def with_loop():
    out = []
    for i in range(2):
        out.append(sorted(locals()))
    return out
print(with_loop())
def nested_scope():
    x = 1
    def inner(y):
        z = y + 1
        return sorted(locals().items())
    return inner(x), sorted(locals())
print(nested_scope())
print(sorted(k for k in locals() if not k.startswith("__")) == sorted(k for k in globals() if not k.startswith("__")))
