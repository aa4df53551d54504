# AttributeError messages for builtin types
objs = [5, "s", [1], {"k": 1}, (1,), None, 1.5, b"b", {1}, True]
for o in objs:
    try:
        o.nonexistent_attr
    except AttributeError as e:
        print(e)
try:
    [].push(1)
except AttributeError as e:
    print(e)
try:
    {}.iteritems()
except AttributeError as e:
    print(e)
print(hasattr(5, "real"), hasattr("x", "nonexistent_attr"))
count = 10
count.append(1)
