# building calls from dicts and forwarding keyword arguments
def render(template, **fields):
    out = template
    for k, v in fields.items():
        out = out.replace("{" + k + "}", str(v))
    return out

ctx = {"name": "Ann", "n": 3}
print(render("Hi {name}, you have {n} messages", **ctx))
print(render("{a}{b}{a}", a="x", b="y"))
def with_defaults(**kw):
    opts = {"color": "blue", "size": 1}
    opts.update(kw)
    return opts
print(with_defaults(), with_defaults(size=5), with_defaults(**{"color": "red", "extra": True}))
def keys_of(**kw):
    return list(kw)
print(keys_of(z=1, a=2, m=3))
try:
    render()
except TypeError as e:
    print("TypeError:", e)
try:
    render(**{1: "bad"})
except TypeError as e:
    print("TypeError:", e)
