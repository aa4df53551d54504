# enumerate and zip, including start= and strict=
print(list(enumerate("abc")), list(enumerate("abc", 1)), list(enumerate("abc", start=-1)))
print(list(enumerate([])), dict(enumerate("xy")))
print(list(zip([1, 2, 3], "ab")), list(zip()), list(zip("a")), list(zip(*["ab", "cd"])))
print(list(zip(range(3), range(3, 6), range(6, 9))))
print(list(zip([1, 2], [3, 4], strict=True)))
try:
    list(zip([1, 2, 3], [4, 5], strict=True))
except ValueError as e:
    print("ValueError:", e)
try:
    list(zip([1], [4, 5], strict=True))
except ValueError as e:
    print("ValueError:", e)
e = enumerate("xyz")
print(next(e), next(e), list(e))
z = zip("ab", "cd")
print(next(z), list(z), list(z))
keys, vals = zip(*{"a": 1, "b": 2}.items())
print(keys, vals)
