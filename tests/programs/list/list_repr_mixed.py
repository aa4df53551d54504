# repr of lists with mixed element types
mixed = [1, -2.5, "str", 'q"uote', None, True, (1,), [], {}, {"a": [1]}, b"by", 1e20, float("inf"), -0.0]
print(mixed)
print(repr(mixed) == str(mixed))
print([[], [[]], [[], []]])
print([(), (1,), (1, 2)])
print(str([1, 2])[1:-1], len(str(mixed)))
print(["line\n", "tab\t", "é", "\x00"])
print([print] == [print], [len, abs][0]("abc"))
print(list(map(repr, [1, "1", 1.0])))
