# every comparison operator across several types
pairs = [(1, 2), (2, 2), (3.5, 2), ("a", "b"), ("b", "a"), ((1, 2), (1, 3)), ([2], [1, 9]), (True, 1)]
for a, b in pairs:
    print(repr(a), repr(b), a < b, a <= b, a == b, a != b, a >= b, a > b)
print(None == None, None != 0, "1" != 1, [] != ())
print({1, 2} <= {1, 2, 3}, {1} < {1}, {"a": 1} == {"a": 1})
for a, b in [(1, "1"), ([1], (1,)), (None, None)]:
    print(repr(a), repr(b), a == b, a != b)
    try:
        print(a < b)
    except TypeError as e:
        print("TypeError:", e)
