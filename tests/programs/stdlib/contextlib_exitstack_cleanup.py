import contextlib
events = []
class Res:
    def __init__(self, name, fail_enter=False, swallow=False):
        self.name, self.fail_enter, self.swallow = name, fail_enter, swallow
    def __enter__(self):
        if self.fail_enter:
            raise OSError(f"cannot open {self.name}")
        events.append(f"enter {self.name}")
        return self
    def __exit__(self, et, ev, tb):
        events.append(f"exit {self.name} {et.__name__ if et else None}")
        return self.swallow
def open_all(specs):
    with contextlib.ExitStack() as st:
        res = [st.enter_context(Res(*s)) for s in specs]
        st.push(lambda *exc: events.append("push cb") or False)
        return [r.name for r in res], st.pop_all()
try:
    open_all([("a",), ("b", True), ("c",)])
except OSError as e:
    events.append(f"error {e}")
print(events)
events.clear()
names, stack = open_all([("x",), ("y",)])
print(names, events)
stack.close()
print(events)
events.clear()
with contextlib.ExitStack() as st:
    st.enter_context(Res("outer"))
    st.enter_context(Res("swallower", swallow=True))
    st.callback(events.append, "cb with arg")
    raise ValueError("boom")
print(events)
events.clear()
try:
    with contextlib.ExitStack() as st:
        st.callback(lambda: 1 / 0)
        st.callback(events.append, "second cb")
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e, events)
with contextlib.suppress():
    pass
try:
    with contextlib.suppress(KeyError):
        raise IndexError("not suppressed")
except IndexError as e:
    print("IndexError:", e)
with contextlib.suppress(LookupError):
    [][1]
print("lookup suppressed")
@contextlib.contextmanager
def chdir_like(path):
    events.append(f"push {path}")
    yield path
    events.append(f"pop {path}")
with chdir_like("/a") as a, chdir_like("/b") as b:
    events.append(f"in {a}{b}")
print(events[-5:])
