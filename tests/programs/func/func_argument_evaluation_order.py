# arguments are evaluated left to right, defaults once at definition
trace = []
def t(label, value):
    trace.append(label)
    return value

def f(a, b, c=None, *rest, **kw):
    return a, b, c, rest, kw

print(f(t("a", 1), t("b", 2), t("c", 3), t("d", 4), k=t("k", 5)))
print(trace)
trace.clear()
print(f(t("x", 0), *[t("y", 1), t("z", 2)], **{"w": t("w", 3)}))
print(trace)
trace.clear()
def g(v=t("default", [])):
    v.append(len(v))
    return v
print(trace)
print(g(), g(), g([9]))
print(trace)
d = {}
d[t("key", "k")] = t("value", "v")
print(trace)
