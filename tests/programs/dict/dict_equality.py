# dict equality ignores order; comparisons
a = {"x": 1, "y": 2}
b = {"y": 2, "x": 1}
print(a == b, list(a) == list(b), a != {"x": 1}, {} == {})
print({1: "a"} == {1.0: "a"}, {1: [1, 2]} == {1: [1, 2]})
print(a.items() == b.items(), a.keys() == b.keys(), list(a.values()) == list(b.values()))
print(dict(a) is a, dict(a) == a)
try:
    a < b
except TypeError as e:
    print("TypeError:", e)
merged = a | {"z": 3, "x": 10}
print(merged, a)
a |= {"w": 0}
print(a)
print({**a, **b, "extra": True})
