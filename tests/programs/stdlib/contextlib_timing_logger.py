import contextlib
depth = [0]
out = []
@contextlib.contextmanager
def section(name):
    out.append("  " * depth[0] + f"> {name}")
    depth[0] += 1
    try:
        yield len(out)
    except ValueError as e:
        out.append("  " * depth[0] + f"! {e}")
        raise
    finally:
        depth[0] -= 1
        out.append("  " * depth[0] + f"< {name}")
with section("outer") as n:
    with section("inner"):
        out.append("    work")
    try:
        with section("failing"):
            raise ValueError("bad input")
    except ValueError:
        out.append("  recovered")
print("\n".join(out))
print(n)
@contextlib.contextmanager
def transaction(store):
    snapshot = dict(store)
    try:
        yield store
    except Exception:
        store.clear()
        store.update(snapshot)
        raise
db = {"a": 1}
with transaction(db) as t:
    t["b"] = 2
try:
    with transaction(db) as t:
        t["c"] = 3
        raise KeyError("boom")
except KeyError as e:
    print("rolled back:", e)
print(db)
@contextlib.contextmanager
def swallow():
    try:
        yield
    except ZeroDivisionError:
        print("swallowed")
with swallow():
    1 / 0
print("after swallow")
cm = section("reuse")
with cm:
    pass
try:
    with cm:
        pass
except (RuntimeError, AttributeError) as e:
    print(type(e).__name__)
with contextlib.ExitStack() as st:
    vals = [st.enter_context(contextlib.nullcontext(i)) for i in range(3)]
print(vals)
