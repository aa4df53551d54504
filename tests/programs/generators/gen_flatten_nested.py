# recursive flattening of nested structures
def flatten(obj):
    if isinstance(obj, (list, tuple)):
        for x in obj:
            yield from flatten(x)
    elif isinstance(obj, dict):
        for k in sorted(obj):
            yield from flatten(obj[k])
    else:
        yield obj

data = [1, [2, [3, [4, [5]]]], (6, 7), {"b": [8], "a": 9}, [], "str"]
print(list(flatten(data)))
print(sum(x for x in flatten(data) if isinstance(x, int)))
def depth_items(obj, d=0):
    if isinstance(obj, list):
        for x in obj:
            yield from depth_items(x, d + 1)
    else:
        yield (obj, d)
print(list(depth_items([1, [2, [3]], [[4]]])))
