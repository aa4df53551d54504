# json.loads makes one string per distinct object key (CPython memoizes them).
import json

doc = json.loads('[{"id": 1, "name": "a"}, {"id": 2, "name": "b"}, {"name": "c", "id": 3}]')
k0, k1, k2 = (list(o) for o in doc)
print(k0[0] is k1[0], k0[1] is k1[1], k2[1] is k0[0])
print(doc)
# With a hook, keys are still right (whether shared or not is not observable here).
print(json.loads('{"a": {"a": 1}}', object_hook=lambda d: sorted(d.items())))
print(json.loads('{"x": 1.5, "y": [{"x": 2}]}', parse_float=str))
long_key = "k" * 100
d = json.loads(json.dumps([{long_key: 1}, {long_key: 2}]))
print(len(list(d[0])[0]), d[1][long_key])
