# starred expressions in calls, literals and assignments
def total(*args):
    return sum(args)

nums = [1, 2, 3]
more = (4, 5)
print(total(*nums), total(*nums, *more), total(0, *more, 10))
print([*nums, *more], (*nums,), {*nums, *more}, {**{"a": 1}, **{"b": 2}})
a, *b, c = range(6)
print(a, b, c)
*_, last = "xyz"
print(last)
first, second, *rest = [10, 20]
print(first, second, rest)
[p, q], r = "ab", "c"
print(p, q, r)
for head, *tail in ["abc", "de", "f"]:
    print(head, tail)
print(*"hey", sep="|")
merged = {**{"x": 1, "y": 2}, "y": 3, **{"z": 4}}
print(merged)
print(max(*[3, 9, 2]), min(*"dcba"))
