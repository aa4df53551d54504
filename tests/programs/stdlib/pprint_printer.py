import pprint, io
pp = pprint.PrettyPrinter(indent=2, width=40, depth=3)
data = [1, [2, [3, [4, [5]]]], {"a": {"b": {"c": {"d": 1}}}}]
pp.pprint(data)
print(pp.pformat(data))
print(pp.isreadable(data), pp.isrecursive(data))
buf = io.StringIO()
pprint.PrettyPrinter(stream=buf, width=20).pprint({"key": list(range(8))})
print(repr(buf.getvalue()))
print(pprint.isreadable([1, 2]), pprint.isreadable(object), pprint.isrecursive([1]))
print(pprint.saferepr({"b": 1, "a": [2, 3]}))
r = [1, 2]
r.append(r)
print(pprint.isrecursive(r))
print(pprint.saferepr(r).split(" with id")[0])
try:
    pprint.PrettyPrinter(width=0)
except ValueError as e:
    print(e)
try:
    pprint.PrettyPrinter(indent=-1)
except ValueError as e:
    print(e)
pprint.PrettyPrinter(depth=0)
