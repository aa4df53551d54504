import traceback


def show():
    lines = traceback.format_exc().splitlines()
    print("\n".join(l for l in lines if not l.startswith("  File")))


class Obj:
    def method(self, v):
        return v + "s"


def gen():
    yield 1
    raise KeyError("g")


def cases():
    o = Obj()
    d = {}
    yield lambda: o.missing
    yield lambda: undefined_name + 1
    yield lambda: "abc".foo()
    yield lambda: int("abc")
    yield lambda: Obj.method(o)
    yield lambda: [x for x in 5]
    yield lambda: d["a"]["b"]
    yield lambda: o.method(1) + 2
    yield lambda: [1, 2][5]
    yield lambda: 1 < "a"
    yield lambda: -"a"
    yield lambda: [1 / x for x in [0]]
    yield lambda: "é" + 1
    yield lambda: sum(gen())
    yield lambda: (1 +
                   "a")
    yield lambda: len(5) * 3


for case in cases():
    try:
        case()
    except Exception:
        show()

def stmts():
    try:
        x = 1
        x += "a"
    except Exception:
        show()
    try:
        a, b = [1]
    except Exception:
        show()
    try:
        for x in 5:
            pass
    except Exception:
        show()
    try:
        raise ValueError("x")  # with a comment
    except Exception:
        show()
    try:
        assert 1 > 2, "msg"
    except Exception:
        show()
    try:
        import nonexistent_mod
    except Exception:
        show()
    try:
        for v in gen():
            pass
    except Exception:
        show()
    try:
        o = Obj()
        o.method(
            1,
        )
    except Exception:
        show()
    try:
        del undefined_thing
    except Exception:
        show()
    try:
        y = {"a": 1}
        z = y["b"] if True else 0
    except Exception:
        show()
    try:
        q = [1, 2, 3]
        q[1:2] = 5
    except Exception:
        show()
    try:
        w = 10 ** 2 // 0
    except Exception:
        show()
    try:
        with open("/nonexistent/x") as fh:
            pass
    except Exception:
        show()

stmts()
