# graphlib.TopologicalSorter: ordering, batches, state errors and cycles.
from graphlib import TopologicalSorter, CycleError

deps = {"app": ["lib", "cfg"], "lib": ["core"], "cfg": ["core"], "test": ["app"]}
print(list(TopologicalSorter(deps).static_order()))

ts = TopologicalSorter()
for call in (ts.get_ready, ts.is_active, lambda: ts.done(1), lambda: bool(ts)):
    try:
        call()
    except ValueError as e:
        print("ValueError:", e)
ts.add(3, 1, 2)
ts.add(3, 2)
ts.add(4, 3)
ts.add(5)
ts.prepare()
for call in (ts.prepare, lambda: ts.add(9)):
    try:
        call()
    except ValueError as e:
        print("ValueError:", e)
for bad in (3, 42):
    try:
        ts.done(bad)
    except ValueError as e:
        print("ValueError:", e)
step = 0
while ts:
    ready = ts.get_ready()
    print(step, ready, ts.get_ready(), ts.is_active())
    ts.done(*ready)
    step += 1
try:
    ts.done(5)
except ValueError as e:
    print("ValueError:", e)
print(bool(ts), ts.is_active())

cyc = TopologicalSorter({"a": "bc", "b": "cd", "e": "af", "f": "e", "c": "e"})
try:
    cyc.prepare()
except CycleError as e:
    print(type(e).__name__, e.args, isinstance(e, ValueError))
print(cyc.get_ready(), cyc.is_active())
try:
    list(TopologicalSorter({1: [1]}).static_order())
except CycleError as e:
    print(e.args[1], str(e))
print(TopologicalSorter[str], TopologicalSorter.__name__, CycleError.__mro__[1])
print(list(TopologicalSorter({(1, 2): [(0,)], (0,): []}).static_order()))
try:
    TopologicalSorter().add([1])
except TypeError as e:
    print("TypeError:", e)
try:
    TopologicalSorter({1: [2], 2: [3], 3: [1]}).prepare()
except CycleError as e:
    print(e)
raise CycleError("nodes are in a cycle", ["x", "y", "x"])
