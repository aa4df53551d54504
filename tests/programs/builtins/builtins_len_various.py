# len() of many types and its error
objs = ["", "abc", "日本語", b"\x00\x01", [], [1, [2, 3]], (), (1,), {}, {"a": 1, "b": 2}, set(), {1, 2, 3},
        frozenset([1, 1, 2]), range(10), range(0, 10, 3), bytes(4), {"k": 1}.keys(), {"k": 1}.items()]
for o in objs:
    print(repr(o), len(o))
for bad in [5, 2.5, None, True, len]:
    try:
        len(bad)
    except TypeError as e:
        print("TypeError:", e)
