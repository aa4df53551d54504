import gc
print(gc.isenabled(), gc.collect(), gc.collect(2))
gc.disable(); print(gc.isenabled()); gc.enable(); print(gc.isenabled())
print(gc.get_threshold(), len(gc.get_count()), gc.garbage, gc.callbacks)
gc.set_threshold(1000, 20)
print(gc.get_threshold())
print(gc.is_tracked(1), gc.is_tracked("a"), gc.is_tracked([]), gc.is_tracked({}), gc.is_tracked({"a": 1}), gc.is_tracked({"a": []}), gc.is_tracked(Node) if False else 0)
for bad in [lambda: gc.collect(3), lambda: gc.isenabled(1), lambda: gc.collect(1, 2)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
class Node:
    def __init__(self):
        self.me = self
for i in range(1000):
    Node()
gc.collect()
print("ok", gc.DEBUG_LEAK)
